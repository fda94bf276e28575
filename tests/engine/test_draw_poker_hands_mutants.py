"""Draw Poker's hands at their edges (engine/games/draw_poker/hands.py), found untested by the mutation run
(tests/audit/mutation.py): every class's name in Schenck's terms, why one hand beats another for every part of a
hand that can decide, the sequences each ace rule allows, a value's make-up, and bad hands refused in words.
Expected values are written from the rules' text (rules 'ranking' and 'ties'), not read from the engine."""

from __future__ import annotations

import pytest

from engine.core.cards import Card
from engine.games.draw_poker import hands as H


def cards(text):
    return text.split()


@pytest.mark.rules("ranking")
def test_the_sequences_each_ace_rule_allows():
    runs = {sum(1 << r for r in range(lo, lo + 5)): lo + 4 for lo in range(9)}   # 2-6 (top 4, the six) .. 10-A
    wheel = {(1 << 12) | 0b1111: 3}                                                # A-2-3-4-5: five high
    assert H.sequence_masks("high-or-low") == runs | wheel
    assert H.sequence_masks("high-only") == runs
    assert H.sequence_masks("low-only") == {m: t for m, t in runs.items() if t < 12} | wheel


@pytest.mark.rules("ranking", "ties")
def test_every_class_is_named_in_schencks_terms():
    names = {
        "9H 8H 7H 6H 5H": "Sequence flush, nine high",
        "AS AD AC AH 2S": "Fours, aces",
        "5S 5D 5C AH AS": "Full, fives full of aces",
        "KS JS 9S 7S 2S": "Flush, king high (K, J, 9, 7, 2)",
        "10S 9D 8C 7H 6S": "Sequence, ten high",
        "8S 8D 8C AH 2S": "Threes, eights",
        "KS KH 7D 7C 2S": "Two pairs, kings over sevens",
        "QS QH 9D 4C 2S": "One pair, queens",
        "AS KD 9C 7H 4S": "Highest card ace (A, K, 9, 7, 4)",
    }
    for hand, name in names.items():
        assert H.describe(cards(hand)).name == name
    assert H.describe(cards("9H 8H 7H 6H 5H"), "no-straight-flush").name == (
        "Flush, nine high (9, 8, 7, 6, 5) (a sequence flush does not count under this ranking)")
    assert H.describe(cards("10S 9D 8C 7H 6S"), "no-sequences").name == (
        "Highest card ten (10, 9, 8, 7, 6) (a sequence does not count under this ranking)")
    assert H.describe(cards("AS KS 9S 7S 4S"), "no-sequences").name == "Flush, ace high (A, K, 9, 7, 4)"


@pytest.mark.rules("ranking", "ties")
def test_a_hands_value_is_its_place_on_the_ladder_then_its_cards():
    info = H.describe(cards("QS QH 9D 4C 2S"))
    # one pair is second from the bottom of Schenck's ladder; then queen, nine, four, two (0 = two), four bits each
    assert info.value == 1 * H.BASE + (10 << 12 | 7 << 8 | 2 << 4 | 0)
    assert (info.cls, info.natural, info.ranks, info.class_name) == ("pair", "pair", (10, 7, 2, 0), "One pair")
    assert info.to_json() == {"cards": ["QS", "QH", "9D", "4C", "2S"], "class": "pair", "name": "One pair, queens",
                              "value": info.value}
    assert H.describe(cards("KS KH 7D 7C 2S")).ranks == (11, 5, 0)
    assert H.describe(cards("8S 8D 8C AH 2S")).ranks == (6, 12, 0)
    assert H.describe(cards("5S 5D 5C AH AS")).ranks == (3, 12)
    assert H.describe(cards("AS AD AC AH 2S")).ranks == (12, 0)
    assert H.describe(cards("AS 2D 3C 4H 5S")).ranks == (3,)
    sf = H.describe(cards("9H 8H 7H 6H 5H"), "no-straight-flush")
    assert (sf.cls, sf.natural, sf.ranks) == ("flush", "sequence-flush", (7, 6, 5, 4, 3))
    assert H.value_class(sf.value, "no-straight-flush") == "flush"
    top = len(H.RANKINGS["no-sequences"]) - 1
    assert H.value_class(top * H.BASE, "no-sequences") == "fours"
    assert H.value_class(0, "straight-below-threes") == "high-card"
    assert H.value_class(4 * H.BASE, "straight-below-threes") == "threes"
    assert H.ladder_text("no-straight-flush") == ["Fours", "Full", "Flush", "Sequence", "Threes", "Two pairs",
                                                  "One pair", "Highest card"]


