"""Euchre's figures: random legal playouts per second (deal included), and the computer players' speed.

    .venv/bin/python benchmarks/euchre.py [seconds]
    .venv/bin/python benchmarks/euchre.py --browser      # only: a click at the table to the updated page, Chromium
    .venv/bin/python benchmarks/euchre.py --open-spiel [seconds]   # only: ours beside open_spiel's C++ euchre

The open_spiel comparison (``pip install -e '.[bench]'`` installs it) plays random legal hands of standard
Euchre (24 cards, four players, deal included) in one process, side by side: through our public protocol
(``new_game``, ``legal_actions``, ``apply``: whole games played out, hands counted, each with its deal),
through the computer players' playout driver (``engine.games.euchre.hand.playout``: the same phase functions
on one state changed in place, its own uniform random choices, ``playout(s, rand=...)``), and through
``pyspiel`` (``new_initial_state``, chance outcomes and ``legal_actions``, ``apply_action`` to the terminal
state). The three loops run in alternating slices, so a change of load on the machine falls on all of them.
On a shared, loaded machine the ratios still swing (a tenth either way for the same code); counting
instructions with valgrind (``bash benchmarks/euchre_instructions.sh``: the same loops for a fixed number of
hands, the difference of two runs of N and 3N hands) gives figures that do not depend on the load. They are not
the clock's figures: C++ runs more instructions per cycle than the Python interpreter, so the clock's ratio is
lower, and a table look-up that saves instructions may still lose time to the processor's caches.

Prints what it measured and on what machine. No assertions: these are figures for the report.

The browser figure answers the issue's budget "a click at the table to the updated page: under 150 ms median,
computer players' turns excluded". It starts the site, opens a shared deal at the Play tab, brings it to the
learner's turn to play a card, then times a legal card click from its dispatch inside the page
(``performance.now()``, so Playwright's own checks are not counted) to the page updated: Streamlit has run
the script and is idle, and no element is stale. An Undo between clicks (not timed) brings back the same
position, so every click is the same click. A one-button fragment app is timed the same way as a control,
click for click in the same rounds (benchmarks/_browser.py): the budget is the ratio of the two medians.
"""

from __future__ import annotations

import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.euchre import BOTS  # noqa: E402
from engine.core.table import Table  # noqa: E402
from engine.games.euchre import GAME  # noqa: E402


def _spiel_hands(game, seconds: float, rand, hands_at_least: int | None = None) -> int:
    """Random legal hands through pyspiel's C++ euchre, driven from Python, for about ``seconds`` (or
    ``hands_at_least`` hands, rounded up to 16)."""
    hands = 0
    end = time.perf_counter() + seconds
    while True:
        if (hands & 15) == 0 and (time.perf_counter() >= end or (hands_at_least is not None
                                                                  and hands >= hands_at_least)):
            return hands
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rand() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rand() * len(legal))])
        hands += 1


