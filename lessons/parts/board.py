"""A table drawn as ONE element: the felt, the learner's hand, the actions, the refusal and the log in one block.

Why one element (issue 12's click budget): every run of a table's fragment draws every element of the page again
in the browser (Streamlit hands each element the run's state), so every Streamlit element costs a few dozen React
components per click, whatever it shows. Drawn as a few dozen elements (an HTML block per part, a button per card,
columns), a click at the Euchre table cost 4 to 4.7 times the one-button control app; drawn as one
``st.components.v2`` component, about 2 times, and the rest was the page around it. So the site's own parts around
a table are blocks of the same kind too (``chrome``: the sidebar with every page's link, a lesson's header and its
parts' bar, the pace chooser with New game, the review's and the share panel's buttons), and a click at the
Euchre table draws about 750 React components instead of 4,600 (benchmarks/table_floor.py says how this was
measured; each game's ``benchmarks/<game>.py --browser`` times the click).

The block is HTML made on the server from the learner's view only (hidden information never reaches it). Its
buttons are real ``<button>`` elements in the page (``isolate_styles=False``: the site's stylesheet applies, and
screen readers, the keyboard and Playwright see ordinary buttons). A button carries its move as ``data-act``
(the engine's own move text, e.g. ``play 9C``); a click sends it back as the component's trigger value and the
page's handler applies it through the engine, as a Streamlit button's callback did. ``data-key`` names the
button for tests and for keeping the keyboard focus on it when the block is redrawn.

A new HTML is merged into the block node by node (``morphChildren``): what did not change is not touched, so the
browser restyles, lays out and paints only what did (at Draw Poker's draw, layout and style 6.1 -> 1.5 ms per
click). The block's element does not fade while its fragment runs (style.py says why).

A block may be drawn in parts (``Parts``: the felt, the hand, the log, the odds): the browser then parses and
merges only the parts whose HTML changed since the last run.

``button``, ``card_button``, ``toggle``, ``number`` and ``typed`` make the block's controls (``row`` and ``hand`` lay
them out, ``undo_again`` and ``refusal_html`` are the parts every table has); ``draw(page_key, html, act,
handlers, typed, parts=...)`` draws the block.
"""

from __future__ import annotations

import hashlib
import html as _html
import re
from collections.abc import Callable

import streamlit as st

from lessons.parts import session, show

