"""Seven-Up figures: computer players' win rates (seats swapped every other game), time per decision, bench.

    python benchmarks/seven_up.py [--games N] [--players 2] [--seed S]
    python benchmarks/seven_up.py --browser     # only: a click at the table to the updated page, Chromium

The browser figure is issue 12's budget for a click at the table (at most 1.5x a one-button fragment app timed
the same way in the same rounds, benchmarks/_browser.py): a shared deal, the learner stands and is to lead; a
legal card's click is timed to the page updated, and an Undo (not timed) brings the same position back.

Prints what it measured and on what; asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import bots_for  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.seven_up import GAME, SevenUpVariant  # noqa: E402


def match(a: str, b: str, games: int, variant, seed: int) -> dict:
    """``a`` against ``b``: in game i, ``a`` sits on side i % 2 (so each deals first half the time)."""
    bots = bots_for(GAME.slug)
    wins = 0
    worst = total = cpu_worst = 0.0
    decisions = 0
    for i in range(games):
        side_a = i % 2
        seats = {s: bots[a] if variant.side_of(s) == side_a else bots[b] for s in range(variant.players)}
        t = Table.new(GAME, variant, seed + i, learner=-1, bots=seats)
        while not GAME.is_over(t.state):
            seat = t.state.to_act
            start, cpu = time.perf_counter(), time.process_time()
            t.step_bot()
            d, c = time.perf_counter() - start, time.process_time() - cpu
            if variant.side_of(seat) == side_a:
                worst, total, decisions = max(worst, d), total + d, decisions + 1
                cpu_worst = max(cpu_worst, c)
        wins += t.state.winner == side_a
    p = wins / games
    return {"a": a, "b": b, "games": games, "wins": wins, "win_rate": round(p, 4),
            "margin_95": round(1.96 * math.sqrt(p * (1 - p) / games), 4),
            "mean_decision_ms": round(1000 * total / max(decisions, 1), 2), "worst_decision_ms": round(1000 * worst, 1),
            "worst_cpu_ms": round(1000 * cpu_worst, 1)}


DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"


def browser_latency(clicks: int = 20) -> None:
    from urllib.parse import quote

    from benchmarks._browser import compare_clicks, report
    from tests.browser.conftest import wait_idle

    def to_the_lead(page) -> None:
        page.get_by_role("button", name="Stand: play with spades as trumps").click()
        wait_idle(page)

    ours, control = compare_clicks(f"seven-up?seed=4&deal={quote(DEAL)}", to_the_lead, ("Play ", True, ""),
                                   ("Undo", False, "Play "), clicks)
    report("Seven-Up, play a card at the table -> page updated", ours, control)


def main() -> None:
    if "--browser" in sys.argv:
        browser_latency()
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=2, choices=(2, 4))
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    v = SevenUpVariant(players=args.players)
    print(f"Seven-Up, {args.players} players, game to {v.target}; python {platform.python_version()} "
          f"on {platform.machine()}")
    for a, b in (("rule-of-thumb", "random"), ("sampler", "rule-of-thumb")):
        start = time.perf_counter()
        r = match(a, b, args.games, v, args.seed)
        print(f"{a} vs {b}: {r['wins']}/{r['games']} games = {r['win_rate']:.3f} ± {r['margin_95']:.3f} (95%); "
              f"{a}'s decisions: mean {r['mean_decision_ms']} ms, worst {r['worst_decision_ms']} ms wall, "
              f"{r['worst_cpu_ms']} ms CPU; "
              f"{time.perf_counter() - start:.0f} s")
    print("bench:", GAME.bench(v, 3.0))


if __name__ == "__main__":
    main()
