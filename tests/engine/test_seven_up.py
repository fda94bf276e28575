"""Seven-Up: a test (at least) per rule id, the shared protocol harness over every variant, and bad input."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, new_record, replay
from engine.core.table import Table, load_record_text
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.tricks import bits
from tests.harness import protocol_tests

V2, V3, V4 = SevenUpVariant(), SevenUpVariant(players=3), SevenUpVariant(players=4)
PITCH = GAME.presets["pitch"]

test_protocol = protocol_tests(GAME, [
    V2, V3, V4, PITCH, GAME.presets["hoyle-modernized"],
    SevenUpVariant(players=4, low="taken", game_tie="elder", target=10, pack_out="pass"),
    SevenUpVariant(players=3, gift_three="eldest", gift_out=False, target=11),
    SevenUpVariant(players=4, trumps="pitch", low="taken"),
    SevenUpVariant(players=3, trumps="pitch"),
], max_examples=40)

# Two players: Abner (seat 1) deals, You (seat 0) are the eldest hand. Spades turned.
DEAL2 = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"


def cards(*texts):
    return [D.parse_card(t) for t in texts]


def mask(*texts):
    return sum(1 << c for c in cards(*texts))


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, GAME.parse_action(a))
    return state


def refused(state, action, rule_id):
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, GAME.parse_action(action))
    assert exc.value.rule.id == rule_id, (exc.value.rule.id, exc.value.reason)
    assert exc.value.reason
    return exc.value.reason


def fixed(text, variant=V2, seed=1):
    return GAME.new_game(variant, seed, GAME.deal_from_text(text))


# -- the pack and the deal ---------------------------------------------------------------------------
@pytest.mark.rules("pack")
def test_rule_pack_is_52_cards_ace_high():
    s = GAME.new_game(V4, 3)
    every, n = GAME.ledger(s)
    assert every == D.FULL and n == 52
    assert D.DECK.power[0][0][D.parse_card("AC")] > D.DECK.power[0][0][D.parse_card("KC")]


@pytest.mark.rules("deal", "players")
def test_rule_deal_six_each_three_at_a_time():
    for v in (V2, V3, V4):
        s = GAME.new_game(v, 11)
        assert [h.bit_count() for h in s.hands] == [6] * v.players
        assert s.dealer == v.players - 1 and s.to_act == 0 and s.phase == "stand"
        assert len(s.stock) == 52 - 6 * v.players - 1
    assert V4.sides == ((0, 2), (1, 3)) and V3.sides == ((0,), (1,), (2,))
    with pytest.raises(BadInput):
        GAME.variant_for({"players": 5})


@pytest.mark.rules("deal")
def test_rule_deal_passes_to_the_left():
    s = play(fixed(DEAL2), "stand", *FULL2)
    assert s.dealer == 0 and s.to_act == 1 and len(s.results) == 1


@pytest.mark.rules("turn-up", "stand")
def test_rule_stand_makes_the_turned_suit_trumps():
    s = play(fixed(DEAL2), "stand")
    assert s.phase == "play" and s.trump == 3 and s.to_act == 0


@pytest.mark.rules("turned-jack")
def test_rule_turned_jack_scores_the_dealer_at_once():
    s = fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / JS")
    assert s.scores == (0, 1) and s.events[0].kind == "turned-jack"
    assert "Jack turned" in GAME.view(s, 0)["events"][0]


@pytest.mark.rules("beg-eldest")
def test_rule_only_the_eldest_begs_and_no_second_beg():
    s = play(fixed(DEAL2), "beg")
    assert s.phase == "give" and s.to_act == 1
    assert "No second beg" in refused(s, "beg", "beg-eldest")
    s4 = GAME.new_game(V4, 2)
    assert GAME.legal_actions(s4) == ["stand", "beg"] and s4.to_act == 0
    s4 = play(s4, "stand")
    refused(s4, "beg", "beg-eldest")


@pytest.mark.rules("give")
def test_rule_give_scores_the_eldest_and_keeps_trumps():
    s = play(fixed(DEAL2), "beg", "give")
    assert s.scores == (1, 0) and s.trump == 3 and s.phase == "play"
    assert "too late to refuse" in refused(s, "refuse", "give")
    refused(fixed(DEAL2), "give", "give")


@pytest.mark.rules("gift-three")
def test_rule_three_handed_gift_to_both_adversaries():
    s = play(GAME.new_game(V3, 4), "beg", "give")
    assert s.scores == (1, 1, 0)
    s = play(GAME.new_game(SevenUpVariant(players=3, gift_three="eldest"), 4), "beg", "give")
    assert s.scores == (1, 0, 0)
    s = play(GAME.new_game(V4, 4), "beg", "give")
    assert s.scores == (1, 0)


@pytest.mark.rules("gift-out")
def test_rule_dealer_cannot_give_a_player_out():
    s = play(fixed(DEAL2), "beg")
    s = s._replace(scores=(6, 0))
    assert GAME.legal_actions(s) == ["refuse"]
    assert "put You out" in refused(s, "give", "gift-out")
    free = s._replace(variant=SevenUpVariant(gift_out=False))
    assert GAME.apply(free, "give").phase == "over"


# Running the cards with a controlled stock: two players, clubs refused.
def run_state(stock_texts, turnup="6C", variant=V2):
    s = fixed(f"AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / {turnup}", variant)
    s = play(s, "beg")
    return s._replace(stock=tuple(cards(*stock_texts)))


@pytest.mark.rules("run", "reduce")
def test_rule_run_deals_three_more_and_a_new_turnup_then_reduce():
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "9D", "KC"])
    s = play(s, "refuse")
    assert s.trump == 1 and s.turnup == D.parse_card("9D") and D.TEXT[s.aside[0]] == "6C"
    assert s.phase == "discard" and s.to_act == 0 and s.hands[0].bit_count() == 9
    assert GAME.legal_actions(s)[0].startswith("discard")
    s = play(s, "discard 2H", "discard 3H", "discard 4H")
    assert s.to_act == 1 and s.phase == "discard"
    s = play(s, "discard 5H", "discard 6H", "discard 8H")
    assert s.phase == "play" and [h.bit_count() for h in s.hands] == [6, 6]
    assert "never below six" in refused(s, "discard AS", "reduce")


@pytest.mark.rules("run-again")
def test_rule_run_again_while_the_refused_suit_turns():
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "KC",
                   "2D", "3D", "4D", "5D", "6D", "7D", "9H", "QD"])
    s = play(s, "refuse")
    assert s.trump == 2 and s.turnup == D.parse_card("9H")
    assert [D.TEXT[c] for c in s.aside] == ["6C", "KC"]
    assert s.hands[0].bit_count() == 12


@pytest.mark.rules("run-jack")
def test_rule_run_jack_scores_again_but_not_a_refused_jack():
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "JC",
                   "2D", "3D", "4D", "5D", "6D", "7D", "JH", "QD"])
    s = play(s, "refuse")
    assert s.trump == 2 and s.scores == (0, 1)     # the J♣ of the refused suit scored nothing; the J♥ did
    line = GAME.describe(run_state(["2H", "3H", "4H", "5H", "6H", "8H", "JH", "2D"]), "refuse")
    assert "A jack turned" in line


@pytest.mark.rules("pack-out")
def test_rule_pack_out_bunches_with_the_same_dealer():
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "KC", "2D"])
    s = play(s, "refuse")
    assert s.dealer == 1 and s.deal_no == 1 and s.phase == "stand" and s.results[-1].note == ("pack-out", "bunch")
    v = SevenUpVariant(pack_out="pass")
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "KC", "2D"], variant=v)
    s = play(s, "refuse")
    assert s.dealer == 0 and s.phase == "stand"


@pytest.mark.rules("hold")
def test_rule_hold_only_cards_held():
    s = play(fixed(DEAL2), "stand")
    assert "do not hold the queen of spades" in refused(s, "play QS", "hold")


@pytest.mark.rules("lead", "turn", "trick")
def test_rule_lead_turn_and_trick():
    s = play(fixed(DEAL2), "stand")
    assert s.to_act == 0                      # the eldest leads
    s = play(s, "play KD")
    assert s.to_act == 1                      # to the left
    s = play(s, "play 2S")                    # a trump beats the king led
    assert s.tricks[-1][1] == 1 and s.to_act == 1
    s = play(s, "play 9D", "play 7H")         # not following, not trumping: the nine wins
    assert s.tricks[-1][1] == 1


@pytest.mark.rules("follow-or-trump")
def test_rule_follow_or_trump():
    s = play(fixed(DEAL2), "stand", "play 4C")
    legal = GAME.legal_actions(s)
    assert set(legal) == {"play 5C", "play 8C", "play QS", "play 2S"}   # may trump though able to follow
    reason = refused(s, "play JH", "follow-or-trump")
    assert reason == "You must follow clubs or play a trump: you hold the eight of clubs and five of clubs."
    s = play(fixed(DEAL2), "stand", "play AS")
    assert "follow trumps (spades)" in refused(s, "play 9D", "follow-or-trump")


@pytest.mark.rules("pitch")
def test_rule_pitch_first_card_led_makes_trumps():
    s = fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C", PITCH)
    assert s.phase == "play" and s.turnup == -1 and s.trump == -1
    refused(s, "beg", "pitch")
    s = play(s, "play KD")
    assert s.trump == 1
    assert set(GAME.legal_actions(s)) == {"play 9D"}   # diamonds led and trumps: follow


# -- scoring -------------------------------------------------------------------------------------
def played_out(text=DEAL2, variant=V2, moves=()):
    s = play(fixed(text, variant), "stand", *moves)
    return s


# You take A♠ 2♠; Abner Q♠ 10♠; Abner J♥ 7♥; You K♦ 9♦; You 3♠ 5♣; Abner 8♣ 4♣. Count: You 7, Abner 13.
FULL2 = ("play AS", "play 2S", "play 10S", "play QS", "play JH", "play 7H",
         "play 9D", "play KD", "play 3S", "play 5C", "play 4C", "play 8C")


@pytest.mark.rules("high", "low", "game-count")
def test_rule_high_low_game():
    s = play(fixed(DEAL2), "stand", *FULL2)
    events = s.results[0].events
    kinds = [(e.kind, e.seat) for e in events]
    assert kinds[:2] == [("high", 0), ("low", 1)]         # A♠ dealt to You; 2♠ dealt to Abner (though You took it)
    assert s.results[0].counts == (7, 13)
    assert (events[-1].kind, events[-1].side) == ("game", 1)
    text = GAME.view(s, 0)["results"][0]["lines"]
    assert text[0] == "High: the ace of spades, dealt to You."


@pytest.mark.rules("low")
def test_rule_low_taken_option():
    v = SevenUpVariant(low="taken")
    s = play(fixed(DEAL2, v), "stand", *FULL2)
    low = next(e for e in s.results[0].events if e.kind == "low")
    assert low.seat == 0 and D.TEXT[low.card] == "2S"        # You took the 2♠ with the A♠


@pytest.mark.rules("jack")
def test_rule_jack_to_the_taker_and_nothing_when_out_of_play():
    s = play(fixed(DEAL2), "stand", *FULL2)
    assert not any(e.kind == "jack" for e in s.results[0].events)   # J♠ was not dealt
    deal = "AS 10S 3S KD 4C 7H | QS JS JH 9D 5C 8C / 6S"
    s = play(fixed(deal), "stand", "play AS", "play JS")
    s = play(s, "play 10S", "play QS", "play JH", "play 7H", "play 9D", "play KD", "play 3S", "play 5C",
             "play 4C", "play 8C")
    jack = next(e for e in s.results[0].events if e.kind == "jack")
    assert jack.seat == 0


@pytest.mark.rules("game-tie")
def test_rule_game_tie_no_one_or_the_elder():
    # Each side takes one ten and nothing else that counts: 10 to 10.
    deal = "2S 10H 3C 4C 5C 6C | 3S 10D 7C 8C 9C 2H / 4S"
    moves = ("play 2S", "play 3S", "play 10D", "play 3C", "play 2H", "play 10H", "play 4C", "play 7C",
             "play 8C", "play 5C", "play 9C", "play 6C")
    s = play(fixed(deal), "stand", *moves)
    assert s.results[0].counts == (10, 10)
    assert not any(e.kind == "game" for e in s.results[0].events)
    v = SevenUpVariant(game_tie="elder")
    s = play(fixed(deal, v), "stand", *moves)
    game = next(e for e in s.results[0].events if e.kind == "game")
    assert game.side == 0                                   # You, the elder (non-dealer)


@pytest.mark.rules("one-trump")
def test_rule_one_trump_scores_high_and_low():
    deal = "JS 10H 3C 4C 5C 6C | 3D 10D 7C 8C 9C 2H / 4S"
    s = play(fixed(deal), "stand", "play JS", "play 3D", "play 10H", "play 2H", "play 3C", "play 7C",
             "play 8C", "play 4C", "play 9C", "play 5C", "play 10D", "play 6C")
    kinds = [e.kind for e in s.results[0].events if e.seat == 0]
    assert kinds[:3] == ["high", "low", "jack"]


@pytest.mark.rules("count-order", "game-target")
def test_rule_count_order_first_out_wins():
    s = play(fixed(DEAL2), "stand", *FULL2[:-1])
    s = s._replace(scores=(5, 6))          # You score high (6), Abner low (7): Abner is out first
    s = play(s, FULL2[-1])
    assert s.phase == "over" and s.winner == 1
    out = GAME.outcome(s)
    assert out.winners == (1,) and "Abner wins" in out.summary
    assert SevenUpVariant(target=10).target == 10


# -- bad input, records -------------------------------------------------------------------------
def test_bad_notation_and_game_over():
    s = fixed(DEAL2)
    for text in ("", "dance", "play ZZ", "discard"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(text)
    assert GAME.parse_action("take it") == "give" and GAME.parse_action("I stand") == "stand"
    refused(s, "play AS", "stand")


def test_tampered_record_is_refused():
    rec = new_record(GAME, V2, 1, deal=DEAL2)
    rec = GameRecord(rec.game, rec.variant, rec.seed, ("stand", "play AS", "play JH"), rec.deal)
    with pytest.raises(BadInput, match="move 3"):
        replay(rec)
    data = json.loads(rec.to_json())
    data["actions"] = ["stand", "play QS"]
    with pytest.raises(BadInput):
        load_record_text(json.dumps(data))


def test_table_undo_and_bots_turn():
    t = Table.new(GAME, V2, seed=9, deal=DEAL2, bots={1: None})
    t.act("stand")
    t.act("play AS")
    t.run_bots()
    assert t.can_undo() and t.undo()
    assert len(t.record.actions) == 1


def test_view_hides_other_hands_and_the_stock():
    s = GAME.new_game(V4, 8)
    view = json.dumps(GAME.view(s, 0))
    for c in bits(s.hands[1]) + list(s.stock):
        assert f'"{D.TEXT[c]}"' not in view


@pytest.mark.rules("turned-jack", "game-target")
def test_a_turned_jack_can_win_the_game_at_once():
    s = run_state(["2H", "3H", "4H", "5H", "6H", "8H", "JH", "2D"])
    s = s._replace(scores=(0, 6))
    s = play(s, "refuse")
    assert s.phase == "over" and s.winner == 1
    lines = GAME.view(s, 0)["results"][-1]["lines"]
    assert lines == ["Jack turned: the jack of hearts turned up for trumps, 1 to Abner (the dealer)."]
