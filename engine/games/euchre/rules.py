"""Euchre's rules as data: the rule options, the two named rule sets, every rule with its source, and terms.

Two texts are the specification: Wedeward's *Period Games of Chance* (after Anners' *Hoyle's
Games*; our seed 000) for the Civil-War game of 32 cards, and Fosdick's standard 24-card
partnership game (seed 002, modern: paraphrased). Where both are silent, Keller (1887) and
Foster (1897) as reported in /tmp/research/euchre.md, or a site convention said to be ours.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.presets import Preset, Presets
from engine.core.rules import Rule, Rulebook, Term
from engine.core.variant import option

W = "wedeward"
F = "fosdick"
KELLER = "keller-1887"
KELLER_JOKER = "ch. VI, 'Railroad Euchre', p. 47: 'Thirty-three cards are necessary'"
HP = "hasenpfeffer-pages"     # Hasenpfeffer as modern pages report it (Foster 1897 unread)
PP = "parlett-penguin"
L1862 = "law-practice-euchre-1862"
L1862_ALONE = "ch. III, 'On Playing Alone', p. 44"
TURNED_DOWN_LOC = ("law 78: 'should he name the suit turned down, he is considered to have passed' (read in a web "
                   "copy of a numbered code of euchre laws; its attribution to Leeds and Dwight is unconfirmed)")


@dataclass(frozen=True)
class EuchreVariant:
    players: int = option(
        4, "How many play. Four play two partnerships; six play two sides of three sitting alternately; three, "
           "five or seven play each for himself, the maker against all the rest.",
        W, "Euchre, 'Players - 3 to 7'", choices=(3, 4, 5, 6, 7))  # rule: players
    pack: int = option(
        32, "The pack: 32 cards (sevens up) as in camp, or 24 (nines up) as in the standard game. With seven "
            "players the four sixes are added (36 cards), a site convention: 32 cards cannot deal seven hands "
            "of five and a turn-up.", W, "Euchre, 'Cards'", choices=(24, 32))
    batches: str = option(
        "3-2", "The deal: three cards to each player then two, or two then three.", W, "Euchre, 'Deal'",
        choices=("3-2", "2-3"))
    lead: str = option(
        "eldest", "Who leads to the first trick: 'eldest' (the player on the dealer's left, or on a lone "
                  "player's left; Wedeward), 'eldest-always' (the player on the dealer's left even against a lone "
                  "hand, the next on his left when he is laid down; the 1862 Law and Practice) or 'maker' (the "
                  "player who made trumps; Fosdick).",
        W, "Euchre, 'The Play'", choices=("eldest", "eldest-always", "maker"))
    lone_defence: bool = option(
        True, "Either opponent of a lone player may defend alone, his partner laying down his hand.",
        W, "Euchre, 'Deal'")
    lone_defence_scoring: str = option(
        "wedeward", "Points for euchring a lone player by a lone defender: 'wedeward' (2 for 3 or 4 tricks, 4 for "
                    "all five) or 'keller' (4 for any euchre, as in Keller's Railroad Euchre).",
        W, "Euchre, 'Scoring'", choices=("wedeward", "keller"))
    lone_euchre: int = option(
        2, "What euchring a lone hand scores when both opponents play: 2, as any euchre (Wedeward), or 4, what the "
           "lone hand would have won (the 1862 Law and Practice).", L1862, L1862_ALONE, choices=(2, 4))
    bar_turned_down: bool = option(
        True, "In the second round the suit of the turned-down card may not be named.",
        "leeds-dwight-1888", TURNED_DOWN_LOC)
    game: int = option(
        5, "Points that win the game: 5 was the regular game (Keller); 7 in Fosdick's standard game; 10 or 11 "
           "by agreement.", "keller-1887", "ch. 6, 'instead of five as regularly'", choices=(5, 7, 10, 11))
    call_ace: bool = option(
        True, "With five or seven players, once trumps are made the maker calls a suit of the other colour: "
              "whoever holds its ace is his partner for the hand, known only when the ace is played "
              "(Call-Ace). Off: each for himself, the maker against all the others (cut-throat).",
        F, "Call-Ace Domino Euchre ('works as well for five players as four')")
    odd_march: int = option(
        3, "With three, five or seven playing each for himself: what a march (all five tricks) scores the maker.",
        "site", "Euchre: cut-throat scoring, the commonly reported rule", choices=(2, 3, 4))
    hasenpfeffer: bool = option(
        False, "Hasenpfeffer instead of the turn-up: four in partnerships with the 24-card pack and the joker, six "
               "cards each and one laid face down; each player bids once for the tricks his side will take, the high "
               "bidder names trumps and leads, and the hand is scored by tricks against the bid.", HP,
        "the deal and the bidding")
    widow: str = option(
        "dead", "Hasenpfeffer's 25th card, laid face down: 'dead' (not used, as one modern page has it) or 'bidder' "
                "(the high bidder takes it into his hand and discards one, face down: our option).", HP,
        "the 25th card", choices=("dead", "bidder"))
    joker: bool = option(
        False, "The joker added to the pack (33 cards, or 25 with the 24-card pack): always the best trump, above "
               "the right bower, whatever suit is trumps. Turned up, the dealer takes it and names trumps (our "
               "convention: the texts we read are silent).", KELLER, KELLER_JOKER)

    def __post_init__(self):
        if self.hasenpfeffer and (self.players != 4 or self.pack != 24 or not self.joker):
            raise ValueError("Hasenpfeffer is played by four in partnerships with the 24-card pack and the joker "
                             "(players 4, pack 24, joker on)")
        if self.pack == 24 and self.players > 4:
            raise ValueError(f"the 24-card pack cannot deal {self.players} hands of five and a turn-up: "
                             "use the 32-card pack for five to seven players")

    @property
    def pack_size(self) -> int:
        """The cards in play: 24, 32 or (seven players) 36, and one more with the joker (25, 33, 37)."""
        return (36 if self.players == 7 else self.pack) + self.joker  # rule: joker

    @property
    def hand_size(self) -> int:
        """Cards dealt to each: five, or six at Hasenpfeffer (all 24 of the pack, the joker laid aside or not)."""
        return 6 if self.hasenpfeffer else 5  # rule: hp-deal

    @property
    def each_for_himself(self) -> bool:
        return self.players % 2 == 1

    @property
    def call_ace_table(self) -> bool:
        """Five or seven players with a called partner each hand."""
        return self.players in (5, 7) and self.call_ace

    @property
    def cut_throat(self) -> bool:
        """Each for himself with no partner at all: the maker against all the rest, no lone hands."""
        return self.players % 2 == 1 and not self.call_ace_table

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        n = self.players
        if n % 2 == 1:
            return tuple((s,) for s in range(n))  # rule: odd-table
        return tuple(tuple(range(i, n, 2)) for i in range(2))  # rule: six-handed (and four: partners sit across)


PRESETS = Presets({
    "wedeward-camp": Preset(
        EuchreVariant(), "Euchre as Wedeward compiles it (modern compilation): 32 cards, 3 to 7, lone defence, "
                         "Call-Ace for five or seven", "n.d. (modern compilation)", "wedeward", "Euchre",
        "the lone defence (2 or 4 points) and, with five or seven, a partner called by an ace",
        "later", "A reenactors' compilation after Anners' Hoyle: its lone defence is Railroad Euchre's (Keller, "
                 "1887) and Call-Ace for five or seven comes from Foster (1905) and later."),
    "philadelphia-1862": Preset(
        EuchreVariant(lone_defence=False, call_ace=False, lone_euchre=4, lead="eldest-always"),
        "Euchre, Philadelphia 1862: four in partnerships, game of five, a lone hand euchred gives 4", "1862", L1862,
        "ch. II, 'Mode of Playing', p. 35; ch. III, 'On Playing Alone', p. 44",
        "no lone defence and no called partner; a lone hand euchred gives his opponents 4; the eldest hand leads "
        "even against a lone hand; three to seven may still be chosen (each for himself when odd)",
        "1863", "The Law and Practice of the Game of Euchre (Philadelphia, 1862) gives the game of five points for "
                "four in partnerships, the lone hand's 4 for all five tricks, 1 for three or four and 4 to the "
                "opponents if euchred, the eldest hand leading; we found no lone defence and no called partner in "
                "it. Not in what we read: the size of the pack (32 here, as every text of the 1860s to 1880s we "
                "read has it). The book also lets the maker's partner announce the lone hand; here only the maker "
                "may."),
    "railroad-keller-1887": Preset(
        EuchreVariant(lone_defence=True, lone_defence_scoring="keller", call_ace=False),
        "Railroad Euchre, Keller 1887: the lone defence, 4 for any euchre of a lone hand", "1887", "keller-1887",
        "ch. VI, 'Railroad Euchre', p. 47",
        "either opponent of a lone hand may defend alone; a lone defender's euchre scores 4",
        "later", "Keller describes Railroad Euchre in 1887, a generation after the war."),
    "joker-keller-1887": Preset(
        EuchreVariant(joker=True, lone_defence=False, call_ace=False),
        "Euchre with the joker (best bower), Keller 1887: 33 cards, the joker the highest trump", "1887", KELLER,
        "ch. VI, 'Railroad Euchre', p. 47",
        "the joker added (33 cards), always the best trump; turned up, the dealer names trumps (our convention); "
        "no lone defence",
        "later", "The joker was sold for euchre by about 1863 (Hart's 'Imperial Bower', as card collectors date it), "
                 "but the first text we have read that gives its rules is Keller's of 1887; none of the war's years "
                 "that we read mentions it, and none says what a turned-up joker proposes."),
    "modern-24": Preset(
        EuchreVariant(players=4, pack=24, lead="maker", lone_defence=False, game=7),
        "Euchre, modern 24-card: four in partnerships, the maker leads, game of seven (Fosdick)", "modern",
        "fosdick", "Euchre (with playing cards)",
        "24 cards (nines up); the maker leads; game is seven; no lone defence",
        "modern", "The standard game as a modern page gives it."),
    "hasenpfeffer": Preset(
        EuchreVariant(players=4, pack=24, joker=True, hasenpfeffer=True, lone_defence=False, lead="maker", game=10),
        "Hasenpfeffer, as modern writers report it: 25 cards with the joker, six each, bidding for trumps, game of "
        "ten", "modern", HP, "the deal, the bidding and the game",
        "bidding instead of the turn-up: each player once, for the tricks his side will take; the high bidder names "
        "trumps and leads; six tricks; scored by tricks against the bid; no lone hands",
        "modern", "We read Hasenpfeffer's rules only in modern pages and books (Foster's Complete Hoyle of 1897 is "
                  "said to describe it, but we have not read it); no text of the war's years that we read names the "
                  "game."),
}, aliases={"civil-war": "wedeward-camp", "standard": "modern-24"})

RULES = Rulebook("euchre", [
    Rule("pack", "The Civil-War game uses 32 cards, the 2s to 6s taken out; the standard game 24, everything "
                 "below the 9 taken out.", W, "Euchre, 'Cards'"),
    Rule("pack-24", "The standard game uses a pack of 24 cards, nines up, four players in two partnerships "
                    "sitting across from each other.", F, "Euchre (with playing cards), 'Players, Cards and Deal'"),
    Rule("players", "Three to seven may play; four in two partnerships is the usual game.", W, "Euchre, 'Players'"),
    Rule("odd-table", "With three players (and five or seven without Call-Ace) each plays for himself: the maker "
                      "plays against all the others together, so there is no partner to lay down and no lone "
                      "defence. (Three-handed 'cut-throat' as commonly reported.)", "site",
         "Euchre for odd numbers (research note: Keller ch. 7 not reached)"),
    Rule("call-ace", "With five or seven players (Call-Ace): after trumps are made and before the first lead, the "
                     "maker calls a suit other than trumps and the left bower's suit; whoever holds its ace is his "
                     "partner for the hand, unknown to all (the maker too) until the ace is played. If the maker holds "
                     "it himself, or it was not dealt, he plays without a partner. Points go to both partners; a "
                     "euchre gives 2 to every other player. A maker may instead announce a lone hand and call no "
                     "one.", F, "Call-Ace Domino Euchre"),
    Rule("call-ace-suit", "The called suit cannot be trumps or the suit of the left bower.", F,
         "Call-Ace Domino Euchre"),
    Rule("call-ace-none", "A maker whose called ace is in his own hand or undealt plays without a partner but has "
                          "not announced a lone hand, so he scores as a partnership would (1, or 2 for a march).",
         "site", "Call-Ace: scoring an unannounced lone maker (the source is silent)"),
    Rule("six-handed", "With six players, two sides of three sit alternately.", "site",
         "Euchre for six (modern practice; no period text found)"),
    Rule("seven-handed", "With seven players the four sixes are added to the 32-card pack (36 cards: seven hands "
                         "of five and a turn-up).", "site", "Euchre for seven (no period rule found)"),
    Rule("deal", "The dealer gives each player five cards, in batches of three then two or two then three, "
                 "beginning on his left.", W, "Euchre, 'Deal'"),
    Rule("turn-up", "The next card is turned face up: its suit is proposed as trumps, but becomes trumps only if a "
                    "player accepts it.", W, "Euchre, 'Deal'"),
    Rule("order-up", "Beginning on the dealer's left, each in turn may pass or accept the turned-up suit as trumps "
                     "(order it up; the dealer 'takes it up'). The first to accept makes trumps.", W, "Euchre, 'Deal'"),
    Rule("dealer-discard", "When the turn-up is accepted the dealer takes it into his hand and discards any one "
                           "card face down.", W, "Euchre, 'The Play'"),
    Rule("second-round", "If all reject the turn-up, each in turn from the dealer's left has a second chance to "
                         "pass or name a trump suit.", W, "Euchre, 'Deal'"),
    Rule("turned-down-suit", "In the second round the suit of the turned-down card cannot be named.",
         "leeds-dwight-1888", TURNED_DOWN_LOC),
    Rule("throw-in", "If every player passes twice, the hand is thrown in and the player on the dealer's left "
                     "deals a new one.", F, "Euchre (with playing cards), 'Bidding'"),
    Rule("alone", "The player who makes trumps may say 'I play alone': his partner lays his hand face down and "
                  "takes no part in the hand.", W, "Euchre, 'Deal'"),
    Rule("alone-maker", "Only the player who makes trumps may play alone, and he says so as he makes them.",
         W, "Euchre, 'Deal'"),
    Rule("lone-defence", "Either opponent of a lone player may say 'I defend alone': his partner lays down his "
                         "hand.", W, "Euchre, 'Deal'"),
    Rule("no-lone-defence", "The standard game has no lone defence: both opponents of a lone player play.",
         F, "Euchre (with playing cards), 'Bidding' (no lone defence is provided)"),
    Rule("lead-eldest", "The player on the dealer's left leads to the first trick; against a lone player, the "
                        "player on the lone player's left (a player laid down is passed over).",
         W, "Euchre, 'The Play'"),
    Rule("lead-eldest-always", "In the 1862 book the eldest hand (on the dealer's left) leads to the first trick "
                               "even against a lone hand; when his partner plays alone, so that he is laid down, "
                               "the lead passes to the next player on his left.", L1862, L1862_ALONE),
    Rule("lead-maker", "The player who made trumps leads to the first trick.", F,
         "Euchre (with playing cards), 'Bidding' and 'Play'"),
    Rule("bowers", "Trumps rank: the jack of trumps (right bower), the jack of the same colour (left bower), then "
                   "ace, king, queen, 10, 9, 8, 7. In the 24-card pack: J, J, A, K, Q, 10, 9 — with spades "
                   "trumps, J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠ (the ace belongs there, though one modern example drops it).",
         W, "Euchre, 'Cards'"),
    Rule("left-bower-suit", "The left bower is a trump and belongs to the trump suit for the whole hand; it is "
                            "not a card of its printed suit.", F, "Euchre (with playing cards), 'Trump Rank'"),
    Rule("joker", "With the joker the pack has one card more (33 cards; 25 with the 24-card pack): the joker is always "
                  "the best trump, whatever suit is trumps, above the right bower, so it takes any trick it is "
                  "played to. Keller calls it the 'imperial trump'.", KELLER, KELLER_JOKER),
    Rule("joker-led", "The joker is a trump under every trump, so when it is led trumps are led: the others must "
                      "follow with a trump if they hold one. (It follows from its being 'always the best trump'; "
                      "Euchre has no hand without trumps in which the leader would name its suit.)", KELLER,
         KELLER_JOKER),
    Rule("joker-turned", "If the joker is turned up, nobody bids: the dealer takes it into his hand, discards one "
                         "card, and names trumps himself as maker, alone if he says so. The texts we read do not say "
                         "what a turned-up joker proposes (Keller is silent); this is our convention after the "
                         "commonly reported rule that the dealer then names the suit.", "site",
         "Euchre with the joker: the joker turned up (no period rule read)"),
    Rule("hp-deal", "Hasenpfeffer: four play in two partnerships with the 24-card pack and the joker. The dealer gives "
                    "six cards to each, three at a time from his left, and lays the 25th face down.", HP,
         "the deal"),
    Rule("hp-bid", "Hasenpfeffer: from the dealer's left each player, once, passes or bids the number of tricks (one "
                   "to six) his side will take, higher than any bid before his.", HP, "the bidding"),
    Rule("hp-forced", "Hasenpfeffer: if all four pass, the player who holds the joker must bid three; if the joker is "
                      "the card laid aside, the hand is thrown in and the next dealer deals.", HP,
         "the bidding (all pass)"),
    Rule("hp-trumps", "Hasenpfeffer: the high bidder names trumps (the joker and both bowers are trumps, as in "
                      "Euchre with the joker); there are no lone hands.", HP, "the bidding"),
    Rule("hp-widow", "Hasenpfeffer: the 25th card is not used by our default, as one modern page has it; by the "
                     "option 'widow: bidder' the high bidder takes it into his hand and discards one face down.", HP,
         "the 25th card"),
    Rule("hp-lead", "Hasenpfeffer: the high bidder leads to the first trick; six tricks are played.", PP,
         "Pepper: the maker 'leads to the first trick'"),
    Rule("hp-score", "Hasenpfeffer: if the bidders take at least as many tricks as they bid, they score a point for "
                     "each trick they took; if not, they lose the number they bid. The other side scores a point for "
                     "each trick it took. (Parlett's scoring of the related Double Hasenpfeffer and Pepper: the "
                     "modern pages we read do not give Hasenpfeffer's.)", PP, "Double Hasenpfeffer; Pepper"),
    Rule("hp-game", "Hasenpfeffer: the first side to ten points wins the game.", HP, "the object of the game"),
    Rule("hp-floor", "Hasenpfeffer: a side whose score falls as far below nothing as the game is above it (minus ten) "
                     "loses, and the other side wins. The texts we read give no end for a side that keeps failing "
                     "its bids; this is our convention after Five Hundred's rule that a side at minus five hundred "
                     "loses.", "site", "Hasenpfeffer: a side deep in the hole (no period rule read)"),
    Rule("plain-suits", "In the other three suits the cards rank ace, king, queen, jack, 10, 9 (8, 7).", F,
         "Euchre (with playing cards), 'Non-Trump Rank'"),
    Rule("hold", "A player can only play or discard a card he holds.", "site", "engine"),
    Rule("follow-suit", "A player must follow suit if he can; otherwise he may play any card.", W,
         "Euchre, 'The Play'"),
    Rule("trick", "A trick is won by the highest trump, or if no trump is played by the highest card of the suit "
                  "led; the winner leads next.", W, "Euchre, 'The Play'"),
    Rule("turn", "Players bid and play in turn, to the left.", W, "Euchre, 'Deal' and 'The Play'"),
    Rule("score-make", "The makers, both playing, score 1 for three or four tricks and 2 for all five (a march).",
         W, "Euchre, 'Scoring'"),
    Rule("score-alone", "A lone maker scores 1 for three or four tricks and 4 for a march.", W, "Euchre, 'Scoring'"),
    Rule("score-euchre", "If the makers fail to take three tricks they are euchred: the opponents score 2.",
         W, "Euchre, 'Scoring'"),
    Rule("score-alone-euchred", "In the 1862 book a lone hand euchred scores his opponents four points, what he "
                                "would have won with all five tricks (Wedeward's opponents score 2 for any euchre "
                                "when both play).", L1862, L1862_ALONE),
    Rule("score-lone-defence", "A lone defender who euchres a lone player scores 2 for three or four tricks and 4 "
                               "for all five (Wedeward); Keller gives 4 for any such euchre.", W, "Euchre, 'Scoring'"),
    Rule("score-odd", "Each for himself: the maker scores 1 for three or four tricks and 3 for a march; if he is "
                      "euchred every other player scores 2.", "site", "cut-throat scoring as commonly reported"),
    Rule("game", "The first side to reach the game's points wins: 5 in the regular game, 7 in the standard game "
                 "as Fosdick gives it, 10 or 11 by agreement.", "keller-1887", "ch. 6"),
    Rule("game-tie", "If two or more reach the game on the same hand, the highest score wins; equal scores share "
                     "the win (partners at Call-Ace, or cut-throat defenders scoring a euchre together).", "site",
         "Euchre: reaching game together (the sources are silent)"),
    Rule("game-7", "Game is seven points in the standard game.", F, "Euchre (with playing cards), 'Game'"),
])

TERMS = (
    Term("euchre", "To stop the makers taking three tricks; also the game itself.", W, "Euchre, 'Scoring'", "euchre"),
    Term("bower", "One of the two highest trumps, the jacks. The word is usually taken from the German 'Bauer' "
                  "(farmer), a name for the jack; the 1864 American Hoyle says only that 'Bauer' is pronounced like "
                  "it, and the origin is not settled.", "van-rensselaer-1912",
         "ch. XII, quoting The American Hoyle (1864)", "euchre"),
    Term("right bower", "The jack of trumps, the highest trump.", W, "Euchre, 'Cards'", "euchre"),
    Term("left bower", "The jack of the other suit of the same colour as trumps, the second trump; it counts as a "
                       "trump, not as its printed suit.", W, "Euchre, 'Cards'", "euchre"),
    Term("turn-up", "The card turned face up after the deal, proposing trumps.", W, "Euchre, 'Deal'", "euchre"),
    Term("order up", "To accept the turned-up suit as trumps, obliging the dealer to take the card.", W,
         "Euchre, 'Deal'", "euchre"),
    Term("maker", "The player who decides trumps; he and his partner are 'the makers'.", W, "Euchre, 'Scoring'",
         "euchre"),
    Term("march", "Winning all five tricks.", W, "Euchre, 'Scoring'", "euchre"),
    Term("play alone", "To play without one's partner, for 4 points on a march.", W, "Euchre, 'Deal'", "euchre"),
    Term("defend alone", "To play alone against a lone player, one's partner laying down.", W, "Euchre, 'Deal'",
         "euchre"),
    Term("call-ace", "A way of playing with five: the maker calls a suit, and the holder of its ace is his secret "
                     "partner for the hand.", F, "Call-Ace Domino Euchre", "euchre"),
    Term("cut-throat", "Three-handed euchre, each for himself, the maker against the other two.", "site",
         "Euchre for three", "euchre"),
    Term("joker", "The extra card added to the euchre pack, always the highest trump. Keller (1887) says it was "
                  "sometimes called the 'imperial trump', and that in some packs it was simply a blank card.", KELLER,
         KELLER_JOKER, "euchre"),
    Term("best bower", "The joker, as the trump above the right and left bowers: the name it is reported to have "
                       "had when it entered the euchre pack (a modern writer's account).", "britannica-euchre", "",
         "euchre"),
    Term("Hasenpfeffer", "A bidding game of the euchre family with the joker, for four in partnerships; the name is "
                         "German for a peppered stew of hare. Also called Pepper.", HP, "", "euchre"),
    Term("Fun Alive", "A camp nickname for euchre, as a reenactors' compilation reports it.", W, "Euchre", "euchre"),
)
