"""Classroom, the student's side: join a class with its code and a display name, then play its deals in order.

No account: the code and the name are the student's place in the class. The same name and code on a reload,
after a lost connection or on another device carry on where the student was (each finished hand is in the
database the moment it ends). Students see only their own play. When the teacher opens a deal at shared tables,
the student's table and seat are shown above it, with the way there (``your_table``).
"""

from __future__ import annotations

import html

import streamlit as st
from sqlalchemy.exc import SQLAlchemyError

from engine.classroom.codes import EXAMPLE
from engine.classroom.play import class_result, progress_due, resumed_table
from engine.classroom.store import utcnow
from engine.core.errors import BadInput
from engine.core.record import as_json_value
from engine.games import get_game, module_name
from lessons.catalog import page_file
from lessons.parts import classroom, session, shared, show
from lessons.site import class_common as common
from lessons.site.pages import lesson_page

PAGE = "class-join"
MAX_BUTTONS = 48
SKIP = {"seat", "names", "variant", "game", "phase", "to_act"}


def k(name: str) -> str:
    return session.key(PAGE, name)


def _join(store) -> None:
    code, name = st.session_state.get(k("code"), ""), st.session_state.get(k("name"), "")
    try:
        c = common.caller()
        klass, student = store.join(code, name, client=c.client, network=c.network,
                                    seat=st.session_state.get(k("seat")))
    except BadInput as exc:
        st.session_state[k("error")] = exc.reason
        return
    except SQLAlchemyError:
        st.session_state[k("error")] = "the class database cannot be reached just now; try again in a moment"
        return
    seat = student.seat or st.session_state.get(k("seat"))
    _seated(klass, student, seat)


def _seated(klass, student, seat: str | None) -> None:
    """This browser's seat in the class: kept in the session and in the address (a reload, a bookmark)."""
    st.session_state[k("seat")] = seat
    st.session_state[k("place")] = {"class": klass, "student": student.id, "name": student.name, "seat": seat}
    st.session_state[k("welcome")] = student.resumed
    st.session_state.pop(k("table"), None)
    st.query_params["code"] = klass.code
    if seat:
        st.query_params["seat"] = seat


def resume_from_address(store) -> None:
    """The join page's address names a class and this browser's seat (a reload): seat the student again."""
    code, seat = st.query_params.get("code"), st.query_params.get("seat")
    if not code or not seat or st.session_state.get(k("tried")) == f"{code}|{seat}":
        return
    st.session_state[k("tried")] = f"{code}|{seat}"
    try:
        c = common.caller()
        klass, student = store.resume_seat(code, seat, client=c.client, network=c.network)
    except BadInput as exc:
        st.session_state[k("error")] = exc.reason
        del st.query_params["seat"]
        return
    except SQLAlchemyError:
        st.session_state[k("error")] = "the class database cannot be reached just now; try again in a moment"
        return
    _seated(klass, student, seat)


def join_form(store) -> None:
    st.markdown("Type the code on your teacher's screen and the name the class should see. This browser keeps "
                "your seat: if you come back on it (the same address), you carry on where you were. On another "
                "device, ask your teacher to let you in again.")
    typed = st.query_params.get("code")
    if typed and k("code") not in st.session_state:
        st.session_state[k("code")] = typed[:40]
    with st.form(k("form"), border=True):
        st.text_input("Class code", key=k("code"), max_chars=20, placeholder=EXAMPLE)
        # no max_chars: a longer name (pasted, say) is refused with the store's message, never cut without a word
        st.text_input("Your name", key=k("name"), placeholder="First name and an initial (at most 30 characters)")
        st.form_submit_button("Join the class", type="primary", icon=":material/login:", on_click=_join, args=(store,))
    err = st.session_state.pop(k("error"), None)
    if err:
        st.error(f"**Could not join.** {html.escape(err[:1].upper() + err[1:])}.", icon=":material/block:")


def _act(store, place: dict, action: str) -> None:
    t = st.session_state[k("table")]
    if not session.attempt(PAGE, t.act, action):
        return
    if progress_due(t, st.session_state.get(k("kept"))):   # kept before the computer players answer
        store.save_progress(place["student"], st.session_state[k("deal")], t.record.to_json(), len(t.record.actions))
        st.session_state[k("kept")] = len(t.record.actions)
    t.run_bots()
    _finish_if_over(store, place, t)


