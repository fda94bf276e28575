"""Draw Poker's table as each seat sees it (engine/games/draw_poker/game.py's view, issue 31: mutation score), whole,
at each phase of one deal under a rule set where every field differs from the defaults: sequences below threes, the
ace low only, a limit of 5, an ante of 2, three deals of 40 chips each. Every figure was checked by hand: the pool,
the purses, the cards each seat may see (its own hand and discards, the hands shown at the call, never another's
discards or hand), the draw counts, what is owed and the most that may be raised."""

from __future__ import annotations

import pytest

from engine.games.draw_poker import GAME, DrawPokerVariant
from tests.engine.test_draw_poker import play, start

# what every seat sees of this table at every phase below
TABLE = {'seats': 3,
 'names': ['You', 'Seat 1', 'Seat 2'],
 'deal': 1,
 'deals': 3,
 'dealer': 2,
 'ante_man': 0,
 'ante': 2,
 'limit': 5,
 'ranking': 'straight-below-threes',
 'ace': 'low-only',
 'age_held': False}

GOING_IN_SEAT_1 = TABLE | {'seat': 1,
 'phase': 'going-in',
 'to_act': 1,
 'purses': [38, 40, 40],
 'stakes': [2, 0, 0],
 'pool': 2,
 'status': ['in', 'in', 'in'],
 'hand': ['KS', 'KH', '9D', '9C', '3S'],
 'hand_name': 'Two pairs, kings over nines',
 'hand_class': 'two-pairs',
 'discarded': [],
 'drawn': [None, None, None],
 'stock_left': 37,
 'shown': {},
 'result': None,
 'high': 4,
 'owed': 4,
 'max_raise': 5,
 'bet_made': False,
 'first_bettor': None,
 'pending': [1, 2, 0],
 'history': [[0, 'You put up the ante of 2 chips']],
 'live': [0, 1, 2]}

DRAW_SEAT_0 = TABLE | {'seat': 0,
 'phase': 'draw',
 'to_act': 1,
 'purses': [34, 34, 34],
 'stakes': [6, 6, 6],
 'pool': 18,
 'status': ['in', 'in', 'in'],
 'hand': ['QS', 'QH', 'JS', '7S', '4D'],
 'hand_name': 'One pair, queens',
 'hand_class': 'pair',
 'discarded': ['7D', '4C', '2S'],
 'drawn': [3, None, None],
 'stock_left': 34,
 'shown': {},
 'result': None,
 'high': 6,
 'owed': 0,
 'max_raise': 0,
 'bet_made': True,
 'first_bettor': None,
 'pending': [1, 2],
 'history': [[0, 'You put up the ante of 2 chips'],
             [1, 'Seat 1 goes in: 4 chips.'],
             [2, 'Seat 2 goes in and raises the ante 2 chips (puts up 6).'],
             [0, 'You make good: 4 chips more.'],
             [1, 'Seat 1 sees the bet: 2 chips.'],
             [0, 'You throw away three cards and draw three cards.']],
 'live': [0, 1, 2]}

BETTING_SEAT_2 = TABLE | {'seat': 2,
 'phase': 'betting',
 'to_act': 0,
 'purses': [34, 34, 34],
 'stakes': [6, 6, 6],
 'pool': 18,
 'status': ['in', 'in', 'in'],
 'hand': ['AH', '8H', '5H', '3H', '2H'],
 'hand_name': 'Flush, ace high (A, 8, 5, 3, 2)',
 'hand_class': 'flush',
 'discarded': ['JD'],
 'drawn': [3, 1, 1],
 'stock_left': 32,
 'shown': {},
 'result': None,
 'high': 6,
 'owed': 0,
 'max_raise': 5,
 'bet_made': False,
 'first_bettor': 0,
 'pending': [0, 1, 2],
 'history': [[0, 'You put up the ante of 2 chips'],
             [1, 'Seat 1 goes in: 4 chips.'],
             [2, 'Seat 2 goes in and raises the ante 2 chips (puts up 6).'],
             [0, 'You make good: 4 chips more.'],
             [1, 'Seat 1 sees the bet: 2 chips.'],
             [0, 'You throw away three cards and draw three cards.'],
             [1, 'Seat 1 throws away one card and draws one card.'],
             [2, 'Seat 2 throws away one card and draws one card.']],
 'live': [0, 1, 2]}

