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
    assert "<code>philadelphia-1862</code>" in html and "<strong>Period-correct for 1863.</strong>" in html
    assert "<code>wedeward-camp</code> (was <code>civil-war</code>)" in html   # the old name a link may carry


# -- the rule-set chooser at a table: the engine's labels, the sets for 1863 marked ---------------------------------
LESSONS = Path(__file__).resolve().parents[2] / "lessons"


@pytest.mark.parametrize(("page", "opener", "slug"), [("euchre", "settings-open", "euchre"),
                                                      ("pie_eyed_dice", "share-open", "pie-eyed-dice")])
def test_the_chooser_at_a_table_shows_the_engines_labels(page, opener, slug):
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(LESSONS / f"{page}.py"), default_timeout=60)
    at.session_state[f"{page}:tab"] = "Play"
    at.session_state[f"{page}:{opener}"] = True     # the settings drawn (only while open)
    at.run()
    assert not at.exception
    box = next(b for b in at.selectbox if b.label == "Rule set")
    labels = all_games()[slug].presets.labels()
    assert list(box.options) == list(labels.values())
    assert ("Period-correct for 1863" in " ".join(box.options)) == bool(all_games()[slug].presets.for_1863())


def test_draw_pokers_rule_set_box_fills_the_options_and_names_the_mix():
    """Draw Poker's settings choose options one by one; its rule-set box (the engine's labels) fills them, and names
    the set they make, or says they are the learner's own."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(LESSONS / "draw_poker.py"), default_timeout=60)
    at.session_state["draw_poker:tab"] = "Play"
    at.session_state["draw_poker:settings-open"] = True
    at.run()
    box = next(b for b in at.selectbox if b.label == "Rule set")
    labels = all_games()["draw-poker"].presets.labels()
    assert box.value == "schenck-1880" and list(box.options)[:-1] == list(labels.values())
    box.set_value("no-sequences-1850s").run()
    assert not at.exception and at.session_state["draw_poker:ranking"] == "no-sequences"
    next(b for b in at.selectbox if b.label == "The ace in sequences").set_value("low-only").run()
    assert next(b for b in at.selectbox if b.label == "Rule set").value == "custom"   # no set is that mix


def test_the_odds_at_a_sweat_table_are_the_cloths_six_numbers():
    """At a table of Sweat, 1864 (the six numbers only) the Odds tab counts the cloth's bets, offers no pay table
    for totals and no way of betting off the cloth."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(LESSONS / "chuck_a_luck.py"), default_timeout=60)
    at.query_params["rules"], at.query_params["seed"] = "sweat-1864", "2"   # a link to a Sweat table's deal
    at.session_state["chuck_a_luck:tab"] = "Odds"
    at.run()
    assert not at.exception
    assert "Every bet on the cloth: the six numbers" in [h.value for h in at.subheader]
    assert "Pay table for totals" not in [b.label for b in at.selectbox]
    assert "The house's edge, bet by bet" not in [h.value for h in at.subheader]   # one kind of bet: no comparison
    assert all(o.startswith("the ") for o in at.multiselect[0].options) and len(at.multiselect[0].options) == 6
    ways = next(b for b in at.selectbox if b.label == "A way of betting")
    assert "25¢ on high" not in ways.options and "25¢ on a single number (the 5)" in ways.options


def test_the_players_box_offers_what_the_rule_set_allows():
    """The number of players offered is what the chosen rule set's Variant accepts: Seven-Up's five to seven only at
    Auction Pitch (choosing it keeps the number; leaving it for Seven-Up falls back to the set's own four), and
    Euchre's box greyed at four for a 24-card set and Hasenpfeffer."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(LESSONS / "seven_up.py"), default_timeout=60)
    at.session_state["seven_up:tab"] = "Play"
    at.session_state["seven_up:settings-open"] = True
    at.run()
    players = next(b for b in at.selectbox if b.label == "Players")
    assert list(players.options) == ["2", "3", "4"]
    labels = all_games()["seven-up"].presets.labels()
    next(b for b in at.selectbox if b.label == "Rule set").set_value("auction-pitch").run()
    players = next(b for b in at.selectbox if b.label == "Players")
    assert list(players.options) == ["2", "3", "4", "5", "6", "7"]
    players.set_value(7).run()
    assert not at.exception and at.session_state["seven_up:table"].variant.players == 7
    assert at.session_state["seven_up:table"].variant.trumps == "auction"
    next(b for b in at.selectbox if b.label == "Rule set").set_value(next(iter(labels))).run()
    assert not at.exception and at.session_state["seven_up:table"].variant.players in (2, 3, 4)

    at = AppTest.from_file(str(LESSONS / "euchre.py"), default_timeout=60)
    at.session_state["euchre:tab"] = "Play"
    at.session_state["euchre:settings-open"] = True
    at.query_params["rules"], at.query_params["seed"] = "hasenpfeffer", "3"   # a link to a Hasenpfeffer deal
    at.run()
    players = next(b for b in at.selectbox if b.label == "Players")
    assert list(players.options) == ["4"] and players.disabled
    next(b for b in at.selectbox if b.label == "Rule set").set_value("wedeward-camp").run()
    players = next(b for b in at.selectbox if b.label == "Players")
    assert list(players.options) == ["3", "4", "5", "6", "7"] and not players.disabled
