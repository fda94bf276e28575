"""Computer players for Draw Poker. Each decides from its seat's view only.

* ``book``     — plays Schenck's book: goes in on a pair or a one-card draw, draws as he advises
                 (sometimes one card to threes, sometimes an outsider with a small pair, one card to fours),
                 holds the age as "a general rule", watches what each player draws (reading the draw as if
                 they followed the book too), and sees a bet when the pool pays for the risk.
* ``cautious`` — goes in on jacks or better or a one-card draw, draws by the book's first line, bets
                 only strong hands and lays down when in doubt.
* ``bluffer``  — goes in freely and raises; with nothing he may "look content and serious, stand pat and
                 bet high" (Schenck p. 12); bets big when he has stood pat.
* ``sampler``  — the stronger player: chooses what the coach values best (``engine.coach.draw_poker``: the
                 unseen cards dealt many ways consistent with what everyone has done, every choice played
                 out against Schenck's book player).

Strength after the draw is the exact chance that one random hand from the unseen cards does not beat
ours (``engine.odds.draw_poker.one_opponent``), raised to the number of opponents still in, and
lowered for each opponent who stood pat or drew one card.
"""

from __future__ import annotations

import random
from functools import lru_cache

from engine.core.cards import Card
from engine.games.draw_poker.hands import RANKINGS, describe
from engine.odds.draw_poker import beaten_given_draws, one_opponent, schenck_advice

STRONG_PRE = ("sequence-flush", "fours", "full", "flush", "sequence", "threes", "two-pairs")


_INDEX = {str(Card.parse(f"{r}{s}")): Card.parse(f"{r}{s}").index for r in "23456789TJQKA" for s in "CDHS"}


def _idx(cards) -> tuple[int, ...]:
    """Card indices of a view's card texts (the view's own spelling looked up; any other parsed)."""
    return tuple(_INDEX[c] if c in _INDEX else Card.parse(c).index for c in cards)


@lru_cache(maxsize=65_536)
def _advice(hand: tuple[int, ...], ranking: str, ace: str) -> list[dict]:
    """Schenck's drawing advice for a hand (``schenck_advice``), remembered: the coach's play-outs meet the same
    hands once per choice. Read only."""
    return schenck_advice(hand, ranking, ace)


def _raises(legal, verb="raise"):
    return sorted((int(a.split()[1]), a) for a in legal if a.startswith(verb + " "))


def _pick_amount(legal, verb, want: int):
    options = _raises(legal, verb)
    if not options:
        return None
    best = options[0][1]
    for k, a in options:
        if k <= want:
            best = a
    return best


def _equal(legal):
    for a in ("go-in", "make-good", "see", "call"):
        if a in legal:
            return a
    return None


def _fold(legal):
    for a in ("throw-up", "lay-down"):
        if a in legal:
            return a
    return legal[0]


def _one_card_draw(view) -> bool:
    hand = _idx(view["hand"])
    adv = _advice(hand, view["ranking"], view["ace"])
    line = adv[0]["line"] if adv else ""
    return len(adv[0]["keep"]) == 4 and ("flush" in line or "sequence" in line) if adv else False


def _class(view) -> str:
    return view["hand_class"]


def _win_chance(view) -> float:
    """Chance no opponent still in beats us (see the module docstring)."""
    hand = _idx(view["hand"])
    known = set(hand) | set(_idx(view["discarded"]))
    unseen = frozenset(range(52)) - known
    value = describe(hand, view["ranking"], view["ace"]).value
    c = one_opponent(value, unseen, view["ranking"], view["ace"])
    p_one = (c["lose"] + c["tie"] / 2) / c["total"]
    p = 1.0
    for seat in view["live"]:
        if seat == view["seat"]:
            continue
        drawn = view["drawn"][seat]
        factor = p_one
        if drawn == 0:
            factor *= 0.55         # a pat hand is usually a real hand
        elif drawn == 1:
            factor *= 0.85
        p *= factor
    return p


@lru_cache(maxsize=2048)
def _read(hand: tuple, known: tuple, draws: tuple, ranking: str, ace: str) -> float:
    """Chance no opponent beats us, if each drew as Schenck advises (a quick simulation)."""
    value = describe(hand, ranking, ace).value
    unseen = frozenset(range(52)) - set(hand) - set(known)
    r = beaten_given_draws(value, unseen, list(draws), trials=300, seed=len(known), ranking=ranking, ace=ace,
                           batch=2_000, max_batches=4)
    return 0.5 if r["p"] is None else 1.0 - r["p"]