SHOWDOWN_SEAT_1 = TABLE | {'seat': 1,
 'phase': 'showdown',
 'to_act': 0,
 'purses': [32, 54, 34],
 'stakes': [0, 0, 0],
 'pool': 0,
 'status': ['in', 'in', 'out'],
 'hand': ['KS', 'KH', '9D', '9C', '4H'],
 'hand_name': 'Two pairs, kings over nines',
 'hand_class': 'two-pairs',
 'discarded': ['3S'],
 'drawn': [3, 1, 1],
 'stock_left': 32,
 'shown': {'0': {'cards': ['QS', 'QH', 'JS', '7S', '4D'], 'name': 'One pair, queens', 'class': 'pair'},
           '1': {'cards': ['KS', 'KH', '9D', '9C', '4H'],
                 'name': 'Two pairs, kings over nines',
                 'class': 'two-pairs'}},
 'result': {'winners': [1],
            'amounts': [22],
            'shown': True,
            'pool': 22,
            'text': 'Hands shown — You: One pair, queens; Seat 1: Two pairs, kings over nines. Seat 1 wins the '
                    'pool of 22 chips: Two pairs, kings over nines, beats one pair, queens: the ranking puts '
                    'two pairs above one pair.'},
 'high': 8,
 'owed': 0,
 'max_raise': 0,
 'bet_made': True,
 'first_bettor': 0,
 'pending': [],
 'history': [[0, 'You put up the ante of 2 chips'],
             [1, 'Seat 1 goes in: 4 chips.'],
             [2, 'Seat 2 goes in and raises the ante 2 chips (puts up 6).'],
             [0, 'You make good: 4 chips more.'],
             [1, 'Seat 1 sees the bet: 2 chips.'],
             [0, 'You throw away three cards and draw three cards.'],
             [1, 'Seat 1 throws away one card and draws one card.'],
             [2, 'Seat 2 throws away one card and draws one card.'],
             [0, 'You bet 2 chips.'],
             [1, 'Seat 1 sees the bet: 2 chips.'],
             [2, 'Seat 2 lays down his hand.'],
             [1,
              'Hands shown — You: One pair, queens; Seat 1: Two pairs, kings over nines. Seat 1 wins the pool '
              'of 22 chips: Two pairs, kings over nines, beats one pair, queens: the ranking puts two pairs '
              'above one pair.']],
 'live': [0, 1]}


def test_each_seat_sees_the_whole_table_it_may_see_at_every_phase():
    s = start(ranking="straight-below-threes", ace="low-only", limit=5, ante=2, deals=3, chips=40)
    assert GAME.view(s, 1) == GOING_IN_SEAT_1
    s = play(s, 'go-in', 'raise 2', 'make-good', 'see', 'draw 7D 4C 2S')
    assert GAME.view(s, 0) == DRAW_SEAT_0
    s = play(s, 'draw 3S', 'draw JD')
    assert GAME.view(s, 2) == BETTING_SEAT_2
    s = play(s, 'bet 2', 'see', 'lay-down')
    assert GAME.view(s, 1) == SHOWDOWN_SEAT_1


def test_a_fixed_deal_fixes_the_first_deal_only_and_a_game_is_seed_0_unless_told():
    s = play(start(), "throw-up", "throw-up")                  # seat 0, the ante man, takes his ante back
    assert s.phase == "showdown"
    nxt = GAME.apply(s, "deal")
    fixed = set(start().hands)
    assert nxt.deal_no == 1 and not fixed & set(nxt.hands)    # the next deal is shuffled, not the fixed one again
    assert GAME.new_game(start().variant) == GAME.new_game(start().variant, 0)


