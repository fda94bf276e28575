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

from operator import add

from engine.core import Game, IllegalAction, Outcome
from engine.core.rules import GAME_OVER, NOTATION
from engine.core.words import agree
from engine.core.words import seat_name as named
from engine.games._euchre_family import hand as F
from engine.games._euchre_family import words as FW
from engine.tricks import leading_sides

from . import hand as H
from . import tables as T
from . import words as W
from .hand import ARG, PLAY, EuchreState, play
from .rules import PRESETS, RULES, TERMS, EuchreVariant
from .words import FIRST, NAMES, SUIT_PLURAL, SUIT_SINGULAR, SUIT_SYMBOL

__all__ = ["Euchre", "EuchreState", "NAMES", "SUIT_PLURAL", "SUIT_SINGULAR", "SUIT_SYMBOL"]


class Euchre(Game):
    slug = "euchre"
    title = "Euchre"
    kind = "cards"
    players = "3–7"
    period = "Civil War camps and Victorian parlours, 1840s–1900s"
    hook = "The game of the bowers: the jack is king, and the other jack of its colour changes suit to join it."
    icon = "🃏"
    Variant = EuchreVariant
    shared_code = ("engine/tricks", "engine/games/_euchre_family")
    presets = PRESETS
    rules = RULES
    terms = TERMS

    # -- set-up -----------------------------------------------------------------------
    def seats(self, variant) -> int:
        return (variant or EuchreVariant()).players

    def seat_name(self, variant, seat: int) -> str:
        if seat is None or seat < 0:
            return "Nobody"
        return named(seat, NAMES[seat] if seat < len(NAMES) else f"Seat {seat + 1}", FIRST)

    def side_of(self, variant, seat: int) -> int:
        n = variant.players
        return seat if n % 2 else seat % 2

    def partners(self, variant, seat: int) -> tuple[int, ...]:
        return tuple(s for s in variant.sides[self.side_of(variant, seat)] if s != seat)

    def new_game(self, variant=None, seed: int = 0, deal=None):
        v = variant if variant is not None else EuchreVariant()
        n = v.players
        s = H.new_state(v, seed)
        if deal is not None:
            self._validate_fixed(v, deal)
        H.deal(s, 0, n - 1, deal)
        return s

    @staticmethod
    def _validate_fixed(v, fixed) -> None:
        hands, turnup = fixed
        n = v.players
        if len(hands) != n:
            raise ValueError(f"the fixed deal has {len(hands)} hands; this table seats {n}")
        pack = set(T.pack_ids(v.pack_size))
        seen = [c for h in hands for c in h] + [turnup]
        if any(len(h) != v.hand_size for h in hands):
            raise ValueError(f"each hand of a fixed deal must have {'six' if v.hasenpfeffer else 'five'} cards")
        if len(set(seen)) != len(seen):
            raise ValueError("a card appears twice in the fixed deal")
        stray = [T.TEXT[c] for c in seen if c not in pack]
        if stray:
            raise ValueError(f"{', '.join(stray)} {'is' if len(stray) == 1 else 'are'} not in the {v.pack_size}-card pack")

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
        from engine.core.cards import parse_card

        card = parse_card(word, joker=True)
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
        if head == "bid" and len(words) == 2 and words[1] in ("1", "2", "3", "4", "5", "6"):
            return f"bid {words[1]}"
        if head in ("play", "discard") and len(words) == 2:
            try:
                c = self._card(words[1])
            except ValueError as exc:
                raise IllegalAction(str(exc), NOTATION) from None
            return f"{head} {T.TEXT[c]}"
        raise IllegalAction(f"{text!r} is not an action here: write 'pass', 'order-up', 'order-up alone', "
                            "'name H', 'name H alone', 'defend alone', 'call S', 'bid 3', 'discard 9C' or 'play JS'.",
                            NOTATION)

    # -- the rules ------------------------------------------------------------------------
    def legal_actions(self, s: EuchreState) -> list:
        legal = s.legal
        if legal is None:
            legal = s.legal = H.LEGAL[s.phase](s)
        return list(legal)

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
            if s.shape.hp:   # the bidder took the card laid aside, face down: its face is his alone
                return "the high bidder has taken the card laid aside and must discard one ('discard 9C')", \
                    RULES["hp-widow"]
            return f"the dealer must take up the {turn} and discard one card ('discard 9C')", RULES["dealer-discard"]
        return "the hand is being played: play a card ('play JS')", RULES["turn"]

    def check(self, s: EuchreState, action) -> None:
        """A legal action passes at once (no help text is built); a refusal says why, with its rule."""
        if s.to_act is not None and action in H.legal(s):
            return
        self._refuse(s, action)

    def apply(self, s: EuchreState, action):
        """check, then step (inlined: the path every click, replay and playout through the protocol takes)."""
        legal = s.legal
        if legal is None:
            legal = s.legal = H.LEGAL[s.phase](s)
        if action not in legal:   # (a finished game has no legal actions)
            self._refuse(s, action)
        nxt = s.copy()
        if nxt.phase is PLAY:
            play(nxt, ARG[action])
            if nxt.phase is PLAY:
                return nxt
        else:
            H.APPLY[nxt.phase](nxt, action)
        if nxt.phase is H.DONE or nxt.phase is H.THROWN:
            self._close_hand(nxt)
        return nxt

    def _refuse(self, s: EuchreState, action) -> None:
        if s.phase == "over" or s.to_act is None:
            raise IllegalAction("The game is over: start a new game to play again.", GAME_OVER)
        if not isinstance(action, str):
            raise IllegalAction("An action must be written as text, like 'pass' or 'play JS'.", NOTATION)
        v = s.variant
        words = action.split()
        head = words[0] if words else ""
        if s.phase == H.JOKER_UP:   # (these two refuse every action in their own words)
            self._refuse_on_joker(s, action, head)
        if s.phase in (H.BIDDING, H.TRUMPS):
            self._refuse_hasenpfeffer(s, action, head)
        help_text, help_rule = self._phase_help(s)
        me = self.seat_name(v, s.to_act)
        if head == "bid":
            raise IllegalAction("Bidding a number of tricks is Hasenpfeffer's; at this table trumps are made by the "
                                f"turn-up: {help_text}." if not v.hasenpfeffer else
                                f"The bidding is over: {help_text}.", help_rule)
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
            if v.hasenpfeffer:
                raise IllegalAction("Hasenpfeffer has no lone hands.", RULES["hp-trumps"])
            if s.maker == s.to_act:
                raise IllegalAction(f"Only the maker may play alone, and only as he makes trumps: {me} made them "
                                    "without saying so.", RULES["alone-maker"])
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
                who = ("the high bidder discards, by the widow option, after taking the card laid aside" if v.hasenpfeffer
                       else "the dealer discards, after taking up the turn-up")
                raise IllegalAction(f"Only {who}; now {help_text}.", RULES["dealer-discard"])
            if c not in s.hands[s.to_act]:
                held = "seven" if v.hasenpfeffer else "six"   # five (six at Hasenpfeffer) and the card taken up
                raise IllegalAction(f"You do not hold the {T.NAME[c]}: discard one of your {held} cards.",
                                    RULES["hold"])
            return
        if head == "play":
            c = T.ID_OF_TEXT[words[1]]
            if s.phase != "play":
                raise IllegalAction(f"It is not time to play a card: {help_text}.", help_rule)
            hand = s.hands[s.to_act]
            if c not in hand:
                raise IllegalAction(f"You do not hold the {T.NAME[c]}.", RULES["hold"])
            if s.trick:
                self._refuse_follow(s, hand, c)
            return
        raise IllegalAction(f"{action!r} is not an action in Euchre.", NOTATION)

    def _refuse_hasenpfeffer(self, s: EuchreState, action: str, head: str) -> None:
        """Hasenpfeffer's bidding or naming of trumps is on: anything not legal now is refused, with its rule."""
        v = s.variant
        bidder = self.seat_name(v, s.maker) if s.maker >= 0 else ""
        if s.phase == H.BIDDING:
            if head == "bid":
                raise IllegalAction(f"You must bid more than {s.contract} ({bidder} bid {s.contract}), or pass: each "
                                    "bid is higher than the last.", RULES["hp-bid"])
            raise IllegalAction("The bidding is on: pass, or bid the number of tricks your side will take "
                                "('bid 3'); the high bidder names trumps afterwards.", RULES["hp-bid"])
        if action.endswith("alone") or action == "alone":
            raise IllegalAction("Hasenpfeffer has no lone hands: name trumps ('name H').", RULES["hp-trumps"])
        raise IllegalAction(f"The bidding is over: {bidder} {agree(bidder, 'names')} trumps now ('name H'), and "
                            "cannot pass.", RULES["hp-trumps"])

    def _refuse_on_joker(self, s: EuchreState, action: str, head: str) -> None:
        """The joker is turned up: only the dealer's naming of trumps is a move now; anything else is refused."""
        v = s.variant
        if head == "name" and action.endswith("alone") and v.cut_throat:
            raise IllegalAction("Each plays for himself at this table: the dealer already plays against all the "
                                "others, with no partner to lay down.", RULES["odd-table"])
        if action == "alone":
            raise IllegalAction("The dealer plays alone by saying so as he names trumps: 'name H alone'.",
                                RULES["alone-maker"])
        dealer = self.seat_name(v, s.dealer)
        raise IllegalAction(f"The joker was turned up: nobody bids or passes; {dealer} {agree(dealer, 'takes')} it "
                            f"and {agree(dealer, 'names')} trumps ('name H').", RULES["joker-turned"])

    def _refuse_follow(self, s: EuchreState, hand, c: int) -> None:
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
        if s.trick[0][1] == T.JOKER:   # rule: joker-led
            held = ", ".join(T.UNICODE[x] for x in sorted(follow, key=lambda x: T.display_key(x, t)))
            raise IllegalAction(f"The joker is a trump whatever suit is trumps, so it led {suit}: you must follow "
                                f"{suit}; you hold the {held}.", RULES["joker-led"])
        if led == t and follow == [T.JOKER]:
            raise IllegalAction(f"You must follow {suit}: the joker is a trump whatever suit is trumps.",
                                RULES["follow-suit"])
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
        nxt = s.copy()
        H.APPLY[nxt.phase](nxt, action)
        if nxt.phase is H.DONE or nxt.phase is H.THROWN:
            self._close_hand(nxt)
        return nxt

    @staticmethod
    def ace(suit_letter: str) -> str:
        """The ace of a suit, as card text (Call-Ace: whoever holds the called suit's ace is the maker's partner)."""
        return T.TEXT[H.called_card(T.SUIT_LETTERS.index(suit_letter))]  # rule: call-ace

    @staticmethod
    def trump_candidates(variant, phase: str, turnup_text: str) -> list[int]:
        """The suits that may become trumps now: the turn-up's in the first round; in the second, the suits the
        rules allow to be named (the game's own legal bids, so the turned-down suit is left out where barred)."""
        if phase in (H.JOKER_UP, H.BIDDING, H.TRUMPS):   # the dealer on a turned joker, Hasenpfeffer's bidder
            return list(range(4))
        turned = T.ID_OF_TEXT[turnup_text] // 9
        if phase == "order":
            return [turned]
        return sorted({H.ARG[a] for a in H.shape_of(variant).name_legal[turned] if a != H.PASS})

    @staticmethod
    def callable_suits(trump: int) -> list[int]:
        """Call-Ace: any suit but trumps and the left bower's suit (so the two of the other colour)."""
        return H.callable_suits(trump)

    def maker_sides(self, s: EuchreState) -> set[int]:
        """The sides that made trumps this hand: the maker's, and at Call-Ace his called partner's."""
        return set(H.maker_sides(s))

    def maker_tricks(self, s: EuchreState) -> int:
        return H.maker_tricks(s)

    def _close_hand(self, s: EuchreState) -> None:
        """Score the hand just ended (in place, on the protocol's own new state), then deal the next or end."""
        sh = s.shape
        seed, deal_no, dealer, scores, results = s.game_facts
        if s.phase is H.THROWN:
            results += ((W.thrown_in(self, s), sh.no_points),)
        else:
            k, to_makers, to_defenders, points = H.hand_points(s)
            scores = tuple(map(add, scores, points))
            results += ((f"Hand {len(results) + 1}: " + W.result_text(self, s, k, to_makers, to_defenders), points),)
            if max(scores) >= sh.game or (sh.hp and min(scores) <= -sh.game):  # rule: game, game-7, hp-game, hp-floor
                s.game_facts = (seed, deal_no, dealer, scores, results)
                s.phase, s.to_act = "over", None
                return
        s.game_facts = (seed, deal_no, dealer, scores, results)
        H.deal(s, deal_no + 1, (dealer + 1) % sh.n)

    def side_name(self, v, side: int) -> str:
        return FW.names_list(self.seat_name(v, x) for x in H.shape_of(v).sides[side])

    @staticmethod
    def _played_by(s: EuchreState, card: int) -> int:
        return F.played_by(s.tricks, s.trick, card)

    @staticmethod
    def taker(s: EuchreState) -> int:
        """The seat that takes up the turned card and discards: the dealer; at Hasenpfeffer the high bidder (the
        widow, by option)."""
        return s.maker if s.shape.hp else s.dealer

    def revealed_partner(self, s: EuchreState, seat: int):
        """Call-Ace: the maker's partner as ``seat`` knows him (the ace played, or in ``seat``'s own hand)."""
        if s.called < 0:
            return None
        who = F.partner_as_known(s.tricks, s.trick, s.masks, H.called_card(s.called), s.maker, seat)
        return who if who >= 0 else None

    # -- what a seat may know --------------------------------------------------------------
    def hand_of(self, view: dict) -> int:
        return view["deal_no"]

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
            # Hasenpfeffer's 25th card lies face down: nobody sees it (the bidder who takes it, in his hand)
            "turnup": None if s.shape.hp else T.TEXT[s.turnup], "turnup_state": s.turnup_state,
            "trump": T.SUIT_LETTERS[t] if t >= 0 else None,
            "maker": s.maker if s.maker >= 0 else None, "alone": s.alone,
            "defender": s.defender if s.defender >= 0 else None, "out": list(s.out),
            "calls": [[a, b] for a, b in s.calls],
            "leader": s.leader if s.leader >= 0 else None,
            "trick": [[a, T.TEXT[c]] for a, c in s.trick],
            "tricks": [{"cards": [[a, T.TEXT[c]] for a, c in tr], "winner": w} for tr, w in s.tricks],
            "won": list(s.won), "scores": list(s.scores),
            "results": [[text, list(p)] for text, p in s.results],
            "discard": T.TEXT[s.discard] if (seat == self.taker(s) and s.discard >= 0) else None,
            "lead_rule": v.lead, "lone_defence": s.shape.lone_defence,
            "bar_turned_down": v.bar_turned_down, "lone_defence_scoring": v.lone_defence_scoring,
            "odd_march": v.odd_march, "lone_euchre": v.lone_euchre, "call_ace": v.call_ace_table,
            "cut_throat": v.cut_throat, "joker": v.joker, "hasenpfeffer": v.hasenpfeffer, "widow": v.widow,
            "contract": s.contract or None, "hand_size": v.hand_size,
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
        sides = leading_sides(s.scores)
        winners = tuple(sorted(seat for i in sides for seat in v.sides[i]))
        rest = sorted((x for i, x in enumerate(s.scores) if i not in sides), reverse=True)
        names = " and ".join(self.side_name(v, i) for i in sides)
        return Outcome(FW.outcome(names, max(s.scores), rest), winners, scores)

    # -- the move log --------------------------------------------------------------------
    def describe(self, s: EuchreState, action) -> str:
        return W.describe(self, s, action)

    # -- for the shared property tests ------------------------------------------------------
    def hidden_from(self, s: EuchreState, seat: int) -> set[str]:
        hidden = {T.TEXT[c] for i, h in enumerate(s.hands) if i != seat for c in h}
        hidden |= {T.TEXT[c] for c in s.stock}
        if s.discard >= 0 and seat != self.taker(s):
            hidden.add(T.TEXT[s.discard])
        if not s.shape.hp:
            hidden.discard(T.TEXT[s.turnup])  # its face was seen by all
        elif s.turnup_state != "taken":
            hidden.add(T.TEXT[s.turnup])      # Hasenpfeffer's card laid aside: seen by nobody
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
        out += [f"call {x}" for x in T.SUIT_LETTERS] + [f"bid {k}" for k in range(1, 7)]
        pack = T.pack_ids(s.variant.pack_size)
        out += [f"play {T.TEXT[c]}" for c in pack]
        out += [f"discard {T.TEXT[c]}" for c in pack[::3]]
        if s.phase == "discard":
            out += [f"discard {T.TEXT[c]}" for c in pack]
        return out

    # -- speed -----------------------------------------------------------------------------
    def bench(self, variant=None, seconds: float = 3.0) -> dict:
        """Random legal hands through the public protocol (the path the site and the bots' tables use),
        and through the computer players' in-place playout driver (``hand.playout``) on the same functions."""
        v = variant if variant is not None else EuchreVariant()
        protocol = self.protocol_playouts(v, seconds * 2 / 3)
        driver = self.driver_playouts(v, seconds / 3)
        return {"loop": "protocol: new_game, legal_actions, apply (check + step), whole games to the end, hands counted, "
                        "each hand's deal included",
                **protocol, "protocol_hands_per_second": protocol["hands_per_second"],
                "driver": "engine.games.euchre.hand.playout: the same phase functions on one state changed in place "
                          "(the computer players' playouts), deal included (hand.deal with the playouts' own "
                          "numpy Generator)",
                "driver_hands_per_second": driver["hands_per_second"]}

    def protocol_playouts(self, v, seconds: float, seed: int = 0, hands_at_least: int | None = None) -> dict:
        """Random legal play through new_game / legal_actions / apply, whole games to the end; hands counted.

        Every hand includes its deal (the protocol deals the next hand as the last trick is taken). It stops at
        the end of a game after ``seconds``, or once ``hands_at_least`` hands are played (a fixed amount of work,
        for counting instructions)."""
        import random
        import time

        rand = random.Random(seed).random
        new_game, legal_actions, apply = self.new_game, self.legal_actions, self.apply
        hands = plays = games = 0
        start = time.perf_counter()
        state = new_game(v, seed)
        while True:
            if state.to_act is None:
                games += 1
                if time.perf_counter() - start >= seconds or (hands_at_least is not None and hands >= hands_at_least):
                    break
                state = new_game(v, seed + games)
            legal = legal_actions(state)
            state = apply(state, legal[int(rand() * len(legal))])
            plays += 1
            if state.to_act is None:
                hands += len(state.results)   # every hand of the game, thrown-in ones too
        elapsed = time.perf_counter() - start
        return {"hands": hands, "games": games, "actions": plays, "seconds": round(elapsed, 3),
                "hands_per_second": round(hands / elapsed, 1)}

    def driver_playouts(self, v, seconds: float, seed: int = 0, hands_at_least: int | None = None) -> dict:
        """Random legal hands through the playout driver (one state, changed in place), deal included; for about
        ``seconds``, or ``hands_at_least`` hands (rounded up to 32)."""
        import random
        import time

        import numpy as np

        rand = random.Random(seed).random
        base = H.new_state(v, seed)
        rng = np.random.default_rng(seed)   # the playouts' own deals: a numpy Generator shuffles a list in C
        hands = 0
        points = [0] * len(v.sides)
        start = time.perf_counter()
        while True:
            if (hands & 31) == 0 and (time.perf_counter() - start >= seconds
                                      or (hands_at_least is not None and hands >= hands_at_least)):
                break
            s = base.copy()
            H.deal(s, hands, v.players - 1, rng=rng)
            for i, p in enumerate(H.playout(s, rand=rand)):   # uniform choices (the k-th legal card, k uniform)
                points[i] += p
            hands += 1
        elapsed = time.perf_counter() - start
        return {"hands": hands, "seconds": round(elapsed, 3), "hands_per_second": round(hands / elapsed, 1),
                "points_per_side": points}
