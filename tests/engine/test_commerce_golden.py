"""Commerce: a golden recorded game per mode (new, old, Pool, both Extended forms); transcripts must stay identical."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.record import GameRecord, replay, transcript
from engine.games.commerce import GAME

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PRESETS = ["new-game", "old-game", "pool", "extended-all-stand", "extended-dealer-stays"]


@pytest.mark.parametrize("preset", PRESETS)
def test_golden_transcript(preset):
    record = GameRecord.from_json((GOLDEN / f"commerce-{preset}.json").read_text())
    assert GAME.variant_for(record.variant) == GAME.presets[preset]
    expected = (GOLDEN / f"commerce-{preset}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert GAME.is_over(state)
    assert expected[-1] == "  => " + GAME.outcome(state).summary
    assert sum(state.purses) + state.pool == GAME.variant_for(record.variant).purse * state.variant.players


def test_golden_replays_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / "commerce-old-game.json"), "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["valid"] and data["over"]


def test_tampered_golden_is_refused(tmp_path):
    data = json.loads((GOLDEN / "commerce-old-game.json").read_text())
    i = next(i for i, a in enumerate(data["actions"]) if a == "pass")
    data["actions"].insert(i + 1, "exchange 2C 3C")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and "move" in out.stderr
