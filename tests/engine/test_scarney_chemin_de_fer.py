"""Scarney Chemin de Fer: a test per rule (named by its id), the refusals, the property harness over every option."""

from __future__ import annotations

import copy
import random

import pytest

from engine.bots.scarney_chemin_de_fer import BOTS, default_players
from engine.core.dice import SCARNEY
from engine.core.errors import IllegalAction
from engine.core.table import Table
from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import GAME, PRESETS, RULES, ChemVariant, final_point, must_draw, settle
from tests.harness import protocol_tests

test_protocol = protocol_tests(GAME, [
    ChemVariant(rounds_per_bank=1),
    ChemVariant(players=2, chips=6, rounds_per_bank=2),
    ChemVariant(players=3, chips=3, rounds_per_bank=1, banks_each=2),
    ChemVariant(players=5, rounds_per_bank=1),
    ChemVariant(players=7, chips=2, rounds_per_bank=1),
], max_examples=12)

X = "x"  # a dead face in a fixed deal


def seated(deal: str, v: ChemVariant = ChemVariant(players=3), seed: int = 1):
    """A game whose first throws are fixed: the seating throws first, then the play."""
    s = GAME.new_game(v, seed, _scarney.parse_deal(deal))
    while s.phase == "seating":
        s = GAME.apply(s, "throw")
    return s


def refuse(state, action, rule_id):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action(action))
    assert info.value.rule is not None and info.value.rule.id == rule_id, (info.value.rule, info.value)
    assert info.value.reason
    assert state == before
    return info.value.reason


# seating: You 6 (1-1-1-3-x), Ada 22, Ben 14 -> Ada banks, Ben on her left, then You.
SEAT3 = "1-1-1-3-x 6-6-6-4-x 6-4-4-x-x"


@pytest.mark.rules("equipment", "point")
def test_rule_equipment_and_point_last_digit():
    assert SCARNEY.faces and sorted(f.value for f in SCARNEY.faces) == [0, 0, 1, 3, 4, 6]
    assert [_scarney.point(c) for c in (17, 19, 23, 30, 9, 0)] == [7, 9, 3, 0, 9, 0]
    assert final_point((6, 4, 0, 0, 0), None) == 0
    assert final_point((6, 4, 0, 0, 0), (3, 0, 4)) == 7


@pytest.mark.rules("order-by-throw", "players")
def test_rule_first_banker_and_seats_by_the_highest_throw():
    s = seated(SEAT3 + " 1-1-1-1-1")
    assert s.banker == 1 and s.order == (1, 2, 0) and s.phase == "open" and s.to_act == 1


@pytest.mark.rules("order-by-throw")
def test_rule_ties_throw_again_among_themselves():
    # You and Ada both 14; Ben 22: Ben banks; You and Ada throw again: You 3, Ada 6 -> Ada second.
    s = seated("6-4-4-x-x 6-4-4-x-x 6-6-6-4-x 3-x-x-x-x 6-x-x-x-x")
    assert s.keys == ((14, 3), (14, 6), (22,))
    assert s.order == (2, 1, 0)


@pytest.mark.rules("limits")
def test_rule_banker_sets_limits_within_his_chips():
    s = seated(SEAT3)
    assert "limits 1-5" in GAME.legal_actions(s) and "limits 5-25" not in GAME.legal_actions(s)  # 20 chips
    refuse(s, "limits 5-1", "limits")
    refuse(s, "limits 0-3", "limits")
    refuse(s, "limits 1-21", "limits")
    refuse(s, "open", "limits")
    s2 = GAME.apply(s, "limits 3-7")  # any whole limits within the rule are accepted
    assert s2.limits == (3, 7) and s2.phase == "bet" and s2.to_act == 2


@pytest.mark.rules("bet-limits", "player-chips")
def test_rule_bets_within_limits_and_own_chips():
    s = GAME.apply(seated(SEAT3), "limits 2-5")
    assert GAME.legal_actions(s) == [f"bet {n}" for n in range(2, 6)]
    assert "outside the banker's limits" in refuse(s, "bet 6", "bet-limits")
    refuse(s, "bet 1", "bet-limits")
    poor = seated(SEAT3, ChemVariant(players=3, chips=4))
    poor = GAME.apply(poor, "limits 1-2")
    poor = GAME.apply(poor, "bet 2")
    assert poor.chips[2] == 2 and poor.bets[2] == 2


@pytest.mark.rules("bank-covers")
def test_rule_the_bank_takes_bets_only_while_it_can_cover_them():
    v = ChemVariant(players=3, chips=5)
    s = GAME.apply(seated(SEAT3, v), "limits 1-5")
    s = GAME.apply(s, "bet 4")  # Ben: the bank (5 chips) can cover one more chip
    assert GAME.legal_actions(s) == ["bet 1"]
    assert "can cover only 1" in refuse(s, "bet 2", "bank-covers")


