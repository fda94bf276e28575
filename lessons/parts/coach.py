"""The coach at a table: how much help the learner asked for, live help's ladder, and the review's grades.

The coach itself is the engine's (``engine.coach``: each game's evaluation, one grading for all); this part asks it
and keeps its answers in the session, so a decision is valued once however often the table is drawn. The words
and figures are drawn by lessons/views/coach.py.

- **How much help** (``picker``, under the table, outside its fragment so a click at the table does not redraw it):
  off (for a test), after the hand (the default: the review grades each decision), or live.
- **Live** (``live``, drawn in the table's fragment right after the table, so the table answers a click first and
  the grade arrives after it): the learner's last decision graded; for the decision in front of them, a ladder they
  climb one rung at a time: a nudge, then the best choice, then every choice with its figures.
- **After the hand** (``review``, in the after-hand review): each decision of the finished hand graded, and "try
  again from here" (``Table.try_again``) to choose again from that position.

The coach values a decision from the learner's own view only (``Game.view``): it never reads a card the learner
cannot see. Its draws are seeded by the record's seed and the decision's place (``engine.coach.decision_rng``).
"""

from __future__ import annotations

import streamlit as st

from engine.coach import coach_for, judge
from engine.core.table import Table
from lessons.parts import classroom, session, show
from lessons.views import coach as V

LEVELS = {"off": "Off (a test of yourself)", "after": "After the hand", "live": "Live"}
DEFAULT = "after"
CLASS_LIVE_OFF = "Your teacher has turned live help off for this class: the coach grades your moves after the hand."
SHARED_LIVE_OFF = "At a shared table the coach grades your moves after the hand: live help would play for you."


def _k(page_key: str, name: str) -> str:
    return session.key(page_key, f"coach:{name}")


def live_allowed(page_key: str, table: Table) -> bool:
    """Live help is the learner's own choice, except at a shared table (it would help one player against the
    others: the coach grades there after the hand) and in a class hand whose teacher turned it off (read from the
    class's own setting: lessons/parts/classroom.py)."""
    if table.record.table.get("shared"):
        return False
    return not table.record.table.get("class_deal") or classroom.live_help(page_key)


def level(page_key: str, table: Table) -> str:
    chosen = st.session_state.get(_k(page_key, "level")) or DEFAULT
    return "after" if chosen == "live" and not live_allowed(page_key, table) else chosen


def picker(page_key: str, table: Table) -> None:
    """The learner's choice of help, with what each means."""
    if coach_for(table.game.slug) is None:
        return
    k = _k(page_key, "level")
    st.session_state.setdefault(k, DEFAULT)
    options = LEVELS if live_allowed(page_key, table) else {k_: v for k_, v in LEVELS.items() if k_ != "live"}
    if st.session_state[k] not in options:
        st.session_state[k] = DEFAULT
    st.radio("Coach", list(options), format_func=options.get, key=k, horizontal=True,
             help="Off: no grades (a test). After the hand: the review grades each of your decisions. Live: your "
                  "last move graded as you play, and help for the next, one step at a time.")
    if not live_allowed(page_key, table):
        st.caption(SHARED_LIVE_OFF if table.record.table.get("shared") else CLASS_LIVE_OFF)


def judged(page_key: str, table: Table, move_no: int):
    """The learner's decision at action ``move_no``, graded (once per position: kept in the session)."""
    memo = st.session_state.setdefault(_k(page_key, "memo"), {})
    key = (table.game.slug, table.record.seed, tuple(table.record.actions[: move_no + 1]))
    if key not in memo:
        coach = coach_for(table.game.slug)
        state = table.state_at(move_no)
        memo[key] = judge(table.game, state, table.learner, table.record.actions[move_no], move_no,
                          coach.LIVE_SAMPLES, seed=table.record.seed, coach=coach)
        if len(memo) > 400:                 # a long session: forget the oldest
            memo.pop(next(iter(memo)))
    return memo[key]


