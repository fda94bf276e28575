"""Scarney Pie-Eyed Dice's table as HTML (lessons/views/pie_eyed_dice.py): the felt's heading, the last throw with
the dead dice set aside, the players' roles and tokens, the buttons raised or plain as the turn says, and the live
role chances' figures."""

from __future__ import annotations

import re
from fractions import Fraction

from engine.bots.pie_eyed_dice import default_players
from engine.core.table import Table
from engine.games.pie_eyed_dice import GAME
from engine.odds import pie_eyed_dice as odds
from lessons.views import pie_eyed_dice as view

PAGE = "pie_eyed_dice"
NOUNS = ["Names the forfeit", "Performs it", "Pays a token"]


def base(**over) -> dict:
    """A view of the learner's seat, as GAME.view gives it, at four players."""
    v = {"seat": 0, "phase": "turn", "to_act": 0, "names": ["You", "Ada", "Ben", "Carl"], "order": [0, 2, 1, 3],
         "form": "five", "target": 5, "max_throws": 3, "aside": 0, "throws_made": 0, "round_roles": [],
         "done_roles": [], "rounds": 2, "rounds_done": 0, "role_nouns": NOUNS, "tokens": [2, 2, 2, 2], "last": None}
    return {**v, **over}


def test_the_felts_heading_says_the_round_the_form_and_whose_throw():
    html = view.felt_html(base(throws_made=1, aside=2))
    assert "Round of roles 1 of 2 · five dice, five dead · You to throw (throw 2 of 3, 2 dead aside)" in html
    seating = view.felt_html(base(phase="seating", to_act=2, form="two"))
    assert "two dice, one throw · Ben to throw</div>" in seating
    over = view.felt_html(base(phase="over", to_act=None, rounds_done=2))
    assert "Round of roles 2 of 2 · five dice, five dead · </div>" in over


def test_an_empty_cup_then_a_throw_for_the_order():
    assert "The cup is full: throw for the order of play." in view.throw_html(base(last=None))
    order = view.throw_html(base(last={"seat": 1, "kind": "order", "dice": [0, 6, 0, 6, 3], "aside": 0}))
    assert "Ada throws for the order" in order and "total 15" in order and order.count("cp-die") == 5


def test_a_throw_shows_the_dice_thrown_and_the_dead_set_aside_before_it():
    last = {"seat": 2, "kind": "turn", "dice": [0, 4, 0], "aside": 4}   # two dead set aside before, two now
    html = view.throw_html(base(last=last), roll=True)
    thrown, aside = html.split('<span class="sc-aside">')
    assert re.findall(r"a die showing (\w+)", thrown) == ["dead", "4", "dead"] and 'class="sc-roll"' in thrown
    assert "set aside" in aside and re.findall(r"a die showing (\w+)", aside) == ["dead", "dead"]
    assert "sc-roll" not in aside                            # the dice set aside earlier do not tumble again
    assert "<span>4 of 5 dead</span>" in html
    first = view.throw_html(base(last={**last, "dice": [0, 4, 0, 1, 1], "aside": 2}))
    assert "sc-aside" not in first                           # nothing was set aside before this throw


def test_the_players_show_this_rounds_role_the_earlier_ones_and_the_tokens():
    v = base(to_act=1, round_roles=[2], done_roles=[[1, 0, 3]], tokens=[2, 3, 1, 2])
    html = view.seats_html(v)
    rows = dict(re.findall(r"<tr[^>]*><td>(\w+)</td>(.*?)</tr>", html))
    assert rows["Ben"] == "<td>Names the forfeit</td><td></td><td>1</td>"
    assert rows["Ada"] == "<td></td><td>round 1: Names the forfeit</td><td>3</td>"
    assert rows["You"] == "<td></td><td>round 1: Performs it</td><td>2</td>"
    assert html.count("sc-now") == 1 and '<tr class="sc-now"><td>Ada</td>' in html
    assert re.findall(r"<tr[^>]*><td>(\w+)</td>", html) == ["You", "Ben", "Ada", "Carl"]


def test_the_rounds_title():
    assert view.hand_title(base(phase="seating")) == "The throws for the order of play"
    assert view.hand_title(base(rounds_done=1)) == "Round of roles 2"


def test_throw_is_raised_on_the_learners_turn_and_next_throw_on_theirs_and_none_once_over():
    t = Table.new(GAME, GAME.Variant(), 7, learner=0, bots=default_players(4))
    mine = view.controls_html(t, PAGE, ("throws", "throw"))
    assert re.findall(r'data-act="([^"]+)"', mine) == ["throw", f"{PAGE}:next", f"{PAGE}:skip"]
    assert 'data-act="throw" data-key="pie_eyed_dice:throw"' in mine
    assert re.search(r'<button [^>]*data-act="throw"[^>]*>', mine).group(0).count("primary") == 2
    assert mine.count(" disabled>") == 2 and "The next computer player throws" in mine
    t.act("throw")
    theirs = view.controls_html(t, PAGE, ("throws", "throw"))
    assert 'data-kind="secondary" data-act="throw"' in theirs and " disabled>" not in theirs
    while not GAME.is_over(t.state):
        t.act(t.legal()[0]) if t.learners_turn() else t.run_bots()
    over = view.controls_html(t, PAGE, ("throws", "throw"))
    assert over.count(" disabled>") == 3


def test_before_the_order_is_set_the_odds_say_only_a_turns_chance():
    html = view.odds_html(base(phase="seating"), {"turn": Fraction(3125, 59049), "chances": None})
    assert ('<b>A turn takes a role</b> with chance 5.3% <span class="pe-frac">(3125/59049)</span>. Each player\'s '
            "chances appear once the order of play is set.") in html
    assert "<table" not in html


def test_each_players_role_chances_with_the_exact_fraction_on_pointing():
    third = Fraction(1, 3)
    chances = {0: [Fraction(1), 0 * third, 0 * third], 2: [0 * third, third, 2 * third],
               1: [0 * third, 2 * third, third], 3: [0 * third, 0 * third, 0 * third]}
    html = view.odds_html(base(), {"turn": Fraction(1, 8), "chances": chances})
    assert '<b>Your turn takes a role:</b> 12.5% <span class="pe-frac">(1/8)</span>' in html
    assert "<tr><th>player</th><th>Names the forfeit</th><th>Performs it</th><th>Pays a token</th></tr>" in html
    assert re.findall(r"<tr><td>(\w+)</td>", html) == ["You", "Ben", "Ada", "Carl"]
    assert '<td title="exactly 2/3">66.67%</td>' in html and '<td title="exactly 1/1">100.00%</td>' in html
    assert "<b>Ada's turn takes a role:</b>" in view.odds_html(base(to_act=1), {"turn": Fraction(1, 8),
                                                                                 "chances": chances})


def test_the_live_odds_at_a_real_turn_are_the_engines():
    t = Table.new(GAME, GAME.Variant(), 7, learner=0, bots=default_players(4))
    t.act("throw")
    t.run_bots()
    v = t.view()
    assert v["phase"] == "turn"
    html = view.odds_html(v, odds.live(v))
    p = odds.turn_chance(v["form"], v["aside"], v["throws_made"])
    assert f"({p.numerator}/{p.denominator})" in html
    assert html.count("<td title=\"exactly") == 3 * len(v["order"])
