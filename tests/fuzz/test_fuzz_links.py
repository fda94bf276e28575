"""Tampered links through the page's own reader (lessons/parts/share.read): BadInput naming the option, or a game."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.variant import describe
from engine.games import all_games
from tests.fuzz.fuzzlib import bounded, read_link
from tests.fuzz.strategies import nasty_text, odd_digit

GAMES = list(all_games().values())


@st.composite
def link(draw):
    game = draw(st.sampled_from(GAMES))
    names = [o.name for o in describe(game.Variant)] + ["seed", "rules", "deal"]
    keys = st.one_of(st.sampled_from(names), nasty_text.filter(lambda k: len(k) < 200))
    good = st.one_of(st.integers(0, 2**53 - 1).map(str), st.sampled_from(["1", "4", "true", "no", "civil-war"]))
    vals = st.one_of(nasty_text, good, odd_digit, st.lists(st.one_of(nasty_text, good), min_size=1, max_size=3))
    params = draw(st.dictionaries(keys, vals, max_size=5))
    if draw(st.booleans()):
        params["seed"] = draw(st.one_of(good, nasty_text, odd_digit))
    return game, params


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=link())
def test_tampered_links_give_a_notice_or_a_game(case):
    game, params = case
    with bounded(what=f"{game.slug} {str(params)[:60]}"):
        read_link(game, params)
