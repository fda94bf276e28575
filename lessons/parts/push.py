"""Server push for shared tables: a move shows at every other seat within a second, and waiting costs nothing.

Each site process runs one watcher thread (started by the first seat that watches a table). A seat's page says, at
each drawing of its table's fragment, which table it shows, at which version, and the fragment's id (``watch``).
Every ``POLL`` seconds (or at once, when a move is made in this process: ``changed``) the watcher reads the versions
of every table watched here in one query (``SharedTables.versions``), and for each session whose table has moved it
asks Streamlit to rerun that session's table fragment, the way Streamlit itself reruns a session when its source
file changes (``AppSession.request_rerun`` with the session's last client state, naming the fragment; handed to the
session's event loop). The watcher also makes the computer players' moves at the tables it watches once their pace
has passed (``SharedTables.computer_move``: if two processes try, one move is taken), and when a slow player may be
nudged (the opener's time since the table last moved) it asks the seats to draw the table again once, so the nudge
shows without a click. Both times are read once when a table moves (``SharedTables.due``). An idle table costs one
small query per ``POLL`` per process, and no rerun at all but that one.

Why poll a version number rather than PostgreSQL's LISTEN/NOTIFY: the same code serves SQLite (``make run``'s
database) and PostgreSQL; one query per process per ``POLL`` whatever the number of tables; nothing to reconnect
when the database restarts; and the delay it adds (at most ``POLL``) fits inside the one-second budget.

This module reaches into Streamlit's runtime (``Runtime``, ``AppSession``, the fragment's id): the contract test
(tests/pages/test_streamlit_contract.py) holds those names, so an upgrade that moves them fails a test, not a class.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

POLL = 0.2   # seconds between the watcher's reads of the watched tables' versions


@dataclass
class Watch:
    tables: object        # engine.classroom.tables.SharedTables
    table_id: int
    fragment_id: str
    version: int          # the version the session last drew
    asked: int = -1       # the version it was last asked to draw, when, and how often
    asked_at: float = 0.0
    tries: int = 0


_lock = threading.Lock()
_watching: dict[str, Watch] = {}      # session id -> what it shows
_drawing: dict[str, float] = {}       # session id -> until when it is drawing its own move (not asked to rerun)
HOLD = 3.0
RETRY, TRIES = 2.0, 3   # a session asked to draw a version, still showing an older one RETRY s after, is asked
                        # again, TRIES times at most (a session gone to another page of the site never draws it)
_wake = threading.Event()
_thread: threading.Thread | None = None


def _here() -> tuple[str, str] | None:
    """This run's session id and the fragment being drawn, or None outside a served page (AppTest, a script)."""
    try:
        from streamlit.runtime import Runtime
        from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState, get_script_run_ctx
    except ImportError:   # pragma: no cover - an upgrade moved them: the contract test says so
        return None
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is None or not Runtime.exists():
        return None
    try:
        fragment = ThreadState.get().fragment_id
    except RuntimeError:
        return None
    return (ctx.session_id, fragment) if fragment else None


def watch(tables, table_id: int, version: int) -> bool:
    """Called inside the table's fragment: rerun this fragment when the table moves past ``version``. False where
    there is no running server to push from (AppTest): the page then redraws when it is clicked, as before."""
    here = _here()
    if here is None:
        return False
    session, fragment = here
    with _lock:
        _watching[session] = Watch(tables, table_id, fragment, version)
        _drawing.pop(session, None)
    _start()
    return True


def forget() -> None:
    """This session no longer shows a shared table."""
    here = _here()
    if here is not None:
        with _lock:
            _watching.pop(here[0], None)


def changed() -> None:
    """A move was made in this process: look now rather than at the next poll. The session that made it is drawing
    the table again already (its own run), so it is not asked to rerun for this move: its drawing registers the
    version it drew (``watch``); held at most ``HOLD`` seconds, should that drawing fail."""
    session = _session()
    if session is not None:
        with _lock:
            _drawing[session] = time.monotonic() + HOLD
    _wake.set()


