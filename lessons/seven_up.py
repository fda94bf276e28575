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
"""

from __future__ import annotations

import json
from fractions import Fraction

import plotly.graph_objects as go
import streamlit as st

from engine.core.cards import Card
from engine.core.table import Table
from engine.games.seven_up import GAME
from engine.games.seven_up import deck as D
from engine.odds import seven_up as O
from lessons.parts import board, odds_ui, pace, review, show
from lessons.parts.tablepage import TablePage

PAGE = "seven_up"
RULESETS = {"camp": "Camp: Seven-Up as the soldiers played it (Wedeward after Anners)",
            "hoyle-modernized": "Parlour: a tie for game goes to the elder hand (Hoyle's Games Modernized)",
            "pitch": "Pitch, or Blind All Fours: the first card led makes trumps (Foster, 1897)"}
SAMPLES = 120   # deals played out for the stand-or-beg estimate at the table



# -- drawing ------------------------------------------------------------------------------------------------------
def card_html(text: str | None, size: str = "") -> str:
    return show.card(Card.parse(text), size=size) if text else ""


def role(view: dict, seat: int) -> str:
    out = []
    if seat == view["dealer"]:
        out.append("dealer")
    if seat == view["eldest"]:
        out.append("eldest hand")
    if view["players"] == 4 and seat != 0 and view["side_of"][seat] == view["side_of"][0]:
        out.append("your partner")
    return ", ".join(out)


def trumps_text(view: dict) -> str:
    if view["trump"]:
        i = D.SUIT_LETTERS.index(view["trump"])
        return f"{D.SUIT_SYMBOLS[i]} {D.SUIT_PLURAL[i]}"
    if view["turnup"]:
        i = D.suit(D.parse_card(view["turnup"]))
        return f"{D.SUIT_SYMBOLS[i]} {D.SUIT_PLURAL[i]} proposed"
    return "not yet made" + (" (the first card led makes them)" if view["pitch"] else "")


def review_state_html(view: dict) -> str:
    """The felt at a moment of a finished hand, for the review (the hands themselves are laid open above it)."""
    who = view["to_act"]
    return table_html(None, view, foot="" if who is None else f"{show.escape(view['names'][who])} to act")


def table_html(t: Table | None, view: dict, foot: str | None = None) -> str:
    """The whole table as one block: scores, seats, the turn-up, the trick (one element to redraw a click)."""
    n = view["players"]
    names = view["names"]
    scores = " · ".join(f"{show.escape(view['side_names'][k])} <b>{p}</b>" for k, p in enumerate(view["scores"]))
    count = " · ".join(f"{show.escape(view['side_names'][k])} {c}" for k, c in enumerate(view["taken_count"]))
    head = (f'<div class="su-score"><span>Score, game {view["target"]}: {scores}</span>'
            f'<span>Trumps: <b>{trumps_text(view)}</b></span><span>Count for game: {count}</span></div>')
    seats = []
    for seat in range(1, n):
        r = role(view, seat)
        seats.append(f'<div class="su-seat"><b>{show.escape(names[seat])}</b> '
                     f'<span class="su-role">{show.escape(r)}</span><br>{show.backs(view["counts"][seat])}</div>')
    centre = []
    if view["turnup"]:
        cap = "turn-up" if view["trump"] else "turned up"
        centre.append(f'<div class="su-play">{card_html(view["turnup"])}<div class="su-cap">{cap}</div></div>')
    if view["aside"]:
        centre.append('<div class="su-play">' + "".join(card_html(c, "sm") for c in view["aside"])
                      + '<div class="su-cap">refused, set aside</div></div>')
    trick = view["trick"]
    label = "this trick"
    if not trick and view["tricks"]:
        last = view["tricks"][-1]
        trick, label = last["cards"], f"last trick: {names[last['winner']]} took it"
    if trick:
        plays = "".join(f'<div class="su-play">{show.mark_new(card_html(c), i == len(trick) - 1)}'
                        f'<div class="su-cap">{show.escape(names[s])}</div></div>' for i, (s, c) in enumerate(trick))
        centre.append(f'<div><div class="su-row">{plays}</div><div class="su-cap">{show.escape(label)}</div></div>')
    you = f'You{" (" + role(view, 0) + ")" if role(view, 0) else ""}'
    return (f'<div class="su-felt">{head}<div class="su-centre">{"".join(seats)}{"".join(centre)}</div>'
            f'<div class="su-cap" style="text-align:left">{show.escape(you)} · tricks this hand: '
            f'{len(view["tricks"])} of 6 · {turn_hint_line(t, view) if foot is None else foot}</div></div>')


def turn_hint_line(t: Table, view: dict) -> str:
    if GAME.is_over(t.state):
        return "game over"
    if t.learners_turn():
        return "<b>your turn</b>: " + show.escape(turn_hint(view))
    return f"{show.escape(view['names'][t.state.to_act])} is to act"


def bid_labels(view: dict) -> dict[str, tuple[str, str]]:
    """Each bid as a button that says what it means, and its help."""
    names = view["names"]
    dealer, eldest = names[view["dealer"]], names[view["eldest"]]
    turn = view["turnup"]
    suit = D.SUIT_PLURAL[D.suit(D.parse_card(turn))] if turn else ""
    got = ("both of your adversaries score" if view["players"] == 3 and view["variant"]["gift_three"] == "both"
           else f"{eldest} scores")
    return {
        "stand": (f"Stand: play with {suit} as trumps", "'I stand': the turned-up suit is trumps and you lead."),
        "beg": (f"Beg: {dealer} gives 1 or runs",
                "'I beg': the dealer answers 'take it' (you score 1) or refuses and deals three more each."),
        "give": ("Give one: take the point", f"'Take it': {got} 1 and {suit} stay trumps."),
        "refuse": ("Refuse: run the cards",
                   "The turned suit is refused; a new suit turned is trumps. Then everyone discards down to six."),
    }


def bids_html(t: Table, view: dict, legal: set) -> str:
    """The bid's two buttons on the learner's turn (stand or beg; give or refuse)."""
    phase = view["phase"]
    if phase not in ("stand", "give") or not t.learners_turn():
        return ""
    labels = bid_labels(view)
    row = board.row([board.button(a, labels[a][0], key=f"{PAGE}:bid:{a}", help=labels[a][1], primary=True,
                                  disabled=a not in legal)
                     for a in (("stand", "beg") if phase == "stand" else ("give", "refuse"))])
    if phase == "give" and "give" not in legal:
        row += CAPTION.format("You may not give: the point would put your adversary out (Foster), so you must run "
                              "the cards.")
    return row


def hand_html(t: Table, view: dict, legal: set) -> str:
    """The learner's cards: when one is to be played or discarded, each a button of the block."""
    mine = t.learners_turn()
    phase = view["phase"]
    cards = view["hand"] or []
    verb = "discard" if phase == "discard" else "play"
    if not (mine and phase in ("play", "discard")):
        return (f'<div><b>Your cards</b><br>{"".join(card_html(c) for c in cards)}'
                + ("" if cards else '<span class="cp-meta">none</span>') + "</div>")
    hint = {"discard": "click one to discard it face down (down to six)",
            "play": "raised cards may be played; click another to hear why not"}[phase]
    buttons = []
    for c in cards:
        ok = f"{verb} {c}" in legal
        label = D.LABEL[D.parse_card(c)]
        buttons.append(board.card_button(
            f"{verb} {c}", card_html(c), verb.capitalize() if ok else "not now", key=f"{PAGE}:card:{c}", legal=ok,
            aria=f"{verb.capitalize()} {label}" if ok else f"{label}: not allowed now",
            help=f"{verb.capitalize()} the {D.SPOKEN[D.parse_card(c)]}"))
    return f"<div><b>Your cards</b> — {hint}{board.hand(buttons)}</div>"


