"""engine/core/bench.py held by tests that would fail (issue 31: mutation score): the playout loop drives the
protocol the promised way (seeds, verbs, the seeded choice, both limits) and reports what it counted. A toy game of
counted steps and a stopped clock make every figure exact."""

from __future__ import annotations

import random

import pytest

from engine.core import bench


class Toy:
    """A game of ``length`` moves, each choosing among three; it notes what the loop asked of it."""

    def __init__(self, length=3):
        self.length, self.seeds, self.verbs, self.chosen = length, [], [], []

    def new_game(self, variant, seed):
        self.seeds.append((variant, seed))
        return 0

    def is_over(self, state):
        return state >= self.length

    def legal_actions(self, state):
        assert isinstance(state, int)
        return ["a", "b", "c"]

    def _move(self, verb, state, action):
        self.verbs.append(verb)
        self.chosen.append(action)
        return state + 1

    def step(self, state, action):
        return self._move("step", state, action)

    def apply(self, state, action):
        return self._move("apply", state, action)


class Clock:
    def __init__(self, *ticks):
        self.ticks = list(ticks)

    def __call__(self):
        return self.ticks.pop(0) if len(self.ticks) > 1 else self.ticks[0]


def test_games_until_the_clock_runs_out_each_on_the_next_seed(monkeypatch):
    # start 0; the loop reads the clock before each game: 0.5, 1.5 (two games), 2.5 (stop); then the end
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.5, 1.5, 2.5, 3.00049))
    toy = Toy()
    out = bench.random_playouts(toy, "V", seconds=2.0, seed=10)
    assert toy.seeds == [("V", 10), ("V", 11)]
    assert toy.verbs == ["step"] * 6
    assert out == {"loop": "the protocol: new_game, legal_actions, step; random legal choices (engine.core.bench)",
                   "games": 2, "actions": 6, "seconds": 3.0, "games_per_second": 0.7, "actions_per_second": 2.0}


def test_the_clock_limit_is_strict(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 1.0, 2.0))
    assert bench.random_playouts(Toy(), None, seconds=1.0)["games"] == 0


def test_checked_play_applies_and_says_so(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 9.0, 10.0))
    toy = Toy(2)
    out = bench.random_playouts(toy, None, seconds=5.0, checked=True)
    assert toy.verbs == ["apply", "apply"]
    assert out["loop"] == ("the protocol: new_game, legal_actions, apply (check + step); random legal choices "
                           "(engine.core.bench)")


def test_the_choice_among_legal_moves_is_the_benchmarks_own_seeded_draw(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 0.0, 9.0, 10.0))
    toy = Toy(5)
    bench.random_playouts(toy, None, seconds=5.0, seed=3)
    rng = random.Random(3)
    assert toy.chosen == [["a", "b", "c"][rng.randrange(3)] for _ in range(10)]
    assert toy.seeds == [(None, 3), (None, 4)]


def test_the_count_limit_ends_a_run_the_clock_would_not(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0))
    toy = Toy(1)
    out = bench.random_playouts(toy, None, seconds=1e9, max_games=4)
    assert out["games"] == 4 and len(toy.seeds) == 4
    assert out["seconds"] == 0.0 and out["games_per_second"] == 4e9   # a stopped clock: a nanosecond, never zero
    assert bench.MAX_GAMES == 1_000_000


def test_a_game_that_never_ends_is_cut_at_a_hundred_thousand_moves(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 9.0, 10.0))
    out = bench.random_playouts(Toy(10**9), None, seconds=5.0)
    assert out["games"] == 1 and out["actions"] == 100_000


def test_a_tally_counts_more_per_game_with_its_rate(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 0.0, 0.0, 9.0, 8.0))
    seen = []
    out = bench.random_playouts(Toy(2), None, seconds=5.0, tally=lambda s: seen.append(s) or {"hands": 2, "deals": 1})
    assert seen == [2, 2, 2]
    assert out["hands"] == 6 and out["deals"] == 3
    assert out["hands_per_second"] == 0.8 and out["deals_per_second"] == 0.4
    assert list(out)[:5] == ["loop", "games", "actions", "hands", "deals"]


@pytest.mark.parametrize("seconds", [0.0, -1.0])
def test_no_time_no_games(monkeypatch, seconds):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 2.0))
    out = bench.random_playouts(Toy(), None, seconds=seconds)
    assert (out["games"], out["actions"], out["games_per_second"]) == (0, 0, 0.0)


def test_the_clock_is_read_from_wherever_it_stands(monkeypatch):
    # perf_counter counts from an arbitrary point: 1000 s at the start, 2.5 s on; seven moves
    monkeypatch.setattr(bench.time, "perf_counter", Clock(1000.0, 1000.0, 1002.0, 1002.5))
    toy = Toy(7)
    out = bench.random_playouts(toy, None, seconds=1.5)
    assert (out["games"], out["actions"], out["seconds"]) == (1, 7, 2.5)
    assert (out["games_per_second"], out["actions_per_second"]) == (0.4, 2.8)
    assert toy.seeds == [(None, 0)]                          # the seed by default: 0


def test_rates_to_a_tenth(monkeypatch):
    monkeypatch.setattr(bench.time, "perf_counter", Clock(0.0, 0.0, 9.0, 4.0))
    out = bench.random_playouts(Toy(7), None, seconds=5.0)
    assert out["actions_per_second"] == 1.8 and out["seconds"] == 4.0
