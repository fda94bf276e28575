"""``python -m engine``: the engine without the site.

    list                      the games, with their rule sets
    rules GAME                every rule the engine enforces, with its source
    odds GAME [...]           the game's exact odds (options per game: ``odds GAME -h``)
    simulate GAME [...]       play many games with computer players
    bench GAME                random legal playouts per second, deal included
    replay FILE               re-check a saved game record and print its transcript
    coach GAME FILE [...]     grade every decision a seat made in a saved record (engine/coach)

``--json`` gives stable, machine-readable output (documented in README.md).
Deals and throws come from the seed and the site's secret (``CAMP_SECRET``, else ``secret.key`` in the
data folder, :mod:`engine.core.secret`), so ``replay`` and ``simulate`` reproduce the site's games, and
``replay`` opens a game the site saved sealed.
Exit codes: 0 fine, 2 bad input (the message names what was wrong).

Every argument is read by :mod:`engine.core.inputs` (ASCII digits, finite numbers, bounded text);
every option that sets an amount of work has a stated maximum (``--seconds`` at most
60, ``--hands`` at most :data:`MAX_HANDS` or the game's own lower figure, a record at most
2 MB), so no command line runs for ever and no huge value is echoed back.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from collections import Counter

from engine.bots import bots_for
from engine.core import inputs
from engine.core.bench import random_playouts
from engine.core.errors import BadInput, IllegalAction
from engine.core.inputs import arg_float, arg_int, arg_text
from engine.core.record import MAX_RECORD_BYTES, GameRecord, as_json_value, start, transcript
from engine.core.rng import MAX_SEED
from engine.core.table import Table, load_record_text
from engine.core.variant import describe, variant_to_dict
from engine.games import all_games, get_game
from engine.odds import odds_module

__all__ = ["main", "build_parser", "play_games", "random_playouts"]

MAX_SECONDS = 60.0
MAX_HANDS = 100_000
# Whole games of the slow ones (a sampled computer player at every seat) take half a second each.
MAX_HANDS_BY_GAME = {"draw-poker": 10_000, "domino-euchre": 10_000, "call-ace": 10_000}
GAME_NAME = arg_text(40, r"[a-z0-9-]+", "a game's short name, like euchre (python -m engine list)")
VARIANT = arg_text(4_000, r"[\x20-\x7e]*", "a rule set's name or a JSON object of options, in plain text")


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is a BadInput (shortened), not a SystemExit: the CLI and tests share one path."""

    def error(self, message: str):
        raise BadInput("command line", inputs.cut(message, 300))


SECRET_HELP = """\
Every deal and throw is drawn from the seed and the site's secret, so a seed names the same deal only where
the secret is the same. The secret is read from the environment variable CAMP_SECRET when it is set,
otherwise from secret.key in the site's data folder (CAMP_DATA_DIR, by default data/ beside the code; made
on first use). Use the site's secret to reproduce its games with `simulate` and to `replay` its saved games,
sealed ones included (a game saved before its end is sealed with that secret)."""


def _emit(args, data: dict, text: str) -> None:
    print(json.dumps(as_json_value(data), indent=2, sort_keys=False) if args.json else text)


def _variant(game, args):
    spec = getattr(args, "variant", None)
    if spec and spec.lstrip().startswith("{"):
        spec = inputs.json_document(spec, "--variant", max_bytes=4_000, max_depth=1)
    return game.variant_for(spec)


def _game(slug: str):
    inputs.text(slug, "game", 40, r"[a-z0-9_-]+", "a game's short name, like euchre (python -m engine list)")
    return get_game(slug)


def _rule_sets(book, full: bool = True) -> list[dict]:
    """Each rule set by period and source (engine/core/presets.py), as ``list`` and ``rules`` give them."""
    keys = ("label", "year", "source", "locator", "differs", "period", "why") if full else (
        "label", "year", "source", "period")
    return [{"name": name} | {k: getattr(book.about(name), k) for k in keys} for name in book]


