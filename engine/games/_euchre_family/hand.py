"""One hand of the Euchre family, written once: the two rounds of bidding, going alone and defending alone, the
take-up, calling a partner (by a card or a doublet), the first lead, and scoring by the hand's result.

Card Euchre (``engine.games.euchre.hand``: its slotted state, changed in place by the protocol's copies and by the
computer players' playouts, compiled by Cython) and Domino Euchre and Call-Ace (``engine.games.domino_euchre``:
immutable tuples) call these functions for every decision of the kind; each game keeps only its state, its
action words and its rulebook. The functions read small ints, bit masks and a :class:`FamilyDeck`, the facts of a
:class:`engine.tricks.TrickDeck` the family's rules need (the suit a turn-up proposes, the left bower's suit under
each trump, the piece a call names), read from the deck's own tables: the ace of a suit of cards and the doublet of
a suit of dominoes are the same fact, the strongest piece of the suit when it is led with no trumps.

Each function is marked with the rule it applies in each game's rulebook, naming the games (``games=``): the
rule tracer counts a mark for those games only, so card Euchre's ``second-round`` and Domino Euchre's
``bid-second`` each name the one function that runs both games' second round, and a rule only one game has (lone
defence, card Euchre's) is that game's alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.rules import applies
from engine.tricks import NO_TRUMP, TrickDeck, bits, next_seat

# What became of a round of bidding after a pass (see :func:`after_pass`).
GOES_ON, TURNED_DOWN, THROWN_IN = 0, 1, 2
# Who may take the turn-up into his hand for a discard (see :func:`taker`).
TAKE_NONE, TAKE_DEALER, TAKE_MAKER = "none", "dealer", "maker"


# -- the deck as the family reads it --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FamilyDeck:
    """The facts of a trick deck that the family's bidding and calling read, made once per deck.

    - ``proposed[piece]``: the suit a turned-up piece proposes as trumps (the suit it leads with no trumps; -1 for
      a joker, of no suit until trumps are made);
    - ``left_suit[trump]``: the suit the left bower (the second-highest trump of a suit: a joker above it is of
      none) comes from;
    - ``called[suit]``: the piece a call of that suit names (its strongest piece led with no trumps: an ace, a
      doublet)."""

    deck: TrickDeck
    proposed: tuple[int, ...]
    left_suit: tuple[int, ...]
    called: tuple[int, ...]


_DECKS: dict[str, FamilyDeck] = {}


def family_deck(deck: TrickDeck) -> FamilyDeck:
    """The family's reading of ``deck`` (made once per deck, by its name)."""
    fd = _DECKS.get(deck.name)
    if fd is None:
        fd = _DECKS[deck.name] = _read(deck)
    return fd


def _read(deck: TrickDeck) -> FamilyDeck:
    k = len(deck.suits)
    plain = deck.power[NO_TRUMP]
    suited = 0   # the pieces of some suit before trumps are made: all but a joker
    for s in range(k):
        suited |= deck.follow[NO_TRUMP][s]
    left_suit = []
    for t in range(k):
        power = deck.power[t][t]
        trumps = sorted(bits(deck.follow[t][t] & suited), key=lambda c, power=power: -power[c])
        left_suit.append(deck.lead[NO_TRUMP][trumps[1]])   # the left bower: the second suited trump, a stranger suit's
    called = tuple(max(bits(deck.follow[NO_TRUMP][s]), key=lambda c, s=s: plain[s][c]) for s in range(k))
    return FamilyDeck(deck, tuple(deck.lead[NO_TRUMP]), tuple(left_suit), called)


# -- the two rounds of bidding ----------------------------------------------------------------------------------
@applies("turn-up", games=("euchre", "domino-euchre", "call-ace"))
def proposed_suit(fd: FamilyDeck, turnup: int) -> int:
    """The suit the turn-up proposes: it becomes trumps only if a player accepts it."""
    return fd.proposed[turnup]


