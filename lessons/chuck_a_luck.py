"""Chuck-a-Luck: the soldiers' dice game, its painted layout, and why the bank always wins.

What the learner sees:
- **Learn**: the history (camps, ponchos and gum blankets, the names), the equipment, every bet and its
  payment, what "216 to 199" means, why a fair-looking bet is not fair, why high/low and odd/even are
  best, the period terms, the rules with their sources, and a self-check.
- **Play**: the layout painted on a gum blanket. Pick a chip, click a square to put it down, take bets
  back, call for the throw; the dice show and every bet is settled with a line saying why. Computer
  soldiers bet beside you, so the bank's take from the whole table is visible. Beside the layout, the
  exact odds of the bets you have down, live. Below: the throws so far, your purse over time, the log.
- **Odds**: every bet's chances and house edge as fractions and percentages, a chart comparing the
  edges, any combination of bets worked out exactly, and "Payday in camp": many soldiers betting the
  same way, simulated, beside the exact expectation.
- **Rule card**: one printable page.
"""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go
import streamlit as st

from engine.bots.chuck_a_luck import default_soldiers
from engine.core.dice import STANDARD
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.core.variant import describe
from engine.games.chuck_a_luck import (
    CHIPS,
    GAME,
    PRESETS,
    SPOTS,
    TABLE_LABELS,
    TOTALS_TABLES,
    Bet,
    ChuckVariant,
    TakeBack,
    money,
    spot_name,
    total_pays,
)
from engine.odds import chuck_a_luck as odds
from engine.odds import fraction_text
from lessons.parts import cite, lesson, odds_ui, review, session, share, show

PAGE = "chuck_a_luck"   # the page's key: its module name
# The settings boxes take exactly the values the rule options allow, so a link or saved game the engine accepts
# always fits them (and the other way round).
OPTION = {o.name: o for o in describe(ChuckVariant)}
MAX_SOLDIERS = int(OPTION["soldiers"].maximum)
PRESET_LABELS = {
    "camp-1861": "Camp, 1861 (Wedeward; modern casino table for totals)",
    "grand-hazard-1890": "Grand Hazard layout, c. 1890 (“for 1” payments)",
    "macau": "Macau / online Sic Bo table for totals",
    "short-drill": "Short drill: 8 throws (a class period)",
}

LAYOUT_CSS = """
<style>
.st-key-chuck-layout { background: #2e2d27; border: 3px dashed #c9b27c; border-radius: 18px 12px 20px 14px;
  padding: 14px 16px 18px 16px; }
.st-key-chuck-layout button { background: transparent !important; border: 2px solid #e9dfc4 !important;
  color: #f4ecd6 !important; font-family: Georgia, 'Times New Roman', serif; border-radius: 6px !important;
  min-height: 2.8rem; padding: .2rem .35rem !important; }
.st-key-chuck-layout button:hover { background: rgba(240,199,94,.16) !important; border-color: #f0c75e !important; }
.st-key-chuck-layout button p { font-size: 1.02rem; font-family: Georgia, serif; }
/* each row of squares a horizontal container: its squares share the row alike, as columns would */
.st-key-chuck-layout [data-testid="stHorizontalBlock"] > [data-testid="stElementContainer"] { flex: 1 1 0 !important;
  min-width: 0; }
.st-key-chuck-numbers button { min-height: 4.6rem; border-width: 3px !important; }
.st-key-chuck-numbers button p { font-size: 2.1rem !important; line-height: 1.1; }
.ck-title { color:#e9dfc4; font-variant: small-caps; letter-spacing:.22em; text-align:center;
  font-family: Georgia, serif; font-size: 1.15rem; margin: 0 0 .2rem 0; }
.ck-sub { color:#cbbd98; text-align:center; font-family: Georgia, serif; font-size:.85rem; margin:.1rem 0 .35rem 0; }
.st-key-chuck-layout .stMarkdownColoredBackground { color:#1d1712 !important; border-radius:999px;
  padding:0 .4em; font-size:.78em; border:2px dashed rgba(0,0,0,.45); white-space: nowrap; }
.st-key-chuck-totals button p { font-size: .92rem !important; }
.st-key-chuck-numbers .stMarkdownColoredBackground { font-size: .42em; vertical-align: middle; }
.ck-bars { display:flex; align-items:flex-end; gap:6px; height:150px; padding:4px 2px; border-bottom:1px solid #8a7a66; }
.ck-bar { flex:1; display:flex; flex-direction:column; justify-content:flex-end; text-align:center; min-width:0; }
.ck-bar-p { font: .72rem Georgia, serif; color:#5b4632; } .ck-bar-x { font: 600 .76rem Georgia, serif; margin-top:2px; }
.ck-bar-cap { font: .8rem Georgia, serif; color:#6b5a48; text-align:center; margin-bottom:.4rem; }
.ck-dice .cp-die { width:2.1em; height:2.1em; font-size:2.4rem; }
.ck-hist .cp-die { width:1.25em; height:1.25em; font-size:1.1rem; border-width:1px; }
.ck-line { font-family: Georgia, serif; margin:.1rem 0; }
.ck-stats { display:flex; gap:1.2rem; margin:.2rem 0 .5rem 0; } .ck-stat { flex:1; }
.ck-stat-l { font-size:.85rem; color:#5b4632; } .ck-stat-v { font: 400 2rem Georgia, serif; line-height:1.2; }
.ck-betlist { padding-left:1.1rem; margin-top:.4rem; }
.ck-side ul { padding-left: 1.1rem; } .ck-side li { margin: .25rem 0; }
</style>
"""


