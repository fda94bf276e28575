"""Every table playable by the keyboard alone, and what changed said (issue 28): a whole hand of Euchre and a
Chuck-a-Luck bet and throw, with Tab, Shift+Tab, Enter and Space only (never a mouse's click, never
element.click()). At every stop the focused button shows it (an outline: the site's :focus-visible style); after a
move the focus stays in the table (on the same button, or the nearest one that can still be pressed), never at the
page's top; the table's polite live region (lessons/parts/board.py, words from lessons/parts/tablepage.py) says the
computer players' moves and that it is the learner's turn. One page for the module."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest

from tests.browser.conftest import assert_no_exception, new_page, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"   # test_euchre.py's seeded deal
SAID = ".cp-said[role='status'][aria-live='polite']"


@pytest.fixture(scope="module")
def kpage(browser):
    with new_page(browser) as page:
        yield page


FOCUSED = """() => {
  const e = document.activeElement, s = getComputedStyle(e);
  return {key: e.dataset.key || null, text: (e.innerText || '').trim(), tag: e.tagName,
          board: !!e.closest('.cp-board'), disabled: !!e.disabled, visible: e.matches(':focus-visible'),
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0};
}"""


def focused(page) -> dict:
    return page.evaluate(FOCUSED)


def tab_to(page, selector: str, limit: int = 80) -> dict:
    """Tab (or Shift+Tab, whichever way the button lies from the focus) until the first enabled element matching
    ``selector`` has the focus; it must show it (an outline)."""
    back = page.evaluate("""(sel) => {
      const t = [...document.querySelectorAll(sel)].find(e => !e.disabled);
      if (!t) throw new Error('nothing to tab to: ' + sel);
      const a = document.activeElement;
      return !!(a && a !== document.body && (t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING));
    }""", selector)
    for _ in range(limit):
        if page.evaluate("(sel) => document.activeElement.matches(sel) && !document.activeElement.disabled",
                         selector):
            f = focused(page)
            assert f["visible"] and f["outline"], f"the focus on {f['text']!r} does not show"
            return f
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"{limit} presses of {'Shift+Tab' if back else 'Tab'} never reached {selector}")


def said(page) -> str:
    return page.locator(SAID).first.text_content() or ""


def press(page, key: str, said_before: str | None = None) -> str:
    """Press ``key`` on the focused button, wait for the table; the focus is still in the table and shows; what the
    live region says then (waiting for it to change from ``said_before`` when given)."""
    page.keyboard.press(key)
    wait_idle(page)
    if said_before is not None:
        page.wait_for_function("([sel, was]) => (document.querySelector(sel)?.textContent || '') !== was",
                               arg=[SAID, said_before])
    f = focused(page)
    assert f["board"] and f["tag"] == "BUTTON" and not f["disabled"], f"the focus left the table: {f}"
    assert f["visible"] and f["outline"], f"the focus on {f['text']!r} does not show after the move"
    return said(page)


def enabled(page, selector: str) -> bool:
    return page.evaluate("(sel) => [...document.querySelectorAll(sel)].some(e => !e.disabled)", selector)


def test_a_whole_hand_of_euchre_by_keyboard(kpage, site_url):
    page = kpage
    open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
    assert page.locator(SAID).count() == 1 and said(page) == "", "the live region is there, silent at first"
    heard, landed = [], []
    tab_to(page, ".cp-board button[data-act='pass']")
    heard.append(press(page, "Enter", ""))
    assert heard[-1] == "You pass. Abner is to act."
    log = page.locator(".cp-log").first
    for _ in range(40):
        if re.search(r"Hand \d+:", log.inner_text()):
            break
        if enabled(page, ".cp-hand button.cp-btn-primary"):   # a card the rules let the learner play (or discard)
            played = tab_to(page, ".cp-hand button.cp-btn-primary")["key"]
            heard.append(press(page, "Enter", said(page)))
            now = focused(page)["key"]   # the card went: the next card, or the pace's button for what comes next
            assert now != played and re.match(r"euchre:(card:|pace:)", now), f"after {played} the focus is on {now}"
            landed.append(now)
        elif enabled(page, ".cp-board button[data-act='pass']"):
            tab_to(page, ".cp-board button[data-act='pass']")
            heard.append(press(page, "Space", said(page)))
        else:
            tab_to(page, ".cp-board button[data-key='euchre:pace:until']")
            heard.append(press(page, "Enter", said(page)))
    else:
        raise AssertionError("the hand did not end")
    assert re.search(r"Hand \d+:", log.inner_text())
    assert any(re.search(r"(Abner|Bess|Caleb) (plays|leads) the \w+ of \w+", h) for h in heard), heard
    assert any(h.endswith("Your turn.") for h in heard), heard
    assert_no_exception(page)


def test_no_trap_tab_leaves_the_table(kpage):
    page = kpage
    tab_to(page, ".cp-board button:not([disabled])")
    for _ in range(40):
        page.keyboard.press("Tab")
        if not focused(page)["board"]:
            return
    raise AssertionError("Tab never left the table's block")


def test_a_chuck_a_luck_bet_and_throw_by_keyboard(kpage, site_url):
    page = kpage
    open_page(page, site_url, "chuck-a-luck?seed=5&deal=5-5-2,6-6-6")
    tab_to(page, ".cp-chrome button[role='radio'][data-act='tab Play']")   # the lesson's parts: Play
    page.keyboard.press("Enter")
    wait_idle(page)
    page.locator(".cp-board .ck-layout button").nth(24).wait_for()
    heard = []
    tab_to(page, ".cp-board button[data-key='chuck_a_luck:chip:25']")
    press(page, "Space")
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    tab_to(page, ".cp-board button[data-key='chuck_a_luck:spot:high']")
    heard.append(press(page, "Enter", said(page)))
    assert focused(page)["key"] == "chuck_a_luck:spot:high", "the focus stays on the square bet on"
    tab_to(page, ".cp-board button[data-key='chuck_a_luck:throw']")
    heard.append(press(page, "Enter", said(page)))
    assert focused(page)["key"] == "chuck_a_luck:next", "the focus goes to Next throw, in the throw's place"
    heard.append(press(page, "Enter", said(page)))   # the soldiers put their chips down for the next throw
    assert heard[0] == "You put 25 cents on high (11 to 17). Your turn."      # money and dice said in words
    assert heard[1].startswith("You call for the throw: the banker chucks a five, a five and a two, total 12.")
    assert re.search(r"Pvt\. \w+ \w+ ", heard[2]) and heard[2].endswith("Your turn."), heard[2]
    assert_no_exception(page)


# The other seven tables, a hand (or the game's unit: a deal, a round, the learner's turn of throws) each, by the
# keyboard alone, one page load each on the module's page, stepping the computer players by hand (Until my turn:
# the fastest pace). At each of the learner's turns the first enabled button of the table's own list, else a legal
# card or tile (raised), else the table's suggested (primary) move, else Until my turn / To my turn.
PRIMARY = ".cp-board button.cp-btn-primary:not([data-key*=':review']):not([data-key*=':pace'])"
ON = ".cp-board button[data-key$=':pace:until'], .cp-board button[data-key$=':skip']"
TABLES = {
    "seven-up": ("seven-up?seed=3", r"Hand \d+:", ()),
    "draw-poker": ("draw-poker?seed=3", r"Hands shown|wins the pool|takes the pool",
                   ("[data-key='draw_poker:draw']", ".dp-bets button.cp-btn-primary",
                    "[data-key='draw_poker:act-hold-age']", "[data-key='draw_poker:act-bet']",
                    "[data-key='draw_poker:act-lay-down']")),
    "domino-euchre": ("domino-euchre?seed=3", r"Hand \d+:", ("[data-key='domino_euchre:leave']",)),
    "call-ace": ("call-ace?seed=3", r"Hand \d+:", ("[data-key='call_ace:leave']", "[data-key^='call_ace:call:']")),
    "commerce": ("commerce?seed=3", r" wins with ", ("[data-key='commerce:act:stand']",)),
    "scarney-chemin-de-fer": ("scarney-chemin-de-fer?seed=3", r"The round is over\.", ()),
    "pie-eyed-dice": ("pie-eyed-dice?seed=3", r"You throw \((first|second|third) throw[^\n]*(turn is over|forfeit)", ()),
}


@pytest.mark.parametrize("game", list(TABLES))
def test_a_hand_of_every_other_table_by_keyboard(kpage, site_url, game):
    page = kpage
    path, done, own = TABLES[game]
    open_page(page, site_url, path)
    page.locator(".cp-board button").first.wait_for()
    log = page.locator(".cp-board .cp-log").first
    choices = [*own, ".cp-board .cp-hand button.cp-btn-primary", PRIMARY, ON]
    heard, stops = [], 0
    for _ in range(60):
        if re.search(done, log.inner_text()):
            break
        target = next((sel for sel in choices if enabled(page, sel)), None)
        assert target is not None, f"{game}: nothing to press: {log.inner_text()[:300]}"
        tab_to(page, target)
        stops += 1
        heard.append(press(page, "Space" if stops % 2 else "Enter"))
    else:
        raise AssertionError(f"{game}: the hand did not end by keyboard: {log.inner_text()[:300]}")
    assert stops >= 2 and any(h for h in heard), (game, heard)
    assert not re.search(r"[♣♦♥♠⚀-⚅▸]|\d+¢|\b\d+d\b", " ".join(heard)), heard   # said in words
    for _ in range(80):                    # no trap: Tab goes on past the table's last control
        page.keyboard.press("Tab")
        if not focused(page)["board"]:
            break
    else:
        raise AssertionError(f"{game}: Tab never left the table's block")
    assert_no_exception(page)
