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
what is legal. Everything drawn is drawn by ``lessons/views/commerce.py`` from the learner's view; the page reads
the session and passes what it reads. It stays longer than 200 lines because of ``CommerceTable`` below (about 115
lines of Streamlit and session code): the settings panel's five widgets and the share link, the new game that plays
the computer players to the learner's turn, the next deal, and the computer players seated again at a loaded game.
"""

from __future__ import annotations

import streamlit as st

from engine.bots import bots_for as registry
from engine.bots.commerce import BOTS
from engine.core.cards import Card
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.commerce import GAME, CommerceVariant
from engine.games.commerce import hands as H
from engine.games.commerce.words import money
from engine.odds.commerce import LIMIT_LABEL, hand_figures, parse_hand, seat_question, widow_exchanges
from lessons.parts import board, charts, pace, review, session, share, tableframe
from lessons.parts.tablepage import TablePage
from lessons.views import commerce as V

PAGE = V.PAGE   # the page's key: its module name
OPPONENTS = {"mixed": "Mixed: a stander and a trader in turn", "stander": "Cautious standers",
             "trader": "Traders", "random": "Random (a baseline)"}


# -- the Play tab: the table as one block, drawn by lessons/views/commerce.py ------------------------------------------
@st.cache_data(max_entries=256, show_spinner=False)
def figures(hand: tuple, known: tuple, pack_size: int, limited: str, others: int) -> dict:
    return hand_figures(hand, known, pack_size, limited, others, samples=1000, seed=7)


def live_odds(view: dict) -> str:
    """The live figures for the learner's hand while it may still change: the engine's (``figures`` cached per
    hand; the widow's exchanges counted exactly at each draw), drawn by the view."""
    if view["phase"] not in V.LIVE or not view["hand"]:
        return ""
    question = seat_question(view)
    if question is None:
        return V.live_odds_html(view, None)
    hand, known, pack_size, limited, _ = question
    widow = tuple(Card.parse(c).index for c in view["widow"])
    exchanges = widow_exchanges(hand, widow, known, pack_size, limited) if view["mode"] != "new" and widow else []
    return V.live_odds_html(view, figures(*question), exchanges)


def play_table() -> None:
    """The table, in a fragment, as one block (lessons/parts/board.py): a click reruns the fragment and redraws
    one element. The view module draws it from the learner's view; the page adds what it reads from the session
    (the turn banner, the refusal, the pace, the review's toggle). Below the block, the review of a settled deal
    (Streamlit widgets)."""
    t = TABLE.fresh()   # a new game: the settings' summary, the share link and the save button follow it
    view = t.view()
    html, parts = V.block(view, t, banner=tableframe.turn_banner_html(t), refusal=board.refusal_html(PAGE),
                          pace=board.row(TABLE.controls(t)) + pace.measured_html(PAGE), odds=live_odds(view),
                          review=review.toggle_html(PAGE, "Review a settled deal: every hand laid open, trade by trade"))
    TABLE.draw(html, parts, **{V.NEXT_DEAL: TABLE.next_deal})
    # a hand of Commerce is a deal: laid open once settled, each seat's three cards as they changed hands
    review.hand_review(PAGE, t, noun="Deal", draw_state=V.review_state_html)


# -- the Odds tab ---------------------------------------------------------------------------------------------------
def odds_tab() -> None:
    st.subheader("How often each combination is dealt")
    st.caption("Exact counts over every hand of three the pack can deal. Under Limited Commerce the combinations "
               "not recognised count as point.")
    charts.chart(V.combos_chart(), session.key(PAGE, "combos-chart"), "How often each combination is dealt")
    c1, c2 = st.columns(2)
    pack_size = c1.selectbox("Pack", (52, 32), key=session.key(PAGE, "odds-pack"))
    lim = c2.selectbox("Combinations", list(H.LIMITED), format_func=LIMIT_LABEL.get, key=session.key(PAGE, "odds-lim"))
    st.table(V.combos_rows(pack_size, lim), hide_index=True, border="horizontal")
    st.subheader("Any hand")
    text = st.text_input("Three cards", "5S 5H 9D", key=session.key(PAGE, "odds-hand"))
    others = st.slider("Other players", 1, 11 if pack_size == 52 else 6, 3, key=session.key(PAGE, "odds-others"))
    try:
        hand = parse_hand(text, pack_size)
    except BadInput as exc:
        st.warning(exc.reason)
        return
    f = figures(hand, tuple(sorted(hand)), pack_size, lim, others)
    st.markdown(V.hand_summary(f))
    st.table(V.trade_rows(f), hide_index=True, border="horizontal")


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
        super().__init__(GAME, PAGE, stop=settled, linger=None,
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
                         format_func=self.rulesets.get, key=self.K_RULES)
            c2.selectbox("Opponents", list(OPPONENTS), format_func=OPPONENTS.get, key=self.K_STRENGTH)
            c1, c2, c3 = st.columns([1, 1, 2])
            c1.number_input("Players", 3, 12, v.players, key=self.K_PLAYERS)
            c2.selectbox("Pack", (52, 32), index=0 if v.pack == 52 else 1, key=self.K_PACK)
            c3.selectbox("Penalties for the dealer", ("off", "each-player", "better-hands"),
                         index=("off", "each-player", "better-hands").index(v.dealer_penalty), key=self.K_PENALTY,
                         help="Off by default: the book calls the penalty unjust.")
            st.button("Start a new game with these settings", key=session.key(PAGE, "new"), on_click=self.new_game)
            st.caption(f"Now: {self.rulesets.get(now or '', 'custom rules')}, {v.players} players, {v.pack} cards, "
                       f"{LIMIT_LABEL[v.limited]}; stake {money(v.stake)}, purse {money(v.purse)}.")
            share.show_link(GAME, v, t.record.seed, t.record.deal)



TABLE = CommerceTable()
TABLE.run(odds=odds_tab, values=V.lesson_values, figures={"combos": V.combos_figure})
