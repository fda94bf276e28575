"""Draw Poker's options and game module at their edges (engine/games/draw_poker/rules.py, game.py), found untested
by the mutation run (tests/audit/mutation.py). Expected values come from the rules' text, not from the engine."""

from __future__ import annotations

import pytest

from engine.games.draw_poker.rules import DrawPokerVariant


@pytest.mark.rules("sitting-out", "ante")
def test_each_player_must_start_with_at_least_double_the_ante():
    assert DrawPokerVariant(ante=3, chips=6).chips == 6          # exactly enough to go in once
    for ante, chips in ((3, 5), (1, 1), (20, 39)):
        with pytest.raises(ValueError) as exc:
            DrawPokerVariant(ante=ante, chips=chips)
        assert str(exc.value) == "each player needs at least double the ante in chips"


# -- the game's refusals, as the learner reads them where he acted --------------------------------------
from engine.core.errors import IllegalAction  # noqa: E402
from engine.games.draw_poker import GAME  # noqa: E402
from tests.engine.test_draw_poker import play, start  # noqa: E402  (three players; seat 0, You, antes)


def refusal(s, action):
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, GAME.parse_action(action) if isinstance(action, str) else action)
    return exc.value.rule.id, exc.value.reason


@pytest.mark.rules("going-in", "making-good", "holding-age", "draw", "deal")
def test_before_the_draw_the_words_are_going_in_making_good_raising_and_throwing_up():
    s = start()                                             # seat 1 to go in first
    before = "Before the draw the words are going in, making good, raising and throwing up: here write "
    assert refusal(s, "lay-down") == ("going-in", before + "'throw-up'.")
    assert refusal(s, "hold-age") == ("holding-age", before + "'go-in'.")
    assert refusal(s, "bet 2") == ("going-in", before + "'raise N'.")
    assert refusal(s, "call") == ("going-in", before + "'see'.")
    assert refusal(s, "make-good") == ("making-good", "Only the ante man makes good, and only once: he puts up the "
                                                      "rest of double the ante.")
    assert refusal(s, "see") == ("going-in", "You have not gone in yet: write 'go-in'; one sees a raise only after "
                                             "going in.")
    assert refusal(s, "deal") == ("deal", "The cards are out: finish this hand before the next deal.")
    for word in ("stand", "draw QS"):
        assert refusal(s, word) == ("draw", "The draw comes only when all who play are in equally, after the going "
                                            "in.")
    raised = play(s, "raise 3", "go-in")                   # the ante man to act, the price raised
    ante_man = ("making-good", "The ante man neither goes in nor sees: he makes good ('make-good'), putting up as "
                               "much more as makes his stake equal to the rest.")
    assert refusal(raised, "go-in") == ante_man and refusal(raised, "see") == ante_man
    again = play(raised, "raise 1")                         # seat 1 has gone in and owes the new raise
    assert refusal(again, "go-in") == ("going-in", "You have already gone in: to stay, see the raise ('see').")
    assert GAME.legal_actions(again)[:2] == ["throw-up", "see"]


@pytest.mark.rules("raising", "limit", "table-stakes")
def test_a_raise_is_refused_with_the_chips_that_limit_it():
    s = start()
    assert refusal(s, "raise 0") == ("raising", "A raise must add at least one chip.")
    assert refusal(s, "raise 11") == ("limit", "The limit is 10 chips a bet or raise; 11 is more.")
    assert refusal(s, "raise 60") == ("table-stakes", "You hold only 50 chips: you cannot put in 62 (2 to see and 60 "
                                                      "more).")
    assert "raise 10" in GAME.legal_actions(s) and "raise 11" not in GAME.legal_actions(s)
    poor = start()._replace(purses=(5, 50, 50))             # the ante man has 5 left: a stake of 6 at most
    assert refusal(poor, "raise 5") == ("table-stakes", "You can meet a stake of only 6 chips: the most you may "
                                                        "raise is 4.")
    assert GAME.legal_actions(poor)[-1] == "raise 4"


@pytest.mark.rules("draw", "discard-first", "deal")
def test_at_the_draw_only_drawing_or_standing_pat():
    s = play(start(), "go-in", "go-in", "make-good")       # You draw first
    for word in ("go-in", "bet 2", "hold-age"):
        assert refusal(s, word) == ("draw", "It is the draw: You must throw away cards and draw ('draw 7C 4D') or "
                                            "stand pat ('stand'); betting comes after the draw.")
    assert refusal(s, "draw KS") == ("discard-first", "You can only throw away cards you hold, and you do not hold "
                                                      "the king of spades.")
    assert refusal(s, "deal") == ("deal", "The cards are out: finish this hand before the next deal.")
    s = play(s, "stand")
    assert refusal(s, "go-in")[1].startswith("It is the draw: Seat 1 must throw away cards")


