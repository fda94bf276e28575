"""Euchre: one test (at least) per rule id, the shared protocol harness, and bad input."""

from __future__ import annotations

import json

import pytest

from engine.core.cards import pack
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, new_record, replay
from engine.core.rng import rng_for
from engine.core.table import Table, load_record_text
from engine.games.euchre import GAME, EuchreVariant, effective_suit
from engine.games.euchre import tables as T
from tests.engine.euchre_moves import fixed, play, refused
from tests.harness import protocol_tests

CIVIL = GAME.presets["civil-war"]
STANDARD = GAME.presets["standard"]

test_protocol = protocol_tests(GAME, [
    CIVIL, STANDARD, EuchreVariant(players=3), EuchreVariant(players=5), EuchreVariant(players=6),
    EuchreVariant(players=7), EuchreVariant(players=5, call_ace=False),
    EuchreVariant(batches="2-3", lone_defence_scoring="keller", lead="maker", game=7),
], max_examples=45)

# A 24-card deal: seat 3 deals, seat 0 speaks first. With hearts trumps the J♦ is seat 0's only heart.
FOLLOW_DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


# -- the pack and the deal ------------------------------------------------------------------------
@pytest.mark.rules("pack", "pack-24", "seven-handed")
def test_rule_pack_sizes():
    """pack / pack-24 / seven-handed: 32 cards from the sevens, 24 from the nines, 36 with the sixes for seven."""
    for variant, size, low in [(CIVIL, 32, "7"), (STANDARD, 24, "9"), (EuchreVariant(players=7), 36, "6")]:
        s = GAME.new_game(variant, 5)
        cards, _ = GAME.ledger(s)
        assert len(cards) == size
        assert {T.TEXT[c] for c in cards} == {str(c) for c in pack(52) if c.rank >= int(low)}


@pytest.mark.rules("pack-24")
def test_rule_pack_24_refuses_five_players():
    """pack-24: the 24-card pack cannot deal five hands and a turn-up."""
    with pytest.raises(BadInput, match="24-card pack"):
        GAME.variant_for({"pack": 24, "players": 5})


@pytest.mark.rules("deal")
@pytest.mark.parametrize("batches,first", [("3-2", 3), ("2-3", 2)])
def test_rule_deal_in_batches(batches, first):
    """deal: three then two (or two then three) to each, from the dealer's left; the next card is turned up."""
    v = EuchreVariant(batches=batches)
    s = GAME.new_game(v, 77)
    cards = list(T.pack_ids(32))
    rng_for(77, "deal", 0).shuffle(cards)
    # dealer is seat 3, so seat 0 is served first, then 1, 2, 3
    second = 5 - first
    for seat in range(4):
        expect = cards[seat * first:(seat + 1) * first] + cards[4 * first + seat * second:4 * first + (seat + 1) * second]
        assert list(s.hands[seat]) == sorted(expect)  # hands are bit masks: which cards, not their order
    assert s.turnup == cards[20]
    assert s.dealer == 3 and s.to_act == 0


@pytest.mark.rules("turn-up", "order-up")
def test_rule_turn_up_and_order_up():
    """turn-up / order-up: ordering up makes the turned-up suit trumps; the maker is recorded."""
    s = fixed(STANDARD, FOLLOW_DEAL)
    assert GAME.legal_actions(s) == ["pass", "order-up", "order-up alone"]
    s = play(s, "pass", "order-up")
    assert s.trump == T.SUIT_LETTERS.index("H") and s.maker == 1
    assert s.phase == "discard" and s.to_act == 3


@pytest.mark.rules("dealer-discard")
def test_rule_dealer_discard_hidden():
    """dealer-discard: the dealer takes the turn-up and discards one card face down; only he sees it."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "order-up")
    assert len(s.hands[3]) == 6 and T.ID_OF_TEXT["QH"] in s.hands[3]
    refused(s, "discard 9C", "hold")
    line = GAME.describe(s, "discard AC")
    assert "AC" not in line and "A♣" not in line and "face down" in line
    s = play(s, "discard AC")
    assert len(s.hands[3]) == 5 and T.ID_OF_TEXT["AC"] not in s.hands[3]
    assert GAME.view(s, 3)["discard"] == "AC"
    assert GAME.view(s, 0)["discard"] is None and "AC" not in json.dumps(GAME.view(s, 0))


@pytest.mark.rules("second-round", "turned-down-suit")
def test_rule_second_round_and_turned_down_suit():
    """second-round / turned-down-suit: after four passes any other suit may be named, not the turned-down one."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "pass", "pass", "pass")
    assert s.phase == "name" and s.to_act == 0 and s.turnup_state == "turned down"
    assert "name H" not in GAME.legal_actions(s) and "name S" in GAME.legal_actions(s)
    reason = refused(s, "name H", "turned-down-suit")
    assert "Hearts were turned down" in reason
    refused(s, "order-up", "second-round")
    s2 = play(s, "name S")
    assert s2.trump == 3 and s2.maker == 0 and s2.phase == "play" and s2.to_act == 0  # standard: maker leads


