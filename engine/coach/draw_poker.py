"""Draw Poker's coach (after Schenck, 1880): every decision of a deal valued in chips, the unit the game plays in.

A decision is valued by playing the deal out. The cards the seat has not seen are dealt ``samples`` ways, each way
consistent with what the seat has seen (its own hand and discards) and with everything each other player has done
this deal *had he been Schenck's book player* (:class:`engine.bots.draw_poker.BookBot`): the deal's actions are
read back from the move log (:func:`public_actions`), and a player's hand is kept only if the book player, holding
it, would have gone in or thrown up, raised, drawn as many cards (keeping what he keeps), and bet, seen, raised or
laid down as that player did (:func:`sample_world`, rejection). Each legal choice is then played out in the *same*
deals, everyone after it (the seat too) playing as the book player, through the game's own rules (``GAME.step``);
the figure is the chips the seat holds at the end of the deal less what it holds now (what it has already put in
the pool is gone whatever it does). The grade is the paired loss against the best choice (:mod:`engine.coach.core`).

One approximation, stated in ``assumes``' own words: in the play-outs (and in reading the bets) the book player
reads the others' draws from a table of dealt-and-drawn hands (:func:`draw_tables`, 240,000 hands dealt and
drawn to once) instead of his 300 fresh deals per bet, which is what makes a play-out cost a
millisecond instead of a tenth of a second (the tests hold the two readings within 0.1 of each other).

The draw's chances are exact: for every hold the chance of each final hand is counted over every draw from the
cards the seat has not seen by :func:`engine.odds.draw_poker.analyse_hand`, the function the odds widget shows,
and the reason quotes them.
"""

from __future__ import annotations

import bisect
import random

import numpy as np

from engine.bots.draw_poker import STRONG_PRE, BookBot
from engine.bots.draw_poker import _idx as _indices
from engine.coach.core import Advice, Evaluation, Scale, sampled
from engine.core.words import seated
from engine.games.draw_poker import GAME, DrawPokerState, DrawPokerVariant
from engine.games.draw_poker.hands import (
    ARTICLE_NAME,
    CLASS_NAME,
    FLUSH,
    FOURS,
    FULL,
    HIGH,
    PAIR,
    RANKINGS,
    SEQ,
    SF,
    THREES,
    TWO_PAIRS,
    evaluator,
    value_class,
)
from engine.games.draw_poker.words import action_line, card_text
from engine.odds.draw_poker import analyse_hand, evaluate_batch, schenck_advice, schenck_keep_batch, sensible_holds

S = "schenck-1880"


def scale_for(ante: int = 1) -> Scale:
    """The grade thresholds in chips, in proportion to the ante."""
    return Scale(unit="chips", good=0.25 * ante, inaccuracy=1.0 * ante, mistake=3.0 * ante,
                 why=(f"The ante ({ante} chip{'s' if ante != 1 else ''}) is what one deal costs a player: giving "
                      "away a quarter of it is a shade, up to a whole ante an inaccuracy, up to three antes (more "
                      "than the price of going in) a mistake, and more a blunder."))


SCALE = scale_for(1)
SAMPLES = 100         # deals per decision from the command line
LIVE_SAMPLES = 24     # at the table: 0.29 s of CPU at the 95th percentile (benchmarks/coach_draw_poker.py live)
MAX_SAMPLES = 2_000

BOOK = "Schenck's book player"


# -- the book player's reading of the draw, from a table -------------------------------------------------
# Made once per process (a second's work), by its arguments: a dict, not @cache, which the mutation run strips
# (tests/audit/mutation.py), so that it would make the tables again at every read of a play-out.
_TABLES: dict[tuple, dict[int, list[int]]] = {}


def draw_tables(ranking: str = "schenck", ace: str = "high-or-low", deals: int = 20_000) -> dict[int, list[int]]:
    """For each number of cards drawn (0–4; a book player never draws five), the sorted final values of hands a
    book player drew that many to (made once: :func:`deal_and_draw`)."""
    key = (ranking, ace, deals)
    if key not in _TABLES:
        _TABLES[key] = deal_and_draw(ranking, ace, deals)
    return _TABLES[key]


