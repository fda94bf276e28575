"""engine/classroom/results.py held by tests that would fail (issue 31: mutation score): what a teacher's dashboard
counts, and the CSV a school keeps, worked out by hand from a small snapshot (no database needed: the module is
pure data over the store's snapshot)."""

from __future__ import annotations

from collections import Counter
from datetime import datetime

import pytest

from engine.classroom.results import CSV_COLUMNS, _cell, csv_text, dashboard


class K:   # the two attributes of ClassInfo the module reads
    deals = 2
    game = "euchre"
    shown_code = "ABCDE-FGHJK"


T = datetime(2026, 3, 4, 5, 6, 7)


def hand(id, student, deal, won, score, summary="s", actions=5):
    return {"id": id, "student_id": student, "deal_index": deal, "won": won, "score": score, "summary": summary,
            "actions": actions, "finished_at": T}


def dec(hand_id, deal, ordinal, point, choice, label="L"):
    return {"hand_id": hand_id, "deal_index": deal, "ordinal": ordinal, "point": point, "label": label,
            "choice": choice}


SNAP = {
    "students": [{"id": 1, "name": "ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}],
    "hands": [hand(10, 1, 0, True, 2.5, "won 3"), hand(11, 1, 1, False, -1, "lost"),
              hand(12, 2, 0, 1, 1, "won 3"), hand(13, 2, 5, False, 0, "off the table"),
              hand(14, 2, -1, False, 0, "before the table")],
    "decisions": [dec(10, 0, 2, "q", "x", "2nd"), dec(10, 0, 1, "p", "a", "1st"), dec(12, 0, 1, "p", "b"),
                  dec(11, 1, 1, "r", "c"), dec(12, 0, 3, "q", "x"), dec(99, 0, 1, "p", "a")],
    "progress": [{"student_id": 1, "deal_index": 2, "moves": 4}, {"student_id": 3, "deal_index": 0, "moves": 7},
                 {"student_id": 2, "deal_index": 0, "moves": 9}],
}


def test_each_student_is_counted_from_their_own_hands():
    board = dashboard(K(), SNAP)
    rows = {s.name: (s.id, s.done, s.won, s.score, s.moves) for s in board.students}
    # ann: 2 hands, 1 won, 2.5 - 1; in deal 2 (after her 2 finished) with 4 moves
    # Bob: 3 hands (two off the table's deals still counted as his), 1 won; his progress row is stale (deal 0)
    # Cy: nothing finished, 7 moves into deal 0
    assert rows == {"ann": (1, 2, 1, 1.5, 4), "Bob": (2, 3, 1, 1.0, 0), "Cy": (3, 0, 0, 0.0, 7)}
    assert board.joined == 3 and board.finished == 2
    assert [s.name for s in board.students] == ["ann", "Bob", "Cy"]


def test_each_deal_counts_only_its_own_hands():
    board = dashboard(K(), SNAP)
    d0, d1 = board.deals
    assert (d0.index, d0.played, d0.won, d0.scores, d0.outcomes) == (0, 2, 2, [2.5, 1], Counter({"won 3": 2}))
    assert (d1.index, d1.played, d1.won, d1.scores, d1.outcomes) == (1, 1, 0, [-1], Counter({"lost": 1}))
    assert len(board.deals) == 2


def test_points_two_students_reached_in_order_of_deal_then_decision():
    board = dashboard(K(), SNAP)
    got = [(p.deal, p.ordinal, p.label, p.students, dict(p.choices), p.point) for p in board.points]
    # p: reached by hands 10, 12 and 99 (a decision keeps its count even without its hand); q: twice by 10/12;
    # r: once only (under the two-student floor)
    assert got == [(0, 1, "1st", 3, {"a": 2, "b": 1}, "p"), (0, 2, "2nd", 2, {"x": 2}, "q")]
    assert [p.point for p in dashboard(K(), SNAP, min_students=1).points] == ["p", "q", "r"]
    assert [p.point for p in dashboard(K(), SNAP, min_students=3).points] == ["p"]


def test_points_at_the_same_decision_put_the_most_students_first():
    snap = {"students": [], "hands": [], "decisions": [dec(1, 0, 1, "few", "a"), dec(2, 0, 1, "many", "a"),
                                                         dec(3, 0, 1, "many", "b"), dec(4, 0, 1, "few", "b"),
                                                         dec(5, 0, 1, "many", "a")]}
    assert [(p.point, p.students) for p in dashboard(K(), snap).points] == [("many", 3), ("few", 2)]


def test_grades_only_for_decisions_of_known_hands_and_none_without_a_coach():
    board = dashboard(K(), SNAP, grade_of=lambda p, c: {"p": "best", "q": None}.get(p, "mistake"))
    by = {s.name: s.grades for s in board.students}
    assert by == {"ann": Counter({"best": 1, "…": 1, "mistake": 1}), "Bob": Counter({"best": 1, "…": 1}),
                  "Cy": Counter()}
    assert all(s.grades == Counter() for s in dashboard(K(), SNAP).students)
    snap = dict(SNAP, hands=[{k: v for k, v in h.items() if k != "id"} for h in SNAP["hands"]])
    assert all(s.grades == Counter() for s in dashboard(K(), snap, grade_of=lambda p, c: "best").students)


def test_a_hand_at_the_deal_just_past_the_last_counts_for_its_student_and_no_deal():
    snap = {"students": [{"id": 1, "name": "ann"}], "hands": [hand(10, 1, 2, True, 1), hand(11, 1, 1, True, 1)],
            "decisions": []}
    board = dashboard(K(), snap)
    assert [(d.index, d.played) for d in board.deals] == [(0, 0), (1, 1)]
    assert (board.students[0].done, board.students[0].won) == (2, 2)


def test_a_students_decisions_of_one_grade_are_all_counted():
    snap = {"students": [{"id": 1, "name": "ann"}], "hands": [hand(10, 1, 0, True, 1)],
            "decisions": [dec(10, 0, 1, "p", "a"), dec(10, 0, 2, "q", "a"), dec(10, 0, 3, "r", "a")]}
    assert dashboard(K(), snap, grade_of=lambda p, c: "good").students[0].grades == Counter({"good": 3})
    assert dashboard(K(), snap, grade_of=lambda p, c: None).students[0].grades == Counter({"…": 3})


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
def test_a_cell_a_spreadsheet_would_run_is_quoted(text):
    assert _cell(text) == "'" + text


@pytest.mark.parametrize("value", ["Ann", "1=1", "", " =x", "'quoted", 3])
def test_other_cells_are_as_written(value):
    assert _cell(value) == str(value)


def test_the_csv_is_every_hand_by_name_then_deal_with_the_choices_in_order():
    snap = dict(SNAP, students=[*SNAP["students"], {"id": 4, "name": "=evil"}],
                hands=[*SNAP["hands"], hand(15, 4, 0, False, 0.25, "-lost"), hand(16, 9, 1, True, 3, "x")])
    lines = csv_text(K(), snap).split("\n")
    assert lines[0] == ",".join(CSV_COLUMNS)
    assert lines[1:] == [
        "ABCDE-FGHJK,euchre,?,2,x,yes,3,5,2026-03-04 05:06:07,",         # a hand whose student is gone: "?", first
        "ABCDE-FGHJK,euchre,'=evil,1,'-lost,no,0.25,5,2026-03-04 05:06:07,",
        "ABCDE-FGHJK,euchre,ann,1,won 3,yes,2.5,5,2026-03-04 05:06:07,x | a",
        "ABCDE-FGHJK,euchre,ann,2,lost,no,-1,5,2026-03-04 05:06:07,c",
        "ABCDE-FGHJK,euchre,Bob,0,before the table,no,0,5,2026-03-04 05:06:07,",
        "ABCDE-FGHJK,euchre,Bob,1,won 3,yes,1,5,2026-03-04 05:06:07,b | x",
        "ABCDE-FGHJK,euchre,Bob,6,off the table,no,0,5,2026-03-04 05:06:07,",
        "",
    ]


def test_the_csv_header_names_every_column():
    assert CSV_COLUMNS == ["class_code", "game", "student", "deal", "summary", "won", "score", "actions",
                           "finished_at_utc", "decisions"]
