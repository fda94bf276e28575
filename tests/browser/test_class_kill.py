"""The site process itself killed with SIGKILL in the middle of a class, then started again on the same
database and address: every committed hand is still there, unchanged, and every student resumes at the move
they had reached, the browser student by reloading the table page (its address names the class and the name),
the others (another site process's students, driven through the store) by joining again. Before the kill, a
reload in the middle of a hand shows the same cards and the same move count. On SQLite and PostgreSQL."""

from __future__ import annotations

import os
import random
import signal

import pytest

from engine.classroom.play import class_table, progress_due, resumed_table
from engine.classroom.store import open_store
from tests.browser.conftest import _free_port, assert_no_exception, open_page, wait_idle
from tests.browser.test_class import SHOTS, back_to_join, commerce_step, db_url, join, serve  # noqa: F401 - fixtures
from tests.classroom.conftest import pg_server_url  # noqa: F401 - a fixture
from tests.classroom.helpers import finished

pytestmark = pytest.mark.browser
STAND = ".cp-board button[data-key='commerce:act:stand']"             # the table's block (lessons/parts/board.py)
BUY = ".cp-board button[data-key^='commerce:act:trade money ']"


def my_turn(page) -> None:
    """The computer players until the learner is to act (and past a settled deal's Next)."""
    for _ in range(60):
        assert_no_exception(page)
        if page.locator(STAND).count():
            return
        commerce_step(page)
    pytest.fail("the learner never came to act")


def position(page) -> tuple[str, int]:
    """What the learner sees at the table at the learner's turn: the cards in hand and how many moves the log shows.

    Nothing is clicked here: after a reload the page may go idle before its first run has drawn the table, and a
    step taken then (say 'Stand', once drawn) would move the very hand being compared. The learner's turn must
    come back by itself, as it was before the reload."""
    page.locator(STAND).first.wait_for(timeout=60_000)
    wait_idle(page)
    cards = page.locator(".cm-hand").first.inner_text()
    log = page.locator(".cp-board .cp-log").first
    moves = log.locator(":scope > div").count()
    return cards, moves


def buy(page) -> None:
    """The learner buys a card (the hand goes on: the learner acts again, to stand or trade on)."""
    my_turn(page)
    if page.locator(BUY).count():
        page.locator(BUY).first.click()
        wait_idle(page)
    # else my_turn's step bought: it read the table before its Stand button was drawn, and took the first move
    page.get_by_text("You have traded").first.wait_for()


def api_student(store, klass, name: str, style: int, deals: int, moves: int):
    """A student of another site process: ``deals`` deals finished, then ``moves`` moves of the next kept."""
    _, me = store.join(klass.code, name)
    for d in range(deals):
        assert store.record_hand(me.id, d, finished(klass, d, style))
    t = class_table(klass, deals)
    t.run_bots()
    rng = random.Random(style)
    for _ in range(moves):
        t.act(rng.choice(t.legal()))
        t.run_bots()
    assert progress_due(t, None) and store.save_progress(me.id, deals, t.record.to_json(), len(t.record.actions))
    return me, t


