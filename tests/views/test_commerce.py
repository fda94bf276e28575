"""Commerce's table drawn from the learner's view (lessons/views/commerce.py), without Streamlit: what a screen
reader hears, that another seat's cards are never drawn before the engine shows them, that a legal move is a live
button and an illegal one disabled and plain, that text is escaped, the money and the figures shown."""

from __future__ import annotations

import re

import pytest

from engine.bots.commerce import BOTS
from engine.core.cards import Card
from engine.core.table import Table
from engine.games.commerce import GAME
from engine.odds.commerce import hand_figures, seat_question, widow_exchanges
from lessons.views import commerce as V
from lessons.views import controls, markup
from tests.views.spoken import button_with, shown, spoken

NEW4 = "5S 5H 9D | AS KS QS | 2C 3D 4H | 7H 8H 10S"
OLD4 = "5S 5H 9D | AS KS 2D | 2C 3D 4H | 7H 8H 10S / 5D QH JC"


def table(deal: str = NEW4, rules: str = "new-game", seed: int = 3) -> Table:
    v = GAME.presets[rules]
    return Table.new(GAME, v, seed, deal=deal, learner=0,
                     bots={i: BOTS["stander" if i % 2 else "trader"] for i in range(1, v.players)})


def drawn(t: Table, refusal: str = "", odds: str = "") -> str:
    """The whole block as the browser shows it (its frame with each part in its slot)."""
    html, parts = V.block(t.view(), t, banner='<div class="cp-turn">BANNER</div>', refusal=refusal,
                          pace="<i>PACE</i>", odds=odds, review="<i>REVIEW</i>")
    return controls.whole(html, parts.html)


def buttons(html: str) -> dict[str, str]:
    """Each button's move (data-act) to its whole tag."""
    return {m.group(1): m.group(0) for m in re.finditer(r'<button [^>]*data-act="([^"]*)"[^>]*>', html)}


def names(cards: str) -> list[str]:
    return [Card.parse(c).name for c in cards.split()]


def test_only_the_learners_cards_are_drawn_until_the_hands_are_shown():
    t = table()
    html = drawn(t)
    mine, theirs = NEW4.split(" | ")[0], " ".join(NEW4.split(" | ")[1:])
    assert all(f'aria-label="{n}"' in html for n in names(mine))      # the screen reader hears the learner's cards
    assert not [c for c in theirs.split() if Card.parse(c).name in html or Card.parse(c).unicode in html]
    assert "<b>Your cards</b>" in html and "a pair of fives" in html
    t.act("stand")   # the others stand or trade: the deal is settled and every hand laid open
    assert t.state.phase == "settled"
    shown = drawn(t)
    assert all(f'aria-label="{n}"' in shown for n in names("AS KS QS"))
    assert "<b>Your cards</b>" not in shown   # the seats show every hand now, the learner's too


def test_the_widow_is_drawn_face_up_but_no_one_elses_hand():
    t = table(OLD4, "old-game")
    html = drawn(t)
    assert "the widow, face up: " in html
    assert all(f'aria-label="{n}"' in html for n in names("5D QH JC"))
    assert not [c for c in "AS KS 2D 2C 3D 4H 7H 8H 10S".split() if Card.parse(c).name in html]


def test_each_legal_move_is_a_live_button_and_each_refused_one_is_disabled():
    t = table()
    acts = buttons(V.actions_html(t.view(), t))
    legal = {str(a) for a in t.legal()}
    assert set(acts) == legal                                       # every move of the hand has its button
    assert not [a for a, tag in acts.items() if " disabled" in tag]

    class NoBarter:   # the same table, where the engine would refuse bartering the 9♦
        def __getattr__(self, name):
            return getattr(t, name)

        def legal(self):
            return [a for a in t.legal() if str(a) != "barter 9D"]

    acts = buttons(V.actions_html(t.view(), NoBarter()))
    assert acts["barter 9D"].endswith(" disabled>") and 'data-kind="secondary"' in acts["barter 9D"]
    assert " disabled" not in acts["barter 5S"]


