"""Seven-Up's pack as data for the shared trick engine: 52 cards as ints, ace high, the count for game.

A card id is ``suit * 13 + rank`` with rank 0 the deuce and 12 the ace; suits in the order clubs,
diamonds, hearts, spades. Hands are bit masks of ids (``engine.tricks``).
"""

from __future__ import annotations

from engine.core.cards import Card
from engine.tricks import NO_TRUMP, TrickDeck

SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_PLURAL = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAME = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
JACK, TEN = 9, 8
SIZE = 52
FULL = (1 << SIZE) - 1

TEXT = tuple(RANK_TEXT[c % 13] + SUIT_LETTERS[c // 13] for c in range(SIZE))
LABEL = tuple(RANK_TEXT[c % 13] + SUIT_SYMBOLS[c // 13] for c in range(SIZE))
SPOKEN = tuple(f"{RANK_NAME[c % 13]} of {SUIT_PLURAL[c // 13]}" for c in range(SIZE))
# rule: game-count
COUNT_OF_RANK = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)   # ten 10, jack 1, queen 2, king 3, ace 4
VALUE = tuple(COUNT_OF_RANK[c % 13] for c in range(SIZE))
TOTAL_COUNT = sum(VALUE)   # 80 in the pack


def suit(c: int) -> int:
    return c // 13


def rank(c: int) -> int:
    return c % 13


def card_id(s: int, r: int) -> int:
    return s * 13 + r


def _lead(c: int, t: int) -> int:
    return c // 13


def _belongs(c: int, s: int, t: int) -> bool:
    return c // 13 == s


def _strength(c: int, led: int, t: int) -> int:
    """A trump above every card of the suit led; a card of another suit cannot win (rule: trick)."""
    if t != NO_TRUMP and c // 13 == t:
        return 100 + c % 13
    if c // 13 == led:
        return c % 13
    return -1


DECK = TrickDeck.build("seven-up 52", TEXT, LABEL, SPOKEN, SUIT_PLURAL, _lead, _belongs, _strength)
SUIT_MASK = tuple(sum(1 << card_id(s, r) for r in range(13)) for s in range(4))


def parse_card(word: str) -> int:
    card = Card.parse(word)
    return card_id("CDHS".index(card.suit.value), int(card.rank) - 2)


def display_key(c: int, trump: int) -> tuple:
    """Trumps first, then by suit, high cards first within a suit."""
    return (0 if c // 13 == trump else 1, c // 13, -(c % 13))
