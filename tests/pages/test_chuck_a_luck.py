"""The Chuck-a-Luck page under AppTest: load, bet by clicking the layout, throw, refusals shown, odds, quiz."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.core.record import replay_states
from tests.pages.board import alerts, block_html, button, buttons, lesson_parts, refusal, type_move
from tests.pages.board import button as board_button
from tests.pages.board import title as page_title
from tests.pages.shown import html_text, shown

ROOT = Path(__file__).resolve().parents[2]
PAGE = str(ROOT / "lessons" / "chuck_a_luck.py")


def open_page(**params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def text(at: AppTest) -> str:
    return shown(at) + " " + block_html(at)   # the table is one block (lessons/parts/board.py)


def summary(at: AppTest) -> str:
    t = table(at)
    return t.game.outcome(t.state).summary


def spots(at: AppTest) -> list:
    return [b for b in buttons(at) if b.key.startswith("chuck_a_luck:spot:")]


def table(at: AppTest):
    return at.session_state["chuck_a_luck:table"]


LEARN, PLAY, ODDS, CARD = "Learn", "Play", "Odds", "Rule card"


def show_tab(at: AppTest, label: str) -> AppTest:
    """Open a tab: the page builds only the open tab (lazy tabs), as a click on the tab does in a browser."""
    at.session_state["chuck_a_luck:tab"] = label
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture
def at():
    return open_page(seed="5", deal="5-5-2 6-6-6 1-2-3")


def test_page_opens_on_the_lesson_and_a_shared_link_at_the_table():
    at = open_page()
    assert page_title(at).endswith("Chuck-a-Luck")
    assert lesson_parts(at) == [LEARN, PLAY, ODDS, CARD, "Teacher's guide"]
    assert "216 to 199" in text(at) and not spots(at)
    at = open_page(seed="3")
    assert len(spots(at)) == 25


def test_page_loads_with_lesson_table_odds_and_card(at):
    assert page_title(at).endswith("Chuck-a-Luck")
    assert lesson_parts(at) == [LEARN, PLAY, ODDS, CARD, "Teacher's guide"]
    assert button(at, "chuck_a_luck:spot:single:5").act == "bet single:5 0.25"   # the chip chosen: 25¢
    assert len(spots(at)) == 25
    show_tab(at, LEARN)
    body = text(at)
    assert "216 to 199" in body and "gum blanket" in body
    assert "on their knees" in body and "Primary sources" in body
    assert "made a quick dive for the rubber poncho" in body, "a period extract, marked and cited"
    note = html_text(at).split('class="cp-note"', 1)
    assert len(note) == 2 and "Anners" in note[1].split("</aside>")[0], "the note on the sources, boxed as a note"
    show_tab(at, ODDS)
    assert "Every bet on the layout" in " ".join(h.value for h in at.subheader)
    show_tab(at, CARD)
    assert "Single number 17/216 = 7.87% (“216 to 199”)." in text(at)


def test_chip_click_bets_and_updates_live_odds_then_throw_settles(at):
    purse = table(at).view()["purse"]
    button(at, "chuck_a_luck:spot:single:5").click().run()
    assert not at.exception
    assert table(at).view()["purse"] == purse - 25
    assert "Come out <b>ahead</b> 91/216" in text(at)
    button(at, "chuck_a_luck:spot:high").click().run()
    assert table(at).view()["purse"] == purse - 50
    button(at, "chuck_a_luck:throw").click().run()
    assert not at.exception
    body = text(at)
    assert "25¢ on the 5: two dice show 5 — paid 2 to 1: +50¢" in body
    assert "+75¢ for you" in body
    assert table(at).view()["purse"] == purse + 75


def test_take_back_before_the_throw(at):
    purse = table(at).view()["purse"]
    button(at, "chuck_a_luck:spot:odd").click().run()
    back = button(at, "chuck_a_luck:back:odd")
    assert back.label == "↩ 25¢ from odd" and back.act == "take-back odd"
    back.click().run()
    assert not at.exception and table(at).view()["purse"] == purse
    assert not [b for b in buttons(at) if b.key.startswith("chuck_a_luck:back:")]


def test_the_chip_chosen_is_the_stake_of_every_square(at):
    """The chips are the block's buttons, the one chosen pressed; a square then stakes that chip."""
    def pressed() -> list[str]:
        return re.findall(r'<button aria-pressed="true"[^>]*data-key="([^"]+)"', block_html(at))

    assert pressed() == ["chuck_a_luck:chip:25"]
    assert "Chip to put down" in block_html(at)
    purse = table(at).view()["purse"]
    button(at, "chuck_a_luck:chip:10").click().run()
    assert not at.exception and pressed() == ["chuck_a_luck:chip:10"]
    assert button(at, "chuck_a_luck:spot:high").act == "bet high 0.10"
    button(at, "chuck_a_luck:spot:high").click().run()
    assert table(at).view()["purse"] == purse - 10
    spot = button(at, "chuck_a_luck:spot:high")
    assert spot.label.startswith("High 11–17 10¢") and not spot.aria, spot   # named by what it shows (tests/views)
    button(at, "chuck_a_luck:chip:100").click().run()
    button(at, "chuck_a_luck:spot:single:5").click().run()
    assert table(at).view()["purse"] == purse - 110


