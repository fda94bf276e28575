"""engine/coach/__init__.py (issue 31: mutation score): which game has a coach, the seeded deals of a decision, one
decision judged, a record's decisions graded, and the stronger computer player's choice, on the toy game with a
coach written for the test (it values each legal card by its place, the last best) and on Chuck-a-Luck's own."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from types import SimpleNamespace

import pytest

import engine.coach as coach_pkg
from engine.coach import CoachBot, coach_for, core, decision_rng, grade_record, judge, seat_decisions
from engine.core.errors import BadInput
from engine.core.record import replay_states
from engine.core.table import Table
from tests.toy_game import GAME, Toy

SCALE = core.Scale("chips", good=0.5, inaccuracy=1.0, mistake=2.0, why="test")


class Coach:
    """The toy's coach: the i-th legal action is worth i chips (sampled evaluations when asked for deals)."""

    SAMPLES, LIVE_SAMPLES = 7, 3

    def __init__(self, rows=None, values=None):
        self.calls = []
        self.rows, self.values = rows, values

    def evaluate(self, view, legal, samples, rng):
        self.calls.append((view, list(legal), samples, rng.random()))
        if self.rows is not None:
            return core.sampled("play", SCALE, [str(a) for a in legal], self.rows, "sampled")
        values = self.values or range(len(legal))
        return core.exact("play", SCALE, [(str(a), Fraction(v)) for a, v in zip(legal, values, strict=False)], "every card")

    def reason(self, view, ev, played):
        return f"{played} against {ev.best.action}, holding {len(view['hand'])}"

    def advice(self, view, ev):
        return core.Advice(f"hold {len(view['hand'])}, play {ev.best.action}", "site")


class Dealt(Toy):
    """The toy under its own name, dealing otherwise (seat 0 gets the last seat's cards) and naming seats by the
    rule set: a record of it replayed by the name alone breaks a rule at its first move."""

    def new_game(self, variant=None, seed=0, deal=None):
        s = super().new_game(variant, seed, deal)
        return replace(s, hands=s.hands[::-1])

    def seat_name(self, variant, seat):
        return f"Seat {seat} of {variant.seats}"


DEALT = Dealt()


def test_only_a_game_with_a_coach_module_has_one():
    import engine.coach.chuck_a_luck as chuck

    assert coach_for("chuck-a-luck") is chuck
    assert coach_for("toy") is None


def test_a_decisions_deals_are_fixed_by_the_seed_and_place_on_every_machine():
    # pinned: a saved record graded again must get the grades it got before
    assert decision_rng(0, 0).random() == 0.9553406079763668
    assert decision_rng(12, 345).random() == 0.2542497667456045


def test_judge_values_the_seats_own_view_with_the_decisions_deals():
    c = Coach()
    s = GAME.new_game(seed=3)
    first, second = GAME.legal_actions(s)
    d = judge(GAME, s, 0, first, 4, seed=12, coach=c)
    view, legal, n, drawn = c.calls[0]
    assert (view, legal, n) == (GAME.view(s, 0), [first, second], 7)
    assert drawn == random.Random("camp-parlour coach 12 4").random()
    assert (d.move_no, d.phase, d.played, d.grade, d.best, d.loss) == (4, "play", first, "inaccuracy", second, 1.0)
    assert d.reason == f"{first} against {second}, holding 2"
    assert d.advice == core.Advice(f"hold 2, play {second}", "site")
    judge(GAME, s, 0, second, 4, samples=50, coach=c)
    assert c.calls[1][2] == 50 and c.calls[1][3] == decision_rng(0, 4).random()


def test_judge_refuses_a_game_without_a_coach():
    with pytest.raises(BadInput) as e:
        judge(GAME, GAME.new_game(), 0, "play JD", 0)
    assert (e.value.what, e.value.reason) == ("game", "High Card has no coach yet")


def _record(seed=3, moves=6, game=GAME):
    t = Table.new(game, seed=seed)
    for _ in range(moves):
        t._push(t.state, GAME.legal_actions(t.state)[0])
    return t.record


def test_a_seats_decisions_are_the_moves_it_made():
    record = _record()
    assert seat_decisions(record, 0, GAME) == [0, 3]
    assert seat_decisions(record, 2, GAME) == [2, 5]
    assert seat_decisions(record, 1) == [1, 4]         # the game by the record's name
    assert seat_decisions(_record(game=DEALT), 0, DEALT) == [0, 3]     # the game given, not the name's


