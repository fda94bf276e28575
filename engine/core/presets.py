"""Named rule sets, each said by period and source: when it was played so, after whom, and what differs.

A game's presets are a :class:`Presets`: a read-only mapping from a rule set's name to its variant, so every
caller that picks a rule set by name (``game.presets[name]``, ``name in game.presets``, the links' ``rules=``, the
command line's ``--variant NAME``) reads it as before. Beside each variant stands a :class:`Preset` saying:

- ``label``: what a learner reads in the rule-set chooser ("Euchre, Philadelphia 1862: 32 cards, four in
  partnerships");
- ``year``: when the rules were written or played so ("1862", "1887", "1973", "modern");
- ``source`` and ``locator``: the bibliography key and place the rule set is taken from;
- ``differs``: what sets it apart from the game's other rule sets, in one line;
- ``period``: ``"1863"`` when a text of the war's years (or just before) that we have read supports playing it
  so in 1863; ``"reported"`` when a later or unread text says it was played so in those years (second-hand);
  ``"later"`` when its rules are from after the war; ``"modern"`` for a twentieth-century or modern source;
- ``why``: the reason for that judgement, in one sentence a reenactor can check.

A game with no rule set for 1863 says why (``none_for_1863``): Scarne's dice games are of the twentieth century,
the Domino Euchres post-war, Commerce's text a London book of 1891.

Old names stay readable (``aliases``: an old name -> today's), so a link or a saved choice made before a rename
still opens the same rules; only today's names are listed (iteration, ``names()``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

PERIODS = ("1863", "reported", "later", "modern")
PERIOD_WORDS = {"1863": "period-correct for 1863", "reported": "reported for the 1860s (second-hand)",
                "later": "after the war", "modern": "modern"}


@dataclass(frozen=True)
class Preset:
    variant: Any
    label: str
    year: str
    source: str
    locator: str = ""
    differs: str = ""
    period: str = "later"
    why: str = ""

    def __post_init__(self):
        if self.period not in PERIODS:
            raise ValueError(f"a preset's period is one of {PERIODS}, not {self.period!r}")

    @property
    def period_words(self) -> str:
        return PERIOD_WORDS[self.period]

    @property
    def period_correct(self) -> bool:
        """Supported by a text of the war's years as played in 1863."""
        return self.period == "1863"


class Presets(Mapping):
    """A game's rule sets by name (today's names in the order a learner is offered them), each with its
    :class:`Preset`; ``aliases`` maps names used before to today's; ``none_for_1863``: why no rule set is marked
    period-correct for 1863, for a game that has none."""

    def __init__(self, presets: Mapping[str, Preset], aliases: Mapping[str, str] | None = None,
                 none_for_1863: str = ""):
        self._presets = dict(presets)
        self.aliases = dict(aliases or {})
        self.none_for_1863 = none_for_1863
        if bool(self.for_1863()) == bool(none_for_1863):
            raise ValueError("a game either has a rule set for 1863 or says why it has none (none_for_1863), not both")
        for old, new in self.aliases.items():
            if new not in self._presets:
                raise ValueError(f"alias {old!r} names no rule set ({new!r})")
            if old in self._presets:
                raise ValueError(f"alias {old!r} is also a rule set's own name")

    def canonical(self, name: str) -> str:
        """Today's name for ``name`` (itself, or the rule set an old name now points to)."""
        return self.aliases.get(name, name)

    def about(self, name: str) -> Preset:
        return self._presets[self.canonical(name)]

    def __getitem__(self, name: str):
        return self.about(name).variant

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.canonical(name) in self._presets

    def __iter__(self) -> Iterator[str]:
        return iter(self._presets)

    def __len__(self) -> int:
        return len(self._presets)

    def names(self) -> list[str]:
        return list(self._presets)

    def labels(self) -> dict[str, str]:
        """Name -> what the rule-set chooser says: the label, led by "Period-correct for 1863" where it is (first,
        so a narrow box that cuts the label short still shows it)."""
        return {name: ("Period-correct for 1863 · " if p.period_correct else "") + p.label
                for name, p in self._presets.items()}

    def for_1863(self) -> list[str]:
        """The rule sets a text of the war's years supports as played in 1863 (none for a post-war game)."""
        return [name for name, p in self._presets.items() if p.period_correct]
