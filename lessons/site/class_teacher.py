"""Classroom, the teacher's side: open a class for the room, then the dashboard projected for discussion.

Opened without a key: a form (the game, its rule set, 1-10 deals chosen by the site, the computer players'
strength). A new class first shows its private link, once, on a step of its own (before the room sees the
screen); then the dashboard. Opened with ``?key=…`` (the private link the teacher keeps), the key is traded for
this browser session and taken out of the address bar at once, so neither the projected screen, the address bar
nor the history shows it. The dashboard: the join code in large type with a QR code of the
join address, and the room's progress, students named "Student 1, 2, …" unless the teacher chooses to show names;
it refreshes itself in a fragment so the teacher's own choices on the page are never disturbed. Below it, closed,
the teacher's corner: the private link on request, the replay of a student's deal, and deleting the class. Between
them, "Play a deal together at shared tables": the teacher seats the students who joined at tables of N
(engine/classroom/class_tables.py), and the dashboard shows each table's seats, moves, turn and tally. Its
"Projector view" button shows the room only the join code, its QR code and the progress without names
(``class_projector.py``; ``?view=projector`` in the address, drawn only for the session holding the key).
"""

from __future__ import annotations

import html
from datetime import UTC, date, datetime, time, timedelta

import streamlit as st
from sqlalchemy.exc import SQLAlchemyError

from engine.classroom import estimates, results
from engine.classroom.class_tables import seating as ct_seating
from engine.classroom.play import strengths
from engine.classroom.store import MAX_DEALS
from engine.coach import GRADE_WORDS, GRADES
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, replay_states, transcript
from engine.core.rng import fresh_seed
from engine.core.variant import variant_to_dict
from engine.games import all_games, get_game
from lessons.parts import charts
from lessons.site import class_common as common
from lessons.site import class_projector as projector

PAGE = "class"
REFRESH = 5          # seconds between the dashboard's own refreshes
MAX_POINTS = 40      # decision points shown (the most attended of each deal first)
ESTIMATE_BUDGET = 0.3  # seconds a refresh may spend on new estimates (each is kept once computed)
DEFAULT_RULES = "(the game's default rules)"


def k(name: str) -> str:
    return f"{PAGE}:{name}"


# -- opening a class ---------------------------------------------------------------------------------------
def _create(store) -> None:
    game = get_game(st.session_state[k("game")])
    rules = st.session_state.get(k("rules"), DEFAULT_RULES)
    variant = game.variant_for(None if rules == DEFAULT_RULES else rules)
    deals = int(st.session_state.get(k("deals"), 3))
    bots = st.session_state.get(k("bots")) or ""
    due = st.session_state.get(k("due")) if st.session_state.get(k("homework")) else None
    # the end of the chosen day, UTC
    deadline = datetime.combine(due, time(23, 59)) if isinstance(due, date) else None
    try:
        _, key = store.create_class(game.slug, variant_to_dict(variant), [fresh_seed() for _ in range(deals)], bots,
                                    deadline=deadline)
    except BadInput as exc:
        st.session_state[k("notice")] = f"{exc.what}: {exc.reason}"
        return
    st.query_params.clear()
    st.session_state[k("key")] = key          # the teacher's session holds it; the address bar never does
    st.session_state[k("created")] = True     # the private link is shown once, on a step of its own


