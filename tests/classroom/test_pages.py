"""The class pages in Streamlit's AppTest (SQLite and PostgreSQL): open a class, join it, play a deal to the
end, the dashboard shows it, bad input gets a message and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.classroom.store import open_store
from tests.classroom.helpers import finished

ROOT = Path(__file__).resolve().parents[2]
TEACHER = str(ROOT / "lessons" / "site" / "class_teacher.py")
JOIN = str(ROOT / "lessons" / "site" / "class_join.py")


@pytest.fixture
def site_db(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    return db_url


def run(path, **params) -> AppTest:
    at = AppTest.from_file(path, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    return at.run()


def texts(at) -> str:
    return " ".join(str(e.value) for e in (*at.markdown, *at.error, *at.warning, *at.success, *at.info, *at.caption))


def test_open_a_class_and_see_its_dashboard(site_db):
    at = run(TEACHER)
    assert not at.exception
    at.selectbox(key="class:game").set_value("euchre").run()
    at.slider(key="class:deals").set_value(2).run()
    at.button(key="class:open").click().run()
    assert not at.exception
    key = at.query_params["key"]
    key = key[0] if isinstance(key, list) else key
    store = open_store(site_db)
    klass = store.class_by_key(key)
    assert klass.deals == 2 and klass.game == "euchre"
    page = texts(at)
    assert klass.shown_code in page and "<svg" in page          # the code in large type and the QR code
    assert "Nobody has joined yet" in page
    # a student joins and finishes a deal: the dashboard shows them and the deal's chart
    _, s = store.join(klass.code, "<b>Ann</b>")
    store.record_hand(s.id, 0, finished(klass, 0))
    at = run(TEACHER, key=key)
    assert not at.exception
    assert at.metric[0].value == "1" and at.metric[2].value == "1"
    assert len(at.get("plotly_chart")) == 1
    assert at.dataframe[0].value["Student"].tolist() == ["<b>Ann</b>"]    # as text, never as markup
    assert "<b>Ann</b>" not in " ".join(m.value for m in at.markdown)


def test_a_wrong_teacher_key_opens_nothing(site_db):
    at = run(TEACHER, key="not-the-key-of-anything-at-all")
    assert not at.exception
    assert "does not open a class" in texts(at)


def test_join_play_a_deal_and_resume(site_db):
    store = open_store(site_db)
    klass, _ = store.create_class("chuck-a-luck", {}, [5, 6], "high-low")
    at = run(JOIN, code=klass.code)
    assert at.text_input(key="class-join:code").value == klass.code
    at.text_input(key="class-join:name").input("x" * 40)
    at.button[0].click().run()     # the form's submit
    assert not at.exception
    at.text_input(key="class-join:name").input("Ann")
    at.button[0].click().run()
    assert not at.exception
    assert "deal 1 of 2" in texts(at)
    assert [b for b in at.button if b.label == "Play deal 1 at the table"]   # at the game's own table
    _, ann = store.join(klass.code, "ann")
    assert ann.resumed
    store.record_hand(ann.id, 0, finished(klass, 0))
    # a fresh browser session with the same code and name carries on
    again = run(JOIN, code=klass.code)
    again.text_input(key="class-join:name").input("ANN")
    again.button[0].click().run()
    assert "Welcome back" in texts(again)
    assert [b for b in again.button if b.label == "Play deal 2 at the table"]


def test_join_refuses_bad_codes_with_a_message(site_db):
    at = run(JOIN)
    at.text_input(key="class-join:code").input("ZZZZ-ZZZZ")
    at.text_input(key="class-join:name").input("Eve")
    at.button[0].click().run()
    assert not at.exception
    assert "no class has the code" in texts(at).lower()


def test_an_unreachable_database_is_said_plainly(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://teacher:s3cret@127.0.0.1:1/camp")
    for path in (TEACHER, JOIN):
        at = run(path)
        assert not at.exception
        msg = " ".join(e.value for e in at.error)
        assert "cannot be used" in msg and "127.0.0.1:1/camp" in msg and "s3cret" not in msg


def html_of(at) -> str:
    return " ".join(e.proto.body for e in at.get("html"))


def test_the_dashboard_puts_the_site_estimate_beside_the_room_choices(site_db):
    from engine.classroom import estimates

    store = open_store(site_db)
    klass, key = store.create_class("euchre", {"players": 4}, [51, 52], "rule-of-thumb")
    for name in ("Ann", "Bob", "<i>Cy</i>"):
        _, s = store.join(klass.code, name)
        store.record_hand(s.id, 0, finished(klass, 0, style=1))
    estimates.forget()
    at = run(TEACHER, key=key)
    assert not at.exception
    body = html_of(at)
    assert "How the room chose" in texts(at)
    assert "3 students with the same information" in body
    for _ in range(10):                      # a few new estimates per refresh: all there after a few refreshes
        if "being worked out" not in body:
            break
        at = run(TEACHER, key=key)
        body = html_of(at)
    assert "being worked out" not in body
    assert "makes" in body and "points" in body and "simulated over 200 deals" in body   # Euchre's bids
    assert "<i>Cy</i>" not in body

    dice, dice_key = store.create_class("pie-eyed-dice", {}, [53], "thrower")
    for name in ("Ann", "Bob"):
        _, s = store.join(dice.code, name)
        store.record_hand(s.id, 0, finished(dice, 0))
    at = run(TEACHER, key=dice_key)
    for _ in range(5):
        if "being worked out" not in html_of(at):
            break
        at = run(TEACHER, key=dice_key)
    assert "No estimate: the site has no estimate for this decision" in html_of(at)
