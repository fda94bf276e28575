"""Commerce's coach: every choice (stand, buy for ready money, barter, give, the old game's exchange or pass, the
horse) valued in expected pence, by playing the deal out many ways from what the seat can see.

How a choice is valued. The seat sees its own three cards, the widow (old game and Pool Commerce), a card offered
to it in barter, and everything public (purses, the pool, who has stood, how often each has traded). The coach deals
the cards it cannot see at random among the other hands and the pack (``Seen.draw``: the same deals for every
choice, so choices are compared deal by deal), makes the choice, and plays the deal out by the game's own rules
(``GAME.step``) with everyone, the seat included after this choice, playing as the table's computer players do
(``Player``: the rules and thresholds of ``engine.bots.commerce``, each chance read from a table of all three-card
hands of the pack rather than counted with the seat's own cards removed, so a deal plays out in about a millisecond;
they choose as the bots do in 99% of positions, tests/engine/test_coach_commerce.py). The worth of a choice in one
deal is the seat's money at the settlement less its money now, in pence.

Pool Commerce: a counter lost (or won back by a horse) is counted at what a counter costs, a third of the pool
entry; the horse itself is valued by playing the session to its end, since a counter's worth is the rest of the
session. Cards the seat itself threw to the pack or bartered away earlier are not in its view, so the coach deals
them at random with the other unseen cards (it forgets what it gave, never knows what it did not see).
"""

from __future__ import annotations

import bisect
import random
from fractions import Fraction
from functools import cache

from engine.bots.commerce import BOTS as TABLE_BOTS
from engine.coach.core import Advice, Evaluation, Scale, no_choice, sampled
from engine.core.cards import Card
from engine.games.commerce import hands as H
from engine.games.commerce.game import GAME, CommerceState, Payment, Result
from engine.games.commerce.rules import CommerceVariant
from engine.games.commerce.words import money

SCALE = Scale(
    unit="pence", good=0.5, inaccuracy=1.5, mistake=4.0,
    why="At the usual stake of sixpence, giving up half a penny a deal is within what good players give away in "
        "judging the others; a quarter of a stake is an inaccuracy, two-thirds of a stake a mistake, more a "
        "blunder (the figures grow with the table's stake).")
SAMPLES = 200        # deals per decision from the command line
LIVE_SAMPLES = 48    # at the table: p95 0.13 s of CPU, 0.69 s wall under a load of 16 (benchmarks/coach_commerce.py)
MAX_SAMPLES = 20_000

SETTLED = ("settled", "horse", "over")


def scale_for(stake: int) -> Scale:
    """The thresholds at this table's stake (SCALE is at sixpence)."""
    f = stake / 6
    return Scale(SCALE.unit, SCALE.good * f, SCALE.inaccuracy * f, SCALE.mistake * f, SCALE.why)


def _ids(cards) -> tuple[int, ...]:
    return tuple(Card.parse(c).index for c in cards)


# -- the table's players, fast: the same rules as engine.bots.commerce ---------------------------------------------
class Tables:
    """For one pack and Limited rule, every three-card hand (sorted ids) with its strength's rank, the share of all
    the pack's hands it beats (a tie as half: the bots' one-hand chance) and beats outright (their trade figure), and
    for every pair of cards the outright share summed over every third card: each figure one look-up."""

    def __init__(self, pack: int, limited: str):
        by_hand, every = H._tables(pack, limited)[:2]
        n = len(every)
        self.score = by_hand
        self.strict = {h: bisect.bisect_left(every, sc) / n for h, sc in by_hand.items()}
        self.half = {h: (bisect.bisect_left(every, sc) + bisect.bisect_right(every, sc)) / (2 * n)
                     for h, sc in by_hand.items()}
        self.pairs: dict = {}
        for (a, b, c), x in self.strict.items():
            for p in ((a, b), (a, c), (b, c)):
                self.pairs[p] = self.pairs.get(p, 0.0) + x


@cache
def tables(pack: int, limited: str) -> Tables:
    return Tables(pack, limited)


def _key(cards) -> tuple:
    return tuple(sorted(cards))


