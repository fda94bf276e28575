"""``make mutation``: mutation testing with mutmut 3, one module at a time, against the narrow tests that cover it.

    python -m tests.audit.mutation                         every rules, odds, coach, core and classroom module
    python -m tests.audit.mutation engine/odds/interval.py  only these (make mutation MODULES="...")
    python -m tests.audit.mutation --list                  the modules and the tests each runs against
    python -m tests.audit.mutation engine/games/commerce/game.py --only '*_refuse_other__*'
                                                            only the mutants of the functions a change touched

Why mutmut 3: it is maintained, needs no database or worker set-up, and runs each mutant in a forked child of one
pytest process (mutants are switched on by an environment variable through trampolines), so a module's mutants cost
its covering tests' time and not a fresh interpreter and import each, as a subprocess-per-mutant tool (cosmic-ray)
would. It only runs the tests that reached the mutated function (it records that first). Two limits of the tool,
said in each report: it never mutates a decorated function, so the scratch copy's module has its transparent
decorators (``@applies`` marks, ``@cache``, ``@lru_cache``: the function is the same without them) blanked first, and
any other decorator's function is listed as not mutated; and it sees only tests that call the code in its own
process, so a test that runs the command line as a subprocess kills nothing (its mutants say "no tests").

Each module runs in its own scratch copy of the work tree (``MUTATION_DIR``, default the system's temporary folder,
``camp-mutation/<module>``), never in the repository: mutmut writes its ``mutants/`` folder and ``setup.cfg`` beside
the code, and other work goes on in the tree meanwhile. ``CAMP_PURE_PYTHON=1``: the hot modules' source runs, not
their Cython builds (a mutant of the source would not reach a build). One mutant at a time (``--max-children``,
default 1: the machine is shared). The report per module (score, survivors, seconds) is printed and written to
``<MUTATION_DIR>/report.json``; survivors judged equivalent are listed with the reason in
``tests/audit/equivalent_mutants.md`` and left out of the score.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EQUIVALENT = ROOT / "tests" / "audit" / "equivalent_mutants.md"
PACKAGES = ("engine/games", "engine/odds", "engine/coach", "engine/core", "engine/classroom")


def _but(path: str, *slow: str) -> list[str]:
    """A test file's top-level tests as node ids (``path::name``), less the ones named: a hypothesis property test
    that runs for half a minute per mutant, where the same file's rule tests are quick."""
    names = []
    for node in ast.parse((ROOT / path).read_text()).body:
        targets = node.targets if isinstance(node, ast.Assign) else [node]
        names += [n for t in targets if (n := getattr(t, "name", getattr(t, "id", ""))).startswith(("test", "Test"))]
    return [f"{path}::{n}" for n in names if n not in slow]


# Where the derivation below would pick too many files or the wrong ones: module -> its narrow tests (files, or
# single tests as pytest node ids, file::name, to leave out a slow property test whose file has the rule tests too).
CHUCK = [*_but("tests/engine/test_chuck_a_luck.py", "test_protocol"), "tests/engine/test_chuck_a_luck_mutants.py"]
PIE = [*_but("tests/engine/test_pie_eyed_dice.py", "test_protocol"), "tests/engine/test_pie_eyed_dice_mutants.py"]
# Domino Euchre: the rule tests and the golden transcripts (whole recorded games replayed: 0.1 s), not the bots'
# random games nor the protocol's hypothesis runs (seconds a mutant)
DOMINO = [*_but("tests/engine/test_domino_euchre.py", "test_protocol", "test_bench_runs_the_protocol"),
          "tests/engine/test_domino_euchre_golden.py::test_golden_transcript", "tests/engine/test_domino_euchre_mutants.py"]
# Euchre's game modules: the rule tests, the driver's and the golden transcripts (whole recorded games replayed), not
# the bots' random games, the protocol's hypothesis runs nor the command-line subprocesses (seconds a mutant, or none)
EUCHRE = [*_but("tests/engine/test_euchre.py", "test_protocol", "test_bench_runs"),
          "tests/engine/test_euchre_golden.py::test_golden_transcript", "tests/engine/test_euchre_driver.py",
          "tests/engine/test_euchre_family.py",
          *_but("tests/engine/test_euchre_hasenpfeffer.py", "test_protocol", "test_rule_of_thumb_and_sampler_finish_games"),
          "tests/engine/test_euchre_hasenpfeffer.py::test_golden_transcript",
          *_but("tests/engine/test_euchre_joker.py", "test_protocol", "test_compiled_and_source_play_the_joker_alike"),
          "tests/engine/test_euchre_joker.py::test_golden_transcript", "tests/engine/test_euchre_mutants.py"]
