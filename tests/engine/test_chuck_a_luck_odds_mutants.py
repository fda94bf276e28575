"""Chuck-a-Luck's odds at their edges: the figures and refusals the mutation run (tests/audit/mutation.py) found
untested. Each figure is counted here over the dice (``brute_net``, written from the rules, not the engine) or
follows from a stated bound; the boundaries are the ones the command line's help and messages state."""

from __future__ import annotations

import re
import time
from argparse import Namespace
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from engine.cli import Parser
from engine.core.errors import BadInput
from engine.games.chuck_a_luck import ChuckVariant
from engine.odds import chuck_a_luck as O
from tests.engine.test_chuck_a_luck_odds import DICE, brute_net

DEFAULT = ChuckVariant()
SWEAT = ChuckVariant(layout="numbers")


def test_the_cached_multiplier_matrix_cannot_be_written_through():
    """Every caller shares one cached matrix: a write would change the odds for all of them."""
    with pytest.raises(ValueError):
        O.mult_matrix(DEFAULT)[0, 0] = 99


def test_a_one_cent_win_counts_as_ahead():
    """High at 1¢: +1¢ on the 105 high throws that are not triples (counted over the dice)."""
    d = O.distribution({"high": 1}, DEFAULT)
    ahead = sum(1 for t in DICE if brute_net({"high": 1}, t) > 0)
    assert ahead == 105 and d["p_ahead"] == Fraction(105, 216)


def test_a_bet_paying_one_price_has_fair_odds_and_a_single_number_has_none():
    assert O.bet_row("high", DEFAULT)["fair_odds"] == Fraction(111, 105)
    assert O.bet_row("single:5", DEFAULT)["fair_odds"] is None   # it pays 1, 2 or 3 to 1


def test_covering_six_numbers_at_ten_for_a_triple_the_bank_loses_five_on_its_worst_throw():
    """One unit on each number, a triple paying 10: the triple's number wins 10, the other five lose 1 each."""
    v = ChuckVariant(single_triple_pays=10)
    worst = min(-sum(10 if t.count(n) == 3 else (t.count(n) or -1) for n in range(1, 7)) for t in DICE)
    assert worst == -5 and O.lesson_figures(v)["cover_six_bank_worst"] == -5
    assert O.lesson_figures(DEFAULT)["cover_six_bank_worst"] == 0   # at 3 for a triple it never loses


# -- payday, exactly -----------------------------------------------------------------------------------------------

def brute_payday(bets: dict[str, int], purse: int, throws: int) -> Counter:
    """Final purses over every sequence of throws, one soldier betting only while he can cover his bets."""
    stake = sum(bets.values())
    nets = Counter(brute_net(bets, t) for t in DICE)
    finals = Counter({purse: 1})
    for _ in range(throws):
        nxt = Counter()
        for p, w in finals.items():
            if p < stake:
                nxt[p] += w * 216
            else:
                for x, c in nets.items():
                    nxt[p + x] += w * c
        finals = nxt
    return finals


@pytest.mark.parametrize("bets,purse", [({"high": 25, "low": 25}, 60), ({"high": 25}, 50), ({"odd": 20}, 35),
                                        ({"single:1": 1, "total:4": 1}, 5)])
def test_payday_exact_against_every_sequence_of_three_throws(bets, purse):
    """Bets that break even on most throws (a net of 0), a purse off the bets' lattice, a purse left exactly at
    the stake (not broke: he can still bet), and a win of 1¢ where every other result is even (the step is 1¢)."""
    finals = brute_payday(bets, purse, 3)
    total = 216 ** 3
    stake = sum(bets.values())
    exact = O.payday_exact(bets, purse, 3, DEFAULT)
    assert exact["expected"] == pytest.approx(sum(p * c for p, c in finals.items()) / total, abs=1e-9)
    assert exact["p_broke"] == pytest.approx(sum(c for p, c in finals.items() if p < stake) / total, abs=1e-12)
    assert exact["p_ahead"] == pytest.approx(sum(c for p, c in finals.items() if p > purse) / total, abs=1e-12)
    got = dict(zip(exact["purses"].tolist(), exact["probabilities"].tolist(), strict=True))
    assert set(got) == set(finals)
    # the lattice: every final purse is the purse plus a multiple of the step, the largest step that is so
    diffs = [abs(p - purse) for p in finals] + [stake]
    assert exact["step"] == np.gcd.reduce(diffs)


