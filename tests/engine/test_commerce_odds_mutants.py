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
