"""Playing tricks: hands as bit masks, legal plays, the winner, the next seat, points in tricks.

Each function applies one rule the trick-taking games share; a game's rulebook states the rule
(with its own source and words) and names these functions' rule ids where it uses them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.core.rules import applies
from engine.tricks.deck import TrickDeck

MUST_FOLLOW = "follow"              # follow the suit led if able (Euchre, Domino Euchre)
FOLLOW_OR_TRUMP = "follow-or-trump"  # follow the suit led or trump, if able to follow (All Fours)


def mask_of(ids: Iterable[int]) -> int:
    m = 0
    for c in ids:
        m |= 1 << c
    return m


def bits(mask: int) -> list[int]:
    """The ids in a mask, lowest first (a stable order for legal actions)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def count(mask: int) -> int:
    return mask.bit_count()


def held(mask: int, c: int) -> bool:
    return bool(mask >> c & 1)


@applies("follow-suit", games=("euchre", "domino-euchre", "call-ace"))
@applies("follow-or-trump", games=("seven-up",))
def legal_mask(deck: TrickDeck, hand: int, trump: int, led: int, rule: str = MUST_FOLLOW) -> int:
    """The pieces of ``hand`` that may be played to a trick whose lead was suit ``led`` (-1: leading, any piece).

    MUST_FOLLOW: the pieces of the suit led if there are any, else any piece.
    FOLLOW_OR_TRUMP: if able to follow, a piece of the suit led or a trump; else any piece."""
    if led < 0:
        return hand
    follow = hand & deck.follow[trump][led]
    if not follow:
        return hand
    if rule == FOLLOW_OR_TRUMP and trump >= 0:
        return follow | (hand & deck.follow[trump][trump])
    return follow


@applies("trick", games=("euchre", "seven-up", "domino-euchre", "call-ace"))
def trick_winner(deck: TrickDeck, trump: int, pieces: Sequence[int]) -> int:
    """Index, in order of play, of the piece that wins: the highest trump, else the highest of the suit led."""
    power = deck.power[trump][deck.lead[trump][pieces[0]]]
    best, w = -2, 0   # strengths are -1 or more
    for i, c in enumerate(pieces):
        if power[c] > best:   # strictly: an earlier piece wins a tie
            best, w = power[c], i
    return w


@applies("turn", games=("euchre", "seven-up", "domino-euchre", "call-ace"))
def next_seat(seat: int, players: int, out: int = 0) -> int:
    """The next seat to the left, passing over seats laid down (``out`` is a mask of seats)."""
    nxt = (seat + 1) % players
    if out >> nxt & 1:
        if out & ((1 << players) - 1) == (1 << players) - 1:
            raise ValueError("every seat is laid down: there is no next seat")
        while out >> nxt & 1:
            nxt = (nxt + 1) % players
    return nxt


def trick_points(values: Sequence[int], pieces: Iterable[int]) -> int:
    """Points in the pieces taken, by a per-piece table (All Fours' count for game: ten 10, ace 4 …)."""
    return sum(values[c] for c in pieces)


@applies("game-tie", games=("euchre", "domino-euchre", "call-ace"))
def leading_sides(scores: Sequence[int]) -> list[int]:
    """The sides with the highest score: when several reach the game on the same hand, the highest wins and equal
    scores share the win."""
    best = max(scores)
    return [i for i, x in enumerate(scores) if x == best]