def test_the_site_killed_mid_class_loses_nothing_and_everyone_resumes(browser, db_url, tmp_path):  # noqa: F811
    SHOTS.mkdir(parents=True, exist_ok=True)
    backend = "postgresql" if db_url.startswith("postgresql") else "sqlite"
    env = {"DATABASE_URL": db_url, "CAMP_DATA_DIR": str(tmp_path / "data")}
    port = _free_port()
    proc, url = serve(env, SHOTS / f"kill-{backend}-1.log", port)
    store = open_store(db_url)
    klass, _ = store.create_class("commerce", {}, [301, 302, 303], "trader")
    cy, cy_table = api_student(store, klass, "Cy", 1, 1, 1)
    dee, dee_table = api_student(store, klass, "Dee", 2, 0, 2)

    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        join(page, url, klass.code, "Ann")
        page.get_by_role("button", name="Play deal 1 at the table").click()
        wait_idle(page)
        page.wait_for_url("**/commerce*")
        for _ in range(200):                           # deal 1 to the end: committed by the class hook
            if store.student_named(klass.id, "Ann").done == 1:
                break
            commerce_step(page)
        else:
            pytest.fail("deal 1 was never stored")
        back_to_join(page)
        page.get_by_role("button", name="Play deal 2 at the table").click()
        wait_idle(page)
        page.wait_for_url("**/commerce*")
        buy(page)
        before = position(page)
        assert "_class=" in page.url and "_seat=" in page.url and "Ann" not in page.url
        ann = store.student_named(klass.id, "Ann")
        kept = store.progress(ann.id, 1)
        assert kept is not None and store.snapshot(klass.id)["progress"]

        page.reload()                                  # a reload: a new browser session, the same hand and move
        wait_idle(page)
        assert position(page) == before
        page.screenshot(path=str(SHOTS / f"kill-before-{backend}.png"))

        committed = {(h["student_id"], h["deal_index"]): store.hand_record(klass.id, h["student_id"], h["deal_index"])
                     for h in store.snapshot(klass.id)["hands"]}
        assert len(committed) == 2                      # Ann's deal 1 and Cy's deal 1
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
        assert proc.returncode == -signal.SIGKILL
        store.close()

        proc, url2 = serve(env, SHOTS / f"kill-{backend}-2.log", port)
        assert url2 == url
        after = open_store(db_url)
        snap = after.snapshot(klass.id)
        assert {(h["student_id"], h["deal_index"]): after.hand_record(klass.id, h["student_id"], h["deal_index"])
                for h in snap["hands"]} == committed     # every committed hand, unchanged
        page.reload()                                  # the browser student: the same hand, the same move
        wait_idle(page)
        assert_no_exception(page)
        assert position(page) == before
        page.screenshot(path=str(SHOTS / f"kill-after-{backend}.png"))
        for me, t, deal in ((cy, cy_table, 1), (dee, dee_table, 0)):   # the others: the move they had reached
            again = after.student_named(klass.id, me.name)
            assert again.done == deal
            assert resumed_table(klass, deal, after.progress(again.id, deal)).record.actions == t.record.actions
        for _ in range(200):                           # and Ann carries on to the end of deal 2
            if after.student_named(klass.id, "Ann").done == 2:
                break
            commerce_step(page)
        else:
            pytest.fail("deal 2 was never stored after the restart")
        assert after.progress(ann.id, 1) is None
        after.close()
    except Exception:
        page.screenshot(path=str(SHOTS / f"kill-failed-{backend}.png"), full_page=True)
        raise
    finally:
        ctx.close()
        proc.terminate()
        proc.wait(10)


def test_a_reload_of_the_join_page_offers_to_continue(browser, db_url, tmp_path):  # noqa: F811
    """A student back on Join a class with her seat's address (a new browser session) is offered the half-played
    deal, and it opens there; on another device, typing her name is refused until the teacher lets her in again,
    and then she carries on the same way."""
    env = {"DATABASE_URL": db_url, "CAMP_DATA_DIR": str(tmp_path / "data")}
    proc, url = serve(env, SHOTS / "continue.log")
    store = open_store(db_url)
    klass, _ = store.create_class("commerce", {}, [401], "trader")
    eve, t = api_student(store, klass, "Eve", 3, 0, 1)
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        open_page(page, url, "class-join")
        join(page, url, klass.code, "eve")
        page.get_by_text("already plays as").first.wait_for()       # her name alone takes nothing
        page.goto(f"{url}/class-join?code={klass.code}&seat={eve.seat}")
        wait_idle(page)
        page.get_by_text("carries on at the move you had reached").first.wait_for()
        page.get_by_role("button", name="Continue deal 1 at the table").click()
        wait_idle(page)
        page.wait_for_url("**/commerce*")
        _, moves = position(page)
        assert moves == len(t.record.actions)
    finally:
        ctx.close()
        store.close()
        proc.terminate()
        proc.wait(10)

