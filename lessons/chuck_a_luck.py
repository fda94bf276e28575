"""Chuck-a-Luck: the soldiers' dice game, its painted layout, and why the bank always wins.

What the learner sees:
- **Learn**: the history (camps, ponchos and gum blankets, the names), the equipment, every bet and its
  payment, what "216 to 199" means, why a fair-looking bet is not fair, why high/low and odd/even are
  best, the period terms, the rules with their sources, and a self-check.
- **Play**: the layout painted on a gum blanket. Pick a chip, click a square to put it down, take bets
  back, call for the throw; the dice show and every bet is settled with a line saying why. Computer
  soldiers bet beside you, so the bank's take from the whole table is visible. Beside the layout, the
  exact odds of the bets you have down, live; below it, the log. All of that is one block (``ck.table_html``,
  lessons/parts/board.py), so a click redraws one element. Below the block: save and load, the throws so
  far and your purse over time (redrawn only by a throw), the review of a finished throw.
- **Odds**: every bet's chances and house edge as fractions and percentages, a chart comparing the
  edges, any combination of bets worked out exactly, and "Payday in camp": many soldiers betting the
  same way, simulated, beside the exact expectation.
- **Rule card**: one printable page.

The page is the shared table page (lessons/parts/tablepage.py) with what this table does its own way: no rule set,
players and strength to choose but the table's settings (soldiers, throws, purse, fixed throws), chips and a
blanket, moves that sweep the settled layout first, the history and the review each in a fragment of its own.
Every figure comes from the engine (engine/odds/chuck_a_luck.py); everything drawn, the block's HTML, the charts, the
Odds part's tables and sentences and the lesson's figures in words, is lessons/views/chuck_a_luck.py (``ck``: pure,
tested in tests/views); its stylesheet is lessons/styles/chuck_a_luck.css.

Why longer than a page of 200 lines: what is left is Streamlit's alone. This table's settings are its own (soldiers,
throws, purse, fixed throws, in ``settings``: no players or strength to choose), its callbacks sweep the settled cloth
before a chip (``act``), it draws three fragments (the block; the history and purse chart, redrawn only by a throw;
the review), and its Odds part has widgets of its own: the pay table, the combination explorer and the payday's
sliders and simulation (``odds_tab``, ``explorer_and_payday``, ``payday``, about 90 lines).
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from engine.bots.chuck_a_luck import default_soldiers
from engine.core.errors import BadInput, IllegalAction
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.core.variant import describe
from engine.games.chuck_a_luck import (
    CHIPS,
    GAME,
    PRESETS,
    TABLE_LABELS,
    TOTALS_TABLES,
    Bet,
    ChuckVariant,
    TakeBack,
    money,
    spot_name,
)
from engine.odds import chuck_a_luck as odds
from lessons.parts import board, charts, cite, coach, odds_ui, review, session, share, shared, show, tableframe
from lessons.parts.tablepage import TablePage
from lessons.views import chuck_a_luck as ck
from lessons.views.chuck_a_luck import AGAIN, CHIP_MOVES, PAGE

# The settings boxes take exactly the values the rule options allow, so a link or saved game the engine accepts
# always fits them (and the other way round).
OPTION = {o.name: o for o in describe(ChuckVariant)}
MAX_SOLDIERS = int(OPTION["soldiers"].maximum)


# -- the table: the shared table page, with what this one does its own way -------------------------------------------
class ChuckPage(TablePage):
    """The table page of Chuck-a-Luck: its settings are the table's (rule set, soldiers, throws, purse, fixed
    throws; no players or strength to choose), its block has chips and a blanket and no Undo, and a throw redraws
    the whole page once (the history below the block)."""

    def __init__(self) -> None:
        super().__init__(GAME, PAGE)
        self.K_RULES = session.key(PAGE, "preset")   # the rule set's box
        self.K_CHIP = session.key(PAGE, "chip")
        self.KEEP = [session.key(PAGE, x) for x in ("preset", "soldiers", "throws", "purse", "deal")]

    # -- the table in session state ----------------------------------------------------------------------------
    def build(self, variant: ChuckVariant, seed: int, deal: str | None = None) -> Table:
        """A fresh session: soldiers in every seat the variant has, their money already down."""
        table = Table.new(GAME, variant, seed, deal=deal, bots=default_soldiers(MAX_SOLDIERS))
        table.run_bots()
        return table

    def chosen_variant(self) -> ChuckVariant:
        ss, k = st.session_state, self.KEEP
        base = PRESETS[ss.get(k[0]) or next(iter(PRESETS))]
        purse = round(float(ss.get(k[3], base.purse_cents / 100)) * 100)
        return replace(base, soldiers=int(ss.get(k[1], base.soldiers)), throws=int(ss.get(k[2], base.throws)),
                       purse_cents=max(5, purse))

    def sync_settings(self, t: Table) -> None:
        """Nothing: the settings' boxes start from the table's own rules when they are drawn."""

    def chip(self) -> int:
        """The chip the learner has chosen to put down, in cents (25¢ until another is chosen)."""
        c = st.session_state.get(self.K_CHIP)
        return c if c in CHIPS else 25

    def set_chip(self, cents: int) -> None:
        st.session_state[self.K_CHIP] = cents

    # -- callbacks (the only places the game changes) ----------------------------------------------------------
    def new_game(self) -> None:
        deal = (st.session_state.get(self.KEEP[4]) or "").strip() or None
        try:
            new = self.build(self.chosen_variant(), fresh_seed(), deal)
        except BadInput as exc:
            session.warn(PAGE, f"Those fixed throws could not be used — {exc.reason}. Your session is unchanged.")
            return
        session.replace(PAGE, new)

    def act(self, move: str) -> None:
        """A click on one of the block's buttons, as the engine writes it ("bet high 0.25", "take-back odd",
        "throw", "next"): a chip on the settled cloth has the banker sweep it first, and the soldiers bet after
        the sweep; anything else is answered as a written move."""
        t = self.current()
        try:
            a = t.game.parse_action(move)
        except (IllegalAction, BadInput):
            a = None
        if not (isinstance(a, Bet | TakeBack) or a in ("throw", "next")):
            self.typed(move)
            return

        def go_on():
            if isinstance(a, Bet) and t.state.phase == "settled":
                t.act("next")
                t.run_bots()
            t.act(a)
            if a == "next":
                t.run_bots()

        session.attempt(PAGE, go_on)

    def typed(self, text: str) -> None:
        """A move written in the block's box; refused or not, the engine answers in the block."""
        text = (text or "").strip()
        if not text:
            return
        t = self.current()

        def go_on():
            t.act(t.game.parse_action(text))  # after the throw a bet is refused (rule before-throw)
            if t.bots_turn():
                t.run_bots()

        session.attempt(PAGE, go_on)

    # -- the table's block -------------------------------------------------------------------------------------
    def fresh(self) -> Table:
        """A throw (or a loaded game) changed the history below the block: redraw the whole page once."""
        t = self.current()
        if (st.session_state.get(self.K_RUN) == "done"
                and st.session_state.get(self.K_DRAWN, t.state.throw_no) != t.state.throw_no):
            st.rerun()
        return t

    def draw(self, html: str, parts: board.Parts, **handlers) -> None:
        """The block: its squares, the throw and the written move to the engine; a new session, a chip chosen."""
        board.draw(PAGE, html, self.act, typed=self.typed, parts=parts,
                   handlers={AGAIN: self.new_game, **{m: (lambda c=c: self.set_chip(c)) for m, c in CHIP_MOVES.items()},
                             **handlers})

    @st.fragment
    def play_table(self) -> None:
        """The table, in a fragment, as one block (board.py): a click on a chip, a square or the throw reruns the
        fragment and redraws one element."""
        t = self.fresh()
        if t.bots_turn():
            t.run_bots()
        p = board.Parts()
        self.draw(ck.table_html(t, t.view(), self.chip(), p, banner=tableframe.turn_banner_html(t),
                                refusal=board.refusal_html(PAGE)), p)
        coach.live(PAGE, t)   # live help, after the table (nothing drawn unless the learner chose it)
        if shared.seated_at(t):
            shared.watch_here(t)   # a shared layout: redrawn when another seat bets or the banker throws

    @st.fragment
    def history_panel(self) -> None:
        """The throws so far and the purse chart: they change only with a throw, so they sit in their own fragment
        and a chip click does not redraw them (a throw reruns the page: ``fresh``)."""
        t = self.current()
        st.session_state[self.K_DRAWN] = t.state.throw_no
        view = t.view()
        if not view["history"]:
            return
        show.html(ck.history_html(view["history"]))
        charts.chart(ck.purse_figure(view), session.key(PAGE, "purse-chart"), "Purses after each throw",
                     config={"displayModeBar": False})

    @st.fragment
    def review_panel(self) -> None:
        """Finished throws replayed for the class: each seat's bets as they went down, the throw, the settlement
        (in its own fragment, so stepping through it redraws only the review, and a chip click does not)."""
        review.toggle(PAGE, "Review a finished throw: the bets, the dice and the settlement, move by move")
        review.hand_review(PAGE, self.current(), noun="Throw",
                           draw_state=ck.review_state_html, per_seat=False, start="Before any bet is laid.")

    # -- the settings, save and load ---------------------------------------------------------------------------
    def settings(self, players_help: str = "") -> None:
        t = self.current()
        v = t.variant
        bar = tableframe.settings_bar(PAGE, "Table settings, share this session", keep=self.KEEP, paced=False)
        if not bar.open:
            share.sync_url(GAME, v, t.record.seed, t.record.deal)   # the address bar follows the game, open or not
            return
        with bar:
            names = list(PRESETS)
            current = GAME.preset_name(v)
            c1, c2, c3, c4 = st.columns([3, 1, 1, 1])
            c1.selectbox("Rule set", names, index=names.index(current) if current in names else 0,
                         format_func=self.rulesets.get, key=self.K_RULES)
            c2.number_input("Soldiers", int(OPTION["soldiers"].minimum), MAX_SOLDIERS, v.soldiers, key=self.KEEP[1])
            c3.number_input("Throws", int(OPTION["throws"].minimum), int(OPTION["throws"].maximum), v.throws,
                            key=self.KEEP[2])
            c4.number_input("Purse ($)", OPTION["purse_cents"].minimum / 100, OPTION["purse_cents"].maximum / 100,
                            v.purse_cents / 100, step=1.0, format="%.2f", key=self.KEEP[3])
            st.text_input("Fix the first throws (optional, for a demonstration)", key=self.KEEP[4],
                          placeholder="e.g. 6-6-6 1-2-3: the first throw a raffle, the second 1-2-3",
                          help="A teacher's tool: the session's first throws are these; later throws come from the "
                               "seed. The share link carries them, so the whole class sees the same dice.")
            st.button("Start a new session with these settings", key=session.key(PAGE, "new"), on_click=self.new_game)
            st.caption(f"Now: {self.rulesets.get(current or '', 'custom rules')}; totals paid by the "
                       f"{TABLE_LABELS[v.totals_table].lower()}; the bank holds {money(v.bank_cents)} to start. "
                       f"Default purse $13.00: a Union private's pay for a month "
                       f"{cite.text('us-pay-1861', '§1')}.")
            share.show_link(GAME, v, t.record.seed, t.record.deal)

    def share_and_save(self) -> None:
        """Save or load, outside the table's fragment so a chip click does not re-send it (the link is with the
        settings)."""
        share.panel(PAGE, GAME, self.current(), "Save this session, or load one", link=False)

    def play(self) -> None:
        seated = self.shared()
        if seated is not None:   # a shared layout (lessons/parts/shared.py): its lobby, the table, the review
            shared.lobby(seated)
            self.play_table()
            coach.picker(PAGE, seated)
            self.review_panel()
            return
        self.settings()
        self.play_table()
        coach.picker(PAGE, self.current())
        self.share_and_save()
        self.history_panel()
        self.review_panel()

    # -- the Odds tab ------------------------------------------------------------------------------------------
    def odds_tab(self) -> None:
        t = self.current()
        names = list(TOTALS_TABLES)
        st.markdown("Everything here is **exact**: counted over the 216 equally likely throws of three dice, and "
                    "shown as a fraction beside its percentage (the payday simulation says so, with its sample size).")
        show.html(ck.live_odds_html(t.view(), t.variant))  # the bets you have down in Play now (also beside the layout)
        if t.variant.layout == "numbers":   # Sweat's cloth (rule sweat-cloth): its six numbers, no totals to pay
            v, which = t.variant, None
            st.subheader("Every bet on the cloth: the six numbers")
        else:
            which = st.selectbox("Pay table for totals", names, index=names.index(t.variant.totals_table),
                                 format_func=lambda n: TABLE_LABELS[n], key=session.key(PAGE, "odds-table"))
            v = next(pv for pv in PRESETS.values() if pv.totals_table == which)   # the rules of that layout
            st.subheader("Every bet on the layout")
        odds_ui.fraction_table(ck.bet_table_rows(v))
        if which == "grand-hazard-1890":
            st.caption(f"With this layout the raffle is also paid “30 for 1”, that is {v.raffle_pays} to 1.")
        if which is not None:   # Sweat's cloth has one kind of bet: no bets to compare
            st.subheader("The house's edge, bet by bet")
            charts.chart(ck.edge_figure(odds.edge_summary(v)), session.key(PAGE, "edge-chart"),
                         "The house's edge, bet by bet", config={"displayModeBar": False})
        self.explorer_and_payday(v)

    @st.fragment
    def explorer_and_payday(self, v: ChuckVariant) -> None:
        st.subheader("Any combination of bets")
        view = self.current().view()
        on_layout = ck.my_bets(view) if view["phase"] == "betting" else {}
        strategies = ({ck.LAYOUT_NOW: on_layout} if on_layout else {}) | {   # only bets this layout has
            name: bets for name, bets in ck.STRATEGIES.items() if set(bets) <= set(v.spots)}
        c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
        choice = c1.selectbox("A way of betting", list(strategies), key=session.key(PAGE, "strategy"),
                              help="Your own bets on the layout in Play appear first while they are down.")
        c2.button("↻ Read the layout", key=session.key(PAGE, "reread"),
                  help="Read the bets you have down in Play now (this section updates on its own when you use it).")
        custom = st.multiselect("…or choose your own bets (each at the stake below)", v.spots, format_func=spot_name,
                                key=session.key(PAGE, "custom"))
        stake = st.select_slider("Stake on each of your own bets", CHIPS, value=25, format_func=money,
                                 key=session.key(PAGE, "custom-stake"))
        bets = {s: stake for s in custom} if custom else strategies.get(choice, next(iter(strategies.values())))
        d = odds.distribution(bets, v)
        st.markdown(ck.combination_text(bets, d))
        odds_ui.fraction_table(ck.distribution_rows(d))
        payday(bets, d, v)

    # -- the lesson's figures (lessons/text/chuck_a_luck/*.md fills its {{value}} slots from these) --------------
    def lesson_values(self) -> dict[str, str]:
        """Every number the lesson, the self-check and the rule card print, from the engine's exact counts: the
        lesson's for the default rules, the rule card's for the rules at the table now."""
        v = self.current().variant
        return figures_for(repr(v), v)


