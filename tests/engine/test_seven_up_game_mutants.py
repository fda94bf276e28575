"""Seven-Up's game module at its edges (engine/games/seven_up/game.py), found untested by the mutation run
(tests/audit/mutation.py): each refusal's words as the learner reads them where he acted (who, which card, which
rule), the deal and the next deal, running the cards, the points as recorded, the fixed-deal text. Expected values
come from the rule's text and from dealing by hand, not from the engine."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.rng import rng_for
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.games.seven_up.game import HandResult, Note, Point

V2, V3, V4 = SevenUpVariant(), SevenUpVariant(players=3), SevenUpVariant(players=4)
PITCH = GAME.presets["pitch"]
AUCTION = GAME.presets["auction-pitch"]          # four, each for himself
DEAL2 = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S"     # Abner deals, You are the eldest; spades turned
DEAL4 = "AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C | JS KS 4S 2D 3D 5D | AH KH QH 2H 3H 4H"   # Caleb deals
# You take A♠ 2♠; Abner Q♠ 10♠; Abner J♥ 7♥; You K♦ 9♦; You 3♠ 5♣; Abner 8♣ 4♣. Count: You 7, Abner 13.
FULL2 = ("play AS", "play 2S", "play 10S", "play QS", "play JH", "play 7H",
         "play 9D", "play KD", "play 3S", "play 5C", "play 4C", "play 8C")


def mask(*texts):
    return sum(1 << D.parse_card(t) for t in texts)


def play(state, *actions):
    for a in actions:
        state = GAME.apply(state, GAME.parse_action(a))
    return state


def refusal(state, action):
    """The refusal's rule id and words."""
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, GAME.parse_action(action))
    return exc.value.rule.id, exc.value.reason


def fixed(text=DEAL2, variant=V2, seed=1):
    return GAME.new_game(variant, seed, GAME.deal_from_text(text))


def by_hand(seed, deal_no, dealer, n, pitch=False):
    """The pack shuffled by the seed, dealt by hand: packets of three round the table twice from the dealer's
    left, then the turn-up (none at Pitch) and the stock."""
    cards = list(range(52))
    rng_for(seed, "deal", deal_no).shuffle(cards)
    hands = [0] * n
    packets = [cards[i:i + 3] for i in range(0, 6 * n, 3)]
    for i, packet in enumerate(packets):
        seat = (dealer + 1 + i % n) % n
        hands[seat] |= sum(1 << c for c in packet)
    rest = cards[6 * n:]
    return (tuple(hands), -1, tuple(rest)) if pitch else (tuple(hands), rest[0], tuple(rest[1:]))


# -- the deal -----------------------------------------------------------------------------------------
@pytest.mark.rules("deal", "turn-up", "pitch")
def test_the_deal_is_three_at_a_time_from_the_dealers_left_then_the_turn_up():
    for v, seed in ((V2, 3), (V3, 5), (V4, 8)):
        s = GAME.new_game(v, seed)
        n = v.players
        assert (s.hands, s.turnup, s.stock) == by_hand(seed, 0, n - 1, n)
        assert (s.dealer, s.to_act, s.phase, s.deal_no) == (n - 1, 0, "stand", 0)
    s = GAME.new_game(PITCH, 4)
    assert (s.hands, s.turnup, s.stock) == by_hand(4, 0, 1, 2, pitch=True)
    assert GAME.new_game(None, 0) == GAME.new_game(V2) == GAME.new_game(V2, 0)
    assert GAME.new_game(V3).players == 3 and GAME.seats(None) == 2 and GAME.seats(V4) == 4


@pytest.mark.rules("deal")
def test_a_fixed_deal_leaves_the_rest_of_the_pack_shuffled_by_the_seed():
    s = fixed("2S 10S 3S KD 4C 7H | QS 2D JH 9D 5C 8C / 2C")      # the two of clubs turned: card 0
    used = mask("2S", "10S", "3S", "KD", "4C", "7H", "QS", "2D", "JH", "9D", "5C", "8C", "2C")
    rest = [c for c in range(52) if not used >> c & 1]
    rng_for(1, "deal", 0).shuffle(rest)
    assert s.stock == tuple(rest) and len(s.stock) == 39
    assert fixed(seed=2).stock != fixed(seed=1).stock
    assert GAME.ledger(s) == (D.FULL, 52)
    # each hand by suit (clubs, diamonds, hearts, spades), low cards first, then the turn-up (none at Pitch)
    assert GAME.deal_to_text(s) == "4C KD 7H 2S 3S 10S | 5C 8C 2D 9D JH QS / 2C"
    assert GAME.deal_to_text(fixed(DEAL2.split(" /")[0], PITCH)) == "4C KD 7H 3S 10S AS | 5C 8C 9D JH 2S QS"