def _finish_if_over(store, place: dict, t) -> None:
    if t.game.is_over(t.state) and not st.session_state.get(k("saved")):
        try:
            deal = st.session_state[k("deal")]
            stored = store.record_hand(place["student"], deal, class_result(place["class"], deal, t.record))
        except BadInput as exc:   # the class ended or was deleted, or this deal was played elsewhere meanwhile
            st.session_state[k("saved")] = True
            session.warn(PAGE, f"{exc.reason}.")
            return
        st.session_state[k("saved")] = True
        if not stored:
            session.warn(PAGE, "This deal was already finished on another screen under your name; that game is the "
                               "one kept.")


def _next() -> None:
    st.session_state.pop(k("table"), None)


def _leave() -> None:
    for name in ("place", "table", "deal", "saved", "kept"):   # the seat stays: this browser's, to join again
        st.session_state.pop(k(name), None)
    st.session_state.pop(classroom.ACTIVE, None)


def compact(view: dict) -> str:
    """The learner's view in a few lines (the fallback table; the game pages draw it properly)."""
    rows = []
    for key, value in view.items():
        if key in SKIP or value in (None, [], {}, ""):
            continue
        v = as_json_value(value)
        text = " ".join(map(str, v)) if isinstance(v, list) and all(not isinstance(x, (list, dict)) for x in v) else v
        text = str(text)
        if len(text) > 160:
            continue
        rows.append(f"<b>{html.escape(key.replace('_', ' '))}</b>: {html.escape(text)}")
    return '<div class="cp-log" style="columns:2">' + "<br>".join(rows) + "</div>"


def at_the_table(store, klass, me) -> None:
    """The class's next deal at the game's ordinary table (its own page), where the hook stores it when it ends."""
    page_key = module_name(klass.game)
    a = classroom.active(page_key)
    going = a is not None and a["class"].id == klass.id and a["student"] == me.id and a["deal"] == me.done
    kept = None if going else store.progress(me.id, me.done)   # a hand half played in another session
    label = (f"Continue deal {me.done + 1} at the table" if going or kept
             else f"Play deal {me.done + 1} at the table")
    st.markdown(f"Deal {me.done + 1} is the same for the whole room: you sit in the same seat against the same "
                "computer players. Come back here after each deal for the next one.")
    if kept:
        st.caption("You had started this deal: it carries on at the move you had reached.")
    if st.button(label, type="primary", icon=":material/play_arrow:", key=k("go")):
        if going:
            st.session_state[session.key(page_key, "table")] = a["table"]   # the class hand, not a game begun since
        else:
            classroom.start(page_key, resumed_table(klass, me.done, kept), klass, me.id, me.done,
                            st.session_state.get(k("seat")) or "")
        st.switch_page(lesson_page(get_game(klass.game)),   # the navigation's own page for the lesson
                       query_params={classroom.CODE: klass.code, classroom.SEAT: st.session_state.get(k("seat")) or ""})
    st.button("Leave the class", on_click=_leave, key=k("leave"))


def _take_seat(klass, student_id: int) -> None:
    try:
        common.class_tables().seat_late(klass.id, student_id)
    except BadInput as exc:
        st.session_state[k("table-error")] = exc.reason
    except SQLAlchemyError:
        st.session_state[k("table-error")] = "the class database cannot be reached just now; try again in a moment"


def your_table(klass, me) -> None:
    """The class's deal at shared tables (the teacher opened it: engine/classroom/class_tables.py): this student's
    table and seat, and the way to it. The seat is this browser's class seat (its token, kept since the student
    joined), never a typed name."""
    try:
        ct = common.class_tables()
        mine = ct.seat_of_student(klass.id, me.id)
        deal = mine[0].deal_index if mine else ct.round_deal(klass.id)
    except SQLAlchemyError as exc:
        common.database_trouble(exc)
        return
    if deal is None:
        return
    game = get_game(klass.game)
    err = st.session_state.pop(k("table-error"), None)
    if err:
        st.error(f"**No seat yet.** {html.escape(err[:1].upper() + err[1:])}.", icon=":material/block:")
    if mine is None:
        with st.container(border=True, key=k("late")):
            st.markdown(f"**Your class is playing deal {deal + 1} together at shared tables**, seated before you "
                        "joined. Take a seat: a computer player's at a table still playing, or a table of your "
                        "own with computer players.")
            st.button("Take a seat", type="primary", icon=":material/event_seat:", key=k("take-seat"),
                      on_click=_take_seat, args=(klass, me.id))
        return
    t, seat = mine
    p = ct.progress(t)
    if p.over:
        now = f"finished: {p.summary}"
    elif t.seats[seat].away:
        now = "a computer player keeps your seat until you go back"
    else:
        now = f"playing, {p.moves} move{'s' if p.moves != 1 else ''} made"
    with st.container(border=True, key=k("your-table")):
        st.markdown(f"**Your table:** {html.escape(game.title)}, deal {deal + 1}, seat {seat + 1} — "
                    f"{common.plain(now)}")
        token = st.session_state.get(k("seat"))
        if not token:   # a seat held by a token this browser no longer has: the teacher lets the student in again
            st.warning("This browser does not hold your class seat's key: ask your teacher to let you in again, "
                       "then join with the class code and your name.", icon=":material/key_off:")
        elif st.button("Look at the finished table" if p.over else "Go to your table", type="primary",
                       icon=":material/table_restaurant:", key=k("go-table")):
            shared.sit(game.slug, t.id, t.code, token)
            st.switch_page(lesson_page(game), query_params={shared.CODE: t.code, shared.TOKEN: token})


