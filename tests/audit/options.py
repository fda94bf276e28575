"""The option audit's registry: for every rule option of every game (``engine.core.variant.describe``) and every
command-line option (``engine/cli.py``'s parsers, with each game's odds and simulate hooks), the tests that set its
non-default value where it changes the outcome and assert the difference, as ``path::test_function``.

``tests/audit/test_options.py`` fails when an option has no entry here, an entry names an option that is gone, or a
named test does not exist. A new rule option: add ``"option": (tests...)`` under its game in ``RULE_OPTIONS``; a new
command-line option: add ``"odds GAME --flag"`` (or ``"simulate GAME --flag"``, ``"COMMAND --flag"``) to
``CLI_OPTIONS``.
"""

from __future__ import annotations

E = "tests/engine/"
FX = "tests/audit/test_option_effects.py::"
CHUCK, CHUCK_O = E + "test_chuck_a_luck.py::", E + "test_chuck_a_luck_odds.py::"
COM = E + "test_commerce.py::"
DOM, CALL = E + "test_domino_euchre.py::", E + "test_call_ace.py::"
POKER = E + "test_draw_poker.py::"
EU = E + "test_euchre.py::"
PIE = E + "test_pie_eyed_dice.py::"
CHEM = E + "test_scarney_chemin_de_fer.py::"
SEVEN = E + "test_seven_up.py::"
PP = E + "test_presets_period.py::"