def versus_open_spiel(seconds: float = 6.0, slices: int = 6) -> dict:
    """Hands per second: ours (protocol, and the bots' driver) beside open_spiel's C++ euchre, in one process."""
    import random

    try:
        import pyspiel
    except ImportError as exc:
        return {"open_spiel": f"not installed ({exc}); pip install -e '.[bench]'"}
    from engine import compiled

    spiel = pyspiel.load_game("euchre")
    v = GAME.presets["standard"]
    rand = random.Random(0).random
    ours = driver = theirs = 0
    wall = [0.0, 0.0, 0.0]   # protocol, open_spiel, driver: seconds on the clock
    cpu = [0.0, 0.0, 0.0]    # and seconds of this process's CPU time (not the time spent waiting for a core)
    part = seconds / slices / 3

    def timed(i, run):
        t, c = time.perf_counter(), time.process_time()
        n = run()
        wall[i] += time.perf_counter() - t
        cpu[i] += time.process_time() - c
        return n

    for k in range(slices):
        ours += timed(0, lambda k=k: GAME.protocol_playouts(v, part, seed=k * 100_000)["hands"])
        theirs += timed(1, lambda: _spiel_hands(spiel, part, rand))
        driver += timed(2, lambda k=k: GAME.driver_playouts(v, part, seed=k)["hands"])
    o, c, d = (n / t for n, t in zip((ours, theirs, driver), wall, strict=True))
    oc, cc, dc = (n / t for n, t in zip((ours, theirs, driver), cpu, strict=True))
    return {"game": "standard euchre: 24 cards, four players, deal included, random legal actions",
            "open_spiel": f"pyspiel {getattr(pyspiel, '__version__', '')} euchre {spiel.get_parameters()}",
            "ours_protocol": "new_game, legal_actions, apply (check + step): whole games, hands counted, each with its deal",
            "ours_driver": "engine.games.euchre.hand.playout (the computer players' playouts), same functions, "
                           "uniform random choices (playout(s, rand=...))",
            "protocol_hands_per_second": round(o, 1), "driver_hands_per_second": round(d, 1),
            "open_spiel_hands_per_second": round(c, 1),
            "protocol_ratio": round(o / c, 2), "driver_ratio": round(d / c, 2),
            "per_cpu_second": "the same hands per second of this process's CPU time (steadier on a loaded machine)",
            "protocol_ratio_cpu": round(oc / cc, 2), "driver_ratio_cpu": round(dc / cc, 2),
            "hot_modules": compiled.describe(), "load_average": _load()}


def _load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])   # 1, 5 and 15 minutes (Linux)
    except OSError:
        return "unknown"


def decision_times(bot_key: str, preset: str, games: int = 3) -> list[float]:
    times = []
    for g in range(games):
        table = Table.new(GAME, GAME.presets[preset], 500 + g, learner=-1,
                          bots={s: BOTS[bot_key] for s in range(4)})
        while not GAME.is_over(table.state):
            legal = GAME.legal_actions(table.state)
            t = time.perf_counter()
            table.step_bot()
            if len(legal) > 1:
                times.append(time.perf_counter() - t)
    return times


def page_click_times(clicks: int = 20) -> list[float]:
    """Server-side time of a learner's click on the Euchre page (AppTest: the script rerun, no browser paint).

    Computer players' turns are excluded: between the learner's clicks they are stepped on the page's table
    (Table.step_bot, as the page's pace does) and the page redrawn, untimed. The shared deal of --browser."""
    from pathlib import Path

    from streamlit.testing.v1 import AppTest

    from tests.pages.board import buttons as board_buttons

    page = str(Path(__file__).resolve().parents[1] / "lessons" / "euchre.py")
    at = AppTest.from_file(page, default_timeout=60)
    at.query_params.update({"rules": "standard", "seed": "3", "deal": DEAL})
    at.run()
    times: list[float] = []
    while len(times) < clicks:
        table = at.session_state["euchre:table"]
        if GAME.is_over(table.state):
            break
        if table.bots_turn():
            table.step_bot()
            at.run()
            continue
        legal = [str(a) for a in table.legal()]
        keys = {b.key: b for b in board_buttons(at)}   # the table's block (lessons/parts/board.py)
        phase = table.state.phase
        if phase in ("play", "discard"):
            key = f"euchre:card:{legal[0].split()[1]}"
        else:
            key = next(k for k in ("euchre:act:pass", "euchre:act:pass2", "euchre:act:pass3") if k in keys)
        t = time.perf_counter()
        keys[key].click().run()
        times.append(time.perf_counter() - t)
    return times


