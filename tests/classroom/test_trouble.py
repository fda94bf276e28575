"""A database in trouble is said plainly (issue 29): a locked database keeps the student waiting briefly and says
their move is kept; a damaged one is called damaged, with what the operator must do."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from engine.classroom.store import Store, StoreUnavailable, busy, damaged, open_store
from lessons.parts.classroom import trouble


def test_a_progress_write_on_a_locked_sqlite_file_gives_up_soon_and_is_said_to_be_kept(tmp_path):
    path = tmp_path / "data" / "classroom.sqlite3"
    store = open_store(f"sqlite:///{path}")
    klass, _ = store.create_class("commerce", {}, [70], "trader")
    _, ann = store.join(klass.code, "Ann")
    assert Store.PROGRESS_WAIT_MS <= 2000              # the student hears within two seconds
    other = sqlite3.connect(path, timeout=1)
    other.execute("BEGIN IMMEDIATE")                    # another process holds the write lock
    try:
        with pytest.raises(OperationalError) as held:
            store.save_progress(ann.id, 0, "{}", 1)
        assert busy(held.value) and not damaged(held.value)
        said = trouble(held.value, "Your move is kept here and will be stored with your next one.")
        assert said.startswith("The class database is busy") and "kept" in said
    finally:
        other.rollback()
        other.close()
    assert store.save_progress(ann.id, 0, "{}", 1)      # the lock gone, the next move's write goes through
    with store.engine.connect() as conn:               # and the pool's connections wait as long as ever again
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == 15000
    store.close()


def test_a_damaged_database_is_called_damaged(tmp_path, monkeypatch):
    path = tmp_path / "data" / "classroom.sqlite3"
    path.parent.mkdir(mode=0o700)
    path.write_bytes(b"this is not a database, it is a note left by a careless hand" * 100)
    with pytest.raises(StoreUnavailable) as broken:
        open_store(f"sqlite:///{path}")
    assert "not a database" in broken.value.reason

    from streamlit.testing.v1 import AppTest

    from tests.classroom.test_pages import TEACHER

    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{path}")
    at = AppTest.from_file(TEACHER, default_timeout=60).run()
    assert not at.exception
    assert "The class database is damaged" in " ".join(e.value for e in at.error)
    said = trouble(OperationalError("x", {}, Exception("database disk image is malformed")), "Kept.")
    assert said.startswith("The class database is damaged: tell your teacher")
