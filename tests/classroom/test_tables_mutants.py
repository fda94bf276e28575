"""engine/classroom/tables.py held by tests that would fail (issue 31: mutation score): a shared table's seats belong
to their tokens, a move is taken only for one's own seat on one's own turn, the server moves the computer players at
the table's pace, and every refusal is worded as the player reads it. SQLite here (the runner's in-process cases;
test_shared_tables.py runs the store on PostgreSQL too)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engine.bots import bots_for
from engine.classroom import tables as shared
from engine.classroom.models import SharedSeatRow
from engine.classroom.store import open_store, utcnow
from engine.classroom.tables import (
    NUDGE_CHOICES,
    PACES,
    TTL_HOURS,
    Seat,
    SeatTable,
    SharedTable,
    SharedTables,
    delete_tables,
    release_student,
)
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import replay_states
from engine.core.rng import rng_for
from engine.games import get_game

T0 = (utcnow() + timedelta(hours=1)).replace(microsecond=0)   # ahead: a join "now" finds it open
FOUR = ["person"] * 4


@pytest.fixture
def store(tmp_path):
    s = open_store(f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}")
    yield s
    s.close()


@pytest.fixture
def tables(store):
    return SharedTables(store)


def euchre(tables, seats=FOUR, **kw):
    return tables.open("euchre", {"players": 4, "pack": 24}, seats, "rule-of-thumb", "Ada", seed=11, now=T0, **kw)


def said(call, *args, **kw) -> str:
    with pytest.raises((BadInput, IllegalAction)) as exc:
        call(*args, **kw)
    return str(exc.value) if isinstance(exc.value, BadInput) else exc.value.reason


def state_of(tables, table_id):
    return replay_states(tables.read(table_id).record())[-1]


def test_the_constants_a_table_offers():
    assert (TTL_HOURS, PACES, NUDGE_CHOICES, shared.RESERVED_NAMES) == (48, (0.0, 0.6, 1.2, 2.5),
                                                                        (None, 30, 60, 120, 300), ("you",))
    assert shared.SEAT_RULE.id == "shared-seat" and shared.ONE_MOVE_RULE.id == "shared-one-move"


def test_a_seat_is_taken_by_a_name_and_played_by_a_computer_when_its_own_or_handed_over():
    assert not Seat(0, "person").taken and Seat(0, "person", "Ada").taken
    assert not Seat(0, "person", "Ada").played_by_computer
    assert Seat(0, "person", "Ada", away=True).played_by_computer and Seat(1, "computer").played_by_computer


def _table(**kw):
    base = dict(id=1, code="ABCDE23456", game="euchre", variant={"players": 4}, seed=5,
                seats=(Seat(0, "computer"), Seat(1, "person", "Ada"), Seat(2, "person"), Seat(3, "person", "Bo", True)),
                bots="rule-of-thumb", pace=1.2, nudge_after=60, started=True, version=3, moves=("pass",),
                changed_at=T0, expires_at=T0)
    return SharedTable(**base | kw)


def test_the_opener_is_the_first_persons_seat_and_nobody_at_a_classs_table():
    t = _table()
    assert t.opener == 1 and t.free_seats() == [2] and t.shown_code == "ABCDE-23456"
    assert _table(class_id=7).opener is None
    r = t.record()
    assert (r.game, r.variant, r.seed, r.actions, r.deal, r.table) == ("euchre", {"players": 4}, 5, ("pass",), None,
                                                                       {"shared": "ABCDE23456"})


def test_a_person_to_act_may_be_nudged_after_the_openers_time():
    t = _table()
    assert t.nudge_at(1) == T0 + timedelta(seconds=60) and t.nudge_at(2) == T0 + timedelta(seconds=60)
    assert t.nudge_at(0) is None and t.nudge_at(3) is None          # a computer's, or one handed to a computer
    assert t.nudge_at(None) is None
    assert _table(nudge_after=None).nudge_at(1) is None and _table(started=False).nudge_at(1) is None


def test_opening_refusals_in_the_players_words(tables):
    assert said(tables.open, "chuck-a-luck", {"soldiers": 0}, ["person"], "lucky-number", "Ada") == \
        "game: Chuck-a-Luck has one seat: it is played at a table of your own"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, ["person"] * 3, "rule-of-thumb", "Ada") == \
        "seats: say for each of the 4 seats whether a person or a computer player sits there"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, ["person"] * 3 + ["robot"], "rule-of-thumb",
                "Ada") == "seats: say for each of the 4 seats whether a person or a computer player sits there"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, ["computer"] * 4, "rule-of-thumb", "Ada") == \
        "seats: at least one seat is for a person: you"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, FOUR, "nobody", "Ada") == \
        "computer players: Euchre has no computer players called 'nobody'"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "Ada", pace=1.0) == \
        "pace: choose one of the paces offered"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "Ada", nudge_after=45) == \
        "nudge: choose one of the times offered, or none"
    assert said(tables.open, "euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "you") == \
        "name: every player reads themselves as “You” at the table: choose another name"
    assert tables.count() == 0


def test_an_opened_table_as_stored(tables):
    t, token = tables.open("euchre", {"players": 4, "pack": 24}, ["computer", "person", "person", "computer"],
                           "sampler", "Ada", pace=0.6, nudge_after=30, now=T0, seed=77, client="c1")
    assert (t.seed, t.bots, t.pace, t.nudge_after, t.started, t.version, t.moves) == (77, "sampler", 0.6, 30,
                                                                                       False, 1, ())
    assert (t.changed_at, t.expires_at, t.class_id, t.deal_index) == (T0, T0 + timedelta(hours=48), None, None)
    assert [s.name for s in t.seats] == [None, "Ada", None, None] and t.opener == 1
    assert tables.seat_of(t.id, token) == 1 and t.variant == {**t.variant, "players": 4, "pack": 24}
    with tables._session() as s:
        row = s.scalars(shared.select(SharedSeatRow).where(SharedSeatRow.table_id == t.id)).one()
        assert row.client == "c1" and row.name_key == "ada" and row.joined_at == T0 and not row.away
    other, _ = tables.open("euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "Ada")
    assert other.seed != 77 and other.code != t.code and other.pace == 1.2 and other.nudge_after is None


def test_finding_a_table_by_a_wrong_or_closed_code(tables, store):
    t, _ = euchre(tables)
    assert said(tables.find, "ABCDE-22222") == ("table code: no table has the code ABCDE-22222: check it with "
                                                "whoever opened the table")
    assert said(tables.find, t.code, now=T0 + timedelta(hours=48)) == \
        "table code: this table has closed: nobody had moved at it for two days"
    assert tables.find(t.code, now=T0 + timedelta(hours=47, minutes=59)).id == t.id
    # the wrong code was counted for the anonymous client: four more and it must wait
    for _ in range(4):
        said(tables.find, "ABCDE-22223")
    assert "wait" in said(tables.find, t.code)


def test_joining_a_chosen_seat_a_taken_one_or_with_a_token(tables):
    t, ada = euchre(tables)
    assert said(tables.join, t.code, "Ben", seat=0) == "seat: seat 1 is not free: choose one of 2, 3, 4"
    after, seat, ben = tables.join(t.code, "Ben", seat=2, now=T0 + timedelta(minutes=1), client="c2")
    assert seat == 2 and after.seats[2].name == "Ben" and after.version == 2
    assert after.changed_at == T0 + timedelta(minutes=1) and after.expires_at == T0 + timedelta(minutes=1, hours=48)
    assert said(tables.join, t.code, "Ben") == ("name: someone at this table already plays as Ben, or took that "
                                                "seat a moment ago: choose another name or seat")
    back, again, none = tables.join(t.code, None, token=ben)
    assert (again, none, back.version) == (2, None, 2)                # not away: nothing changes
    tables.join(t.code, "Cy")
    tables.join(t.code, "Di")
    assert said(tables.join, t.code, "Ed") == ("table: every person's seat at this table is taken (the opener "
                                               "chose the rest for computer players)")
    assert tables.seat_of(t.id, None) is None and tables.seat_of(t.id + 1, ada) is None


def test_reading_a_gone_table_and_the_versions(tables):
    t, ada = euchre(tables)
    u, _ = euchre(tables)
    assert said(tables.read, 999) == "table: this table is gone: it expired, or its class was deleted"
    assert tables.versions([]) == {} and tables.versions(iter([])) == {}
    tables.join(t.code, "Ben")
    assert tables.versions(iter([t.id, u.id, 999])) == {t.id: 2, u.id: 1}
    assert said(tables.seat_table, t.id, "z" * 32) == \
        "seat: this browser holds no seat at this table: join it with its code"


def test_a_seat_table_sends_its_moves_and_keeps_every_move(tables):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"])
    tables.start(t.id, ada, now=T0)
    seat = tables.seat_table(t.id, ada)
    assert isinstance(seat, SeatTable) and seat.learner == 0 and seat.token == ada and seat.bots == {}
    assert seat.undo_refusal() == "Undo is off at a shared table: every move counts, as at a real table."
    assert seat.try_again_refusal(0) == ("At a shared table every move counts once: try a position again at a table "
                                         "of your own.")
    assert not seat.bots_turn() and seat.step_bot() is None
    legal = seat.legal()
    seat.act(legal[0])
    assert tables.read(t.id).moves == (str(legal[0]),)
    assert said(seat.act, legal[0]).startswith("The table has moved on since you chose")


def test_starting_gives_the_seats_nobody_took_to_computer_players(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "person"])
    tables.join(t.code, "Ben", seat=3)
    assert said(tables.start, t.id, "z" * 32) == "start: only whoever opened the table can start the game"
    _, _, ben = tables.join(t.code, "Cy")
    assert said(tables.start, t.id, ben) == "start: only whoever opened the table can start the game"
    tables.start(t.id, ada, now=T0 + timedelta(minutes=2))
    after = tables.read(t.id)
    assert [s.kind for s in after.seats] == ["person", "person", "computer", "person"] and after.started
    assert after.version == t.version + 3 and after.changed_at == T0 + timedelta(minutes=2)
    u, ua = euchre(tables, seats=["person", "person", "computer", "person"])
    tables.start(u.id, ua)
    assert [s.kind for s in tables.read(u.id).seats] == ["person", "computer", "computer", "computer"]


def test_every_move_refusal_in_the_players_words(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "computer"])
    _, _, ben = tables.join(t.code, "Ben")
    assert said(tables.move, t.id, "z" * 32, "pass", 0) == \
        "This browser holds no seat at this table: join it with its code to play."
    assert said(tables.move, t.id, ada, "pass", 0) == "The game has not started: whoever opened the table starts it."
    tables.start(t.id, ada)
    assert state_of(tables, t.id).to_act == 0
    assert said(tables.move, t.id, ada, "pass", 1) == ("The table has moved on since you chose: another move was "
                                                       "taken first. Look again and choose.")
    # named as Ben reads the table: Ada by her name (the game's own words would say "You", seat 0's word alone)
    assert said(tables.move, t.id, ben, "pass", 0) == "It is not your turn: Ada is to act."
    long = "x" * 300      # a move parse_move refuses as input (BadInput), not as a move of the game
    assert said(tables.move, t.id, ada, long, 0) == ("That move cannot be read: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' "
                                                     "(300 characters) is too long: at most 200 characters.")
    assert said(tables.move, t.id, ada, "fly away", 0).startswith("'fly away' is not an action here")
    with pytest.raises(IllegalAction) as rule:
        tables.move(t.id, ben, "pass", 0)
    assert rule.value.rule is get_game("euchre").rules["turn"]
    with pytest.raises(IllegalAction) as notation:
        tables.move(t.id, ada, long, 0)
    assert notation.value.rule is get_game("euchre").rules["notation"] and notation.value.__cause__ is None
    with pytest.raises(IllegalAction) as seat_rule:
        tables.move(t.id, "z" * 32, "pass", 0)
    assert seat_rule.value.rule is shared.SEAT_RULE
    assert tables.read(t.id).moves == ()
    tables.move(t.id, ada, "pass", 0, now=T0 + timedelta(hours=1))
    assert tables.read(t.id).moves == ("pass",) and tables.read(t.id).changed_at == T0 + timedelta(hours=1)


def _play_out(tables, t, token):
    """Every seat handed to the server but the opener's, played to the end (the opener passes or plays first)."""
    game = get_game("euchre")
    for i in range(400):
        t = tables.read(t.id)
        state = replay_states(t.record())[-1]
        if game.is_over(state):
            return t
        if state.to_act == 0:
            tables.move(t.id, token, str(game.legal_actions(state)[0]), len(t.moves), now=T0 + timedelta(minutes=i))
        else:
            assert tables.computer_move(t.id, now=T0 + timedelta(minutes=i, seconds=30))
    raise AssertionError("the game did not end")


