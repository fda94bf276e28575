"""engine/classroom/codes.py held to figures worked out here, not read back from the module (issue 31: mutation
score). The code's alphabet is a security constant: it is checked against its definition (capital letters and
digits less the five a projector makes ambiguous), not against itself."""

from __future__ import annotations

import base64
import math
import string
from collections import Counter
from decimal import Decimal, localcontext
from fractions import Fraction

import pytest

from engine.classroom import codes
from engine.core.errors import BadInput

# The definition, independently: A-Z and 2-9 less O, 0, I, 1, L (read alike on a projector)
SAFE = set(string.ascii_uppercase + string.digits) - set("O0I1L")


def test_the_alphabet_is_the_unambiguous_capitals_and_digits_each_once():
    assert len(SAFE) == 31
    assert set(codes.ALPHABET) == SAFE
    assert len(codes.ALPHABET) == 31   # no symbol twice (a repeated one would be drawn twice as often)


def test_new_codes_have_ten_safe_symbols_and_use_every_one():
    made = [codes.new_code() for _ in range(600)]
    assert all(len(c) == 10 and set(c) <= SAFE for c in made)
    seen = Counter("".join(made))
    # 6,000 symbols from 31: each expected about 194 times; a symbol never drawn (or one drawn never) fails
    assert set(seen) == SAFE
    assert min(seen.values()) > 100


def test_format_code_splits_in_half():
    assert codes.format_code("ABCDEFGHJK") == "ABCDE-FGHJK"
    assert codes.format_code("ABCDEFGH") == "ABCD-EFGH"


@pytest.mark.parametrize("typed, stored", [
    ("ABCDE-23456", "ABCDE23456"), ("abcde 23456", "ABCDE23456"), ("abcde_23456", "ABCDE23456"),
    ("ab.cd.e2.34.56", "ABCDE23456"), (" ab cd-ef gh ", "ABCDEFGH"), ("\tABCD\nEFGH", "ABCDEFGH"),
])
def test_a_typed_code_is_read_as_stored(typed, stored):
    assert codes.normalise_code(typed) == stored


def test_a_code_padded_to_forty_characters_is_read_and_at_forty_one_refused():
    assert codes.normalise_code("ABCDE23456" + " " * 30) == "ABCDE23456"
    with pytest.raises(BadInput) as e:
        codes.normalise_code("ABCDE23456" + " " * 31)
    assert e.value.what == "class code"
    assert e.value.reason == "a class code has 10 letters and digits, like ABCDE-23456"


@pytest.mark.parametrize("typed", ["ABCDE2345", "ABCDE234567", "ABCDEFG", "ABCDEFGHJKMN", "ABCDE-2345O",
                                   "ABCD-EFG1", "ABCD-EFGI", "ABCD-EFGL", "ABCD-EFG0", "ABCD!EFGH", ""])
def test_a_code_of_another_length_or_with_an_ambiguous_symbol_is_refused(typed):
    with pytest.raises(BadInput) as e:
        codes.normalise_code(typed)
    assert e.value.what == "class code"
    assert e.value.reason == ("a class code has 10 letters and digits, like ABCDE-23456 (never O, 0, I, 1 or L); "
                              "check it against the teacher's screen")


def test_a_refusal_names_the_codes_kind_and_where_to_read_it():
    with pytest.raises(BadInput) as e:
        codes.normalise_code("ABC", what="table", shown_on="the table's card")
    assert e.value.what == "table code"
    assert e.value.reason == ("a table code has 10 letters and digits, like ABCDE-23456 (never O, 0, I, 1 or L); "
                              "check it against the table's card")
    with pytest.raises(BadInput) as e:
        codes.normalise_code("A" * 41, what="table")
    assert e.value.reason == "a table code has 10 letters and digits, like ABCDE-23456"


@pytest.mark.parametrize("typed", [None, 1234567890, b"ABCDE23456", ["ABCDE23456"]])
def test_a_code_that_is_not_text_is_refused(typed):
    with pytest.raises(BadInput) as e:
        codes.normalise_code(typed)
    assert (e.value.what, e.value.reason) == ("class code", "type the code shown on the teacher's screen")
    with pytest.raises(BadInput) as e:
        codes.normalise_code(typed, what="table", shown_on="the card")
    assert (e.value.what, e.value.reason) == ("table code", "type the code shown on the card")


