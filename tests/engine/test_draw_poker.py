"""Draw Poker after Schenck: one test per rule (the rule id is in each name or docstring), and the harness."""

import copy
import json

import pytest

from engine.core.errors import IllegalAction
from engine.core.record import as_json_value
from engine.core.table import Table
from engine.games.draw_poker import GAME, RULES, DrawPokerVariant
from tests.harness import protocol_tests

test_protocol = protocol_tests(GAME, [
    DrawPokerVariant(deals=3),
    DrawPokerVariant(seats=2, deals=3, ranking="no-sequences"),
    DrawPokerVariant(seats=7, deals=2, chips=6, limit=0),
    DrawPokerVariant(seats=3, ante=2, chips=9, deals=4, ranking="straight-below-threes", ace="low-only"),
], max_examples=25)

# Three players: seat 2 deals, seat 0 is the ante man; going in runs 1, 2, 0; the draw 0, 1, 2.
DEAL3 = "QS QH 7D 4C 2S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"


def start(deal=DEAL3, **kw):
    v = DrawPokerVariant(seats=kw.pop("seats", 3), **kw)
    return GAME.new_game(v, seed=11, deal=GAME.deal_from_text(deal) if deal else None)


def play(s, *actions):
    for a in actions:
        s = GAME.apply(s, GAME.parse_action(a))
    return s


def refused(s, action, rule_id, words=""):
    before = copy.deepcopy(s)
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, GAME.parse_action(action))
    assert exc.value.rule is not None and exc.value.rule.id == rule_id, exc.value.rule
    assert words.lower() in exc.value.reason.lower(), exc.value.reason
    assert s == before
    return exc.value


@pytest.mark.rules("deal", "ante")
def test_deal_and_ante():
    """Rules 'deal' and 'ante': five cards each; the player at the dealer's left puts up the ante."""
    s = start()
    assert s.dealer == 2 and s.ante_man == 0
    assert s.stakes == (1, 0, 0) and s.purses == (49, 50, 50)
    assert all(len(h) == 5 for h in s.hands) and len(s.stock) == 52 - 15
    assert s.phase == "going-in" and s.to_act == 1


@pytest.mark.rules("going-in", "in-turn")
def test_going_in_costs_double_the_ante():
    """Rule 'going-in': going in puts up twice the ante; throwing up leaves the cards face down."""
    s = play(start(), "go-in")
    assert s.stakes == (1, 2, 0) and s.to_act == 2
    assert GAME.legal_actions(s)[:2] == ["throw-up", "go-in"]
    s = play(s, "throw-up")
    assert s.status == ("in", "in", "out")


@pytest.mark.rules("making-good", "last-in")
def test_making_good_and_forfeiting():
    """Rule 'making-good': the ante man makes good (the rest of double the ante) or forfeits his ante."""
    s = play(start(), "go-in", "throw-up")
    assert s.to_act == 0 and "make-good" in GAME.legal_actions(s)
    made = play(s, "make-good")
    assert made.stakes == (2, 2, 0) and made.phase == "draw"
    lost = play(s, "throw-up")        # forfeits: seat 1 is alone and takes the pool unseen
    assert lost.purses == (49, 51, 50) and lost.result.shown is False
    assert "forfeit the ante" in GAME.describe(s, "throw-up")


@pytest.mark.rules("last-in")
def test_nobody_goes_in_ante_back():
    """Rule 'last-in': if every other player throws up, the ante man takes back his ante."""
    s = play(start(), "throw-up", "throw-up")
    assert s.purses == (50, 50, 50) and s.phase == "showdown" and s.to_act == 0   # seat 0 deals next


@pytest.mark.rules("raising", "in-turn")
def test_raising_when_going_in():
    """Rule 'raising': a raise makes everyone else come up to it or abandon his share."""
    s = play(start(), "raise 3")
    assert s.stakes == (1, 5, 0) and s.high == 5
    s = play(s, "go-in")                          # seat 2 goes in at the raised price
    assert s.stakes == (1, 5, 5)
    s = play(s, "raise 2")                        # the ante man makes good and raises 2
    assert s.stakes == (7, 5, 5) and s.to_act == 1
    assert GAME.legal_actions(s)[1] == "see"      # seat 1 must come up to the increase
    s = play(s, "see", "see")
    assert s.phase == "draw" and s.stakes == (7, 7, 7)


@pytest.mark.rules("in-turn")
def test_in_turn_refused_at_the_table():
    """Rule 'in-turn': the learner cannot act out of turn; nothing changes."""
    t = Table.new(GAME, DrawPokerVariant(seats=3), seed=4)
    assert t.state.to_act == 1
    before = t.record
    with pytest.raises(IllegalAction) as exc:
        t.act("go-in")
    assert "not your turn" in exc.value.reason and exc.value.rule is not None
    assert t.record == before


