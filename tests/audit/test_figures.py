"""The figure audit: every public name of every odds module and every coach module is in tests/audit/figures.py, as
a figure held by a named test against an independent computation, or as a helper with the reason it shows no figure
of its own.
Reads source and the registry only (no figure is computed here): well under a second."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from functools import cache
from pathlib import Path

import pytest

import engine.coach
import engine.odds
from tests.audit.figures import COACH, FIGURES, Figure, Helper

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(m.name for m in pkgutil.iter_modules(engine.odds.__path__))
COACH_MODULES = ["__init__", *sorted(m.name for m in pkgutil.iter_modules(engine.coach.__path__))]
TEST_REF = re.compile(r"(tests/[\w/]+\.py)::(\w+)")


def public_names(name: str, package: str = "engine.odds") -> set[str]:
    """What the module itself defines and exports: functions (cached ones too) and classes, not what it imports."""
    mod = importlib.import_module(package if name == "__init__" else f"{package}.{name}")
    return {n for n, v in vars(mod).items()
            if not n.startswith("_") and callable(v) and getattr(v, "__module__", None) == mod.__name__}


@cache
def defined_tests(path: str) -> frozenset[str]:
    file = ROOT / path
    if not file.is_file():
        return frozenset()
    tree = ast.parse(file.read_text())
    return frozenset(n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))


def test_every_odds_module_is_registered():
    assert set(FIGURES) == set(MODULES), (
        f"odds modules not in tests/audit/figures.py FIGURES: {sorted(set(MODULES) - set(FIGURES))}; "
        f"registered but gone: {sorted(set(FIGURES) - set(MODULES))}")


@pytest.mark.parametrize("module", MODULES)
def test_every_public_name_has_an_entry(module):
    names = public_names(module)
    listed = set(FIGURES.get(module, {}))
    missing, gone = sorted(names - listed), sorted(listed - names)
    assert not missing, (f"engine/odds/{module}.py: {missing} not in tests/audit/figures.py FIGURES[{module!r}]: "
                         "add figure(how, 'tests/...py::test_name') naming the test that checks it against an "
                         "independent computation, or helper('why it shows no figure')")
    assert not gone, f"tests/audit/figures.py FIGURES[{module!r}] lists {gone}, which engine/odds/{module}.py lacks"


def _check_entries(module: str, entries: dict) -> None:
    for name, entry in entries.items():
        if isinstance(entry, Helper):
            assert entry.reason.strip(), f"{module}.{name}: a helper says why it shows no figure"
            for path, func in TEST_REF.findall(entry.reason):
                assert func in defined_tests(path), f"{module}.{name}: {path}::{func}, named in its reason, does not exist"
            continue
        assert isinstance(entry, Figure) and entry.tests, f"{module}.{name}: a figure names at least one test"
        for ref in entry.tests:
            path, _, func = ref.partition("::")
            assert func in defined_tests(path), f"{module}.{name}: {ref} does not exist"


@pytest.mark.parametrize("module", MODULES)
def test_every_named_test_exists(module):
    _check_entries(module, FIGURES.get(module, {}))


def test_every_coach_module_is_registered():
    assert set(COACH) == set(COACH_MODULES), (
        f"coach modules not in tests/audit/figures.py COACH: {sorted(set(COACH_MODULES) - set(COACH))}; "
        f"registered but gone: {sorted(set(COACH) - set(COACH_MODULES))}")


@pytest.mark.parametrize("module", COACH_MODULES)
def test_every_coach_name_has_an_entry(module):
    names = public_names(module, "engine.coach")
    listed = set(COACH.get(module, {}))
    missing, gone = sorted(names - listed), sorted(listed - names)
    where = "engine/coach/" + ("__init__" if module == "__init__" else module) + ".py"
    assert not missing, (f"{where}: {missing} not in tests/audit/figures.py COACH[{module!r}]: add figure(how, "
                         "'tests/...py::test_name') naming the test that checks it against an independent "
                         "computation, or helper('why it shows no figure')")
    assert not gone, f"tests/audit/figures.py COACH[{module!r}] lists {gone}, which {where} lacks"


@pytest.mark.parametrize("module", COACH_MODULES)
def test_every_coach_test_named_exists(module):
    _check_entries(module, COACH.get(module, {}))


def test_every_coach_module_has_a_figure_held_by_a_test():
    """A coach that shows values has at least one of them held (call_ace re-exports Domino Euchre's coach)."""
    for module, entries in COACH.items():
        if module in ("__init__", "call_ace"):
            continue
        assert any(isinstance(e, Figure) for e in entries.values()), f"engine/coach/{module}.py: no figure listed"


def test_the_coach_audit_fails_on_a_name_without_an_entry(monkeypatch):
    mod = importlib.import_module("engine.coach.seven_up")

    def brand_new_value():
        return 1

    brand_new_value.__module__ = mod.__name__
    monkeypatch.setattr(mod, "brand_new_value", brand_new_value, raising=False)
    with pytest.raises(AssertionError, match="brand_new_value"):
        test_every_coach_name_has_an_entry("seven_up")


def test_the_audit_fails_on_a_name_without_an_entry(monkeypatch):
    """The audit itself can fail: a new public function in an odds module is named in its message."""
    mod = importlib.import_module("engine.odds.chuck_a_luck")

    def brand_new_figure():
        return 1

    brand_new_figure.__module__ = mod.__name__
    monkeypatch.setattr(mod, "brand_new_figure", brand_new_figure, raising=False)
    with pytest.raises(AssertionError, match="brand_new_figure"):
        test_every_public_name_has_an_entry("chuck_a_luck")
