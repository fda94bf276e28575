"""Wilson's interval at its edges and in its printed forms, against the formula written out here (mutation testing,
issue 31, found these unread: one success, a count past n, no sample, the table cell's rounding, the JSON keys)."""

from __future__ import annotations

import math

import pytest

from engine.odds.interval import Share, mean_error, pct, share

Z = 1.959963984540054


def wilson(k: float, n: int) -> tuple[float, float]:
    """Wilson's score interval, from its textbook form (Wilson 1927): (p + z²/2n ± z·√(p(1-p)/n + z²/4n²)) / (1 + z²/n)."""
    p = k / n
    centre = p + Z * Z / (2 * n)
    spread = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return (centre - spread) / (1 + Z * Z / n), (centre + spread) / (1 + Z * Z / n)


def test_no_sample_is_nothing_known():
    assert share(0, 0) == Share(0, 0, 0.0, 0.0, 1.0)
    assert share(3, -1) == Share(0, 0, 0.0, 0.0, 1.0)
    assert share(0, 0).text() == share(0, 0).short() == "no sample"
    assert mean_error([]) == (0.0, math.inf)


@pytest.mark.parametrize("k,n", [(1, 10), (1, 2), (2, 3), (7, 20), (0.5, 4)])
def test_one_success_or_a_few_have_wilsons_ends(k, n):
    s = share(k, n)
    low, high = wilson(k, n)
    assert s.p == k / n and s.n == n and s.successes == k
    assert s.low == pytest.approx(low, rel=1e-12) and s.high == pytest.approx(high, rel=1e-12)
    assert 0 < s.low < s.p < s.high < 1


def test_a_single_trial():
    yes, no = share(1, 1), share(0, 1)
    assert (yes.p, yes.high, no.p, no.low) == (1.0, 1.0, 0.0, 0.0)
    assert yes.low == pytest.approx(wilson(1, 1)[0]) and no.high == pytest.approx(wilson(0, 1)[1])
    assert yes.text().startswith("100% (all 1; 95% interval ") and no.text().startswith("0% (none in 1; ")
    assert yes.short() == f"100% ({pct(yes.low).removesuffix('%')}–100%)"


def test_more_successes_than_trials_is_all_of_them():
    s = share(5, 3)
    assert s.p == 1.0 and s.high == 1.0


def test_the_json_form_names_every_figure():
    s = share(7, 20)
    assert s.as_dict() == {"p": s.p, "low": s.low, "high": s.high, "n": 20, "margin_95": s.margin,
                           "text": s.text(), "short": s.short()}


@pytest.mark.parametrize("x,text", [(0.01, "1.0%"), (0.01999, "2.0%"), (0.0099, "0.99%"), (0.5, "50.0%"),
                                    (0, "0%"), (1, "100%")])
def test_a_share_is_printed_with_one_decimal_or_two_figures_below_one_percent(x, text):
    assert pct(x) == text
