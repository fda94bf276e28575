"""Every rule, option and term of every game cites a source that exists, with a readable citation."""

import re
from pathlib import Path

import pytest

from engine.core.variant import describe
from engine.games import all_games
from sources.bibliography import SOURCES
from sources.citation import full_cite, short_cite
from sources.glossary import GENERAL_TERMS

GAMES = list(all_games().values())
ROOT = Path(__file__).resolve().parents[2]


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


# a heading our copy prints with a spaced hyphen ("Seven - Up") is cited as the word it is ("Seven-Up");
# a quotation keeps its own punctuation ('Players - 2 to 4')
SPACED_HYPHEN = re.compile(r"\w - \w")
QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|‘[^’]*’|“[^”]*”")
CITE = re.compile(r"\{\{cite ([\w-]+) \| ([^}]*)\}\}")


def locators():
    for game in GAMES:
        yield from ((f"{game.slug} rule {r.id}", r.locator) for r in game.rules)
        yield from ((f"{game.slug} option {o.name}", o.locator) for o in describe(game.Variant))
        yield from ((f"{game.slug} term {t.word}", t.locator) for t in game.terms)
    yield from ((f"term {t.word}", t.locator) for t in GENERAL_TERMS)
    for path in sorted((ROOT / "lessons" / "text").rglob("*.md")):
        yield from ((str(path.relative_to(ROOT)), m.group(2)) for m in CITE.finditer(path.read_text()))


def test_cited_headings_have_no_spaced_hyphen():
    found = list(locators())
    assert any(where.startswith("lessons/text/seven_up") for where, _ in found)
    bad = [(where, loc) for where, loc in found if SPACED_HYPHEN.search(QUOTED.sub("", loc or ""))]
    assert not bad, bad
    assert short_cite("wedeward", all_games()["seven-up"].rules["deal"].locator).startswith(
        "Wedeward, Period Games of Chance (n.d.), Seven-Up, ")
