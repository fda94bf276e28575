"""Glossary: period terms from every game, each with its meaning and source; searchable."""

import html

import streamlit as st

from lessons.catalog import available_games
from lessons.parts import board
from lessons.parts.lesson import inline_html
from sources.citation import short_cite
from sources.glossary import GENERAL_TERMS

st.title("Glossary")
st.markdown("The words players used at the table, each with where we found it.")

terms = [(t, "General") for t in GENERAL_TERMS]
for game in available_games():
    terms += [(t, game.title) for t in game.terms]
terms.sort(key=lambda pair: pair[0].word.lower())

games = sorted({g for _, g in terms})
c1, c2 = st.columns([2, 1])
query = c1.text_input("Search the glossary", placeholder="e.g. bower, ante, raffle", key="glossary:q")
only = c2.multiselect("Games", games, key="glossary:games")

q = query.strip().lower()
shown = [(t, g) for t, g in terms if (not q or q in t.word.lower() or q in t.meaning.lower()) and (not only or g in only)]
st.caption(f"{len(shown)} of {len(terms)} terms")


def entry(term, game: str) -> str:
    """One term as a paragraph: the word, its game, its meaning, then its source on a line of its own."""
    return (f"<p><strong>{html.escape(term.word)}</strong> · <em>{html.escape(game)}</em> — {inline_html(term.meaning)}"
            f"<br><span class='cp-cite'>Source: {inline_html(short_cite(term.source, term.locator, markup=True))}</span></p>")


# every term shown in one block drawn as HTML: a hundred Markdown elements took the browser most of a second (a
# block, not st.html: board.static says why)
if shown:
    body = f'<div class="cp-prose cp-glossary">{"".join(entry(t, g) for t, g in shown)}</div>'
    board.static("glossary", body)
else:
    st.info("No term matches. Try part of a word, or clear the game filter.")
