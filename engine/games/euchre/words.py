"""Euchre's move log in words: one public sentence per action, and the line for each hand's result.

Apart from the rules (``hand.py``) and the refusals (``game.py``): only what the log says lives here.
"""

from __future__ import annotations

from engine.core.words import agree

from . import hand as H
from . import tables as T

NAMES = ("You", "Abner", "Bess", "Caleb", "Della", "Eli", "Fanny")
SUIT_PLURAL = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
SUIT_SYMBOL = "♣♦♥♠"


def thrown_in(game, s) -> str:
    return f"Hand {len(s.results) + 1}: thrown in — all passed twice ({game.seat_name(s.variant, s.dealer)} dealt)."


def side_name(game, s, side: int) -> str:
    """'Abner and Caleb': made once per table and side."""
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
    if sh.call and not b[H.ALONE]:
        return _result_text(game, s, k, to_makers, to_defenders)
    key = ("result", b[H.MAKER], b[H.ALONE], b[H.TRUMP], k, to_makers, to_defenders, b[H.DEFENDER])
    text = sh.words.get(key)
    if text is None:
        text = sh.words[key] = _result_text(game, s, k, to_makers, to_defenders)
    return text


def _result_text(game, s, k: int, to_makers: int, to_defenders: int) -> str:
    v = s.variant
    sh = s.shape
    makers = side_name(game, s, sh.side_of[s.maker]) if not s.alone else game.seat_name(v, s.maker)
    if sh.call and not s.alone:
        ace = T.UNICODE[T.card_id(s.called, 8)]
        maker = game.seat_name(v, s.maker)
        if s.partner >= 0:
            who = f"{maker} and {game.seat_name(v, s.partner)} (who held the {ace})"
        else:
            held = game._played_by(s, T.card_id(s.called, 8)) == s.maker
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
    if sh.each_for_himself:
        return f"{makers} made {trumps} but took only {k}: euchred! Every other player scores {to_defenders}."
    defenders = [i for i in range(len(sh.sides)) if i != sh.side_of[s.maker]]
    who = game.seat_name(v, s.defender) + " (defending alone)" if s.defender >= 0 else \
        side_name(game, s, defenders[0])
    verb = "score" if (" and " in who or who == "You") else "scores"
    return f"{makers} made {trumps}{how} but took only {k}: euchred! {who} {verb} {to_defenders}."


def describe(game, s, action) -> str:
    v = s.variant
    who = game.seat_name(v, s.to_act)
    turn = T.UNICODE[s.turnup] if s.turnup >= 0 else ""
    words = action.split()
    head = words[0] if words else ""
    if s.phase == "order":
        if action == "pass":
            return f"{who} {agree(who, 'passes')}."
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
            return f"{who} {agree(who, 'passes')} again."
        suit = SUIT_PLURAL[T.SUIT_LETTERS.index(words[1])]
        line = f"{who} {agree(who, 'names')} {suit} trumps."
        return line + (alone_line(game, v, s, who) if action.endswith("alone") else "")
    if s.phase == "defence":
        if action == "pass":
            return f"{who} will not defend alone."
        return f"{who} will defend alone; " + laid_down(game, v, s.to_act) + "."
    if s.phase == "call":
        suit = T.SUIT_LETTERS.index(words[1])
        return (f"{who} {agree(who, 'calls')} the {T.UNICODE[T.card_id(suit, 8)]}: whoever holds it is the maker's "
                "partner this hand, unknown until it is played.")
    if s.phase == "discard":
        return f"{who} {agree(who, 'takes')} the {turn} into hand and {agree(who, 'discards')} one card face down."
    if s.phase == "play" and head == "play":
        c = T.ID_OF_TEXT[words[1]]
        line = f"{who} {agree(who, 'plays')} the {T.UNICODE[c]}"
        if len(s.trick) == 0 and len(s.tricks) == 0:
            line = f"{who} {agree(who, 'leads')} the {T.UNICODE[c]}"
        elif len(s.trick) == 0:
            line = f"{who} {agree(who, 'leads')} the {T.UNICODE[c]}"
        if s.called >= 0 and c == T.card_id(s.called, 8) and s.to_act != s.maker:
            line += f" — the called ace: {who} {'are' if who == 'You' else 'is'} the maker's partner"
        if s.trump >= 0 and T.is_left_bower(c, s.trump):
            line += " (the left bower)"
        elif s.trump >= 0 and T.is_right_bower(c, s.trump):
            line += " (the right bower)"
        nxt = game.step(s, action)
        if len(nxt.tricks) > len(s.tricks) or nxt.phase != "play" or nxt.deal_no != s.deal_no:
            done = (s.trick + ((s.to_act, c),))
            w = done[T.trick_winner([x[1] for x in done], s.trump)][0]
            winner = game.seat_name(v, w)
            line += f"; {winner} {agree(winner, 'takes')} the trick"
            if nxt.deal_no != s.deal_no or nxt.phase == "over":
                return line + ". " + nxt.results[-1][0]
        return line + "."
    return f"{who}: {action}"

def alone_line(game, v, s, who: str) -> str:
    """' X will play alone; his partner lays down.' (a Call-Ace maker alone calls no partner)."""
    line = f" {who} will play alone; " + laid_down(game, v, s.to_act) + "."
    return line.replace("; nobody lays down.", ", calling no partner.") if v.call_ace_table else line

def laid_down(game, v, seat: int) -> str:
    p = game.partners(v, seat)
    names = [game.seat_name(v, x) for x in p]
    if not names:
        return "nobody lays down"
    return " and ".join(names) + (" lays" if names != ["You"] and len(names) == 1 else " lay") + " down"
