"""Chuck-a-Luck's actions and their text notation: ``bet SPOT DOLLARS``, ``take-back SPOT``, ``stand``, ``throw``,
``next``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.errors import IllegalAction
from engine.core.rules import NOTATION
from engine.games.chuck_a_luck.rules import RULES, SPOT_INDEX
from engine.games.chuck_a_luck.words import dollars, spot_name

# -- actions ------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Bet:
    spot: str
    cents: int

    def __str__(self) -> str:
        return f"bet {self.spot} {dollars(self.cents)}"


@dataclass(frozen=True, slots=True)
class TakeBack:
    spot: str

    def __str__(self) -> str:
        return f"take-back {self.spot}"


THROW, STAND, NEXT = "throw", "stand", "next"
_STAKE = re.compile(r"^(-)?\$?(\d*)(?:\.(\d*))?$")
_CENTS = re.compile(r"^(-)?(\d+)(?:¢|c)$")


def parse_stake(text: str) -> int:
    """'0.25', '.25', '$1', '1.5', '25¢' -> cents. A fraction of a cent is refused (rule 'stake')."""
    t = text.strip()
    m = _CENTS.match(t)
    if m:
        return (-1 if m.group(1) else 1) * int(m.group(2))
    m = _STAKE.match(t)
    if not m or not (m.group(2) or m.group(3)):
        raise IllegalAction(f"'{text}' is not a stake: write dollars and cents, like 0.25 or 1.00.", NOTATION)
    whole, frac = int(m.group(2) or 0), (m.group(3) or "")
    if len(frac) > 2 and frac[2:].strip("0"):
        raise IllegalAction(f"A stake must be a whole number of cents: {text} has a fraction of a cent.",
                            RULES["stake"])
    cents = whole * 100 + int((frac[:2] or "0").ljust(2, "0"))
    return -cents if m.group(1) else cents


def parse_spot(text: str) -> str:
    t = text.strip().lower()
    aliases = {"triple": "raffle", "any-triple": "raffle", "big": "high", "small": "low"}
    t = aliases.get(t, t)
    if re.fullmatch(r"[1-6]", t):
        t = f"single:{t}"
    if t in SPOT_INDEX:
        return t
    if t.startswith("single:"):
        reason = f"There is no square '{t[7:]}' on the layout: the numbered squares run from 1 to 6."
    elif t.startswith("total:"):
        reason = (f"There is no bet on a total of '{t[6:]}': the layout takes totals from 4 to 17 "
                  "(3 and 18 are triples, covered by the raffle).")
    else:
        reason = (f"There is no bet called '{text.strip()}' on the layout. The bets are single:1 to single:6, raffle, "
                  "total:4 to total:17, high, low, odd and even.")
    raise IllegalAction(reason, RULES["bets"])


def check_on_cloth(spot: str, v) -> None:
    """Refuse a bet on a square this layout does not have: Sweat's cloth has the six numbers only (the table's
    refusal, and the command line's for its --bets)."""
    if spot not in v.spots:
        raise IllegalAction(f"This cloth is numbered 1 to 6 only: there is no square for {spot_name(spot)}. Put your "
                            "money on a number.", RULES["sweat-cloth"])


# -- the state ----------------------------------------------------------------------------------------
