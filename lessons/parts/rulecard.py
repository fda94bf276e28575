"""A printable one-page rule card: shown on the page, and as a standalone HTML page to print."""

from __future__ import annotations

import html

import streamlit as st

from sources.citation import short_cite

PRINT_CSS = """
body { font-family: Georgia, 'Times New Roman', serif; color:#1d1712; margin: 1.5cm; }
h1 { font-size: 20pt; margin: 0 0 2pt 0; } .meta { color:#5b4632; margin-bottom: 10pt; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: .08em; border-bottom: 1px solid #999;
     margin: 10pt 0 3pt 0; }
ul { margin: 0 0 0 14pt; padding: 0; } li { margin: 1pt 0; font-size: 10.5pt; }
.sources { margin-top: 12pt; font-size: 8.5pt; color:#444; }
@page { size: A4; margin: 1.2cm; }
"""


def html_card(game, sections: list[tuple[str, list[str]]], sources: list[tuple[str, str]]) -> str:
    parts = [f"<h1>{html.escape(game.title)}</h1>",
             f"<div class='meta'>{html.escape(game.period)} · {html.escape(game.players)} players · Camp &amp; Parlour</div>"]
    for heading, lines in sections:
        parts.append(f"<h2>{html.escape(heading)}</h2><ul>")
        parts.extend(f"<li>{html.escape(line)}</li>" for line in lines)
        parts.append("</ul>")
    if sources:
        cites = "; ".join(html.escape(short_cite(k, loc)) for k, loc in sources)
        parts.append(f"<div class='sources'>Sources: {cites}.</div>")
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(game.title)} — rule card"
            f"</title><style>{PRINT_CSS}</style></head><body>{''.join(parts)}</body></html>")


def render(game, sections: list[tuple[str, list[str]]], sources: list[tuple[str, str]] = ()) -> None:
    """Show the card and offer it as a page to print (one A4 sheet)."""
    sources = list(sources)
    st.download_button("Download the printable rule card", html_card(game, sections, sources), icon=":material/print:",
                       file_name=f"{game.slug}-rule-card.html", mime="text/html", on_click="ignore",
                       help="Opens as a plain page sized for one sheet: print it from your browser.")
    with st.container(border=True):
        st.markdown(f"### {game.title}\n*{game.period} · {game.players} players*")
        cols = st.columns(2)
        for i, (heading, lines) in enumerate(sections):
            with cols[i % 2]:
                st.markdown(f"**{heading.upper()}**\n" + "\n".join(f"- {line}" for line in lines))
        if sources:
            st.caption("Sources: " + "; ".join(short_cite(k, loc, markup=True) for k, loc in sources) + ".")
