"""Commerce: the Victorian round game of trading for ready money, barter, and the widow.

What the learner sees:
- **Learn**: the game's age and its two modes, the pack and the count, the five combinations and how often each
  is dealt, the tie rules (and what we decided where the book is silent), the new game, the old game, Pool
  Commerce and buying a horse, Limited Commerce, the dealer's penalties, both Extended forms; terms, every rule,
  the options; a self-check. The words are in ``lessons/text/commerce/``.
- **Play**: above the table, the settings with the share link, and the pace of the computer players. The table
  is one block (``lessons/parts/board.py``, redrawn as one element at a click): whose turn, the seats with their
  purses (and counters), the pool, the widow face up in the old game, your three cards, and buttons that say what
  each move costs; a settlement that says who won and why; a refusal right below the buttons; Undo and a box to
  type a move; beside it Next / Until my turn, live figures for your hand and the move log. Below it, once a deal
  is settled, a review: every hand laid open, replayed trade by trade (a deal is Commerce's "hand"; the next is
  shuffled afresh); then save and load.
- **Odds**: how often each combination is dealt (52 and 32 cards, each Limited rule, exact), and the figures for
  any hand you type.
- **Rule card**: one printable page.

Every number comes from the engine (``engine.games.commerce``, ``engine.odds.commerce``); nothing here decides
what is legal.
"""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

from engine.bots import bots_for as registry
from engine.bots.commerce import BOTS
from engine.core.cards import Card
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H
from engine.games.commerce.words import money, seat_name
from engine.odds.commerce import LIMIT_LABEL, combination_table, hand_figures, parse_hand
from lessons.parts import board, lesson, odds_ui, pace, review, session, share, show, tableframe
from lessons.parts.tablepage import TablePage

PAGE = "commerce"   # the page's key: its module name
PRESET_LABELS = {
    "new-game": "The new game (trading and barter)",
    "old-game": "The old game (the widow)",
    "pool": "Pool Commerce (counters; a horse at a third)",
    "pool-half-horse": "Pool Commerce (a horse at a half)",
    "limited-no-pair": "Limited: tricon, sequence, flush, point",
    "limited-tricon-sequence-point": "Limited: tricon, sequence, point",
    "dealer-penalties": "Penalties for the dealer",
    "extended-all-stand": "Extended: trade until all stand",
    "extended-dealer-stays": "Extended: the dealer stays",
    "small-pack": "The 32-card pack",
}
OPPONENTS = {"mixed": "Mixed: a stander and a trader in turn", "stander": "Cautious standers",
             "trader": "Traders", "random": "Random (a baseline)"}


# -- drawing the table --------------------------------------------------------------------------------------------
def card(text: str, size: str = "") -> str:
    return show.card(Card.parse(text), size=size)


def seats_html(view: dict, t: Table | None = None) -> str:
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
        cards = ("<br>" + "".join(card(c, "sm") for c in shown["cards"]) + f" <i>{show.escape(shown['name'])}</i>") \
            if shown else ""
        tag_html = "".join(f'<span class="cm-tag">{show.escape(x)}</span>' for x in tags)
        out.append(f'<div class="{cls}"><span class="cm-name">{show.escape(seat_name(i))}</span>{tag_html}<br>'
                   f"{line2}{cards}</div>")
    return '<div class="cm-seats">' + "".join(out) + "</div>"


def centre_html(view: dict) -> str:
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


def status_html(view: dict, t: Table) -> str:
    """The deal and what is asked, beside the turn banner (which says whose turn it is, or the game's outcome)."""
    if GAME.is_over(t.state):
        return ""
    who = view["to_act"]
    phase = view["phase"]
    if phase == "settled":
        nxt = "You deal" if view["dealer"] == 0 else f"{seat_name(view['dealer'])} deals"
        return f"<b>Deal {view['deal']} is settled.</b> {show.escape(nxt)} next."
    if who == 0:
        if phase == "barter":
            ask = (f"{seat_name(view['offer']['from'])} offers you the {Card.parse(view['offer']['card']).unicode} "
                   "in barter: give one of yours, or stand.")
        elif phase == "horse":
            ask = f"You are out of counters. Buy a horse for {money(view['horse_price'])}?"
        else:
            ask = {"trade": "Trade or stand?", "traded": "You have traded: stand, or let the trading pass on?",
                   "widow": "Stand, pass, or exchange one card with the widow?",
                   "last": "Two have stood: one more exchange with the widow, or pass."}[phase]
        return f"<b>Deal {view['deal']}.</b> {show.escape(ask)}"   # "Your turn." is the banner's
    return f"<b>Deal {view['deal']}.</b>"


