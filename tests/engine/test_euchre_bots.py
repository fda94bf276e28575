"""Euchre's computer players and odds: legal choices, views only, time per decision, exact counts."""

from __future__ import annotations

import random
import time
from fractions import Fraction
from math import comb

import pytest

from engine.bots.euchre import BOTS, RuleOfThumbBot, SamplerBot, sample_world, voids_from_view
from engine.core.table import Table
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import tables as T
from engine.odds import euchre as O


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_bots_finish_games_with_legal_moves(players):
    v = EuchreVariant(players=players)
    bots = {s: (BOTS["sampler"] if s % 2 else BOTS["rule-of-thumb"]) for s in range(players)}
    table = Table.new(GAME, v, 31 + players, learner=-1, bots=bots)
    table.run_bots()  # every bot action goes through apply(): an illegal one would raise
    assert GAME.is_over(table.state)


def test_sampler_does_fixed_work_per_decision(monkeypatch):
    """The sampler's work per decision is fixed by its budget, not by a clock: ``worlds`` sampled deals, and
    one playout per legal action in each (the time it takes is a figure for benchmarks/euchre.py, not a test)."""
    import engine.bots.euchre as B

    deals, playouts = [], []
    real_sample, real_simulate = B.sample_world, B.simulate

    def counting_sample(*args, **kwargs):
        deals[-1] += 1
        return real_sample(*args, **kwargs)

    def counting_simulate(*args, **kwargs):
        playouts[-1] += 1
        return real_simulate(*args, **kwargs)

    monkeypatch.setattr(B, "sample_world", counting_sample)
    monkeypatch.setattr(B, "simulate", counting_simulate)
    bot = BOTS["sampler"]
    table = Table.new(GAME, GAME.presets["civil-war"], 5, learner=-1, bots={s: bot for s in range(4)})
    sampled = 0
    for _ in range(60):
        if GAME.is_over(table.state):
            break
        legal = GAME.legal_actions(table.state)
        phase = table.state.phase
        deals.append(0)
        playouts.append(0)
        table.step_bot()
        if len(legal) == 1:
            assert (deals[-1], playouts[-1]) == (0, 0)   # forced
        elif deals[-1]:   # the coach's evaluation (every phase, the discard too); an exact count samples nothing
            sampled += 1
            assert deals[-1] == bot.worlds == 24
            assert playouts[-1] == bot.worlds * len(legal), phase
    assert sampled >= 10


def test_sampled_worlds_respect_voids_and_counts():
    rng = random.Random(3)
    table = Table.new(GAME, GAME.presets["standard"], 8, learner=0, bots={s: BOTS["rule-of-thumb"] for s in (1, 2, 3)})
    bot = RuleOfThumbBot()
    for _ in range(200):
        if GAME.is_over(table.state):
            break
        if table.learners_turn():
            table.act(bot.choose(table.view(), table.legal(), rng))
        else:
            table.step_bot()
        view = table.view()
        if view["phase"] != "play":
            continue
        trump = T.SUIT_LETTERS.index(view["trump"])
        voids = voids_from_view(view, trump)
        world = sample_world(view, rng, trump)
        assert sorted(world[0]) == sorted(T.ID_OF_TEXT[c] for c in view["hand"])
        for s in range(4):
            assert len(world[s]) == view["counts"][s]
            assert not any(T.EFF[trump][c] in voids[s] for c in world[s] if s != 0)


def test_bower_odds_exact():
    b = O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "9H", 24)
    assert b["right"] == Fraction(5, 18) and b["left"] == Fraction(5, 18)
    assert b["both"] == Fraction(comb(16, 3), comb(18, 5))
    assert b["either"] == b["right"] + b["left"] - b["both"]
    held = O.bower_odds(["JH", "10C", "QC", "KC", "AC"], "9H", 24)
    assert held["right"] == 0 and held["both"] == 0
    dealer = O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "JH", 24, partner_is_dealer=True)
    assert dealer["right"] == 1 and dealer["both"] == dealer["left"] == Fraction(5, 18)


def test_trump_count_tables_sum_to_one():
    for size in (24, 32, 36):
        rows = O.trump_count_table(size)
        assert sum(r["p"] for r in rows) == 1
    assert O.trump_count_table(24)[5]["p"] == Fraction(comb(7, 5), comb(24, 5))


def test_trumps_out_counts_exactly_with_a_void():
    # hearts trumps; seat 2 failed to follow a heart lead, so it holds no heart
    deal = "JH AH 9C 10C QC | KH 9D 10D QD KD | 9S 10S QS KS AS | JS JC AD AC KC / QH"
    s = GAME.new_game(GAME.presets["standard"], 1, GAME.deal_from_text(deal))
    for a in ["order-up", "discard JS", "play JH", "play KH", "play 9S"]:
        s = GAME.apply(s, a)
    view = GAME.view(s, 0)
    out = O.trumps_out(view)
    holders = {h["who"]: h for h in out["holders"]}
    assert holders["Bess"]["void"] and holders["Bess"]["chance_each"] == 0
    assert "took up" in " ".join(holders) and "QH" in out["cards"]
    # brute force: unseen cards (not JH AH 9C 10C QC, KH 9S played, QH with Caleb) over Abner 4, Bess 4, Caleb 4, undealt 3
    total = sum(h["expected"] for h in out["holders"])
    assert total == len(out["cards"])


