"""Domino Euchre (and, through :class:`DominoPage`, Call-Ace Domino Euchre): euchre played with a double-six set.

What the learner sees:
- **Learn**: why dominoes (families who kept no cards), the tiles and their two suits, the turn-up, the two rounds
  of bidding, going alone, the trump suit of eight with its two bowers, a tile's suit when led and when followed,
  scoring and game; a picture of every suit's ranking under any trump, drawn from the engine's own tables; the
  rules from the rulebook, the options, the terms, a self-check. Call-Ace adds the partner suit and the secret
  partner.
- **Play**: the table: every tile drawn as a domino with its pips (and a spoken name), the turn-up and the proposed
  trump, the partners (at Call-Ace only what the learner may know), bidding and play one action at a time at a
  pace a class can follow, undo, a share link, save and load; beside the table the live odds for the decision.
- **Odds**: the live figures in full, the partner tile's whereabouts (Call-Ace), and the standing tables: trumps in
  five tiles for each trump suit, which suit a turn-up proposes, exact as fractions.
- **Rule card**: one printable page.

This file is both the Domino Euchre page (run by Streamlit) and the module Call-Ace's page builds on. What the table,
the live odds and the lesson's pictures look like is drawn from the learner's view by ``lessons/views/domino_euchre.py``
(pure, tested in ``tests/views/test_domino_euchre.py``); the figures are reckoned by ``engine/odds/domino_euchre.py``;
this page reads the session and says where each part goes.
"""

from __future__ import annotations

import json

import plotly.graph_objects as go
import streamlit as st

from engine.core.table import Table
from engine.games.domino_euchre import GAME as DOMINO
from engine.odds import domino_euchre as O
from lessons.parts import board, charts, odds_ui, pace, review, show
from lessons.parts.tablepage import NamingAlone
from lessons.views import domino_euchre as V
from lessons.views import dominoes as DM

SAMPLES = 120   # deals played out for the make-or-pass estimate at the table


