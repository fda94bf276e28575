"""The class store on SQLite and on a real PostgreSQL server: classes, joining, hands, expiry, deletion,
the size limit, wrong codes slowed down, and a database that cannot be reached."""

from __future__ import annotations

from datetime import timedelta

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from engine.classroom import clients, codes
from engine.classroom.models import Base
from engine.classroom.results import csv_text, dashboard
from engine.classroom.store import (
    FREE_WRONG_CODES,
    Decision,
    HandResult,
    SlowDown,
    StoreUnavailable,
    open_store,
    utcnow,
)
from engine.core.errors import BadInput
from tests.classroom.helpers import finished


def make(store, game="euchre", deals=3, **kw):
    return store.create_class(game, {"players": 4} if game == "euchre" else {}, list(range(11, 11 + deals)),
                              "rule-of-thumb", **kw)


def test_migrations_build_exactly_the_models(store):
    with store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []
    assert store.counts() == {"classes": 0, "students": 0, "hands": 0, "decisions": 0, "progress": 0,
                              "wrong_codes": 0}


def test_reopening_an_up_to_date_database_changes_nothing(db_url):
    s = open_store(db_url)
    klass, key = make(s)
    s.close()
    again = open_store(db_url)          # the migration runs again: nothing to do, nothing lost
    assert again.class_by_key(key).code == klass.code
    again.close()


def test_create_class_gives_a_code_and_a_private_key(store):
    klass, key = make(store, deals=10)
    assert len(klass.code) == codes.CODE_LENGTH and set(klass.code) <= set(codes.ALPHABET)
    assert klass.deals == 10 and klass.max_students == 100
    assert klass.expires_at - klass.created_at == timedelta(days=30)
    assert store.class_by_key(key) == klass
    with pytest.raises(BadInput, match="not the key of any class"):
        store.class_by_key(key[:-1] + ("A" if key[-1] != "A" else "B"))
    for bad in ("", None, "x" * 10_000, "<script>", 42):
        with pytest.raises(BadInput):
            store.class_by_key(bad)
    with pytest.raises(BadInput, match="1 to 10 deals"):
        store.create_class("euchre", {}, list(range(11)), "sampler")
    with pytest.raises(BadInput, match="1 to 10 deals"):
        store.create_class("euchre", {}, [], "sampler")


def test_join_and_resume_ones_own_seat_however_typed(store):
    klass, _ = make(store)
    k1, ann = store.join(klass.shown_code, "Ann  B.")
    assert k1 == klass and ann.done == 0 and not ann.resumed and ann.name == "Ann B." and ann.seat
    _, again = store.join(klass.code.lower(), " ann b. ", seat=ann.seat)   # her browser, typed differently
    assert again.id == ann.id and again.resumed and again.seat is None    # the token is given once
    _, back = store.resume_seat(klass.shown_code, ann.seat)               # a reload: the seat from the address
    assert back.id == ann.id
    _, bob = store.join(f" {klass.code[:5]} - {klass.code[5:]} ", "Bob")
    assert bob.id != ann.id
    assert store.counts()["students"] == 2


@pytest.mark.parametrize("typed", ["Ann B.", "ann b.", "Аnn B.", "Ánn B.", "Ａnn B.", "AnnB."])
def test_a_classmates_name_does_not_take_her_seat(store, typed):
    """Issue 29: typing a classmate's name (or a look-alike: Cyrillic А, an accent, a wide letter) with the code
    took her seat, her cards and her results. Now it is refused without her seat's token, and nothing changes."""
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann B.")
    with pytest.raises(BadInput, match="already plays as"):
        store.join(klass.code, typed)
    with pytest.raises(BadInput, match="already plays as"):
        store.join(klass.code, typed, seat="x" * 32)                      # a made-up token
    with pytest.raises(BadInput, match="not in the class any more"):
        store.resume_seat(klass.code, "y" * 32)
    assert store.counts()["students"] == 1 and store.student(ann.id).name == "Ann B."


def test_names_of_other_scripts_keep_their_vowel_signs(store):
    """Accents on Latin letters are folded ("Ánn" is "Ann"); a Devanagari vowel sign makes another name."""
    klass, _ = make(store)
    store.join(klass.code, "किरण")
    store.join(klass.code, "करण")                          # Karan is not Kiran
    store.join(klass.code, "Zoë")
    with pytest.raises(BadInput, match="already plays as"):
        store.join(klass.code, "Zoe")
    assert store.counts()["students"] == 3


