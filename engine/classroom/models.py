"""The class database's tables (SQLAlchemy 2). Alembic creates and migrates them (``migrations/``);
a test holds the migrations and these models to the same schema.

Times are naive UTC. JSON is kept as text, so SQLite and PostgreSQL store the same thing.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, Float, ForeignKey, Integer, MetaData, String, Text, UniqueConstraint, true
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {"ix": "ix_%(column_0_label)s", "uq": "uq_%(table_name)s_%(column_0_name)s",
          "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s", "pk": "pk_%(table_name)s"}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class ClassRow(Base):
    __tablename__ = "classes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    game: Mapped[str] = mapped_column(String(64))
    variant: Mapped[str] = mapped_column(Text)            # JSON object of rule options
    seeds: Mapped[str] = mapped_column(Text)              # JSON list, one seed per deal
    bots: Mapped[str] = mapped_column(String(64))         # the computer players' key (their strength)
    learner_seat: Mapped[int] = mapped_column(Integer)
    max_students: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    expires_at: Mapped[datetime] = mapped_column(DateTime, index=True)
    joining: Mapped[bool] = mapped_column(Boolean, server_default=true())   # the teacher may close it
    deadline: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)   # homework: played until then
    live_help: Mapped[bool] = mapped_column(Boolean, server_default=true())   # the coach's live help (issue 26)


class StudentRow(Base):
    __tablename__ = "students"
    __table_args__ = (UniqueConstraint("class_id", "name_key", name="uq_students_class_name"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(64))
    name_key: Mapped[str] = mapped_column(String(64))
    joined_at: Mapped[datetime] = mapped_column(DateTime)
    seat_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)   # the seat token's digest (codes.py)
    network: Mapped[str | None] = mapped_column(String(64), index=True, nullable=True)  # joins per network capped
    client: Mapped[str | None] = mapped_column(String(64), index=True, nullable=True)   # joins per client capped


class HandRow(Base):
    __tablename__ = "hands"
    __table_args__ = (UniqueConstraint("student_id", "deal_index", name="uq_hands_student_deal"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    student_id: Mapped[int] = mapped_column(ForeignKey("students.id", ondelete="CASCADE"))
    deal_index: Mapped[int] = mapped_column(Integer)
    record: Mapped[str] = mapped_column(Text)              # the finished game's record (JSON)
    summary: Mapped[str] = mapped_column(String(500))      # the game's one-sentence outcome
    won: Mapped[bool] = mapped_column(Boolean)
    score: Mapped[float] = mapped_column(Float)            # the student's seat's final points or purse
    actions: Mapped[int] = mapped_column(Integer)
    finished_at: Mapped[datetime] = mapped_column(DateTime)


class DecisionRow(Base):
    __tablename__ = "decisions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hand_id: Mapped[int] = mapped_column(ForeignKey("hands.id", ondelete="CASCADE"), index=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    deal_index: Mapped[int] = mapped_column(Integer)
    ordinal: Mapped[int] = mapped_column(Integer)          # the student's 1st, 2nd … decision in the hand
    point: Mapped[str] = mapped_column(String(64))         # digest of what the student knew (view + choices)
    label: Mapped[str] = mapped_column(String(200))        # "1st decision (bidding)"
    choice: Mapped[str] = mapped_column(String(200))       # the action's text


class ProgressRow(Base):
    """A student's hand in progress: the class deal's record so far, one row per student, rewritten after each
    of the learner's moves and deleted in the transaction that stores the finished hand. It lives only on the
    server (the learner never receives it), so it is kept plain, not sealed."""
    __tablename__ = "progress"
    student_id: Mapped[int] = mapped_column(ForeignKey("students.id", ondelete="CASCADE"), primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    deal_index: Mapped[int] = mapped_column(Integer)
    record: Mapped[str] = mapped_column(Text)              # the game's record so far (JSON)
    moves: Mapped[int] = mapped_column(Integer)            # actions in it (the dashboard's "how far")
    updated_at: Mapped[datetime] = mapped_column(DateTime)


class WrongCodeRow(Base):
    """One wrong join code typed: the store slows a client, and a network, down after a few (digests only: the
    table holds no addresses)."""
    __tablename__ = "wrong_codes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    client: Mapped[str] = mapped_column(String(64), index=True)
    network: Mapped[str | None] = mapped_column(String(64), index=True, nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime, index=True)


class SiteFactRow(Base):
    """What every site process on this database must agree on: ``secret`` holds a fingerprint of the site's secret
    (a key derived from it, never the secret), so a process with another secret refuses to start instead of
    dealing other cards for the same class deal."""
    __tablename__ = "site_facts"
    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))


class SharedTableRow(Base):
    """A shared table (issue 27): one game at which several people play from their own screens. Its record is its
    moves (``shared_moves``) with the game, rule set and seed here; ``version`` rises with every change (a move, a
    seat taken or handed over, the start, a nudge), so every site process can tell a table moved by reading one
    number. The seed never leaves the server: a seat's browser gets only its own view."""
    __tablename__ = "shared_tables"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    game: Mapped[str] = mapped_column(String(64))
    variant: Mapped[str] = mapped_column(Text)             # JSON object of rule options
    seed: Mapped[int] = mapped_column(BigInteger)
    seats: Mapped[str] = mapped_column(Text)               # JSON list: "person" or "computer", seat by seat
    bots: Mapped[str] = mapped_column(String(64))          # the computer players' key (their strength)
    pace: Mapped[float] = mapped_column(Float)             # seconds between the computer players' moves
    nudge_after: Mapped[int | None] = mapped_column(Integer, nullable=True)   # seconds; None: no nudges
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"), index=True,
                                                 nullable=True)
    deal_index: Mapped[int | None] = mapped_column(Integer, nullable=True)   # a class's table: its deal (0-based)
    started: Mapped[bool] = mapped_column(Boolean)
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime)
    changed_at: Mapped[datetime] = mapped_column(DateTime)
    expires_at: Mapped[datetime] = mapped_column(DateTime, index=True)


