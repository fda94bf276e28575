"""Domino Euchre's odds and simulate commands in this process (the mutation run sees only these): the text and JSON
against counts written here (binomial counts of the trump tiles; partner's five of the 22 tiles one cannot see), each
refusal with its option, each option's bounds, which two computer players a match sets against each other. The rules
(which tiles are trumps, which suit a turn-up proposes, the bowers) are the engine's."""

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
from engine.games.domino_euchre import GAME
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "domino-euchre", *argv]) == 0
    return out.getvalue()


def pct(p: Fraction) -> str:
    return f"{100 * p.numerator / p.denominator:.2f}%"


def blind(k: int) -> Fraction:
    return Fraction(comb(8, k) * comb(20, 5 - k), comb(28, 5))      # k of the 8 trumps among 5 of 28 tiles


def after(k: int) -> Fraction:
    return Fraction(comb(7, k) * comb(20, 5 - k), comb(27, 5))      # the turn-up one of them: 7 left in 27


def proposes(t: int) -> Fraction:
    return Fraction(sum(1 for c in range(28) if D.lead_suit(c, -1) == t), 28)


def test_the_tables_text_and_json():
    text = run().rstrip("\n").split("\n")
    want = ["Trumps in five tiles (the same for every trump suit: each has eight tiles):"]
    want += [f"  {k}: {pct(blind(k))} blind, {pct(after(k))} once the turn-up proposed it" for k in range(6)]
    want += [f"  turn-up proposes {D.SUITS[t]}: {proposes(t).numerator}/{proposes(t).denominator}" for t in range(7)]
    assert text == want
    data = json.loads(run("--json"))
    assert data["game"] == "domino-euchre" and data["text"] == "\n".join(want)
    rows = data["trump_counts"]
    assert [r["trump"] for r in rows] == list(D.SUITS)
    for t, r in enumerate(rows):
        assert r["trumps"] == sum(1 for c in range(28) if D.is_trump(c, t)) == 8
        assert Fraction(r["proposed"]["fraction"]) == proposes(t)
        assert r["order"] == [D.TEXT[c] for c in D.trump_order(t)]
        assert [(x["k"], Fraction(x["fraction"])) for x in r["blind"]] == [(k, blind(k)) for k in range(6)]
        assert [(x["k"], Fraction(x["fraction"])) for x in r["after_turnup"]] == [(k, after(k)) for k in range(6)]
    assert O.odds(Namespace(hand=None, turnup=None))["game"] == "domino-euchre"   # called without the CLI's game


def test_partners_bowers_for_a_hand_in_text_and_json():
    hand, up = "6-6 5-5 5-4 3-1 2-0", "5-3"
    t = D.lead_suit(D.parse_tile(up), -1)
    right, left = D.right_bower(t), D.left_bower(t)
    seen = {D.parse_tile(w) for w in hand.split()} | {D.parse_tile(up)}
    one = {c: Fraction(0) if c in seen else Fraction(5, 22) for c in (right, left)}   # five of the 22 unseen
    both = Fraction(0) if seen & {right, left} else Fraction(5 * 4, 22 * 21)
    last = run("--hand", hand, "--turnup", up).rstrip("\n").split("\n")[-1]
    assert last == (f"Partner holds the right bower {D.TEXT[right]}: {pct(one[right])}; the left {D.TEXT[left]}: "
                    f"{pct(one[left])}; both: {pct(both)}.")
    data = json.loads(run("--json", "--hand", hand.replace(" ", ","), "--turnup", up))
    assert data["hand"] == [D.TEXT[D.parse_tile(w)] for w in hand.split()] and data["turnup"] == D.TEXT[D.parse_tile(up)]
    pb = data["partner_bowers"]
    assert (pb["trump"], pb["unseen"], pb["right_tile"], pb["left_tile"]) == (D.SUITS[t], 22, D.TEXT[right],
                                                                               D.TEXT[left])
    assert [Fraction(pb[k]["fraction"]) for k in ("right", "left", "both")] == [one[right], one[left], both]


