"""Hidden information stays on the server: a seed alone, run through our open engine, gives no card or throw,
and a game saved before its end shows none (sealed, and refused if changed).

The tests run under the fixed test secret (tests/conftest.py); "another site" is the same code with another.
"""

from __future__ import annotations

import base64
import json
import math
import os
import random
import stat
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.bots import bots_for
from engine.core import seal, secret
from engine.core.dice import STANDARD
from engine.core.errors import BadInput
from engine.core.record import GameRecord, saved_text
from engine.core.rng import numpy_rng, rng_for, shuffled
from engine.core.table import Table, load_record_text
from engine.games import get_game
from lessons.parts.share import _check_sealed_game

EUCHRE = get_game("euchre")
CHUCK = get_game("chuck-a-luck")
GOLDEN = Path(__file__).resolve().parents[1] / "golden"
OTHER_SECRET = "another-site-entirely-0123456789abcdefghij"


@pytest.fixture
def elsewhere(monkeypatch):
    """``elsewhere(f)``: f() computed by the same code on a site with another secret."""
    def run(f):
        monkeypatch.setenv("CAMP_SECRET", OTHER_SECRET)
        secret.forget()
        try:
            return f()
        finally:
            monkeypatch.undo()
            secret.forget()
    return run


def hands(seed: int) -> list[list[str]]:
    s = EUCHRE.new_game(EUCHRE.Variant(), seed)
    return [EUCHRE.view(s, seat)["hand"] for seat in range(4)]


def session_throws(seed: int) -> list[tuple]:
    """A whole Chuck-a-Luck session at the page's table (computer soldiers), its throws as the state keeps them."""
    bots = bots_for("chuck-a-luck")
    t = Table.new(CHUCK, CHUCK.Variant(throws=6), seed, learner=-1,
                  bots={s: bots["high-low"] for s in range(CHUCK.seats(CHUCK.Variant()))})
    t.run_bots(limit=10_000)
    assert CHUCK.is_over(t.state)
    return list(t.state.history)


def test_a_seed_names_one_deal_on_this_site_and_another_elsewhere(elsewhere):
    ours = [hands(seed) for seed in range(20)]
    assert ours == [hands(seed) for seed in range(20)]
    theirs = elsewhere(lambda: [hands(seed) for seed in range(20)])
    assert all(a != b for a, b in zip(ours, theirs, strict=True))
    assert [hands(seed) for seed in range(20)] == ours   # and back under our secret


def test_the_old_unkeyed_derivation_does_not_predict_the_deal():
    """What a learner running the engine of before on a link's seed computed: random.Random('seed/deal/0')."""
    pack = [str(c) for c in EUCHRE.new_game(EUCHRE.Variant(), 0).shape.pack]
    for seed in range(20):
        guess = pack[:]
        random.Random(f"{seed}/deal/0").shuffle(guess)
        theirs = {frozenset(guess[i:i + 5]) for i in range(len(guess) - 4)}
        assert not any(frozenset(h) in theirs for h in hands(seed))


def test_chuck_a_luck_throws_cannot_be_computed_from_the_links_seed(elsewhere):
    seed = 1861
    session = session_throws(seed)
    assert len(session) == 6 and session == session_throws(seed)
    unkeyed = [tuple(f.value for f in STANDARD.throw(random.Random(f"{seed}/throw/{n}"), 3)) for n in range(6)]
    assert sum(a == b for a, b in zip(session, unkeyed, strict=True)) <= 1
    there = elsewhere(lambda: session_throws(seed))
    assert sum(a == b for a, b in zip(session, there, strict=True)) <= 1


# -- the keyed source itself -------------------------------------------------------------------------------------
def test_the_keyed_shuffle_is_uniform():
    seen = Counter(tuple(shuffled(range(4), seed, "u")) for seed in range(24_000))
    assert len(seen) == 24 and all(800 < n < 1200 for n in seen.values())


