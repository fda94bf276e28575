"""Every page on a phone (issue 28): at 390x844 (and 360x740) nothing is cut off past the screen's edge or needs
sideways scrolling (a wide table of figures may scroll inside its own box), the page's title is in view (what a
finger finds at its place is the title, not Streamlit's toolbar), and at every table whose turn it is, the
learner's hand and the actions they can take lie in the first screen, the felt's state above them, the odds and
the log below; the table's controls are touch targets of at least 44x44 CSS px.

One browser context for the module, one page reused (the site is served once per session by conftest.py).
Screenshots of every page at 390x844 go to /tmp/shots/phone/.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import assert_no_exception, new_page, open_page, wait_idle
from tests.browser.table import SHOTS, at_top

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
SMALL = {"width": 360, "height": 740}
TOUCH = 44

# the pages without a table, by their address
PAGES = {"home": "", "class": "class", "class-join": "class-join", "play-together": "play-together",
         "glossary": "glossary", "bibliography": "bibliography"}
# the learner's hand: a hand of buttons, or the heading "Your hand", "Your cards", "Your tiles" and what follows it
HAND = ("xpath=//*[self::b or self::span][starts-with(normalize-space(.), 'Your hand') or "
        "starts-with(normalize-space(.), 'Your cards') or starts-with(normalize-space(.), 'Your tiles')]/parent::*")
# game slug -> (link, the felt's state, the learner's hand (or the chips they put down), the learner's first action)
TABLES = {
    "chuck-a-luck": ("chuck-a-luck?seed=7", ".ck-top", "[aria-label='Chip to put down']", r"Call for the throw"),
    "scarney-chemin-de-fer": ("scarney-chemin-de-fer?seed=7", ".cp-felt", None, r"^(casino )?Throw$"),
    "pie-eyed-dice": ("pie-eyed-dice?seed=7", ".cp-felt", None, r"^(casino )?Throw$"),
    "commerce": ("commerce?seed=7", ".cm-seats", HAND, r"^Stand"),
    "draw-poker": ("draw-poker?seed=11&deal=QS%20QH%207D%204C%202S", ".cp-felt", HAND, r"^Make good"),
    "euchre": ("euchre?seed=7", ".cp-felt", HAND, r"^Order up"),
    "seven-up": ("seven-up?seed=7", ".su-felt", HAND, r"^Stand"),
    "call-ace": ("call-ace?seed=7", ".de-felt", HAND, r"^(Pass|Accept)"),
    "domino-euchre": ("domino-euchre?seed=7", ".de-felt", HAND, r"^(Pass|Accept)"),
    # the most crowded tables: seven at Auction Pitch, Hasenpfeffer's seven bid buttons
    "auction-pitch-7": ("seven-up?rules=auction-pitch&players=7&seed=5", ".su-felt", HAND, r"^Pass: put"),
    "hasenpfeffer": ("euchre?rules=hasenpfeffer&seed=5", ".cp-felt", HAND, r"^Bid 1"),
}

# Tables whose first action may end below the first screen at 360x740 (an expected failure, saying where): none now.
# Euchre's 'Order up' (was at y 766-810) and Draw Poker's 'Make good' (799-843) came into it by the short screen's
# tighter seats and felt (lessons/styles/euchre.css, draw_poker.css: 680-724 and 646-690).
TIGHT: set[str] = set()

# Every element of the page's main part that reaches past the screen's left or right edge, unless it lies inside a
# box of its own that scrolls sideways and itself fits the screen (a wide table of figures); only the outermost.
CUT_OFF = """() => {
  const W = document.documentElement.clientWidth;
  const main = document.querySelector('[data-testid="stMain"]');
  const out = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (r.right > W + 1 || r.left < -1); };
  const inOwnScroll = (e) => {
    for (let a = e.parentElement; a && a !== main; a = a.parentElement) {
      const s = getComputedStyle(a);
      if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && a.scrollWidth > a.clientWidth + 1) {
        return !out(a); }
    }
    return false; };
  const bad = [];
  for (const e of main.querySelectorAll('*')) {
    if (!out(e) || getComputedStyle(e).visibility === 'hidden' || e.closest('.cp-sr')) continue;
    if (inOwnScroll(e) || (e.parentElement && out(e.parentElement) && bad.some(b => b.el.contains(e)))) continue;
    const r = e.getBoundingClientRect();
    bad.push({el: e, what: `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(0, 2).join('.')} `
      + `"${(e.innerText || '').trim().slice(0, 30)}" x ${Math.round(r.left)}-${Math.round(r.right)}`});
  }
  return {scroll: document.scrollingElement.scrollWidth - W,
          main: main.scrollWidth - main.clientWidth, bad: bad.map(b => b.what).slice(0, 6)};
}"""

# The page's title: in view, and what lies at its place (a finger, an eye) is the title itself.
TITLE = """() => {
  const h = document.querySelector('[data-testid="stMain"] h1');
  if (!h) return 'no h1';
  const r = h.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) return `the title lies at y ${Math.round(r.top)}-${Math.round(r.bottom)}`;
  for (const [x, y] of [[r.left + 4, r.top + 4], [r.left + Math.min(r.width, 120) / 2, r.top + r.height / 2]]) {
    const at = document.elementFromPoint(x, y);
    if (!at || !h.contains(at)) return `at (${Math.round(x)}, ${Math.round(y)}) lies ${at && at.outerHTML.slice(0, 80)}`;
  }
  return '';
}"""

# The table's controls (a block's buttons, the parts' tabs, Streamlit's buttons) smaller than a finger; a radio
# button's or check box's mark is measured by its label, the whole of which takes the touch.
SMALL_TARGETS = """(least) => [...document.querySelectorAll(
    '[data-testid="stMain"] button, [data-testid="stMain"] [role="radio"], [data-testid="stMain"] input')]
  .map(e => (e.matches('input[type=radio], input[type=checkbox]') && e.closest('label')) || e)
  .filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.width < least || r.height < least); })
  .map(e => { const r = e.getBoundingClientRect();
    return `${(e.getAttribute('aria-label') || e.innerText || e.tagName).trim().slice(0, 30)} `
      + `${Math.round(r.width)}x${Math.round(r.height)}`; })"""


@pytest.fixture(scope="module")
def phone(browser):
    with new_page(browser, PHONE, is_mobile=True, has_touch=True) as p:
        yield p


def shoot(page, name: str) -> None:
    (SHOTS / "phone").mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone" / f"{name}-390x844.png"))


def nothing_cut_off(page, name: str) -> None:
    for size in (PHONE, SMALL):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        found = page.evaluate(CUT_OFF)
        where = f"{name} at {size['width']}x{size['height']}"
        assert not found["bad"], f"{where}: cut off past the screen's edge: {found['bad']}"
        assert found["scroll"] <= 0 and found["main"] <= 0, f"{where}: the page scrolls sideways by {found}"
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(150)


def title_in_view(page, name: str) -> None:
    at_top(page)
    problem = page.evaluate(TITLE)
    assert not problem, f"{name}: the title is not what shows at its place: {problem}"


def open_table(page, site_url, link: str) -> None:
    open_page(page, site_url, link)
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    page.wait_for_timeout(300)
    wait_idle(page)


def box(page, locator, what: str) -> dict:
    b = locator.first.bounding_box()
    assert b is not None, f"{what} is not drawn"
    return b


@pytest.mark.parametrize("name", list(PAGES))
def test_a_page_fits_a_phone(phone, site_url, name):
    open_page(phone, site_url, PAGES[name])
    assert_no_exception(phone)
    title_in_view(phone, name)
    shoot(phone, name)
    nothing_cut_off(phone, name)
    if name != "class":   # the teacher's page: its slider and check box are Streamlit's own (left as they are)
        phone.wait_for_timeout(300)   # a page's widgets (the glossary's filter) are drawn after its first run
        small = phone.evaluate(SMALL_TARGETS, TOUCH)
        assert not small, f"{name}: controls smaller than {TOUCH}x{TOUCH} px: {small}"   # the glossary's boxes


@pytest.mark.parametrize("game", list(TABLES))
def test_a_table_on_a_phone(phone, site_url, game):
    link, state, hand, action = TABLES[game]
    open_table(phone, site_url, link)
    assert_no_exception(phone)
    title_in_view(phone, game)
    shoot(phone, game)
    nothing_cut_off(phone, game)
    for size in (PHONE, SMALL):   # the same page, at 390x844 and at 360x740
        phone.set_viewport_size(size)
        phone.wait_for_timeout(150)
        try:
            first_screen(phone, game, size)
        except AssertionError as e:
            if size is SMALL and game in TIGHT:
                phone.set_viewport_size(PHONE)
                pytest.xfail(f"{game} at 360x740, still to do: {e}".splitlines()[0])
            raise
    phone.set_viewport_size(PHONE)
    small = phone.evaluate(SMALL_TARGETS, TOUCH)
    assert not small, f"{game}: controls smaller than {TOUCH}x{TOUCH} px: {small}"


def first_screen(phone, game: str, size: dict) -> None:
    """Whose turn it is, the learner's hand and first action inside the first screen of ``size``; the felt above
    them, the odds and the log below."""
    link, state, hand, action = TABLES[game]
    game = f"{game} at {size['width']}x{size['height']}"
    at_top(phone)
    main = phone.locator("[data-testid='stMain']")
    h = size["height"]
    turn = box(phone, main.locator(".cp-turn").or_(main.get_by_text(re.compile("your turn", re.I))),
               f"{game}: whose turn it is")
    act = box(phone, main.get_by_role("button", name=re.compile(action)), f"{game}: the learner's action")
    felt = box(phone, main.locator(state), f"{game}: the felt's state")
    mine = box(phone, main.locator(hand), f"{game}: the learner's hand") if hand else act
    for what, b in (("whose turn it is", turn), ("the learner's action", act), ("the learner's hand", mine)):
        assert 0 <= b["y"] and b["y"] + b["height"] <= h, \
            f"{game}: {what} lies at y {b['y']:.0f}-{b['y'] + b['height']:.0f}, outside the first {h} px"
    assert felt["y"] < min(mine["y"], act["y"]), f"{game}: the felt is not above the hand and the actions"
    below = main.locator(".cp-log, [aria-label*='chance' i], [aria-label*='odds' i]")
    for i in range(below.count()):
        b = below.nth(i).bounding_box()
        if b and b["height"] > 0:
            assert b["y"] >= act["y"], f"{game}: the odds or the log lie above the learner's actions"


def test_the_class_code_stays_whole_on_the_teachers_page(browser, tmp_path):
    """At 390 px the class's code ("ABCDE-FGHJK", in large type) stays on one line (it broke at its hyphen), and
    nothing of the page is cut off. A site of its own, on a database of its own."""
    from tests.browser.test_class import choose, serve

    proc, url = serve({"CAMP_DATA_DIR": str(tmp_path / "data")}, SHOTS / "phone" / "class-site.log")
    try:
        with new_page(browser, PHONE, is_mobile=True, has_touch=True) as page:
            open_page(page, url, "class")
            choose(page, "Game", "Commerce")
            page.get_by_role("button", name="Open the class").click()
            wait_idle(page)
            page.get_by_role("button", name="I have kept it: show the room the class").click()
            wait_idle(page)
            code = page.locator("[data-testid='stMain'] .cp-joincode").first
            code.wait_for()
            lines = code.evaluate("e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)")
            assert re.fullmatch(r"[A-Z0-9]{5}-[A-Z0-9]{5}", code.inner_text().strip()) and lines < 1.5, (
                code.inner_text(), lines)
            page.screenshot(path=str(SHOTS / "phone" / "class-open-390x844.png"))
            nothing_cut_off(page, "the open class")
    finally:
        proc.terminate()
        proc.wait(10)