def test_payday_exact_works_up_to_its_stated_limit_and_declines_just_above():
    """2¢ on high for 1,000 throws: 2 net values × 1,000 throws × the purses from the start to 2,000¢ above it,
    on a 2¢ lattice: 20,000 purses from 37,999¢ is exactly the limit of 4e7 steps; 20,001 from 38,001¢ is over."""
    at = O.payday_exact({"high": 2}, 37_999, 1000, DEFAULT)
    assert at is not None and at["p_broke"] == 0    # 2,000¢ is the most he can lose: never broke
    assert at["expected"] == pytest.approx(37_999 - 1000 * 2 / 36, abs=1e-6)
    assert O.payday_exact({"high": 2}, 38_001, 1000, DEFAULT) is None
    # 1¢ on high and 1¢ on low never gain (even, or both lost on a triple): the purses only fall, 20,000 of them
    # on a 2¢ lattice from 39,998¢ down, at the limit again
    hedge = O.payday_exact({"high": 1, "low": 1}, 39_998, 1000, DEFAULT)
    assert hedge is not None and hedge["expected"] == pytest.approx(39_998 - 1000 * 2 * 6 / 216, abs=1e-6)
    # no bet at all: the purse never moves, one net value on a 1¢ lattice, purse + 1 purses: 754,716 × 53 throws is
    # under the limit and is worked; 754,717 × 53 is 40,000,001 steps, just over it (53 × 754,717 is the only way
    # to make that count), declined
    assert O.payday_exact({}, 754_715, 53, DEFAULT)["expected"] == 754_715
    assert O.payday_exact({}, 754_716, 53, DEFAULT) is None


# -- payday, simulated -----------------------------------------------------------------------------------------------

def test_payday_simulation_by_its_seed_and_with_one_soldier():
    a = O.payday_simulation({"high": 25}, 500, 300, 30, 1, DEFAULT)
    b = O.payday_simulation({"high": 25}, 500, 300, 30, 2, DEFAULT)
    assert not np.array_equal(a["finals"], b["finals"])   # the seed is what draws the throws
    one = O.payday_simulation({"high": 25}, 100_000, 1, 5, 1, DEFAULT)
    assert one["throws_played"] == 5                        # a lone soldier with money plays every throw
    assert one["std"] == 0.0 and one["stderr_mean"] is None  # one soldier: no spread to measure
    # two soldiers who ended apart (the seed that gives it depends on the secret: take the first)
    two = next(t for t in (O.payday_simulation({"high": 25}, 100_000, 2, 5, s, DEFAULT) for s in range(50))
               if t["finals"][0] != t["finals"][1])
    assert two["std"] == float(np.std(two["finals"], ddof=1)) > 0


def test_payday_simulation_when_every_soldier_goes_broke():
    """A cent on the raffle with a cent in the purse: broke at once unless a triple comes."""
    sim = O.payday_simulation({"raffle": 1}, 1, 200, 500, 4, DEFAULT)
    assert sim["share_broke"] == 1.0 and sim["throws_played"] < 200 * 500
    assert set(sim["finals"].tolist()) == {0}   # a broke soldier's purse stays as it was


def test_a_soldier_left_with_exactly_his_stake_is_not_broke_and_one_back_where_he_began_is_not_ahead():
    sim = O.payday_simulation({"high": 25}, 50, 2000, 1, 5, DEFAULT)
    assert set(sim["finals"].tolist()) == {25, 75}
    assert sim["share_broke"] == 0.0
    sim2 = O.payday_simulation({"high": 25}, 50, 2000, 2, 5, DEFAULT)
    even = float(np.mean(sim2["finals"] == 50))
    assert even > 0.3 and sim2["share_ahead"] == float(np.mean(sim2["finals"] > 50))
    assert all(f % 25 == 0 for f in sim2["finals"].tolist())


def test_the_bench_figures_one_timing_is_its_own_median_and_maximum():
    start = time.perf_counter()
    b = O.bench_figures(DEFAULT, repeats=1)
    wall = time.perf_counter() - start
    assert b["exact_odds_6_bets_ms_median"] == b["exact_odds_6_bets_ms_max"] <= 1000 * wall
    assert b["simulation_throws"] == 50_000 * 20           # $13 cannot run out at 25¢ a throw in 20 throws
    assert 0 < b["simulation_seconds"] <= wall and b["simulation_seconds"] == round(b["simulation_seconds"], 4)


# -- the command line ----------------------------------------------------------------------------------------------

def sim_args(**kw) -> Namespace:
    base = {"variant_obj": DEFAULT, "soldiers": 1, "throws": 1, "bets": None, "purse": None, "seed": 1}
    return Namespace(**(base | kw))


@pytest.mark.parametrize("kw,field,reason", [
    ({"soldiers": 0}, "--soldiers", "must be from 1 to 2,000,000"),
    ({"soldiers": 2_000_001}, "--soldiers", "must be from 1 to 2,000,000"),
    ({"throws": 0}, "--throws", "must be from 1 to 1,000"),
    ({"throws": 1001}, "--throws", "must be from 1 to 1,000"),
    ({"soldiers": 67_659, "throws": 739}, "--soldiers", "soldiers × throws must be at most 50,000,000"),  # 50,000,001
    ({"purse": "0"}, "--purse", "must be from $0.01 to $1,000,000.00"),
    ({"purse": "1000000.01"}, "--purse", "must be from $0.01 to $1,000,000.00"),
])
def test_simulate_refuses_each_bound_with_its_field(kw, field, reason):
    with pytest.raises(BadInput) as info:
        O.simulate(sim_args(**kw))
    assert (info.value.what, info.value.reason) == (field, reason)