def play(store, place: dict) -> None:
    klass = place["class"]
    try:
        me = store.student(place["student"])
    except SQLAlchemyError as exc:
        common.database_trouble(exc)
        return
    except BadInput as exc:
        st.error(f"{exc.reason}.", icon=":material/block:")
        _leave()
        return
    game = get_game(klass.game)
    st.markdown(f"**{common.plain(me.name)}** in class **{klass.shown_code}** · {html.escape(game.title)} · "
                f"deal {min(me.done + 1, klass.deals)} of {klass.deals}")
    if st.session_state.pop(k("welcome"), False):
        st.info(f"Welcome back: you have played {me.done} of {klass.deals} deals. (If you are not the "
                f"{common.plain(me.name)} who joined at {me.joined_at:%H:%M} UTC, leave and add an initial.)",
                icon=":material/waving_hand:")
    your_table(klass, me)   # the teacher's shared tables, first: where the room is playing now
    t = st.session_state.get(k("table"))
    deal = st.session_state.get(k("deal"))
    # the table kept: this student's current deal, or the deal just finished (its result on show)
    showing_result = t is not None and deal == me.done - 1 and t.game.is_over(t.state)
    if me.done >= klass.deals and not showing_result:
        st.success(f"You have played all {klass.deals} deals. Look at the teacher's screen for how the room did.",
                   icon=":material/flag:")
        st.button("Leave the class", on_click=_leave, key=k("leave"))
        return
    closed = klass.closed_at(utcnow())
    if closed:   # homework after its deadline: nothing more is played
        st.info(f"{closed[:1].upper()}{closed[1:]}.", icon=":material/event_busy:")
        st.button("Leave the class", on_click=_leave, key=k("leave"))
        return
    if klass.deadline is not None:
        st.caption(f"Homework: play the deals in your own time until {klass.deadline:%d %B %Y, %H:%M} UTC.")
    if page_file(klass.game).exists():
        at_the_table(store, klass, me)
        return
    if t is None or (deal != me.done and not showing_result):
        t = resumed_table(klass, me.done, store.progress(me.id, me.done))
        st.session_state[k("kept")] = len(t.record.actions)
        t.run_bots()
        st.session_state[k("table")], st.session_state[k("deal")], st.session_state[k("saved")] = t, me.done, False
    if t.bots_turn():      # the computer players always move before the learner sees the table
        t.run_bots()
        _finish_if_over(store, place, t)
    view = t.view()
    left, right = st.columns([3, 2])
    with left:
        show.html(f'<div class="cp-felt">{compact(view)}</div>')
        if t.game.is_over(t.state):
            st.success(t.game.outcome(t.state).summary, icon=":material/flag:")
            if st.session_state.get(k("deal"), 0) + 1 < klass.deals:
                st.button("Next deal", type="primary", on_click=_next, key=k("next"), icon=":material/arrow_forward:")
            else:
                st.button("See the end of the class", on_click=_next, key=k("next"))
        else:
            legal = [str(a) for a in t.legal()]
            st.markdown("**Your move**")
            cols = st.columns(3)
            for i, text in enumerate(legal[:MAX_BUTTONS]):
                cols[i % 3].button(text, key=k(f"act{i}"), on_click=_act, args=(store, place, text),
                                   use_container_width=True)
            if len(legal) > MAX_BUTTONS:
                st.caption(f"{len(legal) - MAX_BUTTONS} more moves: open this deal on the game's own page.")
        session.refusal(PAGE)
    with right:
        show.move_log(t, height=300, title="The play so far")
    st.button("Leave the class", on_click=_leave, key=k("leave"))


st.title("Join a class")
store = common.store()
if store is None:
    st.stop()
if k("place") not in st.session_state:
    resume_from_address(store)
place = st.session_state.get(k("place"))
if place is None:
    join_form(store)
else:
    play(store, place)
