"""Euchre's game modules held by tests that a mutant of a rule would fail (issue 31: mutation testing)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.core.errors import BadInput, IllegalAction
from engine.core.record import GameRecord, replay, transcript
from engine.games._euchre_family import hand as F
from engine.games.euchre import GAME, EuchreVariant
from engine.games.euchre import hand as H
from engine.games.euchre import tables as T
from tests.engine.euchre_moves import fixed, play


@pytest.fixture(autouse=True)
def _fresh_tables(monkeypatch):
    """Each test builds its tables' fixed facts anew: hand.py keeps one Shape per variant for the whole process (the
    bids, the seats' order, the deal's order, the points by outcome), so a Shape made by an earlier test would hide
    a change to the rules that make it."""
    monkeypatch.setattr(H, "_SHAPES", {})


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
        "maker-0": play(fixed(civil, FOLLOW), "order-up"),
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
    ("maker-0", "alone", "alone-maker",
     "Only the maker may play alone, and only as he makes trumps (Caleb did not make them, You did)."),
    ("order", "", "notation", "'' is not an action in Euchre."),
    ("joker-three", "pass", "joker-turned",
     "The joker was turned up: nobody bids or passes; Bess takes it and names trumps ('name H')."),
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


# -- hand.py: whole recorded games, one per rule set, replayed on tables built afresh --------------------------------------
GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.mark.parametrize("name", ["civil-war", "standard", "philadelphia-1862", "railroad-keller-1887",
                                  "joker-keller-1887", "hasenpfeffer"])
def test_each_rule_sets_recorded_game_replays_move_for_move(name):
    record = GameRecord.from_json((GOLDEN / f"euchre-{name}.json").read_text())
    expected = (GOLDEN / f"euchre-{name}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert GAME.is_over(state) and expected[-1] == "  => " + GAME.outcome(state).summary


def _calls(s):
    return [tuple(c) for c in GAME.view(s, 0)["calls"]]


@pytest.mark.rules("deal", "turn-up")
def test_a_new_deal_starts_with_nothing_made_nobody_laid_down_and_no_leader():
    s = fixed(GAME.presets["civil-war"], FOLLOW)
    for state in (s, play(s, *["pass"] * 8)):     # the first deal, and the next after a throw-in
        view = GAME.view(state, 0)
        assert (view["maker"], view["alone"], view["trump"], view["out"], view["leader"], view["defender"],
                view["called"], view["partner"], view["discard"]) == (None, False, None, [], None, None, None, None, None)
        assert state.maker == -1 and state.trump == -1 and state.leader == -1 and state.outm == 0


@pytest.mark.rules("second-round", "turned-down-suit")
@pytest.mark.parametrize("turned,barred", [("7S", "S"), ("7H", "H"), ("AS", "S")])
def test_the_second_round_bars_the_suit_of_the_card_turned_down(turned, barred):
    deal = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC QH KS QS JS / " + turned
    s = play(fixed(GAME.presets["civil-war"], deal), *["pass"] * 4)
    names = [a for a in GAME.legal_actions(s) if a.startswith("name") and not a.endswith("alone")]
    assert names == [f"name {x}" for x in "CDHS" if x != barred]


@pytest.mark.rules("hp-forced")
def test_at_hasenpfeffer_the_first_seat_holding_the_joker_is_bound_to_three():
    deal = "JH JD AH KH QH JK | JC JS AS KS QS 10D | AC KC QC 10C AD KD | 9S 10S 9D QD 10H 9H / 9C"
    s = play(fixed(GAME.presets["hasenpfeffer"], deal), "pass", "pass", "pass", "pass")
    assert (s.phase, s.to_act, s.maker, s.contract) == ("trumps", 0, 0, 3)
    assert _calls(s) == [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "bid 3")]
    s = play(s, "name H")
    assert _calls(s)[-1] == (0, "name H") and len(_calls(s)) == 6


@pytest.mark.rules("lone-defence", "call-ace")
def test_every_call_of_the_hand_stays_in_its_record():
    civil = GAME.presets["civil-war"]
    s = play(fixed(civil, FOLLOW), "pass", "order-up alone")          # seat 1 alone: seat 2, then seat 0 may defend
    assert s.phase == "defence" and s.to_act == 2
    s = play(s, "pass")
    assert s.phase == "defence" and s.to_act == 0                     # the next opponent, seat 0
    s2 = play(s, "defend alone")
    assert _calls(s2) == [(0, "pass"), (1, "order-up alone"), (2, "pass"), (0, "defend alone")]
    s = play(s, "pass")
    assert s.phase == "play" and len(_calls(s)) == 4
    s = play(fixed(EuchreVariant(players=5), CALL_DEAL), "order-up", "discard QS", "call S")
    assert _calls(s) == [(0, "order-up"), (0, "call S")]


def test_checking_an_action_asks_the_rules_once_and_refuses_with_them():
    s = fixed(GAME.presets["civil-war"], FOLLOW)
    assert GAME.check(s, "pass") is None and GAME.check(s, "order-up alone") is None
    with pytest.raises(IllegalAction) as exc:
        GAME.check(s, "play 9C")
    assert exc.value.reason == f"It is not time to play a card: {NOW_ORDER}."
    bidding = GAME.new_game(HP_WIDOW, 3)
    assert GAME.check(bidding, "bid 3") is None and GAME.check(bidding, "pass") is None


@pytest.mark.rules("joker-turned", "odd-table")
def test_on_a_turned_joker_the_dealer_may_only_name_a_suit():
    joker = GAME.presets["joker-keller-1887"]
    assert GAME.legal_actions(_turned_joker(joker)) == [f"name {x}{a}" for x in "CDHS" for a in ("", " alone")]
    three = _turned_joker(dataclasses.replace(joker, players=3))
    assert GAME.legal_actions(three) == [f"name {x}" for x in "CDHS"]


# -- hand.py: the module's own machinery (made at import: called here) ------------------------------------------------
def test_a_masks_actions_are_its_cards_in_card_order():
    tables = H._listing(H.PLAY_CARD)
    for m in (0, 1, 1 << 11, 1 << 12 | 1 << 23, 1 << 24 | 1 << 36, (1 << 37) - 1, 0b1010_0110_0001 << 7):
        assert H.listed(tables, m) == tuple(H.PLAY_CARD[c] for c in range(T.NCARDS) if m >> c & 1)


def test_a_states_copy_is_equal_field_by_field_and_forgets_the_legal_actions():
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up")
    GAME.legal_actions(s)
    copy = H._make_copier()(s)
    assert copy is not s and copy == s and copy.shape is s.shape and copy.legal is None
    assert all(getattr(copy, f) == getattr(s, f) for f in H.EuchreState.__slots__ if f != "legal")


def test_a_states_named_facts_read_and_write_their_own_place_only():
    s = fixed(GAME.presets["civil-war"], FOLLOW)
    trump, dealer = H._tuple_field("bid", H.TRUMP), H._tuple_field("game_facts", H.DEALER)
    assert trump.fget(s) == -1 and dealer.fget(s) == 3
    bid, facts = s.bid, s.game_facts
    trump.fset(s, 2)
    dealer.fset(s, 1)
    assert s.bid == (*bid[:H.TRUMP], 2, *bid[H.TRUMP + 1:]) and s.game_facts == (*facts[:H.DEALER], 1, *facts[H.DEALER + 1:])


def test_packed_hands_put_each_seat_in_its_place():
    assert H.pack_masks([0b101, 0, 1]) == 0b101 | 1 << (2 * H.SPAN)
    assert H.pack_masks([]) == 0
    s = fixed(GAME.presets["civil-war"], FOLLOW)
    assert [s.mask(k) for k in range(4)] == [sum(1 << c for c in h) for h in s.hands]


def test_a_shape_is_made_once_per_variant():
    v = GAME.presets["civil-war"]
    sh = H.shape_of(v)
    assert isinstance(sh, H.Shape) and sh.variant == v and H.shape_of(v) is sh and H._SHAPES[v] is sh


@pytest.mark.rules("trick", "turn", "follow-suit")
def test_a_playout_from_the_middle_of_a_trick_plays_as_the_protocol_does():
    """The driver takes over a hand two cards into a trick; its chooser is shown the state the protocol shows (the
    seat to act, the trick so far, the legal cards), and the hand ends as the protocol ends it."""
    for lone, played in ((False, 2), (True, 2), (False, 1)):
        s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up alone" if lone else "order-up")
        s = play(s, *(["pass", "pass"] if lone else ["discard AC"]))
        s = play(s, *GAME.legal_actions(s)[:1])
        if played == 2:
            s = play(s, GAME.legal_actions(s)[-1])
        assert len(s.trick) == played
        protocol, moves = s, []
        while protocol.deal_no == 0:
            legal = GAME.legal_actions(protocol)
            if len(legal) > 1 and protocol.phase == "play":   # (the driver plays a lone legal card itself)
                moves.append((protocol.to_act, [list(x) for x in GAME.view(protocol, 0)["trick"]], legal[-1]))
            protocol = GAME.apply(protocol, legal[-1])
        seen = []

        def choose(st, legal, seen=seen):
            assert tuple(legal) == H.legal_play(st)
            seen.append((st.to_act, [[seat, T.TEXT[c]] for seat, c in st.trick], legal[-1]))
            return legal[-1]

        driven = s.copy()
        points = H.playout(driven, choose)
        assert moves == seen and len(seen) > 3
        assert tuple(points) == tuple(protocol.results[0][1])
        # the seats that played have no card left; a seat laid down keeps its five
        assert [len(h) for h in driven.hands] == [5 if seat in s.out else 0 for seat in range(4)]
        assert driven.phase == "done" and H.playout(driven) == points     # a finished hand: its points again


def _seats_after(seat, n, out):
    """The next seat to the left that is not laid down (the rule 'turn', counted by hand)."""
    nxt = (seat + 1) % n
    while out >> nxt & 1:
        nxt = (nxt + 1) % n
    return nxt


@pytest.mark.rules("players", "six-handed", "odd-table", "lone-defence", "no-lone-defence", "lead-maker", "turn",
                   "deal", "second-round", "throw-in", "call-ace-suit", "alone", "hp-bid", "hp-widow")
@pytest.mark.parametrize("variant", [
    GAME.presets["civil-war"], GAME.presets["standard"], GAME.presets["philadelphia-1862"], EuchreVariant(players=3),
    EuchreVariant(players=5), EuchreVariant(players=6, batches="2-3", bar_turned_down=False),
    EuchreVariant(players=7, lone_defence_scoring="keller", odd_march=4, lone_euchre=4), GAME.presets["hasenpfeffer"],
    HP_WIDOW], ids=lambda v: f"{v.players}p-{v.pack}-{v.hasenpfeffer}-{v.widow}-{v.lead}")
def test_a_tables_fixed_facts_are_its_rules(variant):
    v, sh = variant, H.Shape(variant)
    n, odd = v.players, v.players % 2 == 1
    cut = odd and not (n in (5, 7) and v.call_ace)
    assert sh.n == n and sh.variant is v and sh.side_of == tuple(k if odd else k % 2 for k in range(n))
    assert sh.partners == tuple(0 if odd else sum(1 << p for p in range(k % 2, n, 2) if p != k) for k in range(n))
    assert (sh.each_for_himself, sh.cut, sh.call, sh.hp, sh.barred) == (odd, cut, n in (5, 7) and v.call_ace,
                                                                        v.hasenpfeffer, v.bar_turned_down)
    assert sh.lone_defence == (v.lone_defence and not odd and not v.hasenpfeffer)
    assert sh.lead_maker == (v.lead == "maker" or v.hasenpfeffer)
    take_up = F.TAKE_NONE if v.hasenpfeffer and v.widow == "dead" else F.TAKE_MAKER if v.hasenpfeffer else F.TAKE_DEALER
    t = sh.table
    assert (t.players, t.lone_defence, t.take_up, t.call, t.lead_maker, t.lead_lone_left) == (
        n, sh.lone_defence, take_up, sh.call, sh.lead_maker, v.lead != "eldest-always")
    assert sh.opponents == t.opponents == tuple(
        tuple((m + k) % n for k in range(1, n) if sh.side_of[(m + k) % n] != sh.side_of[m]) for m in range(n))
    assert sh.bid_legal[0] == ("pass", *(f"bid {k}" for k in range(1, 7)))
    assert sh.bid_legal[4] == ("pass", "bid 5", "bid 6") and sh.bid_legal[6] == ("pass",)
    assert sh.passed[1:] == (F.GOES_ON,) * (n - 1) + (F.TURNED_DOWN,) + (F.GOES_ON,) * (n - 1) + (F.THROWN_IN,)
    assert sh.laid == tuple((0, p) for p in sh.partners)
    assert (sh.cards, sh.first, sh.game, sh.pack) == (6 if v.hasenpfeffer else 5, 3 if v.batches == "3-2" else 2,
                                                      v.game, T.pack_ids(v.pack_size))
    march = v.odd_march if cut else 2
    assert sh.scale == F.Scale(march=march, lone_euchre=4 if v.lone_defence_scoring == "keller" else 2,
                               euchre_alone=v.lone_euchre)
    alone = ("order-up alone",) if not cut else ()
    assert sh.order_legal == ("pass", "order-up", *alone)
    for turned in range(5):
        named = [x for k, x in enumerate("CDHS") if not (v.bar_turned_down and k == turned)]
        assert sh.name_legal[turned] == ("pass", *(w for x in named for w in (f"name {x}", *(
            (f"name {x} alone",) if not cut else ()))))
    assert sh.joker_legal == sh.name_legal[4][1:]
    assert sh.call_legal == tuple(tuple(f"call {x}" for k, x in enumerate("CDHS") if k not in (t, 3 - t))
                                  for t in range(4))
    for out in range(1 << n):
        playing = [k for k in range(n) if not out >> k & 1]
        assert sh.active[out] == len(playing)
        assert sh.kept[out] == sum(H.HAND << (H.SPAN * k) for k in range(n) if out >> k & 1)
        for k in range(n):
            assert sh.following[out][k] == (_seats_after(k, n, out) if playing else -1)
            if playing and not out >> k & 1:
                order = [k]
                while len(order) < len(playing):
                    order.append(_seats_after(order[-1], n, out))
                assert sh.play_order[out][k] == tuple(order)
    assert sh.offsets == tuple(H.SPAN * k for k in range(n)) and sh.no_points == (0,) * len(v.sides)
    batches = (3, 3) if v.hasenpfeffer else (sh.first, 5 - sh.first)
    for dealer in range(n):
        seats = [(dealer + 1 + k) % n for b in batches for k in range(n) for _ in range(b)]
        assert sh.deal_bits[dealer] == tuple(H.SEAT_BIT[seat] for seat in seats)
    assert (sh.ld_scoring, sh.odd_march, sh.points, sh.words, sh.template) == (
        v.lone_defence_scoring, v.odd_march, {}, {}, None)


# -- game.py: the notation, the fixed deal ---------------------------------------------------------------------------------
@pytest.mark.rules("notation")
@pytest.mark.parametrize("text,action", [
    ("alone", "alone"), ("order", "order-up"), ("take-up", "order-up"), ("order up alone", "order-up alone"),
    ("take-up alone", "order-up alone"), ("order alone", "order-up alone"), ("order-up up", "order-up"),
    ("name h alone", "name H alone"), ("call d", "call D"), ("bid 6", "bid 6"), ("bid 1", "bid 1"),
    ("discard 9c", "discard 9C"), (" PLAY jk ", "play JK"),
])
def test_every_spelling_of_an_action_the_notation_accepts(text, action):
    assert GAME.parse_action(text) == action


NOT_HERE = ("is not an action here: write 'pass', 'order-up', 'order-up alone', 'name H', 'name H alone', "
            "'defend alone', 'call S', 'bid 3', 'discard 9C' or 'play JS'.")


@pytest.mark.rules("notation")
@pytest.mark.parametrize("text,reason", [
    ("", "Write an action, like 'pass', 'order-up', 'name H' or 'play JS'."),
    ("   ", "Write an action, like 'pass', 'order-up', 'name H' or 'play JS'."),
    (None, "Write an action, like 'pass', 'order-up', 'name H' or 'play JS'."),
    ("name x", "'x' is not a suit: write C, D, H or S (or ♣ ♦ ♥ ♠)"),
    ("call x", "'x' is not a suit: write C, D, H or S (or ♣ ♦ ♥ ♠)"),
    ("play xx", "'xx' is not a card: write rank then suit, like JS, 10H or Q♦"),
    ("name h twice", "'name h twice' " + NOT_HERE), ("name", "'name' " + NOT_HERE), ("call", "'call' " + NOT_HERE),
    ("bid 0", "'bid 0' " + NOT_HERE), ("bid 7", "'bid 7' " + NOT_HERE), ("play 9c 9d", "'play 9c 9d' " + NOT_HERE),
    ("defend", "'defend' " + NOT_HERE), ("name h alone x", "'name h alone x' " + NOT_HERE),
    ("order-up twice", "'order-up twice' " + NOT_HERE), ("call d alone", "'call d alone' " + NOT_HERE),
])
def test_what_the_notation_refuses_and_what_it_says(text, reason):
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action(text)
    assert (exc.value.rule.id, exc.value.reason) == ("notation", reason)


GOOD_HANDS = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS"


@pytest.mark.parametrize("text,reason", [
    ("JD 9C", "write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up"),
    (5, "write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up"),
    ("JD 9C 10C QC KC | JH AH KH 9S 10S / QH QS", "name exactly one turn-up card after '/'"),
    (GOOD_HANDS + " / ZZ", "'ZZ' is not a card: write rank then suit, like JS, 10H or Q♦"),
    (GOOD_HANDS.rsplit(" | ", 1)[0] + " / QH", "the fixed deal has 3 hands; this table seats 4"),
    (GOOD_HANDS.replace("QC ", "", 1) + " / QH", "each hand of a fixed deal must have five cards"),
    (GOOD_HANDS.replace("9C", "JD") + " / QH", "a card appears twice in the fixed deal"),
    (GOOD_HANDS + " / JD", "a card appears twice in the fixed deal"),
    (GOOD_HANDS + " / QH / KS", "'/' is not a card: write rank then suit, like JS, 10H or Q♦"),   # the last '/' counts
    (GOOD_HANDS.replace("9C", "6C") + " / QH", "6C is not in the 32-card pack"),
    (GOOD_HANDS.replace("9C", "6C") + " / JK", "6C, JK are not in the 32-card pack"),
])
def test_a_fixed_deal_that_cannot_be_dealt_is_refused_saying_why(text, reason):
    with pytest.raises(ValueError) as exc:
        GAME.new_game(GAME.presets["civil-war"], 1, GAME.deal_from_text(text))
    assert str(exc.value) == reason


def test_a_fixed_deal_reads_commas_and_writes_back_by_seat():
    s = GAME.new_game(GAME.presets["civil-war"], 1, GAME.deal_from_text(GOOD_HANDS.replace(" ", ",", 3) + " / QH"))
    assert GAME.deal_to_text(s) == "9C 10C QC KC JD | JH KH AH 9S 10S | 9D 10D QD KD AD | AC JS QS KS AS / QH"
    hasenpfeffer = GAME.presets["hasenpfeffer"]
    with pytest.raises(ValueError) as exc:
        GAME.new_game(hasenpfeffer, 1, GAME.deal_from_text(GOOD_HANDS + " / QH"))
    assert str(exc.value) == "each hand of a fixed deal must have six cards"


# -- game.py: following suit, each reason as the player reads it -------------------------------------------------------
JOKER_RULES = GAME.presets["joker-keller-1887"]
STANDARD = GAME.presets["standard"]
PLAIN = "9C 10C QC KC AC | JD 9D AH KH 9S | AD KD QD 10D 10S | AS KS QS JS JC / QH"
FOLLOWS = [
    (JOKER_RULES, "JK 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH",
     ("order-up", "discard AS", "play JK"), "play 9S", "joker-led",
     "The joker is a trump whatever suit is trumps, so it led hearts: you must follow hearts; you hold the J♥, A♥, K♥."),
    (JOKER_RULES, "JH AH 9C 10C QC | JK 9S 10S QS KS | AD KD QD 9D 10D | AC KC JC 7C 8C / KH",
     ("order-up", "discard 7C", "play JH"), "play 9S", "follow-suit",
     "You must follow hearts: the joker is a trump whatever suit is trumps."),
    (STANDARD, PLAIN, ("pass", "pass", "order-up", "discard JC", "play AD", "play AS", "play 9C"), "play JD",
     "follow-suit", "You must follow diamonds: the jack of diamonds counts as a heart while hearts are trumps, so it "
                    "does not follow diamonds; you hold the 9♦."),
    (STANDARD, "JD 9H 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH",
     ("pass", "order-up", "discard AC", "play JH", "play 9D", "play QH"), "play 10C", "follow-suit",
     "You must follow hearts: you hold the J♦, 9♥ (the jack of diamonds counts as a heart while hearts are trumps)."),
    (STANDARD, PLAIN, ("pass", "pass", "order-up", "discard JC", "play 10S"), "play QH", "follow-suit",
     "You must follow spades: you hold the A♠, K♠, Q♠, J♠."),
    (STANDARD, "9C 10C QC KC AC | JD 9D 10D AH 9S | AD KD QD KH 10S | AS KS QS JS JC / QH",
     ("pass", "pass", "order-up", "discard JC", "play AD", "play AS", "play 9C"), "play JD", "follow-suit",
     "You must follow diamonds: the jack of diamonds counts as a heart while hearts are trumps, so it does not follow "
     "diamonds; you hold the 9♦, 10♦."),
    (STANDARD, PLAIN, ("pass", "pass", "order-up", "discard JC", "play AD", "play AS", "play 9C"), "play 9S",
     "follow-suit", "You must follow diamonds: you hold the 9♦."),      # (the J♦ a heart: not among them)
]


@pytest.mark.rules("follow-suit", "joker-led", "left-bower-suit")
@pytest.mark.parametrize("variant,deal,moves,action,rule,reason", FOLLOWS)
def test_each_reason_to_follow_suit_as_the_player_reads_it(variant, deal, moves, action, rule, reason):
    s = play(fixed(variant, deal), *moves)
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(s, action)
    assert (exc.value.rule.id, exc.value.reason) == (rule, reason)


# -- game.py: the table's seats and sides, the suits that may be made, the outcome before the end -----------------------
@pytest.mark.rules("six-handed", "odd-table", "second-round", "turned-down-suit", "joker-turned", "hp-trumps", "call-ace")
def test_seats_sides_and_the_suits_that_may_become_trumps():
    civil, six, seven = GAME.presets["civil-war"], EuchreVariant(players=6), EuchreVariant(players=7)
    assert [GAME.seat_name(civil, k) for k in (None, -1, 0, 1, 6, 7, 9)] == \
        ["Nobody", "Nobody", "You", "Abner", "Fanny", "Seat 8", "Seat 10"]
    assert [GAME.side_of(six, k) for k in range(6)] == [0, 1, 0, 1, 0, 1] and GAME.side_of(seven, 5) == 5
    assert GAME.partners(six, 1) == (3, 5) and GAME.partners(seven, 3) == () and GAME.partners(civil, 0) == (2,)
    assert GAME.side_name(civil, 0) == "You and Bess" and GAME.side_name(six, 1) == "Abner, Caleb and Eli"
    assert GAME.trump_candidates(civil, "order", "QH") == [2] and GAME.trump_candidates(civil, "name", "QH") == [0, 1, 3]
    assert GAME.trump_candidates(EuchreVariant(bar_turned_down=False), "name", "7S") == [0, 1, 2, 3]
    assert all(GAME.trump_candidates(civil, phase, "JK") == [0, 1, 2, 3] for phase in ("joker", "bid", "trumps"))
    assert (GAME.ace("S"), GAME.ace("D"), GAME.callable_suits(0), GAME.callable_suits(1)) == ("AS", "AD", [1, 2], [0, 3])
    s = GAME.new_game(civil, 3)
    assert GAME.outcome(s).summary == "The game is not over yet." and GAME.outcome(s).winners == ()
    assert GAME.outcome(s).scores == {0: 0, 1: 0, 2: 0, 3: 0} and GAME.hand_of(GAME.view(s, 0)) == 0


# -- game.py: what each seat is shown ------------------------------------------------------------------------------------
def test_a_seats_view_names_every_fact_it_may_know_and_no_other():
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up", "discard AC", "play KC")
    common = {
        "players": 4, "names": ["You", "Abner", "Bess", "Caleb"], "sides": [[0, 2], [1, 3]], "side_of": [0, 1, 0, 1],
        "each_for_himself": False, "pack": 32, "game": 5, "phase": "play", "to_act": 1, "dealer": 3, "deal_no": 0,
        "counts": [4, 5, 5, 5], "turnup": "QH", "turnup_state": "taken", "trump": "H", "maker": 1, "alone": False,
        "defender": None, "out": [], "calls": [[0, "pass"], [1, "order-up"]], "leader": 0, "trick": [[0, "KC"]],
        "tricks": [], "won": [0, 0, 0, 0], "scores": [0, 0], "results": [], "lead_rule": "eldest",
        "lone_defence": True, "bar_turned_down": True, "lone_defence_scoring": "wedeward", "odd_march": 3,
        "lone_euchre": 2, "call_ace": False, "cut_throat": False, "joker": False, "hasenpfeffer": False,
        "widow": "dead", "contract": None, "hand_size": 5, "called": None, "partner": None}
    assert GAME.view(s, 3) == {**common, "seat": 3, "hand": ["QH", "AS", "KS", "QS", "JS"], "discard": "AC"}
    assert GAME.view(s, 0) == {**common, "seat": 0, "hand": ["JD", "QC", "10C", "9C"], "discard": None}
    for watcher in (4, -1):   # a seat beyond the table, or none: no hand
        assert GAME.view(s, watcher) == {**common, "seat": watcher, "hand": [], "discard": None}
    s = play(s, "play AH", "play AD", "play AS")
    assert GAME.view(s, 0)["tricks"] == [{"cards": [[0, "KC"], [1, "AH"], [2, "AD"], [3, "AS"]], "winner": 1}]


@pytest.mark.rules("lone-defence", "call-ace")
def test_a_lone_defender_a_called_suit_and_the_seat_0_leader_are_shown():
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up alone", "pass", "defend alone")
    view = GAME.view(s, 2)
    assert (view["defender"], view["out"], view["maker"], view["alone"], view["leader"]) == (0, [2, 3], 1, True, 0)
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "order-up", "discard AC")
    assert GAME.view(s, 1)["leader"] == 0 and GAME.view(s, 1)["maker"] == 0
    s = play(fixed(EuchreVariant(players=5), CALL_DEAL.replace("AC 7C", "7C AC")), "order-up", "discard QS", "call C")
    assert GAME.view(s, 1)["called"] == "C"
    s = play(fixed(EuchreVariant(players=5), CALL_DEAL), "order-up", "discard QS", "call S")
    assert [GAME.view(s, k)["partner"] for k in range(5)] == [None, None, 2, None, None]


def test_a_new_games_state_before_its_first_deal():
    """hand.new_state: the dealer the last seat, scores nil, the seed kept, nothing bid (the drivers deal into it)."""
    for v in (GAME.presets["civil-war"], EuchreVariant(players=5)):
        s = H.new_state(v, 17)
        assert (s.phase, s.to_act, s.bid, s.calls, s.trick, s.tricks) == ("order", 0, H.NEW_BID, (), (), ())
        assert s.game_facts == (17, 0, v.players - 1, (0,) * len(v.sides), ())
        assert H.new_state(v, 18).seed == 18 and s.seed == 17


@pytest.mark.rules("score-lone-defence", "score-alone-euchred")
def test_a_lone_hand_euchred_scores_by_whether_seat_0_defended_alone():
    """The same tricks scored twice at one table: with nobody defending alone a lone maker taking none gives 2 (as
    any euchre), to a lone defender in seat 0 it gives 4 (all five); the table's remembered points must tell them
    apart."""
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up alone").copy()
    s.won, s.alone, s.maker = (5, 0, 0, 0), True, 1
    both = s.copy()
    both.defender = -1
    alone = s.copy()
    alone.defender = 0
    assert H.hand_points(both) == (0, 0, 2, (2, 0)) and H.hand_points(alone) == (0, 0, 4, (4, 0))
    assert H.hand_points(both) == (0, 0, 2, (2, 0))
    assert H.maker_tricks(alone) == 0 and H.maker_tricks(alone, (0,)) == 5 and GAME.maker_tricks(alone) == 0
    assert GAME.maker_sides(alone) == {1}


def _to_the_end(s):
    while not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_actions(s)[-1])
    return s


@pytest.mark.rules("hp-floor", "hp-score")
def test_a_hasenpfeffer_side_set_back_to_exactly_minus_ten_loses():
    deal = "JH JD AH KH QH 9C | JC JS AS KS QS 10D | AC KC QC 10C AD KD | 9S 10S 9D QD 10H 9H / JK"
    s = fixed(GAME.presets["hasenpfeffer"], deal).copy()
    s.scores = (0, -4)
    s = play(s, "pass", "pass", "pass", "bid 6", "name H")      # Caleb bids all six with two small hearts
    while s.deal_no == 0 and not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.is_over(s) and s.scores == (6, -10)
    assert GAME.outcome(s).summary == "You and Bess win the game, 6 to -10." and GAME.outcome(s).winners == (0, 2)


@pytest.mark.rules("game", "game-tie", "odd-table")
def test_the_outcome_names_the_winners_and_the_rest_highest_first():
    s = fixed(EuchreVariant(players=3), THREE).copy()
    s.scores = (1, 4, 3)
    out = GAME.outcome(_to_the_end(s))
    assert (out.summary, out.winners, out.scores) == ("Abner wins the game, 6 to 5, 1.", (1,), {0: 1, 1: 6, 2: 5})
    s = play(fixed(EuchreVariant(players=5), CALL_DEAL), "order-up", "discard QS", "call S").copy()
    s.scores = (4, 0, 4, 0, 0)
    out = GAME.outcome(_to_the_end(s))
    assert (out.summary, out.winners) == ("You and Bess win the game, 6 to 0, 0, 0.", (0, 2))
    assert out.scores == {0: 6, 1: 0, 2: 6, 3: 0, 4: 0}


@pytest.mark.rules("call-ace", "call-ace-none")
def test_who_is_shown_the_called_partner():
    five = EuchreVariant(players=5)
    s = play(fixed(five, CALL_DEAL), "order-up", "discard QS", "call C")          # clubs: Caleb holds the A♣
    assert [GAME.view(s, k)["partner"] for k in range(5)] == [None, None, None, 3, None]
    deal = "AS 7S 8S 9S 10S | JH JD AH KH QH | 9C 10C QC KC 8C | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
    s = play(fixed(five, deal), "pass", "order-up", "discard QS", "call S")       # Abner makes; seat 0 is his partner
    assert (s.maker, s.partner) == (1, 0) and [GAME.view(s, k)["partner"] for k in range(5)] == [0] + [None] * 4
    deal = "JH JD AH KH AS | 9C 10C QC KC 8C | QH 7S 8S 9S 10S | AC 7C 7D 8D 9D | QS KS JS JC AD / 10H"
    s = play(fixed(five, deal), "order-up", "discard QS", "call S")               # the maker called his own ace
    assert [GAME.view(s, k)["partner"] for k in range(5)] == [None] * 5


@pytest.mark.rules("seven-handed", "dealer-discard")
def test_the_six_of_clubs_discarded_at_seven_is_the_dealers_secret():
    """Card 0 (the 6♣, in the seven-handed pack only) discarded: seen by the dealer alone, and still in the ledger."""
    deal = ("7C 8C 9C 10C JC | QC KC AC 6D 7D | 8D 9D 10D JD QD | KD AD 6H 7H 8H | 9H 10H JH QH KH | "
            "AH 6S 7S 8S 9S | 10S JS QS KS 6C / AS")
    s = play(fixed(EuchreVariant(players=7), deal), "order-up", "discard 6C")
    assert GAME.view(s, 6)["discard"] == "6C" and GAME.view(s, 0)["discard"] is None
    assert "6C" in GAME.hidden_from(s, 0) and "6C" not in GAME.hidden_from(s, 6)
    assert GAME.ledger(s) == (tuple(range(36)), 7)


@pytest.mark.rules("dealer-discard", "hp-widow")
def test_what_each_seat_cannot_see():
    s = play(fixed(GAME.presets["civil-war"], FOLLOW), "pass", "order-up", "discard AC", "play KC")
    pack = {T.TEXT[c] for c in T.pack_ids(32)}
    held = {k: {T.TEXT[c] for c in s.hands[k]} for k in range(4)}
    stock = {T.TEXT[c] for c in s.stock}
    for seat in range(4):
        others = set().union(*(held[k] for k in range(4) if k != seat))
        # the turned-up Q♥, now in the dealer's hand, was seen by all
        assert GAME.hidden_from(s, seat) == (others | stock | ({"AC"} if seat != 3 else set())) - {"QH"}
    assert "QH" not in GAME.hidden_from(s, 0) and "KC" not in GAME.hidden_from(s, 0) and stock <= pack
    deal = "JH JD AH KH QH 9C | JC JS AS KS QS 10D | AC KC QC 10C AD KD | 9S 10S 9D QD 10H 9H / JK"
    dead = play(fixed(GAME.presets["hasenpfeffer"], deal), "bid 4", "pass", "pass", "pass", "name H")
    assert "JK" in GAME.hidden_from(dead, 0) and "JK" in GAME.hidden_from(dead, 1)      # laid aside, unseen
    taken = play(fixed(HP_WIDOW, deal), "bid 4", "pass", "pass", "pass", "name H")
    assert "JK" not in GAME.hidden_from(taken, 0) and "JK" in GAME.hidden_from(taken, 1)
    assert len(GAME.ledger(dead)[0]) == len(GAME.ledger(taken)[0]) == 25


@pytest.mark.rules("turned-down-suit", "notation")
def test_the_turned_down_suit_read_from_the_card_and_a_card_not_in_euchre():
    civil = GAME.presets["civil-war"]
    assert GAME.trump_candidates(civil, "name", "7S") == [0, 1, 2]
    assert GAME.trump_candidates(civil, "name", "7H") == [0, 1, 3]
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action("play 2c")
    assert exc.value.reason == "'2c' is not a euchre card"
    with pytest.raises(ValueError) as err:
        GAME.deal_from_text("2C / QH")
    assert str(err.value) == "'2C' is not a euchre card"
    assert GAME.new_game().variant == EuchreVariant() and GAME.new_game(None, 5).seed == 5
    assert GAME.new_game().seed == 0                              # the protocol's default seed


def test_seat_names_read_from_another_seat_at_a_shared_table():
    from engine.core.words import seated

    civil = GAME.presets["civil-war"]
    with seated([None, None, "Ann", None], me=2):
        assert [GAME.seat_name(civil, k) for k in range(4)] == ["Hiram", "Abner", "You", "Caleb"]
    with seated(["Ann", None, None, None], me=1):
        assert [GAME.seat_name(civil, k) for k in range(4)] == ["Ann", "You", "Bess", "Caleb"]
