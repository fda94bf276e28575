"""The site's sidebar as ONE element: the learner's two preferences and the list of pages.

Why not Streamlit's own page list (``st.navigation`` in the sidebar): every run draws the whole app again in the
browser, a click at a table's fragment included, and the page list is the largest thing drawn: at the Euchre
table about 1,550 of the 4,600 React components drawn per click were its links, section headings and their
containers, about 9 ms of Chromium's script per click (issue 12's click budget; the method and figures are in
``benchmarks/table_floor.py``'s docstring). Drawn by the table's block (``lessons/parts/board.py``) as one
component, the whole list costs what one element costs. The navigation stays Streamlit's (``position="hidden"``): the pages,
their addresses and ``st.switch_page`` are unchanged.

The links are real ``<a href>`` links to each page's address (a middle click or Ctrl+click opens a new tab, as a
link should). A plain click puts the page's address in the browser's history and lets Streamlit's own router
open it, as the browser's Back button does (board.py's script): in this session and in one run, as Streamlit's
own page links do (a switch from the sidebar: issue 12's other budget, benchmarks/site_load.py). The preferences
are buttons that stay pressed (``aria-pressed``): the four-colour deck on every page, presenter mode on a
lesson's pages (``lessons/parts/present.py``).
"""

from __future__ import annotations

import html as _html

import streamlit as st

from lessons.parts import board, present, show

PAGE_KEY = "cp-site"


def _act(move: str) -> None:
    """A click on a preference (a link is the browser's and Streamlit's router's: see above)."""
    if move == "pref four-colour":
        st.session_state[show.PREF_FOUR_COLOUR] = not show.four_colour()
    elif move == "pref presenter":
        present.flip()
    # anything else did not come from this sidebar's buttons: nothing to do


def _link(page, current: str) -> str:
    """One page's link: relative to the site's address, so it works under any base path."""
    path = page.url_path
    here = ' aria-current="page"' if path == current else ""
    icon = show.icon(page.icon) + " " if str(page.icon).startswith(":material/") else ""
    return (f'<li><a class="cp-nav-link" href="./{_html.escape(path, quote=True)}" '
            f'data-nav data-key="nav:{_html.escape(path, quote=True)}"{here}>'
            f"{icon}<span>{show.escape(page.title)}</span></a></li>")


def html(sections: dict[str, list], current: str, lesson: bool) -> str:
    """The sidebar's HTML: the preferences, then every section's links (the current page marked)."""
    prefs = [board.toggle("pref four-colour", "Four-colour deck", show.four_colour(), key="prefs:four_colour",
                          help="Clubs green and diamonds blue, so every suit has its own colour "
                               "(helps colour-blind players).")]
    if lesson:
        prefs.append(board.toggle("pref presenter", "Presenter mode", present.on(), key="prefs:presenter",
                                  help="For a projector: hides this sidebar and the page chrome and enlarges cards "
                                       "and type. Remembered in this browser."))
    parts = [f'<div class="cp-prefs">{"".join(prefs)}</div>', '<nav class="cp-nav" aria-label="Pages">']
    for name, pages in sections.items():
        if name:
            parts.append(f'<h2 class="cp-nav-section">{show.escape(name)}</h2>')
        parts.append(f'<ul>{"".join(_link(p, current) for p in pages)}</ul>')
    parts.append("</nav>")
    return "".join(parts)


def draw(sections: dict[str, list], current: str, lesson: bool) -> None:
    """Draw the sidebar (before the page runs, so it is there on every page and every run)."""
    with st.sidebar:
        board.draw(PAGE_KEY, html(sections, current, lesson), _act, chrome=True)
