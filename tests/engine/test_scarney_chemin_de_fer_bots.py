"""Scarney Chemin de Fer's computer players: each bets by its temperament, banks in turn, and decides from its view."""

from __future__ import annotations

import copy
import random

from engine.bots.scarney_chemin_de_fer import BOTS, default_players
from engine.core.record import replay_states
from engine.core.table import Table
from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import GAME, ChemVariant

SEAT3 = "1-1-1-3-x 6-6-6-4-x 6-4-4-x-x"  # Ada banks, Ben on her left, then You


def at_bet(limits="limits 2-6"):
    s = GAME.new_game(ChemVariant(players=3), 1, _scarney.parse_deal(SEAT3))
    while s.phase == "seating":
        s = GAME.apply(s, "throw")
    return GAME.apply(s, limits)


def test_temperaments_bet_as_described():
    s = at_bet()
    legal, view = GAME.legal_actions(s), GAME.view(s, s.to_act)
    rng = random.Random(0)
    assert BOTS["cautious"].choose(view, legal, rng) == "bet 2"
    assert BOTS["bold"].choose(view, legal, rng) == "bet 6"
    assert BOTS["steady"].choose(view, legal, rng) == "bet 3"
    assert BOTS["streaky"].choose(view, legal, rng) in legal


def test_bankers_set_limits_by_temperament_and_keep_or_give_up_the_bank():
    s = GAME.new_game(ChemVariant(players=3), 1, _scarney.parse_deal(SEAT3))
    while s.phase == "seating":
        s = GAME.apply(s, "throw")
    legal, view = GAME.legal_actions(s), GAME.view(s, s.to_act)
    assert BOTS["cautious"].choose(view, legal, random.Random(0)) == "limits 1-2"
    assert BOTS["bold"].choose(view, legal, random.Random(0)) == "limits 2-10"
    view_poor = dict(view, chips=[20, 4, 20])
    assert BOTS["cautious"].choose(view_poor, ["open", "give-up"], random.Random(0)) == "give-up"
    assert BOTS["steady"].choose(view_poor, ["open", "give-up"], random.Random(0)) == "open"


def test_a_bot_decides_from_its_view_alone_and_leaves_it_unchanged():
    s = at_bet()
    view = GAME.view(s, s.to_act)
    before = copy.deepcopy(view)
    for bot in BOTS.values():
        a = bot.choose(view, GAME.legal_actions(s), random.Random(3))
        assert a == bot.choose(copy.deepcopy(view), GAME.legal_actions(s), random.Random(3))
    assert view == before


def test_every_seat_takes_the_bank_in_turn():
    t = Table.new(GAME, ChemVariant(players=4, rounds_per_bank=1), 21, learner=-1, bots=default_players(4)
                  | {0: BOTS["steady"]})
    t.run_bots()
    bankers = [s.banker for s in replay_states(t.record, GAME) if s.phase == "open" and s.limits is None]
    assert len(set(bankers)) == 4