class DominoPage(NamingAlone):
    """One page of the two games: the shared table page (lessons/parts/tablepage.py) and every part of its Play and
    Odds tabs that is the Domino games' own."""

    def __init__(self, game, page: str, players: list[int]):
        super().__init__(game, page, players=players, rules_set_players=True, style="domino_euchre")

    # -- the table ------------------------------------------------------------------------------------------------
    def play_table(self) -> None:
        """The table, in the pace's fragment, as one block (board.py): a click redraws one element. Each part is drawn
        by lessons/views/domino_euchre.py from the learner's view; the page reads the session (the "…and play
        alone" toggle, the refusal, the pace, the review) and passes what it read."""
        t = self.fresh()
        view = t.view()
        mine = t.learners_turn()
        legal = set(t.legal()) if mine else set()
        over = self.game.outcome(t.state).summary if self.game.is_over(t.state) else None
        controls = self.controls(t, again="New game", short=True)
        p = board.Parts()   # each part redrawn in the browser only when it changed
        self.draw(V.block(p, banner=V.banner(view, mine=mine, over=over), felt=V.felt(view),
                          bids=V.bids(view, legal, page=self.PAGE, alone_act=self.ALONE,
                                      alone_on=bool(st.session_state.get(self.K_ALONE))),
                          hand=V.hand(view, legal, mine=mine, page=self.PAGE),
                          refusal=board.refusal_html(self.PAGE),   # right below the controls that were used
                          buttons=board.row(controls) + pace.measured_html(self.PAGE),
                          odds=self.live_odds_html(t, view),
                          log=show.move_log_html(t, height=190, title="Move log (newest first)"),
                          results=V.results(view), review=review.toggle_html(self.PAGE)),
                  p, **{self.ALONE: self.toggle_alone})
        # every hand laid open above the felt as it stood (the turn-up, the trick, the score) at each move
        review.hand_review(self.PAGE, t, seat_names=view["names"], hand_html=lambda x: DM.tile(x, size=22),
                           draw_state=V.felt)

    def live_odds_html(self, t: Table, view: dict) -> str:
        """The figures for the learner's decision (engine/odds/domino_euchre.py), drawn by the view."""
        ph = view["phase"]
        bidding = ph in ("bid1", "bid2") and t.learners_turn()
        bids = None
        if bidding:
            weighed = O.bids_weighed(view, t.legal())
            bids = cached_bids(self.game.slug, json.dumps(view, sort_keys=True), tuple(weighed), SAMPLES)
        return V.live_odds(
            view, samples=SAMPLES, bids=bids,
            bower=(O.bower_odds(view["hand"], view["turnup"], view["proposed"])
                   if bidding and ph == "bid1" and view["partnership"] else None),
            partner=O.partner_tile_odds(view) if view.get("partner_suit") is not None else None,
            trumps=O.trumps_out(view) if ph == "play" and view["trump"] is not None else None)

    # -- the Odds tab and the lesson's pictures ------------------------------------------------------------------
    def odds_tab(self) -> None:
        t = self.current()
        view = t.view()
        st.subheader("For the hand in front of you")
        show.html(self.live_odds_html(t, view))
        st.subheader("Trumps in five tiles")
        rows = O.trump_count_table()
        st.caption("Every trump suit has eight tiles (its seven and the left bower), so the chances are the same "
                   "whichever suit is trumps: counted exactly over the 98,280 hands of five from 28 tiles, and "
                   "over the 80,730 hands from the 27 left once the turn-up has proposed the suit.")
        r = rows[0]
        fig = go.Figure()
        fig.add_trace(go.Bar(name="dealt blind", x=[str(k) for k in range(6)], y=[float(p) for p in r["blind"]],
                             marker_color="#2f3b4c"))
        fig.add_trace(go.Bar(name="once the turn-up proposed it", x=[str(k) for k in range(6)],
                             y=[float(p) for p in r["after_turnup"]], marker_color="#b8860b"))
        fig.update_layout(height=260, margin=dict(l=10, r=10, t=10, b=10), xaxis_title="trumps in your five tiles",
                          yaxis_tickformat=".0%", legend=dict(orientation="h", y=1.15))
        charts.chart(fig, f"{self.PAGE}:trump-chart", "Trumps in a hand of five tiles", config={"displayModeBar": False})
        odds_ui.fraction_table([{"Trumps": k, "Dealt blind": odds_ui.prob(p), "Once proposed": odds_ui.prob(q)}
                                for k, (p, q) in enumerate(zip(r["blind"], r["after_turnup"], strict=True))])
        st.subheader("Which suit the turn-up proposes")
        st.caption("A turn-up proposes its higher number, so sixes (seven tiles carry a six as their higher number) "
                   "are proposed seven times as often as blanks (only the 0-0).")
        odds_ui.fraction_table([{"Suit": x["suit"], "Proposed by the turn-up": odds_ui.prob(x["proposed"]),
                                 "Trump order": " ".join(x["order"])} for x in rows])
        self.odds_more()

    def odds_more(self) -> None:
        pass

    def ranking_widget(self) -> None:
        """Every suit's ranking under a chosen trump, drawn from the deck's own tables (D.suit_order): the seven suits
        to choose from, the table and its caption as ONE block (board.py's chrome; a choice reruns the lesson). An
        ``st.radio`` and an ``st.html`` block (which the browser sanitizes, the tiles' picture with it, at every
        opening) were about 20 ms of every switch to the lesson: benchmarks/site_load.py, ROUNDS=5, Call-Ace 73 -> 51
        ms and Domino Euchre 69 -> 52 ms, as Euchre's lesson then (52 ms)."""
        k = f"{self.PAGE}:rank-trump"
        trump = st.session_state.get(k, 5)
        trump = trump if trump in range(7) else 5

        def choose(move: str) -> None:
            asked = move.removeprefix("trump ")
            if asked in {str(s) for s in range(7)}:   # anything else did not come from these buttons
                st.session_state[k] = int(asked)

        board.draw(f"{self.PAGE}:ranking", V.ranking_block(trump, k, ranking_html(trump)), choose, chrome=True)

    def lesson_values(self) -> dict[str, str]:
        return lesson_figures()

    def run(self) -> None:
        super().run(odds=self.odds_tab, values=self.lesson_values, widgets={"ranking": self.ranking_widget},
                    figures={"tiles": V.tiles_figure})


# Cached in Streamlit's cache, not functools': a page's script runs in a fresh namespace at every run.
@st.cache_resource(show_spinner=False)
def ranking_html(trump: int) -> str:
    """The Learn tab's table of every suit's ranking under ``trump`` (lessons/views/domino_euchre.py), in one st.html
    block: the same for every visitor, built once per trump."""
    return V.ranking(trump)


@st.cache_data(show_spinner=False)
def lesson_figures() -> dict[str, str]:
    """The figures the lessons print (the same at both games, for every visitor): counted once, not at every opening
    of the lesson."""
    rows = O.trump_count_table()
    r = rows[0]
    b = O.bower_odds(["6-6", "6-5", "4-1", "3-2", "2-0"], "5-3")
    return {"two_plus": odds_ui.prob(sum(r["after_turnup"][2:])), "none_after": odds_ui.prob(r["after_turnup"][0]),
            "right_partner": odds_ui.prob(b["right"]), "both_partner": odds_ui.prob(b["both"]),
            "sixes_proposed": odds_ui.prob(rows[6]["proposed"]), "blanks_proposed": odds_ui.prob(rows[0]["proposed"])}


@st.cache_data(max_entries=64, show_spinner=False)
def cached_bids(slug: str, view_json: str, bids: tuple, samples: int) -> list[dict]:
    from engine.games import get_game

    return O.bid_chances(get_game(slug), json.loads(view_json), list(bids), samples=samples, seed=0)


PAGE = DominoPage(DOMINO, "domino_euchre", [2, 3, 4])

if __name__ == "__main__":
    PAGE.run()
