"""Domino Euchre's and Call-Ace's computer players: legal choices, views only, a fixed budget, sampling honestly."""

from __future__ import annotations

import random

import pytest

from engine.bots.domino_euchre import BOTS, play_out, rot_action, sample_state, voids
from engine.core.table import Table
from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.tricks import bits

CASES = [(GAME, GAME.Variant()), (GAME, GAME.Variant(players=2)), (GAME, GAME.Variant(players=3, take_up="dealer")),
         (GAME, GAME.Variant(take_up="maker", lead="eldest")), (CALL, CALL.Variant()), (CALL, CALL.Variant(players=5))]


@pytest.mark.parametrize("game,variant", CASES)
def test_bots_finish_games_with_legal_moves(game, variant):
    bots = {s: BOTS["sampler"] if s % 2 else BOTS["rule-of-thumb"] for s in range(variant.players)}
    t = Table.new(game, variant, 17, learner=-1, bots=bots)
    t.run_bots()  # every action goes through apply(): an illegal one would raise
    assert game.is_over(t.state)


@pytest.mark.parametrize("game,variant", CASES)
def test_rule_of_thumb_playouts_run_the_protocol(game, variant):
    """Differential: the bots' playout (``step`` with rule-of-thumb actions) is accepted move by move by ``apply``."""
    s = game.new_game(variant, 5)
    for _ in range(200):
        if game.is_over(s):
            break
        a = rot_action(game, s, s.to_act)
        fast = game.step(s, a)
        assert game.apply(s, a) == fast
        s = fast


def test_sampler_reads_only_its_view():
    """Two states that look the same from seat 0 (others' tiles swapped) get the same choice from the same rng."""
    s = GAME.new_game(GAME.Variant(), 8)
    s = GAME.apply(s, "pass")  # seat 1 to act
    other = list(s.hands)
    a, b = bits(other[2])[0], bits(other[3])[0]
    other[2] = other[2] ^ (1 << a) | (1 << b)
    other[3] = other[3] ^ (1 << b) | (1 << a)
    s2 = s._replace(hands=tuple(other))
    assert GAME.view(s, 1) == GAME.view(s2, 1)
    bot = BOTS["sampler"]
    legal = GAME.legal_actions(s)
    assert bot.choose(GAME.view(s, 1), legal, random.Random(3)) == bot.choose(GAME.view(s2, 1), legal, random.Random(3))


def test_sampled_worlds_agree_with_the_view():
    t = Table.new(GAME, GAME.Variant(), 23, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
    rng = random.Random(1)
    for _ in range(40):
        if GAME.is_over(t.state):
            break
        view = GAME.view(t.state, t.state.to_act)
        w = sample_state(GAME, view, rng)
        assert w.hands[view["seat"]] == t.state.hands[view["seat"]]
        assert [h.bit_count() for h in w.hands] == view["counts"]
        assert sorted(GAME.ledger(w)) == list(range(28))           # nothing created or lost in a sampled world
        for seat, bar in enumerate(voids(view)):
            if seat != view["seat"]:
                assert not w.hands[seat] & bar                      # a seat that showed void holds none of the suit
        t.step_bot()


def test_sampler_places_the_partner_tile_where_a_consistent_deal_puts_it():
    s = CALL.new_game(CALL.Variant(), 4)
    while s.phase != "play":
        s = CALL.apply(s, CALL.legal_actions(s)[1 if s.phase.startswith("bid") else 0])
    view = CALL.view(s, (s.maker + 1) % 4)
    if view["partner_known"] is not None:
        pytest.skip("this seat holds the partner tile")
    rng = random.Random(2)
    places = {sample_state(CALL, view, rng).partner for _ in range(30)}
    assert places - {view["seat"]}  # it lands with others (or out of play), never invented in the seat's own hand


def test_playout_ends_the_hand():
    s = GAME.new_game(GAME.Variant(), 3)
    end = play_out(GAME, s)
    assert end.results and end.deal_no == 1 or end.phase == "over"
    assert D.N_TILES == 28


def test_simulate_and_bench_on_the_command_line():
    import json
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "engine", "simulate", "call-ace", "--hands", "2", "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert [r["bot"] for r in data["per_bot"]] == ["sampler", "rule-of-thumb"]
    assert all(r["games"] == 2 and 0 <= r["win_rate"] <= 1 for r in data["per_bot"])
    out = subprocess.run([sys.executable, "-m", "engine", "bench", "domino-euchre", "--seconds", "0.3", "--json"],
                         capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["games_per_second"] > 0
