"""Scarney Chemin de Fer: the lesson, the table against computer players, and the live exact odds.

The page arranges parts; the words are in ``lessons/text/scarney_chemin_de_fer/``; every rule, number and refusal
comes from the engine (``engine/games/scarney_chemin_de_fer``, ``engine/odds/scarney_chemin_de_fer.py``).
The table is drawn as one block (``lessons/parts/board.py``) in a fragment the pace ticks (``lessons/parts/pace.py``):
the turn banner, the felt, the learner's buttons (Throw or Draw, Next throw, To my turn, Undo bet, the bet box and
Bet, or the banker's limits, Open round and Give up bank), the refusal right below them, the live exact odds, the
round's settlement and the log. The pace chooser sits above the fragment, the share / save / load / new table
expander below it, so a click at the table redraws neither. After each coup (the banker's limits, the bets, every
throw and draw, the settlement) the review, under the block, replays it throw by throw; every throw is public, so
nothing waits to be laid open.
"""

from __future__ import annotations

import time
from dataclasses import replace

import plotly.graph_objects as go
import streamlit as st

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.dice import SCARNEY
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import GAME, LIMIT_CHOICES, PRESETS
from engine.odds import scarney_chemin_de_fer as odds_mod
from lessons.parts import board, lesson, odds_ui, pace, review, session, share, show, tableframe

PAGE = "scarney_chemin_de_fer"
FACE = {f.value: f for f in SCARNEY.faces}

CSS = """
<style>
.sc-row { display:flex; flex-wrap:wrap; align-items:center; gap:.4rem; min-height:3.2rem; }
.cp-felt .cp-die { color:#2b2118; }
.cp-felt .cp-die.cp-dead { color:#8b2e1f; }
.sc-row .cp-die { width:3rem; height:3rem; font-size:1.7rem; }
.sc-row .cp-die.cp-dead { font-size:1.3rem; background: repeating-linear-gradient(45deg,#fbe9e4 0 5px,#fffdf8 5px 10px);
  border-style: dashed; }
.sc-aside { border-left:2px dashed #f1e3c2; padding-left:.6rem; margin-left:.4rem; }
.sc-roll .cp-die { animation: sc-roll .6s ease-out; }
@keyframes sc-roll { 0% { transform: translateY(-1.2rem) rotate(-200deg); opacity:.2 }
  70% { transform: translateY(.15rem) rotate(12deg); opacity:1 } 100% { transform: none } }
.sc-seats { width:100%; border-collapse:collapse; font-size:.95rem; }
.sc-seats td, .sc-seats th { padding:.15rem .4rem; text-align:left; border-bottom:1px solid rgba(241,227,194,.25); }
.sc-seats .sc-now { background: rgba(241,227,194,.18); font-weight:700; }
.sc-small { font-size:.9rem; opacity:.9; }
.sc-odds { border-collapse:collapse; margin:.2rem 0 .4rem 0; }
.sc-odds td, .sc-odds th { white-space:nowrap; padding:.05rem .3rem; font-size:.85rem;
  border-bottom:1px solid rgba(128,128,128,.25); }
.sc-odds .sc-frac { font-size:.72rem; color:#6b5a48; }
.sc-bar { display:inline-block; height:.6rem; background:#8b2e1f; border-radius:2px; vertical-align:middle; }
.sc-grid { display:grid; grid-template-columns: 7fr 4fr; gap:1rem; align-items:start; }
.sc-grid > div > * + *, .sc-grid > div > :where(.cp-slot) > * + * { margin-top:.6rem; }
@media (max-width: 900px) { .sc-grid { grid-template-columns: 1fr; } }
.sc-controls { align-items:flex-end; } .sc-controls > .cp-btn { flex: 0 0 auto; }
.sc-controls .cp-box input { width: 5.5rem; }
</style>
"""


# -- the table in session state ----------------------------------------------------------------------------------

def build(variant, seed: int, deal: str | None = None) -> Table:
    return Table.new(GAME, variant, seed, deal=deal, learner=0, bots=default_players(variant.players))


def table() -> Table:
    return session.table(PAGE, lambda: build(GAME.Variant(), fresh_seed()))


def advance(t: Table) -> None:
    """Computer players act at once except when they throw: each throw waits for 'Next throw', so a class follows."""
    while t.bots_turn() and t.state.phase not in ("seating", "throw", "draw"):
        t.step_bot()


# -- callbacks (the only places the game changes) --------------------------------------------------------------

