"""engine/core/errors.py (issue 31: mutation score): a refusal reads as its sentence, and with a rule, the sentence
and the rule's source; bad input names what was wrong and why."""

from __future__ import annotations

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.rules import Rule

RULE = Rule("raise", "A raise at least matches the last.", "schenck-1880", "p. 7")


def test_a_refusal_without_a_rule_is_its_sentence():
    e = IllegalAction("It is not your turn.")
    assert (str(e), e.reason, e.rule, e.args) == ("It is not your turn.", "It is not your turn.", None,
                                                  ("It is not your turn.",))


def test_a_refusal_cites_its_rules_source():
    e = IllegalAction("Raise at least the last raise.", RULE)
    assert e.rule is RULE and e.reason == "Raise at least the last raise."
    assert str(e) == "Raise at least the last raise. (Schenck, Draw (1880), p. 7)"


def test_bad_input_names_what_and_why():
    e = BadInput("seed", "it is not a whole number")
    assert (str(e), e.what, e.reason) == ("seed: it is not a whole number", "seed", "it is not a whole number")
    with pytest.raises(ValueError):       # a caller that catches ValueError catches bad input too
        raise e
