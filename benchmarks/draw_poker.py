"""Draw Poker figures: hand evaluation beside treys, exact draw analysis, and the engine's share of a click.

Run:  .venv/bin/python -m benchmarks.draw_poker        (or: .venv/bin/python benchmarks/draw_poker.py)
      add --browser to time clicks at the table in Chromium (starts the site; needs /usr/bin/chromium)

treys is NOT a dependency of the site: install it only to compare (``pip install treys``, or the
optional ``bench`` extra). Without it the comparison is skipped with a note.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.core.cards import BY_INDEX  # noqa: E402
from engine.games.draw_poker.hands import evaluator  # noqa: E402
from engine.odds import draw_poker as O  # noqa: E402

N_HANDS = 300_000


def bench_evaluator(rounds: int = 5):
    """Ours and treys on the same hands, timed in alternation (best of ``rounds`` each): on a shared,
    busy machine a slow moment then hurts both alike."""
    rng = random.Random(2026)
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(N_HANDS)]
    rank5 = evaluator("schenck", "high-or-low")

    def ours():
        for h in hands:
            rank5(*h)

    import numpy as np

    arr = np.array(hands, dtype=np.int64)
    contenders = {"ours   rank5(a,b,c,d,e)         ": ours,
                  "ours   evaluate_batch (numpy)   ": lambda: O.evaluate_batch(arr)}
    have_treys = True
    try:
        from treys import Card as TCard
        from treys import Evaluator
    except ImportError:
        have_treys = False
    if have_treys:
        tcards = [TCard.new(str(BY_INDEX[c]).replace("10", "T")[:-1] + str(BY_INDEX[c])[-1].lower())
                  for c in range(52)]
        th = [[tcards[c] for c in h] for h in hands]
        ev = Evaluator()
        five = ev._five

        def treys_public():
            for h in th:
                ev.evaluate(h[:2], h[2:])

        def treys_five():
            for h in th:
                five(h)

        contenders["treys  Evaluator.evaluate(h, b) "] = treys_public
        contenders["treys  Evaluator._five(cards)   "] = treys_five
    best = {k: float("inf") for k in contenders}
    for _ in range(rounds):
        for k, fn in contenders.items():
            t = time.perf_counter()
            fn()
            best[k] = min(best[k], time.perf_counter() - t)
    for k, t in best.items():
        print(f"{k}{N_HANDS / t:>12,.0f} hands/s")
    print(f"({N_HANDS:,} random hands, the same for each; best of {rounds} alternating rounds)")
    if not have_treys:
        print("treys is not installed: comparison skipped (pip install treys into the venv to compare)")
        return
    t_ours = best["ours   rank5(a,b,c,d,e)         "]
    print(f"ratio  ours / treys public: {best['treys  Evaluator.evaluate(h, b) '] / t_ours:.2f}x;  "
          f"ours / treys _five: {best['treys  Evaluator._five(cards)   '] / t_ours:.2f}x")
    # the same order on the same hands (treys: lower is better; its ladder is Schenck's, ace high or low)
    ours_v = [rank5(*h) for h in hands[:50_000]]
    treys_v = [ev.evaluate(h[:2], h[2:]) for h in th[:50_000]]
    pr = random.Random(1)
    bad = 0
    for _ in range(100_000):
        i, j = pr.randrange(50_000), pr.randrange(50_000)
        if (ours_v[i] > ours_v[j]) - (ours_v[i] < ours_v[j]) != (treys_v[j] > treys_v[i]) - (treys_v[j] < treys_v[i]):
            bad += 1
    print(f"agreement with treys on 100,000 random pairs: {100_000 - bad:,} of 100,000")


def bench_draws():
    rng = random.Random(7)
    sample = [tuple(rng.sample(range(52), 5)) for _ in range(200)]
    O.analyse_hand(sample[0])   # warm the caches
    times = []
    for h in sample:
        t = time.perf_counter()
        O.analyse_hand(h)
        times.append((time.perf_counter() - t) * 1000)
    print(f"all 32 holds of one hand (exact, 2,598,960 draws counted): median {statistics.median(times):.1f} ms, "
          f"mean {statistics.mean(times):.1f} ms, max {max(times):.1f} ms over {len(sample)} random hands")
    t = time.perf_counter()
    O.dealt_counts.cache_clear()
    for r in O.RANKINGS:
        for a in O.ACE_RULES:
            O.dealt_counts(r, a)
    print(f"dealt frequencies, 4 rankings x 3 ace rules: {(time.perf_counter() - t) * 1000:.1f} ms")
    value = evaluator()(*sample[0])
    unseen = frozenset(range(52)) - set(sample[0])
    O.one_opponent(value, unseen)
    t = time.perf_counter()
    for _ in range(20):
        O.one_opponent(value, unseen)
    print(f"exact chance one opponent beats a hand (C(47,5) hands counted): {(time.perf_counter() - t) / 20 * 1000:.1f} ms")
    t = time.perf_counter()
    O.beaten_by_any(value, unseen, 4, trials=20_000)
    print(f"simulated chance one of 4 opponents beats it (20,000 trials): {(time.perf_counter() - t) * 1000:.0f} ms")


def bench_click():
    """The engine's part of a click: the learner's action, the computer players' replies, the view."""
    from engine.bots import bots_for
    from engine.core.table import Table
    from engine.games.draw_poker import GAME

    bots = bots_for("draw-poker")
    keys = [k for k in bots if k != "random"][:3] or ["random"]
    times = []
    for seed in range(30):
        table = Table.new(GAME, GAME.Variant(), seed, bots={i: bots[keys[(i - 1) % len(keys)]] for i in (1, 2, 3)})
        for _ in range(40):
            table.run_bots()
            if table.game.is_over(table.state):
                break
            legal = table.legal()
            t = time.perf_counter()
            table.act(legal[min(1, len(legal) - 1)])
            table.view()
            times.append((time.perf_counter() - t) * 1000)
    print(f"learner's action + view (bots' turns excluded): median {statistics.median(times):.2f} ms over {len(times)}")


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


