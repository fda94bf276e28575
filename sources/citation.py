"""Citations rendered the way a scholar writes them (Chicago notes-and-bibliography style)."""

from __future__ import annotations

from sources.bibliography import SOURCES, Source


def source(key: str) -> Source:
    try:
        return SOURCES[key]
    except KeyError:
        raise KeyError(f"no source with key {key!r} in sources/bibliography.py") from None


def short_cite(key: str, locator: str = "", markup: bool = False) -> str:
    """'Schenck, *Draw* (1880), p. 7' — the form used beside rules and refusals."""
    s = source(key)
    if s.kind == "convention":
        return f"Camp & Parlour convention{': ' + locator if locator else ''}"
    title = f"*{s.short_title}*" if markup and s.kind not in ("article", "statute") else s.short_title
    text = f"{title} ({s.year})" if s.short_author == s.short_title else f"{s.short_author}, {title} ({s.year})"
    return f"{text}, {locator}" if locator else text


def full_cite(key: str, markup: bool = True) -> str:
    """The bibliography entry."""
    s = source(key)
    title = f"*{s.title}*" if markup and s.kind in ("book", "compilation", "encyclopaedia") else f"“{s.title}.”"
    parts = [s.author, title, s.container]
    where = ": ".join(p for p in (s.place, s.publisher) if p)
    parts.append(f"{where}, {s.year}" if where else s.year)
    if s.identifiers:
        parts.append("; ".join(f"{k} {v}" for k, v in s.identifiers.items()))
    return " ".join(_sentence(p) for p in parts if p)


def _sentence(text: str) -> str:
    return text if text.endswith((".", ".*", "”", ".”")) else text + "."


def verification_label(s: Source) -> str:
    return {True: "text read by us", "partial": "part of the text read by us", False: "not yet checked by us"}[s.verified]
