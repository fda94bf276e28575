"""Chuck-a-Luck drawn from the learner's view (lessons/views/chuck_a_luck.py): what a screen reader hears on each
square, that a click sends the chip chosen, that the throw is settled in words, that names are escaped, and the
exact numbers the blanket, the odds and the lesson print."""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from fractions import Fraction

import pytest

from engine.bots.chuck_a_luck import default_soldiers
from engine.core.table import Table
from engine.games.chuck_a_luck import GAME, PRESETS
from engine.odds import chuck_a_luck as odds
from lessons.views import chuck_a_luck as ck
from lessons.views.controls import Parts, whole
from tests.views.spoken import shown, spoken

DEFAULT = GAME.Variant()


def new_table(deal: str | None = "5-5-2 6-6-6 1-2-3", v=DEFAULT, seed: int = 5) -> Table:
    t = Table.new(GAME, v, seed, deal=deal, bots=default_soldiers(6))
    t.run_bots()
    return t


def bet(t: Table, *moves: str) -> Table:
    for m in moves:
        t.act(GAME.parse_action(m))
    return t


def squares(html: str) -> dict[str, str]:
    """Each square of the layout: its data-key's spot -> the whole <button …>…</button>."""
    return {m.group(1): m.group(0) for m in re.finditer(r'<button [^>]*data-key="chuck_a_luck:spot:([^"]+)".*?</button>',
                                                        html)}


def blanket(view: dict, v=DEFAULT, chip: int = 25, disabled: bool = False) -> str:
    p = Parts()
    return whole(ck.layout_html(view, v, chip, disabled, p), p.html)


def test_the_layout_has_25_squares_each_sending_the_chip_chosen():
    view = new_table().view()
    html = blanket(view, chip=10)
    found = squares(html)
    assert len(found) == 25 and set(found) == set(odds.SPOTS)
    assert 'data-act="bet single:5 0.10"' in found["single:5"] and 'data-act="bet high 0.10"' in found["high"]
    assert 'data-act="bet total:4 1.00"' in squares(blanket(view, chip=100))["total:4"]
    assert not any("disabled" in b for b in found.values())
    assert all("disabled" in b for b in squares(blanket(view, disabled=True)).values())   # the session is over


def test_a_square_says_its_name_and_whose_chips_are_on_it():
    t = bet(new_table(), "bet single:3 0.25", "bet odd 0.05")
    view = t.view()
    found = squares(blanket(view))
    # a soldier put 10¢ on the 3 (seed 5): the square says both, the picture shows pink and blue chips; it is named by
    # what it shows, in order, each sign in words: the square, then each chip and whose it is (WCAG 2.5.3)
    assert spoken(found["single:3"]) == "the three with 25 cents of yours and 10 cents of the soldiers'"
    assert re.sub(r"<[^>]+>", "", found["single:3"]) == "⚂ 25¢ 10¢"
    assert 'class="ck-chip ck-mine"' in found["single:3"] and 'class="ck-chip ck-theirs"' in found["single:3"]
    assert not [b for b in view["layout"] if b["spot"] in ("odd", "even") and b["seat"] != 0]
    assert spoken(found["odd"]) == "Odd with 5 cents of yours" and "ck-theirs" not in found["odd"]
    assert spoken(found["even"]) == "Even" and "ck-chip" not in found["even"]
    assert spoken(found["total:4"]) == "total 4, pays 60 to 1"


def test_after_the_throw_a_square_says_how_the_learners_bet_came_out():
    t = bet(new_table(), "bet single:5 0.10", "bet low 0.25", "throw")          # 5-5-2: two fives, total 12
    found = squares(blanket(t.view()))
    assert spoken(found["single:5"]) == "the five you won 20 cents" and "ck-won" in found["single:5"]
    assert spoken(found["low"]) == "Low, 4 to 10 you lost 25 cents"
    assert re.search(r'<span class="ck-chip ck-lost"[^>]*>25¢</span>', found["low"])
    assert "ck-theirs" not in "".join(found.values())   # after the throw only the learner's results are shown
    theirs = {x["spot"] for x in t.view()["settlements"] if x["seat"] != 0} - {"single:5", "low"}
    assert theirs and all("you won" not in found[s] and "you lost" not in found[s] and "ck-chip" not in found[s]
                          for s in theirs)


