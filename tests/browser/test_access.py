"""axe-core on every page (issue 28): at a projector's 1366x768 and a phone's 390x844, every page as it opens, and
every table (the lesson's Play part) in its opening state and after a move; a serious or critical violation fails.

axe-core comes from the npm package pinned in package.json (``npm ci`` puts it in node_modules/; ``make test`` does
it), injected into the page from that file: nothing is downloaded at test time. Without it the tests skip, saying so.
The moderate and minor findings do not fail; their counts are written to /tmp/shots/axe.json, one line a page.

One browser context for the module, one page reused (the site is served once per session by conftest.py).
"""

from __future__ import annotations

import json
import os
import re

import pytest

from tests.browser.conftest import ROOT, assert_no_exception, new_page, open_page, wait_idle
from tests.browser.table import SHOTS, until_my_turn

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"1366x768": {"width": 1366, "height": 768}, "390x844": {"width": 390, "height": 844}}
FAILING = ("serious", "critical")
PAGES = {"home": "", "class": "class", "class-join": "class-join", "play-together": "play-together",
         "glossary": "glossary", "bibliography": "bibliography"}
# game slug -> (link, the learner's first move at the table: a button's name)
TABLES = {
    "chuck-a-luck": ("chuck-a-luck?seed=7", r"^the five"),   # the square of the 5, named as said
    "scarney-chemin-de-fer": ("scarney-chemin-de-fer?seed=7", r"^(casino )?Throw$"),
    "pie-eyed-dice": ("pie-eyed-dice?seed=7", r"^(casino )?Throw$"),
    "commerce": ("commerce?seed=7", r"^Stand"),
    "draw-poker": ("draw-poker?seed=7", r"^(Make good|Throw up)"),
    "euchre": ("euchre?seed=7", r"^Order up"),
    "seven-up": ("seven-up?seed=7", r"^Stand"),
    "call-ace": ("call-ace?seed=7", r"^(Pass|Accept)"),
    "domino-euchre": ("domino-euchre?seed=7", r"^(Pass|Accept)"),
}
RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 200))}));
}"""
FOUND: dict[str, dict] = {}
# Serious findings whose fix lies in a file this test's author may not change, each with the change it waits for: a
# table state showing only these is an expected failure (xfail, naming it); any other serious finding fails at once.
PENDING: dict[str, re.Pattern] = {}   # serious findings known and being fixed, by rule: none now


@pytest.fixture(scope="module")
def page(browser):
    if not AXE.exists():
        if os.environ.get("CAMP_REQUIRE_AXE"):   # make test installs it: missing there is a failure, not a skip
            pytest.fail(f"axe-core is not installed ({AXE} missing): `make axe` installs it")
        pytest.skip(f"axe-core is not installed ({AXE} missing): run `npm ci --no-audit --no-fund` at the repository's "
                    "root (make test does it)")
    with new_page(browser, SIZES["1366x768"]) as p:
        yield p
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / "axe.json").write_text("\n".join(json.dumps({"where": k, **v}) for k, v in sorted(FOUND.items())) + "\n")


def pending(v: dict) -> bool:
    known = PENDING.get(v["id"])
    return bool(known) and all(known.match(n) for n in v["nodes"])


def axe(page, where: str) -> list[str]:
    """Run axe-core on the page as it is now; record every finding's count by impact; fail on a serious or
    critical one, naming the rule, the elements and what to fix. The serious findings still PENDING, returned."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(RUN)
    FOUND[where] = {impact: sorted(f"{v['id']} x{len(v['nodes'])}" for v in found if v["impact"] == impact)
                    for impact in ("critical", "serious", "moderate", "minor")}
    serious = [v for v in found if v["impact"] in FAILING]
    bad = [f"{v['impact']} {v['id']} ({v['help']}): {v['nodes'][:3]}" for v in serious if not pending(v)]
    assert not bad, f"{where}: axe-core finds " + "; ".join(bad)
    return [f"{where}: {v['id']} {v['nodes'][:2]}" for v in serious if pending(v)]


def at_size(page, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    page.wait_for_timeout(150)


@pytest.mark.parametrize("name", list(PAGES) + list(TABLES))
def test_a_page_as_it_opens(page, site_url, name):
    at_size(page, "1366x768")
    open_page(page, site_url, PAGES[name] if name in PAGES else TABLES[name][0])
    assert_no_exception(page)
    assert not axe(page, f"{name} at 1366x768")
    at_size(page, "390x844")
    assert not axe(page, f"{name} at 390x844")


@pytest.mark.parametrize("game", list(TABLES))
def test_a_table_as_it_opens_and_after_a_move(page, site_url, game):
    link, move = TABLES[game]
    at_size(page, "1366x768")
    open_page(page, site_url, link)
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    for size in SIZES:
        at_size(page, size)
        assert not axe(page, f"{game}: the table at {size}")
    main = page.locator("[data-testid='stMain']")
    before = main.inner_text()
    until_my_turn(page)
    main.get_by_role("button", name=re.compile(move)).first.click()
    wait_idle(page)
    assert_no_exception(page)
    assert main.inner_text() != before, f"{game}: the move changed nothing at the table"
    waiting = []
    for size in reversed(SIZES):
        at_size(page, size)
        waiting += axe(page, f"{game}: the table after a move, at {size}")
    if waiting:
        pytest.xfail("axe-core's serious findings awaiting a change outside this test's files (PENDING): "
                     + "; ".join(waiting))
