"""Draw Poker in a real browser: a shared deal, going in, marking discards by clicking cards, drawing; the table
drawn as one block (lessons/parts/board.py) with the pace chooser above it, and its first screen on a projector.

Prints the click-to-idle times of the learner's clicks (figures, not assertions).
"""

import re
import statistics
import time

import pytest

from tests.browser.conftest import assert_no_exception, open_page, wait_idle
from tests.browser.table import first_screen, projector, until_my_turn

pytestmark = pytest.mark.browser


def timed_click(page, locator, then) -> float:
    """Click, and time until ``then`` (a locator) shows the change; then let the run finish."""
    start = time.perf_counter()
    locator.click()
    then.first.wait_for()
    elapsed = (time.perf_counter() - start) * 1000
    wait_idle(page)
    return elapsed


def test_play_a_deal_to_the_draw(page, site_url):
    projector(page)
    open_page(page, site_url, "draw-poker?seed=11&deal=QS%20QH%207D%204C%202S")
    assert_no_exception(page)
    page.get_by_role("radio", name=re.compile("Play")).click()
    wait_idle(page)
    times = []
    timed_click(page, page.get_by_role("button", name=re.compile(r"Make good")),
                page.get_by_role("button", name=re.compile("seven of diamonds.*keep")))
    until_my_turn(page)     # the computer players go in at the learner's pace: not timed
    assert_no_exception(page)
    # the table is one block; the pace chooser stands outside it, above the table (a click does not redraw it)
    assert page.locator(".cp-board").count() == 1
    assert page.locator(".cp-board [role='radio'], .cp-board [role='radiogroup']").count() == 0
    assert page.get_by_role("radio", name="By hand", exact=True).count() == 1
    # the felt, the hand's cards and the draw in the first screen of a projector
    first_screen(page, page.locator(".cp-felt"), "the felt")
    first_screen(page, page.get_by_role("group", name="your hand"), "the hand's buttons")
    first_screen(page, page.get_by_role("button", name="Stand pat (draw none)"), "the draw")
    for n, card in enumerate(("seven of diamonds", "four of clubs", "two of spades"), 1):
        times.append(timed_click(page, page.get_by_role("button", name=re.compile(card + ".*keep")),
                                 page.get_by_role("button", name=f"Throw away {n} and draw {n}")))
    timed_click(page, page.get_by_role("button", name="Throw away 3 and draw 3"),
                page.get_by_text("You throw away three cards and draw three cards."))
    until_my_turn(page)
    assert_no_exception(page)
    # the odds panel switched from the draw to the chance of being beaten
    page.get_by_text(re.compile("opponent's five cards beat it")).first.wait_for()
    # a refusal is explained where the learner looks
    box = page.get_by_label(re.compile("Or write a move"))
    box.fill("go-in")
    box.press("Enter")
    wait_idle(page)
    page.get_by_text(re.compile("Not allowed")).first.wait_for()
    assert page.get_by_text(re.compile("going in is over")).first.is_visible()
    assert box.input_value() == "go-in"      # what the learner wrote stays beside the refusal, to mend it
    # bet to the end of the hand: the result is shown on the table, and the next deal can be dealt
    for _ in range(12):
        if page.get_by_role("button", name=re.compile("^Next deal")).count():
            break
        until_my_turn(page)
        if page.get_by_role("button", name=re.compile("^Next deal")).count():
            break
        choice = page.get_by_role("button", name=re.compile(r"^(See and call|See \(|Hold the age|Bet$|Go better)"))
        choice.first.click()
        page.wait_for_timeout(250)     # let the rerun start before waiting for it to finish
        wait_idle(page)
    page.get_by_role("button", name=re.compile("^Next deal")).first.wait_for()
    assert page.locator(".dp-result").first.is_visible()     # the deal's result, on the table
    assert_no_exception(page)
    print(f"\nDraw Poker: marking a discard, click to page updated (ms): {[round(t) for t in times]}; "
          f"median {statistics.median(times):.0f}")
