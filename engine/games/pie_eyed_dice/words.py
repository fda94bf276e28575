"""The words of Pie-Eyed Dice: names, roles in the chosen wording, the move log's sentences."""

from __future__ import annotations

from engine.core.words import is_you
from engine.core.words import seat_name as named
from engine.games._scarney import dice_text

from .rules import ROLE_NOUNS, WORDINGS

NAMES = ("You", "Ada", "Ben", "Carl", "Dora", "Eli", "Fay", "Gus")
FIRST = "Nell"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)


def name(seat: int | None) -> str:
    if seat is None:
        return "Nobody"
    return named(seat, NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}", FIRST)


def whose(seat: int | None) -> str:
    """The possessive, said to the learner as the move log says it ("yours", "Ada's")."""
    return "yours" if is_you(seat) else f"{name(seat)}'s"


def verb(seat: int | None, third: str, second: str) -> str:
    return f"{name(seat)} {second if is_you(seat) else third}"


def role_phrase(wording: str, k: int) -> str:
    return WORDINGS[wording][k]


def role_noun(wording: str, k: int) -> str:
    return ROLE_NOUNS[wording][k]


def describe(game, s, action: str) -> str:
    who = s.to_act
    if s.phase == "seating":
        d = game.dice(s, 5)
        return f"{verb(who, 'throws', 'throw')} for the order of play: {dice_text(d)}, a total of {sum(d)}."
    after = game.step(s, action)
    d = after.history[-1].dice
    nth = ("first", "second", "third")[s.throws_made]
    line = f"{verb(who, 'throws', 'throw')} ({nth} throw, {len(d)} {'die' if len(d) == 1 else 'dice'}): {dice_text(d)}."
    dead = after.aside if after.to_act == who and after.phase == "turn" else None
    if len(after.round_roles) > len(s.round_roles) or after.rounds_done > s.rounds_done:
        k = len(s.round_roles)
        line += f" {after.history[-1].aside} dead: {name(who)} {_role_verb(s.variant.wording, k, who)}."
        if k == 2:
            line += " The round of roles is complete."
    elif dead is not None:
        line += f" {dead} dead set aside; {game.variant_dice(s.variant) - dead} to throw again."
    else:
        line += " The turn is over."
    return line


def _role_verb(wording: str, k: int, seat: int) -> str:
    phrase = WORDINGS[wording][k]
    if not is_you(seat):
        return phrase
    first, _, rest = phrase.partition(" ")
    plain = {"names": "name", "performs": "perform", "pays": "pay", "orders": "order", "must": "must"}.get(first, first)
    return f"{plain} {rest}".strip()


def summary(s) -> str:
    w = s.variant.wording
    parts = []
    for i, roles in enumerate(s.done_roles):
        parts.append(f"round {i + 1}: " + "; ".join(f"{name(seat)} {_role_verb(w, k, seat)}"
                                                    for k, seat in enumerate(roles)))
    return "The game is over. " + ". ".join(p[0].upper() + p[1:] for p in parts) + "."
