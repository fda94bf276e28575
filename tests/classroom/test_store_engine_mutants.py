"""engine/classroom/store.py held by tests that would fail (issue 31), on SQLite: whose rows a look-up reads (a
classmate's or another class's never answers), the words a store that cannot open says, the short lock wait of a
progress write read back from the live connection, and a migration holding the write lock from its start."""

from __future__ import annotations

import sqlite3
from datetime import timedelta

import pytest

from engine.classroom import store as store_module
from engine.classroom.store import StoreUnavailable, open_store, utcnow
from tests.classroom.helpers import finished

T0 = (utcnow() + timedelta(hours=1)).replace(microsecond=0)   # ahead of now: nothing made here has expired


@pytest.fixture
def store(tmp_path):
    s = open_store(f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}")
    yield s
    s.close()


def make(store):
    return store.create_class("euchre", {"players": 4}, [11, 12], "rule-of-thumb", now=T0)


def test_a_look_up_reads_its_own_class_and_student_only(store):
    a, _ = make(store)
    b, _ = make(store)
    _, ann = store.join(a.code, "Ann", now=T0)
    _, ben = store.join(a.code, "Ben", now=T0 + timedelta(minutes=1))
    _, ann_b = store.join(b.code, "Ann", now=T0)
    assert (ann.class_id, ann.joined_at, ann_b.class_id) == (a.id, T0, b.id)
    assert (store.student(ben.id).class_id, store.student(ben.id).joined_at) == (a.id, T0 + timedelta(minutes=1))
    assert store.student_named(b.id, "Ann").id == ann_b.id and store.student_named(a.id, "ann").id == ann.id
    assert store.record_hand(ann.id, 0, finished(a, 0), T0)
    assert store.hand_record(a.id, ann.id, 0) is not None
    assert store.hand_record(a.id, ben.id, 0) is None                 # a classmate's hand is not Ben's
    assert store.hand_record(b.id, ann.id, 0) is None                 # nor is it another class's
    assert store.save_progress(ben.id, 0, "Ben's deal 1", 2, T0)
    assert store.progress(ben.id, 0) == "Ben's deal 1" and store.progress(ben.id, 1) is None


def test_live_help_is_read_back_on_and_a_class_gone_has_it_on(store):
    klass, key = make(store)
    assert store.live_help(klass.id) is True
    store.set_live_help(key, False)
    assert store.live_help(klass.id) is False
    store.set_live_help(key, True)                                    # and on again
    assert store.live_help(klass.id) is True and store.class_by_key(key).live_help is True
    assert store.live_help(klass.id + 99) is True


def test_a_network_called_None_is_not_every_student_without_one(store):
    klass, _ = make(store)
    with store._session.begin() as s:
        for _ in range(40):
            store.note_wrong_code(s, "x", "None", T0)
    assert store.class_by_code(klass.code, "y", T0).id == klass.id      # no network said: no network's count


def test_a_progress_write_waits_a_short_while_for_a_lock_and_the_pool_gets_back_the_long_wait(store):
    with store._session.begin() as s:
        store._short_wait(s)
        assert s.execute(store_module.text("PRAGMA busy_timeout")).scalar_one() == store.PROGRESS_WAIT_MS == 1500
    with store._session() as s:
        assert s.execute(store_module.text("PRAGMA busy_timeout")).scalar_one() == 15000


def test_a_database_that_cannot_be_opened_is_named_with_the_drivers_own_words(tmp_path):
    folder = tmp_path / "data"
    (folder / "classroom.sqlite3").mkdir(parents=True)               # a folder where the file should be
    url = f"sqlite:///{folder / 'classroom.sqlite3'}"
    with pytest.raises(StoreUnavailable) as exc:
        open_store(url)
    assert str(exc.value) == f"The class database at {url} cannot be used: OperationalError: unable to open " \
                             "database file"


def test_a_process_with_another_secret_is_refused_naming_its_database(tmp_path, monkeypatch):
    from engine.core import secret

    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    open_store(url).close()
    monkeypatch.setenv(secret.ENV, "yet-another-secret-" + "y" * 40)
    secret.forget()
    try:
        with pytest.raises(StoreUnavailable) as exc:
            open_store(url)
        assert exc.value.url == url and str(exc.value).startswith(f"The class database at {url} cannot be used: its")
    finally:
        monkeypatch.undo()
        secret.forget()


def test_a_migration_holds_the_write_lock_from_its_start(tmp_path, monkeypatch):
    """Two processes starting at once migrate one after the other: while one migrates, another cannot write."""
    from alembic import command

    path = tmp_path / "data" / "classroom.sqlite3"
    s = open_store(f"sqlite:///{path}")
    seen = []

    def probe(cfg, revision):
        other = sqlite3.connect(str(path), timeout=0)
        try:
            other.execute("CREATE TABLE probe (x)")
            seen.append("written")
        except sqlite3.OperationalError as exc:
            seen.append(str(exc))
        finally:
            other.close()

    monkeypatch.setattr(command, "upgrade", probe)
    try:
        store_module.upgrade(s.engine)
    finally:
        s.close()
    assert seen == ["database is locked"]


def test_a_deal_finished_on_two_screens_at_once_is_kept_once_and_the_second_told_so(store):
    """The second screen's hand meets the first's in the database (their counts both said 'next'): False, kept once."""
    from sqlalchemy import event

    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann", now=T0)
    first, other = finished(klass, 0), []

    def the_other_screen(session, _context, _instances):
        if not other:
            other.append(None)                                        # once: its own flush comes here too
            other[0] = store.record_hand(ann.id, 0, first, T0)

    event.listen(store._session, "before_flush", the_other_screen)
    try:
        assert store.record_hand(ann.id, 0, first, T0) is False
    finally:
        event.remove(store._session, "before_flush", the_other_screen)
    assert other == [True] and store.student(ann.id).done == 1 and len(store.snapshot(klass.id)["hands"]) == 1


def test_a_progress_write_waits_at_most_a_second_and_a_half_for_a_lock_on_either_database(db_url):
    """SQLite's busy_timeout, PostgreSQL's lock_timeout (for its transaction alone), read back from the connection."""
    s = open_store(db_url)
    try:
        with s._session.begin() as session:
            s._short_wait(session)
            if s.backend == "sqlite":
                assert session.execute(store_module.text("PRAGMA busy_timeout")).scalar_one() == 1500
            else:
                assert session.execute(store_module.text("SHOW lock_timeout")).scalar_one() == "1500ms"
        if s.backend == "postgresql":
            with s._session.begin() as session:                       # SET LOCAL: the next transaction waits as ever
                assert session.execute(store_module.text("SHOW lock_timeout")).scalar_one() == "0"
    finally:
        s.close()
