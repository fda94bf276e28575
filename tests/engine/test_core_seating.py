"""Seats named for a shared table (issue 27): ``engine.core.words.seated(names, me)`` makes seat ``me`` "You" and
calls the others by their display names (a seat without one by the game's own name), in every game's
``seat_name``, view names, move log and outcome; without it every line is what it always was.

Each game is played by its computer players (its first bot, in every seat) for up to ``CAP`` moves, then its move
log is read three ways: alone (seat 0 is "You": the golden transcripts' wording), from seat 1 and from seat 2.
The verb checks use the game's own words: the verbs that follow "You" alone at the table (plural) and those that
follow another seat's name (singular), collected from the same record read alone."""

from __future__ import annotations

import dataclasses

import pytest

from engine.bots import default_bot
from engine.core.record import new_record, parse_move, start, transcript
from engine.core.rng import rng_for
from engine.core.words import YOU, agree, is_you, plural, seat_name, seated, seating
from engine.games import all_games

CAP = 260   # moves per game: several hands of every game, a few seconds in all
# seat 1 is one person whose name holds " and ": singular, never read as two; None: a computer player
PEOPLE_A = ("Ann", "Bo and Cy", None, "Dee", "Eve", "Flo", "Gil", "Hal")
PEOPLE_B = (None, "Bo and Cy", "Ann", None, "Dee", "Eve", "Flo", "Gil")   # seat 0 a computer player


def _variant(game):
    v = game.Variant()
    if game.seats(v) < 4 and "players" in {f.name for f in dataclasses.fields(v)}:
        v = dataclasses.replace(v, players=4)   # Seven-Up's camp game is two-handed: four, so seat 2 is another's
    return v


def _played(game):
    """A record of the game played by its first bot in every seat (outside any seating)."""
    v = _variant(game)
    record = new_record(game, v, seed=27)
    _, _, s = start(record, game)
    bot, actions = default_bot(game.slug), []
    while not game.is_over(s) and s.to_act is not None and len(actions) < CAP:
        legal = game.legal_actions(s)
        a = bot.choose(game.view(s, s.to_act), legal, rng_for(27, "bot", s.to_act, len(actions)))
        actions.append(str(a))
        s = game.apply(s, a)
    return dataclasses.replace(record, actions=tuple(actions))


def _moves(game, record):
    """(seat, state before, action) for every move of the record."""
    _, _, s = start(record, game)
    out = []
    for text in record.actions:
        a = parse_move(game, text)
        out.append((s.to_act, s, a))
        s = game.apply(s, a)
    return out, s


def _subject_verb(line: str, subject: str) -> str | None:
    """The word after ``subject`` when the line begins with it ("Abner passes." -> "passes")."""
    if not line.startswith(subject + " "):
        return None
    rest = line[len(subject) + 1:].split(" ", 1)[0]
    return rest.rstrip(".,:;") or None


GAMES = sorted(all_games())


@pytest.fixture(scope="module", params=GAMES)
def played(request):
    game = all_games()[request.param]
    record = _played(game)
    moves, end = _moves(game, record)
    return game, record, moves, end


def test_alone_and_seated_at_seat_0_read_as_before(played):
    """Without ``seated`` (and seated at seat 0 with no display names) the transcript is byte-identical; a seated
    block leaves nothing behind (the Euchre family's cached phrases included)."""
    game, record, _, _ = played
    before = transcript(record, game)
    assert before and len(before) >= min(len(record.actions), 40)
    with seated((None,) * game.seats(_variant(game)), me=0):
        assert transcript(record, game) == before
    with seated(PEOPLE_A[: game.seats(_variant(game))], me=1):
        seated_lines = transcript(record, game)
    assert seating() is None
    assert transcript(record, game) == before
    assert seated_lines != before   # the seating changed something: names or verbs