CAPTION = '<div class="cp-caption">{}</div>'


def tally_html(view: dict) -> str:
    """This hand's points so far (a turned jack, a gift), or the last hand's four points with who and why."""
    if view["events"] and view["phase"] != "over":
        items = "".join(f"<li>{show.escape(x)}</li>" for x in view["events"])
        return f"<b>Points this hand so far</b><ul class='su-tally'>{items}</ul>"
    if view["results"]:
        r = view["results"][-1]
        items = "".join(f"<li>{show.escape(x)}</li>" for x in r["lines"]) or "<li>No points.</li>"
        pts = ", ".join(f"{view['side_names'][k]} {p}" for k, p in enumerate(r["points"]))
        return f"<b>Hand {len(view['results'])}: the points</b> ({show.escape(pts)})<ul class='su-tally'>{items}</ul>"
    return ""


def play_table() -> None:
    """The table, in the pace's fragment, as one block (board.py): a click redraws one element."""
    t = TABLE.fresh()
    view = t.view()
    over = GAME.is_over(t.state)
    legal = set(t.legal()) if t.learners_turn() else set()
    banner = (f'<div class="cp-turn">{show.icon("flag")} <b>Game over.</b> '
              f'{show.escape(GAME.outcome(t.state).summary)}</div>' if over else "")
    p = board.Parts()   # each part redrawn in the browser only when it changed
    TABLE.draw(p("banner", banner)
               + f'<div class="su-top"><div>{p("felt", table_html(t, view))}{p("bids", bids_html(t, view, legal))}'
               + f'{p("hand", hand_html(t, view, legal))}</div><div>{p("odds", live_odds_html(view))}'
               + f'{p("tally", tally_html(view))}</div></div>'
               + p("refusal", board.refusal_html(PAGE))   # right below the controls that were used
               + p("controls", board.row(TABLE.controls(t), cls="cp-left") + pace.measured_html(PAGE))
               + f'<div class="cp-two">{p("log", show.move_log_html(t, height=200, title="Move log (newest first)"))}'
               + p("results", f"<div><b>Hands so far</b>{results_html(view)}</div>") + "</div>"
               + p("review", review.toggle_html(PAGE)), p)
    review.hand_review(PAGE, t, seat_names=view["names"], draw_state=review_state_html)


