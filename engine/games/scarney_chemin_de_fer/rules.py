"""Scarney Chemin de Fer: its rules as data, its options, and the rule functions every part of the site calls.

The rules are paraphrased from John Scarne's text (``../shared/seeds/003``; Scarne, *Scarne's Encyclopedia of
Games*, 1973, "Scarney Chemin de Fer"). Where the text is silent (what limits a banker may set, a bank that
cannot cover every bet, a player who has no chips, how long a session lasts) the choice is a rule or an
option citing ``site``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Rule, Rulebook, Term, option
from engine.core.presets import Preset, Presets
from engine.core.rules import applies
from engine.games import _scarney
from engine.games._scarney import point

SRC = "scarne-1973"
LOC = "Scarney Chemin de Fer"

RULES = Rulebook("scarney-chemin-de-fer", [
    Rule("equipment", "Five Scarney dice, a dice cup and gambling chips. A Scarney die shows 1, 3, 4 and 6 and two "
                      "dead faces that count nothing.", SRC, f"{LOC}, 'Requirements'"),
    Rule("players", "Two or more play, each against the banker.", SRC, f"{LOC}, 'The Game'"),
    Rule("point", "The dice's total counts only by its last digit (17 is 7, 23 is 3, 30 is 0); dead dice count "
                  "zero. The aim is a point as close to 9 as can be.", SRC, f"{LOC}, 'The Game'"),
    Rule("order-by-throw", "Each player throws the five dice: the highest total is the first banker, the next highest "
                           "sits on his left, and so on; players who tie throw again among themselves.",
         SRC, f"{LOC}, 'Selecting the First Banker' (ties: as in Pie-Eyed Dice)"),
    Rule("limits", "Before play the banker sets his betting limits, the least and the most a player may bet while he "
                   "holds the bank. At this table a limit is a whole number of chips, at least 1, and the top limit "
                   "is no more than the banker's own chips.", SRC, f"{LOC}, 'The Banker's Turn of Play'"),
    Rule("bet-limits", "A bet must lie within the banker's limits.", SRC, f"{LOC}, 'The Banker's Turn of Play'"),
    Rule("bets-before-throw", "Every player puts his bet down before the banker throws; once the banker has "
                              "thrown, no bet is placed or changed for that round.", SRC,
         f"{LOC}, 'The Banker's Turn of Play'"),
    Rule("player-chips", "A player bets only chips he has; a player without enough chips for the least bet sits the "
                         "round out.", "site", "Scarney Chemin de Fer: chips"),
    Rule("bank-covers", "The bank takes bets only while its chips could pay every bet down; a player whose bet the "
                        "bank could no longer cover sits the round out.", "site", "Scarney Chemin de Fer: chips"),
    Rule("natural-stands", "A first throw making 7, 8 or 9 ends the turn: 9 is La Grande, 8 La Petite, 7 a Natural.",
         SRC, f"{LOC}, banker's rule 1"),
    Rule("must-draw", "A first throw making 0 to 6 (a hit number) must be followed by a second throw, the draw, "
                      "when any die is dead.", SRC, f"{LOC}, banker's rule 2"),
    Rule("draw-all-dead", "The draw is made with exactly all the dead dice of the first throw: never a numbered die, "
                          "never only some of the dead ones. Their count is added to the numbered dice left lying.",
         SRC, f"{LOC}, banker's rule 2"),
    Rule("no-dead-no-draw", "Five numbered dice (none dead) on the first throw end the turn, even on a hit number: "
                            "there is no dead die to throw.", SRC, f"{LOC}, banker's rule 3"),
    Rule("player-turn", "After the banker's point is made, each player in turn from the banker's left throws by the "
                        "same rules.", SRC, f"{LOC}, 'Player's Turn of Play'"),
    Rule("settle", "A player whose point is lower than the banker's loses his bet to the bank; a higher point is paid "
                   "even money by the bank; the same point is a stand-off.", SRC, f"{LOC}, 'Player's Turn of Play' 1-3"),
    Rule("five-rounds", "A banker holds the bank for five complete rounds; then it passes to the player on his "
                        "left, and so on round the table.", SRC, f"{LOC}, 'Rules Governing the Bank' 1-2"),
    Rule("bank-early", "A banker may pass the bank to his left before his five rounds are up, but only when no play "
                       "is left unfinished on the table.", SRC, f"{LOC}, 'Rules Governing the Bank' 3"),
    Rule("session", "The session ends when every player has held the bank the agreed number of times, or when one "
                    "player holds every chip. A bank passes over a player who has no chips.",
         "site", "Scarney Chemin de Fer: the session"),
    *_scarney.GENERAL_RULES,
])

TERMS = (
    Term("Scarney Chemin de Fer", "John Scarne's dice game on the pattern of the casino card game chemin de fer: "
         "each player against a banker, points counted by the last digit.", SRC, LOC, "scarney-chemin-de-fer"),
    Term("Point", "The last digit of the dice's total: what a shooter keeps and compares.", SRC, f"{LOC}, 'The Game'",
         "scarney-chemin-de-fer"),
    Term("La Grande", "A point of 9 on the first throw, the best there is.", SRC, f"{LOC}, banker's rule 1",
         "scarney-chemin-de-fer"),
    Term("La Petite", "A point of 8 on the first throw.", SRC, f"{LOC}, banker's rule 1", "scarney-chemin-de-fer"),
    Term("Natural", "A point of 7 on the first throw; it stands.", SRC, f"{LOC}, banker's rule 1",
         "scarney-chemin-de-fer"),
    Term("Hit number", "A first-throw point of 0 to 6: the shooter must draw with his dead dice.", SRC,
         f"{LOC}, banker's rule 2", "scarney-chemin-de-fer"),
    Term("Draw", "The second throw, made with all the dead dice of the first.", SRC, f"{LOC}, banker's rule 2",
         "scarney-chemin-de-fer"),
    Term("Stand-off", "The same point for player and banker: no one wins.", SRC, f"{LOC}, 'Player's Turn of Play' 3",
         "scarney-chemin-de-fer"),
    Term("Round", "One turn of play for the banker and for each player; a bank lasts five.", SRC,
         f"{LOC}, 'Rules Governing the Bank' 1", "scarney-chemin-de-fer"),
    *_scarney.TERMS,
)

#: The limits a page or a computer banker offers (any whole limits within the rule are accepted).
LIMIT_CHOICES = ((1, 2), (1, 5), (1, 10), (2, 10), (5, 25))


@dataclass(frozen=True)
class ChemVariant:
    players: int = option(4, "How many play, you included (each in turn banker).", SRC, f"{LOC}, 'The Game'",
                          minimum=2, maximum=7)
    chips: int = option(20, "Chips each player has at the start.", "site", "Scarney Chemin de Fer: chips",
                        minimum=2, maximum=1000)
    rounds_per_bank: int = option(5, "Complete rounds to a bank: five in Scarne; fewer makes a shorter lesson.",
                                  SRC, f"{LOC}, 'Rules Governing the Bank' 1", choices=(1, 2, 3, 4, 5))
    banks_each: int = option(1, "How many times each player holds the bank before the session ends.", "site",
                             "Scarney Chemin de Fer: the session", choices=(1, 2, 3))


PRESETS = Presets({
    "scarne": Preset(ChemVariant(), "Scarney Chemin de Fer after Scarne (1973)", "1973", SRC, LOC, "Scarne's rules",
                     "modern", "Scarne's twentieth-century game."),
    "short-lesson": Preset(ChemVariant(rounds_per_bank=2), "Scarney Chemin de Fer (Scarne 1973): a short lesson, two rounds a "
                           "bank (the site's)", "1973", "site", "Scarney Chemin de Fer: the session",
                           "two rounds to each bank", "modern", "The site's short session on Scarne's rules."),
    "two-handed": Preset(ChemVariant(players=2), "Scarney Chemin de Fer after Scarne (1973): two players", "1973", SRC, LOC,
                         "two play", "modern", "Scarne's rules for two."),
}, none_for_1863="Scarne devised the Scarney dice games in the twentieth century: they are not Civil War "
    "games, and no rule set here is period-correct for 1863.")


# -- the rule functions (the page, the bots, the odds and the benchmark call these) -------------------------------

@applies("natural-stands", "must-draw", "no-dead-no-draw")
def must_draw(count: int, dead: int) -> bool:
    """After the first throw: a hit number (0-6) with at least one dead die must be followed by the draw."""
    return point(count) <= 6 and dead > 0


@applies("draw-all-dead")
def draw_size(first: tuple[int, ...]) -> int:
    """The draw throws exactly the dead dice of the first throw."""
    return _scarney.dead(first)


def final_point(first: tuple[int, ...], drawn: tuple[int, ...] | None) -> int:
    """The shooter's point: the first throw's, or with the draw added to the numbered dice left lying."""
    return point(sum(first) + (sum(drawn) if drawn else 0))


@applies("settle")
def settle(player_point: int, banker_point: int) -> int:
    """+1 the player wins (the bank pays even money), -1 he loses his bet, 0 a stand-off."""
    return (player_point > banker_point) - (player_point < banker_point)
