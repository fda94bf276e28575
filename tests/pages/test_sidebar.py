"""The site's sidebar (lessons/site/sidebar.py): one block, the preferences above a link to every page (the links
switch page in the browser: tests/browser/test_blocks.py); a preference is kept, and a move the sidebar never
draws changes nothing."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

from streamlit.testing.v1 import AppTest

from lessons.catalog import available_games
from lessons.site import sidebar
from tests.pages.board import _Click, blocks, button, chrome_html

ROOT = Path(__file__).resolve().parents[2]
SITE_PAGES = {"": "Home", "class": "Class session", "class-join": "Join a class", "play-together": "Play together",
              "glossary": "Glossary", "bibliography": "Bibliography"}


def site() -> AppTest:
    return AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60).run()


def test_every_page_is_linked_below_the_preferences_and_the_page_shown_is_marked():
    at = site()
    assert not at.exception
    side = chrome_html(at)
    assert side.index("Four-colour deck") < side.index('<nav class="cp-nav"')
    assert "Presenter mode" not in side          # a lesson's preference: not on Home
    links = dict(re.findall(r'<a class="cp-nav-link" href="\./([^"]*)"[^>]*>.*?<span>([^<]+)</span></a>', side))
    assert links == {**SITE_PAGES, **{g.slug: g.title for g in available_games()}}
    assert re.search(r'href="\./"[^>]*aria-current="page"', side)   # Home is the page shown


def test_the_page_shown_is_marked_and_a_lesson_offers_presenter_mode():
    at = site()
    at.switch_page("lessons/site/glossary.py").run()
    assert not at.exception and at.title[0].value == "Glossary"
    side = chrome_html(at)
    assert re.search(r'href="\./glossary"[^>]*aria-current="page"', side) and "Presenter mode" not in side
    links = re.findall(r"<a [^>]*>", side)
    assert links and all("data-nav" in a and "data-act" not in a for a in links)   # the browser's, not a move
    euchre = SimpleNamespace(url_path="euchre", icon=":material/playing_cards:", title="Euchre")   # a page's fields
    lesson = sidebar.html({"Cards": [euchre]}, "euchre", lesson=True)
    assert "Presenter mode" in lesson and 'aria-current="page"' in lesson


def test_a_preference_is_kept_across_pages():
    at = site()
    four = button(at, "prefs:four_colour")
    assert four.label == "Four-colour deck" and 'aria-pressed="false"' in chrome_html(at)
    four.click().run()
    assert at.session_state["prefs:four_colour"] is True and 'aria-pressed="true"' in chrome_html(at)
    at.switch_page("lessons/site/glossary.py").run()
    assert at.session_state["prefs:four_colour"] is True and not at.exception
    assert 'aria-pressed="true"' in chrome_html(at)


def test_a_move_the_sidebar_never_draws_changes_nothing():
    at = site()
    side = next(b for b in blocks(at, "cp_chrome") if "cp-nav" in b.proto.json)
    for move in ("go ../../etc/passwd", "go " + "x" * 100_000, "pref everything", "\x00go glossary", ""):
        _Click(at, side, move).run()
        assert not at.exception and at.title[0].value == "Camp & Parlour", move[:20]
