"""Domino Euchre: a test (at least) per rule id, every row of the text's tables, the protocol harness, bad input.

Rules both games share are checked on both engines where the check differs by game; such tests carry a second
mark with ``game="call-ace"``.
"""

from __future__ import annotations

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, new_record, replay
from engine.core.rng import rng_for
from engine.core.table import Table
from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME, DominoEuchreVariant
from engine.games.domino_euchre import deck as D
from engine.tricks import NO_TRUMP, bits, mask_of, trick_winner
from tests.harness import protocol_tests

test_protocol = protocol_tests(GAME, [
    *GAME.presets.values(),
    DominoEuchreVariant(take_up="maker", lone_short=2),
    DominoEuchreVariant(players=3, take_up="dealer", lead="eldest", game=7),
], max_examples=40)

T = D.parse_tile


def tiles(text: str) -> list[int]:
    return [T(w) for w in text.split()]


def play(game, state, *actions):
    for a in actions:
        state = game.apply(state, game.parse_action(a))
    return state


def refused(game, state, action, rule_id):
    with pytest.raises(IllegalAction) as exc:
        game.apply(state, game.parse_action(action))
    assert exc.value.rule.id == rule_id, (exc.value.rule.id, exc.value.reason)
    assert exc.value.reason
    return exc.value.reason


def fixed(game, variant, text, seed=1):
    return game.new_game(variant, seed, game.deal_from_text(text))


def at_play(game, variant, trump, hands, to_act=0, trick=(), maker=0, out=0):
    """A state in the play phase with the given hands (texts by seat) and trick so far ((seat, text), ...)."""
    s = game.new_game(variant, 1)
    hs = tuple(mask_of(tiles(h)) for h in hands)
    return s._replace(phase="play", trump=trump, maker=maker, hands=hs, to_act=to_act, leader=to_act,
                      trick=tuple((a, T(c)) for a, c in trick), out=out)


# Four hands of five and a turn-up: seat 3 deals, seat 0 bids first. The turn-up 5-3 proposes fives.
DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"
V4 = DominoEuchreVariant()


# -- the set, the deal, the turn-up -------------------------------------------------------------------------------
@pytest.mark.rules("set", "deal")
@pytest.mark.rules("set", "deal", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (GAME, DominoEuchreVariant(players=2)),
                                          (GAME, DominoEuchreVariant(players=3)), (CALL, CALL.Variant(players=5))])
def test_rule_set_and_deal_five_each(game, variant):
    s = game.new_game(variant, 42)
    assert sorted(game.ledger(s)) == list(range(28))
    assert {str(d) for d in D.TILES} == set(D.TEXT) and len(D.TEXT) == 28
    assert [h.bit_count() for h in s.hands] == [5] * variant.players
    order = list(range(28))
    rng_for(42, "deal", 0).shuffle(order)
    n = variant.players
    for k in range(n):  # from the dealer's left, five each, then the turn-up
        assert bits(s.hands[(s.dealer + 1 + k) % n]) == sorted(order[5 * k:5 * k + 5])
    assert s.turnup == order[5 * n]


@pytest.mark.rules("deal", "turn")
def test_rule_deal_passes_to_the_left():
    s = fixed(GAME, V4, DEAL)
    assert s.dealer == 3 and s.to_act == 0
    for _ in range(8):
        s = play(GAME, s, "pass")
    assert s.dealer == 0 and s.to_act == 1 and s.deal_no == 1


@pytest.mark.rules("turn-up")
@pytest.mark.parametrize("turnup,suit", [("5-3", 5), ("6-0", 6), ("3-3", 3), ("0-0", 0), ("2-1", 2)])
def test_rule_turn_up_proposes_its_higher_number(turnup, suit):
    hands = " ".join("5-3" if w == turnup else w for w in DEAL.split("/")[0].split())
    s = fixed(GAME, V4, f"{hands} / {turnup}")
    assert D.TEXT[s.turnup] == turnup
    assert GAME.view(s, 0)["proposed"] == suit
    s = play(GAME, s, "accept")
    assert s.trump == suit


