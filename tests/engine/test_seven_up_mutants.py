"""Seven-Up's deck and options at their edges (engine/games/seven_up/deck.py, rules.py): found untested by the
mutation run (tests/audit/mutation.py). Expected values are worked out from the rule's text, not the engine."""

from __future__ import annotations

import pytest

from engine.games.seven_up import deck as D
from engine.games.seven_up.rules import SevenUpVariant


def test_a_hand_is_shown_trumps_first_then_by_suit_high_cards_first():
    hand = [D.parse_card(w) for w in ("2C", "AH", "10S", "KC", "3H", "JD")]
    shown = sorted(hand, key=lambda c: D.display_key(c, D.suit(D.parse_card("AH"))))   # hearts trumps
    assert [D.TEXT[c] for c in shown] == ["AH", "3H", "KC", "2C", "JD", "10S"]


@pytest.mark.rules("players", "auction-order")
def test_four_play_in_partnerships_and_more_only_at_auction_pitch():
    four = SevenUpVariant(players=4)                     # Seven-Up with four: two partnerships, across
    assert four.partners and [four.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [SevenUpVariant(players=3).side_of(s) for s in range(3)] == [0, 1, 2]
    with pytest.raises(ValueError) as info:
        SevenUpVariant(players=5)
    assert str(info.value) == ("five to seven players play only Auction Pitch (Foster: 'any number from four to "
                               "seven'); Seven-Up and Pitch take two to four")
    assert SevenUpVariant(players=5, trumps="auction").side_of(4) == 4


@pytest.mark.rules("smudge")
def test_the_smudge_belongs_to_auction_pitch_only():
    with pytest.raises(ValueError) as info:
        SevenUpVariant(smudge=True)
    assert str(info.value) == "the smudge is a rule of Auction Pitch only: choose trumps 'auction'"
    assert SevenUpVariant(smudge=True, trumps="auction").smudge
