"""What every trick-taking game shares: the deck as data, following, the trick's winner, the next seat.

Euchre, Seven-Up and both Domino Euchres build on these functions, and so do their computer
players' playouts, their odds and their benchmarks: a rule of play exists once, here, or in
the game's own module when it is that game's alone.

- :mod:`engine.tricks.deck`: a :class:`TrickDeck` (cards or dominoes) with, for every trump, each
  piece's suit when led, the suits it may follow, and its strength in a trick.
- :mod:`engine.tricks.play`: hands as bit masks; the legal plays under a following rule; the trick's
  winner; the next seat past laid-down players; counting points in tricks.
"""

from engine.tricks.deck import NO_TRUMP, TrickDeck
from engine.tricks.play import (
    FOLLOW_OR_TRUMP,
    MUST_FOLLOW,
    bits,
    count,
    held,
    leading_sides,
    legal_mask,
    mask_of,
    next_seat,
    trick_points,
    trick_winner,
)

__all__ = ["NO_TRUMP", "TrickDeck", "FOLLOW_OR_TRUMP", "MUST_FOLLOW", "bits", "count", "held", "leading_sides", "legal_mask",
           "mask_of", "next_seat", "trick_points", "trick_winner"]
