"""Chuck-a-Luck odds: exact figures against an independent brute force, payday exact vs simulated, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from engine.cli import main
from engine.games.chuck_a_luck import SPOTS, ChuckVariant
from engine.odds.chuck_a_luck import (
    bet_row,
    bet_rows,
    distribution,
    edge_summary,
    house_edge,
    parse_bets,
    payday_exact,
    payday_simulation,
)

DEFAULT = ChuckVariant()
DICE = list(product(range(1, 7), repeat=3))

# An independent statement of the rules, written from Wedeward and the pay tables, not from the engine.
CASINO = {4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60}


def brute_mult(spot: str, d) -> int:
    s, triple = sum(d), len(set(d)) == 1
    kind, _, arg = spot.partition(":")
    if kind == "single":
        k = d.count(int(arg))
        return k if k else -1
    if kind == "raffle":
        return 30 if triple else -1
    if kind == "total":
        return CASINO[int(arg)] if s == int(arg) else -1
    ok = {"high": s >= 11, "low": s <= 10, "odd": s % 2 == 1, "even": s % 2 == 0}[kind]
    return 1 if ok and not triple else -1


def brute_net(bets: dict[str, int], d) -> int:
    return sum(stake * brute_mult(spot, d) for spot, stake in bets.items())


@pytest.mark.parametrize("spot", SPOTS)
def test_every_bets_house_edge_and_outcomes_match_brute_force(spot):
    edge = -Fraction(sum(brute_mult(spot, d) for d in DICE), 216)
    assert house_edge(spot, DEFAULT) == edge
    row = bet_row(spot, DEFAULT)
    wins = Counter(brute_mult(spot, d) for d in DICE)
    assert {o["multiplier"]: o["ways"] for o in row["outcomes"]} == {m: n for m, n in wins.items() if m > 0}
    assert row["lose"] == Fraction(wins[-1], 216)
    assert row["win"] + row["lose"] == 1


def test_famous_figures():
    rows = {r["spot"]: r for r in bet_rows(DEFAULT)}
    assert rows["single:3"]["house_edge"] == Fraction(17, 216) and rows["single:3"]["returned_per_216"] == 199
    assert rows["raffle"]["house_edge"] == Fraction(5, 36) and rows["raffle"]["fair_odds"] == 35
    assert rows["high"]["house_edge"] == Fraction(1, 36)
    assert rows["odd"]["win"] == Fraction(105, 216)
    labels = [label for label, _ in edge_summary(DEFAULT)]
    assert labels[:2] == ["High or low", "Odd or even"]  # the best bets, as Wedeward says


@pytest.mark.parametrize("bets", [
    {"single:5": 25},
    {"single:5": 25, "high": 100},
    {"single:1": 5, "single:2": 10, "raffle": 5, "total:10": 25, "total:4": 5, "odd": 100, "low": 35},
    {s: 5 for s in SPOTS},
])
def test_combination_distribution_matches_brute_force(bets):
    d = distribution(bets, DEFAULT)
    nets = Counter(brute_net(bets, x) for x in DICE)
    assert d["rows"] == [(n, Fraction(c, 216)) for n, c in sorted(nets.items())]
    ev = Fraction(sum(n * c for n, c in nets.items()), 216)
    assert d["expected"] == ev
    assert d["edge"] == -ev / sum(bets.values())
    assert d["p_ahead"] + d["p_even"] + d["p_behind"] == 1


def test_betting_all_six_numbers_edge_is_still_17_over_216():
    d = distribution({f"single:{n}": 10 for n in range(1, 7)}, DEFAULT)
    assert d["edge"] == Fraction(17, 216)


def test_payday_exact_matches_brute_force_over_two_throws():
    """Two throws, a purse that can go broke: all 216**2 sequences by brute force."""
    bets, purse = {"single:4": 25, "total:10": 10}, 50
    stake = sum(bets.values())
    finals = Counter()
    for a in DICE:
        p = purse + brute_net(bets, a)
        for b in DICE:
            finals[p + brute_net(bets, b) if p >= stake else p] += 1
    total = 216 ** 2
    mean = Fraction(sum(p * c for p, c in finals.items()), total)
    broke = Fraction(sum(c for p, c in finals.items() if p < stake), total)
    exact = payday_exact(bets, purse, 2, DEFAULT)
    assert exact["expected"] == pytest.approx(float(mean), abs=1e-9)
    assert exact["p_broke"] == pytest.approx(float(broke), abs=1e-12)
    assert exact["expected_if_never_broke"] == purse + 2 * distribution(bets, DEFAULT)["expected"]
    got = dict(zip(exact["purses"].tolist(), exact["probabilities"].tolist(), strict=True))
    assert set(got) == set(finals)
    for p, c in finals.items():
        assert got[p] == pytest.approx(c / total, abs=1e-12)


def test_payday_simulation_agrees_with_exact_within_its_error():
    bets, purse = {"high": 25, "raffle": 5}, 300
    sim = payday_simulation(bets, purse, 40_000, 20, 7, DEFAULT)
    exact = payday_exact(bets, purse, 20, DEFAULT)
    assert sim["stderr_mean"] == pytest.approx(sim["std"] / np.sqrt(sim["soldiers"]))
    assert abs(sim["mean"] - exact["expected"]) < 5 * sim["stderr_mean"]
    assert abs(sim["share_broke"] - exact["p_broke"]) < 5 * np.sqrt(exact["p_broke"] * (1 - exact["p_broke"]) / 40_000)
    again = payday_simulation(bets, purse, 40_000, 20, 7, DEFAULT)
    assert np.array_equal(sim["finals"], again["finals"])  # the same seed, the same payday
    assert sim["finals"].min() >= 0


def test_payday_exact_declines_when_too_large():
    assert payday_exact({"total:4": 101, "high": 100}, 1_000_000, 500, DEFAULT) is None


def test_parse_bets():
    assert parse_bets("single:5=0.25, high=1") == {"single:5": 25, "high": 100}
    for bad in ("high", "field=1", "high=0", "high=0.001", ""):
        with pytest.raises(Exception) as info:
            parse_bets(bad)
        assert "--bets" in str(info.value)


def run_cli(*args) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_cli_odds_json_every_bet_with_fraction_strings(capsys):
    assert main(["odds", "chuck-a-luck", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    bets = {b["spot"]: b for b in data["bets"]}
    assert set(bets) == set(SPOTS)
    assert bets["single:5"]["house_edge"] == {"fraction": "17/216", "decimal": pytest.approx(17 / 216)}
    assert bets["single:5"]["outcomes"][1]["probability"]["fraction"] == "5/72"  # two dice: 15/216
    assert bets["raffle"]["house_edge"]["fraction"] == "5/36"
    assert bets["even"]["house_edge"]["fraction"] == "1/36"
    assert bets["total:9"]["house_edge"]["fraction"] == "41/216"
    assert data["totals_table"]["key"] == "casino"


def test_cli_odds_variant_and_combination(capsys):
    assert main(["odds", "chuck-a-luck", "--json", "--variant", "grand-hazard-1890", "--bets", "total:4=0.10"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {b["spot"]: b for b in data["bets"]}["total:4"]["house_edge"]["fraction"] == "1/6"
    assert {b["spot"]: b for b in data["bets"]}["raffle"]["house_edge"]["fraction"] == "1/6"
    combo = data["combination"]
    assert combo["expected_cents"]["fraction"] == "-5/3" and combo["staked_cents"] == 10


def test_cli_simulate_json_and_bad_input(capsys):
    assert main(["simulate", "chuck-a-luck", "--json", "--soldiers", "2000", "--throws", "10",
                 "--bets", "odd=0.50", "--purse", "2.00", "--seed", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["soldiers"] == 2000 and data["throws"] == 10 and data["purse_cents"] == 200
    assert 0 <= data["share_broke"] <= 1 and data["exact"]["p_broke"] > 0
    assert abs(data["mean"] - data["exact"]["expected_final_cents"]) < 5 * data["stderr_mean"]
    assert main(["simulate", "chuck-a-luck", "--bets", "seven=1"]) == 2
    assert "no bet called" in capsys.readouterr().err
    code, _, err = run_cli("odds", "chuck-a-luck", "--variant", "vegas")
    assert code == 2 and "no rule set called" in err


def test_lesson_figures_are_brute_force_counts():
    """The figures the lesson prints (engine/odds lesson_figures), recounted over itertools.product of three dice."""

    from engine.odds.chuck_a_luck import lesson_figures

    f = lesson_figures(ChuckVariant())
    throws = list(product(range(1, 7), repeat=3))
    shows = [t.count(5) for t in throws]
    assert f["single_ways"] == {k: shows.count(k) for k in (1, 2, 3, 0)}
    assert f["single_back"] == sum((k + 1) for k in shows if k) == 199
    assert f["single_win"] == Fraction(sum(1 for k in shows if k), 216)
    high = [11 <= sum(t) <= 17 and len(set(t)) > 1 for t in throws]
    assert (f["high_wins"], f["high_loses"]) == (sum(high), 216 - sum(high))
    # one unit on each number: the bank's take over all 216 throws, and its worst throw
    bank = [6 - sum(k + 1 for k in (t.count(n) for n in range(1, 7)) if k) for t in throws]
    assert f["cover_six_gain"] == sum(bank) and f["cover_six_bank_worst"] == min(bank) == 0


@pytest.mark.parametrize("triple_pays", [3, 10, 12])
def test_a_single_numbers_payment_table_is_a_brute_force_count(triple_pays):
    """The lesson's table for a single number (engine/odds single_number): how many throws of three dice show the 5
    on one, two, three or no dice, what each pays (Wedeward: 1, 2 and the triple's price to 1), what a unit brings
    back, and the bank's keep over 216 throws, recounted here from the dice."""
    from engine.odds.chuck_a_luck import single_number

    pays = {1: 1, 2: 2, 3: triple_pays}
    shows = Counter(t.count(5) for t in DICE)
    table = single_number(ChuckVariant(single_triple_pays=triple_pays), 5)
    assert [r["dice"] for r in table["rows"]] == [1, 2, 3, 0]
    for r in table["rows"]:
        k = r["dice"]
        assert r["ways"] == shows[k]
        assert (r["pays"], r["back"]) == ((pays[k], pays[k] + 1) if k else (None, 0))
        assert r["total"] == shows[k] * r["back"]
    back = sum(pays[k] + 1 for k in (t.count(5) for t in DICE) if k)
    assert (table["back"], table["keeps"]) == (back, 216 - back)
    if triple_pays == 3:
        assert (table["back"], table["keeps"]) == (199, 17)   # Wedeward's "216 to 199"


@pytest.mark.parametrize("bets", [{"high": 25}, {"single:5": 10, "raffle": 5, "total:10": 10}, {"odd": 100}])
def test_the_expected_purse_if_nobody_went_broke_is_the_purse_and_each_throws_expectation(bets):
    """engine/odds expected_if_never_broke: the purse plus the throws times one throw's mean net result, the mean
    counted here by brute force over the 216 throws; payday_exact reports the same figure."""
    from engine.odds.chuck_a_luck import expected_if_never_broke

    mean = Fraction(sum(brute_net(bets, d) for d in DICE), 216)
    for purse, throws in ((1300, 20), (500, 1), (2000, 7)):
        assert expected_if_never_broke(bets, purse, throws, DEFAULT) == purse + throws * mean
    exact = payday_exact(bets, 1300, 3, DEFAULT)
    assert exact["expected_if_never_broke"] == 1300 + 3 * mean


def test_a_chance_is_told_as_its_number_of_the_216_throws():
    from engine.odds.chuck_a_luck import throws_of

    assert throws_of(Fraction(17, 216)) == 17 and throws_of(Fraction(1, 36)) == 6 and throws_of(Fraction(0)) == 0
    assert throws_of(Fraction(1)) == 216
    assert throws_of(bet_row("high", DEFAULT)["win"]) == sum(1 for d in DICE if brute_mult("high", d) > 0) == 105
    assert sum(throws_of(p) for _, p in distribution({"single:5": 10, "high": 10}, DEFAULT)["rows"]) == 216
    with pytest.raises(ValueError, match="not a whole number"):
        throws_of(Fraction(1, 7))   # no chance over the 216 throws is a seventh
