"""The one error for a simulated share: the Wilson score interval (95%).

A normal margin, 1.96 * sqrt(p(1 - p) / n), shrinks to nothing when a simulation sees no success (or no
failure): "0.0% ± 0.0%" would claim certainty that 2,000 deals cannot give. Wilson's interval stays honest at
the edges (with no success in n its top is about 3.84 / n, close to the rule of three) and agrees with the
normal margin in the middle. Every Monte Carlo share on the site and the command line comes through here,
and every simulated mean's standard error (:func:`mean_error`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Share:
    """A simulated share: ``successes`` out of ``n`` (successes may be fractional, e.g. a tie counted half, or a
    sum of chances; any values in [0, 1] have at most the variance of a success count, so the interval holds)."""

    successes: float
    n: int
    p: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """The wider side of the interval, for a page that prints one '±': never zero for n > 0."""
        return max(self.p - self.low, self.high - self.p)

    def text(self) -> str:
        """'41.2% (95% interval 40.2% to 42.2%, n = 10,000)'; with nothing seen, says so."""
        if self.n <= 0:
            return "no sample"
        if self.successes == 0:
            return f"0% (none in {self.n:,}; 95% interval 0% to {pct(self.high)})"
        if self.successes == self.n:
            return f"100% (all {self.n:,}; 95% interval {pct(self.low)} to 100%)"
        return f"{pct(self.p)} (95% interval {pct(self.low)} to {pct(self.high)}, n = {self.n:,})"

    def short(self) -> str:
        """For a table cell, its sample size said once nearby: '29.2% (23.9–35.1%)'."""
        if self.n <= 0:
            return "no sample"
        return f"{pct(self.p)} ({pct(self.low).removesuffix('%')}–{pct(self.high)})"

    def as_dict(self) -> dict:
        return {"p": self.p, "low": self.low, "high": self.high, "n": self.n, "margin_95": self.margin,
                "text": self.text(), "short": self.short()}


def share(successes: float, n: int, z: float = Z95) -> Share:
    """Wilson score interval for ``successes`` in ``n`` trials."""
    if n <= 0:
        return Share(0, 0, 0.0, 0.0, 1.0)
    p = min(1.0, max(0.0, successes / n))
    z2n = z * z / n
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / n + z2n / (4 * n))
    # at the edges the exact ends are 0 and 1; rounding must not push them past p
    low = 0.0 if successes <= 0 else min(p, max(0.0, centre - half))
    high = 1.0 if successes >= n else max(p, min(1.0, centre + half))
    return Share(successes, n, p, low, high)


def mean_error(xs) -> tuple[float, float]:
    """A simulated mean (points, pence) and its standard error, from the sample variance (n - 1); 95% is
    ``Z95`` of them. One sample has no spread to measure: its error is given as infinite, never as zero."""
    n = len(xs)
    if n == 0:
        return 0.0, math.inf
    if hasattr(xs, "var"):   # a numpy array (a payday's two million purses): the same figures, summed in numpy
        mean = float(xs.mean())
        return mean, math.inf if n == 1 else math.sqrt(float(xs.var(ddof=1)) / n)
    mean = sum(xs) / n
    if n == 1:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def pct(x: float) -> str:
    """A percentage with one decimal, or two significant figures when it is a small nonzero share; the ends exact."""
    if x in (0, 1):
        return f"{x * 100:.0f}%"
    v = x * 100
    if 0 < v < 1:
        return f"{v:.2g}%"
    return f"{v:.1f}%"
