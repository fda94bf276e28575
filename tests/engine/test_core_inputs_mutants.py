"""engine/core/inputs.py at every bound it declares, with the exact words a learner reads (issue 31: mutation
score): values shortened in messages, whole and finite numbers, text, yes/no, choices, JSON of bounded size and
depth, named fields, flat option sets, a link's parameters and the command line's argument types."""

from __future__ import annotations

import argparse

import pytest

from engine.core import inputs
from engine.core.errors import BadInput


def _no(fn, *args, **kw) -> BadInput:
    with pytest.raises(BadInput) as e:
        fn(*args, **kw)
    return e.value


# -- shorten and cut ------------------------------------------------------------------------------------------

def test_shorten_text_up_to_the_limit_and_past_it():
    assert inputs.shorten("a" * 40) == "'" + "a" * 40 + "'"
    assert inputs.shorten("a" * 41) == "'" + "a" * 40 + "\u2026' (41 characters)"
    assert inputs.shorten("b" * 1234) == "'" + "b" * 40 + "\u2026' (1,234 characters)"
    assert inputs.shorten("abcdef", 3) == "'abc\u2026' (6 characters)" and inputs.shorten("abc", 3) == "'abc'"
    assert inputs.shorten("it's" + "x" * 50) == '"it\'s' + "x" * 36 + '\u2026" (54 characters)'   # repr's own quote


def test_shorten_numbers_by_their_digits():
    assert inputs.shorten(10**39) == str(10**39) and inputs.shorten(-(10**39)) == str(-(10**39))
    assert inputs.shorten(10**40) == "a 41-digit number" and inputs.shorten(-(10**40)) == "a 41-digit number"
    assert inputs.shorten(12345, 4) == "a 5-digit number" and inputs.shorten(1234, 4) == "1234"
    assert inputs.shorten(2**13998) == "a 4,214-digit number"        # counted exactly below 14,000 bits
    assert inputs.shorten(2**13999) == "a 4,200-digit number"        # estimated from the bits at 14,000
    assert inputs.shorten(True) == "True" and inputs.shorten(None) == "None" and inputs.shorten(1.5) == "1.5"


def test_shorten_collections_and_other_values():
    assert inputs.shorten(list(range(9))) == "a list of 9 items"
    assert inputs.shorten(tuple(range(1000))) == "a tuple of 1,000 items"
    assert inputs.shorten({i: 0 for i in range(9)}) == "a dict of 9 items"
    assert inputs.shorten(list(range(8))) == "[0, 1, 2, 3, 4, 5, 6, 7]"
    assert inputs.shorten(["x" * 50]) == "['" + "x" * 38 + "\u2026 (54 characters)"
    assert inputs.shorten(b"x" * 50) == "b'" + "x" * 38 + "\u2026 (53 characters)"
    assert inputs.shorten(b"x" * 50, 10) == "b'xxxxxxxx\u2026 (53 characters)"


def test_cut_keeps_300_characters_by_default():
    assert inputs.cut("x" * 300) == "x" * 300
    assert inputs.cut("x" * 301) == "x" * 300 + "\u2026 (301 characters)"
    assert inputs.cut("x" * 2000, 5) == "xxxxx\u2026 (2,000 characters)"


# -- whole numbers ------------------------------------------------------------------------------------------------

def test_integers_from_json_and_from_text():
    assert inputs.integer(5, "n") == 5 and inputs.integer(" 42 ", "n") == 42 and inputs.integer("+7", "n") == 7
    assert inputs.integer("-3", "n") == -3 and inputs.integer("1" * 30, "n") == int("1" * 30)
    assert inputs.integer("5".rjust(38), "n") == 5
    assert inputs.integer(2**120 - 1, "n") == 2**120 - 1


