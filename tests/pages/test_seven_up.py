"""The Seven-Up page under AppTest: the lesson, a shared deal at the table, stand, play, a refusal beside the
cards, undo, the beg, the live odds, the Odds and Rule card tabs, a whole hand for three players."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.pages.board import block_html, button, buttons, refusal
from tests.pages.board import title as page_title
from tests.pages.shown import shown

ROOT = Path(__file__).resolve().parents[2]
PAGE = str(ROOT / "lessons" / "seven_up.py")
DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"
LEARN, PLAY, ODDS, CARD = "Learn", "Play", "Odds", "Rule card"


def open_page(**params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=90)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def text(at: AppTest) -> str:
    return shown(at) + " " + block_html(at)


def click(at: AppTest, key: str) -> AppTest:
    button(at, key).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def table(at: AppTest):
    return at.session_state["seven_up:table"]


def show_tab(at: AppTest, label: str) -> AppTest:
    at.session_state["seven_up:tab"] = label
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture
def at():
    return open_page(seed="4", deal=DEAL)


def test_page_opens_on_the_lesson_and_a_shared_link_at_the_table():
    at = open_page()
    assert page_title(at).endswith("Seven-Up")
    assert "Where the period books disagree" in text(at) and "Pitch" in text(at)
    at = open_page(seed="4", deal=DEAL)
    keys = {b.key for b in buttons(at)}
    assert {"seven_up:bid:stand", "seven_up:bid:beg"} <= keys
    assert button(at, "seven_up:bid:beg").label.startswith("Beg: Abner")


@pytest.mark.rules("follow-or-trump", game="seven-up")
def test_stand_play_refusal_beside_the_cards_and_undo(at):
    click(at, "seven_up:bid:stand")
    click(at, "seven_up:card:10S")
    click(at, "seven_up:pace:until")            # Abner takes the ten with the queen and leads the 5♣
    t = table(at)
    assert t.learners_turn() and t.view()["trick"] == [[1, "5C"]]
    before = t.record.actions
    click(at, "seven_up:card:KD")
    errors = refusal(at)
    assert "You must follow clubs or play a trump: you hold the four of clubs." in errors
    assert "follow-or-trump" in errors and table(at).record.actions == before
    click(at, "seven_up:card:4C")
    assert not refusal(at) and "You play the 4♣" in block_html(at)
    click(at, "seven_up:undo")
    assert table(at).record.actions == before


def test_beg_odds_live_and_the_dealer_answers(at):
    page = text(at)
    assert "You hold high" in page and "2/15 (13.33%)" in page and "Stand" in page and "±" in page
    click(at, "seven_up:bid:beg")
    click(at, "seven_up:pace:next")
    log = text(at)
    assert "Abner gives one" in log or "Abner refuses and runs the cards" in log


def test_odds_and_rule_card_tabs(at):
    show_tab(at, ODDS)
    assert "Trumps in a hand of six" in " ".join(h.value for h in at.subheader)
    assert len(at.get("plotly_chart")) == 2
    show_tab(at, CARD)
    assert "follow or play a trump" in text(at) or "follow" in text(at)


def test_a_whole_hand_for_three_players():
    at = open_page(seed="11", players="3")
    t = table(at)
    assert t.variant.players == 3
    for _ in range(80):
        t = table(at)
        if len(t.view()["results"]) >= 1 or t.game.is_over(t.state):
            break
        if t.bots_turn():
            click(at, "seven_up:pace:until")
            continue
        action = t.legal()[0]
        if action in ("stand", "beg", "give", "refuse"):
            click(at, f"seven_up:bid:{action}")
        else:
            click(at, f"seven_up:card:{action.split()[1]}")
    assert table(at).view()["results"], "a hand was played to its end and scored"
    assert "Hand 1:" in text(at)


@pytest.mark.rules("run", "reduce", game="seven-up")
def test_beg_refused_run_the_cards_and_discard_down_to_six(at):
    click(at, "seven_up:bid:beg")
    click(at, "seven_up:pace:next")                 # Abner, the dealer, holds little in spades: he runs the cards
    t = table(at)
    assert "Abner refuses and runs the cards" in block_html(at)
    if t.bots_turn():
        click(at, "seven_up:pace:until")
    t = table(at)
    assert t.state.phase == "discard" and t.learners_turn()
    while table(at).state.phase == "discard" and table(at).learners_turn():
        card = table(at).legal()[0].split()[1]
        click(at, f"seven_up:card:{card}")
    assert len(table(at).view()["hand"]) == 6 and len(table(at).view()["my_discards"]) >= 3


AUCTION_DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C | JS KS 4S 2D 3D 5D | AH KH QH 2H 3H 4H"


@pytest.mark.rules("auction-sell", "auction-bid", "auction-sale", game="seven-up")
def test_auction_pitch_bid_buttons_a_refusal_and_the_sale():
    at = open_page(seed="5", rules="auction-pitch", deal=AUCTION_DEAL)
    t = table(at)
    assert t.variant.auction and t.view()["phase"] == "bid" and t.learners_turn()
    assert button(at, "seven_up:bid:pass").label.startswith("Pass: put the pitch up for sale")
    assert "At the bid" in block_html(at) and "If you pitch" in block_html(at)   # the exact chances by suit
    click(at, "seven_up:bid:pass")
    click(at, "seven_up:pace:until")                # Abner, Bess and Caleb bid or pass; back to You
    t = table(at)
    assert t.learners_turn() and t.view()["phase"] in ("sell", "play")
    log = block_html(at)
    assert "Abner" in log and ("bids" in log or "passes" in log)
    if t.view()["phase"] == "sell":
        high = t.view()["high_bid"]
        assert {b.key for b in buttons(at)} >= {"seven_up:bid:sell", "seven_up:bid:pitch"}
        click(at, "seven_up:bid:sell")
        assert table(at).state.scores[0] == high and "You sell the pitch to" in block_html(at)


@pytest.mark.rules("auction-bid", "auction-sell", game="seven-up")
def test_auction_pitch_refusals_beside_the_buttons():
    at = open_page(seed="5", rules="auction-pitch", deal=AUCTION_DEAL)
    for _ in range(60):                              # play on to a hand where You bid after someone else
        t = table(at)
        v = t.view()
        if v["phase"] == "bid" and t.learners_turn() and v["high_bid"]:
            break
        if t.bots_turn():
            click(at, "seven_up:pace:until")
            continue
        action = t.legal()[0]
        key = action.split()[1] if action.startswith("play") else action.replace(" ", "-")
        click(at, f"seven_up:card:{key}" if action.startswith("play") else f"seven_up:bid:{key}")
    high = table(at).view()["high_bid"]
    assert high, "a hand where another bids before You"
    before = table(at).record.actions
    assert not button(at, f"seven_up:bid:bid-{high}").primary   # not raised, but it answers
    click(at, f"seven_up:bid:bid-{high}")
    assert f"You must bid more than {high}, the highest bid so far, or pass." in refusal(at)
    assert table(at).record.actions == before
