"""Every rule of every rulebook has a code site that names it and a test that names it (engine/trace.py)."""

import json
import subprocess
import sys

import pytest

from engine.games import all_games
from engine.trace import unknown_marks, where

GAMES = sorted(all_games())


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_has_code_and_a_test(slug):
    sites = where(all_games()[slug])
    no_code = [rid for rid, s in sites.items() if not s.code]
    no_test = [rid for rid, s in sites.items() if not s.tests]
    assert not no_code, f"{slug}: rules with no code site naming them: {no_code}"
    assert not no_test, f"{slug}: rules with no test naming them (@pytest.mark.rules): {no_test}"


@pytest.mark.parametrize("slug", GAMES)
def test_no_mark_names_an_unknown_rule(slug):
    assert unknown_marks(all_games()[slug]) == []


def test_rules_where_json_lists_code_and_tests():
    out = subprocess.run([sys.executable, "-m", "engine", "rules", "euchre", "--where", "--json"],
                         capture_output=True, text=True, check=True)
    rules = json.loads(out.stdout)["rules"]
    assert rules and all({"code", "tests"} <= set(r) for r in rules)
    assert any(site.startswith("engine/") for r in rules for site in r["code"])


# -- whose rule a mark in shared code names (issue 25: Seven-Up's game-tie was traced to Euchre's leading_sides) --

def _def_line(path, name):
    """The lines of function ``name`` in ``path``: from its first decorator to its end."""
    import ast

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            return range(first, node.end_lineno + 1)
    raise AssertionError(f"no function {name} in {path}")


def _sites_in(sites, rel, lines):
    return [s for s in sites if s.rpartition(":")[0] == rel and int(s.rpartition(":")[2]) in lines]


@pytest.mark.parametrize(("slug", "rule", "function", "belongs"), [
    ("seven-up", "game-tie", "leading_sides", False),       # Seven-Up scores a tie for game its own way
    ("euchre", "game-tie", "leading_sides", True),
    ("domino-euchre", "game-tie", "leading_sides", True),
    ("call-ace", "game-tie", "leading_sides", True),
    ("seven-up", "follow-or-trump", "legal_mask", True),
    ("seven-up", "follow-suit", "legal_mask", False),        # Seven-Up has no follow-suit rule: follow or trump
    ("euchre", "follow-suit", "legal_mask", True),
])
def test_a_shared_function_is_traced_only_for_the_games_whose_rule_it_applies(slug, rule, function, belongs):
    from engine.trace import ROOT

    game = all_games()[slug]
    play = ROOT / "engine" / "tricks" / "play.py"
    sites = where(game)[rule].code if rule in game.rules else []
    found = _sites_in(sites, "engine/tricks/play.py", _def_line(play, function))
    assert bool(found) == belongs, f"{slug}'s {rule!r} traced to {function}: {found}"


def test_seven_up_game_tie_is_traced_to_seven_up_code_only():
    sites = where(all_games()["seven-up"])["game-tie"].code
    assert sites and all(s.startswith("engine/games/seven_up/") for s in sites), sites


def test_every_mark_in_shared_code_names_games_that_run_it():
    """A plain mark outside a game's own module, a game that does not exist or does not run the file, or an id its
    rulebook lacks: the tracer could give the site to the wrong game, or to none."""
    from engine.trace import mark_problems

    assert mark_problems() == []


def test_the_tracer_reads_both_ways_of_naming_games(tmp_path):
    from engine.trace import Mark, _marks_in

    src = tmp_path / "shared.py"
    src.write_text('@applies("trick", games=("euchre", "seven-up"))\n'
                   'def f():\n'
                   '    x = 1  # rule for domino-euchre, call-ace: take-up, hold\n'
                   '    y = 2  # rule: turn\n'
                   '    """# rule: not-a-comment"""\n'
                   '    if x:\n'
                   '        raise IllegalAction("Write a move.", NOTATION)\n'
                   '    return RULES["deal"]\n', encoding="utf-8")
    assert _marks_in(src, "applies") == (
        Mark("trick", 1, ("euchre", "seven-up")), Mark("hold", 3, ("domino-euchre", "call-ace")),
        Mark("take-up", 3, ("domino-euchre", "call-ace")), Mark("turn", 4, None), Mark("notation", 7, None),
        Mark("deal", 8, None))


