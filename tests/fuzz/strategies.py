"""Hypothesis strategies for hostile input: odd digits, huge and deep values, mutations of golden records."""

from __future__ import annotations

import json

from hypothesis import strategies as st

from tests.fuzz.fuzzlib import GOLDEN

ODD_DIGITS = ["\u00b2", "\u00b3", "\u00b9", "\u2070", "\u2079", "\u0663", "\u0664", "\u06f5", "\u0967", "\uff15",
              "\U0001d7d7", "\u2460", "\u2155", "\u00bd", "\u136b", "\u0bef"]
NASTY = ["", " ", "-1", "0", "+1", "1.5", "1e9", "1e999", "nan", "NaN", "inf", "-inf", "0x10", "1_000", "٣",
         "9" * 25, "9" * 5000, "-" + "9" * 400, "true", "null", "[]", "{}", "x" * 100_000, "\x00", "\ud800x",
         "1 2", "１２", "ⅻ", "12" + "\u00b2", "\u00b2" * 3]

odd_digit = st.sampled_from(ODD_DIGITS)
nasty_text = st.one_of(
    st.sampled_from(NASTY),
    st.builds(lambda a, d, b: a + d + b, st.text("0123456789", max_size=3), odd_digit, st.text("0123456789", max_size=3)),
    st.integers(1, 6000).map(lambda n: "9" * n),
    st.text(max_size=30),
)
json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=False),
                        st.text(max_size=20))
json_value = st.recursive(json_scalar, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                                st.dictionaries(st.text(max_size=8), inner, max_size=3)),
                          max_leaves=8)
TOP_KEYS = ["format", "version", "game", "variant", "seed", "deal", "table", "actions"]


def _deep(n: int, opener: str) -> str:
    return opener * n + "1" + ("]" if opener == "[" else "}") * n if opener == "[" else '{"a":' * n + "1" + "}" * n


@st.composite
def mutated_record(draw) -> str:
    """A golden record with one to three mutations of the kinds that broke the loader."""
    path = draw(st.sampled_from(GOLDEN))
    text = path.read_text()
    for _ in range(draw(st.integers(1, 3))):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            break   # a text-level mutation already broke it: that is the case
        if not isinstance(data, dict):
            break
        kind = draw(st.sampled_from(["deep", "huge", "type", "unknown", "dup", "missing", "action", "option",
                                     "truncate", "flip", "swap"]))
        key = draw(st.sampled_from(TOP_KEYS))
        if kind == "deep":
            data[key] = "__RAW__"
            text = json.dumps(data).replace('"__RAW__"', _deep(draw(st.integers(2, 50_000)), draw(st.sampled_from("[{"))))
            continue
        if kind == "huge":
            data[draw(st.sampled_from(["seed", "version"]))] = "__RAW__"
            digits = "9" * draw(st.integers(17, 6000))
            text = json.dumps(data).replace('"__RAW__"', draw(st.sampled_from(["", "-"])) + digits)
            continue
        if kind == "type":
            data[key] = draw(json_value)
        elif kind == "unknown":
            where = draw(st.sampled_from(["top", "variant", "table"]))
            target = data if where == "top" else data.get(where) if isinstance(data.get(where), dict) else data
            target[draw(st.text(min_size=1, max_size=12))] = draw(json_scalar)
        elif kind == "dup":
            text = text.replace("{", "{" + json.dumps(key) + ": " + json.dumps(draw(json_scalar)) + ",", 1)
            continue
        elif kind == "missing":
            data.pop(key, None)
        elif kind == "action" and isinstance(data.get("actions"), list) and data["actions"]:
            i = draw(st.integers(0, len(data["actions"]) - 1))
            data["actions"][i] = draw(st.one_of(nasty_text, json_scalar,
                                                st.builds(lambda a, b: str(a).split(" ")[0] + " " + b,
                                                          st.just(data["actions"][i]), nasty_text)))
        elif kind == "option" and isinstance(data.get("variant"), dict) and data["variant"]:
            opt = draw(st.sampled_from(sorted(data["variant"])))
            data["variant"][opt] = draw(st.one_of(nasty_text, json_scalar))
        elif kind == "swap" and isinstance(data.get("actions"), list) and len(data["actions"]) > 1:
            i = draw(st.integers(0, len(data["actions"]) - 2))
            data["actions"][i], data["actions"][i + 1] = data["actions"][i + 1], data["actions"][i]
        elif kind == "truncate":
            text = text[: draw(st.integers(0, len(text)))]
            continue
        elif kind == "flip":
            i = draw(st.integers(0, max(0, len(text) - 1)))
            text = text[:i] + draw(st.characters()) + text[i + 1:]
            continue
        text = json.dumps(data)
    return text
