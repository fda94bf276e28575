"""A class's deal at shared tables (issue 27): the teacher seats the students who have joined at tables of N.

The teacher (their key) opens one of the class's deals as shared tables (``engine/classroom/tables.py``) of N
seats: the students who have joined are seated in the order they joined, or in the order the teacher gives, a few
to a table (``seating``), and computer players of the class's strength take the empty seats. Every table plays the
class's deal itself, its seed and rule set, so every table meets the same cards (at another number of players
than the class's, the rule set at that number: the same cards at every table still). The tables start at once.

**Identity comes from the class seat.** A student's seat at a table is held by the digest of the seat token their
browser was given when they joined the class (``StudentRow.seat_hash``): the class page, which knows the student
by that token, takes them to their table with it, and a typed name never seats anyone. When the teacher lets a
student in again the seat follows the new token (``Store.join``); a removed student's seat goes to a computer
player (``tables.release_student``).

**Nobody is seated twice.** A student holds at most one seat among a deal's tables: the database's
``uq_shared_seats_student_deal`` holds it, and opening again seats only those not yet seated, at new tables. A
student who joins after the tables were opened is told so on their class page and may take a seat
(``seat_late``): a computer player's at a table still playing (the one with the fewest people, then the least
far on), or, when none is left, a table of their own with computer players.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError

from engine.bots import bots_for
from engine.classroom import codes
from engine.classroom.models import ClassRow, SharedSeatRow, SharedTableRow, StudentRow
from engine.classroom.tables import RESERVED_NAMES, TTL_HOURS, SharedTable, SharedTables, seat_variants
from engine.core.errors import BadInput
from engine.core.variant import variant_to_dict
from engine.core.words import seated
from engine.games import get_game

PACE = 1.2   # seconds between the computer players' moves at a class's tables (a class follows them: "Steady")
ORDERS = ("joined", "shuffled", "chosen")


def table_name(name: str) -> str:
    """A student's name at a table: their own, unless it reads as "You" (a class takes it; a table, where every
    seat reads itself as "You", cannot: engine.core.words.seated), then marked as a name."""
    return f"{name} (a student)" if codes.name_key(name) in RESERVED_NAMES else name


def seating(students: list[int], size: int) -> list[list[int]]:
    """The students, in order, at as few tables of ``size`` as hold them all, as evenly as may be (9 at tables of
    four: 3, 3, 3, never 4, 4, 1, so nobody sits alone among computer players when the room could share); the
    earlier tables take one more when they cannot all be equal."""
    if size < 1:
        raise ValueError("a table has at least one seat")
    if not students:
        return []
    tables = -(-len(students) // size)
    base, extra = divmod(len(students), tables)
    out, at = [], 0
    for i in range(tables):
        n = base + (i < extra)
        out.append(students[at:at + n])
        at += n
    return out


def ordered(joined: list[int], order: str = "joined", chosen: list[int] | None = None,
            rng: random.Random | None = None) -> list[int]:
    """The students (``joined``: their ids in the order they joined) in the seating order: as they joined;
    shuffled; or those ``chosen`` first, in the teacher's order, the rest after them as they joined."""
    if order == "joined":
        return list(joined)
    if order == "shuffled":
        out = list(joined)
        (rng or random.SystemRandom()).shuffle(out)
        return out
    if order == "chosen":
        first = list(dict.fromkeys(i for i in (chosen or ()) if i in joined))
        return first + [i for i in joined if i not in first]
    raise BadInput("seating", "seat the students in the order they joined, shuffled, or in your own order")


def standing(view: dict) -> tuple[str, list[tuple[tuple[int, ...], float]]]:
    """The running tally a seat's view carries for every seat alike (nothing hidden): points by side ("scores"
    with "sides": the Euchre family, Seven-Up), else each seat's purse, chips or tokens. Returns what is counted
    and (seats, value) pairs; ("", []) for a game whose view keeps none."""
    if "scores" in view and "sides" in view:
        return "points", [(tuple(side), view["scores"][i]) for i, side in enumerate(view["sides"])]
    for key, word in (("purses", "purse"), ("chips", "chips"), ("tokens", "tokens")):
        if key in view:
            return word, [((i,), v) for i, v in enumerate(view[key])]
    return "", []


