"""Scarney Pie-Eyed Dice's coach: the game has no decision (a player throws, sets his dead dice aside and throws the
rest, up to the form's limit); the coach says so, with the chance the turn takes a role
(``engine.odds.pie_eyed_dice.turn_chance``)."""

from __future__ import annotations

import random

from engine.coach.core import Advice, Evaluation, Scale, no_choice
from engine.odds import fraction_text, percent
from engine.odds.pie_eyed_dice import turn_chance

SCALE = Scale(unit="roles", good=0.0, inaccuracy=0.0, mistake=0.0,
              why="The game has no decision: there is nothing to grade.")
SAMPLES = LIVE_SAMPLES = 0
MAX_SAMPLES = 1_000_000   # accepted and ignored: the figure is exact

ASSUMES = "exact over the Scarney dice (each die dead two faces in six)"


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    actions = [str(a) for a in legal]
    if view["phase"] == "seating":
        text = "Pie-Eyed Dice has no decision: the throw for the order of play is the dice's alone."
    else:
        p = turn_chance(view["form"], view["aside"], view["throws_made"])
        text = (f"Pie-Eyed Dice has no decision: you throw, and the dice decide; this turn takes a role with "
                f"chance {fraction_text(p)} ({percent(p)}), whatever you do.")
    return no_choice(view["phase"], SCALE, actions, text, ASSUMES)


def reason(view: dict, ev: Evaluation, played: str) -> str:
    return ev.note


def advice(view: dict, ev: Evaluation) -> Advice | None:
    return None


def nudge(view: dict, legal: list) -> str:
    return "There is nothing to choose: watch how many dead dice you set aside, and how many throws are left."