def cmd_list(args) -> None:
    games = all_games()
    data = {"games": [{"slug": g.slug, "title": g.title, "kind": g.kind, "players": g.players,
                       "period": g.period, "presets": list(g.presets), "for_1863": g.presets.for_1863(),
                       "rule_sets": _rule_sets(g.presets, full=False)}
                      for g in games.values()]}
    text = "\n".join(f"{g.slug:18} {g.title} ({g.kind}, {g.players} players; rule sets: "
                     f"{', '.join(g.presets) or 'default'}"
                     f"{'; for 1863: ' + ', '.join(g.presets.for_1863()) if g.presets.for_1863() else ''})"
                     for g in games.values()) or "no games yet"
    _emit(args, data, text)


def cmd_rules(args) -> None:
    game = _game(args.game)
    rules = [{"id": r.id, "text": r.text, "source": r.source, "locator": r.locator, "citation": r.citation}
             for r in game.rules]
    options = [{"name": o.name, "default": o.default, "doc": o.doc, "source": o.source, "locator": o.locator,
                "choices": list(o.choices) if o.choices else None} for o in describe(game.Variant)]
    presets = {name: variant_to_dict(v) for name, v in game.presets.items()}
    book = game.presets
    rule_sets = _rule_sets(book)
    lines = [f"{game.title}: rules"]
    if args.where:
        from engine.trace import where

        sites = where(game)
        for r in rules:
            r["code"], r["tests"] = sites[r["id"]].code, sites[r["id"]].tests
            lines += [f"  [{r['id']}] {r['text']} — {r['citation']}",
                      f"      code:  {', '.join(r['code']) or 'NONE'}", f"      tests: {', '.join(r['tests']) or 'NONE'}"]
    else:
        lines += [f"  [{r['id']}] {r['text']} — {r['citation']}" for r in rules]
    text = "\n".join([*lines, "", "Options:", *(f"  {o['name']} = {o['default']!r}: {o['doc']}" for o in options),
                      "", "Rule sets:", *(f"  {r['name']}: {r['label']} ({r['period']}: {r['why']})" for r in rule_sets),
                      *([f"  No rule set for 1863: {book.none_for_1863}"] if book.none_for_1863 else [])])
    _emit(args, {"game": game.slug, "rules": rules, "options": options, "presets": presets, "rule_sets": rule_sets,
                 "aliases": dict(book.aliases), "none_for_1863": book.none_for_1863}, text)


def cmd_odds(args, extra: list[str]) -> None:
    game = _game(args.game)
    mod = odds_module(game.slug)
    if mod is None or not hasattr(mod, "odds"):
        raise BadInput("odds", f"{game.title} has no odds on the command line yet")
    p = Parser(prog=f"python -m engine odds {game.slug}")
    p.add_argument("--json", action="store_true")
    p.add_argument("--variant", type=VARIANT, default=None, help="a rule set's name, or a JSON object of options")
    if hasattr(mod, "add_odds_arguments"):
        mod.add_odds_arguments(p)
    sub = p.parse_args(extra)
    sub.json = sub.json or args.json
    sub.variant = sub.variant or args.variant
    sub.game_obj, sub.variant_obj = game, _variant(game, sub)
    data = mod.odds(sub)
    _emit(sub, data, data.get("text") or json.dumps(as_json_value(data), indent=2))


def play_games(game, variant, n: int, seed: int, bot_keys: list[str]) -> dict:
    """Play n whole games with computer players; results per seat."""
    bots = bots_for(game.slug)
    seats = game.seats(variant)
    chosen = [bots[k] for k in (bot_keys * seats)[:seats]]
    wins, scores = Counter(), Counter()
    for i in range(n):
        table = Table.new(game, variant, seed + i, learner=-1, bots=dict(enumerate(chosen)))
        table.run_bots(limit=1_000_000)
        out = game.outcome(table.state)
        for s in out.winners:
            wins[s] += 1
        for s, v in out.scores.items():
            scores[s] += v
    return {"games": n, "seed": seed, "seats": [
        {"seat": s, "bot": chosen[s].key, "wins": wins[s], "win_rate": wins[s] / n if n else 0.0,
         "mean_score": scores[s] / n if n else 0.0} for s in range(seats)]}


