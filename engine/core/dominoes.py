"""The double-six set of dominoes: 28 tiles from 0-0 to 6-6.

A tile is written high end first ("6-4"); "4-6" is read as the same tile.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Domino:
    high: int
    low: int

    def __post_init__(self):
        if not (0 <= self.low <= self.high <= 6):
            raise ValueError(f"{self.high}-{self.low} is not a double-six tile")

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def pips(self) -> int:
        return self.high + self.low

    @property
    def name(self) -> str:
        return f"double {_WORDS[self.high]}" if self.is_double else f"{_WORDS[self.high]}–{_WORDS[self.low]}"

    @property
    def unicode(self) -> str:
        """The Unicode domino tile (vertical tiles block, U+1F063 onward)."""
        return chr(0x1F063 + self.high * 7 + self.low)

    def has(self, n: int) -> bool:
        return n in (self.high, self.low)

    @classmethod
    def parse(cls, text: str) -> Domino:
        parts = text.strip().replace("|", "-").split("-")
        try:
            a, b = (int(p) for p in parts)
            return cls(max(a, b), min(a, b))
        except ValueError:
            raise ValueError(f"{text!r} is not a domino: write two numbers 0–6 like 6-4") from None


_WORDS = ("blank", "one", "two", "three", "four", "five", "six")
DOUBLE_SIX_SET: tuple[Domino, ...] = tuple(Domino(h, l) for h in range(7) for l in range(h + 1))