def test_after_the_end_no_move_no_computer_move_no_due_time(tables):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"], pace=0.0)
    tables.start(t.id, ada, now=T0)
    t = _play_out(tables, t, ada)
    assert said(tables.move, t.id, ada, "pass", len(t.moves)) == "The game is over."
    with pytest.raises(IllegalAction) as over:
        tables.move(t.id, ada, "pass", len(t.moves))
    assert over.value.rule is get_game("euchre").rules["game-over"]
    assert not tables.computer_move(t.id, now=T0 + timedelta(days=1))
    assert tables.due(t.id) == (None, None) and tables.computer_due(t.id) is None


def test_the_server_moves_a_computer_player_once_the_pace_has_passed(tables):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"], pace=2.5, nudge_after=60)
    assert tables.due(t.id) == (None, None)
    assert not tables.computer_move(t.id, now=T0 + timedelta(hours=1))           # not started
    tables.start(t.id, ada, now=T0)
    assert tables.due(t.id) == (None, T0 + timedelta(seconds=60))               # Ada to act: her nudge time
    assert not tables.computer_move(t.id, now=T0 + timedelta(hours=1))           # a person's turn
    tables.move(t.id, ada, "pass", 0, now=T0)
    assert tables.due(t.id) == (T0 + timedelta(seconds=2.5), None) == (tables.computer_due(t.id), None)
    assert not tables.computer_move(t.id, now=T0 + timedelta(seconds=2.4))
    t = tables.read(t.id)
    state = state_of(tables, t.id)
    game = get_game("euchre")
    expected = bots_for("euchre")["rule-of-thumb"].choose(game.view(state, 1), game.legal_actions(state),
                                                          rng_for(11, "bot", 1, 1))
    assert tables.computer_move(t.id, now=T0 + timedelta(seconds=2.5))           # exactly the pace: it moves
    after = tables.read(t.id)
    assert after.moves == ("pass", str(expected)) and after.changed_at == T0 + timedelta(seconds=2.5)
    with tables._session() as s:
        row = s.scalar(shared.select(shared.SharedMoveRow).where(shared.SharedMoveRow.move_no == 1))
        assert (row.seat, row.action, row.at) == (1, str(expected), T0 + timedelta(seconds=2.5))


