"""The shared trick-taking engine (engine/tricks): decks built as data, following, the trick's winner, the next seat.

Two decks are built here with :meth:`TrickDeck.build` exactly as a game would build its own: a 24-card
Euchre pack (the left bower changes suit in the three rule functions and nowhere else) and a double-six
domino set (a domino carrying the trump number is a trump; another leads as its higher number and may
follow either of its numbers). Unit tests pin the tables; hypothesis properties check ``legal_mask`` and
``trick_winner`` against a plain restatement of the rule on random hands and tricks.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tricks import (
    FOLLOW_OR_TRUMP,
    MUST_FOLLOW,
    NO_TRUMP,
    TrickDeck,
    bits,
    count,
    held,
    legal_mask,
    mask_of,
    next_seat,
    trick_points,
    trick_winner,
)

# -- a 24-card euchre pack: id = suit * 6 + rank, suits C D H S, ranks 9 10 J Q K A -------------------
SUITS = "CDHS"
RANKS = ("9", "10", "J", "Q", "K", "A")
J = 2


def _suit(c: int, t: int) -> int:
    """The one place the left bower changes suit (the jack of trumps' colour is a trump)."""
    s, r = divmod(c, 6)
    return t if (t >= 0 and r == J and s == 3 - t) else s


def _strength(c: int, led: int, t: int) -> int:
    s, r = divmod(c, 6)
    if t >= 0 and _suit(c, t) == t:
        return 120 if (r == J and s == t) else 110 if r == J else 100 + r
    return r if _suit(c, t) == led else -1


CARDS = TrickDeck.build(
    "euchre-24", [RANKS[c % 6] + SUITS[c // 6] for c in range(24)], [RANKS[c % 6] + "♣♦♥♠"[c // 6] for c in range(24)],
    [f"{RANKS[c % 6]} of {('clubs', 'diamonds', 'hearts', 'spades')[c // 6]}" for c in range(24)],
    ("clubs", "diamonds", "hearts", "spades"), _suit, lambda c, s, t: _suit(c, t) == s, _strength)


def card(text: str) -> int:
    return CARDS.id(text)


# -- a double-six domino set: suits are the numbers 0..6 ----------------------------------------------
TILES = [(hi, lo) for hi in range(7) for lo in range(hi + 1)]   # (6, 4) is the six-four


def _d_lead(d: int, t: int) -> int:
    hi, lo = TILES[d]
    return t if t >= 0 and t in (hi, lo) else hi


def _d_belongs(d: int, s: int, t: int) -> bool:
    hi, lo = TILES[d]
    if t >= 0 and t in (hi, lo):
        return s == t
    return s in (hi, lo)


def _d_strength(d: int, led: int, t: int) -> int:
    hi, lo = TILES[d]
    if t >= 0 and t in (hi, lo):
        other = lo if hi == t else hi
        return 100 + (10 if hi == lo else other)          # the double of trumps, then by the other end
    if led in (hi, lo):
        other = lo if hi == led else hi
        return 10 if hi == lo else other                    # the double of the suit led, then by the other end
    return -1


DOMINOES = TrickDeck.build(
    "double-six", [f"{hi}-{lo}" for hi, lo in TILES], [f"{hi}–{lo}" for hi, lo in TILES],
    [f"{hi}-{lo}" for hi, lo in TILES], ("blanks", "ones", "twos", "threes", "fours", "fives", "sixes"),
    _d_lead, _d_belongs, _d_strength)

DECKS = {"cards": CARDS, "dominoes": DOMINOES}


# -- the deck as data ---------------------------------------------------------------------------------
def test_build_tables_have_a_row_per_trump_and_one_for_no_trump():
    for deck in DECKS.values():
        k = len(deck.suits)
        assert len(deck.lead) == len(deck.follow) == len(deck.power) == k + 1
        assert all(len(row) == deck.size for row in deck.lead)
        assert all(len(row) == k for row in deck.follow)
        assert deck.lead[NO_TRUMP] is deck.lead[k]
        assert [deck.id(t) for t in deck.text] == list(range(deck.size))


def test_the_left_bower_is_a_trump_and_not_its_printed_suit():
    hearts, diamonds = 2, 1
    jd = card("JD")
    assert CARDS.lead[hearts][jd] == hearts
    assert held(CARDS.follow[hearts][hearts], jd) and not held(CARDS.follow[hearts][diamonds], jd)
    assert CARDS.trumps_mask(hearts) == mask_of([card(x) for x in ("9H", "10H", "JH", "QH", "KH", "AH", "JD")])
    # with no trump, or another trump, the jack of diamonds is a diamond
    assert CARDS.lead[NO_TRUMP][jd] == diamonds and CARDS.lead[0][jd] == diamonds
    assert CARDS.trumps_mask(NO_TRUMP) == 0
    order = sorted(bits(CARDS.trumps_mask(hearts)), key=lambda c: -CARDS.power[hearts][0][c])
    assert [CARDS.text[c] for c in order] == ["JH", "JD", "AH", "KH", "QH", "10H", "9H"]


def test_a_domino_follows_either_of_its_numbers_unless_it_is_a_trump():
    d64 = DOMINOES.id("6-4")
    assert DOMINOES.lead[NO_TRUMP][d64] == 6 and DOMINOES.lead[4][d64] == 4
    assert held(DOMINOES.follow[2][6], d64) and held(DOMINOES.follow[2][4], d64)
    assert held(DOMINOES.follow[4][4], d64) and not held(DOMINOES.follow[4][6], d64)
    assert count(DOMINOES.trumps_mask(3)) == 7          # the seven tiles carrying a three


def test_bits_mask_of_count_held_round_trip():
    ids = [0, 3, 17, 27]
    m = mask_of(ids)
    assert bits(m) == ids and count(m) == 4 and all(held(m, c) for c in ids) and not held(m, 1)
    assert bits(0) == [] and mask_of([]) == 0


# -- following ----------------------------------------------------------------------------------------
@pytest.mark.rules("follow-suit", "left-bower-suit", game="euchre")
def test_must_follow_counts_the_left_bower_as_trumps():
    hand = mask_of([card(x) for x in ("JD", "9C", "10C", "QC", "KC")])
    hearts, diamonds = 2, 1
    assert legal_mask(CARDS, hand, hearts, hearts) == mask_of([card("JD")])       # only trump: the left bower
    assert legal_mask(CARDS, hand, hearts, diamonds) == hand                      # no diamond held: any card
    assert legal_mask(CARDS, hand, hearts, -1) == hand                             # leading: any card


def test_follow_or_trump_allows_a_trump_when_able_to_follow():
    hand = mask_of([card(x) for x in ("9C", "AH", "KD")])
    assert legal_mask(CARDS, hand, 2, 0, FOLLOW_OR_TRUMP) == mask_of([card("9C"), card("AH")])
    assert legal_mask(CARDS, hand, 2, 0, MUST_FOLLOW) == mask_of([card("9C")])
    assert legal_mask(CARDS, hand, 2, 3, FOLLOW_OR_TRUMP) == hand                 # cannot follow spades
    assert legal_mask(CARDS, hand, NO_TRUMP, 0, FOLLOW_OR_TRUMP) == mask_of([card("9C")])


def test_a_domino_may_follow_with_its_other_end():
    hand = mask_of([DOMINOES.id(x) for x in ("6-4", "2-1", "5-5")])
    assert legal_mask(DOMINOES, hand, 2, 4) == mask_of([DOMINOES.id("6-4")])
    assert legal_mask(DOMINOES, hand, 2, 6) == mask_of([DOMINOES.id("6-4")])
    assert legal_mask(DOMINOES, hand, 2, 2) == mask_of([DOMINOES.id("2-1")])     # trumps led: the 2-1 is a trump
    assert legal_mask(DOMINOES, hand, 4, 6) == hand                               # the 6-4 is a trump, not a six


# -- the trick ----------------------------------------------------------------------------------------
@pytest.mark.rules("trick", "bowers", game="euchre")
def test_trick_winner_bowers_and_suit_led():
    spades, hearts = 3, 2
    t = [card(x) for x in ("AH", "JD", "KH", "9S")]
    assert trick_winner(CARDS, spades, t) == 3                                      # the only trump
    assert trick_winner(CARDS, hearts, t) == 1                                      # the left bower over the ace
    assert trick_winner(CARDS, 0, [card(x) for x in ("KH", "AD", "QH")]) == 0      # off-suit ace cannot win
    assert trick_winner(CARDS, NO_TRUMP, [card(x) for x in ("9D", "AH", "10D")]) == 2


def test_trick_winner_dominoes():
    ids = [DOMINOES.id(x) for x in ("6-4", "6-6", "3-0", "5-4")]
    assert trick_winner(DOMINOES, 2, ids) == 1                                      # double six heads the sixes
    assert trick_winner(DOMINOES, 0, ids) == 2                                      # 3-0 carries the trump blank
    assert trick_winner(DOMINOES, 4, ids) == 0                                      # 6-4 over 5-4: the other end


@pytest.mark.rules("turn", game="euchre")
def test_next_seat_passes_over_laid_down_seats():
    assert next_seat(0, 4) == 1 and next_seat(3, 4) == 0
    assert next_seat(0, 4, 0b0010) == 2 and next_seat(3, 4, 0b0001) == 1
    assert next_seat(1, 6, 0b101100) == 4


def test_next_seat_refuses_a_table_with_every_seat_laid_down():
    with pytest.raises(ValueError):
        next_seat(0, 4, 0b1111)


def test_trick_points_counts_by_table():
    values = [0] * 24
    values[card("AS")], values[card("10H")] = 4, 10
    assert trick_points(values, [card("AS"), card("9C"), card("10H")]) == 14


def test_a_deck_is_hashable_and_equal_by_its_tables():
    assert hash(CARDS) == hash(CARDS)
    assert {CARDS: 1}[CARDS] == 1


# -- properties ---------------------------------------------------------------------------------------
def hands(deck_name):
    deck = DECKS[deck_name]
    return st.sets(st.integers(0, deck.size - 1), min_size=1, max_size=9).map(mask_of)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(DECKS)), st.data())
def test_property_legal_mask_restates_the_rule(deck_name, data):
    deck = DECKS[deck_name]
    k = len(deck.suits)
    hand = data.draw(hands(deck_name))
    trump = data.draw(st.integers(-1, k - 1))
    led = data.draw(st.integers(-1, k - 1))
    must = legal_mask(deck, hand, trump, led, MUST_FOLLOW)
    either = legal_mask(deck, hand, trump, led, FOLLOW_OR_TRUMP)
    assert must and must & ~hand == 0 and either & ~hand == 0
    assert must & ~either == 0                                                       # or-trump never allows less
    if led < 0:
        assert must == either == hand
        return
    suit = [c for c in bits(hand) if held(deck.follow[trump][led], c)]
    if suit:
        assert bits(must) == suit
        trumps = [c for c in bits(hand) if trump >= 0 and held(deck.trumps_mask(trump), c)]
        assert bits(either) == sorted(set(suit) | set(trumps))
    else:
        assert must == either == hand


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(DECKS)), st.data())
def test_property_trick_winner_is_the_strongest_and_order_free(deck_name, data):
    deck = DECKS[deck_name]
    k = len(deck.suits)
    trump = data.draw(st.integers(-1, k - 1))
    pieces = data.draw(st.lists(st.integers(0, deck.size - 1), min_size=2, max_size=7, unique=True))
    w = trick_winner(deck, trump, pieces)
    led = deck.lead[trump][pieces[0]]
    power = deck.power[trump][led]
    assert power[pieces[0]] >= 0                                                     # the lead can always win
    assert all(power[pieces[w]] >= power[c] for c in pieces)
    trumps = [c for c in pieces if trump >= 0 and held(deck.trumps_mask(trump), c)]
    if trumps:
        assert held(deck.trumps_mask(trump), pieces[w])                             # a trump takes it
    else:
        assert held(deck.follow[trump][led], pieces[w])                             # else the suit led
    # the same piece wins whatever the order after the lead
    for rest in itertools.islice(itertools.permutations(pieces[1:]), 6):
        again = [pieces[0], *rest]
        assert again[trick_winner(deck, trump, again)] == pieces[w]


@given(st.integers(2, 8), st.data())
def test_property_next_seat_is_the_first_seat_left_not_laid_down(players, data):
    seat = data.draw(st.integers(0, players - 1))
    out = data.draw(st.integers(0, (1 << players) - 1).filter(lambda m: m != (1 << players) - 1))
    nxt = next_seat(seat, players, out)
    assert not out >> nxt & 1 and nxt != seat or out | (1 << seat) == (1 << players) - 1
    step = (seat + 1) % players
    while step != nxt:
        assert out >> step & 1
        step = (step + 1) % players


@pytest.mark.rules("game-tie", game="euchre")
@pytest.mark.rules("game-tie", game="domino-euchre")
def test_leading_sides_share_a_game_reached_together():
    """game-tie: the highest score wins; equal highest scores share the win (Euchre and Domino Euchre)."""
    from engine.tricks import leading_sides

    assert leading_sides([5, 3]) == [0]
    assert leading_sides([6, 6, 2, 6]) == [0, 1, 3]
