"""Seven-Up's words: the move log, the points of a hand with who scored each and why, and the seat's view.

Kept apart from the rules (``game.py``): nothing here decides what is legal or who scores.
"""

from __future__ import annotations

from engine.core.variant import variant_to_dict
from engine.core.words import agree
from engine.tricks import bits

from . import deck as D


def join(items: list[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def side_name(v, side: int) -> str:
    from . import GAME

    return join([GAME.seat_name(v, x) for x in v.sides[side]])


def event_text(game, v, e) -> str:
    kind, side, seat, card = e.kind, e.side, e.seat, e.card
    who = game.seat_name(v, seat) if seat >= 0 else side_name(v, side)
    if kind == "turned-jack":
        return f"Jack turned: the {D.SPOKEN[card]} turned up for trumps, 1 to {who} (the dealer)."
    if kind == "gift":
        return f"Gift: 1 to {who}, given by the dealer on a beg."
    if kind == "sale":
        return f"Sale: {e.value} to {who}, who sold the pitch."
    if kind == "setback":
        made = f"made {card} of {-e.value} bid" if card >= 0 else f"made less than {-e.value}"
        return f"Set back: {who}, the pitcher, {made} and {agree(who, 'loses')} {-e.value} (none of the pitcher's " \
               "points scored)."
    if kind == "smudge":
        return f"Smudge: {who} bid four and made all four, and wins the game at once."
    if kind == "high":
        return f"High: the {D.SPOKEN[card]}, dealt to {who}."
    if kind == "low":
        how = "dealt to" if v.low == "dealt" else "taken in a trick by"
        return f"Low: the {D.SPOKEN[card]}, {how} {who}."
    if kind == "jack":
        return f"Jack: the {D.SPOKEN[card]}, taken in a trick by {who}."
    if kind == "game":
        team = side_name(v, side)
        if seat >= 0:
            return f"Game: {team}, tied at {card} in count, the point going to the elder hand."
        return f"Game: {team}, with {card} in count."
    return f"{kind}: {who}"


def hand_lines(game, v, result) -> list[str]:
    """The points of one finished hand, one line each, in the order they were counted."""
    events, counts, note = result.events, result.counts, result.note
    lines = [event_text(game, v, e) for e in events]
    if note and note.kind == "trump" and not any(e.kind == "jack" for e in events):
        at = next((i for i, e in enumerate(events) if e.kind == "game"), len(events))
        lines.insert(at, f"Jack: the {D.SPOKEN[D.card_id(note.value, D.JACK)]} was not in play; no one scores it.")
    if note and note.kind == "pack-out":
        lines.append("The pack ran out before a new suit turned: the cards were bunched and dealt afresh."
                     if note.value == "bunch" else "The pack ran out before a new suit turned: the hand was "
                                                "thrown in and the deal passed.")
    elif counts and not any(e.kind == "game" for e in events):
        best = max(counts)
        if best == 0 or counts.count(best) > 1:
            lines.append(f"Game: no one, a tie at {best} in count.")
    return lines


def hand_text(game, v, i: int, result) -> str:
    pts = [0] * len(v.sides)
    for e in result.events:
        pts[e.side] += e.value
    tally = ", ".join(f"{side_name(v, k)} {p}" for k, p in enumerate(pts))
    return f"Hand {i + 1}: " + " ".join(hand_lines(game, v, result)) + f" ({tally})"


def outcome_text(s) -> str:
    v = s.variant
    name = side_name(v, s.winner)
    rest = sorted((x for i, x in enumerate(s.scores) if i != s.winner), reverse=True)
    return f"{name} {agree(name, 'wins')} the game, {s.scores[s.winner]} to {', '.join(map(str, rest))}."


def describe(game, s, action) -> str:
    v = s.variant
    who = game.seat_name(v, s.to_act)
    if action == "stand":
        return f"{who} {agree(who, 'stands')}: {D.SUIT_PLURAL[D.suit(s.turnup)]} are trumps."
    if action == "beg":
        return f"{who} {agree(who, 'begs')}."
    if v.auction and action in ("pass", "pitch", "sell") or action.startswith("bid "):
        return auction_line(game, s, action, who)
    nxt = game.step(s, action)
    tail = ""
    if nxt.deal_no != s.deal_no or nxt.phase == "over":
        if nxt.phase == "over":
            tail = " " + outcome_text(nxt)
        if len(nxt.results) > len(s.results):
            tail = " " + hand_text(game, v, len(nxt.results) - 1, nxt.results[-1]) + tail
    if action == "give":
        got = join([game.seat_name(v, x) for x in game.gift_receivers(s)])
        return f"{who} {agree(who, 'gives')} one: {got} {agree(got, 'scores')} a point, and {D.SUIT_PLURAL[D.suit(s.turnup)]} " \
               f"are trumps.{tail}"
    if action == "refuse":
        if nxt.deal_no != s.deal_no:
            return f"{who} {agree(who, 'refuses')} and {agree(who, 'runs')} the cards.{tail}"
        turned = list(nxt.aside[len(s.aside) + 1:]) + [nxt.turnup]
        seen = ", then ".join(f"the {D.LABEL[c]}" for c in turned)
        line = f"{who} {agree(who, 'refuses')} and {agree(who, 'runs')} the cards: {seen} turned; " \
               f"{D.SUIT_PLURAL[nxt.trump]} are trumps."
        if D.rank(nxt.turnup) == D.JACK:
            line += f" A jack turned: 1 to {who}."
        return line + tail
    c = game_card(action)
    if action.startswith("discard"):
        return f"{who} {agree(who, 'discards')} a card face down."
    lead = not s.trick
    verb = "pitches" if lead and v.auction and s.trump < 0 else ("leads" if lead else "plays")
    line = f"{who} {agree(who, verb)} the {D.LABEL[c]}"
    if s.trump < 0:
        line += f": {D.SUIT_PLURAL[D.suit(c)]} are trumps"
    if len(nxt.tricks) != len(s.tricks) or nxt.deal_no != s.deal_no or nxt.phase == "over":
        trick = s.trick + ((s.to_act, c),)
        from engine.tricks import trick_winner

        trump = s.trump if s.trump >= 0 else D.suit(c)
        w = trick[trick_winner(D.DECK, trump, [x[1] for x in trick])][0]
        winner = game.seat_name(v, w)
        line += f"; {winner} {agree(winner, 'takes')} the trick"
    return line + "." + tail


def auction_line(game, s, action: str, who: str) -> str:
    """The move log's sentence for a word of the auction: "Abner bids 2", "You sell the pitch to Bess for 2"."""
    v = s.variant
    high = game.high_bid(s)
    if action.startswith("bid "):
        return f"{who} {agree(who, 'bids')} {action.split()[1]}."
    if action == "pass":
        if s.phase == "bid" and s.to_act == s.eldest:
            return f"{who} {agree(who, 'passes')}: the pitch is for sale."
        return f"{who} {agree(who, 'passes')}."
    if action == "pitch":
        if s.phase == "bid":
            return f"{who} {agree(who, 'pitches')} without waiting for a bid, bound to make four."
        return f"{who} {agree(who, 'keeps')} the pitch, bound to make {high}."
    buyer = next(x for x, b in enumerate(s.bids) if b == high)
    name = game.seat_name(v, buyer)
    line = f"{who} {agree(who, 'sells')} the pitch to {name} for {high} and {agree(who, 'scores')} {high}."
    nxt = game.step(s, action)
    if nxt.phase == "over":
        line += " " + hand_text(game, v, len(nxt.results) - 1, nxt.results[-1]) + " " + outcome_text(nxt)
    return line


def game_card(action: str) -> int:
    from .game import CARD_OF

    return CARD_OF[action]


def view(game, s, seat: int) -> dict:
    """Exactly what ``seat`` may know: own hand and discards, the turn-ups, the tricks, the scores."""
    v = s.variant
    n = v.players
    t = s.trump if s.trump >= 0 else (D.suit(s.turnup) if s.turnup >= 0 else -1)
    mine = s.hands[seat] if 0 <= seat < n else 0
    hand = sorted(bits(mine), key=lambda c: D.display_key(c, t))
    results = [{"lines": hand_lines(game, v, r), "text": hand_text(game, v, i, r),
                "points": [sum(e.value for e in r.events if e.side == k) for k in range(len(v.sides))],
                "counts": list(r.counts)} for i, r in enumerate(s.results)]
    return {
        "seat": seat, "players": n, "names": [game.seat_name(v, i) for i in range(n)],
        "sides": [list(x) for x in v.sides], "side_of": [v.side_of(i) for i in range(n)],
        "side_names": [side_name(v, k) for k in range(len(v.sides))],
        "phase": s.phase, "to_act": s.to_act, "dealer": s.dealer, "eldest": s.eldest, "deal_no": s.deal_no,
        "hand": [D.TEXT[c] for c in hand],
        "counts": [h.bit_count() for h in s.hands],
        "discarded": [d.bit_count() for d in s.discards],
        "my_discards": [D.TEXT[c] for c in bits(s.discards[seat])] if 0 <= seat < n else [],
        "stock": len(s.stock),
        "turnup": D.TEXT[s.turnup] if s.turnup >= 0 else None,
        "aside": [D.TEXT[c] for c in s.aside if c >= 0],
        "refused": D.SUIT_LETTERS[s.refused] if s.refused >= 0 else None,
        "trump": D.SUIT_LETTERS[s.trump] if s.trump >= 0 else None,
        "trick": [[a, D.TEXT[c]] for a, c in s.trick],
        "tricks": [{"cards": [[a, D.TEXT[c]] for a, c in tr], "winner": w} for tr, w in s.tricks],
        "taken_count": list(game.counts(s)),
        "scores": list(s.scores), "target": v.target,
        "events": [event_text(game, v, e) for e in s.events],
        "results": results,
        "winner": s.winner if s.winner >= 0 else None,
        "pitch": v.pitch, "low_rule": v.low, "game_tie": v.game_tie, "variant": variant_to_dict(v),
        "gift_blocked": game._gift_blocked(s) >= 0 if s.phase == "give" else False,
        "auction": v.auction, "smudge": v.smudge, "bids": list(s.bids), "pitcher": s.pitcher,
        "contract": s.contract, "high_bid": game.high_bid(s) if v.auction else 0,
    }
