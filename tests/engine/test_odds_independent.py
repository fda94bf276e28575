"""Figures the pages and the command line show that no test compared with an independent count (the figure audit,
tests/audit/figures.py, found them): each is counted here by enumeration or by a counting formula written in the
test, never by the odds module's own helpers. A game's rule (a pip value, when a shooter must draw) comes from the
engine: the rule is not what is checked here, the counting is."""

from __future__ import annotations

import io
import itertools
import json
from contextlib import redirect_stdout
from fractions import Fraction
from math import comb, factorial

import pytest

from engine.cli import main


def cli_json(*argv: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main([*argv, "--json"]) == 0
    return json.loads(out.getvalue())


def as_fraction(p: dict) -> Fraction:
    return Fraction(p["fraction"])


# -- Euchre: the bowers in one's own hand ----------------------------------------------------------------------------
@pytest.mark.parametrize("pack_size,variant", [(24, "standard"), (32, "civil-war")])
def test_euchre_bower_table_by_counting_every_hand(pack_size, variant):
    from engine.odds.euchre import bower_table

    right, left = 0, 1   # any two named cards of the pack: the count does not care which
    hands = at_least_one = both = has_right = 0
    for five in itertools.combinations(range(pack_size), 5):
        hands += 1
        r, l_ = right in five, left in five
        at_least_one += r or l_
        both += r and l_
        has_right += r
    want = {"at_least_one": Fraction(at_least_one, hands), "both": Fraction(both, hands),
            "right": Fraction(has_right, hands)}
    assert bower_table(pack_size) == want
    shown = cli_json("odds", "euchre", "--variant", variant)["bowers_in_own_hand"]
    assert {k: as_fraction(v) for k, v in shown.items()} == want


# -- Scarney Chemin de Fer: every throw of five dice -----------------------------------------------------------------
def test_scarney_five_dice_and_the_draw_by_every_throw():
    from engine.games._scarney import DEAD, FACES
    from engine.games.scarney_chemin_de_fer import must_draw
    from engine.odds import scarney_chemin_de_fer as O

    for n in range(1, 6):
        totals: dict[tuple[int, int], int] = {}
        for throw in itertools.product(FACES, repeat=n):
            key = (sum(throw), throw.count(DEAD))
            totals[key] = totals.get(key, 0) + 1
        ways = len(FACES) ** n
        assert O.throw_distribution(n) == {k: Fraction(w, ways) for k, w in totals.items()}
        sums: dict[int, int] = {}
        for (c, _), w in totals.items():
            sums[c] = sums.get(c, 0) + w
        assert O.sum_distribution(n) == {c: Fraction(w, ways) for c, w in sums.items()}
    draws = sum(1 for t in itertools.product(FACES, repeat=5) if must_draw(sum(t), t.count(DEAD)))
    assert O.draw_chance() == Fraction(draws, len(FACES) ** 5)
    assert as_fraction(cli_json("odds", "scarney-chemin-de-fer")["must_draw"]) == Fraction(draws, len(FACES) ** 5)


# -- Commerce: every table the Odds tab shows -------------------------------------------------------------------------
def test_commerce_all_tables_are_every_pack_and_limit_counted_by_hand():
    from engine.games.commerce import hands as H
    from engine.odds.commerce import all_tables

    tables = all_tables()
    assert sorted((t["pack"], t["limited"]) for t in tables) == sorted(
        (p, lim) for p in (52, 32) for lim in ("none", "no-pair", "no-pair-no-flush"))
    for t in tables:
        counts: dict[str, int] = {}
        for h in itertools.combinations(H.pack_ids(t["pack"]), 3):
            name = H.CLASS_NAME[H.classify(h, t["limited"])]
            counts[name] = counts.get(name, 0) + 1
        assert t["total"] == comb(t["pack"], 3)
        assert {r["combination"]: r["count"] for r in t["rows"]} == counts
        assert all(r["probability"] == Fraction(r["count"], t["total"]) for r in t["rows"])


# -- Call-Ace: where the partner tile is -------------------------------------------------------------------------------
def _deals_with_tile_at(players: int, unseen: int) -> tuple[Fraction, Fraction]:
    """Of every way to deal the unseen tiles (five to each other player, the rest out of play): the share with one
    given tile at one given other player, and out of play. Multinomial counts, written out."""
    out = unseen - 5 * (players - 1)
    def ways(hands: list[int]) -> int:
        w = factorial(sum(hands))
        for k in hands:
            w //= factorial(k)
        return w
    total = ways([5] * (players - 1) + [out])
    at_one = ways([4] + [5] * (players - 2) + [out])
    undealt = ways([5] * (players - 1) + [out - 1])
    return Fraction(at_one, total), Fraction(undealt, total)


@pytest.mark.parametrize("players", [4, 5])
def test_call_ace_partner_tile_rows_by_counting_the_deals(players):
    data = cli_json("odds", "call-ace", "--players", str(players))
    at_one, out = _deals_with_tile_at(players, 28 - 5 - 1)
    assert data["players"] == players
    assert [as_fraction(r) for r in data["partner_tile"]] == [at_one, out]
    # and by enumeration for one seat: the hands of five from the 22 unseen that hold the tile
    hands = list(itertools.combinations(range(22), 5))
    assert Fraction(sum(1 for h in hands if 0 in h), len(hands)) == at_one


def test_call_ace_partner_tile_odds_by_counting_the_deals():
    import random

    from engine.games.call_ace import GAME
    from engine.odds.domino_euchre import partner_tile_odds

    s, r = GAME.new_game(GAME.Variant(), 0), random.Random(0)
    view = GAME.view(s, 0)
    assert partner_tile_odds(view) is None            # no partner called yet: nothing to say
    while view.get("partner_suit") is None:
        s = GAME.apply(s, r.choice(GAME.legal_actions(s)))
        view = GAME.view(s, 0)
    assert view["phase"] == "play" and not view["trick"]   # before a tile is played: nothing else is known
    got = partner_tile_odds(view)
    suit = view["partner_suit"]
    assert got["tile"] == f"{suit}-{suit}"            # the called doublet
    assert got["tile"] not in view["hand"]
    at_one, out = _deals_with_tile_at(view["players"], 28 - 5 - 1)
    assert got["where"] == {1: at_one, 2: at_one, 3: at_one, "out": out}
