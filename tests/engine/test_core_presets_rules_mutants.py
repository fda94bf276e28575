"""engine/core/presets.py and rules.py on small rule sets and rulebooks written here (issue 31: mutation score):
the lookups by today's and old names, the chooser's labels, the refusals' words, and the site rules every rulebook
holds (a game's own wording of one winning)."""

from __future__ import annotations

import pytest

from engine.core.presets import Preset, Presets
from engine.core.rules import GAME_OVER, NOTATION, SITE_IDS, SITE_RULES, TURN, Rule, Rulebook, applies


def _p(variant, period="later", label=None):
    return Preset(variant, label or f"set {variant}", "1887", "keller1887", period=period)


def _presets(**kw):
    return Presets({"old-style": _p("A", "1863", "Old style"), "new": _p("B", "modern", "New style"),
                    "late": _p("C")}, **kw)


def test_a_preset_refuses_an_unknown_period():
    for ok in ("1863", "reported", "later", "modern"):
        assert _p(1, ok).period == ok
    assert Preset(1, "x", "1887", "k").period == "later"          # the default
    with pytest.raises(ValueError) as e:
        _p(1, "1864")
    assert str(e.value) == "a preset's period is one of ('1863', 'reported', 'later', 'modern'), not '1864'"


def test_rule_sets_are_found_by_name_and_by_old_name_listing_only_todays():
    ps = _presets(aliases={"classic": "old-style"})
    assert ps["old-style"] == "A" and ps["classic"] == "A" and ps["late"] == "C"
    assert ps.about("classic").label == "Old style" and ps.canonical("classic") == "old-style"
    assert ps.canonical("new") == "new" and ps.canonical("nothing") == "nothing"
    assert "classic" in ps and "new" in ps and "nothing" not in ps and 3 not in ps and None not in ps
    assert list(ps) == ps.names() == ["old-style", "new", "late"] and len(ps) == 3
    assert ps.aliases == {"classic": "old-style"}
    with pytest.raises(KeyError):
        ps["nothing"]
    assert dict(ps.items()) == {"old-style": "A", "new": "B", "late": "C"}


def test_labels_lead_with_period_correct_where_it_is():
    ps = _presets()
    assert ps.labels() == {"old-style": "Period-correct for 1863 \u00b7 Old style", "new": "New style",
                           "late": "set C"}
    assert ps.for_1863() == ["old-style"]


def test_a_game_has_a_set_for_1863_or_says_why_not_never_both_nor_neither():
    msg = "a game either has a rule set for 1863 or says why it has none (none_for_1863), not both"
    with pytest.raises(ValueError) as e:
        _presets(none_for_1863="post-war")
    assert str(e.value) == msg
    with pytest.raises(ValueError) as e:
        Presets({"late": _p("C")})
    assert str(e.value) == msg
    ps = Presets({"late": _p("C"), "x": _p("D", "reported")}, none_for_1863="post-war game")
    assert ps.none_for_1863 == "post-war game" and ps.for_1863() == [] and ps.aliases == {}
    assert _presets().none_for_1863 == ""


def test_an_alias_must_name_a_rule_set_and_not_be_one():
    with pytest.raises(ValueError) as e:
        _presets(aliases={"classic": "gone"})
    assert str(e.value) == "alias 'classic' names no rule set ('gone')"
    with pytest.raises(ValueError) as e:
        _presets(aliases={"new": "late"})
    assert str(e.value) == "alias 'new' is also a rule set's own name"


def test_a_rulebook_keeps_the_games_order_then_the_site_rules():
    a, b = Rule("follow-suit", "Follow suit.", "keller1887"), Rule("trick", "Highest wins.", "keller1887", "p. 3")
    book = Rulebook("toy", [a, b])
    assert book.game == "toy"
    assert list(book) == [a, b, NOTATION, GAME_OVER, TURN] and len(book) == 5
    assert book["trick"] is b and book["turn"] is TURN
    assert "trick" in book and "turn" in book and "renege" not in book
    with pytest.raises(KeyError):
        book["renege"]


def test_a_games_own_wording_of_a_site_rule_wins():
    own = Rule("turn", "The eldest hand leads, then each in turn to the left.", "keller1887")
    book = Rulebook("toy", [own])
    assert book["turn"] is own and list(book) == [own, NOTATION, GAME_OVER] and len(book) == 3


def test_two_rules_with_one_id_are_refused():
    r = Rule("trick", "x", "site")
    with pytest.raises(ValueError) as e:
        Rulebook("toy", [r, Rule("trick", "y", "site")])
    assert str(e.value) == "toy: two rules share an id"


def test_the_site_rules_are_three_cited_to_the_site():
    assert [r.id for r in SITE_RULES] == ["notation", "game-over", "turn"] and SITE_IDS == {"notation", "game-over",
                                                                                            "turn"}
    assert {r.source for r in SITE_RULES} == {"site"}


def test_applies_returns_the_function_itself():
    def f():
        return 1

    assert applies("trick")(f) is f and applies("a", "b", games=("euchre",))(f) is f