def deal_and_draw(ranking: str, ace: str, deals: int) -> dict[int, list[int]]:
    """The tables of :func:`draw_tables`, made afresh.

    Dealt from a full pack with Schenck's first advice (:func:`schenck_keep_batch`, the function the bots' own
    reading uses), twelve batches of ``deals`` hands (240,000 hands: about 100,000 pairs drawn to, 89,000 draws
    of four, 43,000 of one, 5,000 of two and 1,800 pat hands); seeded, so the same on every machine."""
    from engine.core.rng import numpy_rng

    rng = numpy_rng(0, "coach draw tables", ranking, ace)
    found: dict[int, list[np.ndarray]] = {k: [] for k in range(6)}
    for _ in range(12):
        order = rng.random((deals, 52)).argsort(axis=1)
        dealt = order[:, :5]
        keep, d = schenck_keep_batch(dealt, ranking, ace)
        first = np.argsort(~keep, axis=1, kind="stable")
        final = np.take_along_axis(dealt, first, axis=1)
        for k in range(1, 6):
            rows = d == k
            final[rows, 5 - k:] = order[rows, 5:5 + k]
        vals = evaluate_batch(final, ranking, ace)
        for k in range(6):
            found[k].append(vals[d == k])
    return {k: sorted(int(x) for x in np.concatenate(v)) for k, v in found.items() if sum(len(x) for x in v)}


def table_read(view: dict) -> float:
    """The chance that no opponent still in beats the seat's hand, each having drawn as the book advises the
    number of cards he was seen to draw (the same question as the book player's ``_read_the_draw``), from
    :func:`draw_tables`: the product over the opponents of the share of their tabled hands not above ours."""
    tables_ = draw_tables(view["ranking"], view["ace"])
    hand = _indices(view["hand"])
    value = evaluator(view["ranking"], view["ace"])(*hand)
    p = 1.0
    for seat in view["live"]:
        if seat == view["seat"]:
            continue
        col = tables_.get(view["drawn"][seat])
        if not col:
            return 0.5          # a draw the book never makes: no reading (as the book player's own 0.5)
        p *= bisect.bisect_right(col, value) / len(col)
    return p


class TableBook(BookBot):
    """The book player of the play-outs: BookBot in every choice, reading the draw from :func:`draw_tables`."""

    key = "book-table"

    def read_the_draw(self, view: dict) -> float:
        if any(view["drawn"][s] is None for s in view["live"]):
            return super().read_the_draw(view)
        return table_read(view)


PLAYER = TableBook()


# -- what the seat knows, and deals consistent with it ------------------------------------------------------
def _idx(texts) -> list[int]:
    return list(_indices(texts))


class World:
    """One deal of the cards the seat has not seen: every other player's hand now, what he threw away, the pack."""

    __slots__ = ("hands", "discards", "rest", "seed", "fitted")

    def __init__(self, hands, discards, rest, seed, fitted):
        self.hands = hands          # seat -> tuple of card indices (high first), the seat's own included
        self.discards = discards    # ((seat, card), ...) face down, the seat's own included
        self.rest = rest            # the pack's cards, in a random order
        self.seed = seed            # the play-outs' own draws (the same for every choice)
        self.fitted = fitted        # the players whose cards fit everything they did (the others: dealt at random)


def unseen(view: dict) -> list[int]:
    """The cards the seat has not seen: all but its hand, its own discards and any hand shown."""
    seen = set(_idx(view["hand"])) | set(_idx(view["discarded"]))
    for h in view["shown"].values():
        seen |= set(_idx(h["cards"]))
    return [c for c in range(52) if c not in seen]


