"""Draw Poker after Robert C. Schenck's *Draw. Rules for Playing Poker* (1872, printed 1880): a deal, phase by phase.

A session of deals with chips carried across them. Each deal, in Schenck's order:

1. the dealer deals five cards to each player, one at a time, from his left;
2. the player at the dealer's left (the *ante man*, who holds *the age*) puts up the ante;
3. **going in**: in turn from the ante man's left, each player goes in by putting up double the
   ante (and may raise), or throws up his cards; the ante man then *makes good* or forfeits
   his ante; anyone who raises makes the others come up to the increase or abandon their share;
4. **the draw**: from the dealer's left, each player still in throws away what he will (face down,
   before looking at his new cards) and is helped to as many; the dealer helps himself last;
5. **the betting**: the ante man (or, if he is out, the first player in to the dealer's left) bets
   first or *holds the age*; each in turn bets, sees, goes better or lays down; the last see is the
   *call*, and the hands are shown; if all others lay down, the last one in takes the pool unseen;
6. the highest hand wins the pool; exactly equal hands divide it.

The protocol verbs dispatch on ``state.phase`` to one function per phase:

==========  ==================================  ==========================================
phase       legal actions                       transition
==========  ==================================  ==========================================
going-in    throw-up, go-in/make-good/see,      a round of stakes; when all are in equally,
            raise N                             the draw
draw        stand, draw CARDS                   cards thrown away and drawn; then the betting
betting     hold-age, lay-down, bet N, see,     a round of stakes; when nobody owes anything,
            call, raise N                       the showdown
showdown    deal                                the next deal
over        none                                (the session is over)
==========  ==================================  ==========================================

The rules and options are data in ``rules``; the ranking of hands is ``hands``; the move log's
sentences are ``words``. Where Schenck is silent the site follows Foster (1897) or states its own
convention (every rule names its source).
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.cards import BY_INDEX, Card
from engine.core.rng import shuffled
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.words import count, is_you
from engine.core.words import seat_name as named
from engine.games.draw_poker.hands import describe, evaluator
from engine.games.draw_poker.rules import PRESETS, RULES, TERMS, DrawPokerVariant
from engine.games.draw_poker.words import NO_CHIPS_LEFT, action_line, ante_line, card_text, chips, result_line


class Line(NamedTuple):
    """A public line of the deal's history: the seat it concerns, and the sentence."""
    seat: int
    text: str


class Result(NamedTuple):
    """A settled deal: the winners (in order from the dealer's left), what each won, whether the hands were
    shown (False: taken unseen, all others threw up), and the pool."""
    winners: tuple
    amounts: tuple
    shown: bool
    pool: int


class DrawPokerState(NamedTuple):
    variant: DrawPokerVariant
    seed: int
    deal_no: int                       # 0-based number of the deal being played
    dealer: int
    ante_man: int
    purses: tuple[int, ...]            # chips not in the pool
    stakes: tuple[int, ...]            # chips each has put in this deal's pool
    hands: tuple[tuple[int, ...], ...]   # card indices
    stock: tuple[int, ...]             # top first
    discards: tuple[tuple[int, int], ...]   # (seat, card), face down
    status: tuple[str, ...]            # "in", "out" (thrown up / laid down), "sitting-out"
    phase: str
    to_act: int | None
    pending: tuple[int, ...] = ()      # who must still act in this round, in order
    high: int = 0                      # the highest stake
    bet_made: bool = False
    age_held: bool = False
    first_bettor: int | None = None
    drawn: tuple = ()                  # cards drawn per seat (None: not yet)
    history: tuple = ()                # public lines of this deal: Line records
    shown: tuple[int, ...] = ()
    result: tuple = ()                 # a settled deal's Result (empty before)
    reshuffles: int = 0
    fixed: tuple = ()                  # a fixed first deal: hands by seat