def test_the_teacher_lets_a_student_in_again_renames_removes_and_closes_joining(store):
    klass, key = make(store)
    _, ann = store.join(klass.code, "Ann")
    store.record_hand(ann.id, 0, finished(klass, 0))
    store.let_in_again(key, ann.id)                     # Ann lost her phone: her seat opens to her name once
    _, back = store.join(klass.code, "ann")
    assert back.id == ann.id and back.done == 1 and back.seat
    with pytest.raises(BadInput, match="already plays as"):
        store.join(klass.code, "Ann")                   # and is hers again
    with pytest.raises(BadInput, match="not in the class any more"):
        store.resume_seat(klass.code, ann.seat)         # the old token opens nothing
    assert store.rename_student(key, ann.id, "Ann K.") == "Ann K."
    _, bob = store.join(klass.code, "Bob")
    with pytest.raises(BadInput, match="already called ann k."):
        store.rename_student(key, bob.id, "ann k.")
    with pytest.raises(BadInput, match="not in this class"):
        store.rename_student("not-this-class-key-at-all-000", bob.id, "Robert")
    store.remove_student(key, ann.id)
    assert store.counts()["students"] == 1 and store.counts()["hands"] == 0 and store.counts()["decisions"] == 0
    with pytest.raises(BadInput, match="not in the class any more"):
        store.resume_seat(klass.code, back.seat)
    store.set_joining(key, False)
    with pytest.raises(BadInput, match="closed this class to new students"):
        store.join(klass.code, "Cy")
    assert store.resume_seat(klass.code, bob.seat)[1].id == bob.id      # those in carry on
    store.set_joining(key, True)
    store.join(klass.code, "Cy")


def test_one_network_cannot_fill_a_class(store, monkeypatch):
    import engine.classroom.store as S

    monkeypatch.setattr(S, "JOINS_PER_NETWORK_HOUR", 5)
    klass, _ = make(store)
    for i in range(5):
        store.join(klass.code, f"Bot {i}", network="net-a")
    with pytest.raises(BadInput, match="many students have joined from your network"):
        store.join(klass.code, "Bot 5", network="net-a")
    store.join(klass.code, "Ann", network="net-b")      # another network is not held back


@pytest.mark.parametrize("name", ["Alice\u3164", "\u2800", "Ali\u0301\u0301\u0301ce", "\u115f\u1160"])
def test_fillers_and_piles_of_marks_are_refused(store, name):
    klass, _ = make(store)
    with pytest.raises(BadInput, match="nothing invisible|not a pile of marks|in letters"):
        store.join(klass.code, name)


@pytest.mark.parametrize("name, why", [("x" * 10_000, "at most 30"), ("y" * 31, "at most 30"), ("   ", "type the name"),
                                       ("a\u0000b", "nothing invisible"), ("a\u202eb", "nothing invisible"),
                                       (None, "type the name")])
def test_bad_names_are_refused_and_nothing_is_stored(store, name, why):
    klass, _ = make(store)
    with pytest.raises(BadInput, match=why):
        store.join(klass.code, name)
    assert store.counts()["students"] == 0


def test_markup_in_a_name_is_kept_as_text(store):
    klass, _ = make(store)
    _, s = store.join(klass.code, "<img src=x onerror=alert(1)>")
    assert s.name == "<img src=x onerror=alert(1)>"


def test_wrong_codes_are_refused_then_slowed_even_for_the_right_code(store):
    klass, _ = make(store)
    t0 = utcnow()
    wrong = "".join("A" if c != "A" else "B" for c in klass.code)
    for i in range(FREE_WRONG_CODES):
        with pytest.raises(BadInput, match="no class has the code"):
            store.join(wrong, "Eve", client="10.0.0.9", now=t0 + timedelta(seconds=i))
    with pytest.raises(SlowDown) as slowed:
        store.join(klass.code, "Eve", client="10.0.0.9", now=t0 + timedelta(seconds=FREE_WRONG_CODES))
    assert slowed.value.wait >= 1
    _, other = store.join(klass.code, "Fay", client="10.0.0.10", now=t0)  # another client is not slowed
    assert other.name == "Fay"
    later = t0 + timedelta(seconds=FREE_WRONG_CODES + 60)
    _, eve = store.join(klass.code, "Eve", client="10.0.0.9", now=later)
    assert eve.name == "Eve"
    for bad in ("ABC", "ABCD-EFG0", "x" * 10_000, None):   # malformed codes never reach the database
        with pytest.raises(BadInput, match="class code"):
            store.join(bad, "Gus", client="10.0.0.11")
    assert store.counts()["wrong_codes"] == FREE_WRONG_CODES


