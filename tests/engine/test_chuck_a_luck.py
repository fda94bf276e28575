"""Chuck-a-Luck engine: every rule by id, the refusals, settlement, the session, and the property harness."""

from __future__ import annotations

import copy
import random
from itertools import product

import pytest

from engine.bots.chuck_a_luck import BOTS, default_soldiers
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, replay
from engine.core.table import Table
from engine.core.variant import variant_to_dict
from engine.games.chuck_a_luck import (
    GAME,
    PRESETS,
    SINGLES,
    SPOTS,
    TOTALS_TABLES,
    Bet,
    ChuckVariant,
    TakeBack,
    multiplier,
)
from tests.harness import protocol_tests

DEFAULT = ChuckVariant()

test_protocol = protocol_tests(GAME, [
    ChuckVariant(throws=2),
    ChuckVariant(throws=3, soldiers=1, totals_table="grand-hazard-1890", raffle_pays=29),
    ChuckVariant(throws=2, soldiers=0, purse_cents=40, bank_cents=300, totals_table="macau"),
    ChuckVariant(throws=4, soldiers=2, purse_cents=500, bank_cents=100, single_triple_pays=12),
    ChuckVariant(throws=2, layout="numbers"),   # Sweat, 1864: the six numbers only
], max_examples=15)


def learner_turn(variant=DEFAULT, deal=None, seed=3):
    """A table at the learner's first turn: the soldiers' money is down."""
    state = GAME.new_game(variant, seed, deal)
    bots = default_soldiers(variant.soldiers)
    while state.to_act not in (0, None):
        view = GAME.view(state, state.to_act)
        action = bots[state.to_act].choose(view, GAME.legal_actions(state), __import__("random").Random(1))
        state = GAME.apply(state, action)
    return state


def refuse(state, action, rule_id):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, GAME.parse_action(action) if isinstance(action, str) else action)
    assert info.value.rule is not None and info.value.rule.id == rule_id, info.value
    assert info.value.reason
    assert state == before
    return info.value.reason


# -- what each bet pays (rules single, raffle, total, high-low, odd-even), checked against brute force -------

def brute_edge(pays):
    """House edge by brute force over itertools.product of three dice: pays(dice) -> multiplier."""
    from fractions import Fraction

    return -Fraction(sum(pays(d) for d in product(range(1, 7), repeat=3)), 216)


@pytest.mark.rules("single")
def test_rule_single_pays_one_two_three_to_one_edge_17_over_216():
    from fractions import Fraction

    for n in range(1, 7):
        edge = brute_edge(lambda d, n=n: d.count(n) if d.count(n) else -1)
        assert edge == Fraction(17, 216)
        assert brute_edge(lambda d, n=n: multiplier(f"single:{n}", d, DEFAULT)) == edge
    assert multiplier("single:5", (5, 2, 1), DEFAULT) == 1
    assert multiplier("single:5", (5, 2, 5), DEFAULT) == 2
    assert multiplier("single:5", (5, 5, 5), DEFAULT) == 3
    assert multiplier("single:5", (1, 2, 3), DEFAULT) == -1


@pytest.mark.rules("single")
def test_rule_single_216_to_199():
    """Wedeward's '216 to 199': one unit on each of 216 throws, the bank hands back 199."""
    back = sum(d.count(4) + 1 for d in product(range(1, 7), repeat=3) if d.count(4))
    assert back == 199
    from engine.odds.chuck_a_luck import returned_per_216

    assert returned_per_216("single:4", DEFAULT) == 199


@pytest.mark.rules("raffle")
def test_rule_raffle_pays_30_to_1_edge_5_over_36():
    from fractions import Fraction

    assert brute_edge(lambda d: 30 if len(set(d)) == 1 else -1) == Fraction(5, 36)
    assert brute_edge(lambda d: multiplier("raffle", d, DEFAULT)) == Fraction(5, 36)
    hazard = ChuckVariant(raffle_pays=29)
    assert brute_edge(lambda d: multiplier("raffle", d, hazard)) == Fraction(1, 6)


