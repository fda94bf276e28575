"""Seven-Up's table as HTML (lessons/views/seven_up.py), from the engine's own views of a shared deal: what a screen
reader hears, that a hidden card is never drawn, that a legal move is raised and an illegal one plain, that names
are escaped, the numbers shown."""

from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest

from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.odds import seven_up as O
from lessons.views import controls, markup
from lessons.views import seven_up as V
from tests.views.spoken import spoken as named

DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"   # the learner (eldest) holds the first six; Abner deals
HIDDEN = ("QS", "2S", "JH", "9D", "5C", "8C")
PAGE = "seven_up"


def start():
    return GAME.new_game(SevenUpVariant(), 4, GAME.deal_from_text(DEAL))


def play(s, *moves):
    for m in moves:
        s = GAME.apply(s, m)
    return s


def spoken(c: str) -> str:
    return D.SPOKEN[D.parse_card(c)]


def everything(view: dict, legal: set) -> str:
    return V.felt(view) + V.bids(view, legal, PAGE) + V.hand(view, legal, PAGE) + V.tally(view) + V.results(view)


@pytest.fixture
def beg():
    s = start()
    return GAME.view(s, 0), set(GAME.legal_actions(s))


@pytest.fixture
def following():
    """Abner took the 10♠ with the Q♠ and led the 5♣: the learner must follow clubs or trump."""
    s = play(start(), "stand", "play 10S", "play QS", "play 5C")
    return GAME.view(s, 0), set(GAME.legal_actions(s))


def test_no_hidden_card_is_drawn_only_its_back(beg, following):
    for view, legal in (beg, following):
        html = everything(view, legal)
        shown = set(re.findall(r'aria-label="([a-z]+ of [a-z]+)"', html))
        for c in HIDDEN:
            if [1, c] not in view["trick"] and all([1, c] not in t["cards"] for t in view["tricks"]):
                assert spoken(c) not in shown, c
        assert html.count('aria-label="a card, face down"') == view["counts"][1]
    view, legal = beg
    assert V.felt(view).count("a card, face down") == 6
    assert {spoken(c) for c in ("AS", "10S", "3S", "4C", "KD", "7H")} <= set(
        re.findall(r'aria-label="([a-z]+ of [a-z]+)"', V.hand(view, legal, PAGE)))
    # the played Q♠ and the led 5♣ are on the felt now, Abner's other cards still face down
    view, _ = following
    felt = V.felt(view)
    assert 'aria-label="five of clubs"' in felt and 'aria-label="queen of spades"' not in felt   # only this trick
    assert felt.count("a card, face down") == 4


def test_a_legal_card_is_raised_and_says_so_an_illegal_one_plain(following):
    view, legal = following
    hand = V.hand(view, legal, PAGE)
    buttons = re.findall(r"<button [^>]*>", hand)
    assert len(buttons) == 5 and 'role="group" aria-label="your hand"' in hand
    four = next(b for b in buttons if 'data-act="play 4C"' in b)
    king = next(b for b in buttons if 'data-act="play KD"' in b)
    assert 'data-kind="primary"' in four and 'data-key="seven_up:card:4C"' in four
    assert 'data-kind="secondary"' in king
    four_all = next(m for m in re.findall(r"<button .*?</button>", hand) if 'data-act="play 4C"' in m)
    king_all = next(m for m in re.findall(r"<button .*?</button>", hand) if 'data-act="play KD"' in m)
    assert named(four_all) == "four of clubs Play" and named(king_all) == "king of diamonds not now"
    assert "disabled" not in king                              # clickable, to hear why not
    assert 'title="Play the king of diamonds"' in king
    assert hand.count('data-kind="primary"') == len(legal) == 3
    assert "raised cards may be played" in hand


def test_cards_lie_still_when_it_is_not_the_learners_turn():
    s = play(start(), "stand", "play 10S")
    view = GAME.view(s, 0)
    assert not V.learners_turn(view)
    hand = V.hand(view, set(), PAGE)
    assert "<button" not in hand and hand.count('role="img"') == 5
    assert V.bids(view, set(), PAGE) == ""
    assert V.turn_line(view) == "Abner is to act"