def test_a_handed_over_seat_refusals_and_the_nudge(tables):
    t, ada = euchre(tables, seats=["person", "person", "person", "computer"], nudge_after=30)
    _, _, ben = tables.join(t.code, "Ben")
    for seat in (0, 2, -1, 4):    # the opener's own, nobody's, off the table
        assert said(tables.hand_over, t.id, ada, seat) == "seat: that seat has no other person to hand over"
    assert said(tables.hand_over, t.id, ben, 1) == ("seat: only whoever opened the table can hand a seat to a "
                                                    "computer player (at a class's table, the teacher)")
    assert said(tables.nudge, t.id, "z" * 32) == "nudge: only someone seated at this table can nudge"
    assert said(tables.nudge, t.id, ben) == "nudge: nobody is keeping the table waiting"     # not started
    tables.start(t.id, ada, now=T0)
    assert said(tables.nudge, t.id, ben, now=T0 + timedelta(seconds=29.5)) == \
        "nudge: a player may be nudged after 30 s; it has been 29 s"
    tables.nudge(t.id, ben, now=T0 + timedelta(seconds=30))
    after = tables.read(t.id)
    assert after.seats[0].nudged_at == T0 + timedelta(seconds=30) and after.seats[1].nudged_at is None
    assert after.version == tables.read(t.id).version and after.changed_at == T0              # no clock reset
    v = after.version
    tables.move(t.id, ada, "pass", 0, now=T0 + timedelta(seconds=40))                          # her move clears it
    assert tables.read(t.id).seats[0].nudged_at is None and tables.read(t.id).version == v + 1
    tables.hand_over(t.id, ada, 1, now=T0 + timedelta(minutes=5))
    handed = tables.read(t.id)
    assert handed.seats[1].away and handed.changed_at == T0 + timedelta(minutes=5)
    assert said(tables.nudge, t.id, ada, now=T0 + timedelta(hours=1)) == "nudge: nobody is keeping the table waiting"
    u, ua = euchre(tables)
    assert said(tables.nudge, u.id, ua) == "nudge: this table has no nudges (the opener chose so)"


