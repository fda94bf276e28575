"""The figure audit's registry: every public name of every odds module (``engine/odds/<game>.py``), and what it is.

A name that produces a figure a page, the coach or the command line shows is a :func:`figure`: how it is checked
against an independent computation (brute force written separately in the test, a published figure with its
source, or a simulation within its interval of the exact figure) and the tests that do it, as
``path::test_function``. Anything else (argument parsing, a driver, a formatter, a timing) is a :func:`helper`,
with the reason it shows no figure of its own, or the figure test that reads through it.

``COACH`` does the same for every coach module (``engine/coach/<game>.py``, ``core.py`` and the package's own
names as ``"__init__"``): the values, losses and intervals the coach shows.

``tests/audit/test_figures.py`` fails when an odds or coach module has a public name not listed here, when a listed
name no longer exists, or when a named test does not exist (a test named in a helper's reason too). A new odds or
coach function: add it to its module's dict below.
"""

from __future__ import annotations

from dataclasses import dataclass

BRUTE = "brute force"          # enumeration written in the test itself
PUBLISHED = "published"        # a figure from a named source
INTERVAL = "within interval"   # a simulation against its exact counterpart, inside its stated interval
SAMPLED = "sampled"            # a simulation with no exact counterpart: its interval is checked to be honest


@dataclass(frozen=True)
class Figure:
    how: str
    tests: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class Helper:
    reason: str


def figure(how: str, *tests: str, note: str = "") -> Figure:
    return Figure(how, tests, note)


def helper(reason: str) -> Helper:
    return Helper(reason)


CLI_ARGS = helper("argparse options: held by the option audit (tests/audit/test_options.py)")
E = "tests/engine/"
CHUCK = E + "test_chuck_a_luck_odds.py::"
CHUCK_I = E + "test_chuck_a_luck_odds_independent.py::"
COMMERCE = E + "test_commerce_odds.py::"
DOMINO = E + "test_domino_euchre_odds.py::"
INDEP = E + "test_odds_independent.py::"
POKER = E + "test_draw_poker_odds.py::"
EUCHRE_B = E + "test_euchre_bots.py::"
INTERVAL_T = E + "test_interval_odds.py::"
PIE = E + "test_pie_eyed_dice_odds.py::"
SCARNEY = E + "test_scarney_chemin_de_fer_odds.py::"
SEVEN = E + "test_seven_up_odds.py::"