def test_the_block_holds_the_felt_the_odds_the_soldiers_and_the_log(at):
    html = block_html(at)
    assert "Your turn." in html and "Throw 1 of 20" in html and "your purse" in html
    assert "Around the blanket" in html and "The bank" in html
    assert "Move log (newest first)" in html and "Put chips on the layout" in html
    button(at, "chuck_a_luck:spot:single:5").click().run()
    assert "You put 25¢ on the 5." in block_html(at), "the move log follows the click"
    button(at, "chuck_a_luck:throw").click().run()
    html = block_html(at)
    assert "Throw 1: the banker chucks" in html and "How the soldiers' bets were settled" in html
    assert button(at, "chuck_a_luck:next").label.endswith("Next throw")
    assert not [b for b in buttons(at) if b.key == "chuck_a_luck:throw"]


def test_refusals_are_shown_with_their_rule_and_nothing_changes(at):
    purse = table(at).view()["purse"]
    assert 'aria-label="Or type a move' in block_html(at), "the box to write a move in, as before"
    type_move(at, "bet high 99.00").run()
    assert "Not allowed" in refusal(at) and "(purse)" in refusal(at) and "no credit" in refusal(at)
    type_move(at, "bet high 0.255").run()
    assert "fraction of a cent" in refusal(at) and "(stake)" in refusal(at)
    type_move(at, "bet single:7 0.25").run()
    assert "1 to 6" in refusal(at) and "(bets)" in refusal(at)
    type_move(at, "bet low 0").run()
    assert "at least 1¢" in refusal(at)
    assert table(at).view()["purse"] == purse and not [b for b in table(at).view()["layout"] if b["seat"] == 0]
    type_move(at, "bet low 0.30").run()  # a legal typed bet clears the refusal
    assert not refusal(at) and table(at).view()["purse"] == purse - 30


def test_bet_after_the_throw_is_refused_then_a_chip_sweeps_and_bets(at):
    button(at, "chuck_a_luck:spot:raffle").click().run()
    button(at, "chuck_a_luck:throw").click().run()
    type_move(at, "bet raffle 0.25").run()
    assert "(before-throw)" in refusal(at)
    assert table(at).view()["phase"] == "settled"
    button(at, "chuck_a_luck:spot:raffle").click().run()  # a chip on the cloth: the banker sweeps first
    assert not refusal(at) and table(at).view()["phase"] == "betting"
    button(at, "chuck_a_luck:throw").click().run()
    assert "a raffle, three 6s — paid 30 to 1: +$7.50" in text(at)


def test_new_session_from_settings():
    at = open_page(seed="9")
    button(at, "chuck_a_luck:settings-open").click().run()       # the settings bar opens the settings
    at.selectbox(key="chuck_a_luck:preset").select("grand-hazard-1890").run()
    at.number_input(key="chuck_a_luck:throws").set_value(5).run()
    button(at, "chuck_a_luck:new").click().run()
    assert not at.exception
    v = table(at).variant
    assert v.totals_table == "grand-hazard-1890" and v.raffle_pays == 29 and v.throws == 5


def test_session_runs_to_its_end():
    at = open_page(seed="3", throws="2")
    for _ in range(2):
        button(at, "chuck_a_luck:spot:even").click().run()
        button(at, "chuck_a_luck:throw").click().run()
    assert not at.exception
    assert "Game over." in block_html(at) and summary(at) in block_html(at)
    assert all(b.disabled for b in spots(at)), "no bet once the session is over"
    again = button(at, "chuck_a_luck:again")
    assert again.label == "New session" and again.primary
    seed = table(at).record.seed
    again.click().run()
    assert not at.exception and table(at).state.throw_no == 0 and table(at).record.seed != seed


def test_odds_tab_combination_and_payday(at):
    show_tab(at, ODDS)
    at.selectbox(key="chuck_a_luck:strategy").select("10¢ on each of the six numbers").run()
    assert "17/216" in text(at)
    at.select_slider(key="chuck_a_luck:pay-n").set_value(1_000).run()
    assert not at.exception
    body = text(at)
    assert "1,000 soldiers × 20 throws" in body and "chance of going broke" in body
    at.multiselect(key="chuck_a_luck:custom").select("total:4").run()
    assert "25¢ on total 4" in text(at)


def test_odds_tab_pay_table_choice(at):
    show_tab(at, ODDS)
    at.selectbox(key="chuck_a_luck:odds-table").select("grand-hazard-1890").run()
    assert not at.exception
    assert "29 to 1" in " ".join(c.value for c in at.caption) or "“30 for 1”" in " ".join(c.value for c in at.caption)


