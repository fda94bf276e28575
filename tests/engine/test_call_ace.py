"""Call-Ace Domino Euchre: the partner suit, the secret partner, individual scores; the harness over its variants."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import as_json_value
from engine.games.call_ace import GAME, CallAceVariant
from engine.games.domino_euchre import deck as D
from tests.engine.test_domino_euchre import DEAL, _play_out, fixed, play, refused
from tests.harness import protocol_tests

test_protocol = protocol_tests(GAME, [
    *GAME.presets.values(),
    CallAceVariant(lone=False, take_up="dealer", lead="eldest"),
    CallAceVariant(players=5, take_up="maker", lone_short=2, game=7),
], max_examples=40)

V4 = CallAceVariant()
V5 = CallAceVariant(players=5)
# Five hands: the turn-up 5-3 proposes fives; the 6-6 is with seat 0, the 3-3 with seat 3, the 2-2 with seat 3.
DEAL5 = DEAL.replace(" / 5-3", " | 0-1 1-1 4-1 3-1 4-0 / 5-3").replace("5-2 2-1 6-6 3-0 1-1", "5-2 2-1 6-6 3-0 6-0")


@pytest.mark.rules("call-players")
def test_rule_four_or_five_each_for_himself():
    assert GAME.seats(V4) == 4 and GAME.seats(V5) == 5
    assert V5.sides == tuple((i,) for i in range(5))
    with pytest.raises(BadInput):
        GAME.variant_for({"players": 3})


@pytest.mark.rules("call-partner", "call-suit")
def test_rule_call_a_partner_suit_not_trumps_nor_left_bower_suit():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")     # Abner makes fives
    assert s.phase == "call" and s.to_act == 1
    assert GAME.legal_actions(s) == [f"call {x}" for x in (0, 1, 2, 3, 6)]
    assert "fives are trumps" in refused(GAME, s, "call 5", "call-suit")
    assert "left bower 4-4 comes from fours" in refused(GAME, s, "call 4", "call-suit")
    t = play(GAME, s, "call 3")                                  # the 3-3 is Caleb's
    assert t.partner == 3 and t.partner_suit == 3 and t.phase == "play"
    refused(GAME, fixed(GAME, V4, DEAL), "call 3", "call-partner")
    # blanks trumps: the 6-6 is the left bower, so sixes cannot be called
    assert 6 not in GAME.callable_suits(0) and 0 not in GAME.callable_suits(0)


@pytest.mark.rules("call-secret")
def test_rule_partner_known_only_to_himself_until_the_tile_is_played():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept", "call 3")
    assert GAME.view(s, 3)["partner_known"] == 3                 # Caleb holds the 3-3 and knows
    for seat in (0, 1, 2):                                        # nobody else, the maker too
        view = GAME.view(s, seat)
        assert view["partner_known"] is None
        # the view does not depend on who the partner is
        assert json.dumps(as_json_value(view)) == json.dumps(as_json_value(GAME.view(s._replace(partner=2), seat)))
    # once the 3-3 is played, everyone knows
    while s.phase == "play" and not any(c == D.doublet(3) for tr in s.tricks for _, c in tr.plays) and \
            not any(c == D.doublet(3) for _, c in s.trick):
        legal = GAME.legal_actions(s)
        pick = "play 3-3" if "play 3-3" in legal else legal[0]
        s = GAME.apply(s, pick)
    assert all(GAME.view(s, seat)["partner_known"] == 3 for seat in range(4))


@pytest.mark.rules("call-none")
def test_rule_maker_without_partner_scores_as_a_side():
    s = play(GAME, fixed(GAME, V4, DEAL), "accept")              # You make fives, holding the 6-6
    s = play(GAME, s, "call 6")
    assert s.partner == -1 and GAME.view(s, 0)["partner_known"] == "none"
    assert GAME.view(s, 1)["partner_known"] is None               # the others do not know
    s2 = play(GAME, fixed(GAME, V4, DEAL), "accept", "call 0")   # the 0-0 is Abner's
    assert s2.partner == 1
    s3 = play(GAME, fixed(GAME, V4, DEAL), "accept", "call 1")   # the 1-1 is You's own: none
    assert s3.partner == -1
    s4 = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept", "call 6")  # 6-6 held by You: Abner's partner
    assert s4.partner == 0
    assert GAME.hand_points(V4, 3, False) == (1, 0) and GAME.hand_points(V4, 5, False) == (2, 0)


# Abner (seat 1) holds five fives with both bowers and makes fives; nobody holds the 3-3: it is out of play (seven
# tiles are at four players, two at five).
DEAL_OUT = "5-2 2-1 6-6 3-0 1-1 | 5-5 4-4 6-5 5-4 5-1 | 6-4 4-3 4-2 2-0 0-0 | 6-3 6-2 6-1 3-1 2-2 / 5-3"
DEAL_OUT5 = DEAL_OUT.replace(" / 5-3", " | 1-0 3-2 4-1 4-0 6-0 / 5-3")


def _hand(game, s, chooser=0):
    """Every state of the current hand from ``s`` to its end (the first legal action each time)."""
    states, deal = [s], s.deal_no
    while s.deal_no == deal and s.phase != "over":
        s = game.apply(s, game.legal_actions(s)[chooser])
        states.append(s)
    return states


@pytest.mark.rules("call-none", "call-secret")
@pytest.mark.parametrize(("variant", "deal"), [(V4, DEAL_OUT), (V5, DEAL_OUT5)])
def test_rule_called_doublet_out_of_play_no_partner_unknown_to_all(variant, deal):
    """call-none: the partner tile out of play, the maker has no partner; nobody knows it, the maker included (the
    tile is never played); he has not announced a lone hand, so a march scores him 2, not a lone hand's 4."""
    s = fixed(GAME, variant, deal)
    tile = D.doublet(3)
    assert not any(h >> tile & 1 for h in s.hands) and s.turnup != tile        # the 3-3 is out of play
    s = play(GAME, s, "pass", "accept", "call 3")
    assert s.maker == 1 and s.partner == -1 and not s.alone and s.phase == "play"
    hand = _hand(GAME, s)
    for x in hand[:-1]:
        assert all(GAME.view(x, seat)["partner_known"] is None for seat in range(variant.players))
        assert GAME.maker_sides(x) == {1}
    end = hand[-1]
    text, points = end.results[-1].text, end.results[-1].points
    assert points == (0, 2) + (0,) * (variant.players - 2)                    # a march as a side: 2, to him alone
    assert "no partner: the 3-3 was out of play" in text