class Player:
    """A table computer player's rules (``engine.bots.commerce.CommerceBot``: its thresholds, its order of choices)
    read straight from the state, using only what its seat can see: its hand, the widow, the offer made to it, who
    still plays, and the trade counts.

    One difference, for speed: the bot counts each chance exactly with its own cards removed from the pack; this
    player reads the same chance from a table of all three-card hands of the full pack, so near a threshold it may
    stand or throw where the bot would not (tests/engine/test_coach_commerce.py measures how often they agree)."""

    def __init__(self, bot):
        self.stand_at, self.max_trades = bot.stand_at, bot.max_trades
        self.money_edge, self.old_min_gain, self.no_exchange = bot.money_edge, bot.old_min_gain, bot.no_exchange

        self.memo: dict = {}

    def choose(self, s) -> str:
        """The choice, from what the seat sees (remembered: a pure function of it, so the same in any order)."""
        seat, v, phase = s.to_act, s.variant, s.phase
        others = sum(1 for i, st in enumerate(s.status) if st != "out" and i != seat)
        key = (phase, s.hands[seat], s.widow, others, s.trades[seat] >= self.max_trades, s.purses[seat] >= v.stake,
               s.purses[seat] >= v.horse_price, s.status[(seat + 1) % v.players] != "stood",
               s.offer[1] if s.offer else None, v.pack, v.limited, v.stake)
        got = self.memo.get(key)
        if got is None:
            if len(self.memo) > 500_000:
                self.memo.clear()
            got = self.memo[key] = self._decide(s, seat, others)
        return got

    def _decide(self, s, seat: int, others: int) -> str:
        v, phase = s.variant, s.phase
        tab = tables(v.pack, v.limited)
        hand = s.hands[seat]
        half = tab.half

        def best(cards) -> float:
            return half[_key(cards)] ** others

        if phase == "trade":
            if best(hand) >= self.stand_at or s.trades[seat] >= self.max_trades:
                return "stand"
            base = tab.strict[_key(hand)]
            size = v.pack - 3
            figs = []
            for c in hand:
                a, b = _key(x for x in hand if x != c)
                total = tab.pairs[(a, b)] - tab.strict[_key(hand)]
                figs.append((total / size - base, -c, c))
            change, _, throw = max(figs)
            can_buy = s.purses[seat] >= v.stake
            can_barter = s.status[(seat + 1) % v.players] != "stood"
            if can_buy and change > self.money_edge:
                return f"trade money {H.text(throw)}"
            if can_barter:
                return f"barter {H.text(throw)}"
            return f"trade money {H.text(throw)}" if can_buy else "stand"
        if phase == "traded":
            return "stand" if best(hand) >= self.stand_at else "continue"
        if phase == "barter":
            if best(hand) >= self.stand_at:
                return "stand"
            offered = s.offer[1]
            give = max(hand, key=lambda g: (tab.score[_key([c for c in hand if c != g] + [offered])], -g))
            return f"give {H.text(give)}"        # engine.games.commerce.hands.responder_gives, by look-up
        if phase in ("widow", "last"):
            now = tab.score[_key(hand)]
            base = best(hand)
            ex, gain = None, self.old_min_gain
            for m in hand:
                for t in s.widow:
                    new = _key(t if c == m else c for c in hand)
                    if tab.score[new] <= now:
                        continue
                    p = best(new)
                    if p - base > gain:
                        ex, gain = f"exchange {H.text(m)} {H.text(t)}", p - base
            if phase == "last":
                return ex or "pass"
            if base >= self.stand_at:
                return "stand"
            return ex if ex is not None and s.trades[seat] < self.max_trades else self.no_exchange
        if phase == "horse":
            return "buy-horse" if s.purses[seat] >= v.horse_price else "decline-horse"
        return "deal"


STANDER, TRADER = Player(TABLE_BOTS["stander"]), Player(TABLE_BOTS["trader"])


def player_for(seat: int, me: int) -> Player:
    """The table's mixed company (lessons/commerce.py): a stander in the odd seats, a trader in the even; the seat
    being coached plays on as a cautious stander."""
    return STANDER if seat == me or seat % 2 else TRADER


ASSUMES = ("the others play as the table's computer players (a cautious stander in the odd seats, a trader in the "
           "even) and you play on as the cautious stander after this choice; {n} deals of the cards you cannot see, "
           "each consistent with your hand{widow}{offer}")


