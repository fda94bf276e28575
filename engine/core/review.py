"""What the after-hand review may lay open, and where undo must stop: pure functions of a record's states.

A hand (a deal, a throw, a coup: ``Game.hand_of``) is *finished* when the next one begins, or, at a game whose
finished hand stays on the table until the next deal (``Game.hand_settled``: Commerce's settlement, Chuck-a-Luck's
settled throw), at the first state that says so. Only a finished hand is laid open, every seat's cards shown: its
cards can no longer matter. Nothing of a hand still being played is ever drawn from any seat but the learner's.

The last action of a hand (the last card of the last trick) makes the *next* hand's first state. That state holds
the next deal's cards, so it is never drawn: the hand's last position is the state before its last action, every
seat's holdings less the piece that action named (``Position.before_last``), and the action's own words (the trick
taken, the hand scored) say what happened.

Undo replays the record without the learner's last action; it never goes back past the point where a hand was
finished (``undo_floor``), or the learner would replay a hand whose every card the review (or a showdown, or a
settled throw) has shown them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class FinishedHand:
    key: Hashable                 # the game's hand_of, from the learner's view of its first state
    states: tuple[int, ...]       # indices into the record's states: the hand's own, from its first state
    ends_at: int                  # the first state at which the hand is finished (the next hand's first state,
    #                               or the settled state); the review's last position shows this moment
    next_begins: bool             # True: ``ends_at`` is the next hand's first state, never to be drawn

    @property
    def positions(self) -> int:
        """How many positions the review steps through: the hand's states, and its end if that is the next
        hand's first state (drawn as the hand's last position, from the state before)."""
        return len(self.states) + (1 if self.next_begins else 0)


@dataclass(frozen=True)
class Position:
    moves: int                          # actions of the record made at this moment (0: the record's start)
    holdings: tuple[tuple, ...]         # every seat's cards or tiles (its own view's "hand")
    view: dict                          # the learner's view of the moment, for the table's centre
    before_last: bool = False           # the hand's last position: holdings from the state before its last action


Mark = tuple[Hashable | None, bool]     # a state's hand (``hand_of``) and whether it is that hand settled


def marks(game, states: Sequence, learner: int) -> list[Mark]:
    """Each state's hand and whether it is settled, read from the learner's view of it."""
    return [mark(game, game.view(s, learner)) for s in states]


def mark(game, view: dict) -> Mark:
    return game.hand_of(view), bool(game.hand_settled(view))


def finished_hands(game, states: Sequence, learner: int, marked: Sequence[Mark] | None = None) -> list[FinishedHand]:
    """The finished hands of a record's states, in the order played. ``marked``: ``marks`` of the states, if kept."""
    marked = marked if marked is not None else marks(game, states, learner)
    return finished(marked, bool(states) and game.is_over(states[-1]))


def finished(marked: Sequence[Mark], over: bool) -> list[FinishedHand]:
    """The finished hands, from each state's mark and whether the game is over."""
    groups: dict[Hashable, list[int]] = {}
    for i, (k, _) in enumerate(marked):
        if k is not None:
            groups.setdefault(k, []).append(i)
    order = list(groups)        # in the order first seen
    out: list[FinishedHand] = []
    for n, k in enumerate(order):
        idx = groups[k]
        settled = next((i for i in idx if marked[i][1]), None)
        if settled is not None:
            # the hand stays on the table, settled: its own states up to and past the settlement
            if len(idx) > 1:
                out.append(FinishedHand(k, tuple(idx), settled, False))
            continue
        if n + 1 < len(order):       # the next hand began: this one is finished at that state
            nxt = groups[order[n + 1]][0]
            out.append(FinishedHand(k, tuple(i for i in idx if i < nxt), nxt, True))
        elif over and len(idx) > 1:  # the game's end finishes the last hand where it stands
            out.append(FinishedHand(k, tuple(idx), idx[-1], False))
    return out


def undo_floor(marked: Sequence[Mark], over: bool = False) -> int:
    """The fewest actions undo may keep: the moment the last finished hand was finished (0 if none is)."""
    return max((h.ends_at for h in finished(marked, over)), default=0)


def position(game, states: Sequence, actions: Sequence[str], learner: int, seats: int, hand: FinishedHand,
             step: int, centre_from_end: bool = False) -> Position:
    """The ``step``-th position of a finished hand (0: its first state): every seat's holdings, and the learner's
    view of the moment for the table's centre.

    ``centre_from_end``: at the hand's last position, the centre is the learner's own view of the state the last
    action made (the next hand's first), where a dice game settles the throw; it holds nothing the learner's seat
    does not see at that moment. By default the centre is the state before the last action, as the holdings are."""
    if step < len(hand.states):
        i = hand.states[step]
        return Position(i, holdings(game, states[i], seats), game.view(states[i], learner))
    # the hand's end is the next hand's first state: drawn from the state before, less what the last action played
    i = hand.ends_at
    before = states[i - 1]
    held = list(holdings(game, before, seats))
    actor = before.to_act
    if actor is not None and 0 <= actor < seats:
        held[actor] = _less(held[actor], actions[i - 1])
    return Position(i, tuple(held), game.view(states[i] if centre_from_end else before, learner), before_last=True)


def holdings(game, state, seats: int) -> tuple[tuple, ...]:
    """Every seat's cards or tiles at a state, each from that seat's own view."""
    return tuple(tuple(game.view(state, s).get("hand") or ()) for s in range(seats))


def _less(held: tuple, action_text: str) -> tuple:
    """A seat's holdings less the pieces its action names ("play 9H" plays the 9H; "call" names none)."""
    named = set(action_text.split())
    return tuple(x for x in held if str(x) not in named)
