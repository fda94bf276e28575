"""A shared table at the game's own page: the seat this browser holds, the table as that seat sees it, its lobby.

A person opens or joins a table on the "Play together" page (lessons/site/shared.py), which keeps their seat in the
session (``SEAT``) and in the address (``_table``, ``_tseat``: the seat's token, never the name), and opens the
game's page. There ``TablePage`` asks ``table(game)`` first: while this browser holds a seat at a table of that
game, the page's table is the engine's ``SeatTable`` for that seat (its own view only; its moves go to the store),
drawn by the game's own views in a fragment that the server reruns when the table moves (lessons/parts/push.py).
A reload keeps the seat (the address); "Leave the table" forgets it in this browser (the seat stays theirs: the
token in a kept link takes it back).
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from engine.core.errors import BadInput
from engine.games import get_game
from lessons.parts import classroom, push, session, show
from lessons.views import controls

SEAT = "shared:seat"               # {"game", "table_id", "code", "token"}
CODE, TOKEN = "_table", "_tseat"   # the address bar's parameters (share.sync_url keeps names starting '_')
KEPT = "shared:table"              # (table id, version, SeatTable): read again only when the table moved
DRAWING = "shared:drawing"         # the SeatTable the table's fragment is drawing now: one snapshot per drawing


def seated_at(t) -> bool:
    """Whether a page's table is a seat at a shared table (its record says so: engine/classroom/tables.py)."""
    return controls.shared_seat(t)


@st.cache_resource(show_spinner=False)
def _tables(url: str):
    from engine.classroom.tables import SharedTables  # here: a page outside a shared table never loads the store

    return SharedTables(classroom.store())


def tables():
    from engine.classroom.config import database_url

    return _tables(database_url())


def sit(game_slug: str, table_id: int, code: str, token: str) -> None:
    """This browser now holds a seat (after opening or joining): kept in the session and the address."""
    st.session_state[SEAT] = {"game": game_slug, "table_id": table_id, "code": code, "token": token}
    st.session_state.pop(KEPT, None)
    st.query_params[CODE] = code
    st.query_params[TOKEN] = token


def leave() -> None:
    st.session_state.pop(SEAT, None)
    st.session_state.pop(KEPT, None)
    for k in (CODE, TOKEN):
        st.query_params.pop(k, None)
    push.forget()


def _held() -> dict | None:
    """The seat this browser holds: in the session, or (after a reload) named by the address's code and token."""
    held = st.session_state.get(SEAT)
    if held is not None:
        return held
    code, token = st.query_params.get(CODE), st.query_params.get(TOKEN)
    if not code or not token:
        return None
    try:   # the seat's token takes it back, from a computer player that kept it while its player was away
        c = classroom.caller()
        t, seat, _ = tables().join(code, None, token=token, client=c.client, network=c.network)
    except (BadInput, Exception):   # noqa: BLE001 - a stale or wrong link: the page is an ordinary table again
        seat = None
    if seat is None:
        for k in (CODE, TOKEN):
            st.query_params.pop(k, None)
        return None
    sit(t.game, t.id, t.code, token)
    return st.session_state[SEAT]


def table(game):
    """The shared table this browser sits at for ``game``, as its seat sees it; None when it sits at none."""
    held = _held()
    if held is None or held["game"] != game.slug:
        return None
    drawing = st.session_state.get(DRAWING)
    if drawing is not None and drawing.shared.id == held["table_id"]:
        return drawing   # while the fragment draws: the table it began with, though another seat moved meanwhile
    kept = st.session_state.get(KEPT)
    try:
        version = tables().versions([held["table_id"]]).get(held["table_id"])
        if version is None:
            leave()
            return None
        if kept is None or kept[0] != held["table_id"] or kept[1] != version:
            seat = tables().seat_table(held["table_id"], held["token"])
            kept = (held["table_id"], seat.shared.version, seat)   # the version read with the table, not before
            st.session_state[KEPT] = kept
    except BadInput:
        leave()
        return None
    return kept[2]


def seat_choices(game, rules: str) -> dict[int, object]:
    """The numbers of players a rule set may be shared at, each with its variant (``tables.seat_variants``: the
    option that changes the seats, at each value the rule set accepts; a number that makes another named rule set is
    offered under that rule set's name, not this one's)."""
    from engine.classroom.tables import seat_variants

    rules = getattr(game.presets, "aliases", {}).get(rules, rules)   # an old name: today's (engine/core/presets.py)
    return seat_variants(game, game.presets.get(rules, game.Variant()), rules)


