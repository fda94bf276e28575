"""Commerce's coach word for word (issue 31: mutation score): each choice in words, the reason's sentences at each
kind of best choice, the assumptions, the period advice and the nudges, the thresholds at a table's stake, the rules
read from a view, and the exact money of standing at each way the other two hands can compare. The sentences are
tested on evaluations with values set here; the sampled values are held to brute force in test_coach_commerce.py.

The new game's view here: seat 0 holds AS 6C 10D, "a point of 27", which beats 12,579 of the 18,424 three-card hands
of the other 49 cards (68%: engine.games.commerce.hands.chance_one, counted there)."""

from __future__ import annotations

import functools
import random
from fractions import Fraction

import pytest

from engine.coach import commerce as C
from engine.coach import core
from engine.core.cards import Card
from engine.games.commerce.rules import CommerceVariant

VIEW = {"seat": 0, "players": 4, "names": ["You", "Abner", "Bess", "Caleb"], "mode": "new", "limited": "none",
        "phase": "trade", "to_act": 0, "dealer": 3, "deal": 1, "passes": 0, "stake": 6,
        "purses": [234, 234, 234, 228], "pool": 30, "counters": [], "pool_counters": 0, "status": ["", "", "", ""],
        "standers": [], "hand": ["AS", "6C", "10D"], "hand_name": "a point of 27", "hand_class": 1, "widow": [],
        "stock_left": 40, "offer": None, "last_round": [], "first_out": -1, "horse": "", "horse_price": 4,
        "pool_take": 3, "shown": {}, "result": None, "trade_cost": 6, "pack": 52, "trades": [0, 0, 0, 0],
        "dealer_penalty": "off", "until_all_stand": False, "dealer_stays": False, "pool_entry": 12,
        "horse_rule": "third"}
CHANCE = " (a point of 27 beats one other hand 68% of the time)"


@pytest.fixture(autouse=True)
def _fresh_players(monkeypatch):
    """The table's fast players remember their choices (a pure function of what the seat sees): each test starts
    them afresh, so what it checks is their rules and not what an earlier test left in their memory. The mutation
    runner blanks ``tables``'s ``@cache`` (so that mutmut mutates it), which left every choice building the tables of
    all 22,100 hands again (a minute and more a mutant): they are remembered again here, per test, filled afresh in
    each mutant's own process."""
    C.STANDER.memo.clear()
    C.TRADER.memo.clear()
    monkeypatch.setattr(C, "tables", functools.cache(C.tables))


def at(**changes) -> dict:
    return {**VIEW, **changes}


def ev(phase, *values, samples=0, losses=None):
    if samples:
        choices = tuple(core.Choice(a, float(v), float(v), float(v)) for a, v in values)
        return core.Evaluation(phase, C.SCALE, choices, "x", samples=samples, losses=losses or {})
    return core.exact(phase, C.SCALE, [(a, Fraction(v)) for a, v in values], "x")


def test_each_choice_in_words():
    assert [C._phrase(a) for a in ("trade money AS", "barter 10D", "give 6C", "exchange AS 10S", "stand", "continue",
                                   "pass", "buy-horse", "decline-horse", "deal", "shuffle")] == [
        "buying for ready money, throwing the ace of spades", "offering the ten of diamonds in barter",
        "giving the six of clubs", "exchanging the ace of spades for the widow's ten of spades", "standing",
        "letting the turn pass on", "passing", "buying a horse", "declining the horse", "dealing", "shuffle"]


def test_standing_best():
    e = ev("trade", ("stand", Fraction(3, 2)), ("trade money 6C", -1), ("barter 6C", Fraction(-1, 2)))
    assert C.reason(VIEW, e, "stand") == (
        f"Standing is best, worth +1.5d a deal on average{CHANCE}: another trade is more likely to spoil the hand or "
        "cost a stake than to win you more.")
    assert C.reason(VIEW, e, "trade money 6C") == (
        f"Standing is best, worth +1.5d a deal on average{CHANCE}: another trade is more likely to spoil the hand or "
        "cost a stake than to win you more; buying for ready money, throwing the six of clubs costs about 2.5d a deal "
        "(95% interval 2.5d to 2.5d).")