# -- the Odds tab's payday -----------------------------------------------------------------------------------------
def payday(bets: dict[str, int], d: dict, v: ChuckVariant) -> None:
    """Payday in camp: a company of soldiers making these bets, simulated, beside the exact expectation."""
    st.subheader("Payday in camp")
    st.markdown("A company draws its pay and every soldier bets the same way, throw after throw, until the "
                "session ends or he can no longer cover his bets (he is *broke*). How do their purses spread out?")
    c1, c2, c3 = st.columns(3)
    soldiers = c1.select_slider("Soldiers", [100, 1_000, 10_000, 50_000, 100_000], value=10_000,
                                key=session.key(PAGE, "pay-n"))
    throws = c2.slider("Throws each", 1, 200, 20, key=session.key(PAGE, "pay-t"))
    purse = round(c3.number_input("Purse ($)", 0.05, 500.0, 13.0, step=1.0, format="%.2f",
                                  key=session.key(PAGE, "pay-purse")) * 100)
    if purse < d["staked"]:
        st.warning(f"A purse of {money(purse)} cannot cover these bets ({money(d['staked'])} a throw).")
        return
    seed = st.session_state.setdefault(session.key(PAGE, "pay-seed"), 1861)
    if st.button("Pay the company again (new dice)", icon=":material/casino:", key=session.key(PAGE, "pay-again")):
        st.session_state[session.key(PAGE, "pay-seed")] = seed = seed + 1
    sim = odds.payday_simulation(bets, purse, soldiers, throws, seed, v)
    exact = odds.payday_exact(bets, purse, throws, v)
    broke = int(round(sim["share_broke"] * soldiers))
    ahead = int(round(sim["share_ahead"] * soldiers))
    left, right = st.columns(2)
    with left:
        st.markdown(f"**Simulated** ({soldiers:,} soldiers × {throws} throws = {sim['throws_played']:,} throws "
                    f"played; seed {seed})")
        st.markdown(f"- mean final purse **{money(round(sim['mean']))}** ± {sim['stderr_mean']:.1f}¢ "
                    "(standard error)\n"
                    f"- went broke: {odds_ui.estimate(broke, soldiers)}\n"
                    f"- came out ahead: {odds_ui.estimate(ahead, soldiers)}")
    with right:
        st.markdown("**Exact** (every sequence of throws counted)")
        st.markdown(ck.exact_payday_lines(d, purse, throws, odds.expected_if_never_broke(bets, purse, throws, v),
                                          exact))
    charts.chart(ck.payday_figure(sim["finals"], exact, purse, soldiers), session.key(PAGE, "payday-chart"),
                 "Final purses on payday: soldiers by purse", config={"displayModeBar": False})
    st.caption("Bars: how many of the simulated soldiers ended with each purse. Dots: how many the exact "
               "calculation expects there. The dashed line is the pay they drew.")


# Cached in Streamlit's cache, not functools': a page's script runs in a fresh namespace at every run. Keyed by the
# rules' repr (a frozen dataclass: every option and its value), bounded, since a link may name any rules.
@st.cache_data(max_entries=32, show_spinner=False)
def figures_for(rules: str, _v: ChuckVariant) -> dict[str, str]:
    """``lesson_values`` for a table's rules (``_v``, named by ``rules``), in words (lessons/views/chuck_a_luck.py):
    the same for every visitor at those rules, so counted once a process (every bet and pay table's figures: 9 ms
    the first time, about 1 ms at each later opening of the lesson with the engine's counts cached)."""
    return ck.lesson_values(_v)


TABLE = ChuckPage()
# Lazy tabs (lessons/parts/lesson.py): only the open tab is built and sent, so a chip click (a fragment rerun)
# never makes the browser redraw the lesson's text or the odds charts hidden in other tabs. A shared link opens
# at the table.
TABLE.run(odds=TABLE.odds_tab, values=TABLE.lesson_values)