def test_every_random_method_a_caller_uses_works_and_replays():
    def draws(r):
        return (r.random(), r.randrange(10), r.randrange(3, 9), r.randint(1, 6), r.choice("abc"),
                r.sample(range(50), 3), r.choices("xyz", k=4), r.uniform(1, 2), r.getrandbits(700),
                r.randrange(0, 100, 7), r.gauss(0, 1))
    a, b = draws(rng_for(5, "m")), draws(rng_for(5, "m"))
    assert a == b and draws(rng_for(6, "m")) != a
    long = list(range(200))
    rng_for(1, "long").shuffle(long)      # longer than one digest can order: the fallback generator
    assert sorted(long) == list(range(200)) and long != list(range(200))
    assert numpy_rng(3, "n").integers(0, 1000, 5).tolist() == numpy_rng(3, "n").integers(0, 1000, 5).tolist()
    with pytest.raises(IndexError):
        rng_for(1, "e").choice([])


# -- the secret ------------------------------------------------------------------------------------------------------
def _fresh_site(tmp_path: Path, code: str, secret_env: str | None = None):
    env = {k: v for k, v in os.environ.items() if k != "CAMP_SECRET"} | {"CAMP_DATA_DIR": str(tmp_path)}
    if secret_env is not None:
        env["CAMP_SECRET"] = secret_env
    return subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def test_a_new_site_makes_its_secret_once_private_and_two_processes_agree(tmp_path):
    code = "from engine.core.seal import site_mark; print(site_mark())"
    procs = [_fresh_site(tmp_path, code) for _ in range(4)]   # started together, racing to make it
    marks = {p.communicate(timeout=60)[0].strip() for p in procs}
    assert len(marks) == 1 and "" not in marks
    key = tmp_path / "secret.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert len(key.read_text().strip()) >= 32
    assert sorted(p.name for p in tmp_path.iterdir()) == ["secret.key"]   # no half-written files left
    again = _fresh_site(tmp_path, code).communicate(timeout=60)[0].strip()
    assert {again} == marks


def test_a_bad_secret_is_named_clearly(tmp_path):
    out = _fresh_site(tmp_path, "from engine.core.rng import rng_for; rng_for(1, 'x')", secret_env="short")
    _, err = out.communicate(timeout=60)
    assert out.returncode != 0 and "site secret" in err and "CAMP_SECRET" in err and "32 to 256" in err
    cli = subprocess.run([sys.executable, "-m", "engine", "simulate", "euchre", "--hands", "1"], capture_output=True,
                         text=True, env=os.environ | {"CAMP_SECRET": "bad secret with spaces " * 3})
    assert cli.returncode == 2 and cli.stderr.startswith("error: site secret: the secret in the environment variable")


# -- saved games -----------------------------------------------------------------------------------------------------
def mid_hand_table() -> tuple[Table, set[str]]:
    """A Euchre table where a computer dealer has taken up and discarded face down, the learner to play;
    and the cards the learner may not know (the others' hands and that discard)."""
    b = bots_for("euchre")["rule-of-thumb"]
    for seed in range(500):
        t = Table.new(EUCHRE, EUCHRE.Variant(), seed, learner=0, bots={1: b, 2: b, 3: b})
        t.run_bots()
        while t.learners_turn() and t.state.phase in ("order", "name"):
            t.act(t.legal()[0])   # the learner passes (or names the first suit) until a hand is under way
            t.run_bots()
        if t.state.discard != -1 and t.state.dealer != 0 and t.learners_turn():
            hidden = {c for seat in (1, 2, 3) for c in EUCHRE.view(t.state, seat)["hand"]}
            hidden.add(EUCHRE.view(t.state, t.state.dealer)["discard"])
            assert None not in hidden and not hidden & set(EUCHRE.view(t.state, 0)["hand"])
            return t, hidden
    raise AssertionError("no seed of 500 had a computer dealer discard before the learner's turn")


