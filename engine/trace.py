"""Every rule traceable both ways: from a rulebook's id to the code that applies it and the tests that check it.

Read from the source text, never from running code, so it sees every site:

- code: ``@applies("id", ...)`` on a function, a ``# rule: id, id`` comment on a line, a
  ``RULES["id"]`` expression (a refusal naming its rule), or a refusal citing a site rule by its name
  (``IllegalAction(reason, NOTATION)``, ``GAME_OVER``, ``TURN``), in the game's own module or package
  under ``engine/games/``, in the shared modules it names in ``GAME.shared_code``, and in
  ``engine/core`` (what every game runs: the protocol's base and the table);
- tests: ``@pytest.mark.rules("id", ...)`` on a test under ``tests/``, counted for the game
  whose module name starts the test file's name (``test_seven_up_odds.py`` is Seven-Up's), or
  for the games named by ``game="slug"`` or ``game=("slug", ...)`` in the mark (shared tests, such as
  the trick engine's, or the site rules' tests for every game).

Whose rule a mark names. Two games may give the same id to different rules (Euchre's ``game-tie`` is not
Seven-Up's), so a mark is counted only for the games that run the code it marks:

- in a game's own module, a plain mark is that game's (``@applies("follow-suit")``, ``# rule: trick``);
- in shared code (``engine/tricks``, ``engine/games/_scarney.py``, another game's module that this game
  runs too), a mark names its games: ``@applies("game-tie", games=("euchre", "domino-euchre"))`` or
  ``# rule for euchre, seven-up: trick``; a plain mark there is nobody's, and :func:`mark_problems`
  reports it. A mark that names its games is counted for those games only, wherever it stands (a mark
  in Domino Euchre's module that Call-Ace runs too names both);
- in ``engine/core``, a plain mark names a site rule, which every rulebook holds
  (``engine.core.rules.SITE_RULES``): the table refuses a move out of turn in every game.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Code every game runs (the protocol's base class, the table): its plain marks name site rules.
COMMON_CODE = ("engine/core",)
#: The site rules' names in ``engine.core.rules``: ``IllegalAction(reason, NOTATION)`` marks its line as ``notation``.
_SITE_NAMES = {"NOTATION": "notation", "GAME_OVER": "game-over", "TURN": "turn"}
_SLUG = r"[a-z0-9][a-z0-9-]*"
_COMMENT = re.compile(rf"^#\s*rule(?:\s+for\s+(?P<games>{_SLUG}(?:\s*,\s*{_SLUG})*))?\s*:"
                      r"\s*(?P<ids>[a-z0-9][a-z0-9 ,_-]*)", re.I)


@dataclass
class Sites:
    code: list[str] = field(default_factory=list)   # "engine/games/euchre/game.py:120"
    tests: list[str] = field(default_factory=list)  # "tests/engine/test_euchre.py:88"


@dataclass(frozen=True)
class Mark:
    rule: str
    line: int
    games: tuple[str, ...] | None   # the games it names; None: a plain mark (its module's own game)


def _py_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def _strings(node: ast.Call) -> list[str]:
    return [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]


def _games_of(node: ast.Call, keyword: str) -> tuple[str, ...] | None:
    """The games a mark names by ``keyword`` (a string, or a tuple or list of strings); None if it names none."""
    for k in node.keywords:
        if k.arg != keyword:
            continue
        v = k.value
        if isinstance(v, ast.Constant) and isinstance(v.value, str):
            return (v.value,)
        if isinstance(v, ast.Tuple | ast.List):
            return tuple(e.value for e in v.elts if isinstance(e, ast.Constant) and isinstance(e.value, str))
        return ()   # not a literal: names no game the tracer can read (reported by mark_problems)
    return None


@cache
def _marks_in(path: Path, decorator: str) -> tuple[Mark, ...]:
    """Every mark in one file: ``applies`` (code) or ``rules`` (tests)."""
    text = path.read_text(encoding="utf-8")
    out: list[Mark] = []
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return ()
    keyword = "games" if decorator == "applies" else "game"
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else (f.id if isinstance(f, ast.Name) else "")
            if name == decorator:
                games = _games_of(node, keyword)
                out.extend(Mark(rid, node.lineno, games) for rid in _strings(node))
            elif decorator == "applies" and name == "IllegalAction" and not _common(path):
                # a refusal citing a site rule by its name (in engine/core, where the site rules are defined and the
                # protocol's defaults are overridden, only explicit marks count: the table's)
                out.extend(Mark(_SITE_NAMES[a.id], a.lineno, None) for a in node.args
                           if isinstance(a, ast.Name) and a.id in _SITE_NAMES)
        elif (decorator == "applies" and isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
              and node.value.id == "RULES" and isinstance(node.slice, ast.Constant)
              and isinstance(node.slice.value, str)):
            out.append(Mark(node.slice.value, node.lineno, None))
    if decorator == "applies":
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type != tokenize.COMMENT:
                continue
            m = _COMMENT.match(tok.string)
            if m:
                games = tuple(g.strip() for g in m["games"].split(",")) if m["games"] else None
                out.extend(Mark(rid.strip(), tok.start[0], games) for rid in m["ids"].split(",") if rid.strip())
    return tuple(sorted(out, key=lambda k: (k.line, k.rule)))


def own_path(game) -> Path:
    """The game's own module or package under ``engine/games/``."""
    from engine.games import module_name

    mod = module_name(game.slug)
    base = ROOT / "engine" / "games"
    return base / mod if (base / mod).is_dir() else base / f"{mod}.py"


