"""Cards, dice, tiles and move logs as HTML, each with a spoken name.

Every symbol carries a text name for screen readers (``aria-label``), and the deck may be drawn in four colours
(clubs green, diamonds blue) for colour-blind learners: ``four_colour()`` says which, from the learner's preference
(read where the site keeps it: ``lessons/parts/show.py`` hands its reader to ``prefer``), or as a test sets it
with ``colours``.
"""

from __future__ import annotations

import html as _html
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction

from engine.core.cards import Card, Suit
from engine.core.dice import Face
from engine.core.dominoes import Domino

# The four-colour deck: set for a block of drawing (``colours``), else the learner's preference, read by the
# function the site hands to ``prefer`` (this package never reads the session itself).
_chosen: ContextVar[bool | None] = ContextVar("four_colour", default=None)


def _no_preference() -> bool:
    return False


_preference: Callable[[], bool] = _no_preference

_TWO = {Suit.CLUBS: "black", Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "red"}
_FOUR = {Suit.CLUBS: "green", Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "blue"}


def prefer(reader: Callable[[], bool]) -> None:
    """Where the learner's four-colour preference is read from (the site's session)."""
    global _preference
    _preference = reader


def four_colour() -> bool:
    chosen = _chosen.get()
    return _preference() if chosen is None else chosen


@contextmanager
def colours(four: bool) -> Iterator[None]:
    """Draw with (or without) the four-colour deck inside the block, whatever the preference (tests)."""
    token = _chosen.set(four)
    try:
        yield
    finally:
        _chosen.reset(token)


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


def icon(name: str, cls: str = "") -> str:
    """A Material icon in an HTML block (st.html draws no ``:material/name:``): its ligature in the icon font
    Streamlit ships (style.py's ``cp-icon``), hidden from screen readers and from page translation. ``name`` as
    ``"menu_book"`` or ``":material/menu_book:"``."""
    name = name.removeprefix(":material/").removesuffix(":")
    return f'<span class="cp-icon{" " + cls if cls else ""}" translate="no" aria-hidden="true">{name}</span>'


# -- symbols as a person says them ----------------------------------------------------------------------------------
# What the page writes as a sign, a screen reader must say in words: a card ('10♣': 'ten of clubs'), a tile ('6-4':
# 'six–four'), Chuck-a-Luck's three dice ('4-6-2': 'a four, a six and a two'), Scarney's after 'throws ' or ': '
# ('4 dead 6.': 'a four, a dead die and a six.'), a die's face ('⚃': 'four'), odds ('60:1': '60 to 1'), a range
# ('4–10': '4 to 10'), money ('6d': '6 pence', '1s 6d', '25¢': '25 cents'), a suit alone ('♣': 'clubs'), an arrow
# ('→': 'to', '↩': 'take back'). A mark that only points ('▸') is said as nothing; a suit's sign beside its own name
# ('♣ clubs', 'Hearts ♥') likewise, so it is not said twice.
_NUMBER = ("blank", "one", "two", "three", "four", "five", "six")
_SUITS = {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}
_SAY = re.compile(
    r"(?P<dup>[♣♦♥♠](?= (?i:clubs|diamonds|hearts|spades)\b)"
    r"|(?:(?<=[Cc]lubs )|(?<=[Dd]iamonds )|(?<=[Hh]earts )|(?<=[Ss]pades ))[♣♦♥♠])"
    r"|(?P<card>(?<![\w♣♦♥♠])(?:10|[2-9AKQJ])[♣♦♥♠])"
    r"|(?P<suit>[♣♦♥♠])"
    r"|(?P<dice>(?<![\w.\-–])[1-6]-[1-6]-[1-6](?![\w\-–]))"
    r"|(?P<thrown>(?:(?<=: )|(?<=throws ))(?:[1-6]|dead)(?: (?:[1-6]|dead))*(?=[.,;:]))"
    r"|(?P<tile>(?<![\w.\-–])[0-6]-[0-6](?![\w\-–]))"
    r"|(?P<die>[⚀-⚅])"
    r"|(?P<odds>(?<![\w:.])\d+:\d+(?![\w:]))"
    r"|(?P<range>(?<![\w.])\d+–\d+(?![\w.]))"
    r"|(?P<money>(?<![\w.£])(?:£\d+(?: \d+s)?(?: \d+d)?|(?<!three )\d+s(?: \d+d)?|\d+d)(?!\w))"
    r"|(?P<cents>(?<![\w.])\d+¢)"
    r"|(?P<mark>[▸◂↩→×])")


def _words(m: re.Match) -> str:
    kind, text = m.lastgroup, m.group(0)
    if kind == "card":
        return Card.parse(text).name
    if kind == "suit":
        return _SUITS[text]
    if kind == "dice":
        names = [f"a {_NUMBER[int(x)]}" for x in text.split("-")]
        return f"{names[0]}, {names[1]} and {names[2]}"
    if kind == "thrown":   # Scarney's dice as the log writes them: '4 4 dead 6 6'
        names = ["a dead die" if x == "dead" else f"a {_NUMBER[int(x)]}" for x in text.split()]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    if kind == "tile":
        return Domino.parse(text).name
    if kind == "die":
        return _NUMBER[ord(text) - ord("⚀") + 1]
    if kind == "odds":
        return text.replace(":", " to ")
    if kind == "range":
        return text.replace("–", " to ")
    if kind == "money":
        units = {"£": "pound", "s": "shilling", "d": "penny"}
        said = []
        for part in text.split():
            unit = "£" if part[0] == "£" else part[-1]
            n = int(part.strip("£sd"))
            word = units[unit] if n == 1 else {"£": "pounds", "s": "shillings", "d": "pence"}[unit]
            said.append(f"{n} {word}")
        return " ".join(said)
    if kind == "cents":
        return f"{text[:-1]} cent{'s' if text[:-1] != '1' else ''}"
    if kind == "mark":
        return {"→": "to", "↩": "take back"}.get(text, "")
    return ""   # dup: its name follows


