"""Rule options and command-line options whose non-default value no test exercised (the option audit,
tests/audit/options.py, found them): for each, a fixed deal or a fixed command where the other value changes the
outcome, and the difference asserted."""

from __future__ import annotations

import dataclasses
import io
import json
import random
from contextlib import redirect_stdout

import pytest

from engine.cli import main


def cli_json(*argv: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main([*argv, "--json"]) == 0
    return json.loads(out.getvalue())


def random_to_end(game, variant, seed: int):
    s, r = game.new_game(variant, seed), random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, r.choice(game.legal_actions(s)))
    return s


# -- Euchre ------------------------------------------------------------------------------------------------------
def _euchre_play(s, *actions):
    from engine.games.euchre import GAME

    for a in actions:
        s = GAME.apply(s, GAME.parse_action(a))
    return s


def _euchre_hand_one(s):
    from engine.games.euchre import GAME

    while s.deal_no == 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s


@pytest.mark.rules("score-lone-defence", "lone-defence", game="euchre")
def test_euchre_lone_defence_and_its_scoring():
    """A lone maker taking one trick against a lone defender: 2 to the defender by Wedeward, 4 by Keller; without
    lone defence the defence is refused."""
    from engine.core.errors import IllegalAction
    from engine.games.euchre import GAME

    deal = GAME.deal_from_text("JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH")
    civil = GAME.presets["civil-war"]
    scores = {}
    for scoring in ("wedeward", "keller"):
        s = GAME.new_game(dataclasses.replace(civil, lone_defence_scoring=scoring), 1, deal)
        s = _euchre_play(s, "order-up alone", "pass", "defend alone", "discard AC", "play AS", "play JD")
        scores[scoring] = _euchre_hand_one(s).scores
    assert scores == {"wedeward": (0, 2), "keller": (0, 4)}
    s = GAME.new_game(dataclasses.replace(civil, lone_defence=False), 1, deal)
    s = _euchre_play(s, "order-up alone")
    assert s.phase == "discard"                        # no defence asked: the dealer takes up at once
    with pytest.raises(IllegalAction):
        _euchre_play(s, "defend alone")


@pytest.mark.rules("turned-down-suit", game="euchre")
def test_euchre_bar_turned_down():
    from engine.games.euchre import GAME

    deal = GAME.deal_from_text("JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH")
    standard = GAME.presets["standard"]
    legal = {}
    for barred in (True, False):
        s = GAME.new_game(dataclasses.replace(standard, bar_turned_down=barred), 1, deal)
        legal[barred] = GAME.legal_actions(_euchre_play(s, "pass", "pass", "pass", "pass"))
    assert "name H" not in legal[True] and "name H" in legal[False]


@pytest.mark.rules("score-odd", game="euchre")
@pytest.mark.parametrize("march", [2, 3, 4])
def test_euchre_odd_march(march):
    """Three playing each for himself: a march scores the maker the option's points."""
    from engine.games.euchre import GAME, EuchreVariant

    s = GAME.new_game(EuchreVariant(players=3, odd_march=march), 1,
                      GAME.deal_from_text("JH JD AH KH QH | 9C 10C QC KC AC | AS KS QS JS 10S / 9H"))
    assert _euchre_hand_one(_euchre_play(s, "order-up", "discard 10S")).scores == (march, 0, 0)


# -- Commerce ----------------------------------------------------------------------------------------------------
@pytest.mark.rules("session", "extended-dealer", game="commerce")
def test_commerce_rounds_and_max_deals_end_the_session():
    from engine.games.commerce import GAME, CommerceVariant

    def deals(**kw):
        return random_to_end(GAME, CommerceVariant(players=3, purse=2000, **kw), 3).deal_no + 1

    assert deals() == 3 and deals(rounds=2) == 6                     # once round the table, or twice
    assert deals(dealer_stays=True, max_deals=2) == 2 < deals(dealer_stays=True)


@pytest.mark.rules("pool-counters", "pool-settle", game="commerce")
def test_commerce_pool_entry_and_take():
    from engine.games.commerce import GAME, CommerceVariant

    def first_deal(entry, take):
        v = CommerceVariant(mode="pool", pool_entry=entry, pool_take=take)
        s0 = s = GAME.new_game(v, 2)
        r = random.Random(1)
        while not s.result:
            s = GAME.apply(s, r.choice(GAME.legal_actions(s)))
        return s0, s

    start, settled = first_deal(12, 3)
    assert start.pool == 48 and start.purses == (228,) * 4 and settled.pool == 45
    start, _ = first_deal(24, 3)
    assert start.pool == 96 and start.purses == (216,) * 4
    _, settled = first_deal(12, 6)
    assert settled.pool == 42 and settled.result.payments[0].amount == 6


