"""The computer players' playout driver (engine.games.euchre.hand.playout) against the protocol.

The same seeds are played through the public protocol (new_game, legal_actions, apply) and through the
driver (one state changed in place), the same random choices made on both sides: the transcripts (every
action's text) and the hand's points must be identical. The driver's two ways of picking a card are both
held to it: by action text in the protocol's order, and by card id from the legal mask.
"""

from __future__ import annotations

import random

import pytest

from engine.bots.euchre import Shape, rule_of_thumb_playout
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import hand as H
from engine.games.euchre import tables as T

VARIANTS = [GAME.presets["civil-war"], GAME.presets["standard"], EuchreVariant(players=3), EuchreVariant(players=5),
            EuchreVariant(players=6), EuchreVariant(players=7), EuchreVariant(players=5, call_ace=False),
            EuchreVariant(batches="2-3", lone_defence_scoring="keller", lead="maker", game=7)]


def _kth(mask: int, k: int) -> int:
    for _ in range(k):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def protocol_hand(v, seed: int, by_id: bool):
    """One hand through the protocol with seeded random choices: (action texts, points by side)."""
    rand = random.Random(seed).random
    s = GAME.new_game(v, seed)
    actions = []
    while s.deal_no == 0 and not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        if len(legal) == 1:
            a = legal[0]
        elif by_id and s.phase == "play":
            ids = sorted(H.ARG[x] for x in legal)
            a = H.PLAY_CARD[ids[int(rand() * len(ids))]]
        else:
            a = legal[int(rand() * len(legal))]
        actions.append(a)
        s = GAME.apply(s, a)
    return actions, s.results[-1][1]


def driver_hand(v, seed: int, by_id):
    rand = random.Random(seed).random
    s = GAME.new_game(v, seed).copy()
    log = []
    if by_id == "uniform":   # the driver's own uniform choices: the same draws as by_id
        return log, H.playout(s, rand=rand, log=log)

    def choose(st, legal):
        return legal[int(rand() * len(legal))]

    def pick(seat, hand, legal, seats, cards):
        return _kth(legal, int(rand() * legal.bit_count()))

    points = H.playout(s, choose, pick if by_id else None, log)
    return log, points


@pytest.mark.rules("follow-suit", "trick", "turn", "order-up", "second-round", "dealer-discard", "lone-defence",
                   "call-ace", "throw-in", "score-make", "score-alone", "score-euchre", "score-odd")
@pytest.mark.parametrize("by_id", [False, True, "uniform"])
@pytest.mark.parametrize("v", VARIANTS, ids=lambda v: f"{v.players}p-{v.pack}-{v.lead}-{v.call_ace}")
def test_driver_plays_the_same_hands_as_the_protocol(v, by_id):
    for seed in range(40):
        expected = protocol_hand(v, seed, bool(by_id))
        got = driver_hand(v, seed, by_id)
        assert got[0] == expected[0], f"seed {seed}: transcripts differ"
        assert tuple(got[1]) == tuple(expected[1]), f"seed {seed}: points differ"


def test_driver_leaves_the_protocols_state_alone():
    v = GAME.presets["standard"]
    s = GAME.new_game(v, 3)
    before = GAME.view(s, 0)
    H.playout(s.copy(), lambda st, legal: legal[0])
    assert GAME.view(s, 0) == before


@pytest.mark.parametrize("v", VARIANTS[:4], ids=lambda v: f"{v.players}p")
def test_rule_of_thumb_playout_matches_the_protocol_played_by_the_same_choices(v):
    """The bots' playout (rule of thumb for every seat) gives the protocol's transcript when its choices are
    replayed through apply()."""
    shape = Shape.from_variant(v)
    for seed in range(10):
        s = GAME.new_game(v, seed)
        log: list[str] = []
        points = rule_of_thumb_playout(s.copy(), shape, log)
        for a in log:
            s = GAME.apply(s, a)   # every action the driver took is legal in the protocol, in that order
        assert s.deal_no == 1 or GAME.is_over(s)
        assert tuple(s.results[0][1]) == tuple(points)


def test_a_playouts_own_deal_is_whole_and_uniform():
    """hand.deal with a playout's own generator (a numpy Generator, as driver_playouts uses): five cards each,
    none twice, every card of the pack somewhere, and each card turned up about equally often."""
    from collections import Counter

    import numpy as np

    v = GAME.presets["standard"]
    rng = np.random.default_rng(5)
    base = H.new_state(v, 0)
    turned = Counter()
    for i in range(24_000):
        s = base.copy()
        H.deal(s, i, 3, rng=rng)
        cards = [c for h in s.hands for c in h] + [s.turnup, *s.stock]
        assert all(len(h) == 5 for h in s.hands) and sorted(cards) == sorted(T.pack_ids(24))
        turned[s.turnup] += 1
    assert len(turned) == 24 and all(800 < n < 1200 for n in turned.values())
