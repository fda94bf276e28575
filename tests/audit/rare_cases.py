"""The rare-case audit's registry: every settlement, scoring and tie rule of every game's rulebook, with the tests
that pin it by a fixed deal (the cards, tiles or dice given in full, played or settled, the result asserted), as
``path::test_function``; and the rare states ``tests/engine/test_rare_states.py`` steers the harness into, with the
rules each one reaches.

``tests/audit/test_rare_cases.py`` fails when a rule whose id or text speaks of scores, ties, settling, paying,
winning or the pool is in neither ``SETTLEMENT`` nor ``NOT_SETTLEMENT``; when a named test does not exist, does not
carry ``@pytest.mark.rules`` naming the rule for that game, or shows no fixed deal (a card, tile or dice literal in
the test, in a constant it names or in a helper of its file it calls); and when a rare state has no entry here. A
new scoring rule: add ``"id": (tests...)`` under its game; a new rare state: add its name to ``RARE_STATES``.
"""

from __future__ import annotations

import re

# What makes a rule a settlement, scoring or tie rule, by its id and text (a net: what it catches that is not one
# goes in NOT_SETTLEMENT with the reason).
KEYWORDS = re.compile(r"\bscor|\bties?\b|\btied\b|divide|settle|\bpays?\b|\bpaid\b|\bwins?\b(?! the trick)|stand-off|"
                      r"euchred|\bpool\b|\bpoints?\b|\bstakes?\b|set back|\bkitty\b", re.I)

E = "tests/engine/"
FD = E + "test_rare_fixed_deals.py::"
FX = "tests/audit/test_option_effects.py::"
CALL, CHUCK, COM = E + "test_call_ace.py::", E + "test_chuck_a_luck.py::", E + "test_commerce.py::"
DOM, POKER, POKER_H = E + "test_domino_euchre.py::", E + "test_draw_poker.py::", E + "test_draw_poker_hands.py::"
EU, HP = E + "test_euchre.py::", E + "test_euchre_hasenpfeffer.py::"
PIE, CHEM = E + "test_pie_eyed_dice.py::", E + "test_scarney_chemin_de_fer.py::"
SEVEN, AUCTION = E + "test_seven_up.py::", E + "test_seven_up_auction.py::"

