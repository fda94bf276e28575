"""Draw Poker odds: the counted draws against brute-force enumeration, and the command line."""

import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from engine.core.cards import BY_INDEX, parse_cards
from engine.odds import draw_poker as O
from tests.engine.test_draw_poker_hands import LADDERS, naive_key

NAMES = {"sf": "sequence-flush", "4": "fours", "full": "full", "flush": "flush", "seq": "sequence", "3": "threes",
         "2p": "two-pairs", "1p": "pair", "high": "high-card"}


def idx(text):
    return tuple(c.index for c in parse_cards(text))


def brute(hand, keep, ranking="schenck", ace="high-or-low", unseen=None):
    """Every draw, one by one, classed by the naive evaluator."""
    unseen = sorted(set(range(52)) - set(hand)) if unseen is None else sorted(unseen)
    held = [c for c in hand if c in keep]
    out = Counter()
    for draw in combinations(unseen, 5 - len(held)):
        key = naive_key([BY_INDEX[c] for c in (*held, *draw)], ranking, ace)
        out[NAMES[LADDERS[ranking][-key[0]]]] += 1
    return out


@pytest.mark.parametrize("hand,keep,ranking", [
    ("QS QH 7D 4C 2S", "QS QH", "schenck"),              # three to a pair
    ("QS QH 7D 4C 2S", "QS QH 7D", "schenck"),           # a kicker with the pair
    ("KS KH 7D 7C 2S", "KS KH 7D 7C", "schenck"),        # one to two pairs
    ("9S 9H 9D 4C 2S", "9S 9H 9D", "schenck"),           # two to threes
    ("9S 9H 9D 4C 2S", "9S 9H 9D 4C", "schenck"),        # one to threes
    ("AH 8H 5H 2H KS", "AH 8H 5H 2H", "schenck"),        # one to a flush
    ("5S 6D 7C 8H KS", "5S 6D 7C 8H", "schenck"),        # one to an open sequence
    ("AS 2S 3S 4S 9D", "AS 2S 3S 4S", "schenck"),        # one to a sequence flush (ace low)
    ("AS 2S 3S 4S 9D", "AS 2S 3S 4S", "no-sequences"),
    ("5S 6S 7S 8D KS", "5S 6S 7S", "straight-below-threes"),
    ("JS JH JD JC 2S", "JS JH JD JC", "schenck"),        # one to fours
    ("10S JS 3D 4C 2H", "10S JS", "no-straight-flush"),  # three to two high cards
])
def test_hold_counts_match_brute_force(hand, keep, ranking):
    """The counted final-hand distribution equals one-by-one enumeration of every draw."""
    h, k = idx(hand), set(idx(keep)) if keep else set()
    held = tuple(c for c in h if c in k)
    got = O.merged(O.hold_counts(held, frozenset(range(52)) - set(h)), ranking)
    want = brute(h, k, ranking)
    assert {c: n for c, n in got.items() if n} == dict(want)
    assert sum(got.values()) == comb(47, 5 - len(held))


def test_ace_low_only_matches_brute_force():
    h = idx("AS 2D 3C 4H 9S")
    held = idx("AS 2D 3C 4H")
    got = O.merged(O.hold_counts(held, frozenset(range(52)) - set(h), "low-only"), "schenck")
    assert {c: n for c, n in got.items() if n} == dict(brute(h, set(held), "schenck", "low-only"))


def test_draw_from_a_smaller_unseen_set():
    """With known cards removed (the view knows more), counts still match brute force, draw five included."""
    h = idx("QS QH 7D 4C 2S")
    unseen = frozenset(range(0, 52, 2)) - set(h)        # 26 cards, some suits thin
    for keep in ("", "QS", "QS QH"):
        held = idx(keep) if keep else ()
        got = O.merged(O.hold_counts(held, unseen), "schenck")
        assert {c: n for c, n in got.items() if n} == dict(brute(h, set(held), unseen=unseen))


def test_all_32_holds_cover_every_draw():
    a = O.analyse_hand(idx("QS QH 7D 4C 2S"))
    assert len(a["holds"]) == 32
    assert sum(h["total"] for h in a["holds"]) == comb(52, 5)   # Vandermonde: sum C(5,k) C(47,k)
    for h in a["holds"]:
        assert sum(h["counts"].values()) == h["total"]


def test_classic_figures():
    """Three to a pair improves 28.7% of the time; one to two pairs fills 4 in 47 (Schenck p. 10)."""
    a = {tuple(h["keep"]): h for h in O.analyse_hand(idx("QS QH 7D 4C 2S"))["holds"]}
    pair = a[("QS", "QH")]
    assert Fraction(pair["improve"], pair["total"]) == Fraction(4656, 16215)
    b = {tuple(h["keep"]): h for h in O.analyse_hand(idx("KS KH 7D 7C 2S"))["holds"]}
    two = b[("KS", "KH", "7D", "7C")]
    assert two["counts"]["full"] == 4 and two["total"] == 47


