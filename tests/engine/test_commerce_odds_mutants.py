"""Commerce's odds command in this process (the mutation run sees only these): the table of combinations in text and
JSON against a count of every hand of three written here (the classes are the game's evaluator's), one hand's lines,
each refusal with its option and each option's bounds."""

from __future__ import annotations

import io
import itertools
import json
import re
from argparse import Namespace
from contextlib import redirect_stdout
from fractions import Fraction

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.core.rng import MAX_SEED
from engine.games.commerce import GAME
from engine.games.commerce import hands as H
from engine.odds import commerce as O


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "commerce", *argv]) == 0
    return out.getvalue()


def counted(pack: int, limited: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for h in itertools.combinations(H.pack_ids(pack), 3):
        name = H.CLASS_NAME[H.classify(h, limited)]
        counts[name] = counts.get(name, 0) + 1
    return counts


@pytest.mark.parametrize("argv,pack,limited", [([], 52, "none"), (["--pack", "32", "--limited", "no-pair"], 32,
                                                                   "no-pair")])
def test_the_table_of_combinations_in_text_and_json(argv, pack, limited):
    counts = counted(pack, limited)
    total = sum(counts.values())
    order = [H.CLASS_NAME[c] for c in H.CLASS_ORDER if H.CLASS_NAME[c] in counts]
    text = run(*argv).rstrip("\n").split("\n")
    assert text[0] == f"Commerce, {pack}-card pack, {O.LIMIT_LABEL[limited]}: all {total:,} hands of three"
    for line, name in zip(text[1:], order, strict=True):
        p = Fraction(counts[name], total)
        assert line == f"  {name:<9} {counts[name]:>6,}  {p.numerator}/{p.denominator} " \
                       f"({100 * p.numerator / p.denominator:.3f}%)"
    data = json.loads(run("--json", *argv))
    assert (data["game"], data["pack"], data["limited"], data["total"]) == ("commerce", pack, limited, total)
    assert [(r["combination"], r["count"], Fraction(r["probability"]["fraction"])) for r in data["counts"]] == [
        (n, counts[n], Fraction(counts[n], total)) for n in order]
    assert sorted((t["pack"], t["limited"]) for t in data["tables"]) == sorted(
        itertools.product((52, 32), ("none", "no-pair", "no-pair-no-flush")))
    mine = next(t for t in data["tables"] if (t["pack"], t["limited"]) == (pack, limited))
    assert mine["counts"] == counts and mine["total"] == total


def test_one_hands_lines():
    data = json.loads(run("--json", "--hand", "5S 5H 9D", "--samples", "200", "--others", "2"))
    assert data["hand"] == ["5S", "5H", "9D"] and data["name"] == "a pair of fives"
    one = data["one_other"]
    assert sum(Fraction(one[k]["fraction"]) for k in ("win", "tie", "lose")) == 1
    assert one["hands"] == 18_424          # every hand of three from the other 49 cards
    lines = data["text"].split("\n")
    assert "" in lines and "Your hand 5S 5H 9D: a pair of fives" in lines
    win = Fraction(one["win"]["fraction"])
    assert f"  against one other hand: wins {100 * win.numerator / win.denominator:.2f}% ({win.numerator}/" \
           f"{win.denominator}), ties" in data["text"]
    assert re.search(r"^  best of 3 hands \(simulated, a tie counting half\): ", data["text"], re.M)
    assert len(data["trades"]) == 3 and len(data["barter"]) == 3
    assert len([x for x in lines if x.startswith("  buy, throwing ")]) == 3
    assert len([x for x in lines if x.startswith("  barter ") and "(simulated): improves " in x]) == 3
    default = json.loads(run("--json", "--hand", "5S 5H 9D", "--samples", "50"))
    assert "best of 4 hands" in default["text"]   # the rule set's four players: three other hands


def args(**kw) -> Namespace:
    return Namespace(**({"variant_obj": GAME.Variant(), "pack": None, "limited": None, "hand": "5S 5H 9D",
                         "others": None, "samples": 10, "seed": 1} | kw))


@pytest.mark.parametrize("kw,field,words", [
    ({"samples": 0}, "--samples", "must be from 1 to 1,000,000"),
    ({"samples": 1_000_001}, "--samples", "must be from 1 to 1,000,000"),
    ({"others": 0}, "--others", "must be from 1 to 16"),
    ({"others": 17}, "--others", "must be from 1 to 16"),
    ({"others": 10, "pack": 32, "hand": "AS AH 9D"}, "--others", "must be from 1 to 9"),
    ({"hand": "5S 5S 9D"}, "--hand", "give three different cards, like '5S 5H 9D'"),
    ({"hand": "5S 5H"}, "--hand", "give three different cards, like '5S 5H 9D'"),
    ({"hand": "5S 5H 9D", "pack": 32}, "--hand", "every card must be in the 32-card pack"),
])
def test_the_refusals_name_the_option(kw, field, words):
    with pytest.raises(BadInput) as info:
        O.odds(args(**kw))
    assert (info.value.what, info.value.reason) == (field, words)


def test_each_bound_accepted():
    assert O.odds(args(samples=1, others=16))["several"]
    assert O.odds(args(samples=1, others=1))["several"]
    assert O.odds(args(samples=1, others=9, pack=32, hand="AS AH 9D"))["several"]


def test_the_options_bounds_defaults_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    d = p.parse_args([])
    assert (d.pack, d.limited, d.hand, d.others, d.samples, d.seed) == (None, None, None, None, 4000, 1)
    for opt, ok, bad in (("--pack", ["32", "52"], ["31", "40", "53"]),
                         ("--limited", list(H.LIMITED), ["all", "x" * 41]),
                         ("--hand", ["5" * 120], ["5" * 121]), ("--others", ["1", "11"], ["0", "12"]),
                         ("--samples", ["1", "1000000"], ["0", "1000001"]),
                         ("--seed", ["0", str(MAX_SEED)], ["-1", str(MAX_SEED + 1)])):
        for value in ok:
            p.parse_args([opt, value])
        for value in bad:
            with pytest.raises(BadInput):
                p.parse_args([opt, value])
    help_text = " ".join(p.format_help().split())
    for said in ("--pack {52,32} 52 or 32 cards (default: the variant's)",
                 "which combinations count (default: the variant's)",
                 "--hand HAND your three cards, e.g. '5S 5H 9D': the trade figures",
                 "--others OTHERS how many other hands (default: players - 1)",
                 "--samples SAMPLES simulated deals for the figures against several hands"):
        assert said in help_text


# -- the simulate command: whole sessions with computer players ------------------------------------------------------

def sim_args(**kw) -> Namespace:
    return Namespace(**({"variant_obj": GAME.Variant(), "bots": None, "hands": 12, "seed": 3, "no_rotate": False}
                        | kw))


def test_simulate_counts_every_seat_of_every_deal_and_conserves_money():
    data = O.simulate(sim_args())
    n = GAME.Variant().players
    assert data["unit"] == "deals" and data["bots"] == ["stander", "trader"] and data["deals"] == 12
    rows = {r["bot"]: r for r in data["per_bot"]}
    assert set(rows) == {"stander", "trader"}
    assert sum(r["seat_deals"] for r in rows.values()) == 12 * n          # every seat of every deal, once
    assert sum(r["net_pence"] for r in rows.values()) == 0                # money only changes hands
    for r in rows.values():
        assert r["mean_pence_per_deal"] == round(r["net_pence"] / r["seat_deals"], 3)
        assert 0 <= r["deals_won_share"] <= 1 and r["stderr"] >= 0
    # each deal's win is shared among its winners: the shares add up to the deals
    assert sum(r["deals_won_share"] * r["seat_deals"] for r in rows.values()) == pytest.approx(12, abs=0.01)
    lines = data["text"].split("\n")
    assert lines[0] == "Commerce (new game), 12 deals, bots by seat stander,trader (rotated each session):"
    for line, r in zip(lines[1:3], data["per_bot"], strict=True):
        assert line == (f"  {r['bot']:<8} {r['mean_pence_per_deal']:+.2f}d a deal ± {r['stderr']:.2f} over "
                        f"{r['seat_deals']} seat-deals; won {r['deals_won_share'] * 100:.1f}% of them")
    assert re.fullmatch(r"  \(\d+\.\d s\)", lines[3])


def test_without_rotation_each_bot_keeps_its_seats():
    """Two bots at four seats, not rotated: the first at seats 0 and 2, the second at 1 and 3, every session."""
    data = O.play_deals(GAME.Variant(), ["stander", "trader"], 8, 5, rotate=False)
    assert [r["seat_deals"] for r in data["per_bot"]] == [2 * data["deals"], 2 * data["deals"]]
    three = O.play_deals(GAME.Variant(), ["stander", "trader", "random"], 9, 5, rotate=True)
    assert sum(r["seat_deals"] for r in three["per_bot"]) == 4 * three["deals"]


def test_pool_commerce_is_settled_by_the_session():
    v = GAME.presets["pool"]
    data = O.simulate(sim_args(variant_obj=v, hands=3, seed=2))
    assert data["sessions"] >= 1
    for r in data["per_bot"]:
        assert r["stderr"] is None and r["seat_sessions"] >= 1
        assert r["mean_pence_per_session"] == pytest.approx(r["net_pence"] / r["seat_sessions"], abs=0.001)
    assert sum(r["net_pence"] for r in data["per_bot"]) == 0
    assert "d a session ± " in data["text"] and "seat-sessions; won " in data["text"]


def test_an_unknown_computer_player_is_refused_by_name():
    with pytest.raises(BadInput) as info:
        O.play_deals(GAME.Variant(), ["stander", "nobody"], 1, 1)
    assert (info.value.what, info.value.reason) == (
        "--bots", "no computer player called 'nobody' (choose from stander, trader, sampler, random)")


def test_the_simulate_option():
    p = Parser(prog="t")
    O.add_simulate_arguments(p)
    assert p.parse_args([]).no_rotate is False and p.parse_args(["--no-rotate"]).no_rotate is True
    assert "--no-rotate keep each bot in the same seat (default: rotate)" in " ".join(p.format_help().split())


# -- one hand's figures: every one under the Limited rule, with the widow seen ---------------------------------------
def ids(text: str) -> tuple[int, ...]:
    from engine.core.cards import parse_cards

    return tuple(c.index for c in parse_cards(text))


def against_every_hand(hand, known, pack: int, limited: str) -> tuple[int, int, int, int]:
    """Win, tie and lose of ``hand`` against every hand of three from the cards not seen, counted here."""
    mine, counts = H.strength(hand, limited), [0, 0, 0]
    rest = [c for c in H.pack_ids(pack) if c not in set(known) | set(hand)]
    for other in itertools.combinations(rest, 3):
        theirs = H.strength(other, limited)
        counts[0 if mine > theirs else 1 if mine == theirs else 2] += 1
    return (*counts, sum(counts))


def test_one_hands_figures_under_the_limited_rule_with_the_widow_seen():
    """A pair of fives where pairs do not count (Limited: tricon, sequence, flush, point) is a point of 19. The exact
    figures against a count written here over the cards neither in the hand nor in the widow seen; the simulated ones
    are the hands module's simulations under the same rule, each from its own stream of the seed (the page shows a
    hand's figures from seed 7, the same every time), with a Wilson interval over its own samples: a quarter of the
    samples for each barter, 200 at least."""
    from engine.core.rng import rng_for
    from engine.odds.interval import share

    hand, widow = ids("5S 5H 9D"), ids("5D QH JC")
    known = set(hand) | set(widow)
    f = O.hand_figures(hand, widow, 52, "no-pair", 2, 1000, 7)
    assert (f["hand"], f["name"], f["class"]) == (["5S", "5H", "9D"], "a point of 19", "point")
    w, t, lo, n = against_every_hand(hand, widow, 52, "no-pair")
    assert f["one_other"] == {"win": Fraction(w, n), "tie": Fraction(t, n), "lose": Fraction(lo, n), "hands": n}
    assert n == 15_180     # C(46, 3): the widow's three cards are not dealt to the other hand
    est, se, k = H.simulate_best(hand, known, 2, 1000, rng_for(7, "odds", "best"), 52, "no-pair")
    assert f["several"] == {"others": 2, "best": est, "stderr": round(se, 5), "samples": 1000,
                            "interval": share(est * 1000, 1000).as_dict(),
                            "estimate_from_one": H.best_chance_estimate(w, t, n, 2)}
    assert f["several"]["interval"]["p"] == est and f["several"]["interval"]["n"] == 1000
    assert f["trades"] == [{"throw": H.text(x["throw"]), "improve": x["improve"], "win_before": x["win_before"],
                            "win_after": x["win_after"], "change": x["change"], "cards": x["cards"],
                            "classes": {H.CLASS_NAME[c]: v for c, v in x["classes"].items()}}
                           for x in H.trade_figures(hand, known, 52, "no-pair")]
    assert [b["throw"] for b in f["barter"]] == ["5S", "5H", "9D"]
    for b, throw in zip(f["barter"], hand, strict=True):
        i, ise, wa, wse, k2 = H.simulate_barter(hand, throw, known, 250, rng_for(7, "odds", "barter", throw), 52,
                                                "no-pair")
        assert b == {"throw": H.text(throw), "improve": i, "improve_stderr": round(ise, 5), "win_after": wa,
                     "win_after_stderr": round(wse, 5), "samples": 250,
                     "improve_interval": share(i * 250, 250).as_dict(), "win_after_interval": share(wa * 250, 250).as_dict()}
        assert (b["improve_interval"]["p"], b["win_after_interval"]["p"], k2) == (i, wa, 250)
    assert O.hand_figures(hand, widow, 52, "no-pair", 2, 40, 7)["barter"][0]["samples"] == 200   # 200 at least


def test_a_hands_figures_default_to_the_full_pack_all_combinations_three_others():
    hand = ids("5S 5H 9D")
    f = O.hand_figures(hand)
    assert f == O.hand_figures(hand, (), 52, "none", 3, 2000, 1)
    assert (f["name"], f["several"]["others"], f["several"]["samples"], f["one_other"]["hands"]) == (
        "a pair of fives", 3, 2000, 18_424)


def test_the_widow_exchanges_under_the_limited_rule_and_by_default():
    """Pairs not counting, a five taken for the nine makes three fives (a tricon); a queen for a five makes a point,
    not a pair. Each chance against a count written here; the default is the full pack with every combination."""
    hand, widow = ids("5S 5H 9D"), ids("5D QH JC")
    known = tuple(sorted(set(hand) | set(widow)))
    rows = O.widow_exchanges(hand, widow, known, 52, "no-pair")
    for r in rows:
        new = tuple(ids(r["take"])[0] if c == ids(r["give"])[0] else c for c in hand)
        w, _, _, n = against_every_hand(new, known, 52, "no-pair")
        assert (r["makes"], r["win"]) == (H.name(new, "no-pair"), Fraction(w, n))
    assert {(r["give"], r["take"]): r["makes"] for r in rows}[("5S", "QH")] == H.name(ids("QH 5H 9D"), "no-pair")
    assert O.widow_exchanges(hand, widow, known) == O.widow_exchanges(hand, widow, known, 52, "none") != rows


# -- the odds command with a hand: its JSON and every line -------------------------------------------------------------
def test_the_command_with_a_hand_gives_its_figures_and_lines():
    data = O.odds(args(hand="5S 5H 9D", limited="none", others=2, samples=1000, seed=9))
    f = O.hand_figures(ids("5S 5H 9D"), (), 52, "none", 2, 1000, 9)
    assert (data["game"], data["limited"], data["total"]) == ("commerce", "none", 22100)   # the table, kept
    assert (data["hand"], data["name"], data["class"]) == (f["hand"], f["name"], f["class"]) == (
        ["5S", "5H", "9D"], "a pair of fives", "pair")
    assert data["several"] == f["several"] and data["barter"] == f["barter"]
    one = f["one_other"]
    assert data["one_other"] == {"win": {"fraction": f"{one['win'].numerator}/{one['win'].denominator}",
                                         "decimal": float(one["win"])},
                                 "tie": {"fraction": f"{one['tie'].numerator}/{one['tie'].denominator}",
                                         "decimal": float(one["tie"])},
                                 "lose": {"fraction": f"{one['lose'].numerator}/{one['lose'].denominator}",
                                          "decimal": float(one["lose"])}, "hands": one["hands"]}

    def exact(x):
        return {"fraction": f"{x.numerator}/{x.denominator}", "decimal": float(x)}

    assert data["trades"] == [{"throw": t["throw"], "improve": exact(t["improve"]), "win_before": exact(t["win_before"]),
                               "win_after": exact(t["win_after"]), "change": exact(t["change"]), "cards": t["cards"],
                               "classes": t["classes"]} for t in f["trades"]]
    lines = data["text"].split("\n")
    at = lines.index("Your hand 5S 5H 9D: a pair of fives")
    win, tie = one["win"], one["tie"]
    assert lines[at + 1] == (f"  against one other hand: wins {100 * float(win):.2f}% ({win.numerator}/{win.denominator})"
                             f", ties {100 * float(tie):.3f}%")
    assert lines[at + 2] == f"  best of 3 hands (simulated, a tie counting half): {f['several']['interval']['text']}"
    signs = set()
    for line, t in zip(lines[at + 3:at + 6], f["trades"], strict=True):
        change = float(t["change"]) * 100
        signs.add(change >= 0)
        assert line == (f"  buy, throwing {t['throw']}: improves the class {100 * float(t['improve']):.2f}% "
                        f"({t['improve'].numerator}/{t['improve'].denominator}); win chance "
                        f"{'+' if change >= 0 else '-'}{abs(change):.2f} points")
    assert signs == {True, False}          # a throw that helps, and one that hurts
    for line, b in zip(lines[at + 6:], f["barter"], strict=True):
        assert line == f"  barter {b['throw']} (simulated): improves {b['improve_interval']['text']}"


def test_the_samples_bound_is_read_before_the_hand():
    """A million samples are allowed (the hand is then refused for its own fault); a card that is no card is refused
    with the card reader's own words."""
    from engine.core.cards import parse_cards

    with pytest.raises(BadInput) as info:
        O.odds(args(samples=1_000_000, hand="5S 5S 9D"))
    assert info.value.what == "--hand"
    with pytest.raises(ValueError) as card:
        parse_cards("5S 5X 9D")
    with pytest.raises(BadInput) as info:
        O.parse_hand("5S 5X 9D", 52)
    assert (info.value.what, info.value.reason) == ("--hand", str(card.value))


@pytest.mark.parametrize("argv,words", [
    (["--pack", "31"], "argument --pack: 31 is out of range: a whole number from 32 to 52"),
    (["--pack", "53"], "argument --pack: 53 is out of range: a whole number from 32 to 52"),
    (["--limited", "x" * 41], "argument --limited: '" + "x" * 40 + "…' (41 characters) is too long: at most 40 "
                              "characters"),
])
def test_an_option_out_of_its_range_is_refused_in_its_words(argv, words):
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    with pytest.raises(BadInput) as info:
        p.parse_args(argv)
    assert info.value.reason == words
    assert "--limited {none,no-pair,no-pair-no-flush} which combinations count (default: the variant's) --hand" in \
        " ".join(p.format_help().split())


# -- the simulate command's figures against sessions replayed here -----------------------------------------------------
def replayed(v, keys: list[str], deals: int, seed: int, rotate: bool = True) -> dict:
    """Sessions played here from the same seeds (session g from seed + g, each bot's choice from its own stream, as
    the command documents): each seat-deal's money (the purse after the deal less the purse before it; none at Pool
    Commerce, settled by the session), the deals each bot won (a tie shared), each seat's money over a whole Pool
    Commerce session. A deal ends where the game says it is settled (``GAME.hand_settled``)."""
    from engine.bots import bots_for
    from engine.core.rng import rng_for

    bots = bots_for("commerce")
    money: dict = {k: [] for k in keys}
    won = dict.fromkeys(keys, 0.0)
    sessions: dict = {k: [] for k in keys}
    done = game = 0
    while done < deals:
        turn = game % len(keys) if rotate else 0
        seats = [keys[(i + turn) % len(keys)] for i in range(v.players)]
        s = GAME.new_game(v, seed + game)
        last, k = [v.purse] * v.players, 0
        while not GAME.is_over(s) and (done < deals or v.mode == "pool"):
            before, seat = s, s.to_act
            s = GAME.apply(s, bots[seats[seat]].choose(GAME.view(s, seat), GAME.legal_actions(s),
                                                       rng_for(seed + game, "bot", seat, k)))
            k += 1
            was, now = GAME.view(before, 0), GAME.view(s, 0)
            if GAME.hand_settled(now) and not (GAME.hand_settled(was) and was["deal"] == now["deal"]):
                done += 1
                for i in range(v.players):
                    if v.mode == "pool" and before.status[i] == "out":
                        continue
                    money[seats[i]].append(0 if v.mode == "pool" else s.purses[i] - last[i])
                    won[seats[i]] += (i in s.result.winners) / len(s.result.winners)
                last = list(s.purses)
        if v.mode == "pool" and GAME.is_over(s):
            for i in range(v.players):
                sessions[seats[i]].append(s.purses[i] - v.purse)
        game += 1
    return {"money": money, "won": won, "sessions": sessions, "deals": done, "games": game}


def expected_rows(r: dict, keys: list[str]) -> list[dict]:
    import math
    import statistics

    rows = []
    for bot in dict.fromkeys(keys):
        xs, m = r["money"][bot], len(r["money"][bot])
        net = sum(xs) + sum(r["sessions"][bot])
        row = {"bot": bot, "seat_deals": m, "net_pence": net, "mean_pence_per_deal": round(net / m, 3) if m else 0.0,
               "stderr": round(statistics.pstdev(xs) / math.sqrt(m), 3) if m else 0.0,
               "deals_won_share": round(r["won"][bot] / m, 4) if m else 0.0}
        if r["sessions"][bot]:
            ys = r["sessions"][bot]
            row |= {"seat_sessions": len(ys), "mean_pence_per_session": round(statistics.mean(ys), 3),
                    "stderr_session": round(statistics.stdev(ys) / math.sqrt(len(ys)), 3), "stderr": None}
        rows.append(row)
    return rows


@pytest.mark.parametrize("preset,keys,deals,seed,rotate", [
    ("new-game", ["stander", "trader", "random"], 30, 4, True),
    ("old-game", ["trader", "random"], 20, 1, False),
    ("pool", ["stander", "random"], 6, 2, True),
    ("pool", ["random", "trader"], 4, 11, False),
    ("pool", ["stander", "random", "trader"], 12, 2, True),      # two sessions: means in thirds of a penny
])
def test_the_figures_are_the_replayed_sessions(preset, keys, deals, seed, rotate):
    """Each bot's seat-deals, money, mean a deal with its standard error (the spread of its seat-deals' money), share of
    deals won; at Pool Commerce the mean a session with its standard error (the sample's, n - 1), every session
    played out."""
    v = GAME.presets[preset]
    data = O.play_deals(v, keys, deals, seed, rotate)
    r = replayed(v, keys, deals, seed, rotate)
    assert (data["deals"], data["sessions"]) == (r["deals"], r["games"])
    assert data["per_bot"] == expected_rows(r, keys)
    if v.mode != "pool":
        assert data["deals"] == deals


def test_rotation_is_the_default_and_a_bot_never_seated_has_no_figures():
    """Four bots at three seats, not rotated: the fourth never sits, and its row is all zeros."""
    v = GAME.Variant(players=3)
    keys = ["stander", "trader", "random", "sampler"]
    assert O.play_deals(v, keys[:2], 6, 3) == O.play_deals(v, keys[:2], 6, 3, rotate=True)
    data = O.play_deals(v, keys, 4, 3, rotate=False)
    assert data["per_bot"][3] == {"bot": "sampler", "seat_deals": 0, "net_pence": 0, "mean_pence_per_deal": 0.0,
                                  "stderr": 0.0, "deals_won_share": 0.0}
    assert data["per_bot"] == expected_rows(replayed(v, keys, 4, 3, rotate=False), keys)
    one = O.play_deals(v, keys[:3], 1, 3, rotate=False)      # one seat-deal each: no spread to measure
    assert [(r["seat_deals"], r["stderr"]) for r in one["per_bot"]] == [(1, 0.0)] * 3


def test_the_simulate_command_rotates_unless_told_and_says_so_for_pool_commerce():
    v, keys = GAME.Variant(), ["stander", "random"]
    still = O.simulate(sim_args(bots="stander,random", hands=12, seed=3, no_rotate=True))
    rotated = O.simulate(sim_args(bots="stander,random", hands=12, seed=3))
    assert still["per_bot"] == O.play_deals(v, keys, 12, 3, rotate=False)["per_bot"]
    assert rotated["per_bot"] == O.play_deals(v, keys, 12, 3, rotate=True)["per_bot"] != still["per_bot"]
    data = O.simulate(sim_args(variant_obj=GAME.presets["pool"], bots="stander,random", hands=4, seed=11))
    lines = data["text"].split("\n")
    assert len(lines) == 4
    for line, r in zip(lines[1:3], data["per_bot"], strict=True):
        assert line == (f"  {r['bot']:<8} {r['mean_pence_per_session']:+.2f}d a session ± {r['stderr_session']:.2f} over "
                        f"{r['seat_sessions']} seat-sessions; won {100 * r['deals_won_share']:.1f}% of its deals")
    assert 0 <= float(re.fullmatch(r"  \((\d+\.\d) s\)", lines[3]).group(1)) < 600