def create_form(store) -> None:
    st.markdown("Open a class: every student plays **the same deals**, in the same seat, against the same computer "
                "players, and this page shows, live, what the room decided and how it turned out.")
    games = sorted(all_games().values(), key=lambda g: g.title)
    c1, c2 = st.columns(2)
    slug = c1.selectbox("Game", [g.slug for g in games], format_func=lambda s: get_game(s).title, key=k("game"))
    game = get_game(slug)
    c2.selectbox("Rule set", [DEFAULT_RULES, *game.presets], key=k("rules"))
    c3, c4 = st.columns(2)
    c3.slider("Deals (chosen by the site)", 1, MAX_DEALS, 3, key=k("deals"))
    options = strengths(slug)
    c4.selectbox("Computer players", options or ["(the game's own)"], key=k("bots"),
                 help="The same computer players sit in every student's game.")
    c5, c6 = st.columns(2)
    c5.toggle("Homework: students play in their own time", key=k("homework"),
              help="The deals stay open until the deadline; the dashboard and the CSV fill in as students play.")
    if st.session_state.get(k("homework")):
        today = datetime.now(UTC).date()
        c6.date_input("Until the end of (UTC)", value=today + timedelta(days=7), min_value=today,
                      max_value=today + timedelta(days=29), key=k("due"))
    st.button("Open the class", type="primary", icon=":material/school:", on_click=_create, args=(store,),
              key=k("open"))
    notice = st.session_state.pop(k("notice"), None)
    if notice:
        st.warning(notice, icon=":material/warning:")
    st.caption("The class and its results are kept for 30 days, then deleted; you can delete them sooner. "
               "Students give a display name only: no accounts, no e-mail.")


# -- the dashboard -----------------------------------------------------------------------------------------
def header(klass) -> None:
    game = get_game(klass.game)
    join = common.join_address(klass)
    common.style("class")
    left, right = st.columns([3, 1])
    with left:
        due = f" · homework until {klass.deadline:%d %B, %H:%M} UTC" if klass.deadline else ""
        st.markdown(f"### {html.escape(game.title)} · {klass.deals} deal{'s' if klass.deals > 1 else ''}"
                    f" · computer players: {html.escape(klass.bots or 'the game’s own')}{due}")
        st.markdown('<span class="cp-joinurl">Students scan the square, or open <b>Join a class</b> on this site, '
                    'and type the code</span>'
                    f'<div class="cp-joincode" data-testid="join-code">{klass.shown_code}</div>'
                    f'<span class="cp-joinurl">{html.escape(join)}</span>', unsafe_allow_html=True)
        st.button("Projector view", icon=":material/connected_tv:", key=k("projector"), on_click=projector.open_view,
                  help="For the room's screen: the join code, its QR code and the room's progress in large type, "
                       "without names, keys or anything else of this page.")
    with right:
        st.markdown(f'<div class="cp-qr" aria-label="QR code of the join address">{common.qr_svg(join)}</div>',
                    unsafe_allow_html=True)


def private_link(key: str) -> str:
    base = common.base_url()
    return f"{base}/class?key={key}" if base else f"./class?key={key}"


def keep_link_step(klass, key: str) -> None:
    """Right after opening a class, before the room sees the screen: the private link, once."""
    st.markdown(f"### Your class is open: {html.escape(get_game(klass.game).title)}, code **{klass.shown_code}**")
    st.warning("**Keep your private link now, before you project this page.** Only it opens this class's "
               "dashboard, its names and its results; anyone who has it can delete the class. It is not shown "
               "again unless you ask for it (under *Teacher's corner*, below the dashboard).", icon=":material/key:")
    st.code(private_link(key), language=None)
    st.caption(f"The class ends on {klass.expires_at:%d %B %Y} (UTC); its results are deleted then. Reloading the "
               "dashboard asks for the private link again.")
    if st.button("I have kept it: show the room the class", type="primary", icon=":material/co_present:",
                 key=k("kept")):
        st.session_state.pop(k("created"), None)
        st.rerun()


def grades_text(grades) -> str:
    """A student's decisions by the coach's grade: 'Best 3 · Good 1 · Mistake 1 (2 being graded)'."""
    shown = " · ".join(f"{GRADE_WORDS[g]} {grades[g]}" for g in GRADES if grades.get(g))
    pending = grades.get("…", 0)
    return (shown + (f" ({pending} being graded)" if pending else "")).strip() or "—"


