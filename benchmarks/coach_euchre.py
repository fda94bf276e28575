"""Euchre's coach (issue 26): the live budget, a whole hand from the command line, and the stronger player.

    python benchmarks/coach_euchre.py live      # >= 100 decisions of bot games, every rule set's shape, at LIVE_SAMPLES
    python benchmarks/coach_euchre.py hand      # whole recorded hands graded by `python -m engine coach` (SAMPLES)
    python benchmarks/coach_euchre.py strength  # the sampler (the coach) against the rule of thumb, GAMES games
    python benchmarks/coach_euchre.py previous  # last turn's sampler against the rule of thumb, the same games
    python benchmarks/coach_euchre.py calibration  # predictions against what the move really scored

Each figure is printed beside its control measured in the same run: the rule-of-thumb player's time to choose at
the same decisions, and a fixed pure-Python loop timed before and after (a slow, shared machine shows as a slow
loop). Figures, never assertions. Environment: DECISIONS (default 120), HANDS (12), GAMES (1000), WORLDS (the
sampler's deals per decision, default its own).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.bots.euchre import BOTS, RuleOfThumbBot  # noqa: E402
from engine.coach import euchre as C  # noqa: E402
from engine.core.record import replay_states  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.euchre import GAME, EuchreVariant  # noqa: E402

SHAPES = {"civil-war": GAME.presets["civil-war"], "standard": GAME.presets["standard"],
          "three": EuchreVariant(players=3), "call-ace-5": EuchreVariant(players=5),
          "six": EuchreVariant(players=6), "call-ace-7": EuchreVariant(players=7)}


def control_loop() -> float:
    """A fixed amount of pure-Python work (about 50 ms on an idle core): the machine's speed right now."""
    t = time.perf_counter()
    x = 0
    for i in range(1_000_000):
        x += i * i % 7
    return time.perf_counter() - t


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def live() -> None:
    want = int(os.environ.get("DECISIONS", "120"))
    loop0 = control_loop()
    coach_t, coach_cpu, thumb_t, by_phase = [], [], [], {}
    per_shape = max(1, want // len(SHAPES))
    for v in SHAPES.values():
        got, seed = 0, 1
        while got < per_shape:
            t = Table.new(GAME, v, seed, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(v.players)})
            while not GAME.is_over(t.state) and got < per_shape:
                state = t.state
                legal = GAME.legal_actions(state)
                if len(legal) > 1:
                    view = GAME.view(state, state.to_act)
                    a = time.perf_counter()
                    RuleOfThumbBot().choose(view, legal, random.Random(0))
                    b, cpu = time.perf_counter(), time.process_time()
                    C.evaluate(view, legal, C.LIVE_SAMPLES, random.Random(got))
                    c = time.perf_counter()
                    coach_cpu.append(time.process_time() - cpu)
                    thumb_t.append(b - a)
                    coach_t.append(c - b)
                    by_phase.setdefault(state.phase, []).append(c - b)
                    got += 1
                t.step_bot()
            seed += 1
    loop1 = control_loop()
    print(f"live grading at LIVE_SAMPLES={C.LIVE_SAMPLES}: {len(coach_t)} decisions with a choice over "
          f"{', '.join(SHAPES)}")
    print(f"  coach: p50 {statistics.median(coach_t) * 1000:.0f} ms, p95 {pct(coach_t, 0.95) * 1000:.0f} ms, "
          f"worst {max(coach_t) * 1000:.0f} ms (wall); this process's CPU time p50 "
          f"{statistics.median(coach_cpu) * 1000:.0f} ms, p95 {pct(coach_cpu, 0.95) * 1000:.0f} ms")
    for ph, ts in sorted(by_phase.items()):
        print(f"    {ph:8} n={len(ts):3}  p50 {statistics.median(ts) * 1000:.0f} ms  p95 {pct(ts, 0.95) * 1000:.0f} ms")
    print(f"  control, the rule-of-thumb player at the same decisions: p50 {statistics.median(thumb_t) * 1e6:.0f} µs, "
          f"p95 {pct(thumb_t, 0.95) * 1e6:.0f} µs; fixed loop {loop0 * 1000:.0f} ms before, {loop1 * 1000:.0f} ms "
          f"after; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


def hand() -> None:
    hands = int(os.environ.get("HANDS", "12"))
    loop0 = control_loop()
    times, cpus, decisions = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(hands):
            v = (GAME.presets["civil-war"], GAME.presets["standard"])[i % 2]
            t = Table.new(GAME, v, 100 + i, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
            t.run_bots()
            states = replay_states(t.record, GAME)
            end = next(k for k, s in enumerate(states) if s.deal_no != states[0].deal_no or GAME.is_over(s))
            path = Path(tmp) / f"hand{i}.json"
            path.write_text(t.record.truncated(end).to_json())
            a, cpu = time.perf_counter(), os.times()
            out = subprocess.run([sys.executable, "-m", "engine", "coach", "euchre", str(path), "--json"],
                                 capture_output=True, text=True, cwd=ROOT, check=True)
            times.append(time.perf_counter() - a)
            after = os.times()
            cpus.append(after.children_user + after.children_system - cpu.children_user - cpu.children_system)
            decisions.append(len(json.loads(out.stdout)["decisions"]))
    loop1 = control_loop()
    print(f"whole first hands graded by `python -m engine coach euchre FILE --json` (seat 0, SAMPLES={C.SAMPLES}, "
          f"process start included): {hands} hands, {sum(decisions)} decisions")
    print(f"  median {statistics.median(times):.2f} s, worst {max(times):.2f} s (wall); the process's CPU time "
          f"median {statistics.median(cpus):.2f} s, worst {max(cpus):.2f} s; fixed loop {loop0 * 1000:.0f} ms "
          f"before, {loop1 * 1000:.0f} ms after; load average {os.getloadavg()[0]:.1f}")


def strength() -> None:
    games = int(os.environ.get("GAMES", "1000"))
    args = [sys.executable, "-m", "engine", "simulate", "euchre", "--hands", str(games), "--seed", "1",
            "--bots", "sampler,rule-of-thumb", "--json"]
    for variant in os.environ.get("VARIANTS", "standard,civil-war").split(","):
        a = time.perf_counter()
        out = subprocess.run([*args, "--variant", variant], capture_output=True, text=True, cwd=ROOT, check=True)
        data = json.loads(out.stdout)
        per = {b["bot"]: b for b in data["per_bot"]}
        print(f"{variant}: {games} games, sampler (the coach, {BOTS['sampler'].worlds} deals a decision) against "
              f"the rule of thumb, sides alternating: {time.perf_counter() - a:.0f} s")
        print("  " + json.dumps(per))


def calibration() -> None:
    """The coach's prediction for the move played against what that move really scored in the game: the
    rule-of-thumb players at every seat, so the assumption about the play holds, while the true deal is the
    one dealt (not one drawn as equally likely): how much the hints of the bidding that the coach leaves unread
    (a pass is a weak hand, more often than not) move the real result away from the prediction."""
    from engine.bots.euchre import Shape, side_margin

    want = int(os.environ.get("DECISIONS", "400"))
    by_phase: dict[str, list[float]] = {}
    seed = 1
    n = 0
    while n < want:
        t = Table.new(GAME, GAME.presets["standard"], seed, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
        pending = []   # (deal_no, side, phase, prediction) until the hand's result is known
        while not GAME.is_over(t.state):
            state = t.state
            legal = GAME.legal_actions(state)
            if len(legal) > 1:
                view = GAME.view(state, state.to_act)
                played = RuleOfThumbBot().choose(view, legal, random.Random(0))
                ev = C.evaluate(view, legal, 100, random.Random(n))
                pending.append((state.deal_no, Shape.from_view(view).side_of[state.to_act], state.phase,
                                ev.choice(played).value))
                n += 1
            t.step_bot()
            done = [p for p in pending if p[0] < t.state.deal_no or GAME.is_over(t.state)]
            for deal_no, side, phase, pred in done:
                pts = t.state.results[deal_no][1]
                by_phase.setdefault(phase, []).append(pred - float(side_margin(pts, side)))
            pending = [p for p in pending if p not in done]
        seed += 1
    print(f"calibration against the true deals (standard, rule of thumb at every seat, 100 deals a decision): "
          f"{n} decisions, prediction less the real result")
    for phase, diffs in sorted(by_phase.items()):
        m = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("inf")
        print(f"  {phase:8} n={len(diffs):4}  mean {m:+.3f} ± {half:.3f}")


def previous() -> None:
    """Last turn's sampler (``engine/bots/euchre.py`` at PREVIOUS, default the commit before the coach: 24 deals,
    discard and call by rule of thumb) against the rule of thumb, the same seeds and sides as ``strength``."""
    import types

    rev = os.environ.get("PREVIOUS", "d38634c")
    source = subprocess.run(["git", "show", f"{rev}:engine/bots/euchre.py"], capture_output=True, text=True,
                            cwd=ROOT, check=True).stdout
    old = types.ModuleType("previous_euchre_bots")
    exec(compile(source, f"{rev}:engine/bots/euchre.py", "exec"), old.__dict__)  # noqa: S102 - our own history
    games = int(os.environ.get("GAMES", "1000"))
    for name in os.environ.get("VARIANTS", "standard,civil-war").split(","):
        v = GAME.presets[name]
        bots = [old.SamplerBot(), BOTS["rule-of-thumb"]]
        wins = [0, 0]
        points = [0, 0]
        a = time.perf_counter()
        for i in range(games):
            side_bot = [i % 2, 1 - i % 2]   # game i: side 0 plays bots[i % 2] (as ``simulate`` swaps them)
            t = Table.new(GAME, v, 1 + i, learner=-1, bots={s: bots[side_bot[j]] for j, side in enumerate(v.sides)
                                                            for s in side})
            t.run_bots(limit=1_000_000)
            out = GAME.outcome(t.state)
            won = {GAME.side_of(v, s) for s in out.winners}
            for j in range(2):
                points[side_bot[j]] += t.state.scores[j]
                wins[side_bot[j]] += j in won
        print(f"{name}: {games} games, last turn's sampler ({rev}) against the rule of thumb: sampler wins "
              f"{wins[0]} ({wins[0] / games:.1%}), rule of thumb {wins[1]}; points {points[0]} to {points[1]} "
              f"({time.perf_counter() - a:.0f} s)")


if __name__ == "__main__":
    {"live": live, "hand": hand, "strength": strength, "previous": previous,
     "calibration": calibration}[sys.argv[1] if len(sys.argv) > 1 else "live"]()
