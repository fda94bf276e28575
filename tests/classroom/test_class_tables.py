"""A class's deal at shared tables (engine/classroom/class_tables.py), on SQLite and PostgreSQL: the teacher's key
seats the students who joined, in join order or the teacher's, as evenly as may be, computer players in the empty
seats, every table on the class's own deal; each student holds one seat per deal, by their class seat's token, and
sees only that seat; opening again seats nobody twice; a student who joins later takes a computer player's seat or a
table of their own."""

from __future__ import annotations

import random
import threading
from datetime import timedelta

import pytest

from engine.classroom.class_tables import ClassTables, ordered, seating, standing, table_name
from engine.classroom.store import utcnow
from engine.classroom.tables import SharedTables
from engine.core.errors import BadInput
from engine.core.variant import variant_to_dict
from engine.games import get_game


@pytest.fixture
def tables(store):
    return ClassTables(SharedTables(store))


def _class(store, game="euchre", rules="modern-24", bots="rule-of-thumb", deals=2):
    g = get_game(game)
    return store.create_class(game, variant_to_dict(g.variant_for(rules)), [101 + i for i in range(deals)], bots)


def _join(store, klass, *names):
    return {n: store.join(klass.code, n)[1] for n in names}


def test_seating_fills_as_few_tables_as_hold_everyone_as_evenly_as_may_be():
    assert seating(list(range(9)), 4) == [[0, 1, 2], [3, 4, 5], [6, 7, 8]]       # never 4, 4, 1
    assert seating(list(range(8)), 4) == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert seating(list(range(5)), 4) == [[0, 1, 2], [3, 4]]
    assert seating([7], 4) == [[7]] and seating([], 4) == []
    assert [len(t) for t in seating(list(range(30)), 4)] == [4] * 6 + [3] * 2


def test_the_seating_order_as_joined_shuffled_or_chosen_first():
    joined = [11, 12, 13, 14, 15]
    assert ordered(joined) == joined
    assert ordered(joined, "chosen", [14, 11, 99, 14]) == [14, 11, 12, 13, 15]   # unknown and repeated ids ignored
    shuffled = ordered(joined, "shuffled", rng=random.Random(3))
    assert sorted(shuffled) == joined and shuffled != joined
    with pytest.raises(BadInput, match="order they joined"):
        ordered(joined, "alphabetical")


