"""Domino Euchre and Call-Ace: figures, never assertions.

- the protocol path the site and the bots use (new_game, legal_actions, apply), random legal games;
- the computer players' time per decision (median and worst over whole games), with their fixed sample budget.

Run: ``python benchmarks/domino_euchre.py [--seconds S] [--games N]``.
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


def main() -> None:
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
