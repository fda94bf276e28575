"""Euchre on the lesson template: the table (Play) and the odds (Odds); the words live in lessons/text/euchre.

What the learner sees: the history and rules in our own words with their sources (learn.md, the rules
drawn from the rulebook); a table where the learner sits with a partner and opponents (or each for
himself), bids and plays one action at a time while the computer players move one card at a time; live
odds for the decision in front of them; and a printable rule card (rulecard.md). The page holds no game
logic: what may be done, which suits may be named, how many cards are unseen, all come from the engine.
"""

from __future__ import annotations

import functools
import json

import streamlit as st

from engine.core.table import Table
from engine.games.euchre import GAME
from engine.games.euchre import tables as T
from engine.games.euchre.words import SUIT_PLURAL, SUIT_SYMBOL
from engine.odds import euchre as O
from lessons.parts import board, odds_ui, pace, review, show, tableframe
from lessons.parts.tablepage import NamingAlone

PAGE = "euchre"
RULESETS = {"civil-war": "Civil-War camp game: 32 cards, 3 to 7 players (Wedeward, after Anners)",
            "standard": "Standard partnership game: 24 cards, 4 players (Fosdick)"}
PLAYERS_HELP = ("Four: two partnerships. Six: two sides of three. Three: each for himself (cut-throat). "
                "Five and seven: Call-Ace, a secret partner each hand. Seven adds the sixes (36 cards).")
SUIT_NAMES = SUIT_PLURAL


def table_md(rows: list[dict]) -> None:
    """A small table as Markdown (much cheaper to render on every click than a data frame)."""
    if not rows:
        return
    cols = list(rows[0])

    def cell(x) -> str:
        return str(x).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(c) for c in cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(cell(r.get(c, "")) for c in cols) + " |" for r in rows]
    st.markdown("\n".join(lines))


# -- drawing ------------------------------------------------------------------------------------------------
def card_html(text: str, size: str = "") -> str:
    return show.card(T.CARD_OF[T.ID_OF_TEXT[text]], size=size)


def role(view: dict, seat: int) -> str:
    me = view["seat"]
    if view["each_for_himself"]:
        return "for himself"
    return "partner" if view["side_of"][seat] == view["side_of"][me] else "opponent"


def seat_line(view: dict, seat: int) -> str:
    bits = [f'<span class="cp-meta">{role(view, seat)}</span>']
    if seat == view["dealer"]:
        bits.append("<b>dealer</b>")
    if view["maker"] == seat:
        bits.append("<b>maker</b>" + (" — <b>alone</b>" if view["alone"] else ""))
    if view["defender"] == seat:
        bits.append("<b>defends alone</b>")
    if view.get("partner") == seat:
        bits.append("<b>maker's partner</b> (held the called ace)")
    line = " · ".join(bits)
    if seat in view["out"]:
        cards = '<span class="cp-meta">hand laid down</span>'
    else:
        cards = show.backs(view["counts"][seat], size="xs")
    won = view["won"][seat]
    calls = [a for s, a in view["calls"] if s == seat]
    said = f'<br><span class="cp-meta">said: {show.escape(said_text(calls[-1]))}</span>' if calls else ""
    return f"{line}<br>{cards} <span class='cp-meta'>tricks: {won}</span>{said}"


def said_text(action: str) -> str:
    words = action.split()
    if action == "pass":
        return "pass"
    if words[0] == "order-up":
        return "order it up" + (", alone" if action.endswith("alone") else "")
    if words[0] == "name":
        return f"{SUIT_NAMES[T.SUIT_LETTERS.index(words[1])]}" + (", alone" if action.endswith("alone") else "")
    return action.replace("defend alone", "I defend alone")


def bid_words(action: str) -> str:
    """A bid in words for the odds table ('order it up, alone', 'name hearts'), never the move's id."""
    said = said_text(action)
    return f"name {said}" if action.startswith("name ") else said


def side_label(view: dict, side: int) -> str:
    names = [view["names"][s] for s in view["sides"][side]]
    return " & ".join(names)


