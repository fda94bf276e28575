"""Every input that ever broke an entry point, replayed every run (tests/fuzz/corpus.json)."""

from __future__ import annotations

import pytest

from tests.fuzz.fuzzlib import bounded, check_cli, corpus, expand, golden_text, load_record, mutate, read_link

CORPUS = corpus()


@pytest.mark.parametrize("case", CORPUS["records"], ids=lambda c: c["note"][:50])
def test_record_corpus(case):
    text = mutate(golden_text(case["golden"]), case["op"])
    with bounded(what=case["note"]):
        assert load_record(text) == case["expect"]
        assert load_record(text.encode()) == case["expect"]   # an upload arrives as bytes


@pytest.mark.parametrize("case", CORPUS["cli"], ids=lambda c: " ".join(map(str, c["argv"]))[:60])
def test_cli_corpus(case):
    with bounded(what=str(case["argv"])[:80]):
        assert check_cli(expand(case["argv"])) == case["expect"]


@pytest.mark.parametrize("case", CORPUS["links"], ids=lambda c: str(c["params"])[:60])
def test_link_corpus(case):
    from engine.games import get_game

    with bounded(what=str(case["params"])[:80]):
        assert read_link(get_game(case["game"]), expand(case["params"])) == case["expect"]
