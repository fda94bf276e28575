"""Scarney Pie-Eyed Dice's rules at their edges: the refusals, the move log and the figures the mutation run
(tests/audit/mutation.py) found untested in engine/games/pie_eyed_dice. Each expected value is worked out from the
rule's text on throws fixed by the deal, not read back from the engine."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games import _scarney
from engine.games.pie_eyed_dice import GAME, PieVariant

ORDER3 = "6-6-6-x-x 3-3-x-x-x 1-x-x-x-x"  # You 18, Ada 6, Ben 1: You first, then Ada, then Ben


def seated(deal: str, v: PieVariant = PieVariant(players=3)):
    s = GAME.new_game(v, 1, _scarney.parse_deal(deal))
    while s.phase == "seating":
        s = GAME.apply(s, "throw")
    return s


def test_an_unknown_form_or_wording_is_refused_by_name():
    with pytest.raises(ValueError, match=r"there is no form called 'three' \(forms: five, four, two\)"):
        PieVariant(form="three")
    with pytest.raises(ValueError, match="there is no wording called 'pub'"):
        PieVariant(wording="pub")


# -- one round of roles, word for word: You, Ada and Ben, fixed throws ------------------------------------------

ROUND = ORDER3 + " x-x-1-1-1 x-x-x x-x-x-x-x x-x-1-1-1 x-x-x"   # You: 2 dead, then 3; Ada: 5 at once; Ben: 2, 3


def _round(v: PieVariant = PieVariant(players=3, rounds=1)):
    s = GAME.new_game(v, 1, _scarney.parse_deal(ROUND))
    states, lines = [s], []
    while not GAME.is_over(s) and len(states) <= 8:
        lines.append(GAME.describe(s, "throw"))
        s = GAME.apply(s, "throw")
        states.append(s)
    return states, lines


@pytest.mark.rules("order-by-throw", "three-throws", "five-dead", "roles", "forfeit-roles")
def test_the_move_log_of_a_round_of_roles():
    _, lines = _round()
    assert lines == [
        "You throw for the order of play: 6 6 6 dead dead, a total of 18.",
        "Ada throws for the order of play: 3 3 dead dead dead, a total of 6.",
        "Ben throws for the order of play: 1 dead dead dead dead, a total of 1.",
        "You throw (first throw, 5 dice): dead dead 1 1 1. 2 dead set aside; 3 to throw again.",
        "You throw (second throw, 3 dice): dead dead dead. 5 dead: You name a forfeit.",
        "Ada throws (first throw, 5 dice): dead dead dead dead dead. 5 dead: Ada performs the forfeit.",
        "Ben throws (first throw, 5 dice): dead dead 1 1 1. 2 dead set aside; 3 to throw again.",
        "Ben throws (second throw, 3 dice): dead dead dead. 5 dead: Ben pays a token. The round of roles is complete.",
    ]


@pytest.mark.rules("order-by-throw", "three-throws", "ask-score", "score-corrections")
def test_the_view_mid_turn_holds_every_throw_and_score():
    states, _ = _round()
    assert GAME.hand_of(GAME.view(states[0], 0)) == "order"
    view = GAME.view(states[4], 2)    # You have thrown once this turn: two dead set aside
    assert view == {
        "seat": 2, "phase": "turn", "to_act": 0, "names": ["You", "Ada", "Ben"], "order": [0, 1, 2],
        "form": "five", "wording": "forfeit", "dice": 5, "target": 5, "max_throws": 3, "aside": 2,
        "throws_made": 1, "round_roles": [], "done_roles": [], "rounds": 1, "rounds_done": 0,
        "role_nouns": ["Names the forfeit", "Performs it", "Pays a token"],
        "role_phrases": ["names a forfeit", "performs the forfeit", "pays a token"],
        "tokens": [1, 1, 1], "kitty": 0, "one_role_each": True, "seating": [[18], [6], [1]],
        "last": {"seat": 0, "kind": "turn", "dice": [0, 0, 1, 1, 1], "aside": 2},
        "history": [{"seat": 0, "kind": "order", "dice": [6, 6, 6, 0, 0], "aside": 0},
                    {"seat": 1, "kind": "order", "dice": [3, 3, 0, 0, 0], "aside": 0},
                    {"seat": 2, "kind": "order", "dice": [1, 0, 0, 0, 0], "aside": 0},
                    {"seat": 0, "kind": "turn", "dice": [0, 0, 1, 1, 1], "aside": 2}],
        "turns": 0,
    }
    assert GAME.hand_of(view) == 0
    after = GAME.view(states[6], 0)   # your turn and Ada's are over, each with a role
    assert (after["turns"], after["to_act"], after["round_roles"], after["throws_made"], after["aside"]) == \
        (2, 2, [0, 1], 0, 0)
    assert GAME.view(states[0], 0)["last"] is None


@pytest.mark.rules("session", "roles", "forfeit-roles")
def test_the_game_ends_with_the_last_round_and_the_payer_behind():
    states, _ = _round()
    end = states[-1]
    assert (end.phase, end.to_act, end.turns, end.tokens, end.kitty) == ("over", None, 3, (1, 1, 0), 1)
    assert GAME.ledger(end) == 3                      # two tokens held and one in the kitty: the three dealt
    out = GAME.outcome(end)
    assert out.winners == (0, 1) and out.scores == {0: 1.0, 1: 1.0, 2: 0.0}
    assert out.summary == "The game is over. Round 1: You name a forfeit; Ada performs the forfeit; Ben pays a token."
    assert GAME.hand_of(GAME.view(end, 0)) == 1
    for check in (lambda: GAME.check(end, "throw"), lambda: GAME.check_turn(end, 0)):
        with pytest.raises(IllegalAction) as info:
            check()
        assert info.value.rule.id == "game-over"
        assert info.value.reason == "The game is over: start a new one to play again."


@pytest.mark.rules("roles", "in-turn")
def test_after_a_round_of_roles_the_next_in_order_throws():
    states, _ = _round(PieVariant(players=3, rounds=2))
    assert states[-1].rounds_done == 1 and states[-1].phase == "turn" and states[-1].to_act == 0   # after Ben, You


@pytest.mark.rules("one-role-each", "in-turn")
def test_a_role_holder_is_passed_over_when_the_turn_comes_round():
    """You take the first role at once; Ada and Ben throw three times without five dead: the turn goes past
    You (a holder) to Ada; with the option off it comes back to You."""
    miss = " 1-1-1-1-1 1-1-1-1-1 1-1-1-1-1"
    deal = ORDER3 + " x-x-x-x-x" + miss * 2
    for one_each, nxt in ((True, 1), (False, 0)):
        s = seated(deal, PieVariant(players=3, one_role_each=one_each))
        for _ in range(7):
            s = GAME.apply(s, "throw")
        assert (s.round_roles, s.to_act) == ((0,), nxt)


@pytest.mark.rules("two-dice-form")
def test_the_two_dice_forms_view():
    v = PieVariant(players=3, form="two")
    view = GAME.view(GAME.new_game(v, 1), 0)
    assert (view["dice"], view["target"], view["max_throws"], GAME.variant_dice(v)) == (2, 2, 1, 2)
    assert (GAME.seats(v), GAME.seats(), GAME.seat_name(v, 1)) == (3, 4, "Ada")


# -- the refusals' words --------------------------------------------------------------------------------------

@pytest.mark.rules("out-of-turn")
def test_a_throw_out_of_turn_is_refused_naming_whose_turn_it_is():
    s = GAME.new_game(PieVariant(players=3), 1, _scarney.parse_deal(ORDER3))
    tail = ": a throw out of turn does not count, and the turn stays where it was."
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, GAME.parse_action("throw 2"))
    assert info.value.reason == "It is your turn, not Ben's" + tail
    s = GAME.apply(s, "throw")
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, GAME.parse_action("throw 0"))
    assert info.value.reason == "It is Ada's turn, not yours" + tail


@pytest.mark.parametrize("text", ["draw", "throw x", "", "throw 1 2"])
def test_anything_but_a_throw_is_refused_in_words(text):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert info.value.rule.id == "notation"
    assert info.value.reason == "The only action at this table is 'throw' (a throw may name its shooter: 'throw 2')."
    with pytest.raises(IllegalAction) as info:
        GAME.check(GAME.new_game(PieVariant()), "draw")
    assert (info.value.rule.id, info.value.reason) == ("notation", "The only action at this table is 'throw'.")


# -- the dice, the deal, the probes and the bench ------------------------------------------------------------

@pytest.mark.rules("equipment")
def test_the_dice_come_from_the_games_seed():
    firsts = {GAME.dice(GAME.new_game(PieVariant(), seed), 5) for seed in range(6)}
    assert len(firsts) > 1
    assert GAME.new_game(PieVariant()).seed == 0
    assert GAME.deal_from_text("6-x 3-1-dead") == ((6, 0), (3, 1, 0))


@pytest.mark.rules("out-of-turn")
def test_every_probe_is_refused_with_a_rule():
    s = seated(ORDER3)
    rules = set()
    for probe in GAME.probe_actions(s):
        if probe == "throw":
            continue
        with pytest.raises(IllegalAction) as info:
            GAME.apply(s, GAME.parse_action(probe))
        rules.add(info.value.rule.id)
    assert rules == {"notation", "out-of-turn"}


def test_the_bench_plays_checked_games():
    out = GAME.bench(PieVariant(players=3, rounds=1), 0.05)
    assert out["games"] >= 1 and "apply (check + step)" in out["loop"]
