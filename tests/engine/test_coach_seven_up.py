"""Seven-Up's coach (engine/coach/seven_up.py): exact where every deal can be counted and equal to a brute force
written here; the sampled estimate within its interval of the exact one; calibrated at the beg; no sampled deal
puts a card where the seat knows it cannot be; a bad card graded a blunder; the command line's JSON."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import seven_up as B
from engine.cli import main
from engine.coach import grade_record
from engine.coach import seven_up as C
from engine.core.table import Table
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.odds.interval import mean_error
from engine.tricks import bits
from sources.bibliography import SOURCES

VARIANTS = [SevenUpVariant(), SevenUpVariant(players=3), SevenUpVariant(players=4), GAME.presets["pitch"],
            SevenUpVariant(players=4, trumps="pitch", low="taken")]


# -- written here, apart from the coach: what a seat has seen, the suits each player has shown he lacks ------
def seen_by(s, seat: int) -> int:
    m = s.hands[seat] | s.discards[seat]
    for tr, _ in s.tricks:
        for _, c in tr:
            m |= 1 << c
    for _, c in s.trick:
        m |= 1 << c
    for c in s.aside:
        m |= 1 << c
    if s.turnup >= 0:
        m |= 1 << s.turnup
    return m


def shown_void(s) -> dict:
    """seat -> suits he failed to follow without trumping (he holds none of them)."""
    out: dict = {}
    for tr in [t for t, _ in s.tricks] + ([s.trick] if s.trick else []):
        led = D.suit(tr[0][1])
        for seat, c in tr[1:]:
            if D.suit(c) not in (led, s.trump):
                out.setdefault(seat, set()).add(led)
    return out


def worth(s, action: str, seat: int) -> int:
    """Play ``action`` and the rest of the hand by the rule-of-thumb policy: the seat's side's points less the best
    other side's, a game won or lost counting 4 (the unit the coach states)."""
    v = s.variant
    before, deal = s.scores, s.deal_no
    s = GAME.step(s, action)
    while s.phase != "over" and s.deal_no == deal:
        s = GAME.step(s, B.rule_of_thumb(B.seen_from_state(s, s.to_act), GAME.legal_actions(s)))
    gain = [a - b for a, b in zip(s.scores, before, strict=True)]
    mine = v.side_of(seat)
    out = gain[mine] - max(g for i, g in enumerate(gain) if i != mine)
    if s.phase == "over":
        out += 4 if s.winner == mine else -4
    return out


def brute_force(s, seat: int) -> dict:
    """Two-handed play: every hand the other player can hold, consistent with what ``seat`` has seen and the
    suits the other has shown he lacks, each once; the mean worth of each legal action."""
    other = 1 - seat
    unseen = [c for c in range(52) if not seen_by(s, seat) >> c & 1]
    void = shown_void(s).get(other, set())
    allowed = [c for c in unseen if D.suit(c) not in void]
    played = 0
    for tr in [t for t, _ in s.tricks] + [s.trick]:
        for x, c in tr:
            if x == other:
                played |= 1 << c
    totals = {a: 0 for a in GAME.legal_actions(s)}
    n = 0
    for cards in combinations(allowed, s.hands[other].bit_count()):
        hand = sum(1 << c for c in cards)
        hands = list(s.hands)
        hands[other] = hand
        start = list(s.start)
        start[other] = hand | played
        world = s._replace(hands=tuple(hands), start=tuple(start))
        n += 1
        for a in totals:
            totals[a] += worth(world, a, seat)
    return {a: Fraction(t, n) for a, t in totals.items()}


def late_positions(limit: int, least: int = 2, seeds=range(40)):
    """Two-handed positions of the play where the seat to act has a choice and at most ``limit`` deals fit."""
    v = SevenUpVariant()
    for seed in seeds:
        s = GAME.new_game(v, seed)
        while s.phase != "over" and s.deal_no == 0:
            legal = GAME.legal_actions(s)
            if s.phase == "play" and len(legal) >= 2:
                view = GAME.view(s, s.to_act)
                n = B.count_deals(view)
                if least <= n <= limit:
                    yield s, view, n
            s = GAME.step(s, B.rule_of_thumb(B.seen_from_state(s, s.to_act), legal))


# -- (a) exact, brute force, sampled -------------------------------------------------------------------------
def test_every_consistent_deal_is_counted_once():
    for _s, view, n in list(late_positions(3000, seeds=range(12)))[:20]:
        deals = list(B.all_hands(view))
        assert len(deals) == n
        assert len({tuple(sorted(c for h in got.values() for c in h)) for got, _ in deals}) == n


def test_exact_values_equal_a_brute_force_written_apart():
    found = 0
    for s, view, n in late_positions(150):
        legal = GAME.legal_actions(s)
        ev = C.evaluate(view, legal, n, random.Random(0))
        assert ev.exact and ev.samples == 0 and f"{n} ways" in ev.assumes
        truth = brute_force(s, s.to_act)
        assert {c.action: c.exact for c in ev.choices} == truth
        found += 1
        if found == 4:
            break
    assert found == 4