def cmd_simulate(args, extra: list[str]) -> None:
    game = _game(args.game)
    mod = odds_module(game.slug)
    most = MAX_HANDS_BY_GAME.get(game.slug, MAX_HANDS)
    p = Parser(prog=f"python -m engine simulate {game.slug}")
    p.add_argument("--json", action="store_true")
    p.add_argument("--variant", type=VARIANT, default=None)
    p.add_argument("--hands", type=arg_int(1, most), default=100,
                   help=f"how many games (or hands) to play, 1 to {most:,}")
    p.add_argument("--seed", type=arg_int(0, MAX_SEED), default=1)
    p.add_argument("--bots", type=arg_text(200, r"[a-z0-9,_-]*", "computer players' names, like rule-of-thumb,sampler"),
                   default=None, help="bot keys by seat, comma-separated (repeats to fill)")
    if mod is not None and hasattr(mod, "add_simulate_arguments"):
        mod.add_simulate_arguments(p)
    sub = p.parse_args(extra)
    sub.json = sub.json or args.json
    sub.variant = sub.variant or args.variant
    sub.game_obj, sub.variant_obj = game, _variant(game, sub)
    known = bots_for(game.slug)
    for opt in ("bots", "bot_a"):   # computer players named on the command line, checked for every game here
        for k in (getattr(sub, opt, None) or "").split(","):
            if k and known and k not in known:
                raise BadInput(f"--{opt.replace('_', '-')}", f"no computer player called {inputs.shorten(k)} "
                                                             f"(choose from {', '.join(known)})")
    start = time.perf_counter()
    if mod is not None and hasattr(mod, "simulate"):
        data = mod.simulate(sub)
    else:
        keys = (sub.bots or next(iter(bots_for(game.slug)))).split(",")
        unknown = [k for k in keys if k not in bots_for(game.slug)]
        if unknown:
            raise BadInput("--bots", f"no computer player called {inputs.shorten(unknown[0])} "
                                     f"(choose from {', '.join(bots_for(game.slug))})")
        data = play_games(game, sub.variant_obj, sub.hands, sub.seed, keys)
    data = {"game": game.slug, "variant": variant_to_dict(sub.variant_obj), **data,
            "seconds": round(time.perf_counter() - start, 3)}
    text = data.pop("text", None) or json.dumps(as_json_value(data), indent=2)
    _emit(sub, data, text)


def cmd_bench(args) -> None:
    game = _game(args.game)
    variant = _variant(game, args)
    data = game.bench(variant, args.seconds) if hasattr(game, "bench") else random_playouts(game, variant, args.seconds)
    mod = odds_module(game.slug)
    if mod is not None and hasattr(mod, "bench_figures"):   # the odds' own timings, beside the protocol's
        data = {**data, **mod.bench_figures(variant)}
    from engine import compiled

    data = {"game": game.slug, "variant": variant_to_dict(variant), "python": platform.python_version(),
            "machine": platform.machine(), "hot_modules": compiled.status(), **data}
    _emit(args, data, "\n".join(f"{k}: {v}" for k, v in data.items()))


def _record_file(path: str) -> bytes:
    name = inputs.shorten(path, 200)
    try:
        with open(path, "rb") as fh:
            text = fh.read(MAX_RECORD_BYTES + 1)
    except (OSError, ValueError) as exc:
        raise BadInput(name, inputs.cut(getattr(exc, "strerror", None) or str(exc))) from None
    if len(text) > MAX_RECORD_BYTES:
        raise BadInput(name, f"the file is larger than {MAX_RECORD_BYTES:,} bytes, more than any game record")
    return text


def cmd_replay(args) -> None:
    text = _record_file(args.file)
    game = _game(GameRecord.from_json(text).game)   # the registry is this layer's: core is handed the game
    record = load_record_text(text, game)
    lines = transcript(record, game)
    table = Table(record, learner=-1, game=game)
    over = game.is_over(table.state)
    data = {"game": record.game, "actions": len(record.actions), "valid": True, "over": over,
            "outcome": game.outcome(table.state).to_json() if over else None, "transcript": lines}
    _emit(args, data, "\n".join(lines))