def test_one_clients_flood_of_wrong_codes_shuts_no_one_else_out(store):
    """The attack of issue 29: one client typed wrong codes under a fresh forged X-Forwarded-For each time (a new
    client key each) until the site-wide ceiling closed every class. Now the forged header is not believed, every
    guess counts against the client's network, and a student elsewhere is let in at once."""
    klass, _ = make(store)
    wrong = "".join("A" if c != "A" else "B" for c in klass.code)
    t0 = utcnow()
    slowed = 0
    for i in range(codes.NETWORK_FREE_WRONG_CODES + 30):
        who = clients.caller("203.0.113.7", f"10.9.{i // 250}.{i % 250}", session=f"s{i}", trusted=())
        try:
            store.class_by_code(wrong, client=who.client, network=who.network, now=t0 + timedelta(seconds=i / 10))
        except SlowDown:
            slowed += 1
        except BadInput:
            pass
    assert slowed == 30   # past the network's free codes, every guess from it waits
    elsewhere = clients.caller("198.51.100.20", None, session="pupil", trusted=())
    found = store.class_by_code(klass.code, client=elsewhere.client, network=elsewhere.network,
                                now=t0 + timedelta(seconds=8))
    assert found.id == klass.id
    # the flooding network waits no longer than a minute between guesses, so a room behind it is never shut long
    flooder = clients.caller("203.0.113.7", None, session="new", trusted=())
    later = t0 + timedelta(seconds=7 + codes.NETWORK_MAX_WAIT_SECONDS + 1)
    assert store.class_by_code(klass.code, client=flooder.client, network=flooder.network, now=later).id == klass.id


def test_a_room_behind_one_address_is_not_locked_by_a_few_typos(store):
    """Thirty students share the school's address: fourteen typos in 45 minutes (each student's own) leave the
    right code accepted for everyone, at once."""
    klass, _ = make(store)
    wrong = "".join("A" if c != "A" else "B" for c in klass.code)
    t0 = utcnow()
    for i in range(14):
        pupil = clients.caller("192.0.2.50", None, session=f"pupil{i}", trusted=())
        with pytest.raises(BadInput, match="no class has"):
            store.class_by_code(wrong, client=pupil.client, network=pupil.network,
                                now=t0 + timedelta(minutes=i * 45 / 14))
    for i in range(30):
        pupil = clients.caller("192.0.2.50", None, session=f"pupil{i}", trusted=())
        assert store.class_by_code(klass.code, client=pupil.client, network=pupil.network,
                                   now=t0 + timedelta(minutes=45)).id == klass.id


def test_guessing_a_code_is_hopeless_at_the_rate_the_site_allows():
    # a thousand networks guessing at the most the store allows each, against a thousand open classes
    assert codes.guess_odds(open_classes=1000, hours=24 * 30, networks=1000) < 0.0002
    assert codes.guess_odds(open_classes=1000, hours=24 * 365, networks=1000) < 0.002
    assert codes.guess_odds(open_classes=1000, hours=24 * 30, networks=1000, length=8) > 0.05   # why not 8
    assert len({codes.new_code() for _ in range(2000)}) == 2000


def test_a_full_class_says_so_and_keeps_everyone_in_it(store):
    klass, _ = make(store, max_students=3)
    seats = {name: store.join(klass.code, name)[1].seat for name in ("A1", "A2", "A3")}
    with pytest.raises(BadInput, match="this class is full: it holds 3 students"):
        store.join(klass.code, "A4")
    _, back = store.join(klass.code, "a2", seat=seats["A2"])   # someone already in still resumes
    assert back.resumed
    assert store.counts()["students"] == 3


