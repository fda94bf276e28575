"""Computer players for Scarney Chemin de Fer: each bets by a temperament and takes the bank in turn.

The game has no choice once the dice are in the cup (the draw is compulsory), so a player's temperament shows in
his bets, in the limits he sets as banker and in whether he keeps the bank for all five rounds. Each decides from
his view alone and draws only from the rng he is given; none samples or searches (a fixed budget of zero).
"""

from __future__ import annotations

import random

from engine.games.scarney_chemin_de_fer import GIVE_UP, OPEN


def _bets(legal: list) -> list[int]:
    return [int(a.split()[1]) for a in legal if a.startswith("bet ")]


def _limits(legal: list) -> list[tuple[int, int]]:
    out = []
    for a in legal:
        if a.startswith("limits "):
            lo, hi = a.split()[1].split("-")
            out.append((int(lo), int(hi)))
    return out


def _last_net(view: dict) -> int | None:
    mine = [x for x in view.get("last_round", []) if x["seat"] == view["seat"]]
    return mine[0]["net"] if mine else None


class _Temperament:
    key = label = description = ""
    limits_pick = 0          # which offered limits: 0 the narrowest, -1 the widest
    give_up_below = 0.0      # gives up the bank between rounds when his chips fall below this share of the start

    def stake(self, view: dict, bets: list[int], rng: random.Random) -> int:  # pragma: no cover - overridden
        raise NotImplementedError

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]  # throw, draw, or a forced give-up
        bets = _bets(legal)
        if bets:
            want = self.stake(view, bets, rng)
            return f"bet {max([b for b in bets if b <= want] or [bets[0]])}"
        limits = _limits(legal)
        if limits:
            lo, hi = limits[self.limits_pick if -len(limits) <= self.limits_pick < len(limits) else 0]
            return f"limits {lo}-{hi}"
        if OPEN in legal:
            me = view["chips"][view["seat"]]
            return GIVE_UP if me < self.give_up_below * view["start_chips"] else OPEN
        return legal[0]


class Cautious(_Temperament):
    key = "cautious"
    label = "Cautious"
    description = ("Bets the least the banker allows; as banker sets the narrowest limits and gives up the bank "
                   "between rounds once he is down to half his starting chips.")
    limits_pick = 0
    give_up_below = 0.5

    def stake(self, view, bets, rng):
        return bets[0]


class Steady(_Temperament):
    key = "steady"
    label = "Steady"
    description = "Bets a third of the way from the least to the most; banks 1 to 5 and keeps the bank all five rounds."
    limits_pick = 1

    def stake(self, view, bets, rng):
        return bets[0] + (bets[-1] - bets[0]) // 3


class Bold(_Temperament):
    key = "bold"
    label = "Bold"
    description = "Bets the most the limits, his chips and the bank allow; as banker sets the widest limits he can cover."
    limits_pick = -1

    def stake(self, view, bets, rng):
        return bets[-1]


class Streaky(_Temperament):
    key = "streaky"
    label = "Streaky"
    description = ("Plays his streaks: after a win he doubles his last bet, after a loss he drops to the least, "
                   "otherwise a bet picked at random within the limits.")
    limits_pick = 1
    give_up_below = 0.25

    def stake(self, view, bets, rng):
        net = _last_net(view)
        if net is not None and net > 0:
            return 2 * net
        if net is not None and net < 0:
            return bets[0]
        return rng.choice(bets)


BOTS = {b.key: b for b in (Steady(), Cautious(), Bold(), Streaky())}
#: Who sits where by default: seat 1 steady, seat 2 cautious, seat 3 bold, then streaky, …
DEFAULT_ORDER = ("steady", "cautious", "bold", "streaky")


def default_players(players: int) -> dict:
    return {seat: BOTS[DEFAULT_ORDER[(seat - 1) % len(DEFAULT_ORDER)]] for seat in range(1, players)}
