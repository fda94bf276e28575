"""Euchre's move log in words: one public sentence per action, and the line for each hand's result.

Apart from the rules (``hand.py``) and the refusals (``game.py``): only what the log says lives here, and of it
only card Euchre's own words (its cards and suits, ordering up, the discard, the called ace): the sentences the
Euchre family shares are in ``engine.games._euchre_family.words`` (``FW``).
"""

from __future__ import annotations

from engine.core.words import agree, seating
from engine.games._euchre_family import words as FW

from . import hand as H
from . import tables as T

NAMES = ("You", "Abner", "Bess", "Caleb", "Della", "Eli", "Fanny")
FIRST = "Hiram"   # seat 0 as a computer player, read from another seat at a shared table (engine.core.words)
SUIT_PLURAL = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
SUIT_SYMBOL = "♣♦♥♠"


def thrown_in(game, s) -> str:
    return f"Hand {len(s.results) + 1}: thrown in — all passed twice ({game.seat_name(s.variant, s.dealer)} dealt)."


def side_name(game, s, side: int) -> str:
    """'Abner and Caleb': made once per table and side."""
    if seating() is not None:   # the cache below is the lone reader's names (a shared table names each its own)
        return game.side_name(s.variant, side)
    names = s.shape.words
    text = names.get(side)
    if text is None:
        text = names[side] = game.side_name(s.variant, side)
    return text


def result_text(game, s, k: int, to_makers: int, to_defenders: int) -> str:
    """The line for a hand's result. Without a called partner it reads only the table's shape and a few small
    ints, so it is made once per table and outcome."""
    sh = s.shape
    b = s.bid
    if (sh.call and not b[H.ALONE]) or seating() is not None:
        return _result_text(game, s, k, to_makers, to_defenders)
    key = ("result", b[H.MAKER], b[H.ALONE], b[H.TRUMP], k, to_makers, to_defenders, b[H.DEFENDER], b[H.CONTRACT])
    text = sh.words.get(key)
    if text is None:
        text = sh.words[key] = _result_text(game, s, k, to_makers, to_defenders)
    return text


def _result_text(game, s, k: int, to_makers: int, to_defenders: int) -> str:
    v = s.variant
    sh = s.shape
    if sh.hp:
        return _contract_text(game, s, k, to_makers, to_defenders)
    makers = side_name(game, s, sh.side_of[s.maker]) if not s.alone else game.seat_name(v, s.maker)
    trumps = SUIT_PLURAL[s.trump]
    if sh.call and not s.alone:
        ace = H.called_card(s.called)
        held = game._played_by(s, ace) == s.maker
        where = "in the maker's own hand" if held else "not in play (undealt or discarded)"
        who = FW.called_makers(game.seat_name(v, s.maker), game.seat_name(v, s.partner) if s.partner >= 0 else None,
                               T.UNICODE[ace], where)
        if to_makers:
            return FW.made(who, trumps, False, k, to_makers, each=s.partner >= 0)
        return FW.euchred(who, trumps, False, k, FW.every_other_scores(to_defenders))
    if to_makers:
        return FW.made(makers, trumps, s.alone, k, to_makers)
    if sh.each_for_himself:
        return FW.euchred(makers, trumps, False, k, FW.every_other_scores(to_defenders))
    defenders = [i for i in range(len(sh.sides)) if i != sh.side_of[s.maker]]
    who = game.seat_name(v, s.defender) + " (defending alone)" if s.defender >= 0 else \
        side_name(game, s, defenders[0])
    return FW.euchred(makers, trumps, s.alone, k, FW.side_scores(who, to_defenders))


def _contract_text(game, s, k: int, to_makers: int, to_defenders: int) -> str:
    """Hasenpfeffer's result: 'Abner and Caleb bid 4 in hearts and took 5: 5 points to Abner and Caleb, 1 to You and
    Bess.' or '… took only 3: Abner and Caleb lose 4; You and Bess score 3.'"""
    sh = s.shape
    makers = side_name(game, s, sh.side_of[s.maker])
    others = side_name(game, s, 1 - sh.side_of[s.maker])
    head = f"{makers} bid {s.contract} in {SUIT_PLURAL[s.trump]} and took {'' if to_makers > 0 else 'only '}{k}: "
    if to_makers > 0:
        return head + f"{to_makers} to {makers}" + (f", {to_defenders} to {others}." if to_defenders else ".")
    return head + f"{makers} {agree(makers, 'loses')} {-to_makers}; {others} {agree(others, 'scores')} {to_defenders}."


