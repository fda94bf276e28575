"""engine/odds/__init__.py: how an exact chance travels (fraction text beside its decimal) and is printed as a
percentage, and which module holds a game's odds. The figures are worked by hand."""

from __future__ import annotations

from fractions import Fraction

import engine.odds.chuck_a_luck
import engine.odds.scarney_chemin_de_fer
from engine.odds import fraction_text, odds_module, percent, prob


def test_prob_is_the_fraction_in_lowest_terms_beside_its_decimal():
    assert prob(Fraction(34, 432)) == {"fraction": "17/216", "decimal": 17 / 216}
    assert prob(3) == {"fraction": "3/1", "decimal": 3.0}
    assert prob(Fraction(-5, 3)) == {"fraction": "-5/3", "decimal": -5 / 3}


def test_fraction_text():
    assert fraction_text(Fraction(17, 216)) == "17/216" and fraction_text(Fraction(0)) == "0/1"


def test_percent_to_two_places_unless_told():
    assert percent(Fraction(1, 3)) == "33.33%"
    assert percent(Fraction(17, 216), 4) == "7.8704%"
    assert percent(0.5, 0) == "50%"
    assert percent(Fraction(-1, 36)) == "-2.78%"


def test_a_games_odds_module_by_its_short_name():
    assert odds_module("chuck-a-luck") is engine.odds.chuck_a_luck
    assert odds_module("scarney-chemin-de-fer") is engine.odds.scarney_chemin_de_fer   # dashes to underscores
    assert odds_module("no-such-game") is None
