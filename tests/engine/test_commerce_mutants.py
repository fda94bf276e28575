"""Commerce's game modules under mutation (issue 31): the refusals' words, the ranking and counting of hands, and each
mode's turns and settlement at fixed deals, each checked against the book's rule (Baxter-Wray 1891, pp. 70-77) or an
independent count, where the first run of ``python -m tests.audit.mutation engine/games/commerce/...`` found a
mutant no test saw."""

from __future__ import annotations

import functools

import pytest

from engine.core.cards import Card, parse_cards
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H

V = CommerceVariant


@pytest.fixture(autouse=True)
def _tables_remembered(monkeypatch):
    """The mutation runner blanks hands.py's ``@cache`` lines (so that mutmut mutates those functions), which leaves
    every count rebuilding the tables of all 22,100 hands, seconds a test: remember them again for this test only,
    filled afresh in each mutant's own process, so a mutant in them still shows."""
    for f in ("hands_of", "strength_ids", "_tables"):
        monkeypatch.setattr(H, f, functools.cache(getattr(H, f)))


def ids(text):
    return tuple(c.index for c in parse_cards(text))


# -- rules.py: a table's rules refused in words that say what to do ----------------------------------------------
@pytest.mark.rules("players-pack")
def test_the_small_pack_for_eight_is_refused_in_words():
    with pytest.raises(ValueError) as exc:
        V(pack=32, players=8)
    assert str(exc.value) == "the 32-card pack serves at most seven players; take the full pack for more"


@pytest.mark.rules("extended-all", "extended-dealer")
@pytest.mark.parametrize("extended", [{"until_all_stand": True}, {"dealer_stays": True}])
@pytest.mark.parametrize("mode", ["old", "pool"])
def test_extended_commerce_outside_the_new_game_is_refused_in_words(mode, extended):
    with pytest.raises(ValueError) as exc:
        V(mode=mode, **extended)
    assert str(exc.value) == "Extended Commerce is only applicable to the modern (new) game"


@pytest.mark.rules("stake")
def test_a_purse_short_of_the_dealers_double_stake_names_both_sums():
    with pytest.raises(ValueError) as exc:
        V(stake=7, purse=13)
    assert str(exc.value) == ("a purse of 13d cannot pay the dealer's double stake of 14d: "
                              "bring a purse of at least two stakes")
    assert V(stake=7, purse=14).purse == 14            # two stakes exactly will do


@pytest.mark.rules("horse")
def test_a_horse_costs_a_third_or_a_half_of_the_entry():
    assert V(mode="pool", pool_entry=12).horse_price == 4
    assert V(mode="pool", pool_entry=12, horse="half").horse_price == 6
    assert V(mode="pool", pool_entry=13).horse_price == 4      # whole pence, rounded down
    assert V(mode="pool", pool_entry=13, horse="half").horse_price == 6


# -- hands.py: names, reasons, and the exact and simulated counts, against brute force ---------------------------
@pytest.mark.rules("combinations", "tie-sequence")
def test_a_sequence_is_three_following_ranks_the_ace_at_either_end_only():
    assert H.sequence_top((12, 14, 13)) == 14                    # A-K-Q, in any order
    assert H.sequence_top((3, 14, 2)) == 3                       # 3-2-A
    assert H.sequence_top((2, 3, 4)) == 4
    assert H.sequence_top((13, 14, 2)) == 0                      # K-A-2: the ace is never between
    assert H.sequence_top((2, 3, 5)) == 0 and H.sequence_top((2, 4, 5)) == 0 and H.sequence_top((2, 4, 14)) == 0


@pytest.mark.rules("combinations", "tie-tricon", "tie-sequence", "tie-flush", "tie-pair", "tie-point")
@pytest.mark.parametrize(("hand", "words"), [
    ("5C 5D 5H", "a tricon of fives"), ("6C 6D 6H", "a tricon of sixes"), ("QS KS AS", "a sequence, ace high"),
    ("2D 3D AD", "a sequence, three-two-ace"), ("2D 3D 4D", "a sequence, four high"),
    ("QH 9H 2H", "a flush of 21"), ("KC KD 2H", "a pair of kings"), ("AC 7D 2H", "a point of 20")])
def test_each_combination_is_named_in_words(hand, words):
    assert H.name(ids(hand)) == words


@pytest.mark.rules("combinations", "tie-pair", "tie-point", "point-equal-ranks")
def test_each_reason_one_hand_beats_another_in_full():
    def why(a, b, limited="none"):
        return H.explain(ids(a), ids(b), limited)

    assert why("5C 5D 5H", "QS KS AS") == "A tricon of fives beats a sequence, ace high: a tricon ranks above a sequence."
    assert why("9S 9H AD", "9C 9D KH") == ("A pair of nines beats a pair of nines: the pairs are equal, and the third "
                                          "card, ace against king, decides.")
    assert why("KS KH 2D", "QS QH AD") == "A pair of kings beats a pair of queens."
    assert why("KS 8H 4D", "KS 7C 5H") == ("A point of 22 beats a point of 22: the points are equal, and the first "
                                          "highest card that differs, eight against seven, decides.")
    assert why("KS 9S 2S", "10H 9H 2H") == ("A flush of 21 beats a flush of 21: the points are equal, and the first "
                                            "highest card that differs, king against ten, decides.")
    assert why("AS 9H 2D", "KS 7H 2C") == "A point of 22 beats a point of 19."
    assert why("KS 8H 4D", "KH 8C 4S") == "A point of 22 and a point of 22 are equal: suits do not count."
    assert why("AC AD KH", "KC QD 9H", "no-pair") == "A point of 32 beats a point of 29."   # no pair under Limited
    assert H._cap("") == ""


def test_score_keeps_the_order_of_strength_as_dense_integers():
    ladder = ["2C 3D 4H", "2C 3D 5H", "2C 2D 3H", "2C 2D 4H", "2C 4C 5C", "2C 4C 6C", "3D 2D AD", "4D 3D 2D",
              "2C 2D 2H", "3C 3D 3H", "AC AD AH"]
    scores = [H.score(ids(h)) for h in ladder]
    assert scores == sorted(scores) and len(set(scores)) == len(scores)
    assert scores[0] == 0                                           # the lowest point there is: 2-3-4 not of one suit
    assert scores[-1] == len(H.strength_ids("none")) - 1            # the tricon of aces
    assert H.score(ids("KS 8H 4D")) == H.score(ids("KH 8C 4S"))
    assert H.score(list(ids("AC AD KH")), "no-pair") > H.score(ids("KC QD JH"), "no-pair")


