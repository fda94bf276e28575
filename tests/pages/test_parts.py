"""The shared page parts that hold logic: share links, citations, accessible rendering."""

import pytest

from engine.core.cards import Card
from engine.core.dice import SCARNEY, STANDARD
from engine.core.dominoes import Domino
from engine.core.errors import BadInput
from lessons.parts import odds_ui, rulecard, share, show
from tests.toy_game import GAME, ToyVariant


def test_share_query_round_trips_variant_and_seed():
    v = ToyVariant(seats=2, chips=9)
    params = {k: str(val) for k, val in share.query(GAME, v, 42, "deal-text").items()}
    assert params == {"seats": "2", "chips": "9", "seed": "42", "deal": "deal-text"}
    assert share.read(GAME, params) == (v, 42, "deal-text")


def test_share_link_of_default_variant_is_short():
    assert share.link(GAME, ToyVariant(), 7) == "./toy?seed=7"


@pytest.mark.parametrize("params,message", [
    ({}, "no 'seed'"),
    ({"seed": "abc"}, "whole number"),
    ({"seed": "-3"}, "whole number"),
    ({"seed": str(2**60)}, "whole number"),
    ({"seed": "1", "rules": "nope"}, "no rule set called 'nope'"),
    ({"seed": "1", "colour": "red"}, "no rule option called 'colour'"),
    ({"seed": "1", "seats": "9"}, "choose one of 2, 3, 4"),
    ({"seed": "1", "deal": "x" * 501}, "too long"),
])
def test_tampered_share_parameters_name_what_is_wrong(params, message):
    with pytest.raises(BadInput, match=message):
        share.read(GAME, params)


def test_cards_carry_names_for_screen_readers_and_four_colours():
    jd = Card.parse("JD")
    two = show.card(jd, four=False)
    four = show.card(jd, four=True)
    assert 'aria-label="jack of diamonds"' in two and "J♦" in two
    assert "cp-red" in two and "cp-blue" in four
    assert show.card_label(Card.parse("QC"), four=True) == ":green[**Q♣**]"
    assert show.card_label(Card.parse("QS"), four=True) == "**Q♠**"


def test_dice_and_tiles_have_text_names():
    assert 'aria-label="a die showing 5"' in show.die(STANDARD.faces[4])
    assert 'aria-label="a die showing dead"' in show.die(SCARNEY.face("dead"))
    assert 'aria-label="the double six tile"' in show.tile(Domino(6, 6))


def test_exact_figures_read_fraction_first():
    from fractions import Fraction

    assert odds_ui.prob(Fraction(17, 216)) == "17/216 (7.87%)"
    assert odds_ui.money(-125) == "−$1.25"
    assert odds_ui.estimate(500, 1000).startswith("50.0% ± 3.1%")


def test_rule_card_is_a_printable_page_with_sources():
    page = rulecard.html_card(GAME, [("The deal", ["Two cards each."])], [("site", "toy")])
    assert page.startswith("<!doctype html>") and "@page" in page and "Two cards each." in page
    assert "Camp &amp; Parlour convention: toy" in page