def _serve(script: str, port: int):
    import subprocess
    import urllib.request

    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", script, "--server.headless", "true",
                             "--server.port", str(port), "--server.address", "127.0.0.1",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2)
            return proc
        except OSError:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("the site did not start")


def bench_browser(clicks: int = 30):
    """Click a card at the table (mark / unmark a discard) and time until the page shows the change.

    Computer players do not act on these clicks. A one-button Streamlit fragment app is timed the same
    way as a control: on a loaded machine both rise together."""
    import re
    import socket
    import tempfile

    from playwright.sync_api import sync_playwright

    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    idle = "[data-testid='stApp'][data-test-script-state='notRunning']"

    def port():
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]

    def run(url, press, changed, n):
        """Wall-clock times per click, and the browser's main-thread busy time per click (Chrome's
        TaskDuration: rendering plus Playwright's own polling queries, which cost more on a bigger page)."""
        times = []
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=flags)
            page = b.new_page(viewport={"width": 1400, "height": 1000})
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")
            page.goto(url)
            page.wait_for_selector(idle)
            page.wait_for_timeout(1500)
            busy = 0.0
            for i in range(n):
                before = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
                start = time.perf_counter()
                press(page, i)
                changed(page, i)
                times.append((time.perf_counter() - start) * 1000)
                page.wait_for_selector(idle)
                after = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
                if i:     # the first press also does the setup (going in): not counted
                    busy += after["TaskDuration"] - before["TaskDuration"]
            b.close()
        return times, busy / max(n - 1, 1) * 1000

    p1 = port()
    site = _serve("streamlit_app.py", p1)
    try:
        def setup_press(page, i):
            if i == 0:
                page.get_by_role("button", name=re.compile("Make good")).click()
                page.get_by_role("button", name=re.compile("7♦")).first.wait_for()
                page.wait_for_selector(idle)
            page.get_by_role("button", name=re.compile("7♦")).first.click()

        def shown(page, i):
            want = "discard" if i % 2 == 0 else "keep"
            page.get_by_role("button", name=re.compile("7♦.*" + want)).first.wait_for()

        ours, ours_busy = run(f"http://127.0.0.1:{p1}/draw-poker?seed=11&deal=QS%20QH%207D%204C%202S", setup_press, shown,
                   clicks)
    finally:
        site.terminate()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write(CONTROL_APP)
    p2 = port()
    control_site = _serve(fh.name, p2)
    try:
        control, control_busy = run(f"http://127.0.0.1:{p2}/", lambda page, i: page.get_by_role("button").first.click(),
                      lambda page, i: page.get_by_role("button", name=f"Click {i + 1}").wait_for(), clicks)
    finally:
        control_site.terminate()
    print(f"click a card at the table -> page updated: median {statistics.median(ours):.0f} ms "
          f"(min {min(ours):.0f}, max {max(ours):.0f}, {len(ours)} clicks); browser busy {ours_busy:.0f} ms a click")
    print(f"control, a one-button fragment app:         median {statistics.median(control):.0f} ms "
          f"(min {min(control):.0f}, max {max(control):.0f}); browser busy {control_busy:.0f} ms a click")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cpu(s)")


def main():
    print(f"Draw Poker benchmarks — Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cpu(s), load average {os.getloadavg()[0]:.1f}")
    bench_evaluator()
    bench_draws()
    bench_click()
    if "--browser" in sys.argv:
        bench_browser()


if __name__ == "__main__":
    main()
