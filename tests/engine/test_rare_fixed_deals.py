"""Settlement, scoring and tie rules pinned by fixed deals (issue 31): the rules tests/audit/rare_cases.py lists
whose only tests were random play, a seed, or the scoring function called alone. Each deal is given in full and
played through the protocol, and the points or chips it settles are asserted."""

from __future__ import annotations

import dataclasses

import pytest

from engine.games import get_game
from tests.engine import test_domino_euchre as DE

DOM, CALL = get_game("domino-euchre"), get_game("call-ace")
# Four hands of five and the turn-up 5-3 (fives proposed); seat 3 deals. Bess (seat 2) holds the five best fives:
# 5-5 4-4 6-5 5-4 5-1. Seat 0 holds 5-2, seat 1 no five; the 3-3 is Caleb's (seat 3), the 6-6 seat 0's.
DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"
assert DEAL == DE.DEAL


def _hand(game, variant, *bids, deal=DEAL, scores=None):
    s = DE.fixed(game, variant, deal)
    if scores is not None:
        s = s._replace(scores=scores)
    return DE._play_out(game, DE.play(game, s, *bids))


def DominoVariant(**kw):
    return dataclasses.replace(DE.V4, **kw)


# -- Domino Euchre -------------------------------------------------------------------------------------------------
@pytest.mark.rules("score-alone", game="domino-euchre")
def test_domino_lone_march_scores_four_whatever_the_short_option():
    v = DE.V4
    s = _hand(DOM, v, "pass", "pass", "accept alone")
    assert s.results[-1].points == (4, 0) and "alone and took a march" in s.results[-1].text
    short = _hand(DOM, dataclasses.replace(v, lone_short=2), "pass", "pass", "accept alone")
    assert short.results[-1].points == (4, 0)          # the option changes three or four tricks, not the march


@pytest.mark.rules("score-make", "score-euchre", game="domino-euchre")
def test_domino_a_march_with_a_partner_scores_two_and_a_euchre_two_to_the_others():
    assert _hand(DOM, DE.V4, "accept").results[-1].points == (2, 0)      # seat 0 with Bess's five trumps
    euchred = _hand(DOM, DE.V4, "pass", "accept")                         # Abner makes fives against them
    assert euchred.results[-1].points == (2, 0) and "euchred" in euchred.results[-1].text


@pytest.mark.rules("each-for-himself", game="domino-euchre")
def test_domino_three_each_for_himself_a_euchre_gives_two_to_every_other():
    three = " | ".join(DEAL.split(" | ")[:3]) + " / 5-3"                  # Bess (seat 2) still holds the fives
    s = DE.fixed(DOM, DominoVariant(players=3), three)
    assert DOM.legal_actions(s) == ["pass", "accept"]                     # no lone hand
    end = DE._play_out(DOM, DE.play(DOM, s, "accept"))
    assert end.results[-1].points == (0, 2, 2) and "Every other player scores 2" in end.results[-1].text


# -- Call-Ace ------------------------------------------------------------------------------------------------------
@pytest.mark.rules("score-alone", "call-alone", game="call-ace")
def test_call_ace_lone_march_scores_four_to_the_maker_only():
    s = _hand(CALL, CALL.Variant(), "pass", "pass", "accept alone")
    assert s.results[-1].points == (0, 0, 4, 0)


@pytest.mark.rules("score-make", "call-score", game="call-ace")
def test_call_ace_a_march_scores_two_to_the_maker_and_to_the_partner_who_held_the_doublet():
    s = _hand(CALL, CALL.Variant(), "pass", "pass", "accept", "call 3")    # the 3-3 is Caleb's
    assert s.results[-1].points == (0, 0, 2, 2) and "(who held the 3-3)" in s.results[-1].text


@pytest.mark.rules("score-euchre", "call-score", game="call-ace")
def test_call_ace_a_euchre_gives_two_to_each_of_the_others():
    s = _hand(CALL, CALL.Variant(), "accept", "call 3")                    # You with Caleb, against Bess's fives
    assert s.results[-1].points == (0, 2, 2, 0) and "The others score 2 each" in s.results[-1].text