@pytest.mark.rules("seeing", "raising")
def test_raise_below_what_is_owed():
    """Rule 'seeing': after a bet, a smaller bet is refused with what is owed."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand", "bet 5")
    assert s.to_act == 1
    refused(s, "bet 2", "seeing", "you owe to see")
    refused(s, "raise 0", "raising", "at least one chip")


@pytest.mark.rules("table-stakes")
def test_more_chips_than_held():
    """Rule 'table-stakes': no one bets more chips than he holds."""
    s = start(chips=6, limit=0)
    refused(s, "raise 5", "table-stakes", "you hold only")


@pytest.mark.rules("limit")
def test_limit():
    """Rule 'limit': no raise above the agreed limit."""
    s = start(limit=4)
    refused(s, "raise 5", "limit", "limit is 4")
    assert "raise 4" in GAME.legal_actions(s) and "raise 5" not in GAME.legal_actions(s)


@pytest.mark.rules("table-stakes")
def test_table_stakes_cap_by_poorest_player():
    """Rule 'table-stakes': nobody raises beyond what every player still in can meet."""
    s = start(limit=0)
    s = GAME.new_game(DrawPokerVariant(seats=3, limit=0), seed=3)
    s = s._replace(purses=(9, 40, 40))
    refused(s, "raise 20", "table-stakes", "can meet a stake of only")
    assert f"raise {10 - 2}" in GAME.legal_actions(s)


@pytest.mark.rules("discard-first", "draw")
def test_draw_discards_only_own_cards():
    """Rule 'discard-first': a player throws away only cards he holds; nothing changes on refusal."""
    s = play(start(), "go-in", "go-in", "make-good")
    assert s.phase == "draw" and s.to_act == 0
    refused(s, "draw KS", "discard-first", "do not hold the king of spades")
    s2 = play(s, "draw 7D 4C 2S")
    assert len(s2.hands[0]) == 5 and {c for c in s2.hands[0]} >= {42, 43}   # the queens kept
    assert s2.drawn[0] == 3 and len(s2.discards) == 3


@pytest.mark.rules("draw")
def test_dealer_helps_himself_last():
    """Rule 'draw': the draw goes from the dealer's left; the dealer draws last."""
    s = play(start(), "go-in", "go-in", "make-good")
    assert s.pending == (0, 1, 2)
    s = play(s, "stand", "draw 3S")
    assert s.to_act == 2 == s.dealer


@pytest.mark.rules("discard-first")
def test_draw_never_shows_discards_in_the_log():
    """Rule 'discard-first': the move log says how many cards, never which."""
    s = play(start(), "go-in", "go-in", "make-good")
    line = GAME.describe(s, "draw 7D 4C 2S")
    assert "three cards" in line and "7" not in line and "4" not in line


@pytest.mark.rules("first-bet")
def test_first_bet_ante_man_or_left_of_dealer():
    """Rule 'first-bet': the ante man bets first; if he is out, the first player in to the dealer's left."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand")
    assert s.phase == "betting" and s.to_act == 0 == s.first_bettor
    s = play(start(), "go-in", "go-in", "throw-up", "stand", "stand")
    assert s.phase == "betting" and s.first_bettor == 1


@pytest.mark.rules("holding-age")
def test_holding_the_age():
    """Rule 'holding-age': only the first bettor, only before any bet; the others must bet or lay down."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand")
    assert "hold-age" in GAME.legal_actions(s)
    s = play(s, "hold-age")
    assert s.to_act == 1 and "hold-age" not in GAME.legal_actions(s) and "see" not in GAME.legal_actions(s)
    refused(s, "hold-age", "holding-age", "only the player entitled")
    s = play(s, "bet 3")
    assert s.pending == (2, 0)
    s = play(s, "see")
    assert s.to_act == 0 and GAME.legal_actions(s)[1] == "call"     # the age acts last


