"""The table frame: the felt, the seats around it, and the centre — drawn from one seat's view only.

The frame is handed ``table.view()`` (what the learner's seat may know), never the
state, so nothing hidden can be drawn by mistake. A page supplies two small
functions: what to say of each seat, and what to draw in the centre.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from lessons.parts import show


def render(table, seat_line: Callable[[dict, int], str], centre: Callable[[dict], None],
           title: str = "", seats_per_row: int = 4) -> dict:
    """Draw the table for the learner; returns the view it drew from."""
    view = table.view()
    n = table.game.seats(table.variant)
    others = [s for s in range(n) if s != table.learner]
    with st.container(border=False):
        if title:
            show.html(f'<div class="cp-label">{show.escape(title)}</div>')
        for start in range(0, len(others), seats_per_row):
            row = others[start:start + seats_per_row]
            cols = st.columns(len(row))
            for col, seat in zip(cols, row, strict=True):
                with col:
                    to_act = " ⏳" if getattr(table.state, "to_act", None) == seat else ""
                    st.markdown(f"**{table.game.seat_name(table.variant, seat)}**{to_act}")
                    show.html(seat_line(view, seat))
        with st.container(border=True):
            centre(view)
    return view


def turn_banner(table) -> None:
    """Whose turn it is, in words, for the back of the room."""
    game, state = table.game, table.state
    if game.is_over(state):
        st.success(f"**Game over.** {game.outcome(state).summary}", icon="🏁")
    elif state.to_act == table.learner:
        st.info("**Your turn.**", icon="👉")
    elif state.to_act is not None:
        st.caption(f"{game.seat_name(table.variant, state.to_act)} is to act…")