def test_a_finished_hand_is_stored_with_its_decisions(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann")
    result = finished(klass, 0)
    assert store.record_hand(ann.id, 0, result)
    assert store.student(ann.id).done == 1
    snap = store.snapshot(klass.id)
    assert len(snap["hands"]) == 1 and snap["hands"][0]["summary"] == result.summary
    assert [d["choice"] for d in snap["decisions"]] == [d.choice for d in result.decisions]
    assert store.hand_record(klass.id, ann.id, 0) == result.record
    # the same deal finished again on another screen: the first is kept, nothing added
    assert not store.record_hand(ann.id, 0, finished(klass, 0, style=9))
    assert store.hand_record(klass.id, ann.id, 0) == result.record
    # deals are played in order
    with pytest.raises(BadInput, match="not the next deal"):
        store.record_hand(ann.id, 2, result)
    assert store.counts()["hands"] == 1


def test_a_hand_and_its_decisions_are_one_transaction(store):
    klass, _ = make(store)
    _, ann = store.join(klass.code, "Ann")
    good = Decision(1, "p", "1st decision (bid)", "pass")

    class Broken:   # fails while the decisions are being written, after the hand row was added
        ordinal = 2

        @property
        def point(self):
            raise RuntimeError("the server died here")

    with pytest.raises(RuntimeError):
        store.record_hand(ann.id, 0, HandResult("{}", "x", False, 0, 1, (good, Broken())))
    assert store.counts()["hands"] == 0 and store.counts()["decisions"] == 0
    assert store.student(ann.id).done == 0


def test_old_classes_expire_with_everything_in_them(store):
    old, old_key = make(store, now=utcnow() - timedelta(days=31))
    fresh, fresh_key = make(store)
    _, s = store.join(fresh.code, "Kit")
    store.record_hand(s.id, 0, finished(fresh, 0))
    with pytest.raises(BadInput, match="ended"):
        store.join(old.code, "Kit")
    with pytest.raises(BadInput, match="expired"):
        store.class_by_key(old_key)
    assert store.purge_expired() == 1
    assert store.class_by_key(fresh_key) == fresh
    assert store.counts()["classes"] == 1 and store.counts()["hands"] == 1


def test_delete_a_class_and_everything_in_it(store):
    a, a_key = make(store)
    b, _ = make(store)
    for klass in (a, b):
        _, s = store.join(klass.code, "Lou")
        store.record_hand(s.id, 0, finished(klass, 0))
    assert not store.delete_class("not-a-key")
    assert not store.delete_class("A" * 43)
    assert store.delete_class(a_key)
    counts = store.counts()
    assert counts["classes"] == 1 and counts["students"] == 1 and counts["hands"] == 1
    assert counts["decisions"] == len(store.snapshot(b.id)["decisions"])
    with pytest.raises(BadInput):
        store.class_by_key(a_key)
    with pytest.raises(BadInput, match="no class has"):
        store.join(a.code, "Lou")


def test_the_dashboard_groups_the_same_information_and_exports_csv(store):
    klass, _ = make(store, deals=2)
    styles = {"Ann": 1, "Bob": 1, "Cy": 2, "=cmd|' /C calc'!A0": 1}
    for name, style in styles.items():
        _, s = store.join(klass.code, name)
        store.record_hand(s.id, 0, finished(klass, 0, style))
    _, dee = store.join(klass.code, "Dee")
    snap = store.snapshot(klass.id)
    board = dashboard(klass, snap)
    assert board.joined == 5 and board.finished == 4
    assert board.deals[0].played == 4 and board.deals[1].played == 0
    assert sum(board.deals[0].outcomes.values()) == 4
    first = [p for p in board.points if p.deal == 0 and p.ordinal == 1]
    assert first and sum(p.students for p in first) == 4    # everyone's first decision: the same information
    top = max(first, key=lambda p: p.students)
    assert top.students == 4 and sum(top.choices.values()) == 4
    assert any(p.students == 3 for p in board.points)        # the three who played alike, further on
    text = csv_text(klass, snap)
    lines = text.strip().splitlines()
    assert lines[0].startswith("class_code,game,student,deal")
    assert len(lines) == 5
    assert "'=cmd" in text and ",=cmd" not in text            # no formula reaches a spreadsheet


def test_an_unreachable_database_is_named_with_its_password_hidden():
    with pytest.raises(StoreUnavailable) as exc:
        open_store("postgresql+psycopg://teacher:s3cret@127.0.0.1:1/camp")
    msg = str(exc.value)
    assert "s3cret" not in msg and "***" in msg and "127.0.0.1:1/camp" in msg
    assert "refused" in msg.lower() or "connect" in msg.lower()
    with pytest.raises(StoreUnavailable, match="not writable|Permission|denied|Read-only|No such"):
        open_store("sqlite:////proc/camp/classroom.sqlite3")
    with pytest.raises(StoreUnavailable, match="nosuchdb"):
        open_store("nosuchdb://x/y")


def test_homework_is_played_until_its_deadline_and_its_results_stay(store):
    t0 = utcnow()
    klass, key = make(store, deadline=t0 + timedelta(days=2), now=t0)
    assert klass.deadline == t0 + timedelta(days=2)
    _, ann = store.join(klass.code, "Ann", now=t0 + timedelta(days=1))
    assert store.record_hand(ann.id, 0, finished(klass, 0), now=t0 + timedelta(days=1))
    late = t0 + timedelta(days=2, minutes=1)
    with pytest.raises(BadInput, match="deadline .* has passed"):
        store.join(klass.code, "Bob", now=late)
    with pytest.raises(BadInput, match="deadline .* had passed; the hand was not kept"):
        store.record_hand(ann.id, 1, finished(klass, 1), now=late)
    assert store.class_by_key(key, now=late).id == klass.id and store.counts()["hands"] == 1   # results stay
    with pytest.raises(BadInput, match="after now and within"):
        make(store, deadline=t0 - timedelta(hours=1), now=t0)
    with pytest.raises(BadInput, match="after now and within"):
        make(store, deadline=t0 + timedelta(days=40), now=t0)
