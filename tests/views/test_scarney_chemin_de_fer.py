"""Scarney Chemin de Fer's table as HTML (lessons/views/scarney_chemin_de_fer.py): the shooter's dice with the dead
ones aside and the draw, the point, the players and their results, the review's moment, the buttons raised or plain
as the turn says, the bet box, the banker's limits, and the live odds' figures."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.table import Table
from engine.games.scarney_chemin_de_fer import GAME, ChemVariant
from engine.odds import scarney_chemin_de_fer as odds
from lessons.views import scarney_chemin_de_fer as view

PAGE = "scarney_chemin_de_fer"


def base(**over) -> dict:
    """A view of the learner's seat, as GAME.view gives it, at four players (Carl banks)."""
    v = {"seat": 0, "phase": "throw", "to_act": 1, "names": ["You", "Ada", "Ben", "Carl"], "chips": [20, 16, 18, 20],
         "bets": [2, 4, 2, 0], "banker": 3, "order": [3, 2, 1, 0], "limits": [2, 10], "bank_no": 1, "rounds_done": 0,
         "dead_aside": 0, "count": 0, "banker_point": None, "points": [None, None, None, None], "settlements": [],
         "last_round": [], "history": [], "bank_line": "Carl holds the bank (bank 1 of 4): round 1 of 5."}
    return {**v, **over}


def acts(html: str) -> list[str]:
    return re.findall(r'data-act="([^"]+)"', html)


def kind(html: str, act: str) -> str:
    """'primary', 'secondary' or 'disabled' for the button sending ``act``."""
    b = re.search(rf'<button [^>]*data-act="{re.escape(act)}"[^>]*>', html).group(0)
    return "disabled" if " disabled>" in b else re.search(r'data-kind="(\w+)"', b).group(1)


@dataclass
class Seat:
    """The table as the buttons ask it: whose turn, the moves allowed, the learner's seat."""
    mine: bool = False
    theirs: bool = False
    moves: list = field(default_factory=list)
    learner: int = 0

    def learners_turn(self) -> bool:
        return self.mine

    def bots_turn(self) -> bool:
        return self.theirs

    def legal(self) -> list:
        return self.moves


def test_an_empty_cup_draws_no_die():
    html = view.felt_html(base())
    assert "The cup is full: no throw yet." in html and "cp-die" not in html


def test_a_throw_lies_with_its_dead_dice_aside_for_the_draw_and_says_count_and_point():
    v = base(history=[{"seat": 1, "kind": "throw", "dice": [3, 0, 6, 0, 1]}])
    html = view.throw_html(v, roll=True)
    lying, aside = html.split('<span class="sc-aside">')
    assert re.findall(r"a die showing (\w+)", lying) == ["3", "6", "1"]
    assert "aside for the draw" in aside and aside.count("cp-dead") == 2
    assert "count 10, <b>point 0</b>" in html and html.count('class="sc-roll"') == 2


def test_a_draw_shows_the_first_throws_dice_still_and_only_the_draw_tumbling():
    v = base(history=[{"seat": 1, "kind": "throw", "dice": [3, 0, 6, 0, 1]},
                      {"seat": 1, "kind": "draw", "dice": [4, 0]}])
    html = view.throw_html(v, roll=True)
    lying, aside = html.split('<span class="sc-aside">')
    assert "sc-roll" not in lying and re.findall(r"a die showing (\w+)", lying) == ["3", "6", "1"]
    assert "the draw" in aside and 'class="sc-roll"' in aside
    assert re.findall(r"a die showing (\w+)", aside) == ["4", "dead"]
    assert "count 14, <b>point 4</b>" in html
    assert "sc-roll" not in view.throw_html(v, roll=False)


def test_the_throw_for_the_bank_shows_the_total():
    v = base(phase="seating", history=[{"seat": 0, "kind": "order", "dice": [1, 0, 0, 4, 3]}])
    assert "You throw for the bank" in view.felt_html(v) and "total 8" in view.felt_html(v)


