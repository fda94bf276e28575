"""Seven-Up in a real browser: open a shared deal, stand, play a hand through (a refusal on the way), see the
four points tallied; screenshots at 1366x768 for the record."""

from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"
SHOTS = Path("/tmp/shots/seven_up")


def test_seven_up_hand_played_through(page, site_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_page(page, site_url, f"seven-up?seed=4&deal={quote(DEAL)}")
    assert_no_exception(page)
    stand = page.get_by_role("button", name="Stand: play with spades as trumps")
    stand.wait_for(timeout=20_000)
    assert stand.bounding_box()["y"] < 768, "the stand/beg buttons are in the first screen"
    page.screenshot(path=str(SHOTS / "browser-1-beg.png"))
    stand.click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You stand: spades are trumps.").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="ten of spades").click()
    wait_idle(page)
    page.get_by_role("button", name="Until my turn").click()
    wait_idle(page)
    page.get_by_role("button", name="king of diamonds").click()      # Abner led the 5♣: the K♦ neither follows nor trumps
    wait_idle(page)
    page.get_by_text("You must follow clubs or play a trump: you hold the four of clubs.").first.wait_for(
        timeout=20_000)
    page.screenshot(path=str(SHOTS / "browser-2-refusal.png"))
    hand = page.locator(".cp-hand .cp-btn-primary")
    for _ in range(40):                                  # play the hand through: a legal card, then the others
        if page.locator(".cp-log").get_by_text("Hand 1:").count():
            break
        page.mouse.move(5, 5)                            # no tooltip of the last card over the buttons
        until = page.get_by_role("button", name="Until my turn")
        target = until if until.is_enabled() else (hand.first if hand.count() else None)
        if target is not None:
            try:
                target.click(timeout=5_000)
            except PlaywrightError:                      # the table moved on under the pointer: look again
                pass
        wait_idle(page)
    page.locator(".cp-log").get_by_text("Hand 1:").first.wait_for(timeout=20_000)
    page.get_by_text("High: the ace of spades, dealt to You.").first.wait_for(timeout=20_000)
    page.screenshot(path=str(SHOTS / "browser-3-tally.png"))
    assert_no_exception(page)
