"""Seven-Up's computer players: a rule-of-thumb player and a sampler that deals the unseen cards many ways.

Both decide from ``view(state, seat)`` only. The sampler is the coach (engine/coach/seven_up.py): it deals the
cards its seat has not seen into the other hands and the pack, consistent with its view (counts, and suits a
player has shown he lacks), then plays each candidate action out to the end of the hand through the game's own
protocol (``GAME.playable``, ``GAME.legal_actions`` and ``GAME.step``), every seat played by the rule-of-thumb
policy, in the same deals for every choice. A fixed number of deals per decision (never a clock), so a seed plays the same way on
any machine.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import NamedTuple

from engine.core.variant import variant_from_dict
from engine.games.seven_up import GAME, SevenUpState
from engine.games.seven_up import deck as D
from engine.games.seven_up.game import PLAY
from engine.tricks import bits, trick_winner

INDEX = D.DECK.index
SUIT_OF_LETTER = {x: i for i, x in enumerate(D.SUIT_LETTERS)}


class Seen(NamedTuple):
    """What one seat knows, in small ints: built from a view (a real decision) or a sampled state (a playout)."""
    seat: int
    n: int
    side_of: tuple
    dealer: int
    phase: str
    hand: int
    trump: int
    turnup: int
    trick: tuple          # ((seat, card), ...)
    unseen: int           # cards this seat has not seen: others' hands, the pack, others' discards
    scores: tuple
    target: int
    high_bid: int = 0     # Auction Pitch: the highest bid so far


def seen_from_view(view: dict) -> Seen:
    n = view["players"]
    hand = _mask(view["hand"])
    played = 0
    for tr in view["tricks"]:
        for _, c in tr["cards"]:
            played |= 1 << INDEX[c]
    trick = tuple((a, INDEX[c]) for a, c in view["trick"])
    for _, c in trick:
        played |= 1 << c
    turnup = INDEX[view["turnup"]] if view["turnup"] else -1
    known = hand | played | _mask(view["aside"]) | _mask(view["my_discards"]) | ((1 << turnup) if turnup >= 0 else 0)
    trump = SUIT_OF_LETTER[view["trump"]] if view["trump"] else -1
    return Seen(view["seat"], n, tuple(view["side_of"]), view["dealer"], view["phase"], hand, trump, turnup, trick,
                D.FULL & ~known, tuple(view["scores"]), view["target"], view.get("high_bid", 0))


def seen_from_state(s: SevenUpState, seat: int) -> Seen:
    v = s.variant
    known = s.hands[seat] | s.discards[seat]
    for tr, _ in s.tricks:
        for _, c in tr:
            known |= 1 << c
    for _, c in s.trick:
        known |= 1 << c
    for c in s.aside:
        known |= 1 << c
    if s.turnup >= 0:
        known |= 1 << s.turnup
    return Seen(seat, v.players, tuple(v.side_of(i) for i in range(v.players)), s.dealer, s.phase, s.hands[seat],
                s.trump, s.turnup, s.trick, D.FULL & ~known, s.scores, v.target,
                GAME.high_bid(s) if v.auction else 0)


def _mask(texts) -> int:
    m = 0
    for t in texts:
        m |= 1 << INDEX[t]
    return m


# -- the rule-of-thumb policy -----------------------------------------------------------------------
def strength(hand: int, t: int) -> float:
    """A rough worth of a hand with ``t`` trumps: high trumps, the jack, a low trump, side aces and tens."""
    score = 0.0
    trumps = hand & D.SUIT_MASK[t]
    for c in bits(trumps):
        r = D.rank(c)
        score += {12: 2.0, 11: 1.3, 10: 1.0, D.JACK: 1.4, D.TEN: 0.8}.get(r, 0.45)
        if r <= 1:
            score += 0.5
    for c in bits(hand & ~trumps):
        r = D.rank(c)
        score += 0.5 if r == 12 else (0.2 if r in (11, D.TEN) else 0.0)
    return score


def points_in(hand: int, t: int) -> float:
    """Auction Pitch's rule of thumb: the points of high, low, jack and game a hand can hope for with ``t`` trumps:
    the ace (the king half as sure) for high, the deuce (the trey half) for low, the jack, the count for game,
    and length in trumps to guard them."""
    trumps = hand & D.SUIT_MASK[t]
    has = [D.card_id(t, r) for r in range(13) if trumps >> D.card_id(t, r) & 1]
    ranks = {D.rank(c) for c in has}
    est = 1.0 if 12 in ranks else 0.6 if 11 in ranks else 0.0
    est += 1.0 if 0 in ranks else 0.6 if 1 in ranks else 0.0
    est += 0.9 if D.JACK in ranks else 0.0
    est += min(1.0, sum(D.VALUE[c] for c in bits(hand)) / 25)
    return est + 0.2 * max(0, len(has) - 2)


def best_suit(hand: int) -> tuple[float, int]:
    """The suit the hand would pitch, and the points it hopes for there."""
    return max((points_in(hand, t), t) for t in range(4) if hand & D.SUIT_MASK[t])


def auction_choice(k: Seen, legal: list) -> str:
    """Bid what the best suit promises; the eldest pitches at once only on four, and keeps the pitch rather than
    sell it when his hand promises well above the bid."""
    est = best_suit(k.hand)[0]
    if k.phase == "sell":
        return "pitch" if est >= k.high_bid + 0.75 else "sell"
    if "pitch" in legal:
        return "pitch" if est >= 3.75 else "pass"
    want = min(4, int(est + 0.25))
    return f"bid {want}" if f"bid {want}" in legal else "pass"


def keep_value(c: int, trump: int) -> float:
    r = D.rank(c)
    if D.suit(c) == trump:
        return 50 + r + (20 if r == D.JACK else 0) + (12 if r <= 1 else 0)
    return r + (6 if r == D.TEN else 0) + (8 if r == 12 else 0)


def rule_of_thumb(k: Seen, legal: list) -> str:
    if len(legal) == 1:
        return legal[0]
    ph = k.phase
    if ph in ("bid", "sell"):
        return auction_choice(k, legal)
    if ph == "stand":
        return "stand" if strength(k.hand, D.suit(k.turnup)) >= 2.4 else "beg"
    if ph == "give":
        mine = strength(k.hand, D.suit(k.turnup))
        return "give" if "give" in legal and mine >= 2.2 else "refuse"
    cards = [INDEX[a.split()[1]] for a in legal]
    if ph == "discard":
        worst = min(cards, key=lambda c: keep_value(c, k.trump))
        return legal[cards.index(worst)]
    return legal[cards.index(choose_card(k, cards))]


def choose_card(k: Seen, cards: list[int]) -> int:
    t = k.trump
    if not k.trick:
        return _lead(k, cards)
    led = D.suit(k.trick[0][1])
    tt = t if t >= 0 else led
    power = D.DECK.power[tt][led]
    best = k.trick[trick_winner(D.DECK, tt, [c for _, c in k.trick])]
    best_power = power[best[1]]
    mine = k.side_of[k.seat]
    partner_wins = k.side_of[best[0]] == mine
    last = len(k.trick) == k.n - 1
    jack = D.card_id(tt, D.JACK)
    at_stake = sum(D.VALUE[c] for _, c in k.trick) + (8 if any(c == jack for _, c in k.trick) else 0)
    winners = [c for c in cards if power[c] > best_power]
    out_trumps, out_led = k.unseen & D.SUIT_MASK[tt], k.unseen & D.SUIT_MASK[led]   # the best card out (power
    top_out = (power[out_trumps.bit_length() - 1] if out_trumps           # rises with rank within a suit)
               else power[out_led.bit_length() - 1] if out_led else -1)
    if partner_wins and (last or best_power >= 100 + 11 or best_power > top_out):
        return max(cards, key=lambda c: (D.VALUE[c] + (9 if c == jack else 0)) - (20 if D.suit(c) == tt and c != jack
                                                                                 and D.rank(c) > D.TEN else 0))
    if winners and (at_stake >= 3 or last or any(D.VALUE[c] >= 10 or c == jack for c in winners)):
        safe = [c for c in winners if last or power[c] >= top_out]
        pool = safe or winners
        return min(pool, key=lambda c: (D.suit(c) == tt, power[c]))
    return min(cards, key=lambda c: (D.VALUE[c] + (15 if c == jack else 0) + (40 if D.suit(c) == tt else 0), D.rank(c)))


def _lead(k: Seen, cards: list[int]) -> int:
    t = k.trump
    if t < 0:                                   # the lead makes trumps: the top of the best suit
        s = best_suit(k.hand)[1]
        return max(c for c in cards if D.suit(c) == s)
    if t >= 0:
        trumps = [c for c in cards if D.suit(c) == t]
        higher_out = k.unseen & D.SUIT_MASK[t]
        if trumps:
            top = max(trumps)
            if top > (higher_out.bit_length() - 1) and len(trumps) >= 2:
                return top
    plain = [c for c in cards if D.suit(c) != t] or cards
    return min(plain, key=lambda c: (D.VALUE[c] + (6 if D.rank(c) == 12 else 0), D.rank(c)))


class RuleOfThumbBot:
    key = "rule-of-thumb"
    label = "Rule of thumb"
    description = ("Stands on high trumps, the jack or a low trump, else begs (at Auction Pitch bids the points its "
                   "best suit promises); leads its top trump when it is the "
                   "best out, else a low plain card; wins tricks with count in them cheaply, throws its least "
                   "card otherwise.")

    def choose(self, view: dict, legal: list, rng: random.Random):
        return rule_of_thumb(seen_from_view(view), legal)


# -- the sampler -------------------------------------------------------------------------------------
def voids_from_view(view: dict) -> list[int]:
    """Per seat, a mask of suits it has shown it lacks: it neither followed the suit led nor trumped."""
    n = view["players"]
    trump = SUIT_OF_LETTER[view["trump"]] if view["trump"] else -1
    voids = [0] * n
    tricks = [tr["cards"] for tr in view["tricks"]] + ([view["trick"]] if view["trick"] else [])
    for tr in tricks:
        led = D.suit(INDEX[tr[0][1]])
        for seat, c in tr[1:]:
            s = D.suit(INDEX[c])
            if s != led and s != trump:
                voids[seat] |= 1 << led
    return voids


def unseen_places(view: dict) -> tuple[list[int], dict, list[int]]:
    """The cards this seat has not seen, how many each other seat holds, and the suits each has shown it lacks."""
    k = seen_from_view(view)
    need = {x: view["counts"][x] for x in range(k.n) if x != k.seat}
    return bits(k.unseen), need, voids_from_view(view)


def _ways(by_suit: tuple, seats: tuple, voids: list[int], suit: int, left: tuple, memo: dict) -> int:
    """How many ways the unseen cards of suits ``suit``.. can fill the others' hands (``left`` still to fill):
    card sets, not orders; a seat never gets a suit it has shown it lacks; the rest lie in the pack."""
    if suit == 4:
        return 1 if not any(left) else 0
    key = (suit, left)
    if key in memo:
        return memo[key]
    total = 0
    for take, weight in _splits(by_suit[suit], seats, voids, suit, left):
        rest = tuple(a - b for a, b in zip(left, take, strict=True))
        total += weight * _ways(by_suit, seats, voids, suit + 1, rest, memo)
    memo[key] = total
    return total


def _splits(cards: int, seats: tuple, voids: list[int], suit: int, left: tuple):
    """Each way to hand out ``cards`` unseen cards of one suit to the seats (counts), with its number of card sets."""
    out = []

    def rec(i: int, remaining: int, take: list, weight: int) -> None:
        if i == len(seats):
            out.append((tuple(take), weight))
            return
        top = 0 if voids[seats[i]] >> suit & 1 else min(left[i], remaining)
        for j in range(top + 1):
            rec(i + 1, remaining - j, take + [j], weight * comb(remaining, j))

    rec(0, cards, [], 1)
    return out


def count_deals(view: dict) -> int:
    """How many ways the unseen cards can lie in the other hands, consistent with the view (exactly)."""
    unseen, need, voids = unseen_places(view)
    seats = tuple(need)
    by_suit = tuple(sum(1 for c in unseen if D.suit(c) == s) for s in range(4))
    return _ways(by_suit, seats, voids, 0, tuple(need[x] for x in seats), {})


def uniform_hands(view: dict, rng: random.Random) -> tuple[dict, list[int]]:
    """The other hands drawn uniformly from every way consistent with the view (counts and voids shown), and the
    cards left over for the pack and the face-down discards, shuffled."""
    unseen, need, voids = unseen_places(view)
    seats = tuple(need)
    suits = [[c for c in unseen if D.suit(c) == s] for s in range(4)]
    by_suit = tuple(len(x) for x in suits)
    memo: dict = {}
    left = tuple(need[x] for x in seats)
    if _ways(by_suit, seats, voids, 0, left, memo) == 0:
        raise ValueError("no deal of the unseen cards is consistent with this view")
    got = {x: [] for x in seats}
    pool = []
    for s in range(4):
        splits = _splits(by_suit[s], seats, voids, s, left)
        weights = [w * _ways(by_suit, seats, voids, s + 1, tuple(a - b for a, b in zip(left, t, strict=True)), memo)
                   for t, w in splits]
        pick = rng.randrange(sum(weights))          # exact integers: each consistent deal equally likely
        i = 0
        while pick >= weights[i]:
            pick -= weights[i]
            i += 1
        take = splits[i][0]
        cards = list(suits[s])
        rng.shuffle(cards)
        for x, j in zip(seats, take, strict=True):
            got[x] += cards[:j]
            cards = cards[j:]
        pool += cards
        left = tuple(a - b for a, b in zip(left, take, strict=True))
    rng.shuffle(pool)
    return got, pool


def all_hands(view: dict):
    """Every way the unseen cards can lie in the other hands consistent with the view (each equally likely when
    the deal is fair and the others' play is not read for hints): yields (hands by seat, cards left over)."""
    unseen, need, voids = unseen_places(view)
    seats = list(need)

    def rec(i: int, pool: list[int], got: dict):
        if i == len(seats):
            yield dict(got), pool
            return
        x = seats[i]
        allowed = [c for c in pool if not voids[x] >> D.suit(c) & 1]
        for take in combinations(allowed, need[x]):
            chosen = set(take)
            got[x] = list(take)
            yield from rec(i + 1, [c for c in pool if c not in chosen], got)
        got.pop(x, None)

    yield from rec(0, sorted(unseen), {})


def sample_world(view: dict, rng: random.Random, variant=None) -> SevenUpState:
    """A full state consistent with the view: the unseen cards dealt to the others' hands, discards and pack.

    Mostly by shuffling and dealing around the voids; when that keeps failing (a late position with many voids),
    uniformly among every consistent way (:func:`uniform_hands`): never a card where the seat knows it cannot be."""
    k = seen_from_view(view)
    n = k.n
    me = k.seat
    voids = voids_from_view(view)
    unseen = bits(k.unseen)
    need = {x: view["counts"][x] for x in range(n) if x != me}
    got = None
    for _attempt in range(29):
        rng.shuffle(unseen)
        pool = list(unseen)
        ok = True
        got = {}
        for x in sorted(need, key=lambda x: -bin(voids[x]).count("1")):
            allowed = [c for c in pool if not voids[x] >> D.suit(c) & 1]
            if len(allowed) < need[x]:
                ok = False
                break
            take = allowed[:need[x]]
            got[x] = take
            chosen = set(take)
            pool = [c for c in pool if c not in chosen]
        if ok:
            break
    else:
        got, pool = uniform_hands(view, rng)
    return world_from_hands(view, got, pool, variant)


def world_from_hands(view: dict, got: dict, pool: list[int], variant=None) -> SevenUpState:
    """The full state of the view with the other hands ``got`` (cards by seat) and ``pool`` for the others'
    face-down discards (taken from its end) and the pack (the rest, in order)."""
    v = variant or variant_from_dict(GAME.Variant, view["variant"])
    k = seen_from_view(view)
    n = k.n
    me = k.seat
    pool = list(pool)
    hands = [0] * n
    hands[me] = k.hand
    for x, cs in got.items():
        for c in cs:
            hands[x] |= 1 << c
    discards = [0] * n
    discards[me] = _mask(view["my_discards"])
    for x in range(n):
        if x != me:
            for _ in range(view["discarded"][x]):
                discards[x] |= 1 << pool.pop()
    stock = tuple(pool)
    played = {}
    tricks = []
    for tr in view["tricks"]:
        cards = tuple((a, INDEX[c]) for a, c in tr["cards"])
        tricks.append((cards, tr["winner"]))
        for a, c in cards:
            played[a] = played.get(a, 0) | 1 << c
    trick = k.trick
    for a, c in trick:
        played[a] = played.get(a, 0) | 1 << c
    sides = len(v.sides)
    taken = [0] * sides
    for cards, w in tricks:
        for _, c in cards:
            taken[v.side_of(w)] |= 1 << c
    start = tuple(hands[x] | played.get(x, 0) for x in range(n)) if view["phase"] == "play" else ()
    return SevenUpState(variant=v, seed=0, phase=view["phase"], to_act=view["to_act"], deal_no=view["deal_no"],
                        dealer=view["dealer"], scores=tuple(view["scores"]), hands=tuple(hands), stock=stock,
                        turnup=k.turnup, aside=tuple(INDEX[c] for c in view["aside"]),
                        refused=SUIT_OF_LETTER[view["refused"]] if view["refused"] else -1, trump=k.trump,
                        discards=tuple(discards), start=start, trick=trick, tricks=tuple(tricks), taken=tuple(taken),
                        events=(), results=(), winner=-1, bids=tuple(view.get("bids", ())),
                        pitcher=view.get("pitcher", -1), contract=view.get("contract", 0))


def play_out(state: SevenUpState, action: str, seat: int) -> float:
    """Play ``action`` then the rest of the hand by the rule-of-thumb policy; the hand's worth to ``seat``'s side."""
    v = state.variant
    mine = v.side_of(seat)
    before = state.scores
    deal = state.deal_no
    s = GAME.step(state, action)
    while s.phase != "over" and s.deal_no == deal:
        if s.phase == "play":              # the rule of thumb's own choice, read from the mask, not the texts
            cards = list(bits(GAME.playable(s)))
            c = cards[0] if len(cards) == 1 else choose_card(seen_from_state(s, s.to_act), cards)
            s = GAME.step(s, PLAY[c])
            continue
        legal = GAME.legal_actions(s)
        s = GAME.step(s, rule_of_thumb(seen_from_state(s, s.to_act), legal))
    gain = [a - b for a, b in zip(s.scores, before, strict=True)]
    value = gain[mine] - max(g for i, g in enumerate(gain) if i != mine)
    if s.phase == "over":
        value += 4 if s.winner == mine else -4
    return value


def _coach_bot():
    from engine.coach import CoachBot

    return CoachBot


class SamplerBot:
    """The stronger player: it takes the choice Seven-Up's coach values best (engine/coach/seven_up.py), at every
    decision (discards too), from a fixed budget of playouts shared among the choices, never a clock: the same
    deals for every choice, ``playouts // choices`` of them (at least ``least``)."""

    key = "sampler"
    label = "Sampler (stronger)"
    description = ("Deals the cards it has not seen at random, consistent with what its seat has seen, a fixed "
                   "number of times; plays each choice out to the end of the hand in the same deals and takes the "
                   "best on average: the coach's own figures.")

    def __init__(self, playouts: int = 120, least: int = 8):
        self.playouts = playouts   # the budget per decision, shared among the choices (never a clock)
        self.least = least         # deals per choice, at the least
        self.fallback = RuleOfThumbBot()   # kept where the coach cannot tell its choice from the best (CoachBot)

    def deals(self, choices: int) -> int:
        return max(self.least, self.playouts // max(choices, 1))

    def choose(self, view: dict, legal: list, rng: random.Random):
        if len(legal) == 1:
            return legal[0]
        bot = _coach_bot()("seven-up", self.key, self.label, self.description, samples=self.deals(len(legal)),
                           fallback=self.fallback)
        return bot.choose(view, legal, rng)


BOTS = {"rule-of-thumb": RuleOfThumbBot(), "sampler": SamplerBot()}
