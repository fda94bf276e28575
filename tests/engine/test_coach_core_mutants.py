"""engine/coach/core.py at its edges (issue 31: mutation score): each grade threshold exactly, the paired loss and
its interval worked out by hand, a single deal, a loss the same in every deal, the forced cases, and every field
of a graded decision as the command line and the review give it."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from engine.coach import core
from engine.odds.interval import Z95

# thresholds that are exact in binary, so a loss can sit exactly on each
SCALE = core.Scale("points", good=0.25, inaccuracy=0.5, mistake=1.0, why="test")


@pytest.mark.parametrize(("loss", "grade"), [
    (0.0, "best"), (1e-12, "best"), (2e-12, "good"), (0.25, "good"), (0.2500001, "inaccuracy"),
    (0.5, "inaccuracy"), (0.5000001, "mistake"), (1.0, "mistake"), (1.0000001, "blunder"), (5.0, "blunder")])
def test_each_threshold_is_the_last_loss_of_its_grade(loss, grade):
    assert SCALE.grade_of(loss) == grade


def test_advice_cites_its_book_and_page():
    a = core.Advice("The advice, in our words.", "schenck-1880", "p. 7")
    assert a.citation == "Schenck, Draw (1880), p. 7"
    assert a.to_json() == {"text": "The advice, in our words.", "citation": "Schenck, Draw (1880), p. 7"}
    assert core.Advice("x", "schenck-1880").citation == "Schenck, Draw (1880)"


def test_a_choice_gives_its_fraction_only_when_exact():
    assert core.Choice("a", 0.5, 0.25, 0.75).to_json() == {"action": "a", "value": 0.5, "low": 0.25, "high": 0.75}
    assert core.Choice("b", -2 / 3, -2 / 3, -2 / 3, Fraction(-2, 3)).to_json()["fraction"] == "-2/3"


def test_an_exact_evaluation_holds_each_value_as_its_fraction_and_its_float():
    ev = core.exact("play", SCALE, [("a", Fraction(1, 3)), ("b", 2)], "every card seen")
    assert ev.choices == (core.Choice("a", 1 / 3, 1 / 3, 1 / 3, Fraction(1, 3)), core.Choice("b", 2.0, 2.0, 2.0, Fraction(2)))
    assert (ev.phase, ev.scale, ev.assumes, ev.samples, ev.exact, ev.note) == ("play", SCALE, "every card seen", 0,
                                                                                True, "")
    assert ev.best.action == "b" and ev.choice("a").exact == Fraction(1, 3)
    assert ev.loss("a") == (2 - 1 / 3,) * 3
    with pytest.raises(KeyError) as e:
        ev.choice("c")
    assert e.value.args == ("c",)


def test_the_first_of_equal_best_choices_is_the_best():
    ev = core.exact("play", SCALE, [("a", Fraction(0)), ("b", Fraction(1)), ("c", Fraction(1))], "x")
    assert ev.best.action == "b"
    assert (ev.grade("b"), ev.grade("c"), ev.grade("a")) == ("best", "best", "mistake")


def test_sampled_values_and_paired_losses_worked_by_hand():
    # action b is worth 1 less than a in every deal but one, where it is worth 3 less
    rows = [(4.0, 3.0), (0.0, -1.0), (2.0, -1.0), (6.0, 5.0)]
    ev = core.sampled("play", SCALE, ["a", "b"], rows, "deals drawn")
    assert (ev.samples, ev.exact, ev.assumes, ev.phase) == (4, False, "deals drawn", "play")
    a, b = ev.choices
    se_a = math.sqrt(((4 - 3) ** 2 + 3 ** 2 + 1 + 3 ** 2) / 3 / 4)      # mean 3
    assert (a.action, a.value) == ("a", 3.0) and a.exact is None
    assert (a.low, a.high) == pytest.approx((3 - Z95 * se_a, 3 + Z95 * se_a))
    assert (b.action, b.value) == ("b", 1.5)
    se_d = math.sqrt((0.25 * 3 + 1.5 ** 2) / 3 / 4)                     # differences 1, 1, 3, 1: mean 1.5
    assert ev.losses["b"] == pytest.approx((1.5, 1.5 - Z95 * se_d, 1.5 + Z95 * se_d))
    assert ev.losses["a"] == (0.0, 0.0, 0.0)
    assert ev.grade("b") == "blunder" and ev.grade("a") == "best"


def test_the_best_sampled_choice_is_the_highest_mean_whatever_its_place():
    ev = core.sampled("play", SCALE, ["a", "b", "c"], [(0.0, 2.0, 1.0), (0.0, 2.0, 1.0)], "x")
    assert ev.best.action == "b"
    assert ev.losses == {"a": (2.0, 2.0, 2.0), "b": (0.0, 0.0, 0.0), "c": (1.0, 1.0, 1.0)}
    assert [ev.grade(x) for x in "abc"] == ["blunder", "best", "mistake"]


def test_a_loss_the_same_in_every_deal_is_sure_and_a_single_deal_proves_nothing():
    same = core.sampled("play", SCALE, ["a", "b"], [(1.0, 0.5), (3.0, 2.5), (-1.0, -1.5)], "x")
    assert same.losses["b"] == (0.5, 0.5, 0.5) and same.grade("b") == "inaccuracy"
    one = core.sampled("play", SCALE, ["a", "b"], [(2.0, 0.0)], "x")
    assert one.choices[0] == core.Choice("a", 2.0, -math.inf, math.inf)
    assert one.losses["b"] == (2.0, -math.inf, math.inf)
    assert one.grade("b") == "too-close"
    # differences 2 and 0: a standard error of exactly 1, so the interval is 1 ± Z95 (only no spread is certain)
    unit = core.sampled("play", SCALE, ["a", "b"], [(2.0, 0.0), (0.0, 0.0)], "x")
    assert unit.losses["b"] == pytest.approx((1.0, 1 - Z95, 1 + Z95))
    assert unit.grade("b") == "too-close"


def test_a_sampled_loss_whose_interval_just_reaches_zero_is_too_close():
    ev = core.Evaluation("play", SCALE, (core.Choice("a", 1, 0, 2), core.Choice("b", 0, -1, 1)), "x", samples=5,
                         losses={"a": (0.0, 0.0, 0.0), "b": (1.0, 0.0, 2.0)})
    assert ev.grade("b") == "too-close"
    assert ev.loss("b") == (1.0, 0.0, 2.0)


def test_a_sampled_evaluation_needs_a_deal():
    with pytest.raises(ValueError, match="^a sampled evaluation needs at least one deal$"):
        core.sampled("play", SCALE, ["a", "b"], [], "x")


def test_no_choice_values_every_action_at_nothing_and_says_why():
    ev = core.no_choice("bet", SCALE, ["a", "b"], "Every bet loses 1/37.", "the banker's odds")
    assert ev.choices == (core.Choice("a", 0.0, 0.0, 0.0, Fraction(0)), core.Choice("b", 0.0, 0.0, 0.0, Fraction(0)))
    assert (ev.phase, ev.scale, ev.note, ev.assumes, ev.exact) == ("bet", SCALE, "Every bet loses 1/37.",
                                                                   "the banker's odds", True)
    assert core.no_choice("bet", SCALE, ["a"], "n").assumes == ""
    assert ev.grade("b") == "forced"


def test_a_forced_decision_loses_nothing_and_a_sampled_one_never_less_than_nothing():
    ev = core.no_choice("bet", SCALE, ["a", "b"], "Every bet loses 1/37.")
    d = core.Decision(3, "bet", "b", ev, "all the same", None)
    assert (d.grade, d.loss) == ("forced", 0.0)
    one = core.exact("play", SCALE, [("a", Fraction(3))], "x")
    assert core.Decision(0, "play", "a", one, "", None).loss == 0.0
    # a rounding below zero in the paired mean is shown as no loss
    odd = core.Evaluation("play", SCALE, (core.Choice("a", 1, 1, 1), core.Choice("b", 1, 1, 1)), "x", samples=3,
                          losses={"b": (-1e-17, 0.5, 0.5)})
    assert core.Decision(0, "play", "b", odd, "", None).loss == 0.0


def test_a_decision_as_json():
    ev = core.exact("play", SCALE, [("a", Fraction(1)), ("b", Fraction(1, 4))], "every card seen")
    advice = core.Advice("The advice.", "schenck-1880", "p. 7")
    d = core.Decision(7, "play", "b", ev, "a wins the trick", advice)
    assert (d.grade, d.best, d.loss) == ("mistake", "a", 0.75)
    assert d.to_json() == {
        "move_no": 7, "phase": "play", "played": "b", "best": "a", "grade": "mistake", "loss": 0.75,
        "unit": "points", "exact": True, "samples": 0, "assumes": "every card seen",
        "alternatives": [{"action": "a", "value": 1.0, "low": 1.0, "high": 1.0, "fraction": "1/1"},
                         {"action": "b", "value": 0.25, "low": 0.25, "high": 0.25, "fraction": "1/4"}],
        "reason": "a wins the trick", "advice": {"text": "The advice.", "citation": "Schenck, Draw (1880), p. 7"}}
    assert core.Decision(7, "play", "b", ev, "r", None).to_json()["advice"] is None
