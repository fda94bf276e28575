"""Euchre's odds and simulate commands in this process (the mutation run sees only these): the tables' text and JSON
against hypergeometric counts written here (the trumps a pack holds, as the rule books count them: the suit and the
left bower, and the joker where the pack has one), partner's bowers as five of the cards one cannot see, each refusal
with its option, each option's bounds and words, and a short match replayed game by game and hand by hand."""

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
from engine.games.euchre import GAME, PRESETS
from engine.odds import euchre as O

TRUMPS = {24: 7, 25: 8, 32: 9, 33: 10}      # the suit's cards in the pack, the left bower, the joker if any
STANDARD = GAME.Variant()                    # 32 cards, four in partnerships
MODERN = PRESETS["modern-24"]        # 24 cards
JOKER = PRESETS["joker-keller-1887"]  # 33 cards


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "euchre", *argv]) == 0
    return out.getvalue()


def pct(p: Fraction) -> str:
    return f"{100 * p.numerator / p.denominator:.2f}%"


def hyper(n: int, k: int) -> Fraction:
    t = TRUMPS[n]
    return Fraction(comb(t, k) * comb(n - t, 5 - k), comb(n, 5))


def args(v, hand=None, turnup=None, partner_deals=False):
    return Namespace(variant_obj=v, hand=hand, turnup=turnup, partner_deals=partner_deals)


@pytest.mark.parametrize("v", [STANDARD, MODERN, JOKER])
def test_the_tables_text_and_json(v):
    n = v.pack_size
    data = O.odds(args(v))
    joker = " and the joker" if n % 2 else ""
    want = [f"Euchre, {n}-card pack: trumps (bowers{joker} included) in a hand of five"]
    want += [f"  {k} trumps: {hyper(n, k).numerator}/{hyper(n, k).denominator} ({pct(hyper(n, k))})" for k in range(6)]
    assert data["text"] == "\n".join(want)
    assert (data["game"], data["pack"]) == ("euchre", n)
    assert [(r["k"], Fraction(r["fraction"])) for r in data["trump_counts"]] == [(k, hyper(n, k)) for k in range(6)]
    own = {k: Fraction(x["fraction"]) for k, x in data["bowers_in_own_hand"].items()}
    assert own == {"at_least_one": 1 - Fraction(comb(n - 2, 5), comb(n, 5)),     # neither of the two among five
                   "both": Fraction(comb(n - 2, 3), comb(n, 5)), "right": Fraction(5, n)}
    assert "partner_bowers" not in data


def test_the_command_line_prints_the_same():
    text = run("--variant", "standard")
    data = json.loads(run("--variant", "standard", "--json", "--hand", "9C 10C QC KC AC", "--turnup", "KH"))
    n = data["pack"]
    assert text.rstrip("\n") == O.odds(args(GAME.Variant(pack=n)))["text"]
    assert data["partner_bowers"]["right"]["fraction"] == f"5/{n - 6}"


def test_partners_bowers_for_a_hand_in_text_and_json():
    """Five clubs in hand, the nine of hearts turned: partner's five are five of the 26 cards unseen."""
    data = O.odds(args(STANDARD, "9C,10C,QC KC AC", "9H"))
    pb = data["partner_bowers"]
    one, both = Fraction(5, 26), Fraction(5 * 4, 26 * 25)
    assert (pb["trump"], pb["unseen"], pb["partner_cards"], pb["right_card"], pb["left_card"]) == (
        "hearts", 26, 5, "JH", "JD")
    got = {k: Fraction(pb[k]["fraction"]) for k in ("right", "left", "both", "either", "neither")}
    assert got == {"right": one, "left": one, "both": both, "either": 2 * one - both, "neither": 1 - 2 * one + both}
    last = data["text"].split("\n")[-1]
    assert last == (f"With hearts turned up: partner holds the right bower (JH) 5/26 ({pct(one)}), the left (JD) "
                    f"5/26 ({pct(one)}), both {both.numerator}/{both.denominator} ({pct(both)}).")
    assert "joker" not in pb


