"""engine/core/dice.py, dominoes.py and phases.py held to figures and refusals worked out here (issue 31: mutation
score): the faces a throw reads from its source, each refusal's words, Unicode's own names for the domino tiles,
and the phase tables of a small class hierarchy written for the test."""

from __future__ import annotations

import unicodedata

import pytest

from engine.core.dice import DEAD, SCARNEY, STANDARD, DieKind, Face, total
from engine.core.dominoes import DOUBLE_SIX_SET, Domino
from engine.core.phases import phase_tables, phases_of


class Scripted:
    """A random source that answers randrange(n) from a list, and records each n asked."""

    def __init__(self, answers):
        self.answers, self.asked = list(answers), []

    def randrange(self, n):
        self.asked.append(n)
        return self.answers.pop(0)


# -- dice ------------------------------------------------------------------------------------------------------

def test_a_throw_reads_one_index_per_die_from_the_source():
    src = Scripted([0, 5, 3])
    assert STANDARD.throw(src, 3) == (STANDARD.faces[0], STANDARD.faces[5], STANDARD.faces[3])
    assert src.asked == [6, 6, 6]
    src = Scripted([4])
    assert SCARNEY.throw(src) == (DEAD,) and src.asked == [6]    # one die by default; two of six faces are dead


def test_faces_are_found_by_label_ignoring_case_and_spaces():
    assert SCARNEY.face(" Dead ") is DEAD and SCARNEY.face("4").value == 4 and STANDARD.face("6").glyph == "\u2685"
    assert str(STANDARD.face(" 2")) == "2"


def test_a_missing_face_is_refused_naming_the_die_and_its_faces_once_each():
    with pytest.raises(ValueError) as e:
        SCARNEY.face("2")
    assert str(e.value) == "'2' is not a face of a Scarney die: its faces are 1, 3, 4, 6, dead"
    with pytest.raises(ValueError) as e:
        STANDARD.face("seven")
    assert str(e.value) == "'seven' is not a face of a standard die: its faces are 1, 2, 3, 4, 5, 6"


def test_total_adds_the_faces_values():
    assert total(()) == 0
    assert total((SCARNEY.face("6"), DEAD, SCARNEY.face("3"), SCARNEY.face("1"))) == 10
    assert total(tuple(DieKind("x", (Face("a", 7, "a"),)).faces) * 3) == 21


# -- dominoes ----------------------------------------------------------------------------------------------------

def test_the_set_has_28_tiles_each_with_unicodes_own_tile():
    assert len(DOUBLE_SIX_SET) == len(set(DOUBLE_SIX_SET)) == 28
    for d in DOUBLE_SIX_SET:
        assert unicodedata.name(d.unicode) == f"DOMINO TILE VERTICAL-{d.high:02d}-{d.low:02d}"
        assert d.pips == d.high + d.low and d.is_double == (d.high == d.low)


@pytest.mark.parametrize("text", ["6-4", "4-6", " 4|6 ", "06-4"])
def test_a_tile_is_read_either_end_first(text):
    assert Domino.parse(text) == Domino(6, 4) and str(Domino.parse(text)) == "6-4"


@pytest.mark.parametrize("text", ["7-1", "6", "6-4-2", "a-b", "", "-1-2", "6-"])
def test_a_bad_tile_is_refused_with_how_to_write_one(text):
    with pytest.raises(ValueError) as e:
        Domino.parse(text)
    assert str(e.value) == f"{text!r} is not a domino: write two numbers 0\u20136 like 6-4"


@pytest.mark.parametrize("high, low", [(7, 0), (3, 4), (0, -1), (-1, -1)])
def test_a_tile_off_the_set_cannot_be_made(high, low):
    with pytest.raises(ValueError) as e:
        Domino(high, low)
    assert str(e.value) == f"{high}-{low} is not a double-six tile"


def test_tiles_are_named_in_words_and_know_their_numbers():
    assert Domino(6, 6).name == "double six" and Domino(0, 0).name == "double blank"
    assert Domino(5, 0).name == "five\u2013blank" and Domino(3, 1).name == "three\u2013one"
    assert Domino(6, 4).has(6) and Domino(6, 4).has(4) and not Domino(6, 4).has(5)
    assert Domino(0, 0) < Domino(1, 0) < Domino(1, 1) < Domino(6, 0)


# -- phases ------------------------------------------------------------------------------------------------------

class Base:
    def _legal_going_in(self, s):
        return "base legal"

    def _step_going_in(self, s, action):
        return "base step"

    def _check_going_in(self, s, action):
        return "base check"

    def _legal_(self, s):          # no phase after the prefix: not a phase method
        return None

    def legal_play(self, s):       # no leading underscore: not one either
        return None


class Child(Base):
    def _step_going_in(self, s, action):
        return "child step"

    def _legal_play(self, s):
        return "play"

    def _step_play(self, s, action):
        return "played"


def test_phase_tables_key_each_method_by_its_phase_both_spellings_subclass_winning():
    legal, check, step = phase_tables(Child)
    assert set(legal) == {"going_in", "going-in", "play"}
    assert set(check) == {"going_in", "going-in"}
    assert set(step) == {"going_in", "going-in", "play"}
    assert step["going-in"](None, None, None) == step["going_in"](None, None, None) == "child step"
    assert legal["going-in"](None, None) == "base legal" and check["going_in"](None, None, None) == "base check"
    assert step["play"] is Child._step_play
    assert phase_tables(Base)[2]["going_in"](None, None, None) == "base step"


def test_a_phase_method_that_is_not_a_plain_method_is_refused_saying_its_arguments():
    class Static:
        @staticmethod
        def _step_deal(s, action):
            return None

    with pytest.raises(TypeError) as e:
        phase_tables(Static)
    assert str(e.value) == ("Static._step_deal: a phase method must be a plain method (self, s, action), "
                            "not staticmethod")

    class Prop:
        @property
        def _legal_deal(self):
            return None

    with pytest.raises(TypeError) as e:
        phase_tables(Prop)
    assert str(e.value) == "Prop._legal_deal: a phase method must be a plain method (self, s), not property"


def test_phases_of_names_each_phase_once_as_the_state_spells_it():
    class WithTables:
        _phase_step = phase_tables(Child)[2]

    assert phases_of(WithTables) == {"going-in", "play"}
