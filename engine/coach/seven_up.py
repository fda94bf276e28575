"""Seven-Up's coach: stand or beg, give or refuse, Auction Pitch's bids and sale, each discard and each card,
valued in points this hand.

Every legal choice is played out to the end of the hand in the same deals of the cards the seat has not seen
(:func:`engine.bots.seven_up.sample_world`: consistent with the seat's own cards, the turn-ups, the tricks and
the suits each player has shown he lacks), every seat then played by the table's rule-of-thumb player
(:func:`engine.bots.seven_up.play_out`). The worth of a hand to the seat's side is its points less the best
other side's, a game won or lost in the hand counting four more: the unit the stand-or-beg odds already use.

When no more deals are consistent with the view than the deals it would sample (late in a two-handed hand),
every one is counted once and the values are exact fractions. The stronger computer player (``sampler``,
engine/bots/seven_up.py) chooses by :func:`evaluate`.
"""

from __future__ import annotations

import random
from fractions import Fraction

from engine.bots import seven_up as B
from engine.coach import core
from engine.coach.core import Advice, Evaluation, Scale
from engine.core.variant import variant_from_dict
from engine.games.seven_up import GAME
from engine.games.seven_up import deck as D
from engine.tricks import bits, trick_winner

SCALE = Scale(
    unit="points this hand for your side less the best other side's (a game won or lost counts 4)",
    good=0.1, inaccuracy=0.3, mistake=0.75,
    why="A hand has four points to share (high, low, jack, game) and the game is seven: giving away a tenth of "
        "a point a hand is hardly felt, a third of a point is a point every three hands, and three quarters of a "
        "point nearly a point every hand, a whole hand's worth in a seven-point race.")
SAMPLES = 200          # deals per decision from the command line
LIVE_SAMPLES = 32      # at the table: four-handed p95 0.9 s wall at load 16, 0.17 s CPU (benchmarks/coach_seven_up.py)
MAX_SAMPLES = 5_000

ASSUMES = ("the others play as the table's rule-of-thumb players; {n} deals of the cards your seat has not seen, "
           "each consistent with your cards, the turn-ups, the tricks and the suits each player has shown he "
           "lacks (what a beg or a stand hints is not read)")
ASSUMES_EXACT = ("the others play as the table's rule-of-thumb players; every one of the {n} ways the cards your "
                 "seat has not seen can lie, consistent with the tricks and the suits each player has shown he "
                 "lacks, counted once (exact)")

ENDS = {"stand": "stand", "beg": "beg", "give": "give one", "refuse": "run the cards"}
DOING = {"stand": "standing", "beg": "begging", "give": "giving one", "refuse": "running the cards",
         "play": "playing", "discard": "discarding", "pass": "passing", "pitch": "pitching",
         "sell": "selling the pitch"}


# -- values ---------------------------------------------------------------------------------------------
def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    """Every legal action valued from ``view`` alone, in :data:`SCALE`'s unit."""
    phase = view["phase"]
    actions = [str(a) for a in legal]
    if len(actions) <= 1:
        what = _words(actions[0]) if actions else "nothing"
        return core.no_choice(phase, SCALE, actions, f"Only one legal choice here ({what}): nothing to weigh.")
    v = variant_from_dict(GAME.Variant, view["variant"])
    seat = view["seat"]
    if phase == "play":
        deals = exact_deals(view, samples)      # no more work than sampling: count them all
        if deals is not None:
            worlds = [B.world_from_hands(view, got, pool, v) for got, pool in deals]
            values = [(a, Fraction(sum(B.play_out(w, a, seat) for w in worlds), len(worlds))) for a in actions]
            return core.exact(phase, SCALE, values, ASSUMES_EXACT.format(n=len(worlds)))
    rows = []
    for _ in range(max(1, samples)):
        world = B.sample_world(view, rng, v)
        rows.append([B.play_out(world, a, seat) for a in actions])
    return core.sampled(phase, SCALE, actions, rows, ASSUMES.format(n=len(rows)))


def exact_deals(view: dict, limit: int):
    """Every consistent way the unseen cards lie (hands, leftover), or None when there are more than ``limit``."""
    if B.count_deals(view) > limit:
        return None
    return list(B.all_hands(view))


# -- words ----------------------------------------------------------------------------------------------
def _card(action: str) -> int:
    return D.parse_card(action.split()[1])


