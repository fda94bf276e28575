"""Draw Poker in words: one public line for every action, in Schenck's terms, and the sentence that settles a deal.

Kept apart from the rules (``rules``) and the phases (``game``): a change of wording never touches a rule,
and the golden transcripts hold both still. The functions read a state and ask the game only for names
and for which word an action takes (``seat_name``, ``equal_verb``).
"""

from __future__ import annotations

from engine.core.cards import BY_INDEX
from engine.core.words import is_you, pronoun
from engine.games.draw_poker.hands import describe, evaluator, explain

COUNT_WORDS = ("no cards", "one card", "two cards", "three cards", "four cards", "five cards")


def card_text(c: int) -> str:
    return str(BY_INDEX[c])


def chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def ante_line(name: str, seat: int, ante: int) -> str:
    return f"{name} put{'' if is_you(seat) else 's'} up the ante of {chips(ante)}"


NO_CHIPS_LEFT = "A player still in has no chips left to bet: the hands are shown without betting."


def action_line(game, s, action: str) -> str:
    """The public line for ``action`` by the seat to act in ``s`` (before the action)."""
    v, seat = s.variant, s.to_act
    name = game.seat_name(v, seat)
    you = is_you(seat)
    sfx = "" if you else "s"
    words = action.split()
    verb = words[0]
    owed = s.high - s.stakes[seat]
    if verb == "deal":
        return f"{name} gather{sfx} the cards and deal{sfx}."
    if verb == "stand":
        return f"{name} stand{sfx} pat (draw{sfx} no cards)."
    if verb == "draw":
        return f"{name} throw{sfx} away {COUNT_WORDS[len(words) - 1]} and draw{sfx} {COUNT_WORDS[len(words) - 1]}."
    if verb == "throw-up":
        if seat == s.ante_man and s.stakes[seat] == v.ante:
            return f"{name} will not make good and forfeit{sfx} the ante."
        return f"{name} throw{sfx} up {pronoun(seat)} cards."
    if verb == "go-in":
        return f"{name} go{'' if you else 'es'} in: {chips(owed)}."
    if verb == "make-good":
        return f"{name} make{sfx} good: {chips(owed)} more."
    if verb == "see":
        return f"{name} see{sfx} the bet: {chips(owed)}."
    if verb == "call":
        return f"{name} see{sfx} and call{sfx}: {chips(owed)}."
    if verb == "lay-down":
        return f"{name} lay{sfx} down {pronoun(seat)} hand."
    if verb == "hold-age":
        return f"{name} hold{sfx} the age."
    if verb == "bet":
        return f"{name} bet{sfx} {chips(int(words[1]))}."
    if verb == "raise":
        k = int(words[1])
        if s.phase == "going-in":
            how = {"go-in": "go" + ("" if you else "es") + " in", "make-good": "make" + sfx + " good",
                   "see": "see" + sfx + " the raise"}[game.equal_verb(s, seat)]
            return f"{name} {how} and raise{sfx} the ante {chips(k)} (put{sfx} up {owed + k})."
        return f"{name} see{sfx} the bet and go{'' if you else 'es'} {k} better (put{sfx} in {owed + k})."
    return action


def result_line(game, s) -> str:
    """How a settled deal ended: taken unseen, or the hands shown and why the best one wins (or the pool divides)."""
    v = s.variant
    r = s.result
    winners, amounts, shown, pool = r.winners, r.amounts, r.shown, r.pool
    names = [game.seat_name(v, i) for i in winners]
    if not shown:
        w = winners[0]
        if s.phase == "going-in" and w == s.ante_man and pool == v.ante:
            return f"No one goes in: {names[0]} take{'' if is_you(w) else 's'} back the ante."
        gone = "thrown up their cards" if s.phase == "going-in" else "laid down their hands"
        return (f"All the others have {gone}: {names[0]} take{'' if is_you(w) else 's'} the pool of "
                f"{chips(pool)} without showing.")
    parts = []
    for i in s.shown:
        info = describe(s.hands[i], v.ranking, v.ace)
        parts.append(f"{game.seat_name(v, i)}: {info.name}")
    text = "Hands shown — " + "; ".join(parts) + ". "
    if len(winners) == 1:
        w = winners[0]
        text += f"{names[0]} win{'' if is_you(w) else 's'} the pool of {chips(pool)}"
        losers = [i for i in s.shown if i != w]
        if losers:
            best_loser = max(losers, key=lambda i: evaluator(v.ranking, v.ace)(*s.hands[i]))
            text += ": " + explain(s.hands[w], s.hands[best_loser], v.ranking, v.ace)
        else:
            text += "."
    else:
        split = ", ".join(f"{game.seat_name(v, i)} {a}" for i, a in zip(winners, amounts, strict=False))
        text += f"The highest hands are exactly equal: the pool of {chips(pool)} is divided ({split})."
    return text
