"""engine/core/seal.py opened by hand (issue 31: mutation score): a sealed wrapper is AES-256-GCM under the first
32 bytes of the site's "seal" key, the nonce first, bound to format, version and game; the site mark is a 6-byte
BLAKE2b of that key under "seal-mark"; and each refusal names the file and what is wrong, at its exact bounds."""

from __future__ import annotations

import base64
import hashlib
import json

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from engine.core import seal, secret
from engine.core.errors import BadInput

RECORD = '{"game": "euchre", "actions": ["pass", "caf\u00e9"]}'


def _seal_key() -> bytes:
    return secret.key(b"seal")[:32]


def _box(wrapper: dict) -> bytes:
    return base64.urlsafe_b64decode(wrapper["sealed"])


def _with_box(wrapper: dict, box: bytes) -> dict:
    return dict(wrapper, sealed=base64.urlsafe_b64encode(box).decode())


def test_a_sealed_record_opens_with_the_documented_key_nonce_and_binding():
    text = seal.seal(RECORD, "euchre")
    wrapper = json.loads(text)
    box = _box(wrapper)
    assert len(box) == 12 + len(RECORD.encode("utf-8")) + 16
    opened = AESGCM(_seal_key()).decrypt(box[:12], box[12:], b"camp-and-parlour/sealed-game/1/euchre")
    assert opened.decode("utf-8") == RECORD
    assert wrapper == {"format": "camp-and-parlour/sealed-game", "version": 1, "what": seal.WHAT, "game": "euchre",
                       "site": hashlib.blake2b(_seal_key(), digest_size=6, person=b"seal-mark").hexdigest(),
                       "sealed": wrapper["sealed"]}
    assert len(wrapper["site"]) == 12
    assert seal.unseal(wrapper) == RECORD


def test_the_wrapper_is_written_one_field_a_line_for_a_person_opening_it():
    lines = seal.seal(RECORD, "euchre").splitlines()
    assert lines[0] == "{" and lines[-1] == "}" and len(lines) == 8
    assert lines[1] == ' "format": "camp-and-parlour/sealed-game",' and lines[2] == ' "version": 1,'


def _refusal(data, **kw) -> BadInput:
    with pytest.raises(BadInput) as e:
        seal.unseal(data, **kw)
    return e.value


def test_refusals_name_the_file_and_what_is_wrong():
    good = json.loads(seal.seal(RECORD, "euchre"))
    cases = [
        (dict(good, version=True), "sealed game version True is not one this site reads (1)"),
        (dict(good, version=2), "sealed game version 2 is not one this site reads (1)"),
        (dict(good, sealed=123), "its sealed part is not text: the file is damaged"),
        (dict(good, sealed="%%" + good["sealed"]),
         "its sealed part is garbled (not the letters a sealed game is written in): the file was changed or damaged"),
        (dict(good, sealed=good["sealed"] + "\u00e9"),
         "its sealed part is garbled (not the letters a sealed game is written in): the file was changed or damaged"),
        (dict(good, site="0" * 12), "it was sealed by another site (or before this site's secret changed), so this "
                                    "site cannot open it"),
        (dict(good, game="seven-up"), "its seal does not match: the file was changed or cut after it was saved"),
    ]
    for data, reason in cases:
        e = _refusal(data)
        assert (e.what, e.reason) == ("saved game", reason)
        e = _refusal(data, what="upload")
        assert (e.what, e.reason) == ("upload", reason)


def test_missing_or_unknown_fields_are_refused_by_name():
    good = json.loads(seal.seal(RECORD, "euchre"))
    e = _refusal({k: v for k, v in good.items() if k != "site"})
    assert e.what == "saved game" and e.reason.startswith("the field 'site' is missing")
    e = _refusal(dict(good, extra=1), what="upload")
    assert e.what == "upload" and e.reason.startswith("there is no field called 'extra'")


def test_a_box_shorter_than_nonce_tag_and_two_bytes_is_cut_short():
    # the smallest record, "{}", seals to 12 + 2 + 16 = 30 bytes: 29 cannot be one, 30 is tried (and fails its tag)
    good = json.loads(seal.seal("{}", "euchre"))
    assert len(_box(good)) == 30
    for n in (0, 12, 28, 29):
        e = _refusal(_with_box(good, _box(good)[:n]))
        assert (e.what, e.reason) == ("saved game", "its sealed part is cut short: the file is incomplete")
    e = _refusal(_with_box(good, _box(good)[:29] + b"\0"))
    assert e.reason == "its seal does not match: the file was changed or cut after it was saved"
    e = _refusal(_with_box(good, _box(good)[:29]), what="upload")
    assert e.what == "upload"


def test_a_sealed_files_game_is_a_short_lower_case_name():
    good = json.loads(seal.seal(RECORD, "euchre"))
    assert seal.sealed_game(good) == "euchre"
    assert seal.sealed_game(dict(good, game="x" * 40)) == "x" * 40
    for game, reason in [("x" * 41, "is too long: at most 40 characters"),
                         ("Euchre", "is not allowed here: a game's short name, like euchre"),
                         ("seven up", "is not allowed here: a game's short name, like euchre"),
                         (None, "is not text")]:
        with pytest.raises(BadInput) as e:
            seal.sealed_game(dict(good, game=game))
        assert e.value.what == "saved game field 'game'" and reason in e.value.reason
        e2 = _refusal(dict(good, game=game), what="upload")
        assert e2.what == "upload field 'game'" and reason in e2.reason
