"""Every table's buttons are named as a person says them (issue 28): no suit's sign, pointing mark, die face, 'd'
for pence, '¢' or '60:1' left in a button's accessible name, while its text is what it shows. Each game is played
from several seeds by random legal moves, the learner's controls drawn at every state of the learner's turn (and the
last state), as its page draws them; and the move log and what is announced after a move say tiles and dice as
said."""

from __future__ import annotations

import random
import re

import pytest

from engine.core.table import Table
from engine.games import get_game
from lessons.views import chuck_a_luck as CK
from lessons.views import commerce as CM
from lessons.views import controls, markup, said
from lessons.views import domino_euchre as DE
from lessons.views import draw_poker as DP
from lessons.views import euchre as EU
from lessons.views import pie_eyed_dice as PIE
from lessons.views import scarney_chemin_de_fer as SCF
from lessons.views import seven_up as SU
from tests.views.spoken import shown, spoken

# a sign left unsaid: a suit, a pointing mark or arrow, a die's face, a card or tile or odds written short, money
UNSAID = re.compile(r"[♣♦♥♠▸◂↩→×⚀-⚅]|\b\d+d\b|\b\d+s \d+d\b|\d+¢|\b\d+:\d+\b|(?<![\w-])[0-6]-[0-6](?![\w-])")


def _chuck(t: Table) -> str:
    p = controls.Parts()
    html = CK.table_html(t, t.view(), 25, p, banner="", refusal="")
    return controls.whole(controls.whole(html, p.html), p.html)   # a part inside a part (the layout's rows)


def _commerce(t: Table) -> str:
    frame, p = CM.block(t.view(), t, banner="", refusal="", pace="", odds="", review="")
    return controls.whole(frame, p.html)


def _domino(page: str):
    def draw(t: Table) -> str:
        view, legal, mine = t.view(), set(map(str, t.legal())), t.learners_turn()
        return (DE.bids(view, legal, page=page, alone_act=f"{page}:alone", alone_on=False)
                + DE.hand(view, legal, mine=mine, page=page))
    return draw


def _euchre(t: Table) -> str:
    view, legal, mine = t.view(), set(map(str, t.legal())), t.learners_turn()
    return EU.hand_html(view, legal, mine) + EU.bids_html(view, legal, mine)


def _seven_up(t: Table) -> str:
    view, legal = t.view(), set(map(str, t.legal()))
    return SU.bids(view, legal, "seven_up") + SU.hand(view, legal, "seven_up")


def _draw_poker(t: Table) -> str:
    view = t.view()
    return DP.hand_html(view) + DP.actions_html(view, list(map(str, t.legal())))


def _scarney(t: Table) -> str:
    return SCF.controls_html(t, t.view(), "scarney_chemin_de_fer", throwing=True, undoable=True,
                             verbs=("Next throw", "To my turn"))


def _pie(t: Table) -> str:
    return PIE.controls_html(t, "pie_eyed_dice", ("Next throw", "To my turn"))


DRAWN = {"euchre": _euchre, "seven-up": _seven_up, "draw-poker": _draw_poker, "domino-euchre": _domino("domino_euchre"),
         "call-ace": _domino("call_ace"), "commerce": _commerce, "chuck-a-luck": _chuck,
         "scarney-chemin-de-fer": _scarney, "pie-eyed-dice": _pie}


