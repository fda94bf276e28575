"""Euchre's coach (engine/coach/euchre.py): exact where it can count, sampled deals that only use what the seat
knows, calibrated predictions, grades of a fixed position, and the command line on a recorded game."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.bots.euchre as B
from engine.bots.euchre import BOTS, RuleOfThumbBot
from engine.cli import main
from engine.coach import euchre as C
from engine.coach import grade_record
from engine.core.record import GameRecord
from engine.core.table import Table
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import tables as T

STANDARD = GAME.presets["standard"]


def _position(variant, seed: int, steps: int):
    """The state after ``steps`` actions of a game the rule-of-thumb players play from ``seed``."""
    t = Table.new(GAME, variant, seed, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(variant.players)})
    for _ in range(steps):
        t.step_bot()
    return t.state


# -- (a) the last tricks: exact, sampled and a brute force agree ----------------------------------------------
def _voids(state) -> dict[int, set[int]]:
    """Written apart from the coach: the suits each seat failed to follow this hand, read from the true state."""
    out: dict[int, set[int]] = {}
    eff = T.EFF[state.trump]
    for trick in [tr for tr, _w in state.tricks] + ([state.trick] if state.trick else []):
        led = eff[trick[0][1]]
        for seat, c in trick[1:]:
            if eff[c] != led:
                out.setdefault(seat, set()).add(led)
    return out


def _brute_force(state, seat: int, action: str) -> Fraction:
    """Every redistribution of the cards ``seat`` cannot see among the others' hands (same counts), kept when
    the seat's view is unchanged and every failure to follow was legal; each played out through the protocol
    with every seat choosing as the rule-of-thumb bot does from its own view; the mean points for ``seat``'s side."""
    others = [s for s in range(4) if s != seat]
    hidden = sorted(c for s in others for c in state.hands[s])
    hidden += sorted(c for c in state.stock) + ([state.discard] if state.discard >= 0 and seat != state.dealer else [])
    sizes = [len(state.hands[s]) for s in others]
    voids = _voids(state)
    view = GAME.view(state, seat)
    bot = RuleOfThumbBot()
    total, count = Fraction(0), 0
    side = seat % 2
    for first in itertools.combinations(hidden, sizes[0]):
        rest = [c for c in hidden if c not in first]
        for second in itertools.combinations(rest, sizes[1]):
            rest2 = [c for c in rest if c not in second]
            for third in itertools.combinations(rest2, sizes[2]):
                hands = list(state.hands)
                for s, h in zip(others, (first, second, third), strict=True):
                    hands[s] = h
                if any(T.EFF[state.trump][c] in voids.get(s, ()) for s in others for c in hands[s]):
                    continue
                if state.turnup_state == "taken" and state.turnup in hidden and state.turnup not in hands[state.dealer]:
                    continue   # the coach's stated assumption: the dealer kept the card he took up
                s2 = state.copy()
                s2.masks = tuple(sum(1 << c for c in h) for h in hands)
                assert GAME.view(s2, seat) == view
                s2 = GAME.apply(s2, action)
                deal_no = s2.deal_no
                while s2.deal_no == deal_no and not GAME.is_over(s2):
                    legal = GAME.legal_actions(s2)
                    s2 = GAME.apply(s2, bot.choose(GAME.view(s2, s2.to_act), legal, random.Random(0)))
                pts = s2.results[-1][1]
                total += pts[side] - pts[1 - side]
                count += 1
    return total / count


