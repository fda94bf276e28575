"""The game protocol every game implements, so pages, bots, odds and tests treat all games alike.

A game is one object (``GAME`` in ``engine/games/<name>.py``) with these verbs:

==========================  ==============================================================
``Variant``                 frozen dataclass of rule options (see ``engine.core.variant``)
``new_game(v, seed, deal)``  a fresh state; ``deal`` fixes the cards, tiles or dice
``legal_actions(state)``    the actions the seat to act may take, in a stable order
``check(state, action)``    raises ``IllegalAction(reason, rule)``; returns None if legal
``apply(state, action)``    checks, then returns the next state; never changes ``state``
``view(state, seat)``       a JSON-able dict of exactly what that seat may know
``is_over`` / ``outcome``   the end, and who won what
==========================  ==============================================================

States are immutable values with at least ``to_act`` (a seat, or None when nobody
acts) and ``phase``. Actions are hashable values whose ``str()`` is their text
notation; ``parse_action`` reads that text back. Records hold action texts only.

Two verbs say what "a hand" is (a deal, a throw, a coup): ``hand_of`` and ``hand_settled``. The after-hand
review lays open only finished hands, and undo never steps back into one (``engine.core.review``).

Three more verbs serve the shared property tests (``tests/harness.py``):
``hidden_from`` (what a seat must not see), ``ledger`` (what may never be created or
lost) and ``probe_actions`` (plausible actions, legal or not, to try against ``check``).

How a game is written (one way for every game)
----------------------------------------------

**Phases.** A game's state names its phase (``s.phase``: "betting", "going-in", "play", "over"…). Each phase is
a pair of methods on the game class, plus an optional third::

    def _legal_<phase>(self, s) -> list            # the actions of the seat to act (s.to_act), stable order
    def _step_<phase>(self, s, action)             # the move: returns the next state
    def _check_<phase>(self, s, action) -> None    # optional: raise IllegalAction(reason, rule)

A phase spelled with a hyphen ("going-in") is written with an underscore (``_legal_going_in``). The seat is
always ``s.to_act``; a method that needs the action's words parses them itself. ``Game`` finds these methods
once per class when the class is made (``__init_subclass__``, ``engine.core.phases``; a subclass's methods are
found too, so Call-Ace adds its "call" phase to Domino Euchre's by writing ``_legal_call`` and ``_step_call``),
and its ``legal_actions`` and ``step`` dispatch on ``s.phase`` with one dict lookup (the bots' playouts run
them). A phase without a ``_legal_`` method has no actions ("over"). A game does not override
``legal_actions`` or ``step`` and keeps no ``_LEGAL``/``_STEP`` tables of its own. Its ``check`` holds the
refusals every phase shares (the game is over, the notation) and then calls ``self.check_phase(s, action)``,
which runs the phase's ``_check_`` method if it has one (Seven-Up and Domino Euchre write none: their ``check``
passes a legal action at once and words a refusal by the action's kind). Helpers that are not phases must not
use the three prefixes (``tests/engine/test_core_phases.py`` holds every game to all this).

The one exception is card Euchre (``engine/games/euchre``): its phases are the functions of the compiled module
``engine/games/euchre/hand.py`` (``H.LEGAL``, ``H.APPLY``) over a mutable, slotted state that caches its legal
actions, because its playouts run compiled (the Makefile's HOT); ``Euchre`` overrides ``legal_actions``,
``apply`` and ``step`` to call them.

**States** are ``typing.NamedTuple`` classes, declared in the game's ``game.py`` (``SevenUpState``, ``DEState``,
``ChuckState``…), with at least ``phase`` and ``to_act``; the next state is ``s._replace(field=value, …)``.
Chosen by measuring (issue 25): ``_replace`` on a NamedTuple of twenty fields ran about 2.5 times faster than
the fastest ``replace`` we could write for a frozen, slotted dataclass, and 4 times faster than
``dataclasses.replace``, and Seven-Up's and Domino Euchre's bots play out deals through these states. A state
is a value: never changed, hashable, equal by its fields. (Euchre's slotted mutable state is the exception
above.)

**Records inside a state** (a point scored, a finished hand, a bet on the layout, a settlement, a throw) are
``NamedTuple`` records declared beside the state (``Point(kind, side, seat, card)``), read by their names, never
by index. A NamedTuple is a tuple: it compares equal to the plain tuple and is written to JSON as a list, so
records, saved games and golden transcripts are unchanged by it. Not yet named: the ``(seat, card)`` pairs of a
trick (made and read on the playouts' hot path), Draw Poker's discards and Commerce's barter offer, and card
Euchre's records (the compiled hand.py's).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core.errors import IllegalAction
from engine.core.phases import phase_tables
from engine.core.rules import NOTATION, Rulebook, Term


@dataclass(frozen=True)
class Outcome:
    summary: str                                 # one sentence for the page and the CLI
    winners: tuple[int, ...] = ()                # seats that won (all seats of a winning side)
    scores: dict[int, float] = field(default_factory=dict)  # final points or purse by seat

    def to_json(self) -> dict:
        return {"summary": self.summary, "winners": list(self.winners),
                "scores": {str(k): v for k, v in self.scores.items()}}


_MADE: dict[str, Game] = {}


def known_game(slug: str) -> Game:
    """The game object called ``slug``, among those made so far (by the registry above, a test, a page).

    Core never imports the registry (``engine.games`` sits above it); a record that names its game
    finds it here, once the layer above has loaded it, or is handed it directly."""
    from engine.core.errors import BadInput
    from engine.core.inputs import shorten

    if not isinstance(slug, str) or slug not in _MADE:
        loaded = ", ".join(sorted(_MADE)) or "none loaded"
        raise BadInput("game", f"there is no game called {shorten(slug)} (games: {loaded})")
    return _MADE[slug]


class Game(ABC):
    # The phase methods, found once per class (module docstring, "Phases"): {phase: function(self, s, ...)}.
    _phase_legal: ClassVar[dict] = {}
    _phase_check: ClassVar[dict] = {}
    _phase_step: ClassVar[dict] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._phase_legal, cls._phase_check, cls._phase_step = phase_tables(cls)

    def __new__(cls, *args, **kwargs):
        self = super().__new__(cls)
        slug = getattr(cls, "slug", None)
        if isinstance(slug, str):
            _MADE.setdefault(slug, self)   # the first game made under a name is the one records find
        return self

    # What the home page and the navigation say of the game.
    slug: ClassVar[str]          # "chuck-a-luck": module engine/games/chuck_a_luck.py
    title: ClassVar[str]
    kind: ClassVar[str]          # "dice", "cards" or "dominoes"
    players: ClassVar[str]       # "2–7"
    period: ClassVar[str]        # "Civil War camps, 1860s"
    hook: ClassVar[str]          # one line that makes a class want to play
    icon: ClassVar[str] = "🎲"

    Variant: ClassVar[type]
    presets: ClassVar[dict[str, Any]] = {}   # named rule sets a learner picks by name
    rules: ClassVar[Rulebook]
    terms: ClassVar[tuple[Term, ...]] = ()
    # Shared modules whose code applies this game's rules (paths from the project root, e.g. "engine/tricks"):
    # where ``python -m engine rules GAME --where`` also looks for the rules' code sites.
    shared_code: ClassVar[tuple[str, ...]] = ()

    # -- the protocol -------------------------------------------------------------
    @abstractmethod
    def seats(self, variant) -> int: ...

    @abstractmethod
    def new_game(self, variant=None, seed: int = 0, deal: Any = None): ...

    def legal_actions(self, state) -> list:
        """The phase's ``_legal_<phase>(state)``; none in a phase without one (the game is over)."""
        fn = self._phase_legal.get(state.phase)
        return fn(self, state) if fn is not None else []

    @abstractmethod
    def check(self, state, action) -> None:
        """Raise IllegalAction(reason, rule) if ``action`` is not allowed now (ending with ``check_phase``)."""

    def check_phase(self, state, action) -> None:
        """The phase's own refusals: its ``_check_<phase>(state, action)``, if it has one."""
        fn = self._phase_check.get(state.phase)
        if fn is not None:
            fn(self, state, action)

    def step(self, state, action):
        """The transition for a legal action, the phase's ``_step_<phase>(state, action)``. Called by
        :meth:`apply` after ``check``."""
        return self._phase_step[state.phase](self, state, action)

    @abstractmethod
    def view(self, state, seat: int) -> dict: ...

    @abstractmethod
    def is_over(self, state) -> bool: ...

    @abstractmethod
    def outcome(self, state) -> Outcome: ...

    def apply(self, state, action):
        self.check(state, action)
        return self.step(state, action)

    def parse_action(self, text: str):
        """Read an action's text notation. The default: actions are their own text."""
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("An action must be written as text, like 'pass' or 'play JS'.", NOTATION)
        return " ".join(text.split())

    def describe(self, state, action) -> str:
        """One public line for the move log, in period terms (``state`` is before the action)."""
        return str(action)

    def seat_name(self, variant, seat: int) -> str:
        return "You" if seat == 0 else f"Seat {seat}"

    def deal_from_text(self, text: str):
        """Read a fixed deal from its text (classroom deals, the CLI); None means shuffle."""
        raise NotImplementedError(f"{self.title} does not take a fixed deal as text")

    # -- hands: what the review may lay open, and where undo stops ------------------
    def hand_of(self, view: dict) -> Hashable | None:
        """Which hand (deal, throw, coup) the moment of a seat's ``view`` belongs to; None before the first hand
        or at a game without hands. A hand is finished when the next begins, or where ``hand_settled`` says so."""
        return None

    def hand_settled(self, view: dict) -> bool | None:
        """For a game whose finished hand stays on the table until the next is dealt (a settlement): whether this
        moment is that finished hand. None (the default): a hand is finished only when the next one begins."""
        return None

    # -- for the shared property tests --------------------------------------------
    def hidden_from(self, state, seat: int) -> set[str]:
        """Texts of things ``seat`` must not see now (others' hands, the stock)."""
        return set()

    def ledger(self, state) -> Any:
        """A value that must never change: cards in play, chips at the table, points."""
        return None

    def probe_actions(self, state) -> list:
        """Actions worth trying, legal or not; the harness checks each is judged right."""
        return []

    # -- command line -------------------------------------------------------------
    def variant_for(self, name_or_dict=None):
        """A preset by name, or options as a dict, or the default variant."""
        from engine.core.errors import BadInput
        from engine.core.inputs import shorten
        from engine.core.variant import variant_from_dict

        if name_or_dict is None or name_or_dict == "":
            return self.Variant()
        if isinstance(name_or_dict, str):
            if name_or_dict in self.presets:
                return self.presets[name_or_dict]
            raise BadInput("variant", f"{self.title} has no rule set called {shorten(name_or_dict)}"
                           f" (rule sets: {', '.join(self.presets) or 'none'})")
        return variant_from_dict(self.Variant, name_or_dict)

    def preset_name(self, variant) -> str | None:
        for name, v in self.presets.items():
            if v == variant:
                return name
        return None
