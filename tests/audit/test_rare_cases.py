"""The rare-case audit: every settlement, scoring and tie rule of every rulebook has a test that pins it by a fixed
deal and names it (tests/audit/rare_cases.py), and every rare state the harness is steered into settles only rules
pinned so. Reads source and the rulebooks only: about a second."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from engine.games import all_games
from engine.trace import _games_of, _test_game
from tests.audit.rare_cases import KEYWORDS, NOT_SETTLEMENT, RARE_STATES, SETTLEMENT

ROOT = Path(__file__).resolve().parents[2]
GAMES = all_games()
SLUGS = sorted(GAMES)
# a card (AS, 10H), a tile (5-3) or dice (6-6-4, x-x-1, a tuple of three faces) written out
LITERAL = re.compile(r"\b(?:[2-9]|10|[JQKA])[SHDC]\b|\b[0-6]-[0-6]\b|\b[1-6x]-[1-6x]-[1-6x]\b|"
                     r"\(\s*[1-6],\s*[1-6],\s*[1-6]\s*\)")


def caught(slug: str) -> set[str]:
    """The rules the keyword net takes for settlement, scoring or tie rules."""
    return {r.id for r in GAMES[slug].rules if KEYWORDS.search(f"{r.id} {r.text}")}


@cache
def _module(path: str):
    """(tree, text, string constants by name, functions by name) of a test file, imported constants included."""
    file = ROOT / path
    text = file.read_text()
    tree = ast.parse(text)
    consts = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    consts[t.id] = ast.get_source_segment(text, node.value) or ""
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tests."):
            other = node.module.replace(".", "/") + ".py"
            if (ROOT / other).is_file():
                theirs = _module(other)[2]
                consts.update({a.asname or a.name: theirs[a.name] for a in node.names if a.name in theirs})
    funcs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    return tree, text, consts, funcs


def _source(text: str, node: ast.FunctionDef) -> str:
    return "\n".join([ast.get_source_segment(text, d) or "" for d in node.decorator_list]
                     + [ast.get_source_segment(text, node) or ""])


def shows_a_fixed_deal(path: str, func: str) -> bool:
    """A card, tile or dice literal in the test, in a constant it names, or in a helper of its file it calls (and so
    on down), its defaults included."""
    _tree, text, consts, funcs = _module(path)
    seen, todo = set(), [func]
    while todo:
        name = todo.pop()
        if name in seen or name not in funcs:
            continue
        seen.add(name)
        src = _source(text, funcs[name])
        if LITERAL.search(src):
            return True
        words = set(re.findall(r"\b\w+\b", src))
        if any(LITERAL.search(consts[w]) for w in words & set(consts)):
            return True
        todo.extend(words & set(funcs))
    return False


def names_the_rule(path: str, func: str, slug: str, rule: str) -> bool:
    _tree, _text, _consts, funcs = _module(path)
    owner = _test_game(ROOT / path, GAMES)
    for d in funcs[func].decorator_list:
        if isinstance(d, ast.Call) and getattr(d.func, "attr", "") == "rules":
            games = _games_of(d, "game") or ((owner,) if owner else ())
            if slug in games and rule in [a.value for a in d.args if isinstance(a, ast.Constant)]:
                return True
    return False


def problems(slug: str) -> list[str]:
    out = []
    ids = {r.id for r in GAMES[slug].rules}
    pinned, other = SETTLEMENT.get(slug, {}), NOT_SETTLEMENT.get(slug, {})
    for rule in sorted(caught(slug) - set(pinned) - set(other)):
        out.append(f"{slug}: rule {rule!r} reads as a settlement, scoring or tie rule but is in neither SETTLEMENT "
                   "(with a fixed-deal test) nor NOT_SETTLEMENT (with the reason) of tests/audit/rare_cases.py")
    for rule in sorted((set(pinned) | set(other)) - ids):
        out.append(f"{slug}: tests/audit/rare_cases.py lists {rule!r}, which the rulebook lacks")
    for rule in sorted(set(pinned) & set(other)):
        out.append(f"{slug}: {rule!r} is in both SETTLEMENT and NOT_SETTLEMENT")
    for rule in sorted(other):
        if not other[rule].strip():
            out.append(f"{slug}: NOT_SETTLEMENT[{rule!r}] gives no reason")
    for rule, tests in sorted(pinned.items()):
        if not tests:
            out.append(f"{slug}: {rule!r} has no fixed-deal test")
        for ref in tests:
            path, _, func = ref.partition("::")
            if not (ROOT / path).is_file() or func not in _module(path)[3]:
                out.append(f"{slug}: {rule!r}: {ref} does not exist")
            elif not names_the_rule(path, func, slug, rule):
                out.append(f"{slug}: {rule!r}: {ref} has no @pytest.mark.rules naming it for {slug}")
            elif not shows_a_fixed_deal(path, func):
                out.append(f"{slug}: {rule!r}: {ref} shows no fixed deal (no card, tile or dice written out)")
    return out


def test_every_game_is_registered():
    assert set(SETTLEMENT) == set(GAMES), sorted(set(GAMES) ^ set(SETTLEMENT))
    assert set(NOT_SETTLEMENT) <= set(GAMES)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_settlement_rule_has_a_fixed_deal_test_naming_it(slug):
    found = problems(slug)
    assert not found, "\n".join(found)


def test_every_rare_state_is_registered_and_settles_pinned_rules():
    from tests.engine.test_rare_states import CASES

    assert set(CASES) == set(RARE_STATES), (f"rare states not in tests/audit/rare_cases.py RARE_STATES: "
                                            f"{sorted(set(CASES) - set(RARE_STATES))}; gone: "
                                            f"{sorted(set(RARE_STATES) - set(CASES))}")
    for name, (slug, rules) in RARE_STATES.items():
        assert CASES[name][0] == slug, f"{name}: the state is {CASES[name][0]}'s, not {slug}'s"
        for rule in rules:
            assert rule in SETTLEMENT[slug], f"{name}: {slug}'s {rule!r} has no fixed-deal test in SETTLEMENT"


def test_the_audit_fails_on_a_rule_without_an_entry(monkeypatch):
    """The audit can fail: a new scoring rule in a rulebook, and a test that plays a random game, are both named."""
    from engine.core.rules import Rule

    game = GAMES["seven-up"]
    extra = Rule("score-bonus", "A bonus point scores to the dealer.", game.rules["high"].source)
    monkeypatch.setitem(game.rules._rules, "score-bonus", extra)
    assert any("'score-bonus'" in p for p in problems("seven-up"))
    monkeypatch.undo()
    assert not problems("seven-up")
    assert not shows_a_fixed_deal("tests/engine/test_pie_eyed_dice.py", "test_rule_session_rounds_and_tokens")
    assert shows_a_fixed_deal("tests/engine/test_pie_eyed_dice.py", "test_rule_five_dead_take_the_roles_in_order")