def test_the_blanket_prints_what_the_rules_at_the_table_pay():
    html = blanket(new_table().view())
    assert "one die 1 to 1 · two dice 2 to 1 · three dice 3 to 1" in html
    assert "Raffle 30:1" in html and "<b>4</b> 60:1" in html and "<b>10</b> 6:1" in html
    hazard = PRESETS["grand-hazard-1890"]
    html = blanket(new_table(v=hazard).view(), v=hazard)
    assert "Raffle 29:1" in html and "<b>4</b> 59:1" in html and "<b>17</b> 59:1" in html
    rich = replace(DEFAULT, single_triple_pays=10)
    assert "three dice 10 to 1" in blanket(new_table(v=rich).view(), v=rich)


def test_one_chip_is_pressed_and_the_big_button_follows_the_phase():
    t = new_table()
    row = ck.chips_row(t.view(), over=False, now=10)
    assert re.findall(r'aria-pressed="true"[^>]*data-key="([^"]+)"', row) == ["chuck_a_luck:chip:10"]
    assert row.count('aria-pressed="false"') == len(ck.CHIP_MOVES) - 1
    assert 'role="group" aria-label="Chip to put down"' in row
    assert 'data-act="throw"' in row and "Call for the throw" in row and "cp-btn-primary" in row
    settled = bet(t, "throw").view()
    assert 'data-act="next"' in ck.chips_row(settled, over=False, now=10)
    over = ck.chips_row(settled, over=True, now=10)
    assert f'data-act="{ck.AGAIN}"' in over and "New session" in over and 'data-act="throw"' not in over


def test_only_the_learners_bets_can_be_taken_back():
    t = new_table()
    assert ck.take_back_html(t.view()) == ""   # the soldiers' bets are down, none of the learner's
    html = ck.take_back_html(bet(t, "bet odd 0.25", "bet single:5 0.05").view())
    assert sorted(re.findall(r'data-act="([^"]+)"', html)) == ["take-back odd", "take-back single:5"]
    assert "↩ 25¢ from odd" in shown(html) and "↩ 5¢ from the 5" in shown(html)
    assert "take back 25 cents from odd" in [spoken(b) for b in re.findall(r"<button.*?</button>", html)]


def test_the_throw_is_settled_in_words_and_each_die_is_named():
    t = bet(new_table(), "bet single:5 0.10", "bet high 0.10", "throw")
    html = ck.throw_html(t.view())
    assert html.count('aria-label="a die showing 5"') == 2 and 'aria-label="a die showing 2"' in html
    assert "total 12" in html and "a raffle" not in html
    assert "10¢ on the 5: two dice show 5 — paid 2 to 1: +20¢" in html
    assert "This throw: +30¢ for you." in html
    bank = -sum(s["net"] for s in t.view()["settlements"])
    assert f"The bank {'took' if bank >= 0 else 'paid out'}" in html
    assert "How the soldiers&#x27; bets were settled" in html or "How the soldiers' bets were settled" in html
    t.act("next")
    t.run_bots()
    raffle = bet(t, "throw").view()   # 6-6-6, the learner sat it out
    html = ck.throw_html(raffle)
    assert "total 18 — a raffle!" in html and "You sat this throw out." in html
    assert ck.throw_html(new_table().view()) == ""   # nothing thrown yet