@pytest.mark.rules("calling", "ranking", "ties")
def test_call_shows_hands_and_highest_wins():
    """Rules 'calling' and 'ranking': on the call the hands are shown and the highest takes the pool."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand", "bet 2", "see")
    assert GAME.view(s, 1)["shown"] == {}                           # nothing shown before the call
    line = GAME.describe(s, "call")
    s = play(s, "call")
    v = GAME.view(s, 1)
    assert set(v["shown"]) == {"0", "1", "2"} and v["shown"]["0"]["cards"] == ["QS", "QH", "7D", "4C", "2S"]
    assert s.result.winners == (1,) and s.purses == (46, 58, 46)          # kings and nines win 12
    assert "Two pairs, kings over nines, beats one pair, queens" in line


@pytest.mark.rules("last-in")
def test_last_in_wins_without_showing():
    """Rule 'last-in': when all others lay down, the last one takes the pool without showing."""
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand", "bet 2", "lay-down", "lay-down")
    assert s.result.winners == (0,) and s.result.shown is False and s.shown == ()
    text = json.dumps(as_json_value(GAME.view(s, 1)))
    assert '"QS"' not in text                                       # his hand stays unseen


@pytest.mark.rules("divide", "ties")
def test_divided_pool_odd_chip():
    """Rule 'divide': equal hands divide the pool; an odd chip goes to the tied player nearest the dealer's left."""
    s = start("AS KS 9D 7C 4H | AD KD 9C 7H 4S | 2C 3D 5H 8S JC")
    s = play(s, "go-in", "raise 1", "make-good", "see", "stand", "stand", "stand", "bet 1", "see", "lay-down")
    assert s.result.winners == (0, 1) and s.result.amounts == (6, 5) and s.result.pool == 11
    assert s.purses == (52, 51, 47)


@pytest.mark.rules("pack-runs-out")
def test_pack_runs_out_seven_players():
    """Rule 'pack-runs-out': the last card is never dealt; discards are gathered and reshuffled, not one's own."""
    s = GAME.new_game(DrawPokerVariant(seats=7), seed=5)
    while s.phase == "going-in":
        s = play(s, "make-good" if "make-good" in GAME.legal_actions(s) else "go-in")
    own_discards = {}
    while s.phase == "draw":
        seat = s.to_act
        mine = set(s.hands[seat])
        s = play(s, "draw " + " ".join(GAME.view(s, seat)["hand"]))
        assert not (set(s.hands[seat]) & mine), "a player got his own discards back"
        own_discards[seat] = mine
    assert s.reshuffles >= 1
    assert GAME.ledger(s)[1] == tuple(range(52))
    # the harness's step checks hold after a reshuffle too: hidden cards stay out of every view
    from tests.harness import check_step

    check_step(GAME, s, GAME.legal_actions(s), GAME.ledger(s))
    for seat in range(7):
        text = json.dumps(as_json_value(GAME.view(s, seat)))
        assert not any(json.dumps(c) in text for c in GAME.hidden_from(s, seat))


@pytest.mark.rules("sitting-out", "deal")
def test_session_ends_and_sitting_out():
    """Rule 'sitting-out': players short of double the ante sit out; the session ends after its deals."""
    s = GAME.new_game(DrawPokerVariant(seats=3, deals=1), seed=2)
    s = play(s, "throw-up", "throw-up")
    assert GAME.is_over(s) and s.to_act is None
    assert "After 1 deal " in GAME.outcome(s).summary
    s = GAME.new_game(DrawPokerVariant(seats=3), seed=2)
    s = s._replace(purses=(49, 1, 50), phase="showdown", to_act=0)
    s = play(s, "deal")
    assert s.status[1] == "sitting-out" and s.hands[1] == ()


def test_view_hides_other_hands_and_stock():
    s = start()
    text = json.dumps(as_json_value(GAME.view(s, 0)))
    for c in GAME.hidden_from(s, 0):
        assert json.dumps(c) not in text
    assert GAME.view(s, 0)["hand"] == ["QS", "QH", "7D", "4C", "2S"]


def test_bad_fixed_deals():
    for bad in ("QS QH 7D 4C", "QS QH 7D 4C 2S | QS KH 9D 9C 3S", "QS QH 7D 4C ZZ"):
        with pytest.raises(ValueError):
            GAME.deal_from_text(bad)


def test_notation_round_trips_and_refuses_nonsense():
    assert GAME.parse_action("draw 2s 7d") == "draw 7D 2S"
    assert GAME.parse_action("Raise 3") == "raise 3"
    with pytest.raises(IllegalAction):
        GAME.parse_action("fold please")
    with pytest.raises(IllegalAction):
        GAME.parse_action("raise lots")


def test_every_rule_cites_a_known_source():
    for r in RULES:
        assert r.citation


@pytest.mark.parametrize("name", ["draw_poker_schenck", "draw_poker_no_sequences"])
def test_golden_transcripts(name):
    """Recorded sessions (computer players, Schenck's and the 1850s ranking) replay move for move."""
    from pathlib import Path

    from engine.core.record import GameRecord, transcript

    folder = Path(__file__).resolve().parents[1] / "golden"
    record = GameRecord.from_json((folder / f"{name}.json").read_text())
    assert transcript(record) == (folder / f"{name}.txt").read_text().splitlines()
