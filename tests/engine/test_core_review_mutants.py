"""engine/core/review.py on hand-made records (issue 31: mutation score): which hands are finished, where each ends,
how far undo may go back, and what each position of a finished hand draws, every answer worked out by hand.

A record here is a list of states of a made-up game: each state names its hand (or None before the first), whether
that hand is settled, the seat to act and every seat's holdings; a seat's view shows its own holdings only."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from engine.core import review
from engine.core.review import FinishedHand, Position

F, T = False, True


class S(NamedTuple):
    hand: object                     # the hand this moment belongs to (None: before the first)
    settled: bool | None
    to_act: int | None
    hands: tuple                     # every seat's holdings
    over: bool = False


class Fake:
    """What review.py reads of a game: a seat's view, the hand of a view, whether it is settled, the end."""

    def view(self, state, seat):
        return {"hand": state.hands[seat], "key": state.hand, "settled": state.settled, "seat": seat}

    def hand_of(self, view):
        return view["key"]

    def hand_settled(self, view):
        return view["settled"]

    def is_over(self, state):
        return state.over


GAME = Fake()


# -- finished: from each state's mark ---------------------------------------------------------------------------
def test_a_hand_is_finished_at_the_next_hands_first_state():
    marked = [(None, F), (1, F), (1, F), (2, F), (2, F), (3, F)]
    assert review.finished(marked, False) == [FinishedHand(1, (1, 2), 3, True), FinishedHand(2, (3, 4), 5, True)]


def test_the_hand_in_play_is_finished_only_by_the_games_end_and_only_with_a_move_made():
    marked = [(1, F), (1, F), (2, F), (2, F), (2, F)]
    assert review.finished(marked, False) == [FinishedHand(1, (0, 1), 2, True)]
    assert review.finished(marked, True) == [FinishedHand(1, (0, 1), 2, True), FinishedHand(2, (2, 3, 4), 4, False)]
    # the game ended on the last hand's first state: nothing of that hand to lay open
    assert review.finished([(1, F), (1, F), (2, F)], True) == [FinishedHand(1, (0, 1), 2, True)]
    assert review.finished([(1, F)], True) == []


def test_a_settled_hand_is_finished_where_it_says_so_and_keeps_its_states_past_it():
    marked = [(1, F), (1, F), (1, T), (1, T), (2, F)]
    assert review.finished(marked, False) == [FinishedHand(1, (0, 1, 2, 3), 2, False)]
    # a settled hand of a single state (a throw settled at once) has nothing to step through
    assert review.finished([(1, T), (2, F), (2, T)], False) == [FinishedHand(2, (1, 2), 2, False)]


def test_a_hands_states_stop_where_the_next_begins_and_moments_of_no_hand_are_left_out():
    # hand 1's key is seen again after hand 2 began (a view that still names the last hand): not its own states
    marked = [(None, F), (1, F), (2, F), (None, F), (1, F), (2, F), (3, F)]
    assert review.finished(marked, False) == [FinishedHand(1, (1,), 2, True), FinishedHand(2, (2, 5), 6, True)]


def test_positions_count_the_next_hands_first_state_only_when_it_is_drawn_as_the_end():
    assert FinishedHand(1, (0, 1, 2), 3, True).positions == 4
    assert FinishedHand(1, (0, 1, 2), 2, False).positions == 3


def test_undo_stops_at_the_last_finished_hands_end():
    assert review.undo_floor([]) == 0
    assert review.undo_floor([(1, F), (1, F)]) == 0                   # by default the game is not over
    assert review.undo_floor([(1, F), (1, F)], True) == 1
    assert review.undo_floor([(1, F), (1, F), (2, F), (2, F), (3, F)]) == 4
    assert review.undo_floor([(1, F), (1, T), (1, T)]) == 1


# -- from a record's states ---------------------------------------------------------------------------------------
HANDS = ((), ())


def test_marks_read_the_learners_view_and_say_settled_as_true_or_false():
    states = [S(None, None, 0, HANDS), S(1, None, 1, HANDS), S(1, 1, 0, HANDS)]
    assert review.marks(GAME, states, 1) == [(None, False), (1, False), (1, True)]
    assert all(type(m[1]) is bool for m in review.marks(GAME, states, 0))


