"""Domino Euchre through the game protocol: compact immutable states, one function per phase.

Phases of a hand: ``bid1`` (the first round: accept the proposed trump, alone or not, or pass), ``bid2`` (the
second round: name another suit, alone or not, or pass), ``exchange`` (by agreement only: the dealer, or the bid
winner, may take the turn-up for a tile of his hand), ``call`` (Call-Ace only, in ``engine.games.call_ace``: the
bid winner names the partner suit), ``play`` (five tricks). After the fifth trick the hand is scored and the next
dealer deals at once, until someone reaches the game; then ``over``.

Hands are bit masks over the 28 tile ids (``deck.py``); legal plays, the trick's winner and the next seat come from
the shared trick engine (``engine.tricks``), read through the deck's per-trump tables. Actions are interned strings
made once: ``pass``, ``accept``, ``accept alone``, ``name 4``, ``name 4 alone``, ``exchange 6-4``, ``leave``,
``call 3`` and ``play 6-4``. The move log's sentences live in ``words.py``.

The bidding, going alone, the take-up, the call of a partner, the first lead and scoring by the hand's result are
the Euchre family's rules, written once for card Euchre, Domino Euchre and Call-Ace
(``engine.games._euchre_family.hand``, ``F``); this module keeps Domino Euchre's state and words.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.variant import variant_to_dict
from engine.core.words import seat_name as named
from engine.games._euchre_family import hand as F
from engine.games._euchre_family import words as FW
from engine.tricks import MUST_FOLLOW, bits, leading_sides, legal_mask, mask_of, next_seat, trick_winner

from . import deck as D
from . import words as W
from .rules import PRESETS, RULES, TERMS, DominoEuchreVariant

NAMES = ("You", "Abner", "Bess", "Caleb", "Della")
FIRST = "Hiram"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)

# Interned actions, their text made once.
PASS, ACCEPT, ACCEPT_ALONE, LEAVE, ALONE = "pass", "accept", "accept alone", "leave", "alone"
NAME = tuple(f"name {s}" for s in range(7))
NAME_ALONE = tuple(f"name {s} alone" for s in range(7))
CALL = tuple(f"call {s}" for s in range(7))
PLAY = tuple(f"play {t}" for t in D.TEXT)
EXCHANGE = tuple(f"exchange {t}" for t in D.TEXT)
ACTION_TILE = {a: c for c, a in enumerate(PLAY)} | {a: c for c, a in enumerate(EXCHANGE)}
KNOWN = frozenset((PASS, ACCEPT, ACCEPT_ALONE, LEAVE, ALONE, *NAME, *NAME_ALONE, *CALL, *PLAY, *EXCHANGE))
ACTION_SUIT = {a: s for s, a in enumerate(NAME)} | {a: s for s, a in enumerate(NAME_ALONE)} | \
              {a: s for s, a in enumerate(CALL)}
FAMILY = F.family_deck(D.DECK)   # the family's reading of the set: the called doublets, the left bower's suits


class Trick(NamedTuple):
    """A finished trick: its plays, ((seat, tile), ...) in the order played, and the seat that won it."""
    plays: tuple
    winner: int


class HandResult(NamedTuple):
    """A finished hand: the move log's sentence for it, and the points it gave each side (all 0: thrown in)."""
    text: str
    points: tuple


class DEState(NamedTuple):
    """A compact, immutable state: small ints, tuples and bit masks (tiles by id, seats by index)."""
    variant: object
    seed: int
    phase: str
    to_act: int | None
    deal_no: int = 0
    dealer: int = 0
    scores: tuple = ()          # points by side (by seat when each plays for himself)
    hands: tuple = ()           # per seat: a mask of tile ids
    stock: int = 0              # the tiles out of play (never shown)
    turnup: int = -1
    turnup_state: str = "up"    # up, down (turned down after the first round), taken (exchanged into a hand)
    trump: int = -1
    maker: int = -1
    alone: bool = False
    out: int = 0                # mask of seats laid down this hand
    bids: tuple = ()            # (seat, action) this hand
    exchanger: int = -1         # who may take the turn-up (by agreement)
    discard: int = -1           # the tile given for the turn-up (only its giver sees it)
    partner_suit: int = -1      # Call-Ace: the suit whose doublet makes the partner
    partner: int = -1           # Call-Ace: the seat holding it (not the maker), else -1
    leader: int = -1
    trick: tuple = ()           # (seat, tile) of the trick being played
    tricks: tuple = ()          # finished tricks: Trick records
    won: tuple = ()             # tricks won by seat this hand
    results: tuple = ()         # per finished hand: HandResult records


