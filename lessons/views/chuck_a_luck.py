"""Chuck-a-Luck drawn from the learner's view: the painted blanket, the chips, the throw and how each bet was
settled, the live odds of the bets down, the soldiers around the blanket, the review's moment, the history strip,
the charts, and the lesson's figures in words. Pure: every function draws what its arguments say (the engine's
``GAME.view(state, 0)``, a ``Table``'s public data, the rules, exact figures from ``engine/odds/chuck_a_luck.py``);
the page (``lessons/chuck_a_luck.py``) reads the session and passes in what it holds (the chip chosen, the turn
banner, the refusal). Nothing here counts odds: every chance comes from the engine.
"""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go

from engine.core.dice import STANDARD
from engine.core.table import Table
from engine.games.chuck_a_luck import (
    CHIPS,
    GAME,
    TABLE_LABELS,
    TOTALS_TABLES,
    ChuckVariant,
    dollars,
    money,
    spot_name,
    total_pays,
)
from engine.odds import chuck_a_luck as odds
from engine.odds import fraction_text
from lessons.views import controls
from lessons.views.controls import Parts, button, typed
from lessons.views.markup import attr, die, escape, icon, move_log_html, prob, say

PAGE = "chuck_a_luck"   # the page's key (its module name): every key of its block begins with it
AGAIN = f"{PAGE}:again"   # the block's own moves (never an engine move's text): a new session, a chip chosen
CHIP_MOVES = {f"{PAGE}:chip:{c}": c for c in CHIPS}
LOG_LINES = 60   # the newest moves: a long session's whole log would be re-sent with every chip


def key(name: str) -> str:
    """A key of the page's (as ``lessons.parts.session.key(PAGE, name)`` writes it)."""
    return controls.key(PAGE, name)




# -- the blanket ------------------------------------------------------------------------------------------------------
def die_html(n: int, size: str = "") -> str:
    return die(STANDARD.faces[n - 1], size)


def my_bets(view: dict) -> dict[str, int]:
    """The learner's stakes on the layout, square by square."""
    mine: dict[str, int] = {}
    for b in view["layout"]:
        if b["seat"] == 0:
            mine[b["spot"]] = mine.get(b["spot"], 0) + b["stake"]
    return mine


def chips_html(view: dict, spot: str) -> str:
    """The chips on one square; after the throw, how the learner's bet there came out. Apart by a space (a flex
    item's, so nothing moves): the square's text reads "Raffle 30:1 5¢ 10¢", not "30:15¢10¢". Each chip is named
    in words, whose it is or how it came out ("with 25 cents of yours", "you won 20 cents"), after the square's own
    name: the square is named by what it shows, in order (WCAG 2.5.3)."""
    def chip(cls: str, shown: str, said: str) -> str:
        return f'<span class="ck-chip {cls}" role="img" aria-label="{attr(said)}">{shown}</span>'

    if view["phase"] != "betting":
        out = []
        for s in view["settlements"]:
            if s["seat"] == 0 and s["spot"] == spot:
                out.append(chip("ck-won", f"+{money(s['net'])}", f"you won {say(money(s['net']))}") if s["net"] > 0
                           else chip("ck-lost", money(s["stake"]), f"you lost {say(money(s['stake']))}"))
        return " ".join(out)
    mine = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] == 0)
    theirs = sum(b["stake"] for b in view["layout"] if b["spot"] == spot and b["seat"] != 0)
    return " ".join(([chip("ck-mine", money(mine), f"with {say(money(mine))} of yours")] if mine else [])
                    + ([chip("ck-theirs", money(theirs), f"{'and' if mine else 'with'} {say(money(theirs))} of "
                                                          "the soldiers'")] if theirs else []))