def seated_variant(game, rules: str, players: object):
    """The variant a table is opened with: the rule set at the number of players chosen (BadInput, naming the
    numbers it allows, for any other)."""
    choices = seat_choices(game, rules)
    if players not in choices:
        allowed = [str(n) for n in choices]
        said = allowed[0] if len(allowed) == 1 else f"{', '.join(allowed[:-1])} or {allowed[-1]}"
        raise BadInput("players", f"{game.title} by the rule set {rules!r} is played by {said}, not by "
                                  f"{str(players)[:12]}")
    return choices[players]


def outside(t) -> tuple:
    """What the page shows of a seat's table outside the table's fragment: the rule set, the lobby's seats and state
    (started, names, away), and Save once the game is over. The seat's table is rebuilt at every move, so the page's
    guard (``TablePage.fresh``) compares this, not the object: a pushed move redraws only the fragment, as at a table
    of one, and the whole page only when one of these changed."""
    sh = t.shared
    return (sh.id, t.learner, tuple(sorted(sh.variant.items())), sh.started,
            tuple((s.kind, s.name, s.away) for s in sh.seats), t.game.is_over(t.state))


def act(page_key: str, t, text: str, move: Callable[[str], None] | None = None) -> bool:
    """The seat's move: to the store (``move``: the page's own way of making it, which ends in ``t.act``); a refusal
    shown where the player acted; the other seats told at once. True when the move was taken."""
    if session.attempt(page_key, move or t.act, text):
        st.session_state.pop(KEPT, None)
        push.changed()
        return True
    return False


@st.fragment
def _live(draw: Callable[[], None], table_id: int, game_slug: str) -> None:
    held = st.session_state.get(SEAT)
    seat = table(get_game(game_slug)) if held and held["table_id"] == table_id else None
    if seat is None:
        draw()
        return
    # The drawing reads the table several times (the board, the coach): each read is this one snapshot, and the
    # version watched is the one drawn. Were a later read to see a move made meanwhile (a computer player's, in the
    # push thread), the seat would be watching a version its screen does not show, and wait for a move forever.
    st.session_state[DRAWING] = seat
    try:
        waiting(seat)   # read afresh: the push thread reruns this fragment when a nudge is due (push.py)
        draw()
    finally:
        st.session_state.pop(DRAWING, None)
    push.watch(tables(), table_id, seat.shared.version)   # the version just drawn: rerun when it moves on


def watch_here(t) -> None:
    """Inside a page's own table fragment (Chuck-a-Luck draws its table in one, from ``t``): rerun it when the
    table moves past the version drawn."""
    waiting(t)
    push.watch(tables(), t.shared.id, t.shared.version)


def live(draw: Callable[[], None], t) -> None:
    """The table's fragment at a shared table: drawn now, and again whenever the table moves (pushed)."""
    _live(draw, t.shared.id, t.game.slug)


def _start(t) -> None:
    try:
        tables().start(t.shared.id, t.token)
    except BadInput as exc:
        session.warn("shared", str(exc.reason))
    st.session_state.pop(KEPT, None)
    push.changed()


def _hand_over(t, seat: int) -> None:
    try:
        tables().hand_over(t.shared.id, t.token, seat)
    except BadInput as exc:
        session.warn("shared", str(exc.reason))
    st.session_state.pop(KEPT, None)
    push.changed()


def _nudge(t) -> None:
    try:
        tables().nudge(t.shared.id, t.token)
    except BadInput as exc:
        session.warn("shared", str(exc.reason))
    push.changed()


def save_finished(t) -> None:
    """Once the game is over, every player may keep it: the plain record (nothing is hidden any more), which
    ``python -m engine replay`` and any table's Load read."""
    if t.game.is_over(t.state):
        st.download_button("Save this game", t.record.to_json(), file_name=f"{t.game.slug}-{t.shared.code}.json",
                           mime="application/json", icon=":material/download:", key="shared:save", on_click="ignore")


