"""Scarney Chemin de Fer: the lesson, the table against computer players, and the live exact odds.

The page arranges parts; the words are in ``lessons/text/scarney_chemin_de_fer/``; every rule, number and refusal
comes from the engine (``engine/games/scarney_chemin_de_fer``, ``engine/odds/scarney_chemin_de_fer.py``).
The table is the Scarney dice tables' (``lessons/parts/scarney.py``, on the shared table page): the turn banner, the
felt, the learner's buttons (Throw or Draw, Next throw, To my turn, Undo bet, the bet box and Bet, or the banker's
limits, Open round and Give up bank), the refusal right below them, the live exact odds, the round's settlement and
the log; the pace chooser above it, the share / save / load / new table panel below it. After each coup (the
banker's limits, the bets, every throw and draw, the settlement) the review, under the block, replays it throw by
throw; every throw is public, so nothing waits to be laid open. This page supplies its own: the felt, the bets and
the bank's buttons, the odds, a new table's settings, the Odds part and the lesson's values.
"""

from __future__ import annotations

from dataclasses import replace

import plotly.graph_objects as go
import streamlit as st

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.table import Table
from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import GAME, LIMIT_CHOICES
from engine.odds import scarney_chemin_de_fer as odds_mod
from lessons.parts import board, odds_ui, session, show
from lessons.parts import scarney as sc

PAGE = "scarney_chemin_de_fer"