def test_quiz_checks_answers(at):
    show_tab(at, LEARN)
    assert not at.radio, "the questions open on request"
    at.toggle(key="chuck_a_luck:quiz:open").set_value(True).run()
    at.radio(key="chuck_a_luck:quiz:0").set_value("About 8¢ (17/216)").run()
    at.radio(key="chuck_a_luck:quiz:3").set_value("A particular total").run()
    button(at, "chuck_a_luck:quiz:check").click().run()
    assert any(s.value.startswith("1. Right") for s in at.success)
    assert any("4. Not quite" in w.value for w in at.warning)


def test_tampered_deal_in_link_gives_a_message_and_a_game():
    at = open_page(seed="4", deal="7-7-7")
    assert "link could not be used" in " ".join(w.value for w in at.warning)
    assert table(at).view()["phase"] == "betting"


def test_odds_tab_reads_the_bets_on_the_layout(at):
    button(at, "chuck_a_luck:spot:single:5").click().run()
    button(at, "chuck_a_luck:spot:total:10").click().run()
    show_tab(at, ODDS)
    assert "Come out <b>ahead</b>" in text(at)  # the live odds of the bets down, shown in the Odds tab too
    box = at.selectbox(key="chuck_a_luck:strategy")
    assert box.options[0] == "Your bets on the layout now"
    box.select("Your bets on the layout now").run()
    assert "25¢ on the 5, 25¢ on total 10" in text(at)


def test_rule_card_follows_the_rule_set():
    at = show_tab(open_page(seed="2", rules="grand-hazard-1890"), CARD)
    card = text(at)
    assert "Raffle at 29 to 1: 1/6 = 16.67%" in card
    assert "4/17 59:1" in card and "from 16.7% to 30.6%" in card
    assert "Pollard" in " ".join(c.value for c in at.caption)


def test_teacher_fixes_the_first_throws_and_bad_throws_are_refused():
    at = open_page(seed="9")
    button(at, "chuck_a_luck:settings-open").click().run()
    at.text_input(key="chuck_a_luck:deal").input("6-6-6 1-2-3").run()
    button(at, "chuck_a_luck:new").click().run()
    assert table(at).record.deal == "6-6-6 1-2-3"
    button(at, "chuck_a_luck:spot:raffle").click().run()
    button(at, "chuck_a_luck:throw").click().run()
    assert "a raffle, three 6s — paid 30 to 1" in text(at)
    before = table(at).record
    at.text_input(key="chuck_a_luck:deal").input("6-6-7").run()
    button(at, "chuck_a_luck:new").click().run()
    assert any("could not be used" in x for x in alerts(at)), "the notice, in the table's block"
    assert table(at).record == before


@pytest.mark.parametrize("params", [{"throws": "500"}, {"purse_cents": "1000000"}, {"soldiers": "6"}])
def test_a_link_at_the_engines_bounds_fits_the_settings_boxes(params):
    """What the rule options allow, the settings boxes show: a link at an option's maximum opens a game."""
    at = open_page(seed="3", **params)   # opens at the table; no exception
    button(at, "chuck_a_luck:settings-open").click().run()       # the settings boxes drawn
    assert not at.exception
    assert any(n.value in (500, 10000.0, 6) for n in at.number_input), [n.value for n in at.number_input]


def review_text(at: AppTest) -> str:
    return next(m.value for m in reversed(at.markdown) if 'aria-label="throw review"' in m.value)


def test_review_replays_a_finished_throw_bet_by_bet_and_never_the_one_being_bet_on(at):
    """A throw is the Chuck-a-Luck 'hand': once settled, the class steps through its bets, the dice and every
    seat's settlement (forward, back, to any move); the throw still being bet on is not offered."""
    button(at, "chuck_a_luck:spot:single:5").click().run()
    button(at, "chuck_a_luck:throw").click().run()
    button(at, "chuck_a_luck:spot:high").click().run()    # the second throw: bets down, not thrown
    board_button(at, "chuck_a_luck:review:open").click().run()
    assert not at.exception
    assert at.selectbox(key="chuck_a_luck:review:hand").options == ["Throw 1"]
    step = at.slider(key="chuck_a_luck:review:step")
    last = int(step.max)
    record = table(at).record
    first_throw = [str(a) for a in record.actions].index("throw")
    assert last == first_throw + 1   # every move from the empty layout to the throw, the throw included
    assert "Move 0 of" in review_text(at) and "no bet yet" in review_text(at)
    assert "Before any bet is laid." in review_text(at) and "The deal." not in review_text(at)
    button(at, "chuck_a_luck:review:fwd").click().run()
    assert "Move 1 of" in review_text(at)
    button(at, "chuck_a_luck:review:back").click().run()
    assert "Move 0 of" in review_text(at)
    button(at, "chuck_a_luck:review:last").click().run()
    body = review_text(at)
    assert f"Move {last} of {last}" in body and "total 12" in body
    assert "25¢ on the 5: two dice show 5 — paid 2 to 1: +50¢" in body
    # every soldier's settlement of that throw, as the engine settled it
    settled = table(at).game.view(replay_states(record, table(at).game)[last], 0)["settlements"]
    assert len(settled) >= 2 and all(x["line"] in body for x in settled)
    at.slider(key="chuck_a_luck:review:step").set_value(last - 1).run()
    assert "You put 25¢ on the 5." in review_text(at)
