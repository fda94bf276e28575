"""A class's deal played at shared tables (issue 27): which deal a class's table plays, and which student holds a
seat there; a student holds at most one seat at a deal's tables (``uq_shared_seats_student_deal``), so opening the
tables twice, from two screens or two processes, never seats anyone twice.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("shared_tables") as batch:   # batch: SQLite alters a table by copying it
        batch.add_column(sa.Column("deal_index", sa.Integer(), nullable=True))
    with op.batch_alter_table("shared_seats") as batch:
        batch.add_column(sa.Column("student_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("deal_index", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_shared_seats_student_id_students", "students", ["student_id"], ["id"],
                                 ondelete="CASCADE")
        batch.create_unique_constraint("uq_shared_seats_student_deal", ["student_id", "deal_index"])
        batch.create_index("ix_shared_seats_student_id", ["student_id"])


def downgrade() -> None:
    with op.batch_alter_table("shared_seats") as batch:
        batch.drop_index("ix_shared_seats_student_id")
        batch.drop_constraint("uq_shared_seats_student_deal", type_="unique")
        batch.drop_constraint("fk_shared_seats_student_id_students", type_="foreignkey")
        batch.drop_column("deal_index")
        batch.drop_column("student_id")
    with op.batch_alter_table("shared_tables") as batch:
        batch.drop_column("deal_index")