# -- bidding ------------------------------------------------------------------------------------------------------
@pytest.mark.rules("bid-first", "turn")
@pytest.mark.rules("bid-first", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant())])
def test_rule_first_round_pass_accept_or_alone(game, variant):
    s = fixed(game, variant, DEAL)
    assert game.legal_actions(s) == ["pass", "accept", "accept alone"]
    s = play(game, s, "pass", "accept")
    assert s.maker == 1 and s.trump == 5 and not s.alone
    refused(game, fixed(game, variant, DEAL), "name 4", "bid-first")


@pytest.mark.rules("bid-second", "turned-down-suit")
@pytest.mark.rules("bid-second", "turned-down-suit", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant())])
def test_rule_second_round_names_another_suit(game, variant):
    s = play(game, fixed(game, variant, DEAL), "pass", "pass", "pass", "pass")
    assert s.phase == "bid2" and s.to_act == 0
    assert "name 5" not in game.legal_actions(s) and "name 4" in game.legal_actions(s)
    reason = refused(game, s, "name 5", "turned-down-suit")
    assert "Fives" in reason
    refused(game, s, "accept", "bid-second")
    s = play(game, s, "pass", "name 2")
    assert s.maker == 1 and s.trump == 2


@pytest.mark.rules("throw-in")
@pytest.mark.rules("throw-in", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant(players=5))])
def test_rule_hand_thrown_in_after_two_rounds(game, variant):
    s = game.new_game(variant, 9)
    for _ in range(2 * variant.players):
        s = play(game, s, "pass")
    assert s.deal_no == 1 and s.dealer == 0 and s.phase == "bid1"
    assert "thrown in" in s.results[-1].text and s.scores == (0,) * len(variant.sides)


@pytest.mark.rules("alone-maker", "alone")
def test_rule_alone_only_as_trumps_are_made_and_partner_lays_down():
    s = fixed(GAME, V4, DEAL)
    reason = refused(GAME, s, "alone", "alone-maker")
    assert "accept alone" in reason
    s = play(GAME, s, "accept alone")
    assert s.alone and s.out == 1 << 2 and s.phase == "play"
    assert "Bess lays down" in GAME.describe(fixed(GAME, V4, DEAL), "accept alone")
    # the laid-down partner is passed over
    s = play(GAME, s, "play 5-2")
    assert s.to_act == 1
    s = play(GAME, s, "play 4-2")   # seat 1 has no five? 4-2 carries no 5: seat 1 holds no fives
    assert s.to_act == 3


@pytest.mark.rules("each-for-himself")
@pytest.mark.parametrize("players", [2, 3])
def test_rule_two_or_three_each_for_himself(players):
    v = DominoEuchreVariant(players=players)
    s = GAME.new_game(v, 3)
    assert GAME.legal_actions(s) == ["pass", "accept"]
    refused(GAME, s, "accept alone", "each-for-himself")
    assert v.sides == tuple((i,) for i in range(players))
    pts = GAME.hand_points(v, 2, False)
    assert pts == (0, 2)


@pytest.mark.rules("partners")
def test_rule_partners_sit_across():
    assert V4.sides == ((0, 2), (1, 3))
    assert GAME.partners(V4, 0) == (2,) and GAME.partners(V4, 1) == (3,)