@pytest.mark.parametrize("hand,turnup,words", [
    ("6-6 5-5 5-4 3-1 2-0", None, "give both --hand and --turnup"),
    (None, "5-3", "give both --hand and --turnup"),
    ("6-6 5-5 5-4 3-1", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 5-5 5-4 3-1 2-0 1-0", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 6-6 5-4 3-1 2-0", "5-3", "five different tiles, and a turn-up that is not one of them"),
    ("6-6 5-5 5-4 3-1 2-0", "6-6", "five different tiles, and a turn-up that is not one of them"),
])
def test_the_refusals_name_the_hand(hand, turnup, words):
    with pytest.raises(BadInput) as info:
        O.odds(Namespace(hand=hand, turnup=turnup))
    assert (info.value.what, info.value.reason) == ("--hand", words)


def test_a_tile_that_is_no_tile_is_refused_with_the_sets_words():
    with pytest.raises(ValueError) as tile:
        D.parse_tile("7-7")
    with pytest.raises(BadInput) as info:
        O.odds(Namespace(hand="6-6 5-5 5-4 3-1 2-0", turnup="7-7"))
    assert (info.value.what, info.value.reason) == ("--hand", str(tile.value))


def test_the_options_bounds_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    O.add_simulate_arguments(p)
    d = p.parse_args([])
    assert (d.hand, d.turnup, d.bot_a) == (None, None, None)
    for opt, ok, bad in (("--hand", "6" * 120, "6" * 121), ("--turnup", "6" * 20, "6" * 21),
                         ("--bot-a", "r" * 60, "r" * 61)):
        assert getattr(p.parse_args([opt, ok]), opt[2:].replace("-", "_")) == ok
        with pytest.raises(BadInput):
            p.parse_args([opt, bad])
    help_text = " ".join(p.format_help().split())
    for example in ("--hand HAND your five tiles, e.g. '6-6 5-5 5-4 3-1 2-0'", "--turnup TURNUP the turn-up tile, "
                    "e.g. '5-3'", "--bot-a BOT_A the first of the two computer players to match (the second: --bots' "
                    "second, else rule-of-thumb); or --bots A,B"):
        assert example in help_text


@pytest.mark.parametrize("bots,bot_a,want", [
    (None, None, ["sampler", "rule-of-thumb"]), ("random,random", None, ["random", "random"]),
    (None, "random", ["random", "rule-of-thumb"]), ("sampler", "random", ["random", "sampler"]),
    ("rule-of-thumb,sampler", "random", ["random", "sampler"])])
def test_which_two_computer_players_a_match_sets_against_each_other(bots, bot_a, want, monkeypatch):
    """The keys only: the match itself (whole games, sampled players) is timed elsewhere; here it is handed the keys
    and returns them."""
    monkeypatch.setattr(O, "simulate_match", lambda game, variant, games, seed, keys: (game, variant, games, seed, keys))
    v = GAME.Variant()
    args = Namespace(bots=bots, bot_a=bot_a, game_obj=GAME, variant_obj=v, hands=3, seed=7)
    assert O.simulate(args) == (GAME, v, 3, 7, want)