@pytest.mark.rules("seeing", "holding-age", "calling", "table-stakes", "limit")
def test_after_the_draw_the_words_are_bet_see_go_better_call_or_lay_down():
    s = play(start(), "go-in", "go-in", "make-good", "stand", "stand", "stand")   # You bet first
    assert refusal(s, "go-in") == ("seeing", "The going in is over: after the draw you bet, see, go better, call or "
                                             "lay down.")
    for word in ("see", "call"):
        assert refusal(s, word) == ("holding-age", "No bet has been made yet, so there is nothing to see: bet or lay "
                                                   "down.")
    assert refusal(s, "raise 2") == ("seeing", "No bet has been made yet: the first bet is written 'bet N'.")
    assert refusal(s, "bet 0") == ("seeing", "A bet must add at least one chip.")
    assert refusal(s, "bet 11") == ("limit", "The limit is 10 chips a bet or raise; 11 is more.")
    assert refusal(s, "bet 60") == ("table-stakes", "You hold only 48 chips: you cannot put in 60 (0 to see and 60 "
                                                    "more).")
    assert GAME.legal_actions(s)[:3] == ["hold-age", "lay-down", "bet 1"]
    bet = play(s, "bet 2")                                  # Seat 1 owes 2
    assert refusal(bet, "hold-age") == ("holding-age", "Only the player entitled to bet first (You) may hold the age; "
                                                       "Seat 1 must bet or lay down.")
    assert refusal(bet, "bet 1") == ("seeing", "A bet of 1 chip is less than the 2 you owe to see the bet: put in at "
                                               "least 2 ('see'), go better ('raise N') or lay down.")
    assert refusal(bet, "bet 2") == ("seeing", "A bet has already been made: to put in the 2 you owe, write 'see'.")
    assert refusal(bet, "bet 5") == ("seeing", "A bet has already been made: to put in more than the 2 you owe, see "
                                               "it and go better with 'raise 3'.")
    assert refusal(bet, "call") == ("calling", "Others have still to act after you, so this is a see, not the call.")
    assert refusal(bet, "raise 0") == ("raising", "A raise must add at least one chip.")
    last = play(bet, "see")
    assert refusal(last, "see") == ("calling", "Your see leaves nobody owing anything: that is the call ('call').")
    assert refusal(last, "bet 2") == ("seeing", "A bet has already been made: to put in the 2 you owe, write 'call'.")
    held = play(s, "hold-age", "bet 1", "see")              # the age held; Seat 1 bets, Seat 2 sees, back to You
    assert refusal(held, "hold-age") == ("holding-age", "The age can be held only once, before any bet is made: now "
                                                        "see the bet, go better or lay down.")
    over = play(start(), "throw-up", "throw-up")
    assert refusal(over, "go-in") == ("deal", "The hand is over: the next dealer gathers the cards and deals.")
    assert refusal(start(), 7) == ("notation", "7 is not an action.")
    assert refusal(over._replace(phase="over", to_act=None), "deal") == (
        "game-over", "The session is over: start a new one to play again.")