@pytest.mark.parametrize("best", ["trade money 6C", "barter 6C", "give 6C", "exchange 6C 10S"])
def test_a_trade_best_spares_a_card(best):
    e = ev("trade", (best, 2), ("stand", 0))
    assert C.reason(VIEW, e, best).endswith(
        f"is best, worth +2.0d a deal on average{CHANCE}: the hand is not yet good enough to win often, and this card "
        "is the one it can best spare.")


def test_the_horse_over_the_session():
    horse = at(phase="horse", mode="pool")
    buy = ev("horse", ("buy-horse", Fraction(5, 4)), ("decline-horse", 0))
    assert C.reason(horse, buy, "decline-horse") == (
        "Buying a horse is best, worth +1.2d over the rest of the session on average: a counter back in play is worth "
        "more than its price in the pool takes and the last share; declining the horse costs about 1.2d over the rest "
        "of the session (95% interval 1.2d to 1.2d).")
    decline = ev("horse", ("buy-horse", -1), ("decline-horse", 0))
    assert C.reason(horse, decline, "decline-horse") == (
        "Declining the horse is best, worth +0.0d over the rest of the session on average: the horse's price is more "
        "than a counter is likely to bring back.")


def test_other_best_choices_and_a_short_hand_give_no_chance_and_no_clause():
    e = ev("traded", ("continue", 1), ("stand", 0))
    assert C.reason(at(phase="traded", hand=["AS", "6C"]), e, "continue") == (
        "Letting the turn pass on is best, worth +1.0d a deal on average.")
    assert C.reason(at(phase="traded", hand_name=None), e, "continue") == (
        "Letting the turn pass on is best, worth +1.0d a deal on average (your hand beats one other hand 68% of the "
        "time).")


def test_the_widow_counts_in_the_chance():
    # with the widow's cards removed from the others' possible hands, the share differs from the hand alone
    old = at(phase="widow", mode="old", widow=["AH", "AD", "10S"])
    e = ev("widow", ("stand", 1), ("pass", 0))
    assert C.reason(old, e, "stand") != C.reason(VIEW, ev("trade", ("stand", 1), ("pass", 0)), "stand")


def test_too_close_to_call():
    e = ev("trade", ("stand", 0.5), ("barter 6C", 0.25), samples=48,
           losses={"stand": (0.0, 0.0, 0.0), "barter 6C": (0.25, -0.5, 1.0)})
    assert C.reason(VIEW, e, "barter 6C").endswith(
        "; offering the six of clubs in barter (+0.2d) is too close to call on these deals.")
    sure = ev("trade", ("stand", 0.5), ("barter 6C", -1.5), samples=48,
              losses={"stand": (0.0, 0.0, 0.0), "barter 6C": (2.0, 1.25, 2.75)})
    assert C.reason(VIEW, sure, "barter 6C").endswith(
        "; offering the six of clubs in barter costs about 2.0d a deal (95% interval 1.2d to 2.8d).")


def test_nothing_to_decide():
    for phase, what in (("settled", "the dealer deals the next hand"), ("over", "the session is over"),
                        ("trade", "one choice")):
        e = C.evaluate(at(phase=phase), ["deal"], 5, random.Random(0))
        assert e.note == f"Nothing to decide: {what}, worth 0d either way."
        assert (e.phase, e.assumes, e.scale) == (phase, "no other choice is legal", C.scale_for(6))
        assert C.reason(VIEW, e, "deal") == e.note and C.advice(at(phase="settled"), e) is None


def test_the_thresholds_grow_with_the_stake():
    s = C.scale_for(12)
    assert (s.unit, s.good, s.inaccuracy, s.mistake, s.why) == ("pence", 1.0, 3.0, 8.0, C.SCALE.why)
    e = C.evaluate(at(stake=3, hand=["AS", "AH", "AD"]), ["stand", "barter AS"], 4, random.Random(0))
    assert e.scale == C.scale_for(3) and e.samples == 4 and e.phase == "trade"