@pytest.mark.rules("players-pack", "combinations", "limited")
def test_the_small_packs_combinations_counted_by_hand():
    # 32 cards, sevens to aces: tricons 8 x 4; sequences 7-8-9 to Q-K-A, six a suit (no 3-2-A); flushes 4 x C(8,3)
    # less the sequences; pairs 8 ranks x 6 pairs x 28 odd cards; the rest of C(32,3) = 4960 are points
    assert H.combination_counts(32) == {H.TRICON: 32, H.SEQUENCE: 24, H.FLUSH: 200, H.PAIR: 1344, H.POINT: 3360}
    assert H.combination_counts(32, "no-pair") == {H.TRICON: 32, H.SEQUENCE: 24, H.FLUSH: 200, H.PAIR: 0,
                                                   H.POINT: 4704}
    assert H.combination_counts(32, "no-pair-no-flush") == {H.TRICON: 32, H.SEQUENCE: 24, H.FLUSH: 0, H.PAIR: 0,
                                                            H.POINT: 4904}
    assert len(H.hands_of(32)) == 4960 and H.pack_ids(32)[0] == ids("7C")[0] and len(H.pack_ids(52)) == 52


def _brute(hand, known, pack, limited="none"):
    """(win, tie, lose, total) of the hand against every other hand of the cards unseen: counted one by one."""
    from itertools import combinations

    mine = H.strength(hand, limited)
    w = t = lo = 0
    for o in combinations([c for c in H.pack_ids(pack) if c not in set(known) | set(hand)], 3):
        x = H.strength(o, limited)
        w, t, lo = w + (mine > x), t + (mine == x), lo + (mine < x)
    return w, t, lo, w + t + lo


@pytest.mark.rules("tie-point", "point-equal-ranks", "limited")
@pytest.mark.parametrize(("hand", "known", "limited"), [
    ("KS 8H 7D", "KH 8C 10S AD QC 9S 7C 7S", "none"),        # equal points are possible: ties counted
    ("9C 9D AH", "9S 10C JC QH", "none"),
    ("9C 9D AH", "9S 10C JC QH", "no-pair"),
    ("10C JC QC", "", "no-pair-no-flush"),
    ("AS AH AD", "AC", "none")])
def test_exact_chances_against_one_hand_agree_with_counting_each(hand, known, limited):
    assert H.chance_one(ids(hand), ids(known), 32, limited) == _brute(ids(hand), ids(known), 32, limited)
    assert H.unseen(32, ids(hand + " " + known)) == [c for c in H.pack_ids(32) if c not in ids(hand + " " + known)]


def test_the_quick_estimate_of_being_best():
    assert H.best_chance_estimate(6, 2, 10, 2) == pytest.approx(0.49)     # (6 + 1) / 10, squared
    assert H.best_chance_estimate(6, 2, 10, 1) == pytest.approx(0.7)
    assert H.best_chance_estimate(0, 0, 0, 3) == 0.0


@pytest.mark.rules("ready-money")
def test_trade_figures_agree_with_counting_each_top_card():
    from fractions import Fraction

    hand, known = ids("9C 9D KH"), ids("7C 7D 7H 8C 8D 8H 10C 10D JC JD QC QD AC AD AS")   # 14 cards unseen
    figures = H.trade_figures(hand, known, 32)
    assert [f["throw"] for f in figures] == list(hand)
    pool = [c for c in H.pack_ids(32) if c not in set(hand) | set(known)]
    w0, _, _, n0 = _brute(hand, known, 32)
    for f in figures:
        keep = tuple(c for c in hand if c != f["throw"])
        news = [(*keep, u) for u in pool]
        better = sum(H.classify(h) > H.PAIR for h in news)
        counts = [_brute(h, (*known, *hand, u), 32) for h, u in zip(news, pool, strict=True)]   # the thrown card seen
        after = sum(Fraction(c[0], c[3]) for c in counts) / len(pool)
        assert f["improve"] == Fraction(better, len(pool)) and f["cards"] == len(pool) == 14
        assert f["win_before"] == Fraction(w0, n0) and f["win_after"] == after and f["change"] == after - f["win_before"]
        classes = {k: sum(H.classify(h) == k for h in news) for k in H.CLASS_ORDER}
        assert f["classes"] == classes
    by_throw = {H.text(f["throw"]): f for f in figures}
    assert by_throw["KH"]["improve"] == Fraction(2, 14)        # throwing the king: the two nines unseen make a tricon


def test_the_responder_gives_the_card_that_leaves_him_strongest_the_lowest_of_equals():
    assert H.text(H.responder_gives(ids("9C 9D 2H"), ids("9H")[0])) == "2H"          # keeps the nines: a tricon
    assert H.text(H.responder_gives(ids("KC 2D 3H"), ids("KD")[0])) == "2D"      # kings and the three beat kings and two
    # 2C and 2D leave equal hands (K-K and a two): the lower card index goes
    assert H.responder_gives(ids("2C 2D KH"), ids("KS")[0]) == min(ids("2C 2D"))
    assert H.responder_gives(ids("AC KD 2H"), ids("AD")[0], "no-pair") == ids("2H")[0]   # points: the two goes


class _Deals:
    """A stand-in for the random generator: hands out the prepared draws in turn, checking what it is asked."""

    def __init__(self, pool_without, size, draws):
        self.without, self.size, self.draws = set(pool_without), size, list(draws)

    def sample(self, pool, k):
        assert k == self.size and not self.without & set(pool)
        return list(self.draws.pop(0))


def test_the_simulated_chance_of_being_best_and_its_error():
    hand = ids("KC KD 5H")
    known = ids("2S")
    draws = [ids("AC AD 3H 4C 6D 7S"),          # a pair of aces beats me: 0
             ids("KH KS 5C 2C 3D 4H"),          # the same pair of kings and five: a tie, a half
             ids("QC QD 2H 3S 4S 6C")]          # the best of the others is a pair of queens: 1
    mean, se, n = H.simulate_best(hand, known, 2, 3, _Deals(hand + known, 6, draws), 52)
    assert n == 3 and mean == pytest.approx(0.5)
    assert se == pytest.approx(((1.25 / 3 - 0.25) / 3) ** 0.5)
    mean, se, _ = H.simulate_best(ids("AC AD AH"), (), 1, 2, _Deals(ids("AC AD AH"), 3, [ids("KC KD KH")] * 2))
    assert (mean, se) == (1.0, 0.0)


