"""``make mutation``'s runner (tests/audit/mutation.py, issue 31): every module it mutates has narrow tests that
exist, every mutant listed as equivalent is filed under its own module, and a real run of mutmut on a small module
kills its mutants and reports them, the whole module or only the mutants asked for."""

from __future__ import annotations

import json
import re

from tests.audit import mutation as M


def test_every_module_has_narrow_tests_and_every_one_named_exists():
    modules = M.all_modules()
    assert "engine/games/commerce/game.py" in modules and "engine/classroom/store.py" in modules
    assert all(not m.endswith("__init__.py") or M._has_code(M.ROOT / m) for m in modules)
    assert [m for m in modules if not M.tests_for(m)] == []
    named = {t.partition("::")[0] for tests in M.TESTS.values() for t in tests if not t.startswith("-k")}
    assert sorted(t for t in named if not (M.ROOT / t).is_file()) == []   # tests_for drops them silently


def test_each_equivalent_mutant_is_filed_under_its_module_with_a_reason():
    section, misfiled, seen = None, [], set()
    for line in M.EQUIVALENT.read_text().splitlines():
        if line.startswith("## "):
            section = line[3:].strip().removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        elif found := re.match(r"^- `([^`]+)`: (.+)$", line):
            key = found.group(1)
            if section is None or not key.startswith(section + ".") or key in seen:
                misfiled.append(key)
            seen.add(key)
    assert misfiled == [] and len(seen) == len(M.equivalent_keys()) > 1000


def test_a_run_kills_a_small_modules_mutants_and_reports_them(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MUTATION_DIR", str(tmp_path))
    assert M.main(["engine/core/errors.py"]) == 0
    report = json.loads((tmp_path / "report.json").read_text())[0]
    assert (report["score"], report["survived"], report["not_checked"]) == (100.0, [], [])
    assert report["killed"] == report["counted"] == report["mutants"] >= 5
    assert "engine/core/errors.py: 100.0%" in capsys.readouterr().out

    assert M.main(["engine/core/errors.py", "--only", "*IllegalActionǁ__init____mutmut_1"]) == 0
    only = json.loads((tmp_path / "report.json").read_text())[0]
    assert (only["killed"], only["counted"], len(only["not_checked"])) == (1, 1, report["mutants"] - 1)
    assert "1 killed of 1; 0 equivalent; " in capsys.readouterr().out
