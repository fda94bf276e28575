"""Seven-Up (All Fours, Old Sledge, High-Low-Jack): the camp game for two to four, and Pitch."""

from .game import SevenUp, SevenUpState
from .rules import PRESETS, RULES, TERMS, SevenUpVariant

GAME = SevenUp()

__all__ = ["GAME", "SevenUp", "SevenUpState", "SevenUpVariant", "PRESETS", "RULES", "TERMS"]