def chips_row(view: dict, over: bool, now: int, shared: bool = False) -> str:
    """The chip to put down (``now``, a pressed button), and the throw (or the next throw, or a new session: none
    at a shared table, ``shared``)."""
    tip = "Click a square on the blanket to put this chip there; click again to add another."
    chips = "".join(button(m, money(c), key=m, help=tip, cls="ck-chipbtn" + (" ck-on" if c == now else ""),
                           pressed=c == now) for m, c in CHIP_MOVES.items())
    if over and shared:
        go_on = ""
    elif over:
        go_on = button(AGAIN, "New session", key=AGAIN, primary=True, icon="refresh",
                       help="A new session with the table's settings.")
    elif view["phase"] == "betting":
        go_on = button("throw", "Call for the throw", key=key("throw"), primary=True, icon="casino",
                       help="The banker chucks the three dice; every bet on the layout is settled.")
    else:
        go_on = button("next", "Next throw", key=key("next"), primary=True, icon="cleaning_services",
                       help="The banker sweeps the settled layout. Or just put a chip down: he sweeps first.")
    return (f'<div class="ck-controls"><div class="ck-chips" role="group" aria-label="Chip to put down">'
            f'<span class="ck-chips-l">Chip to put down</span>{chips}</div>{go_on}</div>')


def spot_button(view: dict, spot: str, label: str, words: str, stake: int, disabled: bool) -> str:
    """One square of the layout: its move puts the chip chosen (``stake``) there; choosing another chip draws
    the block again, so the move follows it. ``label``: what it shows (HTML); ``words``: that as a person says it
    ("total 4, pays 60 to 1"), its picture's name: the square is named by its content, those words then its chips'
    (no name of its own, which would have to hold the signs shown: WCAG 2.5.3)."""
    chips = chips_html(view, spot)
    return button(f"bet {spot} {dollars(stake)}",
                  f'<span class="ck-spot-l" role="img" aria-label="{attr(words)}">{label}</span> {chips}',
                  key=key(f"spot:{spot}"), disabled=disabled, label_html=True, cls="ck-spot")


def layout_html(view: dict, v: ChuckVariant, stake: int, disabled: bool, p: Parts) -> str:
    """The layout as a painted gum blanket: six numbers, the raffle, high/low, odd/even, the totals; each row of
    squares a part of the block (``p``), so a chip put on one redraws its row alone. What each square pays is the
    rules' (``v``, ``total_pays``) and the engine's count (``odds.single_number``)."""
    numbers = "".join(spot_button(view, f"single:{n}", STANDARD.faces[n - 1].glyph, f"the {say(STANDARD.faces[n - 1].glyph)}",
                                  stake, disabled) for n in range(1, 7))
    specials = "".join(spot_button(view, spot, escape(label), words, stake, disabled) for spot, label, words in (
        ("raffle", f"Raffle {v.raffle_pays}:1", f"Raffle, pays {v.raffle_pays} to 1"),
        ("low", "Low 4–10", "Low, 4 to 10"), ("high", "High 11–17", "High, 11 to 17"), ("odd", "Odd", "Odd"),
        ("even", "Even", "Even")))
    totals = "".join(spot_button(view, f"total:{t}", f"<b>{t}</b> {total_pays(v.totals_table, t)}:1",
                                 f"total {t}, pays {total_pays(v.totals_table, t)} to 1", stake, disabled)
                     for t in range(4, 18))
    single = {r["dice"]: r["pays"] for r in odds.single_number(v)["rows"]}   # what one, two, three dice pay
    head = ('<div class="ck-layout" role="group" aria-label="the layout">'
            f'<div class="ck-title">✦ {"Sweat" if v.layout == "numbers" else "Chuck-a-Luck"} ✦</div>'
            f'<div class="ck-sub">one die {single[1]} to 1 · two dice {single[2]} to 1 · three dice {single[3]} to 1'
            '</div>'
            + p("numbers", f'<div class="ck-numbers">{numbers}</div>'))
    if v.layout == "numbers":   # the cloth of the 1864 American Hoyle: the six numbers only (rule sweat-cloth)
        return (head + '<div class="ck-sub">a cloth numbered 1 to 6: the bank takes all the money not on the '
                'numbers thrown</div><div class="ck-sub">pink chips are yours · blue are the soldiers\'</div></div>')
    return (head
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
            + "".join(button(f"take-back {b['spot']}", f"↩ {money(b['stake'])} from {spot_name(b['spot'])}",
                             key=key(f"back:{b['spot']}")) for b in mine) + "</div>")


