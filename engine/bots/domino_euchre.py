"""Domino Euchre's computer players (Call-Ace's too): a rule-of-thumb player and a sampler.

Both decide from their seat's view only, with the random source they are given.

- **Rule of thumb** values a hand by its trumps (bowers first) and its doublets, makes trumps past a threshold,
  goes alone on a very strong hand, and in play wins a trick as cheaply as it can unless its partner (a known one)
  is already winning, else throws its cheapest tile.
- **Sampler** is the coach (``engine.coach.domino_euchre``): it deals the tiles it cannot see many times, each deal
  drawn uniformly from those that agree with its view (its own hand, the tiles played, the turn-up where it lies, and
  every failure to follow: a seat that did not follow a suit holds none of it), plays each legal action out to the
  end of the hand in every deal, every seat then playing by rule of thumb, and takes the action with the best average
  points (its own side's less the others'). The number of deals is fixed, never a clock, so the same seed plays the
  same way on any machine. At Call-Ace the secret partner's tile lies wherever a consistent deal puts it.

The playouts run the game's own protocol (``step`` over a sampled full state, legal plays from ``playable``): there
is no second copy of a rule here.
"""

from __future__ import annotations

import random

from engine.coach import CoachBot
from engine.games import get_game
from engine.games.domino_euchre import deck as D
from engine.games.domino_euchre.game import (
    ACCEPT,
    ACCEPT_ALONE,
    CALL,
    EXCHANGE,
    LEAVE,
    NAME,
    NAME_ALONE,
    PASS,
    PLAY,
    DEState,
    HandResult,
    Trick,
)
from engine.tricks import bits, mask_of

POWER = D.DECK.power


# -- valuing a hand ---------------------------------------------------------------------------------------------
def hand_value(hand: int, trump: int) -> float:
    """A rough count of tricks-worth: right bower 3, left 2.5, other trumps 1.2 + a little by rank, doublets 0.6."""
    v = 0.0
    for c in bits(hand):
        if D.is_trump(c, trump):
            p = POWER[trump][trump][c]
            v += 3.0 if p == 120 else 2.5 if p == 119 else 1.2 + (p - 100) * 0.08
        elif D.HIGH[c] == D.LOW[c]:
            v += 0.6
        elif D.HIGH[c] == 6:
            v += 0.2
    return v


def thresholds(players: int, partnership: bool) -> tuple[float, float]:
    """(make, alone): how strong a hand must be to make trumps and to go alone."""
    if partnership:
        return 4.6, 8.6
    return (5.4, 9.0) if players <= 3 else (4.9, 8.8)


# -- the rule-of-thumb policy, on a full state, reading only what ``seat`` could know ----------------------------
def rot_action(game, s: DEState, seat: int) -> str:
    v = s.variant
    hand = s.hands[seat]
    ph = s.phase
    make, alone_at = thresholds(v.players, v.partnership)
    may_alone = game.may_go_alone(v)
    if ph == "bid1":
        t = D.lead_suit(s.turnup, -1)
        h = hand
        if v.take_up == "dealer" and seat == s.dealer or v.take_up == "maker":
            h = hand | (1 << s.turnup)
        val = hand_value(h, t) - (0.6 if (v.take_up == "maker" or seat == s.dealer) and h != hand else 0)
        if val >= alone_at and may_alone:
            return ACCEPT_ALONE
        return ACCEPT if val >= make else PASS
    if ph == "bid2":
        barred = D.lead_suit(s.turnup, -1)
        best, bv = -1, -1.0
        for t in range(7):
            if t != barred:
                x = hand_value(hand, t)
                if x > bv:
                    best, bv = t, x
        if bv >= alone_at and may_alone:
            return NAME_ALONE[best]
        return NAME[best] if bv >= make + 0.3 else PASS
    if ph == "exchange":
        worst = min(bits(hand), key=lambda c: cost(c, s.trump))
        return EXCHANGE[worst] if cost(worst, s.trump) < cost(s.turnup, s.trump) else LEAVE
    if ph == "call":
        return CALL[choose_call(hand, s.trump, game.callable_suits(s.trump))]
    return PLAY[play_tile(game, s, seat)]