def test_with_the_joker_partner_may_hold_it_too():
    data = O.odds(args(JOKER, "9C 10C QC KC AC", "9H"))
    pb = data["partner_bowers"]
    assert pb["unseen"] == 27 and Fraction(pb["joker"]["fraction"]) == Fraction(5, 27)
    assert data["text"].split("\n")[-1] == f"Partner holds the joker: 5/27 ({pct(Fraction(5, 27))})."


def test_a_dealing_partner_takes_up_a_turned_bower():
    """The right bower turned and partner deals: he takes it up if hearts are made, so it is his; the left is one of
    his other four places among the 26 unseen (counted as five, the turn-up his sixth)."""
    pb = O.odds(args(STANDARD, "9C 10C QC KC AC", "JH", partner_deals=True))["partner_bowers"]
    assert (Fraction(pb["right"]["fraction"]), Fraction(pb["left"]["fraction"]), Fraction(pb["both"]["fraction"])) == (
        1, Fraction(5, 26), Fraction(5, 26))
    pb = O.odds(args(STANDARD, "9C 10C QC KC AC", "JH"))["partner_bowers"]
    assert Fraction(pb["right"]["fraction"]) == 0 and Fraction(pb["both"]["fraction"]) == 0
    left = O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "JD", partner_is_dealer=True, trump=2)
    assert (left["right"], left["left"], left["both"]) == (Fraction(5, 26), 0, 0)   # JD turned down, hearts named
    joker = O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "JK", 33, partner_is_dealer=True, trump=2)
    assert joker["joker"] == 1 and joker["right"] == joker["left"] == Fraction(5, 27)


def test_two_partners_hold_ten_of_the_unseen():
    b = O.bower_odds(["9C", "10C", "QC", "KC", "AC"], "9H", 32, partners=2)
    assert (b["partner_cards"], b["right"], b["both"]) == (10, Fraction(10, 26), Fraction(10 * 9, 26 * 25))


def test_each_for_himself_has_no_partner():
    v = GAME.Variant(players=3)
    assert "partner_bowers" not in O.odds(args(v, "9C 10C QC KC AC", "9H"))


@pytest.mark.parametrize("hand,turnup,what,words", [
    ("9C 10C QC KC AC", None, "--hand/--turnup", "give both your hand and the turn-up"),
    (None, "9H", "--hand/--turnup", "give both your hand and the turn-up"),
    ("9C 10C QC KC", "9H", "--hand", "give five different cards of the 32-card pack and another turn-up"),
    ("9C 10C QC KC AC 9S", "9H", "--hand", "give five different cards of the 32-card pack and another turn-up"),
    ("9C 9C QC KC AC", "9H", "--hand", "give five different cards of the 32-card pack and another turn-up"),
    ("9C 10C QC KC AC", "9C", "--hand", "give five different cards of the 32-card pack and another turn-up"),
    ("6C 10C QC KC AC", "9H", "--hand", "give five different cards of the 32-card pack and another turn-up"),
    ("9C 10C QC KC AC", "JK", "--hand", "give five different cards of the 32-card pack and another turn-up"),
])
def test_the_refusals(hand, turnup, what, words):
    with pytest.raises(BadInput) as info:
        O.odds(args(STANDARD, hand, turnup))
    assert (info.value.what, info.value.reason) == (what, words)


def test_a_card_that_is_no_card_and_a_turned_joker_are_refused():
    with pytest.raises(ValueError) as card:
        GAME._card("XX")
    with pytest.raises(BadInput) as info:
        O.odds(args(STANDARD, "9C 10C QC KC XX", "9H"))
    assert (info.value.what, info.value.reason) == ("--hand", str(card.value))
    with pytest.raises(BadInput) as info:
        O.odds(args(JOKER, "9C 10C QC KC AC", "JK"))
    assert (info.value.what, info.value.reason) == (
        "--turnup", "a turned-up joker proposes no suit: name the suit to count the bowers for")


