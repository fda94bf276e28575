"""Draw Poker's coach (engine/coach/draw_poker.py) where the mutation run (tests/audit/mutation.py) found it untested:
the book player's table of drawn hands, worked out again hand by hand with the scalar functions."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.coach import draw_poker as C
from engine.core.rng import numpy_rng
from engine.games.draw_poker import GAME, DrawPokerVariant
from engine.games.draw_poker.hands import evaluator
from engine.odds.draw_poker import schenck_advice


def _by_hand(ranking: str, ace: str, deals: int) -> dict[int, list[int]]:
    """The same packs, each hand drawn to one at a time: Schenck's first advice (the scalar function the coach's
    words quote), the new cards from the top of the pack, the final hand valued by the game's evaluator."""
    rng = numpy_rng(0, "coach draw tables", ranking, ace)
    rank5 = evaluator(ranking, ace)
    out: dict[int, list[int]] = {}
    for _ in range(12):
        for order in rng.random((deals, 52)).argsort(axis=1):
            dealt = [int(c) for c in order[:5]]
            keep = schenck_advice(tuple(sorted(dealt, reverse=True)), ranking, ace)[0]["keep"]
            kept = [c for c in dealt if C._TEXT[c] in keep]
            k = 5 - len(kept)
            final = sorted(kept + [int(c) for c in order[5:5 + k]], reverse=True)
            out.setdefault(k, []).append(rank5(*final))
    return {k: sorted(v) for k, v in out.items()}


@pytest.mark.parametrize("ranking,ace", [("schenck", "high-or-low"), ("no-sequences", "high-only")])
def test_the_table_of_drawn_hands_is_each_hand_drawn_as_the_book_advises(ranking, ace):
    got = C.deal_and_draw(ranking, ace, 40)
    assert got == _by_hand(ranking, ace, 40)
    assert set(got) <= {0, 1, 2, 3, 4} and sum(len(v) for v in got.values()) == 480   # twelve packs of 40 hands


def test_the_tables_are_made_once_for_each_set_of_arguments():
    for key in [k for k in C._TABLES if k[2] in (30, 31)]:   # made here, not found made by an earlier test
        del C._TABLES[key]
    a = C.draw_tables("schenck", "high-only", 30)
    assert a is C.draw_tables("schenck", "high-only", 30) and a == C.deal_and_draw("schenck", "high-only", 30)
    assert C.draw_tables("schenck", "high-or-low", 30) != a and C.draw_tables("schenck", "high-only", 31) != a
    assert C.draw_tables("no-sequences", "high-only", 30) != a


# -- the coach's words at each decision ----------------------------------------------------------------------------
def test_the_nudge_and_the_books_choice_at_each_decision():
    from tests.engine.test_coach_draw_poker import at_draw, first_to_act

    s = first_to_act("QS QH 7D 4C 2S")
    view = GAME.view(s, 1)
    assert C.nudge(view, GAME.legal_actions(s)) == ("Going in costs 2: how often does one pair, queens end the best "
                                                   "hand at the table, and how many players are in against you?")
    assert C._book_action(view) is None                      # Schenck names no going-in for the first player
    while s.to_act != 0:
        s = GAME.apply(s, "go-in")
    view = GAME.view(s, 0)                                   # the ante man, his ante up, nobody raised
    assert C.nudge(view, GAME.legal_actions(s)) == ("Half your stake is already up: what does it cost you to stay, "
                                                   "against what the pool holds?")
    assert C._book_action(view) == "make-good"
    s = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    view = GAME.view(s, 0)
    assert C.nudge(view, []) == ("Count the cards that help each way of drawing, and think what your draw tells the "
                                 "others about your hand.")
    assert C._book_action(view) == "draw 7D 4C 2S"           # a pair: keep it, draw three
    assert [C._keep_words(view, a) for a in ("draw 7D 4C 2S", "stand", "draw QS QH 7D 4C 2S")] == [
        "keep QS QH and draw 3", "stand pat", "throw away all five and draw five"]
    # a pair drawing three from the 47 cards unseen: C(47, 3) = 16,215 draws, 4,656 of them better (28.7%)
    assert C._improve(view, "draw 7D 4C 2S") == "; it betters one pair 4,656 times in 16,215 (28.7%, exact)"
    assert C._improve(view, "stand") == "" and C._improve(view, "draw 2C") == ""
    for a in ("draw 7D 4C 2S", "draw 3S", "draw JD"):
        s = GAME.apply(s, a)
    view = GAME.view(s, s.to_act)
    assert C.nudge(view, GAME.legal_actions(s)) == ("Read the draws (Seat 1 drew 1, Seat 2 drew 1): what hands do "
                                                   "they suggest, and what does the pool of 6 pay for the 0 you owe?")
    assert C._book_action(view) == "hold-age"                # the first bettor may hold the age
    assert C._lower("Two Pairs") == "two Pairs" and C._lower("") == ""


# -- the deal read back from its lines -----------------------------------------------------------------------------
PUBLIC = ("variant", "deal_no", "dealer", "ante_man", "purses", "stakes", "status", "phase", "to_act", "pending", "high",
          "bet_made", "age_held", "first_bettor", "drawn", "result")


