"""Pacing for every table with computer players: one action at a time, until my turn, or by themselves at a pace.

A page draws its table through ``paced(PAGE, current, draw)``: the table runs in a fragment that, when the
learner has chosen a pace, reruns every so many seconds and lets one computer player act per tick (never
faster than the pace: the time of the last action is kept, a learner's own click included). After an action
that ends a trick (``linger``) the table waits one more beat, so the trick stays on the felt long enough to
read before it is gathered. The intervals actually taken are measured and shown beside the pace.

A table drawn as one block (board.py) takes Next (one computer action) and Until my turn as the block's buttons
(``buttons``, their moves in ``handlers``) and draws the pace chooser above its fragment (``picker``, a block of its
own: a choice reruns the page, so the fragment takes its new timer); ``measured_html`` is the pace measured, for
the block.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import streamlit as st

from lessons.parts import board, session, share
from lessons.views import controls

PACES = {"step": None, "slow": 2.0, "class": 1.2, "brisk": 0.6}
LABELS = {"step": "By hand", "slow": "Slow", "class": "Class", "brisk": "Brisk"}


def _k(page_key: str, name: str) -> str:
    return session.key(page_key, f"pace:{name}")


def mode(page_key: str) -> str:
    m = st.session_state.get(_k(page_key, "mode"), "step")
    return m if m in PACES else "step"


def seconds(page_key: str) -> float | None:
    """The chosen pace in seconds per computer action, or None when the learner steps by hand."""
    return PACES[mode(page_key)]


def intervals(page_key: str) -> list[float]:
    """The seconds between the last computer actions taken by themselves (for the caption and the tests)."""
    return list(st.session_state.get(_k(page_key, "gaps"), []))


def _seen(page_key: str, table) -> None:
    """Note the time of any new action (the learner's click, a step by hand), so the pace counts from it."""
    n = len(table.record.actions)
    if st.session_state.get(_k(page_key, "n")) != n:
        st.session_state[_k(page_key, "n")] = n
        st.session_state[_k(page_key, "at")] = time.monotonic()
        st.session_state[_k(page_key, "auto")] = False


def tick(page_key: str, table, stop: Callable | None = None, linger: Callable | None = None) -> bool:
    """One computer action if the learner chose a pace, a computer player is to act and the pace has elapsed."""
    _seen(page_key, table)
    every = seconds(page_key)
    if every is None or not table.bots_turn() or (stop is not None and stop(table)):
        return False
    now = time.monotonic()
    last = st.session_state.get(_k(page_key, "at"), 0.0)
    lingering = linger is not None and bool(st.session_state.get(_k(page_key, "linger")))
    # the fragment's timer ticks every beat: a tick may come early after a click (the timer does not restart) or
    # late under load; half a beat is the least gap allowed (a lingering trick: one and a half beats)
    if now - last < (every * 1.5 if lingering else every * 0.5):
        return False
    session.attempt(page_key, table.step_bot)
    if st.session_state.get(_k(page_key, "auto")) and not lingering:
        gaps = st.session_state.setdefault(_k(page_key, "gaps"), [])
        gaps.append(round(now - last, 3))
        del gaps[:-20]
    st.session_state[_k(page_key, "n")] = len(table.record.actions)
    st.session_state[_k(page_key, "at")] = now
    st.session_state[_k(page_key, "auto")] = True
    st.session_state[_k(page_key, "linger")] = bool(linger and linger(table))
    return True


def trick_ended(table) -> bool:
    """For trick-taking tables whose view has ``trick`` (cards on the felt) and ``tricks`` (those gathered): the
    last action ended a trick, so the next waits one more beat and the trick can be read before the next lead."""
    view = table.view()
    return not view.get("trick") and bool(view.get("tricks"))


def paced(page_key: str, current: Callable, draw: Callable[[], None], stop: Callable | None = None,
          linger: Callable | None = None) -> None:
    """Draw the table in a fragment that ticks at the chosen pace (and not at all when stepping by hand)."""
    every = seconds(page_key)

    @st.fragment(run_every=every)
    def _table() -> None:
        if seconds(page_key) != every:
            st.rerun(scope="app")   # the pace changed: the fragment's timer must follow
        with share.address_at_end():   # a table drawing its share link (a new deal) moves the address bar too
            tick(page_key, current(), stop, linger)
            draw()

    _table()


def _next(page_key: str, current: Callable) -> None:
    session.attempt(page_key, current().step_bot)


def _until(page_key: str, current: Callable, stop: Callable | None) -> None:
    t = current()
    n = 0
    while t.bots_turn() and not (stop is not None and stop(t)) and n < 10_000:
        if not session.attempt(page_key, t.step_bot):
            break
        n += 1


NEXT, UNTIL = "pace:next", "pace:until"   # the block's moves for the two buttons (never an engine move's text)


def buttons(page_key: str, current: Callable, stop: Callable | None = None, short: bool = False) -> list[str]:
    """Next and Until my turn as the block's buttons (board.button), for ``board.row``; none at a shared table,
    whose computer players the server moves (lessons/parts/push.py)."""
    t = current()
    if controls.shared_seat(t):
        return []
    theirs = t.bots_turn() and not (stop is not None and stop(t))
    who = t.game.seat_name(t.variant, t.state.to_act) if theirs else ""
    return [board.button(NEXT, f"Next: {who}" if theirs and not short else "Next", key=_k(page_key, "next"),
                         primary=theirs, disabled=not theirs, icon="skip_next",
                         help=f"The next computer player ({who or 'none now'}) acts: one action at a time, at "
                              "your pace."),
            board.button(UNTIL, "Until my turn", key=_k(page_key, "until"), disabled=not theirs, icon="fast_forward",
                         help="The computer players act until it is your turn.")]


def handlers(page_key: str, current: Callable, stop: Callable | None = None) -> dict:
    """What the block does with the two buttons' moves (for ``board.draw``)."""
    return {NEXT: lambda: _next(page_key, current), UNTIL: lambda: _until(page_key, current, stop)}


def measured_html(page_key: str) -> str:
    """The pace measured, as the block's caption (empty when stepping by hand or too few actions yet)."""
    gaps = intervals(page_key)[-6:]
    if not (seconds(page_key) and len(gaps) >= 2):
        return ""
    return (f'<div class="cp-caption">Measured: {sum(gaps) / len(gaps):.2f} s per action over the last {len(gaps)} '
            f"(chosen: {seconds(page_key)} s; a finished trick waits one more beat).</div>")


def picker(page_key: str, new_game: Callable[[], None] | None = None) -> None:
    """The pace the computer players play at by themselves (or by hand), drawn above the table's fragment; the
    pace measured is the block's (``measured_html``). ``new_game``: a "New game" button beside it, in the same
    block (a Streamlit button there was about 85 React components redrawn per click at the table). A table with
    settings draws the same in its settings bar (tableframe.settings_bar).

    A row of radio buttons drawn as one block (board.py, ``chrome``), not a segmented control: every click at the
    table redraws every element of the page in the browser, and a segmented control was about 170 React
    components per click (issue 12; benchmarks/table_floor.py). A choice reruns the page, so the table's
    fragment (``paced``) takes its new timer."""
    board.draw(f"{page_key}:pace", f'<div class="cp-row">{picker_html(page_key, new_game)}</div>',
               lambda move: choose(page_key, move, new_game), chrome=True, width="content")


def picker_html(page_key: str, new_game: Callable[[], None] | None = None) -> str:
    """The pace's radio buttons (and New game), for a block whose handler passes their moves to ``choose``."""
    tip = ("By hand: they act when you press Next. Slow, Class, Brisk: they play by themselves, one action every "
           "2, 1.2 or 0.6 seconds.")
    group = board.radios("Computer players", LABELS, mode(page_key), act="pace", key=_k(page_key, "mode"),
                         group_cls="cp-seg", cls="cp-seg-opt", help=tip)
    again = (board.button("new game", "New game", key=f"{page_key}:new", icon="refresh",
                          help="A new game with the rules, players and computer players chosen.")
             if new_game is not None else "")
    return group + again


def choose(page_key: str, move: str, new_game: Callable[[], None] | None = None) -> None:
    """A move of ``picker_html``'s buttons: a pace chosen, or New game; anything else is not theirs."""
    m = move.removeprefix("pace ")
    if move.startswith("pace ") and m in PACES:
        st.session_state[_k(page_key, "mode")] = m
    elif move == "new game" and new_game is not None:
        new_game()
