"""Share a deal by URL, and save or load a whole game as a record.

A shared link carries the game's rule set (by name, or options one by one), the seed
and, if fixed, the deal: ``/euchre?rules=civil-war&players=5&seed=42``. Everything read
from a URL or an uploaded file is validated by ``engine.core.inputs`` (the same checks as
the command line and the record loader); a bad value, whatever its characters or size,
gives the site's notice at the top of the page naming the option and the allowed values,
and the learner's current game is left as it was. The address bar follows the game on the
table (``show_link`` and ``follow`` ask for it), so a reload restores the deal and "New game"
moves it on. It is written once the page has drawn everything (``address_at_end``): a change of
the address makes Streamlit's front end re-render the whole app, and sent at the start of a
run, while the new page's elements streamed in, it doubled a return to a lesson from the sidebar
(Euchre, its table set, in Chromium: median 149 ms, 78 ms with the address written at the end).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from urllib.parse import urlencode

import streamlit as st

from engine.core import inputs, seal
from engine.core.errors import BadInput, IllegalAction
from engine.core.record import MAX_DEAL_TEXT, MAX_RECORD_BYTES, saved_text
from engine.core.rng import MAX_SEED
from engine.core.table import Table, load_record_text
from engine.core.variant import describe, variant_diff, variant_from_dict, variant_to_dict
from lessons.parts import board, session

RESERVED = ("seed", "rules", "deal")
MAX_LINK_DEAL = 500
log = logging.getLogger(__name__)


def query(game, variant, seed: int, deal: str | None = None) -> dict:
    params: dict = {}
    name = game.preset_name(variant)
    if name:
        params["rules"] = name
    else:
        params.update({k: (",".join(map(str, v)) if isinstance(v, tuple) else v)
                       for k, v in variant_diff(variant).items()})
    params["seed"] = seed
    if deal:
        params["deal"] = deal
    return params


def link(game, variant, seed: int, deal: str | None = None) -> str:
    """A relative link to this deal on this page."""
    return f"./{game.slug}?{urlencode(query(game, variant, seed, deal))}"


def show_link(game, variant, seed: int, deal: str | None = None) -> None:
    if seed == _class_seed():   # a class hand: no link to its deal (in_class_hand says why)
        st.info("This is a class hand: it has no link; the class keeps the hand you play here.",
                icon=":material/school:")
        return
    rel = link(game, variant, seed, deal)
    base = (getattr(st.context, "url", None) or "").split("?")[0]
    full = (base.rsplit("/", 1)[0] + rel[1:]) if base.startswith("http") else rel
    st.markdown(f"**Share this deal**: everyone who opens this link gets the same cards: [{rel}]({rel})")
    st.code(full, language=None)
    sync_url(game, variant, seed, deal)


def _signature(params: dict) -> str:
    return json.dumps({k: [str(x) for x in (v if isinstance(v, list) else [v])] for k, v in params.items()},
                      sort_keys=True)


def in_class_hand(table: Table) -> bool:
    """A class's deal (engine/classroom/play.py marks its record): no link, no seed in the address, no save or load
    while it is on the table, so no one opens the class's deal outside the class or loads a game made elsewhere."""
    return bool(table.record.table.get("class_deal"))


def _class_seed() -> int | None:
    """The seed of the class hand on the table, if one is (the address bar must not carry it)."""
    from lessons.parts.classroom import ACTIVE

    a = st.session_state.get(ACTIVE)
    return a["table"].record.seed if a and not a.get("saved") else None


def sync_url(game, variant, seed: int, deal: str | None = None) -> None:
    """Make the address bar name the game on the table (a reload restores it; "New game" moves it on). A class
    hand's seed is never written (its own parameters, the class and the name, resume it).

    Parameters of others (names starting with '_', e.g. a class code) are kept; ``apply_url`` knows
    these parameters as written by us and does not start the game again."""
    want = {} if seed == _class_seed() else {k: str(v) for k, v in query(game, variant, seed, deal).items()}
    if _signature(_ours()) == _signature(want):
        _pending.set(None)
        return
    _pending.set(want)   # written by address_at_end, once the page is drawn
    st.session_state[f"share:{game.slug}:written"] = _signature(want)


# The address bar asked for during this run and not yet written, and how deep in address_at_end blocks the run is
# (a page's run holds its table's fragment): per script thread, so never one session's for another's.
_pending: ContextVar[dict | None] = ContextVar("share_pending", default=None)
_depth: ContextVar[int] = ContextVar("share_depth", default=0)


def _ours() -> dict:
    """The address bar's parameters but others' (names starting with '_')."""
    return {k: st.query_params.get_all(k) for k in st.query_params.keys() if not k.startswith("_")}


@contextmanager
def address_at_end() -> Iterator[None]:
    """Around a lesson page's run (and a table fragment's): the address bar asked for inside is written when the
    outermost block ends, after every element has been sent. A run cut short (a rerun, an error) writes nothing;
    the next run asks again (``follow``)."""
    depth = _depth.get()
    if depth == 0:
        _pending.set(None)
    _depth.set(depth + 1)
    try:
        yield
    finally:
        _depth.set(depth)
    want = _pending.get()
    if depth or want is None:
        return
    _pending.set(None)
    try:
        for k in _ours():
            if k not in want:
                del st.query_params[k]
        st.query_params.update(want)
    except Exception:   # noqa: BLE001 - the address bar is a convenience: never break the table over it
        log.exception("could not write the address bar")


