"""Euchre's compact inside: cards as small ints, precomputed per-trump tables, and the hot rules.

A card is ``suit * 9 + rank`` with suits clubs 0, diamonds 1, hearts 2, spades 3 and ranks
0..8 for 6, 7, 8, 9, 10, J, Q, K, A (the sixes serve only the seven-handed pack). The
other suit of the same colour is ``3 - suit``. The joker, where the pack has one, is card 36
(:data:`JOKER`): it has no suit of its own and is the highest trump whatever suit is trumps.
A pack is named by its size, the joker making it odd: 24, 32 or 36 cards, or 25, 33 or 37 with
the joker (:func:`pack_ids`).

**The left bower changes suit in exactly one place**: :data:`EFF` (``effective_suit``).
Every rule that asks "what suit is this card?" (following suit, what was led, who wins
the trick, how many trumps a hand holds) reads that table, so the jack of the same colour
as trumps is a trump everywhere and nowhere a card of its printed suit.

The deck is built once with :meth:`engine.tricks.TrickDeck.build` (:data:`DECK`) from the three
rule functions below; :data:`EFF` and :data:`STRENGTH` are its ``lead`` and ``power`` tables, so
following suit (:func:`engine.tricks.legal_mask`) and the trick's winner
(:func:`engine.tricks.trick_winner`) read the same tables as everything else.
"""

from __future__ import annotations

from engine.core.cards import CARD, Card, Joker, Rank, Suit
from engine.core.cards import JOKER as JOKER_CARD
from engine.core.rules import applies
from engine.games._euchre_family.hand import Scale, result_points
from engine.tricks import NO_TRUMP, TrickDeck, mask_of
from engine.tricks import legal_mask as _legal_mask
from engine.tricks import trick_winner as _trick_winner

SUIT_LETTERS = "CDHS"
SUIT_OBJ = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
RANK_OBJ = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
JACK = 5
JOKER = 36       # the joker: no suit, the best trump under every trump (the "best bower")
NCARDS = 37

# The lowest rank index in each pack: 24 cards from the nines, 32 from the sevens, 36 from the sixes.
PACK_LOW = {24: 3, 32: 1, 36: 0}


def card_id(suit: int, rank: int) -> int:
    return suit * 9 + rank


def suit_of(c: int) -> int:
    """The printed suit (4 for the joker, which has none). Rules must use :func:`effective_suit` instead."""
    return c // 9


@applies("joker")
def pack_ids(size: int) -> tuple[int, ...]:
    """The cards of a pack of ``size``: 24, 32, 36, or one more with the joker (25, 33, 37)."""
    joker = size % 2
    low = PACK_LOW[size - joker]
    return tuple(card_id(s, r) for s in range(4) for r in range(low, 9)) + ((JOKER,) if joker else ())


def has_joker(size: int) -> bool:
    return size % 2 == 1


