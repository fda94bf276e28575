"""Mutated golden records through the loader, the upload path and ``replay``: BadInput or a correct load."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.fuzzlib import bounded, check_cli, load_record
from tests.fuzz.strategies import mutated_record


def fast(n: int) -> settings:
    return settings(max_examples=n, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])


@fast(120)
@given(text=mutated_record())
def test_mutated_records_are_refused_by_name_or_loaded_exactly(text):
    with bounded(what="loading a mutated record"):
        load_record(text)


@fast(40)
@given(text=mutated_record(), encoding=st.sampled_from(["utf-8", "utf-16", "latin-1"]))
def test_uploads_as_bytes(text, encoding):
    with bounded(what="an upload"):
        load_record(text.encode(encoding, errors="replace"))


@fast(20)
@given(text=mutated_record())
def test_replay_on_the_command_line(text):
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "game.json"
        f.write_text(text, encoding="utf-8", errors="surrogatepass")
        with bounded(what="replay"):
            check_cli(["replay", str(f)])
