"""The coach's one idea: value every legal choice in the game's own units, then grade the choice made by its loss.

A game's coach (``engine/coach/<module>.py``, :mod:`engine.coach`) values the choices; this module turns values
into grades, the same way for every game:

- An **exact** evaluation gives each choice its value (a ``Fraction``): the loss against the best is exact and the
  grade follows the thresholds.
- A **sampled** evaluation deals the unseen cards the same ``n`` ways for every choice (each deal consistent with
  what the seat knows) and plays each choice out in each deal. The loss of a choice is judged by the *paired*
  differences, deal by deal, against the best choice: far tighter than comparing two separate intervals, since
  both choices met the same cards. When that difference's 95% interval reaches zero the two choices cannot be told
  apart on this sample and the grade is ``too-close``, never a false "mistake".
- One legal choice (or none that matters) is ``forced``.

The thresholds are the game's (:class:`Scale`): a loss in its units, with the reason for the figures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from engine.odds.interval import Z95, mean_error

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder", "too-close", "forced")
GRADE_WORDS = {"best": "Best", "good": "Good", "inaccuracy": "Inaccuracy", "mistake": "Mistake",
               "blunder": "Blunder", "too-close": "Too close to call", "forced": "Forced"}


@dataclass(frozen=True)
class Scale:
    """A game's unit and the losses (in that unit, against the best choice) at which a choice stops being good."""

    unit: str            # "points this hand for your side", "pence", "cents"
    good: float          # a loss at most this: good
    inaccuracy: float    # at most this: an inaccuracy
    mistake: float       # at most this: a mistake; more: a blunder
    why: str             # why these figures, in a sentence a learner can read

    def grade_of(self, loss: float) -> str:
        if loss <= 1e-12:
            return "best"
        if loss <= self.good:
            return "good"
        if loss <= self.inaccuracy:
            return "inaccuracy"
        return "mistake" if loss <= self.mistake else "blunder"


@dataclass(frozen=True)
class Advice:
    """What a period book advised at this kind of decision, in our words, with its source (sources/bibliography)."""

    text: str
    source: str          # a key of sources.bibliography.SOURCES
    locator: str = ""    # page or section

    @property
    def citation(self) -> str:
        from sources.citation import short_cite

        return short_cite(self.source, self.locator)

    def to_json(self) -> dict:
        return {"text": self.text, "citation": self.citation}


@dataclass(frozen=True)
class Choice:
    """One legal action's value: the mean, its 95% interval, and the exact fraction when there is one."""

    action: str
    value: float
    low: float
    high: float
    exact: Fraction | None = None

    def to_json(self) -> dict:
        out = {"action": self.action, "value": self.value, "low": self.low, "high": self.high}
        if self.exact is not None:
            out["fraction"] = f"{self.exact.numerator}/{self.exact.denominator}"
        return out


@dataclass(frozen=True)
class Evaluation:
    """Every legal choice at one decision, valued the same way."""

    phase: str
    scale: Scale
    choices: tuple[Choice, ...]       # in the game's legal order
    assumes: str                      # what it assumes of the other players, and how it counted
    samples: int = 0                  # deals sampled (0: exact)
    losses: dict = field(default_factory=dict)   # action -> (mean, low, high) of the paired loss against the best
    note: str = ""                    # a game with no choice that matters: the sentence, with its figure

    @property
    def exact(self) -> bool:
        return self.samples == 0

    @property
    def best(self) -> Choice:
        return max(self.choices, key=lambda c: c.value)   # the first of equals: the legal order decides

    def choice(self, action: str) -> Choice:
        for c in self.choices:
            if c.action == action:
                return c
        raise KeyError(action)

    def loss(self, action: str) -> tuple[float, float, float]:
        """The loss of ``action`` against the best: (mean, low, high), in the scale's unit."""
        if action in self.losses:
            return self.losses[action]
        d = self.best.value - self.choice(action).value
        return d, d, d

    def grade(self, action: str) -> str:
        if len(self.choices) <= 1 or self.note:
            return "forced"
        if action == self.best.action:
            return "best"
        loss, low, _high = self.loss(action)
        if not self.exact and low <= 0:
            return "too-close"
        return self.scale.grade_of(loss)


def exact(phase: str, scale: Scale, values: Sequence[tuple[str, Fraction]], assumes: str) -> Evaluation:
    """Each action with its exact value."""
    return Evaluation(phase, scale, tuple(Choice(a, float(v), float(v), float(v), Fraction(v)) for a, v in values),
                      assumes)


def sampled(phase: str, scale: Scale, actions: Sequence[str], rows: Sequence[Sequence[float]],
            assumes: str) -> Evaluation:
    """Each action valued in the same sampled deals: ``rows[i][j]`` is action j's worth in deal i.

    Each choice gets its mean and 95% interval; each loss is the paired difference from the best choice."""
    n = len(rows)
    if n == 0:
        raise ValueError("a sampled evaluation needs at least one deal")
    cols = [[row[j] for row in rows] for j in range(len(actions))]
    choices = []
    for a, col in zip(actions, cols, strict=True):
        mean, err = mean_error(col)
        half = Z95 * err if math.isfinite(err) else math.inf
        choices.append(Choice(a, mean, mean - half, mean + half))
    best = max(range(len(actions)), key=lambda j: choices[j].value)
    losses = {}
    for j, a in enumerate(actions):
        diff = [b - x for b, x in zip(cols[best], cols[j], strict=True)]
        mean, err = mean_error(diff)
        half = Z95 * err if math.isfinite(err) else math.inf
        if err == 0:                       # the same in every deal: no spread, the loss is what it is
            half = 0.0
        losses[a] = (mean, mean - half, mean + half)
    return Evaluation(phase, scale, tuple(choices), assumes, samples=n, losses=losses)


def no_choice(phase: str, scale: Scale, actions: Sequence[str], note: str, assumes: str = "") -> Evaluation:
    """A decision that does not change what the learner can expect (the figure is in ``note``)."""
    return Evaluation(phase, scale, tuple(Choice(a, 0.0, 0.0, 0.0, Fraction(0)) for a in actions), assumes,
                      note=note)


@dataclass(frozen=True)
class Decision:
    """One graded decision of a seat, as the command line's JSON and the table's review give it."""

    move_no: int
    phase: str
    played: str
    evaluation: Evaluation
    reason: str
    advice: Advice | None

    @property
    def grade(self) -> str:
        return self.evaluation.grade(self.played)

    @property
    def best(self) -> str:
        return self.evaluation.best.action

    @property
    def loss(self) -> float:
        return max(0.0, self.evaluation.loss(self.played)[0]) if self.grade != "forced" else 0.0

    def to_json(self) -> dict:
        ev = self.evaluation
        return {"move_no": self.move_no, "phase": self.phase, "played": self.played, "best": self.best,
                "grade": self.grade, "loss": self.loss, "unit": ev.scale.unit, "exact": ev.exact,
                "samples": ev.samples, "assumes": ev.assumes,
                "alternatives": [c.to_json() for c in ev.choices], "reason": self.reason,
                "advice": self.advice.to_json() if self.advice else None}