def _played(variant, seed: int, steps: int):
    """A deal of ``variant`` played ``steps`` actions by a seeded random player: each state before its action."""
    rng = random.Random(seed)
    s = GAME.new_game(variant, seed)
    out = []
    while len(out) < steps and not s.result:
        legal = GAME.legal_actions(s)
        calm = [x for x in legal if x != "throw-up" and not x.startswith(("raise", "bet"))]
        a = rng.choice(legal if rng.random() < 0.3 or not calm else calm)
        out.append((s, s.to_act, a))
        s = GAME.apply(s, a)
    return out, s


@pytest.mark.parametrize("seed", range(6))
def test_the_deal_read_back_is_the_games_own_states_but_the_cards(seed):
    """Each action read back from the view stands on a state equal to the game's own in every public figure (the
    variant the session plays, its ante and limit and ladder included, the purses, stakes, who is still in, who
    acts, the highest stake, the draws); only the cards are placeholders, a draw known by its number of cards."""
    variant = DrawPokerVariant(seats=4, ranking="no-sequences", ace="high-only", ante=2, limit=5, chips=30, deals=3)
    real, last = _played(variant, seed, 20)
    if last.result:                                          # the view of a deal still in progress
        last, real = real[-1][0], real[:-1]
    me = last.to_act
    read = C.public_actions(GAME.view(last, me))
    assert [(w, a if not a.startswith("draw") else len(a.split())) for _, w, a in read] == [
        (w, a if not a.startswith("draw") else len(a.split())) for _, w, a in real]
    for (got, _, _), (want, _, _) in zip(read, real, strict=True):
        assert {f: getattr(got, f) for f in PUBLIC} == {f: getattr(want, f) for f in PUBLIC}
        assert [len(h) for h in got.hands] == [len(h) for h in want.hands]


# -- the grade's scale, Schenck's advice and the reason, word for word ---------------------------------------------
def test_the_scale_is_in_antes():
    """A quarter of an ante a shade, one ante an inaccuracy, three antes a mistake (going in costs two)."""
    for ante in (1, 2, 5):
        sc = C.scale_for(ante)
        assert (sc.unit, sc.good, sc.inaccuracy, sc.mistake) == ("chips", 0.25 * ante, 1.0 * ante, 3.0 * ante)
        assert [sc.grade_of(x * ante) for x in (0.25, 0.26, 1.0, 1.01, 3.0, 3.01)] == [
            "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder"]
    tail = (" is what one deal costs a player: giving away a quarter of it is a shade, up to a whole ante an "
            "inaccuracy, up to three antes (more than the price of going in) a mistake, and more a blunder.")
    assert C.scale_for(1).why == "The ante (1 chip)" + tail
    assert C.scale_for(2).why == "The ante (2 chips)" + tail


def _ev(phase: str, values, losses, samples: int = 24):
    """An evaluation with the figures given (each choice's interval half a chip either side): the words are the
    coach's, the figures ours."""
    from engine.coach.core import Choice, Evaluation

    return Evaluation(phase, C.scale_for(1), tuple(Choice(a, v, v - 0.5, v + 0.5) for a, v in values), "x",
                      samples, losses)


HEAD = "over 24 deals, the others playing as Schenck's book player"


@pytest.mark.rules("going-in", "making-good")
def test_going_in_reason_and_advice_word_for_word():
    from tests.engine.test_coach_draw_poker import first_to_act

    s = first_to_act("QS QH 7D 4C 2S")
    view = GAME.view(s, 1)                                   # first to speak: owes 2 (double the ante), pool 1
    ev = _ev("going-in", [("throw-up", 0.0), ("go-in", 1.5), ("raise 3", 2.0)],
             {"throw-up": (2.0, 1.5, 2.5), "go-in": (0.5, -0.1, 1.1)})
    head = ("Best here is raise 3: +2.00 chips this deal on average (95% from +1.50 to +2.50) " + HEAD +
            "; going in costs 2 for a pool of 1 with one pair, queens; a raise of more than three antes and two "
            "drives the book player out on anything below two pairs")
    assert C.reason(view, ev, "raise 3") == head + "."
    assert C.reason(view, ev, "go-in") == head + (". go-in is too close to call: 0.50 chips behind on these deals, "
                                                  "but the 95% interval of the difference (-0.10 to +1.10) reaches "
                                                  "zero.")
    assert C.reason(view, ev, "throw-up") == head + ". throw-up costs 2.00 chips a deal (95% from 1.50 to 2.50)."
    assert C.advice(view, ev) is None                        # a pair: the book has nothing to add to going in
    # a raise with two pairs: no warning about driving the others out
    s = first_to_act("QS QH 7D 7C 2S")
    assert C.reason(GAME.view(s, 1), ev, "raise 3") == (
        "Best here is raise 3: +2.00 chips this deal on average (95% from +1.50 to +2.50) " + HEAD +
        "; going in costs 2 for a pool of 1 with two pairs, queens over sevens.")
    s = first_to_act("KS 9H 7D 4C 2S")
    adv = C.advice(GAME.view(s, 1), ev)
    assert (adv.text, adv.source, adv.locator) == (
        "One ought seldom to be in without even a pair, and it is seldom advisable to go in to draw more than one "
        "card to a flush or a sequence.", "schenck-1880", "pp. 11–12")
    while s.to_act != 0:
        s = GAME.apply(s, "go-in")
    view = GAME.view(s, 0)                                   # the ante man, his ante up: make good for half
    adv = C.advice(view, _ev("going-in", [("throw-up", 0.0), ("make-good", 1.0)], {}))
    assert (adv.text, adv.source, adv.locator) == (
        "With others gone in, the ante man should generally make good even on a poor hand: half his stake is "
        "already up, so he stays for half the price; not so when someone has raised.", "schenck-1880", "p. 3")
    ev = _ev("going-in", [("throw-up", 0.5), ("make-good", 0.25)], {"make-good": (0.25, 0.1, 0.4)})
    assert C.reason(view, ev, "make-good").endswith(
        ". make-good costs 0.25 chips a deal (95% from 0.10 to 0.40). That is Schenck's advice, but here the "
        "play-out finds better.")
    ev = _ev("going-in", [("throw-up", 0.5), ("make-good", 0.25), ("raise 1", 0.0)],
             {"make-good": (0.25, 0.1, 0.4), "raise 1": (0.5, 0.2, 0.8)})
    assert C.reason(view, ev, "raise 1").endswith(
        ". raise 1 costs 0.50 chips a deal (95% from 0.20 to 0.80). Schenck's advice here is make-good: the "
        "play-out puts it 0.25 chips behind.")


