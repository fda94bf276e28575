"""What the browser benchmarks share: serve a Streamlit script, and time a click inside the page.

A click is timed from its dispatch inside the page (``performance.now()``), so Playwright's own
actionability checks and polling are not counted, to the page updated: Streamlit has run the
script and is idle, and no element is stale. ``compare_clicks`` times a one-button fragment app
the same way, click for click in the same rounds: on a loaded machine both rise together, so the ratio of the
two medians is the figure to read.

Two clocks stop at the same click (``Timed``):

- ``changed``, the budget's figure: the moment of the page's last change (a MutationObserver on the whole page
  notes the time of every change; the last one before the page is idle is when the update was complete);
- ``frame``: the first animation frame at which the page is seen updated (the loop that waits for the update
  looks once a frame). This was the only clock until stop 23. It rounds every click to a frame (about 17 ms),
  so a control app whose update sits near one frame lands now in the first frame (about 8 ms), now in the next
  (about 21 ms); its median jumped between the two from run to run, and the same code measured 1.03x in one run
  and 2.74x in the next (the site's toy table, 40 clicks each). Printed beside the other, for comparison.

Even the page's last change comes in two clusters, at both apps: Streamlit's server sends a session's messages in
batches, one as soon as the run starts and then no sooner than 5 ms after the last (``MESSAGE_FLUSH_INTERVAL_SECS``
in ``streamlit/runtime/runtime_util.py``). A click whose run has enqueued everything by the first batch is answered
in one batch, otherwise its last messages wait for the next: the control's ``script_finished`` left the server
2.0-3.7 ms after the click's message in 17 of 39 clicks and 7.1-8.3 ms in the other 22 (a scratch timeline of the
server's sends). So a median can sit in either cluster from run to run, the control's most of all; ``report``
prints the median of the round-by-round ratios and the ratio of trimmed means beside the ratio of the medians.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
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
# starting with ``expect`` is there) and the page is idle with no stale element. Returns {changed, frame}: the
# milliseconds from the click's dispatch to the page's last change, and to the animation frame at which the update
# was seen (see the module's docstring); -1 on a timeout, -2 if there was no such button.
CLICK_JS = """async ([prefix, primaryOnly, expect]) => {
  const app = document.querySelector("[data-testid='stApp']");
  // Streamlit's primary buttons, or a table block's (lessons/parts/board.py)
  const sel = primaryOnly ? "[data-testid='stBaseButton-primary'], .cp-btn-primary" : "button";
  // a button's name: its aria-label (a card drawn as a picture), else its words without its Material icon (whose
  // ligature, e.g. 'undo', is text in the DOM)
  // a card (tile) of the hand is named by what it shows (controls.card_button): read here as its word, then the
  // picture's name ('Play jack of clubs'), so a prefix 'Play ' finds a legal card as before
  const words = (b) => { if (b.classList.contains('cp-cardbtn'))
      return `${b.querySelector('.cp-say')?.textContent || ''} ` +
        `${b.querySelector('[role=img]')?.getAttribute('aria-label') || ''}`;
    if (b.getAttribute('aria-label')) return b.getAttribute('aria-label');
    const c = b.cloneNode(true);
    c.querySelectorAll("[data-testid='stIconMaterial'], .cp-icon").forEach(e => e.remove());
    return c.textContent.trim(); };
  const btn = [...document.querySelectorAll(sel)].find(b => words(b).startsWith(prefix) && !b.disabled);
  if (!btn) return -2;
  const label = btn.innerText;
  const has = (p) => [...document.querySelectorAll("button")].some(b => words(b).startsWith(p));
  let ran = false;
  const obs = new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') !== 'notRunning') ran = true;
  });
  obs.observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
  let last = 0;   // the time of the page's last change (its observer runs right after each change's task)
  const changes = new MutationObserver(() => { last = performance.now(); });
  changes.observe(document.body, {attributes: true, childList: true, characterData: true, subtree: true});
  const t0 = performance.now();
  btn.click();
  for (;;) {
    await new Promise(r => requestAnimationFrame(r));
    const idle = app.getAttribute('data-test-script-state') === 'notRunning'
      && !document.querySelector("[data-stale='true']");
    const done = ran || !btn.isConnected || btn.innerText !== label || (expect && has(expect));
    if (done && idle) break;
    if (performance.now() - t0 > 15000) { obs.disconnect(); changes.disconnect(); return -1; }
  }
  const frame = performance.now() - t0;
  obs.disconnect();
  changes.disconnect();
  return {changed: Math.max(last - t0, 0), frame};
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


def _open(browser, url: str, prepare):
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.set_default_timeout(30_000)
    page.goto(url)
    page.wait_for_selector("[data-testid='stApp']")
    wait_idle(page)
    prepare(page)
    wait_idle(page)
    return page