@pytest.mark.rules("order-up")
def test_rule_order_up_only_turned_suit_in_first_round():
    """order-up: in the first round no other suit can be named."""
    s = fixed(STANDARD, FOLLOW_DEAL)
    refused(s, "name S", "order-up")


@pytest.mark.rules("throw-in")
def test_rule_throw_in():
    """throw-in: all pass twice, the hand is thrown in and the next dealer deals."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), *["pass"] * 8)
    assert s.deal_no == 1 and s.dealer == 0 and s.to_act == 1 and s.phase == "order"
    assert "thrown in" in s.results[-1][0] and s.scores == (0, 0)


# -- alone, lone defence, the lead ------------------------------------------------------------------
@pytest.mark.rules("alone")
def test_rule_alone_dealer_laid_down_takes_nothing():
    """alone: a lone maker whose partner deals — the dealer lays down and does not take the turn-up."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "order-up alone")
    assert s.out == (3,) and s.phase == "play" and s.turnup_state == "left"
    s = play(s, "play JH", "play 9D", "play JD")
    assert s.tricks and len(s.tricks[0][0]) == 3


@pytest.mark.rules("alone-maker")
def test_rule_alone_maker_only():
    """alone-maker: 'alone' on its own, or by a defender, is refused with the rule."""
    s = fixed(CIVIL, "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH")
    reason = refused(s, "alone", "alone-maker")
    assert "order-up alone" in reason
    s = play(s, "order-up alone")  # seat 0 alone: civil war allows lone defence
    assert s.phase == "defence" and s.to_act == 1
    refused(s, "alone", "alone-maker")
    refused(s, "order-up alone", "lone-defence")


@pytest.mark.rules("lone-defence", "lead-eldest")
def test_rule_lone_defence_civil_war():
    """lone-defence and lead-eldest: against a lone player, an opponent may defend alone; the lead is on the
    lone player's left, passing over laid-down players."""
    s = fixed(CIVIL, "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH")
    s = play(s, "order-up alone", "pass", "defend alone")
    assert s.defender == 3 and s.out == (1, 2)
    assert s.phase == "discard" and s.to_act == 3  # the dealer defends alone and takes up the Q♥
    s = play(s, "discard AC")
    # lone player is seat 0; his left is seat 1 (laid down), then seat 2 (laid down), then seat 3
    assert s.phase == "play" and s.leader == 3 and s.to_act == 3


@pytest.mark.rules("no-lone-defence")
def test_rule_no_lone_defence_in_standard():
    """no-lone-defence: the standard game has no defence phase; 'defend alone' is refused with the rule."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "order-up alone")
    assert s.phase == "discard" and s.out == (2,)
    s = play(s, "discard AC")
    assert s.phase == "play" and s.defender == -1
    refused(fixed(STANDARD, FOLLOW_DEAL), "defend alone", "no-lone-defence")


@pytest.mark.rules("lead-eldest")
def test_rule_lead_eldest():
    """lead-eldest: without a lone hand the player on the dealer's left leads, whoever made trumps."""
    s = play(fixed(CIVIL, "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"),
             "pass", "pass", "order-up", "discard AC")
    assert s.maker == 2 and s.leader == 0 and s.to_act == 0


@pytest.mark.rules("lead-eldest")
def test_rule_lead_eldest_lone_player_left():
    """lead-eldest: against a lone player (no lone defence), the player on his left leads."""
    s = play(fixed(CIVIL, "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"),
             "pass", "pass", "order-up alone", "pass", "pass", "discard AC")
    assert s.maker == 2 and s.out == (0,) and s.leader == 3


