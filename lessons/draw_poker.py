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
Its stylesheet is lessons/styles/draw_poker.css.
"""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go
import streamlit as st

from engine.bots.draw_poker import BOTS
from engine.core.cards import Card
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.games.draw_poker import GAME, DrawPokerVariant
from engine.games.draw_poker.hands import ACE_RULES, CLASS_NAME, MODERN_NAME, RANKING_LABEL, RANKINGS, describe, explain
from engine.odds import draw_poker as O
from lessons.parts import board, odds_ui, pace, review, session, show, tableframe
from lessons.parts.tablepage import TablePage

PAGE = "draw_poker"   # the page's key: its module name
K = lambda name: session.key(PAGE, name)  # noqa: E731 - a short alias for session keys
STYLES = {"mixed": "A mixed table (book, cautious, bluffer)", "book": "All play Schenck's book",
          "cautious": "All cautious", "bluffer": "All bluffers"}
ACE_LABEL = {"high-or-low": "Ace high or low (A-K-Q-J-10 and 5-4-3-2-A)", "high-only": "Ace only high",
             "low-only": "Ace only low (English usage)"}
SETTINGS = ("seats", "ranking", "ace", "limit", "deals")   # a new session's rules, as the settings name them


def _advance(t: Table) -> None:
    """Computer players act until it is the learner's turn, or a hand is over (so it can be seen)."""
    n = 0
    while t.bots_turn() and t.view()["phase"] != "showdown" and n < 5000:
        t.step_bot()
        n += 1


def _marked() -> set:
    return st.session_state.setdefault(K("marked"), set())


def _cards_html(texts, size="") -> str:
    return show.cards([Card.parse(c) for c in texts], size=size)


def _seat_html(view: dict, seat: int, t: Table) -> str:
    bits = []
    if seat == view["dealer"]:
        bits.append("dealer")
    if seat == view["ante_man"]:
        bits.append("ante man (the age)")
    status = view["status"][seat]
    words = {"in": "in", "out": "out of this hand", "sitting-out": "sitting out (too few chips)"}[status]
    drawn = view["drawn"][seat]
    if drawn is not None and status == "in":
        words += " · stood pat" if drawn == 0 else f" · drew {drawn}"
    bot = t.bots.get(seat)
    shown = view["shown"].get(str(seat))
    if shown:
        cards = _cards_html(shown["cards"], "sm") + f"<div><b>{show.escape(shown['name'])}</b></div>"
    elif status == "in":
        cards = show.backs(5)
    elif status == "out" and view["phase"] in ("going-in", "draw", "betting"):
        cards = "<div class='dp-meta'>(cards thrown face down)</div>"
    else:
        cards = ""
    turn = " · <i>to act</i>" if view["to_act"] == seat and view["phase"] != "showdown" else ""
    return (f"<div class='dp-seat'><b>{show.escape(view['names'][seat])}</b>{turn}"
            f"{' · <span class=dp-meta>' + show.escape(bot.label) + '</span>' if bot else ''}"
            f"<div>{view['purses'][seat]} chips · {view['stakes'][seat]} in the pool</div>"
            f"<div class='dp-meta'>{show.escape(' · '.join(bits + [words]))}</div>{cards}</div>")


PHASE_WORDS = {"going-in": "Going in: each player goes in at double the ante, raises, or throws up.",
               "draw": "The draw: each player in throws away what he will and is helped to as many.",
               "betting": "The betting after the draw.",
               "showdown": "The hand is over.", "over": "The session is over."}
CAPTION = '<div class="cp-caption">{}</div>'


def _table_html(view: dict, t: Table) -> str:
    """The felt: the other seats (their cards face down until the call), the pool, the phase, the deal's result.
    Whose turn it is stands above it (tableframe.turn_banner_html)."""
    seats = "".join(_seat_html(view, s, t) for s in range(view["seats"]) if s != view["seat"])
    stake = (f" · highest stake {view['high']} · ante {view['ante']} · limit "
             f"{view['limit'] or 'none (table stakes)'} a bet or raise" if view["phase"] in ("going-in", "betting")
             else "")
    result = f"<div class='dp-result'>{show.escape(view['result']['text'])}</div>" if view["result"] else ""
    ready = ("<div class='dp-turn'>The next deal is ready when you are.</div>"
             if view["phase"] == "showdown" and not t.game.is_over(t.state) else "")
    return (f"<div class='cp-felt' role='region' aria-label='the table'><div class='dp-seats'>{seats}</div>"
            f"<div class='dp-pool'>The pool: <b>{view['pool']} chips</b> · deal {view['deal']} of {view['deals']}</div>"
            f"<div class='dp-meta'>{show.escape(PHASE_WORDS[view['phase']])}{show.escape(stake)}</div>"
            f"{result}{ready}</div>")


