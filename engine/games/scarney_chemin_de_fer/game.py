"""Scarney Chemin de Fer: the protocol, one function per phase.

Phases: ``seating`` (each throws for the first bank and the seats), ``open`` (the banker sets his limits or opens
the next round, or gives up the bank), ``bet`` (each player from the banker's left puts down his bet), ``throw``
(the shooter's first throw), ``draw`` (his second throw with the dead dice), ``over``.

Actions (text): ``throw``, ``draw``, ``limits 1-5``, ``open``, ``give-up``, ``bet 3``. A throw may name its
shooter (``throw 2``): a throw by a seat whose turn it is not is refused (general rule 6). Chips are on the table
either in a purse or in a bet, so ``chips + bets`` never changes. Every throw comes from the game's seeded source
(``_scarney.throw``) and stands in ``history``.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.words import possessive, subject
from engine.games import _scarney
from engine.games._scarney import GENERAL, point

from . import words
from .rules import LIMIT_CHOICES, PRESETS, RULES, TERMS, ChemVariant, draw_size, final_point, must_draw, settle

THROW, DRAW, OPEN, GIVE_UP = "throw", "draw", "open", "give-up"


class Line(NamedTuple):
    """A bet settled against the bank: the player's seat, his bet, his point, the banker's point, and the result
    (1: the bank pays, -1: the bank takes the bet, 0: a stand-off)."""
    seat: int
    bet: int
    point: int
    banker_point: int
    result: int


class Throw(NamedTuple):
    """A throw of the dice: who threw, its kind ("order", "throw" or "draw"), and the faces."""
    seat: int
    kind: str
    dice: tuple


class ChemState(NamedTuple):
    variant: ChemVariant
    seed: int
    deal: tuple                      # fixed throws in order (tests, classroom deals), then the seed's
    phase: str
    to_act: int | None
    chips: tuple[int, ...]           # each seat's chips not bet
    bets: tuple[int, ...] = ()       # each seat's bet down this round (0: none)
    n_thrown: int = 0                # throws made so far (the seeded source's event number)
    keys: tuple = ()                 # seating: each seat's totals thrown for the order
    todo: tuple[int, ...] = ()       # seating: seats still to throw in this pass
    order: tuple[int, ...] = ()      # seats clockwise from the first banker
    banker: int | None = None
    bank_no: int = 0                 # banks so far, the current one included
    rounds_done: int = 0             # complete rounds of the current bank
    limits: tuple[int, int] | None = None
    first: tuple[int, ...] = ()      # the shooter's first throw
    banker_point: int | None = None
    points: tuple = ()               # this round's points by seat (None: not yet)
    lines: tuple = ()                # this round's settlements: Line records
    last_round: tuple = ()           # the previous round's settlements
    history: tuple = ()              # every throw: Throw records


class ScarneyChemin(Game):
    slug = "scarney-chemin-de-fer"
    title = "Scarney Chemin de Fer"
    kind = "dice"
    players = "2–7"
    period = "John Scarne's dice game, twentieth century (after the casino chemin de fer)"
    hook = "Chemin de fer with five dice and no house: beat the banker's point, and take the bank in turn."
    icon = ":material/casino:"
    Variant = ChemVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS
    shared_code = _scarney.SHARED_CODE

    # -- setting up -----------------------------------------------------------------------------------------
    def seats(self, variant=None) -> int:
        return (variant or ChemVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        return words.name(seat)

    @applies("players")
    def new_game(self, variant=None, seed: int = 0, deal=None) -> ChemState:
        v = variant or ChemVariant()
        n = v.players
        return ChemState(v, seed, _scarney.check_deal(deal), "seating", 0, (v.chips,) * n, (0,) * n,
                         keys=((),) * n, todo=tuple(range(1, n)), points=(None,) * n)

    def deal_from_text(self, text: str):
        return _scarney.parse_deal(text)

    @applies("equipment")
    def dice(self, s: ChemState, n: int) -> tuple[int, ...]:
        return _scarney.throw(s.seed, s.n_thrown, n, s.deal)

    def banks_total(self, v: ChemVariant) -> int:
        return v.players * v.banks_each

    # -- notation --------------------------------------------------------------------------------------------
    def parse_action(self, text: str):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'throw', 'draw', 'bet 3', 'limits 1-5', 'open' or 'give-up'.",
                                NOTATION)
        w = text.strip().lower().split()
        if w[0] in (THROW, DRAW) and len(w) <= 2:
            if len(w) == 2 and not w[1].isdigit():
                raise IllegalAction(f"'{text.strip()}': a throw may name its shooter's seat as a number.", NOTATION)
            return w[0] if len(w) == 1 else f"{w[0]} {int(w[1])}"
        if w[0] in (OPEN, GIVE_UP) and len(w) == 1:
            return w[0]
        if w[0] == "bet" and len(w) == 2 and w[1].removeprefix("-").isdigit():   # one sign at most: "--3" is no bet
            return f"bet {int(w[1])}"
        if w[0] == "limits" and len(w) == 2:
            lo, sep, hi = w[1].partition("-")
            if sep and lo.isdigit() and hi.isdigit():
                return f"limits {int(lo)}-{int(hi)}"
        raise IllegalAction(f"'{text.strip()}' is not an action here: write 'throw', 'draw', 'bet 3', 'limits 1-5', "
                            "'open' or 'give-up'.", NOTATION)

    # -- the phases: legal actions, checks and steps, one method each (engine.core.game, "Phases") ------------
    def check(self, s: ChemState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The session is over: start a new one to play again.", GAME_OVER)
        verb, _, arg = str(action).partition(" ")
        if verb in (THROW, DRAW) and arg:
            self.check_turn(s, int(arg))
        if verb == GIVE_UP and s.phase not in ("open", "seating"):   # while seating nobody holds the bank yet
            raise IllegalAction("The banker cannot give up the bank in the middle of a round: a play is unfinished "
                                "on the table. He may pass it to his left between rounds.", RULES["bank-early"])
        self.check_phase(s, action)

    @applies("out-of-turn")
    def check_turn(self, s: ChemState, seat: int, action: str = THROW) -> None:
        """What ``seat`` may not do now although it tried: the refusal a table gives a player acting out of turn.

        A banker asking to give up the bank mid-round is told the bank rule; a bet once the round is under way,
        the betting rule; a throw out of turn, the general rule that it does not count."""
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The session is over: start a new one to play again.", GAME_OVER)
        verb = str(action).split()[0] if str(action).strip() else ""
        if verb == GIVE_UP and seat == s.banker and s.phase != "open":
            self.check(s, GIVE_UP)
        if verb == "bet" and s.phase in ("throw", "draw"):
            raise IllegalAction("The banker has thrown: bets for this round are closed until the next round opens.",
                                RULES["bets-before-throw"])
        if verb == "bet" and s.phase == "open":
            raise IllegalAction("The banker has not opened the round yet: bets go down once he has set his limits "
                                "and opened.", RULES["bets-before-throw"])
        if seat != s.to_act:
            if verb in (THROW, DRAW):
                raise IllegalAction(f"It is {possessive(words.name(s.to_act))} turn, not {words.whose(seat)}: a throw out of "
                                    "turn does not count, and the turn stays where it was.", GENERAL["out-of-turn"])
            raise IllegalAction(f"It is {possessive(words.name(s.to_act))} turn to act, not {words.whose(seat)}.",
                                RULES["player-turn"])

    @staticmethod
    def undoable_bet(actions: list[str] | tuple[str, ...], seats: list[int | None], learner: int) -> bool:
        """May the learner take back his last action? Only a bet, and only while no die has been thrown since:
        a throw is never undone (it is part of the record)."""
        mine = [i for i, s in enumerate(seats) if s == learner]
        if not mine:
            return False
        i = mine[-1]
        return actions[i].startswith("bet ") and not any(a.split()[0] in (THROW, DRAW) for a in actions[i + 1:])

    # seating ------------------------------------------------------------------------------------------------
    def _legal_seating(self, s):
        return [THROW]

    def _check_seating(self, s, action):
        verb, _, arg = str(action).partition(" ")
        if verb != THROW:
            raise IllegalAction("First everyone throws the five dice for the bank and the seats: 'throw'.",
                                RULES["order-by-throw"])

    @applies("order-by-throw")
    def _step_seating(self, s, action):
        verb, _, arg = str(action).partition(" ")
        seat = s.to_act
        d = self.dice(s, 5)
        keys = list(s.keys)
        keys[seat] = (*keys[seat], sum(d))
        s = s._replace(n_thrown=s.n_thrown + 1, keys=tuple(keys), history=(*s.history, Throw(seat, "order", d)))
        keys2, todo = _scarney.seating_next(s.keys, s.todo)
        if todo:
            return s._replace(to_act=todo[0], todo=todo[1:])
        order = _scarney.ranking(keys2)
        s = s._replace(order=order, banker=order[0], bank_no=1, rounds_done=0)
        return self._to_open(s)

    # open: the banker sets his limits or opens the next round, or gives up the bank -------------------------
    def limit_choices(self, s: ChemState) -> list[tuple[int, int]]:
        have = s.chips[s.banker]
        out = [c for c in LIMIT_CHOICES if c[1] <= have]
        return out or ([(1, have)] if have >= 1 else [])

    def _legal_open(self, s):
        if s.chips[s.banker] == 0:
            return [GIVE_UP]
        first = [f"limits {lo}-{hi}" for lo, hi in self.limit_choices(s)] if s.limits is None else [OPEN]
        return [*first, GIVE_UP]

    @applies("limits")
    def _check_open(self, s, action):
        verb, _, arg = str(action).partition(" ")
        have = s.chips[s.banker]
        if verb == GIVE_UP:
            return
        if have == 0:
            raise IllegalAction(f"{subject(words.name(s.banker), 'has')} no chips to bank with: the bank passes on.",
                                RULES["session"])
        if verb == "limits":
            if s.limits is not None:
                raise IllegalAction(f"The limits for this bank are set ({s.limits[0]} to {s.limits[1]} chips); they "
                                    "hold while this banker keeps the bank. Open the next round.", RULES["limits"])
            lo, hi = map(int, arg.split("-"))
            if not 1 <= lo <= hi:
                raise IllegalAction("The least bet must be at least 1 chip and no more than the most.", RULES["limits"])
            if hi > have:
                raise IllegalAction(f"The top limit cannot be more than the banker's own {have} chips.",
                                    RULES["limits"])
            return
        if verb == OPEN:
            if s.limits is None:
                raise IllegalAction("First the banker sets his limits, like 'limits 1-5'.", RULES["limits"])
            return
        if verb == "bet":
            raise IllegalAction("The banker has not opened the round yet: no bets until he has set his limits and "
                                "opened.", RULES["bets-before-throw"])
        raise IllegalAction("It is the banker's moment to set his limits or open the round, or to give up the bank.",
                            RULES["five-rounds"])

    def _step_open(self, s, action):
        verb, _, arg = str(action).partition(" ")
        if verb == GIVE_UP:
            return self._pass_bank(s)
        if verb == "limits":
            lo, hi = map(int, arg.split("-"))
            s = s._replace(limits=(lo, hi))
        return self._to_bets(s)

    # bet -----------------------------------------------------------------------------------------------------
    def room(self, s: ChemState) -> int:
        """What the bank could still cover (rule 'bank-covers')."""
        return s.chips[s.banker] - sum(s.bets)

    def can_bet(self, s: ChemState, seat: int) -> bool:
        lo = s.limits[0]
        return seat != s.banker and s.chips[seat] >= lo and self.room(s) >= lo

    def _legal_bet(self, s):
        lo, hi = s.limits
        top = min(hi, s.chips[s.to_act], self.room(s))
        return [f"bet {n}" for n in range(lo, top + 1)]

    @applies("bet-limits", "player-chips", "bank-covers")
    def _check_bet(self, s, action):
        verb, _, arg = str(action).partition(" ")
        if verb != "bet":
            raise IllegalAction(f"Bets first: {subject(words.name(s.to_act), 'puts')} down a bet before the banker throws "
                                "(every player bets).", RULES["bets-before-throw"])
        n = int(arg)
        lo, hi = s.limits
        if not lo <= n <= hi:
            raise IllegalAction(f"A bet of {n} is outside the banker's limits: from {lo} to {hi} chips.",
                                RULES["bet-limits"])
        if n > s.chips[s.to_act]:
            raise IllegalAction(f"{subject(words.name(s.to_act), 'has')} only {s.chips[s.to_act]} chips to bet.",
                                RULES["player-chips"])
        if n > self.room(s):
            raise IllegalAction(f"The bank can cover only {self.room(s)} more chips: its {s.chips[s.banker]} chips "
                                f"already stand behind {sum(s.bets)} bet.", RULES["bank-covers"])

    def _step_bet(self, s, action):
        verb, _, arg = str(action).partition(" ")
        n, seat = int(arg), s.to_act
        chips, bets = list(s.chips), list(s.bets)
        chips[seat] -= n
        bets[seat] = n
        s = s._replace(chips=tuple(chips), bets=tuple(bets))
        nxt = self._next_bettor(s, seat)
        if nxt is not None:
            return s._replace(to_act=nxt)
        return s._replace(phase="throw", to_act=s.banker, first=())

    # throw and draw -----------------------------------------------------------------------------------------
    def _legal_throw(self, s):
        return [THROW]

    def _check_throw(self, s, action):
        verb, _, arg = str(action).partition(" ")
        if verb == THROW:
            return
        if verb == DRAW:
            raise IllegalAction("The draw comes after a first throw on a hit number; throw first.", RULES["must-draw"])
        if verb == "bet":
            raise IllegalAction("Bets for this round are closed: the players' bets are down and the dice are "
                                "being thrown.", RULES["bets-before-throw"])
        raise IllegalAction(f"It is {possessive(words.name(s.to_act))} turn to throw.", RULES["player-turn"])

    def _step_throw(self, s, action):
        verb, _, arg = str(action).partition(" ")
        d = self.dice(s, 5)
        s = s._replace(n_thrown=s.n_thrown + 1, first=d, history=(*s.history, Throw(s.to_act, "throw", d)))
        if must_draw(sum(d), _scarney.dead(d)):
            return s._replace(phase="draw")
        return self._end_turn(s, final_point(d, None))

    def _legal_draw(self, s):
        return [DRAW]

    def _check_draw(self, s, action):
        verb, _, arg = str(action).partition(" ")
        if verb == DRAW:
            return
        if verb == THROW:
            raise IllegalAction(f"A hit number ({point(sum(s.first))}) with dead dice: the second throw is the draw, "
                                f"with exactly the {draw_size(s.first)} dead dice, never the numbered ones.",
                                RULES["draw-all-dead"])
        if verb == "bet":
            raise IllegalAction("Bets for this round are closed: the dice are being thrown.",
                                RULES["bets-before-throw"])
        raise IllegalAction(f"A point of {point(sum(s.first))} is a hit number: the shooter must draw.",
                            RULES["must-draw"])

    def _step_draw(self, s, action):
        verb, _, arg = str(action).partition(" ")
        d = self.dice(s, draw_size(s.first))
        s = s._replace(n_thrown=s.n_thrown + 1, history=(*s.history, Throw(s.to_act, "draw", d)))
        return self._end_turn(s, final_point(s.first, d))

    @applies("player-turn")
    def _end_turn(self, s: ChemState, p: int) -> ChemState:
        seat = s.to_act
        points = list(s.points)
        points[seat] = p
        s = s._replace(points=tuple(points), phase="throw", first=())
        if seat == s.banker:
            s = s._replace(banker_point=p)
        else:
            s = self._settle(s, seat, p)
        nxt = self._next_shooter(s, seat)
        return s._replace(to_act=nxt) if nxt is not None else self._end_round(s)

    @applies("settle")
    def _settle(self, s: ChemState, seat: int, p: int) -> ChemState:
        bet = s.bets[seat]
        result = settle(p, s.banker_point)
        chips, bets = list(s.chips), list(s.bets)
        chips[seat] += bet + bet * result
        chips[s.banker] -= bet * result
        bets[seat] = 0
        return s._replace(chips=tuple(chips), bets=tuple(bets),
                       lines=(*s.lines, Line(seat, bet, p, s.banker_point, result)))

    # the round and the bank -------------------------------------------------------------------------------
    def _clockwise(self, s: ChemState, after: int) -> list[int]:
        i = s.order.index(after)
        return [s.order[(i + k) % len(s.order)] for k in range(1, len(s.order))]

    def _next_bettor(self, s: ChemState, after: int) -> int | None:
        for seat in self._clockwise(s, after):
            if seat == s.banker:
                return None
            if self.can_bet(s, seat):
                return seat
        return None

    def _next_shooter(self, s: ChemState, after: int) -> int | None:
        for seat in self._clockwise(s, after):
            if seat == s.banker:
                return None
            if s.bets[seat] > 0:
                return seat
        return None

    def _to_bets(self, s: ChemState) -> ChemState:
        s = s._replace(phase="bet", points=(None,) * len(s.chips), lines=(), banker_point=None)
        first = self._next_bettor(s, s.banker)
        if first is None:  # nobody can bet: the round is played out with no plays
            return self._end_round(s)
        return s._replace(to_act=first)

    @applies("five-rounds")
    def _end_round(self, s: ChemState) -> ChemState:
        s = s._replace(rounds_done=s.rounds_done + 1, last_round=s.lines, lines=(), banker_point=None, first=())
        if self._decided(s):
            return s._replace(phase="over", to_act=None)
        if s.rounds_done >= s.variant.rounds_per_bank:
            return self._pass_bank(s)
        return self._to_open(s)

    @applies("bank-early", "session")
    def _pass_bank(self, s: ChemState) -> ChemState:
        if s.bank_no >= self.banks_total(s.variant) or self._decided(s):
            return s._replace(phase="over", to_act=None)
        nxt = next(x for x in self._clockwise(s, s.banker) if s.chips[x] > 0)
        s = s._replace(banker=nxt, bank_no=s.bank_no + 1, rounds_done=0, limits=None)
        return self._to_open(s)

    def _to_open(self, s: ChemState) -> ChemState:
        return s._replace(phase="open", to_act=s.banker, first=(), points=(None,) * len(s.chips))

    @staticmethod
    def _decided(s: ChemState) -> bool:
        return sum(1 for c in s.chips if c > 0) <= 1

    # -- what is seen --------------------------------------------------------------------------------------
    def hand_of(self, view: dict) -> tuple[int, int]:
        """A coup is a hand: the bank (0 while the seats are thrown for) and its rounds played."""
        return view["bank_no"], view["rounds_done"]

    def view(self, s: ChemState, seat: int) -> dict:
        """Everything at this table is public (the dice not yet thrown are not in the state)."""
        v = s.variant
        n = v.players
        return {
            "seat": seat, "phase": s.phase, "to_act": s.to_act, "names": [words.name(i) for i in range(n)],
            "chips": list(s.chips), "bets": list(s.bets), "start_chips": v.chips,
            "banker": s.banker, "order": list(s.order), "limits": list(s.limits) if s.limits else None,
            "bank_no": s.bank_no, "banks_total": self.banks_total(v), "rounds_done": s.rounds_done,
            "rounds_per_bank": v.rounds_per_bank, "round_no": s.rounds_done + 1 if s.banker is not None else 0,
            "first": list(s.first), "dead_aside": _scarney.dead(s.first), "count": sum(s.first),
            "banker_point": s.banker_point, "points": list(s.points),
            "seating": [list(k) for k in s.keys],
            "settlements": [words.settlement(x) for x in s.lines],
            "last_round": [words.settlement(x) for x in s.last_round],
            # rule: ask-score, score-corrections (every score and every throw is public, added by the engine)
            "history": [{"seat": h.seat, "kind": h.kind, "dice": list(h.dice)} for h in s.history],
            "room": self.room(s) if s.banker is not None else 0,
            "bank_line": words.bank_line(s, self.banks_total(v)),
        }

    def is_over(self, s: ChemState) -> bool:
        return s.phase == "over"

    def outcome(self, s: ChemState) -> Outcome:
        best = max(s.chips)
        winners = tuple(i for i, c in enumerate(s.chips) if c == best)
        return Outcome(words.summary(s, winners), winners, {i: float(c) for i, c in enumerate(s.chips)})

    def describe(self, s: ChemState, action) -> str:
        return words.describe(self, s, str(action))

    # -- for the shared property tests ----------------------------------------------------------------------
    def ledger(self, s: ChemState) -> int:
        return sum(s.chips) + sum(s.bets)

    def probe_actions(self, s: ChemState) -> list:
        n = s.variant.players
        probes = [THROW, DRAW, OPEN, GIVE_UP, "bet 0", "bet 1", "bet 5", "bet 1000", "limits 0-5", "limits 5-1",
                  "limits 1-5", "limits 1-10000"]
        probes += [f"throw {x}" for x in range(n) if x != s.to_act]
        return probes

    def bench(self, variant, seconds: float) -> dict:
        """Random legal games through the protocol with checks (new_game, legal_actions, apply), as the site runs."""
        from engine.core.bench import random_playouts

        return random_playouts(self, variant, seconds, checked=True)
