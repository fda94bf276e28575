"""The Pie-Eyed Dice page in Streamlit's AppTest: tabs, the forfeit wording with the book's one click away, a throw
through the table's block (lessons/parts/board.py), a throw out of turn refused, the live role chances."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.bots.pie_eyed_dice import default_players
from engine.core.table import Table
from engine.games.pie_eyed_dice import GAME, PieVariant
from tests.pages.board import block_html, blocks, refusal
from tests.pages.board import button as board_button
from tests.pages.board import title as page_title
from tests.pages.shown import shown

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "pie_eyed_dice.py")
KEY = "pie_eyed_dice"
LEARN, PLAY, ODDS, CARD = "Learn", "Play", "Odds", "Rule card"


def app(tab: str = PLAY, table: Table | None = None, **params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state[f"{KEY}:tab"] = tab
    if table is not None:
        at.session_state[f"{KEY}:table"] = table
        at.session_state[f"{KEY}:url"] = "{}"
    return at


def button(at, name):
    return board_button(at, f"{KEY}:{name}")


def texts(at) -> str:
    return shown(at)


def roles_table(at) -> str:
    """The Learn tab's table of the three roles (the site's static block), its cells' text."""
    body = next(b.proto.json for b in blocks(at, "cp_static") if "the three roles at this table" in b.proto.json)
    return html.unescape(json.loads(body)["html"])


@pytest.mark.parametrize("tab", [LEARN, PLAY, ODDS, CARD])
def test_every_tab_renders(tab):
    at = app(tab)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert page_title(at).endswith("Pie-Eyed Dice")


@pytest.mark.rules("forfeit-roles", "roles")
def test_forfeit_roles_by_default_and_the_books_words_one_click_away():
    at = app(LEARN)
    at.run()
    tables = roles_table(at)
    assert "names a forfeit" in tables and "orders a drink" not in tables
    at.toggle(key=f"{KEY}:book-words").set_value(True).run()
    tables = roles_table(at)
    assert "orders a drink" in tables and "pays for the drink" in tables
    assert "twentieth-century game" in texts(at)


@pytest.mark.rules("out-of-turn")
def test_throws_through_the_widgets_and_out_of_turn_refused():
    t = Table.new(GAME, PieVariant(), 7, learner=0, bots=default_players(4))
    at = app(table=t)
    at.run()
    assert button(at, "throw").primary and button(at, "next").disabled and button(at, "skip").disabled
    button(at, "throw").click().run()  # your throw for the order of play
    assert not refusal(at) and "You throw for the order of play" in block_html(at)
    assert not button(at, "throw").primary and not button(at, "next").disabled
    button(at, "throw").click().run()  # Ada's turn now: refused
    assert "out-of-turn" in refusal(at)
    assert len(at.session_state[f"{KEY}:table"].record.actions) == 1
    button(at, "skip").click().run()
    t = at.session_state[f"{KEY}:table"]
    assert t.state.phase == "turn" and t.state.to_act == 0
    assert not refusal(at)
    assert "Your turn takes a role" in block_html(at) and "Names the forfeit" in block_html(at)


def test_book_wording_at_the_table_by_link():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params.update(seed="4", rules="book-wording")
    at.run()
    assert not at.exception and at.session_state[f"{KEY}:table"].variant.wording == "book"


@pytest.mark.parametrize("params", [{"seed": "x"}, {"seed": "3", "form": "seven"}, {"seed": "3", "players": "2"}])
def test_tampered_link_gives_a_clear_message(params):
    at = app(**params)
    at.run()
    assert not at.exception
    assert at.warning and "That link could not be used" in at.warning[0].value


def test_a_finished_game_shows_its_summary_and_no_more_throws():
    t = Table.new(GAME, PieVariant(), 7, learner=0, bots=default_players(4))
    while not GAME.is_over(t.state):
        t.act("throw") if t.learners_turn() else t.run_bots()
    at = app(table=t)
    at.run()
    assert not at.exception
    assert "Game over." in block_html(at) and "Round 2:" in block_html(at)
    assert button(at, "throw").disabled and button(at, "next").disabled and button(at, "skip").disabled
