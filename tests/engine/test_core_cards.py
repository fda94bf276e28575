"""Cards, dice, dominoes: notation both ways, packs, interning."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.cards import BY_INDEX, Card, Rank, Suit, pack, parse_cards
from engine.core.dice import SCARNEY, STANDARD, total
from engine.core.dominoes import DOUBLE_SIX_SET, Domino
from engine.core.rng import rng_for, shuffled


@pytest.mark.parametrize("size,low", [(52, Rank.TWO), (36, Rank.SIX), (32, Rank.SEVEN), (24, Rank.NINE)])
def test_packs_have_their_size_and_lowest_rank(size, low):
    p = pack(size)
    assert len(p) == len(set(p)) == size
    assert min(c.rank for c in p) == low


def test_unknown_pack_is_refused():
    with pytest.raises(ValueError, match="no 40-card pack"):
        pack(40)


@given(st.sampled_from(BY_INDEX))
def test_card_notation_round_trips(card):
    assert Card.parse(str(card)) is card
    assert Card.parse(card.unicode) is card
    assert BY_INDEX[card.index] is card


@pytest.mark.parametrize("text,expected", [("10H", "10♥"), ("th", "10♥"), ("J♠", "J♠"), ("qd", "Q♦"), ("A♣", "A♣")])
def test_card_parse_spellings(text, expected):
    assert Card.parse(text).unicode == expected


@pytest.mark.parametrize("bad", ["", "1", "ZZ", "11H", "JX", "10"])
def test_malformed_cards_say_how_to_write_one(bad):
    with pytest.raises(ValueError, match="write rank then suit"):
        Card.parse(bad)


def test_card_names_and_colours():
    jd = Card.parse("JD")
    assert jd.name == "jack of diamonds" and jd.colour == "red"
    assert Suit.HEARTS.same_colour is Suit.DIAMONDS and Suit.CLUBS.same_colour is Suit.SPADES
    assert parse_cards("QS, QH 7D") == [Card.parse("QS"), Card.parse("QH"), Card.parse("7D")]


def test_scarney_die_has_four_numbers_and_two_dead_faces():
    values = sorted(f.value for f in SCARNEY.faces)
    assert values == [0, 0, 1, 3, 4, 6]
    assert total(SCARNEY.faces[:4]) + 6 == 20  # five dice at most 30: 6 * 5
    assert max(f.value for f in SCARNEY.faces) * 5 == 30


def test_standard_die_faces_and_throw_uses_given_rng():
    assert [f.value for f in STANDARD.faces] == [1, 2, 3, 4, 5, 6]
    assert STANDARD.throw(rng_for(1, "t"), 3) == STANDARD.throw(rng_for(1, "t"), 3)
    with pytest.raises(ValueError, match="not a face"):
        STANDARD.face("7")


def test_double_six_set_has_28_tiles_and_notation():
    assert len(DOUBLE_SIX_SET) == len(set(DOUBLE_SIX_SET)) == 28
    assert Domino.parse("4-6") == Domino(6, 4) and str(Domino(6, 4)) == "6-4"
    assert Domino(5, 5).is_double and Domino(5, 5).name == "double five"
    with pytest.raises(ValueError):
        Domino.parse("7-1")


def test_chance_is_seeded_and_ignores_global_random():
    import random

    a = shuffled(pack(52), 42, "deal", 0)
    random.seed(999)
    random.random()
    assert shuffled(pack(52), 42, "deal", 0) == a
    assert shuffled(pack(52), 42, "deal", 1) != a
