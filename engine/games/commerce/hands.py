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


# -- chances for one hand at the table (the computer players, the odds, the page) ------------------------
def pack_ids(pack_size: int) -> tuple[int, ...]:
    return tuple(sorted(c.index for c in pack(pack_size)))


def unseen(pack_size: int, known) -> list[int]:
    k = set(known)
    return [c for c in pack_ids(pack_size) if c not in k]


def chance_one(hand, known, pack_size: int = 52, limited: str = "none") -> tuple[int, int, int, int]:
    """Exact counts (win, tie, lose, total) of this hand against one other hand drawn from the cards this seat
    has not seen (``known`` holds every card the seat has seen, its own hand included)."""
    return count_against(score(hand, limited), set(known) | set(hand), pack_size, limited)


def best_chance_estimate(win: int, tie: int, total: int, others: int) -> float:
    """A quick estimate of being best against ``others`` hands: the one-hand chance (a tie as half) raised to
    that power, as if the others' hands were independent. The computer players use it; the page shows the
    simulated figure beside it."""
    return ((win + tie / 2) / total) ** others if total else 0.0


def trade_figures(hand, known, pack_size: int = 52, limited: str = "none") -> list[dict]:
    """For each card the seat might throw when trading for ready money: the exact chance that the top card
    improves the hand's class, and the exact change in the chance of beating one other hand."""
    from fractions import Fraction

    hand = tuple(hand)
    known = set(known) | set(hand)
    w0, t0, _, n0 = chance_one(hand, known, pack_size, limited)
    base = Fraction(w0, n0)
    cls0 = classify(hand, limited)
    pool = unseen(pack_size, known)
    out = []
    for throw in hand:
        keep = tuple(c for c in hand if c != throw)
        better = 0
        total_win = Fraction(0)
        classes = dict.fromkeys(CLASS_ORDER, 0)
        for u in pool:
            new = (*keep, u)
            cls = classify(new, limited)
            classes[cls] += 1
            if cls > cls0:
                better += 1
            w, _, _, n = count_against(score(new, limited), known | {u}, pack_size, limited)
            total_win += Fraction(w, n)
        after = total_win / len(pool)
        out.append({"throw": throw, "improve": Fraction(better, len(pool)), "win_before": base, "win_after": after,
                    "change": after - base, "cards": len(pool), "classes": classes})
    return out


def responder_gives(own, offered, limited: str = "none") -> int:
    """Which of his cards a player answering a barter gives: the one that leaves him the strongest hand with the
    offered card (the computer players' choice, and the assumption of the barter simulation)."""
    return max(own, key=lambda g: (strength(tuple(c for c in own if c != g) + (offered,), limited), -g))


def simulate_best(hand, known, others: int, samples: int, rng, pack_size: int = 52, limited: str = "none"):
    """Simulated chance that the hand is best (strictly; a tie for best counts half) against ``others`` hands
    dealt from the unseen cards: (estimate, standard error, samples)."""
    hand = tuple(hand)
    pool = unseen(pack_size, set(known) | set(hand))
    mine = strength(hand, limited)
    total = 0.0
    sq = 0.0
    for _ in range(samples):
        picked = rng.sample(pool, 3 * others)
        top = max(strength(tuple(picked[3 * k:3 * k + 3]), limited) for k in range(others))
        x = 1.0 if mine > top else (0.5 if mine == top else 0.0)
        total += x
        sq += x * x
    mean = total / samples
    var = max(0.0, sq / samples - mean * mean)
    return mean, (var / samples) ** 0.5, samples


def simulate_barter(hand, throw, known, samples: int, rng, pack_size: int = 52, limited: str = "none"):
    """Simulated barter of ``throw`` to a neighbour whose hand is dealt from the unseen cards and who answers with
    :func:`responder_gives`: (chance the class improves, its standard error, mean chance of then beating one
    other hand, its standard error, samples)."""
    hand = tuple(hand)
    known = set(known) | set(hand)
    pool = unseen(pack_size, known)
    keep = tuple(c for c in hand if c != throw)
    cls0 = classify(hand, limited)
    imp = imp2 = win = win2 = 0.0
    for _ in range(samples):
        theirs = rng.sample(pool, 3)
        got = responder_gives(theirs, throw, limited)
        new = (*keep, got)
        x = 1.0 if classify(new, limited) > cls0 else 0.0
        w, _, _, n = count_against(score(new, limited), known | set(theirs), pack_size, limited)
        y = w / n
        imp += x
        imp2 += x * x
        win += y
        win2 += y * y
    m1, m2 = imp / samples, win / samples
    se1 = (max(0.0, imp2 / samples - m1 * m1) / samples) ** 0.5
    se2 = (max(0.0, win2 / samples - m2 * m2) / samples) ** 0.5
    return m1, se1, m2, se2, samples
