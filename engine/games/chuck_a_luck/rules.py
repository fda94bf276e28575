"""Chuck-a-Luck's rules as data: the layout, the pay tables, the rulebook, the period terms, the options, the presets.

Nothing here moves a game along: ``layout`` says what each bet pays and what the bank can cover, ``game``
runs the round phase by phase, ``words`` says it in period terms.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from engine.core import Rule, Rulebook, Term, option
from engine.core.presets import Preset, Presets

# -- the layout -------------------------------------------------------------------------------------

SINGLES = tuple(f"single:{n}" for n in range(1, 7))
TOTALS = tuple(f"total:{n}" for n in range(4, 18))
SPOTS: tuple[str, ...] = (*SINGLES, "raffle", *TOTALS, "high", "low", "odd", "even")
SPOT_INDEX = {s: i for i, s in enumerate(SPOTS)}
CHIPS = (5, 10, 25, 100)  # the chip sizes the table offers, in cents

#: Every ordered throw of three dice, in a fixed order: index = 36(a-1) + 6(b-1) + (c-1).
THROWS: tuple[tuple[int, int, int], ...] = tuple(product(range(1, 7), repeat=3))
THROW_INDEX = {t: i for i, t in enumerate(THROWS)}

#: Pay tables for a particular total, "to 1" (winnings per unit staked, the stake returned too).
TOTALS_TABLES: dict[str, dict[int, int]] = {
    # Modern casino Sic Bo as dealt in Atlantic City: its edges (9.7% to 19.0%) fall within
    # Wedeward's "about 10% to 20%". Our default: no period table for totals is known to us first-hand.
    "casino": {4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6},
    # A Will & Finck "Grand Hazard" layout, c. 1890, painted "60 for 1" etc. (the stake counts as part
    # of the payment, so "60 for 1" is 59 to 1), as read by Pollard. Edges 16.7% to 30.6%.
    "grand-hazard-1890": {4: 59, 5: 29, 6: 17, 7: 11, 8: 7, 9: 5, 10: 5},
    # Macau and many Asian online tables: the stingiest (edges up to 47.2%).
    "macau": {4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6},
}
TABLE_LABELS = {
    "casino": "Modern casino table (Sic Bo, Atlantic City)",
    "grand-hazard-1890": "Grand Hazard layout, c. 1890 (“60 for 1”)",
    "macau": "Macau / online Sic Bo table",
}
TABLE_SOURCES = {"casino": ("wizard-sic-bo", "totals"), "grand-hazard-1890": ("pollard-chuck-a-luck", "Extended Bets"),
                 "macau": ("wizard-sic-bo", "totals")}


def total_pays(table: str, total: int) -> int:
    return TOTALS_TABLES[table][min(total, 21 - total)]


# -- rules as data ------------------------------------------------------------------------------------

RULES = Rulebook("chuck-a-luck", [
    Rule("equipment", "Three dice are tumbled in a cup and thrown; the players bet on a layout of squares numbered "
                      "1 to 6, often painted on a poncho or gum blanket.", "wedeward", "¶1–2"),
    Rule("bets", "Bets are made by placing money on the layout: a single number 1 to 6, any triple (the raffle), "
                 "a particular total 4 to 17, high (11–17) or low (4–10), odd or even. Several bets may be down at "
                 "once.", "wedeward", "¶2–6"),
    Rule("sweat-cloth", "At Sweat, as the 1864 American Hoyle describes it, the cloth is numbered 1 to 6 and the "
                        "money goes on the numbers only: no raffle, totals, high, low, odd or even.",
         "american-hoyle-1864", "'Sweat, or Chucker Luck', pp. 486–87"),
    Rule("single", "A single number pays even money if it shows on one die, 2 to 1 on two dice, 3 to 1 on all three; "
                   "it loses if it shows on none.", "wedeward", "¶3"),
    Rule("raffle", "Any triple (a raffle) pays 30 to 1 (the fair price would be 35 to 1).", "wedeward", "¶4"),
    Rule("total", "A particular total 4 to 17 pays by the table's pay table, always less than the full odds.",
         "wedeward", "¶5"),
    Rule("high-low", "High (11–17) and low (4–10) pay even money but lose whenever a triple shows.",
         "wedeward", "¶6"),
    Rule("odd-even", "Odd and even (the total) pay even money but lose whenever a triple shows.", "wedeward", "¶6"),
    Rule("stake", "A stake is a whole number of cents, at least 1¢ (the table's chips are 5¢, 10¢, 25¢ and $1).",
         "site", "Chuck-a-Luck: money"),
    Rule("purse", "You can stake only money in your purse: the bank gives no credit.", "site", "Chuck-a-Luck: money"),
    Rule("bank-covers", "The bank takes a bet only if it could pay every bet on the layout on the worst throw.",
         "site", "Chuck-a-Luck: the bank"),
    Rule("before-throw", "Bets are placed and taken back only before the throw; once the dice are down the layout is "
                         "settled as it lies, and the banker sweeps it before the next bets.",
         "site", "Chuck-a-Luck: the round"),
    Rule("take-back", "You can take back only a bet of your own that is on the layout.", "site",
         "Chuck-a-Luck: the round"),
    Rule("turn-order", "The computer soldiers put their money down first, in seat order, each saying 'stand' when "
                       "done; then you bet and call for the throw.", "site", "Chuck-a-Luck: the round"),
    Rule("settle", "After the throw the banker collects every losing stake and pays every winning bet its odds, "
                   "the stake returned with it.", "wedeward", "¶3–6"),
    Rule("session", "The session ends after the agreed number of throws, when you are cleaned out, or when the "
                    "bank is broken.", "site", "Chuck-a-Luck: the session"),
])

TERMS = (
    Term("Chuck-a-Luck", "A banking game on the throw of three dice; players bet on numbers and totals on a layout.",
         "wedeward", "¶1", "chuck-a-luck"),
    Term("Sweat", "A name of the game in the 1864 American Hoyle ('Sweat, or Chucker Luck'); 'sweat-cloth' is the "
                  "older name of the cloth layout.", "american-hoyle-1864", "'Sweat, or Chucker Luck', pp. 486–87",
         "chuck-a-luck"),
    Term("Bird-cage", "The wire cage shaped like an hour-glass in which later gambling houses tumbled the three "
                      "dice; Wedeward gives it as a name of the game, which we have not found in a text of the war's "
                      "years.", "wedeward", "¶1", "chuck-a-luck"),
    Term("Sweat-board", "A small board with the numbers 1 to 6 painted or marked in charcoal on it, or playing cards "
                        "from ace to six tacked down: a camp layout.", "mcelroy-si-klegg", "the sweat-boards", "chuck-a-luck"),
    Term("Sweet Cloth", "Another name for Chuck-a-Luck, perhaps from 'sweat-cloth'.", "wedeward", "¶1",
         "chuck-a-luck"),
    Term("Set up, layout", "The numbered squares 1 to 6 on which the bets are placed, often painted on a poncho or "
                           "gum blanket.", "wedeward", "¶1", "chuck-a-luck"),
    Term("Gum blanket", "A soldier's rubberised ground sheet; painted with squares it served as a Chuck-a-Luck "
                        "layout.", "wedeward", "¶1", "chuck-a-luck"),
    Term("Raffle", "A throw of three dice all alike (a triple); also the bet that any triple will show.", "wedeward",
         "¶4", "chuck-a-luck"),
    Term("The house, the bank", "The banker who throws the dice, covers every bet and keeps the odds in his favour.",
         "wedeward", "¶3", "chuck-a-luck"),
    Term("216 to 199", "On a single number, for every 216 units staked over all equally likely throws the bank pays "
                       "back 199: its advantage is 17/216, about 7.9%.", "wedeward", "¶3", "chuck-a-luck"),
    Term("Grand Hazard", "The extended casino layout of the later 19th century, with totals and raffles beside the "
                         "six numbers.", "pollard-chuck-a-luck", "Extended Bets", "chuck-a-luck"),
)


# -- options ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ChuckVariant:
    soldiers: int = option(3, "How many computer soldiers bet at the table besides you.", "site",
                           "Chuck-a-Luck: the table", minimum=0, maximum=6)
    throws: int = option(20, "Throws in a session (a payday's play); the session also ends if you are cleaned out.",
                         "site", "Chuck-a-Luck: the session", minimum=1, maximum=500)
    purse_cents: int = option(1300, "Each player's purse at the start, in cents: $13.00 was a Union private's "
                                    "monthly pay from August 1861.", "us-pay-1861", "§1", minimum=5, maximum=1_000_000)
    bank_cents: int = option(20000, "The banker's bankroll at the start, in cents.", "site",
                             "Chuck-a-Luck: the bank", minimum=100, maximum=100_000_000)
    totals_table: str = option("casino", "The pay table for a particular total: 'casino' (modern Sic Bo, edges "
                                         "9.7%–19.0%, within Wedeward's 'about 10% to 20%'), 'grand-hazard-1890' "
                                         "(a c. 1890 layout paying 'for 1') or 'macau'.",
                               "wedeward", "¶5", choices=tuple(TOTALS_TABLES))
    raffle_pays: int = option(30, "What any triple pays, to 1: 30 in Wedeward; the c. 1890 Grand Hazard layout "
                                  "paid '30 for 1', that is 29 to 1.", "wedeward", "¶4", choices=(29, 30))
    single_triple_pays: int = option(3, "What a single number pays when it shows on all three dice, to 1: 3 in "
                                        "Wedeward; some modern casinos pay 10 or 12.", "wedeward", "¶3",
                                     choices=(3, 10, 12))

    layout: str = option("full", "Which squares the layout offers: 'full' (numbers, raffle, totals, high, low, odd, "
                                 "even, as Wedeward compiles it) or 'numbers' (the six numbers only: the cloth of "
                                 "Sweat in the 1864 American Hoyle).",
                         "american-hoyle-1864", "'Sweat, or Chucker Luck', pp. 486–87", choices=("full", "numbers"))

    def __post_init__(self):
        if self.totals_table not in TOTALS_TABLES:
            raise ValueError(f"there is no pay table called {self.totals_table!r}")

    @property
    def spots(self) -> tuple[str, ...]:
        """The squares a bet may go on, in the layout's order."""
        return SINGLES if self.layout == "numbers" else SPOTS   # rule: sweat-cloth


