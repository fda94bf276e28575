"""The class's projector view: what the room may see, and nothing else.

The teacher opens it from the dashboard ("Projector view"; the class page's address then reads ``?view=projector``,
never a key) and goes back with one button in the corner. It is drawn only for the session that holds the class's
key (the class page checks it as the dashboard does; any other session is refused). It shows the join code in
large type, its QR code, the join address, and the room's progress without a name: how many joined, how many
finished each deal, how each deal turned out (the dashboard's own chart), and each shared table's progress by seat
number. No student is named or numbered;
no key, no teacher's corner, no replay, no CSV. With presenter mode's sheet (no sidebar, no toolbar) and type
for the back row at 1366x768; the progress refreshes itself as the dashboard's does. Not a page itself: the class
page (``class_teacher.py``) calls ``draw``.
"""

from __future__ import annotations

import html

import streamlit as st
from sqlalchemy.exc import SQLAlchemyError

from engine.classroom import results
from engine.games import get_game
from lessons.parts import charts, present
from lessons.site import class_common as common

VIEW, PROJECTOR = "view", "projector"   # the class page's address: ?view=projector
REFRESH = 5          # seconds between refreshes, as the dashboard's


def wanted() -> bool:
    """Whether the class page's address asks for the projector view."""
    return st.query_params.get(VIEW) == PROJECTOR


def open_view() -> None:
    st.query_params[VIEW] = PROJECTOR


def close_view() -> None:
    if VIEW in st.query_params:
        del st.query_params[VIEW]


def refuse() -> None:
    """A session without the class's key asked for the projector view: nothing of any class is shown."""
    close_view()
    st.error("**The projector view opens only from the teacher's dashboard**, in the browser where the class was "
             "opened or its private link was used: open the private link there, then press *Projector view*.",
             icon=":material/lock:")


def tally_html(klass, board) -> str:
    """The room's progress as large figures: joined, finished each deal, finished every deal; no name."""
    t = common.tallies(klass, board)

    def tile(n: int, label: str, of: int | None = None) -> str:
        out_of = f'<span class="cp-proj-of"> of {of}</span>' if of is not None else ""
        return (f'<div class="cp-proj-tile"><div class="cp-proj-n">{n}{out_of}</div>'
                f'<div class="cp-proj-label">{html.escape(label)}</div></div>')

    tiles = [tile(t["joined"], "joined")]
    if klass.deals > 1:
        tiles += [tile(d.played, f"finished deal {d.index + 1}", t["joined"]) for d in board.deals]
        tiles.append(tile(t["finished"], "finished every deal", t["joined"]))
    else:
        tiles.append(tile(t["finished"], "finished the deal", t["joined"]))
    return f'<div class="cp-proj-tally" data-testid="projector-tally">{"".join(tiles)}</div>'


def tables_html(found) -> str:
    """The class's shared tables, one line each, by seat number and never by name: the deal and table, the moves made,
    the seat to play, the running tally, finished or playing (``class_tables.TableProgress``)."""
    rows = []
    for p in found:
        now = "finished" if p.over else f"seat {p.to_act + 1} to play" if p.to_act is not None else "playing"
        rows.append(f'<li><b>Deal {p.table.deal_index + 1}, table {p.number}</b> · {p.moves} move'
                    f'{"s" if p.moves != 1 else ""} · {html.escape(now)} · {html.escape(common.table_tally(p))}</li>')
    return f'<ul class="cp-proj-tables" data-testid="projector-tables">{"".join(rows)}</ul>'


def draw(store, klass) -> None:
    st.html(present.CSS)
    common.style("class")
    common.style("class_projector")
    st.button("Back to the dashboard", key="class:projector-back", on_click=close_view,
              icon=":material/arrow_back:", type="tertiary")
    game = get_game(klass.game)
    join = common.join_address(klass)
    due = f" · homework until {klass.deadline:%d %B, %H:%M} UTC" if klass.deadline else ""
    left, right = st.columns([3, 1], vertical_alignment="center")
    with left:
        st.html(f'<div class="cp-proj-game">{html.escape(game.title)} · {klass.deals} '
                f'deal{"s" if klass.deals > 1 else ""}{due}</div>'
                '<div class="cp-proj-how">Scan the square, or open <b>Join a class</b> on this site and type '
                'the code</div>'
                f'<div class="cp-proj-code" data-testid="join-code">{klass.shown_code}</div>'
                f'<div class="cp-proj-url">{html.escape(join)}</div>')
    with right:
        st.markdown(f'<div class="cp-proj-qr" aria-label="QR code of the join address">{common.qr_svg(join, 6)}</div>',
                    unsafe_allow_html=True)   # st.html's sanitizer drops the SVG
    progress(store, klass)


def progress(store, klass) -> None:
    @st.fragment(run_every=REFRESH)
    def _progress():
        try:
            snap = store.snapshot(klass.id)
        except SQLAlchemyError as exc:   # said plainly; the next refresh tries again
            common.database_trouble(exc)
            return
        board = results.dashboard(klass, snap)
        st.html(tally_html(klass, board))
        try:
            found = common.class_tables().of_class(klass.id, names={})
        except SQLAlchemyError as exc:
            common.database_trouble(exc)
            found = []
        if found:
            st.html(tables_html(found))
        if not board.joined:
            st.html('<div class="cp-proj-wait">Nobody has joined yet.</div>')
        played = [d for d in board.deals if d.played]
        cols = st.columns(2)
        for i, deal in enumerate(played):
            with cols[i % 2]:
                fig = common.outcome_chart(deal, board.joined)
                fig.update_layout(title_font_size=24)       # the dashboard's chart, its words larger for the back row
                fig.update_yaxes(tickfont_size=19)
                charts.chart(fig, f"class:projector-deal{deal.index}",
                             config={"displayModeBar": False, "staticPlot": True})

    _progress()
