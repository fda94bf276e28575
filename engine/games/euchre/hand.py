"""A hand of Euchre, phase by phase: one legal-actions function and one apply function per phase.

The state is a slotted class of small ints and tuples (hands as bit masks). The protocol
(``game.py``) copies a state once per action and calls :data:`APPLY`; the computer players'
playouts (:func:`playout`) call the very same functions on one state they own and change in
place. Nothing here formats a sentence: the move log's wording is in ``words.py``, the
refusals' in ``game.py``.

Phases: ``order`` (first round: accept the turn-up or pass), ``name`` (second round),
``joker`` (the joker turned up: the dealer names trumps), ``defence`` (against a lone player), ``call``
(Call-Ace: the maker calls a suit), ``discard`` (the dealer takes up the turn-up), ``play`` (five tricks). At
Hasenpfeffer (the same hand, its deal and bidding its own): ``bid`` (each once: pass or a number of tricks),
``trumps`` (the high bidder names them), ``discard`` (by option, the bidder takes the widow), ``play`` (six
tricks). A hand ends in ``done`` (its tricks played) or ``thrown`` (all passed twice, or at Hasenpfeffer all passed
with the joker laid aside); the protocol then scores it and deals the next.

The rules these phases apply are the Euchre family's, written once for card Euchre, Domino Euchre and Call-Ace
(``engine.games._euchre_family.hand``, ``F``): the two rounds of bidding, going alone and defending alone, the
dealer's take-up, the called partner (the ace: the pack's called piece), the first lead and scoring by the hand's
result. This module keeps what is card Euchre's own: its compact state, its action words, and tables made once per
table (the legal bids, the scale of points) from those functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import getitem as _getitem

from engine.core.rng import rng_for
from engine.core.rules import applies
from engine.games._euchre_family import hand as F
from engine.games._euchre_family.hand import (
    FIRST_LEAD,
    LONE_DEFENCE,
    MADE,
    PARTNER_CALL,
    TAKE_DEALER,
    TAKE_MAKER,
    TAKE_NONE,
    TAKE_UP,
    THROWN_IN,
    TURNED_DOWN,
    after_pass,
    laid_down,
    next_defender,
    next_stage,
)
from engine.tricks import bits, legal_mask, next_seat, trick_winner

from . import tables as T

ORDER, NAME, DEFENCE, CALL, DISCARD, PLAY, OVER = "order", "name", "defence", "call", "discard", "play", "over"
JOKER_UP = "joker"                        # the joker turned up: the dealer names trumps
BIDDING, TRUMPS = "bid", "trumps"         # Hasenpfeffer: the auction, then the high bidder names trumps
FORCED_BID = 3                            # Hasenpfeffer: all passed, the joker's holder must bid three
DONE, THROWN = "done", "thrown"          # the hand is over: to be scored (the protocol deals the next at once)
DECK = T.DECK
FAMILY = F.family_deck(DECK)   # the family's reading of the pack: the called aces, the left bower's suits

# -- actions: every action's text made once ------------------------------------------------------------
PASS = "pass"
ORDER_UP = "order-up"
ORDER_ALONE = "order-up alone"
DEFEND = "defend alone"
NAME_SUIT = tuple(f"name {x}" for x in T.SUIT_LETTERS)
NAME_ALONE = tuple(f"name {x} alone" for x in T.SUIT_LETTERS)
CALL_SUIT = tuple(f"call {x}" for x in T.SUIT_LETTERS)
BID_TRICKS = tuple(f"bid {k}" for k in range(7))   # Hasenpfeffer: "bid 1" .. "bid 6" (index 0 unused)
PLAY_CARD = tuple(f"play {t}" for t in T.TEXT)
DISCARD_CARD = tuple(f"discard {t}" for t in T.TEXT)
# action text -> its argument (a suit or a card), for the apply functions
ARG: dict[str, int] = {**{a: i for i, a in enumerate(NAME_SUIT)}, **{a: i for i, a in enumerate(NAME_ALONE)},
                       **{a: i for i, a in enumerate(CALL_SUIT)}, **{a: i for i, a in enumerate(PLAY_CARD)},
                       **{a: i for i, a in enumerate(DISCARD_CARD)}, **{a: k for k, a in enumerate(BID_TRICKS)}}
ALONE_ACTIONS = frozenset((ORDER_ALONE, *NAME_ALONE))

# Listing a mask of cards as actions without a loop over the pack: the mask is read in three parts, twelve card
# ids, twelve, then the last thirteen (the hearts and spades' last cards and the joker), each part's actions listed
# once for all of its masks. The order is the cards' ids (suit by suit, then rank, the joker last): stable, and the
# cheapest to list (the pages draw a hand in their own order; listing trumps first, through per-trump tables, made
# random hands through the protocol 8% slower).
PARTS = ((0, 12), (12, 12), (24, T.NCARDS - 24))   # (first card id, how many)


def _listing(texts: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    tables = []
    for start, width in PARTS:
        row = [()] * (1 << width)
        for m in range(1, 1 << width):   # a mask's list: its lowest card's action, then the rest's (already made)
            row[m] = (texts[start + (m & -m).bit_length() - 1],) + row[m & (m - 1)]
        tables.append(tuple(row))
    return tuple(tables)


PLAYS, DISCARDS = _listing(PLAY_CARD), _listing(DISCARD_CARD)
assert T.NCARDS == 37   # twelve, twelve and thirteen


def listed(tables, m: int) -> tuple[str, ...]:
    """The actions of the cards in mask ``m``, by card id (``tables``: :data:`PLAYS` or :data:`DISCARDS`)."""
    t0, t1, t2 = tables
    return t0[m & 4095] + t1[m >> 12 & 4095] + t2[m >> 24]


# All hands in one int: seat k's cards are bits 36k .. 36k+35 (``held >> SPAN * k & HAND`` is seat k's mask).
SPAN = T.NCARDS
HAND = (1 << SPAN) - 1
CARD_BIT = tuple(1 << c for c in range(T.NCARDS))
MAX_SEATS = 7
# SEAT_BIT[seat][card]: the card's bit in the packed hands; ENTRY[seat][card]: ((seat, card),), a trick's entry
SEAT_BIT = tuple(tuple(1 << (c + SPAN * k) for c in range(T.NCARDS)) for k in range(MAX_SEATS))
ENTRY = tuple(tuple(((k, c),) for c in range(T.NCARDS)) for k in range(MAX_SEATS))


def pack_masks(masks) -> int:
    """Per-seat masks packed into one int (seat k at bit ``SPAN * k``)."""
    held = 0
    for k, m in enumerate(masks):
        held |= m << (SPAN * k)
    return held


class Shape:
    """The fixed facts of a table, from its rule options: made once per variant, shared by its states."""

    __slots__ = ("variant", "n", "sides", "side_of", "partners", "opponents", "each_for_himself", "cut", "call",
                 "lone_defence", "lead_maker", "barred", "first", "pack", "game", "order_legal", "name_legal",
                 "call_legal", "joker_legal", "ld_scoring", "odd_march", "scale", "table", "passed", "laid",
                 "template", "words", "hp", "cards", "bid_legal",
                 "following", "offsets", "deal_bits", "no_points", "points", "play_order", "active", "kept")

    def __init__(self, v):
        self.variant = v
        n = self.n = v.players
        self.sides = v.sides
        self.side_of = tuple(seat if n % 2 else seat % 2 for seat in range(n))
        # partners[seat]: mask of the seats that lay down when ``seat`` plays alone (or defends alone)
        self.partners = tuple(sum(1 << p for p in v.sides[self.side_of[s]] if p != s) for s in range(n))
        self.hp = v.hasenpfeffer
        self.cards = v.hand_size   # cards dealt to each, and tricks played: five, or six at Hasenpfeffer
        self.lone_defence = v.lone_defence and not v.each_for_himself and not self.hp
        self.lead_maker = v.lead == "maker" or self.hp   # rule: hp-lead (the high bidder leads)
        # the facts that order a hand once trumps are made (the family's): the dealer always takes up the turn-up; at
        # Hasenpfeffer the high bidder takes the widow by option, else nobody
        take_up = TAKE_DEALER if not self.hp else TAKE_MAKER if v.widow == "bidder" else TAKE_NONE  # rule: hp-widow
        self.table = F.table(n, self.side_of, self.lone_defence, take_up, v.call_ace_table, self.lead_maker,
                             v.lead != "eldest-always")
        # bid_legal[high]: Hasenpfeffer's bids over a high bid of ``high`` tricks (0: none yet): pass or more
        self.bid_legal = tuple((PASS, *BID_TRICKS[high + 1:]) for high in range(7))
        # opponents[maker]: the seats of other sides, from the maker's left (who may defend alone, in turn)
        self.opponents = self.table.opponents
        # passed[k]: what the hand's k-th call leaves when it is a pass (goes on, turned down, thrown in)
        self.passed = tuple(after_pass(k, n) for k in range(2 * n + 1))
        # laid[seat][alone]: the seats laid down when ``seat`` makes trumps, alone or not
        self.laid = tuple((laid_down(p, False), laid_down(p, True)) for p in self.partners)
        self.each_for_himself = v.each_for_himself
        self.cut = v.cut_throat
        self.call = v.call_ace_table
        self.barred = v.bar_turned_down
        self.first = 3 if v.batches == "3-2" else 2
        self.pack = T.pack_ids(v.pack_size)
        self.game = v.game
        self.ld_scoring = v.lone_defence_scoring
        self.odd_march = v.odd_march
        self.scale = T.scale(self.cut, self.ld_scoring, self.odd_march, v.lone_euchre)
        self.order_legal = F.first_round_bids(PASS, ORDER_UP, ORDER_ALONE, not self.cut)
        self.name_legal = tuple(self._name_legal(turned) for turned in range(5))   # 4: the joker's (no suit barred)
        self.joker_legal = self._joker_legal()
        self.call_legal = tuple(tuple(CALL_SUIT[x] for x in callable_suits(t)) for t in range(4))
        self.template = None  # a new game's state before the deal (made below, once EuchreState exists)
        # following[out][seat]: the next seat to play when the seats in mask ``out`` are laid down (rule: turn)
        self.following = tuple(tuple(next_seat(x, n, out) if out != (1 << n) - 1 else -1 for x in range(n))
                               for out in range(1 << n))
        # play_order[out][leader]: the seats in the order they play to a trick that ``leader`` leads (the same rule)
        self.play_order = tuple(tuple(self._order(out, lead) for lead in range(n)) for out in range(1 << n))
        self.offsets = tuple(SPAN * k for k in range(n))   # seat k's place in the packed hands
        self.kept = tuple(sum(HAND << (SPAN * k) for k in range(n) if out >> k & 1) for out in range(1 << n))
        self.active = tuple(n - out.bit_count() for out in range(1 << n))   # seats playing, by the seats laid down
        # deal_bits[dealer]: for each card dealt, in order (batches from the dealer's left), its seat's SEAT_BIT row
        batches = (3, 3) if self.hp else (self.first, 5 - self.first)   # rule: hp-deal (six each, by threes)
        self.deal_bits = tuple(tuple(SEAT_BIT[(dealer + 1 + k) % n] for batch in batches
                                     for k in range(n) for _ in range(batch)) for dealer in range(n))
        self.no_points = (0,) * len(v.sides)
        self.points: dict = {}   # a finished hand's points by its outcome (see hand_points)
        self.words: dict = {}  # the move log's fixed phrases for this table (side names), made once by words.py

    def __deepcopy__(self, memo) -> Shape:
        """A table's fixed facts are shared by all its states and never change: a deep copy of a state (the test
        harness snapshots one before every probe) keeps the same shape instead of copying its large tables."""
        return self

    def __copy__(self) -> Shape:
        return self

    def _order(self, out: int, lead: int) -> tuple[int, ...]:
        seats = [lead]
        while len(seats) < self.n - out.bit_count():
            seats.append(self.following[out][seats[-1]])
        return tuple(seats)

    @applies("second-round", "turned-down-suit")
    def _name_legal(self, turned: int) -> tuple[str, ...]:
        return F.second_round_bids(4, turned, self.barred, PASS, NAME_SUIT, NAME_ALONE, not self.cut)

    @applies("joker-turned")
    def _joker_legal(self) -> tuple[str, ...]:
        """The joker turned up: the dealer names any suit (alone, where a maker may be); he cannot pass."""
        return tuple(a for a in F.second_round_bids(4, -1, False, PASS, NAME_SUIT, NAME_ALONE, not self.cut)
                     if a != PASS)


_SHAPES: dict = {}


def shape_of(v) -> Shape:
    sh = _SHAPES.get(v)
    if sh is None:
        sh = _SHAPES[v] = Shape(v)
    return sh


def new_state(v, seed: int) -> EuchreState:
    """A new game's state before its first deal: dealer the last seat, scores nil."""
    sh = shape_of(v)
    if sh.template is None:
        sh.template = EuchreState(phase=ORDER, to_act=0, bid=NEW_BID, shape=sh,
                                  game_facts=(0, 0, v.players - 1, (0,) * len(v.sides), ()))
    s = sh.template.copy()
    s.game_facts = (seed, *s.game_facts[1:])
    return s


