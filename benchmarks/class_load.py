"""A class under load: forty students at the table at once against one site process, and the dashboard.

Real browsers: one Debian Chromium, one browser context (its own Streamlit session, its own websocket) per
student, driven concurrently by Playwright's async API. Each student joins a Commerce class, opens deal 1 at
the ordinary Commerce table, and then clicks, ROUNDS times, a barter and its undo: the click-to-update time is
taken inside the page from the click's dispatch until Streamlit has run the script and nothing is stale (the
same measure as benchmarks/site_load.py). Reported for 1 student and for STUDENTS at once (medians and 95th
percentiles). NOTE: the browsers run on the same 2-core machine as the site, so the forty-student figure
includes forty renderers competing with the server for the CPU.

The dashboard: a class of 40 students who each finished 10 deals (real Commerce hands with their decisions),
the teacher's page run in Streamlit's AppTest (the whole script: the store read, the aggregation, 10 plotly
charts, the CSV) -- its render time, median of RUNS.

``python benchmarks/class_load.py`` (env STUDENTS=40 ROUNDS=5 RUNS=5). Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.conftest import CHROMIUM, FLAGS, IDLE  # noqa: E402

STUDENTS = int(os.environ.get("STUDENTS", "40"))
ROUNDS = int(os.environ.get("ROUNDS", "5"))
RUNS = int(os.environ.get("RUNS", "5"))

CLICK_JS = """(selector) => new Promise(resolve => {
  const app = document.querySelector("[data-testid='stApp']");
  const el = document.querySelector(selector);
  if (!el) return resolve(-1);
  const t0 = performance.now();
  let ran = false;
  el.click();
  const poll = () => {
    const state = app.getAttribute('data-test-script-state');
    if (state === 'running') ran = true;
    const stale = document.querySelectorAll('[data-stale="true"]').length;
    if (ran && state === 'notRunning' && stale === 0) return resolve(performance.now() - t0);
    if (performance.now() - t0 > 60000) return resolve(-1);
    setTimeout(poll, 2);
  };
  poll();
})"""


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


async def student(browser, url: str, code: str, name: str, times: list[float]) -> None:
    ctx = await browser.new_context(viewport={"width": 1366, "height": 768})
    page = await ctx.new_page()
    page.set_default_timeout(120_000)
    await page.goto(f"{url}/class-join?code={code}")
    await page.wait_for_selector(IDLE)
    await page.get_by_label("Your name").fill(name)
    await page.get_by_role("button", name="Join the class").click()
    await page.get_by_role("button", name="Play deal 1 at the table").click()
    await page.wait_for_url("**/commerce*")
    await page.wait_for_selector("[class*='st-key-commerce-act-barter'] button")
    await page.wait_for_selector(IDLE)
    for _ in range(ROUNDS):
        for selector in ("[class*='st-key-commerce-act-barter'] button", "[class*='st-key-commerce-undo'] button"):
            await page.wait_for_selector(f"{selector}:not([disabled])")
            ms = await page.evaluate(CLICK_JS, selector)
            if ms >= 0:
                times.append(ms)
    await ctx.close()


async def load(url: str, code: str, n: int) -> list[float]:
    from playwright.async_api import async_playwright

    times: list[float] = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        await asyncio.gather(*(student(browser, url, code, f"Student {n}-{i}", times) for i in range(n)))
        await browser.close()
    return times


def make_class(url: str, seeds: list[int]):
    from engine.classroom.store import open_store

    store = open_store(url)
    return store, *store.create_class("commerce", {}, seeds, "stander")


def dashboard_render(url: str) -> tuple[float, list[float]]:
    """A class of 40 x 10 finished hands; the teacher's page rendered in AppTest."""
    from streamlit.testing.v1 import AppTest

    from tests.classroom.helpers import finished

    store, klass, key = make_class(url, list(range(500, 510)))
    hands = {(d, s): finished(klass, d, style=s) for d in range(10) for s in range(3)}
    t0 = time.perf_counter()
    for i in range(40):
        _, st = store.join(klass.code, f"Student {i}")
        for d in range(10):
            store.record_hand(st.id, d, hands[(d, i % 3)])
    filling = time.perf_counter() - t0
    page = str(Path(__file__).resolve().parents[1] / "lessons" / "site" / "class_teacher.py")
    times = []
    for _ in range(RUNS + 1):
        at = AppTest.from_file(page, default_timeout=120)
        at.query_params["key"] = key
        t0 = time.perf_counter()
        at.run()
        times.append(time.perf_counter() - t0)
        assert not at.exception, at.exception
    return filling, times[1:]          # the first run also imports the page's modules


def main() -> None:
    from benchmarks._browser import free_port, serve

    folder = tempfile.mkdtemp(prefix="camp-class-load-")
    url_db = f"sqlite:///{folder}/classroom.sqlite3"
    os.environ["DATABASE_URL"] = url_db
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; database {url_db}")
    filling, render = dashboard_render(url_db)
    print(f"dashboard, 40 students x 10 deals (400 hands stored in {filling:.1f} s): render median "
          f"{statistics.median(render) * 1000:.0f} ms, max {max(render) * 1000:.0f} ms over {len(render)} runs (AppTest)")
    port = free_port()
    proc = serve("streamlit_app.py", port)
    url = f"http://127.0.0.1:{port}"
    try:
        for n in (1, STUDENTS):
            _, klass, _ = make_class(url_db, [777])
            t0 = time.perf_counter()
            times = asyncio.run(load(url, klass.code, n))
            print(f"{n:3d} student(s) at once: {len(times)} clicks, click-to-update median {statistics.median(times):.0f} ms, "
                  f"p95 {pct(times, 0.95):.0f} ms (real browsers; {time.perf_counter() - t0:.0f} s in all)", flush=True)
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    main()