def turn_hint(view: dict) -> str:
    return {"stand": "you are the eldest hand: stand, or beg.",
            "give": f"you deal and {view['names'][view['eldest']]} begs: give a point, or refuse and run the cards.",
            "discard": "discard down to six.",
            "play": "lead a card." if not view["trick"] else "follow suit or trump."
            }.get(view["phase"], "")


def results_html(view: dict) -> str:
    if not view["results"]:
        return "<p class='cp-meta'>None yet.</p>"
    rows = "".join(f"<li>{show.escape(r['text'])}</li>" for r in reversed(view["results"][-6:]))
    return f"<ul class='su-tally' style='max-height:200px;overflow-y:auto'>{rows}</ul>"


# -- live odds ----------------------------------------------------------------------------------------------------
@st.cache_data(max_entries=64, show_spinner=False)
def cached_stand_or_beg(view_json: str, samples: int) -> dict:
    return O.stand_or_beg(json.loads(view_json), samples=samples, seed=0)


def beg_figures(view: dict) -> dict | None:
    if view["phase"] != "stand" or view["pitch"] or not view["turnup"] or view["seat"] != view["eldest"]:
        return None
    hand = [D.parse_card(c) for c in view["hand"]]
    return O.beg_odds(hand, D.parse_card(view["turnup"]), view["players"])