def act(action: str) -> None:
    """A move from the table's block: the button's move ("throw", "limits 1-5", "bet 3" with the box's chips)."""
    t = table()

    def go() -> None:
        if t.state.to_act != t.learner:
            t.game.check_turn(t.state, t.learner, action)  # out of turn: refused with the rule
        t.act(action)
        advance(t)

    session.attempt(PAGE, go)


def on_next_throw() -> None:
    t = table()
    t.step_bot()
    advance(t)
    session.clear(PAGE)


def on_to_my_turn() -> None:
    t = table()
    t.run_bots()
    session.clear(PAGE)


def on_undo() -> None:
    t = table()
    if t.game.undoable_bet(t.record.actions, [s for s, _ in t.log()], t.learner):
        session.undo(PAGE, t)
    else:
        session.warn(PAGE, "Only a bet can be taken back, and only before the next throw: a throw is never undone.")


def on_new() -> None:
    name = st.session_state.get(session.key(PAGE, "preset")) or "scarne"
    players = int(st.session_state.get(session.key(PAGE, "players")) or PRESETS[name].players)
    try:
        new = build(replace(PRESETS[name], players=players), fresh_seed())
    except BadInput as exc:
        session.warn(PAGE, f"That table could not be set — {exc.reason}.")
        return
    session.replace(PAGE, new)


# -- drawing -----------------------------------------------------------------------------------------------------

def dice(values, roll: bool = False) -> str:
    inner = "".join(show.die(FACE[v]) for v in values) or '<span class="sc-small">—</span>'
    return f'<span class="{"sc-roll" if roll else ""}">{inner}</span>'


def throws(v: dict, last: dict) -> str:
    """The verb for a throw in the felt's words: 'You throw', 'Ada throws' (the move log's grammar)."""
    return "throw" if last["seat"] == v["seat"] else "throws"


def throw_html(v: dict, roll: bool = True) -> str:
    """The shooter's dice: the numbered dice lying, the dead dice moved aside (for the draw), the draw itself;
    ``roll``: they tumble in (a throw not shown before)."""
    hist = v["history"]
    if not hist:
        return '<div class="sc-row sc-small">The cup is full: no throw yet.</div>'
    last = hist[-1]
    seat, kind = last["seat"], last["kind"]
    name = v["names"][seat]
    if kind == "order":
        return (f'<div class="sc-row"><span class="cp-label">{show.escape(name)} {throws(v, last)} for the bank</span>'
                f'{dice(last["dice"], roll)}<span>total {sum(last["dice"])}</span></div>')
    first = last["dice"] if kind == "throw" else (hist[-2]["dice"] if len(hist) > 1 else [])
    drawn = last["dice"] if kind == "draw" else None
    lying = [d for d in first if d]
    dead = len(first) - len(lying)
    count = sum(first) + (sum(drawn) if drawn else 0)
    aside = ("" if not dead else
             f'<span class="sc-aside"><span class="cp-label">aside for the draw</span>'
             f'{dice([0] * dead, roll and kind == "throw")}</span>' if drawn is None else
             f'<span class="sc-aside"><span class="cp-label">the draw</span>{dice(drawn, roll)}</span>')
    return (f'<div class="sc-row"><span class="cp-label">{name}</span>{dice(lying, roll and kind == "throw")}{aside}'
            f'<span>count {count}, <b>point {_scarney.point(count)}</b></span></div>')


def seats_html(v: dict) -> str:
    rows = []
    order = v["order"] or list(range(len(v["names"])))
    for seat in order:
        role = "banker" if seat == v["banker"] else ""
        pt = v["points"][seat]
        line = next((x for x in v["settlements"] if x["seat"] == seat), None)
        res = "" if line is None else ("won" if line["result"] > 0 else "lost" if line["result"] < 0 else "stand-off")
        cls = ' class="sc-now"' if seat == v["to_act"] else ""
        bet = v["bets"][seat] or (line["bet"] if line else "")
        rows.append(f"<tr{cls}><td>{v['names'][seat]} {'(bank)' if role else ''}</td><td>{v['chips'][seat]}</td>"
                    f"<td>{bet}</td><td>{'' if pt is None else pt}</td><td>{res}</td></tr>")
    return ('<table class="sc-seats" aria-label="the players"><tr><th>player</th><th>chips</th><th>bet</th>'
            f"<th>point</th><th>result</th></tr>{''.join(rows)}</table>")


def felt_html(v: dict, live: bool = True, roll: bool = True) -> str:
    live_attr = ' aria-live="polite"' if live else ""   # the review's table is not announced at each step
    return (f'<div class="cp-felt"{live_attr}><div class="cp-label">'
            f'{show.escape(v["bank_line"])}</div>{throw_html(v, roll)}{seats_html(v)}</div>')


