"""Domino Euchre's and Call-Ace's coach: figures, never assertions (issue 26's budgets).

- ``live``: grading one decision at the table (``evaluate`` at ``LIVE_SAMPLES``, then the reason and the advice), over
  the decisions with a choice in games the rule-of-thumb players play, p50 and p95 with ``time.perf_counter`` (and the
  process's own CPU time, which other work on a shared machine inflates less), beside two controls timed in the same
  run: the rule-of-thumb player choosing at the same decision, and a fixed loop.
- ``hand``: the command line grading every decision of one seat in a whole recorded hand, at the default ``SAMPLES``.
- ``match``: the stronger player (the coach, ``SamplerBot``) against the rule-of-thumb player, whole games, seats
  swapped every other game (``engine.odds.domino_euchre.simulate_match``), printed after every chunk.

Run: ``python benchmarks/coach_domino_euchre.py live|hand|match [--game domino-euchre|call-ace] [--games N]
[--samples S]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.domino_euchre import BOTS  # noqa: E402
from engine.coach import domino_euchre as C  # noqa: E402
from engine.coach import grade_record  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games import get_game  # noqa: E402

ROT = BOTS["rule-of-thumb"]


def _loop() -> float:
    start = time.perf_counter()
    x = 0
    for i in range(100_000):
        x += i * i
    return time.perf_counter() - start


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def live(slug: str, decisions: int, samples: int) -> dict:
    game = get_game(slug)
    variant = game.Variant()
    grade, cpu, rot, loop = [], [], [], []
    by_phase: dict[str, list[float]] = {}
    seed = 900
    while len(grade) < decisions:
        t = Table.new(game, variant, seed, learner=-1, bots={s: ROT for s in range(variant.players)})
        seed += 1
        while not game.is_over(t.state) and len(grade) < decisions:
            s = t.state
            legal = game.legal_actions(s)
            if len(legal) > 1:
                view = game.view(s, s.to_act)
                a = time.perf_counter()
                played = ROT.choose(view, legal, random.Random(0))
                b = time.perf_counter()
                b_cpu = time.process_time()
                ev = C.evaluate(view, legal, samples, random.Random(len(grade)))
                C.reason(view, ev, str(played))
                C.advice(view, ev)
                c = time.perf_counter()
                cpu.append(time.process_time() - b_cpu)
                rot.append(b - a)
                grade.append(c - b)
                by_phase.setdefault(s.phase, []).append(c - b)
                if len(grade) % 10 == 0:
                    loop.append(_loop())
            t.step_bot()
    ms = 1000
    return {"game": slug, "samples": samples, "decisions": len(grade),
            "grade_p50_ms": round(statistics.median(grade) * ms), "grade_p95_ms": round(_pct(grade, .95) * ms),
            "grade_max_ms": round(max(grade) * ms),
            "grade_cpu_p50_ms": round(statistics.median(cpu) * ms), "grade_cpu_p95_ms": round(_pct(cpu, .95) * ms),
            "by_phase_p95_ms": {k: [len(v), round(_pct(v, .95) * ms)] for k, v in by_phase.items()},
            "control_rule_of_thumb_p50_ms": round(statistics.median(rot) * ms, 2),
            "control_rule_of_thumb_p95_ms": round(_pct(rot, .95) * ms, 2),
            "control_loop_p50_ms": round(statistics.median(loop) * ms, 1),
            "control_loop_p95_ms": round(_pct(loop, .95) * ms, 1)}


def hand(slug: str, samples: int | None) -> dict:
    """One whole hand's decisions by seat 0 (the record cut at the hand's end), graded as the command line does."""
    game = get_game(slug)
    variant = game.Variant()
    rows = []
    for seed in range(5):
        t = Table.new(game, variant, 40 + seed, learner=-1, bots={s: ROT for s in range(variant.players)})
        while not game.is_over(t.state) and t.state.deal_no == 0:
            t.step_bot()
        record = t.record
        start, cpu = time.perf_counter(), time.process_time()
        found = grade_record(record, 0, samples, 0, game)
        rows.append({"seed": 40 + seed, "decisions": len(found), "seconds": round(time.perf_counter() - start, 2),
                     "cpu_seconds": round(time.process_time() - cpu, 2),
                     "loop_ms": round(_loop() * 1000, 1)})
    return {"game": slug, "samples": samples or C.SAMPLES, "hands": rows}


def match(slug: str, games: int, chunk: int = 25) -> None:
    from engine.odds.domino_euchre import simulate_match

    game = get_game(slug)
    variant = game.Variant()
    per = {"sampler": [], "rule-of-thumb": []}
    start = time.perf_counter()
    for i in range(0, games, chunk):
        n = min(chunk, games - i)
        out = simulate_match(game, variant, n, 1 + i, ["sampler", "rule-of-thumb"])
        for r in out["per_bot"]:
            per[r["bot"]].append((r["games"], r["win_rate"]))
        done = i + n
        rates = {k: sum(g * w for g, w in v) / done for k, v in per.items()}
        print(json.dumps({"game": slug, "games": done, "samples": BOTS["sampler"].samples,
                          "win_rate": {k: round(x, 4) for k, x in rates.items()},
                          "seconds": round(time.perf_counter() - start)}), flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("what", choices=("live", "hand", "match"))
    p.add_argument("--game", default="domino-euchre", choices=("domino-euchre", "call-ace"))
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--decisions", type=int, default=120)
    p.add_argument("--samples", type=int, default=None)
    a = p.parse_args()
    if a.what == "live":
        print(json.dumps(live(a.game, a.decisions, a.samples or C.LIVE_SAMPLES), indent=1))
    elif a.what == "hand":
        print(json.dumps(hand(a.game, a.samples), indent=1))
    else:
        match(a.game, a.games)


if __name__ == "__main__":
    main()
