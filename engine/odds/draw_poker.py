"""Draw Poker odds: exact draws for all 32 holds, dealt frequencies, and the chance of being beaten.

Everything exact is counted, not enumerated card by card. A draw of ``k`` cards is
grouped by the multiset of its ranks: the number of draws with rank counts ``m`` is
``prod_r C(a_r, m_r)`` (``a_r`` = unseen cards of rank r), and the class of the final
hand follows from the held ranks plus ``m``. Suits matter only for flushes, which
are counted apart: a flush needs a held part of one suit and ``k`` distinct unseen
ranks of that suit, so each such rank set is one draw moved from "sequence" or
"highest card" to "sequence flush" or "flush". 32 holds of one hand take a few
milliseconds (``benchmarks/draw_poker.py``); the tests check the counts against
brute-force enumeration.
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb

import numpy as np

from engine.core.cards import BY_INDEX, Card
from engine.core.errors import BadInput
from engine.core.inputs import arg_text
from engine.games.draw_poker.hands import (
    ACE_RULES,
    CLASS_NAME,
    FLUSH,
    FOURS,
    FULL,
    HIGH,
    NATURAL_CLASSES,
    PAIR,
    RANK_PRIME,
    RANKINGS,
    SEQ,
    SF,
    SUIT_BIT,
    THREES,
    TWO_PAIRS,
    class_of,
    describe,
    sequence_masks,
    tables,
)
from engine.odds import percent, prob
from engine.odds.interval import share

CI = {c: i for i, c in enumerate(NATURAL_CLASSES)}
_BITS = (1 << np.arange(13)).astype(np.int64)
_CTAB = np.array([[comb(a, m) for m in range(6)] for a in range(5)], dtype=np.int64)


@cache
def _multisets(k: int) -> np.ndarray:
    """Every multiset of k ranks (each rank at most 4 times) as rows of 13 counts."""
    rows = []
    for combo in combinations_with_replacement(range(13), k):
        row = [0] * 13
        for r in combo:
            row[r] += 1
        if max(row) <= 4:
            rows.append(row)
    return np.array(rows, dtype=np.int64).reshape(-1, 13)


@cache
def _subsets(k: int) -> np.ndarray:
    """Every set of k distinct ranks as a 13-bit mask."""
    return np.array([sum(1 << r for r in c) for c in combinations(range(13), k)], dtype=np.int64)


@cache
def _seq_array(ace: str) -> np.ndarray:
    return np.array(sorted(sequence_masks(ace)), dtype=np.int64)


def _classes(final: np.ndarray, ace: str) -> np.ndarray:
    """Natural class index (ignoring flushes) of each row of final rank counts."""
    maxc = final.max(axis=1)
    n2 = (final == 2).sum(axis=1)
    has3 = (final == 3).any(axis=1)
    mask = (final > 0).astype(np.int64) @ _BITS
    seq = np.isin(mask, _seq_array(ace))
    return np.select(
        [maxc == 4, has3 & (n2 == 1), has3, n2 == 2, n2 == 1, seq],
        [CI[FOURS], CI[FULL], CI[THREES], CI[TWO_PAIRS], CI[PAIR], CI[SEQ]], default=CI[HIGH])


def hold_counts(held: tuple[int, ...], unseen: frozenset[int] | set[int], ace: str = "high-or-low") -> np.ndarray:
    """Exact counts of each natural class (order NATURAL_CLASSES) over every draw of 5 - len(held)
    cards from ``unseen``, keeping ``held``. Sum = C(len(unseen), k)."""
    k = 5 - len(held)
    avail = np.zeros(13, dtype=np.int64)
    suit_avail = [0, 0, 0, 0]
    for c in unseen:
        avail[c >> 2] += 1
        suit_avail[c & 3] |= 1 << (c >> 2)
    held_counts = np.zeros(13, dtype=np.int64)
    for c in held:
        held_counts[c >> 2] += 1
    m = _multisets(k)
    ways = _CTAB[avail[None, :], m].prod(axis=1)
    keep = ways > 0
    m, ways = m[keep], ways[keep]
    counts = np.bincount(_classes(m + held_counts, ace), weights=ways, minlength=len(NATURAL_CLASSES))
    counts = counts.astype(np.int64)
    suits = {c & 3 for c in held}
    if len(suits) <= 1:
        held_mask = 0
        for c in held:
            held_mask |= 1 << (c >> 2)
        subs = _subsets(k)
        seqs = _seq_array(ace)
        for s in (suits or range(4)):
            ok = subs[(subs & ~np.int64(suit_avail[s])) == 0]
            if not len(ok):
                continue
            n_sf = int(np.isin(ok | held_mask, seqs).sum())
            n_fl = len(ok) - n_sf
            counts[CI[SF]] += n_sf
            counts[CI[SEQ]] -= n_sf
            counts[CI[FLUSH]] += n_fl
            counts[CI[HIGH]] -= n_fl
    return counts


def merged(counts, ranking: str) -> dict[str, int]:
    """Natural class counts merged into the classes ``ranking`` recognises, best first."""
    out = {c: 0 for c in RANKINGS[ranking]}
    for c, n in zip(NATURAL_CLASSES, counts, strict=False):
        out[class_of(ranking, c)] += int(n)
    return out


def _hold_mask_cards(hand, mask):
    return tuple(hand[i] for i in range(5) if mask >> i & 1)


def analyse_hand(hand, ranking: str = "schenck", ace: str = "high-or-low", unseen=None) -> dict:
    """All 32 holds of a five-card hand: the exact count of each final class, per hold.

    ``hand``: five card indices (or Cards / texts). ``unseen``: the cards the draw comes from
    (default: the other 47)."""
    from engine.games.draw_poker.hands import to_indices

    hand = to_indices(hand)
    unseen = frozenset(range(52)) - set(hand) if unseen is None else frozenset(unseen)
    now = describe(hand, ranking, ace)
    ladder = RANKINGS[ranking]
    better = set(ladder[: ladder.index(now.cls)])
    advice = {a["mask"]: a for a in schenck_advice(hand, ranking, ace)}
    holds = []
    for mask in range(32):
        held = _hold_mask_cards(hand, mask)
        counts = merged(hold_counts(held, unseen, ace), ranking)
        total = comb(len(unseen), 5 - len(held))
        improve = sum(n for c, n in counts.items() if c in better)
        a = advice.get(mask)
        holds.append({
            "mask": mask, "keep": [str(BY_INDEX[c]) for c in held],
            "discard": [str(BY_INDEX[c]) for c in hand if c not in held], "draw": 5 - len(held),
            "total": total, "counts": counts, "improve": improve,
            "schenck": None if a is None else ("recommended" if a["primary"] else "his alternative"),
            "advice": None if a is None else a["line"],
        })
    return {"hand": [str(BY_INDEX[c]) for c in hand], "now": now.name, "class_now": now.cls,
            "ranking": ranking, "ace": ace, "holds": holds}


def sensible_holds(analysis: dict) -> list[dict]:
    """Holds worth showing: Schenck's, plus every hold not beaten at every level by another.

    Hold A beats B at every level when, for each class, A's chance to finish with that class or
    better is at least B's and the distributions differ. Of holds with the same distribution
    (keeping the ace or the king alone), the one keeping the higher cards is shown."""
    ladder = RANKINGS[analysis["ranking"]]
    cum = {}
    for h in analysis["holds"]:
        acc, row = 0, []
        for c in ladder:
            acc += h["counts"][c]
            row.append(Fraction(acc, h["total"]))
        cum[h["mask"]] = row
    out, seen = [], {}
    order = sorted(analysis["holds"], key=lambda h: -sum(Card.parse(t).index for t in h["keep"]))
    for h in order:
        a = cum[h["mask"]]
        dominated = any(all(x >= y for x, y in zip(cum[o["mask"]], a, strict=False)) and cum[o["mask"]] != a
                        for o in analysis["holds"])
        key = tuple(a)
        if h["schenck"] or (not dominated and key not in seen):
            out.append(h)
            seen[key] = True
    return sorted(out, key=lambda h: (h["schenck"] != "recommended", h["schenck"] is None, h["draw"]))


#: The hands the lesson sets beside Schenck's advice (pp. 10–12): name -> (hand, cards kept).
ADVICE_EXAMPLES = {
    "pair": ("QS QH 7D 4C 2S", "QS QH"),                 # three to a pair
    "pair_kicker": ("QS QH 7D 4C 2S", "QS QH 7D"),       # an outsider kept, two drawn
    "pair_two_kickers": ("QS QH 7D 4C 2S", "QS QH 7D 4C"),
    "two_pairs": ("KS KH 7D 7C 2S", "KS KH 7D 7C"),      # one to two pairs
    "threes_two": ("9S 9H 9D 4C 2S", "9S 9H 9D"),        # two to threes
    "threes_one": ("9S 9H 9D 4C 2S", "9S 9H 9D 4C"),     # one to threes, to deceive
    "flush_four": ("AH 8H 5H 2H KS", "AH 8H 5H 2H"),     # one to four of a suit
    "flush_three": ("AH 8H 5H KS 2D", "AH 8H 5H"),       # two to three of a suit
    "open_sequence": ("5S 6D 7C 8H KS", "5S 6D 7C 8H"),  # one to an open sequence
    "inside_sequence": ("5S 6D 8C 9H KS", "5S 6D 8C 9H"),
    "fours": ("JS JH JD JC 2S", "JS JH JD JC"),          # one to fours
}


@cache
def advice_figures(ranking: str = "schenck", ace: str = "high-or-low") -> dict[str, dict]:
    """For each of ``ADVICE_EXAMPLES``: the exact chances of the draw, counted over every draw from the 47 unseen
    cards: ``improve`` (a better class than now), ``classes`` {class: chance}, ``total`` draws, ``draw`` cards."""
    out = {}
    for name, (hand, keep) in ADVICE_EXAMPLES.items():
        cards = tuple(Card.parse(t).index for t in hand.split())
        want = sorted(keep.split())
        h = next(h for h in analyse_hand(cards, ranking, ace)["holds"] if sorted(h["keep"]) == want)
        out[name] = {"hand": hand, "keep": keep, "draw": h["draw"], "total": h["total"],
                     "improve": Fraction(h["improve"], h["total"]),
                     "classes": {c: Fraction(n, h["total"]) for c, n in h["counts"].items()}}
    return out


# -- Schenck's drawing advice, as rules ---------------------------------------------------
def schenck_advice(hand, ranking: str = "schenck", ace: str = "high-or-low") -> list[dict]:
    """What Schenck (pp. 10–12) advises for this hand: holds with his line; ``primary`` marks his first choice."""
    info = describe(hand, ranking, ace)
    hand = info.cards
    ranks = [c >> 2 for c in hand]
    cnt = {r: ranks.count(r) for r in ranks}

    def mask_of(pred):
        return sum(1 << i for i in range(5) if pred(i))

    def best_odd(exclude_mask):
        odd = [i for i in range(5) if not exclude_mask >> i & 1]
        return max(odd, key=lambda i: ranks[i]) if odd else None

    out = []

    def add(mask, line, locator, primary):
        out.append({"mask": mask, "keep": [str(BY_INDEX[hand[i]]) for i in range(5) if mask >> i & 1],
                    "line": line, "locator": locator, "primary": primary})

    cls = info.cls
    if cls == FOURS:
        four = mask_of(lambda i: cnt[ranks[i]] == 4)
        add(four, "Holding fours, throw away the outside card and draw one, so that others think you "
                  "are drawing to two pairs, a flush or a sequence.", "p. 12", True)
        add(31, "Fours are as good as a hand can be without drawing: standing pat keeps them.", "p. 12", False)
    elif cls in (SF, FULL, FLUSH, SEQ):
        add(31, "A complete hand that can play without drawing is a pat hand: stand pat.", "p. 9", True)
    elif cls == THREES:
        three = mask_of(lambda i: cnt[ranks[i]] == 3)
        add(three, "Holding threes, draw two cards: the best chance of making a full.", "pp. 10–11", True)
        add(three | 1 << best_odd(three), "A sharp player will often draw but one card to his threes, so that "
                                          "others take him for two pairs.", "pp. 10–11", False)
    elif cls == TWO_PAIRS:
        add(mask_of(lambda i: cnt[ranks[i]] == 2), "Drawing to two pairs, draw one card.", "p. 10", True)
    elif cls == PAIR:
        pair = mask_of(lambda i: cnt[ranks[i]] == 2)
        add(pair, "Drawing to a pair, draw three cards.", "p. 10", True)
        kicker = pair | 1 << best_odd(pair)
        add(kicker, "Sometimes keep an ace or other high card as an 'outsider' with a small pair: a chance of "
                    "good two pairs, and others may think you are drawing to threes (keeping three cards, "
                    "you draw two, as a player holding threes does).", "p. 11", False)
        add(kicker | 1 << best_odd(kicker), "His words say 'draw but one card': read literally, keep the pair "
                                            "and two outsiders and draw one.", "p. 11", False)
    else:
        recognised = set(RANKINGS[ranking])
        seqs = sequence_masks(ace)
        four_flush = [m for m in (31 ^ (1 << i) for i in range(5))
                      if len({hand[i] & 3 for i in range(5) if m >> i & 1}) == 1]
        four_seq = []
        if SEQ in recognised:
            for m in (31 ^ (1 << i) for i in range(5)):
                rs = {ranks[i] for i in range(5) if m >> i & 1}
                if len(rs) == 4:
                    mask = sum(1 << r for r in rs)
                    tops = [seqs[mask | 1 << r] for r in range(13) if not mask >> r & 1 and (mask | 1 << r) in seqs]
                    if tops:
                        four_seq.append((max(tops), m))
        first = True
        for m in four_flush:
            add(m, "Drawing to four of a suit for a flush, take one card; it is seldom advisable to draw "
                   "for a flush when more than one card is needed.", "pp. 11–12", first)
            first = False
        for _, m in sorted(four_seq, reverse=True)[:1]:
            add(m, "Drawing to four cards of a sequence, take the one card needed; it is seldom advisable "
                   "when more than one is needed.", "pp. 11–12", first)
            first = False
        order = sorted(range(5), key=lambda i: ranks[i], reverse=True)
        add(1 << order[0], "Without a pair (one ought seldom to be in), discard four and draw to the highest card.",
            "p. 12", first)
        add((1 << order[0]) | (1 << order[1]), "… or discard three and draw to the two highest.", "p. 12", False)
        add(0, "… or throw away the whole hand and draw five.", "p. 12", False)
        add(31, "… or look content and serious, stand pat and bet high (a bluff).", "p. 12", False)
    return out


# -- dealt frequencies ----------------------------------------------------------------------
@cache
def dealt_counts(ranking: str = "schenck", ace: str = "high-or-low") -> dict[str, int]:
    """How many of the 2,598,960 five-card hands fall in each class of ``ranking``."""
    return merged(hold_counts((), frozenset(range(52)), ace), ranking)


def dealt_total(ranking: str = "schenck", ace: str = "high-or-low") -> int:
    """How many five-card hands can be dealt (2,598,960): the counts of ``dealt_counts`` summed over the classes."""
    return sum(dealt_counts(ranking, ace).values())


def finishing_at_least(hold: dict, ranking: str, cls: str) -> int:
    """How many of a hold's draws (one of ``analyse_hand``'s ``holds``) finish with ``cls`` or a better class of
    ``ranking``."""
    ladder = RANKINGS[ranking]
    return sum(hold["counts"][c] for c in ladder[: ladder.index(cls) + 1])


def dealt_table() -> list[dict]:
    rows = []
    for ranking in RANKINGS:
        for ace in ACE_RULES:
            c = dealt_counts(ranking, ace)
            rows.append({"ranking": ranking, "ace": ace, "counts": c, "total": sum(c.values())})
    return rows


# -- the chance of being beaten ---------------------------------------------------------------
@cache
def _value_arrays(ranking: str, ace: str):
    """For every 5-rank multiset: its plain value; for distinct ones also the flush value."""
    t = tables(ranking, ace)
    m = _multisets(5)
    primes = np.array([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41], dtype=np.int64)
    keys = (primes[None, :] ** m).prod(axis=1)
    plain = np.array([t.plain[int(k)] for k in keys], dtype=np.int64)
    distinct = m.max(axis=1) == 1
    flush = np.array([t.flush.get(int(k), -1) for k in keys], dtype=np.int64)
    masks = (m > 0).astype(np.int64) @ _BITS
    return m, plain, flush, distinct, masks


def one_opponent(value: int, unseen, ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    """Exact counts of the five-card hands from ``unseen`` that beat, tie and lose to ``value``."""
    m, plain, flush, distinct, masks = _value_arrays(ranking, ace)
    avail = np.zeros(13, dtype=np.int64)
    suit_avail = [0, 0, 0, 0]
    for c in unseen:
        avail[c >> 2] += 1
        suit_avail[c & 3] |= 1 << (c >> 2)
    ways = _CTAB[avail[None, :], m].prod(axis=1)
    fl_ways = np.zeros(len(m), dtype=np.int64)
    for s in range(4):
        fl_ways += distinct & ((masks & ~np.int64(suit_avail[s])) == 0)
    pl_ways = ways - fl_ways
    total = comb(len(unseen), 5)
    beat = int(pl_ways[plain > value].sum() + fl_ways[flush > value].sum())
    tie = int(pl_ways[plain == value].sum() + fl_ways[flush == value].sum())
    assert int(ways.sum()) == total
    return {"beat": beat, "tie": tie, "lose": total - beat - tie, "total": total}


@cache
def _sorted_tables(ranking: str, ace: str):
    t = tables(ranking, ace)
    pk = np.array(sorted(t.plain), dtype=np.int64)
    fk = np.array(sorted(t.flush), dtype=np.int64)
    return pk, np.array([t.plain[int(k)] for k in pk]), fk, np.array([t.flush[int(k)] for k in fk])


def evaluate_batch(cards: np.ndarray, ranking: str = "schenck", ace: str = "high-or-low") -> np.ndarray:
    """Values of many hands at once: ``cards`` is an int array (..., 5) of card indices."""
    pk, pv, fk, fv = _sorted_tables(ranking, ace)
    primes = np.asarray(RANK_PRIME, dtype=np.int64)[cards].prod(axis=-1)
    suits = np.bitwise_and.reduce(np.asarray(SUIT_BIT, dtype=np.int64)[cards], axis=-1)
    pval = pv[np.clip(np.searchsorted(pk, primes), 0, len(pk) - 1)]
    fval = fv[np.clip(np.searchsorted(fk, primes), 0, len(fk) - 1)]
    return np.where(suits != 0, fval, pval)


def beaten_by_any(value: int, unseen, opponents: int, trials: int = 20_000, seed: int = 0,
                  ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    """Simulated chance that at least one of ``opponents`` hands dealt from ``unseen`` beats ``value``."""
    from engine.core.rng import numpy_rng

    pool = np.array(sorted(unseen), dtype=np.int64)
    need = 5 * opponents
    if need > len(pool):
        raise ValueError("not enough unseen cards for that many hands")
    rng = numpy_rng(seed, "beaten", value, opponents)
    order = rng.random((trials, len(pool))).argsort(axis=1)[:, :need]
    hands = pool[order].reshape(trials, opponents, 5)
    vals = evaluate_batch(hands, ranking, ace)
    beaten = (vals > value).any(axis=1)
    return simulated(int(beaten.sum()), trials)


def unseen_by(hand, known=()) -> frozenset[int]:
    """The cards a player has not seen: all 52 but his ``hand`` and the ``known`` ones (his own discards)."""
    return frozenset(range(52)) - set(hand) - set(known)


def chance_beaten(hand, known=(), opponents: int = 1, ranking: str = "schenck", ace: str = "high-or-low",
                  trials: int = 20_000, seed: int = 1) -> tuple[dict, dict | None]:
    """The chance that ``hand`` (card indices) is beaten, the other hands dealt from the cards its holder has not
    seen (``known``: his discards): exact for one opponent (``one_opponent``), and simulated for ``opponents`` when
    more than one (``beaten_by_any``; else None)."""
    value = describe(hand, ranking, ace).value
    unseen = unseen_by(hand, known)
    exact = one_opponent(value, unseen, ranking, ace)
    sim = beaten_by_any(value, unseen, opponents, trials, seed, ranking, ace) if opponents > 1 else None
    return exact, sim


def read_the_draw(hand, known, draws, ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    """The chance that ``hand`` is beaten by at least one of the opponents who drew ``draws`` cards (0: stood pat),
    if each drew as Schenck advises (``beaten_given_draws``), from the cards its holder has not seen."""
    return beaten_given_draws(describe(hand, ranking, ace).value, unseen_by(hand, known), list(draws),
                              ranking=ranking, ace=ace)


# -- command line ------------------------------------------------------------------------------
def add_odds_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_mutually_exclusive_group()
    g.add_argument("--dealt", action="store_true",
                   help="how often each hand is dealt, out of 2,598,960, under every ranking")
    g.add_argument("--hand", type=arg_text(120), default=None,
                   help='five cards, e.g. "QS QH 7D 4C 2S": exact draws for all 32 holds')


def parse_hand(text: str) -> tuple[int, ...]:
    from engine.core.cards import parse_cards

    try:
        cards = parse_cards(text)
    except ValueError as exc:
        raise BadInput("--hand", str(exc)) from None
    if len(cards) != 5:
        raise BadInput("--hand", f"a hand has five cards; {text!r} has {len(cards)}")
    if len(set(cards)) != 5:
        raise BadInput("--hand", f"{text!r} names the same card twice")
    return tuple(c.index for c in cards)


def odds(args) -> dict:
    v = args.variant_obj
    ranking, ace = v.ranking, v.ace
    if args.hand is not None:
        hand = parse_hand(args.hand)
        start = time.perf_counter()
        a = analyse_hand(hand, ranking, ace)
        secs = time.perf_counter() - start
        holds = [{k: h[k] for k in ("keep", "discard", "draw", "total", "counts", "schenck")}
                 | {"improve": prob(Fraction(h["improve"], h["total"]))} for h in a["holds"]]
        lines = [f"{' '.join(a['hand'])}: {a['now']} (ranking {ranking}, ace {ace})", ""]
        head = "keep".ljust(16) + "draw" + "".join(c[:9].rjust(10) for c in RANKINGS[ranking]) + "   improve"
        lines.append(head)
        for h in sorted(a["holds"], key=lambda h: (h["draw"], h["keep"])):
            mark = {"recommended": "  ◀ Schenck", "his alternative": "  ◁ Schenck (alt.)"}.get(h["schenck"], "")
            lines.append(" ".join(h["keep"]).ljust(16) + str(h["draw"]).rjust(4)
                         + "".join(str(h["counts"][c]).rjust(10) for c in RANKINGS[ranking])
                         + percent(Fraction(h["improve"], h["total"])).rjust(10) + mark)
        lines.append(f"\n{sum(h['total'] for h in a['holds']):,} draws over 32 holds, counted in {secs * 1000:.1f} ms")
        return {"hand": a["hand"], "now": a["now"], "class_now": a["class_now"], "ranking": ranking, "ace": ace,
                "classes": list(RANKINGS[ranking]), "holds": holds,
                "draws": sum(h["total"] for h in a["holds"]), "text": "\n".join(lines)}
    rows = dealt_table()
    lines = ["How often each hand is dealt, out of 2,598,960:"]
    for r in rows:
        lines.append(f"\n{r['ranking']} (ace {r['ace']}):")
        for c, n in r["counts"].items():
            lines.append(f"  {CLASS_NAME[c]:15} {n:>9,}  {percent(Fraction(n, r['total']), 4):>9}")
    return {"total": comb(52, 5), "rankings": [
        {**r, "probabilities": {c: prob(Fraction(n, r["total"])) for c, n in r["counts"].items()}} for r in rows],
        "text": "\n".join(lines)}


# -- reading the draw: opponents who drew as Schenck advises ---------------------------------------------
_POPCOUNT = np.array([bin(i).count("1") for i in range(1 << 13)], dtype=np.int64)

def schenck_keep_batch(hands: np.ndarray, ranking: str = "schenck", ace: str = "high-or-low"):
    """For many dealt hands (N, 5) at once: which cards Schenck's first advice keeps (N, 5 bool) and
    how many cards that draws (N,). Agrees with :func:`schenck_advice` (checked in the tests)."""
    from engine.games.draw_poker.hands import BASE

    hands = np.asarray(hands, dtype=np.int64)
    ranks, suits = hands >> 2, hands & 3
    ladder = RANKINGS[ranking]
    cls = (len(ladder) - 1) - evaluate_batch(hands, ranking, ace) // BASE      # index into the ladder
    name = np.array(ladder)[cls]
    same_rank = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    same_suit = (suits[:, :, None] == suits[:, None, :]).sum(axis=2)
    keep = np.zeros(hands.shape, dtype=bool)
    pat = np.isin(name, [SF, FULL, FLUSH, SEQ])
    keep[pat] = True
    for c, n in ((FOURS, 4), (THREES, 3), (TWO_PAIRS, 2), (PAIR, 2)):
        rows = name == c
        keep[rows] = same_rank[rows] == n
    high = name == HIGH
    flush4 = high & (same_suit.max(axis=1) == 4)
    keep[flush4] = same_suit[flush4] == 4
    rest = high & ~flush4
    if SEQ in ladder:
        handmask = np.bitwise_or.reduce(np.left_shift(1, ranks), axis=1)
        seqs = sorted(sequence_masks(ace).items(), key=lambda kv: kv[1])      # lowest top first
        chosen = np.zeros(len(hands), dtype=np.int64)
        for mask, _top in seqs:                                               # the highest top wins
            hit = rest & (_POPCOUNT[handmask & mask] == 4)
            chosen[hit] = mask
        seq4 = chosen != 0
        keep[seq4] = ((np.left_shift(1, ranks[seq4]) & chosen[seq4, None]) != 0)
        rest = rest & ~seq4
    top = ranks.argmax(axis=1)
    keep[rest, top[rest]] = True
    return keep, 5 - keep.sum(axis=1)


def beaten_given_draws(value: int, unseen, draws: list[int], trials: int = 4_000, seed: int = 0,
                       ranking: str = "schenck", ace: str = "high-or-low", batch: int = 20_000,
                       max_batches: int = 8) -> dict:
    """Simulated chance that at least one opponent beats ``value``, if each dealt hand was drawn to as
    Schenck advises and drew the number of cards he was seen to draw (``draws``, one per opponent).

    Deals of the unseen cards are kept only when every opponent's advised draw matches what he drew
    (rejection sampling); ``trials`` accepted deals are the aim, ``batch * max_batches`` the most tried."""
    from engine.core.rng import numpy_rng

    pool = np.array(sorted(unseen), dtype=np.int64)
    opp = len(draws)
    need = 5 * opp + sum(draws)
    if need > len(pool):
        raise ValueError("not enough unseen cards for those hands and draws")
    rng = numpy_rng(seed, "draws", value, *draws)
    offsets = np.cumsum([0, *draws])
    beaten = accepted = tried = 0
    for _ in range(max_batches):
        order = rng.random((batch, len(pool))).argsort(axis=1)[:, :need]
        cards = pool[order]
        dealt = cards[:, : 5 * opp].reshape(batch, opp, 5)
        keep, d = schenck_keep_batch(dealt.reshape(-1, 5), ranking, ace)
        keep, d = keep.reshape(batch, opp, 5), d.reshape(batch, opp)
        ok = (d == np.array(draws)[None, :]).all(axis=1)
        tried += batch
        if ok.any():
            dealt, keep, cards = dealt[ok], keep[ok], cards[ok]
            first = np.argsort(~keep, axis=2, kind="stable")          # kept cards first
            final = np.take_along_axis(dealt, first, axis=2)
            for j, k in enumerate(draws):
                if k:
                    start = 5 * opp + offsets[j]
                    final[:, j, 5 - k:] = cards[:, start:start + k]
            vals = evaluate_batch(final, ranking, ace)
            beaten += int((vals > value).any(axis=1).sum())
            accepted += int(ok.sum())
        if accepted >= trials:
            break
    if not accepted:
        return {"p": None, "se": None, "trials": 0, "tried": tried}
    return simulated(beaten, accepted) | {"tried": tried}


def simulated(beaten: int, trials: int) -> dict:
    """A simulated chance: the 95% interval (low, high, its text) is Wilson's, which stays honest when no trial or
    every trial is beaten; ``se`` is the plain standard error, kept for checks against exact figures."""
    s = share(beaten, trials)
    return {"p": s.p, "se": (s.p * (1 - s.p) / trials) ** 0.5, "low": s.low, "high": s.high,
            "margin_95": s.margin, "text": s.text(), "trials": trials}
