"""Domino Euchre's and Call-Ace Domino Euchre's rules as data: options, rule sets, every rule with its source.

The specification is Fosdick's *Domino Euchre... and more* (seed 002; modern and copyrighted, so every rule
below is our paraphrase), which gives *Hoyle's Standard Games* (Laird & Lee, 1908) as its source. We could
not read the 1908 text itself; see ``sources/entries/domino_euchre.py`` for what we did read and how far.
Where the sources are silent the choice is a named option or a rule citing ``site``.

The rules both games share are listed once (:data:`COMMON`) and the two rulebooks are built from them, so a
refusal in the shared engine names the same :class:`Rule` object in either game.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.presets import Preset, Presets
from engine.core.rules import Rule, Rulebook, Term
from engine.core.variant import option

F = "fosdick"
DE = "Domino Euchre"
CA = "Call-Ace Domino Euchre"


@dataclass(frozen=True)
class DominoEuchreVariant:
    players: int = option(
        4, "How many play: four in two partnerships (partners sit across), or two or three each for himself.",
        F, f"{DE}, 'Players and Equipment'", choices=(2, 3, 4))
    lead: str = option(
        "maker", "Who leads to the first trick: 'maker' (the bid winner, as the text's main rule has it) or "
                 "'eldest' (the player on the dealer's left, or on a lone player's left).",
        F, f"{DE}, 'Play' and 'Alternate Rules'", choices=("maker", "eldest"))
    lone_short: int = option(
        1, "What a lone maker scores for three or four tricks: 1 (the text's rule) or 2 (an alternative it "
           "reports).", F, f"{DE}, 'Scoring' and 'Alternate Rules'", choices=(1, 2))
    take_up: str = option(
        "none", "Taking the turn-up when its number is accepted as trumps, in exchange for any tile of one's "
                "hand: 'none' (the text's main rule), 'dealer' (the dealer may) or 'maker' (the bid winner may).",
        F, f"{DE}, 'Alternate Rules'", choices=("none", "dealer", "maker"))
    game: int = option(
        5, "Points that win the game: 5 (the text's rule) or 7 (an alternative it reports).",
        F, f"{DE}, 'Goal' and 'Alternate Rules'", choices=(5, 7))

    @property
    def call_ace(self) -> bool:
        return False

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        if self.players == 4:
            return ((0, 2), (1, 3))
        return tuple((s,) for s in range(self.players))

    @property
    def partnership(self) -> bool:
        return self.players == 4


@dataclass(frozen=True)
class CallAceVariant:
    players: int = option(
        4, "How many play, each for himself: four or five (the text: 'works as well for five players as four').",
        F, f"{CA}, last paragraph", choices=(4, 5))
    lead: str = option(
        "maker", "Who leads to the first trick: 'maker' (the bid winner) or 'eldest' (the dealer's left, or a "
                 "lone player's left).", F, f"{DE}, 'Play' and 'Alternate Rules'", choices=("maker", "eldest"))
    lone: bool = option(
        True, "The bid winner may announce a lone hand as he makes trumps, calling no partner and scoring 4 for "
              "a march (the text is silent on going alone at Call-Ace; our choice, as in Domino Euchre).",
        "site", "Call-Ace: going alone (the text is silent)")
    lone_short: int = option(
        1, "What a lone maker scores for three or four tricks: 1 or 2.", F, f"{DE}, 'Alternate Rules'",
        choices=(1, 2))
    take_up: str = option(
        "none", "Taking the turn-up in exchange for a tile: 'none', 'dealer' or 'maker'.", F,
        f"{DE}, 'Alternate Rules'", choices=("none", "dealer", "maker"))
    game: int = option(
        5, "Points that win the game, each player for himself: 5 (the text) or 7.", F, f"{CA}, 'Scores'",
        choices=(5, 7))

    @property
    def call_ace(self) -> bool:
        return True

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        return tuple((s,) for s in range(self.players))

    @property
    def partnership(self) -> bool:
        return False


PRESETS = Presets({
    "hoyle-1908": Preset(
        DominoEuchreVariant(), "Domino Euchre, Hoyle 1908: four in partnerships, the bid winner leads, game of "
        "five", "1908", F, f"{DE}, 'Play'", "the text's main rules", "later",
        "The 1908 Hoyle's Standard Games, known to us through a modern paraphrase (Fosdick)."),
    "dealer-takes-up": Preset(
        DominoEuchreVariant(take_up="dealer", lead="eldest"), "Domino Euchre, 1908, as many play: the dealer may "
        "take the turn-up; the dealer's left leads", "1908", F, f"{DE}, 'Alternate Rules'",
        "the dealer may take the turn-up; the eldest leads", "later", "The text's own alternate rules."),
    "game-of-seven": Preset(
        DominoEuchreVariant(game=7), "Domino Euchre, 1908: game of seven", "1908", F,
        f"{DE}, 'Goal' and 'Alternate Rules'", "game is seven points", "later", "The text's own alternate rules."),
    "two-handed": Preset(
        DominoEuchreVariant(players=2), "Domino Euchre, 1908: two players, each for himself", "1908", F,
        f"{DE}, 'Players and Equipment'", "two play, each for himself", "later", "The text's own alternate rules."),
    "three-handed": Preset(
        DominoEuchreVariant(players=3), "Domino Euchre, 1908: three players, each for himself", "1908", F,
        f"{DE}, 'Players and Equipment'", "three play, each for himself", "later",
        "The text's own alternate rules."),
}, none_for_1863="Domino Euchre is post-war: the earliest report we know is of 1868 (a pocket Hoyle, not "
    "read), and our rules follow the 1908 Hoyle's Standard Games as a modern page paraphrases it.")

CALL_ACE_PRESETS = Presets({
    "four-players": Preset(
        CallAceVariant(), "Call-Ace Domino Euchre (modern page): four players, each for himself", "modern", F, CA,
        "four play; the maker calls a doublet and its holder is his secret partner", "modern",
        "Known to us only from a modern page (Fosdick)."),
    "five-players": Preset(
        CallAceVariant(players=5), "Call-Ace Domino Euchre (modern page): five players, each for himself",
        "modern", F, f"{CA}, last paragraph", "five play", "modern", "Known to us only from a modern page (Fosdick)."),
}, none_for_1863="Call-Ace Domino Euchre is known to us only from a modern page; Domino Euchre itself is post-war.")

# -- the rules both games share (one Rule object each) ------------------------------------------------------
COMMON = [
    Rule("set", "The game is played with a double-six set of dominoes: 28 tiles from the 0-0 to the 6-6.",
         F, f"{DE}, 'Players and Equipment'"),
    Rule("deal", "The tiles are shuffled face down and each player takes five; the deal passes to the left "
                 "after each hand.", F, f"{DE}, 'Deal'"),
    Rule("turn-up", "The dealer turns one of the remaining tiles face up: its higher number is the proposed "
                    "trump suit; a doublet proposes its one number.", F, f"{DE}, 'Bidding'"),
    Rule("bid-first", "Beginning on the dealer's left, each in turn may pass, accept the proposed trump, or "
                      "accept it and play alone. The first to accept makes trumps.", F, f"{DE}, 'Bidding'"),
    Rule("bid-second", "If all pass, the chance goes round a second time: each may pass, or name any other "
                       "suit as trumps, alone or not.", F, f"{DE}, 'Bidding'"),
    Rule("turned-down-suit", "In the second round the turn-up's suit may not be named.", F, f"{DE}, 'Bidding'"),
    Rule("throw-in", "If nobody makes trumps in two rounds the hand is thrown in and the next player deals.",
         F, f"{DE}, 'Bidding'"),
    Rule("alone-maker", "Only a player making trumps may play alone, and he says so as he makes them.",
         F, f"{DE}, 'Bidding'"),
    Rule("trump-length", "The trump suit has eight tiles, one more than any other: every tile carrying the "
                         "trump number, and the left bower.", F, f"{DE}, 'The Trump Suit'"),
    Rule("right-bower", "The doublet of the trump suit is the highest trump, the right bower.", F,
         f"{DE}, 'The Trump Suit'"),
    Rule("left-bower", "The next lower doublet is the second trump, the left bower; when blanks are trumps the "
                       "6-6 is the left bower.", F, f"{DE}, 'The Trump Suit'"),
    Rule("trump-order", "Below the two bowers the trumps rank by their other number, six down to blank: with "
                        "fives trumps, 5-5 4-4 5-6 5-4 5-3 5-2 5-1 5-0; with blanks, 0-0 6-6 0-6 0-5 0-4 0-3 "
                        "0-2 0-1.", F, f"{DE}, 'The Trump Suit'"),
    Rule("trump-only", "A trump tile belongs only to the trump suit for the whole hand, though it shows another "
                       "number: it never follows, leads or wins as that number's suit. So the left bower is not "
                       "a tile of its own number, and that suit has no doublet.", F, f"{DE}, 'The Trump Suit'"),
    Rule("lead-suit", "A tile led that is not a trump leads the suit of its higher number (the 6-4 leads "
                      "sixes; a doublet leads its number); any trump led calls for trumps.", F, f"{DE}, 'Play'"),
    Rule("follow-either", "A tile that is not a trump belongs to the suits of both its numbers: it follows a "
                          "trick of either (the 5-2 is a five when fives are led and a two when twos are led), "
                          "and must be played to it if the player has no other tile of that suit.",
         F, f"{DE}, 'Suits' (each tile a member of either of two suits) and 'Play'"),
    Rule("rank-in-suit", "In a suit that is not trumps the doublet ranks highest, then the tiles by their other "
                         "number, six down to blank: the 5-2 is a low five when fives are led and a high two "
                         "when twos are led.", F, f"{DE}, 'Suits' (the table of suits)"),
    Rule("hold", "A player can only play, or give in exchange, a tile he holds.", "site", "engine"),
    Rule("follow-suit", "Each must follow the suit of the tile led if he can; if he cannot, he may play any "
                        "tile.", F, f"{DE}, 'Play'"),
    Rule("trick", "The highest trump played wins the trick; if no trump is played, the highest tile of the suit "
                  "led. The winner leads to the next trick.", F, f"{DE}, 'Play'"),
    Rule("turn", "Players bid and play in turn, to the left (clockwise).", F, f"{DE}, 'Bidding' and 'Deal'"),
    Rule("lead-maker", "The bid winner leads to the first trick, whether he plays alone or not.", F,
         f"{DE}, 'Play'"),
    Rule("lead-eldest", "By agreement the player on the dealer's left leads to the first trick; against a lone "
                        "player, the player on his left.", F, f"{DE}, 'Alternate Rules'"),
    Rule("take-up", "By agreement, when the turn-up's number is accepted the dealer (or, as a few play, the bid "
                    "winner) may take the turn-up into his hand, giving up any tile of his hand face down.",
         F, f"{DE}, 'Alternate Rules'"),
    Rule("score-make", "If the makers win three or four tricks they score 1; all five (a march), 2.", F,
         f"{DE}, 'Scoring'"),
    Rule("score-alone", "A lone maker scores as a side does, except that a march alone scores 4; by agreement "
                        "he scores 2 for three or four tricks.", F, f"{DE}, 'Scoring' and 'Alternate Rules'"),
    Rule("score-euchre", "If the makers fail to win three tricks, they are euchred and their opponents score 2.",
         F, f"{DE}, 'Scoring'"),
    Rule("game", "The first to reach 5 points wins the game (7 by agreement).", F,
         f"{DE}, 'Goal' and 'Alternate Rules'"),
    Rule("game-tie", "If two or more reach the game on the same hand, the highest score wins; equal scores share "
                     "the win.", "site", "reaching game together (the text is silent)"),
]

DOMINO_ONLY = [
    Rule("partners", "Four play in two partnerships, partners sitting across from each other.", F,
         f"{DE}, 'Overview' and 'Players and Equipment'"),
    Rule("each-for-himself", "Two or three may play, each for himself: the maker plays against all the others, "
                             "so there is no partner to lay down and no lone hand; a euchre gives 2 to every other "
                             "player.", "site", "two or three players (the text allows them but gives no rules)"),
    Rule("alone", "A player who plays alone has his partner lay his tiles face down; the partner takes no part "
                  "in the hand.", F, f"{DE}, 'Play'"),
]

CALL_ONLY = [
    Rule("call-players", "Call-Ace is played by four or five, each for himself: there are no fixed partnerships.",
         F, f"{CA}, first and last paragraphs"),
    Rule("call-partner", "Before the first lead the bid winner names a partner suit; whoever holds that suit's "
                         "doublet is his partner for the hand.", F, f"{CA}, 'partner suit'"),
    Rule("call-suit", "The partner suit cannot be the trump suit or the suit the left bower comes from.", F,
         f"{CA}, 'partner suit'"),
    Rule("call-secret", "No one answers the call: the holder of the partner tile alone knows he is the partner "
                        "(the bid winner too is in the dark) until the tile is played.", F, f"{CA}, 'No one responds'"),
    Rule("call-none", "If the bid winner holds the partner tile himself, or it is among the tiles out of play, he "
                      "plays without a partner, perhaps without knowing it; he has not announced a lone hand, so "
                      "he scores as a side would (1, or 2 for a march).", F, f"{CA}, 'Another possibility' and 'A "
                                                                               "third possibility'"),
    Rule("call-alone", "The bid winner may announce a lone hand as he makes trumps; he then names no partner suit "
                       "and plays against all the others, scoring 4 for a march.", "site",
         "Call-Ace: going alone (the text is silent; as in Domino Euchre)"),
    Rule("call-score", "Scores are kept each for himself: the points a side wins go to each of its members; when "
                       "the makers are euchred, each of the other players scores 2.", F,
         f"{CA}, 'Scores are kept individually' (each opponent's 2 on a euchre: our reading)"),
]

COMMON_IDS = tuple(r.id for r in COMMON)
RULES = Rulebook("domino-euchre", COMMON + DOMINO_ONLY)
CALL_ACE_RULES = Rulebook("call-ace", COMMON + CALL_ONLY)

TERMS = (
    Term("turn-up", "The tile the dealer turns face up after the deal; its higher number is the proposed trump.",
         F, f"{DE}, 'Bidding'", "domino-euchre"),
    Term("right bower", "In Domino Euchre, the doublet of the trump suit: the highest trump.", F,
         f"{DE}, 'The Trump Suit'", "domino-euchre"),
    Term("left bower", "In Domino Euchre, the next lower doublet (the 6-6 when blanks are trumps): the second "
                       "trump, and a trump only.", F, f"{DE}, 'The Trump Suit'", "domino-euchre"),
    Term("doublet", "A tile with the same number at both ends, such as the 3-3.", F, f"{DE}, 'Bidding'",
         "domino-euchre"),
    Term("partner suit", "At Call-Ace, the suit the bid winner names: the holder of its doublet is his secret "
                         "partner.", F, CA, "call-ace"),
    Term("partner tile", "At Call-Ace, the doublet of the partner suit.", F, CA, "call-ace"),
)
