"""Commerce's table, drawn: pure functions from the learner's view (``GAME.view(state, 0)``) and the engine's
``Table`` to HTML, no Streamlit (``lessons/commerce.py`` draws with them; ``tests/views/test_commerce.py`` tests them).

- the block: the deal and what is asked (``status_html``), the seats with their purses and counters, the pool and
  the widow, the settlement, the learner's three cards, the moves as buttons that say what they cost (those the
  engine would refuse now disabled), Undo and the box to type a move, the live figures and the move log;
- the review's picture of a moment of a settled deal (``review_state_html``);
- the Odds tab's and the lesson's figures as text (the counts and chances come from ``engine.odds.commerce``).

Only the learner's own cards are drawn, and the others' once the engine shows them (``view["shown"]``, at a
settled deal). What the page reads from the session (the refusal, the pace, the review's toggle, whose turn the
banner says) comes in as HTML already drawn.
"""

from __future__ import annotations

import html as _html

import plotly.graph_objects as go

from engine.core.cards import Card
from engine.core.table import Table
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H
from engine.games.commerce.words import money, seat_name
from engine.odds import percent
from engine.odds.commerce import LIMIT_LABEL, combination_table
from lessons.views import controls, markup
from lessons.views.markup import (
    escape,
    prob,  # noqa: F401 - the page writes its figures with it too
)

PAGE = "commerce"                       # the page's key: its module name, the prefix of its moves and keys
UNDO, AGAIN = f"{PAGE}:undo", f"{PAGE}:again"   # the shared table page's moves (tablepage.TablePage)
NEXT_DEAL = f"{PAGE}:next-deal"         # the block's own move
LIVE = ("trade", "traded", "barter", "widow", "last")   # the phases the live figures are shown in
LOG_LINES = 80     # the newest moves only: the whole game's log would be re-sent with every click (the review has all)
TYPED_PLACEHOLDER = "stand · trade money 7C · barter 7C · give KH · exchange 7C KH · pass"


def key(name: str) -> str:
    """A button's or box's key, as the page's session names it (``session.key``)."""
    return controls.key(PAGE, name)


# -- the odds' words and tables, as the site's parts draw them (lessons/parts/odds_ui.py and lesson.py) ------------


def table_html(rows: list[dict], label: str = "") -> str:
    """A static table, drawn like ``st.table(..., border="horizontal")`` (as ``lesson.table_html``)."""
    if not rows:
        return ""
    cols = list(rows[0])
    head = "".join(f'<th scope="col">{_html.escape(c, quote=False)}</th>' for c in cols)
    body = "".join("<tr>" + "".join(f"<td>{_html.escape(str(r[c]), quote=False)}</td>" for c in cols) + "</tr>"
                   for r in rows)
    aria = f' aria-label="{_html.escape(label)}"' if label else ""
    return f'<table class="cp-table"{aria}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


# -- cards ----------------------------------------------------------------------------------------------------------
def card(text: str, size: str = "") -> str:
    """A card from its text ('9D'), with its spoken name."""
    return markup.card(Card.parse(text), size=size)


def coloured(text: str) -> str:
    """A card's symbol in its suit's colour (two or four colours, as the learner chose), for a button's words; heard
    by its name ("five of diamonds")."""
    c = Card.parse(text)
    return (f'<span class="cp-{markup.suit_colour(c.suit)}" role="img" aria-label="{markup.attr(c.name)}">'
            f'{escape(c.unicode)}</span>')


def columns(cells: list[str]) -> str:
    """Cells side by side in equal columns (the buttons of one card of the hand under each other)."""
    return (f'<div class="cm-cols" style="grid-template-columns:repeat({max(len(cells), 1)},minmax(0,1fr))">'
            + "".join(f"<div>{c}</div>" for c in cells) + "</div>")


