"""The shared page parts that hold logic: share links, citations, accessible rendering."""

import pytest

from engine.core.cards import Card
from engine.core.dice import SCARNEY, STANDARD
from engine.core.dominoes import Domino
from engine.core.errors import BadInput
from lessons.parts import lesson, odds_ui, rulecard, share, show
from tests.toy_game import GAME, ToyVariant


def test_share_query_round_trips_variant_and_seed():
    v = ToyVariant(seats=2, chips=9)
    params = {k: str(val) for k, val in share.query(GAME, v, 42, "deal-text").items()}
    assert params == {"seats": "2", "chips": "9", "seed": "42", "deal": "deal-text"}
    assert share.read(GAME, params) == (v, 42, "deal-text")


def test_share_link_of_default_variant_is_short():
    assert share.link(GAME, ToyVariant(), 7) == "./toy?seed=7"


@pytest.mark.parametrize("params,message", [
    ({}, "no 'seed'"),
    ({"seed": "abc"}, "whole number"),
    ({"seed": "-3"}, "whole number"),
    ({"seed": str(2**60)}, "whole number"),
    ({"seed": "1", "rules": "nope"}, "no rule set called 'nope'"),
    ({"seed": "1", "colour": "red"}, "no rule option called 'colour'"),
    ({"seed": "1", "seats": "9"}, "choose one of 2, 3, 4"),
    ({"seed": "1", "deal": "x" * 501}, "too long"),
])
def test_tampered_share_parameters_name_what_is_wrong(params, message):
    with pytest.raises(BadInput, match=message):
        share.read(GAME, params)


def test_cards_carry_names_for_screen_readers_and_four_colours():
    jd = Card.parse("JD")
    two = show.card(jd, four=False)
    four = show.card(jd, four=True)
    assert 'aria-label="jack of diamonds"' in two and "J♦" in two
    assert "cp-red" in two and "cp-blue" in four
    assert "cp-green" in show.card(Card.parse("QC"), four=True) and "cp-black" in show.card(Card.parse("QS"), four=True)


def test_dice_and_tiles_have_text_names():
    assert 'aria-label="a die showing 5"' in show.die(STANDARD.faces[4])
    assert 'aria-label="a die showing dead"' in show.die(SCARNEY.face("dead"))
    assert 'aria-label="the double six tile"' in show.tile(Domino(6, 6))


def test_exact_figures_read_fraction_first():
    from fractions import Fraction

    assert odds_ui.prob(Fraction(17, 216)) == "17/216 (7.87%)"
    assert odds_ui.estimate(500, 1000) == "50.0% (95% interval 46.9% to 53.1%, n = 1,000)"
    assert odds_ui.estimate(0, 1000) == "0% (none in 1,000; 95% interval 0% to 0.38%)"     # never '0.0% ± 0.0%'


def test_rule_card_is_a_printable_page_with_sources():
    page = rulecard.html_card(GAME, [("The deal", ["Two cards each."])], [("site", "toy")])
    assert page.startswith("<!doctype html>") and "@page" in page and "Two cards each." in page
    assert "Camp &amp; Parlour convention: toy" in page


class _Every(dict):
    """Values for any slot name: '<name>' (to read a lesson's files without its page)."""

    def __missing__(self, key):
        return f"<{key}>"


def test_lesson_slots_fill_from_the_rulebook_and_the_bibliography():
    from engine.games.chuck_a_luck import GAME as CHUCK

    text = lesson.fill(CHUCK, "{{rule purse}} Paid {{value pays}}. {{cite wedeward | ¶3}}", {"pays": "2 to 1"},
                       markup=False)
    assert text.startswith(CHUCK.rules["purse"].text) and "Paid 2 to 1." in text and "Wedeward" in text
    listed = lesson.fill(CHUCK, "{{rules stake purse}}")
    assert listed.splitlines()[0].startswith("- " + CHUCK.rules["stake"].text) and len(listed.splitlines()) == 2
    quoted = lesson.fill(CHUCK, "{{quote wedeward | ¶1 | kept more men on their knees}}")
    assert quoted.startswith("“kept more men on their knees” (")


def test_lesson_notes_are_found_and_the_rest_is_prose():
    text = "Before.\n\n> [!NOTE]\n> **A note.** Two lines\n> of it.\n\nAfter."
    m = lesson.NOTE.search(text)
    assert m and "Two lines" in m.group(1) and "After" not in m.group(1)


@pytest.mark.parametrize("module", ["chuck_a_luck", "draw_poker"])
def test_lesson_files_parse_with_a_right_answer_each_and_cited_cards(module):
    from engine.games import all_games, module_name

    game = next(g for g in all_games().values() if module_name(g.slug) == module)
    qs = lesson.questions(game, _Every())
    assert len(qs) >= 4 and all(0 <= right < len(opts) for _, opts, right, _ in qs)
    sections, cited = lesson.card_sections(game, _Every())
    assert len(sections) >= 4 and all(lines for _, lines in sections) and cited
    assert "{{" not in " ".join(line for _, lines in sections for line in lines)


def test_a_block_in_parts_puts_each_part_in_its_slot_and_an_empty_part_takes_no_slot():
    from lessons.parts import board

    p = board.Parts()
    frame = f'<div class="cols"><div>{p("felt", "<div>felt</div>")}{p("refusal", "")}</div>{p("log", "<p>a</p><p>b</p>")}</div>'
    assert frame.count("data-slot") == 2 and "refusal" not in frame and p.html == {"felt": "<div>felt</div>",
                                                                                    "log": "<p>a</p><p>b</p>"}
    assert board.whole(frame, p.html) == ('<div class="cols"><div><div class="cp-slot" data-slot="felt"><div>felt</div>'
                                          '</div></div><div class="cp-slot" data-slot="log"><p>a</p><p>b</p></div></div>')
    with pytest.raises(ValueError, match="already has a part called 'felt'"):
        p("felt", "<div>again</div>")
