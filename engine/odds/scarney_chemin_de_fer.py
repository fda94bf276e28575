"""Exact odds of Scarney Chemin de Fer, by exact convolution over the five Scarney dice (fractions throughout).

Every rule comes from the engine: the point (``_scarney.point``), when a shooter must draw (``must_draw``) and how a
player is settled (``settle``). The tests check every figure here against brute-force enumeration of the dice
(all 6^5 first throws and all 6^k draws, face by face).

- ``shooter_distribution()``: the final point 0-9 of a shooter, first throw and draw included;
- ``draw_distribution(k, count)``: with k dead dice to throw and a count already made, the final point;
- ``versus(banker_point)`` and ``versus_banker()``: a player's win, lose and stand-off chances;
- ``total_distribution()`` / ``first_point_distribution()``: the five-dice total (0-30) and its point;
- ``banker_edge()``: zero, exactly; ``punto_banco()``: casino baccarat's edges for contrast;
- ``live(view)``: what the table's live odds show for a seat's view (the page's right column).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from engine.core.inputs import arg_int
from engine.games import _scarney
from engine.games._scarney import point
from engine.games.scarney_chemin_de_fer import GAME, must_draw, settle
from engine.odds import fraction_text, percent, prob

SIDES = len(_scarney.FACES)
DIE = {v: Fraction(w, SIDES) for v, w in _scarney.WAYS.items()}  # dead (0) two in six, 1 3 4 6 one each


@cache
def throw_distribution(n: int) -> dict[tuple[int, int], Fraction]:
    """n dice: (total of the numbered dice, number of dead dice) -> chance."""
    dist = {(0, 0): Fraction(1)}
    for _ in range(n):
        nxt: dict[tuple[int, int], Fraction] = {}
        for (c, k), p in dist.items():
            for v, q in DIE.items():
                key = (c + v, k + (v == _scarney.DEAD))
                nxt[key] = nxt.get(key, 0) + p * q
        dist = nxt
    return dist


@cache
def sum_distribution(n: int) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for (c, _), p in throw_distribution(n).items():
        out[c] = out.get(c, 0) + p
    return out


def draw_distribution(k: int, count: int) -> dict[int, Fraction]:
    """The final point when k dead dice are thrown and ``count`` is already made (0-9, every point listed)."""
    out = {p: Fraction(0) for p in range(10)}
    for c, p in sum_distribution(k).items():
        out[point(count + c)] += p
    return out


@cache
def shooter_distribution() -> dict[int, Fraction]:
    """The final point of a shooter (banker or player: the same rules), 0 to 9."""
    out = {p: Fraction(0) for p in range(10)}
    for (c, k), p in throw_distribution(5).items():
        if must_draw(c, k):
            for q, r in draw_distribution(k, c).items():
                out[q] += p * r
        else:
            out[point(c)] += p
    return out


@cache
def total_distribution() -> dict[int, Fraction]:
    """The five-dice total 0 to 30 (the throw for the bank and the seats)."""
    return {t: sum_distribution(5).get(t, Fraction(0)) for t in range(31)}


@cache
def first_point_distribution() -> dict[int, Fraction]:
    out = {p: Fraction(0) for p in range(10)}
    for t, p in total_distribution().items():
        out[point(t)] += p
    return out


def draw_chance() -> Fraction:
    """The chance a shooter must draw."""
    return sum((p for (c, k), p in throw_distribution(5).items() if must_draw(c, k)), Fraction(0))


def versus(banker_point: int) -> dict[str, Fraction]:
    """A player's chances against a banker's point already made."""
    out = {"win": Fraction(0), "lose": Fraction(0), "stand_off": Fraction(0)}
    for q, p in shooter_distribution().items():
        out[("stand_off", "win", "lose")[settle(q, banker_point)]] += p
    return out


@cache
def versus_banker() -> dict[str, Fraction]:
    """A player's chances against a banker who throws by the same rules (before either throws)."""
    out = {"win": Fraction(0), "lose": Fraction(0), "stand_off": Fraction(0)}
    for b, pb in shooter_distribution().items():
        for k, x in versus(b).items():
            out[k] += pb * x
    return out


def banker_edge() -> Fraction:
    """What the bank wins per chip bet, on average: lose minus win for the player. Exactly zero."""
    v = versus_banker()
    return v["lose"] - v["win"]


def live(view: dict) -> dict:
    """The table's live odds from a seat's view: ``final``, the final point's chances now (the shooter's, drawing
    ``draw`` = (dead dice, count made) when he draws, else any shooter's before he throws); ``versus``, a player's
    win, lose and stand-off chances not yet thrown (against the bank's point once it is made)."""
    draw = (view["dead_aside"], view["count"]) if view["phase"] == "draw" else None
    point_ = view["banker_point"]
    return {"draw": draw, "final": draw_distribution(*draw) if draw else shooter_distribution(),
            "versus": versus_banker() if point_ is None else versus(point_)}


# -- casino baccarat (punto banco) for contrast: an endless shoe, the standard drawing rules ----------------------

