"""Where the class database lives.

``DATABASE_URL`` (any SQLAlchemy URL, e.g. ``postgresql+psycopg://user:pw@db.school/camp``) when it is set,
so several site processes behind a proxy share one PostgreSQL; otherwise an SQLite file in the site's data
folder (``CAMP_DATA_DIR``, by default ``data/`` beside the code), created on first use: ``make run`` needs
nothing more.
"""

from __future__ import annotations

import os

from engine.core.secret import ROOT, data_dir  # noqa: F401 - the data folder is the site's, shared with its secret

SQLITE_NAME = "classroom.sqlite3"


def database_url() -> str:
    url = (os.environ.get("DATABASE_URL") or "").strip()
    if url:
        return url
    return f"sqlite:///{data_dir() / SQLITE_NAME}"


def masked(url: str) -> str:
    """The URL with its password hidden, for messages and logs."""
    try:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # noqa: BLE001 - a URL that does not even parse: show its scheme only
        return url.split(":", 1)[0] + ":…"