def test_the_options_bounds_defaults_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    O.add_simulate_arguments(p)
    d = p.parse_args([])
    assert (d.hand, d.turnup, d.partner_deals, d.unit, d.no_swap) == (None, None, False, "games", False)
    assert p.parse_args(["--partner-deals", "--no-swap", "--unit", "hands"]).unit == "hands"
    for opt, ok, bad in (("--hand", "9" * 120, "9" * 121), ("--turnup", "9" * 20, "9" * 21)):
        assert getattr(p.parse_args([opt, ok]), opt[2:]) == ok
        with pytest.raises(BadInput):
            p.parse_args([opt, bad])
    for bad in (["--unit", "deals"], ["--unit", "g" * 21]):
        with pytest.raises(BadInput):
            p.parse_args(bad)
    help_text = " ".join(p.format_help().split())
    for words in ("--hand HAND your five cards, e.g. 'JS AS KS 9H 10D'", "--turnup TURNUP the turned-up card, e.g. QS",
                  "--partner-deals your partner is the dealer",
                  "--unit {games,hands} play N whole games, or N single hands from fresh deals",
                  "--no-swap keep each bot on the same side (default: alternate)"):
        assert words in help_text


# -- simulate: a short match replayed here ----------------------------------------------------------------------------
def sim(v, bots, hands, seed, unit="games", no_swap=False):
    return O.simulate(Namespace(variant_obj=v, bots=bots, hands=hands, seed=seed, unit=unit, no_swap=no_swap))


def replay(v, keys, hands, seed, unit, swap):
    """Per game (or hand) i, dealt from seed + i: the bot of each side (the keys turned by i when swapping), the sides
    that won and the points each side made."""
    from engine.bots import bots_for
    from engine.core.table import Table

    bots, out = bots_for("euchre"), []
    for i in range(hands):
        side_bot = [keys[(j + (i if swap else 0)) % len(keys)] for j in range(len(v.sides))]
        t = Table.new(GAME, v, seed + i, learner=-1, bots={s: bots[side_bot[j]] for j, side in enumerate(v.sides)
                                                           for s in side})
        if unit == "games":
            t.run_bots(limit=1_000_000)
            won = {GAME.side_of(v, s) for s in GAME.outcome(t.state).winners}
            pts = list(t.state.scores)
        else:
            while t.state.deal_no == 0 and not GAME.is_over(t.state):
                t.step_bot()
            pts = list(t.state.results[-1][1])
            won = {j for j, p in enumerate(pts) if p == max(pts) and p > 0}
        out.append((side_bot, won, pts))
    return out


@pytest.mark.parametrize("unit,no_swap,v", [("games", False, STANDARD), ("hands", False, STANDARD),
                                            ("hands", True, STANDARD), ("hands", False, MODERN),
                                            ("games", False, MODERN)])
def test_a_short_match_side_by_side(unit, no_swap, v):
    keys, hands, seed = ["rule-of-thumb", "random"], 4, 6
    r = sim(v, ",".join(keys), hands, seed, unit, no_swap)
    games = replay(v, keys, hands, seed, unit, not no_swap)
    assert (r["unit"], r["n"], r["seed"], r["bots"]) == (unit, hands, seed, keys)
    per_bot = {}
    for side_bot, won, pts in games:
        for j, k in enumerate(side_bot):
            b = per_bot.setdefault(k, [0, 0, 0])
            b[0] += 1
            b[1] += j in won
            b[2] += pts[j]
    assert [b["bot"] for b in r["per_bot"]] == list(per_bot)
    for b in r["per_bot"]:
        plays, wins, points = per_bot[b["bot"]]
        assert (b["side_plays"], b["wins"], b["points"]) == (plays, wins, points)
        assert b["win_rate"] == wins / plays and b["mean_points"] == points / plays
        z = 1.959963984540054
        p = wins / plays
        centre = (p + z * z / (2 * plays)) / (1 + z * z / plays)
        half = z / (1 + z * z / plays) * (p * (1 - p) / plays + z * z / (4 * plays * plays)) ** .5
        low, high = (0.0 if wins == 0 else centre - half), (1.0 if wins == plays else centre + half)
        assert b["margin_95"] == pytest.approx(max(p - low, high - p))
    for j, s in enumerate(r["per_side"]):
        wins = sum(j in won for _, won, _ in games)
        assert s == {"side": j, "seats": list(v.sides[j]), "wins": wins,
                     "points": sum(pts[j] for _, _, pts in games), "win_rate": wins / hands}
    lines = r["text"].split("\n")
    assert lines[0] == f"Euchre, {hands} {unit}, bots by side: rule-of-thumb, random (swapped each {unit[:-1]})"
    assert lines[1:] == [f"  {b['bot']:14} won {b['wins']}/{b['side_plays']} = {100 * b['win_rate']:.1f}% "
                         f"± {100 * b['margin_95']:.1f}%; mean points {b['mean_points']:.2f}" for b in r["per_bot"]]


