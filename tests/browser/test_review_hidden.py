"""The after-hand review opened in the middle of a hand never shows the hand being played (issue 32).

As the defect was found: at 1366x768, a hand finished and the next one under way, the learner opens "Review a
finished hand" and presses "Last". The review's rows must show the finished hand's end, and neither the page nor
any websocket frame received from then on may hold a card the learner's seat may not know in the hand in play, in
any notation ("9H", "9♥", "nine of hearts"), unless that card was laid open legitimately as part of a finished hand.
The test knows the hand in play as the server does: it saves the game (sealed; the test shares the site's secret),
opens the file and replays it with the engine.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine.core import review
from engine.core.cards import Card
from engine.core.record import GameRecord, as_json_value, replay_states
from engine.games import all_games
from tests.browser.conftest import assert_no_exception, wait_idle
from tests.browser.table import play_on, shoot, until_my_turn
from tests.browser.test_projector import open_table

pytestmark = pytest.mark.browser

# the game, its link, and the page's part that draws the review
GAMES = {"seven-up": "seven-up?seed=11", "draw-poker": "draw-poker?seed=11"}
# the learner's moves where the table's suggested (primary) button is not one: Draw Poker's bets and the next deal
MOVES = re.compile(r"^(Next deal|See and call|See \(|Hold the age|Bet$|Go better|Stand pat)")


def _one_move(page) -> None:
    until_my_turn(page)
    moves = [b for b in page.get_by_role("button", name=MOVES).all() if b.is_enabled()]
    if moves:
        moves[0].click()
        page.wait_for_timeout(250)
        wait_idle(page)
    else:
        play_on(page, 1)


def _record(page) -> GameRecord:
    """The game as the server holds it: its saved file, opened."""
    share = page.get_by_role("button", name=re.compile("^Share this deal"))
    if share.first.get_attribute("aria-expanded") != "true":
        share.first.click()
        wait_idle(page)
    for attempt in range(3):   # a click that lands while a computer player's move reruns the page is lost: again
        try:
            with page.expect_download(timeout=8_000) as dl:
                page.get_by_role("button", name="Save this game").first.click()
            return GameRecord.from_json(open(dl.value.path(), "rb").read())
        except PlaywrightTimeout:
            print("no download; again", attempt)
            wait_idle(page)
    pytest.fail("the saved game never downloaded")


NAMES = {f"{r}{s}": Card.parse(f"{r}{s}").name for r in ("2 3 4 5 6 7 8 9 10 J Q K A".split()) for s in "SHDC"}


def _found(blob: str, text: str) -> str | None:
    """The first notation of a card found in ``blob`` as a word of its own."""
    c = Card.parse(text)
    for word in (text, c.unicode, c.name):
        if re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", blob):
            return word
    return None


@pytest.mark.parametrize("slug", list(GAMES))
def test_last_in_the_review_mid_hand_shows_only_the_finished_hand(browser, site_url, slug):
    context = browser.new_context(viewport={"width": 1366, "height": 768}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(30_000)
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(
        f if isinstance(f, str) else f.decode("utf-8", "ignore"))))
    try:
        game = all_games()[slug]
        open_table(page, site_url, GAMES[slug])
        # play on until a hand is finished and the next one is under way
        for _ in range(40):
            _one_move(page)
            record = _record(page)
            states = replay_states(record, game)
            marked = review.marks(game, states, 0)
            hands = review.finished_hands(game, states, 0, marked)
            in_play = marked[-1][0]
            started = next(i for i, m in enumerate(marked) if m[0] == in_play)
            if hands and hands[-1].key != in_play and len(states) - 1 > started:
                break
        else:
            pytest.fail("no second hand got under way")
        now = states[-1]
        seats = len(getattr(now, "hands", ())) or game.seats(game.variant_for(record.variant))
        hidden = game.hidden_from(now, 0)
        # laid open legitimately: every card of the finished hands, where the review may show it
        legit = {str(x) for h in hands for step in range(h.positions)
                 for held in review.position(game, states, record.actions, 0, seats, h, step).holdings for x in held}
        legit |= {str(x) for h in hands for i in h.states for s in range(seats)
                  for x in (game.view(states[i], s).get("hand") or [])}
        # and what the learner saw face up in them: the turn-up, the cards run out for a beg, the tricks
        seen = json.dumps([as_json_value(game.view(states[i], 0)) for h in hands for i in h.states])
        legit |= set(re.findall(r"(?<![A-Za-z0-9])(?:10|[2-9JQKA])[SHDC](?![A-Za-z0-9])", seen))
        legit |= {t for t, name in NAMES.items() if name in seen}   # "the jack of spades was not in play"
        secret = sorted(c for c in hidden if c not in legit and re.fullmatch(r"(10|[2-9JQKA])[SHDC]", c))
        current = {s: {str(x) for x in game.view(now, s)["hand"]} for s in range(1, seats)}
        last = review.position(game, states, record.actions, 0, seats, hands[-1], hands[-1].positions - 1)

        toggle = page.locator("[data-testid='stMain']").get_by_role("button", name=re.compile("^Review a"))
        toggle.first.click()
        wait_idle(page)
        frames.clear()
        page.get_by_role("button", name=re.compile(r"(^|\s)Last$")).first.click()
        wait_idle(page)
        region = page.get_by_role("region", name=re.compile("review$")).first
        region.scroll_into_view_if_needed()
        shoot(page, slug, "review-last")
        text = region.inner_text()
        assert f"of {hands[-1].positions - 1}:" in text, text[:300]
        html = region.inner_html()
        # each seat's row shows that seat's holdings at the finished hand's end, never its cards in play
        rows = region.locator("tr")
        for s in range(1, seats):
            shown = set(re.findall(r'aria-label="([a-z]+ of [a-z]+)"', rows.nth(s).inner_html()))
            want = {Card.parse(str(x)).name for x in last.holdings[s]}
            assert shown == want, (s, shown, want)
            assert not current[s] or shown != {Card.parse(c).name for c in current[s]}
        for c in secret:
            assert _found(html, c) is None, f"the review shows {c}, held now in the hand being played"
            blob = "\n".join(frames)
            assert _found(blob, c) is None, f"a websocket frame carries {c} ({_found(blob, c)}), hidden in play"
        assert_no_exception(page)
    finally:
        context.close()
