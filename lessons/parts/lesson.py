"""One lesson template: a page names its game and supplies its Play and Odds screens; the words live in text files.

A lesson's words are Markdown files beside the pages, in ``lessons/text/<game module>/``:

- ``learn.md``: the Learn tab (history, equipment, deal, play, scoring, terms, variants);
- ``rulecard.md``: the printable card, ``## Heading`` then ``- line`` bullets;
- ``guide.md``: the teacher's guide, printable on one or two sheets (``lessons/parts/guide.py`` says its sections);
- ``selfcheck.md``: the questions, each ``## Question?``, options as ``- text`` with the right one
  written ``- [x] text``, and a ``> why`` line.

Slots, written ``{{name args}}``, are filled from the engine and the bibliography, so no rule, number or
citation is restated by hand:

=================================  ==========================================================================
``{{cite KEY | LOCATOR}}``         an inline citation: (Wedeward, *Period Games of Chance*, Euchre, 'Deal')
``{{quote KEY | LOCATOR | words}}`` a brief, marked quotation of a public-domain period text, cited
``{{rule ID}}``                    that rule's statement from the rulebook, with its citation
``{{rules ID ID ...}}``            a bulleted list of those rules, each cited
``{{rules}}``                      the whole rulebook as a table (every rule the engine enforces)
``{{options}}``                    the rule options (variants) with defaults and sources
``{{presets}}``                    the rule sets by period and source: date, source, what differs, whether
                                   period-correct for 1863 and why (engine/core/presets.py)
``{{terms}}``                      the game's period terms, cited
``{{value NAME}}``                 a text the page computes from the engine (``values={"NAME": ...}``)
``{{figure NAME}}``                a static HTML figure the page builds (``figures={"NAME": fn}``, ``fn()`` returns
                                   the HTML), drawn inside the prose's block; own line
``{{widget NAME}}``                a Streamlit part the page draws here (``widgets={"NAME": fn}``), own line: only
                                   for what the learner works (a slider, a toggle), as it cuts the prose in two blocks
=================================  ==========================================================================

A paragraph that opens with ``> [!NOTE]`` (the rest of its lines quoted with ``>``) is drawn as a notice box
(an aside in the look of ``st.info``): a note on the sources, a caution. The self-check and the rule card take
``{{value NAME}}`` too.

The prose, its notes and the static tables are turned into HTML here, on the server, once per text
(``prose_html``), and drawn as one block (``board.static``) between two widgets: the browser then mounts a few elements
instead of dozens of Markdown blocks parsed one by one, which was most of the time of opening a lesson from the
sidebar. (A note drawn as ``st.info`` was an element of its own, its Markdown parsed in the browser, and it cut
the prose around it in two blocks: the five lessons with a note opened about 10% slower.)
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from pathlib import Path

import streamlit as st
from markdown_it import MarkdownIt

from engine.games import module_name
from lessons.parts import board, classroom, guide, rulecard, session, share, shared, show
from lessons.parts import page as frame
from sources.citation import short_cite

TEXT = Path(__file__).resolve().parents[1] / "text"
SLOT = re.compile(r"\{\{\s*(\w+)\s*([^}]*?)\s*\}\}")
WIDGET_LINE = re.compile(r"^\s*\{\{\s*widget\s+(\w+)\s*\}\}\s*$", re.M)


@cache
def read(slug: str, name: str) -> str:
    """A lesson's text file (cached: the files do not change while the site runs)."""
    return (TEXT / module_name(slug) / name).read_text(encoding="utf-8")


YEAR = re.compile(r" \((\d{4}[^()]*|n\.d\.)\)")


def cite_in(key: str, locator: str, markup: bool = True) -> str:
    """A citation to sit inside parentheses: its year after a comma and any inner brackets square, so the text
    never reads '(Curtis, Queer Luck (1900))'."""
    inner = YEAR.sub(r", \1", short_cite(key, locator, markup=markup))
    return f"({inner.replace('(', '[').replace(')', ']')})"