@pytest.mark.rules("ties")
@pytest.mark.parametrize("a,b,sentence", [
    ("9H 8H 7H 6H 5H", "8S 7S 6S 5S 4S", "Sequence flush, nine high, beats sequence flush, eight high: the top card "
                                         "decides (nine against eight)."),
    ("AS AD AC AH 2S", "KS KD KC KH QS", "Fours, aces, beats fours, kings: the fours decide (ace against king)."),
    ("5S 5D 5C 2H 2S", "4S 4D 4C AH AS", "Full, fives full of twos, beats full, fours full of aces: the threes "
                                         "decide (five against four)."),
    ("8S 8D 8C 3H 2S", "7S 7D 7C AH KS", "Threes, eights, beats threes, sevens: the threes decide (eight against "
                                         "seven)."),
    ("KS KH 7D 7C 2S", "KD KC 6D 6C AS", "Two pairs, kings over sevens, beats two pairs, kings over sixes: the lower "
                                         "pair decides (seven against six)."),
    ("KS KH 7D 7C 3S", "KD KC 7H 7S 2S", "Two pairs, kings over sevens, beats two pairs, kings over sevens: the odd "
                                         "card decides (three against two)."),
    ("QS QH 9D 5C 2S", "QD QC 9C 4C 3S", "One pair, queens, beats one pair, queens: the second odd card decides "
                                         "(five against four)."),
    ("QS QH 9D 5C 3S", "QD QC 9C 5D 2S", "One pair, queens, beats one pair, queens: the third odd card decides "
                                         "(three against two)."),
    ("KS JS 9S 7S 3S", "KH JH 9H 7H 2H", "Flush, king high (K, J, 9, 7, 3), beats flush, king high (K, J, 9, 7, 2): "
                                         "the fifth card decides (three against two)."),
    ("AS KD 9C 7H 4S", "AD QC 9D 7C 4H", "Highest card ace (A, K, 9, 7, 4), beats highest card ace (A, Q, 9, 7, 4): "
                                         "the second card decides (king against queen)."),
    ("AS KD 9C 7H 4S", "AD KC 8D 7C 4H", "Highest card ace (A, K, 9, 7, 4), beats highest card ace (A, K, 8, 7, 4): "
                                         "the third card decides (nine against eight)."),
    ("AS KD 9C 7H 4S", "AD KC 9D 6C 4H", "Highest card ace (A, K, 9, 7, 4), beats highest card ace (A, K, 9, 6, 4): "
                                         "the fourth card decides (seven against six)."),
    ("9H 8H 7H 6H 5H", "AS AD AC AH 2S", "Sequence flush, nine high, beats fours, aces: the ranking puts a sequence "
                                         "flush above fours."),
    ("5S 5D 5C 2H 2S", "KS JS 9S 7S 2S", "Full, fives full of twos, beats flush, king high (K, J, 9, 7, 2): the "
                                         "ranking puts a full above a flush."),
    ("2S 2D 3C 3H 4S", "AS AD KC QH JS", "Two pairs, threes over twos, beats one pair, aces: the ranking puts two "
                                         "pairs above one pair."),
    ("2S 2D 5C 3H 4S", "AS KD QC JH 9S", "One pair, twos, beats highest card ace (A, K, Q, J, 9): the ranking puts "
                                         "one pair above a hand without a pair."),
])
def test_explain_names_what_decides(a, b, sentence):
    assert H.explain(cards(a), cards(b)) == sentence
    assert H.explain(cards(b), cards(a)) == sentence
    assert H.beats(cards(a), cards(b)) == 1 and H.beats(cards(b), cards(a)) == -1


@pytest.mark.rules("ties", "divide")
def test_equal_hands_tie_in_words():
    a, b = H.describe(cards("AS KS 9D 7C 4H")), H.describe(cards("AD KD 9C 7H 4S"))
    assert H.explain(a, b) == ("Highest card ace (A, K, 9, 7, 4) ties with highest card ace (A, K, 9, 7, 4): the "
                               "hands are exactly equal, so the pool is divided.")