# -- the table in session state --------------------------------------------------------------------------

def build(variant: ChuckVariant, seed: int, deal: str | None = None) -> Table:
    """A fresh session: soldiers in every seat the variant has, their money already down."""
    table = Table.new(GAME, variant, seed, deal=deal, bots=default_soldiers(MAX_SOLDIERS))
    table.run_bots()
    return table


def table() -> Table:
    return session.table(PAGE, lambda: build(GAME.Variant(), fresh_seed()))


def chip() -> int:
    return st.session_state.get(session.key(PAGE, "chip")) or 25


# -- callbacks (the only places the game changes) --------------------------------------------------------

def on_spot(spot: str) -> None:
    t = table()

    def go_on():
        if t.state.phase == "settled":  # a chip on the cloth: the banker sweeps it first
            t.act("next")
            t.run_bots()
        t.act(Bet(spot, chip()))

    session.attempt(PAGE, go_on)


def on_take_back(spot: str) -> None:
    session.attempt(PAGE, table().act, TakeBack(spot))


def on_throw() -> None:
    session.attempt(PAGE, table().act, "throw")


def on_next() -> None:
    t = table()

    def go_on():
        t.act("next")
        t.run_bots()

    session.attempt(PAGE, go_on)


def on_typed() -> None:
    k = session.key(PAGE, "typed")
    text = (st.session_state.get(k) or "").strip()
    if not text:
        return
    t = table()

    def go_on():
        t.act(t.game.parse_action(text))  # after the throw a bet is refused (rule before-throw)
        if t.bots_turn():
            t.run_bots()

    if session.attempt(PAGE, go_on):
        st.session_state[k] = ""


def on_new_session() -> None:
    name = st.session_state.get(session.key(PAGE, "preset")) or "camp-1861"
    base = PRESETS[name]
    soldiers = int(st.session_state.get(session.key(PAGE, "soldiers"), base.soldiers))
    throws = int(st.session_state.get(session.key(PAGE, "throws"), base.throws))
    purse = round(float(st.session_state.get(session.key(PAGE, "purse"), base.purse_cents / 100)) * 100)
    from dataclasses import replace

    variant = replace(base, soldiers=soldiers, throws=throws, purse_cents=max(5, purse))
    deal = (st.session_state.get(session.key(PAGE, "deal")) or "").strip() or None
    try:
        new = build(variant, fresh_seed(), deal)
    except BadInput as exc:
        session.warn(PAGE, f"Those fixed throws could not be used — {exc.reason}. Your session is unchanged.")
        return
    session.replace(PAGE, new)


# -- drawing -------------------------------------------------------------------------------------------------

def die_html(n: int, size: str = "") -> str:
    return show.die(STANDARD.faces[n - 1], size)


def chips_label(view: dict, spot: str) -> str:
    """The chips on one square as button-label markdown; after the throw, how the learner's bet came out."""
    if view["phase"] != "betting":
        out = []
        for s in view["settlements"]:
            if s["seat"] == 0 and s["spot"] == spot:
                out.append(f":green-background[+{money(s['net'])}]" if s["net"] > 0
                           else f":red-background[~~{money(s['stake'])}~~]")
        return " ".join(out)
    mine = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] == 0)
    theirs = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] != 0)
    out = []
    if mine:
        out.append(f":red-background[**{money(mine)}**]")
    if theirs:
        out.append(f":blue-background[{money(theirs)}]")
    return " ".join(out)


def chips_control() -> None:
    st.segmented_control("Chip to put down", CHIPS, format_func=money, default=25, required=True,
                         key=session.key(PAGE, "chip"),
                         help="Click a square on the blanket to put this chip there; click again to add another.")


def spot_button(view: dict, spot: str, label: str, disabled: bool) -> None:
    chips = chips_label(view, spot)
    st.button(f"{label} {chips}" if chips else label, key=session.key(PAGE, f"spot:{spot}"), on_click=on_spot,
              args=(spot,), width="stretch", disabled=disabled, wrap=True)


def draw_layout(view: dict, disabled: bool) -> None:
    """The layout as a painted gum blanket: six numbers, the raffle, high/low, odd/even, the totals."""
    v = table().variant
    with st.container(key="chuck-layout"):
        show.html('<div class="ck-title">✦ Chuck-a-Luck ✦</div>'
                  f'<div class="ck-sub">one die 1 to 1 · two dice 2 to 1 · three dice {v.single_triple_pays} to 1</div>')
        # rows as horizontal containers, not columns: one block a row instead of one a square, so a chip click
        # sends 25 fewer blocks (the buttons stretch to share the row alike)
        with st.container(key="chuck-numbers", horizontal=True, gap="small"):
            for n in range(1, 7):
                spot_button(view, f"single:{n}", f"{STANDARD.faces[n - 1].glyph}", disabled)
        specials = [("raffle", f"Raffle {v.raffle_pays}:1"), ("low", "Low 4–10"), ("high", "High 11–17"),
                    ("odd", "Odd"), ("even", "Even")]
        with st.container(horizontal=True, gap="small"):
            for spot, label in specials:
                spot_button(view, spot, label, disabled)
        show.html('<div class="ck-sub">the raffle: any triple · high, low, odd, even pay 1 to 1 and lose to any '
                  'triple · a particular total pays:</div>')
        with st.container(key="chuck-totals"):
            for row in (range(4, 11), range(11, 18)):
                with st.container(horizontal=True, gap="small"):
                    for total in row:
                        spot_button(view, f"total:{total}", f"**{total}** {total_pays(v.totals_table, total)}:1",
                                    disabled)
        show.html('<div class="ck-sub">pink chips are yours · blue are the soldiers\'</div>')


