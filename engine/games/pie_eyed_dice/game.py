"""Scarney Pie-Eyed Dice: the protocol, one function per phase.

Phases: ``seating`` (each throws five dice for the order of play), ``turn`` (the player to act throws; up to three
throws a turn, dead dice set aside), ``over``. The only action is ``throw`` (a throw may name its shooter,
``throw 2``; out of turn it is refused). Tokens are conserved: the third role pays one into the kitty.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.words import possessive
from engine.games import _scarney
from engine.games._scarney import GENERAL

from . import words
from .rules import PRESETS, RULES, TERMS, PieVariant, after_throw, dice_count, max_throws, next_thrower, target

THROW = "throw"


class Throw(NamedTuple):
    """A throw: who threw, its kind ("order" for the order of play, "turn"), the faces, and the dead dice set
    aside after it (0 for "order")."""
    seat: int
    kind: str
    dice: tuple
    aside: int


class Roles(NamedTuple):
    """A completed round: the seats that took the three roles, in the order they fell."""
    orderer: int
    drinker: int
    payer: int


class PieState(NamedTuple):
    variant: PieVariant
    seed: int
    deal: tuple
    phase: str
    to_act: int | None
    tokens: tuple[int, ...]
    kitty: int = 0
    n_thrown: int = 0
    keys: tuple = ()
    todo: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    aside: int = 0                  # dead dice set aside this turn
    throws_made: int = 0            # throws made this turn
    round_roles: tuple[int, ...] = ()   # seats that took the roles this round, in order
    done_roles: tuple = ()              # completed rounds: Roles records
    rounds_done: int = 0
    turns: int = 0                  # turns played since the order was set
    history: tuple = ()             # every throw: Throw records


class PieEyedDice(Game):
    slug = "pie-eyed-dice"
    title = "Scarney Pie-Eyed Dice"
    kind = "dice"
    players = "3–8"
    period = "John Scarne's dice game, twentieth century (after the old camp and bar dice games)"
    hook = "Throw for dead dice: the first to five dead names a forfeit, the next performs it, the third pays."
    icon = ":material/casino:"
    Variant = PieVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS
    shared_code = _scarney.SHARED_CODE

    def seats(self, variant=None) -> int:
        return (variant or PieVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        return words.name(seat)

    @applies("session")
    def new_game(self, variant=None, seed: int = 0, deal=None) -> PieState:
        v = variant or PieVariant()
        n = v.players
        return PieState(v, seed, _scarney.check_deal(deal), "seating", 0, (v.rounds,) * n,
                        keys=((),) * n, todo=tuple(range(1, n)))

    def deal_from_text(self, text: str):
        return _scarney.parse_deal(text)

    @applies("equipment")
    def dice(self, s: PieState, n: int) -> tuple[int, ...]:
        return _scarney.throw(s.seed, s.n_thrown, n, s.deal)

    @staticmethod
    def variant_dice(v: PieVariant) -> int:
        return dice_count(v.form)

    def parse_action(self, text: str):
        if isinstance(text, str):
            w = text.strip().lower().split()
            if w and w[0] == THROW and len(w) == 1:
                return THROW
            if len(w) == 2 and w[0] == THROW and w[1].isdigit():
                return f"{THROW} {int(w[1])}"
        raise IllegalAction("The only action at this table is 'throw' (a throw may name its shooter: 'throw 2').",
                            NOTATION)

    # -- the phases, "seating" and "turn": one throw is the only action ("over" has none) ---------------
    def _legal_seating(self, s: PieState) -> list:
        return [THROW]

    def _legal_turn(self, s: PieState) -> list:
        return [THROW]

    def check(self, s: PieState, action) -> None:
        if s.phase == "over":
            raise IllegalAction("The game is over: start a new one to play again.", GAME_OVER)
        verb, _, arg = str(action).partition(" ")
        if verb != THROW:
            raise IllegalAction("The only action at this table is 'throw'.", NOTATION)
        if arg:
            self.check_turn(s, int(arg))
        self.check_phase(s, action)

    @applies("out-of-turn")
    def check_turn(self, s: PieState, seat: int, action: str = THROW) -> None:
        if s.phase == "over":
            raise IllegalAction("The game is over: start a new one to play again.", GAME_OVER)
        if seat != s.to_act:
            raise IllegalAction(f"It is {possessive(words.name(s.to_act))} turn, not {words.whose(seat)}: a throw out of turn "
                                "does not count, and the turn stays where it was.", GENERAL["out-of-turn"])

    @applies("order-by-throw")
    def _step_seating(self, s: PieState, action) -> PieState:
        seat = s.to_act
        d = self.dice(s, 5)
        keys = list(s.keys)
        keys[seat] = (*keys[seat], sum(d))
        s = s._replace(n_thrown=s.n_thrown + 1, keys=tuple(keys), history=(*s.history, Throw(seat, "order", d, 0)))
        keys2, todo = _scarney.seating_next(s.keys, s.todo)
        if todo:
            return s._replace(to_act=todo[0], todo=todo[1:])
        order = _scarney.ranking(keys2)
        return s._replace(phase="turn", order=order, to_act=order[0])

    @applies("three-throws", "five-dead", "roles", "forfeit-roles")
    def _step_turn(self, s: PieState, action) -> PieState:
        v, seat = s.variant, s.to_act
        d = self.dice(s, dice_count(v.form) - s.aside)
        made = s.throws_made + 1
        aside, over, role = after_throw(v.form, s.aside, made, d)
        s = s._replace(n_thrown=s.n_thrown + 1, history=(*s.history, Throw(seat, "turn", d, aside)))
        if not over:
            return s._replace(aside=aside, throws_made=made)
        s = s._replace(aside=0, throws_made=0, turns=s.turns + 1)
        if role:
            s = s._replace(round_roles=(*s.round_roles, seat))
            if len(s.round_roles) == 3:
                s = self._round_complete(s)
                if s.phase == "over":
                    return s
        return s._replace(to_act=next_thrower(s.order, seat, s.round_roles, v.one_role_each))

    @applies("session", "forfeit-roles")
    def _round_complete(self, s: PieState) -> PieState:
        payer = s.round_roles[2]
        tokens = list(s.tokens)
        tokens[payer] -= 1
        s = s._replace(tokens=tuple(tokens), kitty=s.kitty + 1, done_roles=(*s.done_roles, Roles(*s.round_roles)),
                    round_roles=(), rounds_done=s.rounds_done + 1)
        if s.rounds_done >= s.variant.rounds:
            return s._replace(phase="over", to_act=None)
        return s

    def hand_of(self, view: dict):
        """A round of roles is a hand (the throws for the order of play come before the first)."""
        return "order" if view["phase"] == "seating" else view["rounds_done"]

    def view(self, s: PieState, seat: int) -> dict:
        v = s.variant
        n = v.players
        last = s.history[-1] if s.history else None
        return {
            "seat": seat, "phase": s.phase, "to_act": s.to_act, "names": [words.name(i) for i in range(n)],
            "order": list(s.order), "form": v.form, "wording": v.wording, "dice": dice_count(v.form),
            "target": target(v.form), "max_throws": max_throws(v.form), "aside": s.aside,
            "throws_made": s.throws_made, "round_roles": list(s.round_roles),
            "done_roles": [list(r) for r in s.done_roles], "rounds": v.rounds, "rounds_done": s.rounds_done,
            "role_nouns": [words.role_noun(v.wording, k) for k in range(3)],
            "role_phrases": [words.role_phrase(v.wording, k) for k in range(3)],
            "tokens": list(s.tokens), "kitty": s.kitty, "one_role_each": v.one_role_each,
            "seating": [list(k) for k in s.keys],
            "last": {"seat": last.seat, "kind": last.kind, "dice": list(last.dice), "aside": last.aside} if last else None,
            # rule: ask-score, score-corrections (every score and every throw is public, added by the engine)
            "history": [{"seat": h.seat, "kind": h.kind, "dice": list(h.dice), "aside": h.aside} for h in s.history],
            "turns": s.turns,
        }

    def is_over(self, s: PieState) -> bool:
        return s.phase == "over"

    def outcome(self, s: PieState) -> Outcome:
        best = max(s.tokens)
        winners = tuple(i for i, t in enumerate(s.tokens) if t == best)
        return Outcome(words.summary(s), winners, {i: float(t) for i, t in enumerate(s.tokens)})

    def describe(self, s: PieState, action) -> str:
        return words.describe(self, s, str(action))

    def ledger(self, s: PieState) -> int:
        return sum(s.tokens) + s.kitty

    def probe_actions(self, s: PieState) -> list:
        return [THROW, "draw", "bet 1", *(f"throw {x}" for x in range(s.variant.players) if x != s.to_act)]

    def bench(self, variant, seconds: float) -> dict:
        """Random legal games through the protocol with checks (new_game, legal_actions, apply), as the site runs."""
        from engine.core.bench import random_playouts

        return random_playouts(self, variant, seconds, checked=True)