def _played(slug: str, seed: int, moves: int = 160):
    """The tables met along one game of random legal moves (the learner's turns and the last)."""
    game = get_game(slug)
    t = Table.new(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(t.state):
            break
        if t.learners_turn():
            yield t
            t.act(rng.choice(t.legal()))
        else:
            t.step_bot()
    yield t


@pytest.mark.parametrize("slug", sorted(DRAWN))
def test_every_button_is_named_in_words(slug):
    names, seen = set(), 0
    for seed in (1, 2, 3):
        for t in _played(slug, seed):
            for b in re.findall(r"<button\b.*?</button>", DRAWN[slug](t), flags=re.S):
                name = spoken(b)
                seen += 1
                assert name.strip(), b
                assert not UNSAID.search(name), (slug, name, b)
                names.add(name)
    assert seen > 10 and len(names) >= 3, (slug, names)


def test_signs_are_said_and_shown():
    assert spoken(controls.button("order-up", "Order up the 10♣", key="k")) == "Order up the ten of clubs"
    assert spoken(controls.button("raise", "Raise ▸", key="k")) == "Raise"
    buy = controls.button("trade money AH", "Buy: throw A♥, pay 6d", key="k")
    assert spoken(buy) == "Buy: throw ace of hearts, pay 6 pence"
    assert re.sub(r"<[^>]+>", "", buy) == "Buy: throw A♥, pay 6d"          # what it shows, unchanged
    assert 'aria-label="' not in buy.split(">", 1)[0]                        # named by its content, no name of its own
    assert spoken(controls.button("name C", "♣ clubs", key="k")) == "clubs"  # the sign not said twice
    assert markup.say("The pool → Abner: 2s 6d; £1 2s") == ("The pool to Abner: 2 shillings 6 pence; 1 pound "
                                                            "2 shillings")
    assert markup.say("a raffle, three 5s; Low 4–10; Raffle 30:1; ↩ 1¢") == (
        "a raffle, three 5s; Low 4 to 10; Raffle 30 to 1; take back 1 cent")
    assert markup.say("You bet 1-chip; Hand 1: (You 2, Abner 1)") == "You bet 1-chip; Hand 1: (You 2, Abner 1)"


def test_chuck_a_luck_squares_say_what_they_show_and_pay():
    t = Table.new(get_game("chuck-a-luck"), seed=5)
    t.run_bots()
    t.act("bet total:4 0.25")
    names = [spoken(b) for b in re.findall(r"<button\b.*?</button>", _chuck(t), flags=re.S)]
    assert any(n.startswith("total 4, pays 60 to 1 with 25 cents of yours") for n in names)
    assert any(n.startswith("the four") for n in names) and any(n.startswith("Raffle, pays 30 to 1") for n in names)
    assert "take back 25 cents from total 4" in names and "25 cents" in names   # the bet to take back; the chip


def test_tiles_and_dice_in_the_log_and_announcements_are_said():
    assert said.spoken("Abner leads the 6-4 (sixes led).") == "Abner leads the six–four (sixes led)."
    assert said.spoken("Bess plays the 4-4 (the left bower).") == "Bess plays the double four (the left bower)."
    assert said.spoken("You call for the throw: the banker chucks 3-5-5, total 13.") == (
        "You call for the throw: the banker chucks a three, a five and a five, total 13.")
    assert said.spoken("Abner plays the K♠; You take the trick.") == "Abner plays the king of spades; You take the trick."
    assert said.spoken("Ben, the banker, throws 4 4 dead 6 6: count 20, point 0.") == (
        "Ben, the banker, throws a four, a four, a dead die, a six and a six: count 20, point 0.")
    assert said.spoken("Ben draws with the 1 dead die: 4; count 24.") == "Ben draws with the 1 dead die: a four; count 24."
    assert said.spoken("Seat 1 goes in: 2 chips. (You 2, Abner 1)") == "Seat 1 goes in: 2 chips. (You 2, Abner 1)"
    t = Table.new(get_game("domino-euchre"), seed=3)
    t.run_bots()
    while not t.learners_turn():
        t.step_bot()
    t.act(t.legal()[0])
    t.run_bots()
    log = markup.move_log_html(t)
    lines = re.findall(r"<div class=\"[^\"]*\">(.*?)</div>", log)
    heard = [spoken(f"<p>{line}</p>") for line in lines]           # each line as a screen reader reads it
    assert len(lines) > 3 and not [h for h in heard if UNSAID.search(h)]
    assert any(re.search(r"(leads|plays) the (double \w+|\w+–\w+)", h) for h in heard), heard
    eye = [shown(re.sub(r'<span class="cp-sr">.*?</span>', "", line)) for line in lines]   # the said words unseen
    assert eye == [text for _, text in reversed(t.log())]                                 # the eye reads as written