class DrawPoker(Game):
    slug = "draw-poker"
    title = "Draw Poker"
    kind = "cards"
    players = "2–7"
    period = "Schenck's rules, 1872 (printed 1880)"
    hook = ("The American minister wrote down poker's rules for an English house party in 1872 — "
            "and America was scandalised.")
    icon = "🂡"
    Variant = DrawPokerVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- set-up ----------------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or DrawPokerVariant()).seats

    def seat_name(self, variant, seat: int) -> str:
        return named(seat, f"Seat {seat}", "Seat 0")   # seat 0: a computer player read from another seat

    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant or DrawPokerVariant()
        n = v.seats
        fixed = ()
        if deal is not None:
            fixed = tuple(tuple(h) for h in deal)
            self._validate_fixed(fixed, n)
        s = DrawPokerState(
            variant=v, seed=seed, deal_no=-1, dealer=0, ante_man=0, purses=(v.chips,) * n, stakes=(0,) * n,
            hands=((),) * n, stock=(), discards=(), status=("sitting-out",) * n, phase="showdown", to_act=None,
            fixed=fixed)
        return self._deal(s, first=True)

    @staticmethod
    def _validate_fixed(fixed, n):
        if len(fixed) > n:
            raise ValueError(f"the deal names {len(fixed)} hands but only {n} players sit at the table")
        seen = set()
        for i, h in enumerate(fixed):
            if len(h) != 5:
                raise ValueError(f"hand {i + 1} of the deal has {len(h)} cards, not five")
            for c in h:
                if not isinstance(c, int) or not 0 <= c < 52:
                    raise ValueError(f"{c!r} is not a card")
                if c in seen:
                    raise ValueError(f"the deal gives the {BY_INDEX[c].name} twice")
                seen.add(c)

    def deal_from_text(self, text: str):
        """Hands by seat from seat 0, separated by '|' or ';': "QS QH 7D 4C 2S | AS KS QS JS 9D"."""
        from engine.core.cards import parse_cards

        if not isinstance(text, str) or not text.strip():
            raise ValueError("a fixed deal names at least one hand of five cards")
        hands = []
        for part in text.replace(";", "|").split("|"):
            cards = parse_cards(part)
            hands.append(tuple(c.index for c in cards))
        self._validate_fixed(tuple(hands), 7)
        return tuple(hands)

    @applies("sitting-out")
    def _eligible(self, s) -> list[int]:
        """Who is dealt in: a player with fewer chips than double the ante sits out."""
        return [i for i in range(s.variant.seats) if s.purses[i] >= 2 * s.variant.ante]

    @staticmethod
    def _left_of(seat: int, among: list[int], n: int) -> int:
        for k in range(1, n + 1):
            if (seat + k) % n in among:
                return (seat + k) % n
        raise AssertionError("nobody to the left")

    @staticmethod
    def _order_from(start: int, n: int) -> list[int]:
        return [(start + k) % n for k in range(n)]

    @applies("deal", "ante")
    def _deal(self, s: DrawPokerState, first: bool = False) -> DrawPokerState:
        """The deal passes to the left; five cards each, one at a time from the dealer's left; the ante man antes."""
        v, n = s.variant, s.variant.seats
        eligible = self._eligible(s)
        deal_no = s.deal_no + 1
        dealer = (n - 1 if n - 1 in eligible else self._left_of(n - 1, eligible, n)) if first \
            else self._left_of(s.dealer, eligible, n)
        ante_man = self._left_of(dealer, eligible, n)
        order = [i for i in self._order_from(dealer + 1, n) if i in eligible]   # dealing order
        hands = {i: [] for i in order}
        if deal_no == 0 and s.fixed:
            fixed = {i: list(h) for i, h in enumerate(s.fixed)}
            used = {c for h in s.fixed for c in h}
            rest = shuffled([c for c in range(52) if c not in used], s.seed, "deal", deal_no)
            for i in order:
                if i in fixed:
                    hands[i] = fixed[i]
            for _ in range(5):
                for i in order:
                    if i not in fixed:
                        hands[i].append(rest.pop(0))
            stock = rest
        else:
            pack = shuffled(range(52), s.seed, "deal", deal_no)
            for _ in range(5):
                for i in order:
                    hands[i].append(pack.pop(0))
            stock = pack
        purses, stakes = list(s.purses), [0] * n
        purses[ante_man] -= v.ante
        stakes[ante_man] = v.ante
        status = tuple("in" if i in eligible else "sitting-out" for i in range(n))
        pending = tuple(i for i in self._order_from(ante_man + 1, n) if i in eligible)   # rule: going-in, in-turn
        return s._replace(deal_no=deal_no, dealer=dealer, ante_man=ante_man, purses=tuple(purses), stakes=tuple(stakes),
            hands=tuple(tuple(sorted(hands.get(i, ()), reverse=True)) for i in range(n)), stock=tuple(stock),
            discards=(), status=status, phase="going-in", pending=pending, to_act=pending[0], high=2 * v.ante,
            bet_made=False, age_held=False, first_bettor=None, drawn=(None,) * n,
            history=(Line(ante_man, ante_line(self.seat_name(v, ante_man), ante_man, v.ante)),),
            shown=(), result=(), reshuffles=0)

    # -- money helpers -------------------------------------------------------------------------
    def _live(self, s) -> list[int]:
        return [i for i in range(s.variant.seats) if s.status[i] == "in"]

    @applies("table-stakes")
    def _cap(self, s) -> int:
        """The highest stake every player still in can meet (table stakes)."""
        return min(s.stakes[i] + s.purses[i] for i in self._live(s))

    @applies("limit", "table-stakes")
    def max_raise(self, s) -> int:
        room = self._cap(s) - s.high
        if s.variant.limit:
            room = min(room, s.variant.limit)
        return max(room, 0)

    def equal_verb(self, s, seat) -> str:
        """The word for putting in just what is owed: go-in, make-good (the ante man), see, or call (the last see)."""
        if s.phase == "going-in":
            if seat == s.ante_man and s.stakes[seat] == s.variant.ante:
                return "make-good"   # rule: making-good
            if s.stakes[seat] == 0:
                return "go-in"
            return "see"
        return "call" if len(s.pending) == 1 else "see"   # rule: calling

    _equal_verb = equal_verb   # the name the older code used

    # -- the protocol: the base class dispatches on the phase (engine.core.game, "Phases") -------------
    def check(self, s, action) -> None:
        if s.to_act is None or s.phase == "over":
            raise IllegalAction("The session is over: start a new one to play again.", GAME_OVER)
        if not isinstance(action, str):
            raise IllegalAction(f"{action!r} is not an action.", NOTATION)
        written = self.parse_action(action)   # text no Draw Poker action reads as is refused, never stepped
        if sorted(written.split()) != sorted(action.split()):
            raise IllegalAction(f"'{action}' is not as the game writes it: write '{written}'.", NOTATION)
        self.check_phase(s, action)

    def _logged(self, s, action):
        """The state with the action's public line added to the deal's history."""
        return s._replace(history=s.history + (Line(s.to_act, action_line(self, s, action)),))

    def _not_now(self, s, verb: str) -> None:
        """Refusals shared by the phases of a deal in progress: no new deal, and no draw outside the draw."""
        if verb == "deal":
            raise IllegalAction("The cards are out: finish this hand before the next deal.", RULES["deal"])
        if verb in ("stand", "draw") and s.phase != "draw":
            raise IllegalAction("The draw comes only when all who play are in equally, after the going in.",
                                RULES["draw"])

    # -- phase "going-in" ----------------------------------------------------------------------------
    def _legal_going_in(self, s) -> list:
        seat = s.to_act
        return ["throw-up", self.equal_verb(s, seat)] + [f"raise {k}" for k in range(1, self.max_raise(s) + 1)]

    def _check_going_in(self, s, action) -> None:
        seat, words = s.to_act, action.split()
        verb = words[0] if words else ""
        self._not_now(s, verb)
        owed = s.high - s.stakes[seat]
        if verb in ("lay-down", "hold-age", "bet", "call"):
            what = {"lay-down": "throw-up", "hold-age": "go-in", "bet": "raise N", "call": "see"}[verb]
            rule = RULES["holding-age"] if verb == "hold-age" else RULES["going-in"]
            raise IllegalAction(f"Before the draw the words are going in, making good, raising and throwing "
                                f"up: here write '{what}'.", rule)
        if verb in ("go-in", "make-good", "see"):
            want = self.equal_verb(s, seat)
            if verb != want:
                if want == "make-good":
                    reason = ("The ante man neither goes in nor sees: he makes good ('make-good'), putting up as "
                              "much more as makes his stake equal to the rest.")
                elif verb == "make-good":
                    reason = "Only the ante man makes good, and only once: he puts up the rest of double the ante."
                elif verb == "go-in":
                    reason = "You have already gone in: to stay, see the raise ('see')."
                else:
                    reason = "You have not gone in yet: write 'go-in'; one sees a raise only after going in."
                raise IllegalAction(reason, RULES["making-good"] if "make" in verb + want else RULES["going-in"])
        if verb == "raise":
            self._refuse_amount(s, seat, int(words[1]), owed, "raise")

    def _step_going_in(self, s, action):
        s = self._stakes_round(s, action)
        if s.phase != "going-in" or s.pending:   # settled (all but one threw up), or the round goes on
            return s
        # rule: draw
        order = [i for i in self._order_from(s.dealer + 1, s.variant.seats) if s.status[i] == "in"]
        return s._replace(phase="draw", pending=tuple(order), to_act=order[0])

    # -- phase "draw" ---------------------------------------------------------------------------------
    def _legal_draw(self, s) -> list:
        seat = s.to_act
        out = ["stand"]
        for k in range(1, 6):
            for combo in combinations(s.hands[seat], k):
                out.append("draw " + " ".join(card_text(c) for c in combo))
        return out

    def _check_draw(self, s, action) -> None:
        seat, words = s.to_act, action.split()
        verb = words[0] if words else ""
        self._not_now(s, verb)
        if verb == "stand":
            return
        if verb != "draw":
            raise IllegalAction(f"It is the draw: {self.seat_name(s.variant, seat)} must throw away cards and draw "
                                "('draw 7C 4D') or stand pat ('stand'); betting comes after the draw.", RULES["draw"])
        for w in words[1:]:
            c = Card.parse(w).index
            if c not in s.hands[seat]:
                raise IllegalAction(f"You can only throw away cards you hold, and you do not hold the "
                                    f"{BY_INDEX[c].name}.", RULES["discard-first"])

    def _step_draw(self, s, action):
        words = action.split()
        return self._draw(self._logged(s, action), s.to_act,
                          [Card.parse(w).index for w in words[1:]] if words[0] == "draw" else [])

    @applies("draw", "discard-first", "pack-runs-out", "first-bet")
    def _draw(self, s, seat, discards: list[int]):
        n = s.variant.seats
        kept = [c for c in s.hands[seat] if c not in discards]
        pile = list(s.discards) + [(seat, c) for c in discards]   # face down, before the new cards are seen
        stock = list(s.stock)
        hands = [list(h) for h in s.hands]
        reshuffles = s.reshuffles
        for _ in discards:
            if len(stock) <= 1:            # the last card is never dealt: gather and reshuffle (rule: pack-runs-out)
                gathered = [c for (who, c) in pile if who != seat] + stock
                pile = [(who, c) for (who, c) in pile if who == seat]
                for i in range(n):
                    if s.status[i] == "out" and hands[i]:
                        gathered += hands[i]
                        hands[i] = []
                stock = shuffled(sorted(gathered), s.seed, "reshuffle", s.deal_no, reshuffles)
                reshuffles += 1
            kept.append(stock.pop(0))
        hands[seat] = sorted(kept, reverse=True)
        drawn = list(s.drawn)
        drawn[seat] = len(discards)
        pending = s.pending[1:]
        s = s._replace(hands=tuple(tuple(h) for h in hands), stock=tuple(stock), discards=tuple(pile),
                    drawn=tuple(drawn), pending=pending, reshuffles=reshuffles)
        if pending:
            return s._replace(to_act=pending[0])
        # the betting: the ante man first, or the first player in to the dealer's left (rule: first-bet)
        live = self._live(s)
        first = s.ante_man if s.ante_man in live else self._left_of(s.dealer, live, n)
        order = tuple(i for i in self._order_from(first, n) if i in live)
        s = s._replace(phase="betting", pending=order, to_act=first, first_bettor=first, bet_made=False,
                    age_held=False)
        if self.max_raise(s) < 1:   # someone still in has no chips left: no betting, the hands are shown
            s = s._replace(history=s.history + (Line(first, NO_CHIPS_LEFT),))
            return self._showdown(s)
        return s

    # -- phase "betting" ------------------------------------------------------------------------------
    def _legal_betting(self, s) -> list:
        seat = s.to_act
        mr = self.max_raise(s)
        if not s.bet_made:
            out = []
            if seat == s.first_bettor and not s.age_held:
                out.append("hold-age")
            return out + ["lay-down"] + [f"bet {k}" for k in range(1, mr + 1)]
        return ["lay-down", self.equal_verb(s, seat)] + [f"raise {k}" for k in range(1, mr + 1)]

    def _check_betting(self, s, action) -> None:
        seat, words = s.to_act, action.split()
        verb = words[0] if words else ""
        self._not_now(s, verb)
        v = s.variant
        owed = s.high - s.stakes[seat]
        if verb in ("go-in", "make-good", "throw-up"):
            raise IllegalAction("The going in is over: after the draw you bet, see, go better, call or lay down.",
                                RULES["seeing"])
        if verb == "hold-age":
            if seat != s.first_bettor:
                raise IllegalAction(f"Only the player entitled to bet first ({self.seat_name(v, s.first_bettor)})"
                                    f" may hold the age; {self.seat_name(v, seat)} must bet or lay down.",
                                    RULES["holding-age"])
            if s.bet_made or s.age_held:
                raise IllegalAction("The age can be held only once, before any bet is made: now see the bet, "
                                    "go better or lay down.", RULES["holding-age"])
            return
        if verb == "lay-down":
            return
        if not s.bet_made:
            if verb in ("see", "call"):
                raise IllegalAction("No bet has been made yet, so there is nothing to see: bet or lay down.",
                                    RULES["holding-age"])
            if verb == "raise":
                raise IllegalAction("No bet has been made yet: the first bet is written 'bet N'.", RULES["seeing"])
            self._refuse_amount(s, seat, int(words[1]), 0, "bet")
            return
        if verb == "bet":
            n = int(words[1])
            if n < owed:
                raise IllegalAction(f"A bet of {chips(n)} is less than the {owed} you owe to see the bet: "
                                    f"put in at least {owed} ('see'), go better ('raise N') or lay down.",
                                    RULES["seeing"])
            if n == owed:
                raise IllegalAction(f"A bet has already been made: to put in the {owed} you owe, write "
                                    f"'{self.equal_verb(s, seat)}'.", RULES["seeing"])
            raise IllegalAction(f"A bet has already been made: to put in more than the {owed} you owe, see it and "
                                f"go better with 'raise {n - owed}'.", RULES["seeing"])
        if verb in ("see", "call"):
            want = self.equal_verb(s, seat)
            if verb != want:
                raise IllegalAction("Others have still to act after you, so this is a see, not the call."
                                    if want == "see" else
                                    "Your see leaves nobody owing anything: that is the call ('call').",
                                    RULES["calling"])
            return
        if verb == "raise":
            self._refuse_amount(s, seat, int(words[1]), owed, "raise")
            return
        raise IllegalAction(f"'{' '.join(words)}' cannot be done now.", NOTATION)  # pragma: no cover

    def _step_betting(self, s, action):
        s = self._stakes_round(s, action)
        if s.phase != "betting" or s.pending:   # settled (all but one laid down), or the round goes on
            return s
        return self._showdown(s)   # rule: calling

    # -- a round of stakes: the going in before the draw, the betting after it ----------------------------
    @applies("in-turn", "going-in", "making-good", "raising", "seeing", "holding-age")
    def _stakes_round(self, s, action):
        """One player's word in a round of stakes: put in what is owed, raise (everyone else then owes the
        increase, in turn to the left), hold the age (act again last), or throw up / lay down. With one player
        left in, he takes the pool unseen."""
        seat, n = s.to_act, s.variant.seats
        words = action.split()
        verb = words[0]
        s = self._logged(s, action)
        purses, stakes = list(s.purses), list(s.stakes)
        pending = list(s.pending[1:])
        status = list(s.status)
        high, bet_made, age_held = s.high, s.bet_made, s.age_held
        if verb in ("throw-up", "lay-down"):
            status[seat] = "out"
        elif verb in ("go-in", "make-good", "see", "call"):
            pay = high - stakes[seat]
            purses[seat] -= pay
            stakes[seat] += pay
        elif verb in ("raise", "bet"):
            pay = high - stakes[seat] + int(words[1])
            purses[seat] -= pay
            stakes[seat] += pay
            high = stakes[seat]
            bet_made = True
            pending = [i for i in self._order_from(seat + 1, n)[:-1] if status[i] == "in"]
        elif verb == "hold-age":
            age_held = True
            pending = [i for i in self._order_from(seat + 1, n)[:-1] if status[i] == "in"] + [seat]
        pending = [i for i in pending if status[i] == "in"]
        s = s._replace(purses=tuple(purses), stakes=tuple(stakes), status=tuple(status), high=high,
                    bet_made=bet_made, age_held=age_held, pending=tuple(pending))
        live = self._live(s)
        if len(live) == 1:
            return self._settle(s, live, shown=False)   # rule: last-in
        if pending:
            return s._replace(to_act=pending[0])
        return s

    def _refuse_amount(self, s, seat, n, owed, verb):
        v = s.variant
        if n < 1:
            raise IllegalAction(f"A {verb} must add at least one chip.",
                                RULES["raising"] if verb == "raise" else RULES["seeing"])
        if owed + n > s.purses[seat]:
            raise IllegalAction(f"You hold only {chips(s.purses[seat])}: you cannot put in {owed + n} "
                                f"({owed} to see and {n} more).", RULES["table-stakes"])
        if v.limit and n > v.limit:
            raise IllegalAction(f"The limit is {chips(v.limit)} a bet or raise; {n} is more.", RULES["limit"])
        if s.high + n > self._cap(s):
            poorest = min(self._live(s), key=lambda i: s.stakes[i] + s.purses[i])
            raise IllegalAction(f"{self.seat_name(v, poorest)} can meet a stake of only "
                                f"{chips(self._cap(s))}: the most you may {verb} is {self.max_raise(s)}.",
                                RULES["table-stakes"])

    # -- phase "showdown" (a deal settled, the next one to deal) ---------------------------------------
    def _legal_showdown(self, s) -> list:
        return ["deal"]

    def _check_showdown(self, s, action) -> None:
        if action.split()[:1] != ["deal"]:
            raise IllegalAction("The hand is over: the next dealer gathers the cards and deals.", RULES["deal"])

    def _step_showdown(self, s, action):
        return self._deal(s)

    @applies("calling", "ranking")
    def _showdown(self, s):
        """Every player still in shows his hand; the highest wins (equal highest divide)."""
        live = self._live(s)
        rank5 = evaluator(s.variant.ranking, s.variant.ace)
        values = {i: rank5(*s.hands[i]) for i in live}
        best = max(values.values())
        return self._settle(s, [i for i in live if values[i] == best], shown=True)

    @applies("divide", "last-in", "sitting-out")
    def _settle(self, s, winners, shown: bool):
        """The pool to the winner, or divided (odd chips to the tied players nearest the dealer's left); the
        session ends after its deals or when fewer than two can be dealt in."""
        v, n = s.variant, s.variant.seats
        pool = sum(s.stakes)
        order = [i for i in self._order_from(s.dealer + 1, n) if i in winners]
        share, extra = divmod(pool, len(order))
        won = {i: share + (1 if k < extra else 0) for k, i in enumerate(order)}
        purses = tuple(s.purses[i] + won.get(i, 0) for i in range(n))
        shown_seats = tuple(self._live(s)) if shown else ()
        s = s._replace(purses=purses, stakes=(0,) * n, pending=(), shown=shown_seats,
                    result=Result(tuple(order), tuple(won[i] for i in order), shown, pool))
        s = s._replace(history=s.history + (Line(order[0], result_line(self, s)),))
        done = s.deal_no + 1 >= v.deals or len(self._eligible(s)) < 2
        if done:
            return s._replace(phase="over", to_act=None)
        return s._replace(phase="showdown", to_act=self._left_of(s.dealer, self._eligible(s), n))

    # -- the text notation ---------------------------------------------------------------------------
    def parse_action(self, text):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'go-in', 'raise 2', 'draw 7C 4D', 'stand' or 'call'.",
                                NOTATION)
        words = text.strip().lower().split()
        verb = words[0]
        if verb in ("go-in", "make-good", "see", "call", "throw-up", "lay-down", "hold-age", "stand", "deal"):
            if len(words) != 1:
                raise IllegalAction(f"'{verb}' takes no amount or cards.", NOTATION)
            return verb
        if verb in ("raise", "bet"):
            if len(words) != 2 or not words[1].isdigit():
                raise IllegalAction(f"Write '{verb}' and a whole number of chips, like '{verb} 2'.", NOTATION)
            return f"{verb} {int(words[1])}"
        if verb == "draw":
            if not 2 <= len(words) <= 6:
                raise IllegalAction("Write 'draw' and the one to five cards you throw away, like 'draw 7C 4D' "
                                    "(or 'stand' to draw none).", NOTATION)
            try:
                cards = [Card.parse(w) for w in text.split()[1:]]   # as written, in a refusal
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            if len(set(cards)) != len(cards):
                raise IllegalAction("You named the same card twice.", NOTATION)
            cards.sort(key=lambda c: c.index, reverse=True)
            return "draw " + " ".join(str(c) for c in cards)
        raise IllegalAction(f"'{text.strip()}' is not a Draw Poker action: write go-in, make-good, throw-up, "
                            "raise N, draw CARDS, stand, hold-age, bet N, see, call, lay-down or deal.", NOTATION)

    def describe(self, state, action) -> str:
        action = self.parse_action(action) if isinstance(action, str) else action
        line = action_line(self, state, action)
        try:
            nxt = self.step(state, action)
        except Exception:  # noqa: BLE001 - describe never fails on a legal record
            return line
        if action == "deal":
            return f"{line} {nxt.history[0].text}."
        if nxt.result:                     # settled by this action (a settled deal's only action is the deal)
            line += " " + nxt.history[-1].text
        return line

    # -- views ------------------------------------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        return view["deal"]

    def hand_settled(self, view: dict) -> bool:
        """A deal is over at its showdown (or when all but one threw up their cards), and stays on the table, the
        hands shown, until the next is dealt: the 'deal' that follows begins the next hand."""
        return view["phase"] in ("showdown", "over") and bool(view["result"])

    def view(self, s, seat: int) -> dict:
        v = s.variant
        hand = s.hands[seat]
        info = describe(hand, v.ranking, v.ace) if len(hand) == 5 else None
        shown = {}
        for i in s.shown:
            d = describe(s.hands[i], v.ranking, v.ace)
            shown[str(i)] = {"cards": [card_text(c) for c in s.hands[i]], "name": d.name, "class": d.cls}
        result = None
        if s.result:
            r = s.result
            result = {"winners": list(r.winners), "amounts": list(r.amounts), "shown": r.shown, "pool": r.pool,
                      "text": s.history[-1].text}
        to_act = s.to_act
        return {
            "seat": seat, "seats": v.seats, "names": [self.seat_name(v, i) for i in range(v.seats)],
            "phase": s.phase, "to_act": to_act, "deal": s.deal_no + 1, "deals": v.deals,
            "dealer": s.dealer, "ante_man": s.ante_man, "ante": v.ante, "limit": v.limit,
            "ranking": v.ranking, "ace": v.ace,
            "purses": list(s.purses), "stakes": list(s.stakes), "pool": sum(s.stakes), "status": list(s.status),
            "hand": [card_text(c) for c in hand], "hand_name": info.name if info else None,
            "hand_class": info.cls if info else None,
            "discarded": [card_text(c) for (who, c) in s.discards if who == seat],
            "drawn": list(s.drawn), "stock_left": len(s.stock), "shown": shown, "result": result,
            "high": s.high, "owed": s.high - s.stakes[seat] if s.phase in ("going-in", "betting") else 0,
            "max_raise": self.max_raise(s) if s.phase in ("going-in", "betting") and s.status[seat] == "in" else 0,
            "bet_made": s.bet_made, "age_held": s.age_held, "first_bettor": s.first_bettor,
            "pending": list(s.pending), "history": [[x.seat, x.text] for x in s.history],
            "live": self._live(s),
        }

    def is_over(self, s) -> bool:
        return s.phase == "over"

    def outcome(self, s) -> Outcome:
        v = s.variant
        best = max(s.purses)
        winners = tuple(i for i, c in enumerate(s.purses) if c == best)
        names = " and ".join(self.seat_name(v, i) for i in winners)
        if not self.is_over(s):
            one = len(winners) == 1 and not is_you(winners[0])
            return Outcome(f"After {count(s.deal_no + 1, 'deal')} {names} lead{'s' if one else ''}"
                           f" with {chips(best)}.", winners, dict(enumerate(s.purses)))
        verb = "has" if len(winners) == 1 and not is_you(winners[0]) else "have"
        return Outcome(f"After {count(s.deal_no + 1, 'deal')} {names} {verb} the most chips: {best} "
                       f"(each began with {v.chips}).", winners, dict(enumerate(s.purses)))

    # -- for the property tests ------------------------------------------------------------------------------
    def hidden_from(self, s, seat: int) -> set[str]:
        hidden = set()
        for i, h in enumerate(s.hands):
            if i != seat and i not in s.shown:
                hidden |= {card_text(c) for c in h}
        hidden |= {card_text(c) for c in s.stock}
        hidden |= {card_text(c) for (who, c) in s.discards if who != seat}
        return hidden

    def ledger(self, s):
        cards = sorted([c for h in s.hands for c in h] + list(s.stock) + [c for _, c in s.discards])
        return (sum(s.purses) + sum(s.stakes), tuple(cards))

    def probe_actions(self, s) -> list:
        out = ["go-in", "make-good", "see", "call", "throw-up", "lay-down", "hold-age", "stand", "deal",
               "raise 1", "raise 3", "bet 1", "bet 2", f"raise {s.variant.limit + 1}", "raise 999", "bet 999",
               "raise 0", "bet 0"]
        if s.to_act is not None:
            own = s.hands[s.to_act]
            if own:
                out.append(f"draw {card_text(own[0])}")
            others = [c for i, h in enumerate(s.hands) if i != s.to_act for c in h]
            if others:
                out.append(f"draw {card_text(others[0])}")
        return out


GAME = DrawPoker()
