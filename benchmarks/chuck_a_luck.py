"""Chuck-a-Luck benchmark: prints measured figures (no assertions).

    .venv/bin/python benchmarks/chuck_a_luck.py              # engine and odds
    .venv/bin/python benchmarks/chuck_a_luck.py --browser    # also: chip click to updated widgets, in Chromium

Budgets from the issue: exact odds for any combination of bets on the layout under 5 ms; the payday
simulation at least 1,000,000 throws in under 0.5 s; placing a chip to the updated page at most 1.5x a
one-button control app. The browser figure is measured inside the page, from the click on a layout square
(``performance.now()``) to the page updated (Streamlit idle, nothing stale), click for click beside the
control app in the same rounds (benchmarks/_browser.py), with the load average.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.errors import IllegalAction  # noqa: E402
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
        try:
            table.act("bet single:5 0.25")
        except IllegalAction:
            pass   # the bank's limit refused it (it depends on the soldiers' bets, so on the seed): a click too
        return table

    xs = timed(a_click, 200)
    print(f"engine side of a chip click (new table, soldiers bet, learner bet): {ms(xs)}")


def browser_latency(clicks: int = 20) -> None:
    """A chip put on 'High' at the table, timed from the click to the page updated (Streamlit idle, nothing stale;
    benchmarks/_browser.py), round by round beside the one-button control app; taking the chip back between
    clicks (not timed) brings back the same position."""
    from benchmarks._browser import compare_clicks, report
    from tests.browser.conftest import wait_idle

    def to_the_table(page):
        page.get_by_role("radio", name="Play", exact=True).click()
        page.locator(".cp-board .ck-layout button").nth(24).wait_for()   # the table's block (board.py)
        wait_idle(page)

    ours, control = compare_clicks("chuck-a-luck?seed=5&purse_cents=100000", to_the_table, ("High", False, ""),
                                   ("↩", False, ""), clicks)
    report("Chuck-a-Luck, a chip on the layout -> page updated", ours, control)


if __name__ == "__main__":
    main()
    if "--browser" in sys.argv:
        browser_latency()