@pytest.mark.parametrize("value, lo, hi, reason", [
    (True, 1, 5, "True is not a whole number (a whole number from 1 to 5)"),
    (False, None, None, "False is not a whole number (a whole number of at most 30 digits)"),
    (2**120, 0, None, f"{2**120} is far too large (a whole number at least 0)"),
    (-(2**120), None, 9, f"{-(2**120)} is far too large (a whole number at most 9)"),
    ("1" * 31, 1000, 20000, "'" + "1" * 31 + "' has 31 digits: far too large (a whole number from 1,000 to 20,000)"),
    ("-" + "2" * 31, None, None, "'-" + "2" * 31 + "' has 31 digits: far too large (a whole number of at most 30 "
                                                  "digits)"),
    ("\t5", None, None, "'\\t5' is not a whole number written in digits 0-9 (a whole number of at most 30 digits)"),
    ("1.0", 1, 5, "'1.0' is not a whole number written in digits 0-9 (a whole number from 1 to 5)"),
    ("\u0663", 1, 5, "'\u0663' is not a whole number written in digits 0-9 (a whole number from 1 to 5)"),
    (1.0, 1, 5, "1.0 is not a whole number written in digits 0-9 (a whole number from 1 to 5)"),
    (None, 1, 5, "None is not a whole number written in digits 0-9 (a whole number from 1 to 5)"),
    (0, 1, 5, "0 is out of range: a whole number from 1 to 5"),
    (6, 1, 5, "6 is out of range: a whole number from 1 to 5"),
    ("6", 1, 5, "6 is out of range: a whole number from 1 to 5"),
    (-1, 0, None, "-1 is out of range: a whole number at least 0"),
    (10, None, 9, "10 is out of range: a whole number at most 9"),
])
def test_integer_refusals(value, lo, hi, reason):
    e = _no(inputs.integer, value, "seats", lo, hi)
    assert (e.what, e.reason) == ("seats", reason)


def test_integer_bounds_are_inclusive_and_text_can_be_refused():
    assert inputs.integer(1, "n", 1, 5) == 1 and inputs.integer(5, "n", 1, 5) == 5
    assert inputs.integer(-4, "n", None, -4) == -4 and inputs.integer(9, "n", 9) == 9
    e = _no(inputs.integer, "5", "seed", 0, 9, from_text=False)
    assert e.reason == "'5' is not a whole number written in digits 0-9 (a whole number from 0 to 9)"
    assert _no(inputs.integer, "5".rjust(39), "n").what == "n"      # padded past 38 characters: not read


# -- finite numbers -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("value, x", [(3, 3.0), (2.5, 2.5), ("1.5", 1.5), (".5", 0.5), ("5.", 5.0), ("1e3", 1000.0),
                                      ("-2.5E-2", -0.025), (" 3 ", 3.0), ("+1", 1.0), (2**998, float(2**998)),
                                      ("1" * 40, float("1" * 40))])
def test_numbers_read(value, x):
    assert inputs.number(value, "x") == x


@pytest.mark.parametrize("value, lo, hi, reason", [
    (True, 0, 1, "True is not a finite number written in digits 0-9 (a number from 0 to 1)"),
    (2**999, None, None, f"{inputs.shorten(2**999)} is not a finite number written in digits 0-9 (a number of at "
                         "most 30 digits)"),
    (float("nan"), 0.5, None, "nan is not a finite number written in digits 0-9 (a number at least 0.5)"),
    (float("-inf"), None, 2.5, "-inf is not a finite number written in digits 0-9 (a number at most 2.5)"),
    ("1e9999", None, None, "'1e9999' is not a finite number written in digits 0-9 (a number of at most 30 digits)"),
    ("1" * 41, None, None, f"{inputs.shorten('1' * 41)} is not a finite number written in digits 0-9 (a number of at "
                           "most 30 digits)"),
    ("\t1", None, None, "'\\t1' is not a finite number written in digits 0-9 (a number of at most 30 digits)"),
    ("1,5", 0, 1, "'1,5' is not a finite number written in digits 0-9 (a number from 0 to 1)"),
    (None, 0, 1, "None is not a finite number written in digits 0-9 (a number from 0 to 1)"),
    (-0.5, 0, 1, "-0.5 is out of range: a number from 0 to 1"),
    ("1.5", 0, 1, "'1.5' is out of range: a number from 0 to 1"),
    (1000.5, None, 1000, "1000.5 is out of range: a number at most 1,000"),
])
def test_number_refusals(value, lo, hi, reason):
    e = _no(inputs.number, value, "bet", lo, hi)
    assert (e.what, e.reason) == ("bet", reason)


def test_number_bounds_are_inclusive():
    assert inputs.number(0, "x", 0, 1) == 0.0 and inputs.number("1", "x", 0, 1) == 1.0


# -- text, yes/no, choices, types ------------------------------------------------------------------------------

