"""Join codes, teacher keys and display names: everything a class takes from outside is checked here.

Join code: 10 symbols from 31 that cannot be misread on a projector (no 0/O, 1/I/L), shown as ``ABCDE-FGHJK``:
31**10 ≈ 8.2e14 codes (about 49.5 bits). Codes of 8 symbols made before (``ABCD-EFGH``) are still read.

Guessing is limited by the store, per client and per network, never by one ceiling for the whole site (one client
could spend it and shut every class: ``engine/classroom/clients.py`` says what a client and a network are):
- a client gets ``FREE_WRONG_CODES`` wrong codes in an hour, then waits twice as long after each further one;
- a network gets ``NETWORK_FREE_WRONG_CODES`` in an hour, then at most one more every ``NETWORK_MAX_WAIT_SECONDS``
  (so a school's room, students behind one address, is never slowed for longer than that).
So one network makes at most ``WRONG_PER_NETWORK_HOUR`` ≈ 104 guesses an hour, however many sessions or addresses
it uses within it. Guessing from 1,000 networks at once for 30 days (a class's default life) is 7.5e7 guesses;
with 1,000 classes open, each guess finds one with probability 1,000 / 8.2e14, so the month finds a class with
probability about 0.009 %. (With the old 8-symbol codes the same attack would succeed about 8 % of the time: hence
10.) ``guess_odds`` computes this, and a test holds it.

Seat token: 24 random bytes (URL-safe text) a student's browser keeps (the address of their table) from their first
join; resuming a seat needs it, so typing a classmate's name never takes their place. Only its SHA-256 is stored.

Names: compared as a person reads them (``name_key``): Unicode-normalised (NFKC), case folded, accents on Latin,
Greek and Cyrillic letters folded (a vowel sign of another script is kept: it makes another name), and
letters that look alike across scripts (Cyrillic "А", Greek "Α") read as the Latin letter they look like, so
"Аlice" is taken when "Alice" is. Invisible fillers (the Hangul filler, a braille blank) and long runs of
combining marks are refused.

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
CODE_LENGTH = 10
OLD_CODE_LENGTH = 8                # codes made before 2026-11-26, still read
NAME_MAX = 30
FREE_WRONG_CODES = 5               # wrong codes a client may type in an hour before being slowed
FIRST_WAIT_SECONDS = 5             # then 5 s, 10 s, 20 s … after each further wrong code
MAX_WAIT_SECONDS = 3600
NETWORK_FREE_WRONG_CODES = 40      # wrong codes from one network in an hour before it is slowed
NETWORK_MAX_WAIT_SECONDS = 60      # then waits doubling from FIRST_WAIT_SECONDS, never longer than this
# the most wrong codes a network can type in an hour: the free ones, the ramp of waits up to the longest, then one
# per longest wait
WRONG_PER_NETWORK_HOUR = (NETWORK_FREE_WRONG_CODES + 4 + 3600 // NETWORK_MAX_WAIT_SECONDS)
EXAMPLE = "ABCDE-23456"
_CODE_CHARS = re.compile(r"[\s\-_.]")


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def format_code(code: str) -> str:
    """``ABCDEFGHJK`` as students read it off the projector: ``ABCDE-FGHJK`` (an old code: ``ABCD-EFGH``)."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def normalise_code(text: object, what: str = "class", shown_on: str = "the teacher's screen") -> str:
    """A typed code as stored: spaces and dashes dropped, upper case, read-alike symbols mapped.

    Raises BadInput for anything that cannot be a code (so it is never looked up); ``what`` names the code's kind
    ("class", "table") and ``shown_on`` where it is to be read, in the message."""
    if not isinstance(text, str):
        raise BadInput(f"{what} code", f"type the code shown on {shown_on}")
    if len(text) > 40:
        raise BadInput(f"{what} code", f"a {what} code has {CODE_LENGTH} letters and digits, like {EXAMPLE}")
    code = _CODE_CHARS.sub("", text).upper()
    if len(code) not in (CODE_LENGTH, OLD_CODE_LENGTH) or any(c not in ALPHABET for c in code):
        raise BadInput(f"{what} code", f"a {what} code has {CODE_LENGTH} letters and digits, like {EXAMPLE} "
                                       f"(never O, 0, I, 1 or L); check it against {shown_on}")
    return code


def new_teacher_key() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: object) -> str | None:
    """The stored form of a random token (a teacher key, a seat token): its SHA-256, so a copy of the database
    opens nothing; None for anything that cannot be one."""
    if not isinstance(token, str) or not 20 <= len(token) <= 100 or not re.fullmatch(r"[A-Za-z0-9_\-]+", token):
        return None
    return hashlib.sha256(token.encode("ascii")).hexdigest()


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
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Cn") or c in _FILLERS for c in name):
        raise BadInput("name", "a name may hold letters, digits, spaces and punctuation, nothing invisible")
    run = 0
    for c in unicodedata.normalize("NFD", name):
        run = run + 1 if unicodedata.category(c) in ("Mn", "Me") else 0
        if run > MAX_MARKS:
            raise BadInput("name", "a name may carry an accent or two on a letter, not a pile of marks")
    if not name_key(name):
        raise BadInput("name", "type the name the class should see, in letters")
    return name


def name_key(name: str) -> str:
    """Two names are the same student when a person would read them alike: case, accents, width and look-alike
    letters of other scripts folded ("Alice", "alice", "Alicé", "Аlice" with a Cyrillic А), spaces ignored."""
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name).casefold())
    out, base = [], ""
    for c in text:
        if unicodedata.category(c) in ("Mn", "Me"):
            if base and ord(base) < 0x0530:   # an accent on a Latin, Greek or Cyrillic letter: read without it
                continue                      # (a vowel sign of Devanagari, say, makes another name: kept)
        else:
            base = c
        if not c.isspace():
            out.append(c)
    return "".join(out).translate(_LOOKALIKE)[:64]


# Letters of other scripts drawn like Latin ones (Cyrillic and Greek capitals and small letters): enough that a
# look-alike of a name in a class is read as that name. Not all of Unicode's confusables: the common ones.
_LOOKALIKE = str.maketrans({
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y",
    "х": "x", "ѕ": "s", "і": "i", "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ё": "e", "ї": "i",
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "m", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "ϲ": "c", "ℓ": "l", "ı": "i", "0": "o", "1": "l", "|": "l",
})
# Characters that show nothing (or a blank) yet are letters or symbols to Unicode
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u17b4\u17b5\u034f\u2000\u2001\u2002\u2003\u2004"
                     "\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000\u00a0")
MAX_MARKS = 2   # combining marks on one letter (a name may carry an accent or two, not a tower)


def new_seat_token() -> str:
    return secrets.token_urlsafe(24)


def guess_odds(open_classes: int, hours: float, networks: int = 1000, per_hour: int = WRONG_PER_NETWORK_HOUR,
               length: int = CODE_LENGTH) -> float:
    """The chance that guessing from ``networks`` networks, each at the most the store allows, for ``hours`` hours
    hits any of ``open_classes`` codes of ``length`` symbols."""
    space = len(ALPHABET) ** length
    guesses = networks * per_hour * hours
    return 1 - (1 - open_classes / space) ** guesses
