"""A class under load: forty students playing at once against one site process, and the teacher's dashboard.

The load (default): each student is a websocket session speaking Streamlit's own protocol, as a browser tab does
(``benchmarks/_ws.py``: the page, health and host-config fetched, the websocket opened with the XSRF cookie,
reruns sent with the clicked button's trigger and its fragment's id; the Commerce table is one block,
lessons/parts/board.py, whose buttons are read from its HTML and pressed through the block's trigger). No
browser renders anything, so the machine's 2 cores go to the site process and a light driver (its CPU time is
printed). Each student:

- arrives at a random moment in the first JOIN_SPREAD seconds, opens ``/class-join?code=…`` and joins with a
  name through the real form;
- plays the class's DEALS deals in order at the ordinary Commerce table: "Play deal N at the table", then at
  each turn one of the enabled move buttons (chosen at random, seeded by the student's number) or, when the
  computer players are to act, "Until my turn", until the hand is over (the page stores it); then back to
  "Join a class" for the next deal;
- thinks before every click: THINK seconds, uniformly at random (default 2-6 s).

The teacher's dashboard is open all the while (``/class?key=…``) and refreshes its fragment every 5 s, as the
browser's timer does (``auto_rerun``; the next refresh is sent when the previous one finished, never two at
once). Click-to-update: from the click's BackMsg sent to its run's ``script_finished`` received. Reported for
1 student (before and after) and for STUDENTS at once, the same clicks (median, 95th percentile), beside the
dashboard's refresh time, timeouts, the load average and the CPU the site and the driver used. The store is
checked afterwards: every student's every deal must be recorded (so the clicks really played the games).

This machine is shared and its load swings (1-minute load average 5 to 15 on 2 cores while others test), and a
niced site waits for a core most when the others are busy, so two references come with every phase: a control
app (one button in a fragment, in a site process of its own) clicked every 2 s, whose ratio is the machine's
alone; and the site's CPU time per request (its idle use subtracted), which leaves waiting for a core out.

The dashboard render: a class of 40 students who each finished 10 deals, the teacher's page run in AppTest,
median of RUNS.

``python benchmarks/class_load.py`` (env STUDENTS=40 DEALS=3 THINK=2-6 JOIN_SPREAD=10 RUNS=5; DASHBOARD=0 skips
the AppTest render, LOAD=0 the class). ``--browsers`` runs the former cross-check instead: real Chromium
contexts, one per student, clicking barter and undo ROUNDS times in the page (the browsers share the 2 cores with
the site, so with forty it measures mostly the browsers). Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import os
import platform
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

STUDENTS = int(os.environ.get("STUDENTS", "40"))
DEALS = int(os.environ.get("DEALS", "3"))
THINK = tuple(float(x) for x in os.environ.get("THINK", "2-6").split("-"))
JOIN_SPREAD = float(os.environ.get("JOIN_SPREAD", "10"))
ROUNDS = int(os.environ.get("ROUNDS", "5"))
RUNS = int(os.environ.get("RUNS", "5"))
MAX_CLICKS = 80          # a deal longer than this at the table is a driver error, not a game


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


# -- websocket students --------------------------------------------------------------------------------------------
class Stats:
    def __init__(self) -> None:
        self.table: list[float] = []      # clicks at the Commerce table (ms)
        self.pages: list[float] = []      # page switches: to the table, back to Join a class (ms)
        self.joins: list[float] = []      # the join form submitted (ms)
        self.dashboard: list[float] = []  # the dashboard's own refreshes (ms)
        self.control: list[float] = []    # the control app's clicks (ms)
        self.timeouts = 0
        self.errors: list[str] = []
        self.students_done = 0
        self.tab_opened = 0               # times a student had to open the Play tab after 'Play deal N'


async def student(base: str, code: str, i: int, stats: Stats, pace: tuple[float, float] = THINK,
                  spread: float = JOIN_SPREAD, deals: int = DEALS) -> None:
    from benchmarks._ws import Tab, Timeout

    rng = random.Random(i)

    async def think(rng: random.Random) -> None:
        await asyncio.sleep(rng.uniform(*pace))

    await asyncio.sleep(rng.uniform(0, spread))
    tab = Tab(base, "class-join", f"code={code}")
    try:
        await tab.open()
        await think(rng)
        form = [(tab.find(key="class-join:code", kind="text_input"), code),
                (tab.find(key="class-join:name", kind="text_input"), f"Student {i + 1}")]
        stats.joins.append(await tab.submit(tab.find(label="Join the class"), form))
        for deal in range(deals):
            go = tab.find(key="class-join:go")
            if go is None or not go.label.endswith(f"deal {deal + 1} at the table"):
                raise RuntimeError(f"no 'Play deal {deal + 1}' button: {go and go.label!r}")
            await think(rng)
            stats.pages.append(await tab.click(go))
            tabs = tab.find(key="commerce:tab", kind="tabs")
            if not tab.buttons("commerce:") and tabs is not None:     # the lesson opened on another tab than Play
                await think(rng)
                stats.pages.append(await tab.choose(tabs, "Play"))
                stats.tab_opened += 1
            for _ in range(MAX_CLICKS):
                if tab.find(key="commerce:again"):           # the hand is over (and stored by the page)
                    break
                moves = tab.buttons("commerce:act:")
                button = rng.choice(moves) if moves else (tab.buttons("commerce:pace:until")
                                                          or tab.buttons("commerce:next") or [None])[0]
                if button is None:
                    raise RuntimeError(f"deal {deal + 1}: nothing to click at the table")
                await think(rng)
                stats.table.append(await tab.click(button))
            else:
                raise RuntimeError(f"deal {deal + 1} not over after {MAX_CLICKS} clicks")
            await think(rng)
            stats.pages.append(await tab.goto("class-join"))
        if tab.exceptions:
            stats.errors.append(f"student {i + 1}: {tab.exceptions[0][:200]}")
        stats.students_done += 1
    except Timeout:
        stats.timeouts += 1
    except Exception as exc:  # noqa: BLE001 - counted and shown, the other students carry on
        stats.errors.append(f"student {i + 1}: {type(exc).__name__}: {exc}")
    finally:
        if getattr(tab, "ws", None) is not None:
            await tab.close()


async def teacher(base: str, key: str, stats: Stats, over: asyncio.Event) -> None:
    from benchmarks._ws import Tab, Timeout

    tab = Tab(base, "class", f"key={key}")
    await tab.open()
    if not tab.auto_rerun:
        stats.errors.append("the dashboard asked for no refresh (no auto_rerun)")
        return
    fragment, every = next(iter(tab.auto_rerun.items()))
    due = time.perf_counter() + every
    while not over.is_set():
        try:
            await asyncio.wait_for(over.wait(), max(0.0, due - time.perf_counter()))
            break
        except TimeoutError:
            pass
        due += every
        try:
            stats.dashboard.append(await tab.rerun([], fragment=fragment, auto=True))
        except Timeout:
            stats.timeouts += 1
        due = max(due, time.perf_counter())
    if tab.exceptions:
        stats.errors.append(f"dashboard: {tab.exceptions[0][:200]}")
    await tab.close()


async def control(base: str, stats: Stats, over: asyncio.Event) -> None:
    """The reference in the same run: a one-button fragment app in a site process of its own, clicked every 2 s.
    It does the least a click can do, so its times rise only with the machine's load, not with the class."""
    from benchmarks._ws import Tab, Timeout

    tab = Tab(base)
    await tab.open()
    while not over.is_set():
        try:
            await asyncio.wait_for(over.wait(), 2.0)
            break
        except TimeoutError:
            pass
        try:
            stats.control.append(await tab.click(tab.find(key="b")))
        except Timeout:
            stats.timeouts += 1
    await tab.close()


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (and its waited-for children), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


