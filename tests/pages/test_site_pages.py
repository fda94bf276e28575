"""AppTest smoke tests: every page of the site renders without an exception.

Each lesson page also gets a tampered link: it must say what was wrong and still show a game.
"""

import html
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from lessons.catalog import available_games, page_file
from tests.pages.board import chrome_html
from tests.pages.board import title as page_title
from tests.pages.shown import html_text, shown

SITE_PAGES = ["lessons/site/home.py", "lessons/site/glossary.py", "lessons/site/bibliography.py"]
LESSON_PAGES = [f"lessons/{page_file(g.slug).name}" for g in available_games()]
TIMEOUT = 60
ROOT = Path(__file__).resolve().parents[2]


def run(path: str, **params) -> AppTest:
    at = AppTest.from_file(str(ROOT / path), default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    return at.run()


@pytest.mark.parametrize("path", SITE_PAGES + LESSON_PAGES)
def test_page_renders_without_exception(path):
    at = run(path)
    assert not at.exception, [e.value for e in at.exception]
    assert at.title or page_title(at), "every page has a title (a lesson's is its header block's)"


def test_router_opens_home_and_switches_to_every_page():
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=TIMEOUT).run()
    assert not at.exception
    assert at.title[0].value == "Camp & Parlour"
    for path in SITE_PAGES[1:]:
        at.switch_page(path).run()
        assert not at.exception, (path, [e.value for e in at.exception])


# The lessons are callable pages of the navigation (lessons/site/pages.py), which AppTest.switch_page cannot open:
# each is run here as the router runs it, the page the navigation returns; tests/browser/test_site.py opens every
# page from the sidebar of the real site.
ROUTED = """
import streamlit as st
from engine.games import all_games
from lessons.site.pages import lesson_page
st.navigation([lesson_page(all_games()[{slug!r}])]).run()
"""


@pytest.mark.parametrize("game", available_games(), ids=lambda g: g.slug)
def test_every_lesson_runs_as_the_router_runs_it(game):
    at = AppTest.from_string(ROUTED.format(slug=game.slug), default_timeout=TIMEOUT).run()
    assert not at.exception, [e.value for e in at.exception]
    assert page_title(at).endswith(game.title)
    assert game.hook in chrome_html(at)


def test_home_has_a_card_for_each_available_game():
    at = run("lessons/site/home.py")
    text = shown(at)
    for game in available_games():
        assert f"{game.title}</h3>" in html_text(at), game.title   # its card's heading
        assert game.hook in text


def test_glossary_search_filters_terms():
    at = run("lessons/site/glossary.py")
    total = at.caption[0].value
    at.text_input(key="glossary:q").input("hoyle").run()
    assert at.caption[0].value != total
    assert "Hoyle" in shown(at)
    at.text_input(key="glossary:q").input("zzzz-no-such-term").run()
    assert any("No term matches" in i.value for i in at.info)


def test_bibliography_lists_every_source():
    from sources.bibliography import SOURCES

    at = run("lessons/site/bibliography.py")
    text = html.unescape(" ".join(m.value for m in at.markdown))   # the list is one block of HTML built on the server
    for s in SOURCES.values():
        assert s.title.split("…")[0][:20] in text
    # a source's web address is a link, its full stop left out of it
    assert '<a href="https://wizardofodds.com/games/sic-bo/">https://wizardofodds.com/games/sic-bo/</a>.' in text


@pytest.mark.parametrize("path", LESSON_PAGES)
@pytest.mark.parametrize("params", [{"seed": "not-a-number"}, {"seed": "1", "rules": "no-such-rules"},
                                    {"seed": "1", "zzz": "1"}])
def test_tampered_link_gives_a_clear_message_and_a_game(path, params):
    at = run(path, **params)
    assert not at.exception, [e.value for e in at.exception]
    warnings = " ".join(w.value for w in at.warning)
    assert "link could not be used" in warnings


@pytest.mark.parametrize("path", ["lessons/site/glossary.py", *LESSON_PAGES])
def test_a_lessons_prose_and_the_glossary_are_the_sites_own_blocks_not_st_html(path):
    """The prose is drawn by board.static, not st.html: the browser sanitizes an st.html block at every opening of
    the page, and a lesson's prose made every switch to it from the sidebar about a third slower
    (benchmarks/site_load.py)."""
    from tests.pages.board import blocks

    at = run(path)
    assert not any("cp-prose" in h.proto.body for h in at.get("html"))
    assert any("cp-prose" in b.proto.json for b in blocks(at, "cp_static"))
