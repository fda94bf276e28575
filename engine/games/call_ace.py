"""Call-Ace Domino Euchre: Domino Euchre without fixed partners, for four or five each keeping his own score.

Everything but the partner is the Domino Euchre engine (``engine.games.domino_euchre``): the deck, the bidding,
following and the tricks; the call itself (who may call, which suits, whose doublet makes the partner, how the
pair scores) is the Euchre family's, as at card Euchre's Call-Ace tables (``engine.games._euchre_family``). This
module adds the one phase and the rules of its own:

- ``call``: before the first lead the bid winner names a partner suit, neither trumps nor the left bower's suit;
  whoever holds that suit's doublet is his partner for the hand (rules ``call-partner``, ``call-suit``);
- the partner is known only to himself until the doublet is played (``call-secret``: the views);
- a maker holding the doublet himself, or with it out of play, has no partner without announcing a lone hand
  (``call-none``); a lone maker calls nobody (``call-alone``);
- the points a side wins go to each of its members, scores kept each for himself (``call-score``).
"""

from __future__ import annotations

from engine.core import IllegalAction
from engine.core.rules import applies
from engine.core.words import agree
from engine.games._euchre_family import hand as F
from engine.games._euchre_family import words as FW
from engine.games.domino_euchre import deck as D
from engine.games.domino_euchre.game import CALL, FAMILY, DEState, DominoEuchre
from engine.games.domino_euchre.rules import CALL_ACE_PRESETS, CALL_ACE_RULES, TERMS, CallAceVariant

RULES = CALL_ACE_RULES


class CallAce(DominoEuchre):
    slug = "call-ace"
    title = "Call-Ace Domino Euchre"
    kind = "dominoes"
    players = "4–5"
    period = "Victorian America, 1860s–1900s"
    hook = "Name a suit, and the holder of its doublet is your secret partner: nobody knows who, not even you."
    icon = ":material/person_search:"
    Variant = CallAceVariant
    presets = CALL_ACE_PRESETS
    rules = RULES
    terms = tuple(t for t in TERMS if t.game == "call-ace")
    shared_code = ("engine/tricks", "engine/games/domino_euchre", "engine/games/_euchre_family")

    @applies("call-players")
    def seats(self, variant) -> int:
        return (variant or CallAceVariant()).players

    def side_of(self, variant, seat: int) -> int:
        return seat

    @applies("call-alone")
    def may_go_alone(self, variant) -> bool:
        return variant.lone

    def _no_alone(self, v) -> None:
        raise IllegalAction("Lone hands are not played at this table (rule option 'lone' is off).",
                            RULES["call-alone"])

    # -- the call: the phase Call-Ace adds to Domino Euchre's (found by the base class like theirs) -------------
    @staticmethod
    def callable_suits(trump: int) -> list[int]:
        """Any suit but trumps and the suit the left bower comes from."""
        return list(F.callable_suits(FAMILY, trump))  # rule: call-suit

    def _legal_call(self, s: DEState) -> list:
        return [CALL[x] for x in self.callable_suits(s.trump)]

    @applies("call-partner", "call-none")
    def _step_call(self, s: DEState, action: str) -> DEState:
        suit = int(action.split()[1])
        partner = F.partner_of(s.hands, F.called_piece(FAMILY, suit), s.maker)
        return self.advance(s._replace(partner_suit=suit, partner=partner), F.PARTNER_CALL)

    def refuse_more(self, s: DEState, action: str) -> None:
        if not action.startswith("call "):
            return
        if s.phase != "call":
            raise IllegalAction(f"Only the bid winner names a partner suit, after trumps are made; now "
                                f"{self._phase_help(s)}.", RULES["call-partner"])
        suit = int(action.split()[1])
        if suit == s.trump:
            why = f"{D.SUITS[suit]} are trumps"
        else:
            why = (f"the left bower {D.TEXT[D.left_bower(s.trump)]} comes from {D.SUITS[suit]}, so that suit has "
                   "no doublet to call")
        ok = " or ".join(D.SUITS[x] for x in self.callable_suits(s.trump))
        raise IllegalAction(f"You cannot call {D.SUITS[suit]}: {why}. Call {ok}.", RULES["call-suit"])

    def phase_rule_more(self, s):
        return RULES["call-partner"]

    # -- scoring: the family's (the maker and his partner are two sides, each scoring the points) --------------
    def makers_name(self, s: DEState) -> str:
        v = s.variant
        me = self.seat_name(v, s.maker)
        if s.alone or s.partner_suit < 0:
            return me
        tile = F.called_piece(FAMILY, s.partner_suit)
        where = "in the maker's own hand" if self.played_by(s, tile) == s.maker or \
            s.hands[s.maker] >> tile & 1 else "out of play"
        return FW.called_makers(me, self.seat_name(v, s.partner) if s.partner >= 0 else None, D.TEXT[tile], where)

    # -- what a seat may know ------------------------------------------------------------------------------------
    @staticmethod
    def played_by(s: DEState, tile: int) -> int:
        return F.played_by(s.tricks, s.trick, tile)

    @applies("call-secret")
    def known_partner(self, s: DEState, seat: int):
        """The maker's partner as ``seat`` knows him: 'none' or a seat once the tile is played or held by
        ``seat`` (its holder knows; the maker holding it knows he has none); None while unknown to ``seat``."""
        if s.partner_suit < 0:
            return None
        who = F.partner_as_known(s.tricks, s.trick, s.hands, F.called_piece(FAMILY, s.partner_suit), s.maker, seat)
        return None if who == F.UNKNOWN else "none" if who < 0 else who

    def view_more(self, s: DEState, seat: int) -> dict:
        return {"partner_suit": s.partner_suit if s.partner_suit >= 0 else None,
                "partner_known": self.known_partner(s, seat),
                "callable": self.callable_suits(s.trump) if s.trump >= 0 else []}

    # -- the move log ----------------------------------------------------------------------------------------------
    def describe_call(self, s: DEState, action: str, who: str) -> str:
        suit = int(action.split()[1])
        return (f"{who} {agree(who, 'names')} {D.SUITS[suit]} the partner suit: whoever holds the "
                f"{D.TEXT[F.called_piece(FAMILY, suit)]} is the maker's partner, unknown until it is played.")

    def describe_play_more(self, s: DEState, c: int, who: str) -> str:
        if s.partner_suit >= 0 and c == F.called_piece(FAMILY, s.partner_suit) and not s.alone:
            if s.to_act == s.maker:
                return " (the partner tile: the maker had no partner)"
            return f" (the partner tile: {FW.is_partner(who)} the maker's partner)"
        return ""

    def probe_actions(self, s: DEState) -> list:
        return super().probe_actions(s)


GAME = CallAce()

__all__ = ["GAME", "CallAce", "CallAceVariant", "RULES"]