@dataclass(frozen=True)
class TableProgress:
    """One class table as the dashboard shows it (names as stored: the page escapes them, or hides them)."""
    table: SharedTable
    number: int                   # 1, 2, … among its deal's tables
    moves: int
    over: bool
    to_act: int | None            # the seat to act, None when the game is over
    summary: str                  # the outcome's sentence once over (seats named as ``names`` gave them), else ""
    measure: str                  # what ``scores`` counts: "points", "purse", "chips", "tokens" or ""
    scores: tuple[tuple[tuple[int, ...], float], ...]


class ClassTables:
    """A class's shared tables, in the class store's database (``tables``: the site's ``SharedTables``)."""

    def __init__(self, tables: SharedTables):
        self.tables = tables
        self.store = tables.store
        self._session = tables._session

    # -- the teacher -----------------------------------------------------------------------------------------------
    def seat_counts(self, klass) -> list[int]:
        """How many a table of this class's game may seat (2 or more), by its rule set, fewest first."""
        return [n for n in self.variants(klass) if n >= 2]

    @staticmethod
    def variants(klass) -> dict[int, object]:
        """The class's rule set at each number of players it allows (``tables.seat_variants``; at the class's own
        number, its very variant)."""
        game = get_game(klass.game)
        own = game.variant_for(klass.variant)
        return seat_variants(game, own, game.preset_name(own))

    def unseated(self, klass, deal_index: int) -> list[int]:
        """The class's students, in the order they joined, who hold no seat at deal ``deal_index``'s tables."""
        with self._session() as s:
            return self._unseated(s, klass.id, deal_index)

    @staticmethod
    def _unseated(s, class_id: int, deal_index: int) -> list[int]:
        seated_ = select(SharedSeatRow.student_id).where(SharedSeatRow.deal_index == deal_index,
                                                         SharedSeatRow.student_id.is_not(None))
        return list(s.scalars(select(StudentRow.id).where(StudentRow.class_id == class_id,
                                                          StudentRow.id.not_in(seated_))
                              .order_by(StudentRow.joined_at, StudentRow.id)))

    def open_deal(self, key: object, deal_index: int, players: int | None = None, order: str = "joined",
                  chosen: list[int] | None = None, now: datetime | None = None,
                  rng: random.Random | None = None) -> list[SharedTable]:
        """The teacher (``key``) opens deal ``deal_index`` of their class at tables of ``players`` (default the
        class's own number): every student who has joined and holds no seat at this deal's tables yet is seated,
        in ``order`` (``ordered``), computer players in the empty seats; the tables start at once. Opening again
        seats only the students who joined since, at new tables; with nobody left to seat it is refused. Returns
        the new tables."""
        klass = self.store.class_by_key(key, now)
        if not (isinstance(deal_index, int) and 0 <= deal_index < klass.deals):
            raise BadInput("deal", f"this class has {klass.deals} deal{'s' if klass.deals > 1 else ''}")
        variants = self.variants(klass)
        players = get_game(klass.game).seats(get_game(klass.game).variant_for(klass.variant)) if players is None \
            else players
        if players not in variants or players < 2:
            allowed = ", ".join(str(n) for n in self.seat_counts(klass)) or "none"
            raise BadInput("players", f"a table of this class's game and rules seats {allowed}, not {players}")
        now = now or self._now()
        for _ in range(5):   # a table code drawn twice, or the same students seated from another screen: again
            try:
                with self._session.begin() as s:
                    self._lock(s, klass.id)
                    waiting = self._unseated(s, klass.id, deal_index)
                    if not waiting:
                        raise BadInput("tables", "every student who has joined already has a seat at deal "
                                                 f"{deal_index + 1}'s tables" if self._has_tables(s, klass.id, deal_index)
                                       else "nobody has joined the class yet")
                    groups = seating(ordered(waiting, order, chosen, rng), players)
                    ids = [self._table(s, klass, deal_index, variants[players], group, now) for group in groups]
                return [self.tables.read(i) for i in ids]
            except IntegrityError:
                continue
        raise BadInput("tables", "the tables could not be opened just now: try again")  # pragma: no cover

    def hand_over(self, key: object, table_id: int, seat: int, now: datetime | None = None) -> None:
        """The teacher hands a student's seat to a computer player (the student left); the student takes it back by
        going to their table again."""
        klass = self.store.class_by_key(key, now)
        t = self.tables.read(table_id)
        if t.class_id != klass.id:
            raise BadInput("table", "this table is not one of this class's")
        if not (0 <= seat < len(t.seats)) or t.seats[seat].student is None:
            raise BadInput("seat", "no student sits in that seat")
        with self._session.begin() as s:
            s.execute(update(SharedSeatRow).where(SharedSeatRow.table_id == table_id, SharedSeatRow.seat == seat)
                      .values(away=True))
            SharedTables._bump(s, table_id, now or self._now())

    # -- the students ----------------------------------------------------------------------------------------------
    def round_deal(self, class_id: int) -> int | None:
        """The deal the class plays at tables now: the latest the teacher opened at tables, or None."""
        with self._session() as s:
            return s.scalar(select(func.max(SharedTableRow.deal_index)).where(SharedTableRow.class_id == class_id))

    def seat_of_student(self, class_id: int, student_id: int) -> tuple[SharedTable, int] | None:
        """The student's table and seat at the deal the class plays at tables now (``round_deal``), or None."""
        deal = self.round_deal(class_id)
        if deal is None:
            return None
        with self._session() as s:
            found = s.execute(select(SharedSeatRow.table_id, SharedSeatRow.seat)
                              .join(SharedTableRow, SharedTableRow.id == SharedSeatRow.table_id)
                              .where(SharedSeatRow.student_id == student_id, SharedSeatRow.deal_index == deal,
                                     SharedTableRow.class_id == class_id)).first()
        return (self.tables.read(found[0]), found[1]) if found else None

    def seat_late(self, class_id: int, student_id: int, now: datetime | None = None) -> tuple[SharedTable, int]:
        """A student who joined after the tables were opened takes a seat at the deal the class plays at tables
        now: a computer player's at a table still playing (the fewest people, then the least far on), else a table
        of their own with computer players. A student already seated keeps their seat (nothing changes)."""
        mine = self.seat_of_student(class_id, student_id)
        if mine is not None:
            return mine
        deal = self.round_deal(class_id)
        if deal is None:
            raise BadInput("tables", "your teacher has not opened the class's deal at tables")
        now = now or self._now()
        open_ = []   # tables still playing with a computer player's seat, the best first
        for t in self.of_class(class_id):
            free = [s.seat for s in t.table.seats if s.kind == "computer"]
            if t.table.deal_index == deal and not t.over and free:
                open_.append((sum(s.kind == "person" for s in t.table.seats), t.moves, t.table.id, free[0]))
        for _ in range(5):
            try:
                with self._session.begin() as s:
                    klass_row = self._lock(s, class_id)
                    student = s.get(StudentRow, student_id)
                    if student is None or student.class_id != class_id:
                        raise BadInput("student", "this student is no longer in the class")
                    taken = s.scalar(select(SharedSeatRow.table_id).where(SharedSeatRow.student_id == student_id,
                                                                          SharedSeatRow.deal_index == deal))
                    if taken is None:
                        self._sit_late(s, klass_row, student, deal, sorted(open_), now)
                break
            except IntegrityError:
                open_ = open_[1:]   # that seat was taken a moment ago: the next table, or one of their own
        mine = self.seat_of_student(class_id, student_id)
        if mine is None:
            raise BadInput("tables", "no seat could be found just now: try again")  # pragma: no cover
        return mine

    def _sit_late(self, s, klass_row, student, deal: int, open_: list, now: datetime) -> None:
        for _, _, table_id, seat in open_:
            row = s.get(SharedTableRow, table_id)
            kinds = json.loads(row.seats)
            if kinds[seat] != "computer":
                continue
            kinds[seat] = "person"
            row.seats = json.dumps(kinds)
            s.add(self._seat_row(table_id, seat, student, deal, now))
            s.flush()
            SharedTables._bump(s, table_id, now)
            return
        from engine.classroom.store import ClassInfo

        klass = ClassInfo.of(klass_row)
        first = s.scalar(select(SharedTableRow).where(SharedTableRow.class_id == klass.id,
                                                      SharedTableRow.deal_index == deal).limit(1))
        game = get_game(klass.game)
        variant = game.variant_for(json.loads(first.variant)) if first is not None else game.variant_for(klass.variant)
        self._table(s, klass, deal, variant, [student.id], now)

    # -- what the dashboard reads ----------------------------------------------------------------------------------
    def of_class(self, class_id: int, names: dict[int, str] | None = None) -> list[TableProgress]:
        """Every table of the class, by deal and then as opened, with its progress. ``names``: how each student is
        named in the outcome's sentence (the dashboard's "Student 3" while names are hidden; one left out, or all
        with ``{}``, by the game's own name for the seat); by default their own names. Computer players keep the
        game's own names."""
        with self._session() as s:
            ids = list(s.scalars(select(SharedTableRow.id).where(SharedTableRow.class_id == class_id)
                                 .order_by(SharedTableRow.deal_index, SharedTableRow.id)))
        out, number, last = [], 0, None
        for table_id in ids:
            try:
                t = self.tables.read(table_id)
            except BadInput:   # deleted a moment ago (the class, or its expiry)
                continue
            number = number + 1 if t.deal_index == last else 1
            last = t.deal_index
            out.append(self.progress(t, number, names))
        return out

    def progress(self, t: SharedTable, number: int = 1, names: dict[int, str] | None = None) -> TableProgress:
        game = get_game(t.game)
        state = self.tables._state(t)
        over = game.is_over(state)
        shown = tuple(None if s.kind != "person" else s.name if names is None else names.get(s.student)
                      for s in t.seats)   # a student ``names`` leaves out: the game's own name for the seat
        with seated(shown, None):   # nobody is "You": every seat by its name
            summary = game.outcome(state).summary if over else ""
            measure, scores = standing(game.view(state, 0))
        if over:
            final = game.outcome(state).scores
            if final and not scores:
                measure, scores = "score", [((seat,), v) for seat, v in sorted(final.items())]
        return TableProgress(t, number, len(t.moves), over, None if over else state.to_act, summary, measure,
                             tuple(scores))

    # -- within one transaction --------------------------------------------------------------------------------------
    @staticmethod
    def _lock(s, class_id: int):
        """Hold the class's row for this transaction (a write: PostgreSQL's row lock, SQLite's write lock), so two
        screens opening the tables at once run one after the other and the second sees the first's seats."""
        s.execute(update(ClassRow).where(ClassRow.id == class_id).values(joining=ClassRow.joining))
        row = s.get(ClassRow, class_id)
        if row is None:
            raise BadInput("class", "this class is gone (deleted, or expired)")
        return row

    @staticmethod
    def _has_tables(s, class_id: int, deal_index: int) -> bool:
        return s.scalar(select(func.count()).select_from(SharedTableRow)
                        .where(SharedTableRow.class_id == class_id, SharedTableRow.deal_index == deal_index)) > 0

    def _table(self, s, klass, deal_index: int, variant, group: list[int], now: datetime) -> int:
        """One started table of the class's deal: ``group``'s students in the first seats, computer players after."""
        game = get_game(klass.game)
        n = game.seats(variant)
        bots = bots_for(game.slug)
        row = SharedTableRow(code=codes.new_code(), game=game.slug, variant=json.dumps(variant_to_dict(variant)),
                             seed=klass.seeds[deal_index], seats=json.dumps(["person"] * len(group)
                                                                            + ["computer"] * (n - len(group))),
                             bots=klass.bots if klass.bots in bots else next(iter(bots)), pace=PACE,
                             nudge_after=None, class_id=klass.id, deal_index=deal_index, started=True, version=1,
                             created_at=now, changed_at=now, expires_at=now + timedelta(hours=TTL_HOURS))
        s.add(row)
        s.flush()
        for seat, student_id in enumerate(group):
            s.add(self._seat_row(row.id, seat, s.get(StudentRow, student_id), deal_index, now))
        s.flush()
        return row.id

    @staticmethod
    def _seat_row(table_id: int, seat: int, student: StudentRow, deal_index: int, now: datetime) -> SharedSeatRow:
        # a student the teacher let in again holds no token until they join again: a digest nobody holds, which
        # Store.join replaces with their new token's
        digest = student.seat_hash or codes.token_hash(codes.new_seat_token())
        name = table_name(student.name)
        return SharedSeatRow(table_id=table_id, seat=seat, name=name, name_key=codes.name_key(name),
                             seat_hash=digest, client=None, joined_at=now, away=False, student_id=student.id,
                             deal_index=deal_index)

    @staticmethod
    def _now() -> datetime:
        from engine.classroom.store import utcnow

        return utcnow()