def draw_throw(view: dict) -> None:
    dice = view["last_throw"]
    if not dice:
        return
    st.markdown(f"#### Throw {view['throw_no']}: the banker chucks")
    total = sum(dice)
    triple = " — a raffle!" if len(set(dice)) == 1 else ""
    show.html(f'<div class="ck-dice" aria-live="polite">{"".join(die_html(d) for d in dice)} '
              f'<span style="font: 600 1.3rem Georgia, serif">total {total}{triple}</span></div>')
    mine = [s for s in view["settlements"] if s["seat"] == 0]
    if mine:
        for s in mine:
            mark = ":green[:material/check_circle:]" if s["net"] > 0 else ":red[:material/cancel:]"
            st.markdown(f"{mark} {s['line']}")
        net = sum(s["net"] for s in mine)
        st.markdown(f"**This throw: {'+' if net > 0 else ''}{money(net)} for you.**")
    else:
        st.markdown("You sat this throw out.")
    bank = -sum(s["net"] for s in view["settlements"])
    st.caption(f"The bank {'took' if bank >= 0 else 'paid out'} {money(abs(bank))} on this throw, "
               f"from everyone at the table.")
    others = [s for s in view["settlements"] if s["seat"] != 0]
    if others:
        with st.expander("How the soldiers' bets were settled"):
            for s in others:
                st.markdown(f"{':green[:material/check_circle:]' if s['net'] > 0 else ':red[:material/cancel:]'} "
                            f"**{s['name']}** — {s['line']}")


def distribution_bars(rows: list[tuple[int, Fraction]]) -> str:
    """The exact distribution of one throw's net result as plain HTML bars (quick to redraw on every chip)."""
    top = max(float(p) for _, p in rows)
    bars = []
    for net, p in rows:
        colour = "#2f6b3a" if net > 0 else "#8b2e1f" if net < 0 else "#8a7a66"
        height = max(2, round(110 * float(p) / top))
        label = ("+" if net > 0 else "") + money(net)
        bars.append(f'<div class="ck-bar" title="net {label}: {fraction_text(p)} = {float(p):.2%}">'
                    f'<div class="ck-bar-p">{round(p * 216)}/216</div>'
                    f'<div style="height:{height}px;background:{colour}"></div>'
                    f'<div class="ck-bar-x">{label}</div></div>')
    return (f'<div class="ck-bars" role="img" aria-label="chance of each net result this throw">{"".join(bars)}</div>'
            '<div class="ck-bar-cap">your net result this throw · throws out of 216</div>')


def live_odds(view: dict) -> None:
    """The exact odds of the bets the learner has down now: all 216 throws."""
    v = table().variant
    mine: dict[str, int] = {}
    for b in view["layout"]:
        if b["seat"] == 0:
            mine[b["spot"]] = mine.get(b["spot"], 0) + b["stake"]
    st.markdown("#### Your bets, this throw — exact")
    if view["phase"] != "betting" or not mine:
        st.caption("Put chips on the layout: the exact chances of this throw, over all 216 ways three dice can "
                   "fall, appear here as you bet.")
        return
    d = odds.distribution(mine, v)
    stats = [("Staked", money(d["staked"]), "ck-staked", "what you have down this throw"),
             ("Expected", f"{float(d['expected']):+.2f}¢", "",
              f"exactly {fraction_text(d['expected'])}¢ a throw: the average over all 216 throws"),
             ("House edge", f"{float(d['edge']) * 100:.2f}%", "",
              f"exactly {fraction_text(d['edge'])} of what you stake, on average")]
    boxes = "".join(f'<div class="ck-stat" title="{show.escape(tip)}"><div class="ck-stat-l">{label}</div>'
                    f'<div class="ck-stat-v {cls}">{value}</div></div>' for label, value, cls, tip in stats)
    bets = "".join(f"<li><b>{money(c)} on {spot_name(s)}</b> wins {odds_ui.prob(odds.bet_row(s, v)['win'])}; "
                   f"house edge {odds_ui.prob(odds.house_edge(s, v))}</li>" for s, c in mine.items())
    # One element for the whole panel: a chip click redraws one block, not a dozen.
    show.html(f'<div class="ck-stats">{boxes}</div>'
              f'<p>Come out <b>ahead</b> {odds_ui.prob(d["p_ahead"])} · <b>even</b> {odds_ui.prob(d["p_even"])} · '
              f'<b>behind</b> {odds_ui.prob(d["p_behind"])}</p>'
              f'{distribution_bars(d["rows"])}<ul class="ck-betlist">{bets}</ul>')