def test_a_short_match_between_two_players_game_by_game():
    """Game i is dealt from seed + i, the first player at the even seats in even games and at the odd ones in odd
    games; each game is replayed here and the partnership that won is counted for its player."""
    from engine.bots import bots_for
    from engine.core.table import Table

    a, b, seed, games = "random", "rule-of-thumb", 5, 4
    v = GAME.Variant()
    r = O.simulate_match(GAME, v, games, seed, [a, b])
    bots = bots_for(GAME.slug)
    wins = {a: 0, b: 0}
    shares = {a: [], b: []}
    for i in range(games):
        first, second = (a, b) if i % 2 == 0 else (b, a)
        chosen = {s: bots[first if s % 2 == 0 else second] for s in range(v.players)}
        t = Table.new(GAME, v, seed + i, learner=-1, bots=chosen)
        t.run_bots(limit=1_000_000)
        winners = set(GAME.outcome(t.state).winners)
        for k in (a, b):
            mine = [s for s in range(v.players) if chosen[s].key == k]
            wins[k] += sum(s in winners for s in mine)
            shares[k].append(sum(s in winners for s in mine) / len(mine))
    assert (r["unit"], r["n"], r["seed"], r["bots"]) == ("games", games, seed, [a, b])
    for row, k in zip(r["per_bot"], (a, b), strict=True):
        assert (row["bot"], row["games"], row["seat_games"], row["wins"]) == (k, games, games * v.players // 2, wins[k])
        assert row["win_rate"] == pytest.approx(sum(shares[k]) / games)
        assert row["margin_95"] >= 0
    assert wins[a] + wins[b] == games * v.players // 2      # one partnership wins each game
    same = O.simulate_match(GAME, v, 2, seed, [a, a])
    assert [row["bot"] for row in same["per_bot"]] == [a] and same["per_bot"][0]["seat_games"] == 2 * v.players


def test_bower_odds_with_a_trump_named_a_bower_in_hand_and_each_turn_up():
    hand = [D.parse_tile(w) for w in "6-6 5-5 5-4 3-1 2-0".split()]
    for up in range(28):
        if up in hand:
            continue
        t = D.lead_suit(up, -1)
        b = O.bower_odds(hand, up)
        assert b["trump"] == D.SUITS[t] and b["partner_tiles"] == 5 and b["unseen"] == 22
        assert b["either"] == b["right"] + b["left"] - b["both"] and b["neither"] == 1 - b["either"]
    t = 5
    right, left = D.right_bower(t), D.left_bower(t)
    named = O.bower_odds(hand, D.parse_tile("1-0"), trump=t)     # trumps named: fives, whatever was turned
    assert named["trump"] == D.SUITS[t] and (named["right_tile"], named["left_tile"]) == (D.TEXT[right], D.TEXT[left])
    held = right if right in hand else left
    assert (named["right"] if held == right else named["left"]) == 0 and named["both"] == 0
    other = Fraction(5, 22)
    assert named["either"] == other and named["neither"] == 1 - other
    assert O.bower_odds(hand, "5-1")["trump"] == D.SUITS[5]       # the 5-1 proposes its higher number


def test_partner_tile_standing_words_and_the_tables_suit_numbers():
    assert O.partner_tile_standing(4) == [{"where": "with one given other player", "p": Fraction(5, 22)},
                                          {"where": "out of play (7 tiles undealt)", "p": Fraction(7, 22)}]
    assert [r["trump"] for r in O.trump_count_table()] == list(range(7))


def test_the_tables_name_the_game_they_were_asked_for():
    from engine.games.call_ace import GAME as CALL_ACE

    assert O.odds(Namespace(game_obj=CALL_ACE, hand=None, turnup=None))["game"] == "call-ace"


def test_whereabouts_of_a_tile_held_seen_or_played():
    s = GAME.new_game(GAME.Variant(), 2)
    view = GAME.view(s, 0)
    mine = D.parse_tile(view["hand"][0])
    assert O.whereabouts(view, mine) == {"you": Fraction(1)}
    import random

    rng = random.Random(3)
    while not view["tricks"] and not view["trick"] or view["seat"] is None:
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        view = GAME.view(s, 0)
    seat, text = (view["tricks"][0]["tiles"] if view["tricks"] else view["trick"])[0]
    assert O.whereabouts(view, D.parse_tile(text)) == {"played": Fraction(1), "by": seat}


def test_trumps_out_at_the_first_lead_by_the_hypergeometric_count():
    """Before any tile is played no one has shown a void: each other seat holds five of the 22 tiles seat 0 cannot
    see (all but its hand and the turn-up), so it holds none of the T unseen trumps with chance C(22-T, 5)/C(22, 5)."""
    import random

    s, rng = GAME.new_game(GAME.Variant(), 4), random.Random(1)
    assert O.trumps_out(GAME.view(s, 0)) is None            # no trump yet
    while GAME.view(s, 0)["trump"] is None or GAME.view(s, 0)["phase"] != "play":
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    view = GAME.view(s, 0)
    assert not view["tricks"] and not view["trick"]
    t = view["trump"]
    seen = {D.parse_tile(x) for x in view["hand"]} | {D.parse_tile(view["turnup"])}
    trumps = [c for c in range(28) if D.is_trump(c, t) and c not in seen]
    none = Fraction(comb(22 - len(trumps), 5), comb(22, 5))
    r = O.trumps_out(view)
    assert r["trump"] == D.SUITS[t]
    assert r["unseen_trumps"] == [D.TEXT[c] for c in sorted(trumps, key=lambda c: -D.strength(c, t, t))]
    assert r["seats"] == [{"seat": h, "none": none, "some": 1 - none, "could": True} for h in (1, 2, 3)]


# -- counted against every deal written out here --------------------------------------------------------------------
def view_at(seed: int, tricks: int) -> dict:
    """Seat 0's view when it is to play in trick ``tricks + 1`` after at least one tile of it (random play)."""
    import random

    s, rng = GAME.new_game(GAME.Variant(), seed), random.Random(seed)
    while True:
        v = GAME.view(s, 0)
        if v["phase"] == "play" and len(v["tricks"]) == tricks and v["trick"] and s.to_act == 0:
            return v
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))


