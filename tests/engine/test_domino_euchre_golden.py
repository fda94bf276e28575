"""A golden recorded game per rule set of both games; the move-by-move transcripts must stay identical."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.record import GameRecord, replay, transcript
from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
CASES = [(GAME, "domino_euchre", p) for p in GAME.presets] + [(CALL, "call_ace", p) for p in CALL.presets]


@pytest.mark.parametrize("game,prefix,preset", CASES, ids=[f"{c[1]}-{c[2]}" for c in CASES])
def test_golden_transcript(game, prefix, preset):
    record = GameRecord.from_json((GOLDEN / f"{prefix}-{preset}.json").read_text())
    assert game.variant_for(record.variant) == game.presets[preset]
    expected = (GOLDEN / f"{prefix}-{preset}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert game.is_over(state)
    assert expected[-1] == "  => " + game.outcome(state).summary


def test_golden_replays_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / "call_ace-five-players.json"),
                          "--json"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["valid"] and data["over"]


def test_tampered_golden_is_refused(tmp_path):
    data = json.loads((GOLDEN / "domino_euchre-hoyle-1908.json").read_text())
    i = next(i for i, a in enumerate(data["actions"]) if a.startswith("play"))
    data["actions"][i + 1] = data["actions"][i]  # the same tile played twice
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and f"move {i + 2}" in out.stderr
