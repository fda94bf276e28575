"""Chuck-a-Luck's coach: each bet, take-back and throw valued exactly, in cents, over the 216 equally likely throws.

A choice's value is what the seat's bets on the layout, as they lie after the choice, are expected to win or lose on
this throw: each stake times its bet's expected multiplier (``engine.odds.chuck_a_luck.house_edge``, the figure the
odds widget shows), summed. Every bet on the layout loses on average, so the best choice is always to take a bet back
while one is down, else to throw (or, for a soldier, stand) without betting: the figures say what each bet costs.
Later throws do not depend on this choice, except through a smaller purse or bank, which this leaves aside.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

from engine.coach.core import Advice, Evaluation, Scale, exact, no_choice
from engine.games.chuck_a_luck import THROW, Bet, ChuckVariant, TakeBack, money, parse_spot, spot_name
from engine.odds.chuck_a_luck import house_edge as _house_edge

SCALE = Scale(
    unit="cents", good=0.5, inaccuracy=2.0, mistake=10.0,
    why="A nickel or a dime on high, low, odd or even costs well under half a cent a throw; a quarter on a single "
        "number costs two cents, a dollar on a total ten cents or more: the grades follow what a soldier's purse "
        "of $13 could stand over a payday.")
SAMPLES = LIVE_SAMPLES = 0      # exact: nothing is sampled
MAX_SAMPLES = 1_000_000         # accepted and ignored (the figures are exact)

ASSUMES = ("exact over the 216 equally likely throws of three dice; the value is what your bets on the layout are "
           "expected to win or lose on this throw (the other players' bets do not change yours)")


house_edge = lru_cache(maxsize=1024)(_house_edge)   # the odds widget's figure, remembered per spot and rule set


def variant_of(view: dict) -> ChuckVariant:
    return ChuckVariant(totals_table=view["totals_table"], raffle_pays=view.get("raffle_pays", 30),
                        single_triple_pays=view.get("single_triple_pays", 3))


def _parse(action):
    """A legal action as the game's object (the record gives text; the table gives objects)."""
    if isinstance(action, (Bet, TakeBack)) or action in (THROW, "stand", "next"):
        return action
    w = str(action).split()
    if w[0] == "bet":
        from engine.games.chuck_a_luck import parse_stake

        return Bet(parse_spot(w[1]), parse_stake(w[2]))
    if w[0] == "take-back":
        return TakeBack(parse_spot(w[1]))
    return str(action)


def layout_value(bets: dict, v: ChuckVariant) -> Fraction:
    """Exact expected cents won (negative: lost) on one throw by these stakes (spot -> cents)."""
    return sum((-cents * house_edge(spot, v) for spot, cents in bets.items()), Fraction(0))


def after(view: dict, action) -> dict:
    """The seat's stakes on the layout after ``action``."""
    bets: dict = {}
    for b in view["layout"]:
        if b["seat"] == view["seat"]:
            bets[b["spot"]] = bets.get(b["spot"], 0) + b["stake"]
    a = _parse(action)
    if isinstance(a, Bet):
        bets[a.spot] = bets.get(a.spot, 0) + a.cents
    elif isinstance(a, TakeBack):
        bets.pop(a.spot, None)
    return bets


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    actions = [str(a) for a in legal]
    if len(actions) <= 1:
        return no_choice(view["phase"], SCALE, actions,
                         "Nothing to decide: the banker sweeps the settled layout, worth 0¢ either way.")
    v = variant_of(view)
    return exact(view["phase"], SCALE, [(str(a), layout_value(after(view, a), v)) for a in legal], ASSUMES)


def _edge_text(spot: str, v: ChuckVariant) -> str:
    e = house_edge(spot, v)
    return f"{float(e) * 100:.2f}%"


def _cents(x: float) -> str:
    return f"{abs(x):.2f}¢"


def reason(view: dict, ev: Evaluation, played: str) -> str:
    if ev.note:
        return ev.note
    v = variant_of(view)
    best = ev.best
    b = _parse(best.action)
    if isinstance(b, TakeBack):
        text = (f"Taking back your {money(after(view, 'throw').get(b.spot, 0))} on {spot_name(b.spot)} is best: "
                f"the bank keeps {_edge_text(b.spot, v)} of what is staked there, {_cents(-ev.loss('throw')[0])} "
                "a throw on average for that bet")
    else:
        text = "Betting nothing more is best: every bet on this layout loses on average"
    p = _parse(played)
    if played != best.action:
        loss = ev.loss(played)[0]
        if isinstance(p, Bet):
            text += (f"; {money(p.cents)} on {spot_name(p.spot)} costs {_cents(loss)} a throw on average (the bank's "
                     f"edge there is {_edge_text(p.spot, v)}")
            text += ", the least on the layout)" if house_edge(p.spot, v) <= house_edge("high", v) else \
                "; high, low, odd and even lose least, 2.78%)"
        else:
            text += f"; {played} leaves {_cents(loss)} a throw on the layout that taking back would save"
    return text + "."


def advice(view: dict, ev: Evaluation) -> Advice | None:
    if ev.note:
        return None
    text = ("Wedeward's notes from Anners' Hoyle call high or low and odd or even the player's best bets, the bank "
            "keeping only 2.78% of them, against about 7.9% on a single number.")
    if ev.best.action.startswith(("take-back", "throw", "stand")):
        text += " The figures agree on the order, and add that the best bet of all is none: every square loses."
    return Advice(text, "wedeward", "¶3, ¶6")


def nudge(view: dict, legal: list) -> str:
    return "Before you put money down, ask what the bank keeps, on average, of every dollar staked on that square."
