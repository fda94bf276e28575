"""Pie-Eyed Dice odds: the per-turn chance by brute-force enumeration of the dice face by face, and each player's
role chances against an independent exact solution of the turn-by-turn chain."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from engine.games import _scarney
from engine.games.pie_eyed_dice import after_throw, next_thrower
from engine.games.pie_eyed_dice.rules import dice_count
from engine.odds import pie_eyed_dice as odds

FACES = _scarney.FACES


@cache
def brute_turn(form: str, aside: int = 0, made: int = 0) -> Fraction:
    """Every ordered throw of the dice left, face by face, through the engine's after_throw."""
    m = dice_count(form) - aside
    total = Fraction(0)
    for d in product(FACES, repeat=m):
        new_aside, over, role = after_throw(form, aside, made + 1, d)
        total += 1 if role else 0 if over else brute_turn(form, new_aside, made + 1)
    return total / 6 ** m


@pytest.mark.rules("three-throws", "five-dead", "four-dead-form", "two-dice-form")
@pytest.mark.parametrize("form", ["five", "four", "two"])
def test_turn_chance_by_brute_force(form):
    assert odds.turn_chance(form) == brute_turn(form)


def test_turn_chance_known_values_and_partial_turns():
    assert odds.turn_chance("five") == Fraction(19, 27) ** 5
    assert odds.turn_chance("two") == Fraction(1, 9)
    assert odds.turn_chance("five", 4, 2) == Fraction(1, 3)
    assert odds.turn_chance("five", 3, 1) == brute_turn("five", 3, 1) == (1 - Fraction(2, 3) ** 2) ** 2


def chain(order, start, holders, form, one_role_each, p0=None):
    """An independent exact solution: solve the chain of turns (whose turn, roles taken) by Gaussian elimination.

    State 0 is the turn in progress (its own chance ``p0``); every other state is a fresh turn."""
    p = odds.turn_chance(form)
    states, index = [("now", holders, start)], {}

    def visit(h, s):
        if (h, s) in index or len(h) == 3:
            return
        index[(h, s)] = len(states)
        states.append(("fresh", h, s))
        visit(h, next_thrower(order, s, h, one_role_each))
        h2 = (*h, s)
        if len(h2) < 3:
            visit(h2, next_thrower(order, s, h2, one_role_each))

    visit(holders, next_thrower(order, start, holders, one_role_each))
    h2 = (*holders, start)
    if len(h2) < 3:
        visit(h2, next_thrower(order, start, h2, one_role_each))
    n = len(states)
    results = {}
    for seat in order:
        for k in range(len(holders), 3):
            # x[i] = chance that seat takes role k from state i
            a = [[Fraction(0)] * (n + 1) for _ in range(n)]
            for i, (kind, h, s) in enumerate(states):
                q = (p if p0 is None else p0) if kind == "now" else p
                a[i][i] += 1
                a[i][index[(h, next_thrower(order, s, h, one_role_each))]] -= 1 - q
                if len(h) == k and s == seat:
                    a[i][n] += q
                h2 = (*h, s)
                if len(h2) < 3 and len(h2) <= k:
                    a[i][index[(h2, next_thrower(order, s, h2, one_role_each))]] -= q
            results[(seat, k)] = _solve(a)[0]
    return results


def _solve(a):
    n = len(a)
    for c in range(n):
        r = next(i for i in range(c, n) if a[i][c] != 0)
        a[c], a[r] = a[r], a[c]
        piv = a[c][c]
        a[c] = [x / piv for x in a[c]]
        for i in range(n):
            if i != c and a[i][c] != 0:
                f = a[i][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[c], strict=True)]
    return [a[i][n] for i in range(n)]


@pytest.mark.rules("roles", "one-role-each", "in-turn")
@pytest.mark.parametrize("form,one_each", [("five", True), ("two", True), ("four", False)])
def test_role_chances_match_an_independent_exact_solution(form, one_each):
    order = (2, 0, 1)
    got = odds.role_chances(order, 2, (), form, one_each)
    want = chain(order, 2, (), form, one_each)
    for (seat, k), x in want.items():
        assert got[seat][k] == x, (seat, k)
    for k in range(3):
        assert sum(got[s][k] for s in order) == 1


def test_role_chances_mid_round_and_mid_turn():
    order = (0, 1, 2, 3)
    p0 = odds.turn_chance("five", 2, 1)
    got = odds.role_chances(order, 1, (3,), "five", True, aside=2, throws_made=1)
    want = chain(order, 1, (3,), "five", True, p0=p0)
    assert got[3][0] == 1
    for (seat, k), x in want.items():
        assert got[seat][k] == x
    for k in range(3):
        assert sum(got[s][k] for s in order) == 1


@pytest.mark.parametrize("form", ["five", "four", "two"])
def test_one_throw_all_dead_by_brute_force(form):
    m = dice_count(form)
    want = Fraction(sum(1 for d in product(FACES, repeat=m) if all(x == _scarney.DEAD for x in d)), 6 ** m)
    assert odds.all_dead_chance(form) == want == Fraction(1, 3) ** m


def test_the_live_odds_say_a_turns_chance_and_once_the_order_is_set_each_players():
    """What the table's live odds show (the page draws them from ``live``)."""
    seating = {"phase": "seating", "form": "two", "aside": 0, "throws_made": 0}
    assert odds.live(seating) == {"turn": brute_turn("two"), "chances": None}
    view = {"phase": "turn", "form": "five", "order": [0, 1, 2, 3], "to_act": 1, "round_roles": [3],
            "one_role_each": True, "aside": 2, "throws_made": 1}
    live = odds.live(view)
    assert live["turn"] == brute_turn("five", 2, 1)
    assert live["chances"] == odds.role_chances((0, 1, 2, 3), 1, (3,), "five", True, aside=2, throws_made=1)
    assert live["chances"][3][0] == 1


def test_cli_odds_json_forms():
    def run(*extra):
        out = subprocess.run([sys.executable, "-m", "engine", "odds", "pie-eyed-dice", "--json", *extra],
                             capture_output=True, text=True, check=True)
        return json.loads(out.stdout)

    assert run()["per_turn"]["fraction"] == "2476099/14348907"
    assert run("--dice", "2")["per_turn"]["fraction"] == "1/9"
    four = run("--dead", "4")
    assert four["form"] == "four" and Fraction(four["per_turn"]["fraction"]) == odds.turn_chance("four")
    assert len(run("--players", "5")["roles"]) == 5
