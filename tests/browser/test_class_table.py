"""A class deal at the game's ordinary table: a student joins, opens deal 1 at the Commerce table, plays it to
the end there, the hand is stored (the class hook in session.table), and Join a class offers deal 2."""

from __future__ import annotations

import pytest

from engine.classroom.store import open_store
from tests.browser.conftest import assert_no_exception, open_page, wait_idle
from tests.browser.test_class import SHOTS, back_to_join, class_site, commerce_step, db_url  # noqa: F401 - fixtures
from tests.classroom.conftest import pg_server_url  # noqa: F401 - a fixture

pytestmark = pytest.mark.browser


def test_a_class_deal_at_the_ordinary_table(browser, class_site, db_url):  # noqa: F811
    store = open_store(db_url)
    klass, _ = store.create_class("commerce", {}, [101, 102], "stander")
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    open_page(page, class_site, f"class-join?code={klass.code}")
    page.get_by_label("Your name").fill("Ann")
    page.get_by_role("button", name="Join the class").click()
    wait_idle(page)
    page.get_by_role("button", name="Play deal 1 at the table").click()
    wait_idle(page)
    page.wait_for_url("**/commerce*")
    assert_no_exception(page)
    page.screenshot(path=str(SHOTS / f"class-deal-at-commerce-{db_url.split(':')[0]}.png"))
    student = None
    for _ in range(200):
        assert_no_exception(page)
        student = store.student_named(klass.id, "Ann")
        if student.done == 1:
            break
        commerce_step(page)
    assert student is not None and student.done == 1
    snap = store.snapshot(klass.id)
    assert len(snap["hands"]) == 1 and snap["decisions"]
    back_to_join(page)
    page.get_by_role("button", name="Play deal 2 at the table").wait_for()
    page.get_by_role("button", name="Play deal 2 at the table").click()
    wait_idle(page)
    page.wait_for_url("**/commerce*")
    assert_no_exception(page)
    ctx.close()
    store.close()
