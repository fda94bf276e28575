"""The hot modules compiled by Cython from their own source: the same functions, run as C.

Why (issue 13's budget: the computer players' playouts at least 3x open_spiel's C++ euchre): the trick engine
(``engine.tricks.play``), Euchre's hand functions (``engine.games.euchre.hand``) and the Euchre family's bidding
and scoring that they call every hand (``engine.games._euchre_family.hand``) are the innermost loop of the
protocol, the bots' playouts, the odds and the benchmarks. Interpreted, the playouts ran at about 2.7x open_spiel;
the same source compiled by Cython runs about 1.35x faster. Nothing is written twice: Cython compiles these
``.py`` files as they are (no type declarations, no ``.pyx``), so every caller, the site included, runs the one
implementation, and the tests hold the compiled and the interpreted runs to the same transcripts
(tests/engine/test_compiled.py).

    python -m engine compile           # compile them in place (make run and make test do it)
    python -m engine compile --status  # which of them run compiled now

A compiled module is used only while it matches its source: :func:`install` (called by ``engine/__init__.py``,
before any of them is imported) reads the SHA-256 of each source recorded at build time, and when the ``.py`` has
changed since, or when ``CAMP_PURE_PYTHON=1`` is set, imports the ``.py`` instead, so an edited rule is never
shadowed by a stale build. Without a C compiler or Cython the site simply runs interpreted.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
MODULES = ("engine.tricks.play", "engine.games._euchre_family.hand", "engine.games.euchre.hand")
MANIFEST = ROOT / "_compiled.json"   # module -> the SHA-256 of the source it was compiled from (not in git)
PURE = "CAMP_PURE_PYTHON"


def source(module: str) -> Path:
    return ROOT.parent / (module.replace(".", "/") + ".py")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def extension(module: str) -> Path | None:
    """The compiled file of ``module`` for this Python, if one was built."""
    src = source(module)
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = src.with_name(src.stem + suffix)
        if path.exists():
            return path
    return None


def _recorded() -> dict:
    try:
        return json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return {}


def fresh(module: str) -> bool:
    """Whether ``module`` has a build made from its source as it stands now."""
    return extension(module) is not None and _recorded().get(module) == digest(source(module))


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Imports the ``.py`` of a hot module whose build is missing, stale or not wanted (``CAMP_PURE_PYTHON``)."""

    def __init__(self, modules) -> None:
        self.modules = set(modules)

    def find_spec(self, name, path=None, target=None):
        if name not in self.modules:
            return None
        src = source(name)
        return importlib.util.spec_from_file_location(name, src,
                                                      loader=importlib.machinery.SourceFileLoader(name, str(src)))


def install() -> None:
    """Before the hot modules are imported: let each be imported compiled only if its build is fresh."""
    pure = os.environ.get(PURE) == "1"
    interpreted = [m for m in MODULES if pure or not fresh(m)]
    if interpreted and not any(isinstance(f, _SourceFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceFirst(interpreted))


def status() -> dict[str, str]:
    """Each hot module: "compiled" or "interpreted", as imported in this process."""
    import importlib

    out = {}
    for m in MODULES:
        mod = importlib.import_module(m)
        out[m] = "interpreted" if str(getattr(mod, "__file__", "")).endswith(".py") else "compiled"
    return out


def describe() -> str:
    """One line for a benchmark's report: how the hot modules ran."""
    s = status()
    if all(v == "compiled" for v in s.values()):
        return ("trick engine, the Euchre family's and Euchre's hand functions compiled by Cython from their own source "
                "(engine/compiled.py)")
    if all(v == "interpreted" for v in s.values()):
        if os.environ.get(PURE) == "1":
            return f"trick engine, the Euchre family's and Euchre's hand functions interpreted ({PURE}=1)"
        return ("trick engine, the Euchre family's and Euchre's hand functions interpreted (no fresh Cython build: "
                "python -m engine compile)")
    return "hot modules: " + ", ".join(f"{m} {v}" for m, v in s.items())


def build() -> int:
    """Compile the hot modules in place; record the source each was compiled from. Returns a process exit code."""
    try:
        from Cython.Build import cythonize
        from setuptools import Distribution
        from setuptools.command.build_ext import build_ext
    except ImportError as exc:
        print(f"engine.compiled: {exc}; the engine runs interpreted")
        return 0
    sources = [str(source(m).relative_to(ROOT.parent)) for m in MODULES]
    digests = {m: digest(source(m)) for m in MODULES}
    if all(fresh(m) for m in MODULES):
        print("engine.compiled: the compiled modules are up to date")
        return 0
    cwd = os.getcwd()
    os.chdir(ROOT.parent)
    try:
        # language_level 3 and binding: Python's own semantics and introspectable functions (the rule tracer
        # reads each function's file and line); no annotations are turned into C types
        exts = cythonize(sources, quiet=True, force=True,
                         compiler_directives={"language_level": 3, "binding": True, "annotation_typing": False})
        dist = Distribution({"ext_modules": exts})
        cmd = build_ext(dist)
        cmd.inplace = True
        cmd.ensure_finalized()
        cmd.run()
    except Exception as exc:   # no compiler, a failed build: the same code runs interpreted
        print(f"engine.compiled: the build failed ({exc}); the engine runs interpreted")
        return 0
    finally:
        os.chdir(cwd)
        for m in MODULES:   # the generated C is not kept (it is made again from the source)
            c = source(m).with_suffix(".c")
            if c.exists():
                c.unlink()
    MANIFEST.write_text(json.dumps(digests, indent=1) + "\n")
    print("engine.compiled: compiled " + ", ".join(MODULES))
    return 0