def every_deal_written_out(view: dict):
    """Every deal of the tiles seat 0 has not seen to the other seats (their counts) and out of play, a seat that
    failed to follow a suit holding none of it: (the other seats, the tiles unseen, the deals as per-seat sets, the
    stock last). The voids are read here from the tricks with the deck's following rule."""
    from itertools import combinations

    n, t = view["players"], view["trump"]
    tricks = [[(a, D.parse_tile(x)) for a, x in tr["tiles"]] for tr in view["tricks"]]
    tricks.append([(a, D.parse_tile(x)) for a, x in view["trick"]])
    known = {D.parse_tile(x) for x in view["hand"]} | {c for tr in tricks for _, c in tr} | {D.parse_tile(view["turnup"])}
    unseen = [c for c in range(28) if c not in known]
    barred: dict[int, set] = {a: set() for a in range(n)}
    for tr in tricks:
        if tr:
            led = D.lead_suit(tr[0][1], t)
            for a, c in tr[1:]:
                if not D.belongs(c, led, t):
                    barred[a] |= {x for x in range(28) if D.belongs(x, led, t)}
    seats = [a for a in range(n) if a != view["seat"]]
    deals = []

    def go(i, left, got):
        if i == len(seats):
            deals.append((*got, tuple(sorted(left))))
            return
        a = seats[i]
        for pick in combinations([c for c in left if c not in barred[a]], view["counts"][a]):
            go(i + 1, [c for c in left if c not in pick], (*got, pick))
    go(0, unseen, ())
    return seats, unseen, deals


def as_sets(masks, seats, n):
    """A deal as the odds give it (per holder a mask, seat 0's empty, the stock last) in the order written out here."""
    return tuple(tuple(c for c in range(28) if masks[h] >> c & 1) for h in (*seats, n))


@pytest.mark.parametrize("seed,tricks", [(16, 3), (7, 3), (9, 3), (36, 4)])
def test_where_each_unseen_tile_lies_and_the_trumps_out_against_every_deal(seed, tricks):
    """Mid-hand, seats void in trumps and in other suits, a seat with one tile left (and in the last trick one with
    none): every chance is the share of the consistent deals, each listed once."""
    view = view_at(seed, tricks)
    n, t = view["players"], view["trump"]
    seats, unseen, deals = every_deal_written_out(view)
    assert O.deal_count(view) == len(deals)
    assert sorted(as_sets(m, seats, n) for m in O.every_deal(view)) == sorted(deals)
    for c in unseen:      # the places the tile lies in some deal, each with its share of the deals
        want = {("out" if i == len(seats) else seats[i]): Fraction(sum(c in d[i] for d in deals), len(deals))
                for i in range(len(seats) + 1)}
        assert O.whereabouts(view, c) == {h: p for h, p in want.items() if p}
    trumps = [c for c in unseen if D.is_trump(c, t)]
    rows = [{"seat": a, "none": Fraction(sum(not set(trumps) & set(d[i]) for d in deals), len(deals)),
             "could": any(set(trumps) & set(d[i]) for d in deals)}
            for i, a in enumerate(seats) if view["counts"][a]]
    got = O.trumps_out(view)
    assert [{k: r[k] for k in ("seat", "none", "could")} for r in got["seats"]] == rows
    assert all(r["some"] == 1 - r["none"] for r in got["seats"])
    assert got["unseen_trumps"] == [D.TEXT[c] for c in sorted(trumps, key=lambda c: -D.strength(c, t, t))]