# the block's own moves (never an engine move's text): the page's handlers answer them (Undo, a new session at the
# end: the table page's, lessons/parts/tablepage.py)
UNDO, AGAIN, NEXT_DEAL, ADVICE, ALL_HOLDS = (f"{PAGE}:{x}" for x in ("undo", "again", "next-deal", "advice", "all"))
MARK = f"{PAGE}:mark "   # + a card: mark it to throw away, or keep it again


def _hand_html(view: dict, t: Table) -> str:
    """The learner's hand; at his draw each card is a button of the block (a click marks it to throw away), with
    the draw and Schenck's choice below."""
    hand = view["hand"]
    drawing = view["phase"] == "draw" and t.learners_turn()
    head = (f"<b>Your hand</b> — {show.escape(view['hand_name'] or 'no cards')}"
            + (f" · {view['purses'][0]} chips, {view['stakes'][0]} in the pool" if hand else ""))
    if not hand:
        return f"<div>{head}{CAPTION.format('You are not in this deal.')}</div>"
    if not drawing:
        thrown = (CAPTION.format(f"You threw away {' '.join(Card.parse(c).unicode for c in view['discarded'])}.")
                  if view["discarded"] else "")
        return f"<div>{head}<div>{_cards_html(hand)}</div>{thrown}</div>"
    marked = _marked() & set(hand)
    cards = []
    for c in hand:
        card = Card.parse(c)
        out = c in marked
        cards.append(board.card_button(
            MARK + c, show.card(card, size="sm"), "× discard" if out else "keep", key=K(f"card-{c}"), legal=out,
            aria=f"{card.unicode} {card.name}: {'× discard' if out else 'keep'}",
            help=f"{'Keep' if out else 'Throw away'} the {card.name}"))
    n = len(marked)
    throw = [c for c in hand if c in marked]
    advice = O.schenck_advice(tuple(Card.parse(c).index for c in hand), view["ranking"], view["ace"])[0]
    note = CAPTION.format("Click the cards you will throw away (they go face down before you look at the new ones).")
    return (f"<div>{head}{note}{board.hand(cards, cls='dp-hand')}</div>"
            + board.row([board.button("draw " + " ".join(throw) if throw else "stand",
                                      f"Throw away {n} and draw {n}" if n else "Stand pat (draw none)",
                                      key=K("draw"), primary=True, cls="cp-fixed"),
                         board.button(ADVICE, "Mark Schenck's choice", key=K("advice"), cls="cp-fixed",
                                      help=f"{advice['line']} (Schenck, {advice['locator']})")]))


def _betting_html(view: dict, t: Table) -> str:
    """Only the legal bets, with their amounts; a raise or bet takes its chips from the number box beside it."""
    legal = t.legal()
    if not legal:
        return ""
    owed = view["owed"]
    labels = {"go-in": f"Go in ({owed} chips)", "make-good": f"Make good ({owed} more)", "see": f"See ({owed})",
              "call": f"See and call ({owed})", "throw-up": "Throw up", "lay-down": "Lay down",
              "hold-age": "Hold the age", "deal": "Deal the next hand"}
    parts = [board.button(a, labels[a], key=K(f"act-{a}"), primary=a in ("go-in", "make-good", "see", "call"))
             for a in legal if a in labels and a != "deal"]
    verb = "bet" if any(a.startswith("bet ") for a in legal) else "raise"
    amounts = [int(a.split()[1]) for a in legal if a.startswith(verb + " ")]
    if amounts:
        top = max(amounts)
        box = K(f"amount-{top}")    # a new range, a fresh box (a kept value could exceed it)
        word = "Bet" if verb == "bet" else ("Go better" if view["phase"] == "betting" else "Raise")
        parts += [board.number(f"{verb.title()} by (1–{top} chips)", min(2, top), key=box, low=1, high=top,
                               help="The most you may add is the limit, what you hold, and what the poorest player "
                                    "still in can meet."),
                  board.button(verb, f"{word} ▸", key=K(f"act-{verb}"), with_box=box)]
    return board.row(parts, cls="dp-bets")