def test_a_nudge_raises_the_version_by_one(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "computer"], nudge_after=30)
    _, _, ben = tables.join(t.code, "Ben")
    tables.start(t.id, ada, now=T0)
    before = tables.read(t.id).version
    tables.nudge(t.id, ben, now=T0 + timedelta(seconds=31))
    assert tables.read(t.id).version == before + 1


def test_a_player_back_from_away_takes_the_seat_back(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "computer"])
    _, _, ben = tables.join(t.code, "Ben")
    tables.hand_over(t.id, ada, 1, now=T0)
    v = tables.read(t.id).version
    back, seat, new = tables.join(t.code, None, token=ben, now=T0 + timedelta(minutes=3))
    assert (seat, new) == (1, None) and not back.seats[1].away and back.version == v + 1
    assert back.changed_at == T0 + timedelta(minutes=3)


def test_the_replayed_state_is_kept_for_at_most_256_tables(tables, monkeypatch):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"])
    table = tables.read(t.id)
    first = tables._state(table)
    assert tables._state(table) is first                       # the same moves: the state kept
    tables._replayed = {i: ((), None) for i in range(1000, 1256)}
    tables._state(table)
    assert len(tables._replayed) == 256 and 1000 not in tables._replayed and t.id in tables._replayed
    tables.start(t.id, ada)
    tables.move(t.id, ada, "pass", 0)
    moved = tables.read(t.id)
    assert tables._state(moved) is not first and tables._state(moved).to_act == 1


