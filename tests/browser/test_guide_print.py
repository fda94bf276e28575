"""Every lesson's teacher's guide printed from the browser (issue 30): Chromium prints the page, opened at the
Teacher's guide, to PDF at A4 and at US Letter; the guide alone (no sidebar, header, parts' bar or button), whole
(no box of the page cuts it at the first sheet's foot), on at most two pages. The pages are counted from the PDF's
own page objects; the guide's printed height says how many it needs at least. Its Print button calls the browser's
print."""

from __future__ import annotations

import math
import re

from lessons.catalog import available_games
from tests.browser.conftest import assert_no_exception, new_page, open_page, wait_idle

# CSS pixels (96 an inch) of each sheet, and the margin shared.css's print rules give it (1.4 cm)
SHEETS = {"A4": (794, 1123), "Letter": (816, 1056)}
MARGIN = 1.4 / 2.54 * 96


def pages_in(pdf: bytes) -> int:
    """The PDF's pages: its page objects (``/Type /Page``, not the ``/Pages`` tree above them)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


# In print media: the guide's height, whether any box around it would cut it, and what else of the page prints.
MEASURE = """() => {
  const g = document.querySelector('.cp-guide');
  let clipped = false;
  for (let a = g.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowY !== 'visible' && a.scrollHeight > a.clientHeight + 1) clipped = true;
  }
  const main = document.querySelector('[data-testid="stMain"]');
  const side = document.querySelector('[data-testid="stSidebar"]');
  return {height: g.getBoundingClientRect().height, clipped, main: main.innerText,
          guide: g.innerText, sidebar: side ? side.getBoundingClientRect().height : 0};
}"""


def test_every_guide_prints_alone_whole_and_on_at_most_two_pages_at_a4_and_letter(browser, site_url):
    for fmt, (width, height) in SHEETS.items():
        # a window as wide as the sheet's printable width, so the guide's height measured in it is the printed one
        inner = {"width": round(width - 2 * MARGIN), "height": round(height - 2 * MARGIN)}
        with new_page(browser, inner) as page:
            for game in available_games():
                open_page(page, site_url, game.slug)
                page.get_by_role("radio", name="Teacher's guide", exact=True).click()
                wait_idle(page)
                page.locator(".cp-guide").wait_for()
                assert_no_exception(page)
                page.emulate_media(media="print")
                seen = page.evaluate(MEASURE)
                page.emulate_media(media="null")   # no emulation: a PDF is printed in print media
                pages = pages_in(page.pdf(format=fmt, margin=dict.fromkeys(("top", "right", "bottom", "left"), "1.4cm")))
                needed = math.ceil(seen["height"] / inner["height"])
                assert not seen["clipped"], (game.slug, fmt, "a box of the page cuts the printed guide")
                assert needed <= pages <= 2, (game.slug, fmt, pages, round(seen["height"]))
                # the guide alone: the main area prints the guide's words and nothing else, and no sidebar
                assert seen["main"].split() == seen["guide"].split(), (game.slug, fmt)
                assert seen["sidebar"] == 0
            # the Print button opens the browser's print (stubbed: a headless browser has no dialog to show)
            page.evaluate("() => { window.cpPrinted = 0; window.print = () => { window.cpPrinted += 1; }; }")
            page.get_by_role("button", name="Print this guide").click()
            assert page.evaluate("() => window.cpPrinted") == 1
