"""Call-Ace Domino Euchre: Domino Euchre's page for four or five each for himself, with a secret partner.

The table, the odds and the lesson's pictures are Domino Euchre's (``lessons/domino_euchre.py``, drawn by
``lessons/views/domino_euchre.py``); the table shows the learner only what he may know of the partner ("your partner
is whoever holds the 3-3"), and the odds add where the partner tile may be.
"""

from __future__ import annotations

import streamlit as st

from engine.games.call_ace import GAME
from engine.odds import domino_euchre as O
from lessons.domino_euchre import DominoPage
from lessons.parts import odds_ui


class CallAcePage(DominoPage):
    def odds_more(self) -> None:
        st.subheader("The partner tile at the deal")
        st.caption("Before any tile is played, with neither the partner tile in your hand nor turned up: it is one "
                   "of the 22 tiles you cannot see, each equally likely to lie in any unseen place.")
        for n in (4, 5):
            rows = O.partner_tile_standing(n)
            st.markdown(f"**{n} players**")
            odds_ui.fraction_table([{"Where": r["where"], "Chance": odds_ui.prob(r["p"])} for r in rows])


PAGE = CallAcePage(GAME, "call_ace", [4, 5])

if __name__ == "__main__":
    PAGE.run()
