"""Commerce in a real browser: open a shared deal, buy a card, see a refusal beside the controls, stand and read
the settlement; the old game's widow exchange. The table is one block (lessons/parts/board.py): its buttons are
real <button>s, found by their names."""

from urllib.parse import quote

import pytest

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"
OLD4 = "5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"


def test_commerce_trade_refusal_and_settlement(page, site_url):
    open_page(page, site_url, f"commerce?seed=3&deal={quote(NEW4)}")
    assert_no_exception(page)
    page.get_by_role("button", name="Buy: throw nine of diamonds, pay 6 pence").click()
    wait_idle(page)
    page.get_by_text("You have traded: stand, or let the trading pass on?").first.wait_for(timeout=20_000)
    box = page.get_by_placeholder("stand · trade money 7C")
    assert box.get_attribute("aria-label") == "Or type a move"
    box.fill("barter 5S")
    box.press("Enter")
    wait_idle(page)
    page.get_by_text("only one card a turn").first.wait_for(timeout=20_000)
    alert = page.locator(".cp-board [role='alert']")
    assert "Not allowed." in alert.first.inner_text()
    assert box.input_value() == "barter 5S"          # what the learner wrote stays while the refusal says why
    page.get_by_role("button", name="Stand (show hands now)").click()
    wait_idle(page)
    page.get_by_text("Abner wins with a sequence, ace high").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="Deal the next hand").click()
    wait_idle(page)
    page.get_by_text("Deal 2").first.wait_for(timeout=20_000)
    assert_no_exception(page)


def test_commerce_old_game_widow(page, site_url):
    open_page(page, site_url, f"commerce?seed=3&rules=old-game&deal={quote(OLD4)}")
    page.get_by_text("the widow, face up").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="five of diamonds", exact=True).nth(2).click()   # the third column: 9♦ for 5♦
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You take the 5♦ from the widow").first.wait_for(timeout=20_000)
    assert_no_exception(page)
