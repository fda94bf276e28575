"""engine/core/cards.py read and written both ways, for every card (issue 31: mutation score): each notation the
docstring promises, each refusal's words, the stripped packs counted by rank, the order, and one object per card
and one joker through pickling and copying."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine.core.cards import (
    BY_INDEX,
    CARD,
    JOKER,
    Card,
    Joker,
    Rank,
    Suit,
    cards_text,
    cards_unicode,
    pack,
    parse_card,
    parse_cards,
)

SUIT_TEXTS = {Suit.CLUBS: ("C", "c", "clubs", "CLUBS", "club", " Club ", "\u2663", "\u2667"),
              Suit.DIAMONDS: ("D", "d", "diamonds", "diamond", "\u2666", "\u2662"),
              Suit.HEARTS: ("H", "hearts", "Heart", "\u2665", "\u2661"),
              Suit.SPADES: ("S", "s", "Spades", "spade", "\u2660", "\u2664")}


@pytest.mark.parametrize("suit", list(Suit))
def test_a_suit_is_read_from_each_of_its_notations(suit):
    for text in SUIT_TEXTS[suit]:
        assert Suit.parse(text) is suit, text


@pytest.mark.parametrize("text", ["X", "", "CD", "\u2667\u2667", "\u2664 S", "Clubss", "\U0001f0a1"])
def test_a_stray_suit_is_refused_saying_how_to_write_one(text):
    with pytest.raises(ValueError) as e:
        Suit.parse(text)
    assert str(e.value) == f"{text!r} is not a suit: write C, D, H or S (or \u2663 \u2666 \u2665 \u2660)"


def test_ranks_are_read_as_digits_letters_t_for_ten_and_1_for_the_ace():
    for n in range(2, 11):
        assert Rank.parse(str(n)) == n and Rank.parse(f" {n} ") == n
    assert [Rank.parse(t) for t in ("J", "q", " K", "a", "T", "t", "1")] == \
        [Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TEN, Rank.TEN, Rank.ACE]


@pytest.mark.parametrize("text", ["11", "0", "B", "", "JJ", "10 0"])
def test_a_stray_rank_is_refused(text):
    with pytest.raises(ValueError) as e:
        Rank.parse(text)
    assert str(e.value) == f"{text!r} is not a rank: write 2\u201310, J, Q, K or A"


def test_every_card_reads_back_from_its_text_and_its_unicode():
    assert len(CARD) == len(BY_INDEX) == 52
    for c in BY_INDEX:
        assert Card.parse(str(c)) is c and Card.parse(c.unicode) is c and Card.parse(f" {str(c).lower()} ") is c
        assert Card(c.rank, c.suit) is c and repr(c) == f"Card({c})"
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10H" and str(Card(Rank.ACE, Suit.SPADES)) == "AS"
    assert Card.parse("TC") is Card.parse("10C") and Card.parse("1S") is Card(Rank.ACE, Suit.SPADES)
    assert Card.parse("Q\u2666") is Card(Rank.QUEEN, Suit.DIAMONDS)


@pytest.mark.parametrize("text", ["J", "S", "", "  ", "XS", "JX", "11S", "10", "JK"])
def test_a_stray_card_is_refused_saying_how_to_write_one(text):
    with pytest.raises(ValueError) as e:
        Card.parse(text)
    assert str(e.value) == f"{text!r} is not a card: write rank then suit, like JS, 10H or Q\u2666"


def test_cards_are_one_object_each_through_pickle_and_copy():
    for c in (BY_INDEX[0], BY_INDEX[51], CARD[(Rank.JACK, Suit.HEARTS)]):
        assert pickle.loads(pickle.dumps(c)) is c and copy.copy(c) is c and copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(JOKER)) is JOKER and copy.deepcopy(JOKER) is JOKER and Joker() is JOKER


def test_cards_order_by_rank_then_suit():
    two_c, two_d, two_s, ace_c = (Card.parse(t) for t in ("2C", "2D", "2S", "AC"))
    assert sorted([ace_c, two_s, two_c, two_d]) == [two_c, two_d, two_s, ace_c]
    assert two_c < two_d and not two_d < two_c and not two_c < two_c and two_s < ace_c and not ace_c < two_s
    assert list(BY_INDEX) == sorted(BY_INDEX) and [c.index for c in BY_INDEX] == list(range(52))


@pytest.mark.parametrize("size, lowest", [(52, 2), (36, 6), (32, 7), (24, 9)])
def test_packs_are_the_full_one_and_the_stripped_ones_in_one_order(size, lowest):
    p = pack(size)
    assert len(p) == len(set(p)) == size
    assert {int(c.rank) for c in p} == set(range(lowest, 15)) and {c.suit for c in p} == set(Suit)
    assert list(p) == sorted(p)


def test_the_default_pack_is_52_and_other_sizes_are_refused():
    assert pack() == pack(52) == BY_INDEX
    for size in (0, 25, 33, 53, 104):
        with pytest.raises(ValueError) as e:
            pack(size)
        assert str(e.value) == f"there is no {size}-card pack: choose 52, 36, 32 or 24"


def test_the_joker_is_written_jk_and_read_from_each_of_its_texts():
    assert str(JOKER) == "JK" and repr(JOKER) == "JOKER" and JOKER.index == 52
    for text in ("JK", "jk", " Joker ", "JOKER", "jo", "\U0001f0cf", "\u2605"):
        assert Joker.parse(text) is JOKER and parse_card(text, joker=True) is JOKER
    with pytest.raises(ValueError) as e:
        Joker.parse("J")
    assert str(e.value) == "'J' is not the joker: write JK"


def test_only_a_game_with_a_joker_reads_jk():
    with pytest.raises(ValueError, match="is not a card"):
        parse_card("JK")
    assert parse_card("JS", joker=True) is Card.parse("JS") and parse_card(" 9h") is Card.parse("9H")


def test_card_lists_read_and_written():
    want = [Card.parse("QS"), Card.parse("QH"), Card.parse("7D")]
    for text in ("QS QH 7D", "QS,QH,7D", " QS, QH ,7D ", ["QS", "QH", "7D"], ("QS", " QH", "7D")):
        assert parse_cards(text) == want
    assert parse_cards("") == [] and parse_cards([]) == []
    with pytest.raises(ValueError):
        parse_cards("QS,,X")
    assert cards_text(want) == "QS QH 7D" and cards_unicode(want) == "Q\u2660 Q\u2665 7\u2666"
    assert cards_text([]) == "" and cards_text([Card.parse("10C")]) == "10C"
