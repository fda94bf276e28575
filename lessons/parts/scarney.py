"""The two Scarney dice tables (Scarney Chemin de Fer, Pie-Eyed Dice): the shared table page as dice tables use it.

A :class:`ScarneyPage` is a :class:`~lessons.parts.tablepage.TablePage` with what the two dice tables do alike and
the card tables do not: the computer players act at once but for their throws, each of which waits for Next throw
(or all of them, To my turn), so a class follows them; the pace chooser above the table instead of a settings bar;
a new table's settings in the share panel below it; Undo takes back only a bet (a throw is never undone). It places
the table's block (the turn banner; the felt, the buttons, the refusal right below them and the pace measured on the
left; the live odds and the log on the right; the review's button) and the after-throw review. What is drawn is
pure HTML, apart from Streamlit: the dice, a throw with its dead dice aside, the table of players, the felt and the
buttons every dice table has in ``lessons/views/scarney.py``, a page's own in ``lessons/views/<page>.py``; the
stylesheet is ``lessons/styles/scarney.css``, with a page's own rules in ``lessons/styles/<page>.css``.

A page supplies its own: its felt (``felt_html``), its buttons (``controls_html``), its live odds (``odds_html``), a
new table's settings (``chosen_variant`` and ``new_table_settings``), and its words for a hand and its review; each
drawing hook hands the view (and what the page reads from the session) to its view module.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import ModuleType

import streamlit as st

from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from lessons.parts import board, pace, review, session, share, shared, show, tableframe
from lessons.parts.tablepage import TablePage


class ScarneyPage(TablePage):
    """A Scarney dice table: the shared table page (lessons/parts/tablepage.py) with a dice table's own controller.

    ``players(n)``: the computer players for a table of ``n``; ``own_style``: the page has its own stylesheet
    besides the shared one. A subclass says, as class attributes: ``throwing``, the phases in which a computer
    player's action is a throw (it waits for Next throw); ``verbs``, what a computer player does there ("acts",
    "act"); ``noun``, ``review_words`` and ``log_title``, the words for a hand, its review's button and the log;
    ``grid``, the classes of the table's two columns; ``views`` and ``odds``, its view and odds modules."""

    throwing: tuple[str, ...] = ()
    verbs = ("acts", "act")
    views: ModuleType      # the page's drawing (lessons/views/<page>.py): felt_html, hand_title, odds_html
    odds: ModuleType       # its exact odds (engine/odds/<page>.py): live(view), the live odds' numbers
    noun, review_words, log_title = "Hand", "", ""
    grid = "sc-grid"

    def __init__(self, game, page: str, players: Callable[[int], dict], own_style: bool = False):
        # no trick lingers on a dice table; the share panel holds a new table's settings too
        super().__init__(game, page, linger=None, share_label="Share, save, load, new table",
                         style=("scarney", page) if own_style else ("scarney",))
        self.computer_players = players
        # the block's own moves (not the engine's), as lessons/views/scarney.py's turn_buttons sends them
        self.NEXT, self.SKIP = f"{page}:next", f"{page}:skip"

    # -- the table in session state -------------------------------------------------------------------------------
    def build(self, variant, seed: int, deal: str | None = None) -> Table:
        return Table.new(self.game, variant, seed, deal=deal, learner=0, bots=self.computer_players(variant.players))

    def advance(self, t: Table) -> None:
        """Computer players act at once except when they throw: each throw waits for Next throw, so a class follows."""
        while t.bots_turn() and t.state.phase not in self.throwing:
            t.step_bot()

    def undoable(self, t: Table) -> bool:
        """May the learner take back a bet now (a game with bets says; a throw is never undone)?"""
        bet = getattr(t.game, "undoable_bet", None)
        return bool(bet and not shared.seated_at(t) and bet(t.record.actions, [s for s, _ in t.log()], t.learner))

    def chosen(self, name: str):
        """A new table's setting as chosen in the share panel (None: left as it was)."""
        return st.session_state.get(session.key(self.PAGE, name))

    def chosen_rules(self):
        """The rule set chosen for a new table (at first the game's first)."""
        presets = self.game.presets
        return presets[self.chosen("preset") or next(iter(presets))]

    # -- callbacks: the only places the game changes ------------------------------------------------------------
    def act(self, text: str) -> None:
        """A move from the table's block (the button's move: "throw", "limits 1-5", "bet 3" with the box's chips)."""
        t = self.current()

        def go(text: str) -> None:
            if t.state.to_act != t.learner:
                t.game.check_turn(t.state, t.learner, text)  # out of turn: refused with the rule
            t.act(text)
            self.advance(t)   # at a shared table nothing: the server moves the computer players

        if shared.seated_at(t):   # to the store, and the other seats woken at once (lessons/parts/shared.py)
            shared.act(self.PAGE, t, text, move=go)
        else:
            session.attempt(self.PAGE, go, text)

    def next_throw(self) -> None:
        t = self.current()
        t.step_bot()
        self.advance(t)
        session.clear(self.PAGE)

    def to_my_turn(self) -> None:
        self.current().run_bots()
        session.clear(self.PAGE)

    def undo(self) -> None:
        t = self.current()
        if self.undoable(t):
            session.undo(self.PAGE, t)
        else:
            session.warn(self.PAGE, "Only a bet can be taken back, and only before the next throw: a throw is never "
                                    "undone.")

    def new_game(self) -> None:
        """A new table with the settings chosen in the share panel, or a notice why it cannot be set."""
        try:
            new = self.build(self.chosen_variant(), fresh_seed())
        except (BadInput, ValueError) as exc:
            session.warn(self.PAGE, f"That table could not be set — {getattr(exc, 'reason', exc)}.")
            return
        session.replace(self.PAGE, new)

    # -- the table's block ------------------------------------------------------------------------------------------
    def new_throw(self, n: int) -> bool:
        """Do the dice tumble in, the ``n``-th throw shown? Only for a throw not yet shown: the block is redrawn
        whole when anything in it changes (a refusal, a bet), and the dice must not seem thrown again. A redraw
        within the tumble's 0.6 s (a pace's tick) keeps it, so it is not cut short."""
        k = session.key(self.PAGE, "thrown")
        now = time.monotonic()
        seen = st.session_state.get(k)
        if seen is None or seen[0] != n:
            st.session_state[k] = (n, now)
            return True
        return now - seen[1] < 0.6

    def thrown(self, t: Table, v: dict) -> int:
        """How many throws the table has seen (here every action is a throw)."""
        return len(t.record.actions)

    def draw(self, html: str, parts: board.Parts, typed: Callable[[str], None] | None = None,
             **handlers: Callable[[], None]) -> None:
        super().draw(html, parts, typed, **{self.NEXT: self.next_throw, self.SKIP: self.to_my_turn}, **handlers)

    def beside(self, v: dict) -> list[tuple[str, str]]:
        """The page's parts between its live odds and the log (name, HTML)."""
        return []

    def play_table(self) -> None:
        """The table in the pace's fragment, as one block (board.py): a click here reruns the fragment and redraws
        one element; the review stays under it."""
        t = self.fresh()
        v = t.view()
        p = board.Parts()   # each part redrawn in the browser only when it changed
        left = (p("felt", self.felt_html(v, roll=self.new_throw(self.thrown(t, v))))
                + p("controls", self.controls_html(t, v))
                + p("refusal", board.refusal_html(self.PAGE))   # right below the buttons that were used
                + p("measured", pace.measured_html(self.PAGE)))
        right = (p("odds", self.odds_html(v)) + "".join(p(name, html) for name, html in self.beside(v))
                 + p("log", show.move_log_html(t, height=170, title=self.log_title)))
        self.draw(p("turn", tableframe.turn_banner_html(t))
                  + f'<div class="{self.grid}"><div>{left}</div><div>{right}</div></div>'
                  + p("review", review.toggle_html(self.PAGE, self.review_words)), p)
        # every throw is public: the table as it stood, no seats' holdings to lay open
        review.hand_review(self.PAGE, t, noun=self.noun, title_of=self.hand_title, draw_state=self.review_state_html,
                           per_seat=False, settled_in_next=True)

    def review_state_html(self, v: dict) -> str:
        return self.felt_html(v, live=False)

    # -- the page's own: drawn by its view module (``views``), its live odds' numbers from its odds module ---------
    def felt_html(self, v: dict, live: bool = True, roll: bool = True) -> str:
        return self.views.felt_html(v, live, roll)

    def controls_html(self, t: Table, v: dict) -> str:
        raise NotImplementedError

    def odds_html(self, v: dict) -> str:
        return self.views.odds_html(v, self.odds.live(v))

    def hand_title(self, v: dict, n: int) -> str:
        return self.views.hand_title(v)

    def new_table_settings(self, t: Table) -> None:
        """The share panel's widgets for a new table (the rule set, the players...) and its New table button."""
        raise NotImplementedError

    def new_table_button(self, where=st) -> None:
        where.button("New table", key=session.key(self.PAGE, "new"), on_click=self.new_game,
                     icon=":material/restart_alt:")

    # -- around the table: the pace above it, the share panel below it ------------------------------------------
    def settings(self, players_help: str = "") -> None:
        """The pace above the table's fragment (a click at the table does not redraw it): the computer players throw
        by hand or by themselves, at a pace a class can follow. A new table's settings are in the share panel."""
        pace.picker(self.PAGE)

    def share_and_save(self) -> share.Panel:
        """Below the table's fragment: the share link and save / load (share.panel), and a new table's settings."""
        box = super().share_and_save()
        if box.open:   # drawn only when opened (share.panel says why)
            with box:
                self.new_table_settings(self.current())
        return box

    def sync_settings(self, t: Table) -> None:
        """Nothing to show: a new table's settings start from the table's own values (new_table_settings)."""