def new_throw(v: dict) -> bool:
    """Do the dice tumble in? Only for a throw not yet shown: the block is redrawn whole when anything in it
    changes (a refusal, a bet), and the dice must not seem thrown again. A redraw within the tumble's 0.6 s (a
    pace's tick) keeps it, so it is not cut short."""
    k = session.key(PAGE, "thrown")
    n, now = len(v["history"]), time.monotonic()
    seen = st.session_state.get(k)
    if seen is None or seen[0] != n:
        st.session_state[k] = (n, now)
        return True
    return now - seen[1] < 0.6


def coup_title(v: dict, n: int) -> str:
    if v["bank_no"] == 0:
        return "The throws for the bank"
    return f"{v['names'][v['banker']]}'s bank: coup {v['rounds_done'] + 1}"


def review_state_html(v: dict) -> str:
    """The table at a moment of a finished coup (every throw is public: nothing to lay open but the dice)."""
    ended = v["phase"] in ("open", "over")     # the coup's last throw made this state: it and its settlement show
    lines, title = (v["settlements"], "Settled so far this coup") if v["settlements"] else \
        (v["last_round"] if ended else [], "The coup settled")
    tail = "" if not lines else (f'<div class="sc-small"><b>{title}</b><br>'
                                 + "<br>".join(show.escape(x["line"]) for x in lines) + "</div>")
    if v["phase"] == "bet":                    # no die thrown yet this coup: not the last coup's dice
        v = {**v, "history": []}
    return felt_html(v, live=False) + tail


def odds_html(v: dict) -> str:
    """The live odds: what the shooter now, or the learner, can expect, exactly."""
    if v["phase"] == "draw":
        k, count = v["dead_aside"], v["count"]
        dist = odds_mod.draw_distribution(k, count)
        head = f"Drawing {k} dead {'die' if k == 1 else 'dice'} to a count of {count}: the final point"
    else:
        dist = odds_mod.shooter_distribution()
        head = "A shooter's final point, before he throws"
    html = f'<div class="sc-small"><b>{head}</b></div>' + dist_table(dist)
    if v["banker_point"] is not None:
        vs = odds_mod.versus(v["banker_point"])
        html += (f'<div class="sc-small">Against the bank\'s {v["banker_point"]}, a player not yet thrown: '
                 f'<b>win</b> {pf(vs["win"])}, <b>lose</b> {pf(vs["lose"])}, <b>stand-off</b> {pf(vs["stand_off"])}</div>')
    else:
        vb = odds_mod.versus_banker()
        html += (f'<div class="sc-small">Before the banker\'s point is known, each player: <b>win</b> {pf(vb["win"])}, '
                 f'<b>lose</b> the same, <b>stand-off</b> {pf(vb["stand_off"])}</div>')
    return html


def pf(x) -> str:
    """A chance as a percentage with its exact fraction beside it, small."""
    return f'{float(x) * 100:.2f}% <span class="sc-frac">({x.numerator}/{x.denominator})</span>'


def dist_table(dist: dict) -> str:
    """Ten points in two columns of five: point, a bar, the percentage and the exact fraction."""
    top = max(dist.values()) or 1

    def cell(p):
        x = dist[p]
        bar = f'<span class="sc-bar" style="width:{2 * float(x / top):.2f}rem"></span>'
        return (f"<td><b>{p}</b></td><td>{bar} {float(x) * 100:.1f}%</td>"
                f'<td class="sc-frac">{x.numerator}/{x.denominator}</td>')

    rows = "".join(f"<tr>{cell(p)}{cell(p + 5)}</tr>" for p in range(5))
    return f'<table class="sc-odds" aria-label="the final point\'s exact chances">{rows}</table>'


K = {name: session.key(PAGE, name) for name in ("throw", "next", "skip", "stake", "bet", "open", "giveup", "undo")}
NEXT, SKIP, UNDO = (f"{PAGE}:{x}" for x in ("next", "skip", "undo"))   # the block's own moves (not the engine's)