def test_a_game_saved_in_play_shows_no_hidden_card_and_opens_again():
    t, hidden = mid_hand_table()
    plain = t.record.to_json()
    discard = f"discard {EUCHRE.view(t.state, t.state.dealer)['discard']}"
    assert discard in plain                      # what a plain file would have given away
    text = saved_text(t.record, t.game, t.state)
    wrapper = json.loads(text)
    assert wrapper["format"] == seal.FORMAT and wrapper["game"] == "euchre" and "sealed" in wrapper["what"]
    assert "discard " not in text and '"play ' not in text and '"seed"' not in text and '"actions"' not in text
    for card in hidden:
        for edge in ('"', " ", "[", ","):
            assert edge + card not in text
    for field in ("what", "game", "site"):       # the readable fields name no card at all
        assert not any(card in wrapper[field] for card in hidden)
    again = load_record_text(text, EUCHRE)
    assert again == t.record
    assert saved_text(t.record, t.game) != text  # a fresh nonce each time: two saves do not compare


def _sealed_variant(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _flip(data):
    box = bytearray(base64.urlsafe_b64decode(data["sealed"]))
    box[len(box) // 2] ^= 1
    data["sealed"] = base64.urlsafe_b64encode(bytes(box)).decode()


@pytest.mark.parametrize("change,words", [
    (_flip, "seal does not match: the file was changed"),
    (lambda d: d.update(sealed=d["sealed"][: len(d["sealed"]) * 2 // 3 // 4 * 4]), "seal does not match"),
    (lambda d: d.update(sealed=d["sealed"][:20]), "cut short"),
    (lambda d: d.update(sealed="%%%" + d["sealed"]), "garbled"),
    (lambda d: d.update(game="seven-up"), "seal does not match"),
    (lambda d: d.update(site="0" * 12), "sealed by another site"),
    (lambda d: d.update(version=2), "version 2"),
    (lambda d: d.pop("sealed"), "sealed"),
], ids=["flipped-bit", "truncated", "cut-short", "garbled", "other-game", "other-site", "version", "no-seal"])
def test_a_changed_sealed_file_is_refused_naming_what_is_wrong_and_the_table_is_unchanged(change, words):
    t, _ = mid_hand_table()
    text = _sealed_variant(saved_text(t.record, t.game, t.state), change)
    other = Table.new(EUCHRE, EUCHRE.Variant(), 7)
    before = other.record
    with pytest.raises(BadInput) as exc:
        other.load(load_record_text(text, EUCHRE))
    assert words in str(exc.value) and other.record == before


def test_a_file_sealed_by_another_site_is_refused_as_such(elsewhere):
    t, _ = mid_hand_table()
    foreign = elsewhere(lambda: saved_text(t.record, t.game, t.state))
    with pytest.raises(BadInput, match="sealed by another site"):
        load_record_text(foreign, EUCHRE)


def test_a_sealed_game_of_another_game_is_named_before_its_seal_is_tried():
    t, _ = mid_hand_table()
    with pytest.raises(BadInput, match="sealed game of 'euchre', not of Seven-Up"):
        _check_sealed_game(saved_text(t.record, t.game, t.state).encode(), get_game("seven-up"))


def test_a_finished_game_is_saved_plain_and_replays():
    text = (GOLDEN / "euchre-standard.json").read_text()
    record = GameRecord.from_json(text)
    assert saved_text(record) == record.to_json() and json.loads(saved_text(record))["format"] != seal.FORMAT


def test_the_command_line_replays_a_sealed_game_with_the_sites_secret_only(tmp_path):
    t, _ = mid_hand_table()
    f = tmp_path / "mid.json"
    f.write_text(saved_text(t.record, t.game, t.state))
    ok = subprocess.run([sys.executable, "-m", "engine", "replay", str(f), "--json"], capture_output=True, text=True)
    data = json.loads(ok.stdout)
    assert ok.returncode == 0 and data["valid"] and not data["over"] and data["actions"] == len(t.record.actions)
    other = subprocess.run([sys.executable, "-m", "engine", "replay", str(f)], capture_output=True, text=True,
                           env=os.environ | {"CAMP_SECRET": OTHER_SECRET})
    assert other.returncode == 2 and "sealed by another site" in other.stderr


def test_the_shuffle_bias_bound_in_the_comment_holds():
    assert math.factorial(52) < 2**226 and math.factorial(57) < 2**256