CDF = [*_but("tests/engine/test_scarney_chemin_de_fer.py", "test_protocol"), "tests/engine/test_scarney_chemin_de_fer_bots.py",
       "tests/engine/test_scarney_chemin_de_fer_mutants.py"]
SQLITE_ONLY = "-knot postgresql"   # the store's tests run on SQLite only (a PostgreSQL server: slow a mutant)
TESTS: dict[str, list[str]] = {
    **dict.fromkeys(["engine/games/chuck_a_luck/rules.py", "engine/games/chuck_a_luck/actions.py",
                     "engine/games/chuck_a_luck/layout.py", "engine/games/chuck_a_luck/game.py"], CHUCK),
    **dict.fromkeys(["engine/games/pie_eyed_dice/rules.py", "engine/games/pie_eyed_dice/game.py"], PIE),
    "engine/games/_scarney.py": [*PIE, *CDF, "tests/engine/test_scarney_mutants.py"],
    **dict.fromkeys(["engine/games/scarney_chemin_de_fer/rules.py", "engine/games/scarney_chemin_de_fer/game.py"], CDF),
    "engine/games/call_ace.py": [*_but("tests/engine/test_call_ace.py", "test_protocol"),
                                 "tests/engine/test_call_ace_mutants.py"],
    **dict.fromkeys(["engine/games/seven_up/deck.py", "engine/games/seven_up/rules.py", "engine/games/seven_up/game.py"],
                    [*_but("tests/engine/test_seven_up.py", "test_protocol"),
                     *_but("tests/engine/test_seven_up_auction.py", "test_protocol"),
                     "tests/engine/test_seven_up_mutants.py",
                     "tests/engine/test_seven_up_game_mutants.py"]),   # not the bots' tests: 40 s
    # Draw Poker: not the bots' whole sessions, nor the 2,598,960 hands enumerated (4 s a mutant)
    "engine/games/draw_poker/hands.py": [*_but("tests/engine/test_draw_poker_hands.py",
                                               "test_dealt_counts_by_full_enumeration_classes"),
                                         "tests/engine/test_draw_poker_hands_mutants.py"],
    "engine/games/draw_poker/rules.py": [*_but("tests/engine/test_draw_poker.py", "test_protocol"),
                                         "tests/engine/test_draw_poker_mutants.py"],
    "engine/games/draw_poker/game.py": ["tests/engine/test_draw_poker.py", "tests/engine/test_draw_poker_mutants.py",
                                        "tests/engine/test_draw_poker_views.py", "tests/engine/test_draw_poker_game_mutants.py"],
    **dict.fromkeys(["engine/games/domino_euchre/deck.py", "engine/games/domino_euchre/rules.py"], DOMINO),
    "engine/games/domino_euchre/game.py": [*DOMINO, *_but("tests/engine/test_call_ace.py", "test_protocol")],
    "engine/odds/interval.py": ["tests/engine/test_interval_odds.py", "tests/engine/test_interval_odds_edges.py"],
    "engine/odds/chuck_a_luck.py": ["tests/engine/test_chuck_a_luck_odds.py",
                                    "tests/engine/test_chuck_a_luck_odds_independent.py",
                                    "tests/engine/test_chuck_a_luck_odds_mutants.py"],
    "engine/odds/pie_eyed_dice.py": ["tests/engine/test_pie_eyed_dice_odds.py",
                                     "tests/engine/test_pie_eyed_dice_odds_independent.py"],
    "engine/core/variant.py": ["tests/engine/test_core_variant.py", "tests/engine/test_core_records.py",
                               "tests/engine/test_core_seating.py"],
    "engine/odds/domino_euchre.py": ["tests/engine/test_domino_euchre_odds.py",
                                     "tests/engine/test_domino_euchre_odds_mutants.py",
                                     "tests/engine/test_odds_independent.py",
                                     "tests/engine/test_coach_domino_euchre.py"],   # every_deal: the coach's exact values
    "engine/odds/euchre.py": ["tests/engine/test_euchre_odds_mutants.py", "tests/engine/test_euchre_bots.py",
                              "tests/engine/test_euchre_joker.py", "tests/engine/test_euchre_hasenpfeffer.py",
                              "tests/engine/test_odds_independent.py"],
    "engine/odds/__init__.py": ["tests/engine/test_chuck_a_luck_odds.py", "tests/engine/test_odds_independent.py",
                                "tests/engine/test_odds_helpers_mutants.py"],
    "engine/coach/core.py": ["tests/engine/test_coach_core.py", "tests/engine/test_coach_core_mutants.py"],
    "engine/coach/pie_eyed_dice.py": ["tests/engine/test_coach_scarney.py", "tests/engine/test_coach_scarney_mutants.py"],
    "engine/coach/scarney_chemin_de_fer.py": ["tests/engine/test_coach_scarney.py",
                                              "tests/engine/test_coach_scarney_mutants.py"],
    "engine/coach/call_ace.py": ["tests/engine/test_coach_domino_euchre.py"],
    # the registry and the playout loop: their own tests (test_cli's bench runs the loop for real seconds, and
    # test_seven_up_odds runs it as a subprocess: neither could see a figure change)
    "engine/games/__init__.py": ["tests/engine/test_games_registry_mutants.py", "tests/engine/test_cli.py"],
    "engine/core/bench.py": ["tests/engine/test_core_bench_mutants.py"],
    # classroom: the in-process SQLite tests only. The store's tests are parametrized over SQLite AND a real
    # PostgreSQL (a server started per run: slow a mutant), the start-up tests run subprocesses (they kill nothing),
    # so each module runs against node ids of its fast SQLite cases (file::name[sqlite]) and its own mutants file
    "engine/classroom/config.py": ["tests/classroom/test_config_mutants.py"],   # test_startup: subprocesses, PG
    "engine/classroom/clients.py": ["tests/classroom/test_clients.py", "tests/classroom/test_clients_mutants.py"],
    "engine/classroom/results.py": ["tests/classroom/test_results_mutants.py",
                                    "tests/classroom/test_class_coach.py::test_each_students_decisions_are_counted_by_the_coachs_grade",
                                    "tests/classroom/test_store.py::test_the_dashboard_groups_the_same_information_and_exports_csv[sqlite]"],
    "engine/classroom/play.py": ["tests/classroom/test_class_results.py", "tests/classroom/test_play_mutants.py"],
    # not test_estimates.py: its store cases run the real simulations (seconds a mutant); these stand the
    # simulating odds functions in with fixed rows and run the exact ones for real
    "engine/classroom/estimates.py": ["tests/classroom/test_estimates_mutants.py"],
    "engine/classroom/class_tables.py": ["tests/classroom/test_class_tables.py",
                                         "tests/classroom/test_class_tables_mutants.py", SQLITE_ONLY],
    "engine/classroom/tables.py": ["tests/classroom/test_shared_tables.py", "tests/classroom/test_class_tables.py",
                                   "tests/classroom/test_tables_mutants.py", SQLITE_ONLY],   # not the AppTest pages
    # the store's in-process tests, less the subprocess start-ups (they kill nothing) and the AppTest join page
    "engine/classroom/store.py": ["tests/classroom/test_store.py", "tests/classroom/test_store_mutants.py",
                                  "tests/classroom/test_store_engine_mutants.py",
                                  *_but("tests/classroom/test_joins.py", "test_the_join_page_says_it_where_the_student_typed"),
                                  "tests/classroom/test_progress.py", "tests/classroom/test_trouble.py",
                                  "tests/classroom/test_startup.py::test_the_pool_is_an_option_with_a_sane_default",
                                  "tests/classroom/test_startup.py::test_an_unreachable_database_is_still_named",
                                  "tests/classroom/test_class_tables.py::test_the_seat_follows_the_student_let_in_again_renamed_or_removed",
                                  "tests/classroom/test_shared_tables.py::test_expired_tables_are_purged_with_their_seats_and_moves",
                                  "tests/classroom/test_class_tables.py::test_a_class_deleted_takes_its_tables_and_their_seats_and_no_other_classs",
                                  "tests/classroom/test_startup.py::test_the_sqlite_file_and_its_folder_are_private",
                                  SQLITE_ONLY],
    "engine/classroom/codes.py": ["tests/classroom/test_codes_mutants.py"],
    "engine/core/rng.py": ["tests/engine/test_core_rng_mutants.py", "tests/engine/test_core_cards.py",
                           "tests/engine/test_hidden_deals.py"],
    "engine/core/cards.py": ["tests/engine/test_core_cards_mutants.py", "tests/engine/test_core_cards.py"],
    "engine/core/record.py": ["tests/engine/test_core_record_mutants.py", "tests/engine/test_core_records.py",
                              "tests/engine/test_hidden_deals.py"],
    "engine/coach/__init__.py": ["tests/engine/test_coach_core.py", "tests/engine/test_coach_package_mutants.py"],
    "engine/core/review.py": ["tests/engine/test_core_review_mutants.py"],
    "engine/core/table.py": ["tests/engine/test_core_table_mutants.py"],
    "engine/core/game.py": ["tests/engine/test_core_game_mutants.py", "tests/engine/test_core_phases.py"],
    "engine/core/bot.py": ["tests/engine/test_core_bot_mutants.py"],
    "engine/core/errors.py": ["tests/engine/test_core_errors_mutants.py"],
    "engine/coach/chuck_a_luck.py": ["tests/engine/test_coach_chuck_a_luck.py",
                                     "tests/engine/test_coach_chuck_a_luck_mutants.py"],
    "engine/coach/seven_up.py": ["tests/engine/test_coach_seven_up_mutants.py"],
    "engine/coach/domino_euchre.py": ["tests/engine/test_coach_domino_euchre.py",
                                      "tests/engine/test_coach_domino_euchre_mutants.py"],
    # the 1,500-deal check of standing, the calibration and the command line play thousands of deals: minutes a mutant
    "engine/coach/commerce.py": [*_but("tests/engine/test_coach_commerce.py",
                                       "test_standing_counted_exactly_agrees_with_brute_force_and_with_the_sample",
                                       "test_calibration_against_the_true_deal_at_each_deals_first_decision",
                                       "test_the_command_line_grades_a_record_the_same_way_twice",
                                       "test_the_command_line_refuses_samples_out_of_range"),
                                 "tests/engine/test_coach_commerce_mutants.py"],
    # Commerce's game modules: the rule tests and the golden transcripts (recorded games replayed: 0.1 s), not the
    # protocol's hypothesis runs nor the command-line subprocesses (seconds a mutant, or none)
    **dict.fromkeys(["engine/games/commerce/rules.py", "engine/games/commerce/game.py"],
                    [*_but("tests/engine/test_commerce.py", "test_protocol"),
                     "tests/engine/test_commerce_golden.py::test_golden_transcript",
                     "tests/engine/test_commerce_mutants.py"]),
    # hands.py's @cache lines blanked, the bots' game at the table counts all 22,100 hands afresh each choice: 30 s
    "engine/games/commerce/hands.py": [*_but("tests/engine/test_commerce.py", "test_protocol",
                                            "test_exchanging_after_passing_is_refused_at_the_table"),
                                       "tests/engine/test_commerce_golden.py::test_golden_transcript",
                                       "tests/engine/test_commerce_mutants.py"],
    "engine/coach/euchre.py": ["tests/engine/test_coach_euchre.py", "tests/engine/test_coach_euchre_mutants.py"],
    # not the calibration (60 deals valued and played out: 5 s a mutant)
    "engine/coach/draw_poker.py": [*_but("tests/engine/test_coach_draw_poker.py",
                                         "test_the_value_of_the_move_played_agrees_with_playing_it_out"),
                                   "tests/engine/test_coach_draw_poker_mutants.py"],
    **dict.fromkeys(["engine/games/euchre/rules.py", "engine/games/euchre/tables.py", "engine/games/euchre/hand.py",
                     "engine/games/euchre/game.py"], EUCHRE),
    "engine/games/_euchre_family/hand.py": [*EUCHRE, *_but("tests/engine/test_call_ace.py", "test_protocol"),
                                            "tests/engine/test_call_ace_mutants.py"],
}


