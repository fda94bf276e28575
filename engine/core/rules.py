"""Rules as data: every rule the engine enforces has an id, a statement and a source.

A game declares its rules once, in a :class:`Rulebook`; its checks raise
``IllegalAction(reason, rules["follow-suit"])``; its lesson prints the same rules
with their citations; its tests name the rule id they check. A site convention
(where the sources are silent) cites the source key ``site`` and says so.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    text: str
    source: str        # a key of sources.bibliography.SOURCES
    locator: str = ""  # page, section or paragraph in that source

    @property
    def citation(self) -> str:
        from sources.citation import short_cite

        return short_cite(self.source, self.locator)


class Rulebook:
    """The named rules of one game, in the order a lesson teaches them, then the site rules (:data:`SITE_RULES`)
    it does not state in its own words: every rule a refusal at its table can cite is in its rulebook."""

    def __init__(self, game: str, rules: list[Rule]):
        self.game = game
        self._rules = {r.id: r for r in rules}
        if len(self._rules) != len(rules):
            raise ValueError(f"{game}: two rules share an id")
        for r in SITE_RULES:
            self._rules.setdefault(r.id, r)

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self._rules


# The site rules: what every table refuses whatever the game (how a move is written, nothing after the end, nothing
# out of turn), stated once here. Every rulebook holds them (a game may state one in its own words under the same
# id, as Commerce does its notation and the trick-taking games their turn); refusals cite them from the game's
# rulebook (``engine.core.table`` by ``game.rules[id]``), and ``engine.trace`` finds their code in ``engine/core``.
NOTATION = Rule("notation", "A move is written in the site's own words, as the table's buttons and the rule card "
                             "show them.", "site", "engine notation")
GAME_OVER = Rule("game-over", "Nothing can be done once the game is over.", "site", "engine protocol")
TURN = Rule("turn", "Players act in turn: only the player whose turn it is may act.", "site", "engine protocol")
SITE_RULES = (NOTATION, GAME_OVER, TURN)
SITE_IDS = frozenset(r.id for r in SITE_RULES)


@dataclass(frozen=True)
class Term:
    """A period term for the glossary: the word, what it meant, and where it is found."""

    word: str
    meaning: str
    source: str
    locator: str = ""
    game: str = ""


def applies(*rule_ids: str, games: tuple[str, ...] | str = ()):
    """Mark the function that applies these rules: ``@applies("follow-suit", "trick")``.

    It costs nothing at run time (the function is returned unchanged); ``engine.trace``
    reads the marks from the source, so ``python -m engine rules GAME --where`` can show, for
    each rule, the code that applies it and the tests that check it. Inside a function, a
    comment ``# rule: follow-suit`` marks a single line the same way, and so does any
    ``RULES["follow-suit"]`` (a refusal naming its rule).

    In a game's own module a mark names that game's rules. In code several games run (``engine/tricks``,
    ``engine/games/_scarney.py``, a game's module another game runs too) it names the games whose rule it
    applies, as literal slugs: ``@applies("game-tie", games=("euchre", "domino-euchre"))``, or on a line
    ``# rule for euchre, seven-up: trick``; two games may give one id to different rules (Euchre's
    ``game-tie`` is not Seven-Up's), and the mark is counted for the named games only."""
    def mark(fn):
        return fn
    return mark
