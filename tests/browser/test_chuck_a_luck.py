"""Chuck-a-Luck in a real browser: bet by clicking the painted layout, see the live odds, throw, see it settled."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser


SQUARES = ".cp-board .ck-layout button"   # the layout's 25 squares, buttons of the table's block (board.py)


def layout_button(page, starts_with: str):
    return page.locator(SQUARES).filter(has_text=starts_with).first


def test_place_chips_throw_and_settle(page, site_url):
    open_page(page, site_url, "chuck-a-luck?seed=5&deal=5-5-2,6-6-6")
    page.get_by_role("radio", name="Play", exact=True).click()
    page.locator(SQUARES).nth(24).wait_for()  # a tab's content mounts when first shown
    assert page.locator(SQUARES).count() == 25

    chips = page.get_by_role("group", name="Chip to put down")
    chips.get_by_role("button", name="10 cents", exact=True).click()  # the chip, named as said
    wait_idle(page)
    expect(chips.get_by_role("button", name="10 cents", exact=True)).to_have_attribute("aria-pressed", "true")
    layout_button(page, "⚄").click()
    wait_idle(page)
    layout_button(page, "High 11–17").click()
    wait_idle(page)
    expect(page.locator(".ck-staked").first).to_have_text("20¢")  # waits for the table's rerun
    assert layout_button(page, "⚄").inner_text().endswith("10¢")
    assert page.get_by_role("button", name="the five with 10 cents of yours").is_visible()   # the name says the chip
    assert page.get_by_text("Your bets, this throw — exact").is_visible()
    # the keyboard stays on the square clicked when the block is drawn again
    assert page.evaluate("document.activeElement.dataset.key") == "chuck_a_luck:spot:high"

    page.get_by_role("button", name="Call for the throw").click()
    wait_idle(page)
    page.get_by_text("10¢ on the 5: two dice show 5 — paid 2 to 1: +20¢").wait_for()  # a throw redraws the page
    wait_idle(page)
    expect(page.get_by_text("This throw: +30¢ for you.")).to_be_visible()
    assert page.get_by_text("total 12").first.is_visible()
    page.get_by_text("Throws so far").wait_for()   # the history below the table, drawn by the page's rerun

    page.get_by_role("button", name="Next throw").click()
    page.get_by_role("button", name="Call for the throw").wait_for()
    wait_idle(page)
    box = page.get_by_role("textbox", name="Or type a move")
    box.fill("bet single:5 99")
    box.press("Enter")
    wait_idle(page)
    refusal = page.locator(".cp-board [role='alert']").filter(has_text="Not allowed")
    refusal.wait_for()
    assert "purse holds only" in refusal.inner_text()
    expect(box).to_have_value("bet single:5 99")   # what the learner wrote stays, to be mended
    box.fill("bet single:5 0.05")
    box.press("Enter")
    wait_idle(page)
    expect(refusal).to_have_count(0)
    expect(box).to_have_value("")
    assert_no_exception(page)


def test_odds_tab_in_the_browser(page, site_url):
    open_page(page, site_url, "chuck-a-luck?seed=1")
    page.get_by_role("radio", name="Odds", exact=True).click()
    page.get_by_text("Payday in camp").wait_for()
    assert page.get_by_text("Every bet on the layout").is_visible()
    assert page.get_by_text("Payday in camp").is_visible()
    page.locator(".js-plotly-plot").nth(1).wait_for()  # the edge chart and the payday histogram
    assert page.locator(".js-plotly-plot").count() >= 2
    assert_no_exception(page)
