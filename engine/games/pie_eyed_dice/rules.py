"""Scarney Pie-Eyed Dice: its rules as data, its options, and the rule functions the page, bots and odds call.

Paraphrased from John Scarne's text (``../shared/seeds/003``; Scarne, *Scarne's Encyclopedia of Games*, 1973,
"Scarney Pie-Eyed Dice"). The book's game is a drinking game; on a site a class will use, the three roles are
shown by default as a forfeit game (``wording="forfeit"``), with the book's own wording an option.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Rule, Rulebook, Term, option
from engine.core.presets import Preset, Presets
from engine.core.rules import applies
from engine.games import _scarney

SRC = "scarne-1973"
LOC = "Scarney Pie-Eyed Dice"

RULES = Rulebook("pie-eyed-dice", [
    Rule("equipment", "Five Scarney dice and a dice cup; any number may play. A Scarney die shows 1, 3, 4 and 6 and "
                      "two dead faces that count nothing.", SRC, LOC),
    Rule("order-by-throw", "Each player throws the five dice once: the highest total (dead dice count zero) goes "
                           "first, the next highest second, and so on; players who tie throw again.", SRC, LOC),
    Rule("three-throws", "A player has up to three throws a turn. Dead dice are set aside after each throw and only "
                         "the numbered dice (1, 3, 4, 6) are thrown again.", SRC, LOC),
    Rule("five-dead", "A turn ends at once when all five dice lie dead: the player has 'thrown five dead'.", SRC, LOC),
    Rule("roles", "The first player to throw five dead takes the first role, the next the second, the third the "
                  "third; then a new round of roles begins. In the book: the first orders a drink, the second must "
                  "drink it, the third pays for it.", SRC, LOC),
    Rule("forfeit-roles", "At this table the roles are, by default, a forfeit game: the first names a forfeit, the "
                          "second performs it, the third pays a token into the kitty. The book's own wording is an "
                          "option.", "site", "Pie-Eyed Dice: a class's table"),
    Rule("one-role-each", "A player who has taken a role sits out until the round of roles is complete, so three "
                          "different players fill the three roles (an option).", "site", "Pie-Eyed Dice: roles"),
    Rule("four-dead-form", "In the four-dead form, four dead dice take a role instead of five.", SRC, f"{LOC}, note"),
    Rule("two-dice-form", "In the two-dice form each player makes one throw of two dice a turn; two dead take a "
                          "role.", SRC, f"{LOC}, note"),
    Rule("in-turn", "Players throw in the order of play, one turn each, round and round the table.", SRC, LOC),
    Rule("session", "The game lasts the agreed number of rounds of roles; each player starts with as many tokens as "
                    "there are rounds, so every payment can be made.", "site", "Pie-Eyed Dice: the session"),
    *_scarney.GENERAL_RULES,
])

TERMS = (
    Term("Pie-eyed", "American slang, twentieth century: drunk. Scarne's name for his drinking game with Scarney dice.",
         SRC, LOC, "pie-eyed-dice"),
    Term("Five dead", "All five Scarney dice lying dead, each set aside as it fell dead within a turn.", SRC, LOC,
         "pie-eyed-dice"),
    *_scarney.TERMS,
)

FORMS = ("five", "four", "two")
WORDINGS = {
    "forfeit": ("names a forfeit", "performs the forfeit", "pays a token"),
    "book": ("orders a drink", "must drink it", "pays for the drink"),
}
ROLE_NOUNS = {"forfeit": ("Names the forfeit", "Performs it", "Pays a token"),
              "book": ("Orders", "Drinks", "Pays")}


@dataclass(frozen=True)
class PieVariant:
    players: int = option(4, "How many play, you included.", SRC, LOC, minimum=3, maximum=8)
    form: str = option("five", "'five': five dice, up to three throws, five dead take a role; 'four': four dead "
                               "suffice; 'two': one throw of two dice, two dead take a role.", SRC, f"{LOC}, notes",
                       choices=FORMS)
    wording: str = option("forfeit", "How the three roles are named: 'forfeit' (names a forfeit, performs it, pays a "
                                     "token) for a class, or 'book' (orders a drink, drinks it, pays for it), Scarne's "
                                     "own.", "site", "Pie-Eyed Dice: a class's table", choices=tuple(WORDINGS))
    rounds: int = option(2, "Rounds of roles to play (each round fills the three roles).", "site",
                         "Pie-Eyed Dice: the session", minimum=1, maximum=5)
    one_role_each: bool = option(True, "A player with a role sits out until the round of roles is complete.", "site",
                                 "Pie-Eyed Dice: roles")

    def __post_init__(self):
        if self.form not in FORMS:
            raise ValueError(f"there is no form called {self.form!r} (forms: {', '.join(FORMS)})")
        if self.wording not in WORDINGS:
            raise ValueError(f"there is no wording called {self.wording!r}")


PRESETS = Presets({
    "scarne": Preset(PieVariant(), "Pie-Eyed Dice after Scarne (1973): five dice, three throws, five dead take a "
                     "role", "1973", SRC, LOC, "Scarne's own form", "modern", "Scarne's twentieth-century game."),
    "four-dead": Preset(PieVariant(form="four"), "Pie-Eyed Dice after Scarne (1973): four dead suffice", "1973", SRC,
                        f"{LOC}, notes", "four dead faces take a role", "modern", "Scarne's own note."),
    "two-dice": Preset(PieVariant(form="two"), "Pie-Eyed Dice after Scarne (1973): one throw of two dice", "1973", SRC,
                       f"{LOC}, notes", "one throw of two dice; two dead take a role", "modern", "Scarne's own note."),
    "book-wording": Preset(PieVariant(wording="book"), "Pie-Eyed Dice in Scarne's own words, 1973 (a drink, not a "
                           "forfeit)", "1973", SRC, LOC, "the roles named as the book names them", "modern",
                           "Scarne's own wording; the site's default names forfeits for a class."),
}, none_for_1863="Scarne devised the Scarney dice games in the twentieth century: they are not Civil War "
    "games, and no rule set here is period-correct for 1863.")


# -- the rule functions ------------------------------------------------------------------------------------------

@applies("two-dice-form")
def dice_count(form: str) -> int:
    return 2 if form == "two" else 5


@applies("three-throws", "two-dice-form")
def max_throws(form: str) -> int:
    return 1 if form == "two" else 3


@applies("five-dead", "four-dead-form", "two-dice-form")
def target(form: str) -> int:
    """How many dead dice take a role."""
    return {"five": 5, "four": 4, "two": 2}[form]


@applies("three-throws", "five-dead")
def after_throw(form: str, aside: int, throws_made: int, dice: tuple[int, ...]) -> tuple[int, bool, bool]:
    """After a throw: (dead dice now set aside, the turn is over, a role is taken)."""
    aside += _scarney.dead(dice)
    if aside >= target(form):
        return aside, True, True
    return aside, throws_made >= max_throws(form), False


@applies("in-turn", "one-role-each")
def next_thrower(order: tuple[int, ...], after: int, holders: tuple[int, ...], one_role_each: bool) -> int:
    """The next player in the order of play after ``after`` who may throw."""
    i = order.index(after)
    for k in range(1, len(order) + 1):
        seat = order[(i + k) % len(order)]
        if not one_role_each or seat not in holders:
            return seat
    raise AssertionError("no player left to throw")  # three roles, at least three players


def active(order: tuple[int, ...], start: int, holders: tuple[int, ...], one_role_each: bool) -> list[int]:
    """The players who throw in turn from ``start`` (included), once each round the table."""
    out, seat = [start], start
    while True:
        seat = next_thrower(order, seat, holders, one_role_each)
        if seat == start:
            return out
        out.append(seat)
