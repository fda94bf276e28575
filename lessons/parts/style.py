"""The site's look, in one stylesheet: parlour paper, oxblood, a felt table, real-looking cards."""

from __future__ import annotations

import streamlit as st

CSS = """
<style>
:root { --cp-oxblood:#8b2e1f; --cp-ink:#2b2118; --cp-paper:#fbf7ee; --cp-felt:#2f5d3a; --cp-brass:#b08d57; }
h1, h2, h3 { font-family: Georgia, 'Times New Roman', serif; letter-spacing: .01em; }
/* less paper above the title, so a table, the learner's hand and the buttons fit a 1366x768 screen */
[data-testid="stMainBlockContainer"] { padding-top: 1.4rem; }
.stMain h1 { font-size: 2.1rem; padding: .1rem 0 .2rem 0; }
.cp-hook { font-size: 1.02rem; font-style: italic; color: #5b4632; margin: -.5rem 0 .1rem 0;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.cp-hook .cp-meta { font-style: normal; font-size: .9rem; margin-left: .4rem; }
.cp-meta { color: #6b5a48; font-size: .95rem; }
.cp-card { display:inline-flex; align-items:center; justify-content:center; min-width:2.6em; height:3.6em;
  padding:0 .3em; margin:.12em; border:1px solid #8a7a66; border-radius:.35em; background:#fffdf8;
  font: 700 1.35rem Georgia, serif; box-shadow: 1px 2px 0 rgba(0,0,0,.18); color:#1d1d1d; }
.cp-card.cp-lg { min-width:3.2em; height:4.4em; font-size:1.7rem; }
.cp-card.cp-sm { min-width:2em; height:2.7em; font-size:1.05rem; }
.cp-card.cp-xs { min-width:1.3em; height:1.9em; font-size:.8rem; margin:.06em; }
.cp-new { display:inline-block; border-radius:.45em; box-shadow: 0 0 0 3px #f0c75e, 0 0 10px 3px rgba(240,199,94,.7); }
.cp-red { color:#b3261e; } .cp-black { color:#1d1d1d; } .cp-blue { color:#1f4fa8; } .cp-green { color:#1e6b35; }
.cp-back { background: repeating-linear-gradient(45deg,#8b2e1f 0 6px,#a8473a 6px 12px); color:transparent; }
.cp-die { display:inline-flex; align-items:center; justify-content:center; width:1.7em; height:1.7em; margin:.1em;
  border:2px solid #3a2e22; border-radius:.3em; background:#fffdf8; font:700 1.6rem Georgia, serif; }
.cp-die.cp-dead { color:#8b2e1f; font-size:1.1rem; }
.cp-tile { display:inline-block; font-size:2.4rem; line-height:1; margin:0 .05em; }
/* felt darkened so the cream text on it keeps >= 4.5:1 contrast (#f1e3c2 on #33663f: 5.3:1) */
.cp-felt { background: radial-gradient(ellipse at center, #33663f 0%, #2c5836 70%, #22462b 100%); color:#f6efe0;
  border-radius:1.2rem; padding:1rem 1.2rem; border:6px solid #6b4a2b; }
.cp-felt .cp-label { color:#f1e3c2; font-variant: small-caps; letter-spacing:.05em; }
.cp-cite { color:#6b5a48; font-size:.85rem; }
.cp-quote { border-left: 3px solid var(--cp-brass); padding:.2rem .8rem; font-style: italic; color:#3e3124; }
.cp-log { font-family: Georgia, serif; font-size: .95rem; line-height:1.45; }
.cp-log .cp-you { color: var(--cp-oxblood); font-weight:600; }
.cp-rulecard { background:#fffdf8; border:2px solid #3a2e22; padding:1rem 1.4rem; border-radius:.4rem; }
.cp-rulecard h3 { margin:.4rem 0 .2rem 0; font-size:1.05rem; text-transform:uppercase; letter-spacing:.06em; }
.cp-sr { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0 0 0 0); }
@media print { header, [data-testid="stSidebar"], [data-testid="stToolbar"] { display:none !important; } }
</style>
"""


def inject() -> None:
    """Add the stylesheet (once per run; the router calls it before any page)."""
    st.html(CSS)