@pytest.mark.rules("high-low", "odd-even")
@pytest.mark.parametrize("spot,wins", [
    ("high", lambda d: 11 <= sum(d) <= 17), ("low", lambda d: 4 <= sum(d) <= 10),
    ("odd", lambda d: sum(d) % 2 == 1), ("even", lambda d: sum(d) % 2 == 0)])
def test_rule_high_low_odd_even_lose_to_triples_edge_1_over_36(spot, wins):
    from fractions import Fraction

    brute = brute_edge(lambda d: 1 if wins(d) and len(set(d)) > 1 else -1)
    assert brute == Fraction(1, 36)
    assert brute_edge(lambda d: multiplier(spot, d, DEFAULT)) == brute
    triple = (4, 4, 4) if spot in ("high", "even") else (3, 3, 3)
    assert wins(triple) and multiplier(spot, triple, DEFAULT) == -1


@pytest.mark.rules("total")
def test_rule_total_default_table_edges_within_wedewards_10_to_20_percent():
    from fractions import Fraction

    edges = {}
    for t in range(4, 18):
        pays = TOTALS_TABLES["casino"][min(t, 21 - t)]
        brute = brute_edge(lambda d, t=t, pays=pays: pays if sum(d) == t else -1)
        assert brute_edge(lambda d, t=t: multiplier(f"total:{t}", d, DEFAULT)) == brute
        edges[t] = brute
    assert edges[4] == Fraction(33, 216) and edges[7] == Fraction(21, 216) and edges[9] == Fraction(41, 216)
    # "about 10% to 20%": 9.72% at the least, 18.98% at the most
    assert min(edges.values()) == Fraction(7, 72) and max(edges.values()) == Fraction(41, 216)
    assert all(Fraction(9, 100) < e < Fraction(20, 100) for e in edges.values())


@pytest.mark.rules("total")
def test_rule_total_alternative_tables():
    from fractions import Fraction

    hazard = ChuckVariant(totals_table="grand-hazard-1890")
    macau = ChuckVariant(totals_table="macau")
    # "60 for 1" on 4 is 59 to 1: 180 of 216 back, edge 1/6
    assert brute_edge(lambda d: multiplier("total:4", d, hazard)) == Fraction(1, 6)
    assert brute_edge(lambda d: multiplier("total:9", d, hazard)) == Fraction(66, 216)
    assert brute_edge(lambda d: multiplier("total:5", d, macau)) == Fraction(102, 216)
    assert multiplier("total:10", (3, 3, 4), macau) == 6 and multiplier("total:11", (3, 3, 4), macau) == -1


@pytest.mark.rules("single")
def test_rule_single_triple_pays_option():
    from fractions import Fraction

    liberal = ChuckVariant(single_triple_pays=10)
    assert multiplier("single:2", (2, 2, 2), liberal) == 10
    assert brute_edge(lambda d: multiplier("single:2", d, liberal)) == Fraction(10, 216)


# -- the round: bets, take-backs, the throw, settlement (rules bets, settle, turn-order) --------------------

@pytest.mark.rules("turn-order")
def test_rule_turn_order_soldiers_bet_first_then_you_call_the_throw():
    state = GAME.new_game(DEFAULT, 5)
    assert state.to_act == 1 and state.phase == "betting"
    for seat in (1, 2, 3):
        assert state.to_act == seat
        assert "stand" in GAME.legal_actions(state) and "throw" not in GAME.legal_actions(state)
        refuse(state, "throw", "turn-order")
        state = GAME.apply(state, "stand")
    assert state.to_act == 0
    assert "throw" in GAME.legal_actions(state)
    refuse(state, "stand", "turn-order")


