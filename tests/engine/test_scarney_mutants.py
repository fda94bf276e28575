"""What the Scarney dice games share (engine/games/_scarney.py) at its edges: the general rules' citations, the
fixed throws a deal may hold, the seeded dice. Found untested by the mutation run (tests/audit/mutation.py)."""

from __future__ import annotations

import pytest

from engine.games import _scarney as S
from engine.games.pie_eyed_dice import RULES as PIE
from engine.games.scarney_chemin_de_fer import RULES as CHEMIN


@pytest.mark.rules("cocked-die", "off-table", "left-in-cup", "score-corrections", "ask-score", "out-of-turn",
                   "proper-shake")
def test_the_general_rules_cite_scarnes_additional_rules_in_order():
    ids = ["cocked-die", "off-table", "left-in-cup", "score-corrections", "ask-score", "out-of-turn", "proper-shake"]
    assert [(r.id, r.source, r.locator) for r in S.GENERAL_RULES] == [
        (rid, "scarne-1973", f"Scarney dice games, additional rules, {n}") for n, rid in enumerate(ids, 1)]
    for rule in S.GENERAL_RULES:
        assert rule.text.startswith(rule.text[0].upper()) and len(rule.text) > 60
        assert PIE[rule.id] is rule and CHEMIN[rule.id] is rule
    assert "Scarne" in S.GENERAL["out-of-turn"].citation


# -- fixed throws ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,throws", [
    ("6-4-x-x-x 3-1-x", ((6, 4, 0, 0, 0), (3, 1, 0))),
    ("6-0-d-DEAD-D,1/3", ((6, 0, 0, 0, 0), (1,), (3,))),
    ("4", ((4,),)),
])
def test_a_deal_is_written_with_any_dead_spelling_and_separator(text, throws):
    assert S.parse_deal(text) == throws
    assert S.check_deal(text) == throws


@pytest.mark.parametrize("text,message", [
    ("6-2", "'2' is not a face of a Scarney die: its faces are 1, 3, 4, 6 and dead (x)"),
    ("6-4-x-x-x-1", "a throw is one to five dice, not '6-4-x-x-x-1'"),
    ("6--4", "'' is not a face of a Scarney die: its faces are 1, 3, 4, 6 and dead (x)"),
    (" , / ", "write the throws like '6-4-x-x-x 3-1-x' (x is a dead face)"),
])
def test_a_bad_deal_is_refused_in_words(text, message):
    with pytest.raises(ValueError) as info:
        S.parse_deal(text)
    assert str(info.value) == message


def test_a_deal_given_as_throws_holds_one_to_five_scarney_faces():
    assert S.check_deal(None) == ()
    assert S.check_deal([[6], (1, 3, 4, 6, 0)]) == ((6,), (1, 3, 4, 6, 0))
    for bad in ([()], [(1, 3, 4, 6, 0, 0)], [(2,)], [(6, 5)]):
        with pytest.raises(ValueError) as info:
            S.check_deal(bad)
        assert str(info.value) == ("a fixed throw is one to five Scarney faces (1, 3, 4, 6, 0 for dead), not "
                                   f"{tuple(bad[0])!r}")


@pytest.mark.rules("equipment")
def test_a_fixed_throw_too_short_for_the_dice_is_refused_by_its_number():
    assert S.throw(0, 1, 3, ((6,), (1, 3, 4, 6, 0))) == (1, 3, 4)   # the first three of throw 2
    with pytest.raises(ValueError) as info:
        S.throw(0, 1, 5, ((6,), (1, 3)))
    assert str(info.value) == "fixed throw 2 has 2 dice, but 5 are thrown"


@pytest.mark.rules("equipment")
def test_the_seeded_dice_stay_the_same_so_a_record_replays():
    """Golden values under the tests' fixed secret (tests/conftest.py), as the golden records: a recorded game is
    its seed and its actions, so the dice a seed gives must never change."""
    assert [S.throw(seed, n, 5) for seed in (0, 7) for n in (0, 1)] == [
        (4, 6, 1, 1, 4), (1, 6, 1, 4, 0), (0, 6, 0, 6, 3), (1, 0, 4, 6, 1)]


def test_no_dice_is_said_in_words():
    assert S.dice_text(()) == "no dice" and S.dice_text((6, 0)) == "6 dead"
