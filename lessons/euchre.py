"""Euchre: the lesson, the table, the odds and the rule card.

What the learner sees: the history and rules in our own words with their sources; a table
where the learner sits with a partner and opponents (or each for himself), bids and plays
one action at a time while the computer players move one card at a time; live odds for the
decision in front of them; and a printable rule card.
"""

from __future__ import annotations

import functools
import json
from dataclasses import replace

import streamlit as st

from engine.bots.euchre import BOTS
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.euchre import GAME
from engine.games.euchre import tables as T
from engine.odds import euchre as O
from lessons.parts import cite, odds_ui, page, rulecard, session, share, show, tableframe

PAGE = "euchre"
K_RULES, K_PLAYERS, K_STRENGTH, K_AUTO, K_ALONE = (f"{PAGE}:{x}" for x in ("rules", "players", "strength", "auto",
                                                                            "alone"))
RULESETS = {"civil-war": "Civil-War camp game — 32 cards, 3 to 7 players (Wedeward, after Anners)",
            "standard": "Standard partnership game — 24 cards, 4 players (Fosdick)"}
STRENGTHS = {"rule-of-thumb": "Rule of thumb", "sampler": "Sampler (stronger)"}
PACE = 1.2  # seconds between computer players' cards when they play by themselves
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


# -- the table in session state ------------------------------------------------------------------------
def settings_variant():
    rules = st.session_state.get(K_RULES, "civil-war")
    v = GAME.presets[rules]
    players = int(st.session_state.get(K_PLAYERS, 4))
    if rules == "civil-war" and players != v.players:
        v = replace(v, players=players)
    return v


def build(variant, seed: int, deal: str | None = None) -> Table:
    strength = st.session_state.get(K_STRENGTH, "rule-of-thumb")
    bots = {s: BOTS[strength] for s in range(1, variant.players)}
    return Table.new(GAME, variant, seed, deal, learner=0, bots=bots, table={"bots": strength})


def new_game() -> None:
    session.replace(PAGE, build(settings_variant(), fresh_seed()))


def on_rules_change() -> None:
    if st.session_state.get(K_RULES) == "standard":
        st.session_state[K_PLAYERS] = 4
    new_game()


def on_strength_change() -> None:
    t = current()
    strength = st.session_state[K_STRENGTH]
    t.bots = {s: BOTS[strength] for s in range(1, t.variant.players)}


def current() -> Table:
    return session.table(PAGE, lambda: build(settings_variant(), fresh_seed()))


def sync_settings(t: Table) -> None:
    """Make the pickers show the rule set of the game on the table (after a link or a loaded game)."""
    name = GAME.preset_name(replace(t.variant, players=4)) or "civil-war"
    st.session_state.setdefault(K_RULES, name)
    if st.session_state.get(K_RULES) != name:
        st.session_state[K_RULES] = name
    st.session_state[K_PLAYERS] = t.variant.players
    key = t.record.table.get("bots") if isinstance(t.record.table, dict) else None
    if key in STRENGTHS:
        st.session_state.setdefault(K_STRENGTH, key)


def act(text: str) -> None:
    t = current()
    if text.startswith("name ") and st.session_state.get(K_ALONE):
        text += " alone"
    if session.attempt(PAGE, t.act, text):
        st.session_state[K_ALONE] = False


def next_bot() -> None:
    session.attempt(PAGE, current().step_bot)


def until_mine() -> None:
    session.attempt(PAGE, current().run_bots)


def undo() -> None:
    if current().undo():
        session.clear(PAGE)


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
        bits.append("🂠 <b>dealer</b>")
    if view["maker"] == seat:
        bits.append("⭐ <b>maker</b>" + (" — <b>alone</b>" if view["alone"] else ""))
    if view["defender"] == seat:
        bits.append("🛡 <b>defends alone</b>")
    if view.get("partner") == seat:
        bits.append("🤝 <b>maker's partner</b> (held the called ace)")
    line = " · ".join(bits)
    if seat in view["out"]:
        cards = '<span class="cp-meta">hand laid down</span>'
    else:
        cards = show.backs(view["counts"][seat])
    won = view["won"][seat]
    calls = [a for s, a in view["calls"] if s == seat]
    said = f'<br><span class="cp-meta">said: {show.escape(said_text(calls[-1]))}</span>' if calls else ""
    return f"{line}<br>{cards}<br><span class='cp-meta'>tricks this hand: {won}</span>{said}"


