"""A student's table for a class deal, and what a finished hand leaves in the store.

Every student of a class sits in the same seat against the same computer players on the same seed, so
until two students choose differently they see exactly the same thing. A *decision point* is named by a
digest of what the student could see and choose from (the seat's view and the legal actions): two students
share a point exactly when they had the same information, which is what the dashboard compares.
"""

from __future__ import annotations

import hashlib
import importlib
import json

from engine.classroom.store import ClassInfo, Decision, HandResult
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, as_json_value, replay_states
from engine.core.table import Table
from engine.games import get_game, module_name


def bots_of(slug: str) -> dict:
    """The game's computer players by key (``engine/bots/<module>.py``), or none."""
    try:
        return dict(importlib.import_module(f"engine.bots.{module_name(slug)}").BOTS)
    except ModuleNotFoundError:
        return {}


def strengths(slug: str) -> list[str]:
    """The computer players a teacher may choose for a class (the strongest first where there is a sampler)."""
    keys = list(bots_of(slug))
    return sorted(keys, key=lambda k: (k != "sampler", keys.index(k)))


def class_table(klass: ClassInfo, deal_index: int, record: GameRecord | None = None) -> Table:
    """The table for deal ``deal_index`` of a class (0-based), or that deal's ``record`` resumed."""
    if not 0 <= deal_index < klass.deals:
        raise BadInput("deal", f"this class has {klass.deals} deals")
    game = get_game(klass.game)
    variant = game.variant_for(klass.variant)
    bot = bots_of(klass.game).get(klass.bots)
    seats = game.seats(variant)
    bots = {seat: bot for seat in range(seats) if seat != klass.learner_seat} if bot is not None else {}
    if record is not None:
        if (record.game, record.seed) != (klass.game, klass.seeds[deal_index]):
            raise BadInput("saved game", "this record is not of this class's deal")
        table = Table(record, klass.learner_seat, bots, game)
    else:
        table = Table.new(game, variant, klass.seeds[deal_index], None, klass.learner_seat, bots,
                          table={"bots": klass.bots, "class_deal": deal_index + 1})
    return table


def resumed_table(klass: ClassInfo, deal_index: int, record_text: str | None) -> Table:
    """The class table for ``deal_index`` at the move its kept progress had reached (a fresh deal without one).

    The record comes from the store (the server wrote it), and must still be this class's deal with its rules:
    anything else is ignored and the deal starts again, rather than seating the student at another game."""
    if record_text:
        try:
            record = GameRecord.from_json(record_text)
            fresh = class_table(klass, deal_index)
            if (record.variant, record.deal, record.table) == (fresh.record.variant, None, fresh.record.table):
                return class_table(klass, deal_index, record)
        except BadInput:
            pass
    return class_table(klass, deal_index)


def progress_due(table: Table, kept: int | None) -> bool:
    """Whether the hand's progress should be written now, ``kept`` being the moves written last.

    Right after each of the learner's own moves (or an undo), and when the table comes to wait for the learner
    again: at most two small writes per learner's move, never one per card the computer players play (a
    reload in the middle of their answers shows the learner's last move, and they answer the same way again,
    since a computer player's choice is drawn from the seed and the move number)."""
    n = len(table.record.actions)
    if n == kept:
        return False
    if kept is not None and n < kept:
        return True                                      # an undo: the kept record must not run ahead of the table
    return n > 0 and (table.learners_turn() or table.log()[-1][0] == table.learner)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def point_of(game, state, seat: int) -> str:
    """A digest of what ``seat`` knows and may choose now: equal exactly when the information is equal."""
    seen = {"view": as_json_value(game.view(state, seat)), "legal": [str(a) for a in game.legal_actions(state)]}
    return hashlib.sha256(json.dumps(seen, sort_keys=True, default=str).encode()).hexdigest()[:32]


def hand_result(table: Table) -> HandResult:
    """A finished table's record, outcome and every decision the learner made, for ``Store.record_hand``."""
    game, record, seat = table.game, table.record, table.learner
    state = table.state
    if not game.is_over(state):
        raise BadInput("hand", "the hand is not finished yet")
    outcome = game.outcome(state)
    decisions = []
    states = replay_states(record, game)
    for i, text in enumerate(record.actions):
        before = states[i]
        if before.to_act != seat:
            continue
        n = len(decisions) + 1
        decisions.append(Decision(n, point_of(game, before, seat), f"{_ordinal(n)} decision ({before.phase})", text))
    return HandResult(record=record.to_json(), summary=outcome.summary, won=seat in outcome.winners,
                      score=float(outcome.scores.get(seat, 0.0)), actions=len(record.actions),
                      decisions=tuple(decisions))


NOT_PLAYED_HERE = ("this hand was not played at the class's table (its rules, its deal or its computer players' "
                   "moves differ), so it is not stored as a class result")


def played_at_class_table(klass: ClassInfo, deal_index: int, record: GameRecord) -> Table:
    """The class hand ``record`` played again at the class's own table, by the server: the learner's moves as
    recorded, every other seat's move the class's computer player's own choice at that moment (a computer player
    chooses from the seed and the move number, so the same hand gives the same choices). A record whose rules,
    deal or table differ, or in which another seat's move is not the one the class's computer player makes, is
    refused (BadInput) with a reason that names no move: a forger learns nothing from it.

    This is what a class result is made from (``class_result``): never a table a browser could have loaded a file
    into."""
    table = class_table(klass, deal_index)
    fresh = table.record
    if (record.game, record.seed, record.variant, record.deal, record.table) != \
            (fresh.game, fresh.seed, fresh.variant, fresh.deal, fresh.table):
        raise BadInput("hand", NOT_PLAYED_HERE)
    for text in record.actions:
        if table.game.is_over(table.state):
            raise BadInput("hand", NOT_PLAYED_HERE)
        if table.learners_turn():
            try:
                table.act(text)
            except IllegalAction:
                raise BadInput("hand", NOT_PLAYED_HERE) from None
        elif str(table.step_bot()) != text:
            raise BadInput("hand", NOT_PLAYED_HERE)
    return table


def class_result(klass: ClassInfo, deal_index: int, record: GameRecord) -> HandResult:
    """What a finished class hand leaves in the store, made by the server from ``played_at_class_table``."""
    return hand_result(played_at_class_table(klass, deal_index, record))
