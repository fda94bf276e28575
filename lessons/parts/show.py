"""Cards, dice, tiles and move logs on the page: the HTML is ``lessons/views/markup.py``'s (pure, re-exported here
for the pages), and this module adds what needs Streamlit: the learner's four-colour preference, kept in the
session, and drawing HTML into the page."""

from __future__ import annotations

import streamlit as st

from lessons.views import markup
from lessons.views.markup import attr, backs, card, cards, dice, die, escape, icon, mark_new, move_log_html, suit_colour, tile  # noqa: F401

PREF_FOUR_COLOUR = "prefs:four_colour"


def four_colour() -> bool:
    return bool(st.session_state.get(PREF_FOUR_COLOUR, False))


markup.prefer(four_colour)


def html(markup_: str) -> None:
    st.markdown(markup_, unsafe_allow_html=True)


def style(css: str) -> None:
    """A page's own stylesheet (``<style>...</style>`` only): st.html sends a style-only block to the page's event
    container, so it takes no place in the page (st.markdown drew an empty element and a 16 px gap) and the
    browser does not parse it as Markdown."""
    st.html(css)


def move_log(table, height: int = 260, newest_first: bool = True, limit: int | None = None, title: str = "") -> None:
    html(move_log_html(table, height, newest_first, limit, title))
