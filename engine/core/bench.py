"""Random legal playouts through the public protocol: the figure ``python -m engine bench GAME`` reports.

It drives the same verbs the site and the computer players use (new game, legal actions, apply),
deal included, so the figure measures the path that runs, not a copy of it."""

from __future__ import annotations

import random
import time

MAX_GAMES = 1_000_000   # a count limit beside the clock: a broken clock or a huge --seconds still ends


def random_playouts(game, variant, seconds: float, seed: int = 0, max_games: int = MAX_GAMES) -> dict:
    """Random legal play through the protocol for about ``seconds``: games and actions per second.

    The choice among legal actions comes from a seeded generator of its own (a benchmark's driver,
    not a game's chance: every game's dice and cards still come from its seed)."""
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds and games < max_games:
        state = game.new_game(variant, seed + games)
        for _ in range(100_000):   # no game of ours is this long; a broken one cannot loop for ever here
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            state = game.step(state, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "actions": actions, "seconds": round(elapsed, 3),
            "games_per_second": round(games / elapsed, 1), "actions_per_second": round(actions / elapsed, 1)}
