"""Scarney dice benchmark: prints measured figures (no assertions).

    .venv/bin/python benchmarks/scarney.py [--seconds S]
    .venv/bin/python benchmarks/scarney.py --browser     # only: a bet at the table to the updated page, Chromium

For each game: random legal playouts through the protocol (``GAME.bench``: new_game, legal_actions, apply with its
checks, the path the site and the computer players use), a computer player's decision time from a view, and the
time of the exact odds the page shows (first call, with the caches cleared, and cached).

The browser figure is issue 12's click budget at the Scarney Chemin de Fer table: the site started, a shared table
brought to the learner's bet (his throw for the bank, the computer players' throws and bets), then a bet with the
box's chips timed from its dispatch inside the page to the page updated, an untimed "Undo bet" after each bringing
back the same position, beside a one-button fragment app click for click in the same rounds
(benchmarks/_browser.py): the budget is the ratio of the two medians. Pie-Eyed Dice has no such figure: its one
move, a throw, cannot be taken back, so no click can be repeated from the same position.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots.scarney_chemin_de_fer import BOTS as CHEM_BOTS  # noqa: E402
from engine.games.pie_eyed_dice import GAME as PIE  # noqa: E402
from engine.games.scarney_chemin_de_fer import GAME as CHEM  # noqa: E402
from engine.odds import pie_eyed_dice as pie_odds  # noqa: E402
from engine.odds import scarney_chemin_de_fer as chem_odds  # noqa: E402


def timed(fn, repeats: int = 1) -> float:
    t0 = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - t0) / repeats


def decision_times(n: int = 2000) -> list[float]:
    s = CHEM.new_game(CHEM.Variant(), 3)
    rng = random.Random(0)
    out = []
    while len(out) < n:
        if CHEM.is_over(s):
            s = CHEM.new_game(CHEM.Variant(), len(out))
        bot = CHEM_BOTS[("steady", "cautious", "bold", "streaky")[s.to_act % 4]]
        view, legal = CHEM.view(s, s.to_act), CHEM.legal_actions(s)
        t0 = time.perf_counter()
        a = bot.choose(view, legal, rng)
        out.append(time.perf_counter() - t0)
        s = CHEM.apply(s, a)
    return out


def _to_the_learners_bet(page) -> None:
    """From the shared table (seed 5): the learner throws for the bank, the computer players throw and bet until
    the learner is to bet."""
    from tests.browser.conftest import wait_idle

    page.get_by_role("radio", name="Play", exact=True).click()
    wait_idle(page)
    page.get_by_role("button", name="Throw", exact=True).click()
    wait_idle(page)
    page.get_by_role("button", name="To my turn", exact=True).click()
    wait_idle(page)
    page.get_by_role("spinbutton", name="Chips to bet").wait_for()


def browser_latency(clicks: int = 20) -> None:
    from benchmarks._browser import compare_clicks, report

    ours, control = compare_clicks("scarney-chemin-de-fer?seed=5", _to_the_learners_bet, ("Bet", True, ""),
                                   ("Undo bet", False, ""), clicks)
    report("Scarney Chemin de Fer, a bet at the table -> page updated", ours, control)


def main() -> None:
    seconds = float(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 2.0
    print(f"python {platform.python_version()} on {platform.machine()}, load {os.getloadavg()[0]:.2f}")
    for game in (CHEM, PIE):
        b = game.bench(game.Variant(), seconds)
        print(f"{game.slug}: {b['games_per_second']} games/s, {b['actions_per_second']} actions/s "
              f"({b['games']} games in {b['seconds']} s; {b['loop']})")
    d = decision_times()
    print(f"chemin de fer bot decision (view + legal -> action): median {1e6 * statistics.median(d):.1f} µs, "
          f"max {1e6 * max(d):.1f} µs over {len(d)} decisions")
    for name, fn in (("shooter's point distribution", chem_odds.shooter_distribution),
                     ("player vs banker (same rules)", chem_odds.versus_banker),
                     ("punto banco contrast", chem_odds.punto_banco)):
        for cached in (chem_odds.throw_distribution, chem_odds.sum_distribution, chem_odds.shooter_distribution,
                       chem_odds.versus_banker, chem_odds.punto_banco):
            cached.cache_clear()
        first = timed(fn)
        print(f"{name}: first {1000 * first:.2f} ms, cached {1e6 * timed(fn, 1000):.2f} µs")
    first = timed(lambda: pie_odds.role_chances((0, 1, 2, 3, 4, 5, 6, 7), 0, (), "five", True))
    print(f"pie-eyed role chances, 8 players from the start: {1000 * first:.2f} ms")


if __name__ == "__main__":
    if "--browser" in sys.argv:
        browser_latency()
    else:
        main()