def test_the_views_above_have_what_they_are_chosen_for():
    """Seed 16 after three tricks: seats 1 and 2 void in trumps, seat 3 void in a plain suit and one tile left. Seed 36 in
    the last trick: seat 3 has played its last tile, seats 1 and 2 have one."""
    from engine.bots.domino_euchre import voids

    v = view_at(16, 3)
    bar, t = voids(v), v["trump"]
    assert v["counts"][1:] == [2, 2, 1]
    assert [any(bar[a] >> c & 1 for c in range(28) if D.is_trump(c, t)) for a in (1, 2, 3)] == [True, True, False]
    assert any(bar[3] >> c & 1 for c in range(28))
    assert view_at(36, 4)["counts"][1:] == [1, 1, 0]


def test_a_tile_seen_face_up_is_certain():
    view = view_at(16, 3)
    assert O.whereabouts(view, D.parse_tile(view["turnup"])) == {"seen": Fraction(1)}


@pytest.mark.parametrize("seed,tricks,count", [(12, 3, 216), (36, 4, 43)])
def test_dealing_draws_every_consistent_deal_alike(seed, tricks, count):
    """300 draws a deal: seed 12 in the fourth trick (216 deals agree with what seat 0 knows; the first group of
    tiles can be shared four ways), seed 36 in the last (43 deals): each deal about 300 times (the binomial's
    standard deviation is 17; 85 is five of them), none that disagrees."""
    import random
    from collections import Counter

    view = view_at(seed, tricks)
    seats, _, deals = every_deal_written_out(view)
    assert len(deals) == count
    got = Counter(as_sets(m, seats, view["players"]) for m in O.deal_unseen(view, random.Random(5), 300 * count))
    assert set(got) == set(deals)
    assert all(abs(k - 300) < 85 for k in got.values()), sorted(got.values())


def test_one_deal_at_a_time_is_the_same_stream_as_several():
    import random

    view, rng = view_at(7, 3), random.Random(8)
    one_by_one = [O.deal_unseen(view, rng) for _ in range(3)]
    assert one_by_one == O.deal_unseen(view, random.Random(8), 3)


def test_a_left_bower_in_hand_is_not_partners():
    t = 5
    right, left = D.right_bower(t), D.left_bower(t)
    hand = [left] + [c for c in range(28) if c not in (right, left) and not D.is_trump(c, t)][:4]
    up = next(c for c in range(28) if c not in hand and c not in (right, left) and D.lead_suit(c, -1) == t)
    b = O.bower_odds(hand, up)
    assert (b["trump"], b["right"], b["left"], b["both"]) == (D.SUITS[t], Fraction(5, 22), 0, 0)
    assert b["neither"] == Fraction(17, 22)          # partner's five of the 22 miss the right bower


def replay(view: dict, bid: str, samples: int, seed: int):
    """The hand played out from each of the same sampled deals by the rule-of-thumb players: per deal the points of
    the seat's side less the others' mean, and whether someone made trumps and whether his side scored."""
    import random

    from engine.bots import domino_euchre as B

    rng, me, v = random.Random(seed), view["seat"], GAME.variant_for(view["variant"])
    rows = []
    for _ in range(samples):
        w = B.sample_state(GAME, view, rng)
        s, maker = GAME.step(w, bid), -1
        while s.deal_no == w.deal_no and s.phase != "over":
            maker = s.maker if s.maker >= 0 else maker
            s = GAME.step(s, B.rot_action(GAME, s, s.to_act))
        pts = s.results[-1].points
        mine = GAME.side_of(v, me)
        others = [p for i, p in enumerate(pts) if i != mine]
        made = maker >= 0 and pts[GAME.side_of(v, maker)] > 0
        rows.append((pts[mine] - sum(others) / len(others), any(pts), made))
    return rows


def wilson_margin(k: int, n: int) -> float:
    z = 1.959963984540054
    p = k / n
    centre, half = (p + z * z / (2 * n)) / (1 + z * z / n), z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)) ** .5
    low, high = (0.0 if k == 0 else centre - half), (1.0 if k == n else centre + half)
    return max(p - low, high - p)


