"""Chuck-a-Luck odds: exact over the 216 equally likely throws; payday by vectorised simulation.

Everything here is pure (no Streamlit); the page and the command line share it.

* ``bet_rows(v)``: for every bet on the layout, each paying outcome with its ways out of 216, the chance
  of losing, and the house edge, all as exact fractions.
* ``distribution(bets, v)``: the exact distribution of one throw's net result for any combination of
  bets (a dict spot -> stake in cents), its expectation and the combined house edge.
* ``payday_simulation(...)``: N soldiers each making the same bets for T throws (numpy, vectorised),
  and ``payday_exact(...)``: the same payday computed exactly by dynamic programming over purses.

Money is integer cents. A bet's "multiplier" on a throw is -1 if it loses and k if it is paid k to 1.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

import numpy as np

from engine.core import inputs
from engine.core.errors import BadInput, IllegalAction
from engine.core.inputs import arg_int, arg_text
from engine.core.rng import numpy_rng
from engine.core.variant import variant_to_dict
from engine.games.chuck_a_luck import (
    GAME,
    SPOT_INDEX,
    SPOTS,
    TABLE_LABELS,
    THROWS,
    TOTALS_TABLES,
    ChuckVariant,
    check_on_cloth,
    dollars,
    money,
    parse_spot,
    parse_stake,
    pay_vectors,
    spot_name,
    spot_pays,
)
from engine.odds import percent, prob
from engine.odds.interval import mean_error

N_THROWS = len(THROWS)  # 216


# -- per-bet figures ---------------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def mult_matrix(v: ChuckVariant) -> np.ndarray:
    """Multiplier of every spot (rows, in SPOTS order) on every throw (columns, in THROWS order)."""
    vecs = pay_vectors(v)
    m = np.array([vecs[s] for s in SPOTS], dtype=np.int64)
    m.setflags(write=False)
    return m


def throws_of(p: Fraction) -> int:
    """A chance over the 216 equally likely throws, as its number of throws (17/216 -> 17, 1/36 -> 6)."""
    ways = p * N_THROWS
    if ways.denominator != 1:
        raise ValueError(f"{p} is not a whole number of the {N_THROWS} throws")
    return int(ways)


def house_edge(spot: str, v: ChuckVariant) -> Fraction:
    """The bank's expected gain per unit staked on ``spot``: -(expected multiplier)."""
    return Fraction(-sum(pay_vectors(v)[spot]), N_THROWS)


def returned_per_216(spot: str, v: ChuckVariant) -> int:
    """Of 216 units staked, one on each throw, how many the bank hands back (stakes and winnings)."""
    return sum(m + 1 for m in pay_vectors(v)[spot] if m > 0)


def _outcome_label(spot: str, m: int, v: ChuckVariant) -> str:
    if spot.startswith("single:"):
        n = spot[7:]
        if m == v.single_triple_pays and m != 1 and m != 2:
            return f"all three dice show {n}"
        return {1: f"one die shows {n}", 2: f"two dice show {n}"}[m]
    if spot == "raffle":
        return "any triple (three alike)"
    if spot.startswith("total:"):
        return f"the dice total {spot[6:]}"
    return {"high": "a total of 11–17, not a triple", "low": "a total of 4–10, not a triple",
            "odd": "an odd total, not a triple", "even": "an even total, not a triple"}[spot]


def bet_row(spot: str, v: ChuckVariant) -> dict:
    vec = pay_vectors(v)[spot]
    counts = Counter(vec)
    outcomes = [{"outcome": _outcome_label(spot, m, v), "ways": counts[m], "pays": f"{m} to 1",
                 "multiplier": m, "probability": Fraction(counts[m], N_THROWS)}
                for m in sorted(counts) if m > 0]
    win = sum(o["ways"] for o in outcomes)
    fair = Fraction(N_THROWS - win, win)  # fair odds "to 1" for a bet paying one price
    return {"spot": spot, "name": spot_name(spot), "pays": spot_pays(spot, v), "outcomes": outcomes,
            "win": Fraction(win, N_THROWS), "lose": Fraction(counts[-1], N_THROWS),
            "fair_odds": fair if len(outcomes) == 1 else None,
            "house_edge": house_edge(spot, v), "returned_per_216": returned_per_216(spot, v)}


def bet_rows(v: ChuckVariant) -> list[dict]:
    """Every bet the layout offers (Sweat's cloth: the six numbers only)."""
    return [bet_row(s, v) for s in v.spots]