def test_the_bids_say_what_they_mean_and_only_the_legal_one_is_enabled(beg):
    view, legal = beg
    bids = V.bids(view, legal, PAGE)
    assert ">Stand: play with spades as trumps</button>" in bids and ">Beg: Abner gives 1 or runs</button>" in bids
    assert 'data-key="seven_up:bid:stand"' in bids and "disabled" not in bids
    assert "title=\"&#x27;I stand&#x27;: the turned-up suit is trumps and you lead.\"" in bids
    # the dealer's answer, when giving would put the adversary out: give disabled, and why
    give = dict(view, phase="give", to_act=0)
    bids = V.bids(give, {"refuse"}, PAGE)
    assert re.search(r'<button [^>]*data-act="give"[^>]*disabled>', bids)
    assert not re.search(r'<button [^>]*data-act="refuse"[^>]*disabled>', bids)
    assert "You may not give: the point would put your adversary out (Foster)" in bids
    assert "You may not give" not in V.bids(give, {"give", "refuse"}, PAGE)
    three = dict(give, players=3, variant=dict(view["variant"], gift_three="both"))
    assert "both of your adversaries score 1" in V.bid_labels(three)["give"][1]


def test_the_felt_says_the_numbers(following):
    view, _ = following
    felt = V.felt(view)
    assert "Score, game 7: You <b>0</b> · Abner <b>0</b>" in felt
    assert "Trumps: <b>♠ spades</b>" in felt and "Count for game: You 0 · Abner 12" in felt
    assert "You (eldest hand) · tricks this hand: 1 of 6 · <b>your turn</b>: follow suit or trump." in felt
    assert '<span class="su-role">dealer</span>' in felt
    assert 'class="cp-new"' in felt and felt.count('class="cp-new"') == 1     # the card just played, outlined
    view = GAME.view(start(), 0)
    assert "Trumps: <b>♠ spades proposed</b>" in V.felt(view) and "turned up" in V.felt(view)
    unmade = dict(view, trump=None, turnup=None)
    assert V.trumps(dict(unmade, pitch=True)) == "not yet made (the first card led makes them)"
    assert V.trumps(dict(unmade, pitch=False)) == "not yet made"


def test_the_last_trick_stays_on_the_felt_between_tricks():
    s = play(start(), "stand", "play 10S", "play QS")
    felt = V.felt(GAME.view(s, 0))
    assert "last trick: Abner took it" in felt and 'aria-label="queen of spades"' in felt
    assert felt.count('class="cp-new"') == 1          # only the card just played is outlined
    assert re.search(r'class="cp-new"[^>]*><span [^>]*aria-label="queen of spades"', felt)


def test_names_are_escaped():
    s = play(start(), "stand", "play 10S", "play QS")
    view = GAME.view(s, 0)
    evil = dict(view, names=["You", "<i>Abner</i>"], side_names=["You", "<i>Abner</i>"])
    html = V.felt(evil) + V.review_state(evil) + V.turn_line(evil)
    assert "<i>" not in html and "&lt;i&gt;Abner&lt;/i&gt;" in html
    done = dict(evil, results=[{"lines": ["High: <b>", "Low"], "text": "Hand 1: <script>", "points": [1, 1]}],
                events=[])
    assert "<script>" not in V.results(done) and "&lt;script&gt;" in V.results(done)
    assert "<b>High" not in V.tally(done) and "&lt;i&gt;Abner&lt;/i&gt; 1" in V.tally(done)
    assert V.game_over("<b>You</b> win").count("&lt;b&gt;") == 1


def test_the_review_felt_says_who_is_to_act_and_nothing_of_the_learners_turn():
    view = GAME.view(play(start(), "stand", "play 10S"), 0)
    assert V.review_state(view).endswith("· Abner to act</div></div>")
    assert "your turn" not in V.review_state(GAME.view(start(), 0))
    over = dict(view, to_act=None)
    assert V.review_state(over).endswith("tricks this hand: 0 of 6 · </div></div>")


