"""The site's own estimate of each choice at a class decision point, beside how the room chose.

Computed from what the deciding seat could see (``game.view(state, seat)``), never from a hidden card, by the
same odds functions the lesson pages show (``engine.odds.<game>``: Euchre's and the domino games' bids, Seven-Up's
stand or beg, Commerce's trades, Draw Poker's draw, Chuck-a-Luck's bets): exact fractions where the page has them,
simulations with their sample size and 95 % margin where it simulates. A decision point never changes, so
each estimate is computed once per site process and kept (``cached``); the dashboard asks for at most a few
new ones per refresh (``fill``), so a refresh stays fast while a big class's points fill in.

Games and decisions without an estimate return None, and the dashboard says so plainly.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction

from engine.odds import fraction_text

EUCHRE_SAMPLES = 200
DOMINO_SAMPLES = 100
SEVEN_UP_SAMPLES = 200
COMMERCE_SAMPLES = 1000
NO_ESTIMATE = "the site has no estimate for this decision"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Estimate:
    measure: str                    # what each figure says, e.g. "chance the makers take three tricks"
    figures: dict                   # the choice's text as played -> its figure as shown
    method: str                     # "exact" or "simulated over N deals, ± a 95% margin"
    grades: dict = field(default_factory=dict)   # the choice's text -> the coach's grade of it (engine.coach)


FAILED = Estimate("", {}, "")   # kept when working an estimate out failed: said so, never retried every refresh


def _exact(p: Fraction) -> str:
    return f"{fraction_text(p)} ({float(p) * 100:.1f}%)"


def _pm(p: float, margin: float) -> str:
    return f"{p * 100:.0f}% ± {margin * 100:.0f}%"


def _euchre(game, variant, view, legal):
    from engine.odds.euchre import bid_chances

    if view.get("phase") not in ("order", "name"):
        return None
    figures = {}
    for r in bid_chances(view, samples=EUCHRE_SAMPLES, seed=7):
        pts = f"{r['expected_points']:+.2f} ± {r['points_margin']:.2f} points"
        if "make_chance" in r:
            figures[str(r["action"])] = f"makes {_pm(r['make_chance'], r['make_margin'])}; {pts}"
        else:
            figures[str(r["action"])] = f"{pts} (your side makes trump later {r['we_make_later'] * 100:.0f}%)"
    return Estimate("the chance the makers take three tricks, and the points your side can expect this hand",
                    figures, f"simulated over {EUCHRE_SAMPLES} deals of the unseen cards, played out by the "
                             "rule-of-thumb players; ± a 95% margin")


def _domino(game, variant, view, legal):
    from engine.odds.domino_euchre import bid_chances

    if view.get("phase") not in ("bid1", "bid2"):
        return None
    figures = {str(r["bid"]): (f"{'whoever makes trump' if str(r['bid']) == 'pass' else 'makes'} "
                               f"{_pm(r['make'], r['make_margin'])} of {r['hands_made']} hands played; "
                               f"{r['points']:+.2f} ± {r['points_margin']:.2f} points")
               for r in bid_chances(game, view, legal, samples=DOMINO_SAMPLES, seed=0)}
    return Estimate("the chance the makers take three tricks, and the points your side can expect less the others'",
                    figures, f"simulated over {DOMINO_SAMPLES} deals of the unseen tiles, played out by the "
                             "rule-of-thumb players; ± a 95% margin")


def _seven_up(game, variant, view, legal):
    from engine.odds.seven_up import stand_or_beg

    if view.get("phase") != "stand" or view.get("pitch") or not view.get("turnup") or view["seat"] != view["eldest"]:
        return None
    r = stand_or_beg(view, samples=SEVEN_UP_SAMPLES, seed=0)
    figures = {k: f"{r[k]['mean']:+.2f} ± {1.96 * r[k]['stderr']:.2f} points" for k in ("stand", "beg")}
    return Estimate("points this hand to your side less the best other side's", figures,
                    f"simulated over {r['samples']} deals of the unseen cards, played out by the rule-of-thumb "
                    "players; ± a 95% margin")


def _commerce(game, variant, view, legal):
    from engine.core.cards import Card
    from engine.odds.commerce import hand_figures

    if view.get("phase") != "trade" or len(view.get("hand") or ()) != 3 or view.get("mode") != "new":
        return None
    hand = tuple(Card.parse(c).index for c in view["hand"])
    known = tuple(sorted(set(hand) | {Card.parse(c).index for c in view["widow"]}))
    others = max(1, sum(1 for i, s in enumerate(view["status"]) if s != "out" and i != view["seat"]))
    f = hand_figures(hand, known, view["pack"], view["limited"], others, samples=COMMERCE_SAMPLES, seed=7)
    figures = {"stand": f"beats one other hand {_exact(f['one_other']['win'])} as it is"}
    for t in f["trades"]:
        figures[f"trade money {t['throw']}"] = f"a better class {_exact(t['improve'])}"
    for b in f["barter"]:
        figures[f"barter {b['throw']}"] = f"a better class {_pm(b['improve'], 1.96 * b['improve_stderr'])}"
    return Estimate("the chance of a better hand (buying: exact over every card the pack may give; bartering: "
                    f"simulated over about {max(200, COMMERCE_SAMPLES // 4)} deals, ± a 95% margin)",
                    figures, "exact where a fraction is shown")


def _draw_poker(game, variant, view, legal):
    from engine.odds.draw_poker import analyse_hand

    if view.get("phase") != "draw" or len(view.get("hand") or ()) != 5:
        return None
    a = analyse_hand(tuple(view["hand"]), view["ranking"], view["ace"])
    moves = set(map(str, legal))
    rows = []
    for h in a["holds"]:
        move = "stand" if not h["discard"] else "draw " + " ".join(h["discard"])
        if move in moves:
            p = Fraction(h["improve"], h["total"])
            mark = {"recommended": "; Schenck's advice", "his alternative": "; Schenck's alternative"}.get(
                h["schenck"] or "", "")
            rows.append((p, move, f"improves {_exact(p)}{mark}" if h["draw"] else "stands pat: no draw"))
    rows.sort(key=lambda r: -r[0])          # best first, so the moves nobody chose show the best of them
    return Estimate(f"the chance the draw makes a better hand than {a['now']}", {m: f for _, m, f in rows},
                    "exact, over every draw from the 47 cards unseen")


def _chuck_a_luck(game, variant, view, legal):
    from engine.odds.chuck_a_luck import bet_row

    figures = {}
    for a in map(str, legal):
        parts = a.split()
        if parts[:1] == ["bet"] and len(parts) >= 2:
            try:
                r = bet_row(parts[1], variant)
            except (KeyError, ValueError):
                continue
            figures[a] = f"wins {_exact(r['win'])}; house edge {_exact(r['house_edge'])}"
    if not figures:
        return None
    return Estimate("the chance the bet wins on a throw, and the house's edge on it", figures, "exact")


ADAPTERS = {"euchre": _euchre, "domino-euchre": _domino, "call-ace": _domino, "seven-up": _seven_up,
            "commerce": _commerce, "chuck-a-luck": _chuck_a_luck, "draw-poker": _draw_poker}


def coached(game, view: dict, legal: list, point: str = "") -> Estimate | None:
    """The coach's worth of each choice and its grade (engine.coach: the same evaluation the table's coach and the
    stronger computer players use), drawn from a seed named by the decision point, so every process agrees."""
    from engine.coach import GRADE_WORDS, coach_for, decision_rng

    coach = coach_for(game.slug)
    if coach is None or len(legal) < 2:
        return None
    seed = int(point[:12], 16) if point and all(c in "0123456789abcdef" for c in point[:12]) else 0
    ev = coach.evaluate(view, legal, coach.LIVE_SAMPLES, decision_rng(seed, 0))
    grades = {c.action: ev.grade(c.action) for c in ev.choices}
    if ev.note:
        return Estimate("the coach", {a: ev.note for a in grades}, "exact", grades)
    figures = {c.action: (f"{GRADE_WORDS[grades[c.action]]}: {c.value:+.2f}" if ev.exact
                          else f"{GRADE_WORDS[grades[c.action]]}: {c.value:+.2f} ± {(c.high - c.low) / 2:.2f}")
               for c in ev.choices}
    how = "exact" if ev.exact else f"sampled over {ev.samples} deals, ± a 95% margin"
    return Estimate(f"the coach's worth of each move, in {ev.scale.unit}, and its grade", figures,
                    f"{how}; {ev.assumes}", grades)


def estimate_for(game, variant, state, seat: int, point: str = "") -> Estimate | None:
    """The site's estimate of each choice open to ``seat`` now, from its view only; None where there is none. The
    game's odds give the figures where the lesson's widget has them; the coach grades every choice."""
    view, legal = game.view(state, seat), list(game.legal_actions(state))
    adapter = ADAPTERS.get(game.slug)
    odds = adapter(game, variant, view, legal) if adapter is not None else None
    coach = coached(game, view, legal, point)
    if odds is None:
        return coach
    return replace(odds, grades=coach.grades) if coach is not None else odds


def decision_state(record_text: str, ordinal: int, seat: int):
    """(game, variant, state) at the learner's ``ordinal``-th decision (1-based) of a stored hand."""
    from engine.core.record import GameRecord, replay_states
    from engine.core.record import start as record_start
    from engine.games import get_game

    record = GameRecord.from_json(record_text)
    game, variant, _ = record_start(record, get_game(record.game))
    n = 0
    for state in replay_states(record, game)[:-1]:
        if state.to_act == seat:
            n += 1
            if n == ordinal:
                return game, variant, state
    raise ValueError(f"the hand has no decision {ordinal}")