def read(game, params: dict):
    """(variant, seed, deal) from URL parameters; raises BadInput naming the bad parameter and what is allowed.

    Every value goes through ``engine.core.inputs``: ASCII digits only, bounded sizes, declared choices."""
    params = inputs.query_params(params, "link")
    if "seed" not in params:
        raise BadInput("link", "it has no 'seed', so it does not name a deal (add seed=, a whole number "
                               f"from 0 to {MAX_SEED:,})")
    seed = inputs.integer(params["seed"], "link option 'seed'", 0, MAX_SEED)
    if "rules" in params:
        rules = inputs.text(params["rules"], "link option 'rules'", 60)
        if rules not in game.presets:
            raise BadInput("link option 'rules'", f"{game.title} has no rule set called {inputs.shorten(rules)} "
                                                  f"(choose one of {', '.join(game.presets) or 'none'})")
        base = game.presets[rules]
    else:
        base = game.Variant()
    options = {k: v for k, v in params.items() if k not in RESERVED and not k.startswith("_")}
    names = [o.name for o in describe(game.Variant)]
    for k in options:
        if k not in names:
            raise BadInput("link", f"{game.title} has no rule option called {inputs.shorten(k)} "
                                   f"(options: {', '.join(names)}, and seed, rules, deal)")
    variant = variant_from_dict(game.Variant, variant_to_dict(base) | options, what="link") if options else base
    deal = params.get("deal") or None
    if deal is not None:
        inputs.text(deal, "link option 'deal'", min(MAX_LINK_DEAL, MAX_DEAL_TEXT), r"[\x20-\x7e]*",
                    "a deal written in plain letters and digits")
    return variant, seed, deal


def apply_url(page_key: str, game, build: Callable[..., Table]) -> None:
    """Start the game a link names, once per new link. ``build(variant, seed, deal)`` makes the table.

    A malformed or tampered link leaves a clear notice and the current (or a fresh) game.
    """
    _show_link_notice(page_key)
    _apply(page_key, game, build)
    follow(page_key)


def _apply(page_key: str, game, build: Callable[..., Table]) -> None:
    params = {k: st.query_params.get_all(k) for k in st.query_params.keys()}
    params = {k: v for k, v in params.items() if k in RESERVED or not k.startswith("_")}
    signature = _signature(params)
    seen = session.key(page_key, "url")
    if st.session_state.get(seen) == signature:
        return
    st.session_state[seen] = signature
    if not params or st.session_state.get(f"share:{game.slug}:written") == signature:
        return   # no link, or the address bar as this page wrote it for the game on the table
    try:
        variant, seed, deal = read(game, params)
        new = build(variant, seed, deal)
    except (BadInput, IllegalAction) as exc:
        what = exc.what if isinstance(exc, BadInput) else "link"
        _link_notice(page_key, f"That link could not be used: {what}: {inputs.cut(str(getattr(exc, 'reason', exc)))}."
                               " You have a fresh game instead.")
        _show_link_notice(page_key)
        return
    except Exception:   # noqa: BLE001 - a link is outside input: never a traceback on a lesson page
        log.exception("a link broke the page's build")
        _link_notice(page_key, "That link could not be used: the game it names cannot be set up. "
                               "You have a fresh game instead.")
        _show_link_notice(page_key)
        return
    session.replace(page_key, new)
    sync_url(new.game, new.variant, new.record.seed, new.record.deal)


def follow(page_key: str) -> None:
    """Write the address bar for the game on this page's table (apply_url and show_link call it)."""
    t = st.session_state.get(session.key(page_key, "table"))
    if isinstance(t, Table):
        sync_url(t.game, t.variant, t.record.seed, t.record.deal)


def _link_notice(page_key: str, text: str) -> None:
    """Remember a notice about a bad link or file; ``apply_url`` shows it at the top of the page."""
    st.session_state[session.key(page_key, "link-notice")] = {"text": text, "runs": 0}


def _show_link_notice(page_key: str) -> None:
    """The notice about a bad link or file, at the top of the page, until the learner has acted twice."""
    k = session.key(page_key, "link-notice")
    n = st.session_state.get(k)
    if not n:
        return
    if n["runs"] > 2:
        st.session_state.pop(k, None)
        return
    st.warning(n["text"], icon=":material/link_off:")
    n["runs"] += 1


class Panel:
    """A part opened by a button (the share panel; the settings bar, tableframe.py) as drawn: ``open``, and then a
    container to draw more in (``with panel:``)."""

    def __init__(self, open_: bool, box=None) -> None:
        self.open, self._box = open_, box

    def __enter__(self):
        return self._box.__enter__()

    def __exit__(self, *exc):
        return self._box.__exit__(*exc)


