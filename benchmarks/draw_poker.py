"""Draw Poker figures: hand evaluation beside treys, exact draw analysis, and the engine's share of a click.

Run:  .venv/bin/python -m benchmarks.draw_poker        (or: .venv/bin/python benchmarks/draw_poker.py)
      add --browser to time clicks at the table in Chromium (starts the site; needs /usr/bin/chromium)

treys is NOT a dependency of the site: install it only to compare (``pip install treys``, or the
optional ``bench`` extra). Without it the comparison is skipped with a note.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.core.cards import BY_INDEX  # noqa: E402
from engine.games.draw_poker.hands import evaluator  # noqa: E402
from engine.odds import draw_poker as O  # noqa: E402

N_HANDS = 300_000


def bench_evaluator(rounds: int = 5):
    """Ours and treys on the same hands, timed in alternation (best of ``rounds`` each): on a shared,
    busy machine a slow moment then hurts both alike."""
    rng = random.Random(2026)
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(N_HANDS)]
    rank5 = evaluator("schenck", "high-or-low")

    def ours():
        for h in hands:
            rank5(*h)

    import numpy as np

    arr = np.array(hands, dtype=np.int64)
    contenders = {"ours   rank5(a,b,c,d,e)         ": ours,
                  "ours   evaluate_batch (numpy)   ": lambda: O.evaluate_batch(arr)}
    have_treys = True
    try:
        from treys import Card as TCard
        from treys import Evaluator
    except ImportError:
        have_treys = False
    if have_treys:
        tcards = [TCard.new(str(BY_INDEX[c]).replace("10", "T")[:-1] + str(BY_INDEX[c])[-1].lower())
                  for c in range(52)]
        th = [[tcards[c] for c in h] for h in hands]
        ev = Evaluator()
        five = ev._five

        def treys_public():
            for h in th:
                ev.evaluate(h[:2], h[2:])

        def treys_five():
            for h in th:
                five(h)

        contenders["treys  Evaluator.evaluate(h, b) "] = treys_public
        contenders["treys  Evaluator._five(cards)   "] = treys_five
    best = {k: float("inf") for k in contenders}
    for _ in range(rounds):
        for k, fn in contenders.items():
            t = time.perf_counter()
            fn()
            best[k] = min(best[k], time.perf_counter() - t)
    for k, t in best.items():
        print(f"{k}{N_HANDS / t:>12,.0f} hands/s")
    print(f"({N_HANDS:,} random hands, the same for each; best of {rounds} alternating rounds)")
    if not have_treys:
        print("treys is not installed: comparison skipped (pip install treys into the venv to compare)")
        return
    t_ours = best["ours   rank5(a,b,c,d,e)         "]
    print(f"ratio  ours / treys public: {best['treys  Evaluator.evaluate(h, b) '] / t_ours:.2f}x;  "
          f"ours / treys _five: {best['treys  Evaluator._five(cards)   '] / t_ours:.2f}x")
    # the same order on the same hands (treys: lower is better; its ladder is Schenck's, ace high or low)
    ours_v = [rank5(*h) for h in hands[:50_000]]
    treys_v = [ev.evaluate(h[:2], h[2:]) for h in th[:50_000]]
    pr = random.Random(1)
    bad = 0
    for _ in range(100_000):
        i, j = pr.randrange(50_000), pr.randrange(50_000)
        if (ours_v[i] > ours_v[j]) - (ours_v[i] < ours_v[j]) != (treys_v[j] > treys_v[i]) - (treys_v[j] < treys_v[i]):
            bad += 1
    print(f"agreement with treys on 100,000 random pairs: {100_000 - bad:,} of 100,000")


def bench_draws():
    rng = random.Random(7)
    sample = [tuple(rng.sample(range(52), 5)) for _ in range(200)]
    O.analyse_hand(sample[0])   # warm the caches
    times = []
    for h in sample:
        t = time.perf_counter()
        O.analyse_hand(h)
        times.append((time.perf_counter() - t) * 1000)
    print(f"all 32 holds of one hand (exact, 2,598,960 draws counted): median {statistics.median(times):.1f} ms, "
          f"mean {statistics.mean(times):.1f} ms, max {max(times):.1f} ms over {len(sample)} random hands")
    t = time.perf_counter()
    O.dealt_counts.cache_clear()
    for r in O.RANKINGS:
        for a in O.ACE_RULES:
            O.dealt_counts(r, a)
    print(f"dealt frequencies, 4 rankings x 3 ace rules: {(time.perf_counter() - t) * 1000:.1f} ms")
    value = evaluator()(*sample[0])
    unseen = frozenset(range(52)) - set(sample[0])
    O.one_opponent(value, unseen)
    t = time.perf_counter()
    for _ in range(20):
        O.one_opponent(value, unseen)
    print(f"exact chance one opponent beats a hand (C(47,5) hands counted): {(time.perf_counter() - t) / 20 * 1000:.1f} ms")
    t = time.perf_counter()
    O.beaten_by_any(value, unseen, 4, trials=20_000)
    print(f"simulated chance one of 4 opponents beats it (20,000 trials): {(time.perf_counter() - t) * 1000:.0f} ms")


def bench_click():
    """The engine's part of a click: the learner's action, the computer players' replies, the view."""
    from engine.bots import bots_for
    from engine.core.table import Table
    from engine.games.draw_poker import GAME

    bots = bots_for("draw-poker")
    keys = [k for k in bots if k != "random"][:3] or ["random"]
    times = []
    for seed in range(30):
        table = Table.new(GAME, GAME.Variant(), seed, bots={i: bots[keys[(i - 1) % len(keys)]] for i in (1, 2, 3)})
        for _ in range(40):
            table.run_bots()
            if table.game.is_over(table.state):
                break
            legal = table.legal()
            t = time.perf_counter()
            table.act(legal[min(1, len(legal) - 1)])
            table.view()
            times.append((time.perf_counter() - t) * 1000)
    print(f"learner's action + view (bots' turns excluded): median {statistics.median(times):.2f} ms over {len(times)}")


def bench_browser(clicks: int = 20):
    """Click a card at the table (mark / unmark a discard), timed inside the page until it shows the change.

    The table is one block (lessons/parts/board.py): a card at the learner's draw is a button whose accessible
    name starts with the card ("7♦ seven of diamonds: keep"); a click reruns the table's fragment. Computer players
    do not act on these clicks. The first clicks (compare_clicks' warm rounds) are not counted."""
    import re

    from benchmarks._browser import compare_clicks, report
    from tests.browser.conftest import wait_idle

    def make_good(page):
        page.get_by_role("button", name=re.compile("Make good")).click()
        wait_idle(page)
        card = page.get_by_role("button", name=re.compile("seven of diamonds"))
        for _ in range(12):   # the computer players act when asked (the table's pace): until the learner's draw
            if card.count():
                break
            page.get_by_role("button", name=re.compile("Until my turn")).first.click()
            wait_idle(page)
        card.first.wait_for()
        wait_idle(page)

    ours, control = compare_clicks("draw-poker?seed=11&deal=QS%20QH%207D%204C%202S", make_good, ("7♦", False, ""),
                                   None, clicks)
    report("Draw Poker, mark a discard at the table -> page updated", ours, control)


def main():
    print(f"Draw Poker benchmarks — Python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cpu(s), load average {os.getloadavg()[0]:.1f}")
    bench_evaluator()
    bench_draws()
    bench_click()
    if "--browser" in sys.argv:
        bench_browser()


if __name__ == "__main__":
    main()