def _late_positions(variant, seeds, wanted):
    """Positions of rule-of-thumb games in the fourth trick where the seat to play has two legal cards and few
    enough deals fit what it has seen to count them all; ``wanted(state, evaluation)`` picks among them."""
    for seed in seeds:
        t = Table.new(GAME, variant, seed, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
        while not GAME.is_over(t.state):
            state = t.state
            legal = GAME.legal_actions(state)
            if state.phase == "play" and len(state.tricks) == 3 and len(legal) == 2:
                view = GAME.view(state, state.to_act)
                if B.world_count_bound(view, C._trump(view)) <= 400:
                    ev = C.evaluate(view, legal, 200, random.Random(0))
                    if ev.exact and wanted(state, ev):
                        yield state
            t.step_bot()


def _differ(state, ev) -> bool:
    return ev.choices[0].exact != ev.choices[1].exact


@pytest.mark.parametrize("which", [0, 1])
def test_the_last_tricks_exact_agree_with_a_brute_force_and_the_sample(which):
    state = list(itertools.islice(_late_positions(STANDARD, range(1, 40), _differ), 2))[which]
    seat = state.to_act
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    exact = C.evaluate(view, legal, 200, random.Random(0))
    assert exact.exact and exact.samples == 0 and "every one of the" in exact.assumes
    for choice in exact.choices:
        assert choice.exact == _brute_force(state, seat, choice.action)
    sampled = C.evaluate(view, legal, 1500, random.Random(1), exact_factor=0)
    assert not sampled.exact and sampled.samples == 1500
    for e, s in zip(exact.choices, sampled.choices, strict=True):
        assert s.low <= e.value <= s.high, (e, s)


def test_void_deals_are_drawn_uniformly_by_both_ways():
    """With voids shown, the redealt (rejection) draw and the counted draw each give every consistent deal
    equally often: the deals ``all_worlds`` lists, each about 1/k of the time."""
    def voids(state, ev):
        view = GAME.view(state, state.to_act)
        return any(B.voids_from_view(view, C._trump(view))) and 2 < len(list(B.all_worlds(view, C._trump(view)))) <= 12

    state = next(_late_positions(STANDARD, range(1, 40), voids))
    view = GAME.view(state, state.to_act)
    trump = C._trump(view)
    worlds = [tuple(tuple(sorted(h)) for h in w) for w in B.all_worlds(view, trump)]
    assert len(worlds) == len(set(worlds)) > 1
    assert any(B.voids_from_view(view, trump))
    fixed, pool, need, void, eff, order = B.unseen(view, trump)
    rng = random.Random(5)
    draws = 150 * len(worlds)
    for how in ("sample", "counted"):
        seen = {w: 0 for w in worlds}
        for _ in range(draws):
            if how == "sample":
                w = B.sample_world(view, rng, trump)
            else:
                w = B._counted_deal(fixed, order, need, pool[:], view["players"], void, eff, rng)
            seen[tuple(tuple(sorted(h)) for h in w)] += 1
        assert set(seen) == set(worlds)
        # each count is Binomial(draws, 1/k): 150 expected, sd at most 12.3; allow 5 sd
        assert all(88 <= k <= 212 for k in seen.values()), (how, sorted(seen.values()))


# -- (b) calibration -----------------------------------------------------------------------------------------
def _independent_deal(view, rng):
    """A deal drawn without the coach's sampler: shuffle every card the seat cannot see, deal the others' hands
    in seat order, and start again until it fits the voids (plain rejection) and the dealer holds his turn-up."""
    trump = C._trump(view)
    seen = set(B.ids(view["hand"])) | {T.ID_OF_TEXT[c] for tr in view["tricks"] for _, c in tr["cards"]}
    seen |= {T.ID_OF_TEXT[c] for _, c in view["trick"]}
    if view.get("discard"):
        seen.add(T.ID_OF_TEXT[view["discard"]])
    turnup = T.ID_OF_TEXT[view["turnup"]]
    keeps = view["turnup_state"] == "taken" and turnup not in seen and view["dealer"] != view["seat"]
    seen.add(turnup)
    cards = [c for c in T.pack_ids(view["pack"]) if c not in seen]
    voids = B.voids_from_view(view, trump)
    while True:
        rng.shuffle(cards)
        hands, pos = [], 0
        for s in range(view["players"]):
            if s == view["seat"]:
                hands.append(B.ids(view["hand"]))
                continue
            k = view["counts"][s] - (1 if keeps and s == view["dealer"] else 0)
            hands.append(cards[pos:pos + k] + ([turnup] if keeps and s == view["dealer"] else []))
            pos += k
        if all(T.EFF[trump][c] not in voids[s] for s in range(view["players"]) if s != view["seat"]
               for c in hands[s]):
            return hands


def test_predictions_agree_with_play_outs_of_the_move_played():
    """Over many positions of bot games, the value the coach predicts for the move played and the mean result of
    playing that move out in a deal drawn independently (the same assumption: every consistent deal equally
    likely, everyone then playing by rule of thumb) agree within the stated error."""
    rng = random.Random(11)
    preds, results = [], []
    bot = RuleOfThumbBot()
    for seed in range(1, 9):
        t = Table.new(GAME, STANDARD, seed, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
        while not GAME.is_over(t.state) and len(preds) < 18 * seed:
            state = t.state
            legal = GAME.legal_actions(state)
            if len(legal) > 1:
                view = GAME.view(state, state.to_act)
                played = bot.choose(view, legal, rng)
                ev = C.evaluate(view, legal, 12, rng, exact_factor=0)
                preds.append(ev.choice(played).value)
                shape = B.Shape.from_view(view)
                _end, pts = B.simulate(B.state_from_view(view), _independent_deal(view, rng), played, shape)
                results.append(float(B.side_margin(pts, shape.side_of[view["seat"]])))
            t.step_bot()
    n = len(preds)
    assert n >= 120
    diffs = [p - r for p, r in zip(preds, results, strict=True)]
    mean = sum(diffs) / n
    sd = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    assert abs(mean) <= 1.96 * sd / n ** 0.5 * 1.5, (mean, sd, n)


# -- (c) a sampled deal never uses what the seat cannot know ---------------------------------------------------
VARIANTS = [GAME.presets["civil-war"], STANDARD, EuchreVariant(players=3), EuchreVariant(players=5),
            EuchreVariant(players=5, call_ace=False), EuchreVariant(players=6), EuchreVariant(players=7)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(VARIANTS))), st.integers(0, 10_000), st.integers(0, 60), st.integers(0, 2**32))