FIGURES: dict[str, dict[str, Figure | Helper]] = {
    "call_ace": {
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, INDEP + "test_call_ace_partner_tile_rows_by_counting_the_deals"),
    },
    "chuck_a_luck": {
        "mult_matrix": figure(BRUTE, CHUCK + "test_every_bets_house_edge_and_outcomes_match_brute_force",
                              note="the matrix every exact Chuck-a-Luck figure is read from"),
        "throws_of": figure(BRUTE, CHUCK + "test_a_chance_is_told_as_its_number_of_the_216_throws"),
        "house_edge": figure(BRUTE, CHUCK + "test_every_bets_house_edge_and_outcomes_match_brute_force",
                             CHUCK + "test_famous_figures"),
        "returned_per_216": figure(PUBLISHED, CHUCK + "test_famous_figures"),
        "bet_row": figure(BRUTE, CHUCK + "test_every_bets_house_edge_and_outcomes_match_brute_force"),
        "bet_rows": figure(PUBLISHED, CHUCK + "test_famous_figures"),
        "edge_summary": figure(PUBLISHED, CHUCK + "test_famous_figures",
                               CHUCK_I + "test_the_summary_names_every_distinct_bet_best_first"),
        "single_number": figure(BRUTE, CHUCK + "test_a_single_numbers_payment_table_is_a_brute_force_count",
                                CHUCK_I + "test_a_single_numbers_rows_by_counting"),
        "lesson_figures": figure(BRUTE, CHUCK + "test_lesson_figures_are_brute_force_counts",
                                 CHUCK_I + "test_lesson_figures_every_key_by_counting_the_throws"),
        "net_vector": figure(BRUTE, CHUCK + "test_combination_distribution_matches_brute_force",
                             note="read through distribution, whose every outcome is brute-forced"),
        "distribution": figure(BRUTE, CHUCK + "test_combination_distribution_matches_brute_force",
                               CHUCK_I + "test_a_combinations_chances_ahead_even_behind",
                               CHUCK + "test_betting_all_six_numbers_edge_is_still_17_over_216"),
        "parse_bets": helper("reads the command line's --bets; its refusals: test_parse_bets"),
        "bets_on_cloth": helper("refuses --bets off Sweat's cloth with the table's words: tests/engine/"
                                "test_presets_period.py::test_sweat_odds_count_the_six_numbers_only_and_refuse_the_rest"),
        "payday_simulation": figure(INTERVAL, CHUCK + "test_payday_simulation_agrees_with_exact_within_its_error"),
        "expected_if_never_broke": figure(
            BRUTE, CHUCK + "test_the_expected_purse_if_nobody_went_broke_is_the_purse_and_each_throws_expectation"),
        "payday_exact": figure(BRUTE, CHUCK + "test_payday_exact_matches_brute_force_over_two_throws"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, CHUCK + "test_cli_odds_json_every_bet_with_fraction_strings",
                       CHUCK + "test_cli_odds_variant_and_combination"),
        "add_simulate_arguments": CLI_ARGS,
        "simulate": figure(INTERVAL, CHUCK + "test_cli_simulate_json_and_bad_input",
                           note="prints payday_simulation and payday_exact side by side"),
        "bench_figures": helper("timings for `engine bench`, never a probability"),
    },
    "commerce": {
        "combination_table": figure(BRUTE, COMMERCE + "test_combination_counts_match_brute_force"),
        "all_tables": figure(BRUTE, INDEP + "test_commerce_all_tables_are_every_pack_and_limit_counted_by_hand"),
        "parse_hand": helper("reads --hand; its refusal: test_odds_on_the_command_line"),
        "hand_figures": figure(BRUTE, COMMERCE + "test_trade_figures_match_enumeration_on_the_small_pack",
                               COMMERCE + "test_chance_against_one_hand_is_exact",
                               COMMERCE + "test_trade_figures_count_the_improving_cards"),
        "se_round": helper("rounds a standard error for printing"),
        "seat_question": helper("reads a seat's view into the question hand_figures answers: "
                                "test_the_seats_question_is_its_cards_the_widow_and_the_hands_still_in"),
        "widow_exchanges": figure(BRUTE, COMMERCE + "test_widow_exchanges_are_counted_by_hand_and_sorted_best_first"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, COMMERCE + "test_odds_on_the_command_line",
                       note="the counts printed are combination_table's, brute-forced above"),
        "add_simulate_arguments": CLI_ARGS,
        "play_deals": figure(SAMPLED, COMMERCE + "test_simulation_conserves_money"),
        "simulate": figure(SAMPLED, COMMERCE + "test_simulation_conserves_money"),
    },
    "domino_euchre": {
        "bower_odds": figure(BRUTE, DOMINO + "test_bower_odds_match_brute_force"),
        "whereabouts": figure(BRUTE, DOMINO + "test_whereabouts_match_brute_force"),
        "deal_count": figure(BRUTE, E + "test_coach_domino_euchre.py::test_the_dealer_counts_and_lists_the_same_deals"),
        "deal_unseen": helper("the coach's sampler of deals; held to what the seat knows by test_coach_domino_euchre"),
        "every_deal": helper("the coach's list of deals; counted against deal_count by test_coach_domino_euchre"),
        "partner_tile_odds": figure(BRUTE, INDEP + "test_call_ace_partner_tile_odds_by_counting_the_deals"),
        "partner_tile_standing": figure(BRUTE, DOMINO + "test_partner_tile_standing",
                                        INDEP + "test_call_ace_partner_tile_rows_by_counting_the_deals"),
        "trumps_out": figure(BRUTE, DOMINO + "test_trumps_out_in_play"),
        "trump_count_table": figure(BRUTE, DOMINO + "test_trump_counts_are_exact_and_sum_to_one"),
        "bids_weighed": figure(SAMPLED,
                               DOMINO + "test_the_table_weighs_every_first_round_bid_and_the_two_best_suits_in_the_second"),
        "bid_chances": figure(SAMPLED, DOMINO + "test_bid_chances_report_sample_and_margin"),
        "simulate_match": figure(SAMPLED, E + "test_domino_euchre_bots.py::test_simulate_and_bench_on_the_command_line"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, DOMINO + "test_odds_on_the_command_line"),
        "add_simulate_arguments": CLI_ARGS,
        "simulate": figure(SAMPLED, E + "test_domino_euchre_bots.py::test_simulate_and_bench_on_the_command_line"),
    },
    "draw_poker": {
        "dealt_counts": figure(BRUTE, POKER + "test_dealt_counts_per_ranking"),
        "advice_figures": figure(BRUTE, POKER + "test_advice_figures_for_the_lesson"),
        "hold_counts": figure(BRUTE, POKER + "test_hold_counts_match_brute_force",
                              POKER + "test_ace_low_only_matches_brute_force",
                              POKER + "test_draw_from_a_smaller_unseen_set"),
        "merged": figure(BRUTE, POKER + "test_hold_counts_match_brute_force"),
        "analyse_hand": figure(PUBLISHED, POKER + "test_classic_figures", POKER + "test_all_32_holds_cover_every_draw"),
        "sensible_holds": figure(PUBLISHED, POKER + "test_schenck_advice_is_marked"),
        "schenck_advice": figure(PUBLISHED, POKER + "test_schenck_advice_is_marked"),
        "dealt_total": figure(PUBLISHED, POKER + "test_finishing_at_least_a_class_and_the_hands_dealt"),
        "finishing_at_least": figure(BRUTE, POKER + "test_finishing_at_least_a_class_and_the_hands_dealt"),
        "dealt_table": figure(PUBLISHED, POKER + "test_dealt_counts_per_ranking"),
        "one_opponent": figure(BRUTE, POKER + "test_one_opponent_exact_matches_brute_force"),
        "evaluate_batch": figure(BRUTE, POKER + "test_evaluate_batch_agrees"),
        "beaten_by_any": figure(INTERVAL, POKER + "test_simulation_agrees_with_exact_for_one_opponent"),
        "unseen_by": helper("the cards a holder has not seen, read by chance_beaten's test"),
        "chance_beaten": figure(BRUTE, POKER + "test_the_chance_of_being_beaten_from_a_hand_and_what_its_holder_has_seen"),
        "read_the_draw": figure(BRUTE, POKER + "test_reading_the_draw"),
        "add_odds_arguments": CLI_ARGS,
        "parse_hand": helper("reads --hand"),
        "odds": figure(PUBLISHED, POKER + "test_cli_dealt_json"),
        "schenck_keep_batch": figure(BRUTE, POKER + "test_batch_keep_rules_agree_with_schenck_advice"),
        "beaten_given_draws": figure(BRUTE, POKER + "test_reading_the_draw"),
        "simulated": figure(INTERVAL, INTERVAL_T + "test_draw_poker_simulated_chance_carries_wilson"),
    },
    "euchre": {
        "bower_odds": figure(BRUTE, EUCHRE_B + "test_bower_odds_exact"),
        "bid_chances": figure(SAMPLED, EUCHRE_B + "test_bid_chances_margins"),
        "count_deals": figure(BRUTE, EUCHRE_B + "test_count_deals_matches_brute_force"),
        "trumps_out": figure(BRUTE, EUCHRE_B + "test_trumps_out_counts_exactly_with_a_void"),
        "trump_count_table": figure(BRUTE, EUCHRE_B + "test_trump_count_tables_sum_to_one"),
        "bower_table": figure(BRUTE, INDEP + "test_euchre_bower_table_by_counting_every_hand"),
        "joker_table": figure(BRUTE, E + "test_euchre_joker.py::test_the_lessons_joker_figures_are_exact"),
        "hasenpfeffer_odds": figure(BRUTE, E + "test_euchre_hasenpfeffer.py::test_partners_bowers_and_joker_against_brute_force"),
        "hasenpfeffer_table": figure(BRUTE, E + "test_euchre_hasenpfeffer.py::test_trumps_in_a_hand_of_six_against_brute_force"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, INDEP + "test_euchre_bower_table_by_counting_every_hand"),
        "add_simulate_arguments": CLI_ARGS,
        "simulate": figure(SAMPLED, E + "test_cli.py::test_simulate_reproduces_a_game_only_under_the_same_secret"),
    },
    "interval": {
        "Share": figure(PUBLISHED, INTERVAL_T + "test_no_success_still_has_an_error",
                        INTERVAL_T + "test_table_cells_keep_the_interval"),
        "share": figure(PUBLISHED, INTERVAL_T + "test_middle_agrees_with_the_normal_margin",
                        INTERVAL_T + "test_no_success_still_has_an_error"),
        "mean_error": figure(BRUTE,
                             INTERVAL_T + "test_mean_error_uses_the_sample_variance_and_never_claims_zero_from_one_sample"),
        "pct": figure(BRUTE, INTERVAL_T + "test_table_cells_keep_the_interval"),
    },
    "pie_eyed_dice": {
        "turn_chance": figure(BRUTE, PIE + "test_turn_chance_by_brute_force"),
        "role_chances": figure(BRUTE, PIE + "test_role_chances_match_an_independent_exact_solution"),
        "view_chances": figure(BRUTE, PIE + "test_the_live_odds_say_a_turns_chance_and_once_the_order_is_set_each_players"),
        "live": figure(BRUTE, PIE + "test_the_live_odds_say_a_turns_chance_and_once_the_order_is_set_each_players"),
        "all_dead_chance": figure(BRUTE, PIE + "test_one_throw_all_dead_by_brute_force"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, E + "test_pie_eyed_dice_odds_independent.py::test_every_figure_printed",
                       E + "test_pie_eyed_dice_odds_independent.py::test_the_plain_text_says_each_figure"),
    },
    "scarney_chemin_de_fer": {
        "throw_distribution": figure(BRUTE, INDEP + "test_scarney_five_dice_and_the_draw_by_every_throw"),
        "sum_distribution": figure(BRUTE, INDEP + "test_scarney_five_dice_and_the_draw_by_every_throw"),
        "draw_distribution": figure(BRUTE, SCARNEY + "test_draw_distribution_by_brute_force"),
        "shooter_distribution": figure(BRUTE, SCARNEY + "test_final_point_distribution_equals_brute_force"),
        "total_distribution": figure(BRUTE, SCARNEY + "test_five_dice_total_and_point_by_brute_force"),
        "first_point_distribution": figure(BRUTE, SCARNEY + "test_five_dice_total_and_point_by_brute_force"),
        "draw_chance": figure(BRUTE, INDEP + "test_scarney_five_dice_and_the_draw_by_every_throw"),
        "versus": figure(BRUTE, SCARNEY + "test_versus_a_banker_point_by_brute_force"),
        "versus_banker": figure(BRUTE, E + "test_coach_scarney.py::test_a_bet_cannot_change_an_even_game_by_brute_force"),
        "banker_edge": figure(BRUTE, SCARNEY + "test_even_game_the_banker_edge_is_exactly_zero"),
        "punto_banco": figure(PUBLISHED, SCARNEY + "test_punto_banco_contrast_is_the_known_casino_edge"),
        "live": figure(BRUTE, SCARNEY + "test_the_live_odds_follow_the_table_the_draw_and_the_banks_point"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, SCARNEY + "test_cli_odds_json_keys", INDEP + "test_scarney_five_dice_and_the_draw_by_every_throw"),
    },
    "seven_up": {
        "trump_counts": figure(BRUTE, SEVEN + "test_trump_counts_sum_to_one_and_match_a_count"),
        "jack_table": figure(BRUTE, SEVEN + "test_jack_table_against_the_engines_deals"),
        "beg_odds": figure(BRUTE, SEVEN + "test_beg_odds_by_hand_count"),
        "bid_odds": figure(BRUTE, E + "test_seven_up_auction.py::test_bid_odds_by_enumeration_no_card_turned"),
        "trumps_at_least": figure(BRUTE, SEVEN + "test_trumps_at_least_k_counted_from_the_other_side"),
        "stand_or_beg": figure(SAMPLED, SEVEN + "test_stand_or_beg_has_error_bars_and_a_strong_hand_stands"),
        "view_for": helper("builds the seat view stand_or_beg samples from; read by its test"),
        "in_play": figure(BRUTE, SEVEN + "test_in_play_widget_figures"),
        "add_odds_arguments": CLI_ARGS,
        "odds": figure(BRUTE, SEVEN + "test_cli_odds_json"),
    },
}


