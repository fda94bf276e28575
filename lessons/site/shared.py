"""Play together: open a shared table, or join one with its code, then play it at the game's own page.

One person opens the table: the game, its rule set, how many play (the numbers the rule set allows:
``shared.seat_choices``), which seats are for people (partners sit across, as the game's
seats are) and which for computer players, their strength and pace, and whether a slow player may be nudged. They
get a code, a link and a QR code for the others, who join with the code and a display name. Each plays from their
own screen and sees only their own seat's view (engine/classroom/tables.py; lessons/parts/shared.py draws the table
at the game's page).
"""

from __future__ import annotations

import html

import streamlit as st

from engine.bots import bots_for
from engine.classroom.codes import EXAMPLE
from engine.classroom.tables import NUDGE_CHOICES, PACES
from engine.core.errors import BadInput
from engine.core.variant import variant_to_dict
from engine.games import get_game
from lessons.catalog import available_games
from lessons.parts import session, shared, show
from lessons.site import class_common as common
from lessons.site.pages import lesson_page

PAGE = "shared"
PACE_WORDS = {0.0: "At once", 0.6: "Brisk (0.6 s a move)", 1.2: "Steady (1.2 s a move)",
              2.5: "For a class to follow (2.5 s a move)"}
NUDGE_WORDS = {None: "No nudges (as in a classroom)", 30: "After 30 s", 60: "After a minute",
               120: "After two minutes", 300: "After five minutes"}


def k(name: str) -> str:
    return session.key(PAGE, name)


def games() -> list:
    """The games with more than one seat, that a table can be shared at."""
    return [g for g in available_games() if max(g.seats(v) for v in [g.Variant(), *g.presets.values()]) > 1]


def _go(game_slug: str) -> None:
    held = st.session_state[shared.SEAT]
    st.switch_page(lesson_page(get_game(game_slug)),
                   query_params={shared.CODE: held["code"], shared.TOKEN: held["token"]})


def _open(game, rules: str, people: list[int]) -> None:
    c = common.caller()
    try:   # the number of players as chosen (checked again here: a count the rule set does not allow is refused)
        variant = shared.seated_variant(game, rules, st.session_state.get(k(f"players:{game.slug}:{rules}")))
        seats = ["person" if i in people or i == 0 else "computer" for i in range(game.seats(variant))]
        t, token = shared.tables().open(
            game.slug, variant_to_dict(variant), seats, st.session_state[k("bots")], st.session_state.get(k("name")),
            pace=st.session_state[k("pace")], nudge_after=st.session_state[k("nudge")], client=c.client)
    except BadInput as exc:
        st.session_state[k("error")] = exc.reason
        return
    shared.sit(t.game, t.id, t.code, token)
    st.session_state[k("opened")] = t.code


def _join() -> None:
    c = common.caller()
    held = st.session_state.get(shared.SEAT) or {}
    try:
        t, _seat, token = shared.tables().join(st.session_state.get(k("code"), ""), st.session_state.get(k("jname")),
                                               client=c.client, network=c.network, token=held.get("token"))
    except BadInput as exc:
        st.session_state[k("jerror")] = exc.reason
        return
    shared.sit(t.game, t.id, t.code, token or held.get("token"))
    st.session_state[k("joined")] = t.game


def _refused(key: str, what: str) -> None:
    err = st.session_state.pop(k(key), None)
    if err:
        st.error(f"**{what}** {html.escape(err[:1].upper() + err[1:])}.", icon=":material/block:")


def open_form() -> None:
    st.subheader("Open a table")
    choices = {g.slug: g for g in games()}
    game = choices[st.selectbox("Game", list(choices), format_func=lambda slug: choices[slug].title, key=k("game"))]
    names = list(game.presets) or ["default"]
    said = game.presets.labels() if game.presets else {}   # when and after whom (engine/core/presets.py)
    rules = st.selectbox("Rule set", names, format_func=lambda n: said.get(n, n),
                         key=k(f"rules:{game.slug}"))   # one box a game: its rule sets and labels are its own
    counts = shared.seat_choices(game, rules)   # the numbers of players this rule set allows (the game's Variant)
    own = game.seats(game.presets.get(rules, game.Variant()))
    n = st.selectbox("Players", list(counts), index=list(counts).index(own), key=k(f"players:{game.slug}:{rules}"),
                     disabled=len(counts) == 1, help="How many sit at the table, people and computer players "
                                                      "together (the numbers this rule set allows).")
    variant = counts[n]
    labels = {i: f"Seat {i + 1}{' (you)' if i == 0 else ''}: {game.seat_name(variant, i) if i else 'you'}"
              for i in range(n)}
    people = st.multiselect("Seats for people (the rest are computer players)", list(range(n)), default=list(range(n)),
                            format_func=labels.get, key=k(f"people:{game.slug}:{rules}:{n}"),
                            help="Partners sit as the game's seats are: at four, seats 1 and 3 play with seats 2 "
                                 "and 4 against them; at six, seats 1, 3 and 5 against 2, 4 and 6.")
    bots = bots_for(game.slug)
    c = st.columns(2)   # two to a row: three in a half page cut their words at 1366 px
    c[0].selectbox("Computer players", [b for b in bots if b != "random"], format_func=lambda b: bots[b].label,
                   key=k("bots"))
    c[1].selectbox("Their pace", PACES, index=PACES.index(1.2), format_func=PACE_WORDS.get, key=k("pace"))
    st.selectbox("Nudge a slow player", NUDGE_CHOICES, format_func=NUDGE_WORDS.get, key=k("nudge"))
    st.text_input("Your name", key=k("name"), placeholder="What the others see (at most 30 characters)")
    st.button("Open the table", type="primary", icon=":material/table_restaurant:", key=k("open"),
              on_click=_open, args=(game, rules, people))
    _refused("error", "Could not open the table.")


def opened(code: str) -> None:
    """The code, the link and the QR code for the others (shown to the opener; the lobby offers the same)."""
    show.html(shared.invitation_html(code, "Your table is open. The others join with the code"))


def join_form() -> None:
    st.subheader("Join a table")
    typed = st.query_params.get("table")
    if typed and k("code") not in st.session_state:
        st.session_state[k("code")] = typed[:40]
    with st.form(k("jform"), border=True):
        st.text_input("Table code", key=k("code"), max_chars=20, placeholder=EXAMPLE)
        st.text_input("Your name", key=k("jname"), placeholder="What the others see (at most 30 characters)")
        st.form_submit_button("Join the table", type="primary", icon=":material/login:", on_click=_join)
    _refused("jerror", "Could not join.")


def main() -> None:
    common.style("class")
    common.style("shared")   # the invitation's code and QR, as the lobby draws them
    st.title("Play together")
    st.markdown("Several people at one game, each at their own screen: partners across the table, the same rules "
                "for everyone, computer players in the empty seats. Each of you sees only your own cards.")
    if common.store() is None:
        return
    joined = st.session_state.pop(k("joined"), None)
    if joined:
        _go(joined)
    held = st.session_state.get(shared.SEAT)
    if held:
        game = get_game(held["game"])
        if st.session_state.get(k("opened")) == held["code"]:
            opened(held["code"])
        if st.button(f"Go to the table ({game.title})", type="primary", icon=":material/play_arrow:", key=k("go")):
            _go(held["game"])
        st.button("Leave the table", key=k("leave"), on_click=shared.leave,
                  help="This browser forgets its seat; the seat stays yours (your link takes it back).")
        return
    left, right = st.columns(2, gap="large")
    with left:
        join_form()
    with right:
        open_form()


main()