def test_schenck_advice_is_marked():
    a = O.analyse_hand(idx("QS QH 7D 4C 2S"))
    rec = [h for h in a["holds"] if h["schenck"] == "recommended"]
    assert [h["keep"] for h in rec] == [["QS", "QH"]]
    sens = O.sensible_holds(a)
    assert sens[0]["keep"] == ["QS", "QH"]
    fours = O.schenck_advice(idx("JS JH JD JC 2S"))
    assert fours[0]["primary"] and len(fours[0]["keep"]) == 4     # throw away the outside card
    flush = O.schenck_advice(idx("AH 8H 5H 2H KS"))
    assert flush[0]["primary"] and sorted(flush[0]["keep"]) == sorted(["AH", "8H", "5H", "2H"])


def test_one_opponent_exact_matches_brute_force():
    """The chance one opponent's hand beats mine, counted, equals enumeration (small unseen set)."""
    mine = idx("JS JH 8D 8C 3S")
    unseen = (frozenset(range(0, 52, 3)) | frozenset(range(1, 52, 7))) - set(mine)
    from engine.games.draw_poker.hands import evaluator

    rank5 = evaluator()
    value = rank5(*mine)
    got = O.one_opponent(value, unseen)
    want = Counter()
    for opp in combinations(sorted(unseen), 5):
        x = rank5(*opp)
        want["beat" if x > value else "tie" if x == value else "lose"] += 1
    assert got == {"beat": want["beat"], "tie": want["tie"], "lose": want["lose"], "total": comb(len(unseen), 5)}


def test_simulation_agrees_with_exact_for_one_opponent():
    mine = idx("JS JH 8D 8C 3S")
    unseen = frozenset(range(52)) - set(mine)
    from engine.games.draw_poker.hands import evaluator

    value = evaluator()(*mine)
    exact = O.one_opponent(value, unseen)
    sim = O.beaten_by_any(value, unseen, 1, trials=20_000, seed=5)
    p = exact["beat"] / exact["total"]
    assert abs(sim["p"] - p) < 5 * sim["se"]
    more = O.beaten_by_any(value, unseen, 3, trials=5_000, seed=5)
    assert more["p"] > sim["p"]                     # more opponents, more danger


def test_evaluate_batch_agrees():
    import numpy as np

    from engine.games.draw_poker.hands import evaluator

    rank5 = evaluator("no-sequences", "low-only")
    hands = np.array([list(h) for h in combinations(range(0, 52, 4), 5)][:500] +
                     [[3, 7, 11, 15, 51], [0, 4, 8, 12, 48]])
    got = O.evaluate_batch(hands, "no-sequences", "low-only")
    assert list(got) == [rank5(*map(int, h)) for h in hands]


def test_dealt_counts_per_ranking():
    assert O.dealt_counts("schenck", "high-only")["sequence"] == 9180
    assert O.dealt_counts("no-sequences")["flush"] == 5148
    assert O.dealt_counts("no-sequences")["high-card"] == 1302540 + 10200
    for row in O.dealt_table():
        assert row["total"] == comb(52, 5)


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "engine", "odds", "draw-poker", *args],
                          capture_output=True, text=True, timeout=60)