def test_a_match_of_one_player_and_an_unknown_player():
    r = sim(STANDARD, None, 2, 3)
    assert r["bots"] == ["rule-of-thumb"] and [b["side_plays"] for b in r["per_bot"]] == [4]
    with pytest.raises(BadInput) as info:
        sim(STANDARD, "rule-of-thumb,nobody", 1, 1)
    from engine.bots import bots_for

    assert (info.value.what, info.value.reason) == (
        "--bots", f"no computer player called 'nobody' (choose from {', '.join(bots_for('euchre'))})")


def test_hasenpfeffers_bowers_and_joker_every_key():
    """Partner's six are six of the 19 cards one cannot see (25 less one's six)."""
    one, both = Fraction(6, 19), Fraction(6 * 5, 19 * 18)
    b = O.hasenpfeffer_odds(["9C", "10C", "QC", "KC", "AC", "9S"], 2)
    assert b == {"trump": "hearts", "unseen": 19, "partner_cards": 6, "right": one, "left": one, "both": both,
                 "either": 2 * one - both, "neither": 1 - 2 * one + both, "right_card": "JH", "left_card": "JD",
                 "joker": one}
    held = O.hasenpfeffer_odds(["JD", "JK", "QC", "KC", "AC", "9S"], 2)
    assert (held["right"], held["left"], held["both"], held["either"], held["joker"]) == (one, 0, 0, one, 0)


# -- trumps still out: against every deal written out ---------------------------------------------------------------
def view_at(v, seed: int, want) -> dict:
    """Seat 0's view, to play, at the first point of a random game from ``seed`` where ``want(view)`` holds."""
    import random

    s, rng = GAME.new_game(v, seed), random.Random(seed)
    while True:
        view = GAME.view(s, 0)
        if view["phase"] == "play" and s.to_act == 0 and want(view):
            return view
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))


def deals_written_out(view):
    """(the other seats, the unseen trumps, the deals) of the cards seat 0 has not seen: to each other seat its count
    (less a turn-up the dealer took up and still holds), the rest undealt or discarded; none of a suit a seat failed
    to follow (the bowers and the joker counted as trumps)."""
    from itertools import combinations

    from engine.games.euchre import tables as T

    trump = T.SUIT_LETTERS.index(view["trump"])
    eff = T.EFF[trump]
    tricks = [[(a, T.ID_OF_TEXT[c]) for a, c in tr["cards"]] for tr in view["tricks"]]
    tricks.append([(a, T.ID_OF_TEXT[c]) for a, c in view["trick"]])
    seen = {T.ID_OF_TEXT[c] for c in view["hand"]} | {c for tr in tricks for _, c in tr}
    if view.get("discard"):
        seen.add(T.ID_OF_TEXT[view["discard"]])
    counts = list(view["counts"])
    up = T.ID_OF_TEXT[view["turnup"]] if view["turnup"] else None     # Hasenpfeffer: no turn-up
    if up is not None and up not in seen:
        seen.add(up)
        if view["turnup_state"] == "taken" and view["dealer"] != 0:
            counts[view["dealer"]] -= 1
    unseen = [c for c in T.pack_ids(view["pack"]) if c not in seen]
    void = {a: set() for a in range(view["players"])}
    for tr in tricks:
        for a, c in tr[1:]:
            if eff[c] != eff[tr[0][1]]:
                void[a].add(eff[tr[0][1]])
    seats = list(range(1, view["players"]))
    deals = []

    def go(i, left, got):
        if i == len(seats):
            deals.append((*got, tuple(left)))
            return
        a = seats[i]
        for pick in combinations([c for c in left if eff[c] not in void[a]], counts[a]):
            go(i + 1, [c for c in left if c not in pick], (*got, pick))
    go(0, unseen, ())
    return seats, [c for c in unseen if eff[c] == trump], deals, void


