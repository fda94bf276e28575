"""What the Euchre family's tables draw alike, written once: card Euchre (lessons/views/euchre.py) and Domino Euchre
with Call-Ace (lessons/views/domino_euchre.py), as the engine's family (engine/games/_euchre_family/) plays them.

Pure HTML from the learner's view (``GAME.view(state, seat)`` of either game; both name its parts alike: ``names``,
``sides``, ``side_of``, ``dealer``, ``maker``, ``alone``, ``out``, ``trick``, ``tricks``, ``scores``, ``results``), no
Streamlit. What differs between the games is handed in: the piece's picture (a card or a tile, ``face``), its short
name for a screen reader (``short``), the game's words and its stylesheet's classes.

- :func:`roles`, :func:`role_words`: a seat's part in the hand (dealer, maker or alone, defends alone, your partner,
  laid down, the maker's called partner), as far as the learner may know it;
- :func:`score_line`: the points per side, or per player when each plays for himself;
- :func:`shown_trick`, :func:`plays`: the trick on the felt, the last piece outlined; a finished trick stays with
  its winner until the next lead;
- :func:`hands_so_far`: the hands' results, numbered, newest first when asked;
- :func:`first_round`, :func:`second_round`, :func:`alone_toggle`: the bidding's buttons (Pass, take the turn-up,
  alone; the named suits and the "…and play alone" toggle);
- :func:`hand_buttons`: the hand as buttons, the legal moves raised ('Play' / 'not now' and their aria names);
- :func:`unseen`, :func:`points_text`, :func:`share_text`: the "trumps still out" and "make or pass" figures.

Tested in tests/views/test_euchre_family.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from lessons.views import controls
from lessons.views.markup import escape, mark_new

ALONE_TOGGLE = "…and play alone"
# a seat's parts in the hand, in the order the tables name them
ROLES = ("dealer", "maker", "alone", "defender", "partner", "out", "called")


# -- the seats -----------------------------------------------------------------------------------------------------
def partners(view: dict) -> bool:
    """Whether the learner has a partner at this table (a side of more than one), not each for himself."""
    return len(view["sides"][view["side_of"][view["seat"]]]) > 1


def roles(view: dict, seat: int, *, called: int | None = None) -> list[str]:
    """A seat's parts in the hand (names from ``ROLES``, in that order), as far as the learner may know them: the
    dealer; the maker, and "alone" when he plays alone; "defender" when he defends alone; "partner" when he is the
    learner's partner; "out" when his hand is laid down; "called" when he is ``called``, the seat the view names as
    the maker's called partner (Call-Ace: only once it is known)."""
    out = []
    if seat == view["dealer"]:
        out.append("dealer")
    if view["maker"] == seat:
        out += ["maker", "alone"] if view["alone"] else ["maker"]
    if view.get("defender") == seat:
        out.append("defender")
    if seat != view["seat"] and partners(view) and view["side_of"][seat] == view["side_of"][view["seat"]]:
        out.append("partner")
    if seat in view["out"]:
        out.append("out")
    if called is not None and called == seat:
        out.append("called")
    return out


def role_words(view: dict, seat: int, words: dict[str, str], *, called: int | None = None) -> list[str]:
    """A seat's parts in the game's ``words`` (a part without words is left unsaid); ``words["alone"]`` is said
    right after the maker's word ("maker, alone")."""
    out: list[str] = []
    for r in roles(view, seat, called=called):
        if r == "alone" and out and "alone" in words:
            out[-1] += words["alone"]
        elif r in words and r != "alone":
            out.append(words[r])
    return out


def side_names(view: dict, side: int, joiner: str) -> str:
    """A side's players' names, joined (one name when each plays for himself)."""
    return joiner.join(view["names"][s] for s in view["sides"][side])


def score_line(view: dict, *, joiner: str, item: str, sep: str = " · ") -> str:
    """The points of every side (of every player when each plays for himself, a side of one): ``item`` formatted
    with ``side`` (its names, escaped) and ``points``, joined by ``sep``."""
    return sep.join(item.format(side=escape(side_names(view, k, joiner)), points=p)
                    for k, p in enumerate(view["scores"]))


# -- the trick -----------------------------------------------------------------------------------------------------
def shown_trick(view: dict, pieces: str) -> tuple[list, int | None]:
    """The trick on the felt and, for a finished one, its winner: the trick being played (winner None), else the
    last trick finished (its ``pieces``, "cards" or "tiles", and its winner), which stays until the next lead;
    ([], None) before the first lead of the hand."""
    if view["trick"]:
        return view["trick"], None
    if view["tricks"]:
        last = view["tricks"][-1]
        return last[pieces], last["winner"]
    return [], None


