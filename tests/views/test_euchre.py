"""Euchre's table as HTML (lessons/views/euchre.py): what a screen reader hears, that no hidden card is drawn, that a
legal card is raised and another plain, that names are escaped, and the numbers shown."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from engine.core.table import Table
from engine.games.euchre import GAME
from lessons.views import euchre as V
from lessons.views import markup
from tests.views.spoken import button_with, shown
from tests.views.spoken import spoken as named

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"
OTHERS = ("JH AH KH 9S 10S", "AD KD QD 9D 10D", "AC AS KS QS JS")   # the three other seats' hands in DEAL


def prob(p) -> str:
    return f"<{Fraction(p)}>"


@pytest.fixture
def view() -> dict:
    """The learner's view of the first bid of the standard game, DEAL dealt (Caleb deals, the Q♥ turned)."""
    return Table.new(GAME, GAME.presets["standard"], seed=3, deal=DEAL).view()


def spoken(html: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', html)


def buttons(html: str) -> dict[str, str]:
    """Each button's move (data-act) and its whole tag."""
    return {re.search(r'data-act="([^"]*)"', b).group(1): b for b in re.findall(r"<button [^>]*>", html)}


def test_the_other_hands_are_drawn_face_down_and_never_named(view):
    html = V.table_html(view)
    assert spoken(html).count("a card, face down") == 15
    for hand in OTHERS:
        for text in hand.split():
            assert V.unicode(text) not in html, f"{text}, a card nobody may see, is drawn"
    assert spoken(html).count("queen of hearts") == 1                      # the turn-up, face up, once
    assert "You" not in re.sub(r"You &amp; Bess", "", html)                # the learner's seat is not among them


def test_each_seat_says_its_part_and_who_is_to_act(view):
    view = {**view, "to_act": 2, "maker": 1, "alone": True, "out": [3], "won": [0, 2, 0, 0],
            "calls": [(1, "pass"), (2, "pass"), (1, "order-up alone")]}
    seats = re.findall(r'<div class="eu-seat">(.*?)</div>', V.table_html(view))
    abner, bess, caleb = seats
    assert "opponent" in abner and "<b>maker</b> — <b>alone</b>" in abner and "tricks: 2" in abner
    assert "said: order it up, alone" in abner                                       # the last thing he said
    assert "partner" in bess and "(to act)" in bess and "said: pass" in bess
    assert "hand laid down" in caleb and "face down" not in caleb and "<b>dealer</b>" in caleb
    assert "(to act)" not in abner + caleb


def test_names_and_results_are_escaped(view):
    names = ["You", "<Abner & Co>", "Bess", "Caleb"]
    view = {**view, "names": names, "trick": [(1, "JH")], "results": [("Hand 1: <b>euchred</b>", [0, 2])]}
    html = V.table_html(view) + V.results_html(view)
    assert "&lt;Abner &amp; Co&gt;" in html and "<Abner" not in html
    assert "&lt;b&gt;euchred&lt;/b&gt;" in html and "<b>euchred" not in html


def test_the_felt_says_trumps_the_maker_the_trick_and_the_score(view):
    view = {**view, "trump": "H", "maker": 2, "turnup_state": "taken", "scores": [3, 4],
            "trick": [(1, "JH"), (2, "AD")]}
    felt = V.centre_html(view)
    assert 'role="region" aria-label="the table"' in felt
    assert "<b>Hearts</b> ♥" in felt and "taken up by the dealer" in felt and "maker</div>Bess</div>" in felt
    assert "queen of hearts" not in spoken(felt) and '<span class="cp-meta eu-named">Q♥</span>' in felt
    assert spoken(felt) == ["the table", "jack of hearts", "ace of diamonds"]
    assert felt.count('class="cp-new"') == 1 and re.search(r'cp-new[^>]*><span[^>]*aria-label="ace of diamonds"', felt)
    assert "score (game is 7)</span> You &amp; Bess: <b>3</b> · Abner &amp; Caleb: <b>4</b>" in felt


def test_a_finished_trick_stays_with_its_winner_until_the_next_lead(view):
    last = {"cards": [(1, "9S"), (2, "AD"), (3, "AS"), (0, "KC")], "winner": 3}
    felt = V.centre_html({**view, "trump": "S", "maker": 3, "tricks": [last]})
    assert spoken(felt)[-4:] == ["nine of spades", "ace of diamonds", "ace of spades", "king of clubs"]
    assert "last trick, won by <b>Caleb</b>" in felt
    assert "the trick is empty" in V.centre_html(view)


def test_a_called_ace_and_a_lone_defender_are_named(view):
    felt = V.centre_html({**view, "trump": "S", "maker": 1, "called": "H", "partner": None, "defender": 2})
    assert "Abner — called the A♥: partner not yet known — Bess defends alone" in felt
    assert "Carl is partner" in V.centre_html({**view, "names": ["You", "Abner", "Bess", "Carl"], "trump": "S",
                                                  "maker": 1, "called": "H", "partner": 3})


def whole(html: str, act: str) -> str:
    """The whole button (tag, picture and word) that sends ``act``."""
    return re.search(rf'<button [^>]*data-act="{re.escape(act)}".*?</button>', html).group(0)


def test_a_legal_card_is_raised_and_another_plain_but_clickable(view):
    view = {**view, "phase": "play", "to_act": 0}
    html = V.hand_html(view, {"play JD"}, mine=True)
    b = buttons(html)
    assert set(b) == {"play JD", "play 9C", "play 10C", "play QC", "play KC"}
    assert "cp-btn-primary" in b["play JD"] and named(whole(html, "play JD")) == "jack of diamonds Play"
    assert "cp-btn-secondary" in b["play KC"] and named(whole(html, "play KC")) == "king of clubs not now"
    assert not any("disabled" in tag for tag in b.values())        # a plain card still says why not, when clicked
    assert 'aria-label="your hand"' in html and "Raised cards may be played" in html


def test_the_hand_is_plain_cards_when_it_is_not_the_learners_turn(view):
    html = V.hand_html({**view, "phase": "play"}, set(), mine=False)
    assert "<button" not in html and "— your turn" not in html
    assert spoken(html) == ["king of clubs", "queen of clubs", "ten of clubs", "nine of clubs", "jack of diamonds"]
    assert "no cards" in V.hand_html({**view, "hand": []}, set(), mine=False)


def test_the_dealer_discards_with_the_turn_up_named(view):
    html = V.hand_html({**view, "phase": "discard", "hand": [*view["hand"], "QH"]}, {"discard 9C"}, mine=True)
    assert "You took up the Q♥: click the card to discard face down." in html
    assert named(whole(html, "discard 9C")) == "nine of clubs Discard" and len(buttons(html)) == 6


def test_the_first_round_offers_order_up_and_alone_only_when_allowed(view):
    html = V.bids_html(view, {"pass", "order-up"}, mine=True)
    b = buttons(html)
    assert named(button_with(html, "order-up")) == "Order up the queen of hearts" and "cp-btn-primary" in b["order-up"]
    assert "Order up the Q♥" in shown(html) and named(button_with(html, "name S")) == "spades"    # '♠ spades' said once
    assert "disabled" in b["order-up alone"] and "no partner to lay down" in b["order-up alone"]
    assert {"name C", "name D", "name H", "name S"} <= set(b)
    dealt = V.bids_html({**view, "dealer": 0}, {"pass", "order-up", "order-up alone"}, mine=True)
    assert "Take up the Q♥" in shown(dealt) and "disabled" not in buttons(dealt)["order-up alone"]
    assert V.bids_html(view, set(), mine=False) == ""


def test_the_second_round_raises_the_suits_that_may_be_named_and_shows_the_alone_toggle(view):
    view = {**view, "phase": "name", "turnup_state": "turned down"}
    legal = {"pass", "name C", "name D", "name S"}
    off, on = (V.bids_html(view, legal, mine=True, alone_on=a, alone_act="euchre:alone") for a in (False, True))
    b = buttons(off)
    assert "cp-btn-secondary" in b["name H"] and all("cp-btn-primary" in b[f"name {s}"] for s in "CDS")
    assert 'aria-pressed="false"' in b["euchre:alone"] and 'aria-pressed="true"' in buttons(on)["euchre:alone"]
    assert "the Q♥ was turned down" in off
    alone = V.bids_html({**view, "each_for_himself": True}, legal, mine=True)
    assert "euchre:alone" not in buttons(alone)


def test_call_ace_and_the_lone_defence(view):
    call = V.bids_html({**view, "phase": "call"}, {"call C", "call S"}, mine=True)
    b = buttons(call)
    assert named(button_with(call, "call C")) == "Call the ace of clubs"
    assert "Call the A♣" in shown(call) and "cp-btn-primary" in b["call S"] and "cp-btn-secondary" in b["call H"]
    defence = V.bids_html({**view, "phase": "defence", "maker": 1, "names": ["You", "<Abner>", "B", "C"]},
                          {"pass", "defend alone"}, mine=True)
    assert "&lt;Abner&gt; plays alone" in defence and set(buttons(defence)) == {"pass", "defend alone"}


def test_what_was_said_is_said_in_words():
    assert V.said_text("order-up alone") == "order it up, alone"
    assert V.said_text("name H alone") == "hearts, alone" and V.bid_words("name H") == "name hearts"
    assert V.said_text("defend alone") == "I defend alone" and V.bid_words("pass") == "pass"


def test_the_hands_so_far_and_the_log_heading(view):
    assert "No hand finished yet." in V.results_html(view)
    html = V.results_html({**view, "results": [("Hand 1: Abner & Caleb march", [0, 2]),
                                               ("Hand 2: You & Bess euchred", [2, 2])]})
    assert "<th>You &amp; Bess</th><th>Abner &amp; Caleb</th>" in html
    assert "<td>2</td><td>You &amp; Bess euchred</td><td>2</td><td>2</td>" in html
    assert V.log_title(80) == "Move log (newest first)" and V.log_title(81).endswith("the last 80)")


def test_the_four_colour_deck_reaches_the_felt(view):
    with markup.colours(True):
        assert "cp-blue" in V.hand_html(view, set(), mine=False)       # the J♦ of the learner's hand
    assert "cp-blue" not in V.hand_html(view, set(), mine=False)


def test_the_odds_rows_show_the_numbers_they_are_given():
    rows = V.bid_rows([{"action": "order-up alone", "expected_points": 0.5, "points_margin": 0.123,
                        "make_chance": 0.4567, "make_margin": 0.031},
                       {"action": "pass", "expected_points": -1.25, "points_margin": 0.2, "we_make_later": 0.304}])
    assert rows[0]["you"] == "order it up, alone" and rows[0]["chance the makers take 3 tricks"] == "45.7% ± 3.1%"
    assert rows[0]["points you can expect (your side minus theirs)"] == "+0.50 ± 0.12"
    assert rows[1]["chance the makers take 3 tricks"] == "your side makes later in 30%"
    table = V.markdown_table([{"a|b": "x\ny", "c": 1}])
    assert table.splitlines() == ["| a\\|b | c |", "|---|---|", "| x y | 1 |"] and V.markdown_table([]) == ""
    odds = [{"trump": "hearts", "right_card": "J♥", "left_card": "J♦", "right": Fraction(1, 3),
             "left": Fraction(1, 4), "both": Fraction(1, 12), "either": Fraction(1, 2), "partner_cards": 5,
             "unseen": 18}]
    assert V.bower_rows(odds, prob) == [{"if trumps are": "hearts", "right bower (J♥)": "<1/3>",
                                         "left bower (J♦)": "<1/4>", "both": "<1/12>", "at least one": "<1/2>"}]
    assert "your partner holds 5 of the 18 cards" in V.bowers_heading(odds, 1)
    assert "one of your partners" in V.bowers_heading(odds, 2)


def test_the_unseen_trumps_and_their_holders():
    out = {"trump": "spades", "cards": ["JS", "AS"], "deals_counted": 12345,
           "holders": [{"who": "Abner", "void": True, "chance_each": Fraction(0), "expected": Fraction(0)},
                       {"who": "Bess", "void": False, "chance_each": Fraction(1, 2), "expected": Fraction(2, 3)}]}
    assert spoken(V.trumps_out_html(out)) == ["jack of spades", "ace of spades"]
    assert "every trump is accounted for" in V.trumps_out_html({**out, "cards": []})
    assert "all 12,345 deals" in V.trumps_out_caption(out)
    assert V.holder_rows(out, prob) == [
        {"who": "Abner", "holds none (shown void)": "yes", "chance of holding each unseen trump": "<0>",
         "trumps expected": "0.00"},
        {"who": "Bess", "holds none (shown void)": "", "chance of holding each unseen trump": "<1/2>",
         "trumps expected": "0.67"}]


def test_the_standing_tables_have_a_row_for_each_count_and_pack():
    data = {24: [(k, Fraction(1, 6)) for k in range(6)], 32: [(k, Fraction(k, 15)) for k in range(6)]}
    rows = V.trump_count_rows(data, prob)
    assert [r["trumps"] for r in rows] == list(range(6)) and rows[5] == {"trumps": 5, "24 cards": "<1/6>",
                                                                         "32 cards": "<1/3>"}
    b = {"right": Fraction(1, 4), "at_least_one": Fraction(2, 5), "both": Fraction(1, 20)}
    assert V.bower_table_rows({24: b}, prob) == [{"pack": 24, "a given bower": "<1/4>",
                                                  "at least one bower of a suit": "<2/5>",
                                                  "both bowers of a suit": "<1/20>"}]
    assert "7 trumps in the 24-card pack" in V.standing_heading()
