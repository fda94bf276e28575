"""Hands in progress: one row per student holding the class deal's record so far, so a reload, a lost
connection, another device or a restarted server resumes a half-played hand at the same move.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "progress",
        sa.Column("student_id", sa.Integer(), nullable=False),
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("deal_index", sa.Integer(), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["student_id"], ["students.id"], name="fk_progress_student_id_students",
                                ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_progress_class_id_classes", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("student_id", name="pk_progress"),
    )
    op.create_index("ix_progress_class_id", "progress", ["class_id"])


def downgrade() -> None:
    op.drop_table("progress")
