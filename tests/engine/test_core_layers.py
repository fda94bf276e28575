"""The engine's layers, read from the imports in the source (ast), never by running it.

    engine.core     what every game shares: imports nothing of the engine above it
    engine.tricks   the trick-taking engine: imports core only
    engine.games    the rules: core, tricks and other games; never the CLI, the odds or the bots
    engine.bots     computer players, engine.odds and engine.coach: above the games, never the CLI (the stronger
                    players choose by the coach's evaluation, and the coach plays out with the bots)
    engine.cli      the command line: may import anything of the engine

And no module of the engine imports Streamlit or the pages (``lessons``). Function-level imports
count too: an import inside a function is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"

# What each layer may import from inside ``engine`` (prefixes of module names).
ABOVE_GAMES = ("engine.core", "engine.tricks", "engine.games", "engine.bots", "engine.odds", "engine.coach")
ALLOWED = {
    "engine.core": ("engine.core",),
    "engine.tricks": ("engine.core", "engine.tricks"),
    "engine.games": ("engine.core", "engine.tricks", "engine.games"),
    "engine.bots": ABOVE_GAMES,
    "engine.odds": ABOVE_GAMES,
    "engine.coach": ABOVE_GAMES,
}
NEVER = ("streamlit", "lessons")

# Known exceptions, each with its reason; the test fails if one is no longer needed, so the list only shrinks.
KNOWN: set[tuple[str, str]] = set()


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, text: str | None = None) -> list[tuple[str, int]]:
    """Every module ``path`` imports (absolute names; relative imports resolved), with its line.

    ``text``: read this instead of the file (to test the reader itself)."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    package = _module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" else _module_name(path)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((name, node.lineno))
    return out


def _files() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)


def _layer(module: str) -> str | None:
    for layer in ALLOWED:
        if module == layer or module.startswith(layer + "."):
            return layer
    return None


def violations() -> list[tuple[str, str, int]]:
    """(file, imported module, line) for every import that breaks a layering rule."""
    bad = []
    for path in _files():
        rel = str(path.relative_to(ROOT))
        layer = _layer(_module_name(path))
        for name, line in imports(path):
            top = name.split(".")[0]
            if top in NEVER:
                bad.append((rel, name, line))
            elif layer and name.startswith("engine.") and not name.startswith(ALLOWED[layer]):
                bad.append((rel, name, line))
            elif layer and name == "engine":
                bad.append((rel, name, line))
    return bad


def _known(rel: str, name: str) -> bool:
    return any(rel == f and (name == m or name.startswith(m + ".")) for f, m in KNOWN)


def test_engine_layers_import_only_downwards():
    bad = [f"{rel}:{line} imports {name}" for rel, name, line in violations() if not _known(rel, name)]
    assert not bad, "imports against the layers (see this test's docstring):\n" + "\n".join(bad)


def test_known_exceptions_are_still_needed():
    found = {(rel, name) for rel, name, _ in violations()}
    stale = [k for k in KNOWN if not any(rel == k[0] and (n == k[1] or n.startswith(k[1] + ".")) for rel, n in found)]
    assert not stale, f"these exceptions are no longer needed; remove them from KNOWN: {stale}"


@pytest.mark.parametrize("source,expected", [
    ("from engine.cli import main\n", [("engine.cli", 1)]),
    ("def f():\n    from engine.odds import chuck_a_luck\n", [("engine.odds", 2)]),
    ("import engine.bots.euchre as B\n", [("engine.bots.euchre", 1)]),
    ("from .words import money\n", [("engine.games.chuck_a_luck.words", 1)]),
])
def test_imports_are_read_everywhere_in_a_file(source, expected):
    assert imports(ENGINE / "games" / "chuck_a_luck" / "game.py", source) == expected


def test_a_game_importing_the_odds_is_caught(monkeypatch):
    """The checker itself: a game that imported the CLI or the odds would be reported."""
    import tests.engine.test_core_layers as me

    real = me.imports

    def fake(path, text=None):
        found = real(path, text)
        if path.name == "game.py" and path.parent.name == "chuck_a_luck":
            found = [*found, ("engine.odds.chuck_a_luck", 1), ("engine.cli", 2)]
        return found

    monkeypatch.setattr(me, "imports", fake)
    names = {(rel, n) for rel, n, _ in me.violations()}
    assert ("engine/games/chuck_a_luck/game.py", "engine.odds.chuck_a_luck") in names
    assert ("engine/games/chuck_a_luck/game.py", "engine.cli") in names


# -- the pages' pure layer -----------------------------------------------------------------------------------------
VIEWS = ROOT / "lessons" / "views"
VIEWS_NEVER = ("streamlit", "lessons.parts", "lessons.site")


def view_violations(root: Path = VIEWS) -> list[str]:
    """Imports that would tie ``lessons/views`` (a seat's view to HTML) to Streamlit or the page parts. ``root``: the
    folder to read (its files are read as if they stood in ``lessons/views``)."""
    bad = []
    for path in sorted(root.rglob("*.py")):
        for name, line in imports(VIEWS / path.relative_to(root), path.read_text(encoding="utf-8")):
            if any(name == m or name.startswith(m + ".") for m in VIEWS_NEVER):
                bad.append(f"{path.relative_to(root)}:{line} imports {name}")
    return bad


def test_views_import_neither_streamlit_nor_the_page_parts():
    assert VIEWS.is_dir() and len(list(VIEWS.glob("*.py"))) >= 4
    bad = view_violations()
    assert not bad, "lessons/views must stay pure (see lessons/views/__init__.py):\n" + "\n".join(bad)


def test_a_view_importing_streamlit_is_caught(tmp_path):
    (tmp_path / "felt.py").write_text("import html\n\ndef f():\n    import streamlit as st\n")
    (tmp_path / "parts.py").write_text("from lessons.parts.show import card\n")
    (tmp_path / "ok.py").write_text("from lessons.views import markup\n")
    assert view_violations(tmp_path) == ["felt.py:4 imports streamlit", "parts.py:1 imports lessons.parts.show"]
