"""Scarney Pie-Eyed Dice: the lesson, the table against computer players, and the live exact odds.

Shown by default as a forfeit game (names a forfeit / performs it / pays a token); the book's own wording is an
option at the table and one click away in the lesson. The words are in ``lessons/text/pie_eyed_dice/``; every
rule, number and refusal comes from the engine. The table is drawn as one block (``lessons/parts/board.py``) in a
fragment the pace ticks (``lessons/parts/pace.py``): the turn banner, the felt, Throw, Next throw and To my turn,
the refusal right below them, the live role chances and the log. The pace chooser sits above the fragment, the share
/ save / load / new table expander below it, so a click at the table redraws neither. After each round of roles
(every turn's throws until the three roles are taken) the review, under the block, replays it throw by throw;
every throw is public.
"""

from __future__ import annotations

import time
from dataclasses import replace

import plotly.graph_objects as go
import streamlit as st

from engine.bots.pie_eyed_dice import default_players
from engine.core.dice import SCARNEY
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.pie_eyed_dice import FORMS, GAME, PRESETS, WORDINGS
from engine.odds import pie_eyed_dice as odds_mod
from lessons.parts import board, lesson, odds_ui, pace, review, session, share, show, tableframe

PAGE = "pie_eyed_dice"
FACE = {f.value: f for f in SCARNEY.faces}
FORM_NAMES = {"five": "five dice, five dead", "four": "five dice, four dead", "two": "two dice, one throw"}

CSS = """
<style>
.pe-row { display:flex; flex-wrap:wrap; align-items:center; gap:.4rem; min-height:3.2rem; }
.pe-row .cp-die { width:3rem; height:3rem; font-size:1.7rem; }
.cp-felt .cp-die { color:#2b2118; }
.cp-felt .cp-die.cp-dead, .pe-row .cp-die.cp-dead { color:#8b2e1f; font-size:1.3rem; border-style:dashed;
  background: repeating-linear-gradient(45deg,#fbe9e4 0 5px,#fffdf8 5px 10px); }
.pe-aside { border-left:2px dashed #f1e3c2; padding-left:.6rem; margin-left:.4rem; }
.pe-roll .cp-die { animation: pe-roll .6s ease-out; }
@keyframes pe-roll { 0% { transform: translateY(-1.2rem) rotate(-200deg); opacity:.2 }
  70% { transform: translateY(.15rem) rotate(12deg); opacity:1 } 100% { transform: none } }
.pe-seats { width:100%; border-collapse:collapse; font-size:.95rem; }
.pe-seats td, .pe-seats th { padding:.15rem .4rem; text-align:left; border-bottom:1px solid rgba(241,227,194,.25); }
.pe-seats .pe-now { background: rgba(241,227,194,.18); font-weight:700; }
.pe-small { font-size:.9rem; }
.pe-frac { font-size:.72rem; color:#6b5a48; }
.pe-odds { border-collapse:collapse; } .pe-odds td, .pe-odds th { padding:.05rem .4rem; font-size:.85rem;
  border-bottom:1px solid rgba(128,128,128,.25); }
.pe-grid { display:grid; grid-template-columns: 7fr 5fr; gap:1rem; align-items:start; }
.pe-grid > div > * + *, .pe-grid > div > :where(.cp-slot) > * + * { margin-top:.6rem; }
@media (max-width: 900px) { .pe-grid { grid-template-columns: 1fr; } }
.pe-controls > .cp-btn { flex: 0 0 auto; }
</style>
"""


# -- the table in session state ----------------------------------------------------------------------------------

def build(variant, seed: int, deal: str | None = None) -> Table:
    return Table.new(GAME, variant, seed, deal=deal, learner=0, bots=default_players(variant.players))


def table() -> Table:
    return session.table(PAGE, lambda: build(GAME.Variant(), fresh_seed()))


# -- callbacks ---------------------------------------------------------------------------------------------------

def act(action: str) -> None:
    """A move from the table's block (its Throw button: "throw")."""
    t = table()

    def go() -> None:
        if t.state.to_act != t.learner:
            t.game.check_turn(t.state, t.learner)  # a throw out of turn: refused with the general rule
        t.act(action)

    session.attempt(PAGE, go)


def on_next() -> None:
    table().step_bot()
    session.clear(PAGE)


