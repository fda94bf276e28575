"""Commerce's rules as data: the rule options, the named rule sets, every rule with its source, and terms.

The specification is the chapter "Commerce" in Baxter-Wray [W. H. Peel], *Round Games with Cards*
(London, 1891; the Project Gutenberg text #27819 carries title pages dated 1891 and 1897), pp. 70–77:
our seed ../shared/seeds/004. In the book the chapter follows Vingt-un (p. 59) and refers back to Nap
"(see page 9)" for cutting for the deal. Page locators follow the book's own page numbers as marked
in the Gutenberg text. Where the chapter is silent the rule cites ``site`` and the lesson says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.presets import Preset, Presets
from engine.core.rules import Rule, Rulebook, Term
from engine.core.variant import option

B = "baxter-wray-1891"
MODES = ("new", "old", "pool")
LIMITS = ("none", "no-pair", "no-pair-no-flush")
PENALTIES = ("off", "each-player", "better-hands")
HORSES = ("third", "half")


@dataclass(frozen=True)
class CommerceVariant:
    mode: str = option(
        "new", "Which game: 'new' (trading with the dealer for ready money or by barter with the left-hand "
               "player, a pool), 'old' (exchanging with a three-card widow face up on the table, no pool) or "
               "'pool' (Pool Commerce: the old game's play for three counters each, the worst hand paying a "
               "counter).", B, "pp. 72–75", choices=MODES)
    players: int = option(
        4, "How many play, the learner included: three to twelve with 52 cards, three to seven with 32.",
        B, "p. 70", minimum=3, maximum=12)
    pack: int = option(52, "The pack: the full 52 cards, or the smaller pack of 32 (sevens up) for seven or fewer.",
                       B, "p. 70", choices=(52, 32))
    deal_by: str = option("singly", "The dealer's option: the three cards dealt one at a time round the table, "
                                    "or all three at a time.", B, "p. 72", choices=("singly", "three"))
    limited: str = option(
        "none", "Limited Commerce: 'none' (all five combinations), 'no-pair' (tricon, sequence, flush and point "
                "only) or 'no-pair-no-flush' (tricon, sequence and point only). A hand that is no longer a "
                "combination counts by its point. The book thinks little of either limitation.",
        B, "p. 75", choices=LIMITS)
    dealer_penalty: str = option(
        "off", "Penalties for the dealer: a dealer holding a tricon, sequence, flush or pair who is beaten pays a "
               "stake to 'each-player', or only to the 'better-hands'. Off by default: the book calls the "
               "penalty unjust and does not recommend it.", B, "p. 76", choices=PENALTIES)
    until_all_stand: bool = option(
        False, "Extended Commerce (new game only): trading goes on until every player has stood, not only the "
               "first.", B, "p. 76")
    dealer_stays: bool = option(
        False, "Extended Commerce, the other form (new game only): the same dealer keeps the deal until a player "
               "shows a tricon, sequence or flush; then it passes to the left.", B, "pp. 76–77")
    stake: int = option(6, "The one stake of the game, in pence (the book leaves the sum to the table).",
                        B, "p. 72", minimum=1, maximum=240)
    purse: int = option(240, "What each player brings to the table, in pence (site: a pound).", "site",
                        "Commerce: the purse", minimum=12, maximum=24000)
    rounds: int = option(1, "How many times the deal goes round the table before the session ends: the book "
                            "advises stopping just before the first dealer's turn comes round again.",
                         B, "p. 72", minimum=1, maximum=10)
    max_deals: int = option(30, "Extended Commerce with the dealer staying: the session also ends after this many "
                                "deals in all (site: the book sets no end).", "site", "Commerce: the session",
                            minimum=1, maximum=500)
    pool_entry: int = option(12, "Pool Commerce: what each pays into the pool for his three counters, in pence.",
                             B, "p. 75", minimum=1, maximum=2400)
    pool_take: int = option(3, "Pool Commerce: the sum, agreed beforehand, that the winner of a hand takes from "
                               "the pool (or what is left, if less).", B, "p. 75", minimum=1, maximum=2400)
    horse: str = option("third", "Pool Commerce: the price of a horse (the counter the first player out may buy), "
                                 "a third or a half of the pool entry.", B, "p. 75", choices=HORSES)

    def __post_init__(self):
        if self.pack == 32 and self.players > 7:
            raise ValueError("the 32-card pack serves at most seven players; take the full pack for more")
        if self.mode != "new" and (self.until_all_stand or self.dealer_stays):
            raise ValueError("Extended Commerce is only applicable to the modern (new) game")
        if self.mode == "new" and self.purse < 2 * self.stake:
            raise ValueError(f"a purse of {self.purse}d cannot pay the dealer's double stake of {2 * self.stake}d: "
                             "bring a purse of at least two stakes")

    @property
    def horse_price(self) -> int:
        return self.pool_entry // 3 if self.horse == "third" else self.pool_entry // 2


PRESETS = Presets({
    "new-game": Preset(
        CommerceVariant(), "Commerce, new game, London 1891: trading for ready money or by barter", "1891", B, "pp. 72–75",
        "the new game: trade with the dealer for ready money, or barter with the left-hand "
            "neighbour", "later", "Baxter-Wray's London book of 1891."),
    "old-game": Preset(
        CommerceVariant(mode="old"), "Commerce, old game, London 1891: exchanging with the widow", "1891", B,
        "pp. 72–75", "the old game: exchanges with a three-card widow face up on the table; no pool", "later",
        "Baxter-Wray's London book of 1891."),
    "pool": Preset(
        CommerceVariant(mode="pool"), "Pool Commerce, London 1891: three counters each, the horse a third",
        "1891", B, "p. 75", "the old game's play for three counters each, the worst hand paying a counter; a horse "
        "costs a third of the entry", "later", "Baxter-Wray's London book of 1891."),
    "pool-half-horse": Preset(
        CommerceVariant(mode="pool", horse="half"), "Pool Commerce, London 1891: the horse at half the "
            "entry", "1891", B, "p. 75",
        "Pool Commerce with the horse at half the entry", "later", "Baxter-Wray's London book of 1891."),
    "limited-no-pair": Preset(
        CommerceVariant(limited="no-pair"), "Limited Commerce, London 1891: no pairs", "1891", B, "p. 75",
        "pairs do not count", "later", "Baxter-Wray's London book of 1891."),
    "limited-tricon-sequence-point": Preset(
        CommerceVariant(limited="no-pair-no-flush"), "Limited Commerce, London 1891: tricon, sequence and "
            "point only", "1891", B, "p. 75",
        "neither pairs nor flushes count", "later", "Baxter-Wray's London book of 1891."),
    "dealer-penalties": Preset(
        CommerceVariant(dealer_penalty="each-player"), "Commerce with penalties for the dealer, London "
            "1891", "1891", B, "p. 76",
        "a beaten dealer holding a combination pays each player (the book calls it "
            "unjust)", "later", "Baxter-Wray's London book of 1891."),
    "extended-all-stand": Preset(
        CommerceVariant(until_all_stand=True), "Extended Commerce, London 1891: trading until all have "
            "stood", "1891", B, "p. 76",
        "trading goes on until every player has stood", "later", "Baxter-Wray's London book of 1891."),
    "extended-dealer-stays": Preset(
        CommerceVariant(dealer_stays=True), "Extended Commerce, London 1891: the dealer keeps the "
            "deal", "1891", B, "pp. 76–77",
        "the dealer keeps the deal until a tricon, sequence or flush is shown", "later", "Baxter-Wray's "
            "London book of 1891."),
    "small-pack": Preset(
        CommerceVariant(pack=32), "Commerce with the small pack of 32, London 1891", "1891", B, "p. 70",
        "32 cards (sevens up), for seven or fewer", "later", "Baxter-Wray's London book of 1891."),
}, none_for_1863="Commerce is a British round game, played in pence: our text is a London book (Baxter-Wray, 1891), "
    "and the game is in English Hoyles long before it (a London Hoyle prefaced January 1863 lists it; we read its "
    "contents only). We found no American text or soldier's account of the war's years that names it.")

RULES = Rulebook("commerce", [
    # the pack, the cards, the combinations
    Rule("players-pack", "The full pack of 52 serves up to twelve players; with seven or fewer the smaller pack "
                         "of 32 may be used.", B, "p. 70"),
    Rule("pip-values", "In counting pips the ace counts eleven and the court cards ten each; the others their face. "
                       "No suit ranks above another and there are no trumps.", B, "p. 70"),
    Rule("combinations", "The combinations, best first: tricon (three of one rank), sequence (three following cards "
                         "of one suit; the ace at either end, never between king and two), flush (three of one "
                         "suit), pair, point (the pips of the three cards).", B, "pp. 70–71"),
    Rule("tie-tricon", "Between tricons the highest wins: aces, then kings, queens and so on down to twos.",
         B, "p. 71"),
    Rule("tie-sequence", "Between sequences the highest wins: ace-king-queen the best, three-two-ace the lowest.",
         B, "p. 71"),
    Rule("tie-flush", "Between flushes the better point wins (and equal points are decided as at point: site).",
         B, "p. 71"),
    Rule("tie-pair", "Between pairs the higher pair wins; between equal pairs, the higher third card.", B, "p. 71"),
    Rule("tie-point", "Between equal points, the holder of the first highest card different from the other's "
                      "wins.", B, "pp. 71–72"),
    Rule("point-equal-ranks", "Hands of the same ranks in different suits are equal: no suit ranks above another, "
                              "so 'the first highest card different' compares ranks only.", "site",
         "Commerce: equal hands (after p. 70, no suit preferred)"),
    Rule("limited", "Limited Commerce recognises only tricon, sequence, flush and point, or only tricon, sequence "
                    "and point; a hand that is no longer a combination counts by its point.", B, "p. 75"),
    # the new game
    Rule("stake", "Each player pays the stake into the pool; the dealer pays double.", B, "p. 72"),
    Rule("deal", "The dealer gives three cards to each player face down, singly or all three at a time at his "
                 "option, beginning on his left. The deal passes to the left.", B, "p. 72"),
    Rule("trade-or-stand", "In turn from the dealer's left, round and round the table, each player must trade "
                           "(for ready money or by barter) or stand on his hand.", B, "pp. 72–73"),
    Rule("ready-money", "Trading for ready money: the player throws a card unseen to the bottom of the pack, pays a "
                        "stake to the dealer, and takes the top card. The dealer keeps his trading money.",
         B, "p. 73"),
    Rule("dealer-buys", "When the dealer himself trades for ready money he pays his stake into the pool (site: he "
                        "cannot pay himself).", "site", "Commerce: the dealer's own trade"),
    Rule("barter", "Trading by barter: the player offers one card to the player on his left, who must give one of "
                   "his own for it, unless he stands on his hand. The offered card is seen only by the two of them "
                   "(site).", B, "p. 73"),
    Rule("barter-stood", "No one may barter with a player who has stood (in Extended Commerce, where standing "
                         "does not end the trading).", "site", "Commerce: Extended barter"),
    Rule("one-exchange", "A player may buy or exchange only one card a turn, not both; having traded he may stand "
                         "at once, or let the turn pass on.", B, "p. 73"),
    Rule("pay-with-what-you-hold", "No one may trade for ready money, or buy a horse, with money he does not have; "
                                   "a debt at the settlement is paid as far as the purse goes (site).",
         "site", "Commerce: the purse"),
    Rule("stand-ends", "When a player stands the commerce of that round ceases and all hands are shown.",
         B, "p. 73"),
    Rule("settle-new", "The best hand takes the pool and a stake from the dealer; a stander who is beaten pays a "
                       "stake to each better hand.", B, "pp. 72–73"),
    Rule("tie-new", "Equal best hands in the new game divide the pool (an odd penny to the first of them from the "
                    "dealer's left) and each has a stake from the dealer (site: the book is silent).",
         "site", "Commerce: equal hands in the new game"),
    # the old game and Pool Commerce
    Rule("widow", "In the old game a fourth hand of three is dealt face up in the middle of the table, and there is "
                  "no trading with the dealer or the players.", B, "p. 74"),
    Rule("old-turn", "In turn from the dealer's left each player stands, passes, or exchanges one of his cards "
                     "with one of the widow's, laying his own face up in its place.", B, "p. 74"),
    Rule("old-pass", "A player who passes may exchange no more cards that hand.", B, "p. 74"),
    Rule("old-end", "Play ends when two have stood, or all have passed; when two have stood, each of the others "
                    "who has not passed makes one more exchange (or passes), and all hands are shown.", B, "p. 74"),
    Rule("settle-old", "No pool: the winner receives a stake from each other player; equal best hands each "
                       "receive a stake from all the others.", B, "p. 74"),
    Rule("pool-counters", "Pool Commerce: each pays an equal sum into the pool and receives three counters; the "
                          "hands are played as in the old game.", B, "p. 75"),
    Rule("pool-settle", "Pool Commerce: the winner takes the agreed sum from the pool, and the worst hand puts one "
                        "counter into the pool (equal winners share the sum; equal worst hands each pay: site).",
         B, "p. 75"),
    Rule("pool-out", "A player who has lost his three counters stands out and is dealt no cards; the last with "
                     "counters takes what is left in the pool.", B, "p. 75"),
    Rule("horse", "The first player out may buy one counter from the pool, 'buying a horse', paying a third or a "
                  "half of the original stake; once only.", B, "p. 75"),
    # variations for the dealer and the extended game
    Rule("dealer-penalty", "By agreement a dealer holding a tricon, sequence, flush or pair who is beaten pays a "
                           "stake to each player, or only to the better hands (not recommended by the book).",
         B, "p. 76"),
    Rule("extended-all", "Extended Commerce: trading goes on until every player has stood; no stander pays for "
                         "being beaten then (site: he ended no one's trading).", B, "p. 76"),
    Rule("extended-dealer", "Extended Commerce, other form: the same dealer deals again until a player holds a "
                            "tricon, sequence or flush; then the deal passes to the left.", B, "pp. 76–77"),
    # how a move is written: Commerce's own words, so a refusal on the page says what to write (the shared
    # site rule points at the command line)
    Rule("notation", "A typed move is a word and the cards it needs: buying is 'trade money' and the card you "
                     "throw to the pack (trade money 7C), bartering 'barter' and the card you offer (barter 7C), "
                     "the old game's exchange your card then the widow's (exchange 7C KH). A card is its rank then "
                     "its suit: 7C, 10H, QS, AD.", "site", "Commerce: writing a move"),
    Rule("session", "The session ends just before the first dealer's turn comes round again (or after the agreed "
                    "number of rounds); a player who cannot pay his stake into a new deal ends it early (site).",
         B, "p. 72"),
    Rule("turn", "No one acts out of turn.", B, "p. 72"),
])

TERMS = (
    Term("tricon", "Three cards of the same rank, the best combination at Commerce.", B, "p. 71"),
    Term("sequence", "At Commerce, three following cards of one suit (what poker players call a straight flush); "
                     "the ace may stand at either end but not between the king and the two.", B, "p. 71"),
    Term("flush", "Three cards of one suit, not in sequence; flushes are ranked by their point.", B, "p. 71"),
    Term("point", "The total of the pips on the three cards, ace eleven and court cards ten.", B, "p. 71"),
    Term("trading for ready money", "Buying a card from the dealer: pay a stake, throw a card to the bottom of the "
                                    "pack, take the top card.", B, "p. 73"),
    Term("barter", "Exchanging a card with the player on one's left.", B, "p. 73"),
    Term("stand", "To declare oneself satisfied with one's hand: in the new game it ends the trading.", B, "p. 72"),
    Term("widow", "The old game's fourth hand of three cards, face up in the middle of the table (the book does not "
                  "use the word; later writers do).", "site", "Commerce: the widow"),
    Term("buying a horse", "In Pool Commerce, the first player out buying one more counter from the pool.",
         B, "p. 75"),
    Term("knave", "The jack.", B, "p. 71"),
)
