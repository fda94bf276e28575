"""Draw Poker's game at the table (engine/games/draw_poker/game.py) where the mutation run found it untested (issue 31):
text the game cannot read refused before it is stepped, the hands thrown up gathered into a reshuffle, the age offered
only to the first bettor, and a settled deal leaving nobody to act. Expected values come from Schenck's and Foster's
rules as the rule texts in engine/games/draw_poker/rules.py give them, not from the engine."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games.draw_poker import GAME, DrawPokerVariant
from tests.engine.test_draw_poker import play, start  # three players; seat 2 deals, seat 0 (You) antes


def refusal(s, action):
    with pytest.raises(IllegalAction) as exc:
        GAME.check(s, action)
    return exc.value.rule.id, exc.value.reason


@pytest.mark.rules("notation")
def test_text_the_game_cannot_read_is_refused_and_never_stepped():
    """The engine's check refused nothing it could not read: 'foo' passed and its step skipped the player, and 'raise'
    alone failed with an IndexError. Now each is refused in the notation's words, as the table's own reading does."""
    s = start()
    assert refusal(s, "foo") == ("notation", "'foo' is not a Draw Poker action: write go-in, make-good, throw-up, "
                                             "raise N, draw CARDS, stand, hold-age, bet N, see, call, lay-down or deal.")
    assert refusal(s, "") == ("notation", "Write an action, like 'go-in', 'raise 2', 'draw 7C 4D', 'stand' or 'call'.")
    assert refusal(s, "raise") == ("notation", "Write 'raise' and a whole number of chips, like 'raise 2'.")
    assert refusal(s, "Raise 3") == ("notation", "'Raise 3' is not as the game writes it: write 'raise 3'.")
    drawing = play(s, "go-in", "go-in", "make-good")
    assert refusal(drawing, "draw 2s") == ("notation", "'draw 2s' is not as the game writes it: write 'draw 2S'.")
    # the cards thrown away may be named in any order: the same cards are drawn
    assert play(drawing, "draw 2S 4C 7D").hands == play(drawing, "draw 7D 4C 2S").hands


@pytest.mark.rules("pack-runs-out")
def test_the_hands_thrown_up_are_gathered_with_the_discards_when_the_pack_runs_out():
    """Foster: when the pack is used up in the draw, the cards thrown away *and thrown up* are gathered and shuffled.
    Seven players, two throw up, five draw five each: 35 cards dealt, 17 left, 25 wanted."""
    s = GAME.new_game(DrawPokerVariant(seats=7), seed=5)
    thrown_up = []
    while s.phase == "going-in":
        if len(thrown_up) < 2:
            thrown_up.append(s.to_act)
            s = play(s, "throw-up")
        else:
            s = play(s, "make-good" if "make-good" in GAME.legal_actions(s) else "go-in")
    up_cards = {c for i in thrown_up for c in s.hands[i]}
    assert len(up_cards) == 10 and s.phase == "draw"
    own = {}
    while s.phase == "draw":
        seat = s.to_act
        own[seat] = set(s.hands[seat])
        s = play(s, "draw " + " ".join(GAME.view(s, seat)["hand"]))
        assert not set(s.hands[seat]) & own[seat]
    assert s.reshuffles == 1
    assert all(s.hands[i] == () for i in thrown_up)                 # their cards went into the reshuffle
    in_hands = {c for h in s.hands for c in h}
    assert up_cards & (in_hands | set(s.stock))                      # and came out of it again
    assert GAME.ledger(s) == (7 * 50, tuple(range(52)))              # no card lost or doubled
    # the next deal counts its reshuffles afresh (the count keys each reshuffle's shuffle)
    while s.phase == "betting":
        s = play(s, "lay-down")
    assert play(s, "deal").reshuffles == 0


@pytest.mark.rules("holding-age")
def test_when_the_first_bettor_lays_down_the_next_may_not_hold_the_age():
    """Schenck: the ante man (here You, seat 0) may hold the age; once he lays down, the next player must bet or lay
    down."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand", "lay-down")
    assert s.to_act == 1 and GAME.legal_actions(s)[:2] == ["lay-down", "bet 1"]
    assert refusal(s, "hold-age") == ("holding-age", "Only the player entitled to bet first (You) may hold the age; "
                                                     "Seat 1 must bet or lay down.")


@pytest.mark.rules("last-in")
def test_a_deal_settled_by_throwing_up_leaves_nobody_to_act_in_it():
    """Both others throw up: the ante man takes his ante back, and no one is left owing a word in that deal."""
    s = play(start(), "throw-up", "throw-up")
    view = GAME.view(s, 0)
    assert (view["pending"], view["phase"], view["to_act"], view["purses"]) == ([], "showdown", 0, [50, 50, 50])


@pytest.mark.rules("holding-age")
def test_after_the_age_is_held_each_other_player_bets_or_lays_down_in_turn_and_the_age_acts_last():
    """Schenck: the age held, every other player in turn to the left has his say before the holder of the age."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand", "hold-age")
    assert GAME.view(s, 2)["pending"] == [1, 2, 0]
    s = play(s, "lay-down")                              # Seat 1 lays down: Seat 2 still to bet, not the age
    assert (s.to_act, s.pending) == (2, (2, 0))
