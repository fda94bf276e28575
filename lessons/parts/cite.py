"""Citations on the page: a rule's source, a source with locator, a marked quotation."""

from __future__ import annotations

import streamlit as st

from engine.core.rules import Rule, Rulebook
from sources.citation import short_cite


def rule(r: Rule) -> None:
    st.caption(f"📜 {short_cite(r.source, r.locator, markup=True)}")


def source(key: str, locator: str = "") -> None:
    st.caption(f"📜 {short_cite(key, locator, markup=True)}")


def text(key: str, locator: str = "") -> str:
    """An inline citation for use inside markdown: '(Schenck, *Draw* (1880), p. 7)'."""
    return f"({short_cite(key, locator, markup=True)})"


def quote(words: str, key: str, locator: str = "") -> None:
    """A brief, marked quotation from a public-domain period text."""
    st.markdown(f"> “{words}”\n>\n> — {short_cite(key, locator, markup=True)}")


def rules_table(book: Rulebook) -> None:
    """Every rule the engine enforces for this game, with its source (a static table: it mounts fast, projects and prints)."""
    rows = [{"Rule": r.text, "Source": short_cite(r.source, r.locator), "Id": r.id} for r in book]
    st.table(rows, hide_index=True, border="horizontal")