@pytest.mark.rules("draw")
def test_draw_reason_and_advice_word_for_word():
    from tests.engine.test_coach_draw_poker import at_draw

    s = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    view = GAME.view(s, 0)
    adv = C.advice(view, _ev("draw", [("stand", 0.0)], {}))
    assert (adv.text, adv.source, adv.locator) == ("Drawing to a pair, draw three cards.", "schenck-1880", "p. 10")
    # keeping the pair and the seven, two new cards from the 47 unseen: C(47, 2) = 1,081 draws; they leave a pair
    # only when they are two cards of different ranks, neither a queen nor a seven: 42 such cards (nine ranks of
    # four, the four and the deuce three each), C(42, 2) - 9·C(4, 2) - 2·C(3, 2) = 801; so 280 better the pair
    three = "; it betters one pair 4,656 times in 16,215 (28.7%, exact)"
    two = "; it betters one pair 280 times in 1,081 (25.9%, exact)"
    ev = _ev("draw", [("stand", -1.0), ("draw 7D 4C 2S", 0.75), ("draw 4C 2S", 0.5)],
             {"stand": (1.75, 1.0, 2.5), "draw 4C 2S": (0.25, 0.1, 0.4)})
    head = ("Best here is draw 7D 4C 2S (keep QS QH and draw 3): +0.75 chips this deal on average (95% from +0.25 "
            "to +1.25) " + HEAD + three)
    assert C.reason(view, ev, "draw 7D 4C 2S") == head + "."
    assert C.reason(view, ev, "draw 4C 2S") == head + ". draw 4C 2S costs 0.25 chips a deal (95% from 0.10 to 0.40)" \
        + two + "."
    assert C.reason(view, ev, "stand") == head + ". stand costs 1.75 chips a deal (95% from 1.00 to 2.50)."
    ev = _ev("draw", [("stand", 1.0), ("draw 7D 4C 2S", 0.75), ("draw 4C 2S", 0.5)],
             {"draw 7D 4C 2S": (0.25, -0.1, 0.6), "draw 4C 2S": (0.5, 0.1, 0.9)})
    head = ("Best here is stand (stand pat): +1.00 chips this deal on average (95% from +0.50 to +1.50) " + HEAD +
            "; standing pat passes for a complete hand, and the book player lays down to a pat hand")
    assert C.reason(view, ev, "draw 4C 2S") == head + (
        ". draw 4C 2S costs 0.50 chips a deal (95% from 0.10 to 0.90)" + two + ". Schenck's advice here is draw "
        "7D 4C 2S: the play-out puts it 0.25 chips behind, within the noise.")
    assert C.reason(view, ev, "draw 7D 4C 2S") == head + (
        ". draw 7D 4C 2S is too close to call: 0.25 chips behind on these deals, but the 95% interval of the "
        "difference (-0.10 to +0.60) reaches zero" + three + ". That is Schenck's advice, but here the play-out "
        "finds better.")
    # two pairs standing pat: no word about passing for a complete hand
    s = at_draw("QS QH 7D 7C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    assert C.reason(GAME.view(s, 0), _ev("draw", [("stand", 1.0)], {}), "stand") == (
        "Best here is stand (stand pat): +1.00 chips this deal on average (95% from +0.50 to +1.50) " + HEAD + ".")


@pytest.mark.rules("holding-age", "first-bet")
def test_betting_reason_advice_and_nudge_word_for_word():
    from tests.engine.test_coach_draw_poker import at_draw

    s = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    for a in ("stand", "draw 3S", "draw JD"):
        s = GAME.apply(s, a)
    legal = GAME.legal_actions(s)                           # seat 0 bets first: he may hold the age
    view = GAME.view(s, 0)
    ev = _ev("betting", [(a, 0.0) for a in legal], {})
    adv = C.advice(view, ev)
    assert (adv.text, adv.source, adv.locator) == (
        "The player entitled to bet first may hold the age, withholding his bet until the others have bet round to "
        "him: 'this being an advantage, should as a general rule, be practiced'.", "schenck-1880", "p. 7")
    assert C.reason(view, ev, "hold-age") == ("Best here is hold-age: +0.00 chips this deal on average (95% from "
                                              "-0.50 to +0.50) " + HEAD + "; the pool holds 6 and you owe 0.")
    s = GAME.apply(s, "hold-age")
    view = GAME.view(s, 1)                                   # drew one to two pairs: the book's general word
    adv = C.advice(view, _ev("betting", [(a, 0.0) for a in GAME.legal_actions(s)], {}))
    assert (adv.text, adv.source, adv.locator) == (
        "A skilful player watches what each player draws, and the manner of his betting, and judges the hands "
        "against him accordingly.", "schenck-1880", "pp. 9–10")
    s = GAME.apply(s, "bet 2")
    s = GAME.apply(s, "lay-down")
    legal = GAME.legal_actions(s)
    view = GAME.view(s, 0)                                   # stood pat on a pair, now owes the 2 bet: a bluff
    adv = C.advice(view, _ev("betting", [(a, 0.0) for a in legal], {}))
    assert (adv.text, adv.source, adv.locator) == (
        "A bold player sometimes stands pat on nothing and bets high: a bluff, a risk of betting a poor hand high "
        "enough that all the others lay down.", "schenck-1880", "pp. 9, 12")
    assert C.nudge(view, legal) == ("Read the draws (Seat 1 drew 1): what hands do they suggest, and what does the "
                                    "pool of 8 pay for the 2 you owe?")
    assert C.advice(dict(view, phase="showdown"), ev) is None
    assert C.nudge(dict(view, phase="showdown"), legal) == "Nothing to decide here."


