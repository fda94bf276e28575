"""Hostile command lines run in-process (``engine.cli.main``): exit 2 with a message naming what, or a right answer."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.fuzzlib import bounded, check_cli
from tests.fuzz.strategies import nasty_text, odd_digit

GAMES = ["euchre", "draw-poker", "chuck-a-luck", "seven-up", "domino-euchre", "call-ace", "commerce",
         "scarney-chemin-de-fer", "pie-eyed-dice"]
# Options of each command that take a value; a valid small value is drawn sometimes, never a large amount of work.
ODDS_OPTIONS = ["--variant", "--bets", "--hand", "--turnup", "--players", "--pack", "--limited", "--others",
                "--samples", "--seed", "--dead", "--dice", "--banker-point", "--count"]
SMALL = ["1", "2", "4", "0", "5", "high=0.25", "JS AS KS 9H 10D", "QS", "civil-war", '{"players": 5}', "no-pair"]
value = st.one_of(nasty_text, st.sampled_from(SMALL), odd_digit)
game = st.one_of(st.sampled_from(GAMES), nasty_text)
FAST = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@settings(max_examples=60, **FAST)
@given(g=game, opts=st.lists(st.tuples(st.sampled_from(ODDS_OPTIONS), value), max_size=3))
def test_odds_command_lines(g, opts):
    argv = ["odds", g] + [x for pair in opts for x in pair]
    if "--samples" in argv:   # a valid sample count is work: keep it small here (the bound itself is tested below)
        i = argv.index("--samples")
        if argv[i + 1].isdigit() and int(argv[i + 1]) > 50:
            argv[i + 1] = "50"
    with bounded(what=" ".join(argv)[:80]):
        check_cli(argv)


@settings(max_examples=40, **FAST)
@given(g=st.sampled_from(GAMES), opt=st.sampled_from(["--hands", "--seed", "--variant", "--bots", "--soldiers",
                                                      "--throws", "--purse", "--bets", "--unit"]), v=nasty_text)
def test_simulate_refuses_what_it_cannot_read(g, opt, v):
    argv = ["simulate", g, "--hands", "1", opt, v]
    if opt == "--seed" and v.isdigit() and len(v) < 17:
        return  # a fine seed: one hand of a slow game is covered by the game's own tests
    if opt == "--soldiers" and v.isdigit() and len(v) < 7:
        argv[-1] = "1"
    with bounded(what=" ".join(argv)[:80]):
        check_cli(argv)


@settings(max_examples=30, **FAST)
@given(g=game, seconds=nasty_text)
def test_bench_seconds_are_bounded(g, seconds):
    try:
        if 0 < float(seconds) <= 60 and seconds.strip().isascii():
            seconds = "0.01"   # an allowed amount: run it briefly
    except ValueError:
        pass
    with bounded(what=f"bench {g[:20]} --seconds {seconds[:20]}"):
        check_cli(["bench", g, "--seconds", seconds])


@settings(max_examples=30, **FAST)
@given(argv=st.lists(st.one_of(nasty_text, st.sampled_from(["list", "rules", "replay", "--json", "--where", "-x"])),
                     max_size=4))
def test_any_words_at_all(argv):
    if argv[:1] in (["odds"], ["simulate"], ["bench"]):
        return
    with bounded(what=" ".join(argv)[:80]):
        check_cli(argv)