def test_the_players_show_chips_bets_points_and_results_the_banker_marked():
    settled = [{"seat": 0, "result": 2, "bet": 2, "line": "You win 2."},
               {"seat": 1, "result": -4, "bet": 4, "line": "Ada loses 4."},
               {"seat": 2, "result": 0, "bet": 2, "line": "Ben stands off."}]
    html = view.seats_html(base(phase="open", to_act=3, bets=[0, 0, 0, 0], points=[7, 2, 5, 5], settlements=settled))
    rows = dict(re.findall(r"<tr[^>]*><td>(\w+)[^<]*</td>(.*?)</tr>", html))
    assert rows["You"] == "<td>20</td><td>2</td><td>7</td><td>won</td>"
    assert rows["Ada"] == "<td>16</td><td>4</td><td>2</td><td>lost</td>"
    assert rows["Ben"] == "<td>18</td><td>2</td><td>5</td><td>stand-off</td>"
    assert '<tr class="sc-now"><td>Carl (bank)</td><td>20</td><td></td><td>5</td><td></td></tr>' in html


def test_the_review_shows_no_old_dice_at_the_bets_and_the_settlement_escaped():
    old = [{"seat": 1, "kind": "throw", "dice": [6, 6, 6, 6, 6]}]
    at_bets = view.review_html(base(phase="bet", history=old))
    assert "cp-die" not in at_bets and "aria-live" not in at_bets
    lines = [{"seat": 0, "result": 2, "bet": 2, "line": "You <win> 2 & more."}]
    ended = view.review_html(base(phase="open", history=old, last_round=lines))
    assert "<b>The coup settled</b><br>You &lt;win&gt; 2 &amp; more.</div>" in ended and "cp-die" in ended
    midway = view.review_html(base(phase="throw", history=old, settlements=lines, last_round=[]))
    assert "Settled so far this coup" in midway
    assert "settled" not in view.review_html(base(phase="throw", history=old, last_round=lines))


def test_the_coups_title():
    assert view.hand_title(base(bank_no=0)) == "The throws for the bank"
    assert view.hand_title(base(rounds_done=2)) == "Carl's bank: coup 3"


def test_at_the_bets_the_box_holds_the_least_bet_and_bet_is_raised():
    t = Table.new(GAME, ChemVariant(), 5, learner=0, bots=default_players(4))
    t.act("throw")
    t.run_bots()
    v = t.view()
    assert v["phase"] == "bet" and v["limits"] == [2, 10]
    html = view.controls_html(t, v, PAGE, throwing=False, undoable=False, verbs=("acts", "act"))
    assert acts(html) == [f"{PAGE}:undo", "bet"]            # no throw at the bets: nothing to throw, nobody to follow
    assert kind(html, "bet") == "primary" and kind(html, f"{PAGE}:undo") == "disabled"
    assert (f'<label class="cp-box"><span>Chips to bet</span><input type="number" data-key="{PAGE}:stake" value="2" '
            'min="0" max="1000"') in html
    assert f'data-with="{PAGE}:stake"' in html
    undo = view.controls_html(t, v, PAGE, throwing=False, undoable=True, verbs=("acts", "act"))
    assert kind(undo, f"{PAGE}:undo") == "secondary" and "a throw is never undone" in undo


def test_while_the_computer_players_throw_throw_is_plain_and_next_throw_raised():
    v = base(phase="throw", to_act=3)
    html = view.controls_html(Seat(theirs=True), v, PAGE, throwing=True, undoable=False, verbs=("acts", "act"))
    assert acts(html)[:3] == ["throw", f"{PAGE}:next", f"{PAGE}:skip"]
    assert kind(html, "throw") == "secondary" and kind(html, f"{PAGE}:next") == "primary"
    assert kind(html, "bet") == "secondary"                  # the bets are closed: not raised
    mine = view.controls_html(Seat(mine=True, moves=["draw"]), base(phase="draw", to_act=0), PAGE, throwing=True,
                              undoable=False, verbs=("acts", "act"))
    assert acts(mine)[0] == "draw" and kind(mine, "draw") == "primary" and kind(mine, f"{PAGE}:next") == "disabled"


