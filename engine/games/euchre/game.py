"""Euchre through the game protocol: immutable states over the compact tables of ``tables.py``.

Phases of a hand: ``order`` (first round: accept the turn-up or pass), ``name`` (second round:
name another suit or pass), ``defence`` (against a lone player, where lone defence is
allowed), ``discard`` (the dealer takes up the turn-up and discards one), ``play`` (five
tricks). After the fifth trick the hand is scored and the next dealer deals at once, until a
side reaches the game; then ``over``.

Action notation: ``pass``, ``order-up``, ``order-up alone``, ``name H``, ``name H alone``,
``defend alone``, ``discard 9C``, ``play JS`` (and ``alone`` alone, which is always refused
with the rule that says how a lone hand is announced).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Game, IllegalAction, Outcome
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, NOTATION

from . import tables as T
from .rules import PRESETS, RULES, TERMS, EuchreVariant

NAMES = ("You", "Abner", "Bess", "Caleb", "Della", "Eli", "Fanny")
SUIT_PLURAL = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
SUIT_SYMBOL = "♣♦♥♠"


@dataclass(frozen=True, slots=True)
class EuchreState:
    variant: EuchreVariant
    seed: int
    phase: str
    to_act: int | None
    deal_no: int = 0                  # deals so far in this game (the chance event's number)
    dealer: int = 0
    scores: tuple = ()                # points by side
    hands: tuple = ()                 # per seat: tuple of card ids
    stock: tuple = ()                 # the undealt cards (never shown)
    turnup: int = -1
    turnup_state: str = "up"          # up, taken, turned down, left (dealer laid down)
    trump: int = -1
    maker: int = -1
    alone: bool = False
    defender: int = -1
    out: tuple = ()                   # seats laid down this hand
    discard: int = -1                 # the dealer's discard (only the dealer sees it)
    called: int = -1                  # Call-Ace: the suit whose ace makes the maker's partner
    partner: int = -1                 # Call-Ace: who holds it (hidden until it is played; -1 none)
    calls: tuple = ()                 # (seat, action text) this hand
    leader: int = -1
    trick: tuple = ()                 # (seat, card) of the trick being played
    tricks: tuple = ()                # finished tricks this hand: (((seat, card), ...), winner)
    won: tuple = ()                   # tricks won by seat this hand
    results: tuple = ()               # per finished hand: (text, points by side)


def _v(who: str, verb: str) -> str:
    """Verb agreement: 'Abner passes', 'You pass'."""
    if who != "You":
        return verb
    first, _, rest = verb.partition(" ")
    first = first[:-2] if first.endswith(("sses", "shes")) else first[:-1]
    return f"{first} {rest}".strip()


class Euchre(Game):
    slug = "euchre"
    title = "Euchre"
    kind = "cards"
    players = "3–7"
    period = "Civil War camps and Victorian parlours, 1840s–1900s"
    hook = "The game of the bowers: the jack is king, and the other jack of its colour changes suit to join it."
    icon = "🃏"
    Variant = EuchreVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- set-up -----------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or EuchreVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        if seat is None or seat < 0:
            return "Nobody"
        return NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}"

    def side_of(self, variant, seat: int) -> int:
        n = variant.players
        return seat if n % 2 else seat % 2

    def partners(self, variant, seat: int) -> tuple[int, ...]:
        return tuple(s for s in variant.sides[self.side_of(variant, seat)] if s != seat)

    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant if variant is not None else EuchreVariant()
        n = v.players
        base = EuchreState(variant=v, seed=seed, phase="order", to_act=0, deal_no=0, dealer=n - 1,
                           scores=(0,) * len(v.sides))
        return self._deal(base, 0, n - 1, deal)

    def _deal(self, s: EuchreState, deal_no: int, dealer: int, fixed=None) -> EuchreState:
        v = s.variant
        n = v.players
        if fixed is not None:
            hands, turnup = fixed
            if len(hands) != n:
                raise ValueError(f"the fixed deal has {len(hands)} hands; this table seats {n}")
            pack = set(T.pack_ids(v.pack_size))
            seen = [c for h in hands for c in h] + [turnup]
            if any(len(h) != 5 for h in hands):
                raise ValueError("each hand of a fixed deal must have five cards")
            if len(set(seen)) != len(seen):
                raise ValueError("a card appears twice in the fixed deal")
            stray = [T.TEXT[c] for c in seen if c not in pack]
            if stray:
                raise ValueError(f"{', '.join(stray)} is not in the {v.pack_size}-card pack")
            stock = tuple(sorted(pack - set(seen)))
            hands = tuple(tuple(h) for h in hands)
        else:
            cards = list(T.pack_ids(v.pack_size))
            rng_for(s.seed, "deal", deal_no).shuffle(cards)
            first = 3 if v.batches == "3-2" else 2
            got: list[list[int]] = [[] for _ in range(n)]
            pos = 0
            for batch in (first, 5 - first):
                for k in range(n):
                    seat = (dealer + 1 + k) % n
                    got[seat].extend(cards[pos:pos + batch])
                    pos += batch
            turnup = cards[pos]
            stock = tuple(cards[pos + 1:])
            hands = tuple(tuple(h) for h in got)
        return replace(s, phase="order", to_act=(dealer + 1) % n, deal_no=deal_no, dealer=dealer, hands=hands,
                       stock=stock, turnup=turnup, turnup_state="up", trump=-1, maker=-1, alone=False, defender=-1,
                       out=(), discard=-1, called=-1, partner=-1, calls=(), leader=-1, trick=(), tricks=(), won=(0,) * n)

    def deal_from_text(self, text: str):
        """A fixed first deal: 'JS AS KS QS 10S | 9H ... | ... | ... / 9D'.

        Hands are listed by seat (seat 0 first), separated by '|'; the turn-up follows '/'."""
        if not isinstance(text, str) or "/" not in text:
            raise ValueError("write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up")
        hands_text, turn_text = text.rsplit("/", 1)
        hands = []
        for part in hands_text.split("|"):
            ids = []
            for word in part.replace(",", " ").split():
                ids.append(self._card(word))
            hands.append(ids)
        turn = turn_text.split()
        if len(turn) != 1:
            raise ValueError("name exactly one turn-up card after '/'")
        return hands, self._card(turn[0])

    def deal_to_text(self, state: EuchreState) -> str:
        return " | ".join(" ".join(T.TEXT[c] for c in h) for h in state.hands) + " / " + T.TEXT[state.turnup]

    @staticmethod
    def _card(word: str) -> int:
        from engine.core.cards import Card

        card = Card.parse(word)
        if card not in T.ID_OF_CARD:
            raise ValueError(f"{word!r} is not a euchre card")
        return T.ID_OF_CARD[card]

    # -- notation -----------------------------------------------------------------------
    def parse_action(self, text):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'pass', 'order-up', 'name H' or 'play JS'.", NOTATION)
        words = text.strip().lower().split()
        head = words[0]
        if words == ["pass"] or words == ["alone"]:
            return head
        if head in ("order-up", "order", "take-up") and (len(words) == 1 or words[1:] in (["alone"], ["up"],
                                                                                       ["up", "alone"])):
            return "order-up alone" if words[-1] == "alone" else "order-up"
        if words == ["defend", "alone"]:
            return "defend alone"
        if head == "name" and len(words) in (2, 3) and (len(words) == 2 or words[2] == "alone"):
            from engine.core.cards import Suit

            try:
                suit = Suit.parse(words[1])
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return f"name {suit.value}" + (" alone" if len(words) == 3 else "")
        if head == "call" and len(words) == 2:
            from engine.core.cards import Suit

            try:
                suit = Suit.parse(words[1])
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return f"call {suit.value}"
        if head in ("play", "discard") and len(words) == 2:
            try:
                c = self._card(words[1])
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return f"{head} {T.TEXT[c]}"
        raise IllegalAction(f"{text!r} is not an action here: write 'pass', 'order-up', 'order-up alone', "
                            "'name H', 'name H alone', 'defend alone', 'discard 9C' or 'play JS'.", NOTATION)

    # -- the rules ------------------------------------------------------------------------
    def legal_actions(self, s: EuchreState) -> list:
        v = s.variant
        ph = s.phase
        if ph == "order":
            return ["pass", "order-up"] if v.cut_throat else ["pass", "order-up", "order-up alone"]
        if ph == "name":
            out = ["pass"]
            turned = T.suit_of(s.turnup)
            for suit in range(4):
                if v.bar_turned_down and suit == turned:
                    continue
                out.append(f"name {T.SUIT_LETTERS[suit]}")
                if not v.cut_throat:
                    out.append(f"name {T.SUIT_LETTERS[suit]} alone")
            return out
        if ph == "defence":
            return ["pass", "defend alone"]
        if ph == "call":
            return [f"call {T.SUIT_LETTERS[x]}" for x in self.callable_suits(s.trump)]
        if ph == "discard":
            hand = sorted(s.hands[s.dealer], key=lambda c: T.display_key(c, s.trump))
            return [f"discard {T.TEXT[c]}" for c in hand]
        if ph == "play":
            hand = s.hands[s.to_act]
            led = T.EFF[s.trump][s.trick[0][1]] if s.trick else -1
            cards = sorted(T.legal_cards(hand, led, s.trump), key=lambda c: T.display_key(c, s.trump))
            return [f"play {T.TEXT[c]}" for c in cards]
        return []

    def _phase_help(self, s: EuchreState) -> tuple[str, object]:
        """What the seat to act should be doing now, and the rule that says so."""
        turn = T.UNICODE[s.turnup]
        if s.phase == "order":
            return (f"the first round of making trumps is on: pass, or accept the {turn} ('order-up')",
                    RULES["order-up"])
        if s.phase == "name":
            return "the second round is on: pass, or name a suit ('name S')", RULES["second-round"]
        if s.phase == "defence":
            return "a lone player is against you: pass, or 'defend alone'", RULES["lone-defence"]
        if s.phase == "call":
            return "the maker is calling the suit whose ace will be his partner ('call S')", RULES["call-ace"]
        if s.phase == "discard":
            return f"the dealer must take up the {turn} and discard one card ('discard 9C')", RULES["dealer-discard"]
        return "the hand is being played: play a card ('play JS')", RULES["turn"]

    def check(self, s: EuchreState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The game is over: start a new game to play again.", GAME_OVER)
        if not isinstance(action, str):
            raise IllegalAction("An action must be written as text, like 'pass' or 'play JS'.", NOTATION)
        v = s.variant
        words = action.split()
        head = words[0] if words else ""
        help_text, help_rule = self._phase_help(s)
        me = self.seat_name(v, s.to_act)
        if action == "alone":
            if s.phase == "defence":
                raise IllegalAction("Only the maker plays alone; against a lone player you may 'defend alone'.",
                                    RULES["alone-maker"])
            if s.phase in ("order", "name") and not v.cut_throat:
                how = "'order-up alone'" if s.phase == "order" else "'name H alone'"
                raise IllegalAction(f"Only the player who makes trumps may play alone, and he says so as he makes "
                                    f"them: {how}.", RULES["alone-maker"])
            if v.cut_throat:
                raise IllegalAction("Each plays for himself at this table: the maker always plays alone against "
                                    "all the others, so there is no partner to lay down.", RULES["odd-table"])
            raise IllegalAction(f"Only the maker may play alone, and only as he makes trumps ({me} did not make "
                                f"them{'' if s.maker < 0 else ', ' + self.seat_name(v, s.maker) + ' did'}).",
                                RULES["alone-maker"])
        if action == "pass":
            if s.phase in ("order", "name", "defence"):
                return
            raise IllegalAction(f"There is no passing now: {help_text}.", help_rule)
        if head == "order-up":
            if s.phase != "order":
                if s.phase == "name":
                    raise IllegalAction(f"The {T.UNICODE[s.turnup]} was turned down: in the second round name "
                                        "another suit, or pass.", RULES["second-round"])
                raise IllegalAction(f"Trumps are already made: {help_text}.", help_rule)
            if action.endswith("alone") and v.cut_throat:
                raise IllegalAction("Each plays for himself at this table: the maker already plays against all "
                                    "the others, with no partner to lay down.", RULES["odd-table"])
            return
        if head == "name":
            if s.phase != "name":
                if s.phase == "order":
                    raise IllegalAction(f"In the first round only the turned-up suit can be made: order up the "
                                        f"{T.UNICODE[s.turnup]} or pass.", RULES["order-up"])
                raise IllegalAction(f"Trumps are already made: {help_text}.", help_rule)
            suit = T.SUIT_LETTERS.index(words[1])
            turned = T.suit_of(s.turnup)
            if v.bar_turned_down and suit == turned:
                raise IllegalAction(f"{SUIT_PLURAL[suit].capitalize()} were turned down with the "
                                    f"{T.UNICODE[s.turnup]}: in the second round you may name any other suit.",
                                    RULES["turned-down-suit"])
            if action.endswith("alone") and v.cut_throat:
                raise IllegalAction("Each plays for himself at this table: the maker already plays against all "
                                    "the others, with no partner to lay down.", RULES["odd-table"])
            return
        if action == "defend alone":
            if not v.lone_defence:
                raise IllegalAction("This rule set has no lone defence: both opponents of a lone player play.",
                                    RULES["no-lone-defence"])
            if v.each_for_himself:
                raise IllegalAction("Each plays for himself at this table: there is no lone defence.",
                                    RULES["odd-table"])
            if s.phase != "defence":
                raise IllegalAction("Only an opponent of a lone player may defend alone, once the lone hand is "
                                    f"announced; now {help_text}.", RULES["lone-defence"])
            return
        if head == "call":
            if s.phase != "call":
                raise IllegalAction(f"Only the maker at a Call-Ace table calls a partner, after trumps are made; now "
                                    f"{help_text}.", RULES["call-ace"])
            suit = T.SUIT_LETTERS.index(words[1])
            if suit not in self.callable_suits(s.trump):
                why = "trumps" if suit == s.trump else "the suit of the left bower"
                raise IllegalAction(f"You cannot call {SUIT_PLURAL[suit]}: it is {why}. Call "
                                    f"{' or '.join(SUIT_PLURAL[x] for x in self.callable_suits(s.trump))}.",
                                    RULES["call-ace-suit"])
            return
        if head == "discard":
            c = T.ID_OF_TEXT[words[1]]
            if s.phase != "discard":
                raise IllegalAction(f"Only the dealer discards, after taking up the turn-up; now {help_text}.",
                                    RULES["dealer-discard"])
            if c not in s.hands[s.dealer]:
                raise IllegalAction(f"You do not hold the {T.NAME[c]}: discard one of your six cards.", RULES["hold"])
            return
        if head == "play":
            c = T.ID_OF_TEXT[words[1]]
            if s.phase != "play":
                raise IllegalAction(f"It is not time to play a card: {help_text}.", help_rule)
            hand = s.hands[s.to_act]
            if c not in hand:
                raise IllegalAction(f"You do not hold the {T.NAME[c]}.", RULES["hold"])
            if s.trick:
                self._check_follow(s, hand, c)
            return
        raise IllegalAction(f"{action!r} is not an action in Euchre.", NOTATION)

    def _check_follow(self, s: EuchreState, hand, c: int) -> None:
        t = s.trump
        eff = T.EFF[t]
        led = eff[s.trick[0][1]]
        if eff[c] == led:
            return
        follow = [x for x in hand if eff[x] == led]
        if not follow:
            return
        suit = SUIT_PLURAL[led]
        left = T.card_id(3 - t, T.JACK)
        if led == t and left in follow and len(follow) == 1:
            reason = (f"You must follow {suit}: the {T.NAME[left]} counts as a {SUIT_SINGULAR[t]} while {suit} "
                      "are trumps.")
        elif c == left and led == 3 - t:
            reason = (f"You must follow {suit}: the {T.NAME[left]} counts as a {SUIT_SINGULAR[t]} while "
                      f"{SUIT_PLURAL[t]} are trumps, so it does not follow {suit}; you hold the "
                      f"{', '.join(T.UNICODE[x] for x in follow)}.")
        else:
            held = ", ".join(T.UNICODE[x] for x in sorted(follow, key=lambda x: T.display_key(x, t)))
            extra = ""
            if led == t and left in follow:
                extra = f" (the {T.NAME[left]} counts as a {SUIT_SINGULAR[t]} while {suit} are trumps)"
            reason = f"You must follow {suit}: you hold the {held}{extra}."
        raise IllegalAction(reason, RULES["follow-suit"])

    def step(self, s: EuchreState, action):
        v = s.variant
        n = v.players
        seat = s.to_act
        words = action.split()
        calls = s.calls + ((seat, action),)
        if s.phase == "order":
            if action == "pass":
                if len(calls) == n:  # all rejected: the turn-up is turned down
                    return replace(s, calls=calls, phase="name", to_act=(s.dealer + 1) % n,
                                   turnup_state="turned down")
                return replace(s, calls=calls, to_act=(seat + 1) % n)
            return self._made(replace(s, calls=calls), seat, T.suit_of(s.turnup), action.endswith("alone"), True)
        if s.phase == "name":
            if action == "pass":
                if len(calls) == 2 * n:  # all passed twice: thrown in, the next dealer deals
                    res = s.results + ((f"Hand {len(s.results) + 1}: thrown in — all passed twice "
                                        f"({self.seat_name(v, s.dealer)} dealt).", (0,) * len(v.sides)),)
                    nxt = replace(s, results=res)
                    return self._deal(nxt, s.deal_no + 1, (s.dealer + 1) % n)
                return replace(s, calls=calls, to_act=(seat + 1) % n)
            suit = T.SUIT_LETTERS.index(words[1])
            return self._made(replace(s, calls=calls), seat, suit, action.endswith("alone"), False)
        if s.phase == "defence":
            if action == "defend alone":
                out = s.out + tuple(p for p in self.partners(v, seat))
                s = replace(s, calls=calls, defender=seat, out=tuple(sorted(out)))
                return self._after_defence(s)
            nxt = self._next_defender(s, seat)
            if nxt is None:
                return self._after_defence(replace(s, calls=calls))
            return replace(s, calls=calls, to_act=nxt)
        if s.phase == "call":
            suit = T.SUIT_LETTERS.index(words[1])
            ace = T.card_id(suit, 8)
            holder = next((i for i, h in enumerate(s.hands) if ace in h), -1)
            partner = holder if holder != s.maker else -1
            return self._start_play(replace(s, calls=calls, called=suit, partner=partner))
        if s.phase == "discard":
            c = T.ID_OF_TEXT[words[1]]
            hands = list(s.hands)
            hands[s.dealer] = tuple(x for x in hands[s.dealer] if x != c)
            return self._start_play(replace(s, hands=tuple(hands), discard=c))
        # play
        c = T.ID_OF_TEXT[words[1]]
        hands = list(s.hands)
        hands[seat] = tuple(x for x in hands[seat] if x != c)
        trick = s.trick + ((seat, c),)
        active = n - len(s.out)
        if len(trick) < active:
            return replace(s, hands=tuple(hands), trick=trick, to_act=self._next_active(s, seat))
        w = trick[T.trick_winner([x[1] for x in trick], s.trump)][0]
        won = list(s.won)
        won[w] += 1
        tricks = s.tricks + ((trick, w),)
        s = replace(s, hands=tuple(hands), trick=(), tricks=tricks, won=tuple(won), leader=w, to_act=w)
        if len(tricks) < 5:
            return s
        return self._score(s)

    def _next_active(self, s: EuchreState, seat: int) -> int:
        n = s.variant.players
        nxt = (seat + 1) % n
        while nxt in s.out:
            nxt = (nxt + 1) % n
        return nxt

    def _opponents_from_left(self, s: EuchreState) -> list[int]:
        v = s.variant
        n = v.players
        mine = self.side_of(v, s.maker)
        return [(s.maker + k) % n for k in range(1, n) if self.side_of(v, (s.maker + k) % n) != mine]

    def _next_defender(self, s: EuchreState, seat: int):
        opps = self._opponents_from_left(s)
        i = opps.index(seat)
        return opps[i + 1] if i + 1 < len(opps) else None

    def _made(self, s: EuchreState, seat: int, trump: int, alone: bool, first_round: bool) -> EuchreState:
        v = s.variant
        out = tuple(sorted(self.partners(v, seat))) if alone else ()
        s = replace(s, maker=seat, trump=trump, alone=alone, out=out)
        if alone and v.lone_defence and not v.each_for_himself:
            return replace(s, phase="defence", to_act=self._opponents_from_left(s)[0])
        return self._after_defence(s)

    def _after_defence(self, s: EuchreState) -> EuchreState:
        first_round = s.turnup_state == "up"
        if first_round:
            if s.dealer in s.out:
                s = replace(s, turnup_state="left")
            else:
                hands = list(s.hands)
                hands[s.dealer] = hands[s.dealer] + (s.turnup,)
                return replace(s, hands=tuple(hands), turnup_state="taken", phase="discard", to_act=s.dealer)
        return self._start_play(s)

    @staticmethod
    def callable_suits(trump: int) -> list[int]:
        """Call-Ace: any suit but trumps and the left bower's suit (so the two of the other colour)."""
        return [x for x in range(4) if x not in (trump, 3 - trump)]

    def _start_play(self, s: EuchreState) -> EuchreState:
        v = s.variant
        n = v.players
        if v.call_ace_table and not s.alone and s.called < 0:
            return replace(s, phase="call", to_act=s.maker)
        if v.lead == "maker":
            leader = s.maker
        else:
            leader = (s.maker if s.alone else s.dealer) + 1
            leader %= n
            while leader in s.out:
                leader = (leader + 1) % n
        return replace(s, phase="play", leader=leader, to_act=leader, trick=(), tricks=())

    def maker_sides(self, s: EuchreState) -> set[int]:
        """The sides that made trumps this hand: the maker's, and at Call-Ace his called partner's."""
        sides = {self.side_of(s.variant, s.maker)}
        if s.partner >= 0:
            sides.add(self.side_of(s.variant, s.partner))
        return sides

    def maker_tricks(self, s: EuchreState) -> int:
        mine = self.maker_sides(s)
        return sum(w for seat, w in enumerate(s.won) if self.side_of(s.variant, seat) in mine)

    def _score(self, s: EuchreState) -> EuchreState:
        v = s.variant
        mine = self.maker_sides(s)
        k = self.maker_tricks(s)
        to_makers, to_defenders = T.hand_points(k, s.alone, s.defender >= 0, v.cut_throat,
                                                v.lone_defence_scoring, v.odd_march)
        points = [0] * len(v.sides)
        for i in range(len(v.sides)):
            if to_makers and i in mine:
                points[i] = to_makers
            elif not to_makers and i not in mine:
                points[i] = to_defenders
        scores = tuple(a + b for a, b in zip(s.scores, points, strict=True))
        text = f"Hand {len(s.results) + 1}: " + self._result_text(s, k, to_makers, to_defenders)
        res = s.results + ((text, tuple(points)),)
        s = replace(s, scores=scores, results=res)
        if max(scores) >= v.game:
            return replace(s, phase="over", to_act=None)
        return self._deal(s, s.deal_no + 1, (s.dealer + 1) % v.players)

    def side_name(self, v, side: int) -> str:
        seats = v.sides[side]
        names = [self.seat_name(v, x) for x in seats]
        if len(names) == 1:
            return names[0]
        return ", ".join(names[:-1]) + " and " + names[-1]

    def _result_text(self, s: EuchreState, k: int, to_makers: int, to_defenders: int) -> str:
        v = s.variant
        makers = self.side_name(v, self.side_of(v, s.maker)) if not s.alone else self.seat_name(v, s.maker)
        if v.call_ace_table and not s.alone:
            ace = T.UNICODE[T.card_id(s.called, 8)]
            maker = self.seat_name(v, s.maker)
            if s.partner >= 0:
                who = f"{maker} and {self.seat_name(v, s.partner)} (who held the {ace})"
            else:
                held = self._played_by(s, T.card_id(s.called, 8)) == s.maker
                where = "in the maker's own hand" if held else "not in play (undealt or discarded)"
                who = f"{maker} (no partner: the {ace} was {where})"
            trumps = SUIT_PLURAL[s.trump]
            if to_makers:
                what = "a march" if k == 5 else f"{k} tricks"
                pts = "point" if to_makers == 1 else "points"
                each = " each" if s.partner >= 0 else ""
                return f"{who} made {trumps} and took {what}: {to_makers} {pts}{each}."
            return f"{who} made {trumps} but took only {k}: euchred! Every other player scores {to_defenders}."
        how = " alone" if s.alone else ""
        trumps = SUIT_PLURAL[s.trump]
        if to_makers:
            what = "a march" if k == 5 else f"{k} tricks"
            pts = "point" if to_makers == 1 else "points"
            return f"{makers} made {trumps}{how} and took {what}: {to_makers} {pts}."
        if v.each_for_himself:
            return f"{makers} made {trumps} but took only {k}: euchred! Every other player scores {to_defenders}."
        defenders = [i for i in range(len(v.sides)) if i != self.side_of(v, s.maker)]
        who = self.seat_name(v, s.defender) + " (defending alone)" if s.defender >= 0 else \
            self.side_name(v, defenders[0])
        verb = "score" if (" and " in who or who == "You") else "scores"
        return f"{makers} made {trumps}{how} but took only {k}: euchred! {who} {verb} {to_defenders}."

    @staticmethod
    def _played_by(s: EuchreState, card: int) -> int:
        for tr, _ in s.tricks:
            for seat, c in tr:
                if c == card:
                    return seat
        for seat, c in s.trick:
            if c == card:
                return seat
        return -1

    def revealed_partner(self, s: EuchreState, seat: int):
        """Call-Ace: the maker's partner as ``seat`` knows him (the ace played, or in ``seat``'s own hand)."""
        if s.called < 0:
            return None
        ace = T.card_id(s.called, 8)
        who = self._played_by(s, ace)
        if who >= 0:
            return None if who == s.maker else who
        if 0 <= seat < len(s.hands) and ace in s.hands[seat] and seat != s.maker:
            return seat
        return None

    # -- what a seat may know --------------------------------------------------------------
    def view(self, s: EuchreState, seat: int) -> dict:
        v = s.variant
        n = v.players
        t = s.trump
        hand = sorted(s.hands[seat], key=lambda c: T.display_key(c, t)) if 0 <= seat < n else []
        out = {
            "seat": seat, "players": n, "names": [self.seat_name(v, i) for i in range(n)],
            "sides": [list(x) for x in v.sides], "side_of": [self.side_of(v, i) for i in range(n)],
            "each_for_himself": v.each_for_himself, "pack": v.pack_size, "game": v.game,
            "phase": s.phase, "to_act": s.to_act, "dealer": s.dealer, "deal_no": s.deal_no,
            "hand": [T.TEXT[c] for c in hand],
            "counts": [len(h) for h in s.hands],
            "turnup": T.TEXT[s.turnup], "turnup_state": s.turnup_state,
            "trump": T.SUIT_LETTERS[t] if t >= 0 else None,
            "maker": s.maker if s.maker >= 0 else None, "alone": s.alone,
            "defender": s.defender if s.defender >= 0 else None, "out": list(s.out),
            "calls": [[a, b] for a, b in s.calls],
            "leader": s.leader if s.leader >= 0 else None,
            "trick": [[a, T.TEXT[c]] for a, c in s.trick],
            "tricks": [{"cards": [[a, T.TEXT[c]] for a, c in tr], "winner": w} for tr, w in s.tricks],
            "won": list(s.won), "scores": list(s.scores),
            "results": [[text, list(p)] for text, p in s.results],
            "discard": T.TEXT[s.discard] if (seat == s.dealer and s.discard >= 0) else None,
            "lead_rule": v.lead, "lone_defence": v.lone_defence and not v.each_for_himself,
            "bar_turned_down": v.bar_turned_down, "lone_defence_scoring": v.lone_defence_scoring,
            "odd_march": v.odd_march, "call_ace": v.call_ace_table, "cut_throat": v.cut_throat,
            "called": T.SUIT_LETTERS[s.called] if s.called >= 0 else None,
            "partner": self.revealed_partner(s, seat),
        }
        return out

    def is_over(self, s: EuchreState) -> bool:
        return s.phase == "over"

    def outcome(self, s: EuchreState) -> Outcome:
        v = s.variant
        scores = {seat: s.scores[self.side_of(v, seat)] for seat in range(v.players)}
        if s.phase != "over":
            return Outcome("The game is not over yet.", (), scores)
        best = max(s.scores)
        sides = [i for i, x in enumerate(s.scores) if x == best]
        winners = tuple(sorted(seat for i in sides for seat in v.sides[i]))
        names = " and ".join(self.side_name(v, i) for i in sides)
        rest = sorted((x for i, x in enumerate(s.scores) if i not in sides), reverse=True)
        verb = "wins" if len(winners) == 1 and names != "You" else "win"
        against = f" to {', '.join(map(str, rest))}" if rest else ""
        return Outcome(f"{names} {verb} the game, {best}{against}.", winners, scores)

    # -- the move log --------------------------------------------------------------------
    def describe(self, s: EuchreState, action) -> str:
        v = s.variant
        who = self.seat_name(v, s.to_act)
        turn = T.UNICODE[s.turnup] if s.turnup >= 0 else ""
        words = action.split()
        head = words[0] if words else ""
        if s.phase == "order":
            if action == "pass":
                return f"{who} {_v(who, 'passes')}."
            suit = SUIT_PLURAL[T.suit_of(s.turnup)]
            verb = "takes up" if s.to_act == s.dealer else "orders up"
            line = f"{who} {_v(who, verb)} the {turn}: {suit} are trumps."
            return line + (self._alone_line(v, s, who) if action.endswith("alone") else "")
        if s.phase == "name":
            if action == "pass":
                if len(s.calls) == 2 * v.players - 1:
                    nxt = self.seat_name(v, (s.dealer + 1) % v.players)
                    return (f"{who} {_v(who, 'passes')}: all have passed twice, the hand is thrown in and "
                            f"{nxt} {_v(nxt, 'deals')}.")
                return f"{who} {_v(who, 'passes')} again."
            suit = SUIT_PLURAL[T.SUIT_LETTERS.index(words[1])]
            line = f"{who} {_v(who, 'names')} {suit} trumps."
            return line + (self._alone_line(v, s, who) if action.endswith("alone") else "")
        if s.phase == "defence":
            if action == "pass":
                return f"{who} will not defend alone."
            return f"{who} will defend alone; " + self._laid_down(v, s.to_act) + "."
        if s.phase == "call":
            suit = T.SUIT_LETTERS.index(words[1])
            return (f"{who} {_v(who, 'calls')} the {T.UNICODE[T.card_id(suit, 8)]}: whoever holds it is the maker's "
                    "partner this hand, unknown until it is played.")
        if s.phase == "discard":
            return f"{who} {_v(who, 'takes')} the {turn} into hand and {_v(who, 'discards')} one card face down."
        if s.phase == "play" and head == "play":
            c = T.ID_OF_TEXT[words[1]]
            line = f"{who} {_v(who, 'plays')} the {T.UNICODE[c]}"
            if len(s.trick) == 0 and len(s.tricks) == 0:
                line = f"{who} {_v(who, 'leads')} the {T.UNICODE[c]}"
            elif len(s.trick) == 0:
                line = f"{who} {_v(who, 'leads')} the {T.UNICODE[c]}"
            if s.called >= 0 and c == T.card_id(s.called, 8) and s.to_act != s.maker:
                line += f" — the called ace: {who} {'are' if who == 'You' else 'is'} the maker's partner"
            if s.trump >= 0 and T.is_left_bower(c, s.trump):
                line += " (the left bower)"
            elif s.trump >= 0 and T.is_right_bower(c, s.trump):
                line += " (the right bower)"
            nxt = self.step(s, action)
            if len(nxt.tricks) > len(s.tricks) or nxt.phase != "play" or nxt.deal_no != s.deal_no:
                done = (s.trick + ((s.to_act, c),))
                w = done[T.trick_winner([x[1] for x in done], s.trump)][0]
                winner = self.seat_name(v, w)
                line += f"; {winner} {_v(winner, 'takes')} the trick"
                if nxt.deal_no != s.deal_no or nxt.phase == "over":
                    return line + ". " + nxt.results[-1][0]
            return line + "."
        return f"{who}: {action}"

    def _alone_line(self, v, s, who: str) -> str:
        """' X will play alone; his partner lays down.' (a Call-Ace maker alone calls no partner)."""
        line = f" {who} will play alone; " + self._laid_down(v, s.to_act) + "."
        return line.replace("; nobody lays down.", ", calling no partner.") if v.call_ace_table else line

    def _laid_down(self, v, seat: int) -> str:
        p = self.partners(v, seat)
        names = [self.seat_name(v, x) for x in p]
        if not names:
            return "nobody lays down"
        return " and ".join(names) + (" lays" if names != ["You"] and len(names) == 1 else " lay") + " down"

    # -- for the shared property tests ------------------------------------------------------
    def hidden_from(self, s: EuchreState, seat: int) -> set[str]:
        hidden = {T.TEXT[c] for i, h in enumerate(s.hands) if i != seat for c in h}
        hidden |= {T.TEXT[c] for c in s.stock}
        if s.discard >= 0 and seat != s.dealer:
            hidden.add(T.TEXT[s.discard])
        hidden.discard(T.TEXT[s.turnup])  # its face was seen by all
        return hidden

    def ledger(self, s: EuchreState):
        cards = [c for h in s.hands for c in h] + list(s.stock)
        if s.turnup_state != "taken":
            cards.append(s.turnup)
        if s.discard >= 0:
            cards.append(s.discard)
        cards += [c for _, c in s.trick]
        cards += [c for tr, _ in s.tricks for _, c in tr]
        return (tuple(sorted(cards)), len(s.variant.sides))

    def probe_actions(self, s: EuchreState) -> list:
        out = ["pass", "alone", "order-up", "order-up alone", "defend alone"]
        out += [f"name {x}" for x in T.SUIT_LETTERS] + [f"name {x} alone" for x in T.SUIT_LETTERS]
        out += [f"call {x}" for x in T.SUIT_LETTERS]
        pack = T.pack_ids(s.variant.pack_size)
        out += [f"play {T.TEXT[c]}" for c in pack]
        out += [f"discard {T.TEXT[c]}" for c in pack[::3]]
        if s.phase == "discard":
            out += [f"discard {T.TEXT[c]}" for c in pack]
        return out

    # -- speed -----------------------------------------------------------------------------
    def bench(self, variant=None, seconds: float = 3.0) -> dict:
        """Random legal playouts of whole hands, deal included, through the same rules tables."""
        v = variant if variant is not None else EuchreVariant()
        data = T.random_hands(v.players, v.pack_size, seconds, seed=0, first=3 if v.batches == "3-2" else 2,
                              lead_maker=v.lead == "maker", lone_defence=v.lone_defence and not v.each_for_himself,
                              sides=v.sides, each_for_himself=v.cut_throat, call_ace=v.call_ace_table,
                              lone_defence_scoring=v.lone_defence_scoring, odd_march=v.odd_march,
                              turned_down_barred=v.bar_turned_down)
        protocol = self.protocol_playouts(v, min(1.0, seconds / 3))
        return {"loop": "engine.games.euchre.tables.random_hands (same tables and scoring as the protocol)",
                **data, "protocol_hands_per_second": protocol["hands_per_second"]}

    def protocol_playouts(self, v, seconds: float, seed: int = 0) -> dict:
        """Random legal hands through new_game/legal_actions/step (the immutable protocol path)."""
        import random
        import time

        rng = random.Random(seed)
        hands = 0
        start = time.perf_counter()
        state = self.new_game(v, seed)
        while time.perf_counter() - start < seconds:
            deal = state.deal_no
            while state.deal_no == deal and state.phase != "over":
                legal = self.legal_actions(state)
                state = self.step(state, legal[rng.randrange(len(legal))])
            hands += 1
            if state.phase == "over":
                state = self.new_game(v, seed + hands)
        elapsed = time.perf_counter() - start
        return {"hands": hands, "seconds": round(elapsed, 3), "hands_per_second": round(hands / elapsed, 1)}
