"""Euchre in a real browser: open a shared deal, bid, let one computer player act, see a refusal."""

from urllib.parse import quote

import pytest

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def test_euchre_bid_and_computer_turn(page, site_url):
    open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
    assert_no_exception(page)
    page.get_by_role("tab", name="🃏 Play").click()
    wait_idle(page)
    page.get_by_role("button", name="Name spades").first.click()
    wait_idle(page)
    page.get_by_text("In the first round only the turned-up suit can be made").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="Pass", exact=True).first.click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You pass.").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="▶ Next: Abner").click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("Abner").first.wait_for(timeout=20_000)  # the computer player's move
    wait_idle(page)
    assert_no_exception(page)
