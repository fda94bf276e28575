"""A button's accessible name as a screen reader computes it, for the view tests: its own ``aria-label`` if it has
one, else its content in order, a picture (``role="img"``) by its ``aria-label``, text as written (inline parts
joined with no space added: 'throw <img 10♣>, pay' is 'throw ten of clubs, pay'), hidden parts
(``aria-hidden``) left out. Enough of the accessible-name algorithm for the site's own buttons."""

from __future__ import annotations

from html.parser import HTMLParser


class _Name(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.words: list[str] = []
        self.own: str | None = None
        self.skip = 0          # depth inside a part whose text is not read (a picture read by its label, a hidden one)
        self.depth = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.depth += 1
        if self.depth == 1 and "aria-label" in a:
            self.own = a["aria-label"]
        if self.skip:
            self.skip += 1
            return
        if a.get("aria-hidden") == "true":
            self.skip = 1
        elif a.get("role") == "img" or tag == "svg":
            self.words.append(a.get("aria-label", ""))
            self.skip = 1

    def handle_endtag(self, tag):
        self.depth -= 1
        if self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.words.append(data)


def spoken(html: str) -> str:
    """The accessible name of the first element of ``html`` (a button)."""
    p = _Name()
    p.feed(html)
    if p.own is not None:
        return p.own
    return " ".join("".join(p.words).split())   # inline parts run together, as a browser reads them


def shown(html: str) -> str:
    """The text ``html`` shows (its tags left out, entities decoded): what a sighted learner reads."""
    import html as _html
    import re

    return _html.unescape(re.sub(r"<[^>]+>", "", html))


def button_with(html: str, act: str) -> str:
    """The whole button (tag, content and end) in ``html`` whose move (``data-act``) is ``act``."""
    import html as _html
    import re

    return re.search(rf'<button [^>]*data-act="{re.escape(_html.escape(act, quote=True))}"[^>]*>.*?</button>',
                     html, flags=re.S).group(0)
