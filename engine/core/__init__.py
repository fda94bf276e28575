"""What every game shares: cards, dice, dominoes, random sources, the protocol, records."""

from engine.core.errors import BadInput, IllegalAction
from engine.core.game import Game, Outcome
from engine.core.rules import Rule, Rulebook, Term
from engine.core.variant import option

__all__ = ["BadInput", "IllegalAction", "Game", "Outcome", "Rule", "Rulebook", "Term", "option"]