def main(seconds: float = 5.0) -> None:
    print(f"Euchre benchmarks — Python {platform.python_version()} on {platform.machine()} ({platform.processor()})")
    for preset in ("standard", "civil-war"):
        data = GAME.bench(GAME.presets[preset], seconds)
        print(f"  {preset:10} random legal hands, deal included, one process, through the public protocol: "
              f"{data['hands_per_second']:,.0f} hands/s over {data['hands']:,} hands; through the bots' "
              f"playout driver: {data['driver_hands_per_second']:,.0f} hands/s")
    vs = versus_open_spiel(seconds)
    if "open_spiel_hands_per_second" in vs:
        print(f"  beside open_spiel's C++ euchre (standard, alternating slices): protocol "
              f"{vs['protocol_hands_per_second']:,.0f} hands/s, driver {vs['driver_hands_per_second']:,.0f}, "
              f"open_spiel {vs['open_spiel_hands_per_second']:,.0f}: ratios {vs['protocol_ratio']} and "
              f"{vs['driver_ratio']} (per CPU second {vs['protocol_ratio_cpu']} and {vs['driver_ratio_cpu']}; "
              f"load {vs['load_average']}; {vs['hot_modules']})")
    else:
        print(f"  open_spiel: {vs['open_spiel']}")
    for key in ("rule-of-thumb", "sampler"):
        ts = decision_times(key, "standard")
        ts.sort()
        print(f"  {key:14} decisions with a choice: {len(ts)}; median {statistics.median(ts) * 1000:.1f} ms, "
              f"95th percentile {ts[int(0.95 * (len(ts) - 1))] * 1000:.1f} ms, worst {ts[-1] * 1000:.1f} ms")
    clicks = sorted(page_click_times())
    print(f"  page click (AppTest script rerun, server side, no browser paint): {len(clicks)} learner clicks; "
          f"median {statistics.median(clicks) * 1000:.0f} ms, worst {clicks[-1] * 1000:.0f} ms")


DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def _to_the_learners_card(page) -> None:
    from tests.browser.conftest import wait_idle

    """From the shared deal: the learner passes, the computer players act until the learner must play a card."""
    for _ in range(12):
        if page.locator(".cp-board .cp-cardbtn.cp-btn-primary").count():   # a legal card, raised
            return
        until = page.get_by_role("button", name="Until my turn")
        if until.is_enabled():
            until.click()
        else:
            page.get_by_role("button", name="Pass", exact=True).first.click()
        wait_idle(page)
    raise RuntimeError("the learner never came to play a card")


def browser_latency(clicks: int = 20) -> None:
    from urllib.parse import quote

    from benchmarks._browser import compare_clicks, report

    ours, control = compare_clicks(f"euchre?rules=standard&seed=3&deal={quote(DEAL)}", _to_the_learners_card,
                                   ("Play ", True, ""), ("Undo", False, "Play "), clicks)
    report("Euchre, play a card at the table -> page updated", ours, control)


def fixed_work(loop: str, hands: int) -> int:
    """The loops of :func:`versus_open_spiel`, run for a fixed number of hands instead of a time (for counting
    instructions: ``benchmarks/euchre_instructions.sh``); returns the hands played."""
    import random

    v = GAME.presets["standard"]
    if loop == "protocol":
        return GAME.protocol_playouts(v, float("inf"), hands_at_least=hands)["hands"]
    if loop == "driver":
        return GAME.driver_playouts(v, float("inf"), hands_at_least=hands)["hands"]
    import pyspiel

    return _spiel_hands(pyspiel.load_game("euchre"), float("inf"), random.Random(0).random, hands)


if __name__ == "__main__":
    if "--count" in sys.argv:   # --count LOOP HANDS: a fixed amount of work (see euchre_instructions.sh)
        args = [a for a in sys.argv[1:] if not a.startswith("--")]
        print("HANDS", fixed_work(args[0], int(args[1])), file=sys.stderr)
    elif "--browser" in sys.argv:
        browser_latency()
    elif "--open-spiel" in sys.argv:
        import json

        args = [a for a in sys.argv[1:] if not a.startswith("--")]
        print(json.dumps(versus_open_spiel(float(args[0]) if args else 6.0), indent=2))
    else:
        args = [a for a in sys.argv[1:] if not a.startswith("--")]
        main(float(args[0]) if args else 5.0)
