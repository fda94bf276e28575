"""The two ways the engine says no."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core.rules import Rule


class IllegalAction(Exception):
    """An action the rules forbid: a sentence a learner understands, and the rule."""

    def __init__(self, reason: str, rule: Rule | None = None):
        super().__init__(reason)
        self.reason = reason
        self.rule = rule

    def __str__(self) -> str:
        return self.reason if self.rule is None else f"{self.reason} ({self.rule.citation})"


class BadInput(ValueError):
    """Input from outside (a URL, a saved game, the command line) that cannot be used."""

    def __init__(self, what: str, reason: str):
        super().__init__(f"{what}: {reason}")
        self.what = what
        self.reason = reason
