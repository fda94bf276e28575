"""Classes, students, finished hands, their decisions, and wrong join codes.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "classes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(16), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("variant", sa.Text(), nullable=False),
        sa.Column("seeds", sa.Text(), nullable=False),
        sa.Column("bots", sa.String(64), nullable=False),
        sa.Column("learner_seat", sa.Integer(), nullable=False),
        sa.Column("max_students", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_classes"),
        sa.UniqueConstraint("code", name="uq_classes_code"),
        sa.UniqueConstraint("key_hash", name="uq_classes_key_hash"),
    )
    op.create_index("ix_classes_expires_at", "classes", ["expires_at"])
    op.create_table(
        "students",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(64), nullable=False),
        sa.Column("joined_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_students_class_id_classes", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_students"),
        sa.UniqueConstraint("class_id", "name_key", name="uq_students_class_name"),
    )
    op.create_index("ix_students_class_id", "students", ["class_id"])
    op.create_table(
        "hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("student_id", sa.Integer(), nullable=False),
        sa.Column("deal_index", sa.Integer(), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("summary", sa.String(500), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("actions", sa.Integer(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_hands_class_id_classes", ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["student_id"], ["students.id"], name="fk_hands_student_id_students",
                                ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_hands"),
        sa.UniqueConstraint("student_id", "deal_index", name="uq_hands_student_deal"),
    )
    op.create_index("ix_hands_class_id", "hands", ["class_id"])
    op.create_table(
        "decisions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("deal_index", sa.Integer(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
        sa.Column("point", sa.String(64), nullable=False),
        sa.Column("label", sa.String(200), nullable=False),
        sa.Column("choice", sa.String(200), nullable=False),
        sa.ForeignKeyConstraint(["hand_id"], ["hands.id"], name="fk_decisions_hand_id_hands", ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_decisions_class_id_classes", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_decisions"),
    )
    op.create_index("ix_decisions_hand_id", "decisions", ["hand_id"])
    op.create_index("ix_decisions_class_id", "decisions", ["class_id"])
    op.create_table(
        "wrong_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("client", sa.String(64), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_wrong_codes"),
    )
    op.create_index("ix_wrong_codes_client", "wrong_codes", ["client"])
    op.create_index("ix_wrong_codes_at", "wrong_codes", ["at"])


def downgrade() -> None:
    for table in ("wrong_codes", "decisions", "hands", "students", "classes"):
        op.drop_table(table)
