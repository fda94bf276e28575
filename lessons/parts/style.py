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
.cp-hook.cp-hook-lesson { font-size: 1rem; line-height: 1.6; }
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
/* a lesson's prose and static tables, drawn as HTML on the server (lesson.py): the look of Streamlit's Markdown
   and of st.table(border="horizontal"), measured in the browser, so the pages look as before */
.cp-prose { font-size: 1rem; line-height: 1.6; color: var(--cp-ink); }
.cp-prose h2, .cp-prose h3 { font-family: inherit; font-weight: 600; line-height: 1.2; margin: 0; color: var(--cp-ink);
  letter-spacing: -.005em; text-align: left;
  scroll-margin-top: 3.75rem; }
.cp-prose h2 { font-size: 2.25rem; padding: 1rem 0; } .cp-prose h3 { font-size: 1.75rem; padding: .75rem 0 1rem 0; }
.cp-prose p { margin: 0 0 1rem 0; } .cp-prose strong { font-weight: 600; }
.cp-prose > :last-child { margin-bottom: 0; }   /* the gap to the next element is Streamlit's own, as before */
.cp-prose ul, .cp-prose ol { margin: 0 0 1rem 0; padding-left: 0; }
.cp-prose li { margin: .2rem 0 .2rem 1.15rem; padding-left: .3rem; }
.cp-prose li > p { margin: 0; }
.cp-prose blockquote { margin: 1rem 0; padding: 0 0 0 .75rem; border-left: 2px solid rgba(43,33,24,.2);
  color: rgba(43,33,24,.7); }   /* .7 of the ink on the paper: 5.7:1 (.6, Streamlit's, was 4.1:1; WCAG asks 4.5) */
.cp-prose blockquote > p:last-child { margin-bottom: 0; }
.cp-prose table { width: 100%; border-collapse: collapse; margin: 0 0 1rem 0; }
.cp-prose th, .cp-prose td { padding: .375rem .75rem; border: 1px solid rgba(43,33,24,.1); text-align: left;
  vertical-align: middle; }
.cp-prose th { font-weight: 700; }
.cp-prose table.cp-table { font-size: .875rem; line-height: 1.5; margin: 0 0 1rem 0; }
.cp-prose table.cp-table th, .cp-prose table.cp-table td { border: 0; border-bottom: 1px solid rgba(43,33,24,.1);
  padding: .25rem .375rem; }   /* no font size of their own: presenter mode enlarges td and th */
.cp-prose table.cp-table th { color: rgba(43,33,24,.7); font-weight: 400; padding-left: .5rem; }
/* the rule sets' table (page.presets_html): five columns do not fit a phone, so there each rule set is a block,
   each cell a line named by its column */
@media (max-width: 640px) {
  .cp-prose table.cp-presets thead { display: none; }
  .cp-prose table.cp-presets tr { display: block; border-bottom: 1px solid rgba(43,33,24,.1); padding: .375rem 0; }
  .cp-prose table.cp-presets td { display: block; border: 0; padding: .125rem .375rem; }
  .cp-prose table.cp-presets td::before { content: attr(data-label) ": "; color: rgba(43,33,24,.7); }
}
/* the bibliography's sources, each in a box as st.container(border=True) drew it */
.cp-prose .cp-source { border: 1px solid rgba(43,33,24,.2); border-radius: .5rem; padding: calc(1rem - 1px);
  margin: 0 0 1rem 0; display: flex; flex-direction: column; gap: 1rem; }
.cp-prose .cp-source p { margin: 0; }
.cp-prose .cp-caption { font-size: .875rem; color: rgba(43,33,24,.7); }   /* 5.7:1, as the blockquote's */
/* Streamlit's own captions (st.caption: the glossary's count, the classroom's notes) faded to .7 as the prose's: its
   opacity .6 gives 4.1:1 */
.stApp [data-testid="stCaptionContainer"] { opacity: .7; }
/* a lesson's note on the sources (lesson.note_html), boxed as st.info boxes it, measured in the browser */
.cp-prose .cp-note { display: flex; gap: .5rem; align-items: flex-start; background: rgb(237,245,255);
  color: rgb(36,79,180); padding: 1rem; border-radius: .5rem; line-height: 1.5; margin: 0 0 1rem 0; }