@pytest.mark.parametrize("seed,chips", [(1, 30), (2, 4), (3, 4)])
def test_the_deal_put_back_together_from_the_true_cards_is_the_games_own(seed, chips):
    """Given the very cards the seat cannot see, the coach's state of the deal is the game's own state, field by
    field; cards beyond what the view says is left of the pack are dead (a reshuffle's), not the pack's."""
    variant = DrawPokerVariant(seats=4, ranking="no-sequences", ace="high-only", ante=2, limit=5, chips=chips, deals=3)
    for st, who, _ in _played(variant, seed, 20)[0]:
        view = GAME.view(st, who)
        world = C.World({i: h for i, h in enumerate(st.hands) if h}, st.discards, st.stock, st.seed, ())
        got = C.state_of(view, world)
        for f in (*PUBLIC, "seed", "hands", "stock", "discards"):
            assert getattr(got, f) == getattr(st, f), f
        got = C.state_of(view, world, stock=st.stock + (51, 50))
        assert got.stock == st.stock and got.discards == st.discards + ((-1, 51), (-1, 50))
        assert C.lean_view(st, who) == {k: view[k] for k in C.LEAN_KEYS}   # its ladder and its ace, too


@pytest.mark.rules("sitting-out")
def test_the_sampled_deals_skip_whoever_sits_out_and_hold_hands_as_the_game_does():
    """A player sitting out is dealt nothing and the players after him are still dealt (from the seat's left, the
    order ``World.fitted`` keeps); every hand is held high card first, as the game holds it, drawn to or not."""
    from tests.engine.test_coach_draw_poker import at_draw

    s = GAME.new_game(DrawPokerVariant(seats=4), seed=2)
    s = GAME.apply(s._replace(purses=(50, 1, 99, 50), phase="showdown", to_act=0), "deal")
    assert s.status == ("in", "sitting-out", "in", "in") and s.ante_man == 2
    s = GAME.apply(s, "go-in")                               # seat 3 goes in; seat 0 to speak, seat 2 the ante man
    view = GAME.view(s, 0)
    assert [(w, a) for _, w, a in C.public_actions(view)] == [(3, "go-in")]
    later = GAME.apply(GAME.apply(s, "go-in"), "raise 1")   # seat 0 goes in, the ante man raises past seat 1
    assert [(w, a) for _, w, a in C.public_actions(GAME.view(later, 3))] == [(3, "go-in"), (0, "go-in"),
                                                                          (2, "raise 1")]
    b = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    for a in ("draw 7D 4C 2S", "draw 3S", "draw JD"):
        b = GAME.apply(b, a)
    drawn = GAME.view(b, 1)
    for seed in range(4):
        w = C.sample_world(view, random.Random(seed))
        assert sorted(w.hands) == [0, 2, 3] and w.fitted == (2, 3) and len(w.rest) == 52 - 15
        assert C.state_of(view, w).hands[1] == ()               # as the game holds a hand not dealt
        w2 = C.sample_world(drawn, random.Random(seed))
        assert w2.fitted == (2, 0) and sorted(w2.hands) == [0, 1, 2]
        for h in (*w.hands.values(), *w2.hands.values()):
            assert len(h) == 5 and list(h) == sorted(h, reverse=True)


# -- the play-outs' figures ----------------------------------------------------------------------------------------
@pytest.mark.rules("going-in")
def test_throwing_up_is_worth_exactly_nothing_more_this_deal():
    """Figures are the chips held at the end of the deal less those held now: throwing up before putting anything
    in loses nothing more, in every deal (the ante man's ante is his own loss, not this player's)."""
    from tests.engine.test_coach_draw_poker import first_to_act

    view = GAME.view(first_to_act("QS QH 7D 4C 2S"), 1)
    ev = C.evaluate(view, ["throw-up", "go-in"], 4, random.Random(1))
    c = ev.choice("throw-up")
    assert (c.value, c.low, c.high) == (0.0, 0.0, 0.0) and ev.samples == 4
    assert ev.assumes == C.assumes(view, 4)                  # every other player fitted: nothing more to say


