"""Chuck-a-Luck ("Sweat", "Bird-cage"): three dice against the bank, as in the Civil War camps.

The rules are Wedeward's compilation (``../shared/seeds/000``, after *Hoyle's Games* by
Henry F. Anners). Where it is silent (the pay table on totals, the order of betting, the
length of a session, the bank's bankroll) the choice is a variant option or a rule citing
``site``, and the lesson says why.

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

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import product

import numpy as np

from engine.core import Game, IllegalAction, Outcome, Rule, Rulebook, Term, option
from engine.core.dice import STANDARD
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, NOTATION

# -- the layout -------------------------------------------------------------------------------------

SINGLES = tuple(f"single:{n}" for n in range(1, 7))
TOTALS = tuple(f"total:{n}" for n in range(4, 18))
SPOTS: tuple[str, ...] = (*SINGLES, "raffle", *TOTALS, "high", "low", "odd", "even")
SPOT_INDEX = {s: i for i, s in enumerate(SPOTS)}
CHIPS = (5, 10, 25, 100)  # the chip sizes the table offers, in cents

#: Every ordered throw of three dice, in a fixed order: index = 36(a-1) + 6(b-1) + (c-1).
THROWS: tuple[tuple[int, int, int], ...] = tuple(product(range(1, 7), repeat=3))
THROW_INDEX = {t: i for i, t in enumerate(THROWS)}

#: Pay tables for a particular total, "to 1" (winnings per unit staked, the stake returned too).
TOTALS_TABLES: dict[str, dict[int, int]] = {
    # Modern casino Sic Bo as dealt in Atlantic City: its edges (9.7% to 19.0%) fall within
    # Wedeward's "about 10% to 20%". Our default: no period table for totals is known to us first-hand.
    "casino": {4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6},
    # A Will & Finck "Grand Hazard" layout, c. 1890, painted "60 for 1" etc. (the stake counts as part
    # of the payment, so "60 for 1" is 59 to 1), as read by Pollard. Edges 16.7% to 30.6%.
    "grand-hazard-1890": {4: 59, 5: 29, 6: 17, 7: 11, 8: 7, 9: 5, 10: 5},
    # Macau and many Asian online tables: the stingiest (edges up to 47.2%).
    "macau": {4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6},
}
TABLE_LABELS = {
    "casino": "Modern casino table (Sic Bo, Atlantic City)",
    "grand-hazard-1890": "Grand Hazard layout, c. 1890 (“60 for 1”)",
    "macau": "Macau / online Sic Bo table",
}
TABLE_SOURCES = {"casino": ("wizard-sic-bo", "totals"), "grand-hazard-1890": ("pollard-chuck-a-luck", "Extended Bets"),
                 "macau": ("wizard-sic-bo", "totals")}


def total_pays(table: str, total: int) -> int:
    return TOTALS_TABLES[table][min(total, 21 - total)]


# -- rules as data ------------------------------------------------------------------------------------

RULES = Rulebook("chuck-a-luck", [
    Rule("equipment", "Three dice are tumbled in a cup and thrown; the players bet on a layout of squares numbered "
                      "1 to 6, often painted on a poncho or gum blanket.", "wedeward", "¶1–2"),
    Rule("bets", "Bets are made by placing money on the layout: a single number 1 to 6, any triple (the raffle), "
                 "a particular total 4 to 17, high (11–17) or low (4–10), odd or even. Several bets may be down at "
                 "once.", "wedeward", "¶2–6"),
    Rule("single", "A single number pays even money if it shows on one die, 2 to 1 on two dice, 3 to 1 on all three; "
                   "it loses if it shows on none.", "wedeward", "¶3"),
    Rule("raffle", "Any triple (a raffle) pays 30 to 1 (the fair price would be 35 to 1).", "wedeward", "¶4"),
    Rule("total", "A particular total 4 to 17 pays by the table's pay table, always less than the full odds.",
         "wedeward", "¶5"),
    Rule("high-low", "High (11–17) and low (4–10) pay even money but lose whenever a triple shows.",
         "wedeward", "¶6"),
    Rule("odd-even", "Odd and even (the total) pay even money but lose whenever a triple shows.", "wedeward", "¶6"),
    Rule("stake", "A stake is a whole number of cents, at least 1¢ (the table's chips are 5¢, 10¢, 25¢ and $1).",
         "site", "Chuck-a-Luck: money"),
    Rule("purse", "You can stake only money in your purse: the bank gives no credit.", "site", "Chuck-a-Luck: money"),
    Rule("bank-covers", "The bank takes a bet only if it could pay every bet on the layout on the worst throw.",
         "site", "Chuck-a-Luck: the bank"),
    Rule("before-throw", "Bets are placed and taken back only before the throw; once the dice are down the layout is "
                         "settled as it lies, and the banker sweeps it before the next bets.",
         "site", "Chuck-a-Luck: the round"),
    Rule("take-back", "You can take back only a bet of your own that is on the layout.", "site",
         "Chuck-a-Luck: the round"),
    Rule("turn-order", "The computer soldiers put their money down first, in seat order, each saying 'stand' when "
                       "done; then you bet and call for the throw.", "site", "Chuck-a-Luck: the round"),
    Rule("settle", "After the throw the banker collects every losing stake and pays every winning bet its odds, "
                   "the stake returned with it.", "wedeward", "¶3–6"),
    Rule("session", "The session ends after the agreed number of throws, when you are cleaned out, or when the "
                    "bank is broken.", "site", "Chuck-a-Luck: the session"),
])

TERMS = (
    Term("Chuck-a-Luck", "A banking game on the throw of three dice; players bet on numbers and totals on a layout.",
         "wedeward", "¶1", "chuck-a-luck"),
    Term("Sweat", "Soldiers' name for Chuck-a-Luck; older forms 'sweat-cloth' for the cloth layout.", "wedeward", "¶1",
         "chuck-a-luck"),
    Term("Bird-cage", "Chuck-a-Luck played with the dice tumbled in a wire cage shaped like an hour-glass.",
         "wedeward", "¶1", "chuck-a-luck"),
    Term("Sweet Cloth", "Another name for Chuck-a-Luck, perhaps from 'sweat-cloth'.", "wedeward", "¶1",
         "chuck-a-luck"),
    Term("Set up, layout", "The numbered squares 1 to 6 on which the bets are placed, often painted on a poncho or "
                           "gum blanket.", "wedeward", "¶1", "chuck-a-luck"),
    Term("Gum blanket", "A soldier's rubberised ground sheet; painted with squares it served as a Chuck-a-Luck "
                        "layout.", "wedeward", "¶1", "chuck-a-luck"),
    Term("Raffle", "A throw of three dice all alike (a triple); also the bet that any triple will show.", "wedeward",
         "¶4", "chuck-a-luck"),
    Term("The house, the bank", "The banker who throws the dice, covers every bet and keeps the odds in his favour.",
         "wedeward", "¶3", "chuck-a-luck"),
    Term("216 to 199", "On a single number, for every 216 units staked over all equally likely throws the bank pays "
                       "back 199: its advantage is 17/216, about 7.9%.", "wedeward", "¶3", "chuck-a-luck"),
    Term("Grand Hazard", "The extended casino layout of the later 19th century, with totals and raffles beside the "
                         "six numbers.", "pollard-chuck-a-luck", "Extended Bets", "chuck-a-luck"),
)


# -- options ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ChuckVariant:
    soldiers: int = option(3, "How many computer soldiers bet at the table besides you.", "site",
                           "Chuck-a-Luck: the table", minimum=0, maximum=6)
    throws: int = option(20, "Throws in a session (a payday's play); the session also ends if you are cleaned out.",
                         "site", "Chuck-a-Luck: the session", minimum=1, maximum=500)
    purse_cents: int = option(1300, "Each player's purse at the start, in cents: $13.00 was a Union private's "
                                    "monthly pay from August 1861.", "us-pay-1861", "§1", minimum=5, maximum=1_000_000)
    bank_cents: int = option(20000, "The banker's bankroll at the start, in cents.", "site",
                             "Chuck-a-Luck: the bank", minimum=100, maximum=100_000_000)
    totals_table: str = option("casino", "The pay table for a particular total: 'casino' (modern Sic Bo, edges "
                                         "9.7%–19.0%, within Wedeward's 'about 10% to 20%'), 'grand-hazard-1890' "
                                         "(a c. 1890 layout paying 'for 1') or 'macau'.",
                               "wedeward", "¶5", choices=tuple(TOTALS_TABLES))
    raffle_pays: int = option(30, "What any triple pays, to 1: 30 in Wedeward; the c. 1890 Grand Hazard layout "
                                  "paid '30 for 1', that is 29 to 1.", "wedeward", "¶4", choices=(29, 30))
    single_triple_pays: int = option(3, "What a single number pays when it shows on all three dice, to 1: 3 in "
                                        "Wedeward; some modern casinos pay 10 or 12.", "wedeward", "¶3",
                                     choices=(3, 10, 12))

    def __post_init__(self):
        if self.totals_table not in TOTALS_TABLES:
            raise ValueError(f"there is no pay table called {self.totals_table!r}")


PRESETS = {
    "camp-1861": ChuckVariant(),
    "grand-hazard-1890": ChuckVariant(totals_table="grand-hazard-1890", raffle_pays=29),
    "macau": ChuckVariant(totals_table="macau"),
    "short-drill": ChuckVariant(throws=8),
}


# -- what each bet pays -------------------------------------------------------------------------------

def multiplier(spot: str, dice: tuple[int, int, int], v: ChuckVariant) -> int:
    """What a unit stake on ``spot`` wins on ``dice``: -1 if lost, k if paid k to 1."""
    total = sum(dice)
    triple = dice[0] == dice[1] == dice[2]
    if spot.startswith("single:"):
        n = dice.count(int(spot[7:]))
        return -1 if n == 0 else (v.single_triple_pays if n == 3 else n)
    if spot == "raffle":
        return v.raffle_pays if triple else -1
    if spot.startswith("total:"):
        want = int(spot[6:])
        return total_pays(v.totals_table, want) if total == want else -1
    if triple:
        return -1
    won = {"high": total >= 11, "low": total <= 10, "odd": total % 2 == 1, "even": total % 2 == 0}[spot]
    return 1 if won else -1


@lru_cache(maxsize=64)
def pay_vectors(v: ChuckVariant) -> dict[str, tuple[int, ...]]:
    """For every spot, its multiplier on each of the 216 throws (in ``THROWS`` order)."""
    return {spot: tuple(multiplier(spot, t, v) for t in THROWS) for spot in SPOTS}


@lru_cache(maxsize=64)
def max_multiplier(v: ChuckVariant) -> dict[str, int]:
    return {spot: max(vec) for spot, vec in pay_vectors(v).items()}


@lru_cache(maxsize=64)
def _pos_matrix(v: ChuckVariant) -> np.ndarray:
    """Winnings per unit stake (0 where the bet loses): one row per spot, one column per throw."""
    vecs = pay_vectors(v)
    m = np.array([[max(x, 0) for x in vecs[spot]] for spot in SPOTS], dtype=np.int64)
    m.setflags(write=False)
    return m


@lru_cache(maxsize=512)
def _committed(v: ChuckVariant, layout: tuple) -> int:
    """A quick upper bound on the layout's worst-case cost to the bank: every bet winning its most."""
    mm = max_multiplier(v)
    return sum(stake * mm[sp] for _, sp, stake in layout)


