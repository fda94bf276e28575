"""Seven-Up's computer players: legal moves only, views only, a fixed sample budget, time per decision."""

from __future__ import annotations

import random

import pytest

from engine.bots.seven_up import BOTS, sample_world, seen_from_state, seen_from_view, voids_from_view
from engine.core.table import Table
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.tricks import bits


@pytest.mark.parametrize("variant", [SevenUpVariant(), SevenUpVariant(players=3), SevenUpVariant(players=4),
                                     GAME.presets["pitch"], SevenUpVariant(players=4, trumps="pitch")])
def test_bots_finish_games_with_legal_moves(variant):
    bots = {s: (BOTS["sampler"] if s % 2 else BOTS["rule-of-thumb"]) for s in range(variant.players)}
    table = Table.new(GAME, variant, 41 + variant.players, learner=-1, bots=bots)
    table.run_bots()   # every bot action goes through apply(): an illegal one would raise
    assert GAME.is_over(table.state)


def test_same_seed_same_game():
    runs = []
    for _ in range(2):
        t = Table.new(GAME, SevenUpVariant(players=4), 5, learner=-1, bots={s: BOTS["sampler"] for s in range(4)})
        t.run_bots()
        runs.append(t.record.actions)
    assert runs[0] == runs[1]


def test_sampler_decides_within_a_fixed_budget(monkeypatch):
    """The sampler's work per decision is a fixed number of playouts, never a clock (benchmarks/seven_up.py times it)."""
    import engine.bots.seven_up as bots

    calls = []
    real = bots.play_out
    monkeypatch.setattr(bots, "play_out", lambda *a: calls.append(1) or real(*a))
    t = Table.new(GAME, SevenUpVariant(players=4), 5, learner=-1, bots={s: BOTS["sampler"] for s in range(4)})
    sampler = BOTS["sampler"]
    for _ in range(80):
        if GAME.is_over(t.state):
            break
        n, phase = len(t.legal()), t.state.phase
        calls.clear()
        t.step_bot()
        if n > 1 and phase != "discard":
            assert 0 < len(calls) <= max(sampler.playouts, sampler.least * n) + n


def test_sampled_world_is_consistent_with_the_view():
    t = Table.new(GAME, SevenUpVariant(players=4), 12, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
    rng = random.Random(3)
    for _ in range(40):
        if GAME.is_over(t.state):
            break
        s = t.state
        seat = s.to_act
        view = GAME.view(s, seat)
        world = sample_world(view, rng)
        assert world.hands[seat] == s.hands[seat]
        assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in s.hands]
        assert GAME.ledger(world) == GAME.ledger(s)
        voids = voids_from_view(view)
        for x in range(4):
            for c in bits(world.hands[x]):
                assert not voids[x] >> D.suit(c) & 1
        assert GAME.legal_actions(world) == GAME.legal_actions(s)
        assert seen_from_view(view) == seen_from_state(s, seat)
        t.step_bot()