def test_the_sampled_estimate_holds_the_exact_value_within_its_interval():
    """A 95% interval misses now and then: over a dozen choices at most two may miss, and none by far."""
    checked = missed = 0
    for s, view, n in late_positions(600, least=100):
        legal = GAME.legal_actions(s)
        exact = C.evaluate(view, legal, n, random.Random(1))
        sampled = C.evaluate(view, legal, n - 1, random.Random(2))   # one fewer than all: it samples
        assert exact.exact and not sampled.exact and sampled.samples == n - 1
        for e, m in zip(exact.choices, sampled.choices, strict=True):
            half = (m.high - m.low) / 2
            missed += not m.low <= float(e.exact) <= m.high
            assert abs(m.value - float(e.exact)) <= 2 * half + 1e-9, (e, m)
            checked += 1
        if checked >= 12:
            break
    assert checked >= 12 and missed <= 2, (checked, missed)


# -- (b) calibration at the beg ------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", [SevenUpVariant(), SevenUpVariant(players=3)], ids=["two", "three"])
def test_the_value_predicted_at_the_beg_is_the_mean_result_of_playing_it(variant):
    """At the beg nothing but the seat's six cards and the turn-up is known, so the true deal is one of the
    coach's equally likely deals: its prediction for the choice made must match the true deal's result on
    average, within three standard errors of the differences."""
    diffs = []
    for seed in range(130):
        s = GAME.new_game(variant, 9_000 + seed)
        if s.phase != "stand":
            continue                       # a turned jack that ended nothing still leaves the beg; over: skip
        seat = s.to_act
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        ev = C.evaluate(view, legal, 8, random.Random(seed))
        played = ev.best.action
        diffs.append(worth(s, played, seat) - ev.choice(played).value)
    mean, se = mean_error(diffs)
    assert len(diffs) > 110
    assert abs(mean) <= 3 * se, (mean, se)


# -- (c) no sampled card where the seat knows it cannot be ---------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 10_000), st.integers(0, 160), st.integers(0, 2**32))
def test_no_sampled_deal_puts_a_card_where_the_seat_knows_it_cannot_be(variant, seed, steps, draw):
    s = GAME.new_game(variant, seed)
    for _ in range(steps):
        if s.phase == "over":
            break
        s = GAME.step(s, B.rule_of_thumb(B.seen_from_state(s, s.to_act), GAME.legal_actions(s)))
    if s.phase == "over":
        return
    seat = s.to_act
    view = GAME.view(s, seat)
    seen = seen_by(s, seat)
    void = shown_void(s)
    rng = random.Random(draw)
    worlds = [B.sample_world(view, rng) for _ in range(3)]
    got, pool = B.uniform_hands(view, rng)      # the sampler's fallback, always consistent
    worlds.append(B.world_from_hands(view, got, pool))
    for w in worlds:
        assert w.hands[seat] == s.hands[seat] and w.discards[seat] == s.discards[seat]
        assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
        assert [d.bit_count() for d in w.discards] == [d.bit_count() for d in s.discards]
        for x in range(variant.players):
            if x != seat:
                assert not (w.hands[x] | w.discards[x]) & seen
                assert not any(D.suit(c) in void.get(x, ()) for c in bits(w.hands[x]))
        assert not any(seen >> c & 1 for c in w.stock)
        assert GAME.view(w, seat) | {"events": view["events"], "results": view["results"]} == view
    # the true places of the cards the seat cannot see are never read: swap two of them, the figures stay
    other = next(x for x in range(variant.players) if x != seat and s.hands[x])
    if s.stock:
        a, b = next(iter(bits(s.hands[other]))), s.stock[0]
        hands = list(s.hands)
        hands[other] = hands[other] & ~(1 << a) | 1 << b
        start = list(s.start) if s.start else []
        if start:
            start[other] = start[other] & ~(1 << a) | 1 << b
        twin = s._replace(hands=tuple(hands), stock=(a, *s.stock[1:]), start=tuple(start))
        assert GAME.view(twin, seat) == view
        legal = GAME.legal_actions(s)
        if len(legal) > 1:
            one = C.evaluate(view, legal, 3, random.Random(draw))
            two = C.evaluate(GAME.view(twin, seat), legal, 3, random.Random(draw))
            assert one.choices == two.choices


def test_uniform_hands_is_uniform_over_the_consistent_deals():
    s, view, n = next(late_positions(40, least=6))
    counts: dict = {}
    rng = random.Random(5)
    for _ in range(120 * n):
        got, _ = B.uniform_hands(view, rng)
        key = tuple(sorted(c for h in got.values() for c in h))
        counts[key] = counts.get(key, 0) + 1
    assert len(counts) == n
    assert all(abs(k - 120) < 5 * 120 ** 0.5 for k in counts.values()), counts


