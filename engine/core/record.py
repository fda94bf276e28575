"""Game records: the variant, the seed, a fixed deal if any, and the action texts.

A record is a replay, a shareable deal and a bug report at once. Loading one from
JSON validates everything and names what is wrong; replaying it re-checks every
action against the rules, so a tampered record is refused, never half-applied.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import BadInput, IllegalAction
from engine.core.rng import MAX_SEED
from engine.core.variant import variant_to_dict

FORMAT = "camp-and-parlour/record"
VERSION = 1
MAX_ACTIONS = 20_000


@dataclass(frozen=True)
class GameRecord:
    game: str
    variant: dict
    seed: int
    actions: tuple[str, ...] = ()
    deal: str | None = None
    table: dict = field(default_factory=dict)  # the page's choices: learner seat, bots

    def with_action(self, text: str) -> GameRecord:
        return GameRecord(self.game, self.variant, self.seed, (*self.actions, text), self.deal, self.table)

    def truncated(self, n: int) -> GameRecord:
        return GameRecord(self.game, self.variant, self.seed, self.actions[:n], self.deal, self.table)

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, "game": self.game, "variant": self.variant,
                           "seed": self.seed, "deal": self.deal, "table": self.table,
                           "actions": list(self.actions)}, indent=1, default=str)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        what = "saved game"
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise BadInput(what, f"this is not a Camp & Parlour game record (not JSON: {exc})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadInput(what, "this is not a Camp & Parlour game record (its 'format' is missing or wrong)")
        if data.get("version") != VERSION:
            raise BadInput(what, f"record version {data.get('version')!r} is not one this site reads ({VERSION})")
        game, variant, seed = data.get("game"), data.get("variant", {}), data.get("seed")
        actions, deal, table = data.get("actions", []), data.get("deal"), data.get("table", {})
        if not isinstance(game, str):
            raise BadInput(what, "the record does not name its game")
        if not isinstance(variant, dict):
            raise BadInput(what, "the record's rule options are not a set of named options")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise BadInput(what, f"the seed must be a whole number from 0 to {MAX_SEED}")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise BadInput(what, "the actions must be a list of texts")
        if len(actions) > MAX_ACTIONS:
            raise BadInput(what, f"the record has more than {MAX_ACTIONS} actions")
        if deal is not None and not isinstance(deal, str):
            raise BadInput(what, "a fixed deal must be written as text")
        if not isinstance(table, dict):
            raise BadInput(what, "the table settings must be a set of named options")
        return cls(game, variant, seed, tuple(actions), deal, table)


def new_record(game, variant, seed: int, deal: str | None = None, table: dict | None = None) -> GameRecord:
    return GameRecord(game.slug, variant_to_dict(variant), seed, (), deal, dict(table or {}))


def start(record: GameRecord, game=None):
    """The game object, its variant, and the starting state of a record (validated).

    ``game`` is the game object; without it, the game the record names among those already made
    (``engine.core.game.known_game``: core never imports the registry above it)."""
    from engine.core.game import known_game

    game = game if game is not None else known_game(record.game)
    variant = game.variant_for(record.variant)
    deal = None
    if record.deal is not None:
        try:
            deal = game.deal_from_text(record.deal)
        except (ValueError, NotImplementedError) as exc:
            raise BadInput("fixed deal", str(exc)) from None
    try:
        state = game.new_game(variant, record.seed, deal)
    except (ValueError, IllegalAction) as exc:
        raise BadInput("fixed deal", str(exc)) from None
    return game, variant, state


def replay(record: GameRecord, upto: int | None = None, game=None):
    """The state after the record's actions (or its first ``upto``); every action is re-checked."""
    game, _, state = start(record, game)
    for i, text in enumerate(record.actions[:upto]):
        try:
            state = game.apply(state, game.parse_action(text))
        except IllegalAction as exc:
            raise BadInput("saved game", f"move {i + 1} ({text!r}) breaks a rule: {exc}") from None
    return state


def replay_states(record: GameRecord, game=None) -> list:
    """Every state of the record, from the start: for undo, logs and golden transcripts."""
    game, _, state = start(record, game)
    states = [state]
    for i, text in enumerate(record.actions):
        try:
            state = game.apply(state, game.parse_action(text))
        except IllegalAction as exc:
            raise BadInput("saved game", f"move {i + 1} ({text!r}) breaks a rule: {exc}") from None
        states.append(state)
    return states


def undo_point(record: GameRecord, seat: int, states: list | None = None) -> int | None:
    """How many actions to keep to undo ``seat``'s last action and every reply after it."""
    states = states if states is not None else replay_states(record)
    for i in range(len(record.actions) - 1, -1, -1):
        if states[i].to_act == seat:
            return i
    return None


def transcript(record: GameRecord, game=None) -> list[str]:
    """A move-by-move text of a record: golden tests compare these line for line."""
    game, _, state = start(record, game)
    lines = []
    for i, text in enumerate(record.actions):
        action = game.parse_action(text)
        lines.append(f"{i + 1:4d}. [{state.phase}] {game.describe(state, action)}")
        state = game.apply(state, action)
    if game.is_over(state):
        lines.append("  => " + game.outcome(state).summary)
    return lines


def as_json_value(obj: Any) -> Any:
    """Views and outcomes to plain JSON values: cards, tiles and faces become their text."""
    import dataclasses
    import enum

    if isinstance(obj, (str, int, float, bool)) or obj is None:
        return obj
    if isinstance(obj, dict):
        return {str(k): as_json_value(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [as_json_value(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((as_json_value(v) for v in obj), key=str)
    if isinstance(obj, enum.Enum):
        return obj.value
    if hasattr(obj, "to_json"):
        return obj.to_json()
    if type(obj).__str__ is not object.__str__:   # Card, Domino, Face, Fraction…
        return str(obj)
    if dataclasses.is_dataclass(obj):
        return {f.name: as_json_value(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    return str(obj)
