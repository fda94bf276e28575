"""The coach's live budget (issue 26): grading one decision at the table within 1 second at the 95th percentile.

For every game with a coach, plays games with the game's default computer players at every seat and, at each
decision of seat 0 with two or more choices, times ``engine.coach.judge`` at the coach's ``LIVE_SAMPLES`` (what
the table uses). Beside it, in the same run, the control: the time for the rule-of-thumb player (the game's first
bot) to choose at the same decisions, so a slow, shared machine shows as a slow control. Figures, never assertions.

    python benchmarks/coach.py                 # every game with a coach, 100 decisions each
    DECISIONS=300 GAMES=euchre,seven-up python benchmarks/coach.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import bots_for, default_bot  # noqa: E402
from engine.coach import coach_for, judge  # noqa: E402
from engine.core.rng import rng_for  # noqa: E402
from engine.games import all_games  # noqa: E402


def positions(game, want: int, seed: int = 1):
    """(state, legal) at seat 0's decisions with a real choice, from games of the default bots."""
    bot = default_bot(game.slug)
    found, g = [], 0
    while len(found) < want and g < 10 * want:
        s = game.new_game(game.Variant(), seed + g)
        n = 0
        while not game.is_over(s) and n < 2_000 and len(found) < want:
            legal = game.legal_actions(s)
            if s.to_act == 0 and len(legal) > 1:
                found.append((s, legal, n))
            a = bot.choose(game.view(s, s.to_act), legal, rng_for(seed + g, "bot", s.to_act, n))
            s = game.step(s, a)
            n += 1
        g += 1
    return found


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    want = int(os.environ.get("DECISIONS", "100"))
    only = {g for g in os.environ.get("GAMES", "").split(",") if g}
    for game in all_games().values():
        coach = coach_for(game.slug)
        if coach is None or (only and game.slug not in only):
            continue
        found = positions(game, want)
        if not found:
            continue
        control = next(iter(bots_for(game.slug).values()))
        grade_t, control_t = [], []
        for s, legal, n in found:
            view = game.view(s, 0)
            t0 = time.perf_counter()
            control.choose(view, legal, random.Random(n))
            control_t.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            judge(game, s, 0, legal[0], n, coach.LIVE_SAMPLES, seed=1, coach=coach)
            grade_t.append(time.perf_counter() - t0)
        print(f"{game.slug:<24} decisions {len(found):>4}  samples {coach.LIVE_SAMPLES:>5}  "
              f"grade p50 {statistics.median(grade_t) * 1000:7.1f} ms  p95 {pct(grade_t, .95) * 1000:7.1f} ms  "
              f"max {max(grade_t) * 1000:7.1f} ms   control (rule of thumb) p50 "
              f"{statistics.median(control_t) * 1000:6.2f} ms  p95 {pct(control_t, .95) * 1000:6.2f} ms",
              flush=True)


if __name__ == "__main__":
    main()
