"""Odds, per game: ``engine/odds/<name>.py``. Exact where mathematics allows.

A module may offer the command line's ``odds`` (``add_odds_arguments(parser)`` and
``odds(args) -> dict``) and a game-specific ``simulate`` (``add_simulate_arguments``
and ``simulate(args) -> dict``). Probabilities travel as :func:`prob` dicts: the exact
fraction as a string ("17/216") beside its decimal.
"""

from __future__ import annotations

from fractions import Fraction

from engine.games import game_module


def odds_module(slug: str):
    return game_module(__name__, slug)


def prob(p: Fraction | int) -> dict:
    """An exact probability (or any exact quantity) as JSON: fraction text and decimal."""
    p = Fraction(p)
    return {"fraction": f"{p.numerator}/{p.denominator}", "decimal": float(p)}


def fraction_text(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def percent(p: Fraction | float, places: int = 2) -> str:
    return f"{float(p) * 100:.{places}f}%"
