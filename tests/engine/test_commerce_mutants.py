"""Commerce's game modules under mutation (issue 31): the refusals' words, the ranking and counting of hands, and each
mode's turns and settlement at fixed deals, each checked against the book's rule (Baxter-Wray 1891, pp. 70-77) or an
independent count, where the first run of ``python -m tests.audit.mutation engine/games/commerce/...`` found a
mutant no test saw."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H

V = CommerceVariant


def ids(text):
    return tuple(c.index for c in parse_cards(text))


# -- rules.py: a table's rules refused in words that say what to do ----------------------------------------------
@pytest.mark.rules("players-pack")
def test_the_small_pack_for_eight_is_refused_in_words():
    with pytest.raises(ValueError) as exc:
        V(pack=32, players=8)
    assert str(exc.value) == "the 32-card pack serves at most seven players; take the full pack for more"


@pytest.mark.rules("extended-all", "extended-dealer")
@pytest.mark.parametrize("extended", [{"until_all_stand": True}, {"dealer_stays": True}])
@pytest.mark.parametrize("mode", ["old", "pool"])
def test_extended_commerce_outside_the_new_game_is_refused_in_words(mode, extended):
    with pytest.raises(ValueError) as exc:
        V(mode=mode, **extended)
    assert str(exc.value) == "Extended Commerce is only applicable to the modern (new) game"


@pytest.mark.rules("stake")
def test_a_purse_short_of_the_dealers_double_stake_names_both_sums():
    with pytest.raises(ValueError) as exc:
        V(stake=7, purse=13)
    assert str(exc.value) == ("a purse of 13d cannot pay the dealer's double stake of 14d: "
                              "bring a purse of at least two stakes")
    assert V(stake=7, purse=14).purse == 14            # two stakes exactly will do


@pytest.mark.rules("horse")
def test_a_horse_costs_a_third_or_a_half_of_the_entry():
    assert V(mode="pool", pool_entry=12).horse_price == 4
    assert V(mode="pool", pool_entry=12, horse="half").horse_price == 6
    assert V(mode="pool", pool_entry=13).horse_price == 4      # whole pence, rounded down
    assert V(mode="pool", pool_entry=13, horse="half").horse_price == 6
