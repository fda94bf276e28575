"""Domino Euchre and Call-Ace: figures, never assertions.

- the protocol path the site and the bots use (new_game, legal_actions, apply), random legal games;
- the computer players' time per decision (median and worst over whole games), with their fixed sample budget.

- ``--browser`` only: a click at the table to the updated page in Chromium, beside the one-button fragment app
  timed the same way in the same rounds (issue 12's budget: at most 1.5x; benchmarks/_browser.py): a shared deal,
  the learner accepts the turn-up and is to lead; a legal tile's click is timed, an Undo (not timed) brings the
  same position back. Domino Euchre; Call-Ace is the same page class.

Run: ``python benchmarks/domino_euchre.py [--seconds S] [--games N]`` or ``python benchmarks/domino_euchre.py --browser``.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.domino_euchre import BOTS  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.call_ace import GAME as CALL  # noqa: E402
from engine.games.domino_euchre import GAME  # noqa: E402


def decision_times(game, variant, key: str, games: int) -> dict:
    times = []
    for g in range(games):
        t = Table.new(game, variant, 500 + g, learner=-1, bots={s: BOTS[key] for s in range(variant.players)})
        while not game.is_over(t.state):
            legal = game.legal_actions(t.state)
            start = time.perf_counter()
            t.step_bot()
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
    times.sort()
    return {"bot": key, "decisions": len(times), "median_ms": round(statistics.median(times) * 1000, 1),
            "p95_ms": round(times[int(len(times) * .95)] * 1000, 1), "worst_ms": round(times[-1] * 1000, 1)}


DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"


def browser_latency(clicks: int = 20) -> None:
    from urllib.parse import quote

    from benchmarks._browser import compare_clicks, report
    from tests.browser.conftest import wait_idle

    def to_the_lead(page) -> None:
        page.get_by_role("button", name="Accept fives").click()
        wait_idle(page)

    ours, control = compare_clicks(f"domino-euchre?seed=3&deal={quote(DEAL)}", to_the_lead, ("Play ", True, ""),
                                   ("Undo", False, "Play "), clicks)
    report("Domino Euchre, play a tile at the table -> page updated", ours, control)


def main() -> None:
    if "--browser" in sys.argv:
        browser_latency()
        return
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--games", type=int, default=3)
    a = p.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'cpu'})")
    for game, v in ((GAME, GAME.Variant()), (GAME, GAME.Variant(players=3)), (CALL, CALL.Variant(players=5))):
        b = game.bench(v, a.seconds)
        print(f"{game.slug} {v.players} players, protocol: {b['games_per_second']} games/s, {b['hands_per_second']} "
              f"hands/s, {b['actions_per_second']} actions/s ({b['games']} games in {b['seconds']} s)")
        for key in ("rule-of-thumb", "sampler"):
            d = decision_times(game, v, key, a.games)
            print(f"  {key}: {d['decisions']} decisions, median {d['median_ms']} ms, 95th percentile {d['p95_ms']} ms, "
                  f"worst {d['worst_ms']} ms")


if __name__ == "__main__":
    main()
