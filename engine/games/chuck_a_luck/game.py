"""Chuck-a-Luck's round, phase by phase: the protocol verbs dispatch to one function per phase.

========  ==========================================  =============================================
phase     who acts                                    actions
========  ==========================================  =============================================
betting   the soldiers in seat order, then you        bet, take-back; ``stand`` (soldier), ``throw`` (you)
settled   you                                         ``next``: the banker sweeps the settled layout
over      nobody                                      none
========  ==========================================  =============================================

Each phase has its legal actions (``_legal_<phase>``), its checks (``_check_<phase>``) and its
transition (``_step_<phase>``); ``legal_actions``, ``check`` and ``step`` only dispatch on
``state.phase``. The rules and options are data in ``rules``, what each bet pays in ``layout``,
and every sentence of the move log in ``words``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.dice import STANDARD
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.words import agree, mid, pronoun
from engine.core.words import seat_name as named
from engine.games.chuck_a_luck.actions import NEXT, STAND, THROW, Bet, TakeBack, check_on_cloth, parse_spot, parse_stake
from engine.games.chuck_a_luck.layout import _committed, _cover_limits, _winnings, max_multiplier, pay_vectors
from engine.games.chuck_a_luck.rules import (
    CHIPS,
    PRESETS,
    RULES,
    SPOT_INDEX,
    TERMS,
    THROW_INDEX,
    ChuckVariant,
)
from engine.games.chuck_a_luck.words import (
    FIRST_SOLDIER,
    SOLDIER_NAMES,
    bet_line,
    dollars,
    explain,
    money,
    session_summary,
    spot_name,
    stand_line,
    sweep_line,
    take_back_line,
    throw_line,
)


class Stake(NamedTuple):
    """A bet on the layout: whose, on which spot ("single:5", "high"…), how many cents."""
    seat: int
    spot: str
    stake: int


class Settlement(NamedTuple):
    """A bet settled by the throw: the Stake's fields and what it paid, to 1 (-1: the bank took the stake)."""
    seat: int
    spot: str
    stake: int
    multiplier: int


def _layout_order(b: Stake) -> tuple:
    return b.seat, SPOT_INDEX[b.spot]


class ChuckState(NamedTuple):
    variant: ChuckVariant
    seed: int
    deal: tuple                 # fixed throws (tests, classroom deals); later throws come from the seed
    phase: str                  # "betting", "settled" or "over"
    to_act: int | None
    throw_no: int               # throws made so far
    purses: tuple[int, ...]     # cents, by seat
    bank: int                   # cents
    layout: tuple = ()          # Stake records, sorted by seat, then layout order
    last: tuple | None = None   # the last throw's dice
    settlements: tuple = ()     # Settlement records for the last throw
    history: tuple = ()         # every throw so far
    purse_history: tuple = ()   # (purses..., bank) at the start and after each throw