def test_the_banker_sets_limits_within_his_chips_then_opens_the_round():
    v = base(phase="open", banker=0, to_act=0, limits=None, chips=[10, 20, 20, 20], bets=[0, 0, 0, 0])
    html = view.controls_html(Seat(mine=True), v, PAGE, throwing=False, undoable=False, verbs=("acts", "act"))
    assert "Set your limits: the least and the most a player may bet." in html
    assert acts(html) == ["limits 1-2", "limits 1-5", "limits 1-10", "limits 2-10", "give-up"]   # not 5 to 25 of 10
    assert kind(html, "limits 1-5") == "primary" and ">1 to 5 chips</button>" in html
    assert "Chips to bet" not in html                        # the banker does not bet
    poor = view.controls_html(Seat(mine=True), {**v, "chips": [1, 20, 20, 20]}, PAGE, throwing=False,
                              undoable=False, verbs=("acts", "act"))
    assert acts(poor) == ["limits 1-1", "give-up"]
    opened = view.controls_html(Seat(mine=True), {**v, "limits": [1, 5]}, PAGE, throwing=False, undoable=False,
                                verbs=("acts", "act"))
    assert acts(opened) == ["open", "give-up"] and kind(opened, "open") == "primary"
    assert view.controls_html(Seat(), {**v, "phase": "over"}, PAGE, throwing=False, undoable=False,
                              verbs=("acts", "act")) == ""


def test_the_live_odds_show_the_draws_figures_exactly():
    dist = {p: Fraction(1, 20) for p in range(10)} | {7: Fraction(11, 20)}
    live = {"draw": (1, 7), "final": dist, "versus": {"win": Fraction(1, 3), "lose": Fraction(1, 2),
                                                       "stand_off": Fraction(1, 6)}}
    html = view.odds_html(base(phase="draw", banker_point=6), live)
    assert "Drawing 1 dead die to a count of 7: the final point" in html
    assert '<td><b>7</b></td><td><span class="sc-bar" style="width:2.00rem"></span> 55.0%</td>' in html
    assert '<span class="sc-bar" style="width:0.18rem"></span> 5.0%' in html and "11/20" in html
    assert ("Against the bank's 6, a player not yet thrown: <b>win</b> 33.33% <span class=\"sc-frac\">(1/3)</span>, "
            "<b>lose</b> 50.00%") in html
    assert 'aria-label="the final point\'s exact chances"' in html
    before = view.odds_html(base(), {**live, "draw": None})
    assert "A shooter's final point, before he throws" in before and "<b>lose</b> the same" in before
    assert "Drawing 2 dead dice" in view.odds_html(base(), {**live, "draw": (2, 3)})


def test_the_live_odds_at_a_real_draw_are_the_engines():
    v = base(phase="draw", dead_aside=2, count=9, banker_point=None)
    html = view.odds_html(v, odds.live(v))
    x = odds.draw_distribution(2, 9)[9]
    assert f"{float(x) * 100:.1f}%" in html and f"{x.numerator}/{x.denominator}" in html


def test_the_rounds_settlement_line_by_line_escaped():
    assert view.lines_html(base()) == ""
    lines = [{"seat": 0, "line": "You win <2>."}, {"seat": 1, "line": "Ada loses 4."}]
    assert view.lines_html(base(settlements=lines)).startswith('<div class="sc-small"><b>This round, line by line')
    last = view.lines_html(base(last_round=lines))
    assert "<b>Last round, line by line</b><br>You win &lt;2&gt;.<br>Ada loses 4.</div>" in last