def edge_summary(v: ChuckVariant) -> list[tuple[str, Fraction]]:
    """Every distinct bet the layout offers (totals paired, 4 with 17 and so on) and its house edge, best first."""
    groups = [("Single number (1–6)", "single:1"), ("Raffle (any triple)", "raffle")]
    groups += [(f"Total {t} or {21 - t}", f"total:{t}") for t in range(4, 11)]
    groups += [("High or low", "high"), ("Odd or even", "odd")]
    return sorted(((label, house_edge(spot, v)) for label, spot in groups if spot in v.spots), key=lambda r: r[1])


def bets_on_cloth(bets: dict[str, int], v: ChuckVariant) -> dict[str, int]:
    """The command line's --bets, each on a square this layout has (else its refusal, as the table gives it)."""
    for spot in bets:
        try:
            check_on_cloth(spot, v)
        except IllegalAction as exc:
            raise BadInput("--bets", exc.reason) from None
    return bets


def single_number(v: ChuckVariant | None = None, number: int = 5) -> dict:
    """A single number's payment by how many of the three dice show it (one, two, all three, none), as the
    lesson's table counts it out: ``rows``, each with ``dice`` (how many show it), ``ways`` (throws of 216),
    ``pays`` (to 1; None when lost), ``back`` (what one unit staked brings back each time, stake and winnings)
    and ``total`` (ways × back); over all 216 throws, one unit on each, what comes ``back`` and what the bank
    ``keeps``."""
    v = v or ChuckVariant()
    ways = Counter((d.count(number), m) for d, m in zip(THROWS, pay_vectors(v)[f"single:{number}"], strict=True))
    rows = []
    for (k, m), n in sorted(ways.items(), key=lambda kv: (kv[0][0] == 0, kv[0][0])):   # one, two, three, none
        back = m + 1 if m > 0 else 0
        rows.append({"dice": k, "ways": n, "pays": m if m > 0 else None, "back": back, "total": n * back})
    back = sum(r["total"] for r in rows)
    return {"rows": rows, "back": back, "keeps": N_THROWS - back}


def lesson_figures(v: ChuckVariant | None = None) -> dict:
    """The figures the lesson explains, each counted over the 216 throws (so no page restates one by hand).

    ``single_back``: what 216 units on a number, one per throw, bring back; ``single_ways``: (times the
    number shows on 1, 2, 3 dice and on none); ``cover_six_gain``: what the bank keeps in 216 throws from
    one unit on each of the six numbers, and its worst throw for the bank (``cover_six_bank_worst``);
    ``high_wins``/``high_loses``: throws out of 216; the totals' edges on every pay table."""
    v = v or ChuckVariant()
    single = pay_vectors(v)["single:5"]
    ways = Counter(single)
    six = net_vector({f"single:{n}": 1 for n in range(1, 7)}, v)
    high = pay_vectors(v)["high"]
    totals = {name: [house_edge(f"total:{t}", replace(v, totals_table=name)) for t in range(4, 18)]
              for name in TOTALS_TABLES}
    edges = [e for _, e in edge_summary(replace(v, layout="full"))]   # the lesson compares every bet of the layout
    others = [e for e in edges if e > edges[0]]
    return {
        "single_edge": house_edge("single:5", v), "single_back": returned_per_216("single:5", v),
        "single_win": Fraction(sum(1 for m in single if m > 0), N_THROWS),
        "single_ways": {k: ways.get(m, 0) for k, m in ((1, 1), (2, 2), (3, v.single_triple_pays), (0, -1))},
        "raffle_edge": house_edge("raffle", v),
        "high_edge": house_edge("high", v), "high_wins": sum(1 for m in high if m > 0),
        "high_loses": sum(1 for m in high if m < 0), "triples": sum(1 for t in THROWS if t[0] == t[1] == t[2]),
        "cover_six_gain": -int(six.sum()), "cover_six_bank_worst": -int(six.max()),
        "totals_edges": {name: (min(es), max(es)) for name, es in totals.items()},
        "totals_pays": {name: [TOTALS_TABLES[name][t] for t in range(4, 11)] for name in TOTALS_TABLES},
        # how many times the best bets' edge every other bet gives the bank (lowest, highest)
        "edge_ratio": (min(others) / edges[0], max(others) / edges[0]) if others else None,
    }


# -- any combination of bets ------------------------------------------------------------------------------

def _stakes(bets: dict[str, int]) -> np.ndarray:
    stakes = np.zeros(len(SPOTS), dtype=np.int64)
    for spot, cents in bets.items():
        stakes[SPOT_INDEX[spot]] += int(cents)
    return stakes


