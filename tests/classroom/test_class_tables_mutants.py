"""engine/classroom/class_tables.py held by tests that would fail (issue 31: mutation score): who sits where at a
class's shared tables, the teacher's refusals in their own words, the tally the dashboard shows. SQLite here (the
runner's in-process cases; test_class_tables.py runs the same store on PostgreSQL too)."""

from __future__ import annotations

import json
import random
from datetime import timedelta

import pytest

from engine.classroom import class_tables
from engine.classroom.class_tables import ClassTables, ordered, seating, standing, table_name
from engine.classroom.models import SharedTableRow
from engine.classroom.store import open_store, utcnow
from engine.classroom.tables import TTL_HOURS, SharedTables
from engine.core.errors import BadInput
from tests.classroom.test_class_tables import _class, _join


@pytest.fixture
def store(tmp_path):
    s = open_store(f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}")
    yield s
    s.close()


@pytest.fixture
def tables(store):
    return ClassTables(SharedTables(store))


def refused(call, *args, **kw) -> str:
    with pytest.raises(BadInput) as exc:
        call(*args, **kw)
    return str(exc.value)


def test_a_name_read_as_you_is_marked_as_a_students():
    assert table_name("You") == "You (a student)" and table_name("YOU") == "YOU (a student)"
    assert table_name("Yours") == "Yours"


def test_seating_at_tables_of_one_and_the_refusal_of_none():
    assert seating([4, 5, 6], 1) == [[4], [5], [6]]
    assert seating([1, 2, 3, 4, 5, 6, 7], 3) == [[1, 2, 3], [4, 5], [6, 7]]
    assert seating([1, 2], 5) == [[1, 2]]
    for size in (0, -1):
        with pytest.raises(ValueError, match="^a table has at least one seat$"):
            seating([1], size)
    with pytest.raises(ValueError):
        seating([], 0)


def test_ordering_copies_and_shuffles_with_the_systems_randomness_by_default():
    joined = list(range(40))
    assert ordered(joined) is not joined
    out = ordered(joined, "shuffled")
    assert sorted(out) == joined and out != joined and joined == list(range(40))
    assert ordered(joined, "shuffled", rng=random.Random(5)) == ordered(joined, "shuffled", rng=random.Random(5))
    assert ordered([3, 1, 2], "chosen") == [3, 1, 2] and ordered([3, 1, 2], "chosen", None) == [3, 1, 2]
    assert refused(ordered, [1], "random") == ("seating: seat the students in the order they joined, shuffled, or "
                                               "in your own order")
    assert class_tables.ORDERS == ("joined", "shuffled", "chosen") and class_tables.PACE == 1.2


def test_standing_by_chips_or_tokens_and_points_only_with_sides():
    assert standing({"chips": [3, 4]}) == ("chips", [((0,), 3), ((1,), 4)])
    assert standing({"tokens": [1]}) == ("tokens", [((0,), 1)])
    assert standing({"scores": [1, 2]}) == ("", [])                    # scores without sides: not a tally
    assert standing({"sides": [[0]], "purses": [9]}) == ("purse", [((0,), 9)])
    assert standing({"purses": [1], "chips": [2]}) == ("purse", [((0,), 1)])


def test_the_teachers_refusals_name_the_deal_the_players_and_the_table(store, tables):
    klass, key = _class(store, deals=1)
    assert refused(tables.open_deal, key, 1) == "deal: this class has 1 deal"
    assert refused(tables.open_deal, key, -1) == "deal: this class has 1 deal"
    assert refused(tables.open_deal, key, "0") == "deal: this class has 1 deal"
    two, key2 = _class(store, deals=2)
    assert refused(tables.open_deal, key2, 2) == "deal: this class has 2 deals"
    assert refused(tables.open_deal, key, 0, 7) == "players: a table of this class's game and rules seats 3, 4, not 7"
    assert refused(tables.open_deal, key, 0) == "tables: nobody has joined the class yet"
    s = _join(store, klass, "Ann")
    (t,) = tables.open_deal(key, 0)
    assert refused(tables.open_deal, key, 0) == ("tables: every student who has joined already has a seat at "
                                                 "deal 1's tables")
    assert refused(tables.hand_over, key2, t.id, 0) == "table: this table is not one of this class's"
    for seat in (-1, 1, 4):
        assert refused(tables.hand_over, key, t.id, seat) == "seat: no student sits in that seat"
    assert not tables.tables.read(t.id).seats[0].away
    tables.hand_over(key, t.id, 0)
    after = tables.tables.read(t.id)
    assert after.seats[0].away and not after.seats[1].away and after.version > t.version
    assert s["Ann"].id == after.seats[0].student


