"""Chuck-a-Luck's coach word for word (issue 31: mutation score): each sentence a learner reads, with its figures
worked out by hand over the 216 throws, and the period advice's text.

The figures, per cent staked: high, low, odd and even lose only on the 6 triples of their side, so the bank keeps
6/216 = 2.78%; a single number wins 1, 2 or 3 with 75, 15 and 1 throws in 216 and loses with 125: the bank keeps
(125 - 75 - 30 - 3)/216 = 17/216 = 7.87%; the raffle pays 30 on 6 throws and loses on 210: (210 - 180)/216 =
30/216 = 13.89%."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.coach import chuck_a_luck as C
from engine.coach import judge
from engine.coach.core import exact
from engine.games.chuck_a_luck import GAME, THROW, Bet, ChuckVariant, TakeBack

RNG = random.Random(0)
START = GAME.new_game(ChuckVariant(soldiers=0), 3)             # the learner alone at the layout, to bet
ADVICE = ("Wedeward's notes from Anners' Hoyle call high or low and odd or even the player's best bets, the bank "
          "keeping only 2.78% of them, against about 7.9% on a single number.")
NONE_BEST = " The figures agree on the order, and add that the best bet of all is none: every square loses."


def test_a_bet_on_an_even_money_square_costs_the_least():
    d = judge(GAME, START, 0, Bet("high", 5), 0)
    assert d.loss == 5 * 6 / 216 and d.grade == "good"
    assert d.reason == ("Betting nothing more is best: every bet on this layout loses on average; 5¢ on high (11–17) "
                        "costs 0.14¢ a throw on average (the bank's edge there is 2.78%, the least on the layout).")
    low = judge(GAME, START, 0, Bet("low", 100), 0)
    assert low.reason.endswith("$1.00 on low (4–10) costs 2.78¢ a throw on average (the bank's edge there is 2.78%, "
                               "the least on the layout).")


def test_a_bet_on_a_number_costs_more_and_says_where_the_least_is():
    d = judge(GAME, START, 0, Bet("single:3", 25), 0)
    assert d.evaluation.choice("bet single:3 0.25").exact == Fraction(-25 * 17, 216)
    assert d.reason == ("Betting nothing more is best: every bet on this layout loses on average; 25¢ on the 3 costs "
                        "1.97¢ a throw on average (the bank's edge there is 7.87%; high, low, odd and even lose "
                        "least, 2.78%).")


def test_the_best_choice_says_so_alone():
    d = judge(GAME, START, 0, THROW, 0)
    assert (d.grade, d.reason) == ("best", "Betting nothing more is best: every bet on this layout loses on average.")
    assert d.advice.text == ADVICE + NONE_BEST
    assert (d.advice.source, d.advice.locator) == ("wedeward", "¶3, ¶6")


def test_a_bet_on_the_layout_is_best_taken_back():
    s = GAME.apply(START, Bet("raffle", 25))
    back = judge(GAME, s, 0, TakeBack("raffle"), 1)
    head = ("Taking back your 25¢ on the raffle (any triple) is best: the bank keeps 13.89% of what is staked there, "
            "3.47¢ a throw on average for that bet")
    assert back.reason == head + "."
    kept = judge(GAME, s, 0, THROW, 1)
    assert kept.loss == 25 * 30 / 216
    assert kept.reason == head + "; throw leaves 3.47¢ a throw on the layout that taking back would save."
    more = judge(GAME, s, 0, Bet("raffle", 10), 1)
    assert C.after(GAME.view(s, 0), "bet raffle 0.10") == {"raffle": 35}
    assert more.evaluation.choice("bet raffle 0.10").exact == Fraction(-35 * 30, 216)
    assert back.advice.text == ADVICE + NONE_BEST


def test_only_the_seats_own_stakes_count_and_add_up():
    view = {"seat": 1, "layout": [{"seat": 1, "spot": "odd", "stake": 10}, {"seat": 0, "spot": "odd", "stake": 99},
                                  {"seat": 1, "spot": "odd", "stake": 5}, {"seat": 1, "spot": "single:6", "stake": 25}]}
    assert C.after(view, "stand") == {"odd": 15, "single:6": 25}
    assert C.after(view, TakeBack("odd")) == {"single:6": 25}
    assert C.after(view, "take-back raffle") == {"odd": 15, "single:6": 25}
    assert C.after(view, Bet("odd", 5)) == {"odd": 20, "single:6": 25}
    assert C.after(view, "bet even 1.00") == {"odd": 15, "single:6": 25, "even": 100}
    v = ChuckVariant()
    assert C.layout_value({"odd": 216, "single:6": 216}, v) == -6 - 17
    assert C.layout_value({}, v) == 0 and isinstance(C.layout_value({}, v), Fraction)   # an exact figure, even empty


def test_a_view_without_the_pay_options_reads_the_rules_defaults():
    assert C.variant_of({"totals_table": "casino"}) == ChuckVariant(totals_table="casino")
    assert C.variant_of({"totals_table": "casino", "raffle_pays": 18, "single_triple_pays": 10}) == ChuckVariant(
        totals_table="casino", raffle_pays=18, single_triple_pays=10)


def test_actions_are_read_from_their_text_or_taken_as_they_are():
    assert C._parse("bet single:4 0.25") == Bet("single:4", 25)
    assert C._parse("take-back high") == TakeBack("high")
    assert C._parse(Bet("odd", 5)) == Bet("odd", 5) and C._parse(TakeBack("odd")) == TakeBack("odd")
    assert [C._parse(x) for x in (THROW, "stand", "next")] == [THROW, "stand", "next"]
    assert C._parse("sweep") == "sweep"


def test_a_single_choice_is_nothing_to_decide():
    view = GAME.view(START, 0)
    ev = C.evaluate(view, ["next"], 0, RNG)
    assert ev.note == "Nothing to decide: the banker sweeps the settled layout, worth 0¢ either way."
    assert (ev.phase, ev.grade("next"), ev.assumes) == ("betting", "forced", "")
    assert [c.action for c in ev.choices] == ["next"]
    assert C.reason(view, ev, "next") == ev.note and C.advice(view, ev) is None
    assert C.evaluate(view, [], 0, RNG).choices == ()


def test_every_choice_is_valued_exactly_in_the_views_phase():
    view = GAME.view(START, 0)
    ev = C.evaluate(view, [THROW, Bet("even", 216)], 0, RNG)
    assert ev.exact and ev.phase == "betting" and ev.assumes == C.ASSUMES
    assert [(c.action, c.exact) for c in ev.choices] == [("throw", 0), ("bet even 2.16", -6)]


def test_the_advice_leaves_out_the_last_sentence_where_a_bet_is_best():
    view = GAME.view(START, 0)
    ev = exact("betting", C.SCALE, [("bet high 0.05", Fraction(1)), ("throw", Fraction(0))], "x")
    assert C.advice(view, ev).text == ADVICE
    stand = exact("betting", C.SCALE, [("stand", Fraction(0)), ("bet high 0.05", Fraction(-1))], "x")
    assert C.advice(view, stand).text == ADVICE + NONE_BEST


def test_the_nudge_asks_what_the_bank_keeps():
    assert C.nudge({}, []) == ("Before you put money down, ask what the bank keeps, on average, of every dollar "
                               "staked on that square.")
