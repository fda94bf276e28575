"""Moves at a card Euchre table for the Euchre tests (test_euchre, test_euchre_joker, test_euchre_hasenpfeffer):
play actions in turn, expect a refusal by its rule, open a fixed deal."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games.euchre import GAME


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, GAME.parse_action(a))
    return state


def refused(state, action, rule_id):
    """The refusal of ``action``: by the rule ``rule_id``, with a reason (returned)."""
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, GAME.parse_action(action))
    assert exc.value.rule.id == rule_id, exc.value.rule.id
    assert exc.value.reason
    return exc.value.reason


def fixed(variant, text, seed=1):
    return GAME.new_game(variant, seed, GAME.deal_from_text(text))
