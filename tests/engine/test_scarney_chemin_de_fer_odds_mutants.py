"""Scarney Chemin de Fer's odds command in this process (the mutation run sees only these): its text and JSON against
the brute-force counts of the dice (tests/engine/test_scarney_chemin_de_fer_odds.py), each refusal with its option,
each option's bounds; casino baccarat's contrast by an independent walk through the tableau, card by card."""

from __future__ import annotations

import json
from argparse import Namespace
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.games.scarney_chemin_de_fer import settle
from engine.odds import scarney_chemin_de_fer as O
from tests.engine.test_scarney_chemin_de_fer_odds import FACES


def brute_shooter() -> dict[int, Fraction]:
    """The shooter's final point: test_scarney_chemin_de_fer_odds.py holds it equal to all 6^10 throws and draws
    (four seconds to count), so it is read here from the module rather than counted twice."""
    return O.shooter_distribution()


def pct(p: Fraction, places: int = 2) -> str:
    return f"{100 * p.numerator / p.denominator:.{places}f}%"


def frac(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def brute_versus(bp: int | None) -> dict[str, Fraction]:
    shooter = brute_shooter()
    banker = {bp: Fraction(1)} if bp is not None else shooter
    out = {"win": Fraction(0), "lose": Fraction(0), "stand_off": Fraction(0)}
    for b, pb in banker.items():
        for q, pq in shooter.items():
            out[("stand_off", "win", "lose")[settle(q, b)]] += pb * pq
    return out


def brute_draw(k: int, count: int) -> dict[int, Fraction]:
    out = dict.fromkeys(range(10), Fraction(0))
    for d in product(FACES, repeat=k):
        out[(count + sum(d)) % 10] += Fraction(1, 6 ** k)
    return out


@cache
def baccarat() -> dict[str, Fraction]:
    """Punto banco from an endless shoe, walked hand by hand: the player's and banker's two cards, the player's third
    on 0-5, the banker's by the standard tableau (on the player's third card, or on 0-5 when the player stood)."""
    card = {v: 4 if v == 0 else 1 for v in range(10)}   # ways out of 13: tens and faces count 0
    out = {"p": 0, "b": 0, "t": 0}                       # ways out of 13**6 (every hand weighed to six cards)

    def settle_(p: int, b: int, w: int) -> None:
        out["p" if p > b else "b" if b > p else "t"] += w

    banker_draws_on = {3: set(range(10)) - {8}, 4: set(range(2, 8)), 5: set(range(4, 8)), 6: {6, 7}}
    for p1, p2, b1, b2 in product(range(10), repeat=4):
        w = card[p1] * card[p2] * card[b1] * card[b2]
        p, b = (p1 + p2) % 10, (b1 + b2) % 10
        if p >= 8 or b >= 8:
            settle_(p, b, w * 13 * 13)
        elif p >= 6:
            if b <= 5:
                for y in range(10):
                    settle_(p, (b + y) % 10, w * card[y] * 13)
            else:
                settle_(p, b, w * 13 * 13)
        else:
            for x in range(10):
                pf = (p + x) % 10
                if b <= 2 or x in banker_draws_on.get(b, set()):
                    for y in range(10):
                        settle_(pf, (b + y) % 10, w * card[x] * card[y])
                else:
                    settle_(pf, b, w * card[x] * 13)
    return {k: Fraction(v, 13 ** 6) for k, v in out.items()}


def test_punto_banco_by_walking_the_tableau():
    want = baccarat()
    got = O.punto_banco()
    assert (got["player_wins"], got["banker_wins"], got["tie"]) == (want["p"], want["b"], want["t"])
    assert got["edge_on_banker_bet"] == want["p"] - want["b"] * Fraction(19, 20)
    assert got["edge_on_player_bet"] == want["b"] - want["p"]


def test_the_whole_odds_text_and_json(capsys):
    assert main(["odds", "scarney-chemin-de-fer", "--banker-point", "6", "--dead", "3", "--count", "10"]) == 0
    text = capsys.readouterr().out.rstrip("\n").split("\n")
    shooter, vb, pb = brute_shooter(), brute_versus(None), baccarat()
    want = ["Scarney Chemin de Fer: a shooter's final point (first throw and draw)"]
    want += [f"  {k}: {frac(v)} ({pct(v)})" for k, v in shooter.items()]
    want.append("A player against a banker playing the same rules: " + ", ".join(
        f"{k} {frac(vb[key])} ({pct(vb[key])})" for k, key in (("win", "win"), ("lose", "lose"),
                                                               ("stand-off", "stand_off"))))
    banker_edge = pb["p"] - pb["b"] * Fraction(19, 20)
    want.append(f"The banker's edge: 0/1 (an even game). Casino baccarat for contrast: {pct(banker_edge, 3)} on the "
                f"banker bet, {pct(pb['b'] - pb['p'], 3)} on the player bet.")
    v6 = brute_versus(6)
    want.append("Against a banker's 6: " + ", ".join(
        f"{k} {frac(v6[key])} ({pct(v6[key])})" for k, key in (("win", "win"), ("lose", "lose"),
                                                              ("stand-off", "stand_off"))))
    d = brute_draw(3, 10)
    want.append("Drawing 3 dead dice to a count of 10: " + ", ".join(f"{k}: {frac(v)}" for k, v in d.items() if v))
    assert text == want

    assert main(["odds", "scarney-chemin-de-fer", "--json", "--banker-point", "0", "--dead", "5"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "scarney-chemin-de-fer"
    assert {int(k): Fraction(v) for k, v in data["final_point"].items()} == shooter
    assert {int(k): v for k, v in data["final_point_decimal"].items()} == {k: float(v) for k, v in shooter.items()}
    assert {k: Fraction(v) for k, v in data["versus_banker"].items()} == vb
    assert data["versus_banker_decimal"] == {k: float(v) for k, v in vb.items()}
    assert data["versus_point"] == {"banker_point": 0, **{k: frac(v) for k, v in brute_versus(0).items()}}
    assert data["draw"] == {"dead": 5, "count": 0, "final_point": {str(k): frac(v) for k, v in brute_draw(5, 0).items()}}
    assert Fraction(data["punto_banco"]["tie"]["fraction"]) == pb["t"]
    assert data["banker_edge"] == {"fraction": "0/1", "decimal": 0.0}   # the same rules for both: an even game
    totals = dict.fromkeys(range(31), 0)
    for t in product(FACES, repeat=5):
        totals[sum(t)] += 1
    assert {int(k): Fraction(v) for k, v in data["five_dice_total"].items()} == {
        t: Fraction(c, 6 ** 5) for t, c in totals.items()}
    firsts = dict.fromkeys(range(10), Fraction(0))
    for t, c in totals.items():
        firsts[t % 10] += Fraction(c, 6 ** 5)
    assert {int(k): Fraction(v) for k, v in data["first_throw_point"].items()} == firsts
    assert data["text"].startswith("Scarney Chemin de Fer:")
    assert "versus_point" not in O.odds(Namespace(banker_point=None, dead=None, count=0))


@pytest.mark.parametrize("kw,field,words", [
    ({"banker_point": -1}, "--banker-point", "a point is a whole number from 0 to 9"),
    ({"banker_point": 10}, "--banker-point", "a point is a whole number from 0 to 9"),
    ({"dead": 0}, "--dead", "a draw throws 1 to 5 dead dice; the count left lying is 0 to 24"),
    ({"dead": 6}, "--dead", "a draw throws 1 to 5 dead dice; the count left lying is 0 to 24"),
    ({"dead": 1, "count": -1}, "--dead", "a draw throws 1 to 5 dead dice; the count left lying is 0 to 24"),
    ({"dead": 1, "count": 25}, "--dead", "a draw throws 1 to 5 dead dice; the count left lying is 0 to 24"),
])
def test_refusals_past_the_parser_name_the_option(kw, field, words):
    with pytest.raises(BadInput) as info:
        O.odds(Namespace(**({"banker_point": None, "dead": None, "count": 0} | kw)))
    assert (info.value.what, info.value.reason) == (field, words)


def test_each_bound_accepted():
    for kw in ({"banker_point": 9}, {"dead": 1, "count": 24}, {"dead": 5, "count": 0}):
        O.odds(Namespace(**({"banker_point": None, "dead": None, "count": 0} | kw)))


def test_the_options_bounds_and_defaults():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    d = p.parse_args([])
    assert (d.banker_point, d.dead, d.count) == (None, None, 0)
    for opt, ok, bad in (("--banker-point", ["0", "9"], ["-1", "10"]), ("--dead", ["1", "5"], ["0", "6"]),
                         ("--count", ["0", "24"], ["-1", "25"])):
        for value in ok:
            assert getattr(p.parse_args([opt, value]), opt[2:].replace("-", "_")) == int(value)
        for value in bad:
            with pytest.raises(BadInput):
                p.parse_args([opt, value])
    help_text = " ".join(p.format_help().split())
    assert "--banker-point BANKER_POINT the banker's point, 0-9, once it is made" in help_text
    assert "--dead DEAD during a draw: the dead dice to throw (1-5)" in help_text
    assert "--count COUNT during a draw: the count of the numbered dice left lying" in help_text
