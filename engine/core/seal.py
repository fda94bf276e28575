"""Sealed saved games: a game still in play is saved encrypted and authenticated under the site's secret.

A record lists every action, a computer dealer's face-down discard included, so a game saved before its
end would show a learner cards their seat may not know. It is sealed instead (AES-256-GCM, a key derived
from the site's secret, a fresh nonce each time) inside a small plain JSON wrapper that says what it is and
of which game. Only a site with the same secret opens it; a changed byte, a cut file or another site's file
is refused, each with its own message. A finished game is saved plain: nothing is hidden any more.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os

from engine.core import inputs, secret
from engine.core.errors import BadInput

FORMAT = "camp-and-parlour/sealed-game"
VERSION = 1
WHAT = ("A Camp & Parlour game saved in the middle of play. Its cards are sealed: only the site that saved "
        "it can open it, and any change to this file makes it unreadable.")
NONCE_BYTES, TAG_BYTES = 12, 16
FIELDS = ("format", "version", "what", "game", "site", "sealed")


def _key() -> bytes:
    return secret.key(b"seal")[:32]


def site_mark() -> str:
    """A short public mark of this site's seal key, so a file sealed elsewhere is named as such (not as tampered)."""
    return hashlib.blake2b(_key(), digest_size=6, person=b"seal-mark").hexdigest()


def _aad(game: str) -> bytes:
    return f"{FORMAT}/{VERSION}/{game}".encode()   # the wrapper's game is bound to the sealed text


def seal(record_json: str, game: str) -> str:
    """The wrapper's JSON text holding ``record_json`` sealed."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    nonce = os.urandom(NONCE_BYTES)
    box = nonce + AESGCM(_key()).encrypt(nonce, record_json.encode("utf-8"), _aad(game))
    return json.dumps({"format": FORMAT, "version": VERSION, "what": WHAT, "game": game, "site": site_mark(),
                       "sealed": base64.urlsafe_b64encode(box).decode("ascii")}, indent=1)


def is_sealed(data) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


def sealed_game(data: dict, what: str = "saved game") -> str:
    """The game a sealed wrapper names (checked), readable without opening it."""
    return inputs.text(data.get("game"), f"{what} field 'game'", 40, r"[a-z0-9_-]+", "a game's short name, like euchre")


def unseal(data: dict, what: str = "saved game") -> str:
    """The record's JSON text inside a wrapper, or BadInput naming what is wrong with the file."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    inputs.fields(data, what, FIELDS, ())
    version = data["version"]
    if isinstance(version, bool) or version != VERSION:
        raise BadInput(what, f"sealed game version {inputs.shorten(version)} is not one this site reads ({VERSION})")
    game = sealed_game(data, what)
    sealed = data["sealed"]
    if not isinstance(sealed, str):
        raise BadInput(what, "its sealed part is not text: the file is damaged")
    try:
        box = base64.b64decode(sealed.encode("ascii"), altchars=b"-_", validate=True)   # strict: no skipped junk
    except (UnicodeError, binascii.Error, ValueError):
        raise BadInput(what, "its sealed part is garbled (not the letters a sealed game is written in): "
                             "the file was changed or damaged") from None
    if len(box) < NONCE_BYTES + TAG_BYTES + 2:
        raise BadInput(what, "its sealed part is cut short: the file is incomplete")
    if data["site"] != site_mark():
        raise BadInput(what, "it was sealed by another site (or before this site's secret changed), so this "
                             "site cannot open it")
    try:
        text = AESGCM(_key()).decrypt(box[:NONCE_BYTES], box[NONCE_BYTES:], _aad(game))
    except InvalidTag:
        raise BadInput(what, "its seal does not match: the file was changed or cut after it was saved") from None
    return text.decode("utf-8")
