"""engine/core/rng.py against a second, plain reading of its docstring (issue 31: mutation score): a chance event's
bits are BLAKE2b(name, key = the site's "chance" key) read little-endian, taken low bits first; a fresh source's
shuffle is Fisher-Yates with index i the next digit of those bits in base i + 1 (here one digit at a time, not in
the module's groups); everything past the 512 bits comes from random.Random seeded by BLAKE2b under "more"."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

from engine.core import rng, secret


def _bits(msg: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(msg, key=secret.key(b"chance")).digest(), "little")


def _more(msg: bytes) -> random.Random:
    seed = hashlib.blake2b(msg, key=secret.key(b"chance"), person=b"more").digest()
    return random.Random(int.from_bytes(seed, "little"))


def _plain_shuffle(items: list, r: int) -> list:
    x = list(items)
    for i in range(len(x) - 1, 0, -1):
        r, j = divmod(r, i + 1)
        x[i], x[j] = x[j], x[i]
    return x


def test_an_events_name_is_seed_and_parts_joined_by_slashes():
    assert rng.rng_for(5, "deal", 3).getrandbits(512) == _bits(b"5/deal/3")
    assert rng.rng_for(5).getrandbits(512) == _bits(b"5")
    assert rng.rng_for(5, "throw").getrandbits(512) == _bits(b"5/throw")
    assert rng.rng_for(5, "bot", 2, "play", 7).getrandbits(512) == _bits(b"5/bot/2/play/7")


def test_bits_are_taken_low_first_then_from_the_fallback():
    c, r = rng.rng_for(11, "e", 1), _bits(b"11/e/1")
    assert c.getrandbits(7) == r & 127
    assert c.getrandbits(100) == (r >> 7) & (2**100 - 1)
    assert c.getrandbits(405) == r >> 107                 # exactly the 512
    more = _more(b"11/e/1")
    assert [c.getrandbits(9), c.getrandbits(64)] == [more.getrandbits(9), more.getrandbits(64)]


def test_more_bits_than_are_left_come_from_the_fallback_and_leave_the_rest():
    c, r = rng.rng_for(3, "x", 0), _bits(b"3/x/0")
    assert c.getrandbits(513) == _more(b"3/x/0").getrandbits(513)
    assert c.getrandbits(512) == r                        # the hash's bits were not spent
    c = rng.rng_for(3, "x", 0)
    assert c.getrandbits(0) == 0 and c.getrandbits(3) == r & 7


def _below(bits: int, n: int) -> tuple[int, int]:
    """Rejection sampling read by hand: k-bit chunks until one is below n. (value, bits left)"""
    k = n.bit_length()
    while True:
        v, bits = bits & ((1 << k) - 1), bits >> k
        if v < n:
            return v, bits


@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7, 52, 100, 1000])
def test_randrange_is_rejection_sampling_on_the_bits(n):
    for seed in range(20):
        msg = f"{seed}/r/{n}".encode()
        c, bits = rng.rng_for(seed, "r", n), _bits(msg)
        for _ in range(3):
            want, bits = _below(bits, n)
            assert c.randrange(n) == want


def test_randrange_with_a_start_randint_choice_and_random():
    msg = b"9/mix/1"
    c, bits = rng.rng_for(9, "mix", 1), _bits(msg)
    v, bits = _below(bits, 6)
    assert c.randrange(10, 16) == 10 + v
    v, bits = _below(bits, 6)
    assert c.randint(1, 6) == 1 + v
    v, bits = _below(bits, 4)
    assert c.choice("abcd") == "abcd"[v]
    assert c.random() == (bits & (2**53 - 1)) * 2.0**-53
    assert 0 <= c.random() < 1


def test_other_ranges_are_the_fallbacks():
    msg = b"4/f/2"
    assert rng.rng_for(4, "f", 2).randrange(0, 10, 3) == _more(msg).randrange(0, 10, 3)
    assert rng.rng_for(4, "f", 2).randrange(-5, 5) == -5 + _below(_bits(msg), 10)[0]
    assert rng.rng_for(4, "f", 2).sample(range(50), 5) == _more(msg).sample(range(50), 5)
    assert rng.rng_for(4, "f", 2).uniform(0, 1) == _more(msg).uniform(0, 1)
    for bad in ((0,), (-3,), (5, 5), (6, 2)):
        with pytest.raises(ValueError):
            rng.rng_for(4, "f", 2).randrange(*bad)
    with pytest.raises(IndexError) as e:
        rng.rng_for(4, "f", 2).choice([])
    assert str(e.value) == "Cannot choose from an empty sequence"


@pytest.mark.parametrize("a, b", [(1, 6), (0, 2), (3, 3), (-2, 9)])
def test_randint_includes_both_ends(a, b):
    for seed in range(40):
        want, _ = _below(_bits(f"{seed}/i/0".encode()), b - a + 1)
        assert rng.rng_for(seed, "i", 0).randint(a, b) == a + want


def test_randrange_of_one_still_reads_its_bits():
    # below(1) takes 1-bit chunks until one is 0: the next draw starts after them
    for seed in range(20):
        bits = _bits(f"{seed}/one/0".encode())
        c = rng.rng_for(seed, "one", 0)
        assert c.randrange(1) == 0
        _, rest = _below(bits, 1)
        assert c.getrandbits(16) == rest & 0xFFFF


@pytest.mark.parametrize("n", [0, 1, 2, 3, 12, 13, 24, 32, 52, 56, 57])
def test_a_fresh_shuffle_is_fisher_yates_on_the_hashs_digits(n):
    for seed in range(5):
        items = list(range(n))
        c = rng.rng_for(seed, "deal", n)
        c.shuffle(items)
        assert items == _plain_shuffle(list(range(n)), _bits(f"{seed}/deal/{n}".encode()))
        more = _more(f"{seed}/deal/{n}".encode())                                        # the 512 bits are spent:
        assert [c.getrandbits(1) for _ in range(12)] == [more.getrandbits(1) for _ in range(12)]   # the rest is more


def test_longer_lists_and_a_used_source_shuffle_with_the_fallback():
    items = list(range(58))
    rng.rng_for(1, "deal", 58).shuffle(items)
    want = list(range(58))
    _more(b"1/deal/58").shuffle(want)
    assert items == want
    c = rng.rng_for(1, "deal", 52)
    c.getrandbits(1)
    items, want = list(range(52)), list(range(52))
    c.shuffle(items)
    _more(b"1/deal/52").shuffle(want)
    assert items == want


def test_shuffled_returns_a_new_list():
    pack = tuple(range(24))
    out = rng.shuffled(pack, 8, "deal", 0)
    assert out == _plain_shuffle(list(pack), _bits(b"8/deal/0")) and pack == tuple(range(24))
    assert rng.shuffled(range(5), 8, "x") == _plain_shuffle(list(range(5)), _bits(b"8/x"))


@pytest.mark.parametrize("n", [2, 3, 12, 13, 14, 24, 52, 57, 100])
def test_digit_groups_cover_n_down_to_2_in_runs_below_2_to_the_30(n):
    groups = rng._digit_groups(n)
    bases = [b for _, group in groups for b in group]
    assert bases == list(range(n, 1, -1))
    for i, (product, group) in enumerate(groups):
        assert product == np.prod(group, dtype=object) < 2**30
        if i + 1 < len(groups):
            assert product * groups[i + 1][1][0] >= 2**30   # each run as long as it can be
    assert rng._digit_groups(1) == () and rng._digit_groups(0) == ()


def test_numpy_rng_is_seeded_by_the_first_128_bits():
    for i in range(8):
        got = rng.numpy_rng(6, "sim", i).integers(0, 10**9, 5)
        want = np.random.default_rng(_bits(f"6/sim/{i}".encode()) & (2**128 - 1)).integers(0, 10**9, 5)
        assert list(got) == list(want)
    assert list(rng.numpy_rng(6, "sim").integers(0, 10**9, 3)) == \
        list(np.random.default_rng(_bits(b"6/sim") & (2**128 - 1)).integers(0, 10**9, 3))


def test_fresh_seeds_are_below_a_thousand_million_and_spread():
    seeds = [rng.fresh_seed() for _ in range(2000)]
    assert all(type(s) is int and 0 <= s < 10**9 for s in seeds)
    assert max(seeds) > 9 * 10**8 and len(set(seeds)) > 1990   # 0.9**2000: never by chance


def test_a_changed_secret_changes_the_keyed_hasher(monkeypatch):
    before = rng.rng_for(1, "deal", 0).getrandbits(512)
    for i in range(12):   # more secrets than the hasher cache holds
        secret.forget()
        monkeypatch.setenv("CAMP_SECRET", f"{i:02d}" + "s" * 40)
        assert rng.rng_for(1, "deal", 0).getrandbits(512) == _bits(b"1/deal/0") != before
    monkeypatch.undo()
    secret.forget()
    assert rng.rng_for(1, "deal", 0).getrandbits(512) == before
