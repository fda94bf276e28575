"""Only the server makes class results (issue 29): a finished class hand counts only as the server plays it again
at the class's own table, its computer players choosing every move that is not the learner's."""

from __future__ import annotations

from datetime import datetime

import pytest

from engine.classroom.play import NOT_PLAYED_HERE, class_result, class_table, hand_result
from engine.classroom.store import ClassInfo
from engine.core.errors import BadInput
from tests.classroom.helpers import play_deal

NOW = datetime(2026, 11, 26)


def klass(game="euchre", variant=None, bots="rule-of-thumb") -> ClassInfo:
    return ClassInfo(id=1, code="ABCDE23456", game=game, variant=variant if variant is not None else {"players": 4},
                     seeds=(11, 12), bots=bots, learner_seat=0, max_students=30, created_at=NOW, expires_at=NOW)


@pytest.mark.parametrize("game,variant", [("euchre", {"players": 4}), ("seven-up", {}), ("draw-poker", {}),
                                          ("domino-euchre", {})])
def test_a_hand_played_at_the_class_table_is_the_result_it_was(game, variant):
    k = klass(game, variant)
    table = play_deal(k, 1, style=3)
    assert class_result(k, 1, table.record) == hand_result(table)


def forged(k: ClassInfo, deal_index: int):
    """The forger's game: the class's deal, every seat's move chosen by the learner (the last legal move for the
    computer players' seats, the first for the learner's own), a legal game from start to end."""
    t = class_table(k, deal_index)
    game, record, state = t.game, t.record, t.state
    while not game.is_over(state):
        action = game.legal_actions(state)[0 if state.to_act == k.learner_seat else -1]
        state = game.apply(state, action)
        record = record.with_action(str(action))
    return record


def test_a_game_in_which_the_learner_chose_the_computer_players_moves_is_refused_naming_no_move():
    k = klass()
    record = forged(k, 0)
    with pytest.raises(BadInput) as refused:
        class_result(k, 0, record)
    assert refused.value.reason == NOT_PLAYED_HERE
    moves = {a for a in record.actions if a not in ("pass",)}
    assert not any(m in refused.value.reason for m in moves)


def test_another_deal_or_other_rules_are_refused():
    k = klass()
    honest = play_deal(k, 0).record
    with pytest.raises(BadInput, match="not played at the class's table"):
        class_result(k, 1, honest)                                   # deal 1 of the class, record of deal 0
    with pytest.raises(BadInput, match="not played at the class's table"):
        class_result(klass(bots="sampler"), 0, honest)               # other computer players
    with pytest.raises(BadInput, match="not played at the class's table"):
        class_result(k, 0, honest.with_action("pass"))               # a move after the end
