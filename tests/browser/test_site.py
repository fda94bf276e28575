"""The whole site in a real browser: every page from the navigation opens without an exception."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import NAV_LINKS, assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser


def test_every_page_opens_from_the_navigation(page, site_url):
    open_page(page, site_url)
    assert page.get_by_role("heading", name="Camp & Parlour").is_visible()
    page.wait_for_selector(NAV_LINKS)   # the sidebar's block draws its links once its script has loaded
    links = page.locator(NAV_LINKS)
    hrefs = [links.nth(i).evaluate("a => a.href") for i in range(links.count())]
    assert len(hrefs) >= 3, hrefs
    for i, href in enumerate(hrefs):
        page.locator(NAV_LINKS).nth(i).click()
        page.wait_for_url(re.compile(re.escape(href.rstrip("/")) + r"/?(\?.*)?$"))
        wait_idle(page)
        expect(page.locator("h1").first).to_be_visible(timeout=30_000)
        assert_no_exception(page)


def test_glossary_search_in_the_browser(page, site_url):
    open_page(page, site_url, "glossary")
    box = page.get_by_label("Search the glossary")
    box.fill("hoyle")
    box.press("Enter")
    wait_idle(page)
    assert page.get_by_text("According to Hoyle").is_visible()
    assert_no_exception(page)


def test_the_tab_icon_is_the_sites_own_file(page, site_url):
    """An emoji icon is drawn from an emoji font (an empty box without one) and a Material icon is fetched from
    Google's servers: the tab's icon is a file the site serves itself."""
    open_page(page, site_url)
    href = page.locator("link[rel*='icon']").first.get_attribute("href")
    assert href and not href.startswith("data:") and "gstatic" not in href, href
    response = page.request.get(href if href.startswith("http") else site_url.rstrip("/") + "/" + href.lstrip("./"))
    assert response.ok and response.headers["content-type"].startswith("image/png"), (href, response.status)


def test_a_card_on_home_opens_its_lesson_in_the_same_session(page, site_url):
    """The cards' links are the navigation's own (st.page_link to the lesson's page): the lesson opens without a
    reload, so what the visitor set (here the four-colour deck) is kept."""
    open_page(page, site_url)
    page.locator("[data-testid='stSidebar']").get_by_text("Four-colour deck").click()
    wait_idle(page)
    page.locator("[data-testid='stMain']").get_by_role("link", name=re.compile("Open Euchre")).click()
    page.wait_for_url(re.compile(r"/euchre(\?.*)?$"))
    wait_idle(page)
    expect(page.locator("h1").first).to_contain_text("Euchre")
    four = page.locator("[data-testid='stSidebar']").get_by_role("button", name="Four-colour deck")
    assert four.get_attribute("aria-pressed") == "true"
    assert_no_exception(page)
