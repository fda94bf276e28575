"""One table page: what every table does, written once; a game's page supplies only what is its own.

A :class:`TablePage` owns the table in session state (built from the rule set, the players and the computer
players' strength chosen in the settings bar, or from a link or a saved file), the callbacks that change it (a
move, undo, a new game, a new rule set or strength), the guard that redraws the whole page when the table was
replaced outside its fragment, the table's block with the shared handlers (the pace, the review, Undo, a new game),
the after-hand review, the share panel and the lesson's four parts around them.

A game's page makes one and supplies its own: its rule sets' labels, the players it may be played by, its
stylesheet (``lessons/styles/<name>.css``), and a function that draws its table's block from the learner's view
(``play_table``). Seven-Up is the shortest example (``lessons/seven_up.py``); Domino Euchre and Call-Ace subclass
it (``lessons/domino_euchre.py``).

Every table's block also says what changed, for a screen reader (issue 28): after a move, the move log's lines since
the learner's last move and whose turn it is, in a polite live region the block's script keeps (``said``;
``board.draw`` asks for it, so a page that draws its block itself is heard too).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path

import streamlit as st

from engine.bots import bots_for
from engine.core.errors import BadInput
from engine.core.rng import fresh_seed
from engine.core.table import Table
from engine.core.variant import variant_to_dict
from lessons.parts import board, coach, lesson, pace, review, session, share, shared, show, tableframe
from lessons.views.said import announcement, turn_sentence

STRENGTHS = {"rule-of-thumb": "Rule of thumb", "sampler": "Stronger (sampler)"}
STYLES = Path(__file__).resolve().parents[1] / "styles"


@cache   # read once per process, not at every full run of a page
def stylesheet(*names: str) -> str:
    """Stylesheets, ``lessons/styles/<name>.css`` in order, as the one ``<style>`` block ``show.style`` takes.
    (Streamlit's sanitizer drops a whole ``<style>`` block whose text holds something tag-like, even in a comment.)"""
    return "<style>\n" + "".join((STYLES / f"{n}.css").read_text(encoding="utf-8") for n in names) + "</style>"


# -- what changed, said after a move: the words are lessons/views/said.py's (pure); board.draw puts them in the
# block's polite live region
def said(page_key: str) -> dict | None:
    """The announcement for the page's table's block, ``{"n": …, "text": …}`` (a new ``n`` is said again even in the
    same words), or None where the page has no table. Nothing is said at the first drawing (the page is read as it
    is); after that, whenever the log changed (``announcement``)."""
    t = st.session_state.get(session.key(page_key, "table"))
    if not isinstance(t, Table):
        return None
    k, log = session.key(page_key, "said"), t.log()
    last = st.session_state.get(k)
    if last is None:
        last = st.session_state[k] = {"table": t, "seen": len(log), "n": 0, "text": ""}
    elif last["table"] is not t or last["seen"] != len(log):
        same = last["table"] is t
        text = announcement(log[last["seen"]:] if same else log, t.learner, turn_sentence(t),
                            taken_back=same and len(log) < last["seen"], new_table=not same)
        last = st.session_state[k] = {"table": t, "seen": len(log), "n": last["n"] + 1, "text": text}
    return {"n": last["n"], "text": last["text"]}


class TablePage:
    """A table page: its key (``PAGE``, the prefix of its session keys), its game and its settings' choices.

    ``rulesets``: the rule sets offered, name -> label (by default every preset, labelled by the engine); ``players``: the numbers
    of players offered (none: the rule set decides); ``rules_set_players``: choosing a rule set also sets the number
    of players to the rule set's own (Domino Euchre's two- and three-handed sets); ``style``: the stylesheet's name,
    or several in order (by default the page's key). ``stop(table)``: where the computer players stop by themselves
    (a settled deal waiting for the next); ``linger(table)``: after which move the table lingers a beat (a trick just taken);
    ``share_label``, ``share_link``: the share panel's button and whether it carries the deal's link;
    ``table_choices``: the page's own settings a saved game may carry, and their allowed values."""

    strengths = STRENGTHS

    def __init__(self, game, page: str, rulesets: dict[str, str] | None = None, players: Sequence[int] = (), *,
                 rules_set_players: bool = False, style: str | tuple[str, ...] | None = None,
                 stop: Callable[[Table], bool] | None = None,
                 linger: Callable[[Table], bool] | None = pace.trick_ended,
                 share_label: str = "Share this deal · save or load the game", share_link: bool = True,
                 table_choices: dict[str, tuple] | None = None):
        self.game = game
        self.PAGE = page
        self.rulesets = rulesets or game.presets.labels()   # the engine's labels (engine/core/presets.py)
        self.player_choices = list(players)
        self.rules_set_players = rules_set_players
        self.style = ((style,) if isinstance(style, str) else (style or (page,))) + ("coach", "shared")
        self.stop, self.linger = stop, linger
        self.share_label, self.share_link, self.table_choices = share_label, share_link, table_choices
        self.K_RULES, self.K_PLAYERS, self.K_STRENGTH = (f"{page}:{x}" for x in ("rules", "players", "strength"))
        # the page's run: "full" while the whole page is drawn, "done" after; the table last drawn by a full run
        self.K_RUN, self.K_DRAWN = f"{page}:run", f"{page}:drawn"
        # the block's own moves (not the engine's): Undo, a new game at the end
        self.UNDO, self.AGAIN = f"{page}:undo", f"{page}:again"

    # -- the table in session state -------------------------------------------------------------------------------
    def strength(self) -> str:
        return st.session_state.get(self.K_STRENGTH) or next(iter(self.strengths))

    def bots(self, variant) -> dict:
        bot = bots_for(self.game.slug)[self.strength()]
        return {s: bot for s in range(1, self.game.seats(variant))}

    def build(self, variant, seed: int, deal: str | None = None) -> Table:
        return Table.new(self.game, variant, seed, deal=deal, learner=0, bots=self.bots(variant),
                         table={"strength": self.strength()})

    def current(self) -> Table:
        """The page's table: at a shared table this browser sits at for this game, that seat's (shared.py); else
        the learner's own."""
        seated = self.shared()
        if seated is not None:
            return seated
        return session.table(self.PAGE, lambda: self.build(self.game.Variant(), fresh_seed()))

    def shared(self):
        """The shared table this browser sits at for this game (lessons/parts/shared.py), or None. Only a browser
        that joined one (the session, or its address after a reload) ever opens the class store here."""
        if shared.SEAT not in st.session_state and shared.CODE not in st.query_params:
            return None
        return shared.table(self.game)

    def chosen_rules(self) -> str:
        return st.session_state.get(self.K_RULES) or next(iter(self.rulesets))

    def players_offered(self) -> list[int]:
        """Of ``players``, the numbers the chosen rule set's Variant accepts (the engine says which: Euchre's 24-card
        pack deals four, Seven-Up's five to seven play only Auction Pitch)."""
        options = variant_to_dict(self.game.presets[self.chosen_rules()])
        offered = []
        for n in self.player_choices:
            try:
                self.game.variant_for(options | {"players": n})
            except BadInput:
                continue
            offered.append(n)
        return offered

    def chosen_variant(self):
        """The variant the settings name: the rule set, with the number of players chosen."""
        options = variant_to_dict(self.game.presets[self.chosen_rules()])
        players = st.session_state.get(self.K_PLAYERS)
        if players and int(players) in self.players_offered():
            options["players"] = int(players)
        return self.game.variant_for(options)

    def preset_of(self, variant) -> str | None:
        """The rule set a variant is, whatever its number of players."""
        name = self.game.preset_name(variant)
        if name is None and hasattr(variant, "players"):
            for k, pv in self.game.presets.items():
                if variant_to_dict(pv) | {"players": variant.players} == variant_to_dict(variant):
                    return k
        return name

    def sync_settings(self, t: Table) -> None:
        """The settings show the table's rules (a shared link or a loaded game may have changed them)."""
        name = self.preset_of(t.variant)
        st.session_state[self.K_RULES] = name if name in self.rulesets else (
            st.session_state.get(self.K_RULES) or next(iter(self.rulesets)))
        if self.player_choices:
            st.session_state[self.K_PLAYERS] = t.variant.players
        st.session_state.setdefault(self.K_STRENGTH, next(iter(self.strengths)))

    # -- callbacks: the only places the game changes ----------------------------------------------------------------
    def new_game(self) -> None:
        session.replace(self.PAGE, self.build(self.chosen_variant(), fresh_seed()))

    def on_rules(self) -> None:
        players = st.session_state.get(self.K_PLAYERS)
        if self.rules_set_players or (players and int(players) not in self.players_offered()):
            st.session_state[self.K_PLAYERS] = self.game.presets[self.chosen_rules()].players
        self.new_game()

    def on_strength(self) -> None:
        t = self.current()
        t.bots = self.bots(t.variant)

    def act(self, text: str) -> None:
        t = self.current()
        if shared.seated_at(t):
            shared.act(self.PAGE, t, text)
        else:
            session.attempt(self.PAGE, t.act, text)

    def undo(self) -> None:
        session.undo(self.PAGE, self.current())

    # -- the table's block --------------------------------------------------------------------------------------------
    def fresh(self) -> Table:
        """The table, at the top of the table's fragment. A table replaced outside the fragment (a rule set chosen
        in the settings, a saved game loaded) since the page was last drawn whole redraws the whole page."""
        t = self.current()
        if st.session_state.get(self.K_RUN) == "done" and not self.drawn(t):
            st.rerun(scope="app")
        return t

    def drawn(self, t: Table) -> bool:
        """Whether the page was last drawn whole for this table: the same object; at a shared table (its seat's table
        rebuilt at every move) the same as the page shows it outside the fragment (``shared.outside``)."""
        if shared.seated_at(t):
            return st.session_state.get(self.K_DRAWN) == shared.outside(t)
        return st.session_state.get(self.K_DRAWN) is t

    def controls(self, t: Table, again: str = "New game (same rules and players)", short: bool = False) -> list[str]:
        """The pace's buttons (Next, Until my turn), Undo, and a new game once this one is over."""
        if shared.seated_at(t):   # at a shared table the server moves the computer players; no undo
            return []
        return [*pace.buttons(self.PAGE, self.current, stop=self.stop, short=short),
                *board.undo_again(self.PAGE, t, self.game.is_over(t.state), again=again)]

    def draw(self, html: str, parts: board.Parts, typed: Callable[[str], None] | None = None,
             **handlers: Callable[[], None]) -> None:
        """The table's block: ``html`` (made of ``parts``), its buttons sending the engine's moves to ``act`` and
        the page's own moves to the shared handlers (the pace, the review, Undo, a new game) and ``handlers``; a
        move written in its box goes to ``typed``."""
        board.draw(self.PAGE, html, self.act, typed=typed, parts=parts,
                   handlers={**pace.handlers(self.PAGE, self.current, stop=self.stop), **review.handlers(self.PAGE),
                             self.UNDO: self.undo, self.AGAIN: self.new_game, **handlers})

    def play_table(self) -> None:
        """The game's own: draw the table's block (``fresh``, ``controls``, ``draw``) and its review."""
        raise NotImplementedError

    # -- the settings, the share link, save and load ---------------------------------------------------------------
    def settings_label(self) -> str:
        """The closed settings bar's words: the rule set's name (its label before the colon, without its bracketed
        aside: two lines at most on a phone), the players and the computer players."""
        rules = self.rulesets.get(st.session_state.get(self.K_RULES), "").split(":")[0]
        rules = re.sub(r"\s*\([^)]*\)", "", rules)
        players = ""
        if self.player_choices and "player" not in rules.lower():
            players = f", {self.current().variant.players} players"
        return f"{rules}{players}, {self.strengths.get(self.strength(), '').lower()}"

    def settings(self, players_help: str = "") -> None:
        """The settings (opened from the settings bar), the pace and New game: above the table's fragment, so a click
        at the table does not redraw them."""
        bar = tableframe.settings_bar(self.PAGE, self.settings_label(),
                                      keep=(self.K_RULES, self.K_PLAYERS, self.K_STRENGTH), new_game=self.new_game)
        if not bar.open:
            return
        with bar:
            c = st.columns([3, 1, 2] if self.player_choices else [3, 2], vertical_alignment="bottom")
            c[0].selectbox("Rule set", list(self.rulesets), format_func=self.rulesets.get, key=self.K_RULES,
                           on_change=self.on_rules)
            if self.player_choices:
                offered = self.players_offered()
                c[1].selectbox("Players", offered, key=self.K_PLAYERS, on_change=self.new_game,
                               disabled=len(offered) < 2, help=players_help or None)
            c[-1].selectbox("Computer players", list(self.strengths), format_func=self.strengths.get,
                            key=self.K_STRENGTH, on_change=self.on_strength)

    def share_and_save(self) -> share.Panel:
        t = self.current()
        st.session_state[self.K_DRAWN] = t
        return share.panel(self.PAGE, self.game, t, self.share_label, table_choices=self.table_choices,
                           link=self.share_link)

    def table_and_coach(self) -> None:
        """The table's fragment: the game's table, then live help (lessons/parts/coach.py), which the table does
        not wait for."""
        self.play_table()
        coach.live(self.PAGE, self.current())

    def play(self) -> None:
        """The Play part: the settings, the table in the pace's fragment, the coach's level, the share panel."""
        seated = self.shared()
        if seated is not None:     # a shared table: its lobby, then the table, redrawn when it moves
            st.session_state[self.K_DRAWN] = shared.outside(seated)   # what a pushed redraw compares (fresh)
            shared.lobby(seated)
            shared.live(self.table_and_coach, seated)
            coach.picker(self.PAGE, seated)
            shared.save_finished(seated)
            return
        self.settings()
        pace.paced(self.PAGE, self.current, self.table_and_coach, stop=self.stop, linger=self.linger)
        coach.picker(self.PAGE, self.current())
        self.share_and_save()

    # -- the lesson around it ------------------------------------------------------------------------------------
    def before_tabs(self) -> None:
        show.style(stylesheet(*self.style))
        share.apply_url(self.PAGE, self.game, self.build)
        self.sync_settings(self.current())

    @contextmanager
    def whole_run(self):
        """Around the page's whole run: the fragment's guard (``fresh``) knows a full run from its own."""
        st.session_state[self.K_RUN] = "full"
        yield
        st.session_state[self.K_RUN] = "done"

    def run(self, odds: Callable[[], None], values: Callable[[], dict] | None = None, **lesson_parts) -> None:
        """The lesson's four parts (Learn, Play, Odds, Rule card) around this table."""
        with self.whole_run():
            lesson.page(self.game, play=self.play, odds=odds, values=values, before_tabs=self.before_tabs,
                        **lesson_parts)


class NamingAlone(TablePage):
    """A Euchre-family table (Euchre, Domino Euchre, Call-Ace): in the second round a suit is named "…and play
    alone" by a toggle of the block (its move and its state are ``ALONE``), added to the suit named."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.K_ALONE = self.ALONE = f"{self.PAGE}:alone"   # the toggle's state, and its move (the block's own)

    def toggle_alone(self) -> None:
        st.session_state[self.K_ALONE] = not st.session_state.get(self.K_ALONE)

    def act(self, text: str) -> None:
        """A move from the block: a suit named in the second round is played alone if the learner chose so."""
        if text.startswith("name ") and st.session_state.get(self.K_ALONE):
            text += " alone"
        t = self.current()   # at a shared table through shared.act, so the other seats are woken at once
        if shared.act(self.PAGE, t, text) if shared.seated_at(t) else session.attempt(self.PAGE, t.act, text):
            st.session_state[self.K_ALONE] = False
