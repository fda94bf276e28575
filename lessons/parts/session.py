"""The page's game in session state, and refusals shown where the learner looks.

One ``Table`` per page, under keys prefixed with the page's name, so two lessons never
share state. Change it only in callbacks (``attempt``), so a click and its effect
arrive in the same rerun.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from engine.core.errors import BadInput, IllegalAction
from engine.core.table import Table
from lessons.parts import classroom
from lessons.views import controls
from sources.citation import short_cite

key = controls.key   # "<page>:<name>": one naming of a page's session values and controls (lessons/views/controls.py)


def table(page_key: str, factory: Callable[[], Table]) -> Table:
    k = key(page_key, "table")
    if k not in st.session_state and not classroom.resume(page_key):   # a reload mid-class resumes the class hand
        st.session_state[k] = factory()
    return classroom.hook(page_key, st.session_state[k])   # a class hand kept as played (no-op outside a class)


def replace(page_key: str, new: Table) -> None:
    st.session_state[key(page_key, "table")] = new
    clear(page_key)


def attempt(page_key: str, fn: Callable[..., Any], *args, **kwargs) -> bool:
    """Run a move; on IllegalAction remember the refusal (nothing changed) and return False."""
    try:
        fn(*args, **kwargs)
    except IllegalAction as exc:
        refuse(page_key, exc)
        return False
    except BadInput as exc:
        warn(page_key, f"{exc.what}: {exc.reason}")
        return False
    clear(page_key)
    return True


def refuse(page_key: str, exc: IllegalAction) -> None:
    rule = exc.rule
    st.session_state[key(page_key, "refusal")] = {
        "reason": exc.reason,
        "rule": rule.text if rule else "",
        "rule_id": rule.id if rule else "",
        "cite": short_cite(rule.source, rule.locator, markup=True) if rule else "",
    }


def undo(page_key: str, table) -> bool:
    """The learner's Undo: the table takes back their last move, or the notice says why it cannot."""
    if table.undo():
        clear(page_key)
        return True
    warn(page_key, table.undo_refusal() or "There is nothing of yours to take back.")
    return False


def warn(page_key: str, message: str) -> None:
    st.session_state[key(page_key, "notice")] = message


def clear(page_key: str) -> None:
    st.session_state.pop(key(page_key, "refusal"), None)
    st.session_state.pop(key(page_key, "notice"), None)


def refusal(page_key: str) -> None:
    """Show the last refusal or notice, if any: the reason, the rule, its source."""
    r = st.session_state.get(key(page_key, "refusal"))
    if r:
        rule = f"\n\n**Rule** ({r['rule_id']}): {r['rule']} — {r['cite']}" if r["rule"] else ""
        st.error(f"**Not allowed.** {r['reason']}{rule}", icon=":material/block:")
    notice = st.session_state.get(key(page_key, "notice"))
    if notice:
        st.warning(notice, icon=":material/warning:")
