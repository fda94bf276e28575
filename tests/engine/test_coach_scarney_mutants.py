"""The two Scarney dice coaches word for word (issue 31: mutation score): each sentence a learner reads at each kind of
decision, with its figure, the evaluation's fields, and the nudge. The figures are the odds modules' (checked there
against brute force, and in test_coach_scarney.py); here each is pinned and tied to what it must equal."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.coach import pie_eyed_dice as PIE
from engine.coach import scarney_chemin_de_fer as CHEM

RNG = random.Random(0)

# Chemin de Fer: the banker and a player throw by the same rules, so win and loss are the same chance
WIN = Fraction(197684633705, 446308403328)
EVEN = ("a player beats the banker with chance 197684633705/446308403328 (44.29%) and loses with the same chance "
        "(stand-off 11.41%), so the bank's edge is exactly 0")


def test_the_even_game_figure():
    assert 1 - 2 * WIN == Fraction(25469567959, 223154201664)       # the stand-off, 11.41%
    assert CHEM.even_game() == EVEN


def test_a_bet_is_worth_nothing_whatever_its_size():
    ev = CHEM.evaluate({"phase": "bet"}, ["bet 2", "bet 3", "bet 10"], 0, RNG)
    assert ev.note == (f"No bet size is better than another: {EVEN}; each chip bet is worth 0 on average, and a bigger "
                       "bet only makes your chips swing further.")
    assert [c.action for c in ev.choices] == ["bet 2", "bet 3", "bet 10"]
    assert (ev.phase, ev.scale, ev.assumes, ev.exact) == ("bet", CHEM.SCALE, CHEM.ASSUMES, True)
    assert ev.grade("bet 10") == "forced"
    assert CHEM.reason({}, ev, "bet 10") == ev.note and CHEM.advice({}, ev) is None


def test_the_bankers_limits_and_keeping_the_bank_change_nothing():
    text = (f"The banker's limits, and keeping or giving up the bank, change nothing on average: {EVEN}; wider limits "
            "only let the chips swing further.")
    for first in (["limits 1-2", "limits 1-5"], ["open", "give-up"], ["give-up", "open"]):
        assert CHEM.note({}, first) == text
    assert CHEM.evaluate({"phase": "open"}, ["open", "give-up"], 0, RNG).note == text


def test_a_forced_throw_says_so():
    text = (f"The throw is forced by the rules (a hit number with dead dice must draw, with all of them): nothing to "
            f"decide; {EVEN}.")
    assert CHEM.note({}, ["draw"]) == CHEM.note({}, ["throw"]) == CHEM.note({}, []) == text
    assert CHEM.note({}, ["betting"]) == text          # a word that only begins like "bet" is not a bet


def test_the_chemin_de_fer_nudge_asks():
    assert CHEM.nudge({}, []) == "Does the banker throw by the same rules as you? Then what can the size of your bet change?"


def test_pie_eyed_dice_seating_throw_is_the_dices_alone():
    ev = PIE.evaluate({"phase": "seating"}, ["throw"], 0, RNG)
    assert ev.note == "Pie-Eyed Dice has no decision: the throw for the order of play is the dice's alone."
    assert (ev.phase, ev.scale, ev.assumes, [c.action for c in ev.choices]) == ("seating", PIE.SCALE, PIE.ASSUMES,
                                                                                ["throw"])


def test_pie_eyed_dice_turn_gives_the_chance_of_a_role():
    # five dice, none aside, no throw made: 19^5 / 3^15, the odds module's figure (checked there by brute force)
    view = {"phase": "turn", "form": "five", "aside": 0, "throws_made": 0}
    ev = PIE.evaluate(view, ["throw"], 0, RNG)
    assert Fraction(19**5, 3**15) == Fraction(2476099, 14348907)
    assert ev.note == ("Pie-Eyed Dice has no decision: you throw, and the dice decide; this turn takes a role with "
                       "chance 2476099/14348907 (17.26%), whatever you do.")
    later = PIE.evaluate({"phase": "turn", "form": "five", "aside": 2, "throws_made": 1}, ["throw"], 0, RNG)
    assert "chance 125/729 (17.15%)" in later.note
    four = PIE.evaluate({"phase": "turn", "form": "four", "aside": 1, "throws_made": 2}, ["throw"], 0, RNG)
    assert "chance 1/9 (11.11%)" in four.note
    assert PIE.reason(view, ev, "throw") == ev.note and PIE.advice(view, ev) is None
    assert ev.grade("throw") == "forced" and ev.assumes == PIE.ASSUMES


def test_the_pie_eyed_dice_nudge_says_what_to_watch():
    assert PIE.nudge({}, ["throw"]) == ("There is nothing to choose: watch how many dead dice you set aside, and how "
                                        "many throws are left.")