def _actions_html(view: dict, t: Table) -> str:
    if t.game.is_over(t.state):
        return board.row([board.button(AGAIN, "Deal a new session ▸ (same rules and players)", key=K("again"),
                                       primary=True, cls="cp-fixed")])
    if view["phase"] == "showdown":
        who = "You deal" if t.learners_turn() else f"{t.game.seat_name(t.variant, view['to_act'])} deals"
        return board.row([board.button(NEXT_DEAL, f"Next deal ▸ ({who})", key=K("next"), primary=True,
                                       cls="cp-fixed")])
    if view["phase"] in ("going-in", "betting"):
        return _betting_html(view, t)
    return ""


TYPED = "Or write a move (go-in, raise 2, draw 7C 4D, stand, hold-age, bet 3, see, call, lay-down)"


def _showdown(t: Table) -> bool:
    """The hand is shown down: the computer players wait for 'Next deal', so the hands can be seen."""
    return t.view()["phase"] == "showdown"


def _advised_throw(view: dict) -> list[str]:
    """The cards Schenck's advice throws away from the learner's hand."""
    hand = view["hand"]
    advice = O.schenck_advice(tuple(Card.parse(c).index for c in hand), view["ranking"], view["ace"])[0]
    return [c for c in hand if c not in advice["keep"]]


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
        hand = view["hand"] if view["phase"] == "draw" and t.learners_turn() else []
        p = board.Parts()   # each part redrawn in the browser only when it changed (a card marked: the hand alone)
        left = (p("turn", tableframe.turn_banner_html(t)) + p("felt", _table_html(view, t))
                + p("hand", _hand_html(view, t)) + p("actions", _actions_html(view, t))
                + p("refusal", board.refusal_html(PAGE))   # right below the buttons used, above the move box
                + p("typed", '<div class="dp-typedrow">' + board.typed(TYPED, key=K("typed"))
                    + board.button(UNDO, "Undo", key=K("undo"), disabled=not t.has_own_move(), icon="undo",
                                   help=board.undo_help(t, "Take back your last move (and the computer players' "
                                                           "replies)."))
                    + "</div>")
                + p("log", show.move_log_html(t, height=220, limit=80, title="Move log (newest first)"))
                + p("review", review.toggle_html(PAGE)))
        right = (p("pace", board.row(self.controls(t)) + pace.measured_html(PAGE)) + p("odds", live_odds_html(view)))
        marks = {MARK + c: (lambda c=c: self.toggle(c)) for c in hand}
        self.draw(f'<div class="cp-two dp-top"><div class="dp-col">{left}</div><div class="dp-col">{right}</div></div>',
                  p, typed=self.typed, **{AGAIN: self.again, NEXT_DEAL: self.next_deal, ALL_HOLDS: _toggle_all,
                                          ADVICE: lambda: self.mark(_advised_throw(self.current().view())), **marks})
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
            c = st.columns(3)
            c[0].selectbox("Players", (2, 3, 4, 5, 6, 7), key=K("seats"))
            c[1].selectbox("Ranking of hands", list(RANKINGS), format_func=RANKING_LABEL.get, key=K("ranking"))
            c[2].selectbox("The ace in sequences", ACE_RULES, format_func=ACE_LABEL.get, key=K("ace"))
            c = st.columns(3)
            c[0].number_input("Limit of a bet or raise (0 = none but table stakes)", 0, 1000, key=K("limit"))
            c[1].number_input("Deals in the session", 1, 500, key=K("deals"))
            c[2].selectbox("Computer players", list(STYLES), format_func=STYLES.get, key=self.K_STRENGTH)
            st.button("Deal a new session", key=K("new"), on_click=self.new_game, type="primary")


def _toggle_all() -> None:
    st.session_state[K("all-live")] = not st.session_state.get(K("all-live"))


# -- odds on the page -----------------------------------------------------------------------------------
@st.cache_data(max_entries=512, show_spinner=False)
def _analysis(hand: tuple, ranking: str, ace: str) -> dict:
    return O.analyse_hand(hand, ranking, ace)