class ChemPage(sc.ScarneyPage):
    throwing = ("seating", "throw", "draw")   # the computer players' throws and draws wait for Next throw
    noun, log_title = "Coup", "The throws and the bets"
    review_words = "Review a finished coup: every throw replayed, one by one"

    # -- the felt ---------------------------------------------------------------------------------------------------
    def throw_html(self, v: dict, roll: bool = True) -> str:
        """The shooter's dice: the numbered dice lying, the dead dice moved aside (for the draw), the draw itself;
        ``roll``: they tumble in (a throw not shown before)."""
        hist = v["history"]
        if not hist:
            return sc.cup_full("The cup is full: no throw yet.")
        last = hist[-1]
        kind = last["kind"]
        if kind == "order":
            return sc.order_throw(v, last, "for the bank", roll)
        first = last["dice"] if kind == "throw" else (hist[-2]["dice"] if len(hist) > 1 else [])
        drawn = last["dice"] if kind == "draw" else None
        lying = [d for d in first if d]
        dead = len(first) - len(lying)
        count = sum(first) + (sum(drawn) if drawn else 0)
        aside = ("" if not dead else sc.aside("aside for the draw", sc.dice([0] * dead, roll and kind == "throw"))
                 if drawn is None else sc.aside("the draw", sc.dice(drawn, roll)))
        return sc.throw_row(v["names"][last["seat"]], sc.dice(lying, roll and kind == "throw"), aside,
                            f"count {count}, <b>point {_scarney.point(count)}</b>")

    def seats_html(self, v: dict) -> str:
        def cells(seat: int) -> list:
            pt = v["points"][seat]
            line = next((x for x in v["settlements"] if x["seat"] == seat), None)
            res = "" if line is None else ("won" if line["result"] > 0 else "lost" if line["result"] < 0 else
                                           "stand-off")
            bet = v["bets"][seat] or (line["bet"] if line else "")
            bank = "(bank)" if seat == v["banker"] else ""
            return [f"{v['names'][seat]} {bank}", v["chips"][seat], bet, "" if pt is None else pt, res]

        return sc.seats_table(v, "the players", ("player", "chips", "bet", "point", "result"), cells)

    def felt_html(self, v: dict, live: bool = True, roll: bool = True) -> str:
        return sc.felt(v["bank_line"], self.throw_html(v, roll) + self.seats_html(v), live)

    def thrown(self, t: Table, v: dict) -> int:
        return len(v["history"])   # a bet is no throw: the dice do not tumble again

    def hand_title(self, v: dict, n: int) -> str:
        if v["bank_no"] == 0:
            return "The throws for the bank"
        return f"{v['names'][v['banker']]}'s bank: coup {v['rounds_done'] + 1}"

    def review_state_html(self, v: dict) -> str:
        """The table at a moment of a finished coup (every throw is public: nothing to lay open but the dice)."""
        ended = v["phase"] in ("open", "over")     # the coup's last throw made this state: it and its settlement show
        lines, title = (v["settlements"], "Settled so far this coup") if v["settlements"] else \
            (v["last_round"] if ended else [], "The coup settled")
        tail = "" if not lines else (f'<div class="sc-small"><b>{title}</b><br>'
                                     + "<br>".join(show.escape(x["line"]) for x in lines) + "</div>")
        if v["phase"] == "bet":                    # no die thrown yet this coup: not the last coup's dice
            v = {**v, "history": []}
        return self.felt_html(v, live=False) + tail

    # -- the buttons: a throw or a draw, the bets, the bank's ---------------------------------------------------------
    def controls_html(self, t: Table, v: dict) -> str:
        """The learner's buttons: Throw (or Draw), the next computer throws, Undo bet and the bet box; the banker's
        limits (one button each), Open round and Give up bank; each with the key its Streamlit button had. Next
        throw and To my turn show, disabled, while the learner is to throw, so the row does not jump."""
        B, K = board.button, lambda name: session.key(PAGE, name)
        mine, theirs = t.learners_turn(), t.bots_turn()
        phase = v["phase"]
        throwing = phase in self.throwing
        row = []
        if throwing:
            row.append(self.throw_button(t, drawing=mine and "draw" in t.legal()))
        if throwing or theirs:   # the computer players' throws, one by one or all until the learner's turn
            row += self.turn_buttons(t)
        undo_ok = self.undoable(t)
        if undo_ok or (phase == "bet" and v["banker"] != t.learner):
            row.append(B(self.UNDO, "Undo bet", key=K("undo"), disabled=not undo_ok, icon="undo",
                         help="Take back your bet, before the next throw (a throw is never undone)."))
        if v["banker"] is not None and v["banker"] != t.learner and phase != "over":
            lo, _ = v["limits"] or (1, 1)
            # labelled: a bare "1" beside Bet said nothing; the label is the box's accessible name too
            row += [board.number("Chips to bet", lo, key=K("stake"), low=0, high=1000),
                    B("bet", "Bet", key=K("bet"), primary=mine and phase == "bet", with_box=K("stake"))]
        out = board.row(row, cls="sc-controls") if row else ""
        if v["banker"] == t.learner and phase != "over":
            bank = []
            if phase == "open" and v["limits"] is None:
                have = v["chips"][t.learner]
                choices = [x for x in LIMIT_CHOICES if x[1] <= have] or [(1, max(1, have))]
                out += '<div class="cp-caption">Set your limits: the least and the most a player may bet.</div>'
                bank += [B(f"limits {lo}-{hi}", f"{lo} to {hi} chips", key=K(f"setlimits-{lo}-{hi}"), primary=True)
                         for lo, hi in choices]
            elif phase == "open":
                bank.append(B("open", "Open round", key=K("open"), primary=True))
            bank.append(B("give-up", "Give up bank", key=K("giveup")))
            out += board.row(bank, cls="sc-controls")
        return out

    # -- beside the table: the live odds, the round's settlement ------------------------------------------------------
    def odds_html(self, v: dict) -> str:
        return odds_html(v)

    def beside(self, v: dict) -> list[tuple[str, str]]:
        return [("lines", lines_html(v))]

    # -- a new table --------------------------------------------------------------------------------------------------
    def chosen_variant(self):
        base = self.chosen_rules()
        return replace(base, players=int(self.chosen("players") or base.players))

    def new_table_settings(self, t: Table) -> None:
        a, b, c = st.columns(3)
        a.selectbox("Rule set", list(GAME.presets), key=session.key(PAGE, "preset"))
        b.number_input("Players", min_value=2, max_value=7, value=t.variant.players, key=session.key(PAGE, "players"))
        self.new_table_button(c)


# -- the live odds and the settlement (the table's right column) ------------------------------------------------
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


def lines_html(v: dict) -> str:
    """This round's settlement (or the last round's), line by line."""
    lines = v["settlements"] or v["last_round"]
    if not lines:
        return ""
    title = "This round" if v["settlements"] else "Last round"
    return (f'<div class="sc-small"><b>{title}, line by line</b><br>'
            + "<br>".join(show.escape(x["line"]) for x in lines) + "</div>")


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


def values() -> dict:
    vb, pb = odds_mod.versus_banker(), odds_mod.punto_banco()
    return {"draw_chance": odds_ui.prob(odds_mod.draw_chance()), "win": odds_ui.prob(vb["win"]),
            "lose": odds_ui.prob(vb["lose"]), "stand_off": odds_ui.prob(vb["stand_off"]),
            "edge": odds_ui.prob(odds_mod.banker_edge()),
            "baccarat_banker": f"{float(pb['edge_on_banker_bet']) * 100:.2f}%",
            "baccarat_player": f"{float(pb['edge_on_player_bet']) * 100:.2f}%"}


TABLE = ChemPage(GAME, PAGE, default_players, own_style=True)
TABLE.run(odds=odds_tab, values=values,
          figures={"faces": lambda: sc.faces_figure("the six faces of a Scarney die (✕ = dead, counts 0)")})