# -- (d) grading ---------------------------------------------------------------------------------------------
FIXED = ("2C 10C 6D 9H KS AS | 5C KD 4H 10H JH 3S / 9S",      # the eldest stands: the pack is never used
         ["stand", "play AS", "play 3S", "play 2C", "play 5C", "play 4H", "play 9H", "play 6D", "play KD",
          "play JH"])


def test_throwing_the_ten_instead_of_taking_the_jack_is_a_blunder():
    deal, actions = FIXED
    s = GAME.new_game(SevenUpVariant(), 1, GAME.deal_from_text(deal))
    for a in actions:
        s = GAME.apply(s, a)
    assert s.to_act == 0 and s.phase == "play"
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    ev = C.evaluate(view, legal, C.SAMPLES, random.Random(0))
    assert ev.exact
    assert ev.grade("play KS") == "best" and ev.grade("play 10C") == "blunder"
    assert ev.loss("play 10C")[0] > C.SCALE.mistake
    why = C.reason(view, ev, "play 10C")
    assert "king of spades takes the trick" in why and "ten of clubs costs" in why


def test_one_legal_choice_is_forced_with_a_sentence():
    s = GAME.new_game(SevenUpVariant(), 3)
    while len(GAME.legal_actions(s)) != 1:
        s = GAME.step(s, B.rule_of_thumb(B.seen_from_state(s, s.to_act), GAME.legal_actions(s)))
    legal = GAME.legal_actions(s)
    ev = C.evaluate(GAME.view(s, s.to_act), legal, 10, random.Random(0))
    assert ev.grade(str(legal[0])) == "forced" and "Only one legal choice" in ev.note


def test_advice_cites_known_sources_and_the_nudge_gives_no_answer():
    t = Table.new(GAME, SevenUpVariant(players=3), 4, learner=-1, bots={x: B.BOTS["rule-of-thumb"] for x in range(3)})
    t.run_bots(limit=90)
    seen_phases = set()
    for i in range(len(t.record.actions)):
        s = t.state_at(i)
        if s.phase == "over":
            continue
        legal = GAME.legal_actions(s)
        view = GAME.view(s, s.to_act)
        ev = C.evaluate(view, legal, 4, random.Random(i))
        a = C.advice(view, ev)
        if a is not None:
            assert a.source in SOURCES and a.citation
        hint = C.nudge(view, legal)
        assert hint and not any(f"the {D.SPOKEN[B.INDEX[x.split()[1]]]}" in hint for x in map(str, legal)
                                if " " in x)
        assert C.reason(view, ev, str(legal[0])).endswith(".")
        seen_phases.add(s.phase)
    assert {"stand", "play"} <= seen_phases


def test_the_stronger_player_takes_the_coach_s_best():
    s = GAME.new_game(SevenUpVariant(), 1, GAME.deal_from_text(FIXED[0]))
    for a in FIXED[1]:
        s = GAME.apply(s, a)
    assert B.BOTS["sampler"].choose(GAME.view(s, 0), GAME.legal_actions(s), random.Random(0)) == "play KS"


# -- (e) the command line ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    v = SevenUpVariant()
    t = Table.new(GAME, v, 21, learner=-1, bots={0: B.BOTS["rule-of-thumb"], 1: B.BOTS["rule-of-thumb"]})
    while t.state.deal_no == 0 and not GAME.is_over(t.state):
        t.step_bot()
    record = t.record
    path = tmp_path_factory.mktemp("coach") / "seven-up.json"
    path.write_text(record.to_json())
    return path, record


def _run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_command_line_grades_every_decision_the_same_way_twice(record_file, capsys):
    path, record = record_file
    args = ["coach", "seven-up", str(path), "--seat", "0", "--samples", "12", "--seed", "3", "--json"]
    code, out, _ = _run(capsys, *args)
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "seven-up" and data["seat"] == 0 and data["decisions"]
    for d in data["decisions"]:
        assert set(d) >= {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples",
                          "alternatives", "reason", "advice"}
        assert d["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder", "too-close", "forced")
        assert d["played"] == record.actions[d["move_no"]]
        assert all(set(a) >= {"action", "value", "low", "high"} for a in d["alternatives"])
        assert d["advice"] is None or set(d["advice"]) == {"text", "citation"}
    assert [d["move_no"] for d in data["decisions"]] == [d.move_no for d in grade_record(record, 0, 12, 3)]
    assert _run(capsys, *args)[1] == out


def test_the_command_line_refuses_samples_out_of_range(record_file, capsys):
    path, _ = record_file
    for bad in ("0", str(C.MAX_SAMPLES + 1)):
        code, _, err = _run(capsys, "coach", "seven-up", str(path), "--samples", bad)
        assert code == 2 and f"1 to {C.MAX_SAMPLES:,}" in err
