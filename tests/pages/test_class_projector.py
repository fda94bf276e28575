"""The class's projector view in Streamlit's AppTest (issue 29): the join code, its QR code, the join address and
the room's anonymous progress, and nothing else: no student's name or number, no teacher's key, no deleting, no
replay, no CSV; reached from the dashboard by one button and left by one; refused to any session that does not
hold the class's key. (The store's own tests run on SQLite and PostgreSQL: tests/classroom.)"""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.classroom.store import open_store
from tests.classroom.helpers import finished

TEACHER = str(Path(__file__).resolve().parents[2] / "lessons" / "site" / "class_teacher.py")
NAMES = ("Zelda Quill", "<b>Bob</b>", "Bob")


@pytest.fixture
def room(tmp_path, monkeypatch):
    """A class of three deals, three students (one with markup in her name); two finished the first deal."""
    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    monkeypatch.setenv("DATABASE_URL", url)
    store = open_store(url)
    klass, key = store.create_class("chuck-a-luck", {}, [5, 6, 7], "high-low")
    seated = [store.join(klass.code, name)[1] for name in ("Zelda Quill", "<b>Bob</b>", "Carl")]
    for style, s in enumerate(seated[:2]):
        store.record_hand(s.id, 0, finished(klass, 0, style))
    yield store, klass, key
    store.close()


def everything(at) -> str:
    """Every element the page sent to the browser, as its message (markup, charts' JSON, labels, help), entities
    decoded."""
    out = []

    def walk(node) -> None:
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(str(proto))
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return html.unescape("\n".join(out))


def dashboard(key: str) -> AppTest:
    at = AppTest.from_file(TEACHER, default_timeout=60)
    at.query_params["key"] = key
    return at.run()


def test_the_projector_view_shows_the_code_and_the_room_and_nothing_else(room):
    store, klass, key = room
    at = dashboard(key)
    assert not at.exception
    assert at.metric[0].value == "3"                                   # the dashboard, as before
    at.button(key="class:projector").click().run()
    assert not at.exception
    assert at.query_params["view"] in ("projector", ["projector"]) and "key" not in at.query_params   # no key in the address
    page = everything(at)
    assert klass.shown_code in page and "<svg" in page and f"class-join?code={klass.code}" in page
    tally = " ".join(h.proto.body for h in at.get("html") if "cp-proj-tally" in h.proto.body)
    figures = [(n.split("<")[0], label) for n, label in
               zip(tally.split('class="cp-proj-n">')[1:], tally.split('class="cp-proj-label">')[1:], strict=True)]
    assert [(n, label.split("<")[0]) for n, label in figures] == [
        ("3", "joined"), ("2", "finished deal 1"), ("0", "finished deal 2"), ("0", "finished deal 3"),
        ("0", "finished every deal")]
    assert len(at.get("plotly_chart")) == 1                            # the deal some finished, as the dashboard draws it
    assert "Deal 1: 2 played" in page
    for name in (*NAMES, "Zelda", "Carl", "Quill"):
        assert name not in page, name
    assert "Student 1" not in page and not at.dataframe               # not even numbered: no list of students
    assert key not in page and "key=" not in page
    for absent in ("Delete", "CSV", "download", "Replay", "Laid open", "private link", "Teacher's corner",
                   "Let in again", "How the room chose"):
        assert absent.lower() not in page.lower(), absent
    assert not at.get("download_button") and not at.toggle and not at.selectbox and not at.checkbox
    assert [b.label for b in at.button] == ["Back to the dashboard"]  # the one way out
    assert not at.title                                                # the room's screen is the code's
    # the one way back: the dashboard again, in the same session
    at.button(key="class:projector-back").click().run()
    assert not at.exception and "view" not in at.query_params
    assert at.metric[0].value == "3" and at.get("download_button")
    assert [b for b in at.button if b.key == "class:projector"]


@pytest.mark.parametrize("key", [None, "not-the-key-of-anything-at-all"])
def test_a_session_without_the_class_key_is_refused(room, key):
    _, klass, _ = room
    at = AppTest.from_file(TEACHER, default_timeout=60)
    at.query_params["view"] = "projector"
    if key:
        at.query_params["key"] = key
    at.run()
    assert not at.exception
    assert [e for e in at.error if "projector view opens only from the teacher's dashboard" in e.value]
    assert [t.value for t in at.title] == ["Class session"]
    page = everything(at)
    assert klass.shown_code not in page and "<svg" not in page and "cp-proj" not in page
    assert "view" not in at.query_params
    assert at.button(key="class:open")                                  # the page offers what anyone may: a new class
