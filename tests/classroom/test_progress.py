"""A half-played hand resumes: the store keeps each student's hand in progress (its record so far, one row per
student, rewritten after each of the learner's moves), on SQLite and on a real PostgreSQL server; a new
process (a reload, another device, a restarted server) seats the student at the same move of the same hand,
and the finished hand replaces the progress in one transaction."""

from __future__ import annotations

import random

import pytest

from engine.classroom.play import class_table, hand_result, progress_due, resumed_table
from engine.classroom.store import open_store
from engine.core.errors import BadInput
from tests.classroom.helpers import play_deal


def make(store, deals=2):
    return store.create_class("euchre", {"players": 4}, list(range(31, 31 + deals)), "rule-of-thumb")


def play_some(klass, store, student_id, moves: int, style: int = 0):
    """The learner's first ``moves`` moves of deal 0, kept the way the class hook keeps them (it looks after
    every rerun: each learner's move and each computer player's move)."""
    t = class_table(klass, 0)
    rng = random.Random(style)
    kept = None
    writes = 0
    for _ in range(moves + 1):
        while True:
            if progress_due(t, kept):
                assert store.save_progress(student_id, 0, t.record.to_json(), len(t.record.actions))
                kept, writes = len(t.record.actions), writes + 1
            if not t.bots_turn():
                break
            t.step_bot()
        if t.game.is_over(t.state) or _ == moves:
            break
        t.act(rng.choice(t.legal()))
    assert writes <= 2 * moves + 1                 # at most two writes per learner move (and one at the start)
    return t, writes


def test_a_half_played_hand_resumes_at_the_same_move(store, db_url):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann")
    t, writes = play_some(klass, store, ann.id, 3)
    assert t.learners_turn() and writes >= 3
    assert store.snapshot(klass.id)["progress"] == [{"student_id": ann.id, "deal_index": 0,
                                                      "moves": len(t.record.actions)}]
    # another process: the same name and code, the same hand at the same move, the same cards in hand
    other = open_store(db_url)
    _, again = other.resume_seat(klass.code.lower(), ann.seat)
    assert again.resumed and again.done == 0
    back = resumed_table(klass, 0, other.progress(again.id, 0))
    assert back.record.actions == t.record.actions and back.learners_turn()
    assert back.view() == t.view()
    other.close()


def test_the_finished_hand_replaces_the_progress_in_one_transaction(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann")
    play_some(klass, store, ann.id, 2)
    assert store.counts()["progress"] == 1
    done = play_deal(klass, 0)
    assert store.record_hand(ann.id, 0, hand_result(done))
    assert store.counts()["progress"] == 0 and store.progress(ann.id, 0) is None
    # a late write of the finished deal (another screen still open) is not kept
    assert not store.save_progress(ann.id, 0, done.record.to_json(), 5)
    assert store.counts()["progress"] == 0
    # nor a write for a deal out of order
    assert not store.save_progress(ann.id, 1 + 1, "{}", 1)
    assert resumed_table(klass, 1, store.progress(ann.id, 1)).record.actions == ()


def test_a_class_hand_has_no_undo_and_its_progress_stands(store):
    """Every move of a class hand counts (issue 29): undo refuses, and the kept progress is the hand as played."""
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann")
    t, _ = play_some(klass, store, ann.id, 2)
    kept = len(t.record.actions)
    assert "Undo is off in a class hand" in t.undo_refusal() and not t.undo()
    assert len(t.record.actions) == kept and not progress_due(t, kept)
    assert resumed_table(klass, 0, store.progress(ann.id, 0)).record.actions == t.record.actions


def test_progress_that_is_not_this_class_deal_starts_the_deal_afresh(store):
    klass, _ = make(store)
    other, _ = store.create_class("euchre", {"players": 4}, [99], "rule-of-thumb")
    foreign = class_table(other, 0)
    foreign.run_bots()
    foreign.act(foreign.legal()[0])
    for text in (foreign.record.to_json(), "not json", '{"format": "x"}'):
        assert resumed_table(klass, 0, text).record.actions == ()


def test_progress_of_a_deleted_class_is_deleted_with_it(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann")
    play_some(klass, store, ann.id, 2)
    assert store.delete_class(key)
    assert store.counts()["progress"] == 0
    with pytest.raises(BadInput):
        store.save_progress(ann.id, 0, "{}", 1)


def test_forty_students_keep_their_progress_side_by_side(store):
    klass, _ = make(store)
    ids = [store.join(klass.code, f"Student {i}")[1].id for i in range(40)]
    tables = {sid: play_some(klass, store, sid, 1 + i % 3, style=i)[0] for i, sid in enumerate(ids)}
    snap = store.snapshot(klass.id)
    assert len(snap["progress"]) == 40 and {p["student_id"] for p in snap["progress"]} == set(ids)
    for sid, t in tables.items():
        assert resumed_table(klass, 0, store.progress(sid, 0)).record.actions == t.record.actions


def test_a_computer_player_move_alone_is_not_written(store):
    klass, _ = make(store)
    t = class_table(klass, 0)
    t.run_bots()
    t.act(t.legal()[0])
    assert progress_due(t, None)                       # the learner's move
    kept = len(t.record.actions)
    while t.bots_turn():
        t.step_bot()
        assert progress_due(t, kept) == t.learners_turn()   # written only once the table waits for the learner
