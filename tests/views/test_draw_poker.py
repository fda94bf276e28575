"""Draw Poker's table drawn from the learner's view (lessons/views/draw_poker.py): what a screen reader hears, that
the others' cards are never drawn before the call, that only legal bets are offered (the learner's choice raised),
that text is escaped, and the exact figures shown."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from engine.bots.draw_poker import BOTS
from engine.core.cards import BY_INDEX, Card
from engine.core.table import Table
from engine.games.draw_poker import GAME, DrawPokerVariant
from engine.odds import draw_poker as O
from lessons.views import draw_poker as V
from lessons.views.markup import escape
from tests.views.spoken import shown, spoken

PAIR = "QS QH 7D 4C 2S"


def table(deal: str = PAIR, seed: int = 11, **rules) -> Table:
    """A table at the learner's first decision (seed 11: he is the age, Seat 2 has gone in, 1 and 3 thrown up)."""
    bots = {i: BOTS[k] for i, k in zip((1, 2, 3), ("book", "cautious", "bluffer"), strict=True)}
    t = Table.new(GAME, DrawPokerVariant(**rules), seed, deal=deal, learner=0, bots=bots)
    until_learner(t)
    return t


def until_learner(t: Table) -> None:
    while t.bots_turn() and t.view()["phase"] != "showdown":
        t.step_bot()


def at_draw() -> Table:
    t = table()
    t.act("make-good")
    until_learner(t)
    assert t.view()["phase"] == "draw" and t.learners_turn()
    return t


def buttons(html: str) -> list[str]:
    return re.findall(r"<button [^>]*>.*?</button>", html)


def button(html: str, act: str) -> str:
    return next(b for b in buttons(html) if f'data-act="{act}"' in b)