@pytest.mark.rules("bets-before-throw")
def test_rule_no_bet_after_the_banker_throws():
    s = GAME.apply(seated(SEAT3 + " 6-1-x-x-x 3-3-x"), "limits 1-5")
    s = GAME.apply(GAME.apply(s, "bet 2"), "bet 3")
    assert s.phase == "throw" and s.to_act == 1
    refuse(s, "bet 2", "bets-before-throw")
    s = GAME.apply(s, "throw")  # 6-1 and three dead: 7? no, 6+1 = 7 -> stands
    refuse(s, "bet 2", "bets-before-throw")


@pytest.mark.rules("natural-stands")
def test_rule_seven_eight_nine_stand():
    for first, p in (((6, 3, 0, 0, 0), 9), ((4, 4, 0, 0, 0), 8), ((6, 1, 0, 0, 0), 7), ((6, 6, 6, 0, 0), 8)):
        assert not must_draw(sum(first), _scarney.dead(first)) and final_point(first, None) == p
    s = GAME.apply(seated(SEAT3 + " 6-3-x-x-x"), "limits 1-5")
    s = GAME.apply(GAME.apply(GAME.apply(s, "bet 1"), "bet 1"), "throw")
    assert s.banker_point == 9 and s.phase == "throw" and s.to_act == 2


@pytest.mark.rules("must-draw", "draw-all-dead")
def test_rule_hit_number_must_draw_with_exactly_the_dead_dice():
    # Scarne's example: 6, 4 and three dead: count 10, point 0: draw with the three dead dice.
    s = GAME.apply(seated(SEAT3 + " 6-4-x-x-x 3-x-4"), "limits 1-5")
    s = GAME.apply(GAME.apply(GAME.apply(s, "bet 1"), "bet 1"), "throw")
    assert s.phase == "draw" and s.first == (6, 4, 0, 0, 0) and GAME.legal_actions(s) == ["draw"]
    assert "exactly the 3 dead dice" in refuse(s, "throw", "draw-all-dead")
    refuse(s, "open", "must-draw")
    s = GAME.apply(s, "draw")
    assert s.history[-1] == (1, "draw", (3, 0, 4)) and s.banker_point == 7


@pytest.mark.rules("no-dead-no-draw")
def test_rule_five_numbers_no_draw_even_on_a_hit_number():
    assert not must_draw(11, 0)
    s = GAME.apply(seated(SEAT3 + " 1-1-1-4-4"), "limits 1-5")
    s = GAME.apply(GAME.apply(GAME.apply(s, "bet 1"), "bet 1"), "throw")
    assert s.banker_point == 1 and s.phase == "throw" and s.to_act == 2


@pytest.mark.rules("player-turn", "settle")
def test_rule_players_in_turn_settle_against_the_banker():
    assert settle(5, 3) == 1 and settle(2, 3) == -1 and settle(4, 4) == 0
    # bank 1-1-1-4-4 (point 1, no draw); Ben 6-3-x-x-x (9) wins; You 1-x-x-x-x then draw x-x-x-x: point 1, stand-off
    s = GAME.apply(seated(SEAT3 + " 1-1-1-4-4 6-3-x-x-x 1-x-x-x-x x-x-x-x"), "limits 1-5")
    s = GAME.apply(GAME.apply(s, "bet 3"), "bet 2")
    chips_before = s.chips
    s = GAME.apply(s, "throw")  # banker
    refuse(s, "draw", "must-draw")
    s = GAME.apply(s, "throw")  # Ben: 9
    assert s.chips[2] == chips_before[2] + 6 and s.chips[1] == chips_before[1] - 3
    s = GAME.apply(GAME.apply(s, "throw"), "draw")  # You: 1 then all dead: 1, a stand-off
    assert s.last_round[-1] == (0, 2, 1, 1, 0) and s.chips[0] == chips_before[0] + 2
    assert s.phase == "open" and s.rounds_done == 1 and s.to_act == 1


@pytest.mark.rules("five-rounds")
def test_rule_five_rounds_then_the_bank_passes_left():
    s = GAME.new_game(ChemVariant(players=3), 11)
    bots = default_players(3) | {0: BOTS["steady"]}
    rng = random.Random(0)
    bankers = []
    while not GAME.is_over(s):
        if s.phase == "open" and s.rounds_done == 0 and s.limits is None:
            bankers.append(s.banker)
        s = GAME.apply(s, bots[s.to_act].choose(GAME.view(s, s.to_act), GAME.legal_actions(s), rng))
        if s.banker is not None and s.phase != "over":
            assert s.rounds_done < 5
    assert bankers[:2] == [s.order[0], s.order[1]]