@pytest.mark.rules("bets", "settle")
def test_rule_bets_several_at_once_and_settle_each():
    state = learner_turn(ChuckVariant(soldiers=0), deal=[(5, 5, 2)])
    for text in ("bet single:5 0.25", "bet high 1.00", "bet raffle 0.05", "bet total:12 0.10", "bet even 0.10"):
        state = GAME.apply(state, GAME.parse_action(text))
    assert state.purses[0] == 1300 - 150
    state = GAME.apply(state, "throw")
    assert state.phase == "settled" and state.last == (5, 5, 2) and state.layout == ()
    nets = {x["spot"]: x["net"] for x in GAME.view(state, 0)["settlements"]}
    assert nets == {"single:5": 50, "high": 100, "raffle": -5, "total:12": 60, "even": 10}
    assert state.purses[0] == 1300 + 50 + 100 - 5 + 60 + 10
    assert state.bank == DEFAULT.bank_cents - 215
    lines = [x["line"] for x in GAME.view(state, 0)["settlements"]]
    assert lines[0] == "25¢ on the 5: two dice show 5 — paid 2 to 1: +50¢"
    assert any("no triple" in x for x in lines)


@pytest.mark.rules("settle", "high-low", "raffle")
def test_rule_settle_triple_beats_high_and_pays_raffle_and_single_three_to_one():
    state = learner_turn(ChuckVariant(soldiers=0), deal=[(6, 6, 6)])
    for text in ("bet high 1", "bet raffle 0.10", "bet single:6 0.25", "bet even 0.25"):
        state = GAME.apply(state, GAME.parse_action(text))
    state = GAME.apply(state, "throw")
    nets = {x["spot"]: x["net"] for x in GAME.view(state, 0)["settlements"]}
    assert nets == {"high": -100, "raffle": 300, "single:6": 75, "even": -25}
    line = next(x["line"] for x in GAME.view(state, 0)["settlements"] if x["spot"] == "high")
    assert "loses to any triple" in line


@pytest.mark.rules("take-back", "before-throw")
def test_rule_take_back_before_the_throw():
    state = learner_turn()
    purse = state.purses[0]
    state = GAME.apply(state, GAME.parse_action("bet single:3 0.25"))
    state = GAME.apply(state, GAME.parse_action("bet single:3 0.10"))  # chips on one spot add up
    assert GAME.own_bets(state, 0) == {"single:3": 35}
    assert TakeBack("single:3") in GAME.legal_actions(state)
    state = GAME.apply(state, GAME.parse_action("take-back single:3"))
    assert state.purses[0] == purse and GAME.own_bets(state, 0) == {}


@pytest.mark.rules("take-back")
def test_rule_take_back_only_your_own_bet():
    state = learner_turn()
    soldier_spot = next(b.spot for b in state.layout if b.seat != 0)
    reason = refuse(state, f"take-back {soldier_spot}", "take-back")
    assert "no bet" in reason
    refuse(state, "take-back total:9", "take-back")


@pytest.mark.rules("before-throw")
def test_rule_before_throw_no_bet_or_take_back_after_the_throw():
    state = learner_turn(deal=[(1, 2, 3)])
    state = GAME.apply(state, GAME.parse_action("bet low 0.25"))
    state = GAME.apply(state, "throw")
    assert GAME.legal_actions(state) == ["next"]
    assert "closed" in refuse(state, "bet low 0.25", "before-throw")
    assert "after the throw" in refuse(state, "take-back low", "before-throw")
    refuse(state, "throw", "before-throw")
    state = GAME.apply(state, "next")
    assert state.phase == "betting" and state.to_act == 1
    refuse(state, "next", "before-throw")


# -- bad input: a clear message naming the rule, nothing changed -----------------------------------------------

@pytest.mark.rules("purse")
def test_rule_purse_stake_larger_than_the_purse_refused():
    state = learner_turn(ChuckVariant(soldiers=0, purse_cents=300))
    reason = refuse(state, "bet high 3.01", "purse")
    assert "$3.00" in reason and "$3.01" in reason
    state = GAME.apply(state, GAME.parse_action("bet high 3.00"))  # all of it is fine
    refuse(state, "bet low 0.01", "purse")