PRESETS = Presets({
    "wedeward-camp": Preset(
        ChuckVariant(), "Chuck-a-Luck as Wedeward compiles it (modern compilation): raffle, totals (modern "
                        "pay table), high, low, odd, even", "n.d. (modern compilation)", "wedeward", "¶1–6",
        "the full layout; a particular total paid by a modern casino's table",
        "modern", "A reenactors' compilation after Anners' Hoyle (not read by us); its totals are paid by a modern "
                  "casino's table, and the 1864 American Hoyle has bets on the numbers only."),
    "sweat-1864": Preset(
        ChuckVariant(layout="numbers"), "Sweat, 1864 (The American Hoyle): the six numbers only", "1864",
        "american-hoyle-1864", "'Sweat, or Chucker Luck', pp. 486–87",
        "a cloth numbered 1 to 6; one die pays the bet, two double, three triple; no raffle, totals, high or low",
        "1863", "The American Hoyle of 1864 describes the game as played in the war's years: bets on the six "
                "numbers only (read in a collector's transcription of the whole entry, not in the book). Soldiers "
                "tell the same: Downing's diary (April 1863) has the money 'lying on the figures' of a rubber "
                "poncho, McElroy's sweat-boards are numbered 1 to 6."),
    "grand-hazard-1890": Preset(
        ChuckVariant(totals_table="grand-hazard-1890", raffle_pays=29), "Grand Hazard layout, c. 1890: totals "
        "and raffles paid 'for 1'", "c. 1890", "pollard-chuck-a-luck", "Extended Bets",
        "the totals and the raffle paid as a c. 1890 layout printed them ('30 for 1' is 29 to 1)",
        "later", "A saloon layout of about 1890, a generation after the war."),
    "macau": Preset(
        ChuckVariant(totals_table="macau"), "Macau Sic Bo pay table (modern)", "modern", "wizard-sic-bo", "totals",
        "the totals paid by a modern Macau table", "modern", "A modern casino's table, for comparison."),
    "short-drill": Preset(
        ChuckVariant(throws=8), "A short drill (the site's, modern): Wedeward's layout, eight throws", "modern", "site",
        "Chuck-a-Luck: the session", "eight throws instead of twenty", "modern",
        "The site's short session for a class, on Wedeward's layout."),
}, aliases={"camp-1861": "wedeward-camp"})


