"""Computer players: ``engine/bots/<name>.py`` exports ``BOTS``, a dict of key -> bot.

Every game also has the ``random`` bot, a baseline for strength reports.
"""

from __future__ import annotations

import importlib

from engine.core.bot import RandomBot
from engine.games import module_name


def bots_for(slug: str) -> dict:
    try:
        mod = importlib.import_module(f"{__name__}.{module_name(slug)}")
        found = dict(getattr(mod, "BOTS", {}))
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{module_name(slug)}":
            raise
        found = {}
    return found | {"random": RandomBot()}


def default_bot(slug: str):
    bots = bots_for(slug)
    return next(iter(bots.values()))
