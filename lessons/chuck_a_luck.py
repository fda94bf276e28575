"""Chuck-a-Luck: the soldiers' dice game, its painted layout, and why the bank always wins.

What the learner sees:
- **Learn**: the history (camps, ponchos and gum blankets, the names), the equipment, every bet and its
  payment, what "216 to 199" means, why a fair-looking bet is not fair, why high/low and odd/even are
  best, the period terms, the rules with their sources, and a self-check.
- **Play**: the layout painted on a gum blanket. Pick a chip, click a square to put it down, take bets
  back, call for the throw; the dice show and every bet is settled with a line saying why. Computer
  soldiers bet beside you, so the bank's take from the whole table is visible. Beside the layout, the
  exact odds of the bets you have down, live; below it, the log. All of that is one block (``table_html``,
  lessons/parts/board.py), so a click redraws one element. Below the block: save and load, the throws so
  far and your purse over time (redrawn only by a throw), the review of a finished throw.
- **Odds**: every bet's chances and house edge as fractions and percentages, a chart comparing the
  edges, any combination of bets worked out exactly, and "Payday in camp": many soldiers betting the
  same way, simulated, beside the exact expectation.
- **Rule card**: one printable page.

The page is the shared table page (lessons/parts/tablepage.py) with what this table does its own way: no rule set,
players and strength to choose but the table's settings (soldiers, throws, purse, fixed throws), chips and a
blanket, moves that sweep the settled layout first, the history and the review each in a fragment of its own.
Every figure comes from the engine (engine/odds/chuck_a_luck.py); its stylesheet is lessons/styles/chuck_a_luck.css.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import plotly.graph_objects as go
import streamlit as st

from engine.bots.chuck_a_luck import default_soldiers
from engine.core.dice import STANDARD
from engine.core.errors import BadInput, IllegalAction
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
    dollars,
    money,
    spot_name,
    total_pays,
)
from engine.odds import chuck_a_luck as odds
from engine.odds import fraction_text
from lessons.parts import board, cite, odds_ui, review, session, share, show, tableframe
from lessons.parts.tablepage import TablePage

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
AGAIN = f"{PAGE}:again"   # the block's own moves (never an engine move's text): a new session, a chip chosen
CHIP_MOVES = {f"{PAGE}:chip:{c}": c for c in CHIPS}
LOG_LINES = 60   # the newest moves: a long session's whole log would be re-sent with every chip


# -- drawing: the learner's view to HTML ----------------------------------------------------------------------------
def die_html(n: int, size: str = "") -> str:
    return show.die(STANDARD.faces[n - 1], size)


def my_bets(view: dict) -> dict[str, int]:
    """The learner's stakes on the layout, square by square."""
    mine: dict[str, int] = {}
    for b in view["layout"]:
        if b["seat"] == 0:
            mine[b["spot"]] = mine.get(b["spot"], 0) + b["stake"]
    return mine


def chips_html(view: dict, spot: str) -> str:
    """The chips on one square; after the throw, how the learner's bet there came out."""
    if view["phase"] != "betting":
        out = []
        for s in view["settlements"]:
            if s["seat"] == 0 and s["spot"] == spot:
                out.append(f'<span class="ck-chip ck-won">+{money(s["net"])}</span>' if s["net"] > 0
                           else f'<span class="ck-chip ck-lost">{money(s["stake"])}</span>')
        return "".join(out)
    mine = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] == 0)
    theirs = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] != 0)
    return ((f'<span class="ck-chip ck-mine">{money(mine)}</span>' if mine else "")
            + (f'<span class="ck-chip ck-theirs">{money(theirs)}</span>' if theirs else ""))


def chips_words(view: dict, spot: str) -> str:
    """The same in words, for the square's accessible name."""
    if view["phase"] != "betting":
        return "".join(f", you won {money(s['net'])}" if s["net"] > 0 else f", you lost {money(s['stake'])}"
                       for s in view["settlements"] if s["seat"] == 0 and s["spot"] == spot)
    mine = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] == 0)
    theirs = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] != 0)
    return (f", yours {money(mine)}" if mine else "") + (f", the soldiers' {money(theirs)}" if theirs else "")


