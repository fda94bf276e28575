"""The Domino Euchre and Call-Ace pages in Streamlit's AppTest: they load, moves are played through the widgets,
refusals show beside the controls, undo, and the tiles are drawn as dominoes with spoken names."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.core.record import new_record
from engine.core.table import Table
from lessons.parts.page import TABS
from tests.pages.board import block_html, button, buttons, chrome_html, refusal
from tests.pages.shown import shown

ROOT = Path(__file__).resolve().parents[2]
PAGES = {"domino_euchre": str(ROOT / "lessons" / "domino_euchre.py"), "call_ace": str(ROOT / "lessons" / "call_ace.py")}
LEARN, PLAY, ODDS, CARD = TABS[:4]
DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"


def app(page: str, tab: str = PLAY, **params) -> AppTest:
    at = AppTest.from_file(PAGES[page], default_timeout=90)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state[f"{page}:tab"] = tab
    return at


def text(at) -> str:
    return shown(at) + " " + block_html(at) + " " + chrome_html(at)   # the table's block, the rankings' block


@pytest.mark.parametrize("page", list(PAGES))
def test_page_loads_with_every_tab(page):
    for tab in (LEARN, PLAY, ODDS, CARD):
        at = app(page, tab, seed="3", deal=DEAL)
        at.run()
        assert not at.exception, (tab, at.exception)
    at = app(page, LEARN, seed="3")
    at.run()
    body = text(at)
    assert "left bower" in body and 'aria-label="the double six tile' in body


def test_learn_draws_the_rankings_from_the_engine():
    at = app("domino_euchre", LEARN)
    at.run()
    body = text(at)
    assert "fives</b> (trumps) · 8 tiles" in body and "fours</b> · 5 tiles" in body
    assert 'aria-label="the double five tile, the right bower"' in body and 'aria-label="the five–four tile"' in body
    button(at, "domino_euchre:rank-trump:0").click().run()      # another trump: its own table and tiles
    body = text(at)
    assert "blanks</b> (trumps) · 8 tiles" in body and 'aria-label="the double blank tile, the right bower"' in body
    assert "church-going" in body


def test_bid_refusal_then_accept_and_play_through_the_widgets():
    at = app("domino_euchre", seed="3", deal=DEAL)
    at.run()
    assert 'aria-label="the five–two tile' in text(at)
    assert not any(b.key.startswith("domino_euchre:tile:") for b in buttons(at))   # no tile to play in the bidding
    button(at, "domino_euchre:bid:accept").click().run()
    assert not refusal(at) and not at.exception
    assert "You accept fives as trumps" in text(at)
    button(at, "domino_euchre:tile:2-1").click().run()           # you lead (the bid winner leads)
    assert not at.exception and "You lead the 2-1" in text(at)
    button(at, "domino_euchre:pace:next").click().run()                # one computer player at a time
    assert not at.exception and "Abner" in text(at)
    button(at, "domino_euchre:undo").click().run()
    assert "You lead the 2-1" not in text(at)


def follow_table() -> Table:
    from engine.games.domino_euchre import GAME

    rec = new_record(GAME, GAME.Variant(), 3, deal=DEAL)
    for a in ["pass", "accept", "play 2-0", "play 5-1", "play 2-2"]:
        rec = rec.with_action(a)
    return Table(rec, learner=0)


def test_follow_refusal_names_the_rule_and_changes_nothing():
    at = app("domino_euchre")
    at.session_state["domino_euchre:table"] = follow_table()
    at.session_state["domino_euchre:url"] = "{}"
    at.run()
    button(at, "domino_euchre:tile:6-6").click().run()
    assert refusal(at), "failing to follow suit must be refused"
    assert "You must follow twos: the 2-1 is a two while twos are led." in refusal(at)
    assert "follow-suit" in refusal(at)
    assert len(at.session_state["domino_euchre:table"].record.actions) == 5
    button(at, "domino_euchre:tile:2-1").click().run()
    assert not refusal(at) and len(at.session_state["domino_euchre:table"].record.actions) == 6


@pytest.mark.parametrize("page", list(PAGES))
@pytest.mark.parametrize("params", [{"seed": "abc"}, {"rules": "poker", "seed": "3"}, {"seed": "3", "players": "9"}])
def test_tampered_link_gives_a_clear_message(page, params):
    at = app(page, **params)
    at.run()
    assert not at.exception
    assert at.warning and "That link could not be used" in at.warning[0].value


def test_call_ace_call_and_secret_partner_line():
    at = app("call_ace", seed="3", deal=DEAL)
    at.run()
    button(at, "call_ace:bid:accept").click().run()
    assert any(b.key == "call_ace:call:3" for b in buttons(at))
    assert not any(b.key == "call_ace:call:4" for b in buttons(at))  # the left bower's suit is not offered
    button(at, "call_ace:call:3").click().run()
    assert not at.exception
    assert "Your partner is whoever holds the 3-3" in text(at)
    assert "Where is the partner tile 3-3?" in text(at)


def test_odds_tab_shows_exact_tables():
    at = app("domino_euchre", ODDS, seed="3", deal=DEAL)
    at.run()
    assert not at.exception
    assert any("Trumps in five tiles" in s.value for s in at.subheader)


def test_second_round_names_a_suit_alone_and_the_turned_down_suit_is_refused():
    from engine.games.domino_euchre import GAME

    rec = new_record(GAME, GAME.Variant(), 3, deal=DEAL)
    for _ in range(4):
        rec = rec.with_action("pass")                        # the turn-up's fives passed round the table
    at = app("domino_euchre")
    at.session_state["domino_euchre:table"] = Table(rec, learner=0)
    at.session_state["domino_euchre:url"] = "{}"
    at.run()
    assert at.session_state["domino_euchre:table"].state.phase == "bid2"
    button(at, "domino_euchre:bid2:name-5").click().run()     # fives were turned down: the engine says why not
    assert refusal(at) and len(at.session_state["domino_euchre:table"].record.actions) == 4
    button(at, "domino_euchre:bid2:alone").click().run()      # "…and play alone", then a suit
    assert 'aria-pressed="true"' in block_html(at)
    button(at, "domino_euchre:bid2:name-2").click().run()
    assert not refusal(at), refusal(at)
    assert at.session_state["domino_euchre:table"].record.actions[-1] == "name 2 alone"
