"""The option audit: every rule option of every game and every command-line option has a registered test in
tests/audit/options.py that sets its non-default value and asserts what changes. Reads the games' Variant classes,
the command line's parsers and the tests' source; runs nothing else (well under a second)."""

from __future__ import annotations

import argparse
import ast
from functools import cache
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine import cli
from engine.core.variant import describe
from engine.games import all_games
from tests.audit.options import CLI_OPTIONS, RULE_OPTIONS

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(all_games())


@cache
def defined_tests(path: str) -> frozenset[str]:
    file = ROOT / path
    if not file.is_file():
        return frozenset()
    return frozenset(n.name for n in ast.walk(ast.parse(file.read_text())) if isinstance(n, ast.FunctionDef))


def _flags(parser) -> list[str]:
    return [s for a in parser._actions for s in a.option_strings if s.startswith("--") and s != "--help"]


class _Seen(Exception):
    pass


def cli_options() -> set[str]:
    """Every option the command line accepts: the subcommands' own, and for every game the odds and simulate
    parsers cmd_odds and cmd_simulate build (the game's hooks included), read by stopping them at parse time."""
    out: set[str] = set()
    top = cli.build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    for cmd, sp in sub.choices.items():
        out |= {f"{cmd} {f}" for f in _flags(sp)}

    class Catch(cli.Parser):
        def parse_args(self, *a, **k):
            raise _Seen(_flags(self))

    original = cli.Parser
    cli.Parser = Catch
    try:
        for slug in GAMES:
            for cmd, run in (("odds", cli.cmd_odds), ("simulate", cli.cmd_simulate)):
                try:
                    run(SimpleNamespace(game=slug, json=False, variant=None), [])
                except _Seen as seen:
                    for f in seen.args[0]:
                        generic = f in _flags(sub.choices[cmd]) or (cmd == "simulate" and f in ("--hands", "--seed", "--bots"))
                        out.add(f"{cmd} {f}" if generic else f"{cmd} {slug} {f}")
                except Exception:   # a game without odds on the command line: nothing to audit
                    pass
    finally:
        cli.Parser = original
    return out


def _check_refs(what: str, refs: tuple[str, ...]):
    assert refs, f"{what}: name at least one test"
    for ref in refs:
        path, _, func = ref.partition("::")
        assert func in defined_tests(path), f"{what}: {ref} does not exist"


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_option_has_a_test(slug):
    options = {o.name for o in describe(all_games()[slug].Variant)}
    listed = set(RULE_OPTIONS.get(slug, {}))
    missing, gone = sorted(options - listed), sorted(listed - options)
    assert not missing, (f"{slug}'s rule options {missing} have no test in tests/audit/options.py: add "
                         f"RULE_OPTIONS[{slug!r}][option] = ('tests/...py::test_name',), a test where the option's "
                         "non-default value changes the outcome of a fixed deal and asserts the difference")
    assert not gone, f"tests/audit/options.py RULE_OPTIONS[{slug!r}] lists {gone}, which {slug}'s Variant lacks"
    for name in sorted(listed):
        _check_refs(f"{slug} option {name}", RULE_OPTIONS[slug][name])


def test_every_command_line_option_has_a_test():
    found = cli_options()
    missing, gone = sorted(found - set(CLI_OPTIONS)), sorted(set(CLI_OPTIONS) - found)
    assert not missing, (f"command-line options {missing} have no test in tests/audit/options.py: add "
                         "CLI_OPTIONS['odds GAME --flag'] = ('tests/...py::test_name',), a test where the option "
                         "changes what is printed and asserts the difference")
    assert not gone, f"tests/audit/options.py CLI_OPTIONS lists {gone}, which the command line no longer has"
    for name in sorted(found):
        _check_refs(f"command-line option {name!r}", CLI_OPTIONS[name])


def test_the_audit_sees_the_options_it_must():
    """The enumeration itself can fail: it finds options of every kind (generic, per game, per subcommand)."""
    found = cli_options()
    assert {"simulate --hands", "odds --variant", "odds chuck-a-luck --bets", "simulate euchre --no-swap",
            "coach --samples", "rules --where"} <= found
