"""Seven-Up's odds: exact counting where it can be done, simulation with the computer players where not.

The unseen cards are equally likely to lie anywhere one cannot see, so most chances at the beg are
hypergeometric and exact (``Fraction``). Standing against begging depends on the dealer's answer and the
play, so it is estimated by dealing the unseen cards at random and playing the hand out with the
rule-of-thumb players, with the sample size and standard error.

- :func:`beg_odds`: with six cards and the turn-up, the chance of holding high (no higher trump in another
  hand), of the jack being in play, of one's lowest trump being low.
- :func:`trump_counts`, :func:`trumps_at_least`, :func:`jack_table`: how many trumps six cards hold (exactly,
  or at least so many); how often a jack is turned or in play, for two, three and four players.
- :func:`stand_or_beg`: the simulated points of standing and of begging, with error bars.
- :func:`in_play`: the trumps still out and who could hold them; the count taken and the most still to win.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from math import comb

from engine.bots import seven_up as B
from engine.core.inputs import arg_int, arg_text
from engine.core.rng import MAX_SEED
from engine.games.seven_up import GAME, SevenUpVariant
from engine.games.seven_up import deck as D
from engine.odds import percent, prob
from engine.odds.interval import mean_error
from engine.tricks import bits

UNSEEN_AT_BEG = 52 - 6 - 1


def _none_of(k: int, unseen: int, drawn: int) -> Fraction:
    """Chance that none of ``k`` particular cards is among ``drawn`` of ``unseen`` equally likely cards."""
    return Fraction(comb(unseen - k, drawn), comb(unseen, drawn))


# -- at the beg -------------------------------------------------------------------------------------------
def beg_odds(hand: list[int], turnup: int, players: int) -> dict:
    """Exact chances for the eldest (or any seat) holding ``hand`` with ``turnup`` proposing trumps.

    The other hands hold ``6 * (players - 1)`` of the 45 cards this seat has not seen; each such set is
    equally likely. High and low are judged among the cards in play if the turned suit stands."""
    return _suit_odds(hand, D.suit(turnup), turnup, players)


def bid_odds(hand: list[int], players: int) -> list[dict]:
    """Auction Pitch, at the bid: for each suit the hand could pitch, the same exact chances as at the beg (no card
    is turned, so the others hold ``6 * (players - 1)`` of the 46 cards this seat has not seen)."""
    return [_suit_odds(hand, t, -1, players) for t in range(4) if any(D.suit(c) == t for c in hand)]


def _suit_odds(hand: list[int], t: int, turnup: int, players: int) -> dict:
    """The chances of :func:`beg_odds` with ``t`` trumps; ``turnup`` -1 when no card is turned (Auction Pitch)."""
    m = 6 * (players - 1)
    U = UNSEEN_AT_BEG if turnup >= 0 else UNSEEN_AT_BEG + 1
    mine = [c for c in hand if D.suit(c) == t]
    unseen_trumps = [c for c in range(13 * t, 13 * t + 13) if c not in hand and c != turnup]
    if mine:
        top, bottom = max(mine), min(mine)
        higher = sum(1 for c in unseen_trumps if c > top)
        lower = sum(1 for c in unseen_trumps if c < bottom)
        p_high, p_low = _none_of(higher, U, m), _none_of(lower, U, m)
    else:
        top = bottom = -1
        p_high = p_low = Fraction(0)
    jack = D.card_id(t, D.JACK)
    if turnup == jack:
        p_jack, jack_where = Fraction(0), "turned up: the dealer's point, not in play"
    elif jack in hand:
        p_jack, jack_where = Fraction(1), "in your hand"
    else:
        p_jack, jack_where = Fraction(m, U), f"one of the {U} cards you cannot see; the other hands hold {m}"
    return {"trump": D.SUIT_PLURAL[t], "trumps_held": len(mine),
            "top_trump": D.TEXT[top] if top >= 0 else None, "lowest_trump": D.TEXT[bottom] if bottom >= 0 else None,
            "hold_high": p_high, "jack_in_play": p_jack, "jack_where": jack_where, "lowest_is_low": p_low,
            "others_hold": m, "unseen": U}


# -- standing tables -----------------------------------------------------------------------------------------
@cache
def trump_counts() -> list[tuple[int, Fraction]]:
    """Trumps in a six-card hand when the turn-up shows the suit: k of the 12 others among 6 of 51 cards."""
    total = comb(51, 6)
    return [(k, Fraction(comb(12, k) * comb(39, 6 - k), total)) for k in range(7)]


def trumps_at_least(k: int) -> Fraction:
    """The chance that six cards hold at least ``k`` of the 12 other trumps (the turn-up shows the suit)."""
    return sum((p for j, p in trump_counts() if j >= k), Fraction(0))


@cache
def jack_table(players: int) -> dict:
    """How often a jack is turned (the dealer's point) or the jack of trumps is in play, from a fresh deal."""
    turned = Fraction(4, 52)
    in_play = (1 - turned) * Fraction(6 * players, 51)
    return {"players": players, "turned": turned, "in_play": in_play, "turned_or_in_play": turned + in_play,
            "not_seen": 1 - turned - in_play}


# -- stand or beg, by simulation -------------------------------------------------------------------------------
def stand_or_beg(view: dict, samples: int = 200, seed: int = 0) -> dict:
    """Points the eldest's side gains less the best other side's, standing and begging, with standard errors.

    Each sample deals the unseen cards at random consistent with the view, then plays the hand out with the
    rule-of-thumb players (the dealer answers a beg by the same rule). Paired samples: the same deals for both."""
    rng = random.Random(seed)
    v = GAME.variant_for(view["variant"])
    seat = view["seat"]
    st, bg = [], []
    for _ in range(samples):
        world = B.sample_world(view, rng, v)
        st.append(B.play_out(world, "stand", seat))
        bg.append(B.play_out(world, "beg", seat))

    def summary(xs):
        mean, se = mean_error(xs)
        return {"mean": round(mean, 3), "stderr": round(se, 3)}

    diff = [a - b for a, b in zip(st, bg, strict=True)]
    return {"samples": samples, "stand": summary(st), "beg": summary(bg), "stand_minus_beg": summary(diff),
            "unit": "points this hand to your side less the best other side's (a won game counts 4 more)"}


def view_for(hand: list[int], turnup: int, players: int, seed: int = 0) -> dict:
    """The eldest's view of a deal with this hand and turn-up (the rest dealt at random: the view hides them)."""
    rest = [c for c in range(52) if c not in hand and c != turnup]
    random.Random(seed).shuffle(rest)
    others = [rest[6 * i:6 * i + 6] for i in range(players - 1)]
    hands = [hand, *others]
    return GAME.view(GAME.new_game(SevenUpVariant(players=players), seed, (hands, turnup)), 0)


# -- in play -----------------------------------------------------------------------------------------------------
def in_play(view: dict) -> dict:
    """Trumps this seat has not seen and who could hold them; count taken per side; the most still to be won."""
    k = B.seen_from_view(view)
    n = view["players"]
    out = {"trumps_out": [], "could_hold": {}, "taken": view["taken_count"], "still_to_win": 0}
    others = sum(view["counts"][x] for x in range(n) if x != k.seat)
    values = sorted((D.VALUE[c] for c in bits(k.unseen)), reverse=True)
    out["still_to_win"] = sum(D.VALUE[c] for c in bits(k.hand)) + sum(values[:others])
    if k.trump < 0:
        return out
    voids = B.voids_from_view(view)
    trumps = [c for c in bits(k.unseen & D.SUIT_MASK[k.trump])]
    out["trumps_out"] = [D.TEXT[c] for c in sorted(trumps, reverse=True)]
    out["could_hold"] = {view["names"][x]: (view["counts"][x] > 0 and not voids[x] >> k.trump & 1)
                         for x in range(n) if x != k.seat}
    out["in_pack_possible"] = view["stock"] > 0 or any(view["discarded"])
    return out


# -- the command line -------------------------------------------------------------------------------------------
def add_odds_arguments(p) -> None:
    p.add_argument("--hand", type=arg_text(120), default=None, help="your six cards, e.g. 'AS 10S 3S KD 4C 7H'")
    p.add_argument("--turnup", type=arg_text(20), default=None, help="the turned-up card, e.g. 6S")
    p.add_argument("--players", type=arg_int(2, 4), default=None, choices=(2, 3, 4))
    p.add_argument("--samples", type=arg_int(0, 20_000), default=200, help="deals played out for stand against beg (0: none)")
    p.add_argument("--seed", type=arg_int(0, MAX_SEED), default=0)


def odds(args) -> dict:
    from engine.core.errors import BadInput

    v = args.variant_obj
    players = args.players or v.players
    data: dict = {"game": "seven-up",
                  "trump_counts": [{"k": k, **prob(p)} for k, p in trump_counts()],
                  "jacks": [{key: (prob(x) if isinstance(x, Fraction) else x) for key, x in jack_table(n).items()}
                            for n in (2, 3, 4)]}
    lines = ["Seven-Up: trumps in a hand of six (the turn-up shows the suit)"]
    lines += [f"  {k} trumps: {p.numerator}/{p.denominator} ({percent(p)})" for k, p in trump_counts()]
    lines.append("A jack turned (the dealer's point) or the jack of trumps in play, from a fresh deal:")
    for n in (2, 3, 4):
        j = jack_table(n)
        lines.append(f"  {n} players: turned {percent(j['turned'])}, in play {j['in_play']} "
                     f"({percent(j['in_play'])}), one or the other {percent(j['turned_or_in_play'])}")
    if args.hand or args.turnup:
        if not (args.hand and args.turnup):
            raise BadInput("--hand/--turnup", "give both your six cards and the turn-up")
        try:
            hand = [D.parse_card(w) for w in args.hand.replace(",", " ").split()]
            turnup = D.parse_card(args.turnup)
        except ValueError as exc:
            raise BadInput("--hand", str(exc)) from None
        if len(hand) != 6 or len(set(hand + [turnup])) != 7:
            raise BadInput("--hand", "give six different cards and a turn-up that is not among them")
        b = beg_odds(hand, turnup, players)
        data["beg"] = {key: (prob(x) if isinstance(x, Fraction) else x) for key, x in b.items()}
        data["beg"]["players"] = players
        lines.append(f"With {args.hand} and the {D.LABEL[turnup]} turned ({players} players; {b['trump']} trumps):")
        for key, label in (("hold_high", "you hold high"), ("jack_in_play", "the jack is in play"),
                           ("lowest_is_low", "your lowest trump is low")):
            lines.append(f"  {label}: {b[key].numerator}/{b[key].denominator} ({percent(b[key])})")
        if args.samples > 0:
            if args.samples > 20_000:
                raise BadInput("--samples", "at most 20,000")
            sb = stand_or_beg(view_for(hand, turnup, players, args.seed), args.samples, args.seed)
            data["stand_or_beg"] = sb
            lines.append(f"  standing: {sb['stand']['mean']:+.2f} ± {sb['stand']['stderr']:.2f}; begging: "
                         f"{sb['beg']['mean']:+.2f} ± {sb['beg']['stderr']:.2f} points a hand "
                         f"({sb['samples']} deals played out by the rule-of-thumb players)")
    data["text"] = "\n".join(lines)
    return data