# -- Scarney Chemin de Fer ---------------------------------------------------------------------------------------
@pytest.mark.rules("session", game="scarney-chemin-de-fer")
def test_scarney_banks_each():
    from engine.games.scarney_chemin_de_fer import GAME
    from engine.games.scarney_chemin_de_fer.rules import ChemVariant

    banks = {b: random_to_end(GAME, ChemVariant(players=3, chips=200, rounds_per_bank=1, banks_each=b), 3).bank_no
             for b in (1, 2)}
    assert banks == {1: 3, 2: 6}


# -- the command line --------------------------------------------------------------------------------------------
def test_cli_commerce_others_and_seed():
    base = ("odds", "commerce", "--hand", "5S 5H 9D", "--samples", "200")
    three, one = cli_json(*base)["several"], cli_json(*base, "--others", "1")["several"]
    assert three["others"] == 3 and one["others"] == 1 and one["best"] > three["best"]   # fewer hands to beat
    assert cli_json(*base, "--seed", "2")["several"]["best"] != three["best"]


def test_cli_euchre_partner_deals():
    """The right bower turned up: the partner holds it for certain when he deals (he takes it up), else never."""
    base = ("odds", "euchre", "--hand", "AS KS 9H 10D QD", "--turnup", "JS")
    assert cli_json(*base)["partner_bowers"]["right"]["fraction"] == "0/1"
    assert cli_json(*base, "--partner-deals")["partner_bowers"]["right"]["fraction"] == "1/1"


def test_cli_scarney_draw_dead_and_count():
    """During a draw: one dead die from a count of 3 can only add 0, 1, 3, 4 or 6 (points 3, 4, 6, 7, 9)."""
    one = cli_json("odds", "scarney-chemin-de-fer", "--dead", "1", "--count", "3")["draw"]
    assert (one["dead"], one["count"]) == (1, 3)
    assert one["final_point"] == {"0": "0/1", "1": "0/1", "2": "0/1", "3": "1/3", "4": "1/6", "5": "0/1",
                                  "6": "1/6", "7": "1/6", "8": "0/1", "9": "1/6"}
    two = cli_json("odds", "scarney-chemin-de-fer", "--dead", "2", "--count", "3")["draw"]["final_point"]
    four = cli_json("odds", "scarney-chemin-de-fer", "--dead", "2", "--count", "4")["draw"]["final_point"]
    assert two != one["final_point"] and four == {str((int(k) + 1) % 10): v for k, v in two.items()}


def test_cli_seven_up_players_and_seed():
    base = ("odds", "seven-up", "--hand", "AS 10S 3S KD 4C 7H", "--turnup", "QS", "--samples", "20")
    two, three = cli_json(*base)["beg"], cli_json(*base, "--players", "3")["beg"]
    assert (two["players"], two["others_hold"]) == (2, 6) and (three["players"], three["others_hold"]) == (3, 12)
    assert two["jack_in_play"]["fraction"] == "2/15" and three["jack_in_play"]["fraction"] == "4/15"
    assert (cli_json(*base, "--seed", "5")["stand_or_beg"]["beg"] != cli_json(*base)["stand_or_beg"]["beg"])


def test_cli_simulate_seed():
    one, two = (cli_json("simulate", "seven-up", "--hands", "3", "--seed", s) for s in ("1", "2"))
    assert (one["seed"], two["seed"]) == (1, 2) and one["seats"] != two["seats"]


def test_cli_commerce_no_rotate():
    """Two sessions: rotated, the stander sits in the other seats the second time; kept in place, it does not."""
    base = ("simulate", "commerce", "--hands", "8", "--bots", "stander,trader")
    rotated = {r["bot"]: r["net_pence"] for r in cli_json(*base)["per_bot"]}
    kept = {r["bot"]: r["net_pence"] for r in cli_json(*base, "--no-rotate")["per_bot"]}
    assert rotated != kept and sum(rotated.values()) == sum(kept.values()) == 0


def test_cli_euchre_no_swap():
    base = ("simulate", "euchre", "--variant", "standard", "--hands", "2", "--bots", "rule-of-thumb,random")
    swapped, kept = cli_json(*base)["per_side"], cli_json(*base, "--no-swap")["per_side"]
    assert [s["wins"] for s in kept] == [2, 0]         # rule-of-thumb keeps side 0 and wins both
    assert [s["wins"] for s in swapped] == [1, 1]      # swapped for the second game, side 1 wins it


@pytest.mark.parametrize("game", ["domino-euchre", "call-ace"])
def test_cli_simulate_bot_a(game):
    """--bot-a names the first player of the match; the second stays the default's, or --bots' second."""
    plain = cli_json("simulate", game, "--hands", "1")
    assert plain["bots"] == ["sampler", "rule-of-thumb"]
    named = cli_json("simulate", game, "--hands", "1", "--bot-a", "random")
    assert named["bots"] == ["random", "rule-of-thumb"]
    assert [r["bot"] for r in named["per_bot"]] == ["random", "rule-of-thumb"]
    both = cli_json("simulate", game, "--hands", "1", "--bots", "sampler,random", "--bot-a", "rule-of-thumb")
    assert both["bots"] == ["rule-of-thumb", "random"]
