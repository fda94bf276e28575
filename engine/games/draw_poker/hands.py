"""Poker hands after Schenck: what a hand is, how it ranks, and why it beats another.

Cards are ints 0..51 inside (``Card.index``: rank-major, ``(rank - 2) * 4 + suit``).
A hand's *value* is an int, **higher is better** (the opposite of treys), from tables
built once per ranking: the product of the five ranks' primes keys the rank pattern
(each multiset of ranks has its own product), and a flush is told by and-ing one suit
bit per card. Evaluation is two tuple look-ups, four multiplications, four ands and
one dict look-up.

Rankings (the ladder of classes, best first) — see the lesson for the evidence:

``schenck``                sequence flush, fours, full, flush, sequence, threes, two pairs, one pair, highest card
``straight-below-threes``  the same, but a sequence ranks below threes (1860s usage, Britannica 1929)
``no-straight-flush``      a sequence flush is only a flush (before the early 1870s)
``no-sequences``           sequences are not hands at all (the 1850s game)

Ace in sequences: ``high-or-low`` (A-K-Q-J-10 and 5-4-3-2-A), ``high-only`` or ``low-only``
(the English usage: 5-4-3-2-A is the lowest sequence, 10-J-Q-K-A none).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache

from engine.core.cards import BY_INDEX, Card, Rank
from engine.core.rules import applies

# -- the natural classes (what a hand is, whatever the ranking) ---------------------
SF, FOURS, FULL, FLUSH, SEQ, THREES, TWO_PAIRS, PAIR, HIGH = (
    "sequence-flush", "fours", "full", "flush", "sequence", "threes", "two-pairs", "pair", "high-card")
NATURAL_CLASSES = (SF, FOURS, FULL, FLUSH, SEQ, THREES, TWO_PAIRS, PAIR, HIGH)

CLASS_NAME = {SF: "Sequence flush", FOURS: "Fours", FULL: "Full", FLUSH: "Flush", SEQ: "Sequence",
              THREES: "Threes", TWO_PAIRS: "Two pairs", PAIR: "One pair", HIGH: "Highest card"}
ARTICLE_NAME = {SF: "a sequence flush", FOURS: "fours", FULL: "a full", FLUSH: "a flush", SEQ: "a sequence",
                THREES: "threes", TWO_PAIRS: "two pairs", PAIR: "one pair", HIGH: "a hand without a pair"}
MODERN_NAME = {SF: "straight flush", FOURS: "four of a kind", FULL: "full house", FLUSH: "flush",
               SEQ: "straight", THREES: "three of a kind", TWO_PAIRS: "two pair", PAIR: "one pair",
               HIGH: "high card"}

RANKINGS: dict[str, tuple[str, ...]] = {
    "schenck": (SF, FOURS, FULL, FLUSH, SEQ, THREES, TWO_PAIRS, PAIR, HIGH),
    "straight-below-threes": (SF, FOURS, FULL, FLUSH, THREES, SEQ, TWO_PAIRS, PAIR, HIGH),
    "no-straight-flush": (FOURS, FULL, FLUSH, SEQ, THREES, TWO_PAIRS, PAIR, HIGH),
    "no-sequences": (FOURS, FULL, FLUSH, THREES, TWO_PAIRS, PAIR, HIGH),
}
RANKING_LABEL = {
    "schenck": "Schenck (1880): sequence flush, fours, full, flush, sequence, threes, two pairs, pair",
    "straight-below-threes": "Sequences below threes (1860s)",
    "no-straight-flush": "No sequence flush: fours are the top hand (before the 1870s)",
    "no-sequences": "No sequences (the 1850s game)",
}
# What a class becomes where a ranking does not recognise it.
MERGE = {
    "schenck": {},
    "straight-below-threes": {},
    "no-straight-flush": {SF: FLUSH},
    "no-sequences": {SF: FLUSH, SEQ: HIGH},
}
ACE_RULES = ("high-or-low", "high-only", "low-only")

PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)   # one per rank, two .. ace
RANK_PRIME = tuple(PRIMES[i >> 2] for i in range(52))      # by card index
SUIT_BIT = tuple(1 << (i & 3) for i in range(52))          # by card index


def class_of(ranking: str, natural: str) -> str:
    """The class a hand counts as under ``ranking`` (a merged class becomes its host)."""
    return MERGE[ranking].get(natural, natural)


def sequence_masks(ace: str) -> dict[int, int]:
    """13-bit rank masks (bit 0 = two) of the sequences, with the sequence's top rank index."""
    out = {}
    top_start = 8 if ace in ("high-or-low", "high-only") else 7
    for start in range(top_start + 1):
        out[0b11111 << start] = start + 4
    if ace in ("high-or-low", "low-only"):
        out[(1 << 12) | 0b1111] = 3          # 5-4-3-2-A: five high
    return out