@pytest.mark.rules("bank-early")
def test_rule_give_up_only_between_rounds():
    s = GAME.apply(seated(SEAT3 + " 6-4-x-x-x"), "limits 1-5")
    s = GAME.apply(GAME.apply(s, "bet 1"), "bet 1")
    assert "middle of a round" in refuse(s, "give-up", "bank-early")
    s = GAME.apply(s, "throw")
    refuse(s, "give-up", "bank-early")
    opened = seated(SEAT3)
    after = GAME.apply(opened, "give-up")
    assert after.banker == 2 and after.bank_no == 2 and after.phase == "open"


@pytest.mark.rules("session")
def test_rule_session_ends_after_every_bank_and_skips_the_broke():
    t = Table.new(GAME, ChemVariant(players=3, rounds_per_bank=1), 4, learner=-1,
                  bots=default_players(3) | {0: BOTS["bold"]})
    t.run_bots()
    s = t.state
    assert GAME.is_over(s) and (s.bank_no == 3 or sum(c > 0 for c in s.chips) == 1)
    assert sum(s.chips) == 60
    out = GAME.outcome(s)
    assert max(s.chips) == s.chips[out.winners[0]]


@pytest.mark.rules("out-of-turn")
def test_rule_a_throw_out_of_turn_is_refused():
    s = GAME.apply(seated(SEAT3), "limits 1-5")
    s = GAME.apply(GAME.apply(s, "bet 1"), "bet 1")
    assert s.to_act == 1
    assert "does not count" in refuse(s, "throw 0", "out-of-turn")
    with pytest.raises(IllegalAction) as info:
        GAME.check_turn(s, 0, "throw")
    assert info.value.rule.id == "out-of-turn"
    assert "It is Ada's turn, not yours" in info.value.reason   # said to the learner ("not You's" before)
    assert GAME.apply(s, "throw 1").n_thrown == s.n_thrown + 1


@pytest.mark.rules("cocked-die", "off-table", "left-in-cup", "proper-shake")
def test_rule_every_throw_lands_whole_from_the_seeded_source():
    """Every die of a throw lands on a face, all of them, from the game's own source: the same seed, the same dice."""
    for n in range(200):
        d = _scarney.throw(99, n, 5)
        assert len(d) == 5 and all(v in (0, 1, 3, 4, 6) for v in d)
        assert d == _scarney.throw(99, n, 5)
    random.seed(1)
    a = _scarney.throw(5, 3, 5)
    random.random()
    assert _scarney.throw(5, 3, 5) == a


@pytest.mark.rules("score-corrections", "ask-score")
def test_rule_scores_are_public_and_the_record_shows_every_throw():
    t = Table.new(GAME, ChemVariant(players=3, rounds_per_bank=1), 8, learner=0, bots=default_players(3))
    t.act("throw")
    t.run_bots()
    v = t.view()
    assert v["chips"] and v["history"] and all(len(h["dice"]) in range(1, 6) for h in v["history"])
    kinds = {h["kind"] for h in v["history"]}
    assert "order" in kinds


def test_presets_and_names():
    assert set(PRESETS) == {"scarne", "short-lesson", "two-handed"}
    assert GAME.variant_for("two-handed").players == 2
    assert all(r.source for r in RULES)


def test_parse_rejects_nonsense():
    for bad in ("", "bet", "bet x", "limits 5", "fly", "throw x"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(bad)
    assert GAME.parse_action(" Bet  3 ") == "bet 3"


def test_chips_conserved_with_every_bot():
    for key in BOTS:
        t = Table.new(GAME, ChemVariant(players=4, rounds_per_bank=2), 3, learner=-1,
                      bots={i: BOTS[key] for i in range(4)})
        t.run_bots()
        assert GAME.is_over(t.state) and sum(t.state.chips) == 80


@pytest.mark.rules("bank-early", "bets-before-throw", "out-of-turn")
def test_a_player_acting_out_of_turn_is_told_the_rule():
    s = GAME.apply(seated(SEAT3), "limits 1-5")  # Ben (2) to bet; You (0) later; Ada (1) banks
    with pytest.raises(IllegalAction) as info:
        GAME.check_turn(s, 1, "give-up")
    assert info.value.rule.id == "bank-early"
    s = GAME.apply(GAME.apply(s, "bet 1"), "bet 1")
    for seat, action, rule in ((0, "bet 2", "bets-before-throw"), (0, "throw", "out-of-turn"),
                               (2, "draw", "out-of-turn"), (0, "open", "player-turn")):
        with pytest.raises(IllegalAction) as info:
            GAME.check_turn(s, seat, action)
        assert info.value.rule.id == rule


def test_only_a_bet_with_no_throw_since_may_be_undone():
    assert GAME.undoable_bet(["throw", "bet 2", "bet 3"], [0, 0, 1], 0)
    assert not GAME.undoable_bet(["bet 2", "bet 3", "throw"], [0, 1, 2], 0)
    assert not GAME.undoable_bet(["throw", "limits 1-5"], [0, 0], 0)
    assert not GAME.undoable_bet(["throw"], [1], 0)
