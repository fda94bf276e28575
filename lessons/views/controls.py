"""The controls of a table's block, as HTML: buttons, radio groups, number and text boxes, a hand of cards as
buttons, and the block's parts. Pure (no Streamlit): ``lessons/parts/board.py`` draws the block and sends its
clicks back; a button carries its move as ``data-act`` (the engine's own move text, e.g. ``play 9C``) and its name
for tests and the keyboard's focus as ``data-key``."""

from __future__ import annotations

import html as _html
import re

from lessons.views import markup
from lessons.views.markup import escape


def key(page: str, name: str) -> str:
    """A page's key for a session value or a control, ``"<page>:<name>"`` (``lessons.parts.session.key`` is this)."""
    return f"{page}:{name}"


def button(act: str, label: str, *, key: str, primary: bool = False, disabled: bool = False, help: str = "",
           icon: str = "", aria: str = "", cls: str = "", label_html: bool = False, with_box: str = "",
           pressed: bool | None = None, expanded: bool | None = None) -> str:
    """One button of the block. ``act``: the move sent back when clicked; ``label``: its words (HTML if
    ``label_html``; plain words are drawn by ``markup.said_html``, so a sign in them is heard in words: "Order up
    the 10♣" is named "Order up the ten of clubs", "Raise ▸" "Raise"); ``help``: its tooltip; ``aria``: its
    accessible name when the words alone are not it (a name of its own must hold the words shown: WCAG 2.5.3);
    ``icon``: a Material icon's name; ``with_box``: the key of a ``number`` box whose value is added to the move
    ("bet" and 5 send "bet 5"); ``pressed``: a button that stays pressed or not (``aria-pressed``: a chosen
    option); ``expanded``: a button that opens a part below it (``aria-expanded``)."""
    kind = "primary" if primary else "secondary"
    words = label if label_html else markup.said_html(label)
    if not label_html and words != escape(label):
        words = f"<span>{words}</span>"   # one flex item (a button's parts stand apart by a gap): '3♦, pay', not '3♦ ,'
    mark = markup.icon(icon) + " " if icon else ""
    attrs = [f'aria-pressed="{"true" if pressed else "false"}"'] if pressed is not None else []
    if expanded is not None:
        attrs.append(f'aria-expanded="{"true" if expanded else "false"}"')
    attrs += [f'type="button" class="cp-btn cp-btn-{kind}{" " + cls if cls else ""}" data-kind="{kind}"',
             f'data-act="{_html.escape(act, quote=True)}" data-key="{_html.escape(key, quote=True)}"']
    if help:
        attrs.append(f'title="{_html.escape(help, quote=True)}"')
    if aria:
        attrs.append(f'aria-label="{_html.escape(aria, quote=True)}"')
    if with_box:
        attrs.append(f'data-with="{_html.escape(with_box, quote=True)}"')
    if disabled:
        attrs.append("disabled")
    return f"<button {' '.join(attrs)}>{mark}{words}</button>"


def radios(name: str, options: dict[str, str], chosen: str, *, act: str, key: str, group_cls: str, cls: str,
           help: str = "") -> str:
    """A group of radio buttons (``role="radio"``, as a segmented control is; the lesson's parts, the pace):
    ``options`` maps each option to its words; a click sends ``f"{act} {option}"``; each button's data-key is
    ``f"{key}:{option}"``."""
    tip = f' title="{_html.escape(help, quote=True)}"' if help else ""
    group = "".join(f'<button type="button" role="radio" aria-checked="{"true" if o == chosen else "false"}" '
                    f'class="{cls}" data-act="{_html.escape(f"{act} {o}", quote=True)}" '
                    f'data-key="{_html.escape(f"{key}:{o}", quote=True)}">{escape(words)}</button>'
                    for o, words in options.items())
    return (f'<div class="{group_cls}" role="radiogroup" aria-label="{_html.escape(name, quote=True)}"{tip}>'
            f"{group}</div>")


def undo_help(table, words: str = "Take back your last action and the computer players' replies.") -> str:
    """Undo's tooltip: what it does, or why it cannot now (a click says so too, where the refusals appear)."""
    return table.undo_refusal() or words


def shared_seat(table) -> bool:
    """Whether ``table`` is one seat of a shared table (its record says so: engine/classroom/tables.py). Every move
    counts there and the server moves the computer players, so no table draws Undo, the pace's buttons (Next, Until
    my turn) or a new game for it: they would do nothing."""
    record = getattr(table, "record", None)   # a stand-in table without one (a view's test) is a table of one's own
    return bool(record is not None and record.table.get("shared"))


def undo_again(page_key: str, table, over: bool, again: str = "New game (same rules and players)") -> list[str]:
    """Undo (the learner's last action and the computer players' replies) and, once the game is over, a new game:
    their moves are ``<page>:undo`` and ``<page>:again``, for the page's ``handlers``. None at a shared table."""
    if shared_seat(table):
        return []
    out = [button(f"{page_key}:undo", "Undo", key=f"{page_key}:undo", disabled=not table.has_own_move() or over,
                  icon="undo", help=undo_help(table), cls="cp-end")]
    if over:
        out.append(button(f"{page_key}:again", again, key=f"{page_key}:again", primary=True, icon="refresh",
                          help="The same rules and players."))
    return out


