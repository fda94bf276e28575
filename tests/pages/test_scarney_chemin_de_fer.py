"""The Scarney Chemin de Fer page in Streamlit's AppTest: every tab renders, play goes through the table's block
(lessons/parts/board.py: its buttons and its bet box), every refusal shows its rule beside the controls, a bet (never
a throw) can be taken back, a tampered link is answered."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.table import Table
from engine.games.scarney_chemin_de_fer import GAME, ChemVariant
from tests.pages.board import block_html, box_value, buttons, refusal
from tests.pages.board import button as board_button
from tests.pages.board import title as page_title
from tests.pages.shown import shown

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "scarney_chemin_de_fer.py")
KEY = "scarney_chemin_de_fer"
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


def shown_buttons(at) -> set[str]:
    return {b.key.removeprefix(f"{KEY}:") for b in buttons(at)}


def texts(at) -> str:
    return shown(at)


def at_bets(seed: int = 5) -> Table:
    """A table where the learner is to bet (seed 5: Ada banks; Carl has bet)."""
    t = Table.new(GAME, ChemVariant(), seed, learner=0, bots=default_players(4))
    t.act("throw")
    t.run_bots()
    assert t.state.phase == "bet" and t.state.to_act == 0
    return t


@pytest.mark.parametrize("tab", [LEARN, PLAY, ODDS, CARD])
def test_every_tab_renders(tab):
    at = app(tab)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert page_title(at).endswith("Scarney Chemin de Fer")
    if tab == LEARN:
        assert "twentieth-century invention" in texts(at) and "La Grande" in texts(at)
    if tab == ODDS:
        assert len(at.get("plotly_chart")) >= 2 or any("plotly" in str(e.proto)[:200] for e in at.get("unknown"))
        assert "0/1" in texts(at) or "0 (0.00%)" in texts(at)


def test_a_shared_link_opens_at_the_table():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params.update(seed="5", rules="short-lesson")
    at.run()
    assert not at.exception
    assert at.session_state[f"{KEY}:table"].variant.rounds_per_bank == 2
    assert "throw" in shown_buttons(at)
    assert button(at, "throw").primary and button(at, "next").disabled   # the learner throws first


@pytest.mark.rules("out-of-turn")
def test_a_throw_out_of_turn_is_refused_beside_the_controls():
    t = Table.new(GAME, ChemVariant(), 5, learner=0, bots=default_players(4))
    t.act("throw")  # your throw for the bank; now Ada's
    at = app(table=t)
    at.run()
    button(at, "throw").click().run()
    assert "does not count" in refusal(at) and "out-of-turn" in refusal(at)
    assert len(at.session_state[f"{KEY}:table"].record.actions) == 1
    button(at, "next").click().run()
    assert not refusal(at) and len(at.session_state[f"{KEY}:table"].record.actions) == 2


def test_the_bet_box_has_a_visible_label():
    at = app(table=at_bets())
    at.run()
    # the box inside its <label>, after the words shown above it: its accessible name
    assert f'<label class="cp-box"><span>Chips to bet</span><input type="number" data-key="{KEY}:stake"' in block_html(at)
    assert box_value(at, f"{KEY}:stake") == "2"        # the banker's least bet (his limits: 2 to 10)
    assert button(at, "bet").with_box == f"{KEY}:stake" and button(at, "bet").primary


@pytest.mark.rules("bet-limits", "bets-before-throw")
def test_bets_refused_outside_the_limits_and_after_the_throw_then_undo_a_bet():
    at = app(table=at_bets())
    at.run()
    button(at, "bet").click(box=99).run()
    assert "outside the banker's limits" in refusal(at) and "bet-limits" in refusal(at)
    assert at.session_state[f"{KEY}:table"].state.bets[0] == 0
    button(at, "bet").click(box=2).run()
    assert not refusal(at)
    t = at.session_state[f"{KEY}:table"]
    assert t.state.bets[0] == 2 and t.state.phase == "throw"  # every bet down; the banker's throw waits
    assert not button(at, "undo").disabled
    button(at, "undo").click().run()
    t = at.session_state[f"{KEY}:table"]
    assert t.state.bets[0] == 0 and t.state.to_act == 0
    button(at, "bet").click().run()
    button(at, "next").click().run()  # the banker throws
    assert "the banker, throws" in block_html(at)
    button(at, "bet").click().run()
    assert "bets-before-throw" in refusal(at)
    assert "undo" not in shown_buttons(at)   # a throw is never undone: no Undo bet once the banker has thrown


@pytest.mark.rules("bank-early", "limits")
def test_the_learner_banks_sets_limits_and_cannot_leave_mid_round():
    t = Table.new(GAME, ChemVariant(), 1, learner=0, bots=default_players(4))
    t.act("throw")
    t.run_bots()
    assert t.state.banker == 0 and t.state.phase == "open"
    at = app(table=t)
    at.run()
    assert {"setlimits-1-2", "setlimits-1-5", "setlimits-1-10", "setlimits-2-10", "giveup"} <= shown_buttons(at)
    assert "bet" not in shown_buttons(at)          # the banker does not bet
    button(at, "setlimits-1-5").click().run()
    assert not refusal(at)
    t = at.session_state[f"{KEY}:table"]
    assert t.state.limits == (1, 5) and t.state.phase == "throw" and t.state.to_act == 0
    button(at, "giveup").click().run()
    assert "bank-early" in refusal(at)
    button(at, "throw").click().run()
    assert not refusal(at)
    assert "the banker" in block_html(at)


@pytest.mark.parametrize("params", [{"seed": "x"}, {"seed": "3", "rules": "baccarat"}, {"seed": "3", "players": "12"}])
def test_tampered_link_gives_a_clear_message(params):
    at = app(**params)
    at.run()
    assert not at.exception
    assert at.warning and "That link could not be used" in at.warning[0].value


def test_a_finished_session_shows_its_summary_and_no_more_moves():
    t = Table.new(GAME, ChemVariant(rounds_per_bank=2), 5, learner=0, bots=default_players(4))
    while not GAME.is_over(t.state):
        t.act(t.legal()[0]) if t.learners_turn() else t.run_bots()
    at = app(table=t)
    at.run()
    assert not at.exception
    assert "Game over." in block_html(at) and GAME.outcome(t.state).summary in block_html(at)
    assert not {"throw", "next", "skip", "bet", "giveup", "open"} & shown_buttons(at)