def test_the_assumptions_in_words():
    base = ("the others play as the table's computer players (a cautious stander in the odd seats, a trader in the "
            "even) and you play on as the cautious stander after this choice; 9 deals of the cards you cannot see, "
            "each consistent with your hand")
    tail = " (cards you threw or bartered earlier are dealt at random: the view does not keep them)."
    assert C._assumes(VIEW, 9) == base + "; worth is your money at the settlement less your money now" + tail
    assert C._assumes(at(widow=["AH"], offer={"from": 1, "card": None}), 9) == (
        base + " and the widow and the card offered to you; worth is your money at the settlement less your money now"
        + tail)
    assert C._assumes(at(mode="pool"), 9) == (base + "; worth is your money at the settlement less your money now, a "
                                              "counter counted at 4d" + tail)
    assert C._assumes(at(mode="pool"), 9, session=True) == (base + "; the session played to its end, money counted "
                                                            "when the pool is shared out" + tail)


def test_a_counter_is_worth_a_third_of_the_entry():
    assert C.counter_worth(CommerceVariant(mode="pool", pool_entry=12)) == 4
    assert C.counter_worth(CommerceVariant(mode="pool", pool_entry=10)) == Fraction(10, 3)


def test_the_rules_read_from_a_view():
    v = C.variant_of(VIEW)
    assert v == CommerceVariant(mode="new", players=4, pack=52, limited="none", stake=6, purse=12, rounds=10,
                                max_deals=500, pool_entry=12, pool_take=3, horse="third")
    assert C.variant_of(at(stake=9)).purse == 18
    # an older view without the horse's rule: half the entry is the half-price horse, else a third
    bare = {k: x for k, x in VIEW.items() if k not in ("horse_rule", "pool_entry", "dealer_penalty", "until_all_stand",
                                                       "dealer_stays")}
    assert C.variant_of({**bare, "horse_price": 6}).horse == "half"
    assert C.variant_of({**bare, "horse_price": 4}).horse == "third"
    assert C.variant_of(bare) == v
    assert C.variant_of({**bare, "horse_price": 10, "pool_entry": 20}).horse == "half"
    assert C.variant_of({**bare, "horse_price": 6, "pool_entry": 20}).horse == "third"
    other = C.variant_of(at(stake=9, pool_take=2))
    assert (other.stake, other.purse, other.pool_take) == (9, 18, 2)
    assert C.variant_of(at(horse_rule="half", dealer_penalty="on", until_all_stand=True, dealer_stays=True,
                           pool_entry=15)) == CommerceVariant(
        mode="new", players=4, pack=52, limited="none", dealer_penalty="on", until_all_stand=True, dealer_stays=True,
        stake=6, purse=12, rounds=10, max_deals=500, pool_entry=15, pool_take=3, horse="half")


def test_the_period_advice_and_the_nudges():
    trade = core.Advice("Baxter-Wray leaves the judgement to the player: trade until you have secured a hand \"strong "
                        "enough\", then stand at once; a player offered a card in barter must exchange \"unless he has "
                        "a hand sufficiently strong to stand upon\".", "baxter-wray-1891", "p. 73")
    old = core.Advice("In the old game the book gives no counsel beyond the rule: stand when you are satisfied with "
                      "your hand, pass and you may exchange no more; two players satisfied end the play.",
                      "baxter-wray-1891", "p. 74")
    e = ev("trade", ("stand", 1), ("pass", 0))
    assert [C.advice(at(phase=p), e) for p in ("trade", "traded", "barter", "widow", "last", "horse")] == [
        trade, trade, trade, old, old, None]
    ask = ("How often would your hand beat each of the others as it stands? Weigh that against what a trade costs: a "
           "stake to the dealer, or a card to your left-hand neighbour.")
    assert [C.nudge(at(phase=p), []) for p in ("trade", "traded", "barter", "widow", "last", "horse", "settled")] == [
        ask, ask,
        "Is your hand strong enough to stand on? If not, which card can you best spare for the one offered?",
        "Which widow card would make a combination with two of yours, and is the gain worth going on for?",
        "Which widow card would make a combination with two of yours, and is the gain worth going on for?",
        "What is one more counter worth to you in the deals still to come, against the horse's price?",
        "There is nothing to decide here."]


# -- standing's exact money, at each way the other two hands compare ------------------------------------------------
THREE = at(players=3, dealer=2, seat=0, pool=18, stake=6, purses=[234, 234, 228], status=["", "", ""],
           trades=[0, 0, 0])


