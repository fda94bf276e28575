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

The keyboard (issue 28): the focus stays on the same button (by ``data-key``) when the block is drawn again; when
that button went (a card played) or can no longer be pressed, it goes to the nearest button after it that can (the
next card, else the pace's Next), or before it, never to the top of the page. A table's block also keeps a polite
live region of its own beside it (``cp-said``, visually hidden by the site's ``cp-sr``; made once by the script, so
a change of its text is read out), holding what ``tablepage.said`` says changed after a move.

``button``, ``card_button``, ``toggle``, ``number`` and ``typed`` make the block's controls (``row`` and ``hand`` lay
them out, ``undo_again`` and ``refusal_html`` are the parts every table has); ``draw(page_key, html, act,
handlers, typed, parts=...)`` draws the block.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import streamlit as st

from lessons.parts import session
from lessons.views import controls
from lessons.views.controls import (  # noqa: F401
    Parts,
    button,
    card_button,
    hand,
    number,
    radios,
    row,
    shared_seat,
    slot,
    toggle,
    typed,
    undo_again,
    undo_help,
    whole,
)

# The block's script: draw the server's HTML (only when it changed), keep the keyboard focus on the same button,
# and send a button's move back. One listener per block, set once; the latest setTriggerValue is kept on it.
_JS = """
// The page sends no Referer (issue 29: a teacher's private link, before it is traded for the session, must not
// travel to the page's own requests): Streamlit's server sets no such header, so the policy is a <meta>, which
// browsers apply from the moment it is put in the page. Every page has a block (the sidebar), so every page has it.
if (!document.querySelector('meta[name="referrer"]')) {
  const policy = document.createElement('meta');
  policy.name = 'referrer';
  policy.content = 'no-referrer';
  document.head.appendChild(policy);
}

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
        if (window.matchMedia('(max-width: 640px)').matches) {   // a phone: the sidebar covers the page; close it
          const close = document.querySelector('[data-testid="stSidebarCollapseButton"] button');
          if (close) close.click();
        }
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
  if (data.say) say(parentElement, data.say);
  // The frame (data.html) holds each part's slot; a part's HTML (data.parts) is parsed and merged only when it
  // changed, so a click that changes the hand leaves the felt, the log and the odds untouched.
  const parts = data.parts || {};
  const frameChanged = root.cpHtml !== data.html;
  const stale = (slot) => slot.cpHtml !== (parts[slot.dataset.slot] ?? '');
  if (!frameChanged && ![...root.querySelectorAll('[data-slot]')].some(stale)) return;
  const f = document.activeElement;
  const focused = f && root.contains(f) ? f.dataset.key : null;
  // where the focus goes if its button went: a new button in its place (Call for the throw -> Next throw), else
  // the nearest after it (the next card, the pace's Next), else before it
  // (read only when a button of the block has the focus: a click by the mouse, or none, costs nothing here)
  const keyed = () => [...root.querySelectorAll('[data-key]')].map(e => e.dataset.key);
  const keys = focused ? keyed() : [], at = keys.indexOf(focused);
  const near = at < 0 ? [] : [...keys.slice(at + 1), ...keys.slice(0, at).reverse()];
  const byKeyboard = !!focused && f.matches(':focus-visible');
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
  if (focused && !byKeyboard) {   // a mouse's focus: kept on the same button if it is still there, as before
    const again = root.contains(document.activeElement) ? null
      : root.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again) again.focus({ preventScroll: true });
  } else if (focused && !(root.contains(document.activeElement) && !document.activeElement.disabled)) {
    // a button to go to (never into a box to write in: Draw Poker's move box lies after its bets), or the same
    // element again
    const usable = (key) => {
      const e = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
      return e && !e.disabled && e.getClientRects().length && (key === focused || e.tagName === 'BUTTON') ? e : null;
    };
    const now = keyed(), instead = at >= 0 && now[at] && !keys.includes(now[at]) ? [now[at]] : [];
    for (const key of [focused, ...instead, ...near]) {
      const again = usable(key);
      if (!again) continue;
      again.focus({ preventScroll: true });
      // the keyboard's focus moved to another button: into sight (a mouse's click does not scroll the page)
      if (key !== focused && again.matches(':focus-visible')) again.scrollIntoView({ block: 'nearest' });
      break;
    }
  }
}

// What changed after a move (tablepage.said), in a polite live region beside the block: made empty, then only its
// text changes (a region put in the page with its text is not read out). A new number is said, even in the same
// words; the number last said is kept per table for the page's life, so a block drawn again (the Play part opened
// again) does not repeat it, and a block drawn anew by a move (a throw reruns the page) still says it.
const SAID = (window.cpSaid = window.cpSaid || {});
function say(parent, said) {
  let live = parent.querySelector(':scope > .cp-said');
  if (!live) {
    live = document.createElement('div');
    live.className = 'cp-said cp-sr';
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'polite');
    parent.appendChild(live);
    setTimeout(() => { live.cpMade = true; });
  }
  if (!(said.key in SAID) && said.n === 0) SAID[said.key] = 0;   // the first drawing: the page is read as it is
  if (SAID[said.key] === said.n) return;
  SAID[said.key] = said.n;
  if (live.cpMade) live.textContent = said.text;
  else setTimeout(() => { live.textContent = said.text; }, 150);   // a region just made: read once it is there
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


def refusal_html(page_key: str) -> str:
    """The last refusal or notice (session.attempt keeps it) as an alert, read out by screen readers: the reason,
    the rule, its source. Placed by the page right below the controls that were used."""
    return controls.refusal(st.session_state.get(session.key(page_key, "refusal")),
                            st.session_state.get(session.key(page_key, "notice")))


def draw(page_key: str, html: str, act: Callable[[str], None],
         handlers: dict[str, Callable[[], None]] | None = None, typed: Callable[[str], None] | None = None, *,  # noqa: F811 (the move box's handler)
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
        from lessons.parts.tablepage import said  # here, not at the top: tablepage imports this module
        spoken = said(page_key)
        if spoken is not None:
            data["say"] = {"key": page_key, **spoken}
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