CARD_OF: tuple[Card | Joker, ...] = tuple(CARD[(RANK_OBJ[c % 9], SUIT_OBJ[c // 9])] for c in range(JOKER)) + (JOKER_CARD,)
TEXT: tuple[str, ...] = tuple(str(card) for card in CARD_OF)
UNICODE: tuple[str, ...] = tuple(card.unicode for card in CARD_OF)
NAME: tuple[str, ...] = tuple(card.name for card in CARD_OF)
ID_OF_TEXT: dict[str, int] = {t: i for i, t in enumerate(TEXT)}
ID_OF_CARD: dict[Card, int] = {card: i for i, card in enumerate(CARD_OF)}


def is_right_bower(c: int, trump: int) -> bool:
    return c == card_id(trump, JACK)


def is_left_bower(c: int, trump: int) -> bool:
    return c == card_id(3 - trump, JACK)


@applies("left-bower-suit", "joker-led")
def effective_suit(c: int, trump: int) -> int:
    """The one place a card changes suit: the jack of trumps' colour is a trump, and so is the joker (led, it leads
    trumps). Before trumps are made the joker is of no suit (-1)."""
    if c == JOKER:
        return trump
    if trump >= 0 and c == card_id(3 - trump, JACK):
        return trump
    return c // 9


# POWER[trump][card]: 0 for cards that are not trumps, else 21 (the joker), 20 (right bower), 19 (left bower),
# 18 (ace) .. 10.
@applies("bowers", "joker")
def _trump_power(c: int, t: int) -> int:
    if t < 0 or effective_suit(c, t) != t:
        return 0
    if c == JOKER:
        return 21
    if c == card_id(t, JACK):
        return 20
    if c == card_id(3 - t, JACK):
        return 19
    return 10 + c % 9  # A 18, K 17, Q 16, 10 14, 9 13, 8 12, 7 11, 6 10


@applies("trick", "plain-suits")
def _strength(c: int, led: int, t: int) -> int:
    """Strength in a trick whose lead was ``led``: trumps above all; then the suit led by rank; else -1."""
    p = _trump_power(c, t)
    if p:
        return p + 100
    return c % 9 if effective_suit(c, t) == led else -1


SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

# The deck as data for the shared trick engine: rows 0..3 by trump, row -1 (index 4) with no trump yet.
DECK = TrickDeck.build("euchre", TEXT, UNICODE, NAME, SUIT_NAMES, effective_suit,
                       lambda c, s, t: effective_suit(c, t) == s, _strength)

# EFF[trump][card]: the suit a card belongs to while ``trump`` is trumps (trump -1: none chosen).
EFF: tuple[tuple[int, ...], ...] = DECK.lead
POWER: tuple[tuple[int, ...], ...] = tuple(tuple(_trump_power(c, t) for c in range(NCARDS)) for t in (0, 1, 2, 3, NO_TRUMP))
# STRENGTH[trump][led][card]: who wins a trick (the deck's power table).
STRENGTH = DECK.power


def trumps_in(pack_size: int, trump: int = 0) -> int:
    """How many trumps a pack holds (the left bower included): 7 in 24 cards, 9 in 32, 10 in 36; one more with
    the joker (8 in 25, 10 in 33, 11 in 37)."""
    return (DECK.trumps_mask(trump) & mask_of(pack_ids(pack_size))).bit_count()


def legal_cards(hand, led: int, trump: int):
    """The cards of ``hand`` that may be played when ``led`` (an effective suit, -1 to lead) was led."""
    m = _legal_mask(DECK, mask_of(hand), trump, led)
    return [c for c in hand if m >> c & 1]


def trick_winner(cards, trump: int) -> int:
    """Index (0-based, in order of play) of the card that wins the trick."""
    return _trick_winner(DECK, trump, cards)


def display_key(c: int, trump: int) -> tuple:
    """Sort a hand for the eye: trumps first (best first; the joker first of all), then the other suits by rank."""
    if c == JOKER:
        return (0, -21)
    eff = EFF[trump][c] if trump >= 0 else c // 9
    if trump >= 0 and eff == trump:
        return (0, -POWER[trump][c])
    order = {0: 1, 1: 2, 3: 3, 2: 4}[eff]  # black and red alternate: ♣ ♦ ♠ ♥
    return (order, -(c % 9))


# -- scoring -------------------------------------------------------------------------
def scale(each_for_himself: bool, lone_defence_scoring: str, odd_march: int, lone_euchre: int) -> Scale:
    """What each result scores at a table of these options (the family's :func:`result_points` reads it). A lone
    march is the Scale's 4: no one plays alone where each plays for himself."""
    march = odd_march if each_for_himself else 2
    return Scale(march=march, lone_euchre=4 if lone_defence_scoring == "keller" else 2, euchre_alone=lone_euchre)


# The points for a hand, as (to the makers, to the defenders), from the makers' trick count.
def hand_points(maker_tricks: int, alone: bool, lone_defender: bool, each_for_himself: bool,
                lone_defence_scoring: str = "wedeward", odd_march: int = 3, lone_euchre: int = 2) -> tuple[int, int]:
    """Points to the making side and to each defending side for one hand.

    - partnership, both partners playing: 3 or 4 tricks 1, march 2; euchred: defenders 2
      (Wedeward; Fosdick);
    - maker alone: 3 or 4 tricks 1, march 4 (both texts); euchred with both defenders playing: 2 (Wedeward), or
      ``lone_euchre`` 4 (the 1862 Law and Practice: what the lone hand would have won);
    - euchre of a lone maker by a lone defender: Wedeward 2 for 3 or 4 tricks, 4 for all five;
      Keller 4 for any euchre;
    - each for himself (three, five or seven players): maker 1, march ``odd_march``; euchred,
      every other player scores 2 (site convention after the common cut-throat rule).

    The family's one scoring by result (:func:`engine.games._euchre_family.hand.result_points`) over this table's
    :func:`scale`."""
    return result_points(scale(each_for_himself, lone_defence_scoring, odd_march, lone_euchre), maker_tricks, alone,
                         lone_defender)