# -- the deals the seat cannot tell apart ------------------------------------------------------------------------------
def variant_of(view: dict) -> CommerceVariant:
    """The table's rules as the view shows them (the start purse, rounds and session length do not matter to a
    deal's settlement)."""
    stake = view["stake"]
    horse = view.get("horse_rule") or ("half" if view["horse_price"] * 2 == view.get("pool_entry", 12) else "third")
    return CommerceVariant(mode=view["mode"], players=view["players"], pack=view["pack"], limited=view["limited"],
                           dealer_penalty=view.get("dealer_penalty", "off"),
                           until_all_stand=view.get("until_all_stand", False),
                           dealer_stays=view.get("dealer_stays", False), stake=stake, purse=max(12, 2 * stake),
                           rounds=10, max_deals=500, pool_entry=view.get("pool_entry", 12),
                           pool_take=view["pool_take"], horse=horse)


def _result_of(view: dict):
    r = view.get("result")
    if not r:
        return ()
    return Result(tuple(r["winners"]), tuple(r["worst"]), tuple(Payment(*p) for p in r["payments"]),
                  tuple(r["counters_paid"]))


class Seen:
    """What one seat's view fixes of a deal, read once: the rules, the seat's cards and the widow where they lie, a
    card offered to it in the offerer's hand, the hands shown at a settlement, and the cards it cannot see."""

    def __init__(self, view: dict):
        self.view = view
        self.variant = variant_of(view)
        me, n = view["seat"], view["players"]
        self.me, self.n = me, n
        own = _ids(view["hand"])
        self.widow = _ids(view["widow"])
        self.offer = ()
        self.fixed = {i: () for i in range(n)}
        o = view.get("offer")
        if o and o["card"] is not None:
            c = Card.parse(o["card"]).index
            self.offer = (o["from"], c)
            if o["from"] != me:
                self.fixed[o["from"]] = (c,)
        shown = view.get("shown") or {}
        self.hands = {}
        for i in range(n):
            if i == me:
                self.hands[i] = own
            elif str(i) in shown:                            # a settled deal: the hands are on the table
                self.hands[i] = _ids(shown[str(i)]["cards"])
            elif view["status"][i] == "out":
                self.hands[i] = ()
        seen = set(own) | set(self.widow) | {c for h in self.fixed.values() for c in h}
        seen |= {c for h in self.hands.values() for c in h}
        self.unseen = [c for c in H.pack_ids(self.variant.pack) if c not in seen]
        self.result = _result_of(view)

    def draw(self, rng: random.Random) -> CommerceState:
        """One whole deal consistent with everything the seat sees: its hand and the widow where they are, a card
        offered to it in the offerer's hand, and every card it cannot see dealt at random to the other hands and
        the pack (an offer it cannot see is one of the offerer's cards, drawn at random)."""
        view = self.view
        pool = list(self.unseen)
        rng.shuffle(pool)
        hands = []
        pos = 0
        for i in range(self.n):
            if i in self.hands:
                hands.append(self.hands[i])
            else:
                need = 3 - len(self.fixed[i])
                hands.append(self.fixed[i] + tuple(pool[pos:pos + need]))
                pos += need
        stock = tuple(pool[pos:pos + view["stock_left"]])
        offer = self.offer
        if view.get("offer") and not offer:
            frm = view["offer"]["from"]
            offer = (frm, rng.choice(hands[frm]))
        return CommerceState(
            variant=self.variant, seed=rng.getrandbits(32), phase=view["phase"], to_act=view["to_act"],
            deal_no=view["deal"] - 1, dealer=view["dealer"], passes=view["passes"], purses=tuple(view["purses"]),
            pool=view["pool"], counters=tuple(view["counters"]), pool_counters=view["pool_counters"],
            hands=tuple(hands), stock=stock, widow=self.widow, status=tuple(view["status"]),
            standers=tuple(view["standers"]), offer=offer, last_round=tuple(view["last_round"]),
            first_out=view["first_out"], horse=view["horse"], result=self.result, trades=tuple(view["trades"]))


def sample_world(view: dict, rng: random.Random) -> CommerceState:
    """One deal consistent with the seat's view (``Seen.draw``)."""
    return Seen(view).draw(rng)


