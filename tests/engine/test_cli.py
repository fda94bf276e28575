"""The command line: list, rules, replay, and clear errors with exit code 2."""

import json
import subprocess
import sys

import pytest

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


@pytest.mark.parametrize("argv,words", [
    (["bench", "euchre", "--seconds", "nan"], "argument --seconds: 'nan' is not a finite number"),
    (["bench", "euchre", "--seconds", "1e9"], "a number from 0.01 to 60"),
    (["simulate", "euchre", "--hands", "10000000"], "a whole number from 1 to 100,000"),
    (["simulate", "draw-poker", "--hands", "20000"], "a whole number from 1 to 10,000"),
    (["odds", "chuck-a-luck", "--bets", "total:4=2000000000000000"], "a stake is from $0.01 to $10,000.00"),
    (["odds", "euchre", "--variant", '{"players": 5, "players": 4}'], "the key 'players' appears twice"),
    (["rules", "euchre\u00b2"], "a game's short name"),
])
def test_work_and_values_are_bounded_and_named(capsys, argv, words):
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err, err


def test_a_huge_value_is_never_echoed(capsys):
    code, _, err = run(capsys, "odds", "euchre", "--hand", "x" * 5_000_000, "--turnup", "QS")
    assert code == 2 and len(err) < 700 and "5,000,000 characters" in err


def test_help_says_where_the_secret_comes_from(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "CAMP_SECRET" in out and "secret.key" in out and "sealed" in out


def test_simulate_reproduces_a_game_only_under_the_same_secret():
    import os

    def sim(secret):
        out = subprocess.run([sys.executable, "-m", "engine", "simulate", "seven-up", "--hands", "5", "--seed", "9",
                              "--json"], capture_output=True, text=True, check=True, env=os.environ | {"CAMP_SECRET": secret})
        data = json.loads(out.stdout)
        return [(s["wins"], s["mean_score"]) for s in data["seats"]]

    ours = sim(os.environ["CAMP_SECRET"])
    assert sim(os.environ["CAMP_SECRET"]) == ours
    others = [sim(f"another-site-secret-{i}-0123456789abcdefgh") for i in range(3)]
    assert any(o != ours for o in others)


def test_list_and_rules_say_each_rule_set_by_period_and_source(capsys):
    """issue 30: the command line carries what the lesson's table of rule sets shows."""
    code, out, _ = run(capsys, "list", "--json")
    games = {g["slug"]: g for g in json.loads(out)["games"]}
    assert code == 0 and games["euchre"]["for_1863"] == ["philadelphia-1862"] and games["commerce"]["for_1863"] == []
    code, out, _ = run(capsys, "rules", "euchre", "--json")
    data = json.loads(out)
    sets = {r["name"]: r for r in data["rule_sets"]}
    assert sets["philadelphia-1862"]["period"] == "1863" and sets["philadelphia-1862"]["source"] == "law-practice-euchre-1862"
    assert sets["railroad-keller-1887"]["year"] == "1887" and data["aliases"]["civil-war"] == "wedeward-camp"
    assert data["none_for_1863"] == "" and data["presets"]["modern-24"]["pack"] == 24
    code, out, _ = run(capsys, "rules", "scarney-chemin-de-fer")
    assert "No rule set for 1863: Scarne devised" in out
    code, out, _ = run(capsys, "odds", "euchre", "--variant", "civil-war", "--json")   # an old name still works
    assert code == 0
