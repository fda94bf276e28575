"""Domino Euchre's coach (Call-Ace's too, ``engine.coach.call_ace``): the bids, the take-up, the call, each tile.

Every legal action is valued in points this hand: the seat's side's points less the other side's (each for himself,
less the others' average: ``engine.bots.domino_euchre.hand_result``, the figure the table's make-or-pass odds give).
Each value comes from deals of the tiles the seat cannot see, every one agreeing with what the seat knows (its own
tiles, the tiles played, the turn-up where it lies, the hand counts, every suit a seat has shown void) and drawn
uniformly from all such deals (``engine.odds.domino_euchre.deal_unseen``); in each deal the action is played and the
hand finished through the game's own ``step``, every seat then playing as the table's rule-of-thumb players.
The same deals serve every action, so the grade reads paired differences. When few enough deals agree with the view
(late in a hand, few players, voids shown) every one is played out and the values are exact fractions.

The period advice: the only account we hold of Domino Euchre's play is Fosdick's modern page (seed 002,
paraphrased; its period source, *Hoyle's Standard Games*, 1908, we have not read), whose strategy note speaks of
bidding and of going alone. Those are the decisions given advice; the others get none rather than a made-up one.
"""

from __future__ import annotations

import random
from fractions import Fraction

from engine.bots import domino_euchre as B
from engine.coach.core import Advice, Evaluation, Scale, exact, no_choice, sampled
from engine.games import get_game
from engine.games.domino_euchre import deck as D
from engine.odds import domino_euchre as O
from engine.tricks import bits, mask_of

SCALE = Scale(
    unit="points this hand (your side's less the others')", good=0.1, inaccuracy=0.25, mistake=0.5,
    why="A hand is worth from 2 points against (euchred) to 4 (a lone march) and a game is 5: losing a tenth of a "
        "point of expectation is a shade, a quarter a slip, half a point (a euchre's 2 points one time in four) a "
        "real mistake, and more than that gives away a tenth of a game or more at one decision.")
SAMPLES = 300          # the command line's deals per decision: a whole hand's decisions in a few seconds
LIVE_SAMPLES = 120     # the table's: a second-round bid (13 choices) graded within 1 s at the 95th percentile
MAX_SAMPLES = 5000
EXACT_LIMIT = 2000     # play every consistent deal out when deals x choices is at most this (about 0.2 s)

PHASES = {"bid1": "bid", "bid2": "bid", "exchange": "take-up", "call": "call", "play": "play"}


def _worth(game, end, seat: int) -> Fraction:
    """The hand's points for ``seat``'s side less the others' (their mean each for himself): a fraction in 12ths."""
    return Fraction(B.hand_result(game, end, seat)).limit_denominator(12)


def _assumes(view: dict, how: str) -> str:
    return (f"After this choice every seat, yours included, plays as the table's rule-of-thumb players; {how}, each "
            "consistent with what your seat has seen (your tiles, the tiles played, the turn-up, the suits each "
            "seat has shown void) and every such deal equally likely: the bidding is not read for more.")


def evaluate(view: dict, legal: list, samples: int, rng: random.Random) -> Evaluation:
    """Every legal action valued in points this hand for the seat's side (see the module's docstring): exact when
    every consistent deal can be played out within ``EXACT_LIMIT`` playouts, else over ``samples`` deals."""
    actions = [str(a) for a in legal]
    phase = PHASES.get(view["phase"], view["phase"])
    if len(actions) <= 1:
        what = "tile" if view["phase"] == "play" else "choice"
        return no_choice(phase, SCALE, actions, f"Only one {what} is allowed here: nothing to choose.")
    if view["phase"] == "play" and O.deal_count(view) * len(actions) <= EXACT_LIMIT:
        return exact_values(view, actions)
    return sampled_values(view, actions, samples, rng)