# -- the coach ------------------------------------------------------------------------------------------------------
# Every public name of every coach module (engine/coach/<game>.py, core.py, and the package itself as "__init__"):
# the values, losses and intervals a learner sees in live help, the review and `engine coach`, or a helper.
CALIBRATED = "calibrated"      # the value predicted for a move agrees with the mean result of playing it out from
#                                the true deals (independent of the coach's own sampler)

C = E + "test_coach_"
CF = E + "test_coach_figures_independent.py::"
WORDS = "a sentence or a nudge in words around evaluate's figures (no figure of its own): "
STAND = "test_standing_counted_exactly_agrees_with_brute_force_and_with_the_sample"
DOM_EXACT = C + "domino_euchre.py::test_exact_values_agree_with_a_brute_force_and_the_sample_with_the_exact"
DOM_MEAN = C + "domino_euchre.py::test_the_value_predicted_for_the_move_played_is_its_mean_result"
NO_FIGURE_ADVICE = helper("a period book's advice in words, cited; no figure")

COACH: dict[str, dict[str, Figure | Helper]] = {
    "__init__": {
        "CannotEvaluate": helper("the exception for a position the coach cannot value within its budget"),
        "coach_for": helper("finds a game's coach module"),
        "decision_rng": helper("the seeded generator of one decision's deals: " + C + "core.py::"
                               "test_the_coach_draws_the_same_deals_for_the_same_seed_and_place"),
        "judge": helper("runs the game's evaluate at one decision and wraps it in a core Decision, whose loss is "
                        "core's (held by " + CF + "test_sampled_means_intervals_and_paired_losses_by_hand)"),
        "seat_decisions": helper("which of a record's actions a seat took"),
        "grade_record": helper("judge over a record's decisions (the command line's `coach`); the same grades twice: "
                               "the test_the_command_line_* tests of each tests/engine/test_coach_<game>.py"),
        "CoachBot": helper("the stronger computer player: chooses by evaluate, shows nothing"),
    },
    "call_ace": {},      # re-exports Domino Euchre's coach: its names are listed there
    "chuck_a_luck": {
        "variant_of": helper("the table's rules read from the view"),
        "layout_value": figure(BRUTE, C + "chuck_a_luck.py::test_each_bet_exact_agrees_with_brute_force_and_the_sample"),
        "after": helper("the stakes on the layout after an action, valued by layout_value"),
        "evaluate": figure(CALIBRATED,
                           C + "chuck_a_luck.py::test_calibration_the_predicted_worth_of_the_layout_is_what_the_throws_pay",
                           C + "chuck_a_luck.py::test_each_bet_exact_agrees_with_brute_force_and_the_sample",
                           note="each choice's value is layout_value of the stakes after it"),
        "reason": helper(WORDS + C + "chuck_a_luck.py::test_a_dollar_on_a_total_is_a_blunder_and_taking_back_a_bet_best"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "commerce": {
        "scale_for": helper("the grade thresholds at a stake, a convention: "
                            + C + "commerce.py::test_the_scale_grows_with_the_stake"),
        "Tables": helper("the play-outs' computer players' hand-strength tables, never shown"),
        "tables": helper("builds Tables once per pack and rule"),
        "Player": helper("a table computer player's rules for the play-outs"),
        "player_for": helper("who sits where in the play-outs"),
        "variant_of": helper("the table's rules read from the view"),
        "Seen": helper("what the seat's view fixes of a deal: "
                       + C + "commerce.py::test_a_sampled_deal_keeps_what_the_seat_sees_and_uses_nothing_it_cannot"),
        "sample_world": helper("one deal consistent with the view (Seen.draw)"),
        "counter_worth": helper("Pool Commerce's price of a counter, a convention (a third of the entry), not a chance"),
        "play_out": helper("one deal played to its settlement; evaluate's values are means of it: "
                           + C + "commerce.py::test_the_exact_settlement_is_the_games_own"),
        "stand_exact": figure(BRUTE, C + "commerce.py::" + STAND),
        "evaluate": figure(INTERVAL, C + "commerce.py::" + STAND,
                           C + "commerce.py::test_calibration_against_the_true_deal_at_each_deals_first_decision"),
        "reason": helper(WORDS + C + "commerce.py::test_breaking_a_tricon_of_aces_is_a_blunder_and_standing_best"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "core": {
        "Scale": helper("a game's unit and grade thresholds (conventions)"),
        "Advice": helper("a period book's advice and its source"),
        "Choice": helper("one action's value and interval, as computed by exact or sampled"),
        "Evaluation": helper("the choices of one decision; its loss and grade are exact's and sampled's"),
        "exact": figure(BRUTE, C + "core.py::test_exact_losses_are_graded_by_the_thresholds",
                        C + "core.py::test_equal_exact_values_are_both_best"),
        "sampled": figure(BRUTE, CF + "test_sampled_means_intervals_and_paired_losses_by_hand",
                          C + "core.py::test_paired_samples_tell_apart_what_separate_intervals_cannot",
                          C + "core.py::test_noise_without_a_real_difference_is_too_close_to_call",
                          note="the means, intervals and paired losses against the statistics module"),
        "no_choice": figure(BRUTE, C + "core.py::test_one_choice_or_no_choice_that_matters_is_forced"),
        "Decision": figure(BRUTE, CF + "test_sampled_means_intervals_and_paired_losses_by_hand",
                           C + "core.py::test_a_decision_serialises_every_field_the_command_line_promises",
                           note="the loss of the move played, as the review and `engine coach` show it"),
    },
    "domino_euchre": {
        "evaluate": figure(BRUTE, DOM_EXACT, DOM_MEAN),
        "exact_values": figure(BRUTE, DOM_EXACT),
        "sampled_values": figure(INTERVAL, DOM_EXACT, DOM_MEAN),
        "say": helper("an action in words"),
        "reason": helper(WORDS + C + "domino_euchre.py::test_words_name_the_best_and_nudges_do_not"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "draw_poker": {
        "scale_for": helper("the grade thresholds in proportion to the ante, a convention"),
        "draw_tables": helper("the play-outs' sorted final hands by cards drawn, read by table_read (held there)"),
        "deal_and_draw": helper("draw_tables' tables made afresh (held against hands drawn one at a time in "
                                "test_coach_draw_poker_mutants.py)"),
        "table_read": figure(SAMPLED, C + "draw_poker.py::test_the_table_read_agrees_with_the_book_players_own_reading",
                             note="against the book player's own reading over fresh deals, within 0.1"),
        "TableBook": helper("the book player of the play-outs"),
        "World": helper("one sampled deal of the unseen cards"),
        "unseen": helper("the cards the seat has not seen, read by draw_chances' test"),
        "public_actions": helper("the deal's actions read back from the move log: "
                                 + C + "draw_poker.py::test_the_deals_actions_are_read_back_whoever_the_lines_were_written_for"),
        "sample_world": helper("one deal consistent with the view: "
                               + C + "draw_poker.py::test_no_sampled_deal_puts_a_card_where_the_seat_knows_it_is_not"),
        "state_of": helper("the deal with a sampled world's cards put in"),
        "lean_view": helper("the part of the view the book player reads: "
                            + C + "draw_poker.py::test_the_lean_view_is_the_views_own_figures"),
        "play_out": helper("one deal played to its end: " + C + "draw_poker.py::test_a_play_out_is_the_protocols_own_game"),
        "evaluate": figure(CALIBRATED, C + "draw_poker.py::test_the_value_of_the_move_played_agrees_with_playing_it_out",
                           C + "draw_poker.py::test_the_sampled_deals_draw_the_exact_chances_within_their_interval"),
        "candidates": helper("the choices the coach's player weighs"),
        "assumes": helper("says in words what evaluate assumes"),
        "draw_chances": figure(BRUTE, C + "draw_poker.py::test_the_draws_exact_chances_are_every_draw_counted"),
        "reason": helper(WORDS + C + "draw_poker.py::test_reason_advice_and_nudge_are_sentences_for_every_phase"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
        "class_words": helper("a hand's class in words"),
    },
    "euchre": {
        "EuchreEvaluation": helper("core's Evaluation with the playouts' made/euchred counts for the reason's words"),
        "scale_for": helper("the grade thresholds at the table's game, a convention"),
        "evaluate": figure(BRUTE, C + "euchre.py::test_the_last_tricks_exact_agree_with_a_brute_force_and_the_sample",
                           C + "euchre.py::test_predictions_agree_with_play_outs_of_the_move_played"),
        "reason": helper(WORDS + C + "euchre.py::test_a_fixed_position_grades_the_losing_card_a_blunder_and_the_winner_best"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "pie_eyed_dice": {
        "evaluate": figure(BRUTE, CF + "test_pie_eyed_dice_says_the_turns_chance_counted_face_by_face",
                           note="no decision: the sentence gives the turn's chance, counted face by face"),
        "reason": helper("returns evaluate's sentence, held there"),
        "advice": helper("None: no advice"),
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "scarney_chemin_de_fer": {
        "even_game": figure(BRUTE, C + "scarney.py::test_a_bet_cannot_change_an_even_game_by_brute_force"),
        "note": helper("even_game's figure in the decision's sentence: "
                       + C + "scarney.py::test_every_decision_is_forced_and_says_why_with_its_figure"),
        "evaluate": figure(BRUTE, C + "scarney.py::test_a_bet_cannot_change_an_even_game_by_brute_force",
                           C + "scarney.py::test_every_decision_is_forced_and_says_why_with_its_figure",
                           note="every choice worth 0: the player's win equals his loss, brute-forced"),
        "reason": helper("returns evaluate's sentence, held there"),
        "advice": helper("None: Scarne gives rules, not counsel on bets"),
        "nudge": helper(WORDS + "a question, no answer"),
    },
    "seven_up": {
        "evaluate": figure(BRUTE, C + "seven_up.py::test_exact_values_equal_a_brute_force_written_apart",
                           C + "seven_up.py::test_the_sampled_estimate_holds_the_exact_value_within_its_interval",
                           C + "seven_up.py::test_the_value_predicted_at_the_beg_is_the_mean_result_of_playing_it"),
        "exact_deals": helper("the consistent deals evaluate counts over: "
                              + C + "seven_up.py::test_every_consistent_deal_is_counted_once"),
        "reason": helper(WORDS + C + "seven_up.py::test_throwing_the_ten_instead_of_taking_the_jack_is_a_blunder"),
        "advice": NO_FIGURE_ADVICE,
        "nudge": helper(WORDS + "a question, no answer"),
    },
}
