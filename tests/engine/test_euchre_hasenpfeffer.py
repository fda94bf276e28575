"""Hasenpfeffer on the Euchre engine: the deal of six and the card laid aside, one round of bids, the joker's holder
bound to three, the high bidder naming trumps and leading, six tricks scored against the bid, the game of ten and
the floor of minus ten; its computer players, its exact odds against brute force, the harness and a golden game."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from math import comb

import pytest

from engine.bots import euchre as B
from engine.coach import euchre as C
from engine.core.errors import BadInput
from engine.core.table import Table
from engine.games._euchre_family import hand as F
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import tables as T
from engine.odds import euchre as O
from tests.engine.euchre_moves import fixed, play, refused
from tests.golden_checks import golden_tests
from tests.harness import protocol_tests

HP = GAME.presets["hasenpfeffer"]
HP_WIDOW = EuchreVariant(players=4, pack=24, joker=True, hasenpfeffer=True, widow="bidder", lead="maker",
                         lone_defence=False, game=10)

test_protocol = protocol_tests(GAME, [HP, HP_WIDOW], max_examples=12)

test_golden_transcript, test_golden_replays_on_the_command_line, test_golden_tampered = golden_tests(
    GAME, "euchre-hasenpfeffer", "hasenpfeffer", "bid 7")

# Seat 3 deals; seat 0 bids first. The joker is the card laid aside.
ASIDE = "JH JD AH KH QH 9C | JC JS AS KS QS 10D | AC KC QC 10C AD KD | 9S 10S 9D QD 10H 9H / JK"
# The same, but Bess (seat 2) holds the joker and the K♦ is laid aside.
HELD = "JH JD AH KH QH 9C | JC JS AS KS QS 10D | AC KC QC 10C AD JK | 9S 10S 9D QD 10H 9H / KD"


def rule_of_thumb_to_the_end_of_the_hand(s):
    bot, rng, start = B.RuleOfThumbBot(), random.Random(0), s.deal_no
    while s.deal_no == start and not GAME.is_over(s):
        s = GAME.apply(s, bot.choose(GAME.view(s, s.to_act), GAME.legal_actions(s), rng))
    return s


# -- the rules ------------------------------------------------------------------------------------------------------
@pytest.mark.rules("hp-deal")
def test_rule_hp_deal_six_each_and_one_laid_aside_unseen():
    """hp-deal: 25 cards, six to each by threes from the dealer's left, the 25th face down: nobody sees it."""
    s = GAME.new_game(HP, 11)
    assert [len(h) for h in s.hands] == [6, 6, 6, 6] and s.stock == () and s.turnup_state == "widow"
    cards, _ = GAME.ledger(s)
    assert len(cards) == 25 and T.JOKER in cards
    widow = T.TEXT[s.turnup]
    for seat in range(4):
        view = GAME.view(s, seat)
        assert view["turnup"] is None and widow in GAME.hidden_from(s, seat)
        assert widow not in json.dumps(view)
    with pytest.raises(BadInput, match="Hasenpfeffer"):
        GAME.variant_for({"hasenpfeffer": True, "pack": 32, "joker": True})