def test_text_bounds_and_characters():
    assert inputs.text("x" * 200, "t") == "x" * 200 and inputs.text("a\tb\nc \x7f\ue000\ud7ff", "t")
    assert _no(inputs.text, "x" * 201, "t").reason == f"{inputs.shorten('x' * 201)} is too long: at most 200 characters"
    assert _no(inputs.text, "x" * 2001, "t", 2000).reason.endswith("is too long: at most 2,000 characters")
    assert _no(inputs.text, 5, "t").reason == "5 is not text (text of at most 200 characters)"
    assert _no(inputs.text, None, "t", 1500).reason == "None is not text (text of at most 1,500 characters)"
    for bad in ("a\x1fb", "\x00", "\r", "a\ud800", "\udfff"):
        e = _no(inputs.text, bad, "name")
        assert (e.what, e.reason) == ("name", f"{inputs.shorten(bad)} holds control characters")


def test_text_patterns_with_and_without_a_hint():
    assert inputs.text("abc", "t", 10, r"[a-c]+") == "abc"
    assert _no(inputs.text, "abcd", "t", 10, r"[a-c]+").reason == "'abcd' is not allowed here"
    assert _no(inputs.text, "xabc", "t", 10, r"[a-c]+", "letters a to c").reason == \
        "'xabc' is not allowed here: letters a to c"


@pytest.mark.parametrize("value, answer", [(True, True), (False, False), ("true", True), (" Yes ", True), ("1", True),
                                           ("TRUE", True), ("false", False), ("NO", False), ("0", False), ("no", False)])
def test_yes_and_no(value, answer):
    assert inputs.boolean(value, "b") is answer


@pytest.mark.parametrize("value", ["maybe", 1, 0, None, "", "y"])
def test_not_yes_or_no(value):
    e = _no(inputs.boolean, value, "joker")
    assert (e.what, e.reason) == ("joker", f"{inputs.shorten(value)} is not yes or no (write true or false)")


def test_choices_match_by_type_or_by_text():
    assert inputs.choice(3, "s", (2, 3, 4)) == 3 and inputs.choice(" 4 ", "s", (2, 3, 4)) == 4
    assert inputs.choice("high", "s", ["low", "high"]) == "high"
    for bad in (3.0, True, "5", None):
        e = _no(inputs.choice, bad, "seats", iter((2, 3, 4)))
        assert (e.what, e.reason) == ("seats", f"{inputs.shorten(bad)} is not allowed: choose one of 2, 3, 4")
    assert inputs.choice(True, "s", (False, True)) is True


def test_of_type_reads_each_declared_kind():
    assert inputs.of_type(int, "3", "n", 1, 5) == 3 and inputs.of_type(float, "0.5", "x", 0, 1) == 0.5
    assert inputs.of_type(bool, "yes", "b") is True and inputs.of_type(str, "abc", "s") == "abc"
    assert inputs.of_type(int, "3", "n", choices=(3, 4)) == 3
    assert "out of range: a whole number from 1 to 2" in _no(inputs.of_type, int, 3, "n", 1, 2).reason
    assert "out of range: a number from 0 to 1" in _no(inputs.of_type, float, 2, "x", 0, 1).reason
    assert "too long: at most 3 characters" in _no(inputs.of_type, str, "abcd", "s", max_len=3).reason
    assert "choose one of 3, 4" in _no(inputs.of_type, int, 5, "n", choices=(3, 4)).reason
    e = _no(inputs.of_type, list, [1], "opt")
    assert (e.what, e.reason) == ("opt", "[1] cannot be read as list")


# -- JSON ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, d", [("", 0), ("1", 0), ("[]", 1), ('{"a": [1, {"b": 2}]}', 3), ('["[[["]', 1),
                                     ('["\\"[[", "]"]', 1), ("[[],[[]]]", 3), ('"{"', 0)])
def test_depth_counts_brackets_outside_strings(text, d):
    assert inputs.depth(text) == d


def test_json_documents_of_bounded_size_and_depth():
    assert inputs.json_document('{"a": 1}', "r") == {"a": 1}
    assert inputs.json_document(b'\xef\xbb\xbf{"a": [1]}', "r") == {"a": [1]}              # a byte-order mark
    assert inputs.json_document(bytearray(b"[2]"), "r") == [2]
    assert inputs.json_document("[1]" + " " * 7, "r", max_bytes=10) == [1]
    assert inputs.json_document("[" * 8 + "]" * 8, "r") == [[[[[[[[]]]]]]]]
    assert inputs.json_document("[" * 3 + "]" * 3, "r", max_depth=3) == [[[]]]
    assert inputs.json_document("1" * 30, "r") == int("1" * 30) and inputs.json_document("-" + "1" * 30, "r") < 0


