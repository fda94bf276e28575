"""Wrong codes counted by network too: the store slows a network that types too many, instead of capping the whole
site (a ceiling one client could spend for everyone).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("wrong_codes") as batch:   # batch: SQLite alters a table by copying it
        batch.add_column(sa.Column("network", sa.String(64), nullable=True))
        batch.create_index("ix_wrong_codes_network", ["network"])


def downgrade() -> None:
    with op.batch_alter_table("wrong_codes") as batch:
        batch.drop_index("ix_wrong_codes_network")
        batch.drop_column("network")
