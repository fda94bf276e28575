"""The site's own estimate beside the room's choices: computed from the deciding seat's view only (the same odds
functions the lesson pages show), kept once per decision point, and said plainly where there is none."""

from __future__ import annotations

import pytest

from engine.classroom import estimates
from engine.classroom.play import class_table, point_of
from engine.classroom.results import dashboard
from tests.classroom.helpers import finished


def first_decision(klass):
    t = class_table(klass, 0)
    t.run_bots()
    return t


@pytest.mark.parametrize("slug,bots,variant", [("euchre", "rule-of-thumb", {"players": 4}),
                                               ("seven-up", "rule-of-thumb", {}),
                                               ("domino-euchre", "rule-of-thumb", {}),
                                               ("commerce", "trader", {}),
                                               ("chuck-a-luck", "high-low", {}),
                                               ("draw-poker", "book", {})])
def test_an_estimate_for_every_move_open_at_the_first_decision(store, slug, bots, variant):
    klass, _ = store.create_class(slug, variant, [41], bots)
    t = first_decision(klass)
    for _ in range(200):                              # Draw Poker: on to the draw
        if slug != "draw-poker" or t.view()["phase"] == "draw":
            break
        legal = [str(a) for a in t.legal()]
        t.act("go-in" if "go-in" in legal else legal[0])
        t.run_bots()
    est = estimates.estimate_for(t.game, t.variant, t.state, 0)
    assert est is not None and est.measure and est.method
    legal = {str(a) for a in t.legal()}
    assert set(est.figures) <= legal and len(est.figures) >= 2       # figures name moves the seat could make
    assert all(("%" in f or "points" in f or f == "stands pat: no draw") for f in est.figures.values())


def test_the_estimate_reads_the_seat_view_only(store):
    """Euchre's figures are the odds page's own (bid_chances on the learner's view), whatever the hidden cards."""
    from engine.odds.euchre import bid_chances

    klass, _ = store.create_class("euchre", {"players": 4}, [42], "rule-of-thumb")
    t = first_decision(klass)
    est = estimates.estimate_for(t.game, t.variant, t.state, 0)
    rows = bid_chances(t.view(), samples=estimates.EUCHRE_SAMPLES, seed=7)
    order_up = next(r for r in rows if r["action"] == "order-up")
    assert f"{order_up['make_chance'] * 100:.0f}%" in est.figures["order-up"]
    seen = []
    original = t.game.view
    t.game.view = lambda state, seat: seen.append(seat) or original(state, seat)   # which seats' views are read
    try:
        estimates.estimate_for(t.game, t.variant, t.state, 0)
    finally:
        del t.game.view
    assert set(seen) == {0}


def test_no_estimate_is_said_plainly_for_a_game_without_one(store):
    klass, _ = store.create_class("pie-eyed-dice", {}, [43], "thrower")
    t = first_decision(klass)
    assert estimates.estimate_for(t.game, t.variant, t.state, 0) is None
    assert "no estimate" in estimates.NO_ESTIMATE


def test_the_dashboard_points_get_their_estimates_once(store):
    klass, _ = store.create_class("euchre", {"players": 4}, [44, 45], "rule-of-thumb")
    for name in ("Ann", "Bob", "Cy"):
        _, s = store.join(klass.code, name)
        store.record_hand(s.id, 0, finished(klass, 0, style=1))
    board = dashboard(klass, store.snapshot(klass.id))
    first = next(p for p in board.points if p.ordinal == 1)
    estimates.forget()
    assert estimates.cached(klass, first.point) == (False, None)
    left = estimates.fill(store, klass, board.points, budget_seconds=60)
    assert left == 0
    known, est = estimates.cached(klass, first.point)
    assert known
    t = first_decision(klass)
    assert point_of(t.game, t.state, 0) == first.point
    if t.state.phase in ("order", "name"):
        assert est is not None and set(first.choices) <= set(est.figures)
    calls = []
    real = store.point_record
    store.point_record = lambda *a: calls.append(a) or real(*a)
    assert estimates.fill(store, klass, board.points) == 0 and calls == []    # kept: nothing replayed again
    del store.point_record


def test_fill_keeps_to_its_budget(store):
    klass, _ = store.create_class("euchre", {"players": 4}, [46], "rule-of-thumb")
    for name, style in (("Ann", 1), ("Bob", 1), ("Cy", 2), ("Dee", 2)):
        _, s = store.join(klass.code, name)
        store.record_hand(s.id, 0, finished(klass, 0, style=style))
    points = dashboard(klass, store.snapshot(klass.id)).points
    assert len(points) >= 2
    estimates.forget()
    ticks = iter(range(1000))
    left = estimates.fill(store, klass, points, budget_seconds=0.5, clock=lambda: next(ticks))  # 1 s a tick
    assert left == len(points) - 1                                 # one computed, the rest at the next refresh


def test_an_estimate_that_fails_is_kept_as_failed_and_never_breaks_the_counts(store, monkeypatch):
    klass, _ = store.create_class("seven-up", {}, [47], "rule-of-thumb")
    for name in ("Ann", "Bob"):
        _, s = store.join(klass.code, name)
        store.record_hand(s.id, 0, finished(klass, 0, style=3))

    def broken(*_):
        raise IndexError("an odds function failed on this position")

    monkeypatch.setitem(estimates.ADAPTERS, "seven-up", broken)
    estimates.forget()
    points = dashboard(klass, store.snapshot(klass.id)).points
    assert estimates.fill(store, klass, points, budget_seconds=60) == 0
    assert all(estimates.cached(klass, p.point) == (True, estimates.FAILED) for p in points)
