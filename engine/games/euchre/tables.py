"""Euchre's compact inside: cards as small ints, precomputed per-trump tables, and the hot rules.

A card is ``suit * 9 + rank`` with suits clubs 0, diamonds 1, hearts 2, spades 3 and ranks
0..8 for 6, 7, 8, 9, 10, J, Q, K, A (the sixes serve only the seven-handed pack). The
other suit of the same colour is ``3 - suit``.

**The left bower changes suit in exactly one place**: :data:`EFF` (``effective_suit``).
Every rule that asks "what suit is this card?" (following suit, what was led, who wins
the trick, how many trumps a hand holds) reads that table, so the jack of the same colour
as trumps is a trump everywhere and nowhere a card of its printed suit.

The protocol (``engine.games.euchre.game``) and the benchmark loop (:func:`random_hands`)
both call the functions below; the benchmark is the same rules code without the
immutable-state bookkeeping.
"""

from __future__ import annotations

import random

from engine.core.cards import CARD, Card, Rank, Suit

SUIT_LETTERS = "CDHS"
SUIT_OBJ = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
RANK_OBJ = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
JACK = 5
NCARDS = 36

# The lowest rank index in each pack: 24 cards from the nines, 32 from the sevens, 36 from the sixes.
PACK_LOW = {24: 3, 32: 1, 36: 0}


def card_id(suit: int, rank: int) -> int:
    return suit * 9 + rank


def suit_of(c: int) -> int:
    """The printed suit. Rules must use :func:`effective_suit` instead."""
    return c // 9


def rank_of(c: int) -> int:
    return c % 9


def pack_ids(size: int) -> tuple[int, ...]:
    low = PACK_LOW[size]
    return tuple(card_id(s, r) for s in range(4) for r in range(low, 9))