def trumps_out_written_out(view):
    from engine.games.euchre import tables as T

    seats, trumps, deals, void = deals_written_out(view)
    trump, m = T.SUIT_LETTERS.index(view["trump"]), len(trumps)
    rows = []
    for i in range(len(seats) + 1):
        held = sum(len(set(d[i]) & set(trumps)) for d in deals)
        each = Fraction(held, len(deals) * m) if m else Fraction(0)
        a = seats[i] if i < len(seats) else None
        rows.append({"who": "undealt or discarded" if a is None else
                     view["names"][a] + (" (laid down)" if a in view["out"] else ""),
                     "seat": a, "void": a is not None and trump in void[a], "chance_each": each, "expected": each * m})
    return trumps, rows, len(deals)


CASES = {
    "24 cards, the fourth trick": (MODERN, 5, lambda v: len(v["tricks"]) == 3 and v["trick"]),
    "32 cards, the dealer holds the turn-up": (
        STANDARD, 2, lambda v: v["turnup_state"] == "taken" and v["dealer"] != 0 and len(v["tricks"]) == 3
        and v["turnup"] not in [c for tr in v["tricks"] for _, c in tr["cards"]] + [c for _, c in v["trick"]]),
    "24 cards, a lone hand": (MODERN, 3, lambda v: len(v["tricks"]) == 4 and v["out"]),
    "24 cards, seat 0 dealt and discarded": (MODERN, 0, lambda v: v["discard"] and len(v["tricks"]) == 3),
    "24 cards, every trump seen": (MODERN, 1, lambda v: len(v["tricks"]) >= 3 and not deals_written_out(v)[1]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_trumps_out_against_every_deal(case):
    from engine.games.euchre import tables as T

    v, seed, want = CASES[case]
    view = view_at(v, seed, want)
    trumps, rows, deals = trumps_out_written_out(view)
    got = O.trumps_out(view)
    trump = T.SUIT_LETTERS.index(view["trump"])
    assert (got["trump"], got["deals_counted"]) == (O.SUIT_PLURAL[trump], deals)
    assert got["holders"][:len(rows)] == rows
    by_power = [T.TEXT[c] for c in sorted(trumps, key=lambda c: -T.POWER[trump][c])]
    if view["turnup_state"] == "taken" and view["dealer"] != 0 and T.ID_OF_TEXT[view["turnup"]] not in {
            T.ID_OF_TEXT[c] for tr in view["tricks"] for _, c in tr["cards"]} | {
            T.ID_OF_TEXT[c] for _, c in view["trick"]}:
        assert got["holders"][len(rows):] == [{"who": view["names"][view["dealer"]] + " (took up the turn-up)",
                                               "seat": view["dealer"], "void": False, "chance_each": 1, "expected": 1,
                                               "card": view["turnup"]}]
        by_power.append(view["turnup"])
    else:
        assert len(got["holders"]) == len(rows)
    assert got["cards"] == by_power and got["unseen_trumps"] == len(by_power)


def test_no_trumps_out_before_trumps_are_made():
    s = GAME.new_game(STANDARD, 1)
    assert O.trumps_out(GAME.view(s, 0)) == {"trump": None, "cards": [], "holders": []}


# -- make or pass: against the same deals played out here ----------------------------------------------------------------
def bids_replayed(view, samples, seed):
    """Per bid the rules allow (the second round: not alone), over the same sampled deals played out by rule of
    thumb: the points of the seat's side less the other's, whether its side made trumps, and whether it scored."""
    import random

    from engine.bots import euchre as B
    from engine.games.euchre import hand as H

    shape, rng = B.Shape.from_view(view), random.Random(seed)
    me = shape.side_of[view["seat"]]
    base = B.state_from_view(view)
    bids = [a for a in H.LEGAL[base.phase](base) if view["phase"] == "order" or not a.endswith("alone")]
    worlds = [B.sample_world(view, rng, -1) for _ in range(samples)]
    out = {}
    for a in bids:
        rows = []
        for w in worlds:
            end, pts = B.simulate(base, w, a, shape)
            ours = end.maker >= 0 and shape.side_of[end.maker] == me
            rows.append((pts[me] - pts[1 - me], ours, ours and pts[me] > 0))
        out[a] = rows
    return out


def wilson_margin(k, n):
    z = 1.959963984540054
    p = k / n
    centre, half = (p + z * z / (2 * n)) / (1 + z * z / n), z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)) ** .5
    low, high = (0.0 if k == 0 else centre - half), (1.0 if k == n else centre + half)
    return max(p - low, high - p)