@pytest.mark.parametrize("data, kw, reason", [
    (5, {}, "5 is not a text of JSON"),
    ("[1]" + " " * 8, {"max_bytes": 10}, "it is 11 bytes long; at most 10 bytes are read"),
    ("x" * 2_000_001, {}, "it is 2,000,001 bytes long; at most 2,000,000 bytes are read"),
    (b"\xff[]", {}, "it is not text (not UTF-8): a record is a JSON text file"),
    ("[" * 9 + "]" * 9, {}, "it nests 9 levels deep; the limit is 8"),
    ("[[[[]]]]", {"max_depth": 3}, "it nests 4 levels deep; the limit is 3"),
    ("", {}, "it is not JSON: expecting value (line 1, column 1)"),
    ('{"a": 1,\n "b"}', {}, "it is not JSON: expecting ':' delimiter (line 2, column 5)"),
    ('{"a": 1, "a": 2}', {}, "the key 'a' appears twice (each key may appear once)"),
    ("1" * 31, {}, "a 31-digit number is far too large (numbers have at most 30 digits)"),
    ("[-" + "9" * 1000 + "]", {}, "a 1,000-digit number is far too large (numbers have at most 30 digits)"),
    ("[NaN]", {}, "NaN is not a number a record may hold (numbers are finite)"),
    ('{"x": -Infinity}', {}, "-Infinity is not a number a record may hold (numbers are finite)"),
])
def test_json_refusals(data, kw, reason):
    e = _no(inputs.json_document, data, "saved game", **kw)
    assert (e.what, e.reason) == ("saved game", reason)


# -- objects -----------------------------------------------------------------------------------------------------

def test_fields_exactly_the_named_ones():
    d = {"a": 1, "b": 2}
    assert inputs.fields(d, "r", ("a", "b")) is d and inputs.fields(d, "r", ["a"], ["b", "c"]) is d
    assert inputs.fields({"a": 1}, "r", ("a",)) == {"a": 1}
    cases = [([1], ("a", "b"), (), "[1] is not a set of named fields (a, b)"),
             ({"a": 1, "z": 2, "y": 3}, ("a", "b"), ("c",), "there is no field called 'z' (fields: a, b, c)"),
             ({"c": 1}, ("a", "b"), ("c",), "the field 'a' is missing (required: a, b)"),
             ({"a": 1}, iter(("a", "b")), (), "the field 'b' is missing (required: a, b)")]
    for data, req, opt, reason in cases:
        e = _no(inputs.fields, data, "record", req, opt)
        assert (e.what, e.reason) == ("record", reason)


def test_flat_objects_of_short_keys_and_single_values():
    ok = {"k" * 40: "v" * 200, "n": 5, "x": 0.5, "b": True, "z": None}
    assert inputs.flat_object(ok, "opts") is ok
    assert inputs.flat_object({str(i): i for i in range(32)}, "opts")
    assert inputs.flat_object({"a": "x" * 10}, "o", max_len=10) and inputs.flat_object({"aa": 1}, "o", max_key=2)
    cases = [([1], {}, "opts", "[1] is not a set of named options"),
             ({str(i): i for i in range(33)}, {}, "opts", "it has 33 entries; at most 32 are allowed"),
             ({str(i): i for i in range(3)}, {"max_keys": 2}, "opts", "it has 3 entries; at most 2 are allowed"),
             ({"k" * 41: 1}, {}, "opts key", f"{inputs.shorten('k' * 41)} is too long: at most 40 characters"),
             ({"kkk": 1}, {"max_key": 2}, "opts key", "'kkk' is too long: at most 2 characters"),
             ({"a": "v" * 201}, {}, "opts 'a'", f"{inputs.shorten('v' * 201)} is too long: at most 200 characters"),
             ({"a": "v" * 11}, {"max_len": 10}, "opts 'a'", f"{inputs.shorten('v' * 11)} is too long: at most 10 "
                                                            "characters"),
             ({"a": 10**40}, {}, "opts 'a'", "a 41-digit number is far too large (a whole number of at most 30 "
                                             "digits)"),
             ({"a": float("nan")}, {}, "opts 'a'", "nan is not a finite number written in digits 0-9 (a number of at "
                                                   "most 30 digits)"),
             ({"a": [1]}, {}, "opts 'a'", "[1] is not a single value (text, a number, true or false)"),
             ({"a": {"b": 1}}, {}, "opts 'a'", "{'b': 1} is not a single value (text, a number, true or false)"),
             ({5: 1}, {}, "opts key", "5 is not text (text of at most 40 characters)")]
    for data, kw, what, reason in cases:
        e = _no(inputs.flat_object, data, "opts", **kw)
        assert (e.what, e.reason) == (what, reason)


