"""The teacher's guide of every lesson (lessons/text/<game>/guide.md, drawn by lessons/parts/guide.py): its four
parts, a plan of 45 minutes naming the class session's real steps, three discussion questions tied to the primary
sources, an exit question; its slots filled from the page's own figures and the bibliography. Its printing is
tests/browser/test_guide_print.py's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.games import module_name
from lessons.catalog import available_games, page_file
from lessons.parts import guide
from lessons.parts.lesson import SLOT
from sources.bibliography import SOURCES
from tests.pages.board import blocks, lesson_parts, whole_html

ROOT = Path(__file__).resolve().parents[2]
GAMES = available_games()
GUIDE = "Teacher's guide"
# The class session's words a plan quotes, each where the teacher or the student meets it: a renamed button or
# heading on those pages fails here, and the guides must follow it.
CLASS_PAGES = (ROOT / "lessons/site/class_teacher.py").read_text() + (ROOT / "lessons/site/class_join.py").read_text()
CLASS_STEPS = ("Open the class", "I have kept it: show the room the class", "Projector view", "Play deal {",
               "How the room chose", "How each deal turned out")
# the sources a guide's questions are tied to, by name (the wartime ones, or the game's own period or modern book)
SOURCE_NAMES = ("Park", "McElroy", "Downing", "Homer", "Schenck", "Hoyle", "Cotton", "book", "modern", "Scarne")


def one(game) -> dict[str, str]:
    """The guide's parts, each with its lines joined (a phrase may wrap in the file)."""
    return {k: " ".join(v.split()) for k, v in guide.sections(game).items()}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_every_game_has_a_guide_with_its_four_parts(game):
    parts = one(game)
    assert list(parts)[:4] == list(guide.SECTIONS), "the four parts, in the order a teacher reads them"
    learn = parts["What students learn"]
    assert "**History.**" in learn and "**Probability.**" in learn
    # the probability part names the exact figure the game teaches: the engine's own (a value slot) or the Odds part's
    assert "{{value " in learn or "Odds part" in learn, "name the figure the game teaches"
    minutes = guide.plan_minutes(guide.sections(game)["A 45-minute plan"])
    assert len(minutes) >= 5 and sum(minutes) == 45, minutes
    questions = guide.questions(guide.sections(game)["Discussion questions"])
    assert len(questions) == 3 and all("?" in q for q in questions), questions
    assert all(any(name in q for name in SOURCE_NAMES) for q in questions[:2]), "questions tied to the sources"
    assert parts["Exit question"].count("?") >= 1 and "*(Answer:" in parts["Exit question"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_a_plan_names_the_class_sessions_real_steps(game):
    plan = one(game)["A 45-minute plan"]
    for words in ("Class session", "Open the class", "Join a class", "Projector view", "Play deal 1 at the table"):
        assert words in plan, words
    assert "How the room chose" in plan or "How each deal turned out" in plan, "the discussion reads the dashboard"
    for words in CLASS_STEPS:
        assert words in CLASS_PAGES, f"the class pages no longer say {words!r}: a guide's plan quotes it"
    assert "Play a deal together at shared tables" in CLASS_PAGES


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_a_guide_cites_only_sources_in_the_bibliography_and_restates_no_figure_by_hand(game):
    text = guide.text(game)
    for m in SLOT.finditer(text):
        assert m.group(1) in {"cite", "quote", "value", "rule"}, m.group(0)
        if m.group(1) in {"cite", "quote"}:
            assert m.group(2).partition("|")[0].strip() in SOURCES, m.group(0)
    # a chance is the engine's (a value slot), never a percentage typed into the guide
    assert not re.search(r"\d+(?:\.\d+)?\s*%", SLOT.sub("", text)), "a percentage restated by hand"


def test_the_guide_is_the_lessons_fifth_part_and_fills_its_slots_from_the_page():
    """AppTest: two lessons (one whose page gives values, one that gives none) draw the guide as their fifth part,
    every slot filled, with the Print button and the page to download."""
    for game in (g for g in GAMES if g.slug in {"chuck-a-luck", "euchre"}):
        key = module_name(game.slug)
        at = AppTest.from_file(str(ROOT / "lessons" / page_file(game.slug).name), default_timeout=60)
        at.session_state[f"{key}:tab"] = GUIDE
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        assert lesson_parts(at)[-1] == GUIDE
        body = " ".join(whole_html(b) for b in blocks(at, "cp_static"))
        assert 'class="cp-prose cp-guide"' in body and "{{" not in body
        for heading in guide.SECTIONS:
            assert f">{heading}</h2>" in body
        assert any("Print this guide" in h.proto.body for h in at.get("html"))
        download = at.get("download_button")
        assert download and "guide" in download[0].proto.label


def test_every_value_a_guide_uses_is_one_its_page_gives():
    """The value slots against the names the pages' lessons already print (learn.md, rulecard.md, selfcheck.md): a
    guide's figure is one the lesson states."""
    for game in GAMES:
        used = {m.group(2).strip() for m in SLOT.finditer(guide.text(game)) if m.group(1) == "value"}
        folder = ROOT / "lessons" / "text" / module_name(game.slug)
        stated = {m.group(2).strip() for f in ("learn.md", "rulecard.md", "selfcheck.md") if (folder / f).exists()
                  for m in SLOT.finditer((folder / f).read_text()) if m.group(1) == "value"}
        assert used <= stated, (game.slug, used - stated)


def test_the_standalone_page_leaves_the_sheet_to_the_printer():
    euchre = next(g for g in GAMES if g.slug == "euchre")
    page = guide.page_html(euchre)
    assert page.startswith("<!doctype html>") and ">What students learn</h2>" in page and "{{" not in page
    css = guide.PRINT_CSS
    assert css.rindex("size: auto") > css.index("size: A4"), "A4 or Letter, as the printer has it"
