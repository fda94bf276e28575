"""The table's turn banner: whose turn it is, in words, drawn from the table (never from hidden state)."""

from __future__ import annotations

import streamlit as st


def turn_banner(table, compact: bool = False) -> None:
    """Whose turn it is, in words, for the back of the room (``compact``: one line, not a box)."""
    game, state = table.game, table.state
    if compact:
        if game.is_over(state):
            st.markdown(f":material/flag: **Game over.** {game.outcome(state).summary}")
        elif state.to_act == table.learner:
            st.markdown(":red[:material/touch_app: **Your turn.**]")
        elif state.to_act is not None:
            st.markdown(f":material/hourglass_top: {game.seat_name(table.variant, state.to_act)} is to act…")
        return
    if game.is_over(state):
        st.success(f"**Game over.** {game.outcome(state).summary}", icon=":material/flag:")
    elif state.to_act == table.learner:
        st.info("**Your turn.**", icon=":material/touch_app:")
    elif state.to_act is not None:
        st.caption(f"{game.seat_name(table.variant, state.to_act)} is to act…")


def turn_banner_html(table) -> str:
    """The one-line banner as HTML, for a table drawn as one block (board.py)."""
    from lessons.parts import show

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
