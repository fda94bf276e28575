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
from engine.games.chuck_a_luck import (
    CHIPS,
    GAME,
    PRESETS,
    SPOTS,
    TABLE_LABELS,
    TABLE_SOURCES,
    TOTALS_TABLES,
    Bet,
    ChuckVariant,
    TakeBack,
    money,
    spot_name,
)
from engine.odds import chuck_a_luck as odds
from engine.odds import fraction_text
from lessons.parts import cite, odds_ui, page, rulecard, session, share, show

PAGE = "chuck"
MAX_SOLDIERS = 6
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
        with st.container(key="chuck-numbers"):
            cols = st.columns(6)
            for n, col in enumerate(cols, start=1):
                with col:
                    spot_button(view, f"single:{n}", f"{STANDARD.faces[n - 1].glyph}", disabled)
        cols = st.columns(5)
        specials = [("raffle", f"Raffle {v.raffle_pays}:1"), ("low", "Low 4–10"), ("high", "High 11–17"),
                    ("odd", "Odd"), ("even", "Even")]
        for col, (spot, label) in zip(cols, specials, strict=True):
            with col:
                spot_button(view, spot, label, disabled)
        show.html('<div class="ck-sub">the raffle: any triple · high, low, odd, even pay 1 to 1 and lose to any '
                  'triple · a particular total pays:</div>')
        with st.container(key="chuck-totals"):
            for row in (range(4, 11), range(11, 18)):
                cols = st.columns(7)
                for col, total in zip(cols, row, strict=True):
                    with col:
                        pays = TOTALS_TABLES[v.totals_table][min(total, 21 - total)]
                        spot_button(view, f"total:{total}", f"**{total}** {pays}:1", disabled)
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
            mark = "✅" if s["net"] > 0 else "❌"
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
                st.markdown(f"{'✅' if s['net'] > 0 else '❌'} **{s['name']}** — {s['line']}")


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
    fig.add_trace(go.Scatter(x=xs, y=[(p[-1] - view["start_bank"]) / 100 for p in ph], mode="lines", name="Bank's take",
                             line=dict(dash="dash", color="#3a2e22")))
    fig.update_layout(height=300, margin=dict(l=10, r=10, t=30, b=10), title="Purses after each throw ($)",
                      xaxis=dict(title="throw", dtick=1 if len(ph) <= 25 else None), yaxis_tickprefix="$",
                      legend=dict(orientation="h", y=-0.25))
    st.plotly_chart(fig, key=session.key(PAGE, "purse-chart"), config={"displayModeBar": False})


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
    session.refusal(PAGE)
    top = (f"**Throw {min(view['throw_no'] + (0 if view['phase'] == 'settled' or over else 1), v.throws)} "
           f"of {v.throws}** · your purse **{money(view['purse'])}** (you began with {money(v.purse_cents)})")
    st.markdown(top)
    if over:
        st.success(f"**Session over.** {GAME.outcome(t.state).summary}", icon="🏁")
    left, right = st.columns([5, 3], gap="medium")
    with left:
        st.segmented_control("Chip to put down", CHIPS, format_func=money, default=25, required=True,
                             key=session.key(PAGE, "chip"),
                             help="Click a square on the blanket to put this chip there; click again to add another.")
        draw_layout(view, disabled=over)
        mine = [b for b in view["layout"] if b["seat"] == 0]
        if mine:
            st.caption("Take a bet back (before the throw only):")
            cols = st.columns(min(len(mine), 4))
            for i, b in enumerate(mine):
                cols[i % len(cols)].button(f"↩ {money(b['stake'])} from {spot_name(b['spot'])}",
                                           key=session.key(PAGE, f"back:{b['spot']}"), on_click=on_take_back,
                                           args=(b["spot"],))
        c1, c2 = st.columns(2)
        if view["phase"] == "betting" and not over:
            c1.button("🎲 Call for the throw", type="primary", key=session.key(PAGE, "throw"), on_click=on_throw,
                      width="stretch", help="The banker chucks the three dice; every bet on the layout is settled.")
        elif not over:
            c1.button("🧹 Next throw", type="primary", key=session.key(PAGE, "next"),
                      on_click=on_next, width="stretch",
                      help="The banker sweeps the settled layout. Or just put a chip down: he sweeps first.")
        else:
            c1.button("🔄 New session", type="primary", key=session.key(PAGE, "again"), on_click=on_new_session,
                      width="stretch")
        c2.text_input("Or type a move", key=session.key(PAGE, "typed"), on_change=on_typed,
                      placeholder="bet total:10 0.35 · take-back single:5 · throw",
                      help="The site's notation: bet SPOT DOLLARS (spots: single:1…single:6, raffle, total:4…total:17, "
                           "high, low, odd, even), take-back SPOT, throw, next.")
    with right:
        if view["phase"] == "betting":
            live_odds(view)
        else:
            draw_throw(view)
        table_side(view)
    with st.expander("Move log", expanded=False):
        show.move_log(t)
    with st.expander("Save this session, or load one", expanded=False):
        share.record_io(PAGE, t)  # inside the fragment, so the saved record is always the current one


