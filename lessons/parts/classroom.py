"""The class hook: a student's class deal played at the game's ordinary table, kept as it is played, stored.

``Join a class`` builds the student's table from the class's deal (``start``), at the move the store kept if
the hand was half played, and opens the game's own page. ``session.table`` calls ``hook`` each time a page
takes its table:

- after a reload (a new browser session) the address bar's ``_class`` and ``_seat`` (the seat's token, which
  this browser was given when the student joined; never the name, which anyone can type) seat the student again
  at the hand the store kept (``resume``), whatever the page had put on its table meanwhile;
- after each of the learner's own moves the hand's record so far is written (one small row per student);
- when the hand is over its record and the student's decisions go to the store in one transaction, once.

Outside a class (no ``classroom:active`` in the session, no ``_class`` in the address) it does nothing; a table
the student replaced (a new deal, a link, a loaded game) is not the class's and is never stored as its hand.
"""

from __future__ import annotations

import logging

import streamlit as st

ACTIVE = "classroom:active"
TRIED = "classroom:resume-tried"
CODE, SEAT = "_class", "_seat"   # the address bar's class parameters (share.sync_url keeps names starting '_')
log = logging.getLogger(__name__)


@st.cache_resource(show_spinner=False)
def _store(url: str):
    from engine.classroom.store import PURGE_EVERY_SECONDS, open_store

    return open_store(url, purge_every=PURGE_EVERY_SECONDS)


def store():
    """The site process's class store (raises ``StoreUnavailable`` naming the URL and why)."""
    from engine.classroom.config import database_url  # imported here: pages outside a class never load the store

    return _store(database_url())


def caller():
    """Who is typing codes, for slowing wrong guesses (``engine/classroom/clients.py``): the connection's address
    (``X-Forwarded-For`` only as far as the operator's trusted proxies wrote it) and this browser session."""
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    from engine.classroom.clients import caller as who

    ctx = st.context
    try:
        forwarded = str(ctx.headers.get("X-Forwarded-For") or "")
    except Exception:  # noqa: BLE001 - no request headers (a test run)
        forwarded = ""
    address = getattr(ctx, "ip_address", None)   # None for a loopback peer (and in AppTest)
    run = get_script_run_ctx()
    return who(address if isinstance(address, str) else None, forwarded, run.session_id if run else "none")


def trouble(exc: BaseException, kept: str) -> str:
    """A database's trouble as the student should hear it: busy (kept, stored soon), damaged (the teacher must be
    told; waiting will not mend it), or away."""
    from engine.classroom.store import busy, damaged

    if damaged(exc):
        return ("The class database is damaged: tell your teacher (the site's operator must restore it from a "
                "copy). " + kept)
    if busy(exc):
        return "The class database is busy for a moment. " + kept
    return "The class database cannot be reached just now. " + kept


def start(page_key: str, table, klass, student_id: int, deal_index: int, seat: str = "") -> None:
    """Seat the student at ``page_key``'s table with the class's deal ``deal_index`` (fresh or resumed); ``seat``:
    the seat's token, for the address bar (a reload resumes it)."""
    st.session_state[f"{page_key}:table"] = table
    st.session_state[ACTIVE] = {"page": page_key, "table": table, "class": klass, "student": student_id,
                                "deal": deal_index, "saved": False, "seat": seat,
                                "kept": len(table.record.actions)}


def active(page_key: str | None = None) -> dict | None:
    a = st.session_state.get(ACTIVE)
    return a if a and (page_key is None or a["page"] == page_key) else None


def live_help(page_key: str) -> bool:
    """Whether the teacher leaves the coach's live help on for the class hand at this page, read from the store
    (the teacher may switch it during the lesson) at most every few seconds; True outside a class hand."""
    a = active(page_key)
    if not a:
        return True
    import time

    kept = a.get("live_help")
    if kept is None or time.monotonic() - kept[1] > LIVE_HELP_SECONDS:
        try:
            kept = (store().live_help(a["class"].id), time.monotonic())
        except Exception:  # noqa: BLE001 - the database away for now: the last known switch (or off) stands
            kept = (kept[0] if kept else False, time.monotonic())
        a["live_help"] = kept
    return kept[0]


LIVE_HELP_SECONDS = 5


def hook(page_key: str, table):
    """Called by ``session.table`` with the page's table; returns the table the page should use."""
    table = resume(page_key) or table
    after_move(page_key, table)
    return table


