"""What the class pages share: the store (one per site process), its failure said plainly, the client's
address for slowing wrong codes, and the site's palette for the charts. Not a page itself."""

from __future__ import annotations

import re

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