def test_the_simulated_barter_and_its_errors():
    hand, known = ids("9C 9D 2H"), ids("3S")
    draws = [ids("3H 4H 9H"),     # with my 2H he keeps 4-3-2 of hearts and gives the 9H: my tricon
             ids("KC KD 7S")]     # he gives the seven, keeping his kings: my pair of nines stays a pair
    m1, se1, m2, se2, n = H.simulate_barter(hand, ids("2H")[0], known, 2, _Deals(hand + known, 3, draws), 52)
    got = [H.responder_gives(d, ids("2H")[0]) for d in draws]
    news = [(*ids("9C 9D"), g) for g in got]
    imp = [1.0 if H.classify(h) > H.PAIR else 0.0 for h in news]
    counts = [_brute(h, (*known, *hand, *d), 52) for h, d in zip(news, draws, strict=True)]
    wins = [c[0] / c[3] for c in counts]
    assert [H.text(g) for g in got] == ["9H", "7S"] and imp == [1.0, 0.0] and n == 2
    assert m1 == pytest.approx(sum(imp) / 2) and m2 == pytest.approx(sum(wins) / 2)
    var1 = sum(x * x for x in imp) / 2 - (sum(imp) / 2) ** 2
    var2 = sum(x * x for x in wins) / 2 - (sum(wins) / 2) ** 2
    assert se1 == pytest.approx((var1 / 2) ** 0.5) and se2 == pytest.approx((var2 / 2) ** 0.5)


@pytest.mark.rules("tie-pair")
def test_equal_pairs_on_top_are_decided_by_the_lower_third_card():
    assert key("KS KH 3D") > key("KC KD 2H")                     # the pair above the odd card: three against two
    assert H.strength(ids("KS KH 3D")) == (H.PAIR, 13, 3)
    assert H.strength(ids("AC AD AH")) == (H.TRICON, 14)         # the book's own game (no limit) when none is named


def key(text, limited="none"):
    return H.strength(ids(text), limited)


@pytest.mark.rules("limited")
def test_under_limited_commerce_the_reason_names_both_hands_by_their_point():
    assert H.explain(ids("AC KD QH"), ids("9C 9D 2H"), "no-pair") == "A point of 31 beats a point of 20."


def test_the_counts_take_the_full_pack_and_the_book_s_game_unless_told():
    assert H.combination_counts() == H.combination_counts(52, "none")
    hand, known = ids("9C 9D KH"), ids("7C 7D 7H 8C 8D 8H 10C 10D JC JD QC QD AC AD AS 2C 3C 4C 5C 6C")
    assert H.chance_one(hand, known) == _brute(hand, known, 52)
    mine = H.score(hand)
    assert H.count_against(mine, (*hand, *known)) == H.count_against(mine, (*hand, *known), 52, "none")
    assert H.trade_figures(hand, known[:4]) == H.trade_figures(hand, known[:4], 52)


@pytest.mark.rules("players-pack")
def test_cards_seen_from_outside_the_small_pack_change_no_count():
    # the 32-card pack has no two to six: a seat that names one among its cards seen still counts the 32 cards
    hand, known = ids("KS 8H 7D"), ids("KH 8C 10S")
    assert H.chance_one(hand, (*known, *ids("2C 3D")), 32) == H.chance_one(hand, known, 32) \
        == _brute(hand, known, 32)
    assert H.count_against(H.score(hand), (*hand, *known, *ids("2C 3D 4H")), 32) == _brute(hand, known, 32)


@pytest.mark.rules("limited")
def test_the_responder_keeps_his_best_hand_under_the_tables_limit():
    # with the queen offered, 2-2-Q is a pair at the full game but only 14 points without pairs: K-Q-2 (22) is better
    assert H.responder_gives(ids("2C 2D KH"), ids("QS")[0]) == ids("KH")[0]
    assert H.responder_gives(ids("2C 2D KH"), ids("QS")[0], "no-pair") == ids("2C")[0]


@pytest.mark.rules("limited")
def test_trade_figures_under_limited_commerce_agree_with_counting_each_top_card():
    from fractions import Fraction

    hand = ids("9C 10D 7H")                       # the 32-card pack, sevens up: pairs are two in three new hands
    known = ids("8C 8D JC JD QC QD AC AD KS")
    pool = [c for c in H.pack_ids(32) if c not in set(hand) | set(known)]
    for limited in ("no-pair",):
        w0, _, _, n0 = _brute(hand, known, 32, limited)
        for f in H.trade_figures(hand, known, 32, limited):
            keep = tuple(c for c in hand if c != f["throw"])
            news = [(*keep, u) for u in pool]
            counts = [_brute(h, (*known, *hand, u), 32, limited) for h, u in zip(news, pool, strict=True)]
            assert f["win_before"] == Fraction(w0, n0)
            assert f["win_after"] == sum(Fraction(c[0], c[3]) for c in counts) / len(pool)
            assert f["improve"] == Fraction(sum(H.classify(h, limited) > H.POINT for h in news), len(pool))
            assert f["classes"] == {k: sum(H.classify(h, limited) == k for h in news) for k in H.CLASS_ORDER}
    no_pair = {H.text(f["throw"]): f for f in H.trade_figures(hand, known, 32, "no-pair")}
    assert no_pair["7H"]["classes"][H.PAIR] == 0 and no_pair["7H"]["improve"] < \
        {H.text(f["throw"]): f for f in H.trade_figures(hand, known, 32)}["7H"]["improve"]


def test_the_simulated_chance_counts_a_loss_as_nothing_and_a_tie_as_half():
    hand = ids("KC KD 5H")
    draws = [ids("AC AD 3H 4C 6D 7S 2C 3C 9D"), ids("AH AS 3D 4D 6H 7D 2D 3S 9H"),     # two losses
             ids("KH KS 5C 2H 3S 4H 6S 7H 8C"), ids("QC QD 2S 3H 4S 6C 7C 8D 9C")]     # a tie, a win
    mean, se, n = H.simulate_best(hand, (), 3, 4, _Deals(hand, 9, draws))
    assert (mean, n) == (pytest.approx(1.5 / 4), 4)
    assert se == pytest.approx(((1.25 / 4 - (1.5 / 4) ** 2) / 4) ** 0.5)


@pytest.mark.rules("limited")
def test_the_simulated_chance_under_limited_commerce():
    # no pairs: my kings count 25 and lose to 30 points; his pair of twos counts 7 and loses to my 31
    assert H.simulate_best(ids("KC KD 5H"), (), 1, 1, _Deals(ids("KC KD 5H"), 3, [ids("AC QD 9H")]),
                           52, "no-pair")[0] == 0.0
    assert H.simulate_best(ids("AC KD QH"), (), 1, 1, _Deals(ids("AC KD QH"), 3, [ids("2C 2D 3H")]),
                           52, "no-pair")[0] == 1.0


