"""A lesson's chart and, beside it, its numbers as a table a screen reader can read (issue 28).

Every figure of a lesson is drawn here, ``chart(fig, key, caption)``: the plotly chart as before, then
``lessons/views/chart_table.py``'s captioned table of the very numbers the figure draws (a disclosure just below
the chart, "The chart's numbers: …"), so nobody needs to see the picture to have its figures. One implementation
for every page; a page draws a chart with this one call (``tests/pages/test_charts.py`` holds every page to it)."""

from __future__ import annotations

import streamlit as st

from lessons.parts import show
from lessons.views.chart_table import table_html


def chart(fig, key: str, caption: str = "", *, config: dict | None = None) -> None:
    """Draw ``fig`` (its st.plotly_chart ``key`` and ``config``), then its numbers, captioned by ``caption`` (else
    the figure's own title)."""
    if config is None:
        st.plotly_chart(fig, key=key)
    else:
        st.plotly_chart(fig, key=key, config=config)
    title = caption or (fig.layout.title.text if fig.layout.title is not None else "") or "the chart above"
    table = table_html(fig, title)
    if table:
        show.html(table)