def test_bad_hands_and_unknown_rules_are_refused_in_words():
    def bad(hand):
        with pytest.raises(ValueError) as exc:
            H.to_indices(hand)
        return str(exc.value)

    assert bad(["AS", "AS", "2D", "3C", "4H"]) == "a hand cannot hold the same card twice"
    assert bad(["AS", "2D", "3C", "4H"]) == "a poker hand has five cards, not 4"
    assert bad([0, 1, 2, 3, 52]) == "52 is not a card"
    assert bad([0, 1, 2, 3, -1]) == "-1 is not a card"
    assert bad([0, 1, 2, 3, True]) == "True is not a card"
    assert bad([0, 1, 2, 3, 4.0]) == "4.0 is not a card"
    assert H.to_indices([Card.parse("KH"), 1, "QD", 0, 51]) == (Card.parse("KH").index, 1, Card.parse("QD").index,
                                                                 0, 51)
    assert H.to_indices([0, 1, 2, 3, 51]) == (0, 1, 2, 3, 51)
    with pytest.raises(ValueError) as exc:
        H.tables("hoyle")
    assert str(exc.value) == ("no ranking called 'hoyle' (rankings: schenck, straight-below-threes, no-straight-flush, "
                              "no-sequences)")
    with pytest.raises(ValueError) as exc:
        H.tables("schenck", "low")
    assert str(exc.value) == "no ace rule called 'low' (choose high-or-low, high-only, low-only)"


@pytest.mark.rules("ranking", "ties")
def test_the_ace_rule_and_the_default_rules_reach_every_comparison():
    wheel, broadway, threes = cards("AS 2D 3C 4H 5S"), cards("10S JD QC KH AS"), cards("2S 2D 2C KH 9S")
    assert H.value_class(H.evaluate(wheel)) == "sequence"                         # Schenck's, the ace either end
    assert H.value_class(H.evaluate(wheel, ace="high-only")) == "high-card"
    assert H.beats(broadway, threes) == 1 and H.beats(threes, broadway) == -1
    assert H.beats(broadway, threes, ace="low-only") == -1 and H.beats(threes, broadway, ace="low-only") == 1
    for a, b in ((wheel, threes), (threes, wheel)):
        assert H.explain(a, b, ace="high-only") == ("Threes, twos, beats highest card ace (A, 5, 4, 3, 2): the "
                                                    "ranking puts threes above a hand without a pair.")


@pytest.mark.rules("ties")
def test_hands_from_two_packs_are_told_apart_by_their_odd_cards():
    """Within one pack no two hands hold the same fours, threes or full's threes; a lesson may compare any two."""
    assert H.explain(cards("AS AD AC AH 3S"), cards("AS AD AC AH 2S")) == (
        "Fours, aces, beats fours, aces: the odd card decides (three against two).")
    assert H.explain(cards("8S 8D 8C AH 2S"), cards("8S 8D 8C KH QS")) == (
        "Threes, eights, beats threes, eights: the highest odd card decides (ace against king).")
    assert H.explain(cards("8S 8D 8C AH 3S"), cards("8S 8D 8C AH 2S")) == (
        "Threes, eights, beats threes, eights: the second odd card decides (three against two).")
    assert H.explain(cards("5S 5D 5C AH AS"), cards("5S 5D 5C KH KS")) == (
        "Full, fives full of aces, beats full, fives full of kings: the pair decides (ace against king).")


@pytest.mark.rules("ranking")
def test_schencks_ladder_and_the_ace_at_either_end_are_the_defaults():
    wheel = cards("AS 2D 3C 4H 5S")
    t = H.tables()
    assert (t.ranking, t.ace, t.ladder, t.base) == ("schenck", "high-or-low", H.RANKINGS["schenck"], 1 << 20)
    assert H.evaluator()(*H.to_indices(wheel)) == H.evaluate(wheel, "schenck", "high-or-low")
    assert H.value_class(H.evaluate(wheel)) == "sequence"
    assert H.describe(wheel, "no-sequences").name == ("Highest card ace (A, 5, 4, 3, 2) (a sequence does not count "
                                                      "under this ranking)")
    assert H.describe(wheel, "no-sequences", ace="high-only").name == "Highest card ace (A, 5, 4, 3, 2)"