SETTLEMENT: dict[str, dict[str, tuple[str, ...]]] = {
    "call-ace": {
        "score-make": (FD + "test_call_ace_a_march_scores_two_to_the_maker_and_to_the_partner_who_held_the_doublet",),
        "score-alone": (FD + "test_call_ace_lone_march_scores_four_to_the_maker_only",),
        "score-euchre": (FD + "test_call_ace_a_euchre_gives_two_to_each_of_the_others",),
        "game": (FD + "test_call_ace_game_at_five_and_two_reaching_it_on_one_hand",),
        "game-tie": (FD + "test_call_ace_game_at_five_and_two_reaching_it_on_one_hand",),
        "call-score": (FD + "test_call_ace_a_march_scores_two_to_the_maker_and_to_the_partner_who_held_the_doublet",
                       FD + "test_call_ace_a_euchre_gives_two_to_each_of_the_others"),
        "call-none": (CALL + "test_rule_maker_without_partner_scores_as_a_side",),
        "call-alone": (FD + "test_call_ace_lone_march_scores_four_to_the_maker_only",),
    },
    "chuck-a-luck": {
        "single": (CHUCK + "test_rule_single_pays_one_two_three_to_one_edge_17_over_216",
                   CHUCK + "test_rule_single_triple_pays_option"),
        "raffle": (CHUCK + "test_rule_settle_triple_beats_high_and_pays_raffle_and_single_three_to_one",),
        "total": (CHUCK + "test_rule_total_alternative_tables",),
        "high-low": (CHUCK + "test_rule_high_low_odd_even_lose_to_triples_edge_1_over_36",
                     CHUCK + "test_rule_settle_triple_beats_high_and_pays_raffle_and_single_three_to_one"),
        "odd-even": (CHUCK + "test_rule_high_low_odd_even_lose_to_triples_edge_1_over_36",),
        "settle": (CHUCK + "test_rule_bets_several_at_once_and_settle_each",
                   CHUCK + "test_rule_settle_triple_beats_high_and_pays_raffle_and_single_three_to_one"),
        "session": (CHUCK + "test_rule_session_ends_when_you_are_cleaned_out",
                    CHUCK + "test_rule_session_ends_when_the_bank_is_broken"),
    },
    "commerce": {
        "combinations": (COM + "test_the_five_combinations_in_order",),
        "tie-tricon": (COM + "test_tie_tricons_aces_high_twos_low",),
        "tie-sequence": (COM + "test_tie_sequences_akq_best_32a_lowest",),
        "tie-flush": (COM + "test_tie_flushes_by_point_then_as_point",),
        "tie-pair": (COM + "test_tie_pairs_by_rank_then_third_card",),
        "tie-point": (COM + "test_tie_point_first_highest_card_different",),
        "point-equal-ranks": (COM + "test_equal_ranks_of_different_suits_are_equal",),
        "limited": (COM + "test_limited_commerce_counts_unrecognised_combinations_by_point",),
        "stake": (COM + "test_stake_dealer_pays_double_and_the_deal",),
        "settle-new": (COM + "test_stand_ends_and_the_settlement",),
        "tie-new": (COM + "test_equal_best_hands_in_the_new_game_divide_the_pool",),
        "settle-old": (COM + "test_old_game_winner_has_a_stake_from_each",),
        "pool-settle": (COM + "test_pool_commerce_counters_and_the_winners_sum",),
        "pool-out": (COM + "test_first_out_may_buy_a_horse_and_the_last_takes_the_pool",),
        "horse": (COM + "test_first_out_may_buy_a_horse_and_the_last_takes_the_pool",),
        "dealer-penalty": (COM + "test_dealer_penalties_each_player_or_better_hands",),
        "extended-all": (COM + "test_extended_all_stand_and_no_barter_with_a_stander",),
        "pay-with-what-you-hold": (COM + "test_no_trading_with_money_one_does_not_have",),
    },
    "domino-euchre": {
        "score-make": (DOM + "test_rule_scores_go_to_sides_and_game_is_five",
                       FD + "test_domino_a_march_with_a_partner_scores_two_and_a_euchre_two_to_the_others"),
        "score-alone": (FD + "test_domino_lone_march_scores_four_whatever_the_short_option",),
        "score-euchre": (FD + "test_domino_a_march_with_a_partner_scores_two_and_a_euchre_two_to_the_others",),
        "game": (DOM + "test_rule_scores_go_to_sides_and_game_is_five",),
        "game-tie": (DOM + "test_rule_equal_scores_share_the_win",),
        "each-for-himself": (FD + "test_domino_three_each_for_himself_a_euchre_gives_two_to_every_other",),
    },
    "draw-poker": {
        "calling": (POKER + "test_call_shows_hands_and_highest_wins",),
        "last-in": (POKER + "test_last_in_wins_without_showing",),
        "divide": (POKER + "test_divided_pool_odd_chip", POKER_H + "test_exactly_equal_hands_tie"),
        "ranking": (POKER + "test_call_shows_hands_and_highest_wins", POKER_H + "test_rankings_differ_where_history_says"),
        "ties": (POKER + "test_divided_pool_odd_chip", POKER_H + "test_full_counts_by_its_threes"),
    },
    "euchre": {
        "score-make": (EU + "test_rule_score_march_in_play",),
        "score-alone": (FD + "test_euchre_lone_march_scores_four",),
        "score-euchre": (FD + "test_euchre_makers_without_a_trump_are_euchred_for_two",),
        "score-alone-euchred": (E + "test_presets_period.py::test_euchre_1862_a_lone_hand_euchred_gives_four",),
        "score-lone-defence": (FX + "test_euchre_lone_defence_and_its_scoring",),
        "score-odd": (EU + "test_rule_score_odd_each_opponent_scores", FX + "test_euchre_odd_march"),
        "game": (FD + "test_euchre_standard_game_is_seven", HP + "test_rule_hp_game_ten_and_the_floor_minus_ten"),
        "game-7": (FD + "test_euchre_standard_game_is_seven",),
        "game-tie": (EU + "test_rule_game_tie_shared",),
        "call-ace-none": (EU + "test_rule_call_ace_none_scores_as_a_partnership",),
        "hp-score": (HP + "test_rule_hp_score_made_or_set_back",),
        "hp-game": (HP + "test_rule_hp_game_ten_and_the_floor_minus_ten",),
        "hp-floor": (HP + "test_rule_hp_game_ten_and_the_floor_minus_ten",),
    },
    "pie-eyed-dice": {
        "roles": (PIE + "test_rule_five_dead_take_the_roles_in_order",),
        "forfeit-roles": (PIE + "test_rule_five_dead_take_the_roles_in_order",),
        "session": (FD + "test_pie_eyed_dice_one_round_of_roles_ends_a_one_round_game",),
    },
    "scarney-chemin-de-fer": {
        "point": (FD + "test_scarney_the_point_is_the_last_digit",),
        "natural-stands": (CHEM + "test_rule_seven_eight_nine_stand",),
        "no-dead-no-draw": (CHEM + "test_rule_five_numbers_no_draw_even_on_a_hit_number",),
        "settle": (CHEM + "test_rule_players_in_turn_settle_against_the_banker", FD + "test_scarney_the_point_is_the_last_digit"),
        "session": (FD + "test_scarney_the_session_ends_when_one_player_holds_every_chip",),
    },
    "seven-up": {
        "turned-jack": (SEVEN + "test_rule_turned_jack_scores_the_dealer_at_once",),
        "give": (SEVEN + "test_rule_give_scores_the_eldest_and_keeps_trumps",),
        "gift-three": (FD + "test_seven_up_three_handed_gift_scores_each_adversary",),
        "run-jack": (SEVEN + "test_rule_run_jack_scores_again_but_not_a_refused_jack",),
        "high": (SEVEN + "test_rule_high_low_game",),
        "low": (SEVEN + "test_rule_high_low_game", SEVEN + "test_rule_low_taken_option"),
        "jack": (SEVEN + "test_rule_jack_to_the_taker_and_nothing_when_out_of_play",),
        "game-count": (SEVEN + "test_rule_high_low_game",),
        "game-tie": (SEVEN + "test_rule_game_tie_no_one_or_the_elder",),
        "one-trump": (SEVEN + "test_rule_one_trump_scores_high_and_low",),
        "count-order": (SEVEN + "test_rule_count_order_first_out_wins",),
        "game-target": (SEVEN + "test_rule_count_order_first_out_wins", SEVEN + "test_a_turned_jack_can_win_the_game_at_once"),
        "auction-sale": (AUCTION + "test_rule_seller_scores_the_bid_at_once_and_the_buyer_pitches",),
        "auction-setback": (AUCTION + "test_a_whole_hand_sold_played_and_set_back_in_the_log",),
        "auction-order": (FD + "test_seven_up_the_pitchers_points_count_first",),
        "smudge": (FD + "test_seven_up_smudge_bid_four_made_four_wins_at_once",),
    },
}

