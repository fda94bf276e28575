"""OpenSpiel's resample invariant, for every game whose computer players sample hidden information (issue 25).

A bot that reasons about cards or tiles it cannot see deals them at random, consistent with what its seat has seen,
and plays each world out. A world so sampled must be one that seat could be in: seen from that seat it is the very
position it was sampled from, ``game.view(world, seat) == game.view(state, seat)`` (own hand, the table, the counts,
the seat's own discard, a secret partner it knows or does not, the scores and the hands finished).

The samplers (``engine/bots/*.py``; the odds of ``engine/odds/euchre.py``, ``seven_up.py`` and ``domino_euchre.py``
call the same ones), each built into a state the way its bot builds it:

- Euchre: ``state_from_view`` then ``with_world`` of the hands ``sample_world`` deals (the bot's ``SamplerBot``);
- Seven-Up: ``sample_world``, a whole state;
- Domino Euchre and Call-Ace: ``sample_state``, a whole state.

Draw Poker and Commerce have no such sampler: their bots and odds count the unseen cards (``engine/odds/draw_poker.py``,
``engine/games/commerce/hands.py``) and never build a world to play out; Chuck-a-Luck and the Scarney dice games hide
nothing.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import domino_euchre as DB
from engine.bots import euchre as EB
from engine.bots import seven_up as SB
from engine.core.record import as_json_value
from engine.games import all_games


def _euchre(game, view, rng):
    trump = "CDHS".index(view["trump"]) if view["trump"] else -1
    return EB.with_world(EB.state_from_view(view), EB.sample_world(view, rng, trump))


def _seven_up(game, view, rng):
    return SB.sample_world(view, rng)


def _dominoes(game, view, rng):
    return DB.sample_state(game, view, rng)


SAMPLERS = {"euchre": _euchre, "seven-up": _seven_up, "domino-euchre": _dominoes, "call-ace": _dominoes}


def _variants(slug):
    game = all_games()[slug]
    V = game.Variant
    extra = {
        "euchre": lambda: [V(players=3), V(players=5), V(players=6), V(players=7), V(players=5, call_ace=False)],
        "seven-up": lambda: [V(players=3), V(players=4)],
        "domino-euchre": lambda: [],
        "call-ace": lambda: [V(take_up="dealer", lead="eldest"), V(players=5, take_up="maker", lone=False)],
    }[slug]()
    return [V(), *game.presets.values(), *extra]


CASES = [(slug, i) for slug in SAMPLERS for i in range(len(_variants(slug)))]
# Seven-Up's view shows this hand's points and the hands finished as the move log's sentences ("events", "results"),
# which its sampler cannot turn back into the state's records: its worlds start the hand's record empty. Nothing a
# bot decides reads them (the scores, which it does read, are carried); see test_seven_up_world_keeps_the_record.
NOT_CARRIED = {"seven-up": ("events", "results")}


def _same_view(game, world, state, seat, skip=()):
    want = as_json_value(game.view(state, seat))
    got = as_json_value(game.view(world, seat))
    for key in skip:
        want.pop(key, None)
        got.pop(key, None)
    if got != want:
        diff = sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))
        raise AssertionError(f"{game.slug}, seat {seat}, phase {state.phase!r}: a sampled world shows the seat a "
                             f"different position: {', '.join(f'{k}: {got.get(k)!r} != {want.get(k)!r}' for k in diff)}")


def _positions(game, variant, seed, chooser, share=0.12):
    """Positions reached by random legal play, a share of them at random (and the game's first)."""
    state = game.new_game(variant, seed)
    out = [state]
    for _ in range(5_000):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        state = game.apply(state, legal[chooser.randrange(len(legal))])
        if not game.is_over(state) and chooser.random() < share:
            out.append(state)
    return out


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1), play=st.randoms(use_true_random=False))
def test_a_world_sampled_from_a_view_gives_that_view_back(case, seed, play):
    slug, which = case
    game = all_games()[slug]
    variant = _variants(slug)[which]
    sample = SAMPLERS[slug]
    chooser = random.Random(play.randrange(2**32))
    for state in _positions(game, variant, seed, chooser):
        for seat in range(game.seats(variant)):
            world = sample(game, game.view(state, seat), random.Random(chooser.randrange(2**32)))
            _same_view(game, world, state, seat, NOT_CARRIED.get(slug, ()))


@pytest.mark.parametrize("slug", sorted(SAMPLERS))
def test_a_sampled_world_hides_nothing_new_and_plays_on(slug):
    """A world is a whole position: the game takes it, and its legal actions for the seat to act are the true ones."""
    game = all_games()[slug]
    for variant in _variants(slug)[:3]:
        chooser = random.Random(7)
        for state in _positions(game, variant, 7, chooser, share=0.3):
            seat = state.to_act
            world = SAMPLERS[slug](game, game.view(state, seat), random.Random(1))
            assert [str(a) for a in game.legal_actions(world)] == [str(a) for a in game.legal_actions(state)]
            json.dumps(as_json_value(game.view(world, seat)))