def exact_values(view: dict, actions: list[str]) -> Evaluation:
    """Each action's exact value: the mean over every deal of the unseen tiles that agrees with the view."""
    game = get_game(view["game"])
    seat = view["seat"]
    totals = [Fraction(0)] * len(actions)
    count = 0
    for w in B.states_from_deals(game, view, O.every_deal(view)):
        count += 1
        for j, a in enumerate(actions):
            totals[j] += _worth(game, B.play_out(game, game.step(w, a)), seat)
    how = f"exact: every one of the {count:,} deals of the unseen tiles is played out"
    return exact(PHASES.get(view["phase"], view["phase"]), SCALE,
                 [(a, t / count) for a, t in zip(actions, totals, strict=True)], _assumes(view, how))


def sampled_values(view: dict, actions: list[str], samples: int, rng: random.Random) -> Evaluation:
    """Each action played out in the same ``samples`` deals drawn uniformly from those that agree with the view."""
    game = get_game(view["game"])
    seat = view["seat"]
    rows = [[float(_worth(game, B.play_out(game, game.step(w, a)), seat)) for a in actions]
            for w in B.states_from_deals(game, view, O.deal_unseen(view, rng, samples))]
    how = f"{samples:,} deals of the unseen tiles, the same for every choice"
    return sampled(PHASES.get(view["phase"], view["phase"]), SCALE, actions, rows, _assumes(view, how))


# -- words ----------------------------------------------------------------------------------------------------------
def _mine(view: dict) -> int:
    return mask_of(D.parse_tile(x) for x in view["hand"])


def _trumps_held(hand: int, trump: int) -> str:
    ts = [c for c in bits(hand) if D.is_trump(c, trump)]
    right, left = D.right_bower(trump), D.left_bower(trump)
    bowers = [w for c, w in ((right, "the right bower"), (left, "the left bower")) if c in ts]
    n = len(ts)
    tail = f", {' and '.join(bowers)} among them" if bowers else ""
    if n == 0:
        return f"you hold none of the eight {D.SUITS[trump]}"
    return f"you hold {n} of the eight {D.SUITS[trump]}{tail}"


def _tile_words(c: int, trump: int | None) -> str:
    name = f"the {D.TEXT[c]}"
    if trump is not None and trump >= 0:
        if c == D.right_bower(trump):
            return f"{name} (the right bower)"
        if c == D.left_bower(trump):
            return f"{name} (the left bower)"
        if D.is_trump(c, trump):
            return f"{name} (a trump)"
    return name


def say(view: dict, action: str) -> str:
    """An action in words: 'accepting fives', 'naming threes and playing alone', 'playing the 5-5 (the right bower)'."""
    words = action.split()
    head = words[0] if words else ""
    alone = " and playing alone" if action.endswith(" alone") else ""
    if action == "pass":
        return "passing"
    if head == "accept":
        return f"accepting {D.SUITS[view['proposed']]}{alone}"
    if head == "name":
        return f"naming {D.SUITS[int(words[1])]}{alone}"
    if action == "leave":
        return f"leaving the turn-up {view['turnup']}"
    if head == "exchange":
        return f"giving the {words[1]} for the turn-up {view['turnup']}"
    if head == "call":
        s = int(words[1])
        return f"calling {D.SUITS[s]} (the {D.TEXT[D.doublet(s)]}'s holder)"
    if head == "play":
        return "playing " + _tile_words(D.parse_tile(words[1]), view["trump"])
    return action


def _trump_of(view: dict, action: str) -> int | None:
    if action.startswith("accept"):
        return view["proposed"]
    if action.startswith("name"):
        return int(action.split()[1])
    return None


def _winning(view: dict):
    """(seat, tile) winning the trick on the table so far, or None when it is empty."""
    t = view["trump"]
    trick = [(a, D.parse_tile(x)) for a, x in view["trick"]]
    if not trick:
        return None
    power = D.DECK.power[t][D.DECK.lead[t][trick[0][1]]]
    return max(trick, key=lambda p: power[p[1]])