# The block's script: draw the server's HTML (only when it changed), keep the keyboard focus on the same button,
# and send a button's move back. One listener per block, set once; the latest setTriggerValue is kept on it.
_JS = """
export default function(component) {
  const { data, parentElement, setTriggerValue } = component;
  const cls = data.cls || 'cp-board';   // a table's block, or the site's chrome (sidebar, a lesson's header)
  let root = parentElement.querySelector(`:scope > .${cls}`);
  if (!root) {
    root = document.createElement('div');
    root.className = cls;
    parentElement.appendChild(root);
    root.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-act], a[data-nav]');
      if (!b || b.disabled || !root.contains(b)) return;
      if (b.tagName === 'A') {   // a page of the site (the sidebar's links)
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button) return;   // a new tab: the browser's
        e.preventDefault();
        // into the history, then Streamlit's own router (its back/forward handler) opens the page the address
        // names, in this session and in one run, as its own page links do
        history.pushState(null, '', b.href);
        window.dispatchEvent(new PopStateEvent('popstate'));
        return;
      }
      let act = b.dataset.act;
      if (b.dataset.with) {   // a move that takes a number from the block's box (a bet)
        const box = root.querySelector(`input[data-key="${CSS.escape(b.dataset.with)}"]`);
        act = `${act} ${box ? box.value : ''}`.trim();
      }
      root.cpSend('act', act);
    });
    root.addEventListener('submit', (e) => {   // a move written in the block's box (typed moves)
      const form = e.target.closest('form[data-typed]');
      if (!form) return;
      e.preventDefault();
      root.cpSend('typed', form.querySelector('input').value);
    });
  }
  root.cpSend = (event, value) => setTriggerValue(event, value);
  // The frame (data.html) holds each part's slot; a part's HTML (data.parts) is parsed and merged only when it
  // changed, so a click that changes the hand leaves the felt, the log and the odds untouched.
  const parts = data.parts || {};
  const frameChanged = root.cpHtml !== data.html;
  const stale = (slot) => slot.cpHtml !== (parts[slot.dataset.slot] ?? '');
  if (!frameChanged && ![...root.querySelectorAll('[data-slot]')].some(stale)) return;
  const f = document.activeElement;
  const focused = f && root.contains(f) ? f.dataset.key : null;
  const kept = {};
  root.querySelectorAll('input[data-key]').forEach(i => { kept[i.dataset.key] = i.value; });
  if (frameChanged) {
    morphChildren(root, parse(data.html));   // only what changed is touched: the browser restyles and lays out less
    root.cpHtml = data.html;
  }
  root.querySelectorAll('[data-slot]').forEach(slot => {
    if (!stale(slot)) return;
    const html = parts[slot.dataset.slot] ?? '';
    morphChildren(slot, parse(html));
    slot.cpHtml = html;
  });
  // a box shows the server's value after a move; what the learner wrote stays when it was refused (an alert)
  const refused = !!root.querySelector('[role="alert"]');
  root.querySelectorAll('input[data-key]').forEach(i => {
    i.value = refused && i.dataset.key in kept ? kept[i.dataset.key] : (i.getAttribute('value') ?? '');
  });
  if (focused && !root.contains(document.activeElement)) {
    const again = root.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
}

function parse(html) {
  const next = document.createElement('div');
  next.innerHTML = html;
  return next;
}

// Make the live children of `from` those of `to` (a parsed copy of the new HTML), keeping every node that is
// the same kind in the same place (a button with the same data-key) and changing only attributes and text that
// differ; nodes that do not match are replaced.
function morphChildren(from, to) {
  let f = from.firstChild, t = to.firstChild;
  while (t) {
    const after = t.nextSibling;
    if (f && !same(f, t) && f.nextSibling && same(f.nextSibling, t)) {   // a node gone (an alert answered)
      const gone = f; f = f.nextSibling; from.removeChild(gone);
    }
    if (f && same(f, t)) {
      if (f.nodeType === 1) { morphAttributes(f, t); if (!f.dataset.slot) morphChildren(f, t); }
      else if (f.nodeValue !== t.nodeValue) f.nodeValue = t.nodeValue;
      f = f.nextSibling;
    } else if (f && after && same(f, after)) {   // a node new here (an alert): the rest keeps its nodes
      from.insertBefore(t, f);
    } else if (f) {
      from.replaceChild(t, f);
      f = t.nextSibling;
    } else {
      from.appendChild(t);
    }
    t = after;
  }
  while (f) { const gone = f; f = f.nextSibling; from.removeChild(gone); }
}

// The same node in the new HTML: a button by its data-key (its class may change: a card becomes playable), any
// other element by its tag and class (so a part that went, the bids' row, is not taken for the next one), a
// part's slot by its name.
function same(a, b) {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  if (a.nodeType !== 1) return true;
  const k = a.getAttribute('data-key') || a.getAttribute('data-slot'),
    l = b.getAttribute('data-key') || b.getAttribute('data-slot');
  return k || l ? k === l : a.className === b.className;
}

function morphAttributes(f, t) {
  for (const a of [...f.attributes]) if (!t.hasAttribute(a.name)) f.removeAttribute(a.name);
  for (const a of t.attributes) if (f.getAttribute(a.name) !== a.value) f.setAttribute(a.name, a.value);
}
"""

_components: dict[str, object] = {}
# a table's block; the site's sidebar and a lesson's header; HTML with nothing to click (the same script for all)
TABLE, CHROME, STATIC = "cp_board", "cp_chrome", "cp_static"


def _board(name: str = TABLE):
    if name not in _components:   # registered once per process, on first use (never at import: AppTest imports pages)
        _components[name] = st.components.v2.component(name, js=_JS, isolate_styles=False)
    return _components[name]


