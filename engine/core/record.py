"""Game records: the variant, the seed, a fixed deal if any, and the action texts.

A record is a replay, a shareable deal and a bug report at once. Loading one from
JSON validates everything and names what is wrong; replaying it re-checks every
action against the rules, so a tampered record is refused, never half-applied.
Saved to a file before its game is over, a record is sealed (:mod:`engine.core.seal`);
``from_json`` opens a sealed file made by this site, with every check of a plain one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core import inputs, seal
from engine.core.errors import BadInput, IllegalAction
from engine.core.rng import MAX_SEED
from engine.core.variant import variant_to_dict

FORMAT = "camp-and-parlour/record"
VERSION = 1
MAX_ACTIONS = 20_000
MAX_ACTION_TEXT = 200          # the longest move any game writes is far shorter
MAX_DEAL_TEXT = 2_000
MAX_RECORD_BYTES = 2_000_000
REQUIRED = ("format", "version", "game", "variant", "seed", "actions")
OPTIONAL = ("deal", "table")


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
    def from_json(cls, text: str | bytes, _opened: bool = False) -> GameRecord:
        """A record from JSON text (plain, or sealed by this site), every field checked by
        :mod:`engine.core.inputs` (BadInput names it)."""
        what = "saved game"
        data = inputs.json_document(text, what, MAX_RECORD_BYTES)
        if seal.is_sealed(data) and not _opened:
            record = cls.from_json(seal.unseal(data, what), _opened=True)
            if record.game != seal.sealed_game(data):
                raise BadInput(what, "its sealed record is of another game than its wrapper says")
            return record
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadInput(what, "this is not a Camp & Parlour game record (its 'format' is missing or wrong)")
        inputs.fields(data, what, REQUIRED, OPTIONAL)
        version = data["version"]
        if isinstance(version, bool) or version != VERSION:
            raise BadInput(what, f"record version {inputs.shorten(version)} is not one this site reads ({VERSION})")
        game = inputs.text(data["game"], f"{what} field 'game'", 40, r"[a-z0-9_-]+", "a game's short name, like euchre")
        variant = inputs.flat_object(data["variant"], f"{what} field 'variant'")
        seed = inputs.integer(data["seed"], f"{what} field 'seed'", 0, MAX_SEED, from_text=False)
        actions = data["actions"]
        if not isinstance(actions, list):
            raise BadInput(f"{what} field 'actions'", f"{inputs.shorten(actions)} is not a list of moves")
        if len(actions) > MAX_ACTIONS:
            raise BadInput(f"{what} field 'actions'", f"the record has {len(actions):,} moves; at most {MAX_ACTIONS:,}")
        for i, a in enumerate(actions):
            inputs.text(a, f"{what} move {i + 1}", MAX_ACTION_TEXT)
        deal = data.get("deal")
        if deal is not None:
            inputs.text(deal, f"{what} field 'deal'", MAX_DEAL_TEXT)
        table = inputs.flat_object(data.get("table", {}), f"{what} field 'table'")
        return cls(game, dict(variant), seed, tuple(actions), deal, dict(table))


MOVE_PATTERN = r"[\x20-\x7e]*"
MOVE_HINT = "a move is written in plain letters, digits and dashes, like 'play JS' or 'bet high 0.25'"


def parse_move(game, text: Any, what: str = "move"):
    """A move's text checked (plain ASCII, bounded length) before the game's own parser reads it.

    Raises BadInput for text no game could write, IllegalAction (from the game) for a move it refuses."""
    inputs.text(text, what, MAX_ACTION_TEXT, MOVE_PATTERN, MOVE_HINT)
    return game.parse_action(text)


def saved_text(record: GameRecord, game=None, state=None) -> str:
    """The text of a saved-game file: plain JSON once the game is over (nothing is hidden any more), sealed
    before (a computer dealer's discard, the cards still to come). ``state``: the record's last, if known."""
    game, _, _ = start(record, game) if game is None else (game, None, None)
    state = state if state is not None else replay(record, game=game)
    if game.is_over(state):
        return record.to_json()
    return seal.seal(record.to_json(), record.game)


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
        inputs.text(record.deal, "fixed deal", MAX_DEAL_TEXT, r"[\x20-\x7e\n]*",
                    "a deal is written in plain letters and digits, like 'JS AS KS 9H 10D / ...'")
        try:
            deal = game.deal_from_text(record.deal)
        except (ValueError, NotImplementedError, IllegalAction) as exc:
            raise BadInput("fixed deal", inputs.cut(str(exc))) from None
    try:
        state = game.new_game(variant, record.seed, deal)
    except BadInput:   # already names what is wrong (the site's secret, say), not the deal
        raise
    except (ValueError, IllegalAction) as exc:
        raise BadInput("fixed deal", inputs.cut(str(exc))) from None
    return game, variant, state


def replay(record: GameRecord, upto: int | None = None, game=None):
    """The state after the record's actions (or its first ``upto``); every action is re-checked."""
    game, _, state = start(record, game)
    for i, text in enumerate(record.actions[:upto]):
        state = _replay_move(game, state, i, text)
    return state


def replay_states(record: GameRecord, game=None) -> list:
    """Every state of the record, from the start: for undo, logs and golden transcripts."""
    game, _, state = start(record, game)
    states = [state]
    for i, text in enumerate(record.actions):
        state = _replay_move(game, state, i, text)
        states.append(state)
    return states


def _replay_move(game, state, i: int, text: str):
    try:
        return game.apply(state, parse_move(game, text, f"saved game move {i + 1}"))
    except IllegalAction as exc:
        raise BadInput("saved game", f"move {i + 1} ({inputs.shorten(text)}) breaks a rule: {exc}") from None


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
        action = parse_move(game, text)
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
