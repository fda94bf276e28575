"""Links on every lesson page (issue 12/14): a tampered link of any kind gives the site's notice at the
top of the page naming the option and what is allowed, never an exception; the address bar names
the game on the table, so a reload restores it; after "New table" the address bar follows."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["chuck_a_luck", "draw_poker", "euchre", "seven_up", "commerce", "domino_euchre", "call_ace",
         "scarney_chemin_de_fer", "pie_eyed_dice"]
BAD = [({"seed": "\u00b2"}, "seed"), ({"seed": "9" * 5000}, "seed"), ({"seed": "1", "nonsense": "1"}, "no rule option"),
       ({"seed": "1", "rules": "x" * 50_000}, "rules"), ({"seed": "1", "deal": "\u00b2" * 600}, "deal")]


def open_page(module: str, tab: str | None = None, **params) -> AppTest:
    at = AppTest.from_file(str(ROOT / "lessons" / f"{module}.py"), default_timeout=90)
    if tab:
        at.session_state[f"{module}:tab"] = tab
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception][:1]
    return at


def _url(at: AppTest) -> dict:
    out = {}
    for k in at.query_params:
        v = at.query_params[k]
        out[k] = v[-1] if isinstance(v, list) else v
    return out


def _wanted(t) -> dict:
    from lessons.parts import share

    return {k: str(v) for k, v in share.query(t.game, t.variant, t.record.seed, t.record.deal).items()}


def notice(at: AppTest) -> str:
    return " ".join(w.value for w in at.warning)


@pytest.mark.parametrize("module", PAGES)
def test_a_bad_seed_gives_the_notice_and_a_fresh_game(module):
    at = open_page(module, seed="\u00b2")
    assert "link option 'seed'" in notice(at) and "0 to 9,007,199,254,740,991" in notice(at)
    assert at.warning[0].value.startswith("That link could not be used")


@pytest.mark.parametrize("params,word", BAD, ids=[str(p)[:30] for p, _ in BAD])
def test_every_kind_of_tampered_link_on_one_page(params, word):
    at = open_page("pie_eyed_dice", **params)
    assert word in notice(at), notice(at)[:300]
    assert len(notice(at)) < 1200, "the notice echoes a huge value"


def test_a_bad_option_value_names_the_option_and_its_allowed_values():
    at = open_page("euchre", seed="3", players="\u00b2")
    assert "link option 'players'" in notice(at) and "choose one of 3, 4, 5, 6, 7" in notice(at)


def test_the_address_bar_names_the_game_on_the_table_and_follows_a_new_table():
    at = open_page("pie_eyed_dice", tab="Play", seed="77", rounds="3")
    t = at.session_state["pie_eyed_dice:table"]
    assert t.record.seed == 77 and t.variant.rounds == 3
    assert at.query_params["seed"] == ["77"] or at.query_params["seed"] == "77"
    at.session_state["pie_eyed_dice:share-open"] = True   # the panel with a new table's settings, opened
    next(b for b in at.run().button if b.key == "pie_eyed_dice:new").click().run()
    assert not at.exception
    t = at.session_state["pie_eyed_dice:table"]
    seed = at.query_params["seed"]
    assert (seed[-1] if isinstance(seed, list) else seed) == str(t.record.seed) != "77"
    assert _url(at) == _wanted(t), "the address bar names the new table's rules and seed"
    at.run()   # a rerun with the address bar as written does not start the game again
    assert at.session_state["pie_eyed_dice:table"].record.seed == t.record.seed


def test_a_page_without_a_link_writes_its_game_to_the_address_bar():
    at = open_page("chuck_a_luck", tab="Play")
    assert _url(at) == _wanted(at.session_state["chuck_a_luck:table"])


def test_a_saved_game_naming_a_setting_the_page_does_not_offer_is_refused_by_name():
    import json

    from engine.core.errors import BadInput
    from engine.core.record import GameRecord
    from lessons.parts import share

    data = json.loads((ROOT / "tests" / "golden" / "draw_poker_schenck.json").read_text())
    data["table"] = {"opponents": "wizard"}
    record = GameRecord.from_json(json.dumps(data))
    share.check_table(record, {"style": ("a", "b")})   # a setting the record does not carry: nothing to check
    with pytest.raises(BadInput, match="setting 'opponents': 'wizard' is not allowed: choose one of mixed, book"):
        share.check_table(record, {"opponents": ("mixed", "book")})


def test_a_parameter_given_twice_is_refused_by_name():
    """?seed=1&seed=2 does not silently play seed 2 (issue 32): the notice names the parameter."""
    at = open_page("euchre", seed=["1", "2"])
    assert "'seed' 2 times" in notice(at), notice(at)
    assert at.warning[0].value.startswith("That link could not be used")


# Servers refuse a request line past their limit before the site sees it: Tornado's (Streamlit's server) default
# max_header_size is 64 KiB, nginx's large_client_header_buffers 8 KiB. Every link the site writes stays far below.
LINK_CEILING = 4_000


def _longest_value(info) -> int:
    if info.choices:
        return max(len(str(c)) for c in info.choices)
    if info.maximum is not None:
        return max(len(str(info.maximum)), len(str(info.minimum)))
    if isinstance(info.default, bool):
        return len("False")
    if isinstance(info.default, tuple):
        return 3 * len(",".join(map(str, info.default))) + 20
    return len(str(info.default)) + 20


@pytest.mark.parametrize("module", PAGES)
def test_every_link_the_site_writes_is_far_below_the_servers_limits(module):
    """The longest link a page can write: every rule option at its longest value, the largest seed and the longest
    deal a link carries, each character of it percent-encoded (three characters each)."""
    from engine.core.rng import MAX_SEED
    from engine.core.variant import describe
    from engine.games import all_games, module_name
    from lessons.parts import share

    game = next(g for g in all_games().values() if module_name(g.slug) == module)
    options = sum(len(i.name) + 2 + 3 * _longest_value(i) for i in describe(game.Variant))
    longest = (len(f"./{game.slug}?") + options + len(f"&seed={MAX_SEED}") + len("&deal=") + 3 * share.MAX_LINK_DEAL
               + len("&rules=") + max((len(n) for n in game.presets), default=0))
    assert longest < LINK_CEILING, f"{game.slug}'s longest link is {longest:,} characters"
    # and a link as the site writes it, with a real deal, is read back to the same game
    variant = game.Variant()
    rel = share.link(game, variant, MAX_SEED)
    assert len(rel) < LINK_CEILING