def test_a_beaten_stander_pays_each_better_hand():
    order = [0, 1, 2]
    assert C._stand_money(THREE, 0, order, 1, -1) == -6
    assert C._stand_money(THREE, 0, order, 1, 1) == -12
    assert C._stand_money(THREE, 0, order, 0, 1) == -6


def test_the_best_hand_takes_the_pool_and_a_stake_from_the_dealer():
    order = [0, 1, 2]
    assert C._stand_money(THREE, 0, order, -1, -1) == 18 + 6          # the pool, and the dealer pays the winner
    # a tie with seat 1 shares the pool, the odd penny to the first in the order of play
    assert C._stand_money(at(**{**THREE, "pool": 19}), 0, order, 0, -1) == 10 + 6
    assert C._stand_money(at(**{**THREE, "pool": 19}), 1, [2, 0, 1], 0, -1) == 9 + 6
    assert C._stand_money(at(**{**THREE, "pool": 18}), 0, order, 0, 0) == 6 + 6
    # the dealer who wins pays the other winners a stake each
    assert C._stand_money(at(**{**THREE, "dealer": 0}), 0, order, -1, -1) == 18
    assert C._stand_money(at(**{**THREE, "dealer": 0}), 0, order, 0, -1) == 9 - 6


def test_standing_exactly_refuses_other_tables():
    for change in ({"mode": "old"}, {"players": 4}, {"dealer_penalty": "on"}, {"until_all_stand": True}):
        with pytest.raises(ValueError, match="^counted exactly only for the new game at three, without penalties or "
                                             "Extended Commerce$"):
            C.stand_exact(at(**{**THREE, **change}))


def test_a_tricon_of_aces_stands_to_win_the_pool_less_the_rare_better_hand():
    # three aces lose only to nothing in the new game without Limited rules: standing wins the pool and a stake
    aces = at(**{**THREE, "hand": ["AS", "AH", "AD"]})
    assert C.stand_exact(aces) == 18 + 6


def test_limited_commerce_counts_the_chance_by_its_own_ladder():
    # without pairs in the ladder fewer hands beat a point: 15,018 of 18,424 (82%)
    e = ev("trade", ("stand", 1), ("pass", 0))
    assert "(a point of 27 beats one other hand 82% of the time)" in C.reason(at(limited="no-pair"), e, "stand")


def test_too_close_to_call_in_a_whole_sentence():
    e = ev("trade", ("stand", 0.5), ("barter 6C", 0.25), samples=48,
           losses={"stand": (0.0, 0.0, 0.0), "barter 6C": (0.25, -0.5, 1.0)})
    assert C.reason(VIEW, e, "barter 6C") == (
        f"Standing is best, worth +0.5d a deal on average{CHANCE}: another trade is more likely to spoil the hand or "
        "cost a stake than to win you more; offering the six of clubs in barter (+0.2d) is too close to call on "
        "these deals.")


def test_standing_exactly_equals_the_brute_force_at_every_seat(monkeypatch):
    from engine.games.commerce import GAME
    from engine.games.commerce import hands as H
    from tests.engine.test_coach_commerce import _brute_stand

    for seed, variant in ((7, CommerceVariant(players=3, pack=32)),
                          (3, CommerceVariant(players=3, pack=32, limited="no-pair"))):
        s = GAME.new_game(variant, seed)
        for seat in range(3 if variant.limited == "none" else 1):   # the cards seen from each seat's place
            view = {**GAME.view(s, s.to_act), "seat": seat, "dealer": (s.dealer + seat) % 3}
            exact = float(C.stand_exact(view))
            with monkeypatch.context() as m:     # the brute force ranks hands by the table's Limited ladder
                real = H.strength
                m.setattr(H, "strength", lambda cards, limited="none", _r=real, _l=variant.limited: _r(cards, _l))
                brute = _brute_stand(view)
            assert exact == pytest.approx(brute, abs=1e-9), (seed, seat)


def test_the_fast_players_take_the_bots_thresholds():
    from engine.bots.commerce import BOTS

    for fast, key in ((C.STANDER, "stander"), (C.TRADER, "trader")):
        bot = BOTS[key]
        assert (fast.stand_at, fast.max_trades, fast.money_edge, fast.old_min_gain, fast.no_exchange) == (
            bot.stand_at, bot.max_trades, bot.money_edge, bot.old_min_gain, bot.no_exchange)


