"""Home page first load and page switching in Debian's Chromium (budgets: 2 s and 500 ms; a switch at most 3x
a two-page control app measured in the same run).

Starts the site and a control on free ports, warms the site by visiting every page once, then measures, round
after round in fresh browser contexts: the home page from navigation to Streamlit's idle state, and a click on
each navigation link to the new page's idle state (script finished, nothing stale). Each of the site's switches
is paired with a switch of the control (a two-page ``st.navigation`` app with a title and a line of text per
page) made just before or after it, the order alternating, so the machine's load falls on both figures alike.
The switch is timed inside the page, from the click's dispatch, so Playwright's own
actionability checks are not counted. Prints medians and ratios (ROUNDS=7 by default); asserts nothing.
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

from tests.browser.conftest import CHROMIUM, FLAGS, IDLE, NAV_LINKS  # noqa: E402

ROUNDS = int(os.environ.get("ROUNDS", "7"))

# Click the i-th navigation link and wait, inside the page, until the new page's heading is shown, its script has
# run and nothing is stale; returns (milliseconds to the new heading, milliseconds to idle).
SWITCH_JS = """([links, i, heading]) => new Promise(resolve => {
  const app = document.querySelector("[data-testid='stApp']");
  const t0 = performance.now();
  let h1 = null, seen = null;   // the h1's text last looked at (cloned once a change)
  // the heading's words without its Material icon's ligature ('Domino Euchre' is not 'Call-Ace Domino Euchre')
  const title = (h) => { const c = h.cloneNode(true);
    c.querySelectorAll("[data-testid='stIconMaterial'], [translate='no']").forEach(e => e.remove());
    return c.textContent.trim(); };
  // Done when the script is not running, nothing is stale, the new page's heading is shown, and either the
  // heading was another page's at the click (only the new page's run draws it) or a run was seen. A run of a few
  // milliseconds (the control's) can start and end within one React commit, so the attribute never reads
  // 'running': waiting for that alone timed out about a third of the control's switches, the fastest ones, and
  // left them out. A link to the page already shown (Home, first in a round) still needs the run to be seen.
  const before = document.querySelector('h1');
  const changed = !before || title(before) !== heading;
  let ran = false;
  const obs = new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') === 'running') ran = true;
  });
  obs.observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
  const done = (x) => { obs.disconnect(); resolve(x); };
  document.querySelectorAll(links)[i].click();
  const poll = () => {
    const state = app.getAttribute('data-test-script-state');
    const h = document.querySelector('h1');
    if (h1 === null && h && h.textContent !== seen) {
      seen = h.textContent;
      if (title(h) === heading) h1 = performance.now() - t0;
    }
    const stale = document.querySelectorAll('[data-stale="true"]').length;
    if (state === 'running') ran = true;
    if (h1 !== null && (changed || ran) && state === 'notRunning' && stale === 0) return done([h1, performance.now() - t0]);
    if (performance.now() - t0 > 20000) return done([h1, -1]);
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


# The site's page links are its own sidebar's (lessons/site/sidebar.py); the control's are Streamlit's own list.
CONTROL_LINKS = "[data-testid='stSidebarNav'] a"


def _switch(page, i: int, heading: str, links: str = NAV_LINKS) -> tuple[float, float]:
    """Click the i-th navigation link; (seconds to the new heading, seconds to the page complete; -1: timed out)."""
    page.bring_to_front()
    first, idle = page.evaluate(SWITCH_JS, [links, i, heading])
    page.wait_for_selector(IDLE)
    page.wait_for_timeout(100)
    return (first or 0) / 1000, idle / 1000 if idle >= 0 else -1


def _link_names(page) -> list[str]:
    page.wait_for_selector(NAV_LINKS)   # the sidebar's block draws its links once its script has loaded
    links = page.locator(NAV_LINKS)
    names = [links.nth(i).locator("span:not(.cp-icon)").inner_text().strip() for i in range(links.count())]
    return ["Camp & Parlour" if n == "Home" else n for n in names]


def main() -> None:
    """Every switch of the site's sidebar is paired with a switch of the control app made just before or after
    it (the order alternating), in the same browser, so both see the same load; medians per page and overall."""
    from playwright.sync_api import sync_playwright

    from benchmarks._browser import free_port, serve

    folder = tempfile.TemporaryDirectory()
    for name, text in CONTROL_PAGES.items():
        Path(folder.name, name).write_text(text)
    port, cport = free_port(), free_port()
    proc, control_proc = serve("streamlit_app.py", port), serve(str(Path(folder.name, "control_app.py")), cport)
    url, curl = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{cport}"
    loads, switches, headings, control, pairs, timeouts = [], {}, {}, [], [], {}
    load_avg = [os.getloadavg()[0]]
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            warm = browser.new_page()   # a warm server: every page visited once (its first imports not counted)
            warm.goto(url)
            warm.wait_for_selector(IDLE)
            for i, name in enumerate(_link_names(warm)):
                _switch(warm, i, name)
            warm.close()
            for r in range(ROUNDS):
                ctx, cctx = browser.new_context(), browser.new_context()
                page, cpage = ctx.new_page(), cctx.new_page()
                cpage.goto(curl)
                cpage.wait_for_selector(IDLE)
                page.bring_to_front()
                t0 = time.perf_counter()
                page.goto(url)
                page.wait_for_selector("h1")
                page.wait_for_selector(IDLE)
                loads.append(time.perf_counter() - t0)
                for i, name in enumerate(_link_names(page)):
                    label = "Home" if name == "Camp & Parlour" else name
                    c_i = (i + 1) % 2   # the control goes Beta, Alpha, Beta...: always a switch to the other page
                    for who in (("site", "control") if (r + i) % 2 else ("control", "site")):
                        if who == "site":
                            first, idle = _switch(page, i, name)
                        else:
                            _, cidle = _switch(cpage, c_i, ("Alpha", "Beta")[c_i], CONTROL_LINKS)
                    if idle < 0 or cidle < 0:
                        timeouts[label if idle < 0 else "the control"] = timeouts.get(
                            label if idle < 0 else "the control", 0) + 1
                    else:
                        switches.setdefault(label, []).append(idle)
                        headings.setdefault(label, []).append(first)
                        control.append(cidle)
                        pairs.append(idle / cidle)
                ctx.close()
                cctx.close()
                load_avg.append(os.getloadavg()[0])
            browser.close()
    finally:
        for p in (proc, control_proc):
            p.terminate()
            p.wait(10)
        folder.cleanup()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, rounds: {ROUNDS}"
          f", load average {min(load_avg):.1f}-{max(load_avg):.1f}")
    print(f"home first load (fresh context, warm server): median {statistics.median(loads) * 1000:.0f} ms, "
          f"max {max(loads) * 1000:.0f} ms (budget 2000 ms)")
    base = statistics.median(control)
    print(f"control, a two-page app, a switch paired with each of the site's: median {base * 1000:.0f} ms "
          f"(min {min(control) * 1000:.0f}, max {max(control) * 1000:.0f}, {len(control)} switches)")
    every = [t for ts in switches.values() for t in ts]
    if timeouts:
        print(f"timed out (20 s) and left out with their pair: {sum(timeouts.values())} "
              + ", ".join(f"{k} {v}" for k, v in timeouts.items()))
    print(f"every switch of the site: median {statistics.median(every) * 1000:.0f} ms = "
          f"{statistics.median(every) / base:.2f}x the control; median of the paired ratios "
          f"{statistics.median(pairs):.2f}x (budget 3x)")
    for name, ts in switches.items():
        print(f"switch to {name:26}: new heading shown, median {statistics.median(headings[name]) * 1000:.0f} ms; "
              f"page complete, median {statistics.median(ts) * 1000:.0f} ms, max {max(ts) * 1000:.0f} ms "
              f"= {statistics.median(ts) / base:.1f}x the control (budget 500 ms, 3x)")


if __name__ == "__main__":
    main()
