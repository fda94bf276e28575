"""The frame of a lesson page: header, the four parts (Learn, Play, Odds, Rule card), and the self-check."""

from __future__ import annotations

import streamlit as st

from lessons.parts import show

TABS = ("Learn", "Play", "Odds", "Rule card")  # plain words: an emoji would be an empty box without an emoji font


def header(game) -> None:
    """The title with a Material icon for the game's kind (an emoji would be a box on machines without an emoji
    font), the hook, and the period line."""
    from lessons.catalog import NAV_ICONS
    from lessons.parts import present

    present.controls()
    st.title(f"{NAV_ICONS.get(game.kind, ':material/star:')} {game.title}")
    # one line under the title (the table, the hand and the buttons must fit a 1366x768 screen)
    meta = f"{game.period} · {game.kind} · {game.players} players"
    # st.html, not Markdown: a lesson's Learn tab then draws no raw HTML through Markdown, whose parser
    # (rehype-raw, three scripts) the browser would fetch and compile at the first lesson of every visit
    st.html(f'<p class="cp-hook cp-hook-lesson" title="{show.escape(meta)}">{show.escape(game.hook)} '
            f'<span class="cp-meta">{show.escape(meta)}</span></p>')


def lesson_tabs(page_key: str, default: str | None = None) -> tuple[Part, ...]:
    """(learn, play, odds, card): the lesson's four parts, only the open one drawn (check ``part.open``).

    A segmented control styled as tabs (style.py's ``cp-parts``), not ``st.tabs``: in the browser, every rerun of
    the table's fragment re-rendered the tab set around it, about 14 ms of script per click at the Euchre table
    (Chromium's own counters, the same clicks with and without it) and most of what kept a click over issue 12's
    budget. Only the open part is drawn, as lazy tabs did; ``page_key`` remembers it for the visit."""
    with st.container(key="cp-parts"):
        chosen = st.segmented_control("Part of the lesson", list(TABS), key=f"{page_key}:tab",
                                      default=default or TABS[0], required=True, label_visibility="collapsed")
    return tuple(Part(t == chosen) for t in TABS)


class Part:
    """One part of the lesson: ``open`` if chosen, and then a container to draw it in (``with part:``)."""

    def __init__(self, open_: bool) -> None:
        self.open = open_
        self._box = st.container() if open_ else None

    def __enter__(self):
        return self._box.__enter__()

    def __exit__(self, *exc):
        return self._box.__exit__(*exc)


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


def options_html(game) -> str:
    """The options table as HTML (the lesson draws it inside its prose block)."""
    from lessons.parts.lesson import table_html

    return table_html(options_rows(game), f"{game.title}: rule options")


def words(value) -> str:
    """An option's name or value as words, not an id: 'straight-below-threes' -> 'straight below threes'."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ").replace("-", " ") if isinstance(value, str) else str(value)