def chips_row(view: dict, over: bool, now: int) -> str:
    """The chip to put down (``now``, a pressed button), and the throw (or the next throw, or a new session)."""
    tip = "Click a square on the blanket to put this chip there; click again to add another."
    chips = "".join(board.button(m, money(c), key=m, help=tip, cls="ck-chipbtn" + (" ck-on" if c == now else ""),
                                 pressed=c == now) for m, c in CHIP_MOVES.items())
    if over:
        go = board.button(AGAIN, "New session", key=AGAIN, primary=True, icon="refresh",
                          help="A new session with the table's settings.")
    elif view["phase"] == "betting":
        go = board.button("throw", "Call for the throw", key=session.key(PAGE, "throw"), primary=True, icon="casino",
                          help="The banker chucks the three dice; every bet on the layout is settled.")
    else:
        go = board.button("next", "Next throw", key=session.key(PAGE, "next"), primary=True,
                          icon="cleaning_services",
                          help="The banker sweeps the settled layout. Or just put a chip down: he sweeps first.")
    return (f'<div class="ck-controls"><div class="ck-chips" role="group" aria-label="Chip to put down">'
            f'<span class="ck-chips-l">Chip to put down</span>{chips}</div>{go}</div>')


def spot_button(view: dict, spot: str, label: str, words: str, stake: int, disabled: bool) -> str:
    """One square of the layout: its move puts the chip chosen (``stake``) there; choosing another chip draws
    the block again, so the move follows it."""
    chips = chips_html(view, spot)
    return board.button(f"bet {spot} {dollars(stake)}", f'<span class="ck-spot-l">{label}</span>{chips}',
                        key=session.key(PAGE, f"spot:{spot}"), disabled=disabled, label_html=True, cls="ck-spot",
                        aria=words + chips_words(view, spot))


def layout_html(view: dict, v: ChuckVariant, stake: int, disabled: bool, p: board.Parts) -> str:
    """The layout as a painted gum blanket: six numbers, the raffle, high/low, odd/even, the totals; each row of
    squares a part of the block (``p``), so a chip put on one redraws its row alone."""
    numbers = "".join(spot_button(view, f"single:{n}", STANDARD.faces[n - 1].glyph,
                                  f"{STANDARD.faces[n - 1].glyph} the {n}", stake, disabled) for n in range(1, 7))
    specials = "".join(spot_button(view, spot, label, label, stake, disabled) for spot, label in (
        ("raffle", f"Raffle {v.raffle_pays}:1"), ("low", "Low 4–10"), ("high", "High 11–17"), ("odd", "Odd"),
        ("even", "Even")))
    totals = "".join(spot_button(view, f"total:{t}", f"<b>{t}</b> {total_pays(v.totals_table, t)}:1",
                                 f"{t} {total_pays(v.totals_table, t)}:1", stake, disabled) for t in range(4, 18))
    single = {r["dice"]: r["pays"] for r in odds.single_number(v)["rows"]}   # what one, two, three dice pay
    return ('<div class="ck-layout" role="group" aria-label="the layout">'
            '<div class="ck-title">✦ Chuck-a-Luck ✦</div>'
            f'<div class="ck-sub">one die {single[1]} to 1 · two dice {single[2]} to 1 · three dice {single[3]} to 1'
            '</div>'
            + p("numbers", f'<div class="ck-numbers">{numbers}</div>')
            + p("specials", f'<div class="ck-specials">{specials}</div>')
            + '<div class="ck-sub">the raffle: any triple · high, low, odd, even pay 1 to 1 and lose to any triple · '
            'a particular total pays:</div>'
            + p("totals", f'<div class="ck-totals">{totals}</div>')
            + '<div class="ck-sub">pink chips are yours · blue are the soldiers\'</div></div>')


def take_back_html(view: dict) -> str:
    mine = [b for b in view["layout"] if b["seat"] == 0]
    if not mine:
        return ""
    return ('<div class="ck-back"><span class="cp-caption">Take a bet back (before the throw):</span>'
            + "".join(board.button(f"take-back {b['spot']}", f"↩ {money(b['stake'])} from {spot_name(b['spot'])}",
                                   key=session.key(PAGE, f"back:{b['spot']}")) for b in mine) + "</div>")


