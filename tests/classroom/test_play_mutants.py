"""engine/classroom/play.py held by tests that would fail (issue 31: mutation score): a class's table (its deal, its
seat, its computer players), when progress is written, and what the server alone makes a class result from. Pure:
a ClassInfo made here, no database."""

from __future__ import annotations

import dataclasses
import hashlib
import json

import pytest

from engine.classroom import play
from engine.classroom.play import (
    NOT_PLAYED_HERE,
    class_result,
    class_table,
    hand_result,
    played_at_class_table,
    point_of,
    progress_due,
    resumed_table,
    strengths,
)
from engine.core.errors import BadInput
from engine.core.record import GameRecord, as_json_value
from tests.classroom.helpers import play_deal
from tests.classroom.test_class_results import klass


def test_the_strongest_computer_player_is_offered_first_the_rest_as_the_game_lists_them():
    assert strengths("draw-poker") == ["sampler", "book", "cautious", "bluffer"]
    assert strengths("commerce") == ["sampler", "stander", "trader"]
    assert strengths("chuck-a-luck") == ["lucky-number", "high-low", "long-shot", "doubler"]   # no sampler
    assert play.bots_of("no-such-game") == {}
    assert list(play.bots_of("euchre")) == ["rule-of-thumb", "sampler"]


def test_a_deal_out_of_the_class_is_refused_naming_how_many_there_are():
    k = klass()
    for bad in (-1, 2, 3):
        with pytest.raises(BadInput) as refused:
            class_table(k, bad)
        assert str(refused.value) == "deal: this class has 2 deals"
    assert class_table(k, 1).record.seed == 12 and class_table(k, 0).record.seed == 11


def test_the_class_table_seats_the_learner_against_the_classs_computer_player_everywhere_else():
    t = class_table(klass(), 1)
    assert t.learner == 0 and sorted(t.bots) == [1, 2, 3]
    assert {type(b).__name__ for b in t.bots.values()} == {type(play.bots_of("euchre")["rule-of-thumb"]).__name__}
    assert t.record.table == {"bots": "rule-of-thumb", "class_deal": 2}
    assert t.record.variant["players"] == 4 and t.record.game == "euchre"
    assert sorted(class_table(klass(variant={"players": 5}), 0).bots) == [1, 2, 3, 4]   # the class's own seats
    assert class_table(klass(bots="nobody"), 0).bots == {}          # an unknown key: no computer player at all
    k = dataclasses.replace(klass(), learner_seat=2)
    assert sorted(class_table(k, 0).bots) == [0, 1, 3] and class_table(k, 0).learner == 2


def test_a_record_of_another_deal_or_game_is_not_resumed_at_the_class_table():
    k = klass()
    other = class_table(k, 1).record
    with pytest.raises(BadInput) as refused:
        class_table(k, 0, other)
    assert str(refused.value) == "saved game: this record is not of this class's deal"
    resumed = class_table(k, 1, other)
    assert resumed.record == other and sorted(resumed.bots) == [1, 2, 3] and resumed.learner == 0


def _half_played(k, deal=0):
    t = class_table(k, deal)
    t.act(t.legal()[0])
    t.run_bots()
    return t


def test_kept_progress_resumes_only_when_it_is_this_deal_with_these_rules():
    k = klass()
    t = _half_played(k)
    text = t.record.to_json()
    assert resumed_table(k, 0, text).record == t.record
    fresh = class_table(k, 0).record
    assert resumed_table(k, 0, None).record == fresh and resumed_table(k, 0, "").record == fresh
    assert resumed_table(k, 0, "not json").record == fresh
    # another deal's seed, other rules, or another table: the deal starts again
    assert resumed_table(k, 1, text).record == class_table(k, 1).record
    assert resumed_table(klass(variant={"players": 4, "pack": 24}), 0, text).record.actions == ()
    assert resumed_table(klass(bots="sampler"), 0, text).record.actions == ()
    dealt = GameRecord.from_json(text)
    as_dealt = json.loads(text)
    as_dealt["deal"] = "fixed"
    assert resumed_table(k, 0, json.dumps(as_dealt)).record.actions == ()
    assert dealt.actions


def test_progress_is_due_after_the_learners_own_move_and_an_undo_not_after_a_computer_players():
    k = klass()
    t = class_table(k, 0)                    # the learner acts first in deal 0: nothing played yet
    assert t.learners_turn() and len(t.record.actions) == 0
    assert progress_due(t, None) is False and progress_due(t, 0) is False
    t.act(t.legal()[0])
    assert progress_due(t, 0) is True and progress_due(t, None) is True and progress_due(t, 1) is False
    t.step_bot()                             # a computer player's answer, the learner not yet to act again
    assert not t.learners_turn()
    assert progress_due(t, 1) is False
    assert progress_due(t, 5) is True        # the table behind the kept record: an undo
    t.run_bots()
    assert t.learners_turn() and progress_due(t, 1) is True      # back to the learner: written


