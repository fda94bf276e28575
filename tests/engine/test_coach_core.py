"""The coach's grading, the same for every game (engine/coach/core.py): exact losses, paired sampled losses,
too close to call, forced."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.coach import core, decision_rng

SCALE = core.Scale("points", good=0.1, inaccuracy=0.3, mistake=0.75, why="test")


def test_exact_losses_are_graded_by_the_thresholds():
    ev = core.exact("play", SCALE, [("a", Fraction(1)), ("b", Fraction(19, 20)), ("c", Fraction(4, 5)),
                                    ("d", Fraction(1, 2)), ("e", Fraction(-1))], "all cards seen")
    assert ev.exact and ev.best.action == "a"
    assert [ev.grade(x) for x in "abcde"] == ["best", "good", "inaccuracy", "mistake", "blunder"]
    assert ev.loss("c") == pytest.approx((0.2, 0.2, 0.2))
    assert ev.best.to_json()["fraction"] == "1/1"


def test_equal_exact_values_are_both_best():
    ev = core.exact("play", SCALE, [("a", Fraction(1, 3)), ("b", Fraction(1, 3))], "x")
    assert ev.grade("a") == ev.grade("b") == "best"


def test_paired_samples_tell_apart_what_separate_intervals_cannot():
    # Both choices swing wildly with the deal, but b is always exactly 0.5 worse: the paired loss is certain.
    rng = random.Random(1)
    rows = []
    for _ in range(40):
        x = rng.uniform(-4, 4)
        rows.append((x, x - 0.5))
    ev = core.sampled("play", SCALE, ["a", "b"], rows, "x")
    a, b = ev.choices
    assert a.low < b.high                      # the separate intervals overlap…
    assert ev.loss("b") == pytest.approx((0.5, 0.5, 0.5))
    assert ev.grade("b") == "mistake"          # …but the paired difference is sure


def test_noise_without_a_real_difference_is_too_close_to_call():
    rng = random.Random(2)
    rows = [(rng.gauss(0, 1), rng.gauss(0, 1)) for _ in range(30)]
    ev = core.sampled("play", SCALE, ["a", "b"], rows, "x")
    worse = "b" if ev.best.action == "a" else "a"
    assert ev.loss(worse)[1] <= 0
    assert ev.grade(worse) == "too-close"
    assert ev.grade(ev.best.action) == "best"


def test_one_choice_or_no_choice_that_matters_is_forced():
    assert core.exact("bet", SCALE, [("a", Fraction(0))], "x").grade("a") == "forced"
    ev = core.no_choice("bet", SCALE, ["a", "b"], "Every bet loses the same 1/37.")
    assert ev.grade("b") == "forced"


def test_a_decision_serialises_every_field_the_command_line_promises():
    ev = core.exact("play", SCALE, [("a", Fraction(1)), ("b", Fraction(0))], "all cards seen")
    d = core.Decision(7, "play", "b", ev, "a wins the trick", None).to_json()
    assert set(d) >= {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples",
                      "alternatives", "reason", "advice"}
    assert (d["grade"], d["best"], d["loss"], d["exact"], d["samples"]) == ("blunder", "a", 1.0, True, 0)
    assert set(d["alternatives"][0]) >= {"action", "value", "low", "high"}


@given(st.integers(0, 2**53), st.integers(0, 500))
def test_the_coach_draws_the_same_deals_for_the_same_seed_and_place(seed, move):
    assert decision_rng(seed, move).random() == decision_rng(seed, move).random()
    assert decision_rng(seed, move).random() != decision_rng(seed, move + 1).random()
