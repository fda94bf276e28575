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

This file is both the Domino Euchre page (run by Streamlit) and the module Call-Ace's page builds on.
"""

from __future__ import annotations

import json

import plotly.graph_objects as go
import streamlit as st

from engine.core.table import Table
from engine.games.domino_euchre import GAME as DOMINO
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O
from lessons.parts import board, odds_ui, pace, review, show
from lessons.parts.tablepage import NamingAlone
from lessons.views import dominoes as DM

SAMPLES = 120   # deals played out for the make-or-pass estimate at the table



CAPTION = '<div class="cp-caption">{}</div>'


class DominoPage(NamingAlone):
    """One page of the two games: the shared table page (lessons/parts/tablepage.py) and every part of its Play and
    Odds tabs that is the Domino games' own."""

    def __init__(self, game, page: str, rulesets: dict[str, str], players: list[int]):
        super().__init__(game, page, rulesets, players, rules_set_players=True, style="domino_euchre")

    # -- drawing -------------------------------------------------------------------------------------------------
    def tile_note(self, view: dict, text: str) -> str:
        t = view["trump"]
        if t is None:
            return ""
        c = D.parse_tile(text)
        if c == D.right_bower(t):
            return "the right bower"
        if c == D.left_bower(t):
            return "the left bower"
        return "a trump" if D.is_trump(c, t) else ""

    def role(self, view: dict, seat: int) -> str:
        out = []
        if seat == view["dealer"]:
            out.append("dealer")
        if view["maker"] == seat:
            out.append("maker" + (", alone" if view["alone"] else ""))
        if view["partnership"] and seat != view["seat"] and view["side_of"][seat] == view["side_of"][view["seat"]]:
            out.append("your partner")
        if seat in view["out"]:
            out.append("laid down")
        if view.get("partner_known") == seat and seat != view["seat"]:
            out.append("the maker's partner")
        return ", ".join(out)

    def partner_line(self, view: dict) -> str:
        """Call-Ace: only what the learner may know of the secret partner."""
        if view.get("partner_suit") is None:
            return ""
        tile = D.TEXT[D.doublet(view["partner_suit"])]
        known = view["partner_known"]
        names = view["names"]
        if known is None:
            if view["maker"] == view["seat"]:
                return f"Your partner is whoever holds the {tile}: nobody has shown it yet."
            return f"The maker's partner is whoever holds the {tile}: not you, and nobody has shown it yet."
        if known == "none":
            return (f"The {tile} is in the maker's own hand: {names[view['maker']]} plays without a partner."
                    if view["maker"] == view["seat"] or any(view["tricks"]) else f"The {tile} calls no partner.")
        if known == view["seat"]:
            return f"You hold the {tile}: you are {names[view['maker']]}'s secret partner. Nobody else knows yet."
        return f"{names[known]} played the {tile}: {names[known]} is the maker's partner."

    def table_html(self, view: dict) -> str:
        n = view["players"]
        names = view["names"]
        sides = view["sides"]
        if view["partnership"]:
            score = " · ".join(f"{' and '.join(names[s] for s in side)} <b>{view['scores'][k]}</b>"
                               for k, side in enumerate(sides))
        else:
            score = " · ".join(f"{names[s]} <b>{view['scores'][s]}</b>" for s in range(n))
        t = view["trump"]
        trumps = (f"<b>{D.SUITS[t]}</b> (right bower {D.TEXT[D.right_bower(t)]}, left {D.TEXT[D.left_bower(t)]})"
                  if t is not None else f"not made; {D.SUITS[view['proposed']]} proposed")
        head = f'<div class="de-score"><span>Score (to {view["game_points"]}): {score}</span></div>'
        seats = []
        for seat in range(1, n):
            r = self.role(view, seat)
            won = view["won"][seat]
            seats.append(f'<div class="de-seat"><b>{show.escape(names[seat])}</b> <span class="de-role">'
                         f'{show.escape(r)}</span><br>{DM.backs(view["counts"][seat], size=10)}'
                         f'<div class="de-role">tricks {won}</div></div>')
        centre = []
        state = {"up": "turn-up", "down": "turn-up, passed", "taken": "turn-up, taken"}[view["turnup_state"]]
        centre.append(f'<div class="de-play">{DM.tile(view["turnup"], size=17)}<div class="de-cap">'
                      f'{show.escape(state)}</div></div>')
        trick, label = view["trick"], "this trick"
        if not trick and view["tricks"]:
            last = view["tricks"][-1]
            trick, label = last["tiles"], f"last trick: {names[last['winner']]} took it"
        if trick:
            # the tile just played is outlined, as at the card tables, so the room sees what changed
            plays = "".join(f'<div class="de-play">'
                            f'{show.mark_new(DM.tile(x, size=17, note=self.tile_note(view, x)), i == len(trick) - 1)}'
                            f'<div class="de-cap">{show.escape(names[s])}</div></div>' for i, (s, x) in enumerate(trick))
            if view["trick"] and t is not None:
                led = D.DECK.lead[t][D.parse_tile(view["trick"][0][1])]
                label += f": {D.SUITS[led]} led"
            centre.append(f'<div><div class="de-row">{plays}</div><div class="de-cap">{show.escape(label)}</div></div>')
        partner = self.partner_line(view)
        you = f"You ({self.role(view, view['seat'])})" if self.role(view, view["seat"]) else "You"
        foot = f"{you} · tricks won {view['won'][view['seat']]} · tricks played {len(view['tricks'])} of 5"
        trumps_line = f'<div class="de-cap" style="text-align:left;font-size:.9rem">Trumps: {trumps}</div>'
        return (f'<div class="de-felt">{head}{trumps_line}<div class="de-row">{"".join(seats)}{"".join(centre)}</div>'
                + (f'<div class="de-cap" style="text-align:left;color:#f0c75e">{show.escape(partner)}</div>'
                   if partner else "")
                + f'<div class="de-cap" style="text-align:left">{show.escape(foot)}</div></div>')

    def bids_html(self, view: dict, legal: set) -> str:
        """The learner's bidding buttons (the first round, the second, the exchange, Call-Ace's call)."""
        B, P = board.button, self.PAGE
        ph = view["phase"]
        proposed = D.SUITS[view["proposed"]]
        if ph == "bid1":
            return board.row([
                B("pass", "Pass", key=f"{P}:bid:pass"),
                B("accept", f"Accept {proposed}", key=f"{P}:bid:accept", primary=True,
                  help=f"The turn-up {view['turnup']} proposes {proposed}; accepting makes them trumps."),
                B("accept alone", "Accept, play alone", key=f"{P}:bid:alone", disabled="accept alone" not in legal,
                  help="Your partner lays his tiles down; a march alone scores 4.")])
        if ph == "bid2":
            # every suit, the turned-down one too: a click on it says why not (the engine's rule)
            alone_ok = any(a.endswith("alone") for a in legal)
            alone = [board.toggle(self.ALONE, "…and play alone", bool(st.session_state.get(self.K_ALONE)),
                                  key=f"{P}:bid2:alone", help="Your partner lays his tiles down; a march alone "
                                  "scores 4.")] if alone_ok else []
            return (CAPTION.format("The turn-up was passed: name another suit as trumps, or pass.")
                    + board.row([B("pass", "Pass", key=f"{P}:bid2:pass"),
                                 *(B(f"name {x}", f"Name {D.SUITS[x]}", key=f"{P}:bid2:name-{x}",
                                     primary=f"name {x}" in legal) for x in range(7)), *alone]))
        if ph == "exchange":
            return (CAPTION.format(f"You may take the turn-up {view['turnup']} into your hand, giving up one of your "
                                   "tiles face down: click the tile to give, or leave it.")
                    + board.row([B("leave", "Leave the turn-up", key=f"{P}:leave")], cls="cp-left"))
        if ph == "call":
            return board.row([B(f"call {x}", f"Call {D.SUITS[x]}", key=f"{P}:call:{x}",
                                help=f"Whoever holds the {D.TEXT[D.doublet(x)]} becomes your secret partner for "
                                     "this hand.") for x in view["callable"]])
        return ""

    def hand_html(self, t: Table, view: dict, legal: set) -> str:
        """The learner's tiles: when one is to be played or given for the turn-up, each a button of the block."""
        mine = t.learners_turn()
        ph = view["phase"]
        verb = "exchange" if ph == "exchange" else "play"
        tiles = view["hand"]

        def face(x: str) -> str:
            note = self.tile_note(view, x)
            return DM.tile(x, size=28, note=note, mark="trump" if note else "")

        if not (mine and ph in ("play", "exchange")):
            return (f'<div><span class="cp-caption">Your tiles</span><div class="de-tiles-row">'
                    f'{"".join(face(x) for x in tiles)}</div></div>')
        hint = ": click one to play it" if ph == "play" else ": click one to give it for the turn-up"
        buttons = []
        for x in tiles:
            ok = f"{verb} {x}" in legal
            note = self.tile_note(view, x)
            word = "Play" if verb == "play" else "Give"
            buttons.append(board.card_button(
                f"{verb} {x}", face(x), word if ok else "not now", key=f"{self.PAGE}:tile:{x}",
                legal=ok, aria=f"{word} {x}" if ok else f"{x}: not allowed now",
                help=f"{verb.capitalize()} the {DM.name(*DM.parse(x))}" + (f" ({note})" if note else "")))
        return f'<div><span class="cp-caption">Your tiles{hint}</span>{board.hand(buttons)}</div>'

    def turn_hint(self, view: dict) -> str:
        return {"bid1": f"pass, or accept {D.SUITS[view['proposed']]} as trumps.",
                "bid2": "the turn-up was passed: name another suit, or pass.",
                "exchange": "take the turn-up for one of your tiles, or leave it.",
                "call": "name the partner suit: the holder of its doublet becomes your secret partner.",
                "play": "lead any tile." if not view["trick"] else "follow the suit led if you can."
                }.get(view["phase"], "")

    def results_html(self, view: dict) -> str:
        if not view["results"]:
            return "<p class='cp-meta'>None yet.</p>"
        rows = "".join(f"<li>{show.escape(text)}</li>" for text, _ in reversed(view["results"][-6:]))
        return f"<ul style='max-height:180px;overflow-y:auto;padding-left:1.1rem'>{rows}</ul>"

    def play_table(self) -> None:
        """The table, in the pace's fragment, as one block (board.py): a click redraws one element."""
        t = self.fresh()
        view = t.view()
        over = self.game.is_over(t.state)
        legal = set(t.legal()) if t.learners_turn() else set()
        if over:
            banner = (f'<div class="cp-turn">{show.icon("flag")} <b>Game over.</b> '
                      f'{show.escape(self.game.outcome(t.state).summary)}</div>')
        elif t.learners_turn():
            banner = (f'<div class="cp-turn cp-yours">{show.icon("touch_app")} <b>Your turn</b> — '
                      f'{show.escape(self.turn_hint(view))}</div>')
        else:
            banner = f'<div class="cp-caption">{show.escape(view["names"][t.state.to_act])} is to act.</div>'
        controls = self.controls(t, again="New game", short=True)
        p = board.Parts()   # each part redrawn in the browser only when it changed
        self.draw(f'<div class="de-top"><div>{p("banner", banner)}{p("felt", self.table_html(view))}'
                   f'{p("bids", self.bids_html(view, legal))}{p("hand", self.hand_html(t, view, legal))}'
                   + p("refusal", board.refusal_html(self.PAGE))   # right below the controls that were used
                   + f'</div><div>{p("controls", board.row(controls) + pace.measured_html(self.PAGE))}'
                   + f'{p("odds", self.live_odds_html(t, view))}</div></div><div class="cp-two">'
                   + p("log", show.move_log_html(t, height=190, title="Move log (newest first)"))
                   + p("results", f"<div><b>Hands so far</b>{self.results_html(view)}</div>") + "</div>"
                  + p("review", review.toggle_html(self.PAGE)), p, **{self.ALONE: self.toggle_alone})
        # every hand laid open above the felt as it stood (the turn-up, the trick, the score) at each move
        review.hand_review(self.PAGE, t, seat_names=view["names"], hand_html=lambda x: DM.tile(x, size=22),
                           draw_state=self.table_html)

    # -- live odds -------------------------------------------------------------------------------------------
    def live_odds_html(self, t: Table, view: dict) -> str:
        parts = []
        ph = view["phase"]
        if ph in ("bid1", "bid2") and view["partnership"] and t.learners_turn():
            trump = view["proposed"] if ph == "bid1" else None
            if trump is not None:
                b = O.bower_odds(view["hand"], view["turnup"], trump)
                parts.append(f"<b>Your partner's five tiles</b> (exact, {b['trump']} trumps; {b['unseen']} tiles "
                             f"unseen)<p>Right bower {b['right_tile']}: {odds_ui.prob(b['right'])}</p>"
                             f"<p>Left bower {b['left_tile']}: {odds_ui.prob(b['left'])}</p>"
                             f"<p>Both: {odds_ui.prob(b['both'])} · either: {odds_ui.prob(b['either'])}</p>")
        if ph in ("bid1", "bid2") and t.learners_turn():
            legal = t.legal()
            bids = [a for a in legal if not a.startswith("name")] if ph == "bid1" else \
                [a for a in legal if a == "pass"] + self._best_names(view, legal)
            rows = cached_bids(self.game.slug, json.dumps(view, sort_keys=True), tuple(bids), SAMPLES)
            lines = "".join(f"<p><b>{show.escape(self.bid_name(r['bid']))}</b>: {r['points']:+.2f} ± "
                            f"{r['points_margin']:.2f} points"
                            + (f"; makers take 3: {r['make'] * 100:.0f}% ± {r['make_margin'] * 100:.0f}%"
                               if r["hands_made"] else "") + "</p>" for r in rows)
            parts.append(f"<b>Make or pass?</b> <span class='cp-meta'>(simulated: {SAMPLES} deals of the unseen "
                         f"tiles played out by the rule-of-thumb players; your side's points less the others'; ± 95%)"
                         f"</span>{lines}")
        if view.get("partner_suit") is not None:
            p = O.partner_tile_odds(view)
            where = p["where"]
            names = view["names"]
            items = "".join(f"<p>{show.escape(where_name(k, names, where))}: {odds_ui.prob(v)}</p>"
                            for k, v in where.items() if k != "by")
            parts.append(f"<b>Where is the partner tile {p['tile']}?</b> <span class='cp-meta'>(exact, from what "
                         f"you have seen)</span>{items}")
        if ph == "play" and view["trump"] is not None:
            r = O.trumps_out(view)
            seats = "".join(f"<p>{show.escape(view['names'][x['seat']])}: holds a trump "
                            f"{odds_ui.prob(x['some'])}</p>" for x in r["seats"])
            out = ", ".join(r["unseen_trumps"]) or "none"
            parts.append(f"<b>Trumps still out</b> <span class='cp-meta'>(exact; in other hands or out of play)"
                         f"</span><p>Not seen: {show.escape(out)}</p>{seats}")
        if parts:
            return ("<div class='de-odds'>" + "".join(f"<div style='margin-bottom:.4rem'>{p}</div>" for p in parts)
                    + "</div>")
        return CAPTION.format("The live figures for your decision appear here when it is your turn.")

    def _best_names(self, view: dict, legal: list) -> list[str]:
        from engine.bots.domino_euchre import hand_value
        from engine.tricks import mask_of

        hand = mask_of(D.parse_tile(x) for x in view["hand"])
        suits = sorted((s for s in range(7) if f"name {s}" in legal), key=lambda s: -hand_value(hand, s))[:2]
        return [f"name {s}" for s in suits]

    def bid_name(self, a: str) -> str:
        if a == "pass":
            return "Pass"
        if a.startswith("accept"):
            return "Accept" + (" alone" if a.endswith("alone") else "")
        return f"Name {D.SUITS[int(a.split()[1])]}" + (" alone" if a.endswith("alone") else "")

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
        st.plotly_chart(fig, key=f"{self.PAGE}:trump-chart", config={"displayModeBar": False})
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

        suits = board.radios("Trumps", {str(s): D.SUITS[s] for s in range(7)}, str(trump), act="trump", key=k,
                             group_cls="cp-seg", cls="cp-seg-opt")
        board.draw(f"{self.PAGE}:ranking",
                   f'<div class="de-ranking"><div class="de-label">Trumps</div>{suits}{ranking_html(trump)}'
                   '<div class="cp-caption">Highest first. A tile that carries two numbers appears in both of its '
                   "suits; a trump appears only among the trumps. Drawn from the engine's own tables, the ones that "
                   "decide every trick.</div></div>", choose, chrome=True)

    def lesson_values(self) -> dict[str, str]:
        return lesson_figures()

    def run(self) -> None:
        super().run(odds=self.odds_tab, values=self.lesson_values, widgets={"ranking": self.ranking_widget},
                    figures={"tiles": self.tiles_figure})

    def tiles_figure(self) -> str:
        sheet = DM.Sheet()
        tiles = sheet.row(["6-6", "6-4", "5-2", "3-0", "0-0"], size=26, vertical=True, gap=".6rem")
        return sheet.html(f'<div class="cp-figure"><p class="de-tiles">{tiles}</p>'
                          '<p class="cp-caption">The 6-6, 6-4, 5-2, 3-0 and 0-0 of a double-six set.</p></div>')


