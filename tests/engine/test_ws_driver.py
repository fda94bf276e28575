"""The class load benchmark's websocket driver (benchmarks/_ws.py) against a real site process.

The driver must do what a browser tab does, or the benchmark measures nothing: join through the real form,
switch to the table, and have its clicks change the game (the page's status line moves on, and a hand played
to its end is in the class's store). The Commerce table is one block (lessons/parts/board.py): the driver reads
its buttons from the block's HTML and clicks one through the block's trigger, as the block's script does.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json

import pytest
from streamlit.components.v2.bidi_component.main import _make_trigger_id
from streamlit.proto.BidiComponent_pb2 import BidiComponent

from benchmarks import class_load
from benchmarks._browser import free_port, serve
from benchmarks._ws import BlockButton, Tab, Widget, _read_block
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
        assert "Your turn." in tab.text() and "Trade or stand?" in tab.text()    # the block's words
        stand = tab.find(key="commerce:act:stand")
        assert isinstance(stand, BlockButton) and stand.act == "stand" and not stand.disabled
        assert stand.fragment     # drawn in the table's fragment: the click names it
        await tab.click(stand)
        after = tab.text()
        await tab.close()
        return after

    after = run(go())
    assert "Trade or stand?" not in after and "Deal 1 is settled." in after     # the learner stood: shown down
    me = store.student_named(klass.id, "Ada L")       # the student the driver joined
    assert me.done == 0


def test_a_student_of_the_benchmark_plays_a_deal_to_the_store(site):
    base, store = site
    klass, _ = store.create_class("commerce", {}, [4243], "stander")
    stats = class_load.Stats()
    run(class_load.student(base, klass.code, 0, stats, pace=(0, 0), spread=0, deals=1))
    assert stats.errors == [] and stats.timeouts == 0
    assert len(stats.table) >= 2 and len(stats.pages) == 2 + stats.tab_opened     # to the table and back
    hands = store.snapshot(klass.id)["hands"]
    assert len(hands) == 1 and hands[0]["deal_index"] == 0


def block(html: str, fragment: str = "frag-1") -> Widget:
    return Widget("bidi_component", BidiComponent(id="$$ID-abc-table", json=json.dumps({"html": html})), fragment)


def test_a_blocks_buttons_and_words_are_read_from_its_html():
    w = block('<div class="cp-turn"><span class="cp-icon" translate="no">touch_app</span> <b>Your turn.</b></div>'
              '<button data-act="stand" data-key="g:act:stand">Stand</button>'
              '<button data-act="undo" data-key="g:undo" disabled><span class="cp-icon">undo</span> Undo</button>'
              '<button data-act="exchange 9D 5D" data-key="g:x" aria-label="Give 9♦ for 5♦">5♦</button>'
              '<input type="number" data-key="g:bet" value="5"><button data-act="bet" data-key="g:bet-b" '
              'data-with="g:bet">Bet</button><button type="submit">Play it</button>')
    text = _read_block(w)
    assert "Your turn." in text and "touch_app" not in text
    got = [(b.key, b.act, b.label, b.disabled) for b in w.buttons]
    assert got == [("g:act:stand", "stand", "Stand", False), ("g:undo", "undo", "Undo", True),
                   ("g:x", "exchange 9D 5D", "Give 9♦ for 5♦", False), ("g:bet-b", "bet 5", "Bet", False)]
    tab = Tab("http://127.0.0.1:1")
    tab.widgets[(0, 1)] = w
    assert [b.key for b in tab.buttons("g:")] == ["g:act:stand", "g:x", "g:bet-b"]     # enabled only
    assert tab.find(key="g:x") is w.buttons[2] and tab.find(label="Bet") is w.buttons[3]


def test_a_click_on_a_blocks_button_is_the_blocks_trigger_in_its_fragment():
    w = block('<button data-act="trade money 9D" data-key="g:act:trade">Buy</button>')
    _read_block(w)
    tab = Tab("http://127.0.0.1:1")
    sent = {}

    async def rerun(states, fragment="", **_):
        sent.update(states=states, fragment=fragment)
        return 1.0

    tab.rerun = rerun
    run(tab.click(w.buttons[0]))
    (state,) = sent["states"]
    assert state.id == _make_trigger_id("$$ID-abc-table", "events") and sent["fragment"] == "frag-1"
    assert json.loads(state.json_trigger_value) == [{"event": "act", "value": "trade money 9D"}]