def test_the_move_asked_for_is_raised_after_a_trade():
    t = table()
    t.act("trade money 9D")
    acts = buttons(V.actions_html(t.view(), t))
    assert set(acts) == {"stand", "continue"}
    assert 'data-kind="primary"' in acts["stand"] and 'data-kind="secondary"' in acts["continue"]
    assert V.status_html(t.view(), t) == "<b>Deal 1.</b> You have traded: stand, or let the trading pass on?"


def test_buttons_say_what_each_move_costs_and_to_whom():
    t = table()
    html = V.actions_html(t.view(), t)
    buy, barter = button_with(html, "trade money 9D"), button_with(html, "barter 9D")
    assert shown(buy) == "Buy: throw 9♦, pay 6d" and shown(barter) == "Barter 9♦ (free)"           # as shown
    assert spoken(buy) == "Buy: throw nine of diamonds, pay 6 pence" and spoken(barter) == "Barter nine of diamonds (free)"
    assert 'title="Pay 6d to Caleb (into the pool if you deal), throw this card unseen' in html   # the dealer
    assert "Offer this card to Abner, who gives you one of his for it, or stands." in html
    assert 'data-key="commerce:act:trade money 9D"' in html


def test_the_widow_exchange_buttons_say_both_cards_and_take_the_chosen_colours():
    t = table(OLD4, "old-game")
    with markup.colours(True):
        html = V.actions_html(t.view(), t)
    swap = button_with(html, "exchange 9D 5D")
    assert spoken(swap) == "five of diamonds" and shown(swap) == "5♦"      # the card it takes, in a group saying what
    assert 'role="group" aria-label="Give the nine of diamonds for"' in html   # it gives
    assert re.search(r'<span class="cp-blue"[^>]*>9♦</span>', html)                 # diamonds blue in the four-colour deck
    assert '<span class="cp-blue">' not in V.actions_html(t.view(), t)   # red in two colours
    assert "Pass (no more exchanges)" in html and ">Stand</button>" in html


def test_the_pool_the_stake_and_the_purses_are_the_engines_numbers():
    t = table()
    view = t.view()
    assert V.centre_html(view) == ('<div class="cm-centre">Pool <b>2s 6d</b> · stake 6d · 40 cards in the pack'
                                   "</div>")
    seats = V.seats_html(view)
    assert len(re.findall(r'class="cm-seat[ "]', seats)) == 4
    assert seats.count("<br>19s 6d</div>") == 3 and seats.count("<br>19s</div>") == 1   # the dealer paid the pool
    assert '<span class="cm-tag">dealer</span>' in seats and "cm-turn" in seats.split("</div>")[0]
    old = table(OLD4, "old-game").view()
    assert V.centre_html(old).startswith('<div class="cm-centre">No pool: the winner has 6d from each player · ')


def test_pool_commerce_shows_counters():
    t = Table.new(GAME, GAME.presets["pool"], 4, learner=0)
    view = t.view()
    assert "counters 3" in V.seats_html(view)
    assert f"{view['pool_counters']} counter(s) in the pool" in V.centre_html(view)


def test_text_from_the_view_is_escaped():
    view = {**table().view(), "hand_name": "<script>x</script>",
            "result": {"lines": ["You & <b>Abner</b>"]}, "shown": {}}
    assert "&lt;script&gt;" in V.hand_html(view) and "<script>" not in V.hand_html(view)
    assert V.settlement_html(view) == '<div class="cm-settle">You &amp; &lt;b&gt;Abner&lt;/b&gt;</div>'
    shown = {**view, "shown": {"1": {"cards": ["AS"], "name": "<i>ace</i>"}}}
    assert "&lt;i&gt;ace&lt;/i&gt;" in V.seats_html(shown)


def test_the_settled_deal_says_who_won_and_offers_the_next_deal():
    t = table()
    t.act("stand")
    view = t.view()
    assert "Abner wins with a sequence, ace high" in V.settlement_html(view)
    assert V.status_html(view, t).startswith("<b>Deal 1 is settled.</b> ")
    html = V.actions_html(view, t)
    assert f'data-act="{V.NEXT_DEAL}"' in html and 'data-key="commerce:next"' in html
    assert V.review_state_html(view) == V.seats_html(view) + V.centre_html(view) + V.settlement_html(view)


