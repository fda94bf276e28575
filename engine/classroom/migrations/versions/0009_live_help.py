"""The coach's live help, on or off for a class (issue 26): the teacher may keep the coach to the after-hand review.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("classes") as batch:   # batch: SQLite alters a table by copying it
        batch.add_column(sa.Column("live_help", sa.Boolean(), server_default=sa.true(), nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.drop_column("live_help")
