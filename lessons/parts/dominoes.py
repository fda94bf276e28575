"""Dominoes drawn as dominoes: two squares of pips in SVG, each tile with an accessible text name.

``tile_svg(high, low)`` draws one tile (``vertical`` for a hand, or lying down for a row); ``row(tiles)`` a run of
tiles. Every drawing is ``role="img"`` with an ``aria-label`` such as "the six–four tile" (or "the double five
tile, the right bower"), so a screen reader says what the eye sees, and a ``<title>`` for the mouse.
"""

from __future__ import annotations

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
    title = _html.escape(label)
    return (f'<svg class="cp-domino" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" '
            f'aria-label="{title}" style="vertical-align:middle"><title>{title}</title>{body}</svg>')


def tile(text: str, **kw) -> str:
    h, lo = parse(text)
    return tile_svg(h, lo, **kw)


def row(texts, size: int = 24, vertical: bool = False, notes: dict | None = None, marks: dict | None = None,
        gap: str = ".25rem") -> str:
    notes, marks = notes or {}, marks or {}
    parts = [f'<span style="display:inline-block;margin-right:{gap}">'
             f'{tile(t, size=size, vertical=vertical, note=notes.get(t, ""), mark=marks.get(t, ""))}</span>'
             for t in texts]
    return "".join(parts) or '<span class="cp-meta">none</span>'


def backs(n: int, size: int = 14) -> str:
    return "".join(f'<span style="margin-right:2px">{tile_svg(0, 0, size=size, face_down=True)}</span>'
                   for _ in range(n))
