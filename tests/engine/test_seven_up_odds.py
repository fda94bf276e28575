"""Seven-Up's odds: exact figures checked by counting and against the engine's own deals; the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.odds import seven_up as O


def ids(*texts):
    return [D.parse_card(t) for t in texts]


def test_trump_counts_sum_to_one_and_match_a_count():
    rows = O.trump_counts()
    assert sum(p for _, p in rows) == 1
    assert rows[2][1] == Fraction(comb(12, 2) * comb(39, 4), comb(51, 6))


def test_trumps_at_least_k_counted_from_the_other_side():
    """At least k of the 12 other trumps among six of 51 cards: one less the chance of fewer, counted apart."""
    def fewer(k):
        return sum((Fraction(comb(12, j) * comb(39, 6 - j), comb(51, 6)) for j in range(k)), Fraction(0))

    assert O.trumps_at_least(0) == 1 and O.trumps_at_least(7) == 0
    assert O.trumps_at_least(1) == 1 - Fraction(comb(39, 6), comb(51, 6))
    for k in range(1, 7):
        assert O.trumps_at_least(k) == 1 - fewer(k)
        assert O.trumps_at_least(k) > O.trumps_at_least(k + 1)
    assert O.trumps_at_least(6) == Fraction(comb(12, 6), comb(51, 6))


@pytest.mark.rules("high", "low")
def test_beg_odds_by_hand_count():
    # King of spades top trump: only the ace is higher; two players, Abner holds 6 of the 45 unseen.
    b = O.beg_odds(ids("KS", "4S", "9D", "KD", "4C", "7H"), D.parse_card("6S"), 2)
    assert b["hold_high"] == 1 - Fraction(6, 45)
    lower = 2   # 2S, 3S unseen below the 4S
    assert b["lowest_is_low"] == Fraction(comb(45 - lower, 6), comb(45, 6))
    assert b["jack_in_play"] == Fraction(6, 45)
    # by brute force over a small case: 3 players, 12 of 45 held by others
    b3 = O.beg_odds(ids("QS", "4S", "9D", "KD", "4C", "7H"), D.parse_card("6S"), 3)
    assert b3["hold_high"] == Fraction(comb(43, 12), comb(45, 12))


@pytest.mark.rules("turned-jack", "jack")
def test_jack_table_against_the_engines_deals():
    for n in (2, 4):
        j = O.jack_table(n)
        assert j["turned"] + j["in_play"] + j["not_seen"] == 1
        turned = in_play = 0
        deals = 3000
        for seed in range(deals):
            s = GAME.new_game(SevenUpVariant(players=n), seed)
            if D.rank(s.turnup) == D.JACK:
                turned += 1
            elif any(h >> D.card_id(D.suit(s.turnup), D.JACK) & 1 for h in s.hands):
                in_play += 1
        assert abs(turned / deals - float(j["turned"])) < 0.02
        assert abs(in_play / deals - float(j["in_play"])) < 0.03


def test_small_exact_check_of_none_of():
    # choose 2 of 5 cards, chance none of 2 particular cards is chosen = C(3,2)/C(5,2)
    assert O._none_of(2, 5, 2) == Fraction(sum(1 for c in combinations(range(5), 2) if 0 not in c and 1 not in c), 10)


def test_stand_or_beg_has_error_bars_and_a_strong_hand_stands():
    view = O.view_for(ids("AS", "KS", "JS", "3S", "10D", "AH"), D.parse_card("6S"), 2)
    r = O.stand_or_beg(view, samples=60, seed=1)
    assert r["samples"] == 60 and r["stand"]["stderr"] > 0
    assert r["stand"]["mean"] > r["beg"]["mean"]


def test_in_play_widget_figures():
    s = GAME.new_game(SevenUpVariant(), 3, GAME.deal_from_text("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"))
    s = GAME.apply(GAME.apply(s, "stand"), "play AS")
    s = GAME.apply(s, "play 2S")
    r = O.in_play(GAME.view(s, 0))
    assert "QS" in r["trumps_out"] and "2S" not in r["trumps_out"] and r["taken"] == [4, 0]
    assert r["still_to_win"] >= 10 + 3


def test_in_play_never_counts_the_turn_up_among_the_trumps_not_seen():
    """The turn-up lies face up for all to see: the page lists in_play's trumps_out as they are."""
    import random

    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        s = GAME.new_game(SevenUpVariant(players=2 + seed % 3), seed)
        while not GAME.is_over(s) and s.deal_no == 0:
            if s.phase in ("play", "discard") and s.trump >= 0 and s.turnup >= 0:
                view = GAME.view(s, s.to_act)
                assert view["turnup"] not in O.in_play(view)["trumps_out"]
                checked += 1
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    assert checked > 100


def test_cli_odds_json():
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "seven-up", "--json", "--hand",
                          "AS 10S 3S KD 4C 7H", "--turnup", "6S", "--samples", "20"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["trump_counts"][0]["fraction"] == "27417/151340"
    assert data["beg"]["jack_in_play"]["fraction"] == "2/15"
    assert data["stand_or_beg"]["samples"] == 20
    bad = subprocess.run([sys.executable, "-m", "engine", "odds", "seven-up", "--hand", "AS AS", "--turnup", "6S"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "error" in bad.stderr


def test_cli_bench_and_simulate():
    out = subprocess.run([sys.executable, "-m", "engine", "bench", "seven-up", "--seconds", "0.3", "--json"],
                         capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["games"] > 0
    out = subprocess.run([sys.executable, "-m", "engine", "simulate", "seven-up", "--hands", "4", "--bots",
                          "rule-of-thumb,random", "--json"], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["games"] == 4