# -- the trump suit: every row of the text's tables -----------------------------------------------------------------
TRUMP_ROWS = {
    6: "6-6 5-5 6-5 6-4 6-3 6-2 6-1 6-0",
    5: "5-5 4-4 5-6 5-4 5-3 5-2 5-1 5-0",   # the text's example, as it prints it (trump number first)
    4: "4-4 3-3 4-6 4-5 4-3 4-2 4-1 4-0",
    3: "3-3 2-2 3-6 3-5 3-4 3-2 3-1 3-0",
    2: "2-2 1-1 2-6 2-5 2-4 2-3 2-1 2-0",
    1: "1-1 0-0 1-6 1-5 1-4 1-3 1-2 1-0",
    0: "0-0 6-6 0-6 0-5 0-4 0-3 0-2 0-1",   # the text's second example: blanks trumps, the 6-6 the left bower
}


@pytest.mark.rules("trump-order", "trump-length")
@pytest.mark.parametrize("trump", range(7))
def test_rule_trump_ranking_row(trump):
    expect = tiles(TRUMP_ROWS[trump])
    assert D.trump_order(trump) == expect
    assert len(expect) == 8 and all(len(D.suit_order(s, trump)) < 8 for s in range(7) if s != trump)
    # and it decides tricks: each trump beats every lower one, whichever is led
    for i, hi in enumerate(expect):
        for lo in expect[i + 1:]:
            assert trick_winner(D.DECK, trump, [lo, hi]) == 1
            assert trick_winner(D.DECK, trump, [hi, lo]) == 0


@pytest.mark.rules("right-bower", "left-bower")
@pytest.mark.rules("right-bower", "left-bower", game="call-ace")
@pytest.mark.parametrize("trump,right,left", [(6, "6-6", "5-5"), (5, "5-5", "4-4"), (1, "1-1", "0-0"),
                                              (0, "0-0", "6-6")])
def test_rule_bowers(trump, right, left):
    assert D.right_bower(trump) == T(right) and D.left_bower(trump) == T(left)
    assert D.trump_order(trump)[:2] == [T(right), T(left)]


SUIT_ROWS = {  # the text's table of suits, doublet first
    6: "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
    5: "5-5 5-6 5-4 5-3 5-2 5-1 5-0",
    4: "4-4 4-6 4-5 4-3 4-2 4-1 4-0",
    3: "3-3 3-6 3-5 3-4 3-2 3-1 3-0",
    2: "2-2 2-6 2-5 2-4 2-3 2-1 2-0",
    1: "1-1 1-6 1-5 1-4 1-3 1-2 1-0",
    0: "0-0 0-6 0-5 0-4 0-3 0-2 0-1",
}


@pytest.mark.rules("rank-in-suit", "follow-either")
@pytest.mark.parametrize("suit", range(7))
def test_rule_suit_table_row(suit):
    row = tiles(SUIT_ROWS[suit])
    assert D.suit_order(suit, NO_TRUMP) == row           # before trumps are made: the table as printed
    for trump in range(7):                               # under each trump: the same order less the trumps
        if trump != suit:
            assert D.suit_order(suit, trump) == [c for c in row if not D.is_trump(c, trump)]


@pytest.mark.rules("rank-in-suit")
@pytest.mark.rules("rank-in-suit", game="call-ace")
def test_rule_a_tile_ranks_by_its_other_number_in_each_of_its_suits():
    # trumps sixes: the 5-2 is a low five when fives are led and a high two when twos are led
    fives = [T("5-3"), T("5-2")]
    assert trick_winner(D.DECK, 6, fives) == 0
    twos = [T("2-1"), T("5-2"), T("2-2")]
    assert trick_winner(D.DECK, 6, twos) == 2           # the doublet first
    assert trick_winner(D.DECK, 6, twos[:2]) == 1       # the 5-2 above the 2-1 among twos


