"""Every lesson's primary sources and teacher's guide come from the site itself (issue 30): a browser opens each
game's Learn part (its extracts from period texts, each quoted and cited) and its Teacher's guide, and watches every
request the page makes; none may leave the site (no image, font or script fetched from elsewhere)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest

from engine.games import all_games, module_name
from tests.browser.conftest import assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser
TEXT = Path(__file__).resolve().parents[2] / "lessons" / "text"


@pytest.mark.parametrize("slug", sorted(all_games()))
def test_a_lessons_sources_and_guide_are_served_by_the_site(page, site_url, slug):
    site = urlsplit(site_url).netloc
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    open_page(page, site_url, slug)
    main = page.locator("[data-testid='stMain']")
    main.get_by_text("Primary sources", exact=True).first.scroll_into_view_if_needed()
    if "{{quote" in (TEXT / module_name(slug) / "learn.md").read_text(encoding="utf-8"):
        assert main.locator("blockquote").count() > 0, f"{slug}: the Learn part shows no extract"
    page.get_by_role("radio", name="Teacher's guide", exact=True).click()
    wait_idle(page)
    assert main.locator(".cp-guide").count() == 1, f"{slug}: no teacher's guide"
    page.mouse.wheel(0, 4000)
    page.wait_for_timeout(300)
    assert_no_exception(page)
    away = sorted({u for u in requests if urlsplit(u).scheme in ("http", "https", "ws", "wss")
                   and urlsplit(u).netloc != site})
    assert requests and not away, f"{slug}: requests that left the site: {away}"
