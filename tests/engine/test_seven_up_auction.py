"""Seven-Up's Auction Pitch (Foster, 'Auction Pitch, Sell Out, or Commercial Pitch'): a test per new rule, the
property harness over the new rule set, a golden recorded game, the computer players bidding and the coach."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import permutations

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.table import Table
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.games.seven_up.game import Point
from tests.golden_checks import golden_tests
from tests.harness import passing_mostly, protocol_tests

AUCTION = GAME.presets["auction-pitch"]
SMUDGE = SevenUpVariant(players=4, trumps="auction", smudge=True)

test_protocol = protocol_tests(GAME, [
    SevenUpVariant(players=2, trumps="auction"), AUCTION, SevenUpVariant(players=5, trumps="auction", smudge=True),
    SevenUpVariant(players=3, trumps="auction", low="taken", game_tie="elder"),
], max_examples=5, policy=passing_mostly)

test_golden, test_golden_cli, test_golden_tampered = golden_tests(GAME, "seven_up-auction-pitch", "auction-pitch",
                                                                  "bid 9")

# Four at the table, each for himself: Caleb (seat 3) deals, You (seat 0) are the eldest hand.
DEAL4 = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C | JS KS 4S 2D 3D 5D | AH KH QH 2H 3H 4H"


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, GAME.parse_action(a))
    return state


def refused(state, action, rule_id):
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, GAME.parse_action(action))
    assert exc.value.rule.id == rule_id, (exc.value.rule.id, exc.value.reason)
    return exc.value.reason


def fixed(variant=AUCTION, text=DEAL4, seed=1):
    return GAME.new_game(variant, seed, GAME.deal_from_text(text))


@pytest.mark.rules("auction-deal")
def test_rule_auction_deal_no_turn_up_each_for_himself():
    s = fixed()
    assert s.phase == "bid" and s.turnup == -1 and s.trump == -1 and s.to_act == 0
    assert [h.bit_count() for h in s.hands] == [6] * 4
    assert AUCTION.sides == ((0,), (1,), (2,), (3,))          # four play each for himself, not in partnerships
    assert len(GAME.new_game(SevenUpVariant(players=7, trumps="auction"), 2).hands) == 7
    with pytest.raises(BadInput, match="four to"):
        GAME.variant_for({"players": 5, "trumps": "pitch"})
    with pytest.raises(BadInput, match="Auction Pitch only"):
        GAME.variant_for({"smudge": True})


@pytest.mark.rules("auction-sell")
def test_rule_eldest_sells_or_pitches_at_once_bound_to_four():
    s = fixed()
    assert GAME.legal_actions(s) == ["pass", "pitch"]
    assert "The eldest hand does not bid" in refused(s, "bid 2", "auction-sell")
    refused(s, "stand", "auction-sell")
    t = play(s, "pitch")
    assert (t.phase, t.pitcher, t.contract, t.to_act) == ("play", 0, 4, 0)
    assert GAME.describe(s, "pitch") == "You pitch without waiting for a bid, bound to make four."


@pytest.mark.rules("auction-bid")
def test_rule_each_bids_once_above_the_last_the_dealer_last():
    s = play(fixed(), "pass")
    assert s.to_act == 1 and GAME.legal_actions(s) == ["pass", "bid 1", "bid 2", "bid 3", "bid 4"]
    assert GAME.describe(s, "bid 2") == "Abner bids 2."
    s = play(s, "bid 2")
    assert s.to_act == 2 and GAME.legal_actions(s) == ["pass", "bid 3", "bid 4"]
    assert refused(s, "bid 2", "auction-bid") == "You must bid more than 2, the highest bid so far, or pass."
    assert "1 to 4" in refused(s, "bid 5", "auction-bid")
    assert "Only the eldest hand" in refused(s, "sell", "auction-sell")
    s = play(s, "bid 3")
    assert s.to_act == 3                                    # the dealer speaks last
    s = play(s, "pass")
    assert (s.phase, s.to_act, s.bids) == ("sell", 0, (0, 2, 3, 0))
    assert "The bidding is over" in refused(s, "bid 4", "auction-accept")


@pytest.mark.rules("auction-accept")
def test_rule_eldest_keeps_the_pitch_at_the_bid_or_pitches_free_when_no_one_bids():
    s = play(fixed(), "pass", "bid 2", "bid 3", "pass")
    assert GAME.legal_actions(s) == ["sell", "pitch"]
    kept = play(s, "pitch")
    assert (kept.pitcher, kept.contract, kept.to_act, kept.scores) == (0, 3, 0, (0, 0, 0, 0))
    assert GAME.describe(s, "pitch") == "You keep the pitch, bound to make 3."
    free = play(fixed(), "pass", "pass", "pass", "pass")
    assert (free.phase, free.pitcher, free.contract) == ("play", 0, 0)


@pytest.mark.rules("auction-sale")
def test_rule_seller_scores_the_bid_at_once_and_the_buyer_pitches():
    s = play(fixed(), "pass", "bid 2", "bid 3", "pass")
    assert GAME.describe(s, "sell") == "You sell the pitch to Bess for 3 and score 3."
    sold = play(s, "sell")
    assert sold.scores == (3, 0, 0, 0) and (sold.pitcher, sold.contract, sold.to_act) == (2, 3, 2)
    out = play(s._replace(scores=(5, 0, 0, 0)), "sell")       # a sale can put the seller out
    assert out.phase == "over" and out.winner == 0


@pytest.mark.rules("auction-pitch")
def test_rule_only_the_pitcher_leads_and_his_card_makes_trumps():
    s = play(fixed(), "pass", "bid 2", "bid 3", "pass")
    assert "only the pitcher leads the first trick" in refused(s, "play AS", "auction-pitch")
    s = play(s, "sell")
    assert s.to_act == 2 and s.trump == -1
    assert GAME.describe(s, "play KS") == "Bess pitches the K♠: spades are trumps."
    s = play(s, "play KS")
    assert s.trump == 3 and s.to_act == 3


def at_the_count(pitcher, contract, scores=(0, 0, 0, 0), variant=AUCTION):
    return fixed(variant)._replace(phase="play", pitcher=pitcher, contract=contract, scores=scores)


def points(*pairs):
    return tuple(Point(kind, seat, seat, -1) for kind, seat in pairs)


@pytest.mark.rules("auction-setback")
def test_rule_pitcher_short_of_his_bid_is_set_back_and_the_others_score():
    s = at_the_count(pitcher=2, contract=3)
    pts = points(("high", 2), ("low", 1), ("jack", 2), ("game", 3))
    out = GAME.auction_points(s, pts)
    assert [(e.kind, e.side, e.value) for e in out] == [("setback", 2, -3), ("low", 1, 1), ("game", 3, 1)]
    after = GAME._score(s, out)
    assert after.scores == (0, 1, -3, 1)                      # into the hole
    made = GAME.auction_points(at_the_count(pitcher=2, contract=2), pts)
    assert [e.kind for e in made] == ["high", "jack", "low", "game"]   # all he made, his first


@pytest.mark.rules("auction-order")
def test_rule_the_pitchers_points_count_first_when_two_reach_seven():
    s = at_the_count(pitcher=2, contract=1, scores=(0, 6, 6, 0))
    pts = points(("high", 1), ("low", 2))                     # Abner's high is counted before low, but ...
    after = GAME._score(s, GAME.auction_points(s, pts))
    assert after.winner == 2 and after.phase == "over"        # ... Bess, the pitcher, goes out first


@pytest.mark.rules("smudge")
def test_rule_smudge_four_bid_and_made_wins_at_once_unless_in_the_hole():
    pts = points(("high", 1), ("low", 1), ("jack", 1), ("game", 1))
    s = at_the_count(pitcher=1, contract=4, variant=SMUDGE)
    after = GAME._score(s, GAME.auction_points(s, pts))
    assert after.winner == 1 and after.scores[1] == 4 and after.events[-1].kind == "smudge"
    hole = at_the_count(pitcher=1, contract=4, scores=(0, -1, 0, 0), variant=SMUDGE)
    assert GAME._score(hole, GAME.auction_points(hole, pts)).phase != "over"
    plain = at_the_count(pitcher=1, contract=4)               # without the agreement: four points, no more
    assert GAME._score(plain, GAME.auction_points(plain, pts)).phase != "over"


@pytest.mark.rules("auction-setback", "auction-pitch")
def test_a_whole_hand_sold_played_and_set_back_in_the_log():
    s = play(fixed(), "pass", "bid 2", "bid 3", "pass", "sell")
    # Bess pitches spades; she holds J K 4 of spades; You hold A 10 3; Abner Q 2.
    s = play(s, "play 4S", "play 2H", "play AS", "play 2S")   # You take with the ace
    view = GAME.view(s, 0)
    assert view["pitcher"] == 2 and view["contract"] == 3 and view["auction"] and view["trump"] == "S"
    rng = random.Random(4)
    while s.deal_no == 0:
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, legal[rng.randrange(len(legal))])
    lines = GAME.view(s, 0)["results"][0]["lines"]
    assert lines[0] == "Sale: 3 to You, who sold the pitch."
    assert lines[1].startswith("Set back: Bess, the pitcher, made ") or lines[1].startswith("High")


def test_bots_bid_and_finish_auction_games():
    from engine.bots.seven_up import BOTS

    for v in (AUCTION, SevenUpVariant(players=5, trumps="auction")):
        bots = {x: BOTS["rule-of-thumb"] for x in range(v.players)}
        t = Table.new(GAME, v, 23, learner=-1, bots=bots)
        t.run_bots()
        assert GAME.is_over(t.state)
        said = [a for a in t.record.actions if a.startswith("bid ")]
        assert said, "the computer players bid"


def test_rule_of_thumb_bids_on_high_trumps_jack_and_low():
    from engine.bots.seven_up import rule_of_thumb, seen_from_state

    s = play(fixed(), "pass")
    strong = s._replace(hands=(s.hands[0], sum(1 << D.parse_card(c) for c in "AH JH 2H 10H KD 4C".split()),
                               *s.hands[2:]))
    assert rule_of_thumb(seen_from_state(strong, 1), GAME.legal_actions(strong)) in ("bid 3", "bid 4")
    weak = s._replace(hands=(s.hands[0], sum(1 << D.parse_card(c) for c in "7H 8S 9D 6C 5H 7C".split()),
                             *s.hands[2:]))
    assert rule_of_thumb(seen_from_state(weak, 1), GAME.legal_actions(weak)) == "pass"


def test_the_coach_grades_a_bid():
    from engine.coach import seven_up as C

    s = play(fixed(), "pass")
    view = GAME.view(s, 1)
    ev = C.evaluate(view, GAME.legal_actions(s), 12, random.Random(1))
    assert ev.phase == "bid" and {c.action for c in ev.choices} == set(GAME.legal_actions(s))
    assert ev.grade("bid 4") in ("best", "good", "inaccuracy", "mistake", "blunder", "too-close")
    text = C.reason(view, ev, "bid 4")
    assert "bid" in text.lower() or "pass" in text.lower()
    assert C.nudge(view, GAME.legal_actions(s))


def _none_among_others_by_enumeration(k: int, unseen: int, others: int) -> Fraction:
    """Each placing of ``k`` particular cards among the ``unseen`` places, the first ``others`` of which are the
    other hands: the share of placings with none of them there (counted one by one)."""
    good = total = 0
    for places in permutations(range(unseen), k):
        total += 1
        good += all(p >= others for p in places)
    return Fraction(good, total)


@pytest.mark.rules("auction-deal")
def test_bid_odds_by_enumeration_no_card_turned():
    from engine.odds import seven_up as O

    hand = [D.parse_card(c) for c in "KS 4S 9D KD 4C 7H".split()]
    rows = {r["trump"]: r for r in O.bid_odds(hand, 2)}
    assert set(rows) == {"spades", "diamonds", "clubs", "hearts"} and rows["spades"]["unseen"] == 46
    spades = rows["spades"]
    assert spades["hold_high"] == _none_among_others_by_enumeration(1, 46, 6)      # the A♠ not in Abner's six
    assert spades["lowest_is_low"] == _none_among_others_by_enumeration(2, 46, 6)  # neither 2♠ nor 3♠ there
    assert spades["jack_in_play"] == Fraction(6, 46)
    four = {r["trump"]: r for r in O.bid_odds(hand, 4)}
    assert four["diamonds"]["hold_high"] == _none_among_others_by_enumeration(1, 46, 18)   # the A♦ above the K♦
    assert four["clubs"]["jack_in_play"] == Fraction(18, 46)


def test_the_sampler_bids_from_its_view_within_its_budget(monkeypatch):
    import engine.bots.seven_up as bots

    calls = []
    real = bots.play_out
    monkeypatch.setattr(bots, "play_out", lambda *a: calls.append(1) or real(*a))
    s = play(fixed(), "pass")
    legal = GAME.legal_actions(s)
    choice = bots.BOTS["sampler"].choose(GAME.view(s, 1), legal, random.Random(2))
    assert choice in legal and 0 < len(calls) <= bots.BOTS["sampler"].deals(len(legal)) * len(legal)