async def run_class(base: str, code: str, key: str, n: int, pace: tuple[float, float] = THINK,
                    spread: float = JOIN_SPREAD, control_base: str | None = None) -> tuple[Stats, list[float]]:
    stats = Stats()
    over = asyncio.Event()
    loads: list[float] = []

    async def sample_load():
        while not over.is_set():
            loads.append(os.getloadavg()[0])
            await asyncio.sleep(5)

    others = [asyncio.create_task(teacher(base, key, stats, over)), asyncio.create_task(sample_load())]
    if control_base:
        others.append(asyncio.create_task(control(control_base, stats, over)))
    await asyncio.gather(*(student(base, code, i, stats, pace, spread) for i in range(n)))
    over.set()
    await asyncio.gather(*others)
    return stats, loads


def ws_load(url_db: str) -> None:
    from benchmarks._browser import CONTROL_APP, free_port, serve
    from engine.classroom.store import open_store

    print(f"websocket students (benchmarks/_ws.py), {DEALS} Commerce deal(s) each, think {THINK[0]:g}-{THINK[1]:g} s "
          f"before every click, joining within {JOIN_SPREAD:g} s; the dashboard open, refreshing every 5 s")
    store = open_store(url_db)
    port = free_port()
    proc = serve("streamlit_app.py", port)
    base = f"http://127.0.0.1:{port}"
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write(CONTROL_APP)
    control_port = free_port()
    control_proc = serve(fh.name, control_port)
    control_base = f"http://127.0.0.1:{control_port}"
    rows = {}
    try:
        warm, warm_key = store.create_class("commerce", {}, [900 + d for d in range(DEALS)], "stander")
        asyncio.run(run_class(base, warm.code, warm_key, 1, pace=(0, 0), spread=0))   # imports, caches: not timed
        idle0 = cpu_seconds(proc.pid)
        time.sleep(10)
        idle = (cpu_seconds(proc.pid) - idle0) / 10          # the site's own CPU use with nobody on it
        per_op = {}
        for n in (1, STUDENTS, 1):     # one student before and after: the machine's drift
            klass, key = store.create_class("commerce", {}, [700 + d for d in range(DEALS)], "stander")
            site0, own0, t0 = cpu_seconds(proc.pid), own_cpu(), time.perf_counter()
            stats, loads = asyncio.run(run_class(base, klass.code, key, n, control_base=control_base))
            wall = time.perf_counter() - t0
            site, own = cpu_seconds(proc.pid) - site0, own_cpu() - own0
            snap = store.snapshot(klass.id)
            stored = len(snap["hands"])
            rows.setdefault(n, []).append(stats)
            ops = len(stats.table) + len(stats.pages) + len(stats.joins) + len(stats.dashboard) + n
            per_op.setdefault(n, []).append((site - idle * wall) / ops * 1000)
            for e in stats.errors[:5]:
                print(f"     error: {e}")
            t, d = stats.table or [0.0], stats.dashboard
            print(f"{n:3d} student(s): {len(t)} table clicks, click-to-update median {statistics.median(t):.0f} ms, "
                  f"p95 {pct(t, 0.95):.0f} ms, max {max(t):.0f} ms; page switches median "
                  f"{statistics.median(stats.pages):.0f} ms, p95 {pct(stats.pages, 0.95):.0f} ms; joins median "
                  f"{statistics.median(stats.joins):.0f} ms", flush=True)
            c = stats.control
            print(f"     dashboard refresh: {len(d)} refreshes, median {statistics.median(d) if d else 0:.0f} ms, "
                  f"p95 {pct(d, 0.95) if d else 0:.0f} ms, max {max(d) if d else 0:.0f} ms; control app: {len(c)} "
                  f"clicks, median {statistics.median(c):.0f} ms, p95 {pct(c, 0.95):.0f} ms")
            print(f"     {stored} of {n * DEALS} hands stored; {stats.students_done} of {n} students finished; "
                  f"Play tab opened by hand {stats.tab_opened} times; timeouts {stats.timeouts}; "
                  f"errors {len(stats.errors)}; {wall:.0f} s; load average (1 min) "
                  f"mean {statistics.mean(loads):.1f}, max {max(loads):.1f}; CPU: site {site:.0f} s "
                  f"({site / wall:.2f} core), driver {own:.0f} s ({own / wall:.2f} core); site CPU per request "
                  f"(clicks, page switches, joins, page loads, refreshes; {idle * 1000:.0f} ms/s idle use subtracted): "
                  f"{per_op[n][-1]:.0f} ms", flush=True)
        ones = [x for s in rows[1] for x in s.table]
        many = rows[STUDENTS][0].table
        c1, cn = [x for s in rows[1] for x in s.control], rows[STUDENTS][0].control
        print(f"one student, both runs: {len(ones)} clicks, median {statistics.median(ones):.0f} ms, p95 "
              f"{pct(ones, 0.95):.0f} ms; ratio of medians, {STUDENTS} students / 1: "
              f"{statistics.median(many) / statistics.median(ones):.2f} (goal: at most 2); p95 ratio "
              f"{pct(many, 0.95) / pct(ones, 0.95):.2f}; the control app's ratios in the same runs (the machine "
              f"alone): median {statistics.median(cn) / statistics.median(c1):.2f}, p95 {pct(cn, 0.95) / pct(c1, 0.95):.2f}; "
              f"site CPU per request {STUDENTS} / 1: {per_op[STUDENTS][0] / statistics.mean(per_op[1]):.2f} "
              "(the work a request costs the site, waiting for a core left out)")
    finally:
        for p in (proc, control_proc):
            p.terminate()
            p.wait(10)
        os.unlink(fh.name)