def test_soldiers_names_and_lines_are_escaped():
    view = bet(new_table(), "bet high 0.25", "throw").view()
    view = copy.deepcopy(view)
    for s in view["settlements"]:
        s["name"], s["line"] = "<b>Pvt. X</b>", "won <i>&</i>"
    view["names"] = ["You"] + ["<script>x</script>"] * (len(view["names"]) - 1)
    for html in (ck.throw_html(view), ck.review_state_html(view)):
        assert "<b>Pvt. X</b>" not in html.replace("<b>&lt;b&gt;", "") and "&lt;b&gt;Pvt. X&lt;/b&gt;" in html
        assert "<i>&</i>" not in html and "won &lt;i&gt;&amp;&lt;/i&gt;" in html
    assert "<script>" not in ck.review_state_html(view) and "&lt;script&gt;" in ck.review_state_html(view)


def test_the_live_odds_are_the_engines_exact_figures():
    t = new_table()
    assert "Put chips on the layout" in ck.live_odds_html(t.view(), DEFAULT)
    html = ck.live_odds_html(bet(t, "bet single:5 0.25").view(), DEFAULT)
    assert "Come out <b>ahead</b> 91/216 (42.13%)" in html and "<b>behind</b> 125/216 (57.87%)" in html
    assert '<div class="ck-stat-v ck-staked">25¢</div>' in html
    assert "<b>25¢ on the 5</b> wins 91/216 (42.13%); house edge 17/216 (7.87%)" in html
    assert re.search(r'role="img" aria-label="chance of each net result this throw"', html)
    counts = [int(n) for n in re.findall(r'<div class="ck-bar-p">(\d+)/216</div>', html)]
    assert sorted(counts) == [1, 15, 75, 125] and sum(counts) == 216   # lost; one, two, three fives
    settled = bet(t, "throw").view()
    assert "Put chips on the layout" in ck.live_odds_html(settled, DEFAULT)   # nothing down once thrown


def test_the_bars_are_as_tall_as_their_chances():
    rows = [(-10, Fraction(3, 4)), (0, Fraction(0)), (20, Fraction(1, 4))]
    html = ck.distribution_bars(rows)
    assert re.findall(r"height:(\d+)px", html) == ["110", "2", "37"]   # the tallest 110 px, none below 2
    assert "net −10¢: 3/4 = 75.00%" in html and "net +20¢: 1/4 = 25.00%" in html


def test_around_the_blanket_each_soldier_his_purse_habit_and_bets():
    t = new_table()
    view = t.view()
    html = ck.table_side_html(t, view)
    assert "<b>The bank</b>: $200.00 — up 0¢" in html
    assert f"<b>{view['names'][1]}</b>" in html and "10¢ on the 3" in html and "<i title=" in html
    view = copy.deepcopy(view)
    view["names"][2] = "Pvt. <Reed>"
    view["layout"] = [b for b in view["layout"] if b["seat"] != 2]
    view["purses"][2] = 0
    html = ck.table_side_html(t, view)
    assert "<b>Pvt. &lt;Reed&gt;</b>" in html and "sitting out, purse empty" in html


def test_the_table_is_one_block_of_parts_with_the_banner_and_refusal_given():
    t = bet(new_table(), "bet high 0.25")
    p = Parts()
    frame = ck.table_html(t, t.view(), 25, p, banner="<div>BANNER</div>", refusal='<div role="alert">NO</div>')
    assert set(p.html) == {"top", "chips", "typed", "refusal", "numbers", "specials", "totals", "take-back", "odds",
                           "side", "log"}
    html = whole(frame, p.html)
    assert html.index("BANNER") < html.index("Throw 1 of 20") < html.index("Chip to put down") \
        < html.index('role="alert"') < html.index("ck-layout")
    assert "your purse <b>$12.75</b> (you began with $13.00)" in html
    assert 'data-key="chuck_a_luck:typed"' in html and "Move log (newest first)" in html
    p = Parts()
    ck.table_html(t, t.view(), 25, p, banner="", refusal="")
    assert "refusal" not in p.html   # no refusal, no part


