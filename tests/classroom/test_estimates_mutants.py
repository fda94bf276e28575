"""engine/classroom/estimates.py held by tests that would fail (issue 31: mutation score): the figure a teacher sees
beside each move the room made. The odds functions have their own tests; here each adapter's own work is held:
when it gives an estimate, what it asks the odds function for (the view, the sample size, the seed), and the very
words and figures shown. The simulating odds functions are stood in for by ones that return fixed rows and note
their arguments (a test of the adapter, a second fast), the exact ones (Chuck-a-Luck, Draw Poker) run for real."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from types import SimpleNamespace

import pytest

from engine.classroom import estimates
from engine.classroom.estimates import FAILED, Estimate, _exact, _pm
from engine.coach import core as coach_core
from engine.coach import decision_rng

SCALE = coach_core.Scale("points", good=0.1, inaccuracy=0.3, mistake=0.6, why="-")


@pytest.fixture(autouse=True)
def _fresh_cache():
    estimates.forget()
    yield
    estimates.forget()


def stand_in(monkeypatch, target: str, result):
    calls = []

    def fake(*args, **kwargs):
        calls.append((args, kwargs))
        return result
    monkeypatch.setattr(target, fake)
    return calls


def test_exact_and_margin_figures_as_shown():
    assert _exact(Fraction(1, 3)) == "1/3 (33.3%)"
    assert _exact(Fraction(91, 216)) == "91/216 (42.1%)"
    assert _pm(0.456, 0.0312) == "46% ± 3%"
    assert _pm(0.5, 0.1) == "50% ± 10%"
    assert _pm(0.5, 0.9) == "50% ± 90%"


def test_euchre_bids_are_estimated_only_when_trumps_are_being_made(monkeypatch):
    calls = stand_in(monkeypatch, "engine.odds.euchre.bid_chances", [
        {"action": "order-up", "make_chance": 0.6234, "make_margin": 0.0512, "expected_points": 0.456,
         "points_margin": 0.123},
        {"action": "pass", "expected_points": -0.2, "points_margin": 0.05, "we_make_later": 0.314},
    ])
    for phase in ("play", "discard", None):
        assert estimates._euchre(None, None, {"phase": phase}, []) is None
    assert calls == []
    for phase in ("order", "name"):
        view = {"phase": phase}
        est = estimates._euchre(None, None, view, [])
        assert calls[-1] == ((view,), {"samples": 200, "seed": 7})
    assert est == Estimate(
        "the chance the makers take three tricks, and the points your side can expect this hand",
        {"order-up": "makes 62% ± 5%; +0.46 ± 0.12 points",
         "pass": "-0.20 ± 0.05 points (your side makes trump later 31%)"},
        "simulated over 200 deals of the unseen cards, played out by the rule-of-thumb players; ± a 95% margin")


def test_domino_bids_name_who_makes_on_a_pass(monkeypatch):
    rows = [{"bid": "pass", "make": 0.5, "make_margin": 0.1, "hands_made": 40, "points": -0.25, "points_margin": 0.2},
            {"bid": "6-6", "make": 0.714, "make_margin": 0.088, "hands_made": 70, "points": 1.0, "points_margin": 0.3}]
    calls = stand_in(monkeypatch, "engine.odds.domino_euchre.bid_chances", rows)
    assert estimates._domino("g", None, {"phase": "play"}, ["x"]) is None and calls == []
    for phase in ("bid1", "bid2"):
        view = {"phase": phase}
        est = estimates._domino("g", None, view, ["pass", "6-6"])
        assert calls[-1] == (("g", view, ["pass", "6-6"]), {"samples": 100, "seed": 0})
    assert est == Estimate(
        "the chance the makers take three tricks, and the points your side can expect less the others'",
        {"pass": "whoever makes trump 50% ± 10% of 40 hands played; -0.25 ± 0.20 points",
         "6-6": "makes 71% ± 9% of 70 hands played; +1.00 ± 0.30 points"},
        "simulated over 100 deals of the unseen tiles, played out by the rule-of-thumb players; ± a 95% margin")


def test_seven_up_stand_or_beg_only_for_eldest_before_the_pitch(monkeypatch):
    r = {"stand": {"mean": 0.25, "stderr": 0.1}, "beg": {"mean": -0.5, "stderr": 0.05}, "samples": 180}
    calls = stand_in(monkeypatch, "engine.odds.seven_up.stand_or_beg", r)
    ok = {"phase": "stand", "pitch": None, "turnup": "AH", "seat": 1, "eldest": 1}
    for bad in ({"phase": "play"}, {"pitch": "H"}, {"turnup": None}, {"seat": 2}):
        assert estimates._seven_up(None, None, {**ok, **bad}, []) is None
    assert calls == []
    est = estimates._seven_up(None, None, ok, [])
    assert calls == [((ok,), {"samples": 200, "seed": 0})]
    assert est == Estimate("points this hand to your side less the best other side's",
                           {"stand": "+0.25 ± 0.20 points", "beg": "-0.50 ± 0.10 points"},
                           "simulated over 180 deals of the unseen cards, played out by the rule-of-thumb players; "
                           "± a 95% margin")


def test_commerce_trades_for_a_new_hand_of_three(monkeypatch):
    from engine.core.cards import Card

    f = {"one_other": {"win": Fraction(1, 4)},
         "trades": [{"throw": "2C", "improve": Fraction(3, 49)}],
         "barter": [{"throw": "KH", "improve": 0.4, "improve_stderr": 0.02}]}
    calls = stand_in(monkeypatch, "engine.odds.commerce.hand_figures", f)
    view = {"phase": "trade", "mode": "new", "hand": ["2C", "KH", "AS"], "widow": ["AS", "3D", "4D"], "pack": 52,
            "limited": "none", "status": ["in", "out", "in", "in"], "seat": 2}
    for bad in ({"phase": "bid"}, {"mode": "old"}, {"hand": ["2C", "KH"]}, {"hand": None}):
        assert estimates._commerce(None, None, {**view, **bad}, []) is None
    assert calls == []
    est = estimates._commerce(None, None, view, [])
    hand = tuple(Card.parse(c).index for c in ("2C", "KH", "AS"))
    known = tuple(sorted(set(hand) | {Card.parse("3D").index, Card.parse("4D").index}))
    assert calls == [((hand, known, 52, "none", 2), {"samples": 1000, "seed": 7})]   # seats 0 and 3 still in
    assert est == Estimate(
        "the chance of a better hand (buying: exact over every card the pack may give; bartering: simulated over "
        "about 250 deals, ± a 95% margin)",
        {"stand": "beats one other hand 1/4 (25.0%) as it is", "trade money 2C": "a better class 3/49 (6.1%)",
         "barter KH": "a better class 40% ± 4%"}, "exact where a fraction is shown")
    # every other player out: still one other hand to beat
    estimates._commerce(None, None, {**view, "status": ["out", "out", "in", "out"], "limited": "one"}, [])
    assert calls[-1][0][3:] == ("one", 1)
    # a smaller sample: bartering is still simulated over at least 200 deals, as the odds function does
    monkeypatch.setattr(estimates, "COMMERCE_SAMPLES", 400)
    est = estimates._commerce(None, None, view, [])
    assert calls[-1][1] == {"samples": 400, "seed": 7} and "simulated over about 200 deals," in est.measure


def test_draw_poker_figures_for_the_moves_open_best_first(monkeypatch):
    a = {"now": "a pair of jacks", "holds": [
        {"discard": [], "improve": 0, "total": 1, "draw": False, "schenck": None},
        {"discard": ["2C", "3D", "4H"], "improve": 1, "total": 4, "draw": True, "schenck": "recommended"},
        {"discard": ["2C", "3D"], "improve": 1, "total": 3, "draw": True, "schenck": "his alternative"},
        {"discard": ["3D"], "improve": 1, "total": 10, "draw": True, "schenck": "other"},
        {"discard": ["4H"], "improve": 1, "total": 2, "draw": True, "schenck": None},      # not a legal move here
    ]}
    calls = stand_in(monkeypatch, "engine.odds.draw_poker.analyse_hand", a)
    view = {"phase": "draw", "hand": ["JH", "JS", "2C", "3D", "4H"], "ranking": "schenck", "ace": "high"}
    assert estimates._draw_poker(None, None, {**view, "phase": "bet"}, []) is None
    assert estimates._draw_poker(None, None, {**view, "hand": view["hand"][:4]}, []) is None
    assert estimates._draw_poker(None, None, {**view, "hand": None}, []) is None
    assert calls == []
    est = estimates._draw_poker(None, None, view, ["stand", "draw 2C 3D 4H", "draw 2C 3D", "draw 3D"])
    assert calls == [((tuple(view["hand"]), "schenck", "high"), {})]
    assert est.measure == "the chance the draw makes a better hand than a pair of jacks"
    assert est.method == "exact, over every draw from the 47 cards unseen"
    assert list(est.figures.items()) == [
        ("draw 2C 3D", "improves 1/3 (33.3%); Schenck's alternative"),
        ("draw 2C 3D 4H", "improves 1/4 (25.0%); Schenck's advice"),
        ("draw 3D", "improves 1/10 (10.0%)"),
        ("stand", "stands pat: no draw"),
    ]


def test_draw_poker_for_real_on_a_pair():
    view = {"phase": "draw", "hand": ["JH", "JS", "2C", "7D", "9H"], "ranking": "schenck", "ace": "high-or-low"}
    est = estimates._draw_poker(None, None, view, ["stand", "draw 2C 7D 9H"])
    assert set(est.figures) == {"stand", "draw 2C 7D 9H"} and est.figures["stand"] == "stands pat: no draw"
    assert est.figures["draw 2C 7D 9H"].startswith("improves ")


def test_chuck_a_luck_bets_with_their_exact_chance_and_edge():
    from engine.games import get_game

    v = get_game("chuck-a-luck").Variant()
    legal = ["roll", "bet single:1 5", "bet", "bet nonsense 2", "bet raffle 1", "bets single:2 1", "bet single:1"]
    est = estimates._chuck_a_luck(None, v, {}, legal)
    assert est.figures["bet single:1 5"] == "wins 91/216 (42.1%); house edge 17/216 (7.9%)"
    assert est.figures["bet single:1"] == est.figures["bet single:1 5"]          # a bet named without its stake
    assert set(est.figures) == {"bet single:1 5", "bet raffle 1", "bet single:1"}
    assert est.measure == "the chance the bet wins on a throw, and the house's edge on it" and est.method == "exact"
    assert estimates._chuck_a_luck(None, v, {}, ["roll", "bet nonsense 1"]) is None


def test_a_spot_the_layout_refuses_is_passed_over(monkeypatch):
    def refuse(spot, v):
        raise ValueError("no such spot")
    monkeypatch.setattr("engine.odds.chuck_a_luck.bet_row", refuse)
    assert estimates._chuck_a_luck(None, None, {}, ["bet single:1 5"]) is None


def test_every_game_with_odds_has_its_adapter():
    assert estimates.ADAPTERS == {"euchre": estimates._euchre, "domino-euchre": estimates._domino,
                                  "call-ace": estimates._domino, "seven-up": estimates._seven_up,
                                  "commerce": estimates._commerce, "chuck-a-luck": estimates._chuck_a_luck,
                                  "draw-poker": estimates._draw_poker}
    assert (estimates.EUCHRE_SAMPLES, estimates.DOMINO_SAMPLES, estimates.SEVEN_UP_SAMPLES,
            estimates.COMMERCE_SAMPLES) == (200, 100, 200, 1000)
    assert estimates.NO_ESTIMATE == "the site has no estimate for this decision"
    assert estimates.MAX_KEPT == 20_000


# -- the coach's grades -------------------------------------------------------------------------------------------

@dataclass
class FakeCoach:
    evaluation: object
    LIVE_SAMPLES: int = 321
    seen: list = field(default_factory=list)

    def evaluate(self, view, legal, samples, rng):
        self.seen.append((view, legal, samples, rng.random()))
        return self.evaluation


def with_coach(monkeypatch, evaluation):
    coach = FakeCoach(evaluation)
    asked = []
    monkeypatch.setattr("engine.coach.coach_for", lambda slug: asked.append(slug) or coach)
    return coach, asked


GAME = SimpleNamespace(slug="whist")


def test_the_coach_is_seeded_by_the_decision_point(monkeypatch):
    ev = coach_core.exact("bid", SCALE, [("a", Fraction(1)), ("b", Fraction(1, 2))], "everyone plays well")
    coach, asked = with_coach(monkeypatch, ev)
    point = "0123456789abcdef" * 2
    est = estimates.coached(GAME, {"v": 1}, ["a", "b"], point)
    assert asked == ["whist"]
    assert coach.seen == [({"v": 1}, ["a", "b"], 321, decision_rng(0x0123456789ab, 0).random())]
    for odd in ("", "0123456789aX" + "0" * 20, "ABCDEF012345" + "0" * 20):    # not a lower-case hex digest: seed 0
        estimates.coached(GAME, {}, ["a", "b"], odd)
        assert coach.seen[-1][3] == decision_rng(0, 0).random()
    estimates.coached(GAME, {}, ["a", "b"], "00000000000f")
    assert coach.seen[-1][3] == decision_rng(15, 0).random()
    estimates.coached(GAME, {}, ["a", "b"], "00000000000fX")      # only the first twelve are read
    assert coach.seen[-1][3] == decision_rng(15, 0).random()
    assert est == Estimate("the coach's worth of each move, in points, and its grade",
                           {"a": "Best: +1.00", "b": "Mistake: +0.50"}, "exact; everyone plays well",
                           {"a": "best", "b": "mistake"})


def test_no_coach_or_a_single_move_has_no_grade(monkeypatch):
    ev = coach_core.exact("bid", SCALE, [("a", Fraction(1)), ("b", Fraction(0))], "x")
    coach, _ = with_coach(monkeypatch, ev)
    assert estimates.coached(GAME, {}, ["a"], "") is None and coach.seen == []
    assert estimates.coached(GAME, {}, ["a", "b"], "") is not None
    monkeypatch.setattr("engine.coach.coach_for", lambda slug: None)
    assert estimates.coached(GAME, {}, ["a", "b"], "") is None


def test_a_sampled_worth_shows_its_margin_and_sample_size(monkeypatch):
    ev = coach_core.sampled("play", SCALE, ["a", "b"], [[1.0, 0.0], [0.0, 0.0], [1.0, 1.0], [0.0, 1.0]],
                            "the others play by rule of thumb")
    with_coach(monkeypatch, ev)
    est = estimates.coached(GAME, {}, ["a", "b"], "")
    ca, cb = ev.choices
    assert est.method == "sampled over 4 deals, ± a 95% margin; the others play by rule of thumb"
    words = {a: coach_core.GRADE_WORDS[ev.grade(a)] for a in ("a", "b")}
    assert est.figures == {"a": f"{words['a']}: +0.50 ± 0.57", "b": f"{words['b']}: +0.50 ± 0.57"}
    assert (ca.high - ca.low) / 2 == pytest.approx(0.566, abs=1e-3) and cb.high - ca.high == pytest.approx(0)
    assert est.grades == {"a": ev.grade("a"), "b": ev.grade("b")}


def test_a_decision_that_does_not_matter_says_so_for_every_move(monkeypatch):
    ev = coach_core.no_choice("roll", SCALE, ["a", "b"], "every move is worth 1/6", "fair dice")
    with_coach(monkeypatch, ev)
    assert estimates.coached(GAME, {}, ["a", "b"], "") == Estimate(
        "the coach", {"a": "every move is worth 1/6", "b": "every move is worth 1/6"}, "exact",
        {"a": ev.grade("a"), "b": ev.grade("b")})


class FakeGame:
    def __init__(self, slug, legal=("a", "b")):
        self.slug, self.legal, self.seen = slug, list(legal), []

    def view(self, state, seat):
        self.seen.append((state, seat))
        return {"phase": "order", "seat": seat}

    def legal_actions(self, state):
        assert state == "state"
        return iter(self.legal)


def test_the_estimate_joins_the_odds_figures_and_the_coachs_grades(monkeypatch):
    ev = coach_core.exact("bid", SCALE, [("a", Fraction(1)), ("b", Fraction(0))], "x")
    coach, _ = with_coach(monkeypatch, ev)
    odds = Estimate("m", {"a": "1"}, "exact")
    got = []
    monkeypatch.setitem(estimates.ADAPTERS, "whist",
                        lambda g, v, view, legal: got.append((g.slug, v, view, legal)) or odds)
    game = FakeGame("whist")
    est = estimates.estimate_for(game, "variant", "state", 2, "00000000000a")
    assert got == [("whist", "variant", {"phase": "order", "seat": 2}, ["a", "b"])] and game.seen == [("state", 2)]
    assert coach.seen[0] == ({"phase": "order", "seat": 2}, ["a", "b"], 321, decision_rng(10, 0).random())
    assert est == Estimate("m", {"a": "1"}, "exact", {"a": "best", "b": "blunder"})
    # odds but no coach: the odds as they are; no odds: the coach's own estimate
    monkeypatch.setattr("engine.coach.coach_for", lambda slug: None)
    assert estimates.estimate_for(FakeGame("whist"), None, "state", 0) is odds
    with_coach(monkeypatch, ev)
    monkeypatch.setitem(estimates.ADAPTERS, "whist", lambda *a: None)
    assert estimates.estimate_for(FakeGame("whist"), None, "state", 0).measure.startswith("the coach's worth")
    assert estimates.estimate_for(FakeGame("bridge"), None, "state", 0).measure.startswith("the coach's worth")


# -- a stored hand's decision, and the estimates kept per process ----------------------------------------------

def _record_and_points():
    from engine.classroom.play import class_table, hand_result
    from tests.classroom.helpers import play_deal
    from tests.classroom.test_class_results import klass

    k = klass()
    t = play_deal(k, 0, style=3)
    return k, t, hand_result(t), class_table


def test_the_decision_state_is_the_learners_nth_move_of_the_stored_hand():
    from engine.classroom.play import point_of

    k, t, result, _ = _record_and_points()
    for d in result.decisions[:3] + result.decisions[-1:]:
        game, variant, state = estimates.decision_state(result.record, d.ordinal, 0)
        assert state.to_act == 0 and point_of(game, state, 0) == d.point
        assert game.slug == "euchre" and variant.players == 4
    n = len(result.decisions)
    with pytest.raises(ValueError, match=f"^the hand has no decision {n + 1}$"):
        estimates.decision_state(result.record, n + 1, 0)
    with pytest.raises(ValueError, match="no decision 0"):
        estimates.decision_state(result.record, 0, 0)


def test_the_decision_state_finds_its_game_in_the_registry_not_among_those_made(monkeypatch):
    """A fresh site process has made no game object yet when the dashboard replays a stored hand."""
    import engine.core.game as core_game

    k, t, result, _ = _record_and_points()
    monkeypatch.setattr(core_game, "_MADE", {})
    game, variant, state = estimates.decision_state(result.record, 1, 0)
    assert game.slug == "euchre" and state.to_act == 0


class FakeStore:
    def __init__(self, records):
        self.records, self.asked = records, []

    def point_record(self, class_id, deal, point):
        self.asked.append((class_id, deal, point))
        return self.records.get(point)


def P(point, ordinal=1, deal=0):
    return SimpleNamespace(point=point, ordinal=ordinal, deal=deal)


def test_fill_works_out_each_point_once_within_its_budget(monkeypatch):
    k, t, result, _ = _record_and_points()
    d1, d2 = result.decisions[:2]
    worked = []
    monkeypatch.setattr(estimates, "estimate_for",
                        lambda game, variant, state, seat, point: worked.append(
                            (game.slug, variant.players, state.to_act, seat, point)) or Estimate(
                            "m", {}, "exact", {"pass": "good"}))
    store = FakeStore({d1.point: result.record, d2.point: result.record, "elsewhere": result.record})
    points = [P(d1.point, 1), P(d2.point, 2), P("elsewhere", 1), P("never-stored", 1)]
    ticks = iter([0.0, 0.0, 0.3, 0.31])    # the start, then before each point after the first
    assert estimates.fill(store, k, points, budget_seconds=0.3, clock=lambda: next(ticks)) == 1
    assert worked == [("euchre", 4, 0, 0, d1.point), ("euchre", 4, 0, 0, d2.point)]
    assert store.asked == [(k.id, 0, d1.point), (k.id, 0, d2.point), (k.id, 0, "elsewhere")]
    assert estimates.cached(k, "elsewhere") == (True, None)    # the stored hand's decision is another point
    assert estimates.cached(k, "never-stored") == (False, None)
    assert estimates.fill(store, k, points, budget_seconds=10, clock=lambda: 0.0) == 0
    assert estimates.cached(k, "never-stored") == (True, None) and len(worked) == 2
    assert store.asked[-1] == (k.id, 0, "never-stored") and len(store.asked) == 4
    grade = estimates.grade_of(k)
    assert grade(d1.point, "pass") == "good" and grade(d1.point, "order-up") is None
    assert grade("elsewhere", "pass") is None and grade("unknown", "pass") is None


def test_fill_computes_at_least_one_however_small_the_budget(monkeypatch):
    k, t, result, _ = _record_and_points()
    monkeypatch.setattr(estimates, "estimate_for", lambda *a: None)
    store = FakeStore({})
    points = [P("p1"), P("p2"), P("p3")]
    assert estimates.fill(store, k, points, budget_seconds=0.0, clock=iter([0.0, 1.0, 2.0, 3.0]).__next__) == 2
    assert estimates.fill(store, k, points, budget_seconds=0.0, clock=lambda: 0.0) == 0   # no time passed
    estimates.forget()
    ticks = iter([0.0, 0.3, 0.31])        # the default budget: about 0.3 s
    assert estimates.fill(store, k, points, clock=lambda: next(ticks)) == 1


def test_an_estimate_that_fails_is_kept_as_failed(monkeypatch, caplog):
    k, t, result, _ = _record_and_points()
    store = FakeStore({"broken": "not a record"})
    assert estimates.fill(store, k, [P("broken")], budget_seconds=5) == 0
    assert estimates.cached(k, "broken") == (True, FAILED)
    assert estimates.grade_of(k)("broken", "pass") is None
    assert [r.getMessage() for r in caplog.records] == [f"no estimate for decision point broken of class {k.id}"]


def test_the_kept_estimates_are_per_game_and_rules_and_start_again_when_full(monkeypatch):
    import dataclasses

    k, t, result, _ = _record_and_points()
    monkeypatch.setattr(estimates, "estimate_for", lambda *a: None)
    assert estimates._key(k, "p") == ('euchre {"players": 4}', "p")
    assert estimates._key(dataclasses.replace(k, variant={"b": 1, "a": 2}), "p") == ('euchre {"a": 2, "b": 1}', "p")
    estimates.fill(FakeStore({}), k, [P("p")], budget_seconds=5)
    assert estimates.cached(k, "p") == (True, None)
    assert estimates.cached(dataclasses.replace(k, variant={"players": 5}), "p") == (False, None)
    assert estimates.cached(dataclasses.replace(k, game="call-ace"), "p") == (False, None)
    monkeypatch.setattr(estimates, "MAX_KEPT", 3)
    estimates.fill(FakeStore({}), k, [P("q"), P("r")], budget_seconds=5)
    assert len(estimates._cache) == 3
    estimates.fill(FakeStore({}), k, [P("s")], budget_seconds=5)    # full: everything kept is dropped first
    assert len(estimates._cache) == 1 and estimates.cached(k, "s")[0] and not estimates.cached(k, "p")[0]
    estimates.forget()
    assert estimates._cache == {}