def centre_html(view: dict) -> str:
    names = view["names"]
    trump = view["trump"]
    status = {"up": "turned up", "taken": "taken up by the dealer", "turned down": "turned down",
              "left": "left on the table (the dealer is laid down)"}[view["turnup_state"]]
    if trump:
        suit = T.SUIT_LETTERS.index(trump)
        trump_text = f"<b>{SUIT_NAMES[suit].capitalize()}</b> {SUIT_SYMBOL[suit]}"
        maker = names[view["maker"]] + (" (alone)" if view["alone"] else "")
        if view.get("called"):
            ace = T.UNICODE[T.ID_OF_TEXT[GAME.ace(view["called"])]]
            partner = view.get("partner")
            maker += f" — called the {ace}: " + (f"{names[partner]} is partner" if partner is not None
                                                   else "partner not yet known")
        if view["defender"] is not None:
            maker += f" — {names[view['defender']]} defends alone"
    else:
        trump_text, maker = "not yet made", "—"
    # once the dealer has taken it up the card is in his hand (the learner's, if he deals): named, not drawn twice
    turnup = (f'<span class="cp-meta eu-named">{T.UNICODE[T.ID_OF_TEXT[view["turnup"]]]}</span>'
              if view["turnup_state"] == "taken" else card_html(view["turnup"]))
    trick = view["trick"]
    # the card just played is outlined; a finished trick stays on the felt (at full size) until the next lead
    trick_html = "".join(f'<div class="eu-play">'
                         f'{show.mark_new(card_html(c), i == len(trick) - 1)}'
                         f'<br><small>{show.escape(names[s])}</small></div>' for i, (s, c) in enumerate(trick))
    if not trick and view["tricks"]:
        last = view["tricks"][-1]
        trick_html = ("".join(f'<div class="eu-play">'
                              f'{show.mark_new(card_html(c), i == len(last["cards"]) - 1)}<br>'
                              f'<small>{show.escape(names[s])}</small></div>' for i, (s, c) in enumerate(last["cards"]))
                      + f"<br><small>last trick, won by <b>{show.escape(names[last['winner']])}</b></small>")
    elif not trick:
        trick_html = '<span class="cp-label">the trick is empty</span>'

    scores = " · ".join(f"{show.escape(side_label(view, i))}: <b>{p}</b>" for i, p in enumerate(view["scores"]))
    last_hand = view["results"][-1][0] if view["results"] else ""
    return (
        f'<div class="cp-felt" role="region" aria-label="the table">'
        f'<div class="eu-centre">'
        f'<div><div class="cp-label">turn-up</div>{turnup}<br><small>{status}</small></div>'
        f'<div><div class="cp-label">trumps</div>{trump_text}<br><div class="cp-label">maker</div>'
        f'{show.escape(maker)}</div>'
        f'<div class="eu-trick"><div class="cp-label">the trick</div>{trick_html}</div></div>'
        f'<div class="eu-score"><span class="cp-label">score (game is {view["game"]})</span> {scores}</div>'
        + (f'<div><small>last hand: {show.escape(last_hand)}</small></div>' if last_hand else "")
        + "</div>")


def review_state_html(view: dict) -> str:
    """The centre of the table at a moment of a finished hand (for the review)."""
    return centre_html(view)


CAPTION = '<div class="eu-caption">{}</div>'


def table_html(t: Table, view: dict) -> str:
    """The seats around the table and the centre, drawn from the learner's view only, as one block: a click
    at the table then redraws one element here instead of a column, a name and a line for every seat."""
    seats = []
    for seat in range(t.game.seats(t.variant)):
        if seat == t.learner:
            continue
        to_act = ' <span class="cp-meta">(to act)</span>' if t.state.to_act == seat else ""
        seats.append(f'<div class="eu-seat"><b>{show.escape(view["names"][seat])}</b>{to_act} '
                     f'{seat_line(view, seat)}</div>')
    # the other seats in a column beside the felt, so the table, the hand and the buttons fit one 768 px screen
    return (f'<div class="eu-table">'
            f'<div class="eu-seats">{"".join(seats)}</div>'
            f'<div class="eu-main">{centre_html(view)}</div></div>')


def hand_html(t: Table, view: dict, legal: set) -> str:
    """The learner's hand: when a card is to be played or discarded, each card a button of the block."""
    mine = t.learners_turn()
    phase = view["phase"]
    heading = "<b>Your hand</b>" + (" — your turn" if mine else "")
    hand = view["hand"]
    if not (mine and phase in ("play", "discard")):
        return f"<div>{heading}<br>" + ("".join(card_html(c) for c in hand)
                                        or '<span class="cp-meta">no cards</span>') + "</div>"
    verb = "play" if phase == "play" else "discard"
    if phase == "discard":
        note = f"You took up the {T.UNICODE[T.ID_OF_TEXT[view['turnup']]]}: click the card to discard face down."
    else:
        note = "Raised cards may be played. Click another to hear why not."
    cards = []
    for c in hand:
        cid = T.ID_OF_TEXT[c]
        ok = f"{verb} {c}" in legal
        cards.append(board.card_button(
            f"{verb} {c}", card_html(c), verb.capitalize() if ok else "not now", key=f"{PAGE}:card:{c}",
            legal=ok, aria=f"{verb.capitalize()} {T.UNICODE[cid]}" if ok else f"{T.UNICODE[cid]}: not allowed now",
            help=f"{verb} the {T.NAME[cid]}" + ("" if ok else " — not allowed now: click to see why")))
    return f"<div>{heading}{CAPTION.format(note)}{board.hand(cards)}</div>"


