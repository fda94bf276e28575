"""Nothing is lost: a process is killed with SIGKILL in the middle of a class, a new one started, and every
hand it had committed is still there, unchanged, and every student resumes at the next deal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from engine.classroom.store import open_store
from tests.classroom.helpers import finished

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ann", "Bob", "Cy"]


def _worker(url: str, code: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.classroom.worker", url, code, *NAMES], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_killed_process_loses_no_committed_hand_and_everyone_resumes(db_url):
    store = open_store(db_url)
    klass, _ = store.create_class("euchre", {"players": 4}, [21, 22, 23], "rule-of-thumb")
    proc = _worker(db_url, klass.code)
    committed = []
    for line in proc.stdout:
        if line.startswith("committed"):
            committed.append(line.split()[1:])
        if len(committed) == 4:        # mid-class: Ann has two deals, Bob and Cy one; a hand is being played
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(30)
    assert proc.returncode == -signal.SIGKILL

    # After the restart (a new process, a new connection): every committed hand is there, as it was played.
    after = open_store(db_url)
    for name, deal in committed:
        student = after.student_named(klass.id, name)
        assert student.done >= int(deal) + 1
        stored = after.hand_record(klass.id, student.id, int(deal))
        assert stored == finished(klass, int(deal), style=NAMES.index(name)).record
    # The students carry on from where they were, in a new process, to the end of the class.
    again = _worker(db_url, klass.code)
    out, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    assert "all done" in out
    snap = after.snapshot(klass.id)
    assert sorted((h["student_id"], h["deal_index"]) for h in snap["hands"]) == sorted(
        (s["id"], d) for s in snap["students"] for d in range(3))
    assert len(snap["students"]) == 3
    store.close()
    after.close()
