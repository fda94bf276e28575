"""Many students at once: several processes joining and committing hands into one database at the same time
raise nothing and lose nothing (on SQLite, whose writers queue; and on PostgreSQL)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.classroom.store import open_store

ROOT = Path(__file__).resolve().parents[2]
WORKER = """
import sys
from engine.classroom.store import open_store, HandResult, Decision
store = open_store(sys.argv[1])
for i in range(12):
    name = f"{sys.argv[3]}-{i}"
    klass, s = store.join(sys.argv[2], name)
    for deal in range(klass.deals):
        assert store.student(s.id).done == deal
        store.record_hand(s.id, deal, HandResult("{}", "made", deal % 2 == 0, 1.0, 3,
                                                 (Decision(1, "p", "1st decision", "pass"),)))
print("ok")
"""


def test_writers_at_once_lose_nothing(db_url):
    store = open_store(db_url)
    klass, _ = store.create_class("euchre", {}, [1, 2, 3], "sampler")
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, db_url, klass.code, f"w{n}"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for n in range(6)]
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0 and out.strip() == "ok", err[-2000:]
    counts = store.counts()
    assert counts["students"] == 72 and counts["hands"] == 216 and counts["decisions"] == 216
    store.close()
