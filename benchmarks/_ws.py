"""A Streamlit tab without a browser: one websocket session speaking the installed Streamlit's own protocol.

What a browser tab does, done the same way (read from the bundled frontend, ``static/js/index.*.js``):
GET the page, ``_stcore/health`` and ``_stcore/host-config`` (the XSRF cookie comes with them); open
``ws://…/_stcore/stream`` with the subprotocols ``["streamlit", <xsrf cookie>]`` and the page's Origin; send a
``rerun_script`` BackMsg naming the page by its URL path and query string (later ones name the page by its
script hash, as the frontend does once ``new_session`` told it); keep the elements the deltas draw, by delta
path, with the fragment each came from, dropping those a finished run did not draw again; answer ``ref_hash``
messages from the cache of cacheable deltas, whose hashes go back in every rerun (``cached_message_hashes``).

A click is a ``rerun_script`` with the button's ``trigger_value`` and, for a button drawn inside an
``st.fragment``, that fragment's id, exactly as the frontend's ``setTriggerValue``; a form is submitted with
its fields' values and the submit button's trigger. A table drawn as one block (lessons/parts/board.py, an
``st.components.v2`` component) is read from its JSON data's ``html``: its ``<button>``s (``data-key``,
``data-act``) are found like Streamlit's buttons, and a click on one is what the block's script sends, the
component's trigger aggregator (``<component id>__events``, streamlit's ``_make_trigger_id``) with the
``json_trigger_value`` ``[{"event": "act", "value": <data-act>}]``, in the block's fragment. The block's words
(tags and icon names left out) are part of ``text()``. The time of a click is from sending it until the run's
``script_finished`` (the page updated, nothing stale: the frontend's ``notRunning``).

Widget values the driver does not change are not sent: the server keeps them from the last run (session
state's old values), the values a browser would have sent back.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request
from dataclasses import dataclass, field
from html.parser import HTMLParser
from http.cookiejar import CookieJar
from urllib.parse import urlsplit

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import connect

from lessons.parts.board import whole

STATUS = ForwardMsg.ScriptFinishedStatus
FULL_RUN, FRAGMENT_RUN, EARLY = STATUS.FINISHED_SUCCESSFULLY, STATUS.FINISHED_FRAGMENT_RUN_SUCCESSFULLY, \
    STATUS.FINISHED_EARLY_FOR_RERUN


class Timeout(Exception):
    """The server did not finish the run in time."""


@dataclass
class Widget:
    kind: str          # the Element's oneof: button, text_input, ... (bidi_component: a table's block)
    proto: object      # that widget's protobuf (id, label, disabled, form_id ...)
    fragment: str      # the fragment the delta came from ("" outside any)
    buttons: list = field(default_factory=list)   # a block's buttons (BlockButton), in its order

    @property
    def id(self) -> str:
        return self.proto.id

    @property
    def label(self) -> str:
        return getattr(self.proto, "label", "")

    @property
    def disabled(self) -> bool:
        return bool(getattr(self.proto, "disabled", False))

    @property
    def key(self) -> str:
        """The user key the page gave (the part of the id after the hash), or ''."""
        parts = self.id.split("-", 2)
        return parts[2] if len(parts) == 3 else ""


@dataclass
class BlockButton:
    """A ``<button>`` of a table's block: found by ``Tab.find``/``Tab.buttons`` as Streamlit's buttons are, and
    pressed by ``Tab.click`` through the block's trigger."""
    block: Widget      # the block (the bidi component) that drew it
    key: str           # data-key: the key its Streamlit button had (e.g. "commerce:act:stand")
    act: str           # data-act: the move it sends (with its number box's value, if it takes one)
    label: str         # its words (an icon's name left out), or its aria-label
    disabled: bool
    kind: str = "button"

    @property
    def fragment(self) -> str:
        return self.block.fragment

    @property
    def id(self) -> str:
        return _trigger_id(self.block.id)


def _trigger_id(block_id: str) -> str:
    """The id of a block's trigger aggregator, as streamlit makes it (its bidi component's ``_make_trigger_id``)."""
    from streamlit.components.v2.bidi_component.main import _make_trigger_id

    return _make_trigger_id(block_id, "events")