def test_actions_and_fixed_deals_are_read_with_clear_messages():
    said = {"": "Write an action, like 'go-in', 'raise 2', 'draw 7C 4D', 'stand' or 'call'.",
            "go-in 2": "'go-in' takes no amount or cards.",
            "raise x": "Write 'raise' and a whole number of chips, like 'raise 2'.",
            "bet": "Write 'bet' and a whole number of chips, like 'bet 2'.",
            "draw": "Write 'draw' and the one to five cards you throw away, like 'draw 7C 4D' (or 'stand' to draw "
                    "none).",
            "draw 2C 3C 4C 5C 6C 7C": "Write 'draw' and the one to five cards you throw away, like 'draw 7C 4D' (or "
                                      "'stand' to draw none).",
            "draw Zz": "'Zz' is not a card: write rank then suit, like JS, 10H or Q♦",
            "draw QS qs": "You named the same card twice.",
            "dance": "'dance' is not a Draw Poker action: write go-in, make-good, throw-up, raise N, draw CARDS, "
                     "stand, hold-age, bet N, see, call, lay-down or deal."}
    for text, reason in said.items():
        with pytest.raises(IllegalAction) as exc:
            GAME.parse_action(text)
        assert (exc.value.rule.id, exc.value.reason) == ("notation", reason)
    assert GAME.parse_action(" Draw 2s qs ") == "draw QS 2S" and GAME.parse_action("RAISE 03") == "raise 3"

    def bad(text):
        with pytest.raises(ValueError) as exc:
            GAME.deal_from_text(text)
        return str(exc.value)

    assert bad(None) == bad(" ") == "a fixed deal names at least one hand of five cards"
    assert bad("QS QH 7D 4C | KS KH 9D 9C 3S") == "hand 1 of the deal has 4 cards, not five"
    assert bad("QS QH 7D 4C 2S ; QS KH 9D 9C 3S") == "the deal gives the queen of spades twice"
    assert bad(" | ".join(["2C 3C 4C 5C 6C"] * 8)) == "the deal names 8 hands but only 7 players sit at the table"
    assert GAME.deal_from_text("QS QH 7D 4C 2S ; KS KH 9D 9C 3S") == GAME.deal_from_text("QS QH 7D 4C 2S | KS KH 9D 9C "
                                                                                         "3S")
    with pytest.raises(ValueError) as exc:
        GAME.new_game(DrawPokerVariant(seats=2), 1, deal=((0, 1, 2, 3, 4), (5, 6, 7, 8, 9), (10, 11, 12, 13, 14)))
    assert str(exc.value) == "the deal names 3 hands but only 2 players sit at the table"
    for card in (52, -1, "2C"):
        with pytest.raises(ValueError) as exc:
            GAME.new_game(DrawPokerVariant(seats=2), 1, deal=((0, 1, 2, 3, card),))
        assert str(exc.value) == f"{card!r} is not a card"


def test_the_standing_after_each_deal_and_at_the_end():
    s = start()
    out = GAME.outcome(s)
    assert (out.summary, out.winners, out.scores) == ("After 1 deal Seat 1 and Seat 2 lead with 50 chips.", (1, 2),
                                                      {0: 49, 1: 50, 2: 50})
    assert GAME.outcome(play(s, "go-in")).summary == "After 1 deal Seat 2 leads with 50 chips."
    assert GAME.outcome(play(s, "throw-up", "throw-up", "deal")).summary == ("After 2 deals You and Seat 2 lead with "
                                                                             "50 chips.")   # Seat 1 antes now
    two = start(deals=1)
    won = play(two, "go-in", "throw-up", "throw-up")       # You forfeit: Seat 1 takes the pool unseen, 51
    assert GAME.is_over(won)
    assert GAME.outcome(won).summary == "After 1 deal Seat 1 has the most chips: 51 (each began with 50)."
    assert GAME.outcome(won).winners == (1,) and GAME.outcome(won).scores == {0: 49, 1: 51, 2: 50}


@pytest.mark.rules("ranking")
def test_a_players_view_names_his_hand_under_the_tables_ace_rule():
    wheel = "AS 2D 3C 4H 5S | KS KH 9D 9C 3S | AH 8H 5H 2H JD"
    assert GAME.view(start(wheel), 0)["hand_class"] == "sequence"
    view = GAME.view(start(wheel, ace="high-only"), 0)
    assert (view["hand_class"], view["hand_name"]) == ("high-card", "Highest card ace (A, 5, 4, 3, 2)")


@pytest.mark.rules("last-in", "deal")
def test_the_log_line_of_an_action_as_written_and_of_the_deal_that_settles():
    s = start()
    assert GAME.describe(s, "Go-In") == GAME.describe(s, "go-in") == "Seat 1 goes in: 2 chips."
    one = play(s, "throw-up")
    assert GAME.describe(one, "throw-up") == "Seat 2 throws up his cards. No one goes in: You take back the ante."
    settled = play(one, "throw-up")
    assert GAME.hand_settled(GAME.view(settled, 1)) and not GAME.hand_settled(GAME.view(s, 1))
    assert not GAME.hand_settled(GAME.view(settled._replace(result=()), 1))
    assert GAME.describe(settled, "deal") == "You gather the cards and deal. Seat 1 puts up the ante of 1 chip."
    assert GAME.ledger(s) == (150, tuple(range(52)))
    assert GAME.ledger(play(s, "go-in", "go-in")) == (150, tuple(range(52)))      # chips in the pool still count