def said_text(action: str) -> str:
    words = action.split()
    if action == "pass":
        return "pass"
    if words[0] == "order-up":
        return "order it up" + (", alone" if action.endswith("alone") else "")
    if words[0] == "name":
        return f"{SUIT_NAMES[T.SUIT_LETTERS.index(words[1])]}" + (", alone" if action.endswith("alone") else "")
    return action.replace("defend alone", "I defend alone")


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
        trump_text = f"<b>{SUIT_NAMES[suit].capitalize()}</b> {T.UNICODE[T.card_id(suit, 8)][-1]}"
        maker = names[view["maker"]] + (" (alone)" if view["alone"] else "")
        if view.get("called"):
            ace = T.UNICODE[T.card_id(T.SUIT_LETTERS.index(view["called"]), 8)]
            partner = view.get("partner")
            maker += f" — called the {ace}: " + (f"{names[partner]} is partner" if partner is not None
                                                   else "partner not yet known")
        if view["defender"] is not None:
            maker += f" — {names[view['defender']]} defends alone"
    else:
        trump_text, maker = "not yet made", "—"
    trick = view["trick"]
    trick_html = "".join(f'<div style="display:inline-block;text-align:center;margin:0 .4em">{card_html(c, "lg")}'
                         f'<br><small>{show.escape(names[s])}</small></div>' for s, c in trick) or \
        '<span class="cp-label">the trick is empty</span>'
    if not trick and view["tricks"]:
        last = view["tricks"][-1]
        trick_html += ("<br><small>last trick: " + " ".join(card_html(c, "sm") for _, c in last["cards"]) +
                       f" — won by {show.escape(names[last['winner']])}</small>")
    scores = " · ".join(f"{show.escape(side_label(view, i))}: <b>{p}</b>" for i, p in enumerate(view["scores"]))
    last_hand = view["results"][-1][0] if view["results"] else ""
    return (
        f'<div class="cp-felt" role="region" aria-label="the table">'
        f'<div style="display:flex;gap:2rem;flex-wrap:wrap;align-items:center">'
        f'<div><div class="cp-label">turn-up</div>{card_html(view["turnup"], "lg")}<br><small>{status}</small></div>'
        f'<div><div class="cp-label">trumps</div>{trump_text}<br><div class="cp-label">maker</div>'
        f'{show.escape(maker)}</div>'
        f'<div style="flex:1;min-width:16rem"><div class="cp-label">the trick</div>{trick_html}</div></div>'
        f'<div style="margin-top:.6rem"><span class="cp-label">score (game is {view["game"]})</span> {scores}</div>'
        + (f'<div><small>last hand: {show.escape(last_hand)}</small></div>' if last_hand else "")
        + "</div>")


BOX = "border:1px solid rgba(49,51,63,.2);border-radius:.5rem;padding:1rem"
CAPTION = '<div style="font-size:.875rem;opacity:.7;margin:.2rem 0 .4rem">{}</div>'


def table_html(t: Table, view: dict) -> str:
    """The seats around the table and the centre, drawn from the learner's view only, as one block: a click
    at the table then redraws one element here instead of a column, a name and a line for every seat."""
    seats = []
    for seat in range(t.game.seats(t.variant)):
        if seat == t.learner:
            continue
        to_act = " ⏳" if t.state.to_act == seat else ""
        seats.append(f'<div style="flex:1;min-width:9rem"><b>{show.escape(view["names"][seat])}</b>{to_act}<br>'
                     f'{seat_line(view, seat)}</div>')
    return (f'<div style="display:flex;gap:1rem;flex-wrap:wrap;margin-bottom:1rem">{"".join(seats)}</div>'
            f'<div style="{BOX}">{centre_html(view)}</div>')


