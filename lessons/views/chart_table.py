"""A chart's numbers as a table a screen reader can read (issue 28: the lessons' figures have text equivalents).

Pure (no Streamlit): ``rows(fig)`` reads a plotly figure's own traces, the numbers the chart draws, never a second
copy of them that could drift; ``table_html(fig, caption)`` is that as a captioned HTML table, which
``lessons/parts/charts.py`` draws beside the chart. A bar or a line's category (its x, or its y for a horizontal
bar) is a row, each trace a column named by its legend's name (or its value axis's title); a value the trace
labels itself (a bar's text: '1/36 = 2.78%') is shown as labelled, else in its axis's format (a percentage, a
dollar), with its error bar's margin ('0.5 ± 0.1')."""

from __future__ import annotations

from lessons.views.markup import escape


def _axis(fig, name: str):
    """A figure's axis by its trace's reference ('x', 'y2' -> layout.yaxis2)."""
    return fig.layout[f"{name[0]}axis{name[1:]}"]


def _title(axis) -> str:
    return (axis.title.text or "") if axis is not None and axis.title is not None else ""


def _number(v, axis) -> str:
    """A value as its axis shows it: a percentage (tickformat '.0%': 2 places here), a prefix ('$'), else plainly."""
    if v is None:
        return ""
    if isinstance(v, str):
        return v
    fmt, prefix = (axis.tickformat or "", axis.tickprefix or "") if axis is not None else ("", "")
    if fmt.endswith("%"):
        return f"{float(v):.2%}"
    if prefix == "$":
        return f"{'−' if float(v) < 0 else ''}${abs(float(v)):,.2f}"
    if float(v) == int(float(v)):
        return f"{prefix}{int(float(v)):,}"
    return f"{prefix}{float(v):.4g}"


def _cell(v) -> str:
    """A category as written: a whole number without its '.0', a price with two places."""
    if isinstance(v, float):
        return f"{v:.2f}" if v != int(v) else str(int(v))
    return str(v)


def rows(fig) -> tuple[list[str], list[list[str]]]:
    """The figure's numbers: the column heads (the category's, then one per trace) and a row per category, in the
    order the chart first shows them (a trace with no value there leaves its cell empty)."""
    traces = [t for t in fig.data if getattr(t, "x", None) is not None and getattr(t, "y", None) is not None]
    if not traces:
        return [], []
    flat = getattr(traces[0], "orientation", None) == "h"
    cat_axis = _axis(fig, (traces[0].yaxis if flat else traces[0].xaxis) or ("y" if flat else "x"))
    heads = [_title(cat_axis) or ("category" if flat else "x")]
    columns, order = [], []
    for i, t in enumerate(traces):
        horizontal = getattr(t, "orientation", None) == "h"
        cats, values = (t.y, t.x) if horizontal else (t.x, t.y)
        value_axis = _axis(fig, (t.xaxis or "x") if horizontal else (t.yaxis or "y"))
        text = t.text if isinstance(t.text, (list, tuple)) and len(t.text) == len(values) else None
        bars = getattr(t, "error_x" if horizontal else "error_y", None)
        errors = list(bars.array) if bars is not None and bars.array is not None else None   # a 95% margin
        heads.append(t.name or _title(value_axis) or ("value" if len(traces) == 1 else f"series {i + 1}"))
        cells = {}
        for j, (c, v) in enumerate(zip(cats, values, strict=False)):
            key = _cell(c)
            cells[key] = str(text[j]) if text is not None else _number(v, value_axis)
            if errors is not None and j < len(errors) and text is None:
                cells[key] += f" ± {_number(errors[j], value_axis)}"
            if key not in order:
                order.append(key)
        columns.append(cells)
    return heads, [[c, *(col.get(c, "") for col in columns)] for c in order]


def table_html(fig, caption: str) -> str:
    """The figure's numbers as a real table (``<caption>``, column heads, a row head per category), captioned: what
    a screen reader reads in place of the picture, and anyone may open beside it."""
    heads, body = rows(fig)
    if not body:
        return ""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in heads)
    lines = "".join("<tr>" + f'<th scope="row">{escape(r[0])}</th>' + "".join(f"<td>{escape(c)}</td>" for c in r[1:])
                    + "</tr>" for r in body)
    return (f'<details class="cp-chart-data"><summary>The chart\'s numbers: {escape(caption)}</summary>'
            f'<div class="cp-scroll" tabindex="0" role="region" aria-label="{escape(caption)}, in figures">'
            f'<table><caption>{escape(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{lines}</tbody>'
            f"</table></div></details>")
