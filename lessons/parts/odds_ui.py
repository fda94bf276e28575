"""Exact figures on the page: fractions beside percentages, and estimates with their error."""

from __future__ import annotations

from fractions import Fraction

import streamlit as st

from engine.odds.interval import share


def prob(p: Fraction | int, places: int = 2) -> str:
    """'17/216 (7.87%)' — the exact fraction first, then the percentage."""
    p = Fraction(p)
    frac = f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)
    return f"{frac} ({float(p) * 100:.{places}f}%)"


def estimate(successes: int, n: int) -> str:
    """A simulated share with its sample size and 95% Wilson interval (``engine.odds.interval``, the one helper):
    '41.2% (95% interval 40.2% to 42.2%, n = 10,000)'."""
    return share(successes, n).text()


def fraction_table(rows: list[dict]) -> None:
    st.table(rows, hide_index=True, border="horizontal")
