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
