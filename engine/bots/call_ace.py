"""Call-Ace Domino Euchre's computer players: Domino Euchre's, which read the secret partner from the view
(``partner_known``); the sampler (the coach) deals the partner tile wherever a deal consistent with the view puts it."""

from engine.bots.domino_euchre import BOTS, RuleOfThumbBot, SamplerBot

__all__ = ["BOTS", "RuleOfThumbBot", "SamplerBot"]
