"""Chuck-a-Luck's coach (issue 26): each bet, take-back and throw valued exactly over the 216 throws."""

from __future__ import annotations

import contextlib
import io
import json
import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots.chuck_a_luck import default_soldiers
from engine.coach import chuck_a_luck as C
from engine.coach import judge
from engine.core.table import Table
from engine.games.chuck_a_luck import GAME, PRESETS, SPOTS, THROW, Bet, ChuckVariant, TakeBack, pay_vectors
from engine.games.chuck_a_luck.rules import TOTALS_TABLES

FIELDS = {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples", "alternatives", "reason",
          "advice"}


def _brute(spot: str, cents: int, v: ChuckVariant) -> Fraction:
    """A bet's expected winnings, written out again from the rules over every ordered throw of three dice."""
    total = Fraction(0)
    for dice in product(range(1, 7), repeat=3):
        triple = len(set(dice)) == 1
        s = sum(dice)
        if spot.startswith("single:"):
            k = dice.count(int(spot[7:]))
            won = 0 if k == 0 else (v.single_triple_pays if k == 3 else k)
        elif spot == "raffle":
            won = v.raffle_pays if triple else 0
        elif spot.startswith("total:"):
            t = int(spot[6:])
            won = TOTALS_TABLES[v.totals_table][min(t, 21 - t)] if s == t else 0
        else:
            hit = {"high": s >= 11, "low": s <= 10, "odd": s % 2 == 1, "even": s % 2 == 0}[spot]
            won = 1 if hit and not triple else 0
        total += cents * won if won else -cents
    return total / 216


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_bet_exact_agrees_with_brute_force_and_the_sample(preset):
    v = PRESETS[preset]
    view = GAME.view(GAME.new_game(v, 1), 0)
    rng = random.Random(preset)
    for spot in SPOTS:
        exact = C.layout_value({spot: 25}, C.variant_of(view))
        assert exact == _brute(spot, 25, v)
        # sampled: 6,000 throws of the dice, the bet settled by the game's own pay table
        vec = pay_vectors(v)[spot]
        xs = [25 * vec[rng.randrange(216)] for _ in range(6_000)]
        mean = sum(xs) / len(xs)
        sd = (sum((x - mean) ** 2 for x in xs) / (len(xs) - 1)) ** 0.5
        assert abs(mean - float(exact)) <= 3.3 * sd / len(xs) ** 0.5, (spot, mean, float(exact))


def _session(seed: int, variant=None):
    v = variant or PRESETS["camp-1861"]
    bots = default_soldiers(v.soldiers) | {0: default_soldiers(4)[3]}   # the learner's seat bets as the doubler
    return Table.new(GAME, v, seed, learner=-1, bots=bots), v


def test_calibration_the_predicted_worth_of_the_layout_is_what_the_throws_pay():
    """Over many throws, the exact worth the coach gives the call for the throw (the learner's layout as it lies)
    matches what the throws actually paid that seat, within the stated error."""
    diffs = []
    v = ChuckVariant(throws=100, soldiers=1)
    bots = {1: default_soldiers(1)[1], 0: default_soldiers(4)[3]}      # the learner's seat bets as the doubler
    for seed in range(6):
        s = GAME.new_game(v, seed)
        while not GAME.is_over(s):
            a = bots[s.to_act].choose(GAME.view(s, s.to_act), GAME.legal_actions(s), random.Random(seed))
            if a == THROW:
                ev = C.evaluate(GAME.view(s, 0), [THROW, GAME.legal_actions(s)[0]], 0, random.Random(0))
                nxt = GAME.apply(s, a)
                got = nxt.purses[0] - s.purses[0] - sum(b.stake for b in s.layout if b.seat == 0)
                diffs.append(got - ev.choice("throw").value)
                s = nxt
            else:
                s = GAME.apply(s, a)
    n = len(diffs)
    mean = sum(diffs) / n
    sd = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    assert n > 500 and abs(mean) <= 3.5 * sd / n ** 0.5, (n, mean, sd)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), other=st.integers(0, 10_000), steps=st.integers(0, 30))
def test_the_coach_never_reads_the_dice_to_come(seed, other, steps):
    """Nothing is hidden at this table but the dice not yet thrown: two sessions alike in all but the seed (the dice
    to come) give the same view, and the coach the same figures."""
    v = ChuckVariant(throws=3)
    s = GAME.new_game(v, seed)
    for _ in range(steps):
        if GAME.is_over(s) or s.phase != "betting":
            break
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, legal[(seed + len(legal)) % len(legal)] if s.to_act != 0 else legal[0])
    if GAME.is_over(s):
        return
    twin = s._replace(seed=other)
    view = GAME.view(s, s.to_act)
    assert GAME.view(twin, s.to_act) == view
    legal = GAME.legal_actions(s)
    assert C.evaluate(view, legal, 0, random.Random(1)) == C.evaluate(GAME.view(twin, s.to_act), legal, 0,
                                                                       random.Random(2))


def test_a_dollar_on_a_total_is_a_blunder_and_taking_back_a_bet_best():
    v = ChuckVariant(soldiers=0)
    s = GAME.new_game(v, 3)
    assert s.to_act == 0
    bad = judge(GAME, s, 0, Bet("total:4", 100), 0)
    assert bad.grade == "blunder" and bad.best == THROW and bad.evaluation.exact
    assert "costs" in bad.reason and "2.78%" in bad.reason and "Wedeward" in bad.advice.citation
    small = judge(GAME, s, 0, Bet("high", 5), 0)
    assert small.grade == "good" and small.loss == pytest.approx(5 * 6 / 216)
    s2 = GAME.apply(s, Bet("raffle", 25))
    back = judge(GAME, s2, 0, TakeBack("raffle"), 1)
    assert back.grade == "best" and back.evaluation.choice("take-back raffle").exact == 0
    kept = judge(GAME, s2, 0, THROW, 1)
    assert kept.grade == "mistake" and kept.evaluation.choice("throw").exact == Fraction(-25 * 30, 216)


def _cli(args):
    from engine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


def test_the_command_line_grades_a_bots_record(tmp_path):
    t, _v = _session(5, ChuckVariant(throws=4))
    t.run_bots(limit=200)
    path = tmp_path / "chuck.json"
    path.write_text(t.record.to_json())
    code, out, _ = _cli(["coach", "chuck-a-luck", str(path), "--json"])
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "chuck-a-luck" and data["decisions"]
    for d in data["decisions"]:
        assert FIELDS <= set(d) and d["unit"] == "cents"
        assert d["exact"] or d["grade"] == "forced"
        assert all("fraction" in a for a in d["alternatives"])
    assert _cli(["coach", "chuck-a-luck", str(path), "--json"])[1] == out
    code, _, err = _cli(["coach", "chuck-a-luck", str(path), "--samples", "0", "--json"])
    assert code == 2 and f"1 to {C.MAX_SAMPLES:,}" in err