def net_vector(bets: dict[str, int], v: ChuckVariant) -> np.ndarray:
    """Net result in cents of these bets on each of the 216 throws."""
    return _stakes(bets) @ mult_matrix(v)


def distribution(bets: dict[str, int], v: ChuckVariant) -> dict:
    """Exact distribution of one throw's net result (cents) for a combination of bets."""
    staked = int(sum(bets.values()))
    net = net_vector(bets, v)
    values, counts = np.unique(net, return_counts=True)
    rows = [(int(x), Fraction(int(c), N_THROWS)) for x, c in zip(values, counts, strict=True)]
    ev = Fraction(int(net.sum()), N_THROWS)
    return {"staked": staked, "rows": rows, "expected": ev,
            "edge": (-ev / staked) if staked else Fraction(0),
            "p_ahead": sum((p for x, p in rows if x > 0), Fraction(0)),
            "p_even": sum((p for x, p in rows if x == 0), Fraction(0)),
            "p_behind": sum((p for x, p in rows if x < 0), Fraction(0))}


MAX_STAKE_CENTS = 1_000_000      # $10,000 on one spot: far above any purse, far below any overflow
MAX_BETS = 60                    # more spots than the layout has
MAX_PURSE_CENTS = 100_000_000    # $1,000,000


def parse_bets(text: str) -> dict[str, int]:
    """'single:5=0.25,high=1.00' -> {'single:5': 25, 'high': 100} (validated).

    Stakes are integer cents, each at most MAX_STAKE_CENTS and at most MAX_BETS bets: the largest
    payout (a triple on every spot at 180 for 1) stays below 2**40 cents, so no sum in int64 can wrap."""
    inputs.text(text, "--bets", 500, r"[\x20-\x7e]*", "bets in plain letters and digits, like high=0.25")
    bets: dict[str, int] = {}
    for part in (p for p in text.replace(";", ",").split(",") if p.strip()):
        if "=" not in part:
            raise BadInput("--bets", f"write each bet as spot=stake, like high=0.25 (not {inputs.shorten(part.strip())})")
        spot_text, stake_text = part.split("=", 1)
        try:
            spot, cents = parse_spot(spot_text), parse_stake(stake_text)
        except IllegalAction as exc:
            raise BadInput("--bets", exc.reason) from None
        if cents <= 0:
            raise BadInput("--bets", f"a stake must be at least 1¢ (not {inputs.shorten(stake_text.strip())})")
        bets[spot] = bets.get(spot, 0) + cents
        if bets[spot] > MAX_STAKE_CENTS:
            raise BadInput("--bets", f"the stake on {spot} is more than ${MAX_STAKE_CENTS / 100:,.2f} "
                                     f"(a stake is from $0.01 to ${MAX_STAKE_CENTS / 100:,.2f} a spot)")
        if len(bets) > MAX_BETS:
            raise BadInput("--bets", f"at most {MAX_BETS} bets")
    if not bets:
        raise BadInput("--bets", "name at least one bet, like high=0.25")
    return bets


# -- payday in camp -----------------------------------------------------------------------------------------

def payday_simulation(bets: dict[str, int], purse: int, soldiers: int, throws: int, seed: int,
                      v: ChuckVariant) -> dict:
    """N soldiers each put the same bets down for T throws, stopping when they cannot cover them.

    Throws are drawn as indices 0..215 into ``THROWS`` (each ordered throw of three fair dice is
    equally likely, so this is the same as throwing three dice). Returns the final purses and figures."""
    stake = int(sum(bets.values()))
    net = net_vector(bets, v)
    rng = numpy_rng(seed, "payday", soldiers, throws)
    purses = np.full(soldiers, purse, dtype=np.int64)
    draws = rng.integers(0, N_THROWS, size=(throws, soldiers), dtype=np.uint8)
    played = 0
    for t in range(throws):
        active = purses >= stake
        n_active = int(np.count_nonzero(active))
        if n_active == 0:
            break
        played += n_active
        purses += np.where(active, net[draws[t]], 0)
    broke = purses < stake
    mean, se = mean_error(purses)   # one soldier has no spread to measure: no standard error (None), never zero
    return {"finals": purses, "soldiers": soldiers, "throws": throws, "throws_played": played,
            "mean": mean, "std": float(purses.std(ddof=1)) if soldiers > 1 else 0.0,
            "stderr_mean": None if math.isinf(se) else se,
            "share_broke": float(broke.mean()), "share_ahead": float((purses > purse).mean())}


def expected_if_never_broke(bets: dict[str, int], purse: int, throws: int, v: ChuckVariant) -> Fraction:
    """The expected final purse (cents, exact) of a soldier making these bets for ``throws`` throws were he never
    stopped by an empty purse: the purse plus the throws times one throw's expected result."""
    return purse + throws * Fraction(int(net_vector(bets, v).sum()), N_THROWS)


