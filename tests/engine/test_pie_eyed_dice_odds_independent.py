"""Pie-Eyed Dice's odds on the command line, run in this process (mutation testing, issue 31: the subprocess tests
reach no mutant): every figure printed, against a brute-force count of the throws or the role chances' own tested
function, and the refusals."""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction

import pytest

from engine.cli import main
from engine.odds import pie_eyed_dice as odds
from tests.engine.test_pie_eyed_dice_odds import brute_turn


def run(*argv: str, json_out: bool = True) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["odds", "pie-eyed-dice", *argv, *(["--json"] if json_out else [])])
    return code, out.getvalue(), err.getvalue()


def frac(p: dict) -> Fraction:
    assert p["decimal"] == pytest.approx(float(Fraction(p["fraction"])))
    return Fraction(p["fraction"])


@pytest.mark.parametrize("argv,form,dice,players", [
    ((), "five", 5, 4), (("--dice", "2"), "two", 2, 4), (("--dead", "4"), "four", 5, 4),
    (("--dead", "5", "--players", "3"), "five", 5, 3), (("--dice", "5", "--players", "8"), "five", 5, 8),
    (("--variant", "two-dice"), "two", 2, 4), (("--variant", "two-dice", "--dice", "5"), "five", 5, 4),
    (("--variant", "two-dice", "--dead", "5"), "five", 5, 4),
])
def test_every_figure_printed(argv, form, dice, players):
    code, out, _ = run(*argv)
    assert code == 0
    data = json.loads(out)
    assert (data["game"], data["form"], data["dice"], data["players"]) == ("pie-eyed-dice", form, dice, players)
    assert frac(data["per_turn"]) == brute_turn(form)
    assert frac(data["per_throw_all_dead"]) == Fraction(1, 3) ** dice        # two dead faces in six, on every die
    want = odds.role_chances(tuple(range(players)), 0, (), form, True)
    assert [r["position"] for r in data["roles"]] == list(range(1, players + 1))
    for i, row in enumerate(data["roles"]):
        got = [frac(row[k]) for k in ("first", "second", "third")]
        assert got == want[i] and frac(row["none"]) == 1 - sum(want[i])
    assert len(data["role_names"]) == 3 and all(data["role_names"])


def test_the_plain_text_says_each_figure():
    code, out, _ = run("--players", "3", json_out=False)
    p = brute_turn("five")
    roles = odds.role_chances((0, 1, 2), 0, (), "five", True)
    lines = out.strip().splitlines()
    assert lines[0] == (f"Pie-Eyed Dice, five form: the chance a turn takes a role: {p.numerator}/{p.denominator} "
                        f"({float(p) * 100:.2f}%)")
    nouns = json.loads(run("--players", "3")[1])["role_names"]
    assert lines[1] == f"3 players, from the first to throw (roles: {', '.join(nouns)}):"
    for i in range(3):
        assert lines[2 + i] == f"  {i + 1}: " + ", ".join(f"{x.numerator}/{x.denominator} ({float(x) * 100:.2f}%)"
                                                            for x in roles[i])
    assert len(lines) == 5


def test_refusals_name_the_option():
    code, _, err = run("--dice", "2", "--dead", "4")
    assert code == 2 and err == ("error: --dead: the two-dice form takes a role with two dead dice; --dead 4 is the "
                                 "five-dice form's\n")
    code, _, err = run("--players", "9")
    assert code == 2 and "argument --players: 9 is out of range: a whole number from 3 to 8" in err
    code, _, err = run("--variant", '{"players": 9}')
    assert code == 2 and "players" in err and "3 to 8" in err     # the rule option's own bounds, first
    for bad in (("--dead", "3"), ("--dead", "6"), ("--dice", "1"), ("--dice", "6"), ("--players", "2")):
        code, _, err = run(*bad)
        assert code == 2 and bad[0] in err and "out of range" in err, err
    code, _, err = run("--dice", "3")                   # in range, not a form: two dice or five
    assert code == 2 and "invalid choice: 3 (choose from 2, 5)" in err


def test_help_names_each_option():
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "pie-eyed-dice", "-h"]) == 0
    text = " ".join(out.getvalue().split())
    for words in ("dead dice that take a role (4: the four-dead form)", "dice thrown (2: the two-dice form)",
                  "players at the table (for each one's chances)"):
        assert re.search(rf"(?<![A-Za-z]){re.escape(words)}(?![A-Za-z])", text), words


def test_the_rule_sets_options_reach_the_figures():
    """Each for himself again (one_role_each off) changes the later roles; the book's wording names them."""
    plain = json.loads(run("--players", "4")[1])
    again = json.loads(run("--players", "4", "--variant", '{"one_role_each": false}')[1])
    want = odds.role_chances((0, 1, 2, 3), 0, (), "five", False)
    assert [[frac(r[k]) for k in ("first", "second", "third")] for r in again["roles"]] == [want[i] for i in range(4)]
    assert again["roles"] != plain["roles"]
    assert json.loads(run("--variant", "book-wording")[1])["role_names"] != plain["role_names"]


def test_role_chances_default_to_one_role_each():
    assert odds.role_chances((0, 1, 2, 3), 0) == odds.role_chances((0, 1, 2, 3), 0, (), "five", True)


def test_with_every_role_taken_nothing_is_left_to_chance():
    assert odds.role_chances((0, 1, 2, 3), 3, (0, 1, 2)) == {0: [1, 0, 0], 1: [0, 1, 0], 2: [0, 0, 1], 3: [0, 0, 0]}
