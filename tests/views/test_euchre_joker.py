"""Euchre with the joker drawn (lessons/views/euchre.py): the joker's face shows and is heard as the word; the
learner as dealer on a turned joker names trumps by buttons, with no Pass; the joker's column in the bower odds; the
standing tables' heading for the packs with the joker."""

from __future__ import annotations

import re
from fractions import Fraction

from engine.core.table import Table
from engine.games.euchre import GAME
from engine.odds import euchre as O
from lessons.views import euchre as V

JOKER33 = GAME.presets["joker-keller-1887"]
# seat 3 deals the first hand; the learner (seat 0) holds the joker
HELD = "JK 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def acts(html: str) -> list[str]:
    return re.findall(r'data-act="([^"]*)"', html)


def test_the_joker_is_drawn_as_its_word_and_heard_as_joker():
    html = V.card_html("JK")
    assert 'aria-label="joker"' in html and "cp-joker" in html and ">Joker<" in html
    assert "cp-sm" in V.card_html("JK", "sm")
    view = Table.new(GAME, JOKER33, seed=3, deal=HELD).view()
    assert view["hand"][0] == "JK"        # the best trump sorts first
    assert 'aria-label="joker"' in V.hand_html(view, set(), False)


def test_a_turned_joker_the_dealer_names_trumps_by_buttons():
    # the joker turned up to seat 3, the dealer, drawn from his seat
    deal = "JS AS KS 9H 8D | JH AH KH 9S 10S | AD KD QD 9D 10D | AC QC JC 7C 8C / JK"
    s = GAME.new_game(JOKER33, 1, GAME.deal_from_text(deal))
    view = GAME.view(s, 3)
    legal = set(GAME.legal_actions(s))
    html = V.bids_html(view, legal, True)
    assert acts(html)[:4] == ["name C", "name D", "name H", "name S"] and "pass" not in acts(html)
    assert "joker was turned up" in html and "euchre:alone" in acts(html)     # the "…and play alone" toggle
    centre = V.centre_html(view)
    assert V.JOKER_UP_STATUS in centre and 'aria-label="joker"' in centre


def test_the_partners_joker_in_the_bower_rows_and_the_standing_heading():
    odds = [O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "9H", 33)]
    rows = V.bower_rows(odds, lambda p: f"<{Fraction(p)}>")
    assert rows[0]["the joker"] == "<5/27>"
    assert "33" in V.standing_heading(True) and "joker" in V.standing_heading(True)
    assert "joker" not in V.standing_heading(False)
