"""Draw Poker's coach (engine/coach/draw_poker.py): the draw's exact chances against brute force and against its
own sampled deals, calibration of the values against play-outs from the true cards, deals that never use what the
seat cannot see, grading, the play-out's shortcuts held to the protocol, and the command line."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots.draw_poker import BOTS
from engine.cli import main
from engine.coach import coach_for, grade_record, judge
from engine.coach import draw_poker as C
from engine.core.cards import BY_INDEX, parse_cards
from engine.core.table import Table
from engine.games.draw_poker import GAME, DrawPokerVariant
from engine.games.draw_poker.hands import BASE, RANKINGS, evaluator, value_class
from engine.odds.draw_poker import schenck_advice
from engine.odds.interval import Z95, mean_error, share
from tests.engine.test_draw_poker_hands import LADDERS, naive_key
from tests.engine.test_draw_poker_odds import NAMES


def idx(text):
    return tuple(c.index for c in parse_cards(text))


def first_to_act(hand: str, seats: int = 4):
    """The first going-in decision of a fixed deal: seat 1 (the ante man's left) holds ``hand``."""
    s = GAME.new_game(DrawPokerVariant(seats=seats), 3, GAME.deal_from_text("2D 3C 5H 8S JD | " + hand))
    assert s.phase == "going-in" and s.to_act == 1
    return s


def at_draw(hands: str, seats: int = 3, seat: int = 0):
    """All go in (the ante man makes good); the draw, the seat to act being ``seat``."""
    s = GAME.new_game(DrawPokerVariant(seats=seats), 1, GAME.deal_from_text(hands))
    while s.phase == "going-in":
        s = GAME.apply(s, GAME.equal_verb(s, s.to_act))
    while s.to_act != seat:
        s = GAME.apply(s, "stand")
    assert s.phase == "draw"
    return s


# -- (a) the draw's chances: exact, brute force, sampled ---------------------------------------------------------
def brute(hand, held, unseen, ranking="schenck", ace="high-or-low") -> Counter:
    """Every draw from ``unseen``, one by one, classed by the tests' naive evaluator."""
    out = Counter()
    for drawn in combinations(sorted(unseen), 5 - len(held)):
        key = naive_key([BY_INDEX[c] for c in (*held, *drawn)], ranking, ace)
        out[NAMES[LADDERS[ranking][-key[0]]]] += 1
    return out


@pytest.mark.parametrize("hands,action", [
    ("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD", "draw 7D 4C 2S"),   # three to a pair
    ("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD", "draw 4C 2S"),      # an outsider kept
    ("AH 8H 5H 2H KS | KD KH 9D 9C 3S | QS QH 7D 4C 2S", "draw KS"),         # one to a flush
    ("9S 9H 9D 4C 2S | KS KH 9C 7C 3S | AH 8H 5H 2H JD", "draw 4C 2S"),      # two to threes
])
def test_the_draws_exact_chances_are_every_draw_counted(hands, action):
    s = at_draw(hands)
    view = GAME.view(s, 0)
    h = C.draw_chances(view)[action]
    hand = idx(" ".join(view["hand"]))
    thrown = set(idx(" ".join(action.split()[1:])))
    held = tuple(c for c in hand if c not in thrown)
    want = brute(hand, held, C.unseen(view))
    assert {c: n for c, n in h["counts"].items() if n} == dict(want)
    assert len(C.draw_chances(view)) == 32


def test_the_sampled_deals_draw_the_exact_chances_within_their_interval():
    """Before anyone has acted nothing is known of the others' cards, so the seat's next cards in the sampled packs
    are a random draw from what it has not seen: the share that betters a pair of queens, drawing three, agrees with
    the exact count within its 95% interval."""
    s = first_to_act("QS QH 7D 4C 2S")
    view = GAME.view(s, 1)
    exact = C.draw_chances(view)["draw 7D 4C 2S"]
    p = exact["improve"] / exact["total"]
    rng = random.Random(7)
    held = idx("QS QH")
    rank5 = evaluator()
    pair_value = rank5(*idx("QS QH 7D 4C 2S"))
    n, better = 3000, 0
    for _ in range(n):
        w = C.sample_world(view, rng)
        final = held + tuple(w.rest[:3])
        better += rank5(*final) // BASE > pair_value // BASE
    got = share(better, n)
    assert got.low <= p <= got.high, (got.text(), p)


# -- (b) calibration: the value of the move played against the result of playing it out ------------------------------
def test_the_value_of_the_move_played_agrees_with_playing_it_out():
    """Deals played by the book player at every seat (the coach's own assumption); in each, one of seat 0's decisions
    (going in, the draw or the betting, by turns: one per deal, so the results are independent) is valued by the coach
    for the move the book plays, and the move is then played out from the true cards, everyone playing on as the
    book player. The mean of (result - value) is within its 95% interval of zero."""
    diffs = []
    for seed in range(1, 61):
        s = GAME.new_game(DrawPokerVariant(deals=1), seed)
        rng = random.Random(seed)
        phase = ("going-in", "draw", "betting")[seed % 3]
        while not s.result:
            legal = GAME.legal_actions(s)
            view = GAME.view(s, s.to_act)
            action = C.PLAYER.choose(view, legal, rng) if len(legal) > 1 else legal[0]
            if s.to_act == 0 and len(legal) > 1 and view["phase"] == phase:
                ev = C.evaluate(view, [action], 12, random.Random(seed))
                real = C.play_out(GAME.apply(s, action), 0, random.Random(-seed)) - s.purses[0]
                diffs.append(real - ev.choice(action).value)
                break
            s = GAME.apply(s, action)
    assert len(diffs) >= 40
    mean, err = mean_error(diffs)
    assert abs(mean) <= Z95 * err, (mean, err)


# -- (c) the sampled deals use nothing the seat cannot see ------------------------------------------------------------
def _random_position(seed: int, seats: int, steps: int):
    bots = list(BOTS.values())[:3]
    s = GAME.new_game(DrawPokerVariant(seats=seats, deals=1), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.result or s.to_act is None:
            break
        bot = bots[s.to_act % 3]
        nxt = GAME.apply(s, bot.choose(GAME.view(s, s.to_act), GAME.legal_actions(s), rng))
        if nxt.result:
            break
        s = nxt
    return s


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 7), st.integers(0, 30), st.integers(0, 2**32))
def test_no_sampled_deal_puts_a_card_where_the_seat_knows_it_is_not(seed, seats, steps, draw):
    s = _random_position(seed, seats, steps)
    seat = s.to_act
    view = GAME.view(s, seat)
    w = C.sample_world(view, random.Random(draw))
    mine = set(s.hands[seat]) | {c for who, c in s.discards if who == seat}
    placed = [c for i, h in w.hands.items() if i != seat for c in h] + list(w.rest) + \
        [c for who, c in w.discards if who != seat]
    assert not mine & set(placed)                                  # nothing the seat holds or threw away
    assert len(placed) == len(set(placed)) and set(placed) | mine == set(range(52))
    assert w.hands[seat] == s.hands[seat]
    for i in range(seats):
        if i != seat and s.status[i] != "sitting-out":
            k = s.drawn[i] or 0
            assert len(w.hands[i]) == 5 and sum(1 for who, _ in w.discards if who == i) == k
    # resampled, the deal gives the seat the view it had (OpenSpiel's resample test), the history apart
    back = GAME.view(C.state_of(view, w), seat)
    assert {k: v for k, v in back.items() if k != "history"} == {k: v for k, v in view.items() if k != "history"}