@pytest.mark.rules("limited", "barter")
def test_the_simulated_barter_under_limited_commerce():
    hand, throw = ids("9C 5D QS"), ids("QS")[0]
    draws = [ids("2C 2D KH"),     # no pairs: he keeps K-Q-2 and gives a two (a pair would have him give the king)
             ids("9H QH KH")]     # he keeps Q-K-Q (30) and gives the nine: a pair of nines, no combination here
    m1, se1, m2, se2, n = H.simulate_barter(hand, throw, (), 2, _Deals(hand, 3, draws), 52, "no-pair")
    got = [H.responder_gives(d, throw, "no-pair") for d in draws]
    assert [H.text(g) for g in got] == ["2C", "9H"]
    news = [(*ids("9C 5D"), g) for g in got]
    counts = [_brute(h, (*hand, *d), 52, "no-pair") for h, d in zip(news, draws, strict=True)]
    wins = [c[0] / c[3] for c in counts]
    assert (m1, se1, n) == (0.0, 0.0, 2)
    assert m2 == pytest.approx(sum(wins) / 2)
    assert se2 == pytest.approx(((sum(x * x for x in wins) / 2 - (sum(wins) / 2) ** 2) / 2) ** 0.5)
    again = H.simulate_barter(hand, throw, (), 2, _Deals(hand, 3, draws), 52)
    assert H.simulate_barter(hand, throw, (), 2, _Deals(hand, 3, draws)) == again      # the full pack unless told


# -- game.py: each refusal in the learner's words, the views, and each mode's turns and settlement ------------------
from engine.core.errors import IllegalAction  # noqa: E402

NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"      # seat 3 deals; seat 1 holds A-K-Q of spades
OLD4 = "5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"


from tests.engine.test_commerce import fixed, play  # noqa: E402


def _at(phase):
    return {
        "trade": lambda: fixed(V(), NEW4),
        "traded": lambda: play(fixed(V(), NEW4), "trade money 9D"),
        "barter": lambda: play(fixed(V(), NEW4), "trade money 9D", "continue", "barter QS"),   # Abner offers to Bess
        "widow": lambda: fixed(V(mode="old"), OLD4),
        "last": lambda: play(fixed(V(mode="old"), OLD4), "stand", "exchange 2D QH", "stand"),
        "settled": lambda: play(fixed(V(), NEW4), "stand"),
    }[phase]()


NO_WIDOW = "There is no widow in the new game: trade for ready money, barter, or stand."
NO_TRADING = ("In the old game there is no trading with the dealer or the players: exchange a card with the widow, "
              "pass or stand.")
NO_HORSE = "Only the first player out of Pool Commerce may buy a horse, when he goes out."
PLAYING = "The hand is still being played: it is not time to deal."
NOT_TRADED = "You have not traded this turn: trade for ready money, barter, or stand."
OFFERED = "Abner has offered you a card in barter: give one of yours for it, or stand on your hand."
SETTLED = "The hand is settled: the next dealer deals the next hand."
ONCE = "You have already traded this turn: only one card a turn. Stand, or let the turn pass on."


@pytest.mark.rules("trade-or-stand", "widow", "horse", "deal", "barter", "one-exchange", "old-turn", "old-end")
@pytest.mark.parametrize(("phase", "action", "rule", "reason"), [
    ("trade", "pass", "trade-or-stand", "In the new game you must trade or stand: there is no passing."),
    ("trade", "continue", "one-exchange", NOT_TRADED), ("trade", "deal", "deal", PLAYING),
    ("trade", "buy-horse", "horse", NO_HORSE), ("trade", "decline-horse", "horse", NO_HORSE),
    ("trade", "give 5S", "barter", "No one has offered you a card in barter."),
    ("trade", "exchange 5S 5D", "trade-or-stand", NO_WIDOW),
    ("trade", "barter AS", "barter", "You do not hold the ace of spades."),
    ("trade", "trade money AS", "ready-money", "You do not hold the ace of spades."),
    ("traded", "barter 5S", "one-exchange", ONCE), ("traded", "trade money 5S", "one-exchange", ONCE),
    ("traded", "pass", "trade-or-stand", "In the new game you must trade or stand: there is no passing."),
    ("traded", "give 5S", "barter", "No one has offered you a card in barter."),
    ("traded", "deal", "deal", PLAYING),
    ("barter", "continue", "barter", OFFERED), ("barter", "barter 2C", "barter", OFFERED),
    ("barter", "trade money 2C", "barter", OFFERED), ("barter", "exchange 2C 5D", "trade-or-stand", NO_WIDOW),
    ("barter", "give 5S", "barter", "You do not hold the five of spades."), ("barter", "buy-horse", "horse", NO_HORSE),
    ("widow", "continue", "widow", NO_TRADING), ("widow", "give 5S", "widow", NO_TRADING),
    ("widow", "barter 5S", "widow", NO_TRADING), ("widow", "trade money 5S", "widow", NO_TRADING),
    ("widow", "deal", "deal", PLAYING), ("widow", "decline-horse", "horse", NO_HORSE),
    ("widow", "exchange AS 5D", "old-turn", "You do not hold the ace of spades."),
    ("widow", "exchange 5S AS", "old-turn", "The ace of spades is not in the widow: take one of the three cards face "
                                            "up on the table."),
    ("last", "stand", "old-end", "Two players have stood: you have one more exchange with the widow, or pass."),
    ("last", "barter 10S", "widow", NO_TRADING), ("last", "continue", "widow", NO_TRADING),
    ("last", "deal", "deal", PLAYING),
    ("last", "exchange 10S AS", "old-turn", "The ace of spades is not in the widow: take one of the three cards face "
                                            "up on the table."),
    ("last", "exchange AS 2D", "old-turn", "You do not hold the ace of spades."),
    ("settled", "stand", "deal", SETTLED), ("settled", "exchange 5S 5D", "deal", SETTLED)])
def test_each_refusal_names_its_rule_and_says_what_to_do(phase, action, rule, reason):
    s = _at(phase)
    with pytest.raises(IllegalAction) as exc:
        GAME.check(s, GAME.parse_action(action))
    assert (exc.value.rule.id, exc.value.reason) == (rule, reason)


@pytest.mark.rules("stand-ends", "turn")
def test_nothing_is_done_once_the_session_is_over():
    s = play(fixed(V(stake=6, purse=12, players=3), "AS KS QS | 2C 3D 5H | 4C 6D 8H"), "stand")
    with pytest.raises(IllegalAction) as exc:
        GAME.check(s, "deal")
    assert exc.value.reason == "The session is over: start a new game to play again."
    assert exc.value.rule.id == "game-over"
    assert GAME.check(_at("trade"), "stand") is None and GAME.check(_at("trade"), "Trade money 9d") is None


