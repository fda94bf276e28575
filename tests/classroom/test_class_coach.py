"""The coach in a class (issue 26): the teacher's live-help switch, the coach's grade of each move at the room's
decision points, and each student's decisions counted by grade on the dashboard."""

from __future__ import annotations

from collections import Counter

from engine.bots import default_bot
from engine.classroom import estimates, results
from engine.coach import GRADES
from engine.core.rng import rng_for
from engine.games import get_game


def test_the_teacher_turns_live_help_off_and_on(store):
    klass, key = store.create_class("euchre", {"players": 4, "pack": 24}, [3], "rule-of-thumb")
    assert klass.live_help and store.live_help(klass.id)
    store.set_live_help(key, False)
    assert not store.live_help(klass.id) and not store.class_by_key(key).live_help
    store.set_live_help("not-the-key-" * 3, True)      # a wrong key changes nothing
    assert not store.live_help(klass.id)
    store.set_live_help(key, True)
    assert store.live_help(klass.id)


def test_each_students_decisions_are_counted_by_the_coachs_grade():
    class K:
        deals = 1
    snap = {"students": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}],
            "hands": [{"id": 10, "student_id": 1, "deal_index": 0, "won": True, "score": 1, "summary": "x"},
                      {"id": 11, "student_id": 2, "deal_index": 0, "won": False, "score": 0, "summary": "y"}],
            "decisions": [{"hand_id": 10, "deal_index": 0, "ordinal": 1, "point": "p1", "label": "1st", "choice": "a"},
                          {"hand_id": 10, "deal_index": 0, "ordinal": 2, "point": "p2", "label": "2nd", "choice": "b"},
                          {"hand_id": 11, "deal_index": 0, "ordinal": 1, "point": "p1", "label": "1st", "choice": "b"},
                          {"hand_id": 11, "deal_index": 0, "ordinal": 2, "point": "p3", "label": "2nd", "choice": "a"}],
            "progress": []}
    known = {("p1", "a"): "best", ("p1", "b"): "mistake", ("p2", "b"): "good"}
    board = results.dashboard(K(), snap, grade_of=lambda p, c: known.get((p, c)))
    by = {s.name: s.grades for s in board.students}
    assert by["Ann"] == Counter({"best": 1, "good": 1})
    assert by["Bob"] == Counter({"mistake": 1, "…": 1})      # p3 not worked out yet


def test_the_rooms_estimate_carries_the_coachs_grade_of_every_move():
    game = get_game("euchre")
    v = game.variant_for("standard")
    s = game.new_game(v, 4)
    bot = default_bot("euchre")
    n = 0
    while s.to_act != 0:
        s = game.step(s, bot.choose(game.view(s, s.to_act), game.legal_actions(s), rng_for(4, "bot", s.to_act, n)))
        n += 1
    est = estimates.estimate_for(game, v, s, 0, "0123456789abcdef")
    legal = {str(a) for a in game.legal_actions(s)}
    assert set(est.grades) == legal and set(est.grades.values()) <= set(GRADES)
    assert "best" in est.grades.values()
    again = estimates.estimate_for(game, v, s, 0, "0123456789abcdef")
    assert again.grades == est.grades                            # the same point gives the same grades