def key(page_key: str) -> str:
    return session.key(page_key, "board")


def button(act: str, label: str, *, key: str, primary: bool = False, disabled: bool = False, help: str = "",
           icon: str = "", aria: str = "", cls: str = "", label_html: bool = False, with_box: str = "",
           pressed: bool | None = None, expanded: bool | None = None) -> str:
    """One button of the block. ``act``: the move sent back when clicked; ``label``: its words (escaped unless
    ``label_html``); ``help``: its tooltip; ``aria``: its accessible name when the words alone are not it (a card
    drawn as a picture); ``icon``: a Material icon's name; ``with_box``: the key of a ``number`` box whose value
    is added to the move ("bet" and 5 send "bet 5"); ``pressed``: a button that stays pressed or not
    (``aria-pressed``: a chosen option); ``expanded``: a button that opens a part below it (``aria-expanded``)."""
    kind = "primary" if primary else "secondary"
    words = label if label_html else show.escape(label)
    mark = show.icon(icon) + " " if icon else ""
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
                    f'data-key="{_html.escape(f"{key}:{o}", quote=True)}">{show.escape(words)}</button>'
                    for o, words in options.items())
    return (f'<div class="{group_cls}" role="radiogroup" aria-label="{_html.escape(name, quote=True)}"{tip}>'
            f"{group}</div>")


def undo_help(table, words: str = "Take back your last action and the computer players' replies.") -> str:
    """Undo's tooltip: what it does, or why it cannot now (a click says so too, where the refusals appear)."""
    return table.undo_refusal() or words


def undo_again(page_key: str, table, over: bool, again: str = "New game (same rules and players)") -> list[str]:
    """Undo (the learner's last action and the computer players' replies) and, once the game is over, a new game:
    their moves are ``<page>:undo`` and ``<page>:again``, for the page's ``handlers``."""
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
    return (f'<label class="cp-box"{tip}><span>{show.escape(label)}</span>'
            f'<input type="number" data-key="{_html.escape(key, quote=True)}" value="{int(value)}" min="{int(low)}" '
            f'max="{int(high)}" step="{int(step)}" inputmode="numeric"></label>')


def typed(label: str, *, key: str, placeholder: str = "", button_label: str = "Play it", help: str = "") -> str:
    """A box to write a move in (the moves in words, as a reenactor would say them): Enter or the button sends it
    to the page's ``typed`` handler (``draw(..., typed=...)``), which answers in the block like any refusal."""
    tip = f' title="{_html.escape(help, quote=True)}"' if help else ""
    return (f'<form class="cp-typed" data-typed{tip}><label><span>{show.escape(label)}</span>'
            f'<input type="text" data-key="{_html.escape(key, quote=True)}" maxlength="200" autocomplete="off" '
            f'placeholder="{_html.escape(placeholder, quote=True)}" aria-label="{_html.escape(label, quote=True)}">'
            f'</label><button type="submit" class="cp-btn cp-btn-secondary">{show.escape(button_label)}</button></form>')


def row(buttons, cls: str = "") -> str:
    """Buttons side by side, wrapping on a narrow screen."""
    return f'<div class="cp-row{" " + cls if cls else ""}">{"".join(buttons)}</div>'


def refusal_html(page_key: str) -> str:
    """The last refusal or notice (session.attempt keeps it) as an alert, read out by screen readers: the reason,
    the rule, its source. Placed by the page right below the controls that were used."""
    out = ""
    r = st.session_state.get(session.key(page_key, "refusal"))
    if r:
        cite = re.sub(r"\*([^*]+)\*", r"<i>\1</i>", show.escape(r["cite"]))   # the title's Markdown italics
        rule = (f'<br><b>Rule</b> ({show.escape(r["rule_id"])}): {show.escape(r["rule"])} — {cite}'
                if r["rule"] else "")
        out += (f'<div class="cp-alert cp-refused" role="alert">{show.icon("block")}'
                f'<div><b>Not allowed.</b> {show.escape(r["reason"])}{rule}</div></div>')
    notice = st.session_state.get(session.key(page_key, "notice"))
    if notice:
        out += f'<div class="cp-alert cp-notice" role="alert">{show.icon("warning")}<div>{show.escape(notice)}</div></div>'
    return out


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


