"""Draw Poker's coach: figures, not assertions (engine/coach/draw_poker.py).

    .venv/bin/python benchmarks/coach_draw_poker.py live      [--decisions 100] [--samples LIVE_SAMPLES]
    .venv/bin/python benchmarks/coach_draw_poker.py cli       [--samples SAMPLES]
    .venv/bin/python benchmarks/coach_draw_poker.py strength  [--games 1000] [--samples BOT_SAMPLES] [--deals 10]

- ``live``: the time to grade one decision (``engine.coach.judge``, as the table does) at ``LIVE_SAMPLES``, over the
  decisions seat 0 makes in sessions played by the book players, with ``time.perf_counter`` (and the process's own
  CPU time, which the other work on a shared machine does not inflate); beside it, in the same run, the time the
  book player (the rule-of-thumb player) takes to choose at the same decisions: the control.
- ``cli``: the wall time of ``python -m engine coach draw-poker RECORD`` (a whole deal, seat 0, the default samples),
  in this process through ``engine.cli.main``.
- ``strength``: the coach's player at seats 0 and 2 against the book player at seats 1 and 3, whole sessions from
  seeds 1..N; the chips each side ends with (each seat starts with 50), with the 95% interval of the mean.
  ``--player book``: the control, the book player in seats 0 and 2 too (what the seats are worth by themselves).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import platform
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from engine.bots.draw_poker import BOTS  # noqa: E402
from engine.coach import draw_poker as C  # noqa: E402
from engine.coach import judge  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.draw_poker import GAME, DrawPokerVariant  # noqa: E402
from engine.odds.interval import Z95, mean_error  # noqa: E402


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def live(decisions: int, samples: int) -> dict:
    C.draw_tables()            # built once per process (about 2 s): the site's first grade pays it
    book = BOTS["book"]
    grade, control, phases, cpu = [], [], {}, []
    seed = 0
    while len(grade) < decisions:
        seed += 1
        s = GAME.new_game(DrawPokerVariant(), seed)
        rng = random.Random(seed)
        move = 0
        while not GAME.is_over(s) and len(grade) < decisions:
            legal = GAME.legal_actions(s)
            view = GAME.view(s, s.to_act)
            t0 = time.perf_counter()
            action = book.choose(view, legal, rng)     # the control: the rule-of-thumb player's own choice
            if s.to_act == 0 and len(legal) > 1:
                t1, c1 = time.perf_counter(), time.process_time()
                judge(GAME, s, 0, action, move, samples, 0, C)
                t2, c2 = time.perf_counter(), time.process_time()
                cpu.append(c2 - c1)
                control.append(t1 - t0)
                grade.append(t2 - t1)
                phases.setdefault(view["phase"], []).append(t2 - t1)
            s = GAME.step(s, action)
            move += 1
    return {"decisions": len(grade), "samples": samples,
            "grade_p50": _pct(grade, 0.5), "grade_p95": _pct(grade, 0.95), "grade_max": max(grade),
            "cpu_p50": _pct(cpu, 0.5), "cpu_p95": _pct(cpu, 0.95),
            "control_p50": _pct(control, 0.5), "control_p95": _pct(control, 0.95),
            "by_phase": {p: {"n": len(v), "p50": _pct(v, 0.5), "p95": _pct(v, 0.95)} for p, v in phases.items()}}


def cli(samples: int | None) -> dict:
    from engine.cli import main

    keys = ("book", "cautious", "bluffer", "book")
    t = Table.new(GAME, DrawPokerVariant(deals=1), 5, learner=-1, bots={i: BOTS[k] for i, k in enumerate(keys)})
    t.run_bots(limit=1000)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        fh.write(t.record.to_json())
    argv = ["coach", "draw-poker", fh.name, "--json"] + (["--samples", str(samples)] if samples else [])
    out = io.StringIO()
    start, cpu = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(out):
        rc = main(argv)
    secs, cpu = time.perf_counter() - start, time.process_time() - cpu
    os.unlink(fh.name)
    data = json.loads(out.getvalue())
    return {"exit": rc, "seconds": secs, "cpu_seconds": cpu, "decisions": len(data["decisions"]),
            "samples": samples or C.SAMPLES, "grades": [d["grade"] for d in data["decisions"]]}


def strength(games: int, samples: int, deals: int, first: int = 1, player: str = "sampler") -> dict:
    import copy

    coach = copy.copy(BOTS[player])     # the site's stronger player, at ``samples`` deals per decision
    coach.samples = samples             # (``player`` book: the control, the book player in the same seats)
    book = BOTS["book"]
    variant = DrawPokerVariant(deals=deals)
    diffs, coach_chips = [], []
    start = time.perf_counter()
    for g in range(first, first + games):
        t = Table.new(GAME, variant, g, learner=-1, bots={0: coach, 1: book, 2: coach, 3: book})
        t.run_bots(limit=100_000)
        p = t.state.purses
        coach_chips.append((p[0] + p[2]) / 2)
        diffs.append((p[0] + p[2] - p[1] - p[3]) / 2)
        if g % 25 == 0:
            print(json.dumps(_summary(coach_chips, diffs) | {"seconds": time.perf_counter() - start}),
                  file=sys.stderr, flush=True)
    return {"games": games, "first_seed": first, "deals_per_game": deals, "samples": samples,
            **_summary(coach_chips, diffs), "seconds": time.perf_counter() - start}


def _summary(coach_chips, diffs) -> dict:
    mean, err = mean_error(coach_chips)
    d, derr = mean_error(diffs)
    return {"games_done": len(diffs), "coach_seat_mean_chips": mean, "interval": [mean - Z95 * err, mean + Z95 * err],
            "coach_minus_book_per_seat": d, "diff_interval": [d - Z95 * derr, d + Z95 * derr],
            "coach_games_ahead": sum(x > 0 for x in diffs), "level": sum(x == 0 for x in diffs)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("what", choices=("live", "cli", "strength"))
    p.add_argument("--decisions", type=int, default=100)
    p.add_argument("--samples", type=int, default=None)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--first", type=int, default=1)
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--player", default="sampler", help="who sits at seats 0 and 2 (book: the control)")
    a = p.parse_args()
    head = {"machine": platform.machine(), "python": platform.python_version(), "cpus": os.cpu_count(),
            "load": os.getloadavg()}
    if a.what == "live":
        out = live(a.decisions, a.samples or C.LIVE_SAMPLES)
    elif a.what == "cli":
        out = cli(a.samples)
    else:
        out = strength(a.games, a.samples or BOTS["sampler"].samples, a.deals, a.first, a.player)
    print(json.dumps(head | out | {"load_after": os.getloadavg()}, indent=1))


if __name__ == "__main__":
    main()
