"""Commerce's coach (issue 26): every choice valued in expected pence by playing the deal out over deals of the cards
the seat cannot see; checked against exact counting, against the true deals, and for what it may know."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import random
from itertools import combinations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots.commerce import BOTS
from engine.coach import commerce as C
from engine.coach import judge
from engine.core.cards import Card
from engine.core.table import Table
from engine.games.commerce import GAME
from engine.games.commerce import hands as H
from engine.games.commerce.rules import PRESETS, CommerceVariant


@pytest.fixture(autouse=True)
def _tables_remembered(monkeypatch):
    """The mutation runner blanks the coach's ``@cache`` on ``tables`` (so that mutmut mutates it): remember the
    tables again per test, filled afresh in each mutant's own process, or each choice builds them anew (a minute a
    mutant). Outside the runner this wraps the cached function: no change."""
    monkeypatch.setattr(C, "tables", functools.cache(C.tables))


FIELDS = {"move_no", "phase", "played", "best", "grade", "loss", "unit", "exact", "samples", "alternatives", "reason",
          "advice"}


def _table_step(s):
    seat = s.to_act
    bot = BOTS["stander" if seat % 2 else "trader"]
    return GAME.apply(s, bot.choose(GAME.view(s, seat), GAME.legal_actions(s), random.Random(seat)))


def _position(variant, seed: int, steps: int):
    """A state reached by the table's players, at a decision (several legal choices), or None."""
    s = GAME.new_game(variant, seed)
    for _ in range(steps):
        if GAME.is_over(s):
            return None
        s = _table_step(s)
    return s if not GAME.is_over(s) and len(GAME.legal_actions(s)) > 1 else None


# -- (a) exact where every deal can be counted: standing at a table of three ---------------------------------------
def _brute_stand(view) -> float:
    """Standing now, by brute force over every ordered pair of the other two hands (numpy over the second): the
    book's settlement written out again here (best hand takes the pool and a stake from the dealer; a beaten stander
    pays each better hand a stake; equal best hands share the pool, the odd penny to the first from the dealer's left,
    and each non-dealer among them has a stake from the dealer)."""
    own = tuple(Card.parse(c).index for c in view["hand"])
    pack = view["pack"]
    unseen = [c for c in H.pack_ids(pack) if c not in own]
    hands = list(combinations(unseen, 3))
    mask = np.array([sum(1 << c for c in h) for h in hands], dtype=np.int64)
    key = {k: i for i, k in enumerate(sorted({H.strength(h) for h in hands} | {H.strength(own)}))}
    score = np.array([key[H.strength(h)] for h in hands])
    mine = key[H.strength(own)]
    me, dealer, stake, pool = view["seat"], view["dealer"], view["stake"], view["pool"]
    order = [(dealer + 1 + k) % 3 for k in range(3)]
    first, second = [i for i in order if i != me]
    total, count = 0, 0
    for i in range(len(hands)):
        ok = (mask & mask[i]) == 0
        b = score[ok]
        a = int(score[i])
        for cat_b, k in ((-1, int((b < mine).sum())), (0, int((b == mine).sum())), (1, int((b > mine).sum()))):
            cat = {first: (a > mine) - (a < mine), second: cat_b}
            better = sum(1 for x in cat.values() if x == 1)
            if better:
                money = -stake * better
            else:
                winners = [j for j in order if j == me or cat[j] == 0]
                share, odd = divmod(pool, len(winners))
                money = share + (1 if winners.index(me) < odd else 0)
                money += stake if me != dealer else -stake * sum(1 for j in winners if j != dealer)
            total += k * money
            count += k
    return total / count


@pytest.mark.parametrize("seed", [7, 21])
def test_standing_counted_exactly_agrees_with_brute_force_and_with_the_sample(seed):
    v = CommerceVariant(players=3, pack=32)
    s = GAME.new_game(v, seed)
    view = GAME.view(s, s.to_act)
    exact = C.stand_exact(view)
    assert float(exact) == pytest.approx(_brute_stand(view), abs=1e-9)
    ev = C.evaluate(view, ["stand", "barter " + view["hand"][0]], 1500, random.Random(seed))
    got = ev.choice("stand")
    assert got.low <= float(exact) <= got.high, (got, float(exact))


def test_the_exact_settlement_is_the_games_own():
    """_stand_money's categories against the game's settlement, on real deals of three."""
    v = CommerceVariant(players=3, pack=32)
    for seed in range(40):
        s = GAME.new_game(v, seed)
        me = s.to_act
        view = GAME.view(s, me)
        after = GAME.apply(s, "stand")
        mine = H.score(s.hands[me])
        order = [(s.dealer + 1 + k) % 3 for k in range(3)]
        a, b = [H.score(s.hands[i]) for i in order if i != me]
        cats = [(x > mine) - (x < mine) for x in (a, b)]
        assert C._stand_money(view, me, order, *cats) == after.purses[me] - s.purses[me]


# -- (b) calibration: the predicted worth of the move played against the true deals played out -------------------
def test_calibration_against_the_true_deal_at_each_deals_first_decision():
    """At a deal's first decision nothing has been played, so the true deal is one of those the coach samples from:
    over many deals the worth it predicts for the table player's move must match the true deals played out the same
    way (everyone as the table's players), within the stated error."""
    diffs = []
    for seed in range(120):
        v = PRESETS["new-game"] if seed % 2 else PRESETS["old-game"]
        s = GAME.new_game(v, 1000 + seed)
        me = s.to_act
        view = GAME.view(s, me)
        played = C.player_for(me, me).choose(s)
        seen = C.Seen(view)
        rng = random.Random(seed)
        predicted = sum(C.play_out(seen.draw(rng), played, me) for _ in range(30)) / 30
        true = C.play_out(s, played, me)
        diffs.append(true - predicted)
    mean = float(np.mean(diffs))
    err = float(np.std(diffs, ddof=1) / np.sqrt(len(diffs)))
    assert abs(mean) <= 3.5 * err, (mean, err)


