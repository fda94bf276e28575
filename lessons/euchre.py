"""Euchre on the lesson template: the table (Play) and the odds (Odds); the words live in lessons/text/euchre.

What the learner sees: the history and rules in our own words with their sources (learn.md, the rules
drawn from the rulebook); a table where the learner sits with a partner and opponents (or each for
himself), bids and plays one action at a time while the computer players move one card at a time; live
odds for the decision in front of them; and a printable rule card (rulecard.md). The page holds no game
logic: what may be done, which suits may be named, how many cards are unseen, all come from the engine; and no
drawing: the seats, the felt, the hand, the bids and the odds' words are pure functions of the learner's view in
lessons/views/euchre.py. What stays here is Streamlit's: the session, the block, the pace, the review, the charts.
"""

from __future__ import annotations

import functools
import json

import streamlit as st

from engine.core.table import Table
from engine.games.euchre import GAME
from engine.odds import euchre as O
from lessons.parts import board, charts, odds_ui, pace, review, show, tableframe
from lessons.parts.tablepage import NamingAlone
from lessons.views import euchre as V

PAGE = "euchre"
PLAYERS_HELP = ("Four: two partnerships. Six: two sides of three. Three: each for himself (cut-throat). "
                "Five and seven: Call-Ace, a secret partner each hand. Seven adds the sixes (36 cards).")


def play_table() -> None:
    """The table, in the pace's fragment, as one block (board.py): a click here redraws one element. What it shows
    is drawn by lessons/views/euchre.py from the learner's view."""
    t = TABLE.fresh()
    view = t.view()
    legal, mine = set(map(str, t.legal())), t.learners_turn()
    alone = bool(st.session_state.get(TABLE.K_ALONE))
    log = show.move_log_html(t, limit=V.LOG_LINES, height=200, title=V.log_title(len(t.log())))
    p = board.Parts()   # each part redrawn in the browser only when it changed
    TABLE.draw(p("turn", tableframe.turn_banner_html(t)) + p("felt", V.table_html(view))
               + p("hand", V.hand_html(view, legal, mine))
               + p("bids", V.bids_html(view, legal, mine, alone_on=alone, alone_act=TABLE.ALONE))
               + p("refusal", board.refusal_html(PAGE))   # right below the cards and buttons that were used
               + p("controls", board.row(TABLE.controls(t), cls="cp-left") + pace.measured_html(PAGE))
               + f'<div class="cp-two">{p("log", log)}'
               + f'{p("results", f"<div><b>Hands so far</b>{V.results_html(view)}</div>")}</div>'
               + p("review", review.toggle_html(PAGE)), p, **{TABLE.ALONE: TABLE.toggle_alone})
    review.hand_review(PAGE, t, seat_names=view["names"], draw_state=V.centre_html)


# -- odds ------------------------------------------------------------------------------------------------
@st.cache_data(max_entries=64, show_spinner=False)
def cached_bids(view_json: str, samples: int):
    return O.bid_chances(json.loads(view_json), samples=samples, seed=7)


@st.cache_data(max_entries=64, show_spinner=False)
def cached_trumps_out(view_json: str):
    return O.trumps_out(json.loads(view_json))


def table_md(rows: list[dict]) -> None:
    if rows:
        st.markdown(V.markdown_table(rows))


def odds_tab() -> None:
    t = TABLE.current()
    view = t.view()
    phase = view["phase"]
    st.subheader("For the decision on the table")
    if phase in ("order", "name", "joker", "bid", "trumps"):
        bowers(t, view, phase)
        if t.learners_turn():
            samples = 300
            rows = cached_bids(json.dumps(view, sort_keys=True), samples)
            st.markdown(V.bids_heading(samples))
            table_md(V.bid_rows(rows))
            bid_chart(rows)
        else:
            st.caption("The bid estimates appear when it is your turn to bid.")
    elif phase == "play":
        out = cached_trumps_out(json.dumps(view, sort_keys=True))
        st.markdown(V.trumps_out_html(out), unsafe_allow_html=True)
        if out["cards"]:
            st.caption(V.trumps_out_caption(out))
            table_md(V.holder_rows(out, odds_ui.prob))
    else:
        st.caption("Nothing to estimate right now: the dealer is discarding, or the game is over.")
    st.subheader("Standing tables")
    if view.get("hasenpfeffer"):
        st.markdown(V.hp_standing_heading())
        table_md(V.hp_count_rows(O.hasenpfeffer_table(), odds_ui.prob))
    else:
        standing(bool(view.get("joker")))