def test_a_fixed_deal_is_checked_with_a_clear_message():
    def bad(text, variant=V2):
        with pytest.raises(ValueError) as exc:
            GAME.new_game(variant, 1, GAME.deal_from_text(text))
        return str(exc.value)

    assert bad("AS 10S 3S KD 4C 7H / 6S") == "the fixed deal has 1 hands; this table seats 2"
    assert bad("AS 10S 3S KD 4C | QS 2S JH 9D 5C 8C / 6S") == "each hand of a fixed deal must have six cards"
    assert bad("2C 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 2C") == "a card appears twice in the fixed deal"
    assert bad("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 2C", PITCH) == (
        "at Pitch no card is turned up: leave out the '/ turn-up'")
    assert bad("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C") == "name the turn-up after '/'"
    assert bad("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 2C 6S") == "name exactly one turn-up card after '/'"
    for nothing in (None, "  "):
        with pytest.raises(ValueError) as exc:
            GAME.deal_from_text(nothing)
        assert str(exc.value) == ("write a fixed deal as the hands by seat separated by '|', then '/' and the "
                                  "turn-up")
    commas = GAME.deal_from_text("AS,10S,3S,KD,4C,7H | QS 2S JH 9D 5C 8C / 6S")
    assert commas == GAME.deal_from_text(DEAL2)


# -- the next deal ------------------------------------------------------------------------------------
# As FULL2, but the last two tricks the other way: Abner wins 4♣ with 8♣, leads 5♣, and You trump it with 3♠.
LAST_TO_YOU = (*FULL2[:8], "play 4C", "play 8C", "play 5C", "play 3S")


@pytest.mark.rules("deal", "count-order")
def test_the_next_hand_is_dealt_afresh_by_the_next_dealer():
    s = play(fixed(), "stand", *LAST_TO_YOU)
    assert s.tricks == () and s.trick == () and s.events == () and s.aside == () and s.taken == (0, 0)
    assert (s.hands, s.turnup, s.stock) == by_hand(1, 1, 0, 2)
    assert (s.deal_no, s.dealer, s.to_act, s.phase, s.trump) == (1, 0, 1, "stand", -1)   # Abner is eldest now
    assert s.results[0].note == Note("trump", 3) and len(s.results) == 1
    # You: A♠ 4, 2♠ 0, K♦ 3, 9♦ 0, 5♣ 0, 3♠ 0 = 7; Abner: Q♠ 2, 10♠ 10, J♥ 1, 7♥ 0, 8♣ 0, 4♣ 0 = 13
    assert s.results[0].counts == (7, 13)
    assert s.results[0].events == (Point("high", 0, 0, D.parse_card("AS")), Point("low", 1, 1, D.parse_card("2S")),
                                   Point("game", 1, -1, 13))
    three = play(GAME.new_game(V3, 2), "stand")
    while three.deal_no == 0:
        three = GAME.apply(three, GAME.legal_actions(three)[0])
    assert three.dealer == 0 and three.to_act == 1 and (three.hands, three.turnup) == by_hand(2, 1, 0, 3)[:2]
    first = GAME.apply(three, "stand")
    first = GAME.apply(first, GAME.legal_actions(first)[0])
    first = GAME.apply(first, GAME.legal_actions(first)[0])
    first = GAME.apply(first, GAME.legal_actions(first)[0])       # one trick of the second hand: not its end
    assert first.phase == "play" and len(first.tricks) == 1 and len(first.results) == 1


