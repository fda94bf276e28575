"""The Scarney Chemin de Fer page in Streamlit's AppTest: every tab renders, play goes through the widgets, every
refusal shows its rule beside the controls, a bet (never a throw) can be taken back, a tampered link is answered."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.table import Table
from engine.games.scarney_chemin_de_fer import GAME, ChemVariant
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
    return next(b for b in at.button if b.key == f"{KEY}:{name}")


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
    assert at.title[0].value.endswith("Scarney Chemin de Fer")
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
    assert any(b.key == f"{KEY}:throw" for b in at.button)


@pytest.mark.rules("out-of-turn")
def test_a_throw_out_of_turn_is_refused_beside_the_controls():
    t = Table.new(GAME, ChemVariant(), 5, learner=0, bots=default_players(4))
    t.act("throw")  # your throw for the bank; now Ada's
    at = app(table=t)
    at.run()
    button(at, "throw").click().run()
    assert at.error and "does not count" in at.error[0].value and "out-of-turn" in at.error[0].value
    assert len(at.session_state[f"{KEY}:table"].record.actions) == 1
    button(at, "next").click().run()
    assert not at.error and len(at.session_state[f"{KEY}:table"].record.actions) == 2


def test_the_bet_box_has_a_visible_label():
    at = app(table=at_bets())
    at.run()
    box = at.number_input(key=f"{KEY}:stake")
    assert box.label == "Chips to bet"                 # the accessible name, and the words shown above the box
    assert box.proto.label_visibility.value == box.proto.label_visibility.VISIBLE


@pytest.mark.rules("bet-limits", "bets-before-throw")
def test_bets_refused_outside_the_limits_and_after_the_throw_then_undo_a_bet():
    at = app(table=at_bets())
    at.run()
    at.number_input(key=f"{KEY}:stake").set_value(99).run()
    button(at, "bet").click().run()
    assert at.error and "outside the banker's limits" in at.error[0].value and "bet-limits" in at.error[0].value
    at.number_input(key=f"{KEY}:stake").set_value(2).run()
    button(at, "bet").click().run()
    assert not at.error
    t = at.session_state[f"{KEY}:table"]
    assert t.state.bets[0] == 2 and t.state.phase == "throw"  # every bet down; the banker's throw waits
    assert not button(at, "undo").disabled
    button(at, "undo").click().run()
    t = at.session_state[f"{KEY}:table"]
    assert t.state.bets[0] == 0 and t.state.to_act == 0
    button(at, "bet").click().run()
    button(at, "next").click().run()  # the banker throws
    button(at, "bet").click().run()
    assert at.error and "bets-before-throw" in at.error[0].value
    assert button(at, "undo").disabled if any(b.key == f"{KEY}:undo" for b in at.button) else True


@pytest.mark.rules("bank-early", "limits")
def test_the_learner_banks_sets_limits_and_cannot_leave_mid_round():
    t = Table.new(GAME, ChemVariant(), 1, learner=0, bots=default_players(4))
    t.act("throw")
    t.run_bots()
    assert t.state.banker == 0 and t.state.phase == "open"
    at = app(table=t)
    at.run()
    button(at, "setlimits").click().run()
    assert not at.error
    t = at.session_state[f"{KEY}:table"]
    assert t.state.limits is not None and t.state.phase == "throw" and t.state.to_act == 0
    button(at, "giveup").click().run()
    assert at.error and "bank-early" in at.error[0].value
    button(at, "throw").click().run()
    assert not at.error
    assert "the banker" in " ".join(m.value for m in at.markdown if "cp-log" in m.value)


@pytest.mark.parametrize("params", [{"seed": "x"}, {"seed": "3", "rules": "baccarat"}, {"seed": "3", "players": "12"}])
def test_tampered_link_gives_a_clear_message(params):
    at = app(**params)
    at.run()
    assert not at.exception
    assert at.warning and "That link could not be used" in at.warning[0].value
