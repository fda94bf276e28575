"""Shared tables in Streamlit's AppTest (SQLite and PostgreSQL): open and join on "Play together"; at the game's
page a seat sees only its own hand, starts, moves for itself, is refused out of turn, and the page keeps no undo,
no link and no live help."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine.bots import bots_for
from engine.classroom.store import open_store, utcnow
from engine.classroom.tables import SharedTables
from engine.core.record import replay_states
from engine.games import get_game
from lessons.catalog import available_games, page_file
from tests.pages.board import block_html, buttons, refusal

ROOT = Path(__file__).resolve().parents[2]
TOGETHER = str(ROOT / "lessons" / "site" / "shared.py")
EUCHRE = str(ROOT / "lessons" / "euchre.py")


@pytest.fixture
def site_db(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    return db_url


@pytest.fixture
def tables(site_db):
    store = open_store(site_db)
    yield SharedTables(store)
    store.close()


def texts(at) -> str:
    return " ".join(str(e.value) for e in (*at.markdown, *at.error, *at.warning, *at.success, *at.info,
                                             *at.caption))


def notations(piece: str) -> list[str]:
    """Every way a table's HTML may write a card or tile: its text in an attribute or a button's move, its sign
    ("Q♠") as drawn, its spoken name ("queen of spades")."""
    from engine.core.cards import Card
    from engine.core.dominoes import Domino
    from lessons.views import markup

    try:
        c = Card.parse(piece)
        drawn = markup.card(c)
        return [f'"{piece}"', f" {piece}\"", f">{piece}<", drawn[drawn.index(">") + 1:drawn.rindex("<")], c.name]
    except (ValueError, KeyError):
        d = Domino.parse(piece)
        return [f'"{piece}"', f" {piece}\"", f">{piece}<", d.name]


def seat_page(t, token, path: str = EUCHRE) -> AppTest:
    at = AppTest.from_file(path, default_timeout=60)
    at.query_params["_table"], at.query_params["_tseat"] = t.code, token
    return at.run()


def test_open_a_table_on_play_together_shows_its_code_and_qr(tables):
    at = AppTest.from_file(TOGETHER, default_timeout=60).run()
    assert not at.exception
    at.selectbox(key="shared:game").set_value("euchre").run()
    at.text_input(key="shared:name").input("Ada").run()
    at.button(key="shared:open").click().run()
    assert not at.exception
    assert tables.count() == 1
    page = texts(at)
    assert "Your table is open" in page and "<svg" in page and "_tseat" not in page


def test_a_wrong_code_or_a_bad_name_is_refused_where_the_player_typed(tables):
    t, _ = tables.open("euchre", {"players": 4, "pack": 24}, ["person"] * 4, "rule-of-thumb", "Ada")
    at = AppTest.from_file(TOGETHER, default_timeout=60).run()
    at.text_input(key="shared:code").input("ABCDE-23457")
    at.text_input(key="shared:jname").input("Ben")
    at.button(key="FormSubmitter:shared:jform-Join the table").click().run()
    assert "no table has the code" in " ".join(e.value for e in at.error).lower()
    at.text_input(key="shared:code").input("not a code")
    at.button(key="FormSubmitter:shared:jform-Join the table").click().run()
    assert "a table code has 10 letters" in " ".join(e.value for e in at.error).lower()
    at.text_input(key="shared:code").input(t.code)
    at.text_input(key="shared:jname").input("x" * 10_000)
    at.button(key="FormSubmitter:shared:jform-Join the table").click().run()
    assert "at most 30 characters" in " ".join(e.value for e in at.error)
    assert tables.read(t.id).free_seats() == [1, 2, 3]


def test_each_seat_sees_its_own_hand_and_moves_only_on_its_turn(tables):
    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "person", "computer", "computer"],
                         "rule-of-thumb", "Ada", seed=5)
    _, _, ben = tables.join(t.code, "Ben")
    a, b = seat_page(t, ada), seat_page(t, ben)
    assert not a.exception and not b.exception
    assert "Shared table" in texts(a) and "waiting for players" in texts(a)
    assert any(x.key == "shared:start" for x in a.button) and not any(x.key == "shared:start" for x in b.button)
    a.button(key="shared:start").click().run()
    assert tables.read(t.id).started
    b.run()
    ha, hb = (tables.seat_table(t.id, tok).view()["hand"] for tok in (ada, ben))
    for page, mine, theirs in ((a, ha, hb), (b.run(), hb, ha)):
        html = block_html(page)
        assert all(f">{c}<" not in html for c in theirs if c not in mine)   # never another seat's card
    # no undo, no pace buttons, no share link, no live help at a shared table
    assert not [x for x in buttons(a) if x.label in ("Undo", "Next", "Until my turn")]
    assert "seed" not in a.query_params
    # the computer players are the server's (lessons/parts/push.py moves them at the pace; here, by hand)
    for _ in range(8):
        state = replay_states(tables.read(t.id).record())[-1]
        if state.to_act in (0, 1):
            break
        assert tables.computer_move(t.id, now=utcnow() + timedelta(minutes=1))
    assert state.to_act in (0, 1)
    # the seat whose turn it is moves; the other is refused with the rule, nothing stored
    mover, waiter = (a.run(), b.run()) if state.to_act == 0 else (b.run(), a.run())
    before = len(tables.read(t.id).moves)
    assert not [x for x in buttons(waiter) if not x.disabled and x.act in ("pass", "order-up")]
    go = next(x for x in buttons(mover) if not x.disabled and x.act in ("pass", "order-up"))
    go.click().run()
    assert not mover.exception and len(tables.read(t.id).moves) == before + 1
    # the other seat's next drawing shows the move (at a served site the server pushes it: tests/pages/test_push.py)
    waiter.run()
    now = replay_states(tables.read(t.id).record())[-1].to_act
    waiting_seat = 1 if mover is a else 0
    assert not refusal(waiter) and ("cp-yours" in block_html(waiter)) == (now == waiting_seat)


@pytest.mark.parametrize("slug", [g.slug for g in available_games()])
def test_every_game_with_seats_to_share_is_played_shared_and_shows_no_hidden_piece(slug, tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'data' / 'classroom.sqlite3'}"
    monkeypatch.setenv("DATABASE_URL", url)
    store = open_store(url)
    try:
        tables = SharedTables(store)
        game = get_game(slug)
        n = game.seats(game.Variant())
        bots = next(b for b in bots_for(slug) if b != "random")
        t, ada = tables.open(slug, {}, ["person", "person"] + ["computer"] * (n - 2), bots, "Ada")
        _, _, ben = tables.join(t.code, "Ben")
        tables.start(t.id, ada)
        at = seat_page(t, ben, str(page_file(slug)))
        assert not at.exception, [e.value for e in at.exception]
        assert "Shared table" in texts(at)
        state = replay_states(tables.read(t.id).record())[-1]
        html = block_html(at)
        hidden = game.hidden_from(state, 1)   # nothing is hidden at the dice games: the dice are thrown in view
        assert bool(hidden) == (game.kind != "dice")
        assert not [h for h in hidden if any(n in html for n in notations(h))]
        mine = [str(x) for x in tables.seat_table(t.id, ben).view().get("hand") or ()] if hidden else []
        assert not hidden or any(n in html for c in mine for n in notations(c))   # the check finds a drawn piece
        # nothing drawn that does nothing at a shared table: undo, the pace's buttons, a new game
        idle = [x.label for x in buttons(at) if x.act.endswith(SELF_ONLY)]
        assert not idle and not [x.label for x in at.button if x.label.lower().startswith("new ")], idle
    finally:
        store.close()


# -- issue 27's leftovers: the lobby's invitation, the nudge drawn when its time comes, no idle controls, Scarney's
# moves through the shared table's path -------------------------------------------------------------------------
SELF_ONLY = (":undo", ":again", ":next", ":skip", "pace:next", "pace:until")   # moves of a table of one's own


def test_the_lobby_offers_the_opener_the_tables_code_link_and_qr_until_the_game_starts(tables):
    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person"] * 4, "rule-of-thumb", "Ada")
    _, _, ben = tables.join(t.code, "Ben")
    a, b = seat_page(t, ada), seat_page(t, ben)
    invite = texts(a)
    assert "<svg" in invite and t.shown_code in invite and f"play-together?table={t.code}" in invite
    assert "Join this table" in invite and ada not in invite and ben not in invite   # never a seat's token
    assert "<svg" not in texts(b)                       # the opener's to give
    tables.start(t.id, ada)
    assert "<svg" not in texts(a.run())                 # nobody can join a started table


def test_the_nudge_is_drawn_when_its_time_has_passed_and_a_nudge_reaches_the_slow_player(tables):
    past = utcnow() - timedelta(minutes=5)
    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "person", "computer", "computer"],
                         "rule-of-thumb", "Ada", nudge_after=30, seed=5, now=past)
    _, _, ben = tables.join(t.code, "Ben", now=past)
    tables.start(t.id, ada, now=past)
    while replay_states(tables.read(t.id).record())[-1].to_act not in (0, 1):
        assert tables.computer_move(t.id, now=past + timedelta(seconds=5))
    slow = replay_states(tables.read(t.id).record())[-1].to_act
    pages = {0: seat_page(t, ada), 1: seat_page(t, ben)}
    late, other = pages[slow], pages[1 - slow]
    assert "The table has waited" in texts(late) and "your turn" in texts(late)
    assert "has kept the table waiting" in texts(other)
    other.button(key="shared:nudge").click().run()
    assert not other.exception and tables.read(t.id).seats[slow].nudged_at is not None
    assert "(you were nudged)" in texts(late.run()) and "was nudged" in texts(other.run())
    # a fresh table: nobody has kept it waiting yet, so nothing is said and nothing offered
    t2, ada2 = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "computer", "person", "computer"],
                           "rule-of-thumb", "Ada", nudge_after=30)
    tables.start(t2.id, ada2)
    quiet = seat_page(t2, ada2)
    assert "waited" not in texts(quiet) and not any(x.key == "shared:nudge" for x in quiet.button)


def test_a_scarney_move_at_a_shared_table_is_stored_and_wakes_the_other_seats(tables, monkeypatch):
    from lessons.parts import push

    told = []
    monkeypatch.setattr(push, "changed", lambda: told.append(1))
    bots = next(b for b in bots_for("pie-eyed-dice") if b != "random")
    t, ada = tables.open("pie-eyed-dice", {}, ["person", "person", "computer", "computer"], bots, "Ada")
    tables.join(t.code, "Ben")
    tables.start(t.id, ada)
    while replay_states(tables.read(t.id).record())[-1].to_act != 0:
        assert tables.computer_move(t.id, now=utcnow() + timedelta(minutes=1))
    at = seat_page(t, ada, str(ROOT / "lessons" / "pie_eyed_dice.py"))
    before = len(tables.read(t.id).moves)
    next(x for x in buttons(at) if x.act == "throw").click().run()
    assert not at.exception and not refusal(at)
    assert len(tables.read(t.id).moves) == before + 1 and told   # stored, and the others woken at once


def test_at_a_shared_table_a_finished_game_offers_no_new_one_and_another_seats_deal_no_button():
    """The end of a game and another seat's deal, drawn for a seat at a shared table: no new game or session (the
    table's record is the table), no Next deal for a deal that is another's, no Undo beside the move box."""
    from lessons.views import chuck_a_luck as CK
    from lessons.views import draw_poker as DP

    view = {"phase": "over", "to_act": None, "seat": 1, "names": ["Ada", "You", "Seat 3", "Seat 4"]}
    assert DP.AGAIN in DP.actions_html(view, []) and DP.actions_html(view, [], shared=True) == ""
    showdown = view | {"phase": "showdown", "to_act": 2}
    assert DP.NEXT_DEAL in DP.actions_html(showdown, []) and DP.actions_html(showdown, [], shared=True) == ""
    assert DP.NEXT_DEAL in DP.actions_html(showdown | {"to_act": 1}, ["deal"], shared=True)   # one's own deal
    assert DP.UNDO in DP.typed_row(True, "") and DP.UNDO not in DP.typed_row(True, "", undo=False)
    assert CK.AGAIN in CK.chips_row({"phase": "over"}, True, 25) and CK.AGAIN not in CK.chips_row(
        {"phase": "over"}, True, 25, shared=True)


# -- Play together: the number of players chosen where the rule set allows a choice ---------------------------------
def _open_with(at, game: str, rules: str, players: int, people: list[int]) -> AppTest:
    at.selectbox(key="shared:game").set_value(game).run()
    at.selectbox(key=f"shared:rules:{game}").set_value(rules).run()
    at.selectbox(key=f"shared:players:{game}:{rules}").set_value(players).run()
    at.multiselect(key=f"shared:people:{game}:{rules}:{players}").set_value(people).run()
    at.text_input(key="shared:name").input("Ada").run()
    return at.button(key="shared:open").click().run()


def _euchre_packs() -> tuple[str, str]:
    """Euchre's rule sets by their pack (names change: engine/core/presets.py): a 32-card one, the 24-card one."""
    presets = get_game("euchre").presets
    return (next(n for n, v in presets.items() if v.pack == 32), next(n for n, v in presets.items() if v.pack == 24))


