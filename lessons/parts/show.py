"""Cards, dice, tiles and move logs, rendered accessibly.

Every symbol carries a text name for screen readers (``aria-label``), and the deck may
be drawn in four colours (clubs green, diamonds blue) for colour-blind learners.
"""

from __future__ import annotations

import html as _html

import streamlit as st

from engine.core.cards import Card, Suit
from engine.core.dice import Face
from engine.core.dominoes import Domino

PREF_FOUR_COLOUR = "prefs:four_colour"

_TWO = {Suit.CLUBS: "black", Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "red"}
_FOUR = {Suit.CLUBS: "green", Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "blue"}


def four_colour() -> bool:
    return bool(st.session_state.get(PREF_FOUR_COLOUR, False))


def suit_colour(suit: Suit, four: bool | None = None) -> str:
    return (_FOUR if (four_colour() if four is None else four) else _TWO)[suit]


def card(c: Card, four: bool | None = None, size: str = "", face_down: bool = False) -> str:
    if face_down:
        return f'<span class="cp-card cp-back {_size(size)}" role="img" aria-label="a card, face down">&nbsp;</span>'
    return (f'<span class="cp-card cp-{suit_colour(c.suit, four)} {_size(size)}" role="img" '
            f'aria-label="{c.name}">{c.unicode}</span>')


def cards(cs, four: bool | None = None, size: str = "") -> str:
    return "".join(card(c, four, size) for c in cs) or '<span class="cp-meta">none</span>'


def backs(n: int, size: str = "sm") -> str:
    return "".join(card(None, size=size, face_down=True) for _ in range(n))  # type: ignore[arg-type]


def die(face: Face, size: str = "") -> str:
    dead = " cp-dead" if face.value == 0 else ""
    return (f'<span class="cp-die{dead} {_size(size)}" role="img" aria-label="a die showing {face.label}">'
            f"{face.glyph}</span>")


def dice(faces) -> str:
    return "".join(die(f) for f in faces)


def tile(d: Domino) -> str:
    return f'<span class="cp-tile" role="img" aria-label="the {d.name} tile">{d.unicode}</span>'


def html(markup: str) -> None:
    st.markdown(markup, unsafe_allow_html=True)


def style(css: str) -> None:
    """A page's own stylesheet (``<style>...</style>`` only): st.html sends a style-only block to the page's event
    container, so it takes no place in the page (st.markdown drew an empty element and a 16 px gap) and the
    browser does not parse it as Markdown."""
    st.html(css)


def icon(name: str, cls: str = "") -> str:
    """A Material icon in an HTML block (st.html draws no ``:material/name:``): its ligature in the icon font
    Streamlit ships (style.py's ``cp-icon``), hidden from screen readers and from page translation. ``name`` as
    ``"menu_book"`` or ``":material/menu_book:"``."""
    name = name.removeprefix(":material/").removesuffix(":")
    return f'<span class="cp-icon{" " + cls if cls else ""}" translate="no" aria-hidden="true">{name}</span>'


def escape(text: str) -> str:
    return _html.escape(text)


def move_log_html(table, height: int = 260, newest_first: bool = True, limit: int | None = None,
                  title: str = "") -> str:
    """The public move log as one scrolling block (one element to redraw per click).

    Each line is the game's own sentence and already names who acted (``Game.describe``);
    the learner's lines are marked."""
    lines = table.log()[-limit:] if limit else table.log()
    rows = "".join(f'<div class="{"cp-you" if seat == table.learner else ""}">{escape(text)}</div>'
                   for seat, text in (reversed(lines) if newest_first else lines)) or "<div>No moves yet.</div>"
    heading = f"<b>{escape(title)}</b>" if title else ""
    return (f'<div class="cp-log" aria-live="polite" style="max-height:{height}px;overflow-y:auto;'
            f'border:1px solid rgba(128,128,128,.35);border-radius:.5rem;padding:.5rem .75rem">{heading}{rows}</div>')


def move_log(table, height: int = 260, newest_first: bool = True, limit: int | None = None, title: str = "") -> None:
    html(move_log_html(table, height, newest_first, limit, title))


def mark_new(markup: str, new: bool = True) -> str:
    """Outline the card (or die, or tile) just played, so the room sees what changed."""
    return f'<span class="cp-new" title="just played">{markup}</span>' if new else markup


def _size(size: str) -> str:
    return f"cp-{size}" if size else ""
