"""A class in real browsers, on SQLite and on PostgreSQL: a teacher opens it, two students join from their own
browser contexts and play its deals, the teacher's dashboard fills in by itself, the results come out as CSV,
and a student who comes back with the same code and name carries on. Screenshots in /tmp/shots/class/."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine.classroom.store import open_store
from tests.browser.conftest import NAV_LINKS, _free_port, assert_no_exception, open_page, wait_idle
from tests.classroom.conftest import db_url, pg_server_url  # noqa: F401 - fixtures: the site's database, SQLite or PostgreSQL

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path("/tmp/shots/class")


def serve(env: dict, log: Path, port: int | None = None) -> tuple[subprocess.Popen, str]:
    """``streamlit run streamlit_app.py`` on a loopback port (a given one: a restart on the same address)."""
    port = port or _free_port()
    log.parent.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"], cwd=ROOT, env=os.environ | env,
        stdout=log.open("w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            if urllib.request.urlopen(f"{url}/_stcore/health", timeout=2).read() == b"ok":
                return proc, url
        except OSError:
            time.sleep(0.3)
    proc.kill()
    pytest.fail("the site did not start within 60 s")


@pytest.fixture
def class_site(db_url, tmp_path):  # noqa: F811 - the imported fixture
    backend = db_url.split(":")[0].split("+")[0]
    proc, url = serve({"DATABASE_URL": db_url, "CAMP_DATA_DIR": str(tmp_path / "data")}, SHOTS / f"site-{backend}.log")
    yield url
    proc.terminate()
    proc.wait(10)


def choose(page, label: str, option: str) -> None:
    page.get_by_label(label).first.click()
    page.get_by_role("option", name=option, exact=True).first.click()
    wait_idle(page)


def join(page, url: str, code: str, name: str) -> None:
    open_page(page, url, f"class-join?code={code}")
    page.get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Join the class").click()
    wait_idle(page)


def commerce_step(page) -> None:
    """One move at the Commerce table: the computer players until my turn, else stand, else the next hand."""
    # the table's block (lessons/parts/board.py): its buttons by the keys their Streamlit buttons had
    until = page.locator(".cp-board button[data-key='commerce:pace:until']:not([disabled])")
    stand = page.locator(".cp-board button[data-key='commerce:act:stand']")
    nxt = page.locator(".cp-board button[data-key='commerce:next']")
    target = (until if until.count() else stand if stand.count() else nxt if nxt.count()
              else page.locator(".cp-board button[data-key^='commerce:act:']"))
    try:   # a button redrawn under the pointer by a rerun is looked for again
        target.first.click(timeout=5_000)
    except PlaywrightTimeout:
        return
    wait_idle(page)


def back_to_join(page) -> None:
    """Back to Join a class in the same browser session, by the navigation (on a phone, the sidebar opened first by
    its button, as a student's finger opens it)."""
    link = page.locator(NAV_LINKS, has_text="Join a class").first
    if (page.viewport_size or {}).get("width", 1366) < 640:
        page.locator("[data-testid='stExpandSidebarButton'], [data-testid='stSidebarCollapsedControl'] button").first.click()
        page.wait_for_timeout(400)
    link.click()
    wait_idle(page)


def play_to_the_end(page, store, code: str, name: str, deals: int) -> None:
    """Each deal at the Commerce table until the class hook has stored it, then back for the next."""
    try:
        for deal in range(1, deals + 1):
            page.get_by_role("button", name=f"Play deal {deal} at the table").click()
            wait_idle(page)
            page.wait_for_url("**/commerce*")
            for _ in range(200):
                assert_no_exception(page)
                if store.student_named(store.class_by_code(code).id, name).done >= deal:
                    break
                commerce_step(page)
            else:
                pytest.fail(f"deal {deal} was never stored")
            back_to_join(page)
        page.get_by_text("You have played all").first.wait_for()
    except Exception:
        page.screenshot(path=str(SHOTS / "failed.png"), full_page=True)
        raise


def test_a_class_from_creation_to_csv(browser, class_site, db_url):  # noqa: F811
    backend = "postgresql" if db_url.startswith("postgresql") else "sqlite"
    SHOTS.mkdir(parents=True, exist_ok=True)
    teacher_ctx = browser.new_context(viewport={"width": 1366, "height": 768}, accept_downloads=True)
    teacher = teacher_ctx.new_page()
    teacher.set_default_timeout(30_000)
    open_page(teacher, class_site, "class")
    assert_no_exception(teacher)
    choose(teacher, "Game", "Commerce")
    teacher.get_by_role("button", name="Open the class").click()
    wait_idle(teacher)
    teacher.get_by_text("Keep your private link now").first.wait_for()   # once, before the room sees the screen
    assert "key=" not in teacher.url
    key = teacher.locator("[data-testid=stCode]").first.inner_text().strip().split("key=")[1]
    teacher.get_by_role("button", name="I have kept it: show the room the class").click()
    wait_idle(teacher)
    code = teacher.locator(".cp-joincode").first.inner_text().strip()
    assert len(code) == 11 and code[5] == "-"
    assert teacher.locator(".cp-qr svg").count() == 1
    teacher.screenshot(path=str(SHOTS / f"teacher-open-{backend}.png"))
    assert "key=" not in teacher.url and "?key" not in teacher.content()   # the projected page holds no key
    assert teacher.evaluate("() => document.querySelector('meta[name=referrer]')?.content") == "no-referrer"

    students = []
    for name in ("Ann", "<b>Bob</b>"):   # Ann on a phone (issue 28: a class joined and played on a phone), Bob not
        screen = ({"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True} if name == "Ann"
                  else {"viewport": {"width": 1366, "height": 768}})
        ctx = browser.new_context(**screen)
        p = ctx.new_page()
        p.set_default_timeout(30_000)
        join(p, class_site, code, name)
        p.get_by_text("deal 1 of 3").first.wait_for()
        students.append((ctx, p))
    students[0][1].screenshot(path=str(SHOTS / f"student-join-{backend}.png"))
    store = open_store(db_url)
    for (_, p), name in zip(students, ("Ann", "<b>Bob</b>"), strict=True):
        play_to_the_end(p, store, code, name, 3)
    store.close()

    # the dashboard refreshes by itself: both students, every deal played
    teacher.get_by_text("How each deal turned out").first.wait_for(timeout=30_000)
    teacher.wait_for_function("() => [...document.querySelectorAll('[data-testid=stMetricValue]')]"
                              ".map(e => e.innerText).join(',') === '2,2,6'", timeout=30_000)
    assert teacher.locator("b", has_text="Bob").count() == 0          # the name is text, never markup
    assert_no_exception(teacher)
    teacher.screenshot(path=str(SHOTS / f"teacher-dashboard-{backend}.png"), full_page=True)
    for attempt in range(4):   # the dashboard redraws itself every few seconds: a click may land on an old button
        try:
            with teacher.expect_download(timeout=10_000) as dl:
                teacher.get_by_role("button", name="Download all results (CSV)").click(timeout=5_000)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    rows = list(csv.DictReader(io.StringIO(Path(dl.value.path()).read_text())))
    assert len(rows) == 6 and {r["student"] for r in rows} == {"Ann", "<b>Bob</b>"}
    assert sorted(r["deal"] for r in rows) == ["1", "1", "2", "2", "3", "3"]
    # the projector view (issue 29): the code and the room's progress, and no student's name, no key
    teacher.get_by_role("button", name="Projector view").click()
    wait_idle(teacher)
    teacher.locator(".cp-proj-tally").first.wait_for()
    shown = teacher.locator("body").inner_text()
    assert code in shown and "finished every deal" in shown and "Download" not in shown
    assert not [w for w in ("Ann", "Bob", "Student 1") if w in shown], shown
    assert key not in teacher.content() and "key=" not in teacher.url and "view=projector" in teacher.url
    teacher.screenshot(path=str(SHOTS / f"teacher-projector-{backend}.png"))
    teacher.get_by_role("button", name="Back to the dashboard").click()
    teacher.get_by_role("button", name="Projector view").wait_for()

    # a student comes back in a new browser session with the address her browser was given: she carries on
    # (here, at the end); another device typing her name is refused (issue 29: a seat belongs to someone)
    ann_page = students[0][1]
    seat_url = ann_page.url if "seat=" in ann_page.url else None
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    p = ctx.new_page()
    join(p, class_site, code.lower(), "ann")
    p.get_by_text("already plays as").first.wait_for()
    if seat_url:
        p.goto(seat_url)
        wait_idle(p)
        p.get_by_text("Welcome back").first.wait_for()
    ctx.close()
    # a wrong code is refused with a message
    ctx = browser.new_context()
    p = ctx.new_page()
    join(p, class_site, "ZZZZ-ZZZZ", "Eve")
    p.get_by_text("no class has the code").first.wait_for()
    ctx.close()
    for ctx, _ in students:
        ctx.close()
    teacher_ctx.close()
