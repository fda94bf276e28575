"""Draw Poker's rules as data: the rulebook after Schenck (1880), the period terms, the options and the rule sets.

Nothing here moves a game along: ``game`` runs a deal phase by phase, ``hands`` ranks the hands, and
``words`` writes the move log.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Rule, Rulebook, Term, option
from engine.core.presets import Preset, Presets
from engine.games.draw_poker.hands import ACE_RULES, RANKINGS

S = "schenck-1880"
RULES = Rulebook("draw-poker", [
    Rule("deal", "The dealer gives five cards to each player, one card at a time, beginning at his left. "
                 "The deal passes to the left after each hand.", S, "p. 1"),
    Rule("ante", "To begin the pool, the player at the dealer's left puts up the ante: he is the ante man, "
                 "who holds 'the age'.", S, "pp. 1–2"),
    Rule("going-in", "In turn from the ante man's left, each player looks at his hand and either goes in, "
                     "putting up double the ante, or throws up his cards face down.", S, "p. 2"),
    Rule("making-good", "When all who wish have gone in, the ante man either makes good (puts up as much more "
                        "as makes his stake equal to the rest) or forfeits the ante he has put up.", S, "pp. 2–3"),
    Rule("raising", "Anyone going in or making good may put up more than is asked, raising the ante; every "
                    "other player must then make his stake equal to the increase or abandon what he has put in.",
         S, "pp. 3–4"),
    Rule("in-turn", "All going in, raising, drawing and betting goes round to the left, and no one acts "
                    "except in his turn.", S, "p. 4"),
    Rule("draw", "When all who play are in equally, each in turn from the dealer's left throws away any "
                 "number of his five cards and is dealt as many from the top of the pack; the dealer, if he "
                 "is in, helps himself last.", S, "pp. 4–5"),
    Rule("discard-first", "A player throws away his discards face down before he takes up or looks at the "
                          "cards he draws; he can only throw away cards he holds.", S, "p. 5"),
    Rule("pack-runs-out", "The last card of the pack is never dealt. When the pack is used up during the draw, "
                          "the cards already thrown away and thrown up, with the last card, are gathered, "
                          "shuffled and cut, and the draw goes on (the player being helped does not get his own "
                          "discards back: a site detail where Foster is silent).", "foster-1897",
         "Draw Poker, the draw"),
    Rule("first-bet", "After the draw the ante man bets first; if he has thrown up his hand, the first player "
                      "still in to the dealer's left bets first.", S, "pp. 6–7"),
    Rule("holding-age", "The player entitled to bet first may hold the age: withhold his bet until the others "
                        "have bet round to him. Only he may pass his turn this way, and only before any bet; "
                        "every other player must bet or lay down.", S, "p. 7"),
    Rule("seeing", "Each player in turn must put in at least as much as the highest stake (seeing the bet), "
                   "may go better (see and raise), or lays down his hand and forfeits what he has put in.",
         S, "pp. 7–8"),
    Rule("calling", "The see that leaves nobody owing anything is the call: then every player still in shows "
                    "his hand and the highest hand wins the pool.", S, "p. 8"),
    Rule("last-in", "If all the other players lay down their hands, the one who remains takes the pool without "
                    "showing his hand.", S, "pp. 8–9"),
    Rule("divide", "When the highest hands are exactly equal the pool is divided. Chips that will not divide "
                   "evenly go one each to the tied players nearest the dealer's left (site convention).",
         S, "p. 16"),
    Rule("limit", "No bet or raise may add more than the limit agreed before play (Schenck sets none; "
                  "Hoffmann suggests a limit fixed beforehand, such as twelve counters).", "hoffmann-1909",
         "Poker, the limit"),
    Rule("table-stakes", "No one may bet more chips than he holds, nor raise the stake beyond what every player "
                         "still in can meet: so no one is forced out for want of chips and there are no side "
                         "pools (site convention).", "site", "Draw Poker: table stakes"),
    Rule("sitting-out", "A player with fewer chips than double the ante is not dealt in. The session ends "
                        "after the agreed number of deals, or when fewer than two players can be dealt in.",
         "site", "Draw Poker: the session"),
    Rule("ranking", "Hands rank, highest first: sequence flush, fours, full, flush, sequence, threes, two "
                    "pairs, one pair, highest card (the rule set may choose an older ladder).", S,
         "pp. 13–14 (lost; reconstructed, see the lesson)"),
    Rule("ties", "Pairs and threes rank by their cards; two pairs by the higher pair; a full by its threes; "
                 "a sequence or flush by its highest card; equal pairs or two pairs by the next highest "
                 "cards.", S, "pp. 15–16"),
])

TERMS = (
    Term("ante", "The stake the player at the dealer's left puts up to begin the pool.", S, "p. 1"),
    Term("the age", "The ante man's privilege of acting last: holding the age, he may withhold his bet until "
                    "the others have bet round to him.", S, "p. 7"),
    Term("going in", "Putting up double the ante to play for the pool.", S, "p. 2"),
    Term("making good", "The ante man's putting up as much more as makes his stake equal to the others'.",
         S, "pp. 2–3"),
    Term("throw up", "To decline to play, throwing one's cards face down on the table.", S, "p. 2"),
    Term("raise", "To put up more than the others, compelling them to come up to it or abandon their share.",
         S, "pp. 3–4"),
    Term("seeing", "Putting in as much as each player before you has put in.", S, "p. 8"),
    Term("going better", "Seeing the bet and raising it.", S, "p. 8"),
    Term("call", "Seeing without raising when the bet has gone round to the last player in: then all hands "
                 "are shown.", S, "p. 8"),
    Term("lay down", "To decline to see a bet, throwing one's hand face down.", S, "p. 8"),
    Term("bluff", "Betting high on a poor or worthless hand to make the others lay down without calling.",
         S, "p. 9"),
    Term("pat hand", "A hand complete enough to play without drawing; standing pat is declining to draw.",
         S, "p. 9"),
    Term("outsider", "A high card kept with a small pair when drawing.", S, "p. 11"),
    Term("full", "Three cards of one denomination and two of another (a full house).", S, "p. 15"),
    Term("sequence", "Five cards of successive denominations (a straight).", S, "pp. 11–15"),
    Term("sequence flush", "A sequence all of one suit (a straight flush): the highest hand.", S,
         "pp. 13–14 (reconstructed)"),
    Term("fours", "Four cards of one denomination.", S, "p. 12"),
    Term("threes", "Three cards of one denomination.", S, "p. 10"),
    Term("pool", "The chips staked on a deal: the pot.", S, "p. 1"),
)

PHASES = ("going-in", "draw", "betting", "showdown", "over")


@dataclass(frozen=True)
class DrawPokerVariant:
    seats: int = option(4, "How many players at the table, the learner included (Schenck names no number; "
                           "Keller allows two to seven: eight 'forces the discard into the draw').",
                        "keller-poker-1887", "ch. 4", choices=(2, 3, 4, 5, 6, 7))
    ranking: str = option("schenck", "Which ladder of hands is played: Schenck's (reconstructed), or an older one.",
                          S, "pp. 13–14 (lost)", choices=tuple(RANKINGS))
    ace: str = option("high-or-low", "Where the ace stands in a sequence: at either end (A-K-Q-J-10 and "
                                     "5-4-3-2-A), only high, or only low (the English usage).",
                      "site", "Draw Poker: the ace in sequences", choices=ACE_RULES)
    ante: int = option(1, "Chips in the ante; going in costs double.", S, "p. 2", minimum=1, maximum=20)
    limit: int = option(10, "Most chips one bet or raise may add (0: no limit beyond table stakes). Schenck "
                            "sets none; a limit fixed before play keeps a classroom game from ending in "
                            "one deal.", "hoffmann-1909", "Poker, the limit", minimum=0, maximum=1000)
    chips: int = option(50, "Chips each player starts the session with.", "site", "Draw Poker: the session",
                        minimum=2, maximum=10_000)
    deals: int = option(10, "How many deals make the session.", "site", "Draw Poker: the session",
                        minimum=1, maximum=500)

    def __post_init__(self):
        if self.chips < 2 * self.ante:
            raise ValueError("each player needs at least double the ante in chips")


PRESETS = Presets({
    "schenck-1880": Preset(
        DrawPokerVariant(), "Draw Poker after Schenck, 1880 (written 1872): sequences above threes", "1880", S,
        "pp. 1–17", "Schenck's rules; the ranking of hands reconstructed (his pages 13–14 are lost)",
        "later", "Written in 1872 and printed in 1880."),
    "sequences-below-threes": Preset(
        DrawPokerVariant(ranking="straight-below-threes"), "Draw Poker of the 1860s: sequences below threes "
        "(reported by the 1929 Britannica)", "1860s", "britannica-1929", "Poker",
        "a sequence ranks below three of a kind", "reported",
        "The 1929 Britannica dates straights to the war years, ranked below threes; the 1864 American Hoyle is "
        "said to discuss straights, but we have not read it."),
    "no-sequence-flush": Preset(
        DrawPokerVariant(ranking="no-straight-flush"), "Draw Poker before the sequence flush: fours on top "
        "(before the 1870s)", "before 1870s", "britannica-1929", "Poker",
        "no sequence flush: four of a kind is the best hand", "reported",
        "The 1929 Britannica has the straight flush arrive in the early 1870s."),
    "no-sequences-1850s": Preset(
        DrawPokerVariant(ranking="no-sequences"), "Draw Poker of the 1850s: no sequences", "1850s", "curtis-1900",
        "", "sequences do not count; the flush's place is not confirmed", "reported",
        "An old player's memory in Curtis (1900) of when four aces could not be beaten."),
    "english-ace-low": Preset(
        DrawPokerVariant(ace="low-only"), "Schenck's rules of 1880 with the ace low only in a sequence (English usage)",
        "1880", "site", "Draw Poker: the ace in sequences", "the ace stands only below the two in a sequence",
        "later", "A rule option over Schenck's rules."),
    "no-limit": Preset(
        DrawPokerVariant(limit=0), "Schenck's rules of 1880 with no limit but the table stakes", "1880", S, "p. 2",
        "no limit to a bet or raise beyond what a player has", "later",
        "Schenck sets no limit; the site's default adds one for a classroom."),
    "short-session": Preset(
        DrawPokerVariant(deals=3), "A short session of Schenck's game (1880): three deals (the site's)", "1880", "site",
        "Draw Poker: the session", "three deals instead of ten", "later", "The site's short session for a class."),
}, none_for_1863="No text of the war's years that we have read gives Draw Poker's rules or its ranking of hands: the "
                 "1864 American Hoyle is said to discuss whether straights count, but we have not read it; the Law "
                 "and Practice of Euchre adds rules for Draw Poker only in its 1877 edition. The 1860s sets here "
                 "are reported by later books (the 1929 Britannica, Curtis 1900), so none is marked for 1863.")
