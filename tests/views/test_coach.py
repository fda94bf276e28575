"""The coach's words and figures (lessons/views/coach.py): every choice in a real table, grades in words, signs
said in words."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.coach import Advice, core
from lessons.views import coach as V

SCALE = core.Scale("points this hand for your side", good=0.1, inaccuracy=0.3, mistake=0.75, why="Why.")


def exact_ev():
    return core.exact("play", SCALE, [("play 10♣", Fraction(3, 2)), ("play A♥", Fraction(1, 2)),
                                      ("play 9♠", Fraction(1))], "Every consistent deal counted.")


def test_every_choice_is_a_row_best_first_with_its_exact_fraction():
    html = V.choices_table(exact_ev(), played="play A♥")
    assert html.count("<tr>") == 4                       # the header and three choices
    assert html.index("10♣") < html.index("9♠") < html.index("A♥")
    assert "(3/2)" in html and "exact" in html and "(yours)" in html and "(best)" in html
    assert 'aria-label="ten of clubs"' in html           # a sign is said in words


def test_a_verdict_says_the_grade_in_words_and_what_it_cost():
    d = core.Decision(4, "play", "play A♥", exact_ev(), "The ten takes the trick.",
                      Advice("Lead trumps when you made them.", "foster-1897", "Euchre"))
    html = V.decision_html(d, full=True)
    assert "Blunder" in html and "Costs 1.00 points this hand for your side" in html
    assert "The period’s advice" in html and "<cite>" in html
    assert "<table" in html and "Every consistent deal counted." in html


def test_too_close_says_so_with_the_interval_not_a_grade():
    rng = random.Random(3)
    rows = [(rng.gauss(0, 1), rng.gauss(0, 1)) for _ in range(20)]
    ev = core.sampled("play", SCALE, ["a", "b"], rows, "The others play by rule of thumb.")
    worse = next(c.action for c in ev.choices if c.action != ev.best.action)
    html = V.verdict(core.Decision(0, "play", worse, ev, "", None))
    assert "Too close to call" in html and "Mistake" not in html
    assert "Estimated from 20 deals" in V.method(ev)


def test_the_ladder_shows_only_the_rungs_climbed():
    ev = exact_ev()
    assert V.ladder_html(0, "Count the trumps.", ev) == ""
    one = V.ladder_html(1, "Count the trumps.", ev)
    assert "Count the trumps." in one and "coach’s choice" not in one
    two = V.ladder_html(2, "Count the trumps.", ev)
    assert "coach’s choice" in two and "<table" not in two
    assert "<table" in V.ladder_html(3, "Count the trumps.", ev)


def test_a_forced_decision_says_why_nothing_mattered():
    ev = core.no_choice("bet", SCALE, ["bet 1", "bet 2"], "Every bet has the same worth: an even game.")
    html = V.verdict(core.Decision(0, "bet", "bet 2", ev, "", None))
    assert "Forced" in html and "even game" in html


def test_the_review_lists_each_decision_and_says_so_when_there_is_none():
    d = core.Decision(4, "play", "play 10♣", exact_ev(), "Best.", None)
    html = V.review_rows([(2, d), (5, d)])
    assert html.count("<li>") == 2 and "Move 5." in html
    assert "no decision" in V.review_rows([])
    assert "good up to 0.1" in V.scale_note(exact_ev())


def test_engine_moves_are_written_and_said_as_the_table_says_them():
    assert V.readable("play QS") == "play Q♠" and V.readable("name C alone") == "name ♣ clubs alone"
    assert V.readable("order-up alone") == "order up alone" and V.readable("play 6-4") == "play 6-4"
    assert 'aria-label="queen of spades"' in V.said("play QS")