@applies("order-up", "alone", "odd-table", games="euchre")
@applies("bid-first", "alone-maker", games=("domino-euchre", "call-ace"))
@applies("alone", "each-for-himself", games="domino-euchre")
@applies("call-alone", games="call-ace")
def first_round_bids(pass_: str, accept: str, accept_alone: str, alone_allowed: bool) -> tuple[str, ...]:
    """The first round, from the dealer's left: pass, or accept the proposed suit (alone, where a maker may be)."""
    return (pass_, accept, accept_alone) if alone_allowed else (pass_, accept)


@applies("second-round", "turned-down-suit", games="euchre")
@applies("bid-second", "turned-down-suit", games=("domino-euchre", "call-ace"))
def second_round_bids(suits: int, turned: int, barred: bool, pass_: str, name: tuple[str, ...],
                      name_alone: tuple[str, ...], alone_allowed: bool) -> tuple[str, ...]:
    """The second round: pass, or name a suit (alone, where a maker may be); the turned-down suit is barred
    where the rules bar it. ``name[s]`` and ``name_alone[s]`` are the game's words for naming suit ``s``."""
    out = [pass_]
    for suit in range(suits):
        if barred and suit == turned:
            continue
        out.append(name[suit])
        if alone_allowed:
            out.append(name_alone[suit])
    return tuple(out)


@applies("second-round", "throw-in", "turn", games="euchre")
@applies("bid-second", "throw-in", "turn", games=("domino-euchre", "call-ace"))
def after_pass(calls: int, players: int) -> int:
    """What a pass, the hand's ``calls``-th call, leaves: :data:`GOES_ON` (the next seat to the left bids: the
    trick engine's ``next_seat``, no one being laid down while trumps are made),
    :data:`TURNED_DOWN` (all passed in the first round: the proposed suit is turned down and the second round
    begins on the dealer's left, the next seat from the dealer, who bid last) or :data:`THROWN_IN` (all passed
    twice: the next dealer deals)."""
    if calls % players:
        return GOES_ON
    return TURNED_DOWN if calls == players else THROWN_IN


# -- going alone, defending alone ---------------------------------------------------------------------------------
@applies("alone", "alone-maker", games="euchre")
@applies("alone-maker", games=("domino-euchre", "call-ace"))
@applies("alone", games="domino-euchre")
def laid_down(partners: int, alone: bool) -> int:
    """The seats laid down when a maker makes trumps (``partners``, a mask of his partners' seats): his partners
    if he plays alone, which he says as he makes them; else nobody."""
    return partners if alone else 0


@applies("lone-defence", games="euchre")
def next_defender(opponents: tuple[int, ...], seat: int) -> int:
    """After ``seat`` declines to defend alone, the next opponent in turn may; -1 when all have declined."""
    i = opponents.index(seat) + 1
    return opponents[i] if i < len(opponents) else -1


# -- calling a partner ------------------------------------------------------------------------------------------------
@applies("call-ace-suit", games="euchre")
@applies("call-suit", games="call-ace")
def callable_suits(fd: FamilyDeck, trump: int) -> tuple[int, ...]:
    """The suits that may be called: any but trumps and the suit the left bower comes from (at cards the two
    suits of the other colour; at dominoes five of the seven)."""
    left = fd.left_suit[trump]
    return tuple(x for x in range(len(fd.deck.suits)) if x not in (trump, left))


def called_piece(fd: FamilyDeck, suit: int) -> int:
    """The piece whose holder a call of ``suit`` makes the maker's partner (an ace; a doublet)."""
    return fd.called[suit]


@applies("call-ace", "call-ace-none", games="euchre")
@applies("call-partner", "call-none", games="call-ace")
def partner_of(masks, piece: int, maker: int) -> int:
    """The maker's partner: whoever holds the called ``piece`` (``masks``: each seat's hand); nobody (-1) when
    the maker holds it himself or it is out of play."""
    holder = next((i for i, m in enumerate(masks) if m >> piece & 1), -1)
    return holder if holder != maker else -1


