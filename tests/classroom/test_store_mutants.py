"""engine/classroom/store.py held by tests that would fail (issue 31: mutation score), on SQLite (the runner's
in-process cases; test_store.py runs the same on PostgreSQL): the exact wait after wrong codes and its hour, the
caps on seats, who a seat belongs to, the order of deals, and every refusal in the words a student or teacher
reads."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engine.classroom import codes
from engine.classroom import store as store_module
from engine.classroom.models import WrongCodeRow
from engine.classroom.store import (
    JOINS_PER_CLIENT_HOUR,
    TAKEN,
    HandResult,
    SlowDown,
    StoreUnavailable,
    busy,
    damaged,
    open_store,
    pool_size,
    utcnow,
)
from engine.core.errors import BadInput
from tests.classroom.helpers import finished

T0 = (utcnow() + timedelta(hours=1)).replace(microsecond=0)   # ahead of now: nothing made here has expired


@pytest.fixture
def store(tmp_path):
    s = open_store(f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}")
    yield s
    s.close()


def make(store, deals=2, **kw):
    return store.create_class("euchre", {"players": 4}, list(range(11, 11 + deals)), "rule-of-thumb", now=T0, **kw)


def said(call, *args, **kw) -> str:
    with pytest.raises(BadInput) as exc:
        call(*args, **kw)
    return str(exc.value)


def wrong(klass) -> str:
    return "".join("A" if c != "A" else "B" for c in klass.code)


def note(store, at, n, client="c", network=None):
    with store._session.begin() as s:
        for _ in range(n):
            store.note_wrong_code(s, client, network, at)


def test_the_limits_as_the_readme_gives_them():
    assert (store_module.DEFAULT_TTL_DAYS, store_module.MAX_TTL_DAYS, store_module.DEFAULT_MAX_STUDENTS) == (30, 365, 100)
    assert (store_module.MAX_DEALS, store_module.JOINS_PER_NETWORK_HOUR, JOINS_PER_CLIENT_HOUR) == (10, 120, 5)
    assert (store_module.DEFAULT_POOL, store_module.POOL_ENV, store_module.PURGE_EVERY_SECONDS) == (8, "CAMP_DB_POOL",
                                                                                                   3600)


def test_the_wait_after_the_free_wrong_codes_is_five_seconds_from_the_last(store):
    klass, _ = make(store)
    for i in range(5):
        assert "no class has the code" in said(store.class_by_code, wrong(klass), "c", T0 + timedelta(seconds=i))
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "c", T0 + timedelta(seconds=5))
    assert slow.value.wait == 5 and str(slow.value) == ("class code: too many wrong codes from here: wait 5 s, then "
                                                         "type the code again")
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "c", T0 + timedelta(seconds=9))      # 4 + 5 - 9 = 0 s: the next second
    assert slow.value.wait == 1
    assert store.class_by_code(klass.code, "c", T0 + timedelta(seconds=10)).id == klass.id
    assert store.class_by_code(klass.code, "another", T0 + timedelta(seconds=5)).id == klass.id


def test_the_wait_doubles_and_stops_at_an_hour(store):
    klass, _ = make(store)
    note(store, T0, 7)
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "c", T0)
    assert slow.value.wait == 21                       # 5 × 2² = 20 s, and the second under way
    note(store, T0, 30, client="d")
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "d", T0 + timedelta(seconds=1000))
    assert slow.value.wait == 3600 - 1000 + 1          # never more than an hour after the last


def test_only_the_last_hours_wrong_codes_count(store):
    klass, _ = make(store)
    note(store, T0, 30)
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "c", T0 + timedelta(seconds=3599))
    assert slow.value.wait == 2
    assert store.class_by_code(klass.code, "c", T0 + timedelta(hours=1)).id == klass.id   # an hour ago: forgotten


def test_a_long_client_or_network_is_counted_as_stored(store):
    klass, _ = make(store)
    client, network = "c" * 100, "n" * 100
    note(store, T0, 5, client=client)
    with pytest.raises(SlowDown):
        store.class_by_code(klass.code, client, T0)
    note(store, T0, 40, client="other", network=network)
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "third", T0 + timedelta(seconds=1), network=network)
    assert slow.value.wait == 5 and str(slow.value) == ("class code: many wrong codes have come from your network "
                                                         "this hour: wait 5 s, then type the code again")
    with store._session() as s:
        rows = s.scalars(store_module.select(WrongCodeRow).where(WrongCodeRow.client == client[:64])).all()
        assert len(rows) == 5 and rows[0].network is None
        assert s.scalars(store_module.select(WrongCodeRow).where(WrongCodeRow.network == network[:64])).all()


def test_the_network_wait_stops_at_a_minute(store):
    klass, _ = make(store)
    note(store, T0, 60, client="x", network="net")
    with pytest.raises(SlowDown) as slow:
        store.class_by_code(klass.code, "y", T0, network="net")
    assert slow.value.wait == 61
    assert store.class_by_code(klass.code, "y", T0, network="other").id == klass.id
    assert store.class_by_code(klass.code, "y", T0 + timedelta(seconds=61), network="net").id == klass.id


def test_a_classs_code_after_its_end_and_its_key_after_its_end(store):
    klass, key = make(store, ttl_days=1)
    end = T0 + timedelta(days=1)
    assert store.class_by_code(klass.code, now=end - timedelta(seconds=1)).id == klass.id
    assert said(store.class_by_code, klass.code, now=end) == "class code: this class has ended (its results have expired)"
    assert said(store.class_by_key, key, end) == "teacher key: this class has expired and its results are gone"
    assert store.class_by_key(key, end - timedelta(seconds=1)).id == klass.id
    assert said(store.class_by_key, None) == ("teacher key: this is not the key of any class (check the whole link you "
                                              "kept; the class may also have been deleted)")
    assert said(store.class_by_code, wrong(klass), now=T0) == (f"class code: no class has the code "
                                                              f"{codes.format_code(wrong(klass))}: check it against "
                                                              "the teacher's screen")


def test_creating_a_class_within_its_limits(store):
    assert said(make, store, deals=11) == "deals: a class plays 1 to 10 deals"
    assert make(store, deals=10)[0].deals == 10 and make(store, deals=1)[0].deals == 1
    for days in (0, 366):
        assert said(make, store, ttl_days=days) == "expiry: a class is kept 1 to 365 days"
    assert make(store, ttl_days=365)[0].expires_at == T0 + timedelta(days=365)
    assert make(store, ttl_days=1)[0].expires_at == T0 + timedelta(days=1)
    for size in (0, 1001):
        assert said(make, store, max_students=size) == "class size: a class holds 1 to 1,000 students"
    assert make(store, max_students=1000)[0].max_students == 1000 and make(store, max_students=1)[0].max_students == 1
    for deadline in (T0, T0 + timedelta(days=30, seconds=1)):
        assert said(make, store, deadline=deadline) == ("deadline: a homework's deadline is after now and within the "
                                                        "class's 30 days")
    k, key = make(store, deadline=T0 + timedelta(days=30))
    assert k.deadline == T0 + timedelta(days=30) and k.joining and k.live_help and k.learner_seat == 0
    assert (k.game, k.variant, k.seeds, k.bots, k.created_at) == ("euchre", {"players": 4}, (11, 12), "rule-of-thumb",
                                                                  T0)
    assert len(key) >= 40 and store.class_by_key(key, T0) == k


def test_a_seat_is_its_tokens_and_the_refusals_say_so(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    assert said(store.join, klass.code, "ann", now=T0) == f"name: {TAKEN.format(name='ann')}"
    _, again = store.join(klass.code, "Ann", seat=ann.seat, now=T0)
    assert again.id == ann.id and again.resumed and again.seat is None
    assert said(store.resume_seat, klass.code, None) == (
        "seat: this seat is not in the class any more (your teacher may have let you in again, or removed it): "
        "join again with the class code and your name")
    assert said(store.let_in_again, "x" * 40, ann.id) == "student: this student is not in this class (any more)"
    other, other_key = make(store)
    assert said(store.let_in_again, other_key, ann.id) == "student: this student is not in this class (any more)"
    assert said(store.remove_student, key, ann.id + 99) == "student: this student is not in this class (any more)"
    assert said(store.student, ann.id + 99) == ("student: this student is no longer in the class (the class may have "
                                                "been deleted)")
    assert said(store.student_named, klass.id, "Zed") == "student: no student of this class has that name"
    assert store.student_named(klass.id, "ANN").id == ann.id


def test_the_seat_let_in_again_is_taken_once_with_a_new_token(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    store.let_in_again(key, ann.id)
    _, back = store.join(klass.code, "Ann", now=T0)
    assert back.id == ann.id and back.resumed and back.seat and back.seat != ann.seat
    assert store.resume_seat(klass.code, back.seat)[1].id == ann.id


def test_a_full_or_closed_class_and_a_finished_homework(store):
    klass, key = make(store, max_students=2, deadline=T0 + timedelta(days=2))
    store.join(klass.code, "Ann", now=T0)
    store.join(klass.code, "Bob", now=T0)
    assert said(store.join, klass.code, "Cy", now=T0) == ("class: this class is full: it holds 2 students. Ask your "
                                                          "teacher to open a second class")
    store.set_joining(key, False)
    assert said(store.join, klass.code, "Cy", now=T0) == "class: your teacher has closed this class to new students"
    store.set_joining("x" * 40, True)                  # a wrong key changes nothing
    assert "closed this class" in said(store.join, klass.code, "Cy", now=T0)
    assert said(store.join, klass.code, "Ann", now=T0 + timedelta(days=2)).startswith(
        "class: this homework's deadline (")


def test_a_browser_takes_five_seats_an_hour_and_a_network_a_hundred_and_twenty(store, monkeypatch):
    classes = [make(store, max_students=1000)[0] for _ in range(2)]
    for i in range(JOINS_PER_CLIENT_HOUR):
        store.join(classes[i % 2].code, f"Pupil {i}", client="browser", now=T0 + timedelta(minutes=i))
    assert said(store.join, classes[0].code, "Pupil 9", client="browser", now=T0 + timedelta(minutes=59)) == (
        "class: this browser has taken 5 seats in classes this hour, as many as one may: join on another device, "
        "or try again later")
    store.join(classes[0].code, "Pupil 9", client="browser", now=T0 + timedelta(minutes=60))  # the first, an hour on
    store.join(classes[0].code, "Pupil 8", client="b" * 100, now=T0)      # a long client: counted as stored
    # a network longer than its column (the site's are 32-character digests): counted as it was stored, so the
    # cap holds (it compared the whole text with the stored 64 characters, and never matched)
    monkeypatch.setattr(store_module, "JOINS_PER_NETWORK_HOUR", 3)
    for i in range(3):
        store.join(classes[1].code, f"Net {i}", network="n" * 100, client=f"c{i}", now=T0)
    assert said(store.join, classes[1].code, "Net 9", network="n" * 100, now=T0) == (
        "class: many students have joined from your network this hour: wait a little and try again")
    assert store.join(classes[1].code, "Net 9", network="other", now=T0)[1].name == "Net 9"


def test_a_long_browser_id_is_capped_at_its_stored_length(store):
    klass, _ = make(store, max_students=1000)
    for i in range(JOINS_PER_CLIENT_HOUR):
        store.join(klass.code, f"P{i}", client="b" * 100, now=T0)
    assert "this browser has taken 5 seats" in said(store.join, klass.code, "P9", client="b" * 64 + "zzz", now=T0)


def test_hands_are_kept_in_order_once_and_only_while_the_class_runs(store):
    klass, key = make(store, deadline=T0 + timedelta(days=1))
    _, ann = store.join(klass.code, "Ann", now=T0)
    first, second = finished(klass, 0), finished(klass, 1)
    assert said(store.record_hand, ann.id, 1, second, T0) == "deal: deal 2 is not the next deal for this student " \
                                                             "(0 of 2 played)"
    assert store.record_hand(ann.id, 0, first, T0) is True
    assert store.record_hand(ann.id, 0, first, T0) is False          # the same deal again: kept as it was
    assert store.student(ann.id).done == 1
    assert said(store.record_hand, ann.id, 1, second, T0 + timedelta(days=1)).startswith(
        "class: this homework's deadline (")
    assert store.record_hand(ann.id, 1, second, T0 + timedelta(days=1) - timedelta(seconds=1)) is True
    assert said(store.record_hand, ann.id, 2, second, T0) == "deal: deal 3 is not the next deal for this student " \
                                                            "(2 of 2 played)"
    assert said(store.record_hand, ann.id + 99, 0, first, T0) == "student: this student is no longer in the class"
    snap = store.snapshot(klass.id)
    assert [(h["deal_index"], h["won"], h["score"]) for h in snap["hands"]] == [
        (0, first.won, first.score), (1, second.won, second.score)]
    assert [d["ordinal"] for d in snap["decisions"] if d["hand_id"] == snap["hands"][0]["id"]] == \
        [d.ordinal for d in first.decisions]


def test_a_hand_after_the_class_ended_is_not_kept(store):
    klass, _ = make(store, ttl_days=1)
    _, ann = store.join(klass.code, "Ann", now=T0)
    assert said(store.record_hand, ann.id, 0, finished(klass, 0), T0 + timedelta(days=1)) == \
        "class: this class has ended; the hand was not kept"


def test_long_texts_are_cut_to_their_columns(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    from engine.classroom.store import Decision

    result = HandResult("{}", "s" * 600, 1, 2, 7, (Decision(1, "p" * 70, "l" * 250, "c" * 250),))
    assert store.record_hand(ann.id, 0, result, T0)
    snap = store.snapshot(klass.id)
    (h,) = snap["hands"]
    assert (len(h["summary"]), h["won"], h["score"], h["actions"]) == (500, True, 2.0, 7)
    (d,) = snap["decisions"]
    assert (len(d["point"]), len(d["label"]), len(d["choice"])) == (64, 200, 200)
    assert store.hand_record(klass.id, ann.id, 0) == "{}" and store.hand_record(klass.id, ann.id, 1) is None
    assert store.point_record(klass.id, 0, "p" * 64) == "{}" and store.point_record(klass.id, 1, "p" * 64) is None


def test_progress_is_kept_for_the_next_deal_only(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    assert store.save_progress(ann.id, 1, "r1", 3, T0) is False and store.progress(ann.id, 1) is None
    assert store.save_progress(ann.id, 0, "r0", 3, T0) is True and store.progress(ann.id, 0) == "r0"
    assert store.save_progress(ann.id, 0, "r0b", 4, T0) is True and store.progress(ann.id, 0) == "r0b"
    assert store.snapshot(klass.id)["progress"] == [{"student_id": ann.id, "deal_index": 0, "moves": 4}]
    assert said(store.save_progress, ann.id + 99, 0, "x", 1, T0) == "student: this student is no longer in the class"
    store.record_hand(ann.id, 0, finished(klass, 0), T0)
    assert store.progress(ann.id, 0) is None and store.snapshot(klass.id)["progress"] == []


def test_the_teachers_switches_and_a_class_gone(store):
    klass, key = make(store)
    assert store.live_help(klass.id + 99) is True
    store.set_live_help(key, False)
    assert store.live_help(klass.id) is False
    assert store.delete_class(None) is False and store.delete_class("x" * 40) is False
    assert store.delete_class(key) is True and store.counts()["classes"] == 0


def test_purging_at_the_hour_of_expiry_and_a_days_old_wrong_codes(store):
    klass, _ = make(store, ttl_days=1)
    make(store, ttl_days=2)
    note(store, T0, 1, client="old")
    note(store, T0 + timedelta(hours=1), 1, client="new")
    assert store.purge_expired(T0 + timedelta(days=1) - timedelta(seconds=1)) == 0
    assert store.purge_expired(T0 + timedelta(days=1)) == 1 and store.counts()["classes"] == 1
    assert store.counts()["wrong_codes"] == 2                          # exactly a day old: kept
    store.purge_expired(T0 + timedelta(days=1, seconds=1))
    assert store.counts()["wrong_codes"] == 1


def test_damaged_and_busy_are_told_apart():
    class E(Exception):
        pass
    assert damaged(E("File is not a database")) and not damaged(E("database is locked"))
    wrapped = E("x")
    wrapped.orig = E("database disk image is malformed")
    assert damaged(wrapped)
    assert busy(E("database is locked")) and busy(E("LockNotAvailable")) and busy(E("canceling: lock timeout"))
    assert not busy(E("file is not a database"))
    err = StoreUnavailable("postgresql://u:pw@h/d", "a   b\n" + "c" * 500)
    assert err.url == "postgresql://u:***@h/d" and err.reason == "a b " + "c" * 396
    assert str(err) == f"The class database at postgresql://u:***@h/d cannot be used: {err.reason}"


def test_the_pool_setting(monkeypatch):
    monkeypatch.delenv("CAMP_DB_POOL", raising=False)
    assert pool_size() == 8
    monkeypatch.setenv("CAMP_DB_POOL", " 200 ")
    assert pool_size() == 200
    monkeypatch.setenv("CAMP_DB_POOL", "1")
    assert pool_size() == 1
    for bad in ("0", "201", "x", "-3"):
        monkeypatch.setenv("CAMP_DB_POOL", bad)
        with pytest.raises(ValueError, match=f"^CAMP_DB_POOL must be a whole number of connections from 1 to 200, "
                                             f"not '{bad}'$"):
            pool_size()


def test_a_seat_token_opens_its_own_class_only(store):
    a, _ = make(store)
    b, _ = make(store)
    _, ann = store.join(a.code, "Ann", now=T0)
    assert store.resume_seat(a.code, ann.seat, now=T0)[1].id == ann.id
    assert said(store.resume_seat, b.code, ann.seat, now=T0).startswith("seat: this seat is not in the class any more")


def test_no_token_never_resumes_a_seat_let_in_again(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    store.let_in_again(key, ann.id)                     # her seat holds no token until she joins again
    for nothing in (None, ""):
        assert said(store.resume_seat, klass.code, nothing, now=T0).startswith("seat: this seat is not in the class")


def test_resuming_checks_the_code_at_its_moment_for_its_client_and_network(store):
    klass, _ = make(store, ttl_days=1)
    _, ann = store.join(klass.code, "Ann", now=T0)
    assert said(store.resume_seat, klass.code, ann.seat, now=T0 + timedelta(days=1)) == \
        "class code: this class has ended (its results have expired)"
    for _ in range(5):
        said(store.resume_seat, wrong(klass), ann.seat, now=T0)           # no client said: "anonymous"
    with pytest.raises(SlowDown):
        store.class_by_code(klass.code, now=T0)
    assert store.resume_seat(klass.code, ann.seat, client="elsewhere", now=T0)[1].id == ann.id
    note(store, T0, 40, client="x", network="net")
    with pytest.raises(SlowDown):
        store.resume_seat(klass.code, ann.seat, client="mine", now=T0, network="net")


def test_students_without_a_network_are_not_one_network(store, monkeypatch):
    klass, _ = make(store, max_students=1000)
    monkeypatch.setattr(store_module, "JOINS_PER_NETWORK_HOUR", 3)
    for i in range(5):
        store.join(klass.code, f"P{i}", client=f"c{i}", now=T0)
    store.join(klass.code, "Long", client="cl", network="n" * 100, now=T0)
    with store._session() as s:
        nets = dict(s.execute(store_module.select(store_module.StudentRow.name, store_module.StudentRow.network)).all())
    assert nets["P0"] is None and nets["Long"] == "n" * 64          # stored within its column


def test_wrong_codes_typed_to_join_count_for_the_client_or_anonymous_and_the_network(store):
    klass, _ = make(store)
    for _ in range(5):
        said(store.join, wrong(klass), "Ann", now=T0)                   # no client said: "anonymous"
    with pytest.raises(SlowDown):
        store.class_by_code(klass.code, now=T0)
    note(store, T0, 40, client="x", network="net")
    with pytest.raises(SlowDown) as slow:
        store.join(klass.code, "Ben", client="mine", network="net", now=T0)
    assert "your network" in str(slow.value)


def test_a_student_let_in_again_takes_their_class_tables_seat_with_the_new_token(store):
    from engine.classroom.class_tables import ClassTables
    from engine.classroom.tables import SharedTables

    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann")
    _, ben = store.join(klass.code, "Ben")
    shared = SharedTables(store)
    (t,) = ClassTables(shared).open_deal(key, 0)
    store.let_in_again(key, ann.id)
    assert shared.seat_of(t.id, ann.seat) is None
    _, again = store.join(klass.code, "Ann")
    assert shared.seat_of(t.id, again.seat) == 0 and shared.seat_of(t.id, ben.seat) == 1


# -- a student removed takes only what is theirs ----------------------------------------------------------------------
def test_removing_a_student_takes_their_hands_decisions_and_progress_and_nobody_elses(store):
    klass, key = make(store)
    other, _ = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    _, ben = store.join(klass.code, "Ben", now=T0)
    _, cy = store.join(other.code, "Cy", now=T0)
    for who in (ann, ben):
        assert store.record_hand(who.id, 0, finished(klass, 0), T0)
        assert store.save_progress(who.id, 1, f"{who.name}'s deal 2", 3, T0)
    assert store.record_hand(cy.id, 0, finished(other, 0), T0) and store.save_progress(cy.id, 1, "Cy's", 1, T0)
    before = store.snapshot(klass.id)
    bens_hand = next(h["id"] for h in before["hands"] if h["student_id"] == ben.id)
    others_before = store.snapshot(other.id)

    store.remove_student(key, ann.id)
    after = store.snapshot(klass.id)
    assert [s["id"] for s in after["students"]] == [ben.id]
    assert [(h["student_id"], h["deal_index"]) for h in after["hands"]] == [(ben.id, 0)]
    assert after["decisions"] == [d for d in before["decisions"] if d["hand_id"] == bens_hand] != []
    assert after["progress"] == [{"student_id": ben.id, "deal_index": 1, "moves": 3}]
    assert store.progress(ben.id, 1) == "Ben's deal 2" and store.progress(ann.id, 1) is None
    assert store.hand_record(klass.id, ben.id, 0) is not None and store.hand_record(klass.id, ann.id, 0) is None
    assert store.snapshot(other.id) == others_before                  # another class's rows untouched
    assert said(store.student, ann.id).startswith("student: this student is no longer in the class")


# -- every process on one database has the same secret -----------------------------------------------------------------
def test_the_first_process_writes_the_secrets_fingerprint_and_one_with_another_secret_refuses(tmp_path, monkeypatch):
    from sqlalchemy import select as sql_select
    from sqlalchemy.orm import Session

    from engine.classroom.models import SiteFactRow
    from engine.core import secret

    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    first = open_store(url)
    with Session(first.engine) as s:
        assert s.scalars(sql_select(SiteFactRow)).all()[0].value == store_module.secret_fingerprint()
        assert [r.name for r in s.scalars(sql_select(SiteFactRow))] == ["secret"]
    first.close()
    open_store(url).close()                                   # the same secret opens it again
    monkeypatch.setenv(secret.ENV, "another-secret-" + "x" * 40)
    secret.forget()
    try:
        assert store_module.secret_fingerprint() != first_fingerprint(url)
        with pytest.raises(StoreUnavailable) as exc:
            open_store(url)
        assert "made by site processes with another secret than this one's" in str(exc.value)
        assert str(exc.value).endswith(f"Give every site process on this database the same {secret.ENV}, or give "
                                       "this one a database of its own")
    finally:
        monkeypatch.undo()
        secret.forget()
    open_store(url).close()                                   # and the database's own secret still opens it


def first_fingerprint(url: str) -> str:
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.connect() as c:
        value = c.execute(text("SELECT value FROM site_facts WHERE name = 'secret'")).scalar_one()
    engine.dispose()
    return value


# -- expired classes go while the process runs --------------------------------------------------------------------------
def test_the_purge_runs_in_a_named_daemon_thread_until_the_store_is_closed(tmp_path):
    import threading
    import time

    s = open_store(f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}", purge_every=0.05)
    try:
        old, _ = s.create_class("euchre", {"players": 4}, [1], "rule-of-thumb", ttl_days=1,
                                now=utcnow() - timedelta(days=2))
        kept, _ = make(s)
        (purger,) = [t for t in threading.enumerate() if t.name == "class-store-purge"]
        assert purger.daemon                      # the process may end without closing the store
        deadline = time.monotonic() + 10
        while s.counts()["classes"] > 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert s.counts()["classes"] == 1 and s.snapshot(kept.id)["students"] == []
    finally:
        s.close()
    purger.join(timeout=5)
    assert not purger.is_alive()


def test_a_rename_to_a_classmates_name_is_refused_and_changes_nothing(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    store.join(klass.code, "Ben", now=T0)
    assert said(store.rename_student, key, ann.id, "ben") == "name: another student of this class is already called ben"
    assert [s["name"] for s in store.snapshot(klass.id)["students"]] == ["Ann", "Ben"]
    assert store.rename_student(key, ann.id, "Anne") == "Anne" and store.student(ann.id).name == "Anne"


GOLDEN_FINGERPRINT = "55e2102f437b7a79047e6ea269036944"   # of the secret below, first written 2026-11-28

def test_the_fingerprint_of_a_secret_is_the_same_from_release_to_release(monkeypatch):
    """A running school's database holds this fingerprint: a site that derived it otherwise after an upgrade would
    refuse to start on its own database. Written down once for a fixed secret."""
    from engine.core import secret

    monkeypatch.setenv(secret.ENV, "a-fixed-secret-for-this-test-" + "z" * 20)
    secret.forget()
    try:
        assert store_module.secret_fingerprint() == GOLDEN_FINGERPRINT
    finally:
        monkeypatch.undo()
        secret.forget()


def test_the_dashboard_lists_students_by_when_they_joined_then_by_who_came_first(store):
    klass, _ = make(store)
    _, ben = store.join(klass.code, "Ben", now=T0 + timedelta(minutes=5))    # joined first of all, but later on
    _, ann = store.join(klass.code, "Ann", now=T0)                           # the clock (a screen's own "now")
    _, cy = store.join(klass.code, "Cy", now=T0 + timedelta(minutes=5))      # the same minute as Ben: after him
    students = store.snapshot(klass.id)["students"]
    assert [(s["id"], s["name"], s["joined_at"]) for s in students] == [
        (ann.id, "Ann", ann.joined_at), (ben.id, "Ben", ben.joined_at), (cy.id, "Cy", cy.joined_at)]
    assert ben.joined_at == cy.joined_at and ben.id < cy.id


def test_a_points_record_is_a_hand_of_that_deal_that_reached_that_point(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    for deal in (0, 1):
        assert store.record_hand(ann.id, deal, finished(klass, deal), T0)
    snap = store.snapshot(klass.id)
    hand_deal = {h["id"]: h["deal_index"] for h in snap["hands"]}
    points = {deal: {d["point"] for d in snap["decisions"] if hand_deal[d["hand_id"]] == deal} for deal in (0, 1)}
    only_first = sorted(points[0] - points[1])
    assert only_first, points
    assert store.point_record(klass.id, 0, only_first[0]) == store.hand_record(klass.id, ann.id, 0)
    assert store.point_record(klass.id, 1, only_first[0]) is None               # not reached at deal 2
    assert store.point_record(klass.id, 0, "no-such-point") is None
    assert store.point_record(klass.id + 99, 0, only_first[0]) is None


# -- the engine's settings, read back without a server -------------------------------------------------------------------
def _connect_params(engine) -> dict:
    """What the engine would pass its driver to connect (SQLAlchemy's do_connect event), without connecting."""
    from sqlalchemy import event

    seen = {}

    class Stop(Exception):
        pass

    def grab(dialect, conn_rec, cargs, cparams):
        seen.update(cparams)
        raise Stop

    event.listen(engine, "do_connect", grab)
    with pytest.raises(Exception):   # noqa: B017 - Stop, as SQLAlchemy wraps it or not
        engine.connect()
    return seen


def test_an_sqlite_engine_waits_15_s_for_a_lock_and_the_migrating_one_30_s_taking_the_write_lock(tmp_path):
    from sqlalchemy.pool import NullPool

    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    plain, migrator = store_module.make_engine(url), store_module.make_engine(url, migrating=True)
    assert _connect_params(plain)["timeout"] == 15 and not isinstance(plain.pool, NullPool)
    params = _connect_params(migrator)
    assert (params["timeout"], params["isolation_level"]) == (30, None)
    assert isinstance(migrator.pool, NullPool)


def test_a_migrating_transaction_holds_the_write_lock_from_its_begin(tmp_path):
    import sqlite3

    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    open_store(url).close()
    migrator = store_module.make_engine(url, migrating=True)
    try:
        with migrator.begin():                                # nothing written yet: BEGIN IMMEDIATE has the lock
            other = sqlite3.connect(str(tmp_path / "data" / "classroom.sqlite3"), timeout=0)
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("CREATE TABLE t (x)")
            other.close()
    finally:
        migrator.dispose()


@pytest.mark.parametrize(("pool", "size", "overflow"), [("1", 1, 0), ("5", 2, 3), ("8", 4, 4), ("", 4, 4)])
# no server is reached, so this runs under the runner's SQLite-only `-k "not postgresql"`: its name must not say it
def test_a_server_engine_splits_its_pool_pings_and_waits_5_s_to_connect(monkeypatch, pool, size, overflow):
    from sqlalchemy.pool import NullPool

    monkeypatch.setenv("CAMP_DB_POOL", pool)
    url = "postgresql+psycopg://nobody@127.0.0.1:9/none"
    engine = store_module.make_engine(url)
    assert (engine.pool.size(), engine.pool._max_overflow, engine.pool._pre_ping) == (size, overflow, True)
    assert _connect_params(engine)["connect_timeout"] == 5
    migrator = store_module.make_engine(url, migrating=True)
    assert isinstance(migrator.pool, NullPool) and _connect_params(migrator)["connect_timeout"] == 5


def test_an_in_memory_database_makes_no_file_and_a_new_folder_is_made_with_its_parents(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store_module.make_engine("sqlite:///:memory:").dispose()
    assert list(tmp_path.iterdir()) == []
    deep = tmp_path / "a" / "b" / "classroom.sqlite3"
    store_module.make_engine(f"sqlite:///{deep}").dispose()
    assert deep.is_file() and deep.parent.stat().st_mode & 0o777 == 0o700       # the folder itself: owner only


def test_now_is_utc_whatever_the_machines_zone(monkeypatch):
    import time
    from datetime import UTC, datetime

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        assert abs(utcnow() - datetime.now(UTC).replace(tzinfo=None)) < timedelta(seconds=5)
        assert abs(utcnow() - datetime.now()) > timedelta(hours=3)              # local time is not UTC here
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_class_closed_to_joining_says_so_and_a_long_pool_setting_is_quoted_short(store, monkeypatch):
    klass, key = make(store)
    assert klass.joining is True
    store.set_joining(key, False)
    assert store.class_by_key(key).joining is False and store.class_by_key(key).live_help is True
    monkeypatch.setenv("CAMP_DB_POOL", "x" * 30)
    with pytest.raises(ValueError) as exc:
        pool_size()
    assert str(exc.value).endswith(f"not {'x' * 20!r}")


def test_the_teachers_live_help_switch_is_read_back_with_the_class(store):
    _, key = make(store)
    store.set_live_help(key, False)
    assert store.class_by_key(key).live_help is False
