"""The Draw Poker hand evaluator (rules ``ranking`` and ``ties``), checked against a naive one written here."""

import random
from collections import Counter
from itertools import combinations

import pytest

from engine.core.cards import BY_INDEX, parse_cards
from engine.games.draw_poker import hands as H

# The ladders, written out again independently of the engine (best first).
LADDERS = {
    "schenck": ["sf", "4", "full", "flush", "seq", "3", "2p", "1p", "high"],
    "straight-below-threes": ["sf", "4", "full", "flush", "3", "seq", "2p", "1p", "high"],
    "no-straight-flush": ["4", "full", "flush", "seq", "3", "2p", "1p", "high"],
    "no-sequences": ["4", "full", "flush", "3", "2p", "1p", "high"],
}


def naive_key(cards, ranking="schenck", ace="high-or-low"):
    """(position in the ladder from the top, negated; tiebreak ranks) — bigger is better."""
    ranks = [int(c.rank) for c in cards]
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda x: (x[1], x[0]), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    top = None
    if len(counts) == 5:
        rs = sorted(ranks)
        if rs[4] - rs[0] == 4 and not (ace == "low-only" and rs[4] == 14):
            top = rs[4]
        if rs == [2, 3, 4, 5, 14] and ace != "high-only":
            top = 5
    shape = [n for _, n in groups]
    if top is not None:
        cls = "sf" if flush else "seq"
    elif flush:
        cls = "flush"
    else:
        cls = {(4, 1): "4", (3, 2): "full", (3, 1, 1): "3", (2, 2, 1): "2p", (2, 1, 1, 1): "1p"}.get(
            tuple(shape), "high")
    ladder = LADDERS[ranking]
    if cls not in ladder:
        cls = {"sf": "flush", "seq": "high"}[cls]
        top = None
    tb = [top] if top is not None else [r for r, _ in groups]
    return (-ladder.index(cls), tb)


def random_hands(n, seed=1):
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), 5)) for _ in range(n)]


@pytest.mark.rules("ranking", "ties")
@pytest.mark.parametrize("ranking", list(LADDERS))
@pytest.mark.parametrize("ace", H.ACE_RULES)
def test_ranking_order_matches_naive_evaluator(ranking, ace):
    """Rules 'ranking' and 'ties': every pair compares as the naive evaluator says."""
    rank5 = H.evaluator(ranking, ace)
    hs = random_hands(1500, seed=len(ranking) + len(ace))
    # add every special hand so rare classes are covered
    hs += [tuple(c.index for c in parse_cards(t)) for t in (
        "AS 2S 3S 4S 5S", "10H JH QH KH AH", "9C 10C JC QC KC", "AS 2D 3S 4C 5H", "10S JD QC KH AS",
        "9S 9D 9C 9H 2S", "KS KD KC 2H 2S", "2S 7S 9S JS KS", "8S 8D 8C AH 2S", "QS QD 7C 7H 2S")]
    keys = [naive_key([BY_INDEX[c] for c in h], ranking, ace) for h in hs]
    vals = [rank5(*h) for h in hs]
    rng = random.Random(3)
    for _ in range(20_000):
        i, j = rng.randrange(len(hs)), rng.randrange(len(hs))
        assert (keys[i] > keys[j]) - (keys[i] < keys[j]) == (vals[i] > vals[j]) - (vals[i] < vals[j]), (hs[i], hs[j])


def test_dealt_counts_by_full_enumeration_classes():
    """Classes of all 2,598,960 hands (schenck, ace high or low) are the textbook counts."""
    rank5 = H.evaluator("schenck")
    counts = Counter(H.value_class(rank5(*h)) for h in combinations(range(52), 5))
    assert counts == {"sequence-flush": 40, "fours": 624, "full": 3744, "flush": 5108, "sequence": 10200,
                      "threes": 54912, "two-pairs": 123552, "pair": 1098240, "high-card": 1302540}


@pytest.mark.parametrize("a,b,sentence", [
    ("KS KH 7D 7C 2S", "QS QH JD JC 2D",
     "Two pairs, kings over sevens, beats two pairs, queens over jacks: the higher pair decides (king against queen)."),
    ("QS QH 9D 4C 2S", "QD QC 8D 5C 3S",
     "One pair, queens, beats one pair, queens: the highest odd card decides (nine against eight)."),
    ("AS 2D 3S 4C 5H", "KS KD KC 2H 9S",
     "Sequence, five high, beats threes, kings: the ranking puts a sequence above threes."),
])
def test_explain_says_why(a, b, sentence):
    """Rule 'ties': the evaluator says what each hand is and why one wins."""
    assert H.explain(a.split(), b.split()) == sentence
    assert H.explain(b.split(), a.split()) == sentence   # order of arguments does not matter


@pytest.mark.rules("ties", "divide")
def test_exactly_equal_hands_tie():
    """Rule 'divide': exactly equal hands tie and divide the pool."""
    a, b = "AS KS 9D 7C 4H".split(), "AD KD 9C 7H 4S".split()
    assert H.beats(a, b) == 0
    assert "pool is divided" in H.explain(a, b)


@pytest.mark.rules("ties")
def test_full_counts_by_its_threes():
    """Rule 'ties' (Schenck p. 15): the full with the higher threes wins, whatever the pair."""
    assert H.beats("5S 5D 5C AH AS".split(), "4S 4D 4C KH KS".split()) == 1
    assert H.describe("5S 5D 5C AH AS".split()).name == "Full, fives full of aces"


@pytest.mark.rules("ranking")
def test_rankings_differ_where_history_says():
    """Variants: a sequence under threes in the 1860s ladder; no sequences at all in the 1850s ladder."""
    seq, threes = "6S 7D 8C 9H 10S".split(), "2S 2D 2C KH 9S".split()
    assert H.beats(seq, threes, "schenck") == 1
    assert H.beats(seq, threes, "straight-below-threes") == -1
    assert H.describe(seq, "no-sequences").cls == "high-card"
    sf, fours = "5H 6H 7H 8H 9H".split(), "AS AD AC AH 2S".split()
    assert H.beats(sf, fours, "schenck") == 1
    assert H.beats(sf, fours, "no-straight-flush") == -1
    assert H.describe(sf, "no-straight-flush").cls == "flush"


def test_ace_rules():
    wheel, broadway = "AS 2D 3C 4H 5S".split(), "10S JD QC KH AS".split()
    assert H.describe(wheel, ace="high-only").cls == "high-card"
    assert H.describe(broadway, ace="low-only").cls == "high-card"
    assert H.describe(wheel, ace="low-only").name == "Sequence, five high"
    assert H.describe(broadway).name == "Sequence, ace high"


def test_bad_hands_refused():
    with pytest.raises(ValueError):
        H.evaluate("AS AS 2D 3C 4H".split())
    with pytest.raises(ValueError):
        H.evaluate("AS 2D 3C 4H".split())
