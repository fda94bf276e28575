"""Seven-Up: a golden recorded game per rule set (and for three and four players); transcripts must not change."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.record import GameRecord, replay, transcript
from engine.games.seven_up import GAME, SevenUpVariant

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SETS = {"camp": GAME.presets["camp"], "hoyle-modernized": GAME.presets["hoyle-modernized"],
        "pitch": GAME.presets["pitch"], "camp-3": SevenUpVariant(players=3), "camp-4": SevenUpVariant(players=4)}


@pytest.mark.rules("deal", "count-order", "game-target")
@pytest.mark.parametrize("name", list(SETS))
def test_golden_transcript(name):
    record = GameRecord.from_json((GOLDEN / f"seven_up-{name}.json").read_text())
    assert GAME.variant_for(record.variant) == SETS[name]
    expected = (GOLDEN / f"seven_up-{name}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert GAME.is_over(state)
    assert expected[-1] == "  => " + GAME.outcome(state).summary


def test_golden_replays_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / "seven_up-camp.json"), "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["valid"] and data["over"] and data["outcome"]["winners"]


def test_tampered_golden_is_refused(tmp_path):
    data = json.loads((GOLDEN / "seven_up-camp.json").read_text())
    i = next(i for i, a in enumerate(data["actions"]) if a.startswith("play"))
    data["actions"][i + 1] = data["actions"][i]  # the same card played twice
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and f"move {i + 2}" in out.stderr
