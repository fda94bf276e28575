"""Draw Poker after Schenck (1880): the lesson, the table, and the exact odds behind his advice.

What the learner sees: the history and each rule (Learn); a table with five clickable cards, only
the legal bets with their amounts, the pool, the other players' cards face down until the call, and a
move log in Schenck's words (Play, with the live odds for the decision beside it); the odds of every
hold, of being beaten, and of each hand being dealt (Odds); a printable rule card.

The Play tab runs on the shared table page (lessons/parts/tablepage.py; :class:`DrawPokerTable` says where Draw
Poker's differs): the new session's settings and the pace above the table; the table itself in the pace's fragment
as ONE element (lessons/parts/board.py, issue 12's click budget): the felt, the hand, the bets or the draw, the
refusal, the move box, Undo, the log, Next / Until my turn and the live odds, all HTML built from the learner's
view, its buttons sending the engine's moves back; the after-hand review below it; share, save and load below.
Its stylesheet is lessons/styles/draw_poker.css. What the table shows is drawn by lessons/views/draw_poker.py, pure
functions from the learner's view to HTML; this page reads the session (the cards marked, the odds' toggle) and asks
the engine (engine/odds/draw_poker.py, cached here) for what they draw.

Longer than the 200 lines a page aims at, and why: what stays is Streamlit's and Draw Poker's own. DrawPokerTable
(about 140 lines) keeps a new session's six settings in a form of its own (not the shared rule set and strength),
the opponents' style kept in the table's record, the discards marked before the draw, and the next deal dealt by a
computer dealer; the Odds tab (about 60 lines) is widgets (a hand typed in, the ranking, the ace, the opponents and
their draws); the engine's odds are cached here (st.cache_data), the table's draw odds cached whole per hand and deck.
"""

from __future__ import annotations

import streamlit as st

from engine.bots.draw_poker import BOTS
from engine.core.cards import Card
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.draw_poker import GAME, DrawPokerVariant
from engine.games.draw_poker.hands import ACE_RULES, RANKING_LABEL, RANKINGS, describe
from engine.odds import draw_poker as O
from lessons.parts import board, charts, odds_ui, pace, review, session, show, tableframe
from lessons.parts.tablepage import TablePage
from lessons.views import draw_poker as V

PAGE = V.PAGE   # the page's key: its module name
K = lambda name: session.key(PAGE, name)  # noqa: E731 - a short alias for session keys
STYLES = {"mixed": "A mixed table (book, cautious, bluffer)", "book": "All play Schenck's book",
          "cautious": "All cautious", "bluffer": "All bluffers"}
ACE_LABEL = {"high-or-low": "Ace high or low (A-K-Q-J-10 and 5-4-3-2-A)", "high-only": "Ace only high",
             "low-only": "Ace only low (English usage)"}
SETTINGS = ("seats", "ranking", "ace", "limit", "deals")   # a new session's rules, as the settings name them
CUSTOM = "custom"   # the rule-set box when the options chosen are no named rule set


def _advance(t: Table) -> None:
    """Computer players act until it is the learner's turn, or a hand is over (so it can be seen)."""
    n = 0
    while t.bots_turn() and t.view()["phase"] != "showdown" and n < 5000:
        t.step_bot()
        n += 1


def _marked() -> set:
    return st.session_state.setdefault(K("marked"), set())


def _showdown(t: Table) -> bool:
    """The hand is shown down: the computer players wait for 'Next deal', so the hands can be seen."""
    return t.view()["phase"] == "showdown"


def _schenck(view: dict) -> dict:
    """Schenck's first choice for the learner's hand: what it keeps, his line and its locator."""
    return O.schenck_advice(tuple(Card.parse(c).index for c in view["hand"]), view["ranking"], view["ace"])[0]


def _advised_throw(view: dict) -> list[str]:
    """The cards Schenck's advice throws away from the learner's hand."""
    keep = _schenck(view)["keep"]
    return [c for c in view["hand"] if c not in keep]


