"""What the browser benchmarks share: serve a Streamlit script, and time a click inside the page.

A click is timed from its dispatch inside the page (``performance.now()``), so Playwright's own
actionability checks and polling are not counted, to the page updated: Streamlit has run the
script and is idle, and no element is stale. ``control_clicks`` times a one-button fragment app
the same way: on a loaded machine both rise together, so report them side by side.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, FLAGS, wait_idle  # noqa: E402

CONTROL_APP = """
import streamlit as st
@st.fragment
def f():
    st.session_state.setdefault("n", 0)
    def inc():
        st.session_state.n += 1
    st.button(f"Click {st.session_state.n}", on_click=inc, key="b")
f()
"""

# Click the first button whose text starts with ``prefix`` (primary buttons only if asked), then wait until the
# click has taken effect (the script ran, seen by a MutationObserver; or the button changed or went; or a button
# starting with ``expect`` is there) and the page is idle with no stale element. Returns the milliseconds from
# the click's dispatch, -1 on a timeout, -2 if there was no such button.
CLICK_JS = """async ([prefix, primaryOnly, expect]) => {
  const app = document.querySelector("[data-testid='stApp']");
  const sel = primaryOnly ? "[data-testid='stBaseButton-primary']" : "button";
  // a button's words without its Material icon (whose ligature, e.g. 'undo', is text in the DOM)
  const words = (b) => { const c = b.cloneNode(true);
    c.querySelectorAll("[data-testid='stIconMaterial']").forEach(e => e.remove()); return c.textContent.trim(); };
  const btn = [...document.querySelectorAll(sel)].find(b => words(b).startsWith(prefix) && !b.disabled);
  if (!btn) return -2;
  const label = btn.innerText;
  const has = (p) => [...document.querySelectorAll("button")].some(b => words(b).startsWith(p));
  let ran = false;
  const obs = new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') !== 'notRunning') ran = true;
  });
  obs.observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
  const t0 = performance.now();
  btn.click();
  for (;;) {
    await new Promise(r => requestAnimationFrame(r));
    const idle = app.getAttribute('data-test-script-state') === 'notRunning'
      && !document.querySelector("[data-stale='true']");
    const done = ran || !btn.isConnected || btn.innerText !== label || (expect && has(expect));
    if (done && idle) break;
    if (performance.now() - t0 > 15000) { obs.disconnect(); return -1; }
  }
  obs.disconnect();
  return performance.now() - t0;
}"""




def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(script: str, port: int) -> subprocess.Popen:
    """Start ``streamlit run script`` on ``port`` and wait for its health check."""
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", script, "--server.headless", "true",
                             "--server.port", str(port), "--server.address", "127.0.0.1",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            if urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2).read() == b"ok":
                return proc
        except OSError:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("the site did not start")


def timed_clicks(url: str, prepare, click: tuple, between: tuple | None, n: int) -> list[float]:
    """Open ``url``, run ``prepare(page)``, then time ``n`` clicks (``click`` = (prefix, primary only, expect));
    ``between`` is an untimed click after each (an Undo that brings back the same position)."""
    from playwright.sync_api import sync_playwright

    times = []
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = b.new_page(viewport={"width": 1400, "height": 1000})
        page.set_default_timeout(30_000)
        page.goto(url)
        page.wait_for_selector("[data-testid='stApp']")
        wait_idle(page)
        prepare(page)
        page.wait_for_timeout(1000)
        for _ in range(n):
            ms = page.evaluate(CLICK_JS, list(click))
            if ms == -2:
                raise RuntimeError(f"no button {click[0]!r} to click")
            if ms >= 0:
                times.append(ms)
            wait_idle(page)
            if between:
                if page.evaluate(CLICK_JS, list(between)) < 0:
                    raise RuntimeError(f"could not click {between[0]!r}")
                wait_idle(page)
            page.wait_for_timeout(250)
        b.close()
    return times


def site_clicks(url_path: str, prepare, click: tuple, between: tuple | None, n: int) -> list[float]:
    """``timed_clicks`` on the site itself, served for the occasion."""
    port = free_port()
    site = serve("streamlit_app.py", port)
    try:
        return timed_clicks(f"http://127.0.0.1:{port}/{url_path}", prepare, click, between, n)
    finally:
        site.terminate()
        site.wait(10)


def control_clicks(n: int) -> list[float]:
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write(CONTROL_APP)
    port = free_port()
    proc = serve(fh.name, port)
    try:
        return timed_clicks(f"http://127.0.0.1:{port}/", lambda page: None, ("Click ", False, ""), None, n)
    finally:
        proc.terminate()
        proc.wait(10)
        os.unlink(fh.name)


def report(name: str, ours: list[float], control: list[float], budget_ms: int = 150) -> None:
    import statistics

    for label, xs in ((name, ours), ("control, a one-button fragment app", control)):
        print(f"  {label}: median {statistics.median(xs):.0f} ms (min {min(xs):.0f}, max {max(xs):.0f}, "
              f"{len(xs)} clicks)" + (f"  (budget {budget_ms} ms median)" if xs is ours else ""))
    print(f"  load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cpu(s)")