@pytest.mark.rules("lead-maker")
def test_rule_lead_maker():
    """lead-maker: in the standard game the maker leads."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "pass", "order-up", "discard AC")
    assert s.maker == 2 and s.leader == 2 and s.to_act == 2


# -- bowers, following suit, tricks -----------------------------------------------------------------
@pytest.mark.rules("bowers")
def test_rule_bowers_rank():
    """bowers: right bower, left bower, ace, king, queen, 10, 9 (the ace is not forgotten)."""
    hearts = T.SUIT_LETTERS.index("H")
    order = ["JH", "JD", "AH", "KH", "QH", "10H", "9H", "8H", "7H"]
    powers = [T.POWER[hearts][T.ID_OF_TEXT[c]] for c in order]
    assert powers == sorted(powers, reverse=True) and len(set(powers)) == len(powers)
    spades = 3
    assert [c for c in sorted(T.pack_ids(24), key=lambda c: -T.POWER[spades][c]) if T.POWER[spades][c]] == \
        [T.ID_OF_TEXT[x] for x in ["JS", "JC", "AS", "KS", "QS", "10S", "9S"]]


@pytest.mark.rules("left-bower-suit")
def test_rule_left_bower_suit():
    """left-bower-suit: the jack of the same colour is a trump, in the one table that says so."""
    H, D = 2, 1
    jd = T.ID_OF_TEXT["JD"]
    assert effective_suit(jd, H) == H and effective_suit(jd, D) == D and effective_suit(jd, 0) == D
    assert effective_suit(T.ID_OF_TEXT["JC"], 3) == 3


@pytest.mark.rules("plain-suits")
def test_rule_plain_suits_rank():
    """plain-suits: ace, king, queen, jack, 10, 9 in a suit that is not trumps."""
    trump = 0  # clubs: diamonds are plain
    cards = [T.ID_OF_TEXT[c] for c in ["9D", "AD", "JD", "10D", "KD", "QD"]]
    assert T.trick_winner(cards, trump) == 1
    assert T.trick_winner([T.ID_OF_TEXT["JD"], T.ID_OF_TEXT["10D"]], trump) == 0


@pytest.mark.rules("follow-suit")
def test_rule_follow_suit_left_bower_message():
    """follow-suit: "You must follow hearts: the jack of diamonds counts as a heart while hearts are trumps." """
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "order-up", "discard AC", "play JH", "play 9D", "play QH")
    assert s.to_act == 0
    before = s
    reason = refused(s, "play 9C", "follow-suit")
    assert reason == "You must follow hearts: the jack of diamonds counts as a heart while hearts are trumps."
    assert s == before
    assert GAME.legal_actions(s) == ["play JD"]


@pytest.mark.rules("follow-suit")
def test_rule_follow_suit_plain_message():
    """follow-suit: a plain suit led, a card of it held, another played -> refused, naming what is held."""
    deal = "9C 10C QC KC AC | JD 9D AH KH 9S | AD KD QD 10D 10S | AS KS QS JS JC / QH"
    s = play(fixed(STANDARD, deal), "pass", "pass", "order-up", "discard JC")  # seat 2 makes hearts and leads
    s = play(s, "play AD", "play AS", "play 9C")
    assert s.to_act == 1
    reason = refused(s, "play JD", "follow-suit")
    assert reason.startswith("You must follow diamonds: the jack of diamonds counts as a heart")
    assert "9♦" in reason
    assert GAME.legal_actions(s) == ["play 9D"]


@pytest.mark.rules("hold")
def test_rule_hold():
    """hold: a card not held is refused, and nothing changes."""
    s = play(fixed(STANDARD, FOLLOW_DEAL), "pass", "order-up", "discard AC")
    before = s
    reason = refused(s, "play AD", "hold")
    assert "do not hold the ace of diamonds" in reason and s == before


@pytest.mark.rules("trick")
def test_rule_trick_winner():
    """trick: the highest trump wins, else the highest card of the suit led; a discard never wins."""
    H = 2
    ids = [T.ID_OF_TEXT[c] for c in ["KC", "AS", "9H", "AC"]]
    assert T.trick_winner(ids, H) == 2
    ids = [T.ID_OF_TEXT[c] for c in ["KC", "AS", "QC", "AC"]]
    assert T.trick_winner(ids, H) == 3
    ids = [T.ID_OF_TEXT[c] for c in ["AH", "JD", "KH"]]
    assert T.trick_winner(ids, H) == 1


@pytest.mark.rules("turn")
def test_rule_turn_out_of_turn_via_table():
    """turn: acting when it is not your turn is refused, naming the rule; nothing changes."""
    table = Table.new(GAME, STANDARD, 3, deal=FOLLOW_DEAL, learner=1)
    with pytest.raises(IllegalAction) as exc:
        table.act("order-up")
    assert "not your turn" in exc.value.reason and exc.value.rule.id == "turn"
    assert table.record.actions == ()


@pytest.mark.rules("turn")
def test_rule_play_before_trumps_refused():
    """turn: a card cannot be played while trumps are being made."""
    s = fixed(STANDARD, FOLLOW_DEAL)
    refused(s, "play 9C", "order-up")


# -- scoring and game ------------------------------------------------------------------------------
@pytest.mark.parametrize("tricks,alone,lone_def,odd,scoring,expect,rule", [
    (3, False, False, False, "wedeward", (1, 0), "score-make"),
    (4, False, False, False, "wedeward", (1, 0), "score-make"),
    (5, False, False, False, "wedeward", (2, 0), "score-make"),
    (3, True, False, False, "wedeward", (1, 0), "score-alone"),
    (5, True, False, False, "wedeward", (4, 0), "score-alone"),
    (2, False, False, False, "wedeward", (0, 2), "score-euchre"),
    (0, True, False, False, "wedeward", (0, 2), "score-euchre"),
    (2, True, True, False, "wedeward", (0, 2), "score-lone-defence"),
    (1, True, True, False, "wedeward", (0, 2), "score-lone-defence"),
    (0, True, True, False, "wedeward", (0, 4), "score-lone-defence"),
    (2, True, True, False, "keller", (0, 4), "score-lone-defence"),
    (3, False, False, True, "wedeward", (1, 0), "score-odd"),
    (5, False, False, True, "wedeward", (3, 0), "score-odd"),
    (2, False, False, True, "wedeward", (0, 2), "score-odd"),
])
@pytest.mark.rules("score-make", "score-alone", "score-euchre", "score-lone-defence", "score-odd")
def test_rule_scoring(tricks, alone, lone_def, odd, scoring, expect, rule):
    """score-make / score-alone / score-euchre / score-lone-defence / score-odd: every case in both texts."""
    assert rule in GAME.rules
    assert T.hand_points(tricks, alone, lone_def, odd, scoring) == expect


@pytest.mark.rules("score-make")
def test_rule_score_march_in_play():
    """score-make: a march (all five tricks) by both partners scores 2."""
    deal = "JH JD AH KH QH | 9C 10C QC KC AC | 10H 9H 9S JC 10S | AS KS QS JS 9D / AD"
    s = play(fixed(STANDARD, deal), "order-up", "discard AS")
    assert s.leader == 0
    for _ in range(5):
        lead = GAME.legal_actions(s)[0]
        s = play(s, lead)
        while s.trick:
            s = play(s, GAME.legal_actions(s)[-1])
    assert s.scores == (2, 0) and "march" in s.results[-1][0]


@pytest.mark.rules("score-odd")
def test_rule_score_odd_each_opponent_scores():
    """score-odd: three-handed, a euchred maker gives 2 to each of the other two."""
    v = EuchreVariant(players=3)
    deal = "9C 10C 8C 7C QC | JH JD AH KH QH | AS KS QS JS 10S / 9H"  # dealer seat 2, seat 0 speaks first
    s = play(fixed(v, deal), "order-up", "discard 10S")
    assert s.maker == 0 and s.to_act == 0  # eldest (the dealer's left) leads
    while s.deal_no == 0:
        s = play(s, GAME.legal_actions(s)[0])
    assert s.scores == (0, 2, 2)


@pytest.mark.rules("odd-table")
def test_rule_odd_table_has_no_alone():
    """odd-table: each for himself there is no partner to lay down."""
    s = GAME.new_game(EuchreVariant(players=3), 4)
    assert GAME.legal_actions(s) == ["pass", "order-up"]
    refused(s, "order-up alone", "odd-table")
    refused(s, "alone", "odd-table")


CALL_DEAL = "JH JD AH KH QH | 9C 10C QC KC 8C | AS 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"


def finish_hand(s):
    deal = s.deal_no
    while s.deal_no == deal and not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s


@pytest.mark.rules("call-ace", "call-ace-suit")
def test_rule_call_ace_partner_is_secret_until_played():
    """call-ace / call-ace-suit: the maker calls a suit of the other colour; the ace's holder is his hidden partner,
    and both score."""
    v = EuchreVariant(players=5)
    s = play(fixed(v, CALL_DEAL), "order-up", "discard QS")
    assert s.phase == "call" and s.to_act == 0
    assert GAME.legal_actions(s) == ["call C", "call S"]
    assert "trumps" in refused(s, "call H", "call-ace-suit")
    assert "left bower" in refused(s, "call D", "call-ace-suit")
    line = GAME.describe(s, "call S")
    assert "Bess" not in line and "A♠" in line
    s = play(s, "call S")
    assert s.partner == 2 and s.phase == "play" and s.to_act == 0
    assert GAME.view(s, 0)["partner"] is None and GAME.view(s, 1)["partner"] is None
    assert GAME.view(s, 2)["partner"] == 2  # Bess sees the ace in her own hand
    assert '"partner": 2' not in json.dumps(GAME.view(s, 3))
    s = finish_hand(s)
    assert s.scores == (2, 0, 2, 0, 0), s.results[-1]
    assert "Bess (who held the A♠)" in s.results[-1][0] and "each" in s.results[-1][0]


@pytest.mark.rules("call-ace-none")
def test_rule_call_ace_none_scores_as_a_partnership():
    """call-ace-none: calling an ace in one's own hand means no partner, but no announced lone hand: a march is 2."""
    v = EuchreVariant(players=5)
    deal = "JH JD AH KH AS | 9C 10C QC KC 8C | QH 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
    s = play(fixed(v, deal), "order-up", "discard QS", "call S")
    assert s.partner == -1
    s = finish_hand(s)
    assert s.scores == (2, 0, 0, 0, 0) and "own hand" in s.results[-1][0]