def test_simulate_accepts_each_bound_and_fills_the_defaults():
    assert O.simulate(sim_args(throws=1000))["throws"] == 1000
    assert O.simulate(sim_args(soldiers=2, purse="0.01"))["purse_cents"] == 1
    top = O.simulate(sim_args(purse="1000000.00", bets="odd=0.25,high=0.10"))
    assert top["purse_cents"] == 100_000_000 and top["exact"] is None   # too wide to count exactly
    assert "0.25 on odd, 0.10 on high" in top["text"]
    plain = O.simulate(sim_args(soldiers=2))
    assert plain["purse_cents"] == DEFAULT.purse_cents and plain["bets"] == {"high": "0.25"}
    assert plain["rule_set"] == "wedeward-camp" and "standard error" in plain["text"]
    assert "one soldier: no standard error" not in plain["text"]
    start = time.perf_counter()
    timed = O.simulate(sim_args(soldiers=20_000, throws=20))["simulation_seconds"]
    assert 0 < timed <= time.perf_counter() - start and timed == round(timed, 4)
    assert O.simulate(sim_args(variant_obj=SWEAT))["bets"] == {"single:5": "0.25"}
    assert "(one soldier: no standard error)" in O.simulate(sim_args())["text"]


def test_simulate_accepts_exactly_fifty_million_throws():
    """50,000 soldiers × 1,000 throws is the limit itself; a cent on the raffle from a cent breaks them soon."""
    start = time.perf_counter()
    data = O.simulate(sim_args(soldiers=50_000, throws=1000, purse="0.01", bets="raffle=0.01"))
    assert (data["soldiers"], data["throws"]) == (50_000, 1000) and time.perf_counter() - start < 30


def parser(add) -> Parser:
    p = Parser(prog="test")
    add(p)
    return p


def test_the_simulate_options_bounds_and_the_defaults_their_help_states():
    p = parser(O.add_simulate_arguments)
    help_text = " ".join(p.format_help().split())   # argparse wraps the lines
    defaults = p.parse_args([])
    for opt, dest in (("--soldiers", "soldiers"), ("--throws", "throws")):
        said = re.search(rf"{opt} [A-Z]+ [a-z][^(]*\(default ([\d,]+)\)", help_text)
        assert said and int(said.group(1).replace(",", "")) == getattr(defaults, dest)
    assert "(default: the rule set's, $13.00)" in help_text and DEFAULT.purse_cents == 1300
    assert "(default high=0.25; on Sweat's cloth of numbers only, single:5=0.25)" in help_text
    assert defaults.purse is None and defaults.bets is None
    for opt in ("--soldiers", "--throws", "--purse", "--bets"):   # each option's help, a phrase in plain words
        assert re.search(rf"{opt} [A-Z]+ [a-z]", help_text), opt
    for opt, ok, bad in (("--soldiers", ["1", "2000000"], ["0", "2000001"]), ("--throws", ["1", "1000"], ["0", "1001"]),
                         ("--purse", ["1" * 20], ["1" * 21]), ("--bets", ["h" * 500], ["h" * 501])):
        for value in ok:
            p.parse_args([opt, value])
        for value in bad:
            with pytest.raises(BadInput):
                p.parse_args([opt, value])


def test_the_odds_option_refuses_long_text_and_its_example_is_a_bet():
    p = parser(O.add_odds_arguments)
    p.parse_args(["--bets", "h" * 500])
    with pytest.raises(BadInput):
        p.parse_args(["--bets", "h" * 501])
    assert re.search(r"--bets BETS\s+a combination of bets", p.format_help())
    example = re.search(r"e\.g\. '([^']+)'\n", p.format_help())
    assert example and O.parse_bets(example.group(1)) == {"single:5": 25, "high": 100}


def test_parse_bets_refusals_name_the_field_and_the_form():
    with pytest.raises(BadInput) as info:
        O.parse_bets("high=1\u00e9")
    assert info.value.what == "--bets" and info.value.reason.endswith("bets in plain letters and digits, like high=0.25")
    with pytest.raises(BadInput) as info:
        O.parse_bets("high=1=2")
    assert "'1=2' is not a stake" in info.value.reason
    assert O.parse_bets("high=0.01," * 50) == {"high": 50}     # 500 characters
    with pytest.raises(BadInput):
        O.parse_bets("high=0.01," * 50 + ",")                     # 501


def test_a_bet_off_sweats_cloth_is_refused_as_a_bet():
    with pytest.raises(BadInput) as info:
        O.bets_on_cloth({"high": 25}, SWEAT)
    assert info.value.what == "--bets" and "high" in info.value.reason.lower()


def test_odds_as_a_library_call_and_a_custom_rule_set():
    data = O.odds(Namespace(variant_obj=DEFAULT))   # no --bets at all: no combination
    assert "combination" not in data
    assert {b["spot"]: b["pays"] for b in data["bets"]}["high"] == O.spot_pays("high", DEFAULT)
    assert O.odds(Namespace(variant_obj=ChuckVariant(purse_cents=1400)))["rule_set"] == "custom"
