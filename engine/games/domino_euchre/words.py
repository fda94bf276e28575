"""The move log's wording and the refusals' sentences, apart from the rules that decide them.

Only Domino Euchre's own words are here (its tiles and suits, accepting, the exchange, the partner tile): the
sentences the Euchre family shares are in ``engine.games._euchre_family.words`` (``FW``).
"""

from __future__ import annotations

from engine.core.words import agree
from engine.games._euchre_family import words as FW
from engine.tricks import trick_winner

from . import deck as D


def tile_list(tiles) -> str:
    names = [f"{D.TEXT[c]}" for c in tiles]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def follow_reason(trump: int, led: int, played: int, follow: list[int]) -> str:
    """'You must follow fives: the 5-2 is a five while fives are led.' (with the two-suit cases explained)."""
    suits, one = D.SUITS[led], D.SINGULAR[led]
    if led == trump:
        lb = D.left_bower(trump)
        extra = f" (the {D.TEXT[lb]} is the left bower, a trump)" if lb in follow else ""
        return f"You must follow trumps, {suits}: you hold the {tile_list(follow)}{extra}."
    if D.is_trump(played, trump) and D.belongs(played, led, -1):
        return (f"You must follow {suits}: the {D.TEXT[played]} is a trump while {D.SUITS[trump]} are trumps, so "
                f"it does not follow {suits}; you hold the {tile_list(follow)}.")
    verb = "is a" if len(follow) == 1 else "are"
    noun = one if len(follow) == 1 else suits
    return f"You must follow {suits}: the {tile_list(follow)} {verb} {noun} while {suits} are led."


def phase_help(game, s) -> str:
    if s.phase == "bid1":
        return (f"the first round of bidding is on: pass, or accept {D.SUITS[D.lead_suit(s.turnup, -1)]} "
                "('accept')")
    if s.phase == "bid2":
        return "the second round is on: pass, or name a suit ('name 4')"
    if s.phase == "exchange":
        return f"{game.seat_name(s.variant, s.exchanger)} may take the turn-up {D.TEXT[s.turnup]} ('exchange 6-4' or 'leave')"
    if s.phase == "call":
        return "the bid winner is naming the partner suit ('call 3')"
    return "the hand is being played: play a tile ('play 6-4')"


def thrown_in(game, s) -> str:
    v = s.variant
    nxt = game.seat_name(v, (s.dealer + 1) % v.players)
    return f"Hand {len(s.results) + 1}: thrown in, all passed twice; {nxt} {agree(nxt, 'deals')} next."


def describe(game, s, action: str) -> str:
    v = s.variant
    who = game.seat_name(v, s.to_act)
    words = action.split()
    head = words[0] if words else ""
    if s.phase == "bid1":
        if action == "pass":
            return FW.passes(who)
        suit = D.SUITS[D.lead_suit(s.turnup, -1)]
        line = f"{who} {agree(who, 'accepts')} {suit} as trumps (the turn-up {D.TEXT[s.turnup]})."
        return line + (alone_line(game, s, who) if action.endswith("alone") else "")
    if s.phase == "bid2":
        if action == "pass":
            if len(s.bids) == 2 * v.players - 1:
                return f"{who} {agree(who, 'passes')}: all have passed twice, and the hand is thrown in."
            return FW.passes(who, again=True)
        line = FW.names_trumps(who, D.SUITS[int(words[1])])
        return line + (alone_line(game, s, who) if action.endswith("alone") else "")
    if s.phase == "exchange":
        if action == "leave":
            return f"{who} {agree(who, 'leaves')} the turn-up {D.TEXT[s.turnup]} where it lies."
        return f"{who} {agree(who, 'takes')} the turn-up {D.TEXT[s.turnup]} and {agree(who, 'gives')} up a tile face down."
    if s.phase == "call":
        return game.describe_call(s, action, who)
    if s.phase == "play" and head == "play":
        c = D.parse_tile(words[1])
        t = s.trump
        line = FW.piece_played(who, not s.trick, D.TEXT[c])
        if c == D.right_bower(t):
            line += " (the right bower)"
        elif c == D.left_bower(t):
            line += " (the left bower)"
        elif not s.trick:
            line += " (trumps led)" if D.is_trump(c, t) else f" ({D.SUITS[D.lead_suit(c, t)]} led)"
        line += game.describe_play_more(s, c, who)
        nxt = game.step(s, action)
        if len(nxt.tricks) > len(s.tricks) or nxt.deal_no != s.deal_no or nxt.phase == "over":
            done = s.trick + ((s.to_act, c),)
            w = done[trick_winner(D.DECK, t, [x[1] for x in done])][0]
            line += FW.trick_taken(game.seat_name(v, w))
            if nxt.deal_no != s.deal_no or nxt.phase == "over":
                return line + ". " + nxt.results[-1].text
        return line + "."
    return f"{who}: {action}"


def alone_line(game, s, who: str) -> str:
    v = s.variant
    return FW.alone_line(who, [game.seat_name(v, x) for x in game.partners(v, s.to_act)])


def result(game, s, k: int, to_makers: int, to_others: int) -> str:
    v = s.variant
    trumps = D.SUITS[s.trump]
    makers = game.makers_name(s)
    head = f"Hand {len(s.results) + 1}: "
    if to_makers:
        each = game.maker_count(s) > 1 and not v.partnership
        return head + FW.made(makers, trumps, s.alone, k, to_makers, each=each)
    if not v.partnership:
        others = f"The others score {to_others} each" if game.maker_count(s) > 1 else \
            FW.every_other_scores(to_others)
        return head + FW.euchred(makers, trumps, s.alone, k, others)
    them = game.side_name(v, 1 - game.side_of(v, s.maker))
    return head + FW.euchred(makers, trumps, s.alone, k, FW.side_scores(them, to_others))


def outcome_text(game, s, sides: list[int], best: int) -> str:
    v = s.variant
    names = " and ".join(game.side_name(v, i) for i in sides)
    rest = sorted((x for i, x in enumerate(s.scores) if i not in sides), reverse=True)
    return FW.outcome(names, best, rest)
