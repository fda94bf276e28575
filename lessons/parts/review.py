"""After each hand, a review for the class: every hand laid open and the hand replayed move by move.

Built from the game's record alone: ``engine.core.record.replay_states`` replays it (every action re-checked),
and each seat's own ``view`` of each state gives that seat's cards, so no rule and no hidden state is read
here. A hand is offered only once it is over (its cards can no longer matter). The learner steps forward and
back or jumps to any move; every seat's cards are shown at that moment, with the move that led to it.

What "a hand" is belongs to the page: a view's counter (``hand_key``, a field name or a function of the
learner's view: Euchre's deal, Scarney Chemin de Fer's bank and coup), and when it is over:
- by default a hand ends with the action that starts the next (the last card of a trick deals the next hand),
  so the next hand's first state is shown as the hand's last move;
- with ``over`` (a function of the learner's view), a hand ends at the state that says so (Commerce's
  settlement), which stays on the table until the next deal.
At tables where nothing is hidden (dice), ``per_seat=False`` leaves out the seats' holdings and ``draw_state``
draws the table as it stood.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable

import streamlit as st
import streamlit.components.v1 as components

from engine.core.cards import Card
from engine.core.record import replay_states
from lessons.parts import board, session, show

HandKey = str | Callable[[dict], Hashable]


def _k(page_key: str, name: str) -> str:
    return session.key(page_key, f"review:{name}")


def card_html(text: str) -> str:
    """A card drawn from its text ('QS', '10H'); anything else as plain text."""
    try:
        return show.card(Card.parse(text), size="sm")
    except (ValueError, KeyError):
        return f"<span class='cp-meta'>{show.escape(str(text))}</span>"


def _states(page_key: str, table) -> list:
    """The record replayed (kept while the record is unchanged)."""
    k = _k(page_key, "states")
    n = len(table.record.actions)
    cached = st.session_state.get(k)
    if not cached or cached[0] != n or cached[1] is not table.record:
        cached = (n, table.record, replay_states(table.record, table.game))
        st.session_state[k] = cached
    return cached[2]


def _counter(hand_key: HandKey) -> Callable[[dict], Hashable]:
    return hand_key if callable(hand_key) else (lambda v: v.get(hand_key))


def hands(table, states: list, hand_key: HandKey, over: Callable[[dict], bool] | None = None) -> dict:
    """Finished hands: the hand's counter -> the indices of its states (from its first state to its last action),
    in the order played."""
    game, learner = table.game, table.learner
    count = _counter(hand_key)
    views = [game.view(s, learner) for s in states]
    out: dict = {}
    for i, v in enumerate(views):
        out.setdefault(count(v), []).append(i)
    out.pop(None, None)
    keys = list(out)          # in the order first seen: a counter may be a tuple (bank, coup)
    if not keys:
        return {}
    ended = game.is_over(states[-1])
    if over is not None:
        # a one-state group has no move to replay (a session that ends when the next deal cannot be paid)
        return {h: idx for h, idx in out.items() if len(idx) > 1 and (over(views[idx[-1]]) or ended)}
    # a hand's last action made the next hand's first state: include it, so the last trick or throw shows
    for a, b in zip(keys, keys[1:], strict=False):
        out[a].append(out[b][0])
    if ended and len(keys) > 1 and len(out[keys[-1]]) == 1:
        out.pop(keys[-1])    # the game's end alone, already shown as the last hand's last move
    return {h: idx for h, idx in out.items() if h != keys[-1] or ended}


def _set(page_key: str, value: int) -> None:
    st.session_state[_k(page_key, "step")] = value


def _opened(page_key: str) -> None:
    if st.session_state.get(_k(page_key, "open")):
        st.session_state[_k(page_key, "scroll")] = True
        st.session_state[_k(page_key, "openings")] = st.session_state.get(_k(page_key, "openings"), 0) + 1


LABEL = "Review a finished hand: every hand laid open, move by move"


def _flip(page_key: str) -> None:
    k = _k(page_key, "open")
    st.session_state[k] = not st.session_state.get(k)
    _opened(page_key)


def toggle_html(page_key: str, label: str = LABEL) -> str:
    """The review's on/off button (``aria-pressed``) for the table's own block (board.py), whose ``handlers`` take
    ``handlers(page_key)``; ``hand_review`` below the block draws the review while it is on. In the table's block,
    not an element of its own: every element of a table's fragment is built, sent and drawn again at every click
    (issue 12's click budget; benchmarks/table_floor.py)."""
    k = _k(page_key, "open")
    return board.toggle(_move(page_key), label, bool(st.session_state.get(k)), key=k)


def handlers(page_key: str) -> dict:
    """What the table's block does with the review's button (for ``board.draw``'s ``handlers``)."""
    return {_move(page_key): lambda: _flip(page_key)}


def _move(page_key: str) -> str:
    return f"{page_key}:review"   # the block's move (never an engine move's text)


def toggle(page_key: str, label: str = LABEL) -> None:
    """The review's button as a block of its own, for a review drawn in a fragment apart from the table's
    (Chuck-a-Luck's: a chip laid at the table does not redraw the review, nor this button)."""
    board.draw(_k(page_key, "open"), toggle_html(page_key, label), lambda move: None, handlers(page_key),
               chrome=True)   # no other move is the button's


def _bring_into_view(page_key: str) -> None:
    """Scroll the page so the toggle just turned on, and the review under it, are in view: the toggle sits under
    the table, usually below the first screen, and the review would open out of sight. Once per opening (a
    zero-height script below the review; the count in it makes each opening a new element, so it runs again)."""
    if not st.session_state.pop(_k(page_key, "scroll"), False):
        return
    n = st.session_state.get(_k(page_key, "openings"), 0)
    target = json.dumps(f'[data-key="{_k(page_key, "open")}"]')   # the button, in its block (toggle_html)
    components.html(f"""<script>/* opening {n} */
const doc = window.parent.document;
let tries = 0;
(function go() {{
  const el = doc.querySelector({target});
  if (el) {{   /* clear of the page's header band at the top */
    el.style.scrollMarginTop = "3.5rem";
    el.scrollIntoView({{block: "start", behavior: "instant"}});
    return;
  }}
  if (++tries < 50) setTimeout(go, 60);
}})();
</script>""", height=0)


def hand_review(page_key: str, table, hand_key: HandKey = "deal_no", seat_names: list[str] | None = None,
                draw_state: Callable[[dict], str] | None = None, hand_html: Callable[[str], str] = card_html,
                label: str = "Review a finished hand: every hand laid open, move by move", *,
                over: Callable[[dict], bool] | None = None, noun: str = "Hand",
                title_of: Callable[[dict, int], str] | None = None, per_seat: bool = True,
                start: str | None = None) -> None:
    """While the review's button is on (``toggle_html`` in the table's block, or ``toggle``): the finished hand
    chosen, replayed with all cards shown (forward, back, to any move).

    ``noun`` names a hand ("Deal", "Coup", "Round"); ``title_of(view, n)`` titles the n-th hand (from 1) from the
    learner's view of its first state; ``start`` says what move 0 shows (by default the deal of a hand or deal,
    else the start of the round, coup or throw); see the module's note for ``hand_key``, ``over`` and ``per_seat``."""
    if start is None:
        start = "The deal." if noun in ("Hand", "Deal") else f"The start of the {noun.lower()}."
    if not st.session_state.get(_k(page_key, "open")):
        return
    _bring_into_view(page_key)
    states = _states(page_key, table)
    k = _k(page_key, "hands")     # a view of every state is work: once per record, not at every rerun or pace tick
    cached = st.session_state.get(k)
    if not cached or cached[0] is not states:
        cached = (states, hands(table, states, hand_key, over))
        st.session_state[k] = cached
    done = cached[1]
    if not done:
        st.caption(f"No {noun.lower()} is finished yet: a {noun.lower()} is laid open once it is over, when what "
                   "was hidden no longer matters.")
        return
    game, variant = table.game, table.variant
    names = seat_names or [game.seat_name(variant, s) for s in range(game.seats(variant))]
    keys = list(done)
    firsts = {n: game.view(states[done[h][0]], table.learner) for n, h in enumerate(keys)}
    title = (lambda n: title_of(firsts[n], n + 1)) if title_of else (lambda n: f"{noun} {n + 1}")
    c = st.columns([2, 5], vertical_alignment="bottom")
    n = c[0].selectbox(noun, range(len(keys)), index=len(keys) - 1, key=_k(page_key, "hand"), format_func=title,
                       on_change=_set, args=(page_key, 0))
    idx = done[keys[min(int(n or 0), len(keys) - 1)]]
    last = len(idx) - 1
    step = min(max(int(st.session_state.get(_k(page_key, "step"), 0)), 0), last)
    st.session_state[_k(page_key, "step")] = step
    c[1].slider("Move", 0, max(last, 1), key=_k(page_key, "step"), disabled=last == 0,
                help=f"0 is the start of the {noun.lower()}; drag to any move of it.")
    b = st.columns(4)
    b[0].button("First", key=_k(page_key, "first"), on_click=_set, args=(page_key, 0), width="stretch",
                icon=":material/first_page:")
    b[1].button("Back", key=_k(page_key, "back"), on_click=_set, args=(page_key, max(step - 1, 0)),
                width="stretch", icon=":material/chevron_left:", disabled=step == 0)
    b[2].button("Forward", key=_k(page_key, "fwd"), on_click=_set, args=(page_key, min(step + 1, last)),
                width="stretch", icon=":material/chevron_right:", disabled=step == last)
    b[3].button("Last", key=_k(page_key, "last"), on_click=_set, args=(page_key, last), width="stretch",
                icon=":material/last_page:")
    i = idx[step]
    log = table.log()
    move = log[i - 1][1] if 0 < i <= len(log) else start
    rows = ""
    if per_seat:
        rows = "<table>" + "".join(
            f"<tr><td><b>{show.escape(names[s])}</b></td><td>"
            f"{''.join(hand_html(x) for x in (game.view(states[i], s).get('hand') or [])) or '—'}</td></tr>"
            for s in range(game.seats(variant))) + "</table>"
    centre = draw_state(game.view(states[i], table.learner)) if draw_state else ""
    # the hands and the table side by side (one screen for the class), the table under them on a narrow screen
    body = (f'<div style="display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start">{rows}'
            f'<div style="flex:1 1 26rem;min-width:0">{centre}</div></div>') if rows and centre else rows + centre
    show.html(f'<div role="region" aria-label="{show.escape(noun.lower())} review"><p><b>Move {step} of {last}:'
              f"</b> {show.escape(move)}</p>{body}</div>")