def throw_html(view: dict) -> str:
    """The dice just thrown and how every bet of the learner's was settled; the soldiers' behind a disclosure."""
    dice = view["last_throw"]
    if not dice:
        return ""
    ok, lost = show.icon("check_circle", "cp-ok"), show.icon("cancel", "ck-bad")
    triple = " — a raffle!" if len(set(dice)) == 1 else ""
    out = [f'<h4 class="ck-h">Throw {view["throw_no"]}: the banker chucks</h4>'
           f'<div class="ck-dice" aria-live="polite">{"".join(die_html(d) for d in dice)} '
           f'<span class="ck-total">total {sum(dice)}{triple}</span></div>']
    mine = [s for s in view["settlements"] if s["seat"] == 0]
    if mine:
        out += [f'<div class="ck-line">{ok if s["net"] > 0 else lost} {show.escape(s["line"])}</div>' for s in mine]
        net = sum(s["net"] for s in mine)
        out.append(f'<div class="ck-line"><b>This throw: {"+" if net > 0 else ""}{money(net)} for you.</b></div>')
    else:
        out.append('<div class="ck-line">You sat this throw out.</div>')
    bank = -sum(s["net"] for s in view["settlements"])
    out.append(f'<div class="cp-caption">The bank {"took" if bank >= 0 else "paid out"} {money(abs(bank))} on this '
               "throw, from everyone at the table.</div>")
    others = [s for s in view["settlements"] if s["seat"] != 0]
    if others:
        out.append("<details class=\"ck-others\"><summary>How the soldiers' bets were settled</summary>"
                   + "".join(f'<div class="ck-line">{ok if s["net"] > 0 else lost} <b>{show.escape(s["name"])}</b> '
                             f'— {show.escape(s["line"])}</div>' for s in others) + "</details>")
    return "".join(out)


def throws_of(p: Fraction) -> int:
    """A chance over the 216 equally likely throws, as its number of throws."""
    return round(p * odds.N_THROWS)


def distribution_bars(rows: list[tuple[int, Fraction]]) -> str:
    """The exact distribution of one throw's net result as plain HTML bars (quick to redraw on every chip)."""
    top = max(float(p) for _, p in rows)
    bars = []
    for net, p in rows:
        colour = "#2f6b3a" if net > 0 else "#8b2e1f" if net < 0 else "#8a7a66"
        height = max(2, round(110 * float(p) / top))
        label = ("+" if net > 0 else "") + money(net)
        bars.append(f'<div class="ck-bar" title="net {label}: {fraction_text(p)} = {float(p):.2%}">'
                    f'<div class="ck-bar-p">{throws_of(p)}/216</div>'
                    f'<div style="height:{height}px;background:{colour}"></div>'
                    f'<div class="ck-bar-x">{label}</div></div>')
    return (f'<div class="ck-bars" role="img" aria-label="chance of each net result this throw">{"".join(bars)}</div>'
            '<div class="ck-bar-cap">your net result this throw · throws out of 216</div>')


def live_odds_html(view: dict, v: ChuckVariant) -> str:
    """The exact odds of the bets the learner has down now: all 216 throws (in the table's block, and in the Odds
    tab)."""
    mine = my_bets(view)
    head = '<h4 class="ck-h">Your bets, this throw — exact</h4>'
    if view["phase"] != "betting" or not mine:
        return (head + '<div class="cp-caption ck-caption">Put chips on the layout: the exact chances of this '
                "throw, over all 216 ways three dice can fall, appear here as you bet.</div>")
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
    return (f'{head}<div class="ck-stats">{boxes}</div>'
            f'<p class="ck-p">Come out <b>ahead</b> {odds_ui.prob(d["p_ahead"])} · <b>even</b> '
            f'{odds_ui.prob(d["p_even"])} · <b>behind</b> {odds_ui.prob(d["p_behind"])}</p>'
            f'{distribution_bars(d["rows"])}<ul class="ck-betlist">{bets}</ul>')


def table_side_html(t: Table, view: dict) -> str:
    """The bank and each soldier: purse, habit and bets."""
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
    return '<div class="ck-side"><h4 class="ck-h">Around the blanket</h4><ul>' + "".join(rows) + "</ul></div>"


