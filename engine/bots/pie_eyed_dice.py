"""Computer players for Scarney Pie-Eyed Dice.

The game leaves a player no choice (he throws, sets his dead dice aside and throws the rest, up to three times), so
the one computer player simply throws when his turn comes; it decides from its view and legal actions alone.
"""

from __future__ import annotations

import random


class Thrower:
    key = "thrower"
    label = "Thrower"
    description = "Throws when his turn comes (the game has no other choice to make)."

    def choose(self, view: dict, legal: list, rng: random.Random):
        return legal[0]


BOTS = {"thrower": Thrower()}


def default_players(players: int) -> dict:
    return {seat: BOTS["thrower"] for seat in range(1, players)}
