"""What an AppTest page shows in words: its Markdown blocks and its HTML blocks.

A lesson's prose, its rules/options/terms tables and the glossary are drawn as HTML built on the server
(lessons/parts/lesson.py), as ``board.static`` blocks, so a test reading a page's words reads those too; entities
are decoded so a rule's text ('"Fun Alive"', 'Camp & Parlour') is found as written."""

from __future__ import annotations

import html


def html_text(at) -> str:
    """The HTML blocks' source (st.html and the site's static blocks), entities decoded (tags kept: a test may look
    for a heading or a table)."""
    from tests.pages.board import blocks, whole_html

    return " ".join([html.unescape(h.proto.body) for h in at.get("html")]
                    + [html.unescape(whole_html(b)) for b in blocks(at, "cp_static")])


def shown(at) -> str:
    return " ".join([m.value for m in at.markdown] + [html_text(at)])
