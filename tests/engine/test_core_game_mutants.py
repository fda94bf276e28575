"""engine/core/game.py, the protocol's shared verbs (issue 31: mutation score), on a two-phase game written for the
test: a record finds its game by name, the phases dispatch, a check refuses before a step, the default answers of
the optional verbs, and a rule set named, given as options, or refused in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pytest

from engine.core import IllegalAction, Outcome, Rule, Rulebook, option
from engine.core.errors import BadInput
from engine.core.game import Game, known_game

RULES = Rulebook("coin", [Rule("heads", "Call heads or tails.", "site", "coin")])


@dataclass(frozen=True)
class CoinVariant:
    rounds: int = option(1, "Rounds.", "site", "coin", minimum=1, maximum=3)


class CoinState(NamedTuple):
    phase: str
    to_act: int | None
    calls: tuple = ()


class Coin(Game):
    """Seat 0 calls ("call heads"), then seat 1 answers ("answer yes"): two phases, one of them checked."""

    slug, title, kind, players, period, hook = "coin-protocol", "Coin", "dice", "2", "test", "a test"
    Variant = CoinVariant
    presets = {"long": CoinVariant(3), "short": CoinVariant(1)}
    rules = RULES

    def seats(self, variant):
        return 2

    def new_game(self, variant=None, seed=0, deal=None):
        return CoinState("calling", 0)

    def _legal_calling(self, s):
        return ["call heads", "call tails"]

    def _check_calling(self, s, action):
        if action not in self._legal_calling(s):
            raise IllegalAction("Call heads or tails.", RULES["heads"])

    def _step_calling(self, s, action):
        return s._replace(phase="answering", to_act=1, calls=s.calls + (action,))

    def _legal_answering(self, s):
        return ["answer yes"]

    def _step_answering(self, s, action):
        return s._replace(phase="over", to_act=None, calls=s.calls + (action,))

    def check(self, s, action):
        self.check_phase(s, action)

    def view(self, s, seat):
        return {"calls": s.calls}

    def is_over(self, s):
        return s.phase == "over"

    def outcome(self, s):
        return Outcome("done")


COIN = Coin()


def test_a_record_finds_the_first_game_made_under_its_name():
    second = Coin()
    assert known_game("coin-protocol") is COIN and second is not COIN


def test_an_unknown_name_is_refused_with_the_games_loaded():
    with pytest.raises(BadInput) as e:
        known_game("no-such-game")
    assert e.value.what == "game"
    assert e.value.reason.startswith("there is no game called 'no-such-game' (games: ")
    assert "coin-protocol" in e.value.reason and e.value.reason.endswith(")")
    with pytest.raises(BadInput) as e:
        known_game(7)
    assert e.value.reason.startswith("there is no game called 7 (games: ")


def test_the_phases_dispatch_and_a_phase_without_actions_has_none():
    s = COIN.new_game()
    assert COIN.legal_actions(s) == ["call heads", "call tails"]
    s1 = COIN.apply(s, "call tails")
    assert s1 == CoinState("answering", 1, ("call tails",)) and s == CoinState("calling", 0)
    assert COIN.legal_actions(s1) == ["answer yes"]
    COIN.check_phase(s1, "anything")                         # a phase without a check refuses nothing
    s2 = COIN.step(s1, "answer yes")
    assert COIN.legal_actions(s2) == [] and COIN.is_over(s2)


def test_apply_checks_before_it_steps():
    with pytest.raises(IllegalAction) as e:
        COIN.apply(COIN.new_game(), "call edge")
    assert (e.value.reason, e.value.rule.id) == ("Call heads or tails.", "heads")


def test_the_default_notation_reads_words_and_refuses_nothing_written():
    assert COIN.parse_action("  call   heads ") == "call heads"
    for bad in ("", "   ", None, 3):
        with pytest.raises(IllegalAction) as e:
            COIN.parse_action(bad)
        assert e.value.reason == "An action must be written as text, like 'pass' or 'play JS'."
        assert e.value.rule.id == "notation"


def test_the_optional_verbs_answer_by_default():
    s = COIN.new_game()
    assert COIN.describe(s, "call heads") == "call heads"
    assert (COIN.seat_name(None, 0), COIN.seat_name(None, 3)) == ("You", "Seat 3")
    with pytest.raises(NotImplementedError) as e:
        COIN.deal_from_text("H T")
    assert str(e.value) == "Coin does not take a fixed deal as text"
    view = COIN.view(s, 0)
    assert COIN.hand_of(view) is None and COIN.hand_settled(view) is None
    assert (COIN.hidden_from(s, 0), COIN.ledger(s), COIN.probe_actions(s)) == (set(), None, [])


def test_an_outcome_as_json_names_seats_as_text():
    o = Outcome("Seat 1 wins.", (1, 3), {0: 2.5, 1: -1})
    assert o.to_json() == {"summary": "Seat 1 wins.", "winners": [1, 3], "scores": {"0": 2.5, "1": -1}}
    assert Outcome("x").to_json() == {"summary": "x", "winners": [], "scores": {}}


def test_a_rule_set_by_name_by_options_or_by_default():
    assert COIN.variant_for() == CoinVariant() == COIN.variant_for("")
    assert COIN.variant_for("long") is COIN.presets["long"]
    assert COIN.variant_for({"rounds": 2}) == CoinVariant(2)
    with pytest.raises(BadInput) as e:
        COIN.variant_for("longest")
    assert (e.value.what, e.value.reason) == ("variant", "Coin has no rule set called 'longest' (rule sets: long, short)")
    with pytest.raises(BadInput):
        COIN.variant_for({"rounds": 9})


def test_a_game_without_rule_sets_says_none():
    class Plain(Coin):
        slug = "coin-plain"
        presets = {}

    with pytest.raises(BadInput) as e:
        Plain().variant_for("long")
    assert e.value.reason == "Coin has no rule set called 'long' (rule sets: none)"


def test_a_rule_sets_name_is_found_from_its_options():
    assert COIN.preset_name(CoinVariant(3)) == "long"
    assert COIN.preset_name(CoinVariant(1)) == "short"
    assert COIN.preset_name(CoinVariant(2)) is None


def test_before_any_game_is_loaded_the_refusal_says_so(monkeypatch):
    import engine.core.game as game_module

    monkeypatch.setattr(game_module, "_MADE", {})
    with pytest.raises(BadInput) as e:
        known_game("coin-protocol")
    assert e.value.reason == "there is no game called 'coin-protocol' (games: none loaded)"
    monkeypatch.setattr(game_module, "_MADE", {"whist": COIN, "brag": COIN})
    with pytest.raises(BadInput) as e:
        known_game("loo")
    assert e.value.reason == "there is no game called 'loo' (games: brag, whist)"