@pytest.mark.rules("stake")
@pytest.mark.parametrize("text", ["bet high 0", "bet high 0.00", "bet high -0.25", "bet single:2 -1"])
def test_rule_stake_zero_or_negative_refused(text):
    state = learner_turn()
    assert "at least 1¢" in refuse(state, text, "stake")


@pytest.mark.rules("stake")
@pytest.mark.parametrize("text", ["bet high 0.255", "bet odd 1.001", "bet single:1 0.0001"])
def test_rule_stake_fraction_of_a_cent_refused(text):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert info.value.rule.id == "stake" and "fraction of a cent" in info.value.reason


@pytest.mark.rules("bets")
@pytest.mark.parametrize("text,words", [("bet single:7 0.25", "1 to 6"), ("bet total:3 0.25", "4 to 17"),
                                        ("bet field 0.25", "no bet called"), ("take-back seven", "no bet called")])
def test_rule_bets_unknown_bet_refused(text, words):
    with pytest.raises(IllegalAction) as info:
        GAME.parse_action(text)
    assert info.value.rule.id == "bets" and words in info.value.reason
    state = learner_turn()
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Bet(text.split()[1], 25))
    assert state == before


@pytest.mark.rules("bank-covers")
def test_rule_bank_covers_refuses_a_bet_it_could_not_pay():
    v = ChuckVariant(soldiers=0, bank_cents=1000)
    state = learner_turn(v)
    reason = refuse(state, "bet total:4 0.25", "bank-covers")  # 60 to 1 would cost $15.00
    assert "$15.00" in reason and "$10.00" in reason
    state = GAME.apply(state, GAME.parse_action("bet total:4 0.10"))  # $6.00: covered
    refuse(state, "bet total:4 0.10", "bank-covers")  # $12.00 on a 4: not


@pytest.mark.rules("bank-covers")
def test_rule_bank_covers_uses_the_worst_throw_not_the_sum():
    v = ChuckVariant(soldiers=0, bank_cents=700)
    state = learner_turn(v)
    state = GAME.apply(state, GAME.parse_action("bet total:4 0.10"))   # 4 pays $6.00
    state = GAME.apply(state, GAME.parse_action("bet total:17 0.10"))  # 17 pays $6.00, never with 4
    assert GAME.liability(v, state.layout) == 600
    refuse(state, "bet total:4 0.05", "bank-covers")                    # $9.00 on a 4 > $7.00
    assert Bet("total:4", 5) not in GAME.legal_actions(state)
    assert Bet("high", 5) in GAME.legal_actions(state)


def test_notation_round_trips_and_spellings():
    for a in GAME.legal_actions(learner_turn()):
        assert GAME.parse_action(str(a)) == a
    assert GAME.parse_action("bet 5 .25") == Bet("single:5", 25)
    assert GAME.parse_action("bet big $1") == Bet("high", 100)
    assert GAME.parse_action("bet triple 25¢") == Bet("raffle", 25)
    assert GAME.parse_action("bet odd 1.5") == Bet("odd", 150)
    assert GAME.parse_action("bet odd 1.500") == Bet("odd", 150)
    assert str(Bet("single:5", 25)) == "bet single:5 0.25"
    for bad in ("bet", "bet high", "bet high abc", "roll", "take-back", ""):
        with pytest.raises(IllegalAction) as info:
            GAME.parse_action(bad)
        assert info.value.rule.id in ("notation", "bets")


# -- the session (rule session) and chance -----------------------------------------------------------------

@pytest.mark.rules("session")
def test_rule_session_ends_after_the_agreed_throws():
    v = ChuckVariant(soldiers=1, throws=3)
    state = GAME.new_game(v, 11)
    while not GAME.is_over(state):
        state = GAME.apply(state, "stand" if state.to_act else ("next" if state.phase == "settled" else "throw"))
    assert state.throw_no == 3 and len(state.history) == 3 and len(state.purse_history) == 4
    assert GAME.legal_actions(state) == []
    refuse(state, "throw", "game-over")
    assert "after 3 throws" in GAME.outcome(state).summary


