"""Commerce benchmark: prints measured figures (no assertions).

    .venv/bin/python benchmarks/commerce.py
    .venv/bin/python benchmarks/commerce.py --browser      # only: a click at the table to the updated page, Chromium

What it measures, on this machine: random legal play through the protocol for each mode (what the site and the
computer players run); the exact tables behind the odds (first build, cached); the live figures for one hand
(exact one-hand chance, the trade figures, the simulations) as the page computes them; one computer player's
decision in each phase.

The browser figure (issue 12's click budget): the site started, a shared deal opened at the table at the learner's
turn, then a learner's purchase ("Buy: throw ..., pay 6d": the card thrown, the top card taken, the live figures
computed again) timed from its dispatch inside the page to the page updated, with an untimed Undo between clicks
bringing back the same position; beside a one-button fragment app clicked in the same rounds
(benchmarks/_browser.py). The budget is the ratio of the two medians.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.commerce import BOTS  # noqa: E402
from engine.core.rng import rng_for  # noqa: E402
from engine.games.commerce import GAME  # noqa: E402
from engine.games.commerce import hands as H  # noqa: E402
from engine.odds.commerce import hand_figures  # noqa: E402


def timed(fn, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def ms(xs) -> str:
    return f"median {1000 * statistics.median(xs):.2f} ms, max {1000 * max(xs):.2f} ms"


def main() -> None:
    print(f"python {platform.python_version()} on {platform.machine()}, load {os.getloadavg()[0]:.2f}")
    t0 = time.perf_counter()
    H.combination_counts(52)
    H.chance_one((0, 1, 2), ())
    print(f"exact tables (52 cards, first build): {1000 * (time.perf_counter() - t0):.0f} ms")
    for preset in ("new-game", "old-game", "pool", "extended-all-stand"):
        d = GAME.bench(GAME.presets[preset], 1.0)
        print(f"protocol, {preset}: {d['deals_per_second']} deals/s, {d['actions_per_second']} actions/s")
    hand = tuple(c for c in (12, 13, 28))
    print("one-hand chance (exact):", ms(timed(lambda: H.chance_one(hand, hand), 50)))
    print("trade figures (exact, three throws):", ms(timed(lambda: H.trade_figures(hand, hand), 20)))
    print("the page's figures for one hand (2,000 simulated deals):",
          ms(timed(lambda: hand_figures(hand, hand, samples=2000), 5)))
    s = GAME.new_game(GAME.presets["new-game"], 3)
    for key, bot in BOTS.items():
        view, legal = GAME.view(s, s.to_act), GAME.legal_actions(s)
        print(f"bot {key}, a decision in the new game:", ms(timed(lambda b=bot, v=view, lg=legal: b.choose(
            v, lg, rng_for(1, "b")), 20)))


NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"   # the learner (eldest) to trade first


def _at_the_learners_trade(page) -> None:
    """The shared deal opens at the table with the learner to trade: wait for the buying buttons."""
    from tests.browser.conftest import wait_idle

    page.locator(".cp-board button[data-key^='commerce:act:trade money ']").first.wait_for()
    wait_idle(page)


def browser_latency(clicks: int = 20) -> None:
    from urllib.parse import quote

    from benchmarks._browser import compare_clicks, report

    ours, control = compare_clicks(f"commerce?seed=3&deal={quote(NEW4)}", _at_the_learners_trade,
                                   ("Buy: throw ", False, ""), ("Undo", False, "Buy: throw "), clicks)
    report("Commerce, buy a card at the table -> page updated", ours, control)


if __name__ == "__main__":
    if "--browser" in sys.argv:
        browser_latency()
    else:
        main()
