"""Domino Euchre and Call-Ace in a real browser: a shared deal, a bid, a lead, a computer turn, a refusal; and
screenshots at 1366x768 (saved under /tmp/shots/<module>/ to be looked at)."""

import os
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"
SHOTS = os.environ.get("SHOTS", "/tmp/shots")


def shot(page, module: str, name: str) -> None:
    os.makedirs(f"{SHOTS}/{module}", exist_ok=True)
    page.screenshot(path=f"{SHOTS}/{module}/{name}.png")


def test_domino_euchre_bid_play_and_refusal(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, site_url, f"domino-euchre?seed=3&deal={quote(DEAL)}")
    assert_no_exception(page)
    page.locator("svg[aria-label^='the five–two tile']").first.wait_for(timeout=20_000)  # tiles drawn, named
    shot(page, "domino_euchre", "1-bidding")
    page.get_by_role("button", name="Pass", exact=True).first.click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You pass.").first.wait_for(timeout=20_000)
    page.get_by_role("button", name=re.compile(r"Next$")).first.click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("Abner").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="My turn").click()
    wait_idle(page)
    assert_no_exception(page)
    shot(page, "domino_euchre", "2-after-bots")


def test_domino_euchre_follow_refusal(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, site_url, f"domino-euchre?seed=3&deal={quote(DEAL)}")
    page.get_by_role("button", name="Accept fives").click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You accept fives as trumps").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="the two–one tile Play", exact=True).click()     # you lead the 2-1: twos led
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You lead the 2-1").first.wait_for(timeout=20_000)
    shot(page, "domino_euchre", "3-play")
    page.get_by_role("button", name="Undo").click()
    wait_idle(page)
    assert_no_exception(page)
    page.get_by_role("radio", name="Learn", exact=True).click()
    wait_idle(page)
    ranking = page.locator("table.de-rank").first
    ranking.wait_for(timeout=20_000)
    ranking.scroll_into_view_if_needed()
    # the tiles are cut from one picture (st.html drops inline SVG), each a named image
    tile = page.locator("table.de-rank [role='img'][aria-label='the double five tile, the right bower']")
    assert tile.count() == 1
    assert "data:image/svg+xml" in tile.evaluate("e => getComputedStyle(e).backgroundImage")
    shot(page, "domino_euchre", "4-ranking")
    page.get_by_role("radiogroup", name="Trumps").get_by_role("radio", name="blanks").click()   # another trump
    wait_idle(page)
    expect(page.locator("table.de-rank tr").first).to_contain_text("blanks (trumps)")
    assert page.get_by_role("radio", name="blanks").get_attribute("aria-checked") == "true"


def test_call_ace_call_and_partner_line(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, site_url, f"call-ace?seed=3&deal={quote(DEAL)}")
    page.get_by_role("button", name="Accept fives").click()
    wait_idle(page)
    page.get_by_role("button", name="Call threes").click()
    wait_idle(page)
    page.get_by_text("Your partner is whoever holds the 3-3").first.wait_for(timeout=20_000)
    assert_no_exception(page)
    shot(page, "call_ace", "1-called")
    page.get_by_role("radio", name="Learn", exact=True).click()
    wait_idle(page)
    shot(page, "call_ace", "2-learn")
