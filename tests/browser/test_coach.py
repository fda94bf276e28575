"""The coach in a real browser (issue 26): a learner at Euchre asks for live help and climbs its ladder (a hint, the
coach's choice, every choice with its figures), plays the hand out, sees each of their decisions graded in the
after-hand review, and tries one again from its position."""

import re
from urllib.parse import quote

import pytest

from tests.browser.conftest import assert_no_exception, open_page, wait_idle
from tests.browser.table import open_review, play_on

pytestmark = pytest.mark.browser

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def test_live_help_the_ladder_the_reviews_grades_and_try_again(page, site_url):
    open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    coach = page.get_by_role("radiogroup", name="Coach")
    coach.get_by_text("Live", exact=True).click()                    # the coach's level, under the table
    wait_idle(page)
    for rung, shows in (("A hint", "Think about:"), ("Show the coach's choice", "The coach’s choice:"),
                        ("Show every choice with its figures", "95% interval")):
        page.get_by_role("button", name=rung).click()
        wait_idle(page)
        page.get_by_text(shows).first.wait_for(timeout=30_000)
    table = page.locator(".cp-coach-choices").first
    assert table.locator("tbody tr").count() >= 2 and "(best)" in table.inner_text()
    # a move: the coach grades it after the table has answered
    page.get_by_role("button", name="Pass", exact=True).first.click()
    wait_idle(page)
    page.get_by_text("Your last decision").first.wait_for(timeout=30_000)
    assert re.search(r"Best|Good|Inaccuracy|Mistake|Blunder|Too close to call",
                     page.locator(".cp-coach").first.inner_text())
    # the hand played out: the review grades each decision and offers to try one again
    coach.get_by_text("After the hand", exact=True).click()
    wait_idle(page)
    for _ in range(30):
        if page.locator(".cp-log").get_by_text(re.compile("score|points|euchred|march", re.I)).count():
            break
        play_on(page, 1)
    open_review(page)
    graded = page.get_by_role("list", name="Your decisions, graded")
    graded.first.wait_for(timeout=60_000)
    assert graded.locator("li").count() >= 2
    again = page.get_by_role("button", name=re.compile(r"^Try move \d+ again$")).first
    again.click()
    wait_idle(page)
    assert page.locator(".cp-turn.cp-yours").count() == 1           # back at the learner's decision, to choose again
    assert_no_exception(page)
