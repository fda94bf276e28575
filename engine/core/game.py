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
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core.errors import IllegalAction
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

    @abstractmethod
    def legal_actions(self, state) -> list: ...

    @abstractmethod
    def check(self, state, action) -> None:
        """Raise IllegalAction(reason, rule) if ``action`` is not allowed now."""

    @abstractmethod
    def step(self, state, action):
        """The transition for a legal action. Called by :meth:`apply` after ``check``."""

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