@pytest.mark.rules("trump-only")
@pytest.mark.rules("trump-only", game="call-ace")
def test_rule_trump_tiles_belong_only_to_trumps():
    # fives trumps: the 5-3 is a trump, not a three; the 4-4 (left bower) is not a four
    t = 5
    assert D.DECK.lead[t][T("5-3")] == 5 and D.DECK.lead[t][T("4-4")] == 5
    assert not D.belongs(T("5-3"), 3, t) and not D.belongs(T("4-4"), 4, t)
    assert T("4-4") not in D.suit_order(4, t) and D.suit_order(4, t)[0] == T("6-4")  # fours have no doublet
    # a player holding 5-3 and 3-0 must play the 3-0 to a three led; the 5-3 does not follow threes
    s = at_play(GAME, V4, t, ["5-3 3-0 1-1 2-1 6-6", "3-2 6-1 6-0 1-0 2-0", "", ""], to_act=0,
                trick=((3, "3-2"),))
    s = s._replace(hands=(s.hands[0], s.hands[1], mask_of(tiles("6-2 4-1 4-0")), mask_of(tiles("6-3 2-2 1-1"))))
    reason = refused(GAME, s, "play 5-3", "follow-suit")
    assert "the 5-3 is a trump while fives are trumps" in reason


@pytest.mark.rules("lead-suit")
@pytest.mark.rules("lead-suit", game="call-ace")
@pytest.mark.parametrize("tile,trump,led", [("6-4", 2, 6), ("4-4", 2, 4), ("5-2", 2, 2), ("4-4", 5, 5),
                                            ("3-1", 0, 3), ("6-6", 0, 0), ("6-0", 3, 6)])
def test_rule_suit_led_is_the_higher_number_or_trumps(tile, trump, led):
    assert D.DECK.lead[trump][T(tile)] == led


# -- following ----------------------------------------------------------------------------------------------------
@pytest.mark.rules("follow-suit", "follow-either")
@pytest.mark.rules("follow-suit", "follow-either", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant())])
def test_rule_follow_with_either_number(game, variant):
    # sixes trumps, fives led by the 5-3: the 5-2 is a five and must be played
    hands = ["5-3 1-1 1-0 0-0 3-0", "5-2 2-1 4-1 4-0 3-2", "4-3 4-2 2-0 3-1 3-3", "6-6 6-5 6-1 5-1 2-2"]
    s = at_play(game, variant, 6, hands, to_act=1, trick=((0, "5-3"),))
    s = s._replace(hands=(s.hands[0] & ~(1 << T("5-3")),) + s.hands[1:])
    assert game.legal_actions(s) == ["play 5-2"]
    reason = refused(game, s, "play 2-1", "follow-suit")
    assert reason == "You must follow fives: the 5-2 is a five while fives are led."
    # twos led: the 5-2 is a two now, so it follows twos as well as the 2-1 and 3-2
    s2 = s._replace(trick=((0, T("2-0")),))
    assert game.legal_actions(s2) == ["play 2-1", "play 3-2", "play 5-2"]
    # a player who cannot follow plays anything
    s3 = s._replace(trick=((0, T("6-0")),))  # a trump led; seat 1 holds none
    assert len(game.legal_actions(s3)) == 5


@pytest.mark.rules("follow-suit")
def test_rule_follow_trumps_with_the_left_bower():
    hands = ["5-5 1-1 1-0 0-0 3-0", "4-4 2-1 6-1 6-0 3-2", "", ""]
    s = at_play(GAME, V4, 5, hands, to_act=1, trick=((0, "5-5"),))
    assert GAME.legal_actions(s) == ["play 4-4"]
    assert "left bower" in refused(GAME, s, "play 2-1", "follow-suit")


@pytest.mark.rules("hold")
@pytest.mark.rules("hold", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant())])
def test_rule_only_tiles_held(game, variant):
    s = play(game, fixed(game, variant, DEAL), "accept")
    if game is CALL:
        s = play(game, s, "call 6")
    assert "do not hold the 6-4" in refused(game, s, "play 6-4", "hold")


