"""Euchre: the Civil-War 32-card game for three to seven and the standard 24-card partnership game."""

from .game import Euchre, EuchreState
from .rules import PRESETS, RULES, TERMS, EuchreVariant
from .tables import effective_suit

GAME = Euchre()

__all__ = ["GAME", "Euchre", "EuchreState", "EuchreVariant", "PRESETS", "RULES", "TERMS", "effective_suit"]