@pytest.mark.rules("pitch")
def test_at_pitch_every_hand_the_first_card_led_makes_trumps():
    s = fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5D 8D", PITCH)
    s = play(s, "play 4C", "play 2S")          # clubs (suit 0) led: trumps; Abner, void, throws the two of spades,
    assert s.trump == 0 and s.tricks[0][1] == 0      # which neither makes spades trumps nor wins
    s = play(fixed(DEAL2.split(" /")[0], PITCH), *FULL2)
    assert s.trump == -1 and s.deal_no == 1 and s.phase == "play"      # no trumps till the next lead
    assert s.results[0].events[0] == Point("high", 0, 0, D.parse_card("AS"))
    lead = next(a for a in GAME.legal_actions(s) if D.suit(GAME_CARD(a)) != 3)
    s = GAME.apply(s, lead)
    assert s.trump == D.suit(GAME_CARD(lead))


def GAME_CARD(action):
    return D.parse_card(action.split()[1])


@pytest.mark.rules("auction-deal")
def test_at_auction_pitch_the_next_deal_opens_a_new_auction():
    s = fixed(DEAL4, AUCTION)
    s = play(s, "pass", "bid 2", "pass", "pass", "sell")
    while s.deal_no == 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    view = GAME.view(s, 1)
    assert (view["bids"], view["pitcher"], view["contract"], view["high_bid"]) == ([-1] * 4, -1, 0, 0)
    assert s.phase == "bid" and s.to_act == 1 and GAME.legal_actions(s) == ["pass", "pitch"]


# -- begging, giving, running ---------------------------------------------------------------------------
@pytest.mark.rules("give", "gift-out")
def test_a_gift_is_recorded_and_may_put_out_only_where_the_option_allows():
    s = play(fixed(), "beg")
    assert GAME.legal_actions(s) == ["give", "refuse"]
    given = play(s, "give")
    assert given.events == (Point("gift", 0, 0, -1),) and given.to_act == 0
    near = s._replace(scores=(5, 0))                    # five: a gift makes six, not seven
    assert GAME.legal_actions(near) == ["give", "refuse"] and play(near, "give").scores == (6, 0)
    out = s._replace(scores=(6, 0), variant=SevenUpVariant(gift_out=False))
    out = play(out, "give")
    assert out.phase == "over" and out.to_act is None and out.winner == 0
    assert out.results == (HandResult((Point("gift", 0, 0, -1),), (), None),)     # out before the hand was played
    three = play(GAME.new_game(V3, 4), "beg", "give")
    assert three.events == (Point("gift", 0, 0, -1), Point("gift", 1, 1, -1))


@pytest.mark.rules("run", "reduce")
def test_running_the_cards_three_each_from_the_dealers_left_then_each_discards_in_turn():
    s = play(GAME.new_game(V3, 7), "beg")        # Bess (seat 2) deals; You are eldest
    stock = s.stock
    turn = next(i for i in range(9, len(stock)) if D.suit(stock[i]) != D.suit(s.turnup))
    s = s._replace(stock=stock[:9] + (stock[turn],) + stock[9:turn] + stock[turn + 1:])
    before = s.hands
    s = play(s, "refuse")
    got = [h & ~b for h, b in zip(s.hands, before, strict=True)]
    assert got == [sum(1 << c for c in stock[3 * k:3 * k + 3]) for k in range(3)]   # You, Abner, Bess
    assert s.turnup == stock[turn] and s.stock == stock[9:turn] + stock[turn + 1:]
    assert GAME.ledger(s) == (D.FULL, 52)
    assert (s.phase, s.to_act) == ("discard", 0)
    mine = [D.TEXT[c] for c in D_bits(s.hands[0])][:3]
    elsewhere = D.TEXT[next(iter(D_bits(s.hands[1])))]
    assert refusal(s, f"discard {elsewhere}") == ("hold", f"You do not hold the {D.SPOKEN[D.parse_card(elsewhere)]}.")
    s = play(s, *(f"discard {t}" for t in mine))
    assert s.discards[0] == mask(*mine) and (s.phase, s.to_act) == ("discard", 1)
    assert refusal(s, "play " + elsewhere) == ("reduce", "It is not time to play a card: Abner must first discard "
                                                         "down to six.")
    assert GAME.ledger(s) == (D.FULL, 52)
    assert set(GAME.hidden_from(s, 1)) == {D.TEXT[c] for c in (*D_bits(s.hands[0] | s.hands[2] | s.discards[0]),
                                                               *s.stock)}
    for seat in (1, 2):
        s = play(s, *(f"discard {D.TEXT[c]}" for c in D_bits(s.hands[seat])[:3]))
    assert (s.phase, s.to_act) == ("play", 0) and [h.bit_count() for h in s.hands] == [6, 6, 6]
    assert [d.bit_count() for d in s.discards] == [3, 3, 3]


