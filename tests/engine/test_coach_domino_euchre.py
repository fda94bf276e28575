"""Domino Euchre's and Call-Ace's coach (issue 26): exact where every deal can be counted, sampled honestly elsewhere,
calibrated, graded, and on the command line."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots.domino_euchre import BOTS, rot_action, states_from_deals
from engine.coach import coach_for, judge
from engine.coach import domino_euchre as C
from engine.core.table import Table
from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O
from engine.tricks import bits

ROT = BOTS["rule-of-thumb"]


def _decisions(game, variant, seed: int, limit: int = 400):
    """Every state of a rule-of-thumb game where the seat to act has a choice."""
    t = Table.new(game, variant, seed, learner=-1, bots={s: ROT for s in range(variant.players)})
    for _ in range(limit):
        if game.is_over(t.state):
            return
        if len(game.legal_actions(t.state)) > 1:
            yield t.state
        t.step_bot()


def _trick_four(seed: int):
    """A two-handed position at the fourth trick's lead, two tiles to choose from."""
    for s in _decisions(GAME, GAME.Variant(players=2), seed):
        if s.phase == "play" and len(s.tricks) == 3 and not s.trick:
            return s
    return None


# -- (a) exact against a brute force, and the sample against the exact ------------------------------------------------
def _consistent(s, seat: int, hands) -> bool:
    """Written apart from the coach: could the others have played as they did holding ``hands`` now? A seat that
    did not follow the suit led held no tile of it then (its hand now and the tiles it played from that trick on)."""
    t = s.trump
    plays = [p for tr in s.tricks for p in tr.plays] + list(s.trick)
    tricks = [tr.plays for tr in s.tricks] + [tuple(s.trick)]
    for tr in tricks:
        if not tr:
            continue
        lead = tr[0][1]
        suit = t if D.is_trump(lead, t) else D.HIGH[lead]
        for a, c in tr[1:]:
            k_here = plays.index((a, c))
            if a == seat or D.belongs(c, suit, t):
                continue
            then = set(bits(hands[a])) | {x for b, x in plays[k_here:] if b == a}
            if any(D.belongs(x, suit, t) for x in then):
                return False
    return True


def _brute_values(s, seat: int, actions) -> list[Fraction]:
    """Every hand the other seat could hold, each played out by rule of thumb; the mean of the points difference."""
    other = 1 - seat
    seen = set(bits(s.hands[seat])) | {c for tr in s.tricks for _, c in tr.plays} | {c for _, c in s.trick}
    seen.add(s.turnup)
    unseen = [c for c in range(D.N_TILES) if c not in seen]
    totals = [Fraction(0)] * len(actions)
    n = 0
    for pick in combinations(unseen, bin(s.hands[other]).count("1")):
        hands = list(s.hands)
        hands[other] = sum(1 << c for c in pick)
        if not _consistent(s, seat, hands):
            continue
        n += 1
        w = s._replace(hands=tuple(hands))
        for j, a in enumerate(actions):
            x = GAME.step(w, a)
            while x.deal_no == s.deal_no and x.phase != "over":
                x = GAME.step(x, rot_action(GAME, x, x.to_act))
            pts = x.results[-1].points
            totals[j] += pts[seat] - pts[other]
    return [t / n for t in totals]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_exact_values_agree_with_a_brute_force_and_the_sample_with_the_exact(seed):
    s = _trick_four(seed)
    assert s is not None
    seat = s.to_act
    view = GAME.view(s, seat)
    legal = GAME.legal_actions(s)
    ev = C.evaluate(view, legal, 50, random.Random(0))
    assert ev.exact and ev.samples == 0
    assert [c.exact for c in ev.choices] == _brute_values(s, seat, legal)
    sample = C.sampled_values(view, legal, 400, random.Random(seed))
    for c, e in zip(sample.choices, ev.choices, strict=True):
        assert c.low - 1e-9 <= float(e.exact) <= c.high + 1e-9, (c, e)