def test_no_sampled_deal_puts_a_card_where_the_seat_knows_it_cannot_be(vi, seed, steps, draw):
    variant = VARIANTS[vi]
    state = _position(variant, seed, steps)
    if GAME.is_over(state):
        return
    seat = state.to_act
    view = GAME.view(state, seat)
    trump = C._trump(view)
    mine = set(B.ids(view["hand"]))
    played = {T.ID_OF_TEXT[c] for tr in view["tricks"] for _, c in tr["cards"]} | \
        {T.ID_OF_TEXT[c] for _, c in view["trick"]}
    own_discard = {T.ID_OF_TEXT[view["discard"]]} if view.get("discard") else set()
    turnup = T.ID_OF_TEXT[view["turnup"]]
    voids = B.voids_from_view(view, trump)
    rng = random.Random(draw)
    for _ in range(5):
        world = B.sample_world(view, rng, trump)
        assert sorted(world[seat]) == sorted(mine)
        held = [c for h in world for c in h]
        assert len(held) == len(set(held))
        for s, h in enumerate(world):
            assert len(h) == view["counts"][s]
            if s == seat:
                continue
            assert not (set(h) & (mine | played | own_discard))
            assert not any(T.EFF[trump][c] in voids[s] for c in h) if trump >= 0 else True
            if turnup in h:
                assert s == view["dealer"] and view["turnup_state"] == "taken"
        # the world, seen from the seat, is the very position it was drawn from
        assert GAME.view(B.with_world(B.state_from_view(view), world), seat) == view


def test_the_evaluation_reads_only_the_view():
    """Two positions the seat cannot tell apart (the same view, the hidden hands swapped about) get the same
    evaluation from the same draws: nothing of the true places reaches the coach."""
    state = _position(GAME.presets["civil-war"], 2, 9)
    seat = state.to_act
    view = GAME.view(state, seat)
    other = B.with_world(state.copy(), B.sample_world(view, random.Random(4), C._trump(view)))
    other.legal = None
    assert other.hands != state.hands and GAME.view(other, seat) == view
    a = C.evaluate(view, GAME.legal_actions(state), 30, random.Random(8))
    b = C.evaluate(GAME.view(other, seat), GAME.legal_actions(other), 30, random.Random(8))
    assert a == b


