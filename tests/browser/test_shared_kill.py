"""The site process killed with SIGKILL in the middle of a shared table's hand, then started again on the same
database and address (issue 27): the table resumes at its last stored move. Two people in browsers at one Euchre
table (two computer players at once), a few moves made; a second table, played through the store alone, half-way
too. After the restart every stored move is there unchanged, each person's reload shows the same seat, the same
hand and the same move log as before the kill, the play goes on (a move at one seat shows at the other without a
click: the new process pushes), and the other table reads as it was. On SQLite and PostgreSQL."""

from __future__ import annotations

import os
import signal
import time

import pytest

from engine.classroom.store import open_store
from engine.classroom.tables import SharedTables
from tests.browser.conftest import _free_port, wait_idle
from tests.browser.shared_helpers import act_at, new_player, shown_at, state_of, stored
from tests.browser.test_class import SHOTS, db_url, serve  # noqa: F401 - a fixture
from tests.classroom.conftest import pg_server_url  # noqa: F401 - a fixture

pytestmark = pytest.mark.browser
STANDARD = {"players": 4, "pack": 24, "lead": "maker", "lone_defence": False, "game": 7}


def position(p) -> tuple[str, str, str]:
    """What a seat's page shows: the lobby's seats, its hand's cards (by their spoken names), the move log."""
    p.page.wait_for_selector(".cp-board .cp-log")
    wait_idle(p.page)
    board = p.page.locator(".cp-board").first
    cards = " ".join(sorted(board.locator(".cp-card[aria-label]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")))
    return (p.page.locator(".cp-shared").first.inner_text(), cards,
            board.locator(".cp-log").first.inner_text())


def play(tables, table_id: int, by_seat: dict, moves: int) -> None:
    """Until ``moves`` more are stored: each person's turn at their page, the computers by themselves."""
    goal = len(tables.read(table_id).moves) + moves
    deadline = time.time() + 60
    while len(tables.read(table_id).moves) < goal and time.time() < deadline:
        _, states = state_of(tables, table_id)
        if states[-1].to_act in by_seat:
            act_at(by_seat[states[-1].to_act], "euchre")
        else:
            time.sleep(0.05)
    assert len(tables.read(table_id).moves) >= goal


# On SQLite, make run's database, only: a shared table on PostgreSQL is held through two processes and nginx by
# tests/browser/test_shared_school.py, and a class's killed process on both by tests/browser/test_class_kill.py
# (make test's 12 minutes).
@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_the_site_killed_mid_hand_and_restarted_resumes_every_table(browser, db_url, tmp_path):  # noqa: F811
    backend = "postgresql" if db_url.startswith("postgresql") else "sqlite"
    env = {"DATABASE_URL": db_url, "CAMP_DATA_DIR": str(tmp_path / "data")}
    port = _free_port()
    proc, url = serve(env, SHOTS / f"shared-kill-{backend}-1.log", port)
    store = open_store(db_url)
    tables = SharedTables(store)
    t, ada_token = tables.open("euchre", STANDARD, ["person", "computer", "person", "computer"], "rule-of-thumb",
                               "Ada", pace=0.0, seed=11)
    _, _, cy_token = tables.join(t.code, "Cy")      # partners across: seats 1 and 3
    tables.start(t.id, ada_token)
    other, other_token = tables.open("euchre", STANDARD, ["person", "computer", "computer", "computer"],
                                     "rule-of-thumb", "Eve", pace=0.0, seed=12)
    tables.start(other.id, other_token)
    for _ in range(3):                               # the other table: three moves, by the store
        if not tables.computer_move(other.id):      # Eve's turn: she passes
            tables.move(other.id, other_token, "pass", len(tables.read(other.id).moves))
    players = [new_player(browser, n) for n in ("Ada", "Cy")]
    by_seat = dict(zip((0, 2), players, strict=True))
    address = f"{url}/euchre?_table={t.code}&_tseat="
    try:
        for p, token in zip(players, (ada_token, cy_token), strict=True):
            p.page.goto(address + token)
            p.page.wait_for_selector(".cp-shared")
            wait_idle(p.page, 60_000)
        play(tables, t.id, by_seat, 6)
        for _ in range(100):                         # the computers' moves at once, then a person's turn
            if state_of(tables, t.id)[1][-1].to_act in by_seat:
                break
            time.sleep(0.05)
        moves, other_moves = tables.read(t.id).moves, tables.read(other.id).moves
        for p in players:
            p.page.reload()
        before = [position(p) for p in players]
        assert tables.read(t.id).moves == moves and len(moves) >= 6 and other_moves

        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
        assert proc.returncode == -signal.SIGKILL
        proc, url2 = serve(env, SHOTS / f"shared-kill-{backend}-2.log", port)
        assert url2 == url
        assert tables.read(t.id).moves == moves and tables.read(other.id).moves == other_moves
        for p in players:                            # each person back by the address: where they were
            p.page.reload()
            p.page.wait_for_selector(".cp-shared", timeout=60_000)
        assert [position(p) for p in players] == before
        _, states = state_of(tables, t.id)
        mover = by_seat[states[-1].to_act]            # a person's turn: the computers had moved before the kill
        _, t0 = act_at(mover, "euchre")
        assert stored(tables, t.id, len(moves))       # the click's run may start after the page was seen idle
        after = tables.read(t.id).moves              # the person's move, then the computers' at once
        assert after[:len(moves)] == moves and len(after) > len(moves)
        assert shown_at([p for p in players if p is not mover], t0)   # pushed by the new process
        play(tables, t.id, by_seat, 4)               # and the table plays on, computers included
    except Exception:
        for p in players:
            p.page.screenshot(path=str(SHOTS / f"shared-kill-failed-{backend}-{p.name}.png"), full_page=True)
        raise
    finally:
        for p in players:
            p.ctx.close()
        store.close()
        proc.terminate()
        proc.wait(10)
