"""Euchre's relatives on the Euchre page (issue 30) in Streamlit's AppTest: the joker in the learner's hand, drawn and
said as the word; a turned joker named by the dealer's buttons; the joker's column among the Odds tab's bowers."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from engine.core.record import new_record
from engine.core.table import Table
from engine.games.euchre import GAME
from tests.pages.board import block_html, button, buttons, refusal

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "euchre.py")
JOKER = "joker-keller-1887"
HELD = "JK 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"
TURNED = "JS AS KS 9H 8D | JH AH KH 9S 10S | AD KD QD 9D 10D | AC QC JC 7C 8C / JK"


def app(tab: str = "Play", **params) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state["euchre:tab"] = tab
    return at


def test_the_joker_in_the_learners_hand_is_drawn_and_said_as_the_word():
    at = app(rules=JOKER, seed="3", deal=HELD)
    at.run()
    assert not at.exception
    html = block_html(at)
    assert 'aria-label="joker"' in html and "cp-joker" in html
    assert at.session_state["euchre:table"].variant == GAME.presets[JOKER]


def test_a_turned_joker_the_learner_as_dealer_names_trumps():
    at = app()
    at.session_state["euchre:table"] = Table(new_record(GAME, GAME.presets[JOKER], 3, deal=TURNED), learner=3)
    at.session_state["euchre:url"] = "{}"
    at.run()
    assert not at.exception
    keys = {b.key for b in buttons(at)}
    assert {"euchre:act:name-0", "euchre:act:name-3"} <= keys and "euchre:act:pass" not in keys
    assert "joker was turned up" in block_html(at)
    button(at, "euchre:act:name-0").click().run()
    assert not refusal(at) and not at.exception
    t = at.session_state["euchre:table"]
    assert t.state.maker == 3 and t.state.phase == "discard"
    assert "The Joker is turned up" in block_html(at)


def test_the_odds_tab_counts_the_partners_joker():
    at = app("Odds", rules=JOKER, seed="3", deal=HELD)
    at.run()
    assert not at.exception
    tables = [m.value for m in at.markdown if m.value.startswith("| if trumps are")]
    assert tables and "the joker" in tables[0]
    assert any("bowers and the joker included" in m.value for m in at.markdown)


# Hasenpfeffer: seat 3 deals, the learner (seat 0) bids first; the joker is the card laid aside
HP = "hasenpfeffer"
HP_DEAL = "JH JD AH KH QH 9C | JC JS AS KS QS 10D | AC KC QC 10C AD KD | 9S 10S 9D QD 10H 9H / JK"


def test_hasenpfeffer_bids_through_the_buttons_and_the_card_laid_aside_stays_unseen():
    at = app(rules=HP, seed="3", deal=HP_DEAL)
    at.run()
    assert not at.exception
    keys = {b.key for b in buttons(at)}
    assert {"euchre:act:pass", "euchre:act:bid-1", "euchre:act:bid-6"} <= keys
    assert "euchre:act:order-up" not in keys
    html = block_html(at)
    assert "widow" in html and "not used" in html and "JK" not in html and 'aria-label="joker"' not in html
    button(at, "euchre:act:bid-4").click().run()
    assert not refusal(at) and not at.exception
    t = at.session_state["euchre:table"]
    assert [a for _, a in t.state.calls][:1] == ["bid 4"]
    assert t.state.phase == "bid" and "high bid: 4, You" in block_html(at)   # the felt says the high bid


def test_hasenpfeffer_odds_tab_counts_a_hand_of_six():
    at = app("Odds", rules=HP, seed="3", deal=HP_DEAL)
    at.run()
    assert not at.exception
    assert any("how many trumps a hand of six holds" in m.value for m in at.markdown)
    tables = [m.value for m in at.markdown if m.value.startswith("| if trumps are")]
    assert tables and "the joker" in tables[0]
