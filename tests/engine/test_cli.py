"""The command line: list, rules, replay, and clear errors with exit code 2."""

import json
import subprocess
import sys

from engine.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_list_json_names_every_game(capsys):
    from engine.games import all_games

    code, out, _ = run(capsys, "list", "--json")
    assert code == 0
    assert [g["slug"] for g in json.loads(out)["games"]] == list(all_games())


def test_unknown_game_is_a_clear_error(capsys):
    code, _, err = run(capsys, "rules", "faro")
    assert code == 2 and "no game called 'faro'" in err


def test_replay_of_a_missing_file_is_a_clear_error(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "nope.json" in err


def test_replay_of_a_malformed_file_is_a_clear_error(capsys, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text('{"format": "something else"}')
    code, _, err = run(capsys, "replay", str(f))
    assert code == 2 and "not a Camp & Parlour game record" in err


def test_python_dash_m_engine_runs():
    out = subprocess.run([sys.executable, "-m", "engine", "list", "--json"], capture_output=True, text=True, check=True)
    assert "games" in json.loads(out.stdout)
