"""Seven-Up's coach word for word (issue 31: mutation score): each sentence a learner reads at each kind of decision,
each clause about a card worked out from the position by hand (which card takes the trick, the count in it, the
trumps still out), the old maxim's trigger at each of its conditions, the period advice's text and the nudges; and
the values: exact where the deals can be counted (equal to the brute force of test_coach_seven_up.py), sampled
otherwise. The sentences are tested on evaluations with values set here, so a sentence is checked apart from the
playouts."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.bots import seven_up as B
from engine.coach import core
from engine.coach import seven_up as C
from engine.games.seven_up import GAME, SevenUpVariant
from tests.engine.test_coach_seven_up import FIXED, brute_force

# Two-handed, trumps spades (the nine turned up); the eldest (seat 0) holds AS KS 10C 2C 6D 9H and is to stand or beg.
START = GAME.new_game(SevenUpVariant(), 1, GAME.deal_from_text(FIXED[0]))
STAND = GAME.view(START, 0)


def _late():
    s = START
    for a in FIXED[1]:
        s = GAME.apply(s, a)
    return s


LATE = _late()                       # seat 0 holds KS 10C; Abner led the jack of hearts; spades are trumps
PLAY = GAME.view(LATE, 0)


def at(base=STAND, **changes) -> dict:
    return {**base, **changes}


def ev(phase, *values, samples=0, losses=None):
    """An evaluation with the values given: exact, or with the paired losses given when ``samples``."""
    if samples:
        choices = tuple(core.Choice(a, float(v), float(v), float(v)) for a, v in values)
        return core.Evaluation(phase, C.SCALE, choices, "x", samples=samples, losses=losses or {})
    return core.exact(phase, C.SCALE, [(a, Fraction(v)) for a, v in values], "x")


# -- stand or beg, give or refuse ------------------------------------------------------------------------------
def test_standing_with_two_trumps():
    e = ev("stand", ("stand", Fraction(1, 2)), ("beg", Fraction(-1, 4)))
    assert C.reason(STAND, e, "stand") == ("Standing is worth +0.50 points a hand against -0.25 for begging, with "
                                           "2 spades (ace and king).")
    assert C.reason(STAND, e, "beg") == ("Standing is worth +0.50 points a hand against -0.25 for begging, with "
                                         "2 spades (ace and king); begging costs 0.75 points a hand.")


def test_begging_with_one_trump_or_none_or_many():
    e = ev("stand", ("stand", -1), ("beg", Fraction(1, 8)))
    one = at(hand=["KS", "10C", "2C", "6D", "9H", "3H"])
    assert C.reason(one, e, "beg") == ("Begging is worth +0.12 points a hand against -1.00 for standing, with "
                                       "1 spade (king).")
    none = at(hand=["10C", "2C", "6D", "9H", "3H", "4H"])
    assert C.reason(none, e, "beg").endswith("with no spade in your hand.")
    three = at(hand=["AS", "KS", "2S", "6D", "9H", "3H"])
    assert C.reason(three, e, "beg").endswith("with 3 spades (ace and king and two).")
    many = at(hand=["AS", "KS", "2S", "QS", "9H", "3H"])
    assert C.reason(many, e, "beg").endswith("with 4 spades (ace and king and queen and more).")
    # the trump chosen (a new trump after a refusal) is read before the turn-up
    hearts = at(hand=["AS", "KS", "2S", "6D", "9H", "3H"], trump="H")
    assert C.reason(hearts, e, "beg").endswith("with 2 hearts (nine and three).")


def test_giving_or_running_the_cards():
    give = at(phase="give")
    e = ev("give", ("give", Fraction(3, 4)), ("refuse", 0))
    assert C.reason(give, e, "refuse") == (
        "Giving one is worth +0.75 points a hand against +0.00 for running the cards, with 2 spades (ace and king): "
        "a sure point for the beggar costs less than fresh cards and a new trump for everyone; running the cards "
        "costs 0.75 points a hand.")
    e = ev("give", ("give", -2), ("refuse", -1))
    assert C.reason(give, e, "refuse") == (
        "Running the cards is worth -1.00 points a hand against -2.00 for giving one, with 2 spades (ace and king): "
        "new cards and a new trump are worth more to you than the point you would give.")


def test_a_choice_too_close_to_call_says_how_far_behind_on_these_deals():
    e = ev("stand", ("stand", 0.25), ("beg", 0.125), samples=16,
           losses={"stand": (0.0, 0.0, 0.0), "beg": (0.125, -0.25, 0.5)})
    assert C.reason(STAND, e, "beg") == ("Standing is worth +0.25 points a hand against +0.12 for begging, with "
                                         "2 spades (ace and king); begging is too close to call (0.12 behind on "
                                         "these deals).")
    behind = ev("stand", ("stand", 0.25), ("beg", 0.125), samples=16,
                losses={"stand": (0.0, 0.0, 0.0), "beg": (-0.01, -0.25, 0.5)})
    assert C.reason(STAND, behind, "beg").endswith("(0.00 behind on these deals).")


# -- Auction Pitch ---------------------------------------------------------------------------------------------
def test_a_bid_or_a_sale_names_the_best_suit_and_what_the_rule_of_thumb_counts_there():
    view = at(phase="bid", hand=["AS", "KS", "10C", "2C", "6D", "9H"])
    est, suit = B.best_suit(B._mask(view["hand"]))
    assert suit == 3                                   # spades: ace, king
    e = ev("bid", ("pass", 0), ("bid 2", Fraction(1, 2)), ("pitch", -1))
    assert C.reason(view, e, "pass") == (
        f"Bidding 2 is worth +0.50 points a hand (passing +0.00, pitching -1.00), with your best suit spades, where "
        f"the rule of thumb counts {est:.1f} of high, low, jack and game; passing costs 0.50 points a hand.")
    sell = at(view, phase="sell")
    e = ev("sell", ("sell", 2), ("pitch", 1))
    assert C.reason(sell, e, "sell").startswith("Selling the pitch is worth +2.00 points a hand (pitching +1.00), with")


# -- the play: each card's clause ------------------------------------------------------------------------------
def _why(view, action, phase="play"):
    """The clause ``reason`` gives for ``action`` as the best choice."""
    other = "play 2D" if action != "play 2D" else "play 3D"
    return C.reason(view, ev(phase, (action, 1), (other, 0)), action)


def test_taking_the_trick_with_the_count_in_it():
    assert _why(PLAY, "play KS") == ("Playing the king of spades is best (+1.00 points a hand): the king of spades "
                                     "takes the trick with 4 of count in it.")     # jack of hearts 1, king 3


def test_giving_up_the_trick():
    assert _why(PLAY, "play 10C").endswith("the ten of clubs gives up the trick with 11 of count in it.")
    assert _why(PLAY, "play 2C").endswith("the two of clubs gives up the trick with 1 of count in it cheaply.")
    # a low trump that cannot beat a higher trump is not given up cheaply: it is a trump
    trumped = at(PLAY, trick=[[1, "QS"]])
    assert _why(trumped, "play 2S").endswith("the two of spades gives up the trick with 2 of count in it.")
    assert _why(trumped, "play 3H").endswith("the three of hearts gives up the trick with 2 of count in it cheaply.")


def test_the_jack_of_trumps_in_the_trick_is_named_and_no_count_is_not():
    assert _why(at(PLAY, trick=[[1, "JS"]]), "play AS").endswith("the ace of spades takes the trick with the jack in "
                                                                 "it.")
    assert _why(at(PLAY, trick=[[1, "2H"]]), "play 3H").endswith("the three of hearts takes the trick.")


def test_following_before_any_trump_is_made_the_suit_led_is_trumps():
    view = at(PLAY, trump=None, turnup=None, trick=[[1, "5H"]])
    assert _why(view, "play 9H").endswith("the nine of hearts takes the trick.")
    assert _why(view, "play 4H").endswith("the four of hearts gives up the trick.")


def test_leading():
    lead = at(PLAY, phase="play", trick=[], tricks=[], hand=["AS", "KS", "10C", "2C", "6D", "9H"], trump="S",
              eldest=1)                             # not the first lead of the eldest: no maxim
    assert _why(lead, "play 10C") == ("Leading the ten of clubs is best (+1.00 points a hand): the ten of clubs puts "
                                      "10 of count on the table.")
    assert _why(lead, "play 2D").endswith("the two of diamonds is a low card that risks no count.")
    # 13 spades less the ace and king held and the nine turned: 10 out, none above the ace
    assert _why(lead, "play AS").endswith("the ace of spades is the best trump left and draws on the 10 trumps you "
                                          "cannot see.")
    assert _why(lead, "play KS").endswith("the king of spades is the best trump left and draws on the 10 trumps you "
                                          "cannot see.")
    queen = at(lead, hand=["QS", "10C"], tricks=[{"cards": [[0, "AS"], [1, "2S"]], "winner": 0}])
    assert _why(queen, "play QS").endswith("the queen of spades leads trumps with 1 higher still out.")
    last = at(lead, hand=["QS"], tricks=[{"cards": [[0, "AS"], [1, "KS"]], "winner": 0},
                                         {"cards": [[0, "JS"], [1, "10S"]], "winner": 0},
                                         {"cards": [[0, "8S"], [1, "7S"]], "winner": 0},
                                         {"cards": [[0, "6S"], [1, "5S"]], "winner": 0},
                                         {"cards": [[0, "4S"], [1, "3S"]], "winner": 0},
                                         {"cards": [[0, "9S"], [1, "2H"]], "winner": 0}], turnup="2S")
    assert _why(last, "play QS").endswith("the queen of spades is the best trump left and draws on the 0 trumps you "
                                          "cannot see.")
    one = at(last, tricks=last["tricks"][:5])                # the nine of spades not yet seen
    assert _why(one, "play QS").endswith("draws on the 1 trump you cannot see.")
    pitch = at(lead, trump=None, turnup=None)
    assert _why(pitch, "play 6D").endswith("leading the six of diamonds makes diamonds trumps.")


def test_clubs_the_first_suit_are_trumps_like_any_other():
    lead = at(PLAY, trick=[], tricks=[], hand=["AC", "KC", "2H"], trump="C", turnup="9C", eldest=1)
    # 13 clubs less the ace and king held and the nine turned up: 10 out, none above the ace
    assert _why(lead, "play KC").endswith("the king of clubs is the best trump left and draws on the 10 trumps you "
                                          "cannot see.")
    follow = at(lead, trick=[[1, "AH"]])
    assert _why(follow, "play 2C").endswith("the two of clubs takes the trick with 4 of count in it.")
    first = at(FIRST, trump="C", turnup="9C", hand=["KC", "QC", "2H"])
    assert C._maxim_card(first) == B.INDEX["KC"]


def test_discarding():
    view = at(PLAY, phase="discard", trick=[], tricks=[])
    assert _why(view, "discard 2S", "discard").startswith("Discarding the two of spades is best (+1.00 points a hand)")
    assert _why(view, "discard 2S", "discard").endswith(": the two of spades is a trump, but the lowest worth keeping.")
    assert _why(view, "discard QH", "discard").endswith(
        ": the queen of hearts counts 2 for game, yet the hand misses it least of your cards.")
    assert _why(view, "discard 9H", "discard").endswith(": the nine of hearts neither counts for game nor is a trump.")


# -- the old maxim ---------------------------------------------------------------------------------------------
FIRST = at(STAND, phase="play", trump="S", hand=["KS", "QS", "10C", "2C", "6D", "9H"])


def test_the_maxim_leads_the_highest_honour_of_trumps_at_once():
    assert C._maxim_card(FIRST) == B.INDEX["KS"]
    assert C._maxim_card(at(FIRST, hand=["QS", "AS", "KS"])) == B.INDEX["AS"]
    assert C._maxim_card(at(FIRST, hand=["QS", "2C"])) == B.INDEX["QS"]
    e = ev("play", ("play 10C", Fraction(1, 2)), ("play KS", Fraction(-1, 4)))
    assert C.reason(FIRST, e, "play 10C") == (
        "Leading the ten of clubs is best (+0.50 points a hand): the ten of clubs puts 10 of count on the table; "
        "the old maxim would lead the king of spades at once, but the playouts value it at -0.25.")
    assert C.advice(FIRST, e) == core.Advice(
        "An old maxim of All Fours: the eldest hand holding the ace, king or queen of trumps without the jack or ten "
        "should \"play them immediately\", hoping to catch the jack or the ten.", "all-fours-maxims", "maxim 4")
    agree = ev("play", ("play KS", 1), ("play 10C", 0))
    assert "maxim" not in C.reason(FIRST, agree, "play 10C")


def test_the_maxim_holds_only_for_the_eldests_first_lead_without_jack_or_ten():
    assert C._maxim_card(at(FIRST, phase="stand")) is None
    assert C._maxim_card(at(FIRST, tricks=[{"cards": [[0, "2H"], [1, "3H"]], "winner": 1}])) is None
    assert C._maxim_card(at(FIRST, trick=[[1, "3H"]])) is None
    assert C._maxim_card(at(FIRST, seat=1)) is None
    assert C._maxim_card(at(FIRST, eldest=1)) is None
    assert C._maxim_card(at(FIRST, trump=None, turnup=None)) is None
    assert C._maxim_card(at(FIRST, hand=["KS", "JS"])) is None
    assert C._maxim_card(at(FIRST, hand=["KS", "10S"])) is None
    assert C._maxim_card(at(FIRST, hand=["9S", "2S", "AC"])) is None
    assert C._maxim_card(at(FIRST, trump=None)) == B.INDEX["KS"]          # the turn-up's suit before it is taken
    e = ev("play", ("play 10C", 1), ("play 2C", 0))
    assert C.advice(at(FIRST, hand=["9S", "10C", "2C"]), e) is None


# -- the period's advice and the nudges --------------------------------------------------------------------------
def test_the_period_advice_at_each_decision():
    e = ev("stand", ("stand", 1), ("beg", 0))
    assert C.advice(STAND, e) == core.Advice(
        "Cassell's calls begging the privilege of an elder hand \"disliking his cards\": the period pages we have "
        "read leave the beg to his judgement, with no count of trumps to stand on.", "cassell-1881",
        "All Fours, 'Begging'")
    assert C.advice(at(phase="give"), e) == core.Advice(
        "Foster, on the dealer's answer, states only the price of a gift: a point to the beggar (three-handed, to "
        "each adversary), and never one that would put him out, when the dealer must run the cards; we found no "
        "period rule of thumb for when to give.", "foster-1897", "All Fours, Seven-Up, or Old Sledge, p. 288")
    pitch = core.Advice(
        "Foster's Auction Pitch gives the eldest hand the pitch to sell: pitching without waiting for a bid binds him "
        "to four points; we found no period advice on how high to bid.", "foster-1897",
        "Auction Pitch, Sell Out, or Commercial Pitch, 'Bidding'")
    assert C.advice(at(phase="bid"), e) == pitch == C.advice(at(phase="sell"), e)
    assert C.advice(PLAY, e) is None


def test_the_nudges_at_each_decision():
    assert C.nudge(STAND, []) == ("Count your trumps in the turned suit: which of high, low, jack and game can you "
                                  "hope to make, and what does a beg risk?")
    assert C.nudge(at(phase="give"), []) == ("Weigh a sure point to the beggar against fresh cards and a new trump "
                                             "suit for everyone, with the score in mind.")
    assert C.nudge(at(phase="discard"), []) == ("Which card can neither win a trick nor count for game, and which "
                                                "trumps must you keep?")
    assert C.nudge(at(phase="bid"), []) == ("In your best suit, which of high, low, jack and game can you be sure "
                                            "of? A bid you miss costs you the bid.")
    assert C.nudge(at(phase="sell"), []) == ("A sale scores the bid at once: can your own best suit make more than "
                                             "that, for certain?")
    assert C.nudge(at(phase="play", trump=None), []) == ("Your lead makes trumps: which suit holds your high cards "
                                                         "and your low ones?")
    assert C.nudge(at(phase="play", trump="S"), []) == ("Count the trumps still out before you lead, and ask where "
                                                        "the jack and the tens may be.")
    assert C.nudge(PLAY, []) == ("Who is winning this trick, is there count or the jack in it, and can you take it "
                                 "cheaply?")


# -- the values ---------------------------------------------------------------------------------------------------
def test_one_legal_choice_is_nothing_to_weigh():
    one = C.evaluate(PLAY, ["play KS"], 10, random.Random(0))
    assert one.note == "Only one legal choice here (playing the king of spades): nothing to weigh."
    assert (one.phase, one.grade("play KS"), C.reason(PLAY, one, "play KS")) == ("play", "forced", one.note)
    assert one.scale is C.SCALE
    assert C.evaluate(STAND, ["stand"], 10, random.Random(0)).note == ("Only one legal choice here (standing): "
                                                                       "nothing to weigh.")
    assert C.evaluate(STAND, [], 10, random.Random(0)).note == "Only one legal choice here (nothing): nothing to weigh."
    assert C._words("bid 3") == "bidding 3" and C._words("pass") == "passing"


def test_late_in_the_hand_every_deal_is_counted_and_equals_the_brute_force():
    n = B.count_deals(PLAY)
    assert C.exact_deals(PLAY, n - 1) is None and len(C.exact_deals(PLAY, n)) == n
    e = C.evaluate(PLAY, GAME.legal_actions(LATE), n, random.Random(0))
    assert e.exact and e.phase == "play" and e.assumes == C.ASSUMES_EXACT.format(n=n)
    assert {c.action: c.exact for c in e.choices} == brute_force(LATE, 0)
    assert e.grade("play 10C") == "blunder"


def test_otherwise_the_deals_are_sampled_at_least_once():
    legal = GAME.legal_actions(LATE)
    n = B.count_deals(PLAY)
    e = C.evaluate(PLAY, legal, n - 1, random.Random(0))
    assert (e.exact, e.samples, e.assumes, e.scale) == (False, n - 1, C.ASSUMES.format(n=n - 1), C.SCALE)
    assert C.evaluate(PLAY, legal, 0, random.Random(0)).samples == 1
    stand = C.evaluate(STAND, ["stand", "beg"], 3, random.Random(0))
    assert (stand.phase, stand.samples, [c.action for c in stand.choices]) == ("stand", 3, ["stand", "beg"])
    # each row is every action played out in one sampled deal, by the seat to act
    rng = random.Random(5)
    world = B.sample_world(STAND, rng, SevenUpVariant())
    row = [B.play_out(world, a, 0) for a in ("stand", "beg")]
    assert [c.value for c in C.evaluate(STAND, ["stand", "beg"], 1, random.Random(5)).choices] == row
