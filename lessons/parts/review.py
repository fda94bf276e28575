"""After each hand, a review for the class: every finished hand laid open and replayed move by move.

Built from the game's record alone: ``engine.core.record.replay_states`` replays it (every action re-checked), and
``engine.core.review`` says which hands are finished and what each position of one shows (every seat's cards from
that seat's own view of a state of that hand), so no rule and no hidden state is read here. What a hand is (a deal,
a throw, a coup) and when it is finished is the game's own (``Game.hand_of``, ``Game.hand_settled``). A hand still
being played is never drawn: its first state is not a position of the hand before it (the last action of a hand
deals the next; the review shows the state before that action, less the piece it played, with the action's words).

The learner steps forward and back or jumps to any move. At tables where nothing is hidden (dice),
``per_seat=False`` leaves out the seats' holdings and ``draw_state`` draws the table as it stood.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import streamlit as st
import streamlit.components.v1 as components

from engine.core import review as hands_of
from engine.core.cards import Card
from engine.core.record import replay_states
from lessons.parts import board, coach, session, show


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


def hand_review(page_key: str, table, seat_names: list[str] | None = None,
                draw_state: Callable[[dict], str] | None = None, hand_html: Callable[[str], str] = card_html, *,
                noun: str = "Hand", title_of: Callable[[dict, int], str] | None = None, per_seat: bool = True,
                start: str | None = None, settled_in_next: bool = False) -> None:
    """While the review's button is on (``toggle_html`` in the table's block, or ``toggle``): the finished hand
    chosen, replayed with all cards shown (forward, back, to any move).

    ``noun`` names a hand ("Deal", "Coup", "Round"); ``title_of(view, n)`` titles the n-th hand (from 1) from the
    learner's view of its first state; ``start`` says what move 0 shows (by default the deal of a hand or deal,
    else the start of the round, coup or throw); ``per_seat=False`` leaves out the seats' holdings (dice);
    ``settled_in_next``: a hand's last throw is settled in the learner's own view of the next hand's first state
    (a dice game, nothing hidden), so the last position's table is drawn from it."""
    if start is None:
        start = "The deal." if noun in ("Hand", "Deal") else f"The start of the {noun.lower()}."
    if not st.session_state.get(_k(page_key, "open")):
        return
    _bring_into_view(page_key)
    states = _states(page_key, table)
    k = _k(page_key, "hands")     # a view of every state is work: once per record, not at every rerun or pace tick
    cached = st.session_state.get(k)
    if not cached or cached[0] is not states:
        cached = (states, hands_of.finished_hands(table.game, states, table.learner))
        st.session_state[k] = cached
    done = cached[1]
    if not done:
        st.caption(f"No {noun.lower()} is finished yet: a {noun.lower()} is laid open once it is over, when what "
                   "was hidden no longer matters.")
        return
    game, variant = table.game, table.variant
    seats = game.seats(variant)
    names = seat_names or [game.seat_name(variant, s) for s in range(seats)]
    title = ((lambda n: title_of(game.view(states[done[n].states[0]], table.learner), n + 1)) if title_of
             else (lambda n: f"{noun} {n + 1}"))
    c = st.columns([2, 5], vertical_alignment="bottom")
    n = c[0].selectbox(noun, range(len(done)), index=len(done) - 1, key=_k(page_key, "hand"), format_func=title,
                       on_change=_set, args=(page_key, 0))
    hand = done[min(int(n or 0), len(done) - 1)]
    last = hand.positions - 1
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
    at = hands_of.position(game, states, table.record.actions, table.learner, seats, hand, step, settled_in_next)
    log = table.log()
    move = log[at.moves - 1][1] if 0 < at.moves <= len(log) else start
    rows = ""
    if per_seat:
        rows = "<table>" + "".join(
            f"<tr><td><b>{show.escape(names[s])}</b></td><td>"
            f"{''.join(hand_html(str(x)) for x in at.holdings[s]) or '—'}</td></tr>"
            for s in range(seats)) + "</table>"
    centre = draw_state(at.view) if draw_state else ""
    if centre and at.before_last and not settled_in_next:
        centre = ('<p class="cp-meta">The table just before this last move (the move above says how the '
                  f"{show.escape(noun.lower())} ended).</p>{centre}")
    # the hands and the table side by side (one screen for the class), the table under them on a narrow screen
    body = (f'<div style="display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start">{rows}'
            f'<div style="flex:1 1 26rem;min-width:0">{centre}</div></div>') if rows and centre else rows + centre
    show.html(f'<div role="region" aria-label="{show.escape(noun.lower())} review"><p><b>Move {step} of {last}:'
              f"</b> {show.escape(move)}</p>{body}</div>")
    coach.review(page_key, table, hand.states)   # the learner's decisions in this hand, graded (off: nothing)
