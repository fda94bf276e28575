"""The Euchre family's one implementation (engine/games/_euchre_family): card Euchre, Domino Euchre and Call-Ace
read the same bidding, lone hands, take-up, call and scoring, each over its own deck."""

from __future__ import annotations

import pytest

from engine.games._euchre_family import hand as F
from engine.games._euchre_family import words as FW
from engine.games.call_ace import GAME as CALL_ACE
from engine.games.call_ace import CallAceVariant
from engine.games.domino_euchre import GAME as DOMINO
from engine.games.domino_euchre import deck as D
from engine.games.domino_euchre.rules import DominoEuchreVariant
from engine.games.euchre import GAME as EUCHRE
from engine.games.euchre import hand as H
from engine.games.euchre import tables as T
from engine.games.euchre.rules import EuchreVariant
from tests.engine.test_domino_euchre import DEAL as DOMINO_DEAL
from tests.engine.test_domino_euchre import _play_out


def play(game, state, *actions):
    for a in actions:
        state = game.apply(state, game.parse_action(a))
    return state


# -- the deck as the family reads it ---------------------------------------------------------------------------
def test_the_called_piece_and_the_left_bowers_suit_are_read_from_each_deck():
    cards = F.family_deck(T.DECK)
    assert [T.TEXT[c] for c in cards.called] == ["AC", "AD", "AH", "AS"]
    assert cards.left_suit == tuple(3 - t for t in range(4))             # the jack of the same colour
    assert all(cards.proposed[c] == T.suit_of(c) for c in range(T.JOKER))
    assert cards.proposed[T.JOKER] == -1   # the joker proposes no suit (rule joker-turned: the dealer names one)
    tiles = F.family_deck(D.DECK)
    assert tiles.called == tuple(D.doublet(s) for s in range(7))
    assert tiles.left_suit == (6, 0, 1, 2, 3, 4, 5)                       # the next lower doublet; blanks: the 6-6
    assert all(tiles.proposed[c] == D.lead_suit(c, -1) for c in range(D.N_TILES))


@pytest.mark.rules("call-ace-suit")
def test_callable_suits_cards_and_dominoes():
    assert F.callable_suits(F.family_deck(T.DECK), 2) == (0, 3)          # hearts trumps: clubs or spades
    assert F.callable_suits(F.family_deck(D.DECK), 0) == (1, 2, 3, 4, 5)  # blanks trumps: the 6-6 is the left bower
    assert EUCHRE.callable_suits(2) == [0, 3] and CALL_ACE.callable_suits(0) == [1, 2, 3, 4, 5]


# -- bidding ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(2, 8))
def test_after_pass_two_rounds_then_thrown_in(players):
    got = [F.after_pass(k, players) for k in range(1, 2 * players + 1)]
    assert got == [F.GOES_ON] * (players - 1) + [F.TURNED_DOWN] + [F.GOES_ON] * (players - 1) + [F.THROWN_IN]


@pytest.mark.rules("second-round", "turned-down-suit")
def test_second_round_bids_both_games():
    sh = H.shape_of(EuchreVariant())
    assert sh.name_legal[2] == F.second_round_bids(4, 2, True, "pass", H.NAME_SUIT, H.NAME_ALONE, True)
    assert "name H" not in sh.name_legal[2] and "name S alone" in sh.name_legal[2]
    s = play(DOMINO, DOMINO.new_game(DominoEuchreVariant(), 1, DOMINO.deal_from_text(DOMINO_DEAL)),
             "pass", "pass", "pass", "pass")
    assert s.phase == "bid2" and "name 5" not in DOMINO.legal_actions(s) and "name 4 alone" in DOMINO.legal_actions(s)


@pytest.mark.parametrize("take_up,first_round,out,expect", [
    ("none", True, 0, -1), ("dealer", True, 0, 3), ("maker", True, 0, 1), ("dealer", False, 0, -1),
    ("dealer", True, 1 << 3, -1),   # the dealer laid down: nobody takes the turn-up
])
def test_the_take_up(take_up, first_round, out, expect):
    t = F.table(4, (0, 1, 0, 1), False, take_up, False, True)
    stage, seat = F.next_stage(t, F.MADE, 1, False, 3, out, first_round)
    assert (seat if stage == F.TAKE_UP else -1) == expect


# -- scoring by the hand's result --------------------------------------------------------------------------------
@pytest.mark.parametrize("tricks", range(6))
@pytest.mark.parametrize("alone", [False, True])
def test_the_games_score_a_result_alike_where_their_texts_agree(tricks, alone):
    """Card Euchre's partnership game and Domino Euchre's text score every result the same (no lone defender)."""
    assert T.hand_points(tricks, alone, False, False) == DOMINO.hand_points(DominoEuchreVariant(), tricks, alone)