def test_the_tables_company_a_stander_in_the_odd_seats_and_the_coached_seat():
    assert [C.player_for(seat, 2) for seat in range(5)] == [C.TRADER, C.STANDER, C.STANDER, C.STANDER, C.TRADER]
    assert [C.player_for(seat, 1) for seat in range(4)] == [C.TRADER, C.STANDER, C.TRADER, C.STANDER]


def test_a_deal_is_played_to_its_settlement_and_counters_count_at_their_cost():
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import PRESETS

    s = GAME.new_game(PRESETS["pool"], 5)
    me = s.to_act
    action = C.player_for(me, me).choose(s)
    # written out again: the game stepped with the table's players to the settlement
    end = GAME.step(s, action)
    while not (end.phase == "over" or (end.result and end.phase in C.SETTLED)):
        end = GAME.step(end, C.player_for(end.to_act, me).choose(end))
    worth = end.purses[me] - s.purses[me] + (end.counters[me] - s.counters[me]) * 4
    assert s.counters[me] > 0
    assert C.play_out(s, action, me) == worth == C.play_out(s, action, me, to_session_end=False)


def test_a_sampled_world_is_the_views_own_draw():
    from engine.games.commerce import GAME

    s = GAME.new_game(CommerceVariant(), 4)
    view = GAME.view(s, s.to_act)
    assert C.sample_world(view, random.Random(9)) == C.Seen(view).draw(random.Random(9))


def test_the_horse_is_valued_by_playing_the_session_to_its_end():
    from engine.games.commerce import GAME

    s = GAME.new_game(CommerceVariant(players=3, max_deals=2), 8)
    me = s.to_act
    action = C.player_for(me, me).choose(s)
    end = GAME.step(s, action)
    steps = 0
    while end.phase != "over":
        end = GAME.step(end, C.player_for(end.to_act, me).choose(end))
        steps += 1
    assert steps < 500 and end.deal_no > s.deal_no
    assert C.play_out(s, action, me, to_session_end=True) == end.purses[me] - s.purses[me]


def test_the_fast_players_choose_as_the_table_bots_in_every_phase():
    """The module's promise (they choose as the bots in 99% of positions), over every rule set and in every phase:
    they may differ near a threshold (the chances read from the full pack's table), but rarely in any phase."""
    import collections

    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import PRESETS

    total, same = collections.Counter(), collections.Counter()
    for preset in sorted(PRESETS):
        for seed in range(3):
            s = GAME.new_game(PRESETS[preset], 100 + seed)
            for _ in range(60):
                if GAME.is_over(s):
                    break
                seat, legal = s.to_act, GAME.legal_actions(s)
                if len(legal) > 1:
                    for key, fast in (("stander", C.STANDER), ("trader", C.TRADER)):
                        total[s.phase] += 1
                        same[s.phase] += BOTS[key].choose(GAME.view(s, seat), legal, random.Random(0)) == fast.choose(s)
                bot = BOTS["stander" if seat % 2 else "trader"]
                s = GAME.apply(s, bot.choose(GAME.view(s, seat), legal, random.Random(seat)))
    assert set(total) == {"trade", "traded", "barter", "widow", "last", "horse"}
    assert sum(same.values()) >= 0.99 * sum(total.values()), (same, total)
    for phase in total:                 # no phase far from it (with a dozen barters or horses: every one alike)
        assert same[phase] >= 0.98 * total[phase], (phase, same, total)


def test_a_fast_player_made_anew_reads_its_bots_thresholds_and_remembers_nothing_yet():
    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME

    bot = BOTS["trader"]
    fresh = C.Player(bot)
    assert (fresh.stand_at, fresh.max_trades, fresh.money_edge, fresh.old_min_gain, fresh.no_exchange, fresh.memo) == (
        bot.stand_at, bot.max_trades, bot.money_edge, bot.old_min_gain, bot.no_exchange, {})
    s = GAME.new_game(CommerceVariant(), 2)
    assert fresh.choose(s) == C.TRADER.choose(s) and len(fresh.memo) == 1


