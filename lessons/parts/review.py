"""After each hand, a review for the class: every hand laid open and the hand replayed move by move.

Built from the game's record alone: ``engine.core.record.replay_states`` replays it (every action re-checked),
and each seat's own ``view`` of each state gives that seat's cards, so no rule and no hidden state is read
here. A hand is offered only once it is over (its cards can no longer matter). The learner steps forward and
back or jumps to any move; every seat's cards are shown at that moment, with the move that led to it.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from engine.core.cards import Card
from engine.core.record import replay_states
from lessons.parts import session, show


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


def hands(table, states: list, hand_key: str) -> dict[int, list[int]]:
    """Finished hands: hand number -> the indices of its states (from the deal to the hand's last action)."""
    game, learner = table.game, table.learner
    numbers = [game.view(s, learner).get(hand_key) for s in states]
    out: dict[int, list[int]] = {}
    for i, h in enumerate(numbers):
        out.setdefault(h, []).append(i)
    over = game.is_over(states[-1])
    last = numbers[-1]
    # a hand's last state is the one before the next hand's first: include it so the final trick shows
    keys = sorted(k for k in out if k is not None)
    for a, b in zip(keys, keys[1:], strict=False):
        out[a].append(out[b][0])
    return {h: idx for h, idx in out.items() if h is not None and (h != last or over)}


def _set(page_key: str, value: int) -> None:
    st.session_state[_k(page_key, "step")] = value


def hand_review(page_key: str, table, hand_key: str = "deal_no", seat_names: list[str] | None = None,
                draw_state: Callable[[dict], str] | None = None, hand_html: Callable[[str], str] = card_html,
                label: str = "Review a finished hand: every hand laid open, move by move") -> None:
    """A toggle; when on, the finished hand chosen replayed with all cards shown (forward, back, to any move)."""
    if not st.toggle(label, key=_k(page_key, "open")):
        return
    states = _states(page_key, table)
    done = hands(table, states, hand_key)
    if not done:
        st.caption("No hand is finished yet: a hand is laid open once it is over, when its cards no longer matter.")
        return
    game, variant = table.game, table.variant
    names = seat_names or [game.seat_name(variant, s) for s in range(game.seats(variant))]
    numbers = sorted(done)
    c = st.columns([2, 5], vertical_alignment="bottom")
    h = c[0].selectbox("Hand", numbers, index=len(numbers) - 1, key=_k(page_key, "hand"),
                       format_func=lambda x: f"Hand {int(x) + (0 if min(numbers) >= 1 else 1)}",
                       on_change=_set, args=(page_key, 0))
    idx = done[h]
    last = len(idx) - 1
    step = min(max(int(st.session_state.get(_k(page_key, "step"), 0)), 0), last)
    st.session_state[_k(page_key, "step")] = step
    c[1].slider("Move", 0, last, key=_k(page_key, "step"), help="0 is the deal; drag to any move of the hand.")
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
    move = log[i - 1][1] if 0 < i <= len(log) else "The deal."
    seats = range(game.seats(variant))
    rows = "".join(
        f"<tr><td><b>{show.escape(names[s])}</b></td><td>"
        f"{''.join(hand_html(x) for x in (game.view(states[i], s).get('hand') or [])) or '—'}</td></tr>"
        for s in seats)
    centre = draw_state(game.view(states[i], table.learner)) if draw_state else ""
    show.html(f'<div role="region" aria-label="hand review"><p><b>Move {step} of {last}:</b> '
              f'{show.escape(move)}</p><table>{rows}</table>{centre}</div>')
