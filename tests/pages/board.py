"""A table drawn as one block (lessons/parts/board.py) under AppTest: read its HTML, find its buttons, click them.

AppTest does not run a component's JavaScript, so a click is sent as the browser's component sends it: the
block's trigger value (``{"event": "act", "value": <the button's data-act>}``) in the widget states of the next
run. The page's own handler then runs, as it does for a click in the browser (tests/browser clicks the real
buttons). ``button(at, key)`` finds a block's button by its ``data-key`` (the key its Streamlit button had) or,
failing that, a Streamlit button by its key, so a page's tests read the same either way.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from html.parser import HTMLParser


def blocks(at, name: str = "cp_board") -> list:
    """The table blocks drawn by the last run (bidi components), in page order (``name="cp_chrome"``: the site's
    own parts drawn the same way, a lesson's header)."""
    found = []

    def walk(node) -> None:
        if getattr(node, "type", None) == "bidi_component" and node.proto.component_name.endswith(name):
            found.append(node)
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return found


def whole_html(block) -> str:
    """A block's HTML as the browser shows it: its frame with each part in its slot (board.Parts)."""
    from lessons.parts.board import whole

    data = json.loads(block.proto.json or "{}")
    return whole(data.get("html", ""), data.get("parts") or {})


def chrome_html(at) -> str:
    """The HTML of the site's own parts drawn as blocks (a lesson's header: its title, hook and parts' bar)."""
    return " ".join(html.unescape(whole_html(b)) for b in blocks(at, "cp_chrome"))


def title(at) -> str:
    """A lesson's title, as its header block draws it (its icon's ligature left out)."""
    m = re.search(r'<h1 class="cp-title">(?:<span class="cp-icon[^>]*>[^<]*</span>)?\s*(.*?)</h1>', chrome_html(at))
    return m.group(1) if m else ""


def lesson_parts(at) -> list[str]:
    """The parts of a lesson its header's bar offers (Learn, Play, Odds, Rule card)."""
    return re.findall(r'role="radio"[^>]*>([^<]+)</button>', chrome_html(at))


def block_html(at) -> str:
    """Every block's HTML, entities decoded (tags kept)."""
    return " ".join(html.unescape(whole_html(b)) for b in blocks(at))


@dataclass
class BoardButton:
    at: object
    block: object
    key: str
    act: str
    label: str
    disabled: bool
    primary: bool
    aria: str
    with_box: str = ""
    box_value: str = ""

    @property
    def type(self) -> str:
        return "primary" if self.primary else "secondary"

    def click(self, box: object = None):
        """Send the button's move as the block's trigger value; ``.run()`` on the result runs the page. A button
        that takes its number box's value sends the box's value as drawn, or ``box`` (what the learner typed)."""
        assert not self.disabled, f"{self.key} is disabled"
        act = self.act
        if self.with_box:
            act = f"{act} {self.box_value if box is None else box}".strip()
        return _Click(self.at, self.block, act)


class _Click:
    def __init__(self, at, block, value: str, event: str = "act") -> None:
        self.at, self.block, self.value, self.event = at, block, value, event

    def run(self, timeout: float | None = None):
        from streamlit.components.v2.bidi_component.main import _make_trigger_id

        states = self.at._tree.get_widget_states()
        w = states.widgets.add()
        w.id = _make_trigger_id(self.block.proto.id, "events")
        w.json_trigger_value = json.dumps([{"event": self.event, "value": self.value}])
        return self.at._run(states, timeout=timeout)


def type_move(at, text: str, block: int = 0) -> _Click:
    """Write a move in the block's box and press Enter (the block's "typed" trigger); ``.run()`` runs the page."""
    return _Click(at, blocks(at)[block], text, "typed")


class _Buttons(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[dict] = []
        self.boxes: dict[str, str] = {}
        self._open: dict | None = None

    def handle_starttag(self, tag, attrs) -> None:
        a = dict(attrs)
        if tag == "input" and a.get("data-key"):
            self.boxes[a["data-key"]] = a.get("value") or ""
        if tag in ("button", "a") and "data-act" in a:   # a link of the site's sidebar sends its move too
            self._open = {"key": a.get("data-key", ""), "act": a.get("data-act", ""), "disabled": "disabled" in a,
                          "primary": "cp-btn-primary" in (a.get("class") or ""), "aria": a.get("aria-label", ""),
                          "with": a.get("data-with", ""), "text": []}

    def handle_endtag(self, tag) -> None:
        if tag in ("button", "a") and self._open is not None:
            self.found.append(self._open)
            self._open = None

    def handle_data(self, data) -> None:
        if self._open is not None:
            self._open["text"].append(data)


ICONS = {"skip_next", "fast_forward", "undo", "refresh", "check_box", "check_box_outline_blank", "casino"}


def buttons(at, name: str = "cp_board") -> list[BoardButton]:
    """The buttons of the page's table blocks (``name="cp_chrome"``: of its header and the site's sidebar)."""
    out = []
    for block in blocks(at, name):
        parser = _Buttons()
        parser.feed(whole_html(block))
        for b in parser.found:
            # the text it shows, its inline parts run together as shown (a sign drawn as a picture: "throw 9♦, pay")
            words = " ".join("".join(t for t in b["text"] if t.strip() not in ICONS).split())
            out.append(BoardButton(at, block, b["key"], b["act"], words, b["disabled"], b["primary"], b["aria"],
                                   b["with"], parser.boxes.get(b["with"], "")))
    return out


def box_value(at, key: str) -> str:
    """The value a number box of the block is drawn with."""
    for block in blocks(at):
        parser = _Buttons()
        parser.feed(whole_html(block))
        if key in parser.boxes:
            return parser.boxes[key]
    raise KeyError(key)


def button(at, key: str):
    """A block's button by its data-key (a table's, else the page's header's or the sidebar's), else a Streamlit
    button by its key."""
    for b in buttons(at) + buttons(at, "cp_chrome"):
        if b.key == key:
            return b
    return next(b for b in at.button if b.key == key)


class _Alerts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._depth = 0
        self._text: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        if self._depth:
            self._depth += tag not in ("br", "img")
        elif dict(attrs).get("role") == "alert":
            self._depth, self._text = 1, []

    def handle_endtag(self, tag) -> None:
        if self._depth and tag not in ("br", "img"):
            self._depth -= 1
            if not self._depth:
                self.found.append(" ".join(" ".join(self._text).split()))

    def handle_data(self, data) -> None:
        if self._depth:
            self._text.append(data)


def alerts(at) -> list[str]:
    """The block's refusals and notices (role="alert"), in words, without their icons' names."""
    parser = _Alerts()
    for block in blocks(at):
        parser.feed(whole_html(block))
    return [a.removeprefix("block ").removeprefix("warning ") for a in parser.found]


def refusal(at) -> str:
    """The refusal shown ("Not allowed. ..."), or "" if none."""
    return next((a for a in alerts(at) if a.startswith("Not allowed.")), "")
