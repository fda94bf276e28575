"""Wording shared by the move logs (each game's ``words.py``): only grammar, never a rule."""

from __future__ import annotations


def agree(who: str, verb: str) -> str:
    """The verb (written for one other player: 'passes', 'takes up') agreeing with its subject: 'Abner passes',
    'You pass', 'Abner and Bess pass'."""
    if who != "You" and " and " not in who:
        return verb
    first, _, rest = verb.partition(" ")
    first = first[:-2] if first.endswith(("sses", "shes", "ches", "xes")) else first[:-1]
    return f"{first} {rest}".strip()