def _bid_line(game, s, action: str, who: str) -> str:
    """A Hasenpfeffer bid or pass; the fourth call ends the bidding (the high bid, or the joker's holder bound to
    three, or the hand thrown in)."""
    v = s.variant
    line = FW.passes(who) if action == "pass" else f"{who} {agree(who, 'bids')} {action.split()[1]}."
    if len(s.calls) + 1 < v.players:
        return line
    nxt = game.step(s, action)
    if nxt.deal_no != s.deal_no or nxt.phase == "over":
        return (line + f" All have passed and the joker lies face down: the hand is thrown in and "
                f"{game.seat_name(v, nxt.dealer)} {agree(game.seat_name(v, nxt.dealer), 'deals')}.")
    bidder = game.seat_name(v, nxt.maker)
    if action == "pass" and not s.contract:
        return line + f" All have passed: {bidder} {agree(bidder, 'holds')} the joker and must bid {nxt.contract}."
    return line + f" {bidder} {agree(bidder, 'has')} the high bid, {nxt.contract}, and {agree(bidder, 'names')} trumps."


def describe(game, s, action) -> str:
    v = s.variant
    who = game.seat_name(v, s.to_act)
    turn = T.UNICODE[s.turnup] if s.turnup >= 0 else ""
    words = action.split()
    head = words[0] if words else ""
    if s.phase == "order":
        if action == "pass":
            return FW.passes(who)
        suit = SUIT_PLURAL[T.suit_of(s.turnup)]
        took = "takes up" if s.to_act == s.dealer else "orders up"
        line = f"{who} {agree(who, took)} the {turn}: {suit} are trumps."
        return line + (alone_line(game, v, s, who) if action.endswith("alone") else "")
    if s.phase == "name":
        if action == "pass":
            if len(s.calls) == 2 * v.players - 1:
                nxt = game.seat_name(v, (s.dealer + 1) % v.players)
                return (f"{who} {agree(who, 'passes')}: all have passed twice, the hand is thrown in and "
                        f"{nxt} {agree(nxt, 'deals')}.")
            return FW.passes(who, again=True)
        line = FW.names_trumps(who, SUIT_PLURAL[T.SUIT_LETTERS.index(words[1])])
        return line + (alone_line(game, v, s, who) if action.endswith("alone") else "")
    if s.phase == H.BIDDING:
        return _bid_line(game, s, action, who)
    if s.phase == H.TRUMPS:
        side = side_name(game, s, s.shape.side_of[s.to_act])
        return (f"{FW.names_trumps(who, SUIT_PLURAL[T.SUIT_LETTERS.index(words[1])])[:-1]}: {side} "
                f"{agree(side, 'needs')} {s.contract} of the six tricks.")
    if s.phase == H.JOKER_UP:
        line = (f"The {turn} is turned up: {who} {agree(who, 'takes')} it and {agree(who, 'names')} "
                f"{SUIT_PLURAL[T.SUIT_LETTERS.index(words[1])]} trumps.")
        return line + (alone_line(game, v, s, who) if action.endswith("alone") else "")
    if s.phase == "defence":
        if action == "pass":
            return f"{who} will not defend alone."
        return FW.defends_alone(who, partner_names(game, v, s.to_act))
    if s.phase == "call":
        suit = T.SUIT_LETTERS.index(words[1])
        return (f"{who} {agree(who, 'calls')} the {T.UNICODE[H.called_card(suit)]}: whoever holds it is the maker's "
                "partner this hand, unknown until it is played.")
    if s.phase == "discard":
        if s.shape.hp:   # Hasenpfeffer's widow, never shown
            return f"{who} {agree(who, 'takes')} the widow into hand and {agree(who, 'discards')} one card face down."
        return f"{who} {agree(who, 'takes')} the {turn} into hand and {agree(who, 'discards')} one card face down."
    if s.phase == "play" and head == "play":
        c = T.ID_OF_TEXT[words[1]]
        line = FW.piece_played(who, not s.trick, T.UNICODE[c])
        if s.called >= 0 and c == H.called_card(s.called) and s.to_act != s.maker:
            line += f" — the called ace: {FW.is_partner(who)} the maker's partner"
        if c == T.JOKER:
            line += " (the best trump)"
        elif s.trump >= 0 and T.is_left_bower(c, s.trump):
            line += " (the left bower)"
        elif s.trump >= 0 and T.is_right_bower(c, s.trump):
            line += " (the right bower)"
        nxt = game.step(s, action)
        if len(nxt.tricks) > len(s.tricks) or nxt.phase != "play" or nxt.deal_no != s.deal_no:
            done = (s.trick + ((s.to_act, c),))
            w = done[T.trick_winner([x[1] for x in done], s.trump)][0]
            line += FW.trick_taken(game.seat_name(v, w))
            if nxt.deal_no != s.deal_no or nxt.phase == "over":
                return line + ". " + nxt.results[-1][0]
        return line + "."
    return f"{who}: {action}"

def alone_line(game, v, s, who: str) -> str:
    """' X will play alone; his partner lays down.' (a Call-Ace maker alone calls no partner)."""
    return FW.alone_line(who, partner_names(game, v, s.to_act))


def partner_names(game, v, seat: int) -> list[str]:
    """The names of ``seat``'s partners, who lay down when he plays or defends alone."""
    return [game.seat_name(v, x) for x in game.partners(v, seat)]
