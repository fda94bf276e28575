"""What the two Scarney dice tables (Scarney Chemin de Fer, Pie-Eyed Dice) draw alike, as HTML: pure functions of
the engine's view of a seat and plain arguments (no Streamlit; ``tests/views/test_scarney.py``).

The dice (``dice``: dead dice marked, a fresh throw tumbling in), a throw for a place (``order_throw``), a player's
throw with the dice moved aside (``throw_row``, ``aside``), the table of players in the order of play
(``seats_table``), the felt around them (``felt``), the lesson's picture of the six faces (``faces_figure``), and
the buttons every dice table has: Throw (or Draw), Next throw and To my turn (``throw_button``, ``turn_buttons``).
The stylesheet is ``lessons/styles/scarney.css``; the page (``lessons/parts/scarney.py``) places these parts and
answers their clicks. A button's move and key are ``<page>:<name>``, as the page's session keys are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.dice import SCARNEY
from lessons.views.controls import button
from lessons.views.markup import die, escape

FACE = {f.value: f for f in SCARNEY.faces}


# -- the dice, the throw, the players ---------------------------------------------------------------------------------
def dice(values, roll: bool = False) -> str:
    """Scarney dice by their values (0: dead); ``roll``: they tumble in. No dice: a dash."""
    inner = "".join(die(FACE[v]) for v in values) or '<span class="sc-small">—</span>'
    return f'<span class="{"sc-roll" if roll else ""}">{inner}</span>'


def throws(v: dict, last: dict) -> str:
    """The verb for a throw in the felt's words: 'You throw', 'Ada throws' (the move log's grammar)."""
    return "throw" if last["seat"] == v["seat"] else "throws"


def cup_full(text: str) -> str:
    """The felt before the first throw."""
    return f'<div class="sc-row sc-small">{text}</div>'


def order_throw(v: dict, last: dict, what: str, roll: bool) -> str:
    """A throw of the five dice for a place (``what``: "for the bank", "for the order"), with its total."""
    name = v["names"][last["seat"]]
    return (f'<div class="sc-row"><span class="cp-label">{escape(name)} {throws(v, last)} {what}</span>'
            f'{dice(last["dice"], roll)}<span>total {sum(last["dice"])}</span></div>')


def aside(label: str, dice_html: str) -> str:
    """Dice moved aside beside a throw (the dead dice, a draw), under their label."""
    return f'<span class="sc-aside"><span class="cp-label">{label}</span>{dice_html}</span>'


def throw_row(name: str, dice_html: str, aside_html: str, tail: str) -> str:
    """A player's throw: the dice lying, those aside, and what it comes to."""
    return f'<div class="sc-row"><span class="cp-label">{name}</span>{dice_html}{aside_html}<span>{tail}</span></div>'


def seats_table(v: dict, label: str, heads: Sequence[str], cells: Callable[[int], Sequence]) -> str:
    """The players in the order of play, one row each (``cells(seat)``), the one to act marked."""
    rows = []
    for seat in v["order"] or list(range(len(v["names"]))):
        cls = ' class="sc-now"' if seat == v["to_act"] else ""
        rows.append(f"<tr{cls}>" + "".join(f"<td>{c}</td>" for c in cells(seat)) + "</tr>")
    head = "".join(f"<th>{h}</th>" for h in heads)
    return f'<table class="sc-seats" aria-label="{label}"><tr>{head}</tr>{"".join(rows)}</table>'


def felt(head: str, body: str, live: bool = True) -> str:
    """The felt: its heading line, then ``body``. What changed is announced once, by the table's own live region
    (lessons/parts/tablepage.py's ``said``), so the felt is not a live region of its own; ``live`` is kept for the
    callers (the review's felt passes False)."""
    return f'<div class="cp-felt"><div class="cp-label">{escape(head)}</div>{body}</div>'


def faces_figure(caption: str) -> str:
    """The lesson's picture of the six faces of a Scarney die."""
    return ('<div class="sc-row cp-figure">' + "".join(die(f) for f in SCARNEY.faces) +
            f'<span class="sc-small">{caption}</span></div>')


# -- the buttons every dice table has ---------------------------------------------------------------------------------
def throw_button(page: str, primary: bool, drawing: bool = False, disabled: bool = False) -> str:
    """Throw (Draw, for the dead dice's draw): the engine's move "throw" or "draw"; ``primary``: the learner's turn."""
    word = "draw" if drawing else "throw"
    return button(word, word.capitalize(), key=f"{page}:throw", primary=primary, icon="casino", disabled=disabled)


def turn_buttons(page: str, theirs: bool, verbs: tuple[str, str]) -> list[str]:
    """Next throw and To my turn (the page's moves ``<page>:next`` and ``<page>:skip``): the computer players'
    throws one by one, or all until the learner's turn; raised and enabled only while it is ``theirs``. ``verbs``:
    what one computer player does there, and all of them ("throws", "throw")."""
    one, all_ = verbs
    return [button(f"{page}:next", "Next throw", key=f"{page}:next", primary=theirs, disabled=not theirs,
                   icon="skip_next", help=f"The next computer player {one}: one throw at a time, at your pace."),
            button(f"{page}:skip", "To my turn", key=f"{page}:skip", disabled=not theirs, icon="fast_forward",
                   help=f"The computer players {all_} until it is your turn.")]