def fill(game, text: str, values: Mapping[str, str] | None = None, markup: bool = True) -> str:
    """Replace the inline slots of ``text`` (not ``widget``, ``rules`` alone, ``options`` or ``terms``)."""
    values = {} if values is None else values

    def one(m: re.Match) -> str:
        name, arg = m.group(1), m.group(2)
        if name == "cite":
            key, _, loc = (x.strip() for x in arg.partition("|"))
            return cite_in(key, loc, markup)
        if name == "quote":
            key, loc, words = (x.strip() for x in (arg.split("|", 2) + ["", ""])[:3])
            return f"“{words}” {cite_in(key, loc, markup)}"
        if name == "rule":
            r = game.rules[arg.strip()]
            return f"{r.text} {cite_in(r.source, r.locator, markup)}"
        if name == "rules" and arg.strip():
            return "\n".join(f"- {one_rule(game, rid, markup)}" for rid in arg.split())
        if name == "value":
            return str(values[arg.strip()])
        return m.group(0)

    return SLOT.sub(one, text)


def one_rule(game, rule_id: str, markup: bool = True) -> str:
    r = game.rules[rule_id]
    return f"{r.text} {cite_in(r.source, r.locator, markup)}"


def markdown(game, text: str, values: Mapping[str, str] | None = None,
             widgets: Mapping[str, Callable[[], None]] | None = None,
             figures: Mapping[str, Callable[[], str]] | None = None) -> None:
    """Render lesson Markdown with its slots: the prose, its notes, its figures and the rules, options and terms
    tables as HTML blocks, each as large as it can be; a ``{{widget NAME}}`` slot draws that Streamlit part in its
    place, between two blocks."""
    widgets, figures = widgets or {}, figures or {}
    blocks = {"rules": lambda: rules_html(game), "options": lambda: frame.options_html(game),
              "presets": lambda: frame.presets_html(game), "terms": lambda: terms_html(game)}
    pattern = re.compile(r"^\s*\{\{\s*((?:widget|figure)\s+\w+|rules|options|presets|terms)\s*\}\}\s*$", re.M)
    pos, pending = 0, []
    for m in pattern.finditer(text):
        pending += _prose(game, text[pos:m.start()], values)
        name = m.group(1).split()
        if name[0] == "widget":
            _draw(game, pending)
            pending = []
            widgets[name[1]]()
        elif name[0] == "figure":
            pending.append(figures[name[1]]())
        else:
            pending.append(blocks[name[0]]())
        pos = m.end()
    _draw(game, pending + _prose(game, text[pos:], values))


NOTE = re.compile(r"^>\s*\[!NOTE\]\s*\n((?:>.*(?:\n|$))*)", re.M)


def _prose(game, text: str, values) -> list[str]:
    """Markdown between block slots as HTML pieces; a ``> [!NOTE]`` paragraph is a notice box in its place."""
    out, pos = [], 0
    for m in NOTE.finditer(text):
        chunk = text[pos:m.start()].strip()
        if chunk:
            out.append(prose_html(fill(game, chunk, values)))
        body = "\n".join(line[1:].strip() for line in m.group(1).splitlines())
        out.append(note_html(fill(game, body, values)))
        pos = m.end()
    rest = text[pos:].strip()
    if rest:
        out.append(prose_html(fill(game, rest, values)))
    return out


def note_html(markdown_text: str) -> str:
    """A note on the sources or a caution, boxed as ``st.info`` boxes it (style.py's ``cp-note``), with its book icon;
    ``role="note"``: read as a note where it stands, not announced as an alert when the page opens."""
    return f'<aside class="cp-note" role="note">{show.icon("menu_book")}<div>{prose_html(markdown_text)}</div></aside>'


def _draw(game, pieces: list[str]) -> None:
    if pieces:
        body = f'<div class="cp-prose">{"".join(pieces)}</div>'
        board.static(f"{module_name(game.slug)}:prose", body)


