"""Euchre's coach word for word (issue 31: mutation score): each action and card in words, the figures' form, a hand
described by its trumps, bowers and side aces, the clauses that say why a choice is best (worked out from the
position by hand), the reason's sentences, Leeds and Dwight's advice by seat and the nudges. The sentences are
tested on evaluations with values set here; the values themselves are held to a brute force in
test_coach_euchre.py."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.coach import core
from engine.coach import euchre as C
from engine.games.euchre import tables as T

# the partnership game, thirty-two cards; seat 0 (eldest: Caleb, seat 3, dealt) holds QC 9D KH 8H 7H; AC turned up
ORDER = {"seat": 0, "players": 4, "names": ["You", "Abner", "Bess", "Caleb"], "sides": [[0, 2], [1, 3]],
         "side_of": [0, 1, 0, 1], "each_for_himself": False, "pack": 32, "game": 5, "phase": "order", "to_act": 0,
         "dealer": 3, "deal_no": 0, "hand": ["QC", "9D", "KH", "8H", "7H"], "counts": [5, 5, 5, 5], "turnup": "AC",
         "turnup_state": "up", "trump": None, "maker": None, "alone": False, "defender": None, "out": [],
         "calls": [], "leader": None, "trick": [], "tricks": [], "won": [0, 0, 0, 0], "scores": [0, 0],
         "results": [], "discard": None, "call_ace": False, "cut_throat": False, "joker": False,
         "hasenpfeffer": False, "contract": None, "hand_size": 5, "called": None, "partner": None,
         "lead_rule": "eldest", "lone_defence": True, "bar_turned_down": True, "lone_defence_scoring": "wedeward",
         "odd_march": 3, "lone_euchre": 2, "widow": "dead"}
# hearts trumps, seat 0 to lead: J♥ (right), J♦ (left), A♥, A♣, 9♠
PLAY = {**ORDER, "phase": "play", "trump": "H", "maker": 0, "hand": ["JH", "JD", "AH", "AC", "9S"],
        "turnup_state": "down"}


def at(base, **changes) -> dict:
    return {**base, **changes}


def ev(phase, *values, detail=None, samples=0, losses=None, scale=C.SCALE):
    if samples:
        choices = tuple(core.Choice(a, float(v), float(v), float(v)) for a, v in values)
        e = core.Evaluation(phase, scale, choices, "x", samples=samples, losses=losses or {})
    else:
        e = core.exact(phase, scale, [(a, Fraction(v)) for a, v in values], "x")
    return C._with(e, detail or {})


def test_cards_in_words():
    assert C._card(T.JOKER, 2) == "the joker, the best trump"
    assert C._card(T.ID_OF_TEXT["JH"], 2) == "the right bower (J♥)"
    assert C._card(T.ID_OF_TEXT["JD"], 2) == "the left bower (J♦)"
    assert C._card(T.ID_OF_TEXT["JS"], 2) == "the J♠"
    assert C._card(T.ID_OF_TEXT["JC"], 0) == "the right bower (J♣)"
    assert C._card(T.ID_OF_TEXT["JS"], 0) == "the left bower (J♠)"
    assert C._card(T.ID_OF_TEXT["JS"], -1) == "the J♠"
    assert C._card(T.ID_OF_TEXT["JD"], -1) == "the J♦"


def test_actions_in_words():
    v = at(PLAY, trick=[[3, "9C"]])
    assert [C._words(ORDER, a) for a in ("pass", "order-up", "order-up alone", "name S", "name D alone",
                                         "defend alone", "bid 3", "call C", "next")] == [
        "passing", "ordering up", "ordering up alone", "naming spades", "naming diamonds alone", "defending alone",
        "bidding 3", "calling clubs", "next"]
    dealer = at(ORDER, seat=3)
    assert (C._words(dealer, "order-up"), C._words(dealer, "order-up alone")) == ("taking it up", "taking it up alone")
    assert C._words(PLAY, "play JH") == "leading the right bower (J♥)"
    assert C._words(v, "play 9S") == "playing the 9♠"
    assert C._words(PLAY, "discard JD") == "discarding the left bower (J♦)"


def test_figures_with_their_exact_fraction():
    assert C._points(0.5) == "+0.50"
    assert C._points(-0.25) == "−0.25"
    assert C._points(1 / 3, Fraction(1, 3)) == "+0.33 (1/3, exact)"
    assert C._points(-2.0, Fraction(-2)) == "−2.00 (exact)"


def test_the_suit_a_bid_makes():
    assert C._bid_suit(ORDER, "order-up alone") == 0          # the ace of clubs turned up
    assert C._bid_suit(at(ORDER, turnup="7S"), "order-up") == 3
    assert C._bid_suit(at(ORDER, turnup="6S"), "order-up") == 3
    assert C._bid_suit(ORDER, "name H") == 2
    assert C._bid_suit(ORDER, "pass") == -1
    assert C._trump(ORDER) == -1 and C._trump(PLAY) == 2


def test_a_hand_by_its_trumps_bowers_and_side_aces():
    assert C._hand_in(PLAY, 2) == "3 hearts (right and left bowers) and an ace of other suits"
    assert C._hand_in(PLAY, 1) == "2 diamonds (right and left bowers) and 2 aces of other suits"
    assert C._hand_in(ORDER, 0) == "1 club"
    assert C._hand_in(ORDER, 0, with_turnup=True) == "2 clubs"
    assert C._hand_in(at(ORDER, hand=["AC", "AD", "AH"]), 3) == "0 spades and 3 aces of other suits"
    assert C._hand_in(at(ORDER, hand=["JK", "JC", "9C"]), 0) == "3 clubs (best and right bowers)"
    assert C._hand_in(at(ORDER, hand=["JK", "9H"]), 0) == "1 club (best bower)"


def test_trumps_not_yet_seen():
    # hearts in 32 cards: 7 to A and the left bower, 9 trumps; seat 0 holds three of them, none seen elsewhere
    assert C._trumps_out(PLAY, 2) == 6
    assert C._trumps_out(at(PLAY, turnup="9H", turnup_state="up"), 2) == 5
    assert C._trumps_out(at(PLAY, turnup="9H", turnup_state="taken"), 2) == 6       # in the dealer's hand, unseen
    assert C._trumps_out(at(PLAY, turnup="9H", turnup_state="taken", seat=3), 2) == 5
    played = at(PLAY, tricks=[{"cards": [[1, "7H"], [2, "8C"]]}], trick=[[1, "8H"]], discard="10H")
    assert C._trumps_out(played, 2) == 3
    assert C._trumps_out(at(PLAY, pack=24), 2) == 4


def test_the_seat_names_of_the_partnership_game():
    assert [C._position(at(ORDER, seat=s)) for s in range(4)] == ["eldest", "second", "third", "dealer"]
    assert C._position(at(ORDER, dealer=0, seat=0)) == "dealer"
    assert C._position(at(ORDER, players=6)) is None


# -- why the best is best -------------------------------------------------------------------------------------
def test_why_a_bid():
    e = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 8, 2, 0, 0)})
    assert C._why(ORDER, e) == "with 1 club, your side takes three tricks often enough; your side was euchred in 25% of the deals"
    dealer = at(ORDER, seat=3, hand=["QC", "9D", "KH", "8H", "7H"])
    assert C._why(dealer, e).startswith("with 2 clubs, your side")          # the dealer counts the card he takes
    plain = ev("order", ("pass", 0), ("order-up", 1), detail={"order-up": (10, 0, 0, 0, 0)})
    assert C._why(ORDER, plain) == "with 1 club, your side takes three tricks often enough"
    named = ev("name", ("pass", 0), ("name H", 1))
    assert C._why(at(ORDER, phase="name"), named) == "with 3 hearts, your side takes three tricks often enough"


def test_why_passing():
    e = ev("order", ("pass", 0), ("order-up", -1), ("order-up alone", Fraction(-1, 2)),
           detail={"order-up": (10, 10, 6, 0, 0), "order-up alone": (10, 10, 4, 0, 0)})
    assert C._why(ORDER, e) == ("ordering up alone, the best of the bids, would see your side euchred in 40% of the "
                                "deals (−0.50 (-1/2, exact))")
    nobody = ev("order", ("pass", 0), ("order-up", -1), detail={"order-up": (10, 0, 0, 0, 0)})
    assert C._why(ORDER, nobody) == "no suit is strong enough in your hand to carry three tricks"


def test_why_at_hasenpfeffer_and_a_lone_defence():
    hp = at(ORDER, phase="bid", hand=["JK", "JC", "JS", "AC", "9H"], hasenpfeffer=True)
    assert C._why(hp, ev("bid", ("pass", 1), ("bid 3", 0))) == ("no bid you could make here pays on average: the "
                                                               "other side scores its tricks either way")
    made = C._why(hp, ev("bid", ("pass", 0), ("bid 3", 1), detail={"bid 3": (4, 4, 1, 0, 0)}))
    assert made == ("with 4 clubs (best and right and left bowers), your side takes 3 tricks often enough; your side "
                    "fell short in 25% of the deals")
    assert C._why(hp, ev("bid", ("pass", 0), ("bid 3", 1))) == ("with 4 clubs (best and right and left bowers), your "
                                                               "side takes 3 tricks often enough")
    trumps = at(hp, phase="trumps", contract=4)
    assert C._why(trumps, ev("trumps", ("name C", 1), ("name H", 0))) == (
        "with 4 clubs (best and right and left bowers) it gives your side its best chance of 4 tricks")
    d = at(ORDER, phase="defence")
    assert C._why(d, ev("defence", ("defend alone", 1), ("pass", 0))) == (
        "your trumps can stop the lone hand by themselves, and a lone euchre scores double")
    assert C._why(d, ev("defence", ("defend alone", 0), ("pass", 1))) == (
        "your partner's cards help more against the lone hand than a lone defence could")


def test_why_a_discard_and_a_call():
    disc = at(PLAY, phase="discard", hand=["JH", "JD", "AH", "AC", "9S", "10S"])
    assert C._why(disc, ev("discard", ("discard AC", 1), ("discard 9S", 0))) == (
        "it leaves you void in clubs, so you can trump that suit when it is led")
    assert C._why(disc, ev("discard", ("discard 9S", 1), ("discard AC", 0))) == (
        "it keeps your trumps and your best side cards")
    assert C._why(disc, ev("discard", ("discard AH", 1), ("discard AC", 0))) == (
        "it keeps your trumps and your best side cards")
    call = at(PLAY, phase="call", hand=["JH", "AD", "AC", "9S", "10S"])
    assert C._why(call, ev("call", ("call C", 1), ("call S", 0))) == (
        "you hold the ace of clubs yourself, so you play without a partner rather than help one")
    assert C._why(call, ev("call", ("call S", 1), ("call C", 0))) == (
        "you hold 2 spades, so the partner its ace brings fits your hand best")
    assert C._why(at(call, hand=["JH", "KD", "9S"]), ev("call", ("call D", 1), ("call C", 0))) == (
        "you hold 1 diamond, so the partner its ace brings fits your hand best")
    assert C._why(at(call, hand=["JH", "9S"]), ev("call", ("call D", 1), ("call C", 0))) == (
        "you hold no diamonds, so the partner its ace brings fits your hand best")


def test_why_a_lead():
    assert C._why(PLAY, ev("play", ("play JH", 1), ("play 9S", 0))) == (
        "it draws trumps: 6 trumps you have not seen may still be out")
    one = at(PLAY, tricks=[{"cards": [[1, "7H"], [2, "8H"], [3, "9H"], [0, "10H"]]}, {"cards": [[1, "QH"], [2, "KH"],
                                                                                              [3, "JC"], [0, "9D"]]}])
    assert C._why(one, ev("play", ("play JH", 1), ("play 9S", 0))) == (
        "it draws trumps: 0 trumps you have not seen may still be out")
    assert C._why(at(one, tricks=one["tricks"][:1]), ev("play", ("play JH", 1), ("play 9S", 0))) == (
        "it draws trumps: 2 trumps you have not seen may still be out")
    three = at(PLAY, tricks=[{"cards": [[1, "7H"], [2, "8H"], [3, "9H"], [0, "10H"]]}, {"cards": [[1, "QH"], [2, "KC"],
                                                                                                [3, "JC"], [0, "9D"]]}])
    assert C._why(three, ev("play", ("play JH", 1), ("play 9S", 0))) == (
        "it draws trumps: 1 trump you have not seen may still be out")
    assert C._why(PLAY, ev("play", ("play AC", 1), ("play 9S", 0))) == (
        "an ace of a side suit is likely to win before anyone can trump it")
    assert C._why(PLAY, ev("play", ("play 9S", 1), ("play AC", 0))) == "it keeps your winners for later tricks"


def test_why_a_card_played_to_a_trick():
    v = at(PLAY, seat=2, trick=[[1, "KC"]])
    assert C._why(v, ev("play", ("play AC", 1), ("play 9S", 0))) == "it wins the trick over the K♣"
    assert C._why(v, ev("play", ("play JD", 1), ("play 9S", 0))) == "it wins the trick over the K♣"
    assert C._why(v, ev("play", ("play 9S", 1), ("play AC", 0))) == (
        "you cannot win this trick cheaply, so you throw your least useful card")
    mate = at(v, trick=[[0, "KC"]])
    assert C._why(mate, ev("play", ("play 9S", 1), ("play AC", 0))) == (
        "your partner's K♣ already holds the trick, so you keep your better cards")
    assert C._why(at(mate, trick=[[0, "KC"], [1, "AC"]]), ev("play", ("play 9S", 1), ("play JH", 0))) == (
        "you cannot win this trick cheaply, so you throw your least useful card")
    odd = at(mate, players=3, sides=[[0], [1], [2]], side_of=[0, 1, 2], names=["You", "Abner", "Bess"])
    assert C._why(odd, ev("play", ("play 9S", 1), ("play AC", 0))) == (
        "you cannot win this trick cheaply, so you throw your least useful card")
    assert C._why(at(PLAY, phase="other"), ev("other", ("a", 1), ("b", 0))) == "it scores best in the playouts"


# -- the reason --------------------------------------------------------------------------------------------------
def test_the_games_end_is_told_whenever_a_deal_ends_it():
    lead = "Ordering up is best (+0.50 (1/2, exact) points this hand for your side): with 1 club, your side takes "
    nobody_made = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 0, 0, 3, 0)})
    assert C.reason(ORDER, nobody_made, "order-up") == lead + (
        "three tricks often enough. At this score the hand ends the game in 30% of the deals: won in 30%, lost in 0%.")
    won_only = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 8, 2, 3, 0)})
    assert C.reason(ORDER, won_only, "order-up").endswith(" At this score the hand ends the game in 30% of the deals: "
                                                          "won in 30%, lost in 0%.")
    lost_only = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 8, 2, 0, 2)})
    assert C.reason(ORDER, lost_only, "order-up").endswith(" At this score the hand ends the game in 20% of the "
                                                           "deals: won in 0%, lost in 20%.")
    none = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 8, 2, 0, 0)})
    assert "ends the game" not in C.reason(ORDER, none, "order-up")


def test_the_reason_with_the_games_end_and_the_cost():
    e = ev("order", ("pass", 0), ("order-up", Fraction(1, 2)), detail={"order-up": (10, 8, 2, 3, 1)})
    assert C.reason(ORDER, e, "pass") == (
        "Ordering up is best (+0.50 (1/2, exact) points this hand for your side): with 1 club, your side takes three "
        "tricks often enough; your side was euchred in 25% of the deals. At this score the hand ends the game in 40% "
        "of the deals: won in 30%, lost in 10%. Your passing costs 0.50 points on average (blunder).")


HEAD = "Leading the right bower (J♥) is best ({}): it draws trumps: 6 trumps you have not seen may still be out."
UNIT = "points this hand for your side"


def test_the_reason_when_too_close():
    e = ev("play", ("play JH", 0.5), ("play 9S", 0.25), samples=400,
           losses={"play JH": (0.0, 0.0, 0.0), "play 9S": (0.25, -0.05, 0.55)})
    assert C.reason(PLAY, e, "play 9S") == HEAD.format(f"+0.50 {UNIT}") + (
        " Your leading the 9♠ is within the error of these 400 deals (0.25 ± 0.30): too close to call.")
    even = ev("play", ("play JH", 0.5), ("play 9S", 0.5), samples=400,
              losses={"play JH": (0.0, 0.0, 0.0), "play 9S": (0.0, -0.3, 0.3)})
    assert C.reason(PLAY, even, "play 9S").endswith(
        " Your leading the 9♠ is within the error of these 400 deals (0.00 ± 0.30): too close to call.")
    same = ev("play", ("play JH", 0.5), ("play 9S", 0.5), samples=400,
              losses={"play JH": (0.0, 0.0, 0.0), "play 9S": (0.0, 0.0, 0.0)})
    assert C.reason(PLAY, same, "play 9S") == HEAD.format(f"+0.50 {UNIT}") + (
        " Your leading the 9♠ did exactly as well in every one of these 400 deals.")
    tie = ev("play", ("play JH", 1), ("play 9S", 1))
    assert C.reason(PLAY, tie, "play 9S") == HEAD.format(f"+1.00 (exact) {UNIT}") + (
        " Your leading the 9♠ is worth exactly as much.")
    forced = ev("play", ("play JH", 1))
    assert C.reason(PLAY, forced, "play JH") == "Nothing else was legal."
    plain = core.exact("play", C.SCALE, [("play JH", Fraction(1)), ("play 9S", Fraction(0))], "x")
    assert C.reason(PLAY, plain, "play JH") == ("Leading the right bower (J♥) is best (+1.00 (exact) points this hand "
                                               "for your side): it scores best in the playouts.")


def test_the_reason_sets_the_book_beside_the_figures():
    # eldest, partner (seat 2) made trumps, first lead: Leeds and Dwight lead a trump
    v = at(PLAY, maker=2)
    off = ev("play", ("play JH", 0), ("play AC", 1), ("play 9S", Fraction(-1, 2)))
    assert C.reason(v, off, "play AC").endswith(
        " Leeds and Dwight's advice points to leading the right bower (J♥), which costs 1.00 points here: on these "
        "deals the play-outs disagree with the book.")
    near = ev("play", ("play JH", 0.9), ("play AC", 1), samples=400,
              losses={"play AC": (0.0, 0.0, 0.0), "play JH": (0.1, -0.1, 0.3), "play JD": (0.1, -0.1, 0.3)})
    assert C.reason(v, near, "play AC").endswith(
        " Leeds and Dwight's advice points to leading the right bower (J♥), as good as the best within the error of "
        "these deals.")
    agree = ev("play", ("play JH", 1), ("play AC", 0))
    assert "advice" not in C.reason(v, agree, "play JH")
    # the book's best-valued trump lead is the one named; a tie with the best is as good
    two = ev("play", ("play JH", 0), ("play AH", Fraction(1, 4)), ("play AC", 1))
    assert C.reason(v, two, "play AC") == (
        "Leading the A♣ is best (+1.00 (exact) points this hand for your side): an ace of a side suit is likely to "
        "win before anyone can trump it. Leeds and Dwight's advice points to leading the A♥, which costs 0.75 points "
        "here: on these deals the play-outs disagree with the book.")
    level = ev("play", ("play AC", 1), ("play JH", 1))
    assert C.reason(v, level, "play AC") == (
        "Leading the A♣ is best (+1.00 (exact) points this hand for your side): an ace of a side suit is likely to "
        "win before anyone can trump it. Leeds and Dwight's advice points to leading the right bower (J♥), as good "
        "as the best within the error of these deals.")
    sure = ev("play", ("play JH", 0.0), ("play AC", 1.0), samples=400,
              losses={"play AC": (0.0, 0.0, 0.0), "play JH": (1.0, 0.5, 1.5)})
    assert C.reason(v, sure, "play AC").endswith(
        " Leeds and Dwight's advice points to leading the right bower (J♥), which costs 1.00 points here: on these "
        "deals the play-outs disagree with the book.")


# -- Leeds and Dwight, seat by seat -------------------------------------------------------------------------------
def _advice(view, *actions):
    return C.advice(view, ev(view["phase"], *((a, i) for i, a in enumerate(actions))))


def test_the_books_advice_on_ordering_up_by_seat():
    texts = [_advice(at(ORDER, seat=s), "pass", "order-up").locator for s in range(4)]
    assert texts == ["General Remarks, “Eldest, or First Hand”", "General Remarks, “Second Hand”",
                     "General Remarks, “Third Hand”", "General Remarks, “The Dealer”"]
    assert _advice(ORDER, "pass", "order-up").text.startswith("Eldest hand should not order up, unless very strong")
    assert _advice(at(ORDER, seat=1), "pass", "order-up").text.startswith("The dealer's partner should not assist")
    assert _advice(at(ORDER, seat=2), "pass", "order-up").text.startswith("Third hand needs a stronger hand")
    assert _advice(at(ORDER, seat=3), "pass", "order-up").text.startswith("The dealer may take up with three trumps")
    assert all(_advice(at(ORDER, seat=s), "pass").source == "leeds-dwight-1888" for s in range(4))
    assert _advice(at(ORDER, players=6), "pass", "order-up") is None
    assert _advice(at(ORDER, hasenpfeffer=True), "pass", "order-up") is None


def test_the_books_advice_on_naming_by_seat():
    name = at(ORDER, phase="name")
    assert _advice(name, "pass", "name S").text.startswith("Eldest hand should “make it next”")
    assert _advice(at(name, seat=1), "pass", "name S").text.startswith("When the dealer, your partner, turns down")
    assert _advice(at(name, seat=2), "pass", "name S") is None
    assert _advice(at(name, seat=3), "pass", "name S").text.startswith("If the making comes round to the dealer")


def test_the_books_advice_on_the_dealers_discard():
    disc = at(PLAY, phase="discard", hand=["JH", "AH", "KC", "9S", "10S", "AD"])
    found = C._period(disc, ev("discard", ("discard KC", 0), ("discard 9S", 1), ("discard AD", 2)))
    assert found[0].text.startswith("The dealer who takes up the trump should discard the lowest card of a short")
    assert found[1] == {"discard KC"}                  # the lone king before the spades, the ace kept
    found = C._period(at(disc, hand=["JH", "AH", "AC", "9S", "10S", "AD"]),
                      ev("discard", ("discard AC", 0), ("discard 9S", 1), ("discard AD", 2)))
    assert found[1] == {"discard 9S"}                  # aces kept: the shortest suit without its ace
    assert C._period(at(disc, hand=["JH", "AH", "KH", "QH", "10H", "9H"]),
                     ev("discard", ("discard 9H", 0), ("discard 10H", 1)))[1] is None       # every card a trump
    assert C._period(disc, ev("discard", ("discard 9S", 0), ("discard AD", 1)))[1] is None  # the king not offered


def test_the_books_advice_on_the_leads():
    trumps = {"play JH", "play JD", "play AH"}
    lead = C._period(at(PLAY, maker=2), ev("play", *((a, 0) for a in ("play JH", "play JD", "play AH", "play AC",
                                                                       "play 9S"))))
    assert lead[0].text == "“Always lead a trump when your partner has ordered up, or made the trump.”"
    assert lead[1] == trumps
    against = C._period(at(PLAY, maker=3), ev("play", *((a, 0) for a in ("play JH", "play AC", "play 9S"))))
    assert against[0].text.startswith("Against the dealer's taking up, eldest hand should in general not lead")
    assert against[1] == {"play AC"}
    assert C._period(at(PLAY, maker=3), ev("play", ("play JH", 0), ("play 9S", 1)))[1] is None
    assert C._period(at(PLAY, maker=1), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    assert C._period(at(PLAY, maker=2, alone=True), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    assert C._period(at(PLAY, maker=2, trick=[[1, "9C"]]), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    assert C._period(at(PLAY, maker=None), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    first_trick = [{"cards": [[0, "9C"], [1, "10C"], [2, "QC"], [3, "KC"]]}]
    assert C._period(at(PLAY, maker=2, tricks=first_trick), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    # the dealer, his partner having assisted, gives him a trump after taking the first or second trick
    dealer = at(PLAY, seat=3, maker=1, tricks=first_trick)
    give = C._period(dealer, ev("play", ("play JH", 0), ("play 9S", 1)))
    assert give[0].text == ("When your partner has assisted and you take the first or second trick, give him a trump "
                            "if he has not played one.")
    assert give[1] == {"play JH"}
    assert C._period(at(dealer, tricks=first_trick * 2), ev("play", ("play JH", 0), ("play 9S", 1)))[1] == {"play JH"}
    assert C._period(at(dealer, tricks=first_trick * 3), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    assert C._period(at(dealer, tricks=[]), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    trumped = [{"cards": [[0, "9C"], [1, "10H"], [2, "QC"], [3, "KC"]]}]
    assert C._period(at(dealer, tricks=trumped), ev("play", ("play JH", 0), ("play 9S", 1))) is None
    assert C._period(dealer, ev("play", ("play AC", 0), ("play 9S", 1))) is None


def test_the_nudges():
    say = {p: C.nudge(at(ORDER, phase=p), []) for p in ("order", "name", "bid", "trumps", "joker", "defence",
                                                         "discard", "call")}
    assert say == {
        "order": "Count the trumps and bowers you would hold if the turn-up's suit were trumps, and think who takes "
                 "the card: your partner, or the other side.",
        "name": "Which suit gives you three tricks with your partner's help? The suit of the same colour as the one "
                "turned down lost a bower to it.",
        "bid": "Count the tricks your hand can take in its best suit (the joker and the bowers are sure ones), add one "
               "for your partner, and remember that falling short costs your whole bid.",
        "trumps": "Which suit, with the joker and the bowers, gives your side the tricks you bid?",
        "joker": "The joker is yours and is the best trump whatever you name: which suit, with the joker and your "
                 "bowers, gives your side three tricks, and which card will you throw?",
        "defence": "Could your trumps stop the lone player by themselves, or would your partner's cards do more?",
        "discard": "Which card will never take a trick, and could throwing it leave you void in a suit?",
        "call": "Whose ace would help you most: think which suit you are short in, and whether you hold its ace."}
    assert C.nudge(at(PLAY, trick=[[1, "9C"]]), []) == ("Who is winning the trick now, and is it your side? Win it "
                                                        "cheaply, or keep your good cards.")
    assert C.nudge(PLAY, []) == "Count the trumps still out before you lead: who holds the bowers you have not seen?"


def test_the_scale_and_the_assumptions():
    assert C.scale_for(ORDER) is C.SCALE and C.scale_for(at(ORDER, players=3)) is C.ODD_SCALE
    assert C._assumes(1200, True) == (
        "The other players, and you after this choice, play as the table's rule-of-thumb players; every one of the "
        "1,200 deals of the cards you cannot see that fit what your seat has seen, counted, each equally likely. The "
        "bidding is read only for what it makes certain (the dealer holds the card he took up, unless he has shown "
        "no trumps), not for its hints (a pass is more often than not a weak hand).")
    assert C._assumes(1200, False).startswith(
        "The other players, and you after this choice, play as the table's rule-of-thumb players; 1,200 deals of the "
        "cards you cannot see, each consistent with what your seat has seen (your hand, the cards played, the "
        "turn-up the dealer took, the suits each player failed to follow), every such deal equally likely. The")


# Leeds and Dwight's remarks, as the coach gives them (our words, their brief quotations marked): (phase, seat, text,
# section)
BOOK = [
    ('order', 0, ('Eldest hand should not order up, unless very strong, when he could make the suit of the same '
                  'colour trumps in the second round (“make it next”); order with three fair trumps and some side '
                  'strength when there is nothing better to go to.'),
     'General Remarks, “Eldest, or First Hand”'),
    ('order', 1, ("The dealer's partner should not assist (order up) on a light hand: “Do not assist too light. This "
                  'is the most common error in Euchre.” Being short of a suit or two helps an assisting hand.'),
     'General Remarks, “Second Hand”'),
    ('order', 2, ("Third hand needs a stronger hand to order up than eldest: he cannot count on his partner's lead, "
                  'and his partner has shown weakness by passing.'),
     'General Remarks, “Third Hand”'),
    ('order', 3, ('The dealer may take up with three trumps, or the right bower and the ace, and the like; with a '
                  'fair hand it is usually better to try for the point than to turn it down for a euchre.'),
     'General Remarks, “The Dealer”'),
    ('name', 0, ('Eldest hand should “make it next” when he can (name the suit of the same colour as the one turned '
                 'down) and should not cross to the other colour unless very strong.'),
     'General Remarks, “Eldest, or First Hand”'),
    ('name', 1, ('When the dealer, your partner, turns down a black suit, make it red if you can (cross the suit), '
                 'and the more so if he turned down a bower.'),
     'General Remarks, “Second Hand”'),
    ('name', 3, 'If the making comes round to the dealer, he may make it with somewhat less strength than the others need.',
     'General Remarks, “The Dealer”'),
]


def test_the_books_advice_word_for_word_at_each_seat():
    for phase, seat, text, where in BOOK:
        view = at(ORDER, phase=phase, seat=seat)
        assert _advice(view, "pass", "name S" if phase == "name" else "order-up") == core.Advice(
            text, "leeds-dwight-1888", where), (phase, seat)


def test_the_books_advice_word_for_word_in_the_play():
    ld, dealer_section, eldest = "leeds-dwight-1888", "General Remarks, “The Dealer”", "General Remarks, “Eldest, or First Hand”"
    disc = at(PLAY, phase="discard", hand=["JH", "AH", "KC", "9S", "10S", "AD"])
    assert C._period(disc, ev("discard", ("discard KC", 0), ("discard 9S", 1)))[0] == core.Advice(
        "The dealer who takes up the trump should discard the lowest card of a short side suit, keeping his trumps "
        "and aces (their examples throw a lone king before an ace, and the seven of a suit without its ace).", ld,
        dealer_section)
    assert C._period(at(PLAY, maker=2), ev("play", ("play JH", 0), ("play AC", 1)))[0] == core.Advice(
        "“Always lead a trump when your partner has ordered up, or made the trump.”", ld, eldest)
    assert C._period(at(PLAY, maker=3), ev("play", ("play JH", 0), ("play AC", 1)))[0] == core.Advice(
        "Against the dealer's taking up, eldest hand should in general not lead trumps up to him, and should lead an "
        "ace if he can.", ld, eldest)
    dealer = at(PLAY, seat=3, maker=1, tricks=[{"cards": [[0, "9C"], [1, "10C"], [2, "QC"], [3, "KC"]]}])
    assert C._period(dealer, ev("play", ("play JH", 0), ("play 9S", 1)))[0] == core.Advice(
        "When your partner has assisted and you take the first or second trick, give him a trump if he has not played "
        "one.", ld, dealer_section)


# -- the evaluation's tally of each bid, and more clauses ------------------------------------------------------------
def test_each_bid_is_tallied_in_every_deal():
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(), 3)
    view = GAME.view(s, s.to_act)
    legal = [str(a) for a in GAME.legal_actions(s)]
    e = C.evaluate(view, legal, 20, __import__("random").Random(1))
    assert e.samples == 20 and set(e.detail) == set(legal)
    assert (e.phase, e.assumes, e.scale) == ("order", C._assumes(20, False), C.SCALE)
    for a in legal:
        deals, made, euchred, won, lost = e.detail[a]
        assert deals == 20 and 0 <= euchred <= made <= deals and won == lost == 0   # no game ends from 0-0 in a hand
        if a.startswith("order-up"):
            assert made == deals                # ordering up makes your side the makers in every deal
    near = {**view, "scores": [4, 4]}           # at four all, the hand ends the game whoever scores
    e = C.evaluate(near, legal, 20, __import__("random").Random(1))
    for a in legal:
        deals, _made, _euchred, won, lost = e.detail[a]
        assert won + lost == deals if a.startswith("order-up") else won + lost <= deals   # (all passing: no score)


def test_an_exact_count_tallies_every_world_once():
    from engine.games.euchre import GAME

    found = 0
    for seed in range(12):
        if found < 2:
            found += _exact_positions(GAME.new_game(GAME.Variant(players=3), seed))   # cut-throat: each for himself
    assert found


def _exact_positions(s) -> int:
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    found = 0
    while not GAME.is_over(s) and GAME.view(s, s.to_act)["deal_no"] == 0:
        view = GAME.view(s, s.to_act)
        legal = [str(a) for a in GAME.legal_actions(s)]
        if view["phase"] == "play" and len(legal) > 1 and B.world_count_bound(view, C._trump(view)) <= 400:
            e = C.evaluate(view, legal, 100, random.Random(0))
            n = len(list(B.all_worlds(view, C._trump(view))))
            assert e.exact and e.assumes == C._assumes(n, True) and e.phase == "play"
            assert e.scale is C.ODD_SCALE                      # three players: yours less the others' average
            makers = view["side_of"][view["maker"]] == view["side_of"][view["seat"]]
            for a in legal:
                deals, made, euchred, _won, _lost = e.detail[a]
                assert deals == n and made == (n if makers else 0)
                assert euchred <= made
            found += 1
        s = GAME.apply(s, B.BOTS["rule-of-thumb"].choose(view, GAME.legal_actions(s), random.Random(0)))
    return found


def test_more_clauses():
    assert C._bid_suit(at(ORDER, turnup="6S"), "order-up") == 3
    # the strongest card of the trick is beaten, not the last one played
    assert C._why(at(PLAY, seat=3, trick=[[1, "KC"], [2, "9C"]]), ev("play", ("play AC", 1), ("play 9S", 0))) == (
        "it wins the trick over the K♣")
    aces = at(PLAY, hand=["JH", "AD", "9S"])
    assert C._why(aces, ev("play", ("play AD", 1), ("play 9S", 0))) == (
        "an ace of a side suit is likely to win before anyone can trump it")
    # the dealer names trumps with the joker turned up: it is his, the best bower
    joker = at(ORDER, phase="joker", seat=3, turnup="JK", hand=["9S", "10S", "QH", "KD", "8C"])
    assert C._why(joker, ev("joker", ("name S", 1), ("name H", 0))) == (
        "with 3 spades (best bower), your side takes three tricks often enough")
    assert C._why(ORDER, ev("order", ("pass", 0), ("order-up", 1), detail={"order-up": (10, 8, 0, 0, 0)})) == (
        "with 1 club, your side takes three tricks often enough; your side was euchred in 0% of the deals")
    hp = at(ORDER, phase="bid", hand=["JK", "JC", "JS", "AC", "9H"], hasenpfeffer=True)
    assert C._why(hp, ev("bid", ("pass", 0), ("bid 3", 1), detail={"bid 3": (4, 4, 0, 0, 0)})).endswith(
        "; your side fell short in 0% of the deals")


def test_the_best_of_the_bids_is_the_best_valued_bid_with_deals_made():
    e = ev("order", ("pass", 0), ("order-up", -1), ("order-up alone", Fraction(-1, 2)),
           detail={"pass": (10, 5, 1, 0, 0), "order-up": (10, 5, 0, 0, 0)})
    assert C._why(ORDER, e) == ("ordering up, the best of the bids, would see your side euchred in 0% of the deals "
                                "(−1.00 (exact))")


def test_the_books_ace_lead_against_the_dealer_and_the_dealers_short_suit():
    against = C._period(at(PLAY, maker=3, hand=["JH", "AD", "9S"]),
                        ev("play", ("play JH", 0), ("play AD", 1), ("play 9S", 2)))
    assert against[1] == {"play AD"}
    # two side suits of two: the one without its ace goes, its lowest card (the seven of a suit without its ace)
    disc = at(PLAY, phase="discard", hand=["JH", "AH", "7D", "AD", "QS", "KS"])
    acts = [("discard " + c, i) for i, c in enumerate(["7D", "AD", "QS", "KS"])]
    assert C._period(disc, ev("discard", *acts))[1] == {"discard QS"}
    # two singletons without aces: the lower card
    single = at(PLAY, phase="discard", hand=["JH", "AH", "9D", "8S", "AC", "KC"])
    acts = [("discard " + c, i) for i, c in enumerate(["9D", "8S", "AC", "KC"])]
    assert C._period(single, ev("discard", *acts))[1] == {"discard 8S"}


def test_the_tally_counts_the_euchres_and_the_games_ended_in_the_same_deals():
    """Ordering up at four all in the partnership game: in each deal the side either makes its point (and wins the
    game) or is euchred (and loses it), so the euchres are the deals of a negative margin and the games won the
    deals of a positive one: counted here again from the same deals, drawn from the same seed."""
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(), 3)
    view = {**GAME.view(s, s.to_act), "scores": [4, 4]}
    legal = [str(a) for a in GAME.legal_actions(s)]
    e = C.evaluate(view, legal, 30, random.Random(7))
    trump = C._trump(view)
    shape, base = B.Shape.from_view(view), B.state_from_view(view)
    side = shape.side_of[view["seat"]]
    rng, facts = random.Random(7), B.unseen(view, trump)
    margins = {a: [] for a in legal}
    for _ in range(30):
        world = B.sample_world(view, rng, trump, facts)
        for a in legal:
            margins[a].append(B.side_margin(B.simulate(base, world, a, shape)[1], side))
    deals, made, euchred, won, lost = e.detail["order-up"]
    assert (deals, made) == (30, 30)
    assert euchred == sum(m < 0 for m in margins["order-up"]) == lost
    assert won == sum(m > 0 for m in margins["order-up"])
    assert 0 < euchred < 30 or won == 30           # (the position is one where a euchre is possible)


def test_with_nothing_legal_there_is_nothing_to_choose():
    e = C.evaluate(PLAY, [], 5, __import__("random").Random(0))
    assert (e.note, e.detail, e.phase) == ("Nothing to choose.", {}, "play")
    one = C.evaluate(PLAY, ["play JH"], 5, __import__("random").Random(0))
    assert one.note == "The rules leave one choice here: leading the right bower (J♥)."


# -- the last survivors (issue 31): each deal's tally counted here, the exact count's threshold, nothing to choose ---
def tally_here(view, actions, worlds):
    """Per action, over these deals played out by rule of thumb: [deals, your side made trumps (or called a partner
    of your side), made and scored nothing or less, the hand ended the game for your side, against it]."""
    from engine.bots import euchre as B

    shape, base = B.Shape.from_view(view), B.state_from_view(view)
    side = shape.side_of[view["seat"]]
    out = {}
    for a in actions:
        d = [0, 0, 0, 0, 0]
        for w in worlds:
            end, pts = B.simulate(base, w, a, shape)
            d[0] += 1
            ours = end.maker >= 0 and side in {shape.side_of[end.maker]} | (
                {shape.side_of[end.partner]} if end.partner >= 0 else set())
            d[1] += ours
            d[2] += ours and pts[side] <= 0
            after = [s + p for s, p in zip(view["scores"], pts, strict=True)]
            if max(after) >= view["game"]:
                d[3 if after[side] == max(after) else 4] += 1
        out[a] = tuple(d)
    return out


def test_the_tally_of_sampled_deals_near_the_games_end():
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(), 3)
    view = {**GAME.view(s, s.to_act), "scores": [4, 3]}       # four of five: a point ends it for us, two for them
    legal = [str(a) for a in GAME.legal_actions(s)]
    e = C.evaluate(view, legal, 24, random.Random(1))
    rng, trump = random.Random(1), C._trump(view)
    facts = B.unseen(view, trump)
    want = tally_here(view, legal, [B.sample_world(view, rng, trump, facts) for _ in range(24)])
    assert e.detail == want
    assert any(d[2] >= 2 for d in want.values()) and any(d[3] and d[4] for d in want.values())


def test_the_tally_of_an_exact_count_and_its_threshold():
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(players=3), 0)
    while True:
        view, legal = GAME.view(s, s.to_act), [str(a) for a in GAME.legal_actions(s)]
        if view["phase"] == "play" and len(legal) > 1 and B.world_count_bound(view, C._trump(view)) <= 400:
            break
        s = GAME.apply(s, B.BOTS["rule-of-thumb"].choose(view, GAME.legal_actions(s), random.Random(0)))
    view = {**view, "scores": [view["game"] - 1] * 3}
    bound = B.world_count_bound(view, C._trump(view))
    e = C.evaluate(view, legal, bound, random.Random(0), exact_factor=1)     # exact at the bound itself
    assert e.exact and e.detail == tally_here(view, legal, list(B.all_worlds(view, C._trump(view))))
    assert not C.evaluate(view, legal, bound - 1, random.Random(0), exact_factor=1).exact


def test_nothing_to_choose():
    e = C.evaluate(ORDER, [], 10, __import__("random").Random(0))
    assert (e.choices, e.detail, e.phase, e.note) == ((), {}, "order", "Nothing to choose.")


@pytest.mark.rules("call-ace")
def test_the_tally_counts_a_called_partner_of_your_side():
    """Five each for himself, calling the ace: in deal 3 others make trumps and call an ace you hold (your side made
    them with him) or another's (not yours)."""
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(players=5, call_ace=True), 3)
    while s.to_act != 0:
        s = GAME.apply(s, B.BOTS["rule-of-thumb"].choose(GAME.view(s, s.to_act), GAME.legal_actions(s),
                                                           random.Random(0)))
    view, legal = GAME.view(s, 0), [str(a) for a in GAME.legal_actions(s)]
    rng, trump = random.Random(1), C._trump(view)
    facts = B.unseen(view, trump)
    worlds = [B.sample_world(view, rng, trump, facts) for _ in range(24)]
    assert C.evaluate(view, legal, 24, random.Random(1)).detail == tally_here(view, legal, worlds)
    shape, base = B.Shape.from_view(view), B.state_from_view(view)
    ends = [B.simulate(base, w, a, shape)[0] for a in legal for w in worlds]
    assert any(e.maker > 0 and e.partner == 0 for e in ends) and any(e.maker > 0 and e.partner > 0 for e in ends)


def test_an_exact_count_where_the_others_still_choose_their_cards():
    """Three each for himself, seed 0, after three tricks: 702 deals agree, and in them the others still choose what
    to play (each as his side's player would): the count plays every one out with the table's shape."""
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import GAME

    s = GAME.new_game(GAME.Variant(players=3), 0)
    while True:
        view, legal = GAME.view(s, s.to_act), [str(a) for a in GAME.legal_actions(s)]
        if view["phase"] == "play" and len(legal) > 1 and B.world_count_bound(view, C._trump(view)) <= 3000:
            break
        s = GAME.apply(s, B.BOTS["rule-of-thumb"].choose(view, GAME.legal_actions(s), random.Random(0)))
    worlds = list(B.all_worlds(view, C._trump(view)))
    e = C.evaluate(view, legal, 1, random.Random(0), exact_factor=3000)
    assert (len(worlds), e.exact) == (702, True) and e.detail == tally_here(view, legal, worlds)
