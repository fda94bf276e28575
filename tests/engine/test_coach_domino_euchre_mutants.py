"""Domino Euchre's coach (Call-Ace's too) word for word (issue 31: mutation score): each action said in words, each
clause about the position worked out by hand (the eight trumps of a suit and its bowers, which tile takes the trick,
the trumps still out), the reason's sentences, where the figures part from Fosdick's note, the advice and the
nudges. The sentences are tested on evaluations with values set here; the values themselves are held to a brute
force in test_coach_domino_euchre.py.

Trumps ones: the eight are 1-0, 1-1 (the right bower), 2-1 … 6-1 and 0-0 (the left bower, the next lower doublet)."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.bots import domino_euchre as B
from engine.coach import core
from engine.coach import domino_euchre as C
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D

BID = {"game": "domino-euchre", "seat": 0, "players": 4, "names": ["You", "Abner", "Bess", "Caleb"],
       "sides": [[0, 2], [1, 3]], "side_of": [0, 1, 0, 1], "partnership": True, "phase": "bid1", "to_act": 0,
       "dealer": 3, "hand": ["6-4", "6-2", "5-2", "4-3", "3-0"], "counts": [5, 5, 5, 5], "turnup": "1-1",
       "turnup_state": "up", "proposed": 1, "trump": None, "maker": None, "alone": False, "bids": [],
       "exchanger": None, "trick": [], "tricks": []}
# seat 1 (Abner) made ones and leads: he holds three trumps and sees the right bower turned up
PLAY = {**BID, "seat": 1, "phase": "play", "to_act": 1, "hand": ["6-1", "5-1", "2-1", "5-4", "2-2"], "trump": 1,
        "maker": 1, "bids": [[0, "pass"], [1, "accept"]]}


def at(base, **changes) -> dict:
    return {**base, **changes}


def ev(phase, *values, samples=0, losses=None):
    if samples:
        choices = tuple(core.Choice(a, float(v), float(v), float(v)) for a, v in values)
        return core.Evaluation(phase, C.SCALE, choices, "x", samples=samples, losses=losses or {})
    return core.exact(phase, C.SCALE, [(a, Fraction(v)) for a, v in values], "x")


# -- words ------------------------------------------------------------------------------------------------------
def test_each_action_in_words():
    v = at(PLAY, proposed=4, turnup="4-4")
    assert [C.say(v, a) for a in ("pass", "accept", "accept alone", "name 3", "name 0 alone", "leave",
                                  "exchange 6-2", "call 5", "play 1-1", "play 0-0", "play 6-1", "play 5-4",
                                  "next")] == [
        "passing", "accepting fours", "accepting fours and playing alone", "naming threes",
        "naming blanks and playing alone", "leaving the turn-up 4-4", "giving the 6-2 for the turn-up 4-4",
        "calling fives (the 5-5's holder)", "playing the 1-1 (the right bower)", "playing the 0-0 (the left bower)",
        "playing the 6-1 (a trump)", "playing the 5-4", "next"]
    assert C.say(at(PLAY, trump=None), "play 1-1") == "playing the 1-1"
    # blanks, the first suit: the 0-0 is their right bower, the 6-6 their left
    assert C.say(at(PLAY, trump=0), "play 0-0") == "playing the 0-0 (the right bower)"
    assert C.say(at(PLAY, trump=0), "play 6-6") == "playing the 6-6 (the left bower)"
    assert C.say(PLAY, "") == ""


def test_trumps_held_with_the_bowers_named():
    hand = C._mine(PLAY)
    assert C._trumps_held(hand, 1) == "you hold 3 of the eight ones"
    assert C._trumps_held(hand, 2) == "you hold 2 of the eight twos, the right bower among them"   # 2-2 and 2-1
    both = C._mine({"hand": ["1-1", "0-0", "3-1"]})
    assert C._trumps_held(both, 1) == "you hold 3 of the eight ones, the right bower and the left bower among them"
    assert C._trumps_held(C._mine({"hand": ["0-0"]}), 1) == "you hold 1 of the eight ones, the left bower among them"
    assert C._trumps_held(C._mine({"hand": ["6-4", "5-3"]}), 1) == "you hold none of the eight ones"


def test_the_tile_winning_the_trick_so_far():
    assert C._winning(PLAY) is None
    trick = at(PLAY, trick=[[3, "6-4"], [0, "6-5"], [1, "3-0"]])
    assert C._winning(trick) == (0, D.parse_tile("6-5"))
    assert C._winning(at(trick, trick=[[3, "6-4"], [0, "2-1"], [1, "6-5"]])) == (0, D.parse_tile("2-1"))


def test_trumps_not_yet_seen():
    # ones: 8 trumps; Abner holds 6-1 5-1 2-1 and sees 1-1 turned up: 4 out
    assert C._unseen_trumps(PLAY) == 4
    assert C._unseen_trumps(at(PLAY, turnup_state="taken", exchanger=3)) == 5      # the dealer took it up, unseen
    assert C._unseen_trumps(at(PLAY, turnup_state="taken", exchanger=1)) == 4      # he took it himself
    assert C._unseen_trumps(at(PLAY, turnup_state="down")) == 4
    played = at(PLAY, tricks=[{"tiles": [[1, "4-1"], [2, "3-3"]]}], trick=[[2, "1-0"]])
    assert C._unseen_trumps(played) == 2


# -- the clauses --------------------------------------------------------------------------------------------------
def _why(view, best, phase="play"):
    other = "pass" if best != "pass" else "accept"
    return C.reason(view, ev(phase, (best, 1), (other, 0)), best)


def test_the_bids_clauses():
    assert C._why(BID, "accept") == "you hold none of the eight ones"
    assert C._why(BID, "name 6 alone") == "you hold 2 of the eight sixes"
    assert C._why(BID, "pass") == "you hold none of the eight ones: too few to count on three tricks"
    assert C._why(at(BID, hand=["6-1", "2-1", "6-4", "5-3", "4-2"]), "pass") == (
        "you hold 2 of the eight ones: too few to count on three tricks")
    bid2 = at(BID, phase="bid2")
    hand = C._mine(bid2)
    strongest = max((s for s in range(7) if s != 1), key=lambda s: B.hand_value(hand, s))
    assert C._why(bid2, "pass") == (f"even in {D.SUITS[strongest]}, your best suit, "
                                    f"{C._trumps_held(hand, strongest)}")


def test_the_take_up_clauses():
    ex = at(PLAY, phase="exchange")
    assert C._why(ex, "leave") == "every tile you hold is worth more to you than the turn-up"
    assert C._why(ex, "exchange 5-4") == "the 5-4 is the tile least likely to win a trick with ones trumps"


def test_the_call_clauses():
    call = at(PLAY, phase="call", hand=["6-1", "5-1", "2-1", "5-4", "5-5"])
    assert C._why(call, "call 5") == ("you hold the 5-5 yourself, so you play without a partner and score alone")
    assert C._why(call, "call 3") == "you hold no tiles of threes, so its doublet in another hand wins a trick you could not"
    assert C._why(call, "call 4") == "you hold 1 tile of fours, so its doublet in another hand wins a trick you could not"
    # the 6-1 is a trump (ones), not a six
    assert C._why(call, "call 6") == "you hold no tiles of sixes, so its doublet in another hand wins a trick you could not"
    assert C._why(at(call, hand=["6-2", "6-3"]), "call 6") == ("you hold 2 tiles of sixes, so its doublet in "
                                                               "another hand wins a trick you could not")


def test_the_leads_clauses():
    assert C._why(PLAY, "play 2-1") == ("leading a trump draws the trumps still out (4 you have not seen), so your "
                                        "other tiles are not trumped later")
    assert C._why(PLAY, "play 5-4") == "it makes the others follow fives while 4 trumps you have not seen are out"


def test_the_follows_clauses():
    v = at(PLAY, trick=[[3, "6-4"]])
    assert C._why(v, "play 2-1") == "it takes the trick from Caleb's 6-4"
    assert C._why(at(v, trick=[[0, "6-5"]]), "play 6-1") == "it takes the trick from seat 0's 6-5"   # a trump
    assert C._why(at(v, trick=[[0, "6-5"]]), "play 5-4") == ("it cannot win this trick, and it keeps your better "
                                                             "tiles for later")
    # Abner's partner Caleb (seat 3) is winning: keep the better tiles
    assert C._why(at(v, trick=[[3, "6-5"]]), "play 2-2") == ("Caleb, on your side, is already winning the trick: "
                                                             "keep your better tiles")
    ally = at(v, trick=[[1, "6-5"]], seat=3, hand=["5-4", "3-0"])
    assert C._why(ally, "play 3-0") == "Abner, on your side, is already winning the trick: keep your better tiles"
    mine = at(v, trick=[[2, "6-5"]], seat=0, hand=["3-0"])
    assert C._why(mine, "play 3-0") == "Bess, on your side, is already winning the trick: keep your better tiles"
    # seen from seat 2, seat 0 is "You" in the names: he is called by his seat
    other = at(v, trick=[[0, "6-5"]], seat=2, hand=["3-0", "6-6"])
    assert C._why(other, "play 3-0") == "seat 0, on your side, is already winning the trick: keep your better tiles"
    assert C._why(other, "play 6-6") == "it takes the trick from seat 0's 6-5"
    assert C._why(at(v, phase="over"), "play 2-1") == ""
    # the partner's winning tile is told by its seat, never by the tile's number (the 2-0 is tile 3, Caleb seat 3)
    assert C._why(at(v, trick=[[1, "2-0"]], seat=3, hand=["6-4"]), "play 6-4") == (
        "Abner, on your side, is already winning the trick: keep your better tiles")


def test_call_ace_partners_are_friends_once_known_to_the_maker_and_partner():
    base = at(PLAY, game="call-ace", sides=[[0], [1], [2], [3]], side_of=[0, 1, 2, 3], partnership=False,
              trick=[[2, "6-5"]], hand=["3-0"], partner_known=2, maker=1, seat=1)
    assert C._why(base, "play 3-0") == "Bess, on your side, is already winning the trick: keep your better tiles"
    assert C._why(at(base, seat=3), "play 3-0") == "it cannot win this trick, and it keeps your better tiles for later"
    assert C._why(at(base, partner_known="none"), "play 3-0").startswith("it cannot win")
    assert C._why(at(base, partner_known=None), "play 3-0").startswith("it cannot win")
    assert C._why(at(base, maker=None), "play 3-0").startswith("it cannot win")
    maker_side = at(base, trick=[[1, "6-5"]], seat=2)
    assert C._why(maker_side, "play 3-0") == "Abner, on your side, is already winning the trick: keep your better tiles"
    no_key = {k: v for k, v in base.items() if k != "partner_known"}
    assert C._why(no_key, "play 3-0").startswith("it cannot win")


# -- the reason ----------------------------------------------------------------------------------------------------
def test_the_reason_names_the_best_and_the_next_best():
    e = ev("play", ("play 5-4", Fraction(1, 3)), ("play 2-1", Fraction(1, 2)), ("play 2-2", Fraction(-1, 4)))
    assert C.reason(PLAY, e, "play 2-1") == (
        "Best is playing the 2-1 (a trump), worth +0.50 points this hand exactly against +0.33 for playing the 5-4: "
        "leading a trump draws the trumps still out (4 you have not seen), so your other tiles are not trumped "
        "later.")
    assert C.reason(PLAY, e, "play 2-2") == (
        "Best is playing the 2-1 (a trump), worth +0.50 points this hand exactly against +0.33 for playing the 5-4: "
        "leading a trump draws the trumps still out (4 you have not seen), so your other tiles are not trumped "
        "later. Your playing the 2-2 cost 0.75 points this hand (blunder).")


def test_a_sampled_reason_counts_its_deals_and_says_too_close():
    e = ev("play", ("play 5-4", 0.5), ("play 2-1", 0.25), samples=1200,
           losses={"play 5-4": (0.0, 0.0, 0.0), "play 2-1": (0.25, -0.01, 0.5)})
    assert C.reason(PLAY, e, "play 2-1") == (
        "Best is playing the 5-4, worth +0.50 points this hand over 1,200 deals against +0.25 for playing the 2-1 "
        "(a trump): it makes the others follow fives while 4 trumps you have not seen are out. Your playing the 2-1 "
        "(a trump) (+0.25) is too close to call against it: 0.25 points apart, within the sample's error.")


def test_a_sure_loss_in_a_sample_is_its_mean():
    e = ev("play", ("play 5-4", 1.5), ("play 2-1", 0.5), samples=300,
           losses={"play 5-4": (0.0, 0.0, 0.0), "play 2-1": (1.0, 0.5, 1.5)})
    assert C.reason(PLAY, e, "play 2-1").endswith(" Your playing the 2-1 (a trump) cost 1.00 points this hand "
                                                  "(blunder).")


def test_a_forced_choice_gives_its_note():
    one = C.evaluate(PLAY, ["play 2-1"], 10, random.Random(0))
    assert one.note == "Only one tile is allowed here: nothing to choose."
    assert (one.phase, one.scale, C.reason(PLAY, one, "play 2-1")) == ("play", C.SCALE, one.note)
    bid = C.evaluate(BID, ["pass"], 10, random.Random(0))
    assert (bid.note, bid.phase) == ("Only one choice is allowed here: nothing to choose.", "bid")
    assert C.evaluate(at(BID, phase="exchange"), [], 10, random.Random(0)).phase == "take-up"
    assert C.evaluate(at(BID, phase="other"), [], 10, random.Random(0)).phase == "other"


# -- the advice and where the figures part from it --------------------------------------------------------------------
SRC = "Fosdick's modern rules page (we have not read the 1908 Hoyle it follows)"
LATE = (f"{SRC} warns the third and fourth to bid to be quite sure of their hands before making trumps: a partner who "
        "passed has already shown a weak hand.")
ALONE = (f"{SRC} advises going alone only with a hand that can take all five tricks: alone, three or four tricks "
         "score no more than with a partner, and only the march pays (4 points).")
LEFT = (f"{SRC} reminds the bidder to count the left bower, the next lower doublet, among the trumps: it is the "
        "second-best trump and belongs to no other suit.")


def test_a_late_bidder_is_one_whose_partner_passed_this_round():
    assert not C._late_bidder(BID)
    third = at(BID, seat=2, bids=[[0, "pass"], [1, "pass"]])
    assert C._late_bidder(third)
    assert not C._late_bidder(at(third, bids=[[1, "pass"]]))
    assert not C._late_bidder(at(third, bids=[[0, "accept"]]))
    assert not C._late_bidder(at(third, partnership=False))
    # in the second round only its own bids count: the first round's four passes are not this round's
    round2 = at(third, phase="bid2", bids=[[1, "pass"], [2, "pass"], [3, "pass"], [0, "pass"]])
    assert not C._late_bidder(round2)
    assert C._late_bidder(at(round2, bids=round2["bids"] + [[0, "pass"]]))
    assert not C._late_bidder(at(round2, bids=round2["bids"] + [[1, "pass"]]))


def test_the_advice_at_each_bid():
    plain = ev("bid", ("pass", 0), ("accept", 1))
    alone = ev("bid", ("pass", 0), ("accept", 1), ("accept alone", 2))
    assert C.advice(BID, plain) == core.Advice(LEFT, "fosdick", "Domino Euchre, 'Strategy' and 'The Trump Suit'")
    assert C.advice(BID, alone) == core.Advice(ALONE, "fosdick", "Domino Euchre, 'Strategy' and 'Scoring'")
    third = at(BID, seat=2, bids=[[0, "pass"], [1, "pass"]])
    assert C.advice(third, alone) == core.Advice(LATE, "fosdick", "Domino Euchre, 'Strategy'")
    assert C.advice(at(BID, phase="bid2"), plain).text == LEFT
    assert C.advice(PLAY, plain) is None


def test_where_the_figures_part_from_the_advice():
    third = at(BID, seat=2, bids=[[0, "pass"], [1, "pass"]])
    make = ev("bid1", ("pass", 0), ("accept", 1))
    assert C._against_advice(third, make) == ("Here the figures favour making trumps although your partner has "
                                              "passed, where Fosdick's strategy note counsels caution to a late bidder.")
    assert C.reason(third, make, "accept").endswith(" " + C._against_advice(third, make))
    assert C._against_advice(third, ev("bid1", ("pass", 1), ("accept", 0))) == ""
    alone = ev("bid1", ("pass", 0), ("accept alone", 1))
    assert C._against_advice(BID, alone) == ("The figures favour going alone: Fosdick's note allows it only on a hand "
                                             "sure of all five tricks, and this hand is strong enough that the march "
                                             "alone outweighs the risk.")
    assert C._against_advice(at(BID, phase="bid2"), alone) == C._against_advice(BID, alone)
    assert C._against_advice(PLAY, alone) == ""
    assert C._against_advice(BID, make) == ""
    noted = core.no_choice("bid", C.SCALE, ["pass"], "n")
    assert C._against_advice(third, noted) == ""


# -- nudges ------------------------------------------------------------------------------------------------------
def test_the_nudges():
    assert C.nudge(BID, []) == ("Count the trumps you would hold if ones were trumps, the left bower 0-0 among them, "
                                "and think what the passes so far have told you.")
    assert C.nudge(at(BID, phase="bid2"), []) == ("Which suit, other than ones, would give you the most trumps and a "
                                                  "bower? Three sure tricks are what a maker needs.")
    assert C.nudge(at(PLAY, phase="exchange"), []) == ("Which of your tiles is least likely to win a trick once ones "
                                                       "are trumps?")
    assert C.nudge(at(PLAY, phase="call"), []) == ("Whose doublet would help you most: one of a suit you are short "
                                                   "in, whose doublet you do not hold yourself?")
    assert C.nudge(PLAY, []) == "Count the trumps still out (4 you have not seen) before you lead."
    assert C.nudge(at(PLAY, trick=[[0, "6-4"]]), []) == (
        "Who is winning this trick now? Can you win it cheaply, or is it better to keep your good tiles and throw "
        "your least useful one?")
    assert C.nudge(at(PLAY, phase="over"), []) == "Think what each choice leaves you for the tricks to come."


# -- the values ----------------------------------------------------------------------------------------------------
def _late_play():
    """A two-handed position in the play, after two tricks, where the seat to act has two or more tiles to choose."""
    v = GAME.Variant(players=2)
    for seed in range(20):
        s = GAME.new_game(v, seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            if s.phase == "play" and len(s.tricks) == 3 and not s.trick and len(legal) >= 2:
                return s
            s = GAME.apply(s, B.rot_action(GAME, s, s.to_act))
    raise AssertionError("no late position")


def test_exact_late_and_sampled_early():
    from engine.odds import domino_euchre as O

    s = _late_play()
    view = GAME.view(s, s.to_act)
    legal = [str(a) for a in GAME.legal_actions(s)]
    n = O.deal_count(view)
    assert n * len(legal) <= C.EXACT_LIMIT
    e = C.evaluate(view, legal, 7, random.Random(0))
    assert e.exact and e.phase == "play" and f"every one of the {n:,} deals" in e.assumes
    assert e.assumes == C._assumes(view, f"exact: every one of the {n:,} deals of the unseen tiles is played out")
    sampled = C.sampled_values(view, legal, 5, random.Random(0))
    assert (sampled.exact, sampled.samples, sampled.phase) == (False, 5, "play")
    assert "5 deals of the unseen tiles, the same for every choice" in sampled.assumes
    early = C.evaluate(BID_VIEW, ["pass", "accept"], 3, random.Random(1))
    assert (early.samples, early.phase, early.scale) == (3, "bid", C.SCALE)


BID_VIEW = GAME.view(GAME.new_game(GAME.Variant(), 2), 0)


def test_the_exact_limit_counts_deals_times_choices(monkeypatch):
    from engine.odds import domino_euchre as O

    # two-handed, after the first trick: 5,985 deals and four tiles, 23,940 playouts: more than the limit
    s = GAME.new_game(GAME.Variant(players=2), 0)
    while not (s.phase == "play" and len(s.tricks) == 1 and not s.trick):
        s = GAME.apply(s, B.rot_action(GAME, s, s.to_act))
    view = GAME.view(s, s.to_act)
    legal = [str(a) for a in GAME.legal_actions(s)]
    assert (O.deal_count(view), len(legal)) == (5985, 4)
    e = C.evaluate(view, legal, 3, random.Random(0))
    assert (e.exact, e.samples) == (False, 3)
    # at exactly the limit, every deal is played out
    late = _late_play()
    view = GAME.view(late, late.to_act)
    legal = [str(a) for a in GAME.legal_actions(late)]
    monkeypatch.setattr(C, "EXACT_LIMIT", O.deal_count(view) * len(legal))
    assert C.evaluate(view, legal, 3, random.Random(0)).exact
    monkeypatch.setattr(C, "EXACT_LIMIT", O.deal_count(view) * len(legal) - 1)
    assert not C.evaluate(view, legal, 3, random.Random(0)).exact


def test_the_assumption_in_words():
    assert C._assumes(BID, "HOW") == (
        "After this choice every seat, yours included, plays as the table's rule-of-thumb players; HOW, each "
        "consistent with what your seat has seen (your tiles, the tiles played, the turn-up, the suits each seat has "
        "shown void) and every such deal equally likely: the bidding is not read for more.")