class SharedSeatRow(Base):
    """A person's seat at a shared table: their display name, their seat token's digest (their browser keeps the
    token; a reload or a return takes the seat back with it), and whether the opener handed it to a computer
    player while they were away. At a class's table the seat is a student's (``student_id``, their class seat
    token's digest), and a student holds one seat at most among a deal's tables."""
    __tablename__ = "shared_seats"
    __table_args__ = (UniqueConstraint("table_id", "seat", name="uq_shared_seats_table_seat"),
                      UniqueConstraint("table_id", "name_key", name="uq_shared_seats_table_name"),
                      UniqueConstraint("student_id", "deal_index", name="uq_shared_seats_student_deal"))
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(64))
    name_key: Mapped[str] = mapped_column(String(64))
    seat_hash: Mapped[str] = mapped_column(String(64))
    client: Mapped[str | None] = mapped_column(String(64), nullable=True)
    joined_at: Mapped[datetime] = mapped_column(DateTime)
    away: Mapped[bool] = mapped_column(Boolean)             # handed to a computer player by the opener
    nudged_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    student_id: Mapped[int | None] = mapped_column(ForeignKey("students.id", ondelete="CASCADE"), index=True,
                                                   nullable=True)
    deal_index: Mapped[int | None] = mapped_column(Integer, nullable=True)   # the class's deal, with student_id


class SharedMoveRow(Base):
    """One move at a shared table, in order. (table, move_no) is unique: two moves for the same turn, sent at the
    same instant from two browsers or two processes, cannot both be taken."""
    __tablename__ = "shared_moves"
    __table_args__ = (UniqueConstraint("table_id", "move_no", name="uq_shared_moves_table_move"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"), index=True)
    move_no: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(DateTime)