def test_play_together_opens_euchre_at_six_two_sides_of_three_and_commerce_at_five(tables):
    camp, short = _euchre_packs()
    at = AppTest.from_file(TOGETHER, default_timeout=60).run()
    at.selectbox(key="shared:game").set_value("euchre").run()
    at.selectbox(key="shared:rules:euchre").set_value(camp).run()
    assert at.selectbox(key=f"shared:players:euchre:{camp}").options == ["3", "4", "5", "6", "7"]
    at.selectbox(key="shared:rules:euchre").set_value(short).run()
    assert at.selectbox(key=f"shared:players:euchre:{short}").options == ["3", "4"]   # 24 cards deal four at most
    _open_with(at, "euchre", camp, 6, [0, 3])
    assert not at.exception and tables.count() == 1
    t = tables.find(at.session_state["shared:opened"])
    assert t.variant["players"] == 6 and [s.kind for s in t.seats] == ["person", "computer", "computer", "person",
                                                                      "computer", "computer"]
    state = replay_states(t.record())[-1]
    sides = sorted(sorted(s) for s in get_game("euchre").view(state, 0)["sides"])
    assert sides == [[0, 2, 4], [1, 3, 5]]   # two sides of three, sitting alternately

    at = AppTest.from_file(TOGETHER, default_timeout=60).run()
    _open_with(at, "commerce", "new-game", 5, [0, 1, 2])
    assert not at.exception and tables.count() == 2
    t = tables.find(at.session_state["shared:opened"])
    assert t.variant["players"] == 5 and [s.kind for s in t.seats] == ["person"] * 3 + ["computer"] * 2


