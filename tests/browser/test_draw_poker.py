"""Draw Poker in a real browser: a shared deal, going in, marking discards by clicking cards, drawing.

Prints the click-to-idle times of the learner's clicks (figures, not assertions).
"""

import re
import statistics
import time

import pytest

from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser


def timed_click(page, locator) -> float:
    start = time.perf_counter()
    locator.click()
    wait_idle(page)
    return (time.perf_counter() - start) * 1000


def test_play_a_deal_to_the_draw(page, site_url):
    open_page(page, site_url, "draw-poker?seed=11&deal=QS%20QH%207D%204C%202S")
    assert_no_exception(page)
    page.get_by_role("tab", name=re.compile("Play")).click()
    times = []
    times.append(timed_click(page, page.get_by_role("button", name=re.compile(r"Make good"))))
    assert_no_exception(page)
    for card in ("7♦", "4♣", "2♠"):
        times.append(timed_click(page, page.get_by_role("button", name=re.compile(card)).first))
    draw = page.get_by_role("button", name="Throw away 3 and draw 3")
    assert draw.is_visible()
    times.append(timed_click(page, draw))
    assert_no_exception(page)
    assert page.get_by_text("You throw away three cards and draw three cards.").first.is_visible()
    # the odds panel switched from the draw to the chance of being beaten
    assert page.get_by_text(re.compile("opponent's five cards beat it")).first.is_visible()
    # a refusal is explained where the learner looks
    box = page.get_by_label(re.compile("Or write a move"))
    box.fill("go-in")
    box.press("Enter")
    wait_idle(page)
    assert page.get_by_text(re.compile("Not allowed")).first.is_visible()
    print(f"\nDraw Poker click-to-idle (ms): {[round(t) for t in times]}; median {statistics.median(times):.0f}")
