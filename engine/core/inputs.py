"""One validation layer for everything that comes from outside.

A link's parameters, an uploaded or saved record, a command-line argument (and later a
database row or a class code) is read here and nowhere else: each value is checked
against a declared type and bound, and every failure is a :class:`BadInput` that names
the field, shows the value (shortened: a 10 MB value is never echoed back) and says
what is allowed.

Why hand-written checks, not pydantic or msgspec
-------------------------------------------------
The site's inputs are few and small: a record has eight fields, a link a handful of
options, and the options are already *declared* once, as the ``Variant`` dataclasses'
field metadata (default, choices, minimum, maximum). A schema library would declare
them a second time (or need a generated model per game), and its error texts
("Input should be a valid integer, unable to parse string as an integer") are written
for programmers, while ours are read by a learner on a lesson page. The things the
libraries do that we need are short to write and are tested here directly: integers
only in ASCII digits and of bounded length (``int()`` takes Arabic-Indic digits and
refuses superscripts after ``str.isdigit()`` accepted them), finite numbers, bounded
text, JSON of bounded size *and depth* (the standard parser raises RecursionError on
deep nesting, and neither library bounds depth on its own), duplicated keys refused
(``object_pairs_hook``) and unknown keys refused. No new dependency, no second copy of
the option declarations.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable
from itertools import accumulate
from typing import Any

from engine.core.errors import BadInput

MAX_INT_DIGITS = 30          # far beyond any bound we declare, far below int()'s 4,300-digit limit
MAX_TEXT = 200               # a field of text (an action, a name) unless a field says otherwise
MAX_JSON_BYTES = 2_000_000   # a record of 20,000 actions fits with room to spare
MAX_JSON_DEPTH = 8           # a record is three levels deep; a variant or table one more
MAX_NUMBER_TEXT = 40

_INT = re.compile(rf"[+-]?[0-9]{{1,{MAX_INT_DIGITS}}}")
_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,4})?")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]")


def shorten(value: Any, limit: int = 40) -> str:
    """A value as it may appear in a message: its repr, cut to ``limit`` characters."""
    if isinstance(value, str):
        text = repr(value[: limit + 1])
        if len(value) > limit:
            text = repr(value[:limit])[:-1] + f"…{text[-1]} ({len(value):,} characters)"
        return text
    if isinstance(value, int) and not isinstance(value, bool):
        digits = len(str(abs(value))) if value.bit_length() < 14_000 else value.bit_length() * 3 // 10
        return str(value) if digits <= limit else f"a {digits:,}-digit number"
    if isinstance(value, (list, tuple, dict)):
        return f"a {type(value).__name__} of {len(value):,} items" if len(value) > 8 else _cut(repr(value), limit)
    return _cut(repr(value), limit)


def cut(text: str, limit: int = 300) -> str:
    """A message or text cut to ``limit`` characters (no quotes added)."""
    return _cut(text, limit)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + f"… ({len(text):,} characters)"


def _range(lo, hi) -> str:
    if lo is not None and hi is not None:
        return f"from {lo:,} to {hi:,}"
    if lo is not None:
        return f"at least {lo:,}"
    if hi is not None:
        return f"at most {hi:,}"
    return f"of at most {MAX_INT_DIGITS} digits"


# -- scalars ---------------------------------------------------------------------------------------------

def integer(value: Any, what: str, lo: int | None = None, hi: int | None = None, from_text: bool = True) -> int:
    """A whole number from JSON (int) or text (ASCII digits only, bounded length), within [lo, hi].

    ``from_text=False``: only a JSON number (a record's fields are typed; "12" there is a mistake)."""
    if isinstance(value, bool):
        raise BadInput(what, f"{shorten(value)} is not a whole number (a whole number {_range(lo, hi)})")
    if isinstance(value, int):
        n = value
        if n.bit_length() > MAX_INT_DIGITS * 4:
            raise BadInput(what, f"{shorten(value)} is far too large (a whole number {_range(lo, hi)})")
    elif from_text and isinstance(value, str) and len(value) <= MAX_INT_DIGITS + 8 and _INT.fullmatch(value.strip(" ")):
        n = int(value.strip(" "))
    elif from_text and isinstance(value, str) and re.fullmatch(r"[+-]?[0-9]+", value.strip(" ")):
        raise BadInput(what, f"{shorten(value)} has {len(value.strip(' +-')):,} digits: far too large "
                             f"(a whole number {_range(lo, hi)})")
    else:
        raise BadInput(what, f"{shorten(value)} is not a whole number written in digits 0-9 "
                             f"(a whole number {_range(lo, hi)})")
    if (lo is not None and n < lo) or (hi is not None and n > hi):
        raise BadInput(what, f"{shorten(n)} is out of range: a whole number {_range(lo, hi)}")
    return n


def number(value: Any, what: str, lo: float | None = None, hi: float | None = None) -> float:
    """A finite number (nan and inf refused), from JSON or ASCII text, within [lo, hi]."""
    if isinstance(value, bool):
        x = None
    elif isinstance(value, int):
        x = float(value) if value.bit_length() < 1000 else math.inf
    elif isinstance(value, float):
        x = value
    elif isinstance(value, str) and len(value) <= MAX_NUMBER_TEXT and _NUMBER.fullmatch(value.strip(" ")):
        x = float(value.strip(" "))
    else:
        x = None
    allowed = f"a number {_range(lo, hi)}"
    if x is None or not math.isfinite(x):
        raise BadInput(what, f"{shorten(value)} is not a finite number written in digits 0-9 ({allowed})")
    if (lo is not None and x < lo) or (hi is not None and x > hi):
        raise BadInput(what, f"{shorten(value)} is out of range: {allowed}")
    return x


def text(value: Any, what: str, max_len: int = MAX_TEXT, pattern: str | None = None, hint: str = "") -> str:
    """Text of at most ``max_len`` characters, without control characters; optionally matching ``pattern``."""
    if not isinstance(value, str):
        raise BadInput(what, f"{shorten(value)} is not text (text of at most {max_len:,} characters)")
    if len(value) > max_len:
        raise BadInput(what, f"{shorten(value)} is too long: at most {max_len:,} characters")
    if any(ord(c) < 32 and c not in "\t\n" or 0xD800 <= ord(c) <= 0xDFFF for c in value):
        raise BadInput(what, f"{shorten(value)} holds control characters")
    if pattern is not None and not re.fullmatch(pattern, value):
        raise BadInput(what, f"{shorten(value)} is not allowed here{': ' + hint if hint else ''}")
    return value


def boolean(value: Any, what: str) -> bool:
    """true/false from JSON, or yes/no, true/false, 1/0 as text."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
        return value.strip().lower() in ("true", "1", "yes")
    raise BadInput(what, f"{shorten(value)} is not yes or no (write true or false)")


def choice(value: Any, what: str, choices: Iterable) -> Any:
    """One of ``choices`` (compared after the value's own type; numbers may come as text)."""
    choices = tuple(choices)
    for c in choices:
        if value == c and type(value) is type(c):
            return c
        if isinstance(value, str) and str(c) == value.strip():
            return c
    raise BadInput(what, f"{shorten(value)} is not allowed: choose one of {', '.join(map(str, choices))}")


def of_type(kind: type, value: Any, what: str, lo=None, hi=None, choices=None, max_len: int = MAX_TEXT):
    """A value of ``kind`` (bool, int, float, str) with the declared bounds: how variant options are read."""
    if choices is not None:
        return choice(value, what, choices)
    if kind is bool:
        return boolean(value, what)
    if kind is int:
        return integer(value, what, lo, hi)
    if kind is float:
        return number(value, what, lo, hi)
    if kind is str:
        return text(value, what, max_len)
    raise BadInput(what, f"{shorten(value)} cannot be read as {kind.__name__}")


# -- JSON --------------------------------------------------------------------------------------------------

def _refuse_duplicates(what: str) -> Callable[[list], dict]:
    def hook(pairs: list) -> dict:
        out: dict = {}
        for k, v in pairs:
            if k in out:
                raise BadInput(what, f"the key {shorten(k)} appears twice (each key may appear once)")
            out[k] = v
        return out
    return hook


def _int_of_bounded_size(what: str) -> Callable[[str], int]:
    def parse(s: str) -> int:
        if len(s.lstrip("-")) > MAX_INT_DIGITS:
            raise BadInput(what, f"a {len(s.lstrip('-')):,}-digit number is far too large "
                                 f"(numbers have at most {MAX_INT_DIGITS} digits)")
        return int(s)
    return parse


def _no_constants(what: str) -> Callable[[str], Any]:
    def parse(s: str):
        raise BadInput(what, f"{s} is not a number a record may hold (numbers are finite)")
    return parse


def depth(text_: str) -> int:
    """How deeply a JSON text nests its arrays and objects (strings skipped), without parsing it."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub('""', text_))
    if not brackets:
        return 0
    return max(accumulate(1 if c in "[{" else -1 for c in brackets))


def json_document(data: str | bytes, what: str, max_bytes: int = MAX_JSON_BYTES,
                  max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Parse JSON of bounded size and depth; duplicated keys, NaN/Infinity and huge numbers refused."""
    if not isinstance(data, (str, bytes, bytearray)):
        raise BadInput(what, f"{shorten(data)} is not a text of JSON")
    if len(data) > max_bytes:
        raise BadInput(what, f"it is {len(data):,} bytes long; at most {max_bytes:,} bytes are read")
    if isinstance(data, (bytes, bytearray)):
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BadInput(what, "it is not text (not UTF-8): a record is a JSON text file") from None
    d = depth(data)
    if d > max_depth:
        raise BadInput(what, f"it nests {d:,} levels deep; the limit is {max_depth}")
    try:
        return json.loads(data, object_pairs_hook=_refuse_duplicates(what), parse_int=_int_of_bounded_size(what),
                          parse_constant=_no_constants(what))
    except BadInput:
        raise
    except (ValueError, RecursionError) as exc:
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "it is not well-formed"
        where = f" (line {exc.lineno}, column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise BadInput(what, f"it is not JSON: {reason.lower()}{where}") from None


def fields(data: Any, what: str, required: Iterable[str], optional: Iterable[str] = ()) -> dict:
    """An object with exactly the named fields: every required one present, no unknown one."""
    required, optional = tuple(required), tuple(optional)
    if not isinstance(data, dict):
        raise BadInput(what, f"{shorten(data)} is not a set of named fields ({', '.join(required)})")
    unknown = [k for k in data if k not in required and k not in optional]
    if unknown:
        raise BadInput(what, f"there is no field called {shorten(unknown[0])} "
                             f"(fields: {', '.join(required + optional)})")
    missing = [k for k in required if k not in data]
    if missing:
        raise BadInput(what, f"the field {missing[0]!r} is missing (required: {', '.join(required)})")
    return data


def flat_object(data: Any, what: str, max_keys: int = 32, max_key: int = 40, max_len: int = MAX_TEXT) -> dict:
    """A small object of short keys and scalar values (a variant or a table's settings, as stored)."""
    if not isinstance(data, dict):
        raise BadInput(what, f"{shorten(data)} is not a set of named options")
    if len(data) > max_keys:
        raise BadInput(what, f"it has {len(data):,} entries; at most {max_keys} are allowed")
    for k, v in data.items():
        text(k, f"{what} key", max_key)
        if isinstance(v, str):
            text(v, f"{what} {k!r}", max_len)
        elif isinstance(v, int) and not isinstance(v, bool):
            integer(v, f"{what} {k!r}")
        elif isinstance(v, float):
            number(v, f"{what} {k!r}")
        elif not (v is None or isinstance(v, bool)):
            raise BadInput(f"{what} {k!r}", f"{shorten(v)} is not a single value (text, a number, true or false)")
    return data


# -- links ---------------------------------------------------------------------------------------------------

MAX_PARAMS = 40
MAX_PARAM_KEY = 40


def query_params(params: dict, what: str = "link") -> dict[str, str]:
    """A link's parameters as one text per name, bounded in number and size. A name given twice
    (``?seed=1&seed=2``) is refused: which of the two was meant cannot be known."""
    if len(params) > MAX_PARAMS:
        raise BadInput(what, f"it has {len(params):,} parameters; at most {MAX_PARAMS} are read")
    out = {}
    for k, v in params.items():
        k = text(k, f"{what} parameter name", MAX_PARAM_KEY)
        if isinstance(v, (list, tuple)) and len(v) > 1:
            raise BadInput(what, f"it gives {shorten(k)} {len(v)} times; a link names each option once")
        v = v[-1] if isinstance(v, (list, tuple)) and v else v
        if isinstance(v, (list, tuple)):
            v = ""
        if not isinstance(v, str):
            raise BadInput(f"{what} {k!r}", f"{shorten(v)} is not text")
        out[k] = v
    return out


__all__ = ["BadInput", "shorten", "integer", "number", "text", "boolean", "choice", "of_type", "json_document",
           "fields", "flat_object", "cut",
           "arg_int", "arg_float", "arg_text", "query_params", "depth", "MAX_JSON_BYTES", "MAX_JSON_DEPTH", "MAX_TEXT"]


# -- command-line arguments (argparse ``type=`` callables) -------------------------------------------------

MAX_ARG_TEXT = 10_000


class _ArgType:
    """An argparse ``type=``: a BadInput becomes argparse's own error, with our wording."""

    def __init__(self, read: Callable[[str], Any], name: str):
        self.read, self.__name__ = read, name

    def __call__(self, value: str):
        import argparse

        try:
            return self.read(value)
        except BadInput as exc:
            raise argparse.ArgumentTypeError(exc.reason) from None

    def __repr__(self) -> str:
        return self.__name__


def arg_int(lo: int | None, hi: int | None) -> _ArgType:
    """A whole number in ASCII digits within [lo, hi], for ``add_argument(type=...)``."""
    return _ArgType(lambda v: integer(v, "argument", lo, hi), "whole number")


def arg_float(lo: float | None, hi: float | None) -> _ArgType:
    """A finite number within [lo, hi] (nan and inf refused), for ``add_argument(type=...)``."""
    return _ArgType(lambda v: number(v, "argument", lo, hi), "number")


def arg_text(max_len: int = MAX_TEXT, pattern: str | None = r"[\x20-\x7e]*",
             hint: str = "plain letters, digits and punctuation") -> _ArgType:
    """Text of bounded length (by default plain ASCII), for ``add_argument(type=...)``."""
    return _ArgType(lambda v: text(v, "argument", max_len, pattern, hint), "text")
