"""Euchre with the joker: the 33- (or 25-) card pack, the joker above the right bower, the joker led, the joker
turned up; the computer players, the odds (exact, against brute force), the sampler's deals, the harness and a
golden game."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from math import comb

import pytest

from engine.bots import euchre as B
from engine.coach import euchre as C
from engine.core.cards import JOKER, Card, parse_card
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import tables as T
from engine.odds import euchre as O
from tests.engine.euchre_moves import fixed, play, refused
from tests.golden_checks import golden_tests
from tests.harness import protocol_tests

JOKER33 = GAME.presets["joker-keller-1887"]
JOKER25 = EuchreVariant(pack=24, joker=True, lead="maker", lone_defence=False, game=7)

test_protocol = protocol_tests(GAME, [
    JOKER33, JOKER25, EuchreVariant(joker=True, players=3), EuchreVariant(joker=True, players=5),
    EuchreVariant(joker=True, players=7), EuchreVariant(joker=True, players=6), EuchreVariant(joker=True),
], max_examples=14)

test_golden_transcript, test_golden_replays_on_the_command_line, test_golden_tampered = golden_tests(
    GAME, "euchre-joker-keller-1887", "joker-keller-1887", "play JK")

# Seat 3 deals; the joker is turned up (33 cards).
JOKER_UP = "JS AS KS 9H 8D | JH AH KH 9S 10S | AD KD QD 9D 10D | AC QC JC 7C 8C / JK"
# Seat 0 holds the joker; hearts are turned up.
JOKER_HELD = "JK 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


# -- the card ----------------------------------------------------------------------------------------------
def test_the_joker_is_a_card_with_its_notation_both_ways():
    assert str(JOKER) == "JK" and JOKER.unicode == "Joker" and JOKER.name == "joker"
    for text in ("JK", "jk", "Joker", "🃏", "★"):
        assert parse_card(text, joker=True) is JOKER
    with pytest.raises(ValueError):
        Card.parse("JK")            # a game without the joker never reads it
    assert parse_card("JS", joker=True) == Card.parse("JS")
    assert T.TEXT[T.JOKER] == "JK" and T.ID_OF_TEXT["JK"] == T.JOKER and T.CARD_OF[T.JOKER] is JOKER


# -- the rules --------------------------------------------------------------------------------------------
@pytest.mark.rules("joker")
def test_rule_joker_pack_of_33_and_25():
    """joker: one card more, 33 with the 32-card pack and 25 with the 24-card pack (37 for seven players)."""
    for variant, size in ((JOKER33, 33), (JOKER25, 25), (EuchreVariant(joker=True, players=7), 37)):
        assert variant.pack_size == size
        cards, _ = GAME.ledger(GAME.new_game(variant, 3))
        assert len(cards) == size and T.JOKER in cards
    cards, _ = GAME.ledger(GAME.new_game(EuchreVariant(), 3))
    assert T.JOKER not in cards


@pytest.mark.rules("joker", "bowers")
def test_rule_joker_is_the_best_trump_under_every_trump():
    """joker: above the right bower whatever suit is trumps, and a trump of every suit."""
    for trump in range(4):
        order = sorted((c for c in T.pack_ids(33) if T.EFF[trump][c] == trump), key=lambda c: -T.POWER[trump][c])
        assert order[:3] == [T.JOKER, T.card_id(trump, T.JACK), T.card_id(3 - trump, T.JACK)]
        assert T.trick_winner([T.card_id(trump, T.JACK), T.JOKER], trump) == 1
    assert T.trumps_in(33) == 10 and T.trumps_in(25) == 8


@pytest.mark.rules("joker", "joker-led", "trick")
def test_rule_joker_led_leads_trumps_and_takes_the_trick():
    """joker-led: the joker led calls for trumps; the right bower played to it loses."""
    s = play(fixed(JOKER33, JOKER_HELD), "order-up", "discard AS")   # hearts trumps; eldest (seat 0) leads
    assert s.phase == "play" and s.to_act == 0
    s = play(s, "play JK")
    reason = refused(s, "play 9S", "joker-led")            # seat 1 holds hearts: it must play one
    assert "joker" in reason and "hearts" in reason
    assert set(GAME.legal_actions(s)) == {"play JH", "play AH", "play KH"}
    s = play(s, "play JH", "play 9D", "play QH")
    assert s.tricks[-1][1] == 0 and s.to_act == 0           # the joker won over the right bower


@pytest.mark.rules("joker", "follow-suit")
def test_rule_joker_follows_trumps():
    """follow-suit: the joker is a trump, so a seat whose only trump is the joker must play it to a trump lead."""
    deal = "JH AH 9C 10C QC | JK 9S 10S QS KS | AD KD QD 9D 10D | AC KC JC 7C 8C / KH"
    s = play(fixed(JOKER33, deal), "order-up", "discard 7C", "play JH")   # hearts trumps; the right bower led
    reason = refused(s, "play 9S", "follow-suit")
    assert "joker is a trump" in reason
    assert GAME.legal_actions(s) == ["play JK"]


@pytest.mark.rules("joker-turned")
def test_rule_joker_turned_the_dealer_names_trumps():
    """joker-turned: nobody bids; the dealer names any suit (alone if he says so), takes the joker and discards."""
    s = fixed(JOKER33, JOKER_UP)
    assert s.phase == "joker" and s.to_act == 3
    legal = GAME.legal_actions(s)
    assert [a for a in legal if not a.endswith("alone")] == ["name C", "name D", "name H", "name S"]
    for action in ("pass", "order-up", "call C", "play AC"):
        reason = refused(s, action, "joker-turned")
        assert "joker" in reason.lower()
    refused(s, "alone", "alone-maker")
    assert "turned up" in GAME.describe(s, "name C") and "clubs" in GAME.describe(s, "name C")
    s = play(s, "name C")
    assert s.maker == 3 and s.trump == 0 and s.phase == "discard" and T.JOKER in s.hands[3]
    assert GAME.view(s, 0)["turnup_state"] == "taken"
    s = play(s, "discard 7C")
    assert s.phase == "play" and s.to_act == 0 and T.JOKER in s.hands[3]
    assert "JK" not in json.dumps(GAME.view(s, 0)["hand"]) and GAME.view(s, 3)["hand"][0] == "JK"


@pytest.mark.rules("joker-turned", "alone", "odd-table")
def test_rule_joker_turned_alone_and_cut_throat():
    """joker-turned: the dealer may name alone (his partner lays down); each for himself there is no lone hand."""
    s = play(fixed(JOKER33, JOKER_UP), "name C alone")
    assert s.alone and s.out == (1,) and s.phase == "discard"
    three = EuchreVariant(players=3, joker=True)
    s = fixed(three, "JS AS KS 9H 10D | JH AH KH 9S 10S | AC QC JC 7C 8C / JK")
    assert s.phase == "joker" and s.to_act == 2 and not any(a.endswith("alone") for a in GAME.legal_actions(s))
    refused(s, "name C alone", "odd-table")


# -- the computer players and the coach -----------------------------------------------------------------------------
def test_rule_of_thumb_names_its_strongest_suit_on_a_turned_joker():
    s = fixed(JOKER33, JOKER_UP)
    a = B.RuleOfThumbBot().choose(GAME.view(s, 3), GAME.legal_actions(s), random.Random(0))
    assert a in ("name C", "name C alone")      # the dealer holds A♣ Q♣ J♣ 7♣ 8♣


def test_the_sampler_and_the_coach_value_every_name_on_a_turned_joker():
    s = fixed(JOKER33, JOKER_UP)
    view, legal = GAME.view(s, 3), GAME.legal_actions(s)
    ev = C.evaluate(view, legal, 40, random.Random(1))
    assert {c.action for c in ev.choices} == set(legal) and ev.best.action.startswith("name C")
    assert "joker" in C.nudge(view, legal)
    assert B.SamplerBot(worlds=8).choose(view, legal, random.Random(2)) in legal


def test_sampled_deals_never_place_the_joker_where_it_cannot_be():
    """The dealer took the joker up: every deal leaves it in his hand. Had he discarded it and then shown no
    trump, no deal may give it him: the joker is a trump, and he is void in trumps."""
    deal = "9C 10C QC KC AD | JH AH KH 9S 10S | KD QD 9D 10D 8D | AC AS KS QS 7D / JK"
    rng = random.Random(4)
    s = play(fixed(JOKER33, deal), "name S", "discard 7D")          # the dealer names spades and keeps the joker
    view = GAME.view(s, 0)
    assert all(T.JOKER in B.sample_world(view, rng, 3)[3] for _ in range(30))
    s = play(fixed(JOKER33, deal), "name H", "discard JK",          # hearts, the joker thrown away
             "play 9C", "play KH", "play 8D", "play AC",             # Abner trumps the club lead and leads trumps
             "play JH", "play 9D", "play AS")                        # the dealer shows no heart
    view = GAME.view(s, 0)
    voids = B.voids_from_view(view, 2)
    assert 2 in voids[3]
    for _ in range(40):
        world = B.sample_world(view, rng, 2)
        assert T.JOKER not in world[3]
        assert not any(T.EFF[2][c] in voids[seat] for seat in (1, 2, 3) for c in world[seat])


# -- the odds, exact -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [25, 33])
def test_trump_counts_with_the_joker_against_brute_force(size):
    """Every hand of five from the pack counted (53,130 for 25 cards; 237,336 for 33): the table is exact."""
    pack = T.pack_ids(size)
    trumps = {c for c in pack if T.EFF[2][c] == 2}          # hearts trumps: the joker and both red jacks in
    assert T.JOKER in trumps and len(trumps) == T.trumps_in(size)
    counts = [0] * 6
    for hand in itertools.combinations(pack, 5):
        counts[sum(c in trumps for c in hand)] += 1
    table = O.trump_count_table(size)
    assert [r["p"] for r in table] == [Fraction(n, comb(size, 5)) for n in counts]
    assert sum(r["p"] for r in table) == 1


def test_partner_holds_the_joker_exactly_against_brute_force():
    hand = ["9C", "10C", "QC", "KC", "AC"]
    b = O.bower_odds(hand, "9H", 25)
    unseen = [c for c in T.pack_ids(25) if T.TEXT[c] not in hand + ["9H"]]
    partner = list(itertools.combinations(unseen, 5))
    assert b["joker"] == Fraction(sum(T.JOKER in h for h in partner), len(partner)) == Fraction(5, 19)
    assert b["right"] == Fraction(sum(T.ID_OF_TEXT["JH"] in h for h in partner), len(partner))
    dealing = O.bower_odds(hand, "JK", 25, partner_is_dealer=True, trump=2)
    assert dealing["joker"] == 1                      # a turned joker is the dealer's whatever he names
    with pytest.raises(ValueError):
        O.bower_odds(hand, "JK", 25)                   # no suit to count for


def test_trumps_out_counts_the_joker():
    s = play(fixed(JOKER33, JOKER_HELD), "order-up", "discard AS")
    out = O.trumps_out(GAME.view(s, 1))
    assert "JK" in out["cards"] and out["cards"][0] == "JK"


# -- the compiled hot modules play the joker as their source does ----------------------------------------------------
JOKER_PLAY = r"""
import json, random, sys
import numpy as np
from engine import compiled
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import hand as H
out = {"games": [], "playouts": []}
for v in (GAME.presets["joker-keller-1887"], EuchreVariant(pack=24, joker=True, lead="maker"),
          EuchreVariant(players=5, joker=True), GAME.presets["hasenpfeffer"],
          EuchreVariant(pack=24, joker=True, hasenpfeffer=True, widow="bidder", lone_defence=False, game=10)):
    for seed in range(4):
        rand = random.Random(seed).random
        s = GAME.new_game(v, seed)
        actions = []
        while not GAME.is_over(s) and len(actions) < 400:
            legal = GAME.legal_actions(s)
            a = legal[int(rand() * len(legal))]
            actions.append(a)
            s = GAME.apply(s, a)
        out["games"].append(actions)
    base, rng, rand = H.new_state(v, 1), np.random.default_rng(3), random.Random(5).random
    for n in range(30):
        s = base.copy()
        H.deal(s, n, n % v.players, rng=rng)
        log = []
        out["playouts"].append([log, list(H.playout(s, rand=rand, log=log))])
