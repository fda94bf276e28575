"""The site's secret: mixed into every chance event, so a seed alone never gives a deal.

Our engine is open, so without a secret anyone holding a seed (from a share link, the address bar, a
class deal or a saved file) could run it and read every opponent's hand and every throw in advance.
With one, the seed still names a deal on this site, but only the site can compute it.

The secret is ``CAMP_SECRET`` when set (so several site processes, and the command line, share one);
otherwise the file ``secret.key`` in the site's data folder (``CAMP_DATA_DIR``, by default ``data/``
beside the code), made on first use from the OS's random source, readable by its owner only. Read
once per process. Keys for each use are derived from it with BLAKE2b, each under its own name.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
from pathlib import Path

from engine.core.errors import BadInput

ROOT = Path(__file__).resolve().parents[2]
ENV = "CAMP_SECRET"
FILE_NAME = "secret.key"
MIN_CHARS, MAX_CHARS = 32, 256
ALPHABET = r"[A-Za-z0-9_+/=.-]"   # what token_urlsafe, base64 and hex write: no spaces, no quotes
HINT = (f"{MIN_CHARS} to {MAX_CHARS} letters, digits or - _ + / = . (make one with "
        "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`)")

_master: bytes | None = None
_keys: dict[bytes, bytes] = {}


def data_dir() -> Path:
    """The site's data folder (``CAMP_DATA_DIR``, or ``data/`` beside the code); created when first needed."""
    return Path(os.environ.get("CAMP_DATA_DIR") or ROOT / "data")


def key(purpose: bytes) -> bytes:
    """A 64-byte key for one purpose (``b"chance"``, ``b"seal"``), derived from the site's secret."""
    k = _keys.get(purpose)
    if k is None:
        k = _keys[purpose] = hashlib.blake2b(purpose, key=_master_key(), person=b"camp-parlour").digest()
    return k


def where() -> str:
    """Where this process's secret comes from, for help texts and messages."""
    return f"the environment variable {ENV}" if os.environ.get(ENV) is not None else str(data_dir() / FILE_NAME)


def forget() -> None:
    """Read the secret again on next use (a test that changes ``CAMP_SECRET`` within one process)."""
    global _master
    _master = None
    _keys.clear()


def _master_key() -> bytes:
    global _master
    if _master is None:
        text = os.environ.get(ENV)
        if text is None:
            text = _from_file(data_dir() / FILE_NAME)
        _master = hashlib.blake2b(check(text, where()).encode("ascii"), person=b"camp-secret").digest()
    return _master


def check(text: str, origin: str) -> str:
    """The secret's text, stripped, or BadInput naming where it came from and what a secret looks like."""
    text = text.strip()
    if not MIN_CHARS <= len(text) <= MAX_CHARS or not re.fullmatch(f"{ALPHABET}+", text):
        raise BadInput("site secret", f"the secret in {origin} is not usable ({len(text)} characters); "
                                      f"it must be {HINT}")
    return text


def _from_file(path: Path) -> str:
    try:
        return path.read_text("ascii")
    except FileNotFoundError:
        pass
    except (OSError, UnicodeError) as exc:
        raise BadInput("site secret", f"{path} cannot be read: {exc}") from None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        # Written whole to a file of our own, then linked into place: linking fails if another process was
        # first, and then both use that one, so two processes starting at once agree on one secret.
        tmp = path.with_name(f".{FILE_NAME}.{os.getpid()}.{secrets.token_hex(4)}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as fh:
            fh.write(secrets.token_urlsafe(32) + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
        finally:
            os.unlink(tmp)
        return path.read_text("ascii")
    except OSError as exc:
        raise BadInput("site secret", f"no secret in {ENV} and none could be made at {path}: {exc}") from None
