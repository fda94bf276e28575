"""Coach figures the coach tests did not yet hold to a computation of their own (the figure audit,
tests/audit/figures.py COACH, found them): Pie-Eyed Dice's chance in its one sentence, and the sampled grading's
means, intervals and paired losses, each computed again here apart from engine/coach and engine/odds."""

from __future__ import annotations

import random
import re
import statistics
from fractions import Fraction

import pytest

from engine.bots import bots_for
from engine.coach import core
from engine.coach import pie_eyed_dice as PIE
from engine.core.table import Table
from engine.games import get_game
from tests.engine.test_pie_eyed_dice_odds import brute_turn

Z = 1.959963984540054          # the normal 97.5% point, written out again


@pytest.mark.parametrize("form", ["five", "four", "two"])
def test_pie_eyed_dice_says_the_turns_chance_counted_face_by_face(form):
    """At every throw of a bots' game, the coach's sentence gives the chance the turn takes a role, as the
    face-by-face count of the dice (brute_turn, the odds test's enumeration through the game's own after_throw)."""
    g = get_game("pie-eyed-dice")
    v = {"five": g.Variant(), "four": g.presets["four-dead"], "two": g.presets["two-dice"]}[form]
    bots = bots_for("pie-eyed-dice")
    t = Table.new(g, v, 5, learner=-1, bots={s: bots[next(iter(bots))] for s in range(g.seats(v))})
    seen = 0
    while not g.is_over(t.state) and seen < 40:
        view = g.view(t.state, t.state.to_act)
        if view["phase"] != "seating":
            assert view["form"] == form
            ev = PIE.evaluate(view, g.legal_actions(t.state), 0, random.Random(0))
            p = brute_turn(form, view["aside"], view["throws_made"])
            m = re.search(r"chance (\d+)/(\d+) \((\d+\.\d\d)%\)", ev.note)
            assert m, ev.note
            assert Fraction(int(m[1]), int(m[2])) == p and m[3] == f"{float(p) * 100:.2f}"
            assert ev.grade(ev.choices[0].action) == "forced"
            seen += 1
        t.step_bot()
    assert seen >= 3, f"only {seen} throws of the {form} form seen"


def _by_hand(rows, actions):
    cols = {a: [r[j] for r in rows] for j, a in enumerate(actions)}
    means = {a: statistics.fmean(c) for a, c in cols.items()}
    half = {a: Z * statistics.stdev(c) / len(c) ** 0.5 for a, c in cols.items()}
    best = max(actions, key=lambda a: means[a])
    diffs = {a: [b - x for b, x in zip(cols[best], cols[a], strict=True)] for a in actions}
    loss = {}
    for a, d in diffs.items():
        m = statistics.fmean(d)
        h = 0.0 if statistics.pstdev(d) == 0 else Z * statistics.stdev(d) / len(d) ** 0.5
        loss[a] = (m, m - h, m + h)
    return means, half, best, loss


def test_sampled_means_intervals_and_paired_losses_by_hand():
    """The figures a sampled grade shows (each choice's mean and 95% interval, each loss against the best and its
    interval) against the statistics module."""
    rng = random.Random(7)
    actions = ["stand", "draw 1", "draw 2"]
    rows = []
    for _ in range(60):
        luck = rng.gauss(0, 3)
        rows.append((luck + 1.0, luck + rng.gauss(0.6, 0.5), rng.gauss(0.9, 2)))
    ev = core.sampled("draw", core.Scale("chips", 0.1, 0.3, 0.75, "t"), actions, rows, "t")
    means, half, best, loss = _by_hand(rows, actions)
    assert ev.samples == 60 and ev.best.action == best
    for c in ev.choices:
        assert (c.value, c.low, c.high) == pytest.approx((means[c.action], means[c.action] - half[c.action],
                                                          means[c.action] + half[c.action]))
    for a in actions:
        assert ev.loss(a) == pytest.approx(loss[a])
    assert ev.loss(best) == (0.0, 0.0, 0.0)
    d = core.Decision(3, "draw", "draw 1", ev, "", None)
    assert d.loss == pytest.approx(max(0.0, loss["draw 1"][0]))