@pytest.mark.rules("barter-stood", "pay-with-what-you-hold")
def test_the_refusals_that_name_a_player_or_a_sum():
    s = play(fixed(V(until_all_stand=True), NEW4), "trade money 9D", "continue", "stand")   # Abner stands
    s = play(s, "stand", "stand")
    with pytest.raises(IllegalAction) as exc:
        GAME.check(s, "barter 5S")
    assert exc.value.reason == ("Abner has stood: you cannot barter with a player who has stood. Trade for ready "
                                "money or stand.")
    poor = play(fixed(V(stake=6, purse=12), NEW4), "barter 9D", "give QS", "continue", "barter AS", "give 2C",
                "continue", "barter 3D", "give 7H", "continue")
    with pytest.raises(IllegalAction) as exc:
        GAME.check(poor, "trade money 8H")
    assert exc.value.reason == "Trading for ready money costs 6d and you have only 0d: barter or stand."


@pytest.mark.rules("notation")
@pytest.mark.parametrize(("text", "reason"), [
    ("", "An action must be written as text, like 'stand' or 'trade money 7C'."),
    ("trade cash 7C", "Trading is written 'trade money 7C': the card you throw to the pack."),
    ("trade money", "Trading is written 'trade money 7C': the card you throw to the pack."),
    ("barter", "'barter' takes 1 card."), ("exchange 7C", "'exchange' takes 2 cards."),
    ("stand 7C", "'stand' takes no cards."),
    ("fold", "'fold' is not a Commerce action: write stand, trade money 7C, barter 7C, give 7C, continue, exchange 7C "
             "KH, pass, buy-horse, decline-horse or deal.")])
def test_bad_writing_is_refused_in_words(text, reason):
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action(text)
    assert exc.value.reason == reason and exc.value.rule.id == "notation"


@pytest.mark.parametrize(("variant", "text", "reason"), [
    (V(), "5S 5H 9D | AS KS QS | 2C 3D 4H", "the fixed deal has 3 hands; this table seats 4"),
    (V(), "5S 5H | AS KS QS | 2C 3D 4H | 7H 8H 10S", "each hand of a fixed deal has three cards"),
    (V(mode="old"), NEW4, "the old game's fixed deal needs a widow of three cards after '/'"),
    (V(), NEW4 + " / 5D QH JC", "the new game has no widow"),
    (V(), "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 5S", "a card appears twice in the fixed deal"),
    (V(pack=32), "AS KS QS | 2C 3D 9H | 7C 7D 7H | 8C 8D 8H", "2C, 3D is not in the 32-card pack")])
def test_a_fixed_deal_that_cannot_be_dealt_is_refused_in_words(variant, text, reason):
    with pytest.raises(ValueError) as exc:
        fixed(variant, text)
    assert str(exc.value) == reason


def test_a_fixed_deal_must_be_written():
    for bad in ("", "   ", None):
        with pytest.raises(ValueError) as exc:
            GAME.deal_from_text(bad)
        assert str(exc.value) == "a fixed deal names the hands of three cards"
    assert GAME.deal_from_text("5S 5H 9D | AS KS QS / ")[1] == ()
    assert GAME.seat_name(V(), 2) == "Bess"


def _view_at_barter():
    """Bess's view, with Abner's queen of spades offered to her, after my trade for ready money."""
    return {
        "seat": 2, "players": 4, "names": ["You", "Abner", "Bess", "Caleb"], "mode": "new", "limited": "none",
        "phase": "barter", "to_act": 2, "dealer": 3, "deal": 1, "passes": 0, "stake": 6,
        "purses": [228, 234, 234, 234], "pool": 30, "counters": [], "pool_counters": 0, "status": ["", "", "", ""],
        "standers": [], "hand": ["2C", "3D", "4H"], "hand_name": "a point of 9", "hand_class": H.POINT, "widow": [],
        "stock_left": 40, "offer": {"from": 1, "to": 2, "card": "QS"}, "last_round": [], "first_out": -1, "horse": "",
        "horse_price": 4, "pool_take": 3, "shown": {}, "result": None, "trade_cost": 6, "pack": 52,
        "trades": [1, 0, 0, 0], "dealer_penalty": "off", "until_all_stand": False, "dealer_stays": False,
        "pool_entry": 12, "horse_rule": "third"}


@pytest.mark.rules("barter", "stake", "ready-money")
def test_what_each_seat_sees_while_a_card_is_offered():
    s = _at("barter")
    assert GAME.view(s, 2) == _view_at_barter()
    mine = GAME.view(s, 0)
    assert mine["hand"][:2] == ["5S", "5H"] and mine["hand_name"] == H.name(s.hands[0])     # the top card for my 9D
    assert mine["offer"] == {"from": 1, "to": 2, "card": None}              # the offered card: only the two see it
    assert GAME.view(s, 1)["offer"]["card"] == "QS"
    # hidden: the other hands and the pack, less the offered card for the two who see it
    unseen_by = {i: GAME.hidden_from(s, i) for i in range(4)}
    for i in range(4):
        others = {H.text(c) for j, h in enumerate(s.hands) if j != i for c in h}
        stock = {H.text(c) for c in s.stock}
        assert unseen_by[i] == (others | stock) - ({"QS"} if i in (1, 2) else set())
    assert GAME.legal_actions(s) == ["stand", "give 2C", "give 3D", "give 4H"]


@pytest.mark.rules("settle-new", "stand-ends")
def test_what_each_seat_sees_once_the_hands_are_shown():
    s = play(fixed(V(), NEW4), "stand")
    view = GAME.view(s, 2)
    assert view["shown"] == {
        "0": {"cards": ["5S", "5H", "9D"], "name": "a pair of fives", "class": H.PAIR},
        "1": {"cards": ["AS", "KS", "QS"], "name": "a sequence, ace high", "class": H.SEQUENCE},
        "2": {"cards": ["2C", "3D", "4H"], "name": "a point of 9", "class": H.POINT},
        "3": {"cards": ["7H", "8H", "10S"], "name": "a point of 25", "class": H.POINT}}
    assert view["result"] == {
        "winners": [1], "worst": [], "counters_paid": [],
        "payments": [[-1, 1, 30, "pool"], [3, 1, 6, "dealer-stake"], [0, 1, 6, "stander"]],
        "lines": ["Abner wins with a sequence, ace high. A sequence, ace high beats a pair of fives: a sequence ranks "
                  "above a pair.", "The pool → Abner: 2s 6d (takes the pool).",
                  "Caleb → Abner: 6d (a stake from the dealer).", "You → Abner: 6d (the beaten stander's stake)."]}
    assert (view["phase"], view["to_act"], view["dealer"], view["passes"], view["status"], view["standers"]) == \
        ("settled", 0, 0, 1, ["stood", "", "", ""], [0])
    assert GAME.hidden_from(s, 2) == {H.text(c) for c in s.stock}                   # the hands are all shown
    assert GAME.hand_settled(view) and not GAME.hand_settled(GAME.view(fixed(V(), NEW4), 0))
    assert GAME.hand_of(view) == 1 and GAME.view(play(s, "deal"), 0)["deal"] == 2
    assert GAME.legal_actions(s) == ["deal"]
    out = GAME.outcome(s)
    assert out.summary == "After 1 deal: Abner finishes 3s ahead." and out.winners == (1,)
    assert out.scores == {0: -12.0, 1: 36.0, 2: -6.0, 3: -18.0}


