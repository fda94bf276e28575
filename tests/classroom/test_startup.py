"""Several site processes on one database agree, on SQLite and PostgreSQL (issue 29): they start together, a start
killed half-way is recovered, a process with another secret refuses to start, and the files are private."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import inspect, text

from engine.classroom.models import Base
from engine.classroom.store import MIGRATIONS, StoreUnavailable, open_store, pool_size, utcnow

ROOT = Path(__file__).resolve().parents[2]
START = "import sys; from engine.classroom.store import open_store; open_store(sys.argv[1]).close(); print('up')"
# Dies (as a killed process would, no clean-up) after the schema's third CREATE TABLE.
DIE_HALF_WAY = """
import os, sys
from sqlalchemy import event
from sqlalchemy.engine import Engine
made = []
@event.listens_for(Engine, "after_cursor_execute")
def die(conn, cursor, statement, *args):
    if statement.lstrip().upper().startswith("CREATE TABLE"):
        made.append(statement)
        if len(made) == 3:
            os._exit(9)
from engine.classroom.store import open_store
open_store(sys.argv[1])
"""


def _python(code: str, url: str, **env) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code, url], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env={**os.environ, **env})


# the newest migration: every process must reach it
HEAD = max(p.name[:4] for p in (MIGRATIONS / "versions").glob("0*.py"))


def _complete(url: str) -> None:
    s = open_store(url, migrate=False)
    try:
        tables = set(inspect(s.engine).get_table_names())
        assert set(Base.metadata.tables) <= tables
        with s.engine.connect() as conn:
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all() == [HEAD]
    finally:
        s.close()


def test_six_processes_starting_at_once_on_a_fresh_database_all_come_up(db_url):
    procs = [_python(START, db_url) for _ in range(6)]
    results = [p.communicate(timeout=120) for p in procs]
    failed = [err[-600:] for p, (_, err) in zip(procs, results, strict=True) if p.returncode != 0]
    assert not failed, failed
    assert all(out.strip() == "up" for out, _ in results)
    _complete(db_url)


def test_a_start_killed_while_it_made_the_schema_is_recovered_at_the_next(db_url):
    p = _python(DIE_HALF_WAY, db_url)
    p.communicate(timeout=120)
    assert p.returncode == 9     # it did die half-way through the tables
    open_store(db_url).close()   # the next start makes the whole schema
    _complete(db_url)


def test_a_process_with_another_secret_refuses_to_start(db_url):
    open_store(db_url).close()
    p = _python(START, db_url, CAMP_SECRET="another-secret-" + "x" * 40)
    _, err = p.communicate(timeout=120)
    assert p.returncode != 0 and "another secret" in err and "CAMP_SECRET" in err
    open_store(db_url).close()   # the processes with the database's own secret still start


@pytest.mark.parametrize("existing", [False, True])
def test_the_sqlite_file_and_its_folder_are_private(tmp_path, existing):
    folder = tmp_path / "data"
    if existing:
        folder.mkdir(mode=0o755)
    s = open_store(f"sqlite:///{folder / 'classroom.sqlite3'}")
    s.create_class("euchre", {"players": 4}, [1], "rule-of-thumb")
    s.close()
    for f in folder.iterdir():
        assert f.stat().st_mode & 0o077 == 0, f"{f.name} is readable by others"
    if not existing:
        assert folder.stat().st_mode & 0o077 == 0


def test_the_pool_is_an_option_with_a_sane_default(monkeypatch):
    monkeypatch.delenv("CAMP_DB_POOL", raising=False)
    assert pool_size() == 8
    monkeypatch.setenv("CAMP_DB_POOL", "20")
    assert pool_size() == 20
    monkeypatch.setenv("CAMP_DB_POOL", "lots")
    with pytest.raises(ValueError, match="CAMP_DB_POOL must be a whole number"):
        pool_size()


def test_expired_classes_are_deleted_while_the_process_runs(db_url):
    s = open_store(db_url, purge_every=0.2)
    try:
        old, _ = s.create_class("euchre", {"players": 4}, [1], "rule-of-thumb", ttl_days=1,
                                now=utcnow() - timedelta(days=2))
        kept, _ = s.create_class("euchre", {"players": 4}, [1], "rule-of-thumb")
        deadline = time.monotonic() + 20
        while s.counts()["classes"] > 1 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert s.counts()["classes"] == 1
        with pytest.raises(Exception, match="no class|ended"):
            s.class_by_code(old.code, client="t")
        assert s.class_by_code(kept.code, client="t").id == kept.id
    finally:
        s.close()


def test_an_unreachable_database_is_still_named(tmp_path):
    with pytest.raises(StoreUnavailable, match="cannot be used"):
        open_store("postgresql+psycopg://nobody@127.0.0.1:9/none")