def table_side(view: dict) -> None:
    """The bank and each soldier: purse, habit and bets, in one block (one element to redraw per click)."""
    t = table()
    take = view["bank"] - view["start_bank"]
    rows = [f"<li><b>The bank</b>: {money(view['bank'])} — {'up' if take >= 0 else 'down'} {money(abs(take))} "
            "on the whole table since the session began.</li>"]
    for seat in range(1, len(view["names"])):
        bot = t.bots.get(seat)
        if view["phase"] == "betting":
            bets = [b for b in view["layout"] if b["seat"] == seat]
            now = ", ".join(f"{money(b['stake'])} on {spot_name(b['spot'])}" for b in bets) or (
                "sitting out, purse empty" if view["purses"][seat] == 0 else "no bet down")
        else:
            nets = [x["net"] for x in view["settlements"] if x["seat"] == seat]
            now = (f"this throw {'+' if sum(nets) > 0 else ''}{money(sum(nets))}" if nets else "sat this throw out")
        habit = (f' · <i title="{show.escape(bot.description)}">{show.escape(bot.label.lower())}</i>'
                 if bot else "")
        rows.append(f"<li><b>{show.escape(view['names'][seat])}</b>{habit}: {money(view['purses'][seat])} — "
                    f"{show.escape(now)}</li>")
    show.html('<div class="ck-side"><h4>Around the blanket</h4><ul>' + "".join(rows) + "</ul></div>")


@st.fragment
def history_panel() -> None:
    """The throws so far and the purse chart: they change only with a throw, so they sit in their own fragment
    and a chip click does not redraw them (a throw reruns the page: see ``play_table``)."""
    t = table()
    st.session_state[session.key(PAGE, "drawn")] = t.state.throw_no
    view = t.view()
    hist = view["history"]
    if not hist:
        return
    recent = hist[-12:]
    cells = " ".join(f'<span title="throw {len(hist) - len(recent) + i + 1}: total {sum(h)}">'
                     f'{"".join(die_html(x) for x in h)}</span>' for i, h in enumerate(recent))
    more = f"(the last 12 of {len(hist)}) " if len(hist) > 12 else ""
    show.html(f'<div class="ck-hist"><b>Throws so far</b> {more}{cells}</div>')
    ph = view["purse_history"]
    fig = go.Figure()
    xs = list(range(len(ph)))
    palette = ["#8b2e1f", "#2d4f7c", "#5f7f3a", "#7a5c99", "#b08d57", "#3f7f7f", "#6b6b6b"]
    for seat, name in enumerate(view["names"]):
        fig.add_trace(go.Scatter(x=xs, y=[p[seat] / 100 for p in ph], mode="lines+markers", name=name,
                                 line=dict(width=4 if seat == 0 else 1.5, color=palette[seat % len(palette)])))
    # the bank's take on its own axis (right): the purses' axis then spans only the purses, not down to $0,
    # so a throw's change shows
    fig.add_trace(go.Scatter(x=xs, y=[(p[-1] - view["start_bank"]) / 100 for p in ph], mode="lines", name="Bank's take",
                             line=dict(dash="dash", color="#3a2e22"), yaxis="y2"))
    fig.update_layout(height=300, margin=dict(l=10, r=10, t=30, b=10), title="Purses after each throw ($)",
                      xaxis=dict(title="throw", dtick=1 if len(ph) <= 25 else None),
                      yaxis=dict(tickprefix="$", rangemode="normal"),
                      yaxis2=dict(tickprefix="$", overlaying="y", side="right", showgrid=False, title="bank's take"),
                      legend=dict(orientation="h", y=-0.25))
    st.plotly_chart(fig, key=session.key(PAGE, "purse-chart"), config={"displayModeBar": False})


# -- the review: a finished throw replayed, bet by bet ------------------------------------------------------------

def throw_of(view: dict) -> int:
    """Which throw a state belongs to: the one being bet on, or the one just settled (a throw is 'a hand')."""
    return view["throw_no"] + (1 if view["phase"] == "betting" else 0)


def review_state_html(view: dict) -> str:
    """The blanket at one moment of a finished throw, from the learner's view (at this table nothing is hidden):
    every seat's bets, then the dice and how each bet was settled, and the purses."""
    names = view["names"]
    if view["phase"] == "betting":
        rows = []
        for seat, name in enumerate(names):
            bets = [b for b in view["layout"] if b["seat"] == seat]
            rows.append(f"<li><b>{show.escape(name)}</b>: "
                        + (", ".join(f"{money(b['stake'])} on {spot_name(b['spot'])}" for b in bets) or "no bet yet")
                        + "</li>")
        body = f"<b>Bets down</b><ul>{''.join(rows)}</ul>"
    else:
        dice = view["last_throw"]
        body = (f'<div class="ck-dice">{"".join(die_html(d) for d in dice)} <b>total {sum(dice)}</b></div><ul>'
                + "".join(f"<li><b>{show.escape(x['name'])}</b>: {show.escape(x['line'])}</li>"
                          for x in view["settlements"]) + "</ul>")
    purses = " · ".join(f"{show.escape(n)} {money(view['purses'][s])}" for s, n in enumerate(names))
    return f'{body}<p class="cp-meta">Purses: {purses} · the bank {money(view["bank"])}</p>'


@st.fragment
def review_panel() -> None:
    """Finished throws replayed for the class: each seat's bets as they went down, the throw, the settlement
    (the shared review part; in its own fragment, so stepping through it redraws only the review, and a chip
    click at the table does not redraw the review)."""
    review.hand_review(PAGE, table(), hand_key=throw_of, over=lambda v: v["phase"] == "settled", noun="Throw",
                       draw_state=review_state_html, per_seat=False,
                       label="Review a finished throw: the bets, the dice and the settlement, move by move",
                       start="Before any bet is laid.")