class DominoEuchre(Game):
    slug = "domino-euchre"
    title = "Domino Euchre"
    kind = "dominoes"
    players = "2–4"
    period = "Victorian America, 1860s–1900s"
    hook = "Euchre for homes that kept no playing cards: the doublets are the bowers."
    icon = ":material/view_agenda:"
    Variant = DominoEuchreVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS
    shared_code = ("engine/tricks", "engine/games/_euchre_family")

    # -- seats and sides ---------------------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or self.Variant()).players

    def seat_name(self, variant, seat: int) -> str:
        if seat is None or seat < 0:
            return "Nobody"
        return named(seat, NAMES[seat], FIRST)   # at most five seats (Call-Ace)

    def side_of(self, variant, seat: int) -> int:
        return seat % 2 if variant.partnership else seat  # rule: partners, each-for-himself

    def partners(self, variant, seat: int) -> tuple[int, ...]:
        return tuple(x for x in variant.sides[self.side_of(variant, seat)] if x != seat)

    def may_go_alone(self, variant) -> bool:
        """A lone hand needs a partner to lay down: four in partnerships (rule ``alone``); each for himself, no."""
        return variant.partnership  # rule: alone, each-for-himself

    # -- the deal -----------------------------------------------------------------------------------------
    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant if variant is not None else self.Variant()
        n = v.players
        base = DEState(v, seed, "bid1", 0, 0, n - 1, (0,) * len(v.sides))
        return self._deal(base, 0, n - 1, deal)

    @applies("deal", "set", "turn-up", games=("domino-euchre", "call-ace"))
    def _deal(self, s: DEState, deal_no: int, dealer: int, fixed=None) -> DEState:
        v = s.variant
        n = v.players
        if fixed is not None:
            hands_l, turnup = fixed
            if len(hands_l) != n:
                raise ValueError(f"the fixed deal has {len(hands_l)} hands; this table seats {n}")
            if any(len(h) != 5 for h in hands_l):
                raise ValueError("each hand of a fixed deal must have five tiles")
            seen = [c for h in hands_l for c in h] + [turnup]
            if len(set(seen)) != len(seen):
                raise ValueError("a tile appears twice in the fixed deal")
            hands = tuple(mask_of(h) for h in hands_l)
            stock = D.ALL & ~mask_of(seen)
        else:
            tiles = list(range(D.N_TILES))
            rng_for(s.seed, "deal", deal_no).shuffle(tiles)
            got = [0] * n
            for k in range(n):
                seat = (dealer + 1 + k) % n
                got[seat] = mask_of(tiles[5 * k:5 * k + 5])
            turnup = tiles[5 * n]
            stock = mask_of(tiles[5 * n + 1:])
            hands = tuple(got)
        return s._replace(phase="bid1", to_act=(dealer + 1) % n, deal_no=deal_no, dealer=dealer, hands=hands,
                          stock=stock, turnup=turnup, turnup_state="up", trump=-1, maker=-1, alone=False, out=0,
                          bids=(), exchanger=-1, discard=-1, partner_suit=-1, partner=-1, leader=-1, trick=(),
                          tricks=(), won=(0,) * n)

    def deal_from_text(self, text: str):
        """A fixed first deal: '6-6 5-5 4-4 3-3 2-2 | ... | ... | ... / 6-4' (hands by seat, then the turn-up)."""
        if not isinstance(text, str) or "/" not in text:
            raise ValueError("write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up")
        hands_text, turn_text = text.rsplit("/", 1)
        hands = [[D.parse_tile(w) for w in part.replace(",", " ").split()] for part in hands_text.split("|")]
        turn = turn_text.split()
        if len(turn) != 1:
            raise ValueError("name exactly one turn-up tile after '/'")
        return hands, D.parse_tile(turn[0])

    def deal_to_text(self, s: DEState) -> str:
        return " | ".join(" ".join(D.TEXT[c] for c in bits(h)) for h in s.hands) + " / " + D.TEXT[s.turnup]

    # -- notation -------------------------------------------------------------------------------------------
    def parse_action(self, text):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'pass', 'accept', 'name 4' or 'play 6-4'.", NOTATION)
        words = text.strip().lower().split()
        head = words[0]
        if words in (["pass"], ["alone"], ["accept"], ["leave"]):
            return head
        if words == ["accept", "alone"]:
            return ACCEPT_ALONE
        if head in ("name", "call") and len(words) in (2, 3) and (len(words) == 2 or words[2] == "alone"):
            suit = _suit_word(words[1])
            if head == "call":
                if len(words) == 3:
                    raise IllegalAction("A partner suit is called plainly: 'call 3'.", NOTATION)
                return CALL[suit]
            return NAME_ALONE[suit] if len(words) == 3 else NAME[suit]
        if head in ("play", "exchange") and len(words) == 2:
            try:
                c = D.parse_tile(words[1])
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return (PLAY if head == "play" else EXCHANGE)[c]
        raise IllegalAction(f"{text!r} is not an action here: write 'pass', 'accept', 'accept alone', 'name 4', "
                            "'name 4 alone', 'exchange 6-4', 'leave', 'call 3' or 'play 6-4'.", NOTATION)

    # -- legal actions, one method per phase (engine.core.game, "Phases"; Call-Ace adds "call"; "over" has none) --
    @applies("bid-first", "alone-maker", games=("domino-euchre", "call-ace"))
    def _legal_bid1(self, s: DEState) -> list:
        return list(F.first_round_bids(PASS, ACCEPT, ACCEPT_ALONE, self.may_go_alone(s.variant)))

    @applies("bid-second", "turned-down-suit", games=("domino-euchre", "call-ace"))
    def _legal_bid2(self, s: DEState) -> list:
        return list(F.second_round_bids(7, F.proposed_suit(FAMILY, s.turnup), True, PASS, NAME, NAME_ALONE,
                                        self.may_go_alone(s.variant)))

    @applies("take-up", "hold", games=("domino-euchre", "call-ace"))
    def _legal_exchange(self, s: DEState) -> list:
        return [LEAVE] + [EXCHANGE[c] for c in bits(s.hands[s.exchanger])]

    @applies("hold", games=("domino-euchre", "call-ace"))
    def _legal_play(self, s: DEState) -> list:
        return [PLAY[c] for c in bits(self.playable(s))]

    def playable(self, s: DEState) -> int:
        """The mask of tiles the seat to act may play (the shared engine's follow rule over the deck's tables)."""
        led = D.DECK.lead[s.trump][s.trick[0][1]] if s.trick else -1
        return legal_mask(D.DECK, s.hands[s.to_act], s.trump, led, MUST_FOLLOW)

    # -- check: a fast yes, and a sentence for a no ----------------------------------------------------------
    def check(self, s: DEState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The game is over: start a new game to play again.", GAME_OVER)
        if not isinstance(action, str):
            raise IllegalAction("An action must be written as text, like 'pass' or 'play 6-4'.", NOTATION)
        if action in self.legal_actions(s):
            return
        self.refuse(s, action)

    def refuse(self, s: DEState, action: str) -> None:
        """Raise the refusal that explains why ``action`` is not allowed now (only called for illegal actions)."""
        R = self.rules
        v = s.variant
        ph = s.phase
        if action not in KNOWN:
            raise IllegalAction(f"{action!r} is not written in this game's notation: write 'pass', 'accept', "
                                "'name 4', 'call 3' or 'play 6-4'.", NOTATION)
        if action == ALONE or (action.endswith(" alone") and not self.may_go_alone(v)):
            if not self.may_go_alone(v):
                self._no_alone(v)
            how = "'accept alone'" if ph == "bid1" else "'name 4 alone'"
            raise IllegalAction(f"Only a player making trumps may play alone, and he says so as he makes them: "
                                f"{how}.", R["alone-maker"])
        if action == PASS:
            raise IllegalAction(f"There is no passing now: {self._phase_help(s)}.", self._phase_rule(s))
        if action in (ACCEPT, ACCEPT_ALONE):
            if ph == "bid2":
                raise IllegalAction(f"The {D.TEXT[s.turnup]} was turned down: in the second round name another "
                                    "suit, or pass.", R["bid-second"])
            raise IllegalAction(f"Trumps are already made: {self._phase_help(s)}.", self._phase_rule(s))
        if action in ACTION_SUIT and action.startswith("name"):
            suit = ACTION_SUIT[action]
            if ph == "bid1":
                raise IllegalAction(f"In the first round only the proposed suit, {D.SUITS[D.lead_suit(s.turnup, -1)]},"
                                    " can be made: accept it or pass.", R["bid-first"])
            if ph == "bid2" and suit == D.lead_suit(s.turnup, -1):
                raise IllegalAction(f"{D.SUITS[suit].capitalize()} were proposed by the turn-up {D.TEXT[s.turnup]}"
                                    " and passed: in the second round name any other suit.", R["turned-down-suit"])
            raise IllegalAction(f"Trumps are already made: {self._phase_help(s)}.", self._phase_rule(s))
        if action in (LEAVE,) or action.startswith("exchange "):
            if ph != "exchange":
                raise IllegalAction(f"Nobody is taking the turn-up now: {self._phase_help(s)}.", R["take-up"])
            c = ACTION_TILE[action]
            raise IllegalAction(f"You do not hold the {D.TEXT[c]}: give one of your own tiles for the turn-up.",
                                R["hold"])
        if action.startswith("play "):
            c = ACTION_TILE[action]
            if ph != "play":
                raise IllegalAction(f"It is not time to play a tile: {self._phase_help(s)}.", self._phase_rule(s))
            hand = s.hands[s.to_act]
            if not hand >> c & 1:
                raise IllegalAction(f"You do not hold the {D.TEXT[c]}.", R["hold"])
            self._refuse_follow(s, hand, c)
        self.refuse_more(s, action)
        raise IllegalAction(f"{action!r} is not an action in {self.title} now: {self._phase_help(s)}.", NOTATION)

    def refuse_more(self, s: DEState, action: str) -> None:
        """Refusals of a derived game's own actions (Call-Ace's ``call``)."""
        if action.startswith("call "):
            raise IllegalAction("Partners are fixed at this table: nobody calls a partner suit.", self.rules["turn"])

    def _no_alone(self, v) -> None:
        raise IllegalAction("Each plays for himself at this table: the maker already plays against all the "
                            "others, with no partner to lay down.", self.rules["each-for-himself"])

    def _refuse_follow(self, s: DEState, hand: int, c: int) -> None:
        t = s.trump
        led = D.DECK.lead[t][s.trick[0][1]]
        follow = hand & D.DECK.follow[t][led]
        if not follow:
            return
        raise IllegalAction(W.follow_reason(t, led, c, bits(follow)), self.rules["follow-suit"])

    def _phase_help(self, s: DEState) -> str:
        return W.phase_help(self, s)

    def _phase_rule(self, s: DEState):
        R = self.rules
        return {"bid1": R["bid-first"], "bid2": R["bid-second"], "exchange": R["take-up"],
                "play": R["turn"]}.get(s.phase, self.phase_rule_more(s))

    def phase_rule_more(self, s):
        return self.rules["turn"]

    # -- step, one method per phase (the base class dispatches on the phase) -----------------------------------
    @applies("bid-first", "turn", games=("domino-euchre", "call-ace"))
    def _step_bid1(self, s: DEState, action: str) -> DEState:
        n = s.variant.players
        seat = s.to_act
        bids = s.bids + ((seat, action),)
        if action == PASS:
            if F.after_pass(len(bids), n) == F.TURNED_DOWN:
                return s._replace(bids=bids, phase="bid2", to_act=next_seat(seat, n), turnup_state="down")
            return s._replace(bids=bids, to_act=next_seat(seat, n))
        return self._made(s._replace(bids=bids), seat, F.proposed_suit(FAMILY, s.turnup), action == ACCEPT_ALONE, True)

    @applies("bid-second", "throw-in", games=("domino-euchre", "call-ace"))
    def _step_bid2(self, s: DEState, action: str) -> DEState:
        v = s.variant
        n = v.players
        seat = s.to_act
        bids = s.bids + ((seat, action),)
        if action == PASS:
            if F.after_pass(len(bids), n) == F.THROWN_IN:
                res = s.results + (HandResult(W.thrown_in(self, s), (0,) * len(v.sides)),)
                return self._deal(s._replace(results=res), s.deal_no + 1, (s.dealer + 1) % n)
            return s._replace(bids=bids, to_act=next_seat(seat, n))
        return self._made(s._replace(bids=bids), seat, ACTION_SUIT[action], action.endswith("alone"), False)

    @applies("alone")
    def _made(self, s: DEState, seat: int, trump: int, alone: bool, first_round: bool) -> DEState:
        v = s.variant
        out = F.laid_down(mask_of(self.partners(v, seat)), alone)
        s = s._replace(maker=seat, trump=trump, alone=alone, out=out)
        return self.advance(s, F.MADE, first_round)

    @applies("take-up", games=("domino-euchre", "call-ace"))
    def _step_exchange(self, s: DEState, action: str) -> DEState:
        if action == LEAVE:
            return self.advance(s, F.TAKE_UP)
        c = ACTION_TILE[action]
        hands = list(s.hands)
        hands[s.exchanger] = (hands[s.exchanger] & ~(1 << c)) | (1 << s.turnup)
        return self.advance(s._replace(hands=tuple(hands), discard=c, turnup_state="taken"), F.TAKE_UP)

    @applies("take-up", "lead-maker", "lead-eldest", games=("domino-euchre", "call-ace"))
    def advance(self, s: DEState, done: int, first_round: bool = False) -> DEState:
        """Enter the hand's next stage after ``done``, in the family's order (``F.next_stage``): the take-up of the
        turn-up (by agreement), at Call-Ace the call of a partner suit, the first lead."""
        stage, seat = F.next_stage(table_of(s.variant), done, s.maker, s.alone, s.dealer, s.out, first_round)
        if stage == F.TAKE_UP:
            return s._replace(phase="exchange", to_act=seat, exchanger=seat)
        if stage == F.PARTNER_CALL:
            return s._replace(phase="call", to_act=seat)
        return s._replace(phase="play", leader=seat, to_act=seat, trick=(), tricks=())

    @applies("hold", "follow-suit", games=("domino-euchre", "call-ace"))
    def _step_play(self, s: DEState, action: str) -> DEState:
        v = s.variant
        n = v.players
        seat = s.to_act
        c = ACTION_TILE[action]
        hands = list(s.hands)
        hands[seat] &= ~(1 << c)
        trick = s.trick + ((seat, c),)
        if len(trick) < n - s.out.bit_count():
            return s._replace(hands=tuple(hands), trick=trick, to_act=next_seat(seat, n, s.out))
        w = trick[trick_winner(D.DECK, s.trump, [x[1] for x in trick])][0]  # rule for domino-euchre, call-ace: trick
        won = list(s.won)
        won[w] += 1
        tricks = s.tricks + (Trick(trick, w),)
        s = s._replace(hands=tuple(hands), trick=(), tricks=tricks, won=tuple(won), leader=w, to_act=w)
        if len(tricks) < 5:
            return s
        return self._score(s)

    # -- scoring -----------------------------------------------------------------------------------------------
    def maker_sides(self, s: DEState) -> set[int]:
        """The sides that made trumps this hand: the maker's, and at Call-Ace the secret partner's."""
        v = s.variant
        side_of = range(v.players) if not v.partnership else [seat % 2 for seat in range(v.players)]
        return set(F.maker_sides(side_of, s.maker, s.partner))  # (side_of: the rules partners, each-for-himself)

    def maker_tricks(self, s: DEState) -> int:
        return F.maker_tricks(s.won, s.variant.sides, self.maker_sides(s))

    @staticmethod
    def scale(v) -> F.Scale:
        """What each result of a hand scores under these options (by agreement a lone maker's three or four
        tricks may score 2)."""
        sc = _SCALES.get(v.lone_short)
        if sc is None:
            sc = _SCALES[v.lone_short] = F.Scale(short_alone=v.lone_short)
        return sc

    @applies("score-make", "score-alone", "score-euchre", games=("domino-euchre", "call-ace"))
    def hand_points(self, v, tricks: int, alone: bool) -> tuple[int, int]:
        """(points to each making side, points to each other side) for the makers' tricks (the family's scoring by
        result, :func:`engine.games._euchre_family.hand.result_points`)."""
        return F.result_points(self.scale(v), tricks, alone)

    @applies("game", "game-tie", games=("domino-euchre", "call-ace"))
    def _score(self, s: DEState) -> DEState:
        v = s.variant
        mine = self.maker_sides(s)
        k = self.maker_tricks(s)
        to_makers, to_others = self.hand_points(v, k, s.alone)
        points = F.side_points(mine, len(v.sides), to_makers, to_others)
        scores = tuple(a + b for a, b in zip(s.scores, points, strict=True))
        res = s.results + (HandResult(W.result(self, s, k, to_makers, to_others), points),)
        s = s._replace(scores=scores, results=res)
        if max(scores) >= v.game:
            return s._replace(phase="over", to_act=None)
        return self._deal(s, s.deal_no + 1, (s.dealer + 1) % v.players)

    # -- what a seat may know ----------------------------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        return view["deal_no"]

    def view(self, s: DEState, seat: int) -> dict:
        v = s.variant
        n = v.players
        t = s.trump
        mine = sorted(bits(s.hands[seat]), key=lambda c: D.display_key(c, t)) if 0 <= seat < n else []
        return {
            "game": self.slug, "variant": variant_to_dict(v), "seat": seat, "players": n,
            "names": [self.seat_name(v, i) for i in range(n)],
            "sides": [list(x) for x in v.sides], "side_of": [self.side_of(v, i) for i in range(n)],
            "partnership": v.partnership, "game_points": v.game, "lead_rule": v.lead, "take_up": v.take_up,
            "phase": s.phase, "to_act": s.to_act, "dealer": s.dealer, "deal_no": s.deal_no,
            "hand": [D.TEXT[c] for c in mine], "counts": [h.bit_count() for h in s.hands],
            "turnup": D.TEXT[s.turnup], "turnup_state": s.turnup_state,
            "proposed": D.lead_suit(s.turnup, -1),
            "trump": t if t >= 0 else None, "maker": s.maker if s.maker >= 0 else None, "alone": s.alone,
            "out": [i for i in range(n) if s.out >> i & 1], "bids": [[a, b] for a, b in s.bids],
            "exchanger": s.exchanger if s.exchanger >= 0 else None,
            "discard": D.TEXT[s.discard] if (seat == s.exchanger and s.discard >= 0) else None,
            "leader": s.leader if s.leader >= 0 else None,
            "trick": [[a, D.TEXT[c]] for a, c in s.trick],
            "tricks": [{"tiles": [[a, D.TEXT[c]] for a, c in tr.plays], "winner": tr.winner} for tr in s.tricks],
            "won": list(s.won), "scores": list(s.scores), "results": [[r.text, list(r.points)] for r in s.results],
            **self.view_more(s, seat),
        }

    def view_more(self, s: DEState, seat: int) -> dict:
        return {}

    def is_over(self, s: DEState) -> bool:
        return s.phase == "over"

    def outcome(self, s: DEState) -> Outcome:
        v = s.variant
        scores = {seat: s.scores[self.side_of(v, seat)] for seat in range(v.players)}
        if s.phase != "over":
            return Outcome("The game is not over yet.", (), scores)
        best = max(s.scores)
        sides = leading_sides(s.scores)
        winners = tuple(sorted(seat for i in sides for seat in v.sides[i]))
        return Outcome(W.outcome_text(self, s, sides, best), winners, scores)

    # -- the move log ------------------------------------------------------------------------------------------
    def describe(self, s: DEState, action) -> str:
        return W.describe(self, s, action)

    def describe_call(self, s: DEState, action: str, who: str) -> str:
        return f"{who}: {action}"

    def describe_play_more(self, s: DEState, c: int, who: str) -> str:
        return ""

    def makers_name(self, s: DEState) -> str:
        v = s.variant
        return self.seat_name(v, s.maker) if s.alone else self.side_name(v, self.side_of(v, s.maker))

    def maker_count(self, s: DEState) -> int:
        return len(self.maker_sides(s))

    def side_name(self, v, side: int) -> str:
        return FW.names_list(self.seat_name(v, x) for x in v.sides[side])

    # -- for the shared property tests ------------------------------------------------------------------------
    def hidden_from(self, s: DEState, seat: int) -> set[str]:
        hidden = {D.TEXT[c] for i, h in enumerate(s.hands) if i != seat for c in bits(h)}
        hidden |= {D.TEXT[c] for c in bits(s.stock)}
        if s.discard >= 0 and seat != s.exchanger:
            hidden.add(D.TEXT[s.discard])
        hidden.discard(D.TEXT[s.turnup])  # its face was seen by all
        return hidden

    def ledger(self, s: DEState):
        tiles = [c for h in s.hands for c in bits(h)] + bits(s.stock)
        if s.turnup_state != "taken":
            tiles.append(s.turnup)
        if s.discard >= 0:
            tiles.append(s.discard)
        tiles += [c for _, c in s.trick]
        tiles += [c for tr in s.tricks for _, c in tr.plays]
        return tuple(sorted(tiles))

    def probe_actions(self, s: DEState) -> list:
        out = [PASS, ALONE, ACCEPT, ACCEPT_ALONE, LEAVE, *NAME, *NAME_ALONE, *CALL]
        out += list(PLAY) + list(EXCHANGE[::3])
        if s.phase == "exchange":
            out += list(EXCHANGE)
        return out

    # -- speed -------------------------------------------------------------------------------------------------
    def bench(self, variant=None, seconds: float = 3.0) -> dict:
        """Random legal games through the public protocol (new_game, legal_actions, apply), deal included."""
        from engine.core.bench import random_playouts

        return random_playouts(self, variant if variant is not None else self.Variant(), seconds, checked=True,
                               tally=lambda s: {"hands": len(s.results)})


_TABLES: dict = {}
_SCALES: dict = {}   # a lone maker's short points -> the table's Scale (made once: a frozen dataclass is slow to make)


def table_of(v) -> F.Table:
    """The family's facts of a table that order a hand (no lone defence in Domino Euchre's text), made once per
    table (kept by the options they read: a rule set's own hash is slower to take)."""
    key = (v.players, v.partnership, v.take_up, v.call_ace, v.lead)
    t = _TABLES.get(key)
    if t is None:
        side_of = [s % 2 if v.partnership else s for s in range(v.players)]
        t = _TABLES[key] = F.table(v.players, side_of, False, v.take_up, v.call_ace, v.lead == "maker")
    return t


def _suit_word(word: str) -> int:
    w = word.lower().rstrip("s")
    for i, name in enumerate(D.SINGULAR):
        if w == name or word.lower() == D.SUITS[i]:
            return i
    if word.isdigit() and 0 <= int(word) <= 6:
        return int(word)
    raise IllegalAction(f"{word!r} is not a suit: write a number 0–6 (0 for blanks).", NOTATION)