@st.cache_data(max_entries=512, show_spinner=False)
def _beaten(hand: tuple, known: tuple, opponents: int, ranking: str, ace: str):
    value = describe(hand, ranking, ace).value
    unseen = frozenset(range(52)) - set(hand) - set(known)
    exact = O.one_opponent(value, unseen, ranking, ace)
    sim = O.beaten_by_any(value, unseen, opponents, 20_000, 1, ranking, ace) if opponents > 1 else None
    return exact, sim


def _holds_rows(analysis: dict, holds: list[dict]) -> list[dict]:
    rows = []
    for h in holds:
        total = h["total"]
        row = {"Schenck": {"recommended": "◀ his advice", "his alternative": "his alternative"}.get(h["schenck"], ""),
               "Keep": " ".join(Card.parse(c).unicode for c in h["keep"]) or "nothing",
               "Draw": h["draw"],
               "Improve": odds_ui.prob(Fraction(h["improve"], total))}
        for c in RANKINGS[analysis["ranking"]]:
            if c == "high-card":
                continue
            row[CLASS_NAME[c]] = f"{h['counts'][c]:,} / {total:,}"
        rows.append(row)
    return rows


@st.cache_data(max_entries=512, show_spinner=False)
def _sensible(hand: tuple, ranking: str, ace: str) -> list:
    return O.sensible_holds(_analysis(hand, ranking, ace))


def _pct(n: int, total: int) -> str:
    p = Fraction(n, total)
    return (f"<b>{float(p) * 100:.2f}%</b><br><span style='font-size:.75rem;color:#6b5a48'>"
            f"{p.numerator}/{p.denominator}</span>")


def _inline_card(text: str, four: bool) -> str:
    c = Card.parse(text)
    colour = {"red": "#b3261e", "black": "#1d1d1d", "blue": "#1f4fa8", "green": "#1e6b35"}[show.suit_colour(c.suit, four)]
    return f"<span style='color:{colour};font-weight:700' aria-label='{c.name}'>{c.unicode}</span>"