# -- beside the blanket: the throw settled, or the odds of the bets down; the soldiers --------------------------------
def throw_html(view: dict) -> str:
    """The dice just thrown and how every bet of the learner's was settled; the soldiers' behind a disclosure."""
    dice = view["last_throw"]
    if not dice:
        return ""
    ok, lost = icon("check_circle", "cp-ok"), icon("cancel", "ck-bad")
    triple = " — a raffle!" if len(set(dice)) == 1 else ""
    out = [f'<h4 class="ck-h">Throw {view["throw_no"]}: the banker chucks</h4>'
           f'<div class="ck-dice" aria-live="polite">{"".join(die_html(d) for d in dice)} '
           f'<span class="ck-total">total {sum(dice)}{triple}</span></div>']
    mine = [s for s in view["settlements"] if s["seat"] == 0]
    if mine:
        out += [f'<div class="ck-line">{ok if s["net"] > 0 else lost} {escape(s["line"])}</div>' for s in mine]
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
                   + "".join(f'<div class="ck-line">{ok if s["net"] > 0 else lost} <b>{escape(s["name"])}</b> '
                             f'— {escape(s["line"])}</div>' for s in others) + "</details>")
    return "".join(out)


def distribution_bars(rows: list[tuple[int, Fraction]]) -> str:
    """The exact distribution of one throw's net result as plain HTML bars (quick to redraw on every chip)."""
    top = max(float(p) for _, p in rows)
    bars = []
    for net, p in rows:
        colour = "#2f6b3a" if net > 0 else "#8b2e1f" if net < 0 else "#8a7a66"
        height = max(2, round(110 * float(p) / top))
        label = ("+" if net > 0 else "") + money(net)
        bars.append(f'<div class="ck-bar" title="net {label}: {fraction_text(p)} = {float(p):.2%}">'
                    f'<div class="ck-bar-p">{odds.throws_of(p)}/216</div>'
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
    boxes = "".join(f'<div class="ck-stat" title="{escape(tip)}"><div class="ck-stat-l">{label}</div>'
                    f'<div class="ck-stat-v {cls}">{value}</div></div>' for label, value, cls, tip in stats)
    bets = "".join(f"<li><b>{money(c)} on {spot_name(s)}</b> wins {prob(odds.bet_row(s, v)['win'])}; "
                   f"house edge {prob(odds.house_edge(s, v))}</li>" for s, c in mine.items())
    return (f'{head}<div class="ck-stats">{boxes}</div>'
            f'<p class="ck-p">Come out <b>ahead</b> {prob(d["p_ahead"])} · <b>even</b> '
            f'{prob(d["p_even"])} · <b>behind</b> {prob(d["p_behind"])}</p>'
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
        habit = (f' · <i title="{escape(bot.description)}">{escape(bot.label.lower())}</i>'
                 if bot else "")
        rows.append(f"<li><b>{escape(view['names'][seat])}</b>{habit}: {money(view['purses'][seat])} — "
                    f"{escape(now)}</li>")
    return '<div class="ck-side"><h4 class="ck-h">Around the blanket</h4><ul>' + "".join(rows) + "</ul></div>"


def table_html(t: Table, view: dict, chip: int, p: Parts, *, banner: str, refusal: str) -> str:
    """The whole table as the block's HTML, from the learner's view: whose turn (``banner``) and the purse; the
    chips (``chip``, the one chosen) and the throw, the written move and the refusal (``refusal``) right below
    them; the blanket and the bets to take back; beside it the live odds (or the throw just settled) and the
    soldiers; below, the move log. Each in a part of its own (``p``), redrawn in the browser only when it
    changed."""
    v = t.variant
    over = GAME.is_over(t.state)
    n = min(view["throw_no"] + (0 if view["phase"] == "settled" or over else 1), v.throws)
    top = (f'<div class="ck-top">{banner}<div><b>Throw {n} of {v.throws}</b> · your purse '
           f'<b>{money(view["purse"])}</b> (you began with {money(v.purse_cents)})</div></div>')
    typed_box = typed("Or type a move", key=key("typed"),
                      placeholder="Or type a move: bet total:10 0.35 · take-back single:5 · throw",
                      help="The site's notation: bet SPOT DOLLARS (spots: single:1…single:6, raffle, "
                           "total:4…total:17, high, low, odd, even), take-back SPOT, throw, next.")
    left = (p("chips", chips_row(view, over, chip, controls.shared_seat(t))) + p("typed", typed_box)
            + p("refusal", refusal)   # right below the chips, the throw and the typed move
            + layout_html(view, v, chip, disabled=over, p=p) + p("take-back", take_back_html(view)))
    right = (p("odds", live_odds_html(view, v) if view["phase"] == "betting" else throw_html(view))
             + p("side", table_side_html(t, view)))
    # the newest moves: a long session's whole log would be re-sent with every chip (the review replays any throw)
    log = move_log_html(t, limit=LOG_LINES, height=200, title="Move log (newest first" + (
        f", the last {LOG_LINES})" if len(t.log()) > LOG_LINES else ")"))
    return (f'<div class="ck-table">{p("top", top)}<div class="ck-two"><div class="ck-left">{left}</div>'
            f'<div class="ck-right">{right}</div></div>{p("log", log)}</div>')


# -- below the table: the review's moment, the throws so far, the purses ----------------------------------------------
def review_state_html(view: dict) -> str:
    """The blanket at one moment of a finished throw, from the learner's view (at this table nothing is hidden):
    every seat's bets, then the dice and how each bet was settled, and the purses."""
    names = view["names"]
    if view["phase"] == "betting":
        rows = []
        for seat, name in enumerate(names):
            bets = [b for b in view["layout"] if b["seat"] == seat]
            rows.append(f"<li><b>{escape(name)}</b>: "
                        + (", ".join(f"{money(b['stake'])} on {spot_name(b['spot'])}" for b in bets) or "no bet yet")
                        + "</li>")
        body = f"<b>Bets down</b><ul>{''.join(rows)}</ul>"
    else:
        dice = view["last_throw"]
        body = (f'<div class="ck-dice">{"".join(die_html(d) for d in dice)} <b>total {sum(dice)}</b></div><ul>'
                + "".join(f"<li><b>{escape(x['name'])}</b>: {escape(x['line'])}</li>"
                          for x in view["settlements"]) + "</ul>")
    purses = " · ".join(f"{escape(n)} {money(view['purses'][s])}" for s, n in enumerate(names))
    return f'{body}<p class="cp-meta">Purses: {purses} · the bank {money(view["bank"])}</p>'


def history_html(history: list, last: int = 12) -> str:
    """The throws so far (the ``last`` ones), each die with its spoken name, the total in the tooltip; "" before
    the first throw."""
    if not history:
        return ""
    recent = history[-last:]
    cells = " ".join(f'<span title="throw {len(history) - len(recent) + i + 1}: total {sum(h)}">'
                     f'{"".join(die_html(x) for x in h)}</span>' for i, h in enumerate(recent))
    more = f"(the last {last} of {len(history)}) " if len(history) > last else ""
    return f'<div class="ck-hist"><b>Throws so far</b> {more}{cells}</div>'


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


# -- the Odds part: its tables, sentences and charts ------------------------------------------------------------------
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


def bet_table_rows(v: ChuckVariant) -> list[dict]:
    """Every bet on the layout: what it pays, its winning throws, its chance, what comes back of 216, its edge."""
    return [{"Bet": r["name"], "Pays": r["pays"], "Winning throws (of 216)": odds.throws_of(r["win"]),
             "Chance to win": prob(r["win"]), "Of 216 staked, back": r["returned_per_216"],
             "House edge": prob(r["house_edge"])} for r in odds.bet_rows(v)]


def bets_label(bets: dict[str, int]) -> str:
    return ", ".join(f"{money(c)} on {spot_name(s)}" for s, c in bets.items())


def combination_text(bets: dict[str, int], d: dict) -> str:
    """A combination of bets (``d``: the engine's ``distribution`` of it) in one Markdown sentence."""
    return (f"**{bets_label(bets)}** — staked {money(d['staked'])} a throw. Expected result "
            f"**{fraction_text(d['expected'])}¢** ({float(d['expected']):+.3f}¢) a throw; house edge "
            f"{prob(d['edge'])}. Ahead {prob(d['p_ahead'])}, even "
            f"{prob(d['p_even'])}, behind {prob(d['p_behind'])}.")


def distribution_rows(d: dict) -> list[dict]:
    return [{"Net result": money(x), "Throws of 216": odds.throws_of(p), "Chance": prob(p)} for x, p in d["rows"]]


def exact_payday_lines(d: dict, purse: int, throws: int, never: Fraction, exact: dict | None) -> str:
    """The exact payday in Markdown: the purse if nobody went broke (``never``), then, when the engine could count
    it (``exact``), the expected purse and the chances of going broke and of coming out ahead."""
    lines = [f"- if nobody went broke: {money(purse)} + {throws} × ({fraction_text(d['expected'])}¢) = "
             f"**{money(round(never))}** ({fraction_text(Fraction(never))}¢)"]
    if exact:
        lines += [f"- expected final purse, stopping when broke: **${exact['expected'] / 100:.4f}**",
                  f"- chance of going broke: **{exact['p_broke']:.4%}**",
                  f"- chance of coming out ahead: **{exact['p_ahead']:.4%}**"]
    else:
        lines.append("- (too many possible purses to count exactly quickly; the simulation stands alone)")
    return "\n".join(lines)


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


# -- the lesson's figures (lessons/text/chuck_a_luck/*.md fills its {{value}} slots from these) ----------------------
def percent_range(lo: Fraction, hi: Fraction, places: int = 2) -> str:
    return f"{float(lo):.{places}%} to {float(hi):.{places}%}"


def bets_table(v: ChuckVariant) -> str:
    """The Learn tab's table of the principal bets: how each wins, loses and what the house keeps (exact)."""
    rows = []
    for label, spot in [("A single number (say the 5)", "single:5"), ("The raffle (any triple)", "raffle"),
                        ("High (11–17)", "high"), ("Low (4–10)", "low"), ("Odd", "odd"), ("Even", "even")]:
        r = odds.bet_row(spot, v)
        wins = "; ".join(f"{o['outcome']}: {o['ways']}/216, paid {o['pays']}" for o in r["outcomes"])
        rows.append(f"| {label} | {wins} | {odds.throws_of(r['lose'])}/216 | {prob(r['house_edge'])} |")
    for t in range(4, 11):
        r = odds.bet_row(f"total:{t}", v)
        o = r["outcomes"][0]
        rows.append(f"| Total {t} (or {21 - t}) | the dice total {t}: {o['ways']}/216, paid {o['pays']} | "
                    f"{odds.throws_of(r['lose'])}/216 | {prob(r['house_edge'])} |")
    return "| Bet | Wins when | Loses | House edge |\n|---|---|---|---|\n" + "\n".join(rows)


def lesson_values(v: ChuckVariant) -> dict[str, str]:
    """Every number the lesson, the self-check and the rule card print, in words, from the engine's exact counts:
    the lesson's for the default rules, the rule card's for the rules ``v`` at the table now."""
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
        "single_keep": str(one["keeps"]), "single_edge": prob(f["single_edge"]),
        "single_win": prob(f["single_win"]), "cover_six_gain": str(f["cover_six_gain"]),
        "cover_six_worst": "even" if f["cover_six_bank_worst"] == 0 else money(f["cover_six_bank_worst"]),
        "high_wins": str(f["high_wins"]), "high_loses": str(f["high_loses"]), "high_edge": prob(f["high_edge"]),
        "raffle_edge": prob(f["raffle_edge"]),
        "edge_ratio": f"about {float(lo):.1f} and {float(hi):.1f}",
        # the rule card: the rules at the table now
        "triple_pays": str(v.single_triple_pays), "raffle_pays": str(v.raffle_pays),
        "totals_line": ", ".join(f"{t}/{21 - t} {tot[t]}:1" for t in range(4, 11)),
        "table_label": TABLE_LABELS[v.totals_table],
        "card_single": edge("single:1") + (f" (“216 to {card['single_back']}”)." if v.single_triple_pays == 3 else "."),
        "card_raffle": edge("raffle"), "card_high": edge("high"),
        "card_totals": percent_range(*card["totals_edges"][v.totals_table], 1),
    }