def point_html(p: results.PointView, est, known: bool) -> str:
    """One decision point: how many chose each move, and beside it the site's own figure for that move."""
    if not known:
        note = "The site's estimate is being worked out: it shows at the next refresh."
    elif est is None:
        note = "No estimate: " + estimates.NO_ESTIMATE + "."
    elif est is estimates.FAILED:
        note = "The site's estimate could not be worked out for this position (the reason is in the site's log)."
        est = None
    else:
        note = f"Site's estimate: {html.escape(est.measure)} ({html.escape(est.method)})."
    rows = []

    def grade(choice: str) -> str:   # the coach's grade of the move (engine.coach), in words
        g = est.grades.get(choice) if est is not None else None
        return GRADE_WORDS.get(g, "") if g else ""

    for choice, n in p.choices.most_common():
        figure = est.figures.get(choice, "") if est is not None else ""
        rows.append(f"<tr><td class='cp-move'>{html.escape(choice)}</td><td class='cp-n'>{n}</td>"
                    f"<td class='cp-n'>{n / p.students:.0%}</td><td class='cp-est'>{html.escape(figure)}</td>"
                    f"<td class='cp-grade-cell'>{html.escape(grade(choice))}</td></tr>")
    if est is not None:   # the moves nobody chose, with the site's figure, so the room sees what it left aside
        left = [c for c in {**est.figures, **est.grades} if c not in p.choices][:4]
        for choice in left:
            rows.append(f"<tr class='cp-none'><td class='cp-move'>{html.escape(choice)}</td><td class='cp-n'>0</td>"
                        f"<td class='cp-n'>0%</td><td class='cp-est'>{html.escape(est.figures.get(choice, ''))}</td>"
                        f"<td class='cp-grade-cell'>{html.escape(grade(choice))}</td></tr>")
    return (f"<div class='cp-point'><div class='cp-ptitle'>Deal {p.deal + 1}, {html.escape(p.label)}: "
            f"{p.students} students with the same information</div>"
            "<table class='cp-ptable'><thead><tr><th>Move</th><th>Students</th><th>Share</th>"
            f"<th>Site's estimate</th><th>Coach's grade</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<div class='cp-pnote'>{note}</div></div>")


def live(store, klass) -> None:
    @st.fragment(run_every=REFRESH)
    def _live():
        try:
            snap = store.snapshot(klass.id)
        except SQLAlchemyError as exc:   # the database went away: said plainly, the next refresh tries again
            common.database_trouble(exc)
            return
        board = results.dashboard(klass, snap, grade_of=estimates.grade_of(klass))
        tally = common.tallies(klass, board)
        c1, c2, c3 = st.columns(3)
        c1.metric("Students joined", tally["joined"])
        c2.metric("Finished every deal", tally["finished"])
        c3.metric("Hands played", tally["hands"])
        named = bool(st.session_state.get(k("names")))
        label = labels([(s.id, s.name) for s in board.students], named)
        if board.students:
            st.dataframe({"Student": [label[s.id] for s in board.students],
                          "Deals played": [s.done for s in board.students],
                          "Now": [("finished" if s.done >= klass.deals else f"deal {s.done + 1}, move {s.moves}"
                                   if s.moves else f"deal {s.done + 1}, not started") for s in board.students],
                          "Won": [s.won for s in board.students],
                          "Points or purse": [round(s.score, 2) for s in board.students],
                          "Coach's grades": [grades_text(s.grades) for s in board.students]},
                         column_config={"Deals played": st.column_config.ProgressColumn(
                             "Deals played", min_value=0, max_value=klass.deals, format="%d")},
                         hide_index=True, height=min(36 + 35 * len(board.students), 300), key=k("who"))
        else:
            st.info("Nobody has joined yet: students open **Join a class** and type the code above.",
                    icon=":material/hourglass_empty:")
        tables_progress(klass, label, named)
        played = [d for d in board.deals if d.played]
        if played:
            st.markdown("#### How each deal turned out")
            cols = st.columns(2)
            for i, deal in enumerate(played):
                with cols[i % 2]:
                    charts.chart(common.outcome_chart(deal, board.joined), k(f"deal{deal.index}"),
                                 config={"displayModeBar": False, "staticPlot": True})
        shown = [p for p in board.points if p.students >= 2][:MAX_POINTS]
        # a few new estimates per refresh: the room's shared moments first, then every student's own decisions
        # (the coach's grades per student fill in as they are worked out)
        alone = [p for p in results.dashboard(klass, snap, min_students=1).points if p not in shown]
        estimates.fill(store, klass, shown + alone, budget_seconds=ESTIMATE_BUDGET)
        if board.points:
            st.markdown("#### How the room chose")
            st.caption("Each table is a moment two or more students reached with exactly the same information "
                       "(the same cards or dice in view, the same play so far), beside the site's own estimate "
                       "of each move and the coach's grade of it, worked out from that information only.")
            st.html("".join(point_html(p, est, known) for p in shown
                            for known, est in [estimates.cached(klass, p.point)]))
        # The CSV is made when the button is pressed, from the store as it is then (never a stale render's copy).
        st.download_button("Download all results (CSV)", lambda: results.csv_text(klass, store.snapshot(klass.id)),
                           icon=":material/download:",
                           file_name=f"class-{klass.code}.csv", mime="text/csv", on_click="ignore", key=k("csv"))
        st.caption(f"Refreshes itself every {REFRESH} seconds.")

    _live()


