"""The teacher's guide: a lesson's fifth part, one or two printed pages for the teacher who brings the game to a class.

Its words are ``lessons/text/<game>/guide.md``, in four sections, each a ``## Heading`` (``SECTIONS``): what students
learn (history and probability), a 45-minute plan (a numbered list, each step opening with its minutes, the class
session's real steps), three discussion questions tied to the primary sources, and an exit question. Slots are the
lesson's (``{{cite}}``, ``{{quote}}``, ``{{rule}}``, ``{{value}}``: lesson.py's ``fill``), so a figure is the
engine's, never restated by hand.

Printing: as the rule card, a button offers the guide as a plain page of its own to print (rulecard.py's approach and
stylesheet, without its fixed A4 size: a school in the United States prints on Letter); and the lesson page itself
prints the guide alone (``lessons/styles/shared.css``, ``@media print``: the sidebar, the header, the parts' bar and
the buttons left out), so the browser's own Print on this part gives the same one or two sheets.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

import streamlit as st

from engine.games import module_name
from lessons.parts import board, rulecard, show

SECTIONS = ("What students learn", "A 45-minute plan", "Discussion questions", "Exit question")
MINUTES = re.compile(r"^\s*\d+\.\s+\*\*(\d+) min", re.M)   # a plan's step: "1. **5 min.** ..."
QUESTION = re.compile(r"^\s*\d+\.\s", re.M)                 # a numbered item

# The standalone page: the rule card's sheet (rulecard.PRINT_CSS), its size left to the printer, a guide's own parts.
PRINT_CSS = rulecard.PRINT_CSS + """
@page { size: auto; margin: 1.4cm; }
body { margin: 0; } p, li { font-size: 10.5pt; line-height: 1.35; } p { margin: 2pt 0 4pt 0; }
ol { margin: 0 0 0 16pt; padding: 0; } ol ul, ul ul { margin-left: 12pt; }
blockquote { margin: 3pt 0 3pt 10pt; font-style: italic; }
"""


def text(game) -> str:
    from lessons.parts.lesson import read

    return read(game.slug, "guide.md")


def sections(game, source: str | None = None) -> dict[str, str]:
    """``guide.md`` as {heading: Markdown}, slots not yet filled; raises if a required section is missing."""
    source = text(game) if source is None else source
    found = {}
    for block in re.split(r"^## ", source, flags=re.M)[1:]:
        heading, _, body = block.partition("\n")
        found[heading.strip()] = body.strip()
    missing = [s for s in SECTIONS if s not in found]
    if missing:
        raise ValueError(f"{game.slug} teacher's guide: no section {', '.join(missing)}")
    return found


def plan_minutes(body: str) -> list[int]:
    """The minutes of each step of the plan, in order."""
    return [int(m) for m in MINUTES.findall(body)]


def questions(body: str) -> list[str]:
    """The numbered items of a section (the discussion questions)."""
    return [q.strip() for q in QUESTION.split(body)[1:]]


def body_html(game, values: Mapping[str, str] | None = None) -> str:
    """The guide as HTML: its slots filled from the engine and the bibliography (lesson.py's ``fill``)."""
    from lessons.parts.lesson import fill, prose_html

    return prose_html(fill(game, text(game), values or {}))


def title_html(game) -> str:
    return (f"<h1>{html.escape(game.title)}: a teacher's guide</h1>"
            f"<div class='meta'>{html.escape(game.period)} · {html.escape(game.players)} players · "
            "one 45-minute lesson · Camp &amp; Parlour</div>")


def page_html(game, values: Mapping[str, str] | None = None) -> str:
    """A plain page of its own with the guide, to print from the browser (as the rule card's)."""
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(game.title)} — "
            f"teacher's guide</title><style>{PRINT_CSS}</style></head><body>{title_html(game)}"
            f"{body_html(game, values)}</body></html>")


def render(game, values: Mapping[str, str] | None = None) -> None:
    """The guide on the page, with its Print button (the browser's print of this part: the guide alone) and the
    guide as a page to download."""
    c1, c2 = st.columns([1, 3], vertical_alignment="center")
    with c1:
        # The browser's own print dialog, for the page as it is: shared.css prints the guide alone. (The sanitizer
        # drops an onclick attribute; one listener on the document, set once, serves the button at every run.)
        st.html(f'<button type="button" class="cp-guide-print">{show.icon("print")} Print this guide</button>'
                "<script>if (!window.cpGuidePrint) { window.cpGuidePrint = true; document.addEventListener('click', "
                "(e) => { if (e.target.closest('.cp-guide-print')) window.print(); }); }</script>",
                unsafe_allow_javascript=True)
    with c2:
        st.download_button("Download the guide as a page", page_html(game, values), icon=":material/download:",
                           file_name=f"{game.slug}-teachers-guide.html", mime="text/html", on_click="ignore",
                           help="A plain page of one or two sheets, A4 or Letter: keep it, or print it later.")
    body = f'<div class="cp-prose cp-guide">{title_html(game)}{body_html(game, values)}</div>'
    board.static(f"{module_name(game.slug)}:guide", body)
