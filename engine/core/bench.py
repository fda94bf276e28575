"""Random legal playouts through the public protocol: the figure ``python -m engine bench GAME`` reports.

It drives the same verbs the site and the computer players use (new game, legal actions, apply),
deal included, so the figure measures the path that runs, not a copy of it."""

from __future__ import annotations

import random
import time


def random_playouts(game, variant, seconds: float, seed: int = 0) -> dict:
    """Random legal play through the protocol for about ``seconds``: games and actions per second.

    The choice among legal actions comes from a seeded generator of its own (a benchmark's driver,
    not a game's chance: every game's dice and cards still come from its seed)."""
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(variant, seed + games)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            state = game.step(state, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "actions": actions, "seconds": round(elapsed, 3),
            "games_per_second": round(games / elapsed, 1), "actions_per_second": round(actions / elapsed, 1)}
