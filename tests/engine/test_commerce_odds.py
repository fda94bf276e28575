"""Commerce odds and computer players: exact counts against brute force, the trade figures, the command line,
and bots that decide from their view only, the same way every time."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from fractions import Fraction
from itertools import combinations

import pytest

from engine.bots.commerce import BOTS
from engine.core.cards import parse_cards
from engine.core.rng import rng_for
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H
from engine.odds.commerce import combination_table, hand_figures, play_deals, seat_question, widow_exchanges


def ids(text):
    return tuple(c.index for c in parse_cards(text))


@pytest.mark.parametrize("pack_size", [52, 32])
@pytest.mark.parametrize("limited", list(H.LIMITED))
def test_combination_counts_match_brute_force(pack_size, limited):
    t = combination_table(pack_size, limited)
    brute: dict[str, int] = {}
    for h in combinations(H.pack_ids(pack_size), 3):
        c = H.CLASS_NAME[H.classify(h, limited)]
        brute[c] = brute.get(c, 0) + 1
    assert {r["combination"]: r["count"] for r in t["rows"]} == brute
    assert t["total"] == (22100 if pack_size == 52 else 4960)
    assert sum(r["probability"] for r in t["rows"]) == 1


@pytest.mark.parametrize("text,limited,pack_size", [("5S 5H 9D", "none", 52), ("AS KS 2S", "no-pair", 52),
                                                    ("7C 8D 10H", "no-pair-no-flush", 32)])
def test_chance_against_one_hand_is_exact(text, limited, pack_size):
    hand = ids(text)
    known = set(hand) | {ids("QD")[0]}
    w, t, lo, n = H.chance_one(hand, known, pack_size, limited)
    mine = H.strength(hand, limited)
    counts = [0, 0, 0]
    for o in combinations(H.unseen(pack_size, known), 3):
        other = H.strength(o, limited)
        counts[0 if mine > other else 1 if mine == other else 2] += 1
    assert [w, t, lo] == counts and n == sum(counts)


def test_trade_figures_count_the_improving_cards():
    figures = {H.text(f["throw"]): f for f in H.trade_figures(ids("5S 5H 9D"), ())}
    assert figures["9D"]["improve"] == Fraction(2, 49)        # the two other fives make a tricon
    assert figures["5S"]["improve"] == 0
    assert figures["9D"]["change"] > 0 > figures["5S"]["change"]
    f = hand_figures(ids("5S 5H 9D"), (), samples=500)
    assert 0.4 < f["several"]["best"] < 0.7 and f["several"]["stderr"] > 0
    assert len(f["barter"]) == 3


def test_odds_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "commerce", "--json", "--pack", "32", "--limited",
                          "no-pair-no-flush"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["total"] == 4960 and [r["combination"] for r in data["counts"]] == ["tricon", "sequence", "point"]
    assert sum(r["count"] for r in data["counts"]) == 4960
    assert all("/" in r["probability"]["fraction"] for r in data["counts"])
    out = subprocess.run([sys.executable, "-m", "engine", "odds", "commerce", "--json", "--hand", "5S 5H 9D",
                          "--samples", "300"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["name"] == "a pair of fives" and len(data["trades"]) == 3
    assert data["trades"][2]["improve"]["fraction"] == "2/49"
    bad = subprocess.run([sys.executable, "-m", "engine", "odds", "commerce", "--hand", "5S 5S 9D"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "three different cards" in bad.stderr


@pytest.mark.parametrize("preset", ["new-game", "old-game", "pool", "extended-all-stand", "extended-dealer-stays"])
def test_bots_finish_every_mode_and_decide_from_their_view(preset):
    v = GAME.presets[preset]
    for seed in range(3):
        s = GAME.new_game(v, seed)
        k = 0
        while not GAME.is_over(s):
            seat = s.to_act
            view = GAME.view(s, seat)
            legal = GAME.legal_actions(s)
            bot = BOTS["stander" if seat % 2 else "trader"]
            a = bot.choose(view, legal, rng_for(seed, "bot", k))
            assert a in legal
            assert bot.choose(json.loads(json.dumps(view)), legal, random.Random(99)) == a   # the view alone decides
            s = GAME.apply(s, a)
            k += 1
            assert k < 5000


def test_bots_prefer_what_the_figures_favour():
    s = GAME.new_game(CommerceVariant(), 1, GAME.deal_from_text("5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"))
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    assert BOTS["stander"].choose(view, legal, random.Random(1)) == "stand"       # a pair of fives at four hands
    assert BOTS["trader"].choose(view, legal, random.Random(1)) == "trade money 9D"


def test_simulation_conserves_money():
    data = play_deals(CommerceVariant(), ["stander", "trader"], 40, 3)
    assert data["deals"] >= 40 and sum(r["net_pence"] for r in data["per_bot"]) == 0


def test_trade_figures_match_enumeration_on_the_small_pack():
    hand = ids("7S 7H KD")
    f = next(x for x in H.trade_figures(hand, (), 32) if H.text(x["throw"]) == "KD")
    pool = H.unseen(32, hand)
    wins = Fraction(0)
    better = 0
    for u in pool:
        new = (ids("7S")[0], ids("7H")[0], u)
        better += H.classify(new) > H.classify(hand)
        mine = H.strength(new)
        rest = [c for c in pool if c != u]
        w = sum(1 for o in combinations(rest, 3) if mine > H.strength(o))
        wins += Fraction(w, len(list(combinations(rest, 3))))
    assert f["improve"] == Fraction(better, len(pool)) and f["win_after"] == wins / len(pool)


def test_widow_exchanges_are_counted_by_hand_and_sorted_best_first():
    """Each exchange with the widow: the hand it makes and its chance against one other hand, counted here by brute
    force over every hand of three the unseen cards can deal (a tie is not a win)."""
    hand, widow = ids("5S 5H 9D"), ids("5D QH JC")
    known = tuple(sorted(set(hand) | set(widow)))
    rows = widow_exchanges(hand, widow, known, 52, "none")
    assert len(rows) == 9 and {(r["give"], r["take"]) for r in rows} == {(H.text(c), H.text(w)) for c in hand
                                                                         for w in widow}
    others = [H.strength(h) for h in combinations([c for c in H.pack_ids(52) if c not in known], 3)]
    for r in rows:
        new = tuple(ids(r["take"])[0] if c == ids(r["give"])[0] else c for c in hand)
        mine = H.strength(new)
        assert r["win"] == Fraction(sum(1 for other in others if mine > other), len(others))
        assert r["makes"] == H.name(new)
    assert [r["win"] for r in rows] == sorted((r["win"] for r in rows), reverse=True)
    best = rows[0]
    assert (best["give"], best["take"], best["makes"]) == ("9D", "5D", H.name(ids("5S 5H 5D")))   # a tricon


def test_the_seats_question_is_its_cards_the_widow_and_the_hands_still_in():
    v = GAME.presets["old-game"]
    s = GAME.new_game(v, 3, deal=GAME.deal_from_text("5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"))
    view = GAME.view(s, 0)
    hand, known, pack_size, limited, others = seat_question(view)
    assert hand == ids("5S 5H 9D") and known == tuple(sorted(ids("5S 5H 9D 5D QH JC")))
    assert (pack_size, limited, others) == (52, "none", 3)
    out = {**view, "status": ["", "out", "out", "out"]}
    assert seat_question(out)[4] == 1                      # never fewer than one other hand
    assert seat_question({**view, "hand": []}) is None      # no cards, no question
