"""Domino Euchre's set and engine at their edges (engine/games/domino_euchre/): found untested by the
mutation run (tests/audit/mutation.py). The deck's functions are also called directly (the odds, the words, the
view's order of a hand), not only through the tables built from them at import, so they are held here to the
text's tables (tests/engine/test_domino_euchre.py: TRUMP_ROWS, SUIT_ROWS), not to the engine's own tables."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.games.domino_euchre import game as G
from engine.games.domino_euchre.rules import DominoEuchreVariant as V
from engine.tricks import NO_TRUMP
from tests.engine.test_domino_euchre import DEAL, SUIT_ROWS, TRUMP_ROWS, fixed, play, tiles


def _numbers(c: int) -> set[int]:
    d = D.TILES[c]
    return {d.high, d.low}


@pytest.mark.rules("trump-length", "left-bower")
@pytest.mark.parametrize("trump", range(7))
def test_rule_the_trumps_are_the_trump_number_and_the_next_lower_doublet(trump):
    assert {c for c in range(D.N_TILES) if D.is_trump(c, trump)} == set(tiles(TRUMP_ROWS[trump]))
    assert not any(D.is_trump(c, NO_TRUMP) for c in range(D.N_TILES))   # before trumps are made: none
    assert D.suit_order(trump, trump) == tiles(TRUMP_ROWS[trump])       # trumps led: the trump row


@pytest.mark.rules("trump-only", "follow-either")
@pytest.mark.parametrize("trump", [NO_TRUMP, *range(7)])
def test_rule_a_tile_follows_either_of_its_numbers_and_a_trump_only_trumps(trump):
    trumps = set(tiles(TRUMP_ROWS[trump])) if trump >= 0 else set()
    for c in range(D.N_TILES):
        for suit in range(7):
            want = suit == trump if c in trumps else suit in _numbers(c)
            assert D.belongs(c, suit, trump) == want, (D.TEXT[c], suit, trump)


@pytest.mark.rules("trump-order", "rank-in-suit", "trick")
@pytest.mark.parametrize("trump", [NO_TRUMP, *range(7)])
@pytest.mark.parametrize("led", range(7))
def test_rule_strength_ranks_every_tile_as_the_texts_tables_do(trump, led):
    """In a trick led in ``led``: the trump row (the right bower, the left, then by the other number), then the
    suit led's row less its trumps (the doublet, then by the other number), each strictly above the next; every other
    tile below them all, and below nothing (it cannot win)."""
    trumps = tiles(TRUMP_ROWS[trump]) if trump >= 0 else []
    if led == trump:
        ranked = trumps
    else:
        ranked = trumps + [c for c in tiles(SUIT_ROWS[led]) if c not in trumps]
    power = [D.strength(c, led, trump) for c in ranked]
    assert all(a > b for a, b in zip(power, power[1:], strict=False)), [D.TEXT[c] for c in ranked]
    rest = [D.strength(c, led, trump) for c in range(D.N_TILES) if c not in ranked]
    assert rest and max(rest) < 0 <= min(power)


@pytest.mark.parametrize("trump,hand,shown", [
    (0, "6-4 3-0 6-6 5-2 6-1", "6-6 3-0 6-4 6-1 5-2"),        # blanks trumps: the 6-6 (left bower) heads the trumps
    (6, "6-4 3-0 5-5 5-2 4-1 4-4", "5-5 6-4 5-2 4-4 4-1 3-0"),  # sixes: the 5-5 is a trump, the fours keep their doublet
    (NO_TRUMP, "6-4 3-0 6-6 5-2 6-1", "6-6 6-4 6-1 5-2 3-0"),  # before trumps are made: by the higher number
])
def test_a_hand_is_shown_trumps_first_best_first_then_by_higher_number_best_first(trump, hand, shown):
    assert sorted(tiles(hand), key=lambda c: D.display_key(c, trump)) == tiles(shown)


# -- the engine (game.py): what a seat is told, what it sees, what it may not do ------------------------------------
V4 = V()
REFUSALS = {   # the state the action is tried in: the fixed deal's seat 0 to bid (seat 3 deals; the turn-up 5-3)
    "bid1": lambda: fixed(GAME, V4, DEAL),
    "bid2": lambda: play(GAME, fixed(GAME, V4, DEAL), *["pass"] * 4),
    "exchange": lambda: play(GAME, fixed(GAME, V(take_up="dealer"), DEAL), "pass", "accept"),
    "play": lambda: play(GAME, fixed(GAME, V4, DEAL), "pass", "accept"),
    "three": lambda: GAME.new_game(V(players=3), 3),
    "over": lambda: GAME.new_game(V4, 1)._replace(phase="over", to_act=None),
}
BID1_HELP = "the first round of bidding is on: pass, or accept fives ('accept')"
BID2_HELP = "the second round is on: pass, or name a suit ('name 4')"
EXCHANGE_HELP = "Caleb may take the turn-up 5-3 ('exchange 6-4' or 'leave')"
PLAY_HELP = "the hand is being played: play a tile ('play 6-4')"
NOT_NOTATION = "'dance' is not written in this game's notation: write 'pass', 'accept', 'name 4', 'call 3' or 'play 6-4'."
EACH = ("Each plays for himself at this table: the maker already plays against all the others, with no partner to lay "
        "down.")


@pytest.mark.rules("alone-maker", "bid-first", "bid-second", "turned-down-suit", "take-up", "hold", "each-for-himself")
@pytest.mark.parametrize("where,action,rule,reason", [
    ("bid1", "alone", "alone-maker",
     "Only a player making trumps may play alone, and he says so as he makes them: 'accept alone'."),
    ("bid1", "name 4", "bid-first", "In the first round only the proposed suit, fives, can be made: accept it or pass."),
    ("bid1", "name 5", "bid-first", "In the first round only the proposed suit, fives, can be made: accept it or pass."),
    ("bid1", "leave", "take-up", f"Nobody is taking the turn-up now: {BID1_HELP}."),
    ("bid1", "play 6-6", "bid-first", f"It is not time to play a tile: {BID1_HELP}."),
    ("bid1", "call 3", "turn", "Partners are fixed at this table: nobody calls a partner suit."),
    ("bid1", "dance", "notation", NOT_NOTATION),
    ("bid1", 7, "notation", "An action must be written as text, like 'pass' or 'play 6-4'."),
    ("bid2", "alone", "alone-maker",
     "Only a player making trumps may play alone, and he says so as he makes them: 'name 4 alone'."),
    ("bid2", "accept", "bid-second", "The 5-3 was turned down: in the second round name another suit, or pass."),
    ("bid2", "accept alone", "bid-second", "The 5-3 was turned down: in the second round name another suit, or pass."),
    ("bid2", "name 5", "turned-down-suit",
     "Fives were proposed by the turn-up 5-3 and passed: in the second round name any other suit."),
    ("bid2", "exchange 6-6", "take-up", f"Nobody is taking the turn-up now: {BID2_HELP}."),
    ("bid2", "play 6-6", "bid-second", f"It is not time to play a tile: {BID2_HELP}."),
    ("exchange", "pass", "take-up", f"There is no passing now: {EXCHANGE_HELP}."),
    ("exchange", "accept", "take-up", f"Trumps are already made: {EXCHANGE_HELP}."),
    ("exchange", "name 4", "take-up", f"Trumps are already made: {EXCHANGE_HELP}."),
    ("exchange", "exchange 6-6", "hold", "You do not hold the 6-6: give one of your own tiles for the turn-up."),
    ("exchange", "play 6-6", "take-up", f"It is not time to play a tile: {EXCHANGE_HELP}."),
    ("play", "pass", "turn", f"There is no passing now: {PLAY_HELP}."),
    ("play", "accept", "turn", f"Trumps are already made: {PLAY_HELP}."),
    ("play", "name 4 alone", "turn", f"Trumps are already made: {PLAY_HELP}."),
    ("play", "leave", "take-up", f"Nobody is taking the turn-up now: {PLAY_HELP}."),
    ("play", "play 6-6", "hold", "You do not hold the 6-6."),
    ("three", "alone", "each-for-himself", EACH),
    ("three", "name 4 alone", "each-for-himself", EACH),
    ("three", "name 4", "bid-first", "In the first round only the proposed suit, ones, can be made: accept it or pass."),
    ("over", "pass", "game-over", "The game is over: start a new game to play again."),
])
def test_each_refusal_names_its_rule_and_says_why(where, action, rule, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.check(REFUSALS[where](), action)
    assert (info.value.rule.id, info.value.reason) == (rule, reason)


@pytest.mark.parametrize("text,action", [("name sixes", "name 6"), ("name Sixes", "name 6"), ("name SIX", "name 6"),
                                         ("name blank", "name 0"), ("name blanks alone", "name 0 alone"),
                                         ("name 0", "name 0"), ("call fours", "call 4")])
def test_a_suit_is_named_by_its_word_singular_or_plural_or_its_number(text, action):
    assert GAME.parse_action(text) == action


@pytest.mark.parametrize("text,reason", [
    ("name 7", "'7' is not a suit: write a number 0–6 (0 for blanks)."),
    ("name sixe", "'sixe' is not a suit: write a number 0–6 (0 for blanks)."),
    ("call 3 alone", "A partner suit is called plainly: 'call 3'."),
    ("play 7-7", "'7-7' is not a domino: write two numbers 0–6 like 6-4"),
    ("  ", "Write an action, like 'pass', 'accept', 'name 4' or 'play 6-4'."),
    ("dance a jig", "'dance a jig' is not an action here: write 'pass', 'accept', 'accept alone', 'name 4', "
                    "'name 4 alone', 'exchange 6-4', 'leave', 'call 3' or 'play 6-4'."),
])
def test_bad_notation_says_what_to_write(text, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert (info.value.rule.id, info.value.reason) == ("notation", reason)


@pytest.mark.parametrize("text,message", [
    ("6-6 | 5-5", "write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up"),
    ("6-6 5-5 4-4 3-3 2-2 | 6-5 6-4 6-3 6-2 6-1 / 0-0 1-1", "name exactly one turn-up tile after '/'"),
    ("6-6 5-5 4-4 3-3 2-2 | 6-5 6-4 6-3 6-2 / 0-0", "each hand of a fixed deal must have five tiles"),
    ("6-6 5-5 4-4 3-3 2-2 | 6-5 6-4 6-3 6-2 6-6 / 0-0", "a tile appears twice in the fixed deal"),
    ("6-6 5-5 4-4 3-3 2-2 / 0-0", "the fixed deal has 1 hands; this table seats 2"),
])
def test_a_bad_fixed_deal_says_what_is_wrong(text, message):
    with pytest.raises(ValueError) as info:
        GAME.new_game(V(players=2), 1, GAME.deal_from_text(text))
    assert str(info.value) == message


@pytest.mark.rules("deal")
def test_a_fixed_deal_reads_commas_and_leaves_the_rest_out_of_play():
    s = GAME.new_game(V(players=2), 1, GAME.deal_from_text("6-6,5-5,4-4,3-3,2-2|6-5 6-4 6-3 6-2 6-1/0-0"))
    assert GAME.deal_to_text(s) == "2-2 3-3 4-4 5-5 6-6 | 6-1 6-2 6-3 6-4 6-5 / 0-0"
    assert sorted(GAME.ledger(s)) == list(range(28)) and s.stock.bit_count() == 17   # 28 - 2 hands - the turn-up
    s = GAME.new_game(seed=3)
    assert (s.variant, s.seed, s.phase, s.to_act, s.deal_no, s.dealer, s.scores) == (V4, 3, "bid1", 0, 0, 3, (0, 0))
    assert (s.turnup_state, s.trump, s.maker, s.alone, s.out, s.exchanger, s.discard, s.partner, s.leader) == \
        ("up", -1, -1, False, 0, -1, -1, -1, -1)
    assert GAME.new_game().seed == 0 and GAME.seats(None) == 4 and GAME.seats(V(players=3)) == 3


@pytest.mark.rules("throw-in", "bid-second", "alone", "lead-maker")
def test_thrown_in_scores_nothing_and_a_suit_named_alone_lays_the_partner_down():
    s = play(GAME, fixed(GAME, V4, DEAL), *["pass"] * 4)
    assert s.turnup_state == "down" and GAME.view(s, 0)["turnup_state"] == "down"
    thrown = play(GAME, s, *["pass"] * 4)
    assert thrown.results[-1] == ("Hand 1: thrown in, all passed twice; You deal next.", (0, 0))
    lone = play(GAME, s, "pass", "name 2 alone")
    assert (lone.alone, lone.out, lone.maker, lone.trump, lone.to_act, lone.leader) == (True, 1 << 3, 1, 2, 1, 1)
    assert lone.bids[-1] == (1, "name 2 alone") and GAME.makers_name(lone) == "Abner"
    side = play(GAME, s, "pass", "name 2")
    assert (side.alone, side.out, side.leader, side.trick, side.tricks) == (False, 0, 1, (), ())
    assert GAME.makers_name(side) == "Abner and Caleb"


def _mid_hand():
    """The dealer takes the 5-3 for his 6-1; fives trumps; the first trick and one tile of the second played."""
    s = play(GAME, fixed(GAME, V(take_up="dealer"), DEAL), "pass", "accept", "exchange 6-1")
    return play(GAME, s, "play 4-2", "play 5-5", "play 5-3", "play 5-2", "play 4-4")


def test_the_view_is_the_seats_own_cards_and_the_table_as_everyone_saw_it():
    s = _mid_hand()
    assert GAME.view(s, 3) == {
        "game": "domino-euchre", "seat": 3, "players": 4, "names": ["You", "Abner", "Bess", "Caleb"],
        "variant": {"game": 5, "lead": "maker", "lone_short": 1, "players": 4, "take_up": "dealer"},
        "sides": [[0, 2], [1, 3]], "side_of": [0, 1, 0, 1], "partnership": True, "game_points": 5,
        "lead_rule": "maker", "take_up": "dealer", "phase": "play", "to_act": 3, "dealer": 3, "deal_no": 0,
        "hand": ["6-3", "6-2", "3-3", "2-2"],     # no trumps left: sixes, threes, twos, best first
        "counts": [4, 4, 3, 4], "turnup": "5-3", "turnup_state": "taken", "proposed": 5, "trump": 5, "maker": 1,
        "alone": False, "out": [], "bids": [[0, "pass"], [1, "accept"]], "exchanger": 3, "discard": "6-1",
        "leader": 2, "trick": [[2, "4-4"]],
        "tricks": [{"tiles": [[1, "4-2"], [2, "5-5"], [3, "5-3"], [0, "5-2"]], "winner": 2}],   # the right bower
        "won": [0, 0, 1, 0], "scores": [0, 0], "results": [],
    }
    mine = GAME.view(s, 0)
    assert mine["hand"] == ["6-6", "3-0", "2-1", "1-1"] and mine["discard"] is None    # only its giver sees it
    before = GAME.view(fixed(GAME, V4, DEAL), 1)
    assert (before["trump"], before["maker"], before["exchanger"], before["leader"]) == (None, None, None, None)
    assert before["hand"] == ["6-4", "4-3", "4-2", "2-0", "0-0"]                 # by the higher number, best first
    assert GAME.view(fixed(GAME, V4, DEAL), -1)["hand"] == []                    # no seat: no hand


def test_hidden_from_a_seat_is_every_other_hand_the_stock_and_anothers_discard():
    s = _mid_hand()
    played_or_seen = {"4-2", "5-5", "5-3", "5-2", "4-4"}
    for seat in range(4):
        own = set(GAME.view(s, seat)["hand"])
        want = {D.TEXT[c] for c in range(28)} - own - played_or_seen - ({"6-1"} if seat == 3 else set())
        assert GAME.hidden_from(s, seat) == want, seat
    assert sorted(GAME.ledger(s)) == list(range(28))          # the 6-1 is counted once, the taken 5-3 once


@pytest.mark.rules("game")
def test_the_outcome_before_the_end_gives_each_seat_its_sides_score():
    o = GAME.outcome(GAME.new_game(V4, 1)._replace(scores=(3, 1)))
    assert (o.summary, o.winners, o.scores) == ("The game is not over yet.", (), {0: 3, 1: 1, 2: 3, 3: 1})
    assert [GAME.seat_name(V4, i) for i in (None, -1, 0, 3)] == ["Nobody", "Nobody", "You", "Caleb"]


@pytest.mark.rules("take-up", "lead-eldest", "lead-maker", "alone", "score-alone")
def test_a_tables_facts_made_afresh_order_the_hand(monkeypatch):
    """The table's facts (who may take the turn-up, who leads) and the scale of points are made once per table and
    kept: made afresh here, so that what they are made of is checked, not a copy made earlier."""
    monkeypatch.setattr(G, "_TABLES", {})
    monkeypatch.setattr(G, "_SCALES", {})
    s = play(GAME, fixed(GAME, V(take_up="maker"), DEAL), "pass", "accept")
    assert (s.phase, s.to_act, s.exchanger) == ("exchange", 1, 1)
    s = play(GAME, s, "leave")
    assert (s.phase, s.to_act, s.leader) == ("play", 1, 1)
    s = play(GAME, fixed(GAME, V(lead="eldest"), DEAL), "pass", "accept alone")
    assert (s.to_act, s.out) == (2, 1 << 3)                 # the lone player's left, his partner laid down
    s = play(GAME, fixed(GAME, V(players=3, lead="eldest"), "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | "
                                                            "5-5 4-4 6-5 5-4 5-1 / 5-3"), "pass", "accept")
    assert (s.maker, s.to_act) == (1, 0)                    # seat 2 deals: seat 0 leads
    assert GAME.hand_points(V(lone_short=2), 4, True) == (2, 0) and GAME.hand_points(V4, 4, True) == (1, 0)



# -- the second mutation run's survivors (game.py): a new deal forgets the last hand, the edges of seat 0 and blanks --
from engine.core.words import seated  # noqa: E402
from engine.games.call_ace import GAME as CALL_ACE  # noqa: E402
from engine.games.call_ace import CallAceVariant as CV  # noqa: E402
from tests.engine.test_call_ace import DEAL5  # noqa: E402

FRESH = {"turnup_state": "up", "trump": -1, "maker": -1, "alone": False, "out": 0, "bids": (), "exchanger": -1,
         "discard": -1, "partner_suit": -1, "partner": -1, "leader": -1, "trick": (), "tricks": ()}


def _pick(game, s):
    """Trumps made at once (alone where allowed), the turn-up taken for the first tile held, else the first legal
    action (the first suit callable, the first tile playable)."""
    legal = game.legal_actions(s)
    made = [a for a in ("accept alone", "accept") if a in legal]
    return (made or [a for a in legal if a.startswith("exchange ")] or legal)[0]


def _until(game, s, done):
    for _ in range(200):   # a hand is at most 5 x 5 plays and a few bids: a stuck state fails fast
        if done(s):
            return s
        s = game.apply(s, _pick(game, s))
    raise AssertionError(f"not reached in 200 actions: {s.phase}, deal {s.deal_no}")


@pytest.mark.rules("deal", "alone", "take-up")
@pytest.mark.parametrize("game,variant,deal", [(GAME, V(take_up="dealer"), DEAL), (CALL_ACE, CV(players=5, lone=False), DEAL5)])
def test_rule_a_new_deal_forgets_the_last_hands_trumps_maker_take_up_and_partner(game, variant, deal):
    last = _until(game, fixed(game, variant, deal), lambda s: len(s.tricks) == 4)
    if game is GAME:   # a lone hand with the dealer's take-up: every field of the hand was set
        assert (last.alone, last.out, last.exchanger, last.turnup_state, last.maker) == (True, 1 << 2, 3, "taken", 0)
        assert last.discard >= 0 and last.trump == 5 and last.leader >= 0
    else:              # Call-Ace: a partner suit called
        assert last.partner_suit >= 0 and last.partner >= 0 and last.maker == 0
    nxt = _until(game, last, lambda s: s.deal_no == 1)
    assert nxt.phase == "bid1" and nxt.dealer == 0 and nxt.to_act == 1
    assert {k: getattr(nxt, k) for k in FRESH} == FRESH
    view = game.view(nxt, 3)
    assert (view["trump"], view["maker"], view["exchanger"], view["discard"], view["leader"], view["out"]) == \
        (None, None, None, None, None, [])
    assert sorted(game.ledger(nxt)) == list(range(28))


@pytest.mark.rules("game")
def test_rule_the_game_ends_with_nobody_to_act_and_each_seat_given_its_sides_score():
    s = _until(GAME, fixed(GAME, V4, DEAL)._replace(scores=(4, 4)), lambda s: s.phase == "over")
    assert s.deal_no == 0 and s.to_act is None and GAME.legal_actions(s) == []
    a, b = s.scores
    assert max(a, b) >= 5 and GAME.outcome(s).scores == {0: a, 1: b, 2: a, 3: b}


BLANKS_UP = DEAL.replace("2-0 0-0", "2-0 5-3").replace("/ 5-3", "/ 0-0")   # the 0-0 turned up: blanks proposed


@pytest.mark.rules("alone", "take-up", "lead-maker")
def test_the_view_of_seat_0_making_blanks_alone_and_taking_the_turn_up():
    """Seat 0 and suit 0 are real values, not 'nobody' or 'none': the view must not drop them."""
    s = play(GAME, fixed(GAME, V(take_up="maker"), BLANKS_UP), "accept alone")
    view = GAME.view(s, 1)
    assert (view["trump"], view["maker"], view["exchanger"], view["out"]) == (0, 0, 0, [2])
    view = GAME.view(play(GAME, s, "exchange 5-2"), 1)
    assert (view["phase"], view["leader"], view["to_act"]) == ("play", 0, 0)
    assert GAME.view(s, 4)["hand"] == []      # a seat beyond the table (a watcher) holds nothing


@pytest.mark.rules("take-up")
def test_the_0_0_given_for_the_turn_up_is_hidden_from_the_others_and_counted_once():
    s = play(GAME, fixed(GAME, V(take_up="maker"), DEAL), "pass", "accept", "exchange 0-0")
    assert s.discard == 0 and s.turnup_state == "taken"
    assert "0-0" in GAME.hidden_from(s, 0) and "0-0" not in GAME.hidden_from(s, 1)
    assert all("5-3" not in GAME.hidden_from(s, seat) for seat in range(4))   # the turn-up taken: seen by all
    assert sorted(GAME.ledger(s)) == list(range(28))


SIXES_UP = DEAL.replace("6-3 6-2 6-1", "6-3 6-2 5-3").replace("/ 5-3", "/ 6-1")  # the 6-1 up: sixes, not ones


@pytest.mark.rules("bid-first", "turned-down-suit")
@pytest.mark.parametrize("passes,action,rule,reason", [
    (0, "name 4", "bid-first", "In the first round only the proposed suit, sixes, can be made: accept it or pass."),
    (4, "name 6", "turned-down-suit",
     "Sixes were proposed by the turn-up 6-1 and passed: in the second round name any other suit."),
])
def test_the_proposed_suit_is_the_turn_ups_higher_number_in_the_refusals(passes, action, rule, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.check(play(GAME, fixed(GAME, V4, SIXES_UP), *["pass"] * passes), action)
    assert (info.value.rule.id, info.value.reason) == (rule, reason)


@pytest.mark.rules("turn")
@pytest.mark.rules("turn", "call-partner", game="call-ace")
def test_refusals_in_the_play_name_the_suit_proposed_and_call_ace_phases_their_rules():
    with pytest.raises(IllegalAction) as info:
        GAME.check(REFUSALS["play"](), "name 5")        # the proposed suit, but trumps are made
    assert (info.value.rule.id, info.value.reason) == ("turn", f"Trumps are already made: {PLAY_HELP}.")
    s = play(CALL_ACE, fixed(CALL_ACE, CV(players=5), DEAL5), "accept")
    assert s.phase == "call"
    for state, rule in ((s, "call-partner"), (play(CALL_ACE, s, CALL_ACE.legal_actions(s)[0]), "turn")):
        with pytest.raises(IllegalAction) as info:
            CALL_ACE.check(state, "pass")
        assert info.value.rule.id == rule, state.phase


def test_a_plural_is_read_by_its_trailing_s():
    assert GAME.parse_action("name sixs") == "name 6" and GAME.parse_action("name blankss") == "name 0"


def test_at_a_shared_table_seat_0_is_its_players_name_or_the_computers():
    with seated([None, "Ann", None, None], me=1):
        assert [GAME.seat_name(V4, i) for i in range(4)] == ["Hiram", "You", "Bess", "Caleb"]
    with seated(["Zeb", None, None, None], me=2):
        assert [GAME.seat_name(V4, i) for i in range(4)] == ["Zeb", "Abner", "You", "Caleb"]


@pytest.mark.rules("lead-maker", "take-up")
@pytest.mark.rules("call-partner", "take-up", game="call-ace")
def test_fresh_tables_a_lone_maker_leads_with_no_lone_defence_and_call_ace_calls(monkeypatch):
    monkeypatch.setattr(G, "_TABLES", {})
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept alone")
    assert (s.phase, s.maker, s.leader, s.to_act) == ("play", 1, 1, 1)   # Domino Euchre has no lone defence
    s = play(CALL_ACE, fixed(CALL_ACE, CV(players=5, take_up="dealer"), DEAL5), "pass", "accept")
    assert (s.phase, s.to_act) == ("exchange", 4)
    s = play(CALL_ACE, s, CALL_ACE.legal_actions(s)[1])
    assert (s.phase, s.to_act) == ("call", 1)            # the maker calls, not the dealer who took the turn-up


def test_a_fixed_deal_with_two_slashes_names_the_stray_slash():
    """The turn-up is what follows the last '/': an earlier one is read as a tile of the hands, and refused."""
    with pytest.raises(ValueError) as info:
        GAME.deal_from_text("6-6 5-5 4-4 3-3 2-2 | 6-5 6-4 6-3 6-2 6-1 / 1-1 / 0-0")
    assert str(info.value) == "'/' is not a domino: write two numbers 0–6 like 6-4"


def test_refuse_never_returns_quietly_even_for_an_action_it_cannot_fault():
    """``check`` relies on ``refuse`` raising: an action none of its clauses faults still gets a refusal (the last
    line), never a silent pass."""
    with pytest.raises(IllegalAction) as info:
        GAME.refuse(_mid_hand(), "play 6-3")    # Caleb holds it, and no four to follow the 4-4 led
    assert (info.value.rule.id, info.value.reason) == \
        ("notation", f"'play 6-3' is not an action in Domino Euchre now: {PLAY_HELP}.")
