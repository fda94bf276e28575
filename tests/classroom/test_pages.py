"""The class pages in Streamlit's AppTest (SQLite and PostgreSQL): open a class, join it, play a deal to the
end, the dashboard shows it, bad input gets a message and changes nothing."""

from __future__ import annotations

import re
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
    assert "key" not in at.query_params                          # never in the address bar
    key = at.session_state["class:key"]
    store = open_store(site_db)
    klass = store.class_by_key(key)
    assert klass.deals == 2 and klass.game == "euchre"
    # first, before the room sees the screen, the private link, once, on a step of its own
    assert key in " ".join(c.value for c in at.code) and "Keep your private link now" in texts(at)
    assert klass.shown_code in texts(at) and "<svg" not in texts(at)
    at.button(key="class:kept").click().run()
    assert not at.exception
    page = texts(at)
    assert klass.shown_code in page and "<svg" in page          # the code in large type and the QR code
    assert "Nobody has joined yet" in page
    assert key not in page + " ".join(c.value for c in at.code if c.value)   # the link only on request (closed)
    # a student joins and finishes a deal: the dashboard shows them and the deal's chart
    _, s = store.join(klass.code, "<b>Ann</b>")
    store.record_hand(s.id, 0, finished(klass, 0))
    at = run(TEACHER, key=key)
    assert not at.exception
    assert "key" not in at.query_params                          # the private link traded for the session at once
    assert at.metric[0].value == "1" and at.metric[2].value == "1"
    assert len(at.get("plotly_chart")) == 1
    assert at.dataframe[0].value["Student"].tolist() == ["Student 1"]     # names private on the projector
    at.toggle(key="class:names").set_value(True).run()
    assert at.dataframe[0].value["Student"].tolist() == ["<b>Ann</b>"]    # as text, never as markup
    assert "<b>Ann</b>" not in " ".join(m.value for m in at.markdown)
    assert key not in " ".join(c.value for c in at.code)
    at.toggle(key="class:show-link").set_value(True).run()        # the link again, only when asked
    assert key in " ".join(c.value for c in at.code)


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
    seat = at.query_params["seat"]
    seat = seat[0] if isinstance(seat, list) else seat
    ann = store.student_named(klass.id, "ann")
    store.record_hand(ann.id, 0, finished(klass, 0))
    # a fresh browser session with the address this browser was given (its seat) carries on
    again = run(JOIN, code=klass.code, seat=seat)
    assert "Welcome back" in texts(again)
    assert [b for b in again.button if b.label == "Play deal 2 at the table"]
    # another browser typing her name is refused, and takes nothing (issue 29)
    other = run(JOIN, code=klass.code)
    other.text_input(key="class-join:name").input("ANN")
    other.button[0].click().run()
    assert "already plays as" in texts(other) and "Play deal" not in " ".join(b.label for b in other.button)


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


def join_as(code: str, name: str) -> AppTest:
    """Join as ``name``, set as a crafted request would (past the box's 30-character limit in the browser)."""
    at = run(JOIN, code=code)
    at.session_state["class-join:name"] = name
    at.button[0].click().run()
    assert not at.exception
    return at


def test_bad_names_and_full_or_ended_classes_get_a_message_and_change_nothing(site_db):
    from datetime import timedelta

    from engine.classroom.store import utcnow

    store = open_store(site_db)
    klass, _ = store.create_class("euchre", {"players": 4}, [61], "rule-of-thumb", max_students=2)
    at = join_as(klass.code, "x" * 10_000)
    assert "at most 30 characters (this one has 10,000)" in texts(at)
    assert store.counts()["students"] == 0
    markup = "<img src=x onerror=alert(1)>![i](http://e.test/t.png)"[:30]
    at = join_as(klass.code, markup)
    shown = " ".join(m.value for m in at.markdown)
    assert "deal 1 of 1" in texts(at)
    # the name is text, never markup or an image: every markup character of it reaches Markdown escaped
    assert "\\<img" in shown and not re.search(r"(?<!\\)<img", shown) and not re.search(r"(?<!\\)!\[", shown)
    join_as(klass.code, "Bob")
    at = join_as(klass.code, "Cy")                            # a third student: the class holds two
    assert "This class is full: it holds 2 students" in texts(at)
    assert store.counts()["students"] == 2
    ended, _ = store.create_class("euchre", {"players": 4}, [62], "rule-of-thumb", now=utcnow() - timedelta(days=31))
    at = join_as(ended.code, "Dee")
    assert "This class has ended" in texts(at)
    assert store.counts()["students"] == 2


COMMERCE = str(ROOT / "lessons" / "commerce.py")


def half_played(store, seed: int):
    """A Commerce class of one deal and Ann in it, one trade into the deal, its progress kept by the store."""
    from engine.classroom.play import class_table

    klass, _ = store.create_class("commerce", {}, [seed], "trader")
    _, ann = store.join(klass.code, "Ann")
    t = class_table(klass, 0)
    t.run_bots()
    t.act(next(a for a in map(str, t.legal()) if a.startswith("trade")))
    store.save_progress(ann.id, 0, t.record.to_json(), len(t.record.actions))
    return klass, ann, t