def cmd_coach(args) -> None:
    from engine.coach import CannotEvaluate, coach_for, grade_record

    game = _game(args.game)
    coach = coach_for(game.slug)
    if coach is None:
        raise BadInput("game", f"{game.title} has no coach yet")
    text = _record_file(args.file)
    named = GameRecord.from_json(text).game
    if named != game.slug:
        raise BadInput("record", f"it is a game of {inputs.shorten(named, 40)}, not of {game.title}")
    record = load_record_text(text, game)
    top = coach.MAX_SAMPLES
    if args.samples is not None and not 1 <= args.samples <= top:
        raise BadInput("--samples", f"{game.title}'s coach takes from 1 to {top:,} deals per decision")
    seats = game.seats(start(record, game)[1])
    if not 0 <= args.seat < seats:
        raise BadInput("--seat", f"this game has seats 0 to {seats - 1}")
    try:
        found = grade_record(record, args.seat, args.samples, args.seed, game)
    except CannotEvaluate as exc:
        raise BadInput("record", f"the coach cannot value this position in time: {exc}") from None
    data = {"game": game.slug, "seat": args.seat, "decisions": [d.to_json() for d in found]}
    lines = [f"{d.move_no:>4}  {d.phase:<9} {d.played:<24} {d.grade:<11} best {d.best}  ({d.reason})"
             for d in found]
    _emit(args, data, "\n".join(lines))


def cmd_compile(args) -> None:
    from engine import compiled

    if not args.status:   # this process imported the sources before the build: report what a new process uses
        compiled.build()
        built = {m: "compiled" if compiled.fresh(m) else "interpreted" for m in compiled.MODULES}
        _emit(args, built, "from the next start: " + ", ".join(f"{m} {v}" for m, v in built.items()))
        return
    _emit(args, compiled.status(), compiled.describe())


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="python -m engine", description="Camp & Parlour's engine, without the site.",
               epilog=SECRET_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    def add(name, help_, game=True):
        sp = sub.add_parser(name, help=help_, add_help=name not in ("odds", "simulate"))
        if game:
            sp.add_argument("game", type=GAME_NAME)
        sp.add_argument("--json", action="store_true", help="machine-readable output")
        return sp
    add("list", "the games", game=False)
    sp = add("rules", "every rule the engine enforces, with its source")
    sp.add_argument("--where", action="store_true", help="also the file:line of each rule's code and tests")
    for name in ("odds", "simulate"):
        sp = add(name, f"the game's {name}")
        sp.add_argument("--variant", type=VARIANT, default=None)
    sp = add("bench", "random legal playouts per second")
    sp.add_argument("--variant", type=VARIANT, default=None)
    sp.add_argument("--seconds", type=arg_float(0.01, MAX_SECONDS), default=3.0,
                    help=f"how long to measure, at most {MAX_SECONDS:g} seconds")
    sp = add("compile", "compile the hot modules by Cython from their own source (engine/compiled.py)", game=False)
    sp.add_argument("--status", action="store_true", help="only say which run compiled now")
    sp = add("replay", "re-check a saved game (plain, or sealed by the site: needs its secret) and print its transcript",
             game=False)
    sp.add_argument("file", type=arg_text(4_096, None))
    sp = add("coach", "grade every decision a seat made in a saved record, against the best choice")
    sp.add_argument("file", type=arg_text(4_096, None))
    sp.add_argument("--seat", type=arg_int(0, 9), default=0, help="whose decisions (default 0, the learner's)")
    sp.add_argument("--samples", type=arg_int(0, 10**9), default=None,
                    help="deals sampled per decision (each game states its range)")
    sp.add_argument("--seed", type=arg_int(0, MAX_SEED), default=0, help="the coach's own draws (default 0)")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        for i, a in enumerate(argv):
            inputs.text(a, f"command-line argument {i + 1}", inputs.MAX_ARG_TEXT)
        args, extra = parser.parse_known_args(argv)
        if args.command in ("odds", "simulate"):
            (cmd_odds if args.command == "odds" else cmd_simulate)(args, extra)
        else:
            if extra:
                parser.error(f"unrecognized arguments: {inputs.cut(' '.join(extra), 200)}")
            {"list": cmd_list, "rules": cmd_rules, "bench": cmd_bench, "replay": cmd_replay,
             "coach": cmd_coach, "compile": cmd_compile}[args.command](args)
    except (BadInput, IllegalAction) as exc:
        print(f"error: {inputs.cut(str(exc), 600)}", file=sys.stderr)
        return 2
    except SystemExit as exc:   # --help: argparse has printed it
        return exc.code if isinstance(exc.code, int) else 0
    except BrokenPipeError:     # `... | head`: the reader has what it wanted
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return 0
