"""What a screen reader hears after a move at a table: the moves since the learner's last, cards said by name, and
whose turn it is. Pure: ``lessons/parts/tablepage.py``'s ``said`` keeps what was last said in the session, and the
table's block puts the words in its polite live region (lessons/parts/board.py)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.table import Table
from lessons.views.markup import say, whose_turn

SAID_LINES = 6   # at most this many of the log's lines at once (a trick of a seven-handed table): the rest is in the log


def spoken(text: str) -> str:
    """A log line as a person says it (markup.say): the cards, tiles and dice by name ('the K♠' -> 'the king of
    spades', 'the 6-4' -> 'the six–four', 'chucks 3-5-5' -> 'chucks a three, a five and a five'), money and odds in
    words."""
    return say(text)


def turn_sentence(table: Table) -> str:
    """'Your turn.', 'Abner is to act.' or 'Game over. …' (what the turn banner shows, in words)."""
    turn = whose_turn(table)
    if turn is None:
        return ""
    kind, words = turn
    return {"over": f"Game over. {words}".strip(), "yours": "Your turn.", "other": f"{words} is to act."}[kind]


def announcement(lines: Iterable[tuple[int | None, str]], learner: int, turn: str, *, taken_back: bool = False,
                 new_table: bool = False) -> str:
    """What a screen reader hears after a move: the log's ``lines`` new since the last announcement, from the learner's
    last move on (the computer players' moves that followed it; the learner's own move only when nothing followed,
    to confirm it), at most ``SAID_LINES`` of them, then ``turn``. ``taken_back``: moves were undone; ``new_table``: a
    new game (or a loaded one)."""
    lines = list(lines)
    mine = [i for i, (seat, _) in enumerate(lines) if seat == learner]
    if mine:
        lines = lines[mine[-1] + 1:] or lines[mine[-1]:]
    said = [spoken(text) for _, text in lines]
    if len(said) > SAID_LINES:
        said = ["…", *said[-SAID_LINES:]]
    head = ["Moves taken back."] if taken_back else ["A new game."] if new_table else []
    return " ".join([*head, *said, spoken(turn)]).strip()