# -- the tables -----------------------------------------------------------------------
@dataclass(frozen=True)
class Tables:
    ranking: str
    ace: str
    plain: dict          # prime product -> value (not all one suit)
    flush: dict          # prime product -> value (all one suit; five distinct ranks)
    ladder: tuple        # classes, best first
    base: int            # value // base = position from the bottom of the ladder


BASE = 1 << 20          # five 4-bit tiebreak ranks fit below


def _tiebreak(ranks: list[int]) -> int:
    v = 0
    for r in ranks:
        v = (v << 4) | r
    return v


@applies("ranking", "ties")
def _natural(counts: dict[int, int], flush: bool, seqs: dict[int, int]) -> tuple[str, list[int]]:
    """The natural class of a rank multiset and its tiebreak ranks (most significant first): pairs, threes and
    fours by their cards, two pairs by the higher pair, a full by its threes, a sequence by its top card, then
    the rest by the next highest cards."""
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 1:
        mask = sum(1 << r for r in counts)
        if mask in seqs:
            return (SF if flush else SEQ), [seqs[mask]]
        return (FLUSH if flush else HIGH), order
    if shape[0] == 4:
        return FOURS, order
    if shape == [3, 2]:
        return FULL, order
    if shape[0] == 3:
        return THREES, order
    if shape == [2, 2, 1]:
        return TWO_PAIRS, order
    return PAIR, order


@cache
def tables(ranking: str = "schenck", ace: str = "high-or-low") -> Tables:
    if ranking not in RANKINGS:
        raise ValueError(f"no ranking called {ranking!r} (rankings: {', '.join(RANKINGS)})")
    if ace not in ACE_RULES:
        raise ValueError(f"no ace rule called {ace!r} (choose {', '.join(ACE_RULES)})")
    ladder = RANKINGS[ranking]   # rule: ranking
    pos = {c: len(ladder) - 1 - i for i, c in enumerate(ladder)}     # bottom = 0
    seqs = sequence_masks(ace)
    plain, flush = {}, {}
    for combo in itertools.combinations_with_replacement(range(13), 5):
        counts: dict[int, int] = {}
        for r in combo:
            counts[r] = counts.get(r, 0) + 1
        if max(counts.values()) > 4:
            continue
        key = 1
        for r in combo:
            key *= PRIMES[r]
        for is_flush, table in ((False, plain), (True, flush)):
            if is_flush and len(counts) < 5:
                continue
            nat, tb = _natural(counts, is_flush, seqs)
            cls = class_of(ranking, nat)
            if cls != nat:        # a merged class compares as its host: by the cards, highest first
                tb = sorted(counts, reverse=True)
            table[key] = pos[cls] * BASE + _tiebreak(tb)
    return Tables(ranking, ace, plain, flush, ladder, BASE)


# -- evaluation -------------------------------------------------------------------------
def evaluator(ranking: str = "schenck", ace: str = "high-or-low"):
    """A fast function ``rank5(a, b, c, d, e) -> value`` (card indices; higher is better)."""
    t = tables(ranking, ace)
    plain, flush, P, S = t.plain, t.flush, RANK_PRIME, SUIT_BIT

    def rank5(a: int, b: int, c: int, d: int, e: int) -> int:
        if S[a] & S[b] & S[c] & S[d] & S[e]:
            return flush[P[a] * P[b] * P[c] * P[d] * P[e]]
        return plain[P[a] * P[b] * P[c] * P[d] * P[e]]

    return rank5


def evaluate(cards, ranking: str = "schenck", ace: str = "high-or-low") -> int:
    """The value of five cards (Card objects, card texts or indices). Validates its input."""
    idx = to_indices(cards)
    return evaluator(ranking, ace)(*idx)


def to_indices(cards) -> tuple[int, ...]:
    out = []
    for c in cards:
        if isinstance(c, Card):
            out.append(c.index)
        elif isinstance(c, int) and not isinstance(c, bool) and 0 <= c < 52:
            out.append(c)
        elif isinstance(c, str):
            out.append(Card.parse(c).index)
        else:
            raise ValueError(f"{c!r} is not a card")
    if len(out) != 5:
        raise ValueError(f"a poker hand has five cards, not {len(out)}")
    if len(set(out)) != 5:
        raise ValueError("a hand cannot hold the same card twice")
    return tuple(out)


