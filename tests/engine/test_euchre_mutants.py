"""Euchre's game modules held by tests that a mutant of a rule would fail (issue 31: mutation testing)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.games._euchre_family import hand as F
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import tables as T
from tests.engine.euchre_moves import fixed, play


# -- rules.py: a table the options cannot make is refused with the whole reason a player reads -------------------------
@pytest.mark.rules("hp-deal")
@pytest.mark.parametrize("bad", [{"players": 6, "pack": 32}, {"pack": 32}, {"joker": False}])
def test_hasenpfeffer_at_a_table_it_is_not_played_at_is_refused_saying_what_it_needs(bad):
    with pytest.raises(BadInput) as exc:
        GAME.variant_for({"hasenpfeffer": True, "players": 4, "pack": 24, "joker": True, **bad})
    assert str(exc.value) == ("variant: Hasenpfeffer is played by four in partnerships with the 24-card pack and the "
                              "joker (players 4, pack 24, joker on)")


@pytest.mark.rules("pack-24")
@pytest.mark.parametrize("players", [5, 6, 7])
def test_the_24_card_pack_for_more_than_four_is_refused_saying_which_pack_to_use(players):
    with pytest.raises(BadInput) as exc:
        GAME.variant_for({"pack": 24, "players": players})
    assert str(exc.value) == (f"variant: the 24-card pack cannot deal {players} hands of five and a turn-up: use the "
                              "32-card pack for five to seven players")


# -- tables.py: the rules written once as functions, held card by card -----------------------------------------------
# _trump_power and _strength build the tables the game plays by (POWER, the deck's STRENGTH) at import, so the tests
# below call them as well as reading the tables: a mutant of the function is seen only by a direct call.
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
ALL_CARDS = range(T.NCARDS)        # the 36 cards of the seven-handed pack and the joker
PLAIN_ORDER = "6 7 8 9 10 J Q K A".split()


def _id(text: str) -> int:
    return T.ID_OF_TEXT[text]


def _rule_suit(c: int, trump: int) -> int:
    """The suit a card belongs to, by the rules: the joker is a trump (of none before trumps are made), the jack of
    the trump suit's colour too; every other card is of its printed suit."""
    text = T.TEXT[c]
    if c == T.JOKER:
        return trump
    colour_mate = {CLUBS: SPADES, SPADES: CLUBS, DIAMONDS: HEARTS, HEARTS: DIAMONDS}
    suit = T.SUIT_LETTERS.index(text[-1])
    if trump >= 0 and text[:-1] == "J" and suit == colour_mate[trump]:
        return trump
    return suit


@pytest.mark.rules("left-bower-suit", "joker-led")
def test_every_card_belongs_to_its_suit_as_the_rules_say_under_every_trump():
    for trump in (-1, CLUBS, DIAMONDS, HEARTS, SPADES):
        for c in ALL_CARDS:
            assert T.effective_suit(c, trump) == _rule_suit(c, trump), (T.TEXT[c], trump)
    assert T.effective_suit(_id("JS"), CLUBS) == CLUBS and T.effective_suit(_id("JC"), SPADES) == SPADES


@pytest.mark.rules("bowers", "joker")
def test_trump_power_is_the_documented_scale_the_bots_read():
    """The joker 21, the right bower 20, the left 19, then ace 18 down to the six 10; 0 for a card that is not a
    trump, and for every card before trumps are made (the rule-of-thumb bot reads 21, 20, 19, 18, 17, 16)."""
    for trump in (CLUBS, DIAMONDS, HEARTS, SPADES):
        letter = T.SUIT_LETTERS[trump]
        expect = {_id("J" + letter): 20, _id("J" + T.SUIT_LETTERS[3 - trump]): 19, T.JOKER: 21}
        for i, rank in enumerate(PLAIN_ORDER):
            expect.setdefault(_id(rank + letter), 10 + i)
        for c in ALL_CARDS:
            assert T._trump_power(c, trump) == expect.get(c, 0) == T.POWER[trump][c], (T.TEXT[c], trump)
    assert all(T._trump_power(c, -1) == 0 for c in ALL_CARDS)