def analysis(hand: str = PAIR, ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    return O.analyse_hand(tuple(Card.parse(c).index for c in hand.split()), ranking, ace)


# -- the felt ---------------------------------------------------------------------------------------------------------
def test_the_others_cards_stay_face_down_and_unnamed_until_the_call():
    t = table()
    view = t.view()
    felt = V.felt_html(view, {s: b.label for s, b in t.bots.items()})
    assert "role='region' aria-label='the table'" in felt
    others = [s for s in range(1, view["seats"])]
    still_in = [s for s in others if view["status"][s] == "in"]
    thrown_up = [s for s in others if view["status"][s] == "out"]
    assert still_in and felt.count("a card, face down") == 5 * len(still_in)  # five backs each
    assert felt.count("(cards thrown face down)") == len(thrown_up)
    for seat in others:
        for c in t.state.hands[seat]:
            assert BY_INDEX[c].name not in felt and BY_INDEX[c].unicode not in felt
    assert "Schenck&#x27;s book" in felt and "Cautious" in felt                # the styles' words, escaped
    assert f"The pool: <b>{view['pool']} chips</b> · deal 1 of {view['deals']}" in felt
    assert ("ante man (the age)" in felt) == (view["ante_man"] != 0)           # the learner's own role: not here
    assert "limit 10 a bet or raise" in felt and f"highest stake {view['high']}" in felt


def test_a_shown_hand_is_named_and_the_next_deal_announced():
    view = table().view() | {"phase": "showdown", "to_act": 2,
                             "shown": {"2": {"cards": ["AS", "AD", "9C", "9H", "2D"], "name": "Two pairs <aces>"}},
                             "result": {"text": "Seat 2 wins <6> chips."}}
    felt = V.felt_html(view, {})
    assert 'aria-label="ace of spades"' in felt and "Two pairs &lt;aces&gt;" in felt
    assert "Seat 2 wins &lt;6&gt; chips." in felt and "The next deal is ready when you are." in felt
    assert "<i>to act</i>" not in felt                                          # nobody acts at the showdown
    assert "limit" not in felt                                                  # the stakes only while betting


def test_names_and_styles_are_escaped_and_whose_turn_is_marked():
    view = table().view()
    view = view | {"names": ["You", "<b>One</b>", "Two & Co", "Three"], "to_act": 2}
    felt = V.felt_html(view, {2: "Bluffer <x>"})
    assert "&lt;b&gt;One&lt;/b&gt;" in felt and "Two &amp; Co</b> · <i>to act</i>" in felt
    assert "Bluffer &lt;x&gt;" in felt and "<b>One</b>" not in felt


# -- the hand and the moves ---------------------------------------------------------------------------------------
def test_at_the_draw_each_card_is_a_button_and_a_marked_one_is_raised():
    t = at_draw()
    view = t.view()
    advice = O.schenck_advice(tuple(Card.parse(c).index for c in view["hand"]), "schenck", "high-or-low")[0]
    html = V.hand_html(view, {"7D", "KC"}, advice)                               # KC is not his: ignored
    seven, queen = button(html, V.MARK + "7D"), button(html, V.MARK + "QS")
    assert spoken(seven) == "seven of diamonds discard" and shown(seven) == "7♦ × discard" and 'data-kind="primary"' in seven
    assert spoken(queen) == "queen of spades keep" and 'data-kind="secondary"' in queen
    assert 'title="Keep the seven of diamonds"' in seven and 'title="Throw away the queen of spades"' in queen
    assert 'role="group" aria-label="your hand"' in html
    draw = button(html, "draw 7D")
    assert ">Throw away 1 and draw 1<" in draw and 'data-key="draw_poker:draw"' in draw
    tip = button(html, V.ADVICE)
    assert "Schenck, p. 1" in tip and "title=" in tip
    nothing = V.hand_html(view, set(), advice)
    assert ">Stand pat (draw none)<" in button(nothing, "stand")
    assert 'data-kind="primary"' not in "".join(b for b in buttons(nothing) if V.MARK in b)


def test_away_from_the_draw_the_hand_is_plain_cards_with_their_names():
    t = table()
    html = V.hand_html(t.view(), {"QS"})
    assert not buttons(html) and "<b>Your hand</b> — One pair, queens" in html
    assert html.count('role="img"') == 5 and 'aria-label="queen of hearts"' in html
    gone = t.view() | {"discarded": ["7D", "4C"]}
    assert "You threw away 7♦ 4♣." in V.hand_html(gone)
    out = t.view() | {"hand": [], "hand_name": None}
    assert "You are not in this deal." in V.hand_html(out) and "no cards" in V.hand_html(out)


def test_only_the_legal_bets_are_offered_with_their_amounts():
    t = table()
    view, legal = t.view(), t.legal()
    html = V.actions_html(view, legal)
    acts = re.findall(r'data-act="([^"]*)"', html)
    assert acts == ["throw-up", "make-good", "raise"]                            # no see, no call, no bet
    assert ">Make good (1 more)<" in button(html, "make-good") and 'data-kind="primary"' in button(html, "make-good")
    assert 'data-kind="secondary"' in button(html, "throw-up")
    box = re.search(r'<input type="number"[^>]*>', html).group(0)
    assert 'data-key="draw_poker:amount-10"' in box and 'min="1"' in box and 'max="10"' in box and 'value="2"' in box
    assert 'data-with="draw_poker:amount-10"' in button(html, "raise") and shown(button(html, "raise")) == "Raise ▸"
    assert spoken(button(html, "raise")) == "Raise"
    after = view | {"phase": "betting", "owed": 3}
    betting = V.actions_html(after, ["see", "call", "lay-down", "raise 1", "raise 2"])
    assert ">See (3)<" in betting and ">See and call (3)<" in betting and "Go better ▸" in shown(betting)
    assert 'max="2"' in betting and 'value="2"' in betting
    first = V.actions_html(after, ["bet 1", "hold-age"])
    assert "Bet ▸" in shown(first) and 'value="1"' in first and ">Hold the age<" in first
    assert V.actions_html(view, []) == "" and V.actions_html(view | {"phase": "draw"}, legal) == ""


def test_the_next_deal_says_who_deals_and_a_finished_session_offers_a_new_one():
    view = table().view()
    assert shown(V.actions_html(view | {"phase": "showdown", "to_act": 2}, [])) == "Next deal ▸ (Seat 2 deals)"
    assert spoken(V.actions_html(view | {"phase": "showdown", "to_act": 0}, ["deal"])) == "Next deal (You deal)"
    over = V.actions_html(view | {"phase": "over"}, [])
    assert f'data-act="{V.AGAIN}"' in over and "Deal a new session" in over


def test_undo_stands_by_the_move_box_and_says_why_it_cannot():
    row = V.typed_row(False, "Nothing of yours to take back <yet>.")
    undo = button(row, V.UNDO)
    assert "disabled" in undo and 'title="Nothing of yours to take back &lt;yet&gt;."' in undo
    assert "disabled" not in button(V.typed_row(True, V.UNDO_WORDS), V.UNDO)
    assert 'data-key="draw_poker:typed"' in row and "Or write a move" in row


# -- the live odds --------------------------------------------------------------------------------------------------
def test_the_draw_odds_show_schenck_choice_with_its_exact_figures():
    a = analysis()
    html = V.draw_odds_html(a, O.sensible_holds(a), False, False)
    assert html.count("<tr>") == 5                                              # the head and the sensible ways
    first = re.search(r"<tbody><tr>(.*?)</tr>", html).group(1)
    assert "◀ Schenck" in first and "aria-label='queen of spades'" in first
    assert "<b>28.71%</b>" in first and "1552/5405" in first                     # improve: his advice's figure
    assert "688/5405" in first                                                  # threes or better (two classes up)
    assert "<th>Threes or better</th>" in html and escape(V.DRAW_TAIL) in html
    assert 'aria-pressed="false"' in button(html, V.ALL_HOLDS)
    every = V.draw_odds_html(a, V.all_first(a["holds"]), True, False)
    assert every.count("<tr>") == 33 and escape(V.DRAW_TAIL) not in every and 'aria-pressed="true"' in every


def test_the_draw_odds_take_the_four_colour_deck():
    a = analysis()
    holds = V.all_first(a["holds"])
    two, four = V.holds_html(a, holds, False), V.holds_html(a, holds, True)
    club = "aria-label='four of clubs'"
    assert f"color:#1d1d1d;font-weight:700' {club}" in two and f"color:#1e6b35;font-weight:700' {club}" in four
    assert "color:#1f4fa8" in four and "color:#1f4fa8" not in two               # diamonds blue


def test_the_improve_column_two_classes_up_from_a_flush_draw():
    a = analysis("AH 8H 5H 2H KS")                                              # highest card: two up is two pairs
    html = V.holds_html(a, O.sensible_holds(a), False)
    assert "<th>Two pairs or better</th>" in html
    four_flush = next(h for h in a["holds"] if sorted(h["keep"]) == sorted(["AH", "8H", "5H", "2H"]))
    better = O.finishing_at_least(four_flush, "schenck", "two-pairs")
    assert f"{Fraction(better, four_flush['total']).numerator}/" in html


def test_the_chance_of_being_beaten_exact_simulated_and_read_from_the_draws():
    view = table().view() | {"phase": "betting", "drawn": [3, None, 2, None], "live": [0, 2],
                             "hand_name": "One pair, <queens>"}
    exact = {"beat": 100, "tie": 3, "lose": 897, "total": 1000}
    html = V.beaten_html(view, exact, None, {"p": 0.25, "text": "25.0% <ci>", "tried": 12345})
    assert "One pair, &lt;queens&gt;" in html and "over all 1,000 hands he could hold" in html
    assert "<b>1/10 (10.00%)</b>" in html and "a tie: 3/1000 (0.300%)" in html
    assert "players still in beats it" not in html                             # one opponent: no simulation
    assert "Reading the draw</b> (Seat 2 drew 2)" in html and "<b>25.0% &lt;ci&gt;</b>" in html
    assert "(12,345 tried)" in html
    sim = {"text": "41.7% (95% interval 41.1% to 42.4%, n = 20,000)"}
    several = V.beaten_html(view | {"live": [0, 1, 2]}, exact, sim, None)
    assert "at least one of the 2</b> players" in several and "Reading the draw" not in several
    assert V.beaten_html(view | {"live": [0]}, None, None, None) == '<div class="cp-caption">No one else is in.</div>'
    assert "beyond this simulation" in V.read_text({"p": None})


def test_which_odds_the_table_shows_and_when_the_draws_are_read():
    t = at_draw()
    view = t.view()
    assert V.odds_stage(view) == "draw" and V.drawing(view)
    assert V.odds_stage(view | {"phase": "betting", "drawn": [3, 2, 0, 1]}) == "beaten"
    assert V.odds_stage(view | {"hand": []}) == "none"
    assert V.their_draws(view | {"live": [0, 2, 3], "drawn": [3, None, 0, None]}) is None
    assert V.their_draws(view | {"live": [0, 2, 3], "drawn": [3, None, 0, 2]}) == (0, 2)
    assert "You hold no cards this deal." in V.live_odds_html("none", "")
    assert "Before your draw" in V.live_odds_html("draw", "<p>x</p>")
    assert "Before your draw" not in V.live_odds_html("beaten", "<p>x</p>")


def test_the_block_puts_the_table_left_and_the_odds_right():
    assert V.block_html("L", "R") == ('<div class="cp-two dp-top"><div class="dp-col">L</div>'
                                      '<div class="dp-col">R</div></div>')


# -- the Odds tab and the lesson ------------------------------------------------------------------------------------
def test_the_odds_tab_rows_and_sentences():
    a = analysis()
    rows = V.holds_rows(a, O.sensible_holds(a))
    assert rows[0]["Schenck"] == "◀ his advice" and rows[0]["Keep"] == "Q♠ Q♥" and rows[0]["Draw"] == 3
    assert rows[0]["Improve"] == "1552/5405 (28.71%)" and "Highest card" not in rows[0]
    exact = {"beat": 83269 * 3, "tie": 0, "total": 1533939}
    assert V.one_opponent_md("One pair, queens", exact) == ("One opponent beats **One pair, queens** with "
                                                            "83269/511313 (16.29%) of the 1,533,939 hands he could "
                                                            "hold (exact).")
    assert V.read_md({"p": 0.5, "text": "50%", "tried": 4000}).endswith("**50%**, over the deals that fit those "
                                                                        "draws (4,000 tried).")


def test_the_standing_table_and_chart():
    counts = {r: O.dealt_counts(r, "high-or-low") for r in V.RANKINGS}
    rows = V.standing_rows(counts, O.dealt_total())
    flushes = next(r for r in rows if r["Hand"].startswith("Sequence flush"))
    assert flushes["schenck"] == "40" and flushes["chance (Schenck)"] == "1/64974 (0.0015%)"
    assert "—" in [v for r in rows for v in r.values()]                          # a class some ranking lacks
    fig = V.dealt_chart(counts, O.dealt_total())
    assert "2,598,960" in fig.layout.title.text and len(fig.data) == len(V.RANKINGS)
    assert "36 sequence flushes" in V.standing_note(O.dealt_counts("schenck", "high-only"))


@pytest.mark.parametrize("ante,word", [(1, "1 chip"), (2, "2 chips")])
def test_the_lesson_values(ante, word):
    values = V.lesson_values(O.advice_figures(), 10, ante, 50)
    assert values["ante"] == word and values["limit"] == "10 chips"
    assert values["pair"] == "1552/5405 (28.71%)" and values["pair_pct"] == "28.7%"
    assert values["ladder"].startswith("1. **Sequence flush**")
    assert values["ties"].count("\n- ") == 3 and values["ties"].startswith("- ")