# Rules the keyword net catches that settle nothing themselves: why each is not a settlement, scoring or tie rule.
BETTING = "a bet's or a stake's limit or placing, refused before anything is settled"
NOT_SETTLEMENT: dict[str, dict[str, str]] = {
    "call-ace": {"trump-only": "which suit a trump tile belongs to ('wins' as a trick-taker)"},
    "chuck-a-luck": {"stake": BETTING, "purse": BETTING, "bank-covers": BETTING,
                     "before-throw": "when bets may be placed; the settlement is 'settle'"},
    "commerce": {"ready-money": "a trade's price, paid during play", "dealer-buys": "a trade's price, paid during play",
                 "pool-counters": "the entry to Pool Commerce, before any hand",
                 "session": "when the session ends (its last settlement is settle-new's)"},
    "domino-euchre": {"trump-only": "which suit a trump tile belongs to ('wins' as a trick-taker)"},
    "draw-poker": {"ante": BETTING, "making-good": BETTING, "raising": BETTING, "seeing": BETTING,
                   "table-stakes": BETTING},
    "euchre": {"call-ace": "calling a partner; its scoring is call-ace-none and score-make"},
    "pie-eyed-dice": {"order-by-throw": "the order of play ('highest total' goes first)",
                      "score-corrections": "the book's rule for a misadded score; the engine adds",
                      "ask-score": "when a player may ask the score; the table shows it"},
    "scarney-chemin-de-fer": {"order-by-throw": "the order of play ('highest total' banks first)",
                              "bank-covers": BETTING, "player-turn": "the order of the players' throws",
                              "score-corrections": "the book's rule for a misadded score; the engine adds",
                              "ask-score": "when a player may ask the score; the table shows it"},
    "seven-up": {"pack-out": "the cards bunched when the pack runs out: a new deal, nothing scored",
                 "auction-sell": "the auction's procedure; the sale's score is auction-sale",
                 "auction-bid": "the auction's procedure; what a bid scores is auction-setback",
                 "auction-accept": "the auction's procedure; what the buyer must make is auction-setback"},
}

# The rare states tests/engine/test_rare_states.py steers the harness into (its reach list), and the rules each one
# settles: every one of them is in SETTLEMENT above, so a fixed deal pins what the harness reaches.
RARE_STATES: dict[str, tuple[str, tuple[str, ...]]] = {
    "euchre: a hand thrown in (all pass twice)": ("euchre", ()),
    "euchre: a lone defender marches against a lone maker": ("euchre", ("score-lone-defence",)),
    "euchre: seven players, a whole game": ("euchre", ("score-odd", "game")),
    "draw poker: the pack runs out during the draw": ("draw-poker", ()),
    "draw poker: a divided pool with an odd chip": ("draw-poker", ("divide", "ties")),
    "chuck-a-luck: the bank is broken": ("chuck-a-luck", ("settle", "session")),
    "seven-up: the cards run until the pack is out": ("seven-up", ()),
    "commerce: equal best hands divide the pool": ("commerce", ("tie-new",)),
    "scarney chemin de fer: a stand-off": ("scarney-chemin-de-fer", ("settle",)),
}
