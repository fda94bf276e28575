"""Euchre's computer players: a rule-of-thumb player and a sampler that plays out deals.

Both see only the seat's view. The sampler deals the cards it cannot see at random,
consistent with what its seat has seen (its own hand, the cards played, the turn-up in the
dealer's hand, and every failure to follow suit: a seat that did not follow a suit holds
none of it), every such deal equally likely, plays each candidate action out in every sampled deal with
the rule-of-thumb policy for all seats, and picks the action with the best average result in points. The
sampler is the coach (``engine/coach/euchre.py``): it chooses by the coach's own evaluation.

The playouts are the game's own: a state built from the view and the sampled deal, the candidate
action applied with the game's phase function, then :func:`engine.games.euchre.hand.playout` (the same
phase functions and trick rules as the protocol, on one state changed in place), every seat playing by
rule of thumb. The sample budget is fixed (``worlds`` deals per decision, never a clock), so the same
seed plays the same on any machine. The odds module uses :func:`simulate` to estimate a bid's chances.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from fractions import Fraction

from engine.coach import CoachBot as _CoachBot
from engine.games.euchre import hand as H
from engine.games.euchre import tables as T
from engine.games.euchre.rules import EuchreVariant
from engine.tricks import bits

EFF = T.EFF
POWER = T.POWER
STRENGTH = T.STRENGTH


# -- what a view tells: the table's shape ------------------------------------------------------
class Shape:
    """The fixed facts of a table: seats, sides, and the rule options a playout needs."""

    __slots__ = ("n", "side_of", "sides", "odd", "lone_defence", "lead_maker", "barred", "ld_scoring", "odd_march",
                 "pack", "call", "cut")

    def __init__(self, n, sides, odd, lone_defence, lead_maker, barred=True, ld_scoring="wedeward", odd_march=3,
                 pack=32, call=False):
        self.n = n
        self.sides = [tuple(s) for s in sides]
        self.side_of = [0] * n
        for i, side in enumerate(self.sides):
            for s in side:
                self.side_of[s] = i
        self.odd = odd
        self.lone_defence = lone_defence
        self.lead_maker = lead_maker
        self.barred = barred
        self.ld_scoring = ld_scoring
        self.odd_march = odd_march
        self.pack = pack
        self.call = call                 # Call-Ace: a called, hidden partner each hand
        self.cut = odd and not call      # cut-throat: the maker against all, no lone hands

    @classmethod
    def from_variant(cls, v) -> Shape:
        return cls(v.players, v.sides, v.each_for_himself, v.lone_defence and not v.each_for_himself,
                   v.lead == "maker", v.bar_turned_down, v.lone_defence_scoring, v.odd_march, v.pack_size,
                   v.call_ace_table)

    @classmethod
    def from_view(cls, view: dict) -> Shape:
        return cls(view["players"], view["sides"], view["each_for_himself"], view["lone_defence"],
                   view["lead_rule"] == "maker", view.get("bar_turned_down", True), view.get("lone_defence_scoring", "wedeward"),
                   view.get("odd_march", 3), view["pack"], view.get("call_ace", False))


# -- rules of thumb ------------------------------------------------------------------------------
def hand_value(hand, trump: int) -> float:
    """A rough worth of a hand if ``trump`` were trumps: bowers and high trumps, off aces, voids."""
    eff = EFF[trump]
    power = POWER[trump]
    v = 0.0
    ntrumps = 0
    suits = set()
    for c in hand:
        if eff[c] == trump:
            p = power[c]
            ntrumps += 1
            v += 3.4 if p == 21 else 3.0 if p == 20 else 2.6 if p == 19 else 2.0 if p == 18 else \
                1.6 if p == 17 else 1.4 if p == 16 else 1.1
        else:
            suits.add(eff[c])
            r = c % 9
            v += 1.0 if r == 8 else 0.25 if r == 7 else 0.0
    if ntrumps >= 2:
        v += 0.4 * (3 - len(suits))
    return v


def threshold(shape: Shape) -> float:
    if shape.call:
        return 6.6 if shape.n == 5 else 7.2
    if shape.odd:
        return 7.2 if shape.n == 3 else 8.6
    return 5.6 if shape.n == 6 else 6.0


def best_discard(hand6, trump: int) -> int:
    """The card the dealer should throw: a lone low card of a plain suit first (to be void), else the lowest."""
    eff = EFF[trump]
    plain = [c for c in hand6 if eff[c] != trump]
    if not plain:
        return min(hand6, key=lambda c: POWER[trump][c])
    counts = {}
    for c in plain:
        counts[eff[c]] = counts.get(eff[c], 0) + 1
    singles = [c for c in plain if counts[eff[c]] == 1 and c % 9 != 8]
    pick_from = singles or [c for c in plain if c % 9 != 8] or plain
    return min(pick_from, key=lambda c: c % 9)


def value_with_turnup(hand, turnup: int, seat: int, dealer: int, shape: Shape) -> float:
    trump = turnup // 9
    if seat == dealer:
        h6 = list(hand) + [turnup]
        d = best_discard(h6, trump)
        h6.remove(d)
        return hand_value(h6, trump)
    v = hand_value(hand, trump)
    bonus = 0.6 * (hand_value([turnup], trump) + 0.2)
    if not shape.odd and shape.side_of[dealer] == shape.side_of[seat]:
        return v + bonus
    return v - bonus


def bid_round1(hand, turnup: int, seat: int, dealer: int, shape: Shape) -> int:
    """0 pass, 1 order up, 2 order up alone."""
    v = value_with_turnup(hand, turnup, seat, dealer, shape)
    if v < threshold(shape):
        return 0
    if not shape.cut and v >= 10.0 and T.card_id(turnup // 9, T.JACK) in list(hand) + ([turnup] if seat == dealer
                                                                                       else []):
        return 2
    return 1


def bid_round2(hand, barred: int, shape: Shape) -> tuple[int, bool]:
    """(suit, alone) or (-1, False) to pass."""
    best, bs = -1.0, -1
    for s in range(4):
        if s == barred:
            continue
        v = hand_value(hand, s)
        if v > best:
            best, bs = v, s
    if best < threshold(shape) + 0.3:
        return -1, False
    alone = not shape.cut and best >= 10.0 and T.card_id(bs, T.JACK) in hand
    return bs, alone


def joker_bid(hand, shape: Shape) -> tuple[int, bool]:
    """The joker turned up, the dealer names trumps: the suit his six cards (the joker with them, less the card
    he would discard) make strongest; alone on a hand as strong as a lone order-up."""
    best, bs = -1.0, 0
    for s in range(4):
        h6 = [*hand, T.JOKER]
        h6.remove(best_discard(h6, s))
        v = hand_value(h6, s)
        if v > best:
            best, bs = v, s
    return bs, not shape.cut and best >= 10.0


def hp_estimate(hand) -> tuple[int, int]:
    """Hasenpfeffer: (the suit this hand is strongest in, the tricks its side may take with it named): about a trick
    for every 2.4 of its worth (bowers, the joker, high trumps, off aces), and one from the partner."""
    best, bs = -1.0, 0
    for s in range(4):
        v = hand_value(hand, s)
        if v > best:
            best, bs = v, s
    return bs, min(6, int(best / 2.4) + 1)


def hp_bid(hand, high: int) -> int:
    """Hasenpfeffer's bid by rule of thumb: the tricks the hand may take, if that is three or more and above the
    high bid; else 0 (pass)."""
    _, tricks = hp_estimate(hand)
    return tricks if tricks >= 3 and tricks > high else 0


def defend_alone(hand, trump: int) -> bool:
    eff = EFF[trump]
    trumps = [c for c in hand if eff[c] == trump]
    return len(trumps) >= 3 and hand_value(hand, trump) >= 7.5


def card_cost(c: int, trump: int) -> int:
    """How much a card is worth keeping: low plain cards first, trumps last."""
    p = POWER[trump][c]
    return 100 + p if p else (c % 9) * 2 + (3 if c % 9 == 8 else 0)


def choose_call(hand, trump: int) -> int:
    """Call-Ace: call the other-colour suit whose ace is not ours, preferring the one we are shortest in."""
    eff = EFF[trump]
    options = [x for x in range(4) if x not in (trump, 3 - trump)]
    return min(options, key=lambda x: (H.called_card(x) in hand, sum(1 for c in hand if eff[c] == x)))


def teams(shape: Shape, maker: int, partner: int = -1) -> list[int]:
    """Who plays with whom this hand: fixed sides, or the maker (and a called partner) against the rest."""
    if not shape.odd:
        return list(shape.side_of)
    team = [1] * shape.n
    team[maker] = 0
    if partner >= 0:
        team[partner] = 0
    return team


def play_card(hand, trick, trump: int, me: int, shape: Shape, maker: int, team=None, legal=None) -> int:
    """The rule-of-thumb card: win cheaply, don't overtake a partner, lead trumps when making, aces otherwise.

    ``legal``: the cards the rules allow (the game's ``legal_cards`` when not given)."""
    eff = EFF[trump]
    team = team if team is not None else teams(shape, maker)
    if not trick:
        mine = team[me] == team[maker]
        trumps = [c for c in hand if eff[c] == trump]
        if mine and trumps and (len(trumps) >= 2 or me == maker):
            return max(trumps, key=lambda c: POWER[trump][c])
        plain = [c for c in hand if eff[c] != trump]
        aces = [c for c in plain if c % 9 == 8]
        if aces:
            return aces[0]
        if plain:
            return min(plain, key=lambda c: c % 9)
        return min(hand, key=lambda c: POWER[trump][c])
    led = eff[trick[0][1]]
    if legal is None:
        legal = T.legal_cards(hand, led, trump)
    if len(legal) == 1:
        return legal[0]
    table = STRENGTH[trump][led]
    best_v, best_seat = -2, -1
    for seat, c in trick:
        v = table[c]
        if v > best_v:
            best_v, best_seat = v, seat
    if team[best_seat] == team[me] and best_seat != me:
        return min(legal, key=lambda c: card_cost(c, trump))
    winners = [c for c in legal if table[c] > best_v]
    if winners:
        return min(winners, key=lambda c: table[c])
    return min(legal, key=lambda c: card_cost(c, trump))


# -- playouts on the game's own functions ---------------------------------------------------------------
_VARIANTS: dict = {}


def variant_of(view: dict) -> EuchreVariant:
    """The table's rule options as the view states them (what a playout needs)."""
    key = (view["players"], view["pack"], view["lead_rule"], view["lone_defence"], view["lone_defence_scoring"],
           view.get("bar_turned_down", True), view["game"], view.get("call_ace", False), view.get("odd_march", 3),
           view.get("lone_euchre", 2), view.get("hasenpfeffer", False), view.get("widow", "dead"))
    v = _VARIANTS.get(key)
    if v is None:
        n = key[0]
        joker = T.has_joker(key[1])        # the pack's size says whether it holds the joker (25, 33, 37)
        pack = key[1] - joker
        v = _VARIANTS[key] = EuchreVariant(players=n, pack=32 if pack == 36 else pack, lead=key[2], joker=joker,
                                           lone_defence=key[3] if n % 2 == 0 else True, lone_defence_scoring=key[4],
                                           bar_turned_down=key[5], game=key[6], call_ace=key[7] or n % 2 == 0,
                                           odd_march=key[8], lone_euchre=key[9], hasenpfeffer=key[10],
                                           widow=key[11])
    return v


def state_from_view(view: dict) -> H.EuchreState:
    """A game state with everything ``view`` shows; the hands are filled in by :func:`with_world`."""
    v = variant_of(view)
    n = v.players
    s = H.new_state(v, 0)
    trump = T.SUIT_LETTERS.index(view["trump"]) if view["trump"] else -1
    s.phase, s.to_act, s.dealer, s.deal_no = view["phase"], view["to_act"], view["dealer"], view["deal_no"]
    s.scores = tuple(view["scores"])
    # Hasenpfeffer's widow is unseen (its card is a sampled world's: with_world)
    s.turnup = T.ID_OF_TEXT[view["turnup"]] if view["turnup"] else -1
    s.turnup_state, s.trump = view["turnup_state"], trump
    s.contract = view.get("contract") or 0
    s.maker = view["maker"] if view["maker"] is not None else -1
    s.alone = view["alone"]
    s.defender = view["defender"] if view["defender"] is not None else -1
    s.outm = sum(1 << x for x in view["out"])
    s.called = T.SUIT_LETTERS.index(view["called"]) if view.get("called") else -1
    s.partner = view["partner"] if view.get("partner") is not None else -1
    s.calls = tuple((a, b) for a, b in view["calls"])
    s.leader = view["leader"] if view["leader"] is not None else -1
    s.trick = tuple((a, T.ID_OF_TEXT[c]) for a, c in view["trick"])
    s.tricks = tuple((tuple((a, T.ID_OF_TEXT[c]) for a, c in tr["cards"]), tr["winner"]) for tr in view["tricks"])
    s.won = tuple(view["won"]) if view["won"] else (0,) * n
    s.results = tuple((text, tuple(points)) for text, points in view["results"])   # public: the hands finished
    s.discard = T.ID_OF_TEXT[view["discard"]] if view.get("discard") else -1     # the dealer's own, seen by him
    return s


def with_world(base: H.EuchreState, world) -> H.EuchreState:
    """A copy of ``base`` holding the sampled hands (a Call-Ace partner not yet known: the ace's holder)."""
    s = base.copy()
    s.masks = tuple(sum(1 << c for c in h) for h in world)
    if s.turnup < 0:   # Hasenpfeffer's widow, not seen: the one card of the pack in no hand, not played, not discarded
        gone = {c for h in world for c in h} | {c for tr, _ in s.tricks for _, c in tr} | {c for _, c in s.trick}
        gone.add(s.discard)
        s.turnup = next((c for c in s.shape.pack if c not in gone), -1)   # (-1: taken up and discarded already)
    if s.called >= 0 and s.partner < 0:
        ace = H.called_card(s.called)
        s.partner = next((i for i, h in enumerate(world) if ace in h and i != s.maker), -1)
    return s


def rule_of_thumb_playout(s: H.EuchreState, shape: Shape, log=None) -> tuple[int, ...]:
    """Finish the hand in ``s`` (changed in place), every seat playing by rule of thumb with all cards known."""

    def choose(st, legal):
        seat = st.to_act
        hand = bits(st.masks[seat])
        ph = st.phase
        if ph == "order":
            a = legal[bid_round1(hand, st.turnup, seat, st.dealer, shape)]
        elif ph == "name":
            suit, alone = bid_round2(hand, st.turnup // 9 if shape.barred else -1, shape)
            a = "pass" if suit < 0 else (H.NAME_ALONE if alone else H.NAME_SUIT)[suit]
        elif ph == H.JOKER_UP:
            suit, alone = joker_bid(hand, shape)
            a = (H.NAME_ALONE if alone else H.NAME_SUIT)[suit]
        elif ph == H.BIDDING:
            k = hp_bid(hand, st.contract)
            a = H.BID_TRICKS[k] if k else "pass"
        elif ph == H.TRUMPS:
            a = H.NAME_SUIT[hp_estimate(hand)[0]]
        elif ph == "defence":
            a = H.DEFEND if defend_alone(hand, st.trump) else "pass"
        elif ph == "discard":
            a = H.DISCARD_CARD[best_discard(hand, st.trump)]
        else:
            a = H.CALL_SUIT[choose_call(hand, st.trump)]
        return a if a in legal else legal[0]

    team = None

    def pick(seat, hand, legal, seats, cards):
        nonlocal team
        if team is None:
            team = teams(shape, s.maker, s.partner)
        return play_card(bits(hand), list(zip(seats, cards, strict=True)), s.trump, seat, shape, s.maker, team,
                         bits(legal))

    return H.playout(s, choose, pick, log)


def simulate(base: H.EuchreState, world, action: str, shape: Shape) -> tuple[H.EuchreState, tuple[int, ...]]:
    """Take ``action`` in the sampled deal, then play the hand out by rule of thumb: the end state and the points."""
    s = with_world(base, world)
    H.APPLY[s.phase](s, action)
    return s, rule_of_thumb_playout(s, shape)


# -- reading a view ------------------------------------------------------------------------------
def ids(texts) -> list[int]:
    return [T.ID_OF_TEXT[t] for t in texts]


def voids_from_view(view: dict, trump: int) -> list[set[int]]:
    """Suits each seat has shown it does not hold (it failed to follow them)."""
    n = view["players"]
    void = [set() for _ in range(n)]
    eff = EFF[trump]
    tricks = [t["cards"] for t in view["tricks"]] + ([view["trick"]] if view["trick"] else [])
    for tr in tricks:
        led = eff[T.ID_OF_TEXT[tr[0][1]]]
        for seat, text in tr[1:]:
            if eff[T.ID_OF_TEXT[text]] != led:
                void[seat].add(led)
    return void


def unseen(view: dict, trump: int):
    """What ``view``'s seat knows of the cards it cannot see: (hands fixed so far, the unseen cards, how many
    more each other seat holds, the suits each has shown void, the effective-suit table, the seats to fill)."""
    n = view["players"]
    me = view["seat"]
    mine = ids(view["hand"])
    known = set(mine)
    for tr in view["tricks"]:
        known.update(T.ID_OF_TEXT[c] for _, c in tr["cards"])
    known.update(T.ID_OF_TEXT[c] for _, c in view["trick"])
    turnup = T.ID_OF_TEXT[view["turnup"]] if view["turnup"] else -1   # (Hasenpfeffer's widow: unseen)
    dealer = view["dealer"]
    counts = list(view["counts"])
    fixed: dict[int, list[int]] = {s: [] for s in range(n)}
    fixed[me] = list(mine)
    if view.get("discard"):
        known.add(T.ID_OF_TEXT[view["discard"]])
    void = voids_from_view(view, trump) if trump >= 0 else [set() for _ in range(n)]
    eff = EFF[trump] if trump >= 0 else EFF[4]
    if turnup >= 0 and turnup not in known:
        known.add(turnup)
        # the dealer took it up: he holds it, unless he discarded it (certain once he holds no card, or once he
        # has shown no trumps: the turn-up was one)
        if (view["turnup_state"] == "taken" and dealer != me and counts[dealer] > 0
                and eff[turnup] not in void[dealer]):
            fixed[dealer].append(turnup)
    pool = [c for c in T.pack_ids(view["pack"]) if c not in known]
    need = {s: counts[s] - len(fixed[s]) for s in range(n) if s != me}
    order = [s for s in sorted(need) if need[s] > 0]
    return fixed, pool, need, void, eff, order


def sample_world(view: dict, rng: random.Random, trump: int, facts=None):
    """Hands for every seat consistent with ``view`` (the viewer's own hand is exact), every such deal equally
    likely (the cards in no hand are the undealt ones and the dealer's discard). ``facts``: :func:`unseen` of the
    same view, when the caller draws many deals of one position."""
    n = view["players"]
    fixed, pool, need, void, eff, order = facts if facts is not None else unseen(view, trump)
    pool = pool[:]
    rng.shuffle(pool)
    if any(void[s] for s in order):
        # Every deal consistent with the voids equally likely: a whole deal is redealt until it fits (rejection,
        # exactly uniform), and after a few misses the fitting deals are counted and one drawn by its count
        # (uniform too, so the mixture is uniform: the coach's exact count weighs deals the same way).
        for _attempt in range(REDEALS):
            hands = _slices(fixed, order, need, pool, n)
            if all(eff[c] not in void[s] for s in order for c in hands[s]):
                return hands
            rng.shuffle(pool)
        return _counted_deal(fixed, order, need, pool, n, void, eff, rng)
    return _slices(fixed, order, need, pool, n)


REDEALS = 24   # whole redeals tried before the deals that fit are counted


def _slices(fixed, order, need, pool, n):
    hands = [list(fixed[s]) for s in range(n)]
    pos = 0
    for s in order:
        hands[s].extend(pool[pos:pos + need[s]])
        pos += need[s]
    return hands


def _counted_deal(fixed, order, need, pool, n, void, eff, rng):
    """One deal drawn uniformly from those consistent with the voids: the number of each suit each void seat
    holds is drawn by how many deals have it (:func:`void_splits`), then the cards themselves at random."""
    import bisect

    groups = [[c for c in pool if eff[c] == g] for g in range(4)]
    constrained = [s for s in order if void[s]]
    key = (tuple(len(g) for g in groups),
           tuple((need[s], sum(1 << g for g in range(4) if g not in void[s])) for s in constrained))
    splits, cumulative = void_splits(*key)
    if not splits:   # no deal fits (never with legal play): the redealt one, voids ignored
        return _slices(fixed, order, need, pool, n)
    pick = splits[bisect.bisect_right(cumulative, rng.random() * cumulative[-1])]
    hands = [list(fixed[s]) for s in range(n)]
    rest = []
    for g, cards in enumerate(groups):
        cards = cards[:]
        rng.shuffle(cards)
        pos = 0
        for s, row in zip(constrained, pick, strict=True):
            hands[s].extend(cards[pos:pos + row[g]])
            pos += row[g]
        rest.extend(cards[pos:])
    rng.shuffle(rest)
    pos = 0
    for s in order:
        if not void[s]:
            hands[s].extend(rest[pos:pos + need[s]])
            pos += need[s]
    return hands


@functools.lru_cache(maxsize=256)
def void_splits(sizes: tuple[int, ...], seats: tuple[tuple[int, int], ...]):
    """Every way the seats that showed voids can hold so many cards of each suit, with its number of deals.

    ``sizes[g]``: unseen cards of suit g; ``seats``: (cards needed, mask of suits allowed) per void seat. Returns
    the splits (one row of four counts per seat) and the running totals of their deal counts (the product of
    the binomials choosing each seat's cards of each suit from those left)."""
    out, weights = [], []

    def rows(need, allowed, left, g):
        if g == 4:
            if need == 0:
                yield ()
            return
        top = min(need, left[g]) if allowed >> g & 1 else 0
        for x in range(top + 1):
            for rest in rows(need - x, allowed, left, g + 1):
                yield (x, *rest)

    def go(k, left, chosen, weight):
        if k == len(seats):
            out.append(tuple(chosen))
            weights.append(weight)
            return
        need, allowed = seats[k]
        for row in rows(need, allowed, left, 0):
            w = weight
            for g in range(4):
                w *= math.comb(left[g], row[g])
            go(k + 1, tuple(left[g] - row[g] for g in range(4)), [*chosen, row], w)

    go(0, tuple(sizes), [], 1)
    return tuple(out), tuple(itertools.accumulate(weights))


def world_count_bound(view: dict, trump: int) -> int:
    """How many deals of the unseen cards fit the hand counts (an upper bound on those that fit the voids too)."""
    _fixed, pool, need, _void, _eff, order = unseen(view, trump)
    total, left = 1, len(pool)
    for s in order:
        total *= math.comb(left, need[s])
        left -= need[s]
    return total


def all_worlds(view: dict, trump: int):
    """Every deal of the unseen cards consistent with ``view`` (counts and voids), each once: the exact
    counterpart of :func:`sample_world`, which draws one of these, each equally likely."""
    n = view["players"]
    fixed, pool, need, void, eff, order = unseen(view, trump)

    def fill(k, left, hands):
        if k == len(order):
            yield [list(h) for h in hands]
            return
        s = order[k]
        allowed = [c for c in left if eff[c] not in void[s]]
        for hand in itertools.combinations(allowed, need[s]):
            taken = set(hand)
            hands[s] = fixed[s] + list(hand)
            yield from fill(k + 1, [c for c in left if c not in taken], hands)
        hands[s] = list(fixed[s])

    yield from fill(0, pool, [list(fixed[s]) for s in range(n)])


def side_margin(pts, side: int):
    """The coach's and the sampler's unit: a side's points this hand less the other side's (four or six
    players), or less the average of the others' (each for himself: three, five or seven), as a Fraction there."""
    others = [p for i, p in enumerate(pts) if i != side]
    if len(others) == 1:
        return pts[side] - others[0]
    return Fraction(len(others) * pts[side] - sum(others), len(others)) if others else pts[side]


def _side_value(pts, side: int) -> float:
    return float(side_margin(pts, side))


# -- the bots --------------------------------------------------------------------------------------
class RuleOfThumbBot:
    key = "rule-of-thumb"
    label = "Rule of thumb"
    description = ("Bids on bowers, high trumps and off aces; leads trumps when it made them, aces otherwise; "
                   "wins a trick as cheaply as it can and never overtakes a partner.")

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        action = self._choose(view, legal)
        return action if action in legal else legal[0]

    def _choose(self, view: dict, legal: list):
        shape = Shape.from_view(view)
        me = view["seat"]
        hand = ids(view["hand"])
        phase = view["phase"]
        turnup = T.ID_OF_TEXT[view["turnup"]] if view["turnup"] else -1   # (Hasenpfeffer's lies face down)
        if phase == "order":
            return ("pass", "order-up", "order-up alone")[bid_round1(hand, turnup, me, view["dealer"], shape)]
        if phase == "name":
            s, alone = bid_round2(hand, turnup // 9 if shape.barred else -1, shape)
            if s < 0:
                return "pass"
            return f"name {T.SUIT_LETTERS[s]}" + (" alone" if alone else "")
        if phase == H.JOKER_UP:
            s, alone = joker_bid(hand, shape)
            return f"name {T.SUIT_LETTERS[s]}" + (" alone" if alone else "")
        if phase == H.BIDDING:
            k = hp_bid(hand, view["contract"] or 0)
            return f"bid {k}" if k else "pass"
        if phase == H.TRUMPS:
            return f"name {T.SUIT_LETTERS[hp_estimate(hand)[0]]}"
        trump = T.SUIT_LETTERS.index(view["trump"])
        if phase == "defence":
            return "defend alone" if defend_alone(hand, trump) else "pass"
        if phase == "discard":
            return f"discard {T.TEXT[best_discard(hand, trump)]}"
        if phase == "call":
            return f"call {T.SUIT_LETTERS[choose_call(hand, trump)]}"
        trick = [(s, T.ID_OF_TEXT[c]) for s, c in view["trick"]]
        known = view.get("partner")
        team = teams(shape, view["maker"], known if known is not None else -1)
        return f"play {T.TEXT[play_card(hand, trick, trump, me, shape, view['maker'], team)]}"


class SamplerBot(_CoachBot):
    """The stronger player is the coach (engine/coach/euchre.py, through engine.coach.CoachBot): it takes the
    choice the coach values best, on ``worlds`` sampled deals (or every consistent deal, when there are few enough
    to count), at every decision: bids, lone hands and lone defence, the dealer's discard, the Call-Ace call and
    each card; where the coach cannot tell the rule of thumb's choice from the best, the rule of thumb's."""

    def __init__(self, worlds: int = 24):
        super().__init__("euchre", "sampler", "Sampler (stronger)", (
            "The coach itself: deals the unseen cards at random many times, consistent with what its seat has seen "
            "(including which suits each player has failed to follow), plays each choice out in every deal, and "
            "takes the choice that scores best on average, unless the rule of thumb's choice is too close to it to "
            "tell apart."), samples=worlds, fallback=RuleOfThumbBot())
        self.worlds = worlds     # the fixed sample budget: deals per decision


BOTS = {"rule-of-thumb": RuleOfThumbBot(), "sampler": SamplerBot()}