def table_html(t: Table, view: dict, chip: int, p: board.Parts) -> str:
    """The whole table as the block's HTML, from the learner's view: whose turn and the purse; the chips and the
    throw, the written move and the refusal right below them; the blanket and the bets to take back; beside it
    the live odds (or the throw just settled) and the soldiers; below, the move log. Each in a part of its own
    (``p``), redrawn in the browser only when it changed."""
    v = t.variant
    over = GAME.is_over(t.state)
    n = min(view["throw_no"] + (0 if view["phase"] == "settled" or over else 1), v.throws)
    top = (f'<div class="ck-top">{tableframe.turn_banner_html(t)}<div><b>Throw {n} of {v.throws}</b> · your purse '
           f'<b>{money(view["purse"])}</b> (you began with {money(v.purse_cents)})</div></div>')
    typed = board.typed("Or type a move", key=session.key(PAGE, "typed"),
                        placeholder="Or type a move: bet total:10 0.35 · take-back single:5 · throw",
                        help="The site's notation: bet SPOT DOLLARS (spots: single:1…single:6, raffle, "
                             "total:4…total:17, high, low, odd, even), take-back SPOT, throw, next.")
    left = (p("chips", chips_row(view, over, chip)) + p("typed", typed)
            + p("refusal", board.refusal_html(PAGE))   # right below the chips, the throw and the typed move
            + layout_html(view, v, chip, disabled=over, p=p) + p("take-back", take_back_html(view)))
    right = (p("odds", live_odds_html(view, v) if view["phase"] == "betting" else throw_html(view))
             + p("side", table_side_html(t, view)))
    # the newest moves: a long session's whole log would be re-sent with every chip (the review replays any throw)
    log = show.move_log_html(t, limit=LOG_LINES, height=200, title="Move log (newest first" + (
        f", the last {LOG_LINES})" if len(t.log()) > LOG_LINES else ")"))
    return (f'<div class="ck-table">{p("top", top)}<div class="ck-two"><div class="ck-left">{left}</div>'
            f'<div class="ck-right">{right}</div></div>{p("log", log)}</div>')


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


def purse_figure(view: dict) -> go.Figure:
    """Every seat's purse after each throw, and the bank's take on its own axis."""
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
    return fig