json.dump(out, sys.stdout)
"""


def test_compiled_and_source_play_the_joker_alike():
    """The same joker games and playouts (Hasenpfeffer's too), with the hot modules as built (compiled, when they
    are) and as source."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    from engine import compiled

    root = Path(__file__).resolve().parents[2]
    runs = []
    for pure in ("0", "1"):
        done = subprocess.run([sys.executable, "-c", JOKER_PLAY], cwd=root, env={**os.environ, compiled.PURE: pure},
                              capture_output=True, text=True, check=True)
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]
    assert any("play JK" in a for game in runs[0]["games"] for a in game)


def test_the_lessons_joker_figures_are_exact():
    """engine/odds joker_table: the trumps of a named suit, the joker dealt to a hand of five, turned up, and a hand
    with no trump, each against a count of every hand."""
    pack = T.pack_ids(25)
    trumps = {c for c in pack if T.EFF[0][c] == 0}
    hands = list(itertools.combinations(pack, 5))
    j = O.joker_table(25)
    assert j["trumps"] == len(trumps) == 8
    assert j["dealt"] == Fraction(sum(T.JOKER in h for h in hands), len(hands))
    assert j["no_trump"] == Fraction(sum(not trumps & set(h) for h in hands), len(hands))
    assert j["turned"] == Fraction(1, 25) and O.joker_table(33)["trumps"] == 10
    with pytest.raises(ValueError):
        O.joker_table(32)
