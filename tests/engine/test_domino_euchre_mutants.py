"""Domino Euchre's set, rules and engine at their edges (engine/games/domino_euchre/): found untested by the
mutation run (tests/audit/mutation.py). The deck's functions are also called directly (the odds, the words, the
view's order of a hand), not only through the tables built from them at import, so they are held here to the
text's tables (tests/engine/test_domino_euchre.py: TRUMP_ROWS, SUIT_ROWS), not to the engine's own tables."""

from __future__ import annotations

import pytest

from engine.games.domino_euchre import deck as D
from engine.tricks import NO_TRUMP
from tests.engine.test_domino_euchre import SUIT_ROWS, TRUMP_ROWS, tiles


def _numbers(c: int) -> set[int]:
    d = D.TILES[c]
    return {d.high, d.low}


@pytest.mark.rules("trump-length", "left-bower")
@pytest.mark.parametrize("trump", range(7))
def test_rule_the_trumps_are_the_trump_number_and_the_next_lower_doublet(trump):
    assert {c for c in range(D.N_TILES) if D.is_trump(c, trump)} == set(tiles(TRUMP_ROWS[trump]))
    assert not any(D.is_trump(c, NO_TRUMP) for c in range(D.N_TILES))   # before trumps are made: none
    assert D.suit_order(trump, trump) == tiles(TRUMP_ROWS[trump])       # trumps led: the trump row


@pytest.mark.rules("trump-only", "follow-either")
@pytest.mark.parametrize("trump", [NO_TRUMP, *range(7)])
def test_rule_a_tile_follows_either_of_its_numbers_and_a_trump_only_trumps(trump):
    trumps = set(tiles(TRUMP_ROWS[trump])) if trump >= 0 else set()
    for c in range(D.N_TILES):
        for suit in range(7):
            want = suit == trump if c in trumps else suit in _numbers(c)
            assert D.belongs(c, suit, trump) == want, (D.TEXT[c], suit, trump)


@pytest.mark.rules("trump-order", "rank-in-suit", "trick")
@pytest.mark.parametrize("trump", [NO_TRUMP, *range(7)])
@pytest.mark.parametrize("led", range(7))
def test_rule_strength_ranks_every_tile_as_the_texts_tables_do(trump, led):
    """In a trick led in ``led``: the trump row (the right bower, the left, then by the other number), then the
    suit led's row less its trumps (the doublet, then by the other number), each strictly above the next; every other
    tile below them all, and below nothing (it cannot win)."""
    trumps = tiles(TRUMP_ROWS[trump]) if trump >= 0 else []
    if led == trump:
        ranked = trumps
    else:
        ranked = trumps + [c for c in tiles(SUIT_ROWS[led]) if c not in trumps]
    power = [D.strength(c, led, trump) for c in ranked]
    assert all(a > b for a, b in zip(power, power[1:], strict=False)), [D.TEXT[c] for c in ranked]
    rest = [D.strength(c, led, trump) for c in range(D.N_TILES) if c not in ranked]
    assert rest and max(rest) < 0 <= min(power)


@pytest.mark.parametrize("trump,hand,shown", [
    (0, "6-4 3-0 6-6 5-2 6-1", "6-6 3-0 6-4 6-1 5-2"),        # blanks trumps: the 6-6 (left bower) heads the trumps
    (6, "6-4 3-0 5-5 5-2 4-1 4-4", "5-5 6-4 5-2 4-4 4-1 3-0"),  # sixes: the 5-5 is a trump, the fours keep their doublet
    (NO_TRUMP, "6-4 3-0 6-6 5-2 6-1", "6-6 6-4 6-1 5-2 3-0"),  # before trumps are made: by the higher number
])
def test_a_hand_is_shown_trumps_first_best_first_then_by_higher_number_best_first(trump, hand, shown):
    assert sorted(tiles(hand), key=lambda c: D.display_key(c, trump)) == tiles(shown)
