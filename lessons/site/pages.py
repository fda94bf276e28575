"""The lessons as pages of the site's navigation: each is its file ``lessons/<game>.py``, run as Streamlit runs a
page file, from code compiled once per process and version of the file.

Why not ``st.Page("lessons/<game>.py")``: Streamlit keeps a page file's compiled code only while some session
is connected, and compiles the file again at the next visit once the last session has left; so a teacher alone
on the site paid it at the first visit of every lesson, 5 to 16 ms of a switch from the sidebar for our lesson
files of 270 to 750 lines (``benchmarks/site_load.py``: every switch's median 87-90 -> 79-81 ms, measured in turn
on one machine). The page runs as ``streamlit.navigation.page.Page.run`` runs a file: in a fresh ``__main__``
module whose ``__file__`` is the page's path, so the file runs the same on the site, under ``streamlit run`` of
the file alone, and in the tests' ``AppTest.from_file``.
"""

from __future__ import annotations

import threading
import types
from pathlib import Path

import streamlit as st

from lessons.catalog import NAV_ICONS, page_file

_code: dict[str, tuple[int, types.CodeType]] = {}   # path -> (its mtime in ns, its code), for this process
_lock = threading.Lock()


def compiled(path: Path) -> types.CodeType:
    """The page file's code, compiled once per version of the file (an edited lesson is compiled again)."""
    mtime = path.stat().st_mtime_ns
    seen = _code.get(str(path))
    if seen is None or seen[0] != mtime:
        with _lock:
            seen = _code.get(str(path))
            if seen is None or seen[0] != mtime:
                seen = _code[str(path)] = (mtime, compile(path.read_text(encoding="utf-8"), str(path), "exec"))
    return seen[1]


def runner(path: Path):
    """The page's function for ``st.Page``: runs the file's code in a fresh ``__main__`` module."""
    def run() -> None:
        module = types.ModuleType("__main__")
        module.__dict__["__file__"] = str(path)
        exec(compiled(path), module.__dict__)  # noqa: S102 - our own page file, as Streamlit itself runs it

    run.__name__ = path.stem
    return run


def lesson_page(game) -> st.Page:
    """The game's lesson as a page of the navigation (also what ``st.page_link`` needs to link to it)."""
    return st.Page(runner(page_file(game.slug)), title=game.title, icon=NAV_ICONS.get(game.kind, ":material/star:"),
                   url_path=game.slug)
