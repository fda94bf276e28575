"""Exact figures on the page: fractions beside percentages, and estimates with their error."""

from __future__ import annotations

import streamlit as st

from lessons.views.markup import estimate, prob  # noqa: F401 - pure (lessons/views); the pages write odds_ui.prob


def fraction_table(rows: list[dict]) -> None:
    st.table(rows, hide_index=True, border="horizontal")
