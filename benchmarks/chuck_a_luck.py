"""Chuck-a-Luck benchmark: prints measured figures (no assertions).

    .venv/bin/python benchmarks/chuck_a_luck.py              # engine and odds
    .venv/bin/python benchmarks/chuck_a_luck.py --browser    # also: chip click to updated widgets, in Chromium

Budgets from the issue: exact odds for any combination of bets on the layout under 5 ms; the payday
simulation at least 1,000,000 throws in under 0.5 s; placing a chip to seeing the updated widgets in the
browser under 150 ms median. The browser figure is measured inside the page: from the click on a layout
square (``performance.now()``) to the moment the live "Staked" figure beside the layout shows the new stake.
It depends heavily on the machine and its load, so the script also prints the load average.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.table import Table  # noqa: E402
from engine.games.chuck_a_luck import GAME, SPOTS, ChuckVariant  # noqa: E402
from engine.odds.chuck_a_luck import distribution, payday_exact, payday_simulation  # noqa: E402


def timed(fn, repeats: int) -> list[float]:
    fn()
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def ms(xs: list[float]) -> str:
    return f"median {1000 * statistics.median(xs):.3f} ms, max {1000 * max(xs):.3f} ms"


def main() -> None:
    v = ChuckVariant()
    print(f"Chuck-a-Luck benchmark — Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} CPUs")
    cases = {
        "1 bet": {"single:5": 25},
        "6 bets": {"single:5": 25, "raffle": 5, "total:10": 10, "high": 100, "odd": 25, "single:2": 10},
        "every spot (25 bets)": {s: 5 for s in SPOTS},
    }
    for name, bets in cases.items():
        print(f"exact odds, {name:22}: {ms(timed(lambda bets=bets: distribution(bets, v), 500))}  (budget 5 ms)")

    for soldiers, throws in ((50_000, 20), (100_000, 10), (10_000, 100)):
        xs = timed(lambda s=soldiers, t=throws: payday_simulation({"high": 25}, 1300, s, t, 1, v), 5)
        n = soldiers * throws
        print(f"payday simulation, {soldiers:,} soldiers × {throws} throws = {n:,} throws: "
              f"median {statistics.median(xs):.4f} s ({n / statistics.median(xs) / 1e6:.1f} M throws/s)"
              "  (budget 1,000,000 in 0.5 s)")
    xs = timed(lambda: payday_simulation(cases["6 bets"], 1300, 50_000, 20, 1, v), 5)
    print(f"payday simulation, 6 bets, 1,000,000 throws: median {statistics.median(xs):.4f} s")

    for bets, throws in (({"high": 25}, 20), (cases["6 bets"], 20), ({"total:4": 100}, 20), ({"odd": 25}, 200)):
        xs = timed(lambda b=bets, t=throws: payday_exact(b, 1300, t, v), 5)
        print(f"payday exact (dynamic programming), {len(bets)} bet(s), {throws} throws: {ms(xs)}")

    def a_click():
        table = Table.new(GAME, v, 5)
        table.run_bots()
        table.act("bet single:5 0.25")
        return table

    xs = timed(a_click, 200)
    print(f"engine side of a chip click (new table, soldiers bet, learner bet): {ms(xs)}")


CLICK_JS = """async (n) => {
  const buttons = [...document.querySelectorAll('.st-key-chuck-layout button')];
  const staked = () => { const m = document.querySelector('.ck-staked'); return m ? m.innerText : ''; };
  const before = staked();
  const t0 = performance.now();
  buttons[n].click();
  while (staked() === before) {
    await new Promise(r => requestAnimationFrame(r));
    if (performance.now() - t0 > 15000) return -1;
  }
  return performance.now() - t0;
}"""


def browser_latency(clicks: int = 24) -> None:
    import socket
    import subprocess
    import urllib.request

    from playwright.sync_api import sync_playwright

    root = Path(__file__).resolve().parents[1]
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.headless", "true",
                               "--server.port", str(port), "--server.address", "127.0.0.1",
                               "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                              cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                if urllib.request.urlopen(f"{url}/_stcore/health", timeout=2).read() == b"ok":
                    break
            except OSError:
                time.sleep(0.3)
        idle = "[data-testid='stApp'][data-test-script-state='notRunning']"
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=flags, headless=True)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}/chuck-a-luck?seed=5&purse_cents=100000")
            page.wait_for_selector(idle)
            page.get_by_role("tab", name="Play").click()
            page.locator(".st-key-chuck-layout button").nth(24).wait_for()
            times = []
            for i in range(clicks):
                times.append(page.evaluate(CLICK_JS, [0, 4, 9, 21, 22, 6][i % 6]))
                page.wait_for_selector(idle)
                page.wait_for_timeout(250)
            browser.close()
        times = sorted(t for t in times if t >= 0)
        print(f"browser, chip click to updated live odds: median {statistics.median(times):.0f} ms, "
              f"fastest {times[0]:.0f} ms, slowest {times[-1]:.0f} ms over {len(times)} clicks  (budget 150 ms median)"
              f"; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    finally:
        server.terminate()
        server.wait(10)


def control_latency(clicks: int = 20) -> None:
    """The one-button fragment app, timed the same way as the other browser benchmarks: on a loaded machine it
    rises with ours, so the two figures are read side by side."""
    from benchmarks._browser import control_clicks

    xs = control_clicks(clicks)
    print(f"control, a one-button fragment app: median {statistics.median(xs):.0f} ms (min {min(xs):.0f}, "
          f"max {max(xs):.0f}, {len(xs)} clicks); load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
    if "--browser" in sys.argv:
        browser_latency()
        control_latency()
