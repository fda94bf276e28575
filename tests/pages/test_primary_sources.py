"""Every lesson's primary sources (issue 30): each quotation is a short, marked, cited extract of a public-domain
text in the bibliography; every lesson has a "Primary sources" section, its extracts each under a heading the
teacher's guide can refer to, or says plainly why it has none; and the corrections made against the period texts
stay made."""

import re
from pathlib import Path

import pytest

from engine.games import all_games, module_name
from lessons.parts import lesson
from sources.bibliography import SOURCES

TEXT = Path(lesson.TEXT)
QUOTE = re.compile(r"\{\{\s*quote\s+([^}]*?)\s*\}\}")
GAMES = [g for g in all_games().values() if (TEXT / module_name(g.slug) / "learn.md").exists()]
# Games no text of the war's years describes: their section says what kind of source exists instead.
NO_PERIOD_TEXT = {"scarney-chemin-de-fer", "pie-eyed-dice", "domino-euchre", "call-ace"}


def quotes():
    for path in sorted(TEXT.rglob("*.md")):
        for m in QUOTE.finditer(path.read_text(encoding="utf-8")):
            yield str(path.relative_to(TEXT)), m.group(1)


def section(slug: str, title: str = "Primary sources") -> str:
    text = lesson.read(slug, "learn.md")
    m = re.search(rf"^## {title}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return m.group(1) if m else ""


def test_every_quotation_is_of_a_public_domain_source_with_a_locator():
    found = list(quotes())
    assert len(found) >= 20, "the lessons quote their period texts"
    for where, arg in found:
        parts = [x.strip() for x in arg.split("|")]
        assert len(parts) == 3 and all(parts), f"{where}: a quote needs KEY | LOCATOR | words: {arg!r}"
        key, _, words = parts
        assert key in SOURCES, f"{where}: {key!r} is not in the bibliography"
        assert SOURCES[key].copyright == "public domain", f"{where}: {key!r} is not public domain, paraphrase it"
        assert len(words.split()) <= 45, f"{where}: a quotation is a short extract"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_every_lesson_has_its_primary_sources(game):
    body = section(game.slug)
    assert body.strip(), f"{game.slug}: learn.md has no '## Primary sources' section"
    extracts = QUOTE.findall(body)
    if game.slug in NO_PERIOD_TEXT:
        assert body.strip().startswith("None"), "says plainly that no text of the war's years exists"
        assert "{{cite" in body and not extracts, "and cites what kind of source exists instead"
        return
    assert extracts, f"{game.slug}: no extract of a period text"
    head, *subsections = re.split(r"^### ", body, flags=re.M)
    assert not QUOTE.search(head), "every extract stands under a ### heading naming its source"
    for sub in subsections:
        title = sub.splitlines()[0]
        assert QUOTE.search(sub) or "{{cite" in sub, f"{game.slug}: '### {title}' quotes or cites nothing"


@pytest.mark.parametrize("game", [g for g in GAMES if g.slug not in NO_PERIOD_TEXT], ids=lambda g: g.slug)
def test_extracts_render_marked_and_cited(game):
    html = lesson.prose_html(lesson.fill(game, section(game.slug)))
    assert "{{" not in html
    marked = re.findall(r"“[^”]*(?:“[^”]*”[^”]*)*” \(([^)]*)\)", html)
    assert len(marked) >= len(QUOTE.findall(section(game.slug))), "each extract in quotation marks, then its citation"
    assert all(re.search(r"\d{4}", c) for c in marked), "every citation carries its year"


# Claims issue 30 found unsupported or misquoted: each taken out or said as the sources allow.
GONE = [
    ("chuck_a_luck", "1808"),
    ("chuck_a_luck", "went by many names"),
    ("euchre", "most popular family card game"),
    ("euchre", "began in western Pennsylvania"),
    ("commerce", "three following cards of one suit"),
    ("draw_poker", "An English code of the period"),
    ("draw_poker", "*“three of a kind”* beaten by *“a straight”*"),
    ("seven_up", "we have not read Cotton ourselves"),
    ("domino_euchre", "and so those families played Euchre"),
]


@pytest.mark.parametrize("module,phrase", GONE)
def test_corrected_claims_stay_corrected(module, phrase):
    assert phrase not in (TEXT / module / "learn.md").read_text(encoding="utf-8")


def test_the_verse_is_given_with_both_readings():
    verse = section("draw-poker", "A verse to close")
    assert "two ways" in verse and "beat that pair" in verse and "*three of a kind*" in verse
