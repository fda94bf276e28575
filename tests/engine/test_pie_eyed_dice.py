"""Scarney Pie-Eyed Dice: a test per rule (named by its id), the refusals, the property harness over every option."""

from __future__ import annotations

import copy

import pytest

from engine.core.errors import IllegalAction
from engine.games import _scarney
from engine.games.pie_eyed_dice import GAME, PRESETS, PieVariant, active, after_throw, next_thrower, target
from tests.harness import protocol_tests

test_protocol = protocol_tests(GAME, [
    PieVariant(rounds=1),
    PieVariant(players=3, form="four", rounds=1),
    PieVariant(players=5, form="two", wording="book", rounds=2),
    PieVariant(players=3, form="two", one_role_each=False, rounds=1),
    PieVariant(players=8, form="five", rounds=1, one_role_each=False),
], max_examples=12)

ORDER3 = "6-6-6-x-x 3-3-x-x-x 1-x-x-x-x"  # You 18, Ada 6, Ben 1: You first, then Ada, then Ben


def seated(deal: str, v: PieVariant = PieVariant(players=3)):
    s = GAME.new_game(v, 1, _scarney.parse_deal(deal))
    while s.phase == "seating":
        s = GAME.apply(s, "throw")
    return s


def refuse(state, action, rule_id):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action(action))
    assert info.value.rule is not None and info.value.rule.id == rule_id, info.value
    assert state == before
    return info.value.reason


@pytest.mark.rules("equipment", "order-by-throw", "in-turn")
def test_rule_order_of_play_by_the_highest_total():
    s = seated(ORDER3)
    assert s.order == (0, 1, 2) and s.to_act == 0 and s.phase == "turn"
    tie = seated("6-x-x-x-x 6-x-x-x-x 1-x-x-x-x 3-x-x-x-x 4-x-x-x-x")  # You and Ada tie at 6: Ada 4 beats You 3
    assert tie.order == (1, 0, 2)
    assert next_thrower((1, 0, 2), 2, (), True) == 1


@pytest.mark.rules("three-throws")
def test_rule_three_throws_dead_dice_set_aside():
    s = seated(ORDER3 + " x-1-3-4-6 x-x-1-1 6-6")
    s = GAME.apply(s, "throw")
    assert s.aside == 1 and s.to_act == 0 and s.throws_made == 1
    s = GAME.apply(s, "throw")  # four dice thrown
    assert s.history[-1].dice == (0, 0, 1, 1) and s.aside == 3
    s = GAME.apply(s, "throw")  # two dice thrown; three throws made: the turn passes
    assert s.history[-1].dice == (6, 6) and s.to_act == 1 and s.aside == 0 and s.round_roles == ()
    assert after_throw("five", 3, 3, (6, 6)) == (3, True, False)


@pytest.mark.rules("five-dead", "roles", "forfeit-roles")
def test_rule_five_dead_take_the_roles_in_order():
    # You: five dead on the second throw; Ada five dead at once; Ben: two dead, then three dead.
    s = seated(ORDER3 + " x-x-1-1-1 x-x-x x-x-x-x-x x-x-1-1-1 x-x-x")
    s = GAME.apply(GAME.apply(s, "throw"), "throw")
    assert s.round_roles == (0,) and s.to_act == 1
    s = GAME.apply(s, "throw")
    assert s.round_roles == (0, 1)
    s = GAME.apply(GAME.apply(s, "throw"), "throw")
    assert s.round_roles == () and s.done_roles == ((0, 1, 2),)
    assert s.tokens[2] == s.variant.rounds - 1 and s.kitty == 1
    v = GAME.view(s, 0)
    assert v["role_phrases"] == ["names a forfeit", "performs the forfeit", "pays a token"]


@pytest.mark.rules("roles")
def test_rule_book_wording_is_an_option():
    s = seated(ORDER3, PieVariant(players=3, wording="book"))
    assert GAME.view(s, 0)["role_phrases"] == ["orders a drink", "must drink it", "pays for the drink"]
    assert PRESETS["book-wording"].wording == "book" and PieVariant().wording == "forfeit"


@pytest.mark.rules("one-role-each")
def test_rule_a_role_holder_sits_out_the_round():
    assert next_thrower((0, 1, 2), 2, (0,), True) == 1
    assert next_thrower((0, 1, 2), 2, (0,), False) == 0
    assert active((0, 1, 2, 3), 1, (0, 2), True) == [1, 3]
    s = seated(ORDER3 + " x-x-x-x-x")
    s = GAME.apply(s, "throw")
    assert s.round_roles == (0,) and s.to_act == 1
    s = GAME.apply(GAME.apply(GAME.apply(s, "throw"), "throw"), "throw")  # Ada's turn
    assert s.to_act == 2


@pytest.mark.rules("four-dead-form")
def test_rule_four_dead_form():
    assert target("four") == 4
    s = seated(ORDER3 + " x-x-x-x-1", PieVariant(players=3, form="four"))
    s = GAME.apply(s, "throw")
    assert s.round_roles == (0,)


@pytest.mark.rules("two-dice-form")
def test_rule_two_dice_one_throw():
    s = seated(ORDER3 + " x-1 x-x", PieVariant(players=3, form="two"))
    s = GAME.apply(s, "throw")
    assert len(s.history[-1].dice) == 2 and s.to_act == 1 and s.round_roles == ()
    s = GAME.apply(s, "throw")
    assert s.round_roles == (1,)


@pytest.mark.rules("session")
def test_rule_session_rounds_and_tokens():
    v = PieVariant(players=4, rounds=3)
    s = GAME.new_game(v, 5)
    assert s.tokens == (3, 3, 3, 3)
    while not GAME.is_over(s):
        s = GAME.apply(s, "throw")
    assert s.rounds_done == 3 and len(s.done_roles) == 3 and s.kitty == 3 and min(s.tokens) >= 0
    assert sum(s.tokens) + s.kitty == 12
    assert "Round 3" in GAME.outcome(s).summary


@pytest.mark.rules("out-of-turn")
def test_rule_throw_out_of_turn_refused():
    s = seated(ORDER3)
    assert "does not count" in refuse(s, "throw 2", "out-of-turn")
    assert GAME.apply(s, "throw 0").n_thrown == s.n_thrown + 1


@pytest.mark.rules("cocked-die", "off-table", "left-in-cup", "proper-shake", "score-corrections", "ask-score")
def test_rule_general_rules_every_throw_whole_and_public():
    s = GAME.new_game(PieVariant(), 3)
    for _ in range(30):
        s = GAME.apply(s, "throw")
    v = GAME.view(s, 2)
    assert all(len(h["dice"]) >= 1 and set(h["dice"]) <= {0, 1, 3, 4, 6} for h in v["history"])
    assert len(v["history"]) == 30 and v["tokens"] == list(s.tokens)


def test_bad_notation():
    for bad in ("", "draw", "throw x", "bet 1"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(bad)