def settings() -> None:
    t = table()
    v = t.variant
    with st.expander("⚙️ Table settings, share this session", expanded=False):
        names = list(PRESETS)
        current = GAME.preset_name(v)
        c1, c2, c3, c4 = st.columns([3, 1, 1, 1])
        c1.selectbox("Rule set", names, index=names.index(current) if current in names else 0,
                     format_func=lambda n: PRESET_LABELS.get(n, n), key=session.key(PAGE, "preset"))
        c2.number_input("Soldiers", 0, MAX_SOLDIERS, v.soldiers, key=session.key(PAGE, "soldiers"))
        c3.number_input("Throws", 1, 200, v.throws, key=session.key(PAGE, "throws"))
        c4.number_input("Purse ($)", 0.05, 1000.0, v.purse_cents / 100, step=1.0, format="%.2f",
                        key=session.key(PAGE, "purse"))
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


# -- the Learn tab -------------------------------------------------------------------------------------------

def learn() -> None:
    v = GAME.Variant()
    st.header("The soldiers' game")
    st.markdown(
        "Chuck-a-Luck went by many names in the Civil War camps — **Sweat**, **Sweet Cloth**, **Hazard**, "
        f"**Bird-cage** — and was probably the soldier's favourite dice game {cite.text('wedeward', '¶1')}. "
        "The banker needed only three dice, a cup to tumble them in, and a *layout* (or *set up*): the squares "
        "1 to 6, often painted on a poncho or a rubber **gum blanket** "
        f"{cite.text('wedeward', '¶1')}. The game was old by then: a Pennsylvania indictment of 1808 already names a "
        "“sweat-cloth”, and the name Chuck-a-Luck was in use by about 1830 "
        f"{cite.text('pollard-chuck-a-luck', 'History')}.")
    cite.quote("This game kept more men on their knees than did the Chaplains.", "wedeward", "¶1")
    st.caption("A reenactors' saying, given by Wedeward's modern compilation; we have not found it in a period "
               "source. The joke, presumably: the players knelt around the blanket to throw.")
    st.markdown(
        "Gambling houses later tumbled the dice in an hour-glass wire **bird-cage** and painted bigger layouts "
        "with totals and raffles, like the **Grand Hazard** layouts of about 1890 "
        f"{cite.text('pollard-chuck-a-luck', 'Extended Bets')}; the same bets appear on today's casino Sic Bo "
        "tables.")

    st.header("What you need")
    st.markdown(
        "- **Three dice** and a **cup** (or a bird-cage) to tumble them.\n"
        "- A **layout**: squares 1–6, and on a bigger cloth the raffle, the totals 4–17, high/low and odd/even.\n"
        "- A **banker** with a bankroll, who throws, collects and pays.\n"
        "- **Money.** A Union private drew **$13.00 a month** from August 1861 "
        f"{cite.text('us-pay-1861', '§1')} — our default purse, so you can see how long a month's pay lasts.")

    st.header("Every bet, and how it is paid")
    st.markdown(f"These are the principal bets {cite.text('wedeward', '¶3–6')}. Each is settled on one "
                "throw of three dice. There are 6 × 6 × 6 = **216** ways the three dice can fall, all equally "
                "likely, so every chance below is a count out of 216.")
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
    st.markdown("| Bet | Wins when | Loses | House edge |\n|---|---|---|---|\n" + "\n".join(rows))
    st.markdown(
        "**The pay table for totals is our choice.** Wedeward says only that on a particular total the house "
        "“pays less than the full odds, its advantage ranging from about 10% to 20%” "
        f"{cite.text('wedeward', '¶5')}. No period pay table for totals is known to us at first hand, so the "
        "default is the modern casino (Sic Bo) table as dealt in Atlantic City — 60, 30, 17, 12, 8, 6 and 6 to 1 — "
        f"{cite.text('wizard-sic-bo', 'totals')}, because its edges, 9.72% to 18.98%, are just that range. "
        "Two other tables are rule options: a Grand Hazard layout of about 1890 painted “60 *for* 1” (the stake "
        "counts as part of the payment, so it is really 59 to 1; edges 16.7% to 30.6%) "
        f"{cite.text('pollard-chuck-a-luck', 'Extended Bets')}, and the stingier Macau table.")

    st.header("How a round goes at our table")
    st.markdown(
        "1. The computer soldiers put their money down first, each in his habit.\n"
        "2. You choose a chip (5¢, 10¢, 25¢ or $1) and click squares to bet — as many bets as you like. "
        "Changed your mind? Take a bet back; that is allowed **only before the throw**.\n"
        "3. You call for the throw. The banker chucks the dice and settles every bet at once: losing stakes go "
        "to the bank; a winning bet gets its stake back **and** its winnings.\n"
        "4. The banker sweeps the layout and the next round begins. After the agreed number of throws (or when "
        "you are cleaned out, or the bank is broken) the session ends.\n\n"
        "Two house rules of ours, where the sources are silent: you can only stake money in your purse (no "
        "credit), and the bank only takes a bet it could pay on the worst possible throw.")

    st.header("The house's advantage, explained")
    st.subheader("What “216 to 199” means")
    st.markdown(
        "Imagine the three dice fall each of their 216 possible ways exactly once, and every time you put "
        "**1 coin on the 5**. You have staked **216 coins**. Count what the banker hands back:\n\n"
        "| how the 5 shows | throws | you get back each time | total |\n|---|---|---|---|\n"
        "| on one die | 75 | 2 (your coin + 1) | 150 |\n| on two dice | 15 | 3 (your coin + 2) | 45 |\n"
        "| on all three | 1 | 4 (your coin + 3) | 4 |\n| not at all | 125 | 0 | 0 |\n"
        "| **all 216 throws** | **216** | | **199** |\n\n"
        "You paid in 216 and got back 199: the bank keeps **17 of every 216** coins, "
        f"{odds_ui.prob(Fraction(17, 216))}. That is Wedeward's “216 to 199” {cite.text('wedeward', '¶3')}.")
    st.subheader("Why a bet that looks fair is not")
    st.markdown(
        "*Three dice, six numbers — surely my number comes up half the time?* No: the chance that the 5 shows "
        f"at least once is {odds_ui.prob(Fraction(91, 216))}, because two or three dice often show the *same* "
        "number. The extra payments for doubles and triples make up only part of the difference.\n\n"
        "Try covering the whole layout, 1 coin on each number. When the dice show three different numbers, "
        "three bets win and three lose: the bank is even. When they show a pair, only two numbers win but the "
        "bank pays three coins and collects four: it gains 1. On a triple it pays three and collects five: it "
        "gains 2. **The bank never loses a throw** — and on average keeps 102 coins in every 216 throws, "
        "17/216 of what is staked, just as before. No system of numbers beats it.")
    st.subheader("Why high/low and odd/even are the best bets")
    st.markdown(
        "Of the 216 throws, exactly half (108) total 11 or more, and half total 10 or less; half are odd and half "
        "even. An even-money bet on one half would be perfectly fair — but the bank takes those bets **whenever "
        "a triple shows**. Three of the six triples fall in each half, so a high bet wins 105 times and loses 111: "
        f"the bank's edge is 6/216 = {odds_ui.prob(Fraction(1, 36))}, the smallest on the cloth "
        f"{cite.text('wedeward', '¶6')}. Every other bet gives the bank between about three and seven times as "
        "much (see the Odds tab).")
    st.info(
        "**A note on the sources.** Wedeward's handout ends “SOURCE: Hoyle's Games, by Henry F. Anners”, a "
        "Philadelphia Hoyle of the 1840s–50s. But its precise figures — “216 to 199”, “about 7.9%”, “2.78%” — "
        "read like modern arithmetic, and we have not seen an Anners edition to check them. Every figure on "
        "this page is our own count of the 216 throws, and the tests check it against a brute-force "
        "enumeration.", icon="📚")

    st.header("Period terms")
    for term in GAME.terms:
        st.markdown(f"**{term.word}** — {term.meaning} {cite.text(term.source, term.locator)}")

    st.header("The rules this table enforces")
    cite.rules_table(GAME.rules)
    with st.expander("Rule options (variants) and their sources"):
        page.options_help(GAME)

    page.self_check(PAGE, [
        ("On a single number the bank keeps about how much of every dollar staked, in the long run?",
         ["Nothing: it is a fair bet", "About 8¢ (17/216)", "About 50¢", "It depends on which number"], 1,
         "17 of every 216 units staked: 7.87%, whatever number you choose."),
        ("What does “216 to 199” mean?",
         ["The odds against a triple", "For 216 staked over all 216 throws, the bank pays back 199",
          "The bank pays 216 for every 199", "A soldier's pay in cents"], 1,
         "one unit on each of the 216 equally likely throws brings back 199 units."),
        ("You bet $1 on high and the dice show 5-5-5. What happens?",
         ["You win $1", "You get your dollar back", "You lose the dollar", "You win $30"], 2,
         "high and low (and odd and even) lose to any triple: that is the whole of the bank's edge on them."),
        ("Which bets are the best for the player?",
         ["A particular total", "The raffle", "High/low and odd/even", "A single number"], 2,
         "their edge is only 1/36 (2.78%); a single number gives the bank 7.87%, the raffle 13.89%."),
        ("Can you beat the bank by covering all six numbers?",
         ["Yes, something always wins", "No: the bank never loses a throw and wins on pairs and triples",
          "Only if you double after a loss", "Yes, but only on triples"], 1,
         "three different numbers: even; a pair: the bank gains 1; a triple: it gains 2."),
    ])


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
    if st.button("🎲 Pay the company again (new dice)", key=session.key(PAGE, "pay-again")):
        st.session_state[session.key(PAGE, "pay-seed")] = seed = seed + 1
    sim = odds.payday_simulation(bets, purse, soldiers, throws, seed, v)
    exact = odds.payday_exact(bets, purse, throws, v)
    broke = int(round(sim["share_broke"] * soldiers))
    ahead = int(round(sim["share_ahead"] * soldiers))
    stderr = sim["std"] / soldiers ** 0.5
    left, right = st.columns(2)
    with left:
        st.markdown(f"**Simulated** ({soldiers:,} soldiers × {throws} throws = {sim['throws_played']:,} throws "
                    f"played; seed {seed})")
        st.markdown(f"- mean final purse **{money(round(sim['mean']))}** ± {stderr:.1f}¢ (standard error)\n"
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


# -- the Rule card ---------------------------------------------------------------------------------------------

def card_tab() -> None:
    v = table().variant
    tot = TOTALS_TABLES[v.totals_table]
    totals = [float(odds.house_edge(f"total:{t}", v)) for t in range(4, 18)]
    lo, hi = min(totals), max(totals)

    def edge(spot: str) -> str:
        e = odds.house_edge(spot, v)
        return f"{fraction_text(e)} = {float(e):.2%}"

    rulecard.render(GAME, [
        ("Equipment", ["Three dice, a cup (or bird-cage), a layout with squares 1–6, the totals 4–17, the raffle, "
                       "high/low and odd/even.", "A banker with a bankroll; each player a purse."]),
        ("The round", ["Players put money on the layout; several bets at once.",
                       "Bets may be taken back before the throw, never after.",
                       "The banker throws; losing stakes go to the bank; winners get stake + winnings."]),
        ("Payments", [f"Single number: 1 to 1 on one die, 2 to 1 on two, {v.single_triple_pays} to 1 on three.",
                      f"Raffle (any triple): {v.raffle_pays} to 1.",
                      "High 11–17, low 4–10, odd, even: 1 to 1; all lose to any triple.",
                      "Totals: " + ", ".join(f"{t}/{21 - t} {tot[t]}:1" for t in range(4, 11)) +
                      f" ({TABLE_LABELS[v.totals_table]})."]),
        ("The bank's edge", [f"Single number {edge('single:1')}"
                             + (" (“216 to 199”)." if v.single_triple_pays == 3 else "."),
                             f"Raffle at {v.raffle_pays} to 1: {edge('raffle')}.",
                             f"High/low, odd/even: {edge('high')} — the best bets.",
                             f"Totals: from {lo:.1%} to {hi:.1%} on this table (Wedeward: “about 10% to 20%”)."]),
    ], [("wedeward", "¶1–6"), TABLE_SOURCES[v.totals_table], ("us-pay-1861", "§1")])


# -- the page ---------------------------------------------------------------------------------------------------

st.session_state[session.key(PAGE, "run")] = "full"
show.html(LAYOUT_CSS)
page.header(GAME)
share.apply_url(PAGE, GAME, build)
# Lazy tabs: only the open tab is built and sent, so a chip click (a fragment rerun) never makes the browser
# redraw the lesson's text or the odds charts hidden in other tabs. A shared link opens at the table.
tab_learn, tab_play, tab_odds, tab_card = page.lesson_tabs(
    PAGE, lazy=True, default=page.TABS[1] if "seed" in st.query_params else None)
if not tab_play.open and st.session_state.get(session.key(PAGE, "notice")):
    st.warning(st.session_state[session.key(PAGE, "notice")], icon="⚠️")
if tab_learn.open:
    with tab_learn:
        learn()
if tab_play.open:
    with tab_play:
        settings()
        play_table()
        history_panel()
if tab_odds.open:
    with tab_odds:
        odds_tab()
if tab_card.open:
    with tab_card:
        card_tab()
st.session_state[session.key(PAGE, "run")] = "done"
