"""Every rule traceable both ways: from a rulebook's id to the code that applies it and the tests that check it.

Read from the source text, never from running code, so it sees every site:

- code: ``@applies("id", ...)`` on a function, a ``# rule: id, id`` comment on a line, or a
  ``RULES["id"]`` expression (a refusal naming its rule), in the game's own module or package
  under ``engine/games/`` and in the shared modules it names in ``GAME.shared_code``;
- tests: ``@pytest.mark.rules("id", ...)`` on a test under ``tests/``, counted for the game
  whose module name starts the test file's name (``test_seven_up_odds.py`` is Seven-Up's), or
  for the game named by ``game="slug"`` in the mark (shared tests, such as the trick engine's).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_COMMENT = re.compile(r"#\s*rule:\s*([a-z0-9][a-z0-9 ,_-]*)", re.I)
_RULES_INDEX = re.compile(r"\bRULES\[\s*[\"']([a-z0-9_-]+)[\"']\s*\]")


@dataclass
class Sites:
    code: list[str] = field(default_factory=list)   # "engine/games/euchre/game.py:120"
    tests: list[str] = field(default_factory=list)  # "tests/engine/test_euchre.py:88"


def _py_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def _strings(node: ast.Call) -> list[str]:
    return [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]


@cache
def _marks_in(path: Path, decorator: str) -> tuple[tuple[str, int, str | None], ...]:
    """(rule id, line, game keyword or None) for each mark in one file."""
    text = path.read_text(encoding="utf-8")
    out: list[tuple[str, int, str | None]] = []
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return ()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else (f.id if isinstance(f, ast.Name) else "")
        if name != decorator:
            continue
        game = next((k.value.value for k in node.keywords
                     if k.arg == "game" and isinstance(k.value, ast.Constant)), None)
        out.extend((rid, node.lineno, game) for rid in _strings(node))
    if decorator == "applies":
        for i, line in enumerate(text.splitlines(), 1):
            m = _COMMENT.search(line)
            if m:
                out.extend((rid.strip(), i, None) for rid in m.group(1).split(",") if rid.strip())
            out.extend((rid, i, None) for rid in _RULES_INDEX.findall(line))
    return tuple(out)


def code_paths(game) -> list[Path]:
    from engine.games import module_name

    mod = module_name(game.slug)
    base = ROOT / "engine" / "games"
    own = base / mod if (base / mod).is_dir() else base / f"{mod}.py"
    return [own, *(ROOT / p for p in getattr(game, "shared_code", ()))]


def _test_game(path: Path, games: dict) -> str | None:
    """The game a test file belongs to by its name: the longest module name that starts it."""
    from engine.games import module_name

    stem = path.stem.removeprefix("test_")
    best = None
    for slug in games:
        mod = module_name(slug)
        if (stem == mod or stem.startswith(mod + "_")) and (best is None or len(mod) > len(module_name(best))):
            best = slug
    return best


def where(game) -> dict[str, Sites]:
    """For each rule id of ``game.rules``: the code sites and test sites that name it."""
    from engine.games import all_games

    ids = {r.id for r in game.rules}
    sites = {r.id: Sites() for r in game.rules}
    for base in code_paths(game):
        for path in _py_files(base):
            for rid, line, _ in _marks_in(path, "applies"):
                if rid in ids:
                    sites[rid].code.append(f"{path.relative_to(ROOT)}:{line}")
    games = all_games()
    tests = ROOT / "tests"
    if tests.is_dir():
        for path in _py_files(tests):
            owner = _test_game(path, games)
            for rid, line, named in _marks_in(path, "rules"):
                if (named or owner) == game.slug and rid in ids:
                    sites[rid].tests.append(f"{path.relative_to(ROOT)}:{line}")
    for s in sites.values():
        s.code = sorted(set(s.code), key=_order)
        s.tests = sorted(set(s.tests), key=_order)
    return sites


def _order(site: str) -> tuple[str, int]:
    path, _, line = site.rpartition(":")
    return path, int(line)


def unknown_marks(game) -> list[str]:
    """Marks in a game's test files or its own code that name no rule of its rulebook (a typo, a renamed rule)."""
    from engine.games import all_games

    ids = {r.id for r in game.rules}
    bad = []
    for path in _py_files(code_paths(game)[0]):
        for rid, line, _ in _marks_in(path, "applies"):
            if rid not in ids:
                bad.append(f"{path.relative_to(ROOT)}:{line} names {rid!r}")
    games = all_games()
    for path in _py_files(ROOT / "tests"):
        owner = _test_game(path, games)
        for rid, line, named in _marks_in(path, "rules"):
            if (named or owner) == game.slug and rid not in ids:
                bad.append(f"{path.relative_to(ROOT)}:{line} names {rid!r}")
    return bad