def labels(students, named: bool) -> dict[int, str]:
    """Each student (``(id, name)`` pairs) as the dashboard names them: their name when the teacher shows names,
    else "Student n", n their place in the order they joined (ids rise as students join)."""
    return {sid: name if named else f"Student {n}" for n, (sid, name) in enumerate(sorted(students), 1)}


# -- the class's deal at shared tables -------------------------------------------------------------------------
ORDER_WORDS = {"joined": "In the order they joined", "shuffled": "Shuffled", "chosen": "In an order I choose"}


def tables_progress(klass, label: dict[int, str], named: bool) -> None:
    """Each of the class's shared tables beside the rest (in the dashboard's fragment): who sits where, the moves
    made, whose turn, the running tally and, once finished, the outcome; students named as the dashboard names them."""
    try:
        found = common.class_tables().of_class(klass.id, names=None if named else label)
    except SQLAlchemyError as exc:
        common.database_trouble(exc)
        return
    if not found:
        return

    def who(seat) -> str:
        if seat.kind != "person" or seat.student is None:
            return "computer"
        name = seat.name if named else label.get(seat.student, "a student")
        return f"{name} (away: a computer plays)" if seat.away else name

    st.markdown("#### The shared tables")
    st.dataframe({"Table": [f"Deal {p.table.deal_index + 1}, table {p.number}" for p in found],
                  "Seats": [" · ".join(f"{s.seat + 1} {who(s)}" for s in p.table.seats) for p in found],
                  "Moves": [p.moves for p in found],
                  "To play": ["—" if p.to_act is None else f"{p.to_act + 1} {who(p.table.seats[p.to_act])}"
                              for p in found],
                  "Tally": [common.table_tally(p) for p in found],
                  "Now": [f"finished: {p.summary}" if p.over else "playing" for p in found]},
                 hide_index=True, height=min(36 + 35 * len(found), 300), key=k("tables"))


def _open_tables(store, klass, key: str) -> None:
    deal = st.session_state.get(k("t-deal"), 0)
    try:
        opened = common.class_tables().open_deal(key, deal, st.session_state.get(k("t-players")),
                                                 st.session_state.get(k("t-order"), "joined"),
                                                 st.session_state.get(k("t-first")) or [])
    except BadInput as exc:
        st.session_state[k("t-note")] = ("error", f"{exc.what}: {exc.reason}")
        return
    except SQLAlchemyError:
        st.session_state[k("t-note")] = ("error", "the class database cannot be reached just now: nothing was "
                                                  "opened; try again in a moment")
        return
    people = sum(s.student is not None for t in opened for s in t.seats)
    st.session_state[k("t-note")] = ("ok", f"Deal {deal + 1} is open at {len(opened)} table"
                                           f"{'s' if len(opened) > 1 else ''} for {people} student"
                                           f"{'s' if people > 1 else ''}: each student's class page now shows "
                                           "their table and seat.")