# -- (d) grading a fixed position ----------------------------------------------------------------------------
def test_a_fixed_position_grades_the_losing_card_a_blunder_and_the_winner_best():
    def blunder(state, ev):
        return abs(ev.choices[0].value - ev.choices[1].value) > 0.5

    state = next(_late_positions(STANDARD, range(1, 40), blunder))
    seat = state.to_act
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    ev = C.evaluate(view, legal, C.LIVE_SAMPLES, random.Random(0))
    assert ev.exact
    best = ev.best.action
    worse = next(a for a in legal if a != best)
    assert ev.grade(best) == "best"
    assert ev.grade(worse) == "blunder"
    card = T.UNICODE[T.ID_OF_TEXT[best.split()[1]]]
    text = C.reason(view, ev, worse)
    assert f"{card} is best" in text and "costs" in text and "(blunder)" in text and "exact" in text
    assert C.reason(view, ev, best).startswith(("Leading", "Playing")) and "costs" not in C.reason(view, ev, best)


def test_a_bad_bid_is_graded_by_its_loss_and_forced_moves_are_forced():
    # seat 0 holds both bowers, the ace and king of hearts and an ace; hearts turned: passing throws it away
    deal = "JH JD AH KH AS | 9C 10C QC 9S 10S | 9D 10D QD KD AD | KC AC QS KS JC / QH"
    state = GAME.new_game(STANDARD, 1, GAME.deal_from_text(deal))
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    ev = C.evaluate(view, legal, 300, random.Random(2))
    assert ev.best.action.startswith("order-up")
    assert ev.grade("pass") in ("mistake", "blunder")
    assert "ordering up" in C.reason(view, ev, "pass").lower()
    assert C.advice(view, ev).source == "leeds-dwight-1888"
    one = C.evaluate(view, ["pass"], 300, random.Random(2))
    assert one.grade("pass") == "forced" and "one choice" in C.reason(view, one, "pass")
    assert "trumps" in C.nudge(view, legal) and "best" not in C.nudge(view, legal)


# -- the stronger player is the coach ----------------------------------------------------------------------
def test_the_sampler_takes_the_coachs_choice_at_every_phase():
    bot = B.SamplerBot(worlds=12)
    phases = set()
    t = Table.new(GAME, GAME.presets["civil-war"], 6, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
    while not GAME.is_over(t.state) and len(phases) < 4:
        state = t.state
        legal = GAME.legal_actions(state)
        if len(legal) > 1:
            view = GAME.view(state, state.to_act)
            choice = bot.choose(view, legal, random.Random(3))
            ev = C.evaluate(view, legal, 12, random.Random(3))
            thumb = RuleOfThumbBot().choose(view, legal, random.Random(3))
            # the coach's best, or the rule of thumb's choice where the coach cannot tell it from the best
            assert choice == (thumb if ev.grade(thumb) in ("best", "too-close") else ev.best.action)
            assert ev.grade(choice) in ("best", "too-close")
            phases.add(state.phase)
        t.step_bot()
    assert {"order", "play", "discard"} <= phases


# -- (e) the command line ------------------------------------------------------------------------------------
def _record_file(tmp_path) -> str:
    t = Table.new(GAME, STANDARD, 2, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(4)})
    t.run_bots(limit=25)   # the first hand and the next deal's first bid
    path = tmp_path / "euchre.json"
    path.write_text(t.record.to_json())
    return str(path)