@pytest.mark.rules("hp-bid")
def test_rule_hp_bid_once_each_and_higher():
    """hp-bid: from the dealer's left each passes or bids one to six, higher than the last; once round, no more."""
    s = fixed(HP, ASIDE)
    assert s.phase == "bid" and s.to_act == 0
    assert GAME.legal_actions(s) == ["pass", "bid 1", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"]
    s = play(s, "bid 3")
    assert GAME.legal_actions(s) == ["pass", "bid 4", "bid 5", "bid 6"]
    reason = refused(s, "bid 2", "hp-bid")
    assert "more than 3" in reason
    refused(s, "order-up", "hp-bid")
    refused(s, "name H", "hp-bid")
    s = play(s, "pass", "bid 4", "pass")
    assert s.phase == "trumps" and s.to_act == 2 and s.contract == 4 and s.maker == 2
    assert "high bid, 4" in GAME.describe(play(fixed(HP, ASIDE), "bid 3", "pass", "bid 4"), "pass")


@pytest.mark.rules("hp-forced")
def test_rule_hp_forced_the_jokers_holder_bids_three():
    """hp-forced: all pass, the joker's holder must bid three."""
    s = fixed(HP, HELD)
    line = GAME.describe(play(s, "pass", "pass", "pass"), "pass")
    assert "Bess holds the joker and must bid 3" in line
    s = play(s, "pass", "pass", "pass", "pass")
    assert s.phase == "trumps" and s.to_act == 2 and s.contract == 3 and s.maker == 2
    assert GAME.view(s, 0)["calls"][-1] == [2, "bid 3"]


@pytest.mark.rules("hp-forced", "throw-in")
def test_rule_hp_forced_the_joker_laid_aside_throws_the_hand_in():
    """hp-forced: all pass with the joker laid aside: the hand is thrown in and the next dealer deals."""
    s = fixed(HP, ASIDE)
    assert "thrown in" in GAME.describe(play(s, "pass", "pass", "pass"), "pass")
    s = play(s, "pass", "pass", "pass", "pass")
    assert s.deal_no == 1 and s.dealer == 0 and s.phase == "bid" and s.to_act == 1
    assert "thrown in" in s.results[-1][0] and s.scores == (0, 0)


@pytest.mark.rules("hp-trumps", "hp-lead", "hp-widow")
def test_rule_hp_trumps_named_by_the_high_bidder_who_leads():
    """hp-trumps / hp-lead / hp-widow: the high bidder names any suit (no pass, no lone hand) and leads; by default
    the card laid aside stays out of play."""
    s = play(fixed(HP, ASIDE), "bid 5", "pass", "pass", "pass")
    assert GAME.legal_actions(s) == ["name C", "name D", "name H", "name S"]
    refused(s, "pass", "hp-trumps")
    refused(s, "name H alone", "hp-trumps")
    assert "need 5 of the six tricks" in GAME.describe(s, "name H")
    s = play(s, "name H")
    assert s.phase == "play" and s.to_act == 0 and s.trump == 2 and s.maker == 0
    assert T.JOKER not in {c for h in s.hands for c in h}


@pytest.mark.rules("hp-widow", "dealer-discard")
def test_rule_hp_widow_by_option_the_bidder_takes_it():
    """hp-widow: with 'widow: bidder' the high bidder takes the card laid aside and discards one, unseen."""
    s = play(fixed(HP_WIDOW, HELD), "pass", "pass", "bid 4", "pass", "name C")
    assert s.phase == "discard" and s.to_act == 2 and len(s.hands[2]) == 7 and T.ID_OF_TEXT["KD"] in s.hands[2]
    assert "widow" in GAME.describe(s, "discard KD")
    s = play(s, "discard KD")
    assert s.phase == "play" and s.to_act == 2 and len(s.hands[2]) == 6
    assert GAME.view(s, 2)["discard"] == "KD" and GAME.view(s, 0)["discard"] is None
    assert "KD" in GAME.hidden_from(s, 0) and "KD" not in GAME.hidden_from(s, 2)


@pytest.mark.rules("hp-score", "hp-lead")
def test_rule_hp_score_made_or_set_back():
    """hp-score: a point a trick for a side that makes its bid, less its bid if it falls short; the other side a
    point a trick."""
    assert F.contract_points(4, 5, 6) == (5, 1)
    assert F.contract_points(4, 4, 6) == (4, 2)
    assert F.contract_points(4, 3, 6) == (-4, 3)
    s = play(fixed(HP, ASIDE), "bid 5", "pass", "pass", "pass", "name H")
    s = rule_of_thumb_to_the_end_of_the_hand(s)
    text, points = s.results[-1]
    k = int(text.split(" and took ")[1].split(":")[0].replace("only ", ""))
    assert points == F.contract_points(5, k, 6)
    assert len(points) == 2 and (points[0] == k or points[0] == -5) and points[1] == 6 - k


@pytest.mark.rules("hp-game", "hp-floor", "game")
def test_rule_hp_game_ten_and_the_floor_minus_ten():
    """hp-game / hp-floor: ten points win; a side at minus ten loses."""
    s = play(fixed(HP, ASIDE), "bid 6", "pass", "pass", "pass", "name C")   # clubs: six tricks are out of reach
    s.game_facts = (*s.game_facts[:3], (-5, 0), ())
    s = rule_of_thumb_to_the_end_of_the_hand(s)
    assert GAME.is_over(s) and s.scores[0] <= -10
    assert GAME.outcome(s).winners == (1, 3)
    up = play(fixed(HP, ASIDE), "bid 3", "pass", "pass", "pass", "name H")
    up.game_facts = (*up.game_facts[:3], (8, 0), ())
    up = rule_of_thumb_to_the_end_of_the_hand(up)
    assert GAME.is_over(up) and up.scores[0] >= 10 and GAME.outcome(up).winners == (0, 2)


# -- the computer players ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", [HP, HP_WIDOW], ids=["dead", "bidder"])
def test_rule_of_thumb_and_sampler_finish_games(variant):
    bots = {0: B.SamplerBot(worlds=4), 1: B.RuleOfThumbBot(), 2: B.RuleOfThumbBot(), 3: B.RuleOfThumbBot()}
    for seed in range(2):
        table = Table.new(GAME, variant, seed, learner=-1, bots=bots)
        table.run_bots(limit=100_000)
        assert GAME.is_over(table.state)
        out = GAME.outcome(table.state)
        assert (max(table.state.scores) >= 10 or min(table.state.scores) <= -10) and out.winners


def test_the_coach_values_every_bid():
    s = fixed(HP, ASIDE)
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    ev = C.evaluate(view, legal, 30, random.Random(1))
    assert {c.action for c in ev.choices} == set(legal) and ev.best.action != "bid 1"
    assert "tricks" in C.reason(view, ev, "pass") and "bid" in C.nudge(view, legal)


def test_sampled_deals_leave_the_card_laid_aside_unseen():
    """The seat's own six are exact; the other eighteen and the card laid aside are drawn from the 19 unseen."""
    s = fixed(HP, ASIDE)
    view = GAME.view(s, 0)
    rng = random.Random(2)
    aside = set()
    for _ in range(60):
        world = B.sample_world(view, rng, -1)
        assert sorted(world[0]) == sorted(T.ID_OF_TEXT[c] for c in view["hand"])
        assert [len(h) for h in world] == [6, 6, 6, 6]
        left = set(T.pack_ids(25)) - {c for h in world for c in h}
        assert len(left) == 1
        aside |= left
        assert B.with_world(B.state_from_view(view), world).turnup in left
    assert len(aside) > 5    # the card laid aside is any of the unseen


# -- the odds, exact -----------------------------------------------------------------------------------------------
def test_partners_bowers_and_joker_against_brute_force():
    hand = ["JH", "AH", "KH", "QH", "9C", "10C"]
    odds = O.hasenpfeffer_odds(hand, 2)
    unseen = [c for c in T.pack_ids(25) if T.TEXT[c] not in hand]
    partner = list(itertools.combinations(unseen, 6))
    assert len(unseen) == 19 and len(partner) == comb(19, 6)

    def share(test):
        return Fraction(sum(1 for h in partner if test(set(h))), len(partner))

    jd, jk = T.ID_OF_TEXT["JD"], T.JOKER
    assert odds["right"] == 0 and odds["left"] == share(lambda h: jd in h) == Fraction(6, 19)
    assert odds["joker"] == share(lambda h: jk in h)
    both = O.hasenpfeffer_odds(["9C", "10C", "QC", "KC", "AC", "9S"], 2)
    unseen2 = [c for c in T.pack_ids(25) if T.TEXT[c] not in ["9C", "10C", "QC", "KC", "AC", "9S"]]
    p2 = list(itertools.combinations(unseen2, 6))
    assert both["both"] == Fraction(sum(1 for h in p2 if T.ID_OF_TEXT["JH"] in h and jd in h), len(p2))


def test_trumps_in_a_hand_of_six_against_brute_force():
    table = O.hasenpfeffer_table()
    pack = T.pack_ids(25)
    trumps = {c for c in pack if T.EFF[1][c] == 1}
    counts = [0] * 7
    joker = 0
    for hand in itertools.combinations(pack, 6):
        counts[len(trumps.intersection(hand))] += 1
        joker += T.JOKER in hand
    total = comb(25, 6)
    assert [r["p"] for r in table["counts"]] == [Fraction(n, total) for n in counts]
    assert table["dealt"] == Fraction(joker, total) and table["laid_aside"] == Fraction(1, 25)