# -- the table: the shared table page, with what this one does its own way -------------------------------------------
class ChuckPage(TablePage):
    """The table page of Chuck-a-Luck: its settings are the table's (rule set, soldiers, throws, purse, fixed
    throws; no players or strength to choose), its block has chips and a blanket and no Undo, and a throw redraws
    the whole page once (the history below the block)."""

    def __init__(self) -> None:
        super().__init__(GAME, PAGE, PRESET_LABELS)
        self.K_RULES = session.key(PAGE, "preset")   # the rule set's box
        self.K_CHIP = session.key(PAGE, "chip")
        self.KEEP = [session.key(PAGE, x) for x in ("preset", "soldiers", "throws", "purse", "deal")]

    # -- the table in session state ----------------------------------------------------------------------------
    def build(self, variant: ChuckVariant, seed: int, deal: str | None = None) -> Table:
        """A fresh session: soldiers in every seat the variant has, their money already down."""
        table = Table.new(GAME, variant, seed, deal=deal, bots=default_soldiers(MAX_SOLDIERS))
        table.run_bots()
        return table

    def chosen_variant(self) -> ChuckVariant:
        ss, k = st.session_state, self.KEEP
        base = PRESETS[ss.get(k[0]) or "camp-1861"]
        purse = round(float(ss.get(k[3], base.purse_cents / 100)) * 100)
        return replace(base, soldiers=int(ss.get(k[1], base.soldiers)), throws=int(ss.get(k[2], base.throws)),
                       purse_cents=max(5, purse))

    def sync_settings(self, t: Table) -> None:
        """Nothing: the settings' boxes start from the table's own rules when they are drawn."""

    def chip(self) -> int:
        """The chip the learner has chosen to put down, in cents (25¢ until another is chosen)."""
        c = st.session_state.get(self.K_CHIP)
        return c if c in CHIPS else 25

    def set_chip(self, cents: int) -> None:
        st.session_state[self.K_CHIP] = cents

    # -- callbacks (the only places the game changes) ----------------------------------------------------------
    def new_game(self) -> None:
        deal = (st.session_state.get(self.KEEP[4]) or "").strip() or None
        try:
            new = self.build(self.chosen_variant(), fresh_seed(), deal)
        except BadInput as exc:
            session.warn(PAGE, f"Those fixed throws could not be used — {exc.reason}. Your session is unchanged.")
            return
        session.replace(PAGE, new)

    def act(self, move: str) -> None:
        """A click on one of the block's buttons, as the engine writes it ("bet high 0.25", "take-back odd",
        "throw", "next"): a chip on the settled cloth has the banker sweep it first, and the soldiers bet after
        the sweep; anything else is answered as a written move."""
        t = self.current()
        try:
            a = t.game.parse_action(move)
        except (IllegalAction, BadInput):
            a = None
        if not (isinstance(a, Bet | TakeBack) or a in ("throw", "next")):
            self.typed(move)
            return

        def go_on():
            if isinstance(a, Bet) and t.state.phase == "settled":
                t.act("next")
                t.run_bots()
            t.act(a)
            if a == "next":
                t.run_bots()

        session.attempt(PAGE, go_on)

    def typed(self, text: str) -> None:
        """A move written in the block's box; refused or not, the engine answers in the block."""
        text = (text or "").strip()
        if not text:
            return
        t = self.current()

        def go_on():
            t.act(t.game.parse_action(text))  # after the throw a bet is refused (rule before-throw)
            if t.bots_turn():
                t.run_bots()

        session.attempt(PAGE, go_on)

    # -- the table's block -------------------------------------------------------------------------------------
    def fresh(self) -> Table:
        """A throw (or a loaded game) changed the history below the block: redraw the whole page once."""
        t = self.current()
        if (st.session_state.get(self.K_RUN) == "done"
                and st.session_state.get(self.K_DRAWN, t.state.throw_no) != t.state.throw_no):
            st.rerun()
        return t

    def draw(self, html: str, parts: board.Parts, **handlers) -> None:
        """The block: its squares, the throw and the written move to the engine; a new session, a chip chosen."""
        board.draw(PAGE, html, self.act, typed=self.typed, parts=parts,
                   handlers={AGAIN: self.new_game, **{m: (lambda c=c: self.set_chip(c)) for m, c in CHIP_MOVES.items()},
                             **handlers})

    @st.fragment
    def play_table(self) -> None:
        """The table, in a fragment, as one block (board.py): a click on a chip, a square or the throw reruns the
        fragment and redraws one element."""
        t = self.fresh()
        if t.bots_turn():
            t.run_bots()
        p = board.Parts()
        self.draw(table_html(t, t.view(), self.chip(), p), p)

    @st.fragment
    def history_panel(self) -> None:
        """The throws so far and the purse chart: they change only with a throw, so they sit in their own fragment
        and a chip click does not redraw them (a throw reruns the page: ``fresh``)."""
        t = self.current()
        st.session_state[self.K_DRAWN] = t.state.throw_no
        view = t.view()
        hist = view["history"]
        if not hist:
            return
        recent = hist[-12:]
        cells = " ".join(f'<span title="throw {len(hist) - len(recent) + i + 1}: total {sum(h)}">'
                         f'{"".join(die_html(x) for x in h)}</span>' for i, h in enumerate(recent))
        more = f"(the last 12 of {len(hist)}) " if len(hist) > 12 else ""
        show.html(f'<div class="ck-hist"><b>Throws so far</b> {more}{cells}</div>')
        st.plotly_chart(purse_figure(view), key=session.key(PAGE, "purse-chart"), config={"displayModeBar": False})

    @st.fragment
    def review_panel(self) -> None:
        """Finished throws replayed for the class: each seat's bets as they went down, the throw, the settlement
        (in its own fragment, so stepping through it redraws only the review, and a chip click does not)."""
        review.toggle(PAGE, "Review a finished throw: the bets, the dice and the settlement, move by move")
        review.hand_review(PAGE, self.current(), noun="Throw",
                           draw_state=review_state_html, per_seat=False, start="Before any bet is laid.")

    # -- the settings, save and load ---------------------------------------------------------------------------
    def settings(self, players_help: str = "") -> None:
        t = self.current()
        v = t.variant
        bar = tableframe.settings_bar(PAGE, "Table settings, share this session", keep=self.KEEP, paced=False)
        if not bar.open:
            share.sync_url(GAME, v, t.record.seed, t.record.deal)   # the address bar follows the game, open or not
            return
        with bar:
            names = list(PRESETS)
            current = GAME.preset_name(v)
            c1, c2, c3, c4 = st.columns([3, 1, 1, 1])
            c1.selectbox("Rule set", names, index=names.index(current) if current in names else 0,
                         format_func=lambda n: PRESET_LABELS.get(n, n), key=self.K_RULES)
            c2.number_input("Soldiers", int(OPTION["soldiers"].minimum), MAX_SOLDIERS, v.soldiers, key=self.KEEP[1])
            c3.number_input("Throws", int(OPTION["throws"].minimum), int(OPTION["throws"].maximum), v.throws,
                            key=self.KEEP[2])
            c4.number_input("Purse ($)", OPTION["purse_cents"].minimum / 100, OPTION["purse_cents"].maximum / 100,
                            v.purse_cents / 100, step=1.0, format="%.2f", key=self.KEEP[3])
            st.text_input("Fix the first throws (optional, for a demonstration)", key=self.KEEP[4],
                          placeholder="e.g. 6-6-6 1-2-3: the first throw a raffle, the second 1-2-3",
                          help="A teacher's tool: the session's first throws are these; later throws come from the "
                               "seed. The share link carries them, so the whole class sees the same dice.")
            st.button("Start a new session with these settings", key=session.key(PAGE, "new"), on_click=self.new_game)
            st.caption(f"Now: {PRESET_LABELS.get(current or '', 'custom rules')}; totals paid by the "
                       f"{TABLE_LABELS[v.totals_table].lower()}; the bank holds {money(v.bank_cents)} to start. "
                       f"Default purse $13.00: a Union private's pay for a month "
                       f"{cite.text('us-pay-1861', '§1')}.")
            share.show_link(GAME, v, t.record.seed, t.record.deal)

    def share_and_save(self) -> None:
        """Save or load, outside the table's fragment so a chip click does not re-send it (the link is with the
        settings)."""
        share.panel(PAGE, GAME, self.current(), "Save this session, or load one", link=False)

    def play(self) -> None:
        self.settings()
        self.play_table()
        self.share_and_save()
        self.history_panel()
        self.review_panel()

    # -- the Odds tab ------------------------------------------------------------------------------------------
    def odds_tab(self) -> None:
        t = self.current()
        names = list(TOTALS_TABLES)
        st.markdown("Everything here is **exact**: counted over the 216 equally likely throws of three dice, and "
                    "shown as a fraction beside its percentage (the payday simulation says so, with its sample size).")
        show.html(live_odds_html(t.view(), t.variant))  # the bets you have down in Play now (also beside the layout)
        which = st.selectbox("Pay table for totals", names, index=names.index(t.variant.totals_table),
                             format_func=lambda n: TABLE_LABELS[n], key=session.key(PAGE, "odds-table"))
        v = next(pv for pv in PRESETS.values() if pv.totals_table == which)   # the rules of that layout
        st.subheader("Every bet on the layout")
        odds_ui.fraction_table([{"Bet": r["name"], "Pays": r["pays"], "Winning throws (of 216)": throws_of(r["win"]),
                                 "Chance to win": odds_ui.prob(r["win"]), "Of 216 staked, back": r["returned_per_216"],
                                 "House edge": odds_ui.prob(r["house_edge"])} for r in odds.bet_rows(v)])
        if which == "grand-hazard-1890":
            st.caption(f"With this layout the raffle is also paid “30 for 1”, that is {v.raffle_pays} to 1.")
        st.subheader("The house's edge, bet by bet")
        st.plotly_chart(edge_figure(odds.edge_summary(v)), key=session.key(PAGE, "edge-chart"),
                        config={"displayModeBar": False})
        self.explorer_and_payday(v)

    @st.fragment
    def explorer_and_payday(self, v: ChuckVariant) -> None:
        st.subheader("Any combination of bets")
        view = self.current().view()
        on_layout = my_bets(view) if view["phase"] == "betting" else {}
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
        odds_ui.fraction_table([{"Net result": money(x), "Throws of 216": throws_of(p), "Chance": odds_ui.prob(p)}
                                for x, p in d["rows"]])
        payday(bets, d, v)

    # -- the lesson's figures (lessons/text/chuck_a_luck/*.md fills its {{value}} slots from these) --------------
    def lesson_values(self) -> dict[str, str]:
        """Every number the lesson, the self-check and the rule card print, from the engine's exact counts: the
        lesson's for the default rules, the rule card's for the rules at the table now."""
        v = self.current().variant
        return figures_for(repr(v), v)