RULE_OPTIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "call-ace": {
        "players": (CALL + "test_rule_four_or_five_each_for_himself",),
        "lead": (DOM + "test_rule_eldest_leads_by_agreement",),
        "lone": (CALL + "test_rule_lone_maker_calls_nobody",),
        "lone_short": (DOM + "test_rule_hand_points",),
        "take_up": (DOM + "test_rule_take_up_by_agreement",),
        "game": (DOM + "test_rule_scores_go_to_sides_and_game_is_five",),
    },
    "chuck-a-luck": {
        "layout": (CHUCK + "test_rule_sweat_cloth_offers_the_six_numbers_only",
                   CHUCK + "test_rule_sweat_cloth_refuses_a_bet_off_the_numbers_with_its_rule"),
        "soldiers": (CHUCK + "test_rule_bets_several_at_once_and_settle_each",),
        "throws": (CHUCK + "test_rule_session_ends_when_you_are_cleaned_out",),
        "purse_cents": (CHUCK + "test_rule_purse_stake_larger_than_the_purse_refused",),
        "bank_cents": (CHUCK + "test_rule_bank_covers_refuses_a_bet_it_could_not_pay",
                       CHUCK + "test_rule_session_ends_when_the_bank_is_broken"),
        "totals_table": (CHUCK + "test_rule_total_alternative_tables",),
        "raffle_pays": (CHUCK + "test_rule_raffle_pays_30_to_1_edge_5_over_36",),
        "single_triple_pays": (CHUCK + "test_rule_single_triple_pays_option",),
    },
    "commerce": {
        "mode": (COM + "test_the_widow_face_up_and_no_trading", COM + "test_exchange_with_the_widow"),
        "players": (COM + "test_packs_and_players",),
        "pack": (COM + "test_packs_and_players",),
        "deal_by": (COM + "test_stake_dealer_pays_double_and_the_deal",),
        "limited": (COM + "test_limited_commerce_counts_unrecognised_combinations_by_point",),
        "dealer_penalty": (COM + "test_dealer_penalties_each_player_or_better_hands",),
        "until_all_stand": (COM + "test_extended_all_stand_and_no_barter_with_a_stander",),
        "dealer_stays": (COM + "test_the_dealer_stays_until_a_tricon_sequence_or_flush",),
        "stake": (COM + "test_equal_best_hands_in_the_new_game_divide_the_pool",),
        "purse": (COM + "test_no_trading_with_money_one_does_not_have",),
        "rounds": (FX + "test_commerce_rounds_and_max_deals_end_the_session",),
        "max_deals": (FX + "test_commerce_rounds_and_max_deals_end_the_session",),
        "pool_entry": (FX + "test_commerce_pool_entry_and_take",),
        "pool_take": (FX + "test_commerce_pool_entry_and_take",),
        "horse": (COM + "test_first_out_may_buy_a_horse_and_the_last_takes_the_pool",),
    },
    "domino-euchre": {
        "players": (DOM + "test_rule_two_or_three_each_for_himself",),
        "lead": (DOM + "test_rule_eldest_leads_by_agreement",),
        "lone_short": (DOM + "test_rule_hand_points",),
        "take_up": (DOM + "test_rule_take_up_by_agreement",),
        "game": (DOM + "test_rule_scores_go_to_sides_and_game_is_five",),
    },
    "draw-poker": {
        "seats": (POKER + "test_pack_runs_out_seven_players",),
        "ranking": (POKER + "test_call_shows_hands_and_highest_wins",),
        "ace": (E + "test_draw_poker_hands.py::test_ace_rules",),
        "ante": (POKER + "test_deal_and_ante",),
        "limit": (POKER + "test_limit",),
        "chips": (POKER + "test_more_chips_than_held",),
        "deals": (POKER + "test_session_ends_and_sitting_out",),
    },
    "euchre": {
        "players": (EU + "test_rule_pack_sizes",),
        "pack": (EU + "test_rule_pack_24_refuses_five_players",),
        "batches": (EU + "test_rule_deal_in_batches",),
        "lead": (EU + "test_rule_score_march_in_play", PP + "test_euchre_1862_the_eldest_hand_leads_against_a_lone_hand"),
        "lone_euchre": (PP + "test_euchre_1862_a_lone_hand_euchred_gives_four",),
        "lone_defence": (EU + "test_rule_lone_defence_civil_war", EU + "test_rule_no_lone_defence_in_standard",
                         FX + "test_euchre_lone_defence_and_its_scoring"),
        "lone_defence_scoring": (FX + "test_euchre_lone_defence_and_its_scoring",),
        "bar_turned_down": (FX + "test_euchre_bar_turned_down",),
        "game": (EU + "test_rule_game_points",),
        "call_ace": (EU + "test_rule_call_ace_off_is_cut_throat",),
        "odd_march": (FX + "test_euchre_odd_march",),
        "joker": (E + "test_euchre_joker.py::test_rule_joker_is_the_best_trump_under_every_trump",),
        "hasenpfeffer": (E + "test_euchre_hasenpfeffer.py::test_rule_hp_bid_once_each_and_higher",),
        "widow": (E + "test_euchre_hasenpfeffer.py::test_rule_hp_widow_by_option_the_bidder_takes_it",),
    },
    "pie-eyed-dice": {
        "players": (PIE + "test_rule_session_rounds_and_tokens",),
        "form": (PIE + "test_rule_four_dead_form", PIE + "test_rule_two_dice_one_throw"),
        "wording": (PIE + "test_rule_book_wording_is_an_option",),
        "rounds": (PIE + "test_rule_session_rounds_and_tokens",),
        "one_role_each": (E + "test_pie_eyed_dice_odds.py::"
                          "test_the_live_odds_say_a_turns_chance_and_once_the_order_is_set_each_players",),
    },
    "scarney-chemin-de-fer": {
        "players": (CHEM + "test_rule_five_rounds_then_the_bank_passes_left",),
        "chips": (CHEM + "test_rule_bets_within_limits_and_own_chips",),
        "rounds_per_bank": (CHEM + "test_rule_session_ends_after_every_bank_and_skips_the_broke",),
        "banks_each": (FX + "test_scarney_banks_each",),
    },
    "seven-up": {
        "smudge": (E + "test_seven_up_auction.py::test_rule_smudge_four_bid_and_made_wins_at_once_unless_in_the_hole",),
        "players": (SEVEN + "test_rule_three_handed_gift_to_both_adversaries",),
        "trumps": (SEVEN + "test_rule_pitch_first_card_led_makes_trumps",),
        "low": (SEVEN + "test_rule_low_taken_option",),
        "game_tie": (SEVEN + "test_rule_game_tie_no_one_or_the_elder",),
        "target": (SEVEN + "test_rule_count_order_first_out_wins",),
        "gift_three": (SEVEN + "test_rule_three_handed_gift_to_both_adversaries",),
        "gift_out": (SEVEN + "test_rule_dealer_cannot_give_a_player_out",),
        "pack_out": (SEVEN + "test_rule_pack_out_bunches_with_the_same_dealer",),
    },
}

