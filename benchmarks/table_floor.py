"""The floor under issue 12's click budget: a card table drawn as ONE element, beside the one-button control.

    .venv/bin/python benchmarks/table_floor.py            # the prototype alone on a page
    .venv/bin/python benchmarks/table_floor.py --shell    # a toy table by the site's board, in the site's shell

Every table of the site is now drawn this way (lessons/parts/board.py): before, each was a few dozen Streamlit
elements (an HTML block per part, a button per card, the pacing part, the log), and a click redrew every element
of its table's fragment, about 1 to 2 ms each in Chromium (Euchre's table: 4 to 4.7x the control). This measures
the prototype that showed the way, alone on a page of its own (no sidebar, no navigation, no lesson around it):
the felt, the hand's buttons and the log of a toy trick as one ``st.components.v2`` component, its buttons real
<button>s in the page's DOM, a click sent back as a trigger value, the fragment rerun and the component handed its
new HTML. Timed exactly as the site's tables are (benchmarks/_browser.py: from the click's dispatch to Streamlit
idle, click for click with the control). Prints the medians and their ratio; asserts nothing.

``--shell`` measures the floor a table of the site cannot go under: a toy table of five card buttons drawn by the
site's own block (lessons/parts/board.py) in a fragment, inside the site's own shell (its stylesheet, its sidebar
with every page's link, a lesson's header with the parts' bar). A click there re-renders every element of the
page in the browser, the shell's included, and that cost is the shell's, not any table's.

Where a click's time went, and why the shell is now two blocks (measured with Chromium's own profiler over 60 clicks,
``Profiler.start`` through CDP, and React's commit hook counting the components drawn per click): every run of a
table's fragment draws every element of the page again in the browser (Streamlit hands each element the run's
state), so each Streamlit element outside the table costs a few React components per click whatever it shows. At
the Euchre table that was 4,600 components and 36 ms of script per click, against 15 ms for the control; Streamlit's
own page list in the sidebar was 1,550 of them (9 ms), the title, the hook and the parts' bar about 500. Now every
part around a table is a block of the table's own kind or gone until opened (lessons/parts/board.py lists them):
about 750 components and 23 ms of script per click. ``--shell`` measured 1.41-1.52x before, 0.85-1.65x after by the
frame clock (single runs of 20 clicks; benchmarks/_browser.py says why that clock spreads so); by the time to the
page's last change, 100 clicks each (stop 23): the prototype 1.30x (1.11x round by round), ``--shell`` 1.17x (1.13x).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._browser import CONTROL_APP, _click, _open, free_port, report, serve  # noqa: E402
from tests.browser.conftest import CHROMIUM, FLAGS  # noqa: E402

PROTOTYPE = '''
import streamlit as st

JS = """
export default function(component) {
  const { data, parentElement, setTriggerValue } = component;
  let root = parentElement.querySelector('.tbl');
  if (!root) { root = document.createElement('div'); root.className = 'tbl'; parentElement.appendChild(root); }
  root.innerHTML = data.html;
  root.querySelectorAll('button[data-card]').forEach(b => { b.onclick = () => setTriggerValue('clicked', b.dataset.card); });
}
"""
table = st.components.v2.component("floor_table", js=JS, isolate_styles=False,
                                   css=".tbl button{margin:.2rem;padding:.4rem .8rem;font:700 1.2rem Georgia,serif}")
PACK = ["A♠", "K♥", "Q♦", "J♣", "10♠"]


def clicked():
    card = st.session_state["floor"]["clicked"]
    if card in st.session_state.hand:
        st.session_state.hand.remove(card)
        st.session_state.trick.append(card)
    if not st.session_state.hand:
        st.session_state.hand, st.session_state.trick = list(PACK), []


@st.fragment
def play():
    st.session_state.setdefault("hand", list(PACK))
    st.session_state.setdefault("trick", [])
    hand, trick = st.session_state.hand, st.session_state.trick
    felt = " ".join(trick) or "the trick is empty"
    html = (f"<div style='background:#2f5d3a;color:#f6efe0;padding:1rem'>Trumps: hearts · your turn · {felt}</div>"
            + "".join(f"<button data-card='{c}'>Play {c}</button>" for c in hand)
            + "".join(f"<div>You played {c}</div>" for c in reversed(trick)))
    table(key="floor", data={"html": html}, on_clicked_change=clicked)


play()
'''


SHELL = '''
import streamlit as st

from engine.games import all_games
from lessons.catalog import KINDS, available_games
from lessons.parts import board, page, style
from lessons.site import sidebar
from lessons.site.pages import lesson_page

st.set_page_config(page_title="Camp & Parlour", layout="wide")
style.inject()
PACK = ["A♠", "K♥", "Q♦", "J♣", "10♠"]


def act(card):
    if card in st.session_state.hand:
        st.session_state.hand.remove(card)
        st.session_state.trick.append(card)
    if not st.session_state.hand:
        st.session_state.hand, st.session_state.trick = list(PACK), []


def toy():
    page.head(all_games()["euchre"], "toy", "Play")   # the lesson's header: title, hook, the parts' bar

    @st.fragment
    def play():
        st.session_state.setdefault("hand", list(PACK))
        st.session_state.setdefault("trick", [])
        felt = " ".join(st.session_state.trick) or "the trick is empty"
        board.draw("toy", f"<div class='cp-felt'>Trumps: hearts · your turn · {felt}</div>"
                   + board.hand([board.button(c, f"Play {c}", key=f"toy:{c}", primary=True)
                                 for c in st.session_state.hand]), act)

    play()


sections = {"": [st.Page(toy, title="Toy table", default=True)]}
for game in available_games():
    sections.setdefault(KINDS.get(game.kind, game.kind.title()), []).append(lesson_page(game))
shown = st.navigation(sections, position="hidden")
sidebar.draw(sections, shown.url_path, lesson=True)   # the site's sidebar: preferences and every page's link
shown.run()
'''


def main(clicks: int = 20, warm: int = 3, shell: bool = False) -> None:
    from playwright.sync_api import sync_playwright

    clicks = int(os.environ.get("CLICKS", clicks))

    folder = tempfile.TemporaryDirectory()
    app, control = Path(folder.name, "table.py"), Path(folder.name, "control.py")
    app.write_text(SHELL if shell else PROTOTYPE)
    control.write_text(CONTROL_APP)
    port, cport = free_port(), free_port()
    procs = [serve(str(app), port), serve(str(control), cport)]
    ours, ctl = [], []
    try:
        with sync_playwright() as pw:
            b = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            mine = _open(b, f"http://127.0.0.1:{port}/", lambda page: None)
            theirs = _open(b, f"http://127.0.0.1:{cport}/", lambda page: None)
            for i in range(clicks + warm):
                pair = {}
                for who in (("ours", "control") if i % 2 else ("control", "ours")):
                    pair[who] = (_click(mine, ("Play ", False, ""), None) if who == "ours"
                                 else _click(theirs, ("Click ", False, ""), None))
                if i >= warm and None not in pair.values():
                    ours.append(pair["ours"])
                    ctl.append(pair["control"])
            shown = " ".join(mine.locator(".cp-board" if shell else ".tbl").inner_text().split())   # a real update
            b.close()
    finally:
        for p in procs:
            p.terminate()
            p.wait(10)
        folder.cleanup()
    what = ("a toy table by the site's board in the site's shell (--shell)" if shell
            else "a table as one component (prototype)")
    report(f"{what}, play a card -> page updated", ours, ctl)
    print(f"  the prototype's table after the clicks: {shown[:100]}")


if __name__ == "__main__":
    main(shell="--shell" in sys.argv)