def test_the_deals_depend_on_the_view_only_never_on_the_hidden_cards():
    """Two deals that differ only in the cards seat 1 cannot see give the same sampled deals and the same values."""
    a = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text(
        "QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    b = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text(
        "2D 3D 4D 5D 6D | KS KH 9D 9C 3S | AS AD AC 8S 8C"))
    assert GAME.view(a, 1) == GAME.view(b, 1)
    wa = C.sample_world(GAME.view(a, 1), random.Random(5))
    wb = C.sample_world(GAME.view(b, 1), random.Random(5))
    assert (wa.hands, wa.rest) == (wb.hands, wb.rest)
    ea = C.evaluate(GAME.view(a, 1), GAME.legal_actions(a), 6, random.Random(2))
    eb = C.evaluate(GAME.view(b, 1), GAME.legal_actions(b), 6, random.Random(2))
    assert ea == eb


def test_who_went_in_and_how_many_each_drew_shape_the_deals():
    """Seat 0 drew three (the book: a pair) and seat 1 one (two pairs, or four to a flush or sequence): in every
    sampled deal each kept what the book keeps for such a hand."""
    s = GAME.new_game(DrawPokerVariant(seats=3), 4, GAME.deal_from_text(
        "QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    for a in ("go-in", "go-in", "make-good", "draw 7D 4C 2S", "draw 3S"):
        s = GAME.apply(s, a)
    view = GAME.view(s, 2)
    rng = random.Random(1)
    for _ in range(50):
        w = C.sample_world(view, rng)
        thrown0 = [c for who, c in w.discards if who == 0]
        kept0 = [c for c in w.hands[0] if c not in w.rest]
        assert len(thrown0) == 3 and len(kept0) == 5
        ranks0 = Counter(c >> 2 for c in set(w.hands[0]) | set(thrown0))
        assert max(ranks0.values()) >= 2                                  # a pair went in and drew three


# -- (d) grading -----------------------------------------------------------------------------------------------------
def test_throwing_up_four_aces_is_a_blunder_and_going_in_is_not():
    s = first_to_act("AS AH AD AC 7S")
    d = judge(GAME, s, 1, "throw-up", 0, samples=40, seed=0, coach=C)
    assert d.grade == "blunder" and d.best != "throw-up"
    assert d.evaluation.grade(d.best) == "best"
    assert "throw-up costs" in d.reason and "chips" in d.reason


def test_throwing_away_a_full_is_graded_against_standing_pat():
    s = at_draw("KS KH KD 9C 9S | QS QH 7D 4C 2S | AH 8H 5H 2H JD")
    legal = GAME.legal_actions(s)
    ev = C.evaluate(GAME.view(s, 0), legal, 40, random.Random(3))
    assert ev.grade("draw KS KH KD 9S 9C") in ("mistake", "blunder")
    assert ev.best.action in ("stand", "draw 9S", "draw 9C")
    advice = C.advice(GAME.view(s, 0), ev)
    assert advice.source == "schenck-1880" and advice.locator == "p. 9"


def test_reason_advice_and_nudge_are_sentences_for_every_phase():
    s = GAME.new_game(DrawPokerVariant(seats=3, deals=1), 2)
    rng = random.Random(0)
    seen = set()
    while not s.result:
        legal = GAME.legal_actions(s)
        view = GAME.view(s, s.to_act)
        if len(legal) > 1 and view["phase"] not in seen:
            seen.add(view["phase"])
            ev = C.evaluate(view, legal, 4, random.Random(1))
            assert C.reason(view, ev, legal[-1]).endswith(".")
            nudge = C.nudge(view, legal)
            assert nudge and ev.best.action not in nudge.split()
            a = C.advice(view, ev)
            assert a is None or a.source == "schenck-1880"
        s = GAME.apply(s, BOTS["book"].choose(view, legal, rng))
    assert seen


# -- the play-out's shortcuts, held to the protocol -----------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6), st.integers(0, 25))
def test_the_lean_view_is_the_views_own_figures(seed, seats, steps):
    s = _random_position(seed, seats, steps)
    for seat in range(seats):
        full = GAME.view(s, seat)
        assert C.lean_view(s, seat) == {k: full[k] for k in C.LEAN_KEYS}


@pytest.mark.parametrize("seed", range(6))
def test_a_play_out_is_the_protocols_own_game(seed):
    """play_out (lean views, the draw not written out) plays the same deal as apply with full views and legal lists."""
    s = GAME.new_game(DrawPokerVariant(seats=4), seed)
    fast = C.play_out(s, 0, random.Random(seed))
    rng = random.Random(seed)
    while not s.result:
        legal = GAME.legal_actions(s)
        a = legal[0] if len(legal) == 1 else C.PLAYER.choose(GAME.view(s, s.to_act), legal, rng)
        assert a in legal
        s = GAME.apply(s, a)
    assert fast == s.purses[0]


def test_the_table_read_agrees_with_the_book_players_own_reading():
    """The play-outs' reading of the draw (a table) and the book player's (300 fresh deals) agree within 0.1."""
    from engine.bots.draw_poker import _read_the_draw

    s = GAME.new_game(DrawPokerVariant(seats=3), 4, GAME.deal_from_text(
        "QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    for a in ("go-in", "go-in", "make-good", "draw 7D 4C 2S", "draw 3S", "draw JD"):
        s = GAME.apply(s, a)
    for seat in range(3):
        view = GAME.view(s, seat)
        assert abs(C.table_read(view) - _read_the_draw(view)) < 0.1


# -- (e) the command line ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    keys = ("book", "cautious", "bluffer", "book")
    t = Table.new(GAME, DrawPokerVariant(deals=1), 5, learner=-1, bots={i: BOTS[k] for i, k in enumerate(keys)})
    t.run_bots(limit=1000)
    path = tmp_path_factory.mktemp("coach") / "deal.json"
    path.write_text(t.record.to_json())
    return str(path)


def test_the_command_line_grades_every_decision_the_same_twice(record_file, capsys):
    runs = []
    for _ in range(2):
        assert main(["coach", "draw-poker", record_file, "--samples", "6", "--seed", "3", "--json"]) == 0
        runs.append(capsys.readouterr().out)
    assert runs[0] == runs[1]
    data = json.loads(runs[0])
    assert data["game"] == "draw-poker" and data["seat"] == 0 and data["decisions"]
    for d in data["decisions"]:
        assert set(d) >= {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples",
                          "alternatives", "reason", "advice"}
        assert d["unit"] == "chips" and d["samples"] == 6 and not d["exact"]
        assert d["played"] in [a["action"] for a in d["alternatives"]]
        assert all(set(a) >= {"action", "value", "low", "high"} for a in d["alternatives"])
        assert d["advice"] is None or set(d["advice"]) == {"text", "citation"}


@pytest.mark.parametrize("samples", ["0", str(C.MAX_SAMPLES + 1)])
def test_samples_out_of_range_exit_2_with_the_range(record_file, capsys, samples):
    assert main(["coach", "draw-poker", record_file, "--samples", samples]) == 2
    assert f"from 1 to {C.MAX_SAMPLES:,}" in capsys.readouterr().err


def test_the_coach_is_found_and_the_stronger_player_chooses_by_it():
    assert coach_for("draw-poker") is C
    bot = BOTS["sampler"]
    s = first_to_act("AS AH AD AC 7S")
    view, legal = GAME.view(s, 1), GAME.legal_actions(s)
    ev = C.evaluate(view, C.candidates(view, legal), bot.samples, random.Random(9))
    assert bot.choose(view, legal, random.Random(9)) == ev.best.action
    record = Table.new(GAME, DrawPokerVariant(deals=1), 5, learner=-1, bots={i: BOTS["book"] for i in range(4)})
    record.run_bots(limit=1000)
    found = grade_record(record.record, 0, samples=3)
    assert found and all(d.evaluation.scale.unit == "chips" for d in found)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=5, max_size=5, unique=True), st.sampled_from(sorted(RANKINGS)),
       st.sampled_from(["high-or-low", "high-only", "low-only"]))
def test_the_quick_test_of_a_draw_never_refuses_a_hand_the_book_draws_to(cards, ranking, ace):
    """DRAWS_TO (checked before the book player is asked) holds every class his first advice or his alternative
    draws that many cards to."""
    hand = tuple(sorted(cards, reverse=True))
    cls = value_class(evaluator(ranking, ace)(*hand), ranking)
    adv = schenck_advice(hand, ranking, ace)
    alts = [a for a in adv[1:] if not a["line"].startswith("…")]
    for a in [adv[0], *alts[:1]]:
        assert cls in C.DRAWS_TO[5 - len(a["keep"])]


def test_the_coach_players_choices_include_the_books_and_every_word():
    s = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    view = GAME.view(s, 0)
    got = C.candidates(view, GAME.legal_actions(s))
    assert {"stand", "draw 7D 4C 2S", "draw 4C 2S"} <= set(got)
    s = first_to_act("AS AH AD AC 7S")
    got = C.candidates(GAME.view(s, 1), GAME.legal_actions(s))
    assert got[:2] == ["throw-up", "go-in"] and "raise 10" in got and "raise 4" not in got


def test_the_deals_actions_are_read_back_whoever_the_lines_were_written_for():
    """At a shared table the move log names people ("Ann makes good"), and each line is written for its reader: the
    coach reads the same actions back as from the lone learner's log."""
    from engine.core.words import seated

    deal = GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    moves = ("go-in", "raise 2", "make-good", "see", "draw 7D 4C 2S", "draw 3S", "draw JD", "hold-age", "bet 3")
    plain = GAME.new_game(DrawPokerVariant(seats=3), 4, deal)
    shared = plain
    for a in moves:
        plain = GAME.apply(plain, a)
        with seated(["Ann", "Bob and Co", None], me=1):
            shared = GAME.apply(shared, a)
    assert GAME.view(plain, 2)["history"] != GAME.view(shared, 2)["history"]
    read = [(w, a) for _, w, a in C.public_actions(GAME.view(shared, 2))]
    assert read == [(w, a) for _, w, a in C.public_actions(GAME.view(plain, 2))]
    assert [a for _, a in read] == ["go-in", "raise 2", "make-good", "see", "draw AS AH AD", "draw AS", "draw AS",
                                    "hold-age", "bet 3"]
