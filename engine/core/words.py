"""Wording shared by the move logs (each game's ``words.py``): only grammar and who is called what, never a rule.

Who sits where (issue 27, a shared table)
-----------------------------------------
Every table is read from one seat: that seat is "You", every other seat is called by a name. Alone at a table
(the lessons, the golden transcripts) the reader sits at seat 0 and the others have the game's own names
("Abner", "Ada", "Pvt. Silas Reed"). At a shared table each person reads from their own seat, and the people
at it are called by their display names: the page draws that seat's table, move log and refusals inside
``seated(names, me)``::

    with seated(["Ann", None, "Bess", None], me=2):
        GAME.describe(state, action)          # "Ann passes.", "Abner passes." (a computer player), "You pass."

Every game's ``seat_name`` goes through :func:`seat_name` here, and every sentence that asks "is this the
reader?" through :func:`is_you`; without ``seated`` both give what they always gave (seat 0 is "You"), so the
golden transcripts are unchanged. A game's own name for seat 0 (``first``) is used only when seat 0 is a
computer player at a shared table read from another seat.

Verb agreement (:func:`agree`, :func:`plural`): "You" and a list of names joined by " and " take the plural
verb; one person's display name takes the singular even when it holds " and " itself ("Bride and Groom
plays"): a subject that is exactly a name seated at the table is one person.

Names a store must refuse: whoever takes display names for a shared table (``engine.classroom.tables``) must
refuse "You" and its look-alikes (compared by ``engine.classroom.codes.name_key``: " YOU ", "you", "Ｙｏｕ"),
since that name would read as the reader at every other seat; :func:`seated` refuses it too (ValueError), as
the last line of defence.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import NamedTuple

YOU = "You"


class Seating(NamedTuple):
    names: tuple[str | None, ...]     # a display name per seat; None: the game's own name for it
    me: int | None                    # the reader's seat ("You"); None: nobody (a spectator, a review for all)
    people: frozenset[str]            # the display names given: each one person (singular verb)


_SEATING: ContextVar[Seating | None] = ContextVar("seating", default=None)


@contextmanager
def seated(names: Sequence[str | None], me: int | None) -> Iterator[Seating]:
    """Within the block, seat ``me`` is "You" and seat i is ``names[i]`` (None or "": the game's own name for
    it). ``me`` None: nobody is "You" (every seat by its name). Nests; each thread and asyncio task has its own.

    Raises ValueError for a name that reads as "You" (see the module's docstring: the store refuses it first)
    or a seat ``me`` outside ``names``."""
    clean = tuple((n.strip() or None) if isinstance(n, str) else None for n in names)
    for n in clean:
        if n is not None and " ".join(n.split()).casefold() == YOU.casefold():
            raise ValueError(f"a player cannot be called {n!r}: every seat reads itself as 'You'")
    if me is not None and (me < 0 or (clean and me >= len(clean))):
        raise ValueError(f"seat {me} is not at this table of {len(clean)}")
    seating = Seating(clean, me, frozenset(n for n in clean if n is not None))
    token = _SEATING.set(seating)
    try:
        yield seating
    finally:
        _SEATING.reset(token)


def seating() -> Seating | None:
    """Who sits where in this block (None: the lone reader at seat 0, the game's own names)."""
    return _SEATING.get()


def is_you(seat: int | None) -> bool:
    """Whether ``seat`` is the reader's: seat 0 alone at a table, seat ``me`` inside ``seated``."""
    s = _SEATING.get()
    if s is None:
        return seat == 0
    return seat is not None and seat == s.me


def seat_name(seat: int, own: str, first: str) -> str:
    """The one name of ``seat`` every game's ``seat_name`` gives: "You" for the reader, a person's display name,
    else the game's own name ``own`` for the seat (``first``: its name for seat 0 when seat 0 is not the
    reader)."""
    s = _SEATING.get()
    if s is None:
        return YOU if seat == 0 else own
    if seat == s.me:
        return YOU
    if 0 <= seat < len(s.names):
        given = s.names[seat]
        if given is not None:
            return given
    return first if seat == 0 else own


def person(seat: int | None) -> bool:
    """Whether ``seat`` is a person with a display name at a shared table (not a computer player, not the reader)."""
    s = _SEATING.get()
    return (s is not None and seat is not None and seat != s.me and 0 <= seat < len(s.names)
            and s.names[seat] is not None)


def pronoun(seat: int | None, own: str = "his") -> str:
    """The possessive for a seat's own things: "your" (the reader), "their" (a person at a shared table), else the
    game's own word for its computer players (``own``)."""
    return "your" if is_you(seat) else "their" if person(seat) else own


def plural(who: str) -> bool:
    """Whether a subject takes the plural verb: "You", or several names joined by " and " ("Abner and Bess"),
    but not one person whose display name holds " and "."""
    if who == YOU:
        return True
    if " and " not in who:
        return False
    s = _SEATING.get()
    return s is None or who not in s.people


_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go", "must": "must",
              "can": "can", "will": "will", "may": "may"}


def agree(who: str, verb: str) -> str:
    """The verb (written for one other player: 'passes', 'takes up') agreeing with its subject: 'Abner passes',
    'You pass', 'Abner and Bess pass'."""
    if not plural(who):
        return verb
    first, _, rest = verb.partition(" ")
    if first in _IRREGULAR:
        first = _IRREGULAR[first]
    elif first.endswith(("sses", "shes", "ches", "xes")):
        first = first[:-2]
    elif first.endswith("ies") and len(first) > 4:
        first = first[:-3] + "y"
    else:
        first = first[:-1]
    return f"{first} {rest}".strip()


def subject(who: str, verb: str) -> str:
    """'Abner passes' / 'You pass': the subject and its verb."""
    return f"{who} {agree(who, verb)}"


def possessive(who: str) -> str:
    """'your' for "You", else "Abner's" ("Silas's")."""
    return "your" if who == YOU else f"{who}'s"


def mid(who: str) -> str:
    """A name inside a sentence: "you" for the reader, a name as it is."""
    return "you" if who == YOU else who


def count(n: int, noun: str) -> str:
    """'1 deal', '2 deals': a number and its noun, plural but for one."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