def _rule_key(c: int, led: int, trump: int) -> tuple:
    """Who beats whom in a trick, by the rules: a trump by its rank among trumps, then a card of the suit led by its
    rank, then any other card, which can win nothing."""
    trumps = ["JK", "J" + "CDHS"[trump], "J" + "CDHS"[3 - trump]] if trump >= 0 else []
    trumps += [r + "CDHS"[trump] for r in reversed(PLAIN_ORDER) if r != "J"] if trump >= 0 else []
    text = T.TEXT[c]
    if text in trumps:
        return (2, -trumps.index(text))
    if _rule_suit(c, trump) == led:
        return (1, PLAIN_ORDER.index(text[:-1]))
    return (0, 0)


@pytest.mark.rules("trick", "plain-suits", "bowers")
def test_a_cards_strength_in_a_trick_orders_the_cards_as_the_rules_do():
    def sign(x):
        return (x > 0) - (x < 0)

    for trump in (-1, CLUBS, DIAMONDS, HEARTS, SPADES):
        for led in range(4):
            keys = {c: _rule_key(c, led, trump) for c in ALL_CARDS}
            power = {c: T._strength(c, led, trump) for c in ALL_CARDS}
            for a in ALL_CARDS:
                for b in ALL_CARDS:
                    want = (keys[a] > keys[b]) - (keys[a] < keys[b])
                    assert sign(power[a] - power[b]) == want, (T.TEXT[a], T.TEXT[b], led, trump)
    # a card that neither follows nor trumps cannot win: -1, as the trick engine's deck has it (its trick_winner
    # starts below -1), under the lowest card of the suit led, the six
    assert T._strength(_id("AS"), HEARTS, CLUBS) == -1 < T._strength(_id("6H"), HEARTS, CLUBS)


@pytest.mark.rules("follow-suit", "left-bower-suit")
def test_the_cards_that_may_follow_a_lead_are_the_led_suits_as_the_rules_count_them():
    hand = [_id(x) for x in ("9C", "JD", "AS")]
    assert T.legal_cards(hand, CLUBS, HEARTS) == [_id("9C")]
    assert T.legal_cards(hand, HEARTS, HEARTS) == [_id("JD")]          # the left bower is a heart
    assert T.legal_cards(hand, DIAMONDS, HEARTS) == hand               # and no diamond: any card
    assert T.legal_cards(hand, -1, HEARTS) == hand                     # leading: any card


def _shown(texts, trump):
    return [T.TEXT[c] for c in sorted((_id(x) for x in texts), key=lambda c: T.display_key(c, trump))]


def test_a_hand_is_shown_trumps_first_best_first_then_clubs_diamonds_spades_hearts_high_to_low():
    before_trumps = ["7H", "AH", "7D", "6D", "KC", "AD", "10S", "JS"]
    assert _shown(before_trumps, -1) == ["KC", "AD", "7D", "6D", "JS", "10S", "AH", "7H"]
    clubs = ["9C", "AD", "JS", "AS", "JK", "JC", "KH", "QC"]
    assert _shown(clubs, CLUBS) == ["JK", "JC", "JS", "QC", "9C", "AD", "AS", "KH"]
    hearts = ["JD", "QD", "7H", "AH", "JH", "8C", "AC"]
    assert _shown(hearts, HEARTS) == ["JH", "JD", "AH", "7H", "AC", "8C", "QD"]


@pytest.mark.rules("score-alone-euchred")
def test_a_lone_hand_euchred_with_both_defending_gives_four_under_the_1862_option():
    assert T.hand_points(2, True, False, False, "wedeward", 3, 4) == (0, 4)
    assert T.hand_points(2, True, False, False, "wedeward", 3, 2) == (0, 2)
    assert T.hand_points(2, False, False, False, "wedeward", 3, 4) == (0, 2)     # both makers playing: 2 still