def number(label: str, value: int, *, key: str, low: int, high: int, step: int = 1, help: str = "") -> str:
    """A number box of the block (a bet), labelled; a button with ``with_box=key`` sends its value with its move.
    The browser keeps it within ``low`` and ``high``; the engine checks the move all the same."""
    tip = f' title="{_html.escape(help, quote=True)}"' if help else ""
    return (f'<label class="cp-box"{tip}><span>{escape(label)}</span>'
            f'<input type="number" data-key="{_html.escape(key, quote=True)}" value="{int(value)}" min="{int(low)}" '
            f'max="{int(high)}" step="{int(step)}" inputmode="numeric"></label>')


def typed(label: str, *, key: str, placeholder: str = "", button_label: str = "Play it", help: str = "") -> str:
    """A box to write a move in (the moves in words, as a reenactor would say them): Enter or the button sends it
    to the page's ``typed`` handler (``draw(..., typed=...)``), which answers in the block like any refusal."""
    tip = f' title="{_html.escape(help, quote=True)}"' if help else ""
    return (f'<form class="cp-typed" data-typed{tip}><label><span>{escape(label)}</span>'
            f'<input type="text" data-key="{_html.escape(key, quote=True)}" maxlength="200" autocomplete="off" '
            f'placeholder="{_html.escape(placeholder, quote=True)}" aria-label="{_html.escape(label, quote=True)}">'
            f'</label><button type="submit" class="cp-btn cp-btn-secondary">{escape(button_label)}</button></form>')


def row(buttons, cls: str = "") -> str:
    """Buttons side by side, wrapping on a narrow screen."""
    return f'<div class="cp-row{" " + cls if cls else ""}">{"".join(buttons)}</div>'


class Parts:
    """The parts of a block that change apart (the felt, the hand, the log, the odds): ``parts("hand", html)`` puts
    the part's slot in the block's HTML (an empty ``<div class="cp-slot" data-slot="hand">``) and keeps its HTML,
    which ``draw(..., parts=parts)`` sends beside the frame. The browser parses and merges a part only when its
    HTML changed (the block's script): marking a card at Draw Poker's draw rebuilds the hand, not the odds table,
    the felt or the log, 0.6-0.8 ms less per click (issue 12's click budget). The slot's div stands where the
    part's HTML stood (a page's spacing rules for a column's children apply to the slots, and to the elements
    inside a slot after the first); an empty part has no slot, as it had no element."""

    def __init__(self) -> None:
        self.html: dict[str, str] = {}

    def __call__(self, name: str, html: str) -> str:
        if name in self.html:
            raise ValueError(f"the block already has a part called {name!r}")
        if not html:
            return ""
        self.html[name] = html
        return slot(name)


def slot(name: str) -> str:
    """A part's empty slot in the frame (its HTML comes beside it)."""
    return f'<div class="cp-slot" data-slot="{_html.escape(name, quote=True)}"></div>'


def whole(frame: str, parts: dict[str, str]) -> str:
    """A block's frame with each part's HTML in its slot: the block as the browser shows it (tests, the class
    driver)."""
    for name, html in parts.items():
        empty = slot(name)
        frame = frame.replace(empty, empty[: -len("</div>")] + html + "</div>")
    return frame


def card_button(act: str, face_html: str, say: str, *, key: str, legal: bool, help: str = "") -> str:
    """A card (tile) of the learner's hand as a button: the picture and a word below it. A legal move is raised
    and says what it does ("Play"); another stays clickable, plain, so the learner can hear why not.

    Its accessible name is what it shows, in order: the picture's own spoken name (a card's or tile's
    ``aria-label``, "jack of clubs") and the word ("Play", "not now"). No name of its own: one that did not hold
    the words shown ("Play J♣" for "J♣ Play") is what a speech-input user cannot say (WCAG 2.5.3, axe's
    label-content-name-mismatch)."""
    return button(act, f'{face_html} <span class="cp-say">{markup.said_html(say)}</span>', key=key, primary=legal,
                  help=help, cls="cp-cardbtn", label_html=True)


def hand(buttons, cls: str = "") -> str:
    return f'<div class="cp-hand{" " + cls if cls else ""}" role="group" aria-label="your hand">{"".join(buttons)}</div>'


def toggle(act: str, label: str, on: bool, *, key: str, help: str = "") -> str:
    """A button that stays pressed (aria-pressed), for an option of the next move ("…and play alone")."""
    mark = "check_box" if on else "check_box_outline_blank"
    return button(act, label, key=key, icon=mark, help=help, cls="cp-toggle", pressed=on)


def refusal(refused: dict | None, notice: str | None = None) -> str:
    """The last refusal (its reason, the rule, its source) and notice as alerts, read out by screen readers."""
    out = ""
    if refused:
        cite = re.sub(r"\*([^*]+)\*", r"<i>\1</i>", escape(refused["cite"]))   # the title's Markdown italics
        rule = (f'<br><b>Rule</b> ({escape(refused["rule_id"])}): {escape(refused["rule"])} — {cite}'
                if refused["rule"] else "")
        out += (f'<div class="cp-alert cp-refused" role="alert">{markup.icon("block")}'
                f'<div><b>Not allowed.</b> {escape(refused["reason"])}{rule}</div></div>')
    if notice:
        out += f'<div class="cp-alert cp-notice" role="alert">{markup.icon("warning")}<div>{escape(notice)}</div></div>'
    return out