def test_the_odd_penny_of_a_shared_pool_goes_by_the_order_of_play():
    from engine.games.commerce import GAME
    from tests.engine.test_coach_commerce import _brute_stand

    s = GAME.new_game(CommerceVariant(players=3, pack=32), 21)
    for dealer in range(3):                # the seat is the dealer, or first or second after him
        for pool in (19,):                 # an odd pool: shared two ways, a penny left over
            view = {**GAME.view(s, s.to_act), "dealer": dealer, "pool": pool}
            assert float(C.stand_exact(view)) == pytest.approx(_brute_stand(view), abs=1e-9), (dealer, pool)


def _a_horse_to_weigh():
    """A pool session played by the traders until a seat may buy a horse or not (the first of 20 seeds to get there)."""
    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import PRESETS

    for seed in range(20):
        s = GAME.new_game(PRESETS["pool"], seed)
        for _ in range(400):
            if GAME.is_over(s) or s.phase == "horse":
                break
            seat = s.to_act
            s = GAME.apply(s, BOTS["trader"].choose(GAME.view(s, seat), GAME.legal_actions(s), random.Random(seat)))
        if s.phase == "horse" and len(GAME.legal_actions(s)) > 1:
            return s
    return s


def test_the_horse_is_weighed_over_the_session():
    from engine.games.commerce import GAME

    s = _a_horse_to_weigh()
    view = GAME.view(s, s.to_act)
    e = C.evaluate(view, [str(a) for a in GAME.legal_actions(s)], 1, random.Random(0))
    assert e.assumes == C._assumes(view, 1, session=True)


def _positions():
    """States met at a table of the computer players, every rule set, every phase (settlements and horses too)."""
    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import PRESETS

    for preset in sorted(PRESETS):
        for seed in range(2):
            s = GAME.new_game(PRESETS[preset], 200 + seed)
            for _ in range(45):
                if GAME.is_over(s):
                    break
                yield s
                seat = s.to_act
                s = GAME.apply(s, BOTS["stander" if seat % 2 else "trader"].choose(
                    GAME.view(s, seat), GAME.legal_actions(s), random.Random(seat)))


def test_a_sampled_deal_looks_the_same_from_the_seat():
    """Whatever the coach deals of the cards the seat cannot see, the seat's own view of the deal is its view now:
    the phase, the scores, who stood and traded, an offer made to it, a settlement's shown hands and result."""
    from engine.games.commerce import GAME

    phases, offers, shown, offered = set(), 0, 0, 0
    for i, s in enumerate(_positions()):
        me = s.to_act
        view = GAME.view(s, me)
        drawn = C.Seen(view).draw(random.Random(i))
        assert GAME.view(drawn, me) == view, (i, s.phase)
        cards = [c for h in drawn.hands for c in h] + list(drawn.widow) + list(drawn.stock)
        assert len(cards) == len(set(cards))                      # every card at most once
        for seat, status in enumerate(view["status"]):
            if status == "out":
                assert drawn.hands[seat] == ()                     # a seat out of the game holds nothing
        o = view.get("offer")
        if o and o["card"] is not None and o["from"] != me:       # the card offered lies in the offerer's hand
            assert Card.parse(o["card"]).index in drawn.hands[o["from"]]
            offered += 1
        phases.add(s.phase)
        offers += bool(view.get("offer"))
        shown += bool(view.get("shown"))
    assert {"trade", "barter", "settled", "widow", "last"} <= phases and offers and shown and offered


def test_a_pool_deal_counts_the_counters_won_and_lost():
    from engine.games.commerce import GAME

    checked = session = 0
    for s in _positions():
        if s.variant.mode != "pool" or s.phase in C.SETTLED or checked >= 3:
            continue
        me = s.to_act
        action = C.player_for(me, me).choose(s)
        end = GAME.step(s, action)
        while not (end.phase == "over" or (end.result and end.phase in C.SETTLED)):
            end = GAME.step(end, C.player_for(end.to_act, me).choose(end))
        if end.counters[me] == s.counters[me]:
            continue
        worth = end.purses[me] - s.purses[me] + (end.counters[me] - s.counters[me]) * Fraction(s.variant.pool_entry, 3)
        assert C.play_out(s, action, me) == float(worth)        # by default, to the deal's settlement only
        session += C.play_out(s, action, me, to_session_end=True) != float(worth)
        checked += 1
    assert checked and session