def on_to_my_turn() -> None:
    table().run_bots()
    session.clear(PAGE)


def on_new() -> None:
    name = st.session_state.get(session.key(PAGE, "preset")) or "scarne"
    base = PRESETS[name]
    try:
        variant = replace(base, players=int(st.session_state.get(session.key(PAGE, "players")) or base.players),
                          wording=st.session_state.get(session.key(PAGE, "wording")) or base.wording,
                          form=st.session_state.get(session.key(PAGE, "form")) or base.form)
        new = build(variant, fresh_seed())
    except (BadInput, ValueError) as exc:
        session.warn(PAGE, f"That table could not be set — {exc}.")
        return
    session.replace(PAGE, new)


# -- drawing -----------------------------------------------------------------------------------------------------

def dice(values, roll: bool = False) -> str:
    inner = "".join(show.die(FACE[v]) for v in values)
    return f'<span class="{"pe-roll" if roll else ""}">{inner}</span>'


def frac(x) -> str:
    return f'{float(x) * 100:.1f}% <span class="pe-frac">({x.numerator}/{x.denominator})</span>'


def throws(v: dict, last: dict) -> str:
    """The verb for a throw in the felt's words: 'You throw', 'Ada throws' (the move log's grammar)."""
    return "throw" if last["seat"] == v["seat"] else "throws"


def throw_html(v: dict, roll: bool = True) -> str:
    """The last throw: the dice thrown (``roll``: they tumble in, a throw not shown before) and those set aside."""
    last = v["last"]
    if last is None:
        return '<div class="pe-row pe-small">The cup is full: throw for the order of play.</div>'
    name = v["names"][last["seat"]]
    if last["kind"] == "order":
        return (f'<div class="pe-row"><span class="cp-label">{show.escape(name)} {throws(v, last)} for the order</span>'
                f'{dice(last["dice"], roll)}<span>total {sum(last["dice"])}</span></div>')
    thrown = last["dice"]
    before = last["aside"] - sum(1 for d in thrown if d == 0)
    aside = f'<span class="pe-aside"><span class="cp-label">set aside</span>{dice([0] * before)}</span>' if before else ""
    return (f'<div class="pe-row"><span class="cp-label">{name}</span>{dice(thrown, roll)}{aside}'
            f'<span>{last["aside"]} of {v["target"]} dead</span></div>')


def seats_html(v: dict) -> str:
    order = v["order"] or list(range(len(v["names"])))
    roles = {seat: v["role_nouns"][k] for k, seat in enumerate(v["round_roles"])}
    rows = []
    for seat in order:
        cls = ' class="pe-now"' if seat == v["to_act"] else ""
        done = "; ".join(f"round {i + 1}: {v['role_nouns'][k]}" for i, r in enumerate(v["done_roles"])
                         for k, s in enumerate(r) if s == seat)
        rows.append(f"<tr{cls}><td>{v['names'][seat]}</td><td>{roles.get(seat, '')}</td><td>{done}</td>"
                    f"<td>{v['tokens'][seat]}</td></tr>")
    return ('<table class="pe-seats" aria-label="the players in the order of play"><tr><th>player</th>'
            f"<th>this round</th><th>earlier rounds</th><th>tokens</th></tr>{''.join(rows)}</table>")


def felt_html(v: dict, live: bool = True, roll: bool = True) -> str:
    turn = "" if v["to_act"] is None else (
        f"{v['names'][v['to_act']]} to throw" + (f" (throw {v['throws_made'] + 1} of {v['max_throws']}, "
                                                 f"{v['aside']} dead aside)" if v["phase"] == "turn" else ""))
    head = (f"Round of roles {min(v['rounds_done'] + 1, v['rounds'])} of {v['rounds']} · "
            f"{FORM_NAMES[v['form']]} · {turn}")
    live_attr = ' aria-live="polite"' if live else ""   # the review's table is not announced at each step
    return (f'<div class="cp-felt"{live_attr}><div class="cp-label">'
            f"{show.escape(head)}</div>{throw_html(v, roll)}{seats_html(v)}</div>")


