"""engine/classroom/config.py held by tests that would fail (issue 31: mutation score): where the class database
is, and that a URL shown in a message never shows its password."""

from __future__ import annotations

from engine.classroom import config


def test_database_url_is_the_setting_when_set_stripped(monkeypatch, tmp_path):
    monkeypatch.setenv("CAMP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("DATABASE_URL", "  postgresql+psycopg://u:pw@db.school/camp \n")
    assert config.database_url() == "postgresql+psycopg://u:pw@db.school/camp"


def test_without_the_setting_it_is_the_sqlite_file_in_the_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("CAMP_DATA_DIR", str(tmp_path))
    for blank in (None, "", "   "):
        if blank is None:
            monkeypatch.delenv("DATABASE_URL", raising=False)
        else:
            monkeypatch.setenv("DATABASE_URL", blank)
        assert config.database_url() == f"sqlite:///{tmp_path}/classroom.sqlite3"


def test_masked_hides_the_password_and_keeps_the_rest():
    shown = config.masked("postgresql+psycopg://teacher:s3cret-pw@db.school:5433/camp")
    assert shown == "postgresql+psycopg://teacher:***@db.school:5433/camp"
    assert config.masked("sqlite:////srv/data/classroom.sqlite3") == "sqlite:////srv/data/classroom.sqlite3"


def test_a_url_that_does_not_parse_shows_its_scheme_only():
    assert config.masked("postgresql://u:s3cret@h:notaport/d") == "postgresql:…"   # the port does not parse
    assert config.masked("not a url at all: pw") == "not a url at all:…"
