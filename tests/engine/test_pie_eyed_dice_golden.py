"""A golden recorded game: its move-by-move transcript must stay identical; a tampered copy is refused."""

from engine.games.pie_eyed_dice import GAME
from tests.golden_checks import golden_tests

(test_golden_transcript, test_golden_replays_on_the_command_line,
 test_tampered_record_is_refused_naming_the_move) = golden_tests(GAME, "pie_eyed_dice_scarne", "scarne", "draw 3")