.cp-prose .cp-note > .cp-icon { font-size: 1.25rem; margin-top: .125rem; vertical-align: 0; }
.cp-prose .cp-note > div { flex: 1; min-width: 0; } .cp-prose .cp-note p:last-child { margin-bottom: 0; }
/* a lesson's figure inside its prose block (lesson.py's {{figure NAME}}): the gap an element of its own had */
.cp-prose .cp-figure { margin: 0 0 1rem 0; } .cp-prose .cp-figure > p:last-child { margin-bottom: 0; }
/* the home page's blocks (lessons/site/home.py): the intro in two columns, and each game's card */
.cp-home-intro { display: grid; grid-template-columns: 3fr 2fr; gap: 5rem; }
.cp-home-intro > div > :last-child, .cp-home-intro li:last-child { margin-bottom: 0; }
.cp-home > .cp-hook { margin: 0 0 .1rem 0; line-height: 1.6rem; }
.cp-home-card h3 { font-size: 1.75rem; padding: .75rem 0 1rem 0; }
.cp-home-card h3 .cp-icon { font-size: 1.75rem; vertical-align: -.2em; }
.cp-home-card > p { margin: 0 0 1rem 0; }
.cp-icon { font-family: "Material Symbols Rounded"; font-weight: 400; font-style: normal; font-size: 1.05em;
  line-height: 1; vertical-align: -.15em; letter-spacing: normal; text-transform: none; white-space: nowrap;
  font-feature-settings: "liga"; display: inline-block; user-select: none; }
