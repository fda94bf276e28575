"""Euchre's computer players: a rule-of-thumb player and a sampler that plays out deals.

Both see only the seat's view. The sampler deals the cards it cannot see at random,
consistent with what its seat has seen (its own hand, the cards played, the turn-up in the
dealer's hand, and every failure to follow suit: a seat that did not follow a suit holds
none of it), plays each candidate action out in every sampled deal with the rule-of-thumb
policy for all seats, and picks the action with the best average result in points.

The playouts run on the compact tables of ``engine.games.euchre.tables`` (the same
``EFF``/``STRENGTH``/``hand_points`` the rules use), so a decision stays well under 250 ms.
The odds module reuses :func:`simulate_hand` to estimate a bid's chances.
"""

from __future__ import annotations

import random
import time

from engine.games.euchre import tables as T

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
            v += 3.0 if p == 20 else 2.6 if p == 19 else 2.0 if p == 18 else 1.6 if p == 17 else \
                1.4 if p == 16 else 1.1
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
    return min(options, key=lambda x: (T.card_id(x, 8) in hand, sum(1 for c in hand if eff[c] == x)))


def teams(shape: Shape, maker: int, partner: int = -1) -> list[int]:
    """Who plays with whom this hand: fixed sides, or the maker (and a called partner) against the rest."""
    if not shape.odd:
        return list(shape.side_of)
    team = [1] * shape.n
    team[maker] = 0
    if partner >= 0:
        team[partner] = 0
    return team


def play_card(hand, trick, trump: int, me: int, shape: Shape, maker: int, team=None) -> int:
    """The rule-of-thumb card: win cheaply, don't overtake a partner, lead trumps when making, aces otherwise."""
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
    legal = [c for c in hand if eff[c] == led] or list(hand)
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


# -- full-information playouts ------------------------------------------------------------------
def play_out(hands, trump: int, leader: int, active, shape: Shape, maker: int, trick=(), won=None, team=None):
    """Finish the hand from ``trick`` (in progress) with the rule-of-thumb policy; tricks won by seat."""
    n = shape.n
    won = list(won) if won is not None else [0] * n
    trick = list(trick)
    seat = leader
    if trick:
        seat = trick[-1][0]
        seat = (seat + 1) % n
        while not active[seat]:
            seat = (seat + 1) % n
    nactive = sum(1 for a in active if a)
    strength = STRENGTH[trump]
    eff = EFF[trump]
    while sum(won) < 5:
        while len(trick) < nactive:
            h = hands[seat]
            c = play_card(h, trick, trump, seat, shape, maker, team)
            h.remove(c)
            trick.append((seat, c))
            seat = (seat + 1) % n
            while not active[seat]:
                seat = (seat + 1) % n
        table = strength[eff[trick[0][1]]]
        w = max(trick, key=lambda x: table[x[1]])[0]
        won[w] += 1
        trick = []
        seat = w
    return won


def score(won, maker: int, alone: bool, defender: int, shape: Shape, partner: int = -1) -> list[int]:
    """Points by side for a finished hand (``partner``: a Call-Ace partner, -1 for none)."""
    mine = {shape.side_of[maker]} | ({shape.side_of[partner]} if partner >= 0 else set())
    k = sum(w for s, w in enumerate(won) if shape.side_of[s] in mine)
    to_m, to_d = T.hand_points(k, alone, defender >= 0, shape.cut, shape.ld_scoring, shape.odd_march)
    pts = [0] * len(shape.sides)
    for i in range(len(pts)):
        if to_m and i in mine:
            pts[i] = to_m
        elif not to_m and i not in mine:
            pts[i] = to_d
    return pts


def called_partner(hands, maker: int, suit: int) -> int:
    ace = T.card_id(suit, 8)
    return next((s for s, h in enumerate(hands) if s != maker and ace in h), -1)


def first_leader(shape: Shape, dealer: int, maker: int, alone: bool, active) -> int:
    n = shape.n
    if shape.lead_maker:
        return maker
    leader = ((maker if alone else dealer) + 1) % n
    while not active[leader]:
        leader = (leader + 1) % n
    return leader