@pytest.mark.rules("call-ace")
def test_rule_call_ace_lone_hand_calls_nobody():
    """call-ace: a maker who announces a lone hand calls no partner; a lone march scores 4."""
    v = EuchreVariant(players=5)
    s = play(fixed(v, CALL_DEAL), "order-up alone", "discard QS")
    assert s.phase == "play" and s.called == -1
    s = finish_hand(s)
    assert s.scores == (4, 0, 0, 0, 0)


@pytest.mark.rules("game-tie")
def test_rule_game_tie_shared():
    """game-tie: Call-Ace partners who reach the game together share the win."""
    v = EuchreVariant(players=5)
    s = play(fixed(v, CALL_DEAL), "order-up", "discard QS", "call S").copy()
    s.scores = (3, 0, 3, 0, 0)
    s = finish_hand(s)
    assert GAME.is_over(s) and GAME.outcome(s).winners == (0, 2)
    assert "game-tie" in GAME.rules


@pytest.mark.rules("call-ace")
def test_rule_call_ace_lone_describe():
    """call-ace: a lone maker announces he calls no partner."""
    s = fixed(EuchreVariant(players=5), CALL_DEAL)
    assert GAME.describe(s, "order-up alone").endswith("will play alone, calling no partner.")


@pytest.mark.rules("odd-table")
def test_rule_call_ace_off_is_cut_throat():
    """odd-table: with Call-Ace off, five play each for himself: no lone hands, no call."""
    v = EuchreVariant(players=5, call_ace=False)
    s = fixed(v, CALL_DEAL)
    assert GAME.legal_actions(s) == ["pass", "order-up"]
    s = play(s, "order-up", "discard QS")
    assert s.phase == "play"
    refused(s, "call S", "call-ace")