NEXT_DEAL = f"{PAGE}:next-deal"   # the block's own move (beside TABLE.UNDO and TABLE.AGAIN)


def columns(cells: list[str]) -> str:
    """Cells side by side in equal columns (the buttons of one card of the hand under each other)."""
    return (f'<div class="cm-cols" style="grid-template-columns:repeat({max(len(cells), 1)},minmax(0,1fr))">'
            + "".join(f"<div>{c}</div>" for c in cells) + "</div>")


def coloured(text: str) -> str:
    """A card's symbol in its suit's colour (two or four colours, as the learner chose), for a button's words."""
    c = Card.parse(text)
    return f'<span class="cp-{show.suit_colour(c.suit)}">{show.escape(c.unicode)}</span>'


def actions_html(view: dict, t: Table) -> str:
    """The learner's moves as the block's buttons: each says what it costs; those the engine would refuse now are
    disabled (a move written in the box is refused by the engine, with its rule)."""
    legal = set(map(str, t.legal())) if t.learners_turn() else set()
    phase = view["phase"]
    hand = view["hand"]
    v = t.variant

    def button(label, action, help_="", primary=False, label_html=False, aria=""):
        return board.button(action, label, key=session.key(PAGE, f"act:{action}"), disabled=action not in legal,
                            help=help_, primary=primary, label_html=label_html, aria=aria)

    if GAME.is_over(t.state):
        return board.row([board.button(TABLE.AGAIN, "Start a new game", key=session.key(PAGE, "again"), primary=True,
                                       icon="refresh")], cls="cp-left")
    if phase == "settled":
        label = "Deal the next hand" if view["to_act"] == 0 else f"Next deal ({seat_name(view['dealer'])} deals)"
        return board.row([board.button(NEXT_DEAL, label, key=session.key(PAGE, "next"), primary=True)], cls="cp-left")
    out = []
    if v.mode == "new":
        if phase in ("trade", "traded", "barter") and view["to_act"] == 0:
            left = seat_name((0 + 1) % view["players"])
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
        if phase in ("widow", "last") and view["to_act"] == 0:
            cells = []
            for c in hand:
                u = Card.parse(c).unicode
                swaps = [button(coloured(w), f"exchange {c} {w}", label_html=True,
                                aria=f"Give {u} for {Card.parse(w).unicode}",
                                help_=f"Exchange: give your {u}, take the {Card.parse(w).unicode} (free).")
                         for w in view["widow"]]
                cells.append(f'<div class="cp-caption">Give {coloured(c)} for:</div>' + board.row(swaps))
            out.append(columns(cells))
            stand = (button("Stand", "stand", "You are satisfied; when two have stood the hands are shown.")
                     if phase == "widow" else "")
            out.append(columns([stand, button("Pass (no more exchanges)", "pass",
                                              "You keep your hand and may exchange no more cards this hand.")]))
        elif view["status"][0] == "passed" and phase in ("widow", "last"):
            out.append('<div class="cp-caption">You passed: you may exchange no more cards this hand.</div>')
        if phase == "horse" and view["to_act"] == 0:
            out.append(columns([button(f"Buy a horse ({money(view['horse_price'])})", "buy-horse",
                                       "One counter from the pool; you play on.", primary=True),
                                button("Decline, and stand out", "decline-horse")]))
    return "".join(out)


def settlement_html(view: dict) -> str:
    res = view["result"]
    if res and res["lines"]:
        return '<div class="cm-settle">' + "<br>".join(show.escape(x) for x in res["lines"]) + "</div>"
    return ""


