"""Commerce hands: the five combinations, their order, the tie rules, and exact counting over three-card hands.

Cards are the core pack's indices (``engine.core.cards``: rank-major, ``rank = i // 4 + 2``,
``suit = i % 4``). A hand's *strength* is a tuple that compares the way the book compares hands
(higher is better); equal tuples are equal hands. The combinations, best first (Baxter-Wray, p. 70):
tricon, sequence, flush, pair, point. Under Limited Commerce a combination that is not recognised
counts as point.

Everything that ranks or counts hands for the game, its computer players, its odds and its page
is here, once.
"""

from __future__ import annotations

import bisect
from functools import cache
from itertools import combinations

from engine.core.cards import BY_INDEX, pack
from engine.core.rules import applies

TRICON, SEQUENCE, FLUSH, PAIR, POINT = 5, 4, 3, 2, 1
CLASS_NAME = {TRICON: "tricon", SEQUENCE: "sequence", FLUSH: "flush", PAIR: "pair", POINT: "point"}
CLASS_ORDER = (TRICON, SEQUENCE, FLUSH, PAIR, POINT)

# Which combinations each Limited rule recognises (Baxter-Wray, "Limited Commerce", p. 75).
LIMITED = {
    "none": frozenset({TRICON, SEQUENCE, FLUSH, PAIR, POINT}),
    "no-pair": frozenset({TRICON, SEQUENCE, FLUSH, POINT}),
    "no-pair-no-flush": frozenset({TRICON, SEQUENCE, POINT}),
}
RANK_WORD = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
             11: "knave", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURAL = {r: ("sixes" if r == 6 else w + "s") for r, w in RANK_WORD.items()}


def rank(c: int) -> int:
    return c // 4 + 2


def suit(c: int) -> int:
    return c % 4


def text(c: int) -> str:
    return str(BY_INDEX[c])


def pips(c: int) -> int:
    """The card's count for point and flush: ace eleven, court cards ten, others their face."""
    r = rank(c)
    return 11 if r == 14 else min(r, 10)   # rule: pip-values


def sequence_top(ranks: tuple[int, ...]) -> int:
    """The top of a sequence's ranks (A-K-Q is 14, 3-2-A is 3), or 0: K-A-2 is not a sequence."""
    r = sorted(ranks)
    if r[0] + 1 == r[1] and r[1] + 1 == r[2]:
        return r[2]
    if r == [2, 3, 14]:          # the ace below the two: 3-2-A, the lowest sequence
        return 3
    return 0


@applies("combinations", "tie-tricon", "tie-sequence", "tie-flush", "tie-pair", "tie-point", "limited",
         "point-equal-ranks")
def strength(cards, limited: str = "none") -> tuple:
    """How a hand of three compares: (class, then the book's tie order). Higher is better."""
    a, b, c = cards
    ranks = (rank(a), rank(b), rank(c))
    desc = tuple(sorted(ranks, reverse=True))
    point = pips(a) + pips(b) + pips(c)
    allowed = LIMITED[limited]
    same_suit = suit(a) == suit(b) == suit(c)
    if ranks[0] == ranks[1] == ranks[2]:
        return (TRICON, ranks[0])                       # tricons: aces high, then kings, ... down to twos
    if same_suit:
        top = sequence_top(ranks)
        if top:
            return (SEQUENCE, top)                      # sequences: A-K-Q best, 3-2-A lowest
        if FLUSH in allowed:
            return (FLUSH, point, *desc)                # flushes by their point, then as point hands
    if PAIR in allowed and (ranks[0] == ranks[1] or ranks[1] == ranks[2] or ranks[0] == ranks[2]):
        pair = desc[1]                                   # the middle of three sorted ranks is the pair's
        third = desc[0] if desc[0] != pair else desc[2]
        return (PAIR, pair, third)                      # pairs by rank, then the third card
    # point (and any combination Limited Commerce does not recognise): the total, then the first
    # highest card that differs; equal ranks of different suits are equal hands (no suit ranks higher).
    return (POINT, point, *desc)


def classify(cards, limited: str = "none") -> int:
    return strength(cards, limited)[0]


def name(cards, limited: str = "none") -> str:
    """'a tricon of fives', 'a sequence, queen high', 'a flush of 27', 'a pair of kings', '23 points'."""
    s = strength(cards, limited)
    cls = s[0]
    if cls == TRICON:
        return f"a tricon of {RANK_PLURAL[s[1]]}"
    if cls == SEQUENCE:
        return "a sequence, three-two-ace" if s[1] == 3 else f"a sequence, {RANK_WORD[s[1]]} high"
    if cls == FLUSH:
        return f"a flush of {s[1]}"
    if cls == PAIR:
        return f"a pair of {RANK_PLURAL[s[1]]}"
    return f"a point of {s[1]}"


