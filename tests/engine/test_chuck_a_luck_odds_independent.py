"""Chuck-a-Luck's lesson figures, its bets' summary and a combination's chances, every key counted here over the 216
throws from the rule's pay of each bet (engine.games.chuck_a_luck.pay_vectors, the rule itself), never through the
odds module's helpers (mutation testing, issue 31, found keys the lesson prints that no test read)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from engine.games.chuck_a_luck import GAME, THROWS, TOTALS_TABLES, ChuckVariant, pay_vectors
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
    want = [("Single number (1–6)", edge(v, "single:1")), ("Raffle (any triple)", edge(v, "raffle"))]
    want += [(f"Total {t} or {21 - t}", edge(v, f"total:{t}")) for t in range(4, 11)]
    want += [("High or low", edge(v, "high")), ("Odd or even", edge(v, "odd"))]
    assert sorted(got) == sorted(want) and len(got) == 11
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