def test_the_block_puts_the_refusal_below_the_moves_and_above_undo():
    t = table()
    html = drawn(t, refusal='<div role="alert">NO</div>')
    assert html.index('data-act="stand"') < html.index("NO") < html.index(f'data-act="{V.UNDO}"')
    assert html.index("BANNER") < html.index("Trade or stand?") < html.index("PACE") < html.index("REVIEW")
    undo = buttons(html)[V.UNDO]
    assert " disabled" in undo                        # no move of the learner's yet
    t.act("trade money 9D")
    assert " disabled" not in buttons(drawn(t))[V.UNDO]
    assert 'placeholder="stand · trade money 7C' in html and 'aria-label="Or type a move"' in html


def test_the_log_says_when_it_shows_only_the_newest_moves():
    t = table()
    assert "Move log (newest first)" in V.log_html(t)
    many = type("Long", (), {"log": lambda self: [(1, "x")] * 90, "learner": 0})()
    assert "Move log (newest first, the last 80)" in V.log_html(many) and V.log_html(many).count('<div class="">x</div>') == 80


@pytest.fixture(scope="module")
def figures_new():
    view = table().view()
    return view, hand_figures(*seat_question(view), samples=200, seed=7)


def test_live_odds_give_the_exact_chance_first_and_each_trade(figures_new):
    view, f = figures_new
    html = V.live_odds_html(view, f)
    win = f["one_other"]["win"]
    assert f"Beats one other hand: <b>{win.numerator}/{win.denominator} ({float(win) * 100:.2f}%)</b>" in html
    assert "Best of all 4 hands, simulated" in html
    assert html.count("<tr>") == 1 + 3                       # the heading and one row per card thrown
    assert '<td>9♦</td><td>' in html and " pts</td>" in html
    assert V.live_odds_html({**view, "hand": []}, None) == '<div class="cp-caption">No cards this hand.</div>'


def test_live_odds_in_the_old_game_list_the_four_best_exchanges():
    view = table(OLD4, "old-game").view()
    hand, known, pack, limited, _ = seat_question(view)
    ex = widow_exchanges(hand, tuple(Card.parse(c).index for c in view["widow"]), known, pack, limited)
    f = hand_figures(*seat_question(view), samples=200, seed=7)
    html = V.live_odds_html(view, f, ex)
    assert html.count("<tr>") == 1 + 4
    best = ex[0]
    assert f"<td>9♦</td><td>5♦</td><td>{best['makes']}</td><td>{float(best['win']) * 100:.1f}%</td>" in html


def test_the_odds_words_are_drawn_as_the_sites_parts_draw_them():
    from lessons.parts import lesson

    rows = [{"A & B": "<x>", "n": 3}]
    assert V.table_html(rows, 'a "label"') == lesson.table_html(rows, 'a "label"')
    assert V.table_html([]) == ""


def test_the_odds_tab_and_the_lesson_quote_the_exact_counts():
    rows = V.combos_rows()
    assert rows[-1] == {"Combination": "all", "Hands": "22,100", "Chance": "1"}
    tricon = next(r for r in rows if r["Combination"] == "tricon")
    assert tricon == {"Combination": "tricon", "Hands": "52", "Chance": "1/425 (0.235%)"}
    assert 'aria-label="how often each combination is dealt from the full pack"' in V.combos_figure()
    values = V.lesson_values()
    assert values["total52"] == "22,100" and values["p_tricon"] == "1/425 (0.235%)" and values["n_tricon"] == "52"
    assert len(V.combos_chart().data) == 2 * 3              # both packs, every Limited rule


def test_any_hand_is_summed_up_in_a_line_and_a_row_per_card():
    f = hand_figures(tuple(c.index for c in map(Card.parse, "AS KS QS".split())), samples=100, seed=7)
    assert V.hand_summary(f).startswith("**a sequence, ace high** beats one other hand ")
    assert "best of 4 hands " in V.hand_summary(f)
    rows = V.trade_rows(f)
    assert [r["Throw"] for r in rows] == ["A♠", "K♠", "Q♠"] and all(r["Change"].endswith(" pts") for r in rows)