def explain(winner, loser, limited: str = "none") -> str:
    """Why one hand beats another, in a sentence: 'A tricon of fives beats a sequence'."""
    w, lo = strength(winner, limited), strength(loser, limited)
    wn, ln = name(winner, limited), name(loser, limited)
    if w == lo:
        return f"{_cap(wn)} and {ln} are equal: suits do not count."
    if w[0] != lo[0]:
        return f"{_cap(wn)} beats {ln}: a {CLASS_NAME[w[0]]} ranks above a {CLASS_NAME[lo[0]]}."
    cls = w[0]
    if cls == PAIR and w[1] == lo[1]:
        return (f"{_cap(wn)} beats {ln}: the pairs are equal, and the third card, "
                f"{RANK_WORD[w[2]]} against {RANK_WORD[lo[2]]}, decides.")
    if cls in (POINT, FLUSH) and w[1] == lo[1]:
        for x, y in zip(w[2:], lo[2:], strict=True):
            if x != y:
                return (f"{_cap(wn)} beats {ln}: the points are equal, and the first highest card that differs, "
                        f"{RANK_WORD[x]} against {RANK_WORD[y]}, decides.")
    return f"{_cap(wn)} beats {ln}."


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


# -- exact tables over all three-card hands ---------------------------------------------------------
@cache
def hands_of(pack_size: int) -> tuple[tuple[int, int, int], ...]:
    ids = sorted(c.index for c in pack(pack_size))
    return tuple(combinations(ids, 3))


@cache
def strength_ids(limited: str) -> dict:
    """Each distinct strength (over the 52-card pack) to a dense integer, in order: fast comparisons."""
    keys = sorted({strength(h, limited) for h in hands_of(52)})
    return {k: i for i, k in enumerate(keys)}


def score(cards, limited: str = "none") -> int:
    """The strength as one integer (same order): for the computer players and the odds."""
    return strength_ids(limited)[strength(tuple(cards), limited)]


@cache
def _tables(pack_size: int, limited: str):
    """For exact counting with card removal: sorted scores of all hands, of hands holding each card,
    each pair of cards, and each hand's score."""
    ids = strength_ids(limited)
    allh = hands_of(pack_size)
    by_hand = {h: ids[strength(h, limited)] for h in allh}
    every = sorted(by_hand.values())
    one: dict[int, list[int]] = {}
    two: dict[tuple[int, int], list[int]] = {}
    for h, sc in by_hand.items():
        for c in h:
            one.setdefault(c, []).append(sc)
        for p in combinations(h, 2):
            two.setdefault(p, []).append(sc)
    for lst in one.values():
        lst.sort()
    for lst in two.values():
        lst.sort()
    return by_hand, every, one, two


def combination_counts(pack_size: int = 52, limited: str = "none") -> dict[int, int]:
    """How many of all three-card hands of the pack are each combination (exact)."""
    by_hand = _tables(pack_size, limited)[0]
    out = dict.fromkeys(CLASS_ORDER, 0)
    for h in by_hand:
        out[classify(h, limited)] += 1
    return out


def count_against(my_score: int, excluded, pack_size: int = 52, limited: str = "none") -> tuple[int, int, int]:
    """(worse, equal, better, total) counts of one other hand drawn from the pack minus ``excluded``,
    against a hand of ``my_score``: exact, by inclusion and exclusion over the excluded cards."""
    _, every, one, two = _tables(pack_size, limited)
    ex = sorted(set(excluded))
    lo = hi = 0     # hands strictly below, and at or below, my score
    total = 0

    def add(lst, sign):
        nonlocal lo, hi, total
        lo += sign * bisect.bisect_left(lst, my_score)
        hi += sign * bisect.bisect_right(lst, my_score)
        total += sign * len(lst)

    add(every, 1)
    for c in ex:
        add(one.get(c, ()), -1)
    for p in combinations(ex, 2):
        add(two.get(p, ()), 1)
    by_hand = _tables(pack_size, limited)[0]
    for t in combinations(ex, 3):
        sc = by_hand.get(t)
        if sc is not None:
            add([sc], -1)
    return lo, hi - lo, total - hi, total
