"""Server push (lessons/parts/push.py) against a real served Streamlit: a session's fragment is rerun by the server
when the table it shows moves, with no message from the browser; and not at all while it does not move. Its reach
into Streamlit's runtime is held by name, so an upgrade that moves it fails here, not at a shared table."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request

import pytest

from tests.pages.test_streamlit_contract import ROOT, _free_port, broke

APP = '''
import streamlit as st
from lessons.parts import push

class Moving:                    # a table whose version rises at every third read of the watcher (about 0.6 s)
    reads = 0
    def versions(self, ids):
        Moving.reads += 1
        return {1: Moving.reads // 3}
    def due(self, table_id):
        return None, None
    def computer_move(self, table_id):
        return False

@st.fragment
def table():
    st.session_state["runs"] = st.session_state.get("runs", 0) + 1
    st.markdown(f"runs={st.session_state['runs']}")
    push.watch(Moving(), 1, Moving.reads // 3)

st.markdown("page")
table()
'''


def test_pushs_reach_into_streamlits_runtime_is_still_there():
    from streamlit.proto.ClientState_pb2 import ClientState
    from streamlit.runtime import Runtime
    from streamlit.runtime.app_session import AppSession
    from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState

    who = "lessons/parts/push.py", "rerun a shared table's fragment at every seat when the table moves"
    assert hasattr(Runtime, "exists") and hasattr(Runtime, "instance"), broke("Runtime", "has exists/instance", *who)
    for name in ("request_rerun", "_call_soon_on_event_loop"):
        assert hasattr(AppSession, name), broke(f"AppSession.{name}", "exists", *who)
    assert hasattr(ThreadState, "get"), broke("ThreadState.get()", "gives the fragment being run", *who)
    cs = ClientState()
    cs.fragment_id, cs.is_auto_rerun = "x", True
    assert cs.fragment_id == "x", broke("ClientState.fragment_id", "names the fragment to rerun", *who)


@pytest.fixture
def served(tmp_path):
    app = tmp_path / "push_app.py"
    app.write_text(APP)
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(app), "--server.headless", "true",
                             "--server.port", str(port), "--server.address", "127.0.0.1",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"{base}/_stcore/health", timeout=2).read()
                break
            except OSError:
                time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        proc.wait(10)


def test_the_server_reruns_the_fragment_when_the_table_moves_without_a_word_from_the_browser(served):
    from http.cookiejar import CookieJar

    from streamlit.proto.BackMsg_pb2 import BackMsg
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
    from websockets.sync.client import connect

    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    json.loads(opener.open(f"{served}/_stcore/host-config", timeout=10).read())
    cookies = {c.name: c.value for c in jar}
    xsrf = cookies.get("_streamlit_xsrf", "PLACEHOLDER_AUTH_TOKEN")
    runs = []
    with connect(f"ws://{served.removeprefix('http://')}/_stcore/stream", origin=served,
                 subprotocols=["streamlit", xsrf], max_size=None, open_timeout=30,
                 additional_headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())}) as ws:
        msg = BackMsg()
        msg.rerun_script.page_name, msg.rerun_script.query_string = "", ""
        ws.send(msg.SerializeToString())   # the one message the "browser" sends
        end = time.monotonic() + 4
        while time.monotonic() < end:
            try:
                raw = ws.recv(timeout=max(0.05, end - time.monotonic()))
            except TimeoutError:
                break
            fwd = ForwardMsg()
            fwd.ParseFromString(raw)
            if fwd.WhichOneof("type") == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                el = fwd.delta.new_element
                if el.WhichOneof("type") == "markdown" and el.markdown.body.startswith("runs="):
                    runs.append(int(el.markdown.body[5:]))
    assert runs[:1] == [1] and len(runs) >= 4, broke(
        "AppSession.request_rerun(ClientState with fragment_id)", f"reruns the fragment from the server (saw {runs})",
        "lessons/parts/push.py", "show a move at every seat of a shared table within a second")
    assert runs == sorted(runs) and len(runs) <= 12   # one rerun per move, not a rerun per poll (20 polls in 4 s)


def test_a_nudge_time_passing_wakes_every_seat_at_that_table_once_at_one_query_a_round(monkeypatch):
    """Issue 27: when the person to act may be nudged (the opener's time since the table last moved), the watcher
    asks every seat at that table to draw it again, once, though the table has not moved; its cost stays one
    versions query a round, the times read once per table per version (SharedTables.due)."""
    from datetime import timedelta

    from engine.classroom.store import utcnow
    from lessons.parts import push

    class Quiet:   # two tables that do not move: at 7 a person may be nudged in 0.3 s, at 8 nobody
        reads = dues = 0

        def versions(self, ids):
            Quiet.reads += 1
            return {7: 3, 8: 5}

        def due(self, table_id):
            Quiet.dues += 1
            return (None, utcnow() + timedelta(seconds=0.3)) if table_id == 7 else (None, None)

        def computer_move(self, table_id):
            raise AssertionError("no computer player is due")

    store, woken = Quiet(), []
    one_round = push._round
    monkeypatch.setattr(push, "_round", lambda: None)   # a watcher thread this process may run stays out of it
    monkeypatch.setattr(push, "_rerun", lambda session, fragment: woken.append((session, fragment)) or True)
    monkeypatch.setattr(push, "_watching", {"ada": push.Watch(store, 7, "f1", 3), "ben": push.Watch(store, 7, "f2", 3),
                                            "cy": push.Watch(store, 8, "f3", 5)})
    monkeypatch.setattr(push, "_due", {})
    monkeypatch.setattr(push, "_drawing", {})
    one_round()
    assert woken == []                                   # not yet
    time.sleep(0.35)
    for _ in range(3):
        one_round()
    assert sorted(woken) == [("ada", "f1"), ("ben", "f2")]   # both seats at table 7, once; table 8 left alone
    assert Quiet.reads == 4 and Quiet.dues == 2


def test_a_seat_whose_redraw_was_lost_is_asked_again_a_few_times_then_left(monkeypatch):
    """A rerun asked of a session can be lost (a run of its own under way takes its place): a seat that still shows
    an older version RETRY seconds after being asked is asked again, TRIES times at most (a session gone to another
    page never draws the table), and not at all once its redraw has registered the version (watch)."""
    from lessons.parts import push

    class Moved:   # table 7 has moved to version 4; both seats drew version 3
        def versions(self, ids):
            return {7: 4}

        def due(self, table_id):
            return (None, None)

    store, woken, clock = Moved(), [], [100.0]
    one_round = push._round
    monkeypatch.setattr(push, "_round", lambda: None)
    monkeypatch.setattr(push, "_rerun", lambda session, fragment: woken.append(session) or True)
    monkeypatch.setattr(push.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(push, "_watching", {"ada": push.Watch(store, 7, "f1", 3), "ben": push.Watch(store, 7, "f2", 3)})
    monkeypatch.setattr(push, "_due", {})
    monkeypatch.setattr(push, "_drawing", {})
    one_round()
    assert sorted(woken) == ["ada", "ben"]            # both asked at once
    push._watching["ada"] = push.Watch(store, 7, "f1", 4)   # Ada's redraw came through; Ben's request was lost
    for _ in range(3):
        one_round()                                   # within RETRY: nobody asked twice
    assert sorted(woken) == ["ada", "ben"]
    for _ in range(push.TRIES + 2):
        clock[0] += push.RETRY + 0.01
        one_round()
    assert woken.count("ada") == 1 and woken.count("ben") == push.TRIES   # Ben again, TRIES in all, then left


def test_a_move_pushed_to_a_shared_table_redraws_its_fragment_not_the_whole_page(tmp_path, monkeypatch):
    """Issue 27: the seat's table is rebuilt at every move, and the page's guard (TablePage.fresh) compared it with
    a table shared mode never kept, so every pushed move reran the whole page (lesson, odds and all: 14 full runs
    for 6 moves of Ben's and the computers'). Now a pushed move reruns only the table's fragment, as at a table of
    one; the whole page only when what it shows outside the fragment changed (shared.outside)."""
    import asyncio
    import concurrent.futures

    from benchmarks._browser import free_port, serve
    from benchmarks._ws import FRAGMENT_RUN, FULL_RUN, Tab
    from engine.classroom.store import open_store
    from engine.classroom.tables import SharedTables
    from engine.core.record import replay_states
    from engine.games import get_game

    url = f"sqlite:///{tmp_path / 'classroom.sqlite3'}"
    monkeypatch.setenv("DATABASE_URL", url)        # the served page inherits the environment
    monkeypatch.setenv("CAMP_DATA_DIR", str(tmp_path))
    store = open_store(url)
    tables = SharedTables(store)
    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "person", "computer", "computer"],
                         "rule-of-thumb", "Ada", pace=0.0, seed=5)
    _, _, ben = tables.join(t.code, "Ben")
    tables.start(t.id, ada)
    euchre = get_game("euchre")

    class Seat(Tab):
        statuses: list

        def _finished(self, status):
            self.statuses.append(status)
            super()._finished(status)

    async def play() -> tuple[list, int]:
        seat = Seat(f"http://127.0.0.1:{port}", "", f"_table={t.code}&_tseat={ada}", timeout=120)
        seat.statuses = []
        await seat.open()
        await asyncio.sleep(1.5)                  # the computers' first moves at pace 0, pushed
        seat.statuses.clear()
        pushed = 0
        for _ in range(30):
            if pushed >= 3:
                break
            state = replay_states(tables.read(t.id).record())[-1]
            if state.to_act == 1:                 # Ben, at another screen: his move reaches Ada by push only
                tables.move(t.id, ben, str(euchre.legal_actions(state)[0]), len(tables.read(t.id).moves))
                pushed += 1
                await asyncio.sleep(1.0)
            elif state.to_act == 0 and (mine := [b for b in seat.buttons("euchre:act:") + seat.buttons("euchre:card:")
                                                 if "alone" not in b.act]):
                await seat.click(mine[0])         # Ada's own move, from her table's fragment
                await asyncio.sleep(0.5)
            else:
                await asyncio.sleep(0.3)
        await seat.close()
        return seat.statuses, pushed

    port = free_port()
    proc = serve("lessons/euchre.py", port)
    try:
        with concurrent.futures.ThreadPoolExecutor(1) as pool:   # Playwright's loop may hold the main thread
            statuses, pushed = pool.submit(asyncio.run, play()).result()
    finally:
        proc.terminate()
        proc.wait(10)
        store.close()
    assert pushed == 3 and statuses.count(FRAGMENT_RUN) >= pushed, statuses
    assert statuses.count(FULL_RUN) == 0, f"a pushed move reran the whole page: {statuses}"
