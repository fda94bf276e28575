"""Chuck-a-Luck's coach: figures, not assertions (engine/coach/chuck_a_luck.py).

    .venv/bin/python benchmarks/coach_chuck_a_luck.py live      [--decisions 200]
    .venv/bin/python benchmarks/coach_chuck_a_luck.py strength  [--sessions 1000]

- ``live``: the time to grade one of the learner's decisions (``engine.coach.judge``; exact, nothing sampled) in
  sessions where seat 0 bets as the doubler, with ``time.perf_counter`` and CPU time; the control, the doubler's own
  choice at the same decisions.
- ``strength``: the coach's player (it takes back any bet and throws: the best choice every time) in seat 0 against
  the default soldiers, whole sessions of the default rule set from seeds 1..N: each seat's cents at the end less
  its purse, with the standard error of the mean.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from engine.bots.chuck_a_luck import BOTS, default_soldiers  # noqa: E402
from engine.coach import CoachBot, judge  # noqa: E402
from engine.games.chuck_a_luck import GAME, ChuckVariant  # noqa: E402
from engine.odds.interval import mean_error  # noqa: E402


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def live(args) -> dict:
    v = ChuckVariant()
    bots = default_soldiers(v.soldiers) | {0: BOTS["doubler"]}
    wall, cpu, control = [], [], []
    seed = 0
    while len(wall) < args.decisions:
        seed += 1
        s = GAME.new_game(v, seed)
        k = 0
        while not GAME.is_over(s):
            seat = s.to_act
            view, legal = GAME.view(s, seat), GAME.legal_actions(s)
            c0 = time.perf_counter()
            a = bots[seat].choose(view, legal, random.Random(k))
            if seat == 0 and len(legal) > 1:
                control.append(time.perf_counter() - c0)
                w0, p0 = time.perf_counter(), time.process_time()
                judge(GAME, s, 0, a, k)
                wall.append(time.perf_counter() - w0)
                cpu.append(time.process_time() - p0)
            s = GAME.apply(s, a)
            k += 1
    f = {"decisions": len(wall), "wall_p50": _pct(wall, .5), "wall_p95": _pct(wall, .95), "cpu_p50": _pct(cpu, .5),
         "cpu_p95": _pct(cpu, .95), "control_p50": _pct(control, .5), "control_p95": _pct(control, .95),
         "load": os.getloadavg()[0]}
    return {k: round(x, 5) if isinstance(x, float) else x for k, x in f.items()}


def strength(args) -> dict:
    v = ChuckVariant()
    coach = CoachBot("chuck-a-luck", key="coach", label="Coach")
    bots = default_soldiers(v.soldiers) | {0: coach}
    nets = {i: [] for i in range(GAME.seats(v))}
    t0 = time.perf_counter()
    for seed in range(1, args.sessions + 1):
        s = GAME.new_game(v, seed)
        k = 0
        while not GAME.is_over(s):
            seat = s.to_act
            s = GAME.apply(s, bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s), random.Random(k)))
            k += 1
        for i in nets:
            nets[i].append(s.purses[i] - v.purse_cents)
    rows = []
    for i, xs in nets.items():
        m, se = mean_error(xs)
        rows.append({"seat": i, "bot": "coach" if i == 0 else bots[i].key, "mean_cents": round(m, 2),
                     "stderr": round(se, 2)})
    return {"sessions": args.sessions, "throws": v.throws, "rows": rows, "seconds": round(time.perf_counter() - t0, 1)}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=("live", "strength"))
    p.add_argument("--decisions", type=int, default=200)
    p.add_argument("--sessions", type=int, default=1000)
    args = p.parse_args()
    print(json.dumps({"live": live, "strength": strength}[args.what](args), indent=1))


if __name__ == "__main__":
    main()
