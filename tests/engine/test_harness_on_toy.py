"""The shared harness, run on the toy game; and proof that it catches a broken game."""

import random
from dataclasses import replace

import pytest

from tests.harness import protocol_tests, random_play
from tests.toy_game import GAME, Toy, ToyVariant

test_toy_protocol = protocol_tests(GAME, [ToyVariant(), ToyVariant(seats=2), ToyVariant(seats=4, chips=9)])


class LeakyToy(Toy):
    def view(self, s, seat):  # shows every hand: must be caught
        return {"hands": s.hands}


class LossyToy(Toy):
    def step(self, s, action):  # loses a chip each move: must be caught
        s = super().step(s, action)
        return replace(s, chips=(s.chips[0] - 1, *s.chips[1:]))


class LaxToy(Toy):
    def check(self, s, action):  # accepts cards not held: must be caught
        return None


@pytest.mark.parametrize("broken,message", [(LeakyToy(), "hidden"), (LossyToy(), "ledger"), (LaxToy(), "accepted")])
def test_harness_catches_broken_games(broken, message):
    with pytest.raises(AssertionError, match=message):
        random_play(broken, ToyVariant(), 7, random.Random(1))
