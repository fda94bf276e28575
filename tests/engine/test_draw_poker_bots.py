"""Draw Poker computer players: they finish sessions, act legally, and decide from their view only."""

import random

import pytest

from engine.bots.draw_poker import BOTS
from engine.core.table import Table
from engine.games.draw_poker import GAME, DrawPokerVariant


def test_three_styles():
    assert {"book", "cautious", "bluffer"} <= set(BOTS)
    for b in BOTS.values():
        assert b.label and b.description


@pytest.mark.parametrize("seats", [2, 5, 7])
def test_bots_play_whole_sessions(seats):
    keys = list(BOTS)
    for seed in range(4):
        v = DrawPokerVariant(seats=seats, deals=4)
        t = Table.new(GAME, v, seed, learner=-1, bots={i: BOTS[keys[i % 3]] for i in range(seats)})
        t.run_bots(limit=5000)
        assert GAME.is_over(t.state)
        assert sum(t.state.purses) == seats * v.chips


def test_bot_sees_only_its_view():
    """The same view gives the same choice, whatever the hidden cards are."""
    a = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    b = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text("2D 3D 4D 5D 6D | KS KH 9D 9C 3S | AS AD AC 8S 8C"))
    assert a.to_act == 1 and GAME.view(a, 1)["hand"] == GAME.view(b, 1)["hand"]
    for bot in BOTS.values():
        va, vb = GAME.view(a, 1), GAME.view(b, 1)
        assert va == vb
        assert bot.choose(va, GAME.legal_actions(a), random.Random(3)) == bot.choose(vb, GAME.legal_actions(b),
                                                                                     random.Random(3))


def test_book_bot_draws_as_schenck_advises():
    s = GAME.new_game(DrawPokerVariant(seats=3), 1, GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"))
    for a in ("go-in", "go-in", "make-good"):
        s = GAME.apply(s, a)
    assert s.phase == "draw" and s.to_act == 0
    choices = {BOTS["cautious"].choose(GAME.view(s, 0), GAME.legal_actions(s), random.Random(i)) for i in range(5)}
    assert choices == {"draw 7D 4C 2S"}                 # a pair: draw three
    s = GAME.apply(s, "draw 7D 4C 2S")
    assert BOTS["cautious"].choose(GAME.view(s, 1), GAME.legal_actions(s), random.Random(0)) == "draw 3S"