def test_a_number_of_players_the_rule_set_does_not_allow_is_refused_and_nothing_is_stored(tables):
    from engine.core.errors import BadInput
    from lessons.parts import shared

    with pytest.raises(BadInput, match="played by 3 or 4, not by 6"):
        shared.seated_variant(get_game("euchre"), _euchre_packs()[1], 6)
    assert list(shared.seat_choices(get_game("call-ace"), "four-players")) == [4]   # five is its own rule set
    with pytest.raises(BadInput, match="24-card pack cannot deal 6 hands"):   # the store checks it again
        tables.open("euchre", {"players": 6, "pack": 24}, ["person"] * 6, "rule-of-thumb", "Ada")
    assert tables.count() == 0


def test_a_euchre_move_at_a_shared_table_wakes_the_other_seats_at_once(tables, monkeypatch):
    """Euchre's table (NamingAlone, its '…and play alone' toggle) sent its moves past shared.act: stored, but the
    other seats learnt of them only at the watcher's next poll, and the mover's page kept its old copy."""
    from lessons.parts import push

    told = []
    monkeypatch.setattr(push, "changed", lambda: told.append(1))
    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "person", "computer", "computer"],
                         "rule-of-thumb", "Ada", seed=5)
    tables.join(t.code, "Ben")
    tables.start(t.id, ada)
    while replay_states(tables.read(t.id).record())[-1].to_act != 0:
        assert tables.computer_move(t.id, now=utcnow() + timedelta(minutes=1))
    at = seat_page(t, ada)
    before = len(tables.read(t.id).moves)
    next(x for x in buttons(at) if not x.disabled and x.act in ("pass", "order-up")).click().run()
    assert not at.exception and not refusal(at)
    assert len(tables.read(t.id).moves) == before + 1 and told


