"""The pure HTML parts (lessons/views/markup.py, controls.py): what a screen reader hears, what a click sends."""

from __future__ import annotations

from engine.core.cards import Card
from engine.core.dice import SCARNEY, STANDARD
from lessons.views import controls, markup


def test_a_card_says_its_name_and_takes_the_chosen_colours():
    ten = Card.parse("10D")
    assert 'aria-label="ten of diamonds"' in markup.card(ten).lower()
    assert "cp-red" in markup.card(ten)
    with markup.colours(True):
        assert "cp-blue" in markup.card(ten)
    assert "cp-red" in markup.card(ten)          # the block's choice ends with the block
    assert "cp-blue" in markup.card(ten, four=True)


def test_the_preference_is_read_where_the_site_keeps_it():
    chosen = {"four": True}
    markup.prefer(lambda: chosen["four"])
    try:
        assert "cp-green" in markup.card(Card.parse("QC"))
        chosen["four"] = False
        assert "cp-black" in markup.card(Card.parse("QC"))
        with markup.colours(True):                # a block's own choice wins over the preference
            assert "cp-green" in markup.card(Card.parse("QC"))
    finally:
        markup.prefer(lambda: False)


def test_dice_say_their_faces_and_a_dead_die_is_marked():
    one = STANDARD.faces[0]
    assert f'aria-label="a die showing {one.label}"' in markup.die(one)
    dead = next(f for f in SCARNEY.faces if f.value == 0)
    assert "cp-dead" in markup.die(dead) and "cp-dead" not in markup.die(one)


def test_text_is_escaped_and_no_hand_is_said_as_none():
    assert markup.escape("<b>&") == "&lt;b&gt;&amp;"
    assert "none" in markup.cards([])
    assert markup.backs(3).count("face down") == 3


def test_a_button_sends_its_move_escaped_and_says_its_state():
    b = controls.button('bet "5"', "Bet <5>", key="k", primary=True, pressed=True, help="a 'tip'")
    assert 'data-act="bet &quot;5&quot;"' in b and "Bet &lt;5&gt;" in b
    assert 'aria-pressed="true"' in b and 'data-kind="primary"' in b and "title=\"a &#x27;tip&#x27;\"" in b
    assert "disabled" in controls.button("x", "X", key="k", disabled=True)


def test_a_group_of_radios_checks_the_chosen_one_only():
    g = controls.radios("Pace", {"slow": "Slow", "fast": "Fast"}, "fast", act="pace", key="p", group_cls="g", cls="c")
    assert g.count('aria-checked="true"') == 1 and 'aria-checked="true" class="c" data-act="pace fast"' in g


def test_parts_put_a_slot_in_the_frame_and_whole_puts_them_back():
    parts = controls.Parts()
    frame = "<div>" + parts("hand", "<p>cards</p>") + parts("empty", "") + "</div>"
    assert frame == '<div><div class="cp-slot" data-slot="hand"></div></div>'
    assert controls.whole(frame, parts.html) == '<div><div class="cp-slot" data-slot="hand"><p>cards</p></div></div>'


def test_a_refusal_names_its_rule_and_source():
    html = controls.refusal({"reason": "Follow suit <now>", "rule": "Follow", "rule_id": "follow",
                             "cite": "Foster, *Complete Hoyle*, p. 1"}, notice="Saved.")
    assert "Follow suit &lt;now&gt;" in html and "<i>Complete Hoyle</i>" in html and "(follow)" in html
    assert html.count('role="alert"') == 2
    assert controls.refusal(None) == ""


def test_a_chance_is_written_exactly_then_as_a_percentage():
    from fractions import Fraction

    assert markup.prob(Fraction(17, 216)) == "17/216 (7.87%)"
    assert markup.prob(Fraction(1552, 5405), 4) == "1552/5405 (28.7142%)"
    assert markup.prob(0) == "0 (0.00%)" and markup.prob(1) == "1 (100.00%)"
    assert markup.estimate(412, 1000).startswith("41.2%") and "n = 1,000" in markup.estimate(412, 1000)


def test_the_turn_banner_says_whose_turn_it_is():
    from engine.core.table import Table
    from engine.games.seven_up import GAME

    t = Table.new(GAME, GAME.Variant(), seed=5, learner=0)
    who = t.state.to_act
    banner = markup.turn_banner(t)
    assert ("Your turn." in banner) == (who == 0)
    if who != 0:
        assert f"{GAME.seat_name(t.variant, who)} is to act" in banner
    assert controls.key("seven_up", "table") == "seven_up:table"
