"""Seven-Up (All Fours, Old Sledge): the soldiers' game of high, low, jack and the game.

What the learner sees:
- **Learn**: All Fours' long history, the deal, the turn-up, standing and begging, running the cards, the
  play, the four points, where the period books disagree (side by side), Pitch; the rules from the
  rulebook, the options, the period terms, a self-check.
- **Play**: the table: the learner's six cards as buttons, the turn-up, stand / beg / give / refuse as
  buttons that say what they mean, tricks one card at a time, each hand's points tallied with who scored
  each and why, the score to seven and the count for game as it runs; undo, share link, save and load;
  beside the table, the live odds for the decision in front of the learner.
- **Odds**: the beg figures and the play figures in full, and the standing tables (trumps in six cards,
  a jack turned or in play for two, three and four players), exact, as fractions and charts.
- **Rule card**: one printable page.

The page is a ``TablePage`` (``lessons/parts/tablepage.py``) and supplies only its own: the table's parts are drawn
by ``lessons/views/seven_up.py`` (pure functions of the learner's view, tested in ``tests/views/test_seven_up.py``),
the figures are counted by ``engine/odds/seven_up.py``; here they are laid out and the Odds part drawn.
"""

from __future__ import annotations

import json

import plotly.graph_objects as go
import streamlit as st

from engine.games.seven_up import GAME
from engine.games.seven_up import deck as D
from engine.odds import seven_up as O
from lessons.parts import board, charts, odds_ui, pace, review, show
from lessons.parts.tablepage import TablePage
from lessons.views import seven_up as V

PAGE = "seven_up"
SAMPLES = 120   # deals played out for the stand-or-beg estimate at the table


# -- the table (drawn by lessons/views/seven_up.py) ----------------------------------------------------------------
class SevenUpTable(TablePage):
    def settings(self, players_help: str = "") -> None:
        super().settings("Two or three each for himself; four in two partnerships, partners across; five to seven "
                         "only at Auction Pitch, each for himself.")

    def play_table(self) -> None:
        """The table, in the pace's fragment, as one block: a click redraws only the parts that changed."""
        t = self.fresh()
        view = t.view()
        legal = set(t.legal())   # none but on the learner's turn
        p = board.Parts()
        self.draw(V.block(p, banner=V.game_over(GAME.outcome(t.state).summary) if V.over(view) else "",
                          felt=V.felt(view), bids=V.bids(view, legal, PAGE), hand=V.hand(view, legal, PAGE),
                          odds=live_odds(view), tally=V.tally(view),
                          refusal=board.refusal_html(PAGE),   # right below the controls that were used
                          pace=board.row(self.controls(t), cls="cp-left") + pace.measured_html(PAGE),
                          log=show.move_log_html(t, height=200, title="Move log (newest first)"),
                          results=V.results(view), review=review.toggle_html(PAGE)), p)
        review.hand_review(PAGE, t, seat_names=view["names"], draw_state=V.review_state)


# -- live odds ----------------------------------------------------------------------------------------------------
@st.cache_data(max_entries=64, show_spinner=False)
def cached_stand_or_beg(view_json: str, samples: int) -> dict:
    return O.stand_or_beg(json.loads(view_json), samples=samples, seed=0)


def live_odds(view: dict) -> str:
    """The figures for the decision in front of the learner, from the engine's odds: exact at the beg (standing
    against begging simulated, and cached), the trumps still out in the play, or Pitch's advice."""
    if V.at_the_beg(view):
        hand = [D.parse_card(c) for c in view["hand"]]
        return V.beg_odds(O.beg_odds(hand, D.parse_card(view["turnup"]), view["players"]),
                          cached_stand_or_beg(json.dumps(view, sort_keys=True), SAMPLES))
    if V.at_the_bid(view):
        return V.bid_odds(O.bid_odds([D.parse_card(c) for c in view["hand"]], view["players"]))
    if V.in_play(view):
        return V.play_odds(view, O.in_play(view))
    return V.pitch_advice(view)


# -- the Odds tab ---------------------------------------------------------------------------------------------------
def odds_tab() -> None:
    t = TABLE.current()
    view = t.view()
    st.subheader("For the hand in front of you")
    if not V.at_the_beg(view) and view["phase"] not in ("play", "discard"):
        st.caption("At the beg (when you are the eldest hand) and during the play, the figures for your cards "
                   "appear here; they are on the Play tab too, beside the table.")
    show.html(live_odds(view))
    st.subheader("Trumps in a hand of six")
    st.caption("The turn-up shows the suit, so your six cards are six of the other 51: how many of the 12 other "
               "trumps they hold, counted exactly.")
    rows = O.trump_counts()
    fig = go.Figure(go.Bar(x=[str(k) for k, _ in rows], y=[float(p) for _, p in rows], marker_color="#23452f",
                           text=[f"{float(p):.1%}" for _, p in rows], textposition="outside"))
    fig.update_layout(height=260, margin=dict(l=10, r=10, t=10, b=10), xaxis_title="trumps in your six cards",
                      yaxis_title="chance", yaxis_tickformat=".0%")
    charts.chart(fig, f"{PAGE}:trump-chart", "Trumps in a hand of six", config={"displayModeBar": False})
    odds_ui.fraction_table([{"Trumps": k, "Exactly": f"{p.numerator}/{p.denominator}", "Percent": f"{float(p):.2%}"}
                            for k, p in rows])
    st.subheader("A jack turned, or the jack of trumps in play")
    st.caption("From a fresh deal with no beg: the turned card is a jack 4 times in 52 (the dealer's point); "
               "otherwise the jack of the turned suit is in play when it is among the 6 × players cards dealt of "
               "the other 51.")
    jt = [O.jack_table(n) for n in (2, 3, 4)]
    fig = go.Figure()
    for key, label, colour in (("turned", "jack turned", "#8b2e1f"), ("in_play", "jack in play", "#23452f")):
        fig.add_trace(go.Bar(name=label, x=[f"{j['players']} players" for j in jt], y=[float(j[key]) for j in jt],
                             marker_color=colour))
    fig.update_layout(barmode="stack", height=260, margin=dict(l=10, r=10, t=10, b=10), yaxis_tickformat=".0%",
                      legend=dict(orientation="h", y=1.12))
    charts.chart(fig, f"{PAGE}:jack-chart", "A jack turned, or the jack of trumps in play", config={"displayModeBar": False})
    odds_ui.fraction_table([{"Players": j["players"], "Jack turned": odds_ui.prob(j["turned"]),
                             "Jack in play": odds_ui.prob(j["in_play"]),
                             "Neither": odds_ui.prob(j["not_seen"])} for j in jt])


# -- the lesson's figures (lessons/text/seven_up/*.md fill their {{value}} slots from these) ---------------------
def lesson_values() -> dict[str, str]:
    two, four = O.jack_table(2), O.jack_table(4)
    return {
        "no_trump": odds_ui.prob(dict(O.trump_counts())[0]), "some_trump": odds_ui.prob(O.trumps_at_least(1)),
        "two_plus": odds_ui.prob(O.trumps_at_least(2)),
        "jack_turned": odds_ui.prob(two["turned"]),
        "jack_in_play_2": odds_ui.prob(two["in_play"]), "jack_in_play_4": odds_ui.prob(four["in_play"]),
        "total_count": str(D.TOTAL_COUNT),
    }


TABLE = SevenUpTable(GAME, PAGE, players=[2, 3, 4, 5, 6, 7])
TABLE.run(odds=odds_tab, values=lesson_values)