CARD_OF: tuple[Card, ...] = tuple(CARD[(RANK_OBJ[c % 9], SUIT_OBJ[c // 9])] for c in range(NCARDS))
TEXT: tuple[str, ...] = tuple(str(card) for card in CARD_OF)
UNICODE: tuple[str, ...] = tuple(card.unicode for card in CARD_OF)
NAME: tuple[str, ...] = tuple(card.name for card in CARD_OF)
ID_OF_TEXT: dict[str, int] = {t: i for i, t in enumerate(TEXT)}
ID_OF_CARD: dict[Card, int] = {card: i for i, card in enumerate(CARD_OF)}


def is_right_bower(c: int, trump: int) -> bool:
    return c == card_id(trump, JACK)


def is_left_bower(c: int, trump: int) -> bool:
    return c == card_id(3 - trump, JACK)


# EFF[trump][card]: the suit a card belongs to while ``trump`` is trumps (trump -1: none chosen).
EFF: tuple[tuple[int, ...], ...] = tuple(
    tuple(t if (t >= 0 and c == card_id(3 - t, JACK)) else c // 9 for c in range(NCARDS)) for t in range(4)
) + (tuple(c // 9 for c in range(NCARDS)),)


def effective_suit(c: int, trump: int) -> int:
    """The one place the left bower changes suit: the jack of trumps' colour is a trump."""
    return EFF[trump][c]


# TRUMP_ORDER[trump][card]: 0 for cards that are not trumps, else 8 (right bower) down to 1.
def _trump_power(c: int, t: int) -> int:
    if c == card_id(t, JACK):
        return 20
    if c == card_id(3 - t, JACK):
        return 19
    if c // 9 == t:
        return 10 + c % 9  # A 18, K 17, Q 16, 10 14, 9 13, 8 12, 7 11, 6 10
    return 0


POWER: tuple[tuple[int, ...], ...] = tuple(tuple(_trump_power(c, t) for c in range(NCARDS)) for t in range(4))

# STRENGTH[trump][led][card]: who wins a trick. Trumps beat everything; then the suit led by rank;
# a card of another suit can never win (-1).
STRENGTH: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(POWER[t][c] + 100 if POWER[t][c] else (c % 9 if EFF[t][c] == led else -1) for c in range(NCARDS))
        for led in range(4)
    )
    for t in range(4)
)


def legal_cards(hand, led: int, trump: int):
    """The cards of ``hand`` that may be played when ``led`` (an effective suit, -1 to lead) was led."""
    if led < 0:
        return hand
    eff = EFF[trump]
    follow = [c for c in hand if eff[c] == led]
    return follow if follow else hand


def trick_winner(cards, trump: int) -> int:
    """Index (0-based, in order of play) of the card that wins the trick."""
    table = STRENGTH[trump][EFF[trump][cards[0]]]
    best, who = -2, 0
    for i, c in enumerate(cards):
        v = table[c]
        if v > best:
            best, who = v, i
    return who


def display_key(c: int, trump: int) -> tuple:
    """Sort a hand for the eye: trumps first (best first), then the other suits by rank."""
    eff = EFF[trump][c] if trump >= 0 else c // 9
    if trump >= 0 and eff == trump:
        return (0, -POWER[trump][c])
    order = {0: 1, 1: 2, 3: 3, 2: 4}[eff]  # black and red alternate: ♣ ♦ ♠ ♥
    return (order, -(c % 9))


# -- scoring -------------------------------------------------------------------------
# The points for a hand, as (to the makers, to the defenders), from the makers' trick count.
def hand_points(maker_tricks: int, alone: bool, lone_defender: bool, each_for_himself: bool,
                lone_defence_scoring: str = "wedeward", odd_march: int = 3) -> tuple[int, int]:
    """Points to the making side and to each defending side for one hand.

    - partnership, both partners playing: 3 or 4 tricks 1, march 2; euchred: defenders 2
      (Wedeward; Fosdick);
    - maker alone: 3 or 4 tricks 1, march 4 (both texts);
    - euchre of a lone maker by a lone defender: Wedeward 2 for 3 or 4 tricks, 4 for all five;
      Keller 4 for any euchre;
    - each for himself (three, five or seven players): maker 1, march ``odd_march``; euchred,
      every other player scores 2 (site convention after the common cut-throat rule).
    """
    if maker_tricks >= 3:
        if maker_tricks == 5:
            if each_for_himself:
                return odd_march, 0
            return (4 if alone else 2), 0
        return 1, 0
    if lone_defender:
        if lone_defence_scoring == "keller":
            return 0, 4
        return 0, (4 if maker_tricks == 0 else 2)
    return 0, 2


# -- the benchmark: the fastest honest random-legal-playout loop over the same rules -------
def random_hands(n_players: int, pack_size: int, seconds: float, seed: int = 0, first: int = 3,
                 lead_maker: bool = True, lone_defence: bool = False, sides: tuple = ((0, 2), (1, 3)),
                 each_for_himself: bool = False, lone_defence_scoring: str = "wedeward", odd_march: int = 3,
                 turned_down_barred: bool = True, call_ace: bool = False) -> dict:
    """Random legal play of whole hands, deal included, for about ``seconds``.

    Every hand: shuffle, deal in batches (``first`` then 5 - ``first``), turn up; each seat in turn
    picks uniformly among its legal bids (pass, order up, order up alone; in the second round
    pass or name any allowed suit, alone or not); the dealer picks a discard at random; if lone
    defence is allowed each defender in turn picks pass or defend alone; then five tricks, each
    player picking uniformly among the cards the follow-suit rule allows; then the hand is scored.
    Hands thrown in (all pass twice) count as hands too.
    """
    import time

    rng = random.Random(seed)
    rand = rng.random
    pack = list(pack_ids(pack_size))
    side_of = [0] * n_players
    for i, side in enumerate(sides):
        for s in side:
            side_of[s] = i
    n_sides = len(sides)
    scores = [0] * n_sides
    hands_done = thrown = plays = 0
    dealer = n_players - 1
    second = 5 - first
    deadline = time.perf_counter() + seconds
    start = time.perf_counter()
    nbid1 = 2 if each_for_himself else 3
    eff_all = EFF
    strength_all = STRENGTH
    shuffle = rng.shuffle
    while True:
        if (hands_done & 63) == 0 and time.perf_counter() > deadline:
            break
        shuffle(pack)
        # the deal in two batches, starting at the dealer's left
        hands = [None] * n_players
        pos = 0
        for k in range(n_players):
            seat = (dealer + 1 + k) % n_players
            hands[seat] = pack[pos:pos + first]
            pos += first
        for k in range(n_players):
            seat = (dealer + 1 + k) % n_players
            hands[seat] += pack[pos:pos + second]
            pos += second
        turnup = pack[pos]
        tsuit = turnup // 9
        # bidding
        maker = -1
        alone = False
        trump = -1
        round1 = False
        for k in range(n_players):
            seat = (dealer + 1 + k) % n_players
            j = int(rand() * nbid1)  # pass, order up, order up alone
            if j == 0:
                continue
            maker, trump, round1, alone = seat, tsuit, True, j == 2
            break
        if maker < 0:
            choices = [s for s in range(4) if not (turned_down_barred and s == tsuit)]
            nchoice = len(choices) * (1 if each_for_himself else 2) + 1  # pass, or each suit (alone or not)
            for k in range(n_players):
                seat = (dealer + 1 + k) % n_players
                j = int(rand() * nchoice)
                if j == 0:
                    continue
                j -= 1
                maker, round1 = seat, False
                if each_for_himself:
                    trump = choices[j]
                else:
                    trump, alone = choices[j >> 1], bool(j & 1)
                break
        if maker < 0:
            thrown += 1
            hands_done += 1
            dealer = (dealer + 1) % n_players
            continue
        active = [True] * n_players
        defender = -1
        if alone:
            ms = side_of[maker]
            for s in sides[ms]:
                if s != maker:
                    active[s] = False
            if lone_defence:
                for k in range(1, n_players):
                    seat = (maker + k) % n_players
                    if side_of[seat] != ms and rand() < 0.5:
                        defender = seat
                        for s in sides[side_of[seat]]:
                            if s != seat:
                                active[s] = False
                        break
        if round1 and active[dealer]:
            h = hands[dealer]
            h.append(turnup)
            h.pop(int(rand() * 6))
        partner = -1
        if call_ace and not alone:  # the maker calls one of the two suits of the other colour at random
            ace = card_id(((1, 2), (0, 3), (0, 3), (1, 2))[trump][int(rand() * 2)], 8)
            for seat in range(n_players):
                if seat != maker and ace in hands[seat]:
                    partner = seat
        # the lead
        if lead_maker:
            leader = maker
        else:
            leader = maker if alone else dealer
            leader = (leader + 1) % n_players
            while not active[leader]:
                leader = (leader + 1) % n_players
        order_from = []
        eff = eff_all[trump]
        strength = strength_all[trump]
        seats_active = [s for s in range(n_players) if active[s]]
        na = len(seats_active)
        won = [0] * n_players
        for _trick in range(5):
            i0 = seats_active.index(leader)
            order_from = seats_active[i0:] + seats_active[:i0]
            lead_hand = hands[leader]
            c = lead_hand.pop(int(rand() * len(lead_hand)))
            led = eff[c]
            table = strength[led]
            best, who = table[c], leader
            for seat in order_from[1:]:
                h = hands[seat]
                follow = legal_cards(h, led, trump)
                c = follow[int(rand() * len(follow))]
                h.remove(c)
                v = table[c]
                if v > best:
                    best, who = v, seat
            won[who] += 1
            leader = who
            plays += na
        ms = side_of[maker]
        mine = (ms, side_of[partner]) if partner >= 0 else (ms,)
        maker_tricks = sum(won[s] for s in range(n_players) if side_of[s] in mine)
        to_makers, to_each_defender = hand_points(maker_tricks, alone, defender >= 0, each_for_himself,
                                                  lone_defence_scoring, odd_march)
        for i in range(n_sides):
            if to_makers and i in mine:
                scores[i] += to_makers
            elif not to_makers and i not in mine:
                scores[i] += to_each_defender
        hands_done += 1
        dealer = (dealer + 1) % n_players
    elapsed = time.perf_counter() - start
    return {"hands": hands_done, "thrown_in": thrown, "cards_played": plays, "seconds": round(elapsed, 3),
            "hands_per_second": round(hands_done / elapsed, 1),
            "points_per_side": scores}
