"""The checks every golden recorded game gets: its transcript stays identical, it replays on the command line, and
a tampered copy is refused naming the move. A test module binds them to its game:

    test_transcript, test_cli_replay, test_tampered = golden_tests(GAME, "pie_eyed_dice_scarne", "scarne", "draw 3")
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.core.record import GameRecord, replay, transcript

GOLDEN = Path(__file__).resolve().parent / "golden"


def golden_tests(game, name: str, preset: str, stray_action: str):
    def test_golden_transcript():
        record = GameRecord.from_json((GOLDEN / f"{name}.json").read_text())
        assert game.variant_for(record.variant) == game.presets[preset]
        expected = (GOLDEN / f"{name}.txt").read_text().splitlines()
        assert transcript(record) == expected
        state = replay(record)
        assert game.is_over(state) and game.ledger(state) == game.ledger(game.new_game(game.variant_for(record.variant)))
        assert expected[-1] == "  => " + game.outcome(state).summary

    def test_golden_replays_on_the_command_line():
        out = subprocess.run([sys.executable, "-m", "engine", "replay", str(GOLDEN / f"{name}.json"), "--json"],
                             capture_output=True, text=True, check=True)
        data = json.loads(out.stdout)
        assert data["valid"] and data["over"] and data["game"] == game.slug

    def test_tampered_record_is_refused_naming_the_move(tmp_path):
        data = json.loads((GOLDEN / f"{name}.json").read_text())
        data["actions"].insert(1, stray_action)
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps(data))
        out = subprocess.run([sys.executable, "-m", "engine", "replay", str(bad)], capture_output=True, text=True)
        assert out.returncode == 2 and "move 2" in out.stderr

    return test_golden_transcript, test_golden_replays_on_the_command_line, test_tampered_record_is_refused_naming_the_move