@st.fragment
def play_table() -> None:
    t = table()
    if (st.session_state.get(session.key(PAGE, "run")) == "done"
            and st.session_state.get(session.key(PAGE, "drawn"), t.state.throw_no) != t.state.throw_no):
        st.rerun()  # a throw (or a loaded game) changed the history: redraw the whole page once
    if t.bots_turn():
        t.run_bots()
    view = t.view()
    v = t.variant
    over = GAME.is_over(t.state)
    top = (f"**Throw {min(view['throw_no'] + (0 if view['phase'] == 'settled' or over else 1), v.throws)} "
           f"of {v.throws}** · your purse **{money(view['purse'])}** (you began with {money(v.purse_cents)})")
    st.markdown(top)
    if over:
        st.success(f"**Session over.** {GAME.outcome(t.state).summary}", icon=":material/flag:")
    left, right = st.columns([5, 3], gap="medium")
    with left:
        row = st.container(horizontal=True, vertical_alignment="bottom")   # the chips and the throw, in one row
        with row:
            chips_control()
        if view["phase"] == "betting" and not over:
            row.button("Call for the throw", icon=":material/casino:", type="primary", key=session.key(PAGE, "throw"),
                       on_click=on_throw, help="The banker chucks the three dice; every bet on the layout is settled.")
        elif not over:
            row.button("Next throw", icon=":material/cleaning_services:", type="primary", key=session.key(PAGE, "next"),
                       on_click=on_next,
                       help="The banker sweeps the settled layout. Or just put a chip down: he sweeps first.")
        else:
            row.button("New session", icon=":material/refresh:", type="primary", key=session.key(PAGE, "again"),
                       on_click=on_new_session)
        st.text_input("Or type a move", key=session.key(PAGE, "typed"), on_change=on_typed, label_visibility="collapsed",
                      placeholder="Or type a move: bet total:10 0.35 · take-back single:5 · throw",
                      help="The site's notation: bet SPOT DOLLARS (spots: single:1…single:6, raffle, total:4…total:17, "
                           "high, low, odd, even), take-back SPOT, throw, next.")
        session.refusal(PAGE)   # right below the chips, the throw and the typed move
        draw_layout(view, disabled=over)
        mine = [b for b in view["layout"] if b["seat"] == 0]
        if mine:
            st.caption("Take a bet back (before the throw only):")
            with st.container(horizontal=True, gap="small"):   # one block, not a column per bet
                for b in mine:
                    st.button(f"↩ {money(b['stake'])} from {spot_name(b['spot'])}",
                              key=session.key(PAGE, f"back:{b['spot']}"), on_click=on_take_back, args=(b["spot"],))
    with right:
        if view["phase"] == "betting":
            live_odds(view)
        else:
            draw_throw(view)
        table_side(view)
    with st.expander("Move log", expanded=False):
        # the newest moves: a long session's whole log would be re-sent with every chip (the review replays any throw)
        show.move_log(t, limit=LOG_LINES, title=f"The last {LOG_LINES} moves, newest first"
                      if len(t.log()) > LOG_LINES else "")


LOG_LINES = 60


def save_and_load() -> None:
    """Save or load, outside the table's fragment so a chip click does not re-send it: the save button builds the
    record when pressed (the table as it stands), and loading a game or a new session reruns the whole page."""
    with st.expander("Save this session, or load one", expanded=False):
        share.record_io(PAGE, table())


def settings() -> None:
    t = table()
    v = t.variant
    with st.expander("Table settings, share this session", expanded=False, icon=":material/settings:"):
        names = list(PRESETS)
        current = GAME.preset_name(v)
        c1, c2, c3, c4 = st.columns([3, 1, 1, 1])
        c1.selectbox("Rule set", names, index=names.index(current) if current in names else 0,
                     format_func=lambda n: PRESET_LABELS.get(n, n), key=session.key(PAGE, "preset"))
        c2.number_input("Soldiers", int(OPTION["soldiers"].minimum), MAX_SOLDIERS, v.soldiers,
                        key=session.key(PAGE, "soldiers"))
        c3.number_input("Throws", int(OPTION["throws"].minimum), int(OPTION["throws"].maximum), v.throws,
                        key=session.key(PAGE, "throws"))
        c4.number_input("Purse ($)", OPTION["purse_cents"].minimum / 100, OPTION["purse_cents"].maximum / 100,
                        v.purse_cents / 100, step=1.0, format="%.2f", key=session.key(PAGE, "purse"))
        st.text_input("Fix the first throws (optional, for a demonstration)", key=session.key(PAGE, "deal"),
                      placeholder="e.g. 6-6-6 1-2-3: the first throw a raffle, the second 1-2-3",
                      help="A teacher's tool: the session's first throws are these; later throws come from the "
                           "seed. The share link carries them, so the whole class sees the same dice.")
        st.button("Start a new session with these settings", key=session.key(PAGE, "new"), on_click=on_new_session)
        st.caption(f"Now: {PRESET_LABELS.get(current or '', 'custom rules')}; totals paid by the "
                   f"{TABLE_LABELS[v.totals_table].lower()}; the bank holds {money(v.bank_cents)} to start. "
                   f"Default purse $13.00: a Union private's pay for a month "
                   f"{cite.text('us-pay-1861', '§1')}.")
        share.show_link(GAME, v, t.record.seed, t.record.deal)


# -- the lesson's figures (lessons/text/chuck_a_luck/*.md fills its {{value}} slots from these) ------------------