def test_a_table_of_the_classs_deal_its_computer_player_pace_and_life(store, tables):
    klass, key = _class(store, bots="sampler")
    _join(store, klass, "Ann")
    now = utcnow()
    (t,) = tables.open_deal(key, 1, now=now)
    assert (t.bots, t.pace, t.nudge_after, t.deal_index, t.seed) == ("sampler", 1.2, None, 1, klass.seeds[1])
    assert t.expires_at == now + timedelta(hours=TTL_HOURS) and t.changed_at == now
    odd, okey = _class(store, bots="no-such-player")
    _join(store, odd, "Ben")
    (u,) = tables.open_deal(okey, 0)
    assert u.bots == "rule-of-thumb"                # the game's first computer player
    assert tables.round_deal(klass.id) == 1 and tables.round_deal(odd.id) == 0
    assert tables.round_deal(klass.id + 99) is None


def test_the_class_variant_at_its_own_number_and_the_rule_set_at_another(store, tables):
    klass, key = _class(store, rules="wedeward-camp")
    assert tables.seat_counts(klass) == [3, 4, 5, 6, 7]
    variants = ClassTables.variants(klass)
    assert variants[4].players == 4 and variants[5].players == 5


def test_a_late_student_sits_at_the_table_least_far_on_among_the_fewest_people(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve", "Fay")
    first, second = tables.open_deal(key, 0)          # 3 and 3
    late = _join(store, klass, "Gus")
    moves = {t.table.id: t.moves for t in tables.of_class(klass.id)}
    t, seat = tables.seat_late(klass.id, late["Gus"].id)
    least = min((moves[first.id], first.id), (moves[second.id], second.id))[1]
    assert t.id == least and seat == 3
    assert t.seats[3].kind == "person" and t.seats[3].student == late["Gus"].id and t.seats[3].name == "Gus"
    other, _ = _class(store)
    assert refused(tables.seat_late, other.id, s["Ann"].id) == \
        "tables: your teacher has not opened the class's deal at tables"
    gone = _join(store, klass, "Hal")["Hal"]
    store.remove_student(key, gone.id)
    assert refused(tables.seat_late, klass.id, gone.id) == "student: this student is no longer in the class"


def test_a_late_student_takes_the_seat_at_the_table_with_fewer_people(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    first, second = tables.open_deal(key, 0)          # 3 people, 2 people
    late = _join(store, klass, "Fay", "Gus")
    assert tables.seat_late(klass.id, late["Fay"].id)[0].id == second.id
    t, seat = tables.seat_late(klass.id, late["Gus"].id)     # now 3 and 3: the first table (opened first)
    assert (t.id, seat) == (first.id, 3)
    assert s


def test_a_late_students_own_table_keeps_the_number_the_tables_were_opened_at(store, tables):
    klass, key = _class(store, rules="wedeward-camp")
    _join(store, klass, "Ann", "Ben", "Cal")
    (t,) = tables.open_deal(key, 0, 3)                 # every seat a person's
    late = _join(store, klass, "Dot")
    own, seat = tables.seat_late(klass.id, late["Dot"].id)
    assert own.id != t.id and seat == 0 and own.variant["players"] == 3 and len(own.seats) == 3
    assert [s.kind for s in own.seats] == ["person", "computer", "computer"]


def test_the_dashboard_numbers_each_deals_tables_from_one(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben", "Cal", "Dot", "Eve")
    tables.open_deal(key, 0)
    tables.open_deal(key, 1)
    got = [(p.table.deal_index, p.number) for p in tables.of_class(klass.id)]
    assert got == [(0, 1), (0, 2), (1, 1), (1, 2)]
    progress = tables.of_class(klass.id)[0]
    assert progress.measure == "points" and progress.scores == (((0, 2), 0), ((1, 3), 0))
    assert tables.of_class(klass.id + 99) == []