def say(text: str) -> str:
    """``text`` as a person says it, every sign in words ('Order up the 10♣' -> 'Order up the ten of clubs'): what a
    screen reader hears (the live region's words, lessons/views/said.py)."""
    return " ".join(_SAY.sub(_words, text).split())


def said_html(text: str) -> str:
    """``text`` (plain) as HTML that shows what it writes and is heard as it is said: each sign a picture named in
    words (``role="img"``, as a card is: 'the 10♣' is heard 'the ten of clubs'), a mark that only points hidden
    from screen readers. A button so labelled is named by its content (no name of its own, which would have to hold
    the visible text: WCAG 2.5.3); its text, and so what a test or a search finds, is what it shows."""
    out, at = [], 0
    for m in _SAY.finditer(text):
        out.append(escape(text[at:m.start()]))
        words = _words(m)
        shown = escape(m.group(0))
        out.append(f'<span role="img" aria-label="{attr(words)}">{shown}</span>' if words
                   else f'<span aria-hidden="true">{shown}</span>')
        at = m.end()
    out.append(escape(text[at:]))
    return "".join(out)


def said_line(text: str) -> str:
    """A sentence with signs in it (a line of the move log: 'Abner leads the 6-4') shown as written and, apart,
    heard as said (hidden from the eye by the site's ``cp-sr``, the written one from screen readers): a reader
    hears the sentence whole, not broken by pictures; the written text stays as it was in the page."""
    words = say(text)
    if words == " ".join(text.split()):
        return escape(text)
    return f'<span aria-hidden="true">{escape(text)}</span><span class="cp-sr">{escape(words)}</span>'


def escape(text: str) -> str:
    return _html.escape(text)


def attr(text: str) -> str:
    """Text for an attribute's value (quotes escaped too)."""
    return _html.escape(text, quote=True)


def move_log_html(table, height: int = 260, newest_first: bool = True, limit: int | None = None,
                  title: str = "") -> str:
    """The public move log as one scrolling block (one element to redraw per click).

    Each line is the game's own sentence and already names who acted (``Game.describe``);
    the learner's lines are marked."""
    lines = table.log()[-limit:] if limit else table.log()
    rows = "".join(f'<div class="{"cp-you" if seat == table.learner else ""}">{said_line(text)}</div>'
                   for seat, text in (reversed(lines) if newest_first else lines)) or "<div>No moves yet.</div>"
    heading = f"<b>{escape(title)}</b>" if title else ""
    # not a live region: the table's own (lessons/parts/tablepage.py, said) announces what changed, once
    return (f'<div class="cp-log" style="position:relative;max-height:{height}px;overflow-y:auto;'
            f'border:1px solid rgba(128,128,128,.35);border-radius:.5rem;padding:.5rem .75rem">{heading}{rows}</div>')


def prob(p: Fraction | int, places: int = 2) -> str:
    """'17/216 (7.87%)': the exact fraction first, then the percentage."""
    p = Fraction(p)
    frac = f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)
    return f"{frac} ({float(p) * 100:.{places}f}%)"


def estimate(successes: int, n: int) -> str:
    """A simulated share with its sample size and 95% Wilson interval (``engine.odds.interval``, the one helper):
    '41.2% (95% interval 40.2% to 42.2%, n = 10,000)'."""
    from engine.odds.interval import share

    return share(successes, n).text()


def whose_turn(table) -> tuple[str, str] | None:
    """Whose turn it is at ``table`` (the engine's Table): ("over", the outcome), ("yours", ""), ("other", the seat's
    name), or None when nobody acts. The banner and the words said after a move (lessons/views/said.py) both."""
    game, state = table.game, table.state
    if game.is_over(state):
        return "over", game.outcome(state).summary
    if state.to_act == table.learner:
        return "yours", ""
    if state.to_act is not None:
        return "other", game.seat_name(table.variant, state.to_act)
    return None


def turn_banner(table) -> str:
    """Whose turn it is, in one line for the back of the room."""
    turn = whose_turn(table)
    if turn is None:
        return ""
    kind, words = turn
    if kind == "over":
        return f'<div class="cp-turn">{icon("flag")} <b>Game over.</b> {escape(words)}</div>'
    if kind == "yours":
        return f'<div class="cp-turn cp-yours">{icon("touch_app")} <b>Your turn.</b></div>'
    return f'<div class="cp-turn">{icon("hourglass_top")} {escape(words)} is to act…</div>'


def mark_new(markup: str, new: bool = True) -> str:
    """Outline the card (or die, or tile) just played, so the room sees what changed."""
    return f'<span class="cp-new" title="just played">{markup}</span>' if new else markup


def _size(size: str) -> str:
    return f"cp-{size}" if size else ""