@pytest.mark.rules("trick", "turn")
@pytest.mark.rules("trick", "turn", game="call-ace")
@pytest.mark.parametrize("game,variant", [(GAME, V4), (CALL, CALL.Variant())])
def test_rule_trick_highest_trump_else_highest_of_suit_led(game, variant):
    hands = ["6-3 1-1", "6-2 1-0", "6-0 0-0", "3-0 2-2"]
    s = at_play(game, variant, 3, hands, to_act=0)
    # sixes led by 6-3? No: threes are trumps, so the 6-3 is a trump and leads trumps.
    s = play(game, s, "play 1-1")
    s = play(game, s, "play 1-0", "play 0-0", "play 3-0")  # the 3-0 trumps a ones trick
    assert s.tricks[-1].winner == 3 and s.to_act == 3           # the winner leads
    s = at_play(game, variant, 3, ["6-4 1-1", "6-2 1-0", "6-6 0-0", "5-2 2-1"], to_act=0)
    s = play(game, s, "play 6-4", "play 6-2", "play 6-6", "play 5-2")
    assert s.tricks[-1].winner == 2                             # the doublet heads its suit; the 5-2 cannot win


@pytest.mark.rules("turn")
def test_rule_out_of_turn_is_refused_at_a_table():
    t = Table.new(GAME, V4, seed=5)
    t.act("pass")
    with pytest.raises(IllegalAction, match="not your turn"):
        t.act("pass")


# -- the lead, the exchange -------------------------------------------------------------------------------------
@pytest.mark.rules("lead-maker")
@pytest.mark.rules("lead-maker", game="call-ace")
def test_rule_bid_winner_leads():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "pass", "accept")
    assert s.phase == "play" and s.to_act == 2
    c = play(CALL, fixed(CALL, CALL.Variant(), DEAL), "pass", "pass", "accept", "call 6")
    assert c.phase == "play" and c.to_act == 2


@pytest.mark.rules("lead-eldest")
@pytest.mark.rules("lead-eldest", game="call-ace")
def test_rule_eldest_leads_by_agreement():
    v = DominoEuchreVariant(lead="eldest")
    s = play(GAME, fixed(GAME, v, DEAL), "pass", "pass", "accept")
    assert s.to_act == 0
    s = play(GAME, fixed(GAME, v, DEAL), "pass", "accept alone")    # lone: the lone player's left, skipping
    assert s.to_act == 2
    s = play(GAME, fixed(GAME, v, DEAL), "accept alone")            # seat 0 alone, seat 2 down: seat 1 leads
    assert s.to_act == 1
    c = play(CALL, fixed(CALL, CALL.Variant(lead="eldest"), DEAL), "pass", "pass", "accept alone")
    assert c.to_act == 3


@pytest.mark.rules("take-up")
@pytest.mark.rules("take-up", game="call-ace")
@pytest.mark.parametrize("who,expect", [("dealer", 3), ("maker", 1)])
def test_rule_take_up_by_agreement(who, expect):
    v = DominoEuchreVariant(take_up=who)
    s = play(GAME, fixed(GAME, v, DEAL), "pass", "accept")
    assert s.phase == "exchange" and s.to_act == expect
    refused(GAME, s, "exchange 6-6", "hold")
    mine = bits(s.hands[expect])[0]
    s2 = play(GAME, s, f"exchange {D.TEXT[mine]}")
    assert s2.hands[expect] >> T("5-3") & 1 and not s2.hands[expect] >> mine & 1 and s2.discard == mine
    assert GAME.view(s2, expect)["discard"] == D.TEXT[mine] and GAME.view(s2, 0)["discard"] is None
    assert play(GAME, s, "leave").hands == s.hands
    # no exchange by default, nor after a suit named in the second round
    assert play(GAME, fixed(GAME, V4, DEAL), "pass", "accept").phase == "play"
    s3 = play(GAME, fixed(GAME, v, DEAL), *["pass"] * 5, "name 2")
    assert s3.phase == "play"
    refused(GAME, s3, "leave", "take-up")
    c = play(CALL, fixed(CALL, CALL.Variant(take_up=who), DEAL), "pass", "accept")
    assert c.phase == "exchange" and c.to_act == expect