# Cached in Streamlit's cache, not functools': a page's script runs in a fresh namespace at every run.
@st.cache_resource(show_spinner=False)
def ranking_html(trump: int) -> str:
    """The Learn tab's table of every suit's ranking under ``trump`` (the deck's own tables, D.suit_order), its tiles
    cut from one picture (DM.Sheet) in one st.html block: the same for every visitor, built once per trump."""
    rows, sheet = [], DM.Sheet()
    notes = {D.TEXT[D.right_bower(trump)]: "the right bower", D.TEXT[D.left_bower(trump)]: "the left bower"}
    for s in [trump] + [x for x in range(6, -1, -1) if x != trump]:
        order = [D.TEXT[c] for c in D.suit_order(s, trump)]
        marks = dict.fromkeys(order, "trump") if s == trump else {}
        label = f"<b>{D.SUITS[s]}</b>" + (" (trumps)" if s == trump else "") + f" · {len(order)} tiles"
        rows.append(f"<tr><td>{label}</td><td>{sheet.row(order, size=20, notes=notes, marks=marks)}</td></tr>")
    return sheet.html(f"<table class='de-rank'>{''.join(rows)}</table>")


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


def where_name(k, names: list[str], where: dict) -> str:
    if k == "out":
        return "out of play"
    if k == "you":
        return "in your hand"
    if k == "played":
        return f"played, by {names[where['by']]}"
    return names[k] if isinstance(k, int) else str(k)


@st.cache_data(max_entries=64, show_spinner=False)
def cached_bids(slug: str, view_json: str, bids: tuple, samples: int) -> list[dict]:
    from engine.games import get_game

    return O.bid_chances(get_game(slug), json.loads(view_json), list(bids), samples=samples, seed=0)


DOMINO_RULESETS = {
    "hoyle-1908": "The text's rules: four in partnerships, the bid winner leads, game 5",
    "dealer-takes-up": "As many play: the dealer may take the turn-up; the dealer's left leads",
    "game-of-seven": "Game to 7 points",
    "two-handed": "Two players, each for himself",
    "three-handed": "Three players, each for himself",
}

PAGE = DominoPage(DOMINO, "domino_euchre", DOMINO_RULESETS, [2, 3, 4])

if __name__ == "__main__":
    PAGE.run()