@pytest.mark.rules("game", "game-tie", game="call-ace")
def test_call_ace_game_at_five_and_two_reaching_it_on_one_hand():
    bids = ("pass", "pass", "accept", "call 3")                            # Bess and Caleb march: 2 each
    tied = _hand(CALL, CALL.Variant(), *bids, scores=(0, 0, 3, 3))
    assert CALL.is_over(tied) and tied.scores == (0, 0, 5, 5) and CALL.outcome(tied).winners == (2, 3)
    higher = _hand(CALL, CALL.Variant(), *bids, scores=(0, 0, 3, 4))
    assert CALL.is_over(higher) and CALL.outcome(higher).winners == (3,)  # the higher score wins alone
    short = _hand(CALL, CALL.Variant(), *bids, scores=(4, 0, 0, 2))
    assert not CALL.is_over(short) and short.scores == (4, 0, 2, 4)
    seven = _hand(CALL, CALL.Variant(game=7), *bids, scores=(0, 0, 3, 3))
    assert not CALL.is_over(seven)                                         # 7 by agreement


# -- Euchre --------------------------------------------------------------------------------------------------------
EUCHRE = get_game("euchre")
MARCH = "JH JD AH KH QH | 9C 10C QC KC AC | 10H 9H 9S JC 10S | AS KS QS JS 9D / AD"   # seat 0: both bowers, A K Q


def _euchre_march(variant, scores):
    s = EUCHRE.new_game(variant, 1, EUCHRE.deal_from_text(MARCH)).copy()
    s.scores = scores
    for a in ("order-up", "discard AS"):
        s = EUCHRE.apply(s, EUCHRE.parse_action(a))
    while s.deal_no == 0 and not EUCHRE.is_over(s):
        s = EUCHRE.apply(s, EUCHRE.legal_actions(s)[0])
    return s


@pytest.mark.rules("game-7", "game", game="euchre")
def test_euchre_standard_game_is_seven():
    standard = EUCHRE.presets["standard"]
    assert standard.game == 7
    at_seven = _euchre_march(standard, (5, 0))
    assert at_seven.scores == (7, 0) and EUCHRE.is_over(at_seven) and EUCHRE.outcome(at_seven).winners == (0, 2)
    at_six = _euchre_march(standard, (4, 0))
    assert at_six.scores == (6, 0) and not EUCHRE.is_over(at_six)
    five = _euchre_march(dataclasses.replace(standard, game=5), (4, 0))
    assert EUCHRE.is_over(five)                                            # the same hand ends a game of five


@pytest.mark.rules("score-alone", game="euchre")
def test_euchre_lone_march_scores_four():
    s = EUCHRE.new_game(EUCHRE.presets["standard"], 1, EUCHRE.deal_from_text(MARCH))
    for a in ("order-up alone", "discard AS"):
        s = EUCHRE.apply(s, EUCHRE.parse_action(a))
    while s.deal_no == 0:
        s = EUCHRE.apply(s, EUCHRE.legal_actions(s)[0])
    assert s.scores == (4, 0) and "march" in s.results[-1][0]


@pytest.mark.rules("score-euchre", game="euchre")
def test_euchre_makers_without_a_trump_are_euchred_for_two():
    """Abner orders up diamonds with five clubs; You hold both bowers: the makers take nothing, You and Bess score 2."""
    s = EUCHRE.new_game(EUCHRE.presets["standard"], 1, EUCHRE.deal_from_text(MARCH))
    for a in ("pass", "order-up", "discard 9D"):
        s = EUCHRE.apply(s, EUCHRE.parse_action(a))
    while s.deal_no == 0:
        s = EUCHRE.apply(s, EUCHRE.legal_actions(s)[0])
    assert s.scores == (2, 0) and "euchred" in s.results[-1][0]


# -- Seven-Up ------------------------------------------------------------------------------------------------------
SEVEN = get_game("seven-up")


def _seven(variant, text, *actions, scores=None):
    s = SEVEN.new_game(variant, 1, SEVEN.deal_from_text(text))
    if scores is not None:
        s = s._replace(scores=scores)
    for a in actions:
        s = SEVEN.apply(s, SEVEN.parse_action(a))
    return s


def _to_count(s):
    while s.deal_no == 0 and not SEVEN.is_over(s):
        s = SEVEN.apply(s, SEVEN.legal_actions(s)[0])
    return s


@pytest.mark.rules("gift-three", game="seven-up")
def test_seven_up_three_handed_gift_scores_each_adversary():
    three = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C | JS KS 4S 2D 3D 5D / 6S"
    v = SEVEN.Variant(players=3)
    assert _seven(v, three, "beg", "give").scores == (1, 1, 0)
    assert _seven(dataclasses.replace(v, gift_three="eldest"), three, "beg", "give").scores == (1, 0, 0)