def value_class(value: int, ranking: str = "schenck") -> str:
    ladder = RANKINGS[ranking]
    return ladder[len(ladder) - 1 - value // BASE]


# -- what a hand is, in words ------------------------------------------------------------
def _rank_word(r: int, plural: bool = False) -> str:
    rank = Rank(r + 2)
    return rank.plural if plural else rank.singular


@dataclass(frozen=True)
class HandInfo:
    cards: tuple[int, ...]
    value: int
    cls: str            # the class under the ranking
    natural: str        # what it is by its cards
    ranks: tuple[int, ...]   # tiebreak ranks, most significant first (0 = two)
    name: str           # "Two pairs, kings over sevens"

    @property
    def class_name(self) -> str:
        return CLASS_NAME[self.cls]

    def to_json(self) -> dict:
        return {"cards": [str(BY_INDEX[c]) for c in self.cards], "class": self.cls, "name": self.name,
                "value": self.value}


def _kickers(ranks) -> str:
    return ", ".join(Rank(r + 2).text for r in ranks)


def describe(cards, ranking: str = "schenck", ace: str = "high-or-low") -> HandInfo:
    """What the hand is under ``ranking``: its class, its name in Schenck's terms, its value."""
    idx = to_indices(cards)
    value = evaluator(ranking, ace)(*idx)
    cls = value_class(value, ranking)
    tb = value % BASE
    n = {SF: 1, SEQ: 1, FOURS: 2, FULL: 2, THREES: 3, TWO_PAIRS: 3, PAIR: 4}.get(cls, 5)
    ranks = tuple((tb >> (4 * (n - 1 - i))) & 15 for i in range(n))
    counts: dict[int, int] = {}
    for c in idx:
        counts[c >> 2] = counts.get(c >> 2, 0) + 1
    flush = len({c & 3 for c in idx}) == 1
    natural, _ = _natural(counts, flush, sequence_masks(ace))
    w = _rank_word
    if cls == SF:
        name = f"Sequence flush, {w(ranks[0])} high"
    elif cls == SEQ:
        name = f"Sequence, {w(ranks[0])} high"
    elif cls == FOURS:
        name = f"Fours, {w(ranks[0], True)}"
    elif cls == FULL:
        name = f"Full, {w(ranks[0], True)} full of {w(ranks[1], True)}"
    elif cls == THREES:
        name = f"Threes, {w(ranks[0], True)}"
    elif cls == TWO_PAIRS:
        name = f"Two pairs, {w(ranks[0], True)} over {w(ranks[1], True)}"
    elif cls == PAIR:
        name = f"One pair, {w(ranks[0], True)}"
    elif cls == FLUSH:
        name = f"Flush, {w(ranks[0])} high ({_kickers(ranks)})"
    else:
        name = f"Highest card {w(ranks[0])} ({_kickers(ranks)})"
    if natural != cls and natural in (SF, SEQ):
        name += f" (a {CLASS_NAME[natural].lower()} does not count under this ranking)"
    return HandInfo(idx, value, cls, natural, ranks, name)


_ROLES = {
    SF: ["top card"], SEQ: ["top card"], FOURS: ["fours", "odd card"], FULL: ["threes", "pair"],
    THREES: ["threes", "highest odd card", "second odd card"],   # the odd cards decide only between two packs' hands
    TWO_PAIRS: ["higher pair", "lower pair", "odd card"],
    PAIR: ["pair", "highest odd card", "second odd card", "third odd card"],
    FLUSH: ["highest card", "second card", "third card", "fourth card", "fifth card"],
    HIGH: ["highest card", "second card", "third card", "fourth card", "fifth card"],
}


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def explain(a, b, ranking: str = "schenck", ace: str = "high-or-low") -> str:
    """Why one hand beats another (or ties), in a sentence:
    "Two pairs, kings over sevens, beats two pairs, queens over jacks: the higher pair decides (king against queen)."
    """
    ha = a if isinstance(a, HandInfo) else describe(a, ranking, ace)
    hb = b if isinstance(b, HandInfo) else describe(b, ranking, ace)
    if ha.value < hb.value:
        ha, hb = hb, ha
    if ha.value == hb.value:
        return (f"{ha.name} ties with {_lower_first(hb.name)}: the hands are exactly equal, "
                "so the pool is divided.")
    head = f"{ha.name}, beats {_lower_first(hb.name)}"
    if ha.cls != hb.cls:
        return f"{head}: the ranking puts {ARTICLE_NAME[ha.cls]} above {ARTICLE_NAME[hb.cls]}."
    for role, x, y in zip(_ROLES[ha.cls], ha.ranks, hb.ranks, strict=True):   # a role for every rank
        if x != y:
            verb = "decide" if role in ("threes", "fours") else "decides"
            return f"{head}: the {role} {verb} ({_rank_word(x)} against {_rank_word(y)})."
    return f"{head}."   # pragma: no cover - values differ, so some rank differs


def beats(a, b, ranking: str = "schenck", ace: str = "high-or-low") -> int:
    """1 if ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 for a tie."""
    va, vb = evaluate(a, ranking, ace), evaluate(b, ranking, ace)
    return (va > vb) - (va < vb)


def ladder_text(ranking: str) -> list[str]:
    return [CLASS_NAME[c] for c in RANKINGS[ranking]]
