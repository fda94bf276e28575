"""The rule sets' registry (engine/core/presets.py): names, old names, and the 1863 judgement."""

import pytest

from engine.core.presets import Preset, Presets


def book():
    return Presets({"philadelphia-1862": Preset({"pack": 32}, "Euchre, Philadelphia 1862", "1862", "src",
                                                 period="1863"),
                    "modern-24": Preset({"pack": 24}, "Euchre, modern 24-card", "modern", "src", period="modern")},
                   aliases={"civil-war": "philadelphia-1862"})


def test_old_names_open_the_same_rules_but_are_not_listed():
    b = book()
    assert b["civil-war"] == b["philadelphia-1862"] == {"pack": 32}
    assert "civil-war" in b and "nonsense" not in b and 3 not in b
    assert list(b) == b.names() == ["philadelphia-1862", "modern-24"]
    assert b.canonical("civil-war") == "philadelphia-1862" and b.canonical("modern-24") == "modern-24"
    assert b.get("nonsense") is None
    assert dict(b.items())["modern-24"] == {"pack": 24}


def test_the_1863_sets_and_labels():
    b = book()
    assert b.for_1863() == ["philadelphia-1862"]
    assert b.labels() == {"philadelphia-1862": "Period-correct for 1863 · Euchre, Philadelphia 1862",
                          "modern-24": "Euchre, modern 24-card"}
    assert b.about("civil-war").period_correct and not b.about("modern-24").period_correct
    assert b.about("modern-24").period_words == "modern"


def test_a_bad_book_is_refused():
    with pytest.raises(ValueError, match="names no rule set"):
        Presets({"a": Preset(1, "A", "1862", "s")}, aliases={"old": "b"}, none_for_1863="none")
    with pytest.raises(ValueError, match="own name"):
        Presets({"a": Preset(1, "A", "1862", "s")}, aliases={"a": "a"}, none_for_1863="none")
    with pytest.raises(ValueError, match="period"):
        Preset(1, "A", "1862", "s", period="1864")
    with pytest.raises(ValueError, match="says why"):    # neither a set for 1863 nor the reason
        Presets({"a": Preset(1, "A", "1887", "s")})
    with pytest.raises(ValueError, match="not both"):
        Presets({"a": Preset(1, "A", "1862", "s", period="1863")}, none_for_1863="none")
    assert Presets({"a": Preset(1, "A", "1973", "s", period="modern")}, none_for_1863="20th c.").for_1863() == []
