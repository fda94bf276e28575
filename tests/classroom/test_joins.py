"""Joins per client are capped (issue 29), on SQLite and PostgreSQL: one browser session takes at most
``JOINS_PER_CLIENT_HOUR`` new seats an hour, in any class; the next is refused with a message and stores nothing;
another client of the same network, or the same address in another session, is let in at once; a student in
their own seat carries on; and the page says it where the student typed."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import engine.classroom.store as S
from engine.classroom.clients import caller
from engine.classroom.store import JOINS_PER_CLIENT_HOUR, utcnow
from engine.core.errors import BadInput

JOIN = str(Path(__file__).resolve().parents[2] / "lessons" / "site" / "class_join.py")
FULL = "this browser has taken"


def make(store):
    return store.create_class("chuck-a-luck", {}, [5, 6], "high-low")


def test_the_cap_is_small_and_leaves_room_for_a_student_and_a_few_classmates():
    assert 3 <= JOINS_PER_CLIENT_HOUR <= 10 < S.JOINS_PER_NETWORK_HOUR


def test_one_client_takes_a_few_seats_an_hour_and_another_of_its_network_is_let_in(store):
    (first, _), (second, _) = make(store), make(store)
    me = caller("198.51.100.7", None, "session-1")
    t0 = utcnow()
    seats = []
    for i in range(JOINS_PER_CLIENT_HOUR):   # in two classes: the cap is the client's, not a class's
        klass = first if i % 2 else second
        seats.append(store.join(klass.code, f"Pupil {i}", client=me.client, network=me.network,
                                now=t0 + timedelta(minutes=i))[1])
    before = store.counts()
    for klass in (first, second):
        with pytest.raises(BadInput, match=f"{FULL} {JOINS_PER_CLIENT_HOUR} seats") as refused:
            store.join(klass.code, "One More", client=me.client, network=me.network, now=t0 + timedelta(minutes=9))
        assert refused.value.what == "class"
    assert store.counts() == before                                   # a refusal stores nothing
    with pytest.raises(BadInput, match="no student of this class has that name"):
        store.student_named(first.id, "One More")
    # a student already seated carries on in their own seat (nothing new is taken)
    again = store.join(first.code, "Pupil 1", client=me.client, network=me.network, seat=seats[1].seat,
                       now=t0 + timedelta(minutes=10))[1]
    assert again.resumed and again.id == seats[1].id
    # another client from the same network, and the same address in another browser session, are let in at once
    neighbour = caller("198.51.100.8", None, "session-2")
    same_address = caller("198.51.100.7", None, "session-3")
    assert neighbour.network == me.network == same_address.network
    assert len({neighbour.client, me.client, same_address.client}) == 3
    for who, name in ((neighbour, "Ann"), (same_address, "Bob")):
        s = store.join(first.code, name, client=who.client, network=who.network, now=t0 + timedelta(minutes=10))[1]
        assert s.seat and not s.resumed
    # an hour after its first seats, the client may take one again
    later = t0 + timedelta(minutes=60, seconds=1)
    assert store.join(first.code, "One More", client=me.client, network=me.network, now=later)[1].seat


def test_refused_joins_take_no_seat_and_do_not_count(store, monkeypatch):
    monkeypatch.setattr(S, "JOINS_PER_CLIENT_HOUR", 2)
    klass, key = make(store)
    me = caller("203.0.113.5", None, "session-9")
    store.join(klass.code, "Cy", client=me.client, network=me.network)
    for _ in range(4):   # a classmate's name, typed again and again: refused, and it takes nothing
        with pytest.raises(BadInput, match="already plays as"):
            store.join(klass.code, "Cy", client=caller("203.0.113.6", None, "x").client, network=me.network)
        with pytest.raises(BadInput, match="already plays as"):
            store.join(klass.code, "cy", client=me.client, network=me.network, seat="not my seat")
    store.join(klass.code, "Dee", client=me.client, network=me.network)   # the second seat: still free
    with pytest.raises(BadInput, match=FULL):
        store.join(klass.code, "Eve", client=me.client, network=me.network)
    # a seat the teacher removed no longer counts against the client that took it
    store.remove_student(key, store.student_named(klass.id, "Dee").id)
    store.join(klass.code, "Dee", client=me.client, network=me.network)


def test_the_join_page_says_it_where_the_student_typed(tmp_path, monkeypatch):
    db_url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"   # the page once; the store on both, above
    monkeypatch.setenv("DATABASE_URL", db_url)
    monkeypatch.setattr(S, "JOINS_PER_CLIENT_HOUR", 2)
    store = S.open_store(db_url)
    klass, _ = make(store)
    at = AppTest.from_file(JOIN, default_timeout=60)
    at.query_params["code"] = klass.code
    at.run()
    for name in ("Ann", "Bob"):   # students taking turns at one computer, in one browser session
        at.text_input(key="class-join:name").input(name)
        at.button[0].click().run()
        assert not at.exception and "deal 1 of 2" in " ".join(m.value for m in at.markdown)
        at.button(key="class-join:leave").click()
        del at.query_params["seat"]   # the address without the seat (it would seat the student again)
        at.run()
    at.text_input(key="class-join:name").input("Cy")
    at.button[0].click().run()
    assert not at.exception
    assert [e.value for e in at.error if "Could not join" in e.value and FULL in e.value.lower()]
    assert at.text_input(key="class-join:name").value == "Cy"          # the form is still there, as typed
    with pytest.raises(BadInput):
        store.student_named(klass.id, "Cy")
    store.close()
