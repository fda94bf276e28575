"""The lesson's table of rule sets by period and source (issue 30): lessons/parts/page.py's presets_html, drawn by
the ``{{presets}}`` slot in every lesson's learn.md."""

from pathlib import Path

import pytest

from engine.games import all_games, module_name
from lessons.parts.page import presets_html

TEXT = Path(__file__).resolve().parents[2] / "lessons" / "text"


@pytest.mark.parametrize("slug", sorted(all_games()))
def test_every_lesson_shows_its_rule_sets_by_period(slug):
    game = all_games()[slug]
    assert "{{presets}}" in (TEXT / module_name(slug) / "learn.md").read_text(encoding="utf-8")
    html = presets_html(game)
    for name in game.presets:
        assert game.presets.about(name).year in html
    if game.presets.for_1863():
        assert "Period-correct for 1863" in html and "No rule set for 1863" not in html
    else:
        assert "No rule set for 1863" in html


def test_the_euchre_table_names_the_1862_book_and_railroad_euchre():
    html = presets_html(all_games()["euchre"])
    assert "Law and Practice of the Game of Euchre" in html and "Railroad Euchre, Keller 1887" in html
