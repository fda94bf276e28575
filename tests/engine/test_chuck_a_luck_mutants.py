"""Chuck-a-Luck's rules at their edges: the refusals, stakes and figures the mutation run (tests/audit/mutation.py)
found untested in engine/games/chuck_a_luck. Each expected value is worked out from the rule's text (a throw fixed
by the deal, a stake written by hand), not read back from the engine."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.words import seated
from engine.games.chuck_a_luck import GAME, ChuckVariant
from engine.games.chuck_a_luck.actions import STAND, Bet, TakeBack, check_on_cloth, parse_spot, parse_stake
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


# -- the round, word for word: a fixed session of two throws with one soldier ----------------------------------

ONE_SOLDIER = ChuckVariant(soldiers=1, throws=2, purse_cents=500, bank_cents=10000)
ABNER = "Pvt. Abner Cole"   # seat 1, the first soldier's name


def _first_throw():
    """Abner puts 25¢ on high and stands; you put 10¢ on the 6 and 5¢ on low, take the 5¢ back and call for the
    throw: 6-6-2, total 14. High (not a triple) pays 1 to 1, +25¢; the 6 shows on two dice, 2 to 1, +20¢."""
    s = GAME.new_game(ONE_SOLDIER, 4, [(6, 6, 2), (1, 1, 1)])
    lines = []
    for text in ("bet high 0.25", "stand", "bet single:6 0.10", "bet low 0.05", "take-back low", "throw"):
        action = GAME.parse_action(text)
        lines.append(GAME.describe(s, action))
        s = GAME.apply(s, action)
    return s, lines


@pytest.mark.rules("turn-order", "take-back", "settle", "single", "high-low")
def test_the_move_log_of_a_round():
    _, lines = _first_throw()
    assert lines == [
        f"{ABNER} puts 25¢ on high (11–17).",
        f"{ABNER} stands: his money is down.",
        "You put 10¢ on the 6.",
        "You put 5¢ on low (4–10).",
        "You take back 5¢ from low (4–10).",
        "You call for the throw: the banker chucks 6-6-2, total 14. Your bets win 20¢; the bank pays out 45¢ to "
        "the table.",
    ]


@pytest.mark.rules("settle", "single", "high-low", "before-throw")
def test_the_view_after_a_throw_holds_every_figure():
    s, _ = _first_throw()
    view = GAME.view(s, 0)
    assert view == {
        "seat": 0, "phase": "settled", "to_act": 0, "throw_no": 1, "throws": 2,
        "names": ["You", ABNER], "purses": [520, 525], "purse": 520, "bank": 9955,   # 500 - 10 + 10 + 20; 500 + 25
        "start_purse": 500, "start_bank": 10000, "layout": [], "last_throw": [6, 6, 2],
        "settlements": [
            {"seat": 0, "name": "You", "spot": "single:6", "stake": 10, "multiplier": 2, "net": 20,
             "line": "10¢ on the 6: two dice show 6 — paid 2 to 1: +20¢"},
            {"seat": 1, "name": ABNER, "spot": "high", "stake": 25, "multiplier": 1, "net": 25,
             "line": "25¢ on high (11–17): the dice total 14, high — paid 1 to 1: +25¢"}],
        "history": [[6, 6, 2]], "purse_history": [[500, 500, 10000], [520, 525, 9955]],
        "totals_table": "casino", "raffle_pays": 30, "single_triple_pays": 3,
    }
    assert GAME.hand_of(view) == 1 and GAME.hand_settled(view)
    assert GAME.describe(s, "next") == "The banker sweeps the layout for throw 2."
    s = GAME.apply(s, "next")
    view = GAME.view(s, 1)
    assert (s.to_act, view["layout"], view["purse"]) == (1, [], 525)
    assert GAME.hand_of(view) == 2 and not GAME.hand_settled(view)   # betting on the second throw
    s = GAME.apply(s, Bet("low", 25))
    assert GAME.view(s, 0)["layout"] == [{"seat": 1, "name": ABNER, "spot": "low", "stake": 25}]


@pytest.mark.rules("session", "raffle", "high-low")
def test_the_session_ends_after_the_last_throw_and_only_a_gain_wins():
    """Throw 2 is 1-1-1: Abner's 25¢ on low loses to the triple (back to $5.00, even); your 10¢ on the raffle
    pays 30 to 1, +$3.00: $8.20."""
    s, _ = _first_throw()
    s = GAME.apply(s, "next")
    for text in ("bet low 0.25", "stand", "bet raffle 0.10", "throw"):
        s = GAME.apply(s, GAME.parse_action(text))
    assert (s.phase, s.to_act, s.purses, s.bank) == ("over", None, (820, 500), 9680)
    out = GAME.outcome(s)
    assert out.winners == (0,)                        # Abner has his $5.00 back: even is not a win
    assert out.scores == {0: 8.2, 1: 5.0}
    assert out.summary == ("Session over (after 2 throws): you have $8.20, up $3.20 on your $5.00. "
                           "The bank lost $3.20 to the table.")
    with pytest.raises(IllegalAction) as info:
        GAME.check(s, "throw")
    assert info.value.reason == "The session is over: start a new one to play again."


# -- every refusal's words (what a learner reads) ---------------------------------------------------------------

def _refusal(state, action, parse=True):
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action(action) if isinstance(action, str) and parse else action)
    return info.value.rule.id, info.value.reason


@pytest.mark.rules("turn-order", "before-throw", "take-back", "purse")
def test_the_betting_refusals_word_for_word():
    s = GAME.new_game(ChuckVariant(soldiers=1, purse_cents=500), 4)
    assert s.to_act == 1
    assert _refusal(s, "throw") == ("turn-order", f"{ABNER} says 'stand' when his bets are down; you call for the "
                                                  "throw.")
    assert _refusal(s, "next") == ("before-throw", "The layout is not settled yet: the dice have not been thrown "
                                                   "for these bets.")
    assert _refusal(s, "take-back high") == ("take-back", f"{ABNER} has no bet on high (11–17) to take back.")
    assert _refusal(s, "bet high 5.01") == ("purse", f"{ABNER} cannot stake $5.01: his purse holds only $5.00, and "
                                                     "the bank gives no credit.")
    assert _refusal(s, "hop", parse=False) == ("notation", "'hop' is not an action at this table.")
    s = GAME.apply(s, "stand")
    assert _refusal(s, "stand") == ("turn-order", "Your bets are down when you call 'throw'; 'stand' is what a "
                                                  "soldier says before your turn.")
    assert _refusal(s, "take-back high") == ("take-back", "You have no bet on high (11–17) to take back.")
    assert _refusal(s, "bet high 5.01") == ("purse", "You cannot stake $5.01: your purse holds only $5.00, and the "
                                                     "bank gives no credit.")


@pytest.mark.rules("before-throw")
def test_the_refusals_after_the_throw_word_for_word():
    s = GAME.new_game(ChuckVariant(soldiers=0), 4, [(6, 6, 2)])
    s = GAME.apply(GAME.apply(s, Bet("high", 25)), "throw")
    closed = "The dice are already down for this round: the banker sweeps the layout first ('next')."
    assert _refusal(s, Bet("high", 25)) == ("before-throw", "The dice are already down: bets for this throw are "
                                            "closed. The banker sweeps the layout first ('next'), then you may bet "
                                            "on the next throw.")
    assert _refusal(s, TakeBack("high")) == ("before-throw", "The dice are already down: a bet cannot be taken back "
                                             "after the throw; the layout is settled as it lies.")
    assert _refusal(s, "throw") == ("before-throw", closed)
    assert _refusal(s, "stand") == ("before-throw", closed)
    assert _refusal(s, "hop", parse=False) == ("notation", "'hop' is not an action at this table.")


@pytest.mark.parametrize("text,reason", [
    ("", "Write an action, like 'bet single:5 0.25', 'take-back single:5' or 'throw'."),
    ("bet high", "Write a bet as 'bet', the spot and the stake in dollars, like 'bet single:5 0.25' or "
                 "'bet high 1.00'."),
    ("bet high 1 2", "Write a bet as 'bet', the spot and the stake in dollars, like 'bet single:5 0.25' or "
                     "'bet high 1.00'."),
    (" throw now ", "'throw now' is not an action here: write 'bet single:5 0.25', 'take-back single:5', 'throw', "
                    "'stand' or 'next'."),
])
def test_the_notations_refusals_word_for_word(text, reason):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert info.value.rule.id == "notation" and info.value.reason == reason


@pytest.mark.rules("take-back")
def test_takeback_is_written_either_way_and_takes_back_one_bet_only():
    assert GAME.parse_action("takeback high") == GAME.parse_action("Take-Back high") == TakeBack("high")
    s = GAME.new_game(ChuckVariant(soldiers=0, purse_cents=500), 4)
    for text in ("bet high 0.25", "bet low 0.10", "takeback high"):
        s = GAME.apply(s, GAME.parse_action(text))
    assert [(b.spot, b.stake) for b in s.layout] == [("low", 10)] and s.purses == (490,)


# -- who bets, and what is offered -------------------------------------------------------------------------------

@pytest.mark.rules("turn-order")
def test_a_soldier_with_a_single_cent_still_bets():
    s = GAME.new_game(ChuckVariant(soldiers=3, throws=3), 4, [(6, 6, 2)])
    s = GAME.apply(GAME.apply(GAME.apply(s, "stand"), "stand"), "stand")
    s = GAME.apply(s, "throw")._replace(purses=(500, 0, 1, 0))
    assert GAME.apply(s, "next").to_act == 2


@pytest.mark.rules("bank-covers", "purse")
@pytest.mark.parametrize("purse,bank,first", [(25, 10000, None), (1300, 1500, "bet high 1.00"),
                                              (1300, 1500, None), (100, 700, "bet total:17 0.05")])
def test_the_offered_bets_are_exactly_the_chips_the_table_accepts(purse, bank, first):
    """With $1 on high the bank's room on a 4 is $15.00: a 25¢ chip on total:4 (60 to 1) is exactly covered and
    offered; a purse of exactly 25¢ is offered the 25¢ chip."""
    s = GAME.new_game(ChuckVariant(soldiers=0, purse_cents=purse, bank_cents=bank), 4)
    if first:
        s = GAME.apply(s, GAME.parse_action(first))
    offered = {a for a in GAME.legal_actions(s) if isinstance(a, Bet)}
    accepted = set()
    for spot in ChuckVariant().spots:
        for chip in (5, 10, 25, 100):
            try:
                GAME.check(s, Bet(spot, chip))
                accepted.add(Bet(spot, chip))
            except IllegalAction:
                pass
    assert offered == accepted
    if bank == 1500 and first:
        assert Bet("total:4", 25) in offered and Bet("total:4", 100) not in offered
    if purse == 25:
        assert Bet("high", 25) in offered


@pytest.mark.rules("bank-covers")
def test_the_bank_takes_a_bet_that_would_cost_it_exactly_its_bankroll():
    v = ChuckVariant(soldiers=0, purse_cents=5000, bank_cents=1000)
    s = _bets(v, "bet high 9.00")
    GAME.check(s, Bet("low", 1000))       # a low throw would then cost $10.00: all the bank has
    s = _bets(v)
    GAME.check(s, Bet("high", 1000))
    assert GAME.liability(v, ()) == 0


# -- fixed throws (a deal) ---------------------------------------------------------------------------------------

@pytest.mark.rules("equipment")
def test_a_fixed_throw_must_be_three_dice_from_one_to_six():
    with pytest.raises(ValueError, match=r"a fixed throw must be three dice from 1 to 6, not \(1, 2, 7\)"):
        GAME.new_game(ChuckVariant(), 0, [(1, 2, 7)])
    with pytest.raises(ValueError) as info:
        GAME.deal_from_text(" , ")
    assert str(info.value) == "write the throws as three dice each, like '3-5-5 1-1-1'"
    with pytest.raises(ValueError, match="'3-X-5' is not a throw of three dice"):
        GAME.deal_from_text("3-X-5")
    assert GAME.deal_from_text("3-5-5, 111") == ((3, 5, 5), (1, 1, 1))
    assert GAME.new_game(ChuckVariant()).seed == 0


# -- for the shared property tests and the bench -----------------------------------------------------------------

@pytest.mark.rules("stake", "purse", "bets", "take-back")
def test_every_probe_is_refused_with_a_rule_and_leaves_the_table_as_it_was():
    s = _bets(ChuckVariant(soldiers=0, purse_cents=300), "bet single:6 0.25")
    legal = {str(a) for a in GAME.legal_actions(s)}
    rules = set()
    for probe in GAME.probe_actions(s):
        if str(probe) in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            GAME.apply(s, probe)
        rules.add(info.value.rule.id)
    assert rules == {"stake", "purse", "bets", "take-back", "before-throw", "turn-order"}


def test_the_bench_plays_whole_sessions_through_the_protocol():
    out = GAME.bench(ChuckVariant(throws=2, soldiers=1), 0.05)["random_playouts"]
    assert out["games"] >= 1 and out["actions"] >= 2 * out["games"]   # a bet or stand, and a throw, each throw


# -- at a shared table: each seat by the name its reader knows -------------------------------------------------

@pytest.mark.rules("turn-order", "settle", "session")
def test_a_shared_tables_lines_name_the_people_at_it():
    """Read from seat 0, seat 1 is the person Alice ("their" money); read from seat 1, seat 0 is Bea, who calls
    the throw: 6-6-2, her 25¢ on high paid 1 to 1; and with no name given seat 0 is the game's first soldier."""
    v = ChuckVariant(soldiers=1, throws=1, purse_cents=500)
    s = GAME.new_game(v, 4, [(6, 6, 2)])
    with seated([None, "Alice"], 0):
        assert _refusal(s, "throw")[1] == "Alice says 'stand' when their bets are down; you call for the throw."
        assert GAME.describe(s, "stand") == "Alice stands: their money is down."
    s = GAME.apply(GAME.apply(s, "stand"), Bet("high", 25))
    with seated(["Bea", None], 1):
        assert GAME.describe(s, "throw") == ("Bea calls for the throw: the banker chucks 6-6-2, total 14. Bea's bets "
                                             "win 25¢; the bank pays out 25¢ to the table.")
        assert GAME.outcome(GAME.apply(s, "throw")).summary == (
            "Session over (after 1 throw): Bea has $5.25, up 25¢ on their $5.00. The bank lost 25¢ to the table.")
    with seated([None, None], 1):
        assert (GAME.seat_name(v, 0), GAME.seat_name(v, 1)) == ("Pvt. Amos Hale", "You")