def _url_safe_bytes(token: str) -> bytes:
    assert set(token) <= set(string.ascii_letters + string.digits + "-_")
    return base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))


def test_teacher_keys_and_seat_tokens_carry_32_and_24_random_bytes():
    keys = {codes.new_teacher_key() for _ in range(50)}
    seats = {codes.new_seat_token() for _ in range(50)}
    assert len(keys) == len(seats) == 50
    assert {len(_url_safe_bytes(k)) for k in keys} == {32}
    assert {len(_url_safe_bytes(s)) for s in seats} == {24}


def test_token_hash_is_the_sha256_of_the_token():
    # figures from coreutils' sha256sum, not from Python
    assert codes.token_hash("abcdefghij0123456789") == "7ddccfc3e23baf04a142c2c74182139117ecfa82697d7a22404ceb4ac1a8a48b"
    assert codes.token_hash("Az09_-Az09_-Az09_-Az") == "b936c57787655a214045097346405ccec109a4427ca6c830f518e2a9e604ca5c"


def test_token_hash_takes_20_to_100_url_safe_characters_and_nothing_else():
    assert codes.token_hash("a" * 20) is not None and codes.token_hash("a" * 100) is not None
    assert codes.token_hash("Z" * 19) is None and codes.token_hash("Z" * 101) is None
    for bad in ("a" * 19 + "!", "!" + "a" * 19, "a" * 10 + " " + "a" * 10, "a" * 20 + "=", "a" * 20 + "+/",
                "a" * 20 + "\n", "é" * 20):
        assert codes.token_hash(bad) is None, bad
    for bad in (None, 12345678901234567890, b"a" * 20):
        assert codes.token_hash(bad) is None


def test_names_are_stored_normalised_with_spaces_collapsed():
    assert codes.valid_name("  Ann \t  B.  ") == "Ann B."
    assert codes.valid_name("Rene\u0301") == "Ren\u00e9"   # NFC: one character
    assert codes.valid_name("<b>Jo</b>") == "<b>Jo</b>"


def _refusal(text) -> str:
    with pytest.raises(BadInput) as e:
        codes.valid_name(text)
    assert e.value.what == "name"
    return e.value.reason


def test_a_name_is_one_to_thirty_characters_never_cut():
    assert codes.valid_name("x" * 30) == "x" * 30
    assert _refusal("x" * 31) == "a name has at most 30 characters (this one has 31)"
    assert codes.valid_name(" " * 198 + "Al") == "Al"            # 200 typed: read
    assert _refusal(" " * 199 + "Al") == "a name has at most 30 characters (this one has 201)"
    assert _refusal("x" * 10_000) == "a name has at most 30 characters (this one has 10,000)"
    assert _refusal("   \t ") == "type the name the class should see (first name and an initial is plenty)"
    assert _refusal(None) == "type the name the class should see"
    assert _refusal(42) == "type the name the class should see"


@pytest.mark.parametrize("hidden", ["\x07", "\x7f", "\u200b", "\u200e", "\ue000", "\ud800", "\u0378",
                                    "\u3164", "\u115f", "\u2800", "\u180e"])
def test_a_name_with_an_invisible_character_is_refused(hidden):
    assert _refusal(f"Jo{hidden}e") == "a name may hold letters, digits, spaces and punctuation, nothing invisible"


def test_two_marks_on_a_letter_are_read_and_three_refused():
    assert codes.valid_name("a\u0301\u0302") == "\u00e1\u0302"      # a-acute (composed) and a circumflex
    assert codes.valid_name("\u0301x") == "\u0301x"                  # a name may begin with a mark (nothing to
    assert codes.valid_name("\u0301\u0302x") == "\u0301\u0302x"      # compose with): two are read, as anywhere
    assert codes.valid_name("a\u0301b\u0301c\u0301d") == "\u00e1b\u0301\u0107d"   # one each: the run restarts
    assert _refusal("xa\u0301\u0302\u0303") == "a name may carry an accent or two on a letter, not a pile of marks"
    assert _refusal("x\u20dd\u20dd\u20dd") == "a name may carry an accent or two on a letter, not a pile of marks"