def test_expired_tables_go_at_their_hour_and_the_count(tables):
    t, _ = euchre(tables)
    u, _ = tables.open("euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "Ada", now=T0 + timedelta(hours=1))
    assert tables.count() == 2
    assert tables.purge_expired(now=T0 + timedelta(hours=47)) == 0
    assert tables.purge_expired(now=T0 + timedelta(hours=48)) == 1 and tables.count() == 1
    assert said(tables.read, t.id).startswith("table: this table is gone")
    assert tables.read(u.id).id == u.id


def test_a_removed_students_seats_go_to_computer_players_and_deleting_nothing_is_nothing(tables, store):
    from engine.classroom.class_tables import ClassTables
    from tests.classroom.test_class_tables import _class, _join

    klass, key = _class(store)
    s = _join(store, klass, "Ann", "Ben")
    ct = ClassTables(tables)
    (t,) = ct.open_deal(key, 0)
    (u,) = ct.open_deal(key, 1)
    with tables._session.begin() as session:
        release_student(session, s["Ben"].id, T0)
        delete_tables(session, [])
    for table in (t, u):
        after = tables.read(table.id)
        assert [x.kind for x in after.seats] == ["person", "computer", "computer", "computer"]
        assert after.seats[1].name is None and after.seats[0].name == "Ann"
        assert after.version == table.version + 1 and after.changed_at == T0
    assert tables.count() == 2


# -- the numbers a table of each game may seat -------------------------------------------------------------------

SEATS = {   # (game, rule set): the numbers of players a table may seat from it (read from its Variant)
    ("euchre", "wedeward-camp"): [3, 4, 5, 6, 7],
    ("euchre", "modern-24"): [3, 4],                  # the 24-card pack deals at most four
    ("euchre", "hasenpfeffer"): [4],
    ("chuck-a-luck", "wedeward-camp"): [2, 3, 4, 5, 6, 7],   # the player and 1 to 6 soldiers (0..6, a range)
    ("commerce", "new-game"): list(range(3, 13)),     # 3 to 12 players (a range)
    ("commerce", "small-pack"): [3, 4, 5, 6, 7],      # the 32-card pack deals at most seven
    ("domino-euchre", "hoyle-1908"): [4],             # two- and three-handed are rule sets of their own
    ("domino-euchre", "dealer-takes-up"): [2, 3, 4],
    ("draw-poker", "schenck-1880"): [2, 3, 4, 5, 6, 7],
    ("seven-up", "camp"): [2, 3, 4],
    ("seven-up", "auction-pitch"): [2, 3, 4, 5, 6, 7],
    ("scarney-chemin-de-fer", "two-handed"): [2, 3, 5, 6, 7],   # four is the named "scarne"
    ("pie-eyed-dice", "scarne"): [3, 4, 5, 6, 7, 8],
    ("call-ace", "four-players"): [4],
}


@pytest.mark.parametrize("game,rules", list(SEATS))
def test_the_numbers_a_table_may_seat(game, rules):
    g = get_game(game)
    own = g.variant_for(rules)
    got = shared.seat_variants(g, own, rules)
    assert list(got) == SEATS[game, rules]
    assert got[g.seats(own)] is own and all(g.seats(v) == n for n, v in got.items())


def test_a_rule_set_of_its_own_number_keeps_that_number_as_its_own():
    from engine.core.variant import variant_to_dict

    g = get_game("euchre")

    five = g.variant_for(dict(variant_to_dict(g.variant_for("wedeward-camp")), players=5))
    got = shared.seat_variants(g, five, None)
    # four is the named rule set "wedeward-camp" itself: an unnamed rule set is not offered it
    assert got[5] is five and list(got) == [3, 5, 6, 7]


def test_a_seated_games_calls_pass_every_argument_and_its_values_as_they_are():
    class G:
        title = "Whist"

        def said(self, a, *, to="nobody"):
            from engine.core.words import seated  # noqa: F401 - the wording is in force here
            return f"{a} to {to}"
    seated_game = shared.SeatedGame(G(), ("Ada", None), 0)
    assert seated_game.said("hello", to="Ben") == "hello to Ben" and seated_game.title == "Whist"


# -- one table never reaches into another, and a join is counted as a find ------------------------------------

def test_handing_over_and_nudging_touch_one_seat_of_one_table(tables):
    t, ada = euchre(tables, seats=["person", "person", "person", "computer"], nudge_after=30)
    u, uda = euchre(tables, seats=["person", "person", "person", "computer"], nudge_after=30)
    for table in (t, u):
        tables.join(table.code, "Ben")
        tables.join(table.code, "Cy")
    tables.hand_over(t.id, ada, 1, now=T0)
    assert [s.away for s in tables.read(t.id).seats] == [False, True, False, False]
    assert not any(s.away for s in tables.read(u.id).seats)
    tables.start(t.id, ada, now=T0)
    tables.start(u.id, uda, now=T0)
    to_act = state_of(tables, t.id).to_act
    assert to_act == 0
    tables.nudge(t.id, ada, now=T0 + timedelta(minutes=5))
    assert tables.read(t.id).seats[0].nudged_at is not None
    assert all(s.nudged_at is None for s in tables.read(u.id).seats)


def test_a_player_back_takes_back_the_seat_at_their_own_table(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "computer"])
    u, uda = euchre(tables, seats=["person", "person", "computer", "computer"])
    _, _, ben_t = tables.join(t.code, "Ben")
    _, _, ben_u = tables.join(u.code, "Ben")
    tables.hand_over(t.id, ada, 1)
    tables.hand_over(u.id, uda, 1)
    tables.join(u.code, None, token=ben_u)              # Ben returns to the second table
    assert not tables.read(u.id).seats[1].away and tables.read(t.id).seats[1].away


