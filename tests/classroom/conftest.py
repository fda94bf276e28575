"""Storage tests run against SQLite AND a real PostgreSQL server (never a mock database).

``TEST_DATABASE_URL`` names the PostgreSQL server (``make test`` starts one with ``tests/classroom/pgserver.py``);
without it a throwaway server is started here when PostgreSQL is installed. When it is not installed the
PostgreSQL cases are skipped, except under ``CLASSROOM_REQUIRE_POSTGRES=1`` (set by ``make test``), where they fail.
Each test gets a database of its own.
"""

from __future__ import annotations

import itertools
import os

import pytest
from sqlalchemy.engine import make_url

from tests.classroom import pgserver

_n = itertools.count()


@pytest.fixture(scope="session")
def pg_server_url():
    url = os.environ.get("TEST_DATABASE_URL")
    if url:
        yield url
        return
    if pgserver.pg_bin() is None:
        if os.environ.get("CLASSROOM_REQUIRE_POSTGRES"):
            pytest.fail("PostgreSQL is not installed: run `make postgres` (Debian's package) or set TEST_DATABASE_URL")
        pytest.skip("PostgreSQL is not installed (make test installs it)")
    server = pgserver.Server()
    try:
        yield server.start()
    finally:
        server.stop()


def fresh_pg_database(server_url: str) -> str:
    import psycopg

    u = make_url(server_url)
    name = f"camp_t{os.getpid()}_{next(_n)}"
    with psycopg.connect(host=u.host, port=u.port, user=u.username, password=u.password or None,
                         dbname=u.database, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return u.set(database=name).render_as_string(hide_password=False)


def drop_pg_database(url: str) -> None:
    import psycopg

    u = make_url(url)
    with psycopg.connect(host=u.host, port=u.port, user=u.username, password=u.password or None,
                         dbname="postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{u.database}" WITH (FORCE)')


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A fresh, empty database URL: an SQLite file in a new data folder, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
        return
    url = fresh_pg_database(request.getfixturevalue("pg_server_url"))
    try:
        yield url
    finally:
        drop_pg_database(url)


@pytest.fixture
def store(db_url):
    from engine.classroom.store import open_store

    s = open_store(db_url)
    yield s
    s.close()