def percent_range(lo: Fraction, hi: Fraction, places: int = 2) -> str:
    return f"{float(lo):.{places}%} to {float(hi):.{places}%}"


def lesson_values() -> dict[str, str]:
    """Every number the lesson, the self-check and the rule card print, from the engine's exact counts: the
    lesson's for the default rules, the rule card's for the rules at the table now."""
    v = table().variant
    return figures_for(repr(v), v)


# Cached in Streamlit's cache, not functools': a page's script runs in a fresh namespace at every run. Keyed by the
# rules' repr (a frozen dataclass: every option and its value), bounded, since a link may name any rules.
@st.cache_data(max_entries=32, show_spinner=False)
def figures_for(rules: str, _v: ChuckVariant) -> dict[str, str]:
    """``lesson_values`` for a table's rules (``_v``, named by ``rules``): the same for every visitor at those rules,
    so counted once a process (every bet and pay table's figures: 9 ms the first time, about 1 ms at each later
    opening of the lesson with the engine's counts cached)."""
    v = _v
    f = odds.lesson_figures(GAME.Variant())
    ways = f["single_ways"]
    backs = {1: 2, 2: 3, 3: GAME.Variant().single_triple_pays + 1, 0: 0}
    words = {1: "on one die", 2: "on two dice", 3: "on all three", 0: "not at all"}
    single = ("| how the 5 shows | throws | you get back each time | total |\n|---|---|---|---|\n"
              + "".join(f"| {words[k]} | {ways[k]} | {backs[k]}{' (your coin + ' + str(backs[k] - 1) + ')' if k else ''} "
                        f"| {ways[k] * backs[k]} |\n" for k in (1, 2, 3, 0))
              + f"| **all 216 throws** | **216** | | **{f['single_back']}** |")
    lo, hi = f["edge_ratio"]
    card = odds.lesson_figures(v)
    tot = TOTALS_TABLES[v.totals_table]
    totals = [odds.house_edge(f"total:{t}", v) for t in range(4, 18)]

    def edge(spot: str) -> str:
        e = odds.house_edge(spot, v)
        return f"{fraction_text(e)} = {float(e):.2%}"

    return {
        "purse": money(GAME.Variant().purse_cents), "bets_table": bets_table(GAME.Variant()),
        "casino_pays": ", ".join(map(str, f["totals_pays"]["casino"][:-1])) + f" and {f['totals_pays']['casino'][-1]}",
        "casino_edges": percent_range(*f["totals_edges"]["casino"]),
        "grand_hazard_edges": percent_range(*f["totals_edges"]["grand-hazard-1890"], 1),
        "macau_edges": percent_range(*f["totals_edges"]["macau"], 1),
        "single_table": single, "single_back": str(f["single_back"]),
        "single_keep": str(216 - f["single_back"]), "single_edge": odds_ui.prob(f["single_edge"]),
        "single_win": odds_ui.prob(f["single_win"]), "cover_six_gain": str(f["cover_six_gain"]),
        "cover_six_worst": "even" if f["cover_six_bank_worst"] == 0 else money(f["cover_six_bank_worst"]),
        "high_wins": str(f["high_wins"]), "high_loses": str(f["high_loses"]), "high_edge": odds_ui.prob(f["high_edge"]),
        "raffle_edge": odds_ui.prob(f["raffle_edge"]),
        "edge_ratio": f"about {float(lo):.1f} and {float(hi):.1f}",
        # the rule card: the rules at the table now
        "triple_pays": str(v.single_triple_pays), "raffle_pays": str(v.raffle_pays),
        "totals_line": ", ".join(f"{t}/{21 - t} {tot[t]}:1" for t in range(4, 11)),
        "table_label": TABLE_LABELS[v.totals_table],
        "card_single": edge("single:1") + (f" (“216 to {card['single_back']}”)." if v.single_triple_pays == 3 else "."),
        "card_raffle": edge("raffle"), "card_high": edge("high"),
        "card_totals": f"{float(min(totals)):.1%} to {float(max(totals)):.1%}",
    }


def bets_table(v: ChuckVariant) -> str:
    """The Learn tab's table of the principal bets: how each wins, loses and what the house keeps (exact)."""
    rows = []
    for label, spot in [("A single number (say the 5)", "single:5"), ("The raffle (any triple)", "raffle"),
                        ("High (11–17)", "high"), ("Low (4–10)", "low"), ("Odd", "odd"), ("Even", "even")]:
        r = odds.bet_row(spot, v)
        wins = "; ".join(f"{o['outcome']}: {o['ways']}/216, paid {o['pays']}" for o in r["outcomes"])
        rows.append(f"| {label} | {wins} | {round(r['lose'] * 216)}/216 | {odds_ui.prob(r['house_edge'])} |")
    for t in range(4, 11):
        r = odds.bet_row(f"total:{t}", v)
        o = r["outcomes"][0]
        rows.append(f"| Total {t} (or {21 - t}) | the dice total {t}: {o['ways']}/216, paid {o['pays']} | "
                    f"{round(r['lose'] * 216)}/216 | {odds_ui.prob(r['house_edge'])} |")
    return "| Bet | Wins when | Loses | House edge |\n|---|---|---|---|\n" + "\n".join(rows)


# -- the Odds tab ----------------------------------------------------------------------------------------------