def test_wrong_codes_typed_to_join_count_for_the_client_and_network_at_its_moment(tables, store):
    t, ada = euchre(tables)
    for _ in range(5):
        with pytest.raises(BadInput, match="no table has"):
            tables.join("ABCDE-22222", "Ben")            # no client said: counted as "anonymous"
    with pytest.raises(BadInput, match="wait"):
        tables.find(t.code)
    with store._session.begin() as s:
        for _ in range(40):
            store.note_wrong_code(s, "elsewhere", "net-1", utcnow())
    with pytest.raises(BadInput, match="your network"):
        tables.join(t.code, "Cy", client="c-new", network="net-1")
    assert said(tables.join, t.code, "Cy", client="c-new", now=T0 + timedelta(hours=48)) == \
        "table code: this table has closed: nobody had moved at it for two days"
    _, seat, _ = tables.join(t.code, "Cy", client="c-new", now=T0 + timedelta(minutes=1))
    with tables._session() as s:
        row = s.scalars(shared.select(SharedSeatRow).where(SharedSeatRow.table_id == t.id,
                                                          SharedSeatRow.seat == seat)).one()
        assert row.client == "c-new" and row.joined_at == T0 + timedelta(minutes=1)


def test_a_malformed_table_code_is_named_as_a_table_code(tables):
    assert said(tables.find, "abc") == ("table code: a table code has 10 letters and digits, like ABCDE-23456 (never "
                                        "O, 0, I, 1 or L); check it against the screen of whoever opened the table")