@applies("call-ace-suit")
def callable_suits(trump: int) -> list[int]:
    """Call-Ace: any suit but trumps and the left bower's suit (so the two of the other colour)."""
    return list(F.callable_suits(FAMILY, trump))


def called_card(suit: int) -> int:
    """Call-Ace: the card a call of ``suit`` names, its ace (the family's called piece of this pack)."""
    return FAMILY.called[suit]


@dataclass(slots=True)
class EuchreState:
    """One moment of a game. Treated as a value: the protocol never changes a state it has handed out.

    The protocol copies a state on every action, so only what a card's play changes has a field of its own.
    The facts that change at most once or twice a hand (the turn-up, the maker, trumps, the seats laid down…)
    travel together in one tuple, ``bid``, and those that change once a hand or never (the seed, the deal's
    number, the dealer, the scores, the results) in another, ``game_facts``: read and set them by name
    (``s.maker``, ``s.trump``, ``s.dealer``; see :data:`BID` and :data:`GAME_FACTS`). The variant is the shape's."""

    phase: str
    to_act: int | None
    held: int = 0                     # every hand packed in one int: seat k's mask at bit SPAN * k (see masks)
    bid: tuple = ()                   # the hand's slower facts, by name in BID (a new deal sets them all)
    calls: tuple = ()                 # (seat, action text) this hand
    leader: int = -1
    trick: tuple = ()                 # (seat, card) of the trick being played
    tricks: tuple = ()                # finished tricks this hand: (((seat, card), ...), winner)
    won: tuple = ()                   # tricks won by seat this hand
    game_facts: tuple = ()            # the game's facts, by name in GAME_FACTS
    shape: Shape = field(default=None, compare=False, repr=False)
    legal: object = field(default=None, compare=False, repr=False)   # the legal actions, once asked for


    @property
    def masks(self) -> tuple[int, ...]:
        """Per seat: the hand as a bit mask of card ids."""
        held = self.held
        return tuple(held >> off & HAND for off in self.shape.offsets)

    @masks.setter
    def masks(self, masks) -> None:
        self.held = pack_masks(masks)

    def mask(self, seat: int) -> int:
        return self.held >> (SPAN * seat) & HAND

    @property
    def hands(self) -> tuple[tuple[int, ...], ...]:
        """Per seat: the card ids held, lowest id first."""
        return tuple(tuple(bits(m)) for m in self.masks)

    @property
    def out(self) -> tuple[int, ...]:
        """The seats laid down this hand."""
        return tuple(bits(self.outm))

    @property
    def variant(self):
        return self.shape.variant

    def copy(self) -> EuchreState:  # replaced below by a generated copier (one assignment per field)
        raise NotImplementedError


