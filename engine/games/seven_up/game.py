"""Seven-Up through the game protocol: a compact immutable state of small ints and bit masks.

Phases of a hand, each with its own legal-actions, check and step function:

- ``stand``: the eldest hand says ``stand`` or ``beg``;
- ``give``: the dealer answers a beg: ``give`` (the eldest's side scores a point) or ``refuse`` (run the
  cards: three more to each and a new turn-up, again while the refused suit turns);
- ``discard``: after running, each player in turn from the eldest discards one card at a time down to six;
- ``bid`` (Auction Pitch): the eldest hand pitches at once (bound to four) or passes, offering the pitch for sale;
  then each player in turn from his left, the dealer last, bids 1-4 or passes, once;
- ``sell`` (Auction Pitch): the eldest hand sells to the highest bidder (scoring the bid) or keeps the pitch;
- ``play``: six tricks (at Pitch the hand starts here and the first card led makes trumps; at Auction Pitch the
  pitcher leads and his first card makes trumps);
- ``over``.

After the sixth trick the hand is scored (high, low, jack, game, in that order) and the next dealer deals
at once. Action notation: ``stand``, ``beg``, ``give``, ``refuse``, ``discard 7C``, ``play JS``; at Auction Pitch
``pass``, ``bid 2``, ``pitch``, ``sell``.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Game, IllegalAction, Outcome
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, NOTATION, applies
from engine.core.words import agree
from engine.core.words import seat_name as named
from engine.tricks import FOLLOW_OR_TRUMP, bits, legal_mask, next_seat, trick_winner

from . import deck as D
from . import words
from .rules import PRESETS, RULES, TERMS, SevenUpVariant

NAMES = ("You", "Abner", "Bess", "Caleb", "Dolly", "Ezra", "Flora")
FIRST = "Hiram"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)
TRICKS = 6

# Actions, made once: the text is the action.
STAND, BEG, GIVE, REFUSE = "stand", "beg", "give", "refuse"
PLAY = tuple(f"play {t}" for t in D.TEXT)
DISCARD = tuple(f"discard {t}" for t in D.TEXT)
CARD_OF = {a: c for c, a in enumerate(PLAY)} | {a: c for c, a in enumerate(DISCARD)}
BIDS = (STAND, BEG, GIVE, REFUSE)
PASS, PITCH, SELL = "pass", "pitch", "sell"        # Auction Pitch: the auction and the sale
BID = tuple(f"bid {k}" for k in range(5))            # "bid 0" is never legal: it is read to be refused
AUCTION = (PASS, PITCH, SELL, *BID[1:])
TOP_BID = 4                                          # high, low, jack and game: four points to a hand


class Point(NamedTuple):
    """A point scored, in the order counted."""
    kind: str     # "high", "low", "jack", "game", "gift" (on a beg), "turned-jack" (the dealer's); at Auction
                  # Pitch "sale" (the seller's), "setback" (a pitcher short of his bid), "smudge" (out at once)
    side: int     # the side that scores it
    seat: int     # the seat that held or took it (-1: none; "game" names the elder hand only on a tie)
    card: int     # the card id (-1: none; for "game", the count that won it; for "setback", the points made)
    value: int = 1   # points it adds (a sale the number bid; a setback minus the bid)


class Note(NamedTuple):
    """How a hand ended besides its points: ("trump", suit) played out, or ("pack-out", "bunch" or "pass")."""
    kind: str
    value: int | str


class HandResult(NamedTuple):
    """A finished hand: its points, the cards' count by side (empty if the game ended before the play),
    and its Note (None when the game was won before the hand was played)."""
    events: tuple        # Point records
    counts: tuple        # count for game by side
    note: Note | None


class SevenUpState(NamedTuple):
    variant: SevenUpVariant
    seed: int
    phase: str = "stand"       # stand, give, discard, bid, sell, play, over (new_game's deal sets it)
    to_act: int | None = None  # None: the game is over
    deal_no: int = 0           # chance events so far: each deal or bunch shuffles anew
    dealer: int = 0
    scores: tuple = ()         # points by side
    hands: tuple = ()          # bit mask by seat
    stock: tuple = ()          # undealt card ids, top first (never shown)
    turnup: int = -1           # the card proposing trumps (-1 at Pitch)
    aside: tuple = ()          # turn-ups of the refused suit set aside this hand (public)
    refused: int = -1          # the suit refused on a beg
    trump: int = -1
    discards: tuple = ()       # bit mask by seat, face down
    start: tuple = ()          # bit mask by seat of the cards in play at the first lead
    trick: tuple = ()          # ((seat, card), ...) of the trick being played
    tricks: tuple = ()         # finished tricks this hand: (((seat, card), ...), winner)
    taken: tuple = ()          # bit mask by side of the cards won in tricks
    events: tuple = ()         # points this hand so far: Point records
    results: tuple = ()        # finished hands: HandResult records
    winner: int = -1           # the side that won the game
    bids: tuple = ()           # Auction Pitch: by seat, -1 not yet spoken, 0 passed, 1-4 the bid
    pitcher: int = -1          # Auction Pitch: who pitches the trump
    contract: int = 0          # Auction Pitch: the points the pitcher is bound to make (0: none)

    @property
    def players(self) -> int:
        return self.variant.players

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.variant.players


class SevenUp(Game):
    slug = "seven-up"
    title = "Seven-Up"
    kind = "cards"
    players = "2–4"
    period = "Civil War camps and American taverns, 1820s–1900s"
    hook = "High, low, jack and the game: the soldiers' All Fours, where a beg can cost the dealer a point."
    icon = ":material/style:"
    Variant = SevenUpVariant
    presets = PRESETS
    rules = RULES
    terms = TERMS
    shared_code = ("engine/tricks",)

    # -- set-up ------------------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or SevenUpVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        if seat is None or seat < 0:
            return "Nobody"
        return named(seat, NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}", FIRST)

    def side_name(self, variant, side: int) -> str:
        return words.side_name(variant, side)

    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant if variant is not None else SevenUpVariant()
        base = SevenUpState(variant=v, seed=seed, scores=(0,) * len(v.sides))
        return self._deal(base, 0, v.players - 1, deal)   # the last seat deals first, the first seat is eldest

    @applies("deal", "turn-up", "turned-jack", "pitch", "pack")
    def _deal(self, s: SevenUpState, deal_no: int, dealer: int, fixed=None) -> SevenUpState:
        v = s.variant
        n = v.players
        if fixed is not None:
            hands_ids, turnup = fixed
            self._validate_fixed(v, hands_ids, turnup)
            used = {c for h in hands_ids for c in h} | {turnup}        # -1 (no turn-up) is no card
            rest = [c for c in range(D.SIZE) if c not in used]
            rng_for(s.seed, "deal", deal_no).shuffle(rest)     # the rest of the pack, shuffled by the seed
            stock = tuple(rest)
            hands = [sum(1 << c for c in h) for h in hands_ids]
        else:
            cards = list(range(D.SIZE))
            rng_for(s.seed, "deal", deal_no).shuffle(cards)
            hands = [0] * n
            pos = 0
            for _ in range(2):                      # six each, three at a time, from the dealer's left
                for k in range(n):
                    seat = (dealer + 1 + k) % n
                    for c in cards[pos:pos + 3]:
                        hands[seat] |= 1 << c
                    pos += 3
            turnup = -1 if v.pitch else cards[pos]
            stock = tuple(cards[pos + (0 if v.pitch else 1):])
        eldest = (dealer + 1) % n
        s = s._replace(phase="stand", to_act=eldest, deal_no=deal_no, dealer=dealer, hands=tuple(hands),
                       stock=stock, turnup=turnup, aside=(), refused=-1, trump=-1, discards=(0,) * n,
                       tricks=(), taken=(0,) * len(v.sides), events=())
        # not reset here: the trick, () after every trick, and start, set as the play starts (read at its end)
        if v.auction:                               # rule: auction-deal
            return s._replace(phase="bid", bids=(-1,) * n, pitcher=-1, contract=0)
        if v.pitch:
            return s._replace(phase="play", start=tuple(hands))
        if D.rank(turnup) == D.JACK:                # the dealer scores a turned jack at once
            s = self._score(s, (Point("turned-jack", v.side_of(dealer), dealer, turnup),))
        return s

    @staticmethod
    def _validate_fixed(v, hands_ids, turnup) -> None:
        if len(hands_ids) != v.players:
            raise ValueError(f"the fixed deal has {len(hands_ids)} hands; this table seats {v.players}")
        if any(len(h) != 6 for h in hands_ids):
            raise ValueError("each hand of a fixed deal must have six cards")
        seen = [c for h in hands_ids for c in h] + [turnup]           # -1 (no turn-up) once: no repeat
        if len(set(seen)) != len(seen):
            raise ValueError("a card appears twice in the fixed deal")
        if v.pitch and turnup >= 0:
            raise ValueError("at Pitch no card is turned up: leave out the '/ turn-up'")
        if not v.pitch and turnup < 0:
            raise ValueError("name the turn-up after '/'")

    def deal_from_text(self, text: str):
        """A fixed first deal: 'AS 10S 3S KD 4C 7H | ... / JS' (hands by seat, '/' and the turn-up)."""
        if not isinstance(text, str) or not text.strip():
            raise ValueError("write a fixed deal as the hands by seat separated by '|', then '/' and the turn-up")
        hands_text, _, turn_text = text.partition("/")
        hands = [[D.parse_card(w) for w in part.replace(",", " ").split()] for part in hands_text.split("|")]
        turn = turn_text.split()
        if len(turn) > 1:
            raise ValueError("name exactly one turn-up card after '/'")
        return hands, (D.parse_card(turn[0]) if turn else -1)

    def deal_to_text(self, s: SevenUpState) -> str:
        hands = " | ".join(" ".join(D.TEXT[c] for c in bits(h)) for h in s.hands)
        return hands + (f" / {D.TEXT[s.turnup]}" if s.turnup >= 0 else "")

    # -- notation -------------------------------------------------------------------------------
    def parse_action(self, text):
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Write an action, like 'stand', 'beg', 'give', 'refuse', 'discard 7C' or "
                                "'play JS'.", NOTATION)
        w = text.strip().lower().split()
        joined = " ".join(w)
        alias = {"i stand": STAND, "i beg": BEG, "take it": GIVE, "take one": GIVE, "give one": GIVE,
                 "run": REFUSE, "run the cards": REFUSE}
        if joined in BIDS or joined in AUCTION:
            return joined
        if w[0] == "bid" and len(w) == 2 and w[1].isascii() and w[1].isdigit():
            return f"bid {int(w[1])}"
        if joined in alias:
            return alias[joined]
        if w[0] in ("play", "discard") and len(w) == 2:
            try:
                c = D.parse_card(text.split()[1])          # the card as written, in a refusal
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return (PLAY if w[0] == "play" else DISCARD)[c]
        raise IllegalAction(f"{text!r} is not an action here: write 'stand', 'beg', 'give', 'refuse', "
                            "'discard 7C' or 'play JS' (at Auction Pitch 'pass', 'bid 2', 'pitch', 'sell').", NOTATION)

    # -- legal actions, one method per phase (engine.core.game, "Phases"; "over" has none) --------
    def _legal_stand(self, s):
        return [STAND, BEG]

    def _legal_give(self, s):
        return [REFUSE] if self._gift_blocked(s) >= 0 else [GIVE, REFUSE]

    def _legal_bid(self, s):
        if self._opening(s):                          # the eldest hand speaks first: pitch at once, or offer it
            return [PASS, PITCH]
        return [PASS, *BID[self.high_bid(s) + 1:TOP_BID + 1]]

    def _legal_sell(self, s):
        return [SELL, PITCH]

    @staticmethod
    def _opening(s: SevenUpState) -> bool:
        """In the bid phase: the eldest hand speaks once, first (the bidding then ends with the dealer)."""
        return s.to_act == s.eldest

    @staticmethod
    def high_bid(s: SevenUpState) -> int:
        """The highest bid so far at Auction Pitch (0: none)."""
        return max((b for b in s.bids if b > 0), default=0)

    def _legal_discard(self, s):
        return [DISCARD[c] for c in bits(s.hands[s.to_act])]

    def _legal_play(self, s):
        return [PLAY[c] for c in bits(self.playable(s))]

    def playable(self, s: SevenUpState) -> int:
        """The mask of cards the seat to act may play now."""
        led = D.suit(s.trick[0][1]) if s.trick else -1
        return legal_mask(D.DECK, s.hands[s.to_act], s.trump, led, FOLLOW_OR_TRUMP)

    def gift_receivers(self, s: SevenUpState) -> tuple[int, ...]:
        """Seats scoring when the dealer gives: the eldest; three-handed, by option, both adversaries."""
        v = s.variant
        if v.players == 3 and v.gift_three == "both":    # rule: gift-three
            return tuple(x for x in range(3) if x != s.dealer)
        return (s.eldest,)

    def _gift_blocked(self, s: SevenUpState) -> int:
        """The seat a gift would put out, where the option forbids it (-1: the dealer may give)."""
        v = s.variant
        if not v.gift_out:
            return -1
        for seat in self.gift_receivers(s):
            if s.scores[v.side_of(seat)] + 1 >= v.target:   # rule: gift-out
                return seat
        return -1

    # -- refusals -------------------------------------------------------------------------------
    def check(self, s: SevenUpState, action) -> None:
        if s.to_act is None:                          # the game is over
            raise IllegalAction("The game is over: start a new game to play again.", GAME_OVER)
        if not isinstance(action, str):
            raise IllegalAction("An action must be written as text, like 'stand' or 'play JS'.", NOTATION)
        if action in BIDS:
            return self._refuse_bid(s, action)
        if action in AUCTION or action.startswith("bid "):
            return self._refuse_auction(s, action)
        c = CARD_OF.get(action)
        if c is None:
            raise IllegalAction(f"{action!r} is not an action in Seven-Up.", NOTATION)
        if action.startswith("discard"):
            return self._refuse_discard(s, c)
        return self._refuse_play(s, c)

    def _refuse_bid(self, s: SevenUpState, action: str) -> None:
        v = s.variant
        dealer = self.seat_name(v, s.dealer)
        eldest = self.seat_name(v, s.eldest)
        if s.phase == "stand" and action in (STAND, BEG):
            return
        if s.phase == "give" and action in (GIVE, REFUSE):
            if action == GIVE and (seat := self._gift_blocked(s)) >= 0:
                who = self.seat_name(v, seat)
                raise IllegalAction(f"The dealer cannot give a point that would put {who} out "
                                    f"({s.scores[v.side_of(seat)]} of {v.target}): he must run the cards.",
                                    RULES["gift-out"])
            return
        if v.auction:
            raise IllegalAction("At Auction Pitch no card is turned and no one stands, begs or gives: the eldest "
                                "hand sells the pitch to the highest bidder, and the pitcher's first card makes "
                                "trumps.", RULES["auction-sell"])
        if v.pitch:
            raise IllegalAction("At Pitch no card is turned and no one stands, begs or gives: the first card "
                                "led makes trumps.", RULES["pitch"])
        if action in (STAND, BEG):
            if s.phase == "give":
                raise IllegalAction(f"{eldest} {agree(eldest, 'has')} begged already; only the dealer speaks now: give a point "
                                    "('give') or run the cards ('refuse'). No second beg.", RULES["beg-eldest"])
            raise IllegalAction(f"Only the eldest hand ({eldest}) stands or begs, and only before the play; "
                                f"trumps are {D.SUIT_PLURAL[s.trump]} now.", RULES["beg-eldest"])
        if s.phase == "stand":
            raise IllegalAction(f"The dealer gives or refuses only when the eldest hand begs; {eldest} "
                                f"{agree(eldest, 'has')} not begged yet.", RULES["give"])
        if action == REFUSE and s.refused < 0:      # trumps stood or given: the hand is in play, no run
            raise IllegalAction(f"It is too late to refuse: trumps are {D.SUIT_PLURAL[s.trump]} "
                                f"({'the dealer has already given' if self._gave(s) else 'the eldest stood'}).",
                                RULES["give"])
        raise IllegalAction(f"Trumps are made ({D.SUIT_PLURAL[s.trump]}): {dealer} cannot give or refuse now.",
                            RULES["run"])

    def _refuse_auction(self, s: SevenUpState, action: str) -> None:
        v = s.variant
        if not v.auction:
            raise IllegalAction("Only at Auction Pitch does anyone bid, pass, sell or pitch: choose the Auction "
                                "Pitch rule set to play it.", RULES["auction-sell"] if action != PASS else RULES["stand"])
        eldest = self.seat_name(v, s.eldest)
        if s.phase not in ("bid", "sell"):
            who = self.seat_name(v, s.pitcher)
            raise IllegalAction(f"The auction is over: {who} {agree(who, 'pitches')}"
                                + (f", bound to make {s.contract}." if s.contract else ", bound to make nothing."),
                                RULES["auction-bid"])
        if s.phase == "sell":
            if action in (SELL, PITCH):
                return
            k = self.high_bid(s)
            raise IllegalAction(f"The bidding is over; {eldest} now {agree(eldest, 'sells')} the pitch for {k} "
                                f"('sell') or {agree(eldest, 'keeps')} it, bound to make {k} ('pitch').",
                                RULES["auction-accept"])
        if self._opening(s):
            if action in (PASS, PITCH):
                return
            raise IllegalAction(f"The eldest hand does not bid: {eldest} {agree(eldest, 'sells')} the pitch. Say 'pass' "
                                "to offer it to the others, or 'pitch' to pitch at once, bound to make four.",
                                RULES["auction-sell"])
        if action == PASS:
            return
        if action in (SELL, PITCH):
            raise IllegalAction(f"Only the eldest hand ({eldest}) sells or keeps the pitch, and only when the "
                                "bidding has gone round: bid or pass.", RULES["auction-sell"])
        k = int(action.split()[1])
        if not 1 <= k <= TOP_BID:
            raise IllegalAction("A bid is 1 to 4: how many of high, low, jack and game you will make.",
                                RULES["auction-bid"])
        high = self.high_bid(s)
        if k <= high:
            raise IllegalAction(f"You must bid more than {high}, the highest bid so far, or pass.",
                                RULES["auction-bid"])

    @staticmethod
    def _gave(s: SevenUpState) -> bool:
        return any(e.kind == "gift" for e in s.events)

    def _refuse_discard(self, s: SevenUpState, c: int) -> None:
        if s.phase != "discard":
            held = s.hands[s.to_act].bit_count()
            raise IllegalAction(f"Only after the cards are run does anyone discard, and never below six: you hold "
                                f"{held}.", RULES["reduce"])
        if not s.hands[s.to_act] >> c & 1:
            raise IllegalAction(f"You do not hold the {D.SPOKEN[c]}.", RULES["hold"])

    def _refuse_play(self, s: SevenUpState, c: int) -> None:
        v = s.variant
        if s.phase != "play":
            if s.phase == "stand":                   # a turn-up game's stand phase: a card is always turned
                help_ = (f"the eldest hand must first stand or beg on the {D.LABEL[s.turnup]}", RULES["stand"])
            elif s.phase == "give":
                help_ = ("the dealer must first give a point or run the cards", RULES["give"])
            elif s.phase == "discard":
                help_ = (f"{self.seat_name(v, s.to_act)} must first discard down to six", RULES["reduce"])
            elif s.phase == "bid":
                help_ = ("the auction comes first; only the pitcher leads the first trick, and his lead makes trumps",
                         RULES["auction-pitch"])
            else:                                    # sell
                help_ = (f"{self.seat_name(v, s.eldest)} must first sell the pitch or keep it; only the pitcher "
                         "leads the first trick, and his lead makes trumps", RULES["auction-pitch"])
            raise IllegalAction(f"It is not time to play a card: {help_[0]}.", help_[1])
        hand = s.hands[s.to_act]
        if not hand >> c & 1:
            raise IllegalAction(f"You do not hold the {D.SPOKEN[c]}.", RULES["hold"])
        if not self.playable(s) >> c & 1:
            led = D.suit(s.trick[0][1])
            follow = [D.SPOKEN[x] for x in bits(hand & D.SUIT_MASK[led])]
            what = f"trumps ({D.SUIT_PLURAL[led]})" if led == s.trump else f"{D.SUIT_PLURAL[led]} or play a trump"
            raise IllegalAction(f"You must follow {what}: you hold the {words.join(follow[::-1])}.",
                                RULES["follow-or-trump"])

    # -- transitions, one method per phase (the base class dispatches on the phase) ------------------
    @applies("stand")
    def _step_stand(self, s: SevenUpState, action: str) -> SevenUpState:
        if action == STAND:
            return self._start_play(s._replace(trump=D.suit(s.turnup)))
        return s._replace(phase="give", to_act=s.dealer)

    @applies("give", "run")
    def _step_give(self, s: SevenUpState, action: str) -> SevenUpState:
        v = s.variant
        if action == GIVE:
            s = self._score(s, tuple(Point("gift", v.side_of(x), x, -1) for x in self.gift_receivers(s)))
            if s.phase == "over":
                return s
            return self._start_play(s._replace(trump=D.suit(s.turnup)))
        return self._run(s._replace(refused=D.suit(s.turnup)))

    @applies("run-again", "run-jack", "pack-out")
    def _run(self, s: SevenUpState) -> SevenUpState:
        v = s.variant
        n = v.players
        hands, stock, aside, turnup = list(s.hands), s.stock, s.aside, s.turnup
        while True:
            if len(stock) < 3 * n + 1:                  # the pack runs out: bunch, or the deal passes
                note = Note("pack-out", v.pack_out)
                res = s.results + (HandResult(s.events, (0,) * len(v.sides), note),)
                s = s._replace(results=res)
                nxt = s.dealer if v.pack_out == "bunch" else (s.dealer + 1) % n
                return self._deal(s, s.deal_no + 1, nxt)
            for k in range(n):
                seat = (s.dealer + 1 + k) % n
                for c in stock[3 * k:3 * k + 3]:
                    hands[seat] |= 1 << c
            aside += (turnup,)
            turnup, stock = stock[3 * n], stock[3 * n + 1:]
            if D.suit(turnup) != s.refused:
                break
        s = s._replace(hands=tuple(hands), stock=stock, aside=aside, turnup=turnup, trump=D.suit(turnup))
        if D.rank(turnup) == D.JACK:
            s = self._score(s, (Point("turned-jack", v.side_of(s.dealer), s.dealer, turnup),))
            if s.phase == "over":
                return s
        return s._replace(phase="discard", to_act=s.eldest)   # every seat got three more a run: all discard

    @applies("auction-sell", "auction-bid")
    def _step_bid(self, s: SevenUpState, action: str) -> SevenUpState:
        n = s.variant.players
        seat = s.to_act
        if action == PITCH:                                 # the eldest pitches at once, bound to four
            return self._start_play(s._replace(pitcher=seat, contract=TOP_BID))
        bids = list(s.bids)
        bids[seat] = 0 if action == PASS else int(action.split()[1])
        s = s._replace(bids=tuple(bids))
        nxt = (seat + 1) % n
        if nxt != s.eldest:                                 # round to the dealer, who speaks last
            return s._replace(to_act=nxt)
        high = self.high_bid(s)
        if high == 0:                                       # rule: auction-accept (no bid: pitch, bound to nothing,
            return self._start_play(s._replace(pitcher=s.eldest))   # the deal's contract 0)
        return s._replace(phase="sell", to_act=s.eldest)

    @applies("auction-accept", "auction-sale")
    def _step_sell(self, s: SevenUpState, action: str) -> SevenUpState:
        v = s.variant
        k = self.high_bid(s)
        if action == PITCH:
            return self._start_play(s._replace(pitcher=s.eldest, contract=k))
        buyer = next(x for x, b in enumerate(s.bids) if b == k)
        s = self._score(s, (Point("sale", v.side_of(s.eldest), s.eldest, -1, k),))
        if s.phase == "over":
            return s
        return self._start_play(s._replace(pitcher=buyer, contract=k))

    @applies("reduce")
    def _step_discard(self, s: SevenUpState, action: str) -> SevenUpState:
        c = CARD_OF[action]
        seat = s.to_act
        hands = list(s.hands)
        hands[seat] &= ~(1 << c)
        discards = list(s.discards)
        discards[seat] |= 1 << c
        s = s._replace(hands=tuple(hands), discards=tuple(discards))
        if hands[seat].bit_count() > TRICKS:
            return s
        nxt = (seat + 1) % s.variant.players
        return self._start_play(s) if nxt == s.eldest else s._replace(to_act=nxt)   # each in turn from the eldest

    @applies("lead", "auction-pitch")
    def _start_play(self, s: SevenUpState) -> SevenUpState:
        first = s.pitcher if s.variant.auction else s.eldest   # at Auction Pitch the pitcher leads
        return s._replace(phase="play", to_act=first, start=s.hands)

    def _step_play(self, s: SevenUpState, action: str) -> SevenUpState:
        v = s.variant
        c = CARD_OF[action]
        seat = s.to_act
        hands = list(s.hands)
        hands[seat] &= ~(1 << c)
        if s.trump < 0:                                    # rule: pitch
            s = s._replace(trump=D.suit(c))
        trick = s.trick + ((seat, c),)
        if len(trick) < v.players:
            return s._replace(hands=tuple(hands), trick=trick, to_act=next_seat(seat, v.players))
        w = trick[trick_winner(D.DECK, s.trump, [x[1] for x in trick])][0]
        taken = list(s.taken)
        for _, x in trick:
            taken[v.side_of(w)] |= 1 << x                # rule: players (partners pool their tricks)
        s = s._replace(hands=tuple(hands), trick=(), tricks=s.tricks + ((trick, w),), taken=tuple(taken),
                       to_act=w)
        if len(s.tricks) < TRICKS:
            return s
        return self._end_hand(s)

    # -- scoring ----------------------------------------------------------------------------------
    @applies("high", "low", "jack", "one-trump")
    def hand_points(self, s: SevenUpState) -> tuple:
        """The points of a finished hand in the order they are counted: high, low, jack, game."""
        v = s.variant
        t = s.trump
        tmask = D.SUIT_MASK[t]
        in_play = 0
        for h in s.start:
            in_play |= h
        trumps = in_play & tmask
        out = []
        if trumps:
            hi = trumps.bit_length() - 1
            lo = (trumps & -trumps).bit_length() - 1
            holder = next(x for x, h in enumerate(s.start) if h >> hi & 1)
            out.append(Point("high", v.side_of(holder), holder, hi))
            if v.low == "taken":
                who = next(w for tr, w in s.tricks if any(c == lo for _, c in tr))
                out.append(Point("low", v.side_of(who), who, lo))
            else:
                dealt = next(x for x, h in enumerate(s.start) if h >> lo & 1)
                out.append(Point("low", v.side_of(dealt), dealt, lo))
            jack = D.card_id(t, D.JACK)
            if in_play >> jack & 1:
                who = next(w for tr, w in s.tricks if any(c == jack for _, c in tr))
                out.append(Point("jack", v.side_of(who), who, jack))
        g = self.game_point(s)
        if g is not None:
            out.append(g)
        return tuple(out)

    @applies("game-count", "game-tie")
    def game_point(self, s: SevenUpState):
        v = s.variant
        counts = self.counts(s)
        best = max(counts)
        tied = [i for i, x in enumerate(counts) if x == best]
        if len(tied) == 1:
            return Point("game", tied[0], -1, best)
        if v.game_tie == "none":
            return None
        for k in range(v.players):                       # the elder hand of the tied: first from the dealer's left
            seat = (s.dealer + 1 + k) % v.players
            if v.side_of(seat) in tied:
                return Point("game", v.side_of(seat), seat, best)
        return None

    def counts(self, s: SevenUpState) -> tuple[int, ...]:
        return tuple(sum(D.VALUE[c] for c in bits(m)) for m in s.taken)

    @applies("auction-setback", "auction-order", "smudge")
    def auction_points(self, s: SevenUpState, points: tuple) -> tuple:
        """Auction Pitch: the pitcher's points first (all he made, if at least his bid; else a set-back of the bid),
        then the others' in the order counted; a smudge (four bid and made, not in the hole) ends the game."""
        v = s.variant
        ps = v.side_of(s.pitcher)
        mine = tuple(e for e in points if e.side == ps)
        rest = tuple(e for e in points if e.side != ps)
        if len(mine) < s.contract:
            return (Point("setback", ps, s.pitcher, len(mine), -s.contract),) + rest   # card: the points made
        if v.smudge and s.contract == TOP_BID and len(mine) == TOP_BID and s.scores[ps] >= 0:
            return mine + (Point("smudge", ps, s.pitcher, -1, 0),)
        return mine + rest

    def _end_hand(self, s: SevenUpState) -> SevenUpState:
        v = s.variant
        points = self.hand_points(s)
        s = self._score(s, self.auction_points(s, points) if v.auction else points)
        res = s.results + (HandResult(s.events, self.counts(s), Note("trump", s.trump)),)
        s = s._replace(results=res)
        if s.phase == "over":
            return s
        return self._deal(s, s.deal_no + 1, (s.dealer + 1) % v.players)

    @applies("count-order", "game-target")
    def _score(self, s: SevenUpState, events: tuple) -> SevenUpState:
        """Add points one at a time in order; the first side to reach the target wins at once."""
        v = s.variant
        scores = list(s.scores)
        winner = s.winner
        for e in events:
            scores[e.side] += e.value
            if winner < 0 and (e.kind == "smudge" or e.value > 0 and scores[e.side] >= v.target):
                winner = e.side
        s = s._replace(scores=tuple(scores), events=s.events + events, winner=winner)
        if winner >= 0:
            if len(s.tricks) < TRICKS:                        # out before the hand was played: record it
                s = s._replace(results=s.results + (HandResult(s.events, (), None),))
            return s._replace(phase="over", to_act=None)
        return s

    # -- what a seat may know -----------------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        return view["deal_no"]

    def view(self, s: SevenUpState, seat: int) -> dict:
        return words.view(self, s, seat)

    def is_over(self, s: SevenUpState) -> bool:
        return s.phase == "over"

    def outcome(self, s: SevenUpState) -> Outcome:
        v = s.variant
        scores = {seat: s.scores[v.side_of(seat)] for seat in range(v.players)}
        if s.phase != "over":
            return Outcome("The game is not over yet.", (), scores)
        winners = v.sides[s.winner]
        return Outcome(words.outcome_text(s), tuple(winners), scores)

    def describe(self, s: SevenUpState, action) -> str:
        return words.describe(self, s, action)

    # -- for the shared property tests ----------------------------------------------------------------
    def hidden_from(self, s: SevenUpState, seat: int) -> set[str]:
        hidden = 0
        for i, h in enumerate(s.hands):
            if i != seat:
                hidden |= h
        for i, d in enumerate(s.discards):
            if i != seat:
                hidden |= d
        for c in s.stock:
            hidden |= 1 << c
        return {D.TEXT[c] for c in bits(hidden)}

    def ledger(self, s: SevenUpState):
        cards = 0
        for m in (*s.hands, *s.discards):
            cards |= m
        n = sum(h.bit_count() for h in s.hands) + sum(d.bit_count() for d in s.discards)
        loose = list(s.stock) + list(s.aside) + [c for _, c in s.trick] + [c for tr, _ in s.tricks for _, c in tr]
        if s.turnup >= 0:
            loose.append(s.turnup)
        for c in loose:
            cards |= 1 << c
        return cards, n + len(loose)

    def probe_actions(self, s: SevenUpState) -> list:
        return [*BIDS, *AUCTION, BID[0], "bid 5", *PLAY, *DISCARD[::5], *(DISCARD if s.phase == "discard" else ())]

    # -- speed ------------------------------------------------------------------------------------------
    def bench(self, variant=None, seconds: float = 3.0) -> dict:
        """Random legal games through the protocol (new_game, legal_actions, step): the path the bots run."""
        from engine.core.bench import random_playouts

        return random_playouts(self, variant if variant is not None else SevenUpVariant(), seconds,
                               tally=lambda s: {"hands": len(s.results)})