def cost(c: int, trump: int) -> int:
    """What a tile is worth keeping: trumps by rank above all, then doublets, then the other tiles by rank."""
    if D.is_trump(c, trump):
        return 200 + POWER[trump][trump][c]
    if D.HIGH[c] == D.LOW[c]:
        return 50 + D.HIGH[c]
    return 10 * D.HIGH[c] + D.LOW[c]


def choose_call(hand: int, trump: int, allowed: list[int]) -> int:
    """Call a suit whose doublet someone else holds, preferring one the caller is short in (the partner's doublet
    then wins a trick the caller could not)."""
    def score(x):
        held = hand >> D.doublet(x) & 1
        length = sum(1 for c in bits(hand) if D.belongs(c, x, trump))
        return (held, length, -x)
    return min(allowed, key=score)


def allies(game, s: DEState, seat: int) -> set[int]:
    """The seats ``seat`` knows to be on its side now."""
    v = s.variant
    if v.partnership:
        return set(v.sides[game.side_of(v, seat)])
    if not v.call_ace or s.maker < 0:
        return {seat}
    known = game.known_partner(s, seat)
    if seat == s.maker:
        return {seat} | ({known} if isinstance(known, int) else set())
    if known == seat:
        return {seat, s.maker}
    return {seat}


def play_tile(game, s: DEState, seat: int) -> int:
    t = s.trump
    legal = bits(game.playable(s))
    if len(legal) == 1:
        return legal[0]
    friends = allies(game, s, seat)
    makers = seat in ({s.maker} | (friends if s.maker in friends else set()))
    if not s.trick:
        trumps = [c for c in legal if D.is_trump(c, t)]
        if makers and trumps and POWER[t][t][max(trumps, key=lambda c: POWER[t][t][c])] >= 119:
            return max(trumps, key=lambda c: POWER[t][t][c])
        plain = [c for c in legal if not D.is_trump(c, t)]
        pool = plain or legal
        return max(pool, key=lambda c: (D.HIGH[c] == D.LOW[c], POWER[t][D.HIGH[c]][c] if not D.is_trump(c, t) else 0,
                                        -cost(c, t)))
    led = D.DECK.lead[t][s.trick[0][1]]
    power = POWER[t][led]
    best_i = max(range(len(s.trick)), key=lambda i: power[s.trick[i][1]])
    best_seat, best_tile = s.trick[best_i]
    if best_seat in friends:
        return min(legal, key=lambda c: cost(c, t))
    winners = [c for c in legal if power[c] > power[best_tile]]
    if winners:
        return min(winners, key=lambda c: power[c])
    return min(legal, key=lambda c: cost(c, t))


# -- sampling worlds from a view ----------------------------------------------------------------------------------
def _played(view: dict) -> list[tuple[int, int]]:
    out = []
    for tr in view["tricks"]:
        out += [(a, D.parse_tile(x)) for a, x in tr["tiles"]]
    out += [(a, D.parse_tile(x)) for a, x in view["trick"]]
    return out


def voids(view: dict) -> list[int]:
    """Per seat, a mask of tiles it cannot hold: it failed to follow a suit, so it holds none of that suit."""
    n = view["players"]
    t = view["trump"]
    out = [0] * n
    if t is None:
        return out
    tricks = [[(a, D.parse_tile(x)) for a, x in tr["tiles"]] for tr in view["tricks"]]
    tricks.append([(a, D.parse_tile(x)) for a, x in view["trick"]])
    for tr in tricks:
        if not tr:
            continue
        led = D.DECK.lead[t][tr[0][1]]
        suit = D.DECK.follow[t][led]
        for a, c in tr[1:]:
            if not suit >> c & 1:
                out[a] |= suit
    return out


def sample_state(game, view: dict, rng: random.Random) -> DEState:
    """A full state consistent with ``view``: the unseen tiles dealt to the other seats and out of play, drawn
    uniformly from every deal that agrees with what the seat knows (``engine.odds.domino_euchre.deal_unseen``: its
    own tiles, the tiles played, the turn-up where it lies, the counts, the voids shown), and nothing else."""
    return states_from_deals(game, view, [_dealer().deal_unseen(view, rng)])[0]


def _dealer():
    from engine.odds import domino_euchre  # the exact counting of deals lives with the odds (which import this)

    return domino_euchre


