"""The Commerce page under AppTest: a shared deal opens at the table, trading and barter buttons say what they
cost, a refusal shows beside the controls, the settlement says who won and why, undo, the old game's widow,
Pool Commerce's counters, the odds tab's exact tables, the lesson and its self-check.

The table is one block (lessons/parts/board.py): its buttons, refusal and words are read and clicked through
tests/pages/board.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.core.cards import Card
from tests.pages.board import block_html, button, buttons, refusal, type_move
from tests.pages.board import title as page_title
from tests.pages.shown import shown

ROOT = Path(__file__).resolve().parents[2]
PAGE = str(ROOT / "lessons" / "commerce.py")
LEARN, PLAY, ODDS, CARD = "Learn", "Play", "Odds", "Rule card"
NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"
OLD4 = "5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"


def open_page(**params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=90)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def text(at: AppTest) -> str:
    return shown(at)


def table(at: AppTest):
    return at.session_state["commerce:table"]


def show_tab(at: AppTest, label: str) -> AppTest:
    at.session_state["commerce:tab"] = label
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_lesson_opens_with_history_and_the_plain_sequence():
    at = open_page()
    assert page_title(at).endswith("Commerce")
    body = text(at)
    assert "Ninety years ago" in body and "three following cards of the same suit" in body
    assert "22,100" in body and "K-A-2 is not" in body


def test_shared_deal_opens_at_the_table_with_costed_buttons():
    at = open_page(seed="3", deal=NEW4)
    labels = {b.key: b.label for b in buttons(at)}
    assert labels["commerce:act:trade money 9D"] == "Buy: throw 9♦, pay 6d"
    assert labels["commerce:act:barter 9D"] == "Barter 9♦ (free)"
    assert labels["commerce:act:stand"].startswith("Stand")
    html = block_html(at)
    assert "Pool <b>2s 6d</b>" in html and "a pair of fives" in html
    assert "Beats one other hand" in html and "Your turn." in html and "Trade or stand?" in html
    assert not [b.key for b in at.button if (b.key or "").startswith("commerce:act:")]   # all in the block


def test_the_block_shows_the_learners_cards_and_no_one_elses():
    """Hidden information stays on the server: the block is built from the learner's view only."""
    at = open_page(seed="3", deal=NEW4)
    html = block_html(at)
    mine, theirs = NEW4.split(" | ")[0].split(), " ".join(NEW4.split(" | ")[1:]).split()
    assert all(Card.parse(c).name in html for c in mine)
    hidden = [c for c in theirs if Card.parse(c).name in html or Card.parse(c).unicode in html]
    assert not hidden, hidden


def test_trade_then_refusal_beside_the_controls_then_undo():
    at = open_page(seed="3", deal=NEW4)
    button(at, "commerce:act:trade money 9D").click().run()
    t = table(at)
    assert t.record.actions[0] == "trade money 9D" and t.state.phase == "traded"
    assert "You have traded: stand, or let the trading pass on?" in block_html(at)
    type_move(at, "trade money 5S").run()
    assert "only one card a turn" in refusal(at) and "one-exchange" in refusal(at)
    assert not at.error                                   # the refusal is the block's alert, not st.error
    assert len(table(at).record.actions) == 1           # nothing changed
    html = block_html(at)   # the refusal right below the buttons that were used, above Undo and the box
    assert html.index("commerce:act:stand") < html.index("Not allowed.") < html.index('data-key="commerce:undo"')
    button(at, "commerce:undo").click().run()
    assert table(at).record.actions == () and not refusal(at)
    assert button(at, "commerce:undo").disabled


@pytest.mark.rules("notation", game="commerce")
def test_a_misspelt_move_is_refused_in_the_learners_words():
    at = open_page(seed="3", deal=NEW4)
    type_move(at, "buy 9D").run()
    errors = refusal(at)
    assert "not a Commerce action: write stand, trade money 7C" in errors
    assert "(notation)" in errors and "buying is 'trade money' and the card you throw" in errors
    assert "rules GAME" not in errors and "`" not in errors          # no command-line hint on a web page
    assert table(at).record.actions == ()