def test_after_a_bet_the_next_player_is_told_what_he_owes_and_seat_0_unnamed_is_seat_0():
    from engine.core.words import seated

    s = start(ranking="straight-below-threes", ace="low-only", limit=5, ante=2, deals=3, chips=40)
    s = play(s, "go-in", "raise 2", "make-good", "see", "draw 7D 4C 2S", "draw 3S", "draw JD", "bet 2")
    view = GAME.view(s, 1)
    assert (view["phase"], view["to_act"], view["high"], view["owed"], view["max_raise"]) == ("betting", 1, 8, 2, 5)
    with seated([None, "Ben", None], me=1):
        assert [GAME.seat_name(s.variant, i) for i in range(3)] == ["Seat 0", "You", "Seat 2"]


def test_what_a_seat_may_not_see_is_every_card_but_its_own_and_the_hands_shown():
    from engine.games.draw_poker.words import card_text

    every = {card_text(c) for c in range(52)}
    assert len(every) == 52
    s = start(ranking="straight-below-threes", ace="low-only", limit=5, ante=2, deals=3, chips=40)
    s = play(s, "go-in", "raise 2", "make-good", "see", "draw 7D 4C 2S", "draw 3S")
    for seat in range(3):
        view = GAME.view(s, seat)
        seen = set(view["hand"]) | set(view["discarded"])
        assert GAME.hidden_from(s, seat) == every - seen
    s = play(s, "draw JD", "bet 2", "see", "lay-down")           # seats 0 and 1 show at the call
    shown = {c for h in GAME.view(s, 2)["shown"].values() for c in h["cards"]}
    assert GAME.hidden_from(s, 2) == every - shown - set(GAME.view(s, 2)["hand"]) - set(GAME.view(s, 2)["discarded"])


@pytest.mark.rules("pack-runs-out")
def test_seven_drawing_five_each_gather_and_reshuffle_when_one_card_is_left():
    """The stock after each draw: 17 - 5 = 12, 7, 2; the fourth player takes one card, the last one is never dealt,
    the discards (not his) are gathered and reshuffled, and so on: twice in all. The hands as dealt from the seed."""
    s = GAME.new_game(DrawPokerVariant(seats=7), seed=5)
    while s.phase == "going-in":
        s = play(s, "make-good" if "make-good" in GAME.legal_actions(s) else "go-in")
    stocks = []
    while s.phase == "draw":
        s = play(s, "draw " + " ".join(GAME.view(s, s.to_act)["hand"]))
        stocks.append((len(s.stock), s.reshuffles))
    assert stocks == [(12, 0), (7, 0), (2, 0), (12, 1), (7, 1), (2, 1), (12, 2)]
    assert [GAME.view(s, i)["hand"] for i in range(7)] == [
        ["JS", "8H", "8C", "7S", "6C"], ["JH", "10S", "7D", "6S", "5C"], ["KH", "9D", "6D", "4S", "4H"],
        ["KC", "8S", "7C", "5S", "2H"], ["QH", "QC", "10D", "7H", "2S"], ["AC", "JD", "9S", "3S", "3C"],
        ["QD", "10H", "9C", "4D", "3H"]]


@pytest.mark.rules("sitting-out")
def test_a_player_with_exactly_double_the_ante_is_dealt_in_and_one_chip_less_sits_out():
    s = play(GAME.new_game(DrawPokerVariant(seats=3, ante=2, chips=40), seed=1), "throw-up", "throw-up")
    nxt = GAME.apply(s._replace(purses=(4, 3, 40)), "deal")
    assert (nxt.status, nxt.dealer, nxt.ante_man) == (("in", "sitting-out", "in"), 0, 2)


# -- rules at their edges, each with a fixed deal -------------------------------------------------------------------------
@pytest.mark.rules("sitting-out")
def test_the_session_goes_on_while_two_can_play():
    s = GAME.new_game(DrawPokerVariant(seats=3, ante=1, chips=20), seed=1)
    s = play(s._replace(purses=(s.purses[0], 20, 1)), "throw-up", "throw-up")     # Seat 2 left with one chip
    assert (s.phase, GAME.legal_actions(s)) == ("showdown", ["deal"])
    assert GAME.apply(s, "deal").status == ("in", "in", "sitting-out")