def review_state_html(view: dict) -> str:
    """The table at a moment of a finished deal, for the review: purses, pool, widow, and the settlement."""
    return seats_html(view) + centre_html(view) + settlement_html(view)


@st.cache_data(max_entries=256, show_spinner=False)
def figures(hand: tuple, known: tuple, pack_size: int, limited: str, others: int) -> dict:
    return hand_figures(hand, known, pack_size, limited, others, samples=1000, seed=7)


def live_odds_html(view: dict) -> str:
    """The chance the learner's hand is best now, and what each trade would do: exact, and simulated with errors."""
    if len(view["hand"]) != 3:
        return '<div class="cp-caption">No cards this hand.</div>'
    hand = tuple(Card.parse(c).index for c in view["hand"])
    known = tuple(sorted(set(hand) | {Card.parse(c).index for c in view["widow"]}))
    others = max(1, sum(1 for i, s in enumerate(view["status"]) if s != "out" and i != 0))
    f = figures(hand, known, view["pack"], view["limited"], others)
    one = f["one_other"]
    sev = f["several"]
    out = [f"<p><b>Your hand:</b> {show.escape(view['hand_name'])}</p>",
           f"<p>Beats one other hand: <b>{odds_ui.prob(one['win'])}</b> (ties {float(one['tie']) * 100:.2f}%), "
           f"exact over {one['hands']:,} hands from the cards you have not seen.</p>",
           f"<p>Best of all {others + 1} hands, simulated (a tie counts half): "
           f"<b>{show.escape(sev['interval']['text'])}</b>.</p>"]
    if view["mode"] == "new":
        rows = []
        for tr, b in zip(f["trades"], f["barter"], strict=True):
            rows.append({"Throw": Card.parse(tr["throw"]).unicode,
                         "Buy: better class": odds_ui.prob(tr["improve"]),
                         "Buy: change in win chance": f"{float(tr['change']) * 100:+.1f} pts",
                         "Barter: better class": b["improve_interval"]["short"]})
        out.append(lesson.table_html(rows, "what each trade would do"))
        out.append('<div class="cp-caption">Buy: exact, over every card the top of the pack may be; change in the '
                   "chance of beating one other hand. Barter: simulated, your neighbour giving the card he can best "
                   f"spare ({f['barter'][0]['samples']:,} deals each; in brackets the 95% interval).</div>")
    elif view["widow"]:
        rows = []
        for c in view["hand"]:
            for w in view["widow"]:
                new = tuple(Card.parse(w).index if x == Card.parse(c).index else x for x in hand)
                wn, _, _, n = H.chance_one(new, known, view["pack"], view["limited"])
                rows.append((wn / n, Card.parse(c).unicode, Card.parse(w).unicode, H.name(new, view["limited"])))
        rows.sort(reverse=True)
        out.append(lesson.table_html([{"Give": a, "Take": b, "Makes": nm, "Beats one other": f"{p * 100:.1f}%"}
                                      for p, a, b, nm in rows[:4]], "the best exchanges with the widow"))
        out.append('<div class="cp-caption">The best exchanges with the widow, exact against one other hand.</div>')
    return '<div class="cp-prose cm-odds">' + "".join(out) + "</div>"


LOG_LINES = 80     # the newest moves only: the whole game's log would be re-sent with every click (the review has all)


