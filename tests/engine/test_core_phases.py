"""Every game writes its phases one way (engine.core.game, "Phases"): ``_legal_<phase>``, ``_step_<phase>`` and an
optional ``_check_<phase>``, found once per class by the base, which dispatches on ``s.phase`` (issue 25)."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.core.phases import phase_tables, phases_of
from engine.games import all_games
from engine.games.euchre.game import Euchre

GAMES = all_games()
# Card Euchre's phases are the compiled hand.py's functions (H.LEGAL, H.APPLY): the one documented exception.
EXCEPTIONS = {Euchre}


def _reached_phases(game, seeds=3, moves=400) -> dict[str, bool]:
    """Phases a random legal playout reaches: {phase: whether a state in it was over}."""
    seen: dict[str, bool] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        s = game.new_game(game.Variant(), seed)
        for _ in range(moves):
            over = game.is_over(s)
            seen[s.phase] = seen.get(s.phase, False) or over
            if over:
                break
            legal = game.legal_actions(s)
            s = game.apply(s, legal[rng.randrange(len(legal))])
    return seen


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_phase_a_playout_reaches_has_its_methods(slug):
    game = GAMES[slug]
    cls = type(game)
    if cls in EXCEPTIONS:
        pytest.skip("card Euchre: its phases are the compiled hand.py's functions (documented in engine.core.game)")
    for phase, over in _reached_phases(game).items():
        if over:
            assert phase not in cls._phase_legal, f"{slug}: the terminal phase {phase!r} has legal actions"
            continue
        assert phase in cls._phase_legal, f"{slug}: phase {phase!r} has no _legal_{phase.replace('-', '_')}"
        assert phase in cls._phase_step, f"{slug}: phase {phase!r} has no _step_{phase.replace('-', '_')}"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_game_keeps_its_own_dispatch(slug):
    cls = type(GAMES[slug])
    if cls in EXCEPTIONS:
        pytest.skip("card Euchre: the documented exception")
    for klass in cls.__mro__:
        if klass is Game or not issubclass(klass, Game):
            continue
        own = vars(klass)
        for name in ("legal_actions", "step", "_LEGAL", "_STEP", "_CHECK", "LEGAL", "STEP", "CHECK"):
            assert name not in own, f"{klass.__name__} defines {name}: phases are dispatched by the base class"
    module = __import__(cls.__module__, fromlist=["_"])
    for name in ("_LEGAL", "_STEP", "_CHECK"):
        assert not hasattr(module, name), f"{cls.__module__} keeps a module-level {name} table"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_step_method_has_its_legal_method(slug):
    cls = type(GAMES[slug])
    if cls in EXCEPTIONS:
        pytest.skip("card Euchre: the documented exception")
    for phase in phases_of(cls):
        assert phase in cls._phase_legal, f"{cls.__name__}: _step_{phase} without _legal_{phase}"
    for phase in cls._phase_check:
        assert phase in cls._phase_step, f"{cls.__name__}: _check_{phase} is not a phase's refusal"


def test_the_base_finds_hyphenated_and_inherited_phases():
    class Toy(Game):
        slug = None

        def _legal_going_in(self, s):
            return ["go-in"]

        def _step_going_in(self, s, action):
            return ("over", None)

        def _check_going_in(self, s, action):
            if action != "go-in":
                raise IllegalAction("no", None)

        seats = new_game = check = view = is_over = outcome = lambda *a: None

    class More(Toy):
        def _legal_call(self, s):
            return ["call 3"]

        def _step_call(self, s, action):
            return s

        def _legal_going_in(self, s):    # a subclass's method wins
            return ["go-in", "throw-up"]

    class S:
        def __init__(self, phase):
            self.phase = phase

    toy, more = Toy(), More()
    assert toy.legal_actions(S("going-in")) == ["go-in"]
    assert toy.legal_actions(S("over")) == []
    assert toy.step(S("going-in"), "go-in") == ("over", None)
    with pytest.raises(IllegalAction):
        toy.check_phase(S("going-in"), "sit")
    toy.check_phase(S("over"), "anything")
    assert more.legal_actions(S("call")) == ["call 3"]
    assert more.legal_actions(S("going-in")) == ["go-in", "throw-up"]
    assert "call" not in Toy._phase_legal
    assert phases_of(More) == {"going-in", "call"}


def test_a_phase_method_must_be_a_plain_method():
    class Bad:
        @staticmethod
        def _legal_play(s):
            return []

    with pytest.raises(TypeError, match="plain method"):
        phase_tables(Bad)
