"""Share a deal by URL, and save or load a whole game as a record.

A shared link carries the game's rule set (by name, or options one by one), the seed
and, if fixed, the deal: ``/euchre?rules=civil-war&players=5&seed=42``. Everything read
from a URL or an uploaded file is validated; a bad value gives a clear message naming
what was wrong, and the learner's current game is left as it was.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from urllib.parse import urlencode

import streamlit as st

from engine.core.errors import BadInput
from engine.core.rng import MAX_SEED
from engine.core.table import Table, load_record_text
from engine.core.variant import describe, variant_diff, variant_from_dict, variant_to_dict
from lessons.parts import session

RESERVED = ("seed", "rules", "deal")


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
    rel = link(game, variant, seed, deal)
    base = (getattr(st.context, "url", None) or "").split("?")[0]
    full = (base.rsplit("/", 1)[0] + rel[1:]) if base.startswith("http") else rel
    st.markdown(f"🔗 **Share this deal** — everyone who opens this link gets the same cards: [{rel}]({rel})")
    st.code(full, language=None)


def read(game, params: dict):
    """(variant, seed, deal) from URL parameters; raises BadInput naming the bad parameter."""
    params = {k: (v[-1] if isinstance(v, list) else v) for k, v in params.items()}
    seed_text = params.get("seed")
    if seed_text is None:
        raise BadInput("link", "it has no 'seed', so it does not name a deal")
    if not str(seed_text).isdigit() or not 0 <= int(seed_text) <= MAX_SEED:
        raise BadInput("link", f"seed {seed_text!r} must be a whole number from 0 to {MAX_SEED}")
    base = game.variant_for(params["rules"]) if "rules" in params else game.Variant()
    options = {k: v for k, v in params.items() if k not in RESERVED}
    names = {o.name for o in describe(game.Variant)}
    for k in options:
        if k not in names:
            raise BadInput("link", f"{game.title} has no rule option called {k!r}")
    variant = variant_from_dict(game.Variant, variant_to_dict(base) | options, what="link") if options else base
    deal = params.get("deal") or None
    if deal is not None and len(deal) > 500:
        raise BadInput("link", "the deal in the link is too long")
    return variant, int(seed_text), deal


def apply_url(page_key: str, game, build: Callable[..., Table]) -> None:
    """Start the game a link names, once per new link. ``build(variant, seed, deal)`` makes the table.

    A malformed or tampered link leaves a clear notice and the current (or a fresh) game.
    """
    params = {k: st.query_params.get_all(k) for k in st.query_params.keys()}
    params = {k: v for k, v in params.items() if k in RESERVED or not k.startswith("_")}
    signature = json.dumps(params, sort_keys=True)
    seen = session.key(page_key, "url")
    if st.session_state.get(seen) == signature:
        return
    st.session_state[seen] = signature
    if not params:
        return
    try:
        variant, seed, deal = read(game, params)
        new = build(variant, seed, deal)
    except BadInput as exc:
        session.warn(page_key, f"That link could not be used — {exc.reason}. You have a fresh game instead.")
        return
    session.replace(page_key, new)


def record_io(page_key: str, table: Table) -> None:
    """Save this game as a record (JSON), or load one; a bad file changes nothing."""
    c1, c2 = st.columns(2)
    # The record is built when the button is pressed, so a save is current even when this part is
    # drawn outside the table's fragment and the table has moved on since.
    c1.download_button("💾 Save this game", lambda: table.record.to_json(),
                       file_name=f"{table.game.slug}-{table.record.seed}.json",
                       mime="application/json", key=session.key(page_key, "save"), on_click="ignore")
    upload_key = session.key(page_key, "upload")
    c2.file_uploader("Load a saved game", type=["json"], key=upload_key, on_change=_load, args=(page_key, upload_key),
                     help="A game saved from this page. It is checked move by move before it replaces your game.")


def _load(page_key: str, upload_key: str) -> None:
    f = st.session_state.get(upload_key)
    if f is None:
        return
    t: Table = st.session_state[session.key(page_key, "table")]
    try:
        data = f.getvalue()
        if len(data) > 2_000_000:
            raise BadInput("saved game", "the file is larger than any game record")
        record = load_record_text(data, t.game)   # refuses a record of another game
        t.load(record, t.game)
    except BadInput as exc:
        session.warn(page_key, f"That file could not be loaded — {exc.reason}. Your game is unchanged.")
        return
    session.clear(page_key)
    st.session_state[session.key(page_key, "loaded")] = True
