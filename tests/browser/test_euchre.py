"""Euchre in a real browser: open a shared deal, bid, let one computer player act, see a refusal."""

import re
from pathlib import Path
from urllib.parse import quote

import pytest

from engine.games.euchre import GAME
from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def test_euchre_bid_and_computer_turn(page, site_url):
    open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
    assert_no_exception(page)
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    page.get_by_role("button", name="spades", exact=True).first.click()   # naming a suit in the first round
    wait_idle(page)
    page.get_by_text("In the first round only the turned-up suit can be made").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="Pass", exact=True).first.click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("You pass.").first.wait_for(timeout=20_000)
    page.get_by_role("button", name="Next: Abner").click()
    wait_idle(page)
    page.locator(".cp-log").get_by_text("Abner").first.wait_for(timeout=20_000)  # the computer player's move
    wait_idle(page)
    assert_no_exception(page)


SHOTS = Path("/tmp/shots/euchre")


def test_euchre_lesson_tabs_and_a_card_refused_beside_the_cards(browser, site_url):
    """At 1366x768: the Learn tab (rulebook text), the table at the learner's card with a refusal shown by the
    cards, the Odds tab and the Rule card; screenshots of each under /tmp/shots/euchre."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        open_page(page, site_url, "euchre")
        assert_no_exception(page)
        page.get_by_text("Why the left bower changes suit").first.wait_for()
        page.get_by_text(GAME.rules["left-bower-suit"].text).first.wait_for()
        page.screenshot(path=str(SHOTS / "learn.png"))
        open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
        page.get_by_role("button", name="Pass", exact=True).first.click()
        wait_idle(page)
        for _ in range(12):
            if page.locator(".cp-hand").get_by_role("button", name=re.compile("^Play ")).count():
                break
            until = page.get_by_role("button", name="Until my turn")
            if until.is_enabled():   # disabled while the table is still redrawing to the learner's turn
                until.click()
            wait_idle(page)
        page.screenshot(path=str(SHOTS / "play.png"))
        refusable = page.locator(".cp-hand .cp-btn-secondary", has_text="♣")
        if refusable.count():
            refusable.first.click()
            wait_idle(page)
            why = page.get_by_text("You must follow").first
            why.wait_for()
            why.scroll_into_view_if_needed()
            cards = page.locator(".cp-hand").first.bounding_box()
            box = why.bounding_box()
            assert 0 < box["y"] - cards["y"] < 200, "the refusal is shown just below the cards that were clicked"
            page.screenshot(path=str(SHOTS / "play-refused.png"))
        assert_no_exception(page)
        page.get_by_role("radio", name="Odds", exact=True).click()
        wait_idle(page)
        assert_no_exception(page)
        page.screenshot(path=str(SHOTS / "odds.png"))
        page.get_by_role("radio", name="Rule card", exact=True).click()
        wait_idle(page)
        assert_no_exception(page)
        page.screenshot(path=str(SHOTS / "rulecard.png"), full_page=True)
    finally:
        context.close()
