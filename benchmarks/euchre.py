"""Euchre's figures: random legal playouts per second (deal included), and the computer players' speed.

    .venv/bin/python benchmarks/euchre.py [seconds]

Prints what it measured and on what machine. No assertions: these are figures for the report.
"""

from __future__ import annotations

import platform
import statistics
import sys
import time

from engine.bots.euchre import BOTS
from engine.core.table import Table
from engine.games.euchre import GAME


def decision_times(bot_key: str, preset: str, games: int = 3) -> list[float]:
    times = []
    for g in range(games):
        table = Table.new(GAME, GAME.presets[preset], 500 + g, learner=-1,
                          bots={s: BOTS[bot_key] for s in range(4)})
        while not GAME.is_over(table.state):
            legal = GAME.legal_actions(table.state)
            t = time.perf_counter()
            table.step_bot()
            if len(legal) > 1:
                times.append(time.perf_counter() - t)
    return times


def page_click_times(clicks: int = 20) -> list[float]:
    """Server-side time of a learner's click on the Euchre page (AppTest: the script rerun, no browser paint).

    Computer players' turns are excluded: between the learner's clicks the page's 'Until my turn' runs them."""
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    page = str(Path(__file__).resolve().parents[1] / "lessons" / "euchre.py")
    at = AppTest.from_file(page, default_timeout=60)
    at.query_params["rules"] = "standard"
    at.query_params["seed"] = "11"
    at.run()
    times: list[float] = []
    while len(times) < clicks:
        table = at.session_state["euchre:table"]
        if GAME.is_over(table.state):
            break
        if table.bots_turn():
            next(b for b in at.button if b.key == "euchre:until").click().run()
            continue
        legal = [str(a) for a in table.legal()]
        keys = {b.key: b for b in at.button}
        phase = table.state.phase
        if phase in ("play", "discard"):
            key = f"euchre:card:{legal[0].split()[1]}"
        else:
            key = next(k for k in ("euchre:act:pass", "euchre:act:pass2", "euchre:act:pass3") if k in keys)
        t = time.perf_counter()
        keys[key].click().run()
        times.append(time.perf_counter() - t)
    return times


def main(seconds: float = 5.0) -> None:
    print(f"Euchre benchmarks — Python {platform.python_version()} on {platform.machine()} ({platform.processor()})")
    for preset in ("standard", "civil-war"):
        data = GAME.bench(GAME.presets[preset], seconds)
        print(f"  {preset:10} random legal playouts, deal included, one process: {data['hands_per_second']:,.0f} "
              f"hands/s over {data['hands']:,} hands (fast loop over the rules tables); "
              f"through the immutable protocol: {data['protocol_hands_per_second']:,.0f} hands/s")
    for key in ("rule-of-thumb", "sampler"):
        ts = decision_times(key, "standard")
        ts.sort()
        print(f"  {key:14} decisions with a choice: {len(ts)}; median {statistics.median(ts) * 1000:.1f} ms, "
              f"95th percentile {ts[int(0.95 * (len(ts) - 1))] * 1000:.1f} ms, worst {ts[-1] * 1000:.1f} ms")
    clicks = sorted(page_click_times())
    print(f"  page click (AppTest script rerun, server side, no browser paint): {len(clicks)} learner clicks; "
          f"median {statistics.median(clicks) * 1000:.0f} ms, worst {clicks[-1] * 1000:.0f} ms")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
