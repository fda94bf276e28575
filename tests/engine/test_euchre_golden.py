"""Euchre: a golden recorded game per rule set; the move-by-move transcript must stay identical."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.record import GameRecord, replay, transcript
from engine.games.euchre import GAME

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.mark.parametrize("preset", ["civil-war", "standard"])
def test_golden_transcript(preset):
    record = GameRecord.from_json((GOLDEN / f"euchre-{preset}.json").read_text())
    assert GAME.variant_for(record.variant) == GAME.presets[preset]
    expected = (GOLDEN / f"euchre-{preset}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert GAME.is_over(state)
    assert expected[-1] == "  => " + GAME.outcome(state).summary


def test_golden_replays_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / "euchre-standard.json"), "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    record = GameRecord.from_json((GOLDEN / "euchre-standard.json").read_text())
    assert data["valid"] and data["over"] and data["outcome"]["winners"] == list(GAME.outcome(replay(record)).winners)


def test_tampered_golden_is_refused(tmp_path):
    data = json.loads((GOLDEN / "euchre-standard.json").read_text())
    i = next(i for i, a in enumerate(data["actions"]) if a.startswith("play"))
    data["actions"][i + 1] = data["actions"][i]  # the same card played twice
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and f"move {i + 2}" in out.stderr
