"""What card Euchre's and Domino Euchre's tables draw alike (lessons/views/euchre_family.py): a seat's parts, the
score, the trick, the hands so far, the bidding's buttons, the hand as buttons, the figures. What a screen reader
hears, that a hidden card or tile is never drawn, a legal move raised and another plain, text escaped."""

from __future__ import annotations

import random
import re

import pytest

from engine.core.record import new_record
from engine.core.table import Table
from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME as DOMINO
from engine.games.euchre import GAME as EUCHRE
from lessons.views import euchre_family as F
from tests.views.spoken import spoken

WORDS = {"dealer": "dealer", "maker": "maker", "alone": ", alone", "defender": "defends alone",
         "partner": "your partner", "out": "laid down", "called": "the maker's partner"}


def table(players: int = 4, **kw) -> dict:
    """A learner's view as both games give it: four in two partnerships, or each for himself (sides of one)."""
    sides = [[0, 2], [1, 3]] if players == 4 and kw.pop("partners", True) else [[s] for s in range(players)]
    side_of = [next(k for k, side in enumerate(sides) if s in side) for s in range(players)]
    view = {"seat": 0, "players": players, "names": ["You", "Abner", "Bess", "Caleb", "Della"][:players],
            "sides": sides, "side_of": side_of, "dealer": 3 % players, "maker": None, "alone": False, "out": [],
            "trick": [], "tricks": [], "scores": [0] * len(sides), "results": []}
    view.update(kw)
    return view


def buttons(html: str) -> dict[str, str]:
    """Each button's data-key -> its whole tag and words."""
    return {m.group(1): m.group(0) for m in re.finditer(r'<button [^>]*data-key="([^"]+)"[^>]*>.*?</button>', html)}


def aria(tag: str) -> str:
    return re.search(r'aria-label="([^"]*)"', tag).group(1)


# -- a seat's parts --------------------------------------------------------------------------------------------------
def test_each_seat_says_its_parts_in_order():
    view = table(maker=1, alone=True, out=[3], defender=2)
    assert F.roles(view, 3) == ["dealer", "out"]
    assert F.roles(view, 1) == ["maker", "alone"]
    assert F.roles(view, 2) == ["defender", "partner"]
    assert F.roles(view, 0) == []                                     # the learner is not his own partner
    assert F.role_words(view, 1, WORDS) == ["maker, alone"]           # alone said with the maker
    assert F.role_words(table(maker=1), 1, WORDS) == ["maker"]
    assert F.role_words(view, 3, {"dealer": "<b>dealer</b>"}) == ["<b>dealer</b>"]   # a part without words: unsaid


def test_no_partner_when_each_plays_for_himself_and_the_called_partner_only_when_named():
    view = table(players=5, maker=4)
    assert not F.partners(view) and F.partners(table())
    assert all("partner" not in F.roles(view, s) for s in range(5))
    assert "called" not in F.roles(view, 2)
    assert F.roles(view, 2, called=2) == ["called"]
    assert F.role_words(view, 2, WORDS, called=2) == ["the maker's partner"]
    assert F.roles(table(players=4, partners=False), 2) == []       # Call-Ace with four: no side to show


# -- the score and the trick -----------------------------------------------------------------------------------------
def test_the_score_per_side_or_per_player_escaped():
    view = table(scores=[3, 4], names=["You", "Abner", "<b>Bess & Co</b>", "Caleb"])
    line = F.score_line(view, joiner=" and ", item="{side} <b>{points}</b>")
    assert line == "You and &lt;b&gt;Bess &amp; Co&lt;/b&gt; <b>3</b> · Abner and Caleb <b>4</b>"
    alone = table(players=3, scores=[1, 0, 2])
    assert F.score_line(alone, joiner=" & ", item="{side}: {points}", sep="|") == "You: 1|Abner: 0|Bess: 2"


def test_the_trick_being_played_then_the_last_one_with_its_winner_until_the_next_lead():
    assert F.shown_trick(table(), "cards") == ([], None)
    playing = table(trick=[[1, "JD"], [2, "9D"]], tricks=[{"cards": [[0, "AS"]], "winner": 3}])
    assert F.shown_trick(playing, "cards") == ([[1, "JD"], [2, "9D"]], None)
    between = table(tricks=[{"tiles": [[0, "6-6"], [1, "6-5"]], "winner": 1}])
    assert F.shown_trick(between, "tiles") == ([[0, "6-6"], [1, "6-5"]], 1)


def test_only_the_last_piece_played_is_outlined_and_names_are_escaped():
    view = table(names=["You", "<i>Abner</i>", "Bess", "Caleb"])
    html = F.plays(view, [[1, "6-6"], [2, "6-5"], [3, "6-4"]], lambda x: f"[{x}]", "<p>{piece}/{name}</p>")
    assert html.count("cp-new") == 1
    assert '<span class="cp-new" title="just played">[6-4]</span>/Caleb' in html
    assert "<p>[6-6]/&lt;i&gt;Abner&lt;/i&gt;</p>" in html


def test_the_hands_so_far_numbered_newest_first_when_asked():
    view = table(results=[("one", [1, 0]), ("two", [0, 2]), ("three", [4, 0])])
    assert F.hands_so_far(view) == [(1, "one", [1, 0]), (2, "two", [0, 2]), (3, "three", [4, 0])]
    assert F.hands_so_far(view, newest_first=True, last=2) == [(3, "three", [4, 0]), (2, "two", [0, 2])]
    assert F.hands_so_far(table(), newest_first=True) == []