def test_a_name_with_no_letter_is_refused():
    # U+00A8 (diaeresis) and U+203E (overline) are a space and a combining mark once normalised: nothing to read
    for text in ("\u00a8", "\u203e", "\u00a8 \u203e"):
        assert _refusal(text) == "type the name the class should see, in letters"


@pytest.mark.parametrize("other", ["alice", "ALICE", "Alic\u00e9", "A l i c e", "\u0410lice", "\u0391lice",
                                   "\uff21\uff4c\uff49\uff43\uff45", "A\u0301lice\u0308", "\u0430\u217c\u0456ce"])
def test_names_read_alike_have_one_key(other):
    assert codes.name_key(other) == "alice"


def test_name_keys_fold_case_fully_and_keep_other_scripts_marks():
    assert codes.name_key("Stra\u00dfe") == "strasse"                 # casefold, not lower
    assert codes.name_key("\u0915\u0947") == "\u0915\u0947"          # Devanagari KA with vowel sign E: kept
    assert codes.name_key("\u0915\u0947") != codes.name_key("\u0915")
    assert codes.name_key("\u0531\u0301") == "\u0561\u0301"          # Armenian (from U+0531): its mark kept
    assert codes.name_key("\u04e9\u0301") == "\u04e9"                # Cyrillic (below U+0530): its accent dropped
    assert codes.name_key("\u0301x") == "\u0301x"                    # a mark on nothing is kept as typed
    assert codes.name_key("A\u20dd") == "a"                           # an enclosing mark (Me) on a letter: dropped


def test_a_name_key_is_at_most_64_characters():
    # U+FDFA is one character that NFKC spells as 18 (with three spaces): 30 of them make 450 letters
    long = "\ufdfa" * 30
    assert codes.valid_name(long) == long
    assert len(codes.name_key(long)) == 64
    assert len(codes.name_key("x" * 64)) == 64 and codes.name_key("y" * 63) == "y" * 63


def test_guessing_odds_against_exact_arithmetic():
    # 1 network, 2 guesses an hour, 2 hours, 3 open codes of 2 symbols: 1 - (1 - 3/31**2)**4
    exact = 1 - (1 - Fraction(3, 961)) ** 4
    assert math.isclose(codes.guess_odds(3, 2, networks=1, per_hour=2, length=2), float(exact), rel_tol=1e-12)
    assert math.isclose(codes.guess_odds(1, 1, networks=1, per_hour=1, length=1), 1 / 31, rel_tol=1e-12)
    assert math.isclose(codes.guess_odds(2, 3, networks=5, per_hour=1, length=1),
                        float(1 - Fraction(29, 31) ** 15), rel_tol=1e-12)


def _chance(classes: int, guesses: int, length: int) -> float:
    """1 - (1 - classes/31**length)**guesses in 40-digit decimal arithmetic."""
    with localcontext() as ctx:
        ctx.prec = 40
        return float(1 - (1 - Decimal(classes) / Decimal(31) ** length) ** guesses)


def test_the_months_guessing_finds_a_class_about_once_in_eleven_thousand():
    # The store's ceiling per network and hour worked out by hand: 40 free wrong codes, waits of 5, 10, 20, 40 s
    # below the longest (4 more), then one a minute (60): 104. 1,000 networks for 30 days, 1,000 classes open.
    guesses = 1000 * 104 * 24 * 30
    expected = _chance(1000, guesses, 10)
    # rel 1e-4: the module's float power loses about 3e-5 of the figure (1 - p rounds, p being 1.2e-12)
    assert math.isclose(codes.guess_odds(open_classes=1000, hours=24 * 30), expected, rel_tol=1e-4)
    assert 0.00009 < expected < 0.0000915      # the docstring's "about 0.009 %"
    old = _chance(1000, guesses, 8)
    assert math.isclose(codes.guess_odds(open_classes=1000, hours=24 * 30, length=8), old, rel_tol=1e-4)
    assert 0.08 < old < 0.09                   # "about 8 %" with the old 8-symbol codes
