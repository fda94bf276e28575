"""The after-hand review and undo never show a learner what their seat may not know (issue 32).

Over random games of every game and rule set: at every moment of the game, whatever the review would draw
(every position of every hand it lists as finished: each seat's holdings, and the learner's view for the table's
centre) comes from a hand that is over, never from the hand in play; each seat's holdings are that seat's own view
of a state of that finished hand; and no card or tile the engine hides from the learner now
(``Game.hidden_from``) is drawn unless it was held, in a finished hand, where the review draws it. Undo never
keeps fewer actions than the moment the last hand was finished.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import review
from engine.core.bot import RandomBot
from engine.core.table import Table
from engine.games import all_games
from tests.harness import random_play

CASES = [(slug, name) for slug, game in sorted(all_games().items())
         for name in (list(game.presets) or [None])]


def _variant(game, name):
    return game.presets[name] if name else game.Variant()


def _moments(n: int, rng: random.Random, most: int = 12) -> list[int]:
    """Which moments of a game to check: every one of a short game, else a spread with the hands' edges likely."""
    if n <= most:
        return list(range(n))
    return sorted(set(rng.sample(range(n), most)) | {n - 1})


def check_review_at(game, states, actions, learner: int, t: int, every_hand: bool = False, marked=None) -> int:
    """What the review would draw at moment ``t``: which hands it lists as finished, and every position of the
    latest finished hand (the one whose end borders the hand in play), or of every hand; returns how many positions
    were drawn. A finished hand's positions depend only on its own states, so checking each hand once, as the
    latest, at the moments after it, covers them all."""
    upto = states[: t + 1]
    # each state's mark depends on that state alone: the whole game's, cut at t, are the moment's own
    marked = (marked or review.marks(game, states, learner))[: t + 1]
    hands = review.finished_hands(game, upto, learner, marked)
    seats = len(game.view(states[0], learner).get("names") or []) or _seats(game, states[0])
    in_play = marked[t][0]
    hidden_now = game.hidden_from(states[t], learner)
    drawn = 0
    for n, hand in enumerate(hands):
        assert hand.key != in_play or hand.ends_at <= t and not hand.next_begins, \
            f"the review lists the hand in play ({in_play!r}) as finished at moment {t}"
        assert hand.ends_at <= t
        if n != len(hands) - 1 and not (every_hand and (n < 2 or n >= len(hands) - 3)):
            continue   # (a long session's middle hands are like its first and last: Chuck-a-Luck's hundreds)
        for step in range(hand.positions):
            at = review.position(game, upto, actions, learner, seats, hand, step)
            drawn += 1
            source = at.moves - 1 if at.before_last else at.moves
            assert marked[source][0] == hand.key, (
                f"position {step} of hand {hand.key!r} is drawn from state {source}, of hand {marked[source][0]!r}")
            assert source <= t
            for seat, held in enumerate(at.holdings):
                own = list(game.view(upto[source], seat).get("hand") or [])
                assert set(map(str, held)) <= set(map(str, own)), (
                    f"seat {seat}'s holdings at position {step} of hand {hand.key!r} are not its own view's")
                for x in map(str, held):
                    if x in hidden_now:   # hidden now, so it must be this finished hand's own card, held there
                        assert x in set(map(str, own))
            # the centre is the learner's own view of a moment of that hand (or, for a dice table, its end)
            assert at.view == game.view(upto[source], learner)
    return drawn


def _seats(game, state) -> int:
    return len(getattr(state, "hands", ())) or 1


@pytest.mark.parametrize("slug,preset", CASES)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_review_draws_only_finished_hands(slug, preset, seed):
    game = all_games()[slug]
    states, actions = random_play(game, _variant(game, preset), seed, random.Random(seed), checks=False)
    rng = random.Random(seed ^ 0x5EED)
    learner = 0
    marked = review.marks(game, states, learner)
    for t in _moments(len(states), rng):
        check_review_at(game, states, actions, learner, t, marked=marked)
    check_review_at(game, states, actions, learner, len(states) - 1, every_hand=True, marked=marked)


def test_last_position_is_never_the_next_deal():
    """The reported case: Euchre, a hand finished and the next being played; the review's last position shows the
    finished hand's end (each seat holding at most the card it had left), never the next deal's hands."""
    game = all_games()["euchre"]
    states, actions = random_play(game, game.Variant(), 7, random.Random(7), checks=False)
    marked = review.marks(game, states, 0)
    second = next(i for i, (k, _) in enumerate(marked) if k == 1)   # the first state of the second deal
    t = second + 3
    hands = review.finished_hands(game, states[: t + 1], 0)
    assert [h.key for h in hands] == [0]
    hand = hands[0]
    last = review.position(game, states[: t + 1], actions, 0, game.Variant().players, hand, hand.positions - 1)
    assert last.before_last and last.moves == second
    assert all(len(h) == 0 for h in last.holdings), "after the last card, nobody holds a card of that hand"
    dealt_now = {c for s in range(game.Variant().players) for c in game.view(states[t], s)["hand"]}
    shown = {c for h in last.holdings for c in h}
    assert not shown & dealt_now


# -- undo --------------------------------------------------------------------------------------------------------
UNDO_GAMES = ["euchre", "seven-up", "domino-euchre", "call-ace", "draw-poker", "commerce"]


def _to_second_hand(game, seed: int) -> Table:
    """A table played at random until the learner is to act in the second hand (or later)."""
    t = Table.new(game, game.Variant(), seed=seed, bots={s: RandomBot() for s in range(1, 8)})
    rng = random.Random(seed)
    first = game.hand_of(t.view())
    for _ in range(3000):
        t.run_bots()
        if game.is_over(t.state):
            return t
        if t.undo_floor() > 0 and game.hand_of(t.view()) != first and t.learners_turn():
            return t
        legal = t.legal()
        t.act(legal[rng.randrange(len(legal))])
    return t


@pytest.mark.parametrize("slug", UNDO_GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_never_steps_back_into_a_finished_hand(slug, seed):
    game = all_games()[slug]
    t = _to_second_hand(game, seed)
    floor = t.undo_floor()
    assert floor > 0, "the game never finished a hand"
    assert floor == review.undo_floor(review.marks(game, t._states, 0), game.is_over(t.state))
    while t.undo():   # take back everything undo allows
        assert len(t.record.actions) >= floor
    assert len(t.record.actions) >= floor
    if t.has_own_move():
        assert "finished" in t.undo_refusal()
    # what is left is the hand in play: no state of it belongs to a finished hand
    assert t.undo_floor() == floor
