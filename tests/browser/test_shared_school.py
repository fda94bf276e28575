"""A shared table as a school runs it (issue 27): two site processes on one PostgreSQL behind a real nginx
(tests/school.py, deploy/nginx/camp-parlour.conf), four people in four browsers, two sent to each process by
nginx's sticky route. They open and join one Euchre table on Play together and play its first hand to the end (the
whole game, about 110 moves and a minute, with ``CAMP_WHOLE_GAME=1``); every move shows at the other three seats, on
both processes (the version each process polls is the database's), and no seat's websocket carries a card hidden
from it (tests/browser/test_shared.py's search). nginx's access log shows every request of each browser, its
websocket included, served by the one process it landed on."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from engine.classroom.store import open_store
from engine.classroom.tables import SharedTables
from engine.games import get_game
from tests.browser.shared_helpers import new_player, summary
from tests.browser.test_school import school_db  # noqa: F401 - a fixture
from tests.browser.test_shared import NAMES, WHOLE, check_frames, play_first_hand, seated
from tests.classroom.conftest import pg_server_url  # noqa: F401 - a fixture
from tests.school import school

pytestmark = pytest.mark.browser
SHOTS = Path("/tmp/shots/shared-school")


def test_four_people_on_two_processes_behind_nginx_play_a_euchre_hand(browser, school_db):  # noqa: F811
    with school(school_db, 2, folder=SHOTS) as s:
        store = open_store(school_db)
        tables = SharedTables(store)
        players, at, routes = [], [], {}
        try:
            for name in NAMES:   # fresh browsers until two have landed on each process (each try one in two)
                for _ in range(30):
                    p = new_player(browser, name)
                    here = s.process_of(p.page.goto(f"{s.url}/play-together").headers)
                    if at.count(here) < 2:
                        break
                    p.ctx.close()
                else:
                    pytest.fail("nginx sent 30 fresh browsers to the same process")
                players.append(p)
                at.append(here)
                routes[{c["name"]: c["value"] for c in p.ctx.cookies()}["camp_route"]] = here
            assert sorted(at) == [0, 0, 1, 1]
            by_seat, table_id = seated(browser, s.url, tables, "Euchre", "standard", 4, players)
            latencies: list[float] = []
            states, times = play_first_hand(tables, table_id, by_seat, "euchre", latencies, whole=WHOLE)
            time.sleep(1)
            for p in players:
                p.page.evaluate("1")
            check_frames(by_seat, "euchre", states, times)
            assert len(states) > 22 and (get_game("euchre").is_over(states[-1]) or not WHOLE)   # a hand played
            process = {seat: at[players.index(p)] for seat, p in by_seat.items()}
            over = " to the game's end" if get_game("euchre").is_over(states[-1]) else ""
            print(f"\nEuchre across two processes (seats on processes {process}), {len(states) - 1} moves{over}: a "
                  f"move's showing at the other seats: {summary(latencies)}")
            assert max(latencies) < 5
        except Exception:
            for i, p in enumerate(players):
                try:
                    p.page.screenshot(path=str(SHOTS / f"failed-{i}.png"), full_page=True)
                except Exception:  # noqa: BLE001 - a page that cannot be drawn: the failure itself matters
                    pass
            raise
        finally:
            for p in players:
                p.ctx.close()
            store.close()

        def streams(route: str, process: int) -> list[str]:
            return [r for r in s.routes()[route].get(process, []) if r.startswith("GET /_stcore/stream")]

        for _ in range(50):   # a websocket's line is written when it closes
            if all(streams(route, process) for route, process in routes.items()):
                break
            time.sleep(0.1)
        logged = s.routes()
        for route, process in routes.items():
            assert set(logged[route]) == {process}, f"{route}: {sorted(logged[route])}"
            assert streams(route, process)
