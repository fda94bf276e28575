"""The double-six set as a trick-taking deck: every tile's suit, membership and strength under each trump.

A tile is a small int, its index in :data:`engine.core.dominoes.DOUBLE_SIX_SET` (0-0 is 0, 6-6 is 27).
The seven suits are the numbers 0 (blanks) to 6 (sixes). Everything that asks "what suit is this tile?"
or "which tile wins?" reads the per-trump tables built here once by :meth:`TrickDeck.build` from the three
functions below, so each two-suit rule is stated in exactly one place:

- :func:`lead_suit`: a tile led belongs to its higher number (a doublet to its one number); a trump tile
  leads trumps (rules ``lead-suit``, ``trump-only``);
- :func:`belongs`: a trump tile (the left bower too) belongs to trumps only; any other tile follows a
  suit of either of its two numbers (rules ``trump-only``, ``follow-either``);
- :func:`strength`: trumps in the text's order (right bower, left bower, then by the other number), and
  in the suit led the doublet first, then the other number (rules ``trump-order``, ``rank-in-suit``).
"""

from __future__ import annotations

from engine.core.dominoes import DOUBLE_SIX_SET
from engine.core.rules import applies
from engine.tricks import TrickDeck

TILES = DOUBLE_SIX_SET                      # rule for domino-euchre, call-ace: set
HIGH = tuple(d.high for d in TILES)
LOW = tuple(d.low for d in TILES)
N_TILES = len(TILES)                        # 28
SUITS = ("blanks", "ones", "twos", "threes", "fours", "fives", "sixes")
SINGULAR = ("blank", "one", "two", "three", "four", "five", "six")
WORDS = ("blank", "one", "two", "three", "four", "five", "six")


def tile_id(high: int, low: int) -> int:
    """The id of the tile with these two numbers (in either order)."""
    h, lo = max(high, low), min(high, low)
    return h * (h + 1) // 2 + lo


def doublet(n: int) -> int:
    return tile_id(n, n)


@applies("right-bower", games=("domino-euchre", "call-ace"))
def right_bower(trump: int) -> int:
    """The doublet of the trump suit, the highest trump."""
    return doublet(trump)


@applies("left-bower", games=("domino-euchre", "call-ace"))
def left_bower(trump: int) -> int:
    """The next lower doublet; when blanks are trumps, the double six."""
    return doublet(trump - 1 if trump > 0 else 6)


@applies("trump-length", games=("domino-euchre", "call-ace"))
def is_trump(c: int, trump: int) -> bool:
    """Every tile carrying the trump number, and the left bower: eight tiles, one more than any other suit."""
    return trump >= 0 and (HIGH[c] == trump or LOW[c] == trump or c == left_bower(trump))


@applies("lead-suit", "turn-up", games=("domino-euchre", "call-ace"))
def lead_suit(c: int, trump: int) -> int:
    """The suit a tile leads: trumps if it is a trump, else its higher number (a doublet: its one number).

    The same reading names the proposed trump from the turn-up."""
    if is_trump(c, trump):
        return trump
    return HIGH[c]


@applies("trump-only", "follow-either", games=("domino-euchre", "call-ace"))
def belongs(c: int, suit: int, trump: int) -> bool:
    """May tile ``c`` follow a trick of ``suit``? A trump only follows trumps; any other tile follows either
    of its numbers (the 5-2 is a five when fives are led and a two when twos are led)."""
    if is_trump(c, trump):
        return suit == trump
    return HIGH[c] == suit or LOW[c] == suit


@applies("trump-order", "rank-in-suit", games=("domino-euchre", "call-ace"))
def strength(c: int, led: int, trump: int) -> int:
    """Strength of ``c`` in a trick whose lead was ``led``: trumps 100 + (right 20, left 19, else the other
    number); a tile of the suit led: its doublet 10, else its other number; any other tile -1 (cannot win)."""
    if is_trump(c, trump):
        if c == right_bower(trump):
            return 120
        if c == left_bower(trump):
            return 119
        return 100 + (LOW[c] if HIGH[c] == trump else HIGH[c])
    if not belongs(c, led, trump):
        return -1
    if HIGH[c] == LOW[c]:
        return 10
    return LOW[c] if HIGH[c] == led else HIGH[c]


TEXT = tuple(str(d) for d in TILES)
LABEL = tuple(f"{d.high}–{d.low}" for d in TILES)
SPOKEN = tuple(f"double {WORDS[d.high]}" if d.is_double else f"{WORDS[d.high]}–{WORDS[d.low]}" for d in TILES)

DECK = TrickDeck.build("double-six", TEXT, LABEL, SPOKEN, SUITS, lead_suit, belongs, strength)
ALL = (1 << N_TILES) - 1


def trump_order(trump: int) -> list[int]:
    """The trumps from highest to lowest, read from the deck's own strength table."""
    power = DECK.power[trump][trump]
    return sorted((c for c in range(N_TILES) if is_trump(c, trump)), key=lambda c: -power[c])


def suit_order(suit: int, trump: int) -> list[int]:
    """The tiles that follow ``suit`` (not trumps) from highest to lowest, read from the deck's tables."""
    if suit == trump:
        return trump_order(trump)
    power = DECK.power[trump][suit]
    members = [c for c in range(N_TILES) if DECK.follow[trump][suit] >> c & 1]
    return sorted(members, key=lambda c: -power[c])


def parse_tile(word: str) -> int:
    """'6-4', '4-6', '6|4' -> the tile's id; ValueError naming the problem."""
    from engine.core.dominoes import Domino

    d = Domino.parse(word)
    return tile_id(d.high, d.low)


def display_key(c: int, trump: int) -> tuple:
    """Sort a hand for the eye: trumps first (best first), then by suit led (higher number), best first."""
    if is_trump(c, trump):          # never before trumps are made (trump is NO_TRUMP, -1)
        return (0, -strength(c, trump, trump))
    s = HIGH[c]
    return (7 - s, -strength(c, s, trump))
