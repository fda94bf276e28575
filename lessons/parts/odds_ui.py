"""Exact figures on the page: fractions beside percentages, and estimates with their error."""

from __future__ import annotations

import math
from fractions import Fraction

import streamlit as st


def prob(p: Fraction | int, places: int = 2) -> str:
    """'17/216 (7.87%)' — the exact fraction first, then the percentage."""
    p = Fraction(p)
    frac = f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)
    return f"{frac} ({float(p) * 100:.{places}f}%)"


def estimate(successes: int, n: int) -> str:
    """A simulated proportion with its 95% margin: '41.2% ± 1.0% (n = 10,000)'."""
    if n <= 0:
        return "no sample"
    p = successes / n
    margin = 1.96 * math.sqrt(max(p * (1 - p), 1e-12) / n)
    return f"{p * 100:.1f}% ± {margin * 100:.1f}% (n = {n:,}, 95% interval)"


def fraction_table(rows: list[dict]) -> None:
    st.table(rows, hide_index=True, border="horizontal")
