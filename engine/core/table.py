"""A table: one learner, computer players in the other seats, and the game's record.

This is everything a page does with a game, kept out of Streamlit so it can be
tested directly. The state is always derived from the record, so undo is a replay
and a page only ever stores the record. Undo never steps back into a finished hand
(``engine.core.review.undo_floor``): its cards may have been laid open since.
"""

from __future__ import annotations

from typing import Any

from engine.core import review
from engine.core.errors import BadInput, IllegalAction
from engine.core.inputs import shorten
from engine.core.record import GameRecord, new_record, parse_move, replay_states, start, undo_point
from engine.core.rng import rng_for


class Table:
    def __init__(self, record: GameRecord, learner: int = 0, bots: dict[int, Any] | None = None, game=None):
        self.game, self.variant, _ = start(record, game)
        self.record = record
        self.learner = learner
        self.bots = dict(bots or {})
        self._states = replay_states(record, self.game)
        self._log = self._rebuild_log()
        self._marks = review.marks(self.game, self._states, learner)

    @classmethod
    def new(cls, game, variant=None, seed: int = 0, deal: str | None = None, learner: int = 0,
            bots: dict[int, Any] | None = None, table: dict | None = None) -> Table:
        variant = variant if variant is not None else game.Variant()
        return cls(new_record(game, variant, seed, deal, table), learner, bots, game)

    # -- what the page reads -------------------------------------------------------
    @property
    def state(self):
        return self._states[-1]

    def view(self, seat: int | None = None) -> dict:
        return self.game.view(self.state, self.learner if seat is None else seat)

    def legal(self) -> list:
        return self.game.legal_actions(self.state) if self.learners_turn() else []

    def learners_turn(self) -> bool:
        return not self.game.is_over(self.state) and self.state.to_act == self.learner

    def bots_turn(self) -> bool:
        s = self.state
        return not self.game.is_over(s) and s.to_act is not None and s.to_act != self.learner

    def state_at(self, moves: int):
        """The state after the record's first ``moves`` actions (0: the start)."""
        return self._states[moves]

    def decisions(self, seat: int | None = None) -> list[int]:
        """The indices in the record's actions of the actions ``seat`` (by default the learner) took."""
        seat = self.learner if seat is None else seat
        return [i for i, s in enumerate(self._states[:-1]) if getattr(s, "to_act", None) == seat]

    def log(self) -> list[tuple[int | None, str]]:
        """(seat, public line) for every action so far."""
        return list(self._log)

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def has_own_move(self) -> bool:
        """Whether the learner has made a move in this record (Undo is offered; it may still refuse, and say why)."""
        return undo_point(self.record, self.learner, self._states) is not None

    def undo_refusal(self) -> str | None:
        """Why undo cannot be used now, in a sentence; None when it can."""
        if self.record.table.get("class_deal"):
            return ("Undo is off in a class hand: every move counts, as at a real table, and the class compares "
                    "the moves each of you made.")
        keep = undo_point(self.record, self.learner, self._states)
        if keep is None:
            return "You have made no move to take back yet."
        if keep < self.undo_floor():
            return ("Undo takes back moves of this hand only: the last hand is finished, and its cards may have been "
                    "laid open since (in the review, or at a showdown).")
        return None

    def try_again_refusal(self, move_no: int) -> str | None:
        """Why the learner cannot go back to their decision at action ``move_no`` to choose again; None when they can."""
        if self.record.table.get("class_deal"):
            return ("In a class hand every move counts once: try a position again in a practice game "
                    "(the same game's page, outside the class).")
        if move_no not in self.decisions():
            return "That is not one of your decisions in this game."
        return None

    def try_again(self, move_no: int) -> bool:
        """Go back to the learner's decision at action ``move_no`` to choose again (the coach's "try again from
        here"): the record keeps the actions before it, so the computer players' replies are drawn the same way
        (their draws are named by their place in the record). False, nothing changed, when ``try_again_refusal``
        says why not. The hand's cards may have been laid open in the review: this is practice, and the undo
        floor moves back with the record."""
        if self.try_again_refusal(move_no) is not None:
            return False
        self.record = self.record.truncated(move_no)
        self._states = self._states[: move_no + 1]
        self._log = self._log[:move_no]
        self._marks = self._marks[: move_no + 1]
        return True

    def undo_floor(self) -> int:
        """The fewest actions undo may keep: where the last finished hand was finished (kept while the record is
        unchanged: every drawing of the table asks)."""
        kept = getattr(self, "_floor", None)
        if kept is None or kept[0] is not self.record:   # every move and undo makes a new record
            kept = self._floor = (self.record, review.undo_floor(self._marks, self.game.is_over(self.state)))
        return kept[1]

    # -- what the page does ---------------------------------------------------------
    def act(self, action) -> None:
        """The learner's action (text or value). Raises IllegalAction; nothing changes then."""
        if isinstance(action, str):
            try:
                action = parse_move(self.game, action)
            except BadInput as exc:   # text no game writes: refused like any other move the rules do not know
                raise IllegalAction(f"That move cannot be read: {exc.reason}.",
                                    self.game.rules["notation"]) from None  # rule: notation
        state = self.state
        if self.game.is_over(state):
            raise IllegalAction("The game is over: start a new deal to play again.",
                                self.game.rules["game-over"])  # rule: game-over
        if state.to_act != self.learner:
            raise IllegalAction(f"It is not your turn: {self.game.seat_name(self.variant, state.to_act)} is to act.",
                                self.game.rules["turn"])  # rule: turn
        self._push(state, action)

    def step_bot(self) -> Any | None:
        """One computer player's action, if it is a computer player's turn."""
        if not self.bots_turn():
            return None
        seat = self.state.to_act
        bot = self.bots.get(seat)
        if bot is None:
            from engine.core.bot import RandomBot

            bot = RandomBot()
        legal = self.game.legal_actions(self.state)
        rng = rng_for(self.record.seed, "bot", seat, len(self.record.actions))
        action = bot.choose(self.game.view(self.state, seat), legal, rng)
        self._push(self.state, action)
        return action

    def run_bots(self, limit: int = 10_000) -> int:
        n = 0
        while self.bots_turn() and n < limit:
            self.step_bot()
            n += 1
        return n

    def undo(self) -> bool:
        """Take back the learner's last action and every reply after it; False (nothing changes) when
        ``undo_refusal`` says why not."""
        if self.undo_refusal() is not None:
            return False
        keep = undo_point(self.record, self.learner, self._states)
        self.record = self.record.truncated(keep)
        self._states = self._states[: keep + 1]
        self._log = self._log[:keep]
        self._marks = self._marks[: keep + 1]
        return True

    def load(self, record: GameRecord, game=None) -> None:
        """Replace this table's game by a validated record; on BadInput nothing changes.

        ``game``: the record's game (by default this table's own, when the record names it)."""
        if game is None and record.game == self.game.slug:
            game = self.game
        game, variant, _ = start(record, game)
        states = replay_states(record, game)  # raises BadInput naming the bad move
        self.game, self.variant, self.record, self._states = game, variant, record, states
        self._log = self._rebuild_log()
        self._marks = review.marks(game, states, self.learner)

    # -- inside -------------------------------------------------------------------
    def _push(self, state, action) -> None:
        nxt = self.game.apply(state, action)  # raises IllegalAction before anything changes
        self._log.append((state.to_act, self.game.describe(state, action)))
        self.record = self.record.with_action(str(action))
        self._states.append(nxt)
        self._marks.append(review.mark(self.game, self.game.view(nxt, self.learner)))

    def _rebuild_log(self):
        return [(s.to_act, self.game.describe(s, parse_move(self.game, a)))
                for s, a in zip(self._states, self.record.actions, strict=False)]


def load_record_text(text: str | bytes, game=None) -> GameRecord:
    """A record from an upload, fully validated (every move re-checked).

    ``game``: the game the record must be of (a page passes its own); a record of another game is
    refused. Without it, the game the record names, among those already loaded."""
    record = GameRecord.from_json(text)
    if game is not None and record.game != game.slug:
        raise BadInput("saved game", f"it is a game of {shorten(record.game)}, not of {game.title}")
    replay_states(record, game)
    return record


__all__ = ["Table", "load_record_text", "BadInput", "IllegalAction"]