@dataclass(frozen=True)
class Timed:
    """One click's two clocks, in milliseconds from its dispatch (the module's docstring says why two)."""
    changed: float   # to the page's last change: the budget's figure
    frame: float     # to the animation frame at which the update was seen


def _click(page, click: tuple, between: tuple | None) -> Timed | None:
    """One timed click (None on a timeout), then the untimed ``between`` click, if any."""
    page.bring_to_front()
    got = page.evaluate(CLICK_JS, list(click))
    if got == -2:
        raise RuntimeError(f"no button {click[0]!r} to click")
    wait_idle(page)
    if between:
        if not isinstance(page.evaluate(CLICK_JS, list(between)), dict):
            raise RuntimeError(f"could not click {between[0]!r}")
        wait_idle(page)
    page.wait_for_timeout(150)
    return Timed(got["changed"], got["frame"]) if isinstance(got, dict) else None


def compare_clicks(url_path: str, prepare, click: tuple, between: tuple | None, n: int,
                   warm: int = 3) -> tuple[list[Timed], list[Timed]]:
    """Time ``n`` clicks at the site's ``url_path`` and ``n`` at the control app, interleaved click by click.

    Both are served for the occasion and open in one Chromium; each round clicks the control and the site, the
    first of the two alternating, so a change of load on the shared machine falls on both figures alike.
    ``prepare(page)`` brings the site's page to the position; ``click`` = (prefix, primary only, expect);
    ``between`` is an untimed click after each (an Undo that brings back the same position). The first ``warm``
    rounds are not counted. Returns (ours, control), round by round (a timed-out click is dropped with its round).
    ``CLICKS=100`` in the environment times that many instead of ``n`` (the ratio of the medians moves by 0.1-0.2x
    from run to run at 40 clicks on this shared machine; the median of the round-by-round ratios moves less)."""
    from playwright.sync_api import sync_playwright

    n = int(os.environ.get("CLICKS", n))
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write(CONTROL_APP)
    port, cport = free_port(), free_port()
    site, control = serve("streamlit_app.py", port), serve(fh.name, cport)
    ours, ctl = [], []
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            mine = _open(b, f"http://127.0.0.1:{port}/{url_path}", prepare)
            theirs = _open(b, f"http://127.0.0.1:{cport}/", lambda page: None)
            for i in range(n + warm):
                pair = {}
                order = ("ours", "control") if i % 2 else ("control", "ours")
                for who in order:
                    pair[who] = (_click(mine, click, between) if who == "ours"
                                 else _click(theirs, ("Click ", False, ""), None))
                if i >= warm and None not in pair.values():
                    ours.append(pair["ours"])
                    ctl.append(pair["control"])
            b.close()
    finally:
        for proc in (site, control):
            proc.terminate()
            proc.wait(10)
        os.unlink(fh.name)
    return ours, ctl


def _trimmed_mean(xs: list[float], cut: float = 0.1) -> float:
    """The mean without the fastest and the slowest ``cut`` of the clicks: the times fall in two clusters about 5 ms
    apart (the module's docstring says why), so a median can jump from one to the other between runs, where a
    mean moves with the share of clicks in each."""
    xs = sorted(xs)
    k = int(len(xs) * cut)
    kept = xs[k:len(xs) - k] or xs
    return sum(kept) / len(kept)


def report(name: str, ours: list[Timed], control: list[Timed]) -> float:
    """Print both medians, the ratio of the medians of the time to the page's last change (the budget: at most
    1.5), the same by the frame clock, and the load; return the ratio."""
    import statistics

    def med(xs: list[Timed], clock: str) -> float:
        return statistics.median(getattr(x, clock) for x in xs)

    for label, xs in ((name, ours), ("control, a one-button fragment app, same rounds", control)):
        changed = [x.changed for x in xs]
        print(f"  {label}: median {med(xs, 'changed'):.1f} ms to the page's last change (min {min(changed):.1f}, "
              f"max {max(changed):.1f}, {len(xs)} clicks); {med(xs, 'frame'):.0f} ms by the frame clock")
    ratio = med(ours, "changed") / med(control, "changed")
    per_round = statistics.median(o.changed / c.changed for o, c in zip(ours, control, strict=True))
    trimmed = _trimmed_mean([x.changed for x in ours]) / _trimmed_mean([x.changed for x in control])
    print(f"  ratio of the medians {ratio:.2f}x (budget 1.5x); median of the round-by-round ratios {per_round:.2f}x; "
          f"ratio of the means without the fastest and slowest tenth {trimmed:.2f}x; "
          f"by the frame clock {med(ours, 'frame') / med(control, 'frame'):.2f}x")
    print(f"  load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cpu(s)")
    return ratio
