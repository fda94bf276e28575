"""What an AppTest page shows in words: its Markdown blocks and its HTML blocks.

A lesson's prose, its rules/options/terms tables and the glossary are drawn as HTML built on the server
(lessons/parts/lesson.py), so a test reading a page's words reads both; entities are decoded so a rule's
text ('"Fun Alive"', 'Camp & Parlour') is found as written."""

from __future__ import annotations

import html


def html_text(at) -> str:
    """The HTML blocks' source, entities decoded (tags kept: a test may look for a heading or a table)."""
    return " ".join(html.unescape(h.proto.body) for h in at.get("html"))


def shown(at) -> str:
    return " ".join([m.value for m in at.markdown] + [html_text(at)])
