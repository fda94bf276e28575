"""The coach's words and figures as HTML: a decision's grade, the best choice, every choice with its figures.

Pure: a graded ``engine.coach.Decision`` or an ``Evaluation`` in, HTML out (the part that asks the coach and keeps
its answers is lessons/parts/coach.py). A grade is a word and a mark, never a colour alone; every action is drawn
with ``said_html``, so '10♣' is heard 'ten of clubs'.
"""

from __future__ import annotations

import re

from engine.coach import GRADE_WORDS, Decision, Evaluation
from lessons.views.markup import escape, said_html

MARK = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??", "too-close": "≈",
        "forced": "·"}


_CARD = re.compile(r"^(10|[2-9AKQJ])([CDHS])$")
_SIGN = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SUIT = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def readable(action: str) -> str:
    """An engine move as a table writes it: a card's letters as its sign ('play QS' -> 'play Q♠', then said 'play
    queen of spades'), a suit named by its letter with its sign and name ('name C' -> 'name ♣ clubs'), a hyphenated
    word spaced ('order-up alone' -> 'order up alone'); a tile ('6-4') as it is."""
    out: list[str] = []
    for word in str(action).split():
        card = _CARD.match(word)
        if card:
            out.append(card.group(1) + _SIGN[card.group(2)])
        elif word in _SIGN and out and out[-1] in ("name", "call"):
            out.append(f"{_SIGN[word]} {_SUIT[word]}")
        elif "-" in word and not any(ch.isdigit() for ch in word):
            out.append(word.replace("-", " "))
        else:
            out.append(word)
    return " ".join(out)


def said(action: str) -> str:
    return said_html(readable(action))


def figure(x: float) -> str:
    """A value in the game's unit, signed, to two places ('+0.42', '−1.10')."""
    return f"{x:+.2f}".replace("-", "−")


def badge(grade: str) -> str:
    """The grade as a word with its mark, styled by its class (lessons/styles/coach.css)."""
    return (f'<span class="cp-grade cp-grade-{escape(grade)}"><span aria-hidden="true">{MARK[grade]}</span> '
            f"{escape(GRADE_WORDS[grade])}</span>")


def method(ev: Evaluation) -> str:
    """How the figures were made: exact, or how many deals were sampled, and what is assumed of the others."""
    how = "Exact." if ev.exact else f"Estimated from {ev.samples:,} deals, 95% intervals."
    return f"{how} {ev.assumes}".strip()


def choices_table(ev: Evaluation, played: str | None = None, caption: str = "") -> str:
    """Every legal choice, best first, with its value and 95% interval in the game's unit (a real table: a screen
    reader reads it by row and column)."""
    rows = []
    for c in sorted(ev.choices, key=lambda c: -c.value):
        exact = f" <span class='cp-meta'>({c.exact.numerator}/{c.exact.denominator})</span>" if (
            c.exact is not None and c.exact.denominator != 1) else ""
        interval = "exact" if ev.exact else f"{figure(c.low)} to {figure(c.high)}"
        you = " <b>(yours)</b>" if c.action == played else ""
        best = " <b>(best)</b>" if c.action == ev.best.action else ""
        rows.append(f"<tr><td>{said(c.action)}{best}{you}</td><td>{figure(c.value)}{exact}</td>"
                    f"<td>{interval}</td></tr>")
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    return (f'<table class="cp-coach-choices">{cap}<thead><tr><th scope="col">Choice</th>'
            f'<th scope="col">Worth ({escape(ev.scale.unit)})</th><th scope="col">95% interval</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def verdict(d: Decision) -> str:
    """One decision in a line and a half: what was played, its grade, what it cost, the reason."""
    ev = d.evaluation
    if d.grade == "forced":
        cost = escape(ev.note) if ev.note else "The only choice the rules allowed."
    elif d.grade in ("best",):
        cost = "The best choice the coach found."
    elif d.grade == "too-close":
        lo, hi = ev.loss(d.played)[1:]
        cost = (f"Too close to call against {said(d.best)}: the difference lies between "
                f"{figure(-hi)} and {figure(-lo)} {escape(ev.scale.unit)}.")
    else:
        cost = f"Costs {d.loss:.2f} {escape(ev.scale.unit)} against {said(d.best)}."
    return f"{badge(d.grade)} <span>You: {said(d.played)}. {cost} {escape(d.reason)}</span>"


def advice_html(d: Decision) -> str:
    if d.advice is None:
        return ""
    return (f'<blockquote class="cp-coach-advice"><b>The period’s advice:</b> {escape(d.advice.text)} '
            f'<cite>{escape(d.advice.citation)}</cite></blockquote>')


def decision_html(d: Decision, full: bool = False) -> str:
    """A decision as the live coach and the review show it; ``full`` adds every choice and the method."""
    more = ""
    if full and d.grade != "forced":
        more = choices_table(d.evaluation, d.played) + f'<p class="cp-meta">{escape(method(d.evaluation))}</p>'
    return f'<div class="cp-coach-decision"><p>{verdict(d)}</p>{advice_html(d)}{more}</div>'


def ladder_html(rung: int, nudge: str, ev: Evaluation | None) -> str:
    """Live help for the decision in front of the learner, as far up the ladder as they climbed: 1 a nudge (what to
    think about), 2 the best choice, 3 every choice with its figures."""
    parts = [f"<p><b>Think about:</b> {escape(nudge)}</p>"] if rung >= 1 else []
    if rung >= 2 and ev is not None:
        if ev.note:
            parts.append(f"<p>{escape(ev.note)}</p>")
        else:
            parts.append(f"<p><b>The coach’s choice:</b> {said(ev.best.action)} "
                         f"({figure(ev.best.value)} {escape(ev.scale.unit)}).</p>")
    if rung >= 3 and ev is not None and not ev.note:
        parts.append(choices_table(ev) + f'<p class="cp-meta">{escape(method(ev))}</p>')
    return "".join(parts)


def review_rows(decisions: list[tuple[int, Decision]]) -> str:
    """The learner's decisions in a finished hand: (the review's move number, the decision), as a list."""
    if not decisions:
        return '<p class="cp-meta">You made no decision in this hand.</p>'
    items = "".join(f"<li><b>Move {n}.</b> {verdict(d)}{advice_html(d)}</li>" for n, d in decisions)
    return f'<ol class="cp-coach-review" aria-label="Your decisions, graded">{items}</ol>'


def scale_note(ev: Evaluation) -> str:
    """The thresholds, in the unit, with why: said once under the review."""
    s = ev.scale
    return (f"Grades by what a choice loses against the best, in {s.unit}: good up to {s.good:g}, an inaccuracy up "
            f"to {s.inaccuracy:g}, a mistake up to {s.mistake:g}, a blunder beyond. {s.why}")
