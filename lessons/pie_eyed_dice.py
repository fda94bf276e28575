"""Scarney Pie-Eyed Dice: the lesson, the table against computer players, and the live exact odds.

Shown by default as a forfeit game (names a forfeit / performs it / pays a token); the book's own wording is an
option at the table and one click away in the lesson. The words are in ``lessons/text/pie_eyed_dice/``; every
rule, number and refusal comes from the engine. The table is the Scarney dice tables' (``lessons/parts/scarney.py``,
on the shared table page): the turn banner, the felt, Throw, Next throw and To my turn, the refusal right below
them, the live role chances and the log; the pace chooser above it, the share / save / load / new table panel below
it. After each round of roles (every turn's throws until the three roles are taken) the review, under the block,
replays it throw by throw; every throw is public. This page supplies its own: the felt and the role chances, drawn
apart from Streamlit in ``lessons/views/pie_eyed_dice.py`` (their numbers from ``engine/odds``); a new table's
settings (the form, the roles' words), the Odds part, the roles' table and the lesson's values.
"""

from __future__ import annotations

from dataclasses import replace

import plotly.graph_objects as go
import streamlit as st

from engine.bots.pie_eyed_dice import default_players
from engine.core.table import Table
from engine.games.pie_eyed_dice import FORMS, GAME, WORDINGS
from engine.odds import pie_eyed_dice as odds_mod
from lessons.parts import board, charts, lesson, odds_ui, session
from lessons.parts import scarney as sc
from lessons.views import pie_eyed_dice as view
from lessons.views import scarney as dice_view
from lessons.views.pie_eyed_dice import FORM_NAMES

PAGE = "pie_eyed_dice"


class PiePage(sc.ScarneyPage):
    throwing = ("seating", "turn")   # every action is a throw, each waiting for Next throw
    verbs = ("throws", "throw")
    noun, log_title, grid = "Round", "The throws", "sc-grid pe-grid"
    review_words = "Review a finished round: every throw replayed, one by one"
    views, odds = view, odds_mod   # what is drawn (the felt, the buttons, the role chances), and the odds' numbers

    def controls_html(self, t: Table, v: dict) -> str:
        return view.controls_html(t, PAGE, self.verbs)

    # -- a new table --------------------------------------------------------------------------------------------------
    def chosen_variant(self):
        base = self.chosen_rules()
        return replace(base, players=int(self.chosen("players") or base.players),
                       wording=self.chosen("wording") or base.wording, form=self.chosen("form") or base.form)

    def new_table_settings(self, t: Table) -> None:
        a, b, c2, d = st.columns(4)
        a.selectbox("Rule set", list(self.rulesets), format_func=self.rulesets.get,
                    key=session.key(PAGE, "preset"))   # the engine's labels: when and after whom
        b.selectbox("Form", FORMS, index=FORMS.index(t.variant.form), format_func=FORM_NAMES.get,
                    key=session.key(PAGE, "form"))
        c2.selectbox("Roles named", list(WORDINGS), index=list(WORDINGS).index(t.variant.wording),
                     format_func=lambda w: "as forfeits" if w == "forfeit" else "in the book's words",
                     key=session.key(PAGE, "wording"))
        d.number_input("Players", min_value=3, max_value=8, value=t.variant.players, key=session.key(PAGE, "players"))
        self.new_table_button()


# -- the Odds part and the lesson ----------------------------------------------------------------------------------
def odds_tab() -> None:
    st.subheader("The chance a turn takes a role")
    rows = []
    for form in FORMS:
        rows.append({"form": FORM_NAMES[form], "one throw all dead": odds_ui.prob(odds_mod.all_dead_chance(form)),
                     "a turn takes a role": odds_ui.prob(odds_mod.turn_chance(form))})
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
    charts.chart(fig, session.key(PAGE, "roles-chart"), f"Who takes which role, {n} players", config={"displayModeBar": False})
    odds_ui.fraction_table([{"place": i + 1, **{nouns[k]: f"{float(ch[i][k]) * 100:.2f}%" for k in range(3)}}
                            for i in range(n)])
    st.caption("Exact (the fractions are long; the live table at Play shows them). Each player takes at most one role "
               "a round; the first to throw is likeliest to name the forfeit.")


# The lesson's two pictures are HTML, not Markdown or st.table (which went through pandas and Arrow to a table
# component): the dice faces a figure inside the prose's block (lessons/parts/scarney.py), the roles the lessons'
# shared static table (lesson.table_html) beside their toggle.
def wording_widget() -> None:
    book = st.toggle("Show the roles in the book's own words", key=session.key(PAGE, "book-words"))
    w = "book" if book else "forfeit"
    rows = [{"role": role, "at this table": WORDINGS[w][k]}
            for k, role in enumerate(("first to throw all dead", "second", "third"))]
    body = f'<div class="cp-prose">{lesson.table_html(rows, "the three roles at this table")}</div>'
    board.static(f"{PAGE}:roles", body)


def values() -> dict:
    return {f"p_{form}": odds_ui.prob(odds_mod.turn_chance(form)) for form in FORMS}


TABLE = PiePage(GAME, PAGE, default_players, own_style=True)
TABLE.run(odds=odds_tab, values=values, widgets={"wording": wording_widget},
          figures={"faces": lambda: dice_view.faces_figure("the six faces of a Scarney die (✕ = dead)")})
