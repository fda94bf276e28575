"""Draw Poker's odds command in this process (the mutation run sees only these): the dealt table's text and JSON
against the published counts of the 2,598,960 hands, a hand's table of 32 holds (how many draws each has, counted
here), each refusal with its option and the options' help."""

from __future__ import annotations

import io
import json
from argparse import Namespace
from contextlib import redirect_stdout
from fractions import Fraction
from math import comb

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.games.draw_poker import GAME
from engine.odds import draw_poker as O

# The standard counts of five-card hands (ace high or low in a sequence), as every probability table prints them.
STANDARD = {"sequence-flush": 40, "fours": 624, "full": 3744, "flush": 5108, "sequence": 10200, "threes": 54912,
            "two-pairs": 123552, "pair": 1098240, "high-card": 1302540}


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "draw-poker", *argv]) == 0
    return out.getvalue()


def test_the_dealt_table_text_and_json():
    text = run("--dealt").rstrip("\n").split("\n")
    assert text[0] == "How often each hand is dealt, out of 2,598,960:"
    assert text[1:3] == ["", "schenck (ace high-or-low):"]
    assert text[3:12] == [f"  {O.CLASS_NAME[c]:15} {n:>9,}  {100 * n / 2598960:>8.4f}%" for c, n in STANDARD.items()]
    assert len([x for x in text if x.endswith("):")]) == len(O.RANKINGS) * len(O.ACE_RULES)
    data = json.loads(run("--dealt", "--json"))
    assert data["total"] == comb(52, 5)
    first = data["rankings"][0]
    assert (first["ranking"], first["ace"], first["counts"]) == ("schenck", "high-or-low", STANDARD)
    assert {c: Fraction(p["fraction"]) for c, p in first["probabilities"].items()} == {
        c: Fraction(n, comb(52, 5)) for c, n in STANDARD.items()}
    assert all(r["total"] == comb(52, 5) for r in data["rankings"])
    assert O.odds(Namespace(variant_obj=GAME.Variant(), hand=None))["total"] == comb(52, 5)   # the default


def test_a_hands_table_of_holds():
    hand = "QS QH 7D 4C 2S"
    data = json.loads(run("--json", "--hand", hand))
    assert (data["hand"], data["now"], data["class_now"], data["ranking"], data["ace"]) == (
        hand.split(), data["now"], "pair", "schenck", "high-or-low")
    assert data["classes"] == list(O.RANKINGS["schenck"])
    assert data["draws"] == sum(comb(5, d) * comb(47, d) for d in range(6))   # each discard of d, C(47, d) draws
    assert len(data["holds"]) == 32
    for h in data["holds"]:
        assert h["total"] == comb(47, h["draw"]) == sum(h["counts"].values())
        assert len(h["keep"]) + len(h["discard"]) == 5 and h["draw"] == len(h["discard"])
        better = sum(n for c, n in h["counts"].items() if O.RANKINGS["schenck"].index(c) < O.RANKINGS["schenck"].index(
            "pair"))
        assert Fraction(h["improve"]["fraction"]) == Fraction(better, h["total"])
    text = run("--hand", hand).rstrip("\n").split("\n")
    assert text[0] == f"{hand}: {data['now']} (ranking schenck, ace high-or-low)" and text[1] == ""
    assert text[2] == "keep".ljust(16) + "draw" + "".join(c[:9].rjust(10) for c in O.RANKINGS["schenck"]) + \
        "   improve"
    rows = text[3:35]
    assert rows[0].startswith(hand.ljust(16) + "   0")        # standing pat first: fewest cards drawn
    assert rows[-1].startswith(" " * 16 + "   5")            # throwing all five last
    advised = [r for r in rows if r.endswith("  ◀ Schenck")]
    assert len(advised) == 1 and advised[0].startswith("QS QH".ljust(16))   # keep the pair, as he advises
    assert text[35] == "" and text[36].startswith(f"{data['draws']:,} draws over 32 holds, counted in ")


@pytest.mark.parametrize("text,words", [
    ("QS QH 7D 4C", "a hand has five cards; 'QS QH 7D 4C' has 4"),
    ("QS QH 7D 4C 2S 3S", "a hand has five cards; 'QS QH 7D 4C 2S 3S' has 6"),
    ("QS QS 7D 4C 2S", "'QS QS 7D 4C 2S' names the same card twice"),
])
def test_the_refusals_name_the_hand(text, words):
    with pytest.raises(BadInput) as info:
        O.parse_hand(text)
    assert (info.value.what, info.value.reason) == ("--hand", words)


def test_a_card_that_is_no_card_is_refused_with_the_cards_words():
    from engine.core.cards import parse_cards

    with pytest.raises(ValueError) as card:
        parse_cards("QS QH 7X 4C 2S")
    with pytest.raises(BadInput) as info:
        O.parse_hand("QS QH 7X 4C 2S")
    assert (info.value.what, info.value.reason) == ("--hand", str(card.value))


def test_the_options_exclude_each_other_and_say_what_they_give():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    d = p.parse_args([])
    assert (d.dealt, d.hand) == (False, None)
    assert p.parse_args(["--dealt"]).dealt is True
    assert p.parse_args(["--hand", "Q" * 120]).hand == "Q" * 120
    for bad in (["--hand", "Q" * 121], ["--dealt", "--hand", "QS QH 7D 4C 2S"]):
        with pytest.raises(BadInput):
            p.parse_args(bad)
    help_text = " ".join(p.format_help().split())
    assert "--dealt how often each hand is dealt, out of 2,598,960, under every ranking" in help_text
    assert '--hand HAND five cards, e.g. "QS QH 7D 4C 2S": exact draws for all 32 holds' in help_text