# Markdown as Streamlit draws it (CommonMark with GitHub's tables), raw HTML in the text escaped, not passed on.
MD = MarkdownIt("commonmark", {"html": False}).enable("table")


def _heading_open(renderer, tokens, idx, options, env):
    """Headings get the id Streamlit's Markdown gave them ('The deal' -> 'the-deal'), so an anchor still works."""
    title = tokens[idx + 1].content if idx + 1 < len(tokens) else ""
    tokens[idx].attrSet("id", re.sub(r"[^\w]+", "-", re.sub(r"[*_`]", "", title).lower()).strip("-"))
    return renderer.renderToken(tokens, idx, options, env)


MD.add_render_rule("heading_open", _heading_open)


@lru_cache(maxsize=1024)
def prose_html(text: str) -> str:
    """Lesson Markdown (slots already filled) as HTML; cached by the text, the same for every visitor."""
    return MD.render(text)


@lru_cache(maxsize=4096)
def inline_html(text: str) -> str:
    """One line of Markdown (a citation's *title*) as HTML, without a paragraph around it."""
    return MD.renderInline(text)


def table_html(rows: list[dict], label: str = "") -> str:
    """A static table as HTML, drawn like ``st.table(..., border="horizontal")`` (style.py's ``cp-table``);
    cells are Markdown-free text, escaped."""
    if not rows:
        return ""
    cols = list(rows[0])
    head = "".join(f'<th scope="col">{html.escape(c, quote=False)}</th>' for c in cols)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(r[c]), quote=False)}</td>" for c in cols) + "</tr>" for r in rows)
    aria = f' aria-label="{html.escape(label)}"' if label else ""
    return f'<table class="cp-table"{aria}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def rules_rows(game) -> list[dict]:
    return [{"Rule": r.text, "Source": short_cite(r.source, r.locator)} for r in game.rules]


def terms_rows(game) -> list[dict]:
    return [{"Term": t.word, "Meaning": t.meaning, "Source": short_cite(t.source, t.locator)} for t in game.terms]


_TABLES: dict[tuple[str, str], str] = {}   # (game, table) -> HTML: a rulebook does not change while the site runs


def rules_html(game) -> str:
    """Every rule the engine enforces, from the rulebook (a static table: it mounts fast, projects and prints)."""
    key = (game.slug, "rules")
    if key not in _TABLES:
        _TABLES[key] = table_html(rules_rows(game), f"{game.title}: every rule the table enforces")
    return _TABLES[key]


def terms_html(game) -> str:
    key = (game.slug, "terms")
    if key not in _TABLES:
        _TABLES[key] = table_html(terms_rows(game), f"{game.title}: period terms")
    return _TABLES[key]


# -- the self-check and the rule card, parsed from their files --------------------------------------------------
def questions(game, values: Mapping[str, str] | None = None) -> list[tuple[str, list[str], int, str]]:
    """``selfcheck.md`` as (question, options, index of the right one, why); ``values`` fill its value slots."""
    out = []
    for block in re.split(r"^## ", read(game.slug, "selfcheck.md"), flags=re.M)[1:]:
        lines = [x.rstrip() for x in block.strip().splitlines() if x.strip()]
        q = fill(game, lines[0], values)
        opts, right, why = [], -1, []
        for line in lines[1:]:
            if line.startswith("- [x] "):
                right = len(opts)
                opts.append(fill(game, line[6:], values))
            elif line.startswith("- "):
                opts.append(fill(game, line[2:], values))
            elif line.startswith(">"):
                why.append(line.lstrip("> "))
        if right < 0:
            raise ValueError(f"{game.slug} self-check: no right answer marked for {q!r}")
        out.append((q, opts, right, fill(game, " ".join(why), values)))
    return out