def test_the_dealer_counts_and_lists_the_same_deals():
    s = _trick_four(4)
    view = GAME.view(s, s.to_act)
    deals = list(O.every_deal(view))
    assert len(deals) == O.deal_count(view) == len({tuple(d) for d in deals})
    drawn = {tuple(d) for d in O.deal_unseen(view, random.Random(5), 3000)}
    assert drawn <= {tuple(d) for d in deals}
    assert len(drawn) == len(deals)       # 3,000 draws of a few hundred equally likely deals reach every one


# -- (b) calibration -------------------------------------------------------------------------------------------------
def test_the_value_predicted_for_the_move_played_is_its_mean_result():
    """At the first bid of a hand nothing but the seat's own tiles and the turn-up is known, so the real deal is one of
    the consistent deals, equally likely: over many hands the coach's value of the move the rule-of-thumb player made
    agrees with the points that move then won, playing on by rule of thumb, within the stated error."""
    diffs, errs = [], []
    for seed in range(120):
        s = GAME.new_game(GAME.Variant(), 1000 + seed)
        seat = s.to_act
        view = GAME.view(s, seat)
        played = rot_action(GAME, s, seat)
        ev = C.sampled_values(view, [played], 24, random.Random(seed))
        x = GAME.step(s, played)
        while x.deal_no == s.deal_no and x.phase != "over":
            x = GAME.step(x, rot_action(GAME, x, x.to_act))
        pts = x.results[-1].points
        got = pts[seat % 2] - pts[1 - seat % 2]
        c = ev.choice(played)
        diffs.append(c.value - got)
        errs.append((c.high - c.low) / 2)
    mean = sum(diffs) / len(diffs)
    sd = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5
    assert abs(mean) <= 3 * sd / len(diffs) ** 0.5, (mean, sd)


# -- (c) no sampled deal puts a tile where the seat knows it cannot be -------------------------------------------------
VARIANTS = [(GAME, GAME.Variant()), (GAME, GAME.Variant(players=2)), (GAME, GAME.Variant(players=3, take_up="dealer")),
            (GAME, GAME.Variant(take_up="maker", lead="eldest")), (CALL, CALL.Variant()),
            (CALL, CALL.Variant(players=5, take_up="dealer"))]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, len(VARIANTS) - 1), seed=st.integers(0, 10_000), steps=st.integers(0, 60),
       draw=st.integers(0, 2 ** 32))
def test_sampled_deals_agree_with_everything_the_seat_knows_and_nothing_else(which, seed, steps, draw):
    game, variant = VARIANTS[which]
    t = Table.new(game, variant, seed, learner=-1, bots={s: ROT for s in range(variant.players)})
    for _ in range(steps):
        if game.is_over(t.state):
            break
        t.step_bot()
    s = t.state
    if game.is_over(s):
        return
    seat = s.to_act
    view = game.view(s, seat)
    worlds = states_from_deals(game, view, O.deal_unseen(view, random.Random(draw), 12))
    for w in worlds:
        assert w.hands[seat] == s.hands[seat]
        assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
        assert game.view(w, seat) == view                           # the seat could not tell this deal from the real
        assert _consistent(s, seat, w.hands) if s.trump >= 0 else True
        assert sorted(game.ledger(w)) == list(range(D.N_TILES))
        if s.turnup_state == "taken" and seat != s.exchanger and not any(
                c == s.turnup for tr in s.tricks for _, c in tr.plays) and not any(c == s.turnup for _, c in s.trick):
            assert w.hands[s.exchanger] >> s.turnup & 1                  # everyone saw him take it
    # the hidden tiles' true places are never read: another state with the same view deals the same
    others = [i for i in range(variant.players) if i != seat and s.hands[i]]
    if len(others) >= 2:
        a, b = others[:2]
        x, y = bits(s.hands[a])[0], bits(s.hands[b])[0]
        hands = list(s.hands)
        hands[a] ^= (1 << x) | (1 << y)
        hands[b] ^= (1 << x) | (1 << y)
        s2 = s._replace(hands=tuple(hands))
        if game.view(s2, seat) == view:       # (at Call-Ace a swap may move the partner tile, which its holder sees)
            again = states_from_deals(game, view, O.deal_unseen(game.view(s2, seat), random.Random(draw), 12))
            assert [w.hands for w in again] == [w.hands for w in worlds]