def _hand_over(klass, key: str) -> None:
    picked = st.session_state.get(k("t-away-pick"))
    if picked is None:
        return
    try:
        common.class_tables().hand_over(key, *picked[0])
        st.session_state[k("t-note")] = ("ok", "Done: a computer player keeps the seat until its student goes back "
                                               "to their table.")
    except BadInput as exc:
        st.session_state[k("t-note")] = ("error", f"{exc.what}: {exc.reason}")


def tables_control(store, klass, key: str) -> None:
    """The teacher opens a deal of the class at shared tables of N: the students who joined are seated (as they
    joined, shuffled, or in the teacher's order), computer players in the empty seats (class_tables.py)."""
    ct = common.class_tables()
    counts = ct.seat_counts(klass)
    if not counts:
        return   # a game of one seat: nothing to share
    game = get_game(klass.game)
    own = game.seats(game.variant_for(klass.variant))
    with st.expander("Play a deal together at shared tables", icon=":material/table_restaurant:"):
        st.caption(f"The students who have joined sit at tables and play the class's deal together, each on their "
                   f"own screen and seeing only their own seat; computer players ({klass.bots or 'the game’s own'}) "
                   "take the empty seats. Every table gets the same cards. Each student's class page shows their "
                   "table and seat; the tables' progress shows on the dashboard above.")
        c1, c2, c3 = st.columns([1, 1, 2])
        deals = list(range(klass.deals))
        c1.selectbox("Deal", deals, format_func=lambda d: f"Deal {d + 1}", key=k("t-deal"),
                     disabled=klass.deals == 1)
        c2.selectbox("Players at each table", counts, index=counts.index(own) if own in counts else 0,
                     key=k("t-players"), help="People and computer players together. At another number than the "
                                              "class's own, the deal is dealt for that number (the same at every "
                                              "table).")
        c3.radio("Seat the students", list(ORDER_WORDS), format_func=ORDER_WORDS.get, key=k("t-order"),
                 horizontal=True)
        deal = st.session_state.get(k("t-deal"), 0)
        n = st.session_state.get(k("t-players"), own if own in counts else counts[0])
        try:
            waiting = ct.unseated(klass, deal)
            snap = store.snapshot(klass.id)
        except SQLAlchemyError as exc:
            common.database_trouble(exc)
            return
        label = labels([(x["id"], x["name"]) for x in snap["students"]], bool(st.session_state.get(k("names"))))
        if st.session_state.get(k("t-order")) == "chosen":
            st.multiselect("Seat these first, in this order (the rest follow in the order they joined)", waiting,
                           format_func=lambda sid: label.get(sid, "a student"), key=k("t-first"))
        opened_before = len(waiting) < len(snap["students"])
        if waiting:
            sizes = [len(g) for g in ct_seating(waiting, n)]
            empty = n * len(sizes) - len(waiting)
            st.markdown(f"{len(waiting)} student{'s' if len(waiting) > 1 else ''}"
                        f"{' who joined since' if opened_before else ''} at {len(sizes)} table"
                        f"{'s' if len(sizes) > 1 else ''} of {n} ({', '.join(map(str, sizes))} student"
                        f"{'s' if max(sizes) > 1 else ''})"
                        + (f"; computer players in the {empty} empty seat{'s' if empty > 1 else ''}." if empty
                           else "."))
        elif snap["students"]:
            st.caption(f"Every student who has joined has a seat at deal {deal + 1}'s tables. A student who joins "
                       "later is offered a seat on their class page (a computer player's, or a table of their own).")
        else:
            st.caption("Nobody has joined yet.")
        st.button(f"Seat them at new tables for deal {deal + 1}" if opened_before and waiting
                  else f"Open deal {deal + 1} at tables", type="primary", icon=":material/table_restaurant:",
                  disabled=not waiting, key=k("t-open"), on_click=_open_tables, args=(store, klass, key))
        away = [((p.table.id, s.seat), f"Deal {p.table.deal_index + 1}, table {p.number}, seat {s.seat + 1}: "
                                       f"{label.get(s.student, 'a student')}")
                for p in ct.of_class(klass.id) if not p.over for s in p.table.seats
                if s.student is not None and not s.away]
        if away:
            c4, c5 = st.columns([3, 1], vertical_alignment="bottom")
            c4.selectbox("A student has left? Their seat to a computer player until they come back", away,
                         format_func=lambda x: x[1], key=k("t-away-pick"))
            c5.button("Hand it over", key=k("t-hand"), on_click=_hand_over, args=(klass, key))
        note = st.session_state.pop(k("t-note"), None)
        if note:
            (st.success if note[0] == "ok" else st.error)(note[1])


