"""Draw Poker after Schenck (1880): the game (``game``) and the hand evaluator (``hands``)."""

from engine.games.draw_poker.game import GAME, RULES, DrawPoker, DrawPokerState, DrawPokerVariant

__all__ = ["GAME", "RULES", "DrawPoker", "DrawPokerState", "DrawPokerVariant"]
