"""Scarney Chemin de Fer's rules at their edges: the points at the boundaries, the refusals' words, the move log
and the view, found untested by the mutation run (tests/audit/mutation.py) in engine/games/scarney_chemin_de_fer.
Each expected value is worked out from the rule's text on throws fixed by the deal."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import GAME, ChemVariant, must_draw


@pytest.mark.rules("must-draw", "no-dead-no-draw", "natural-stands")
@pytest.mark.parametrize("count,dead,draws", [
    (16, 1, True),     # a point of 6, the highest hit number, with one dead die: the draw
    (6, 1, True),
    (10, 4, True),     # a point of 0
    (17, 1, False),    # 7 stands (a Natural)
    (16, 0, False),    # five numbered dice: no dead die to throw
])
def test_the_draw_at_the_edges_of_the_hit_numbers(count, dead, draws):
    assert must_draw(count, dead) is draws


# -- one fixed round, word for word ---------------------------------------------------------------------------
# Seating: You 6, Ada 22, Ben 14: Ada banks, Ben on her left, then You. Ada sets limits 1-3 (she has 4 chips);
# Ben bets 2, You 1. Ada throws 6-6-4-1-x, count 17: a Natural, 7, stands. Ben throws 3-1-x-x-x, a hit number 4
# with three dead dice: he draws them, 3-1-x, count 8: point 8 beats 7, the bank pays him 2. You throw five
# sixes, 30: point 0 and no dead die to draw with, it stands: the bank takes your chip. Ada opens round 2.

DEAL = "1-1-1-3-x 6-6-6-4-x 6-4-4-x-x 6-6-4-1-x 3-1-x-x-x 3-1-x 6-6-6-6-6"
SCRIPT = ("throw", "throw", "throw", "limits 1-3", "bet 2", "bet 1", "throw", "throw", "draw", "throw", "open")
V = ChemVariant(players=3, chips=4, rounds_per_bank=2, banks_each=1)


def _states():
    s = GAME.new_game(V, 1, _scarney.parse_deal(DEAL))
    states = [s]
    for a in SCRIPT:
        s = GAME.apply(s, GAME.parse_action(a))
        states.append(s)
    return states


@pytest.mark.rules("order-by-throw", "limits", "natural-stands", "must-draw", "draw-all-dead", "no-dead-no-draw",
                   "settle", "five-rounds")
def test_the_move_log_of_a_round():
    states = _states()
    assert [GAME.describe(s, GAME.parse_action(a)) for s, a in zip(states[:-1], SCRIPT, strict=True)] == [
        "You throw for the bank: 1 1 1 3 dead, a total of 6.",
        "Ada throws for the bank: 6 6 6 4 dead, a total of 22.",
        "Ben throws for the bank: 6 4 4 dead dead, a total of 14.",
        "Ada, the banker, sets the limits: bets from 1 to 3 chips. Round 1 opens.",
        "Ben bets 2 chips.",
        "You bet 1 chip.",
        "Ada, the banker, throws 6 6 4 1 dead: count 17, point 7 (a Natural). It stands.",
        "Ben throws 3 1 dead dead dead: count 4, point 4, a hit number; 3 dead dice are set aside for the draw.",
        "Ben draws with the 3 dead dice: 3 1 dead; count 8, point 8. Ben: point 8 beats the bank's 7: the bank pays "
        "2 chips.",
        "You throw 6 6 6 6 6: count 30, point 0 (no dead die to draw with). It stands. You: point 0 against the "
        "bank's 7: the bank takes the 1-chip bet. The round is over.",
        "Ada keeps the bank and opens round 2 of 2.",
    ]
    assert [s.chips for s in states[-3:]] == [(3, 2, 6), (3, 3, 6), (3, 3, 6)]


@pytest.mark.rules("settle", "bank-covers", "ask-score", "score-corrections")
def test_the_view_holds_every_throw_point_and_chip():
    states = _states()
    mid = GAME.view(states[8], 1)    # Ben has thrown his hit number: three dead dice aside for the draw
    assert (mid["first"], mid["dead_aside"], mid["count"], mid["phase"]) == ([3, 1, 0, 0, 0], 3, 4, "draw")
    view = GAME.view(states[9], 0)
    assert view == {
        "seat": 0, "phase": "throw", "to_act": 0, "names": ["You", "Ada", "Ben"],
        "chips": [3, 2, 6], "bets": [1, 0, 0], "start_chips": 4, "banker": 1, "order": [1, 2, 0], "limits": [1, 3],
        "bank_no": 1, "banks_total": 3, "rounds_done": 0, "rounds_per_bank": 2, "round_no": 1,
        "first": [], "dead_aside": 0, "count": 0, "banker_point": 7, "points": [None, 7, 8],
        "seating": [[6], [22], [14]],
        "settlements": [{"seat": 2, "name": "Ben", "bet": 2, "point": 8, "banker_point": 7, "result": 1, "net": 2,
                         "line": "Ben: point 8 beats the bank's 7: the bank pays 2 chips."}],
        "last_round": [],
        "history": [{"seat": 0, "kind": "order", "dice": [1, 1, 1, 3, 0]},
                    {"seat": 1, "kind": "order", "dice": [6, 6, 6, 4, 0]},
                    {"seat": 2, "kind": "order", "dice": [6, 4, 4, 0, 0]},
                    {"seat": 1, "kind": "throw", "dice": [6, 6, 4, 1, 0]},
                    {"seat": 2, "kind": "throw", "dice": [3, 1, 0, 0, 0]},
                    {"seat": 2, "kind": "draw", "dice": [3, 1, 0]}],
        "room": 1,                     # Ada's 2 chips less your 1-chip bet
        "bank_line": "Ada holds the bank (bank 1 of 3): round 1 of 2; limits 1–3 chips.",
    }
    assert GAME.hand_of(view) == (1, 0)
    after = GAME.view(states[10], 0)
    assert (after["rounds_done"], after["round_no"], after["bets"], len(after["last_round"])) == (1, 2, [0, 0, 0], 2)
    assert GAME.view(states[0], 0)["round_no"] == 0 and GAME.view(states[0], 0)["room"] == 0
    assert GAME.ledger(states[9]) == 12


# (the state's index in _states(), the action tried, the rule, the words)
REFUSALS = [
    (0, "draw", "order-by-throw", "First everyone throws the five dice for the bank and the seats: 'throw'."),
    (0, "throw 2", "out-of-turn", "It is your turn, not Ben's: a throw out of turn does not count, and the turn "
                                  "stays where it was."),
    (1, "draw 0", "out-of-turn", "It is Ada's turn, not yours: a throw out of turn does not count, and the turn "
                                 "stays where it was."),
    (3, "throw", "five-rounds", "It is the banker's moment to set his limits or open the round, or to give up the "
                                "bank."),
    (3, "bet 1", "bets-before-throw", "The banker has not opened the round yet: no bets until he has set his limits "
                                      "and opened."),
    (3, "limits 1-5", "limits", "The top limit cannot be more than the banker's own 4 chips."),
    (3, "limits 0-2", "limits", "The least bet must be at least 1 chip and no more than the most."),
    (3, "limits 3-2", "limits", "The least bet must be at least 1 chip and no more than the most."),
    (3, "open", "limits", "First the banker sets his limits, like 'limits 1-5'."),
    (4, "throw", "bets-before-throw", "Bets first: Ben puts down a bet before the banker throws (every player "
                                      "bets)."),
    (4, "bet 9", "bet-limits", "A bet of 9 is outside the banker's limits: from 1 to 3 chips."),
    (4, "bet 0", "bet-limits", "A bet of 0 is outside the banker's limits: from 1 to 3 chips."),
    (5, "throw", "bets-before-throw", "Bets first: You put down a bet before the banker throws (every player "
                                      "bets)."),
    (6, "draw", "must-draw", "The draw comes after a first throw on a hit number; throw first."),
    (6, "bet 1", "bets-before-throw", "Bets for this round are closed: the players' bets are down and the dice are "
                                      "being thrown."),
    (6, "limits 1-5", "player-turn", "It is Ada's turn to throw."),
    (8, "throw", "draw-all-dead", "A hit number (4) with dead dice: the second throw is the draw, with exactly the 3 "
                                  "dead dice, never the numbered ones."),
    (8, "bet 1", "bets-before-throw", "Bets for this round are closed: the dice are being thrown."),
    (8, "limits 1-5", "must-draw", "A point of 4 is a hit number: the shooter must draw."),
    (9, "limits 1-5", "player-turn", "It is your turn to throw."),
    (10, "limits 1-5", "limits", "The limits for this bank are set (1 to 3 chips); they hold while this banker "
                                 "keeps the bank. Open the next round."),
    # while the seats are thrown for, nobody holds a bank to give up: the seating rule, not the mid-round one
    (0, "give-up", "order-by-throw", "First everyone throws the five dice for the bank and the seats: 'throw'."),
    (6, "give-up", "bank-early", "The banker cannot give up the bank in the middle of a round: a play is unfinished "
                                 "on the table. He may pass it to his left between rounds."),
]


@pytest.mark.rules("order-by-throw", "out-of-turn", "five-rounds", "bets-before-throw", "limits", "bet-limits",
                   "must-draw", "player-turn", "draw-all-dead", "bank-early")
@pytest.mark.parametrize("at,action,rule,reason", REFUSALS)
def test_every_refusal_word_for_word(at, action, rule, reason):
    s = _states()[at]
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, GAME.parse_action(action))
    assert (info.value.rule.id, info.value.reason) == (rule, reason)


# (state index, seat, action tried by that seat, rule, words)
OUT_OF_TURN = [
    (0, 1, "throw", "out-of-turn", "It is your turn, not Ada's: a throw out of turn does not count, and the turn "
                                   "stays where it was."),
    (0, 1, "bet 1", "player-turn", "It is your turn to act, not Ada's."),
    (1, 0, "bet 1", "player-turn", "It is Ada's turn to act, not yours."),
    (2, 1, "bet 1", "player-turn", "It is Ben's turn to act, not Ada's."),
    (3, 0, "bet 1", "bets-before-throw", "The banker has not opened the round yet: bets go down once he has set his "
                                         "limits and opened."),
    (6, 0, "bet 1", "bets-before-throw", "The banker has thrown: bets for this round are closed until the next round "
                                         "opens."),
    (8, 0, "bet 1", "bets-before-throw", "The banker has thrown: bets for this round are closed until the next round "
                                         "opens."),
    (6, 1, "give-up", "bank-early", "The banker cannot give up the bank in the middle of a round: a play is "
                                    "unfinished on the table. He may pass it to his left between rounds."),
]


@pytest.mark.rules("out-of-turn", "player-turn", "bets-before-throw", "bank-early")
@pytest.mark.parametrize("at,seat,action,rule,reason", OUT_OF_TURN)
def test_what_a_seat_out_of_turn_is_told(at, seat, action, rule, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.check_turn(_states()[at], seat, action)
    assert (info.value.rule.id, info.value.reason) == (rule, reason)


def test_a_seat_in_turn_and_the_banker_between_rounds_may_act():
    states = _states()
    GAME.check_turn(states[4], 2, "bet 1")
    GAME.check_turn(states[10], 1, "give-up")
    GAME.check_turn(states[10], 1, "open")


@pytest.mark.rules("session", "settle")
def test_the_session_ends_when_one_player_holds_every_chip():
    """Two players, two chips each: Ada banks (22 to your 6), you bet both chips, her Natural beats your point 0."""
    v = ChemVariant(players=2, chips=2, rounds_per_bank=1, banks_each=1)
    s = GAME.new_game(v, 1, _scarney.parse_deal("1-1-1-3-x 6-6-6-4-x 6-6-4-1-x 6-6-6-6-6"))
    for a in ("throw", "throw", "limits 1-2", "bet 2", "throw", "throw"):
        s = GAME.apply(s, GAME.parse_action(a))
    assert (s.phase, s.to_act, s.chips) == ("over", None, (0, 4))
    out = GAME.outcome(s)
    assert out.winners == (1,) and out.scores == {0: 0.0, 1: 4.0}
    assert out.summary == "Session over: Ada finishes ahead. Chips: Ada 4, You 0."
    for check in (lambda: GAME.check(s, "throw"), lambda: GAME.check_turn(s, 0, "throw")):
        with pytest.raises(IllegalAction) as info:
            check()
        assert (info.value.rule.id, info.value.reason) == ("game-over", "The session is over: start a new one to "
                                                                        "play again.")


@pytest.mark.rules("limits", "player-chips", "session")
def test_the_banks_limits_and_a_players_chips_at_their_edges():
    states = _states()
    GAME.check(states[3], "limits 2-2")                   # the least bet may equal the most
    broke = states[3]._replace(chips=(4, 0, 4))
    with pytest.raises(IllegalAction) as info:
        GAME.apply(broke, "limits 1-3")
    assert (info.value.rule.id, info.value.reason) == ("session", "Ada has no chips to bank with: the bank passes on.")
    short = states[4]._replace(chips=(4, 4, 2))           # Ben holds 2 chips; the limits are 1 to 3
    with pytest.raises(IllegalAction) as info:
        GAME.apply(short, "bet 3")
    assert (info.value.rule.id, info.value.reason) == ("player-chips", "Ben has only 2 chips to bet.")
    assert GAME.can_bet(states[4]._replace(chips=(1, 4, 1)), 2)          # exactly the least bet: he may bet
    for have, choices in ((0, []), (1, [(1, 1)]), (2, [(1, 2)]), (5, [(1, 2), (1, 5)])):
        assert GAME.limit_choices(states[3]._replace(chips=(4, have, 4))) == choices


@pytest.mark.parametrize("text,reason", [
    ("", "Write an action, like 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or 'give-up'."),
    ("throw x", "'throw x': a throw may name its shooter's seat as a number."),
    ("throw 1 2", "'throw 1 2' is not an action here: write 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or "
                  "'give-up'."),
    ("bet --3", "'bet --3' is not an action here: write 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or "
                "'give-up'."),
    ("limits -5", "'limits -5' is not an action here: write 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or "
                  "'give-up'."),
    ("open 2", "'open 2' is not an action here: write 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or "
               "'give-up'."),
])
def test_the_notations_refusals_word_for_word(text, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert (info.value.rule.id, info.value.reason) == ("notation", reason)


def test_the_notation_reads_signs_seats_and_limits():
    assert [GAME.parse_action(t) for t in ("bet -3", "BET 07", "Throw 2", "limits 2-10", "give-up")] == [
        "bet -3", "bet 7", "throw 2", "limits 2-10", "give-up"]
    assert GAME.deal_from_text("6-x") == ((6, 0),)
    assert len({GAME.dice(GAME.new_game(ChemVariant(), seed), 5) for seed in range(6)}) > 1
    assert GAME.new_game(ChemVariant()).seed == 0


@pytest.mark.rules("order-by-throw", "out-of-turn", "player-turn")
def test_a_throw_naming_its_own_shooter_is_a_throw():
    states = _states()
    assert GAME.apply(states[0], GAME.parse_action("throw 0")) == states[1]
    with pytest.raises(IllegalAction) as info:
        GAME.check_turn(states[0], 2, "")
    assert (info.value.rule.id, info.value.reason) == ("player-turn", "It is your turn to act, not Ben's.")
    with pytest.raises(IllegalAction):
        GAME.parse_action("hop 1-2")
    seating = GAME.view(states[0], 0)
    assert seating["points"] == [None, None, None] and seating["banker"] is None
    assert (GAME.seats(V), GAME.seat_name(V, 2)) == (3, "Ben")


@pytest.mark.rules("session")
def test_the_session_is_decided_only_when_one_player_has_chips():
    s = _states()[3]
    assert not GAME._decided(s._replace(chips=(1, 7, 0)))      # a single chip still plays
    assert not GAME._decided(s._replace(chips=(2, 2, 4)))
    assert GAME._decided(s._replace(chips=(0, 8, 0)))


def test_only_the_learners_last_bet_with_no_throw_since_may_be_taken_back():
    assert GAME.undoable_bet(["bet 2", "bet 1"], [2, 0], 0)
    assert not GAME.undoable_bet(["bet 2", "bet 1", "throw"], [2, 0, 1], 0)
    assert GAME.undoable_bet(["throw", "bet 2"], [1, 0], 0)
    assert not GAME.undoable_bet(["limits 1-3", "bet 2"], [1, 2], 0)     # nothing of the learner's


@pytest.mark.rules("bank-early", "session", "five-rounds")
def test_the_bank_passes_left_to_a_player_with_chips():
    opening = _states()[3]                                   # Ada's bank, before her limits; Ben is on her left
    assert GAME.apply(opening._replace(chips=(4, 4, 0)), "give-up").banker == 0     # Ben has nothing: to You
    assert GAME.apply(opening._replace(chips=(4, 4, 1)), "give-up").banker == 2     # one chip is enough
    last = GAME.apply(opening._replace(bank_no=3), "give-up")                     # the third and last bank
    assert (last.phase, last.to_act) == ("over", None)


@pytest.mark.rules("player-chips", "player-turn")
def test_a_player_who_could_not_bet_sits_the_round_out():
    """You have no chips: Ben alone bets; after his draw the round is over and Ada opens the next."""
    s = GAME.apply(_states()[3]._replace(chips=(0, 4, 4)), GAME.parse_action("limits 1-3"))
    for a in ("bet 2", "throw", "throw", "draw"):
        s = GAME.apply(s, GAME.parse_action(a))
    assert (s.phase, s.to_act, s.rounds_done) == ("open", 1, 1)
    view = GAME.view(s, 0)
    assert view["points"] == [None, None, None] and view["banker_point"] is None      # a new round, no points
    nobody = GAME.apply(_states()[3]._replace(chips=(1, 4, 1)), GAME.parse_action("limits 2-3"))
    assert (nobody.phase, nobody.rounds_done, nobody.lines) == ("open", 1, ())     # no one can bet 2: no plays


@pytest.mark.rules("bet-limits", "limits", "bets-before-throw", "out-of-turn", "bank-early")
def test_every_probe_is_refused_with_a_rule():
    rules = {}
    for at in (3, 4, 6):
        s = _states()[at]
        legal = set(GAME.legal_actions(s))
        rules[at] = set()
        for probe in GAME.probe_actions(s):
            if probe in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                GAME.apply(s, probe)
            rules[at].add(info.value.rule.id)
    assert rules == {3: {"five-rounds", "bets-before-throw", "limits", "out-of-turn"},
                     4: {"bets-before-throw", "bank-early", "bet-limits", "out-of-turn"},
                     6: {"must-draw", "bank-early", "bets-before-throw", "player-turn", "out-of-turn"}}


def test_the_bench_plays_checked_games():
    out = GAME.bench(ChemVariant(players=2, chips=2, rounds_per_bank=1), 0.05)
    assert out["games"] >= 1 and "apply (check + step)" in out["loop"]