# -- _euchre_family/hand.py: the family's functions called as each game calls them --------------------------------------
# The games read the family's deck once (family_deck's cache) and tabulate a table's bids and seats once per variant
# (the Shape), so a test process has them made before a mutant is switched on: these tests call the functions.
def _family_expectations():
    from engine.games.domino_euchre import deck as D
    cards = {"called": tuple(_id("A" + s) for s in "CDHS"), "left_suit": (3, 2, 1, 0),
             "proposed": tuple(c // 9 for c in range(T.JOKER)) + (-1,)}
    tiles = {"called": tuple(D.doublet(s) for s in range(7)), "left_suit": (6, 0, 1, 2, 3, 4, 5),   # next lower doublet
             "proposed": tuple(D.lead_suit(c, -1) for c in range(D.N_TILES))}
    return [(T.DECK, cards), (D.DECK, tiles)]


@pytest.mark.rules("call-ace", "left-bower-suit", "turn-up")
def test_the_family_reads_the_called_piece_the_left_bowers_suit_and_the_proposed_suit_from_each_deck():
    for deck, want in _family_expectations():
        fd = F._read(deck)
        assert fd.deck is deck
        assert (fd.called, fd.left_suit, fd.proposed) == (want["called"], want["left_suit"], want["proposed"])


def test_the_familys_reading_of_a_deck_is_made_once_and_kept(monkeypatch):
    monkeypatch.setattr(F, "_DECKS", {})
    for deck, want in _family_expectations():
        fd = F.family_deck(deck)
        assert fd.called == want["called"] and fd.left_suit == want["left_suit"]
        assert F.family_deck(deck) is fd and F._DECKS[deck.name] is fd


@pytest.mark.rules("alone", "alone-maker")
def test_a_lone_maker_lays_his_partners_down_and_a_maker_with_partners_nobody():
    assert F.laid_down(0b101000, True) == 0b101000          # six-handed: both partners lay down
    assert F.laid_down(0b101000, False) == 0


@pytest.mark.rules("lone-defence")
def test_the_lone_defence_passes_to_the_next_opponent_then_to_nobody():
    assert F.next_defender((1, 3), 1) == 3
    assert F.next_defender((1, 3), 3) == -1
    assert F.next_defender((1, 3, 5), 3) == 5 and F.next_defender((1, 3, 5), 5) == -1


@pytest.mark.rules("call-ace")
def test_a_partner_in_seat_0_is_a_partner():
    assert F.maker_sides(tuple(range(5)), 2, 0) == (2, 0)      # seat 0 holds the called ace
    assert F.maker_sides(tuple(range(5)), 2, -1) == (2,)


@pytest.mark.rules("call-ace", "call-ace-none")
def test_who_played_the_called_ace_and_who_knows_the_partner():
    ace = _id("AS")
    masks = [0, 1 << ace, 0, 0, 0]                                 # seat 1 holds it, seat 2 made trumps
    assert F.played_by((), (), ace) == -1
    assert [F.partner_as_known((), (), masks, ace, 2, seat) for seat in (0, 1, 2, 5, -1)] == \
        [F.UNKNOWN, 1, F.UNKNOWN, F.UNKNOWN, F.UNKNOWN]             # only the holder knows; a watcher (5, -1) not
    trick = ((0, _id("9S")), (1, ace))
    assert F.played_by((), trick, ace) == 1 and F.partner_as_known((), trick, masks, ace, 2, 4) == 1
    # the maker held the ace himself and played it: everyone now knows he has no partner
    mine = ((((2, ace), (3, _id("7S"))), 2),)
    assert F.played_by(mine, (), ace) == 2
    assert [F.partner_as_known(mine, (), [0] * 5, ace, 2, seat) for seat in range(5)] == [-1] * 5
    # before it is played the maker holding it knows he is alone
    assert F.partner_as_known((), (), [0, 0, 1 << ace, 0, 0], ace, 2, 2) == -1


@pytest.mark.rules("score-alone")
def test_a_lone_hand_of_three_or_four_tricks_scores_the_scales_short_alone():
    lone_two = F.Scale(short_alone=2)        # Domino Euchre's option: a lone hand's three or four tricks score 2
    assert F.result_points(lone_two, 3, True) == (2, 0) and F.result_points(lone_two, 4, True) == (2, 0)
    assert F.result_points(lone_two, 3, False) == (1, 0)


@pytest.mark.rules("lone-defence", "lead-eldest", "lead-eldest-always")
def test_a_table_reads_its_opponents_from_the_sides_and_keeps_the_eldest_lead_option():
    t = F.table(4, (0, 0, 1, 1), True, F.TAKE_DEALER, False, False)          # any sides, read as given
    assert t.opponents == ((2, 3), (2, 3), (0, 1), (0, 1))
    always = F.table(4, (0, 1, 0, 1), False, F.TAKE_NONE, False, False, False)
    assert always.lead_lone_left is False
    # seat 1 plays alone, dealer 3 (his partner) laid down: the eldest hand, seat 0, still leads (1862); by default
    # the lone player's left, seat 2
    assert F.next_stage(always, F.MADE, 1, True, 3, 1 << 3, True) == (F.FIRST_LEAD, 0)
    default = F.table(4, (0, 1, 0, 1), False, F.TAKE_NONE, False, False)
    assert F.next_stage(default, F.MADE, 1, True, 3, 1 << 3, True) == (F.FIRST_LEAD, 2)


# -- game.py: every refusal says what the seat to act reads, with its rule ---------------------------------------------
FOLLOW = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"
CALL_DEAL = "JH JD AH KH QH | 9C 10C QC KC 8C | AS 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
THREE = "9C 10C 8C 7C QC | JH JD AH KH QH | AS KS QS JS 10S / 9H"
HP_WIDOW = dataclasses.replace(GAME.presets["hasenpfeffer"], widow="bidder")


def _turned_joker(variant):
    return next(s for s in (GAME.new_game(variant, seed) for seed in range(500)) if s.phase == "joker")


def _positions():
    civil, standard = GAME.presets["civil-war"], GAME.presets["standard"]
    three = EuchreVariant(players=3)
    bidding = GAME.new_game(HP_WIDOW, 3)
    trumps = play(bidding, "bid 3", "pass", "pass", "pass")
    widow = play(trumps, "name H")
    joker = GAME.presets["joker-keller-1887"]
    return {
        "order": fixed(civil, FOLLOW), "name": play(fixed(civil, FOLLOW), *["pass"] * 4),
        "defence": play(fixed(civil, FOLLOW), "order-up alone"),
        "discard": play(fixed(civil, FOLLOW), "pass", "order-up"),
        "play": play(fixed(civil, FOLLOW), "pass", "order-up", "discard AC"),
        "three": fixed(three, THREE), "three-name": play(fixed(three, THREE), "pass", "pass", "pass"),
        "standard": fixed(standard, FOLLOW),
        "call": play(fixed(EuchreVariant(players=5), CALL_DEAL), "order-up", "discard QS"),
        "hp-bidding": bidding, "hp-raised": play(bidding, "bid 3"), "hp-trumps": trumps, "hp-widow": widow,
        "hp-play": play(widow, f"discard {T.TEXT[widow.hands[0][0]]}"),
        "joker": _turned_joker(joker), "joker-three": _turned_joker(dataclasses.replace(joker, players=3)),
    }


NOW_ORDER = "the first round of making trumps is on: pass, or accept the Q♥ ('order-up')"
NOW_DISCARD = "the dealer must take up the Q♥ and discard one card ('discard 9C')"
NOW_WIDOW = "the high bidder has taken the card laid aside and must discard one ('discard 9C')"
NOW_CALL = "the maker is calling the suit whose ace will be his partner ('call S')"
NOW_PLAY = "the hand is being played: play a card ('play JS')"
EACH = "Each plays for himself at this table: "
REFUSALS = [
    ("order", "alone", "alone-maker",
     "Only the player who makes trumps may play alone, and he says so as he makes them: 'order-up alone'."),
    ("order", "name S", "order-up", "In the first round only the turned-up suit can be made: order up the Q♥ or pass."),
    ("order", "defend alone", "lone-defence",
     f"Only an opponent of a lone player may defend alone, once the lone hand is announced; now {NOW_ORDER}."),
    ("order", "call S", "call-ace",
     f"Only the maker at a Call-Ace table calls a partner, after trumps are made; now {NOW_ORDER}."),
    ("order", "discard 9C", "dealer-discard", f"Only the dealer discards, after taking up the turn-up; now {NOW_ORDER}."),
    ("order", "play 9C", "order-up", f"It is not time to play a card: {NOW_ORDER}."),
    ("order", "bid 3", "order-up",
     f"Bidding a number of tricks is Hasenpfeffer's; at this table trumps are made by the turn-up: {NOW_ORDER}."),
    ("order", "foo", "notation", "'foo' is not an action in Euchre."),
    ("order", 7, "notation", "An action must be written as text, like 'pass' or 'play JS'."),
    ("name", "alone", "alone-maker",
     "Only the player who makes trumps may play alone, and he says so as he makes them: 'name H alone'."),
    ("name", "order-up", "second-round", "The Q♥ was turned down: in the second round name another suit, or pass."),
    ("name", "name H", "turned-down-suit",
     "Hearts were turned down with the Q♥: in the second round you may name any other suit."),
    ("name", "play 9C", "second-round",
     "It is not time to play a card: the second round is on: pass, or name a suit ('name S')."),
    ("defence", "alone", "alone-maker", "Only the maker plays alone; against a lone player you may 'defend alone'."),
    ("defence", "name S", "lone-defence",
     "Trumps are already made: a lone player is against you: pass, or 'defend alone'."),
    ("discard", "pass", "dealer-discard", f"There is no passing now: {NOW_DISCARD}."),
    ("discard", "alone", "alone-maker",
     "Only the maker may play alone, and only as he makes trumps (Caleb did not make them, Abner did)."),
    ("discard", "discard 9C", "hold", "You do not hold the nine of clubs: discard one of your six cards."),
    ("play", "pass", "turn", f"There is no passing now: {NOW_PLAY}."),
    ("play", "order-up", "turn", f"Trumps are already made: {NOW_PLAY}."),
    ("play", "play AS", "hold", "You do not hold the ace of spades."),
    ("three", "alone", "odd-table",
     EACH + "the maker always plays alone against all the others, so there is no partner to lay down."),
    ("three", "order-up alone", "odd-table",
     EACH + "the maker already plays against all the others, with no partner to lay down."),
    ("three", "defend alone", "odd-table", EACH + "there is no lone defence."),
    ("three-name", "name S alone", "odd-table",
     EACH + "the maker already plays against all the others, with no partner to lay down."),
    ("standard", "defend alone", "no-lone-defence",
     "This rule set has no lone defence: both opponents of a lone player play."),
    ("call", "alone", "alone-maker",
     "Only the maker may play alone, and only as he makes trumps: You made them without saying so."),
    ("call", "pass", "call-ace", f"There is no passing now: {NOW_CALL}."),
    ("call", "call H", "call-ace-suit", "You cannot call hearts: it is trumps. Call clubs or spades."),
    ("call", "call D", "call-ace-suit", "You cannot call diamonds: it is the suit of the left bower. Call clubs or spades."),
    ("hp-bidding", "order-up", "hp-bid", "The bidding is on: pass, or bid the number of tricks your side will take "
                                         "('bid 3'); the high bidder names trumps afterwards."),
    ("hp-raised", "bid 2", "hp-bid", "You must bid more than 3 (You bid 3), or pass: each bid is higher than the last."),
    ("hp-trumps", "pass", "hp-trumps", "The bidding is over: You name trumps now ('name H'), and cannot pass."),
    ("hp-trumps", "name H alone", "hp-trumps", "Hasenpfeffer has no lone hands: name trumps ('name H')."),
    ("hp-widow", "pass", "hp-widow", f"There is no passing now: {NOW_WIDOW}."),
    ("hp-widow", "bid 5", "hp-widow", f"The bidding is over: {NOW_WIDOW}."),
    ("hp-widow", "alone", "hp-trumps", "Hasenpfeffer has no lone hands."),
    ("hp-widow", "discard 9C", "hold", "You do not hold the nine of clubs: discard one of your seven cards."),
    ("hp-play", "discard 9C", "dealer-discard", "Only the high bidder discards, by the widow option, after taking the "
                                                f"card laid aside; now {NOW_PLAY}."),
    ("joker", "pass", "joker-turned",
     "The joker was turned up: nobody bids or passes; Caleb takes it and names trumps ('name H')."),
    ("joker", "alone", "alone-maker", "The dealer plays alone by saying so as he names trumps: 'name H alone'."),
    ("joker-three", "name H alone", "odd-table",
     EACH + "the dealer already plays against all the others, with no partner to lay down."),
]


@pytest.mark.rules("alone-maker", "hold", "odd-table", "call-ace-suit", "hp-bid", "hp-trumps", "hp-widow", "joker-turned")
def test_every_refusal_gives_its_rule_and_the_words_the_player_reads():
    """Each refusal branch, as the seat to act reads it (the widow's face never named: the bidder took it unseen)."""
    at = _positions()
    for where, action, rule, reason in REFUSALS:
        with pytest.raises(IllegalAction) as exc:
            GAME.apply(at[where], action)
        assert (exc.value.rule.id, exc.value.reason) == (rule, reason), (where, action)


def test_a_finished_game_refuses_any_action_saying_it_is_over():
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up", "discard AC").copy()
    s.scores = (4, 4)
    while not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, "pass")
    assert (exc.value.rule.id, exc.value.reason) == ("game-over", "The game is over: start a new game to play again.")
