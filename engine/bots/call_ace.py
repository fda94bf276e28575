"""Call-Ace Domino Euchre's computer players: Domino Euchre's, which read the secret partner from the view
(``partner_known``) and, in the sampler, infer it from play (``engine.bots.domino_euchre.partner_weights``)."""

from engine.bots.domino_euchre import BOTS, RuleOfThumbBot, SamplerBot

__all__ = ["BOTS", "RuleOfThumbBot", "SamplerBot"]