def test_a_reload_of_the_game_page_resumes_the_class_hand(site_db):
    """The game page's address names the class and the student: a new session is seated at the kept move."""
    store = open_store(site_db)
    klass, ann, t = half_played(store, 63)
    at = run(COMMERCE, _class=klass.code, _seat=ann.seat, rules="new-game", seed="63")
    assert not at.exception
    assert at.session_state["commerce:table"].record.actions == t.record.actions
    assert any("Welcome back" in str(x.value) for x in at.toast)
    # a wrong code in the address: a message, the ordinary table, nothing stored
    at = run(COMMERCE, _class="ZZZZZZZZ", _seat="e" * 32, rules="new-game", seed="63")
    assert not at.exception
    assert any("could not be resumed" in str(x.value) for x in at.toast)
    assert "_class" not in at.query_params
    assert store.counts()["students"] == 1


def test_a_stored_hand_that_no_longer_replays_is_said_plainly(site_db):
    """A hand whose moves the deal no longer allows (the site's secret changed since it was played) is not a
    traceback on the dashboard: its result stands and the replay says why it cannot be shown."""
    import json

    from engine.classroom.store import HandResult

    store = open_store(site_db)
    klass, key = store.create_class("commerce", {}, [64], "trader")
    _, ann = store.join(klass.code, "Ann")
    good = finished(klass, 0)
    record = json.loads(good.record)
    record["actions"] = ["barter 2C"] + record["actions"]         # a move this deal does not allow first
    store.record_hand(ann.id, 0, HandResult(json.dumps(record), good.summary, good.won, good.score, good.actions))
    at = run(TEACHER, key=key)
    assert not at.exception
    assert at.metric[2].value == "1"
    assert "cannot be replayed here" in " ".join(w.value for w in at.warning)


def test_a_class_hand_has_no_undo_no_link_no_seed_in_the_address_and_no_load(site_db):
    """Only the server makes class results (issue 29): at a class hand Undo refuses and says why, the share panel
    offers neither the deal's link nor save and load, and the address bar names the class, never the seed."""
    store = open_store(site_db)
    klass, ann, t = half_played(store, 65)
    at = run(COMMERCE, _class=klass.code, _seat=ann.seat)
    assert not at.exception and at.session_state["commerce:table"].record.seed == 65
    assert "seed" not in at.query_params and at.query_params["_class"] == klass.code
    table = at.session_state["commerce:table"]
    assert "Undo is off in a class hand" in table.undo_refusal() and not table.undo()
    at.session_state["commerce:share-open"] = True
    at.run()
    assert not at.exception
    assert "This is a class hand" in " ".join(str(i.value) for i in at.info)
    assert not at.get("file_uploader") and not at.get("download_button")
    assert "65" not in " ".join(str(c.value) for c in at.code)


def test_the_teacher_lets_a_student_in_again_and_removes_one(site_db):
    store = open_store(site_db)
    klass, key = store.create_class("commerce", {}, [66], "trader")
    _, ann = store.join(klass.code, "Ann")
    _, bob = store.join(klass.code, "Bob")
    at = run(TEACHER, key=key)
    at.selectbox(key="class:who-pick").set_value(ann.id).run()
    at.button(key="class:again").click().run()
    assert not at.exception and "can join again" in texts(at)
    assert store.join(klass.code, "ann")[1].id == ann.id             # her name takes her seat, once
    at.selectbox(key="class:who-pick").set_value(bob.id).run()
    at.button(key="class:remove").click().run()
    assert "out of the class" in texts(at) and store.counts()["students"] == 1
    at.toggle(key="class:joining").set_value(False).run()
    with pytest.raises(Exception, match="closed this class"):
        store.join(klass.code, "Cy")


def test_a_teacher_opens_homework_and_after_its_deadline_nothing_more_is_played(site_db):
    from datetime import timedelta

    from engine.classroom.store import utcnow

    at = run(TEACHER)
    at.selectbox(key="class:game").set_value("commerce").run()
    at.toggle(key="class:homework").set_value(True).run()
    at.button(key="class:open").click().run()
    assert not at.exception
    store = open_store(site_db)
    klass = store.class_by_key(at.session_state["class:key"])
    assert klass.deadline is not None and klass.deadline > utcnow() + timedelta(days=6)
    at.button(key="class:kept").click().run()
    assert "homework until" in texts(at)
    # a class whose homework is already due: the join page says so and offers no deal
    t0 = utcnow() - timedelta(days=3)
    due, _ = store.create_class("commerce", {}, [67], "trader", now=t0, deadline=t0 + timedelta(days=1))
    at = run(JOIN, code=due.code)
    at.text_input(key="class-join:name").input("Ann")
    at.button[0].click().run()
    assert "deadline" in texts(at) and "has passed" in texts(at)
