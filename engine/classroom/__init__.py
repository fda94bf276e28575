"""A class session: one set of deals for a whole room, every student's hands kept in a real database.

Pure Python (never imports streamlit), so the pages, the tests and the load benchmark share it:

- ``config``: where the database is (``DATABASE_URL``, else SQLite in the site's data folder);
- ``codes``: join codes, teacher keys, display names (what comes from outside is checked here);
- ``models``: the tables (SQLAlchemy 2), created and migrated by Alembic (``migrations/``);
- ``store``: the one object the site talks to: create a class, join, record a finished hand, expire, delete;
- ``play``: a student's table built from the class's deal, and what a finished hand says (outcome, decisions);
- ``results``: what the dashboard shows, and the CSV export;
- ``tables``: shared tables, several people at one game from their own screens (Play together);
- ``class_tables``: a class's deal at shared tables of N, the students seated by the teacher, and each table's progress.
"""

from engine.classroom.codes import format_code, new_code, normalise_code, valid_name
from engine.classroom.store import ClassInfo, Store, StoreUnavailable, StudentInfo, open_store

__all__ = ["ClassInfo", "Store", "StoreUnavailable", "StudentInfo", "format_code", "new_code", "normalise_code",
           "open_store", "valid_name"]
