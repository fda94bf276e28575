"""Seven-Up's rules as data: the rule options, the named rule sets, every rule with its source, and terms.

The specification is the camp text: Wedeward's *Period Games of Chance*, "Seven-Up", after
Anners' *Hoyle's Games* (seed 000). Where it is silent we follow Foster's *Complete Hoyle* (1897),
"All Fours, Seven-Up, or Old Sledge"; where the period books disagree the choice is an option,
and the lesson sets them side by side.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.presets import Preset, Presets
from engine.core.rules import Rule, Rulebook, Term
from engine.core.variant import option

W = "wedeward"
F = "foster-1897"
FL = "All Fours, Seven-Up, or Old Sledge"
H = "hoffmann-1909"
HL = "All Fours"
B = "britannica-1911-all-fours"
C = "cassell-1881"
CL = "All Fours"
AL = "Auction Pitch, Sell Out, or Commercial Pitch"   # Foster's heading (PG #53881, p. 291)
BA = "britannica-1911-auction-pitch"
WL = "Seven-Up"        # the section heading; our copy (seed 000) spaces its hyphen, "Seven - Up"


@dataclass(frozen=True)
class SevenUpVariant:
    players: int = option(
        2, "How many play: two or three each for himself, or four in two partnerships sitting across; at Auction "
           "Pitch four to seven, each for himself (Foster), or two and three here.",
        W, f"{WL}, 'Players - 2 to 4. Four may play in two partnerships'", choices=(2, 3, 4, 5, 6, 7))
    trumps: str = option(
        "turn-up", "How trumps are made: 'turn-up' (the card after the deal proposes trumps; stand or beg, as in "
                   "camp), 'pitch' (Blind All Fours: nothing is turned; the suit of the first card led is trumps) "
                   "or 'auction' (Auction Pitch: the eldest hand sells the privilege of pitching the trump to the "
                   "highest bidder, or pitches himself).",
        F, f"{FL}, 'Dealing' (on Pitch, or Blind All Fours); {AL}", choices=("turn-up", "pitch", "auction"))
    low: str = option(
        "dealt", "Who scores low: 'dealt' (the player to whom the lowest trump was dealt, as Foster, Hoyle's Games "
                 "Modernized and the Britannica give it) or 'taken' (whoever wins it in a trick, a later custom "
                 "of Pitch tables; no period source found).",
        F, f"{FL}, 'Objects of the Game' ('Holding the Lowest trump')", choices=("dealt", "taken"))
    game_tie: str = option(
        "none", "A tie for most count in tricks: 'none' (no one scores game, as the camp text says) or 'elder' "
                "(the elder hand, the first of the tied players from the dealer's left, scores it, as Hoyle's "
                "Games Modernized and Cassell's give it).",
        W, f"{WL}, 'Scoring'", choices=("none", "elder"))
    target: int = option(
        7, "Points that win: 7 in Seven-Up; 10 or 11 by the Britannica's account of All Fours.",
        W, f"{WL}, 'Scoring'", choices=(7, 10, 11))
    gift_three: str = option(
        "both", "Three-handed, when the dealer gives instead of running the cards: 'both' (each adversary scores "
                "a point, though only the eldest begged, as Foster has it) or 'eldest' (only the eldest hand).",
        F, f"{FL}, on begging (before 'Discarding')", choices=("both", "eldest"))
    gift_out: bool = option(
        True, "The dealer may not give a point that would put the receiver out: he must run the cards instead.",
        F, f"{FL}, on begging (before 'Discarding'): 'The dealer cannot give a player enough to put him out'")
    pack_out: str = option(
        "bunch", "If the pack runs out while the cards are being run: 'bunch' (the cards are gathered, shuffled and "
                 "dealt afresh by the same dealer, as Foster's two-handed 'bunch' does) or 'pass' (the hand is "
                 "thrown in and the deal passes to the left). Points already scored stand.",
        "site", "Seven-Up: the pack runs out while running the cards (no period rule found; "
                "after Foster's 'bunch', 'All Fours', on begging)", choices=("bunch", "pass"))
    smudge: bool = option(
        False, "Auction Pitch's smudge, by agreement: a player not in the hole (below nothing) who bids four and "
               "makes all four wins the game at once.", F, f"{AL}, 'Smudge'")

    def __post_init__(self):
        if self.players > 4 and self.trumps != "auction":
            raise ValueError("five to seven players play only Auction Pitch (Foster: 'any number from four to "
                             "seven'); Seven-Up and Pitch take two to four")
        if self.smudge and self.trumps != "auction":
            raise ValueError("the smudge is a rule of Auction Pitch only: choose trumps 'auction'")

    @property
    def partners(self) -> bool:
        """Four in two partnerships at Seven-Up and Pitch; at Auction Pitch each plays for himself (Foster)."""
        return self.players == 4 and self.trumps != "auction"

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        if self.partners:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(self.players))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    @property
    def pitch(self) -> bool:
        """No card is turned: the first card led makes trumps (Pitch, and Auction Pitch)."""
        return self.trumps in ("pitch", "auction")

    @property
    def auction(self) -> bool:
        return self.trumps == "auction"


PRESETS = Presets({
    "camp": Preset(
        SevenUpVariant(), "Seven-Up as Wedeward compiles it for the camps (modern compilation, after Anners): stand or "
                        "beg, game of seven",
        "n.d. (modern compilation)", W, WL, "the turn-up proposes trumps; the eldest stands or begs",
        "reported", "A reenactors' compilation naming Anners' pre-war Hoyle as its source; we have read neither "
                    "Anners nor the 1864 American Hoyle's All Fours."),
    "hoyle-modernized": Preset(
        SevenUpVariant(game_tie="elder"), "Seven-Up in the parlour, Cassell's 1881: a tie in the count for game "
        "goes to the elder hand", "1881", "cassell-1881", CL,
        "a tie for most count in tricks gives the point for game to the elder hand, not to no one", "later",
        "Cassell's (London, 1881) and Hoyle's Games Modernized give the elder hand the tie; the camp text gives it "
        "to no one."),
    "pitch": Preset(
        SevenUpVariant(trumps="pitch", game_tie="elder"), "Pitch, or Blind All Fours, Foster 1897: the first "
        "card led makes trumps", "1897", F, f"{FL}, 'Dealing' (Pitch, or Blind All Fours)",
        "nothing is turned up; the suit of the first card led is trumps", "later", "Foster's 1897 Hoyle."),
    "auction-pitch": Preset(
        SevenUpVariant(players=4, trumps="auction"), "Auction Pitch, Foster 1897: the eldest hand sells the pitch "
        "to the highest bidder", "1897", F, AL,
        "no turn-up: the eldest sells the pitch or pitches, bound to four; one bid each; the pitcher's first card "
        "makes trumps; set back if short; four each for himself", "later",
        "Foster's 1897 Hoyle is the text (our Gutenberg copy is a later printing); we found no wartime text of "
        "Auction Pitch."),
}, none_for_1863="Seven-Up was a camp game (Capt. Park's diary names 'seven-up' among the prisoners' games at Fort "
                 "Delaware, 8 February 1865), but we have read no rules of it from the war's years: Wedeward's "
                 "compilation names Anners' pre-war Hoyle, unread, as are the 1864 American Hoyle's All Fours and "
                 "the chapter on All-fours and Old Sledge in Green's Exposition (1850s, its contents only). The "
                 "oldest rules we read are Cotton's (London, 1674). 'Camp' is marked as reported, second-hand.")

RULES = Rulebook("seven-up", [
    Rule("pack", "The full pack of 52 cards is used, ace high: A K Q J 10 9 8 7 6 5 4 3 2.", W, f"{WL}, 'The Deal'"),
    Rule("players", "Two, three or four play; two or three each for himself, four in two partnerships, partners "
                    "sitting across and pooling their tricks.", W, f"{WL}, 'Players'"),
    Rule("deal", "The dealer gives six cards to each player, three at a time, beginning on his left; the deal "
                 "passes to the left after each hand.", W, f"{WL}, 'The Deal'"),
    Rule("turn-up", "The next card is turned up: its suit is proposed as trumps.", W, f"{WL}, 'The Deal'"),
    Rule("turned-jack", "If the card turned up for trumps is a jack, the dealer scores 1 point at once.",
         W, f"{WL}, 'The Deal'"),
    Rule("stand", "The player on the dealer's left (the eldest hand) looks at his cards and says 'I stand' (the "
                  "turned-up suit is trumps and play begins) or 'I beg'.", W, f"{WL}, 'The Deal'"),
    Rule("beg-eldest", "Only the eldest hand stands or begs; with three or four at the table the others do not "
                       "speak (Foster: the dealer's partner and the pone may not even look at their cards until the "
                       "eldest and the dealer have decided). No second beg.", F, f"{FL}, on begging (before 'Discarding')"),
    Rule("give", "To a beg the dealer may say 'take it' (give one): the eldest hand's side scores 1 point and the "
                 "turned-up suit is trumps.", W, f"{WL}, 'The Deal'"),
    Rule("gift-three", "Three-handed, a dealer who gives scores a point to each adversary, though only the eldest "
                       "begged (an option: or to the eldest alone).", F, f"{FL}, on begging (before 'Discarding')"),
    Rule("gift-out", "The dealer cannot give a player enough to put him out: then he must run the cards.",
         F, f"{FL}, on begging (before 'Discarding')"),
    Rule("run", "Or the dealer refuses and runs the cards: three more to each player, from his left, and a new "
                "turn-up; if it is of a different suit it is trumps, with no further choice.", W, f"{WL}, 'The Deal'"),
    Rule("run-again", "If the new turn-up is of the refused suit, the dealer runs the cards again, and so on until "
                      "a new suit is turned.", W, f"{WL}, 'The Deal' ('the same thing happens until a trump is "
                                                  "decided')"),
    Rule("run-jack", "A jack turned up when the cards are run scores the dealer 1 again if its suit becomes "
                     "trumps; a jack of the refused suit scores nothing, as it cannot be trumps.",
         H, f"{HL}, 'Method of Playing'"),
    Rule("pack-out", "If the pack runs out before a new suit is turned, the cards are bunched: gathered, "
                     "shuffled and dealt afresh by the same dealer (or, by option, the deal passes). Points "
                     "already scored stand.", "site", "Seven-Up: the pack runs out (after Foster's 'bunch')"),
    Rule("reduce", "After the cards have been run, each player reduces his hand to six by discarding the rest "
                   "face down, one card at a time here, beginning with the eldest hand.", W, f"{WL}, 'The Play'"),
    Rule("hold", "A player can only play or discard a card he holds.", "site", "engine"),
    Rule("lead", "The eldest hand leads to the first trick; the winner of each trick leads to the next.",
         W, f"{WL}, 'The Play'"),
    Rule("follow-or-trump", "A player able to follow suit must follow or play a trump (he may trump even when he "
                            "can follow); one who cannot follow may play any card.", W, f"{WL}, 'The Play'"),
    Rule("trick", "A trick is won by the highest trump played or, if no trump was played, by the highest card of "
                  "the suit led.", W, f"{WL}, 'The Play'"),
    Rule("turn", "Players play in turn, to the left.", W, f"{WL}, 'The Play'"),
    Rule("pitch", "Pitch (Blind All Fours): no card is turned and no one begs; the eldest hand leads, and the suit "
                  "of the first card led is trumps.", F, f"{FL}, 'Dealing' (Pitch, or Blind All Fours)"),
    Rule("auction-deal", "Auction Pitch: four to seven play, each for himself; six cards each, three at a time, "
                         "and no trump is turned.", F, f"{AL}, 'Players' and 'Dealing'"),
    Rule("auction-sell", "The eldest hand sells the privilege of pitching the trump: he passes to offer it for sale, "
                         "or pitches at once without waiting for a bid, and must then make four points or be set "
                         "back four.", F, f"{AL}, 'Bidding'"),
    Rule("auction-bid", "Each player in turn from the eldest hand's left, the dealer last, bids once for the "
                        "privilege, naming how many of the four points (high, low, jack, game) he will make, from "
                        "one to four, each bid above the last; or passes.", F, f"{AL}, 'Bidding'"),
    Rule("auction-accept", "The eldest hand then sells to the highest bidder or keeps the pitch himself, bound to "
                           "make as many points as that bid; if no one bids he pitches, bound to make nothing.",
         BA, "Auction Pitch"),
    Rule("auction-sale", "A seller scores the number bid at once (our reading, as later accounts of Commercial "
                         "Pitch give it: the sentence of Foster that settles it was not read).", "site",
         "Auction Pitch: what the seller scores (Foster p. 292 not read)"),
    Rule("auction-pitch", "Only the pitcher leads to the first trick, and the suit of the card he pitches is trumps.",
         F, f"{AL}, opening paragraph"),
    Rule("auction-setback", "A pitcher who makes his bid scores all the points he makes; one who falls short is set "
                            "back the number bid (his points that hand not scored), and may go below nothing (into "
                            "'the hole'); the others score what they make.", F,
         f"{AL}, 'Bidding' ('set back that number') and on the revoke"),
    Rule("auction-order", "When the points of a hand are counted, the pitcher's come first, then the others' in "
                          "the order high, low, jack, game; the first to reach seven wins (our reading: the page of "
                          "Foster that settles it was not read).", "site",
         "Auction Pitch: who goes out first (Foster p. 292 not read; after Seven-Up's count order)"),
    Rule("smudge", "Smudge, by agreement: a player not in the hole who bids four and makes all four wins the game "
                   "at once.", F, f"{AL}, 'Smudge'"),
    Rule("high", "High: the highest trump in play scores 1 to the player to whom it was dealt.",
         W, f"{WL}, 'Scoring'"),
    Rule("low", "Low: the lowest trump in play scores 1 to the player to whom it was dealt (by option, to the "
                "player who wins it in a trick).", W, f"{WL}, 'Scoring'"),
    Rule("jack", "Jack: the jack of trumps scores 1 to the player who wins it in a trick; if it is not in play, "
                 "no one scores it.", W, f"{WL}, 'Scoring'"),
    Rule("game-count", "Game: the side with most points in the cards it took in tricks scores 1, counting each "
                       "ten 10, ace 4, king 3, queen 2, jack 1.", W, f"{WL}, 'Scoring'"),
    Rule("game-tie", "On a tie for most count, no one scores game (camp text); by option, the elder hand of the "
                     "tied players scores it.", W, f"{WL}, 'Scoring'"),
    Rule("one-trump", "A single trump in play scores both high and low (and jack too, if it is the jack).",
         W, f"{WL}, 'Scoring'"),
    Rule("count-order", "The points of a hand are counted in the order high, low, jack, game; the first to reach "
                        "the game's points (7) wins, even if another would reach it later in the same count.",
         F, f"{FL}, 'Objects of the Game'"),
    Rule("game-target", "The first player or side to win 7 points wins the game (10 or 11 by option).",
         W, f"{WL}, 'Scoring'"),
])

TERMS = (
    Term("stand", "The eldest hand's word accepting the turned-up suit as trumps: 'I stand'.", W,
         f"{WL}, 'The Deal'", "seven-up"),
    Term("beg", "The eldest hand's word refusing the turn-up: the dealer must give him a point or run the cards.",
         W, f"{WL}, 'The Deal'", "seven-up"),
    Term("gift", "The point the dealer gives the eldest hand on a beg ('take it', 'take one').", F,
         f"{FL}, 'Objects of the Game'", "seven-up"),
    Term("run the cards", "To refuse a beg: deal three more cards to each and turn a new trump.", F,
         f"{FL}, on begging (before 'Discarding')", "seven-up"),
    Term("eldest hand", "The player on the dealer's left (the non-dealer, when two play); he stands or begs and "
                        "leads first.", F, f"{FL}, 'Players'", "seven-up"),
    Term("pone", "The player on the dealer's right.", F, f"{FL}, 'Players'", "seven-up"),
    Term("bunch", "To gather the cards and deal them afresh, by the same dealer.", F, f"{FL}, on begging (before 'Discarding')",
         "seven-up"),
    Term("count", "The points in the cards taken in tricks that decide 'game': ten 10, ace 4, king 3, queen 2, "
                  "jack 1.", W, f"{WL}, 'Scoring'", "seven-up"),
    Term("sledge", "From Old Sledge, the backwoods American name of All Fours.", W, WL, "seven-up"),
    Term("high, low, jack, game", "The four points of every hand, whence 'All Fours': in 1674 'Highest, Lowest, "
                                  "Iack, and Game'.", "cotton-1674", "ch. X, p. 111", "seven-up"),
    Term("pitcher", "At Auction Pitch, the player who has bought (or kept) the privilege of pitching the trump.",
         F, AL, "seven-up"),
    Term("sell out", "At Auction Pitch, the eldest hand's sale of the pitch to the highest bidder, who must make "
                     "the points he bid.", F, AL, "seven-up"),
    Term("set back", "To lose the number bid, for a pitcher who does not make it; a score below nothing is "
                     "'in the hole'.", F, AL, "seven-up"),
    Term("smudge", "Bidding four and making all four at Auction Pitch: by agreement, a player not in the hole "
                   "wins the game at once.", F, f"{AL}, 'Smudge'", "seven-up"),
    Term("pitch", "To lead the first card, whose suit becomes trumps, in Pitch or Blind All Fours.", F,
         f"{FL}, 'Dealing'", "seven-up"),
)