def test_bid_chances_margins():
    table = Table.new(GAME, GAME.presets["standard"], 2, learner=0)
    rows = O.bid_chances(table.view(), samples=60, seed=1)
    assert [r["action"] for r in rows] == ["pass", "order-up", "order-up alone"]
    for r in rows[1:]:
        assert 0 <= r["make_chance"] <= 1 and r["make_margin"] >= 0


def test_sampler_beats_random_in_a_few_hands():
    v = GAME.presets["standard"]
    wins = 0
    for i in range(6):
        bots = {s: (SamplerBot(worlds=8) if s % 2 == 0 else BOTS["random"]) for s in range(4)} if "random" in BOTS \
            else {s: (SamplerBot(worlds=8) if s % 2 == 0 else _Random()) for s in range(4)}
        t = Table.new(GAME, v, 100 + i, learner=-1, bots=bots)
        t.run_bots()
        wins += set(GAME.outcome(t.state).winners) == {0, 2}
    assert wins >= 5


class _Random:
    def choose(self, view, legal, rng):
        return legal[rng.randrange(len(legal))]


def _cli(*args):
    import json
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True)
    return out.returncode, (json.loads(out.stdout) if out.returncode == 0 and "--json" in args else out.stdout), \
        out.stderr


def test_cli_simulate_results_per_side():
    code, data, _ = _cli("simulate", "euchre", "--variant", "standard", "--hands", "6", "--seed", "4",
                         "--bots", "rule-of-thumb,random", "--json")
    assert code == 0 and data["unit"] == "games"
    bots = {b["bot"]: b for b in data["per_bot"]}
    assert bots["rule-of-thumb"]["side_plays"] == bots["random"]["side_plays"] == 6
    assert sum(s["wins"] for s in data["per_side"]) == 6
    code, data, _ = _cli("simulate", "euchre", "--hands", "5", "--unit", "hands", "--json")
    assert code == 0 and data["unit"] == "hands" and len(data["per_side"]) == 2


def test_cli_odds_and_bad_input():
    code, data, _ = _cli("odds", "euchre", "--variant", "standard", "--hand", "9C 10C QC KC AC", "--turnup", "9H",
                         "--json")
    assert code == 0 and data["partner_bowers"]["right"]["fraction"] == "5/18"
    code, _, err = _cli("odds", "euchre", "--hand", "9C 9C QC KC AC", "--turnup", "9H")
    assert code == 2 and "five different cards" in err
    code, _, err = _cli("simulate", "euchre", "--bots", "nobody", "--hands", "1")
    assert code == 2 and "nobody" in err


def test_cli_bench_json():
    code, data, _ = _cli("bench", "euchre", "--variant", "standard", "--seconds", "0.3", "--json")
    assert code == 0 and data["hands_per_second"] > 0 and "protocol_hands_per_second" in data


def test_count_deals_matches_brute_force():
    """The exact counting behind 'trumps still out' agrees with enumerating every deal of a small case."""
    import itertools

    sizes = (3, 2, 2)  # group 0 (trumps) has 3 cards, then two plain groups
    holders = ((2, (True, True, False)), (3, (False, True, True)), (2, (True, True, True)))
    total, expect = O.count_deals(sizes, holders, 0)
    cards = [g for g, m in enumerate(sizes) for _ in range(m)]
    bf_total, bf_expect = 0, [0, 0, 0]
    for owners in itertools.product(range(3), repeat=len(cards)):
        if any(owners.count(h) != holders[h][0] for h in range(3)):
            continue
        if any(not holders[h][1][g] for h, g in zip(owners, cards, strict=True)):
            continue
        bf_total += 1
        for h, g in zip(owners, cards, strict=True):
            bf_expect[h] += g == 0
    assert (total, expect) == (bf_total, bf_expect)


def test_sampler_has_a_fixed_sample_budget_and_plays_the_same_on_a_slow_machine(monkeypatch):
    """The same view and seed give the same choice, even when the clock races (no wall-clock deadline)."""
    table = Table.new(GAME, GAME.presets["standard"], 9, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
    for _ in range(12):
        table.step_bot()
    view, legal = GAME.view(table.state, table.state.to_act), [str(a) for a in GAME.legal_actions(table.state)]
    bot = SamplerBot(worlds=6)
    first = bot.choose(view, legal, random.Random(3))
    clock = iter(range(0, 10**9, 1000))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(clock)))
    assert bot.choose(view, legal, random.Random(3)) == first
    assert not hasattr(bot, "budget")