# -- the bidding -----------------------------------------------------------------------------------------------------
def test_the_first_round_raises_the_take_and_offers_alone_only_when_legal():
    kw = dict(pass_key="p", take=("accept", "Accept <fives>", "t"), alone=("accept alone", "alone", "a"),
              take_help="makes them trumps", alone_help="partner lays down", more=['<button data-key="m">x</button>'])
    b = buttons(F.first_round({"pass", "accept", "accept alone"}, **kw))
    assert list(b) == ["p", "t", "a", "m"]
    assert "cp-btn-primary" in b["t"] and "cp-btn-primary" not in b["p"]
    assert "Accept &lt;fives&gt;" in b["t"] and 'title="makes them trumps"' in b["t"]
    assert "disabled" not in b["a"] and 'title="partner lays down"' in b["a"]
    shut = buttons(F.first_round({"pass", "accept"}, **kw, refused_help="no partner"))
    assert "disabled" in shut["a"] and 'title="no partner"' in shut["a"]
    assert 'title="partner lays down"' in buttons(F.first_round({"pass"}, **kw))["a"]   # no other words: the same


def test_the_second_round_raises_the_suits_that_may_be_named_and_the_toggle_says_if_pressed():
    suits = [("name C", "Name clubs", "c"), ("name D", "Name diamonds", "d")]
    for on in (False, True):
        toggle = F.alone_toggle("x:alone", on, key="al", help="alone")
        html = F.second_round("<p>Second round</p>", {"pass", "name D"}, pass_key="p", suits=suits, toggle=toggle)
        assert html.startswith("<p>Second round</p>")
        b = buttons(html)
        assert list(b) == ["p", "c", "d", "al"]
        assert "cp-btn-primary" in b["d"] and "cp-btn-primary" not in b["c"]
        assert f'aria-pressed="{"true" if on else "false"}"' in b["al"] and 'data-act="x:alone"' in b["al"]
        assert F.ALONE_TOGGLE in b["al"]
    assert "al" not in buttons(F.second_round("", {"pass"}, pass_key="p", suits=suits))


# -- the hand --------------------------------------------------------------------------------------------------------
def test_a_legal_piece_is_raised_and_named_another_plain_but_clickable():
    face = {"JD": '<span role="img" aria-label="jack of diamonds">J♦</span>',
            "9S": '<span role="img" aria-label="nine &quot;of&quot; spades">9♠</span>'}
    html = F.hand_buttons(["JD", "9S"], {"play JD"}, verb="play", word="Play", face=face.get, key=lambda x: f"k:{x}",
                          help=lambda x, ok: f"play {x}" + ("" if ok else " — not allowed now"))
    assert 'role="group" aria-label="your hand"' in html
    b = buttons(html)
    legal, other = b["k:JD"], b["k:9S"]
    # named by what it shows, in order (WCAG 2.5.3): the piece's spoken name, then its word; no name of its own
    assert "cp-btn-primary" in legal and spoken(legal) == "jack of diamonds Play" and "aria-label=\"Play" not in legal
    assert 'data-act="play JD"' in legal and 'title="play JD"' in legal
    assert "cp-btn-secondary" in other and "not now</span>" in other and "disabled" not in other
    assert spoken(other) == 'nine "of" spades not now'                  # the picture's name, escaped in the page
    assert 'data-act="play 9S"' in other and 'title="play 9S — not allowed now"' in other


# -- the figures -----------------------------------------------------------------------------------------------------
def test_the_trumps_still_out_and_the_make_or_pass_numbers():
    assert F.unseen(["6-6", "<5-5>"], F.escape, sep=", ", none="none") == "6-6, &lt;5-5&gt;"
    assert F.unseen([], F.escape, sep=", ", none="none — every trump is accounted for.") == (
        "none — every trump is accounted for.")
    assert F.points_text(0.4, 0.2) == "+0.40 ± 0.20" and F.points_text(-1.256, 0.3) == "-1.26 ± 0.30"
    assert F.share_text(0.61, 0.05) == "61.0% ± 5.0%" and F.share_text(0.614, 0.052, 0) == "61% ± 5%"


# -- over the engines' own views: nothing hidden is ever drawn ---------------------------------------------------------
GAMES = [(EUCHRE, "cards", "standard"), (EUCHRE, "cards", "civil-war"), (DOMINO, "tiles", "hoyle-1908"),
         (CALL, "tiles", "four-players")]


@pytest.mark.parametrize(("game", "pieces", "preset"), GAMES, ids=[f"{g.slug}-{p}" for g, _, p in GAMES])
def test_the_trick_and_the_hand_draw_nothing_hidden_from_the_learner(game, pieces, preset):
    drawn: list[str] = []

    def face(x: str) -> str:
        drawn.append(x)
        return f"<{x}>"

    for seed in range(3):
        rng = random.Random(seed)
        rec = new_record(game, game.presets[preset], seed + 1)
        for _ in range(60):
            t = Table(rec, learner=0, game=game)
            view = t.view()
            trick, winner = F.shown_trick(view, pieces)
            F.plays(view, trick, face, "{piece}{name}")
            html = F.hand_buttons(view["hand"], set(map(str, t.legal())), verb="play", word="Play", face=face,
                                  key=str, help=lambda x, ok: "")
            assert html.count("<button") == len(view["hand"])
            hidden = game.hidden_from(t.state, 0)
            assert not hidden & set(drawn), f"{hidden & set(drawn)} drawn though hidden from the learner"
            assert winner is None or trick == view["tricks"][-1][pieces]
            drawn.clear()
            if game.is_over(t.state):
                break
            rec = rec.with_action(str(rng.choice(game.legal_actions(t.state))))