def panel(page_key: str, game, table: Table, label: str = "Share this deal · save or load the game",
          table_choices: dict[str, tuple] | None = None, link: bool = True) -> Panel:
    """The share link and save / load behind one button, drawn outside the table's fragment, so a click at the
    table does not send them again: the link changes only with a new game, which redraws the whole page; the save
    button asks for the record when it is pressed (always the game as it stands); loading a game reruns the page.
    Returns the panel, for what a page adds there (a new table's settings) when it is open (``panel.open``).
    ``link=False``: save and load only (a page that shows its link with its settings).

    Closed, the panel is one button drawn as a block (board.py, ``chrome``); its parts are drawn only when it is
    opened (a rerun). Every click at a table redraws every element of the page in the browser, and an expander
    with the link, columns, a download button and a file uploader was about 450 React components per click at
    the Euchre table (issue 12's click budget; benchmarks/table_floor.py)."""
    k = session.key(page_key, "share-open")

    def flip(move: str) -> None:
        if move == "share":
            st.session_state[k] = not st.session_state.get(k)

    on = bool(st.session_state.get(k))
    board.draw(k, board.button("share", label, key=k, icon="share", expanded=on, cls="cp-disclose"), flip,
               chrome=True)
    if not on:
        return Panel(False)
    box = st.container(border=True)
    if in_class_hand(table):
        box.info("This is a class hand: its link, saving and loading are off until you start another game, so "
                 "every classmate meets the deal fresh and the class keeps the hand you play here.",
                 icon=":material/school:")
        return Panel(True, box)
    with box:
        if link:
            show_link(game, table.variant, table.record.seed, table.record.deal)
        record_io(page_key, table, table_choices=table_choices)
    return Panel(True, box)


def record_io(page_key: str, table: Table, table_choices: dict[str, tuple] | None = None) -> None:
    """Save this game as a record (JSON), or load one; a bad file changes nothing.

    A game not yet over is saved sealed (:mod:`engine.core.seal`: its cards cannot be read from the file,
    and a changed file is refused); a finished one as a plain record.

    ``table_choices``: the page's own settings a record may carry and their allowed values, e.g.
    ``{"opponents": ("mixed", "book", "bold")}``; a record naming another value is refused by name."""
    c1, c2 = st.columns(2)
    # The record is built when the button is pressed, so a save is current even when this part is
    # drawn outside the table's fragment and the table has moved on since.
    c1.download_button("Save this game", lambda: saved_text(table.record, table.game, table.state),
                       file_name=f"{table.game.slug}-{table.record.seed}.json",
                       mime="application/json", key=session.key(page_key, "save"), on_click="ignore")
    upload_key = session.key(page_key, "upload")
    c2.file_uploader("Load a saved game", type=["json"], key=upload_key, on_change=_load,
                     args=(page_key, upload_key, table_choices),
                     help="A game saved from this page (sealed if saved before its end: only this site opens "
                          "it). It is checked move by move before it replaces your game.")


def check_table(record, table_choices: dict[str, tuple] | None) -> None:
    """A record's page settings against the values the page offers (BadInput naming the setting)."""
    for k, allowed in (table_choices or {}).items():
        if k in record.table:
            inputs.choice(record.table[k], f"saved game setting {k!r}", allowed)


def _check_sealed_game(data: bytes, game) -> None:
    """A sealed file of another game is named as such before its seal is even tried."""
    try:
        wrapper = json.loads(data)
    except (ValueError, RecursionError):
        return   # the loader names what is wrong with it
    if seal.is_sealed(wrapper) and seal.sealed_game(wrapper) != game.slug:
        raise BadInput("saved game", f"it is a sealed game of {inputs.shorten(wrapper.get('game'))}, "
                                     f"not of {game.title}")


def _load(page_key: str, upload_key: str, table_choices: dict[str, tuple] | None = None) -> None:
    f = st.session_state.get(upload_key)
    if f is None:
        return
    t: Table = st.session_state[session.key(page_key, "table")]
    try:
        if in_class_hand(t):
            raise BadInput("saved game", "loading is off during a class hand")
        data = f.getvalue()
        if len(data) > MAX_RECORD_BYTES:
            raise BadInput("saved game", f"the file is {len(data):,} bytes, larger than any game record "
                                         f"(at most {MAX_RECORD_BYTES:,})")
        _check_sealed_game(data, t.game)
        record = load_record_text(data, t.game)   # opens a sealed file; refuses a record of another game
        check_table(record, table_choices)
        t.load(record, t.game)
    except (BadInput, IllegalAction) as exc:
        what = exc.what if isinstance(exc, BadInput) else "saved game"
        text = f"That file could not be loaded: {what}: {inputs.cut(str(getattr(exc, 'reason', exc)))}. Your game is unchanged."
        session.warn(page_key, text)
        _link_notice(page_key, text)
        return
    except Exception:   # noqa: BLE001 - an upload is outside input: never a traceback on a lesson page
        log.exception("an uploaded record broke the page")
        session.warn(page_key, "That file could not be loaded: it is not a game this page can set up. "
                               "Your game is unchanged.")
        return
    session.clear(page_key)
    st.session_state[session.key(page_key, "loaded")] = True