def draw(page_key: str, html: str, act: Callable[[str], None],
         handlers: dict[str, Callable[[], None]] | None = None, typed: Callable[[str], None] | None = None, *,
         chrome: bool = False, width: str = "stretch", parts: Parts | None = None) -> None:
    """Draw the block; a click on one of its buttons calls ``handlers[move]()`` if there is one (Undo, the pacing
    part's Next), else ``act(move)`` (a move for the engine); a move written in its box goes to ``typed``.
    ``chrome``: the site's own parts drawn the same way (lessons/site/sidebar.py, page.py's lesson header), in an
    element of their own class (``cp-chrome``, not ``cp-board``: a page's table is its only ``cp-board``);
    ``width="content"`` for a small block in a row (the pace chooser); ``parts``: the block's parts (``Parts``), whose
    slots ``html`` holds."""
    k = key(page_key)
    fixed = dict(handlers or {})

    def sent(event: str) -> str | None:
        value = (st.session_state.get(k) or {}).get(event)
        return value if isinstance(value, str) else None   # anything else did not come from our buttons

    def clicked() -> None:
        move = sent("act")
        if move is None:
            return
        if move in fixed:
            fixed[move]()
        else:
            act(move)

    def written() -> None:
        move = sent("typed")
        if move is not None and typed is not None:
            typed(move)

    if chrome:
        _board(CHROME)(key=k, data={"html": html, "cls": "cp-chrome"}, on_act_change=clicked, width=width)
    else:
        data = {"html": html, "parts": parts.html} if parts else {"html": html}
        _board()(key=k, data=data, on_act_change=clicked, on_typed_change=written)


def static(prefix: str, html: str) -> None:
    """HTML the site builds itself, with nothing to click (a lesson's prose, the glossary), drawn by the block's
    script and not by ``st.html``. ``st.html`` has the browser sanitize its HTML (DOMPurify, in Streamlit's Html
    element) at every opening of the page, and a lesson's prose is tens of kilobytes: drawn so, a switch to a
    lesson from the sidebar took 50-73 ms, drawn as a block 35-42 ms (benchmarks/site_load.py, ROUNDS=5: every
    switch 2.36x -> 1.82x the two-page control). Only for HTML made on the server from the site's own texts, every
    visitor's input escaped (lesson.py's Markdown escapes raw HTML). The block's key is ``prefix`` and a digest of
    the HTML: the same block keeps its element from run to run, another gets its own."""
    key = f"{prefix}:{hashlib.blake2b(html.encode(), digest_size=8).hexdigest()}"
    _board(STATIC)(key=key, data={"html": html, "cls": "cp-static"})


def card_button(act: str, face_html: str, say: str, *, key: str, legal: bool, aria: str, help: str = "") -> str:
    """A card (tile) of the learner's hand as a button: the picture and a word below it. A legal move is raised
    and says what it does ("Play"); another stays clickable, plain, so the learner can hear why not."""
    return button(act, f'{face_html}<span class="cp-say">{show.escape(say)}</span>', key=key, primary=legal,
                  aria=aria, help=help, cls="cp-cardbtn", label_html=True)


def hand(buttons, cls: str = "") -> str:
    return f'<div class="cp-hand{" " + cls if cls else ""}" role="group" aria-label="your hand">{"".join(buttons)}</div>'


def toggle(act: str, label: str, on: bool, *, key: str, help: str = "") -> str:
    """A button that stays pressed (aria-pressed), for an option of the next move ("…and play alone")."""
    mark = "check_box" if on else "check_box_outline_blank"
    return button(act, label, key=key, icon=mark, help=help, cls="cp-toggle", pressed=on)
