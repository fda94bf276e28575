"""The Draw Poker page in Streamlit's AppTest: it loads, a deal can be played by its widgets, refusals show."""

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from engine.core.cards import BY_INDEX
from tests.pages import board
from tests.pages.board import block_html, box_value, chrome_html, refusal, type_move
from tests.pages.board import title as page_title
from tests.pages.shown import shown

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "draw_poker.py")
K = "draw_poker:"


TABS = ("Learn", "Play", "Odds", "Rule card")


def app(seed="11", deal="QS QH 7D 4C 2S", tab=None):
    """The page; a link with a seed opens on Play. Tabs are lazy: only the open one runs."""
    at = AppTest.from_file(PAGE, default_timeout=90)
    if seed is not None:
        at.query_params["seed"] = seed
    if deal is not None:
        at.query_params["deal"] = deal
    at.run()
    if tab is not None:
        at.session_state[K + "tab"] = tab
        at.run()
    return at


def page_text(at) -> str:
    """Markdown, raw HTML blocks and the table's block (the felt, the hand, the live odds, the log), as one text."""
    return " ".join([m.value for m in at.markdown] + [h.proto.body for h in at.get("html")] + [block_html(at)])


def button(at, key):
    """A button of the table's block (by the key its Streamlit button had), else a Streamlit button."""
    try:
        return board.button(at, K + key)
    except StopIteration:
        raise AssertionError(f"no button {key}: {[b.key for b in board.buttons(at)]}") from None


def table(at):
    return at.session_state[K + "table"]


def test_learn_tab_has_the_lesson_and_the_advice_with_odds():
    at = AppTest.from_file(PAGE, default_timeout=90).run()
    assert not at.exception
    assert "Draw Poker" in page_title(at)
    text = shown(at)   # the lesson's prose is drawn as HTML: its '## ...' headings are <h2> elements
    assert re.search(r"<h2[^>]*>The ranking of hands</h2>", text)
    assert re.search(r"<h2[^>]*>Schenck's advice on drawing, and the odds</h2>", text)
    assert "Three to a pair" in text and "1552/5405 (28.71%)" in text          # the advice with its exact odds
    assert not [b for b in at.button if b.key and b.key.startswith(K + "act-")]   # the table is not run
    assert not board.blocks(at)


def test_odds_tab_has_the_standing_chart_and_rule_card_tab_renders():
    at = app(tab=TABS[2])
    assert not at.exception
    assert list(at.get("plotly_chart")), "the standing chart is missing"
    assert "Standing: how often each hand is dealt" in [h.value for h in at.subheader]
    assert "2,598,960" in str(at.get("plotly_chart")[0].proto)
    at.session_state[K + "tab"] = TABS[3]
    at.run()
    assert not at.exception
    assert any("SCHENCK'S DRAWING" in m.value for m in at.markdown)
    card = " ".join(m.value for m in at.markdown)
    from engine.games.draw_poker import RULES
    from engine.odds.draw_poker import advice_figures

    assert RULES["holding-age"].text in card                                # the rules from the rulebook
    pair = advice_figures()["pair"]["improve"]
    assert f"A pair: draw three ({float(pair) * 100:.1f}% to improve)" in card  # the figures from the odds


def test_play_make_good_mark_discards_and_draw():
    at = app()
    t = table(at)
    assert t.view()["hand"] == ["QS", "QH", "7D", "4C", "2S"] and t.learners_turn()
    button(at, "act-make-good").click().run()
    assert not at.exception
    live = page_text(at)
    assert "◀ Schenck" in live and "1552/5405" in live        # his advice marked, with its exact odds
    for c in ("7D", "4C", "2S"):
        button(at, f"card-{c}").click().run()
    assert button(at, "draw").label == "Throw away 3 and draw 3"
    button(at, "draw").click().run()
    assert not at.exception
    button(at, "pace:until").click().run()    # the computer players draw, at the learner's pace (here: at once)
    t = table(at)
    hand = t.view()["hand"]
    assert {"QS", "QH"} <= set(hand) and not {"7D", "4C", "2S"} & set(hand)
    assert any("You throw away three cards" in line for _, line in t.log())
    assert "Reading the draw" in page_text(at)            # the chance of being beaten, given their draws
    # the other players' cards never reach the page before the call
    page_html = page_text(at)
    assert "face down" in page_html
    for seat in (1, 2, 3):
        if str(seat) not in t.view()["shown"]:
            for c in t.state.hands[seat]:
                assert f'aria-label="{BY_INDEX[c].name}"' not in page_html


def test_refusal_is_shown_and_nothing_changes():
    at = app()
    before = table(at).record
    assert box_value(at, K + "amount-10") == "2"
    box = re.search(r'<input type="number" data-key="draw_poker:amount-10"[^>]*>', block_html(at)).group(0)
    assert 'min="1"' in box and 'max="10"' in box             # only legal amounts are offered
    type_move(at, "raise 999").run()
    assert not at.exception
    assert "Not allowed" in refusal(at) and "table-stakes" in refusal(at)
    assert table(at).record == before
    assert not at.error                                       # the refusal is the block's alert, not st.error
    # the refusal stands right below the bets that were used, above the box the move was written in
    html = block_html(at)
    assert html.index(K + "act-raise") < html.index('role="alert"') < html.index(K + "typed")


def test_raise_with_the_amount_box():
    at = app()
    raise_ = button(at, "act-raise")
    assert raise_.with_box == K + "amount-10" and raise_.label == "Raise ▸"
    raise_.click(box=3).run()
    assert not at.exception
    assert "You make good and raise the ante 3 chips (put up 4)." in [line for _, line in table(at).log()]


