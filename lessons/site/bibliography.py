"""Bibliography: every source, how far we have checked it, and what the site cites it for."""

import re
from collections import Counter

import streamlit as st

from lessons.catalog import available_games
from sources.bibliography import SOURCES
from sources.citation import full_cite, verification_label

st.title("Bibliography")
st.markdown(
    "Every rule on this site names its source. Here are the sources, in full, with an honest note on each: "
    "whether we have read the text ourselves, and where a claim really comes from."
)

uses = Counter(r.source for g in available_games() for r in g.rules)   # the games this site teaches, no others
SEED_PATH = re.compile(r"(?i)(our copy(?: of [^:]+?)?)(?::| is) \.\./shared/seeds/\d+(?:[,.]\s*)?")


def without_paths(text: str) -> str:
    """A provenance note as a reader sees it: no path into the project's working files."""
    out = SEED_PATH.sub(lambda m: f"we read {m.group(1)[0].lower()}{m.group(1)[1:]}. ", text).strip()
    return out[:1].upper() + out[1:]



marks = {True: ":green[:material/check_circle:]", "partial": ":orange[:material/clock_loader_40:]",
         False: ":grey[:material/radio_button_unchecked:]"}
for s in sorted(SOURCES.values(), key=lambda s: (s.kind == "convention", s.author)):
    with st.container(border=True):
        st.markdown(f"{marks[s.verified]} {full_cite(s.key)}")
        st.caption(f"{verification_label(s)} · {s.copyright}"
                   + (f" · cited by {uses[s.key]} rule{'s' if uses[s.key] != 1 else ''} in the engine" if uses[s.key] else ""))
        if s.provenance:
            st.markdown(f"<span class='cp-cite'>{without_paths(s.provenance)}</span>", unsafe_allow_html=True)
st.caption(f"{marks[True]} text read by us · {marks['partial']} part read · {marks[False]} known only through other works. "
           "Modern copyrighted works are "
           "paraphrased, never copied.")
