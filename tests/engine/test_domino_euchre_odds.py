"""Domino Euchre's odds: exact counts checked against brute force, the simulations' shapes, the command line."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from fractions import Fraction
from math import comb

from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O


def test_bower_odds_match_brute_force():
    hand, up = ["6-6", "6-5", "4-1", "3-2", "2-0"], "5-3"
    b = O.bower_odds(hand, up)
    unseen = [c for c in range(28) if D.TEXT[c] not in hand + [up]]
    right, left = D.right_bower(5), D.left_bower(5)
    count = {"right": 0, "left": 0, "both": 0}
    total = 0
    for five in itertools.combinations(unseen, 5):
        total += 1
        count["right"] += right in five
        count["left"] += left in five
        count["both"] += right in five and left in five
    for k in count:
        assert b[k] == Fraction(count[k], total)
    assert total == comb(22, 5)


def test_trump_counts_are_exact_and_sum_to_one():
    rows = O.trump_count_table()
    assert len(rows) == 7 and all(r["trumps"] == 8 for r in rows)
    for r in rows:
        assert sum(r["blind"]) == 1 and sum(r["after_turnup"]) == 1
        assert r["blind"][2] == Fraction(comb(8, 2) * comb(20, 3), comb(28, 5))
    assert sum(r["proposed"] for r in rows) == 1 and rows[6]["proposed"] == Fraction(7, 28)


def _late_view():
    """A four-handed hand three tricks in, seen by seat 0."""
    s = GAME.new_game(GAME.Variant(), 12)
    s = GAME.apply(s, "accept")
    while len(s.tricks) < 4:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    while s.to_act != 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s, GAME.view(s, 0)


def test_whereabouts_match_brute_force():
    s, view = _late_view()
    unseen, allowed, caps = O._world(view)
    # brute force: every way to give each other seat its count of the unseen tiles (the rest out of play)
    n = view["players"]
    seats = [h for h in range(1, n) if caps[h]]
    tile = unseen[0]
    hits: dict = {}
    total = 0

    def deal(i, left, where):
        nonlocal total
        if i == len(seats):
            if all(allowed[c] >> n & 1 for c in left):
                total += 1
                h = where.get(tile, n)
                hits[h] = hits.get(h, 0) + 1
            return
        h = seats[i]
        for five in itertools.combinations(sorted(left), caps[h]):
            if all(allowed[c] >> h & 1 for c in five):
                deal(i + 1, left - set(five), where | dict.fromkeys(five, h))

    deal(0, set(unseen), {})
    got = O.whereabouts(view, tile)
    for h, k in hits.items():
        assert got["out" if h == n else h] == Fraction(k, total)
    assert sum(v for k, v in got.items() if k != "by") == 1


def test_trumps_out_in_play():
    s, view = _late_view()
    r = O.trumps_out(view)
    assert r["trump"] == D.SUITS[s.trump]
    for row in r["seats"]:
        assert 0 <= row["some"] <= 1


def test_partner_tile_standing():
    rows4, rows5 = O.partner_tile_standing(4), O.partner_tile_standing(5)
    assert rows4[0]["p"] == Fraction(5, 22) and rows4[1]["p"] == Fraction(7, 22)
    assert rows5[1]["p"] == Fraction(2, 22)
    assert 3 * rows4[0]["p"] + rows4[1]["p"] == 1


def test_bid_chances_report_sample_and_margin():
    s = GAME.new_game(GAME.Variant(), 2)
    rows = O.bid_chances(GAME, GAME.view(s, 0), GAME.legal_actions(s), samples=30)
    assert [r["bid"] for r in rows] == GAME.legal_actions(s)
    assert all(r["samples"] == 30 and r["points_margin"] >= 0 for r in rows)


def test_odds_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "domino-euchre", "--hand", "6-6 6-5 4-1 3-2 2-0",
                          "--turnup", "5-3", "--json"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["partner_bowers"]["left"]["fraction"] == "5/22"
    assert data["trump_counts"][0]["blind"][0]["fraction"] == f"{Fraction(comb(20, 5), comb(28, 5)).numerator}/" \
        f"{Fraction(comb(20, 5), comb(28, 5)).denominator}"
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "call-ace", "--json"], capture_output=True,
                         text=True, check=True)
    data = json.loads(out.stdout)
    assert data["partner_tile"][1]["fraction"] == "7/22"
    bad = subprocess.run([sys.executable, "-m", "engine", "odds", "domino-euchre", "--hand", "6-6 6-6", "--turnup",
                          "5-3"], capture_output=True, text=True)
    assert bad.returncode == 2 and "error" in bad.stderr


def test_the_table_weighs_every_first_round_bid_and_the_two_best_suits_in_the_second():
    from engine.bots.domino_euchre import hand_value
    from engine.tricks import mask_of

    deal = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"
    s = GAME.new_game(GAME.Variant(), 3, deal=GAME.deal_from_text(deal))
    legal = GAME.legal_actions(s)
    assert s.phase == "bid1" and s.to_act == 0
    assert O.bids_weighed(GAME.view(s, 0), legal) == [a for a in legal if not a.startswith("name")]
    for _ in range(4):
        s = GAME.apply(s, "pass")
    assert s.phase == "bid2" and s.to_act == 0
    legal = GAME.legal_actions(s)
    weighed = O.bids_weighed(GAME.view(s, 0), legal)
    assert weighed[0] == "pass" and len(weighed) == 3 and not any(a.endswith("alone") for a in weighed)
    named = [int(a.split()[1]) for a in weighed[1:]]
    assert 5 not in named and all(f"name {x}" in legal for x in named)    # the turned-down fives cannot be named
    hand = mask_of(D.parse_tile(x) for x in ["5-2", "2-1", "6-6", "3-0", "1-1"])
    others = [x for x in range(7) if f"name {x}" in legal and x not in named]
    assert others and min(hand_value(hand, x) for x in named) >= max(hand_value(hand, x) for x in others)
    assert hand_value(hand, named[0]) >= hand_value(hand, named[1])       # the better first
