"""A golden recorded game: its move-by-move transcript must stay identical; a tampered copy is refused."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.core.record import GameRecord, replay, transcript
from engine.games.scarney_chemin_de_fer import GAME

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NAME = "scarney_chemin_de_fer_short"


def test_golden_transcript():
    record = GameRecord.from_json((GOLDEN / f"{NAME}.json").read_text())
    assert GAME.variant_for(record.variant) == GAME.presets["short-lesson"]
    expected = (GOLDEN / f"{NAME}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert GAME.is_over(state) and GAME.ledger(state) == GAME.ledger(GAME.new_game(GAME.variant_for(record.variant)))
    assert expected[-1] == "  => " + GAME.outcome(state).summary


def test_golden_replays_on_the_command_line():
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / f"{NAME}.json"), "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["valid"] and data["over"] and data["game"] == "scarney-chemin-de-fer"


def test_tampered_record_is_refused_naming_the_move(tmp_path):
    data = json.loads((GOLDEN / f"{NAME}.json").read_text())
    data["actions"].insert(1, "draw 3")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and "move 2" in out.stderr
