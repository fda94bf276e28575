"""Citations on a page drawn in Python (a lesson's text files cite with ``{{cite}}`` and ``{{quote}}`` slots)."""

from __future__ import annotations

from sources.citation import short_cite


def text(key: str, locator: str = "") -> str:
    """An inline citation for use inside markdown: '(Schenck, *Draw* (1880), p. 7)'."""
    return f"({short_cite(key, locator, markup=True)})"

