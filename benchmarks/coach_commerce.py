"""Commerce's coach: figures, not assertions (engine/coach/commerce.py).

    .venv/bin/python benchmarks/coach_commerce.py live      [--decisions 120] [--samples LIVE_SAMPLES] [--preset P]
    .venv/bin/python benchmarks/coach_commerce.py cli       [--samples SAMPLES] [--preset P]
    .venv/bin/python benchmarks/coach_commerce.py strength  [--deals 1000] [--preset P]

- ``live``: the time to grade one decision (``engine.coach.judge``, as the table does) at ``LIVE_SAMPLES``, over the
  decisions seat 0 makes in sessions played by the table's players (stander and trader in turn), with
  ``time.perf_counter`` and the process's own CPU time (which other work on a shared machine does not inflate);
  beside it, at the same decisions, the time the table's rule-of-thumb player takes to choose: the control.
- ``cli``: the wall time of ``python -m engine coach commerce RECORD`` for a whole deal (seat 0, default samples),
  through ``engine.cli.main`` in this process.
- ``strength``: the coach's player (``sampler``) in one seat of four against stander, trader, stander (seats rotated
  each session), ``engine.odds.commerce.play_deals``: pence a deal with its standard error; beside it the same deals
  with a stander in the sampler's place.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from engine.bots.commerce import BOTS  # noqa: E402
from engine.coach import commerce as C  # noqa: E402
from engine.coach import judge  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.commerce import GAME  # noqa: E402
from engine.games.commerce.rules import PRESETS  # noqa: E402


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def _table(preset: str, seed: int):
    v = PRESETS[preset]
    return Table.new(GAME, v, seed, learner=-1, bots={i: BOTS["stander" if i % 2 else "trader"]
                                                      for i in range(v.players)})


def live(args) -> dict:
    C.tables(52, "none"), C.tables(32, "none")            # the hand tables are built once per process
    wall, cpu, control = [], [], []
    seed = 0
    while len(wall) < args.decisions:
        seed += 1
        t = _table(args.preset, seed)
        t.run_bots(limit=60)
        for i in t.decisions(0):
            s = t.state_at(i)
            legal = GAME.legal_actions(s)
            if len(legal) < 2:
                continue
            view = GAME.view(s, 0)
            c0 = time.perf_counter()
            BOTS["trader"].choose(view, legal, random.Random(0))
            control.append(time.perf_counter() - c0)
            w0, p0 = time.perf_counter(), time.process_time()
            judge(GAME, s, 0, t.record.actions[i], i, samples=args.samples, seed=1)
            wall.append(time.perf_counter() - w0)
            cpu.append(time.process_time() - p0)
    f = {"preset": args.preset, "decisions": len(wall), "samples": args.samples,
         "wall_p50": _pct(wall, .5), "wall_p95": _pct(wall, .95), "cpu_p50": _pct(cpu, .5), "cpu_p95": _pct(cpu, .95),
         "control_p50": _pct(control, .5), "control_p95": _pct(control, .95), "load": os.getloadavg()[0]}
    return {k: round(x, 4) if isinstance(x, float) else x for k, x in f.items()}


def cli(args) -> dict:
    from engine.cli import main

    t = _table(args.preset, 7)
    while not (t.state.result and t.state.phase in C.SETTLED):   # one whole deal
        t.run_bots(limit=1)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        f.write(t.record.to_json())
    out = io.StringIO()
    w0, p0 = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(out):
        code = main(["coach", "commerce", f.name, "--json", "--samples", str(args.samples)])
    wall, cpu = time.perf_counter() - w0, time.process_time() - p0
    os.unlink(f.name)
    return {"preset": args.preset, "exit": code, "decisions": len(json.loads(out.getvalue())["decisions"]),
            "samples": args.samples, "wall": round(wall, 3), "cpu": round(cpu, 3)}


def strength(args) -> dict:
    from engine.odds.commerce import play_deals

    v = PRESETS[args.preset]
    out = {}
    for name, keys in (("sampler", ["sampler", "stander", "trader", "stander"]),
                       ("control", ["stander", "stander", "trader", "stander"])):
        t0 = time.perf_counter()
        data = play_deals(v, keys, args.deals, 1)
        out[name] = {"rows": data["per_bot"], "seconds": round(time.perf_counter() - t0, 1)}
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=("live", "cli", "strength"))
    p.add_argument("--decisions", type=int, default=120)
    p.add_argument("--samples", type=int, default=None)
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--preset", default="new-game", choices=sorted(PRESETS))
    args = p.parse_args()
    if args.samples is None:
        args.samples = C.LIVE_SAMPLES if args.what == "live" else C.SAMPLES
    print(json.dumps({"live": live, "cli": cli, "strength": strength}[args.what](args), indent=1))


if __name__ == "__main__":
    main()