@pytest.mark.rules("session")
def test_the_outcome_in_words_for_one_or_several_and_for_you():
    s = play(fixed(V(stake=6, purse=12, players=3), "AS KS QS | 2C 3D 5H | 4C 6D 8H"), "stand")   # 30d and a stake: over
    assert GAME.outcome(s).summary == "The session is over: You finish 1s 6d ahead."
    tie = play(fixed(V(mode="old", players=3), "AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H"), "stand", "stand", "pass")
    assert GAME.outcome(tie).summary == "After 1 deal: You and Abner finish 6d ahead."
    lose = play(fixed(V(players=3), "2C 3D 5H | 4C 6D 8H | AS KS QS"), "stand")    # the dealer wins his own pool
    assert GAME.outcome(lose).summary == "After 1 deal: Bess finishes 1s 6d ahead."      # 24d less her 12d, and 6d
    even = fixed(V(mode="old", players=3), "AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H")
    assert GAME.outcome(even).summary == "After 1 deal: You and Abner and Bess lose least (0d)."
    start = fixed(V(players=3), "2C 3D 5H | AH KH QH | AS KS QS")            # stakes paid: every net below nothing
    assert GAME.outcome(start._replace(purses=(230, 236, 228))).summary == "After 1 deal: Abner loses least (4d)."
    assert GAME.outcome(start._replace(purses=(236, 230, 228))).summary == "After 1 deal: You lose least (4d)."
    assert GAME.outcome(start._replace(purses=(240, 230, 228))).summary == "After 1 deal: You lose least (0d)."
    assert GAME.outcome(start._replace(purses=(230, 241, 228))).summary == "After 1 deal: Abner finishes 1d ahead."
    assert GAME.outcome(start._replace(purses=(230, 238, 238))).summary == \
        "After 1 deal: Abner and Bess lose least (2d)."
    assert GAME.outcome(start._replace(purses=(230, 246, 246))).summary == \
        "After 1 deal: Abner and Bess finish 6d ahead."


@pytest.mark.rules("pool-counters", "pool-settle", "pool-out", "horse")
def test_the_first_out_is_offered_a_horse_and_buys_it():
    s = fixed(V(mode="pool", players=3), "AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H")   # Bess deals, holds the worst
    assert (s.purses, s.pool, s.counters) == ((228, 228, 228), 36, (3, 3, 3))
    s = s._replace(counters=(3, 3, 1), pool_counters=2)                   # Bess's last counter
    h = play(s, "stand", "stand", "pass")
    assert (h.phase, h.to_act, h.first_out, h.horse) == ("horse", 2, 2, "offered")
    assert (h.counters, h.pool_counters, h.status) == ((3, 3, 0), 3, ("stood", "stood", "out"))
    assert h.result.payments == ((-1, 0, 2, "pool-take"), (-1, 1, 1, "pool-take"))   # equal winners share 3d
    assert GAME.legal_actions(h) == ["buy-horse", "decline-horse"]
    with pytest.raises(IllegalAction) as exc:
        GAME.check(h, "pass")
    assert exc.value.reason == "You are out of counters: buy a horse or decline it." and exc.value.rule.id == "horse"
    b = play(h, "buy-horse")
    assert (b.phase, b.to_act, b.dealer, b.passes, b.horse) == ("settled", 0, 0, 1, "bought")
    assert (b.counters, b.pool_counters, b.status, b.purses, b.pool) == ((3, 3, 1), 2, ("", "", ""), (230, 229, 224), 37)
    assert GAME.ledger(b)[:2] == (3 * 240, 9)
    d = play(h, "decline-horse")
    assert (d.phase, d.to_act, d.dealer, d.passes, d.horse) == ("settled", 0, 0, 1, "declined")
    assert (d.counters, d.pool_counters, d.status, d.purses, d.pool) == ((3, 3, 0), 3, ("", "", "out"), (230, 229, 228), 33)
    n = play(d, "deal")
    assert (n.phase, n.to_act, n.dealer, n.hands[2], n.status) == ("widow", 1, 0, (), ("", "", "out"))
    poor = h._replace(purses=(230, 229, 3))
    assert GAME.legal_actions(poor) == ["decline-horse"]
    with pytest.raises(IllegalAction) as exc:
        GAME.check(poor, "buy-horse")
    assert exc.value.reason == "A horse costs 4d and you have only 3d." and exc.value.rule.id == "pay-with-what-you-hold"


@pytest.mark.rules("pool-settle", "pool-out")
def test_all_out_at_once_share_what_is_left_the_odd_penny_first():
    s = fixed(V(mode="pool", players=3, pool_take=5), "AS KS QS | AH KH QH | AD KD QD / 7C 8D 9H")
    s = s._replace(counters=(1, 1, 1), pool_counters=6)
    f = play(s, "stand", "stand", "pass")                       # three equal sequences: all best, all worst, all out
    assert f.result.winners == f.result.worst == (0, 1, 2) and f.counters == (0, 0, 0)
    assert [p.amount for p in f.result.payments] == [2, 2, 1] and f.pool == 31
    assert (f.phase, f.to_act, f.first_out) == ("horse", 0, 0)
    over = play(f, "decline-horse")
    assert over.phase == "over" and over.to_act is None and over.pool == 0
    assert [(p.payee, p.amount, p.why) for p in over.result.payments[3:]] == \
        [(0, 11, "last-counter"), (1, 10, "last-counter"), (2, 10, "last-counter")]
    assert over.purses == (228 + 2 + 11, 228 + 2 + 10, 228 + 1 + 10)
    alone = play(f, "buy-horse")                                # the first out buys a horse: the last with a counter
    assert (alone.phase, alone.counters, alone.status) == ("over", (1, 0, 0), ("", "out", "out"))
    assert [(p.payee, p.amount) for p in alone.result.payments[3:]] == [(0, 31 + 4)]


