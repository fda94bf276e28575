"""The coaches of the two Scarney dice games (issue 26): no decision that matters, said with the figure that shows it."""

from __future__ import annotations

import contextlib
import io
import json
import random
from fractions import Fraction
from itertools import product

import pytest

from engine.bots import bots_for
from engine.coach import coach_for, grade_record
from engine.coach import scarney_chemin_de_fer as CHEM
from engine.core.table import Table
from engine.games import _scarney, get_game
from engine.odds.scarney_chemin_de_fer import versus_banker

FIELDS = {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples", "alternatives", "reason",
          "advice"}


def _record(slug: str, seed: int = 3, limit: int = 80):
    g = get_game(slug)
    bots = bots_for(slug)
    keys = [k for k in bots if k != "random"]
    t = Table.new(g, g.Variant(), seed, learner=-1, bots={s: bots[keys[s % len(keys)]] for s in range(g.seats(g.Variant()))})
    t.run_bots(limit=limit)
    return g, t.record


def test_a_bet_cannot_change_an_even_game_by_brute_force():
    """The figure the coach gives, checked by brute force over the Scarney dice: a shooter's final point by the forced
    rules, counted face by face (first throw, then the draw with all the dead dice), and the player's win against
    the banker equal to his loss."""
    faces = _scarney.FACES
    sums = {}                                    # k dice thrown face by face: their total's ways
    for k in range(6):
        ways: dict = {}
        for drawn in product(faces, repeat=k):
            ways[sum(drawn)] = ways.get(sum(drawn), 0) + 1
        sums[k] = ways
    dist: dict = {}
    for first in product(faces, repeat=5):
        dead = sum(1 for f in first if f == _scarney.DEAD)
        count = sum(first)
        if count % 10 <= 6 and dead:
            for extra, w in sums[dead].items():
                p = Fraction(w, len(faces) ** (5 + dead))
                dist[(count + extra) % 10] = dist.get((count + extra) % 10, 0) + p
        else:
            dist[count % 10] = dist.get(count % 10, 0) + Fraction(1, len(faces) ** 5)
    win = sum(p * q for a, p in dist.items() for b, q in dist.items() if a > b)
    lose = sum(p * q for a, p in dist.items() for b, q in dist.items() if a < b)
    v = versus_banker()
    assert (v["win"], v["lose"]) == (win, lose) and win == lose
    assert f"{v['win'].numerator}/{v['win'].denominator}" in CHEM.even_game()


@pytest.mark.parametrize("slug", ["scarney-chemin-de-fer", "pie-eyed-dice"])
def test_every_decision_is_forced_and_says_why_with_its_figure(slug):
    g, record = _record(slug)
    found = grade_record(record, 0, game=g)
    assert found
    for d in found:
        assert d.grade == "forced" and d.loss == 0 and d.evaluation.exact
        assert d.reason == d.evaluation.note and "/" in d.reason and "%" in d.reason or "alone" in d.reason
    phases = {d.phase for d in found}
    if slug == "scarney-chemin-de-fer":
        assert "bet" in phases or "open" in phases
        bet = next(d for d in found if d.phase in ("bet", "open"))
        assert len(bet.evaluation.choices) > 1 and "exactly 0" in bet.reason


def test_the_nudges_ask_without_answering():
    for slug in ("scarney-chemin-de-fer", "pie-eyed-dice"):
        coach = coach_for(slug)
        g = get_game(slug)
        s = g.new_game(g.Variant(), 1)
        text = coach.nudge(g.view(s, s.to_act), g.legal_actions(s))
        assert text and "?" in text or "nothing to choose" in text.lower()
        assert coach.evaluate(g.view(s, s.to_act), g.legal_actions(s), 5, random.Random(1)).samples == 0


@pytest.mark.parametrize("slug", ["scarney-chemin-de-fer", "pie-eyed-dice"])
def test_the_command_line(slug, tmp_path):
    from engine.cli import main

    _g, record = _record(slug)
    path = tmp_path / "rec.json"
    path.write_text(record.to_json())

    def run(*extra):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["coach", slug, str(path), "--json", *extra])
        return code, out.getvalue(), err.getvalue()

    code, out, _ = run()
    assert code == 0
    data = json.loads(out)
    assert data["game"] == slug and all(FIELDS <= set(d) and d["grade"] == "forced" for d in data["decisions"])
    assert run()[1] == out
    code, _, err = run("--samples", "0")
    assert code == 2 and "1 to 1,000,000" in err