# -- (c) what a sampled deal may know ------------------------------------------------------------------------------
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 14), preset=st.sampled_from(sorted(PRESETS)),
       draw=st.integers(0, 2**31))
def test_a_sampled_deal_keeps_what_the_seat_sees_and_uses_nothing_it_cannot(seed, steps, preset, draw):
    v = PRESETS[preset]
    s = _position(v, seed, steps)
    if s is None or s.phase in ("settled", "horse"):
        return
    me = s.to_act
    view = GAME.view(s, me)
    w = C.Seen(view).draw(random.Random(draw))
    assert w.hands[me] == s.hands[me] and w.widow == s.widow
    cards = [c for h in w.hands for c in h] + list(w.widow) + list(w.stock)
    assert len(cards) == len(set(cards)) == v.pack                       # every card once
    assert [len(h) for h in w.hands] == [len(h) for h in s.hands] and len(w.stock) == len(s.stock)
    seen = set(s.hands[me]) | set(s.widow)
    for i, h in enumerate(w.hands):
        if i != me:
            assert not set(h) & seen                                     # nothing of mine or the widow's elsewhere
    if s.offer and view["offer"]["card"] is not None:
        assert w.offer == s.offer and s.offer[1] in w.hands[s.offer[0]]
    # the hidden cards' true places are never read: shuffle them among the other hands and the pack, the view is the
    # same, and so is every deal drawn from it
    hidden = [c for i, h in enumerate(s.hands) if i != me for c in h if not (s.offer and c == s.offer[1])]
    hidden += list(s.stock)
    rng = random.Random(draw + 1)
    moved = hidden[:]
    rng.shuffle(moved)
    it = iter(moved)
    hands = tuple(h if i == me else tuple(c if (s.offer and c == s.offer[1]) else next(it) for c in h)
                  for i, h in enumerate(s.hands))
    other = s._replace(hands=hands, stock=tuple(next(it) for _ in s.stock))
    assert GAME.view(other, me) == view
    assert C.Seen(GAME.view(other, me)).draw(random.Random(draw)) == w


# -- the table's players, fast: how often they choose as the table's bots ------------------------------------------
def test_the_fast_players_choose_as_the_table_bots_almost_always():
    same = total = 0
    for preset in ("new-game", "old-game", "pool"):
        for seed in range(12):
            s = GAME.new_game(PRESETS[preset], seed)
            for _ in range(24):
                if GAME.is_over(s):
                    break
                seat = s.to_act
                legal = GAME.legal_actions(s)
                if len(legal) > 1:
                    for key, fast in (("stander", C.STANDER), ("trader", C.TRADER)):
                        total += 1
                        same += BOTS[key].choose(GAME.view(s, seat), legal, random.Random(0)) == fast.choose(s)
                s = _table_step(s)
    assert total > 150 and same / total >= 0.93, (same, total)


# -- (d) grading a fixed position ------------------------------------------------------------------------------------
def test_breaking_a_tricon_of_aces_is_a_blunder_and_standing_best():
    deal = GAME.deal_from_text("AS AH AD | 2C 7D 9H | 3S 8C JD | 4H 6C 10S")
    s = GAME.new_game(CommerceVariant(), 3, deal=deal)
    assert s.to_act == 0
    bad = judge(GAME, s, 0, "trade money AS", 0, samples=120, seed=1)
    assert bad.grade in ("mistake", "blunder") and bad.best == "stand", bad.evaluation.choices
    assert "costs about" in bad.reason and bad.advice is not None and "p. 73" in bad.advice.citation
    good = judge(GAME, s, 0, "stand", 0, samples=120, seed=1)
    assert good.grade == "best" and good.loss == 0


def test_the_scale_grows_with_the_stake():
    assert C.scale_for(12).mistake == 2 * C.SCALE.mistake and C.scale_for(6) == C.SCALE


# -- (e) the command line ----------------------------------------------------------------------------------------------
def _cli(args):
    from engine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    v = PRESETS["new-game"]
    t = Table.new(GAME, v, 4, learner=-1, bots={i: BOTS["stander" if i % 2 else "trader"] for i in range(v.players)})
    t.run_bots(limit=40)
    path = tmp_path_factory.mktemp("coach") / "commerce.json"
    path.write_text(t.record.to_json())
    return str(path)


def test_the_command_line_grades_a_record_the_same_way_twice(record_file):
    code, out, _ = _cli(["coach", "commerce", record_file, "--samples", "16", "--seed", "3", "--json"])
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "commerce" and data["seat"] == 0 and data["decisions"]
    for d in data["decisions"]:
        assert FIELDS <= set(d)
        assert d["unit"] == "pence" and d["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder",
                                                          "too-close", "forced")
        assert {"action", "value", "low", "high"} <= set(d["alternatives"][0])
    assert _cli(["coach", "commerce", record_file, "--samples", "16", "--seed", "3", "--json"])[1] == out


def test_the_command_line_refuses_samples_out_of_range(record_file):
    code, _out, err = _cli(["coach", "commerce", record_file, "--samples", str(C.MAX_SAMPLES + 1), "--json"])
    assert code == 2 and f"1 to {C.MAX_SAMPLES:,}" in err