def learner_panel(t: Table, view: dict) -> None:
    legal = set(map(str, t.legal()))
    mine = t.learners_turn()
    phase = view["phase"]
    heading = "<b>Your hand</b>" + (" — your turn" if mine else "")
    hand = view["hand"]
    if mine and phase in ("play", "discard"):
        verb = "play" if phase == "play" else "discard"
        if phase == "discard":
            note = (f"You took up the {T.UNICODE[T.ID_OF_TEXT[view['turnup']]]}: click the card to discard "
                    "face down.")
        else:
            note = "Highlighted cards may be played. Click another to hear why not."
        # the heading, the note and the cards in one block, in a grid that lines up with the buttons below
        cells = "".join(f'<div style="text-align:center">{card_html(c, "lg")}</div>' for c in hand)
        show.html(f"{heading}{CAPTION.format(note)}<div style=\"display:grid;gap:1rem;"
                  f"grid-template-columns:repeat({max(len(hand), 1)},minmax(0,1fr))\">{cells}</div>")
        cols = st.columns(max(len(hand), 1))
        for col, c in zip(cols, hand, strict=False):
            action = f"{verb} {c}"
            cid = T.ID_OF_TEXT[c]
            ok = action in legal
            col.button(f"{verb.capitalize()} {T.UNICODE[cid]}" if ok else show.card_label(T.CARD_OF[cid]),
                       key=f"{PAGE}:card:{c}", on_click=act, args=(action,),
                       type="primary" if ok else "secondary", width="stretch",
                       help=f"{verb} the {T.NAME[cid]}" + ("" if ok else " — not allowed now: click to see why"))
    else:
        show.html(f"{heading}<br>" + ("".join(card_html(c, "lg") for c in hand)
                                      or '<span class="cp-meta">no cards</span>'))
    if not mine:
        return
    turn = T.UNICODE[T.ID_OF_TEXT[view["turnup"]]]
    if phase == "order":
        dealer = view["dealer"] == view["seat"]
        c = st.columns(3)
        c[0].button("Pass", key=f"{PAGE}:act:pass", on_click=act, args=("pass",), width="stretch")
        c[1].button(f"{'Take up' if dealer else 'Order up'} the {turn}", key=f"{PAGE}:act:order-up", on_click=act,
                    args=("order-up",), type="primary", width="stretch")
        c[2].button("… and play alone", key=f"{PAGE}:act:order-up-alone", on_click=act, args=("order-up alone",),
                    width="stretch", disabled="order-up alone" not in legal,
                    help="Your partner lays down; a march alone scores 4." if "order-up alone" in legal else
                    "Each plays for himself at this table: no partner to lay down.")
        c = st.columns(4)
        for s in range(4):
            c[s].button(f"Name {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}", on_click=act,
                        args=(f"name {T.SUIT_LETTERS[s]}",), width="stretch",
                        help="In the first round only the turned-up suit can be made (try it to see the rule).")
    elif phase == "name":
        st.caption(f"Second round: the {turn} was turned down. Name another suit, or pass.")
        c = st.columns(5)
        c[0].button("Pass", key=f"{PAGE}:act:pass2", on_click=act, args=("pass",), width="stretch")
        for s in range(4):
            c[s + 1].button(f"Name {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}", on_click=act,
                            args=(f"name {T.SUIT_LETTERS[s]}",), width="stretch",
                            type="primary" if f"name {T.SUIT_LETTERS[s]}" in legal else "secondary")
        if not view["each_for_himself"]:
            st.checkbox("…and play alone", key=K_ALONE)
    elif phase == "call":
        st.caption("Call-Ace: call a suit of the other colour. Whoever holds its ace is your partner for this hand — "
                   "you will learn who when the ace is played.")
        c = st.columns(4)
        for x in range(4):
            ace = T.UNICODE[T.card_id(x, 8)]
            c[x].button(f"Call the {ace}", key=f"{PAGE}:act:call-{x}", on_click=act, args=(f"call {T.SUIT_LETTERS[x]}",),
                        width="stretch", type="primary" if f"call {T.SUIT_LETTERS[x]}" in legal else "secondary")
    elif phase == "defence":
        lone = view["names"][view["maker"]]
        st.caption(f"{lone} plays alone. You may defend alone (your partner lays down) or pass.")
        c = st.columns(2)
        c[0].button("Pass", key=f"{PAGE}:act:pass3", on_click=act, args=("pass",), width="stretch")
        c[1].button("Defend alone", key=f"{PAGE}:act:defend", on_click=act, args=("defend alone",),
                    width="stretch", type="primary")