# Card Euchre's Call-Ace (engine/games/euchre): the called ace undealt, or discarded by the dealer's take-up.
EUCHRE_UNDEALT = "JH JD AH KH QH | 9C 10C QC KC 8C | 9H 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
EUCHRE_DISCARDED = "JH JD AH KH QH | 9C 10C QC KC 8C | 9H 7S 8S 9S 10S | AC 7C 7D 8D 9D | AS KS JS JC AD / 10H"


@pytest.mark.rules("call-ace-none", game="euchre")
@pytest.mark.parametrize(("deal", "discard"), [(EUCHRE_UNDEALT, "discard QS"), (EUCHRE_DISCARDED, "discard AS")])
def test_euchre_called_ace_out_of_play_no_partner_unknown_to_all(deal, discard):
    """call-ace-none at card Euchre: the A♠ undealt (in the pack) or discarded by the dealer who took the turn-up:
    the maker has no partner, no view names one, and his march scores 2 (not a lone hand's 4)."""
    from engine.games.euchre import GAME as EUCHRE
    from engine.games.euchre import EuchreVariant
    from tests.engine.euchre_moves import fixed as euchre_fixed
    from tests.engine.euchre_moves import play as euchre_play

    s = euchre_play(euchre_fixed(EuchreVariant(players=5), deal), "order-up", discard, "call S")
    assert s.called >= 0 and s.partner == -1 and s.phase == "play"
    hand = _hand(EUCHRE, s)
    for x in hand[:-1]:
        assert all(EUCHRE.view(x, seat)["partner"] is None for seat in range(5))
    end = hand[-1]
    assert end.scores == (2, 0, 0, 0, 0)
    assert "no partner: the A\u2660 was not in play" in end.results[-1][0]   # card Euchre: plain tuples (hand.py)


@pytest.mark.rules("call-alone", "alone-maker")
def test_rule_lone_maker_calls_nobody():
    s = play(GAME, fixed(GAME, V4, DEAL), "accept alone")
    assert s.alone and s.phase == "play" and s.out == 0 and s.partner_suit == -1
    v = CallAceVariant(lone=False)
    t = fixed(GAME, v, DEAL)
    assert GAME.legal_actions(t) == ["pass", "accept"]
    refused(GAME, t, "accept alone", "call-alone")
    refused(GAME, fixed(GAME, V4, DEAL), "alone", "alone-maker")


@pytest.mark.rules("call-score", "game", "game-tie")
def test_rule_points_to_each_member_and_individual_game():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept", "call 3")   # Abner with Caleb
    end = _play_out(GAME, s)
    pts = end.results[-1].points
    if pts[1]:
        assert pts[1] == pts[3] and pts[0] == pts[2] == 0
    else:
        assert pts == (2, 0, 2, 0)
    # two reaching the game on one hand share it
    over = GAME.new_game(V4, 2)._replace(phase="over", to_act=None, scores=(5, 5, 2, 0))
    assert GAME.outcome(over).winners == (0, 1)


@pytest.mark.rules("turn-up", "trump-length", "trump-order")
def test_rule_same_deck_and_trumps_as_domino_euchre():
    s = fixed(GAME, V4, DEAL)
    assert GAME.view(s, 2)["proposed"] == 5
    assert [D.TEXT[c] for c in D.trump_order(5)] == "5-5 4-4 6-5 5-4 5-3 5-2 5-1 5-0".split()


def test_bad_call_is_refused_and_changes_nothing():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")
    with pytest.raises(IllegalAction):
        GAME.apply(s, "call 9")
    with pytest.raises(IllegalAction):
        GAME.apply(s, GAME.parse_action("call 4"))
    assert s == play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")


@pytest.mark.rules("call-secret")
@pytest.mark.parametrize("seed", range(6))
def test_rule_no_view_reveals_the_partner_early(seed):
    """Over whole random games: a seat knows the partner only by holding the partner tile or seeing it played."""
    import random as _random

    from tests.harness import random_play

    states, _ = random_play(GAME, V5 if seed % 2 else V4, seed, _random.Random(seed), checks=False)
    for s in states:
        if s.partner_suit < 0:
            continue
        tile = D.doublet(s.partner_suit)
        shown = GAME.played_by(s, tile) >= 0
        for seat in range(s.variant.players):
            known = GAME.view(s, seat)["partner_known"]
            holds = bool(s.hands[seat] >> tile & 1)
            assert (known is not None) == (shown or holds)