def new_throw(t: Table) -> bool:
    """Do the dice tumble in? Only for a throw not yet shown: the block is redrawn whole when anything in it
    changes (a refusal), and the dice must not seem thrown again. A redraw within the tumble's 0.6 s (a pace's
    tick) keeps it, so it is not cut short."""
    k = session.key(PAGE, "thrown")
    n, now = len(t.record.actions), time.monotonic()   # every action here is a throw
    seen = st.session_state.get(k)
    if seen is None or seen[0] != n:
        st.session_state[k] = (n, now)
        return True
    return now - seen[1] < 0.6


def round_title(v: dict, n: int) -> str:
    return "The throws for the order of play" if v["phase"] == "seating" else f"Round of roles {v['rounds_done'] + 1}"


def odds_html(v: dict) -> str:
    """The live odds: the chance this turn takes a role, and each player's chance of each role this round."""
    if v["phase"] != "turn":
        p = odds_mod.turn_chance(v["form"])
        return (f'<div class="pe-small"><b>A turn takes a role</b> with chance {frac(p)}. Each player\'s chances '
                "appear once the order of play is set.</div>")
    now = odds_mod.turn_chance(v["form"], v["aside"], v["throws_made"])
    chances = odds_mod.view_chances(v)
    head = "".join(f"<th>{n}</th>" for n in v["role_nouns"])
    rows = "".join(f"<tr><td>{v['names'][s]}</td>" + "".join(
        f'<td title="exactly {x.numerator}/{x.denominator}">{float(x) * 100:.2f}%</td>' for x in chances[s]) + "</tr>"
        for s in v["order"])
    whose = "Your" if v["to_act"] == v["seat"] else f"{v['names'][v['to_act']]}'s"
    return (f'<div class="pe-small"><b>{whose} turn takes a role:</b> {frac(now)}</div>'
            f'<div class="pe-small"><b>Each player\'s chance of each role this round</b> (exact; the fraction '
            f'shows when you point at a figure):</div><table class="pe-odds" aria-label="role chances">'
            f"<tr><th>player</th>{head}</tr>{rows}</table>")


NEXT, SKIP = f"{PAGE}:next", f"{PAGE}:skip"   # the block's own moves (not the engine's)


def controls_html(t: Table) -> str:
    """Throw, and the computer players' throws one by one or all until the learner's turn (the keys the Streamlit
    buttons had)."""
    theirs = t.bots_turn()
    return board.row([
        board.button("throw", "Throw", key=session.key(PAGE, "throw"), primary=t.learners_turn(), icon="casino",
                     disabled=t.game.is_over(t.state)),
        board.button(NEXT, "Next throw", key=session.key(PAGE, "next"), primary=theirs, disabled=not theirs,
                     icon="skip_next", help="The next computer player throws: one throw at a time, at your pace."),
        board.button(SKIP, "To my turn", key=session.key(PAGE, "skip"), disabled=not theirs, icon="fast_forward",
                     help="The computer players throw until it is your turn.")], cls="pe-controls")


def play_table() -> None:
    """The table in the pace's fragment, as one block (board.py): a click here reruns the fragment and redraws one
    element; the review stays under it."""
    t = table()
    v = t.view()
    p = board.Parts()   # each part redrawn in the browser only when it changed
    left = (p("felt", felt_html(v, roll=new_throw(t))) + p("controls", controls_html(t))
            + p("refusal", board.refusal_html(PAGE))   # right below the buttons that were used
            + p("measured", pace.measured_html(PAGE)))
    right = p("odds", odds_html(v)) + p("log", show.move_log_html(t, height=170, title="The throws"))
    board.draw(PAGE, p("turn", tableframe.turn_banner_html(t))
               + f'<div class="pe-grid"><div>{left}</div><div>{right}</div></div>'
               + p("review", review.toggle_html(PAGE, "Review a finished round: every throw replayed, one by one")),
               act, handlers={**review.handlers(PAGE), NEXT: on_next, SKIP: on_to_my_turn}, parts=p)
    # a round of roles: every turn's throws until the three roles are taken (every throw is public)
    review.hand_review(PAGE, t, noun="Round", title_of=round_title,
                       draw_state=lambda v: felt_html(v, live=False), per_seat=False, settled_in_next=True)