# The fields of ``EuchreState.bid``, in order:
BID = ("turnup",          # the card turned up
       "turnup_state",    # up, taken, turned down, left (dealer laid down)
       "maker", "alone", "defender",
       "discard",         # the dealer's discard (only the dealer sees it)
       "called",          # Call-Ace: the suit whose ace makes the maker's partner
       "partner",         # Call-Ace: who holds it (hidden until it is played; -1 none)
       "stock",           # the undealt cards (never shown)
       "trump",           # the trump suit (-1 until made)
       "outm",            # mask of the seats laid down this hand
       "contract")        # Hasenpfeffer: the high bid so far, the tricks the bidders must take (0: none)
NEW_BID = (-1, "up", -1, False, -1, -1, -1, -1, (), -1, 0, 0)
# Their places, for the functions every action runs (a property is a function call: these read the tuple).
TURNUP, TURNUP_STATE, MAKER, ALONE, DEFENDER, DISCARDED, CALLED, PARTNER, STOCK, TRUMP, OUTM, CONTRACT = range(len(BID))
# The fields of ``EuchreState.game_facts``, in order:
GAME_FACTS = ("seed",      # the game's seed (its chance events are drawn from it and the site's secret)
              "deal_no",   # deals so far in this game (the chance event's number)
              "dealer",
              "scores",    # points by side
              "results")   # per finished hand: (text, points by side)