def _words(action: str) -> str:
    """An action as a learner says it, as a gerund: 'standing', 'playing the ten of hearts'."""
    if action in DOING:
        return DOING[action]
    verb, _, card = action.partition(" ")
    if verb == "bid":
        return f"bidding {card}"
    return f"{DOING[verb]} the {D.SPOKEN[D.parse_card(card)]}"


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _points(x: float) -> str:
    return f"{x:+.2f}"


def _trump_of(view: dict) -> int:
    if view["trump"]:
        return B.SUIT_OF_LETTER[view["trump"]]
    return D.suit(B.INDEX[view["turnup"]]) if view["turnup"] else -1


def _mask(texts) -> int:
    return sum(1 << B.INDEX[c] for c in texts)


def _hand(view: dict) -> list[int]:
    return [B.INDEX[c] for c in view["hand"]]


def _trumps_out(view: dict, t: int) -> int:
    return (B.seen_from_view(view).unseen & D.SUIT_MASK[t]).bit_count() if t >= 0 else 0


def _hand_sketch(view: dict) -> str:
    t = _trump_of(view)
    mine = sorted((c for c in _hand(view) if D.suit(c) == t), reverse=True)
    if not mine:
        return f"no {D.SUIT_SINGULAR[t]} in your hand"
    names = " and ".join(D.RANK_NAME[D.rank(c)] for c in mine[:3]) + (" and more" if len(mine) > 3 else "")
    n = len(mine)
    return f"{n} {D.SUIT_PLURAL[t] if n > 1 else D.SUIT_SINGULAR[t]} ({names})"


def _card_why(view: dict, action: str) -> str:
    """What a card does here, in a clause: from the position, not from the figures."""
    c = _card(action)
    t = _trump_of(view)
    name = D.SPOKEN[c]
    if action.startswith("discard"):
        if D.suit(c) == t:
            return f"the {name} is a trump, but the lowest worth keeping"
        if D.VALUE[c]:
            return f"the {name} counts {D.VALUE[c]} for game, yet the hand misses it least of your cards"
        return f"the {name} neither counts for game nor is a trump"
    trick = [(a, B.INDEX[x]) for a, x in view["trick"]]
    if not trick:
        if t < 0:
            return f"leading the {name} makes {D.SUIT_PLURAL[D.suit(c)]} trumps"
        if D.suit(c) == t:
            out = _trumps_out(view, t)
            higher = sum(1 for x in bits(B.seen_from_view(view).unseen & D.SUIT_MASK[t]) if x > c)
            if higher == 0:
                return f"the {name} is the best trump left and draws on the {_plural(out, 'trump', 'trumps')} you cannot see"
            return f"the {name} leads trumps with {higher} higher still out"
        if D.VALUE[c] == 0:
            return f"the {name} is a low card that risks no count"
        return f"the {name} puts {D.VALUE[c]} of count on the table"
    led = D.suit(trick[0][1])
    tt = t if t >= 0 else led
    cards = [x for _, x in trick] + [c]
    wins = trick_winner(D.DECK, tt, cards) == len(cards) - 1
    at_stake = sum(D.VALUE[x] for x in cards)
    jack = D.card_id(tt, D.JACK) in cards
    stake = (" with the jack in it" if jack else f" with {at_stake} of count in it" if at_stake else "")
    if wins:
        return f"the {name} takes the trick{stake}"
    return f"the {name} gives up the trick{stake}" + (" cheaply" if D.VALUE[c] == 0 and D.suit(c) != tt else "")


