"""Playing a class deal to the end the way a student would (the same choices from the same seed)."""

from __future__ import annotations

import random

from engine.classroom.play import class_table, hand_result


def play_deal(klass, deal_index: int, style: int = 0):
    """A finished table of the class's deal: the learner picks among the legal actions with ``style`` as seed,
    so two students with the same style make the same choices and see the same things."""
    t = class_table(klass, deal_index)
    rng = random.Random(style)
    for _ in range(5000):
        t.run_bots()
        if t.game.is_over(t.state):
            break
        t.act(rng.choice(t.legal()))
    return t


def finished(klass, deal_index: int, style: int = 0):
    return hand_result(play_deal(klass, deal_index, style))