# -- links and the command line -----------------------------------------------------------------------------------

def test_query_params_one_text_per_name():
    assert inputs.query_params({"seed": "5", "rules": ["standard"], "x": [], "y": ()}) == \
        {"seed": "5", "rules": "standard", "x": "", "y": ""}
    assert inputs.query_params({str(i): "v" for i in range(40)}) == {str(i): "v" for i in range(40)}
    assert inputs.query_params({"k" * 40: "v"}) == {"k" * 40: "v"}
    cases = [({str(i): "v" for i in range(41)}, "link", "it has 41 parameters; at most 40 are read"),
             ({"seed": ["1", "2"]}, "link", "it gives 'seed' 2 times; a link names each option once"),
             ({"seed": ("1", "2", "3")}, "link", "it gives 'seed' 3 times; a link names each option once"),
             ({"k" * 41: "v"}, "link parameter name", f"{inputs.shorten('k' * 41)} is too long: at most 40 "
                                                      "characters"),
             ({"seed": 5}, "link 'seed'", "5 is not text"),
             ({"seed": [5]}, "link 'seed'", "5 is not text")]
    for params, what, reason in cases:
        e = _no(inputs.query_params, params)
        assert (e.what, e.reason) == (what, reason)
    assert _no(inputs.query_params, {"a": 1}, "share link").what == "share link 'a'"


def _arg_error(kind, value) -> str:
    with pytest.raises(argparse.ArgumentTypeError) as e:
        kind(value)
    return str(e.value)


def test_argument_types_read_with_our_words():
    seats = inputs.arg_int(2, 4)
    assert seats("3") == 3 and repr(seats) == seats.__name__ == "whole number"
    assert _arg_error(seats, "5") == "5 is out of range: a whole number from 2 to 4"
    share = inputs.arg_float(0, 1)
    assert share("0.25") == 0.25 and repr(share) == "number"
    assert _arg_error(share, "nan") == "'nan' is not a finite number written in digits 0-9 (a number from 0 to 1)"
    name = inputs.arg_text()
    assert name("Abner 2") == "Abner 2" and repr(name) == "text" and name("~ !") == "~ !"
    assert _arg_error(name, "caf\u00e9") == "'caf\u00e9' is not allowed here: plain letters, digits and punctuation"
    assert _arg_error(name, "x" * 201).endswith("is too long: at most 200 characters")
    assert _arg_error(inputs.arg_text(5, r"[a-z]*", "small letters"), "ABC") == "'ABC' is not allowed here: small " \
                                                                               "letters"
    assert _arg_error(inputs.arg_text(2), "abc") == "'abc' is too long: at most 2 characters"


def test_argparse_shows_our_words_and_the_types_name():
    p = argparse.ArgumentParser(prog="camp", exit_on_error=False)
    p.add_argument("--seats", type=inputs.arg_int(2, 4))
    assert p.parse_args(["--seats", "4"]).seats == 4
    with pytest.raises(argparse.ArgumentError) as e:
        p.parse_args(["--seats", "x"])
    assert "'x' is not a whole number written in digits 0-9 (a whole number from 2 to 4)" in str(e.value)


def test_only_spaces_are_trimmed_from_a_number_written_as_text():
    for bad in ("X5", "5X", "X" + "1" * 31):
        assert _no(inputs.integer, bad, "n").reason == \
            f"{inputs.shorten(bad)} is not a whole number written in digits 0-9 (a whole number of at most 30 digits)"
    for bad in ("X1", "1.5X"):
        assert _no(inputs.number, bad, "x").reason == \
            f"{inputs.shorten(bad)} is not a finite number written in digits 0-9 (a number of at most 30 digits)"


def test_json_nested_past_what_the_parser_can_follow_is_refused_in_words():
    deep = "[" * 200_000 + "]" * 200_000          # allowed by a caller's depth bound, too deep for the parser
    e = _no(inputs.json_document, deep, "r", max_depth=10**6)
    assert (e.what, e.reason) == ("r", "it is not JSON: it is not well-formed")


def test_of_type_and_patterns_name_the_field():
    for kind, value, kw in [(bool, "maybe", {}), (int, "x", {}), (float, "x", {}), (str, 5, {}),
                            (int, 9, {"choices": (1, 2)})]:
        assert _no(inputs.of_type, kind, value, "rules option", **kw).what == "rules option"
    assert _no(inputs.text, "abcd", "move", 10, r"[a-c]+").what == "move"
