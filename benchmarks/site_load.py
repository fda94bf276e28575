"""Home page first load and page switching in Debian's Chromium (budgets: 2 s and 500 ms; a switch at most 3x
a two-page control app measured in the same run).

Starts the site on a free port, warms it with one visit, then measures in a fresh
browser context: the home page from navigation to Streamlit's idle state, and a click
on each navigation link to the new page's idle state (script finished, nothing stale). The same switch is timed
on a control: a two-page ``st.navigation`` app with a title and a line of text per page, so the machine's load
shows in both figures alike.
The switch is timed inside the page, from the click's dispatch, so Playwright's own
actionability checks are not counted. Prints medians; asserts nothing.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.conftest import CHROMIUM, FLAGS, IDLE  # noqa: E402

ROUNDS = int(os.environ.get("ROUNDS", "5"))

# Click the i-th navigation link and wait, inside the page, until the new page's script has run and
# nothing is stale; returns (milliseconds to the new heading, milliseconds to idle).
SWITCH_JS = """([i, heading]) => new Promise(resolve => {
  const app = document.querySelector("[data-testid='stApp']");
  const t0 = performance.now();
  let ran = false, h1 = null;
  document.querySelectorAll("[data-testid='stSidebarNav'] a")[i].click();
  const poll = () => {
    const state = app.getAttribute('data-test-script-state');
    const h = document.querySelector('h1');
    if (state === 'running') ran = true;
    if (h1 === null && h && h.textContent.includes(heading)) h1 = performance.now() - t0;
    const stale = document.querySelectorAll('[data-stale="true"]').length;
    if (h1 !== null && ran && state === 'notRunning' && stale === 0) return resolve([h1, performance.now() - t0]);
    if (performance.now() - t0 > 20000) return resolve([h1, -1]);
    setTimeout(poll, 2);
  };
  poll();
})"""


CONTROL_PAGES = {
    "control_app.py": ("import streamlit as st\n"
                       "st.navigation([st.Page('alpha.py', title='Alpha'), st.Page('beta.py', title='Beta')]).run()\n"),
    "alpha.py": "import streamlit as st\nst.title('Alpha')\nst.write('The first page.')\n",
    "beta.py": "import streamlit as st\nst.title('Beta')\nst.write('The second page.')\n",
}


def switches_in(browser, url: str, rounds: int) -> dict[str, list[float]]:
    """Per link of the sidebar navigation, the seconds from the click to the new page complete."""
    out: dict[str, list[float]] = {}
    for _ in range(rounds):
        ctx = browser.new_context()
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_selector("h1")
        page.wait_for_selector(IDLE)
        links = page.locator("[data-testid='stSidebarNav'] a")
        for i in range(links.count()):
            name = links.nth(i).inner_text().strip().splitlines()[-1]
            heading = "Camp & Parlour" if name == "Home" else name
            _, idle = page.evaluate(SWITCH_JS, [i, heading])
            page.wait_for_selector(IDLE)
            out.setdefault(name, []).append(idle / 1000)
        ctx.close()
    return out


def control_switches(browser, rounds: int) -> list[float]:
    """The two-page control app, served for the occasion: every switch between its pages."""
    from benchmarks._browser import free_port, serve

    with tempfile.TemporaryDirectory() as folder:
        for name, text in CONTROL_PAGES.items():
            Path(folder, name).write_text(text)
        port = free_port()
        proc = serve(str(Path(folder, "control_app.py")), port)
        try:
            url = f"http://127.0.0.1:{port}"
            warm = browser.new_page()
            warm.goto(url)
            warm.wait_for_selector(IDLE)
            warm.close()
            return [t for ts in switches_in(browser, url, rounds).values() for t in ts if t >= 0]   # -1: timed out
        finally:
            proc.terminate()
            proc.wait(10)


def main() -> None:
    from playwright.sync_api import sync_playwright

    from benchmarks._browser import free_port, serve

    port = free_port()
    proc = serve("streamlit_app.py", port)
    url = f"http://127.0.0.1:{port}"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            warm = browser.new_page()
            warm.goto(url)
            warm.wait_for_selector(IDLE)
            warm.close()
            loads, switches, headings = [], {}, {}
            for _ in range(ROUNDS):
                ctx = browser.new_context()
                page = ctx.new_page()
                t0 = time.perf_counter()
                page.goto(url)
                page.wait_for_selector("h1")
                page.wait_for_selector(IDLE)
                loads.append(time.perf_counter() - t0)
                links = page.locator("[data-testid='stSidebarNav'] a")
                for i in range(links.count()):
                    name = links.nth(i).inner_text().strip().splitlines()[-1]  # the icon's ligature comes first
                    heading = "Camp & Parlour" if name == "Home" else name
                    first, idle = page.evaluate(SWITCH_JS, [i, heading])
                    page.wait_for_selector(IDLE)
                    switches.setdefault(name, []).append(idle / 1000)
                    headings.setdefault(name, []).append((first or 0) / 1000)
                ctx.close()
            control = control_switches(browser, ROUNDS)
            browser.close()
    finally:
        proc.terminate()
        proc.wait(10)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, rounds: {ROUNDS}")
    print(f"home first load (fresh context, warm server): median {statistics.median(loads) * 1000:.0f} ms, "
          f"max {max(loads) * 1000:.0f} ms (budget 2000 ms)")
    base = statistics.median(control)
    print(f"control, a two-page app: switch median {base * 1000:.0f} ms (min {min(control) * 1000:.0f}, "
          f"max {max(control) * 1000:.0f}, {len(control)} switches)")
    for name, ts in switches.items():
        print(f"switch to {name:26}: new heading shown, median {statistics.median(headings[name]) * 1000:.0f} ms; "
              f"page complete, median {statistics.median(ts) * 1000:.0f} ms, max {max(ts) * 1000:.0f} ms "
              f"= {statistics.median(ts) / base:.1f}x the control (budget 500 ms, 3x)")


if __name__ == "__main__":
    main()
