"""What each bet pays on each of the 216 throws, and how much more the bank can cover: the rules' arithmetic."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from engine.core.rules import applies
from engine.games.chuck_a_luck.rules import SPOT_INDEX, SPOTS, THROWS, ChuckVariant, total_pays

# -- what each bet pays --------------------------------------------------------------------------------

@applies("single", "raffle", "total", "high-low", "odd-even")
def multiplier(spot: str, dice: tuple[int, int, int], v: ChuckVariant) -> int:
    """What a unit stake on ``spot`` wins on ``dice``: -1 if lost, k if paid k to 1."""
    total = sum(dice)
    triple = dice[0] == dice[1] == dice[2]
    if spot.startswith("single:"):
        n = dice.count(int(spot[7:]))
        return -1 if n == 0 else (v.single_triple_pays if n == 3 else n)
    if spot == "raffle":
        return v.raffle_pays if triple else -1
    if spot.startswith("total:"):
        want = int(spot[6:])
        return total_pays(v.totals_table, want) if total == want else -1
    if triple:
        return -1
    won = {"high": total >= 11, "low": total <= 10, "odd": total % 2 == 1, "even": total % 2 == 0}[spot]
    return 1 if won else -1


@lru_cache(maxsize=64)
def pay_vectors(v: ChuckVariant) -> dict[str, tuple[int, ...]]:
    """For every spot, its multiplier on each of the 216 throws (in ``THROWS`` order)."""
    return {spot: tuple(multiplier(spot, t, v) for t in THROWS) for spot in SPOTS}


@lru_cache(maxsize=64)
def max_multiplier(v: ChuckVariant) -> dict[str, int]:
    return {spot: max(vec) for spot, vec in pay_vectors(v).items()}


@lru_cache(maxsize=64)
def _pos_matrix(v: ChuckVariant) -> np.ndarray:
    """Winnings per unit stake (0 where the bet loses): one row per spot, one column per throw."""
    vecs = pay_vectors(v)
    m = np.array([[max(x, 0) for x in vecs[spot]] for spot in SPOTS], dtype=np.int64)
    m.setflags(write=False)
    return m


@lru_cache(maxsize=512)
def _committed(v: ChuckVariant, layout: tuple) -> int:
    """A quick upper bound on the layout's worst-case cost to the bank: every bet winning its most."""
    mm = max_multiplier(v)
    return sum(stake * mm[sp] for _, sp, stake in layout)


@lru_cache(maxsize=512)
def _cover_limits(v: ChuckVariant, layout: tuple, bank: int) -> dict[str, int]:
    room = bank - _winnings(v, layout)  # what the bank could still pay on each throw
    pos = _pos_matrix(v)
    limits = np.where(pos > 0, room // np.maximum(pos, 1), np.iinfo(np.int64).max).min(axis=1)
    return {spot: int(limits[i]) for i, spot in enumerate(SPOTS)}


def _winnings(v: ChuckVariant, layout) -> np.ndarray:
    """What the bank would pay out in winnings on each of the 216 throws for this layout."""
    stakes = np.zeros(len(SPOTS), dtype=np.int64)
    for _, spot, stake in layout:
        stakes[SPOT_INDEX[spot]] += stake
    return stakes @ _pos_matrix(v)