def payday_exact(bets: dict[str, int], purse: int, throws: int, v: ChuckVariant,
                 max_work: float = 4e7) -> dict | None:
    """The same payday exactly, over all 216**T sequences of throws, by dynamic programming on the purse.

    Returns the expected final purse, the chance of going broke and of finishing ahead (floats, exact
    to rounding), the whole distribution of final purses (``purses``, ``probabilities``, on a lattice of
    ``step`` cents), or None when the purse range is too large to do quickly."""
    stake = int(sum(bets.values()))
    net = net_vector(bets, v)
    values, counts = np.unique(net, return_counts=True)
    g = int(np.gcd.reduce(np.abs(np.append(values[values != 0], stake)))) or 1
    base = purse % g
    top = purse + throws * max(int(values.max()), 0)
    size = (top - base) // g + 1
    if size * len(values) * throws > max_work:
        return None
    dist = np.zeros(size)
    dist[(purse - base) // g] = 1.0
    first_active = -((base - stake) // g)  # smallest index whose purse >= stake
    shifts = [(int(x) // g, c / N_THROWS) for x, c in zip(values, counts, strict=True)]
    for _ in range(throws):
        active = dist.copy()
        active[:first_active] = 0.0
        new = dist - active
        for shift, p in shifts:
            if shift >= 0:
                new[shift:] += p * active[:size - shift]
            else:
                new[:shift] += p * active[-shift:]
        dist = new
    purses = base + g * np.arange(size)
    seen = dist > 1e-15
    return {"expected": float(dist @ purses), "p_broke": float(dist[purses < stake].sum()),
            "p_ahead": float(dist[purses > purse].sum()),
            "expected_if_never_broke": expected_if_never_broke(bets, purse, throws, v),
            "purses": purses[seen], "probabilities": dist[seen], "step": g}


# -- command line ------------------------------------------------------------------------------------------

def _variant_name(v: ChuckVariant) -> str:
    return GAME.preset_name(v) or "custom"


def add_odds_arguments(p) -> None:
    p.add_argument("--bets", type=arg_text(500), default=None,
                   help="a combination of bets for the exact distribution of one throw, e.g. 'single:5=0.25,high=1'")


def odds(args) -> dict:
    v = args.variant_obj
    rows = bet_rows(v)
    data = {"game": GAME.slug, "rule_set": _variant_name(v), "variant": variant_to_dict(v),
            "totals_table": {"key": v.totals_table, "label": TABLE_LABELS[v.totals_table]},
            "throws": N_THROWS, "bets": []}
    layout = TABLE_LABELS[v.totals_table] if v.layout == "full" else "Sweat's cloth: the six numbers only"
    lines = [f"Chuck-a-Luck — every bet over the 216 equally likely throws ({layout})", ""]
    for r in rows:
        data["bets"].append({
            "spot": r["spot"], "name": r["name"], "pays": r["pays"],
            "outcomes": [{"outcome": o["outcome"], "ways": o["ways"], "pays": o["pays"],
                          "probability": prob(o["probability"])} for o in r["outcomes"]],
            "win": prob(r["win"]), "lose": prob(r["lose"]), "house_edge": prob(r["house_edge"]),
            "returned_per_216": r["returned_per_216"]})
        outs = "; ".join(f"{o['outcome']} {o['ways']}/216 pays {o['pays']}" for o in r["outcomes"])
        lines.append(f"{r['spot']:9} {r['name']:24} edge {r['house_edge']} = {percent(r['house_edge'])}"
                     f"   (216 staked -> {r['returned_per_216']} back; {outs})")
    if getattr(args, "bets", None):
        bets = bets_on_cloth(parse_bets(args.bets), v)
        d = distribution(bets, v)
        data["combination"] = {
            "bets": {s: dollars(c) for s, c in bets.items()}, "staked_cents": d["staked"],
            "net_cents": [{"net": x, "probability": prob(p)} for x, p in d["rows"]],
            "expected_cents": prob(d["expected"]), "house_edge": prob(d["edge"]),
            "p_ahead": prob(d["p_ahead"]), "p_even": prob(d["p_even"]), "p_behind": prob(d["p_behind"])}
        lines += ["", f"These bets together ({money(d['staked'])} staked): expected {float(d['expected']):+.4f}¢ "
                      f"a throw = {d['expected']}¢; edge {d['edge']} = {percent(d['edge'])}"]
        lines += [f"  net {money(x):>9}: {p} ({percent(p)})" for x, p in d["rows"]]
    data["text"] = "\n".join(lines)
    return data


def add_simulate_arguments(p) -> None:
    p.add_argument("--soldiers", type=arg_int(1, 2_000_000), default=10_000,
                   help="how many soldiers draw their pay (default 10,000)")
    p.add_argument("--throws", type=arg_int(1, 1000), default=20, help="throws each soldier bets on (default 20)")
    p.add_argument("--purse", type=arg_text(20), default=None,
                   help="each soldier's purse in dollars (default: the rule set's, $13.00)")
    p.add_argument("--bets", type=arg_text(500), default=None,
                   help="the bets each soldier makes every throw (default high=0.25; on Sweat's cloth of numbers "
                        "only, single:5=0.25)")


def simulate(args) -> dict:
    v = args.variant_obj
    if not 1 <= args.soldiers <= 2_000_000:
        raise BadInput("--soldiers", "must be from 1 to 2,000,000")
    if not 1 <= args.throws <= 1000:
        raise BadInput("--throws", "must be from 1 to 1,000")
    if args.soldiers * args.throws > 50_000_000:
        raise BadInput("--soldiers", "soldiers × throws must be at most 50,000,000")
    default = "high=0.25" if "high" in v.spots else "single:5=0.25"
    bets = bets_on_cloth(parse_bets(args.bets or default), v)
    try:
        purse = v.purse_cents if args.purse is None else parse_stake(args.purse)
    except IllegalAction as exc:
        raise BadInput("--purse", exc.reason) from None
    if not 0 < purse <= MAX_PURSE_CENTS:
        raise BadInput("--purse", f"must be from $0.01 to ${MAX_PURSE_CENTS / 100:,.2f}")
    start = time.perf_counter()
    sim = payday_simulation(bets, purse, args.soldiers, args.throws, args.seed, v)
    sim_seconds = time.perf_counter() - start
    exact = payday_exact(bets, purse, args.throws, v)
    finals = sim.pop("finals")
    q = {f"p{k}": int(np.percentile(finals, k)) for k in (5, 25, 50, 75, 95)}
    stderr = sim["stderr_mean"]
    data = {"rule_set": _variant_name(v), "bets": {s: dollars(c) for s, c in bets.items()}, "purse_cents": purse,
            **sim, "percentiles_cents": q, "simulation_seconds": round(sim_seconds, 4),
            "exact": None if exact is None else {
                "expected_final_cents": exact["expected"], "p_broke": exact["p_broke"],
                "p_ahead": exact["p_ahead"],
                "expected_if_never_broke_cents": prob(exact["expected_if_never_broke"])}}
    lines = [f"Payday in camp: {sim['soldiers']:,} soldiers, {money(purse)} each, {sim['throws']} throws of "
             f"{', '.join(f'{dollars(c)} on {s}' for s, c in bets.items())} ({sim['throws_played']:,} throws played "
             f"in {sim_seconds:.3f} s)",
             f"  simulated mean final purse {money(round(sim['mean']))} "
             f"({'one soldier: no standard error' if stderr is None else f'± {stderr:.1f}¢ standard error'}), "
             f"{sim['share_broke']:.1%} went broke, {sim['share_ahead']:.1%} came out ahead",
             "  percentiles: " + ", ".join(f"{k} {money(c)}" for k, c in q.items())]
    if exact is not None:
        lines.append(f"  exact: mean final purse {exact['expected']:.2f}¢, broke {exact['p_broke']:.2%}, "
                     f"ahead {exact['p_ahead']:.2%}")
    data["text"] = "\n".join(lines)
    return data


# -- figures for ``bench`` and benchmarks/chuck_a_luck.py -------------------------------------------------

def bench_figures(v: ChuckVariant | None = None, repeats: int = 200) -> dict:
    v = v or ChuckVariant()
    bets = {"single:5": 25, "raffle": 5, "total:10": 10, "high": 100, "odd": 25, "single:2": 10}
    distribution(bets, v)  # warm the caches
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        distribution(bets, v)
        times.append(time.perf_counter() - t0)
    times.sort()
    t0 = time.perf_counter()
    sim = payday_simulation({"high": 25}, 1300, 50_000, 20, 1, v)
    sim_s = time.perf_counter() - t0
    return {"exact_odds_6_bets_ms_median": round(1000 * times[len(times) // 2], 3),
            "exact_odds_6_bets_ms_max": round(1000 * times[-1], 3),
            "simulation_throws": sim["throws_played"], "simulation_seconds": round(sim_s, 4)}