def reason(view: dict, ev: Evaluation, played: str) -> str:
    """The best choice and why, in a sentence; what the played choice costs when it was not the best."""
    if ev.note:
        return ev.note
    best = ev.best
    phase = ev.phase
    value = f"{_points(best.value)} points a hand"
    if phase == "stand":
        sketch = _hand_sketch(view)
        other = "beg" if best.action == "stand" else "stand"
        head = (f"{DOING[best.action].capitalize()} is worth {value} against {_points(ev.choice(other).value)} "
                f"for {DOING[other]}, with {sketch}")
    elif phase == "give":
        other = "refuse" if best.action == "give" else "give"
        head = (f"{DOING[best.action].capitalize()} is worth {value} against {_points(ev.choice(other).value)} "
                f"for {DOING[other]}, with {_hand_sketch(view)}")
        if best.action == "give":
            head += ": a sure point for the beggar costs less than fresh cards and a new trump for everyone"
        else:
            head += ": new cards and a new trump are worth more to you than the point you would give"
    elif phase in ("bid", "sell"):              # Auction Pitch: a sale's points and a set-back are in the playouts
        est, t = B.best_suit(_mask(view["hand"]))
        rest = ", ".join(f"{_words(c.action)} {_points(c.value)}" for c in ev.choices if c.action != best.action)
        head = (f"{_words(best.action).capitalize()} is worth {value} ({rest}), with your best suit "
                f"{D.SUIT_PLURAL[t]}, where the rule of thumb counts {est:.1f} of high, low, jack and game")
    else:
        verb = "Discarding" if phase == "discard" else ("Leading" if not view["trick"] else "Playing")
        head = f"{verb} the {D.SPOKEN[_card(best.action)]} is best ({value}): {_card_why(view, best.action)}"
    grade = ev.grade(played)
    if played != best.action:
        loss = ev.loss(played)[0]
        if grade == "too-close":
            head += f"; {_words(played)} is too close to call ({max(loss, 0):.2f} behind on these deals)"
        else:
            head += f"; {_words(played)} costs {loss:.2f} points a hand"
    maxim = _maxim_card(view)
    if maxim is not None and best.action != f"play {D.TEXT[maxim]}":
        head += (f"; the old maxim would lead the {D.SPOKEN[maxim]} at once, but the playouts value it at "
                 f"{_points(ev.choice(f'play {D.TEXT[maxim]}').value)}")
    return head + "."


# -- the period's advice --------------------------------------------------------------------------------------
def _maxim_card(view: dict) -> int | None:
    """The eldest's first lead holding ace, king or queen of trumps but neither jack nor ten of trumps: the
    trump the old maxim would lead at once (the highest of them), else None."""
    if view["phase"] != "play" or view["tricks"] or view["trick"] or view["seat"] != view["eldest"]:
        return None
    t = _trump_of(view)
    if t < 0:
        return None
    hand = set(_hand(view))
    if D.card_id(t, D.JACK) in hand or D.card_id(t, D.TEN) in hand:
        return None
    honours = [D.card_id(t, r) for r in (12, 11, 10) if D.card_id(t, r) in hand]
    return honours[0] if honours else None


def advice(view: dict, ev: Evaluation) -> Advice | None:
    """What a period book says at this decision, in our words, cited; None where we found nothing."""
    phase = view["phase"]
    if phase == "stand":
        return Advice("Cassell's calls begging the privilege of an elder hand \"disliking his cards\": the period "
                      "pages we have read leave the beg to his judgement, with no count of trumps to stand on.",
                      "cassell-1881", "All Fours, 'Begging'")
    if phase == "give":
        return Advice("Foster, on the dealer's answer, states only the price of a gift: a point to the beggar "
                      "(three-handed, to each adversary), and never one that would put him out, when the dealer "
                      "must run the cards; we found no period rule of thumb for when to give.",
                      "foster-1897", "All Fours, Seven-Up, or Old Sledge, p. 288")
    if phase in ("bid", "sell"):
        return Advice("Foster's Auction Pitch gives the eldest hand the pitch to sell: pitching without waiting "
                      "for a bid binds him to four points; we found no period advice on how high to bid.",
                      "foster-1897", "Auction Pitch, Sell Out, or Commercial Pitch, 'Bidding'")
    if _maxim_card(view) is not None:
        return Advice("An old maxim of All Fours: the eldest hand holding the ace, king or queen of trumps without "
                      "the jack or ten should \"play them immediately\", hoping to catch the jack or the ten.",
                      "all-fours-maxims", "maxim 4")
    return None


def nudge(view: dict, legal: list) -> str:
    """Live help's first rung: what to think about, not the answer."""
    phase = view["phase"]
    if phase == "stand":
        return ("Count your trumps in the turned suit: which of high, low, jack and game can you hope to make, "
                "and what does a beg risk?")
    if phase == "give":
        return ("Weigh a sure point to the beggar against fresh cards and a new trump suit for everyone, with the "
                "score in mind.")
    if phase == "discard":
        return "Which card can neither win a trick nor count for game, and which trumps must you keep?"
    if phase == "bid":
        return ("In your best suit, which of high, low, jack and game can you be sure of? A bid you miss costs "
                "you the bid.")
    if phase == "sell":
        return "A sale scores the bid at once: can your own best suit make more than that, for certain?"
    if not view["trick"]:
        if not view["trump"]:
            return "Your lead makes trumps: which suit holds your high cards and your low ones?"
        return "Count the trumps still out before you lead, and ask where the jack and the tens may be."
    return "Who is winning this trick, is there count or the jack in it, and can you take it cheaply?"