class _Block(HTMLParser):
    """A block's HTML: its buttons (data-act), its number boxes' values and its words."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.buttons: list[dict] = []
        self.boxes: dict[str, str] = {}
        self.words: list[str] = []
        self._open: dict | None = None
        self._icon = 0     # inside a Material icon's span (its ligature is text: not a word)

    def handle_starttag(self, tag, attrs) -> None:
        a = dict(attrs)
        if self._icon:
            self._icon += tag == "span"
        elif tag == "span" and "cp-icon" in (a.get("class") or "").split():
            self._icon = 1
        if tag == "input" and a.get("data-key"):
            self.boxes[a["data-key"]] = a.get("value") or ""
        if tag == "button" and "data-act" in a:
            self._open = {"key": a.get("data-key") or "", "act": a.get("data-act") or "", "aria": a.get("aria-label"),
                          "with": a.get("data-with") or "", "disabled": "disabled" in a, "text": []}
        if tag in ("div", "p", "br", "tr", "li"):
            self.words.append("\n")

    def handle_endtag(self, tag) -> None:
        if self._icon and tag == "span":
            self._icon -= 1
        if tag == "button" and self._open is not None:
            self.buttons.append(self._open)
            self._open = None

    def handle_data(self, data) -> None:
        if self._icon:
            return
        self.words.append(data)
        if self._open is not None:
            self._open["text"].append(data)


def _read_block(w: Widget) -> str:
    """Fill a block's buttons from its JSON data's html; return its words."""
    try:
        data = json.loads(w.proto.json or "{}")
    except ValueError:
        return ""
    html, parts = data.get("html", ""), data.get("parts") or {}
    if not isinstance(html, str) or not isinstance(parts, dict):
        return ""
    html = whole(html, parts)   # a block drawn in parts (board.Parts): each part in its slot
    parser = _Block()
    parser.feed(html)
    for b in parser.buttons:
        act = f"{b['act']} {parser.boxes.get(b['with'], '')}".strip() if b["with"] else b["act"]
        words = " ".join(" ".join(b["text"]).split())
        w.buttons.append(BlockButton(w, b["key"], act, b["aria"] or words, b["disabled"]))
    return "\n".join(" ".join(line.split()) for line in "".join(parser.words).splitlines() if line.strip())


class Tab:
    """One browser tab on ``base`` (``http://host:port``), opened at ``path`` with ``query``."""

    def __init__(self, base: str, path: str = "", query: str = "", timeout: float = 60.0):
        self.base, self.path, self.query, self.timeout = base.rstrip("/"), path.strip("/"), query, timeout
        self.page_hash = ""                       # the current page's script hash, once new_session named it
        self.pages: dict[str, str] = {}           # url path -> page script hash (from the navigation message)
        self.session_id = ""
        self.widgets: dict[tuple, Widget] = {}    # delta path -> widget
        self.texts: dict[tuple, str] = {}         # delta path -> markdown text (for checks)
        self._drawn: set[tuple] = set()           # paths drawn by the run in progress
        self._cache: dict[str, tuple[ForwardMsg, int]] = {}   # hash -> (cacheable delta, run count when used)
        self._max_age = 2
        self._runs = 0
        self._waiter: asyncio.Future | None = None
        self.auto_rerun: dict[str, float] = {}   # fragment id -> interval (st.fragment(run_every=...))
        self.exceptions: list[str] = []
        self.received = 0                         # bytes received

    # -- connecting -------------------------------------------------------------------------------------------
    def _http(self, jar: CookieJar) -> None:
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        page = f"{self.base}/{self.path}" + (f"?{self.query}" if self.query else "")
        for url in (page, f"{self.base}/_stcore/health", f"{self.base}/_stcore/host-config"):
            with opener.open(url, timeout=self.timeout) as r:
                r.read()

    async def open(self) -> float:
        """Load the page as a browser does and wait for its first run; returns the seconds it took."""
        t0 = time.perf_counter()
        jar = CookieJar()
        await asyncio.to_thread(self._http, jar)
        cookies = {c.name: c.value for c in jar}
        xsrf = cookies.get("_streamlit_xsrf", "PLACEHOLDER_AUTH_TOKEN")
        host = urlsplit(self.base).netloc
        self.ws = await connect(f"ws://{host}/_stcore/stream", origin=self.base, subprotocols=["streamlit", xsrf],
                                additional_headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())},
                                max_size=None, open_timeout=self.timeout, ping_interval=None)
        self._reader = asyncio.create_task(self._read())
        await self.rerun([], first=True)
        return time.perf_counter() - t0

    async def close(self) -> None:
        await self.ws.close()
        self._reader.cancel()

    # -- what the server sends --------------------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                self.received += len(raw)
                msg = ForwardMsg()
                msg.ParseFromString(raw)
                self._handle(msg)
        except Exception as exc:  # noqa: BLE001 - a closed socket fails the waiting click, not the reader silently
            if self._waiter is not None and not self._waiter.done():
                self._waiter.set_exception(exc)

    def _handle(self, msg: ForwardMsg) -> None:
        kind = msg.WhichOneof("type")
        if kind == "ref_hash":                    # a delta the browser has cached: the server sent its hash only
            cached, _ = self._cache[msg.ref_hash]
            metadata = ForwardMsg()
            metadata.metadata.CopyFrom(msg.metadata)
            msg = ForwardMsg()
            msg.CopyFrom(cached)
            msg.metadata.CopyFrom(metadata.metadata)
            kind = "delta"
        elif msg.metadata.cacheable and msg.hash:
            self._cache[msg.hash] = (msg, self._runs)
        if kind == "new_session":                 # a full run begins (also after a page switch)
            self.page_hash = msg.new_session.page_script_hash
            self._max_age = msg.new_session.config.max_cached_message_age or 2
            if msg.new_session.HasField("initialize"):
                self.session_id = msg.new_session.initialize.session_id
            self._drawn = set()
        elif kind == "page_info_changed":        # st.query_params changed: the frontend's address bar follows
            self.query = msg.page_info_changed.query_string
        elif kind == "navigation":
            self.pages = {p.url_pathname: p.page_script_hash for p in msg.navigation.app_pages}
            self.page_hash = msg.navigation.page_script_hash or self.page_hash
        elif kind == "delta":
            self._delta(msg)
        elif kind == "auto_rerun":
            self.auto_rerun[msg.auto_rerun.fragment_id] = msg.auto_rerun.interval
        elif kind == "stop_auto_rerun":
            for f in msg.stop_auto_rerun.fragment_ids:
                self.auto_rerun.pop(f, None)
        elif kind == "script_finished":
            self._finished(msg.script_finished)

    def _delta(self, msg: ForwardMsg) -> None:
        path = tuple(msg.metadata.delta_path)
        delta = msg.delta
        self._drawn.add(path)
        if delta.WhichOneof("type") == "add_block":      # a block takes the place of what was there
            self.widgets.pop(path, None)
            self.texts.pop(path, None)
            block = delta.add_block
            if block.WhichOneof("type") == "tab_container" and block.tab_container.id:   # st.tabs with a key
                self.widgets[path] = Widget("tabs", block.tab_container, delta.fragment_id)
        if delta.WhichOneof("type") != "new_element":
            return
        el = delta.new_element
        kind = el.WhichOneof("type")
        if kind == "exception":
            self.exceptions.append(el.exception.message)
        if kind == "markdown":
            self.texts[path] = el.markdown.body
        else:
            self.texts.pop(path, None)
        proto = getattr(el, kind) if kind else None
        if proto is not None and hasattr(proto, "id") and isinstance(proto.id, str) and proto.id:
            self.widgets[path] = Widget(kind, proto, delta.fragment_id)
            if kind == "bidi_component":      # a table's block: its buttons and its words
                self.texts[path] = _read_block(self.widgets[path])
        else:
            self.widgets.pop(path, None)

    def _finished(self, status: int) -> None:
        if status == EARLY:
            return
        if status == FULL_RUN:     # what the run did not draw again is gone (the frontend clears stale elements)
            self.widgets = {p: w for p, w in self.widgets.items() if p in self._drawn}
            self.texts = {p: t for p, t in self.texts.items() if p in self._drawn}
        elif status == FRAGMENT_RUN:
            frags = {w.fragment for p, w in self.widgets.items() if p in self._drawn and w.fragment}
            gone = {p for p, w in self.widgets.items() if p not in self._drawn and w.fragment in frags}
            self.widgets = {p: w for p, w in self.widgets.items() if p not in gone}
            self.texts = {p: t for p, t in self.texts.items() if p not in gone}   # a block's words go with it
        self._runs += 1
        self._cache = {h: (m, n) for h, (m, n) in self._cache.items() if self._runs - n <= self._max_age}
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(status)

    # -- what the tab sends -----------------------------------------------------------------------------------
    async def rerun(self, states: list[WidgetState], fragment: str = "", page_hash: str | None = None,
                    first: bool = False, auto: bool = False) -> float:
        """Send a ``rerun_script`` and wait for its ``script_finished``; returns the milliseconds."""
        msg = BackMsg()
        cs = msg.rerun_script
        cs.widget_states.widgets.extend(states)
        if first:
            cs.page_name, cs.query_string = self.path, self.query
        else:
            cs.page_script_hash = page_hash or self.page_hash
            cs.query_string = self.query
        cs.fragment_id = fragment
        cs.is_auto_rerun = auto
        cs.cached_message_hashes.extend(self._cache)
        ci = cs.context_info
        ci.timezone, ci.timezone_offset, ci.locale, ci.is_embedded, ci.color_scheme = "UTC", 0, "en-GB", False, "light"
        ci.url = f"{self.base}/{self.path}"
        self._drawn = set()
        self._waiter = asyncio.get_running_loop().create_future()
        t0 = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        try:
            await asyncio.wait_for(self._waiter, self.timeout)
        except TimeoutError:
            raise Timeout(f"no script_finished within {self.timeout} s") from None
        finally:
            self._waiter = None
        return (time.perf_counter() - t0) * 1000

    def _all(self) -> list:
        """The widgets in the page's order, each block followed by its buttons."""
        out: list = []
        for _, w in sorted(self.widgets.items()):
            out.append(w)
            out.extend(w.buttons)
        return out

    def find(self, key: str | None = None, label: str | None = None,
             kind: str = "button") -> Widget | BlockButton | None:
        """The widget with this user key (exact) or whose label starts with ``label``; a button may be a block's
        (its data-key)."""
        for w in self._all():
            if w.kind == kind and ((key is not None and w.key == key) or (label is not None and w.label.startswith(label))):
                return w
        return None

    def buttons(self, prefix: str = "") -> list[Widget | BlockButton]:
        """Enabled buttons whose user key (a block's button: its data-key) starts with ``prefix``, in the page's
        order."""
        return [w for w in self._all() if w.kind == "button" and w.key.startswith(prefix) and not w.disabled]

    async def click(self, w: Widget | BlockButton) -> float:
        """Press a button as the frontend does: its trigger, in its fragment (a block's button: the block's
        trigger with the button's move, as the block's script sends it)."""
        if isinstance(w, BlockButton):
            state = WidgetState(id=w.id, json_trigger_value=json.dumps([{"event": "act", "value": w.act}]))
            return await self.rerun([state], fragment=w.fragment)
        return await self.rerun([WidgetState(id=w.id, trigger_value=True)], fragment=w.fragment)

    async def choose(self, w: Widget, value: str) -> float:
        """Set a widget that holds a string (a keyed st.tabs: the label of the tab opened) and rerun."""
        return await self.rerun([WidgetState(id=w.id, string_value=value)], fragment=w.fragment)

    async def submit(self, button: Widget, values: list[tuple[Widget, str]]) -> float:
        """Submit a form: its text fields' values and the submit button's trigger."""
        states = [WidgetState(id=w.id, string_value=v) for w, v in values]
        states.append(WidgetState(id=button.id, trigger_value=True))
        return await self.rerun(states, fragment=button.fragment)

    async def goto(self, url_path: str) -> float:
        """Switch page as the sidebar navigation does (the page's script hash, no query string)."""
        self.path, self.query = url_path, ""
        return await self.rerun([], page_hash=self.pages[url_path])

    def text(self) -> str:
        return "\n".join(t for _, t in sorted(self.texts.items()))
