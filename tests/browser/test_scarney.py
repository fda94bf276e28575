"""The Scarney dice pages in a real browser: throw, follow the bots' throws, bet, see a refusal beside the controls,
the live odds; a screenshot of each table at 1366x768 is saved under /tmp/shots/ for a person to look at."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser
SHOTS = Path("/tmp/shots")


def refusal(page):
    """The refusal, an alert in the table's block (read out by screen readers)."""
    alert = page.locator("[data-testid='stMain'] [role='alert']").filter(has_text="Not allowed")
    alert.wait_for()
    return alert


def click(page, name: str) -> None:
    page.get_by_role("button", name=name, exact=True).first.click()
    wait_idle(page)


def shot(page, module: str, name: str) -> None:
    (SHOTS / module).mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / module / f"{name}.png"))


def test_chemin_de_fer_throw_bet_refusal_and_odds(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, site_url, "scarney-chemin-de-fer?seed=5")
    click(page, "Throw")  # your throw for the bank
    expect(page.locator(".cp-log")).to_contain_text("You throw for the bank")
    click(page, "Throw")  # Ada's turn: out of turn
    assert "does not count" in refusal(page).inner_text()
    click(page, "To my turn")
    expect(page.locator(".cp-felt")).to_contain_text("holds the bank")
    expect(page.locator("[role='alert']")).to_have_count(0)   # the refusal went with the next move
    box = page.get_by_role("spinbutton", name="Chips to bet")   # the bet box, by its label
    box.fill("99")
    click(page, "Bet")
    assert "outside the banker's limits" in refusal(page).inner_text()
    # the refusal sits beside the controls: within the first screen; what the learner wrote stays in the box
    assert refusal(page).bounding_box()["y"] < 768
    expect(box).to_have_value("99")
    box.fill("2")
    click(page, "Bet")
    expect(page.locator(".cp-log")).to_contain_text("You bet 2 chips")
    click(page, "Next throw")  # the banker throws
    expect(page.locator(".cp-log")).to_contain_text("the banker, throws")
    assert page.locator(".cp-felt [role='img']").count() >= 1
    assert page.locator(".sc-odds").count() == 1
    shot(page, "scarney_chemin_de_fer", "browser-table")
    assert_no_exception(page)


def test_chemin_de_fer_odds_tab(page, site_url):
    open_page(page, site_url, "scarney-chemin-de-fer?seed=2")
    page.get_by_role("radio", name="Odds", exact=True).click()
    page.get_by_text("Player against banker").wait_for()
    page.locator(".js-plotly-plot").nth(1).wait_for()
    expect(page.get_by_text("Casino baccarat, bet on the banker (5% commission)")).to_be_visible()
    assert_no_exception(page)


def test_pie_eyed_dice_throws_and_role_chances(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_page(page, site_url, "pie-eyed-dice?seed=7")
    click(page, "Throw")
    click(page, "To my turn")
    expect(page.locator(".pe-odds")).to_be_visible()
    click(page, "Throw")
    expect(page.locator(".cp-log")).to_contain_text("You throw (first throw")
    assert page.get_by_text("Names the forfeit").first.is_visible()
    shot(page, "pie_eyed_dice", "browser-table")
    page.get_by_role("radio", name="Learn", exact=True).click()
    page.get_by_text("Show the roles in the book's own words").click()
    wait_idle(page)
    expect(page.get_by_text("orders a drink", exact=True)).to_be_visible()
    assert_no_exception(page)