.cp-icon.cp-ok { color: #158237; } .cp-icon.cp-part { color: #e2660c; } .cp-icon.cp-unread { color: #686255; }
/* a lesson's header as one element (page.py's head): the title, the hook, and the four parts' bar as tabs */
.cp-chrome { color: var(--cp-ink); }
.cp-title { font-weight: 700; line-height: 1.2; margin: 0; color: var(--cp-ink); display: flex; align-items: center;
  gap: .6rem; }
.cp-title .cp-icon { font-size: 2.1rem; font-weight: 400; }
.cp-chrome .cp-hook.cp-hook-lesson { margin: 0; }
.cp-parts { display: flex; gap: 2rem; border-bottom: 1px solid rgba(43,33,24,.15); margin-top: .5rem; }
.cp-parts button { background: transparent; border: 0; border-bottom: 2px solid transparent; border-radius: 0;
  padding: .25rem 0 .45rem 0; margin: 0 0 -1px 0; font: inherit; font-size: 1rem; line-height: 1.6;
  color: var(--cp-ink); cursor: pointer; }
.cp-parts button:hover { color: var(--cp-oxblood); }
.cp-parts button[aria-checked="true"] { color: var(--cp-oxblood); border-bottom-color: var(--cp-oxblood); }
.cp-parts button:focus-visible { outline: 2px solid var(--cp-oxblood); outline-offset: 2px; }
/* a button that opens a part below it (share.py's panel): the width of its words, its state on its arrow */
.cp-disclose { width: auto; }
.cp-disclose::after { font-family: "Material Symbols Rounded"; content: "expand_more"; font-size: 1.2rem;
  margin-left: .4rem; vertical-align: -.25em; }
.cp-disclose[aria-expanded="true"]::after { content: "expand_less"; }
/* a choice of a few options as one block's radio buttons (pace.py's picker), as Streamlit's segmented control */
.cp-seg { display: inline-flex; border: 1px solid rgba(43,33,24,.2); border-radius: .5rem; overflow: hidden;
  background: #fffdf8; }
.cp-seg-opt { font: inherit; font-size: .95rem; line-height: 1.6; padding: .3rem .95rem; border: 0;
  border-left: 1px solid rgba(43,33,24,.2); background: transparent; color: var(--cp-ink); cursor: pointer; }
.cp-seg-opt:first-child { border-left: 0; }
.cp-seg-opt:hover { color: var(--cp-oxblood); }
.cp-seg-opt[aria-checked="true"] { background: rgba(139,46,31,.1); color: var(--cp-oxblood); }
.cp-seg-opt:focus-visible { outline: 2px solid var(--cp-oxblood); outline-offset: -2px; }
/* A block (board.py: a table, the sidebar, a lesson's header) does not fade while a run is under way: Streamlit
   gives an element of the running fragment an opacity transition (1 s, after 0.5 s) at every run, and starting
   and dropping it made Chromium repaint the whole table at every click, 5 ms of paint per click at Draw Poker's
   table against 1.8 ms without (a CDP trace over 30 clicks). Runs here take a few tens of milliseconds; a long
   one still shows Streamlit's running indicator. Every block's element has its key's class, "...-board". */
.stElementContainer[class*="-board"][data-stale="true"] { opacity: 1 !important; transition: none !important; }
/* a table drawn as one block (board.py): its buttons look as Streamlit's do (measured in the browser) */
.cp-board { font-size: 1rem; line-height: 1.6; color: var(--cp-ink); }
.cp-board > * + *, .cp-board > :where(.cp-slot) > * + * { margin-top: .6rem; }   /* a part's slot (board.Parts) too */
.cp-btn { font: inherit; font-size: 1rem; line-height: 1.6; padding: 4px 12px; min-height: 40px; border-radius: 8px;
  border: 1px solid rgba(43,33,24,.2); background: rgb(253,251,247); color: var(--cp-ink); cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center; gap: .35rem; }
.cp-btn:hover:not(:disabled) { border-color: var(--cp-oxblood); color: var(--cp-oxblood); }
.cp-btn:focus-visible { outline: 2px solid var(--cp-oxblood); outline-offset: 2px; }
.cp-btn-primary { background: var(--cp-oxblood); border-color: var(--cp-oxblood); color: #fff; }
.cp-btn-primary:hover:not(:disabled) { background: #74261a; color: #fff; }
.cp-btn:disabled { cursor: not-allowed; opacity: .45; }
.cp-btn .cp-icon { font-size: 1.15rem; vertical-align: 0; }
.cp-row { display: flex; flex-wrap: wrap; gap: .6rem; align-items: center; }
.cp-row > .cp-btn { flex: 1 1 0; white-space: nowrap; }
.cp-row > .cp-fixed { flex: 0 0 auto; }
.cp-row.cp-left > .cp-btn { flex: 0 0 auto; min-width: 8rem; } .cp-row > .cp-end { margin-left: auto; }
/* the learner's hand: each card a button, the legal ones raised and labelled, the others plain (a click says why) */
.cp-hand { display: flex; flex-wrap: wrap; gap: .5rem; }
.cp-btn.cp-cardbtn { flex-direction: column; padding: .25rem .4rem .3rem; gap: .1rem; min-width: 5.2rem; }
.cp-btn.cp-cardbtn .cp-card { margin: 0; }
.cp-btn-primary.cp-cardbtn { background: #f6e6d8; color: var(--cp-oxblood); border: 2px solid var(--cp-oxblood);
  box-shadow: 0 3px 0 rgba(139,46,31,.35); transform: translateY(-3px); }
.cp-btn-primary.cp-cardbtn:hover:not(:disabled) { background: #efd6c3; color: var(--cp-oxblood); }
.cp-cardbtn .cp-say { font-size: .9rem; line-height: 1.2; }
.cp-btn-secondary.cp-cardbtn .cp-say { opacity: .65; }
.cp-turn .cp-icon { vertical-align: -.2em; } .cp-turn.cp-yours { color: #b3261e; }
.cp-two { display: grid; grid-template-columns: 3fr 2fr; gap: 1rem; align-items: start; }
.cp-board .cp-caption { font-size: .875rem; color: rgba(43,33,24,.7); }
.cp-box, .cp-typed label { display: inline-flex; flex-direction: column; gap: .15rem; font-size: .875rem; }
.cp-box input, .cp-typed input { font: inherit; font-size: 1rem; padding: .45rem .6rem; border-radius: .5rem;
  border: 1px solid rgba(43,33,24,.25); background: #fffdf8; color: var(--cp-ink); min-height: 40px; }
.cp-box input { width: 7rem; }
.cp-typed { display: flex; gap: .6rem; align-items: flex-end; }
.cp-typed label { flex: 1; } .cp-typed input { width: 100%; box-sizing: border-box; }
.cp-box input:focus, .cp-typed input:focus { outline: 2px solid var(--cp-oxblood); outline-offset: 1px; }
.cp-alert { display: flex; gap: .5rem; align-items: flex-start; padding: .75rem 1rem; border-radius: .5rem;
  line-height: 1.5; }
.cp-alert > .cp-icon { font-size: 1.25rem; margin-top: .1rem; vertical-align: 0; }
.cp-refused { background: rgba(255,108,108,.16); color: #7d262b; }
.cp-notice { background: rgba(255,189,69,.22); color: #6f4f02; }
.cp-sr { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; }
/* a chart's numbers beside it (lessons/parts/charts.py): a disclosure, its table scrolling in its own box */
.cp-chart-data { margin: -.25rem 0 .75rem; font-size: .875rem; }
.cp-chart-data summary { cursor: pointer; color: rgba(43,33,24,.75); min-height: 24px; }
.cp-chart-data summary:focus-visible, .cp-chart-data .cp-scroll:focus-visible { outline: 2px solid var(--cp-oxblood);
  outline-offset: 2px; }
.cp-chart-data .cp-scroll { max-height: 22rem; overflow: auto; max-width: 100%; }
.cp-chart-data table { border-collapse: collapse; margin: .4rem 0; }
.cp-chart-data caption { text-align: left; font-weight: 600; padding: .2rem 0; }
.cp-chart-data th, .cp-chart-data td { padding: .15rem .6rem; border-bottom: 1px solid rgba(43,33,24,.12);
  text-align: right; white-space: nowrap; }
.cp-chart-data th[scope="row"], .cp-chart-data thead th:first-child { text-align: left; }
/* the site's sidebar (lessons/site/sidebar.py): the preferences, then the pages, as Streamlit's own list looked */
[data-testid="stSidebarUserContent"] { padding-top: 0 !important; }
.cp-prefs { display: flex; flex-direction: column; align-items: flex-start; gap: .2rem; margin-bottom: .4rem; }
.cp-prefs .cp-toggle { border: none; background: none; padding: .2rem .25rem; font-size: .95rem; }
.cp-nav ul { list-style: none; margin: 0 0 .5rem; padding: 0; }
.cp-nav li { margin: 0; }
.cp-nav-section { font-size: .8rem; font-weight: 600; line-height: 1.2; color: rgba(43,33,24,.66); margin: .8rem .5rem .25rem;
  padding: 0; letter-spacing: .02em; }
.cp-nav-link { display: flex; gap: .5rem; align-items: center; padding: .2rem .5rem; border-radius: .5rem;
  color: var(--cp-ink) !important; text-decoration: none !important; font-size: .95rem; line-height: 1.7; }
.cp-nav-link .cp-icon { font-size: 1.2rem; color: rgba(43,33,24,.7); }
.cp-nav-link:hover { background: rgba(43,33,24,.07); }
.cp-nav-link[aria-current="page"] { background: rgba(43,33,24,.1); font-weight: 600; }
.cp-nav-link:focus-visible { outline: 2px solid var(--cp-oxblood); outline-offset: 1px; }
/* A phone (issue 28), chosen by width: the same site, laid out for 390 and 360 px. Nothing at a projector's 1366 px
   changes. The title below Streamlit's toolbar (60 px high and opaque on a narrow screen); touch targets of at least
   44x44 px; a block's two columns one above the other. */
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] { padding-top: 4.25rem; }
  [data-testid="stMain"] [data-testid="stVerticalBlock"] { gap: .7rem; }
  .stMain h1 { font-size: 1.65rem; }
  .cp-title .cp-icon { font-size: 1.65rem; }
  /* the hook wraps rather than running past the edge under an ellipsis */
  .cp-hook, .cp-hook.cp-hook-lesson { white-space: normal; font-size: .92rem; line-height: 1.4; }
  .cp-hook .cp-meta { margin-left: 0; font-size: .85rem; }
  /* at the table (Play), the hook gives its three lines to the table: the hand and the actions in the first screen
     (it stays on the lesson's other parts) */
  .cp-hook-lesson:has(~ .cp-parts .cp-part:nth-child(2)[aria-checked="true"]) { display: none; }
  .cp-parts { gap: 1.4rem; margin-top: .2rem; }
  .cp-row > .cp-disclose { flex: 1 1 100%; }   /* the settings bar's opener a line of its own */
  .cp-seg-opt { padding: .3rem .42rem; font-size: .88rem; }
  .cp-row { gap: .5rem; }
  /* six cards in a row: a card narrower by a little, its face as large as before; a card's button no wider */
  .cp-card { min-width: 2.3em; }
  .cp-btn.cp-cardbtn { min-width: 3.6rem; padding: .25rem .3rem .3rem; }
  .cp-felt { padding: .6rem .75rem; border-width: 4px; }
  .cp-box input, .cp-typed input { min-height: 44px; }
  .cp-chart-data summary { min-height: 44px; display: flex; align-items: center; }
  /* Streamlit's boxes to write in and to choose from (the glossary's search and games, the class's code and name):
     a finger's height */
  [data-testid="stMain"] [data-testid="stTextInputField"], [data-testid="stMain"] [data-testid="stMultiSelect"] input,
  [data-testid="stMain"] [data-testid="stSelectbox"] input { min-height: 44px; box-sizing: border-box; }
  [data-testid="stMain"] [data-testid="stMultiSelect"] input { min-width: 44px; }   /* beside its chosen chips */
  /* a radio button's or a check box's label is its touch target (the round or square mark is 13 px) */
  [data-testid="stMain"] [data-testid="stRadio"] label, [data-testid="stMain"] [data-testid="stCheckbox"] label {
    min-height: 44px; align-items: center; }
  .cp-btn, .cp-seg-opt, .cp-parts button, [data-testid="stMain"] button { min-height: 44px; min-width: 44px; }
  /* a row's buttons as wide as their words, wrapping onto a second line, a long label wrapping inside its button */
  .cp-row > .cp-btn { flex: 1 1 auto; white-space: normal; }
  .cp-two { grid-template-columns: minmax(0, 1fr); }   /* the table above, the odds and the log below */
  .cp-home-intro { grid-template-columns: minmax(0, 1fr); gap: 1rem; }   /* the home page's intro, one column */
}
/* A small phone (360x740): the pace's four choices and New game share one line, and the page's blocks stand a little
   closer, so the hand and the first action are still in the first screen (tests/browser/test_phone.py). */
@media (max-width: 380px) {
  .cp-seg-opt { padding: .3rem .25rem; font-size: .82rem; }
  .cp-row > .cp-btn:not(.cp-disclose) { padding: 4px 8px; font-size: .92rem; }
  .cp-card { min-width: 2.1em; }   /* six cards of a hand in one row, their faces as large */
}
@media (max-width: 640px) and (max-height: 760px) {
  [data-testid="stMain"] [data-testid="stVerticalBlock"] { gap: .45rem; }
  .cp-parts { margin-top: 0; }
  /* a short screen: the settings bar's opener on one line (its rule set cut with an ellipsis: the bar opens it
     whole), the felt a little tighter, so Euchre's and Draw Poker's first action is in the first 740 px too */
  .cp-row > .cp-disclose { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0;
    justify-content: flex-start; }
  .cp-felt { padding: .45rem .6rem; }
  .cp-felt .cp-card { font-size: .92em; }
}
@media print { header, [data-testid="stSidebar"], [data-testid="stToolbar"] { display:none !important; } }
</style>
"""


def inject() -> None:
    """Add the stylesheet (once per run; the router calls it before any page)."""
    st.html(CSS)
