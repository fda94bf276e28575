"""Join codes, teacher keys and display names: everything a class takes from outside is checked here.

Join code: 8 symbols from 31 that cannot be misread on a projector (no 0/O, 1/I/L), shown as ``ABCD-EFGH``:
31**8 ≈ 8.5e11 codes (about 39.6 bits). Guessing is limited by the store (``store.JOIN_LIMITS``): a client
gets 5 wrong codes free, then waits twice as long after each further one; and the whole site answers at most
``GLOBAL_WRONG_PER_HOUR`` wrong codes an hour, however many clients try. At that ceiling an attacker makes at
most 2,000 x 24 x 365 ≈ 1.8e7 guesses a year; with 1,000 classes open at once each guess hits one with
probability 1000 / 8.5e11, so a whole year of guessing finds a class with probability about 2 %, and a
month (a class's default life) about 0.2 %. ``guess_odds`` computes this, and a test holds it.

Teacher key: 32 random bytes (URL-safe text) that alone open a class's dashboard; only its SHA-256 is stored,
so a copy of the database does not open dashboards.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata

from engine.core.errors import BadInput

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8
NAME_MAX = 30
GLOBAL_WRONG_PER_HOUR = 2000
_CODE_CHARS = re.compile(r"[\s\-_.]")


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def format_code(code: str) -> str:
    """``ABCDEFGH`` as students read it off the projector: ``ABCD-EFGH``."""
    return f"{code[:4]}-{code[4:]}"


def normalise_code(text: object) -> str:
    """A typed code as stored: spaces and dashes dropped, upper case, read-alike symbols mapped.

    Raises BadInput for anything that cannot be a code (so it is never looked up)."""
    if not isinstance(text, str):
        raise BadInput("class code", "type the code shown on the teacher's screen")
    if len(text) > 40:
        raise BadInput("class code", f"a class code has {CODE_LENGTH} letters and digits, like ABCD-2345")
    code = _CODE_CHARS.sub("", text).upper()
    if len(code) != CODE_LENGTH or any(c not in ALPHABET for c in code):
        raise BadInput("class code", f"a class code has {CODE_LENGTH} letters and digits, like ABCD-2345 "
                                     "(never O, 0, I, 1 or L); check it against the teacher's screen")
    return code


def new_teacher_key() -> str:
    return secrets.token_urlsafe(32)


def key_hash(key: object) -> str | None:
    """The stored form of a teacher key; None for anything that cannot be one."""
    if not isinstance(key, str) or not 20 <= len(key) <= 100 or not re.fullmatch(r"[A-Za-z0-9_\-]+", key):
        return None
    return hashlib.sha256(key.encode("ascii")).hexdigest()


def valid_name(text: object) -> str:
    """A display name as stored: Unicode-normalised, spaces collapsed, 1 to 30 characters, no control
    characters. Markup is kept as typed (it is escaped wherever a name is shown); too long is refused,
    never cut, so two students never end up with the same shortened name."""
    if not isinstance(text, str):
        raise BadInput("name", "type the name the class should see")
    if len(text) > 200:
        raise BadInput("name", f"a name has at most {NAME_MAX} characters (this one has {len(text):,})")
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if not name:
        raise BadInput("name", "type the name the class should see (first name and an initial is plenty)")
    if len(name) > NAME_MAX:
        raise BadInput("name", f"a name has at most {NAME_MAX} characters (this one has {len(name)})")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Cn") for c in name):
        raise BadInput("name", "a name may hold letters, digits, spaces and punctuation, nothing invisible")
    return name


def name_key(name: str) -> str:
    """Two names are the same student when they differ only in case (resume works however it is typed)."""
    return name.casefold()


def guess_odds(open_classes: int, hours: float, per_hour: int = GLOBAL_WRONG_PER_HOUR) -> float:
    """The chance that guessing at the site's ceiling for ``hours`` hits any of ``open_classes`` codes."""
    space = len(ALPHABET) ** CODE_LENGTH
    guesses = per_hour * hours
    return 1 - (1 - open_classes / space) ** guesses