def play_table() -> None:
    """The table, in a fragment, as one block (lessons/parts/board.py): a click reruns the fragment and redraws
    one element. Left: the deal, the seats, the pool (the widow), the settlement, your cards and your moves, the
    refusal right below them, Undo and the box to type a move; right: Next / Until my turn, the live figures for
    your hand, the move log. Below the block, the review of a settled deal (Streamlit widgets)."""
    t = TABLE.fresh()   # a new game: the settings' summary, the share link and the save button follow it
    view = t.view()
    hand = ""
    if view["hand"] and not view["shown"]:
        hand = ('<div class="cm-hand"><b>Your cards</b> ' + "".join(card(c, "sm") for c in view["hand"])
                + f" &nbsp; <i>{show.escape(view['hand_name'] or '')}</i></div>")
    undo = board.button(TABLE.UNDO, "Undo my last move", key=session.key(PAGE, "undo"), disabled=not t.has_own_move(),
                        icon="undo", help=board.undo_help(t, "Take back your last move and the computer players' replies."))
    typed = board.typed("Or type a move", key=session.key(PAGE, "typed"),
                        placeholder="stand · trade money 7C · barter 7C · give KH · exchange 7C KH · pass")
    p = board.Parts()   # each part redrawn in the browser only when it changed
    left = (p("seats", seats_html(view, t)) + p("centre", centre_html(view)) + p("settlement", settlement_html(view))
            + p("hand", hand) + p("actions", actions_html(view, t))
            + p("refusal", board.refusal_html(PAGE))   # right below the buttons that were used
            + p("typed", f'<div class="cm-undo">{undo}{typed}</div>'))
    odds = (live_odds_html(view) if view["phase"] in ("trade", "traded", "barter", "widow", "last") and view["hand"]
            else "")
    log = show.move_log_html(t, limit=LOG_LINES, height=220, title="Move log (newest first" + (
        f", the last {LOG_LINES})" if len(t.log()) > LOG_LINES else ")"))
    right = (p("pace", board.row(TABLE.controls(t)) + pace.measured_html(PAGE))
             + p("odds", odds) + p("log", log))
    head = p("head", f'<div class="cm-head">{tableframe.turn_banner_html(t)}<div>{status_html(view, t)}</div></div>')
    TABLE.draw(head + f'<div class="cm-table"><div>{left}</div><div>{right}</div></div>'
               + p("review", review.toggle_html(PAGE, "Review a settled deal: every hand laid open, trade by trade")),
               p, **{NEXT_DEAL: TABLE.next_deal})
    # a hand of Commerce is a deal: laid open once settled, each seat's three cards as they changed hands
    review.hand_review(PAGE, t, noun="Deal", draw_state=review_state_html)


# -- the Odds tab ---------------------------------------------------------------------------------------------------
def combos_rows(pack_size: int = 52, limited: str = "none") -> list[dict]:
    t = combination_table(pack_size, limited)
    return ([{"Combination": r["combination"], "Hands": f"{r['count']:,}", "Chance": odds_ui.prob(r["probability"], 3)}
             for r in t["rows"]] + [{"Combination": "all", "Hands": f"{t['total']:,}", "Chance": "1"}])


def combos_table(pack_size: int = 52, limited: str = "none") -> None:
    st.table(combos_rows(pack_size, limited), hide_index=True, border="horizontal")


def combos_figure() -> str:
    """The Learn tab's table of combinations (the full pack, every combination), drawn inside the lesson's prose."""
    return lesson.table_html(combos_rows(), "how often each combination is dealt from the full pack")


def odds_tab() -> None:
    st.subheader("How often each combination is dealt")
    st.caption("Exact counts over every hand of three the pack can deal. Under Limited Commerce the combinations "
               "not recognised count as point.")
    fig = go.Figure()
    for pack_size in (52, 32):
        for lim in H.LIMITED:
            t = combination_table(pack_size, lim)
            fig.add_bar(name=f"{pack_size} cards, {LIMIT_LABEL[lim]}", x=[r["combination"] for r in t["rows"]],
                        y=[float(r["probability"]) * 100 for r in t["rows"]])
    fig.update_layout(barmode="group", yaxis_title="% of hands", yaxis_type="log", height=360,
                      margin={"l": 10, "r": 10, "t": 10, "b": 10}, legend={"font": {"size": 10}})
    st.plotly_chart(fig, key=session.key(PAGE, "combos-chart"))
    c1, c2 = st.columns(2)
    pack_size = c1.selectbox("Pack", (52, 32), key=session.key(PAGE, "odds-pack"))
    lim = c2.selectbox("Combinations", list(H.LIMITED), format_func=LIMIT_LABEL.get, key=session.key(PAGE, "odds-lim"))
    combos_table(pack_size, lim)
    st.subheader("Any hand")
    text = st.text_input("Three cards", "5S 5H 9D", key=session.key(PAGE, "odds-hand"))
    others = st.slider("Other players", 1, 11 if pack_size == 52 else 6, 3, key=session.key(PAGE, "odds-others"))
    try:
        hand = parse_hand(text, pack_size)
    except BadInput as exc:
        st.warning(exc.reason)
        return
    f = figures(hand, tuple(sorted(hand)), pack_size, lim, others)
    one = f["one_other"]
    st.markdown(f"**{f['name']}** beats one other hand {odds_ui.prob(one['win'])}; best of {others + 1} hands "
                f"{f['several']['interval']['text']} (simulated deals).")
    st.table([{"Throw": Card.parse(tr["throw"]).unicode, "Buy: better class": odds_ui.prob(tr["improve"]),
               "Win chance after (one other)": odds_ui.prob(tr["win_after"]),
               "Change": f"{float(tr['change']) * 100:+.2f} pts"} for tr in f["trades"]],
             hide_index=True, border="horizontal")