def bot_controls(t: Table) -> None:
    """Always drawn (so the auto-play choice persists); the buttons work when a computer player is to act."""
    theirs = t.bots_turn()
    who = t.game.seat_name(t.variant, t.state.to_act) if theirs else "—"
    c = st.columns([2, 2, 3])
    c[0].button(f"▶ Next: {who}" if theirs else "▶ Next", key=f"{PAGE}:next", on_click=next_bot,
                type="primary" if theirs else "secondary", width="stretch", disabled=not theirs,
                help="The next computer player acts: one card at a time, at your pace.")
    c[1].button("⏭ Until my turn", key=f"{PAGE}:until", on_click=until_mine, width="stretch", disabled=not theirs)
    c[2].toggle("Computer players play by themselves (a card every second or so)", key=K_AUTO)


@st.fragment(run_every=PACE)
def ticker() -> None:
    """When the computer players play by themselves: one action per tick, then the whole page redraws."""
    t = current()
    if st.session_state.get(K_AUTO) and t.bots_turn():
        t.step_bot()
        st.rerun(scope="app")


K_RUN = f"{PAGE}:run"  # "full" while the whole page runs, "done" after: a table click reruns only the fragment


def settings() -> None:
    """The table's settings, outside the table's fragment: a change reruns the whole page (a new game), and a
    click at the table does not send them again."""
    c = st.columns([3, 1, 2, 1])
    c[0].selectbox("Rule set", list(RULESETS), format_func=RULESETS.get, key=K_RULES, on_change=on_rules_change)
    c[1].selectbox("Players", [3, 4, 5, 6, 7], key=K_PLAYERS, on_change=new_game,
                   disabled=st.session_state.get(K_RULES) == "standard",
                   help="Four: two partnerships. Six: two sides of three. Three: each for himself (cut-throat). "
                        "Five and seven: Call-Ace, a secret partner each hand. Seven adds the sixes (36 cards).")
    c[2].radio("Computer players", list(STRENGTHS), format_func=STRENGTHS.get, key=K_STRENGTH, horizontal=True,
               on_change=on_strength_change)
    c[3].button("🂠 New game", key=f"{PAGE}:new", on_click=new_game, width="stretch")


@st.fragment
def play_tab() -> None:
    """The table, in a fragment: a click here reruns and redraws only the table, not the page around it."""
    t = current()
    if st.session_state.get(K_RUN) == "done":
        if st.session_state.get(K_DRAWN) is not t:
            st.rerun(scope="app")  # a new game: the settings, the share link and the save button must follow it
        if st.session_state.get(K_AUTO) and t.bots_turn():
            st.rerun(scope="app")  # the computer players play by themselves: the page-level ticker takes over
    session.refusal(PAGE)
    tableframe.turn_banner(t)
    view = t.view()
    show.html(table_html(t, view))
    learner_panel(t, view)
    bot_controls(t)
    c = st.columns([1, 1, 4])
    c[0].button("↩ Undo", key=f"{PAGE}:undo", on_click=undo, disabled=not t.can_undo(), width="stretch",
                help="Take back your last action and the computer players' replies.")
    left, right = st.columns([3, 2])
    with left:
        show.html(show.move_log_html(t, title="Move log (newest first)"))
    with right:
        show.html("<b>Hands so far</b>" + results_html(view))