# -- the table --------------------------------------------------------------------------------------------------------
def seats_html(view: dict) -> str:
    """Every seat: its name, dealer / stood / passed / out and its trades, its purse (and counters); a seat's cards
    only once the engine shows them."""
    out = []
    for i in range(view["players"]):
        status = view["status"][i]
        tags = []
        if i == view["dealer"]:
            tags.append("dealer")
        if status:
            tags.append({"stood": "stood", "passed": "passed", "out": "out"}[status])
        if view["trades"][i]:
            tags.append(f"{view['trades'][i]} trade{'s' if view['trades'][i] > 1 else ''}")
        cls = "cm-seat" + (" cm-turn" if view["to_act"] == i else "") + (" cm-out" if status == "out" else "")
        line2 = f"{money(view['purses'][i])}"
        if view["mode"] == "pool":
            line2 += f" · counters {view['counters'][i]}"
        shown = view["shown"].get(str(i))
        cards = ("<br>" + "".join(card(c, "sm") for c in shown["cards"]) + f" <i>{escape(shown['name'])}</i>") \
            if shown else ""
        tag_html = "".join(f'<span class="cm-tag">{escape(x)}</span>' for x in tags)
        out.append(f'<div class="{cls}"><span class="cm-name">{escape(seat_name(i))}</span>{tag_html}<br>'
                   f"{line2}{cards}</div>")
    return '<div class="cm-seats">' + "".join(out) + "</div>"


def centre_html(view: dict) -> str:
    """The pool and the stake (the new game, Pool Commerce's counters), or the old game's stake; the widow face up."""
    parts = []
    if view["mode"] == "new":
        parts.append(f"Pool <b>{money(view['pool'])}</b> · stake {money(view['stake'])} · "
                     f"{view['stock_left']} cards in the pack")
    elif view["mode"] == "old":
        parts.append(f"No pool: the winner has {money(view['stake'])} from each player")
    else:
        parts.append(f"Pool <b>{money(view['pool'])}</b> · {view['pool_counters']} counter(s) in the pool · "
                     f"the winner takes {money(view['pool_take'])} a hand")
    if view["widow"]:
        parts.append("the widow, face up: " + "".join(card(c, "sm") for c in view["widow"]))
    return '<div class="cm-centre">' + " · ".join(parts) + "</div>"


def settlement_html(view: dict) -> str:
    """Who won and why, and who paid whom, once the deal is settled."""
    res = view["result"]
    if res and res["lines"]:
        return '<div class="cm-settle">' + "<br>".join(escape(x) for x in res["lines"]) + "</div>"
    return ""


def hand_html(view: dict) -> str:
    """The learner's three cards and what they make (not once every hand is laid open: the seats show them)."""
    if not view["hand"] or view["shown"]:
        return ""
    return ('<div class="cm-hand"><b>Your cards</b> ' + "".join(card(c, "sm") for c in view["hand"])
            + f" &nbsp; <i>{escape(view['hand_name'] or '')}</i></div>")


def status_html(view: dict, t: Table) -> str:
    """The deal and what is asked, beside the turn banner (which says whose turn it is, or the game's outcome)."""
    if GAME.is_over(t.state):
        return ""
    who = view["to_act"]
    phase = view["phase"]
    if phase == "settled":
        nxt = "You deal" if view["dealer"] == 0 else f"{seat_name(view['dealer'])} deals"
        return f"<b>Deal {view['deal']} is settled.</b> {escape(nxt)} next."
    if who == view["seat"]:
        if phase == "barter":
            ask = (f"{seat_name(view['offer']['from'])} offers you the {Card.parse(view['offer']['card']).unicode} "
                   "in barter: give one of yours, or stand.")
        elif phase == "horse":
            ask = f"You are out of counters. Buy a horse for {money(view['horse_price'])}?"
        else:
            ask = {"trade": "Trade or stand?", "traded": "You have traded: stand, or let the trading pass on?",
                   "widow": "Stand, pass, or exchange one card with the widow?",
                   "last": "Two have stood: one more exchange with the widow, or pass."}[phase]
        return f"<b>Deal {view['deal']}.</b> {escape(ask)}"   # "Your turn." is the banner's
    return f"<b>Deal {view['deal']}.</b>"


