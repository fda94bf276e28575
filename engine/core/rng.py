"""Seeded random sources owned by each game: never the global ``random``.

A state carries only its seed. Every chance event (a shuffle, a throw) draws from a
fresh generator derived from the seed and the event's name and number, so states
stay immutable, replays are exact, and no other code drawing from ``random`` can
change a game.
"""

from __future__ import annotations

import random
import secrets

MAX_SEED = 2**53 - 1  # safe in JSON and in a URL


def rng_for(seed: int, *event: object) -> random.Random:
    """A generator for one chance event, e.g. ``rng_for(seed, "deal", 3)``."""
    return random.Random("/".join([str(seed), *map(str, event)]))


def numpy_rng(seed: int, *event: object):
    """A numpy Generator for vectorised simulation, derived the same way."""
    import numpy as np

    return np.random.default_rng(rng_for(seed, *event).getrandbits(64))


def fresh_seed() -> int:
    """A new seed for a new game (from the OS, so two learners rarely share one)."""
    return secrets.randbelow(10**9)


def shuffled(items, seed: int, *event: object) -> list:
    out = list(items)
    rng_for(seed, *event).shuffle(out)
    return out
