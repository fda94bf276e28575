"""engine/games/__init__.py held by tests that would fail (issue 31: mutation score): the games are found by name,
a helper module is never taken for a game, an unknown name is refused naming the games there are, and a game's own
bots/odds/coach module is found, or None, without hiding an import error inside it."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import types

import pytest

import engine.games as games
from engine.core.errors import BadInput

SLUGS = ["call-ace", "chuck-a-luck", "commerce", "domino-euchre", "draw-poker", "euchre", "pie-eyed-dice",
         "scarney-chemin-de-fer", "seven-up"]


def _fresh():
    clear = getattr(games.all_games, "cache_clear", None)   # @cache: cleared so the monkeypatched walk is read
    if clear is not None:
        clear()


@pytest.fixture
def uncached():
    _fresh()
    yield
    _fresh()


def test_every_game_by_its_slug_in_the_order_of_its_module(uncached):
    found = games.all_games()
    assert list(found) == SLUGS
    assert all(found[s].slug == s for s in SLUGS)
    assert found["euchre"] is importlib.import_module("engine.games.euchre").GAME


def test_helper_modules_and_modules_without_a_game_are_passed_over(monkeypatch, uncached):
    helper = types.ModuleType("engine.games.zz_helper")          # no GAME: not a game
    monkeypatch.setitem(sys.modules, "engine.games.zz_helper", helper)
    hidden = types.ModuleType("engine.games._hidden")            # a GAME, but a private module's
    hidden.GAME = types.SimpleNamespace(slug="hidden")
    monkeypatch.setitem(sys.modules, "engine.games._hidden", hidden)
    real = pkgutil.iter_modules

    def walk(path):
        return [*real(path), pkgutil.ModuleInfo(None, "zz_helper", False), pkgutil.ModuleInfo(None, "_hidden", False)]
    monkeypatch.setattr(games.pkgutil, "iter_modules", walk)
    assert list(games.all_games()) == SLUGS


def test_an_unknown_game_is_refused_naming_the_games():
    with pytest.raises(BadInput) as refused:
        games.get_game("whist")
    assert str(refused.value) == f"game: there is no game called 'whist' (games: {', '.join(SLUGS)})"
    assert games.get_game("seven-up").slug == "seven-up"


def test_the_refusal_says_none_yet_without_games(monkeypatch, uncached):
    monkeypatch.setattr(games.pkgutil, "iter_modules", lambda path: [])
    with pytest.raises(BadInput, match=r"^game: there is no game called 'euchre' \(games: none yet\)$"):
        games.get_game("euchre")


def test_module_names_and_a_games_own_modules():
    assert games.module_name("scarney-chemin-de-fer") == "scarney_chemin_de_fer"
    assert games.game_module("engine.bots", "seven-up") is importlib.import_module("engine.bots.seven_up")
    assert games.game_module("engine.odds", "pie-eyed-dice") is importlib.import_module("engine.odds.pie_eyed_dice")
    assert games.game_module("engine.coach", "no-such-game") is None


def test_an_import_error_inside_a_games_module_is_raised_not_taken_for_none(monkeypatch):
    def broken(name):
        raise ModuleNotFoundError("No module named 'numpyx'", name="numpyx")
    monkeypatch.setattr(games.importlib, "import_module", broken)
    with pytest.raises(ModuleNotFoundError, match="numpyx"):
        games.game_module("engine.coach", "euchre")

    def missing(name):
        assert name == "engine.coach.whist"
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    monkeypatch.setattr(games.importlib, "import_module", missing)
    assert games.game_module("engine.coach", "whist") is None
