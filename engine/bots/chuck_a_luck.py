"""Computer soldiers for Chuck-a-Luck: simple betting habits, so the bank's take from a whole table shows.

Each soldier puts his money down once a round (one or two bets) and then says ``stand``. He
sees only his view (purses, layout, last throw) and draws from the rng he is given. Seated as
the learner (seat 0, as the command line's ``simulate`` may do) he calls ``throw`` instead, and
``next`` when the layout is settled.
"""

from __future__ import annotations

import random

from engine.games.chuck_a_luck import NEXT, STAND, THROW, Bet


def _finish(legal: list):
    for a in (NEXT, STAND, THROW):
        if a in legal:
            return a
    return legal[-1]


def _place(legal: list, wanted: list[Bet]):
    """The first wanted bet that is legal, trying smaller chips for each before giving up on it."""
    offered = {(a.spot, a.cents) for a in legal if isinstance(a, Bet)}
    for bet in wanted:
        for cents in sorted({c for s, c in offered if s == bet.spot and c <= bet.cents}, reverse=True):
            return Bet(bet.spot, cents)
    return None


class _Soldier:
    key = label = description = ""

    def wants(self, view: dict, rng: random.Random) -> list[Bet]:  # pragma: no cover - overridden
        raise NotImplementedError

    def choose(self, view: dict, legal: list, rng: random.Random):
        if NEXT in legal:
            return NEXT
        mine = [b for b in view["layout"] if b["seat"] == view["seat"]]
        if not mine:
            # at a cloth of numbers only (Sweat) a soldier whose habit has no square there backs his lucky number
            bet = _place(legal, self.wants(view, rng)) or _place(legal, LuckyNumber().wants(view, rng))
            if bet is not None:
                return bet
        return _finish(legal)


class LuckyNumber(_Soldier):
    key = "lucky-number"
    label = "Lucky number"
    description = "Puts a dime on his lucky number every throw: the number his seat is 'due' (a number 1–6)."

    def wants(self, view, rng):
        lucky = (view["seat"] * 2) % 6 + 1
        return [Bet(f"single:{lucky}", 10)]


class HighLow(_Soldier):
    key = "high-low"
    label = "High or low"
    description = "A careful man: 25¢ on high or on low, whichever the last throw was not (the best bets here)."

    def wants(self, view, rng):
        last = view.get("last_throw")
        side = "high" if last is None or sum(last) <= 10 else "low"
        return [Bet(side, 25)]


class LongShot(_Soldier):
    key = "long-shot"
    label = "Long shot"
    description = "Chases the big payments: a nickel on the raffle and a nickel on a total he picks at random."

    def wants(self, view, rng):
        total = rng.choice((4, 5, 6, 7, 14, 15, 16, 17))
        if rng.random() < 0.5:
            return [Bet("raffle", 5)]
        return [Bet(f"total:{total}", 5)]


class Doubler(_Soldier):
    key = "doubler"
    label = "Doubler"
    description = ("Bets odd; after a loss he goes up a chip to win it back (5¢, 10¢, 25¢, then $1), "
                   "after a win back to 5¢.")

    def wants(self, view, rng):
        mine = [x for x in view.get("settlements", []) if x["seat"] == view["seat"]]
        stake = 5
        if mine and mine[0]["net"] < 0:
            ladder = (5, 10, 25, 100)
            stake = ladder[min(len(ladder) - 1, sum(c <= mine[0]["stake"] for c in ladder))]
        return [Bet("odd", stake)]


BOTS = {b.key: b for b in (LuckyNumber(), HighLow(), LongShot(), Doubler())}
#: Who sits where by default: seat 1 the lucky-number man, seat 2 high-or-low, seat 3 the long shot, …
DEFAULT_ORDER = ("lucky-number", "high-low", "long-shot", "doubler")


def default_soldiers(soldiers: int) -> dict:
    return {seat: BOTS[DEFAULT_ORDER[(seat - 1) % len(DEFAULT_ORDER)]] for seat in range(1, soldiers + 1)}
