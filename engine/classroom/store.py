"""The class store: the one object the site talks to about classes (SQLAlchemy 2 over any database URL).

Every write is one transaction: a class with its deals, a student joining, a hand in progress (one small
row per student, rewritten after each of the learner's moves, so a reload or a restarted server resumes at
the same move), a finished hand with all its decisions (committed when the hand ends, its progress row
deleted in the same transaction, so a server killed a moment later loses nothing already played).
Reads never change anything. Anything from outside (a code, a name, a key) is checked by ``codes`` first;
every refusal is a ``BadInput`` whose reason a student or teacher understands, and changes nothing.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, delete, event, func, select, text, update
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool

from engine.classroom import class_tables, codes, tables
from engine.classroom.config import database_url, masked
from engine.classroom.models import (
    ClassRow,
    DecisionRow,
    HandRow,
    ProgressRow,
    SharedSeatRow,
    SharedTableRow,
    SiteFactRow,
    StudentRow,
    WrongCodeRow,
)
from engine.core.errors import BadInput

MIGRATIONS = Path(__file__).with_name("migrations")
DEFAULT_TTL_DAYS = 30
MAX_TTL_DAYS = 365
DEFAULT_MAX_STUDENTS = 100
PURGE_EVERY_SECONDS = 3600    # expired classes are deleted this often by each running site process
POOL_ENV = "CAMP_DB_POOL"     # connections each process may hold to PostgreSQL (README: "Running for a school")
DEFAULT_POOL = 8
MAX_DEALS = 10
JOINS_PER_NETWORK_HOUR = 120   # new seats taken from one network in an hour (a school's room is 30 or so)
# New seats taken by one client (its address and browser session, clients.py) in an hour. A student takes one seat
# per class: with a second class opened the same hour, two classmates after them at a computer they take turns at
# ("Leave the class", then the next one joins in the same session), and a seat taken again after the teacher removed
# a misspelt name, that is five. (A join refused, or resumed in one's own seat, takes no seat and is not counted.)
# One script in one session then fills at most five seats an hour; one opening new sessions is still one network.
JOINS_PER_CLIENT_HOUR = 5
TAKEN = ("someone in this class already plays as {name}. If it is you, carry on from the device you joined on (its "
         "address holds your seat), or ask your teacher to let you in again; if not, add an initial to your name")
FREE_WRONG_CODES = codes.FREE_WRONG_CODES   # the limits on wrong codes, and why they keep guessing hopeless: codes.py


def utcnow() -> datetime:
    """Now in UTC, naive: how every time is stored."""
    return datetime.now(UTC).replace(tzinfo=None)


DAMAGED = ("file is not a database", "database disk image is malformed", "malformed database schema",
           "database corruption", "invalid page number")


def damaged(exc: BaseException) -> bool:
    """Whether a database error says the database itself is damaged (not busy, not away): waiting will not mend it."""
    text = str(getattr(exc, "orig", None) or exc).lower()
    return any(d in text for d in DAMAGED)


def busy(exc: BaseException) -> bool:
    """Whether a database error is a lock held by someone else (SQLite busy, PostgreSQL's lock timeout)."""
    text = str(getattr(exc, "orig", None) or exc).lower()
    return "database is locked" in text or "lock timeout" in text or "locknotavailable" in text


class StoreUnavailable(Exception):
    """The class database cannot be used: which URL (password hidden) and why."""

    def __init__(self, url: str, reason: str):
        self.url = masked(url)
        self.reason = " ".join(str(reason).split())[:400]
        super().__init__(f"The class database at {self.url} cannot be used: {self.reason}")


class SlowDown(BadInput):
    """Too many wrong codes: try again in ``wait`` seconds (even a right code is refused until then)."""

    def __init__(self, reason: str, wait: int):
        super().__init__("class code", reason)
        self.wait = wait


@dataclass(frozen=True)
class ClassInfo:
    id: int
    code: str
    game: str
    variant: dict
    seeds: tuple[int, ...]
    bots: str
    learner_seat: int
    max_students: int
    created_at: datetime
    expires_at: datetime
    joining: bool = True   # new students may join (the teacher may close it; those who joined carry on)
    deadline: datetime | None = None   # homework: deals are played in the students' own time until then (UTC)
    live_help: bool = True   # the coach's live help at the class's hands (the teacher may turn it off)

    def closed_at(self, now: datetime) -> str | None:
        """Why no hand may be played now, or None: the homework's deadline has passed."""
        if self.deadline is not None and now >= self.deadline:
            return f"this homework's deadline ({self.deadline:%d %B %Y, %H:%M} UTC) has passed: your teacher has the results"
        return None

    @property
    def deals(self) -> int:
        return len(self.seeds)

    @property
    def shown_code(self) -> str:
        return codes.format_code(self.code)

    @classmethod
    def of(cls, row: ClassRow) -> ClassInfo:
        return cls(row.id, row.code, row.game, json.loads(row.variant), tuple(json.loads(row.seeds)), row.bots,
                   row.learner_seat, row.max_students, row.created_at, row.expires_at, bool(row.joining),
                   row.deadline, bool(row.live_help))


@dataclass(frozen=True)
class StudentInfo:
    id: int
    class_id: int
    name: str
    joined_at: datetime
    done: int              # finished hands, so the next deal to play is ``done`` (0-based)
    resumed: bool = False  # True when this student had already joined: the student carries on
    seat: str | None = None   # the seat token, given once when a seat is taken (its browser keeps it)


@dataclass(frozen=True)
class Decision:
    ordinal: int
    point: str
    label: str
    choice: str


@dataclass(frozen=True)
class HandResult:
    """What a finished hand leaves in the store (``play.hand_result`` makes it from a table)."""
    record: str
    summary: str
    won: bool
    score: float
    actions: int
    decisions: tuple[Decision, ...] = ()


def _reset_wait(dbapi_connection, _record) -> None:
    """A connection back in the pool waits for locks as long as ever again (a progress write shortens it)."""
    if dbapi_connection is not None:
        cur = dbapi_connection.cursor()
        cur.execute("PRAGMA busy_timeout=15000")
        cur.close()


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=15000")
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")   # WAL + NORMAL: a committed hand survives a killed process
    cur.close()


def pool_size() -> int:
    """Connections one process may hold to PostgreSQL (``CAMP_DB_POOL``, default 8): ten processes hold at most
    80, inside PostgreSQL's default ``max_connections`` of 100 (less its 3 reserved)."""
    given = (os.environ.get(POOL_ENV) or "").strip()
    if not given:
        return DEFAULT_POOL
    if not given.isdigit() or not 1 <= int(given) <= 200:
        raise ValueError(f"{POOL_ENV} must be a whole number of connections from 1 to 200, not {given[:20]!r}")
    return int(given)


def _private_file(path: Path) -> None:
    """Create the SQLite file readable by its owner only (SQLite gives its -wal and -shm files the same mode),
    even when the data folder already existed."""
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        pass


def make_engine(url: str, *, migrating: bool = False) -> Engine:
    """An engine for ``url``; for SQLite the data folder (owner only) and the file (owner only) are created on
    first use. ``migrating``: an SQLite engine whose transactions are real ones taken with the write lock
    (``BEGIN IMMEDIATE``): Python's sqlite3 runs DDL outside any transaction, so two processes creating the schema
    at once collided ("table classes already exists"), and one killed half-way left half a schema."""
    u = make_url(url)
    if u.get_backend_name() == "sqlite":
        if u.database and u.database != ":memory:":
            folder = Path(u.database).resolve().parent
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            if not os.access(folder, os.W_OK):
                raise PermissionError(f"the data folder {folder} is not writable")
            _private_file(Path(u.database).resolve())
        if not migrating:
            eng = create_engine(u, connect_args={"timeout": 15})
            event.listen(eng, "connect", _sqlite_pragmas)
            event.listen(eng, "checkin", _reset_wait)
            return eng
        eng = create_engine(u, connect_args={"timeout": 30, "isolation_level": None}, poolclass=NullPool)
        event.listen(eng, "connect", _sqlite_pragmas)
        event.listen(eng, "begin", lambda conn: conn.exec_driver_sql("BEGIN IMMEDIATE"))
        return eng
    args = {"connect_timeout": 5} if u.get_backend_name() == "postgresql" else {}
    if migrating:
        return create_engine(u, poolclass=NullPool, connect_args=args)
    n = pool_size()
    return create_engine(u, pool_pre_ping=True, pool_size=n // 2 or 1, max_overflow=n - (n // 2 or 1),
                         connect_args=args)


def upgrade(engine: Engine) -> None:
    """Create or migrate the schema to the newest revision (Alembic), never by hand, in one transaction that holds
    the database's write lock (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: an advisory lock, in migrations/env.py):
    several processes starting at once migrate one after another, and one killed half-way leaves nothing."""
    from alembic import command
    from alembic.config import Config

    migrator = make_engine(engine.url.render_as_string(hide_password=False), migrating=True)
    try:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        with migrator.begin() as conn:
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
    finally:
        migrator.dispose()


def secret_fingerprint() -> str:
    """A fingerprint of the site's secret: a key derived from it for this use alone (it tells nothing of the
    secret, or of the keys that deal the cards)."""
    from engine.core import secret

    return secret.key(b"class-store-fingerprint")[:16].hex()


def check_secret(engine: Engine, url: str) -> None:
    """Every process on one database has the same secret, or a class deal would be other cards on each: the first
    process writes the fingerprint, and a process with another secret refuses to start, saying what to do."""
    from engine.core import secret

    mine = secret_fingerprint()
    stored = mine
    for _ in range(3):
        try:
            with Session(engine) as s, s.begin():
                row = s.get(SiteFactRow, "secret")
                if row is None:
                    s.add(SiteFactRow(name="secret", value=mine))
                    return
                stored = row.value
            break
        except IntegrityError:   # another process wrote it at the same moment: read theirs
            continue
    if stored != mine:
        raise StoreUnavailable(url, f"its classes were made by site processes with another secret than this "
                                    f"one's (read from {secret.where()}); a class's deals would be other cards "
                                    f"here. Give every site process on this database the same {secret.ENV}, "
                                    "or give this one a database of its own")


def open_store(url: str | None = None, migrate: bool = True, purge_every: float | None = None) -> Store:
    """The store at ``url`` (by default ``DATABASE_URL`` or the SQLite file in the data folder), its
    schema brought up to date and its secret checked against the other processes'. A database that cannot be
    reached raises ``StoreUnavailable`` naming the URL (password hidden) and why, never a bare traceback.
    ``purge_every``: delete expired classes that often (seconds) for as long as the process runs (the site passes
    ``PURGE_EVERY_SECONDS``)."""
    url = url or database_url()
    try:
        engine = make_engine(url)
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        if migrate:
            upgrade(engine)
        check_secret(engine, url)
    except StoreUnavailable:
        raise
    except (SQLAlchemyError, OSError, ImportError, ValueError) as exc:
        reason = getattr(exc, "orig", None) or exc
        raise StoreUnavailable(url, f"{type(reason).__name__}: {reason}") from None
    store = Store(engine)
    store.purge_expired()
    if purge_every:
        store.keep_purging(purge_every)
    return store


class Store:
    def __init__(self, engine: Engine):
        self.engine = engine
        self._session = sessionmaker(engine, expire_on_commit=False)
        self._stop = threading.Event()

    @property
    def backend(self) -> str:
        return self.engine.dialect.name

    def close(self) -> None:
        self._stop.set()
        self.engine.dispose()

    def keep_purging(self, every: float) -> None:
        """Delete expired classes every ``every`` seconds, in a thread of its own, until the store is closed."""
        def run() -> None:
            while not self._stop.wait(every):
                try:
                    self.purge_expired()
                except SQLAlchemyError:   # the database is away for now: the next round tries again
                    pass

        threading.Thread(target=run, name="class-store-purge", daemon=True).start()

    # -- the teacher -----------------------------------------------------------------------------------
    def create_class(self, game: str, variant: dict, seeds: list[int], bots: str, learner_seat: int = 0,
                     ttl_days: int = DEFAULT_TTL_DAYS, max_students: int = DEFAULT_MAX_STUDENTS,
                     now: datetime | None = None, deadline: datetime | None = None) -> tuple[ClassInfo, str]:
        """A new class and its teacher's private key (shown once; only its digest is stored). ``deadline``: a
        learner-paced class (homework), played in the students' own time until then."""
        if not 1 <= len(seeds) <= MAX_DEALS:
            raise BadInput("deals", f"a class plays 1 to {MAX_DEALS} deals")
        if not 1 <= ttl_days <= MAX_TTL_DAYS:
            raise BadInput("expiry", f"a class is kept 1 to {MAX_TTL_DAYS} days")
        if not 1 <= max_students <= 1000:
            raise BadInput("class size", "a class holds 1 to 1,000 students")
        now = now or utcnow()
        if deadline is not None and not now < deadline <= now + timedelta(days=ttl_days):
            raise BadInput("deadline", f"a homework's deadline is after now and within the class's {ttl_days} days")
        key = codes.new_teacher_key()
        for _ in range(20):   # a code already in use (about 1 in 1e9 per open class) is drawn again
            code = codes.new_code()
            row = ClassRow(code=code, key_hash=codes.token_hash(key), game=game, variant=json.dumps(variant),
                           seeds=json.dumps(list(seeds)), bots=bots, learner_seat=learner_seat,
                           max_students=max_students, created_at=now, expires_at=now + timedelta(days=ttl_days),
                           deadline=deadline, joining=True)
            try:
                with self._session.begin() as s:
                    s.add(row)
                return ClassInfo.of(row), key
            except IntegrityError:
                continue
        raise RuntimeError("could not draw an unused class code")  # pragma: no cover

    def class_by_key(self, key: object, now: datetime | None = None) -> ClassInfo:
        digest = codes.token_hash(key)
        with self._session() as s:
            row = s.scalar(select(ClassRow).where(ClassRow.key_hash == digest)) if digest else None
            if row is None:
                raise BadInput("teacher key", "this is not the key of any class (check the whole link you kept; "
                                              "the class may also have been deleted)")
            if row.expires_at <= (now or utcnow()):
                raise BadInput("teacher key", "this class has expired and its results are gone")
            return ClassInfo.of(row)

    def delete_class(self, key: object) -> bool:
        """Delete a class and everything in it (students, hands, decisions) at once."""
        digest = codes.token_hash(key)
        if digest is None:
            return False
        with self._session.begin() as s:
            cid = s.scalar(select(ClassRow.id).where(ClassRow.key_hash == digest))
            if cid is None:
                return False
            self._delete_classes(s, [cid])
        return True

    def purge_expired(self, now: datetime | None = None) -> int:
        """Delete every expired class with everything in it, every expired shared table, and wrong codes older than a
        day."""
        now = now or utcnow()
        with self._session.begin() as s:
            ids = list(s.scalars(select(ClassRow.id).where(ClassRow.expires_at <= now)))
            if ids:
                self._delete_classes(s, ids)
            tables.delete_tables(s, list(s.scalars(select(SharedTableRow.id).where(SharedTableRow.expires_at <= now))))
            s.execute(delete(WrongCodeRow).where(WrongCodeRow.at < now - timedelta(days=1)))
        return len(ids)

    @staticmethod
    def _delete_classes(s: Session, ids: list[int]) -> None:
        # Children first, explicitly: the same on every database, whether or not it enforces cascades.
        tables.delete_tables(s, list(s.scalars(select(SharedTableRow.id).where(SharedTableRow.class_id.in_(ids)))))
        for model in (DecisionRow, HandRow, ProgressRow, StudentRow):
            s.execute(delete(model).where(model.class_id.in_(ids)))
        s.execute(delete(ClassRow).where(ClassRow.id.in_(ids)))

    # -- the students ----------------------------------------------------------------------------------
    def class_by_code(self, typed: object, client: str = "anonymous", now: datetime | None = None,
                      network: str | None = None) -> ClassInfo:
        """The open class a typed code names. Wrong codes are counted under the client and its network (digests,
        ``engine/classroom/clients.py``); after a few, the client waits longer and longer, and a network that types
        many waits up to a minute between them (the limits, and the odds they leave a guesser: ``codes``). No
        ceiling is shared by everyone: one client's flood slows only its own network."""
        code = codes.normalise_code(typed)
        now = now or utcnow()
        with self._session.begin() as s:
            self.wrong_code_gate(s, client, network, now)
            row = s.scalar(select(ClassRow).where(ClassRow.code == code))
            if row is None:
                self.note_wrong_code(s, client, network, now)
                wrong = BadInput("class code", f"no class has the code {codes.format_code(code)}: check it against "
                                               "the teacher's screen")
            elif row.expires_at <= now:
                wrong = BadInput("class code", "this class has ended (its results have expired)")
            else:
                return ClassInfo.of(row)
        raise wrong

    @staticmethod
    def wrong_code_gate(s: Session, client: str, network: str | None, now: datetime) -> None:
        """Refuse (SlowDown) a client, or a network, that has typed too many wrong codes this hour: class codes and
        shared tables' codes count together, since one guess is one guess whichever it aims at."""
        client, network = str(client)[:64], (str(network)[:64] if network else None)
        hour = now - timedelta(hours=1)

        def slowed(where, free: int, longest: int) -> int:
            n, last = s.execute(select(func.count(), func.max(WrongCodeRow.at))
                                .where(where, WrongCodeRow.at > hour)).one()
            if n < free:
                return 0
            wait = min(longest, codes.FIRST_WAIT_SECONDS * 2 ** min(n - free, 20))
            return max(0, int((last + timedelta(seconds=wait) - now).total_seconds()) + 1)

        left = slowed(WrongCodeRow.client == client, codes.FREE_WRONG_CODES, codes.MAX_WAIT_SECONDS)
        if left:
            raise SlowDown(f"too many wrong codes from here: wait {left} s, then type the code again", left)
        if network:
            left = slowed(WrongCodeRow.network == network, codes.NETWORK_FREE_WRONG_CODES,
                          codes.NETWORK_MAX_WAIT_SECONDS)
            if left:
                raise SlowDown(f"many wrong codes have come from your network this hour: wait {left} s, then "
                               "type the code again", left)

    @staticmethod
    def note_wrong_code(s: Session, client: str, network: str | None, now: datetime) -> None:
        s.add(WrongCodeRow(client=str(client)[:64], network=str(network)[:64] if network else None, at=now))

    def join(self, typed_code: object, typed_name: object, client: str | None = None,
             now: datetime | None = None, network: str | None = None,
             seat: object = None) -> tuple[ClassInfo, StudentInfo]:
        """Take a seat in a class by its code and a display name, or carry on in one's own seat (``seat``: the token
        this browser was given when it took the seat). A name already seated is refused without its token, so
        typing a classmate's name never takes their place; a seat the teacher let in again (no token) is taken by
        the next to join under its name, who gets a new token. The new token is in the result's ``seat``. New seats
        are capped per ``client`` and per ``network`` (digests: ``clients.caller``) in any hour; a refusal stores
        nothing."""
        name = codes.valid_name(typed_name)          # a bad name is refused before the code is even tried
        client = str(client)[:64] if client else None
        network = str(network)[:64] if network else None   # as stored: the cap below counts what was stored
        klass = self.class_by_code(typed_code, client or "anonymous", now, network)
        now = now or utcnow()
        if klass.closed_at(now):
            raise BadInput("class", klass.closed_at(now))
        key = codes.name_key(name)
        mine = codes.token_hash(seat)
        for _ in range(3):
            try:
                with self._session.begin() as s:
                    row = s.scalar(select(StudentRow).where(StudentRow.class_id == klass.id,
                                                            StudentRow.name_key == key))
                    if row is not None:
                        if row.seat_hash is not None and row.seat_hash != mine:
                            raise BadInput("name", TAKEN.format(name=name))
                        token = None
                        if row.seat_hash is None:      # let in again by the teacher: this browser's seat now
                            token = codes.new_seat_token()
                            row.seat_hash = codes.token_hash(token)
                            self._seats_follow(s, row.id, row.seat_hash)   # and their seats at the class's tables
                        return klass, self._info(s, row, resumed=True, seat=token)
                    if not klass.joining:
                        raise BadInput("class", "your teacher has closed this class to new students")
                    n = s.scalar(select(func.count()).select_from(StudentRow).where(StudentRow.class_id == klass.id))
                    if n >= klass.max_students:
                        raise BadInput("class", f"this class is full: it holds {klass.max_students} students. "
                                                "Ask your teacher to open a second class")
                    def recent(where) -> int:   # seats taken in the last hour, in any class
                        return s.scalar(select(func.count()).select_from(StudentRow).where(
                            where, StudentRow.joined_at > now - timedelta(hours=1)))

                    if client and recent(StudentRow.client == client) >= JOINS_PER_CLIENT_HOUR:
                        raise BadInput("class", f"this browser has taken {JOINS_PER_CLIENT_HOUR} seats in classes "
                                                "this hour, as many as one may: join on another device, or try "
                                                "again later")
                    if network and recent(StudentRow.network == network) >= JOINS_PER_NETWORK_HOUR:
                        raise BadInput("class", "many students have joined from your network this hour: "
                                                "wait a little and try again")
                    token = codes.new_seat_token()
                    row = StudentRow(class_id=klass.id, name=name, name_key=key, joined_at=now,
                                     seat_hash=codes.token_hash(token), network=network, client=client)
                    s.add(row)
                    s.flush()
                    return klass, self._info(s, row, seat=token)
            except IntegrityError:   # the same name joined a moment ago from another screen: try it again
                continue
        raise BadInput("name", "that name is joining from another screen right now: try again")

    def resume_seat(self, typed_code: object, seat: object, client: str = "anonymous",
                    now: datetime | None = None, network: str | None = None) -> tuple[ClassInfo, StudentInfo]:
        """A student's own seat, by the class code and the token their browser keeps (a reload, the address)."""
        klass = self.class_by_code(typed_code, client, now, network)
        digest = codes.token_hash(seat)
        with self._session() as s:
            row = s.scalar(select(StudentRow).where(StudentRow.class_id == klass.id,
                                                    StudentRow.seat_hash == digest)) if digest else None
            if row is None:
                raise BadInput("seat", "this seat is not in the class any more (your teacher may have let you in "
                                       "again, or removed it): join again with the class code and your name")
            return klass, self._info(s, row, resumed=True)

    # -- the teacher's hand on the students ------------------------------------------------------------
    def _own(self, s: Session, key: object, student_id: int) -> StudentRow:
        digest = codes.token_hash(key)
        cid = s.scalar(select(ClassRow.id).where(ClassRow.key_hash == digest)) if digest else None
        row = s.get(StudentRow, student_id) if cid is not None else None
        if row is None or row.class_id != cid:
            raise BadInput("student", "this student is not in this class (any more)")
        return row

    def let_in_again(self, key: object, student_id: int) -> None:
        """A student who lost their browser's seat (another device, a cleared history): the next to join with
        the class code and this name takes the seat, with all it has played."""
        with self._session.begin() as s:
            self._own(s, key, student_id).seat_hash = None
            # the old device loses their seats at the class's tables too (a digest nobody holds, until they join)
            self._seats_follow(s, student_id, codes.token_hash(codes.new_seat_token()))

    @staticmethod
    def _seats_follow(s: Session, student_id: int, digest: str) -> None:
        """A student's seats at the class's shared tables are held by their class seat's token: it changed."""
        s.execute(update(SharedSeatRow).where(SharedSeatRow.student_id == student_id).values(seat_hash=digest))

    def rename_student(self, key: object, student_id: int, typed_name: object) -> str:
        name = codes.valid_name(typed_name)
        try:
            with self._session.begin() as s:
                row = self._own(s, key, student_id)
                row.name, row.name_key = name, codes.name_key(name)
                at_table = class_tables.table_name(name)   # and at the class's shared tables
                s.execute(update(SharedSeatRow).where(SharedSeatRow.student_id == student_id)
                          .values(name=at_table, name_key=codes.name_key(at_table)))
        except IntegrityError:
            raise BadInput("name", f"another student of this class is already called {name}") from None
        return name

    def remove_student(self, key: object, student_id: int) -> None:
        """A student and everything they played, out of the class (their seat's link opens nothing any more)."""
        with self._session.begin() as s:
            row = self._own(s, key, student_id)
            tables.release_student(s, row.id, utcnow())   # their seats at the class's tables: computer players'
            hands = select(HandRow.id).where(HandRow.student_id == row.id)
            s.execute(delete(DecisionRow).where(DecisionRow.hand_id.in_(hands)))   # children first, as elsewhere
            s.execute(delete(HandRow).where(HandRow.student_id == row.id))
            s.execute(delete(ProgressRow).where(ProgressRow.student_id == row.id))
            s.delete(row)

    def live_help(self, class_id: int) -> bool:
        """Whether the teacher leaves the coach's live help on at this class's hands now (True for a class gone)."""
        with self._session() as s:
            on = s.scalar(select(ClassRow.live_help).where(ClassRow.id == class_id))
        return True if on is None else bool(on)

    def set_live_help(self, key: object, on: bool) -> None:
        """The coach's live help on or off at this class's hands (after-hand grades stay)."""
        digest = codes.token_hash(key)
        with self._session.begin() as s:
            s.execute(update(ClassRow).where(ClassRow.key_hash == digest).values(live_help=bool(on)))

    def set_joining(self, key: object, open_: bool) -> None:
        digest = codes.token_hash(key)
        with self._session.begin() as s:
            s.execute(update(ClassRow).where(ClassRow.key_hash == digest).values(joining=bool(open_)))

    def student(self, student_id: int) -> StudentInfo:
        with self._session() as s:
            row = s.get(StudentRow, student_id)
            if row is None:
                raise BadInput("student", "this student is no longer in the class (the class may have been deleted)")
            return self._info(s, row)

    def student_named(self, class_id: int, typed_name: object) -> StudentInfo:
        """A student by name, for the teacher's side and the tests (never a student's way back in: that is
        ``resume_seat``)."""
        with self._session() as s:
            row = s.scalar(select(StudentRow).where(StudentRow.class_id == class_id,
                                                    StudentRow.name_key == codes.name_key(codes.valid_name(typed_name))))
            if row is None:
                raise BadInput("student", "no student of this class has that name")
            return self._info(s, row)

    @staticmethod
    def _info(s: Session, row: StudentRow, resumed: bool = False, seat: str | None = None) -> StudentInfo:
        done = s.scalar(select(func.count()).select_from(HandRow).where(HandRow.student_id == row.id))
        return StudentInfo(row.id, row.class_id, row.name, row.joined_at, done, resumed, seat)

    def record_hand(self, student_id: int, deal_index: int, result: HandResult, now: datetime | None = None) -> bool:
        """Store a finished hand and all its decisions in one transaction. Deals are played in order; a hand
        already stored (the same deal finished on another screen) is kept as it was and False returned."""
        now = now or utcnow()
        try:
            with self._session.begin() as s:
                student = s.get(StudentRow, student_id)
                if student is None:
                    raise BadInput("student", "this student is no longer in the class")
                klass = s.get(ClassRow, student.class_id)
                if klass.expires_at <= now:
                    raise BadInput("class", "this class has ended; the hand was not kept")
                if klass.deadline is not None and now >= klass.deadline:
                    raise BadInput("class", f"this homework's deadline ({klass.deadline:%d %B %Y, %H:%M} UTC) had "
                                            "passed; the hand was not kept")
                deals = len(json.loads(klass.seeds))
                done = s.scalar(select(func.count()).select_from(HandRow).where(HandRow.student_id == student_id))
                if deal_index < done:
                    return False
                if deal_index != done or deal_index >= deals:
                    raise BadInput("deal", f"deal {deal_index + 1} is not the next deal for this student "
                                           f"({done} of {deals} played)")
                hand = HandRow(class_id=klass.id, student_id=student_id, deal_index=deal_index, record=result.record,
                               summary=result.summary[:500], won=bool(result.won), score=float(result.score),
                               actions=result.actions, finished_at=now)
                s.add(hand)
                s.flush()
                s.add_all(DecisionRow(hand_id=hand.id, class_id=klass.id, deal_index=deal_index, ordinal=d.ordinal,
                                      point=d.point[:64], label=d.label[:200], choice=d.choice[:200])
                          for d in result.decisions)
                s.execute(delete(ProgressRow).where(ProgressRow.student_id == student_id))
            return True
        except IntegrityError:
            return False

    def save_progress(self, student_id: int, deal_index: int, record: str, moves: int,
                      now: datetime | None = None) -> bool:
        """Keep the hand a student is playing (its record so far): one small row per student, updated in place.
        A deal already finished (here or on another screen) is not written back; False then."""
        now = now or utcnow()
        values = {"deal_index": deal_index, "record": record, "moves": int(moves), "updated_at": now}
        for _ in range(3):
            try:
                with self._session.begin() as s:
                    self._short_wait(s)
                    done = s.scalar(select(func.count()).select_from(HandRow).where(HandRow.student_id == student_id))
                    if deal_index != done:
                        return False
                    hit = s.execute(update(ProgressRow).where(ProgressRow.student_id == student_id).values(**values))
                    if hit.rowcount == 0:
                        class_id = s.scalar(select(StudentRow.class_id).where(StudentRow.id == student_id))
                        if class_id is None:
                            raise BadInput("student", "this student is no longer in the class")
                        s.add(ProgressRow(student_id=student_id, class_id=class_id, **values))
                return True
            except IntegrityError:   # the first write of this hand raced one from another screen: update it
                continue
        return False

    PROGRESS_WAIT_MS = 1500   # a progress write waits this long for a lock, so a student hears of it within 2 s

    def _short_wait(self, s: Session) -> None:
        """This transaction waits at most ``PROGRESS_WAIT_MS`` for another's lock (then raises: the page says the
        move is kept and will be stored), instead of the 15 s a finished hand may wait."""
        if self.backend == "sqlite":
            s.execute(text(f"PRAGMA busy_timeout = {self.PROGRESS_WAIT_MS}"))
        elif self.backend == "postgresql":
            s.execute(text(f"SET LOCAL lock_timeout = '{self.PROGRESS_WAIT_MS}ms'"))

    def progress(self, student_id: int, deal_index: int) -> str | None:
        """The record of the student's hand in progress for ``deal_index``, if one was kept."""
        with self._session() as s:
            return s.scalar(select(ProgressRow.record).where(ProgressRow.student_id == student_id,
                                                             ProgressRow.deal_index == deal_index))

    # -- what the dashboard reads ----------------------------------------------------------------------
    def snapshot(self, class_id: int) -> dict:
        """Everything about a class, read in one transaction: students, hands (without records), decisions, and
        how many moves each hand in progress has."""
        with self._session() as s, s.begin():
            students = s.execute(select(StudentRow.id, StudentRow.name, StudentRow.joined_at)
                                 .where(StudentRow.class_id == class_id).order_by(StudentRow.joined_at, StudentRow.id)
                                 ).all()
            hands = s.execute(select(HandRow.id, HandRow.student_id, HandRow.deal_index, HandRow.summary, HandRow.won,
                                     HandRow.score, HandRow.actions, HandRow.finished_at)
                              .where(HandRow.class_id == class_id).order_by(HandRow.id)).all()
            decisions = s.execute(select(DecisionRow.hand_id, DecisionRow.deal_index, DecisionRow.ordinal,
                                         DecisionRow.point, DecisionRow.label, DecisionRow.choice)
                                  .where(DecisionRow.class_id == class_id).order_by(DecisionRow.id)).all()
            progress = s.execute(select(ProgressRow.student_id, ProgressRow.deal_index, ProgressRow.moves)
                                 .where(ProgressRow.class_id == class_id)).all()
        return {"students": [r._asdict() for r in students], "hands": [r._asdict() for r in hands],
                "decisions": [r._asdict() for r in decisions], "progress": [r._asdict() for r in progress]}

    def hand_record(self, class_id: int, student_id: int, deal_index: int) -> str | None:
        with self._session() as s:
            return s.scalar(select(HandRow.record).where(HandRow.class_id == class_id, HandRow.student_id == student_id,
                                                         HandRow.deal_index == deal_index))

    def point_record(self, class_id: int, deal_index: int, point: str) -> str | None:
        """The record of one finished hand that reached decision ``point`` (the dashboard's estimate replays it)."""
        with self._session() as s:
            return s.scalar(select(HandRow.record).join(DecisionRow, DecisionRow.hand_id == HandRow.id)
                            .where(DecisionRow.class_id == class_id, DecisionRow.deal_index == deal_index,
                                   DecisionRow.point == point).limit(1))

    def counts(self) -> dict[str, int]:
        """Rows per table (tests and the benchmark)."""
        with self._session() as s:
            return {m.__tablename__: s.scalar(select(func.count()).select_from(m))
                    for m in (ClassRow, StudentRow, HandRow, DecisionRow, ProgressRow, WrongCodeRow)}