# -- kept per site process: a decision point's estimate never changes -------------------------------------------
# Keyed by the class's game and rules and the point's digest (the seat's whole view and the moves open): all an
# estimate reads, so equal keys have equal estimates in any class.
_cache: dict[tuple[str, str], Estimate | None] = {}
_lock = threading.Lock()
MAX_KEPT = 20_000


def _key(klass, point: str) -> tuple[str, str]:
    return (f"{klass.game} {json.dumps(klass.variant, sort_keys=True, default=str)}", point)


def cached(klass, point: str) -> tuple[bool, Estimate | None]:
    """(known, estimate): known is False until the point's estimate was computed in this process."""
    key = _key(klass, point)
    with _lock:
        return (key in _cache, _cache.get(key))


def forget() -> None:
    """Drop every kept estimate (tests; a site process never needs to)."""
    with _lock:
        _cache.clear()


def grade_of(klass) -> Callable[[str, str], str | None]:
    """The coach's grade of ``choice`` at decision ``point`` of this class, as kept (None: not worked out yet, or no
    coach for it): what the dashboard counts per student."""
    def grade(point: str, choice: str) -> str | None:
        known, est = cached(klass, point)
        return est.grades.get(choice) if known and est is not None else None
    return grade


def fill(store, klass, points, budget_seconds: float = 0.3, clock=time.perf_counter) -> int:
    """Compute the estimates of ``points`` not yet kept, for at most about ``budget_seconds`` (at least one),
    best-attended points first. Returns how many are still to compute."""
    from engine.classroom.play import point_of

    todo = [p for p in points if not cached(klass, p.point)[0]]
    start = clock()
    done = 0
    for p in todo:
        if done and clock() - start > budget_seconds:
            break
        est = None
        text = store.point_record(klass.id, p.deal, p.point)
        if text is not None:
            try:
                game, variant, state = decision_state(text, p.ordinal, klass.learner_seat)
                if point_of(game, state, klass.learner_seat) == p.point:   # the very point, or no figure at all
                    est = estimate_for(game, variant, state, klass.learner_seat, p.point)
            except Exception:  # noqa: BLE001 - an estimate is a help beside the room's counts: never break them
                log.exception("no estimate for decision point %s of class %s", p.point, klass.id)
                est = FAILED
        with _lock:
            if len(_cache) >= MAX_KEPT:
                _cache.clear()
            _cache[_key(klass, p.point)] = est
        done += 1
    return len(todo) - done