def test_the_command_line_grades_a_recorded_hand(tmp_path, capsys):
    path = _record_file(tmp_path)
    args = ["coach", "euchre", path, "--seat", "0", "--samples", "60", "--seed", "3", "--json"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["game"] == "euchre" and data["seat"] == 0 and data["decisions"]
    for d in data["decisions"]:
        assert set(d) >= {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples",
                          "alternatives", "reason", "advice"}
        assert d["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder", "too-close", "forced")
        for alt in d["alternatives"]:
            assert set(alt) >= {"action", "value", "low", "high"} and alt["low"] <= alt["value"] <= alt["high"]
        assert d["advice"] is None or set(d["advice"]) == {"text", "citation"}
    assert any(d["samples"] == 60 for d in data["decisions"])
    assert main(["coach", "euchre", path, "--samples", "0", "--json"]) == 2
    assert "from 1 to 20,000" in capsys.readouterr().err
    assert main(["coach", "euchre", path, "--samples", str(C.MAX_SAMPLES + 1)]) == 2
    assert "from 1 to 20,000" in capsys.readouterr().err


def test_grading_a_record_twice_gives_the_same_grades(tmp_path):
    record = GameRecord.from_json(open(_record_file(tmp_path)).read())
    a = [d.to_json() for d in grade_record(record, 1, 40, seed=9)]
    b = [d.to_json() for d in grade_record(record, 1, 40, seed=9)]
    assert a == b and a


def test_the_call_and_lone_defence_are_graded_too():
    # Call-Ace (five players): the maker's call of a partner is valued by play-outs like every other choice
    v = EuchreVariant(players=5)
    t = Table.new(GAME, v, 3, learner=-1, bots={s: BOTS["rule-of-thumb"] for s in range(5)})
    while t.state.phase != "call":
        t.step_bot()
    view, legal = GAME.view(t.state, t.state.to_act), GAME.legal_actions(t.state)
    ev = C.evaluate(view, legal, 60, random.Random(1))
    assert [c.action for c in ev.choices] == legal and len(legal) == 2 and ev.samples == 60
    assert C.reason(view, ev, legal[0]).startswith("Calling")
    assert "points this hand: yours less the others' average" == ev.scale.unit
    # a lone hand announced by the eldest hand: the next opponent may defend alone
    deal = "JH JD AH KH QH | 7C 8C 9C 10C JC | 7D 8D 9D 10D QD | 7S 8S 9S 10S JS / 10H"
    state = GAME.apply(GAME.new_game(GAME.presets["civil-war"], 1, GAME.deal_from_text(deal)), "order-up alone")
    assert state.phase == "defence"
    view, legal = GAME.view(state, state.to_act), GAME.legal_actions(state)
    ev = C.evaluate(view, legal, 60, random.Random(1))
    assert [c.action for c in ev.choices] == ["pass", "defend alone"]
    assert "defend" in C.reason(view, ev, "defend alone").lower()
    assert C.nudge(view, legal).startswith("Could your trumps")


@pytest.mark.parametrize(("dealer_hand", "book"), [
    ("JC QC AH 7H KD", "discard KD"),    # three trumps, ace and seven of one suit, an outside king: the king
    ("JC AH 7H KD 7D", "discard 7D"),    # two trumps, ace-seven of hearts, king-seven of diamonds: the 7 of diamonds
    ("JC QC AH KH AD", "discard KH"),    # three trumps, ace-king of hearts, ace of diamonds: the king of hearts
])
def test_the_dealers_discard_advice_follows_leeds_and_dwights_own_examples(dealer_hand, book):
    """Leeds and Dwight's three examples of the dealer's discard (clubs trumps, the 9♣ taken up), read by the
    coach's rule; where the play-outs prefer another card the reason says so."""
    pack = [T.TEXT[c] for c in T.pack_ids(32)]
    mine = dealer_hand.split()
    rest = [c for c in pack if c not in mine and c != "9C"]
    deal = " | ".join([" ".join(rest[0:5]), " ".join(rest[5:10]), " ".join(rest[10:15]), dealer_hand]) + " / 9C"
    state = GAME.apply(GAME.new_game(GAME.presets["civil-war"], 1, GAME.deal_from_text(deal)), "order-up")
    assert state.phase == "discard" and state.to_act == 3
    view, legal = GAME.view(state, 3), GAME.legal_actions(state)
    ev = C.evaluate(view, legal, 40, random.Random(0))
    advice, favoured = C._period(view, ev)
    assert favoured == {book} and advice.source == "leeds-dwight-1888" and "The Dealer" in advice.citation
    text = C.reason(view, ev, book)
    if ev.best.action != book:
        assert "Leeds and Dwight's advice points to discarding" in text
    else:
        assert "Leeds and Dwight" not in text
