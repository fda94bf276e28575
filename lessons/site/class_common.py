"""What the class pages share: the store (one per site process), its failure said plainly, the client's
address for slowing wrong codes, the join address and its QR code, the room's tallies, the chart of how a deal
turned out and a class table's tally by seat number (the dashboard and the projector view draw the same), the
site's palette for the charts, and the class pages' stylesheets (``lessons/styles/class*.css``). Not a page
itself."""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

import streamlit as st

from engine.classroom.store import DAMAGED, StoreUnavailable
from lessons.parts import classroom

PALETTE = ["#8b2e1f", "#2f5d3a", "#b08d57", "#2d4f7c", "#7a5c99", "#3f7f7f", "#6b6b6b", "#2b2118"]
INK, PAPER = "#2b2118", "#fbf7ee"


def store():
    """The class store, or None after showing why the database cannot be used (which URL, password hidden)."""
    try:
        return classroom.store()
    except StoreUnavailable as exc:
        what = "is damaged" if any(d in exc.reason.lower() for d in DAMAGED) else "cannot be used"
        st.error(f"**The class database {what}.** It is {exc.url} and the reason is: {exc.reason}\n\n"
                 "Check the `DATABASE_URL` setting (or, without it, that the site may write to its `data/` folder) "
                 "and start the site again.", icon=":material/database:")
        return None


_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|~<>&$:])")


def plain(text: str) -> str:
    """A student's name as plain text inside Markdown: no emphasis, link, image or HTML it could make."""
    return _MARKDOWN.sub(r"\\\1", text)


def database_trouble(exc: Exception) -> None:
    """The database went away after the site started: said plainly (which URL, why), nothing half done."""
    from engine.classroom.config import database_url, masked
    from engine.classroom.store import damaged

    reason = " ".join(str(getattr(exc, "orig", None) or exc).split())[:300]
    if damaged(exc):   # waiting will not mend it: say what the operator must do
        st.error(f"**The class database is damaged** ({masked(database_url())}): {reason}. Nothing was changed. "
                 "Waiting will not mend it: the site's operator must restore the database from a copy (or, for "
                 "the SQLite file in the data folder, move the damaged file aside and start the site again, which "
                 "starts an empty one).", icon=":material/database:")
        return
    st.error(f"**The class database cannot be reached just now** ({masked(database_url())}): {reason}. Nothing was "
             "changed; try again in a moment.", icon=":material/database:")


def class_tables():
    """The class's shared tables (engine/classroom/class_tables.py) over the site's one ``SharedTables``."""
    from engine.classroom.class_tables import ClassTables
    from lessons.parts import shared

    return ClassTables(shared.tables())


def seat_label(seats: tuple[int, ...]) -> str:
    """Seats by number, as every view of a class's table names them ("1 & 3"): no name, so the projector may show it."""
    return " & ".join(str(s + 1) for s in seats)


def table_tally(p) -> str:
    """A class table's running tally by seat number (``class_tables.TableProgress``): "points 1 & 3: 2 · 2 & 4: 0"."""
    if not p.scores:
        return "—"
    return f"{p.measure} " + " · ".join(f"{seat_label(seats)}: {value:g}" for seats, value in p.scores)


def caller():
    """Who is typing codes (the connection's address and this session, digested), for slowing wrong guesses."""
    return classroom.caller()


def base_url() -> str:
    """This site's address as the browser sees it (for the join link and its QR code)."""
    url = (getattr(st.context, "url", None) or "").split("?")[0]
    return url.rsplit("/", 1)[0] if url.startswith("http") else ""


def chart_layout(fig, height: int = 260, title: str = "") -> None:
    fig.update_layout(height=height, margin=dict(l=10, r=10, t=36 if title else 10, b=10), title=title or None,
                      paper_bgcolor=PAPER, plot_bgcolor=PAPER, font=dict(family="Georgia, serif", color=INK, size=16),
                      colorway=PALETTE, showlegend=False)


STYLES = Path(__file__).resolve().parents[1] / "styles"


@cache   # read once per process
def _sheet(name: str) -> str:
    return "<style>\n" + (STYLES / f"{name}.css").read_text(encoding="utf-8") + "</style>"


def style(name: str) -> None:
    """A class page's stylesheet, ``lessons/styles/<name>.css`` (st.html: a style-only block takes no place)."""
    st.html(_sheet(name))


def join_address(klass) -> str:
    """Where students join this class: the join page with the code, never a key."""
    base = base_url()
    return f"{base}/class-join?code={klass.code}" if base else f"./class-join?code={klass.code}"


def qr_svg(address: str, scale: int = 5, title: str = "Join this class") -> str:
    """The QR code of ``address``, inline SVG in the site's ink and paper (``title``: what a screen reader says)."""
    import segno

    return segno.make(address, error="m").svg_inline(scale=scale, dark=INK, light=PAPER, title=title)


def tallies(klass, board) -> dict[str, int]:
    """The room's progress, anonymous (``board``: ``results.dashboard``): how many joined, finished every deal, and
    how many hands were played."""
    return {"joined": board.joined, "finished": sum(1 for s in board.students if s.done >= klass.deals),
            "hands": sum(d.played for d in board.deals)}


def outcome_chart(deal, n_students: int):
    """How one deal turned out (``deal``: a ``results.DealView``): the game's own summaries, most common first."""
    import plotly.graph_objects as go

    items = deal.outcomes.most_common(8)
    labels = [html.escape(s if len(s) <= 70 else s[:67] + "…") for s, _ in items]
    fig = go.Figure(go.Bar(x=[n for _, n in items][::-1], y=labels[::-1], orientation="h",
                           marker_color=PALETTE[0], text=[n for _, n in items][::-1], textposition="auto",
                           hovertemplate="%{y}: %{x} students<extra></extra>"))
    won = f"{deal.won} of {deal.played} won" if deal.played else "nobody has finished it yet"
    chart_layout(fig, height=100 + 40 * len(items), title=f"Deal {deal.index + 1}: {deal.played} played, {won}")
    fig.update_yaxes(automargin=True, tickfont=dict(size=16, color=INK))   # read from the back row
    fig.update_traces(textfont=dict(size=18))
    fig.update_xaxes(dtick=1 if n_students <= 12 else None)
    return fig
