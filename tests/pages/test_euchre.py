"""The Euchre page in Streamlit's AppTest: it loads, a move is played through the widgets, refusals show."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.core.record import new_record
from engine.core.table import Table
from engine.games.euchre import GAME
from tests.pages.board import _Click, block_html, blocks, button, buttons, chrome_html, lesson_parts, refusal
from tests.pages.board import title as page_title
from tests.pages.shown import shown

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "euchre.py")
DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


LEARN, PLAY, ODDS, CARD = "Learn", "Play", "Odds", "Rule card"


def app(tab: str = PLAY, **params) -> AppTest:
    """The page with ``tab`` open: only the open tab is built (lazy tabs), as a click on it does in a browser."""
    at = AppTest.from_file(PAGE, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state["euchre:tab"] = tab
    return at


def test_the_headers_bar_opens_a_part_and_a_part_it_does_not_offer_changes_nothing():
    at = app(LEARN)
    at.run()
    assert 'aria-checked="true" class="cp-part" data-act="tab Learn"' in chrome_html(at)
    button(at, "euchre:tab:Odds").click().run()
    assert at.session_state["euchre:tab"] == ODDS and "For the decision on the table" in [h.value for h in at.subheader]
    header = blocks(at, "cp_chrome")[0]
    _Click(at, header, "tab Secrets").run()
    assert at.session_state["euchre:tab"] == ODDS and not at.exception


def test_the_share_panel_is_drawn_only_when_opened():
    at = app(PLAY, seed="3")
    at.run()
    assert "Share this deal" not in shown(at) and not [b for b in at.get("download_button")]
    at.session_state["euchre:share-open"] = True
    at.run()
    assert "Share this deal" in shown(at) and at.get("download_button") and not at.exception


def log_text(at) -> str:
    return block_html(at)   # the move log is part of the table's block


def test_page_loads_with_all_tabs():
    at = app(LEARN, rules="standard", seed="3", deal=DEAL)
    at.run()
    assert not at.exception
    assert page_title(at).endswith("Euchre")
    assert lesson_parts(at) == [LEARN, PLAY, ODDS, CARD, "Teacher's guide"]   # the lesson's parts
    text = shown(at)
    assert "left bower" in text and "Pennsylvania" in text
    at.session_state["euchre:tab"] = ODDS
    at.run()
    assert not at.exception
    assert len(at.get("plotly_chart")) >= 1 or any("plotly" in str(e.proto)[:200] for e in at.get("unknown"))


def test_a_shared_link_opens_at_the_table_and_the_lesson_is_not_built():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params.update(rules="standard", seed="3")
    at.run()
    assert any(b.key == "euchre:act:pass" for b in buttons(at)), "the table is open"
    assert "Pennsylvania" not in shown(at), "the closed Learn tab is not built"


def test_refusal_then_a_legal_bid_through_the_widgets():
    at = app(rules="standard", seed="3", deal=DEAL)
    at.run()
    button(at, "euchre:act:name-3").click().run()  # naming a suit in the first round: refused
    assert "In the first round only the turned-up suit" in refusal(at)
    assert "order-up" in refusal(at)
    button(at, "euchre:act:pass").click().run()
    assert not refusal(at) and not at.exception
    assert "You pass." in log_text(at)
    button(at, "euchre:pace:next").click().run()  # one computer player acts, one at a time
    assert not at.exception and "Abner" in log_text(at)


def follow_table() -> Table:
    rec = new_record(GAME, GAME.presets["standard"], 3, deal=DEAL)
    for a in ["pass", "order-up", "discard AC", "play JH", "play 9D", "play QH"]:
        rec = rec.with_action(a)
    return Table(rec, learner=0)


def test_follow_suit_refusal_and_undo():
    at = app()
    at.session_state["euchre:table"] = follow_table()
    at.session_state["euchre:url"] = "{}"
    at.run()
    button(at, "euchre:card:9C").click().run()
    assert refusal(at), "failing to follow suit must be refused"
    assert "You must follow hearts: the jack of diamonds counts as a heart while hearts are trumps." in refusal(at)
    assert "follow-suit" in refusal(at)
    assert len(at.session_state["euchre:table"].record.actions) == 6  # nothing changed
    button(at, "euchre:card:JD").click().run()
    assert not refusal(at) and len(at.session_state["euchre:table"].record.actions) == 7
    assert "left bower" in log_text(at)
    button(at, "euchre:undo").click().run()
    assert len(at.session_state["euchre:table"].record.actions) == 6


def test_odds_tab_shows_exact_bower_odds():
    at = app(ODDS, rules="standard", seed="3", deal=DEAL)
    at.run()
    tables = [m.value for m in at.markdown if m.value.startswith("| if trumps are")]
    assert tables and "5/18 (27.78%)" in tables[0], "partner's right bower: 5 of 18 unseen cards"


@pytest.mark.parametrize("params", [{"seed": "abc"}, {"rules": "poker", "seed": "3"}, {"seed": "3", "players": "9"}])
def test_tampered_link_gives_a_clear_message(params):
    at = app(**params)
    at.run()
    assert not at.exception
    assert at.warning and "That link could not be used" in at.warning[0].value


def test_seven_players_table():
    at = app(rules="civil-war", players="7", seed="11")
    at.run()
    assert not at.exception
    assert at.session_state["euchre:table"].variant.players == 7


def test_call_ace_through_the_widgets():
    from engine.games.euchre import EuchreVariant

    deal = "JH JD AH KH QH | 9C 10C QC KC 8C | AS 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
    rec = new_record(GAME, EuchreVariant(players=5), 3, deal=deal).with_action("order-up").with_action("discard QS")
    at = app()
    at.session_state["euchre:table"] = Table(rec, learner=0)
    at.session_state["euchre:url"] = "{}"
    at.run()
    button(at, "euchre:act:call-1").click().run()  # diamonds: the left bower's suit
    assert "left bower" in refusal(at) and "call-ace-suit" in refusal(at)
    button(at, "euchre:act:call-3").click().run()
    assert not refusal(at) and "You call the A♠" in block_html(at)
    assert at.session_state["euchre:table"].state.called == 3


def test_learn_and_rule_card_are_the_text_files_with_the_rulebook_in_them():
    """The lesson's words come from lessons/text/euchre; the rules it states are the rulebook's, every slot filled."""
    from engine.games.euchre import GAME

    at = app(LEARN)
    at.run()
    assert not at.exception
    text = shown(at)
    assert GAME.rules["left-bower-suit"].text in text and GAME.rules["turned-down-suit"].text in text
    assert "{{" not in text
    at.session_state["euchre:tab"] = CARD
    at.run()
    assert not at.exception
    card = " ".join(m.value for m in at.markdown) + " ".join(str(e.proto) for e in at.get("html"))
    assert "{{" not in card and "right bower" in card