class DrawPokerTable(TablePage):
    """The shared table page (lessons/parts/tablepage.py) and what Draw Poker's table does its own way: its settings
    are a new session's (players, ranking, the ace, limit, deals, the opponents' style), dealt by their own button; the
    computer players wait at the showdown for 'Next deal', so the hands can be seen; the opponents' style is the
    table's choice, kept in its record; the learner marks his discards before he draws, and may write a move."""

    strengths = STYLES   # the computer players: the opponents' style, in the settings as 'draw_poker:style'

    def __init__(self) -> None:
        super().__init__(GAME, PAGE, stop=_showdown, linger=None, table_choices={"opponents": tuple(STYLES)})
        self.K_STRENGTH = K("style")

    # -- the table in session state ----------------------------------------------------------------------------------
    def bots(self, variant, style: str | None = None) -> dict:
        style = style or self.strength()
        keys = ["book", "cautious", "bluffer"] if style == "mixed" else [style]
        return {i: BOTS[keys[(i - 1) % len(keys)]] for i in range(1, self.game.seats(variant))}

    def build(self, variant, seed: int, deal: str | None = None, style: str | None = None) -> Table:
        style = style or self.strength()
        t = Table.new(self.game, variant, seed, deal=deal, learner=0, bots=self.bots(variant, style),
                      table={"opponents": style})
        _advance(t)
        return t

    def chosen_variant(self) -> DrawPokerVariant:
        """The new session's rules as the settings name them (a mix the rules refuse raises ValueError)."""
        return DrawPokerVariant(**{x: st.session_state[K(x)] for x in SETTINGS})

    def sync_settings(self, t: Table) -> None:
        """The settings start from the table's rules; what the learner then chooses waits for a new session."""
        for x in SETTINGS:
            st.session_state.setdefault(K(x), getattr(t.variant, x))
        st.session_state.setdefault(self.K_STRENGTH, t.record.table.get("opponents", "mixed"))

    # -- callbacks: the only places the game changes --------------------------------------------------------------
    def unmark(self) -> None:
        st.session_state[K("marked")] = set()

    def new_game(self) -> None:
        """A new session with the rules and the computer players chosen in the settings."""
        try:
            v = self.chosen_variant()
        except ValueError as exc:
            session.warn(self.PAGE, str(exc))
            return
        session.replace(self.PAGE, self.build(v, fresh_seed()))
        self.unmark()

    def again(self) -> None:
        """A new session at the end of one: the table's rules and computer players."""
        t = self.current()
        session.replace(self.PAGE, self.build(t.variant, fresh_seed(), style=t.record.table.get("opponents", "mixed")))
        self.unmark()

    def act(self, text: str) -> None:
        if session.attempt(self.PAGE, self.current().act, text):
            self.unmark()   # the computer players answer at the pace chosen (lessons/parts/pace)

    def typed(self, text: str) -> None:
        """A move written in the block's box: the engine reads it (and refuses it with its rule) like a click."""
        if text.strip():
            self.act(text)

    def undo(self) -> None:
        super().undo()
        self.unmark()

    def next_deal(self) -> None:
        t = self.current()
        if t.learners_turn():
            self.act("deal")
        else:
            t.step_bot()   # the computer dealer deals; the players then act at the pace chosen
            session.clear(self.PAGE)
        self.unmark()

    def toggle(self, card: str) -> None:
        _marked().symmetric_difference_update({card})
        session.clear(self.PAGE)

    def mark(self, cards: list[str]) -> None:
        st.session_state[K("marked")] = set(cards)
        session.clear(self.PAGE)

    # -- the table's block ----------------------------------------------------------------------------------------
    def controls(self, t: Table, again: str = "", short: bool = True) -> list[str]:
        """Next and Until my turn, which stop at the showdown (Undo stands by the move box; a new session, Next
        deal and the bets stand below the hand)."""
        return pace.buttons(self.PAGE, self.current, stop=self.stop, short=short)

    def play_table(self) -> None:
        """The table, in the pace's fragment, as ONE block (lessons/parts/board.py): on the left whose turn it is, the
        felt, the hand, the bets (or the draw, or the next deal), the refusal right below them, the box to write a
        move with Undo, and the move log; on the right Next / Until my turn, the pace measured and the live odds. A
        click reruns the fragment and redraws one element. The after-hand review follows the block."""
        t = self.fresh()
        view = t.view()
        at_shared = board.shared_seat(t)   # a seat at a shared table: no Undo, no new session
        drawing = V.drawing(view)   # his cards are buttons that mark them to throw away
        hand = V.hand_html(view, _marked(), _schenck(view)) if drawing else V.hand_html(view)
        p = board.Parts()   # each part redrawn in the browser only when it changed (a card marked: the hand alone)
        left = (p("turn", tableframe.turn_banner_html(t))
                + p("felt", V.felt_html(view, {s: b.label for s, b in t.bots.items()}))
                + p("hand", hand) + p("actions", V.actions_html(view, t.legal(), shared=at_shared))
                + p("refusal", board.refusal_html(PAGE))   # right below the buttons used, above the move box
                + p("typed", V.typed_row(t.has_own_move(), board.undo_help(t, V.UNDO_WORDS), undo=not at_shared))
                + p("log", show.move_log_html(t, height=220, limit=80, title="Move log (newest first)"))
                + p("review", review.toggle_html(PAGE)))
        right = p("pace", board.row(self.controls(t)) + pace.measured_html(PAGE)) + p("odds", live_odds_html(view))
        marks = {V.MARK + c: (lambda c=c: self.toggle(c)) for c in (view["hand"] if drawing else [])}
        self.draw(V.block_html(left, right), p, typed=self.typed,
                  **{V.AGAIN: self.again, V.NEXT_DEAL: self.next_deal, V.ALL_HOLDS: _toggle_all,
                     V.ADVICE: lambda: self.mark(_advised_throw(self.current().view())), **marks})
        review.hand_review(PAGE, t)

    # -- the settings, the share link, save and load ---------------------------------------------------------------
    def settings_label(self) -> str:
        return "New session: players, ranking, limit, opponents"

    def settings(self, players_help: str = "") -> None:
        """A new session's rules and players (opened from the settings bar) and the pace, above the table's fragment:
        a click at the table does not redraw them; a change here waits for 'Deal a new session'."""
        bar = tableframe.settings_bar(PAGE, self.settings_label(), keep=[K(x) for x in SETTINGS] + [self.K_STRENGTH])
        if not bar.open:
            return
        with bar:
            self.rule_set_box()
            c = st.columns(3)
            c[0].selectbox("Players", (2, 3, 4, 5, 6, 7), key=K("seats"))
            c[1].selectbox("Ranking of hands", list(RANKINGS), format_func=RANKING_LABEL.get, key=K("ranking"))
            c[2].selectbox("The ace in sequences", ACE_RULES, format_func=ACE_LABEL.get, key=K("ace"))
            c = st.columns(3)
            c[0].number_input("Limit of a bet or raise (0 = none but table stakes)", 0, 1000, key=K("limit"))
            c[1].number_input("Deals in the session", 1, 500, key=K("deals"))
            c[2].selectbox("Computer players", list(STYLES), format_func=STYLES.get, key=self.K_STRENGTH)
            st.button("Deal a new session", key=K("new"), on_click=self.new_game, type="primary")


    def rule_set_box(self) -> None:
        """The rule sets by the engine's labels (when and after whom): choosing one fills the options below; the box
        names the set the options now make, or says they are the learner's own mix."""
        now = {x: st.session_state[K(x)] for x in SETTINGS if x != "seats"}
        try:
            name = GAME.preset_name(DrawPokerVariant(**now)) or CUSTOM
        except ValueError:   # a mix the rules refuse: 'Deal a new session' says why
            name = CUSTOM
        st.session_state[K("rule-set")] = name
        st.selectbox("Rule set", [*self.rulesets, CUSTOM], key=K("rule-set"), on_change=_rule_set_chosen,
                     format_func=lambda n: self.rulesets.get(n, "Your own choice of the options below"))


