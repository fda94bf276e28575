"""Shared tables (issue 27): several people at one game, each at their own screen, the record kept by the database.

A table is opened with its game, rule set, which seats are for people and which for computer players, their
strength, their pace, and whether a slow player may be nudged. The opener takes the first person's seat and gets the
table's code (10 symbols, as a class's: ``codes``); others join with the code and a display name and take a free
person's seat (partners sit across, as the game's seats already are). Each person's browser keeps a seat token
(only its digest is stored): a reload, or a return after leaving, takes the seat back with it, and nothing else
does.

**The record is the table.** The game's actions are rows of ``shared_moves``, one transaction each, numbered;
``(table, move_no)`` is unique, so two moves for the same turn, from two browsers or two site processes at the same
instant, cannot both be taken: the second is refused with the rule. A move is checked by the game itself (the state
replayed from the stored moves, :meth:`Game.apply`) before it is stored, and only for the seat whose token sent it
and whose turn it is. Computer players' moves are made by the server (:meth:`SharedTables.computer_move`, at the
table's pace), drawn the same way as at a table of one (``Table.step_bot``: the seat and the move's number name the
draw), so a table replays exactly. Every change raises the table's ``version``: that one number is all another
site process reads to know a table moved (lessons/parts/push.py).

**Hidden information stays on the server.** A seat is shown only ``view(state, seat)``: :class:`SeatTable` is the
engine's ``Table`` with that seat as its learner, whose moves go through this store and whose computer players never
move on their own. The seed, the deal and the other seats' cards never leave the server while a hand is played.

Tables expire (by default two days after their last move), as classes do, and are deleted by the same timer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import IntegrityError

from engine.bots import bots_for
from engine.classroom import codes
from engine.classroom.models import SharedMoveRow, SharedSeatRow, SharedTableRow
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, parse_move, replay_states
from engine.core.rng import fresh_seed, rng_for
from engine.core.rules import Rule
from engine.core.table import Table
from engine.core.words import seated
from engine.games import get_game

TTL_HOURS = 48              # a table nobody has moved at for two days is gone
PACES = (0.0, 0.6, 1.2, 2.5)   # seconds between computer players' moves the opener may choose
NUDGE_CHOICES = (None, 30, 60, 120, 300)   # seconds before a slow player may be nudged; None: never (a classroom)
RESERVED_NAMES = ("you",)   # a person called "You" would read as the viewer in every other seat's log
# The site's own rules a shared table adds to the game's: who may move, and one move per turn.
SEAT_RULE = Rule("shared-seat", "At a shared table each person moves only for their own seat, on their own turn.",
                 "site", "Shared tables")
ONE_MOVE_RULE = Rule("shared-one-move", "At a shared table one move is taken for each turn: the first to arrive.",
                     "site", "Shared tables")


def seat_variants(game, base, rules: str | None) -> dict[int, object]:
    """The numbers of players a table of ``game`` may seat from the rule set ``base`` (named ``rules``; None for
    one without a name), each with its variant, in order of the number (at ``base``'s own number, ``base``). Read from the game's
    Variant: the option whose values change the seats (players; Draw Poker's seats; Chuck-a-Luck's soldiers), at
    each value its choices or bounds allow and the Variant accepts with this rule set (Euchre's 24-card pack deals
    at most four). A number that makes another named rule set (Domino Euchre's two-handed, Call-Ace's five players)
    is left to that rule set. Play together offers these (lessons/parts/shared.py), and so does a class's tables."""
    from engine.core.variant import describe, variant_to_dict

    own = game.seats(base)
    out, options = {own: base}, variant_to_dict(base)
    for info in describe(type(base)):
        if type(info.default) is not int:
            continue
        values = info.choices or ()
        if not values and info.minimum is not None and info.maximum is not None and info.maximum - info.minimum < 64:
            values = range(int(info.minimum), int(info.maximum) + 1)
        for value in values:
            try:
                v = game.variant_for(options | {info.name: value})
            except BadInput:
                continue
            n = game.seats(v)
            if n >= 2 and n not in out and game.preset_name(v) in (None, rules):
                out[n] = v
    return dict(sorted(out.items()))


def utcnow() -> datetime:
    from engine.classroom.store import utcnow as now

    return now()


@dataclass(frozen=True)
class Seat:
    seat: int
    kind: str                     # "person" or "computer"
    name: str | None = None       # a person's display name, once someone sits there
    away: bool = False            # a person's seat handed to a computer player by the opener
    nudged_at: datetime | None = None
    student: int | None = None    # at a class's table: the student's id (engine/classroom/class_tables.py)

    @property
    def taken(self) -> bool:
        return self.name is not None

    @property
    def played_by_computer(self) -> bool:
        return self.kind == "computer" or self.away


@dataclass(frozen=True)
class SharedTable:
    id: int
    code: str
    game: str
    variant: dict
    seed: int
    seats: tuple[Seat, ...]
    bots: str
    pace: float
    nudge_after: int | None
    started: bool
    version: int
    moves: tuple[str, ...]
    changed_at: datetime
    expires_at: datetime
    class_id: int | None = None
    deal_index: int | None = None   # a class's table: the class's deal it plays (0-based)

    @property
    def shown_code(self) -> str:
        return codes.format_code(self.code)

    @property
    def opener(self) -> int | None:
        """The opener's seat: the first person's. None at a class's table: the teacher opened it and started it,
        and no student holds the opener's say over the others' seats."""
        if self.class_id is not None:
            return None
        return next(s.seat for s in self.seats if s.kind == "person")

    def free_seats(self) -> list[int]:
        return [s.seat for s in self.seats if s.kind == "person" and not s.taken]

    def nudge_at(self, to_act: int | None) -> datetime | None:
        """When the person to act (``to_act``) may be nudged: the last change plus the opener's time. None when the
        table has no nudges, has not started, or nobody or a computer player is to act."""
        if self.nudge_after is None or not self.started or to_act is None or self.seats[to_act].played_by_computer:
            return None
        return self.changed_at + timedelta(seconds=self.nudge_after)

    def record(self) -> GameRecord:
        """The table's record (server-side only: it carries the seed)."""
        return GameRecord(self.game, self.variant, self.seed, self.moves, None, {"shared": self.code})


class SeatedGame:
    """A game whose every sentence, name and view is worded for one seat of a shared table: that seat is "You", the
    other people their display names, the computer players the game's own (engine.core.words.seated). Everything
    else is the game's own; whoever reads a SeatTable's ``game`` (the page's views, the review, the coach) reads it
    so worded."""

    def __init__(self, game, names: tuple[str | None, ...], me: int):
        self._game, self._names, self._me = game, names, me

    def __getattr__(self, name: str):
        found = getattr(self._game, name)
        if not callable(found):
            return found

        def worded(*args, **kwargs):
            with seated(self._names, self._me):
                return found(*args, **kwargs)

        return worded


class SeatTable(Table):
    """The engine's table as one seat of a shared table sees it: ``learner`` is the seat, its game worded for that
    seat (:class:`SeatedGame`), its moves sent to the store, and no computer player moves here (the server moves
    them, at the table's pace). Undo is off: every move counts, as at a real table."""

    def __init__(self, tables: SharedTables, shared: SharedTable, seat: int, token: str):
        names = tuple(s.name for s in shared.seats)
        super().__init__(shared.record(), learner=seat, bots={}, game=SeatedGame(get_game(shared.game), names, seat))
        self.tables, self.shared, self.token = tables, shared, token

    def bots_turn(self) -> bool:
        return False

    def step_bot(self):
        return None

    def undo_refusal(self) -> str | None:
        return "Undo is off at a shared table: every move counts, as at a real table."

    def try_again_refusal(self, move_no: int) -> str | None:
        return "At a shared table every move counts once: try a position again at a table of your own."

    def act(self, action) -> None:
        """The seat's move, sent to the store (which checks it against the stored table, not this copy)."""
        self.tables.move(self.shared.id, self.token, str(action), len(self.record.actions))


class SharedTables:
    """The shared tables in the class store's database (``store.Store``: the same engine and migrations)."""

    def __init__(self, store):
        self.store = store
        self._session = store._session
        self._replayed: dict[int, tuple[tuple[str, ...], object]] = {}   # table id -> (moves, last state)

    # -- opening and joining ----------------------------------------------------------------------------------------
    def open(self, game_slug: str, variant: dict, seats: list[str], bots: str, name: object, *,
             pace: float = 1.2, nudge_after: int | None = None, client: str | None = None,
             now: datetime | None = None, class_id: int | None = None,
             seed: int | None = None) -> tuple[SharedTable, str]:
        """A new table; the opener sits at the first person's seat. Returns the table and the opener's seat token."""
        game = get_game(game_slug)
        v = game.variant_for(variant)
        n = game.seats(v)
        if n < 2:
            raise BadInput("game", f"{game.title} has one seat: it is played at a table of your own")
        if len(seats) != n or any(k not in ("person", "computer") for k in seats):
            raise BadInput("seats", f"say for each of the {n} seats whether a person or a computer player sits there")
        if "person" not in seats:
            raise BadInput("seats", "at least one seat is for a person: you")
        if bots not in bots_for(game.slug):
            raise BadInput("computer players", f"{game.title} has no computer players called {bots!r}")
        if pace not in PACES:
            raise BadInput("pace", "choose one of the paces offered")
        if nudge_after not in NUDGE_CHOICES:
            raise BadInput("nudge", "choose one of the times offered, or none")
        who = self._name(name)
        now = now or utcnow()
        token = codes.new_seat_token()
        from engine.core.variant import variant_to_dict

        for _ in range(20):   # a code already in use is drawn again
            row = SharedTableRow(code=codes.new_code(), game=game.slug, variant=json.dumps(variant_to_dict(v)),
                                 seed=fresh_seed() if seed is None else seed, seats=json.dumps(seats), bots=bots,
                                 pace=pace, nudge_after=nudge_after, class_id=class_id, started=False, version=1,
                                 created_at=now, changed_at=now, expires_at=now + timedelta(hours=TTL_HOURS))
            try:
                with self._session.begin() as s:
                    s.add(row)
                    s.flush()
                    s.add(SharedSeatRow(table_id=row.id, seat=seats.index("person"), name=who,
                                        name_key=codes.name_key(who), seat_hash=codes.token_hash(token),
                                        client=client, joined_at=now, away=False))
                return self.read(row.id), token
            except IntegrityError:
                continue
        raise RuntimeError("could not draw an unused table code")  # pragma: no cover

    @staticmethod
    def _name(typed: object) -> str:
        name = codes.valid_name(typed)
        if codes.name_key(name) in RESERVED_NAMES:
            raise BadInput("name", "every player reads themselves as “You” at the table: choose another name")
        return name

    def find(self, typed_code: object, client: str = "anonymous", network: str | None = None,
             now: datetime | None = None) -> SharedTable:
        """The open table a typed code names; wrong codes are limited as a class's are (one count for both)."""
        code = codes.normalise_code(typed_code, "table", "the screen of whoever opened the table")
        now = now or utcnow()
        with self._session.begin() as s:
            self.store.wrong_code_gate(s, client, network, now)
            row = s.scalar(select(SharedTableRow).where(SharedTableRow.code == code))
            if row is None:
                self.store.note_wrong_code(s, client, network, now)
                wrong = BadInput("table code", f"no table has the code {codes.format_code(code)}: check it with "
                                               "whoever opened the table")
            elif row.expires_at <= now:
                wrong = BadInput("table code", "this table has closed: nobody had moved at it for two days")
            else:
                wrong = None
                table_id = row.id
        if wrong is not None:
            raise wrong
        return self.read(table_id)

    def join(self, typed_code: object, typed_name: object, *, token: object = None, seat: int | None = None,
             client: str | None = None, network: str | None = None,
             now: datetime | None = None) -> tuple[SharedTable, int, str | None]:
        """Take a free person's seat (``seat``, or the first free), or take one's own back (``token``). Returns the
        table, the seat, and the new token (None when the seat was taken back with its token)."""
        now = now or utcnow()
        t = self.find(typed_code, client or "anonymous", network, now)
        mine = self.seat_of(t.id, token)
        if mine is not None:
            self._back(t.id, mine, now)
            return self.read(t.id), mine, None
        name = self._name(typed_name)
        free = t.free_seats()
        if not free:
            raise BadInput("table", "every person's seat at this table is taken (the opener chose the rest for "
                                    "computer players)")
        if seat is None:
            seat = free[0]
        elif seat not in free:
            raise BadInput("seat", f"seat {seat + 1} is not free: choose one of {', '.join(str(s + 1) for s in free)}")
        new = codes.new_seat_token()
        try:
            with self._session.begin() as s:
                s.add(SharedSeatRow(table_id=t.id, seat=seat, name=name, name_key=codes.name_key(name),
                                    seat_hash=codes.token_hash(new), client=client, joined_at=now, away=False))
                self._bump(s, t.id, now)
        except IntegrityError:
            raise BadInput("name", f"someone at this table already plays as {name}, or took that seat a moment "
                                   "ago: choose another name or seat") from None
        return self.read(t.id), seat, new

    def seat_of(self, table_id: int, token: object) -> int | None:
        """The seat a token holds at a table, or None."""
        digest = codes.token_hash(token)
        if digest is None:
            return None
        with self._session() as s:
            return s.scalar(select(SharedSeatRow.seat).where(SharedSeatRow.table_id == table_id,
                                                             SharedSeatRow.seat_hash == digest))

    def _back(self, table_id: int, seat: int, now: datetime) -> None:
        """A player who returns takes their seat back from the computer player that kept it."""
        with self._session.begin() as s:
            row = s.scalar(select(SharedSeatRow).where(SharedSeatRow.table_id == table_id, SharedSeatRow.seat == seat))
            if row is not None and row.away:
                row.away = False
                self._bump(s, table_id, now)

    # -- reading ------------------------------------------------------------------------------------------------------
    def read(self, table_id: int) -> SharedTable:
        with self._session() as s:
            row = s.get(SharedTableRow, table_id)
            if row is None:
                raise BadInput("table", "this table is gone: it expired, or its class was deleted")
            people = {r.seat: r for r in s.scalars(select(SharedSeatRow).where(SharedSeatRow.table_id == table_id))}
            moves = tuple(s.scalars(select(SharedMoveRow.action).where(SharedMoveRow.table_id == table_id)
                                    .order_by(SharedMoveRow.move_no)))
        kinds = json.loads(row.seats)
        seats = tuple(Seat(i, k, people[i].name, bool(people[i].away), people[i].nudged_at, people[i].student_id)
                      if i in people else Seat(i, k) for i, k in enumerate(kinds))
        return SharedTable(row.id, row.code, row.game, json.loads(row.variant), row.seed, seats, row.bots, row.pace,
                           row.nudge_after, bool(row.started), row.version, moves, row.changed_at, row.expires_at,
                           row.class_id, row.deal_index)

    def versions(self, ids) -> dict[int, int]:
        """Each table's version, in one query: what a site process polls to know which tables moved."""
        ids = list(ids)
        if not ids:
            return {}
        with self._session() as s:
            return dict(s.execute(select(SharedTableRow.id, SharedTableRow.version)
                                  .where(SharedTableRow.id.in_(ids))).all())

    def seat_table(self, table_id: int, token: object) -> SeatTable:
        """The table as the token's seat sees it; refused when the token holds no seat here."""
        seat = self.seat_of(table_id, token)
        if seat is None:
            raise BadInput("seat", "this browser holds no seat at this table: join it with its code")
        return SeatTable(self, self.read(table_id), seat, str(token))

    def _state(self, t: SharedTable):
        """The table's current state, replayed from its stored moves (kept per process while they are the same)."""
        kept = self._replayed.get(t.id)
        if kept is None or kept[0] != t.moves:
            kept = (t.moves, replay_states(t.record())[-1])
            self._replayed[t.id] = kept
            if len(self._replayed) > 256:
                self._replayed.pop(next(iter(self._replayed)))
        return kept[1]

    # -- moving ------------------------------------------------------------------------------------------------------
    def start(self, table_id: int, token: object, now: datetime | None = None) -> None:
        """The opener starts the game; the seats nobody took are played by computer players."""
        t = self.read(table_id)
        if t.opener is None or self.seat_of(table_id, token) != t.opener:
            raise BadInput("start", "only whoever opened the table can start the game")
        now = now or utcnow()
        with self._session.begin() as s:
            s.execute(update(SharedTableRow).where(SharedTableRow.id == table_id).values(started=True))
            kinds = json.loads(s.get(SharedTableRow, table_id).seats)
            taken = set(s.scalars(select(SharedSeatRow.seat).where(SharedSeatRow.table_id == table_id)))
            kinds = [k if k == "computer" or i in taken else "computer" for i, k in enumerate(kinds)]
            s.execute(update(SharedTableRow).where(SharedTableRow.id == table_id).values(seats=json.dumps(kinds)))
            self._bump(s, table_id, now)

    def move(self, table_id: int, token: object, action: str, at_move: int, now: datetime | None = None) -> None:
        """A person's move for their own seat. Refused (IllegalAction, nothing stored) when the token holds no seat,
        the game has not started, it is another seat's turn, the table moved on since the move was chosen
        (``at_move``: the number of moves the player saw), or the game's rules refuse it."""
        t = self.read(table_id)
        seat = self.seat_of(table_id, token)
        if seat is None:
            raise IllegalAction("This browser holds no seat at this table: join it with its code to play.", SEAT_RULE)
        if not t.started:
            raise IllegalAction("The game has not started: whoever opened the table starts it.", SEAT_RULE)
        if at_move != len(t.moves):
            raise IllegalAction("The table has moved on since you chose: another move was taken first. Look again "
                                "and choose.", ONE_MOVE_RULE)
        game = get_game(t.game)
        state = self._state(t)
        if game.is_over(state):
            raise IllegalAction("The game is over.", game.rules["game-over"])
        if state.to_act != seat:
            with seated(tuple(s.name for s in t.seats), seat):   # named as this seat reads the table, not "You"
                who = game.seat_name(game.variant_for(t.variant), state.to_act)
            raise IllegalAction(f"It is not your turn: {who} is to act.", game.rules["turn"])
        try:
            parsed = parse_move(game, action)
        except BadInput as exc:
            raise IllegalAction(f"That move cannot be read: {exc.reason}.", game.rules["notation"]) from None
        game.apply(state, parsed)   # the game's own refusal, with its rule, before anything is stored
        self._store_move(t, seat, str(parsed), now or utcnow())

    def computer_due(self, table_id: int) -> datetime | None:
        """When the server is next to move for a computer player at this table (the last change plus the pace), or
        None when it is a person's turn, the game is over, or it has not started."""
        return self.due(table_id)[0]

    def due(self, table_id: int) -> tuple[datetime | None, datetime | None]:
        """When the server is next to move for a computer player (``computer_due``), and when the person to act may
        be nudged (``SharedTable.nudge_at``), from one read: what the push thread asks when a table moved."""
        t = self.read(table_id)
        if not t.started:
            return None, None
        game = get_game(t.game)
        state = self._state(t)
        if game.is_over(state) or state.to_act is None:
            return None, None
        if t.seats[state.to_act].played_by_computer:
            return t.changed_at + timedelta(seconds=t.pace), None
        return None, t.nudge_at(state.to_act)

    def computer_move(self, table_id: int, now: datetime | None = None) -> bool:
        """The server's move for a computer player (or a seat handed to one) whose turn it is, if the table's pace
        has passed since the last change. True when a move was stored (by this call)."""
        t = self.read(table_id)
        now = now or utcnow()
        if not t.started or (now - t.changed_at).total_seconds() < t.pace:
            return False
        game = get_game(t.game)
        state = self._state(t)
        if game.is_over(state) or state.to_act is None or not t.seats[state.to_act].played_by_computer:
            return False
        seat = state.to_act
        bot = bots_for(game.slug)[t.bots]
        n = len(t.moves)
        action = bot.choose(game.view(state, seat), game.legal_actions(state), rng_for(t.seed, "bot", seat, n))
        try:
            self._store_move(t, seat, str(action), now)
        except IllegalAction:
            return False   # another process moved first: one move per turn
        return True

    def _store_move(self, t: SharedTable, seat: int, action: str, now: datetime) -> None:
        try:
            with self._session.begin() as s:
                s.add(SharedMoveRow(table_id=t.id, move_no=len(t.moves), seat=seat, action=action, at=now))
                s.execute(update(SharedSeatRow).where(SharedSeatRow.table_id == t.id, SharedSeatRow.seat == seat,
                                                      SharedSeatRow.nudged_at.is_not(None)).values(nudged_at=None))
                self._bump(s, t.id, now)
        except IntegrityError:
            raise IllegalAction("Another move was taken for this turn a moment before yours: look again and "
                                "choose.", ONE_MOVE_RULE) from None

    def hand_over(self, table_id: int, token: object, seat: int, now: datetime | None = None) -> None:
        """The opener hands a person's seat to a computer player (its player left); they take it back on return."""
        t = self.read(table_id)
        if t.opener is None or self.seat_of(table_id, token) != t.opener:
            raise BadInput("seat", "only whoever opened the table can hand a seat to a computer player (at a "
                                   "class's table, the teacher)")
        if not (0 <= seat < len(t.seats)) or not t.seats[seat].taken or seat == t.opener:
            raise BadInput("seat", "that seat has no other person to hand over")
        with self._session.begin() as s:
            s.execute(update(SharedSeatRow).where(SharedSeatRow.table_id == table_id, SharedSeatRow.seat == seat)
                      .values(away=True))
            self._bump(s, table_id, now or utcnow())

    def nudge(self, table_id: int, token: object, now: datetime | None = None) -> None:
        """Nudge the person whose turn it is, when the table allows nudges and they have been slow long enough."""
        t = self.read(table_id)
        now = now or utcnow()
        if self.seat_of(table_id, token) is None:
            raise BadInput("nudge", "only someone seated at this table can nudge")
        if t.nudge_after is None:
            raise BadInput("nudge", "this table has no nudges (the opener chose so)")
        state = self._state(t)
        to_act = state.to_act
        if get_game(t.game).is_over(state) or t.nudge_at(to_act) is None:
            raise BadInput("nudge", "nobody is keeping the table waiting")
        waited = (now - t.changed_at).total_seconds()
        if now < t.nudge_at(to_act):
            raise BadInput("nudge", f"a player may be nudged after {t.nudge_after} s; it has been {int(waited)} s")
        with self._session.begin() as s:
            s.execute(update(SharedSeatRow).where(SharedSeatRow.table_id == table_id, SharedSeatRow.seat == to_act)
                      .values(nudged_at=now))
            s.execute(update(SharedTableRow).where(SharedTableRow.id == table_id)
                      .values(version=SharedTableRow.version + 1))

    @staticmethod
    def _bump(s, table_id: int, now: datetime) -> None:
        s.execute(update(SharedTableRow).where(SharedTableRow.id == table_id)
                  .values(version=SharedTableRow.version + 1, changed_at=now,
                          expires_at=now + timedelta(hours=TTL_HOURS)))

    # -- ending -------------------------------------------------------------------------------------------------------
    def purge_expired(self, now: datetime | None = None) -> int:
        now = now or utcnow()
        with self._session.begin() as s:
            ids = list(s.scalars(select(SharedTableRow.id).where(SharedTableRow.expires_at <= now)))
            delete_tables(s, ids)
        return len(ids)

    def count(self) -> int:
        with self._session() as s:
            return s.scalar(select(func.count()).select_from(SharedTableRow)) or 0


def release_student(s, student_id: int, now: datetime) -> None:
    """A student removed from their class: each seat they held at the class's tables goes to a computer player for
    good (their name leaves the table; the game plays on), in the caller's transaction (``Store.remove_student``)."""
    for row in list(s.scalars(select(SharedSeatRow).where(SharedSeatRow.student_id == student_id))):
        table = s.get(SharedTableRow, row.table_id)
        kinds = json.loads(table.seats)
        kinds[row.seat] = "computer"
        table.seats = json.dumps(kinds)
        s.delete(row)
        s.flush()
        SharedTables._bump(s, row.table_id, now)


def delete_tables(s, ids: list[int]) -> None:
    """Delete shared tables and everything at them, children first (the same on every database)."""
    if not ids:
        return
    for model in (SharedMoveRow, SharedSeatRow):
        s.execute(delete(model).where(model.table_id.in_(ids)))
    s.execute(delete(SharedTableRow).where(SharedTableRow.id.in_(ids)))