def actions_html(view: dict, t: Table) -> str:
    """The learner's moves as the block's buttons: each says what it costs; those the engine would refuse now are
    disabled (a move written in the box is refused by the engine, with its rule)."""
    legal = set(map(str, t.legal())) if t.learners_turn() else set()
    phase = view["phase"]
    hand = view["hand"]
    v = t.variant

    def button(label, action, help_="", primary=False, label_html=False, aria=""):
        return controls.button(action, label, key=key(f"act:{action}"), disabled=action not in legal, help=help_,
                               primary=primary, label_html=label_html, aria=aria)

    shared = controls.shared_seat(t)   # a seat at a shared table: no new game; only its own deal to call
    if GAME.is_over(t.state):
        return "" if shared else controls.row([controls.button(AGAIN, "Start a new game", key=key("again"),
                                                               primary=True, icon="refresh")], cls="cp-left")
    if phase == "settled" and shared and view["to_act"] != view["seat"]:
        return ""
    if phase == "settled":
        label = "Deal the next hand" if view["to_act"] == view["seat"] else f"Next deal ({seat_name(view['dealer'])} deals)"
        return controls.row([controls.button(NEXT_DEAL, label, key=key("next"), primary=True)], cls="cp-left")
    out = []
    if v.mode == "new":
        if phase in ("trade", "traded", "barter") and view["to_act"] == view["seat"]:
            left = seat_name((view["seat"] + 1) % view["players"])
            cells = []
            for c in hand:
                u = Card.parse(c).unicode
                if phase == "trade":
                    cells.append(
                        button(f"Buy: throw {u}, pay {money(v.stake)}", f"trade money {c}",
                               f"Pay {money(v.stake)} to {seat_name(view['dealer'])} (into the pool if you deal), "
                               "throw this card unseen to the bottom of the pack, take the top card.")
                        + button(f"Barter {u} (free)", f"barter {c}",
                                 f"Offer this card to {left}, who gives you one of his for it, or stands."))
                elif phase == "barter":
                    cells.append(button(f"Give {u}", f"give {c}", "Give this card for the one offered to you."))
            if cells:
                out.append(columns(cells))
            stand = button("Stand (show hands now)" if not v.until_all_stand else "Stand (trade no more)", "stand",
                           "Stand on your hand. If a better hand beats you, you pay a stake to each better hand."
                           if not v.until_all_stand else "You trade no more; the others go on until all have stood.",
                           primary=phase == "traded")
            more = (button("Let the trading pass on", "continue", "End your turn without standing.")
                    if phase == "traded" else "")
            out.append(columns([stand, more]))
    else:
        if phase in ("widow", "last") and view["to_act"] == view["seat"]:
            cells = []
            for c in hand:
                u = Card.parse(c).unicode
                # each button named by the widow's card it takes, in a group named by the card it gives
                swaps = [button(coloured(w), f"exchange {c} {w}", label_html=True,
                                help_=f"Exchange: give your {u}, take the {Card.parse(w).unicode} (free).")
                         for w in view["widow"]]
                cells.append(f'<div class="cp-caption" aria-hidden="true">Give {coloured(c)} for:</div>'
                             f'<div role="group" aria-label="Give the {markup.attr(Card.parse(c).name)} for">'
                             + controls.row(swaps) + "</div>")
            out.append(columns(cells))
            stand = (button("Stand", "stand", "You are satisfied; when two have stood the hands are shown.")
                     if phase == "widow" else "")
            out.append(columns([stand, button("Pass (no more exchanges)", "pass",
                                              "You keep your hand and may exchange no more cards this hand.")]))
        elif view["status"][view["seat"]] == "passed" and phase in ("widow", "last"):
            out.append('<div class="cp-caption">You passed: you may exchange no more cards this hand.</div>')
        if phase == "horse" and view["to_act"] == view["seat"]:
            out.append(columns([button(f"Buy a horse ({money(view['horse_price'])})", "buy-horse",
                                       "One counter from the pool; you play on.", primary=True),
                                button("Decline, and stand out", "decline-horse")]))
    return "".join(out)