def _game(path: str) -> str:
    """engine/games/euchre/hand.py -> euchre; engine/odds/seven_up.py -> seven_up; engine/games/_scarney.py ->
    scarney."""
    parts = Path(path).parts
    name = parts[2] if len(parts) > 3 else Path(path).stem
    return name.lstrip("_")


def tests_for(module: str) -> list[str]:
    """The narrow tests a module's mutants run against: its entry in TESTS, else by the package's naming."""
    if module in TESTS:
        found = TESTS[module]
    else:
        engine_tests = sorted(ROOT.glob("tests/engine/test_*.py"))
        game = _game(module)
        if module.startswith("engine/odds/"):
            found = [str(p.relative_to(ROOT)) for p in engine_tests if re.match(rf"test_{game}_odds", p.name)]
            found.append("tests/engine/test_odds_independent.py")
        elif module.startswith("engine/coach/"):
            found = [f"tests/engine/test_coach_{game}.py"]
        elif module.startswith("engine/games/"):
            alias = {"scarney": ("scarney", "pie_eyed_dice"), "euchre_family": ("euchre", "domino_euchre", "call_ace")}
            names = alias.get(game, (game,))
            found = [str(p.relative_to(ROOT)) for p in engine_tests
                     if any(re.match(rf"test_{n}(_|\.py)", p.name) for n in names)
                     and "_odds" not in p.name and "_golden" not in p.name]
        else:   # engine/core, engine/classroom: the engine tests that import the module by name
            dotted = module.removesuffix(".py").replace("/", ".")
            pkg, name = dotted.rsplit(".", 1)
            pattern = re.compile(rf"{re.escape(dotted)}\b|from {re.escape(pkg)} import [^\n]*\b{name}\b")
            where = "tests/classroom" if module.startswith("engine/classroom") else "tests/engine"
            found = [str(p.relative_to(ROOT)) for p in sorted(ROOT.glob(f"{where}/test_*.py"))
                     if pattern.search(p.read_text())]
    # a file, one test (file::name), or a selection option written as one word ("-knot postgresql": the store's
    # SQLite cases only; mutmut records which tests reached each function under it, then runs those by node id)
    return [t for t in found if t.startswith("-k") or (ROOT / t.partition("::")[0]).is_file()]


