"""Every rule a refusal can cite is a rule of its game's rulebook (issue 25).

A refusal (``IllegalAction``) names the rule it applies, and the page shows that rule's words and citation. The site
rules (``engine.core.rules.SITE_RULES``: how a move is written, nothing after the end, nothing out of turn) are cited
by every game's protocol and by the table (``engine.core.table.Table.act``), so every rulebook holds them, and
``python -m engine rules GAME --json`` lists them. The property below plays random games of every game and rule
set, and at random moments tries every probe the game offers, junk, values that are not actions, moves after the
end, and through a Table moves out of turn and text no game writes: each refusal's rule is the one its game's
rulebook holds under that id (the same words a lesson prints).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cli import main
from engine.core.errors import IllegalAction
from engine.core.record import GameRecord
from engine.core.rules import SITE_RULES
from engine.core.table import Table
from engine.core.variant import variant_to_dict
from engine.games import all_games

GAMES = sorted(all_games())
# Junk a learner could type: each is refused (or read as a move the state refuses) with a rule of the game.
JUNK = ("", "   ", "xyzzy", "play", "play ZZ", "bet -1", "name 9", "call 9", "draw", "trade", "throw 99",
        "pass pass", "order-up alone alone", "exchange", "deal 3")
NOT_ACTIONS = (None, 7, ("play", "JS"))


def _refusals(game, state):
    """(what was tried, the refusal) for every probe, junk text and non-action tried in ``state``."""
    legal = set() if game.is_over(state) else {str(a) for a in game.legal_actions(state)}
    out = []
    probes = [a for a in game.probe_actions(state) if str(a) not in legal]
    for action in (*probes, *NOT_ACTIONS):
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            out.append((repr(action), exc))
        else:
            raise AssertionError(f"{game.slug}: {action!r} was accepted though not offered")
    for text in JUNK:
        try:
            action = game.parse_action(text)
        except IllegalAction as exc:
            out.append((repr(text), exc))
            continue
        if str(action) in legal:
            continue
        try:
            game.apply(state, action)
        except IllegalAction as exc:
            out.append((repr(text), exc))
    return out


def _table_refusals(game, record, variant):
    """Through a Table at the record's last state: every seat acting (out of turn, unreadable text, junk)."""
    out = []
    for learner in range(game.seats(variant)):
        table = Table(record, learner=learner, game=game)
        for text in ("pass", "\u00e9t\u00e9", "xyzzy 9", "play ZZ"):
            try:
                table.act(text)
            except IllegalAction as exc:
                out.append((f"Table.act({text!r}) by seat {learner}", exc))
    return out


def _cited_from_rulebook(game, what, exc):
    rule = exc.rule
    assert rule is not None and exc.reason, f"{game.slug}: refusing {what} names no rule or reason"
    assert rule.id in game.rules, (f"{game.slug}: refusing {what} cites {rule.id!r}, which its rulebook "
                                   f"(rules {game.slug} --json) does not list")
    assert game.rules[rule.id] == rule, (f"{game.slug}: refusing {what} cites {rule.id!r} in other words than its "
                                         f"rulebook's: {rule.text!r}")


def _variants(game):
    return [game.Variant(), *game.presets.values()]


CASES = [(slug, i) for slug in GAMES for i in range(len(_variants(all_games()[slug])))]


@settings(max_examples=len(CASES), deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1), play=st.randoms(use_true_random=False))
def test_every_refusal_cites_a_rule_of_its_games_rulebook(case, seed, play):
    slug, which = case
    game = all_games()[slug]
    variant = _variants(game)[which]
    chooser = random.Random(play.randrange(2**32))
    state = game.new_game(variant, seed)
    texts, middle = [], None
    for _ in range(5_000):
        if chooser.random() < 0.08 or game.is_over(state):
            for what, exc in _refusals(game, state):
                _cited_from_rulebook(game, what, exc)
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        action = legal[chooser.randrange(len(legal))]
        state = game.apply(state, action)
        texts.append(str(action))
        if middle is None and chooser.random() < 0.05:
            middle = len(texts)
    assert game.is_over(state)
    for n in {middle or len(texts) // 2, len(texts)}:   # a moment of the game, and its end
        record = GameRecord(slug, variant_to_dict(variant), seed, tuple(texts[:n]))
        for what, exc in _table_refusals(game, record, variant):
            _cited_from_rulebook(game, what, exc)


@pytest.mark.rules("notation", "game-over", "turn", game=(
    "call-ace", "chuck-a-luck", "commerce", "domino-euchre", "draw-poker", "euchre", "pie-eyed-dice",
    "scarney-chemin-de-fer", "seven-up"))
@pytest.mark.parametrize("slug", GAMES)
def test_the_table_refuses_with_the_site_rules_of_the_games_rulebook(slug):
    """Out of turn, unreadable text, a move after the end: each refused with the rule its game's rulebook holds."""
    game = all_games()[slug]
    variant = game.Variant()
    state = game.new_game(variant, 3)
    record = GameRecord(slug, variant_to_dict(variant), 3, ())
    other = (state.to_act + 1) % game.seats(variant)
    with pytest.raises(IllegalAction) as out_of_turn:
        Table(record, learner=other, game=game).act(str(game.legal_actions(state)[0]))
    assert out_of_turn.value.rule is game.rules["turn"]
    with pytest.raises(IllegalAction) as unreadable:
        Table(record, learner=state.to_act, game=game).act("\u00e9t\u00e9")
    assert unreadable.value.rule is game.rules["notation"]
    rng, texts = random.Random(3), []
    while not game.is_over(state):
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        state = game.apply(state, action)
        texts.append(str(action))
    over = Table(GameRecord(slug, variant_to_dict(variant), 3, tuple(texts)), learner=0, game=game)
    with pytest.raises(IllegalAction) as after_the_end:
        over.act(texts[-1])   # a move well written, after the end
    assert after_the_end.value.rule is game.rules["game-over"]


def test_the_site_rule_tests_name_every_game():
    """The mark above names the games literally (the tracer reads literals): a new game is added to it."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    named = {e.value for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg == "game"
             for e in getattr(node.value, "elts", ())}
    assert named == set(GAMES)


@pytest.mark.parametrize("slug", GAMES)
def test_every_rulebook_lists_the_site_rules(slug, capsys):
    """Each site rule is in every rulebook once: the site's words, or the game's own under the same id."""
    assert main(["rules", slug, "--json"]) in (0, None)
    listed = [r["id"] for r in json.loads(capsys.readouterr().out)["rules"]]
    for rule in SITE_RULES:
        assert listed.count(rule.id) == 1, f"{slug}: rules --json lists {rule.id!r} {listed.count(rule.id)} times"
