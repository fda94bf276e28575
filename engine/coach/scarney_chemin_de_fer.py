"""Scarney Chemin de Fer's coach: no choice here changes what a player can expect, and the coach says so with the figure.

The play is forced (a hit number with dead dice must draw, with all of them), and banker and player throw by the same
rules, so a player's chance of beating the banker equals the banker's of beating him
(``engine.odds.scarney_chemin_de_fer.versus_banker``): a bet of any size is worth exactly nothing on average, and so
are the banker's limits and his keeping or giving up the bank. Size changes only how far the chips swing.
"""

from __future__ import annotations

import random

from engine.coach.core import Advice, Evaluation, Scale, no_choice
from engine.odds import fraction_text, percent
from engine.odds.scarney_chemin_de_fer import banker_edge, versus_banker

SCALE = Scale(unit="chips", good=0.0, inaccuracy=0.0, mistake=0.0,
              why="Every choice at this table is worth the same, exactly: there is nothing to grade.")
SAMPLES = LIVE_SAMPLES = 0
MAX_SAMPLES = 1_000_000   # accepted and ignored: the figure is exact

ASSUMES = "exact over the five Scarney dice, the banker and every player throwing by the same forced rules"


def even_game() -> str:
    """The figure: a player's win, loss and stand-off chances against the bank, and the bank's edge (zero)."""
    v = versus_banker()
    return (f"a player beats the banker with chance {fraction_text(v['win'])} ({percent(v['win'])}) and loses with "
            f"the same chance (stand-off {percent(v['stand_off'])}), so the bank's edge is exactly {banker_edge()}")


def note(view: dict, actions: list[str]) -> str:
    first = actions[0].split()[0] if actions else ""
    if first == "bet":
        return (f"No bet size is better than another: {even_game()}; each chip bet is worth 0 on average, and a "
                "bigger bet only makes your chips swing further.")
    if first in ("limits", "open", "give-up"):
        return (f"The banker's limits, and keeping or giving up the bank, change nothing on average: {even_game()}; "
                "wider limits only let the chips swing further.")
    return (f"The throw is forced by the rules (a hit number with dead dice must draw, with all of them): nothing to "
            f"decide; {even_game()}.")


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    actions = [str(a) for a in legal]
    return no_choice(view["phase"], SCALE, actions, note(view, actions), ASSUMES)


def reason(view: dict, ev: Evaluation, played: str) -> str:
    return ev.note


def advice(view: dict, ev: Evaluation) -> Advice | None:
    return None     # Scarne's text gives rules, not counsel on bets; nothing to set beside the figure


def nudge(view: dict, legal: list) -> str:
    return "Does the banker throw by the same rules as you? Then what can the size of your bet change?"
