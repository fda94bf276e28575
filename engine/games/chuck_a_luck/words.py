"""Chuck-a-Luck in words: money as the page and the move log write it, the names of the squares, and one line a
learner understands for every action and every settled bet. Kept apart from the rules, so a change of
wording never touches a rule (the golden transcripts hold both still)."""

from __future__ import annotations

import functools

from engine.core.words import YOU, agree, is_you, mid, possessive, pronoun
from engine.games.chuck_a_luck.rules import ChuckVariant, total_pays

SOLDIER_NAMES = ("Pvt. Abner Cole", "Pvt. Silas Reed", "Cpl. Jonah Price", "Pvt. Ezra Lamb", "Sgt. Caleb Moss",
                 "Pvt. Tobias Hart")
FIRST_SOLDIER = "Pvt. Amos Hale"   # seat 0 as a computer player, read from another seat at a shared table



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


@functools.lru_cache(maxsize=4096)   # a pure line, asked again at every view of the settled throw (the review, odds)
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


# -- the move log: one public line per action (``ChuckALuck.describe``) --------------------------------------

def bet_line(who: str, seat: int, spot: str, cents: int) -> str:
    return f"{who} put{'' if is_you(seat) else 's'} {money(cents)} on {spot_name(spot)}."


def take_back_line(who: str, seat: int, spot: str, stake: int) -> str:
    return f"{who} take{'' if is_you(seat) else 's'} back {money(stake)} from {spot_name(spot)}."


def stand_line(who: str, seat: int) -> str:
    return f"{who} {agree(who, 'stands')}: {pronoun(seat)} money is down."


def sweep_line(throw_no: int) -> str:
    return f"The banker sweeps the layout for throw {throw_no + 1}."


def throw_line(dice: tuple[int, int, int], nets: list[tuple[int, int]], who: str = YOU) -> str:
    """The throw and what it did: ``nets`` is (seat, net cents) for every bet on the layout; ``who`` is seat 0,
    who calls for the throw, and whose bets the line sums."""
    mine = [n for st, n in nets if st == 0]
    bank = -sum(n for _, n in nets)
    triple = " — a raffle!" if dice[0] == dice[1] == dice[2] else "."
    bets = possessive(who)
    you = (f"{who} sat this one out" if not mine else
           f"{bets[0].upper()}{bets[1:]} bets {'win' if sum(mine) > 0 else 'lose' if sum(mine) < 0 else 'break even'}"
           f"{' ' + money(abs(sum(mine))) if sum(mine) else ''}")
    table = (f"the bank takes {money(bank)} from the table" if bank > 0 else
             f"the bank pays out {money(-bank)} to the table" if bank < 0 else "the bank breaks even")
    return (f"{who} {agree(who, 'calls')} for the throw: the banker chucks {dice_text(dice)}, total {sum(dice)}{triple} "
            f"{you}; {table}.")


def session_summary(mine: int, start: int, bank: int, start_bank: int, throws: int, who: str = YOU) -> str:
    """The outcome's sentence: how the session ended, the purse of seat 0 (``who``, the learner alone at a table)
    against his pay, the bank's take."""
    diff = mine - start
    one = mid(who)
    how = ("the bank is broken" if bank == 0 else f"{one} {agree(who, 'is')} cleaned out" if mine == 0
           else f"after {throws} throw{'s' if throws != 1 else ''}")
    trend = "even" if diff == 0 else (f"up {money(diff)}" if diff > 0 else f"down {money(-diff)}")
    take = bank - start_bank
    bank_line = (f"The bank took {money(take)} from the whole table." if take > 0 else
                 f"The bank lost {money(-take)} to the table." if take < 0 else "The bank came out even.")
    return (f"Session over ({how}): {one} {agree(who, 'has')} {money(mine)}, {trend} on {pronoun(0)} {money(start)}. "
            f"{bank_line}")
