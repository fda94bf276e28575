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

from engine.core import inputs
from engine.core.errors import BadInput
from engine.core.inputs import shorten


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
    """Build and validate a variant; unknown or ill-typed options raise BadInput naming the option.

    Every value is read by :mod:`engine.core.inputs` against the option's declared type, choices and bounds."""
    if not isinstance(data, dict):
        raise BadInput(what, f"{shorten(data)} is not a set of named options")
    infos = {i.name: i for i in describe(variant_cls)}
    if len(data) > len(infos):
        raise BadInput(what, f"it has {len(data):,} options; {variant_cls.__name__} has {len(infos)}")
    kwargs = {}
    for key, value in data.items():
        if key not in infos:
            raise BadInput(what, f"there is no rule option called {shorten(key)} (options: {', '.join(infos)})")
        info = infos[key]
        kwargs[key] = inputs.of_type(type(info.default), value, f"{what} option {key!r}", info.minimum,
                                     info.maximum, info.choices)
    try:
        return variant_cls(**kwargs)
    except (TypeError, ValueError) as exc:  # a variant's own __post_init__ check
        raise BadInput(what, str(exc)) from None
