"""A deck for trick-taking, as data: ids, names, and per-trump tables of suit and strength.

A piece (card or domino) is a small int ``0 .. size-1``. For each trump ``t`` (``0 .. suits-1``,
and :data:`NO_TRUMP` before trumps are made) the deck holds three tables, built once:

- ``lead[t][c]``: the suit ``c`` leads as (Euchre's left bower leads trumps; a domino leads its
  higher number, or trumps if it carries the trump number);
- ``follow[t][s]``: a bit mask of the pieces that count as suit ``s`` when following (a domino that is
  not a trump may follow either of its numbers, where the game's rule says so);
- ``power[t][led][c]``: the piece's strength in a trick whose lead was suit ``led``: ``-1`` if it cannot
  win, any trump above every piece of the suit led.

A game builds its deck with :meth:`TrickDeck.build` from three functions that state its rules once;
everything that plays (protocol, bots, odds, benchmark) reads the tables.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

NO_TRUMP = -1  # index -1 of the per-trump tables: the row built with no trump


@dataclass(frozen=True, slots=True)
class TrickDeck:
    name: str
    size: int
    text: tuple[str, ...]        # notation: "JS", "10H", "6-4"
    label: tuple[str, ...]       # what the eye reads: "J♠", "6–4"
    spoken: tuple[str, ...]      # what a sentence says: "jack of spades", "six-four"
    suits: tuple[str, ...]       # suit names, plural: "clubs" … or "blanks", "ones" …
    lead: tuple[tuple[int, ...], ...]                    # [trump][piece] -> suit when led
    follow: tuple[tuple[int, ...], ...]                  # [trump][suit] -> mask of pieces of that suit
    power: tuple[tuple[tuple[int, ...], ...], ...]       # [trump][led][piece] -> strength, -1 cannot win
    index: dict = field(compare=False, repr=False)       # text -> id (not compared nor hashed: a dict is unhashable)

    @classmethod
    def build(cls, name: str, text: Sequence[str], label: Sequence[str], spoken: Sequence[str],
              suits: Sequence[str], lead: Callable[[int, int], int],
              belongs: Callable[[int, int, int], bool], strength: Callable[[int, int, int], int]) -> TrickDeck:
        """``lead(c, t)``: suit when led; ``belongs(c, s, t)``: may ``c`` follow suit ``s``;
        ``strength(c, led, t)``: its strength when ``led`` was led (-1 cannot win). ``t`` is -1 for no trump."""
        n, k = len(text), len(suits)
        trumps = [*range(k), NO_TRUMP]   # row k is NO_TRUMP, so table[-1] reads it
        lead_t = tuple(tuple(lead(c, t) for c in range(n)) for t in trumps)
        follow_t = tuple(tuple(sum(1 << c for c in range(n) if belongs(c, s, t)) for s in range(k)) for t in trumps)
        power_t = tuple(tuple(tuple(strength(c, led, t) for c in range(n)) for led in range(k)) for t in trumps)
        return cls(name, n, tuple(text), tuple(label), tuple(spoken), tuple(suits), lead_t, follow_t, power_t,
                   {t: i for i, t in enumerate(text)})

    def id(self, text: str) -> int:
        return self.index[text]

    def trumps_mask(self, trump: int) -> int:
        return self.follow[trump][trump] if trump >= 0 else 0
