"""The table's turn banner: whose turn it is, in words, drawn from the table (never from hidden state)."""

from __future__ import annotations

import streamlit as st

from lessons.parts import show


def turn_banner_html(table) -> str:
    """Whose turn it is, in one line for the back of the room, as HTML for a table's block (board.py)."""
    game, state = table.game, table.state
    if game.is_over(state):
        return (f'<div class="cp-turn">{show.icon("flag")} <b>Game over.</b> '
                f"{show.escape(game.outcome(state).summary)}</div>")
    if state.to_act == table.learner:
        return f'<div class="cp-turn cp-yours">{show.icon("touch_app")} <b>Your turn.</b></div>'
    if state.to_act is not None:
        return (f'<div class="cp-turn">{show.icon("hourglass_top")} '
                f"{show.escape(game.seat_name(table.variant, state.to_act))} is to act…</div>")
    return ""


def settings_row():
    """The row above a table's fragment (its settings' popover, the pace, New game): one horizontal container,
    not columns. Every click at a table redraws every element of the page in the browser, and a row of columns
    is a block per column (at Seven-Up about 100 React components per click, 45 as one row: issue 12)."""
    return st.container(horizontal=True, vertical_alignment="center", gap="medium")