def test_written_move_out_of_phase_is_refused():
    at = app()
    type_move(at, "draw KS").run()
    assert "draw comes only" in refusal(at)
    type_move(at, "make-good").run()                          # a written move the engine takes
    assert not refusal(at) and any("You make good" in line for _, line in table(at).log())


def test_odds_tab_names_a_bad_hand():
    at = app(tab=TABS[2])
    at.text_input(key=K + "odds-hand").set_value("QS QS 7D 4C 2S").run()
    assert not at.exception
    assert any("That is not a hand" in e.value for e in at.error)


def test_tampered_link_gives_a_fresh_game_and_says_so():
    at = app(seed="abc", deal=None)
    assert not at.exception
    assert any("could not be used" in w.value for w in at.warning)
    assert table(at).view()["phase"] in ("going-in", "draw", "betting", "showdown")


def test_odds_tab_takes_the_hand_on_the_table():
    at = app(deal="AH 8H 5H 2H KS", tab=TABS[2])
    at.text_input(key=K + "odds-hand").set_value("2C 3C 4C 5C 6C").run()
    button(at, "odds-mine").click().run()
    assert at.text_input(key=K + "odds-hand").value == "AH KS 8H 5H 2H"
    assert not at.exception


def test_link_with_a_bad_deal_is_refused_with_its_reason():
    at = app(seed="5", deal="QS QS 7D 4C 2S")
    assert not at.exception
    assert any("could not be used" in w.value and "twice" in w.value for w in at.warning)


def test_mark_schenck_choice():
    at = app()
    button(at, "act-make-good").click().run()
    button(at, "advice").click().run()
    assert button(at, "draw").label == "Throw away 3 and draw 3"        # a pair: Schenck draws three
    assert button(at, "draw").act == "draw 7D 4C 2S"
    marked = {b.key for b in board.buttons(at) if b.key.startswith(K + "card-") and b.primary}
    assert marked == {K + "card-7D", K + "card-4C", K + "card-2S"}
    assert button(at, "card-7D").label == "7♦ × discard"      # named by what it shows: the card, then the word


def test_next_undo_and_the_live_odds_toggle_in_the_block():
    at = app()
    assert button(at, "pace:until").disabled and button(at, "undo").disabled   # the learner is to act
    assert "Show all 32 ways" in block_html(at) and block_html(at).count("<tr>") == 5   # the sensible holds
    button(at, "all-live").click().run()
    assert block_html(at).count("<tr>") == 33                              # all 32 ways, and the head
    button(at, "act-make-good").click().run()
    assert button(at, "pace:next").disabled and table(at).view()["phase"] == "draw"   # the learner draws first
    assert button(at, "draw").label == "Stand pat (draw none)" and button(at, "draw").act == "stand"
    button(at, "draw").click().run()
    assert table(at).log()[-1][0] == 0 and table(at).bots_turn()
    assert not button(at, "pace:next").disabled                            # the computer players are to draw
    button(at, "pace:next").click().run()                                  # one of them acts
    n = len(table(at).record.actions)
    button(at, "undo").click().run()
    assert len(table(at).record.actions) < n and table(at).learners_turn()
    assert not at.exception


def test_the_pace_chooser_is_outside_the_table_block_and_a_choice_is_kept():
    at = app()
    assert "By hand" not in block_html(at) and 'aria-label="Computer players"' in chrome_html(at)
    board.button(at, K + "pace:mode:class").click().run()
    assert at.session_state[K + "pace:mode"] == "class" and not at.exception
    assert re.search(r'aria-checked="true"[^>]*data-act="pace class"', chrome_html(at))


def test_a_finished_session_deals_a_new_one_from_the_block_and_the_share_link_follows():
    at = app()
    at.session_state[K + "share-open"] = True                 # the share panel opened (drawn only when open)
    button(at, "settings-open").click().run()                 # the settings bar opens a new session's settings
    at.number_input(key=K + "deals").set_value(1)
    at.button(key=K + "new").click().run()                    # a new session: one deal
    t = table(at)
    assert t.variant.deals == 1
    for _ in range(500):                                      # play it out (the learner: his first legal move)
        if t.game.is_over(t.state):
            break
        t.act(t.legal()[0]) if t.learners_turn() else t.step_bot()
    at.run()
    assert "Game over." in block_html(at)                     # the turn banner, in the block
    again = button(at, "again")
    assert again.primary and again.label.startswith("Deal a new session")
    again.click().run()
    assert not at.exception
    new = table(at)
    # a new deal (it may be over already: a one-deal session ends when the others all throw up before the learner
    # acts, which a fresh seed deals now and then)
    assert new is not t and new.record.seed != t.record.seed and new.variant.deals == 1
    assert any(str(new.record.seed) in c.value for c in at.code)   # the share link names the new deal


def parts(at) -> dict:
    """The table block's parts as sent (board.Parts): the browser redraws only those whose HTML changed."""
    import json

    return json.loads(board.blocks(at)[0].proto.json)["parts"]


def test_marking_a_card_changes_only_the_hand_part_and_a_refusal_comes_and_goes_as_a_part_of_its_own():
    at = app()
    button(at, "act-make-good").click().run()              # at the learner's draw (AppTest: the others at once)
    before = parts(at)
    assert {"felt", "hand", "log", "odds", "pace"} <= set(before) and "refusal" not in before
    button(at, "card-7D").click().run()
    after = parts(at)
    assert {name for name in after if after[name] != before.get(name)} == {"hand"}   # the odds, felt, log: as they were
    type_move(at, "bet 3").run()                             # a refusal: its part appears below the hand's
    refused = parts(at)
    assert "Not allowed" in refused["refusal"] and refused["hand"] == after["hand"]
    button(at, "card-4C").click().run()                      # the next click answers it: the part goes
    assert "refusal" not in parts(at)