CARD = {0: Fraction(4, 13), **{v: Fraction(1, 13) for v in range(1, 10)}}  # tens and faces count 0


def _banker_draws(b: int, third: int | None) -> bool:
    if third is None:
        return b <= 5
    return (b <= 2 or (b == 3 and third != 8) or (b == 4 and 2 <= third <= 7) or (b == 5 and 4 <= third <= 7)
            or (b == 6 and third in (6, 7)))


@cache
def punto_banco() -> dict[str, Fraction]:
    """Casino baccarat's chances (player win, banker win, tie) and the house's edge on each bet (banker pays 19/20)."""
    two = {t: Fraction(0) for t in range(10)}
    for a, pa in CARD.items():
        for b, pb in CARD.items():
            two[(a + b) % 10] += pa * pb
    pw = bw = tie = Fraction(0)
    for p2, pp in two.items():
        for b2, pb in two.items():
            base = pp * pb
            outcomes: list[tuple[int, int, Fraction]] = []
            if p2 >= 8 or b2 >= 8:
                outcomes.append((p2, b2, Fraction(1)))
            elif p2 <= 5:
                for x, px in CARD.items():
                    pf = (p2 + x) % 10
                    if _banker_draws(b2, x):
                        outcomes += [(pf, (b2 + y) % 10, px * py) for y, py in CARD.items()]
                    else:
                        outcomes.append((pf, b2, px))
            elif _banker_draws(b2, None):
                outcomes += [(p2, (b2 + y) % 10, py) for y, py in CARD.items()]
            else:
                outcomes.append((p2, b2, Fraction(1)))
            for pf, bf, w in outcomes:
                if pf > bf:
                    pw += base * w
                elif bf > pf:
                    bw += base * w
                else:
                    tie += base * w
    return {"player_wins": pw, "banker_wins": bw, "tie": tie,
            "edge_on_banker_bet": pw - bw * Fraction(19, 20), "edge_on_player_bet": bw - pw}


# -- the command line ------------------------------------------------------------------------------------------------

def add_odds_arguments(p) -> None:
    p.add_argument("--banker-point", type=arg_int(0, 9), default=None, help="the banker's point, 0-9, once it is made")
    p.add_argument("--dead", type=arg_int(1, 5), default=None, help="during a draw: the dead dice to throw (1-5)")
    p.add_argument("--count", type=arg_int(0, 24), default=0, help="during a draw: the count of the numbered dice left lying")


def _fractions(d: dict) -> dict[str, str]:
    return {str(k): fraction_text(Fraction(v)) for k, v in d.items()}


def odds(args) -> dict:
    from engine.core.errors import BadInput

    dist = shooter_distribution()
    vb = versus_banker()
    data: dict = {
        "game": GAME.slug,
        "final_point": _fractions(dist),
        "final_point_decimal": {str(k): float(v) for k, v in dist.items()},
        "versus_banker": _fractions(vb),
        "versus_banker_decimal": {k: float(v) for k, v in vb.items()},
        "banker_edge": prob(banker_edge()),
        "must_draw": prob(draw_chance()),
        "five_dice_total": _fractions(total_distribution()),
        "first_throw_point": _fractions(first_point_distribution()),
        "punto_banco": {k: prob(v) for k, v in punto_banco().items()},
    }
    lines = ["Scarney Chemin de Fer: a shooter's final point (first throw and draw)"]
    lines += [f"  {k}: {fraction_text(v)} ({percent(v)})" for k, v in dist.items()]
    lines.append("A player against a banker playing the same rules: " + ", ".join(
        f"{k.replace('_', '-')} {fraction_text(v)} ({percent(v)})" for k, v in vb.items()))
    lines.append(f"The banker's edge: {fraction_text(banker_edge())} (an even game). Casino baccarat for contrast: "
                 f"{percent(punto_banco()['edge_on_banker_bet'], 3)} on the banker bet, "
                 f"{percent(punto_banco()['edge_on_player_bet'], 3)} on the player bet.")
    if args.banker_point is not None:
        if not 0 <= args.banker_point <= 9:
            raise BadInput("--banker-point", "a point is a whole number from 0 to 9")
        vs = versus(args.banker_point)
        data["versus_point"] = {"banker_point": args.banker_point, **_fractions(vs)}
        lines.append(f"Against a banker's {args.banker_point}: " + ", ".join(
            f"{k.replace('_', '-')} {fraction_text(v)} ({percent(v)})" for k, v in vs.items()))
    if args.dead is not None:
        if not 1 <= args.dead <= 5 or not 0 <= args.count <= 24:
            raise BadInput("--dead", "a draw throws 1 to 5 dead dice; the count left lying is 0 to 24")
        dd = draw_distribution(args.dead, args.count)
        data["draw"] = {"dead": args.dead, "count": args.count, "final_point": _fractions(dd)}
        lines.append(f"Drawing {args.dead} dead dice to a count of {args.count}: " + ", ".join(
            f"{k}: {fraction_text(v)}" for k, v in dd.items() if v))
    data["text"] = "\n".join(lines)
    return data
