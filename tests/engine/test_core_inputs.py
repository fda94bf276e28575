"""The one validation layer (engine/core/inputs.py): each check, its message, and its bounds."""

from __future__ import annotations

import time

import pytest

from engine.core import inputs
from engine.core.errors import BadInput


@pytest.mark.parametrize("text", ["\u00b2", "1\u00b2", "\u0663", "\uff11", "\U0001d7d9", "\u2460", "1_000", "0x10",
                                  "1e3", "", " ", "--1", "1 2", "\u00bd"])
def test_integers_are_ascii_digits_only(text):
    with pytest.raises(BadInput, match="not a whole number written in digits 0-9"):
        inputs.integer(text, "players")


def test_integer_bounds_and_sizes_are_named():
    assert inputs.integer(" 42", "seed", 0, 100) == 42 and inputs.integer("+7", "x") == 7
    with pytest.raises(BadInput, match="seed: 101 is out of range: a whole number from 0 to 100"):
        inputs.integer("101", "seed", 0, 100)
    with pytest.raises(BadInput, match="has 5,000 digits: far too large"):
        inputs.integer("9" * 5000, "seed", 0, 100)
    with pytest.raises(BadInput, match="far too large"):
        inputs.integer(10**5000, "seed")
    with pytest.raises(BadInput, match="not a whole number"):
        inputs.integer(True, "seed")
    with pytest.raises(BadInput, match="not a whole number"):
        inputs.integer("12", "seed", from_text=False)


@pytest.mark.parametrize("text", ["nan", "NaN", "inf", "-inf", "Infinity", "1e999", "\u00b2", "", "1,5"])
def test_numbers_are_finite_and_ascii(text):
    with pytest.raises(BadInput, match="finite number|out of range"):
        inputs.number(text, "--seconds", 0.01, 60)


def test_numbers_in_range():
    assert inputs.number("1.5", "s", 0, 2) == 1.5 and inputs.number(".5", "s") == 0.5
    with pytest.raises(BadInput, match="out of range: a number from 0.01 to 60"):
        inputs.number("1e9", "--seconds", 0.01, 60)
    with pytest.raises(BadInput):
        inputs.number(float("nan"), "s")


def test_text_is_bounded_and_shortened_in_the_message():
    with pytest.raises(BadInput) as info:
        inputs.text("x" * 10_000_000, "move", 200)
    assert len(str(info.value)) < 200 and "10,000,000 characters" in str(info.value)
    with pytest.raises(BadInput, match="control characters"):
        inputs.text("a\x00b", "move")
    with pytest.raises(BadInput, match="not allowed here: plain"):
        inputs.text("bet \u00b2", "move", pattern=r"[\x20-\x7e]*", hint="plain text")


def test_json_depth_size_duplicates_constants_and_huge_numbers():
    t = time.perf_counter()
    with pytest.raises(BadInput, match="nests 100,000 levels deep"):
        inputs.json_document("[" * 100_000 + "]" * 100_000, "record")
    assert time.perf_counter() - t < 2
    assert inputs.depth('{"a": "[[[[[[[[[[", "b": [1, [2]]}') == 3   # brackets inside strings do not count
    with pytest.raises(BadInput, match="the key 'seed' appears twice"):
        inputs.json_document('{"seed": 1, "seed": 2}', "record")
    with pytest.raises(BadInput, match="NaN is not a number"):
        inputs.json_document('{"seed": NaN}', "record")
    with pytest.raises(BadInput, match="5,000-digit number is far too large"):
        inputs.json_document('{"seed": ' + "9" * 5000 + "}", "record")
    with pytest.raises(BadInput, match="bytes long"):
        inputs.json_document(" " * 3_000_000, "record")
    with pytest.raises(BadInput, match="not UTF-8"):
        inputs.json_document(b"\xff\xfe{", "record")
    with pytest.raises(BadInput, match="not JSON: expecting value"):
        inputs.json_document("", "record")


def test_fields_refuse_unknown_and_missing():
    with pytest.raises(BadInput, match="no field called 'cheat'"):
        inputs.fields({"a": 1, "cheat": 2}, "record", ["a"])
    with pytest.raises(BadInput, match="the field 'b' is missing"):
        inputs.fields({"a": 1}, "record", ["a", "b"])
    with pytest.raises(BadInput, match="not a single value"):
        inputs.flat_object({"a": [1]}, "table")


def test_choices_compare_types_and_name_the_allowed_values():
    assert inputs.choice("5", "players", (4, 5)) == 5 and inputs.choice(5, "players", (4, 5)) == 5
    with pytest.raises(BadInput, match="choose one of 1, 5"):
        inputs.choice(True, "players", (1, 5))
    with pytest.raises(BadInput, match="choose one of 4, 5"):
        inputs.choice("\u0665", "players", (4, 5))


def test_shorten():
    assert inputs.shorten("abc") == "'abc'"
    assert inputs.shorten("x" * 100).endswith("(100 characters)")
    assert inputs.shorten(10**100) == "a 101-digit number"