@pytest.mark.rules("six-handed")
def test_rule_six_handed_sides():
    """six-handed: two sides of three alternate; a lone maker lays down both partners."""
    v = EuchreVariant(players=6)
    assert v.sides == ((0, 2, 4), (1, 3, 5))
    s = GAME.apply(GAME.new_game(v, 9), "order-up alone")
    assert s.out == (2, 4)


@pytest.mark.rules("seven-handed")
def test_rule_seven_handed_pack():
    """seven-handed: seven hands of five and a turn-up from 36 cards."""
    s = GAME.new_game(EuchreVariant(players=7), 3)
    assert all(len(h) == 5 for h in s.hands) and len(s.stock) == 0


@pytest.mark.rules("game", "game-7")
def test_rule_game_points():
    """game / game-7: 5 points in the Civil-War rule set (Keller), 7 in the standard (Fosdick)."""
    assert CIVIL.game == 5 and STANDARD.game == 7
    table = Table.new(GAME, STANDARD, 12, learner=-1)
    table.run_bots()
    s = table.state
    assert GAME.is_over(s) and max(s.scores) >= 7 and max(s.scores) - 4 < 7
    out = GAME.outcome(s)
    assert set(out.winners) in ({0, 2}, {1, 3})


@pytest.mark.rules("players")
def test_rule_players_range():
    """players: three to seven."""
    for n in range(3, 8):
        assert GAME.seats(EuchreVariant(players=n)) == n
    with pytest.raises(BadInput):
        GAME.variant_for({"players": 8})


