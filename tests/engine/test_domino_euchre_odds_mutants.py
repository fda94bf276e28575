"""Domino Euchre's odds and simulate commands in this process (the mutation run sees only these): the text and JSON
against counts written here (binomial counts of the trump tiles; partner's five of the 22 tiles one cannot see), each
refusal with its option, each option's bounds, which two computer players a match sets against each other. The rules
(which tiles are trumps, which suit a turn-up proposes, the bowers) are the engine's."""

from __future__ import annotations

import io
import json
from argparse import Namespace
from contextlib import redirect_stdout
from fractions import Fraction
from math import comb

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "domino-euchre", *argv]) == 0
    return out.getvalue()


def pct(p: Fraction) -> str:
    return f"{100 * p.numerator / p.denominator:.2f}%"


def blind(k: int) -> Fraction:
    return Fraction(comb(8, k) * comb(20, 5 - k), comb(28, 5))      # k of the 8 trumps among 5 of 28 tiles


def after(k: int) -> Fraction:
    return Fraction(comb(7, k) * comb(20, 5 - k), comb(27, 5))      # the turn-up one of them: 7 left in 27


def proposes(t: int) -> Fraction:
    return Fraction(sum(1 for c in range(28) if D.lead_suit(c, -1) == t), 28)


def test_the_tables_text_and_json():
    text = run().rstrip("\n").split("\n")
    want = ["Trumps in five tiles (the same for every trump suit: each has eight tiles):"]
    want += [f"  {k}: {pct(blind(k))} blind, {pct(after(k))} once the turn-up proposed it" for k in range(6)]
    want += [f"  turn-up proposes {D.SUITS[t]}: {proposes(t).numerator}/{proposes(t).denominator}" for t in range(7)]
    assert text == want
    data = json.loads(run("--json"))
    assert data["game"] == "domino-euchre" and data["text"] == "\n".join(want)
    rows = data["trump_counts"]
    assert [r["trump"] for r in rows] == list(D.SUITS)
    for t, r in enumerate(rows):
        assert r["trumps"] == sum(1 for c in range(28) if D.is_trump(c, t)) == 8
        assert Fraction(r["proposed"]["fraction"]) == proposes(t)
        assert r["order"] == [D.TEXT[c] for c in D.trump_order(t)]
        assert [(x["k"], Fraction(x["fraction"])) for x in r["blind"]] == [(k, blind(k)) for k in range(6)]
        assert [(x["k"], Fraction(x["fraction"])) for x in r["after_turnup"]] == [(k, after(k)) for k in range(6)]
    assert O.odds(Namespace(hand=None, turnup=None))["game"] == "domino-euchre"   # called without the CLI's game


def test_partners_bowers_for_a_hand_in_text_and_json():
    hand, up = "6-6 5-5 5-4 3-1 2-0", "5-3"
    t = D.lead_suit(D.parse_tile(up), -1)
    right, left = D.right_bower(t), D.left_bower(t)
    seen = {D.parse_tile(w) for w in hand.split()} | {D.parse_tile(up)}
    one = {c: Fraction(0) if c in seen else Fraction(5, 22) for c in (right, left)}   # five of the 22 unseen
    both = Fraction(0) if seen & {right, left} else Fraction(5 * 4, 22 * 21)
    last = run("--hand", hand, "--turnup", up).rstrip("\n").split("\n")[-1]
    assert last == (f"Partner holds the right bower {D.TEXT[right]}: {pct(one[right])}; the left {D.TEXT[left]}: "
                    f"{pct(one[left])}; both: {pct(both)}.")
    data = json.loads(run("--json", "--hand", hand.replace(" ", ","), "--turnup", up))
    assert data["hand"] == [D.TEXT[D.parse_tile(w)] for w in hand.split()] and data["turnup"] == D.TEXT[D.parse_tile(up)]
    pb = data["partner_bowers"]
    assert (pb["trump"], pb["unseen"], pb["right_tile"], pb["left_tile"]) == (D.SUITS[t], 22, D.TEXT[right],
                                                                               D.TEXT[left])
    assert [Fraction(pb[k]["fraction"]) for k in ("right", "left", "both")] == [one[right], one[left], both]


@pytest.mark.parametrize("hand,turnup,words", [
    ("6-6 5-5 5-4 3-1 2-0", None, "give both --hand and --turnup"),
    (None, "5-3", "give both --hand and --turnup"),
    ("6-6 5-5 5-4 3-1", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 5-5 5-4 3-1 2-0 1-0", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 6-6 5-4 3-1 2-0", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 5-5 5-4 3-1 2-0", "6-6", "five different tiles, and a turn-up that is not one of them"),
])
def test_the_refusals_name_the_hand(hand, turnup, words):
    with pytest.raises(BadInput) as info:
        O.odds(Namespace(hand=hand, turnup=turnup))
    assert (info.value.what, info.value.reason) == ("--hand", words)


def test_a_tile_that_is_no_tile_is_refused_with_the_sets_words():
    with pytest.raises(ValueError) as tile:
        D.parse_tile("7-7")
    with pytest.raises(BadInput) as info:
        O.odds(Namespace(hand="6-6 5-5 5-4 3-1 2-0", turnup="7-7"))
    assert (info.value.what, info.value.reason) == ("--hand", str(tile.value))


def test_the_options_bounds_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    O.add_simulate_arguments(p)
    d = p.parse_args([])
    assert (d.hand, d.turnup, d.bot_a) == (None, None, None)
    for opt, ok, bad in (("--hand", "6" * 120, "6" * 121), ("--turnup", "6" * 20, "6" * 21),
                         ("--bot-a", "r" * 60, "r" * 61)):
        assert getattr(p.parse_args([opt, ok]), opt[2:].replace("-", "_")) == ok
        with pytest.raises(BadInput):
            p.parse_args([opt, bad])
    help_text = " ".join(p.format_help().split())
    for example in ("--hand HAND your five tiles, e.g. '6-6 5-5 5-4 3-1 2-0'", "--turnup TURNUP the turn-up tile, "
                    "e.g. '5-3'", "--bot-a BOT_A the first of the two computer players to match (the second: --bots' "
                    "second, else rule-of-thumb); or --bots A,B"):
        assert example in help_text


@pytest.mark.parametrize("bots,bot_a,want", [
    (None, None, ["sampler", "rule-of-thumb"]), ("random,random", None, ["random", "random"]),
    (None, "random", ["random", "rule-of-thumb"]), ("sampler", "random", ["random", "sampler"]),
    ("rule-of-thumb,sampler", "random", ["random", "sampler"])])
def test_which_two_computer_players_a_match_sets_against_each_other(bots, bot_a, want, monkeypatch):
    """The keys only: the match itself (whole games, sampled players) is timed elsewhere; here it is handed the keys
    and returns them."""
    monkeypatch.setattr(O, "simulate_match", lambda game, variant, games, seed, keys: keys)
    args = Namespace(bots=bots, bot_a=bot_a, game_obj=GAME, variant_obj=GAME.Variant(), hands=1, seed=1)
    assert O.simulate(args) == want


def test_a_short_match_between_two_players():
    r = O.simulate_match(GAME, GAME.Variant(), 2, 1, ["random", "rule-of-thumb"])
    assert r["bots"] == ["random", "rule-of-thumb"] and r["n"] == 2
    assert [row["games"] for row in r["per_bot"]] == [2, 2]