def _read_the_draw(view) -> float:
    """Schenck: a skilful player watches what each player draws (pp. 9–10)."""
    live = [s for s in view["live"] if s != view["seat"]]
    draws = tuple(view["drawn"][s] for s in live)
    if not live or None in draws:
        return _win_chance(view)
    return _read(_idx(view["hand"]), _idx(view["discarded"]), draws, view["ranking"], view["ace"])


def _draw_action(view, keep_mask: int, legal):
    hand = view["hand"]
    throw = [hand[i] for i in range(5) if not keep_mask >> i & 1]
    if not throw:
        return "stand"
    text = "draw " + " ".join(throw)
    # the game writes discards in its own order; match against the legal list
    want = set(throw)
    for a in legal:
        if a.startswith("draw ") and set(a.split()[1:]) == want:
            return a
    return text


class _Base:
    key = "base"
    label = "Base"
    description = ""

    def choose(self, view: dict, legal: list, rng: random.Random):
        if legal == ["deal"]:
            return "deal"
        phase = view["phase"]
        if phase == "going-in":
            return self.going_in(view, legal, rng)
        if phase == "draw":
            return self.draw(view, legal, rng)
        return self.bet(view, legal, rng)

    # shared pieces
    def book_draw(self, view, legal, rng, sharp: float):
        adv = _advice(_idx(view["hand"]), view["ranking"], view["ace"])
        choice = adv[0]
        alternatives = [a for a in adv[1:] if not a["line"].startswith("…")]
        if alternatives and rng.random() < sharp:
            choice = alternatives[0]
        return _draw_action(view, choice["mask"], legal)


class BookBot(_Base):
    key = "book"
    label = "Schenck's book"
    description = ("Goes in on a pair or a one-card draw, draws as Schenck advises (now and then his sharper "
                   "alternatives), holds the age, reads what the others drew, and sees a bet when the pool pays "
                   "for the risk.")

    def going_in(self, view, legal, rng):
        cls = _class(view)
        seat = view["seat"]
        eq = _equal(legal)
        if cls in STRONG_PRE:
            amt = _pick_amount(legal, "raise", 2 if cls == "two-pairs" else 4)
            if amt and view["high"] <= 2 * view["ante"] and rng.random() < 0.6:
                return amt
            return eq
        playable = cls == "pair" or _one_card_draw(view)
        if seat == view["ante_man"] and view["owed"] <= view["ante"] and eq == "make-good":
            return eq      # "it is best generally for the ante-man to make good ... even with a poor hand"
        if playable and view["owed"] <= 3 * view["ante"] + 2:
            return eq
        return _fold(legal)

    def draw(self, view, legal, rng):
        return self.book_draw(view, legal, rng, sharp=0.25)

    def read_the_draw(self, view) -> float:
        """The chance no opponent still in beats us, reading their draws (the coach's play-outs read it from a
        table instead: engine.coach.draw_poker.TableBook)."""
        return _read_the_draw(view)

    def bet(self, view, legal, rng):
        if "hold-age" in legal:
            return "hold-age"          # "this being an advantage, should as a general rule be practiced"
        p = self.read_the_draw(view)
        owed, pool = view["owed"], view["pool"]
        if not view["bet_made"]:
            if p > 0.35:
                return _pick_amount(legal, "bet", max(1, int(p * 6))) or _fold(legal)
            return _fold(legal)
        if p > 0.75:
            amt = _pick_amount(legal, "raise", 3)
            if amt and view["high"] < 6 * view["ante"] + 3 * max(view["limit"], 3):
                return amt
        if p >= owed / (pool + owed):
            return _equal(legal)
        return _fold(legal)


