"""The site's blocks in a real browser (lessons/parts/board.py, lessons/site/sidebar.py): the sidebar's links switch
page in the same session and stay links; a table's block changes only the nodes that changed."""

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import NAV_LINKS, assert_no_exception, open_page, wait_idle

pytestmark = pytest.mark.browser

DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def test_a_sidebar_link_switches_page_in_the_same_session_a_ctrl_click_opens_a_tab_and_back_returns(page, site_url):
    open_page(page, site_url)
    page.wait_for_selector(NAV_LINKS)
    page.evaluate("window.__same_document = true")      # gone if the link reloaded the page
    page.locator(NAV_LINKS, has_text="Glossary").click()
    page.wait_for_url(re.compile(r"/glossary$"))
    wait_idle(page)
    expect(page.locator("h1").first).to_contain_text("Glossary")
    assert page.evaluate("window.__same_document === true")
    here = page.locator(f"{NAV_LINKS}[aria-current='page']")
    assert here.count() == 1 and "Glossary" in here.inner_text()
    with page.context.expect_page() as opened:               # a link stays a link: Ctrl+click, a new tab
        page.locator(NAV_LINKS, has_text="Bibliography").click(modifiers=["Control"])
    tab = opened.value
    tab.wait_for_load_state()
    assert tab.url.rstrip("/").endswith("/bibliography")
    assert page.url.endswith("/glossary")                  # the page itself stayed where it was
    tab.close()
    page.go_back()                                         # Back returns to the page before, in the session
    wait_idle(page)
    expect(page.locator("h1").first).to_contain_text("Camp & Parlour")
    assert page.evaluate("window.__same_document === true")
    assert_no_exception(page)


def test_a_click_at_the_table_changes_only_the_nodes_that_changed(page, site_url):
    open_page(page, site_url, f"euchre?rules=standard&seed=3&deal={quote(DEAL)}")
    board = page.locator(".cp-board")
    board.get_by_role("button", name="Pass", exact=True).first.wait_for()
    # mark two nodes the learner's pass leaves as they are: the felt and the Undo button
    page.evaluate("""() => { const b = document.querySelector('.cp-board');
        b.querySelector('.cp-felt, [class*="felt"]').__kept = 1;
        [...b.querySelectorAll('button')].find(x => x.textContent.includes('Undo')).__kept = 1; }""")
    before = board.inner_text()
    board.get_by_role("button", name="Pass", exact=True).first.click()
    wait_idle(page)
    expect(board).not_to_have_text(before)                  # the block did change (the pass is in the log)
    kept = page.evaluate("""() => { const b = document.querySelector('.cp-board');
        return [!!b.querySelector('.cp-felt, [class*="felt"]').__kept,
                !![...b.querySelectorAll('button')].find(x => x.textContent.includes('Undo')).__kept]; }""")
    assert kept == [True, True], kept
    assert_no_exception(page)


def test_the_settings_bar_opens_the_settings_below_it_and_a_choice_made_there_starts_the_game_it_names(page, site_url):
    """The settings bar (tableframe.settings_bar): its button opens the settings right below it and says so
    (aria-expanded); a player count chosen there deals a new game with it; closed, the settings are gone and the
    choice stays in the bar's words."""
    open_page(page, site_url, "euchre?seed=7")
    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    opener = page.get_by_role("button", name=re.compile("4 players"))
    expect(opener).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_text("Rule set", exact=True)).to_have_count(0)
    opener.click()
    wait_idle(page)
    expect(opener).to_have_attribute("aria-expanded", "true")
    players = page.get_by_label("Players", exact=True).first
    expect(players).to_be_in_viewport()
    players.click()
    page.get_by_role("option", name="6", exact=True).first.click()
    wait_idle(page)
    page.get_by_role("button", name=re.compile("6 players")).click()       # closed again
    wait_idle(page)
    expect(page.get_by_text("Rule set", exact=True)).to_have_count(0)
    expect(page.get_by_role("button", name=re.compile("6 players"))).to_have_attribute("aria-expanded", "false")
    expect(page.locator(".cp-board")).to_contain_text("Eli")                # six seats at the table (You to Eli)
    assert_no_exception(page)


def test_a_block_in_parts_redraws_only_the_part_that_changed(page, site_url):
    """Draw Poker's table is drawn in parts (board.Parts): marking a card at the draw merges the hand's new HTML and
    leaves the felt and the odds table as they were, not even parsed again; a refusal comes as a part of its own."""
    open_page(page, site_url, "draw-poker?seed=11&deal=QS%20QH%207D%204C%202S")
    board = page.locator(".cp-board")
    board.get_by_role("button", name=re.compile("Make good")).click()
    wait_idle(page)
    card = board.get_by_role("button", name=re.compile("seven of diamonds"))
    for _ in range(12):                                      # the computer players go in at the learner's pace
        if card.count():
            break
        board.get_by_role("button", name=re.compile("Until my turn")).click()
        wait_idle(page)
    mark = """() => { for (const s of document.querySelectorAll('.cp-board [data-slot]')) s.__was = s.cpHtml; }"""
    read = """() => Object.fromEntries([...document.querySelectorAll('.cp-board [data-slot]')]
        .map(s => [s.dataset.slot, s.__was === undefined ? 'new' : s.__was === s.cpHtml ? 'kept' : 'redrawn']))"""
    page.evaluate(mark)
    card.click()
    wait_idle(page)
    expect(board.get_by_role("button", name=re.compile("seven of diamonds.*discard"))).to_be_visible()
    slots = page.evaluate(read)
    assert slots["hand"] == "redrawn" and slots["felt"] == slots["odds"] == slots["log"] == "kept", slots
    page.evaluate(mark)
    board.get_by_label(re.compile("Or write a move")).fill("bet 3")
    board.get_by_role("button", name="Play it").click()
    wait_idle(page)
    alert = board.get_by_role("alert")
    expect(alert).to_contain_text("Not allowed")
    slots = page.evaluate(read)
    assert slots["refusal"] == "new" and slots["hand"] == slots["odds"] == "kept", slots
    assert board.get_by_label(re.compile("Or write a move")).input_value() == "bet 3"   # what was written stays
    assert_no_exception(page)
