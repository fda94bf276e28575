"""What a table's block says after a move (issue 28): lessons/parts/tablepage.py's announcement, read out by a screen
reader from the polite live region the block's script keeps (lessons/parts/board.py). Plain tests of the words, and
the Euchre page under AppTest: the block carries the announcement, and a new one after each move."""

from __future__ import annotations

import json
from pathlib import Path

from streamlit.testing.v1 import AppTest

from engine.core.record import new_record
from engine.core.table import Table
from engine.games.euchre import GAME
from lessons.views.said import SAID_LINES, announcement, spoken, turn_sentence
from tests.pages.board import blocks, button

PAGE = str(Path(__file__).resolve().parents[2] / "lessons" / "euchre.py")
DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"


def test_cards_are_said_by_name():
    assert spoken("Abner plays the K♠; Bess takes the trick.") == "Abner plays the king of spades; Bess takes the trick."
    assert spoken("You play the 10♦ and the A♥.") == "You play the ten of diamonds and the ace of hearts."
    assert spoken("Hearts ♥ are trumps; 3 tricks.") == "Hearts are trumps; 3 tricks."   # a suit beside its name: once


def test_the_computer_players_moves_since_the_learners_then_whose_turn():
    lines = [(0, "You play the 9♥."), (1, "Abner plays the A♥."), (2, "Bess plays the Q♥; Abner takes the trick."),
             (1, "Abner leads the J♠.")]
    said = announcement(lines, 0, "Your turn.")
    assert said == ("Abner plays the ace of hearts. Bess plays the queen of hearts; Abner takes the trick. "
                    "Abner leads the jack of spades. Your turn.")
    # the learner's own move is said only when nothing followed it (it confirms the move)
    assert announcement([(0, "You pass.")], 0, "Abner is to act.") == "You pass. Abner is to act."
    assert announcement([(0, "You pass."), (0, "You order up.")], 0, "") == "You order up."


def test_a_long_run_of_moves_is_cut_to_the_last_few_and_undo_and_a_new_game_are_named():
    lines = [(s, f"Player {s} passes.") for s in range(1, SAID_LINES + 3)]
    said = announcement(lines, 0, "Your turn.")
    assert said.startswith("… Player 3 passes.") and said.count("passes") == SAID_LINES
    assert said.endswith(f"Player {SAID_LINES + 2} passes. Your turn.")
    assert announcement([], 0, "Your turn.", taken_back=True) == "Moves taken back. Your turn."
    assert announcement([(1, "Abner passes.")], 0, "Your turn.", new_table=True) == "A new game. Abner passes. Your turn."


def test_whose_turn_in_words():
    rec = new_record(GAME, GAME.presets["standard"], 3, deal=DEAL)
    t = Table(rec, learner=0)
    assert turn_sentence(t) == "Your turn."
    t.act("pass")
    assert turn_sentence(t) == "Abner is to act."


def said(at) -> dict:
    return json.loads(blocks(at)[0].proto.json)["say"]


def test_the_euchre_block_says_each_move_once():
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.query_params.update(rules="standard", seed="3", deal=DEAL)
    at.session_state["euchre:tab"] = "Play"
    at.run()
    assert said(at) == {"key": "euchre", "n": 0, "text": ""}, "nothing is said at the first drawing"
    button(at, "euchre:act:name-3").click().run()   # refused: the alert says why, the live region says nothing new
    assert said(at)["n"] == 0
    button(at, "euchre:act:pass").click().run()
    assert said(at) == {"key": "euchre", "n": 1, "text": "You pass. Abner is to act."}
    button(at, "euchre:pace:next").click().run()   # one computer player acts
    first = said(at)
    assert first["n"] == 2 and first["text"].startswith("Abner ") and "You pass" not in first["text"]
    assert first["text"].endswith(" is to act.") or first["text"].endswith("Your turn.")
    button(at, "euchre:pace:until").click().run()   # the others act until the learner's turn
    last = said(at)
    assert last["n"] == 3 and last["text"].endswith("Your turn.")
    log = at.session_state["euchre:table"].log()
    assert len(log) == 6 and last["text"].startswith(spoken(log[2][1])), "said from the first line not said before"
    assert first["text"].removesuffix(" is to act.").split(". ")[0] not in last["text"], "a line is said once"
    button(at, "euchre:card:JD").click().run()
    assert said(at) == {"key": "euchre", "n": 4,
                        "text": "You play the jack of diamonds (the left bower); Abner takes the trick. Abner is to act."}
    button(at, "euchre:undo").click().run()
    assert said(at) == {"key": "euchre", "n": 5, "text": "Moves taken back. Your turn."}
    assert not at.exception
