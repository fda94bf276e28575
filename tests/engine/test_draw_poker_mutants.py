"""Draw Poker's options and game module at their edges (engine/games/draw_poker/rules.py, game.py), found untested
by the mutation run (tests/audit/mutation.py). Expected values come from the rules' text, not from the engine."""

from __future__ import annotations

import pytest

from engine.games.draw_poker.rules import DrawPokerVariant


@pytest.mark.rules("sitting-out", "ante")
def test_each_player_must_start_with_at_least_double_the_ante():
    assert DrawPokerVariant(ante=3, chips=6).chips == 6          # exactly enough to go in once
    for ante, chips in ((3, 5), (1, 1), (20, 39)):
        with pytest.raises(ValueError) as exc:
            DrawPokerVariant(ante=ante, chips=chips)
        assert str(exc.value) == "each player needs at least double the ante in chips"
