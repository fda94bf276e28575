"""The frame of a lesson page: header, the five parts (Learn, Play, Odds, Rule card, Teacher's guide), and the self-check."""

from __future__ import annotations

import streamlit as st

from lessons.parts import show

# plain words: an emoji would be an empty box without an emoji font. The teacher's guide is a part of its own, in the
# bar every visitor sees, rather than a section under the rule card: a teacher finds it at once, by its name.
TABS = ("Learn", "Play", "Odds", "Rule card", "Teacher's guide")


def head(game, page_key: str, part: str) -> tuple[Part, ...]:
    """The lesson's header as ONE element: the title (a Material icon for the game's kind: an emoji would be a box
    on machines without an emoji font), the hook and the period line, and the bar of the lesson's five parts.
    Returns (learn, play, odds, card, guide), only the open one to be drawn (check ``part.open``).

    One element, drawn by the table's own block (board.py, ``chrome``), not a title, an HTML line and a segmented
    control: every click at a table redraws every element of the page in the browser, and these three were about
    500 of the 2,700 React components drawn per click at the Euchre table (issue 12's click budget; the figures
    are in benchmarks/table_floor.py). The bar is a group of radio buttons (``role="radio"``, as a segmented
    control is); a click on one opens that part (a rerun of the page). ``part`` is the part open (lesson.py's
    ``open_part``: the choice, kept for the visit under ``<page_key>:tab``)."""
    from lessons.catalog import NAV_ICONS
    from lessons.parts import board, present

    present.controls()
    k = f"{page_key}:tab"
    chosen = part if part in TABS else TABS[0]

    def open_(move: str) -> None:
        asked = move.removeprefix("tab ")
        if asked in TABS:   # anything else did not come from this bar
            st.session_state[k] = asked

    # one line under the title (the table, the hand and the buttons must fit a 1366x768 screen)
    meta = f"{game.period} · {game.kind} · {game.players} players"
    bar = board.radios("Part of the lesson", {t: t for t in TABS}, chosen, act="tab", key=k, group_cls="cp-parts",
                       cls="cp-part")
    board.draw(f"{page_key}:head",
               f'<h1 class="cp-title">{show.icon(NAV_ICONS.get(game.kind, "star"))} {show.escape(game.title)}</h1>'
               f'<p class="cp-hook cp-hook-lesson" title="{show.escape(meta)}">{show.escape(game.hook)} '
               f'<span class="cp-meta">{show.escape(meta)}</span></p>'
               + bar,
               open_, chrome=True)
    return tuple(Part(t == chosen) for t in TABS)


class Part:
    """One part of the lesson: ``open`` if chosen; ``with part:`` draws it in place, after the header (no container
    of its own: only the open part is drawn, and every container is one more block the browser redraws at every
    click at a table)."""

    def __init__(self, open_: bool) -> None:
        self.open = open_

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def self_check(page_key: str, questions: list[tuple[str, list[str], int, str]]) -> None:
    """A short quiz: (question, options, index of the right answer, why)."""
    st.subheader("Check yourself")
    # The questions open on request: a class meets them after the lesson, and the page mounts
    # no quiz widgets until then (a lighter page to switch to).
    if not st.toggle(f"Show the {len(questions)} questions", key=f"{page_key}:quiz:open"):
        return
    answers = []
    for i, (q, options, _, _) in enumerate(questions):
        answers.append(st.radio(f"{i + 1}. {q}", options, index=None, key=f"{page_key}:quiz:{i}"))
    if st.button("Check my answers", key=f"{page_key}:quiz:check"):
        right = 0
        for i, (_, options, correct, why) in enumerate(questions):
            if answers[i] == options[correct]:
                right += 1
                st.success(f"{i + 1}. Right — {why}")
            elif answers[i] is None:
                st.info(f"{i + 1}. Not answered. The answer: {options[correct]} — {why}")
            else:
                st.warning(f"{i + 1}. Not quite: the answer is {options[correct]} — {why}")
        st.markdown(f"**{right} of {len(questions)} right.**")


def options_rows(game) -> list[dict]:
    """The game's rule options with what each does and its source (for the Learn tab)."""
    from engine.core.variant import describe
    from sources.citation import short_cite

    return [{"Option": words(o.name).capitalize(), "Default": words(o.default), "What it does": o.doc,
             "Source": short_cite(o.source, o.locator)} for o in describe(game.Variant)]


def presets_rows(game) -> list[dict]:
    """The game's rule sets by period and source (engine/core/presets.py), each cell HTML: a reenactor sees at once
    which is period-correct for the year portrayed, and why; a rule set's name is the one a link or the command line
    takes, with the old names that still open it."""
    from sources.citation import short_cite

    book, esc = game.presets, show.escape
    was = {}
    for old, new in book.aliases.items():
        was.setdefault(new, []).append(old)
    rows = []
    for name in book:
        p = book.about(name)
        olds = ", ".join(f"<code>{esc(o)}</code>" for o in was.get(name, ()))
        mark = (f"<strong>{esc(p.period_words.capitalize())}.</strong>" if p.period_correct
                else f"<em>{esc(p.period_words.capitalize())}.</em>")
        rows.append({"Rule set": f"{esc(p.label)}<br><code>{esc(name)}</code>" + (f" (was {olds})" if olds else ""),
                     "Date": esc(p.year), "Source": esc(short_cite(p.source, p.locator)),
                     "What differs": esc(p.differs), "Period": f"{mark} {esc(p.why)}"})
    return rows


def presets_html(game) -> str:
    """The rule sets' table (drawn like lesson.table_html's, its cells already HTML), and where no set is
    period-correct for 1863, the reason in a line below it."""
    rows = presets_rows(game)
    head = "".join(f'<th scope="col">{c}</th>' for c in rows[0]) if rows else ""
    body = "".join("<tr>" + "".join(f'<td data-label="{show.attr(c)}">{cell}</td>' for c, cell in r.items()) + "</tr>"
                   for r in rows)
    label = show.attr(f"{game.title}: rule sets by period and source")
    table = (f'<table class="cp-table cp-presets" aria-label="{label}"><thead><tr>{head}</tr></thead>'
             f"<tbody>{body}</tbody></table>")
    why = game.presets.none_for_1863
    return table + (f'<p class="cp-presets-none"><b>No rule set for 1863.</b> {show.escape(why)}</p>' if why else "")


def options_html(game) -> str:
    """The options table as HTML (the lesson draws it inside its prose block)."""
    from lessons.parts.lesson import table_html

    return table_html(options_rows(game), f"{game.title}: rule options")


def words(value) -> str:
    """An option's name or value as words, not an id: 'straight-below-threes' -> 'straight below threes'."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ").replace("-", " ") if isinstance(value, str) else str(value)
