"""engine/classroom/class_tables.py held by tests that would fail (issue 31: mutation score): who sits where at a
class's shared tables, the teacher's refusals in their own words, the tally the dashboard shows. SQLite here (the
runner's in-process cases; test_class_tables.py runs the same store on PostgreSQL too)."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from engine.classroom import class_tables
from engine.classroom.class_tables import ClassTables, ordered, seating, standing, table_name
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


# -- one class never reaches into another's tables ---------------------------------------------------------------

def test_two_classes_side_by_side_seat_and_find_only_their_own(store, tables):
    b, bkey = _class(store)
    sb = _join(store, b, "Cy", "Dee")
    (bt,) = tables.open_deal(bkey, 0)                        # another class's tables at the same deal, first
    a, akey = _class(store)
    assert refused(tables.open_deal, akey, 0) == "tables: nobody has joined the class yet"
    sa = _join(store, a, "Ann", "Ben")
    assert tables.unseated(a, 0) == [sa["Ann"].id, sa["Ben"].id]
    (at,) = tables.open_deal(akey, 0)
    assert [s.name for s in at.seats] == ["Ann", "Ben", None, None]
    assert tables.seat_of_student(a.id, sa["Ann"].id) == (tables.tables.read(at.id), 0)   # her one table
    assert tables.seat_of_student(b.id, sa["Ann"].id) is None and tables.seat_of_student(a.id, sb["Cy"].id) is None
    tables.hand_over(akey, at.id, 0)
    assert tables.tables.read(at.id).seats[0].away and not tables.tables.read(at.id).seats[1].away
    assert not tables.tables.read(bt.id).seats[0].away                  # the other class's seat 0 untouched


def test_a_deal_opened_seats_none_of_another_classs_students_not_yet_seated(store, tables):
    b, _ = _class(store)
    _join(store, b, "Cy", "Dee")                             # the other class has not opened this deal yet
    a, akey = _class(store)
    sa = _join(store, a, "Ann", "Ben")
    assert tables.unseated(a, 0) == [sa["Ann"].id, sa["Ben"].id]
    (at,) = tables.open_deal(akey, 0)
    assert [s.name for s in at.seats] == ["Ann", "Ben", None, None]

def test_a_class_whose_students_all_left_has_nobody_to_seat(store, tables):
    klass, key = _class(store)
    ann = _join(store, klass, "Ann")["Ann"]
    tables.open_deal(key, 0)
    store.remove_student(key, ann.id)
    assert refused(tables.open_deal, key, 1) == "tables: nobody has joined the class yet"


def test_the_seat_is_at_the_deal_played_now(store, tables):
    klass, key = _class(store)
    ann = _join(store, klass, "Ann")["Ann"]
    tables.open_deal(key, 0)
    (second,) = tables.open_deal(key, 1)
    assert tables.seat_of_student(klass.id, ann.id)[0].id == second.id


def test_the_order_joined_is_by_the_hour_of_joining_then_by_id(store, tables):
    klass, key = _class(store)
    t0 = utcnow()
    ann = store.join(klass.code, "Ann", now=t0 + timedelta(seconds=2))[1]
    ben = store.join(klass.code, "Ben", now=t0 + timedelta(seconds=1))[1]
    assert tables.unseated(klass, 0) == [ben.id, ann.id]


def test_a_shuffled_seating_uses_the_teachers_generator(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, *"ABCDEFGH")
    ids = [s[n].id for n in "ABCDEFGH"]
    expected = seating(ordered(ids, "shuffled", rng=random.Random(9)), 4)
    opened = tables.open_deal(key, 0, order="shuffled", rng=random.Random(9))
    assert [[x.student for x in t.seats if x.student] for t in opened] == expected


def test_the_default_table_is_the_classs_own_number_of_players(store, tables):
    klass, key = _class(store, rules="wedeward-camp")
    five = dict(klass.variant, players=5)
    k5, key5 = store.create_class("euchre", five, [7], "rule-of-thumb")
    _join(store, k5, "Ann", "Ben")
    (t,) = tables.open_deal(key5, 0)
    assert len(t.seats) == 5 and t.variant["players"] == 5


def test_a_two_handed_game_opens_at_two(store, tables):
    klass, key = _class(store, game="seven-up", rules="camp", deals=1)
    assert tables.seat_counts(klass)[0] == 2
    _join(store, klass, "Ann", "Ben", "Cy")
    opened = tables.open_deal(key, 0)
    assert [[s.name for s in t.seats] for t in opened] == [["Ann", "Ben"], ["Cy", None]]


def test_a_class_of_one_seat_opens_its_tables_at_another_number(store, tables):
    klass, key = store.create_class("chuck-a-luck", {"soldiers": 0}, [3], "lucky-number")
    _join(store, klass, "Ann")
    assert tables.seat_counts(klass) == [2, 3, 5, 6, 7]
    assert refused(tables.open_deal, key, 0) == ("players: a table of this class's game and rules seats 2, 3, 5, 6, "
                                                 "7, not 1")


def test_an_expired_class_opens_nothing_and_hands_nothing_over(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben")
    (t,) = tables.open_deal(key, 0)
    late = klass.expires_at + timedelta(seconds=1)
    assert refused(tables.open_deal, key, 1, now=late) == "teacher key: this class has expired and its results are gone"
    assert refused(tables.hand_over, key, t.id, 1, now=late) == \
        "teacher key: this class has expired and its results are gone"


def test_a_class_gone_mid_transaction_is_said_plainly(store, tables):
    with tables._session.begin() as s:
        with pytest.raises(BadInput) as gone:
            ClassTables._lock(s, 99_999)
    assert str(gone.value) == "class: this class is gone (deleted, or expired)"


def test_a_student_let_in_again_is_seated_under_a_token_nobody_holds(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben")
    store.let_in_again(key, s["Ann"].id)
    (t,) = tables.open_deal(key, 0)
    with tables._session() as session:
        hashes = [r.seat_hash for r in session.scalars(
            class_tables.select(class_tables.SharedSeatRow).where(class_tables.SharedSeatRow.table_id == t.id))]
    assert len(hashes) == 2 and all(hashes) and len(set(hashes)) == 2
    _, again = store.join(klass.code, "Ann")
    assert tables.tables.seat_of(t.id, again.seat) == 0


def test_a_late_seat_raises_the_tables_version(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann")
    (t,) = tables.open_deal(key, 0)
    late = _join(store, klass, "Ben")["Ben"]
    seated_at, seat = tables.seat_late(klass.id, late.id)
    assert seated_at.id == t.id and seat == 1 and seated_at.version == t.version + 1


def test_a_late_students_own_table_keeps_this_classs_number_at_this_deal(store, tables):
    other, okey = _class(store, rules="wedeward-camp")
    _join(store, other, "Olga")
    tables.open_deal(okey, 1, 5)                      # another class's table at deal 2, opened first, of five
    klass, key = _class(store, rules="wedeward-camp")
    _join(store, klass, "Ann", "Ben", "Cy", "Dot")
    tables.open_deal(key, 0, 4)                       # this class's deal 0 at four: full
    tables.open_deal(key, 1, 3)                       # and deal 1, played now, at three
    late = _join(store, klass, "Eve", "Fay", "Gus")
    for name in ("Eve", "Fay"):                       # deal 1's tables have a free seat each (4 at tables of 3: 2, 2)
        tables.seat_late(klass.id, late[name].id)
    own, seat = tables.seat_late(klass.id, late["Gus"].id)
    assert seat == 0 and own.deal_index == 1 and own.variant["players"] == 3 and len(own.seats) == 3


def test_the_dashboard_orders_by_deal_then_as_opened_and_skips_a_table_just_gone(store, tables, monkeypatch):
    klass, key = _class(store)
    _join(store, klass, "Ann", "Ben", "Cy", "Dot", "Eve")
    later = tables.open_deal(key, 1)                  # deal 2 opened first
    first = tables.open_deal(key, 0)
    got = [(p.table.deal_index, p.number, p.table.id) for p in tables.of_class(klass.id)]
    assert got == [(0, 1, first[0].id), (0, 2, first[1].id), (1, 1, later[0].id), (1, 2, later[1].id)]
    real = tables.tables.read

    def read(table_id):
        if table_id == first[0].id:
            raise BadInput("table", "this table is gone: it expired, or its class was deleted")
        return real(table_id)
    monkeypatch.setattr(tables.tables, "read", read)
    assert [p.table.id for p in tables.of_class(klass.id)] == [first[1].id, later[0].id, later[1].id]
    assert tables.progress(real(first[1].id)).number == 1


def _played_out(store, tables):
    klass, key = _class(store, deals=1)
    s = _join(store, klass, "Ann", "Ben")
    (t,) = tables.open_deal(key, 0, 4)
    tables.hand_over(key, t.id, 0)
    tables.hand_over(key, t.id, 1)
    now = utcnow()
    for i in range(400):
        if not tables.tables.computer_move(t.id, now=now + timedelta(minutes=i + 1)):
            break
    return klass, s, t


def test_the_outcome_names_the_students_as_the_dashboard_asks(store, tables):
    klass, s, t = _played_out(store, tables)
    (own,) = tables.of_class(klass.id)
    assert own.over and own.to_act is None and ("Ann" in own.summary or "Ben" in own.summary)
    assert "You" not in own.summary
    (hidden,) = tables.of_class(klass.id, names={s["Ann"].id: "Student 1", s["Ben"].id: "Student 2"})
    assert "Student 1" in hidden.summary or "Student 2" in hidden.summary
    assert "Ann" not in hidden.summary and "Ben" not in hidden.summary
    (game_names,) = tables.of_class(klass.id, names={})
    assert not {"Ann", "Ben", "Student"} & set(game_names.summary.replace(",", " ").split())
    assert game_names.measure == "points" and len(game_names.scores) == 2


def test_a_view_without_a_tally_shows_the_final_scores(store, tables, monkeypatch):
    klass, s, t = _played_out(store, tables)
    monkeypatch.setattr(class_tables, "standing", lambda view: ("", []))
    (p,) = tables.of_class(klass.id)
    final = class_tables.get_game("euchre").outcome(tables.tables._state(tables.tables.read(t.id))).scores
    assert p.measure == "score" and p.scores == tuple(((seat,), v) for seat, v in sorted(final.items()))
    monkeypatch.setattr(class_tables, "standing", lambda view: ("points", [((0,), 1.0)]))
    assert tables.of_class(klass.id)[0].scores == (((0,), 1.0),)


def test_unseated_before_opening_lists_everyone(store, tables):
    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben")
    assert tables.unseated(klass, 0) == [s["Ann"].id, s["Ben"].id] == tables.unseated(klass, 1)


def test_a_student_seated_only_at_an_earlier_deal_takes_a_late_seat_at_the_deal_played_now(store, tables):
    klass, key = _class(store)
    _join(store, klass, "Ann")
    (now_t,) = tables.open_deal(key, 1)               # deal 2 first: the deal the class plays now (the latest)
    ben = _join(store, klass, "Ben")["Ben"]
    tables.open_deal(key, 0)                          # deal 1 opened after: Ben is seated there, not at deal 2
    t, seat = tables.seat_late(klass.id, ben.id)
    assert t.id == now_t.id and t.deal_index == 1 and seat == 1
