"""Commerce, new and old (Baxter-Wray, *Round Games with Cards*, 1891, pp. 70–77)."""

from .game import GAME, Commerce, CommerceState
from .rules import PRESETS, RULES, TERMS, CommerceVariant

__all__ = ["GAME", "Commerce", "CommerceState", "CommerceVariant", "PRESETS", "RULES", "TERMS"]
