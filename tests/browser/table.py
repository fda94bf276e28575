"""Shared checks for every table in a real browser at a projector's 1366x768 (issue 12).

- ``first_screen(page, locator)``: the element lies wholly inside the first 768 px, the page not scrolled;
- ``refusal_near(page, clicked)``: a refusal (role="alert", announced to screen readers) is in the viewport
  and near the control that was clicked;
- ``auto_pace(page, label)``: choose a pace and measure the seconds between the computer players' actions as
  the move log shows them;
- ``until_my_turn(page)``: let the computer players act until the learner's turn (the pacing part's button);
- ``play_to_refusal(page, hand, moves)``: play on until the learner holds a card or tile the rules refuse, and
  click it (the refusal a learner meets most at a trick-taking table);
- ``hand_over(page, steps, hand)``: the learner's moves that hand the play to the computer players;
- ``just_played(page)``: the card or tile just played is outlined on the felt, in the first screen;
- ``play_on(page, rounds)`` and ``review(page)``: play a table on, then open the after-hand review and step it;
- ``open_review(page)``: turn the review's toggle on as a learner would (scrolled down until it shows, a click);
  its first content (the review, or the note that no hand is finished yet) must come into the viewport;
- ``shoot(page, game, name)``: a screenshot under /tmp/shots/<game>/ to look at.
"""

from __future__ import annotations

import re
import statistics
import time
from pathlib import Path

from tests.browser.conftest import wait_idle

WIDTH, HEIGHT = 1366, 768
# a primary (suggested or legal) and a secondary button: Streamlit's, or a table block's (lessons/parts/board.py)
PRIMARY = "[data-testid='stBaseButton-primary'], .cp-btn-primary"
SECONDARY = "[data-testid='stBaseButton-secondary'], .cp-btn-secondary"
SHOTS = Path("/tmp/shots")


def projector(page) -> None:
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})


def at_top(page) -> None:
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('section.stMain, [data-testid=\"stMain\"]')"
                  ".forEach(e => e.scrollTo(0, 0)); }")
    page.wait_for_timeout(100)


def first_screen(page, locator, what: str = "") -> None:
    """The element is inside the first 1366x768 screen (nothing to scroll to reach it)."""
    at_top(page)
    box = locator.first.bounding_box()
    assert box is not None, f"{what or locator} is not drawn"
    assert box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT, \
        f"{what or locator} lies at y {box['y']:.0f}-{box['y'] + box['height']:.0f}, outside the first {HEIGHT} px"


def refusal_near(page, clicked_box: dict, within: float = 450) -> str:
    """The refusal is an alert (read out by screen readers), visible in the viewport, near what was clicked."""
    alert = page.locator("[data-testid='stMain'] [role='alert']")
    alert.first.wait_for()
    box = alert.first.bounding_box()
    assert box is not None
    vh = page.viewport_size["height"]
    assert box["y"] < vh and box["y"] + min(box["height"], 60) > 0, f"the refusal is off screen at y {box['y']:.0f}"
    gap = max(box["y"] - (clicked_box["y"] + clicked_box["height"]), clicked_box["y"] - (box["y"] + box["height"]), 0)
    assert gap <= within, f"the refusal is {gap:.0f} px away from the control clicked"
    return alert.first.inner_text()


def until_my_turn(page) -> None:
    """Press the pacing part's 'Until my turn' if the computer players are to act."""
    b = page.get_by_role("button", name=re.compile("Until my turn"))
    if b.count() and b.first.is_enabled():
        b.first.click()
        page.wait_for_timeout(150)
        wait_idle(page)


def _enabled(locator):
    return [locator.nth(i) for i in range(locator.count()) if locator.nth(i).is_enabled()]


def play_to_refusal(page, hand: str, moves: str, tries: int = 80) -> dict:
    """Play on until it is the learner's turn to play with a card (tile) the rules refuse in hand, drawn as a
    secondary button; click it and return where it was. On the way: the computer players act (Until my turn),
    the learner bids with the first enabled button whose name matches ``moves`` and plays his first legal card
    (the primary buttons in the ``hand`` container)."""
    for _ in range(tries):
        until_my_turn(page)
        refused = _enabled(page.locator(hand).locator(SECONDARY))
        if refused:
            box = refused[0].bounding_box()
            refused[0].click()
            wait_idle(page)
            return box
        legal = _enabled(page.locator(hand).locator(PRIMARY))
        bids = _enabled(page.get_by_role("button", name=re.compile(moves)))
        if legal or bids:
            (legal or bids)[0].click()
        wait_idle(page)
    raise AssertionError("no refused card came to the learner's hand")


def hand_over(page, steps: tuple[str, ...] = (), hand: str = "", tries: int = 12) -> None:
    """The learner acts until the computer players are to act (the pacing part's Next enabled): each of ``steps``
    (button names, regular expressions) in order if it is there and enabled, then a legal card from ``hand``."""
    nxt = page.get_by_role("button", name=re.compile(r"(^|\s)Next( throw)?(:.*)?$"))
    for step in steps:
        b = _enabled(page.get_by_role("button", name=re.compile(step)))
        if b:
            b[0].click()
            wait_idle(page)
    for _ in range(tries):
        if nxt.count() and nxt.first.is_enabled():
            return
        legal = _enabled(page.locator(hand).locator(PRIMARY)) if hand else []
        if not legal:
            break
        legal[0].click()
        wait_idle(page)
    assert nxt.count() and nxt.first.is_enabled(), "the computer players are not to act"