# -- scoring and game ---------------------------------------------------------------------------------------------
@pytest.mark.rules("score-make", "score-alone", "score-euchre")
@pytest.mark.rules("score-make", "score-alone", "score-euchre", game="call-ace")
@pytest.mark.parametrize("tricks,alone,short,expect", [
    (3, False, 1, (1, 0)), (4, False, 1, (1, 0)), (5, False, 1, (2, 0)), (2, False, 1, (0, 2)), (0, False, 1, (0, 2)),
    (3, True, 1, (1, 0)), (4, True, 2, (2, 0)), (5, True, 1, (4, 0)), (5, True, 2, (4, 0)), (1, True, 1, (0, 2)),
])
def test_rule_hand_points(tricks, alone, short, expect):
    assert GAME.hand_points(DominoEuchreVariant(lone_short=short), tricks, alone) == expect


def _play_out(game, s, chooser=0):
    """Play the current hand to its end, always the first legal action."""
    deal = s.deal_no
    while s.deal_no == deal and s.phase != "over":
        s = game.apply(s, game.legal_actions(s)[chooser])
    return s


@pytest.mark.rules("score-make", "score-euchre", "game")
def test_rule_scores_go_to_sides_and_game_is_five():
    s = play(GAME, fixed(GAME, V4, DEAL), "accept")
    s = _play_out(GAME, s)
    pts = s.results[-1].points
    assert sum(pts) in (1, 2) and (pts[0] > 0) != (pts[1] > 0)
    s = GAME.new_game(V4, 4)._replace(scores=(4, 0))
    s = _play_out(GAME, play(GAME, s, "accept"))
    assert (s.phase == "over") == (max(s.scores) >= 5)
    v7 = DominoEuchreVariant(game=7)
    s = _play_out(GAME, play(GAME, GAME.new_game(v7, 4)._replace(scores=(5, 0)), "accept"))
    assert (s.phase == "over") == (max(s.scores) >= 7)


@pytest.mark.rules("game-tie")
def test_rule_equal_scores_share_the_win():
    s = GAME.new_game(DominoEuchreVariant(players=3), 4)._replace(phase="over", to_act=None, scores=(6, 6, 2))
    out = GAME.outcome(s)
    assert out.winners == (0, 1) and "win the game, 6 to 2" in out.summary


# -- bad input ------------------------------------------------------------------------------------------------------
def test_bad_notation_and_deals_are_refused():
    s = GAME.new_game(V4, 1)
    for text in ("", "dance", "play 7-7", "name 9", "play"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(text)
    with pytest.raises(BadInput):
        GAME.variant_for({"players": 6})
    with pytest.raises(ValueError):
        GAME.new_game(V4, 1, GAME.deal_from_text("6-6 | 5-5 / 4-4"))
    assert GAME.parse_action("play 4-6") == "play 6-4" and GAME.parse_action("name fives alone") == "name 5 alone"
    assert s == GAME.new_game(V4, 1)


def test_tampered_record_names_the_move():
    rec = new_record(GAME, V4, 7)
    s = GAME.new_game(V4, 7)
    texts = []
    while len(texts) < 12:
        a = GAME.legal_actions(s)[-1]
        texts.append(a)
        s = GAME.apply(s, a)
    good = GameRecord(rec.game, rec.variant, rec.seed, tuple(texts))
    assert replay(good) == s
    play_i = next(i for i, a in enumerate(texts) if a.startswith("play"))
    bad = GameRecord(rec.game, rec.variant, rec.seed, tuple(texts[:play_i + 1]) + (texts[play_i],))
    with pytest.raises(BadInput, match=f"move {play_i + 2}"):
        replay(bad)


def test_bench_runs_the_protocol():
    data = GAME.bench(V4, 0.2)
    assert data["games"] >= 1 and "protocol" in data["loop"]
