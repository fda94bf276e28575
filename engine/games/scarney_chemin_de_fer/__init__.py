"""Scarney Chemin de Fer: John Scarne's dice game after the casino card game, each player against a banker."""

from .game import DRAW, GIVE_UP, OPEN, THROW, ChemState, ScarneyChemin
from .rules import LIMIT_CHOICES, PRESETS, RULES, TERMS, ChemVariant, final_point, must_draw, settle

GAME = ScarneyChemin()

__all__ = ["GAME", "ScarneyChemin", "ChemState", "ChemVariant", "PRESETS", "RULES", "TERMS", "LIMIT_CHOICES",
           "THROW", "DRAW", "OPEN", "GIVE_UP", "must_draw", "final_point", "settle"]