# -- the lesson's figures ---------------------------------------------------------------------------------------------
def lesson_values() -> dict[str, str]:
    t = combination_table(52, "none")
    by = {r["combination"]: r for r in t["rows"]}
    v = CommerceVariant(mode="pool")
    return {
        "total52": f"{t['total']:,}",
        "p_tricon": odds_ui.prob(by["tricon"]["probability"], 3),
        "p_sequence": odds_ui.prob(by["sequence"]["probability"], 3),
        "n_tricon": str(by["tricon"]["count"]), "n_sequence": str(by["sequence"]["count"]),
        "n_flush": f"{by['flush']['count']:,}",
        "pool_entry": money(v.pool_entry), "pool_take": money(v.pool_take),
        "horse_third": money(v.horse_price), "horse_half": money(CommerceVariant(mode="pool", horse="half").horse_price),
    }


# -- the table: the shared controller (lessons/parts/tablepage.py) and what differs at Commerce's --------------------
def settled(t: Table) -> bool:
    """A settled hand stays in view: the computer players wait for 'Deal the next hand'."""
    return t.state.phase == "settled"


class CommerceTable(TablePage):
    """Commerce's table on the shared controller. What differs: at a settled deal the computer players wait for 'Deal
    the next hand' (``settled`` stops the pace and Until my turn); the settings (rule set, opponents, players, pack,
    the dealer's penalty, and the share link) are chosen first and played by 'Start a new game with these settings';
    a new game's computer players act at once until the learner's turn; a move may be typed in the block's box."""

    strengths = OPPONENTS

    def __init__(self) -> None:
        # at a settled deal the computer players wait for 'Deal the next hand'; no trick lingers; save and load below
        # the table, the share link being among the settings
        super().__init__(GAME, PAGE, PRESET_LABELS, stop=settled, linger=None,
                         share_label="Save this game, or load one", share_link=False)
        # the settings' keys as the page has always named them (the rule set is the "preset", the bots "opponents")
        self.K_RULES, self.K_STRENGTH = session.key(PAGE, "preset"), session.key(PAGE, "opponents")
        self.K_PACK, self.K_PENALTY = session.key(PAGE, "pack"), session.key(PAGE, "penalty")

    def bots(self, variant, kind: str | None = None) -> dict:
        kind = kind or self.strength()
        if kind == "mixed":
            return {i: BOTS["stander" if i % 2 else "trader"] for i in range(1, variant.players)}
        return {i: registry(GAME.slug)[kind] for i in range(1, variant.players)}

    def build(self, variant: CommerceVariant, seed: int, deal: str | None = None) -> Table:
        return Table.new(GAME, variant, seed, deal=deal, learner=0, bots=self.bots(variant),
                         table={"bots": self.strength()})

    def current(self) -> Table:
        t = super().current()
        if len(t.bots) != t.variant.players - 1:   # a loaded record: seat its computer players again
            kind = t.record.table.get("bots", "mixed")
            t.bots = self.bots(t.variant, kind if kind in OPPONENTS else "mixed")
        return t

    def chosen_variant(self) -> CommerceVariant:
        """The rule set with the players, the pack and the dealer's penalty chosen (BadInput if they cannot be)."""
        k = st.session_state.get
        base = GAME.presets[k(self.K_RULES) or "new-game"]
        options = {"players": int(k(self.K_PLAYERS) or base.players), "pack": int(k(self.K_PACK) or base.pack)}
        if k(self.K_PENALTY) and k(self.K_PENALTY) != base.dealer_penalty:
            options["dealer_penalty"] = k(self.K_PENALTY)
        return GAME.variant_for({**{f: getattr(base, f) for f in base.__dataclass_fields__}, **options})

    def sync_settings(self, t: Table) -> None:
        """Nothing written: the settings start from the table's rules and keep what the learner chose there until
        'Start a new game with these settings' plays it."""

    def new_game(self) -> None:
        try:
            variant = self.chosen_variant()
        except BadInput as exc:
            session.warn(PAGE, f"Those settings cannot be played — {exc.reason}.")
            return
        session.replace(PAGE, self.build(variant, fresh_seed()))
        t = self.current()
        while t.bots_turn() and not settled(t):   # until the learner's turn, or the first deal is settled
            t.step_bot()

    def next_deal(self) -> None:
        t = self.current()
        if t.bots_turn():
            t.step_bot()     # the computer dealer deals; the players then act at the learner's pace
        else:
            self.act("deal")

    def typed(self, text: str) -> None:
        """A move written in the block's box (the box is drawn empty again; kept as written when refused)."""
        if text.strip():
            self.act(text)

    def controls(self, t: Table, again: str = "", short: bool = False) -> list[str]:
        """Next and Until my turn (Undo is beside the box, a new game among the moves once the game is over)."""
        return pace.buttons(PAGE, self.current, stop=settled)

    def draw(self, html: str, parts: board.Parts, typed=None, **handlers) -> None:
        super().draw(html, parts, typed or self.typed, **handlers)

    def play_table(self) -> None:
        play_table()

    def settings_label(self) -> str:
        return "Table settings, share this deal"

    def settings(self, players_help: str = "") -> None:
        """The table's settings and share link, and the pace, above the table's fragment: a click at the table does
        not redraw them (a new game started at the table reruns the whole page)."""
        t = self.current()
        v = t.variant
        keys = (self.K_RULES, self.K_STRENGTH, self.K_PLAYERS, self.K_PACK, self.K_PENALTY)
        bar = tableframe.settings_bar(PAGE, self.settings_label(), keep=keys)
        if not bar.open:
            share.sync_url(GAME, v, t.record.seed, t.record.deal)   # the address bar follows the game, open or not
            return
        with bar:
            names = list(self.rulesets)
            now = GAME.preset_name(v)
            c1, c2 = st.columns([3, 2])
            c1.selectbox("Rule set", names, index=names.index(now) if now in names else 0,
                         format_func=lambda n: PRESET_LABELS.get(n, n), key=self.K_RULES)
            c2.selectbox("Opponents", list(OPPONENTS), format_func=OPPONENTS.get, key=self.K_STRENGTH)
            c1, c2, c3 = st.columns([1, 1, 2])
            c1.number_input("Players", 3, 12, v.players, key=self.K_PLAYERS)
            c2.selectbox("Pack", (52, 32), index=0 if v.pack == 52 else 1, key=self.K_PACK)
            c3.selectbox("Penalties for the dealer", ("off", "each-player", "better-hands"),
                         index=("off", "each-player", "better-hands").index(v.dealer_penalty), key=self.K_PENALTY,
                         help="Off by default: the book calls the penalty unjust.")
            st.button("Start a new game with these settings", key=session.key(PAGE, "new"), on_click=self.new_game)
            st.caption(f"Now: {PRESET_LABELS.get(now or '', 'custom rules')}, {v.players} players, {v.pack} cards, "
                       f"{LIMIT_LABEL[v.limited]}; stake {money(v.stake)}, purse {money(v.purse)}.")
            share.show_link(GAME, v, t.record.seed, t.record.deal)



TABLE = CommerceTable()
TABLE.run(odds=odds_tab, values=lesson_values, figures={"combos": combos_figure})
