"""Commerce: a test (at least) per rule id, the hand comparison per tie rule, the property harness over every
variant (money, counters and cards conserved), and bad input."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, new_record, replay
from engine.core.table import Table
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H
from tests.harness import protocol_tests

V = CommerceVariant
VARIANTS = [
    *GAME.presets.values(),
    V(players=3), V(players=12, deal_by="three"), V(mode="old", players=7, pack=32), V(mode="pool", players=3),
    V(mode="pool", players=6, dealer_penalty="better-hands", limited="no-pair"),
    V(until_all_stand=True, dealer_stays=True, players=5, max_deals=8),
    V(dealer_penalty="better-hands", limited="no-pair-no-flush", rounds=2),
    V(stake=6, purse=12), V(mode="old", stake=12, purse=24),
]
test_protocol = protocol_tests(GAME, VARIANTS, max_examples=60)


def ids(text):
    return tuple(c.index for c in parse_cards(text))


def key(text, limited="none"):
    return H.strength(ids(text), limited)


def fixed(variant, text, seed=1):
    return GAME.new_game(variant, seed, GAME.deal_from_text(text))


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


# Seat 3 deals first; seat 0 (the learner) speaks first.
NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"
OLD4 = "5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"


# -- the cards and the combinations ---------------------------------------------------------------------
@pytest.mark.rules("players-pack")
def test_packs_and_players():
    assert len(GAME.ledger(GAME.new_game(V(pack=32, players=7)))[2]) == 32
    assert len(GAME.ledger(GAME.new_game(V(players=12)))[2]) == 52
    with pytest.raises(ValueError, match="seven"):
        V(pack=32, players=8)
    with pytest.raises(BadInput):
        GAME.variant_for({"players": 13})


@pytest.mark.rules("pip-values")
def test_pip_values_ace_eleven_courts_ten():
    assert [H.pips(c) for c in ids("AS KS QS JS 10S 9S 2S")] == [11, 10, 10, 10, 10, 9, 2]
    assert key("AC KD 9H") == (H.POINT, 30, 14, 13, 9)


@pytest.mark.rules("combinations")
def test_the_five_combinations_in_order():
    hands = ["2C 2D 2H", "2C 3C 4C", "2C 5C 9C", "AC AD KH", "AC KD QH"]
    classes = [H.classify(ids(h)) for h in hands]
    assert classes == [H.TRICON, H.SEQUENCE, H.FLUSH, H.PAIR, H.POINT]
    assert sorted(hands, key=key, reverse=True) == hands   # the lowest tricon beats the best sequence, and so on
    assert H.classify(ids("KS AS 2S")) == H.FLUSH          # K-A-2 is not a sequence
    assert H.classify(ids("QH KH AH")) == H.SEQUENCE and H.classify(ids("AH 2H 3H")) == H.SEQUENCE
    assert H.classify(ids("7H 8H 9D")) == H.POINT           # a sequence must be of one suit


@pytest.mark.rules("tie-tricon")
def test_tie_tricons_aces_high_twos_low():
    assert key("AC AD AH") > key("KC KD KH") > key("3C 3D 3H") > key("2C 2D 2H")


@pytest.mark.rules("tie-sequence")
def test_tie_sequences_akq_best_32a_lowest():
    assert key("AS KS QS") > key("KH QH JH") > key("4C 3C 2C") > key("3D 2D AD")
    assert key("AS KS QS") == key("AH KH QH")


@pytest.mark.rules("tie-flush")
def test_tie_flushes_by_point_then_as_point():
    assert key("AS KS 9S") > key("AH KH 8H")          # 30 against 29
    assert key("AS 10S 2S") < key("KH QH 5H")          # 23 against 25: the point, not the highest card
    assert key("KS 9S 2S") > key("10H 9H 2H")          # equal 21: the first highest card that differs, K against 10


@pytest.mark.rules("tie-pair")
def test_tie_pairs_by_rank_then_third_card():
    assert key("KS KH 2D") > key("QS QH AD")
    assert key("9S 9H AD") > key("9C 9D KH")
    assert key("9S 9H AD") == key("9C 9D AH")


@pytest.mark.rules("tie-point")
def test_tie_point_first_highest_card_different():
    assert key("AS 9H 2D") > key("KS 10H 2D")       # 22 against 22: the ace is higher than the king
    assert key("KS 9H 3D") > key("QS 9C 3H")        # 22 and 22, K against Q
    assert key("KS 8H 4D") > key("KS 7C 5H")        # 22 and 22: the kings agree, 8 against 7
    lines = H.explain(ids("KS 8H 4D"), ids("KS 7C 5H"))
    assert "first highest card" in lines and "eight" in lines


@pytest.mark.rules("point-equal-ranks")
def test_equal_ranks_of_different_suits_are_equal():
    assert key("KS 8H 4D") == key("KH 8C 4S")
    assert "equal" in H.explain(ids("KS 8H 4D"), ids("KH 8C 4S"))


@pytest.mark.rules("limited")
def test_limited_commerce_counts_unrecognised_combinations_by_point():
    assert key("AC AD KH", "no-pair") == (H.POINT, 32, 14, 14, 13)
    assert key("AC AD 2H", "no-pair") < key("KC QD JH", "no-pair")     # 24 against 30
    assert H.classify(ids("2C 5C 9C"), "no-pair") == H.FLUSH
    assert H.classify(ids("2C 5C 9C"), "no-pair-no-flush") == H.POINT
    assert H.classify(ids("2C 3C 4C"), "no-pair-no-flush") == H.SEQUENCE
    s = fixed(V(limited="no-pair"), NEW4)
    assert GAME.view(s, 0)["hand_name"] == "a point of 19"


@pytest.mark.rules("combinations")
def test_exact_counts_over_all_hands():
    assert H.combination_counts(52) == {H.TRICON: 52, H.SEQUENCE: 48, H.FLUSH: 1096, H.PAIR: 3744, H.POINT: 17160}
    assert sum(H.combination_counts(32).values()) == 4960
    assert H.combination_counts(32)[H.SEQUENCE] == 24


# -- the new game -------------------------------------------------------------------------------------
@pytest.mark.rules("stake", "deal")
def test_stake_dealer_pays_double_and_the_deal():
    s = fixed(V(), NEW4)
    assert s.pool == 5 * 6 and s.purses == (234, 234, 234, 228)
    assert s.to_act == 0 and s.dealer == 3
    assert all(len(h) == 3 for h in s.hands) and len(s.stock) == 40
    singly, three = GAME.new_game(V(), 7), GAME.new_game(V(deal_by="three"), 7)
    assert singly.hands != three.hands and sorted(singly.stock) == sorted(three.stock)


@pytest.mark.rules("trade-or-stand", "turn")
def test_trade_or_stand_in_turn_round_the_table():
    s = fixed(V(), NEW4)
    assert GAME.legal_actions(s)[0] == "stand"
    assert "trade money 9D" in GAME.legal_actions(s) and "barter 9D" in GAME.legal_actions(s)
    refused(s, "pass", "trade-or-stand")
    s = play(s, "trade money 9D", "continue")
    assert s.to_act == 1
    s = play(s, "barter QS")
    assert s.to_act == 2 and s.phase == "barter"
    t = Table(new_record(GAME, V(), 1, NEW4))
    t.act("trade money 9D")
    t.act("continue")
    with pytest.raises(IllegalAction, match="not your turn"):
        t.act("stand")


@pytest.mark.rules("ready-money")
def test_ready_money_pays_the_dealer_and_takes_the_top_card():
    s = fixed(V(), NEW4)
    top = s.stock[0]
    t = play(s, "trade money 9D")
    assert t.purses[0] == s.purses[0] - 6 and t.purses[3] == s.purses[3] + 6
    assert top in t.hands[0] and ids("9D")[0] not in t.hands[0]
    assert t.stock[-1] == ids("9D")[0] and len(t.stock) == len(s.stock)
    assert "9D" not in " ".join(GAME.view(t, 1)["hand"]) and "9" not in GAME.describe(s, "trade money 9D")


@pytest.mark.rules("dealer-buys")
def test_dealer_buying_pays_into_the_pool():
    s = play(fixed(V(), NEW4), "trade money 9D", "continue", "trade money AS", "continue", "trade money 2C", "continue")
    assert s.to_act == 3
    pool, purse = s.pool, s.purses[3]
    t = play(s, "trade money 7H")
    assert t.pool == pool + 6 and t.purses[3] == purse - 6


@pytest.mark.rules("barter")
def test_barter_left_hand_player_gives_a_card_or_stands():
    s = play(fixed(V(), NEW4), "barter 9D")
    assert s.phase == "barter" and s.to_act == 1
    assert GAME.view(s, 1)["offer"]["card"] == "9D" and GAME.view(s, 2)["offer"]["card"] is None
    refused(s, "trade money AS", "barter")
    refused(s, "give 9D", "barter")                     # he gives one of his own
    t = play(s, "give QS")
    assert set(t.hands[0]) == set(ids("5S 5H QS")) and set(t.hands[1]) == set(ids("AS KS 9D"))
    assert t.phase == "traded" and t.to_act == 0
    u = play(s, "stand")                                # standing rather than barter ends the round
    assert GAME.is_over(u) or u.phase == "settled"
    assert u.standers == (1,) and set(u.hands[0]) == set(ids("5S 5H 9D"))


@pytest.mark.rules("barter-stood", "extended-all")
def test_extended_all_stand_and_no_barter_with_a_stander():
    v = V(until_all_stand=True)
    s = play(fixed(v, NEW4), "trade money 9D", "continue", "stand")
    assert s.phase == "trade" and s.to_act == 2 and s.status[1] == "stood"
    s = play(s, "stand", "stand")
    assert s.to_act == 0
    reason = refused(s, "barter 5S", "barter-stood")
    assert "Abner" in reason
    s = play(s, "stand")
    assert s.phase in ("settled", "over")
    assert not any(p.why == "stander" for p in s.result.payments)   # no beaten-stander penalty in Extended Commerce


@pytest.mark.rules("one-exchange")
def test_one_card_a_turn():
    s = play(fixed(V(), NEW4), "trade money 9D")
    assert GAME.legal_actions(s) == ["stand", "continue"]
    refused(s, "trade money 5S", "one-exchange")
    refused(s, "barter 5S", "one-exchange")
    refused(fixed(V(), NEW4), "continue", "one-exchange")


@pytest.mark.rules("pay-with-what-you-hold")
def test_no_trading_with_money_one_does_not_have():
    s = play(fixed(V(stake=6, purse=12), NEW4), "barter 9D", "give QS", "continue", "barter AS", "give 2C", "continue",
             "barter 3D", "give 7H", "continue")
    assert s.to_act == 3 and s.purses[3] == 0
    before = s
    refused(s, "trade money 8H", "pay-with-what-you-hold")
    assert s == before and not any(a.startswith("trade") for a in GAME.legal_actions(s))


@pytest.mark.rules("stand-ends", "settle-new")
def test_stand_ends_and_the_settlement():
    s = fixed(V(), NEW4)        # seat 1 holds the sequence A-K-Q of spades
    t = play(s, "stand")         # the learner stands on a pair of fives and is beaten by seat 1 only
    winners, payments = t.result.winners, t.result.payments
    assert winners == (1,)
    assert (-1, 1, 30, "pool") in payments and (3, 1, 6, "dealer-stake") in payments
    assert (0, 1, 6, "stander") in payments
    assert t.purses == (228, 276, 234, 222)
    assert "sequence" in " ".join(GAME.view(t, 0)["result"]["lines"])


@pytest.mark.rules("tie-new")
def test_equal_best_hands_in_the_new_game_divide_the_pool():
    s = fixed(V(players=3, stake=5), "AS KS QS | AH KH QH | 2C 3D 5H")   # pool 5+5+10 = 20
    t = play(s, "stand")
    winners, payments = t.result.winners, t.result.payments
    assert winners == (0, 1)
    assert [p for p in payments if p[3] == "pool-share"] == [(-1, 0, 10, "pool-share"), (-1, 1, 10, "pool-share")]
    s = fixed(V(stake=5), "AS KS QS | AH KH QH | 2C 3D 5H | 4C 6D 8S")   # 25: the odd penny to the first from the left
    t = play(s, "stand")
    assert [(p.payee, p.amount) for p in t.result.payments if p.why == "pool-share"] == [(0, 13), (1, 12)]
    assert [(p.payer, p.payee) for p in t.result.payments if p.why == "dealer-stake"] == [(3, 0), (3, 1)]


# -- the old game and Pool Commerce -------------------------------------------------------------------
@pytest.mark.rules("widow")
def test_the_widow_face_up_and_no_trading():
    s = fixed(V(mode="old"), OLD4)
    assert GAME.view(s, 2)["widow"] == ["5D", "QH", "JC"] and s.pool == 0
    refused(s, "trade money 9D", "widow")
    refused(s, "barter 9D", "widow")


@pytest.mark.rules("old-turn")
def test_exchange_with_the_widow():
    s = fixed(V(mode="old"), OLD4)
    t = play(s, "exchange 9D 5D")
    assert set(t.hands[0]) == set(ids("5S 5H 5D")) and set(t.widow) == set(ids("9D QH JC")) and t.to_act == 1
    refused(s, "exchange 9D AS", "old-turn")
    refused(s, "exchange AS 5D", "old-turn")
    assert "9♦" in GAME.describe(s, "exchange 9D 5D")


@pytest.mark.rules("old-pass")
def test_a_player_who_passes_exchanges_no_more():
    s = play(fixed(V(mode="old"), OLD4), "pass")
    for _ in range(12):
        if s.phase not in ("widow", "last"):
            break
        assert s.to_act != 0
        s = play(s, GAME.legal_actions(s)[-1])     # others keep exchanging
    assert s.status[0] == "passed" or s.phase in ("settled", "over")


@pytest.mark.rules("old-end")
def test_two_stand_then_one_more_exchange_each():
    s = play(fixed(V(mode="old"), OLD4), "stand", "exchange 2D QH", "stand")
    assert s.phase == "last" and s.last_round == (3, 1)
    refused(s, "stand", "old-end")
    s = play(s, "exchange 10S 2D", "pass")
    assert s.phase in ("settled", "over")
    all_pass = play(fixed(V(mode="old"), OLD4), "pass", "pass", "pass", "pass")
    assert all_pass.phase in ("settled", "over")


@pytest.mark.rules("settle-old")
def test_old_game_winner_has_a_stake_from_each():
    s = play(fixed(V(mode="old"), OLD4), "exchange 9D 5D", "stand", "stand")   # tricon of fives
    s = play(s, *["pass"] * len(s.last_round))
    assert s.result.winners == (0,) and s.purses == (258, 234, 234, 234)
    tie = play(fixed(V(mode="old", players=3), "AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H"), "stand", "stand", "pass")
    assert tie.result.winners == (0, 1) and tie.purses == (246, 246, 228)


@pytest.mark.rules("pool-counters", "pool-settle")
def test_pool_commerce_counters_and_the_winners_sum():
    v = V(mode="pool")
    s = fixed(v, OLD4)
    assert s.pool == 48 and s.counters == (3, 3, 3, 3) and s.purses == (228,) * 4
    s = play(s, "exchange 9D 5D", "stand", "stand")
    s = play(s, *["pass"] * len(s.last_round))
    winners, worst, payments, paid = s.result
    assert winners == (0,) and (-1, 0, 3, "pool-take") in payments
    assert paid == worst and len(worst) == 1 and s.counters[worst[0]] == 2 and s.pool_counters == 1


@pytest.mark.rules("pool-out", "horse")
def test_first_out_may_buy_a_horse_and_the_last_takes_the_pool():
    v = V(mode="pool", players=3)
    s = GAME.new_game(v, 3)
    import random

    r = random.Random(5)
    saw_horse = False
    while not GAME.is_over(s):
        if s.phase == "horse":
            saw_horse = True
            seat = s.to_act
            assert s.counters[seat] == 0 and s.horse == "offered"
            t = play(s, "buy-horse")
            assert t.counters[seat] == 1 and t.pool == s.pool + v.horse_price
            s = t
            continue
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, legal[r.randrange(len(legal))])
        if s.phase == "widow":
            for i in range(3):
                if s.counters[i] == 0:
                    assert s.hands[i] == () and s.status[i] == "out"    # no cards for a player out
    assert saw_horse and s.pool == 0
    alive = [i for i in range(3) if s.counters[i] > 0]
    assert len(alive) == 1
    assert s.result[2][-1][3] == "last-counter" and s.result[2][-1][1] == alive[0]
    refused(fixed(V(mode="pool"), OLD4), "buy-horse", "horse")
    assert V(mode="pool", horse="half").horse_price == 6 and V(mode="pool").horse_price == 4


@pytest.mark.rules("dealer-penalty")
def test_dealer_penalties_each_player_or_better_hands():
    deal = "AS KS QS | 2C 3D 5H | 4C 6D 8H | 9C 9D 2H"          # the dealer (seat 3) holds a pair of nines
    for rule, to in (("off", []), ("each-player", [0, 1, 2]), ("better-hands", [0])):
        s = play(fixed(V(dealer_penalty=rule), deal), "stand")
        assert [p[1] for p in s.result[2] if p[3] == "penalty"] == to
    s = play(fixed(V(dealer_penalty="each-player", limited="no-pair"), deal), "stand")
    assert not any(p[3] == "penalty" for p in s.result[2])       # under Limited the pair is no combination


@pytest.mark.rules("extended-dealer")
def test_the_dealer_stays_until_a_tricon_sequence_or_flush():
    v = V(dealer_stays=True)
    s = play(fixed(v, "2S 5H 9D | 3S 7S 10D | 2C 4D 8H | 7H JH 10S"), "stand")
    assert s.dealer == 3 and s.passes == 0
    s = play(fixed(v, NEW4), "stand")
    assert s.dealer == 0 and s.passes == 1


@pytest.mark.rules("session")
def test_the_session_ends_before_the_first_dealer_deals_again():
    s = GAME.new_game(V(players=3), 2)
    dealers = []
    while not GAME.is_over(s):
        if s.phase == "trade" and not dealers or (dealers and dealers[-1] != s.dealer and s.phase == "trade"):
            dealers.append(s.dealer)
        s = play(s, "stand" if s.phase != "settled" else "deal")
    assert dealers == [2, 0, 1]
    with pytest.raises(ValueError, match="double stake"):   # a dealer who cannot pay double: no such table
        V(stake=12, purse=12)
    s = play(fixed(V(stake=6, purse=12, players=3), "AS KS QS | 2C 3D 5H | 4C 6D 8H"), "stand")
    assert GAME.is_over(s)


# -- bad input and records --------------------------------------------------------------------------------
def test_notation_round_trips_and_bad_text_is_refused():
    assert GAME.parse_action("Trade  Money 7c") == "trade money 7C"
    assert GAME.parse_action("exchange 10h kd") == "exchange 10H KD"
    for bad in ("", "trade 7C", "barter", "barter XX", "fold", "exchange 7C"):
        with pytest.raises(IllegalAction) as exc:
            GAME.parse_action(bad)
        assert exc.value.rule.id == "notation"


def test_a_card_not_held_is_refused_and_nothing_changes():
    s = fixed(V(), NEW4)
    before = s
    refused(s, "trade money AS", "ready-money")
    refused(s, "barter AS", "barter")
    assert s == before


def test_tampered_record_is_refused():
    rec = GameRecord("commerce", {}, 1, ("trade money 9D", "trade money 5S"), NEW4)
    with pytest.raises(BadInput, match="move 2"):
        replay(rec)
    with pytest.raises(BadInput):
        replay(GameRecord("commerce", {"mode": "old", "until_all_stand": True}, 1, ()))
    with pytest.raises(BadInput):
        replay(GameRecord("commerce", {}, 1, (), "5S 5S 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"))


def test_views_hide_other_hands_until_shown():
    s = fixed(V(), NEW4)
    v1 = GAME.view(s, 1)
    assert v1["hand"] == ["AS", "KS", "QS"] and v1["shown"] == {}
    t = play(s, "stand")
    assert GAME.view(t, 2)["shown"]["1"]["name"] == "a sequence, ace high"


@pytest.mark.rules("old-pass")
def test_exchanging_after_passing_is_refused_at_the_table():
    from engine.bots.commerce import BOTS

    t = Table(new_record(GAME, V(mode="old"), 1, OLD4), bots={i: BOTS["trader"] for i in (1, 2, 3)})
    t.act("pass")
    while t.bots_turn() and t.state.phase in ("widow", "last"):
        t.step_bot()
        assert t.state.to_act != 0 or t.state.phase not in ("widow", "last")
    before = t.record
    with pytest.raises(IllegalAction):
        t.act("exchange 5S 5D")
    assert t.record == before


@pytest.mark.rules("stake")
def test_a_purse_that_cannot_pay_the_dealers_double_stake_is_refused_as_a_variant():
    """A table whose dealer could not pay two stakes would end before the first deal: the option is refused instead."""
    from engine.core.errors import BadInput
    from engine.core.variant import variant_from_dict

    with pytest.raises(BadInput, match="double stake"):
        variant_from_dict(GAME.Variant, {"stake": 240})
    s = GAME.new_game(variant_from_dict(GAME.Variant, {"stake": 120}), 1)
    assert len(GAME.view(s, 0)["hand"]) == 3
