"""Records, variants, replay, undo and tables, on the toy game."""

import json
from dataclasses import dataclass

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, replay, replay_states, transcript, undo_point
from engine.core.table import Table
from engine.core.variant import describe, option, variant_from_dict, variant_to_dict
from tests.toy_game import GAME, ToyVariant


def test_variant_options_are_documented_and_cited():
    infos = describe(ToyVariant)
    assert [i.name for i in infos] == ["seats", "chips"]
    assert all(i.doc and i.source for i in infos)


@pytest.mark.parametrize("data,message", [
    ({"colour": "red"}, "no rule option called 'colour'"),
    ({"seats": 9}, "choose one of 2, 3, 4"),
    ({"chips": "lots"}, "not a whole number"),
    ({"chips": 0}, "from 1 to 100"),
    ("nonsense", "named options"),
])
def test_bad_variant_dicts_name_what_is_wrong(data, message):
    with pytest.raises(BadInput, match=message):
        variant_from_dict(ToyVariant, data)


def test_variant_reads_url_spellings():
    assert variant_from_dict(ToyVariant, {"seats": "2", "chips": "7"}) == ToyVariant(seats=2, chips=7)


def _played(n=3):
    t = Table.new(GAME, ToyVariant(), seed=5, learner=0)
    for _ in range(n):
        if t.learners_turn():
            t.act(t.legal()[0])
        t.run_bots()
    return t


def test_record_round_trips_through_json():
    t = _played()
    again = GameRecord.from_json(t.record.to_json())
    assert again == t.record
    assert replay(again, game=GAME) == t.state


@pytest.mark.parametrize("mutate,message", [
    (lambda d: d.update(format="x"), "not a Camp & Parlour game record"),
    (lambda d: d.update(seed=-1), "field 'seed': -1 is out of range: a whole number from 0"),
    (lambda d: d.update(seed="12"), "field 'seed': '12' is not a whole number"),
    (lambda d: d.update(actions="play JS"), "not a list of moves"),
    (lambda d: d.update(version=99), "version"),
])
def test_malformed_records_are_refused_with_a_reason(mutate, message):
    data = json.loads(_played().record.to_json())
    mutate(data)
    with pytest.raises(BadInput, match=message):
        GameRecord.from_json(json.dumps(data))


def test_not_json_is_refused():
    with pytest.raises(BadInput, match="not JSON"):
        GameRecord.from_json("{{{")


def test_tampered_move_is_refused_naming_the_move_and_rule():
    t = _played()
    held = {str(c) for h in t.state.hands for c in h}
    stranger = next(f"play {c}" for c in ("9C", "9D", "9H", "9S", "10C", "10D") if c not in held)
    bad = GameRecord(t.record.game, t.record.variant, t.record.seed, (stranger,))
    with pytest.raises(BadInput, match="move 1"):
        replay(bad, game=GAME)


def test_table_refuses_illegal_moves_and_changes_nothing():
    t = Table.new(GAME, ToyVariant(), seed=5)
    before = (t.record, t.state)
    not_held = next(a for a in GAME.probe_actions(t.state) if a not in t.legal())
    with pytest.raises(IllegalAction) as err:
        t.act(not_held)
    assert err.value.rule.id == "hold" and "do not hold" in err.value.reason
    assert (t.record, t.state) == before


def test_table_refuses_acting_out_of_turn():
    t = Table.new(GAME, ToyVariant(), seed=5)
    t.act(t.legal()[0])
    with pytest.raises(IllegalAction, match="not your turn"):
        t.act(GAME.legal_actions(t.state)[0])


def test_undo_takes_back_the_learners_move_and_the_replies():
    t = Table.new(GAME, ToyVariant(), seed=5)
    start = t.state
    t.act(t.legal()[0])
    t.run_bots()
    assert len(t.record.actions) >= 3
    assert t.undo()
    assert t.state == start and t.record.actions == ()
    assert not t.undo()


def test_try_again_goes_back_to_a_decision_and_the_replies_come_again_the_same():
    t = Table.new(GAME, ToyVariant(), seed=5)
    t.act(t.legal()[0])
    t.run_bots()
    t.act(t.legal()[0])
    t.run_bots()
    first, played = t.decisions()[0], t.record.actions
    assert t.decisions() == [i for i, a in enumerate(played) if t.state_at(i).to_act == 0]
    assert t.try_again_refusal(1) == "That is not one of your decisions in this game."
    assert not t.try_again(1) and t.record.actions == played          # refused: nothing changed
    assert t.try_again(first)
    assert t.record.actions == played[:first] and t.learners_turn()
    t.act(played[first])
    t.run_bots()
    assert len(t.record.actions) == 3 and t.learners_turn()
    assert t.record.actions == played[:3]    # the same replies, drawn the same way


def test_try_again_is_refused_in_a_class_hand():
    t = Table.new(GAME, ToyVariant(), seed=5, table={"class_deal": 1})
    t.act(t.legal()[0])
    assert "class hand" in t.try_again_refusal(0)
    assert not t.try_again(0) and len(t.record.actions) == 1


def test_undo_point_and_transcript():
    t = _played(2)
    states = replay_states(t.record, game=GAME)
    assert undo_point(t.record, 0, states) is not None
    lines = transcript(t.record, game=GAME)
    assert len(lines) >= len(t.record.actions) and lines[0].strip().startswith("1.")


def test_same_seed_same_bots_same_game():
    assert _played(4).record == _played(4).record


@dataclass(frozen=True)
class _Checked:
    n: int = option(1, "n", "site", minimum=1)

    def __post_init__(self):
        if self.n == 3:
            raise ValueError("three is not allowed")


def test_variant_post_init_errors_become_bad_input():
    assert variant_to_dict(_Checked()) == {"n": 1}
    with pytest.raises(BadInput, match="three is not allowed"):
        variant_from_dict(_Checked, {"n": 3})