# -- playing a choice out --------------------------------------------------------------------------------------------
def counter_worth(v: CommerceVariant) -> Fraction:
    """Pool Commerce: what a counter is counted at in a deal's worth (what it cost: a third of the entry)."""
    return Fraction(v.pool_entry, 3)


def play_out(s: CommerceState, action: str, me: int, to_session_end: bool = False, limit: int = 5000) -> float:
    """The seat's money after ``action`` and the table's players to the settlement (or the session's end), less its
    money now, in pence (Pool Commerce: counters at ``counter_worth``, unless played to the session's end)."""
    purse0, counters0 = s.purses[me], (s.counters[me] if s.counters else 0)
    s = GAME.step(s, action)
    for _ in range(limit):
        if s.phase == "over" or (not to_session_end and s.result and s.phase in SETTLED):
            break
        s = GAME.step(s, player_for(s.to_act, me).choose(s))
    worth = s.purses[me] - purse0
    if s.variant.mode == "pool" and not to_session_end:
        worth += float((s.counters[me] - counters0) * counter_worth(s.variant))
    return float(worth)


# -- exact, where every deal can be counted ---------------------------------------------------------------------------
def stand_exact(view: dict) -> Fraction:
    """The exact worth in pence of standing now, in the new game at a table of three (two hands unseen), counted over
    every pair of hands the other two may hold (no dealer penalty, no Extended Commerce): the check on the sampled
    figure. The hands' categories against the seat's (worse, equal, better) settle the money."""
    v = variant_of(view)
    if v.mode != "new" or v.players != 3 or v.dealer_penalty != "off" or v.until_all_stand:
        raise ValueError("counted exactly only for the new game at three, without penalties or Extended Commerce")
    me = view["seat"]
    own = _ids(view["hand"])
    tab = tables(v.pack, v.limited)
    mine = tab.score[_key(own)]
    unseen = [c for c in H.pack_ids(v.pack) if c not in own]
    n = v.players
    order = [(view["dealer"] + 1 + k) % n for k in range(n)]
    total = Fraction(0)
    pairs = 0
    from itertools import combinations

    for a in combinations(unseen, 3):
        sa = tab.score[a]
        cat_a = (sa > mine) - (sa < mine)              # -1 worse, 0 equal, 1 better
        worse, equal, better, count = H.count_against(mine, set(own) | set(a), v.pack, v.limited)
        for cat_b, k in ((-1, worse), (0, equal), (1, better)):
            if k:
                total += k * _stand_money(view, me, order, cat_a, cat_b)
                pairs += k
    return total / pairs


def _stand_money(view: dict, me: int, order: list, cat_a: int, cat_b: int) -> int:
    """The seat's money from standing when the other two hands (in seat order) compare as ``cat_a``, ``cat_b``."""
    stake, pool, dealer = view["stake"], view["pool"], view["dealer"]
    better = (cat_a == 1) + (cat_b == 1)
    if better:
        return -stake * better                          # a beaten stander pays each better hand
    others = [i for i in order if i != me]
    cats = dict(zip(others, (cat_a, cat_b), strict=True))
    winners = [i for i in order if i == me or cats.get(i) == 0]
    share, odd = divmod(pool, len(winners))
    got = share + (1 if winners.index(me) < odd else 0)
    return got + (stake if me != dealer else -stake * sum(1 for i in winners if i != dealer))


# -- the coach's four functions ----------------------------------------------------------------------------------------
def _assumes(view: dict, n: int, session: bool = False) -> str:
    text = ASSUMES.format(n=n, widow=" and the widow" if view["widow"] else "",
                          offer=" and the card offered to you" if view.get("offer") else "")
    text += ("; the session played to its end, money counted when the pool is shared out" if session else
             "; worth is your money at the settlement less your money now"
             + (f", a counter counted at {money(counter_worth(variant_of(view)))}" if view["mode"] == "pool" else ""))
    return text + " (cards you threw or bartered earlier are dealt at random: the view does not keep them)."


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    actions = [str(a) for a in legal]
    scale = scale_for(view["stake"])
    phase = view["phase"]
    if len(actions) <= 1:
        what = {"settled": "the dealer deals the next hand", "over": "the session is over"}.get(phase, "one choice")
        return no_choice(phase, scale, actions, f"Nothing to decide: {what}, worth 0d either way.",
                         "no other choice is legal")
    me = view["seat"]
    session = phase == "horse"
    seen = Seen(view)
    rows = []
    for _ in range(samples):
        world = seen.draw(rng)
        rows.append([play_out(world, a, me, to_session_end=session) for a in actions])
    return sampled(phase, scale, actions, rows, _assumes(view, samples, session))