# -- (d) grading -------------------------------------------------------------------------------------------------------
FIVES = "5-5 4-4 6-5 5-4 5-3 | 6-6 6-4 6-3 2-1 1-0 | 3-3 3-2 2-0 4-1 1-1 | 6-2 6-1 4-3 3-0 0-0 / 5-2"


def test_passing_on_a_sure_march_is_a_blunder_and_the_lone_hand_best():
    s = GAME.new_game(GAME.Variant(), 0, deal=GAME.deal_from_text(FIVES))
    assert s.to_act == 0 and s.phase == "bid1"
    d = judge(GAME, s, 0, "pass", 0, samples=60, seed=1)
    assert d.grade == "blunder" and d.best == "accept alone"
    assert d.loss > C.SCALE.mistake
    assert judge(GAME, s, 0, "accept alone", 0, samples=60, seed=1).grade == "best"
    assert "accepting fives and playing alone" in d.reason and "cost" in d.reason
    assert d.advice is not None and d.advice.source == "fosdick"


def test_a_lone_tile_is_forced_and_an_exact_grade_needs_no_interval():
    s = _trick_four(1)
    view = GAME.view(s, s.to_act)
    ev = C.evaluate(view, GAME.legal_actions(s)[:1], 10, random.Random(0))
    assert ev.grade(ev.choices[0].action) == "forced" and ev.note
    d = judge(GAME, s, s.to_act, GAME.legal_actions(s)[0], 0, samples=10)
    assert d.evaluation.exact and d.grade in ("best", "good", "inaccuracy", "mistake", "blunder")


def test_words_name_the_best_and_nudges_do_not():
    for s in _decisions(CALL, CALL.Variant(), 3, 50):
        view = CALL.view(s, s.to_act)
        legal = CALL.legal_actions(s)
        ev = C.evaluate(view, legal, 8, random.Random(0))
        text = C.reason(view, ev, legal[-1])
        assert text.startswith("Best is ") and C.say(view, ev.best.action) in text
        hint = C.nudge(view, legal)
        assert hint and C.say(view, ev.best.action) not in hint


def test_call_ace_uses_the_same_coach():
    assert coach_for("call-ace").evaluate is C.evaluate
    assert coach_for("domino-euchre") is C


# -- (e) the command line ------------------------------------------------------------------------------------------
def _record_file(tmp_path, game, variant, seed, moves):
    t = Table.new(game, variant, seed, learner=-1, bots={s: ROT for s in range(variant.players)})
    t.run_bots(limit=moves)
    p = tmp_path / f"{game.slug}.json"
    p.write_text(t.record.to_json())
    return str(p)


@pytest.mark.parametrize("game", [GAME, CALL], ids=["domino-euchre", "call-ace"])
def test_the_command_line_grades_a_record_the_same_twice(game, tmp_path, capsys):
    from engine.cli import main

    path = _record_file(tmp_path, game, game.Variant(), 7, 30)
    args = ["coach", game.slug, path, "--seat", "1", "--samples", "12", "--seed", "3", "--json"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["game"] == game.slug and data["seat"] == 1 and data["decisions"]
    for d in data["decisions"]:
        assert set(d) >= {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples",
                          "alternatives", "reason", "advice"}
        assert d["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder", "too-close", "forced")
        assert d["played"] in [a["action"] for a in d["alternatives"]]
        for a in d["alternatives"]:
            assert set(a) >= {"action", "value", "low", "high"} and a["low"] <= a["value"] <= a["high"]
        assert d["advice"] is None or set(d["advice"]) == {"text", "citation"}
    for bad in ("0", str(C.MAX_SAMPLES + 1)):
        assert main(["coach", game.slug, path, "--samples", bad, "--json"]) == 2
        assert f"1 to {C.MAX_SAMPLES:,}" in capsys.readouterr().err