def D_bits(m):
    return [c for c in range(52) if m >> c & 1]


@pytest.mark.rules("pack-out", "run")
def test_the_pack_runs_out_only_when_it_cannot_give_three_each_and_a_turn_up():
    s = play(fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6C"), "beg")
    run = play(s._replace(stock=tuple(D.parse_card(t) for t in ("2H", "3H", "4H", "5H", "6H", "8H", "9D"))),
               "refuse")                                         # seven cards: three each and a turn-up
    assert run.phase == "discard" and run.stock == () and D.TEXT[run.turnup] == "9D"
    out = play(s._replace(stock=tuple(D.parse_card(t) for t in ("2H", "3H", "4H", "5H", "6H", "8H"))), "refuse")
    assert out.results == (HandResult((), (0, 0), Note("pack-out", "bunch")),)
    assert (out.dealer, out.deal_no, out.aside, out.refused, out.phase) == (1, 1, (), -1, "stand")
    assert refusal(play(out, "stand"), "refuse") == ("give", "It is too late to refuse: trumps are "
                                                     f"{D.SUIT_PLURAL[D.suit(out.turnup)]} (the eldest stood).")
    three = play(GAME.new_game(SevenUpVariant(players=3, pack_out="pass"), 7), "beg")
    three = play(three._replace(stock=three.stock[:9]), "refuse")
    assert (three.dealer, three.to_act) == (0, 1)              # passed to the left: You deal, Abner is eldest


# -- the points -------------------------------------------------------------------------------------
@pytest.mark.rules("high", "low", "jack", "game-count")
def test_high_to_its_holder_and_low_and_jack_to_the_trick_that_took_them():
    # Spades trumps. Abner holds the high (3♠ over your 2♠); You win the first trick, Abner the others.
    deal = "2S 10H 3C 4C 5C 6C | 3S 10D 7C 8C 9C 2H / 4S"
    moves = ("play 2S", "play 3S", "play 10D", "play 3C", "play 2H", "play 10H", "play 4C", "play 7C",
             "play 8C", "play 5C", "play 9C", "play 6C")
    s = play(fixed(deal, SevenUpVariant(low="taken")), "stand", *moves)
    events = s.results[0].events
    assert events[0] == Point("high", 1, 1, D.parse_card("3S"))
    assert events[1] == Point("low", 1, 1, D.parse_card("2S"))       # Abner's 3♠ took your 2♠
    deal = "AD 10H 3C 4C 5C 3S | JS 10D 7C 8C 9C 2H / 4S"     # You win the first two tricks, Abner the rest
    moves = ("play AD", "play 10D", "play 10H", "play 2H", "play 3C", "play 7C", "play 8C", "play 4C",
             "play 9C", "play 5C", "play JS", "play 3S")
    s = play(fixed(deal), "stand", *moves)
    jack = next(e for e in s.results[0].events if e.kind == "jack")
    assert jack == Point("jack", 1, 1, D.parse_card("JS"))           # Abner leads it to the last trick
    assert [e.kind for e in s.results[0].events] == ["high", "low", "jack", "game"]


@pytest.mark.rules("game-tie")
def test_a_tied_game_goes_to_the_elder_of_the_tied_from_the_dealers_left():
    v = SevenUpVariant(players=3, game_tie="elder")
    s = GAME.new_game(v, 1)._replace(dealer=0)                       # Abner, Bess, then You from You as dealer
    ten = mask("10H"), mask("10D"), mask("10C")
    assert GAME.game_point(s._replace(taken=(ten[0], ten[1], 0))) == Point("game", 1, 1, 10)
    assert GAME.game_point(s._replace(taken=(ten[0], 0, ten[2]))) == Point("game", 2, 2, 10)
    assert GAME.game_point(s._replace(taken=(ten[0], 0, 0))) == Point("game", 0, -1, 10)


@pytest.mark.rules("count-order", "game-target")
def test_the_first_out_stays_the_winner_when_another_reaches_the_target_later_in_the_count():
    s = play(fixed(), "stand", *FULL2[:-1])._replace(scores=(6, 6))     # You count high first, Abner low after
    s = play(s, FULL2[-1])
    assert (s.phase, s.winner, s.to_act, s.scores) == ("over", 0, None, (7, 8))
    assert len(s.results) == 1 and s.results[0].note == Note("trump", 3)    # the hand is recorded once
    assert GAME.outcome(s).winners == (0,) and GAME.outcome(s).scores == {0: 7, 1: 8}
    going = fixed()
    out = GAME.outcome(going)
    assert (out.summary, out.winners, out.scores) == ("The game is not over yet.", (), {0: 0, 1: 0})
    assert refusal(s._replace(phase="over"), "stand") == ("game-over",
                                                           "The game is over: start a new game to play again.")


# -- Auction Pitch ------------------------------------------------------------------------------------
@pytest.mark.rules("auction-sale", "auction-setback", "auction-order")
def test_a_sold_pitch_scores_the_seller_and_the_pitcher_counts_first():
    s = play(fixed(DEAL4, AUCTION), "pass", "bid 1", "pass", "pass")
    assert s.phase == "sell" and GAME.high_bid(s) == 1            # a bid of one is a bid
    s = play(s, "sell")
    assert s.events == (Point("sale", 0, 0, -1, 1),) and (s.pitcher, s.contract, s.to_act) == (1, 1, 1)
    s = play(fixed(DEAL4, AUCTION), "pass", "pass", "bid 3", "bid 4")
    assert s.to_act == 0 and GAME.high_bid(s) == 4               # four, the most, is a bid
    s = play(s, "pitch")                                         # You keep it, bound to make four
    while s.deal_no == 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    first = s.results[0].events[0]
    assert (first.kind, first.side, first.value) == ("setback", 0, -4)   # short of four: set back four
    assert s.scores[0] == -4


@pytest.mark.rules("smudge")
def test_a_smudge_is_recorded_after_the_pitchers_four():
    s = play(fixed(DEAL4, SevenUpVariant(players=4, trumps="auction", smudge=True)), "pitch")
    four = tuple(Point(k, 0, 0, c) for k, c in (("high", 1), ("low", 2), ("jack", 3), ("game", 4)))
    s = s._replace(contract=4)
    assert GAME.auction_points(s, four) == (*four, Point("smudge", 0, 0, -1, 0))


# -- refusals ------------------------------------------------------------------------------------------
@pytest.mark.rules("give", "beg-eldest", "run", "gift-out")
def test_a_turn_up_games_refusals_name_the_seat_the_suit_and_the_rule():
    s = fixed()
    assert refusal(s, "give") == ("give", "The dealer gives or refuses only when the eldest hand begs; You have not "
                                          "begged yet.")
    assert refusal(s, "play AS") == ("stand", "It is not time to play a card: the eldest hand must first stand or "
                                              "beg on the 6♠.")
    begged = play(s, "beg")
    assert refusal(begged, "stand") == ("beg-eldest", "You have begged already; only the dealer speaks now: give a "
                                                      "point ('give') or run the cards ('refuse'). No second beg.")
    assert refusal(begged, "play AS") == ("give", "It is not time to play a card: the dealer must first give a "
                                                  "point or run the cards.")
    assert refusal(begged._replace(scores=(6, 0)), "give") == (
        "gift-out", "The dealer cannot give a point that would put You out (6 of 7): he must run the cards.")
    stood = play(s, "stand")
    assert refusal(stood, "beg") == ("beg-eldest", "Only the eldest hand (You) stands or begs, and only before the "
                                                   "play; trumps are spades now.")
    assert refusal(stood, "refuse") == ("give", "It is too late to refuse: trumps are spades (the eldest stood).")
    assert refusal(stood, "give") == ("run", "Trumps are made (spades): Abner cannot give or refuse now.")
    given = play(s, "beg", "give")
    assert refusal(given, "refuse") == ("give", "It is too late to refuse: trumps are spades (the dealer has "
                                                "already given).")
    ran = play(play(fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6C"), "beg")._replace(
        stock=tuple(D.parse_card(t) for t in ("2H", "3H", "4H", "5H", "6H", "8H", "9D"))), "refuse")
    assert refusal(ran, "refuse") == ("run", "Trumps are made (diamonds): Abner cannot give or refuse now.")
    assert refusal(s, "discard AS") == ("reduce", "Only after the cards are run does anyone discard, and never "
                                                  "below six: you hold 6.")
    pitch = fixed(DEAL2.split(" /")[0], PITCH)
    assert refusal(pitch, "stand") == ("pitch", "At Pitch no card is turned and no one stands, begs or gives: the "
                                                "first card led makes trumps.")
    not_auction = "Only at Auction Pitch does anyone bid, pass, sell or pitch: choose the Auction Pitch rule set to play it."
    assert refusal(s, "pass") == ("stand", not_auction)
    assert refusal(s, "bid 2") == ("auction-sell", not_auction)
    assert refusal(s, "sell") == ("auction-sell", not_auction)


@pytest.mark.rules("auction-sell", "auction-bid", "auction-accept", "auction-pitch")
def test_the_auctions_refusals_name_the_seller_the_bid_and_the_pitcher():
    s = fixed(DEAL4, AUCTION)
    assert refusal(s, "stand") == ("auction-sell", "At Auction Pitch no card is turned and no one stands, begs or "
                                                   "gives: the eldest hand sells the pitch to the highest bidder, "
                                                   "and the pitcher's first card makes trumps.")
    assert refusal(s, "bid 2") == ("auction-sell", "The eldest hand does not bid: You sell the pitch. Say 'pass' to "
                                                   "offer it to the others, or 'pitch' to pitch at once, bound to "
                                                   "make four.")
    assert refusal(s, "play AS") == ("auction-pitch", "It is not time to play a card: the auction comes first; only "
                                                      "the pitcher leads the first trick, and his lead makes trumps.")
    abner = play(s, "pass")
    assert refusal(abner, "sell") == ("auction-sell", "Only the eldest hand (You) sells or keeps the pitch, and only "
                                                      "when the bidding has gone round: bid or pass.")
    for k in (0, 5):
        assert refusal(abner, f"bid {k}") == ("auction-bid", "A bid is 1 to 4: how many of high, low, jack and game "
                                                             "you will make.")
    bess = play(abner, "bid 2")
    assert refusal(bess, "bid 2") == ("auction-bid", "You must bid more than 2, the highest bid so far, or pass.")
    sell = play(bess, "pass", "pass")
    assert refusal(sell, "bid 3") == ("auction-accept", "The bidding is over; You now sell the pitch for 2 ('sell') "
                                                        "or keep it, bound to make 2 ('pitch').")
    assert refusal(sell, "play AS") == ("auction-pitch", "It is not time to play a card: You must first sell the "
                                                         "pitch or keep it; only the pitcher leads the first trick, "
                                                         "and his lead makes trumps.")
    assert refusal(play(sell, "sell"), "pass") == ("auction-bid", "The auction is over: Abner pitches, bound to make 2.")
    assert refusal(play(sell, "pitch"), "bid 3") == ("auction-bid", "The auction is over: You pitch, bound to make 2.")
    free = play(s, "pass", "pass", "pass", "pass")
    assert refusal(free, "pass") == ("auction-bid", "The auction is over: You pitch, bound to make nothing.")
    assert free.pitcher == 0 and free.contract == 0 and free.to_act == 0


# -- notation ------------------------------------------------------------------------------------------
def test_actions_are_read_in_words_and_nonsense_gets_a_clear_message():
    words = {"I beg": "beg", "take one": "give", "give one": "give", "run": "refuse", "run the cards": "refuse",
             "I STAND": "stand", "bid 3": "bid 3", " Bid  4 ": "bid 4"}
    for text, action in words.items():
        assert GAME.parse_action(text) == action
    for text in ("", "   ", None):
        with pytest.raises(IllegalAction) as exc:
            GAME.parse_action(text)
        assert exc.value.rule.id == "notation"
        assert exc.value.reason == ("Write an action, like 'stand', 'beg', 'give', 'refuse', 'discard 7C' or "
                                    "'play JS'.")
    for text in ("bid", "dance", "bid two"):
        with pytest.raises(IllegalAction) as exc:
            GAME.parse_action(text)
        assert exc.value.rule.id == "notation"
        assert exc.value.reason == (f"{text!r} is not an action here: write 'stand', 'beg', 'give', 'refuse', "
                                    "'discard 7C' or 'play JS' (at Auction Pitch 'pass', 'bid 2', 'pitch', 'sell').")
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action("play Zz")
    assert (exc.value.rule.id, exc.value.reason) == ("notation", "'Zz' is not a card: write rank then suit, like JS, "
                                                                 "10H or Q♦")
    for bad in (7, "dance"):
        with pytest.raises(IllegalAction) as exc:
            GAME.check(fixed(), bad)
        assert exc.value.rule.id == "notation"
    with pytest.raises(IllegalAction) as exc:
        GAME.check(fixed(), 7)
    assert exc.value.reason == "An action must be written as text, like 'stand' or 'play JS'."
    with pytest.raises(IllegalAction) as exc:
        GAME.check(fixed(), "dance")
    assert exc.value.reason == "'dance' is not an action in Seven-Up."


def test_seats_are_named_and_a_missing_seat_is_nobody():
    assert [GAME.seat_name(V4, x) for x in range(4)] == ["You", "Abner", "Bess", "Caleb"]
    big = SevenUpVariant(players=7, trumps="auction")
    assert GAME.seat_name(big, 6) == "Flora" and GAME.seat_name(big, 7) == "Seat 8"
    assert GAME.seat_name(V2, None) == "Nobody" and GAME.seat_name(V2, -1) == "Nobody"
    assert GAME.side_name(V4, 1) == "Abner and Caleb"


@pytest.mark.rules("run", "deal")
def test_after_a_hand_with_the_cards_run_the_next_deal_holds_every_card_once():
    s = play(fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6C"), "beg")
    s = play(s._replace(stock=tuple(D.parse_card(t) for t in ("2H", "3H", "4H", "5H", "6H", "8H", "9D"))), "refuse")
    assert s.aside == (D.parse_card("6C"),)
    while s.deal_no == 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert s.aside == () and s.refused == -1 and GAME.ledger(s) == (D.FULL, 52)


@pytest.mark.rules("count-order", "players")
def test_partners_points_are_counted_high_low_jack_game_whoever_scores_them():
    # You (side 0) hold the ace of spades, high; Abner (side 1) the two, low. Caleb deals, a six of spades turned.
    deal = "AS KD 4C 7H 9C 3D | 2S QD 5C 8H 10C 4D | KS JD 6C 9H QC 5D | 3S AD 7C 10H KC 6D / 6S"
    s = play(fixed(deal, V4), "stand")
    while s.deal_no == 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    assert [(e.kind, e.side, e.seat) for e in s.results[0].events] == [("high", 0, 0), ("low", 1, 1),
                                                                       ("game", 1, -1)]


@pytest.mark.rules("low")
def test_low_taken_goes_to_the_trick_that_took_it_not_the_first_trick():
    deal = "AS 10H 3C 4C 5C 6C | 2S 10D 7C 8C 9C 2H / 4S"
    moves = ("play 3C", "play 7C",        # Abner wins the first trick...
             "play 2S", "play AS",        # ...and leads the two of spades, low, to your ace
             "play 4C", "play 8C", "play 10D", "play 10H", "play 9C", "play 5C", "play 2H", "play 6C")
    s = play(fixed(deal, SevenUpVariant(low="taken")), "stand", *moves)
    low = next(e for e in s.results[0].events if e.kind == "low")
    assert low == Point("low", 0, 0, D.parse_card("2S"))


def test_what_a_seat_cannot_see_and_where_every_card_is():
    s = fixed("2C 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 6S")
    assert GAME.hidden_from(s, 0) == {*"QS 2S JH 9D 5C 8C".split(), *(D.TEXT[c] for c in s.stock)}
    assert "2C" in GAME.hidden_from(s, 1)
    turned = fixed("AS 10S 3S KD 4C 7H | QS 2S JH 9D 5C 8C / 2C")
    assert GAME.ledger(turned) == (D.FULL, 52)
    assert GAME.ledger(turned._replace(turnup=-1)) == (D.FULL & ~1, 51)     # the two of clubs lost: seen missing


def test_at_a_shared_table_each_seat_reads_its_own_names():
    from engine.core.words import seated

    with seated([None, None, None, None], me=1):
        assert [GAME.seat_name(V4, x) for x in range(4)] == ["Hiram", "You", "Bess", "Caleb"]
    with seated(["Ann", None, "Ben", None], me=3):
        assert [GAME.seat_name(V4, x) for x in range(4)] == ["Ann", "Abner", "Ben", "You"]
