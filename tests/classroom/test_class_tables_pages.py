"""A class's deal at shared tables in Streamlit's AppTest (SQLite and PostgreSQL): the dashboard's part opens the
deal at tables of N and shows each table's seats, moves and turn without names; the projector shows them by seat
number; a student's class page is told their table and seat, a late student takes a seat, and the game's page seats
them by their class token."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.classroom.class_tables import ClassTables
from engine.classroom.store import open_store
from engine.classroom.tables import SharedTables
from engine.core.variant import variant_to_dict
from engine.games import get_game

ROOT = Path(__file__).resolve().parents[2]
TEACHER = str(ROOT / "lessons" / "site" / "class_teacher.py")
JOIN = str(ROOT / "lessons" / "site" / "class_join.py")
EUCHRE = str(ROOT / "lessons" / "euchre.py")


@pytest.fixture
def store(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    s = open_store(db_url)
    yield s
    s.close()


def _class(store, *names):
    klass, key = store.create_class("euchre", variant_to_dict(get_game("euchre").variant_for("modern-24")), [7, 8],
                                    "rule-of-thumb")
    return klass, key, {n: store.join(klass.code, n)[1] for n in names}


def named(text: str) -> bool:
    """Whether a student's name is in the text (as a word: "Every" is not Eve)."""
    return re.search(r"\b(Ann|Ben|Cal|Dot|Eve)\b", text) is not None


def texts(at) -> str:
    return " ".join(str(e.value) for e in (*at.markdown, *at.error, *at.warning, *at.success, *at.info, *at.caption))


def test_the_dashboard_opens_the_deal_at_tables_and_shows_each_table_without_names(store):
    klass, key, _ = _class(store, "Ann", "Ben", "Cal", "Dot", "Eve")
    at = AppTest.from_file(TEACHER, default_timeout=60)
    at.query_params["key"] = key
    at.run()
    assert not at.exception
    assert "5 students at 2 tables of 4 (3, 2 students); computer players in the 3 empty seats." in texts(at)
    at.radio(key="class:t-order").set_value("chosen").run()
    at.multiselect(key="class:t-first").set_value([store.student_named(klass.id, "Eve").id]).run()
    at.button(key="class:t-open").click().run()
    assert not at.exception
    assert "Deal 1 is open at 2 tables for 5 students" in texts(at)
    shown = at.dataframe[1].value   # the students, then the tables
    assert shown["Table"].tolist() == ["Deal 1, table 1", "Deal 1, table 2"]
    assert shown["Seats"].tolist() == ["1 Student 5 · 2 Student 1 · 3 Student 2 · 4 computer",
                                       "1 Student 3 · 2 Student 4 · 3 computer · 4 computer"]
    assert shown["Moves"].tolist() == [0, 0] and set(shown["Now"]) == {"playing"}
    assert shown["Tally"].tolist() == ["points 1 & 3: 0 · 2 & 4: 0"] * 2
    assert not named(" ".join(shown["Seats"]) + texts(at))
    # opened: the button is off, and says why; nobody is seated twice
    assert at.button(key="class:t-open").disabled and "Every student who has joined has a seat" in texts(at)
    assert SharedTables(store).count() == 2
    # the teacher hands a student's seat to a computer player (they left)
    at.button(key="class:t-hand").click().run()
    assert "a computer player keeps the seat" in texts(at)
    assert "Student 5 (away: a computer plays)" in at.dataframe[1].value["Seats"][0]
    # the projector: each table by seat number, never a name
    at.button(key="class:projector").click().run()
    assert not at.exception
    page = " ".join(str(h.proto.body) for h in at.get("html"))
    assert "Deal 1, table 2</b> · 0 moves" in page and "points 1 &amp; 3: 0" in page
    assert not named(page) and "Student" not in page


def test_a_student_is_told_their_table_and_a_late_one_takes_a_seat(store):
    klass, key, _ = _class(store, "Ann")
    at = AppTest.from_file(JOIN, default_timeout=60).run()
    at.text_input(key="class-join:code").input(klass.code)
    at.text_input(key="class-join:name").input("Ben")
    at.button[0].click().run()
    assert not at.exception and "Your table" not in texts(at)
    ct = ClassTables(SharedTables(store))
    ct.open_deal(key, 0)
    at.run()
    assert "**Your table:** Euchre, deal 1, seat 2 — playing, 0 moves made" in texts(at)
    assert at.button(key="class-join:go-table")
    # Cal joins after the tables were opened: told so, and takes a computer player's seat
    late = AppTest.from_file(JOIN, default_timeout=60).run()
    late.text_input(key="class-join:code").input(klass.code)
    late.text_input(key="class-join:name").input("Cal")
    late.button[0].click().run()
    assert "playing deal 1 together at shared tables" in texts(late)
    late.button(key="class-join:take-seat").click().run()
    assert not late.exception
    assert "**Your table:** Euchre, deal 1, seat 3" in texts(late)
    # at the game's page, Ben's class token (his browser's, never a typed name) is his seat there
    token = at.session_state["class-join:seat"]
    (t,) = ct.of_class(klass.id)
    game = AppTest.from_file(EUCHRE, default_timeout=60)
    game.query_params["_table"], game.query_params["_tseat"] = t.table.code, token
    game.run()
    assert not game.exception
    lobby = " ".join(str(h.proto.body) for h in game.get("html")) + texts(game)
    assert "<b>you</b>" in lobby and "Ann" in lobby and "Cal" in lobby and "Start the game" not in lobby
