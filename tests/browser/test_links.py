"""Links and the address bar in a real browser, on every game page (issue 12).

The address bar names the game on the table, also after the learner has gone to another page from the sidebar
and come back (the sidebar's link carries no seed: the page writes it), so copying the address shares the deal
and a reload restores it. A tampered link of each kind gives the site's notice at the top of the page, in the
first screen, and never an exception.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.browser.conftest import NAV_LINKS, assert_no_exception, open_page, wait_idle
from tests.browser.table import first_screen, projector
from tests.browser.test_projector import TABLES

pytestmark = pytest.mark.browser


def _query(page) -> dict:
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query).items()}


def _play_panel_text(page) -> str:
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    return page.locator(".cp-board").first.inner_text()   # the table's block (lessons/parts/board.py)


def _sidebar_to(page, slug: str) -> None:
    page.locator(f"{NAV_LINKS}[href$='/{slug}']").first.click()
    page.wait_for_url(lambda url: urlsplit(url).path.rstrip("/").endswith(f"/{slug}"))
    wait_idle(page)


@pytest.mark.parametrize("game", list(TABLES))
def test_the_address_bar_names_the_deal_after_a_switch_and_a_reload_restores_it(page, site_url, game):
    link = TABLES[game][0]
    open_page(page, site_url, link)
    asked = {k: v[0] for k, v in parse_qs(urlsplit(link).query).items()}
    before = _play_panel_text(page)
    _sidebar_to(page, "bibliography")
    _sidebar_to(page, game)
    # the sidebar's link has no seed: the page has written the deal on its table into the address bar
    assert _query(page).get("seed") == asked["seed"], page.url
    assert all(_query(page).get(k) == v for k, v in asked.items()), (asked, page.url)
    page.reload()
    wait_idle(page, timeout=60_000)
    assert_no_exception(page)
    assert page.locator("[data-testid='stAlert']").filter(has_text="could not be used").count() == 0
    assert _play_panel_text(page) == before, "a reload did not restore the same deal"


# the kinds of tampering the issue names: a digit from another script, a seed of 5,000 digits, an option the
# game does not have, and a rule set it does not know
TAMPERED = ["seed=%C2%B2", "seed=" + "9" * 5000, "seed=7&colour=red", "seed=7&rules=no-such-rules"]


@pytest.mark.parametrize("game", list(TABLES))
def test_a_tampered_link_gives_the_notice_at_the_top_and_no_exception(page, site_url, game):
    projector(page)
    for query in TAMPERED:
        open_page(page, site_url, f"{game}?{query}")
        assert_no_exception(page)
        notice = page.locator("[data-testid='stAlert']").filter(has_text="That link could not be used")
        assert notice.count() == 1, f"{game}?{query[:40]}: no notice"
        first_screen(page, notice, f"the notice for {game}?{query[:40]}")


def _open_tab(page) -> str:
    """The lesson's part shown (the bar of radio buttons in its header: lessons/parts/page.py's head)."""
    return page.locator(".cp-parts [role='radio'][aria-checked='true']").first.inner_text().strip()


def test_a_lesson_opens_at_the_table_from_a_link_and_at_its_words_from_the_sidebar_and_stays_put(page, site_url):
    """A shared link opens at the table, and "New game" keeps the table in view (the address bar then names the new
    deal); a return from the sidebar opens at the lesson's words, and working there (the self-check's toggle) keeps
    them in view, though the address bar took the table's seed meanwhile."""
    open_page(page, site_url, "euchre?seed=7")
    assert _open_tab(page) == "Play"
    page.get_by_role("button", name="New game", exact=True).click()
    wait_idle(page)
    assert _open_tab(page) == "Play" and _query(page).get("seed") not in (None, "7"), page.url
    _sidebar_to(page, "bibliography")
    _sidebar_to(page, "euchre")
    assert _open_tab(page) == "Learn"
    assert _query(page).get("seed"), page.url      # the table's deal, written at the end of the run
    page.get_by_text(re.compile(r"Show the \d+ questions")).click()
    wait_idle(page)
    assert _open_tab(page) == "Learn"
    assert page.get_by_role("button", name="Check my answers").is_visible()
    assert_no_exception(page)
