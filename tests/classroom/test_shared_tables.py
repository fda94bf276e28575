"""Shared tables in the store (engine/classroom/tables.py), on SQLite and PostgreSQL: seats that belong to someone,
moves only for one's own seat on one's own turn, one move per turn, computer players moved by the server, the
record replayed after a restart."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest

from engine.classroom.store import open_store, utcnow
from engine.classroom.tables import SharedTables
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import replay_states
from engine.games import get_game

FOUR = ["person", "person", "person", "person"]


@pytest.fixture
def tables(store):
    return SharedTables(store)


def _euchre(tables, seats=FOUR, **kw):
    t, token = tables.open("euchre", {"players": 4, "pack": 24} | kw.pop("variant", {}), seats, "rule-of-thumb",
                           "Ada", seed=11, **kw)
    return t, token


def test_open_join_take_the_person_seats_in_order_and_refuse_a_full_table(tables):
    t, ada = _euchre(tables)
    assert [s.name for s in t.seats] == ["Ada", None, None, None] and t.opener == 0 and not t.started
    _, ben_seat, ben = tables.join(t.shown_code, "Ben")
    _, cal_seat, _ = tables.join(t.code.lower(), "Cal", seat=3)
    _, dot_seat, _ = tables.join(t.code, "Dot")
    assert (ben_seat, cal_seat, dot_seat) == (1, 3, 2)
    with pytest.raises(BadInput, match="every person's seat"):
        tables.join(t.code, "Eve")
    assert tables.seat_of(t.id, ada) == 0 and tables.seat_of(t.id, ben) == 1
    assert tables.seat_of(t.id, "x" * 30) is None


def test_a_name_taken_a_look_alike_or_you_is_refused_and_nothing_is_stored(tables):
    t, _ = _euchre(tables)
    before = tables.read(t.id).version
    for name, why in (("ada", "already plays as"), ("Аda", "already plays as"), ("You", "“You”"),
                      ("<b>" * 20, "at most")):
        with pytest.raises(BadInput, match=why):
            tables.join(t.code, name)
    assert tables.read(t.id).version == before and tables.read(t.id).free_seats() == [1, 2, 3]


def test_a_wrong_code_is_refused_and_counted_with_the_class_codes(tables, store):
    with pytest.raises(BadInput, match="no table has the code"):
        tables.find("ABCDE-23456", client="c1")
    for _ in range(5):
        with pytest.raises(BadInput):
            tables.find("ABCDE-23457", client="c1")
    with pytest.raises(BadInput, match="wait"):
        store.class_by_code("ABCDE-23458", client="c1")   # one count for both kinds of code


def test_a_token_takes_its_own_seat_back_and_nobody_elses(tables):
    t, ada = _euchre(tables)
    _, seat, ben = tables.join(t.code, "Ben")
    again, seat2, new = tables.join(t.code, "anything", token=ben)
    assert (seat2, new) == (seat, None) and len(again.free_seats()) == 2


def test_moves_only_for_ones_own_seat_on_ones_own_turn_and_only_legal_ones(tables):
    t, ada = _euchre(tables, seats=["person", "person", "computer", "computer"])
    _, _, ben = tables.join(t.code, "Ben")
    with pytest.raises(IllegalAction, match="not started"):
        tables.move(t.id, ada, "pass", 0)
    with pytest.raises(BadInput, match="only whoever opened"):
        tables.start(t.id, ben)
    tables.start(t.id, ada)
    t = tables.read(t.id)
    game = get_game("euchre")
    state = replay_states(t.record())[-1]
    first = state.to_act
    token = {0: ada, 1: ben}.get(first)
    if token is None:                     # a computer player is first: the server moves it
        assert tables.computer_move(t.id, now=utcnow() + timedelta(seconds=5))
        t = tables.read(t.id)
        state = replay_states(t.record())[-1]
        token = {0: ada, 1: ben}.get(state.to_act)
    other = ben if token == ada else ada
    legal = [str(a) for a in game.legal_actions(state)]
    with pytest.raises(IllegalAction, match="not your turn"):
        tables.move(t.id, other, legal[0], len(t.moves))
    with pytest.raises(IllegalAction):
        tables.move(t.id, token, "play AS AS", len(t.moves))           # tampered: the game's own refusal
    with pytest.raises(IllegalAction, match="moved on"):
        tables.move(t.id, token, legal[0], len(t.moves) + 1)           # chosen at another moment
    with pytest.raises(IllegalAction, match="no seat"):
        tables.move(t.id, "z" * 32, legal[0], len(t.moves))
    assert tables.read(t.id).moves == t.moves                           # nothing stored by any refusal
    tables.move(t.id, token, legal[0], len(t.moves))
    assert tables.read(t.id).moves == (*t.moves, legal[0])


def test_two_moves_for_the_same_turn_at_the_same_instant_one_is_taken(tables):
    t, ada = _euchre(tables, seats=["person", "computer", "computer", "computer"])
    tables.start(t.id, ada)
    # let the computers play until it is Ada's turn
    for _ in range(20):
        t = tables.read(t.id)
        if replay_states(t.record())[-1].to_act == 0:
            break
        tables.computer_move(t.id, now=utcnow() + timedelta(seconds=5))
    state = replay_states(t.record())[-1]
    legal = [str(a) for a in get_game("euchre").legal_actions(state)]
    results, go = [], threading.Barrier(2)

    def send(action):
        go.wait()
        try:
            tables.move(t.id, ada, action, len(t.moves))
            results.append("taken")
        except IllegalAction as exc:
            results.append(exc.reason)

    threads = [threading.Thread(target=send, args=(legal[i % len(legal)],)) for i in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sorted(results)[-1] == "taken" and results.count("taken") == 1, results
    assert len(tables.read(t.id).moves) == len(t.moves) + 1


def test_computer_players_wait_for_the_pace_and_a_handed_seat_is_played_then_taken_back(tables):
    t, ada = _euchre(tables, seats=["person", "person", "computer", "computer"], pace=2.5)
    _, _, ben = tables.join(t.code, "Ben")
    tables.start(t.id, ada)
    now = utcnow()
    t = tables.read(t.id)
    assert not tables.computer_move(t.id, now=t.changed_at + timedelta(seconds=1))   # the pace has not passed
    with pytest.raises(BadInput, match="only whoever opened"):
        tables.hand_over(t.id, ben, 0)
    tables.hand_over(t.id, ada, 1)
    assert tables.read(t.id).seats[1].played_by_computer
    # with Ben away, every turn but Ada's is the server's
    for _ in range(12):
        t = tables.read(t.id)
        if replay_states(t.record())[-1].to_act == 0:
            break
        assert tables.computer_move(t.id, now=now + timedelta(minutes=1 + len(t.moves)))
    assert replay_states(tables.read(t.id).record())[-1].to_act == 0
    tables.join(t.code, "Ben", token=ben)                  # Ben is back
    assert not tables.read(t.id).seats[1].away


def test_the_table_survives_a_new_store_and_resumes_at_the_same_move(db_url):
    s1 = open_store(db_url)
    tables = SharedTables(s1)
    t, ada = _euchre(tables, seats=["person", "computer", "computer", "computer"], pace=0.0)
    tables.start(t.id, ada)
    for _ in range(3):
        tables.computer_move(t.id)
    before = tables.read(t.id)
    s1.close()
    s2 = open_store(db_url)
    try:
        after = SharedTables(s2).read(t.id)
        assert after.moves == before.moves and after.version == before.version
        seat = SharedTables(s2).seat_table(t.id, ada)
        assert seat.learner == 0 and seat.record.actions == before.moves and not seat.bots_turn()
        assert seat.undo_refusal() and seat.step_bot() is None
    finally:
        s2.close()


def test_a_seat_sees_its_own_view_only(tables):
    t, ada = _euchre(tables, seats=["person", "person", "computer", "computer"])
    _, _, ben = tables.join(t.code, "Ben")
    tables.start(t.id, ada)
    a, b = tables.seat_table(t.id, ada), tables.seat_table(t.id, ben)
    assert a.view()["hand"] != b.view()["hand"] and a.view()["seat"] == 0 and b.view()["seat"] == 1
    assert not set(a.view()["hand"]) & set(b.view()["hand"])
    # each seat reads itself as "You", the other person by name, the computer players by the game's names
    assert a.view()["names"][:2] == ["You", "Ben"] and b.view()["names"][:2] == ["Ada", "You"]
    assert b.game.seat_name(b.variant, 0) == "Ada" and a.game.seat_name(a.variant, 0) == "You"


def test_expired_tables_are_purged_with_their_seats_and_moves(tables, store):
    t, ada = _euchre(tables)
    tables.join(t.code, "Ben")
    at = tables.read(t.id).expires_at
    store.purge_expired(now=at - timedelta(microseconds=1))
    assert tables.count() == 1                                          # not before its hour
    assert store.purge_expired(now=at) == 0                             # counts classes; tables go too, at the hour
    assert tables.count() == 0
    with pytest.raises(BadInput, match="no table"):
        tables.find(t.code)


def test_bad_openings_are_refused_with_the_reason(tables):
    for kw, why in ((dict(seats=["person"] * 3), "each of the 4 seats"),
                    (dict(seats=["computer"] * 4), "at least one seat"),
                    (dict(pace=9.0), "pace"), (dict(nudge_after=7), "times offered")):
        seats = kw.pop("seats", FOUR)
        with pytest.raises(BadInput, match=why):
            tables.open("euchre", {"players": 4, "pack": 24}, seats, "rule-of-thumb", "Ada", **kw)
    with pytest.raises(BadInput, match="no computer players"):
        tables.open("euchre", {"players": 4, "pack": 24}, FOUR, "nobody", "Ada")
    assert tables.count() == 0
