"""Scarney Chemin de Fer odds: every exact figure checked against brute-force enumeration of the dice, face by face."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import must_draw, settle
from engine.odds import scarney_chemin_de_fer as odds

FACES = _scarney.FACES  # six faces, two of them dead


@cache
def brute_shooter() -> dict[int, Fraction]:
    """Every ordered first throw (6^5) and, when the engine says draw, every ordered draw (6^k), each equally likely."""
    counts = dict.fromkeys(range(10), 0)
    for first in product(FACES, repeat=5):
        k = first.count(0)
        if must_draw(sum(first), k):
            scale = 6 ** (5 - k)  # weight each draw so every leaf counts out of 6^5 * 6^5
            for draw in product(FACES, repeat=k):
                counts[(sum(first) + sum(draw)) % 10] += scale
        else:
            counts[sum(first) % 10] += 6 ** 5
    return {p: Fraction(c, 6 ** 10) for p, c in counts.items()}


@pytest.mark.rules("point", "must-draw", "draw-all-dead", "natural-stands", "no-dead-no-draw")
def test_final_point_distribution_equals_brute_force():
    exact = odds.shooter_distribution()
    assert exact == brute_shooter()
    assert sum(exact.values()) == 1
    assert exact[7] == Fraction(82105, 472392)


def test_five_dice_total_and_point_by_brute_force():
    totals = dict.fromkeys(range(31), 0)
    for t in product(FACES, repeat=5):
        totals[sum(t)] += 1
    assert odds.total_distribution() == {t: Fraction(c, 6 ** 5) for t, c in totals.items()}
    points = dict.fromkeys(range(10), Fraction(0))
    for t, c in totals.items():
        points[t % 10] += Fraction(c, 6 ** 5)
    assert odds.first_point_distribution() == points
    assert odds.total_distribution()[30] == Fraction(1, 6 ** 5)


@pytest.mark.parametrize("k,count", [(1, 0), (2, 7), (3, 10), (4, 6), (5, 0)])
def test_draw_distribution_by_brute_force(k, count):
    got = odds.draw_distribution(k, count)
    want = dict.fromkeys(range(10), Fraction(0))
    for d in product(FACES, repeat=k):
        want[(count + sum(d)) % 10] += Fraction(1, 6 ** k)
    assert got == want


@pytest.mark.rules("settle")
@pytest.mark.parametrize("bp", range(10))
def test_versus_a_banker_point_by_brute_force(bp):
    dist = brute_shooter()
    win = sum((p for q, p in dist.items() if q > bp), Fraction(0))
    lose = sum((p for q, p in dist.items() if q < bp), Fraction(0))
    assert odds.versus(bp) == {"win": win, "lose": lose, "stand_off": dist[bp]}
    assert all(settle(q, bp) == (q > bp) - (q < bp) for q in range(10))


def test_even_game_the_banker_edge_is_exactly_zero():
    dist = brute_shooter()
    win = sum(dist[a] * dist[b] for a in range(10) for b in range(10) if a > b)
    vb = odds.versus_banker()
    assert vb["win"] == vb["lose"] == win
    assert vb["stand_off"] == sum(p * p for p in dist.values())
    assert odds.banker_edge() == 0


def test_the_live_odds_follow_the_table_the_draw_and_the_banks_point():
    """What the table's live odds show (the page draws them from ``live``): a shooter's final point before he
    throws, his draw's once he draws; a player's chances before the bank's point, then against it."""
    before = {"phase": "throw", "dead_aside": 0, "count": 0, "banker_point": None}
    live = odds.live(before)
    assert live["draw"] is None and live["final"] == brute_shooter()
    assert live["versus"] == odds.versus_banker() and live["versus"]["win"] == live["versus"]["lose"]
    drawing = odds.live({**before, "phase": "draw", "dead_aside": 2, "count": 7, "banker_point": 6})
    assert drawing["draw"] == (2, 7) and drawing["final"] == odds.draw_distribution(2, 7)
    assert sum(drawing["final"].values()) == 1 and drawing["final"] != live["final"]
    assert drawing["versus"] == odds.versus(6) != live["versus"]


def test_punto_banco_contrast_is_the_known_casino_edge():
    pb = odds.punto_banco()
    assert pb["player_wins"] + pb["banker_wins"] + pb["tie"] == 1
    assert 0.0105 < float(pb["edge_on_banker_bet"]) < 0.0108  # about 1.06%
    assert 0.0120 < float(pb["edge_on_player_bet"]) < 0.0126  # about 1.23% (an endless shoe)


def test_cli_odds_json_keys():
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "scarney-chemin-de-fer", "--json",
                          "--banker-point", "6"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert sorted(data["final_point"], key=int) == [str(i) for i in range(10)]
    assert sum(Fraction(x) for x in data["final_point"].values()) == 1
    assert set(data["versus_banker"]) == {"win", "lose", "stand_off"}
    assert data["versus_banker"]["win"] == data["versus_banker"]["lose"]
    assert data["banker_edge"]["fraction"] == "0/1"
    assert data["versus_point"]["banker_point"] == 6
    bad = subprocess.run([sys.executable, "-m", "engine", "odds", "scarney-chemin-de-fer", "--banker-point", "12"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "error:" in bad.stderr