SEED, DEAL_NO, DEALER, SCORES, RESULTS = range(len(GAME_FACTS))


def _tuple_field(slot: str, i: int) -> property:
    if slot == "bid":   # (no getattr: these are read often, by the bots and the move log)
        def get(s):
            return s.bid[i]
    else:
        def get(s):
            return s.game_facts[i]

    def put(s, value):
        b = getattr(s, slot)
        setattr(s, slot, (*b[:i], value, *b[i + 1:]))

    return property(get, put, doc=f"``{slot}[{i}]``")


for _slot, _names in (("bid", BID), ("game_facts", GAME_FACTS)):
    for _i, _name in enumerate(_names):
        setattr(EuchreState, _name, _tuple_field(_slot, _i))


def _make_copier():
    names = [f for f in EuchreState.__slots__ if f != "legal"]
    body = "\n".join(f"    c.{f} = s.{f}" for f in names) + "\n    c.legal = None"
    src = f"def copy(s):\n    c = new(EuchreState)\n{body}\n    return c\n"
    ns = {"new": object.__new__, "EuchreState": EuchreState}
    exec(src, ns)  # noqa: S102 - a fixed text built from the class's own field names
    return ns["copy"]


EuchreState.copy = _make_copier()


# -- the deal ---------------------------------------------------------------------------------------
@applies("deal", "turn-up", "pack", "pack-24", "seven-handed")
def deal(s: EuchreState, deal_no: int, dealer: int, fixed=None, rng=None) -> None:
    """Deal a new hand into ``s``: five cards each in two batches from the dealer's left, the next turned up.

    The shuffle is the game's seeded chance event (seed, "deal", deal_no); a playout may pass its own ``rng``
    (anything with ``shuffle(list)``: a ``numpy.random.Generator`` shuffles a list in C, several times faster
    than ``random.Random``)."""
    sh = s.shape
    n = sh.n
    if fixed is not None:
        hands, turnup = fixed
        stock = tuple(sorted(set(sh.pack) - {c for h in hands for c in h} - {turnup}))
        held = 0
        for seat, h in enumerate(hands):
            for c in h:
                held |= SEAT_BIT[seat][c]
    else:
        cards = list(sh.pack)
        if rng is None:
            rng_for(s.seed, "deal", deal_no).shuffle(cards)   # the seeded deal: one keyed draw read as a permutation
        else:
            rng.shuffle(cards)
        # each card's bit in its seat's hand (seats from the dealer's left, two batches), summed in C: bits apart
        held = sum(map(_getitem, sh.deal_bits[dealer], cards))
        pos = sh.cards * n
        turnup = cards[pos]
        stock = tuple(cards[pos + 1:])
    g = s.game_facts
    s.phase, s.to_act, s.game_facts = ORDER, (dealer + 1) % n, (g[0], deal_no, dealer, g[3], g[4])
    s.held, s.bid = held, (turnup, "up", -1, False, -1, -1, -1, -1, stock, -1, 0, 0)
    s.leader = -1
    s.calls, s.trick, s.tricks, s.won = (), (), (), (0,) * n
    if sh.hp:   # rule: hp-deal, hp-bid (the 25th card face down; the bidding begins on the dealer's left)
        s.phase, s.turnup_state = BIDDING, "widow"
    elif turnup == T.JOKER:   # rule: joker-turned (nobody bids: the dealer names trumps)
        s.phase, s.to_act = JOKER_UP, dealer