def controls_html(t: Table, v: dict) -> str:
    """The learner's buttons: Throw (or Draw), the next computer throws, Undo bet and the bet box; the banker's
    limits (one button each), Open round and Give up bank; each with the key its Streamlit button had. Next throw
    and To my turn show, disabled, while the learner is to throw, so the row does not jump."""
    B = board.button
    legal = t.legal()
    mine, theirs = t.learners_turn(), t.bots_turn()
    phase = v["phase"]
    throwing = phase in ("seating", "throw", "draw")
    row = []
    if throwing:
        drawing = mine and "draw" in legal
        row.append(B("draw" if drawing else "throw", "Draw" if drawing else "Throw", key=K["throw"], primary=mine,
                     icon="casino"))
    if throwing or theirs:   # the computer players' throws, one by one or all until the learner's turn
        row += [B(NEXT, "Next throw", key=K["next"], primary=theirs, disabled=not theirs, icon="skip_next",
                  help="The next computer player acts: one throw at a time, at your pace."),
                B(SKIP, "To my turn", key=K["skip"], disabled=not theirs, icon="fast_forward",
                  help="The computer players act until it is your turn.")]
    undo_ok = t.game.undoable_bet(t.record.actions, [s for s, _ in t.log()], t.learner)
    if undo_ok or (phase == "bet" and v["banker"] != t.learner):
        row.append(B(UNDO, "Undo bet", key=K["undo"], disabled=not undo_ok, icon="undo",
                     help="Take back your bet, before the next throw (a throw is never undone)."))
    if v["banker"] is not None and v["banker"] != t.learner and phase != "over":
        lo, _ = v["limits"] or (1, 1)
        # labelled: a bare "1" beside Bet said nothing; the label is the box's accessible name too
        row += [board.number("Chips to bet", lo, key=K["stake"], low=0, high=1000),
                B("bet", "Bet", key=K["bet"], primary=mine and phase == "bet", with_box=K["stake"])]
    out = board.row(row, cls="sc-controls") if row else ""
    if v["banker"] == t.learner and phase != "over":
        bank = []
        if phase == "open" and v["limits"] is None:
            have = v["chips"][t.learner]
            choices = [x for x in LIMIT_CHOICES if x[1] <= have] or [(1, max(1, have))]
            out += '<div class="cp-caption">Set your limits: the least and the most a player may bet.</div>'
            bank += [B(f"limits {lo}-{hi}", f"{lo} to {hi} chips", key=session.key(PAGE, f"setlimits-{lo}-{hi}"),
                       primary=True) for lo, hi in choices]
        elif phase == "open":
            bank.append(B("open", "Open round", key=K["open"], primary=True))
        bank.append(B("give-up", "Give up bank", key=K["giveup"]))
        out += board.row(bank, cls="sc-controls")
    return out


def lines_html(v: dict) -> str:
    """This round's settlement (or the last round's), line by line."""
    lines = v["settlements"] or v["last_round"]
    if not lines:
        return ""
    title = "This round" if v["settlements"] else "Last round"
    return (f'<div class="sc-small"><b>{title}, line by line</b><br>'
            + "<br>".join(show.escape(x["line"]) for x in lines) + "</div>")


def play_table() -> None:
    """The table in the pace's fragment, as one block (board.py): a click here reruns the fragment and redraws one
    element; the review stays under it."""
    t = table()
    v = t.view()
    p = board.Parts()   # each part redrawn in the browser only when it changed
    left = (p("felt", felt_html(v, roll=new_throw(v))) + p("controls", controls_html(t, v))
            + p("refusal", board.refusal_html(PAGE))   # right below the buttons that were used
            + p("measured", pace.measured_html(PAGE)))
    right = (p("odds", odds_html(v)) + p("lines", lines_html(v))
             + p("log", show.move_log_html(t, height=170, title="The throws and the bets")))
    board.draw(PAGE, p("turn", tableframe.turn_banner_html(t))
               + f'<div class="sc-grid"><div>{left}</div><div>{right}</div></div>'
               + p("review", review.toggle_html(PAGE, "Review a finished coup: every throw replayed, one by one")),
               act, handlers={**review.handlers(PAGE), NEXT: on_next_throw, SKIP: on_to_my_turn, UNDO: on_undo},
               parts=p)
    # a coup: the banker's limits or opening, the bets, every throw and draw, the settlement
    review.hand_review(PAGE, t, noun="Coup", title_of=coup_title, draw_state=review_state_html,
                       per_seat=False, settled_in_next=True)


def share_and_new() -> None:
    """Below the table's fragment: the share link and save / load (share.panel), and a new table's settings."""
    t = table()
    box = share.panel(PAGE, GAME, t, "Share, save, load, new table")
    if box.open:   # drawn only when opened (share.panel says why)
        with box:
            a, b, c = st.columns(3)
            a.selectbox("Rule set", list(PRESETS), key=session.key(PAGE, "preset"))
            b.number_input("Players", min_value=2, max_value=7, value=t.variant.players, key=session.key(PAGE, "players"))
            c.button("New table", key=session.key(PAGE, "new"), on_click=on_new, icon=":material/restart_alt:")


