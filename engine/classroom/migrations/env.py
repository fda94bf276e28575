"""Alembic's environment for the class database. The store runs it (``store.upgrade``) with an open
connection in ``config.attributes["connection"]``; several site processes starting at once over one
PostgreSQL take an advisory lock, so only one migrates."""

from __future__ import annotations

from alembic import context
from sqlalchemy import text

from engine.classroom.models import Base

LOCK_ID = 7_150_015  # any constant: the advisory lock the site's processes agree on


def run() -> None:
    connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True,
                      compare_type=True)
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": LOCK_ID})
        context.run_migrations()


run()