def _session() -> str | None:
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx
    except ImportError:   # pragma: no cover - an upgrade moved it: the contract test says so
        return None
    ctx = get_script_run_ctx(suppress_warning=True)
    return ctx.session_id if ctx is not None else None


def _start() -> None:
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_loop, name="shared-table-push", daemon=True)
            _thread.start()


def _loop() -> None:
    while True:
        _wake.wait(POLL)
        _wake.clear()
        try:
            _round()
        except Exception:   # the database away for now, or one bad round: the next tries again, pushing goes on
            time.sleep(1)


# table id -> (version seen, when a computer player is due, when the person to act may be nudged): read once per
# version (SharedTables.due), so a quiet table costs no read but the round's one query
_due: dict[int, tuple[int, object, object]] = {}


def _round() -> None:
    from engine.classroom.store import utcnow

    with _lock:
        watching = dict(_watching)
    if not watching:
        return
    by_store: dict[int, tuple[object, set[int]]] = {}
    for w in watching.values():
        by_store.setdefault(id(w.tables), (w.tables, set()))[1].add(w.table_id)
    versions: dict[int, int] = {}
    for tables, ids in by_store.values():
        versions.update(tables.versions(ids))
    clock = time.monotonic()
    with _lock:
        for s in [s for s, until in _drawing.items() if until <= clock]:
            del _drawing[s]
        drawing = set(_drawing)
    for session, w in watching.items():         # first the seats: a move shows before anything else is done
        now = versions.get(w.table_id)
        if now is None or now == w.version or session in drawing:
            continue
        if w.asked == now and (clock - w.asked_at < RETRY or w.tries >= TRIES):
            continue                             # asked already: its redraw registers the version it drew (watch)
        if not _rerun(session, w.fragment_id):
            with _lock:
                _watching.pop(session, None)     # the session has gone
        else:
            # asked; should the request be lost (a run of the session's own under way took its place), it is asked
            # again after RETRY: a seat never waits for the next move to see this one
            w.tries = w.tries + 1 if w.asked == now else 1
            w.asked, w.asked_at = now, clock
    for tables, ids in by_store.values():       # then the computer players' turns, at their pace, and the nudges
        for table_id in ids:
            version = versions.get(table_id)
            if version is None:
                continue
            kept = _due.get(table_id)
            if kept is None or kept[0] != version:  # the table moved: read once when a computer or a nudge is due
                computer, nudge = tables.due(table_id)
                # a nudge time already past was drawn by the seats' redrawing for this very change
                kept = _due[table_id] = (version, computer, nudge if nudge is None or nudge > utcnow() else None)
            if kept[1] is not None and kept[1] <= utcnow() and tables.computer_move(table_id):
                _wake.set()                      # moved: the next round, at once, tells the seats
            elif kept[2] is not None and kept[2] <= utcnow():
                _due[table_id] = (version, kept[1], None)   # once: the table has not moved since
                _nudged(watching, table_id)
    for table_id in set(_due) - set(versions):   # tables no session here shows any more
        del _due[table_id]


def _nudged(watching: dict[str, Watch], table_id: int) -> None:
    """The person to act may now be nudged: every seat watching the table draws it again (the slow player is told
    the table waits, the others are offered Nudge), though the table's version has not moved."""
    for session, w in watching.items():
        if w.table_id == table_id and not _rerun(session, w.fragment_id):
            with _lock:
                _watching.pop(session, None)


def _rerun(session_id: str, fragment_id: str) -> bool:
    """Ask a session to rerun one fragment, as its browser would; False when the session is gone."""
    from streamlit.proto.ClientState_pb2 import ClientState
    from streamlit.runtime import Runtime

    if not Runtime.exists():
        return False
    info = Runtime.instance()._session_mgr.get_active_session_info(session_id)
    if info is None:
        return False
    app = info.session
    state = ClientState()
    state.CopyFrom(app._client_state)
    state.fragment_id = fragment_id
    state.is_auto_rerun = True
    app._call_soon_on_event_loop(lambda: app.request_rerun(state))
    return True
