"""Seeded random sources owned by each game: never the global ``random``.

A state carries only its seed. Every chance event (a shuffle, a throw, a computer player's choice)
draws from a fresh generator derived from the seed, the event's name and number, and the site's
secret (:mod:`engine.core.secret`), so states stay immutable, replays are exact on this site, no
other code drawing from ``random`` can change a game, and a seed alone, run through our open engine,
tells nobody the cards.
"""

from __future__ import annotations

import functools
import random
import secrets
from hashlib import blake2b

from engine.core import secret

MAX_SEED = 2**53 - 1  # safe in JSON and in a URL
DIGEST_BITS = 512
# A permutation of n items read from one 512-bit draw is uniform up to n!/2**512: for a pack of 52
# (52! < 2**226) the bias is below 2**-286, and below 2**-256 up to 57 items. Longer lists use the fallback.
DIRECT_SHUFFLE_MAX = 57


class Chance:
    """One chance event's random source: ``random.Random``'s methods, the common ones fast.

    Its bits are a keyed hash (BLAKE2b, a MAC under the site's secret) of the event's name. ``shuffle`` of a
    fresh source reads the whole permutation from those 512 bits (Fisher-Yates, each index the next digit of
    a mixed-radix number); ``getrandbits``, ``randrange``, ``random`` and ``choice`` take the bits in turn.
    Anything else, or more bits than one hash gives, comes from a ``random.Random`` seeded by a second keyed
    hash, made only then (seeding one costs as much as a whole Euchre hand)."""

    __slots__ = ("_bits", "_left", "_msg", "_more")

    def __init__(self, msg: bytes):
        self._msg = msg
        mac = _keyed(secret.key(b"chance")).copy()   # the same MAC as blake2b(msg, key=...), its key block hashed once
        mac.update(msg)
        self._bits = int.from_bytes(mac.digest(), "little")
        self._left = DIGEST_BITS
        self._more: random.Random | None = None

    def _fallback(self) -> random.Random:
        if self._more is None:
            seed = blake2b(self._msg, key=secret.key(b"chance"), person=b"more").digest()
            self._more = random.Random(int.from_bytes(seed, "little"))
        return self._more

    def __getattr__(self, name: str):   # sample, choices, uniform, gauss…: random.Random's own
        return getattr(self._fallback(), name)

    def getrandbits(self, k: int) -> int:
        if 0 < k <= self._left:
            r = self._bits & ((1 << k) - 1)
            self._bits >>= k
            self._left -= k
            return r
        return self._fallback().getrandbits(k)

    def _below(self, n: int) -> int:
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:   # rejection: uniform, no modulo bias
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        if type(start) is int and stop is None and start > 0:
            return self._below(start)
        if type(start) is int and type(stop) is int and step == 1 and stop > start:
            return start + self._below(stop - start)
        return self._fallback().randrange(start, stop, step)

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not seq:
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._below(len(seq))]

    def random(self) -> float:
        return self.getrandbits(53) * 2.0**-53

    def shuffle(self, x: list) -> None:
        n = len(x)
        if self._left == DIGEST_BITS and n <= DIRECT_SHUFFLE_MAX:
            r, self._bits, self._left = self._bits, 0, 0
            # Fisher-Yates, index i drawn as r's next digit in base i + 1 (i from n - 1 down). The digits are
            # taken a few at a time: r's remainder by the product of their bases is one small number, so the
            # long division of 512 bits runs 3 times for 24 cards instead of 23 (the same digits, the same deal).
            i = n - 1
            for product, bases in _digit_groups(n):
                r, q = divmod(r, product)
                for base in bases:
                    q, j = divmod(q, base)
                    x[i], x[j] = x[j], x[i]
                    i -= 1
        else:
            self._fallback().shuffle(x)


@functools.cache
def _digit_groups(n: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The bases n, n - 1, ..., 2 in runs whose product stays below 2**30 (one machine digit): (product, bases)."""
    out, base = [], n
    while base > 1:
        product, bases = 1, []
        while base > 1 and product * base < 2**30:
            product *= base
            bases.append(base)
            base -= 1
        out.append((product, tuple(bases)))
    return tuple(out)


_KEYED: dict[bytes, object] = {}


def _keyed(key: bytes):
    """A BLAKE2b hasher that has taken in ``key`` (copied for each event: the key's block is hashed once)."""
    h = _KEYED.get(key)
    if h is None:
        if len(_KEYED) > 8:   # a test that changes the secret many times
            _KEYED.clear()
        h = _KEYED[key] = blake2b(key=key)
    return h


def rng_for(seed: int, *event: object) -> Chance:
    """A generator for one chance event, e.g. ``rng_for(seed, "deal", 3)``."""
    if len(event) == 2:   # the common (name, number): the same text, written at once (each deal runs this)
        name, number = event
        return Chance(f"{seed}/{name}/{number}".encode())
    return Chance("/".join([str(seed), *map(str, event)]).encode())


def numpy_rng(seed: int, *event: object):
    """A numpy Generator for vectorised simulation, derived the same way."""
    import numpy as np

    return np.random.default_rng(rng_for(seed, *event).getrandbits(128))


def fresh_seed() -> int:
    """A new seed for a new game (from the OS, so two learners rarely share one)."""
    return secrets.randbelow(10**9)


def shuffled(items, seed: int, *event: object) -> list:
    out = list(items)
    rng_for(seed, *event).shuffle(out)
    return out
