"""What the shared-table browser tests share (tests/browser/test_shared*.py): a seat in a browser context of its own
whose websocket frames are kept, opening and joining a table through "Play together", the move a seat's page
offers, the time a move takes to show at the other seats, and the search of a seat's frames for every card it may
not know at that moment (the game's own ``hidden_from``), in every notation the site writes."""

from __future__ import annotations

import html
import re
import statistics
import time
from dataclasses import dataclass, field
from datetime import UTC
from urllib.parse import parse_qs, urlsplit

from engine.core.record import replay_states
from engine.core.review import finished_hands
from engine.games import get_game
from tests.browser.conftest import assert_no_exception, wait_idle

# The seat's page notes, in the browser, every change of what a player reads to know the table moved: the turn
# banner and the move log (a poll every 10 ms, in page time, so a change is timed where it shows, not when the test
# looked).
WATCH = """() => {
  window.__sig = [];
  let last = null;
  setInterval(() => {
    const t = document.querySelector('.cp-turn'), l = document.querySelector('.cp-board .cp-log');
    const s = (t ? t.innerText : '') + '|' + (l ? l.innerText : '');
    if (s !== last) { last = s; window.__sig.push([Date.now(), s]); }
  }, 10);
}"""
# a click dispatched in the page, its time taken just before (page time: every context runs on this machine's clock)
CLICK = "(sel) => { const el = document.querySelector(sel); if (!el) return -1; const t = Date.now(); el.click(); return t; }"
# a seat's moves: its enabled move buttons, and its hand's cards that are legal now (raised: drawn primary)
ACTS = (".cp-board button[data-key^='{game}:act:']:not([disabled]), "
        ".cp-board button[data-key^='{game}:card:'][data-kind='primary']")
CARD_TEXT = re.compile(r"\b(?:10|[2-9JQKA])[CDHS]\b")   # a card as the engine writes it in a view
_EDGE = "A-Za-z0-9+/=_-"    # a card's short text inside a word, a number or base64 is not the card


@dataclass
class Player:
    name: str
    ctx: object
    page: object
    frames: list = field(default_factory=list)   # (time.time() when received, the frame's text)

    @property
    def token(self) -> str:
        return parse_qs(urlsplit(self.page.url).query)["_tseat"][0]

    def changes_after(self, t0: float) -> list:
        return self.page.evaluate("t0 => window.__sig.filter(x => x[0] > t0)", t0)


def frame_text(payload) -> str:
    """A frame as text: the protobuf's strings are UTF-8 in it; a table's block is JSON (\\u escapes) of HTML
    (entities), so both are undone."""
    raw = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else payload
    raw = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), raw)
    return html.unescape(raw)


def new_player(browser, name: str, shots=None) -> Player:
    ctx = browser.new_context(viewport={"width": 1366, "height": 900})
    ctx.add_init_script(script=f"({WATCH})()")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    p = Player(name, ctx, page)
    attach(p, page)
    return p


def attach(p: Player, page) -> None:
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: p.frames.append((time.time(), frame_text(f)))))


def choose(page, label: str, option: str) -> None:
    """A select box's option, typed and taken with Enter (a list redrawn under the pointer is no matter)."""
    page.get_by_label(label).first.click()
    page.keyboard.type(option)
    page.get_by_role("option", name=option, exact=True).first.wait_for()
    page.keyboard.press("Enter")
    wait_idle(page)
    box = page.get_by_label(label).first
    got = box.input_value() if box.evaluate("e => 'value' in e") else box.inner_text()
    assert option in got, (label, option, got)


def rule_set_label(game_title: str, name: str) -> str:
    """What Play together's Rule set box shows for a rule set (its label, engine/core/presets.py); an old name is
    read as today's."""
    from engine.games import all_games

    presets = next(g for g in all_games().values() if g.title == game_title).presets
    return presets.labels()[presets.canonical(name)]


def open_table(p: Player, url: str, game_title: str, rules: str, pace: str = "At once", people: int | None = None) -> str:
    """The opener, on Play together: the game, its rule set, the pace; opened and gone to the table. The code."""
    p.page.goto(f"{url}/play-together")
    p.page.wait_for_selector("[data-testid='stApp']")
    wait_idle(p.page, 60_000)
    choose(p.page, "Game", game_title)
    choose(p.page, "Rule set", rule_set_label(game_title, rules))
    choose(p.page, "Their pace", pace)
    if people is not None:   # the seats past ``people`` for computer players (the multiselect's chips)
        box = p.page.locator("[data-testid='stMultiSelect']").first
        for _ in range(4):
            chips = box.locator("[data-baseweb='tag']")
            if chips.count() <= people:
                break
            chips.last.locator("[role='presentation'], svg").last.click()
            wait_idle(p.page)
    p.page.locator("[data-testid='stTextInput']").filter(has=p.page.get_by_label("Your name")).last \
        .get_by_label("Your name").fill(p.name)
    p.page.get_by_role("button", name="Open the table").click()
    wait_idle(p.page)
    code = p.page.locator(".cp-shared-code").inner_text().strip()
    p.page.get_by_role("button", name=f"Go to the table ({game_title})").click()
    p.page.wait_for_url("**_tseat=*")
    wait_idle(p.page)
    assert_no_exception(p.page)
    return code


def join_table(p: Player, url: str, code: str) -> None:
    p.page.goto(f"{url}/play-together?table={code}")
    p.page.wait_for_selector("[data-testid='stApp']")
    wait_idle(p.page, 60_000)
    form = p.page.locator("[data-testid='stForm']")
    form.get_by_label("Your name").fill(p.name)
    form.get_by_role("button", name="Join the table").click()
    p.page.wait_for_url("**_tseat=*")
    wait_idle(p.page)
    assert_no_exception(p.page)