def test_live_odds_with_no_simulated_win_still_show_an_interval():
    at = open_page(seed="3", deal="2S 3H 5D | AS KS QS | 2C 3D 4H | 7H 8H 10S")
    body = block_html(at)
    assert "Best of all 4 hands, simulated (a tie counts half): <b>0% (none in 1,000; 95% interval 0% to 0.38%)</b>" in body
    assert "± 0.0%" not in body
    assert "<td>2♠</td><td>6/49 (12.24%)</td>" in body      # a trade's exact figure, a fraction first


def test_standing_settles_and_says_who_won_and_why():
    at = open_page(seed="3", deal=NEW4)
    button(at, "commerce:act:stand").click().run()
    body = block_html(at)
    assert "Abner wins with a sequence, ace high" in body and "beats a pair of fives" in body
    assert "You → Abner: 6d (the beaten stander's stake)" in body
    assert "Deal 1 is settled." in body
    assert button(at, "commerce:next").label == "Deal the next hand"
    button(at, "commerce:next").click().run()        # the deal passes to the learner
    assert table(at).state.deal_no == 1 and not at.exception


def test_old_game_shows_the_widow_and_exchanges():
    at = open_page(seed="3", rules="old-game", deal=OLD4)
    assert "the widow, face up" in block_html(at)
    swap = button(at, "commerce:act:exchange 9D 5D")
    assert swap.label == "5♦" and 'aria-label="Give the nine of diamonds for"' in block_html(at)   # named in its group
    swap.click().run()
    assert table(at).record.actions[0] == "exchange 9D 5D"
    assert not at.exception


def test_pool_commerce_shows_counters():
    at = open_page(seed="4", rules="pool")
    assert "counters 3" in block_html(at) and "counter(s) in the pool" in block_html(at)


def test_odds_tab_exact_tables_and_any_hand():
    at = open_page()
    show_tab(at, ODDS)
    tables = " ".join(str(t.value) for t in at.table)
    assert "1/425" in tables and "22,100" in tables
    at.text_input(key="commerce:odds-hand").input("AS KS QS").run()
    assert "a sequence, ace high" in text(at)
    at.text_input(key="commerce:odds-hand").input("AS AS QS").run()
    assert any("three different cards" in w.value for w in at.warning)


def test_rule_card_and_self_check():
    at = open_page()
    show_tab(at, CARD)
    assert not at.exception
    at = open_page()
    at.toggle(key="commerce:quiz:open").set_value(True).run()
    assert any("sequence" in r.label for r in at.radio)


def test_pool_commerce_to_the_end_with_a_horse():
    at = open_page(seed="11", rules="pool", players="3")
    bought = False
    for _ in range(150):
        live = [b for b in buttons(at) if not b.disabled and (b.key.startswith("commerce:act:")
                                                              or b.key in ("commerce:next", "commerce:pace:until"))]
        if not live:
            break
        horse = [b for b in live if b.label.startswith("Buy a horse")]
        pick = (horse or [b for b in live if b.label.startswith("Pass")] or [b for b in live if b.key == "commerce:next"]
                or [b for b in live if b.key == "commerce:pace:until"])   # the computer players, at the learner's call
        bought = bought or bool(horse)
        (pick or live)[0].click().run()
        assert not at.exception, [e.value for e in at.exception]
    t = table(at)
    assert bought and t.state.phase == "over" and t.state.horse == "bought"
    assert "The session is over" in block_html(at)
    button(at, "commerce:again").click().run()      # a new game from the table: the whole page follows it
    assert not at.exception and table(at) is not t and table(at).record.actions == ()
    assert "Buy a horse" not in block_html(at)
