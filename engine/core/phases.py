"""Phases, found once per game class: the one way a game writes its moves (``engine.core.game`` says how).

A phase named ``going-in`` is written as ``_legal_going_in(self, s)`` (its actions), ``_step_going_in(self, s,
action)`` (its move) and, optionally, ``_check_going_in(self, s, action)`` (its refusals). ``phase_tables`` reads
them from a class and its bases (a subclass's method wins, and a subclass may add phases) into three dicts keyed
by the phase as the state spells it, so dispatch is one dict lookup: no name built per call.
"""

from __future__ import annotations

import inspect

KINDS = ("legal", "check", "step")


def phase_tables(cls: type) -> tuple[dict, dict, dict]:
    """``({phase: _legal_<phase>}, {phase: _check_<phase>}, {phase: _step_<phase>})`` for ``cls``.

    Each method is stored under its name's phase both with underscores and with hyphens (``going_in`` and
    ``going-in``), so a state's ``phase`` finds it either way. The values are the plain functions: the caller
    passes ``self``."""
    tables: dict[str, dict] = {k: {} for k in KINDS}
    for klass in reversed(cls.__mro__):
        for name in vars(klass):
            kind, phase = _split(name)
            if kind is None:
                continue
            fn = inspect.getattr_static(cls, name)
            if not inspect.isfunction(fn):
                raise TypeError(f"{cls.__name__}.{name}: a phase method must be a plain method (self, s"
                                f"{'' if kind == 'legal' else ', action'}), not {type(fn).__name__}")
            tables[kind][phase] = fn
            tables[kind][phase.replace("_", "-")] = fn
    return tables["legal"], tables["check"], tables["step"]


def _split(name: str) -> tuple[str | None, str]:
    for kind in KINDS:
        prefix = f"_{kind}_"
        if name.startswith(prefix) and len(name) > len(prefix):
            return kind, name[len(prefix):]
    return None, ""


def phases_of(cls: type) -> set[str]:
    """The phases ``cls`` writes a move for (its ``_step_<phase>`` methods), as the state spells them."""
    return {p for p in cls._phase_step if not ("_" in p and p.replace("_", "-") in cls._phase_step)}