# -- the former cross-check: real browsers --------------------------------------------------------------------------
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


# the table block's buttons (lessons/parts/board.py), by the keys their Streamlit buttons had
BARTER = ".cp-board button[data-key^='commerce:act:barter ']"
UNDO = ".cp-board button[data-key='commerce:undo']"


async def browser_student(browser, url: str, code: str, name: str, times: list[float]) -> None:
    from tests.browser.conftest import IDLE

    ctx = await browser.new_context(viewport={"width": 1366, "height": 768})
    page = await ctx.new_page()
    page.set_default_timeout(120_000)
    await page.goto(f"{url}/class-join?code={code}")
    await page.wait_for_selector(IDLE)
    await page.get_by_label("Your name").fill(name)
    await page.get_by_role("button", name="Join the class").click()
    await page.get_by_role("button", name="Play deal 1 at the table").click()
    await page.wait_for_url("**/commerce*")
    await page.wait_for_selector(IDLE)
    if not await page.locator(BARTER).count():   # opened on Learn
        await page.get_by_role("radio", name="Play", exact=True).click()
    await page.wait_for_selector(BARTER)
    await page.wait_for_selector(IDLE)
    for _ in range(ROUNDS):
        for selector in (BARTER, UNDO):
            await page.wait_for_selector(f"{selector}:not([disabled])")
            ms = await page.evaluate(CLICK_JS, selector)
            if ms >= 0:
                times.append(ms)
    await ctx.close()


