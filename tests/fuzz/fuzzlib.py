"""What a fuzz case must end in, for each way in: a BadInput with a message, or a correct answer.

Never another exception, never a hang (each case runs under an alarm), never a silent wrong answer
(an accepted record must say exactly what its text says; an accepted command line exits 0 with output).
"""

from __future__ import annotations

import contextlib
import io
import json
import signal
import time
from pathlib import Path

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import OPTIONAL, REQUIRED, GameRecord, transcript
from engine.core.table import Table, load_record_text

GOLDEN = sorted((Path(__file__).parents[1] / "golden").glob("*.json"))
CORPUS = Path(__file__).with_name("corpus.json")
CASE_SECONDS = 20     # any single case; the real figures are milliseconds
MAX_MESSAGE = 1_200   # an error never echoes a huge value


class Hang(AssertionError):
    pass


@contextlib.contextmanager
def bounded(seconds: float = CASE_SECONDS, what: str = "case"):
    """Fail (not wait) when a case runs longer than ``seconds``: a hang is a finding."""
    def alarm(signum, frame):
        raise Hang(f"{what} ran longer than {seconds} s")
    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def check_message(exc: BaseException) -> str:
    text = str(exc)
    assert text.strip(), f"{type(exc).__name__} without a message"
    assert len(text) <= MAX_MESSAGE, f"message of {len(text):,} characters echoes the input"
    return text


def load_record(text: str | bytes) -> str:
    """Load a record the way the CLI and the pages do. 'refused' (BadInput) or 'accepted' (checked)."""
    from engine.games import get_game

    try:
        record = GameRecord.from_json(text)
        game = get_game(record.game)
        loaded = load_record_text(text, game)
        Table(loaded, learner=-1, game=game)
        transcript(loaded, game)
    except BadInput as exc:
        check_message(exc)
        return "refused"
    # accepted: the record must say exactly what its text says (no field taken silently)
    data = json.loads(text)
    assert set(data) <= set(REQUIRED) | set(OPTIONAL) and set(REQUIRED) <= set(data)
    assert type(data["version"]) is int and type(data["seed"]) is int
    assert isinstance(data["actions"], list) and tuple(data["actions"]) == loaded.actions
    assert data["seed"] == loaded.seed and data["game"] == loaded.game
    assert GameRecord.from_json(loaded.to_json()) == loaded
    return "accepted"


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    """``python -m engine`` in-process: (exit code, stdout, stderr)."""
    from engine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def check_cli(argv: list[str]) -> str:
    """'refused' (exit 2, 'error:' naming what) or 'answered' (exit 0 with output); anything else fails."""
    code, out, err = run_cli(argv)
    if code == 2:
        assert err.startswith("error: ") or "usage" in err, f"exit 2 without an error line: {err[:200]!r}"
        assert len(err) <= MAX_MESSAGE + 20, f"error of {len(err):,} characters echoes the input"
        return "refused"
    assert code == 0, f"exit {code}: {err[:300]}"
    assert out.strip(), "exit 0 without output"
    return "answered"


def read_link(game, params: dict) -> str:
    """A link through the page's reader (lessons/parts/share.read): 'refused' or 'accepted' (checked)."""
    from lessons.parts import share

    try:
        variant, seed, deal = share.read(game, params)
    except BadInput as exc:
        check_message(exc)
        return "refused"
    # accepted: the link must mean what it says, and the game it names must start
    p = {k: (v[-1] if isinstance(v, list) else v) for k, v in params.items()}
    assert str(seed) == p["seed"].strip(" ").lstrip("+") or int(p["seed"]) == seed
    assert p["seed"].strip(" +-").isascii()
    try:
        game.new_game(variant, seed, game.deal_from_text(deal) if deal else None)
    except (ValueError, IllegalAction, NotImplementedError) as exc:   # a bad deal: the page refuses it by BadInput
        check_message(exc)
    return "accepted"


def expand(item):
    """Corpus entries write huge values as {"repeat": text, "times": n} (and lists of parts)."""
    if isinstance(item, dict) and "repeat" in item:
        return item["repeat"] * item["times"]
    if isinstance(item, dict) and "join" in item:
        return "".join(expand(x) for x in item["join"])
    if isinstance(item, list):
        return [expand(x) for x in item]
    if isinstance(item, dict):
        return {k: expand(v) for k, v in item.items()}
    return item


def corpus() -> dict:
    return json.loads(CORPUS.read_text())


def timed(fn, *args):
    t = time.perf_counter()
    with bounded():
        result = fn(*args)
    return result, time.perf_counter() - t


def golden_text(name: str) -> str:
    return (Path(__file__).parents[1] / "golden" / name).read_text()


def mutate(text: str, op: list) -> str:
    """One mutation of a record's text: ["set", "a.b", value], ["delete", "a.b"], ["raw", key, json-text],
    ["text", old, new] (first occurrence), ["dup", key, json-text] (the key written again at the top)."""
    kind = op[0]
    if kind in ("set", "delete"):
        data = json.loads(text)
        *path, last = op[1].split(".")
        node = data
        for p in path:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if kind == "delete":
            if isinstance(node, list):
                del node[int(last)]
            else:
                node.pop(last, None)
        elif isinstance(node, list):
            node[int(last)] = expand(op[2])
        else:
            node[last] = expand(op[2])
        return json.dumps(data)
    if kind == "raw":      # a top-level key's value replaced by raw JSON text (deep nesting, huge numbers)
        data = json.loads(text)
        data[op[1]] = "__RAW__"
        return json.dumps(data).replace('"__RAW__"', expand(op[2]), 1)
    if kind == "dup":
        return text.replace("{", "{" + json.dumps(op[1]) + ": " + expand(op[2]) + ",", 1)
    if kind == "text":
        return text.replace(expand(op[1]), expand(op[2]), 1)
    raise ValueError(kind)
