"""Bibliography: every source, how far we have checked it, and what the site cites it for."""

import html
import re
from collections import Counter

import streamlit as st

from lessons.catalog import available_games
from lessons.parts import show
from lessons.parts.lesson import inline_html
from sources.bibliography import SOURCES
from sources.citation import full_cite, verification_label

st.title("Bibliography")
st.markdown(
    "Every rule on this site names its source. Here are the sources, in full, with an honest note on each: "
    "whether we have read the text ourselves, and where a claim really comes from."
)

uses = Counter(r.source for g in available_games() for r in g.rules)   # the games this site teaches, no others
SEED_PATH = re.compile(r"(?i)(our copy(?: of [^:]+?)?)(?::| is) \.\./shared/seeds/\d+(?:[,.]\s*)?")
URL = re.compile(r"https?://[^\s<>]+?(?=[.,;:)]?(?:\s|$))")


def without_paths(text: str) -> str:
    """A provenance note as a reader sees it: no path into the project's working files."""
    out = SEED_PATH.sub(lambda m: f"we read {m.group(1)[0].lower()}{m.group(1)[1:]}. ", text).strip()
    return out[:1].upper() + out[1:]


# Material icons by name (the font Streamlit's own icons use), coloured as st.markdown's :green[] etc. drew them
MARKS = {True: ("check_circle", "cp-ok"), "partial": ("clock_loader_40", "cp-part"),
         False: ("radio_button_unchecked", "cp-unread")}


def mark(verified) -> str:
    return show.icon(*MARKS[verified])


def entry(s) -> str:
    """One source as a bordered box: the full citation (its web address a link), how far we checked it, the note."""
    cite = URL.sub(lambda m: f"<{m.group(0)}>", full_cite(s.key))   # a bare address as a Markdown autolink
    used = f" · cited by {uses[s.key]} rule{'s' if uses[s.key] != 1 else ''} in the engine" if uses[s.key] else ""
    note = (f"<p><span class='cp-cite'>{html.escape(without_paths(s.provenance), quote=False)}</span></p>"
            if s.provenance else "")
    return (f'<div class="cp-source"><p>{mark(s.verified)} {inline_html(cite)}</p>'
            f'<p class="cp-caption">{html.escape(verification_label(s) + " · " + s.copyright + used, quote=False)}</p>'
            f"{note}</div>")


# The whole list is one block built here, not ninety elements (the browser spent most of a second mounting them).
# Drawn by st.markdown, not st.html, so the web addresses open in a new tab as Streamlit's links do (st.html's
# sanitizer drops a link's target).
ordered = sorted(SOURCES.values(), key=lambda s: (s.kind == "convention", s.author))
st.markdown(f'<div class="cp-prose cp-bibliography">{"".join(entry(s) for s in ordered)}</div>', unsafe_allow_html=True)
st.caption(":green[:material/check_circle:] text read by us · :orange[:material/clock_loader_40:] part read · "
           ":grey[:material/radio_button_unchecked:] known only through other works. "
           "Modern copyrighted works are paraphrased, never copied.")