def test_make_or_pass_against_the_hands_played_out_here():
    """The chance to make (over the hands someone made trumps in: a hand that scores) and the points to expect,
    against the same deals played out here, summed with the standard library."""
    import statistics

    s = GAME.new_game(GAME.Variant(), 4)
    view, legal = GAME.view(s, s.to_act), GAME.legal_actions(s)
    rows = O.bid_chances(GAME, view, legal, samples=24, seed=3)
    assert [r["bid"] for r in rows] == legal
    for r in rows:
        hands = replay(view, r["bid"], 24, 3)
        pts = [x for x, _, _ in hands]
        makes, made = sum(m for _, m, _ in hands), sum(k for _, _, k in hands)
        assert (r["samples"], r["hands_made"]) == (24, makes) and makes
        assert r["points"] == pytest.approx(statistics.fmean(pts))
        assert r["points_margin"] == pytest.approx(1.959963984540054 * statistics.stdev(pts) / 24 ** .5)
        assert r["make"] == pytest.approx(made / makes) and r["make_margin"] == pytest.approx(wilson_margin(made, makes))
    assert len({r["make"] for r in rows}) > 1 and any(0 < r["make"] < 1 for r in rows)


def test_a_hand_thrown_in_makes_nothing():
    """The last seat of the second round passing: every deal is thrown in, nobody makes, the margin is all."""
    s = GAME.new_game(GAME.Variant(), 4)
    while not (s.phase == "bid2" and len(s.bids) == 2 * s.variant.players - 1):
        s = GAME.apply(s, "pass")
    r, = O.bid_chances(GAME, GAME.view(s, s.to_act), ["pass"], samples=5, seed=1)
    assert (r["make"], r["make_margin"], r["hands_made"], r["points"], r["points_margin"]) == (0.0, 1.0, 0, 0.0, 0.0)


def test_the_defaults_two_hundred_deals_from_seed_0():
    s = GAME.new_game(GAME.Variant(), 4)
    view = GAME.view(s, s.to_act)
    r, = O.bid_chances(GAME, view, ["accept"])
    hands = replay(view, "accept", 200, 0)
    assert r["samples"] == 200 and r["points"] == pytest.approx(sum(x for x, _, _ in hands) / 200)


def test_each_game_of_a_match_its_seed_its_variant_and_its_seats(monkeypatch):
    """Game i is dealt from seed + i under the variant asked for, with no learner; the first player sits at the
    even seats in even games, the odd ones in odd games."""
    from engine.core.table import Table

    made = []
    new = Table.new.__func__

    def watch(cls, *a, **k):
        t = new(cls, *a, **k)
        made.append((t.state.seed, t.state.variant, t.learner, {s: b.key for s, b in t.bots.items()}))
        return t
    monkeypatch.setattr(Table, "new", classmethod(watch))
    v = GAME.Variant(lead="eldest")
    O.simulate_match(GAME, v, 3, 11, ["random", "rule-of-thumb"])
    a, b = "random", "rule-of-thumb"
    assert made == [(11 + i, v, -1, {s: (a if (s + i) % 2 == 0 else b) for s in range(4)}) for i in range(3)]


def test_dealing_when_the_stock_is_filled_before_the_last_group():
    """Seed 3 after two tricks: the tiles out of play can all come from the first groups of tiles, so the last group
    goes to the seats alone. Every draw agrees with what seat 0 knows: each holder its count, every unseen tile once,
    none to a seat that has shown itself void in its suit."""
    import random

    from engine.bots.domino_euchre import voids

    view = view_at(3, 2)
    n, bar, seats = view["players"], voids(view), range(1, view["players"])
    known = {D.parse_tile(x) for x in view["hand"]} | {D.parse_tile(view["turnup"])} | {
        D.parse_tile(x) for tr in view["tricks"] for _, x in tr["tiles"]} | {D.parse_tile(x) for _, x in view["trick"]}
    unseen = {c for c in range(28) if c not in known}
    counts = [view["counts"][a] - (a == view.get("exchanger")) for a in range(n)]   # less a turn-up taken up
    for masks in O.deal_unseen(view, random.Random(0), 200):
        held = [{c for c in range(28) if m >> c & 1} for m in masks]
        assert [len(held[a]) for a in seats] == [counts[a] for a in seats] and not held[0]
        assert set().union(*held) == unseen and sum(map(len, held)) == len(unseen)
        assert all(not bar[a] >> c & 1 for a in seats for c in held[a])