def live_odds_html(view: dict) -> str:
    """The figures for the decision in front of the learner, from the engine's odds (exact, or simulated)."""
    b = beg_figures(view)
    if b is not None:
        sb = cached_stand_or_beg(json.dumps(view, sort_keys=True), SAMPLES)
        top = D.LABEL[D.parse_card(b["top_trump"])] if b["top_trump"] else "none"
        low = D.LABEL[D.parse_card(b["lowest_trump"])] if b["lowest_trump"] else "none"
        one = b["trump"][:-1]
        rows = [("You hold high", b["hold_high"], f"no {one} above your {top} in another hand" if b["top_trump"]
                 else f"you hold no {b['trump']}"),
                ("The jack is in play", b["jack_in_play"], b["jack_where"]),
                ("Your lowest trump is low", b["lowest_is_low"], f"no {one} below your {low} in another hand"
                 if b["lowest_trump"] else f"you hold no {b['trump']}")]
        body = "".join(f"<p><b>{label}</b>: {odds_ui.prob(p)} <span class='cp-meta'>({show.escape(why)})</span></p>"
                       for label, p, why in rows)
        est = (f"<p><b>Stand</b> {sb['stand']['mean']:+.2f} ± {sb['stand']['stderr']:.2f} · <b>Beg</b> "
               f"{sb['beg']['mean']:+.2f} ± {sb['beg']['stderr']:.2f} points this hand "
               f"<span class='cp-meta'>(your side less the other's, ± one standard error; {sb['samples']} deals "
               f"played out by the rule-of-thumb players)</span></p>")
        return f"<div class='su-odds'><b>At the beg</b> (exact, {b['trump']} trumps){body}{est}</div>"
    if view["phase"] in ("play", "discard") and view["trump"]:
        r = O.in_play(view)
        could = ", ".join(n for n, ok in r["could_hold"].items() if ok) or "no one (all have shown they have none)"
        # the turn-up was seen by everyone: it is not among the trumps the learner has not seen
        out = ", ".join(card_label_text(c) for c in r["trumps_out"] if c != view["turnup"]) or "none"
        taken = " · ".join(f"{view['side_names'][k]} {c}" for k, c in enumerate(r["taken"]))
        return (f"<div class='su-odds'><b>In play</b><p>Trumps you have not seen: {out} "
                  f"<span class='cp-meta'>(in another hand{' or out of play' if r.get('in_pack_possible') else ''})"
                  f"</span></p><p>Could hold a trump: {show.escape(could)}</p>"
                  f"<p>Count for game taken: {show.escape(taken)}; at most {r['still_to_win']} still to be won "
                f"<span class='cp-meta'>(your cards and the best the other hands could hold)</span></p></div>")
    if view["phase"] == "play" and view["pitch"]:
        return ("<div class='su-odds'><b>Pitch</b><p>The suit of the card you lead will be trumps: lead from "
                "your longest, strongest suit.</p></div>")
    return ""


def card_label_text(text: str) -> str:
    return D.LABEL[D.parse_card(text)]


# -- the Odds tab ---------------------------------------------------------------------------------------------------
def odds_tab() -> None:
    t = TABLE.current()
    view = t.view()
    st.subheader("For the hand in front of you")
    if beg_figures(view) is None and view["phase"] not in ("play", "discard"):
        st.caption("At the beg (when you are the eldest hand) and during the play, the figures for your cards "
                   "appear here; they are on the Play tab too, beside the table.")
    show.html(live_odds_html(view))
    st.subheader("Trumps in a hand of six")
    st.caption("The turn-up shows the suit, so your six cards are six of the other 51: how many of the 12 other "
               "trumps they hold, counted exactly.")
    rows = O.trump_counts()
    fig = go.Figure(go.Bar(x=[str(k) for k, _ in rows], y=[float(p) for _, p in rows], marker_color="#23452f",
                           text=[f"{float(p):.1%}" for _, p in rows], textposition="outside"))
    fig.update_layout(height=260, margin=dict(l=10, r=10, t=10, b=10), xaxis_title="trumps in your six cards",
                      yaxis_title="chance", yaxis_tickformat=".0%")
    st.plotly_chart(fig, key=f"{PAGE}:trump-chart", config={"displayModeBar": False})
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
    st.plotly_chart(fig, key=f"{PAGE}:jack-chart", config={"displayModeBar": False})
    odds_ui.fraction_table([{"Players": j["players"], "Jack turned": odds_ui.prob(j["turned"]),
                             "Jack in play": odds_ui.prob(j["in_play"]),
                             "Neither": odds_ui.prob(j["not_seen"])} for j in jt])


# -- the lesson's figures (lessons/text/seven_up/*.md fill their {{value}} slots from these) ---------------------
def lesson_values() -> dict[str, str]:
    rows = dict(O.trump_counts())
    two = O.jack_table(2)
    four = O.jack_table(4)
    none = rows[0]
    some = 1 - none
    return {
        "no_trump": odds_ui.prob(none), "some_trump": odds_ui.prob(some),
        "two_plus": odds_ui.prob(sum((p for k, p in rows.items() if k >= 2), Fraction(0))),
        "jack_turned": odds_ui.prob(two["turned"]),
        "jack_in_play_2": odds_ui.prob(two["in_play"]), "jack_in_play_4": odds_ui.prob(four["in_play"]),
        "total_count": str(D.TOTAL_COUNT),
    }


class SevenUpTable(TablePage):
    def settings(self, players_help: str = "") -> None:
        super().settings("Two or three each for himself; four in two partnerships, partners across.")

    def play_table(self) -> None:
        play_table()


TABLE = SevenUpTable(GAME, PAGE, RULESETS, [2, 3, 4])
TABLE.run(odds=odds_tab, values=lesson_values)