LAYOUT_NOW = "Your bets on the layout now"
STRATEGIES = {
    "25¢ on high": {"high": 25},
    "25¢ on odd": {"odd": 25},
    "25¢ on a single number (the 5)": {"single:5": 25},
    "10¢ on each of the six numbers": {f"single:{n}": 10 for n in range(1, 7)},
    "5¢ on the raffle": {"raffle": 5},
    "10¢ on total 10 and 10¢ on total 11": {"total:10": 10, "total:11": 10},
    "5¢ on 4 and 5¢ on 17 (long shots)": {"total:4": 5, "total:17": 5},
    "$1 on high": {"high": 100},
}


def odds_tab() -> None:
    t = table()
    names = list(TOTALS_TABLES)
    st.markdown("Everything here is **exact**: counted over the 216 equally likely throws of three dice, and shown "
                "as a fraction beside its percentage (the payday simulation says so, with its sample size).")
    live_odds(t.view())  # the bets you have down in Play now (also shown beside the layout, live)
    which = st.selectbox("Pay table for totals", names, index=names.index(t.variant.totals_table),
                         format_func=lambda n: TABLE_LABELS[n], key=session.key(PAGE, "odds-table"))
    v = ChuckVariant(totals_table=which, raffle_pays=29 if which == "grand-hazard-1890" else 30)
    st.subheader("Every bet on the layout")
    rows = []
    for r in odds.bet_rows(v):
        rows.append({"Bet": r["name"], "Pays": r["pays"], "Winning throws (of 216)": round(r["win"] * 216),
                     "Chance to win": odds_ui.prob(r["win"]),
                     "Of 216 staked, back": r["returned_per_216"], "House edge": odds_ui.prob(r["house_edge"])})
    odds_ui.fraction_table(rows)
    if which == "grand-hazard-1890":
        st.caption("With this layout the raffle is also paid “30 for 1”, that is 29 to 1.")

    st.subheader("The house's edge, bet by bet")
    summary = odds.edge_summary(v)
    fig = go.Figure(go.Bar(y=[label for label, _ in summary], x=[float(e) for _, e in summary], orientation="h",
                           text=[f"{fraction_text(e)} = {float(e):.2%}" for _, e in summary], textposition="outside",
                           marker_color=["#2f6b3a" if e < Fraction(1, 20) else "#b08d57" if e < Fraction(1, 10)
                                         else "#8b2e1f" for _, e in summary]))
    fig.add_vrect(x0=0.10, x1=0.20, fillcolor="#b08d57", opacity=0.18, line_width=0, layer="below",
                  annotation_text="Wedeward: totals “about 10% to 20%”", annotation_position="top left")
    top = max(float(e) for _, e in summary)
    fig.update_layout(height=460, margin=dict(l=10, r=40, t=30, b=10), xaxis_tickformat=".0%",
                      xaxis_range=[0, max(0.22, top * 1.3)],
                      xaxis_title="the bank's share of every stake, in the long run",
                      yaxis=dict(autorange="reversed"))
    st.plotly_chart(fig, key=session.key(PAGE, "edge-chart"), config={"displayModeBar": False})
    explorer_and_payday(v)