async def browser_class(url: str, code: str, n: int) -> list[float]:
    from playwright.async_api import async_playwright

    from tests.browser.conftest import CHROMIUM, FLAGS

    times: list[float] = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        await asyncio.gather(*(browser_student(browser, url, code, f"Student {n}-{i}", times) for i in range(n)))
        await browser.close()
    return times


def browser_load(url_db: str) -> None:
    from benchmarks._browser import free_port, serve
    from engine.classroom.store import open_store

    store = open_store(url_db)
    port = free_port()
    proc = serve("streamlit_app.py", port)
    url = f"http://127.0.0.1:{port}"
    try:
        for n in (1, STUDENTS):
            klass, _ = store.create_class("commerce", {}, [777], "stander")
            t0 = time.perf_counter()
            times = asyncio.run(browser_class(url, klass.code, n))
            print(f"{n:3d} student(s) at once: {len(times)} clicks, click-to-update median {statistics.median(times):.0f} ms, "
                  f"p95 {pct(times, 0.95):.0f} ms (real browsers; {time.perf_counter() - t0:.0f} s in all; "
                  f"load average {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        proc.terminate()
        proc.wait(10)


# -- the dashboard of a full class, rendered ------------------------------------------------------------------------
def dashboard_render(url: str) -> tuple[float, list[float], list[float]]:
    """A class of 40 x 10 finished hands; the teacher's page rendered in AppTest."""
    from streamlit.testing.v1 import AppTest

    from engine.classroom.store import open_store
    from tests.classroom.helpers import finished

    store = open_store(url)
    klass, key = store.create_class("commerce", {}, list(range(500, 510)), "stander")
    hands = {(d, s): finished(klass, d, style=s) for d in range(10) for s in range(3)}
    t0 = time.perf_counter()
    for i in range(40):
        _, st = store.join(klass.code, f"Student {i}")
        for d in range(10):
            store.record_hand(st.id, d, hands[(d, i % 3)])
    filling = time.perf_counter() - t0
    page = str(Path(__file__).resolve().parents[1] / "lessons" / "site" / "class_teacher.py")
    times, cpu = [], []
    for _ in range(RUNS + 1):
        at = AppTest.from_file(page, default_timeout=120)
        at.query_params["key"] = key
        t0, c0 = time.perf_counter(), time.process_time()
        at.run()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)      # this process's CPU: the render without the wait for a core
        assert not at.exception, at.exception
    return filling, times[1:], cpu[1:]          # the first run also imports the page's modules


def main() -> None:
    folder = tempfile.mkdtemp(prefix="camp-class-load-")
    url_db = f"sqlite:///{folder}/classroom.sqlite3"
    os.environ["DATABASE_URL"] = url_db
    os.environ.setdefault("CAMP_DATA_DIR", folder)     # the site's secret and data stay out of the checkout
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; database {url_db}")
    if os.environ.get("DASHBOARD", "1") != "0":
        filling, render, cpu = dashboard_render(url_db)
        print(f"dashboard, 40 students x 10 deals (400 hands stored in {filling:.1f} s): render median "
              f"{statistics.median(render) * 1000:.0f} ms, max {max(render) * 1000:.0f} ms over {len(render)} runs "
              f"(AppTest; CPU time median {statistics.median(cpu) * 1000:.0f} ms; load average "
              f"{os.getloadavg()[0]:.1f})", flush=True)
    if os.environ.get("LOAD", "1") == "0":
        return
    if "--browsers" in sys.argv[1:]:
        browser_load(url_db)
    else:
        ws_load(url_db)


if __name__ == "__main__":
    main()