def bids_html(t: Table, view: dict, legal: set) -> str:
    """The bidding's buttons for the learner's turn (the first round in one line, the second round, Call-Ace's
    call, a lone hand's defence)."""
    if not t.learners_turn():
        return ""
    B = board.button
    turn = T.UNICODE[T.ID_OF_TEXT[view["turnup"]]]
    phase = view["phase"]
    if phase == "order":
        dealer = view["dealer"] == view["seat"]
        alone_ok = "order-up alone" in legal
        return board.row([
            B("pass", "Pass", key=f"{PAGE}:act:pass"),
            B("order-up", f"{'Take up' if dealer else 'Order up'} the {turn}", key=f"{PAGE}:act:order-up",
              primary=True),
            B("order-up alone", "… alone", key=f"{PAGE}:act:order-up-alone", disabled=not alone_ok,
              help="Your partner lays down; a march alone scores 4." if alone_ok else
              "Each plays for himself at this table: no partner to lay down."),
            *(B(f"name {T.SUIT_LETTERS[s]}", f"{SUIT_SYMBOL[s]} {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}",
                help=f"Name {SUIT_NAMES[s]} as trumps. In the first round only the turned-up suit can be made "
                     "(try it to see the rule).") for s in range(4))])
    if phase == "name":
        alone = [] if view["each_for_himself"] else [board.toggle(
            TABLE.ALONE, "…and play alone", bool(st.session_state.get(TABLE.K_ALONE)), key=f"{PAGE}:alone",
            help="Your partner lays down; a march alone scores 4.")]
        return (CAPTION.format(f"Second round: the {turn} was turned down. Name another suit, or pass.")
                + board.row([B("pass", "Pass", key=f"{PAGE}:act:pass2"),
                             *(B(f"name {T.SUIT_LETTERS[s]}", f"Name {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}",
                                 primary=f"name {T.SUIT_LETTERS[s]}" in legal) for s in range(4)), *alone]))
    if phase == "call":
        aces = [T.UNICODE[T.ID_OF_TEXT[GAME.ace(T.SUIT_LETTERS[x])]] for x in range(4)]
        return (CAPTION.format("Call-Ace: call a suit of the other colour. Whoever holds its ace is your partner for "
                               "this hand — you will learn who when the ace is played.")
                + board.row([B(f"call {T.SUIT_LETTERS[x]}", f"Call the {aces[x]}", key=f"{PAGE}:act:call-{x}",
                               primary=f"call {T.SUIT_LETTERS[x]}" in legal) for x in range(4)]))
    if phase == "defence":
        lone = view["names"][view["maker"]]
        return (CAPTION.format(f"{show.escape(lone)} plays alone. You may defend alone (your partner lays down) "
                               "or pass.")
                + board.row([B("pass", "Pass", key=f"{PAGE}:act:pass3"),
                             B("defend alone", "Defend alone", key=f"{PAGE}:act:defend", primary=True)]))
    return ""


def play_table() -> None:
    """The table, in the pace's fragment, as one block (board.py): a click here redraws one element."""
    t = TABLE.fresh()
    view = t.view()
    legal = set(map(str, t.legal()))
    log = show.move_log_html(t, limit=LOG_LINES, height=200, title="Move log (newest first" + (
        f", the last {LOG_LINES})" if len(t.log()) > LOG_LINES else ")"))
    p = board.Parts()   # each part redrawn in the browser only when it changed
    TABLE.draw(p("turn", tableframe.turn_banner_html(t)) + p("felt", table_html(t, view))
               + p("hand", hand_html(t, view, legal)) + p("bids", bids_html(t, view, legal))
               + p("refusal", board.refusal_html(PAGE))   # right below the cards and buttons that were used
               + p("controls", board.row(TABLE.controls(t), cls="cp-left") + pace.measured_html(PAGE))
               + f'<div class="cp-two">{p("log", log)}{p("results", f"<div><b>Hands so far</b>{results_html(view)}</div>")}</div>'
               + p("review", review.toggle_html(PAGE)), p, **{TABLE.ALONE: TABLE.toggle_alone})
    review.hand_review(PAGE, t, seat_names=view["names"], draw_state=review_state_html)


