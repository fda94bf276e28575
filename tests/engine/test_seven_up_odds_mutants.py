"""Seven-Up's odds as the command line and the page give them, in this process (the mutation run sees only these):
every line and field counted here by a hypergeometric formula written in the test, each refusal with its field, each
option's bounds; the trumps in play and the stand-or-beg summary on hands worked out by hand."""

from __future__ import annotations

import json
import re
from argparse import Namespace
from fractions import Fraction
from math import comb

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.core.rng import MAX_SEED
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.odds import seven_up as O


def ids(text: str) -> list[int]:
    return [D.parse_card(w) for w in text.split()]


def pct(p: Fraction, places: int = 2) -> str:
    return f"{100 * p.numerator / p.denominator:.{places}f}%"


def frac(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["odds", "seven-up", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def counts() -> list[Fraction]:
    """k of the 12 other trumps among six of the 51 cards besides the turn-up."""
    return [Fraction(comb(12, k) * comb(39, 6 - k), comb(51, 6)) for k in range(7)]


def jacks(n: int) -> tuple[Fraction, Fraction]:
    turned = Fraction(4, 52)                       # four jacks in 52 cards
    return turned, (1 - turned) * Fraction(6 * n, 51)   # else the jack is among the 6n dealt of the other 51


def test_the_whole_text_and_json_for_a_hand_at_the_beg(capsys):
    hand = "AS 10S 3S KD 4C 7H"
    # two players: the other holds 6 of the 45 unseen cards; nothing above the ace; the 2S below the 3S; JS unseen
    beg = {"hold_high": Fraction(1), "jack_in_play": Fraction(6, 45),
           "lowest_is_low": Fraction(comb(44, 6), comb(45, 6))}
    code, out, _ = run(capsys, "--hand", hand, "--turnup", "6S", "--samples", "12", "--seed", "3")
    assert code == 0
    want = ["Seven-Up: trumps in a hand of six (the turn-up shows the suit)"]
    want += [f"  {k} trumps: {frac(p)} ({pct(p)})" for k, p in enumerate(counts())]
    want.append("A jack turned (the dealer's point) or the jack of trumps in play, from a fresh deal:")
    for n in (2, 3, 4):
        t, ip = jacks(n)
        want.append(f"  {n} players: turned {pct(t)}, in play {frac(ip)} ({pct(ip)}), one or the other {pct(t + ip)}")
    want.append(f"With {hand} and the 6♠ turned (2 players; spades trumps):")
    want += [f"  {label}: {frac(beg[k])} ({pct(beg[k])})" for k, label in (
        ("hold_high", "you hold high"), ("jack_in_play", "the jack is in play"),
        ("lowest_is_low", "your lowest trump is low"))]
    lines = out.rstrip("\n").split("\n")
    assert lines[:-1] == want
    assert re.fullmatch(r"  standing: [+-]\d+\.\d\d ± \d+\.\d\d; begging: [+-]\d+\.\d\d ± \d+\.\d\d points a hand "
                        r"\(12 deals played out by the rule-of-thumb players\)", lines[-1])

    code, out, _ = run(capsys, "--json", "--hand", hand.replace(" ", ","), "--turnup", "6S", "--samples", "12",
                       "--seed", "3")
    data = json.loads(out)
    assert data["game"] == "seven-up"
    assert [(r["k"], Fraction(r["fraction"])) for r in data["trump_counts"]] == list(enumerate(counts()))
    assert [j["players"] for j in data["jacks"]] == [2, 3, 4]
    for j in data["jacks"]:
        t, ip = jacks(j["players"])
        assert [Fraction(j[k]["fraction"]) for k in ("turned", "in_play", "turned_or_in_play", "not_seen")] == [
            t, ip, t + ip, 1 - t - ip]
    b = data["beg"]
    assert {k: Fraction(b[k]["fraction"]) for k in beg} == beg
    assert (b["trump"], b["trumps_held"], b["top_trump"], b["lowest_trump"], b["others_hold"], b["unseen"],
            b["players"]) == ("spades", 3, "AS", "3S", 6, 45, 2)
    assert b["jack_where"] == "one of the 45 cards you cannot see; the other hands hold 6"
    sb = data["stand_or_beg"]
    assert sb["samples"] == 12 and set(sb) >= {"stand", "beg", "stand_minus_beg", "unit"}
    assert f"standing: {sb['stand']['mean']:+.2f} ± {sb['stand']['stderr']:.2f}; begging: {sb['beg']['mean']:+.2f}" \
           f" ± {sb['beg']['stderr']:.2f}" in data["text"]
    # paired samples: the mean difference is the difference of the means (each rounded to 3 places); points in a
    # hand lie within 8 either way, so a standard error over 12 deals is at most 8 / sqrt(12)
    smb = sb["stand_minus_beg"]
    assert abs(smb["mean"] - (sb["stand"]["mean"] - sb["beg"]["mean"])) <= 0.0015
    for part in (sb["stand"], sb["beg"], smb):
        assert part["mean"] == round(part["mean"], 3) and part["stderr"] == round(part["stderr"], 3)
    for part in (sb["stand"], sb["beg"]):   # a side's points less the best other's: from -8 to 8, so the spread
        assert 0 <= part["stderr"] <= 8 * (12 / 11) ** 0.5 / 12 ** 0.5   # of 12 is at most 8 (ddof 1: x sqrt(12/11))
    # the same seed, the same deals played out
    assert json.loads(run(capsys, "--json", "--hand", hand, "--turnup", "6S", "--samples", "12", "--seed", "3")[1])[
        "stand_or_beg"] == sb


def test_players_from_the_option_and_from_the_rule_set(capsys):
    data = json.loads(run(capsys, "--json", "--hand", "QS 4S 9D KD 4C 7H", "--turnup", "6S", "--players", "3",
                          "--samples", "0")[1])
    assert data["beg"]["players"] == 3 and "stand_or_beg" not in data    # --samples 0: none played out
    assert Fraction(data["beg"]["hold_high"]["fraction"]) == Fraction(comb(43, 12), comb(45, 12))  # KS, AS not seen
    four = O.odds(Namespace(variant_obj=SevenUpVariant(players=4), players=None, hand="QS 4S 9D KD 4C 7H",
                            turnup="6S", samples=0, seed=0))
    assert four["beg"]["players"] == 4 and four["beg"]["others_hold"] == 18


@pytest.mark.parametrize("argv,field,words", [
    (["--hand", "AS 10S 3S KD 4C 7H"], "--hand/--turnup", "give both your six cards and the turn-up"),
    (["--turnup", "6S"], "--hand/--turnup", "give both your six cards and the turn-up"),
    (["--hand", "AS 10S 3S KD 4C", "--turnup", "6S"], "--hand",
     "give six different cards and a turn-up that is not among them"),
    (["--hand", "AS 10S 3S KD 4C 7H 8H", "--turnup", "6S"], "--hand",
     "give six different cards and a turn-up that is not among them"),
    (["--hand", "AS AS 3S KD 4C 7H", "--turnup", "6S"], "--hand",
     "give six different cards and a turn-up that is not among them"),
    (["--hand", "AS 10S 3S KD 4C 7H", "--turnup", "AS"], "--hand",
     "give six different cards and a turn-up that is not among them"),
])
def test_the_refusals_name_the_option(argv, field, words):
    args = Namespace(variant_obj=SevenUpVariant(), players=None, hand=None, turnup=None, samples=0, seed=0)
    for opt, value in zip(argv[::2], argv[1::2], strict=True):
        setattr(args, opt[2:], value)
    with pytest.raises(BadInput) as info:
        O.odds(args)
    assert (info.value.what, info.value.reason) == (field, words)


def test_a_card_that_is_no_card_is_refused_as_the_hand_with_the_decks_words():
    args = Namespace(variant_obj=SevenUpVariant(), players=None, hand="AS 10S 3S KD 4C ZZ", turnup="6S", samples=0,
                     seed=0)
    with pytest.raises(BadInput) as info:
        O.odds(args)
    with pytest.raises(ValueError) as deck:
        D.parse_card("ZZ")
    assert (info.value.what, info.value.reason) == ("--hand", str(deck.value))


def test_samples_over_the_limit_refused_even_past_the_parser():
    args = Namespace(variant_obj=SevenUpVariant(), players=None, hand="AS 10S 3S KD 4C 7H", turnup="6S",
                     samples=20_001, seed=0)
    with pytest.raises(BadInput) as info:
        O.odds(args)
    assert (info.value.what, info.value.reason) == ("--samples", "at most 20,000")
    one = O.odds(Namespace(**{**vars(args), "samples": 1}))
    assert one["stand_or_beg"]["samples"] == 1


def test_the_options_bounds_defaults_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    d = p.parse_args([])
    assert (d.hand, d.turnup, d.players, d.samples, d.seed) == (None, None, None, 200, 0)
    for opt, ok, bad in (("--hand", ["A" * 120], ["A" * 121]), ("--turnup", ["A" * 20], ["A" * 21]),
                         ("--players", ["2", "3", "4"], ["1", "5"]), ("--samples", ["0", "20000"], ["-1", "20001"]),
                         ("--seed", ["0", str(MAX_SEED)], ["-1", str(MAX_SEED + 1)])):
        for value in ok:
            assert getattr(p.parse_args([opt, value]), opt[2:]) in (value, int(value) if value.lstrip("-").isdigit()
                                                                     else value)
        for value in bad:
            with pytest.raises(BadInput):
                p.parse_args([opt, value])
    help_text = " ".join(p.format_help().split())
    hand_example = re.search(r"--hand HAND your six cards, e\.g\. '([^']+)' ", help_text)
    # the examples are cards as the game writes them
    assert hand_example and [D.TEXT[c] for c in ids(hand_example.group(1))] == hand_example.group(1).split()
    turn = re.search(r"--turnup TURNUP the turned-up card, e\.g\. (\S+) ", help_text)
    assert turn and D.TEXT[D.parse_card(turn.group(1))] == turn.group(1)
    assert re.search(r"--samples SAMPLES deals played out for stand against beg \(0: none\)", help_text)


# -- the exact chances, case by case -------------------------------------------------------------------------------

def test_no_trump_in_hand_a_turned_jack_and_the_jack_in_hand():
    none = O.beg_odds(ids("AH 10H 3H KD 4C 7H"), D.parse_card("6S"), 2)
    assert (none["trumps_held"], none["top_trump"], none["lowest_trump"]) == (0, None, None)
    assert none["hold_high"] == none["lowest_is_low"] == 0
    jt = O.beg_odds(ids("AS 10S 3S KD 4C 7H"), D.parse_card("JS"), 2)
    assert (jt["jack_in_play"], jt["jack_where"]) == (0, "turned up: the dealer's point, not in play")
    jh = O.beg_odds(ids("AS JS 3S KD 4C 7H"), D.parse_card("6S"), 2)
    assert (jh["jack_in_play"], jh["jack_where"]) == (1, "in your hand")


def test_the_turn_up_above_ones_top_trump_is_not_in_another_hand():
    """The AS turned, the KS one's top: nothing unseen is higher, so one holds high for certain."""
    b = O.beg_odds(ids("KS 10S 3S KD 4C 7H"), D.parse_card("AS"), 2)
    assert b["hold_high"] == 1 and b["top_trump"] == "KS"


def test_the_lowest_card_of_the_pack_as_ones_only_trump():
    """The 2C is card 0: it is both the top and the lowest trump, and nothing is lower."""
    b = O.beg_odds(ids("2C 10S 3S KD 4H 7H"), D.parse_card("6C"), 2)
    assert (b["top_trump"], b["lowest_trump"], b["lowest_is_low"]) == ("2C", "2C", 1)
    assert b["hold_high"] == Fraction(comb(45 - 11, 6), comb(45, 6))   # 3C..AC but the 6C: 11 higher unseen


def test_auction_pitch_bid_odds_for_each_suit_held_with_no_card_turned():
    """Six cards seen, none turned: the others hold 6(n-1) of the 46 unseen."""
    hand = ids("AS 10S 3H KD 4D 7D")
    rows = O.bid_odds(hand, 3)
    assert [r["trump"] for r in rows] == ["diamonds", "hearts", "spades"]
    m = 12
    for r in rows:
        assert (r["unseen"], r["others_hold"]) == (46, m)
    d, h, s = rows
    assert d["hold_high"] == Fraction(comb(46 - 1, m), comb(46, m))       # only the AD above the KD
    assert d["lowest_is_low"] == Fraction(comb(46 - 2, m), comb(46, m))   # 2D, 3D below the 4D
    assert h["hold_high"] == Fraction(comb(46 - 11, m), comb(46, m)) and h["lowest_is_low"] == Fraction(comb(45, m),
                                                                                                       comb(46, m))
    assert s["jack_in_play"] == Fraction(m, 46) and d["jack_in_play"] == Fraction(m, 46)
    assert O.bid_odds(ids("AS 10S 3S KS 4S 7S"), 2)[0]["trump"] == "spades" and len(O.bid_odds(ids("AS 10S 3S KS 4S 7S"), 2)) == 1


def test_the_two_of_clubs_turned_is_still_a_card_turned():
    """The 2C is card 0: turned, it leaves 45 unseen as any other turn-up does (46 only when none is turned)."""
    b = O.beg_odds(ids("AC 10S 3S KD 4C 7H"), D.parse_card("2C"), 2)
    assert (b["unseen"], b["jack_in_play"]) == (45, Fraction(6, 45))


def test_the_view_for_a_hand_deals_six_to_each_other_player():
    hand, turnup = ids("AS 10S 3S KD 4C 7H"), D.parse_card("6S")
    for n in (2, 3, 4):
        v = O.view_for(hand, turnup, n, seed=5)
        assert v["players"] == n and v["counts"] == [6] * n and v["turnup"] == "6S"
        assert sorted(v["hand"]) == sorted(["AS", "10S", "3S", "KD", "4C", "7H"])
    # the deals played out are of the view's own rule set (three players here), each hand worth at most 8 either way
    three = O.stand_or_beg(O.view_for(hand, turnup, 3), samples=3, seed=1)
    assert three["samples"] == 3 and all(-8 <= three[k]["mean"] <= 8 for k in ("stand", "beg"))


def test_jack_table_for_three_players():
    t, ip = jacks(3)
    j = O.jack_table(3)
    assert (j["players"], j["turned"], j["in_play"], j["turned_or_in_play"]) == (3, t, ip, t + ip)


def test_at_least_seven_trumps_is_a_fraction_zero():
    assert O.trumps_at_least(7) == 0 and isinstance(O.trumps_at_least(7), Fraction)


# -- the trumps in play ------------------------------------------------------------------------------------------

def test_in_play_before_trumps_and_after_a_trick():
    s = GAME.new_game(SevenUpVariant(), 3, GAME.deal_from_text("AC 10C 3C KD 4S 7H | QC 2C JH 9D 5S 8S / 6C"))
    v0 = GAME.view(s, 0)
    r0 = O.in_play(v0)
    # before trumps stand nothing is out; the count still to win is my cards (AC 4, 10C 10, KD 3) and the best six
    # of the 45 cards I cannot see (the other three tens and three aces, 30 + 12)
    assert r0 == {"trumps_out": [], "could_hold": {}, "taken": v0["taken_count"], "still_to_win": 17 + 42}
    s = GAME.apply(GAME.apply(s, "stand"), "play AC")
    r1 = O.in_play(GAME.view(s, 0))
    assert r1["trumps_out"] == ["KC", "QC", "JC", "9C", "8C", "7C", "5C", "4C", "2C"]   # clubs, the suit numbered 0
    assert r1["could_hold"] == {"Abner": True} and r1["in_pack_possible"] is True   # the stock is not dealt
    assert r1["still_to_win"] == 13 + 42   # the AC is on the table now
    s = GAME.apply(s, "play 2C")
    assert O.in_play(GAME.view(s, 0))["trumps_out"][-1] == "4C" and O.in_play(GAME.view(s, 0))["taken"] == [4, 0]


def test_could_hold_falls_when_a_player_shows_himself_void_in_trumps():
    """Spades trumps; Abner holds none and shows it when he cannot follow the 3S: from then on he cannot hold one."""
    s = GAME.apply(GAME.new_game(SevenUpVariant(), 3,
                                 GAME.deal_from_text("AS 10S 3S KD 4C 7H | QH 2H JH 9D 5C 8C / 6S")), "stand")
    seen = []
    while s.deal_no == 0 and not GAME.is_over(s):
        if s.to_act == 0:
            v = GAME.view(s, 0)
            seen.append((v["counts"][1], O.in_play(v)["could_hold"]))
        s = GAME.apply(s, GAME.legal_actions(s)[0])   # each seat plays its first legal card
    assert seen == [(6, {"Abner": True}), (4, {"Abner": True}), (3, {"Abner": True}), (2, {"Abner": True}),
                    (2, {"Abner": True}), (1, {"Abner": False})]


# -- the last survivors (issue 31) ---------------------------------------------------------------------------------
def test_a_hand_played_to_its_last_trick():
    """Clubs trumps, Abner never void in them: with one card left he could hold a trump; once he has led his last
    card to the last trick, he cannot. The stock is still there: the pack could hold one."""
    s = GAME.apply(GAME.new_game(SevenUpVariant(), 3, GAME.deal_from_text(
        "AC 10C 3C KD 4S 7H | QC 2C JH 9D 5S 8S / 6C")), "stand")
    for a in ("play 7H", "play 2C", "play 5S", "play AC", "play 3C", "play QC", "play 9D", "play KD", "play 4S",
              "play 8S"):
        s = GAME.apply(s, a)
    one = GAME.view(s, 0)
    assert one["counts"] == [1, 1] and O.in_play(one)["could_hold"] == {"Abner": True}
    s = GAME.apply(s, "play JH")
    last = GAME.view(s, 0)
    assert last["counts"] == [1, 0] and last["trick"] == [[1, "JH"]]
    assert O.in_play(last)["could_hold"] == {"Abner": False} and O.in_play(last)["in_pack_possible"] is True


def test_the_pack_can_hold_a_trump_while_a_card_is_left_in_it_or_one_was_discarded():
    s = GAME.apply(GAME.apply(GAME.new_game(SevenUpVariant(), 3, GAME.deal_from_text(
        "AC 10C 3C KD 4S 7H | QC 2C JH 9D 5S 8S / 6C")), "stand"), "play AC")
    v = GAME.view(s, 0)
    assert (v["stock"], v["discarded"]) == (39, [0, 0])
    assert [O.in_play({**v, "stock": n, "discarded": d})["in_pack_possible"]
            for n, d in ((1, [0, 0]), (0, [0, 0]), (0, [0, 6]))] == [True, False, True]


def played_out(view, samples, seed):
    """The stand-or-beg deals played out here: the same deals for both, of the view's own rule set."""
    import random

    from engine.bots import seven_up as B

    rng, v = random.Random(seed), GAME.variant_for(view["variant"])
    worlds = [B.sample_world(view, rng, v) for _ in range(samples)]
    return ([B.play_out(w, "stand", view["seat"]) for w in worlds], [B.play_out(w, "beg", view["seat"])
                                                                     for w in worlds])


def test_stand_or_beg_against_the_deals_played_out_here():
    import statistics

    hand, turnup = ids("AS 10S 3S KD 4C 7H"), D.parse_card("6S")
    view = O.view_for(hand, turnup, 3)
    st, bg = played_out(view, 7, 0)
    got = O.stand_or_beg(view, 7)
    for key, xs in (("stand", st), ("beg", bg), ("stand_minus_beg", [a - b for a, b in zip(st, bg, strict=True)])):
        assert got[key]["mean"] == round(statistics.fmean(xs), 3)
        assert got[key]["stderr"] == pytest.approx(statistics.stdev(xs) / 7 ** .5, abs=0.0005)
    assert any(got[k]["mean"] != int(got[k]["mean"]) for k in ("stand", "beg"))   # sevenths: rounded to 3 places
    assert got["unit"] == "points this hand to your side less the best other side's (a won game counts 4 more)"
    assert O.stand_or_beg(view)["samples"] == 200


def test_the_command_lines_samples_up_to_the_limit_with_its_seed(monkeypatch):
    asked = []
    monkeypatch.setattr(O, "stand_or_beg", lambda view, samples, seed: asked.append((view, samples, seed)) or {
        "samples": samples, "stand": {"mean": 0, "stderr": 0}, "beg": {"mean": 0, "stderr": 0}})
    args = Namespace(variant_obj=SevenUpVariant(), players=None, hand="AS 10S 3S KD 4C 7H", turnup="6S",
                     samples=20_000, seed=5)
    O.odds(args)
    view, samples, seed = asked[0]
    assert (samples, seed) == (20_000, 5) and view == O.view_for(ids("AS 10S 3S KD 4C 7H"), D.parse_card("6S"), 2, 5)
