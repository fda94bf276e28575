"""Remake the golden records from their game, rule set, seed and page settings: only when the deals change.

    CAMP_SECRET=camp-and-parlour-test-secret-not-for-any-site .venv/bin/python -m tests.golden.regenerate

Each record is played again by the method that first made it (kept below, per record): ``harness``, the
property harness's random play with ``random.Random(seed)`` choosing; ``bots``, a table with computer
players at every seat (the keys in turn). Run on the code before the site secret, these methods give back
the old records move for move (15 of 24); for the other nine the first method is not known, so they are
played by ``bots`` with the game's own players. The rules are never touched: a regenerated record must
replay, and its transcript changes only because the cards and throws dealt changed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine.bots import bots_for
from engine.core.record import GameRecord, transcript
from engine.core.table import Table
from engine.core.variant import variant_to_dict
from engine.games import get_game
from tests.conftest import TEST_SECRET
from tests.harness import random_play

GOLDEN = Path(__file__).resolve().parent
HARNESS = ("commerce-", "seven_up-", "pie_eyed_dice_")
BOTS = {   # record name prefix: the computer players seat by seat (repeated to fill the table)
    "euchre-": ("rule-of-thumb",),
    "draw_poker_": ("book", "cautious", "bluffer"),
    # method not known: the game's own players in turn
    "call_ace-": ("rule-of-thumb",),
    "domino_euchre-": ("rule-of-thumb",),
    "chuck_a_luck_": ("lucky-number", "high-low", "long-shot", "doubler"),
    "scarney_chemin_de_fer_": ("streaky", "steady", "cautious", "bold"),
}


def remake(path: Path) -> GameRecord:
    old = GameRecord.from_json(path.read_text())
    game = get_game(old.game)
    variant = game.variant_for(old.variant)
    if path.name.startswith(HARNESS):
        _, texts = random_play(game, variant, old.seed, random.Random(old.seed), checks=False)
        return GameRecord(game.slug, variant_to_dict(variant), old.seed, tuple(texts), old.deal, old.table)
    keys = next(v for k, v in BOTS.items() if path.name.startswith(k))
    bots = bots_for(game.slug)
    seats = game.seats(variant)
    table = Table.new(game, variant, old.seed, old.deal, learner=-1, table=old.table,
                      bots={s: bots[keys[s % len(keys)]] for s in range(seats)})
    table.run_bots(limit=1_000_000)
    assert game.is_over(table.state), f"{path.name}: the computer players did not finish the game"
    return table.record


def main() -> int:
    import os

    if os.environ.get("CAMP_SECRET") != TEST_SECRET:
        print("set CAMP_SECRET to the tests' secret (tests/conftest.py) first", file=sys.stderr)
        return 2
    for path in sorted(GOLDEN.glob("*.json")):
        record = remake(path)
        path.write_text(record.to_json() + "\n")
        path.with_suffix(".txt").write_text("\n".join(transcript(record)) + "\n")
        print(path.name, len(record.actions), "moves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