def test_finished_hands_ask_the_last_state_whether_the_game_is_over():
    states = [S(1, F, 0, HANDS, over=True), S(1, F, 0, HANDS), S(2, F, 0, HANDS), S(2, F, None, HANDS, over=True)]
    assert review.finished_hands(GAME, states, 0) == [FinishedHand(1, (0, 1), 2, True),
                                                      FinishedHand(2, (2, 3), 3, False)]
    assert review.finished_hands(GAME, states[:3], 0) == [FinishedHand(1, (0, 1), 2, True)]
    assert review.finished_hands(GAME, states[:2], 0) == []     # the first state's "over" is not the game's
    assert review.finished_hands(GAME, [], 0) == []
    # marks kept from before are used as given, not read again
    assert review.finished_hands(GAME, states, 0, [(7, F), (7, F), (8, F), (8, F)]) == [
        FinishedHand(7, (0, 1), 2, True), FinishedHand(8, (2, 3), 3, False)]


# -- what a position of a finished hand draws ----------------------------------------------------------------------
# Hand 1: seat 0 holds 9H 10S, seat 1 holds KD QC; seat 0 plays 9H, seat 1 plays KD, seat 0 plays 10S, and seat 1's
# QC (the hand's last action) makes hand 2's first state, where each seat is dealt anew.
RECORD = [S(1, F, 0, (("9H", "10S"), ("KD", "QC"))),
          S(1, F, 1, (("10S",), ("KD", "QC"))),
          S(1, F, 0, (("10S",), ("QC",))),
          S(1, F, 1, ((), ("QC",))),
          S(2, F, 0, (("AS", "2C"), ("3D", "4H")))]
ACTIONS = ["play 9H", "play KD", "play 10S", "play QC"]


def test_each_state_of_a_finished_hand_draws_every_seats_holdings_and_the_learners_view():
    hand = review.finished_hands(GAME, RECORD, 1)[0]
    assert hand == FinishedHand(1, (0, 1, 2, 3), 4, True)
    at = review.position(GAME, RECORD, ACTIONS, 1, 2, hand, 1)
    assert at == Position(1, (("10S",), ("KD", "QC")), GAME.view(RECORD[1], 1), False)


def test_the_hands_end_is_the_state_before_its_last_action_less_the_piece_it_played():
    hand = review.finished_hands(GAME, RECORD, 1)[0]
    at = review.position(GAME, RECORD, ACTIONS, 1, 2, hand, 4)
    assert at == Position(4, ((), ()), GAME.view(RECORD[3], 1), True)
    assert at.view["hand"] == ("QC",)          # the centre: the learner's view of the state before, by default
    end = review.position(GAME, RECORD, ACTIONS, 1, 2, hand, 4, centre_from_end=True)
    assert end.view == GAME.view(RECORD[4], 1) and end.holdings == ((), ())


def test_the_first_seat_loses_its_played_piece_too():
    record = [S(1, F, 0, (("9H", "10S"), ("KD",))), S(2, F, 0, (("AS",), ("3D",)))]
    hand = review.finished_hands(GAME, record, 0)[0]
    assert review.position(GAME, record, ["play 9H"], 0, 2, hand, 1).holdings == (("10S",), ("KD",))


@pytest.mark.parametrize("actor", [None, 2])
def test_a_last_action_by_no_seat_at_the_table_takes_nothing_away(actor):
    # the dealer's turn (None), or a seat the table does not draw: every holding as it was
    record = [S(1, F, actor, (("9H",), ("KD",))), S(2, F, 0, (("AS",), ("3D",)))]
    hand = review.finished_hands(GAME, record, 0)[0]
    assert review.position(GAME, record, ["play 9H"], 0, 2, hand, 1).holdings == (("9H",), ("KD",))


def test_holdings_are_each_seats_own_view_and_nothing_where_a_view_has_none():
    state = S(1, F, 0, (("9H",), None, ("KD", "QC")))
    assert review.holdings(GAME, state, 3) == (("9H",), (), ("KD", "QC"))
    assert review.holdings(GAME, state, 1) == (("9H",),)


def test_an_action_takes_away_only_the_pieces_it_names():
    assert review._less(("9H", "10S"), "play 9H") == ("10S",)
    assert review._less(("9H", "10S"), "call") == ("9H", "10S")
    assert review._less((19, 9), "discard 9 19") == ()
    assert review._less(("9H", "9HX"), "play 9H") == ("9HX",)