# -- the Odds tab ---------------------------------------------------------------------------------------------------
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


def edge_figure(summary: list[tuple[str, Fraction]]) -> go.Figure:
    """Every distinct bet's house edge as a bar, beside Wedeward's 'about 10% to 20%' for the totals."""
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
    return fig


def payday(bets: dict[str, int], d: dict, v: ChuckVariant) -> None:
    """Payday in camp: a company of soldiers making these bets, simulated, beside the exact expectation."""
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
        never = odds.expected_if_never_broke(bets, purse, throws, v)
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


# -- the lesson's figures -------------------------------------------------------------------------------------------
def percent_range(lo: Fraction, hi: Fraction, places: int = 2) -> str:
    return f"{float(lo):.{places}%} to {float(hi):.{places}%}"


def bets_table(v: ChuckVariant) -> str:
    """The Learn tab's table of the principal bets: how each wins, loses and what the house keeps (exact)."""
    rows = []
    for label, spot in [("A single number (say the 5)", "single:5"), ("The raffle (any triple)", "raffle"),
                        ("High (11–17)", "high"), ("Low (4–10)", "low"), ("Odd", "odd"), ("Even", "even")]:
        r = odds.bet_row(spot, v)
        wins = "; ".join(f"{o['outcome']}: {o['ways']}/216, paid {o['pays']}" for o in r["outcomes"])
        rows.append(f"| {label} | {wins} | {throws_of(r['lose'])}/216 | {odds_ui.prob(r['house_edge'])} |")
    for t in range(4, 11):
        r = odds.bet_row(f"total:{t}", v)
        o = r["outcomes"][0]
        rows.append(f"| Total {t} (or {21 - t}) | the dice total {t}: {o['ways']}/216, paid {o['pays']} | "
                    f"{throws_of(r['lose'])}/216 | {odds_ui.prob(r['house_edge'])} |")
    return "| Bet | Wins when | Loses | House edge |\n|---|---|---|---|\n" + "\n".join(rows)


