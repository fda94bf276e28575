"""The projector parts in AppTest, on every page that uses them: the hand review (a finished hand laid open and
replayed move by move from the record), the pacing part's controls and its clock, and presenter mode."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.core.record import replay_states
from lessons.parts import pace, present
from tests.pages.board import alerts as block_alerts
from tests.pages.board import button as board_button

ROOT = Path(__file__).resolve().parents[2]
# page module -> (the view's hand counter, link)
REVIEWED = {"euchre": ("deal_no", {"seed": "7"}), "seven_up": ("deal_no", {"seed": "7"}),
            "draw_poker": ("deal", {"seed": "11"}), "domino_euchre": ("deal_no", {"seed": "7"}),
            "call_ace": ("deal_no", {"seed": "7"})}


def app(module: str, **params) -> AppTest:
    at = AppTest.from_file(str(ROOT / "lessons" / f"{module}.py"), default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state[f"{module}:tab"] = "Play"
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def play_a_hand(t, key: str) -> None:
    """Play the table on (the learner taking the first legal action) until a hand is finished."""
    start = t.view()[key]
    play_until(t, lambda t: t.view()[key] != start, 600)


def html(at) -> str:
    return " ".join([m.value for m in at.markdown] + [c.value for c in at.caption] + [h.proto.body for h in at.get("html")])


@pytest.mark.parametrize("module", list(REVIEWED))
def test_a_finished_hand_is_laid_open_and_replayed_move_by_move(module):
    key, link = REVIEWED[module]
    at = app(module, **link)
    t = at.session_state[f"{module}:table"]
    board_button(at, f"{module}:review:open").click().run()
    assert "No hand is finished yet" in html(at)           # nothing laid open while its cards still matter
    play_a_hand(t, key)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    page = html(at)
    assert "Move 0 of" in page and "The deal." in page
    states = replay_states(t.record, t.game)
    # at the deal every seat's cards are shown, as each seat's own view holds them
    first = states[0]
    for seat in range(t.game.seats(t.variant)):
        for card in t.game.view(first, seat)["hand"][:1]:
            assert card[:-1] in page or "tile" in page, (seat, card)
    at.button(key=f"{module}:review:fwd").click().run()
    assert "Move 1 of" in html(at)
    at.button(key=f"{module}:review:last").click().run()
    at.button(key=f"{module}:review:back").click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_the_pace_waits_its_time_and_counts_from_the_learners_click(monkeypatch):
    """tick(): no computer action before the pace has elapsed; one when it has; a trick's end waits a beat."""
    at = app("euchre", seed="7")
    t = at.session_state["euchre:table"]
    t.act("pass")
    clock = [100.0]
    monkeypatch.setattr(pace.time, "monotonic", lambda: clock[0])
    state = {"euchre:pace:mode": "class"}
    monkeypatch.setattr(pace.st, "session_state", state)
    n = len(t.record.actions)
    assert not pace.tick("euchre", t)                       # the learner's pass just seen: the clock starts
    clock[0] += 0.5
    assert not pace.tick("euchre", t) and len(t.record.actions) == n     # under half a beat: too soon
    clock[0] += 0.8
    assert pace.tick("euchre", t) and len(t.record.actions) == n + 1
    clock[0] += 1.2
    assert pace.tick("euchre", t) and pace.intervals("euchre") == [1.2]
    state["euchre:pace:mode"] = "step"
    clock[0] += 5
    assert not pace.tick("euchre", t)                       # by hand: nothing by itself


# presenter mode's rule that hides the sidebar and the header (lessons/parts/present.py), and only it
HIDES_CHROME = present.CSS.split("{")[0].split("<style>")[1].strip()


def test_presenter_mode_from_a_link_hides_the_chrome():
    at = app("seven_up", seed="7", players="4", present="1")
    assert at.session_state["prefs:presenter"] is True
    # 'present' is the site's, not a rule option: the link's game opens (four players), no notice
    assert not any("could not be used" in w.value for w in at.warning) and "could not be used" not in html(at)
    assert at.session_state["seven_up:table"].variant.players == 4
    assert "present" not in at.query_params
    assert any(HIDES_CHROME in h.proto.body for h in at.get("html"))
    at.button(key="prefs:presenter:leave").click().run()
    assert at.session_state["prefs:presenter"] is False and not at.exception
    assert not any(HIDES_CHROME in h.proto.body for h in at.get("html"))   # the sidebar shows again
    # (the toggle, above the list of pages, is the site's sidebar's: tests/pages/test_sidebar.py)


# The review where a hand is not a deal of cards: Commerce's deal (over once settled), Scarney Chemin de Fer's coup
# and Pie-Eyed Dice's round of roles (every throw public: the table as it stood, no seats' holdings).
# page module -> (the noun, the hand as the page counts it, the first hand's title)
OTHER_HANDS = {
    "commerce": ("deal", lambda v: v["deal"], "Deal 1"),
    "scarney_chemin_de_fer": ("coup", lambda v: (v["bank_no"], v["rounds_done"]), "The throws for the bank"),
    "pie_eyed_dice": ("round", lambda v: "order" if v["phase"] == "seating" else v["rounds_done"],
                      "The throws for the order of play"),
}


