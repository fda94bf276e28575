"""Every rule, option and term of every game cites a source that exists, with a readable citation."""

import pytest

from engine.core.variant import describe
from engine.games import all_games
from sources.bibliography import SOURCES
from sources.citation import full_cite, short_cite
from sources.glossary import GENERAL_TERMS

GAMES = list(all_games().values())


def test_every_source_renders_full_and_short():
    for key, s in SOURCES.items():
        assert s.key == key
        assert full_cite(key).endswith(".")
        assert short_cite(key, "p. 3").endswith("p. 3")
        assert s.verified in (True, False, "partial")


def test_short_citation_reads_like_a_scholars():
    assert short_cite("schenck-1880", "p. 7") == "Schenck, Draw (1880), p. 7"
    assert short_cite("schenck-1880", "p. 7", markup=True) == "Schenck, *Draw* (1880), p. 7"
    assert "Brooklyn, N.Y.: Privately Printed, 1880." in full_cite("schenck-1880")


def test_general_terms_cite_known_sources():
    assert all(t.source in SOURCES for t in GENERAL_TERMS)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_game_rules_options_terms_cite_known_sources(game):
    assert len(game.rules) > 0
    for r in game.rules:
        assert r.source in SOURCES, f"rule {r.id} cites unknown source {r.source}"
        assert r.text
    for o in describe(game.Variant):
        assert o.source in SOURCES and o.doc, f"option {o.name} lacks a doc or a known source"
    for t in game.terms:
        assert t.source in SOURCES and t.meaning