# Cached in Streamlit's cache, not functools': a page's script runs in a fresh namespace at every run. Keyed by the
# rules' repr (a frozen dataclass: every option and its value), bounded, since a link may name any rules.
@st.cache_data(max_entries=32, show_spinner=False)
def figures_for(rules: str, _v: ChuckVariant) -> dict[str, str]:
    """``lesson_values`` for a table's rules (``_v``, named by ``rules``): the same for every visitor at those rules,
    so counted once a process (every bet and pay table's figures: 9 ms the first time, about 1 ms at each later
    opening of the lesson with the engine's counts cached)."""
    v = _v
    f = odds.lesson_figures(GAME.Variant())
    one = odds.single_number(GAME.Variant())
    words = {1: "on one die", 2: "on two dice", 3: "on all three", 0: "not at all"}
    single = ("| how the 5 shows | throws | you get back each time | total |\n|---|---|---|---|\n"
              + "".join(f"| {words[r['dice']]} | {r['ways']} | {r['back']}"
                        + (f" (your coin + {r['pays']})" if r["pays"] else "") + f" | {r['total']} |\n"
                        for r in one["rows"])
              + f"| **all 216 throws** | **216** | | **{one['back']}** |")
    lo, hi = f["edge_ratio"]
    card = odds.lesson_figures(v)
    tot = TOTALS_TABLES[v.totals_table]

    def edge(spot: str) -> str:
        e = odds.house_edge(spot, v)
        return f"{fraction_text(e)} = {float(e):.2%}"

    return {
        "purse": money(GAME.Variant().purse_cents), "bets_table": bets_table(GAME.Variant()),
        "casino_pays": ", ".join(map(str, f["totals_pays"]["casino"][:-1])) + f" and {f['totals_pays']['casino'][-1]}",
        "casino_edges": percent_range(*f["totals_edges"]["casino"]),
        "grand_hazard_edges": percent_range(*f["totals_edges"]["grand-hazard-1890"], 1),
        "macau_edges": percent_range(*f["totals_edges"]["macau"], 1),
        "single_table": single, "single_back": str(one["back"]),
        "single_keep": str(one["keeps"]), "single_edge": odds_ui.prob(f["single_edge"]),
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
        "card_totals": percent_range(*card["totals_edges"][v.totals_table], 1),
    }


TABLE = ChuckPage()
# Lazy tabs (lessons/parts/lesson.py): only the open tab is built and sent, so a chip click (a fragment rerun)
# never makes the browser redraw the lesson's text or the odds charts hidden in other tabs. A shared link opens
# at the table.
TABLE.run(odds=TABLE.odds_tab, values=TABLE.lesson_values)
