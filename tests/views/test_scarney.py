"""What the two Scarney dice tables draw alike (lessons/views/scarney.py): the dice as a screen reader hears them,
a throw and its total, the players with the one to act marked, the felt, and the buttons every dice table has."""

from __future__ import annotations

import re

from lessons.views import scarney as sc


def view(**over) -> dict:
    v = {"seat": 0, "names": ["You", "Ada", "Ben"], "order": [2, 0, 1], "to_act": 0}
    return {**v, **over}


def test_dice_say_their_faces_a_dead_die_is_marked_and_only_a_fresh_throw_tumbles():
    html = sc.dice([3, 0, 6])
    assert re.findall(r'aria-label="a die showing ([^"]+)"', html) == ["3", "dead", "6"]
    assert html.count('role="img"') == 3 and html.count("cp-dead") == 1
    assert 'class="sc-roll"' in sc.dice([1], roll=True) and "sc-roll" not in sc.dice([1])
    assert "—" in sc.dice([]) and "cp-die" not in sc.dice([])


def test_a_throw_for_a_place_names_the_thrower_escaped_with_its_total():
    v = view(names=["You", "<Ada & co>", "Ben"])
    mine = sc.order_throw(v, {"seat": 0, "dice": [1, 0, 4, 6, 3]}, "for the bank", roll=False)
    assert "You throw for the bank" in mine and "total 14" in mine and mine.count("cp-die") == 5
    theirs = sc.order_throw(v, {"seat": 1, "dice": [6, 6, 6, 6, 6]}, "for the order", roll=True)
    assert "&lt;Ada &amp; co&gt; throws for the order" in theirs and "<Ada" not in theirs
    assert "total 30" in theirs and "sc-roll" in theirs


def test_the_players_follow_the_order_of_play_and_the_one_to_act_is_marked_once():
    html = sc.seats_table(view(), "the players", ("player", "tokens"), lambda s: [view()["names"][s], s + 1])
    assert 'aria-label="the players"' in html and "<th>player</th><th>tokens</th>" in html
    assert re.findall(r"<tr[^>]*><td>(\w+)</td>", html) == ["Ben", "You", "Ada"]
    assert html.count("sc-now") == 1 and '<tr class="sc-now"><td>You</td><td>1</td>' in html
    # before the order is set: the seats in turn; nobody to act, nobody marked
    unset = sc.seats_table(view(order=[], to_act=None), "x", ("player",), lambda s: [s])
    assert re.findall(r"<td>(\d)</td>", unset) == ["0", "1", "2"] and "sc-now" not in unset


def test_the_felt_is_announced_only_when_live_and_its_heading_is_escaped():
    live = sc.felt("Carl <banks>", "<p>body</p>")
    assert live.startswith('<div class="cp-felt">') and "Carl &lt;banks&gt;" in live
    assert "aria-live" not in live    # the table's own live region announces what changed (tablepage.said)
    assert "<p>body</p>" in live
    assert "aria-live" not in sc.felt("Carl", "", live=False)


def test_a_throw_row_shows_the_dice_lying_and_those_aside_under_their_label():
    row = sc.throw_row("Ada", sc.dice([4, 6]), sc.aside("set aside", sc.dice([0, 0])), "2 of 5 dead")
    assert row.count("cp-die") == 4 and row.count("cp-dead") == 2
    assert '<span class="sc-aside"><span class="cp-label">set aside</span>' in row and "<span>2 of 5 dead</span>" in row


def test_throw_is_raised_on_the_learners_turn_and_becomes_draw_for_the_draw():
    mine = sc.throw_button("p", primary=True)
    assert 'data-act="throw"' in mine and 'data-key="p:throw"' in mine and 'data-kind="primary"' in mine
    assert ">casino</span> Throw</button>" in mine and "disabled" not in mine
    draw = sc.throw_button("p", primary=False, drawing=True, disabled=True)
    assert 'data-act="draw"' in draw and "Draw</button>" in draw and 'data-kind="secondary"' in draw
    assert " disabled>" in draw


def test_next_throw_and_to_my_turn_are_live_only_while_the_computer_players_throw():
    theirs = sc.turn_buttons("p", True, ("throws", "throw"))
    assert [re.search(r'data-act="([^"]+)"', b).group(1) for b in theirs] == ["p:next", "p:skip"]
    assert 'data-kind="primary"' in theirs[0] and 'data-kind="secondary"' in theirs[1]
    assert not any(" disabled>" in b for b in theirs)
    assert 'title="The next computer player throws: one throw at a time, at your pace."' in theirs[0]
    assert 'title="The computer players throw until it is your turn."' in theirs[1]
    mine = sc.turn_buttons("p", False, ("acts", "act"))
    assert all(" disabled>" in b for b in mine) and 'data-kind="primary"' not in mine[0]
    assert "computer player acts" in mine[0]


def test_the_lessons_picture_shows_the_six_faces_two_of_them_dead():
    fig = sc.faces_figure("the six faces")
    assert fig.count('role="img"') == 6 and fig.count("cp-dead") == 2 and "the six faces</span>" in fig
