"""Camp & Parlour: the entry point. It only sets the page up and routes to the lessons.

Games appear in the navigation as soon as ``lessons/<game>.py`` exists for a game the
engine knows (see lessons/catalog.py); grouped by kind, after the home page.
"""

import gc
import importlib
import sys
from pathlib import Path

import streamlit as st

from engine.games import module_name
from lessons.catalog import KINDS, available_games
from lessons.parts import style
from lessons.parts.lesson import CAME_FROM, ON_PAGE
from lessons.site import sidebar
from lessons.site.pages import lesson_page


@st.cache_resource(show_spinner=False)
def _imported() -> dict:
    """Once per server process: import what every game page uses (its tables draw through pandas and pyarrow)."""
    import numpy  # noqa: F401
    import pandas  # noqa: F401
    import plotly.graph_objects  # noqa: F401
    import pyarrow  # noqa: F401

    for game in available_games():
        for layer in ("engine.games", "engine.odds", "engine.bots"):
            try:
                importlib.import_module(f"{layer}.{module_name(game.slug)}")
            except ModuleNotFoundError:
                pass   # a game without odds or computer players of its own
    for part in ("lesson", "pace", "review", "session", "share", "odds_ui", "rulecard"):
        importlib.import_module(f"lessons.parts.{part}")
    return {"modules": 0}


def settle() -> None:
    """Keep the long-lived heap out of the garbage collector's sight (gc.freeze).

    Streamlit runs a full garbage collection after every script run (runner.postScriptGC), a click's fragment
    rerun included, and the server sends nothing while it runs: with Streamlit, plotly, pandas, numpy and the
    engines in the heap (about 100,000 objects) that was 60-350 ms per click on this machine, most of a click's
    time. Frozen objects are never scanned again. Whenever modules were imported since the last freeze (the
    first visit to the classroom pages imports SQLAlchemy), they are frozen too, at most a few times a process;
    a session's objects alive at that moment are frozen with them (never collected if they end in a cycle)."""
    seen = _imported()
    if len(sys.modules) != seen["modules"]:
        gc.collect()
        gc.freeze()
        seen["modules"] = len(sys.modules)


# The tab's icon is a file of ours: an emoji needs an emoji font, and a Material icon is fetched from Google's servers.
FAVICON = str(Path(__file__).resolve().parent / "lessons" / "site" / "favicon.png")
st.set_page_config(page_title="Camp & Parlour", page_icon=FAVICON, layout="wide")
settle()
style.inject()

home = st.Page("lessons/site/home.py", title="Home", icon=":material/home:", default=True)
sections: dict[str, list] = {"": [home]}
LESSONS = {game.slug for game in available_games()}
for game in available_games():   # each lesson's file, compiled once per process (lessons/site/pages.py says why)
    sections.setdefault(KINDS.get(game.kind, game.kind.title()), []).append(lesson_page(game))
sections["Classroom"] = [
    st.Page("lessons/site/class_teacher.py", title="Class session", icon=":material/school:", url_path="class"),
    st.Page("lessons/site/class_join.py", title="Join a class", icon=":material/login:", url_path="class-join"),
    st.Page("lessons/site/shared.py", title="Play together", icon=":material/groups:", url_path="play-together"),
]
sections["Reference"] = [
    st.Page("lessons/site/glossary.py", title="Glossary", icon=":material/menu_book:", url_path="glossary"),
    st.Page("lessons/site/bibliography.py", title="Bibliography", icon=":material/library_books:", url_path="bibliography"),
]

# The pages are Streamlit's navigation, their list the site's own sidebar (one element: lessons/site/sidebar.py
# says why).
page = st.navigation(sections, position="hidden")
sidebar.draw(sections, page.url_path, lesson=page.url_path in LESSONS)
# the page of the run before and this one: a lesson knows when it is entered (lessons/parts/lesson.py, open_part)
st.session_state[CAME_FROM] = st.session_state.get(ON_PAGE)
st.session_state[ON_PAGE] = page.url_path
page.run()