# -- notation and bad input ----------------------------------------------------------------------
@pytest.mark.parametrize("text,expect", [
    ("Pass", "pass"), ("order up", "order-up"), ("order-up alone", "order-up alone"), ("name ♥", "name H"),
    ("name spades alone", "name S alone"), ("play 10h", "play 10H"), ("play TH", "play 10H"),
    ("discard jc", "discard JC"), ("defend alone", "defend alone"),
])
def test_rule_notation(text, expect):
    """notation: actions are written in the site's notation."""
    assert GAME.parse_action(text) == expect


@pytest.mark.parametrize("text", ["", "play", "play XX", "name Z", "order-up twice", "bet 3"])
def test_rule_notation_bad(text):
    """notation: malformed text is refused with the notation rule."""
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action(text)
    assert exc.value.rule.id == "notation"


def test_tampered_record_is_refused():
    """A record with a move that breaks a rule is refused, naming the move and the rule; nothing loads."""
    rec = new_record(GAME, STANDARD, 3, deal=FOLLOW_DEAL)
    for a in ["pass", "order-up", "discard AC", "play JH", "play 9D", "play QH"]:
        rec = rec.with_action(a)
    good = rec.with_action("play JD")
    assert len(replay(good).tricks) == 1
    bad = rec.with_action("play 9C")
    with pytest.raises(BadInput) as exc:
        load_record_text(bad.to_json())
    assert "move 7" in str(exc.value) and "must follow hearts" in str(exc.value)
    table = Table(good, learner=0)
    with pytest.raises(BadInput):
        table.load(bad)
    assert table.record == good


def test_fixed_deal_errors():
    with pytest.raises(ValueError):
        GAME.deal_from_text("JS AS")
    with pytest.raises(BadInput, match="twice"):
        Table(GameRecord("euchre", {}, 1, (), "JD JD 9C 10C QC | JH AH KH 9S 10S | AD KD QD 9D 10D | "
                                              "AC AS KS QS JS / QH"))


def test_same_seed_same_game():
    a = Table.new(GAME, CIVIL, 42, learner=-1)
    a.run_bots()
    b = Table.new(GAME, CIVIL, 42, learner=-1)
    b.run_bots()
    assert a.record.actions == b.record.actions and a.state == b.state


def test_view_hides_other_hands_and_stock():
    s = GAME.new_game(CIVIL, 8)
    text = json.dumps(GAME.view(s, 0))
    for seat in (1, 2, 3):
        for c in s.hands[seat]:
            if c != s.turnup:
                assert f'"{T.TEXT[c]}"' not in text
    for c in s.stock:
        assert f'"{T.TEXT[c]}"' not in text


def test_bench_runs():
    """The bench runs both loops and its counts agree with each other (figures belong in benchmarks/, not tests)."""
    data = GAME.bench(STANDARD, 0.2)
    assert data["hands"] >= data["games"] >= 1 and data["actions"] >= data["hands"]
    assert data["seconds"] > 0 and data["hands_per_second"] == pytest.approx(data["hands"] / data["seconds"], rel=0.01)
    assert data["protocol_hands_per_second"] == data["hands_per_second"] > 0
    assert data["driver_hands_per_second"] > 0
    driver = GAME.driver_playouts(STANDARD, 0.05)
    assert driver["hands"] >= 1 and driver["hands_per_second"] == pytest.approx(driver["hands"] / driver["seconds"], rel=0.01)
    assert sum(driver["points_per_side"]) > 0


def test_bench_fixed_work():
    """For counting instructions the loops stop after a number of hands: whole games for the protocol (every hand
    of each counted), batches of 32 for the driver; the same seed gives the same games."""
    protocol = GAME.protocol_playouts(STANDARD, float("inf"), hands_at_least=12)
    assert protocol["hands"] >= 12 and protocol["games"] >= 1
    again = GAME.protocol_playouts(STANDARD, float("inf"), hands_at_least=12)
    assert (again["hands"], again["actions"]) == (protocol["hands"], protocol["actions"])
    assert GAME.driver_playouts(STANDARD, float("inf"), hands_at_least=40)["hands"] == 64