@applies("call-ace", games="euchre")
@applies("call-secret", games="call-ace")
def played_by(tricks, trick, piece: int) -> int:
    """The seat that played ``piece`` this hand (``tricks``: finished tricks, ``trick``: the one being played,
    as (seat, piece) pairs), or -1: a called piece played tells every seat who the partner is."""
    for tr, _ in tricks:
        for seat, c in tr:
            if c == piece:
                return seat
    for seat, c in trick:
        if c == piece:
            return seat
    return -1


UNKNOWN = -2   # the partner as a seat knows him: not yet known (-1: known to be nobody)


@applies("call-ace", games="euchre")
@applies("call-secret", games="call-ace")
def partner_as_known(tricks, trick, masks, piece: int, maker: int, seat: int) -> int:
    """The maker's partner as ``seat`` knows him: nobody answers a call, so only the called ``piece`` tells; once
    it is played everyone knows (its player, or -1 when the maker played it himself), and before that only its
    holder does (himself; -1 for the maker holding it). :data:`UNKNOWN` to everyone else."""
    who = played_by(tricks, trick, piece)
    if who >= 0:
        return -1 if who == maker else who
    if 0 <= seat < len(masks) and masks[seat] >> piece & 1:
        return -1 if seat == maker else seat
    return UNKNOWN


# -- the order of a hand once trumps are made -------------------------------------------------------------------
# The stages, in their order: trumps made; an opponent's lone defence; the take-up; the call of a partner; the lead.
MADE, LONE_DEFENCE, TAKE_UP, PARTNER_CALL, FIRST_LEAD = range(5)


@dataclass(frozen=True, slots=True)
class Table:
    """A table's fixed facts that decide the order of a hand (from its rule options, made once per table).

    ``opponents[maker]``: the seats of the other sides, from the maker's left (who may defend alone, in turn);
    ``lone_defence``: whether an opponent of a lone maker may defend alone; ``take_up``: who takes up an accepted
    turn-up (:data:`TAKE_DEALER`, :data:`TAKE_MAKER`, :data:`TAKE_NONE`); ``call``: a Call-Ace table;
    ``lead_maker``: the maker leads to the first trick (else the dealer's left); ``lead_lone_left``: against a lone
    maker the player on his left leads (else the dealer's left still does, a seat laid down passed over)."""

    players: int
    opponents: tuple[tuple[int, ...], ...]
    lone_defence: bool
    take_up: str
    call: bool
    lead_maker: bool
    lead_lone_left: bool = True


def table(players: int, side_of, lone_defence: bool, take_up: str, call: bool, lead_maker: bool,
          lead_lone_left: bool = True) -> Table:
    """A :class:`Table` for ``players`` seats whose sides are ``side_of[seat]``."""
    opponents = tuple(tuple((m + k) % players for k in range(1, players) if side_of[(m + k) % players] != side_of[m])
                      for m in range(players))
    return Table(players, opponents, lone_defence, take_up, call, lead_maker, lead_lone_left)


@applies("lone-defence", "no-lone-defence", "dealer-discard", "alone", "call-ace", "lead-eldest", "lead-maker",
         "lead-eldest-always", games="euchre")
@applies("take-up", "lead-eldest", "lead-maker", games=("domino-euchre", "call-ace"))
@applies("call-partner", "call-alone", games="call-ace")
def next_stage(t: Table, done: int, maker: int, alone: bool, dealer: int, out: int,
               first_round: bool) -> tuple[int, int]:
    """After stage ``done`` (:data:`MADE` when trumps were just made), the hand's next stage and the seat to act
    in it, in the family's order:

    - :data:`LONE_DEFENCE`: against a lone maker, where the rules allow it, the first opponent from the maker's
      left may defend alone (the others in turn: :func:`next_defender`);
    - :data:`TAKE_UP`: in the first round the turn-up is taken into a hand for a piece of it, by the dealer (card
      Euchre: always; Domino Euchre by agreement) or the maker (by agreement), never by a seat laid down
      (``t.take_up``: :data:`TAKE_DEALER`, :data:`TAKE_MAKER`, :data:`TAKE_NONE`);
    - :data:`PARTNER_CALL`: at a Call-Ace table the maker calls a partner, unless he announced a lone hand;
    - :data:`FIRST_LEAD`: the maker leads (where the maker leads), or the first seat playing on the left of the
      dealer, of a lone maker where the lone maker's left leads (``out``: the seats laid down)."""
    if done < LONE_DEFENCE and alone and t.lone_defence:
        return LONE_DEFENCE, t.opponents[maker][0]
    if done < TAKE_UP and first_round and t.take_up != TAKE_NONE:
        who = dealer if t.take_up == TAKE_DEALER else maker
        if not out >> who & 1:
            return TAKE_UP, who
    if done < PARTNER_CALL and t.call and not alone:
        return PARTNER_CALL, maker
    if t.lead_maker:
        return FIRST_LEAD, maker
    return FIRST_LEAD, next_seat(maker if alone and t.lead_lone_left else dealer, t.players, out)