@pytest.mark.rules("ranking")
def test_with_the_ace_high_only_a_to_5_is_no_sequence_and_two_twos_beat_it_at_the_showdown():
    s = start(deal="AH 2S 3D 4C 5H | 2C 2D 9S 7H 6C | KS QH JD 8S 4S", ace="high-only")
    s = play(s, "go-in", "throw-up", "make-good", "stand", "stand", "bet 1", "call")
    view = GAME.view(s, 0)
    assert view["result"]["winners"] == [1]
    assert view["shown"]["0"] == {"cards": ["AH", "5H", "4C", "3D", "2S"], "name": "Highest card ace (A, 5, 4, 3, 2)",
                                  "class": "high-card"}


def test_the_last_deal_of_a_session_is_settled_on_the_table_too():
    s = play(GAME.new_game(DrawPokerVariant(seats=3, deals=1), seed=2), "throw-up", "throw-up")
    assert s.phase == "over" and GAME.hand_settled(GAME.view(s, 0))


@pytest.mark.rules("holding-age")
def test_holding_the_age_is_marked_and_the_next_player_bets():
    s = play(start(), "go-in", "go-in", "make-good", "draw 7D 4C 2S", "draw 3S", "draw JD", "hold-age")
    view = GAME.view(s, 1)
    assert (view["age_held"], view["to_act"], GAME.legal_actions(s)[:2]) == (True, 1, ["lay-down", "bet 1"])


@pytest.mark.rules("limit")
def test_a_limit_of_one_still_leaves_a_bet_of_one_after_the_draw():
    s = play(start(limit=1), "go-in", "go-in", "make-good", "draw 7D 4C 2S", "draw 3S", "draw JD")
    assert (s.phase, GAME.legal_actions(s)) == ("betting", ["hold-age", "lay-down", "bet 1"])


@pytest.mark.rules("table-stakes")
def test_with_no_chips_left_to_bet_the_hands_are_shown_and_the_poorest_is_named():
    from engine.core.errors import IllegalAction
    from engine.games.draw_poker.words import NO_CHIPS_LEFT

    s = play(start(), "go-in", "go-in", "make-good")
    broke = play(s._replace(purses=(s.purses[0], 0, s.purses[2])), "draw 7D 4C 2S", "draw 3S", "draw JD")
    assert broke.phase == "showdown" and (broke.history[-2].seat, broke.history[-2].text) == (0, NO_CHIPS_LEFT)
    poor = play(s, "draw 7D 4C 2S", "draw 3S", "draw JD")
    poor = poor._replace(purses=(poor.purses[0], poor.purses[1], 3))                # Seat 2 the poorest, not You
    with pytest.raises(IllegalAction) as exc:
        GAME.check(poor, "bet 9")
    assert exc.value.reason == "Seat 2 can meet a stake of only 5 chips: the most you may bet is 3."


def test_the_standing_says_you_lead_and_seat_1_leads():
    s = play(start(), "throw-up", "throw-up")
    assert GAME.outcome(s._replace(purses=(30, 10, 10))).summary == "After 1 deal You lead with 30 chips."
    assert GAME.outcome(s._replace(purses=(10, 30, 10))).summary == "After 1 deal Seat 1 leads with 30 chips."


@pytest.mark.rules("deal")
def test_a_fixed_deal_of_fewer_hands_deals_the_rest_five_each_from_the_seed():
    s = start(deal="QS QH 7D 4C 2S | KS KH 9D 9C 3S")
    assert GAME.view(s, 2)["hand"] == ["AH", "AC", "QD", "8C", "2D"] and len(s.stock) == 37


def test_the_next_deal_starts_with_no_bet_no_age_held_and_no_first_bettor():
    s = play(start(), "go-in", "go-in", "make-good", "draw 7D 4C 2S", "draw 3S", "draw JD", "hold-age", "bet 2", "see",
             "lay-down")
    assert (s.bet_made, s.age_held, s.first_bettor) == (True, True, 0)
    view = GAME.view(GAME.apply(s, "deal"), 0)
    assert (view["bet_made"], view["age_held"], view["first_bettor"], view["result"], view["shown"]) == (
        False, False, None, None, {})