class CautiousBot(_Base):
    key = "cautious"
    label = "Cautious"
    description = ("Goes in on jacks or better or a one-card draw, draws by the book's first line, bets only "
                   "strong hands and lays down when in doubt.")

    def going_in(self, view, legal, rng):
        cls = _class(view)
        hand = _idx(view["hand"])
        eq = _equal(legal)
        if cls in ("sequence-flush", "fours", "full", "flush", "sequence", "threes"):
            amt = _pick_amount(legal, "raise", 1)
            return amt if amt and view["high"] <= 2 * view["ante"] else eq
        if cls == "two-pairs":
            return eq
        if cls == "pair":
            ranks = [c >> 2 for c in hand]
            pair_rank = max(r for r in ranks if ranks.count(r) == 2)
            if pair_rank >= 9 and view["owed"] <= 3 * view["ante"]:      # jacks or better
                return eq
        if _one_card_draw(view) and view["owed"] <= 2 * view["ante"]:
            return eq
        if eq == "make-good" and view["owed"] <= view["ante"] and cls == "pair":
            return eq
        return _fold(legal)

    def draw(self, view, legal, rng):
        return self.book_draw(view, legal, rng, sharp=0.0)

    def bet(self, view, legal, rng):
        p = _win_chance(view)
        if not view["bet_made"]:
            if p > 0.6:
                return _pick_amount(legal, "bet", 2) or _fold(legal)
            if "hold-age" in legal:
                return "hold-age"
            if p > 0.45:
                return _pick_amount(legal, "bet", 1) or _fold(legal)
            return _fold(legal)
        if p > 0.85:
            amt = _pick_amount(legal, "raise", 2)
            if amt and view["high"] < 4 * view["ante"] + 2 * max(view["limit"], 3):
                return amt
        if p > 0.55 or (p > 0.4 and view["owed"] <= view["ante"]):
            return _equal(legal)
        return _fold(legal)


class BlufferBot(_Base):
    key = "bluffer"
    label = "Bluffer"
    description = ("Goes in freely and raises; with nothing he may look content and serious, stand pat and "
                   "bet high (Schenck p. 12).")

    def going_in(self, view, legal, rng):
        eq = _equal(legal)
        if view["owed"] > 6 * view["ante"] + 6 and _class(view) not in STRONG_PRE and rng.random() < 0.6:
            return _fold(legal)
        if rng.random() < 0.35 and view["high"] <= 4 * view["ante"]:
            amt = _pick_amount(legal, "raise", rng.choice((1, 2, 3, 5)))
            if amt:
                return amt
        if _class(view) == "high-card" and not _one_card_draw(view) and rng.random() < 0.25:
            return _fold(legal)
        return eq

    def draw(self, view, legal, rng):
        if _class(view) == "high-card" and not _one_card_draw(view) and rng.random() < 0.4:
            return "stand"             # "look content and serious, stand pat and bet high!"
        return self.book_draw(view, legal, rng, sharp=0.5)

    def bet(self, view, legal, rng):
        p = _win_chance(view)
        stood_pat = view["drawn"][view["seat"]] == 0
        bluffing = stood_pat and _class(view) not in RANKINGS[view["ranking"]][:5]
        if not view["bet_made"]:
            if bluffing or p > 0.4 or rng.random() < 0.3:
                return _pick_amount(legal, "bet", view["limit"] or 10) or _fold(legal)
            return "hold-age" if "hold-age" in legal else _fold(legal)
        room = view["high"] < 8 * view["ante"] + 4 * max(view["limit"], 3)
        if (bluffing or p > 0.65) and room and rng.random() < 0.5:
            amt = _pick_amount(legal, "raise", rng.choice((2, 5, 10)))
            if amt:
                return amt
        if bluffing or p > 0.3 or view["owed"] <= 2 * view["ante"]:
            return _equal(legal)
        return _fold(legal)


def _coach_bot():
    from engine.coach import CoachBot

    class CoachPlayer(CoachBot):
        """The coach's own player: of the choices worth weighing (``engine.coach.draw_poker.candidates``: every
        word, a few sizes of bet and raise, Schenck's draws and the draws no other draw beats at every level) it
        takes the one the coach's evaluation values best."""

        def choose(self, view, legal, rng):
            if len(legal) == 1:
                return legal[0]
            from engine.coach import draw_poker as coach

            return coach.evaluate(view, coach.candidates(view, legal), self.samples, rng).best.action

    return CoachPlayer("draw-poker", key="sampler", label="Sampler (stronger)",
                       description=("Chooses what the coach values best: it deals the cards it cannot see many "
                                    "ways, each consistent with what every player has done, and plays each choice "
                                    "out against Schenck's book player."),
                       samples=8)


BOTS = {b.key: b for b in (BookBot(), CautiousBot(), BlufferBot(), _coach_bot())}