def _holds_html(a: dict, holds: list[dict], four: bool) -> str:
    """A compact exact table for beside the playing table (plain HTML in the table's block)."""
    ladder = RANKINGS[a["ranking"]]
    now = ladder.index(describe(tuple(Card.parse(c).index for c in a["hand"]), a["ranking"], a["ace"]).cls)
    goal = ladder[max(now - 2, 0)]     # two classes up: the improve column already counts one class up
    rows = []
    for h in holds:
        mark = {"recommended": "◀ Schenck", "his alternative": "◁ his alt."}.get(h["schenck"], "")
        keep = " ".join(_inline_card(c, four) for c in h["keep"]) or "nothing"
        better = sum(h["counts"][c] for c in ladder[: ladder.index(goal) + 1])
        rows.append(f"<tr><td style='white-space:nowrap'>{keep}</td><td style='text-align:center'>{h['draw']}</td>"
                    f"<td>{_pct(h['improve'], h['total'])}</td><td>{_pct(better, h['total'])}</td>"
                    f"<td style='font-size:.8rem;white-space:nowrap'>{mark}</td></tr>")
    head = (f"<tr><th>Keep</th><th>Draw</th><th>Improve</th><th>{show.escape(CLASS_NAME[goal])} or better</th>"
            "<th></th></tr>")
    # inside a box that scrolls sideways if it must: the table never spills out of its column
    return (f"<div style='overflow-x:auto;max-width:100%'><table class='dp-odds'><thead>{head}</thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def _draw_lead(hand: tuple, ranking: str, ace: str) -> str:
    return (f"{describe(hand, ranking, ace).name}. Each row counts every possible draw from the 47 cards you "
            "have not seen (exact). 'Improve' = finish with a better class of hand than you hold now.")


DRAW_TAIL = ("Shown: Schenck's choices, and every other way of drawing that no other choice beats at every level of "
             "hand.")


def _all_first(holds: list[dict]) -> list[dict]:
    return sorted(holds, key=lambda h: (h["schenck"] != "recommended", h["schenck"] is None, h["draw"]))


def draw_odds(hand_texts: list[str], ranking: str, ace: str, key: str, all_default: bool = False) -> None:
    """The Odds tab's table of every way of drawing to a hand (exact fractions and percentages)."""
    hand = tuple(Card.parse(c).index for c in hand_texts)
    a = _analysis(hand, ranking, ace)
    show_all = st.toggle("Show all 32 ways to draw", value=all_default, key=K(f"all-{key}"))
    holds = _all_first(a["holds"]) if show_all else _sensible(hand, ranking, ace)
    st.caption(_draw_lead(hand, ranking, ace))
    odds_ui.fraction_table(_holds_rows(a, holds))
    if not show_all:
        st.caption(DRAW_TAIL)


def draw_odds_html(view: dict) -> str:
    """Beside the table, before the learner's draw: what each way of drawing can make of his hand (exact), with a
    toggle of the block for all 32 ways."""
    return _draw_odds_block(tuple(view["hand"]), view["ranking"], view["ace"],
                            bool(st.session_state.get(K("all-live"))), show.four_colour())


# Cached whole: a click that marks a card redraws the table, not the odds (one cache look-up instead of building
# the rows again, about 1 ms of the click; issue 12's click budget). The cards' colours follow the four-colour deck.
@st.cache_data(max_entries=512, show_spinner=False)
def _draw_odds_block(hand_texts: tuple, ranking: str, ace: str, show_all: bool, four: bool) -> str:
    hand = tuple(Card.parse(c).index for c in hand_texts)
    a = _analysis(hand, ranking, ace)
    holds = _all_first(a["holds"]) if show_all else _sensible(hand, ranking, ace)
    small = "<div class='dp-small'>{}</div>"
    return (board.toggle(ALL_HOLDS, "Show all 32 ways to draw", show_all, key=K("all-live"))
            + small.format(show.escape(_draw_lead(hand, ranking, ace))) + _holds_html(a, holds, four)
            + ("" if show_all else small.format(show.escape(DRAW_TAIL))))


def beaten_html(view: dict) -> str:
    """After the learner's draw: the chance of being beaten, exact for one opponent, simulated for several, and
    read from the others' draws."""
    hand = tuple(Card.parse(c).index for c in view["hand"])
    known = tuple(Card.parse(c).index for c in view["discarded"])
    live = [s for s in view["live"] if s != view["seat"]]
    if not live:
        return CAPTION.format("No one else is in.")
    exact, sim = _beaten(hand, known, len(live), view["ranking"], view["ace"])
    e = show.escape
    out = [f"<p><b>Your hand:</b> {e(view['hand_name'])}</p>",
           "<p>Chance that <b>one</b> opponent's five cards beat it (exact, over all "
           f"{exact['total']:,} hands he could hold): <b>{e(odds_ui.prob(Fraction(exact['beat'], exact['total'])))}"
           f"</b>; a tie: {e(odds_ui.prob(Fraction(exact['tie'], exact['total']), 3))}.</p>"]
    if sim:
        out.append(f"<p>Chance that <b>at least one of the {len(live)}</b> players still in beats it (simulated): "
                   f"<b>{e(sim['text'])}</b>, over deals of their hands.</p>")
    out.append(CAPTION.format("These treat the other hands as any five cards you have not seen."))
    drawn = [view["drawn"][s] for s in live]
    if None not in drawn:
        words = ", ".join(f"{view['names'][s]} " + ("stood pat" if view["drawn"][s] == 0 else f"drew {view['drawn'][s]}")
                          for s in live)
        read = _read_draws(hand, known, tuple(drawn), view["ranking"], view["ace"])
        out.append(f"<p><b>Reading the draw</b> ({e(words)}): if each drew as Schenck advises, the chance that at "
                   "least one of them beats you is " + _read_text(read, html=True) + "</p>")
        out.append(CAPTION.format("Simulated: deals of the unseen cards are kept only when Schenck's advice would "
                                  "draw what each player drew; a bluffer who stood pat on nothing is not in this "
                                  "figure."))
    return "".join(out)


@st.cache_data(max_entries=256, show_spinner=False)
def _read_draws(hand: tuple, known: tuple, draws: tuple, ranking: str, ace: str) -> dict:
    value = describe(hand, ranking, ace).value
    unseen = frozenset(range(52)) - set(hand) - set(known)
    return O.beaten_given_draws(value, unseen, list(draws), ranking=ranking, ace=ace)


def _read_text(read: dict, html: bool = False) -> str:
    """The reading of the draws in words: Markdown for the Odds tab, HTML for the table's block."""
    if read["p"] is None:
        return "beyond this simulation: no deal of the unseen cards fits those draws often enough."
    # the shared Wilson interval (engine.odds.interval): honest at 0% and 100%, where a normal margin says '± 0'
    figure = f"<b>{show.escape(read['text'])}</b>" if html else f"**{read['text']}**"
    return f"{figure}, over the deals that fit those draws ({read['tried']:,} tried)."


def live_odds_html(view: dict) -> str:
    """The odds for the decision on the table, in the table's block (exact fractions and percentages)."""
    head = "<div class='dp-h'>Odds for your decision</div>"
    if len(view["hand"]) != 5:
        return f"<div class='dp-live'>{head}{CAPTION.format('You hold no cards this deal.')}</div>"
    if view["phase"] in ("going-in", "draw") and view["drawn"][view["seat"]] is None:
        note = CAPTION.format("Before your draw: what each way of drawing can make of your hand.")
        return f"<div class='dp-live'>{head}{note}{draw_odds_html(view)}</div>"
    return f"<div class='dp-live'>{head}{beaten_html(view)}</div>"


def dealt_total() -> int:
    """How many five-card hands can be dealt (the engine's count, summed over the classes)."""
    return sum(O.dealt_counts().values())


def dealt_chart() -> go.Figure:
    total = dealt_total()
    fig = go.Figure()
    classes = list(RANKINGS["schenck"])
    for ranking in RANKINGS:
        counts = O.dealt_counts(ranking, "high-or-low")
        fig.add_bar(name=RANKING_LABEL[ranking].split(":")[0], x=[CLASS_NAME[c] for c in classes],
                    y=[counts.get(c, 0) for c in classes],
                    hovertemplate=f"%{{x}}: %{{y:,}} of {total:,}<extra>%{{fullData.name}}</extra>")
    fig.update_layout(barmode="group", yaxis_type="log", height=420, margin={"l": 10, "r": 10, "t": 40, "b": 10},
                      title=f"How many of the {total:,} hands are dealt in each class (log scale)",
                      legend={"orientation": "h", "y": -0.2})
    return fig


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
    show.html(_cards_html(texts))
    draw_odds(texts, ranking, ace, "tab")
    st.subheader("Could it be beaten?")
    n = st.slider("Opponents still in", 1, 6, 1, key=K("odds-opp"))
    value = describe(hand, ranking, ace).value
    unseen = frozenset(range(52)) - set(hand)
    exact = O.one_opponent(value, unseen, ranking, ace)
    st.markdown(f"One opponent beats **{describe(hand, ranking, ace).name}** with "
                f"{odds_ui.prob(Fraction(exact['beat'], exact['total']))} of the {exact['total']:,} hands he could "
                "hold (exact).")
    if n > 1:
        _, sim = _beaten(hand, (), n, ranking, ace)
        st.markdown(f"At least one of {n} opponents beats it: **{sim['text']}** (simulated deals).")
    options = {"stood pat": 0, "drew 1": 1, "drew 2": 2, "drew 3": 3, "drew 4": 4, "drew 5": 5}
    cols = st.columns(n)
    picked = [cols[i].selectbox(f"Opponent {i + 1}", list(options), index=3, key=K(f"odds-draw-{i}"))
              for i in range(n)]
    draws = tuple(options[p] for p in picked)
    read = _read_draws(hand, (), draws, ranking, ace)
    st.markdown("If they drew as Schenck advises and drew as above, at least one beats it: " + _read_text(read))


def standing() -> None:
    st.subheader("Standing: how often each hand is dealt")
    st.plotly_chart(dealt_chart(), key=K("dealt-chart"))
    rows = []
    for c in RANKINGS["schenck"]:
        row = {"Hand": f"{CLASS_NAME[c]} ({MODERN_NAME[c]})"}
        for ranking in RANKINGS:
            counts = O.dealt_counts(ranking, "high-or-low")
            row[ranking] = f"{counts[c]:,}" if c in counts else "—"
        row["chance (Schenck)"] = odds_ui.prob(Fraction(O.dealt_counts()[c], dealt_total()), 4)
        rows.append(row)
    odds_ui.fraction_table(rows)
    one_end = O.dealt_counts("schenck", "high-only")
    st.caption("A dash: the class does not exist under that ranking (a sequence counts by its cards, a sequence "
               "flush as a flush). With the ace only high or only low there are 9 sequences in each suit instead "
               f"of 10: {one_end['sequence-flush']:,} sequence flushes and {one_end['sequence']:,} sequences.")


# -- the lesson's figures (lessons/text/draw_poker/*.md fills its {{value}} slots from these) ---------------------
@st.cache_data(max_entries=4, show_spinner=False)
def _advice(ranking: str = "schenck", ace: str = "high-or-low") -> dict:
    return O.advice_figures(ranking, ace)


def lesson_values() -> dict[str, str]:
    """Every number the lesson, the self-check and the rule card print: the exact odds of Schenck's advice
    (engine/odds), the default rules, and the ladders and ties as the engine ranks and explains them."""
    a = _advice()
    v = DrawPokerVariant()

    def p(name: str, cls: str | None = None) -> str:
        return odds_ui.prob(a[name]["improve"] if cls is None else a[name]["classes"][cls])

    def pct(name: str, cls: str | None = None) -> str:
        x = a[name]["improve"] if cls is None else a[name]["classes"][cls]
        return f"{float(x) * 100:.1f}%"

    def count(name: str, cls: str) -> str:
        return f"{round(a[name]['classes'][cls] * a[name]['total']):,} in {a[name]['total']:,}"

    ladder = RANKINGS["schenck"]
    ties = ("KS KH 7D 7C 2S", "QS QH JD JC 2D"), ("QS QH 9D 4C 2S", "QD QC 8D 5C 3S"), \
        ("5S 5D 5C AH AS", "4S 4D 4C KH KS"), ("AS KS 9D 7C 4H", "AD KD 9C 7H 4S")
    points = (a["threes_two"]["improve"] - a["threes_one"]["improve"]) * 100
    return {
        "limit": f"{v.limit} chips", "ante": f"{v.ante} chip" + ("s" if v.ante != 1 else ""), "chips": f"{v.chips} chips",
        "pair": p("pair"), "pair_two_pairs": p("pair", "two-pairs"), "pair_threes": p("pair", "threes"),
        "pair_full": p("pair", "full"), "pair_fours": p("pair", "fours"),
        "two_pairs": p("two_pairs"), "two_pairs_cards": count("two_pairs", "full").replace(" in ", " of the "),
        "threes_two": p("threes_two"), "threes_two_full": p("threes_two", "full"),
        "threes_two_fours": p("threes_two", "fours"), "threes_one": p("threes_one"),
        "threes_one_full": p("threes_one", "full"), "threes_one_fours": p("threes_one", "fours"),
        "threes_fulls_compared": f"{count('threes_one', 'full')} against {count('threes_two', 'full')}",
        "threes_disguise_points": f"{float(points):.0f}",
        "pair_kicker": p("pair_kicker"), "pair_kicker_two_pairs": p("pair_kicker", "two-pairs"),
        "pair_two_kickers": p("pair_two_kickers"),
        "flush_four": p("flush_four", "flush"), "flush_four_cards": count("flush_four", "flush"),
        "open_sequence": p("open_sequence", "sequence"), "inside_sequence": p("inside_sequence", "sequence"),
        "flush_three": p("flush_three", "flush"),
        "flush_three_once_in": f"{round(1 / a['flush_three']['classes']['flush'])}",
        "fours_draws": f"{a['fours']['total']}",
        "ladder": "\n".join(f"{i}. **{CLASS_NAME[c]}** ({MODERN_NAME[c]})" for i, c in enumerate(ladder, 1)),
        "ladder_line": " › ".join(CLASS_NAME[c] for c in ladder),
        "ladders_table": "| Rule set | Ladder, best first |\n|---|---|\n" + "\n".join(
            f"| {RANKING_LABEL[r]} | {' › '.join(CLASS_NAME[c] for c in RANKINGS[r])} |" for r in RANKINGS),
        "ties": "\n".join(f"- {show.escape(explain(x.split(), y.split()))}" for x, y in ties),
        # the self-check and the rule card
        "pair_in_100": f"{round(float(a['pair']['improve']) * 100)}",
        "pair_pct": pct("pair"), "two_pairs_pct": pct("two_pairs"), "threes_two_pct": pct("threes_two"),
        "threes_one_pct": pct("threes_one"), "flush_four_pct": pct("flush_four", "flush"),
    }


# -- the page ----------------------------------------------------------------------------------------------
def odds_screen() -> None:
    st.caption("The live odds for the decision on the table are beside the table in Play. Here: any hand, "
               "any ranking.")
    odds_tab()
    standing()


TABLE = DrawPokerTable()
TABLE.run(odds=odds_screen, values=lesson_values)