def state_of(tables, table_id: int):
    t = tables.read(table_id)
    return t, replay_states(t.record())


def choose_move(acts: list[str]) -> str:
    """A seat's move from its enabled buttons: never alone; order up, discard, play, name a suit, then anything."""
    acts = [a for a in acts if "alone" not in a]
    for prefix in ("order-up", "discard", "play", "name", "stand"):
        for a in acts:
            if a.startswith(prefix):
                return a
    return acts[0]


def act_at(p: Player, game: str, pick=choose_move) -> tuple[str, float]:
    """At the seat's turn: wait for its move buttons, press one (``pick`` chooses), wait until its page is idle.
    The move sent and the page time of the click."""
    sel = ACTS.format(game=game)
    deadline = time.time() + 20
    while True:   # the buttons drawn, and still there once the page is idle (a pushed redraw may replace them)
        p.page.wait_for_selector(sel, timeout=max(1, deadline - time.time()) * 1000)
        wait_idle(p.page)
        acts = p.page.locator(sel).evaluate_all("els => els.map(e => e.getAttribute('data-act'))")
        if acts or time.time() > deadline:
            break
    move = pick(acts)
    t0 = p.page.evaluate(CLICK, f".cp-board button[data-act='{move}']:not([disabled])")
    assert t0 > 0, f"{p.name}: no button for {move!r}"
    wait_idle(p.page)
    assert_no_exception(p.page)
    return move, t0


def stored(tables, table_id: int, before: int, timeout: float = 5.0) -> bool:
    """Whether the table has more than ``before`` moves stored, within ``timeout`` s (a click's run may start after
    the page was last seen idle)."""
    deadline = time.time() + timeout
    while len(tables.read(table_id).moves) <= before:
        if time.time() > deadline:
            return False
        time.sleep(0.05)
    return True


def shown_at(others: list[Player], t0: float, timeout: float = 10.0) -> list[float]:
    """For each other seat, the seconds from the click (page time ``t0``) to the first change its page showed."""
    out = []
    for p in others:
        p.page.wait_for_function("t0 => window.__sig.some(x => x[0] > t0)", arg=t0, timeout=timeout * 1000)
        out.append((p.changes_after(t0)[0][0] - t0) / 1000)
    return out


def notations(card) -> list[re.Pattern]:
    """Every way the site writes a card: 'QS' (and 'TS' for a ten), 'Q♠', 'queen of spades'."""
    short = [str(card)] + ([f"T{card.suit.value}"] if str(card).startswith("10") else [])
    pats = [re.compile(rf"(?<![{_EDGE}]){re.escape(s)}(?![{_EDGE}])") for s in short]
    pats.append(re.compile(rf"(?<![0-9A-Za-z]){re.escape(card.rank.text)}\s?{re.escape(card.suit.symbol)}"))
    pats.append(re.compile(re.escape(card.name).replace(r"\ ", r"\s+"), re.I))
    return pats


def found(text: str, card) -> str:
    """Where the card is written in ``text`` (with a few words around it), or ''."""
    for p in notations(card):
        m = p.search(text)
        if m:
            return text[max(0, m.start() - 60):m.end() + 60].replace("\n", " ")
    return ""


def stored_times(tables, table_id: int) -> list[float]:
    """Each stored move's time (seconds since the epoch), in order."""
    from sqlalchemy import select

    from engine.classroom.models import SharedMoveRow

    with tables._session() as s:
        ats = s.scalars(select(SharedMoveRow.at).where(SharedMoveRow.table_id == table_id)
                        .order_by(SharedMoveRow.move_no)).all()
    return [a.replace(tzinfo=UTC).timestamp() for a in ats]


def hand_end(game, states, seat: int) -> int:
    """The state at which the first hand is finished (the review may lay it open from then)."""
    hands = finished_hands(game, states, seat)
    assert hands, "the first hand is not finished"
    return hands[0].ends_at


def fixed_examples(game_slug: str) -> list[str]:
    """Texts the page writes the same at every deal (a typed move's example placeholder names cards, whichever
    were dealt): left out of the search."""
    import importlib

    views = importlib.import_module(f"lessons.views.{game_slug.replace('-', '_')}")
    return [views.TYPED_PLACEHOLDER] if hasattr(views, "TYPED_PLACEHOLDER") else []


def leaks(p: Player, seat: int, game_slug: str, states, times: list[float], until: float) -> list[str]:
    """Every card this seat may not know, found in a frame it received before ``until``: at a frame's arrival the
    table had made the moves stored by then (``times``); what the seat may not know then is the game's
    ``hidden_from`` at that state, less every card its own views have shown it up to that state (a turn-up it saw
    picked up, a card it saw on the widow)."""
    game = get_game(game_slug)
    from engine.core.cards import Card

    seen: list[set] = []
    acc: set = set()
    for s in states:
        shown = set(CARD_TEXT.findall(repr(game.view(s, seat))))
        assert not shown & game.hidden_from(s, seat), "the seat's own view shows what is hidden from it"
        acc |= shown
        seen.append(set(acc))
    out = []
    fixed = fixed_examples(game_slug)
    for at, text in p.frames:
        if at >= until:
            continue
        for example in fixed:
            text = text.replace(example, "")
        n = sum(1 for t in times if t <= at)
        hidden = game.hidden_from(states[n], seat) - seen[n]
        for c in hidden:
            where = found(text, Card.parse(c))
            if where:
                out.append(f"{p.name} (seat {seat + 1}) after move {n}: {c} in …{where}…")
    return sorted(set(out))


def summary(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return f"{len(xs)} showings, median {statistics.median(xs) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max " \
           f"{xs[-1] * 1000:.0f} ms"

