"""The one error for a simulated share (engine/odds/interval.py): Wilson's 95% interval, honest at 0% and 100%,
the normal margin in the middle, and the games' Monte Carlo chances all reporting it."""

from __future__ import annotations

from math import comb

import pytest

from engine.odds.interval import share


def coverage(p: float, n: int) -> float:
    """The exact chance that the interval from a binomial(n, p) sample contains p."""
    total = 0.0
    for k in range(n + 1):
        s = share(k, n)
        if s.low <= p <= s.high:
            total += comb(n, k) * p ** k * (1 - p) ** (n - k)
    return total


def test_no_success_still_has_an_error():
    s = share(0, 2000)
    assert s.p == 0 and s.low == 0
    assert s.high == pytest.approx(1.96 ** 2 / (2000 + 1.96 ** 2), rel=1e-3)     # about 3.84 / n: rule of three
    assert s.margin == s.high > 0
    assert s.text() == "0% (none in 2,000; 95% interval 0% to 0.19%)"


def test_every_success_still_has_an_error():
    s = share(500, 500)
    assert s.high == 1 and 0.99 < s.low < 1 and s.margin > 0
    assert "all 500" in s.text() and "to 100%" in s.text()


def test_middle_agrees_with_the_normal_margin():
    s = share(500, 1000)
    assert s.margin == pytest.approx(1.96 * (0.25 / 1000) ** 0.5, rel=0.01)
    assert s.text() == "50.0% (95% interval 46.9% to 53.1%, n = 1,000)"


@pytest.mark.parametrize("p", [0.001, 0.01, 0.5, 0.995])
def test_the_interval_covers_near_95_percent_even_near_the_edges(p):
    # the normal margin covers 0.001 at n = 400 only about a third of the time (it is 0 +- 0 whenever no success)
    assert coverage(p, 400) > 0.92


def test_table_cells_keep_the_interval():
    assert share(73, 250).short() == "29.2% (23.9–35.1%)"
    assert share(0, 250).short() == "0% (0–1.5%)" and share(250, 250).short() == "100% (98.5–100%)"


def test_no_sample_says_so():
    assert share(0, 0).text() == "no sample"


def test_commerce_best_of_several_at_zero_keeps_an_interval():
    from engine.core.cards import parse_cards
    from engine.odds.commerce import hand_figures

    hand = tuple(c.index for c in parse_cards("2S 3H 5D"))
    sev = hand_figures(hand, (), others=3, samples=1000, seed=7)["several"]
    assert sev["best"] == 0
    assert sev["interval"]["high"] > 0.003 and "none in 1,000" in sev["interval"]["text"]


def test_draw_poker_simulated_chance_carries_wilson():
    from engine.odds.draw_poker import simulated

    r = simulated(0, 20_000)
    assert r["p"] == 0 and r["high"] > 0 and r["margin_95"] == r["high"] and "none in 20,000" in r["text"]


def test_mean_error_uses_the_sample_variance_and_never_claims_zero_from_one_sample():
    from math import inf, sqrt

    from engine.odds.interval import mean_error

    assert mean_error([1, 2, 3, 4]) == (2.5, pytest.approx(sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)))
    assert mean_error([5]) == (5, inf)


def test_mean_error_of_a_numpy_array_is_the_lists():
    import numpy as np

    from engine.odds.interval import mean_error

    xs = [3, 9, 4, 4, 12, -2, 7]
    assert mean_error(np.array(xs)) == pytest.approx(mean_error(xs))
    assert mean_error(np.array([5]))[1] == float("inf")   # one sample: no spread measured, never a zero error