@pytest.mark.rules("draw")
def test_a_draw_of_five_the_book_never_makes_is_said_and_counted():
    """Seat 0 threw away all five, which the book player never does: in each of 3 deals his hand cannot fit, and
    seat 1 (in, then three cards drawn, as to a pair) always can: 3 of the 6 hands dealt to the others."""
    s = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    while s.phase == "going-in":
        s = GAME.apply(s, GAME.equal_verb(s, s.to_act))
    s = GAME.apply(GAME.apply(s, "draw QS QH 7D 4C 2S"), "draw 9D 9C 3S")
    view = GAME.view(s, 2)
    ev = C.evaluate(view, ["stand", "draw 2H JD"], 3, random.Random(0))
    assert ev.assumes == C.assumes(view, 3) + (
        " In 3 of the 6 hands dealt to the others no hand the book player holds fitted all that player did (the "
        "book player never does it, or very seldom): those hands agree with as much of it as could be found.")


def test_each_draw_takes_its_cards_from_the_front_and_leaves_the_others_the_same_pack():
    """The pairing of the choices at the draw: the seat's k new cards are the first k of the deal's pack whatever
    it throws away, and the players after it find the same pack (from its sixth card) in every choice."""
    rest = tuple(range(20, 40))
    world = C.World({}, (), rest, 0, ())
    for action, k in (("stand", 0), ("draw 2H", 1), ("draw 7D 4C 2S", 3), ("draw QS QH 7D 4C 2S", 5)):
        pack = C._draw_stock(world, action, [])
        assert sorted(pack) == sorted(rest) and pack[:k] == rest[:k] and pack[k:k + 15] == rest[5:]