def replay(store, klass) -> None:
    """After the class: a student's deal laid open and replayed move by move."""
    snap = store.snapshot(klass.id)
    names = {s["id"]: s["name"] for s in snap["students"]}
    done = sorted({(h["student_id"], h["deal_index"]) for h in snap["hands"]}, key=lambda x: (names[x[0]].casefold(), x[1]))
    with st.expander("Replay a student's deal, laid open", icon=":material/replay:"):
        if not done:
            st.caption("No hand has been finished yet.")
            return
        pick = st.selectbox("Hand", done, format_func=lambda x: f"{names[x[0]]}: deal {x[1] + 1}", key=k("replay"))
        text = store.hand_record(klass.id, *pick)
        if text is None:
            st.caption("That hand is no longer stored.")
            return
        try:
            record = GameRecord.from_json(text)
            game = get_game(record.game)
            lines = transcript(record, game)
            states = replay_states(record, game)
        except (BadInput, IllegalAction) as exc:   # e.g. a site secret changed since: the seed deals other cards
            st.warning(f"This hand cannot be replayed here: {getattr(exc, 'reason', exc)}. Its result above stands; "
                       "the deal depends on the site's secret, which must be the one the class was played under.",
                       icon=":material/warning:")
            return
        move = st.slider("Move", 0, len(record.actions), len(record.actions), key=k("move"))
        hidden = sorted(game.hidden_from(states[0], klass.learner_seat))
        if hidden:
            st.markdown("**Laid open — what the student could not see at the deal:** " + html.escape(" ".join(hidden)))
        st.code("\n".join(lines[:move]) or "(the deal, before any move)", language=None)


def corner(store, klass, key: str) -> None:
    """Below the dashboard, closed: what the room must not see."""
    st.markdown("#### Teacher's corner")
    st.toggle("Show students' names on the dashboard", key=k("names"),
              help="Off, the projected dashboard calls them Student 1, 2, …; the CSV always has their names.")
    # drawn only when asked (a closed expander's content would still be in the projected page)
    if st.toggle("Show my private link (not while the room can see the screen)", key=k("show-link")):
        st.code(private_link(key), language=None)
    st.caption(f"The class ends on {klass.expires_at:%d %B %Y} (UTC); its results are deleted then.")
    students(store, klass, key)
    replay(store, klass)
    delete(store, key)


def _joining(store, key: str) -> None:
    store.set_joining(key, bool(st.session_state.get(k("joining"))))


def _live_help(store, key: str) -> None:
    store.set_live_help(key, bool(st.session_state.get(k("live-help"))))


