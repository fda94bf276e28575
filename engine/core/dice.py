"""Dice with named faces.

A standard die shows 1 to 6. A Scarney die shows 1, 3, 4 and 6 and two faces marked
"dead" that count nothing (the faces are implied by Scarne's text, not listed: five
Scarney dice total 30 at most; see ../shared/README.md, "Known defects").
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Face:
    label: str   # what is printed: "4", "dead"
    value: int   # what it counts
    glyph: str   # what the page shows

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class DieKind:
    name: str
    faces: tuple[Face, ...]

    def throw(self, rng: random.Random, n: int = 1) -> tuple[Face, ...]:
        """Throw n dice of this kind with the game's own random source."""
        return tuple(self.faces[rng.randrange(len(self.faces))] for _ in range(n))

    def face(self, label: str) -> Face:
        for f in self.faces:
            if f.label == label.strip().lower():
                return f
        labels = ", ".join(dict.fromkeys(f.label for f in self.faces))
        raise ValueError(f"{label!r} is not a face of a {self.name} die: its faces are {labels}")


_PIPS = "⚀⚁⚂⚃⚄⚅"
STANDARD = DieKind("standard", tuple(Face(str(v), v, _PIPS[v - 1]) for v in range(1, 7)))
DEAD = Face("dead", 0, "✕")
SCARNEY = DieKind("Scarney", (Face("1", 1, "1"), Face("3", 3, "3"), Face("4", 4, "4"), Face("6", 6, "6"), DEAD, DEAD))


def total(faces: tuple[Face, ...]) -> int:
    return sum(f.value for f in faces)