def _phrase(action: str) -> str:
    w = action.split()
    if w[0] == "trade":
        return f"buying for ready money, throwing the {Card.parse(w[2]).name}"
    if w[0] == "barter":
        return f"offering the {Card.parse(w[1]).name} in barter"
    if w[0] == "give":
        return f"giving the {Card.parse(w[1]).name}"
    if w[0] == "exchange":
        return f"exchanging the {Card.parse(w[1]).name} for the widow's {Card.parse(w[2]).name}"
    return {"stand": "standing", "continue": "letting the turn pass on", "pass": "passing",
            "buy-horse": "buying a horse", "decline-horse": "declining the horse", "deal": "dealing"}.get(w[0], action)


def _pence(x: float) -> str:
    return f"{x:+.1f}d"


def reason(view: dict, ev: Evaluation, played: str) -> str:
    if ev.note:
        return ev.note
    best = ev.best
    hand = view.get("hand_name") or "your hand"
    chance = ""
    if len(view["hand"]) == 3 and view["phase"] != "horse":
        w, t, _, n = H.chance_one(_ids(view["hand"]), _ids(view["widow"]), view["pack"], view["limited"])
        chance = f" ({hand} beats one other hand {100 * w / n:.0f}% of the time)"
    per = "over the rest of the session" if view["phase"] == "horse" else "a deal"
    text = f"{_phrase(best.action).capitalize()} is best, worth {_pence(best.value)} {per} on average{chance}"
    if best.action == "stand":
        text += ": another trade is more likely to spoil the hand or cost a stake than to win you more"
    elif best.action.startswith(("trade", "barter", "give", "exchange")):
        text += ": the hand is not yet good enough to win often, and this card is the one it can best spare"
    elif best.action == "buy-horse":
        text += ": a counter back in play is worth more than its price in the pool takes and the last share"
    elif best.action == "decline-horse":
        text += ": the horse's price is more than a counter is likely to bring back"
    if played != best.action:
        loss, low, high = ev.loss(played)
        grade = ev.grade(played)
        if grade == "too-close":
            text += f"; {_phrase(played)} ({_pence(ev.choice(played).value)}) is too close to call on these deals"
        else:
            text += f"; {_phrase(played)} costs about {loss:.1f}d {per} (95% interval {low:.1f}d to {high:.1f}d)"
    return text + "."


def advice(view: dict, ev: Evaluation) -> Advice | None:
    phase = view["phase"]
    if phase in ("trade", "traded", "barter"):
        return Advice("Baxter-Wray leaves the judgement to the player: trade until you have secured a hand "
                      "\"strong enough\", then stand at once; a player offered a card in barter must exchange "
                      "\"unless he has a hand sufficiently strong to stand upon\".", "baxter-wray-1891", "p. 73")
    if phase in ("widow", "last"):
        return Advice("In the old game the book gives no counsel beyond the rule: stand when you are satisfied with "
                      "your hand, pass and you may exchange no more; two players satisfied end the play.",
                      "baxter-wray-1891", "p. 74")
    return None


def nudge(view: dict, legal: list) -> str:
    phase = view["phase"]
    if phase in ("trade", "traded"):
        return ("How often would your hand beat each of the others as it stands? Weigh that against what a trade "
                "costs: a stake to the dealer, or a card to your left-hand neighbour.")
    if phase == "barter":
        return "Is your hand strong enough to stand on? If not, which card can you best spare for the one offered?"
    if phase in ("widow", "last"):
        return "Which widow card would make a combination with two of yours, and is the gain worth going on for?"
    if phase == "horse":
        return "What is one more counter worth to you in the deals still to come, against the horse's price?"
    return "There is nothing to decide here."
