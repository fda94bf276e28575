"""Draw Poker after Schenck (1880), in the shape every game takes:

- ``rules``: the rules as data (``RULES``, ``TERMS``, ``DrawPokerVariant``, ``PRESETS``);
- ``hands``: the ranking of hands (the evaluator and its explanations);
- ``game``: the protocol, one function per phase (going-in, draw, betting, showdown);
- ``words``: every line of the move log.
"""

from engine.games.draw_poker.game import GAME, DrawPoker, DrawPokerState
from engine.games.draw_poker.rules import PRESETS, RULES, TERMS, DrawPokerVariant

__all__ = ["GAME", "PRESETS", "RULES", "TERMS", "DrawPoker", "DrawPokerState", "DrawPokerVariant"]
