"""Scarney Chemin de Fer: the lesson, the table against computer players, and the live exact odds.

The page arranges parts; the words are in ``lessons/text/scarney_chemin_de_fer/``; every rule, number and refusal
comes from the engine (``engine/games/scarney_chemin_de_fer``, ``engine/odds/scarney_chemin_de_fer.py``).
The table is the Scarney dice tables' (``lessons/parts/scarney.py``, on the shared table page): the turn banner, the
felt, the learner's buttons (Throw or Draw, Next throw, To my turn, Undo bet, the bet box and Bet, or the banker's
limits, Open round and Give up bank), the refusal right below them, the live exact odds, the round's settlement and
the log; the pace chooser above it, the share / save / load / new table panel below it. After each coup (the
banker's limits, the bets, every throw and draw, the settlement) the review, under the block, replays it throw by
throw; every throw is public, so nothing waits to be laid open. This page supplies its own: the felt, the bets and
the bank's buttons, the odds and the settlement, drawn apart from Streamlit in ``lessons/views/scarney_chemin_de_fer.py``
(their numbers from ``engine/odds``); a new table's settings, the Odds part and the lesson's values.
"""

from __future__ import annotations

from dataclasses import replace

import plotly.graph_objects as go
import streamlit as st

from engine.bots.scarney_chemin_de_fer import default_players
from engine.core.table import Table
from engine.games.scarney_chemin_de_fer import GAME
from engine.odds import scarney_chemin_de_fer as odds_mod
from lessons.parts import charts, odds_ui, session
from lessons.parts import scarney as sc
from lessons.views import scarney as dice_view
from lessons.views import scarney_chemin_de_fer as view

PAGE = "scarney_chemin_de_fer"


class ChemPage(sc.ScarneyPage):
    throwing = ("seating", "throw", "draw")   # the computer players' throws and draws wait for Next throw
    noun, log_title = "Coup", "The throws and the bets"
    review_words = "Review a finished coup: every throw replayed, one by one"
    views, odds = view, odds_mod   # what is drawn, and the live odds' numbers

    def thrown(self, t: Table, v: dict) -> int:
        return len(v["history"])   # a bet is no throw: the dice do not tumble again

    def review_state_html(self, v: dict) -> str:
        return view.review_html(v)

    def controls_html(self, t: Table, v: dict) -> str:
        return view.controls_html(t, v, PAGE, throwing=v["phase"] in self.throwing, undoable=self.undoable(t),
                                  verbs=self.verbs)

    def beside(self, v: dict) -> list[tuple[str, str]]:
        return [("lines", view.lines_html(v))]   # the round's settlement, line by line

    # -- a new table --------------------------------------------------------------------------------------------------
    def chosen_variant(self):
        base = self.chosen_rules()
        return replace(base, players=int(self.chosen("players") or base.players))

    def new_table_settings(self, t: Table) -> None:
        a, b, c = st.columns(3)
        a.selectbox("Rule set", list(self.rulesets), format_func=self.rulesets.get,
                    key=session.key(PAGE, "preset"))   # the engine's labels: when and after whom
        b.number_input("Players", min_value=2, max_value=7, value=t.variant.players, key=session.key(PAGE, "players"))
        self.new_table_button(c)


# -- the Odds part and the lesson ----------------------------------------------------------------------------------
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
    charts.chart(fig, session.key(PAGE, "point-chart"), "A shooter's final point", config={"displayModeBar": False})
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
    charts.chart(fig2, session.key(PAGE, "total-chart"), "The five-dice total", config={"displayModeBar": False})
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
          figures={"faces": lambda: dice_view.faces_figure("the six faces of a Scarney die (✕ = dead, counts 0)")})
