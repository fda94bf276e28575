"""What the Scarney dice games share: the dice, the point, the throw, the order by the highest throw,
and Scarne's general rules for every Scarney dice game.

Scarney dice (John Scarne's invention, twentieth century) have numbered faces 1, 3, 4 and 6 and two
faces marked "dead" that count nothing (``engine.core.dice.SCARNEY``; the faces are implied by the text,
not listed). Here a die is a small int: its value, 0 for dead. A throw is a tuple of such ints.

The leading underscore keeps the registry from treating this module as a game. Both games name it in
their ``shared_code``, so the general rules applied here are traced to this file.
"""

from __future__ import annotations

from engine.core.dice import SCARNEY
from engine.core.rng import rng_for
from engine.core.rules import Rule, Term, applies

#: The six faces by value (dead twice), in the order of ``engine.core.dice.SCARNEY``.
FACES: tuple[int, ...] = tuple(f.value for f in SCARNEY.faces)
NUMBERED = (1, 3, 4, 6)
DEAD = 0
#: The chance of each value on one die: 1, 3, 4, 6 one in six each; dead two in six.
WAYS = {v: FACES.count(v) for v in sorted(set(FACES))}
SHARED_CODE = ("engine/games/_scarney.py",)


# -- the general rules of the Scarney dice games (Scarne, "Additional Rules") -----------------------------------

def _general(rid: str, text: str, n: int) -> Rule:
    return Rule(rid, text, "scarne-1973", f"Scarney dice games, additional rules, {n}")


GENERAL_RULES = (
    _general("cocked-die", "A die that comes to rest cocked on a chip or an uneven spot is read as the player on "
                           "the shooter's right sees it from the shooter's place. At this table every die lands "
                           "flat: the reading is the face up.", 1),
    _general("off-table", "If a die falls off a raised playing surface the throw is 'no dice': it does not count "
                          "and the dice are thrown again. At this table every die stays on the cloth.", 2),
    _general("left-in-cup", "If a die stays in the cup, the throw counts and the player throws the die or dice "
                            "left to complete it. At this table the cup is always emptied: all dice of a throw land "
                            "together.", 3),
    _general("score-corrections", "A score agreed and written down stands; a proven mistake in adding is corrected, "
                                  "but only after the play in progress is finished. Here the engine adds and settles "
                                  "every play, and the record of throws shows how.", 4),
    _general("ask-score", "A player may ask the scorekeeper to call the scores during his own turn, and at no other "
                          "time. Here the chips and points are on the table for all to see at every moment.", 5),
    _general("out-of-turn", "A player who shoots out of turn has his throw discounted, and the turn goes back to "
                            "the player whose turn it was. Here a throw out of turn is refused.", 6),
    _general("proper-shake", "The dice must be shaken properly in the cup and thrown without looking in; after a "
                             "warning, a second offence makes the throw dead and bars the shooter. Here every throw "
                             "is a fair one from the game's seeded dice.", 7),
)
GENERAL = {r.id: r for r in GENERAL_RULES}

TERMS = (
    Term("Scarney dice", "John Scarne's dice: faces 1, 3, 4 and 6 and two faces marked 'dead' that count nothing.",
         "scarne-1973", "Scarney dice games", ""),
    Term("Dead (die)", "A Scarney die showing a dead face; it counts zero.", "scarne-1973", "Scarney dice games", ""),
    Term("No dice", "A throw that does not count (a die off the table) and is made again.", "scarne-1973",
         "Scarney dice games, additional rules, 2", ""),
)


# -- the throw ------------------------------------------------------------------------------------------------

@applies("cocked-die", "off-table", "left-in-cup", "proper-shake", games=("scarney-chemin-de-fer", "pie-eyed-dice"))
def throw(seed: int, number: int, n: int, deal: tuple = ()) -> tuple[int, ...]:
    """Throw ``number`` of the game (0-based): ``n`` dice, fixed by the deal if it holds this throw, else from the
    game's seeded source. Every die lands flat, on the table, out of the cup, after a proper shake: the general
    rules on cocked dice, dice off the table, dice left in the cup and the shake never have to be invoked here."""
    if number < len(deal):
        fixed = deal[number]
        if len(fixed) >= n:
            return tuple(fixed[:n])
        raise ValueError(f"fixed throw {number + 1} has {len(fixed)} dice, but {n} are thrown")
    faces = SCARNEY.throw(rng_for(seed, "throw", number), n)
    return tuple(f.value for f in faces)


@applies("point", games=("scarney-chemin-de-fer",))
def point(count: int) -> int:
    """Only the last digit counts: 17 is a point of 7, 30 a point of 0."""
    return count % 10


def dead(dice) -> int:
    return sum(1 for d in dice if d == DEAD)


def face_text(v: int) -> str:
    return "dead" if v == DEAD else str(v)


def dice_text(dice) -> str:
    """'6 4 dead dead dead'."""
    return " ".join(face_text(v) for v in dice) if dice else "no dice"


def parse_deal(text: str) -> tuple[tuple[int, ...], ...]:
    """'6-4-x-x-x 3-1-x': fixed throws in order; 'x', '0' or 'dead' is a dead face."""
    throws = []
    for tok in text.replace(",", " ").replace("/", " ").split():
        faces = []
        for part in tok.split("-"):
            p = part.strip().lower()
            if p in ("x", "0", "d", "dead"):
                faces.append(DEAD)
            elif p in ("1", "3", "4", "6"):
                faces.append(int(p))
            else:
                raise ValueError(f"{part!r} is not a face of a Scarney die: its faces are 1, 3, 4, 6 and dead (x)")
        if not 1 <= len(faces) <= 5:
            raise ValueError(f"a throw is one to five dice, not {tok!r}")
        throws.append(tuple(faces))
    if not throws:
        raise ValueError("write the throws like '6-4-x-x-x 3-1-x' (x is a dead face)")
    return tuple(throws)


def check_deal(deal) -> tuple:
    if deal is None:
        return ()
    if isinstance(deal, str):
        return parse_deal(deal)
    out = []
    for t in deal:
        t = tuple(t)
        if not 1 <= len(t) <= 5 or any(v not in FACES for v in t):
            raise ValueError(f"a fixed throw is one to five Scarney faces (1, 3, 4, 6, 0 for dead), not {t!r}")
        out.append(t)
    return tuple(out)


# -- the order of play by the highest throw (both games) -------------------------------------------------------

@applies("order-by-throw", games=("scarney-chemin-de-fer", "pie-eyed-dice"))
def seating_next(keys: tuple[tuple[int, ...], ...], todo: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """After a throw for the order: who must throw next for it. ``keys[seat]`` is that seat's totals so far.

    Every seat throws once; then any seats whose totals are all equal throw again, among themselves, until no two
    are tied (a tie-break throw only orders the tied players among themselves). Returns (keys, todo)."""
    if todo:
        return keys, todo
    groups: dict[tuple[int, ...], list[int]] = {}
    for seat, k in enumerate(keys):
        groups.setdefault(k, []).append(seat)
    again = tuple(sorted(s for g in groups.values() if len(g) > 1 for s in g))
    return keys, again


def ranking(keys: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Seats from the highest throw to the lowest (ties already broken by the throws again)."""
    return tuple(sorted(range(len(keys)), key=lambda s: keys[s], reverse=True))