def _has_code(path: Path) -> bool:
    """A module with a function to mutate (a package's __init__ that only re-exports has none)."""
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(ast.parse(path.read_text())))


def all_modules() -> list[str]:
    out = []
    for pkg in PACKAGES:
        out += [str(p.relative_to(ROOT)) for p in sorted((ROOT / pkg).rglob("*.py"))
                if "migrations" not in p.parts and _has_code(p)]
    return out


def _copy_tree(dest: Path) -> None:
    """The work tree as it is (tracked and new files, not ignored ones): what the tests import and read."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode().split("\0")
    for f in filter(None, files):
        src = ROOT / f
        if src.is_file():
            (dest / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f)


# Decorators that return the function itself (a rule's mark) or only remember its results: mutmut 3 never mutates a
# decorated function, so in the scratch copy these lines are blanked (line numbers kept) and the function is mutated
# like any other. Any other decorator leaves its function unmutated, and the report lists it.
TRANSPARENT = {"applies", "cache", "lru_cache"}


def _decorator_name(node: ast.expr) -> str:
    node = node.func if isinstance(node, ast.Call) else node
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def strip_transparent_decorators(source: str) -> tuple[str, list[str]]:
    """The module's source with its transparent decorators blanked, and the functions left decorated (unmutated)."""
    lines = source.splitlines(keepends=True)
    kept = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        others = []
        for d in node.decorator_list:
            if _decorator_name(d) in TRANSPARENT:
                for i in range(d.lineno - 1, d.end_lineno):
                    lines[i] = "\n"
            elif _decorator_name(d) not in ("staticmethod", "classmethod"):
                others.append(_decorator_name(d))
        if others:
            kept.append(f"{node.name} (@{', @'.join(others)})")
    return "".join(lines), kept


