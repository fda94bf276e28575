"""Seven-Up's coach: live grading time per decision, a whole hand from the command line, and the stronger player
(the coach's evaluation) against the rule-of-thumb player.

    python benchmarks/coach_seven_up.py [--decisions 120] [--samples N] [--players 2]   # live grading time
    python benchmarks/coach_seven_up.py --hand                                          # a hand, command line
    python benchmarks/coach_seven_up.py --match 1000 [--players 2] [--seed S]           # sampler vs rule of thumb

Live grading: the decisions of games the rule-of-thumb players play (every seat, from seed 1 on), each graded
at the table's LIVE_SAMPLES deals (engine.coach.judge, as the table calls it), timed with time.perf_counter;
beside it, the control: the rule-of-thumb player choosing at the same decisions in the same run.

Prints what it measured and on what; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.bots import seven_up as B  # noqa: E402
from engine.coach import judge  # noqa: E402
from engine.coach import seven_up as C  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.seven_up import GAME, SevenUpVariant  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def live(decisions: int, samples: int, players: int) -> dict:
    variant = SevenUpVariant(players=players)
    coach, cpu, control, phases = [], [], [], {}
    seed = 1
    while len(coach) < decisions:
        t = Table.new(GAME, variant, seed, learner=-1, bots={s: B.BOTS["rule-of-thumb"] for s in range(players)})
        t.run_bots()
        for i, action in enumerate(t.record.actions):
            s = t.state_at(i)
            legal = GAME.legal_actions(s)
            if len(legal) < 2:
                continue
            view = GAME.view(s, s.to_act)
            start, clock = time.perf_counter(), time.process_time()
            judge(GAME, s, s.to_act, action, i, samples, seed)
            coach.append(time.perf_counter() - start)
            cpu.append(time.process_time() - clock)
            start = time.perf_counter()
            B.BOTS["rule-of-thumb"].choose(view, legal, None)
            control.append(time.perf_counter() - start)
            phases[s.phase] = phases.get(s.phase, 0) + 1
            if len(coach) >= decisions:
                break
        seed += 1
    return {"decisions": len(coach), "samples": samples, "players": players, "phases": phases,
            "coach_ms": {"p50": round(1000 * pct(coach, 50), 1), "p95": round(1000 * pct(coach, 95), 1),
                         "max": round(1000 * max(coach), 1)},
            "coach_cpu_ms": {"p50": round(1000 * pct(cpu, 50), 1), "p95": round(1000 * pct(cpu, 95), 1)},
            "load_average": os.getloadavg(),
            "control_rule_of_thumb_ms": {"p50": round(1000 * pct(control, 50), 3),
                                         "p95": round(1000 * pct(control, 95), 3)}}


def whole_hand(players: int = 2, seed: int = 3) -> dict:
    """The command line grading seat 0's decisions in the first hand of a game of the rule-of-thumb players."""
    variant = SevenUpVariant(players=players)
    t = Table.new(GAME, variant, seed, learner=-1, bots={s: B.BOTS["rule-of-thumb"] for s in range(players)})
    while t.state.deal_no == 0 and not GAME.is_over(t.state):
        t.step_bot()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        f.write(t.record.to_json())
    try:
        start, cpu = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([sys.executable, "-m", "engine", "coach", "seven-up", f.name, "--json"], cwd=ROOT,
                             capture_output=True, text=True, check=True, env={**os.environ})
        took = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_s = after.ru_utime + after.ru_stime - cpu.ru_utime - cpu.ru_stime
    finally:
        os.unlink(f.name)
    data = json.loads(out.stdout)
    return {"players": players, "decisions": len(data["decisions"]), "samples": C.SAMPLES,
            "seconds": round(took, 2), "cpu_seconds": round(cpu_s, 2)}


def match(games: int, players: int, seed: int) -> dict:
    from benchmarks.seven_up import match as play  # the game's own benchmark: seats swapped every other game

    return play("sampler", "rule-of-thumb", games, SevenUpVariant(players=players), seed)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--decisions", type=int, default=120)
    p.add_argument("--samples", type=int, default=C.LIVE_SAMPLES)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--hand", action="store_true")
    p.add_argument("--match", type=int, default=0)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    if a.match:
        print(json.dumps(match(a.match, a.players, a.seed)))
    elif a.hand:
        print(json.dumps(whole_hand(a.players)))
    else:
        r = live(a.decisions, a.samples, a.players)
        print(json.dumps(r))
        print(f"live grading at {r['samples']} deals: p50 {r['coach_ms']['p50']} ms, p95 {r['coach_ms']['p95']} ms "
              f"over {r['decisions']} decisions; the rule-of-thumb player at the same decisions: p50 "
              f"{r['control_rule_of_thumb_ms']['p50']} ms")


if __name__ == "__main__":
    main()