@pytest.mark.rules("session")
def test_rule_session_ends_when_you_are_cleaned_out():
    v = ChuckVariant(soldiers=0, purse_cents=25)
    state = learner_turn(v, deal=[(1, 1, 2)])
    state = GAME.apply(state, GAME.parse_action("bet high 0.25"))
    state = GAME.apply(state, "throw")
    assert GAME.is_over(state) and state.purses[0] == 0
    assert "cleaned out" in GAME.outcome(state).summary


@pytest.mark.rules("session")
def test_rule_session_ends_when_the_bank_is_broken():
    v = ChuckVariant(soldiers=0, bank_cents=100)
    state = learner_turn(v, deal=[(6, 5, 4)])
    state = GAME.apply(state, GAME.parse_action("bet high 1.00"))
    state = GAME.apply(state, "throw")
    assert state.bank == 0 and GAME.is_over(state)
    assert "bank is broken" in GAME.outcome(state).summary
    assert GAME.outcome(state).winners == (0,)


def test_soldiers_with_empty_purses_sit_out():
    v = ChuckVariant(soldiers=2, purse_cents=10)
    state = GAME.new_game(v, 1, deal=[(1, 2, 4)] * 5)
    state = GAME.apply(state, GAME.parse_action("bet high 0.10"))  # seat 1 stakes all, and loses
    state = GAME.apply(state, "stand")
    state = GAME.apply(state, "stand")
    state = GAME.apply(state, "throw")
    assert state.purses[1] == 0
    state = GAME.apply(state, "next")
    assert state.to_act == 2


@pytest.mark.rules("equipment")
def test_dice_come_from_the_seed_and_the_deal_fixes_them():
    a, b = GAME.new_game(DEFAULT, 42), GAME.new_game(DEFAULT, 42)
    assert [GAME.dice_for(a, n) for n in range(30)] == [GAME.dice_for(b, n) for n in range(30)]
    c = GAME.new_game(DEFAULT, 43)
    assert [GAME.dice_for(a, n) for n in range(30)] != [GAME.dice_for(c, n) for n in range(30)]
    fixed = GAME.new_game(DEFAULT, 42, GAME.deal_from_text("3-5-5 111"))
    assert GAME.dice_for(fixed, 0) == (3, 5, 5) and GAME.dice_for(fixed, 1) == (1, 1, 1)
    assert GAME.dice_for(fixed, 2) == GAME.dice_for(a, 2)
    for bad in ("3-5-7", "12", "", "a-b-c"):
        with pytest.raises(ValueError):
            GAME.deal_from_text(bad)
    with pytest.raises(ValueError):
        GAME.new_game(DEFAULT, 1, deal=[(0, 1, 2)])


@pytest.mark.rules("equipment")
def test_every_die_face_turns_up_about_equally():
    state = GAME.new_game(DEFAULT, 9)
    faces = [f for n in range(3000) for f in GAME.dice_for(state, n)]
    for f in range(1, 7):
        assert 1300 < faces.count(f) < 1700


def test_ledger_conserved_and_view_is_public_but_not_the_future():
    state = learner_turn(deal=[(2, 2, 3), (6, 6, 1)])
    total = GAME.ledger(state)
    state = GAME.apply(state, GAME.parse_action("bet single:2 1.00"))
    assert GAME.ledger(state) == total
    view = GAME.view(state, 0)
    assert "6, 6, 1" not in str(view) and "deal" not in view
    state = GAME.apply(state, "throw")
    assert GAME.ledger(state) == total
    assert sum(state.purse_history[-1]) + 0 == total


def test_describe_lines_in_period_terms():
    state = learner_turn(ChuckVariant(soldiers=1), deal=[(4, 4, 4)])
    assert GAME.describe(state, Bet("raffle", 25)) == "You put 25¢ on the raffle (any triple)."
    state = GAME.apply(state, Bet("raffle", 25))
    line = GAME.describe(state, "throw")
    assert line.startswith("You call for the throw: the banker chucks 4-4-4, total 12 — a raffle! Your bets win $7.50")
    assert "sweeps" in GAME.describe(GAME.apply(state, "throw"), "next")