def play_until(t, done, limit: int = 2000) -> None:
    for _ in range(limit):
        if done(t) or t.game.is_over(t.state):
            return
        if t.learners_turn():
            t.act(t.legal()[0])
        else:
            t.step_bot()
    raise AssertionError("the table did not get there")


@pytest.mark.parametrize("module", list(OTHER_HANDS))
def test_deals_coups_and_rounds_are_reviewed_once_over(module):
    noun, counter, first = OTHER_HANDS[module]
    at = app(module, seed="7")
    t = at.session_state[f"{module}:table"]
    board_button(at, f"{module}:review:open").click().run()
    assert f"No {noun} is finished yet" in html(at)
    start = counter(t.view())
    if module == "commerce":
        play_until(t, lambda t: t.state.phase == "settled")
    else:
        play_until(t, lambda t: counter(t.view()) != start)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    page = html(at)
    assert "Move 0 of" in page and f"{noun} review" in page, page[-600:]
    assert at.selectbox(key=f"{module}:review:hand").options[0] == first
    at.button(key=f"{module}:review:fwd").click().run()
    assert "Move 1 of" in html(at)
    at.button(key=f"{module}:review:last").click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_commerce_lays_a_deal_open_only_once_it_is_settled():
    """While a deal is played no seat's cards but the learner's reach the page; once settled, every seat's hand at
    the deal is shown (each as that seat's own view holds it), the cards thrown away unseen included."""
    from engine.core.review import finished_hands
    from lessons.parts import review

    at = app("commerce", seed="7")
    t = at.session_state["commerce:table"]
    board_button(at, "commerce:review:open").click().run()
    first = replay_states(t.record, t.game)[0]
    others = {c for s in range(1, t.variant.players) for c in t.game.view(first, s)["hand"]}
    play_until(t, lambda t: t.state.phase == "settled")
    t.act("deal") if t.learners_turn() else t.step_bot()       # the second deal begins: the first is reviewable
    states = replay_states(t.record, t.game)
    done = finished_hands(t.game, states, t.learner)
    assert [h.key for h in done] == [1], done               # deal 2 is being played: not laid open
    assert t.game.view(states[done[0].states[-1]], 0)["phase"] == "settled"
    at.run()
    at.selectbox(key="commerce:review:hand").set_value(0).run()
    page = html(at)
    for c in others:                                        # every other seat's cards at the deal, drawn
        assert review.card_html(c) in page, c
    assert at.selectbox(key="commerce:review:hand").options == ["Deal 1"]


# page module -> (a setting's widget key, a value to choose that is not the default)
SETTINGS = {"euchre": ("euchre:players", 6), "seven_up": ("seven_up:players", 3),
            "domino_euchre": ("domino_euchre:players", 2), "draw_poker": ("draw_poker:seats", 5),
            "commerce": ("commerce:players", 6), "chuck_a_luck": ("chuck_a_luck:throws", 7)}


@pytest.mark.parametrize("module", list(SETTINGS))
def test_the_settings_bar_opens_the_settings_and_keeps_a_choice_while_closed(module):
    """The settings bar's button opens the settings (drawn only while open); a value chosen there is kept while
    they are closed and the table is played, and shown again, without Streamlit's warning, when they reopen."""
    key, value = SETTINGS[module]
    at = app(module, seed="7")
    assert key not in [w.key for w in at.get("selectbox") + at.get("number_input")]   # closed: not drawn
    board_button(at, f"{module}:settings-open").click().run()
    widget = next(w for w in at.get("selectbox") + at.get("number_input") if w.key == key)
    widget.set_value(value).run()
    board_button(at, f"{module}:settings-open").click().run()       # closed again
    assert key not in [w.key for w in at.get("selectbox") + at.get("number_input")]
    for _ in range(2):
        at.run()                                                  # runs while closed: the choice stays
    assert at.session_state[key] == value
    board_button(at, f"{module}:settings-open").click().run()       # reopened: the choice shown, no warning
    widget = next(w for w in at.get("selectbox") + at.get("number_input") if w.key == key)
    assert widget.value == value
    assert not at.exception and not [w for w in at.warning if "Session State API" in w.value]


@pytest.mark.parametrize("module", ["seven_up", "euchre", "domino_euchre"])
def test_undo_at_the_start_of_a_later_hand_says_why_it_stops(module):
    """Issue 32: once a hand is finished (and may have been laid open in the review), Undo does not step back into
    it. The button stays offered while the learner has a move, and a click says why, where refusals appear."""
    at = app(module, seed="5")
    t = at.session_state[f"{module}:table"]
    first = t.game.hand_of(t.view())
    play_until(t, lambda t: t.game.hand_of(t.view()) != first and t.learners_turn() and t.has_own_move()
               and not t.can_undo())
    at.run()
    moves = len(t.record.actions)
    board_button(at, f"{module}:undo").click().run()
    assert len(at.session_state[f"{module}:table"].record.actions) == moves     # nothing taken back
    notices = " ".join(w.value for w in at.warning) + html(at) + " ".join(block_alerts(at))
    assert "Undo takes back moves of this hand only" in notices, notices[:400]
