"""The computer-player interface: a bot chooses from a seat's view and the legal actions.

A bot never sees the state, only ``view(state, seat)``; to reason about hidden cards
it must sample deals consistent with that view. It draws from the ``rng`` it is given
(derived from the game's seed), so a game with bots still replays exactly.
"""

from __future__ import annotations

import random
from typing import Any, Protocol


class Bot(Protocol):
    key: str          # "random", "rule-of-thumb"…
    label: str        # what the page's opponent picker shows
    description: str  # one sentence on how it plays

    def choose(self, view: dict, legal: list, rng: random.Random) -> Any: ...


class RandomBot:
    key = "random"
    label = "Random"
    description = "Picks any legal action at random: a baseline, not an opponent."

    def choose(self, view: dict, legal: list, rng: random.Random):
        return legal[rng.randrange(len(legal))]
