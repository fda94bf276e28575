"""The sentences the Euchre family's move logs share: passing, making trumps, going alone and laying down, a
piece led or played and the trick taken, a hand's result, the game's outcome.

Each game words its own pieces ("the J♠", "the 6-4"), suits and actions and passes them in; the sentences' shape
is here once, so card Euchre, Domino Euchre and Call-Ace say the same thing the same way.
"""

from __future__ import annotations

from engine.core.words import agree, plural


def names_list(names) -> str:
    """'Abner', 'Abner and Caleb', 'Abner, Caleb and Eli'."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural_subject(who: str) -> bool:
    """Whether a subject takes a plural verb: 'You', or several joined by 'and' (not one person whose display name
    holds 'and': ``engine.core.words.plural``)."""
    return plural(who)


def passes(who: str, again: bool = False) -> str:
    """'Abner passes.' in the first round, 'Abner passes again.' in the second."""
    return f"{who} {agree(who, 'passes')}{' again' if again else ''}."


def names_trumps(who: str, suit: str) -> str:
    """'Abner names hearts trumps.' (the second round)."""
    return f"{who} {agree(who, 'names')} {suit} trumps."


def laid_down(partner_names) -> str:
    """'Caleb lays down', 'Bess and Della lay down', 'nobody lays down'."""
    names = list(partner_names)
    if not names:
        return "nobody lays down"
    return " and ".join(names) + (" lays" if len(names) == 1 and not plural(names[0]) else " lay") + " down"


def alone_line(who: str, partner_names) -> str:
    """' Abner will play alone; Caleb lays down.' (a maker with no partner to lay down, at Call-Ace, calls none)."""
    names = list(partner_names)
    if not names:
        return f" {who} will play alone, calling no partner."
    return f" {who} will play alone; {laid_down(names)}."


def defends_alone(who: str, partner_names) -> str:
    """'Bess will defend alone; Della lays down.'"""
    return f"{who} will defend alone; {laid_down(partner_names)}."


def piece_played(who: str, leads: bool, piece: str) -> str:
    """'Abner leads the J♠' / 'Abner plays the 6-4' (no full stop: notes and the trick's taker may follow)."""
    return f"{who} {agree(who, 'leads' if leads else 'plays')} the {piece}"


def trick_taken(winner: str) -> str:
    """'; Caleb takes the trick'."""
    return f"; {winner} {agree(winner, 'takes')} the trick"


def is_partner(who: str) -> str:
    """'You are' / 'Bess is' (the maker's partner, when the called piece is played)."""
    return f"{who} {agree(who, 'is')}"


def called_makers(maker: str, partner: str | None, piece: str, where: str) -> str:
    """Call-Ace's makers: 'Abner and Caleb (who held the A♠)', or 'Abner (no partner: the A♠ was out of play)'."""
    if partner is not None:
        return f"{maker} and {partner} (who held the {piece})"
    return f"{maker} (no partner: the {piece} was {where})"


def made(makers: str, trumps: str, alone: bool, tricks: int, points: int, each: bool = False) -> str:
    """'Abner and Caleb made hearts and took a march: 2 points.' (the makers took three tricks or more)."""
    what = "a march" if tricks == 5 else f"{tricks} tricks"
    pts = "point" if points == 1 else "points"
    return f"{makers} made {trumps}{' alone' if alone else ''} and took {what}: {points} {pts}{' each' if each else ''}."


def euchred(makers: str, trumps: str, alone: bool, tricks: int, others: str) -> str:
    """'Abner made hearts alone but took only 2: euchred! Bess scores 2.' (``others``: who scores what)."""
    return f"{makers} made {trumps}{' alone' if alone else ''} but took only {tricks}: euchred! {others}."


def side_scores(who: str, points: int) -> str:
    """'Bess and Della score 2', 'Abner scores 2'."""
    return f"{who} {'score' if plural_subject(who) else 'scores'} {points}"


def every_other_scores(points: int) -> str:
    return f"Every other player scores {points}"


def outcome(names: str, best: int, rest) -> str:
    """'Abner and Caleb win the game, 5 to 3.' (``rest``: the other sides' scores, highest first)."""
    verb = "win" if plural_subject(names) else "wins"
    against = f" to {', '.join(map(str, rest))}" if rest else ""
    return f"{names} {verb} the game, {best}{against}."