# The two sampler bugs this test found (fixed in engine/bots/): Euchre's world lost the dealer's own discard (his view
# showed none) and, when the dealer had discarded the turn-up and played out his hand, still gave him the turn-up (a
# card more than his count); Domino Euchre's and Call-Ace's worlds began at hand 1 with no finished hands.
@pytest.mark.parametrize(("slug", "variant", "seed"), [("euchre", {}, 0), ("domino-euchre", {}, 0),
                                                       ("call-ace", {}, 0)])
def test_a_later_hand_keeps_its_number_and_the_finished_hands(slug, variant, seed):
    game = all_games()[slug]
    v = game.Variant(**variant)
    chooser = random.Random(seed)
    state = game.new_game(v, seed)
    while not game.is_over(state) and (state.deal_no < 2 or state.phase == "over"):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[chooser.randrange(len(legal))])
    assert state.deal_no >= 2 and state.results
    for seat in range(game.seats(v)):
        _same_view(game, SAMPLERS[slug](game, game.view(state, seat), random.Random(seat)), state, seat)


def test_euchre_dealer_who_discarded_the_turn_up_holds_no_card_in_a_world():
    """The dealer takes up the turn-up and discards it; at the last trick, once he has played, he holds nothing."""
    game = all_games()["euchre"]
    for seed in range(200):
        chooser = random.Random(seed)
        state = game.new_game(game.Variant(), seed)
        while not game.is_over(state) and state.deal_no == 0:
            legal = game.legal_actions(state)
            discard_up = [a for a in legal if str(a) == f"discard {game.view(state, 0)['turnup']}"]
            state = game.apply(state, discard_up[0] if discard_up else legal[chooser.randrange(len(legal))])
            view = game.view(state, (state.dealer + 1) % 4)
            if (state.phase == "play" and view["turnup_state"] == "taken" and view["counts"][state.dealer] == 0
                    and view["turnup"] not in {c for tr in view["tricks"] for _, c in tr["cards"]}
                    | {c for _, c in view["trick"]}):
                for seat in range(4):
                    _same_view(game, _euchre(game, game.view(state, seat), random.Random(seed)), state, seat)
                return
    pytest.fail("no deal in 200 seeds where the dealer discarded the turn-up and played out his hand")


@pytest.mark.xfail(strict=True, reason="Seven-Up's sampler cannot rebuild the hand's record from the view's sentences")
def test_seven_up_world_keeps_the_record():
    game = all_games()["seven-up"]
    chooser = random.Random(3)
    state = game.new_game(game.Variant(), 3)
    while not game.is_over(state) and not (state.deal_no >= 1 and state.results):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[chooser.randrange(len(legal))])
    _same_view(game, _seven_up(game, game.view(state, 0), random.Random(0)), state, 0)


# -- the games whose bots count hands rather than deal worlds ----------------------------------------------------
# Draw Poker's and Commerce's computer players never build a world to play out: they count (or simulate) the other
# hands from the cards their seat has not seen (engine/bots/draw_poker.py ``_win_chance``/``_read``, engine/bots/
# commerce.py ``_known`` for engine/games/commerce/hands.py ``chance_one``). Their form of the invariant: the cards
# they draw from are the seat's unseen cards, so every card hidden from the seat in the true position is among them
# (the true deal can be drawn) and none the seat holds or sees face up is.

def _draw_poker_unseen(view):
    from engine.bots.draw_poker import _idx

    return frozenset(range(52)) - set(_idx(view["hand"])) - set(_idx(view["discarded"]))


def _commerce_unseen(view):
    from engine.bots.commerce import BOTS

    bot = next(iter(BOTS.values()))
    return frozenset(range(52)) - bot._known(view)


def _ids(texts):
    from engine.core.cards import Card

    return {Card.parse(t).index for t in texts}


@settings(max_examples=12, deadline=None)
@given(slug=st.sampled_from(["draw-poker", "commerce"]), which=st.integers(0, 20), seed=st.integers(0, 2**32 - 1),
       play=st.randoms(use_true_random=False))
def test_the_cards_a_counting_bot_draws_from_are_its_seats_unseen_cards(slug, which, seed, play):
    game = all_games()[slug]
    variants = [game.Variant(), *game.presets.values()]
    variant = variants[which % len(variants)]
    unseen_of = {"draw-poker": _draw_poker_unseen, "commerce": _commerce_unseen}[slug]
    chooser = random.Random(play.randrange(2**32))
    checked = 0
    for state in _positions(game, variant, seed, chooser, share=0.2):
        seat = state.to_act
        if seat is None:
            continue
        checked += 1
        view = game.view(state, seat)
        unseen = unseen_of(view)
        assert _ids(game.hidden_from(state, seat)) <= unseen, f"{slug}: a card hidden from seat {seat} is never drawn"
        assert not _ids(view["hand"]) & unseen, f"{slug}: seat {seat}'s own cards are among those it draws from"
        assert not _ids(view.get("widow", ())) & unseen, f"{slug}: the widow's face-up cards are drawn from"
    assert checked
