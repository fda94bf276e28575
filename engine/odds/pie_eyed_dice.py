"""Exact odds of Scarney Pie-Eyed Dice (fractions throughout).

The turn's rule (dead dice set aside, up to three throws, how many dead take a role) is the engine's
``after_throw``; the order of turns and who sits out is the engine's ``next_thrower``. Here:

- ``turn_chance(form, aside, throws_made)``: the chance the player now throwing takes a role this turn;
- ``role_chances(...)``: for each player, the chance he ends with the first, second and third role of the round,
  from any moment of the round (whose turn, the roles already taken, the dice already set aside);
- ``live(view)``: what the table's live odds show for a seat's view; ``all_dead_chance(form)``: one throw all dead;
- the CLI's ``odds pie-eyed-dice [--dead 4] [--dice 2]``.

Each die is dead with chance 2/6; the chance of k dead among m thrown is binomial, and the tests check every figure
against brute-force enumeration of the dice face by face.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

from engine.core.inputs import arg_int
from engine.games import _scarney
from engine.games.pie_eyed_dice import GAME, PieVariant, active, after_throw, next_thrower
from engine.games.pie_eyed_dice.rules import dice_count
from engine.odds import fraction_text, percent, prob

P_DEAD = Fraction(_scarney.WAYS[_scarney.DEAD], len(_scarney.FACES))


def _dice(m: int, dead: int) -> tuple[int, ...]:
    return (_scarney.DEAD,) * dead + (1,) * (m - dead)


@cache
def turn_chance(form: str, aside: int = 0, throws_made: int = 0) -> Fraction:
    """The chance the player to throw takes a role before his turn ends (``aside`` dead set aside already)."""
    m = dice_count(form) - aside
    total = Fraction(0)
    for k in range(m + 1):
        pk = comb(m, k) * P_DEAD**k * (1 - P_DEAD) ** (m - k)
        new_aside, over, role = after_throw(form, aside, throws_made + 1, _dice(m, k))
        total += pk * (1 if role else 0 if over else turn_chance(form, new_aside, throws_made + 1))
    return total


def role_chances(order: tuple[int, ...], start: int, holders: tuple[int, ...] = (), form: str = "five",
                 one_role_each: bool = True, aside: int = 0, throws_made: int = 0) -> dict[int, list[Fraction]]:
    """For each seat, [P(first role), P(second role), P(third role)] of this round, ``start`` throwing now
    (``aside`` and ``throws_made`` describe his turn so far); roles already taken count as certain."""
    out = {s: [Fraction(0)] * 3 for s in order}
    for k, seat in enumerate(holders):
        out[seat][k] = Fraction(1)
    p0 = turn_chance(form, aside, throws_made)
    for seat, chances in _rest(order, start, holders, form, one_role_each, p0).items():
        for k in range(len(holders), 3):
            out[seat][k] += chances[k]
    return out


@cache
def _rest(order, start, holders, form, one_role_each, p0) -> dict[int, tuple[Fraction, ...]]:
    if len(holders) == 3:
        return {}
    p = turn_chance(form)
    ring = active(order, start, holders, one_role_each)
    a = len(ring)
    cycle = 1 - (1 - p) ** a
    acc: dict[int, list[Fraction]] = {s: [Fraction(0)] * 3 for s in order}
    for i, seat in enumerate(ring):
        if i == 0:
            first = p0 + (1 - p0) * (1 - p) ** (a - 1) * p / cycle
        else:
            first = (1 - p0) * (1 - p) ** (i - 1) * p / cycle
        acc[seat][len(holders)] += first
        now = (*holders, seat)
        if len(now) < 3:
            nxt = next_thrower(order, seat, now, one_role_each)
            for s2, ch in _rest(order, nxt, now, form, one_role_each, p).items():
                for k in range(len(now), 3):
                    acc[s2][k] += first * ch[k]
    return {s: tuple(v) for s, v in acc.items()}


def view_chances(view: dict) -> dict[int, list[Fraction]]:
    """Role chances from a seat's view of the table (the page's live widget)."""
    order = tuple(view["order"])
    return role_chances(order, view["to_act"], tuple(view["round_roles"]), view["form"], view["one_role_each"],
                        view["aside"], view["throws_made"])


def live(view: dict) -> dict:
    """The table's live odds from a seat's view: ``turn``, the chance the turn now (or, before the order of play is
    set, any turn) takes a role; ``chances``, each player's role chances this round (None until a turn is under
    way)."""
    if view["phase"] != "turn":
        return {"turn": turn_chance(view["form"]), "chances": None}
    return {"turn": turn_chance(view["form"], view["aside"], view["throws_made"]), "chances": view_chances(view)}


def all_dead_chance(form: str) -> Fraction:
    """The chance one throw of all the form's dice shows every one dead."""
    return P_DEAD ** dice_count(form)


# -- the command line ------------------------------------------------------------------------------------------------

def add_odds_arguments(p) -> None:
    p.add_argument("--dead", type=arg_int(4, 5), choices=(4, 5), default=None,
                   help="dead dice that take a role (4: the four-dead form)")
    p.add_argument("--dice", type=arg_int(2, 5), choices=(2, 5), default=None, help="dice thrown (2: the two-dice form)")
    p.add_argument("--players", type=arg_int(3, 8), default=None, help="players at the table (for each one's chances)")


def odds(args) -> dict:
    from engine.core.errors import BadInput

    v: PieVariant = args.variant_obj
    form = v.form
    if args.dice == 2:
        if args.dead == 4:
            raise BadInput("--dead", "the two-dice form takes a role with two dead dice; --dead 4 is the five-dice form's")
        form = "two"
    elif args.dead == 4:
        form = "four"
    elif args.dead == 5 or args.dice == 5:
        form = "five"
    n = args.players or v.players
    if not 3 <= n <= 8:
        raise BadInput("--players", "Pie-Eyed Dice here takes 3 to 8 players")
    p = turn_chance(form)
    order = tuple(range(n))
    roles = role_chances(order, 0, (), form, v.one_role_each)
    nouns = [GAME.view(GAME.new_game(v), 0)["role_nouns"][k] for k in range(3)]
    data = {
        "game": GAME.slug, "form": form, "dice": dice_count(form), "players": n,
        "per_turn": prob(p),
        "per_throw_all_dead": prob(P_DEAD ** dice_count(form)),
        "roles": [{"position": i + 1, "first": prob(roles[i][0]), "second": prob(roles[i][1]),
                   "third": prob(roles[i][2]), "none": prob(1 - sum(roles[i]))} for i in range(n)],
        "role_names": nouns,
    }
    lines = [f"Pie-Eyed Dice, {form} form: the chance a turn takes a role: {fraction_text(p)} ({percent(p)})",
             f"{n} players, from the first to throw (roles: {', '.join(nouns)}):"]
    for i in range(n):
        lines.append(f"  {i + 1}: " + ", ".join(f"{fraction_text(x)} ({percent(x)})" for x in roles[i]))
    data["text"] = "\n".join(lines)
    return data
