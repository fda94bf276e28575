"""Computer players for Commerce. Each decides from its seat's view only, with no sampling at all: every
figure is exact (the chance of beating one other hand, counted over the cards the seat has not seen), so the
same view always gives the same choice, on any machine.

* ``stander`` — the cautious one: stands as soon as its hand is likely to be best at the table, buys from the
  pack only when the exact figures say it pays, and passes in the old game rather than chase a small gain.
* ``trader``  — keeps trading: buys for ready money the card the figures favour (barters when its purse is
  short or the left-hand neighbour is the cheaper trade), and stands only on a strong hand or after many trades.
* ``sampler`` — the stronger player: the coach's own evaluation (``engine.coach.commerce``) chooses, playing each
  choice out over deals of the cards its seat cannot see.

"Likely to be best" is the exact one-hand chance (a tie as half) raised to the number of other hands
(``engine.games.commerce.hands.best_chance_estimate``). Both bots stand at the latest after a fixed number of
trades, and in the old game exchange only when the hand's strength strictly rises, so every deal ends.
"""

from __future__ import annotations

import random

from engine.coach import CoachBot
from engine.core.cards import Card
from engine.games.commerce import hands as H


def _ids(cards) -> tuple[int, ...]:
    return tuple(Card.parse(c).index for c in cards)


def _text(c: int) -> str:
    return H.text(c)


class CommerceBot:
    key = "base"
    label = "Base"
    description = ""
    stand_at = 0.5        # stand when the estimated chance of being best reaches this
    max_trades = 4        # stand at the latest after this many trades in a deal
    money_edge = 0.0      # buy from the pack only if the expected change in win chance beats this
    old_min_gain = 0.0    # old game: exchange only if the one-hand chance rises by more than this

    def choose(self, view: dict, legal: list, rng: random.Random):
        phase = view["phase"]
        if len(legal) == 1:
            return legal[0]
        fn = getattr(self, "_" + phase, None)
        return fn(view, legal) if fn else legal[0]

    # -- what the seat knows -----------------------------------------------------------------------------
    def _known(self, view) -> set[int]:
        return set(_ids(view["hand"])) | set(_ids(view["widow"]))

    def _others(self, view) -> int:
        return sum(1 for i, st in enumerate(view["status"]) if st != "out" and i != view["seat"])

    def _best(self, view, hand, known) -> float:
        w, t, _, n = H.chance_one(hand, known, view["pack"], view["limited"])
        return H.best_chance_estimate(w, t, n, self._others(view))

    # -- the new game ------------------------------------------------------------------------------------
    def _trade(self, view, legal):
        hand = _ids(view["hand"])
        known = self._known(view)
        me = view["seat"]
        if self._best(view, hand, known) >= self.stand_at or view["trades"][me] >= self.max_trades:
            return "stand"
        figures = H.trade_figures(hand, known, view["pack"], view["limited"])
        best = max(figures, key=lambda f: (f["change"], -f["throw"]))
        money = f"trade money {_text(best['throw'])}"
        barter = f"barter {_text(best['throw'])}"
        if money in legal and float(best["change"]) > self.money_edge:
            return money
        if barter in legal:
            return barter
        if money in legal:
            return money
        return "stand"

    def _traded(self, view, legal):
        hand = _ids(view["hand"])
        if self._best(view, hand, self._known(view)) >= self.stand_at:
            return "stand"
        return "continue"

    def _barter(self, view, legal):
        hand = _ids(view["hand"])
        if self._best(view, hand, self._known(view)) >= self.stand_at:
            return "stand"
        offered = Card.parse(view["offer"]["card"]).index
        return f"give {_text(H.responder_gives(hand, offered, view['limited']))}"

    # -- the old game and Pool Commerce -------------------------------------------------------------------
    def _best_exchange(self, view, legal):
        hand = _ids(view["hand"])
        widow = _ids(view["widow"])
        known = set(hand) | set(widow)
        lim = view["limited"]
        now = H.score(hand, lim)
        base = self._best(view, hand, known)
        best, gain = None, self.old_min_gain
        for a in legal:
            if not a.startswith("exchange "):
                continue
            _, mine, theirs = a.split()
            m, t = Card.parse(mine).index, Card.parse(theirs).index
            new = tuple(t if c == m else c for c in hand)
            if H.score(new, lim) <= now:
                continue                      # only a strictly stronger hand: the deal always ends
            p = self._best(view, new, known)
            if p - base > gain:
                best, gain = a, p - base
        return best, base

    def _widow(self, view, legal):
        ex, base = self._best_exchange(view, legal)
        if base >= self.stand_at:
            return "stand"
        if ex is not None and view["trades"][view["seat"]] < self.max_trades:
            return ex
        return self.no_exchange

    def _last(self, view, legal):
        ex, _ = self._best_exchange(view, legal)
        return ex if ex is not None else "pass"

    def _horse(self, view, legal):
        return "buy-horse" if "buy-horse" in legal else "decline-horse"

    def _settled(self, view, legal):
        return "deal"

    no_exchange = "pass"


class Stander(CommerceBot):
    key = "stander"
    label = "Cautious stander"
    description = ("Stands as soon as its hand is likely to be best at the table; buys only when the exact figures "
                   "say it pays; passes rather than chase a small gain.")
    stand_at = 0.30
    max_trades = 2
    money_edge = 0.03
    old_min_gain = 0.02
    no_exchange = "pass"


class Trader(CommerceBot):
    key = "trader"
    label = "Trader"
    description = ("Keeps trading for the card the figures favour, for ready money while its purse allows, and "
                   "stands only on a strong hand or after many trades.")
    stand_at = 0.60
    max_trades = 6
    money_edge = -1.0
    old_min_gain = 0.0
    no_exchange = "stand"


# The stronger player is the coach (engine/coach/commerce.py): it takes the choice the coach values best, playing each
# legal choice out over the same deals of the cards its seat cannot see, the table's players answering.
SAMPLER = CoachBot("commerce", key="sampler", label="Sampler (stronger)",
                   description="Plays each choice out over many deals of the cards it cannot see, the table's players "
                               "answering, and takes the one worth most in pence: the coach's own judgement.")

BOTS = {"stander": Stander(), "trader": Trader(), "sampler": SAMPLER}
