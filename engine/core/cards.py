"""Playing cards: suits, ranks, cards, packs, and their two notations.

Text notation is what records, URLs and the command line use ("JS", "10H", "TC" is
accepted for the ten); unicode notation is what the page shows ("J♠", "10♥").
Cards are interned: there is exactly one object per card, so identity and equality
agree and cards are cheap to hash. ``card.index`` (0..51) serves bit tricks.

The euchre pack's joker (:data:`JOKER`, text ``JK``) has no rank and no suit; only :func:`parse_card` with
``joker=True`` reads it, so a game without one refuses it as it refuses any stray text.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass


class Suit(enum.Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def singular(self) -> str:
        return self.name.lower()[:-1]

    @property
    def plural(self) -> str:
        return self.name.lower()

    @property
    def colour(self) -> str:
        """'red' or 'black': the colour that pairs the bowers in Euchre."""
        return "red" if self in (Suit.HEARTS, Suit.DIAMONDS) else "black"

    @property
    def same_colour(self) -> Suit:
        """The other suit of the same colour (the left bower's suit in Euchre)."""
        return _SAME_COLOUR[self]

    @property
    def order(self) -> int:
        return _SUIT_ORDER[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        t = text.strip()
        for s in cls:
            if t.upper() in (s.value, s.name, s.singular.upper()) or t == s.symbol or t in _ALT_SYMBOLS.get(s, ()):
                return s
        raise ValueError(f"{text!r} is not a suit: write C, D, H or S (or ♣ ♦ ♥ ♠)")


_SUIT_SYMBOL = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_ALT_SYMBOLS = {Suit.CLUBS: ("♧",), Suit.DIAMONDS: ("♢",), Suit.HEARTS: ("♡",), Suit.SPADES: ("♤",)}
_SAME_COLOUR = {Suit.CLUBS: Suit.SPADES, Suit.SPADES: Suit.CLUBS, Suit.HEARTS: Suit.DIAMONDS, Suit.DIAMONDS: Suit.HEARTS}
_SUIT_ORDER = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class Rank(enum.IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def text(self) -> str:
        return _RANK_TEXT[self]

    @property
    def singular(self) -> str:
        return self.name.lower()

    @property
    def plural(self) -> str:
        return "sixes" if self is Rank.SIX else self.name.lower() + "s"

    @classmethod
    def parse(cls, text: str) -> Rank:
        t = text.strip().upper()
        if t in _RANK_FROM_TEXT:
            return _RANK_FROM_TEXT[t]
        raise ValueError(f"{text!r} is not a rank: write 2–10, J, Q, K or A")


_RANK_TEXT = {r: (str(int(r)) if r <= 10 else r.name[0]) for r in Rank}
_RANK_FROM_TEXT = {v: k for k, v in _RANK_TEXT.items()} | {"T": Rank.TEN, "1": Rank.ACE}


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __new__(cls, rank: Rank, suit: Suit):  # interned: one object per card
        key = (int(rank), suit)
        found = _CARDS.get(key)
        if found is not None:
            return found
        obj = object.__new__(cls)
        return obj

    def __getnewargs__(self):
        return (self.rank, self.suit)

    def __str__(self) -> str:
        return self.rank.text + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return (self.rank, self.suit.order) < (other.rank, other.suit.order)

    @property
    def unicode(self) -> str:
        return self.rank.text + self.suit.symbol

    @property
    def name(self) -> str:
        """For screen readers and move logs: 'jack of spades'."""
        return f"{self.rank.singular} of {self.suit.plural}"

    @property
    def index(self) -> int:
        """0..51, rank-major: (rank - 2) * 4 + suit order."""
        return (int(self.rank) - 2) * 4 + self.suit.order

    @property
    def colour(self) -> str:
        return self.suit.colour

    @classmethod
    def parse(cls, text: str) -> Card:
        t = text.strip()
        if len(t) < 2:
            raise ValueError(f"{text!r} is not a card: write rank then suit, like JS, 10H or Q♦")
        rank_text, suit_text = t[:-1], t[-1]
        try:
            return CARD[(Rank.parse(rank_text), Suit.parse(suit_text))]
        except ValueError:
            raise ValueError(f"{text!r} is not a card: write rank then suit, like JS, 10H or Q♦") from None


_CARDS: dict = {}
for _s in SUITS:
    for _r in Rank:
        _c = Card(_r, _s)
        _CARDS[(int(_r), _s)] = _c
CARD: dict[tuple[Rank, Suit], Card] = {(Rank(k[0]), k[1]): v for k, v in _CARDS.items()}
BY_INDEX: tuple[Card, ...] = tuple(sorted(CARD.values(), key=lambda c: c.index))

PACK_LOWEST_RANK = {52: Rank.TWO, 36: Rank.SIX, 32: Rank.SEVEN, 24: Rank.NINE}


def pack(size: int = 52) -> tuple[Card, ...]:
    """A full pack in a fixed order: 52, or the stripped packs of 36, 32 and 24 cards."""
    if size not in PACK_LOWEST_RANK:
        raise ValueError(f"there is no {size}-card pack: choose 52, 36, 32 or 24")
    low = PACK_LOWEST_RANK[size]
    return tuple(c for c in BY_INDEX if c.rank >= low)


class Joker:
    """The extra card of a euchre pack: no rank and no suit, the highest trump whatever suit is trumps (the "best
    bower", or Keller's "imperial trump"). One object (:data:`JOKER`), like every card.

    Text notation ``JK`` (``JOKER``, ``JO``, ``🃏`` and ``★`` are read too); on the page it shows and is said as the
    word itself ("Joker", "joker"): a sign would need a font the reader may not have, and a screen reader says the
    word as it is written. A game that has no joker never parses it: :meth:`Card.parse` refuses ``JK``, and only
    :func:`parse_card` with ``joker=True`` reads it."""

    __slots__ = ()
    _one: Joker | None = None
    rank = None
    suit = None
    colour = None
    TEXTS = ("JK", "JOKER", "JO", "🃏", "★")

    def __new__(cls):
        if cls._one is None:
            cls._one = object.__new__(cls)
        return cls._one

    def __str__(self) -> str:
        return "JK"

    def __repr__(self) -> str:
        return "JOKER"

    def __reduce__(self):
        return (Joker, ())

    @property
    def unicode(self) -> str:
        return "Joker"

    @property
    def name(self) -> str:
        """For screen readers and move logs."""
        return "joker"

    @property
    def index(self) -> int:
        """52: after the 52 suited cards (``Card.index`` 0..51)."""
        return 52

    @classmethod
    def parse(cls, text: str) -> Joker:
        if text.strip().upper() in cls.TEXTS:
            return JOKER
        raise ValueError(f"{text!r} is not the joker: write JK")


JOKER = Joker()


def parse_card(text: str, joker: bool = False) -> Card | Joker:
    """A card from its text; the joker (``JK``) too when ``joker`` (a game whose pack may hold one)."""
    if joker and text.strip().upper() in Joker.TEXTS:
        return JOKER
    return Card.parse(text)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """'QS QH 7D' or 'QS,QH,7D' or a list of card texts."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(p) for p in parts]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def cards_unicode(cards: Iterable[Card]) -> str:
    return " ".join(c.unicode for c in cards)
