"""Domino Euchre: euchre with a double-six set, for two to four; Call-Ace (``engine.games.call_ace``) builds on it."""

from . import deck
from .game import DEState, DominoEuchre
from .rules import CALL_ACE_PRESETS, CALL_ACE_RULES, PRESETS, RULES, TERMS, CallAceVariant, DominoEuchreVariant

GAME = DominoEuchre()

__all__ = ["GAME", "DEState", "DominoEuchre", "DominoEuchreVariant", "CallAceVariant", "PRESETS", "CALL_ACE_PRESETS",
           "RULES", "CALL_ACE_RULES", "TERMS", "deck"]
