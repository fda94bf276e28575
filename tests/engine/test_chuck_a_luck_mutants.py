"""Chuck-a-Luck's rules at their edges: the refusals, stakes and figures the mutation run (tests/audit/mutation.py)
found untested in engine/games/chuck_a_luck. Each expected value is worked out from the rule's text (a throw fixed
by the deal, a stake written by hand), not read back from the engine."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.games.chuck_a_luck import GAME, ChuckVariant
from engine.games.chuck_a_luck.actions import STAND, Bet, check_on_cloth, parse_spot, parse_stake
from engine.games.chuck_a_luck.layout import _pos_matrix


def _refused(text: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    return info.value


# -- the options ----------------------------------------------------------------------------------------------

def test_an_unknown_pay_table_is_refused_by_name():
    with pytest.raises(ValueError, match="no pay table called 'vegas'"):
        ChuckVariant(totals_table="vegas")


# -- stakes (rule 'stake') ------------------------------------------------------------------------------------

@pytest.mark.rules("stake")
@pytest.mark.parametrize("text,cents", [("25¢", 25), ("25c", 25), ("-25¢", -25), ("-7c", -7), ("$1", 100),
                                        (".5", 50), ("1.50", 150), ("2.500", 250)])
def test_stakes_in_cents_and_dollars(text, cents):
    """A minus sign written before cents is kept, so the table refuses it as no stake (not as 25¢)."""
    assert parse_stake(text) == cents


@pytest.mark.rules("stake")
def test_a_negative_stake_in_cents_is_refused_as_no_stake():
    state = GAME.new_game(ChuckVariant(soldiers=0), 1)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action("bet high -25¢"))
    assert info.value.rule.id == "stake" and "at least 1¢" in info.value.reason


def test_a_stake_that_is_not_money_is_refused_in_words():
    err = _refused("bet high lots")
    assert "'lots' is not a stake" in err.reason and "0.25" in err.reason


# -- the squares (rule 'bets') --------------------------------------------------------------------------------

@pytest.mark.rules("bets", "raffle", "high-low")
@pytest.mark.parametrize("text,spot", [("triple", "raffle"), ("Any-Triple", "raffle"), ("BIG", "high"),
                                       ("small", "low"), (" 5 ", "single:5"), ("Single:3", "single:3"),
                                       ("total:17", "total:17"), ("even", "even")])
def test_every_spelling_of_a_square(text, spot):
    assert parse_spot(text) == spot


@pytest.mark.rules("bets")
@pytest.mark.parametrize("text,words", [
    ("single:7", "There is no square '7' on the layout: the numbered squares run from 1 to 6."),
    ("7", "There is no bet called '7' on the layout."),
    ("total:18", "There is no bet on a total of '18': the layout takes totals from 4 to 17 (3 and 18 are triples"),
    (" Field ", "There is no bet called 'Field' on the layout. The bets are single:1 to single:6, raffle, "
                "total:4 to total:17, high, low, odd and even."),
])
def test_an_unknown_square_is_refused_with_the_layouts_squares(text, words):
    with pytest.raises(IllegalAction) as info:
        parse_spot(text)
    assert info.value.rule.id == "bets" and words in info.value.reason


@pytest.mark.rules("sweat-cloth")
def test_sweat_cloth_refusal_says_where_the_money_may_go():
    with pytest.raises(IllegalAction) as info:
        check_on_cloth("high", ChuckVariant(layout="numbers"))
    assert info.value.reason == ("This cloth is numbered 1 to 6 only: there is no square for high (11–17). "
                                 "Put your money on a number.")


# -- the bank (rule 'bank-covers'): what it could pay on the worst throw, throw by throw ----------------------

def _bets(v: ChuckVariant, *texts: str):
    """A table with soldiers=0 after the learner's bets, each accepted."""
    s = GAME.new_game(v, 1)
    for t in texts:
        s = GAME.apply(s, GAME.parse_action(t))
    return s


@pytest.mark.rules("bank-covers")
def test_a_bet_that_loses_where_the_layout_costs_most_is_covered():
    """$9 on high costs the bank $9 on a high throw; $9.99 on low wins only on low throws, where high has lost:
    the worst throw costs $9.99, within the bank's $10. One cent more on low would cost $10.00 + 1¢."""
    v = ChuckVariant(soldiers=0, purse_cents=5000, bank_cents=1000)
    s = _bets(v, "bet high 9.00", "bet low 9.99")
    assert GAME.liability(v, s.layout) == 999
    assert GAME.cover_limits(s)["low"] == 1          # a low throw would cost $9.99: 1¢ of room
    assert GAME.cover_limits(s)["high"] == 100       # a high throw $9.00: $1.00 of room
    with pytest.raises(IllegalAction) as info:
        GAME.apply(s, GAME.parse_action("bet low 0.02"))
    assert info.value.rule.id == "bank-covers"


@pytest.mark.rules("bank-covers")
def test_an_even_money_bet_is_covered_up_to_the_bank_and_no_further():
    v = ChuckVariant(soldiers=0, purse_cents=5000, bank_cents=1000)
    s = _bets(v, "bet total:4 0.05")                 # a 4 would cost $3.00: room $7.00 on a 4, $10.00 elsewhere
    assert GAME.cover_limits(s)["low"] == 700        # low wins on a 4 too
    assert GAME.cover_limits(s)["high"] == 1000
    with pytest.raises(IllegalAction):
        GAME.apply(s, GAME.parse_action("bet low 7.01"))
    GAME.apply(s, GAME.parse_action("bet low 7.00"))


@pytest.mark.rules("bank-covers")
def test_two_players_stakes_on_one_square_are_both_paid_on_its_throw():
    """A soldier and you each put 5¢ on total:4 (60 to 1): a 4 would cost the bank $6.00, not $3.00."""
    v = ChuckVariant(soldiers=1, purse_cents=500, bank_cents=700)
    s = GAME.new_game(v, 1)
    assert s.to_act == 1
    s = GAME.apply(GAME.apply(s, Bet("total:4", 5)), STAND)
    s = GAME.apply(s, Bet("total:4", 5))
    assert GAME.liability(v, s.layout) == 600
    assert GAME.cover_limits(s)["total:4"] == 1      # $7.00 - $6.00 = $1.00 more, 60 to 1: 1¢
    GAME.check(s, Bet("total:4", 1))
    with pytest.raises(IllegalAction):
        GAME.check(s, Bet("total:4", 2))


def test_the_shared_pay_matrix_cannot_be_written_through():
    """Every table with these options shares one cached matrix: a write would change every table's payments."""
    with pytest.raises(ValueError):
        _pos_matrix(ChuckVariant())[0, 0] = 99
