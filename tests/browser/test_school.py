"""A class as a school runs it (README: "Running for a school"): two site processes on one PostgreSQL with one
secret, behind a real nginx running deploy/nginx/camp-parlour.conf (tests/school.py). A teacher opens a class
through nginx; two students, each in a browser of their own, are sent to different processes and play the class's
deal there; the teacher's dashboard, on one of them, shows both finished, and the CSV downloads through nginx.
nginx's access log shows that every request of each browser, its websocket included, reached one process only.
Screenshots and logs in /tmp/shots/school/."""

from __future__ import annotations

import csv
import io
import time
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from sqlalchemy import create_engine, text

from engine.classroom.clients import caller
from engine.classroom.store import open_store
from tests.browser.conftest import assert_no_exception, wait_idle
from tests.browser.test_class import choose, join, play_to_the_end
from tests.classroom.conftest import drop_pg_database, fresh_pg_database, pg_server_url  # noqa: F401 - a fixture
from tests.school import school

pytestmark = pytest.mark.browser
SHOTS = Path("/tmp/shots/school")
NAMES = ("Ann", "Bob")


@pytest.fixture
def school_db(pg_server_url):  # noqa: F811 - the imported fixture
    url = fresh_pg_database(pg_server_url)
    try:
        yield url
    finally:
        drop_pg_database(url)


def context(browser, **options):
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, **options)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    return ctx, page


def test_a_class_across_two_processes_behind_nginx(browser, school_db):
    with school(school_db, 2, folder=SHOTS) as s:
        contexts = []
        try:
            # the teacher, through nginx: a first visit is given its route, and the page its headers
            teacher_ctx, teacher = context(browser, accept_downloads=True)
            contexts.append(teacher_ctx)
            first = teacher.goto(f"{s.url}/class")
            assert first.headers["referrer-policy"] == "no-referrer"
            assert first.headers["x-content-type-options"] == "nosniff"
            route = {c["name"]: c for c in teacher_ctx.cookies()}["camp_route"]
            assert route["httpOnly"] and route["sameSite"] == "Lax" and route["path"] == "/"
            browsers = {route["value"]: s.process_of(first.headers)}   # each browser's route, and its process
            teacher.wait_for_selector("[data-testid='stApp']")
            wait_idle(teacher, timeout=60_000)
            assert_no_exception(teacher)
            choose(teacher, "Game", "Commerce")
            teacher.get_by_role("slider").first.focus()      # one deal (the slider's least)
            teacher.keyboard.press("Home")
            wait_idle(teacher)
            teacher.get_by_role("button", name="Open the class").click()
            wait_idle(teacher)
            teacher.get_by_role("button", name="I have kept it: show the room the class").click()
            wait_idle(teacher)
            code = teacher.locator(".cp-joincode").first.inner_text().strip()
            assert f"{s.url}/class-join?code=" in teacher.content()   # the join address is nginx's, not a process's
            assert "1 deal ·" in teacher.get_by_role("heading", level=3).first.inner_text()

            # students: each a browser of its own; a fresh browser is sent where its new route hashes, so a second
            # student is sought until one lands on the other process (each try has one chance in two)
            at: list[int] = []
            pages = []
            for name in NAMES:
                for _ in range(30):
                    ctx, p = context(browser)
                    here = s.process_of(p.goto(f"{s.url}/class-join?code={code}").headers)
                    if here not in at:
                        break
                    ctx.close()
                else:
                    pytest.fail("nginx sent 30 fresh browsers to the same process")
                contexts.append(ctx)
                at.append(here)
                browsers[{c["name"]: c["value"] for c in ctx.cookies()}["camp_route"]] = here
                join(p, s.url, code, name)
                p.get_by_text("deal 1 of 1").first.wait_for()
                pages.append(p)
            assert sorted(at) == [0, 1]              # both processes serve students; one is not the teacher's

            # a client writing its own X-Forwarded-For is still counted at the address nginx saw (nginx overwrites
            # the header; the site trusts it from nginx alone): its wrong code is held against that network
            ctx, p = context(browser, extra_http_headers={"X-Forwarded-For": "203.0.113.7"})
            contexts.append(ctx)
            join(p, s.url, "ZZZZZ-ZZZZZ", "Eve")
            p.get_by_text("no class has the code").first.wait_for()
            with create_engine(school_db).connect() as db:
                held = db.execute(text("SELECT network FROM wrong_codes")).scalars().all()
            assert held == [caller(None, None, "", trusted=()).network]        # 127.0.0.0/24, nginx's side
            assert caller("203.0.113.7", None, "", trusted=()).network not in held
            store = open_store(school_db)
            try:
                for p, name in zip(pages, NAMES, strict=True):
                    play_to_the_end(p, store, code, name, 1)
                    assert_no_exception(p)
            finally:
                store.close()

            # the teacher's dashboard, on its own process, shows what was played on both
            teacher.wait_for_function("() => [...document.querySelectorAll('[data-testid=stMetricValue]')]"
                                      ".map(e => e.innerText).join(',') === '2,2,2'", timeout=30_000)
            assert_no_exception(teacher)
            teacher.screenshot(path=str(SHOTS / "teacher-dashboard.png"), full_page=True)
            for attempt in range(4):   # the dashboard redraws itself every few seconds: a click may land on an old one
                try:
                    with teacher.expect_download(timeout=10_000) as dl:
                        teacher.get_by_role("button", name="Download all results (CSV)").click(timeout=5_000)
                    break
                except PlaywrightTimeout:
                    if attempt == 3:
                        raise
            assert dl.value.url.startswith(f"{s.url}/media/")
            rows = list(csv.DictReader(io.StringIO(Path(dl.value.path()).read_text())))
            assert sorted(r["student"] for r in rows) == sorted(NAMES) and {r["deal"] for r in rows} == {"1"}
        except Exception:
            for i, ctx in enumerate(contexts):
                try:
                    ctx.pages[0].screenshot(path=str(SHOTS / f"failed-{i}.png"), full_page=True)
                except Exception:  # noqa: BLE001 - a page that cannot be drawn: the failure itself matters
                    pass
            raise
        finally:
            for ctx in contexts:
                ctx.close()

        # nginx's log: every request of each browser (the page, its scripts, the websocket, the download) reached
        # one process, the one it was first sent to (a websocket's line is written when it closes)
        def streams(route: str, process: int) -> list[str]:
            return [r for r in s.routes()[route].get(process, []) if r.startswith("GET /_stcore/stream")]

        for _ in range(50):
            if all(streams(route, process) for route, process in browsers.items()):
                break
            time.sleep(0.1)
        routes = s.routes()
        for route, process in browsers.items():
            assert set(routes[route]) == {process}, f"{route}: {sorted(routes[route])}"
            assert streams(route, process)
        teacher_requests = routes[next(iter(browsers))][browsers[next(iter(browsers))]]
        assert any(r.startswith("GET /media/") and ".csv " in r for r in teacher_requests)   # the CSV, from its process
        assert all(len(by) == 1 for by in routes.values()), "a browser's requests went to two processes"
