"""engine/core/bot.py (issue 31: mutation score): the random player draws its choice from the generator it is given,
so a game with it replays exactly, and over draws it takes every legal action, never one beyond them."""

from __future__ import annotations

import random

from engine.core.bot import RandomBot


def test_the_random_player_draws_from_the_generator_it_is_given():
    legal = ["a", "b", "c", "d", "e"]
    for seed in range(20):
        assert RandomBot().choose({}, legal, random.Random(seed)) == legal[random.Random(seed).randrange(5)]


def test_the_random_player_takes_every_legal_action_and_no_other():
    rng = random.Random(7)
    seen = {RandomBot().choose({}, ["x", "y", "z"], rng) for _ in range(300)}
    assert seen == {"x", "y", "z"}
    assert RandomBot().choose({}, ["only"], random.Random(1)) == "only"


def test_the_random_player_says_what_it_is():
    b = RandomBot()
    assert (b.key, b.label) == ("random", "Random")
    assert "random" in b.description and "baseline" in b.description
