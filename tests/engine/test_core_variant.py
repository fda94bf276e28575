"""Rule options as data (engine/core/variant.py): what describe() says of each option, the dict forms, and every
refusal of variant_from_dict named and worded (mutation testing, issue 31, found these read by no test). A small
Variant of the test's own keeps each figure independent of any game's options."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from engine.core.errors import BadInput
from engine.core.variant import OptionInfo, describe, option, variant_diff, variant_from_dict, variant_to_dict


@dataclass(frozen=True)
class ToyVariant:
    players: int = option(4, "How many play.", "hoyle-1845", "p. 3", minimum=2, maximum=6)
    pack: str = option("short", "Which pack.", "site", choices=("short", "long"))
    bower: bool = option(True, "The bower counts.", "leeds-1888")
    stake: float = option(0.5, "The stake.", "keller", maximum=10.0)

    def __post_init__(self):
        if self.players == 5 and self.pack == "short":
            raise ValueError("five players need the long pack")


def test_describe_reads_every_declared_field():
    infos = describe(ToyVariant)
    assert infos[0] == OptionInfo("players", 4, "How many play.", "hoyle-1845", "p. 3", None, 2, 6)
    assert infos[1] == OptionInfo("pack", "short", "Which pack.", "site", "", ("short", "long"), None, None)
    assert [i.name for i in infos] == ["players", "pack", "bower", "stake"]
    assert infos[3].maximum == 10.0 and infos[3].minimum is None and infos[2].source == "leeds-1888"


def test_a_plain_field_has_the_sites_defaults():
    @dataclass(frozen=True)
    class Bare:
        x: int = 1

    assert describe(Bare) == [OptionInfo("x", 1, "", "site", "", None, None, None)]


def test_dict_forms():
    v = ToyVariant(players=3, bower=False)
    assert variant_to_dict(v) == {"players": 3, "pack": "short", "bower": False, "stake": 0.5}
    assert variant_diff(v) == {"players": 3, "bower": False}
    assert variant_diff(ToyVariant()) == {}


def test_from_dict_builds_and_reads_each_type():
    v = variant_from_dict(ToyVariant, {"players": 6, "pack": "long", "bower": False, "stake": 2.5})
    assert v == ToyVariant(6, "long", False, 2.5)
    assert variant_from_dict(ToyVariant, {}) == ToyVariant()


@pytest.mark.parametrize("data,what,words", [
    ([1], "variant", "[1] is not a set of named options"),
    ({"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}, "variant", "it has 5 options; ToyVariant has 4"),
    ({"colour": "red"}, "variant", "there is no rule option called 'colour' (options: players, pack, bower, stake)"),
    ({"players": 7}, "variant option 'players'", ""),
    ({"players": 1}, "variant option 'players'", ""),
    ({"pack": "huge"}, "variant option 'pack'", ""),
    ({"stake": 11.0}, "variant option 'stake'", ""),
    ({"players": 5}, "variant", "five players need the long pack"),
])
def test_from_dict_refuses_by_name(data, what, words):
    with pytest.raises(BadInput) as exc:
        variant_from_dict(ToyVariant, data)
    assert exc.value.what == what and words in exc.value.reason


def test_the_what_is_the_callers():
    with pytest.raises(BadInput) as exc:
        variant_from_dict(ToyVariant, {"players": "x"}, what="link")
    assert exc.value.what == "link option 'players'"
    with pytest.raises(BadInput) as exc:
        variant_from_dict(ToyVariant, "x", what="link")
    assert exc.value.what == "link"


def test_four_options_are_allowed_and_a_type_error_is_a_bad_input():
    assert variant_from_dict(ToyVariant, {"players": 2, "pack": "short", "bower": True, "stake": 0.0}).players == 2

    @dataclass(frozen=True)
    class Strict:
        n: int = option(1, "n", "site")

        def __post_init__(self):
            if self.n == 3:
                raise TypeError("three is not allowed")

    with pytest.raises(BadInput, match="three is not allowed"):
        variant_from_dict(Strict, {"n": 3})
    assert dataclasses.is_dataclass(variant_from_dict(Strict, {"n": 2}))


def test_option_metadata_made_while_the_test_runs():
    """option() called inside the test (a class body at import runs before any mutant is switched on)."""
    @dataclass(frozen=True)
    class Late:
        n: int = option(3, "How many.", "hoyle-1845", "p. 9", choices=(3, 4), minimum=3, maximum=4)
        plain: bool = option(False, "Plain.", "site")

    f = dataclasses.fields(Late)[0]
    assert f.default == 3 and dict(f.metadata) == {"doc": "How many.", "source": "hoyle-1845", "locator": "p. 9",
                                                   "choices": (3, 4), "min": 3, "max": 4}
    assert describe(Late) == [OptionInfo("n", 3, "How many.", "hoyle-1845", "p. 9", (3, 4), 3, 4),
                              OptionInfo("plain", False, "Plain.", "site", "", None, None, None)]