def play() -> None:
    # the pace above the table's fragment (a click at the table does not redraw it): the computer players throw
    # by hand or by themselves, at a pace a class can follow
    pace.picker(PAGE)
    pace.paced(PAGE, table, play_table)
    share_and_new()


def odds_tab() -> None:
    st.subheader("A shooter's final point")
    dist = odds_mod.shooter_distribution()
    first = odds_mod.first_point_distribution()
    fig = go.Figure([go.Bar(x=list(range(10)), y=[float(first[p]) for p in range(10)], name="first throw alone",
                            marker_color="#b08d57"),
                     go.Bar(x=list(range(10)), y=[float(dist[p]) for p in range(10)], name="after the draw",
                            marker_color="#8b2e1f")])
    fig.update_layout(height=300, margin=dict(l=10, r=10, t=30, b=10), xaxis_title="point", yaxis_title="chance",
                      yaxis_tickformat=".0%", legend=dict(orientation="h", y=1.12), barmode="group")
    st.plotly_chart(fig, key=session.key(PAGE, "point-chart"), config={"displayModeBar": False})
    odds_ui.fraction_table([{"point": p, "first throw": odds_ui.prob(first[p]), "final": odds_ui.prob(dist[p])}
                            for p in range(10)])
    st.subheader("Player against banker")
    rows = [{"banker's point": b, **{k.replace("_", "-"): odds_ui.prob(x) for k, x in odds_mod.versus(b).items()}}
            for b in range(10)]
    odds_ui.fraction_table(rows)
    vb, pb = odds_mod.versus_banker(), odds_mod.punto_banco()
    st.markdown(f"Before either throws: **win {odds_ui.prob(vb['win'])}**, **lose {odds_ui.prob(vb['lose'])}**, "
                f"stand-off {odds_ui.prob(vb['stand_off'])}. The banker's edge is **{odds_ui.prob(odds_mod.banker_edge())}**.")
    odds_ui.fraction_table([
        {"game": "Scarney Chemin de Fer (either side)", "house edge": odds_ui.prob(odds_mod.banker_edge(), 3)},
        {"game": "Casino baccarat, bet on the banker (5% commission)",
         "house edge": odds_ui.prob(pb["edge_on_banker_bet"], 3)},
        {"game": "Casino baccarat, bet on the player", "house edge": odds_ui.prob(pb["edge_on_player_bet"], 3)}])
    st.caption("Casino figures: the standard punto banco drawing rules with an endless shoe, computed here exactly; "
               "a real eight-deck shoe and chemin de fer's optional draws change them slightly.")
    st.subheader("The five-dice total (the throw for the bank)")
    tot = odds_mod.total_distribution()
    fig2 = go.Figure(go.Bar(x=list(tot), y=[float(x) for x in tot.values()], marker_color="#2f5d3a"))
    fig2.update_layout(height=260, margin=dict(l=10, r=10, t=10, b=10), xaxis_title="total", yaxis_tickformat=".1%")
    st.plotly_chart(fig2, key=session.key(PAGE, "total-chart"), config={"displayModeBar": False})
    st.subheader("A draw, by the number of dead dice")
    k = st.slider("Dead dice to draw with", 1, 5, 2, key=session.key(PAGE, "k"))
    count = st.slider("Count of the numbered dice left lying", 0, 6 * (5 - k), min(6, 6 * (5 - k)),
                      key=session.key(PAGE, "count"))
    dd = odds_mod.draw_distribution(k, count)
    odds_ui.fraction_table([{"final point": p, "chance": odds_ui.prob(dd[p])} for p in range(10) if dd[p]])


def faces_figure() -> str:
    return ('<div class="sc-row cp-figure">' + "".join(show.die(f) for f in SCARNEY.faces) +
            '<span class="sc-small">the six faces of a Scarney die (✕ = dead, counts 0)</span></div>')


def values() -> dict:
    vb, pb = odds_mod.versus_banker(), odds_mod.punto_banco()
    return {"draw_chance": odds_ui.prob(odds_mod.draw_chance()), "win": odds_ui.prob(vb["win"]),
            "lose": odds_ui.prob(vb["lose"]), "stand_off": odds_ui.prob(vb["stand_off"]),
            "edge": odds_ui.prob(odds_mod.banker_edge()),
            "baccarat_banker": f"{float(pb['edge_on_banker_bet']) * 100:.2f}%",
            "baccarat_player": f"{float(pb['edge_on_player_bet']) * 100:.2f}%"}


def before_tabs() -> None:
    show.style(CSS)
    share.apply_url(PAGE, GAME, build)


lesson.page(GAME, play=play, odds=odds_tab, values=values, figures={"faces": faces_figure}, before_tabs=before_tabs)
