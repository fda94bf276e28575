"""Computer players: ``engine/bots/<name>.py`` exports ``BOTS``, a dict of key -> bot.

Every game also has the ``random`` bot, a baseline for strength reports.
"""

from __future__ import annotations

from engine.core.bot import RandomBot
from engine.games import game_module


def bots_for(slug: str) -> dict:
    mod = game_module(__name__, slug)
    found = dict(getattr(mod, "BOTS", {})) if mod is not None else {}
    return found | {"random": RandomBot()}


def default_bot(slug: str):
    bots = bots_for(slug)
    return next(iter(bots.values()))