def plays(view: dict, trick: Sequence, face: Callable[[str], str], cell: str) -> str:
    """A trick's pieces with their players' names, the last one played outlined (markup.mark_new): ``cell``
    formatted with ``piece`` (``face`` of it) and ``name`` (escaped)."""
    return "".join(cell.format(piece=mark_new(face(x), i == len(trick) - 1), name=escape(view["names"][s]))
                   for i, (s, x) in enumerate(trick))


# -- the hands so far ----------------------------------------------------------------------------------------------
def hands_so_far(view: dict, *, newest_first: bool = False, last: int | None = None) -> list[tuple[int, str, list]]:
    """Each finished hand as (its number from 1, its result in words, the points each side scored); the ``last``
    hands only when given, newest first when asked."""
    rows = [(i + 1, text, points) for i, (text, points) in enumerate(view["results"])]
    if last is not None:
        rows = rows[-last:]
    return rows[::-1] if newest_first else rows


# -- the bidding ---------------------------------------------------------------------------------------------------
def first_round(legal: set, *, pass_key: str, take: tuple[str, str, str], alone: tuple[str, str, str],
                take_help: str = "", alone_help: str = "", refused_help: str | None = None,
                more: Iterable[str] = ()) -> str:
    """The first round in one line: Pass; take the turn-up (``take``: its move, words and key; raised); the same
    alone (``alone``: move, words, key), shown but disabled when not in ``legal``, its tooltip ``alone_help`` (or
    ``refused_help`` when disabled and given); then ``more`` buttons."""
    ok = alone[0] in legal
    return controls.row([
        controls.button("pass", "Pass", key=pass_key),
        controls.button(take[0], take[1], key=take[2], primary=True, help=take_help),
        controls.button(alone[0], alone[1], key=alone[2], disabled=not ok,
                        help=alone_help if ok or refused_help is None else refused_help),
        *more])


def alone_toggle(act: str, on: bool, *, key: str, help: str) -> str:
    """The second round's "…and play alone" toggle: pressed when ``on``; a click sends ``act``."""
    return controls.toggle(act, ALONE_TOGGLE, on, key=key, help=help)


def second_round(caption: str, legal: set, *, pass_key: str, suits: Iterable[tuple[str, str, str]],
                 toggle: str = "") -> str:
    """The second round: ``caption`` (HTML), then Pass, a button for each suit (``suits``: its move, words and key;
    raised when legal) and the "…and play alone" ``toggle`` when given."""
    return caption + controls.row([controls.button("pass", "Pass", key=pass_key),
                                   *(controls.button(act, words, key=key, primary=act in legal)
                                     for act, words, key in suits),
                                   *([toggle] if toggle else [])])


# -- the hand ------------------------------------------------------------------------------------------------------
def hand_buttons(pieces: Iterable[str], legal: set, *, verb: str, word: str, face: Callable[[str], str],
                 key: Callable[[str], str], help: Callable[[str, bool], str]) -> str:
    """The learner's hand as buttons of the block: each piece sends "``verb`` piece"; a legal one is raised and
    says ``word`` ('Play'); another stays plain and clickable (to hear why not) and says 'not now'. Each is named by
    what it shows (controls.card_button): the piece's spoken name, then its word. ``face``: its picture; ``key``:
    its button's key; ``help``: its tooltip from the piece and whether it is legal."""
    buttons = []
    for x in pieces:
        ok = f"{verb} {x}" in legal
        buttons.append(controls.card_button(
            f"{verb} {x}", face(x), word if ok else "not now", key=key(x), legal=ok, help=help(x, ok)))
    return controls.hand(buttons)


# -- the figures ---------------------------------------------------------------------------------------------------
def unseen(pieces: Iterable[str], draw: Callable[[str], str], *, sep: str, none: str) -> str:
    """The trumps still out (the learner has not seen them): each drawn by ``draw``, joined by ``sep``; ``none``
    when every trump is accounted for."""
    return sep.join(draw(x) for x in pieces) or none


def points_text(points: float, margin: float) -> str:
    """A bid's expected points and their 95% margin: "+0.40 ± 0.20"."""
    return f"{points:+.2f} ± {margin:.2f}"


def share_text(share: float, margin: float, places: int = 1) -> str:
    """A simulated share as a percentage with its margin: "61.0% ± 5.0%" (``places`` decimals)."""
    return f"{share * 100:.{places}f}% ± {margin * 100:.{places}f}%"