def test_the_teacher_seats_the_students_in_join_order_computers_filling_the_short_table(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    opened = tables.open_deal(key, 0, 4)
    assert [[s.name for s in t.seats] for t in opened] == [["Ann", "Ben", "Cal", None], ["Dot", "Eve", None, None]]
    assert [[s.kind for s in t.seats] for t in opened] == [["person"] * 3 + ["computer"],
                                                          ["person"] * 2 + ["computer"] * 2]
    for t in opened:   # the class's own deal at every table, started at once, nobody the opener
        assert (t.seed, t.variant, t.deal_index, t.class_id) == (klass.seeds[0], klass.variant, 0, klass.id)
        assert t.started and t.opener is None and t.bots == klass.bots and t.free_seats() == []
    assert tables.tables.read(opened[0].id).seats[0].student == store.student_named(klass.id, "Ann").id


def test_the_teachers_own_order_and_another_number_of_players(store, tables):
    klass, key = _class(store, rules="wedeward-camp")   # Euchre for 3 to 7 at the camp's 32-card pack
    s = _join(store, klass, "Ann", "Ben", "Cal", "Dot")
    assert 3 in tables.seat_counts(klass) and 4 in tables.seat_counts(klass)
    opened = tables.open_deal(key, 1, 3, order="chosen", chosen=[s["Dot"].id, s["Cal"].id])
    assert [[x.name for x in t.seats] for t in opened] == [["Dot", "Cal", None], ["Ann", "Ben", None]]
    assert all(t.variant["players"] == 3 and t.seed == klass.seeds[1] for t in opened)
    with pytest.raises(BadInput, match="seats .*not 1"):
        tables.open_deal(key, 0, 1)


def test_a_wrong_key_a_deal_out_of_range_or_an_empty_class_opens_nothing(store, tables):
    klass, key = _class(store)
    for args, why in ((("not-a-key", 0), "not the key"), ((key, 2), "2 deals"), ((key, 0), "nobody has joined")):
        with pytest.raises(BadInput, match=why):
            tables.open_deal(*args)
    assert tables.tables.count() == 0


def test_opening_twice_seats_nobody_twice_and_seats_only_those_who_joined_since(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben")
    tables.open_deal(key, 0)
    with pytest.raises(BadInput, match="already has a seat"):
        tables.open_deal(key, 0)
    _join(store, klass, "Cal")
    again = tables.open_deal(key, 0)
    assert [[s.name for s in t.seats] for t in again] == [["Cal", None, None, None]]
    assert tables.tables.count() == 2 and tables.unseated(klass, 0) == []
    assert len(tables.open_deal(key, 1)) == 1          # the next deal seats everyone again, at its own table


def test_two_screens_opening_at_the_same_instant_seat_each_student_once(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    results, go = [], threading.Barrier(2)

    def open_():
        go.wait()
        try:
            results.append(len(tables.open_deal(key, 0)))
        except BadInput as exc:
            results.append(exc.reason)

    threads = [threading.Thread(target=open_) for _ in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(map(str, results)) == ["2", "every student who has joined already has a seat at deal 1's tables"]
    assert tables.tables.count() == 2


def test_each_student_holds_their_seat_by_their_class_token_and_sees_only_its_view(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    first, second = tables.open_deal(key, 0)
    ann = tables.tables.seat_table(first.id, s["Ann"].seat)
    ben = tables.tables.seat_table(first.id, s["Ben"].seat)
    assert (ann.learner, ben.learner) == (0, 1)
    assert not set(ann.view()["hand"]) & set(ben.view()["hand"])
    assert ann.view()["names"][:3] == ["You", "Ben", "Cal"]
    with pytest.raises(BadInput, match="holds no seat"):   # Dot sits at the other table
        tables.tables.seat_table(first.id, s["Dot"].seat)
    with pytest.raises(BadInput, match="every person's seat"):   # a typed code and name seat nobody
        tables.tables.join(first.code, "Zed")
    assert tables.seat_of_student(klass.id, s["Eve"].id)[1] == 1
    # the first student is no opener: neither start nor hand-over is theirs; the teacher's key hands a seat over
    with pytest.raises(BadInput, match="only whoever opened"):
        tables.tables.hand_over(first.id, s["Ann"].seat, 1)
    with pytest.raises(BadInput, match="no student"):
        tables.hand_over(key, first.id, 3)
    tables.hand_over(key, first.id, 1)
    assert tables.tables.read(first.id).seats[1].played_by_computer
    tables.tables.join(first.code, None, token=s["Ben"].seat)       # Ben back at his table takes it again
    assert not tables.tables.read(first.id).seats[1].away


def test_the_seat_follows_the_student_let_in_again_renamed_or_removed(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben")
    (t,) = tables.open_deal(key, 0)
    store.let_in_again(key, s["Ben"].id)
    assert tables.tables.seat_of(t.id, s["Ben"].seat) is None        # the old device's token holds nothing
    _, again = store.join(klass.code, "Ben")
    assert tables.tables.seat_of(t.id, again.seat) == 1
    store.rename_student(key, s["Ann"].id, "Anne")
    assert [seat.name for seat in tables.tables.read(t.id).seats[:2]] == ["Anne", "Ben"]   # hers alone
    store.remove_student(key, s["Ben"].id)
    after = tables.tables.read(t.id)
    assert after.seats[1].kind == "computer" and after.seats[1].name is None and after.version > t.version
    _, ann = store.join(klass.code, "Ann")                           # a new Ann, now the name is free
    seated_at, seat = tables.seat_late(klass.id, ann.id)
    assert seated_at.id == t.id and seated_at.seats[seat].name == "Ann" and seated_at.seats[0].name == "Anne"
    assert table_name("you") == "you (a student)" and table_name("Ann") == "Ann"


def test_a_student_who_joins_late_takes_a_computer_players_seat_or_a_table_of_their_own(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    first, second = tables.open_deal(key, 0)
    late = _join(store, klass, "Fay", "Gus", "Hal", "Ida")
    t, seat = tables.seat_late(klass.id, late["Fay"].id)
    assert (t.id, seat) == (second.id, 2)                  # the table with the fewest people first
    assert tables.seat_late(klass.id, late["Fay"].id) == (tables.tables.read(t.id), 2)   # asked again: the same
    assert tables.seat_late(klass.id, late["Gus"].id)[0].id in (first.id, second.id)
    tables.seat_late(klass.id, late["Hal"].id)
    t, seat = tables.seat_late(klass.id, late["Ida"].id)  # every computer seat taken: a table of her own
    assert t.id not in (first.id, second.id) and seat == 0 and t.seed == klass.seeds[0]
    assert [s.kind for s in t.seats] == ["person", "computer", "computer", "computer"]
    assert tables.tables.seat_of(t.id, late["Ida"].seat) == 0
    other, _ = _class(store)
    _, zed = store.join(other.code, "Zed")
    with pytest.raises(BadInput, match="has not opened"):
        tables.seat_late(other.id, zed.id)


def test_each_tables_progress_moves_turn_tally_and_outcome(store, tables):
    klass, key = _class(store, game="commerce", rules="dealer-penalties", bots="stander", deals=1)
    s = _join(store, klass, "Ann", "Ben")
    (t,) = tables.open_deal(key, 0, 4)
    (p,) = tables.of_class(klass.id)
    assert (p.number, p.moves, p.over, p.summary, p.measure) == (1, 0, False, "", "purse")
    assert p.to_act is not None and [seats for seats, _ in p.scores] == [(0,), (1,), (2,), (3,)]
    tables.hand_over(key, t.id, 0)
    tables.hand_over(key, t.id, 1)
    now = utcnow()
    for i in range(200):   # every seat a computer's now: the server plays the deal out
        if not tables.tables.computer_move(t.id, now=now + timedelta(minutes=i + 1)):
            break
    (p,) = tables.of_class(klass.id, names={s["Ann"].id: "Student 1", s["Ben"].id: "Student 2"})
    assert p.over and p.to_act is None and p.moves > 0 and p.summary
    assert "Ann" not in p.summary and "Ben" not in p.summary            # named as the dashboard names them


def test_standing_reads_points_by_side_or_each_seats_purse():
    assert standing({"scores": [2, 0], "sides": [[0, 2], [1, 3]]}) == ("points", [((0, 2), 2), ((1, 3), 0)])
    assert standing({"purses": [5, 7]}) == ("purse", [((0,), 5), ((1,), 7)])
    assert standing({"hand": ["AS"]}) == ("", [])


def test_a_class_deleted_takes_its_tables_and_their_seats_and_no_other_classs(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben")
    (gone,) = tables.open_deal(key, 0)
    other, okey = _class(store)
    _join(store, other, "Cy")
    (kept,) = tables.open_deal(okey, 0)
    assert store.delete_class(key)
    assert tables.of_class(klass.id) == [] and [p.table.id for p in tables.of_class(other.id)] == [kept.id]
    with pytest.raises(BadInput, match="gone"):
        tables.tables.read(gone.id)
    assert [s.name for s in tables.tables.read(kept.id).seats][:1] == ["Cy"]