def test_the_points_this_hand_then_the_hands_so_far():
    view = GAME.view(start(), 0)
    assert V.tally(view) == "" and "None yet." in V.results(view)
    jack = dict(view, events=["Jack turned: 1 to Abner (the dealer)."])
    assert "<b>Points this hand so far</b>" in V.tally(jack) and "<li>Jack turned" in V.tally(jack)
    hands = [{"lines": [], "text": f"Hand {i + 1}", "points": [0, 0]} for i in range(8)]
    done = dict(view, results=hands)
    assert "<b>Hand 8: the points</b> (You 0, Abner 0)" in V.tally(done) and "<li>No points.</li>" in V.tally(done)
    items = re.findall(r"<li>(Hand \d+)</li>", V.results(done))
    assert items == ["Hand 8", "Hand 7", "Hand 6", "Hand 5", "Hand 4", "Hand 3"]   # newest first, the last six


def test_a_partner_is_named_at_four():
    s = GAME.new_game(SevenUpVariant(players=4), 7)
    view = GAME.view(s, 0)
    felt = V.felt(view)
    assert V.role(view, 2).endswith("your partner") and "your partner" not in V.role(view, 1) + V.role(view, 3)
    assert felt.count('class="su-seat"') == 3 and "your partner" in felt


def test_the_beg_figures_as_fractions_and_the_estimate_with_its_error(beg):
    view, _ = beg
    assert V.at_the_beg(view) and not V.in_play(view)
    b = O.beg_odds([D.parse_card(c) for c in view["hand"]], D.parse_card(view["turnup"]), 2)
    sb = {"stand": {"mean": 0.5, "stderr": 0.125}, "beg": {"mean": -0.25, "stderr": 0.1}, "samples": 120}
    html = V.beg_odds(b, sb)
    assert "<b>At the beg</b> (exact, spades trumps)" in html
    assert f"<b>You hold high</b>: {V.prob(b['hold_high'])}" in html and b["hold_high"] == 1   # the ace of spades
    assert "1 (100.00%)" in html and "no spade above your A♠ in another hand" in html
    assert "<b>The jack is in play</b>: 2/15 (13.33%)" in html
    assert "<b>Stand</b> +0.50 ± 0.12 · <b>Beg</b> -0.25 ± 0.10 points this hand" in html and "120 deals" in html
    none = dict(b, top_trump=None, lowest_trump=None)
    assert V.beg_odds(none, sb).count("you hold no spades") == 2


def test_prob_writes_the_fraction_then_the_percentage():
    assert V.prob(Fraction(17, 216)) == "17/216 (7.87%)"
    assert V.prob(1) == "1 (100.00%)" and V.prob(0) == "0 (0.00%)"


def test_the_play_figures(following):
    view, _ = following
    assert V.in_play(view) and not V.at_the_beg(view)
    r = O.in_play(view)
    html = V.play_odds(view, r)
    shown = re.search(r"Trumps you have not seen: ([^<]*) <", html).group(1).split(", ")
    assert shown == [V.label(c) for c in r["trumps_out"]] and "J♠" in shown and "6♠" not in shown   # the turn-up
    assert f"Count for game taken: You 0 · Abner 12; at most {r['still_to_win']} still to be won" in html
    nobody = dict(r, could_hold={"Abner": False}, trumps_out=[], in_pack_possible=False)
    html = V.play_odds(view, nobody)
    assert "Trumps you have not seen: none" in html and "no one (all have shown they have none)" in html
    assert "or out of play" not in html and "or out of play" in V.play_odds(view, dict(r, in_pack_possible=True))


def test_pitch_advice_only_at_pitch_in_the_play():
    view = GAME.view(start(), 0)
    assert V.pitch_advice(view) == ""
    assert "<b>Pitch</b>" in V.pitch_advice(dict(view, phase="play", pitch=True))