def card_sections(game, values: Mapping[str, str] | None = None) -> tuple[list[tuple[str, list[str]]], list]:
    """``rulecard.md`` as (heading, lines) sections, and the sources its slots cite (for the card's footer)."""
    text = read(game.slug, "rulecard.md")
    cited: list[tuple[str, str]] = []
    for m in SLOT.finditer(text):
        if m.group(1) == "cite":
            key, _, loc = (x.strip() for x in m.group(2).partition("|"))
            cited.append((key, loc))
        elif m.group(1) == "rule":
            r = game.rules[m.group(2).strip()]
            cited.append((r.source, r.locator))
    plain = SLOT.sub(lambda m: _card_slot(game, m, values), text)
    sections = []
    for block in re.split(r"^## ", plain, flags=re.M)[1:]:
        lines = block.strip().splitlines()
        sections.append((lines[0].strip(), [x[2:].strip() for x in lines[1:] if x.startswith("- ")]))
    return sections, list(dict.fromkeys(cited))


def _card_slot(game, m: re.Match, values) -> str:
    """On the card a rule is its statement alone and a citation is left to the footer, to fit one sheet."""
    name, arg = m.group(1), m.group(2).strip()
    if name == "rule":
        return game.rules[arg].text
    if name == "cite":
        return ""
    if name == "value":
        return str(({} if values is None else values)[arg])
    return m.group(0)


# -- the page ---------------------------------------------------------------------------------------------------
CAME_FROM, ON_PAGE = "site:came-from", "site:on-page"   # the router's: the page of the run before, and this one's


def open_part(key: str) -> str:
    """The part of the lesson open in this run, kept under ``<key>:tab`` for the visit: when the lesson is entered,
    the table if the address named a deal or a class (a shared link, a reload, a class code), else the lesson's
    words; then whatever the learner opens from the header's bar (page.py's ``head``). Decided on entering, not
    at every run: the address bar takes the table's seed at the end of a visit's first run."""
    k = f"{key}:tab"
    entered = st.session_state.get(CAME_FROM) != st.session_state.get(ON_PAGE)
    if entered or st.session_state.get(k) not in frame.TABS:
        named = "seed" in st.query_params or classroom.CODE in st.query_params or shared.CODE in st.query_params
        st.session_state[k] = frame.TABS[1] if named else frame.TABS[0]
    return st.session_state[k]


def page(game, play: Callable[[], None], odds: Callable[[], None], *,
         values: Mapping[str, str] | Callable[[], Mapping[str, str]] | None = None,
         widgets: Mapping[str, Callable[[], None]] | None = None,
         figures: Mapping[str, Callable[[], str]] | None = None,
         before_tabs: Callable[[], None] | None = None) -> None:
    """Draw a whole lesson: the header, then Learn, Play, Odds, Rule card and Teacher's guide as parts (only the open
    one runs).

    ``values`` (or a function giving them, called only when a text needs them) fills ``{{value NAME}}``;
    ``widgets`` and ``figures`` fill ``{{widget NAME}}`` and ``{{figure NAME}}``; ``before_tabs`` runs first (for
    example the share link's reader), so a link opens at the table."""
    with share.address_at_end():
        _page(game, play, odds, values, widgets, figures, before_tabs)


def _page(game, play, odds, values, widgets, figures, before_tabs) -> None:
    key = module_name(game.slug)
    learn, play_tab, odds_tab, card_tab, guide_tab = frame.head(game, key, open_part(key))
    if before_tabs:
        before_tabs()

    def vals():
        return values() if callable(values) else values

    notice = st.session_state.get(session.key(key, "notice"))
    if notice and not play_tab.open:
        st.warning(notice, icon=":material/warning:")
    if learn.open:
        with learn:
            shown = vals()
            markdown(game, read(game.slug, "learn.md"), shown, widgets, figures)
            frame.self_check(key, questions(game, shown))
    if play_tab.open:
        with play_tab:
            play()
    if odds_tab.open:
        with odds_tab:
            odds()
    if card_tab.open:
        with card_tab:
            sections, cited = card_sections(game, vals())
            rulecard.render(game, sections, cited)
    if guide_tab.open:
        with guide_tab:
            guide.render(game, vals())
