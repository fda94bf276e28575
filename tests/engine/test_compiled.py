"""The hot modules compiled by Cython (engine/compiled.py) play exactly as their interpreted source.

The same games are played in this process (compiled, when ``make test`` has built them) and in a child process
with ``CAMP_PURE_PYTHON=1`` (the ``.py`` files): whole games through the protocol and hands through the bots'
playout driver, with seeded random choices; every transcript and every point must be the same. And a build
that does not match its source is never imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine import compiled

ROOT = Path(__file__).resolve().parents[2]

# whole games through the protocol, and hands through the playout driver, for several variants and seeds
PLAY = r"""
import json, random, sys
import numpy as np
from engine import compiled
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import hand as H
from engine.games.seven_up import GAME as SEVEN
from engine.games.domino_euchre import GAME as DOMINO

out = {"status": compiled.status(), "games": [], "playouts": []}
for game, v in ((GAME, GAME.presets["standard"]), (GAME, GAME.presets["civil-war"]), (GAME, EuchreVariant(players=5)),
                (SEVEN, SEVEN.Variant()), (DOMINO, DOMINO.Variant())):
    for seed in range(6):
        rand = random.Random(seed).random
        s = game.new_game(v, seed)
        actions = []
        while not game.is_over(s) and len(actions) < 400:
            legal = game.legal_actions(s)
            a = legal[int(rand() * len(legal))]
            actions.append(str(a))
            s = game.apply(s, a)
        out["games"].append([game.slug, seed, actions])
for v in (GAME.presets["standard"], EuchreVariant(players=3), EuchreVariant(players=7)):
    base = H.new_state(v, 1)
    rng = np.random.default_rng(3)
    rand = random.Random(5).random
    for n in range(40):
        s = base.copy()
        H.deal(s, n, (n % v.players), rng=rng)
        log = []
        points = H.playout(s, rand=rand, log=log)
        out["playouts"].append([log, list(points)])
json.dump(out, sys.stdout)
"""


def _play(pure: bool) -> dict:
    env = {**os.environ, compiled.PURE: "1" if pure else "0"}
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600, check=True)
    return json.loads(done.stdout)


def test_compiled_and_interpreted_play_the_same_games():
    fast, pure = _play(pure=False), _play(pure=True)
    assert set(pure["status"].values()) == {"interpreted"}
    if os.environ.get("CAMP_EXPECT_COMPILED") == "1":   # make test builds them: the fast path is the one tested
        assert set(fast["status"].values()) == {"compiled"}, fast["status"]
    assert fast["games"] == pure["games"]
    assert fast["playouts"] == pure["playouts"]
    assert len(fast["games"]) == 30 and all(g[2] for g in fast["games"])


def test_a_build_that_does_not_match_its_source_is_not_used(monkeypatch, tmp_path):
    """A rule edited after the build: the digest recorded at build time no longer matches, so the .py is imported."""
    monkeypatch.setattr(compiled, "_recorded", lambda: {m: "0" * 64 for m in compiled.MODULES})
    assert not any(compiled.fresh(m) for m in compiled.MODULES)
    # in a fresh interpreter whose build record is missing, every hot module comes from its source
    script = ("import json, sys\n"
              "from pathlib import Path\n"
              "import engine.compiled as c\n"
              f"c.MANIFEST = Path({str(tmp_path / 'missing.json')!r})\n"
              "sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, c._SourceFirst)]\n"
              "c.install()\n"
              "print(json.dumps(c.status()))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env={**os.environ, compiled.PURE: "0"},
                          capture_output=True, text=True, timeout=120, check=True)
    assert set(json.loads(done.stdout).values()) == {"interpreted"}


def test_the_command_line_says_which_path_runs():
    done = subprocess.run([sys.executable, "-m", "engine", "compile", "--status", "--json"], cwd=ROOT,
                          env={**os.environ, compiled.PURE: "1"}, capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(done.stdout) == {m: "interpreted" for m in compiled.MODULES}