def simulate_hand(hands, turnup: int, dealer: int, shape: Shape, calls=(), forced=None) -> tuple[int, list[int]]:
    """Play a whole hand from the bidding on, every seat by rule of thumb, all cards known.

    ``calls`` are the actions already taken this hand (texts); ``forced`` the next action's text.
    Returns (maker or -1 if thrown in, points by side). ``hands`` is changed.
    """
    n = shape.n
    tsuit = turnup // 9
    maker, trump, alone, first_round = -1, -1, False, False
    k = len(calls)
    # replay what was already said, then continue
    actions = list(calls) + ([forced] if forced is not None else [])
    for i in range(2 * n):
        seat = (dealer + 1 + i) % n
        if i < len(actions):
            a = actions[i]
            if a == "pass":
                continue
            maker = seat
            alone = a.endswith("alone")
            if i < n:
                trump, first_round = tsuit, True
            else:
                trump = T.SUIT_LETTERS.index(a.split()[1])
            break
        if i < n:
            b = bid_round1(hands[seat], turnup, seat, dealer, shape)
            if b:
                maker, trump, alone, first_round = seat, tsuit, b == 2, True
                break
        else:
            s, al = bid_round2(hands[seat], tsuit if shape.barred else -1, shape)
            if s >= 0:
                maker, trump, alone = seat, s, al
                break
    del k
    if maker < 0:
        return -1, [0] * len(shape.sides)
    active = [True] * n
    defender = -1
    if alone:
        for s in shape.sides[shape.side_of[maker]]:
            if s != maker:
                active[s] = False
        if shape.lone_defence:
            for j in range(1, n):
                seat = (maker + j) % n
                if shape.side_of[seat] != shape.side_of[maker] and defend_alone(hands[seat], trump):
                    defender = seat
                    for s in shape.sides[shape.side_of[seat]]:
                        if s != seat:
                            active[s] = False
                    break
    if first_round and active[dealer]:
        h = hands[dealer]
        h.append(turnup)
        h.remove(best_discard(h, trump))
    leader = first_leader(shape, dealer, maker, alone, active)
    partner = -1
    if shape.call and not alone:
        partner = called_partner(hands, maker, choose_call(hands[maker], trump))
    won = play_out(hands, trump, leader, active, shape, maker, team=teams(shape, maker, partner))
    return maker, score(won, maker, alone, defender, shape, partner)


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


def sample_world(view: dict, rng: random.Random, trump: int):
    """Hands for every seat consistent with ``view`` (the viewer's own hand is exact)."""
    n = view["players"]
    me = view["seat"]
    mine = ids(view["hand"])
    known = set(mine)
    for tr in view["tricks"]:
        known.update(T.ID_OF_TEXT[c] for _, c in tr["cards"])
    known.update(T.ID_OF_TEXT[c] for _, c in view["trick"])
    turnup = T.ID_OF_TEXT[view["turnup"]]
    dealer = view["dealer"]
    counts = list(view["counts"])
    fixed: dict[int, list[int]] = {s: [] for s in range(n)}
    fixed[me] = list(mine)
    if view.get("discard"):
        known.add(T.ID_OF_TEXT[view["discard"]])
    if turnup not in known:
        known.add(turnup)
        if view["turnup_state"] == "taken" and dealer != me:
            fixed[dealer].append(turnup)
    pool = [c for c in T.pack_ids(view["pack"]) if c not in known]
    need = {s: counts[s] - len(fixed[s]) for s in range(n) if s != me}
    void = voids_from_view(view, trump) if trump >= 0 else [set() for _ in range(n)]
    eff = EFF[trump] if trump >= 0 else EFF[4]
    order = sorted(need, key=lambda s: -len(void[s]))
    for _attempt in range(30):
        rng.shuffle(pool)
        rest = pool[:]
        hands = {s: list(fixed[s]) for s in range(n)}
        ok = True
        for s in order:
            if need[s] <= 0:
                continue
            if void[s]:
                take = [c for c in rest if eff[c] not in void[s]][:need[s]]
                if len(take) < need[s]:
                    ok = False
                    break
                for c in take:
                    rest.remove(c)
            else:
                take, rest = rest[:need[s]], rest[need[s]:]
            hands[s].extend(take)
        if ok:
            return [hands[s] for s in range(n)]
    # no consistent deal found quickly: ignore the voids (never expected with legal play)
    rng.shuffle(pool)
    hands = {s: list(fixed[s]) for s in range(n)}
    pos = 0
    for s in order:
        if need[s] > 0:
            hands[s].extend(pool[pos:pos + need[s]])
            pos += need[s]
    return [hands[s] for s in range(n)]


