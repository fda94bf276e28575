"""Home: what the site is, for whom, each game as a card, and a path for a class."""

import streamlit as st

from lessons.catalog import CLASS_PATH, KINDS, NAV_ICONS, available_games
from lessons.parts.lesson import prose_html
from lessons.parts.show import escape, icon
from lessons.site.pages import lesson_page

INTRO = ("Each game has a **lesson** in our own words, cited to the books of the time; a **table** where you play "
         "against computer players with every rule enforced and every refusal explained; and **live odds** that "
         "answer the question in front of you, counted exactly wherever the mathematics allows.")
FOR_WHOM = ("**For whom**\n\n"
            "- **Teachers** with a class and a projector: share one deal with the whole room.\n"
            "- **Reenactors** learning period-correct play for camp.\n"
            "- **Anyone curious** about how people played, and why the house always won.")


def card_html(game) -> str:
    """A game's card: its kind's icon and title, the period line and the hook."""
    return (f'<div class="cp-prose cp-home-card"><h3>{icon(NAV_ICONS.get(game.kind, ":material/star:"))} '
            f'{escape(game.title)}</h3><p class="cp-caption">{escape(game.period)} · {escape(game.kind)} · '
            f'{escape(str(game.players))} players</p><p><em>{escape(game.hook)}</em></p></div>')


st.title("Camp & Parlour")
# The words of the page are a few HTML blocks built here (lessons.parts.lesson's Markdown, the lessons' look):
# the home page is the first a class opens, and each Markdown element is parsed in the browser one by one (it
# was 74 elements; a card's title, line and hook are now one block beside its link).
st.html(f"""<div class="cp-prose cp-home">
<p class="cp-hook">The games people played in Civil War camps and Victorian parlours — learned from the period rule
books, played at a table, and understood through their odds.</p>
<div class="cp-home-intro"><div>{prose_html(INTRO)}</div><div>{prose_html(FOR_WHOM)}</div></div></div>""")

games = available_games()
st.header("The games")
if not games:
    st.info("The first lessons are being written.")
for kind, label in KINDS.items():
    of_kind = [g for g in games if g.kind == kind]
    if not of_kind:
        continue
    st.subheader(label)
    cols = st.columns(min(3, len(of_kind)))
    for i, game in enumerate(of_kind):
        with cols[i % len(cols)], st.container(border=True):
            st.html(card_html(game))
            st.page_link(lesson_page(game), label=f"Open {game.title}", icon=":material/arrow_forward:")

path = [(g, why) for slug, why in CLASS_PATH for g in games if g.slug == slug]
if path:
    st.header("A path for a class")
    st.html('<div class="cp-prose">' + prose_html("\n".join(f"{i}. **{g.title}** — {why}" for i, (g, why) in enumerate(path, 1)))
            + '<p class="cp-caption">Each lesson takes one class period: read the lesson together, play a shared deal on '
              "the projector, then open the odds and ask the class to predict before you reveal.</p></div>")

st.divider()
st.caption("Rules are cited to period sources; where a source is silent, the site's choice is named and explained. "
           "See the Bibliography for what we have checked ourselves.")
