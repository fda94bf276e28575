"""Chuck-a-Luck ("Sweat" in the 1864 American Hoyle): three dice against the bank, as in the Civil War camps.

The rules are Wedeward's compilation (``../shared/seeds/000``, after *Hoyle's Games* by
Henry F. Anners). Where it is silent (the pay table on totals, the order of betting, the
length of a session, the bank's bankroll) the choice is a variant option or a rule citing
``site``, and the lesson says why.

The package, in the shape every game takes:

- ``rules``: the rules as data: the layout, the pay tables, ``RULES``, ``TERMS``, ``ChuckVariant``, ``PRESETS``;
- ``layout``: what each bet pays on each of the 216 throws and what the bank can still cover;
- ``actions``: the actions and their text notation;
- ``game``: the protocol, one function per phase (betting, settled);
- ``words``: money, the names of the squares and every line of the move log.

How a round goes
----------------
1. The computer soldiers (seats 1..n) put their money down in seat order; each ends with
   ``stand`` ("my bets are down"). A soldier with an empty purse sits out.
2. The learner (seat 0) places and takes back bets — ``bet single:5 0.25``,
   ``take-back single:5`` — and then calls ``throw``. (Calling the throw with no bet of
   one's own is allowed: the learner sits the throw out and watches the table.)
3. The banker throws three dice; every bet on the layout is settled at once: a losing stake
   goes to the bank, a winning stake comes back with its winnings from the bank.
4. The settled layout stays in view until the learner calls ``next`` (the banker sweeps the
   layout); bets and take-backs are refused until then. The session ends after the
   variant's number of throws, when the learner is cleaned out, or when the bank is broken.

Money is integer cents everywhere. The bank takes a bet only if it could pay every bet on
the layout on the worst throw, so no purse or bank ever goes below zero and the money at
the table (purses + bank + stakes on the layout) never changes.
"""

from engine.games.chuck_a_luck.actions import NEXT, STAND, THROW, Bet, TakeBack, check_on_cloth, parse_spot, parse_stake
from engine.games.chuck_a_luck.game import GAME, ChuckALuck, ChuckState
from engine.games.chuck_a_luck.layout import max_multiplier, multiplier, pay_vectors
from engine.games.chuck_a_luck.rules import (
    CHIPS,
    PRESETS,
    RULES,
    SINGLES,
    SPOT_INDEX,
    SPOTS,
    TABLE_LABELS,
    TABLE_SOURCES,
    TERMS,
    THROW_INDEX,
    THROWS,
    TOTALS,
    TOTALS_TABLES,
    ChuckVariant,
    total_pays,
)
from engine.games.chuck_a_luck.words import SOLDIER_NAMES, dice_text, dollars, explain, money, spot_name, spot_pays

__all__ = ["CHIPS", "GAME", "NEXT", "PRESETS", "RULES", "SINGLES", "SOLDIER_NAMES", "SPOTS", "SPOT_INDEX", "STAND",
           "TABLE_LABELS", "TABLE_SOURCES", "TERMS", "THROW", "THROWS", "THROW_INDEX", "TOTALS", "TOTALS_TABLES", "Bet",
           "ChuckALuck", "ChuckState", "ChuckVariant", "TakeBack", "check_on_cloth",
           "dice_text", "dollars", "explain", "max_multiplier",
           "money", "multiplier", "parse_spot", "parse_stake", "pay_vectors", "spot_name", "spot_pays", "total_pays"]
