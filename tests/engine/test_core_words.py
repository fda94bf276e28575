"""The move logs' shared grammar (engine.core.words)."""

from engine.core.words import agree


def test_agree_with_the_subject():
    assert agree("Abner", "passes") == "passes"
    assert agree("You", "passes") == "pass"
    assert agree("You", "takes up") == "take up"
    assert agree("You", "pushes") == "push"
    assert agree("You", "matches") == "match"
    assert agree("You", "plays") == "play"
    assert agree("Abner and Bess", "scores") == "score"  # a plural subject takes the plural form
