"""The class load benchmark's websocket driver (benchmarks/_ws.py) against a real site process.

The driver must do what a browser tab does, or the benchmark measures nothing: join through the real form,
switch to the table, and have its clicks change the game (the page's status line moves on, and a hand played
to its end is in the class's store).
"""

from __future__ import annotations

import asyncio
import concurrent.futures

import pytest

from benchmarks import class_load
from benchmarks._browser import free_port, serve
from benchmarks._ws import Tab
from engine.classroom.store import open_store


def run(coro):
    """Run a coroutine on a thread of its own: in the full suite Playwright's sync API (the browser tests) keeps
    an event loop running on the main thread, where ``asyncio.run`` refuses to start."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("ws-driver")
    url = f"sqlite:///{folder}/classroom.sqlite3"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DATABASE_URL", url)          # the served site inherits the environment
        mp.setenv("CAMP_DATA_DIR", str(folder))
        port = free_port()
        proc = serve("streamlit_app.py", port)
        try:
            yield f"http://127.0.0.1:{port}", open_store(url)
        finally:
            proc.terminate()
            proc.wait(10)


def test_a_click_through_the_driver_changes_the_table(site):
    base, store = site
    klass, _ = store.create_class("commerce", {}, [4242], "stander")

    async def go():
        tab = Tab(base, "class-join", f"code={klass.code}")
        await tab.open()
        assert tab.find(label="Join the class") is not None
        form = [(tab.find(key="class-join:code", kind="text_input"), klass.code),
                (tab.find(key="class-join:name", kind="text_input"), "Ada L")]
        await tab.submit(tab.find(label="Join the class"), form)
        assert "Ada L" in tab.text()
        join_page = tab.page_hash
        await tab.click(tab.find(key="class-join:go"))
        assert tab.page_hash != join_page and tab.pages[""] != tab.page_hash     # now on the Commerce page
        tabs = tab.find(key="commerce:tab", kind="tabs")
        if tab.find(key="commerce:act:stand") is None and tabs is not None:      # the lesson opened on Learn
            await tab.choose(tabs, "Play")
        assert "your turn" in tab.text()
        stand = tab.find(key="commerce:act:stand")
        assert stand is not None and stand.fragment     # drawn in the table's fragment: the click names it
        await tab.click(stand)
        after = tab.text()
        await tab.close()
        return after

    after = run(go())
    assert "your turn" not in after        # the learner stood: the computer players are to act
    _, me = store.join(klass.code, "Ada L")           # the same name again: the student the driver joined
    assert me.resumed and me.done == 0


def test_a_student_of_the_benchmark_plays_a_deal_to_the_store(site):
    base, store = site
    klass, _ = store.create_class("commerce", {}, [4243], "stander")
    stats = class_load.Stats()
    run(class_load.student(base, klass.code, 0, stats, pace=(0, 0), spread=0, deals=1))
    assert stats.errors == [] and stats.timeouts == 0
    assert len(stats.table) >= 2 and len(stats.pages) == 2 + stats.tab_opened     # to the table and back
    hands = store.snapshot(klass.id)["hands"]
    assert len(hands) == 1 and hands[0]["deal_index"] == 0
