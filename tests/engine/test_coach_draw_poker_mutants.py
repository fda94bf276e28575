"""Draw Poker's coach (engine/coach/draw_poker.py) where the mutation run (tests/audit/mutation.py) found it untested:
the book player's table of drawn hands, worked out again hand by hand with the scalar functions."""

from __future__ import annotations

import pytest

from engine.coach import draw_poker as C
from engine.core.rng import numpy_rng
from engine.games.draw_poker import GAME
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
    import random

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
    from engine.games.draw_poker import DrawPokerVariant

    variant = DrawPokerVariant(seats=4, ranking="no-sequences", ace="high-only", ante=2, limit=5, chips=30, deals=3)
    real, last = _played(variant, seed, 20)
    if last.result:                                          # the view of a deal still in progress
        last, real = real[-1][0], real[:-1]
    me = last.to_act
    read = C.public_actions(GAME.view(last, me))
    assert [(w, a if not a.startswith("draw") else len(a.split())) for _, w, a in read] == [
        (w, a if not a.startswith("draw") else len(a.split())) for _, w, a in real]
    for (got, _, _), (want, _, _) in zip(read, real):
        assert {f: getattr(got, f) for f in PUBLIC} == {f: getattr(want, f) for f in PUBLIC}
        assert [len(h) for h in got.hands] == [len(h) for h in want.hands]
