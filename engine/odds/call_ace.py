"""Call-Ace Domino Euchre's odds: Domino Euchre's exact tables and simulations, and the partner tile's whereabouts."""

from __future__ import annotations

from engine.core.inputs import arg_int
from engine.odds import percent, prob
from engine.odds.domino_euchre import (
    add_simulate_arguments,
    bid_chances,
    partner_tile_odds,
    partner_tile_standing,
    simulate,
    trump_count_table,
    trumps_out,
    whereabouts,
)
from engine.odds.domino_euchre import odds as _domino_odds

__all__ = ["add_odds_arguments", "odds", "add_simulate_arguments", "simulate", "bid_chances", "partner_tile_odds",
           "partner_tile_standing", "trump_count_table", "trumps_out", "whereabouts"]


def add_odds_arguments(p) -> None:
    p.add_argument("--players", type=arg_int(4, 5), default=None, help="4 or 5 (default: the rule set's)")


def odds(args) -> dict:
    args.hand = args.turnup = None
    data = _domino_odds(args)
    players = args.players or args.variant_obj.players
    rows = partner_tile_standing(players)
    data["game"] = "call-ace"
    data["players"] = players
    data["partner_tile"] = [{"where": r["where"], **prob(r["p"])} for r in rows]
    data["text"] += "\nThe partner tile, not in your hand nor turned up, at the deal:\n" + "\n".join(
        f"  {r['where']}: {percent(r['p'])}" for r in rows)
    return data
