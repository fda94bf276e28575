"""The words of Scarney Chemin de Fer: names, the move log's sentences, settlement lines (apart from the rules)."""

from __future__ import annotations

from engine.core.words import is_you
from engine.core.words import seat_name as named
from engine.games._scarney import dice_text, point

NAMES = ("You", "Ada", "Ben", "Carl", "Dora", "Eli", "Fay")
FIRST = "Nell"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)
POINT_NAMES = {9: "La Grande", 8: "La Petite", 7: "a Natural"}


def name(seat: int | None) -> str:
    if seat is None:
        return "Nobody"
    return named(seat, NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}", FIRST)


def whose(seat: int | None) -> str:
    """The possessive, said to the learner as the move log says it ("yours", "Ada's")."""
    return "yours" if is_you(seat) else f"{name(seat)}'s"


def verb(seat: int | None, third: str, second: str) -> str:
    """'Ada throws' / 'You throw'."""
    return f"{name(seat)} {second if is_you(seat) else third}"


def chips(n: int) -> str:
    return f"{n} chip{'s' if n != 1 else ''}"


def point_words(p: int) -> str:
    return f"{p} ({POINT_NAMES[p]})" if p in POINT_NAMES else str(p)


def settlement(line) -> dict:
    seat, bet, p, bp, result = line.seat, line.bet, line.point, line.banker_point, line.result
    if result > 0:
        text = f"{name(seat)}: point {p} beats the bank's {bp}: the bank pays {chips(bet)}."
    elif result < 0:
        text = f"{name(seat)}: point {p} against the bank's {bp}: the bank takes the {bet}-chip bet."
    else:
        text = f"{name(seat)}: point {p}, the same as the bank's: a stand-off, the {bet}-chip bet goes back."
    return {"seat": seat, "name": name(seat), "bet": bet, "point": p, "banker_point": bp, "result": result,
            "net": bet * result, "line": text}


def bank_line(s, banks_total: int) -> str:
    if s.banker is None:
        return "Throwing for the bank and the seats."
    v = s.variant
    rnd = min(s.rounds_done + 1, v.rounds_per_bank)
    lim = f"; limits {s.limits[0]}–{s.limits[1]} chips" if s.limits else "; limits not set yet"
    return (f"{name(s.banker)} holds the bank (bank {s.bank_no} of {banks_total}): round {rnd} of "
            f"{v.rounds_per_bank}{lim}.")


def describe(game, s, action: str) -> str:
    """One public line for the move log (``s`` is the state before the action)."""
    who = name(s.to_act)
    act, _, arg = action.partition(" ")
    if act == "throw":
        n = s.n_thrown
        d = game.dice(s, 5)
        if s.phase == "seating":
            return f"{verb(s.to_act, 'throws', 'throw')} for the bank: {dice_text(d)}, a total of {sum(d)}."
        role = f"{who}, the banker," if s.to_act == s.banker else who
        thr = "throw" if is_you(s.to_act) else "throws"
        dead = sum(1 for x in d if x == 0)
        p = point(sum(d))
        after = game.step(s, action)
        if after.phase == "draw" and after.n_thrown == n + 1:
            return (f"{role} {thr} {dice_text(d)}: count {sum(d)}, point {p}, a hit number; "
                    f"{dead} dead {'die is' if dead == 1 else 'dice are'} set aside for the draw.")
        why = "no dead die to draw with" if p <= 6 else POINT_NAMES[p]
        return f"{role} {thr} {dice_text(d)}: count {sum(d)}, point {p} ({why}). It stands." + _tail(s, after)
    if act == "draw":
        k = sum(1 for x in s.first if x == 0)
        d = game.dice(s, k)
        count = sum(s.first) + sum(d)
        after = game.step(s, action)
        dice_word = "die" if k == 1 else "dice"
        return (f"{verb(s.to_act, 'draws', 'draw')} with the {k} dead {dice_word}: {dice_text(d)}; "
                f"count {count}, point {point(count)}." + _tail(s, after))
    if act == "bet":
        return f"{verb(s.to_act, 'bets', 'bet')} {chips(int(arg))}."
    if act == "limits":
        lo, hi = arg.split("-")
        sets = "set" if is_you(s.to_act) else "sets"
        return f"{who}, the banker, {sets} the limits: bets from {lo} to {hi} chips. Round 1 opens."
    if act == "open":
        opens = "open" if is_you(s.to_act) else "opens"
        return (f"{verb(s.to_act, 'keeps', 'keep')} the bank and {opens} round {s.rounds_done + 1} of "
                f"{s.variant.rounds_per_bank}.")
    if act == "give-up":
        return f"{verb(s.to_act, 'gives', 'give')} up the bank: it passes to the left."
    return action


def _tail(before, after) -> str:
    """What the end of a turn settled, in a few words."""
    if len(after.lines) > len(before.lines):
        return " " + settlement(after.lines[-1])["line"]
    if after.last_round != before.last_round and after.last_round and after.rounds_done != before.rounds_done:
        return " " + settlement(after.last_round[-1])["line"] + " The round is over."
    if after.bank_no != before.bank_no or after.phase == "over":
        return " The round is over."
    return ""


def summary(s, winners) -> str:
    ranked = sorted(range(len(s.chips)), key=lambda i: -s.chips[i])
    standing = ", ".join(f"{name(i)} {s.chips[i]}" for i in ranked)
    who = " and ".join(name(w) for w in winners)
    return f"Session over: {who} {'finish' if len(winners) > 1 or is_you(winners[0]) else 'finishes'} ahead. " \
           f"Chips: {standing}."