def test_the_horse_s_figures_are_its_play_outs_to_the_session_s_end():
    from engine.games.commerce import GAME

    s = _a_horse_to_weigh()
    view, me = GAME.view(s, s.to_act), s.to_act
    actions = [str(a) for a in GAME.legal_actions(s)]
    e = C.evaluate(view, actions, 1, random.Random(3))
    world = C.Seen(view).draw(random.Random(3))
    assert [c.value for c in e.choices] == [C.play_out(world, a, me, to_session_end=True) for a in actions]


def test_a_sampled_deal_keeps_a_seat_out_empty_the_horse_declined_and_an_offer_between_others():
    """From a seat that is neither the offerer nor the one offered to, and at Pool Commerce with a seat out: the
    sampled deal deals nothing to the seat out, keeps who went out first and his horse, and puts an offer it cannot
    see in the offerer's own hand; each sample has its own seed for the deals after this one."""
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import CommerceVariant as V

    def play(s, *actions):
        for a in actions:
            s = GAME.apply(s, GAME.parse_action(a))
        return s

    s = GAME.new_game(V(mode="pool", players=3), 1, GAME.deal_from_text("AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H"))
    s = play(s._replace(counters=(3, 3, 1), pool_counters=2), "stand", "stand", "pass", "decline-horse", "deal")
    assert s.status[2] == "out" and s.first_out == 2
    view = GAME.view(s, 0)
    for k in range(3):
        drawn = C.Seen(view).draw(random.Random(k))
        assert drawn.hands[2] == () and (drawn.first_out, drawn.horse) == (2, "declined")
        assert GAME.view(drawn, 0) == view
    new = GAME.new_game(V(), 1, GAME.deal_from_text("5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"))
    barter = play(new, "trade money 9D", "continue", "barter QS")            # Abner offers Bess a card: I see none
    view = GAME.view(barter, 0)
    assert view["offer"] == {"from": 1, "to": 2, "card": None}
    seeds = set()
    for k in range(4):
        drawn = C.Seen(view).draw(random.Random(k))
        assert drawn.offer[0] == 1 and drawn.offer[1] in drawn.hands[1]
        assert GAME.view(drawn, 0) == view
        assert isinstance(drawn.seed, int)
        seeds.add(drawn.seed)
    assert len(seeds) == 4


def test_a_remembered_choice_is_told_apart_by_everything_that_decides_it():
    """The fast players remember each choice by what decides it: the same hand with one stake more or less in the
    purse, the trades used up or not, the left-hand player stood or not, another card offered, the horse's price
    in hand or not, must each be chosen afresh (the choice remembered first would be wrong for the second)."""
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import CommerceVariant as V

    def pair(first, second, player=C.TRADER):
        player.memo.clear()
        a = player.choose(first)
        b = player.choose(second)
        others = sum(1 for i, st in enumerate(second.status) if st != "out" and i != second.to_act)
        assert b == player._decide(second, second.to_act, others) and a != b
        return a, b

    s = GAME.new_game(V(), 1, GAME.deal_from_text("2C 7D JH | AS KS QS | 2S 3D 4H | 7H 8H 10S"))
    assert C.TRADER.stand_at > 0.2 and C.TRADER.money_edge < 0        # the trader buys whenever he can pay
    buy, barter = pair(s._replace(purses=(6, 234, 234, 228)), s._replace(purses=(5, 234, 234, 228)))
    assert buy.startswith("trade money") and barter.startswith("barter")
    stood = s._replace(purses=(5, 234, 234, 228), status=("", "stood", "", ""),
                       variant=V(until_all_stand=True))
    assert pair(s._replace(purses=(5, 234, 234, 228)), stood)[1] == "stand"
    used = s._replace(trades=(C.TRADER.max_trades, 0, 0, 0))
    assert pair(used, s._replace(trades=(C.TRADER.max_trades - 1, 0, 0, 0)))[0] == "stand"
    b = GAME.apply(GAME.new_game(V(), 1, GAME.deal_from_text("5C 7D JH | 4C 3D 2C | 2S 9D 4H | 7H 8H 10S")),
                   "barter 5C")                                        # Abner is offered my five of clubs ...
    gives = pair(b, b._replace(offer=(0, Card.parse("AH").index)), C.STANDER)   # ... or an ace
    assert gives == ("give 3D", "give 2C")                              # a flush of clubs; the ace and the four
    h = GAME.new_game(V(mode="pool", players=3), 1, GAME.deal_from_text("AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H"))
    h = h._replace(counters=(3, 3, 1), pool_counters=2)                # Bess's last counter: she loses it
    for a in ("stand", "stand", "pass"):
        h = GAME.apply(h, a)
    assert h.phase == "horse"
    assert pair(h._replace(purses=(230, 229, 4)), h._replace(purses=(230, 229, 3))) == ("buy-horse", "decline-horse")