def states_from_deals(game, view: dict, deals) -> list[DEState]:
    """The full states ``view`` shows, one per deal (per other seat, then the stock, the unseen tiles it holds)."""
    v = game.variant_for(view["variant"])
    n = view["players"]
    me = view["seat"]
    mine = mask_of(D.parse_tile(x) for x in view["hand"])
    played = _played(view)
    turnup = D.parse_tile(view["turnup"])
    known = mine | mask_of(c for _, c in played) | 1 << turnup
    exch = view["exchanger"]
    discard = D.parse_tile(view["discard"]) if view.get("discard") else -1
    if discard >= 0:
        known |= 1 << discard
    held_up = 1 << turnup if (view["turnup_state"] == "taken" and exch != me
                              and not any(c == turnup for _, c in played)) else 0
    tile = D.doublet(view["partner_suit"]) if view.get("partner_suit") is not None else -1
    by = next((a for a, c in played if c == tile), -1)
    trick = tuple((a, D.parse_tile(x)) for a, x in view["trick"])
    tricks = tuple(Trick(tuple((a, D.parse_tile(x)) for a, x in tr["tiles"]), tr["winner"]) for tr in view["tricks"])
    results = tuple(HandResult(text, tuple(points)) for text, points in view["results"])   # public: the hands finished
    base = DEState(v, 0, view["phase"], view["to_act"], view["deal_no"], view["dealer"], tuple(view["scores"]), (),
                   0, turnup, view["turnup_state"], view["trump"] if view["trump"] is not None else -1,
                   view["maker"] if view["maker"] is not None else -1, view["alone"], mask_of(view["out"]),
                   tuple(tuple(b) for b in view["bids"]), exch if exch is not None else -1, discard,
                   view["partner_suit"] if view.get("partner_suit") is not None else -1, -1,
                   view["leader"] if view["leader"] is not None else -1, trick, tricks, tuple(view["won"]), results)
    out = []
    for deal in deals:
        hands = list(deal[:n])
        if held_up:
            hands[exch] |= held_up
        hands[me] = mine
        everyone = 0
        for h in hands:
            everyone |= h
        partner = -1
        if tile >= 0:
            holder = by if by >= 0 else next((i for i in range(n) if hands[i] >> tile & 1), -1)
            partner = holder if holder != view["maker"] else -1
        out.append(base._replace(hands=tuple(hands), stock=D.ALL & ~(known | everyone), partner=partner))
    return out


def play_out(game, s: DEState) -> DEState:
    """Play the hand to its end, every seat by rule of thumb, through the game's own ``step``."""
    deal = s.deal_no
    while s.deal_no == deal and s.phase != "over":
        s = game.step(s, rot_action(game, s, s.to_act))
    return s


def hand_result(game, s: DEState, seat: int) -> float:
    """Points of ``seat``'s side in the hand just finished, less the mean of the other sides'."""
    pts = s.results[-1].points if s.results else ()
    if not pts:
        return 0.0
    mine = game.side_of(s.variant, seat)
    others = [p for i, p in enumerate(pts) if i != mine]
    return pts[mine] - sum(others) / len(others)


class RuleOfThumbBot:
    key = "rule-of-thumb"
    label = "Rule of thumb"
    description = "Makes trumps on bowers and length, goes alone on a near-certain march, wins tricks cheaply."

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        game = get_game(view["game"])
        s = sample_state(game, view, rng)  # its own hand and the public facts are all it reads
        a = rot_action(game, s, view["seat"])
        return a if a in legal else legal[0]


SAMPLER_DEALS = 30   # the stronger player's deals per decision: a whole game in a few seconds (the table's coach: 120)


class SamplerBot(CoachBot):
    """The stronger player is the coach (``engine.coach.domino_euchre``): it takes the choice the coach values best."""

    def __init__(self, samples: int = SAMPLER_DEALS):
        super().__init__("domino-euchre", "sampler", "Sampler",
                         "Deals the unseen tiles many times, each deal agreeing with what its seat has seen, plays "
                         "every choice out in each, and takes the best on average: the coach's own choice.", samples)


BOTS = {"rule-of-thumb": RuleOfThumbBot(), "sampler": SamplerBot()}