def _rule_set_chosen() -> None:
    name = st.session_state[K("rule-set")]
    if name in GAME.presets:
        for x in SETTINGS:
            if x != "seats":   # the players stay as chosen: no rule set differs by them
                st.session_state[K(x)] = getattr(GAME.presets[name], x)


def _toggle_all() -> None:
    st.session_state[K("all-live")] = not st.session_state.get(K("all-live"))


# -- odds on the page: the engine's, cached (a click that marks a card looks them up) -------------------------------
@st.cache_data(max_entries=512, show_spinner=False)
def _analysis(hand: tuple, ranking: str, ace: str) -> dict:
    return O.analyse_hand(hand, ranking, ace)


@st.cache_data(max_entries=512, show_spinner=False)
def _sensible(hand: tuple, ranking: str, ace: str) -> list:
    return O.sensible_holds(_analysis(hand, ranking, ace))


@st.cache_data(max_entries=512, show_spinner=False)
def _beaten(hand: tuple, known: tuple, opponents: int, ranking: str, ace: str):
    return O.chance_beaten(hand, known, opponents, ranking, ace)


@st.cache_data(max_entries=256, show_spinner=False)
def _read_draws(hand: tuple, known: tuple, draws: tuple, ranking: str, ace: str) -> dict:
    return O.read_the_draw(hand, known, draws, ranking, ace)


