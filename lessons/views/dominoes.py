"""Dominoes drawn as dominoes: two squares of pips in SVG, each tile with an accessible text name.

``tile_svg(high, low)`` draws one tile (``vertical`` for a hand, or lying down for a row); ``row(tiles)`` a run of
tiles. Every drawing is ``role="img"`` with an ``aria-label`` such as "the six–four tile" (or "the double five
tile, the right bower"), so a screen reader says what the eye sees, and a ``<title>`` for the mouse.

``Sheet`` draws the same tiles for an ``st.html`` block (whose sanitizer removes inline SVG) from one picture: the
lesson's table of rankings, about fifty inline SVGs parsed by Streamlit's Markdown, was most of the time of opening
the page.
"""

from __future__ import annotations

import base64
import hashlib
import html as _html

WORDS = ("blank", "one", "two", "three", "four", "five", "six")
# Pip centres on a 3x3 grid (col, row), for 0..6.
PIPS = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def name(high: int, low: int) -> str:
    """'double six', 'six–four' (high end first)."""
    h, lo = max(high, low), min(high, low)
    return f"double {WORDS[h]}" if h == lo else f"{WORDS[h]}–{WORDS[lo]}"


def parse(text: str) -> tuple[int, int]:
    a, b = (int(x) for x in text.replace("|", "-").split("-"))
    return max(a, b), min(a, b)


def _half(n: int, x0: float, y0: float, side: float, colour: str) -> str:
    step = side / 4
    r = side * 0.09
    return "".join(f'<circle cx="{x0 + step * (1 + c):.1f}" cy="{y0 + step * (1 + rr):.1f}" r="{r:.1f}" '
                   f'fill="{colour}"/>' for c, rr in PIPS[n])


def tile_svg(high: int, low: int, size: int = 34, vertical: bool = True, note: str = "", mark: str = "",
             face_down: bool = False) -> str:
    """One tile. ``size`` is the side of one end in px; ``mark`` colours the border ("trump", "win", "led")."""
    w, h, label, body = _drawing(high, low, size, vertical, note, mark, face_down)
    title = _html.escape(label)
    return (f'<svg class="cp-domino" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" '
            f'aria-label="{title}" style="vertical-align:middle"><title>{title}</title>{body}</svg>')


class Sheet:
    """Tiles for one ``st.html`` block, all cut from one SVG picture (a sprite sheet) in the block's own style.

    ``st.html``'s sanitizer removes inline SVG; a data-URI image per tile survives it, but the browser then builds an
    SVG document per image (about fifty in the lesson's table of rankings). One picture per block is decoded once;
    each tile is a ``<span role="img">`` showing its part of it, named by ``aria-label`` (and ``title`` for the
    mouse), the same names and pixels as ``tile_svg``."""

    def __init__(self) -> None:
        self.cells: dict[tuple, tuple[int, int, int]] = {}   # drawing -> (x in the sheet, width, height)
        self.width = 0
        self.spans: list[str] = []

    def tile(self, text: str, size: int = 34, vertical: bool = True, note: str = "", mark: str = "") -> str:
        """The tile's markup in this sheet (call ``html`` last, with the markup built from these)."""
        high, low = parse(text)
        w, h, label, _ = _drawing(high, low, size, vertical, note, mark, False)
        key = (high, low, size, vertical, mark)
        if key not in self.cells:
            self.cells[key] = (self.width, w, h)
            self.width += w + 2   # a gap, so no tile's edge pixels reach its neighbour's
        x = self.cells[key][0]
        name = _html.escape(label)
        return (f'<span class="{{cls}}" role="img" aria-label="{name}" title="{name}" '
                f'style="width:{w}px;height:{h}px;background-position:-{x}px 0"></span>')

    def row(self, texts, **kw) -> str:
        """``row`` drawn from this sheet."""
        return row(texts, draw=self.tile, **kw)

    def html(self, body: str) -> str:
        """The block: the sheet as its style (a class named after its picture) and ``body`` drawn from it."""
        height = max((h for _, _, h in self.cells.values()), default=0)
        pieces = []
        for (high, low, size, vertical, mark), (x, w, h) in self.cells.items():
            inner = _drawing(high, low, size, vertical, "", mark, False)[3]
            pieces.append(f'<svg x="{x}" y="0" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{inner}</svg>')
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{height}">'
               f'{"".join(pieces)}</svg>')
        data = base64.b64encode(svg.encode()).decode("ascii")
        cls = "cp-tiles-" + hashlib.sha1(data.encode()).hexdigest()[:10]
        style = (f"<style>.{cls} {{ display:inline-block; vertical-align:middle; "
                 f"background:url(data:image/svg+xml;base64,{data}) no-repeat; }}</style>")
        return style + body.replace("{cls}", cls)


def _drawing(high: int, low: int, size: int, vertical: bool, note: str, mark: str,
             face_down: bool) -> tuple[int, int, str, str]:
    """A tile's width, height, spoken name and SVG body."""
    side = size
    w, h = (side, side * 2) if vertical else (side * 2, side)
    label = "a tile, face down" if face_down else f"the {name(high, low)} tile" + (f", {note}" if note else "")
    border = {"trump": "#b8860b", "win": "#2e7d32", "led": "#1f5f8b"}.get(mark, "#2b2b2b")
    bw = 2.4 if mark else 1.2
    if face_down:
        body = (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="{side * .14:.1f}" fill="#3b2a1a" '
                f'stroke="#2b2b2b" stroke-width="1.2"/>')
    else:
        a, b = (high, low)
        line = (f'<line x1="{side * .15:.1f}" y1="{side}" x2="{side * .85:.1f}" y2="{side}" stroke="#555" '
                f'stroke-width="1.2"/>' if vertical else
                f'<line x1="{side}" y1="{side * .15:.1f}" x2="{side}" y2="{side * .85:.1f}" stroke="#555" '
                f'stroke-width="1.2"/>')
        second = (0, side) if vertical else (side, 0)
        body = (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="{side * .14:.1f}" fill="#fbf8ef" '
                f'stroke="{border}" stroke-width="{bw}"/>{line}'
                + _half(a, 0, 0, side, "#1b1b1b") + _half(b, second[0], second[1], side, "#1b1b1b"))
    return w, h, label, body


def tile(text: str, **kw) -> str:
    h, lo = parse(text)
    return tile_svg(h, lo, **kw)


def row(texts, size: int = 24, vertical: bool = False, notes: dict | None = None, marks: dict | None = None,
        gap: str = ".25rem", draw=None) -> str:
    """Tiles in a row, each drawn by ``draw`` (a sheet's ``tile``; by default an inline SVG, ``tile``)."""
    notes, marks, draw = notes or {}, marks or {}, draw or tile
    parts = [f'<span style="display:inline-block;margin-right:{gap}">'
             f'{draw(t, size=size, vertical=vertical, note=notes.get(t, ""), mark=marks.get(t, ""))}</span>'
             for t in texts]
    return "".join(parts) or '<span class="cp-meta">none</span>'


def backs(n: int, size: int = 14) -> str:
    return "".join(f'<span style="margin-right:2px">{tile_svg(0, 0, size=size, face_down=True)}</span>'
                   for _ in range(n))