def code_paths(game) -> list[Path]:
    """Where the code a game runs may be marked: its own module, its shared code, the common code."""
    return [own_path(game), *(ROOT / p for p in getattr(game, "shared_code", ())), *(ROOT / p for p in COMMON_CODE)]


def _under(path: Path, base: Path) -> bool:
    return path == base or base in path.parents


def _common(path: Path) -> bool:
    return any(_under(path, ROOT / p) for p in COMMON_CODE)


def counts_for(mark: Mark, path: Path, game) -> bool:
    """Whether a code mark in ``path`` names a rule of ``game`` (see the module's docstring)."""
    if mark.games is not None:
        return game.slug in mark.games
    return _under(path, own_path(game)) or _common(path)


def code_marks(game) -> list[tuple[Path, Mark]]:
    """Every code mark counted for ``game``, with its file."""
    seen, out = set(), []
    for base in code_paths(game):
        for path in _py_files(base):
            if path in seen:
                continue
            seen.add(path)
            out.extend((path, m) for m in _marks_in(path, "applies") if counts_for(m, path, game))
    return out


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


def _test_marks(game) -> list[tuple[Path, Mark]]:
    from engine.games import all_games

    games = all_games()
    tests = ROOT / "tests"
    out = []
    if tests.is_dir():
        for path in _py_files(tests):
            owner = _test_game(path, games)
            for m in _marks_in(path, "rules"):
                if (game.slug in m.games) if m.games else owner == game.slug:
                    out.append((path, m))
    return out


def where(game) -> dict[str, Sites]:
    """For each rule id of ``game.rules``: the code sites and test sites that name it."""
    sites = {r.id: Sites() for r in game.rules}
    for path, m in code_marks(game):
        if m.rule in sites:
            sites[m.rule].code.append(f"{path.relative_to(ROOT)}:{m.line}")
    for path, m in _test_marks(game):
        if m.rule in sites:
            sites[m.rule].tests.append(f"{path.relative_to(ROOT)}:{m.line}")
    for s in sites.values():
        s.code = sorted(set(s.code), key=_order)
        s.tests = sorted(set(s.tests), key=_order)
    return sites


def _order(site: str) -> tuple[str, int]:
    path, _, line = site.rpartition(":")
    return path, int(line)


def unknown_marks(game) -> list[str]:
    """Marks counted for a game that name no rule of its rulebook (a typo, a renamed rule, another game's rule)."""
    ids = {r.id for r in game.rules}
    return [f"{path.relative_to(ROOT)}:{m.line} names {m.rule!r}"
            for path, m in (*code_marks(game), *_test_marks(game)) if m.rule not in ids]


def mark_problems() -> list[str]:
    """Code marks anywhere under ``engine/`` that the tracer cannot give to a game, or gives wrongly:

    a plain mark outside any game's own module and ``engine/core`` (shared code must name its games); a mark
    naming a game that does not exist, that does not run that file (neither its own module nor its
    ``shared_code``), or whose rulebook has no such rule; a plain mark in ``engine/core`` naming a rule some
    rulebook lacks (the common code applies site rules only)."""
    from engine.games import all_games

    games = all_games()
    bad = []
    for path in _py_files(ROOT / "engine"):
        if path == Path(__file__).resolve():
            continue
        where_ = f"{path.relative_to(ROOT)}"
        owners = [g for g in games.values() if _under(path, own_path(g))]
        for m in _marks_in(path, "applies"):
            at = f"{where_}:{m.line} {m.rule!r}"
            if m.games is None:
                if _common(path):
                    lacking = [s for s, g in games.items() if m.rule not in g.rules]
                    if lacking:
                        bad.append(f"{at}: a mark in common code names a rule that {', '.join(lacking)} lack")
                elif not owners:
                    bad.append(f"{at}: a mark in shared code must name its games (games=... or '# rule for ...:')")
                continue
            if not m.games:
                bad.append(f"{at}: the games must be written as literal slugs")
            for slug in m.games:
                g = games.get(slug)
                if g is None:
                    bad.append(f"{at}: there is no game {slug!r}")
                elif path not in {p for base in code_paths(g) for p in _py_files(base)}:
                    bad.append(f"{at}: {slug} does not run this file (add it to {slug}'s shared_code, or drop it)")
                elif m.rule not in g.rules:
                    bad.append(f"{at}: {slug}'s rulebook has no rule {m.rule!r}")
    return bad
