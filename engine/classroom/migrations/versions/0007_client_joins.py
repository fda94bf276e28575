"""Joins per client capped: the client a seat was taken from (a digest of its address and browser session,
``engine/classroom/clients.py``), counted like the network's.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("students") as batch:   # batch: SQLite alters a table by copying it
        batch.add_column(sa.Column("client", sa.String(64), nullable=True))
        batch.create_index("ix_students_client", ["client"])


def downgrade() -> None:
    with op.batch_alter_table("students") as batch:
        batch.drop_index("ix_students_client")
        batch.drop_column("client")