def just_played(page) -> str:
    """The card (tile) just played is outlined (show.mark_new), on the felt in the first screen; its text."""
    new = page.locator("[data-testid='stMain'] .cp-new")
    new.first.wait_for()
    first_screen(page, new, "the card just played")
    return new.first.inner_html()


def play_on(page, rounds: int) -> None:
    """Play on: the computer players until the learner's turn, then the learner's first primary (suggested or
    legal) button, ``rounds`` times."""
    for _ in range(rounds):
        until = _enabled(page.get_by_role("button", name=re.compile(r"(To|Until) my turn")))
        if until:
            until[0].click()
            wait_idle(page)
        primary = _enabled(page.locator("[data-testid='stMain']").locator(PRIMARY))
        if primary:
            primary[0].click()
            wait_idle(page)


def in_viewport(page, locator, timeout: float = 5.0) -> dict | None:
    """The element's top line lies inside the viewport (waiting up to ``timeout`` s for the page to scroll there);
    its box, or None if it never does."""
    end = time.monotonic() + timeout
    while True:
        box = locator.first.bounding_box()
        vh = page.viewport_size["height"]
        if box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 40) <= vh:
            return box
        if time.monotonic() > end:
            return None
        page.wait_for_timeout(100)


def open_review(page):
    """Turn the after-hand review's toggle on (Playwright scrolls just enough to click it, as a learner would);
    the review's first content (its region, or the note that nothing is finished yet), checked in the viewport."""
    toggle = page.locator("[data-testid='stMain']").get_by_role("button", name=re.compile("^Review a"))
    toggle.first.evaluate("e => e.scrollIntoView({block: 'end'})")    # scrolled down just until the toggle shows
    page.wait_for_timeout(100)
    toggle.first.click()
    wait_idle(page)
    first = page.get_by_role("region", name=re.compile("review$")).or_(
        page.get_by_text(re.compile(r"^No \w+ is finished yet")))
    first.first.wait_for()
    box = in_viewport(page, first)
    assert box is not None, f"the review opened out of sight, at y {first.first.bounding_box()}"
    return first


def review(page) -> str:
    """Open the after-hand review (its toggle): its first content comes into view; step one move forward; the
    review's text."""
    open_review(page)
    region = page.get_by_role("region", name=re.compile("review$"))
    region.first.wait_for()
    forward = page.get_by_role("button", name=re.compile(r"(^|\s)Forward$")).first
    for _ in range(3):   # under load a click may land before the review's part is ready: step again if it did not
        forward.click()
        wait_idle(page)
        if "Move 0 of" not in region.first.inner_text():
            break
        page.wait_for_timeout(500)
    assert in_viewport(page, region), "the review left the screen after a step"
    return region.first.inner_text()


def log_head(page) -> str:
    log = page.locator(".cp-log")
    return log.first.inner_text() if log.count() else ""


def auto_pace(page, label: str, actions: int = 5, timeout: float = 30.0) -> list[float]:
    """Choose a pace (Slow, Class, Brisk) and time the computer players' actions by the move log's changes.

    Returns the intervals in seconds between consecutive changes (the first change, which follows the choice
    itself, is not counted)."""
    page.get_by_role("radio", name=label, exact=True).first.click()   # the pace is a segmented control
    seen, stamps = log_head(page), []
    end = time.monotonic() + timeout
    while len(stamps) < actions + 1 and time.monotonic() < end:
        now = log_head(page)
        if now != seen:
            stamps.append(time.monotonic())
            seen = now
        page.wait_for_timeout(25)
    page.get_by_role("radio", name="By hand", exact=True).first.click()
    wait_idle(page)
    return [b - a for a, b in zip(stamps, stamps[1:], strict=False)]


def step_latency(page, tries: int = 3) -> float:
    """How long this machine, now, takes to answer one click on this page (a click to the page idle again), median
    of a few: the floor under any pace, measured in the same run as the pace itself. The clicks choose the
    pace 'By hand' again, which changes nothing at the table."""
    times = []
    for _ in range(tries):
        start = time.monotonic()
        page.get_by_role("radio", name="Slow", exact=True).first.click()
        page.get_by_role("radio", name="By hand", exact=True).first.click()
        wait_idle(page)
        times.append((time.monotonic() - start - 0.06) / 2)   # two clicks; wait_idle itself waits 60 ms
    return max(0.0, statistics.median(times))


def pace_ok(gaps: list[float], chosen: float, tolerance: float = 0.2, latency: float = 0.0) -> bool:
    """The median interval within ``tolerance`` of the chosen pace (a finished trick's extra beat aside).

    Never faster than the chosen pace allows (what a class cannot follow); slower only by the time this machine
    needs to show one action at all (``latency``, from :func:`step_latency` in the same run): a pace is a figure
    the page must keep, a loaded test machine's own speed is not."""
    if not gaps:
        return False
    m = statistics.median(gaps)
    return chosen * (1 - tolerance) <= m <= chosen * (1 + tolerance) + latency


def shoot(page, game: str, name: str, full: bool = False) -> Path:
    folder = SHOTS / game
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path
