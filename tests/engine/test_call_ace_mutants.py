"""Call-Ace Domino Euchre's own rules at their edges (engine/games/call_ace.py): the call's refusals and move-log
lines word for word, the partner as the score line names him, the views before and after the call. Found
untested by the mutation run (tests/audit/mutation.py); the deal is test_call_ace's, its outcomes worked there."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games.call_ace import GAME, CallAceVariant
from tests.engine.test_call_ace import DEAL, V4
from tests.engine.test_domino_euchre import fixed, play

CALLABLE = "Call blanks or ones or twos or threes or sixes."   # fives trumps: neither fives nor fours (the left bower)


def _reason(state, action):
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action(action))
    return info.value.rule.id, info.value.reason


@pytest.mark.rules("call-suit", "call-partner")
def test_the_calls_refusals_word_for_word():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")      # Abner makes fives
    assert _reason(s, "call 5") == ("call-suit", f"You cannot call fives: fives are trumps. {CALLABLE}")
    assert _reason(s, "call 4") == ("call-suit", "You cannot call fours: the left bower 4-4 comes from fours, so "
                                                 f"that suit has no doublet to call. {CALLABLE}")
    assert _reason(fixed(GAME, V4, DEAL), "call 3") == (
        "call-partner", "Only the bid winner names a partner suit, after trumps are made; now the first round of "
                        "bidding is on: pass, or accept fives ('accept').")


@pytest.mark.rules("call-partner", "call-secret", "call-score")
def test_the_call_in_the_move_log_the_view_and_the_score_line():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")
    before = GAME.view(s, 0)
    assert before["partner_suit"] is None and before["callable"] == [0, 1, 2, 3, 6]
    assert GAME.view(fixed(GAME, V4, DEAL), 0)["callable"] == []     # no trumps yet: nothing to call
    assert GAME.describe(s, "call 3") == ("Abner names threes the partner suit: whoever holds the 3-3 is the maker's "
                                          "partner, unknown until it is played.")
    t = play(GAME, s, "call 3")
    assert GAME.view(t, 0)["partner_suit"] == 3
    assert GAME.makers_name(t) == "Abner and Caleb (who held the 3-3)"
    lines = []
    while t.phase == "play":
        legal = GAME.legal_actions(t)
        pick = "play 3-3" if "play 3-3" in legal else legal[0]
        line = GAME.describe(t, pick)
        if "partner tile" in line:
            lines.append(line)
        t = GAME.apply(t, pick)
    assert lines == ["Caleb plays the 3-3 (the partner tile: Caleb is the maker's partner)."]
    assert t.results[-1].text == ("Hand 1: Abner and Caleb (who held the 3-3) made fives but took "
                                                   "only 0: euchred! The others score 2 each.")


@pytest.mark.rules("call-none")
def test_a_maker_holding_the_called_doublet_has_no_partner_and_says_so():
    s = play(GAME, fixed(GAME, V4, DEAL), "accept", "call 6")        # You make fives holding the 6-6
    assert GAME.makers_name(s) == "You (no partner: the 6-6 was in the maker's own hand)"
    lines = []
    while s.phase == "play":
        legal = GAME.legal_actions(s)
        pick = "play 6-6" if "play 6-6" in legal else legal[0]
        line = GAME.describe(s, pick)
        if "partner tile" in line:
            lines.append(line)
        s = GAME.apply(s, pick)
    assert lines == ["You lead the 6-6 (sixes led) (the partner tile: the maker had no partner)."]
    assert "You (no partner: the 6-6 was in the maker's own hand)" in s.results[-1].text   # though played since


@pytest.mark.rules("call-alone", "call-players")
def test_lone_hands_off_and_the_tables_seats():
    with pytest.raises(IllegalAction) as info:
        GAME._no_alone(CallAceVariant(lone=False))
    assert (info.value.rule.id, info.value.reason) == (
        "call-alone", "Lone hands are not played at this table (rule option 'lone' is off).")
    assert GAME.may_go_alone(V4) and not GAME.may_go_alone(CallAceVariant(lone=False))
    assert GAME.seats(None) == 4 and GAME.side_of(V4, 3) == 3


@pytest.mark.rules("call-partner", "call-secret", "call-score")
def test_blanks_called_and_seat_0_as_the_partner():
    """Suit 0 (blanks) and seat 0 (You) are a partner suit and a partner like any other."""
    t = play(GAME, fixed(GAME, V4, DEAL), "accept", "call 0")      # You make fives; the 0-0 is Abner's
    assert GAME.view(t, 1)["partner_suit"] == 0 and GAME.view(t, 1)["partner_known"] == 1
    assert GAME.makers_name(t) == "You and Abner (who held the 0-0)"
    lines = []
    while t.phase == "play":
        legal = GAME.legal_actions(t)
        pick = "play 0-0" if "play 0-0" in legal else legal[0]
        lines.append(GAME.describe(t, pick))
        t = GAME.apply(t, pick)
    assert lines[0] == "You lead the 1-1 (ones led)."             # an ordinary tile: nothing added
    assert [x for x in lines if "partner" in x] == ["Abner plays the 0-0 (the partner tile: Abner is the maker's "
                                                    "partner)."]
    u = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept", "call 6")   # Abner makes; the 6-6 is yours
    assert u.partner == 0 and GAME.view(u, 0)["partner_known"] == 0
    assert GAME.makers_name(u) == "Abner and You (who held the 6-6)"
    assert GAME.view(u._replace(trump=0), 0)["callable"] == [1, 2, 3, 4, 5]   # blanks trumps: the 6-6 is the left


@pytest.mark.rules("call-partner")
def test_while_the_partner_suit_is_named_nothing_else_is_taken():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")
    assert GAME.makers_name(s) == "Abner"
    for action, reason in (("pass", "There is no passing now: the bid winner is naming the partner suit ('call 3')."),
                           ("play 6-6", "It is not time to play a tile: the bid winner is naming the partner suit "
                                        "('call 3').")):
        assert _reason(s, action) == ("call-partner", reason)


@pytest.mark.rules("call-suit", "call-partner")
def test_every_probe_at_the_call_is_refused_with_a_rule():
    s = play(GAME, fixed(GAME, V4, DEAL), "pass", "accept")
    legal = set(GAME.legal_actions(s))
    rules = set()
    for probe in GAME.probe_actions(s):
        if probe in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            GAME.apply(s, probe)
        rules.add(info.value.rule.id)
    assert {"call-suit", "call-partner"} <= rules
