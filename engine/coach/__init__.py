"""The coach: every decision a seat makes, valued and graded, with the reason and the period's advice.

Each game's coach is ``engine/coach/<module>.py`` and supplies only what is that game's own:

    SCALE: Scale                   # its unit and grade thresholds, with the reason (engine.coach.core)
    SAMPLES, LIVE_SAMPLES, MAX_SAMPLES   # deals per decision: the command line's default, the table's, the most
    evaluate(view, legal, samples, rng) -> Evaluation
        # every legal action valued from ``view`` (the seat's own view: nothing it cannot see), with ``samples``
        # deals of the unseen cards drawn from ``rng`` (or exact, when it can count)
    reason(view, evaluation, played) -> str     # why the best is best, in a sentence a learner understands
    advice(view, evaluation) -> Advice | None   # what a period book advised at this decision, cited
    nudge(view, legal) -> str                   # live help's first rung: what to think about

This package replays a record, finds the seat's decisions, and grades each one the same way for every game
(:mod:`engine.coach.core`). The stronger computer players choose by the same ``evaluate`` (:class:`CoachBot`),
so the coach and the "stronger" opponent are one piece of code.

Determinism: the deals sampled for a decision come from ``random.Random`` seeded by the coach's seed and the
decision's place in the record (never the clock, never the site's secret), so a record and a seed give the same
grades on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.coach.core import GRADE_WORDS, GRADES, Advice, Decision, Evaluation, Scale
from engine.core.errors import BadInput
from engine.core.record import GameRecord, parse_move, replay_states
from engine.games import game_module

__all__ = ["GRADES", "GRADE_WORDS", "Advice", "Decision", "Evaluation", "Scale", "CannotEvaluate", "CoachBot",
           "coach_for", "decision_rng", "judge", "grade_record", "seat_decisions"]


class CannotEvaluate(Exception):
    """A position this coach cannot value within its budget: said plainly, never guessed."""


def coach_for(slug: str):
    """The game's coach module, or None."""
    return game_module(__name__, slug)


def decision_rng(seed: int, move_no: int) -> random.Random:
    """The sampled deals of one decision: the same on every machine for the same seed and place."""
    return random.Random(f"camp-parlour coach {seed} {move_no}")


def judge(game, state, seat: int, played, move_no: int, samples: int | None = None, seed: int = 0,
          coach=None) -> Decision:
    """Grade one decision: ``played`` by ``seat`` at ``state`` (the record's ``move_no``-th action)."""
    coach = coach or coach_for(game.slug)
    if coach is None:
        raise BadInput("game", f"{game.title} has no coach yet")
    view = game.view(state, seat)
    legal = game.legal_actions(state)
    n = coach.SAMPLES if samples is None else samples
    ev = coach.evaluate(view, legal, n, decision_rng(seed, move_no))
    played = str(played)
    return Decision(move_no, ev.phase, played, ev, coach.reason(view, ev, played), coach.advice(view, ev))


def seat_decisions(record: GameRecord, seat: int, game=None) -> list[int]:
    """The indices in ``record.actions`` of the actions ``seat`` took."""
    states = replay_states(record, game)
    return [i for i, s in enumerate(states[:-1]) if getattr(s, "to_act", None) == seat]


def grade_record(record: GameRecord, seat: int = 0, samples: int | None = None, seed: int = 0,
                 game=None, moves: Sequence[int] | None = None) -> list[Decision]:
    """Every decision ``seat`` made in ``record`` (or only ``moves``), graded in order."""
    from engine.core.record import start

    game, _variant, _ = start(record, game)
    coach = coach_for(game.slug)
    if coach is None:
        raise BadInput("game", f"{game.title} has no coach yet")
    states = replay_states(record, game)
    mine = [i for i, s in enumerate(states[:-1]) if getattr(s, "to_act", None) == seat]
    if moves is not None:
        mine = [i for i in mine if i in set(moves)]
    if not mine:
        raise BadInput("seat", f"{game.seat_name(_variant, seat)} (seat {seat}) made no decisions in this record")
    return [judge(game, states[i], seat, parse_move(game, record.actions[i]), i, samples, seed, coach)
            for i in mine]


class CoachBot:
    """The stronger computer player: it takes the choice the coach values best (ties: the legal order). With a
    ``fallback`` (the game's rule of thumb), it keeps the fallback's choice wherever the coach cannot tell it from
    the best on its deals (graded best or too close to call): a handful of deals cannot tell apart two cards that a
    later trick would, and the rule of thumb breaks such ties better than the legal order (measured at Euchre: the
    coach alone won 61.6% of 1,000 standard games against the rule of thumb, with the rule of thumb's ties 65%)."""

    def __init__(self, slug: str, key: str = "sampler", label: str = "Sampler (stronger)",
                 description: str = "", samples: int | None = None, fallback=None):
        self.slug, self.key, self.label, self.description = slug, key, label, description
        self.samples = samples
        self.fallback = fallback

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        coach = coach_for(self.slug)
        n = self.samples if self.samples is not None else coach.LIVE_SAMPLES
        ev = coach.evaluate(view, legal, n, rng)
        if self.fallback is not None:
            thumb = self.fallback.choose(view, legal, rng)
            if ev.grade(str(thumb)) in ("best", "too-close"):
                return thumb
        best = ev.best.action
        return next((a for a in legal if str(a) == best), legal[0])
