"""engine/core/record.py on the toy game (issue 31: mutation score): every field a saved game is checked for, at its
bounds, with the words of each refusal; the file's layout; sealed files and a sealed file inside one; fixed deals
and their refusals; replay, undo and the transcript worked out by hand; views turned into plain JSON values."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from fractions import Fraction

import pytest

from engine.core import seal
from engine.core.cards import Card
from engine.core.dominoes import Domino
from engine.core.errors import BadInput, IllegalAction
from engine.core.game import Outcome
from engine.core.record import (
    GameRecord,
    as_json_value,
    new_record,
    parse_move,
    replay,
    replay_states,
    saved_text,
    start,
    transcript,
    undo_point,
)
from engine.core.rng import MAX_SEED
from tests.toy_game import GAME, Toy, ToyVariant

PLAIN = {"format": "camp-and-parlour/record", "version": 1, "game": "toy", "variant": {"seats": 3, "chips": 5},
         "seed": 5, "deal": None, "table": {}, "actions": []}


def _moves(record: GameRecord, n: int) -> GameRecord:
    """The record after n moves, each the first legal one."""
    s = replay(record)
    for _ in range(n):
        a = GAME.legal_actions(s)[0]
        record, s = record.with_action(a), GAME.apply(s, a)
    return record


def _refused(data, what="saved game") -> str:
    with pytest.raises(BadInput) as e:
        GameRecord.from_json(json.dumps(data) if not isinstance(data, str) else data)
    assert e.value.what == what
    return e.value.reason


def test_a_new_record_is_written_one_field_a_line_in_a_fixed_order():
    r = new_record(GAME, ToyVariant(), 5)
    assert r == GameRecord("toy", {"seats": 3, "chips": 5}, 5, (), None, {})
    text = r.to_json()
    assert json.loads(text) == PLAIN and list(json.loads(text)) == list(PLAIN)
    assert text.splitlines()[:3] == ["{", ' "format": "camp-and-parlour/record",', ' "version": 1,']
    assert new_record(GAME, ToyVariant(seats=2), 9, "deal text", {"learner": 1}) == \
        GameRecord("toy", {"seats": 2, "chips": 5}, 9, (), "deal text", {"learner": 1})
    odd = GameRecord("toy", {"share": Fraction(1, 3)}, 1).to_json()
    assert json.loads(odd)["variant"] == {"share": "1/3"}          # what JSON cannot hold is written as text


def test_a_record_round_trips_and_grows_and_is_cut():
    r = _moves(GameRecord("toy", {"seats": 3, "chips": 5}, 5, (), None, {"learner": 0}), 4)
    assert len(r.actions) == 4 and GameRecord.from_json(r.to_json()) == r
    assert r.truncated(1).actions == r.actions[:1] and r.truncated(1).table == {"learner": 0}
    back = GameRecord.from_json(r.to_json().encode())
    assert back == r and isinstance(back.actions, tuple) and back.deal is None
    assert GameRecord.from_json(json.dumps({k: v for k, v in PLAIN.items() if k != "table"})).table == {}


@pytest.mark.parametrize("change, what, reason", [
    (dict(format="other"), "saved game", "this is not a Camp & Parlour game record (its 'format' is missing or wrong)"),
    (dict(version=True), "saved game", "record version True is not one this site reads (1)"),
    (dict(version=2), "saved game", "record version 2 is not one this site reads (1)"),
    (dict(game="Toy"), "saved game field 'game'", "'Toy' is not allowed here: a game's short name, like euchre"),
    (dict(game="t" * 41), "saved game field 'game'", "is too long: at most 40 characters"),
    (dict(variant=[1]), "saved game field 'variant'", "is not a set of named options"),
    (dict(seed="5"), "saved game field 'seed'", "'5' is not a whole number written in digits 0-9"),
    (dict(seed=-1), "saved game field 'seed'", "-1 is out of range: a whole number from 0 to 9,007,199,254,740,991"),
    (dict(seed=MAX_SEED + 1), "saved game field 'seed'", "is out of range"),
    (dict(actions="play 9S"), "saved game field 'actions'", "'play 9S' is not a list of moves"),
    (dict(actions=["play 9S", 7]), "saved game move 2", "7 is not text"),
    (dict(actions=["x" * 201]), "saved game move 1", "is too long: at most 200 characters"),
    (dict(deal=5), "saved game field 'deal'", "5 is not text"),
    (dict(deal="x" * 2001), "saved game field 'deal'", "is too long: at most 2,000 characters"),
    (dict(table=[1]), "saved game field 'table'", "is not a set of named options"),
    (dict(extra=1), "saved game", "there is no field called 'extra'"),
])
def test_each_field_is_checked_and_named(change, what, reason):
    assert reason in _refused(dict(PLAIN, **change), what)


def test_fields_at_their_bounds_are_read():
    r = GameRecord.from_json(json.dumps(dict(PLAIN, game="t" * 40, seed=MAX_SEED, actions=["x" * 200],
                                             deal="d" * 2000, table={"learner": 1})))
    assert (r.game, r.seed, r.actions, r.deal, r.table) == ("t" * 40, MAX_SEED, ("x" * 200,), "d" * 2000,
                                                            {"learner": 1})
    assert GameRecord.from_json(json.dumps(dict(PLAIN, seed=0))).seed == 0


def test_a_record_of_20000_moves_is_read_and_one_more_refused():
    assert len(GameRecord.from_json(json.dumps(dict(PLAIN, actions=["p"] * 20_000))).actions) == 20_000
    assert _refused(dict(PLAIN, actions=["p"] * 20_001), "saved game field 'actions'") == \
        "the record has 20,001 moves; at most 20,000"


def test_what_is_not_a_record_is_refused():
    assert _refused([1, 2]) == "this is not a Camp & Parlour game record (its 'format' is missing or wrong)"
    assert _refused({"version": 1}) == "this is not a Camp & Parlour game record (its 'format' is missing or wrong)"
    assert _refused({k: v for k, v in PLAIN.items() if k != "seed"}).startswith("the field 'seed' is missing")
    assert _refused("x" * 2_000_001) == "it is 2,000,001 bytes long; at most 2,000,000 bytes are read"


def test_a_sealed_record_opens_and_must_be_of_the_game_its_wrapper_names():
    r = _moves(new_record(GAME, ToyVariant(), 5), 2)
    text = saved_text(r)
    assert json.loads(text)["format"] == seal.FORMAT and GameRecord.from_json(text) == r
    other = seal.seal(r.to_json(), "euchre")
    assert _refused(other) == "its sealed record is of another game than its wrapper says"
    inner = seal.seal(seal.seal(r.to_json(), "toy"), "toy")                      # sealed twice: opened once only
    assert _refused(inner) == "this is not a Camp & Parlour game record (its 'format' is missing or wrong)"


def test_a_finished_game_is_saved_plain():
    r = _moves(new_record(GAME, ToyVariant(), 5), 6)
    assert GAME.is_over(replay(r))
    assert saved_text(r) == r.to_json() == saved_text(r, GAME) == saved_text(r, GAME, replay(r))
    unfinished = r.truncated(5)
    assert json.loads(saved_text(unfinished, GAME))["format"] == seal.FORMAT
    # the state given is the one judged: a finished state saves the record plain
    assert saved_text(unfinished, GAME, replay(r)) == unfinished.to_json()


def test_a_move_is_checked_as_text_before_the_game_reads_it():
    assert parse_move(GAME, "play 10H") == "play 10H"
    with pytest.raises(BadInput) as e:
        parse_move(GAME, "play J\u2660")
    assert (e.value.what, e.value.reason) == ("move", "'play J\u2660' is not allowed here: a move is written in "
                                              "plain letters, digits and dashes, like 'play JS' or 'bet high 0.25'")
    with pytest.raises(BadInput) as e:
        parse_move(GAME, "p" * 201, "my move")
    assert e.value.what == "my move" and "at most 200 characters" in e.value.reason
    assert parse_move(GAME, "play " + "x" * 0 + "TH") == "play 10H"
    with pytest.raises(IllegalAction):
        parse_move(GAME, "take 10H")


def test_replay_stops_where_asked_and_names_a_move_that_breaks_a_rule():
    r = _moves(new_record(GAME, ToyVariant(), 5), 4)
    states = replay_states(r)
    assert len(states) == 5 and states[0] == replay(r, 0) and states[2] == replay(r, 2) and states[4] == replay(r)
    assert replay(r, upto=None) == states[-1]
    bad = GameRecord("toy", r.variant, 5, (r.actions[0], r.actions[0]))
    for f in (replay, replay_states):
        with pytest.raises(BadInput) as e:
            f(bad)
        assert e.value.what == "saved game"
        assert e.value.reason.startswith(f"move 2 ('{r.actions[0]}') breaks a rule: You do not hold the ")
    with pytest.raises(BadInput) as e:
        replay(GameRecord("toy", r.variant, 5, ("play J\u2660",)))
    assert e.value.what == "saved game move 1"


def test_undo_point_is_the_seats_last_move():
    r = _moves(new_record(GAME, ToyVariant(), 5), 4)   # seats 0, 1, 2, then 0 again (round two)
    assert [s.to_act for s in replay_states(r)[:4]] == [0, 1, 2, 0]
    assert undo_point(r, 0) == 3 and undo_point(r, 1) == 1 and undo_point(r, 2) == 2
    assert undo_point(r.truncated(1), 0) == 0 and undo_point(r.truncated(1), 1) is None
    assert undo_point(new_record(GAME, ToyVariant(), 5), 0) is None
    assert undo_point(r, 1, replay_states(r)) == 1


def test_the_transcript_numbers_each_move_with_its_phase_and_ends_with_the_outcome():
    r = _moves(new_record(GAME, ToyVariant(), 5), 6)
    lines = transcript(r)
    assert len(lines) == 7
    assert lines[0] == f"   1. [play] {r.actions[0]}" and lines[5] == f"   6. [play] {r.actions[5]}"
    assert lines[6] == "  => High card wins."
    assert transcript(r.truncated(2), GAME) == lines[:2]


class DealToy(Toy):
    """The toy game with fixed deals: "ok" deals, "bad" is refused by the reader, "later" by the start."""

    slug = "dealtoy"

    def deal_from_text(self, text):
        if text.startswith("bad"):
            raise ValueError("no such deal " + "x" * 400)
        return text

    def new_game(self, variant=None, seed=0, deal=None):
        if deal == "later":
            raise IllegalAction("the deal gives a card twice")
        if deal == "secret":
            raise BadInput("site secret", "not usable")
        return super().new_game(variant, seed)


DEALER = DealToy()


def test_a_fixed_deal_is_read_by_the_game_and_its_refusals_name_the_deal():
    game, variant, state = start(GameRecord("dealtoy", {"seats": 2, "chips": 5}, 3, (), "ok\nline two"), DEALER)
    assert game is DEALER and variant == ToyVariant(seats=2) and state == DEALER.new_game(ToyVariant(seats=2), 3)
    with pytest.raises(BadInput) as e:
        start(GameRecord("dealtoy", {}, 3, (), "bad"), DEALER)
    assert e.value.what == "fixed deal" and e.value.reason.startswith("no such deal xxx")
    assert e.value.reason.endswith("… (413 characters)") and len(e.value.reason) == 300 + len("… (413 characters)")
    with pytest.raises(BadInput) as e:
        start(GameRecord("dealtoy", {}, 3, (), "later"), DEALER)
    assert (e.value.what, e.value.reason) == ("fixed deal", "the deal gives a card twice")
    with pytest.raises(BadInput) as e:
        start(GameRecord("dealtoy", {}, 3, (), "secret"), DEALER)
    assert (e.value.what, e.value.reason) == ("site secret", "not usable")
    with pytest.raises(BadInput) as e:
        start(GameRecord("dealtoy", {}, 3, (), "ok \u2660"), DEALER)
    assert e.value.what == "fixed deal" and e.value.reason.endswith(
        "is not allowed here: a deal is written in plain letters and digits, like 'JS AS KS 9H 10D / ...'")
    with pytest.raises(BadInput) as e:
        start(GameRecord("dealtoy", {}, 3, (), "o" * 2001), DEALER)
    assert e.value.what == "fixed deal" and "at most 2,000 characters" in e.value.reason
    with pytest.raises(BadInput) as e:
        start(GameRecord("toy", {}, 3, (), "any"), GAME)
    assert (e.value.what, e.value.reason) == ("fixed deal", "High Card does not take a fixed deal as text")


def test_start_finds_the_game_a_record_names():
    game, variant, state = start(new_record(GAME, ToyVariant(seats=4), 8))
    assert game is GAME and variant == ToyVariant(seats=4) and state == GAME.new_game(ToyVariant(seats=4), 8)


class Colour(enum.Enum):
    RED = "red"


@dataclass
class Point:
    x: int
    y: list


class Opaque:
    __slots__ = ()


def test_views_become_plain_json_values():
    assert as_json_value({1: Card.parse("JS"), "t": (Domino(6, 4), [None, True, 2.5])}) == \
        {"1": "JS", "t": ["6-4", [None, True, 2.5]]}
    assert as_json_value({Card.parse("2C"), Card.parse("10H"), Card.parse("AS")}) == ["10H", "2C", "AS"]
    assert as_json_value(frozenset({3, 1})) == [1, 3]
    assert as_json_value(Colour.RED) == "red" and as_json_value(Fraction(2, 4)) == "1/2"
    assert as_json_value(Outcome("done", (1,), {1: 2.0})) == {"summary": "done", "winners": [1], "scores": {"1": 2.0}}
    assert as_json_value(Point(1, [Card.parse("QD")])) == {"x": 1, "y": ["QD"]}
    assert as_json_value(Opaque()).startswith("<") and as_json_value("s") == "s" and as_json_value(7) == 7


class Shifted(Toy):
    """The toy game dealt from another seed, its log naming the seat to act: a game object handed to the record
    functions, not the one records find by the name "toy" (the first made under it, tests.toy_game's)."""

    def new_game(self, variant=None, seed=0, deal=None):
        self.started = getattr(self, "started", 0) + 1
        return super().new_game(variant, seed + 1000)

    def describe(self, state, action):
        return f"{action} (seat {state.to_act})"


SHIFTED = Shifted()


def _shifted_moves(n: int) -> GameRecord:
    r = new_record(SHIFTED, ToyVariant(), 5, None, {"learner": 0})
    s = replay(r, game=SHIFTED)
    for _ in range(n):
        a = SHIFTED.legal_actions(s)[0]
        r, s = r.with_action(a), SHIFTED.apply(s, a)
    return r


def test_the_game_handed_in_is_the_one_played_not_the_one_the_name_finds():
    r = _shifted_moves(6)
    assert start(GameRecord("toy", {}, 5), SHIFTED)[0] is SHIFTED
    with pytest.raises(BadInput):
        replay(GameRecord("toy", r.variant, 5, r.actions))        # the toy game's own deal: these moves are not legal
    assert SHIFTED.is_over(replay(r, game=SHIFTED)) and len(replay_states(r, SHIFTED)) == 7
    assert transcript(r, SHIFTED)[0] == f"   1. [play] {r.actions[0]} (seat 0)"
    assert transcript(r, SHIFTED)[1] == f"   2. [play] {r.actions[1]} (seat 1)"
    assert undo_point(r, 1, replay_states(r, SHIFTED)) == 4
    assert saved_text(r, SHIFTED) == r.to_json()                    # over in the shifted deal: plain


def test_a_saved_text_with_its_state_given_replays_nothing():
    r = _shifted_moves(6)
    state = replay(r, game=SHIFTED)
    before = SHIFTED.started
    assert saved_text(r, SHIFTED, state) == r.to_json() and SHIFTED.started == before


def test_a_record_cut_or_grown_keeps_its_variant_deal_and_table():
    r = GameRecord("toy", {"seats": 2}, 9, ("a", "b"), "the deal", {"learner": 1})
    assert r.truncated(1) == GameRecord("toy", {"seats": 2}, 9, ("a",), "the deal", {"learner": 1})
    assert r.with_action("c") == GameRecord("toy", {"seats": 2}, 9, ("a", "b", "c"), "the deal", {"learner": 1})


def test_a_damaged_sealed_record_is_refused_as_the_saved_game():
    r = _moves(new_record(GAME, ToyVariant(), 5), 2)
    data = json.loads(saved_text(r))
    data["site"] = "0" * 12
    assert _refused(data).startswith("it was sealed by another site")


class Reported:
    def to_json(self):
        return {"kind": "reported"}


def test_objects_that_write_themselves_are_asked_to_and_mixed_sets_sort_as_text():
    assert as_json_value(Reported()) == {"kind": "reported"}
    r = GameRecord("toy", {}, 1)
    assert as_json_value(r) == r.to_json()                          # a dataclass that writes itself: its own text
    assert as_json_value(frozenset({1, "a", 10})) == [1, 10, "a"]
