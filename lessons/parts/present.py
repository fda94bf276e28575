"""Presenter mode: for a projector and the back row of a class.

A button that stays pressed at the top of the sidebar, above the list of pages (lessons/site/sidebar.py, on a
lesson's pages, so a teacher finds it in the first screen at 1366x768), hides the sidebar
and Streamlit's chrome and enlarges cards, dice, tiles and type. The choice is remembered per browser in a cookie
(read back through ``st.context.cookies`` when a new session starts), so a reload or another lesson keeps it;
``?present=1`` or ``?present=0`` in a link sets it too. With the sidebar hidden, a small "Leave presenter mode" button sits
in the top right corner.
"""

from __future__ import annotations

import streamlit as st

KEY = "prefs:presenter"
COOKIE = "cp_presenter"

CSS = """
<style>
[data-testid="stSidebar"], [data-testid="stSidebarCollapsedControl"], [data-testid="stHeader"],
[data-testid="stToolbar"], [data-testid="stDecoration"] { display:none !important; }
[data-testid="stMainBlockContainer"] { padding-top: .6rem !important; max-width: 100% !important; }
.stMain p, .stMain li, .stMain label, .stMain button, .stMain td, .stMain th { font-size: 1.15rem; }
.cp-card { font-size: 1.7rem; } .cp-card.cp-sm { font-size: 1.3rem; } .cp-card.cp-lg { font-size: 2.1rem; }
.cp-die { font-size: 2.1rem; } .cp-tile { font-size: 3rem; }
.cp-hook { display:none; }
/* the tables' own small print (seats, scores, captions on the felt) larger for the back row */
.cp-felt, .su-felt, .de-felt, .cm-seats, .cm-centre { zoom: 1.12; } .de-hand { zoom: 1.25; }
/* "Leave presenter mode" in the corner the hidden header leaves free, not a line above the title */
.st-key-prefs-presenter-leave { position: fixed; top: .4rem; right: 1.2rem; z-index: 1000; width: auto !important;
  background: rgba(250,246,238,.94); border-radius: .5rem; padding: 0 .4rem; }
</style>
"""


def _from_link() -> str | None:
    """``?present=1`` / ``?present=0``, read and taken out of the address, so the page's link reader (which
    refuses an option its game does not have) never sees it; the choice is then remembered in the browser."""
    if "present" not in st.query_params:
        return None
    q = st.query_params.get("present")
    del st.query_params["present"]
    return q if q in ("1", "0") else None


def _cookie() -> bool:
    try:
        return st.context.cookies.get(COOKIE) == "1"
    except Exception:  # noqa: BLE001 - no browser (AppTest): off
        return False


def on() -> bool:
    """Whether presenter mode is on in this session (from a link, else as this browser's cookie remembers)."""
    q = _from_link()
    if q is not None:
        st.session_state[KEY] = q == "1"
        _remember()
    elif KEY not in st.session_state:
        st.session_state[KEY] = _cookie()
    return bool(st.session_state[KEY])


def _remember() -> None:
    st.session_state[f"{KEY}:write"] = True


def _leave() -> None:
    st.session_state[KEY] = False
    _remember()


def flip() -> None:
    """The sidebar's "Presenter mode" button: on if off, off if on, and remembered in this browser."""
    st.session_state[KEY] = not on()
    _remember()


def controls() -> None:
    """The stylesheet when on, the button to leave, and the cookie when the choice changed (call once per lesson
    page; the button to turn it on is the sidebar's)."""
    active = on()
    if st.session_state.pop(f"{KEY}:write", False):
        _write_cookie(bool(st.session_state.get(KEY)))
    if active:
        st.html(CSS)
        st.button("Leave presenter mode", key=f"{KEY}:leave", on_click=_leave, icon=":material/close_fullscreen:",
                  type="tertiary")


def _write_cookie(value: bool) -> None:
    """Remember the choice in this browser (a year); the server reads it back when the next session starts."""
    import streamlit.components.v1 as components

    components.html(f"<script>document.cookie = '{COOKIE}={'1' if value else '0'}; path=/; max-age=31536000; "
                    "SameSite=Lax';</script>", height=0)
