"""Domino Euchre's and Call-Ace's table as HTML (lessons/views/domino_euchre.py), from the engine's own views: what a
screen reader hears, that a hidden tile is never drawn, a legal move raised and another plain, text escaped, the
numbers shown."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from engine.games.call_ace import GAME as CALL
from engine.games.domino_euchre import GAME
from lessons.views import controls
from lessons.views import domino_euchre as V
from lessons.views import dominoes as DM
from tests.views.spoken import spoken as named

DEAL = "5-2 2-1 6-6 3-0 1-1 | 6-4 4-3 4-2 2-0 0-0 | 5-5 4-4 6-5 5-4 5-1 | 6-3 6-2 6-1 3-3 2-2 / 5-3"
PAGE = "domino_euchre"


def state(*actions, game=GAME, deal=DEAL, variant=None):
    s = game.new_game(variant if variant is not None else game.Variant(), 3, deal=game.deal_from_text(deal))
    for a in actions:
        s = game.apply(s, a)
    return s


def spoken(html: str) -> list[str]:
    """What a screen reader hears of each tile drawn: its aria-label."""
    return re.findall(r'role="img" aria-label="([^"]*)"', html)


def said(tile: str) -> str:
    return f"the {DM.name(*DM.parse(tile))} tile"


def buttons(html: str) -> dict[str, str]:
    """Each button's data-key -> the button's whole tag and words."""
    return {m.group(1): m.group(0) for m in re.finditer(r'<button [^>]*data-key="([^"]+)"[^>]*>.*?</button>', html)}


def everything(s, seat: int = 0, game=GAME) -> str:
    view = game.view(s, seat)
    legal = set(game.legal_actions(s)) if s.to_act == seat else set()
    mine = s.to_act == seat
    return (V.felt(view) + V.hand(view, legal, mine=mine, page=PAGE)
            + V.bids(view, legal, page=PAGE, alone_act=f"{PAGE}:alone", alone_on=False)
            + V.banner(view, mine=mine))


# -- hidden tiles -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("actions", [(), ("accept",), ("accept", "play 2-1"), ("pass",) * 4,
                                     ("accept", "play 2-1", "play 2-0", "play 5-1", "play 2-2")])
def test_no_tile_hidden_from_the_learner_is_ever_drawn(actions):
    s = state(*actions)
    html = everything(s)
    heard = spoken(html)
    assert heard, "the tiles are drawn, each with its name"
    hidden = GAME.hidden_from(s, 0)
    assert hidden
    for tile in hidden:
        assert not any(h.startswith(said(tile)) for h in heard), f"{tile} is hidden from seat 0 but drawn"
        assert tile not in re.sub(r"<[^>]+>", " ", html).split(), f"{tile} is hidden from seat 0 but named"
    # the others' tiles are drawn face down, one back per tile
    view = GAME.view(s, 0)
    assert heard.count("a tile, face down") == sum(view["counts"][1:])


def test_a_tile_given_up_for_the_turn_up_stays_hidden_from_the_others():
    v = GAME.Variant(take_up="dealer", lead="eldest")
    s = state("accept", variant=v)
    assert s.phase == "exchange"
    giver = s.to_act
    give = next(a for a in GAME.legal_actions(s) if a.startswith("exchange"))
    s = GAME.apply(s, give)
    given = give.split()[1]
    for seat in range(4):
        if seat != giver:
            assert not any(h.startswith(said(given)) for h in spoken(everything(s, seat))), seat


# -- what a screen reader hears -----------------------------------------------------------------------------------
def test_each_tile_says_its_name_and_what_it_is_under_trumps():
    s = state("accept", "play 2-1")                      # fives trumps; the learner led the 2-1
    view = GAME.view(s, 0)
    hand = spoken(V.hand(view, set(), mine=False, page=PAGE))
    assert "the six–five tile" not in hand               # not the learner's
    assert said("1-1") in hand and said("6-6") in hand
    assert f"{said('5-2')}, a trump" in hand             # the 5-2 is a five: a trump
    up = GAME.view(state("accept"), 0)
    assert f"{said('5-2')}, a trump" in spoken(V.hand(up, set(), mine=True, page=PAGE))
    felt = spoken(V.felt(view))
    assert said("2-1") in felt                           # the trick on the table
    assert V.tile_note(view, "5-5") == "the right bower" and V.tile_note(view, "6-6") == ""
    assert V.tile_note(view, D_LEFT) == "the left bower" and V.tile_note(view, "6-5") == "a trump"


D_LEFT = "4-4"   # with fives trumps the left bower is the double four (the deck's rule: left-bower)


def test_the_banner_says_whose_turn_and_what_to_do():
    s = state()
    view = GAME.view(s, 0)
    mine = V.banner(view, mine=True)
    assert "Your turn" in mine and "pass, or accept fives as trumps." in mine
    theirs = V.banner(GAME.view(state("pass"), 0), mine=False)
    assert theirs == f'<div class="cp-caption">{GAME.view(state("pass"), 0)["names"][1]} is to act.</div>'
    over = V.banner(view, mine=True, over="Abner & Cy <win>")
    assert "Game over." in over and "Abner &amp; Cy &lt;win&gt;" in over and "Your turn" not in over


# -- legal raised, illegal plain --------------------------------------------------------------------------------------
def test_a_tile_that_may_be_played_is_raised_and_one_that_may_not_is_plain():
    s = state("pass", "accept", "play 2-0", "play 5-1", "play 2-2")    # twos led: the learner must follow
    assert s.to_act == 0
    legal = set(GAME.legal_actions(s))
    html = V.hand(GAME.view(s, 0), legal, mine=True, page=PAGE)
    b = buttons(html)
    assert set(b) == {f"{PAGE}:tile:{x}" for x in GAME.view(s, 0)["hand"]}
    two_one, double_six = b[f"{PAGE}:tile:2-1"], b[f"{PAGE}:tile:6-6"]
    assert "play 2-1" in legal and "play 6-6" not in legal
    assert "cp-btn-primary" in two_one and named(two_one).endswith(" Play") and ">Play</span>" in two_one
    assert named(two_one).startswith("the two–one tile")
    assert "cp-btn-secondary" in double_six and named(double_six).startswith("the double six tile")
    assert "not now" in double_six and "disabled" not in double_six    # clickable: the learner hears why not
    assert 'data-act="play 6-6"' in double_six
    assert 'title="Play the double six"' in double_six
    assert "click one to play it" in html


def test_no_tile_is_a_button_when_it_is_not_the_learners_turn_to_play():
    s = state()
    html = V.hand(GAME.view(s, 0), set(GAME.legal_actions(s)), mine=True, page=PAGE)
    assert "<button" not in html and len(spoken(html)) == 5


def test_the_first_rounds_bids_and_play_alone_only_when_legal():
    s = state()
    legal = set(GAME.legal_actions(s))
    b = buttons(V.bids(GAME.view(s, 0), legal, page=PAGE, alone_act="x", alone_on=False))
    assert list(b) == [f"{PAGE}:bid:pass", f"{PAGE}:bid:accept", f"{PAGE}:bid:alone"]
    assert "Accept fives" in b[f"{PAGE}:bid:accept"] and "cp-btn-primary" in b[f"{PAGE}:bid:accept"]
    assert ("disabled" in b[f"{PAGE}:bid:alone"]) == ("accept alone" not in legal)
    shut = buttons(V.bids(GAME.view(s, 0), {"pass", "accept"}, page=PAGE, alone_act="x", alone_on=False))
    assert "disabled" in shut[f"{PAGE}:bid:alone"]


def test_the_second_round_raises_the_suits_one_may_name_and_shows_the_alone_toggle():
    s = state("pass", "pass", "pass", "pass")
    legal = set(GAME.legal_actions(s))
    view = GAME.view(s, 0)
    html = V.bids(view, legal, page=PAGE, alone_act=f"{PAGE}:alone", alone_on=False)
    b = buttons(html)
    for x in range(7):
        raised = "cp-btn-primary" in b[f"{PAGE}:bid2:name-{x}"]
        assert raised == (f"name {x}" in legal), x
    assert "cp-btn-primary" not in b[f"{PAGE}:bid2:name-5"]          # the turned-down fives: shown, not raised
    toggle = b[f"{PAGE}:bid2:alone"]
    assert 'aria-pressed="false"' in toggle and f'data-act="{PAGE}:alone"' in toggle
    on = buttons(V.bids(view, legal, page=PAGE, alone_act=f"{PAGE}:alone", alone_on=True))[f"{PAGE}:bid2:alone"]
    assert 'aria-pressed="true"' in on
    no_alone = {a for a in legal if not a.endswith("alone")}
    assert f"{PAGE}:bid2:alone" not in buttons(V.bids(view, no_alone, page=PAGE, alone_act="x", alone_on=True))


def test_call_ace_calls_and_the_secret_partner_line():
    s = state("accept", game=CALL)
    assert s.phase == "call"
    view = CALL.view(s, 0)
    b = buttons(V.bids(view, set(CALL.legal_actions(s)), page="call_ace", alone_act="x", alone_on=False))
    assert set(b) == {f"call_ace:call:{x}" for x in view["callable"]}
    assert 'title="Whoever holds the 3-3 becomes your secret partner for this hand."' in b["call_ace:call:3"]
    s = CALL.apply(s, "call 3")
    view = CALL.view(s, 0)
    assert V.partner_line(view) == "Your partner is whoever holds the 3-3: nobody has shown it yet."
    assert "Your partner is whoever holds the 3-3" in V.felt(view)
    other = CALL.view(s, 1)
    assert V.partner_line(other).startswith("The maker's partner is whoever holds the 3-3: not you")
    assert "your partner" not in V.role(other, 0)                   # no partnership to show at Call-Ace
    assert V.partner_line(GAME.view(state(), 0)) == ""              # Domino Euchre has no secret partner
    holder = next(seat for seat in range(4) if "3-3" in CALL.view(s, seat)["hand"])
    mine = CALL.view(s, holder)
    assert V.partner_line(mine) == f"You hold the 3-3: you are {mine['names'][0]}'s secret partner. Nobody else knows yet."
    shown = {**view, "partner_known": 2}
    assert V.partner_line(shown) == f"{view['names'][2]} played the 3-3: {view['names'][2]} is the maker's partner."
    assert "the maker's partner" in V.role(shown, 2)
    assert V.partner_line({**view, "partner_known": "none", "tricks": []}) == "The 3-3 is in the maker's own hand: " \
        f"{view['names'][0]} plays without a partner."


# -- the numbers, and escaping ----------------------------------------------------------------------------------------
def test_the_felt_shows_the_score_trumps_tricks_and_roles():
    s = state("accept", "play 2-1", "play 2-0", "play 5-1", "play 2-2")   # the first trick taken
    view = GAME.view(s, 0)
    html = V.felt(view)
    assert f"Score (to {view['game_points']}): " in html
    assert "Trumps: <b>fives</b> (right bower 5-5, left 4-4)" in html
    winner = view["names"][view["tricks"][0]["winner"]]
    assert f"last trick: {winner} took it" in html
    assert "tricks played 1 of 5" in html
    assert html.count('class="de-seat"') == 3
    for seat in range(1, 4):
        assert f'<div class="de-role">tricks {view["won"][seat]}</div>' in html
    assert "You (maker)" in html
    before = V.felt(GAME.view(state(), 0))
    assert "not made; fives proposed" in before and "turn-up</div>" in before and "this trick" not in before
    assert "You" in before


def test_text_from_the_view_is_escaped():
    view = GAME.view(state("accept", "play 2-1"), 0)
    names = ["You", "<b>Abner</b>", "Cy & Co", "Dot"]
    html = V.felt({**view, "names": names})
    assert "<b>Abner</b>" not in html and "&lt;b&gt;Abner&lt;/b&gt;" in html and "Cy &amp; Co" in html
    results = V.results({**view, "results": [["<script>x</script> made it", [1, 0]]]})
    assert "<script>" not in results and "&lt;script&gt;" in results
    assert V.results({**view, "results": []}) == "<p class='cp-meta'>None yet.</p>"
    assert "&lt;b&gt;Abner" in V.banner({**view, "names": names, "to_act": 1}, mine=False)


def test_the_hands_so_far_newest_first_and_six_at_most():
    view = GAME.view(state(), 0)
    html = V.results({**view, "results": [[f"hand {i}", [0, 0]] for i in range(9)]})
    assert re.findall(r"<li>(hand \d)</li>", html) == [f"hand {i}" for i in range(8, 2, -1)]


# -- the live odds ----------------------------------------------------------------------------------------------------
def test_the_live_odds_show_each_figure_given():
    view = GAME.view(state(), 0)
    assert V.live_odds(view) == ('<div class="cp-caption">The live figures for your decision appear here when it '
                                 "is your turn.</div>")
    bower = {"trump": "fives", "unseen": 22, "right_tile": "5-5", "left_tile": "6-5", "right": Fraction(5, 22),
             "left": Fraction(5, 22), "both": Fraction(20, 462), "either": Fraction(190, 462)}
    rows = [{"bid": "pass", "points": -0.25, "points_margin": 0.5, "make": 0.6, "make_margin": 0.09,
             "hands_made": 80},
            {"bid": "accept alone", "points": 1.5, "points_margin": 0.125, "make": 0, "make_margin": 1,
             "hands_made": 0}]
    html = V.live_odds(view, bower=bower, bids=rows, samples=120)
    assert "(exact, fives trumps; 22 tiles unseen)" in html
    assert "<p>Right bower 5-5: 5/22 (22.73%)</p>" in html and "Both: 10/231 (4.33%) · either: 95/231" in html
    assert "<p><b>Pass</b>: -0.25 ± 0.50 points; makers take 3: 60% ± 9%</p>" in html
    assert "<p><b>Accept alone</b>: +1.50 ± 0.12 points</p>" in html           # no hand made: no share shown
    assert "simulated: 120 deals" in html
    assert html.index("Your partner's five tiles") < html.index("Make or pass?")


def test_the_trumps_still_out_and_the_partner_tile():
    view = {**GAME.view(state(), 0), "names": ["You", "A<b>", "Cy", "Dot"]}
    trumps = {"seats": [{"seat": 1, "some": Fraction(1, 2)}, {"seat": 2, "some": Fraction(1, 3)}],
              "unseen_trumps": ["5-5", "6-5"]}
    html = V.live_odds(view, trumps=trumps)
    assert "<p>Not seen: 5-5, 6-5</p>" in html and "<p>A&lt;b&gt;: holds a trump 1/2 (50.00%)</p>" in html
    assert "Not seen: none" in V.live_odds(view, trumps={"seats": [], "unseen_trumps": []})
    partner = {"tile": "3-3", "where": {1: Fraction(1, 4), "out": Fraction(1, 4), "you": 0,
                                        "played": Fraction(1, 2), "by": 2}}
    html = V.live_odds(view, partner=partner)
    assert "Where is the partner tile 3-3?" in html
    assert "<p>A&lt;b&gt;: 1/4 (25.00%)</p>" in html and "<p>out of play: 1/4 (25.00%)</p>" in html
    assert "<p>in your hand: 0 (0.00%)</p>" in html and "<p>played, by Cy: 1/2 (50.00%)</p>" in html
    assert ">by" not in html and ": 2 (" not in html                           # "by" says who, it is no place


def test_bids_are_named_as_the_odds_name_them():
    assert [V.bid_name(a) for a in ("pass", "accept", "accept alone", "name 3", "name 0 alone")] == \
        ["Pass", "Accept", "Accept alone", "Name threes", "Name blanks alone"]


# -- the block and the lesson's pictures ------------------------------------------------------------------------------
def test_the_block_puts_each_part_in_its_place_and_leaves_out_an_empty_one():
    p = controls.Parts()
    names = ["banner", "felt", "bids", "hand", "refusal", "buttons", "odds", "log", "results", "review"]
    frame = V.block(p, **{n: f"<i>{n}</i>" if n not in ("bids", "refusal") else "" for n in names})
    assert list(p.html) == ["banner", "felt", "hand", "controls", "odds", "log", "results", "review"]
    assert p.html["results"] == "<div><b>Hands so far</b><i>results</i></div>"
    whole = controls.whole(frame, p.html)
    order = [whole.index(f"<i>{n}</i>") for n in ("banner", "felt", "hand", "buttons", "odds", "log", "results")]
    assert order == sorted(order)
    left, right = whole.split('</div><div><div class="cp-slot" data-slot="controls">', 1)
    assert "<i>hand</i>" in left and "<i>odds</i>" in right


def test_the_ranking_of_every_suit_under_a_trump():
    html = V.ranking(5)
    rows = re.findall(r"<tr><td>(.*?)</td>", html)
    assert rows[0] == "<b>fives</b> (trumps) · 8 tiles" and len(rows) == 7
    assert 'aria-label="the double five tile, the right bower"' in html
    assert 'aria-label="the double four tile, the left bower"' in html
    block = V.ranking_block(5, "k", "<table/>")
    assert 'aria-checked="true"' in buttons(block)["k:5"] and 'data-act="trump 0"' in buttons(block)["k:0"]
    assert "<table/>" in block


def test_the_lessons_figure_names_its_five_tiles():
    html = V.tiles_figure()
    for t in ("6-6", "6-4", "5-2", "3-0", "0-0"):
        assert f'aria-label="{said(t)}"' in html