def test_a_long_session_sends_only_the_newest_log_lines():
    t = new_table(deal=None)
    for _ in range(12):
        bet(t, "bet high 0.05", "throw", "next")
        t.run_bots()
    assert len(t.log()) > ck.LOG_LINES
    p = Parts()
    ck.table_html(t, t.view(), 25, p, banner="", refusal="")
    assert f"Move log (newest first, the last {ck.LOG_LINES})" in p.html["log"]
    assert p.html["log"].count("<div") - 1 == ck.LOG_LINES


def test_the_throws_so_far_show_the_last_twelve():
    assert ck.history_html([]) == ""
    history = [[1, 2, 3]] * 13 + [[6, 6, 6]]
    html = ck.history_html(history)
    assert "(the last 12 of 14)" in html and html.count("<span title=") == 12
    assert 'title="throw 14: total 18"' in html and 'title="throw 2: total 6"' not in html
    assert "the last" not in ck.history_html(history[:3])


def test_the_review_shows_everyones_bets_then_the_settlement():
    t = new_table()
    html = ck.review_state_html(t.view())
    assert "<b>Bets down</b>" in html and "<b>You</b>: no bet yet" in html and "10¢ on the 3" in html
    assert "the bank $200.00" in html
    html = ck.review_state_html(bet(t, "bet high 0.25", "throw").view())
    assert "<b>total 12</b>" in html and "25¢ on high (11–17)" in html and "Bets down" not in html


def test_the_odds_tables_and_sentences():
    rows = ck.bet_table_rows(DEFAULT)
    assert len(rows) == 25
    high = next(r for r in rows if r["Bet"].startswith("high"))
    assert high["Winning throws (of 216)"] == 105 and high["House edge"] == "1/36 (2.78%)"
    d = odds.distribution({"high": 25}, DEFAULT)
    assert ck.combination_text({"high": 25}, d).startswith("**25¢ on high (11–17)** — staked 25¢ a throw.")
    assert [r["Throws of 216"] for r in ck.distribution_rows(d)] == [111, 105]
    text = ck.exact_payday_lines(d, 1300, 20, Fraction(1300) - Fraction(125, 9), None)
    assert text.startswith("- if nobody went broke: $13.00 + 20 × (-25/36¢) = **$12.86**")
    assert "the simulation stands alone" in text
    exact = {"expected": 1286.5, "p_broke": 0.0, "p_ahead": 0.25}
    assert "- chance of coming out ahead: **25.0000%**" in ck.exact_payday_lines(d, 1300, 20, Fraction(1286), exact)


def test_the_charts_have_a_bar_per_bet_and_a_line_per_seat():
    summary = odds.edge_summary(DEFAULT)
    fig = ck.edge_figure(summary)
    assert len(fig.data[0].y) == len(summary) == 11 and fig.data[0].text[0] == "1/36 = 2.78%"
    t = bet(new_table(), "bet high 0.25", "throw")
    fig = ck.purse_figure(t.view())
    assert [tr.name for tr in fig.data] == t.view()["names"] + ["Bank's take"]


@pytest.mark.parametrize("v, single", [(DEFAULT, "17/216 = 7.87% (“216 to 199”)."),
                                       (replace(DEFAULT, single_triple_pays=10), "5/108 = 4.63%.")])
def test_the_lessons_figures_in_words(v, single):
    values = ck.lesson_values(v)
    assert values["single_back"] == "199" and values["single_keep"] == "17" and values["purse"] == "$13.00"
    assert values["card_single"] == single   # "216 to 199" only where a triple pays 3 to 1
    assert values["triple_pays"] == str(v.single_triple_pays)
    assert values["bets_table"].count("\n| ") == 6 + 7 and "| High (11–17) | a total of 11–17" in values["bets_table"]


def test_the_blocks_keys_are_written_as_the_session_writes_them():
    from lessons.parts import session

    for name in ("throw", "spot:high", "typed"):
        assert ck.key(name) == session.key("chuck_a_luck", name)
    assert ck.AGAIN == session.key("chuck_a_luck", "again") and "chuck_a_luck:chip:25" in ck.CHIP_MOVES