def _climb(page_key: str, at: int) -> None:
    k = _k(page_key, "rung")
    rung, where = st.session_state.get(k, (0, at))
    st.session_state[k] = ((rung if where == at else 0) + 1, at)


RUNGS = ("A hint", "Show the coach's choice", "Show every choice with its figures")


def _evaluation(page_key: str, table: Table):
    """The decision in front of the learner, valued (kept while it is the same position)."""
    memo = st.session_state.setdefault(_k(page_key, "now"), {})
    key = (table.game.slug, table.record.seed, tuple(table.record.actions))
    if key not in memo:
        memo.clear()
        coach = coach_for(table.game.slug)
        n = len(table.record.actions)
        from engine.coach import decision_rng

        memo[key] = coach.evaluate(table.view(), table.game.legal_actions(table.state), coach.LIVE_SAMPLES,
                                   decision_rng(table.record.seed, n))
    return memo[key]


def live(page_key: str, table: Table) -> None:
    """Live help, in the table's fragment after the table: the last decision graded, the ladder for the next."""
    coach = coach_for(table.game.slug)
    if coach is None or level(page_key, table) != "live":
        return
    mine = table.decisions()
    with st.container(key=_k(page_key, "live"), border=True):
        if mine:
            with st.spinner("The coach is weighing your last move…"):
                d = judged(page_key, table, mine[-1])
            show.html(f'<div class="cp-coach" role="status"><b>Your last decision</b>{V.decision_html(d)}</div>')
        if not table.learners_turn() or len(table.legal()) < 2:
            return
        at = len(table.record.actions)
        rung, where = st.session_state.get(_k(page_key, "rung"), (0, at))
        rung = rung if where == at else 0
        ev = None
        if rung >= 2:
            with st.spinner("The coach is weighing your choices…"):
                ev = _evaluation(page_key, table)
        if rung:
            show.html(f'<div class="cp-coach">{V.ladder_html(rung, coach.nudge(table.view(), table.legal()), ev)}'
                      "</div>")
        if rung < len(RUNGS):
            st.button(RUNGS[rung], key=_k(page_key, f"climb{rung}"), on_click=_climb, args=(page_key, at),
                      help="Live help climbs one step at a time: what to think about, then the coach's choice, "
                           "then every choice with its figures.")


def _try_again(page_key: str, table: Table, move_no: int) -> None:
    if table.try_again(move_no):
        session.clear(page_key)
        st.session_state[session.key(page_key, "review:open")] = False
    else:
        session.warn(page_key, table.try_again_refusal(move_no) or "That position cannot be played again.")


def review(page_key: str, table: Table, states: tuple[int, ...]) -> None:
    """Under a finished hand in the review: each of the learner's decisions in it, graded, with "try again"."""
    if coach_for(table.game.slug) is None or level(page_key, table) == "off":
        return
    n_actions = len(table.record.actions)
    decided = set(table.decisions())
    mine = [(k + 1, i) for k, i in enumerate(states) if i < n_actions and i in decided]
    if not mine:
        show.html(V.review_rows([]))
        return
    with st.spinner("The coach is grading this hand's decisions…"):
        graded = [(n, judged(page_key, table, i)) for n, i in mine]
    st.markdown("**The coach: your decisions in this hand**")
    show.html(V.review_rows(graded))
    if table.try_again_refusal(mine[0][1]) is None:
        cols = st.columns(min(len(mine), 4))
        for j, (n, i) in enumerate(mine):
            cols[j % len(cols)].button(f"Try move {n} again", key=_k(page_key, f"again{i}"),
                                       on_click=_try_again, args=(page_key, table, i),
                                       help="Go back to this decision and choose again; the computer players "
                                            "answer as they would have.")
    else:
        st.caption(table.try_again_refusal(mine[0][1]))
    st.caption(V.scale_note(graded[0][1].evaluation))