def lobby(t) -> None:
    """Above the table: the code, who sits where, and what this seat may do (invite the others, start, hand a seat
    over, leave). Nudges are drawn in the table's fragment (``waiting``), which the push thread redraws."""
    sh = t.shared
    me = t.learner
    names = []
    for s in sh.seats:
        if s.seat == me:
            who = "<b>you</b>"
        elif s.name and s.away:
            who = f"{show.escape(s.name)} (away: a computer player keeps the seat)"
        elif s.name:
            who = show.escape(s.name)
        elif s.kind == "computer" or sh.started:
            who = "computer"
        else:
            who = "<i>free</i>"
        names.append(f"<li>{s.seat + 1}: {who}</li>")
    # one line above the table, so the table's state, the hand and the actions stay in the first screen
    show.html(f'<div class="cp-shared" role="region" aria-label="Shared table"><b>Shared table '
              f'{show.escape(sh.shown_code)}</b> · {"playing" if sh.started else "waiting for players"} · seats '
              f'<ul class="cp-shared-seats">{"".join(names)}</ul></div>')
    notice = st.session_state.pop(session.key("shared", "notice"), None)
    if notice:
        st.warning(notice)
    buttons = []
    if me == sh.opener and not sh.started:
        buttons.append(("Start the game", dict(key="shared:start", type="primary", on_click=_start, args=(t,),
                                                help="Seats nobody took are played by computer players.")))
    if me == sh.opener and sh.started:
        for s in [s for s in sh.seats if s.name and s.seat != me and not s.away][:3]:
            buttons.append((f"Seat {s.seat + 1} to a computer",
                            dict(key=f"shared:hand{s.seat}", on_click=_hand_over, args=(t, s.seat),
                                 help=f"{s.name} has left? A computer player keeps the seat until they come back.")))
    buttons.append(("Leave the table", dict(key="shared:leave", on_click=leave,
                                            help="This browser forgets its seat; the seat stays yours (your link "
                                                 "takes it back).")))
    with st.container(horizontal=True, key="shared:bar"):
        if me == sh.opener and not sh.started and sh.free_seats():   # the others still to come: how they join
            with st.popover("Invite: code, link, QR", icon=":material/qr_code_2:", key="shared:invite"):
                show.html(invitation_html(sh.code))
        for label, kw in buttons:
            st.button(label, **kw)


def waiting(t, now=None) -> None:
    """Above the table, in its fragment (the push thread redraws it when the opener's time has passed: push.py): once
    the person to act may be nudged, they are told the table waits for them, and the others may nudge them."""
    sh = t.shared
    to_act = t.state.to_act
    at = sh.nudge_at(to_act) if not t.game.is_over(t.state) else None
    now = now or _utcnow()
    if at is None or now < at:
        return
    waited = int((now - sh.changed_at).total_seconds())
    if to_act == t.learner:
        nudged = " (you were nudged)" if sh.seats[to_act].nudged_at is not None else ""
        st.info(f"The table has waited {waited} s for you{nudged}: it is your turn.",
                icon=":material/notifications:")
        return
    # a name is shown escaped, in HTML (a widget's label would read it as Markdown)
    who = show.escape(sh.seats[to_act].name or "The player to act")
    nudged = sh.seats[to_act].nudged_at is not None
    with st.container(horizontal=True, vertical_alignment="center", key="shared:waiting"):
        show.html(f'<div class="cp-shared-wait">{who} has kept the table waiting {waited} s'
                  f'{" and was nudged" if nudged else ""}.</div>')
        if not nudged:
            st.button("Nudge", key="shared:nudge", on_click=_nudge, args=(t,), icon=":material/notifications:",
                      help="Remind them it is their turn (their screen says so).")


def _utcnow():
    from engine.classroom.store import utcnow

    return utcnow()


def join_address(code: str) -> str:
    """Where the others join: Play together with the code (never a seat's token)."""
    from lessons.site import class_common

    base = class_common.base_url()
    return f"{base}/play-together?table={code}" if base else f"./play-together?table={code}"


def invitation_html(code: str, lead: str = "The others join with the code") -> str:
    """The code, the link and the QR code the others join by: on Play together when the table is opened, and in
    the lobby for the opener until the game starts (one drawing for both)."""
    from engine.classroom.codes import format_code
    from lessons.site import class_common

    address = join_address(code)
    return (f'<div class="cp-shared-open"><p>{show.escape(lead)}</p>'
            f'<div class="cp-shared-code" aria-label="Table code">{show.escape(format_code(code))}</div>'
            f'<p>or this link: <code>{show.escape(address)}</code></p>'
            f'<div class="cp-shared-qr" aria-label="QR code of the join address">'
            f'{class_common.qr_svg(address, scale=4, title="Join this table")}</div></div>')
