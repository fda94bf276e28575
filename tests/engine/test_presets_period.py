"""Every game's rule sets said by period and source (issue 30): engine/core/presets.py and each game's PRESETS.

A preset's label, year and source come from the rule books (a source entry in sources/), and a reenactor can see
which set is period-correct for 1863; a game without one says why. Old names open exactly the rules they opened
before the rename, so old links and saved choices still work."""

from __future__ import annotations

import re

import pytest

from engine.core.presets import PERIODS, Presets
from engine.core.variant import variant_to_dict
from engine.games import all_games
from engine.games.chuck_a_luck import GAME as CHUCK
from engine.games.chuck_a_luck import ChuckVariant
from engine.games.euchre import EuchreVariant
from sources.bibliography import SOURCES

GAMES = all_games()


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_preset_names_its_year_its_source_and_its_period(slug):
    presets = GAMES[slug].presets
    assert isinstance(presets, Presets), f"{slug}: PRESETS is not an engine.core.presets.Presets"
    for name in presets:
        p = presets.about(name)
        assert p.source in SOURCES, f"{slug} {name}: source {p.source!r} is not in the bibliography"
        assert p.period in PERIODS and p.why and p.differs, f"{slug} {name}: period, why and what differs"
        year = re.search(r"\d{4}|\d{4}s|modern|n\.d\.", p.year)
        assert year, f"{slug} {name}: a year, a decade, 'modern' or 'n.d.', not {p.year!r}"
        if year.group(0)[:4].isdigit():
            assert year.group(0)[:4] in p.label or name == "wedeward-camp", f"{slug} {name}: the label names its year"
        assert isinstance(presets[name], GAMES[slug].Variant)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_game_has_an_1863_set_or_says_why_not(slug):
    presets = GAMES[slug].presets
    assert bool(presets.for_1863()) != bool(presets.none_for_1863)
    for name in presets.for_1863():   # an 1863 set rests on a text of 1850-1865 in the bibliography
        year = SOURCES[presets.about(name).source].year
        assert 1850 <= int(year[:4]) <= 1865, f"{slug} {name}: its source is of {year}"
    assert "period-correct for 1863" in " ".join(presets.labels().values()) or presets.none_for_1863


def test_the_1863_sets_are_the_ones_the_wartime_texts_support():
    assert CHUCK.presets.for_1863() == ["sweat-1864"]
    assert GAMES["euchre"].presets.for_1863() == ["philadelphia-1862"]
    for slug in ("pie-eyed-dice", "scarney-chemin-de-fer"):
        assert "twentieth century" in GAMES[slug].presets.none_for_1863
    assert "post-war" in GAMES["domino-euchre"].presets.none_for_1863
    assert "1891" in GAMES["commerce"].presets.none_for_1863


# The rules each old name opened before the rename (issue 30), written out: an old link must open exactly these.
OLD = {
    ("chuck-a-luck", "camp-1861"): ChuckVariant(),
    ("euchre", "civil-war"): EuchreVariant(),
    ("euchre", "standard"): EuchreVariant(players=4, pack=24, lead="maker", lone_defence=False, game=7),
}


@pytest.mark.parametrize(("slug", "old"), sorted(OLD))
def test_old_names_open_the_rules_they_opened_before(slug, old):
    game = GAMES[slug]
    assert old in game.presets and old not in list(game.presets)
    assert variant_to_dict(game.presets[old]) == variant_to_dict(OLD[slug, old])
    assert game.variant_for(old) == OLD[slug, old]
    assert game.preset_name(OLD[slug, old]) == game.presets.canonical(old)


def test_the_new_euchre_sets():
    p = GAMES["euchre"].presets
    assert not p["philadelphia-1862"].lone_defence and not p["philadelphia-1862"].call_ace
    assert p["railroad-keller-1887"].lone_defence and p["railroad-keller-1887"].lone_defence_scoring == "keller"
