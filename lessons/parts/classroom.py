"""The class hook: a student's class deal played at the game's ordinary table, its finished hand stored.

``Join a class`` builds the student's table from the class's deal (``start``) and opens the game's own page;
``session.table`` calls ``after_move`` each time a page takes its table, and when the class table's game is
over its record and the student's decisions go to the store in one transaction, once. Outside a class (no
``classroom:active`` in the session) ``after_move`` does nothing; a table the student replaced (a new deal, a
link, a loaded game) is not the class's and is never stored as its hand.
"""

from __future__ import annotations

import streamlit as st

ACTIVE = "classroom:active"


@st.cache_resource(show_spinner=False)
def _store(url: str):
    from engine.classroom.store import open_store

    return open_store(url)


def store():
    """The site process's class store (raises ``StoreUnavailable`` naming the URL and why)."""
    from engine.classroom.config import database_url  # imported here: pages outside a class never load the store

    return _store(database_url())


def start(page_key: str, table, klass, student_id: int, deal_index: int) -> None:
    """Seat the student at ``page_key``'s table with the class's deal ``deal_index``."""
    st.session_state[f"{page_key}:table"] = table
    st.session_state[ACTIVE] = {"page": page_key, "table": table, "class": klass, "student": student_id,
                                "deal": deal_index, "saved": False}


def active(page_key: str | None = None) -> dict | None:
    a = st.session_state.get(ACTIVE)
    return a if a and (page_key is None or a["page"] == page_key) else None


def after_move(page_key: str, table) -> None:
    """Store the class hand once it is over (a no-op outside a class)."""
    a = st.session_state.get(ACTIVE)
    if not a or a["page"] != page_key or a["saved"] or table is not a["table"] or not table.game.is_over(table.state):
        return
    klass, record = a["class"], table.record
    if record.game != klass.game or record.seed != klass.seeds[a["deal"]] or record.deal is not None:
        return                                    # not the class's deal any more (a saved game was loaded)
    from engine.classroom.play import hand_result
    from engine.core.errors import BadInput

    a["saved"] = True
    try:
        stored = store().record_hand(a["student"], a["deal"], hand_result(table))
    except BadInput as exc:
        st.toast(f"This hand was not kept: {exc.reason}.", icon=":material/warning:")
        return
    more = a["deal"] + 1 < klass.deals
    st.toast(("Deal stored. " if stored else "This deal was already finished under your name on another screen. ")
             + ("Open **Join a class** for the next deal." if more else "That was the class's last deal."),
             icon=":material/task_alt:")