@pytest.mark.rules("extended-all", "barter")
def test_in_extended_commerce_standing_rather_than_barter_lets_the_barterer_go_on():
    s = play(fixed(V(until_all_stand=True), NEW4), "barter 9D", "stand")
    assert (s.phase, s.to_act, s.offer, s.status, s.standers) == ("trade", 0, (), ("", "stood", "", ""), (1,))
    assert s.hands[0] == ids("5S 5H 9D") and s.trades == (0, 0, 0, 0)
    assert GAME.legal_actions(s) == ["stand", "trade money 5S", "trade money 5H", "trade money 9D"]   # no barter
    t = play(s, "trade money 9D")
    assert t.trades == (1, 0, 0, 0)
    u = play(fixed(V(), NEW4), "barter 9D", "give QS")
    assert (u.phase, u.to_act, u.offer, u.trades) == ("traded", 0, (), (1, 0, 0, 0))


@pytest.mark.rules("pay-with-what-you-hold", "trade-or-stand")
def test_a_purse_of_exactly_one_stake_may_still_buy():
    s = fixed(V(), NEW4)._replace(purses=(6, 234, 234, 228))
    assert "trade money 9D" in GAME.legal_actions(s)
    GAME.check(s, "trade money 9D")
    assert play(s, "trade money 9D").purses[0] == 0
    poor = s._replace(purses=(5, 234, 234, 228))
    assert GAME.legal_actions(poor) == ["stand", "barter 5S", "barter 5H", "barter 9D"]


@pytest.mark.rules("deal")
@pytest.mark.parametrize("mode", ["new", "old"])
def test_the_deal_singly_or_three_at_a_time_from_the_dealers_left(mode):
    from engine.core.rng import rng_for

    for deal_by in ("singly", "three"):
        v = V(mode=mode, deal_by=deal_by)
        s = GAME.new_game(v, 11)
        cards = [c for c in H.pack_ids(52)]
        rng_for(11, "deal", 0).shuffle(cards)
        order = [0, 1, 2, 3]                            # seat 3 deals: seat 0 on his left has the first card
        if deal_by == "singly":
            want = {seat: (cards[k], cards[k + 4], cards[k + 8]) for k, seat in enumerate(order)}
        else:
            want = {seat: tuple(cards[3 * k:3 * k + 3]) for k, seat in enumerate(order)}
        assert s.hands == tuple(want[i] for i in range(4))
        widow = tuple(cards[12:15]) if mode == "old" else ()
        assert s.widow == widow and s.stock == tuple(cards[12 + len(widow):])
        assert (s.trades, s.offer, s.result, s.standers) == ((0, 0, 0, 0), (), (), ())


@pytest.mark.rules("deal", "settle-new")
def test_the_next_deal_starts_clean():
    s = play(fixed(V(), NEW4), "trade money 9D", "stand")
    assert s.trades == (1, 0, 0, 0) and s.result
    n = play(s, "deal")
    assert (n.trades, n.result, n.standers, n.status, n.phase, n.to_act, n.dealer) == \
        ((0, 0, 0, 0), (), (), ("", "", "", ""), "trade", 1, 0)
    view = GAME.view(n, 0)
    assert view["result"] is None and view["trades"] == [0, 0, 0, 0] and view["shown"] == {}
    assert GAME.new_game(V()) == GAME.new_game(V(), 0) and GAME.new_game().variant == V()
    assert GAME.seats(None) == 4 and GAME.seats(V(players=5)) == 5


@pytest.mark.rules("old-turn")
def test_each_exchange_is_counted_for_its_seat():
    s = play(fixed(V(mode="old"), OLD4), "exchange 9D 5D", "exchange 2D QH")
    assert s.trades == (1, 1, 0, 0) and s.widow == ids("9D 2D JC")
    last = play(fixed(V(mode="old"), OLD4), "stand", "exchange 2D QH", "stand")
    assert GAME.legal_actions(last) == ["pass", "exchange 7H 5D", "exchange 7H 2D", "exchange 7H JC", "exchange 8H 5D",
                                        "exchange 8H 2D", "exchange 8H JC", "exchange 10S 5D", "exchange 10S 2D",
                                        "exchange 10S JC"]
    assert play(last, "exchange 10S 2D").trades == (0, 1, 0, 1)


@pytest.mark.rules("dealer-penalty", "settle-old", "pool-settle")
@pytest.mark.parametrize("mode", ["old", "pool"])
def test_the_dealers_penalty_in_the_old_game_and_pool_commerce(mode):
    deal = "AS KS QS | 2C 3D 5H | 4C 6D 8H | 9C 9D 2H / 7C 8D JH"          # the dealer (seat 3) holds a pair of nines
    s = play(fixed(V(mode=mode, dealer_penalty="each-player"), deal), "stand", "stand", "pass", "pass")
    penalties = [(p.payer, p.payee, p.amount) for p in s.result.payments if p.why == "penalty"]
    assert penalties == [(3, 0, 6), (3, 1, 6), (3, 2, 6)]
    assert isinstance(s.pool, int) and GAME.ledger(s)[0] == 4 * 240


@pytest.mark.rules("dealer-penalty", "pay-with-what-you-hold")
def test_the_penalty_leaves_the_pool_as_it_was_and_no_one_pays_what_he_has_not():
    deal = "AS KS QS | 2C 3D 5H | 4C 6D 8H | 9C 9D 2H"
    s = play(fixed(V(dealer_penalty="each-player"), deal), "stand")
    assert s.pool == 0 and GAME.ledger(s)[0] == 4 * 240
    broke = fixed(V(dealer_penalty="each-player"), deal)._replace(purses=(234, 234, 234, 7))   # the dealer: 7d
    t = play(broke, "stand")
    paid = [(p.payee, p.amount, p.why) for p in t.result.payments if p.payer == 3]
    assert paid == [(0, 6, "dealer-stake"), (0, 1, "penalty"), (1, 0, "penalty"), (2, 0, "penalty")]
    assert t.purses[3] == 0 and sum(t.purses) + t.pool == 3 * 234 + 7 + 30


@pytest.mark.rules("tie-new", "pay-with-what-you-hold")
def test_the_pool_pays_its_own_pence_not_the_last_seats():
    s = fixed(V(players=3, stake=5), "AS KS QS | AH KH QH | 2C 3D 5H")._replace(purses=(230, 230, 3))
    t = play(s, "stand")
    assert [(p.payee, p.amount) for p in t.result.payments if p.why == "pool-share"] == [(0, 10), (1, 10)]


