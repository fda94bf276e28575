"""The whole fuzz campaign of issue 14, runnable against any tree (before and after), with a tally.

    python -m tests.fuzz.campaign generate /tmp/campaign.json      # the inputs (300 records, CLI, links)
    python tests/fuzz/campaign.py evaluate /tmp/campaign.json      # run them in the tree of the cwd

``evaluate`` uses only interfaces older trees have too (GameRecord.from_json, load_record_text,
Table, transcript, engine.cli.main, lessons.parts.share.read), so the same inputs measure a
tree before and after. Outcomes: refused (BadInput / exit 2 with a message), accepted or answered,
traceback (any other exception), hang (over 20 s), silent (accepted what it should refuse: a
malformed record, or a command line the corpus marks as to be refused).
"""

from __future__ import annotations

import collections
import contextlib
import io
import json
import signal
import sys
import traceback

SECONDS = 20


def generate(path: str) -> None:
    from hypothesis import HealthCheck, Phase, given, settings

    from engine.core.variant import describe
    from engine.games import all_games
    from tests.fuzz.fuzzlib import corpus, expand, golden_text, mutate
    from tests.fuzz.strategies import mutated_record

    records = []

    @settings(max_examples=300, derandomize=True, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(mutated_record())
    def collect(text):
        records.append(text)

    collect()
    records = records[:300]
    c = corpus()
    records += [mutate(golden_text(r["golden"]), r["op"]) for r in c["records"]]
    cli = [{"argv": expand(x["argv"]), "expect": x["expect"]} for x in c["cli"]]
    odd = ["\u00b2", "\u0663", "9" * 5000, "nan", "inf", "-1", "1e9", "x" * 20000]
    per_game = {"odds": ["--variant", "--seed", "--samples", "--players", "--hand"],
                "simulate": ["--hands", "--seed", "--variant", "--bots"], "bench": ["--seconds", "--variant"]}
    for slug in all_games():
        for cmd, opts in per_game.items():
            for opt in opts:
                for v in odd[:3] if cmd != "bench" else odd[:6]:
                    cli.append({"argv": [cmd, slug, opt, v], "expect": "refused" if opt != "--hand" else None})
    cli.append({"argv": ["simulate", "euchre", "--hands", "10000000"], "expect": "refused"})
    links = [{"game": x["game"], "params": expand(x["params"]), "expect": x["expect"]} for x in c["links"]]
    for slug, game in all_games().items():
        links += [{"game": slug, "params": {"seed": v}, "expect": "refused"} for v in ("\u00b2", "9" * 5000, "\u0664")]
        for o in describe(game.Variant):
            links += [{"game": slug, "params": {"seed": "1", o.name: v}, "expect": "refused"}
                      for v in ("\u00b2", "9" * 5000, "x" * 100_000)]
    with open(path, "w") as fh:
        json.dump({"records": records, "cli": cli, "links": links}, fh)
    print(f"{len(records)} records, {len(cli)} command lines, {len(links)} links -> {path}")


class Hang(Exception):
    pass


@contextlib.contextmanager
def alarm(seconds=SECONDS):
    def fire(signum, frame):
        raise Hang()
    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _strict(text):
    """Is the record text well-formed by the format's own definition (what a correct loader accepts)?"""
    def hook(pairs):
        keys = [k for k, _ in pairs]
        if len(keys) != len(set(keys)):
            raise ValueError("duplicate")
        return dict(pairs)
    data = json.loads(text, object_pairs_hook=hook)
    fields = {"format", "version", "game", "variant", "seed", "deal", "table", "actions"}
    ok = (isinstance(data, dict) and set(data) <= fields and {"format", "version", "game", "seed", "actions", "variant"}
          <= set(data) and type(data["version"]) is int and type(data["seed"]) is int
          and isinstance(data["actions"], list) and all(isinstance(a, str) and a.isascii() for a in data["actions"])
          and isinstance(data.get("table", {}), dict)
          and all(not isinstance(v, (dict, list)) for v in data.get("table", {}).values())
          and isinstance(data["variant"], dict))
    return ok


def evaluate(path: str) -> dict:
    import resource

    from engine.core.errors import BadInput
    from engine.core.record import GameRecord, transcript
    from engine.core.table import Table, load_record_text
    from engine.games import get_game

    sys.setrecursionlimit(1000)
    # A case that eats the machine is a finding, not a reason to take the machine down: 6 GB at most.
    resource.setrlimit(resource.RLIMIT_AS, (6 * 2**30, resource.getrlimit(resource.RLIMIT_AS)[1]))
    cases = json.load(open(path))
    tally = {k: collections.Counter() for k in ("records", "cli", "links")}
    examples = collections.defaultdict(list)

    def note(kind, outcome, what):
        tally[kind][outcome] += 1
        if outcome not in ("refused", "accepted", "answered") and len(examples[kind, outcome]) < 6:
            examples[kind, outcome].append(what[:160])

    for text in cases["records"]:
        try:
            with alarm():
                rec = GameRecord.from_json(text)
                game = get_game(rec.game)
                rec = load_record_text(text, game)
                Table(rec, learner=-1, game=game)
                transcript(rec, game)
            try:
                good = _strict(text)
            except (ValueError, RecursionError):
                good = False
            note("records", "accepted" if good else "silent", text[:80])
        except BadInput as exc:
            note("records", "refused" if len(str(exc)) < 2000 else "huge-message", str(exc)[:80])
        except Hang:
            note("records", "hang", text[:80])
        except Exception as exc:  # noqa: BLE001
            note("records", "traceback", f"{type(exc).__name__}: {str(exc)[:60]} <- {text[:60]}")

    print("records done", dict(tally["records"]), file=sys.stderr, flush=True)
    from engine.cli import main
    for case in cases["cli"]:
        print("cli", " ".join(a[:30] for a in case["argv"]), file=sys.stderr, flush=True)
        out, err = io.StringIO(), io.StringIO()
        try:
            with alarm(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(case["argv"])
        except SystemExit as exc:
            code = exc.code
        except Hang:
            note("cli", "hang", " ".join(a[:30] for a in case["argv"]))
            continue
        except Exception as exc:  # noqa: BLE001
            note("cli", "traceback", f"{type(exc).__name__}: {' '.join(a[:30] for a in case['argv'])}")
            continue
        if code == 0:
            note("cli", "silent" if case.get("expect") == "refused" else "answered", " ".join(a[:30] for a in case["argv"]))
        elif len(err.getvalue()) > 2000:
            note("cli", "huge-message", f"{len(err.getvalue()):,} characters: {' '.join(a[:30] for a in case['argv'])}")
        else:
            note("cli", "refused", "")

    print("cli done", dict(tally["cli"]), file=sys.stderr, flush=True)
    try:
        from lessons.parts import share
    except Exception:  # noqa: BLE001
        share = None
    for case in cases["links"]:
        game = get_game(case["game"])
        try:
            with alarm():
                variant, seed, deal = share.read(game, case["params"])
                game.new_game(variant, seed)
            note("links", "silent" if case["expect"] == "refused" else "accepted", str(case["params"])[:80])
        except BadInput as exc:
            note("links", "refused" if len(str(exc)) < 2000 else "huge-message", str(exc)[:80])
        except Hang:
            note("links", "hang", str(case["params"])[:80])
        except Exception as exc:  # noqa: BLE001
            note("links", "traceback", f"{type(exc).__name__}: {str(case['params'])[:70]}")
    result = {k: dict(v) for k, v in tally.items()}
    print(json.dumps(result, indent=1))
    for (kind, outcome), xs in sorted(examples.items()):
        print(f"-- {kind} {outcome}:")
        for x in xs:
            print("   ", x.replace("\n", " "))
    return result


if __name__ == "__main__":
    try:
        {"generate": generate, "evaluate": evaluate}[sys.argv[1]](sys.argv[2])
    except Exception:
        traceback.print_exc()
        sys.exit(1)