def public_actions(view: dict) -> list[tuple[DrawPokerState, int, str]]:
    """The deal's actions so far, read back from the view's public lines: each with the state before it, its cards
    left out (placeholders stand for every hand and the pack). A line is matched to the action whose line the game
    itself writes for it (``words.action_line``), so nothing here parses a sentence; a draw is known only by its
    number of cards."""
    n, ante = view["seats"], view["ante"]
    total = sum(view["purses"]) + sum(view["stakes"])
    variant = DrawPokerVariant(seats=n, ranking=view["ranking"], ace=view["ace"], ante=ante, limit=view["limit"],
                               chips=max(total // n, 2 * ante), deals=view["deals"])
    dealt = [i for i in range(n) if view["status"][i] != "sitting-out"]
    purses = [view["purses"][i] + view["stakes"][i] for i in range(n)]
    stakes = [0] * n
    purses[view["ante_man"]] -= ante
    stakes[view["ante_man"]] = ante
    order = [(view["ante_man"] + k) % n for k in range(1, n + 1)]
    pending = tuple(i for i in order if i in dealt)
    placeholder = tuple(range(51, 46, -1))
    s = DrawPokerState(
        variant=variant, seed=0, deal_no=view["deal"] - 1, dealer=view["dealer"], ante_man=view["ante_man"],
        purses=tuple(purses), stakes=tuple(stakes), hands=tuple(placeholder if i in dealt else () for i in range(n)),
        stock=tuple(range(47)) * 3, discards=(), status=tuple("in" if i in dealt else "sitting-out" for i in range(n)),
        phase="going-in", to_act=pending[0], pending=pending, high=2 * ante, drawn=(None,) * n)
    out = []
    for who, text in view["history"][1:]:
        if s.to_act != who or s.result:
            break
        if s.phase == "draw":
            h = s.hands[who]
            options = ["stand"] + ["draw " + " ".join(_TEXT[c] for c in h[:k]) for k in range(1, 6)]
        else:
            options = GAME.legal_actions(s)
        action = next((a for a in options if _said(s, who, a, text)), None)
        if action is None:
            break                      # pragma: no cover - every line of a deal in progress is an action's
        out.append((s, who, action))
        s = GAME.step(s, action)
        if s.phase == "draw" or s.phase == "betting":
            s = s._replace(hands=tuple(placeholder if h else () for h in s.hands))
    return out


def _said(s: DrawPokerState, who: int, action: str, text: str) -> bool:
    """Whether ``text`` is the game's line for ``action`` by ``who``, whoever read it (the line was written for its
    reader: "You go in", "Seat 2 goes in", "Ann goes in" at a shared table): the reader's form, or the others'
    form after the name."""
    n = s.variant.seats
    with seated([None] * n, me=who):
        if action_line(GAME, s, action) == text:
            return True
    for names in ([None] * n, [None] * who + ["\x00"] + [None] * (n - who - 1)):
        with seated(names, me=None):
            line = action_line(GAME, s, action)
            tail = line[len(GAME.seat_name(s.variant, who)):]
        if text.endswith(tail):
            return True
    return False


def _draw_count(action: str) -> int:
    return 0 if action == "stand" else len(action.split()) - 1


def _fits(seat: int, dealt: tuple[int, ...], acts, cards: list[int], rng: random.Random, force: bool = False):
    """Whether a book player dealt ``dealt`` does what ``seat`` did in ``acts`` (his own random choices drawn from
    ``rng``, so a hand is kept with the chance the book player had of doing so): (how many of the actions he
    matched, (his hand now, the cards he threw away, how many new cards he took from the front of ``cards``)), the
    second None at the first action he would not have taken. ``force``: go on past a mismatch, taking the player's
    action (a draw of his number of cards, thrown away at random)."""
    hand, thrown, took = dealt, (), 0
    for n, (st, _, action) in enumerate(acts):
        st = st._replace(hands=st.hands[:seat] + (hand,) + st.hands[seat + 1:],
                         discards=tuple((seat, c) for c in thrown))
        legal = _ANY_DRAW if st.phase == "draw" else GAME.legal_actions(st)
        choice = player_choice = PLAYER.choose(lean_view(st, seat), legal, rng)
        if st.phase == "draw":
            k = _draw_count(action)
            if _draw_count(choice) != k:
                if not force:
                    return n, None
                player_choice = "draw " + " ".join(_TEXT[c] for c in rng.sample(hand, k)) if k else "stand"
            thrown = tuple(_indices(player_choice.split()[1:]))
            hand = tuple(sorted([c for c in hand if c not in thrown] + cards[:k], reverse=True))
            took = k
        elif choice != action and not force:
            return n, None
    return len(acts), (hand, thrown, took)


#: The classes of hand the book player draws ``k`` cards to (his first advice, or his alternative): a quick necessary
#: test before asking him (the tests hold it to :func:`engine.odds.draw_poker.schenck_advice`).
DRAWS_TO = {0: {SF, FULL, FLUSH, SEQ, FOURS}, 1: {TWO_PAIRS, THREES, FOURS, HIGH}, 2: {THREES, PAIR}, 3: {PAIR},
            4: {HIGH}, 5: set()}


def sample_world(view: dict, rng: random.Random, tries: int = 300, acts=None, budget=None) -> World:
    """A deal of the unseen cards consistent with the view, each other player's cards drawn as a book player's who
    did what he did (rejection).

    Player by player (from the seat's left), a hand is dealt from the cards not yet placed and the book player is
    asked what he would have done with it at each of that player's turns so far (:func:`public_actions`): going in
    or throwing up, raising, how many cards he drew (and so which he kept, and the new cards, the next from the
    pack), each bet, see, raise or lay down. The hand is kept only if every answer is what the player did. After
    ``tries`` refusals (a player who did what the book player never does, such as draw five, or very seldom) the
    hand that agreed longest is taken, the player's own actions followed after it (a draw's cards thrown away at
    random); ``World.fitted`` names the players whose hands fitted everything. ``budget``: fewer tries for some
    players (seat -> tries), for one whose hands have already failed to fit in this decision's earlier deals."""
    me, n = view["seat"], view["seats"]
    ranking = view["ranking"]
    rank5 = evaluator(ranking, view["ace"])
    acts = public_actions(view) if acts is None else acts
    cards = unseen(view)
    rng.shuffle(cards)
    hands, discards = {me: tuple(_idx(view["hand"]))}, [(me, c) for c in _idx(view["discarded"])]
    fitted = []
    for i in ((me + j) % n for j in range(1, n)):
        if view["status"][i] == "sitting-out":
            continue
        mine = [x for x in acts if x[1] == i]
        best, got = (-1, cards[:10]), None
        k = view["drawn"][i]
        for attempt in range((budget or {}).get(i, tries) if k is None or DRAWS_TO[k] else 0):
            if attempt:
                rng.shuffle(cards)
            dealt = tuple(sorted(cards[:5], reverse=True))
            if k is not None and value_class(rank5(*dealt), ranking) not in DRAWS_TO[k]:
                continue
            matched, got = _fits(i, dealt, mine, cards[5:10], rng)
            if got is not None:
                fitted.append(i)
                break
            if matched > best[0]:
                best = (matched, cards[:10])
        if got is None:
            cards = best[1] + [c for c in cards if c not in best[1]]
            got = _fits(i, tuple(sorted(cards[:5], reverse=True)), mine, cards[5:10], rng, force=True)[1]
        hand, thrown, took = got
        del cards[:5 + took]
        hands[i] = hand
        discards += [(i, c) for c in thrown]
    return World(hands, tuple(discards), tuple(cards), rng.getrandbits(64), tuple(fitted))


def state_of(view: dict, world: World, stock: tuple[int, ...] | None = None) -> DrawPokerState:
    """The deal as it stands, with ``world``'s cards in the places the seat cannot see (for the play-outs)."""
    n = view["seats"]
    total = sum(view["purses"]) + sum(view["stakes"])
    variant = DrawPokerVariant(seats=n, ranking=view["ranking"], ace=view["ace"], ante=view["ante"],
                               limit=view["limit"], chips=max(total // n, 2 * view["ante"]), deals=view["deals"])
    rest = world.rest if stock is None else stock
    left = view["stock_left"]
    discards = world.discards + tuple((-1, c) for c in rest[left:])   # a reshuffle's dead cards, if any
    return DrawPokerState(
        variant=variant, seed=world.seed, deal_no=view["deal"] - 1, dealer=view["dealer"],
        ante_man=view["ante_man"], purses=tuple(view["purses"]), stakes=tuple(view["stakes"]),
        hands=tuple(world.hands.get(i, ()) for i in range(n)), stock=tuple(rest[:left]), discards=discards,
        status=tuple(view["status"]), phase=view["phase"], to_act=view["to_act"], pending=tuple(view["pending"]),
        high=view["high"], bet_made=view["bet_made"], age_held=view["age_held"],
        first_bettor=view["first_bettor"], drawn=tuple(view["drawn"]))


_ANY_DRAW = ("stand", "draw")
_TEXT = tuple(card_text(c) for c in range(52))
LEAN_KEYS = ("seat", "phase", "hand", "hand_class", "ranking", "ace", "ante", "limit", "ante_man", "high", "owed",
             "bet_made", "pool", "live", "drawn", "discarded")


def lean_view(s: DrawPokerState, seat: int) -> dict:
    """The part of ``GAME.view(s, seat)`` the book player reads (``LEAN_KEYS``), without the names and the
    sentences a page needs: the play-outs ask for a view at every turn. The tests hold it to ``GAME.view``."""
    v = s.variant
    hand = s.hands[seat]
    return {"seat": seat, "phase": s.phase, "hand": [_TEXT[c] for c in hand],
            "hand_class": value_class(evaluator(v.ranking, v.ace)(*hand), v.ranking) if len(hand) == 5 else None,
            "ranking": v.ranking, "ace": v.ace, "ante": v.ante, "limit": v.limit, "ante_man": s.ante_man,
            "high": s.high, "owed": s.high - s.stakes[seat] if s.phase in ("going-in", "betting") else 0,
            "bet_made": s.bet_made, "pool": sum(s.stakes), "live": [i for i in range(v.seats) if s.status[i] == "in"],
            "drawn": list(s.drawn), "discarded": [_TEXT[c] for (who, c) in s.discards if who == seat]}


def play_out(state: DrawPokerState, seat: int, rng: random.Random, player=PLAYER) -> int:
    """Play the deal to its end, every seat as ``player``; the chips ``seat`` then holds.

    At the draw the book player names his discards from his hand in its own order, which is how the game writes
    them (``_legal_draw``), so the 32 draws are not written out for him (``_ANY_DRAW``; the tests hold the
    play-out to the protocol's ``apply``)."""
    while not state.result:
        legal = GAME.legal_actions(state) if state.phase != "draw" else _ANY_DRAW
        if len(legal) == 1:
            action = legal[0]
        else:
            action = player.choose(lean_view(state, state.to_act), legal, rng)
        state = GAME.step(state, action)
    return state.purses[seat]


def _draw_stock(world: World, action: str, hand: list[int]) -> tuple[int, ...]:
    """The pack for one choice of the draw: the seat's new cards are the first ones of ``world.rest`` it takes,
    whatever it throws away, and the players after it draw the same cards in every choice (a fixed reordering of
    a random pack is a random pack)."""
    k = 0 if action == "stand" else len(action.split()) - 1
    mine, others = world.rest[:5], world.rest[5:]
    return mine[:k] + others + mine[k:]


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    """Every legal choice valued in chips this deal, in the same ``samples`` deals (see the module's docstring)."""
    me = view["seat"]
    actions = [str(a) for a in legal]
    hand = _idx(view["hand"])
    now = view["purses"][me]
    rows = []
    acts = public_actions(view)
    others = sum(1 for i in range(view["seats"]) if i != me and view["status"][i] != "sitting-out")
    misfits, budget = 0, {}
    for _ in range(samples):
        world = sample_world(view, rng, acts=acts, budget=budget)
        for i in range(view["seats"]):
            if i != me and view["status"][i] != "sitting-out" and i not in world.fitted:
                misfits += 1
                budget[i] = 30          # he did what the book player seldom or never does: look less hard
        row = []
        for a in actions:
            stock = _draw_stock(world, a, hand) if view["phase"] == "draw" and len(world.rest) >= 5 else None
            state = GAME.step(state_of(view, world, stock), a)
            row.append(play_out(state, me, random.Random(world.seed)) - now)
        rows.append(row)
    said = assumes(view, samples)
    if misfits:
        said += (f" In {misfits} of the {samples * others} hands dealt to the others no hand the book player holds "
                 "fitted all that player did (the book player never does it, or very seldom): those hands agree "
                 "with as much of it as could be found.")
    return sampled(view["phase"], scale_for(view["ante"]), actions, rows, said)


SIZES = (1, 2, 3, 5, 10)


def candidates(view: dict, legal: list) -> list:
    """The choices the coach's player weighs (it values every one the same way as the coach): every word that is
    not an amount, bets and raises of 1, 2, 3, 5 and 10 chips and the largest allowed, and at the draw standing pat,
    Schenck's draws and every draw no other beats at every level (:func:`engine.odds.draw_poker.sensible_holds`)."""
    if view["phase"] == "draw":
        a = analyse_hand(tuple(_idx(view["hand"])), view["ranking"], view["ace"], frozenset(unseen(view)))
        keep = {"stand"} | {GAME.parse_action("draw " + " ".join(h["discard"])) for h in sensible_holds(a)
                            if h["discard"]}
        return [x for x in legal if x in keep]
    amounts = [int(x.split()[1]) for x in legal if " " in x]
    top = max(amounts, default=0)
    return [x for x in legal if " " not in x or int(x.split()[1]) in SIZES or int(x.split()[1]) == top]


def assumes(view: dict, samples: int) -> str:
    return (f"The others play as {BOOK} (going in on a pair or better or a one-card draw, drawing as Schenck "
            f"advises, betting by how the draws read); {samples} deals of the cards you have not seen, each "
            "consistent with your cards and with everything each player has done this deal, had he been the book "
            "player; after this choice you too play on as the book player; chips this deal, what you have already "
            "put in the pool not counted.")


# -- the draw's exact chances (the odds widget's own count) --------------------------------------------------
def draw_chances(view: dict) -> dict[str, dict]:
    """For each draw action of the seat: the exact chances of its final hand (counts over every draw from the
    cards the seat has not seen), from :func:`engine.odds.draw_poker.analyse_hand`. Keyed by the action text."""
    hand = tuple(_idx(view["hand"]))
    a = analyse_hand(hand, view["ranking"], view["ace"], frozenset(unseen(view)))
    return {(GAME.parse_action("draw " + " ".join(h["discard"])) if h["discard"] else "stand"): h
            for h in a["holds"]}


# -- words ----------------------------------------------------------------------------------------------------
def _chips(x: float) -> str:
    return f"{x:+.2f} chips"


def _improve(view: dict, action: str) -> str:
    h = draw_chances(view).get(action)
    if h is None:
        return ""
    ladder = RANKINGS[view["ranking"]]
    now = view["hand_class"]
    if action == "stand" or now == ladder[0]:
        return ""
    return (f"; it betters {ARTICLE_NAME[now]} {h['improve']:,} times in {h['total']:,} "
            f"({100 * h['improve'] / h['total']:.1f}%, exact)")


def _keep_words(view: dict, action: str) -> str:
    if action == "stand":
        return "stand pat"
    thrown = action.split()[1:]
    kept = [c for c in view["hand"] if c not in thrown]
    if not kept:
        return "throw away all five and draw five"
    return f"keep {' '.join(kept)} and draw {len(thrown)}"


def _book_action(view: dict) -> str | None:
    """The choice Schenck's first advice names at this decision, where it names one."""
    if view["phase"] == "draw":
        adv = schenck_advice(tuple(_idx(view["hand"])), view["ranking"], view["ace"])
        kept = set(adv[0]["keep"])
        thrown = [c for c in view["hand"] if c not in kept]
        return "stand" if not thrown else GAME.parse_action("draw " + " ".join(thrown))
    if view["phase"] == "going-in" and view["seat"] == view["ante_man"] and view["stakes"][view["seat"]] == \
            view["ante"] and view["high"] == 2 * view["ante"]:
        return "make-good"
    if view["phase"] == "betting" and view["seat"] == view["first_bettor"] and not view["bet_made"] \
            and not view["age_held"]:
        return "hold-age"
    return None


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def reason(view: dict, ev: Evaluation, played: str) -> str:
    best = ev.best
    phase = view["phase"]
    name = f" ({_keep_words(view, best.action)})" if phase == "draw" else ""
    text = (f"Best here is {best.action}{name}: {_chips(best.value)} this deal on average "
            f"(95% from {best.low:+.2f} to {best.high:+.2f}) over {ev.samples} deals, the others playing as "
            f"{BOOK}")
    if phase == "draw":
        text += _improve(view, best.action)
        if best.action == "stand" and view["hand_class"] in ("high-card", PAIR):
            text += "; standing pat passes for a complete hand, and the book player lays down to a pat hand"
    elif phase == "going-in":
        text += (f"; going in costs {view['owed']} for a pool of {view['pool']} with "
                 f"{_lower(view['hand_name'])}")
        if best.action.startswith("raise") and view["hand_class"] not in STRONG_PRE:
            text += ("; a raise of more than three antes and two drives the book player out on anything below "
                     "two pairs")
    else:
        text += f"; the pool holds {view['pool']} and you owe {view['owed']}"
    if played != best.action:
        loss, low, high = ev.loss(played)
        if ev.grade(played) == "too-close":
            text += (f". {played} is too close to call: {loss:.2f} chips behind on these deals, but the 95% "
                     f"interval of the difference ({low:+.2f} to {high:+.2f}) reaches zero")
        else:
            text += f". {played} costs {loss:.2f} chips a deal (95% from {low:.2f} to {high:.2f})"
        if phase == "draw" and played != "stand":
            text += _improve(view, played)
    book = _book_action(view)
    if book and book not in (best.action, played) and book in [c.action for c in ev.choices]:
        bl = ev.loss(book)
        text += (f". Schenck's advice here is {book}: the play-out puts it {bl[0]:.2f} chips behind"
                 + (", within the noise" if ev.grade(book) == "too-close" else ""))
    elif book and book == played and book != best.action:
        text += ". That is Schenck's advice, but here the play-out finds better"
    return text + "."


def advice(view: dict, ev: Evaluation) -> Advice | None:
    phase = view["phase"]
    seat = view["seat"]
    if phase == "draw":
        adv = schenck_advice(tuple(_idx(view["hand"])), view["ranking"], view["ace"])[0]
        return Advice(_our_words(adv["line"]), S, adv["locator"])
    if phase == "going-in":
        if seat == view["ante_man"] and view["stakes"][seat] == view["ante"]:
            return Advice("With others gone in, the ante man should generally make good even on a poor hand: half "
                          "his stake is already up, so he stays for half the price; not so when someone has "
                          "raised.", S, "p. 3")
        if view["hand_class"] == "high-card":
            return Advice("One ought seldom to be in without even a pair, and it is seldom advisable to go in to "
                          "draw more than one card to a flush or a sequence.", S, "pp. 11–12")
        return None
    if phase == "betting":
        if "hold-age" in [c.action for c in ev.choices]:
            return Advice("The player entitled to bet first may hold the age, withholding his bet until the others "
                          "have bet round to him: 'this being an advantage, should as a general rule, be "
                          "practiced'.", S, "p. 7")
        if view["drawn"][seat] == 0 and view["hand_class"] in ("high-card", PAIR):
            return Advice("A bold player sometimes stands pat on nothing and bets high: a bluff, a risk of "
                          "betting a poor hand high enough that all the others lay down.", S, "pp. 9, 12")
        return Advice("A skilful player watches what each player draws, and the manner of his betting, and judges "
                      "the hands against him accordingly.", S, "pp. 9–10")
    return None


def _our_words(line: str) -> str:
    return line.lstrip("… ").rstrip(".") + "."


def nudge(view: dict, legal: list) -> str:
    phase = view["phase"]
    if phase == "going-in":
        if view["seat"] == view["ante_man"] and view["stakes"][view["seat"]] == view["ante"]:
            return "Half your stake is already up: what does it cost you to stay, against what the pool holds?"
        return (f"Going in costs {view['owed']}: how often does {view['hand_name'].lower()} end the best hand at "
                "the table, and how many players are in against you?")
    if phase == "draw":
        return ("Count the cards that help each way of drawing, and think what your draw tells the others about "
                "your hand.")
    if phase == "betting":
        live = [s for s in view["live"] if s != view["seat"]]
        drew = ", ".join(f"{view['names'][s]} drew {view['drawn'][s]}" for s in live
                         if view["drawn"][s] is not None)
        return (f"Read the draws ({drew}): what hands do they suggest, and what does the pool of {view['pool']} "
                f"pay for the {view['owed']} you owe?" if drew else
                f"What does the pool of {view['pool']} pay for the {view['owed']} you owe?")
    return "Nothing to decide here."


def class_words(cls: str) -> str:
    return CLASS_NAME[cls]
