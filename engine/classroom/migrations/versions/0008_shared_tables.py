"""Shared tables (issue 27): a table, its people's seats, and its moves, one row each, in order.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shared_tables",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("code", sa.String(16), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("variant", sa.Text(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("seats", sa.Text(), nullable=False),
        sa.Column("bots", sa.String(64), nullable=False),
        sa.Column("pace", sa.Float(), nullable=False),
        sa.Column("nudge_after", sa.Integer(), nullable=True),
        sa.Column("class_id", sa.Integer(), sa.ForeignKey("classes.id", ondelete="CASCADE",
                                                          name="fk_shared_tables_class_id_classes"), nullable=True),
        sa.Column("started", sa.Boolean(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("changed_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_shared_tables"),
        sa.UniqueConstraint("code", name="uq_shared_tables_code"),
    )
    op.create_index("ix_shared_tables_class_id", "shared_tables", ["class_id"])
    op.create_index("ix_shared_tables_expires_at", "shared_tables", ["expires_at"])
    op.create_table(
        "shared_seats",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("table_id", sa.Integer(), sa.ForeignKey("shared_tables.id", ondelete="CASCADE",
                                                          name="fk_shared_seats_table_id_shared_tables"),
                  nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(64), nullable=False),
        sa.Column("seat_hash", sa.String(64), nullable=False),
        sa.Column("client", sa.String(64), nullable=True),
        sa.Column("joined_at", sa.DateTime(), nullable=False),
        sa.Column("away", sa.Boolean(), nullable=False),
        sa.Column("nudged_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_shared_seats"),
        sa.UniqueConstraint("table_id", "seat", name="uq_shared_seats_table_seat"),
        sa.UniqueConstraint("table_id", "name_key", name="uq_shared_seats_table_name"),
    )
    op.create_index("ix_shared_seats_table_id", "shared_seats", ["table_id"])
    op.create_table(
        "shared_moves",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("table_id", sa.Integer(), sa.ForeignKey("shared_tables.id", ondelete="CASCADE",
                                                          name="fk_shared_moves_table_id_shared_tables"),
                  nullable=False),
        sa.Column("move_no", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_shared_moves"),
        sa.UniqueConstraint("table_id", "move_no", name="uq_shared_moves_table_move"),
    )
    op.create_index("ix_shared_moves_table_id", "shared_moves", ["table_id"])


def downgrade() -> None:
    op.drop_table("shared_moves")
    op.drop_table("shared_seats")
    op.drop_table("shared_tables")