def test_side_points_makers_or_everyone_else():
    assert F.side_points((0,), 2, 2, 0) == (2, 0)
    assert F.side_points((0,), 2, 0, 2) == (0, 2)
    assert F.side_points((1, 3), 5, 1, 0) == (0, 1, 0, 1, 0)            # a Call-Ace pair: each scores
    assert F.side_points((1, 3), 5, 0, 2) == (2, 0, 2, 0, 2)
    assert F.maker_sides((0, 1, 0, 1), 2, -1) == (0,)
    assert F.maker_sides(tuple(range(5)), 1, 3) == (1, 3)


# -- the called piece out of play: no partner (both games) ----------------------------------------------------------
@pytest.mark.rules("call-ace-none")
def test_card_call_ace_undealt_ace_means_no_partner():
    """call-ace-none: the called ace is undealt; the maker plays without a partner and the log says where it was."""
    v = EuchreVariant(players=5)
    deal = "JH JD AH KH QH | 9C 10C QC KC 8C | KD 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
    s = play(EUCHRE, EUCHRE.new_game(v, 1, EUCHRE.deal_from_text(deal)), "order-up", "discard QS", "call S")
    assert s.partner == -1 and all(EUCHRE.view(s, seat)["partner"] is None for seat in range(5))
    deal_no = s.deal_no
    while s.deal_no == deal_no and s.phase != "over":
        s = EUCHRE.apply(s, EUCHRE.legal_actions(s)[0])
    assert "(no partner: the A♠ was not in play (undealt or discarded))" in s.results[-1][0]


@pytest.mark.rules("call-none", game="call-ace")
def test_domino_call_ace_doublet_out_of_play_means_no_partner():
    """call-none: the called doublet is among the tiles out of play (the branch a fresh deal never takes)."""
    deal = DOMINO_DEAL.replace("3-3", "1-0")                               # the 3-3 is out of play
    s = play(CALL_ACE, CALL_ACE.new_game(CallAceVariant(), 1, CALL_ACE.deal_from_text(deal)), "pass", "accept",
             "call 3")
    assert s.partner == -1 and s.partner_suit == 3
    assert all(CALL_ACE.view(s, seat)["partner_known"] is None for seat in range(4))   # nobody can know
    end = _play_out(CALL_ACE, s)
    assert "Abner (no partner: the 3-3 was out of play)" in end.results[-1][0]
    pts = end.results[-1][1]
    assert sum(1 for p in pts if p) in (1, 3)                            # the maker alone, or the three others


# -- the shared sentences -----------------------------------------------------------------------------------------
def test_shared_sentences():
    assert FW.names_list(["Abner"]) == "Abner" and FW.names_list(["A", "B", "C"]) == "A, B and C"
    assert FW.passes("You") == "You pass." and FW.passes("Abner", again=True) == "Abner passes again."
    assert FW.alone_line("Abner", ["Caleb"]) == " Abner will play alone; Caleb lays down."
    assert FW.alone_line("Abner", []) == " Abner will play alone, calling no partner."
    assert FW.laid_down(["Bess", "Della"]) == "Bess and Della lay down"
    assert FW.outcome("You", 5, [3]) == "You win the game, 5 to 3."
    assert FW.outcome("Abner and Caleb", 7, [6, 2]) == "Abner and Caleb win the game, 7 to 6, 2."
    assert FW.made("Abner", "hearts", True, 5, 4) == "Abner made hearts alone and took a march: 4 points."
    assert FW.euchred("You", "fives", False, 2, FW.side_scores("Abner and Caleb", 2)) == \
        "You made fives but took only 2: euchred! Abner and Caleb score 2."


# -- the order of a hand once trumps are made ------------------------------------------------------------------------
def test_next_stage_lone_defence_take_up_call_lead():
    cards = F.table(4, (0, 1, 0, 1), True, F.TAKE_DEALER, False, False)
    assert cards.opponents == ((1, 3), (2, 0), (3, 1), (0, 2))
    # seat 1 orders up alone in the first round, dealer 3: seat 2 may defend alone first
    assert F.next_stage(cards, F.MADE, 1, True, 3, 1 << 3, True) == (F.LONE_DEFENCE, 2)
    # nobody defends; the dealer, seat 3, is the lone maker's partner and laid down: no take-up, the lead
    assert F.next_stage(cards, F.LONE_DEFENCE, 1, True, 3, 1 << 3, True) == (F.FIRST_LEAD, 2)
    # both partners play: the dealer takes up, then the eldest hand leads
    assert F.next_stage(cards, F.MADE, 1, False, 3, 0, True) == (F.TAKE_UP, 3)
    assert F.next_stage(cards, F.TAKE_UP, 1, False, 3, 0, True) == (F.FIRST_LEAD, 0)
    call_ace = F.table(5, tuple(range(5)), False, F.TAKE_NONE, True, True)
    assert F.next_stage(call_ace, F.MADE, 2, False, 4, 0, True) == (F.PARTNER_CALL, 2)
    assert F.next_stage(call_ace, F.MADE, 2, True, 4, 0, True) == (F.FIRST_LEAD, 2)    # alone: calls nobody
    assert F.next_stage(call_ace, F.PARTNER_CALL, 2, False, 4, 0, True) == (F.FIRST_LEAD, 2)