def _unseen_trumps(view: dict) -> int:
    t = view["trump"]
    seen = _mine(view) | mask_of(D.parse_tile(x) for tr in view["tricks"] for _, x in tr["tiles"])
    seen |= mask_of(D.parse_tile(x) for _, x in view["trick"])
    if view["turnup_state"] != "taken" or view["exchanger"] == view["seat"]:
        seen |= 1 << D.parse_tile(view["turnup"])
    return sum(1 for c in range(D.N_TILES) if D.is_trump(c, t) and not seen >> c & 1)


def _why(view: dict, best: str) -> str:
    """What in the position makes ``best`` best, in a clause."""
    ph = view["phase"]
    hand = _mine(view)
    if ph in ("bid1", "bid2"):
        t = _trump_of(view, best)
        if t is not None:
            return _trumps_held(hand, t)
        if ph == "bid1":
            return f"{_trumps_held(hand, view['proposed'])}: too few to count on three tricks"
        strongest = max((s for s in range(7) if s != view["proposed"]), key=lambda s: B.hand_value(hand, s))
        return f"even in {D.SUITS[strongest]}, your best suit, {_trumps_held(hand, strongest)}"
    if ph == "exchange":
        if best == "leave":
            return "every tile you hold is worth more to you than the turn-up"
        c = D.parse_tile(best.split()[1])
        return f"the {D.TEXT[c]} is the tile least likely to win a trick with {D.SUITS[view['trump']]} trumps"
    if ph == "call":
        s = int(best.split()[1])
        if hand >> D.doublet(s) & 1:
            return f"you hold the {D.TEXT[D.doublet(s)]} yourself, so you play without a partner and score alone"
        short = sum(1 for c in bits(hand) if D.belongs(c, s, view["trump"]))
        return (f"you hold {'no' if short == 0 else short} tile{'' if short == 1 else 's'} of {D.SUITS[s]}, so its "
                f"doublet in another hand wins a trick you could not")
    if ph == "play":
        c = D.parse_tile(best.split()[1])
        t = view["trump"]
        win = _winning(view)
        if win is None:
            out = _unseen_trumps(view)
            if D.is_trump(c, t):
                return (f"leading a trump draws the trumps still out ({out} you have not seen), so your other tiles "
                        "are not trumped later")
            return f"it makes the others follow {D.SUITS[D.DECK.lead[t][c]]} while {out} trumps you have not seen are out"
        led = D.DECK.lead[t][D.parse_tile(view["trick"][0][1])]
        power = D.DECK.power[t][led]
        friends = {x for x in view["sides"][view["side_of"][view["seat"]]]}
        if view.get("partner_known") not in (None, "none") and view.get("maker") is not None:
            friends |= {view["partner_known"], view["maker"]} if view["seat"] in (view["maker"], view["partner_known"]) \
                else set()
        who = view["names"][win[0]] if view["names"][win[0]] != "You" else f"seat {win[0]}"   # another's seat 0
        if power[c] > power[win[1]]:
            return f"it takes the trick from {who}'s {D.TEXT[win[1]]}"
        if win[0] in friends and win[0] != view["seat"]:
            return f"{who}, on your side, is already winning the trick: keep your better tiles"
        return "it cannot win this trick, and it keeps your better tiles for later"
    return ""


def _figure(x: float) -> str:
    return f"{x:+.2f}"


def reason(view: dict, ev: Evaluation, played: str) -> str:
    """The best choice and why, in a sentence; what the played one cost, if anything."""
    if ev.note:
        return ev.note
    best = ev.best
    how = "exactly" if ev.exact else f"over {ev.samples:,} deals"
    second = max((c for c in ev.choices if c.action != best.action), key=lambda c: c.value)
    text = (f"Best is {say(view, best.action)}, worth {_figure(best.value)} points this hand {how} against "
            f"{_figure(second.value)} for {say(view, second.action)}: {_why(view, best.action)}.")
    grade = ev.grade(played)
    if grade == "too-close":
        loss = ev.loss(played)[0]
        text += (f" Your {say(view, played)} ({_figure(ev.choice(played).value)}) is too close to call against it: "
                 f"{loss:.2f} points apart, within the sample's error.")
    elif grade != "best":
        loss = ev.loss(played)[0]
        text += f" Your {say(view, played)} cost {loss:.2f} points this hand ({grade})."
    tension = _against_advice(view, ev)
    return text + (f" {tension}" if tension else "")


