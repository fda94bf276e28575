"""Citations on a page drawn in Python (a lesson's text files cite with ``{{cite}}`` and ``{{quote}}`` slots)."""

from __future__ import annotations

import streamlit as st

from engine.core.rules import Rulebook
from sources.citation import short_cite


def text(key: str, locator: str = "") -> str:
    """An inline citation for use inside markdown: '(Schenck, *Draw* (1880), p. 7)'."""
    return f"({short_cite(key, locator, markup=True)})"


def rules_table(book: Rulebook) -> None:
    """Every rule the engine enforces for this game, with its source (a static table: it mounts fast, projects and prints)."""
    rows = [{"Rule": r.text, "Source": short_cite(r.source, r.locator), "Id": r.id} for r in book]
    st.table(rows, hide_index=True, border="horizontal")
