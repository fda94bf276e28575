"""Rule options as frozen dataclasses, described well enough to render and validate.

Every field of a game's ``Variant`` is declared with :func:`option`: a default, a
sentence saying what it does, the citation of the rule it follows and, where the
choice is closed, the allowed values. Variants travel as plain dicts (records, URLs);
:func:`variant_from_dict` validates such a dict and names what is wrong.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import BadInput


def option(default: Any, doc: str, source: str, locator: str = "", choices: tuple | None = None,
           minimum: float | None = None, maximum: float | None = None):
    return field(default=default, metadata={"doc": doc, "source": source, "locator": locator,
                                            "choices": choices, "min": minimum, "max": maximum})


@dataclass(frozen=True)
class OptionInfo:
    name: str
    default: Any
    doc: str
    source: str
    locator: str
    choices: tuple | None
    minimum: float | None
    maximum: float | None


def describe(variant_cls) -> list[OptionInfo]:
    out = []
    for f in dataclasses.fields(variant_cls):
        m = f.metadata
        out.append(OptionInfo(f.name, f.default, m.get("doc", ""), m.get("source", "site"), m.get("locator", ""),
                              m.get("choices"), m.get("min"), m.get("max")))
    return out


def variant_to_dict(v) -> dict:
    return {f.name: getattr(v, f.name) for f in dataclasses.fields(v)}


def variant_diff(v) -> dict:
    """Only the options that differ from the defaults (short URLs)."""
    d = type(v)()
    return {k: val for k, val in variant_to_dict(v).items() if getattr(d, k) != val}


def variant_from_dict(variant_cls, data: Any, what: str = "variant"):
    """Build and validate a variant; unknown or ill-typed options raise BadInput."""
    if not isinstance(data, dict):
        raise BadInput(what, "expected a set of named options")
    infos = {i.name: i for i in describe(variant_cls)}
    kwargs = {}
    for key, value in data.items():
        if key not in infos:
            raise BadInput(what, f"there is no rule option called {key!r} (options: {', '.join(infos)})")
        info = infos[key]
        value = _coerce(value, info.default, f"{what} option {key!r}")
        if info.choices is not None and value not in info.choices:
            allowed = ", ".join(map(str, info.choices))
            raise BadInput(what, f"option {key!r} cannot be {value!r}: choose one of {allowed}")
        if info.minimum is not None and value < info.minimum:
            raise BadInput(what, f"option {key!r} must be at least {info.minimum}")
        if info.maximum is not None and value > info.maximum:
            raise BadInput(what, f"option {key!r} must be at most {info.maximum}")
        kwargs[key] = value
    try:
        return variant_cls(**kwargs)
    except (TypeError, ValueError) as exc:  # a variant's own __post_init__ check
        raise BadInput(what, str(exc)) from None


def _coerce(value: Any, default: Any, what: str):
    """Accept JSON and URL spellings of a value of the default's type."""
    kind = type(default)
    if kind is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0", "yes", "no"):
            return value.lower() in ("true", "1", "yes")
        raise BadInput(what, f"{value!r} is not yes or no")
    if kind is int:
        if isinstance(value, bool):
            raise BadInput(what, f"{value!r} is not a whole number")
        if isinstance(value, int):
            return value
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            return int(value)
        raise BadInput(what, f"{value!r} is not a whole number")
    if kind is float:
        try:
            return float(value)
        except (TypeError, ValueError):
            raise BadInput(what, f"{value!r} is not a number") from None
    if kind is str:
        if isinstance(value, str):
            return value
        raise BadInput(what, f"{value!r} is not text")
    if kind is tuple:
        if isinstance(value, (list, tuple)):
            return tuple(value)
        if isinstance(value, str):
            return tuple(x for x in value.split(",") if x)
        raise BadInput(what, f"{value!r} is not a list")
    return value
