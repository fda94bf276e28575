"""Chuck-a-Luck's lesson figures, its bets' summary and a combination's chances, every key counted here over the 216
throws from the rule's pay of each bet (engine.games.chuck_a_luck.pay_vectors, the rule itself), never through the
odds module's helpers (mutation testing, issue 31, found keys the lesson prints that no test read)."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction

import pytest

from engine.games.chuck_a_luck import GAME, THROWS, TOTALS_TABLES, ChuckVariant, money, pay_vectors
from engine.odds import chuck_a_luck as O

VARIANTS = list(GAME.presets.values())


def edge(v, spot) -> Fraction:
    return Fraction(-sum(pay_vectors(v)[spot]), 216)


@pytest.mark.parametrize("v", VARIANTS, ids=list(GAME.presets))
def test_lesson_figures_every_key_by_counting_the_throws(v):
    single, high = pay_vectors(v)["single:5"], pay_vectors(v)["high"]
    six_net = [sum(pay_vectors(v)[f"single:{n}"][i] for n in range(1, 7)) for i in range(216)]
    pairs = [("single:1",), ("raffle",), *((f"total:{t}",) for t in range(4, 11)), ("high",), ("odd",)]
    edges = sorted(edge(v, s) for (s,) in pairs)
    others = [e for e in edges if e > edges[0]]
    want = {
        "single_edge": edge(v, "single:5"),
        "single_back": sum(m + 1 for m in single if m > 0),
        "single_win": Fraction(sum(1 for m in single if m > 0), 216),
        "single_ways": {1: sum(1 for t in THROWS if t.count(5) == 1), 2: sum(1 for t in THROWS if t.count(5) == 2),
                        3: sum(1 for t in THROWS if t.count(5) == 3), 0: sum(1 for t in THROWS if 5 not in t)},
        "raffle_edge": edge(v, "raffle"),
        "high_edge": edge(v, "high"),
        "high_wins": sum(1 for m in high if m > 0),
        "high_loses": sum(1 for m in high if m < 0),
        "triples": 6,
        "cover_six_gain": -sum(six_net),
        "cover_six_bank_worst": -max(six_net),
        "totals_edges": {name: (min(es), max(es)) for name, es in (
            (name, [edge(replace(v, totals_table=name), f"total:{t}") for t in range(4, 18)])
            for name in TOTALS_TABLES)},
        "totals_pays": {name: [TOTALS_TABLES[name][t] for t in range(4, 11)] for name in TOTALS_TABLES},
        "edge_ratio": (min(others) / edges[0], max(others) / edges[0]) if others else None,
    }
    assert O.lesson_figures(v) == want
    assert want["single_ways"] == {1: 75, 2: 15, 3: 1, 0: 125}          # the lesson's table, counted
    assert want["high_wins"] + want["high_loses"] == 216                 # no throw is a push on high


def test_lesson_figures_default_to_the_camp_rules():
    assert O.lesson_figures() == O.lesson_figures(ChuckVariant())
    assert O.single_number() == O.single_number(ChuckVariant(), 5)


@pytest.mark.parametrize("v", VARIANTS, ids=list(GAME.presets))
def test_the_summary_names_every_distinct_bet_best_first(v):
    got = O.edge_summary(v)
    spots = [("Single number (1–6)", "single:1"), ("Raffle (any triple)", "raffle")]
    spots += [(f"Total {t} or {21 - t}", f"total:{t}") for t in range(4, 11)]
    spots += [("High or low", "high"), ("Odd or even", "odd")]
    want = [(label, edge(v, spot)) for label, spot in spots if spot in v.spots]   # Sweat's cloth: the numbers only
    assert sorted(got) == sorted(want) and len(got) == (11 if v.layout == "full" else 1)
    assert [e for _, e in got] == sorted(e for _, e in want)


@pytest.mark.parametrize("bets", [{"high": 100, "low": 100}, {"single:3": 50},
                                  {"high": 100, "odd": 25, "raffle": 5}])
def test_a_combinations_chances_ahead_even_behind(bets):
    v = ChuckVariant()
    net = [sum(c * pay_vectors(v)[s][i] for s, c in bets.items()) for i in range(216)]
    d = O.distribution(bets, v)
    counts: dict[int, int] = {}
    for x in net:
        counts[x] = counts.get(x, 0) + 1
    assert d["rows"] == [(x, Fraction(c, 216)) for x, c in sorted(counts.items())]
    assert d["p_ahead"] == Fraction(sum(1 for x in net if x > 0), 216)
    assert d["p_even"] == Fraction(sum(1 for x in net if x == 0), 216)
    assert d["p_behind"] == Fraction(sum(1 for x in net if x < 0), 216)
    assert d["edge"] == -Fraction(sum(net), 216) / sum(bets.values())
    assert all(isinstance(d[k], Fraction) for k in ("p_ahead", "p_even", "p_behind", "edge"))


def test_no_bet_is_no_edge():
    d = O.distribution({}, ChuckVariant())
    assert d["staked"] == 0 and d["edge"] == 0 and isinstance(d["edge"], Fraction)
    assert (d["p_ahead"], d["p_even"], d["p_behind"]) == (0, 1, 0)


def test_stakes_on_one_spot_add_up():
    v = ChuckVariant()
    assert list(O.net_vector({"high": 30}, v)) == [30 * m for m in pay_vectors(v)["high"]]
    assert (O._stakes({"high": 30}) == O._stakes({"high": 10}) * 3).all()


@pytest.mark.parametrize("v", VARIANTS, ids=list(GAME.presets))
def test_a_single_numbers_rows_by_counting(v):
    pays = pay_vectors(v)["single:2"]
    got = O.single_number(v, 2)
    by_dice: dict[int, tuple[int, int]] = {}
    for t, m in zip(THROWS, pays, strict=True):
        k = t.count(2)
        n, _ = by_dice.get(k, (0, m))
        by_dice[k] = (n + 1, m)
    want = [{"dice": k, "ways": n, "pays": m if m > 0 else None, "back": m + 1 if m > 0 else 0,
             "total": n * (m + 1 if m > 0 else 0)} for k, (n, m) in sorted(by_dice.items(), key=lambda x: (x[0] == 0, x[0]))]
    assert got["rows"] == want and [r["dice"] for r in got["rows"]] == [1, 2, 3, 0]
    assert got["back"] == sum(r["total"] for r in want) and got["keeps"] == 216 - got["back"]
    assert O.returned_per_216("single:2", v) == got["back"]


# -- the command line, run in this process (a subprocess reaches no mutant) ----------------------------------------
def _cli(*argv: str) -> tuple[int, str, str]:
    import io
    from contextlib import redirect_stderr, redirect_stdout

    from engine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("text,want", [
    ("high=0.25;low=0.5", {"high": 25, "low": 50}), ("high=0.25,high=0.5", {"high": 75}),
    (" , high=1", {"high": 100}), ("single:5=0.25, high=1", {"single:5": 25, "high": 100}),
    ("high=10000", {"high": 1_000_000}),
])
def test_bets_are_read_and_added_up(text, want):
    assert O.parse_bets(text) == want


@pytest.mark.parametrize("text,words", [
    ("x", "--bets: write each bet as spot=stake, like high=0.25 (not 'x')"),
    ("nope=1", "--bets: There is no bet called 'nope' on the layout."),
    ("high=0", "--bets: a stake must be at least 1¢ (not '0')"),
    ("high=10000,high=0.01", "--bets: the stake on high is more than $10,000.00 (a stake is from $0.01 to "
                             "$10,000.00 a spot)"),
    ("", "--bets: name at least one bet, like high=0.25"),
    ("high=abc", "--bets: 'abc' is not a stake"),
    ("high=1\x07", "--bets"),
])
def test_bets_refused_with_the_reason(text, words):
    from engine.core.errors import BadInput

    with pytest.raises(BadInput) as exc:
        O.parse_bets(text)
    assert str(exc.value).startswith(words)


@pytest.mark.parametrize("variant", list(GAME.presets))
def test_the_odds_command_prints_every_bet_as_counted(variant):
    code, out, _ = _cli("odds", "chuck-a-luck", "--variant", variant, "--json")
    assert code == 0
    data = json.loads(out)
    v = GAME.presets[variant]
    assert (data["game"], data["rule_set"], data["throws"]) == ("chuck-a-luck", variant, 216)
    assert data["totals_table"]["key"] == v.totals_table and data["totals_table"]["label"]
    assert data["variant"] == dataclasses_asdict(v)
    _, plain, _ = _cli("odds", "chuck-a-luck", "--variant", variant)
    lines = plain.splitlines()
    layout = data["totals_table"]["label"] if v.layout == "full" else "Sweat's cloth: the six numbers only"
    assert lines[0] == f"Chuck-a-Luck — every bet over the 216 equally likely throws ({layout})"
    assert lines[1] == "" and len(lines) == 2 + len(data["bets"])
    for b, line in zip(data["bets"], lines[2:], strict=True):
        pays = pay_vectors(v)[b["spot"]]
        e = edge(v, b["spot"])
        back = sum(m + 1 for m in pays if m > 0)
        assert Fraction(b["house_edge"]["fraction"]) == e and b["returned_per_216"] == back
        assert Fraction(b["win"]["fraction"]) == Fraction(sum(1 for m in pays if m > 0), 216)
        assert Fraction(b["lose"]["fraction"]) == Fraction(sum(1 for m in pays if m < 0), 216)
        assert sum(o["ways"] for o in b["outcomes"]) == sum(1 for m in pays if m > 0)   # the winning outcomes
        for o in b["outcomes"]:
            assert Fraction(o["probability"]["fraction"]) == Fraction(o["ways"], 216)
        outs = "; ".join(f"{o['outcome']} {o['ways']}/216 pays {o['pays']}" for o in b["outcomes"])
        assert line == (f"{b['spot']:9} {b['name']:24} edge {e} = {float(e) * 100:.2f}%"
                        f"   (216 staked -> {back} back; {outs})")


def dataclasses_asdict(v) -> dict:
    import dataclasses

    return {f.name: getattr(v, f.name) for f in dataclasses.fields(v)}


def test_the_odds_command_with_a_combination():
    code, out, _ = _cli("odds", "chuck-a-luck", "--bets", "high=1,raffle=0.25", "--json")
    assert code == 0
    c = json.loads(out)["combination"]
    v = ChuckVariant()
    net = [100 * h + 25 * r for h, r in zip(pay_vectors(v)["high"], pay_vectors(v)["raffle"], strict=True)]
    assert c["bets"] == {"high": "1.00", "raffle": "0.25"} and c["staked_cents"] == 125
    counts: dict[int, int] = {}
    for x in net:
        counts[x] = counts.get(x, 0) + 1
    assert [(r["net"], Fraction(r["probability"]["fraction"])) for r in c["net_cents"]] == [
        (x, Fraction(k, 216)) for x, k in sorted(counts.items())]
    assert Fraction(c["expected_cents"]["fraction"]) == Fraction(sum(net), 216)
    assert Fraction(c["house_edge"]["fraction"]) == -Fraction(sum(net), 216) / 125
    for key, keep in (("p_ahead", lambda x: x > 0), ("p_even", lambda x: x == 0), ("p_behind", lambda x: x < 0)):
        assert Fraction(c[key]["fraction"]) == Fraction(sum(1 for x in net if keep(x)), 216)
    _, plain, _ = _cli("odds", "chuck-a-luck", "--bets", "high=1,raffle=0.25")
    tail = plain.split("\n\n")[-1].splitlines()
    ev = Fraction(sum(net), 216)
    assert tail[0] == (f"These bets together ($1.25 staked): expected {float(ev):+.4f}¢ a throw = {ev}¢; "
                       f"edge {-ev / 125} = {float(-ev / 125) * 100:.2f}%")
    assert len(tail) == 1 + len(counts) and tail[1].startswith("  net ") and "(" in tail[1]


def test_the_simulate_command_and_its_exact_payday():
    code, out, _ = _cli("simulate", "chuck-a-luck", "--soldiers", "300", "--throws", "2", "--purse", "1",
                        "--bets", "high=0.5", "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["bets"] == {"high": "0.50"} and data["purse_cents"] == 100 and data["soldiers"] == 300
    assert set(data["percentiles_cents"]) == {"p5", "p25", "p50", "p75", "p95"}
    v = ChuckVariant()
    hi = pay_vectors(v)["high"]
    # two throws of 50¢ on high from $1: the purse after each pair of throws, counted over 216 × 216
    finals = [100 + 50 * a + 50 * b for a in hi for b in hi]
    exact = data["exact"]
    assert exact["expected_final_cents"] == pytest.approx(sum(finals) / len(finals))
    assert exact["p_ahead"] == pytest.approx(sum(1 for f in finals if f > 100) / len(finals))
    assert exact["p_broke"] == pytest.approx(sum(1 for f in finals if f < 50) / len(finals))
    assert Fraction(exact["expected_if_never_broke_cents"]["fraction"]) == Fraction(sum(finals), len(finals))
    p = data["percentiles_cents"]
    assert p["p5"] <= p["p25"] <= p["p50"] <= p["p75"] <= p["p95"]
    _, plain, _ = _cli("simulate", "chuck-a-luck", "--soldiers", "300", "--throws", "2", "--purse", "1",
                       "--bets", "high=0.5", "--seed", "3")
    lines = plain.splitlines()
    assert lines[0].startswith("Payday in camp: 300 soldiers, $1.00 each, 2 throws of 0.50 on high (")
    assert lines[1].startswith("  simulated mean final purse $") and "standard error" in lines[1]
    assert f"{data['share_broke']:.1%} went broke, {data['share_ahead']:.1%} came out ahead" in lines[1]
    assert lines[2] == "  percentiles: " + ", ".join(f"{k} {money(c)}" for k, c in p.items())
    assert lines[3] == (f"  exact: mean final purse {exact['expected_final_cents']:.2f}¢, broke "
                        f"{exact['p_broke']:.2%}, ahead {exact['p_ahead']:.2%}")


@pytest.mark.parametrize("argv,words", [
    (("--soldiers", "2000000", "--throws", "26"), "--soldiers: soldiers × throws must be at most 50,000,000"),
    (("--purse", "abc"), "--purse: 'abc' is not a stake"),
    (("--purse", "0"), "--purse: must be from $0.01 to $1,000,000.00"),
    (("--purse", "1000000.01"), "--purse: must be from $0.01 to $1,000,000.00"),
    (("--bets", "x"), "--bets: write each bet"),
])
def test_the_simulate_command_refuses_with_the_reason(argv, words):
    code, _, err = _cli("simulate", "chuck-a-luck", *argv)
    assert code == 2 and err.startswith(f"error: {words}"), err


def test_each_winning_outcome_is_named_as_the_page_says_it():
    v = ChuckVariant()
    names = {b["spot"]: [o["outcome"] for o in b["outcomes"]] for b in O.bet_rows(v)}
    assert names["single:4"] == ["one die shows 4", "two dice show 4", "all three dice show 4"]
    assert names["raffle"] == ["any triple (three alike)"] and names["total:9"] == ["the dice total 9"]
    assert names["high"] == ["a total of 11–17, not a triple"] and names["low"] == ["a total of 4–10, not a triple"]
    assert names["odd"] == ["an odd total, not a triple"] and names["even"] == ["an even total, not a triple"]
    ten = {b["spot"]: b for b in O.bet_rows(replace(v, single_triple_pays=10))}["single:4"]
    assert [(o["outcome"], o["pays"]) for o in ten["outcomes"]][-1] == ("all three dice show 4", "10 to 1")


def test_the_bench_figures_time_the_exact_odds_and_a_payday():
    f = O.bench_figures(ChuckVariant(), repeats=3)
    assert set(f) == {"exact_odds_6_bets_ms_median", "exact_odds_6_bets_ms_max", "simulation_throws",
                      "simulation_seconds"}
    assert 0 < f["exact_odds_6_bets_ms_median"] <= f["exact_odds_6_bets_ms_max"] < 1000
    assert f["simulation_throws"] == 50_000 * 20          # 25¢ a throw from $13: nobody goes broke in 20 throws
    assert 0 < f["simulation_seconds"] < 60
    assert O.bench_figures(repeats=1)["simulation_throws"] == 1_000_000
