"""Random legal playouts through the public protocol: the figure ``python -m engine bench GAME`` reports.

It drives the same verbs the site and the computer players use (new game, legal actions, apply),
deal included, so the figure measures the path that runs, not a copy of it."""

from __future__ import annotations

import random
import time

MAX_GAMES = 1_000_000   # a count limit beside the clock: a broken clock or a huge --seconds still ends


def random_playouts(game, variant, seconds: float, seed: int = 0, max_games: int = MAX_GAMES, *,
                    checked: bool = False, tally=None) -> dict:
    """Random legal play through the protocol for about ``seconds``: games and actions per second.

    ``checked`` plays with ``apply`` (check, then step: what a learner's move costs at the site) instead of
    ``step`` (what the computer players' playouts run). ``tally(final_state)`` may count more per game (hands,
    deals), each reported with its rate. The choice among legal actions comes from a seeded generator of its
    own (a benchmark's driver, not a game's chance: every game's dice and cards still come from its seed)."""
    rng = random.Random(seed)
    move = game.apply if checked else game.step
    games = actions = 0
    extra: dict[str, int] = {}
    start = time.perf_counter()
    while time.perf_counter() - start < seconds and games < max_games:
        state = game.new_game(variant, seed + games)
        for _ in range(100_000):   # no game of ours is this long; a broken one cannot loop for ever here
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            state = move(state, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        if tally is not None:
            for k, n in tally(state).items():
                extra[k] = extra.get(k, 0) + n
    elapsed = max(time.perf_counter() - start, 1e-9)
    verb = "apply (check + step)" if checked else "step"
    out = {"loop": f"the protocol: new_game, legal_actions, {verb}; random legal choices (engine.core.bench)",
           "games": games, "actions": actions, **extra, "seconds": round(elapsed, 3),
           "games_per_second": round(games / elapsed, 1), "actions_per_second": round(actions / elapsed, 1)}
    out.update({f"{k}_per_second": round(n / elapsed, 1) for k, n in extra.items()})
    return out