def test_record_replays_and_presets_are_valid():
    table = Table.new(GAME, PRESETS["short-drill"], 77, bots=default_soldiers(3))
    while not GAME.is_over(table.state):
        table.run_bots()
        if GAME.is_over(table.state):
            break
        table.act("next" if table.state.phase == "settled" else "bet odd 0.25")
        if table.state.phase == "betting" and table.state.to_act == 0:
            table.act("throw")
    assert replay(table.record) == table.state
    assert table.state.throw_no == 8
    for name, v in PRESETS.items():
        assert GAME.variant_for(name) == v
        assert GAME.variant_for(variant_to_dict(v)) == v
    with pytest.raises(BadInput):
        GAME.variant_for({"totals_table": "vegas"})
    with pytest.raises(BadInput):
        GAME.variant_for({"soldiers": 9})


def test_bots_choose_only_legal_actions_and_keep_their_habits():
    import random

    state = GAME.new_game(ChuckVariant(soldiers=4), 5)
    for seat, bot in default_soldiers(4).items():
        assert state.to_act == seat
        legal = GAME.legal_actions(state)
        first = bot.choose(GAME.view(state, seat), legal, random.Random(seat))
        assert first in legal and isinstance(first, Bet)
        state = GAME.apply(state, first)
        second = bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(seat))
        assert second == "stand"
        state = GAME.apply(state, second)
    spots = {sp for _, sp, _ in state.layout}
    assert "single:3" in spots and "high" in spots and "odd" in spots
    assert set(BOTS) == {"lucky-number", "high-low", "long-shot", "doubler"}


def test_every_spot_is_offered_at_the_start():
    legal = GAME.legal_actions(learner_turn())
    assert {a.spot for a in legal if isinstance(a, Bet)} == set(SPOTS)
    assert legal[-1] == "throw"


def test_golden_record_transcript():
    """A recorded session whose move-by-move transcript must stay identical (tests/golden/chuck_a_luck_*)."""
    import json
    from pathlib import Path

    from engine.core.record import transcript

    here = Path(__file__).resolve().parents[1] / "golden"
    record = GameRecord.from_json((here / "chuck_a_luck_camp.json").read_text())
    expected = (here / "chuck_a_luck_camp.txt").read_text().splitlines()
    assert transcript(record) == expected
    assert json.loads(record.to_json())["game"] == "chuck-a-luck"


# -- Sweat, 1864: the cloth numbered 1 to 6 -----------------------------------------------------------------------
SWEAT = ChuckVariant(layout="numbers", throws=2)


@pytest.mark.rules("sweat-cloth")
def test_rule_sweat_cloth_offers_the_six_numbers_only():
    s = GAME.new_game(SWEAT, seed=3)
    while s.to_act != 0:   # the soldiers put their money down first
        bot = default_soldiers(SWEAT.soldiers)[s.to_act]
        s = GAME.apply(s, bot.choose(GAME.view(s, s.to_act), GAME.legal_actions(s), random.Random(1)))
        assert all(b.spot in SINGLES for b in s.layout), "a soldier bet off the cloth"
    offered = {a.spot for a in GAME.legal_actions(s) if isinstance(a, Bet)}
    assert offered == set(SINGLES)
    full = GAME.new_game(ChuckVariant(throws=2), seed=3)
    assert "raffle" in {a.spot for a in GAME.legal_actions(full) if isinstance(a, Bet)} or full.to_act != 0


@pytest.mark.rules("sweat-cloth")
def test_rule_sweat_cloth_refuses_a_bet_off_the_numbers_with_its_rule():
    s = GAME.new_game(SWEAT, seed=3)._replace(to_act=0)
    with pytest.raises(IllegalAction) as e:
        GAME.check(s, Bet("high", 25))
    assert e.value.rule.id == "sweat-cloth" and "numbered 1 to 6" in e.value.reason
    GAME.check(s, Bet("single:6", 25))   # a number is taken
