"""The games: each module (or package) here exports ``GAME``, and is found by name.

Adding a game is adding ``engine/games/<name>.py`` with a ``GAME``; its bots live in
``engine/bots/<name>.py`` (``BOTS``), its odds in ``engine/odds/<name>.py``, its coach in
``engine/coach/<name>.py``, its page in ``lessons/<name>.py`` (each found by ``game_module``).
Nothing else needs to change.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from engine.core.errors import BadInput


@cache
def all_games() -> dict:
    games = {}
    for mod in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if mod.name.startswith("_"):
            continue
        game = getattr(importlib.import_module(f"{__name__}.{mod.name}"), "GAME", None)
        if game is not None:
            games[game.slug] = game
    return games


def get_game(slug: str):
    games = all_games()
    if slug not in games:
        raise BadInput("game", f"there is no game called {slug!r} (games: {', '.join(games) or 'none yet'})")
    return games[slug]


def module_name(slug: str) -> str:
    return slug.replace("-", "_")


def game_module(package: str, slug: str):
    """A game's own module in ``package`` (``engine.bots``, ``engine.odds``, ``engine.coach``), or None when the game
    has none; an import error inside the module itself is raised, never taken for "none"."""
    name = f"{package}.{module_name(slug)}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
