"""Learner-paced classes (homework): a deadline after which no hand is played or stored (results stay until the
class expires).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.add_column(sa.Column("deadline", sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.drop_column("deadline")
