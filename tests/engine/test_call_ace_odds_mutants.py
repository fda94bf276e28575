"""Call-Ace's odds command in this process (the mutation run sees only these): the partner tile's lines of text, the
players from the option or the rule set, the option's bounds. Figures by the multinomial count of
tests/engine/test_odds_independent.py, not by the odds module."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from engine.cli import Parser, main
from engine.core.errors import BadInput
from engine.odds import call_ace as O
from tests.engine.test_odds_independent import _deals_with_tile_at


def run(*argv: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["odds", "call-ace", *argv]) == 0
    return out.getvalue()


def pct(p) -> str:
    return f"{100 * p.numerator / p.denominator:.2f}%"


@pytest.mark.parametrize("argv,players", [(["--players", "5"], 5), (["--variant", "five-players"], 5), ([], 4)])
def test_the_partner_tile_lines_for_the_players_given_or_the_rule_sets(argv, players):
    at_one, out = _deals_with_tile_at(players, 28 - 5 - 1)
    undealt = 22 - 5 * (players - 1)
    text = run(*argv).rstrip("\n").split("\n")
    assert text[-3:] == ["The partner tile, not in your hand nor turned up, at the deal:",
                         f"  with one given other player: {pct(at_one)}",
                         f"  out of play ({undealt} tiles undealt): {pct(out)}"]
    data = json.loads(run("--json", *argv))
    assert data["game"] == "call-ace" and data["players"] == players
    assert [r["where"] for r in data["partner_tile"]] == ["with one given other player",
                                                          f"out of play ({undealt} tiles undealt)"]
    assert data["text"].split("\n")[0].startswith("Trumps in five tiles")   # Domino Euchre's tables come first


def test_the_players_option_bounds_and_help():
    p = Parser(prog="t")
    O.add_odds_arguments(p)
    assert p.parse_args([]).players is None
    assert [p.parse_args(["--players", v]).players for v in ("4", "5")] == [4, 5]
    for bad in ("3", "6"):
        with pytest.raises(BadInput):
            p.parse_args(["--players", bad])
    assert "--players PLAYERS 4 or 5 (default: the rule set's)" in " ".join(p.format_help().split())


def test_called_without_the_command_line_it_still_says_call_ace():
    """Domino Euchre's tables name the game from the command line's game; called directly, Call-Ace names itself."""
    from argparse import Namespace

    from engine.games.call_ace import GAME

    data = O.odds(Namespace(variant_obj=GAME.Variant(), players=None))
    assert data["game"] == "call-ace" and data["players"] == GAME.Variant().players