K_DRAWN = f"{PAGE}:drawn"  # the table the page was last drawn for (a new game redraws the whole page)


def share_and_save() -> None:
    """The share link and save / load, outside the table's fragment, so a click at the table does not send them
    again. The link changes only with a new game, which redraws the whole page; the save button asks for the
    record when it is pressed, so it always saves the game as it stands; loading a game reruns the whole page."""
    t = current()
    st.session_state[K_DRAWN] = t
    with st.expander("🔗 Share this deal · save or load the game"):
        share.show_link(GAME, t.variant, t.record.seed, t.record.deal)
        share.record_io(PAGE, t)


def results_html(view: dict) -> str:
    if not view["results"]:
        return CAPTION.format("No hand finished yet.")
    sides = [side_label(view, j) for j in range(len(view["results"][0][1]))]
    head = "".join(f"<th>{show.escape(x)}</th>" for x in ["hand", "result", *sides])
    rows = "".join("<tr>" + f"<td>{i + 1}</td><td>{show.escape(r[0].split(': ', 1)[-1])}</td>"
                   + "".join(f"<td>{p}</td>" for p in r[1]) + "</tr>" for i, r in enumerate(view["results"]))
    return (f'<div style="max-height:240px;overflow-y:auto"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div>")


# -- odds ------------------------------------------------------------------------------------------------
@st.cache_data(max_entries=64, show_spinner=False)
def cached_bids(view_json: str, samples: int):
    return O.bid_chances(json.loads(view_json), samples=samples, seed=7)


@st.cache_data(max_entries=64, show_spinner=False)
def cached_trumps_out(view_json: str):
    return O.trumps_out(json.loads(view_json))


def odds_tab() -> None:
    t = current()
    view = t.view()
    phase = view["phase"]
    st.subheader("For the decision on the table")
    partners = 0 if view["each_for_himself"] else len(view["sides"][view["side_of"][0]]) - 1
    if phase in ("order", "name"):
        if partners:
            partner_deals = view["side_of"][view["dealer"]] == view["side_of"][0] and view["dealer"] != 0
            suits = [T.ID_OF_TEXT[view["turnup"]] // 9] if phase == "order" else \
                [s for s in range(4) if not (view["bar_turned_down"] and s == T.ID_OF_TEXT[view["turnup"]] // 9)]
            who = "your partner" if partners == 1 else "one of your partners"
            st.markdown(f"**Bowers in {who}'s hand** — exact: {who} holds "
                        f"{5 * partners} of the {len(T.pack_ids(view['pack'])) - 6} cards "
                        "you cannot see, each set of them equally likely.")
            rows = []
            for s in suits:
                b = O.bower_odds(view["hand"], view["turnup"], view["pack"], partners,
                                 partner_deals and phase == "order", trump=s)
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
                row = {"you": r["action"], "points you can expect (your side minus theirs)":
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
    st.markdown("**How many trumps a hand of five holds** (bowers included: 7 trumps in the 24-card pack, "
                "9 in the 32, 10 in the 36-card pack for seven players).")
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


# -- the lesson --------------------------------------------------------------------------------------------
def learn_tab() -> None:
    W, F = "wedeward", "fosdick"
    st.header("A game of the camps and the parlour")
    st.markdown(
        "Euchre was the most popular family card game in America in the middle and late nineteenth century "
        f"{cite.text('fosdick', 'Euchre (with playing cards)')}, played at kitchen tables and in army camps. "
        "A reenactors' compilation tells that it was a favourite of the "
        "Pennsylvania Germans in the Union Army's Eleventh Corps and was nicknamed \"Fun Alive\" "
        f"{cite.text(W, 'Euchre')} — a camp tradition we have not found in a period text. A writer of 1912 "
        f"believed the game began in western Pennsylvania and travelled down the Ohio and the Mississippi "
        f"{cite.text('van-rensselaer-1912')}.")
    st.markdown(
        "The highest cards are the jacks, called **bowers**. The word is the German *Bauer*, a farmer — one of "
        f"the names of the jack in German card games {cite.text(W, 'Euchre')}; an encyclopaedia derives the game's "
        f"own name from the Alsatian *Juckerspiel*, the game of the jack {cite.text('britannica-euchre')}. "
        "The **joker** first entered the pack for euchre, in the 1860s, as the \"best bower\" "
        f"{cite.text('britannica-euchre')}; Keller calls it the \"imperial trump\", always the best trump, above "
        f"both jacks {cite.text('keller-1887', 'ch. 6')} {cite.text('foster-1897', 'Euchre')}. "
        "Our table plays without it, as both our rule texts do.")
    st.header("The rules, step by step")
    steps = [
        ("The pack", f"Thirty-two cards, the 2s to 6s taken out {cite.text(W, 'Cards')}; the standard game uses "
                     f"24, nines up {cite.text(F, 'Players, Cards and Deal')}."),
        ("The deal", "Each player gets five cards, dealt from the dealer's left in two rounds — three then two, or "
                     f"two then three {cite.text(W, 'Deal')}. The deal passes to the left each hand."),
        ("The turn-up", "The next card is turned face up. Its suit is *proposed* as trumps; it becomes trumps only "
                        f"if someone accepts it {cite.text(W, 'Deal')}."),
        ("Ordering up", "Beginning on the dealer's left, each in turn passes or accepts. A player who accepts "
                        "*orders it up*; the dealer, accepting, *takes it up*. Either way the dealer puts the turn-up "
                        f"in his hand and discards any card face down {cite.text(W, 'The Play')}."),
        ("The second round", "If all pass, the turn-up is turned down, and each in turn may pass again or name a "
                             f"suit {cite.text(W, 'Deal')} — any suit except the one just turned down "
                             f"{cite.text('leeds-dwight-1888', 'law 78')}: a code of euchre laws treats naming it as a pass; "
                             "our table refuses it and says why. If everyone passes twice the hand is thrown in "
                             f"and the next player deals {cite.text(F, 'Bidding')}."),
        ("The bowers", "The jack of trumps is the **right bower**, the best card. The jack of the other suit of "
                       "the same colour is the **left bower**, the second best. Then ace, king, queen, 10, 9 "
                       f"(8, 7) {cite.text(W, 'Cards')}. With spades trumps in the 24-card pack the order is "
                       "J♠ J♣ A♠ K♠ Q♠ 10♠ 9♠ — a modern text's example leaves out the ace; its own rule includes "
                       f"it {cite.text(F, 'Trump Rank')}."),
        ("Why the left bower changes suit", "For the whole hand the left bower *is* a trump: when trumps are led "
                                            "it must follow them, and when its printed suit is led it does not "
                                            f"count as that suit {cite.text(F, 'Trump Rank')}. In our engine this "
                                            "is decided in exactly one place, so every rule agrees."),
        ("Following suit", "Each player must follow the suit led if he can; otherwise he may play any card. The "
                           "highest trump wins the trick, or if no trump is played the highest card of the suit "
                           f"led; the winner leads next {cite.text(W, 'The Play')}."),
        ("Playing alone", "The maker may say \"I play alone\": his partner lays his hand face down and sits out "
                          f"{cite.text(W, 'Deal')}."),
        ("Defending alone", "In the Civil-War rules either opponent of a lone player may say \"I defend alone\", "
                            f"and his own partner sits out {cite.text(W, 'Deal')}. Keller describes the same "
                            f"challenge in *Railroad Euchre* {cite.text('keller-1887', 'ch. 6')}."),
        ("Who leads", "Camp rules: the player on the dealer's left, or against a lone player the player on his "
                      f"left {cite.text(W, 'The Play')}. Standard rules: the maker leads {cite.text(F, 'Play')}."),
        ("The march and the euchre", "Taking all five tricks is a **march**. If the makers take fewer than three "
                                     f"they are **euchred** {cite.text(W, 'Scoring')}."),
        ("Scoring", "Makers: 1 for three or four tricks, 2 for a march. A lone maker: 1, or 4 for a march. "
                    "Euchred makers give the opponents 2. A lone defender who euchres a lone player scores 2 for "
                    f"three or four tricks and 4 for all five {cite.text(W, 'Scoring')} (Keller counts 4 for any "
                    f"such euchre {cite.text('keller-1887', 'ch. 6')})."),
        ("Game", f"Five points was the regular game {cite.text('keller-1887', 'ch. 6')}; the standard text plays "
                 f"to seven {cite.text(F, 'Game')}; ten or eleven by agreement."),
    ]
    for title, text in steps:
        st.markdown(f"**{title}.** {text}")
    st.header("Three to seven players")
    st.markdown(
        f"The camp text says three to seven may play {cite.text(W, 'Players')} but not how. Our conventions "
        "(marked as ours on every rule they touch):\n"
        "- **Four**: two partnerships, partners facing — the usual game.\n"
        "- **Six**: two sides of three, sitting alternately; a lone maker lays down both partners.\n"
        "- **Three (\"cut-throat\")**: each for himself. The maker plays against the other two; he scores 1, or 3 "
        "for a march; if euchred, *both* others score 2 — the commonly reported three-handed rule, not yet found in "
        "a period text.\n"
        "- **Five and seven (\"Call-Ace\")**: once trumps are made the maker calls a suit of the other colour; "
        "whoever holds its ace is his partner for the hand — a secret until the ace is played, even from the maker. "
        "Scores are kept one by one and both partners score the hand; a euchre gives 2 to everyone else "
        f"{cite.text(F, 'Call-Ace Domino Euchre')}. R. F. Foster wrote a whole book on *Call-Ace Euchre*. If the "
        "called ace is the maker's own or was never dealt, he plays without a partner but scores as a partnership "
        "(our convention). The table's options also offer cut-throat for five and seven.\n"
        "- **Seven**: 32 cards cannot give seven hands of five and a turn-up, so the four sixes are added (36 cards)."
        " No nineteenth-century rule for seven has been found; this is our convention.")
    st.header("The two rule sets side by side")
    rows = [
        {"": "Pack", "Civil-War camp game": "32 cards (7s up)", "Standard game": "24 cards (9s up)",
         "Sources": f"{cite.text(W, 'Cards')} · {cite.text(F, 'Players, Cards and Deal')}"},
        {"": "Players", "Civil-War camp game": "3 to 7 (4 usual)", "Standard game": "4, two partnerships",
         "Sources": f"{cite.text(W, 'Players')} · {cite.text(F, 'Players, Cards and Deal')}"},
        {"": "First lead", "Civil-War camp game": "dealer's left; against a lone hand, the lone player's left",
         "Standard game": "the maker", "Sources": f"{cite.text(W, 'The Play')} · {cite.text(F, 'Bidding')}"},
        {"": "Lone defence", "Civil-War camp game": "allowed", "Standard game": "not provided",
         "Sources": f"{cite.text(W, 'Deal')} · {cite.text(F, 'Bidding')}"},
        {"": "Lone defender's euchre", "Civil-War camp game": "2 (3 or 4 tricks), 4 (all five)",
         "Standard game": "—", "Sources": cite.text(W, "Scoring")},
        {"": "Game", "Civil-War camp game": "5 points (the text is silent; Keller's regular game)",
         "Standard game": "7 points", "Sources": f"{cite.text('keller-1887', 'ch. 6')} · {cite.text(F, 'Game')}"},
        {"": "Same in both", "Civil-War camp game": "deal 3-2 or 2-3, turn-up, two rounds, bowers, follow suit, "
         "1/2/1/4/2 scoring", "Standard game": "the same", "Sources": f"{cite.text(W)} · {cite.text(F)}"},
    ]
    table_md(rows)
    with st.expander("Every rule the table enforces, with its source"):
        cite.rules_table(GAME.rules)
    with st.expander("The rule options"):
        page.options_help(GAME)
    st.header("Words of the game")
    for term in GAME.terms:
        st.markdown(f"**{term.word}** — {term.meaning}")
    page.self_check(PAGE, [
        ("Hearts are trumps. Which card is the second-best trump?", ["A♥", "J♦", "J♥", "J♣"], 1,
         "the jack of the same colour, the left bower, ranks just below the jack of trumps."),
        ("Hearts are trumps and hearts are led. You hold the J♦ and three clubs. What must you play?",
         ["any card", "a club", "the J♦"], 2, "the J♦ counts as a heart while hearts are trumps, so you must follow."),
        ("The makers take two tricks. What happens?", ["they score 1", "nothing", "the opponents score 2"], 2,
         "they are euchred."),
        ("Everyone passed the turn-up. Can the first player in the second round name its suit?",
         ["yes", "no"], 1, "the turned-down suit cannot be named."),
        ("A lone player takes all five tricks. How many points?", ["1", "2", "4"], 2, "a lone march scores 4."),
    ])


def card_tab() -> None:
    rulecard.render(GAME, [
        ("The pack", ["Civil War: 32 cards (7s up). Standard: 24 (9s up). Seven players: add the sixes."]),
        ("The deal", ["Five each, 3-2 or 2-3, from the dealer's left.", "Turn up the next card: it proposes trumps."]),
        ("Making trumps", ["Round 1: in turn pass, or order it up (dealer: take it up).",
                           "The dealer takes the turn-up and discards one face down.",
                           "Round 2: pass, or name any other suit. All pass twice: next dealer.",
                           "The maker may play alone; his partner lays down.",
                           "Civil War: an opponent may defend alone."]),
        ("Trumps", ["Right bower (J of trumps), left bower (J same colour), A, K, Q, 10, 9 (8, 7).",
                    "The left bower IS a trump all hand.", "Plain suits: A, K, Q, J, 10, 9 (8, 7)."]),
        ("Play", ["Civil War: dealer's left leads (lone player's left against a lone hand). Standard: maker leads.",
                  "Follow suit if you can; highest trump wins, else highest of the suit led."]),
        ("Scoring", ["Makers 3–4 tricks: 1. March: 2.", "Alone 3–4: 1. Alone march: 4.", "Euchred: opponents 2.",
                     "Lone defender euchres: 2, or 4 for all five (Keller: 4).",
                     "Cut-throat (3): 1, march 3; euchred: both others 2.",
                     "Call-Ace (5, 7): maker calls an ace of the other colour; its holder is his secret partner; "
                     "both score; euchred: all others 2."]),
        ("Game", ["Civil War: 5 points. Standard: 7. By agreement 10 or 11."]),
    ], [("wedeward", "Euchre"), ("fosdick", "Euchre (with playing cards)"), ("keller-1887", "ch. 6"),
        ("foster-1897", "Euchre"), ("leeds-dwight-1888", "law 78")])


# -- the page ------------------------------------------------------------------------------------------------
st.session_state[K_RUN] = "full"
page.header(GAME)
share.apply_url(PAGE, GAME, build)
sync_settings(current())
# Lazy tabs: only the open tab is built, so a click at the table does not make the browser redraw the lesson
# and the charts hidden in the other tabs. A shared link opens at the table.
learn, play, odds, card = page.lesson_tabs(PAGE, lazy=True, default=page.TABS[1] if "seed" in st.query_params else None)
if not play.open:
    session.refusal(PAGE)  # a notice (a bad link, a bad file) is shown whichever tab is open
if play.open:
    with play:
        settings()
        play_tab()
        share_and_save()
    if st.session_state.get(K_AUTO) and current().bots_turn():
        ticker()
if odds.open:
    with odds:
        odds_tab()
if learn.open:
    with learn:
        learn_tab()
if card.open:
    with card:
        card_tab()
st.session_state[K_RUN] = "done"