def test_a_wrong_table_code_is_noted_under_its_network(tables, store):
    with pytest.raises(BadInput):
        tables.find("ABCDE-22222", client="c9", network="net-9")
    with store._session() as s:
        (row,) = s.scalars(shared.select(shared_models().WrongCodeRow)).all()
        assert (row.client, row.network) == ("c9", "net-9")


def shared_models():
    from engine.classroom import models
    return models


def test_each_move_refusal_names_its_rule(tables):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"], pace=0.0)
    with pytest.raises(IllegalAction) as not_started:
        tables.move(t.id, ada, "pass", 0)
    assert not_started.value.rule is shared.SEAT_RULE
    tables.start(t.id, ada, now=T0)
    with pytest.raises(IllegalAction) as moved_on:
        tables.move(t.id, ada, "pass", 3)
    assert moved_on.value.rule is shared.ONE_MOVE_RULE


def test_the_computer_players_draw_is_named_by_the_seed_the_seat_and_the_move(tables, monkeypatch):
    drawn = []

    class Recorder:
        def choose(self, view, legal, rng):
            drawn.append((view["seat"], rng.random()))
            return legal[0]
    monkeypatch.setattr(shared, "bots_for", lambda slug: {"rule-of-thumb": Recorder()})
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"], pace=0.0)
    tables.start(t.id, ada, now=T0)
    tables.move(t.id, ada, "pass", 0, now=T0)
    assert tables.computer_move(t.id, now=T0 + timedelta(seconds=1))
    assert tables.computer_move(t.id, now=T0 + timedelta(seconds=2))
    assert drawn == [(1, rng_for(11, "bot", 1, 1).random()), (2, rng_for(11, "bot", 2, 2).random())]


