"""Computer players decide from the view, the seed and a fixed budget, never the clock (issue 14).

Every bot of every game plays the same seeded table twice: once normally, once with every clock the
standard library offers jumping an hour forward at each reading (a sampler that watched a deadline
would stop at once and choose differently). The two records must be identical.
"""

from __future__ import annotations

import itertools
import time

import pytest

from engine.bots import bots_for
from engine.core.table import Table
from engine.games import all_games

ACTIONS = 120   # enough to reach every phase's decisions; whole games are the games' own tests
CASES = [(slug, key) for slug in all_games() for key in bots_for(slug)]


def _play(game, key: str, seed: int) -> tuple[str, ...]:
    variant = game.Variant()
    bots = {s: bots_for(game.slug)[key] for s in range(game.seats(variant))}
    t = Table.new(game, variant, seed, learner=-1, bots=bots)
    t.run_bots(limit=ACTIONS)
    return t.record.actions


@pytest.mark.parametrize("slug,key", CASES, ids=[f"{s}-{k}" for s, k in CASES])
def test_a_bot_plays_the_same_when_the_clock_runs_out_at_once(slug, key, monkeypatch):
    game = all_games()[slug]
    normal = _play(game, key, 11)   # no bot module imports time (checked below): module attributes suffice
    hours = itertools.count(1)
    base = {name: getattr(time, name) for name in ("time", "perf_counter", "monotonic", "process_time")}

    def jump(name):
        real = base[name]
        return lambda: real() + 3600.0 * next(hours)

    for name in base:
        monkeypatch.setattr(time, name, jump(name))
    slowed = _play(game, key, 11)
    monkeypatch.undo()
    assert slowed == normal, f"{slug}'s {key} chose differently when its clock ran out"
    assert normal, "the bot made no move"


def test_no_bot_module_reads_a_clock():
    from pathlib import Path

    import engine.bots

    for f in Path(engine.bots.__file__).parent.glob("*.py"):
        text = f.read_text()
        for word in ("import time", "from time", "datetime", "perf_counter", "monotonic"):
            assert word not in text, f"{f.name} reads a clock ({word})"
