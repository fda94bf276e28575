"""Commerce's words: the move log and the settlement, in period terms, apart from the rules.

Nothing here decides anything: every function reads a state (before the action) and says what
happened. Hidden cards are never named: a card thrown to the pack or offered in barter stays
unnamed in the public log; the widow's cards are face up and are named.
"""

from __future__ import annotations

from engine.core.cards import BY_INDEX
from engine.core.words import is_you
from engine.core.words import seat_name as named

from .hands import explain, name

NAMES = ("You", "Abner", "Bess", "Caleb", "Della", "Eli", "Fanny", "Gideon", "Hattie", "Isaac", "Jemima", "Kit")
FIRST = "Hiram"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)


def seat_name(seat: int | None) -> str:
    if seat is None or seat < 0:
        return "The pool"
    return named(seat, NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}", FIRST)


def verb(seat: int, third: str, second: str | None = None) -> str:
    """'Abner stands' / 'You stand' (the reader: ``engine.core.words.is_you``)."""
    return (second if second is not None else third[:-1]) if is_you(seat) else third


def card(c: int) -> str:
    return BY_INDEX[c].unicode


def money(pence: int) -> str:
    """Pence in the period's money: 6d, 1s, 1s 6d, £1 2s."""
    pence = int(pence)
    sign = "-" if pence < 0 else ""
    pence = abs(pence)
    pounds, rest = divmod(pence, 240)
    shillings, d = divmod(rest, 12)
    parts = []
    if pounds:
        parts.append(f"£{pounds}")
    if shillings:
        parts.append(f"{shillings}s")
    if d or not parts:
        parts.append(f"{d}d")
    return sign + " ".join(parts)


def action_line(s, action: str) -> str:
    """The public line for one action by the seat to act."""
    seat = s.to_act
    who = seat_name(seat)
    w = action.split()
    v = s.variant
    if w[0] == "deal":
        how = "one at a time" if v.deal_by == "singly" else "three at a time"
        return f"{who} {verb(seat, 'deals', 'deal')} three cards to each player, {how}."
    if w[0] == "stand":
        if s.phase == "barter":
            return f"{who} {verb(seat, 'stands', 'stand')} rather than barter."
        return f"{who} {verb(seat, 'stands', 'stand')}."
    if w[0] == "trade":
        if seat == s.dealer:
            return (f"{who} {verb(seat, 'trades', 'trade')} for ready money with the pack, paying "
                    f"{money(v.stake)} into the pool, and {verb(seat, 'takes', 'take')} the top card.")
        return (f"{who} {verb(seat, 'trades', 'trade')} for ready money: {money(v.stake)} to {seat_name(s.dealer)}, "
                f"a card thrown to the bottom of the pack, the top card taken.")
    if w[0] == "barter":
        to = (seat + 1) % v.players
        return f"{who} {verb(seat, 'offers', 'offer')} a card in barter to {seat_name(to)}."
    if w[0] == "give":
        return f"{who} {verb(seat, 'gives', 'give')} a card in exchange to {seat_name(s.offer[0])}."
    if w[0] == "continue":
        return f"{who} {verb(seat, 'lets', 'let')} the trading pass on."
    if w[0] == "exchange":
        from engine.core.cards import Card

        mine, theirs = Card.parse(w[1]).unicode, Card.parse(w[2]).unicode
        lays = verb(seat, "lays", "lay")
        return f"{who} {verb(seat, 'takes', 'take')} the {theirs} from the widow and {lays} the {mine} in its place."
    if w[0] == "pass":
        if s.phase == "last":
            return f"{who} {verb(seat, 'makes', 'make')} no last exchange."
        return f"{who} {verb(seat, 'passes', 'pass')}: no more exchanges this hand."
    if w[0] == "buy-horse":
        return f"{who} {verb(seat, 'buys', 'buy')} a horse: one counter from the pool for {money(v.horse_price)}."
    if w[0] == "decline-horse":
        return f"{who} {verb(seat, 'declines', 'decline')} to buy a horse and {verb(seat, 'stands', 'stand')} out."
    return action


REASONS = {
    "pool": "takes the pool", "pool-share": "takes a share of the pool", "dealer-stake": "a stake from the dealer",
    "stander": "the beaten stander's stake", "win-old": "a stake from each other player",
    "penalty": "the dealer's penalty", "pool-take": "the winner's sum from the pool",
    "last-counter": "the last with counters takes what is left", "dealer-pool": "",
}


def settlement_lines(s) -> list[str]:
    """Who won and why, then every payment: for the page and the move log."""
    if not s.result:
        return []
    v = s.variant
    winners, payments, counters_paid = s.result.winners, s.result.payments, s.result.counters_paid
    lines = []
    shown = [i for i in range(v.players) if s.hands[i]]
    best = winners[0]
    others = [i for i in shown if i not in winners]
    if len(winners) > 1:
        lines.append(" and ".join(seat_name(i) for i in winners) + f" hold equal best hands, {name(s.hands[best], v.limited)}.")
    elif others:
        runner = max(others, key=lambda i: _key(s, i))
        lines.append(f"{seat_name(best)} {verb(best, 'wins', 'win')} with {name(s.hands[best], v.limited)}. "
                     + explain(s.hands[best], s.hands[runner], v.limited))
    else:
        lines.append(f"{seat_name(best)} {verb(best, 'wins', 'win')} with {name(s.hands[best], v.limited)}.")
    for p in payments:
        payer, payee, amount, why = p.payer, p.payee, p.amount, p.why
        if amount <= 0:
            continue
        reason = REASONS.get(why, why)
        src = "The pool" if payer < 0 else seat_name(payer)
        dst = "the pool" if payee < 0 else seat_name(payee)
        lines.append(f"{src} → {dst}: {money(amount)}" + (f" ({reason})" if reason else "") + ".")
    for seat in counters_paid:
        lines.append(f"{seat_name(seat)} {verb(seat, 'has', 'have')} the worst hand, {name(s.hands[seat], v.limited)}, "
                     f"and {verb(seat, 'puts', 'put')} a counter into the pool.")
    return lines


def _key(s, i):
    from .hands import strength

    return strength(s.hands[i], s.variant.limited)