def test_a_seat_watches_the_version_it_drew_though_a_computer_moved_while_it_drew(tables, monkeypatch):
    """Issue 27's missed turn: a computer player moved (in the push thread) while a seat's fragment was drawing; a
    later read of the table in the same drawing (the coach's) saw the new version, and the seat watched that
    version while its screen showed the one before, so it waited forever for a move that had already come. Each
    drawing is now one snapshot of the table, and the version watched is the one drawn."""
    from lessons.parts import board, push

    t, ada = tables.open("euchre", {"players": 4, "pack": 24}, ["person", "computer", "computer", "computer"],
                         "rule-of-thumb", "Ada", seed=5)
    tables.start(t.id, ada)
    if replay_states(tables.read(t.id).record())[-1].to_act == 0:   # a computer player's turn next
        tables.seat_table(t.id, ada).act("pass")
    assert replay_states(tables.read(t.id).record())[-1].to_act != 0
    watched, drawn = [], []
    draw = board.draw

    def draw_then_a_computer_moves(page, html, *args, **kwargs):
        draw(page, html, *args, **kwargs)
        if page == "euchre":   # the table's block (not the lesson's head)
            drawn.append(tables.read(t.id).version)
            tables.computer_move(t.id, now=utcnow() + timedelta(minutes=1))   # as the push thread may, meanwhile

    monkeypatch.setattr(board, "draw", draw_then_a_computer_moves)
    monkeypatch.setattr(push, "watch", lambda _tables, table_id, version: watched.append(version) or False)
    at = seat_page(t, ada)
    assert not at.exception and len(drawn) == 1 and watched
    assert watched[-1] == drawn[0] < tables.read(t.id).version   # so the push thread redraws the seat
