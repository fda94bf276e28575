"""A chart's numbers as a table (issue 28): lessons/views/chart_table.py reads the figure's own traces, and every
chart of the site's lessons is drawn through lessons/parts/charts.py, which puts that table beside it."""

from __future__ import annotations

import re
from pathlib import Path

import plotly.graph_objects as go

from engine.games.chuck_a_luck import GAME as CHUCK
from engine.odds import chuck_a_luck as chuck_odds
from lessons.views import chart_table as T
from lessons.views import chuck_a_luck as CK
from lessons.views import commerce as CM

ROOT = Path(__file__).resolve().parents[2]


def cells(html: str) -> list[list[str]]:
    return [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row) for row in re.findall(r"<tr>(.*?)</tr>", html)]


def test_every_lesson_chart_is_drawn_with_its_table():
    """No page of the site draws a chart but through charts.chart (which draws its table): the lessons, and the
    class's dashboard and projector view."""
    drawn = {p.relative_to(ROOT).as_posix(): p.read_text().count("charts.chart(") for p in (ROOT / "lessons").glob("*.py")}
    bare = [p.relative_to(ROOT).as_posix() for p in (ROOT / "lessons").rglob("*.py")
            if "st.plotly_chart(" in p.read_text() and p.name != "charts.py"]
    assert not bare, f"a chart drawn without its table: {bare}"
    assert sum(drawn.values()) >= 13 and all(drawn[f"lessons/{g}.py"] for g in (
        "euchre", "seven_up", "draw_poker", "domino_euchre", "commerce", "chuck_a_luck", "scarney_chemin_de_fer",
        "pie_eyed_dice")), drawn
    assert "table_html(fig" in (ROOT / "lessons/parts/charts.py").read_text()


def test_a_grouped_bar_chart_is_a_row_per_category_a_column_per_trace():
    fig = go.Figure([go.Bar(name="first throw", x=[0, 1, 2], y=[0.1, 0.25, 0.65]),
                     go.Bar(name="after the draw", x=[0, 1, 2], y=[0.2, 0.3, 0.5])])
    fig.update_layout(xaxis_title="point", yaxis_tickformat=".0%")
    html = T.table_html(fig, "A shooter's final point")
    assert "<caption>A shooter&#x27;s final point</caption>" in html and "<table>" in html
    assert cells(html) == [["point", "first throw", "after the draw"], ["0", "10.00%", "20.00%"],
                           ["1", "25.00%", "30.00%"], ["2", "65.00%", "50.00%"]]
    assert '<th scope="row">1</th>' in html and '<th scope="col">after the draw</th>' in html
    assert 'role="region"' in html and 'tabindex="0"' in html        # its box scrolls: the keyboard reaches it


def test_a_bars_own_labels_and_error_bars_are_kept():
    v = CHUCK.Variant()
    summary = chuck_odds.edge_summary(v)
    html = T.table_html(CK.edge_figure(summary), "The house's edge")
    rows = cells(html)[1:]
    assert len(rows) == len(summary) and rows[0][1].endswith("%") and "/" in rows[0][1]   # '1/36 = 2.78%'
    label, edge = summary[0]
    assert rows[0][0] == label and rows[0][1].startswith(f"{edge.numerator}/{edge.denominator}")
    fig = go.Figure(go.Bar(x=["pass", "order-up"], y=[0.5, 1.25], error_y={"type": "data", "array": [0.1, 0.2]}))
    assert cells(T.table_html(fig, "bids"))[1:] == [["pass", "0.5 ± 0.1"], ["order-up", "1.25 ± 0.2"]]


def test_lines_on_two_axes_and_a_log_axis_read_in_their_units():
    view = {"purse_history": [[500, 500, 100000], [525, 480, 99995]], "names": ["You", "Abner"], "start_bank": 100000}
    heads, body = T.rows(CK.purse_figure(view))
    assert heads == ["throw", "You", "Abner", "Bank's take"]
    assert body == [["0", "$5.00", "$5.00", "$0.00"], ["1", "$5.25", "$4.80", "−$0.05"]]
    heads, body = T.rows(CM.combos_chart())
    assert len(heads) > 2 and len(body) >= 5 and all(len(r) == len(heads) for r in body)
    assert T.rows(go.Figure()) == ([], []) and T.table_html(go.Figure(), "nothing") == ""