def _address(a: dict | None) -> None:
    """The class and the seat in the address bar while a class hand is on the table (a reload resumes it)."""
    want = {CODE: a["class"].code, SEAT: a["seat"]} if a and a.get("seat") else {}
    try:
        for k in (CODE, SEAT):
            if k not in want and k in st.query_params:
                del st.query_params[k]
            elif k in want and st.query_params.get(k) != want[k]:
                st.query_params[k] = want[k]
    except Exception:  # noqa: BLE001 - the address bar is a convenience: never break the table over it
        log.exception("could not write the class into the address bar")


def resume(page_key: str):
    """After a reload: the class hand the address bar names, from the store, at the move it had reached.

    Tried once per browser session and address, so a wrong code is counted (and slowed) once."""
    code, seat = st.query_params.get(CODE), st.query_params.get(SEAT)
    if not code or not seat or active(page_key):
        return None
    twice = [p for p in (CODE, SEAT) if len(st.query_params.get_all(p)) > 1]
    if twice:   # which of the two was meant cannot be known: say so, as for any link
        st.toast(f"The class in this address could not be resumed: it gives '{twice[0]}' "
                 f"{len(st.query_params.get_all(twice[0]))} times; a link names each once.", icon=":material/warning:")
        return None
    signature = f"{page_key}|{code}|{seat}"
    if st.session_state.get(TRIED) == signature:
        return None
    st.session_state[TRIED] = signature
    from engine.classroom.play import resumed_table
    from engine.classroom.store import StoreUnavailable
    from engine.core.errors import BadInput
    from engine.games import module_name

    try:
        s = store()
        c = caller()
        klass, me = s.resume_seat(code, seat, client=c.client, network=c.network)
        if module_name(klass.game) != page_key:
            return None
        if me.done >= klass.deals:
            st.toast(f"You have played all {klass.deals} deals of class {klass.shown_code}.",
                     icon=":material/flag:")
            _address(None)
            return None
        table = resumed_table(klass, me.done, s.progress(me.id, me.done))
    except (BadInput, StoreUnavailable) as exc:
        st.toast(f"The class in this address could not be resumed: {getattr(exc, 'reason', exc)}.",
                 icon=":material/warning:")
        _address(None)
        return None
    except Exception:  # noqa: BLE001 - the database went away meanwhile: the page carries on outside the class
        log.exception("could not resume a class hand")
        st.toast("The class database cannot be reached just now: reload the page in a moment to carry on.",
                 icon=":material/database:")
        return None
    start(page_key, table, klass, me.id, me.done, seat)
    st.toast(f"Welcome back: deal {me.done + 1} of {klass.deals} of class {klass.shown_code}, where you left it.",
             icon=":material/waving_hand:")
    return table


def after_move(page_key: str, table) -> None:
    """Keep the class hand's progress after each of the learner's moves, and store it once it is over
    (a no-op outside a class)."""
    a = st.session_state.get(ACTIVE)
    if not a or a["page"] != page_key or a["saved"]:
        return
    klass, record = a["class"], table.record
    if table is not a["table"] or record.game != klass.game or record.seed != klass.seeds[a["deal"]] \
            or record.deal is not None:
        _address(None)                            # not the class's deal any more (a new deal, a loaded game)
        return
    _address(a)
    from engine.classroom.play import class_result, progress_due
    from engine.core.errors import BadInput

    if not table.game.is_over(table.state):
        if progress_due(table, a["kept"]):
            try:
                store().save_progress(a["student"], a["deal"], record.to_json(), len(record.actions))
            except Exception as exc:  # noqa: BLE001 - a write that could not be made costs a resume, never the table
                log.warning("could not keep a class hand's progress: %s", exc)
                st.toast(trouble(exc, "Your move is kept here and will be stored with your next one."),
                         icon=":material/database:")
                return                                    # not kept: the next move writes it again
            a["kept"] = len(record.actions)
        return
    a["saved"] = True
    try:
        stored = store().record_hand(a["student"], a["deal"], class_result(klass, a["deal"], record))
    except BadInput as exc:
        st.toast(f"This hand was not kept: {exc.reason}.", icon=":material/warning:")
        return
    except Exception as exc:  # noqa: BLE001 - the database is busy or away: the hand stays and is tried again
        log.exception("could not store a class hand")
        a["saved"] = False
        st.toast(trouble(exc, "Your hand is still here and will be stored at your next click."),
                 icon=":material/database:")
        return
    _address(None)
    more = a["deal"] + 1 < klass.deals
    st.toast(("Deal stored. " if stored else "This deal was already finished under your name on another screen. ")
             + ("Open **Join a class** for the next deal." if more else "That was the class's last deal."),
             icon=":material/task_alt:")