CLI = E + "test_cli.py::"
COACH_SU = E + "test_coach_seven_up.py::"
EUB = E + "test_euchre_bots.py::"
CLI_OPTIONS: dict[str, tuple[str, ...]] = {
    "bench --json": (EUB + "test_cli_bench_json",),
    "bench --seconds": (CLI + "test_work_and_values_are_bounded_and_named", EUB + "test_cli_bench_json"),
    "bench --variant": (EUB + "test_cli_bench_json",),
    "coach --json": (COACH_SU + "test_the_command_line_grades_every_decision_the_same_way_twice",),
    "coach --samples": (COACH_SU + "test_the_command_line_refuses_samples_out_of_range",),
    "coach --seat": (COACH_SU + "test_the_command_line_grades_every_decision_the_same_way_twice",),
    "coach --seed": (COACH_SU + "test_the_command_line_grades_every_decision_the_same_way_twice",),
    "compile --json": (E + "test_compiled.py::test_the_command_line_says_which_path_runs",),
    "compile --status": (E + "test_compiled.py::test_the_command_line_says_which_path_runs",),
    "list --json": (CLI + "test_list_json_names_every_game",),
    "odds --json": (E + "test_commerce_odds.py::test_odds_on_the_command_line",),
    "odds --variant": (CHUCK_O + "test_cli_odds_variant_and_combination",),
    "odds call-ace --players": ("tests/engine/test_odds_independent.py::test_call_ace_partner_tile_rows_by_counting_the_deals",),
    "odds chuck-a-luck --bets": (CHUCK_O + "test_cli_odds_variant_and_combination",),
    "odds commerce --hand": (E + "test_commerce_odds.py::test_odds_on_the_command_line",),
    "odds commerce --limited": (E + "test_commerce_odds.py::test_odds_on_the_command_line",),
    "odds commerce --others": (FX + "test_cli_commerce_others_and_seed",),
    "odds commerce --pack": (E + "test_commerce_odds.py::test_odds_on_the_command_line",),
    "odds commerce --samples": (E + "test_commerce_odds.py::test_odds_on_the_command_line",),
    "odds commerce --seed": (FX + "test_cli_commerce_others_and_seed",),
    "odds domino-euchre --hand": (E + "test_domino_euchre_odds.py::test_odds_on_the_command_line",),
    "odds domino-euchre --turnup": (E + "test_domino_euchre_odds.py::test_odds_on_the_command_line",),
    "odds draw-poker --dealt": (E + "test_draw_poker_odds.py::test_cli_dealt_json",),
    "odds draw-poker --hand": (E + "test_draw_poker_odds.py::test_cli_hand_json",),
    "odds euchre --hand": (EUB + "test_cli_odds_and_bad_input",),
    "odds euchre --partner-deals": (FX + "test_cli_euchre_partner_deals",),
    "odds euchre --turnup": (EUB + "test_cli_odds_and_bad_input",),
    "odds pie-eyed-dice --dead": (E + "test_pie_eyed_dice_odds.py::test_cli_odds_json_forms",),
    "odds pie-eyed-dice --dice": (E + "test_pie_eyed_dice_odds.py::test_cli_odds_json_forms",),
    "odds pie-eyed-dice --players": (E + "test_pie_eyed_dice_odds.py::test_cli_odds_json_forms",),
    "odds scarney-chemin-de-fer --banker-point": (E + "test_scarney_chemin_de_fer_odds.py::test_cli_odds_json_keys",),
    "odds scarney-chemin-de-fer --count": (FX + "test_cli_scarney_draw_dead_and_count",),
    "odds scarney-chemin-de-fer --dead": (FX + "test_cli_scarney_draw_dead_and_count",),
    "odds seven-up --hand": (E + "test_seven_up_odds.py::test_cli_odds_json",),
    "odds seven-up --players": (FX + "test_cli_seven_up_players_and_seed",),
    "odds seven-up --samples": (E + "test_seven_up_odds.py::test_cli_odds_json",),
    "odds seven-up --seed": (FX + "test_cli_seven_up_players_and_seed",),
    "odds seven-up --turnup": (E + "test_seven_up_odds.py::test_cli_odds_json",),
    "replay --json": (E + "test_hidden_deals.py::test_the_command_line_replays_a_sealed_game_with_the_sites_secret_only",),
    "rules --json": (E + "test_traceability.py::test_rules_where_json_lists_code_and_tests",),
    "rules --where": (E + "test_traceability.py::test_rules_where_json_lists_code_and_tests",),
    "simulate --json": (CLI + "test_simulate_reproduces_a_game_only_under_the_same_secret",),
    "simulate --variant": (EUB + "test_cli_simulate_results_per_side",),
    "simulate --hands": (EUB + "test_cli_simulate_results_per_side",),
    "simulate --seed": (FX + "test_cli_simulate_seed",),
    "simulate --bots": (EUB + "test_cli_simulate_results_per_side",),
    "simulate call-ace --bot-a": (FX + "test_cli_simulate_bot_a",),
    "simulate chuck-a-luck --bets": (CHUCK_O + "test_cli_simulate_json_and_bad_input",),
    "simulate chuck-a-luck --purse": (CHUCK_O + "test_cli_simulate_json_and_bad_input",),
    "simulate chuck-a-luck --soldiers": (CHUCK_O + "test_cli_simulate_json_and_bad_input",),
    "simulate chuck-a-luck --throws": (CHUCK_O + "test_cli_simulate_json_and_bad_input",),
    "simulate commerce --no-rotate": (FX + "test_cli_commerce_no_rotate",),
    "simulate domino-euchre --bot-a": (FX + "test_cli_simulate_bot_a",),
    "simulate euchre --no-swap": (FX + "test_cli_euchre_no_swap",),
    "simulate euchre --unit": (EUB + "test_cli_simulate_results_per_side",),
}
