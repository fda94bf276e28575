"""engine/core/table.py on the toy game (issue 31: mutation score): whose turn it is, each refusal's words and rule,
the computer players' draws, undo and its floor at a finished hand, "try again from here", loading and reading a
saved game, each worked out by hand over the toy's six moves (three seats, two rounds of one card each).

The toy here names its hand (the round) and, once over, keeps a seat named to act, as a game may: the table must
read "over" from the game, never from an empty seat."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import review
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import new_record
from engine.core.rng import rng_for
from engine.core.table import Table, load_record_text
from tests.toy_game import GAME as TOY
from tests.toy_game import Toy, ToyVariant


class Rounds(Toy):
    """The toy, with each round a hand, its moves described with the seat, and a fixed deal read as a seed."""

    slug = "toy-rounds"

    def view(self, s, seat):
        own = super().view(s, seat) if 0 <= seat < len(s.hands) else {"hand": ()}   # a watcher holds nothing
        return {**own, "round": s.round, "phase": s.phase}

    def hand_of(self, view):
        return view["round"]

    def is_over(self, s):
        return s.phase == "over"

    def legal_actions(self, s):
        return [] if s.phase == "over" else super().legal_actions(s)

    def step(self, s, action):
        nxt = super().step(s, action)
        return replace(nxt, to_act=0) if nxt.phase == "over" else nxt

    def describe(self, s, action):
        return f"seat {s.to_act} {action}"

    def seat_name(self, variant, seat):
        return "You" if seat == 0 else f"Seat {seat} of {variant.seats}"

    def deal_from_text(self, text):
        return int(text)

    def new_game(self, variant=None, seed=0, deal=None):
        return super().new_game(variant, seed if deal is None else deal, None)


class Dealt(Rounds):
    """A game of the same name that deals otherwise (seat 0 gets seat 2's cards): not the one a record's name finds,
    so a record of it replayed by the name breaks a rule at its first move."""

    def new_game(self, variant=None, seed=0, deal=None):
        s = super().new_game(variant, seed, deal)
        return replace(s, hands=s.hands[::-1])


GAME = Rounds()
OTHER = Dealt()


class Recorder:
    """A computer player that takes the last legal action and keeps what it was shown."""

    def __init__(self):
        self.seen = []

    def choose(self, view, legal, rng):
        self.seen.append((view, list(legal), rng.random()))
        return legal[-1]


def _played(t: Table) -> Table:
    """Play the table's game to its end: each seat its first legal card."""
    while not t.game.is_over(t.state):
        t._push(t.state, t.game.legal_actions(t.state)[0])
    return t


def test_a_new_table_keeps_its_game_rule_set_seed_deal_and_seats():
    bots = {1: Recorder()}
    t = Table.new(GAME, ToyVariant(seats=2, chips=7), seed=9, deal="4", learner=1, bots=bots,
                  table={"class_deal": True})
    bots[2] = Recorder()                         # the table keeps its own copy
    assert (t.record.game, t.record.variant, t.record.seed, t.record.deal, t.record.table) == (
        "toy-rounds", {"seats": 2, "chips": 7}, 9, "4", {"class_deal": True})
    assert t.state == GAME.new_game(ToyVariant(seats=2, chips=7), 4) and t.game is GAME
    assert (t.learner, set(t.bots), t.variant) == (1, {1}, ToyVariant(seats=2, chips=7))
    plain = Table.new(GAME)
    assert (plain.record.variant, plain.record.seed, plain.record.deal, plain.record.table, plain.learner,
            plain.bots) == ({"seats": 3, "chips": 5}, 0, None, {}, 0, {})


def test_the_learner_sees_their_own_view_and_acts_only_in_turn():
    t = Table.new(GAME, seed=3, learner=1)
    assert t.view() == GAME.view(t.state, 1) and t.view(2) == GAME.view(t.state, 2)
    assert (t.learners_turn(), t.bots_turn(), t.legal()) == (False, True, [])
    t.step_bot()
    assert (t.learners_turn(), t.bots_turn()) == (True, False)
    assert t.legal() == GAME.legal_actions(t.state) and len(t.legal()) == 2


def test_nobody_acts_once_the_game_is_over_though_a_seat_is_named():
    t = _played(Table.new(GAME, seed=3))
    assert t.state.to_act == 0 and GAME.is_over(t.state)
    assert (t.learners_turn(), t.bots_turn(), t.legal(), t.step_bot(), t.run_bots()) == (False, False, [], None, 0)
    with pytest.raises(IllegalAction) as e:
        t.act("play AS")
    assert e.value.reason == "The game is over: start a new deal to play again."
    assert e.value.rule.id == "game-over"
    t2 = _played(Table.new(GAME, seed=3, learner=1))
    assert t2.bots_turn() is False


def test_a_move_out_of_turn_names_whose_turn_it_is_and_a_move_no_game_writes_is_refused_by_notation():
    t = Table.new(GAME, seed=3, learner=2)
    with pytest.raises(IllegalAction) as e:
        t.act(GAME.legal_actions(t.state)[0])
    assert (e.value.reason, e.value.rule.id) == ("It is not your turn: You is to act.", "turn")
    t.step_bot()
    with pytest.raises(IllegalAction) as e:
        t.act("play AS")
    assert (e.value.reason, e.value.rule.id) == ("It is not your turn: Seat 1 of 3 is to act.", "turn")
    with pytest.raises(IllegalAction) as e:
        t.act("play \u00e9")
    assert e.value.reason.startswith("That move cannot be read: ") and e.value.reason.endswith(".")
    assert e.value.rule.id == "notation" and e.value.__cause__ is None and e.value.__suppress_context__
    assert len(t.record.actions) == 1


def test_an_action_is_taken_as_text_or_value_logged_with_its_seat_and_marked():
    t = Table.new(GAME, seed=3, learner=0)
    first, second = GAME.legal_actions(t.state)
    t.act(second)
    assert t.record.actions == (second,) and t.state_at(0) == GAME.new_game(seed=3)
    assert t.state == GAME.apply(GAME.new_game(seed=3), second)
    assert t.log() == [(0, f"seat 0 {second}")]
    t.log().append("x")
    assert len(t.log()) == 1
    t.run_bots()
    card = GAME.legal_actions(t.state)[0].split()[1]
    t.act(f"play  {card}")                             # text, read by the game's notation
    assert t.record.actions[-1] == f"play {card}" and t.undo_floor() == 3


def test_computer_players_draw_by_the_seed_seat_and_move_and_see_only_their_own_view():
    bot = Recorder()
    t = Table.new(GAME, seed=11, learner=0, bots={1: bot})
    t.act(GAME.legal_actions(t.state)[0])
    before = t.state
    assert t.step_bot() == GAME.legal_actions(before)[-1]
    view, legal, drawn = bot.seen[0]
    assert view == GAME.view(before, 1) and legal == GAME.legal_actions(before)
    assert drawn == rng_for(11, "bot", 1, 1).random()
    # seat 2 has no computer player of its own: a random one plays, from the same seeded draw
    before = t.state
    legal = GAME.legal_actions(before)
    assert t.step_bot() == legal[rng_for(11, "bot", 2, 2).randrange(len(legal))]
    assert t.log()[1:] == [(1, f"seat 1 {t.record.actions[1]}"), (2, f"seat 2 {t.record.actions[2]}")]


def test_run_bots_plays_until_the_learners_turn_or_the_limit():
    t = Table.new(GAME, seed=3, learner=0)
    assert t.run_bots() == 0
    t.act(GAME.legal_actions(t.state)[0])
    assert t.run_bots(limit=1) == 1 and t.state.to_act == 2
    assert t.run_bots() == 1 and t.learners_turn()
    watcher = Table.new(GAME, seed=3, learner=5)      # nobody's seat: the computer plays the whole game
    assert watcher.run_bots() == 6 and GAME.is_over(watcher.state)


def test_decisions_are_the_learners_moves_or_a_given_seats():
    t = _played(Table.new(GAME, seed=3, learner=1))
    assert (t.decisions(), t.decisions(0), t.decisions(2)) == ([1, 4], [0, 3], [2, 5])


def test_undo_takes_back_the_learners_move_and_the_replies_after_it():
    t = Table.new(GAME, seed=3, learner=0)
    assert (t.has_own_move(), t.can_undo(), t.undo()) == (False, False, False)
    assert t.undo_refusal() == "You have made no move to take back yet."
    t.act(GAME.legal_actions(t.state)[1])
    t.run_bots(limit=1)                              # the round is not over: its moves may be taken back
    assert (t.has_own_move(), t.can_undo(), t.undo_refusal()) == (True, True, None)
    assert t.undo() is True
    assert (t.record.actions, t.state, t.log(), t.undo_floor()) == ((), GAME.new_game(seed=3), [], 0)
    t.act(GAME.legal_actions(t.state)[0])           # and play goes on from there
    assert t.log() == [(0, f"seat 0 {t.record.actions[0]}")]
    t.run_bots()
    assert t.undo_floor() == 3 == Table(t.record, game=GAME).undo_floor()


def test_undo_replays_the_tables_own_game():
    t = Table.new(OTHER, seed=3, learner=0)
    t.act(OTHER.legal_actions(t.state)[0])
    t.run_bots(limit=1)
    assert (t.has_own_move(), t.undo_refusal()) == (True, None)
    assert t.undo() is True and t.state == OTHER.new_game(seed=3)


def test_undo_stops_at_a_finished_hand():
    t = Table.new(GAME, seed=3, learner=2)
    t.run_bots()
    t.act(GAME.legal_actions(t.state)[0])           # the round's last card: hand 0 is finished at move 3
    t.run_bots()
    assert (len(t.record.actions), t.undo_floor()) == (5, 3)
    assert t.has_own_move() and not t.can_undo() and t.undo() is False
    assert t.undo_refusal() == ("Undo takes back moves of this hand only: the last hand is finished, and its cards "
                                "may have been laid open since (in the review, or at a showdown).")
    assert len(t.record.actions) == 5
    # the learner's move that opens the next hand may be taken back: it is this hand's
    t2 = Table.new(GAME, seed=3, learner=0)
    t2.act(GAME.legal_actions(t2.state)[0])
    t2.run_bots()
    t2.act(GAME.legal_actions(t2.state)[0])
    assert t2.undo_floor() == 3 and t2.undo() and len(t2.record.actions) == 3


def test_the_undo_floor_is_worked_out_once_per_record(monkeypatch):
    t = Table.new(GAME, seed=3, learner=0)
    calls = []
    real = review.undo_floor
    monkeypatch.setattr(review, "undo_floor", lambda *a: calls.append(a) or real(*a))
    t.undo_floor()
    t.undo_floor()
    assert len(calls) == 1
    t.act(GAME.legal_actions(t.state)[0])
    t.undo_floor()
    assert len(calls) == 2


def test_the_game_over_finishes_the_last_hand_for_undo():
    t = _played(Table.new(GAME, seed=3, learner=0))
    assert t.undo_floor() == 6 and not t.can_undo()


def test_a_class_hand_refuses_undo_and_try_again_in_its_own_words():
    t = Table.new(GAME, seed=3, learner=0, table={"class_deal": True})
    t.act(GAME.legal_actions(t.state)[0])
    assert t.undo_refusal() == ("Undo is off in a class hand: every move counts, as at a real table, and the class "
                                "compares the moves each of you made.")
    assert t.try_again_refusal(0) == ("In a class hand every move counts once: try a position again in a practice "
                                      "game (the same game's page, outside the class).")
    assert (t.undo(), t.try_again(0), len(t.record.actions)) == (False, False, 1)


def test_try_again_goes_back_to_a_decision_of_the_learners_own():
    t = _played(Table.new(GAME, seed=3, learner=2))
    assert t.undo_floor() == 6
    assert t.try_again_refusal(1) == "That is not one of your decisions in this game."
    assert t.try_again(1) is False and len(t.record.actions) == 6
    assert t.try_again_refusal(2) is None
    kept, then = t.record.actions[:2], t.state_at(2)
    assert t.try_again(2) is True
    assert (t.record.actions, t.state, len(t.log()), t.undo_floor()) == (kept, then, 2, 0)
    assert t.learners_turn()
    t.act(GAME.legal_actions(t.state)[1])
    assert t.undo_floor() == 3 and t.log()[-1] == (2, f"seat 2 {t.record.actions[-1]}")
    assert Table(t.record, 2, game=GAME).log() == t.log()


def test_loading_a_record_replaces_the_game_and_a_bad_one_changes_nothing():
    t = Table.new(OTHER, seed=3, learner=1)
    src = _played(Table.new(OTHER, seed=4, learner=1))
    t.load(src.record)
    assert t.game is OTHER                          # the table's own game object, not the one the name finds
    assert (t.record, t.state, t.log(), t.learner, t.undo_floor()) == (src.record, src.state, src.log(), 1, 6)
    assert Table(src.record, 1, game=OTHER).state == src.state
    toy = new_record(TOY, ToyVariant(), 2)
    t.load(toy, TOY)
    assert (t.game, t.variant, t.state, t.log()) == (TOY, ToyVariant(), TOY.new_game(ToyVariant(), 2), [])
    mine = _played(Table.new(GAME, seed=4, learner=1))
    t.load(mine.record, GAME)
    assert t.game is GAME and t.undo_floor() == 6
    bad = mine.record.truncated(0).with_action("play ZZ")
    with pytest.raises(BadInput):
        t.load(bad)
    assert t.record == mine.record and t.game is GAME
    other = Table.new(OTHER, seed=4)
    other.load(mine.record, GAME)                   # a game given is the one used, even of the same name
    assert other.game is GAME and other.state == mine.state


def test_a_table_rebuilt_from_a_record_has_its_log_and_marks():
    src = Table.new(GAME, seed=3, learner=2)
    src.run_bots()
    src.act(GAME.legal_actions(src.state)[0])
    src.run_bots()
    t = Table(src.record, 2, game=GAME)
    assert (t.log(), t.state, t.undo_floor(), t.learner) == (src.log(), src.state, 3, 2)
    plain = Table(src.record)                       # the game by the record's name; the learner at seat 0
    assert (plain.game, plain.learner, plain.bots) == (GAME, 0, {})


def test_a_saved_game_is_read_only_for_its_own_game_and_checked_move_by_move():
    record = _played(Table.new(GAME, seed=3)).record
    assert load_record_text(record.to_json(), GAME) == record
    assert load_record_text(record.to_json()) == record
    with pytest.raises(BadInput) as e:
        load_record_text(record.to_json(), TOY)
    assert (e.value.what, e.value.reason) == ("saved game", "it is a game of 'toy-rounds', not of High Card")
    with pytest.raises(BadInput) as e:
        load_record_text(record.truncated(0).with_action("play ZZ").to_json(), GAME)
    assert e.value.what == "saved game"
    dealt = _played(Table.new(OTHER, seed=3)).record
    assert load_record_text(dealt.to_json(), OTHER) == dealt      # checked by the game given, not by the name