# -- scoring by the hand's result ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Scale:
    """What each result of a hand scores at a table (from its rule options).

    ``short``, ``march``: the makers' points for three or four tricks and for all five; ``short_alone``,
    ``march_alone``: a lone maker's; ``euchre``: each other side's when the makers take fewer than three;
    ``lone_euchre``, ``lone_euchre_march``: a lone defender's for euchring a lone maker, who took one or two
    tricks, or none; ``euchre_alone``: each other side's for euchring a lone maker with both defenders playing."""

    short: int = 1
    march: int = 2
    short_alone: int = 1
    march_alone: int = 4
    euchre: int = 2
    lone_euchre: int = 2
    lone_euchre_march: int = 4
    euchre_alone: int = 2


@applies("score-make", "score-alone", "score-euchre", "score-lone-defence", "score-odd", "call-ace-none",
         "score-alone-euchred", games="euchre")
@applies("score-make", "score-alone", "score-euchre", games=("domino-euchre", "call-ace"))
@applies("call-none", games="call-ace")
def result_points(scale: Scale, tricks: int, alone: bool, lone_defender: bool = False) -> tuple[int, int]:
    """(to the making sides, to each other side) for the makers' ``tricks``: three or four make the point, all
    five a march, fewer than three a euchre (a maker without a partner who did not announce a lone hand scores as
    a side does)."""
    if tricks >= 3:
        if tricks == 5:
            return (scale.march_alone if alone else scale.march), 0
        return (scale.short_alone if alone else scale.short), 0
    if lone_defender:
        return 0, (scale.lone_euchre_march if tricks == 0 else scale.lone_euchre)
    return 0, (scale.euchre_alone if alone else scale.euchre)


@applies("hp-score", games="euchre")
def contract_points(contract: int, taken: int, tricks: int) -> tuple[int, int]:
    """(to the bidders, to the other side) when the bidders, bound to take ``contract`` of the ``tricks``, took
    ``taken``: a point a trick if they made it, less their bid if not; the other side a point a trick."""
    return (taken if taken >= contract else -contract), tricks - taken


@applies("call-ace", games="euchre")
@applies("call-score", "call-none", games="call-ace")
def maker_sides(side_of, maker: int, partner: int) -> tuple[int, ...]:
    """The sides that made trumps this hand: the maker's, and at Call-Ace his called partner's (``partner``: -1
    for none; ``side_of[seat]``: the seat's side)."""
    ms = side_of[maker]
    if partner >= 0 and side_of[partner] != ms:
        return (ms, side_of[partner])
    return (ms,)


def maker_tricks(won, sides, mine) -> int:
    """The tricks the making sides took (``won``: tricks by seat; ``sides``: the seats of each side)."""
    return sum(won[seat] for side in mine for seat in sides[side])


@applies("score-make", "score-euchre", "call-ace", games="euchre")
@applies("score-make", "score-euchre", games=("domino-euchre", "call-ace"))
@applies("call-score", games="call-ace")
def side_points(mine, sides: int, to_makers: int, to_others: int) -> tuple[int, ...]:
    """Points by side: the making sides' (each member of a Call-Ace pair scores them), or, when they are euchred,
    every other side's."""
    return tuple((to_makers if i in mine else 0) if to_makers else (0 if i in mine else to_others)
                 for i in range(sides))