def bowers(t: Table, view: dict, phase: str) -> None:
    """The partner's bowers, exact, for each suit that may be made now (or why they cannot be counted)."""
    partners = 0 if view["each_for_himself"] else len(view["sides"][view["side_of"][0]]) - 1
    if partners and view.get("hasenpfeffer"):   # no turn-up: partner's six of the 19 cards unseen
        odds = [O.hasenpfeffer_odds(view["hand"], s) for s in GAME.trump_candidates(t.variant, phase, None)]
        st.markdown(V.bowers_heading(odds, partners))
        table_md(V.bower_rows(odds, odds_ui.prob))
    elif partners:
        partner_deals = view["side_of"][view["dealer"]] == view["side_of"][0] and view["dealer"] != 0
        suits = GAME.trump_candidates(t.variant, phase, view["turnup"])
        odds = [O.bower_odds(view["hand"], view["turnup"], view["pack"], partners,
                             partner_deals and phase == "order", trump=s) for s in suits]
        st.markdown(V.bowers_heading(odds, partners))
        table_md(V.bower_rows(odds, odds_ui.prob))
        if partner_deals and phase == "order":
            st.caption("Your partner deals: if the turned-up suit is made he takes the turn-up into his hand.")
    elif view.get("call_ace"):
        st.caption("Call-Ace table: your partner, if you make trumps, will be whoever holds the ace you call — "
                   "so nobody's bowers can be counted on in advance.")
    else:
        st.caption("Each plays for himself at this table: nobody's bowers help you.")


def bid_chart(rows) -> None:
    key = tuple((r["action"], round(r["expected_points"], 4), round(r["points_margin"], 4)) for r in rows)
    charts.chart(bid_figure(key), f"{PAGE}:bidchart", "Expected points of each bid")


@functools.lru_cache(maxsize=32)
def bid_figure(key):
    """Built once per estimate (plotly figures are slow to build; the page reruns on every click)."""
    import plotly.graph_objects as go

    fig = go.Figure(go.Bar(x=[a for a, _, _ in key], y=[y for _, y, _ in key],
                           error_y={"type": "data", "array": [m for _, _, m in key]}, marker_color="#8b2e1f"))
    fig.update_layout(height=260, margin={"l": 10, "r": 10, "t": 30, "b": 10},
                      title="Expected points for your side, by choice (95% error bars)", yaxis_title="points")
    return fig


def pack_sizes(joker: bool) -> tuple[int, int, int]:
    """The packs the standing tables compare: 24, 32 and 36 cards, or with the joker 25, 33 and 37."""
    return (25, 33, 37) if joker else (24, 32, 36)


@st.cache_data(show_spinner=False)
def standing_rows(joker: bool = False):
    return {size: [(r["k"], r["p"]) for r in O.trump_count_table(size)] for size in pack_sizes(joker)}


@functools.lru_cache(maxsize=2)
def standing_figure(joker: bool = False):
    import plotly.graph_objects as go

    data = standing_rows(joker)
    fig = go.Figure()
    for size, colour in zip(pack_sizes(joker), ("#2f5d3a", "#8b2e1f", "#b08d57"), strict=True):
        fig.add_bar(name=f"{size} cards", x=[k for k, _ in data[size]], y=[float(p) * 100 for _, p in data[size]],
                    marker_color=colour)
    fig.update_layout(barmode="group", height=300, margin={"l": 10, "r": 10, "t": 10, "b": 10},
                      xaxis_title="trumps in the hand", yaxis_title="% of hands")
    return fig


def standing(joker: bool = False) -> None:
    st.markdown(V.standing_heading(joker))
    charts.chart(standing_figure(joker), f"{PAGE}:standing{':joker' if joker else ''}", "Trumps in a hand of five")
    table_md(V.trump_count_rows(standing_rows(joker), odds_ui.prob))
    table_md(V.bower_table_rows({size: O.bower_table(size) for size in pack_sizes(joker)[:2]}, odds_ui.prob))


# -- the page ------------------------------------------------------------------------------------------------
class EuchreTable(NamingAlone):
    """The shared table page (lessons/parts/tablepage.py) with Euchre's own: the second round's "…and play alone"
    (a toggle of the block, added to the suit named), and three to seven players where the rule set's pack allows
    (four only with the 24-card pack and at Hasenpfeffer: the box is then greyed)."""

    def __init__(self):
        super().__init__(GAME, PAGE, players=[3, 4, 5, 6, 7], rules_set_players=True)

    def settings(self, players_help: str = "") -> None:
        super().settings(PLAYERS_HELP)

    def play_table(self) -> None:
        play_table()


def lesson_values() -> dict[str, str]:
    """The numbers the lesson prints (the joker's, exact, from engine/odds)."""
    return V.lesson_values(O.joker_table(33), O.trump_count_table(32)[0]["p"], odds_ui.prob)


TABLE = EuchreTable()
TABLE.run(odds=odds_tab, values=lesson_values)