@pytest.mark.rules("extended-dealer", "session", "limited")
def test_the_dealer_stays_only_while_no_combination_the_table_counts_is_shown():
    flush = "2S 5S 9S | 3D 7C 10D | 2C 4D 8H | 7H JH 10S"                    # a flush: counted, unless the limit drops it
    assert play(fixed(V(dealer_stays=True), flush), "stand").dealer == 0
    assert play(fixed(V(dealer_stays=True, limited="no-pair-no-flush"), flush), "stand").dealer == 3
    plain = "2S 5H 9D | 3S 7S 10D | 2C 4D 8H | 7H JH 10S"
    one = play(fixed(V(dealer_stays=True, max_deals=2), plain), "stand")
    assert (one.phase, one.dealer, one.passes) == ("settled", 3, 0)
    two = play(fixed(V(dealer_stays=True, max_deals=1), plain), "stand")
    assert (two.phase, two.to_act, two.passes) == ("over", None, 0)
    end = play(fixed(V(players=3), "AS KS QS | 2C 3D 5H | 4C 6D 8H"), "stand", "deal", "stand", "deal", "stand")
    assert (end.phase, end.to_act, end.passes) == ("over", None, 3)


@pytest.mark.rules("session")
@pytest.mark.parametrize(("purses", "over"), [((240, 240, 6), False), ((240, 240, 5), True),
                                              ((12, 240, 240), False), ((11, 240, 240), True)])
def test_the_session_ends_when_a_seat_cannot_pay_into_the_next_deal(purses, over):
    # seat 0 deals next (two stakes); seat 2 pays one stake. Abner's sequence takes all; I stand, beaten by him only.
    s = fixed(V(players=3, rounds=3), "4C 6D 8H | AS KS QS | 2C 3D 5H")
    won = play(s, "stand")
    before = tuple(p - (won.purses[i] - s.purses[i]) for i, p in enumerate(purses))   # so the settled purses are these
    t = play(s._replace(purses=before), "stand")
    assert t.purses == purses and (t.phase == "over") == over and t.dealer == (2 if over else 0)


def test_refusals_for_words_written_in_any_case_and_the_log_line_alike():
    s = fixed(V(), NEW4)
    assert GAME.check(s, "Stand") is None and GAME.check(s, "  trade money 9d ") is None
    assert GAME.describe(s, "Trade Money 9d") == GAME.describe(s, "trade money 9D")
    assert GAME.parse_action("Decline-Horse") == "decline-horse"
    for bad, reason in (("decline-horse KH", "'decline-horse' takes no cards."),
                        ("barter XX", "'xx' is not a card: write rank then suit, like JS, 10H or Q♦")):
        with pytest.raises(IllegalAction) as exc:
            GAME.parse_action(bad)
        assert exc.value.reason == reason


def test_a_hand_is_settled_once_its_result_is_shown():
    for phase, result, settled in (("settled", {"winners": [0]}, True), ("horse", {"winners": [0]}, True),
                                   ("over", {"winners": [0]}, True), ("over", None, False),
                                   ("trade", None, False), ("widow", {"winners": [0]}, False)):
        assert GAME.hand_settled({"phase": phase, "result": result}) is settled


def _pool_horse():
    """Pool Commerce at three: Bess (the dealer) loses her last counter and is offered a horse."""
    s = fixed(V(mode="pool", players=3), "AS KS QS | AH KH QH | 2C 3D 5H / 7C 8D 9H")
    return play(s._replace(counters=(3, 3, 1), pool_counters=2), "stand", "stand", "pass")


@pytest.mark.rules("horse", "pay-with-what-you-hold")
def test_a_purse_of_exactly_the_horses_price_may_buy_it():
    h = _pool_horse()
    assert GAME.legal_actions(h._replace(purses=(230, 229, 4))) == ["buy-horse", "decline-horse"]
    assert GAME.check(h._replace(purses=(230, 229, 4)), "buy-horse") is None


@pytest.mark.rules("pool-out", "horse")
def test_the_hands_stay_shown_while_the_horse_is_offered_and_once_the_session_is_over():
    h = _pool_horse()
    for state in (h, play(h._replace(counters=(3, 0, 0), pool_counters=6), "decline-horse")):
        assert state.phase in ("horse", "over")
        view = GAME.view(state, 0)
        assert sorted(view["shown"]) == ["0", "1", "2"] and view["result"]["lines"]
        assert GAME.hidden_from(state, 0) == {H.text(c) for c in state.stock}


@pytest.mark.rules("pool-out")
def test_the_view_of_a_seat_out_has_no_hand_to_name():
    d = play(_pool_horse(), "decline-horse", "deal")
    view = GAME.view(d, 2)
    assert (view["hand"], view["hand_name"], view["hand_class"]) == ([], None, None)
    assert view["offer"] is None and view["status"] == ["", "", "out"]


@pytest.mark.rules("limited")
def test_the_view_names_hands_by_the_tables_limit():
    s = fixed(V(limited="no-pair"), NEW4)
    assert (GAME.view(s, 0)["hand_name"], GAME.view(s, 0)["hand_class"]) == ("a point of 19", H.POINT)
    shown = GAME.view(play(s, "stand"), 0)["shown"]["0"]
    assert (shown["name"], shown["class"]) == ("a point of 19", H.POINT)


@pytest.mark.rules("barter")
def test_a_refusal_at_a_shared_table_names_the_offerer_to_the_reader():
    from engine.core.words import seated

    s = play(fixed(V(), NEW4), "barter 9D")          # I (seat 0) offer Abner a card
    with seated([None] * 4, 1):                      # Abner reads his refusal: seat 0 is Hiram to him
        with pytest.raises(IllegalAction) as exc:
            GAME.check(s, "continue")
    assert exc.value.reason == "Hiram has offered you a card in barter: give one of yours for it, or stand on your hand."


def test_a_seat_not_at_the_table_is_shown_no_hand():
    s = fixed(V(), NEW4)
    for seat in (-1, 4):
        view = GAME.view(s, seat)
        assert (view["hand"], view["hand_name"], view["hand_class"]) == ([], None, None)


@pytest.mark.rules("barter")
def test_a_barter_refusal_read_at_a_shared_table_names_the_offerer_in_the_third_person():
    """Ben offers Cy the two of hearts; Cy, reading the table as "You", may not trade or continue. The verb is the
    offerer's (never the reader's: nobody offers to himself), whatever card was offered."""
    from engine.core import words

    s = play(fixed(V(), "5S 5H 9D | AS KS 2H | 2C 3D 4H | 7H 8H 10S"), "trade money 9D", "continue", "barter 2H")
    assert s.offer == (1, Card.parse("2H").index) and s.to_act == 2 == Card.parse("2H").index
    with words.seated(["Ann", "Ben", "Cy", "Dot"], 2), pytest.raises(IllegalAction) as exc:
        GAME.check(s, "continue")
    assert exc.value.reason == "Ben has offered you a card in barter: give one of yours for it, or stand on your hand."
