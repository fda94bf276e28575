"""Draw Poker's coach (engine/coach/draw_poker.py) where the mutation run (tests/audit/mutation.py) found it untested:
the book player's table of drawn hands, worked out again hand by hand with the scalar functions."""

from __future__ import annotations

import pytest

from engine.coach import draw_poker as C
from engine.core.rng import numpy_rng
from engine.games.draw_poker.hands import evaluator
from engine.odds.draw_poker import schenck_advice


def _by_hand(ranking: str, ace: str, deals: int) -> dict[int, list[int]]:
    """The same packs, each hand drawn to one at a time: Schenck's first advice (the scalar function the coach's
    words quote), the new cards from the top of the pack, the final hand valued by the game's evaluator."""
    rng = numpy_rng(0, "coach draw tables", ranking, ace)
    rank5 = evaluator(ranking, ace)
    out: dict[int, list[int]] = {}
    for _ in range(12):
        for order in rng.random((deals, 52)).argsort(axis=1):
            dealt = [int(c) for c in order[:5]]
            keep = schenck_advice(tuple(sorted(dealt, reverse=True)), ranking, ace)[0]["keep"]
            kept = [c for c in dealt if C._TEXT[c] in keep]
            k = 5 - len(kept)
            final = sorted(kept + [int(c) for c in order[5:5 + k]], reverse=True)
            out.setdefault(k, []).append(rank5(*final))
    return {k: sorted(v) for k, v in out.items()}


@pytest.mark.parametrize("ranking,ace", [("schenck", "high-or-low"), ("no-sequences", "high-only")])
def test_the_table_of_drawn_hands_is_each_hand_drawn_as_the_book_advises(ranking, ace):
    got = C.deal_and_draw(ranking, ace, 40)
    assert got == _by_hand(ranking, ace, 40)
    assert set(got) <= {0, 1, 2, 3, 4} and sum(len(v) for v in got.values()) == 480   # twelve packs of 40 hands


def test_the_tables_are_made_once_for_each_set_of_arguments():
    a = C.draw_tables("schenck", "high-only", 30)
    assert a is C.draw_tables("schenck", "high-only", 30) and a == C.deal_and_draw("schenck", "high-only", 30)
    assert C.draw_tables("schenck", "high-or-low", 30) != a and C.draw_tables("schenck", "high-only", 31) != a
    assert C.draw_tables("no-sequences", "high-only", 30) != a