def test_a_move_for_a_turn_already_taken_is_refused_with_the_rule(tables):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"])
    tables.start(t.id, ada, now=T0)
    stale = tables.read(t.id)
    tables._store_move(stale, 0, "pass", T0)
    with pytest.raises(IllegalAction) as second:
        tables._store_move(stale, 0, "order-up", T0)          # the same move number: the database says no
    assert second.value.reason == ("Another move was taken for this turn a moment before yours: look again and "
                                   "choose.") and second.value.rule is shared.ONE_MOVE_RULE
    assert second.value.__cause__ is None and tables.read(t.id).moves == ("pass",)


def test_a_move_clears_the_nudge_at_its_own_table_only(tables):
    t, ada = euchre(tables, seats=["person", "person", "computer", "computer"], nudge_after=30)
    u, uda = euchre(tables, seats=["person", "person", "computer", "computer"], nudge_after=30)
    _, _, ben_t = tables.join(t.code, "Ben")
    _, _, ben_u = tables.join(u.code, "Ben")
    for table, opener, ben in ((t, ada, ben_t), (u, uda, ben_u)):
        tables.start(table.id, opener, now=T0)
        tables.nudge(table.id, ben, now=T0 + timedelta(minutes=1))     # Ada, to act at both, nudged
    tables.move(t.id, ada, "pass", 0, now=T0 + timedelta(minutes=2))
    assert tables.read(t.id).seats[0].nudged_at is None
    assert tables.read(u.id).seats[0].nudged_at == T0 + timedelta(minutes=1)


def test_a_two_handed_game_opens_a_table_and_a_classs_table_keeps_its_class(tables, store):
    t, token = tables.open("seven-up", {}, ["person", "computer"], "rule-of-thumb", "Ada", now=T0)
    assert len(t.seats) == 2 and t.class_id is None
    klass, _ = store.create_class("euchre", {"players": 4}, [5], "rule-of-thumb")
    u, _ = tables.open("euchre", {"players": 4, "pack": 24}, FOUR, "rule-of-thumb", "Ada", class_id=klass.id)
    assert tables.read(u.id).class_id == klass.id and tables.read(u.id).opener is None


def test_the_replay_cache_holds_256_tables_before_it_lets_one_go(tables):
    t, ada = euchre(tables)
    tables._replayed = {i: ((), None) for i in range(1000, 1255)}     # 255 kept
    tables._state(tables.read(t.id))
    assert len(tables._replayed) == 256 and 1000 in tables._replayed


def test_a_computer_move_another_process_made_first_is_not_counted_as_this_ones(tables, monkeypatch):
    t, ada = euchre(tables, seats=["person", "computer", "computer", "computer"], pace=0.0)
    tables.start(t.id, ada, now=T0)
    tables.move(t.id, ada, "pass", 0, now=T0)

    def lost(*args):
        raise IllegalAction("Another move was taken for this turn a moment before yours: look again and choose.",
                            shared.ONE_MOVE_RULE)
    monkeypatch.setattr(tables, "_store_move", lost)
    assert tables.computer_move(t.id, now=T0 + timedelta(seconds=1)) is False
