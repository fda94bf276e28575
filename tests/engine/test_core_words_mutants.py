"""engine/core/words.py sentence by sentence (issue 31: mutation score): who is "You", who is called by a name and
who by the game's own, at the edges of the table (a seat past the names, a negative seat, no reader), and English
verbs agreeing with their subjects (each irregular verb, each ending rule, at its length bound)."""

from __future__ import annotations

import pytest

from engine.core.words import agree, count, is_you, mid, person, plural, possessive, pronoun, seat_name, seated, seating, subject


def test_alone_at_a_table_seat_0_is_you_and_the_rest_have_the_games_names():
    assert seating() is None
    assert is_you(0) and not is_you(1) and not is_you(None)
    assert seat_name(0, "Abner", "Zeke") == "You" and seat_name(2, "Bess", "Zeke") == "Bess"
    assert not person(1) and not person(0)
    assert pronoun(0) == "your" and pronoun(1) == "his" and pronoun(1, "her") == "her"


def test_at_a_shared_table_the_reader_is_you_people_by_name_computers_by_the_games():
    with seated(["Ann", None, " Bess ", ""], me=2) as s:
        assert seating() is s and s.people == frozenset({"Ann", "Bess"})
        assert [is_you(i) for i in (0, 1, 2, 3, None)] == [False, False, True, False, False]
        assert seat_name(0, "Abner", "Zeke") == "Ann"
        assert seat_name(1, "Ada", "Zeke") == "Ada"
        assert seat_name(2, "Silas", "Zeke") == "You"
        assert seat_name(3, "Reed", "Zeke") == "Reed"
        assert [person(i) for i in (0, 1, 2, 3, None, 4, -1)] == [True, False, False, False, False, False, False]
        assert [pronoun(i) for i in (0, 1, 2)] == ["their", "his", "your"]
    assert seating() is None


def test_seat_0_as_a_computer_read_from_another_seat_takes_the_games_first_name():
    with seated([None, "Ann"], me=1):
        assert seat_name(0, "Abner", "Zeke") == "Zeke" and seat_name(1, "Ada", "Zeke") == "You"
        assert seat_name(2, "Bess", "Zeke") == "Bess"        # a seat past the names: the game's own
        assert seat_name(-1, "Bess", "Zeke") == "Bess"       # never names[-1]
        assert not person(2) and not person(-1)


def test_with_no_reader_every_seat_is_called_by_its_name():
    with seated(["Ann", "Bob"], me=None):
        assert not is_you(None) and not is_you(0)
        assert seat_name(0, "Abner", "Zeke") == "Ann" and seat_name(1, "x", "y") == "Bob"
        assert person(0) and person(1)
    with seated([None, None], me=None):
        assert seat_name(0, "Abner", "Zeke") == "Zeke" and not person(0)


def test_plural_subjects():
    assert plural("You") and not plural("Abner") and plural("Abner and Bess") and not plural("Andy")
    with seated(["Bride and Groom", "Ann"], me=1):
        assert not plural("Bride and Groom") and plural("Abner and Bess") and plural("You")


@pytest.mark.parametrize("verb, plural_form", [
    ("has", "have"), ("is", "are"), ("was", "were"), ("does", "do"), ("goes", "go"), ("must", "must"),
    ("can", "can"), ("will", "will"), ("may", "may"), ("has won", "have won"), ("is out", "are out"),
    ("passes", "pass"), ("wishes", "wish"), ("catches", "catch"), ("fixes", "fix"), ("carries", "carry"),
    ("tries", "try"), ("dies", "die"), ("takes up", "take up"), ("plays", "play"), ("leads the ace", "lead the ace"),
])
def test_verbs_agree_with_you_and_with_several(verb, plural_form):
    assert agree("You", verb) == plural_form
    assert agree("Abner and Bess", verb) == plural_form
    assert agree("Abner", verb) == verb


def test_subject_possessive_and_a_name_mid_sentence():
    assert subject("You", "passes") == "You pass" and subject("Abner", "passes") == "Abner passes"
    assert possessive("You") == "your" and possessive("Silas") == "Silas's"
    assert mid("You") == "you" and mid("Abner") == "Abner"


def test_a_count_is_plural_but_for_one():
    assert [count(n, "deal") for n in (0, 1, 2, 11)] == ["0 deals", "1 deal", "2 deals", "11 deals"]