def test_the_four_colour_deck_reaches_the_hand(beg):
    view, legal = beg
    with markup.colours(True):
        assert 'cp-blue' in V.hand(view, legal, PAGE)      # the K♦
    assert 'cp-blue' not in V.hand(view, legal, PAGE)


def test_whose_turn_is_read_from_the_view_as_the_table_reads_it():
    rng = random.Random(3)
    for seed in range(6):
        s = GAME.new_game(SevenUpVariant(players=2 + seed % 3), seed)
        for _ in range(200):
            view = GAME.view(s, 0)
            assert V.over(view) == GAME.is_over(s)
            assert V.learners_turn(view) == (not GAME.is_over(s) and s.to_act == 0)
            if GAME.is_over(s):
                assert V.turn_line(view) == "game over"
                break
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))


def test_the_block_puts_each_part_in_its_slot_in_order():
    p = controls.Parts()
    frame = V.block(p, banner="", felt="F", bids="", hand="H", odds="O", tally="", refusal="R", pace="P",
                    log="L", results="S", review="V")
    assert re.findall(r'data-slot="(\w+)"', frame) == ["felt", "hand", "odds", "refusal", "controls", "log",
                                                       "results", "review"]
    assert list(p.html) == ["felt", "hand", "odds", "refusal", "controls", "log", "results", "review"]
    whole = controls.whole(frame, p.html)
    assert whole.startswith('<div class="su-top"><div><div class="cp-slot" data-slot="felt">F</div>')
    assert '<div class="cp-two"><div class="cp-slot" data-slot="log">L</div>' in whole


AUCTION_DEAL = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C | JS KS 4S 2D 3D 5D | AH KH QH 2H 3H 4H"


def auction(*moves):
    s = GAME.new_game(GAME.presets["auction-pitch"], 4, GAME.deal_from_text(AUCTION_DEAL))
    return play(s, *moves)


def test_auction_buttons_say_what_they_bind_and_raise_only_legal_bids():
    s = auction()
    html = V.bids(GAME.view(s, 0), set(GAME.legal_actions(s)), PAGE)
    assert "Pass: put the pitch up for sale" in html and "Pitch now: make 4" in html
    s = auction("pass", "bid 2", "bid 3", "pass")     # back to You, the eldest, to sell or keep
    html = V.bids(GAME.view(s, 0), set(GAME.legal_actions(s)), PAGE)
    assert "Sell to Bess: score 3" in html and "Keep the pitch: make 3" in html
    # seen from Bess at her turn: bid 1 and 2 drawn plain (clickable, answered with the rule), 3 and 4 raised
    s = auction("pass", "bid 2")
    html = V.bids(GAME.view(s, 2), set(GAME.legal_actions(s)), PAGE)
    keys = re.findall(r'data-key="seven_up:bid:([a-z0-9-]+)"', html)
    assert keys == ["pass", "bid-1", "bid-2", "bid-3", "bid-4"]
    assert V.turn_hint(GAME.view(s, 2)) == "bid more than 2, or pass."


def test_auction_felt_shows_each_bid_and_the_pitcher_and_hides_hands():
    s = auction("pass", "bid 2")
    felt = V.felt(GAME.view(s, 0))
    assert "bids 2" in felt and "offers the pitch for sale" in felt and "pitcher&#x27;s first card" in felt \
        or "pitcher's first card" in felt
    for c in ("QS", "JS", "AH"):
        assert V.label(c) not in felt
    s = auction("pass", "bid 2", "bid 3", "pass", "sell")
    assert "pitcher, bound to 3" in V.felt(GAME.view(s, 0))


def test_auction_bid_odds_drawn_from_the_engine():
    s = auction()
    rows = O.bid_odds([D.parse_card(c) for c in GAME.view(s, 0)["hand"]], 4)
    html = V.bid_odds(rows)
    assert "If you pitch" in html and html.count("<tr>") == 1 + len(rows)
    assert V.prob(rows[0]["hold_high"]) in html