# Auction Pitch, four each for himself, seat 3 deals and seat 0 (the eldest) sells the pitch.
SMUDGE_DEAL = "AS 10S 3S KD 4C 7C | QS 2S JD 9D 5C 8C | AH KH QH JH 10H 2H | JS KS 4S 2D 3D 5D"
ORDER_DEAL = "AS 10S 3S KD 4C 7C | AH QS 2S JD 9D 5C | 2H KH QH 8C 10H 3H | JS KS 4S 2D 3D 5D"


@pytest.mark.rules("smudge", game="seven-up")
def test_seven_up_smudge_bid_four_made_four_wins_at_once():
    """Bess buys the pitch for four with every heart from the ace to the ten and the two: high, low, jack, game."""
    smudge = SEVEN.Variant(players=4, trumps="auction", smudge=True)
    s = _to_count(_seven(smudge, SMUDGE_DEAL, "pass", "pass", "bid 4", "pass", "sell"))
    assert SEVEN.is_over(s) and s.winner == 2 and s.events[-1].kind == "smudge"
    plain = _to_count(_seven(SEVEN.presets["auction-pitch"], SMUDGE_DEAL, "pass", "pass", "bid 4", "pass", "sell"))
    assert not SEVEN.is_over(plain)                       # without the agreement, four points and play on


@pytest.mark.rules("auction-order", game="seven-up")
def test_seven_up_the_pitchers_points_count_first():
    """Abner (6) is dealt the ace of hearts, high; Bess (6), pitching hearts for one, holds the two, low. High is
    counted before low, yet the pitcher's points come first: Bess reaches seven and wins."""
    s = _seven(SEVEN.presets["auction-pitch"], ORDER_DEAL, "pass", "pass", "bid 1", "pass", "sell",
               scores=(0, 6, 6, 0))
    s = _to_count(s)
    assert SEVEN.is_over(s) and s.winner == 2


# -- the dice games ------------------------------------------------------------------------------------------------
@pytest.mark.rules("session", game="pie-eyed-dice")
def test_pie_eyed_dice_one_round_of_roles_ends_a_one_round_game():
    from tests.engine.test_pie_eyed_dice import ORDER3, PieVariant, seated

    pie = get_game("pie-eyed-dice")
    s = seated(ORDER3 + " x-x-1-1-1 x-x-x x-x-x-x-x x-x-1-1-1 x-x-x", PieVariant(players=3, rounds=1))
    assert s.tokens == (1, 1, 1)                          # as many tokens as rounds
    for _ in range(5):
        s = pie.apply(s, "throw")
    assert pie.is_over(s) and s.done_roles == ((0, 1, 2),) and s.tokens == (1, 1, 0) and s.kitty == 1


@pytest.mark.rules("point", "no-dead-no-draw", "settle", game="scarney-chemin-de-fer")
def test_scarney_the_point_is_the_last_digit():
    """The bank throws 23 (point 3); Ben 18 (point 8) beats it, You 22 (point 2) lose to it."""
    from tests.engine.test_scarney_chemin_de_fer import SEAT3, seated

    chem = get_game("scarney-chemin-de-fer")
    s = chem.apply(seated(SEAT3 + " 6-6-6-4-1 6-4-4-3-1 1-1-1-3-6"), "limits 1-5")
    s = chem.apply(chem.apply(s, "bet 3"), "bet 2")
    before = s.chips
    for _ in range(3):
        s = chem.apply(s, "throw")
    assert [(x.seat, x.point, x.banker_point, x.result) for x in s.last_round] == [(2, 8, 3, 1), (0, 2, 3, -1)]
    # the bets lie on the table once made: Ben has his 3 back and 3 more, the bank keeps your 2 and pays 3
    assert s.chips == (before[0], before[1] - 1, before[2] + 6)


@pytest.mark.rules("session", game="scarney-chemin-de-fer")
def test_scarney_the_session_ends_when_one_player_holds_every_chip():
    from tests.engine.test_scarney_chemin_de_fer import seated

    chem = get_game("scarney-chemin-de-fer")
    v = chem.Variant(players=2, chips=5)
    s = seated("1-1-1-3-x 6-6-6-4-x 6-6-6-4-1 1-1-1-3-6", v)   # Ada (22) banks; You bet all five and lose
    for a in ("limits 1-5", "bet 5", "throw", "throw"):
        s = chem.apply(s, a)
    assert s.chips == (0, 10) and chem.is_over(s)
