"""Scarney Pie-Eyed Dice: John Scarne's game of throwing for dead dice, here by default a forfeit game."""

from .game import THROW, PieEyedDice, PieState
from .rules import FORMS, PRESETS, RULES, TERMS, WORDINGS, PieVariant, active, after_throw, next_thrower, target

GAME = PieEyedDice()

__all__ = ["GAME", "PieEyedDice", "PieState", "PieVariant", "PRESETS", "RULES", "TERMS", "FORMS", "WORDINGS",
           "THROW", "after_throw", "next_thrower", "active", "target"]