@lru_cache(maxsize=512)
def _cover_limits(v: ChuckVariant, layout: tuple, bank: int) -> dict[str, int]:
    room = bank - _winnings(v, layout)  # what the bank could still pay on each throw
    pos = _pos_matrix(v)
    limits = np.where(pos > 0, room // np.maximum(pos, 1), np.iinfo(np.int64).max).min(axis=1)
    return {spot: int(limits[i]) for i, spot in enumerate(SPOTS)}


def _winnings(v: ChuckVariant, layout) -> np.ndarray:
    """What the bank would pay out in winnings on each of the 216 throws for this layout."""
    stakes = np.zeros(len(SPOTS), dtype=np.int64)
    for _, spot, stake in layout:
        stakes[SPOT_INDEX[spot]] += stake
    return stakes @ _pos_matrix(v)


def spot_name(spot: str) -> str:
    if spot.startswith("single:"):
        return f"the {spot[7:]}"
    if spot.startswith("total:"):
        return f"total {spot[6:]}"
    return {"raffle": "the raffle (any triple)", "high": "high (11–17)", "low": "low (4–10)",
            "odd": "odd", "even": "even"}[spot]


def spot_pays(spot: str, v: ChuckVariant) -> str:
    """How a spot pays, as the layout would print it."""
    if spot.startswith("single:"):
        return f"1, 2 or {v.single_triple_pays} to 1"
    if spot == "raffle":
        return f"{v.raffle_pays} to 1"
    if spot.startswith("total:"):
        return f"{total_pays(v.totals_table, int(spot[6:]))} to 1"
    return "1 to 1, loses to a triple"


def money(cents: int) -> str:
    """25 -> '25¢', 130 -> '$1.30', -25 -> '−25¢'."""
    if cents < 0:
        return "−" + money(-cents)
    return f"{cents}¢" if cents < 100 else f"${cents // 100}.{cents % 100:02d}"


def dollars(cents: int) -> str:
    """The notation's form: 25 -> '0.25'."""
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def dice_text(dice) -> str:
    return "-".join(map(str, dice))


def explain(spot: str, dice: tuple[int, int, int], stake: int, mult: int, v: ChuckVariant) -> str:
    """One line a learner understands: what the throw did to this bet."""
    total, triple = sum(dice), dice[0] == dice[1] == dice[2]
    head = f"{money(stake)} on {spot_name(spot)}"
    won = f"paid {mult} to 1: +{money(stake * mult)}" if mult > 0 else f"lost: −{money(stake)}"
    if spot.startswith("single:"):
        n, k = spot[7:], dice.count(int(spot[7:]))
        why = (f"no die shows {n}" if k == 0 else f"{['', 'one die', 'two dice', 'all three dice'][k]} show"
               f"{'s' if k == 1 else ''} {n}")
    elif spot == "raffle":
        why = f"a raffle, three {dice[0]}s" if triple else "no triple"
    elif spot.startswith("total:"):
        why = f"the dice total {total}" + ("" if mult > 0 else f", not {spot[6:]}")
    elif triple:
        why = f"a triple ({dice_text(dice)}): {spot} loses to any triple"
    else:
        kind = ("high" if total >= 11 else "low") if spot in ("high", "low") else ("odd" if total % 2 else "even")
        why = f"the dice total {total}, {kind}"
    return f"{head}: {why} — {won}"


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


# -- the state ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ChuckState:
    variant: ChuckVariant
    seed: int
    deal: tuple                 # fixed throws (tests, classroom deals); later throws come from the seed
    phase: str                  # "betting", "settled" or "over"
    to_act: int | None
    throw_no: int               # throws made so far
    purses: tuple[int, ...]     # cents, by seat
    bank: int                   # cents
    layout: tuple = ()          # ((seat, spot, stake), ...) sorted by seat, then layout order
    last: tuple | None = None   # the last throw's dice
    settlements: tuple = ()     # ((seat, spot, stake, multiplier), ...) for the last throw
    history: tuple = ()         # every throw so far
    purse_history: tuple = ()   # (purses..., bank) at the start and after each throw


SOLDIER_NAMES = ("Pvt. Abner Cole", "Pvt. Silas Reed", "Cpl. Jonah Price", "Pvt. Ezra Lamb", "Sgt. Caleb Moss",
                 "Pvt. Tobias Hart")


class ChuckALuck(Game):
    slug = "chuck-a-luck"
    title = "Chuck-a-Luck"
    kind = "dice"
    players = "1–7"
    period = "Civil War camps, 1860s"
    hook = "The soldiers' dice game on a painted gum blanket: every bet looks fair, and the bank still wins."
    icon = "🎲"
    Variant = ChuckVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- setting up -----------------------------------------------------------------------------------
    def seats(self, variant=None) -> int:
        return 1 + (variant or ChuckVariant()).soldiers

    def seat_name(self, variant, seat: int) -> str:
        return "You" if seat == 0 else SOLDIER_NAMES[(seat - 1) % len(SOLDIER_NAMES)]

    def new_game(self, variant=None, seed: int = 0, deal=None) -> ChuckState:
        v = variant or ChuckVariant()
        throws = self._check_deal(deal)
        purses = (v.purse_cents,) * self.seats(v)
        s = ChuckState(v, seed, throws, "betting", 0, 0, purses, v.bank_cents,
                       purse_history=((*purses, v.bank_cents),))
        return replace(s, to_act=self._first_to_bet(s))

    @staticmethod
    def _check_deal(deal) -> tuple:
        if deal is None:
            return ()
        out = []
        for t in deal:
            t = tuple(t)
            if len(t) != 3 or not all(isinstance(x, int) and 1 <= x <= 6 for x in t):
                raise ValueError(f"a fixed throw must be three dice from 1 to 6, not {t!r}")
            out.append(t)
        return tuple(out)

    def deal_from_text(self, text: str):
        """'3-5-5 1-1-1' or '355,111': the first throws of the session, in order."""
        tokens = [t for t in re.split(r"[\s,;/]+", text.strip()) if t]
        if not tokens:
            raise ValueError("write the throws as three dice each, like '3-5-5 1-1-1'")
        throws = []
        for tok in tokens:
            digits = tok.replace("-", "")
            if len(digits) != 3 or any(c not in "123456" for c in digits):
                raise ValueError(f"{tok!r} is not a throw of three dice (write it like 3-5-5)")
            throws.append(tuple(int(c) for c in digits))
        return tuple(throws)

    def dice_for(self, s: ChuckState, n: int) -> tuple[int, int, int]:
        """The dice of throw ``n`` (0-based): fixed by the deal, else from the seed."""
        if n < len(s.deal):
            return s.deal[n]
        faces = STANDARD.throw(rng_for(s.seed, "throw", n), 3)
        return tuple(f.value for f in faces)

    # -- whose turn ---------------------------------------------------------------------------------------
    def _first_to_bet(self, s: ChuckState) -> int:
        return self._next_soldier(s, 0)

    def _next_soldier(self, s: ChuckState, after: int) -> int:
        for seat in range(after + 1, self.seats(s.variant)):
            if s.purses[seat] > 0:
                return seat
        return 0

    # -- what may be done ---------------------------------------------------------------------------------
    def liability(self, v: ChuckVariant, layout) -> int:
        """The most the bank could have to pay out in winnings on one throw for this layout."""
        return int(_winnings(v, layout).max()) if layout else 0

    def cover_limits(self, s: ChuckState) -> dict[str, int]:
        """For each spot, the largest stake the bank would still take there now (rule 'bank-covers')."""
        return _cover_limits(s.variant, s.layout, s.bank)

    def _covers(self, s: ChuckState, spot: str, cents: int) -> bool:
        if _committed(s.variant, s.layout) + cents * max_multiplier(s.variant)[spot] <= s.bank:
            return True
        return cents <= _cover_limits(s.variant, s.layout, s.bank)[spot]

    @staticmethod
    def _with_bet(layout, seat, spot, cents):
        bets = {(st, sp): k for st, sp, k in layout}
        bets[(seat, spot)] = bets.get((seat, spot), 0) + cents
        return tuple(sorted(((st, sp, k) for (st, sp), k in bets.items() if k),
                            key=lambda b: (b[0], SPOT_INDEX[b[1]])))

    @staticmethod
    def own_bets(s: ChuckState, seat: int) -> dict[str, int]:
        return {sp: k for st, sp, k in s.layout if st == seat}

    def legal_actions(self, s: ChuckState) -> list:
        """Stable order: bets (each spot, each chip size the purse and bank allow), take-backs, then stand/throw.

        Any whole-cent stake the purse and the bank allow is legal (``check`` is the judge); the list
        offers the table's chip sizes, which is what a page or a computer soldier places."""
        if s.phase == "over" or s.to_act is None:
            return []
        if s.phase == "settled":
            return [NEXT]
        seat = s.to_act
        purse = s.purses[seat]
        out: list = []
        mm = max_multiplier(s.variant)
        quick_room = s.bank - _committed(s.variant, s.layout)
        limits = None
        for spot in SPOTS:
            for chip in CHIPS:
                if chip > purse:
                    continue
                if chip * mm[spot] > quick_room:
                    limits = limits or self.cover_limits(s)
                    if chip > limits[spot]:
                        continue
                out.append(Bet(spot, chip))
        out.extend(TakeBack(sp) for sp in self.own_bets(s, seat))
        out.append(THROW if seat == 0 else STAND)
        return out

    def parse_action(self, text: str):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'bet single:5 0.25', 'take-back single:5' or 'throw'.",
                                NOTATION)
        words = text.strip().split()
        verb = words[0].lower()
        if verb in (THROW, STAND, NEXT) and len(words) == 1:
            return verb
        if verb == "bet":
            if len(words) != 3:
                raise IllegalAction("Write a bet as 'bet', the spot and the stake in dollars, like "
                                    "'bet single:5 0.25' or 'bet high 1.00'.", NOTATION)
            return Bet(parse_spot(words[1]), parse_stake(words[2]))
        if verb in ("take-back", "takeback") and len(words) == 2:
            return TakeBack(parse_spot(words[1]))
        raise IllegalAction(f"'{text.strip()}' is not an action here: write 'bet single:5 0.25', "
                            "'take-back single:5', 'throw', 'stand' or 'next'.", NOTATION)

    def check(self, s: ChuckState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The session is over: start a new one to play again.", GAME_OVER)
        seat = s.to_act
        who = "You" if seat == 0 else self.seat_name(s.variant, seat)
        if isinstance(action, Bet):
            if action.spot not in SPOT_INDEX:
                parse_spot(action.spot)  # raises with the reason
            if s.phase == "settled":
                raise IllegalAction("The dice are already down: bets for this throw are closed. The banker sweeps "
                                    "the layout first ('next'), then you may bet on the next throw.",
                                    RULES["before-throw"])
            if not isinstance(action.cents, int) or action.cents <= 0:
                raise IllegalAction(f"A stake must be at least 1¢; {dollars(action.cents)} is not a stake.",
                                    RULES["stake"])
            if action.cents > s.purses[seat]:
                raise IllegalAction(f"{who} cannot stake {money(action.cents)}: "
                                    f"{'your' if seat == 0 else 'his'} purse holds only {money(s.purses[seat])}, "
                                    "and the bank gives no credit.", RULES["purse"])
            if not self._covers(s, action.spot, action.cents):
                need = self.liability(s.variant, self._with_bet(s.layout, seat, action.spot, action.cents))
                raise IllegalAction(f"The bank will not take {money(action.cents)} on {spot_name(action.spot)}: "
                                    f"on the worst throw the layout would then cost it {money(need)}, and it "
                                    f"holds only {money(s.bank)}.", RULES["bank-covers"])
            return
        if isinstance(action, TakeBack):
            if action.spot not in SPOT_INDEX:
                parse_spot(action.spot)
            if s.phase == "settled":
                raise IllegalAction("The dice are already down: a bet cannot be taken back after the throw; the "
                                    "layout is settled as it lies.", RULES["before-throw"])
            if action.spot not in self.own_bets(s, seat):
                raise IllegalAction(f"{who} {'have' if seat == 0 else 'has'} no bet on {spot_name(action.spot)} "
                                    "to take back.", RULES["take-back"])
            return
        if action == NEXT:
            if s.phase != "settled":
                raise IllegalAction("The layout is not settled yet: the dice have not been thrown for these bets.",
                                    RULES["before-throw"])
            return
        if action in (THROW, STAND):
            if s.phase == "settled":
                raise IllegalAction("The dice are already down for this round: the banker sweeps the layout "
                                    "first ('next').", RULES["before-throw"])
            if action == THROW and seat != 0:
                raise IllegalAction(f"{who} says 'stand' when his bets are down; you call for the throw.",
                                    RULES["turn-order"])
            if action == STAND and seat == 0:
                raise IllegalAction("Your bets are down when you call 'throw'; 'stand' is what a soldier says "
                                    "before your turn.", RULES["turn-order"])
            return
        raise IllegalAction(f"'{action}' is not an action at this table.", NOTATION)

    # -- what happens ------------------------------------------------------------------------------------
    def step(self, s: ChuckState, action) -> ChuckState:
        seat = s.to_act
        if isinstance(action, Bet):
            purses = list(s.purses)
            purses[seat] -= action.cents
            return replace(s, purses=tuple(purses), layout=self._with_bet(s.layout, seat, action.spot, action.cents))
        if isinstance(action, TakeBack):
            stake = self.own_bets(s, seat)[action.spot]
            purses = list(s.purses)
            purses[seat] += stake
            layout = tuple(b for b in s.layout if not (b[0] == seat and b[1] == action.spot))
            return replace(s, purses=tuple(purses), layout=layout)
        if action == STAND:
            return replace(s, to_act=self._next_soldier(s, seat))
        if action == NEXT:
            return replace(s, phase="betting", to_act=self._first_to_bet(s))
        # THROW: the banker throws and settles every bet on the layout.
        dice = self.dice_for(s, s.throw_no)
        idx = THROW_INDEX[dice]
        vecs = pay_vectors(s.variant)
        purses, bank = list(s.purses), s.bank
        settlements = []
        for st, spot, stake in s.layout:
            m = vecs[spot][idx]
            if m > 0:
                purses[st] += stake + stake * m
                bank -= stake * m
            else:
                bank += stake
            settlements.append((st, spot, stake, m))
        n = s.throw_no + 1
        over = n >= s.variant.throws or purses[0] == 0 or bank == 0
        return replace(s, phase="over" if over else "settled", to_act=None if over else 0, throw_no=n,
                       purses=tuple(purses), bank=bank, layout=(), last=dice, settlements=tuple(settlements),
                       history=(*s.history, dice), purse_history=(*s.purse_history, (*purses, bank)))

    # -- what is seen ----------------------------------------------------------------------------------------
    def view(self, s: ChuckState, seat: int) -> dict:
        """Everything at a Chuck-a-Luck table is public except the dice not yet thrown."""
        v = s.variant
        names = [self.seat_name(v, i) for i in range(self.seats(v))]
        return {
            "seat": seat, "phase": s.phase, "to_act": s.to_act, "throw_no": s.throw_no, "throws": v.throws,
            "names": names, "purses": list(s.purses), "purse": s.purses[seat], "bank": s.bank,
            "start_purse": v.purse_cents, "start_bank": v.bank_cents,
            "layout": [{"seat": st, "name": names[st], "spot": sp, "stake": k} for st, sp, k in s.layout],
            "last_throw": list(s.last) if s.last else None,
            "settlements": [{"seat": st, "name": names[st], "spot": sp, "stake": k, "multiplier": m,
                             "net": k * m if m > 0 else -k, "line": explain(sp, s.last, k, m, v)}
                            for st, sp, k, m in s.settlements],
            "history": [list(t) for t in s.history],
            "purse_history": [list(p) for p in s.purse_history],
            "totals_table": v.totals_table,
        }

    def is_over(self, s: ChuckState) -> bool:
        return s.phase == "over"

    def outcome(self, s: ChuckState) -> Outcome:
        v = s.variant
        start = v.purse_cents
        mine = s.purses[0]
        diff = mine - start
        how = ("the bank is broken" if s.bank == 0 else "you are cleaned out" if mine == 0
               else f"after {s.throw_no} throw{'s' if s.throw_no != 1 else ''}")
        trend = "even" if diff == 0 else (f"up {money(diff)}" if diff > 0 else f"down {money(-diff)}")
        take = s.bank - v.bank_cents
        bank_line = (f"The bank took {money(take)} from the whole table." if take > 0 else
                     f"The bank lost {money(-take)} to the table." if take < 0 else "The bank came out even.")
        summary = f"Session over ({how}): you have {money(mine)}, {trend} on your {money(start)}. {bank_line}"
        winners = tuple(i for i, p in enumerate(s.purses) if p > start)
        return Outcome(summary, winners, {i: p / 100 for i, p in enumerate(s.purses)})

    def describe(self, s: ChuckState, action) -> str:
        seat = s.to_act
        who = self.seat_name(s.variant, seat) if seat is not None else "The banker"
        if isinstance(action, Bet):
            return f"{who} put{'s' if seat else ''} {money(action.cents)} on {spot_name(action.spot)}."
        if isinstance(action, TakeBack):
            stake = self.own_bets(s, seat).get(action.spot, 0)
            return f"{who} take{'s' if seat else ''} back {money(stake)} from {spot_name(action.spot)}."
        if action == STAND:
            return f"{who} stands: his money is down."
        if action == NEXT:
            return f"The banker sweeps the layout for throw {s.throw_no + 1}."
        if action == THROW:
            dice = self.dice_for(s, s.throw_no)
            idx = THROW_INDEX[dice]
            vecs = pay_vectors(s.variant)
            nets = [(st, k * vecs[sp][idx] if vecs[sp][idx] > 0 else -k) for st, sp, k in s.layout]
            mine = [n for st, n in nets if st == 0]
            bank = -sum(n for _, n in nets)
            triple = " — a raffle!" if dice[0] == dice[1] == dice[2] else "."
            you = ("You sat this one out" if not mine else
                   f"Your bets {'win' if sum(mine) > 0 else 'lose' if sum(mine) < 0 else 'break even'}"
                   f"{' ' + money(abs(sum(mine))) if sum(mine) else ''}")
            table = (f"the bank takes {money(bank)} from the table" if bank > 0 else
                     f"the bank pays out {money(-bank)} to the table" if bank < 0 else "the bank breaks even")
            return (f"You call for the throw: the banker chucks {dice_text(dice)}, total {sum(dice)}{triple} "
                    f"{you}; {table}.")
        return str(action)

    # -- for the shared property tests -----------------------------------------------------------------
    def ledger(self, s: ChuckState) -> int:
        return sum(s.purses) + s.bank + sum(k for _, _, k in s.layout)

    def probe_actions(self, s: ChuckState) -> list:
        """Plausible actions, many of them illegal: too big, zero, negative, unknown spots, wrong phase."""
        seat = s.to_act if s.to_act is not None else 0
        purse = s.purses[seat]
        probes: list = [THROW, STAND, NEXT, Bet("single:5", 0), Bet("high", -25), Bet("raffle", purse + 1),
                        Bet("total:4", purse + 100), Bet("single:7", 25), Bet("field", 25),
                        TakeBack("single:6"), TakeBack("total:17"), TakeBack("seven")]
        probes.extend(TakeBack(sp) for _, sp, _ in s.layout)
        return probes

    def bench(self, variant, seconds: float) -> dict:
        from engine.cli import random_playouts
        from engine.odds.chuck_a_luck import bench_figures

        return {"random_playouts": random_playouts(self, variant, seconds), **bench_figures(variant)}


GAME = ChuckALuck()