def test_cli_hand_json():
    r = run_cli("--hand", "QS QH 7D 4C 2S", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert len(data["holds"]) == 32 and data["draws"] == comb(52, 5)
    pair = next(h for h in data["holds"] if h["keep"] == ["QS", "QH"])
    assert pair["total"] == 16215 and pair["counts"]["threes"] == 1854 and pair["schenck"] == "recommended"


def test_cli_dealt_json():
    r = run_cli("--dealt", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["total"] == 2598960
    first = data["rankings"][0]
    assert first["ranking"] == "schenck" and first["counts"]["sequence-flush"] == 40


@pytest.mark.parametrize("bad", ["QS QH 7D 4C", "QS QH 7D 4C 2S 3S", "QS QS 7D 4C 2S", "QS QH 7X 4C 2S"])
def test_cli_malformed_hand_exit_2(bad):
    r = run_cli("--hand", bad, "--json")
    assert r.returncode == 2
    assert "--hand" in r.stderr and r.stdout == ""


@pytest.mark.parametrize("ranking", ["schenck", "no-sequences"])
@pytest.mark.parametrize("ace", ["high-or-low", "low-only"])
def test_batch_keep_rules_agree_with_schenck_advice(ranking, ace):
    """The vectorised reading of Schenck's advice keeps exactly what his advice (one hand at a time) keeps."""
    import random

    import numpy as np

    rng = random.Random(len(ranking) + len(ace))
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(1500)]
    hands += [idx(t) for t in ("5S 6D 7C 8H KS", "AS 2D 3C 4H 9S", "10S JD QC KH 3S", "AH 8H 5H 2H KS",
                               "JS JH JD JC 2S", "9S 9H 9D 4C 2S", "KS KH 7D 7C 2S", "2H 3H 4H 5H 6H",
                               "5S 6D 8C 9H KS", "9H 10D JC QS 2H")]
    keep, draws = O.schenck_keep_batch(np.array(hands), ranking, ace)
    for h, k, d in zip(hands, keep, draws, strict=True):
        advice = O.schenck_advice(h, ranking, ace)[0]
        assert sum(1 << i for i in range(5) if k[i]) == advice["mask"], (h, advice["line"])
        assert d == 5 - len(advice["keep"])


def test_reading_the_draw():
    """Against opponents who drew as Schenck advises: a pat hand or a draw of two (threes) beats one pair."""
    from engine.games.draw_poker.hands import evaluator

    mine = idx("QS QH 7D 4C 2S")
    value = evaluator()(*mine)
    unseen = frozenset(range(52)) - set(mine)
    assert O.beaten_given_draws(value, unseen, [0])["p"] == 1.0
    assert O.beaten_given_draws(value, unseen, [2])["p"] == 1.0
    three = O.beaten_given_draws(value, unseen, [3], seed=4)
    uniform = O.one_opponent(value, unseen)
    assert three["trials"] >= 4000 and three["p"] > uniform["beat"] / uniform["total"]
    assert O.beaten_given_draws(value, unseen, [3], seed=4) == three          # seeded: the same figure again


def test_advice_figures_for_the_lesson():
    """The odds the lesson and the rule card print beside Schenck's advice (engine/odds advice_figures)."""
    from engine.odds.draw_poker import advice_figures

    a = advice_figures()
    assert a["pair"]["improve"] == Fraction(1552, 5405) and a["pair"]["draw"] == 3
    assert a["two_pairs"]["improve"] == Fraction(4, 47)              # only the 4 cards that make a full
    assert a["flush_four"]["classes"]["flush"] == Fraction(9, 47)    # nine of the suit left in 47
    assert a["fours"]["improve"] == 0 and a["fours"]["classes"]["fours"] == 1


def test_the_chance_of_being_beaten_from_a_hand_and_what_its_holder_has_seen():
    """The page's figures (lessons/draw_poker.py): the unseen cards are all but the hand and its discards; one
    opponent exact, several simulated, a reading of the draws from the same unseen cards."""
    from engine.games.draw_poker.hands import describe

    mine, thrown = idx("QS QH 9S 9D 2C"), idx("7D 4C")
    unseen = O.unseen_by(mine, thrown)
    assert len(unseen) == 45 and not set(mine + thrown) & unseen and len(O.unseen_by(mine)) == 47
    value = describe(mine).value
    exact, sim = O.chance_beaten(mine, thrown)
    assert exact == O.one_opponent(value, unseen) and sim is None                  # one opponent: exact only
    exact3, sim3 = O.chance_beaten(mine, thrown, 3, trials=2_000)
    assert exact3 == exact and sim3 == O.beaten_by_any(value, unseen, 3, 2_000, 1)
    assert sim3["p"] > exact["beat"] / exact["total"]                             # three hands beat it more often
    read = O.read_the_draw(mine, thrown, (0, 3))
    assert read == O.beaten_given_draws(value, unseen, [0, 3])


def test_finishing_at_least_a_class_and_the_hands_dealt():
    a = O.analyse_hand(idx("QS QH 7D 4C 2S"))
    pair = next(h for h in a["holds"] if sorted(h["keep"]) == ["QH", "QS"])
    assert pair["total"] == comb(47, 3)
    assert Fraction(O.finishing_at_least(pair, "schenck", "threes"), pair["total"]) == Fraction(688, 5405)
    assert O.finishing_at_least(pair, "schenck", "pair") == pair["total"]         # the pair is kept: never worse
    assert O.finishing_at_least(pair, "schenck", "two-pairs") == pair["improve"]  # one class up: 'improve'
    assert O.finishing_at_least(pair, "schenck", "sequence-flush") == 0           # no sequence flush from a pair
    assert O.dealt_total() == comb(52, 5) == O.dealt_total("no-sequences", "low-only")