# Random games of every game that runs shared code, interpreted (CAMP_PURE_PYTHON=1: the trick engine's own lines),
# under a line tracer limited to the shared files: every line of them each game runs. Bids pass often, so the second
# round and thrown-in hands come up; every option's every choice is played once.
RUNS = r"""
import dataclasses, json, random, sys
from pathlib import Path
from engine.games import all_games
from engine.trace import ROOT, _py_files

def variants(game):
    base = game.Variant()
    out = [base, *game.presets.values()]
    for f in dataclasses.fields(base):
        for choice in f.metadata.get("choices", ()) or ():
            try:
                out.append(dataclasses.replace(base, **{f.name: choice}))
            except (TypeError, ValueError):
                pass
    return out

result = {}
for slug, game in sorted(all_games().items()):
    if not game.shared_code:
        continue
    files = {str(p) for base in game.shared_code for p in _py_files(ROOT / base)}
    hit = {f: set() for f in files}
    def local(frame, event, arg):
        if event == "line":
            hit[frame.f_code.co_filename].add(frame.f_lineno)
        return local
    def trace(frame, event, arg):
        if frame.f_code.co_filename in files:
            hit[frame.f_code.co_filename].add(frame.f_lineno)
            return local
        return None
    sys.settrace(trace)
    try:
        for v in variants(game):
            for seed in range(2):
                rnd = random.Random(seed)
                s = game.new_game(v, seed)
                n = 0
                while not game.is_over(s) and n < 5000:
                    legal = game.legal_actions(s)
                    passes = [a for a in legal if str(a) == "pass"]
                    a = passes[0] if passes and rnd.random() < 0.7 else legal[rnd.randrange(len(legal))]
                    s = game.apply(s, a)
                    n += 1
                    game.view(s, n % game.seats(v))
                game.outcome(s)
    finally:
        sys.settrace(None)
    result[slug] = {str(Path(f).relative_to(ROOT)): sorted(h) for f, h in hit.items()}
print(json.dumps(result))
"""


def _marked_lines(path, line, tree):
    """The lines whose running applies a mark at ``line``: the body of the function it decorates, else the
    smallest statement holding the line (a compound statement's header only)."""
    import ast

    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and any(
                d.lineno <= line <= d.end_lineno for d in node.decorator_list):
            return set(range(node.body[0].lineno, node.end_lineno + 1))
    best = None
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and node.lineno <= line <= node.end_lineno and (
                best is None or node.end_lineno - node.lineno < best.end_lineno - best.lineno):
            best = node
    if best is None:
        return set()
    if isinstance(best, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return set(range(best.body[0].lineno, best.end_lineno + 1))
    return {best.lineno} if hasattr(best, "body") else set(range(best.lineno, best.end_lineno + 1))


def test_every_shared_code_site_is_code_the_game_runs():
    """``rules GAME --where`` names only code that game runs: each site in shared code counted for a game is run by
    that game's random play (a module-level line, by its module being loaded)."""
    import ast
    import os

    from engine.trace import ROOT, code_marks, own_path

    env = {**os.environ, "CAMP_PURE_PYTHON": "1"}
    out = subprocess.run([sys.executable, "-c", RUNS], capture_output=True, text=True, check=True, cwd=ROOT, env=env)
    runs = json.loads(out.stdout)
    problems = []
    for slug, files in runs.items():
        game = all_games()[slug]
        for path, mark in code_marks(game):
            rel = str(path.relative_to(ROOT))
            if rel not in files or path == own_path(game) or own_path(game) in path.parents:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            module_level = any(isinstance(n, ast.stmt) and n.lineno <= mark.line <= n.end_lineno
                               and not isinstance(n, ast.FunctionDef | ast.ClassDef) for n in tree.body)
            ran = bool(files[rel]) if module_level else bool(_marked_lines(path, mark.line, tree) & set(files[rel]))
            if not ran:
                problems.append(f"{slug}: {rel}:{mark.line} {mark.rule!r} is never run by {slug}")
    assert runs and not problems, "\n".join(problems)
