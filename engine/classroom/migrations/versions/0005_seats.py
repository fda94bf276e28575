"""Seats that belong to someone: a student's seat token (its digest), the network a seat was taken from (joins
per network are capped), a class's joining open or closed; names' keys read as a person reads them
(codes.name_key: look-alike letters, accents and width folded).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("students") as batch:
        batch.add_column(sa.Column("seat_hash", sa.String(64), nullable=True))
        batch.add_column(sa.Column("network", sa.String(64), nullable=True))
        batch.create_index("ix_students_network", ["network"])
    with op.batch_alter_table("classes") as batch:
        batch.add_column(sa.Column("joining", sa.Boolean(), nullable=False, server_default=sa.true()))
    # the names' keys as codes.name_key now reads them; a key two old names would now share is left as it was
    from engine.classroom.codes import name_key

    conn = op.get_bind()
    students = sa.table("students", sa.column("id", sa.Integer), sa.column("class_id", sa.Integer),
                        sa.column("name", sa.String), sa.column("name_key", sa.String))
    rows = conn.execute(sa.select(students.c.id, students.c.class_id, students.c.name, students.c.name_key)).all()
    taken = {(r.class_id, r.name_key) for r in rows}
    for r in rows:
        new = name_key(r.name)
        if new != r.name_key and (r.class_id, new) not in taken:
            conn.execute(sa.update(students).where(students.c.id == r.id).values(name_key=new))
            taken.add((r.class_id, new))


def downgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.drop_column("joining")
    with op.batch_alter_table("students") as batch:
        batch.drop_index("ix_students_network")
        batch.drop_column("network")
        batch.drop_column("seat_hash")
