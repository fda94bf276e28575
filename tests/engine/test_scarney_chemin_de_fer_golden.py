"""A golden recorded game: its move-by-move transcript must stay identical; a tampered copy is refused."""

from engine.games.scarney_chemin_de_fer import GAME
from tests.golden_checks import golden_tests

(test_golden_transcript, test_golden_replays_on_the_command_line,
 test_tampered_record_is_refused_naming_the_move) = golden_tests(GAME, "scarney_chemin_de_fer_short", "short-lesson", "draw 3")