def _setup_cfg(module: str, tests: list[str]) -> str:
    lines = ["[mutmut]", "source_paths=engine", f"only_mutate={module}", "also_copy=",
             "    lessons", "    sources", "    streamlit_app.py", "pytest_add_cli_args_test_selection="]
    lines += [f"    {t}" for t in tests]
    lines += ["pytest_add_cli_args=", "    -p", "    no:cacheprovider", "    -p", "    no:xdist"]
    return "\n".join(lines) + "\n"


def equivalent_keys() -> dict[str, str]:
    """Mutants written down as equivalent: lines ``- `mutant.name`: reason`` in equivalent_mutants.md."""
    if not EQUIVALENT.is_file():
        return {}
    return dict(re.findall(r"^- `([^`]+)`: (.+)$", EQUIVALENT.read_text(), re.M))


def run_module(module: str, base: Path, children: int, only: list[str] | None = None) -> dict:
    from mutmut.stats import status_by_exit_code

    tests = tests_for(module)
    if not tests:
        return {"module": module, "error": "no narrow tests: add the module to TESTS in tests/audit/mutation.py"}
    work = base / module.replace("/", "_").removesuffix(".py")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    _copy_tree(work)
    (work / "setup.cfg").write_text(_setup_cfg(module, tests))
    stripped, unmutated = strip_transparent_decorators((work / module).read_text())
    (work / module).write_text(stripped)
    env = os.environ | {"CAMP_PURE_PYTHON": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("CAMP_EXPECT_COMPILED", None)
    start = time.perf_counter()
    with open(work / "mutmut.log", "w") as log:   # written as it goes: `tail -f` it to watch a long module
        proc = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", str(children),
                               *[f"{module.removesuffix('.py').replace('/', '.')}.{p}" for p in only or []]],
                              cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
    seconds = round(time.perf_counter() - start, 1)
    meta = work / "mutants" / (module + ".meta")
    if not meta.is_file():
        return {"module": module, "tests": tests, "seconds": seconds,
                "error": f"mutmut wrote no results (exit {proc.returncode}); see {work / 'mutmut.log'}"}
    codes = json.loads(meta.read_text())["exit_code_by_key"]
    status = {k: status_by_exit_code.get(c, f"exit {c}") for k, c in codes.items()}
    equivalent = equivalent_keys()
    survived = sorted(k for k, s in status.items() if s in ("survived", "no tests"))
    counted = [k for k in status if k not in equivalent and status[k] not in ("skipped", "not checked")]
    killed = [k for k in counted if status[k] in ("killed", "timeout", "segfault", "caught by type check")]
    return {"module": module, "tests": tests, "seconds": seconds, "mutants": len(status),
            "killed": len(killed), "counted": len(counted),
            "equivalent": sorted(k for k in status if k in equivalent and status[k] != "not checked"),
            "survived": [k for k in survived if k not in equivalent],
            "not_checked": sorted(k for k, s in status.items() if s in ("not checked", "suspicious", "skipped")),
            "score": round(100 * len(killed) / len(counted), 1) if counted else None, "work": str(work),
            "unmutated": unmutated}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.audit.mutation", description=__doc__.split("\n\n")[0])
    p.add_argument("modules", nargs="*", help="module paths (default: every rules, odds, coach, core, classroom one)")
    p.add_argument("--list", action="store_true", help="only list the modules and their narrow tests")
    p.add_argument("--max-children", type=int, default=int(os.environ.get("MUTATION_JOBS", "1")))
    p.add_argument("--only", action="append", metavar="GLOB",
                   help="only the mutants whose names (after the module's dotted path) match, such as "
                        "'*_refuse_other__*' or 'x_view__*': the others are left 'not checked' and out of the score")
    args = p.parse_args(argv)
    modules = args.modules or all_modules()
    unknown = [m for m in modules if not (ROOT / m).is_file()]
    if unknown:
        p.error(f"no such module: {', '.join(unknown)}")
    if args.list:
        for m in modules:
            print(f"{m}: {' '.join(tests_for(m)) or 'NO TESTS'}")
        return 0
    base = Path(os.environ.get("MUTATION_DIR") or Path(tempfile.gettempdir()) / "camp-mutation")
    base.mkdir(parents=True, exist_ok=True)
    reports, failed = [], False
    for m in modules:
        r = run_module(m, base, args.max_children, args.only)
        reports.append(r)
        if "error" in r:
            failed = True
            print(f"{m}: ERROR {r['error']}", flush=True)
            continue
        unchecked = f"; {len(r['not_checked'])} not checked" if r["not_checked"] else ""
        print(f"{m}: {r['score']}% ({r['killed']} killed of {r['counted']}; {len(r['equivalent'])} equivalent"
              f"{unchecked}) in {r['seconds']} s against {' '.join(r['tests'])}", flush=True)
        if r["unmutated"]:
            print(f"    not mutated (decorated): {'; '.join(r['unmutated'])}")
        for k in r["survived"]:
            print(f"    survived: {k}   (mutmut show {k}, in {r['work']})")
        failed |= bool(r["survived"])
    (base / "report.json").write_text(json.dumps(reports, indent=2))
    print(f"report: {base / 'report.json'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