@pytest.mark.rules("making-good", "raising")
def test_the_ante_mans_half_price_is_his_first_word_only():
    """The ante man, his ante of 2 up and nobody raised: Schenck's make good, and the nudge's half price. Once he has
    raised and been raised back, his stake is no longer the ante: no half price, no book choice."""
    s = GAME.new_game(DrawPokerVariant(seats=3, ante=2), 1,
                      GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2D JD"))
    s = GAME.apply(GAME.apply(s, "go-in"), "go-in")           # seats 1 and 2 go in at 4; seat 0 holds the ante
    view = GAME.view(s, 0)
    assert (view["ante_man"], view["stakes"]) == (0, [2, 4, 4])
    assert C._book_action(view) == "make-good"
    assert C.nudge(view, GAME.legal_actions(s)) == ("Half your stake is already up: what does it cost you to stay, "
                                                   "against what the pool holds?")
    s = GAME.apply(GAME.apply(GAME.apply(s, "raise 2"), "raise 1"), "see")
    view = GAME.view(s, 0)
    assert (s.phase, s.to_act, view["stakes"], view["owed"]) == ("going-in", 0, [6, 7, 7], 1)
    assert C._book_action(view) is None and C.advice(view, None) is None
    assert C.nudge(view, GAME.legal_actions(s)) == ("Going in costs 1: how often does one pair, queens end the best "
                                                   "hand at the table, and how many players are in against you?")


@pytest.mark.rules("draw")
def test_the_books_draw_follows_the_ace_rule():
    """A-2-3-4 is four of a sequence where the ace may be low (draw one, Schenck pp. 11–12), and no sequence at all
    where it is only high: there, without a pair, keep the ace and draw four (p. 12)."""
    deal = GAME.deal_from_text("AS 2H 3D 4C 9S | KS KH 9D 9C 3S | AH 8H 5H 2D JD")
    for ace, book, locator in (("high-or-low", "draw 9S", "pp. 11–12"), ("high-only", "draw 9S 4C 3D 2H", "p. 12")):
        s = GAME.new_game(DrawPokerVariant(seats=3, ace=ace), 1, deal)
        while s.phase == "going-in":
            s = GAME.apply(s, GAME.equal_verb(s, s.to_act))
        view = GAME.view(s, 0)
        assert C._book_action(view) == book and C.advice(view, None).locator == locator


def test_schenck_names_no_betting_choice_after_the_age_is_held():
    from tests.engine.test_coach_draw_poker import at_draw

    s = at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    for a in ("stand", "draw 3S", "draw JD", "hold-age"):
        s = GAME.apply(s, a)
    assert C._book_action(GAME.view(s, 1)) is None


def test_the_coach_players_amounts_are_the_round_sizes_and_the_largest():
    """Bets and raises of 1, 2, 3, 5 and 10 chips and the largest allowed (here the limit, 7), every word besides;
    with no amount to choose (only see or lay down) every choice is weighed."""
    from tests.engine.test_coach_draw_poker import first_to_act

    s = first_to_act("QS QH 7D 4C 2S")
    s = s._replace(variant=DrawPokerVariant(seats=4, limit=7))
    view = GAME.view(s, 1)
    assert C.candidates(view, GAME.legal_actions(s)) == ["throw-up", "go-in", "raise 1", "raise 2", "raise 3",
                                                        "raise 5", "raise 7"]
    assert C.candidates(dict(view, phase="betting"), ["lay-down", "see"]) == ["lay-down", "see"]


@pytest.mark.rules("draw")
def test_the_table_read_follows_the_ace_rule_and_has_no_reading_of_a_five_card_draw():
    """5-4-3-2-A is a sequence only where the ace may be low: where it is only high, it is a bare ace against two
    one-card draws, and the table's reading agrees with the book player's own (300 fresh deals) that it seldom
    stands. A draw of five the book never makes: no reading (one half, as the book player's own)."""
    from engine.bots.draw_poker import _read_the_draw

    deal = GAME.deal_from_text("5S 4H 3D 2C AS | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    s = GAME.new_game(DrawPokerVariant(seats=3, ace="high-only"), 4, deal)
    for a in ("go-in", "go-in", "make-good", "stand"):
        s = GAME.apply(s, a)
    view = GAME.view(GAME.apply(GAME.apply(s, "draw 3S"), "draw JD"), 0)
    assert view["hand_class"] == "high-card" and C.lean_view(s, 0)["hand_class"] == "high-card"
    assert C.table_read(view) < 0.5 and abs(C.table_read(view) - _read_the_draw(view)) < 0.1
    view = GAME.view(GAME.apply(GAME.apply(s, "draw KS KH 9D 9C 3S"), "draw JD"), 0)
    assert C.table_read(view) == 0.5


@pytest.mark.rules("draw")
def test_a_pat_hand_stands_and_a_bare_one_is_a_bluff():
    """Schenck: a complete hand stands pat (p. 9), with nothing to better after standing; a sequence flush, the top
    of the ladder, has nothing to better whatever it draws. Standing pat on a bare ace-high is the bluff of p. 12;
    on a flush it is a hand, and the general word about reading the draws (pp. 9–10) is the book's."""
    from tests.engine.test_coach_draw_poker import at_draw

    betting = _ev("betting", [], {})
    s = at_draw("AS KS 9S 6S 3S | KH KD 9D 9C 3H | AH 8H 5H 2H JD")
    view = GAME.view(s, 0)
    assert view["hand_class"] == "flush" and C._book_action(view) == "stand"
    stand = C.draw_chances(view)["stand"]
    assert (stand["total"], stand["improve"]) == (1, 0)
    s = GAME.apply(GAME.apply(GAME.apply(s, "stand"), "draw 3H"), "draw JD")
    assert C.advice(GAME.view(s, 0), betting).locator == "pp. 9–10"
    s = at_draw("AS KH 9S 6D 3C | KS KD 9D 9C 3H | AH 8H 5H 2H JD")
    view = GAME.view(s, 0)
    assert C.reason(view, _ev("draw", [("stand", 1.0)], {}), "stand") == (
        "Best here is stand (stand pat): +1.00 chips this deal on average (95% from +0.50 to +1.50) " + HEAD +
        "; standing pat passes for a complete hand, and the book player lays down to a pat hand.")
    s = GAME.apply(GAME.apply(GAME.apply(s, "stand"), "draw 3H"), "draw JD")
    view = GAME.view(s, 0)
    assert view["hand_class"] == "high-card" and C.advice(view, betting).locator == "pp. 9, 12"
    s = at_draw("9S 8S 7S 6S 5S | KS KD 9D 9C 3H | AH 8H 5H 2H JD")
    assert C._improve(GAME.view(s, 0), "draw 5S") == ""


def test_what_the_figures_assume_word_for_word():
    from tests.engine.test_coach_draw_poker import first_to_act

    assert C.assumes(GAME.view(first_to_act("QS QH 7D 4C 2S"), 1), 24) == (
        "The others play as Schenck's book player (going in on a pair or better or a one-card draw, drawing as "
        "Schenck advises, betting by how the draws read); 24 deals of the cards you have not seen, each consistent "
        "with your cards and with everything each player has done this deal, had he been the book player; after "
        "this choice you too play on as the book player; chips this deal, what you have already put in the pool "
        "not counted.")



def test_a_player_sitting_out_is_no_hand_that_failed_to_fit():
    """Seat 3 has one chip, less than double the ante: he is dealt nothing, so no deal can fail to fit him and the
    coach says nothing of hands that did not fit."""
    from tests.engine.test_draw_poker import play

    s = play(GAME.new_game(DrawPokerVariant(seats=4, ante=1, chips=20), seed=3), "throw-up", "throw-up", "throw-up")
    s = GAME.apply(s._replace(purses=(20, 20, 20, 1)), "deal")
    assert s.status == ("in", "in", "in", "sitting-out")
    ev = C.evaluate(GAME.view(s, s.to_act), GAME.legal_actions(s), 4, random.Random(1))
    assert ev.samples == 4 and "fitted" not in ev.assumes
    s = play(s, "raise 10")       # Seat 2 raises the most he may: no hand of the book player's does that
    ev = C.evaluate(GAME.view(s, 0), GAME.legal_actions(s), 4, random.Random(1))
    assert "In 4 of the 8 hands dealt to the others no hand the book player holds fitted" in ev.assumes   # 2 others


def test_the_lean_view_names_the_hand_by_the_tables_own_ladder():
    """Under the 1850s ladder with no sequences, a flush is the fifth class from the bottom, where Schenck's ladder
    has the sequence: the lean view names it as the full view does."""
    from tests.engine.test_draw_poker import start

    s = start(ranking="no-sequences", deal="AH 8H 5H 3H 2H | KS KH 9D 9C 3S | QS QH 7D 4C 2S")
    assert C.lean_view(s, 0)["hand_class"] == GAME.view(s, 0)["hand_class"] == "flush"


def test_the_play_outs_book_player_reads_the_draw_from_the_tables_once_every_player_in_has_drawn():
    from engine.bots.draw_poker import BookBot
    from tests.engine.test_draw_poker import play, start

    s = play(start(), "go-in", "go-in", "make-good")
    before = GAME.view(s, 0)                                  # nobody has drawn: the book player's own reading
    assert C.PLAYER.read_the_draw(before) == BookBot().read_the_draw(before)
    s = play(s, "draw 7D 4C 2S", "draw 3S", "draw JD")
    after = GAME.view(s, 1)
    assert C.PLAYER.read_the_draw(after) == C.table_read(after) != BookBot().read_the_draw(after)


# -- how hard the deals are looked for, and how the pack is shared between the choices ----------------------------
class _Counting(random.Random):
    """A seeded generator that counts its shuffles: one a deal, then one for each further hand tried."""

    shuffles = 0

    def shuffle(self, x):
        self.shuffles += 1
        super().shuffle(x)


def _spy(monkeypatch, name: str, calls: list):
    real = getattr(C, name)

    def spy(*args, **kw):
        out = real(*args, **kw)
        calls.append((args, kw, out))
        return out

    monkeypatch.setattr(C, name, spy)


@pytest.mark.rules("raising")
def test_a_player_whose_hands_failed_to_fit_is_looked_for_less_hard_in_the_later_deals(monkeypatch):
    """Seat 1 raises ten before the draw, which the book player never does: the first deal tries 300 hands for him
    (a shuffle each), and once none fitted each later deal of the same decision tries 30."""
    from tests.engine.test_draw_poker import play

    s = GAME.new_game(DrawPokerVariant(seats=2), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S"))
    view = GAME.view(play(s, "raise 10"), 0)
    calls: list = []
    real = C.sample_world

    def counted(v, rng, **kw):
        before = rng.shuffles
        w = real(v, rng, **kw)
        calls.append((rng.shuffles - before, w.fitted))
        return w

    monkeypatch.setattr(C, "sample_world", counted)
    ev = C.evaluate(view, ["throw-up", "go-in"], 3, _Counting(0))
    assert calls == [(300, ()), (30, ()), (30, ())]
    assert "In 3 of the 3 hands dealt to the others no hand the book player holds fitted" in ev.assumes


@pytest.mark.rules("draw")
def test_a_draw_of_five_is_no_hand_to_try(monkeypatch):
    """The book player never draws five: no hand is tried for seat 0, who did; he is dealt one at once (the one
    call, following what he did), while seat 1's hands are tried until one fits."""
    s = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    while s.phase == "going-in":
        s = GAME.apply(s, GAME.equal_verb(s, s.to_act))
    s = GAME.apply(GAME.apply(s, "draw QS QH 7D 4C 2S"), "draw 9D 9C 3S")
    calls: list = []
    real = C._fits
    monkeypatch.setattr(C, "_fits", lambda *a, **kw: calls.append((a, kw, a[4].shuffles)) or real(*a, **kw))
    for seed in range(3):
        calls.clear()
        w = C.sample_world(GAME.view(s, 2), _Counting(seed))
        assert w.fitted == (1,)
        # seat 0 is the first from seat 2's left: his one hand is taken from the deal's own shuffle, no other
        assert [(kw.get("force", False), n) for args, kw, n in calls if args[0] == 0] == [(True, 1)]


class _Stacked(random.Random):
    """Shuffles as a seeded generator does, but the first shuffle puts ``front`` on top of the pack."""

    def __init__(self, seed, front):
        super().__init__(seed)
        self.front = list(front)

    def shuffle(self, x):
        super().shuffle(x)
        if self.front:
            x[:] = self.front + [c for c in x if c not in self.front]
            self.front = []


@pytest.mark.rules("draw")
@pytest.mark.parametrize("ranking,ace,drew,hand", [
    ("schenck", "high-only", "draw 2S", "AD 5S 4H 3C 2S"),                   # no sequence where the ace is only high
    ("straight-below-threes", "high-or-low", "draw 4C 2S", "KS KH KD 7D 3S"),   # threes, on the ladder that has them
])
def test_the_quick_test_of_a_draw_reads_the_hand_by_the_tables_own_rules(monkeypatch, ranking, ace, drew, hand):
    """Seat 0 drew one card (a four-card sequence, or an ace) or two (threes): a hand dealt to him that the book
    player could draw so is asked about, never refused beforehand by the quick test of its class; 5-4-3-2-A is a
    bare ace where the ace is only high, three kings are threes (not a sequence) on a ladder that puts the
    sequence below threes."""
    from tests.engine.test_coach_draw_poker import idx

    s = GAME.new_game(DrawPokerVariant(seats=3, ranking=ranking, ace=ace), 1,
                      GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    while s.phase == "going-in":
        s = GAME.apply(s, GAME.equal_verb(s, s.to_act))
    s = GAME.apply(GAME.apply(s, drew), "draw 3S")
    calls: list = []
    _spy(monkeypatch, "_fits", calls)
    C.sample_world(GAME.view(s, 2), _Stacked(0, idx(hand)))
    assert calls[0][0][:2] == (0, tuple(sorted(idx(hand), reverse=True)))


@pytest.mark.rules("draw")
def test_the_table_read_is_the_tables_of_the_tables_own_ace_rule(monkeypatch):
    """The reading of the draw is taken from the hands drawn under the view's own ace rule: here every hand drawn
    where the ace is only high is below ours (we are never beaten) and every hand drawn where it may be low is
    above (we always are)."""
    deal = GAME.deal_from_text("5S 4H 3D 2C AS | KS KH 9D 9C 3S | AH 8H 5H 2H JD")
    s = GAME.new_game(DrawPokerVariant(seats=3, ace="high-only"), 4, deal)
    for a in ("go-in", "go-in", "make-good", "stand", "draw 3S", "draw JD"):
        s = GAME.apply(s, a)
    monkeypatch.setitem(C._TABLES, ("schenck", "high-only", 20_000), {k: [-(10 ** 9)] for k in range(5)})
    monkeypatch.setitem(C._TABLES, ("schenck", "high-or-low", 20_000), {k: [10 ** 9] for k in range(5)})
    assert C.table_read(GAME.view(s, 0)) == 1.0


@pytest.mark.rules("draw")
def test_every_choice_is_played_in_the_same_deal_and_the_same_pack(monkeypatch):
    """At the draw the seat's new cards are the first of the deal's pack whatever it throws away, and the players
    after it draw from the same pack (its sixth card on) in every choice; before the draw every choice is played
    with the deal's own pack, as dealt."""
    from tests.engine.test_coach_draw_poker import at_draw, first_to_act

    for s, choices in ((at_draw("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"),
                        ["stand", "draw 2S", "draw 7D 4C 2S", "draw QH 7D 4C 2S"]),
                       (first_to_act("QS QH 7D 4C 2S"), ["throw-up", "go-in", "raise 3"])):
        view = GAME.view(s, s.to_act)
        worlds: list = []
        outs: list = []
        _spy(monkeypatch, "sample_world", worlds)
        _spy(monkeypatch, "play_out", outs)
        C.evaluate(view, choices, 3, random.Random(5))
        assert len(worlds) == 3 and len(outs) == 3 * len(choices)
        for n, (_, _, w) in enumerate(worlds):
            for (args, _, _), a in zip(outs[n * len(choices):(n + 1) * len(choices)], choices, strict=True):
                after = args[0]
                if view["phase"] == "draw":
                    k = C._draw_count(a)
                    assert set(w.rest[:k]) <= set(after.hands[view["seat"]])
                    assert after.stock[:len(w.rest) - 5] == w.rest[5:]
                else:
                    assert after.stock == w.rest[:view["stock_left"]]
        monkeypatch.undo()


@pytest.mark.rules("going-in", "raising")
def test_a_hand_that_cannot_fit_agrees_with_as_much_as_could_be_found(monkeypatch):
    """Seat 1 went in, then, raised by seat 0, raised back ten, which the book player never does: no hand fits all
    he did, and the hand he is dealt is one the book player goes in on (agreeing with his first action), not the
    first hand dealt whatever it is; held high card first, as the game holds a hand."""
    from tests.engine.test_draw_poker import play

    s = GAME.new_game(DrawPokerVariant(seats=2), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S"))
    view = GAME.view(play(s, "go-in", "raise 1", "raise 9"), 0)
    went_in = [x for x in C.public_actions(view) if x[1] == 1][:1]
    real = C._fits
    for seed in range(8):
        forced: list = []
        monkeypatch.setattr(C, "_fits", lambda *a, forced=forced, **kw: (forced.append(a[1]) if kw.get("force")
                                                                           else None) or real(*a, **kw))
        w = C.sample_world(view, random.Random(seed), tries=40)
        monkeypatch.undo()
        assert w.fitted == () and list(w.hands[1]) == sorted(w.hands[1], reverse=True)   # high first, as the game
        assert len(forced) == 1 and real(1, forced[0], went_in, [], random.Random(0))[1] is not None


class _OnePack:
    """A stand-in for the tables' seeded generator: every deal is the same pack, ``order`` on top."""

    def __init__(self, order):
        rest = [c for c in range(52) if c not in order]
        values = np.empty(52)
        values[list(order) + rest] = np.arange(52) / 52      # argsort of these is the pack
        self.values = values

    def random(self, shape):
        return np.tile(self.values, (shape[0], 1))


@pytest.mark.rules("draw")
def test_the_table_draws_and_values_a_hand_by_the_tables_own_ace_rule(monkeypatch):
    """Every deal 5-4-3-2-A, the next card the ace of diamonds: where the ace is only high this is no sequence, so
    the book does not stand pat on it (as where the ace may be low) but draws as Schenck advises for it, and the
    final hand is valued by the same rule."""
    import engine.core.rng
    from tests.engine.test_coach_draw_poker import idx

    order = idx("5H 4C 3D 2H AS AD 9S 8S 7S 6C")
    monkeypatch.setattr(engine.core.rng, "numpy_rng", lambda *a: _OnePack(order))
    dealt = tuple(sorted(order[:5], reverse=True))
    keep = schenck_advice(dealt, "schenck", "high-only")[0]["keep"]
    kept = [c for c in dealt if C._TEXT[c] in keep]
    k = 5 - len(kept)
    assert k > 0 and schenck_advice(dealt, "schenck", "high-or-low")[0]["keep"] == [C._TEXT[c] for c in dealt]
    value = evaluator("schenck", "high-only")(*sorted(kept + list(order[5:5 + k]), reverse=True))
    assert C.deal_and_draw("schenck", "high-only", 3) == {k: [value] * 36}


def test_the_book_players_table_is_240000_hands():
    """The reading of the draw is taken from twelve packs of 20,000 hands (the module's word: 240,000 hands dealt
    and drawn to once), every one in its table but the draws of five, which the book player never makes."""
    tables = C.draw_tables("schenck", "high-or-low")
    assert sum(len(v) for v in tables.values()) == 240_000 and 5 not in tables
    assert C.draw_tables() is tables                      # Schenck's ladder, the ace high or low: the game's own


def test_the_scale_is_of_one_chip_ante_unless_told():
    assert C.scale_for() == C.scale_for(1) == C.SCALE and C.scale_for().good == 0.25