def share_and_new() -> None:
    """Below the table's fragment: the share link and save / load (share.panel), and a new table's settings."""
    t = table()
    box = share.panel(PAGE, GAME, t, "Share, save, load, new table")
    if box.open:   # drawn only when opened (share.panel says why)
        with box:
            a, b, c2, d = st.columns(4)
            a.selectbox("Rule set", list(PRESETS), key=session.key(PAGE, "preset"))
            b.selectbox("Form", FORMS, index=FORMS.index(t.variant.form), format_func=FORM_NAMES.get,
                        key=session.key(PAGE, "form"))
            c2.selectbox("Roles named", list(WORDINGS), index=list(WORDINGS).index(t.variant.wording),
                         format_func=lambda w: "as forfeits" if w == "forfeit" else "in the book's words",
                         key=session.key(PAGE, "wording"))
            d.number_input("Players", min_value=3, max_value=8, value=t.variant.players, key=session.key(PAGE, "players"))
            st.button("New table", key=session.key(PAGE, "new"), on_click=on_new, icon=":material/restart_alt:")


def play() -> None:
    # the pace above the table's fragment (a click at the table does not redraw it): the computer players throw
    # by hand or by themselves, at a pace a class can follow
    pace.picker(PAGE)
    pace.paced(PAGE, table, play_table)
    share_and_new()


def odds_tab() -> None:
    st.subheader("The chance a turn takes a role")
    rows = []
    for form in FORMS:
        rows.append({"form": FORM_NAMES[form], "one throw all dead": odds_ui.prob(odds_mod.P_DEAD ** (
            2 if form == "two" else 5)), "a turn takes a role": odds_ui.prob(odds_mod.turn_chance(form))})
    odds_ui.fraction_table(rows)
    st.subheader("Who takes which role")
    n = st.slider("Players", 3, 8, 4, key=session.key(PAGE, "odds-players"))
    form = st.radio("Form", FORMS, format_func=FORM_NAMES.get, horizontal=True, key=session.key(PAGE, "odds-form"))
    ch = odds_mod.role_chances(tuple(range(n)), 0, (), form, True)
    nouns = GAME.view(GAME.new_game(GAME.Variant()), 0)["role_nouns"]
    colours = ("#8b2e1f", "#b08d57", "#2f5d3a")
    fig = go.Figure([go.Bar(x=[f"{i + 1}." for i in range(n)], y=[float(ch[i][k]) for i in range(n)], name=nouns[k],
                            marker_color=colours[k]) for k in range(3)])
    fig.update_layout(height=280, barmode="group", margin=dict(l=10, r=10, t=30, b=10), yaxis_tickformat=".0%",
                      xaxis_title="place in the order of play", legend=dict(orientation="h", y=1.15))
    st.plotly_chart(fig, key=session.key(PAGE, "roles-chart"), config={"displayModeBar": False})
    odds_ui.fraction_table([{"place": i + 1, **{nouns[k]: f"{float(ch[i][k]) * 100:.2f}%" for k in range(3)}}
                            for i in range(n)])
    st.caption("Exact (the fractions are long; the live table at Play shows them). Each player takes at most one role "
               "a round; the first to throw is likeliest to name the forfeit.")


# The lesson's two pictures are HTML, not Markdown or st.table (which went through pandas and Arrow to a table
# component): the dice faces a figure inside the prose's block, the roles the lessons' shared static table
# (lesson.table_html) beside their toggle.
def faces_figure() -> str:
    return ('<div class="pe-row cp-figure">' + "".join(show.die(f) for f in SCARNEY.faces) +
            '<span class="pe-small">the six faces of a Scarney die (✕ = dead)</span></div>')


def wording_widget() -> None:
    book = st.toggle("Show the roles in the book's own words", key=session.key(PAGE, "book-words"))
    w = "book" if book else "forfeit"
    rows = [{"role": role, "at this table": WORDINGS[w][k]}
            for k, role in enumerate(("first to throw all dead", "second", "third"))]
    body = f'<div class="cp-prose">{lesson.table_html(rows, "the three roles at this table")}</div>'
    board.static(f"{PAGE}:roles", body)


def values() -> dict:
    return {f"p_{form}": odds_ui.prob(odds_mod.turn_chance(form)) for form in FORMS}


def before_tabs() -> None:
    show.style(CSS)
    share.apply_url(PAGE, GAME, build)


lesson.page(GAME, play=play, odds=odds_tab, values=values,
            widgets={"wording": wording_widget}, figures={"faces": faces_figure}, before_tabs=before_tabs)
