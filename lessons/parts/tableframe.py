"""The frame of a table: the turn banner above it (whose turn it is, in words, drawn from the table, never from
hidden state) and the settings bar (its settings, the pace, New game)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import streamlit as st

from lessons.parts import board, pace, session, share
from lessons.views import markup


def turn_banner_html(table) -> str:
    """Whose turn it is, in one line for the back of the room, as HTML for a table's block (board.py)."""
    return markup.turn_banner(table)


def settings_bar(page_key: str, label: str, *, keep: Iterable[str] = (), paced: bool = True,
                 new_game: Callable[[], None] | None = None) -> share.Panel:
    """The bar above a table's fragment, as ONE block (board.py, ``chrome``): the button that opens the table's
    settings, the pace (pace.picker_html) and New game. Open, the settings are a bordered part right below it,
    which the page fills (``with bar:``) when ``bar.open``; closed, they are not drawn at all.

    Why not a popover and a row of elements: every click at a table redraws every element of the page in the
    browser, and a popover with its widgets, the row around it and the pace's own block were about 230 of the 950
    React components a click redrew at Draw Poker (issue 12's click budget; benchmarks/table_floor.py).

    ``keep``: the keys of the widgets drawn in the settings. Streamlit forgets a widget's value in a run that does
    not draw it, so while the settings are closed each value is written back to the session (its own idiom for
    keeping a widget's value while it is not shown); the page reads them as before."""
    k = session.key(page_key, "settings-open")
    on = bool(st.session_state.get(k))

    def handle(move: str) -> None:
        if move == "settings":
            st.session_state[k] = not st.session_state.get(k)
        elif paced:
            pace.choose(page_key, move, new_game)

    opener = board.button("settings", label, key=k, icon="tune", expanded=on, cls="cp-disclose")
    rest = pace.picker_html(page_key, new_game) if paced else ""
    board.draw(session.key(page_key, "bar"), f'<div class="cp-row">{opener}{rest}</div>', handle, chrome=True)
    if not on:
        for name in keep:
            if name in st.session_state:
                st.session_state[name] = st.session_state[name]
        return share.Panel(False)
    return share.Panel(True, st.container(border=True))