class ChuckALuck(Game):
    slug = "chuck-a-luck"
    title = "Chuck-a-Luck"
    kind = "dice"
    players = "1–7"
    period = "Civil War camps, 1860s"
    hook = "The soldiers' dice game on a painted gum blanket: every bet looks fair, and the bank still wins."
    icon = "🎲"
    Variant = ChuckVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- setting up -----------------------------------------------------------------------------------
    def seats(self, variant=None) -> int:
        return 1 + (variant or ChuckVariant()).soldiers

    def seat_name(self, variant, seat: int) -> str:
        return named(seat, SOLDIER_NAMES[(seat - 1) % len(SOLDIER_NAMES)], FIRST_SOLDIER)

    def new_game(self, variant=None, seed: int = 0, deal=None) -> ChuckState:
        v = variant or ChuckVariant()
        throws = self._validate_deal(deal)
        purses = (v.purse_cents,) * self.seats(v)
        s = ChuckState(v, seed, throws, "betting", 0, 0, purses, v.bank_cents,
                       purse_history=((*purses, v.bank_cents),))
        return s._replace(to_act=self._first_to_bet(s))

    @staticmethod
    def _validate_deal(deal) -> tuple:
        if deal is None:
            return ()
        out = []
        for t in deal:
            t = tuple(t)
            if len(t) != 3 or not all(isinstance(x, int) and 1 <= x <= 6 for x in t):
                raise ValueError(f"a fixed throw must be three dice from 1 to 6, not {t!r}")
            out.append(t)
        return tuple(out)

    def deal_from_text(self, text: str):
        """'3-5-5 1-1-1' or '355,111': the first throws of the session, in order."""
        tokens = [t for t in re.split(r"[\s,;/]+", text.strip()) if t]
        if not tokens:
            raise ValueError("write the throws as three dice each, like '3-5-5 1-1-1'")
        throws = []
        for tok in tokens:
            digits = tok.replace("-", "")
            if len(digits) != 3 or any(c not in "123456" for c in digits):
                raise ValueError(f"{tok!r} is not a throw of three dice (write it like 3-5-5)")
            throws.append(tuple(int(c) for c in digits))
        return tuple(throws)

    @applies("equipment")
    def dice_for(self, s: ChuckState, n: int) -> tuple[int, int, int]:
        """The dice of throw ``n`` (0-based): fixed by the deal, else three dice from the seed."""
        if n < len(s.deal):
            return s.deal[n]
        faces = STANDARD.throw(rng_for(s.seed, "throw", n), 3)
        return tuple(f.value for f in faces)

    # -- whose turn ---------------------------------------------------------------------------------------
    def _first_to_bet(self, s: ChuckState) -> int:
        return self._next_soldier(s, 0)

    @applies("turn-order")
    def _next_soldier(self, s: ChuckState, after: int) -> int:
        """The next soldier with money to bet, in seat order; after the last, the learner (seat 0)."""
        for seat in range(after + 1, self.seats(s.variant)):
            if s.purses[seat] > 0:
                return seat
        return 0

    # -- the bank ------------------------------------------------------------------------------------------
    def liability(self, v: ChuckVariant, layout) -> int:
        """The most the bank could have to pay out in winnings on one throw for this layout."""
        return int(_winnings(v, layout).max()) if layout else 0

    def cover_limits(self, s: ChuckState) -> dict[str, int]:
        """For each spot, the largest stake the bank would still take there now (rule 'bank-covers')."""
        return _cover_limits(s.variant, s.layout, s.bank)

    @applies("bank-covers")
    def _covers(self, s: ChuckState, spot: str, cents: int) -> bool:
        if _committed(s.variant, s.layout) + cents * max_multiplier(s.variant)[spot] <= s.bank:
            return True
        return cents <= _cover_limits(s.variant, s.layout, s.bank)[spot]

    @staticmethod
    def _with_bet(layout, seat, spot, cents):
        """The layout with ``cents`` more on ``seat``'s bet on ``spot``: the other Stakes kept as they are, in order."""
        rest = [b for b in layout if b.spot != spot or b.seat != seat]
        stake = cents + sum(b.stake for b in layout if b.spot == spot and b.seat == seat)
        if stake:
            rest.append(Stake(seat, spot, stake))
        return tuple(sorted(rest, key=_layout_order))

    @staticmethod
    def own_bets(s: ChuckState, seat: int) -> dict[str, int]:
        return {b.spot: b.stake for b in s.layout if b.seat == seat}

    # -- the protocol: the base class dispatches on the phase (engine.core.game, "Phases") ------------------
    def check(self, s: ChuckState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The session is over: start a new one to play again.", GAME_OVER)
        if isinstance(action, (Bet, TakeBack)) and action.spot not in SPOT_INDEX:
            parse_spot(action.spot)  # raises with the reason (rule 'bets')
        self.check_phase(s, action)

    # -- phase "betting" ---------------------------------------------------------------------------------
    def _legal_betting(self, s: ChuckState) -> list:
        """Stable order: bets (each spot, each chip size the purse and bank allow), take-backs, then stand/throw.

        Any whole-cent stake the purse and the bank allow is legal (``check`` is the judge); the list
        offers the table's chip sizes, which is what a page or a computer soldier places."""
        seat = s.to_act
        purse = s.purses[seat]
        out: list = []
        mm = max_multiplier(s.variant)
        quick_room = s.bank - _committed(s.variant, s.layout)
        limits = None
        for spot in s.variant.spots:
            for chip in CHIPS:
                if chip > purse:
                    continue
                if chip * mm[spot] > quick_room:
                    limits = limits or self.cover_limits(s)
                    if chip > limits[spot]:
                        continue
                out.append(Bet(spot, chip))
        out.extend(TakeBack(sp) for sp in self.own_bets(s, seat))
        out.append(THROW if seat == 0 else STAND)
        return out

    def _check_betting(self, s: ChuckState, action) -> None:
        seat = s.to_act
        who = self.seat_name(s.variant, seat)
        if isinstance(action, Bet):
            check_on_cloth(action.spot, s.variant)
            if not isinstance(action.cents, int) or action.cents <= 0:
                raise IllegalAction(f"A stake must be at least 1¢; {dollars(action.cents)} is not a stake.",
                                    RULES["stake"])
            if action.cents > s.purses[seat]:
                raise IllegalAction(f"{who} cannot stake {money(action.cents)}: "
                                    f"{pronoun(seat)} purse holds only {money(s.purses[seat])}, "
                                    "and the bank gives no credit.", RULES["purse"])
            if not self._covers(s, action.spot, action.cents):
                need = self.liability(s.variant, self._with_bet(s.layout, seat, action.spot, action.cents))
                raise IllegalAction(f"The bank will not take {money(action.cents)} on {spot_name(action.spot)}: "
                                    f"on the worst throw the layout would then cost it {money(need)}, and it "
                                    f"holds only {money(s.bank)}.", RULES["bank-covers"])
            return
        if isinstance(action, TakeBack):
            if action.spot not in self.own_bets(s, seat):
                raise IllegalAction(f"{who} {agree(who, 'has')} no bet on {spot_name(action.spot)} "
                                    "to take back.", RULES["take-back"])
            return
        if action == NEXT:
            raise IllegalAction("The layout is not settled yet: the dice have not been thrown for these bets.",
                                RULES["before-throw"])
        if action == THROW and seat != 0:
            caller = self.seat_name(s.variant, 0)
            raise IllegalAction(f"{who} {agree(who, 'says')} 'stand' when {pronoun(seat)} bets are down; "
                                f"{mid(caller)} {agree(caller, 'calls')} for the throw.",
                                RULES["turn-order"])
        if action == STAND and seat == 0:
            raise IllegalAction("Your bets are down when you call 'throw'; 'stand' is what a soldier says "
                                "before your turn.", RULES["turn-order"])
        if action not in (THROW, STAND):
            raise IllegalAction(f"'{action}' is not an action at this table.", NOTATION)

    def _step_betting(self, s: ChuckState, action) -> ChuckState:
        seat = s.to_act
        if isinstance(action, Bet):
            purses = list(s.purses)
            purses[seat] -= action.cents
            return s._replace(purses=tuple(purses), layout=self._with_bet(s.layout, seat, action.spot, action.cents))
        if isinstance(action, TakeBack):
            stake = self.own_bets(s, seat)[action.spot]
            purses = list(s.purses)
            purses[seat] += stake
            layout = tuple(b for b in s.layout if not (b.seat == seat and b.spot == action.spot))
            return s._replace(purses=tuple(purses), layout=layout)
        if action == STAND:
            return s._replace(to_act=self._next_soldier(s, seat))
        return self._throw(s)

    @applies("settle", "session")
    def _throw(self, s: ChuckState) -> ChuckState:
        """The banker throws and settles every bet on the layout; the session may end here."""
        dice = self.dice_for(s, s.throw_no)
        idx = THROW_INDEX[dice]
        vecs = pay_vectors(s.variant)
        purses, bank = list(s.purses), s.bank
        settlements = []
        for b in s.layout:
            m = vecs[b.spot][idx]
            if m > 0:
                purses[b.seat] += b.stake + b.stake * m
                bank -= b.stake * m
            else:
                bank += b.stake
            settlements.append(Settlement(b.seat, b.spot, b.stake, m))
        n = s.throw_no + 1
        over = n >= s.variant.throws or purses[0] == 0 or bank == 0
        return s._replace(phase="over" if over else "settled", to_act=None if over else 0, throw_no=n,
                       purses=tuple(purses), bank=bank, layout=(), last=dice, settlements=tuple(settlements),
                       history=(*s.history, dice), purse_history=(*s.purse_history, (*purses, bank)))

    # -- phase "settled" ---------------------------------------------------------------------------------
    def _legal_settled(self, s: ChuckState) -> list:
        return [NEXT]

    def _check_settled(self, s: ChuckState, action) -> None:
        if isinstance(action, Bet):
            raise IllegalAction("The dice are already down: bets for this throw are closed. The banker sweeps "
                                "the layout first ('next'), then you may bet on the next throw.",
                                RULES["before-throw"])
        if isinstance(action, TakeBack):
            raise IllegalAction("The dice are already down: a bet cannot be taken back after the throw; the "
                                "layout is settled as it lies.", RULES["before-throw"])
        if action in (THROW, STAND):
            raise IllegalAction("The dice are already down for this round: the banker sweeps the layout "
                                "first ('next').", RULES["before-throw"])
        if action != NEXT:
            raise IllegalAction(f"'{action}' is not an action at this table.", NOTATION)

    def _step_settled(self, s: ChuckState, action) -> ChuckState:
        return s._replace(phase="betting", to_act=self._first_to_bet(s))

    # -- phase "over": no actions (no _legal_over) ----------------------------------------------------

    # -- the text notation ---------------------------------------------------------------------------------
    def parse_action(self, text: str):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'bet single:5 0.25', 'take-back single:5' or 'throw'.",
                                NOTATION)
        words = text.strip().split()
        verb = words[0].lower()
        if verb in (THROW, STAND, NEXT) and len(words) == 1:
            return verb
        if verb == "bet":
            if len(words) != 3:
                raise IllegalAction("Write a bet as 'bet', the spot and the stake in dollars, like "
                                    "'bet single:5 0.25' or 'bet high 1.00'.", NOTATION)
            return Bet(parse_spot(words[1]), parse_stake(words[2]))
        if verb in ("take-back", "takeback") and len(words) == 2:
            return TakeBack(parse_spot(words[1]))
        raise IllegalAction(f"'{text.strip()}' is not an action here: write 'bet single:5 0.25', "
                            "'take-back single:5', 'throw', 'stand' or 'next'.", NOTATION)

    # -- what is seen ----------------------------------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        """A throw is a hand: the one being bet on, or the one just thrown and settled."""
        return view["throw_no"] + (1 if view["phase"] == "betting" else 0)

    def hand_settled(self, view: dict) -> bool:
        return view["phase"] == "settled"

    def view(self, s: ChuckState, seat: int) -> dict:
        """Everything at a Chuck-a-Luck table is public except the dice not yet thrown."""
        v = s.variant
        names = [self.seat_name(v, i) for i in range(self.seats(v))]
        return {
            "seat": seat, "phase": s.phase, "to_act": s.to_act, "throw_no": s.throw_no, "throws": v.throws,
            "names": names, "purses": list(s.purses), "purse": s.purses[seat], "bank": s.bank,
            "start_purse": v.purse_cents, "start_bank": v.bank_cents,
            "layout": [{"seat": b.seat, "name": names[b.seat], "spot": b.spot, "stake": b.stake} for b in s.layout],
            "last_throw": list(s.last) if s.last else None,
            "settlements": [{"seat": x.seat, "name": names[x.seat], "spot": x.spot, "stake": x.stake,
                             "multiplier": x.multiplier,
                             "net": x.stake * x.multiplier if x.multiplier > 0 else -x.stake,
                             "line": explain(x.spot, s.last, x.stake, x.multiplier, v)}
                            for x in s.settlements],
            "history": [list(t) for t in s.history],
            "purse_history": [list(p) for p in s.purse_history],
            "totals_table": v.totals_table, "raffle_pays": v.raffle_pays, "single_triple_pays": v.single_triple_pays,
        }

    def is_over(self, s: ChuckState) -> bool:
        return s.phase == "over"

    def outcome(self, s: ChuckState) -> Outcome:
        v = s.variant
        summary = session_summary(s.purses[0], v.purse_cents, s.bank, v.bank_cents, s.throw_no, self.seat_name(v, 0))
        winners = tuple(i for i, p in enumerate(s.purses) if p > v.purse_cents)
        return Outcome(summary, winners, {i: p / 100 for i, p in enumerate(s.purses)})

    def describe(self, s: ChuckState, action) -> str:
        seat = s.to_act
        who = self.seat_name(s.variant, seat) if seat is not None else "The banker"
        if isinstance(action, Bet):
            return bet_line(who, seat, action.spot, action.cents)
        if isinstance(action, TakeBack):
            return take_back_line(who, seat, action.spot, self.own_bets(s, seat).get(action.spot, 0))
        if action == STAND:
            return stand_line(who, seat)
        if action == NEXT:
            return sweep_line(s.throw_no)
        if action == THROW:
            dice = self.dice_for(s, s.throw_no)
            idx = THROW_INDEX[dice]
            vecs = pay_vectors(s.variant)
            return throw_line(dice, [(b.seat, b.stake * vecs[b.spot][idx] if vecs[b.spot][idx] > 0 else -b.stake)
                                     for b in s.layout], who)
        return str(action)

    # -- for the shared property tests -----------------------------------------------------------------
    def ledger(self, s: ChuckState) -> int:
        return sum(s.purses) + s.bank + sum(b.stake for b in s.layout)

    def probe_actions(self, s: ChuckState) -> list:
        """Plausible actions, many of them illegal: too big, zero, negative, unknown spots, wrong phase."""
        seat = s.to_act if s.to_act is not None else 0
        purse = s.purses[seat]
        probes: list = [THROW, STAND, NEXT, Bet("single:5", 0), Bet("high", -25), Bet("raffle", purse + 1),
                        Bet("total:4", purse + 100), Bet("single:7", 25), Bet("field", 25),
                        TakeBack("single:6"), TakeBack("total:17"), TakeBack("seven")]
        probes.extend(TakeBack(b.spot) for b in s.layout)
        return probes

    def bench(self, variant, seconds: float) -> dict:
        """Random legal playouts through the protocol (the path the site and the bots use). The exact odds'
        timings are the odds module's (``python -m engine bench`` adds them)."""
        from engine.core.bench import random_playouts

        return {"random_playouts": random_playouts(self, variant, seconds)}


GAME = ChuckALuck()