@st.fragment
def explorer_and_payday(v: ChuckVariant) -> None:
    st.subheader("Any combination of bets")
    view = table().view()
    on_layout: dict[str, int] = {}
    for b in view["layout"] if view["phase"] == "betting" else []:
        if b["seat"] == 0:
            on_layout[b["spot"]] = on_layout.get(b["spot"], 0) + b["stake"]
    strategies = ({LAYOUT_NOW: on_layout} if on_layout else {}) | STRATEGIES
    c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
    choice = c1.selectbox("A way of betting", list(strategies), key=session.key(PAGE, "strategy"),
                          help="Your own bets on the layout in Play appear first while they are down.")
    c2.button("↻ Read the layout", key=session.key(PAGE, "reread"),
              help="Read the bets you have down in Play now (this section updates on its own when you use it).")
    custom = st.multiselect("…or choose your own bets (each at the stake below)", SPOTS, format_func=spot_name,
                            key=session.key(PAGE, "custom"))
    stake = st.select_slider("Stake on each of your own bets", CHIPS, value=25, format_func=money,
                             key=session.key(PAGE, "custom-stake"))
    bets = {s: stake for s in custom} if custom else strategies.get(choice, STRATEGIES["25¢ on high"])
    label = ", ".join(f"{money(c)} on {spot_name(s)}" for s, c in bets.items())
    d = odds.distribution(bets, v)
    st.markdown(f"**{label}** — staked {money(d['staked'])} a throw. Expected result "
                f"**{fraction_text(d['expected'])}¢** ({float(d['expected']):+.3f}¢) a throw; house edge "
                f"{odds_ui.prob(d['edge'])}. Ahead {odds_ui.prob(d['p_ahead'])}, even "
                f"{odds_ui.prob(d['p_even'])}, behind {odds_ui.prob(d['p_behind'])}.")
    odds_ui.fraction_table([{"Net result": money(x), "Throws of 216": round(p * 216), "Chance": odds_ui.prob(p)}
                            for x, p in d["rows"]])

    st.subheader("Payday in camp")
    st.markdown("A company draws its pay and every soldier bets the same way, throw after throw, until the "
                "session ends or he can no longer cover his bets (he is *broke*). How do their purses spread out?")
    c1, c2, c3 = st.columns(3)
    soldiers = c1.select_slider("Soldiers", [100, 1_000, 10_000, 50_000, 100_000], value=10_000,
                                key=session.key(PAGE, "pay-n"))
    throws = c2.slider("Throws each", 1, 200, 20, key=session.key(PAGE, "pay-t"))
    purse = round(c3.number_input("Purse ($)", 0.05, 500.0, 13.0, step=1.0, format="%.2f",
                                  key=session.key(PAGE, "pay-purse")) * 100)
    if purse < d["staked"]:
        st.warning(f"A purse of {money(purse)} cannot cover these bets ({money(d['staked'])} a throw).")
        return
    seed = st.session_state.setdefault(session.key(PAGE, "pay-seed"), 1861)
    if st.button("Pay the company again (new dice)", icon=":material/casino:", key=session.key(PAGE, "pay-again")):
        st.session_state[session.key(PAGE, "pay-seed")] = seed = seed + 1
    sim = odds.payday_simulation(bets, purse, soldiers, throws, seed, v)
    exact = odds.payday_exact(bets, purse, throws, v)
    broke = int(round(sim["share_broke"] * soldiers))
    ahead = int(round(sim["share_ahead"] * soldiers))
    left, right = st.columns(2)
    with left:
        st.markdown(f"**Simulated** ({soldiers:,} soldiers × {throws} throws = {sim['throws_played']:,} throws "
                    f"played; seed {seed})")
        st.markdown(f"- mean final purse **{money(round(sim['mean']))}** ± {sim['stderr_mean']:.1f}¢ "
                    "(standard error)\n"
                    f"- went broke: {odds_ui.estimate(broke, soldiers)}\n"
                    f"- came out ahead: {odds_ui.estimate(ahead, soldiers)}")
    with right:
        st.markdown("**Exact** (every sequence of throws counted)")
        never = exact["expected_if_never_broke"] if exact else purse + throws * d["expected"]
        lines = [f"- if nobody went broke: {money(purse)} + {throws} × ({fraction_text(d['expected'])}¢) = "
                 f"**{money(round(never))}** ({fraction_text(Fraction(never))}¢)"]
        if exact:
            lines += [f"- expected final purse, stopping when broke: **${exact['expected'] / 100:.4f}**",
                      f"- chance of going broke: **{exact['p_broke']:.4%}**",
                      f"- chance of coming out ahead: **{exact['p_ahead']:.4%}**"]
        else:
            lines.append("- (too many possible purses to count exactly quickly; the simulation stands alone)")
        st.markdown("\n".join(lines))
    st.plotly_chart(payday_figure(sim["finals"], exact, purse, soldiers), key=session.key(PAGE, "payday-chart"),
                    config={"displayModeBar": False})
    st.caption("Bars: how many of the simulated soldiers ended with each purse. Dots: how many the exact "
               "calculation expects there. The dashed line is the pay they drew.")


def payday_figure(finals, exact: dict | None, purse: int, soldiers: int) -> go.Figure:
    """Simulated final purses as bars, the exact expectation as dots, on the same bins."""
    import numpy as np

    values = np.unique(finals)
    step = exact["step"] if exact else 1
    lo, hi = int(values.min()), int(values.max())
    if exact:
        lo, hi = min(lo, int(exact["purses"].min())), max(hi, int(exact["purses"].max()))
    width = step * max(1, -(-(hi - lo) // (step * 80)))  # about 80 bins, on the lattice of possible purses
    edges = np.arange(lo - width / 2, hi + width, width)
    counts, _ = np.histogram(finals, bins=edges)
    mids = (edges[:-1] + edges[1:]) / 2 / 100
    fig = go.Figure(go.Bar(x=mids, y=counts, name=f"simulated ({soldiers:,} soldiers)", marker_color="#8b2e1f",
                           hovertemplate="$%{x:.2f}: %{y} soldiers<extra></extra>"))
    if exact:
        expected, _ = np.histogram(exact["purses"], bins=edges, weights=exact["probabilities"] * soldiers)
        keep = expected > 0.05
        fig.add_trace(go.Scatter(x=mids[keep], y=expected[keep], mode="markers", name="exact expectation",
                                 marker=dict(color="#1d1712", size=7, symbol="circle-open", line=dict(width=2)),
                                 hovertemplate="$%{x:.2f}: %{y:.1f} expected<extra></extra>"))
    fig.add_vline(x=purse / 100, line_dash="dash", annotation_text="pay drawn", line_color="#3a2e22")
    fig.update_layout(height=320, margin=dict(l=10, r=10, t=30, b=10), xaxis_title="final purse ($)",
                      yaxis_title="soldiers", xaxis_tickprefix="$", bargap=0.1,
                      legend=dict(orientation="h", y=1.12))
    return fig


# -- the page ---------------------------------------------------------------------------------------------------

def play() -> None:
    settings()
    play_table()
    save_and_load()
    history_panel()
    review_panel()


def before_tabs() -> None:
    show.style(LAYOUT_CSS)
    share.apply_url(PAGE, GAME, build)


# Lazy tabs (lessons/parts/lesson.py): only the open tab is built and sent, so a chip click (a fragment rerun)
# never makes the browser redraw the lesson's text or the odds charts hidden in other tabs. A shared link opens
# at the table. The "run" marker tells the table's fragment whether the whole page is being drawn.
st.session_state[session.key(PAGE, "run")] = "full"
lesson.page(GAME, play=play, odds=odds_tab, values=lesson_values, before_tabs=before_tabs)
st.session_state[session.key(PAGE, "run")] = "done"