@pytest.mark.parametrize("me, people", [(1, PEOPLE_A), (2, PEOPLE_B)])
def test_each_seat_reads_its_own_table(played, me, people):
    game, record, moves, end = played
    v = _variant(game)
    n = game.seats(v)
    if me >= n:
        pytest.skip(f"{game.slug} has {n} seats")
    names = people[:n]
    own = {seat: game.seat_name(v, seat) for seat in range(n)}   # alone at the table: seat 0 is "You"
    alone = {i: game.describe(s, a) for i, (_, s, a) in enumerate(moves)}
    # the game's verb forms: after "You" (plural) and after another seat's name (singular), read alone
    you_verbs = {w for i, (seat, _, _) in enumerate(moves) if seat == 0 and (w := _subject_verb(alone[i], YOU))}
    their_verbs = {w for i, (seat, _, _) in enumerate(moves)
                   if seat not in (None, 0) and (w := _subject_verb(alone[i], own[seat]))}
    only_plural, only_singular = you_verbs - their_verbs, their_verbs - you_verbs
    assert only_singular, f"{game.slug}: no verb of another seat found to check"

    with seated(names, me):
        expected = [YOU if i == me else names[i] or game.seat_name(v, i) for i in range(n)]
        assert [game.seat_name(v, i) for i in range(n)] == expected
        assert game.view(end, me)["names"] == expected
        assert expected.count(YOU) == 1 and len(set(expected)) == n   # nobody else is "You", no two alike
        for i in range(n):
            if names[i] is None and i != me:   # a computer player keeps the game's own name (seat 0: another)
                assert expected[i] == (own[i] if i else expected[i]) and expected[i] != YOU
        checked = {"you": 0, "other": 0}
        for i, (seat, s, a) in enumerate(moves):
            line = game.describe(s, a)
            if seat is None or _subject_verb(alone[i], own[seat]) is None:
                continue   # a line that does not begin with its mover ("The banker sweeps the layout…")
            if seat == me:
                verb = _subject_verb(line, YOU)
                assert verb is not None, f"{game.slug}: a move by seat {me} not read as 'You': {line}"
                assert verb not in only_singular, f"{game.slug}: 'You' with a singular verb: {line}"
                checked["you"] += 1
            else:
                assert not line.startswith(YOU + " "), f"{game.slug}: seat {seat} read as 'You': {line}"
                verb = _subject_verb(line, expected[seat])
                assert verb is not None, f"{game.slug}: seat {seat} not named {expected[seat]!r}: {line}"
                assert verb not in only_plural, f"{game.slug}: {expected[seat]!r} with a plural verb: {line}"
                checked["other"] += 1
        assert checked["you"] and checked["other"], checked
        summary = game.outcome(end).summary if game.is_over(end) else ""
        assert "You's" not in summary


def test_agreement_follows_the_seating():
    """'You' and a list joined by 'and' take the plural; one person named with 'and' takes the singular."""
    assert agree("You", "passes") == "pass" and agree("Abner", "passes") == "passes"
    assert agree("You", "has") == "have" and agree("You", "is") == "are" and agree("You", "takes up") == "take up"
    assert agree("Abner and Bess", "scores") == "score" and agree("Bo and Cy", "scores") == "score"
    with seated(["Ann", "Bo and Cy", None], me=0):
        assert agree("Bo and Cy", "scores") == "scores" and not plural("Bo and Cy")
        assert agree("Ann and Bo and Cy", "scores") == "score" and plural("Ann and Bo and Cy")
        assert is_you(0) and not is_you(1)
        assert seat_name(2, "Bess", "Hiram") == "Bess" and seat_name(1, "Abner", "Hiram") == "Bo and Cy"
    with seated([None, "Ann"], me=None):   # a spectator: nobody is "You"
        assert not is_you(0) and seat_name(0, "?", "Hiram") == "Hiram" and seat_name(1, "Abner", "Hiram") == "Ann"
    assert is_you(0) and seat_name(0, "?", "Hiram") == YOU


@pytest.mark.parametrize("name", ["You", " you ", "YOU", "you  "])
def test_a_person_called_you_is_refused(name):
    """The store refuses it first (``engine.classroom.tables``, by ``codes.name_key``); ``seated`` refuses it too."""
    with pytest.raises(ValueError, match="You"):
        with seated(["Ann", name], me=0):
            pass
    with pytest.raises(ValueError):
        with seated(["Ann", "Bo"], me=2):
            pass