@pytest.mark.parametrize("rounds", [0, 1])
def test_make_or_pass_against_the_hands_played_out_here(rounds):
    """First round (order up, alone or not, or pass) and second (name a suit, not alone, or pass)."""
    import statistics

    s = GAME.new_game(STANDARD, 7)
    for _ in range(4 * rounds):
        s = GAME.apply(s, "pass")
    view = GAME.view(s, s.to_act)
    assert view["phase"] == ("order", "name")[rounds]
    rows = O.bid_chances(view, samples=16, seed=2)
    want = bids_replayed(view, 16, 2)
    assert [r["action"] for r in rows] == list(want)
    assert "pass" in want and (rounds == 0) == any(a.endswith("alone") for a in want)
    for r in rows:
        hands = want[r["action"]]
        pts = [x for x, _, _ in hands]
        assert r["samples"] == 16 and r["expected_points"] == pytest.approx(statistics.fmean(pts))
        assert r["points_margin"] == pytest.approx(1.959963984540054 * statistics.stdev(pts) / 4)
        if r["action"] == "pass":
            assert r["we_make_later"] == sum(o for _, o, _ in hands) / 16 and "make_chance" not in r
        else:
            made = sum(m for _, _, m in hands)
            assert r["make_chance"] == made / 16 and r["make_margin"] == pytest.approx(wilson_margin(made, 16))
            assert "we_make_later" not in r
    assert O.bid_chances(view, samples=3) == O.bid_chances(view, 3, 0)


def test_no_bids_to_weigh_in_play():
    view = view_at(MODERN, 5, lambda v: True)
    assert O.bid_chances(view, samples=2) == []


def test_the_small_tables_and_their_defaults():
    table = O.hasenpfeffer_table()
    assert table["trumps"] == 8 and [r["k"] for r in table["counts"]] == list(range(7))
    assert [r["p"] for r in table["counts"]] == [Fraction(comb(8, k) * comb(17, 6 - k), comb(25, 6)) for k in range(7)]
    assert O.joker_table() == O.joker_table(33) and O.joker_table()["trumps"] == 10
    with pytest.raises(ValueError, match="^a 32-card pack has no joker: 25, 33 or 37 cards have$"):
        O.joker_table(32)
    hand = ["9C", "10C", "QC", "KC", "AC"]
    assert O.bower_odds(hand, "JH")["right"] == 0                   # by default partner does not deal
    assert O.bower_odds(hand, "7H")["trump"] == "hearts" and O.bower_odds(hand, "8S")["trump"] == "spades"