# -- the period's advice (as far as we hold it) ----------------------------------------------------------------------
ADVICE_KEY = "fosdick"


def _late_bidder(view: dict) -> bool:
    """A partnership seat bidding after its partner has passed in this round (third or fourth to speak)."""
    if not view["partnership"]:
        return False
    n = view["players"]
    rnd = [b for b in view["bids"]][n:] if view["phase"] == "bid2" else view["bids"]
    partner = [x for x in view["sides"][view["side_of"][view["seat"]]] if x != view["seat"]]
    return any(a in partner and b == "pass" for a, b in rnd)


def advice(view: dict, ev: Evaluation) -> Advice | None:
    """Fosdick's strategy note, paraphrased, at the bids it speaks of (a modern page; its 1908 source unread)."""
    if view["phase"] not in ("bid1", "bid2"):
        return None
    src = "Fosdick's modern rules page (we have not read the 1908 Hoyle it follows)"
    if _late_bidder(view):
        return Advice(f"{src} warns the third and fourth to bid to be quite sure of their hands before making trumps: "
                      "a partner who passed has already shown a weak hand.", ADVICE_KEY, "Domino Euchre, 'Strategy'")
    if any(c.action.endswith(" alone") for c in ev.choices):
        return Advice(f"{src} advises going alone only with a hand that can take all five tricks: alone, three or "
                      "four tricks score no more than with a partner, and only the march pays (4 points).",
                      ADVICE_KEY, "Domino Euchre, 'Strategy' and 'Scoring'")
    return Advice(f"{src} reminds the bidder to count the left bower, the next lower doublet, among the trumps: "
                  "it is the second-best trump and belongs to no other suit.", ADVICE_KEY,
                  "Domino Euchre, 'Strategy' and 'The Trump Suit'")


def _against_advice(view: dict, ev: Evaluation) -> str:
    """Where the figures part from that advice, said plainly."""
    if view["phase"] not in ("bid1", "bid2") or ev.note:
        return ""
    best = ev.best.action
    if _late_bidder(view) and best != "pass":
        return ("Here the figures favour making trumps although your partner has passed, where Fosdick's strategy "
                "note counsels caution to a late bidder.")
    if best.endswith(" alone"):
        return ("The figures favour going alone: Fosdick's note allows it only on a hand sure of all five tricks, "
                "and this hand is strong enough that the march alone outweighs the risk.")
    return ""


def nudge(view: dict, legal: list) -> str:
    """Live help's first rung: what to weigh, not what to do."""
    ph = view["phase"]
    if ph == "bid1":
        t = view["proposed"]
        return (f"Count the trumps you would hold if {D.SUITS[t]} were trumps, the left bower "
                f"{D.TEXT[D.left_bower(t)]} among them, and think what the passes so far have told you.")
    if ph == "bid2":
        return (f"Which suit, other than {D.SUITS[view['proposed']]}, would give you the most trumps and a bower? "
                "Three sure tricks are what a maker needs.")
    if ph == "exchange":
        return f"Which of your tiles is least likely to win a trick once {D.SUITS[view['trump']]} are trumps?"
    if ph == "call":
        return ("Whose doublet would help you most: one of a suit you are short in, whose doublet you do not hold "
                "yourself?")
    if ph == "play":
        if not view["trick"]:
            return f"Count the trumps still out ({_unseen_trumps(view)} you have not seen) before you lead."
        return ("Who is winning this trick now? Can you win it cheaply, or is it better to keep your good tiles "
                "and throw your least useful one?")
    return "Think what each choice leaves you for the tricks to come."