def test_between_equal_cards_the_fast_player_gives_as_the_bot_does():
    """Offered the nine of spades, 4-4-9 keeps its nines whichever four goes: the lower card goes, as
    engine.games.commerce.hands.responder_gives (and so the table bot) gives it."""
    from engine.games.commerce import GAME
    from engine.games.commerce import hands as H
    from engine.games.commerce.rules import CommerceVariant as V

    b = GAME.apply(GAME.new_game(V(), 1, GAME.deal_from_text("9S 7D JH | 4C 4D 9H | 2S 9D 5H | 7H 8H 10S")),
                   "barter 9S")
    assert C.TRADER.choose(b) == "give 4C" == f"give {H.text(H.responder_gives(b.hands[1], b.offer[1]))}"


def test_the_fast_player_deals_when_settled_and_exchanges_no_more_once_its_trades_are_used():
    from engine.games.commerce import GAME
    from engine.games.commerce.rules import CommerceVariant as V

    old = GAME.new_game(V(mode="old"), 1, GAME.deal_from_text("5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"))
    assert C.TRADER.choose(old) == "exchange 9D 5D"                     # a tricon of fives for the taking
    spent = old._replace(trades=(C.TRADER.max_trades, 0, 0, 0))
    assert C.TRADER.choose(spent) == C.TRADER.no_exchange == C.TRADER._decide(spent, 0, 3)
    settled = GAME.apply(GAME.new_game(V(), 1), "stand")
    assert settled.phase == "settled" and C.TRADER.choose(settled) == "deal"


def test_between_two_throws_of_equal_value_the_player_throws_the_lower_card_as_the_bot_does():
    """Limited Commerce, no pairs: 2C 2D 7H is a point, and throwing either two is worth the same (the hand is the
    same with clubs and diamonds swapped). The bot breaks the tie by the lower card, and so does its fast twin."""
    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME
    from tests.engine.test_commerce import fixed

    s = fixed(CommerceVariant(limited="no-pair"), "2C 2D 7H | AS KH 9S | 3C 8D JH | 5S 6H QC")
    bot = BOTS["trader"].choose(GAME.view(s, 0), GAME.legal_actions(s), random.Random(0))
    assert C.TRADER.choose(s) == bot == "trade money 2C"


def test_at_pool_commerce_with_one_other_left_a_chance_exactly_at_the_threshold_stands():
    """The stander stands when its chance reaches 30% (engine.bots.commerce: "reaches", at least). With one other
    player still in, 4C 7C 10D beats exactly 30% of the hands of the full pack, so the fast player stands there, as
    the bot does; a chance of exactly 30% or 60% (the trader's) is met at no table with two or more others (counted
    over every hand of both packs and every ladder when this test was written)."""
    from engine.bots.commerce import BOTS
    from engine.games.commerce import GAME
    from tests.engine.test_commerce import fixed

    assert C.tables(52, "none").half[(8, 20, 33)] == C.STANDER.stand_at == 0.3      # 4C 7C 10D
    s = fixed(CommerceVariant(mode="pool", players=3), "4C 7C 10D | AS KS QH | 2C 3D 5H / 9S 9H 9D")
    s = s._replace(status=("", "out", ""), counters=(3, 0, 3))                    # Abner has lost his counters
    bot = BOTS["stander"].choose(GAME.view(s, 0), GAME.legal_actions(s), random.Random(0))
    assert C.STANDER.choose(s) == bot == "stand"