def _holds(hand: tuple, ranking: str, ace: str, show_all: bool) -> tuple[dict, list[dict]]:
    """The analysis of every way of drawing to a hand, and the ways to show: all 32, or the sensible ones."""
    a = _analysis(hand, ranking, ace)
    return a, (V.all_first(a["holds"]) if show_all else _sensible(hand, ranking, ace))


def draw_odds(hand_texts: list[str], ranking: str, ace: str, key: str, all_default: bool = False) -> None:
    """The Odds tab's table of every way of drawing to a hand (exact fractions and percentages)."""
    show_all = st.toggle(V.ALL_WAYS, value=all_default, key=K(f"all-{key}"))
    a, holds = _holds(tuple(Card.parse(c).index for c in hand_texts), ranking, ace, show_all)
    st.caption(V.draw_lead(a))
    odds_ui.fraction_table(V.holds_rows(a, holds))
    if not show_all:
        st.caption(V.DRAW_TAIL)


# Cached whole: a click that marks a card redraws the table, not the odds (one cache look-up instead of building
# the rows again, about 1 ms of the click; issue 12's click budget). The cards' colours follow the four-colour deck,
# part of the key.
@st.cache_data(max_entries=512, show_spinner=False)
def _draw_odds_block(hand_texts: tuple, ranking: str, ace: str, show_all: bool, four: bool) -> str:
    a, holds = _holds(tuple(Card.parse(c).index for c in hand_texts), ranking, ace, show_all)
    return V.draw_odds_html(a, holds, show_all, four)


def live_odds_html(view: dict) -> str:
    """The odds for the decision on the table, in the table's block: before the learner's draw, what each way of
    drawing can make of his hand (with the block's toggle for all 32 ways); after it, the chance of being beaten,
    exact for one opponent, simulated for several, and read from the others' draws."""
    stage = V.odds_stage(view)
    if stage == "draw":
        body = _draw_odds_block(tuple(view["hand"]), view["ranking"], view["ace"],
                                bool(st.session_state.get(K("all-live"))), show.four_colour())
    else:
        body = V.beaten_html(view, *_beaten_figures(view)) if stage == "beaten" else ""
    return V.live_odds_html(stage, body)