@pytest.mark.parametrize("n,word", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (9, "9th"), (10, "10th"),
                                    (11, "11th"), (12, "12th"), (13, "13th"), (20, "20th"), (21, "21st"),
                                    (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"),
                                    (121, "121st"), (1011, "1011th")])
def test_ordinals(n, word):
    assert play._ordinal(n) == word


def test_a_point_is_the_digest_of_the_seats_view_and_the_moves_open():
    # the decisions stored for a class carry this digest, and the site's estimate is seeded by it: its form holds
    t = class_table(klass(), 0)
    seen = {"legal": [str(a) for a in t.game.legal_actions(t.state)], "view": as_json_value(t.game.view(t.state, 0))}
    text = json.dumps(seen, sort_keys=True, default=str)
    assert point_of(t.game, t.state, 0) == hashlib.sha256(text.encode()).hexdigest()[:32]
    assert point_of(t.game, t.state, 0) != point_of(t.game, t.state, 1)     # another seat sees other cards


def test_an_unfinished_hand_leaves_no_result():
    with pytest.raises(BadInput) as refused:
        hand_result(_half_played(klass()))
    assert str(refused.value) == "hand: the hand is not finished yet"


def test_a_finished_hands_result_names_each_of_the_learners_decisions_in_order():
    k = klass()
    t = play_deal(k, 0, style=3)
    r = hand_result(t)
    outcome = t.game.outcome(t.state)
    assert r.summary == outcome.summary and r.won == (0 in outcome.winners)
    assert r.score == float(outcome.scores.get(0, 0.0)) and isinstance(r.score, float)
    assert r.actions == len(t.record.actions) and r.record == t.record.to_json()
    mine = [i for i in t.decisions(0)] if hasattr(t, "decisions") else None
    assert [d.ordinal for d in r.decisions] == list(range(1, len(r.decisions) + 1))
    assert r.decisions[0].label == "1st decision (order)" and r.decisions[0].choice == t.record.actions[0]
    start = class_table(k, 0)
    assert r.decisions[0].point == point_of(start.game, start.state, 0)          # the learner's first view
    assert len({d.point for d in r.decisions}) == len(r.decisions)
    assert all(d.label.startswith(f"{play._ordinal(d.ordinal)} decision (") for d in r.decisions)
    assert mine is None or len(mine) == len(r.decisions)


def test_the_server_refuses_a_hand_that_goes_on_past_its_end_or_makes_an_illegal_move():
    k = klass()
    honest = play_deal(k, 0).record
    assert played_at_class_table(k, 0, honest).record == honest
    with pytest.raises(BadInput) as past:
        played_at_class_table(k, 0, honest.with_action(honest.actions[-1]))
    assert str(past.value) == f"hand: {NOT_PLAYED_HERE}"
    fresh = class_table(k, 0).record
    for first in ("bogus", "name hearts"):          # the learner's own move, unreadable or against the rules
        with pytest.raises(BadInput) as illegal:
            played_at_class_table(k, 0, fresh.with_action(first))
        assert str(illegal.value) == f"hand: {NOT_PLAYED_HERE}" and illegal.value.__cause__ is None
    with pytest.raises(BadInput) as bots_move:
        played_at_class_table(k, 0, fresh.with_action("pass").with_action("order-up alone"))
    assert str(bots_move.value) == f"hand: {NOT_PLAYED_HERE}"
    for field, value in (("seed", 99), ("deal", "fixed"), ("table", {"bots": "rule-of-thumb", "class_deal": 9})):
        other = GameRecord.from_json(json.dumps(dict(json.loads(honest.to_json()), **{field: value})))
        with pytest.raises(BadInput) as refused:
            played_at_class_table(k, 0, other)
        assert str(refused.value) == f"hand: {NOT_PLAYED_HERE}"
    assert class_result(k, 0, honest) == hand_result(play_deal(k, 0))


class _NoScoreFor:
    """The game as it is, but its outcome scores only the other seats (a game may leave a seat out)."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def outcome(self, state):
        out = self._game.outcome(state)
        return type(out)(**{**out.__dict__, "scores": {s: v for s, v in out.scores.items() if s != 0}}) \
            if hasattr(out, "__dict__") else out


def test_a_learner_the_outcome_does_not_score_scores_nothing():
    t = play_deal(klass(), 0, style=3)
    t.game = _NoScoreFor(t.game)
    assert 0 not in t.game.outcome(t.state).scores and t.game.outcome(t.state).scores
    r = hand_result(t)
    assert r.score == 0.0 and isinstance(r.score, float)