def test_a_record_is_graded_decision_by_decision(monkeypatch):
    c = Coach()
    monkeypatch.setattr(coach_pkg, "coach_for", lambda slug: c if slug == "toy" else None)
    record = _record()
    states = replay_states(record, GAME)
    graded = grade_record(record, seat=1, seed=5, game=GAME)
    assert [d.move_no for d in graded] == [1, 4]
    assert [d.played for d in graded] == [record.actions[1], record.actions[4]]
    assert [call[0] for call in c.calls] == [GAME.view(states[1], 1), GAME.view(states[4], 1)]
    assert [call[2] for call in c.calls] == [7, 7]
    assert [call[3] for call in c.calls] == [decision_rng(5, 1).random(), decision_rng(5, 4).random()]
    only = grade_record(record, seat=1, samples=9, game=GAME, moves=[4, 5])
    assert [d.move_no for d in only] == [4] and c.calls[-1][2] == 9 and c.calls[-1][3] == decision_rng(0, 4).random()
    assert [d.move_no for d in grade_record(record)] == [0, 3]     # seat 0 by default, the game by its name
    assert [d.move_no for d in grade_record(record, seat=2, game=GAME)] == [2, 5]   # the record's last move too
    dealt = _record(game=DEALT)
    assert [d.played for d in grade_record(dealt, seat=0, game=DEALT)] == [dealt.actions[0], dealt.actions[3]]


def test_grading_refuses_a_seat_without_decisions_and_a_game_without_a_coach(monkeypatch):
    with pytest.raises(BadInput) as e:
        grade_record(_record(), game=GAME)
    assert (e.value.what, e.value.reason) == ("game", "High Card has no coach yet")
    monkeypatch.setattr(coach_pkg, "coach_for", lambda slug: Coach())
    with pytest.raises(BadInput) as e:
        grade_record(_record(moves=2, game=DEALT), seat=2, game=DEALT)
    assert (e.value.what, e.value.reason) == ("seat", "Seat 2 of 3 (seat 2) made no decisions in this record")
    with pytest.raises(BadInput) as e:
        grade_record(_record(), seat=0, game=GAME, moves=[1, 2])
    assert e.value.reason == "You (seat 0) made no decisions in this record"


def test_the_stronger_player_takes_the_coachs_best_with_its_own_deals(monkeypatch):
    c = Coach()
    monkeypatch.setattr(coach_pkg, "coach_for", lambda slug: c if slug == "toy" else None)
    bot = CoachBot("toy")
    assert (bot.key, bot.label, bot.description, bot.samples, bot.fallback) == ("sampler", "Sampler (stronger)", "",
                                                                               None, None)
    view = {"hand": ("9H", "10S")}
    assert bot.choose(view, ["play 9H", "play 10S", "play QC"], random.Random(4)) == "play QC"
    assert c.calls[0][:3] == (view, ["play 9H", "play 10S", "play QC"], 3)
    assert c.calls[0][3] == random.Random(4).random()
    assert CoachBot("toy", samples=40).choose(view, ["a", "b"], random.Random(1)) == "b" and c.calls[1][2] == 40
    assert bot.choose(view, ["only"], random.Random(1)) == "only" and len(c.calls) == 2   # nothing to weigh


def test_the_stronger_player_keeps_its_rule_of_thumb_where_the_coach_cannot_tell():
    thumb_last = SimpleNamespace(choose=lambda view, legal, rng: legal[-1])
    thumb_first = SimpleNamespace(choose=lambda view, legal, rng: legal[0])
    # a rule of thumb reads the seat's view and draws from the same generator: here it picks by both
    thumb_reads = SimpleNamespace(choose=lambda view, legal, rng: legal[view["pick"] + rng.randrange(1)])

    def bot(rows, thumb, values=None):
        c = Coach(rows, values)
        coach_pkg_coach_for = coach_pkg.coach_for
        coach_pkg.coach_for = lambda slug: c
        try:
            return CoachBot("toy", fallback=thumb).choose({"hand": (), "pick": 2}, ["a", "b", "c"], random.Random(2))
        finally:
            coach_pkg.coach_for = coach_pkg_coach_for

    same = [(0.0, 1.0, 1.0)] * 3                     # b and c worth the same in every deal: c is as good as b
    assert bot(same, thumb_last) == "c"
    assert bot(same, thumb_reads) == "c"
    assert bot(same, thumb_first) == "b"             # a is surely worse: the coach's best
    noisy = [(0.0, 1.0, 3.0), (0.0, 1.0, -1.0)]      # c against b: too close to call on two deals
    assert bot(noisy, thumb_last) == "c"
    assert bot([(0.0, 3.0, 1.0)] * 2, thumb_last) == "b"
    assert bot(None, thumb_last, [0, 1, 1]) == "c"         # exact, and worth the best's value: graded best
    assert bot(None, thumb_last, [0, 2, 1]) == "b"


def test_the_stronger_player_answers_with_the_legal_action_itself():
    class Move(str):
        pass

    legal = [Move("play 9H"), Move("play 10S")]
    c = Coach()
    old = coach_pkg.coach_for
    coach_pkg.coach_for = lambda slug: c
    try:
        chosen = CoachBot("toy").choose({"hand": ()}, legal, random.Random(0))
    finally:
        coach_pkg.coach_for = old
    assert chosen is legal[1]

