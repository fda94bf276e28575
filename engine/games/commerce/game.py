"""Commerce through the game protocol: compact immutable states, one function per phase.

Phases: ``trade`` (new game: stand, trade for ready money, or barter), ``traded`` (having traded:
stand or let the turn pass on), ``barter`` (the left-hand player answers an offer: give a card or
stand), ``widow`` (old game and Pool Commerce: stand, pass or exchange with the widow), ``last``
(two have stood: one more exchange each), ``horse`` (Pool Commerce: the first out may buy a horse),
``settled`` (hands shown; the next dealer deals), ``over``.

Action notation: ``stand``, ``trade money 7C``, ``barter 7C``, ``give KH``, ``continue``,
``exchange 7C KH`` (my 7C for the widow's KH), ``pass``, ``buy-horse``, ``decline-horse``, ``deal``.
Money is in whole pence.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.cards import BY_INDEX, Card, pack
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, applies
from engine.core.words import count, is_you

from . import words
from .hands import FLUSH, PAIR, SEQUENCE, TRICON, classify, name, strength
from .rules import PRESETS, RULES, TERMS, CommerceVariant

# a refusal of how a move is written names Commerce's own notation rule, which says what to write
NOTATION = RULES["notation"]

VERBS = ("stand", "trade", "barter", "give", "continue", "exchange", "pass", "buy-horse", "decline-horse", "deal")


class Payment(NamedTuple):
    """Money moved at the settlement: from ``payer`` to ``payee`` (-1: the pool), ``amount`` pence, ``why`` (a key of
    words.REASONS: "stander", "pool-share", "dealer-stake", "last-counter"…)."""
    payer: int
    payee: int
    amount: int
    why: str


class Result(NamedTuple):
    """A settled deal: the winners, the worst hands (Pool Commerce), the Payments, the seats that paid a counter."""
    winners: tuple
    worst: tuple
    payments: tuple
    counters_paid: tuple


class CommerceState(NamedTuple):
    variant: CommerceVariant
    seed: int
    phase: str
    to_act: int | None
    deal_no: int = 0            # deals so far (the chance event's number)
    dealer: int = 0
    passes: int = 0             # how often the deal has passed to the left
    purses: tuple = ()          # pence by seat
    pool: int = 0               # pence in the pool
    counters: tuple = ()        # Pool Commerce: counters by seat
    pool_counters: int = 0      # Pool Commerce: counters in the pool
    hands: tuple = ()           # per seat: card indices
    stock: tuple = ()           # the undealt pack, top first
    widow: tuple = ()           # the old game's face-up hand
    status: tuple = ()          # per seat: "" playing, "stood", "passed", "out"
    standers: tuple = ()        # seats in the order they stood
    offer: tuple = ()           # barter: (from seat, card)
    last_round: tuple = ()      # old game: seats still to make their last exchange
    first_out: int = -1         # Pool Commerce: the first player out (-1: nobody yet)
    horse: str = ""             # "", "offered", "bought", "declined"
    result: tuple = ()          # settled: a Result (empty before)
    trades: tuple = ()          # cards bought, bartered or exchanged by each seat this deal (public)


def card_text(c: int) -> str:
    return str(BY_INDEX[c])


class Commerce(Game):
    slug = "commerce"
    title = "Commerce"
    kind = "cards"
    players = "3–12"
    period = "Victorian round game (Baxter-Wray, 1891)"
    hook = "Trade for ready money, barter with your neighbour, and stand when your three cards will do."
    icon = ":material/storefront:"
    Variant = CommerceVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- set-up -------------------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or CommerceVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        return words.seat_name(seat)

    @applies("players-pack")
    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant if variant is not None else CommerceVariant()
        n = v.players
        purses = [v.purse] * n
        pool = 0
        counters: tuple = ()
        if v.mode == "pool":                       # rule: pool-counters
            pay = min(v.pool_entry, v.purse)
            purses = [p - pay for p in purses]
            pool = pay * n
            counters = (3,) * n
        s = CommerceState(variant=v, seed=seed, phase="settled", to_act=None, dealer=n - 1, purses=tuple(purses),
                          pool=pool, counters=counters, status=("",) * n)
        return self._deal(s, fixed=deal)

    def deal_from_text(self, text: str):
        """Hands by seat from seat 0, '|' between hands, and '/ widow' for the old game:
        "5S 5H 9D | AS KS QS | 2C 3C 4D | 7H 8H 10S / KH QD JC"."""
        from engine.core.cards import parse_cards

        if not isinstance(text, str) or not text.strip():
            raise ValueError("a fixed deal names the hands of three cards")
        main, _, widow = text.partition("/")
        hands = tuple(tuple(c.index for c in parse_cards(part)) for part in main.split("|"))
        w = tuple(c.index for c in parse_cards(widow)) if widow.strip() else ()
        return hands, w

    def _active(self, s) -> list[int]:
        return [i for i in range(s.variant.players) if s.status[i] != "out"]

    @applies("deal", "stake", "session", "widow")
    def _deal(self, s, fixed=None):
        v = s.variant
        n = v.players
        status = tuple("out" if (v.mode == "pool" and s.counters[i] == 0) else "" for i in range(n))
        s = s._replace(status=status)
        active = self._active(s)
        order = [(s.dealer + 1 + k) % n for k in range(n)]
        order = [i for i in order if i in active]
        purses, pool = list(s.purses), s.pool
        if v.mode == "new":
            # every seat can pay: the variant refuses a purse short of two stakes, and _next_deal ends the session
            # before a deal someone cannot pay into (rule: session)
            need = {i: v.stake * (2 if i == s.dealer else 1) for i in active}
            for i in active:
                purses[i] -= need[i]
                pool += need[i]
        ids = [c.index for c in pack(v.pack)]
        if fixed is not None:
            hands_in, widow = fixed
            hands, widow = self._fixed(v, hands_in, widow, ids)
            used = {c for h in hands for c in h} | set(widow)
            stock = tuple(c for c in ids if c not in used)
        else:
            rng_for(s.seed, "deal", s.deal_no).shuffle(ids)
            got = {i: [] for i in order}
            pos = 0
            if v.deal_by == "singly":
                for _ in range(3):
                    for i in order:
                        got[i].append(ids[pos])
                        pos += 1
            else:
                for i in order:
                    got[i].extend(ids[pos:pos + 3])
                    pos += 3
            widow = tuple(ids[pos:pos + 3]) if v.mode != "new" else ()
            pos += len(widow)
            stock = tuple(ids[pos:])
            hands = tuple(tuple(got.get(i, ())) for i in range(n))
        phase = "trade" if v.mode == "new" else "widow"
        return s._replace(phase=phase, to_act=order[0], hands=hands, stock=stock, widow=widow, purses=tuple(purses),
                       pool=pool, standers=(), offer=(), last_round=(), result=(),
                       trades=(0,) * n)

    def _fixed(self, v, hands_in, widow, ids):
        n = v.players
        if len(hands_in) != n:
            raise ValueError(f"the fixed deal has {len(hands_in)} hands; this table seats {n}")
        if any(len(h) != 3 for h in hands_in):
            raise ValueError("each hand of a fixed deal has three cards")
        if v.mode != "new" and len(widow) != 3:
            raise ValueError("the old game's fixed deal needs a widow of three cards after '/'")
        if v.mode == "new" and widow:
            raise ValueError("the new game has no widow")
        seen = [c for h in hands_in for c in h] + list(widow)
        if len(set(seen)) != len(seen):
            raise ValueError("a card appears twice in the fixed deal")
        stray = [card_text(c) for c in seen if c not in ids]
        if stray:
            raise ValueError(f"{', '.join(stray)} is not in the {v.pack}-card pack")
        return tuple(tuple(h) for h in hands_in), tuple(widow)

    # -- whose turn ---------------------------------------------------------------------------
    @applies("turn", "trade-or-stand")
    def _next_seat(self, s, seat: int, skip=("stood", "out", "passed")):
        """The next seat to the left that still plays (round and round the table), or None."""
        n = s.variant.players
        for k in range(1, n + 1):
            i = (seat + k) % n
            if s.status[i] not in skip:
                return i
        return None

    # -- legal actions, one method per phase (engine.core.game, "Phases"; "over" has none) -----------
    def _legal_trade(self, s):
        seat = s.to_act
        v = s.variant
        hand = [card_text(c) for c in s.hands[seat]]
        out = ["stand"]
        if s.purses[seat] >= v.stake:
            out += [f"trade money {c}" for c in hand]
        if s.status[(seat + 1) % v.players] != "stood":
            out += [f"barter {c}" for c in hand]
        return out

    def _legal_traded(self, s):
        return ["stand", "continue"]

    def _legal_barter(self, s):
        seat = s.to_act
        return ["stand"] + [f"give {card_text(c)}" for c in s.hands[seat]]

    def _legal_widow(self, s):
        seat = s.to_act
        return ["stand", "pass"] + self._exchanges(s, seat)

    def _legal_last(self, s):
        seat = s.to_act
        return ["pass"] + self._exchanges(s, seat)

    def _exchanges(self, s, seat):
        return [f"exchange {card_text(a)} {card_text(b)}" for a in s.hands[seat] for b in s.widow]

    def _legal_horse(self, s):
        seat = s.to_act
        out = ["buy-horse"] if s.purses[seat] >= s.variant.horse_price else []
        return out + ["decline-horse"]

    def _legal_settled(self, s):
        return ["deal"]

    # -- notation -----------------------------------------------------------------------------
    def parse_action(self, text: str) -> str:
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("An action must be written as text, like 'stand' or 'trade money 7C'.", NOTATION)
        w = text.strip().lower().split()
        cards_wanted = {"stand": 0, "continue": 0, "pass": 0, "buy-horse": 0, "decline-horse": 0, "deal": 0,
                        "barter": 1, "give": 1, "exchange": 2}
        if w[0] == "trade":
            if len(w) != 3 or w[1] != "money":
                raise IllegalAction("Trading is written 'trade money 7C': the card you throw to the pack.", NOTATION)
            return f"trade money {self._card_word(w[2])}"
        if w[0] not in cards_wanted:
            raise IllegalAction(f"'{text.strip()}' is not a Commerce action: write stand, trade money 7C, barter 7C, "
                                "give 7C, continue, exchange 7C KH, pass, buy-horse, decline-horse or deal.", NOTATION)
        k = cards_wanted[w[0]]
        if len(w) != 1 + k:
            raise IllegalAction(f"'{w[0]}' takes {k or 'no'} card{'s' if k != 1 else ''}.", NOTATION)
        return " ".join([w[0], *(self._card_word(x) for x in w[1:])])

    @staticmethod
    def _card_word(word: str) -> str:
        try:
            return str(Card.parse(word))
        except ValueError as exc:
            raise IllegalAction(str(exc), NOTATION) from None

    # -- checks -------------------------------------------------------------------------------
    def check(self, s, action) -> None:
        if s.phase == "over":
            raise IllegalAction("The session is over: start a new game to play again.", GAME_OVER)
        action = self.parse_action(action) if not isinstance(action, str) or action not in VERBS else action
        self.check_phase(s, action)

    def _held(self, s, seat, word, rule_id):
        c = Card.parse(word).index
        if c not in s.hands[seat]:
            raise IllegalAction(f"You do not hold the {BY_INDEX[c].name}.", RULES[rule_id])
        return c

    def _refuse_other(self, s, w):
        """A refusal for a verb that does not belong to this phase, naming the rule it breaks. Each phase's check
        has taken its own verbs first; what reaches here is one of the others that parse_action lets through."""
        v = s.variant
        verb = w[0]
        if verb in ("buy-horse", "decline-horse"):
            raise IllegalAction("Only the first player out of Pool Commerce may buy a horse, when he goes out.",
                                RULES["horse"])
        if verb == "deal":
            raise IllegalAction("The hand is still being played: it is not time to deal.", RULES["deal"])
        if v.mode != "new":   # trade, barter, give or continue: the old game and Pool have the widow only
            raise IllegalAction("In the old game there is no trading with the dealer or the players: exchange a card "
                                "with the widow, pass or stand.", RULES["widow"])
        if verb == "exchange":
            raise IllegalAction("There is no widow in the new game: trade for ready money, barter, or stand.",
                                RULES["trade-or-stand"])
        if verb == "pass":
            raise IllegalAction("In the new game you must trade or stand: there is no passing.", RULES["trade-or-stand"])
        if verb == "give":
            raise IllegalAction("No one has offered you a card in barter.", RULES["barter"])
        # continue, before this turn's trade (after it, _check_traded takes it)
        raise IllegalAction("You have not traded this turn: trade for ready money, barter, or stand.",
                            RULES["one-exchange"])

    def _check_trade(self, s, action):
        seat, w = s.to_act, action.split()
        v = s.variant
        if w[0] == "stand":
            return
        if w[0] == "trade":
            self._held(s, seat, w[2], "ready-money")
            if s.purses[seat] < v.stake:
                raise IllegalAction(f"Trading for ready money costs {words.money(v.stake)} and you have only "
                                    f"{words.money(s.purses[seat])}: barter or stand.", RULES["pay-with-what-you-hold"])
            return
        if w[0] == "barter":
            self._held(s, seat, w[1], "barter")
            left = (seat + 1) % v.players
            if s.status[left] == "stood":
                raise IllegalAction(f"{words.seat_name(left)} {words.verb(left, 'has', 'have')} stood: you cannot barter "
                                    "with a player who has "
                                    "stood. Trade for ready money or stand.", RULES["barter-stood"])
            return
        self._refuse_other(s, w)

    def _check_traded(self, s, action):
        w = action.split()
        if w[0] in ("stand", "continue"):
            return
        if w[0] in ("trade", "barter"):
            raise IllegalAction("You have already traded this turn: only one card a turn. Stand, or let the turn "
                                "pass on.", RULES["one-exchange"])
        self._refuse_other(s, w)

    def _check_barter(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] == "stand":
            return
        if w[0] == "give":
            self._held(s, seat, w[1], "barter")
            return
        if w[0] in ("trade", "barter", "continue"):
            raise IllegalAction(f"{words.seat_name(s.offer[0])} {words.verb(s.offer[0], 'has', 'have')} offered you a "
                                    "card in barter: give one of yours "
                                "for it, or stand on your hand.", RULES["barter"])
        self._refuse_other(s, w)

    def _check_widow(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] in ("stand", "pass"):
            return
        if w[0] == "exchange":
            self._refuse_exchange(s, seat, w)
            return
        self._refuse_other(s, w)

    def _check_last(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] == "pass":
            return
        if w[0] == "exchange":
            self._refuse_exchange(s, seat, w)
            return
        if w[0] == "stand":
            raise IllegalAction("Two players have stood: you have one more exchange with the widow, or pass.",
                                RULES["old-end"])
        self._refuse_other(s, w)

    def _refuse_exchange(self, s, seat, w):
        self._held(s, seat, w[1], "old-turn")
        c = Card.parse(w[2]).index
        if c not in s.widow:
            raise IllegalAction(f"The {BY_INDEX[c].name} is not in the widow: take one of the three cards face up "
                                "on the table.", RULES["old-turn"])

    def _check_horse(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] == "decline-horse":
            return
        if w[0] == "buy-horse":
            price = s.variant.horse_price
            if s.purses[seat] < price:
                raise IllegalAction(f"A horse costs {words.money(price)} and you have only "
                                    f"{words.money(s.purses[seat])}.", RULES["pay-with-what-you-hold"])
            return
        raise IllegalAction("You are out of counters: buy a horse or decline it.", RULES["horse"])

    def _check_settled(self, s, action):
        w = action.split()
        if w[0] == "deal":
            return
        raise IllegalAction("The hand is settled: the next dealer deals the next hand.", RULES["deal"])

    # -- transitions: one function per phase (the base class dispatches on the phase) ---------------

    @applies("ready-money", "dealer-buys", "barter", "stand-ends")
    def _step_trade(self, s, action):
        seat, w = s.to_act, action.split()
        v = s.variant
        if w[0] == "stand":
            return self._stand_new(s, seat)
        if w[0] == "trade":
            c = Card.parse(w[2]).index
            purses = list(s.purses)
            purses[seat] -= v.stake
            pool = s.pool
            if seat == s.dealer:
                pool += v.stake                  # rule: dealer-buys
            else:
                purses[s.dealer] += v.stake       # rule: ready-money
            top, stock = s.stock[0], s.stock[1:] + (c,)
            hands = list(s.hands)
            hands[seat] = tuple(x for x in s.hands[seat] if x != c) + (top,)
            return s._replace(phase="traded", purses=tuple(purses), pool=pool, stock=stock, hands=tuple(hands),
                           trades=self._count(s, seat))
        c = Card.parse(w[1]).index
        left = (seat + 1) % v.players
        return s._replace(phase="barter", to_act=left, offer=(seat, c))

    def _step_traded(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] == "stand":
            return self._stand_new(s, seat)
        return self._pass_on(s, seat)

    @applies("barter")
    def _step_barter(self, s, action):
        seat, w = s.to_act, action.split()
        frm, offered = s.offer
        if w[0] == "stand":
            s = s._replace(offer=())
            if not s.variant.until_all_stand:
                return self._stand_new(s, seat)
            # the barterer has not stood (he is acting), so the trading goes on: his turn, money or stand
            return self._mark_stood(s, seat)._replace(phase="trade", to_act=frm)
        given = Card.parse(w[1]).index
        hands = list(s.hands)
        hands[frm] = tuple(x for x in s.hands[frm] if x != offered) + (given,)
        hands[seat] = tuple(x for x in s.hands[seat] if x != given) + (offered,)
        return s._replace(phase="traded", to_act=frm, offer=(), hands=tuple(hands), trades=self._count(s, frm))

    def _mark_stood(self, s, seat):
        status = list(s.status)
        status[seat] = "stood"
        return s._replace(status=tuple(status), standers=s.standers + (seat,))

    @applies("extended-all")
    def _stand_new(self, s, seat):
        s = self._mark_stood(s, seat)
        if not s.variant.until_all_stand:        # rule: stand-ends
            return self._showdown(s)
        return self._pass_on(s, seat)            # Extended: the showdown once no one is left to trade

    def _pass_on(self, s, seat):
        nxt = self._next_seat(s, seat)
        if nxt is None:
            return self._showdown(s)
        return s._replace(phase="trade", to_act=nxt)

    @applies("old-turn", "old-pass", "old-end")
    def _step_widow(self, s, action):
        seat, w = s.to_act, action.split()
        status = list(s.status)
        if w[0] == "stand":
            status[seat] = "stood"
            s = s._replace(status=tuple(status), standers=s.standers + (seat,))
        elif w[0] == "pass":
            status[seat] = "passed"
            s = s._replace(status=tuple(status))
        else:
            s = self._exchange(s, seat, w)
        if len(s.standers) >= 2:                 # two have stood: the others' one more exchange
            n = s.variant.players
            last = tuple(i for i in ((seat + k) % n for k in range(1, n)) if s.status[i] == "")
            if not last:
                return self._showdown(s)
            return s._replace(phase="last", to_act=last[0], last_round=last)
        nxt = self._next_seat(s, seat)
        if nxt is None:                          # all have passed (or stood)
            return self._showdown(s)
        return s._replace(to_act=nxt)

    def _exchange(self, s, seat, w):
        mine, theirs = Card.parse(w[1]).index, Card.parse(w[2]).index
        hands = list(s.hands)
        hands[seat] = tuple(theirs if x == mine else x for x in s.hands[seat])
        widow = tuple(mine if x == theirs else x for x in s.widow)
        return s._replace(hands=tuple(hands), widow=widow, trades=self._count(s, seat))

    @staticmethod
    def _count(s, seat):
        return tuple(x + (1 if i == seat else 0) for i, x in enumerate(s.trades))

    def _step_last(self, s, action):
        seat, w = s.to_act, action.split()
        if w[0] == "exchange":
            s = self._exchange(s, seat, w)
        rest = s.last_round[1:]
        if not rest:
            return self._showdown(s._replace(last_round=()))
        return s._replace(to_act=rest[0], last_round=rest)

    @applies("horse")
    def _step_horse(self, s, action):
        seat, w = s.to_act, action.split()
        v = s.variant
        if w[0] == "buy-horse":
            purses, counters = list(s.purses), list(s.counters)
            purses[seat] -= v.horse_price
            counters[seat] += 1
            status = list(s.status)
            status[seat] = ""
            s = s._replace(purses=tuple(purses), pool=s.pool + v.horse_price, counters=tuple(counters),
                        pool_counters=s.pool_counters - 1, horse="bought", status=tuple(status))
        else:
            s = s._replace(horse="declined")
        return self._after_pool(s)

    def _step_settled(self, s, action):
        return self._deal(s._replace(deal_no=s.deal_no + 1))

    # -- the showdown and the settlement -----------------------------------------------------------------
    def _showdown(self, s):
        v = s.variant
        active = self._active(s)
        keys = {i: strength(s.hands[i], v.limited) for i in active}
        best = max(keys.values())
        n = v.players
        order = [(s.dealer + 1 + k) % n for k in range(n)]
        winners = tuple(i for i in order if i in active and keys[i] == best)
        return getattr(self, "_settle_" + v.mode)(s, keys, winners, order)

    @staticmethod
    def _pay(purses, pool, payer, payee, amount, why, payments):
        """Move money to a seat (a payer of -1 is the pool); no one pays more than he holds."""
        have = pool if payer < 0 else purses[payer]
        amount = max(0, min(amount, have))         # rule: pay-with-what-you-hold
        if payer < 0:
            pool -= amount
        else:
            purses[payer] -= amount
        purses[payee] += amount
        payments.append(Payment(payer, payee, amount, why))
        return pool

    @applies("settle-new", "tie-new")
    def _settle_new(self, s, keys, winners, order):
        v = s.variant
        purses, pool, pay = list(s.purses), s.pool, []
        share, odd = divmod(pool, len(winners))
        for k, i in enumerate(winners):
            pool = self._pay(purses, pool, -1, i, share + (1 if k < odd else 0),
                             "pool" if len(winners) == 1 else "pool-share", pay)
        for i in winners:
            if i != s.dealer:
                pool = self._pay(purses, pool, s.dealer, i, v.stake, "dealer-stake", pay)
        if not v.until_all_stand and s.standers:
            st = s.standers[0]
            for i in order:
                if i in keys and keys[i] > keys[st]:
                    pool = self._pay(purses, pool, st, i, v.stake, "stander", pay)
        pool = self._dealer_penalty(s, keys, purses, pool, order, pay)
        s = s._replace(purses=tuple(purses), pool=pool, result=Result(winners, (), tuple(pay), ()), to_act=None)
        return self._next_deal(s)

    @applies("settle-old")
    def _settle_old(self, s, keys, winners, order):
        v = s.variant
        purses, pool, pay = list(s.purses), s.pool, []
        for i in winners:
            for j in order:
                if j not in winners and j in keys:
                    pool = self._pay(purses, pool, j, i, v.stake, "win-old", pay)
        pool = self._dealer_penalty(s, keys, purses, pool, order, pay)
        s = s._replace(purses=tuple(purses), pool=pool, result=Result(winners, (), tuple(pay), ()), to_act=None)
        return self._next_deal(s)

    @applies("pool-settle", "pool-out")
    def _settle_pool(self, s, keys, winners, order):
        v = s.variant
        purses, pool, pay = list(s.purses), s.pool, []
        take = min(v.pool_take, pool)
        share, odd = divmod(take, len(winners))
        for k, i in enumerate(winners):
            pool = self._pay(purses, pool, -1, i, share + (1 if k < odd else 0), "pool-take", pay)
        pool = self._dealer_penalty(s, keys, purses, pool, order, pay)
        worst_key = min(keys.values())
        worst = tuple(i for i in order if i in keys and keys[i] == worst_key)
        counters, status = list(s.counters), list(s.status)
        for i in worst:
            counters[i] -= 1
        first_out = s.first_out
        gone = [i for i in worst if counters[i] == 0]
        for i in gone:
            status[i] = "out"
        s = s._replace(purses=tuple(purses), pool=pool, counters=tuple(counters),
                    pool_counters=s.pool_counters + len(worst), status=tuple(status),
                    result=Result(winners, worst, tuple(pay), worst), to_act=None)
        if gone and first_out < 0:
            first_out = gone[0]
            s = s._replace(first_out=first_out, horse="offered", phase="horse", to_act=first_out)
            return s
        return self._after_pool(s)

    def _after_pool(self, s):
        n = s.variant.players
        alive = [i for i in range(n) if s.counters[i] > 0]
        if len(alive) <= 1:
            purses, pay = list(s.purses), list(s.result.payments)
            takers = alive or list(s.result.worst)           # all out at once: the last ones share (site)
            share, odd = divmod(s.pool, len(takers))
            pool = s.pool
            for k, i in enumerate(takers):
                pool = self._pay(purses, pool, -1, i, share + (1 if k < odd else 0), "last-counter", pay)
            res = s.result._replace(payments=tuple(pay))
            return s._replace(purses=tuple(purses), pool=pool, result=res, phase="over", to_act=None)
        status = tuple("out" if s.counters[i] == 0 else "" for i in range(n))
        s = s._replace(status=status)
        dealer = self._next_seat(s, s.dealer, skip=("out",))
        return s._replace(phase="settled", dealer=dealer, passes=s.passes + 1, to_act=dealer)

    @applies("dealer-penalty")
    def _dealer_penalty(self, s, keys, purses, pool, order, pay):
        v = s.variant
        d = s.dealer
        if v.dealer_penalty == "off" or d not in keys or keys[d][0] not in (TRICON, SEQUENCE, FLUSH, PAIR):
            return pool
        better = [i for i in order if i in keys and keys[i] > keys[d]]
        if not better:
            return pool
        to = better if v.dealer_penalty == "better-hands" else [i for i in order if i != d]
        for i in to:
            pool = self._pay(purses, pool, d, i, v.stake, "penalty", pay)
        return pool

    @applies("extended-dealer", "session")
    def _next_deal(self, s):
        v = s.variant
        n = v.players
        passes = s.passes
        dealer = s.dealer
        stays = v.dealer_stays and not any(classify(s.hands[i], v.limited) in (TRICON, SEQUENCE, FLUSH)
                                           for i in self._active(s))
        if not stays:
            dealer = (dealer + 1) % n
            passes += 1
        over = passes >= v.rounds * n or (v.dealer_stays and s.deal_no + 1 >= v.max_deals)
        if v.mode == "new" and any(s.purses[i] < v.stake * (2 if i == dealer else 1) for i in range(n)):
            over = True                     # rule: session (someone cannot pay his stake into the next deal)
        if over:
            return s._replace(passes=passes, phase="over", to_act=None)
        return s._replace(passes=passes, dealer=dealer, phase="settled", to_act=dealer)

    # -- words --------------------------------------------------------------------------------
    def describe(self, state, action) -> str:
        action = self.parse_action(action) if isinstance(action, str) else action
        line = words.action_line(state, action)
        try:
            nxt = self.step(state, action)
        except Exception:  # noqa: BLE001 - describe never fails on a legal record
            return line
        if nxt.result and nxt.result is not state.result and nxt.phase in ("settled", "horse", "over"):
            line += " " + " ".join(words.settlement_lines(nxt))
        return line

    # -- views ----------------------------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        return view["deal"]

    def hand_settled(self, view: dict) -> bool:
        """A deal is over once it is settled (the hands shown, the stakes paid), and stays in view until the next
        deal is shuffled afresh: nothing of it can matter any more."""
        return view["phase"] in ("settled", "horse", "over") and bool(view["result"])

    def view(self, s, seat: int) -> dict:
        v = s.variant
        n = v.players
        hand = s.hands[seat] if 0 <= seat < len(s.hands) else ()   # no hands when the session ended before a deal
        shown_phase = s.phase in ("settled", "horse", "over") and bool(s.result)
        shown = {}
        if shown_phase:
            for i in range(len(s.hands)):
                if s.hands[i]:
                    shown[str(i)] = {"cards": [card_text(c) for c in s.hands[i]], "name": name(s.hands[i], v.limited),
                                     "class": classify(s.hands[i], v.limited)}
        offer = None
        if s.offer:
            frm, c = s.offer
            to = (frm + 1) % n
            offer = {"from": frm, "to": to, "card": card_text(c) if seat in (frm, to) else None}
        result = None
        if s.result:
            r = s.result
            result = {"winners": list(r.winners), "worst": list(r.worst),
                      "payments": [list(p) for p in r.payments], "counters_paid": list(r.counters_paid),
                      "lines": words.settlement_lines(s) if shown_phase else []}
        return {
            "seat": seat, "players": n, "names": [words.seat_name(i) for i in range(n)], "mode": v.mode,
            "limited": v.limited, "phase": s.phase, "to_act": s.to_act, "dealer": s.dealer, "deal": s.deal_no + 1,
            "passes": s.passes, "stake": v.stake, "purses": list(s.purses), "pool": s.pool,
            "counters": list(s.counters), "pool_counters": s.pool_counters, "status": list(s.status),
            "standers": list(s.standers), "hand": [card_text(c) for c in hand],
            "hand_name": name(hand, v.limited) if len(hand) == 3 else None,
            "hand_class": classify(hand, v.limited) if len(hand) == 3 else None,
            "widow": [card_text(c) for c in s.widow], "stock_left": len(s.stock), "offer": offer,
            "last_round": list(s.last_round), "first_out": s.first_out, "horse": s.horse,
            "horse_price": v.horse_price, "pool_take": v.pool_take, "shown": shown, "result": result,
            "trade_cost": v.stake, "pack": v.pack, "trades": list(s.trades),
            # the table's rules that settle a deal (public; the coach rebuilds the deal from them)
            "dealer_penalty": v.dealer_penalty, "until_all_stand": v.until_all_stand,
            "dealer_stays": v.dealer_stays, "pool_entry": v.pool_entry, "horse_rule": v.horse,
        }

    def is_over(self, s) -> bool:
        return s.phase == "over"

    def outcome(self, s) -> Outcome:
        v = s.variant
        nets = {i: s.purses[i] - v.purse for i in range(v.players)}
        best = max(nets.values())
        winners = tuple(i for i in range(v.players) if nets[i] == best)
        who = " and ".join(words.seat_name(i) for i in winners)
        gain = words.money(best)
        if best <= 0:
            text = f"{who} {'lose' if len(winners) > 1 or is_you(winners[0]) else 'loses'} least ({words.money(-best)})."
        else:
            text = f"{who} {'finish' if len(winners) > 1 or is_you(winners[0]) else 'finishes'} {gain} ahead."
        head = "The session is over: " if self.is_over(s) else f"After {count(s.deal_no + 1, 'deal')}: "
        return Outcome(head + text, winners, {i: float(x) for i, x in nets.items()})

    # -- for the property tests -----------------------------------------------------------------
    def hidden_from(self, s, seat: int) -> set[str]:
        shown_phase = s.phase in ("settled", "horse", "over") and bool(s.result)
        hidden = set()
        sees_offer = bool(s.offer) and seat in (s.offer[0], (s.offer[0] + 1) % s.variant.players)
        if not shown_phase:
            for i, h in enumerate(s.hands):
                if i != seat:
                    hidden |= {card_text(c) for c in h if not (sees_offer and c == s.offer[1])}
        hidden |= {card_text(c) for c in s.stock}
        if s.offer and seat not in (s.offer[0], (s.offer[0] + 1) % s.variant.players):
            hidden.add(card_text(s.offer[1]))
        return hidden

    def ledger(self, s):
        cards = tuple(sorted([c for h in s.hands for c in h] + list(s.stock) + list(s.widow)))
        return (sum(s.purses) + s.pool, sum(s.counters) + s.pool_counters, cards)

    def probe_actions(self, s) -> list:
        out = ["stand", "pass", "continue", "deal", "buy-horse", "decline-horse", "give 2C", "barter 2C",
               "trade money 2C", "exchange 2C 3C"]
        if s.to_act is not None:
            own = s.hands[s.to_act]
            if own:
                c = card_text(own[0])
                out += [f"trade money {c}", f"barter {c}", f"give {c}"]
                if s.widow:
                    out.append(f"exchange {c} {card_text(s.widow[0])}")
                    out.append(f"exchange {c} {c}")
            others = [c for i, h in enumerate(s.hands) if i != s.to_act for c in h]
            if others:
                out.append(f"trade money {card_text(others[0])}")
        return out

    # -- benchmark --------------------------------------------------------------------------------
    def bench(self, variant=None, seconds: float = 3.0) -> dict:
        """Random legal play through the protocol (new_game, legal_actions, step): the path the site uses."""
        from engine.core.bench import random_playouts

        return random_playouts(self, variant if variant is not None else CommerceVariant(), seconds,
                               tally=lambda s: {"deals": s.deal_no + 1})


GAME = Commerce()