LOG_LINES = 80


def results_html(view: dict) -> str:
    if not view["results"]:
        return CAPTION.format("No hand finished yet.")
    sides = [side_label(view, j) for j in range(len(view["results"][0][1]))]
    head = "".join(f"<th>{show.escape(x)}</th>" for x in ["hand", "result", *sides])
    rows = "".join("<tr>" + f"<td>{i + 1}</td><td>{show.escape(r[0].split(': ', 1)[-1])}</td>"
                   + "".join(f"<td>{p}</td>" for p in r[1]) + "</tr>" for i, r in enumerate(view["results"]))
    return (f'<div class="eu-results"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div>")


# -- odds ------------------------------------------------------------------------------------------------
@st.cache_data(max_entries=64, show_spinner=False)
def cached_bids(view_json: str, samples: int):
    return O.bid_chances(json.loads(view_json), samples=samples, seed=7)


@st.cache_data(max_entries=64, show_spinner=False)
def cached_trumps_out(view_json: str):
    return O.trumps_out(json.loads(view_json))


def odds_tab() -> None:
    t = TABLE.current()
    view = t.view()
    phase = view["phase"]
    st.subheader("For the decision on the table")
    partners = 0 if view["each_for_himself"] else len(view["sides"][view["side_of"][0]]) - 1
    if phase in ("order", "name"):
        if partners:
            partner_deals = view["side_of"][view["dealer"]] == view["side_of"][0] and view["dealer"] != 0
            suits = GAME.trump_candidates(t.variant, phase, view["turnup"])
            who = "your partner" if partners == 1 else "one of your partners"
            odds = [O.bower_odds(view["hand"], view["turnup"], view["pack"], partners,
                                 partner_deals and phase == "order", trump=s) for s in suits]
            st.markdown(f"**Bowers in {who}'s hand** — exact: {who} holds "
                        f"{odds[0]['partner_cards']} of the {odds[0]['unseen']} cards "
                        "you cannot see, each set of them equally likely.")
            rows = []
            for b in odds:
                rows.append({"if trumps are": b["trump"], f"right bower ({b['right_card']})": odds_ui.prob(b["right"]),
                             f"left bower ({b['left_card']})": odds_ui.prob(b["left"]),
                             "both": odds_ui.prob(b["both"]), "at least one": odds_ui.prob(b["either"])})
            table_md(rows)
            if partner_deals and phase == "order":
                st.caption("Your partner deals: if the turned-up suit is made he takes the turn-up into his hand.")
        elif view.get("call_ace"):
            st.caption("Call-Ace table: your partner, if you make trumps, will be whoever holds the ace you call — "
                       "so nobody's bowers can be counted on in advance.")
        else:
            st.caption("Each plays for himself at this table: nobody's bowers help you.")
        if t.learners_turn():
            samples = 300
            rows = cached_bids(json.dumps(view, sort_keys=True), samples)
            st.markdown(f"**If you … — estimated** over {samples} random deals of the cards you cannot see, every "
                        "player then bidding and playing by rule of thumb (± is a 95% margin).")
            table_rows = []
            for r in rows:
                row = {"you": bid_words(r["action"]), "points you can expect (your side minus theirs)":
                       f"{r['expected_points']:+.2f} ± {r['points_margin']:.2f}"}
                if "make_chance" in r:
                    row["chance the makers take 3 tricks"] = (f"{r['make_chance'] * 100:.1f}% ± "
                                                              f"{r['make_margin'] * 100:.1f}%")
                else:
                    row["chance the makers take 3 tricks"] = (f"your side makes later in "
                                                              f"{r['we_make_later'] * 100:.0f}%")
                table_rows.append(row)
            table_md(table_rows)
            bid_chart(rows)
        else:
            st.caption("The bid estimates appear when it is your turn to bid.")
    elif phase == "play":
        out = cached_trumps_out(json.dumps(view, sort_keys=True))
        st.markdown(f"**Trumps you have not seen** ({out['trump']}): "
                    + (" ".join(card_html(c, "sm") for c in out["cards"]) or "none — every trump is accounted for."),
                    unsafe_allow_html=True)
        if out["cards"]:
            st.caption(f"Exact, by counting all {out['deals_counted']:,} deals of the unseen cards that agree with "
                       "what you have seen — a player who failed to follow a suit holds none of it. A dealer who "
                       "took up the turn-up is taken to hold it until he plays it.")
            table_md([{"who": h["who"], "holds none (shown void)": "yes" if h["void"] else "",
                                     "chance of holding each unseen trump": odds_ui.prob(h["chance_each"]),
                                     "trumps expected": f"{float(h['expected']):.2f}"}
                                    for h in out["holders"]])
    else:
        st.caption("Nothing to estimate right now: the dealer is discarding, or the game is over.")
    st.subheader("Standing tables")
    standing()


def bid_chart(rows) -> None:
    key = tuple((r["action"], round(r["expected_points"], 4), round(r["points_margin"], 4)) for r in rows)
    st.plotly_chart(bid_figure(key), key=f"{PAGE}:bidchart")


@functools.lru_cache(maxsize=32)
def bid_figure(key):
    """Built once per estimate (plotly figures are slow to build; the page reruns on every click)."""
    import plotly.graph_objects as go

    fig = go.Figure(go.Bar(x=[a for a, _, _ in key], y=[y for _, y, _ in key],
                           error_y={"type": "data", "array": [m for _, _, m in key]}, marker_color="#8b2e1f"))
    fig.update_layout(height=260, margin={"l": 10, "r": 10, "t": 30, "b": 10},
                      title="Expected points for your side, by choice (95% error bars)", yaxis_title="points")
    return fig


@st.cache_data(show_spinner=False)
def standing_rows():
    return {size: [(r["k"], r["p"]) for r in O.trump_count_table(size)] for size in (24, 32, 36)}


@functools.lru_cache(maxsize=1)
def standing_figure():
    import plotly.graph_objects as go

    data = standing_rows()
    fig = go.Figure()
    for size, colour in ((24, "#2f5d3a"), (32, "#8b2e1f"), (36, "#b08d57")):
        fig.add_bar(name=f"{size} cards", x=[k for k, _ in data[size]], y=[float(p) * 100 for _, p in data[size]],
                    marker_color=colour)
    fig.update_layout(barmode="group", height=300, margin={"l": 10, "r": 10, "t": 10, "b": 10},
                      xaxis_title="trumps in the hand", yaxis_title="% of hands")
    return fig


def standing() -> None:
    data = standing_rows()
    st.markdown(f"**How many trumps a hand of five holds** (bowers included: {T.trumps_in(24)} trumps in the "
                f"24-card pack, {T.trumps_in(32)} in the 32, {T.trumps_in(36)} in the 36-card pack for seven players).")
    st.plotly_chart(standing_figure(), key=f"{PAGE}:standing")
    table_md([{"trumps": k, **{f"{size} cards": odds_ui.prob(dict(data[size])[k]) for size in data}}
                            for k in range(6)])
    rows = []
    for size in (24, 32):
        b = O.bower_table(size)
        rows.append({"pack": size, "a given bower": odds_ui.prob(b["right"]),
                     "at least one bower of a suit": odds_ui.prob(b["at_least_one"]),
                     "both bowers of a suit": odds_ui.prob(b["both"])})
    table_md(rows)


# -- the page ------------------------------------------------------------------------------------------------
class EuchreTable(NamingAlone):
    """The shared table page (lessons/parts/tablepage.py) with Euchre's own: the second round's "…and play alone"
    (a toggle of the block, added to the suit named), and the number of players, fixed at four by the standard
    game."""

    def __init__(self):
        super().__init__(GAME, PAGE, RULESETS, [3, 4, 5, 6, 7], rules_set_players=True)

    def settings(self, players_help: str = "") -> None:
        """TablePage's settings, but the players cannot be chosen for the standard game (always four)."""
        bar = tableframe.settings_bar(self.PAGE, self.settings_label(),
                                      keep=(self.K_RULES, self.K_PLAYERS, self.K_STRENGTH), new_game=self.new_game)
        if not bar.open:
            return
        with bar:
            c = st.columns([3, 1, 2], vertical_alignment="bottom")
            c[0].selectbox("Rule set", list(self.rulesets), format_func=self.rulesets.get, key=self.K_RULES,
                           on_change=self.on_rules)
            c[1].selectbox("Players", self.player_choices, key=self.K_PLAYERS, on_change=self.new_game,
                           disabled=st.session_state.get(self.K_RULES) == "standard", help=PLAYERS_HELP)
            c[2].selectbox("Computer players", list(self.strengths), format_func=self.strengths.get,
                           key=self.K_STRENGTH, on_change=self.on_strength)

    def play_table(self) -> None:
        play_table()


TABLE = EuchreTable()
TABLE.run(odds=odds_tab)
