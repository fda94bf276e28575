"""Which lessons exist: the engine's games that have a page in ``lessons/``.

The router, the home page and the glossary all ask this one place, so a game appears
everywhere as soon as its page file exists, and never as a placeholder.
"""

from __future__ import annotations

from pathlib import Path

from engine.games import all_games, module_name

LESSONS = Path(__file__).parent
KINDS = {"dice": "Dice", "cards": "Cards", "dominoes": "Dominoes"}
# Navigation icons: Streamlit's bundled Material Symbols render on every machine, emoji fonts do not.
NAV_ICONS = {"dice": ":material/casino:", "cards": ":material/playing_cards:", "dominoes": ":material/grid_view:"}


def page_file(slug: str) -> Path:
    return LESSONS / f"{module_name(slug)}.py"


def available_games() -> list:
    """Games with a lesson page, in the order of KINDS, then title."""
    games = [g for g in all_games().values() if page_file(g.slug).exists()]
    order = list(KINDS)
    return sorted(games, key=lambda g: (order.index(g.kind) if g.kind in order else 99, g.title))


# The suggested path for a class: why each lesson comes where it does.
CLASS_PATH = [
    ("chuck-a-luck", "Start with dice: every outcome can be counted on the board, so the house's edge is plain to see."),
    ("seven-up", "The soldiers' card game: trumps, tricks and the four points of All Fours."),
    ("euchre", "The parlour and camp favourite: partners, bowers and the risk of being euchred."),
    ("draw-poker", "Decisions with hidden cards: what to keep, what to draw, when to bet — with exact odds."),
    ("domino-euchre", "Euchre with a double-six set of dominoes: the same bidding, tiles of two suits."),
    ("call-ace", "Euchre with a secret partner: who holds the called doublet is known only when it is played."),
    ("commerce", "A Victorian round game of trading and combinations."),
    ("scarney-chemin-de-fer", "A modern echo: Scarne's dice version of the old baccarat game, and an even one."),
    ("pie-eyed-dice", "Scarne's dice game of forfeits: who orders, who performs, who pays."),
]