# -- the last survivors (issue 31): Hasenpfeffer's and the joker's bidding, a turn-up played or of card id 0 ------------
def test_bids_weighed_in_the_joker_and_hasenpfeffer_rounds():
    """The joker turned (Keller's 1887 pack) and Hasenpfeffer's bidding and naming of trumps are bids to weigh too,
    the alone bids left out after the first round; the default is 400 deals."""
    for v, seed, phase in ((JOKER, 44, "joker"), (PRESETS["hasenpfeffer"], 1, "bid"),
                           (PRESETS["hasenpfeffer"], 1, "trumps")):
        s = GAME.new_game(v, seed)
        assert GAME.view(s, 0)["phase"] == ("bid" if v is not JOKER else "joker")
        while GAME.view(s, 0)["phase"] != phase:
            s = GAME.apply(s, GAME.legal_actions(s)[-1])    # the highest bid: the others can only pass
        view = GAME.view(s, s.to_act)
        rows = O.bid_chances(view, samples=1)
        assert [r["action"] for r in rows] == [a for a in GAME.legal_actions(s) if not a.endswith("alone")] != []
    s = GAME.new_game(STANDARD, 7)
    assert {r["samples"] for r in O.bid_chances(GAME.view(s, s.to_act))} == {400}


def played(v):
    return [c for tr in v["tricks"] for _, c in tr["cards"]] + [c for _, c in v["trick"]]


CASES["24 cards, the dealer has played the turn-up"] = (
    MODERN, 0, lambda v: v["turnup_state"] == "taken" and v["dealer"] != 0 and len(v["tricks"]) >= 3
    and v["turnup"] in played(v))
CASES["Hasenpfeffer: no turn-up, the widow unseen"] = (PRESETS["hasenpfeffer"], 1, lambda v: len(v["tricks"]) >= 3)


@pytest.mark.parametrize("case", list(CASES)[-2:])
def test_trumps_out_against_every_deal_after_the_turn_up(case):
    test_trumps_out_against_every_deal(case)


def test_a_turned_six_of_clubs_held_by_the_dealer():
    """The six of clubs (the first card of a 36-card pack) turned and taken up: the dealer holds it for sure."""
    v = GAME.Variant(pack=36)
    view = view_at(v, 44, lambda x: x["turnup_state"] == "taken" and x["dealer"] != 0 and "6C" not in played(x))
    assert view["turnup"] == "6C" and view["trump"] == "C"
    got = O.trumps_out(view)
    assert got["holders"][-1] == {"who": view["names"][view["dealer"]] + " (took up the turn-up)",
                                  "seat": view["dealer"], "void": False, "chance_each": 1, "expected": 1, "card": "6C"}
    assert got["cards"][-1] == "6C" and len(got["holders"]) == 4 + 1


def test_three_bots_turn_round_two_sides():
    """Three players named for two sides: hand i gives side j the (j + i)-th (of three), so in two hands the second
    plays both times and the first and third once each."""
    r = sim(MODERN, "rule-of-thumb,random,sampler", 2, 1, "hands")
    assert {b["bot"]: b["side_plays"] for b in r["per_bot"]} == {"rule-of-thumb": 1, "random": 2, "sampler": 1}


@pytest.mark.rules("throw-in")
def test_a_hand_thrown_in_is_won_by_nobody():
    """Seed 0: all four pass twice, the hand is thrown in and scores nothing, so neither side wins it."""
    assert replay(STANDARD, ["rule-of-thumb"], 1, 0, "hands", True)[0][2] == [0, 0]
    r = sim(STANDARD, "rule-of-thumb", 1, 0, "hands")
    assert [(s["wins"], s["points"]) for s in r["per_side"]] == [(0, 0), (0, 0)]
    assert r["per_bot"][0]["wins"] == 0 and r["per_bot"][0]["side_plays"] == 2
