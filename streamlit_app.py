"""Camp & Parlour: the entry point. It only sets the page up and routes to the lessons.

Games appear in the navigation as soon as ``lessons/<game>.py`` exists for a game the
engine knows (see lessons/catalog.py); grouped by kind, after the home page.
"""

import gc
import importlib

import streamlit as st

from engine.games import module_name
from lessons.catalog import KINDS, NAV_ICONS, available_games, page_file
from lessons.parts import show, style


@st.cache_resource(show_spinner=False)
def settled() -> bool:
    """Once per server process: import what the pages use, then freeze it out of the garbage collector's sight.

    Streamlit runs a full garbage collection after every script run (runner.postScriptGC), a click's fragment
    rerun included, and holds the server while it runs: with Streamlit, plotly, numpy and the engines (about
    100,000 objects) that was 60-350 ms per click on this machine, most of a click's time. Frozen objects are
    never scanned again; they are modules and tables that live as long as the process (gc.freeze)."""
    import numpy  # noqa: F401
    import plotly.graph_objects  # noqa: F401

    for game in available_games():
        for layer in ("engine.games", "engine.odds", "engine.bots"):
            try:
                importlib.import_module(f"{layer}.{module_name(game.slug)}")
            except ModuleNotFoundError:
                pass   # a game without odds or computer players of its own
    for part in ("lesson", "pace", "review", "session", "share", "odds_ui", "rulecard", "classroom"):
        importlib.import_module(f"lessons.parts.{part}")
    gc.collect()
    gc.freeze()
    return True


st.set_page_config(page_title="Camp & Parlour", page_icon="🎲", layout="wide")
settled()
style.inject()

home = st.Page("lessons/site/home.py", title="Home", icon=":material/home:", default=True)
sections: dict[str, list] = {"": [home]}
for game in available_games():
    page = st.Page(str(page_file(game.slug).relative_to(page_file(game.slug).parents[1])),
                   title=game.title, icon=NAV_ICONS.get(game.kind, ":material/star:"), url_path=game.slug)
    sections.setdefault(KINDS.get(game.kind, game.kind.title()), []).append(page)
sections["Classroom"] = [
    st.Page("lessons/site/class_teacher.py", title="Class session", icon=":material/school:", url_path="class"),
    st.Page("lessons/site/class_join.py", title="Join a class", icon=":material/login:", url_path="class-join"),
]
sections["Reference"] = [
    st.Page("lessons/site/glossary.py", title="Glossary", icon=":material/menu_book:", url_path="glossary"),
    st.Page("lessons/site/bibliography.py", title="Bibliography", icon=":material/library_books:", url_path="bibliography"),
]

with st.sidebar:
    st.toggle("Four-colour deck", key=show.PREF_FOUR_COLOUR,
              help="Clubs green and diamonds blue, so every suit has its own colour (helps colour-blind players).")

# expanded: every game shows in the sidebar (not 'View 4 more'), so a teacher finds any lesson in one look
st.navigation(sections, expanded=True).run()