def _side_value(pts, side: int) -> float:
    others = [p for i, p in enumerate(pts) if i != side]
    return pts[side] - (sum(others) / len(others) if others else 0)


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
        turnup = T.ID_OF_TEXT[view["turnup"]]
        if phase == "order":
            return ("pass", "order-up", "order-up alone")[bid_round1(hand, turnup, me, view["dealer"], shape)]
        if phase == "name":
            s, alone = bid_round2(hand, turnup // 9 if shape.barred else -1, shape)
            if s < 0:
                return "pass"
            return f"name {T.SUIT_LETTERS[s]}" + (" alone" if alone else "")
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


class SamplerBot:
    key = "sampler"
    label = "Sampler (stronger)"
    description = ("Deals the unseen cards at random many times, consistent with what its seat has seen "
                   "(including which suits each player has failed to follow), plays each choice out in every "
                   "deal, and takes the choice that scores best on average.")

    def __init__(self, worlds: int = 24, budget: float = 0.2):
        self.worlds = worlds
        self.budget = budget
        self.fallback = RuleOfThumbBot()

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase in ("discard", "call"):
            return self.fallback.choose(view, legal, rng)
        shape = Shape.from_view(view)
        me = view["seat"]
        my_side = shape.side_of[me]
        deadline = time.perf_counter() + self.budget
        totals = {a: 0.0 for a in legal}
        done = 0
        trump = T.SUIT_LETTERS.index(view["trump"]) if view["trump"] else -1
        turnup = T.ID_OF_TEXT[view["turnup"]]
        calls = [a for _, a in view["calls"]]
        for _w in range(self.worlds):
            if done >= 4 and time.perf_counter() > deadline:
                break
            world = sample_world(view, rng, trump)
            for a in legal:
                hands = [list(h) for h in world]
                if phase in ("order", "name"):
                    _, pts = simulate_hand(hands, turnup, view["dealer"], shape, calls, a)
                elif phase == "defence":
                    pts = self._defence(view, hands, shape, a, trump)
                else:
                    pts = self._play(view, hands, shape, a, trump)
                totals[a] += _side_value(pts, my_side)
            done += 1
        # ties go to the rule of thumb's choice
        preferred = self.fallback.choose(view, legal, rng)
        return max(legal, key=lambda a: (totals[a], a == preferred))

    def _play(self, view, hands, shape, action, trump):
        me = view["seat"]
        c = T.ID_OF_TEXT[action.split()[1]]
        hands[me].remove(c)
        trick = [(s, T.ID_OF_TEXT[x]) for s, x in view["trick"]] + [(me, c)]
        active = [s not in view["out"] for s in range(shape.n)]
        won = list(view["won"])
        nactive = sum(active)
        if len(trick) == nactive:
            eff = EFF[trump]
            table = STRENGTH[trump][eff[trick[0][1]]]
            w = max(trick, key=lambda x: table[x[1]])[0]
            won[w] += 1
            trick = []
            leader = w
        else:
            leader = trick[0][0]
        partner = -1
        if view.get("called"):
            known = view.get("partner")
            partner = known if known is not None else called_partner(hands, view["maker"],
                                                                     T.SUIT_LETTERS.index(view["called"]))
            if known is None and T.card_id(T.SUIT_LETTERS.index(view["called"]), 8) == c and me != view["maker"]:
                partner = me
        if sum(won) < 5:
            won = play_out(hands, trump, leader, active, shape, view["maker"], trick, won,
                           team=teams(shape, view["maker"], partner))
        return score(won, view["maker"], view["alone"], view["defender"] if view["defender"] is not None else -1,
                     shape, partner)

    def _defence(self, view, hands, shape, action, trump):
        me = view["seat"]
        n = shape.n
        maker = view["maker"]
        active = [s not in view["out"] for s in range(n)]
        defender = -1
        order = [(maker + j) % n for j in range(1, n) if shape.side_of[(maker + j) % n] != shape.side_of[maker]]
        for seat in order[order.index(me):]:
            says = action == "defend alone" if seat == me else defend_alone(hands[seat], trump)
            if says:
                defender = seat
                for s in shape.sides[shape.side_of[seat]]:
                    if s != seat:
                        active[s] = False
                break
        dealer = view["dealer"]
        if view["turnup_state"] == "up" and active[dealer]:
            h = hands[dealer]
            h.append(T.ID_OF_TEXT[view["turnup"]])
            h.remove(best_discard(h, trump))
        leader = first_leader(shape, dealer, maker, True, active)
        won = play_out(hands, trump, leader, active, shape, maker)
        return score(won, maker, True, defender, shape)


BOTS = {"rule-of-thumb": RuleOfThumbBot(), "sampler": SamplerBot()}