def undo_and_box_html(t: Table) -> str:
    """Undo (the learner's last move and the computer players' replies) and the box to type a move (no Undo at a
    shared table: every move counts)."""
    undo = "" if controls.shared_seat(t) else controls.button(
        UNDO, "Undo my last move", key=key("undo"), disabled=not t.has_own_move(), icon="undo",
        help=controls.undo_help(t, "Take back your last move and the computer players' replies."))
    typed = controls.typed("Or type a move", key=key("typed"), placeholder=TYPED_PLACEHOLDER)
    return f'<div class="cm-undo">{undo}{typed}</div>'


def log_html(t: Table) -> str:
    """The move log, newest first, its last ``LOG_LINES`` moves."""
    return markup.move_log_html(t, limit=LOG_LINES, height=220, title="Move log (newest first" + (
        f", the last {LOG_LINES})" if len(t.log()) > LOG_LINES else ")"))


def live_odds_html(view: dict, f: dict | None, exchanges: list[dict] = ()) -> str:
    """The chance the learner's hand is best now, and what each trade would do: exact, and simulated with errors.
    ``f``: ``engine.odds.commerce.hand_figures`` for the hand (None without three cards); ``exchanges``: the old
    game's ``widow_exchanges``, best first (the four best are shown)."""
    if len(view["hand"]) != 3 or f is None:
        return '<div class="cp-caption">No cards this hand.</div>'
    others = f["several"]["others"]
    one = f["one_other"]
    sev = f["several"]
    out = [f"<p><b>Your hand:</b> {escape(view['hand_name'])}</p>",
           f"<p>Beats one other hand: <b>{prob(one['win'])}</b> (ties {float(one['tie']) * 100:.2f}%), "
           f"exact over {one['hands']:,} hands from the cards you have not seen.</p>",
           f"<p>Best of all {others + 1} hands, simulated (a tie counts half): "
           f"<b>{escape(sev['interval']['text'])}</b>.</p>"]
    if view["mode"] == "new":
        rows = []
        for tr, b in zip(f["trades"], f["barter"], strict=True):
            rows.append({"Throw": Card.parse(tr["throw"]).unicode,
                         "Buy: better class": prob(tr["improve"]),
                         "Buy: change in win chance": f"{float(tr['change']) * 100:+.1f} pts",
                         "Barter: better class": b["improve_interval"]["short"]})
        out.append(table_html(rows, "what each trade would do"))
        out.append('<div class="cp-caption">Buy: exact, over every card the top of the pack may be; change in the '
                   "chance of beating one other hand. Barter: simulated, your neighbour giving the card he can best "
                   f"spare ({f['barter'][0]['samples']:,} deals each; in brackets the 95% interval).</div>")
    elif view["widow"]:
        out.append(table_html([{"Give": Card.parse(x["give"]).unicode, "Take": Card.parse(x["take"]).unicode,
                                "Makes": x["makes"], "Beats one other": percent(x["win"], 1)}
                               for x in exchanges[:4]], "the best exchanges with the widow"))
        out.append('<div class="cp-caption">The best exchanges with the widow, exact against one other hand.</div>')
    return '<div class="cp-prose cm-odds">' + "".join(out) + "</div>"