# -- the phases: legal actions ------------------------------------------------------------------------
@applies("order-up", "alone", "odd-table")
def legal_order(s: EuchreState):
    return s.shape.order_legal


def legal_name(s: EuchreState):
    return s.shape.name_legal[s.bid[TURNUP] // 9]


@applies("joker-turned")
def legal_joker(s: EuchreState):
    return s.shape.joker_legal


@applies("hp-bid")
def legal_bid(s: EuchreState):
    return s.shape.bid_legal[s.bid[CONTRACT]]


@applies("hp-trumps")
def legal_trumps(s: EuchreState):
    return NAME_SUIT


@applies("lone-defence", "no-lone-defence")
def legal_defence(s: EuchreState):
    return (PASS, DEFEND)


@applies("call-ace")
def legal_call(s: EuchreState):
    return s.shape.call_legal[s.bid[TRUMP]]


@applies("dealer-discard", "hold")
def legal_discard(s: EuchreState):
    """The seat that took up the turn-up (the dealer; at Hasenpfeffer the bidder, the widow) discards any card."""
    return listed(DISCARDS, s.held >> (SPAN * s.to_act) & HAND)


@applies("follow-suit", "hold")
def legal_play(s: EuchreState):
    """The cards the seat to act may play (engine.tricks.legal_mask), by card id.

    (Keeping each mask's listing in a dict was tried: fewer instructions, but slower on the clock, a large
    dict's look-ups missing the processor's caches.)"""
    trump = s.bid[TRUMP]
    trick = s.trick
    m = legal_mask(DECK, s.held >> (SPAN * s.to_act) & HAND, trump, DECK.lead[trump][trick[0][1]] if trick else -1)
    return listed(PLAYS, m)


def legal_over(s: EuchreState):
    return ()


def legal(s: EuchreState):
    """The legal actions of a protocol state, computed once (a state handed out never changes)."""
    out = s.legal
    if out is None:
        out = s.legal = LEGAL[s.phase](s)
    return out


LEGAL = {ORDER: legal_order, NAME: legal_name, JOKER_UP: legal_joker, BIDDING: legal_bid, TRUMPS: legal_trumps,
         DEFENCE: legal_defence, CALL: legal_call, DISCARD: legal_discard, PLAY: legal_play, OVER: legal_over,
         DONE: legal_over, THROWN: legal_over}


# -- the phases: apply a legal action ------------------------------------------------------------------
def apply_order(s: EuchreState, a: str) -> None:
    seat = s.to_act
    n = s.shape.n
    s.calls += ((seat, a),)
    if a == PASS:
        if s.shape.passed[len(s.calls)] == TURNED_DOWN:  # rule: second-round (all rejected the turn-up)
            s.phase, s.turnup_state = NAME, "turned down"
        s.to_act = next_seat(seat, n)
        return
    made(s, seat, F.proposed_suit(FAMILY, s.bid[TURNUP]), a == ORDER_ALONE)


@applies("throw-in")
def apply_name(s: EuchreState, a: str) -> None:
    seat = s.to_act
    n = s.shape.n
    s.calls += ((seat, a),)
    if a == PASS:
        if s.shape.passed[len(s.calls)] == THROWN_IN:  # rule: throw-in (all passed twice: the next dealer deals)
            s.phase = THROWN
        else:
            s.to_act = next_seat(seat, n)
        return
    made(s, seat, ARG[a], a in ALONE_ACTIONS)


@applies("joker-turned")
def apply_joker(s: EuchreState, a: str) -> None:
    """The dealer names trumps on the turned-up joker: he is the maker, and takes the joker up (``advance``)."""
    seat = s.to_act
    s.calls += ((seat, a),)
    made(s, seat, ARG[a], a in ALONE_ACTIONS)


@applies("hp-bid", "hp-forced")
def apply_bid(s: EuchreState, a: str) -> None:
    """A Hasenpfeffer bid or pass; after the fourth call the high bidder names trumps, or, all having passed, the
    holder of the joker is bound to three (the hand thrown in when the joker is the card laid aside)."""
    seat = s.to_act
    n = s.shape.n
    s.calls += ((seat, a),)
    if a != PASS:
        b = s.bid
        s.bid = (*b[:MAKER], seat, *b[MAKER + 1:CONTRACT], ARG[a])   # the high bidder so far, and his bid
    if len(s.calls) < n:
        s.to_act = next_seat(seat, n)
        return
    if s.bid[CONTRACT]:
        s.phase, s.to_act = TRUMPS, s.bid[MAKER]
        return
    holder = next((k for k in range(n) if s.held >> (SPAN * k + T.JOKER) & 1), -1)   # rule: hp-forced
    if holder < 0:
        s.phase = THROWN
        return
    b = s.bid
    s.bid = (*b[:MAKER], holder, *b[MAKER + 1:CONTRACT], FORCED_BID)
    s.calls += ((holder, BID_TRICKS[FORCED_BID]),)
    s.phase, s.to_act = TRUMPS, holder


@applies("hp-trumps")
def apply_trumps(s: EuchreState, a: str) -> None:
    """The high bidder names trumps (no lone hand at Hasenpfeffer); he leads (``advance``: rule hp-lead)."""
    seat = s.to_act
    s.calls += ((seat, a),)
    made(s, seat, ARG[a], False)


@applies("alone", "alone-maker")
def made(s: EuchreState, seat: int, trump: int, alone: bool) -> None:
    """``seat`` makes ``trump``: a lone maker's partners lay down; his opponents may then defend alone."""
    sh = s.shape
    b = s.bid
    s.bid = (b[TURNUP], b[TURNUP_STATE], seat, alone, b[DEFENDER], b[DISCARDED], b[CALLED], b[PARTNER], b[STOCK],
             trump, sh.laid[seat][alone], b[CONTRACT])
    advance(s, MADE)


@applies("lone-defence")
def apply_defence(s: EuchreState, a: str) -> None:
    seat = s.to_act
    s.calls += ((seat, a),)
    if a == DEFEND:
        s.defender = seat
        s.outm |= s.shape.partners[seat]
        advance(s, LONE_DEFENCE)
        return
    nxt = next_defender(s.shape.opponents[s.maker], seat)
    if nxt >= 0:
        s.to_act = nxt
    else:
        advance(s, LONE_DEFENCE)


@applies("dealer-discard", "lone-defence", "call-ace", "lead-eldest", "lead-maker")
def advance(s: EuchreState, done: int) -> None:
    """Enter the hand's next stage after ``done``, in the family's order (``F.next_stage``): an opponent's lone
    defence, the dealer's take-up of the turn-up (he must discard), the call of a partner, the first lead."""
    b = s.bid
    up = b[TURNUP_STATE] == "up" or b[TURNUP_STATE] == "widow"   # not yet taken, turned down or left
    stage, seat = next_stage(s.shape.table, done, b[MAKER], b[ALONE], s.game_facts[DEALER], b[OUTM], up)
    if stage == FIRST_LEAD:
        if up:   # accepted, but the dealer is laid down: the turn-up is left where it lies
            s.turnup_state = "left"
        s.phase, s.leader, s.to_act, s.trick, s.tricks = PLAY, seat, seat, (), ()
    elif stage == TAKE_UP:
        s.held |= SEAT_BIT[seat][b[TURNUP]]
        s.bid = (b[TURNUP], "taken", *b[MAKER:])
        s.phase, s.to_act = DISCARD, seat
    elif stage == LONE_DEFENCE:
        s.phase, s.to_act = DEFENCE, seat
    else:   # the call of a partner
        if up:
            s.turnup_state = "left"
        s.phase, s.to_act = CALL, seat


def apply_discard(s: EuchreState, a: str) -> None:
    c = ARG[a]
    s.held &= ~SEAT_BIT[s.to_act][c]
    b = s.bid
    s.bid = (*b[:DISCARDED], c, *b[DISCARDED + 1:])
    advance(s, TAKE_UP)


@applies("call-ace", "call-ace-none")
def apply_call(s: EuchreState, a: str) -> None:
    suit = ARG[a]
    s.calls += ((s.to_act, a),)
    s.called = suit
    s.partner = F.partner_of(s.masks, FAMILY.called[suit], s.maker)
    advance(s, PARTNER_CALL)


def apply_play(s: EuchreState, a: str) -> None:
    play(s, ARG[a])


@applies("trick", "turn")
def play(s: EuchreState, c: int) -> None:
    """The seat to act plays card ``c``; the trick's last card gives it to its winner (who leads next)."""
    seat = s.to_act
    s.held ^= SEAT_BIT[seat][c]
    trick = s.trick + ENTRY[seat][c]
    outm = s.bid[OUTM]
    sh = s.shape
    if len(trick) < sh.active[outm]:
        s.trick = trick
        s.to_act = sh.following[outm][seat]  # rule: turn (engine.tricks.next_seat, tabled per shape)
        return
    w = trick[trick_winner(DECK, s.bid[TRUMP], [x for _, x in trick])][0]
    won = list(s.won)
    won[w] += 1
    s.won = tuple(won)
    s.tricks += ((trick, w),)
    s.trick = ()
    s.leader = s.to_act = w
    if len(s.tricks) == sh.cards:   # five tricks (six at Hasenpfeffer)
        s.phase = DONE


APPLY = {ORDER: apply_order, NAME: apply_name, JOKER_UP: apply_joker, BIDDING: apply_bid, TRUMPS: apply_trumps,
         DEFENCE: apply_defence, CALL: apply_call, DISCARD: apply_discard, PLAY: apply_play}


# -- the hand's points ----------------------------------------------------------------------------------
def maker_sides(s: EuchreState) -> tuple[int, ...]:
    """The sides that made trumps this hand: the maker's, and at Call-Ace his called partner's."""
    return F.maker_sides(s.shape.side_of, s.maker, s.partner)


def maker_tricks(s: EuchreState, mine=None) -> int:
    """The tricks the making sides took (each side's seats' tricks)."""
    return F.maker_tricks(s.won, s.shape.sides, maker_sides(s) if mine is None else mine)


@applies("score-make", "score-alone", "score-euchre", "score-lone-defence", "score-odd", "call-ace-none")
def hand_points(s: EuchreState) -> tuple[int, int, int, tuple[int, ...]]:
    """(maker's tricks, to the makers, to each defending side, points by side) for a finished hand.

    It reads only the tricks won by seat, the maker, his called partner, alone and lone defence: the answer is
    made once per table and such outcome (a few hundred of them) and then looked up."""
    sh = s.shape
    b = s.bid
    key = (s.won, b[MAKER], b[PARTNER], b[ALONE], b[DEFENDER] >= 0, b[CONTRACT])
    out = sh.points.get(key)
    if out is None:
        mine = maker_sides(s)
        k = maker_tricks(s, mine)
        if sh.hp:   # rule: hp-score (both sides score their tricks; bidders who fall short lose their bid)
            to_makers, to_defenders = F.contract_points(b[CONTRACT], k, sh.cards)
            points = tuple(to_makers if i in mine else to_defenders for i in range(len(sh.sides)))
            out = sh.points[key] = (k, to_makers, to_defenders, points)
            return out
        to_makers, to_defenders = F.result_points(sh.scale, k, s.alone, s.defender >= 0)
        points = F.side_points(mine, len(sh.sides), to_makers, to_defenders)
        out = sh.points[key] = (k, to_makers, to_defenders, points)
    return out


# -- the computer players' playouts: the same functions on one state, changed in place -----------------------
def playout(s: EuchreState, choose=None, pick=None, log=None, rand=None) -> tuple[int, ...]:
    """Play the hand in ``s`` to its end, in place; return the points by side (a thrown-in hand scores nothing).

    ``s`` must be the caller's own state (a copy): it is changed. The bidding runs the phase functions above
    (``choose(s, legal)`` picks an action); the tricks run on local variables over the same rule functions
    (``legal_mask``, ``next_seat`` tabled per shape, ``trick_winner``), ``pick(seat, hand, legal, seats, cards)``
    picking a card id from the ``legal`` mask (default: ``choose`` on the play actions, listed as the protocol lists them).
    With ``rand`` (a ``random.random``) and no ``choose`` or ``pick``, every choice is uniform: the action
    ``legal[int(rand() * len(legal))]`` in the protocol's order, the card the k-th lowest id of the legal ones,
    ``k = int(rand() * count)``. ``log``, a list, receives every action's text, so a test can hold the driver
    to the protocol's transcript."""
    legal, apply = LEGAL, APPLY
    while True:
        ph = s.phase
        if ph is PLAY:
            break
        if ph is DONE:
            return hand_points(s)[3]
        if ph is THROWN:
            return s.shape.no_points
        options = legal[ph](s)
        if len(options) == 1:
            a = options[0]
        elif choose is None:
            a = options[int(rand() * len(options))]
        else:
            a = choose(s, options)
        if log is not None:
            log.append(a)
        apply[ph](s, a)
    b, sh = s.bid, s.shape
    trump, outm = b[TRUMP], b[OUTM]
    lead = DECK.lead[trump]
    held = s.held
    masks = [held >> off & HAND for off in sh.offsets]
    won = list(s.won)
    trick = s.trick
    leader = trick[0][0] if trick else s.to_act
    cards = [c for _, c in trick]
    tricks = len(s.tricks)
    order = sh.play_order[outm]  # rule: turn (engine.tricks.next_seat from each leader, this hand's)
    uniform = pick is None and choose is None
    deck, follow_rule, winner, card_bit = DECK, legal_mask, trick_winner, CARD_BIT   # (locals: read per card)
    while tricks < sh.cards:
        led = lead[cards[0]] if cards else -1
        seats = order[leader]     # the seats in the order they play to this trick
        for seat in seats[len(cards):]:
            hand = masks[seat]
            lm = follow_rule(deck, hand, trump, led)  # rule: follow-suit
            k = lm.bit_count()
            if k == 1:
                c = lm.bit_length() - 1
            elif uniform:   # the k-th lowest legal card
                k = int(rand() * k)
                while k:
                    lm &= lm - 1
                    k -= 1
                c = (lm & -lm).bit_length() - 1
            elif pick is not None:
                c = pick(seat, hand, lm, seats[:len(cards)], cards)
            else:
                s.masks, s.to_act, s.trick = masks, seat, tuple(zip(seats[:len(cards)], cards, strict=True))
                c = ARG[choose(s, listed(PLAYS, lm))]
            if log is not None:
                log.append(PLAY_CARD[c])
            masks[seat] = hand ^ card_bit[c]
            cards.append(c)
            if led < 0:
                led = lead[c]
        leader = seats[winner(deck, trump, cards)]  # rule: trick
        won[leader] += 1
        tricks += 1
        cards = []
    held = s.held & sh.kept[outm]   # the seats that played have played all their cards; the laid-down kept theirs
    s.held, s.won, s.trick, s.leader, s.to_act, s.phase = held, tuple(won), (), leader, leader, DONE
    return hand_points(s)[3]