def _on_student(store, key: str, what: str) -> None:
    sid = st.session_state.get(k("who-pick"))
    if sid is None:
        return
    try:
        if what == "again":
            store.let_in_again(key, sid)
            done = "can join again with the class code and their name, on any device (the old seat's link is closed)"
        elif what == "rename":
            done = f"is now called {store.rename_student(key, sid, st.session_state.get(k('new-name'), ''))}"
        else:
            store.remove_student(key, sid)
            done = "is out of the class, with every hand they played"
        st.session_state[k("student-note")] = ("ok", f"Done: the student {done}.")
    except BadInput as exc:
        st.session_state[k("student-note")] = ("error", f"{exc.what}: {exc.reason}")


def students(store, klass, key: str) -> None:
    """The teacher's hand on the seats: close joining; let a student in again (a lost phone), rename, remove."""
    with st.expander("Students: let in again, rename, remove; close joining; live help", icon=":material/group:"):
        st.toggle("Open to new students", value=klass.joining, key=k("joining"), on_change=_joining,
                  args=(store, key), help="Closed, nobody new can join; those who joined carry on.")
        st.toggle("The coach's live help at the students' tables", value=klass.live_help, key=k("live-help"),
                  on_change=_live_help, args=(store, key),
                  help="Off, a student sees the coach's grades only after each hand (as for a test); on, each may "
                       "ask for a hint, the coach's choice, or every choice with its figures while playing.")
        snap = store.snapshot(klass.id)
        names = {s["id"]: s["name"] for s in snap["students"]}
        if not names:
            st.caption("Nobody has joined yet.")
            return
        st.selectbox("Student", list(names), format_func=names.get, key=k("who-pick"))
        c1, c2, c3 = st.columns(3)
        c1.button("Let in again", key=k("again"), on_click=_on_student, args=(store, key, "again"),
                  help="For a student on another device: their seat opens to the next to join with their name.")
        c2.text_input("New name", key=k("new-name"), max_chars=60)
        c2.button("Rename", key=k("rename"), on_click=_on_student, args=(store, key, "rename"))
        c3.button("Remove", key=k("remove"), on_click=_on_student, args=(store, key, "remove"),
                  help="The student and every hand they played leave the class.")
        note = st.session_state.pop(k("student-note"), None)
        if note:
            (st.success if note[0] == "ok" else st.error)(note[1])


def delete(store, key: str) -> None:
    with st.expander("Delete this class", icon=":material/delete:"):
        st.markdown("Deletes the class, every student's name and every hand, at once. It cannot be undone.")
        sure = st.checkbox("Yes, delete everything in this class", key=k("sure"))
        if st.button("Delete the class", disabled=not sure, key=k("delete"), icon=":material/delete_forever:"):
            store.delete_class(key)
            st.query_params.clear()
            for name in ("created", "key"):
                st.session_state.pop(k(name), None)
            st.session_state[k("deleted")] = True
            st.rerun()


projecting = projector.wanted()
title = st.empty()   # the page's title, at the top: only the projector view goes without it
if not projecting:
    title.title("Class session")
store = common.store()
if store is None:
    title.title("Class session")
    st.stop()
if st.session_state.pop(k("deleted"), False):
    st.success("The class and everything in it are deleted.", icon=":material/check:")
given = st.query_params.get("key")
if given is not None:   # the private link: traded for this session, and out of the address bar at once
    del st.query_params["key"]
    st.session_state[k("key")] = given
    st.session_state.pop(k("created"), None)
key = st.session_state.get(k("key"))
klass = None
if key is not None:
    try:
        klass = store.class_by_key(key)
    except BadInput as exc:
        st.session_state.pop(k("key"), None)
        st.error(f"**That link does not open a class** — {exc.reason}.", icon=":material/key_off:")
if klass is None:
    if projecting:   # only the session holding the class's key sees its projector view
        title.title("Class session")
        projector.refuse()
    create_form(store)
elif st.session_state.get(k("created")):
    title.title("Class session")
    projector.close_view()
    keep_link_step(klass, key)
elif projecting:
    projector.draw(store, klass)
else:
    header(klass)
    live(store, klass)
    tables_control(store, klass, key)
    corner(store, klass, key)