def block(view: dict, t: Table, *, banner: str, refusal: str, pace: str, odds: str, review: str
          ) -> tuple[str, controls.Parts]:
    """The table as one block (lessons/parts/board.py): the frame and its parts. Left: the seats, the pool (the
    widow), the settlement, your cards and your moves, the refusal right below them, Undo and the box to type a
    move; right: the pace's buttons, the live figures for your hand, the move log; above, the turn ``banner`` and
    the deal; below, the review's toggle. ``banner``, ``refusal``, ``pace``, ``odds`` and ``review``: drawn by the
    page (they read the session, or are worked out once per hand)."""
    p = controls.Parts()   # each part redrawn in the browser only when it changed
    left = (p("seats", seats_html(view)) + p("centre", centre_html(view)) + p("settlement", settlement_html(view))
            + p("hand", hand_html(view)) + p("actions", actions_html(view, t))
            + p("refusal", refusal)   # right below the buttons that were used
            + p("typed", undo_and_box_html(t)))
    right = p("pace", pace) + p("odds", odds) + p("log", log_html(t))
    head = p("head", f'<div class="cm-head">{banner}<div>{status_html(view, t)}</div></div>')
    return head + f'<div class="cm-table"><div>{left}</div><div>{right}</div></div>' + p("review", review), p


def review_state_html(view: dict) -> str:
    """The table at a moment of a finished deal, for the review: purses, pool, widow, and the settlement."""
    return seats_html(view) + centre_html(view) + settlement_html(view)


# -- the Odds tab and the lesson's figures ----------------------------------------------------------------------------
def combos_rows(pack_size: int = 52, limited: str = "none") -> list[dict]:
    """How often each combination is dealt: the hands and the exact chance, and the total."""
    t = combination_table(pack_size, limited)
    return ([{"Combination": r["combination"], "Hands": f"{r['count']:,}", "Chance": prob(r["probability"], 3)}
             for r in t["rows"]] + [{"Combination": "all", "Hands": f"{t['total']:,}", "Chance": "1"}])


def combos_chart() -> go.Figure:
    """How often each combination is dealt, for both packs and every Limited rule, as grouped bars (log scale)."""
    fig = go.Figure()
    for pack_size in (52, 32):
        for lim in H.LIMITED:
            t = combination_table(pack_size, lim)
            fig.add_bar(name=f"{pack_size} cards, {LIMIT_LABEL[lim]}", x=[r["combination"] for r in t["rows"]],
                        y=[float(r["probability"]) * 100 for r in t["rows"]])
    fig.update_layout(barmode="group", yaxis_title="% of hands", yaxis_type="log", height=360,
                      margin={"l": 10, "r": 10, "t": 10, "b": 10}, legend={"font": {"size": 10}})
    return fig


def combos_figure() -> str:
    """The Learn tab's table of combinations (the full pack, every combination), drawn inside the lesson's prose."""
    return table_html(combos_rows(), "how often each combination is dealt from the full pack")


def hand_summary(f: dict) -> str:
    """Any hand, in a line of Markdown: what it is, how often it beats one other hand, and the best of several."""
    one = f["one_other"]
    return (f"**{f['name']}** beats one other hand {prob(one['win'])}; best of {f['several']['others'] + 1} hands "
            f"{f['several']['interval']['text']} (simulated deals).")


def trade_rows(f: dict) -> list[dict]:
    """What buying would do, throwing each card: a better class, the win chance after, the change."""
    return [{"Throw": Card.parse(tr["throw"]).unicode, "Buy: better class": prob(tr["improve"]),
             "Win chance after (one other)": prob(tr["win_after"]),
             "Change": f"{float(tr['change']) * 100:+.2f} pts"} for tr in f["trades"]]


def lesson_values() -> dict[str, str]:
    """The numbers the lesson's words quote: the counts and chances of the full pack, the pool and the horse."""
    t = combination_table(52, "none")
    by = {r["combination"]: r for r in t["rows"]}
    v = CommerceVariant(mode="pool")
    return {
        "total52": f"{t['total']:,}",
        "p_tricon": prob(by["tricon"]["probability"], 3),
        "p_sequence": prob(by["sequence"]["probability"], 3),
        "n_tricon": str(by["tricon"]["count"]), "n_sequence": str(by["sequence"]["count"]),
        "n_flush": f"{by['flush']['count']:,}",
        "pool_entry": money(v.pool_entry), "pool_take": money(v.pool_take),
        "horse_third": money(v.horse_price), "horse_half": money(CommerceVariant(mode="pool", horse="half").horse_price),
    }