def _beaten_figures(view: dict) -> tuple:
    """The chance that the learner's hand is beaten (exact for one opponent; simulated for the others still in,
    when several) and the reading of their draws, once all of them have drawn (else None)."""
    live = V.others_in(view)
    if not live:
        return None, None, None
    hand = tuple(Card.parse(c).index for c in view["hand"])
    known = tuple(Card.parse(c).index for c in view["discarded"])
    exact, sim = _beaten(hand, known, len(live), view["ranking"], view["ace"])
    draws = V.their_draws(view)
    return exact, sim, None if draws is None else _read_draws(hand, known, draws, view["ranking"], view["ace"])


def _use_my_hand() -> None:
    st.session_state[K("odds-hand")] = " ".join(TABLE.current().view()["hand"])


@st.fragment
def odds_tab() -> None:
    st.subheader("What to keep: every way of drawing to a hand")
    t = TABLE.current()
    if K("odds-hand") not in st.session_state:
        st.session_state[K("odds-hand")] = " ".join(t.view()["hand"]) or "QS QH 7D 4C 2S"
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    text = c1.text_input("Five cards (e.g. QS QH 7D 4C 2S, or 10H JH QH KH AH)", key=K("odds-hand"))
    c2.button("Use my hand on the table", key=K("odds-mine"), on_click=_use_my_hand, width="stretch",
              disabled=len(t.view()["hand"]) != 5)
    c1, c2 = st.columns(2)
    ranking = c1.selectbox("Ranking", list(RANKINGS), format_func=RANKING_LABEL.get, key=K("odds-ranking"),
                           index=list(RANKINGS).index(t.variant.ranking))
    ace = c2.selectbox("Ace", ACE_RULES, format_func=ACE_LABEL.get, key=K("odds-ace"),
                       index=ACE_RULES.index(t.variant.ace))
    try:
        hand = O.parse_hand(text)
    except BadInput as exc:
        st.error(f"That is not a hand: {exc.reason}.")
        return
    texts = [str(Card.parse(c)) for c in text.replace(",", " ").split()]
    show.html(V.cards_html(texts))
    draw_odds(texts, ranking, ace, "tab")
    st.subheader("Could it be beaten?")
    n = st.slider("Opponents still in", 1, 6, 1, key=K("odds-opp"))
    exact, sim = _beaten(hand, (), n, ranking, ace)
    st.markdown(V.one_opponent_md(describe(hand, ranking, ace).name, exact))
    if sim:
        st.markdown(V.several_md(n, sim))
    cols = st.columns(n)
    picked = [cols[i].selectbox(f"Opponent {i + 1}", list(V.DRAWS), index=3, key=K(f"odds-draw-{i}"))
              for i in range(n)]
    st.markdown(V.read_md(_read_draws(hand, (), tuple(V.DRAWS[p] for p in picked), ranking, ace)))


def standing() -> None:
    st.subheader("Standing: how often each hand is dealt")
    counts = {ranking: O.dealt_counts(ranking, "high-or-low") for ranking in RANKINGS}
    charts.chart(V.dealt_chart(counts, O.dealt_total()), K("dealt-chart"), "How often each hand is dealt")
    odds_ui.fraction_table(V.standing_rows(counts, O.dealt_total()))
    st.caption(V.standing_note(O.dealt_counts("schenck", "high-only")))


# -- the lesson's figures (lessons/text/draw_poker/*.md fills its {{value}} slots from these) ---------------------
@st.cache_data(max_entries=4, show_spinner=False)
def _advice(ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    return O.advice_figures(ranking, ace)


def lesson_values() -> dict[str, str]:
    """Every number the lesson, the self-check and the rule card print: the exact odds of Schenck's advice
    (engine/odds) with the default rules (lessons/views/draw_poker.py words them)."""
    v = DrawPokerVariant()
    return V.lesson_values(_advice(), v.limit, v.ante, v.chips)


# -- the page ----------------------------------------------------------------------------------------------
def odds_screen() -> None:
    st.caption("The live odds for the decision on the table are beside the table in Play. Here: any hand, "
               "any ranking.")
    odds_tab()
    standing()


TABLE = DrawPokerTable()
TABLE.run(odds=odds_screen, values=lesson_values)
