"""Euchre's coach: every decision of every rule set valued in points this hand, graded, explained and set beside
the period's advice.

The decisions: ordering up or passing (alone or not), naming a suit in the second round (alone or not),
defending alone, the dealer's discard, the Call-Ace call, and each card. Each legal choice is played out in the
same deals of the cards the seat cannot see (:func:`engine.bots.euchre.sample_world`: consistent with its hand,
the cards played, the turn-up the dealer took and every suit a player failed to follow, each such deal equally
likely), every seat then playing as the table's rule-of-thumb players (:func:`engine.bots.euchre.simulate`, the
game's own phase functions). When every consistent deal can be counted in about the work of the sample (the
last tricks), they all are (:func:`engine.bots.euchre.all_worlds`) and the values are exact fractions.

The unit: the points this hand for the seat's side less the other side's (four or six players); at the tables
where each plays for himself (three, five, seven: cut-throat or Call-Ace), the seat's points less the average
of the others' (at Call-Ace a partner scores with you this hand, so "less the best other" would count a
partner's success against you).

The stronger computer player (:class:`engine.bots.euchre.SamplerBot`) chooses by :func:`evaluate`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from fractions import Fraction

from engine.bots import euchre as B
from engine.coach import core
from engine.coach.core import Advice, Evaluation, Scale
from engine.games.euchre import tables as T

SCALE = Scale(
    unit="points this hand for your side",
    good=0.05, inaccuracy=0.15, mistake=0.4,
    why="A hand swings between a point or two for the makers and two for a euchre, and a game is five points: "
        "losing up to 0.05 of a point a hand is noise (good), up to 0.15 an inaccuracy, up to 0.4 (as if one "
        "hand in eight of making it became a euchre) a mistake, and more a blunder.")
ODD_SCALE = Scale(
    unit="points this hand: yours less the others' average",
    good=0.05, inaccuracy=0.15, mistake=0.4, why=SCALE.why)
SAMPLES = 1000        # the command line's deals per decision: a whole hand graded in a few seconds
LIVE_SAMPLES = 400    # at the table: one decision in well under a second at the 95th percentile (benchmarks)
MAX_SAMPLES = 20_000
EXACT_FACTOR = 4      # count every consistent deal when there are at most this many times the sample's deals

SUITS = ("clubs", "diamonds", "hearts", "spades")
SUIT_ONE = ("club", "diamond", "heart", "spade")
LD = "leeds-dwight-1888"


@dataclass(frozen=True)
class EuchreEvaluation(Evaluation):
    """The coach's evaluation, with what the playouts saw of each bid: deals where the seat's side made trumps
    and deals where it was euchred (for the reason's sentence)."""

    detail: dict = field(default_factory=dict)   # action -> (deals, made trumps, euchred, game won, game lost)


def scale_for(view: dict) -> Scale:
    return SCALE if view["players"] % 2 == 0 else ODD_SCALE


def _trump(view: dict) -> int:
    return T.SUIT_LETTERS.index(view["trump"]) if view["trump"] else -1


def _assumes(deals: int, exact: bool) -> str:
    how = (f"every one of the {deals:,} deals of the cards you cannot see that fit what your seat has seen, "
           "counted, each equally likely" if exact else
           f"{deals:,} deals of the cards you cannot see, each consistent with what your seat has seen (your "
           "hand, the cards played, the turn-up the dealer took, the suits each player failed to follow), every "
           "such deal equally likely")
    return (f"The other players, and you after this choice, play as the table's rule-of-thumb players; {how}. "
            "The bidding is read only for what it makes certain (the dealer holds the card he took up, unless he "
            "has shown no trumps), not for its hints (a pass is more often than not a weak hand).")


def evaluate(view: dict, legal: list, samples: int, rng: random.Random,
             exact_factor: int = EXACT_FACTOR) -> EuchreEvaluation:
    """Every legal action valued in points this hand (see the module's docstring), exact when it can count."""
    actions = [str(a) for a in legal]
    phase = view["phase"]
    scale = scale_for(view)
    if len(actions) <= 1:
        ev = core.no_choice(phase, scale, actions, f"The rules leave one choice here: {_words(view, actions[0])}."
                            if actions else "Nothing to choose.")
        return _with(ev, {})
    trump = _trump(view)
    shape = B.Shape.from_view(view)
    side = shape.side_of[view["seat"]]
    base = B.state_from_view(view)
    if B.world_count_bound(view, trump) <= exact_factor * samples:
        worlds = list(B.all_worlds(view, trump))
        if worlds:
            totals = [Fraction(0)] * len(actions)
            detail = {a: [0, 0, 0, 0, 0] for a in actions}
            for w in worlds:
                for j, a in enumerate(actions):
                    end, pts = B.simulate(base, w, a, shape)
                    totals[j] += B.side_margin(pts, side)
                    _tally(detail[a], end, pts, shape, side, view)
            values = [(a, t / len(worlds)) for a, t in zip(actions, totals, strict=True)]
            return _with(core.exact(phase, scale, values, _assumes(len(worlds), True)), detail)
    rows = []
    detail = {a: [0, 0, 0, 0, 0] for a in actions}
    facts = B.unseen(view, trump)
    for _ in range(samples):
        world = B.sample_world(view, rng, trump, facts)
        row = []
        for a in actions:
            end, pts = B.simulate(base, world, a, shape)
            row.append(float(B.side_margin(pts, side)))
            _tally(detail[a], end, pts, shape, side, view)
        rows.append(row)
    return _with(core.sampled(phase, scale, actions, rows, _assumes(samples, False)), detail)


def _tally(d: list, end, pts, shape, side: int, view: dict) -> None:
    """Count one playout: whether the seat's side made trumps, was euchred, and whether the hand ended the game
    for it or against it (the scores after the hand reaching the game's points)."""
    d[0] += 1
    if end.maker >= 0 and (shape.side_of[end.maker] == side or (end.partner >= 0 and shape.side_of[end.partner]
                                                                 == side)):
        d[1] += 1
        if pts[side] <= 0:   # euchred (nothing), or at Hasenpfeffer set back by the bid (less than nothing)
            d[2] += 1
    scores = [a + b for a, b in zip(view["scores"], pts, strict=True)]
    top = max(scores)
    if top >= view["game"]:
        if scores[side] == top:
            d[3] += 1
        else:
            d[4] += 1


def _with(ev: Evaluation, detail: dict) -> EuchreEvaluation:
    return EuchreEvaluation(**{f.name: getattr(ev, f.name) for f in fields(Evaluation)},
                            detail={a: tuple(v) for a, v in detail.items()})


# -- words ----------------------------------------------------------------------------------------------------
def _card(c: int, trump: int) -> str:
    if c == T.JOKER:
        return "the joker, the best trump"
    if trump >= 0 and c == T.card_id(trump, T.JACK):
        return f"the right bower ({T.UNICODE[c]})"
    if trump >= 0 and c == T.card_id(3 - trump, T.JACK):
        return f"the left bower ({T.UNICODE[c]})"
    return f"the {T.UNICODE[c]}"


def _words(view: dict, action: str) -> str:
    """An action in words: 'ordering up', 'naming hearts alone', 'leading the right bower (J♥)'."""
    trump = _trump(view)
    w = action.split()
    if action == "pass":
        return "passing"
    if w[0] == "order-up":
        return "ordering up" + (" alone" if action.endswith("alone") else "") if view["dealer"] != view["seat"] \
            else "taking it up" + (" alone" if action.endswith("alone") else "")
    if w[0] == "name":
        return f"naming {SUITS[T.SUIT_LETTERS.index(w[1])]}" + (" alone" if len(w) == 3 else "")
    if action == "defend alone":
        return "defending alone"
    if w[0] == "bid":
        return f"bidding {w[1]}"
    if w[0] == "call":
        return f"calling {SUITS[T.SUIT_LETTERS.index(w[1])]}"
    if w[0] == "discard":
        return f"discarding {_card(T.ID_OF_TEXT[w[1]], trump)}"
    if w[0] == "play":
        verb = "playing" if view["trick"] else "leading"
        return f"{verb} {_card(T.ID_OF_TEXT[w[1]], trump)}"
    return action


def _points(x: float, exact_value: Fraction | None = None) -> str:
    s = f"{x:+.2f}".replace("-", "−")
    if exact_value is not None and exact_value.denominator != 1:
        s += f" ({exact_value.numerator}/{exact_value.denominator}, exact)"
    elif exact_value is not None:
        s += " (exact)"
    return s


def _bid_suit(view: dict, action: str) -> int:
    if action.startswith("order-up"):
        return T.ID_OF_TEXT[view["turnup"]] // 9
    if action.startswith("name"):
        return T.SUIT_LETTERS.index(action.split()[1])
    return -1


def _hand_in(view: dict, suit: int, with_turnup: bool = False) -> str:
    hand = B.ids(view["hand"])
    if with_turnup:
        hand = [*hand, T.ID_OF_TEXT[view["turnup"]]]
    eff = T.EFF[suit]
    trumps = [c for c in hand if eff[c] == suit]
    bowers = [n for c, n in ((T.card_id(suit, T.JACK), "right"), (T.card_id(3 - suit, T.JACK), "left")) if c in hand]
    if T.JOKER in hand:
        bowers.insert(0, "best")   # the joker
    aces = [c for c in hand if eff[c] != suit and c % 9 == 8]
    text = f"{len(trumps)} {SUIT_ONE[suit] if len(trumps) == 1 else SUITS[suit]}"
    if bowers:
        text += " (" + " and ".join(bowers) + (" bower" if len(bowers) == 1 else " bowers") + ")"
    if aces:
        text += f" and {'an ace' if len(aces) == 1 else f'{len(aces)} aces'} of other suits"
    return text


def _why(view: dict, ev: EuchreEvaluation) -> str:
    """Why the best choice is best, from the position and the figures."""
    best = ev.best.action
    phase = view["phase"]
    trump = _trump(view)
    detail = ev.detail.get(best)
    if phase in ("order", "name", "joker"):
        suit = _bid_suit(view, best)
        if suit >= 0:
            # the dealer's hand with the turn-up he takes (ordered up, or the joker turned up: he names trumps)
            dealer_me = view["dealer"] == view["seat"] and (best.startswith("order-up") or phase == "joker")
            held = _hand_in(view, suit, with_turnup=dealer_me)
            rate = ""
            if detail and detail[1]:
                rate = f"; your side was euchred in {detail[2] / detail[1]:.0%} of the deals"
            return f"with {held}, your side takes three tricks often enough{rate}"
        bids = [c for c in ev.choices if c.action != "pass" and ev.detail.get(c.action, (0, 0))[1]]
        if bids:
            top = max(bids, key=lambda c: c.value)
            d = ev.detail[top.action]
            return (f"{_words(view, top.action)}, the best of the bids, would see your side euchred in "
                    f"{d[2] / d[1]:.0%} of the deals ({_points(top.value, top.exact)})")
        return "no suit is strong enough in your hand to carry three tricks"
    if phase == "bid":
        if best == "pass":
            return "no bid you could make here pays on average: the other side scores its tricks either way"
        rate = ""
        if detail and detail[1]:
            rate = f"; your side fell short in {detail[2] / detail[1]:.0%} of the deals"
        suit = B.hp_estimate(B.ids(view["hand"]))[0]
        return f"with {_hand_in(view, suit)}, your side takes {best.split()[1]} tricks often enough{rate}"
    if phase == "trumps":
        suit = T.SUIT_LETTERS.index(best.split()[1])
        return f"with {_hand_in(view, suit)} it gives your side its best chance of {view['contract']} tricks"
    if phase == "defence":
        if best == "defend alone":
            return "your trumps can stop the lone hand by themselves, and a lone euchre scores double"
        return "your partner's cards help more against the lone hand than a lone defence could"
    if phase == "discard":
        c = T.ID_OF_TEXT[best.split()[1]]
        hand = [x for x in B.ids(view["hand"]) if x != c]
        eff = T.EFF[trump]
        if eff[c] != trump and not any(eff[x] == eff[c] for x in hand):
            return f"it leaves you void in {SUITS[eff[c]]}, so you can trump that suit when it is led"
        return "it keeps your trumps and your best side cards"
    if phase == "call":
        suit = T.SUIT_LETTERS.index(best.split()[1])
        hand = B.ids(view["hand"])
        eff = T.EFF[trump]
        if T.card_id(suit, 8) in hand:
            return f"you hold the ace of {SUITS[suit]} yourself, so you play without a partner rather than help one"
        n = sum(1 for x in hand if eff[x] == suit)
        held = "no" if n == 0 else str(n)
        return (f"you hold {held} {SUITS[suit] if n != 1 else SUIT_ONE[suit]}, so the partner its ace brings fits "
                "your hand best")
    if phase == "play":
        c = T.ID_OF_TEXT[best.split()[1]]
        eff = T.EFF[trump]
        if not view["trick"]:
            if eff[c] == trump:
                out = _trumps_out(view, trump)
                return f"it draws trumps: {out} trump{'s' if out != 1 else ''} you have not seen may still be out"
            if c % 9 == 8:
                return "an ace of a side suit is likely to win before anyone can trump it"
            return "it keeps your winners for later tricks"
        trick = [(s, T.ID_OF_TEXT[x]) for s, x in view["trick"]]
        led = eff[trick[0][1]]
        table = T.STRENGTH[trump][led]
        top_seat, top = max(trick, key=lambda e: table[e[1]])
        shape = B.Shape.from_view(view)
        mine = shape.side_of[view["seat"]] == shape.side_of[top_seat] and view["players"] % 2 == 0
        if table[c] > table[top]:
            return f"it wins the trick over {_card(top, trump)}"
        if mine:
            return f"your partner's {T.UNICODE[top]} already holds the trick, so you keep your better cards"
        return "you cannot win this trick cheaply, so you throw your least useful card"
    return "it scores best in the playouts"


def _trumps_out(view: dict, trump: int) -> int:
    seen = set(B.ids(view["hand"]))
    for tr in view["tricks"]:
        seen.update(T.ID_OF_TEXT[c] for _, c in tr["cards"])
    seen.update(T.ID_OF_TEXT[c] for _, c in view["trick"])
    if view["turnup_state"] != "taken" or view["dealer"] == view["seat"]:
        seen.add(T.ID_OF_TEXT[view["turnup"]])
    if view.get("discard"):
        seen.add(T.ID_OF_TEXT[view["discard"]])
    return sum(1 for c in T.pack_ids(view["pack"]) if T.EFF[trump][c] == trump and c not in seen)


def reason(view: dict, ev: Evaluation, played: str) -> str:
    """The best choice and why, in a sentence; what the choice played cost; where the period advice differs."""
    if ev.grade(played) == "forced":
        return ev.note or "Nothing else was legal."
    best = ev.best
    unit = ev.scale.unit
    first = _words(view, best.action)
    out = (f"{first[:1].upper() + first[1:]} is best ({_points(best.value, best.exact)} {unit}): "
           f"{_why(view, ev) if isinstance(ev, EuchreEvaluation) else 'it scores best in the playouts'}.")
    d = ev.detail.get(best.action) if isinstance(ev, EuchreEvaluation) else None
    if d and d[0] and (d[3] or d[4]):
        out += (f" At this score the hand ends the game in {(d[3] + d[4]) / d[0]:.0%} of the deals: "
                f"won in {d[3] / d[0]:.0%}, lost in {d[4] / d[0]:.0%}.")
    grade = ev.grade(played)
    if played != best.action:
        loss, low, high = ev.loss(played)
        if grade == "too-close" and high - low == 0 and loss == 0:
            out += f" Your {_words(view, played)} did exactly as well in every one of these {ev.samples:,} deals."
        elif grade == "too-close":
            out += (f" Your {_words(view, played)} is within the error of these {ev.samples:,} deals "
                    f"({loss:.2f} ± {(high - low) / 2:.2f}): too close to call.")
        elif grade == "best":
            out += f" Your {_words(view, played)} is worth exactly as much."
        else:
            out += (f" Your {_words(view, played)} costs {loss:.2f} points on average "
                    f"({core.GRADE_WORDS[grade].lower()}).")
    period = _period(view, ev)
    if period is not None and period[1] and best.action not in period[1]:
        book = max((c for c in ev.choices if c.action in period[1]), key=lambda c: c.value)
        who = f"{period[0].citation.split(',')[0]}'s advice points to {_words(view, book.action)}"
        if ev.grade(book.action) in ("best", "too-close"):
            out += f" {who}, as good as the best within the error of these deals."
        else:
            out += (f" {who}, which costs {ev.loss(book.action)[0]:.2f} points here: on these deals the play-outs "
                    "disagree with the book.")
    return out


# -- the period's advice ------------------------------------------------------------------------------------
def _position(view: dict) -> str | None:
    """Leeds and Dwight's names for the four seats of the partnership game: 'eldest', 'second' (the dealer's
    partner), 'third', 'dealer'."""
    if view["players"] != 4:
        return None
    return ("eldest", "second", "third", "dealer")[(view["seat"] - view["dealer"] - 1) % 4]


def _period(view: dict, ev: Evaluation):
    """(Advice, the actions it favours or None) where Leeds and Dwight's 'General Remarks' speak to this decision."""
    if view.get("hasenpfeffer"):
        return None   # their remarks are on Euchre's turn-up and its partnership play, not Hasenpfeffer's bidding
    phase = view["phase"]
    pos = _position(view)
    actions = [c.action for c in ev.choices]
    trump = _trump(view)
    if phase == "discard":
        hand = B.ids(view["hand"])
        eff = T.EFF[trump]
        plain = [c for c in hand if eff[c] != trump]
        favour = None
        if plain:
            length = {x: sum(1 for c in plain if eff[c] == x) for x in {eff[c] for c in plain}}
            aced = {eff[c] for c in plain if c % 9 == 8}
            pick = [c for c in plain if c % 9 != 8] or plain
            low = min(pick, key=lambda c: (length[eff[c]], eff[c] in aced, c % 9))
            favour = {f"discard {T.TEXT[low]}"} & set(actions) or None
        return (Advice("The dealer who takes up the trump should discard the lowest card of a short side suit, "
                       "keeping his trumps and aces (their examples throw a lone king before an ace, and the "
                       "seven of a suit without its ace).", LD, "General Remarks, “The Dealer”"), favour)
    if pos is None:
        return None
    if phase == "order":
        if pos == "eldest":
            return (Advice("Eldest hand should not order up, unless very strong, when he could make the suit of the "
                           "same colour trumps in the second round (“make it next”); order with three fair trumps "
                           "and some side strength when there is nothing better to go to.", LD,
                           "General Remarks, “Eldest, or First Hand”"), None)
        if pos == "second":
            return (Advice("The dealer's partner should not assist (order up) on a light hand: “Do not assist too "
                           "light. This is the most common error in Euchre.” Being short of a suit or two helps "
                           "an assisting hand.", LD, "General Remarks, “Second Hand”"), None)
        if pos == "third":
            return (Advice("Third hand needs a stronger hand to order up than eldest: he cannot count on his "
                           "partner's lead, and his partner has shown weakness by passing.", LD,
                           "General Remarks, “Third Hand”"), None)
        return (Advice("The dealer may take up with three trumps, or the right bower and the ace, and the like; with "
                       "a fair hand it is usually better to try for the point than to turn it down for a euchre.",
                       LD, "General Remarks, “The Dealer”"), None)
    if phase == "name":
        if pos == "eldest":
            return (Advice("Eldest hand should “make it next” when he can (name the suit of the same colour as the "
                           "one turned down) and should not cross to the other colour unless very strong.", LD,
                           "General Remarks, “Eldest, or First Hand”"), None)
        if pos == "second":
            return (Advice("When the dealer, your partner, turns down a black suit, make it red if you can (cross the "
                           "suit), and the more so if he turned down a bower.", LD, "General Remarks, “Second Hand”"),
                    None)
        if pos == "dealer":
            return (Advice("If the making comes round to the dealer, he may make it with somewhat less strength than "
                           "the others need.", LD, "General Remarks, “The Dealer”"), None)
        return None
    if phase == "play" and not view["trick"] and view["maker"] is not None and not view["alone"]:
        me, maker = view["seat"], view["maker"]
        trumps = {a for a in actions if T.EFF[trump][T.ID_OF_TEXT[a.split()[1]]] == trump}
        partner = (me + 2) % 4
        if pos == "eldest" and not view["tricks"] and maker == partner and trumps:
            return (Advice("“Always lead a trump when your partner has ordered up, or made the trump.”", LD,
                           "General Remarks, “Eldest, or First Hand”"), trumps)
        if pos == "eldest" and not view["tricks"] and maker == view["dealer"]:
            aces = {a for a in actions if T.ID_OF_TEXT[a.split()[1]] % 9 == 8
                    and T.EFF[trump][T.ID_OF_TEXT[a.split()[1]]] != trump}
            return (Advice("Against the dealer's taking up, eldest hand should in general not lead trumps up to him, "
                           "and should lead an ace if he can.", LD, "General Remarks, “Eldest, or First Hand”"),
                    aces or None)
        if (pos == "dealer" and maker == partner and len(view["tricks"]) in (1, 2) and trumps
                and not any(seat == partner and T.EFF[trump][T.ID_OF_TEXT[c]] == trump
                            for tr in view["tricks"] for seat, c in tr["cards"])):
            return (Advice("When your partner has assisted and you take the first or second trick, give him a trump "
                           "if he has not played one.", LD, "General Remarks, “The Dealer”"), trumps)
    return None


def advice(view: dict, ev: Evaluation) -> Advice | None:
    """What Leeds and Dwight (1888) advised at this kind of decision, in our words (brief quotations marked)."""
    found = _period(view, ev)
    return found[0] if found else None


def nudge(view: dict, legal: list) -> str:
    """What to think about, without the answer."""
    phase = view["phase"]
    if phase == "order":
        return ("Count the trumps and bowers you would hold if the turn-up's suit were trumps, and think who takes "
                "the card: your partner, or the other side.")
    if phase == "name":
        return ("Which suit gives you three tricks with your partner's help? The suit of the same colour as the one "
                "turned down lost a bower to it.")
    if phase == "bid":
        return ("Count the tricks your hand can take in its best suit (the joker and the bowers are sure ones), add "
                "one for your partner, and remember that falling short costs your whole bid.")
    if phase == "trumps":
        return "Which suit, with the joker and the bowers, gives your side the tricks you bid?"
    if phase == "joker":
        return ("The joker is yours and is the best trump whatever you name: which suit, with the joker and your "
                "bowers, gives your side three tricks, and which card will you throw?")
    if phase == "defence":
        return "Could your trumps stop the lone player by themselves, or would your partner's cards do more?"
    if phase == "discard":
        return "Which card will never take a trick, and could throwing it leave you void in a suit?"
    if phase == "call":
        return "Whose ace would help you most: think which suit you are short in, and whether you hold its ace."
    if view["trick"]:
        return "Who is winning the trick now, and is it your side? Win it cheaply, or keep your good cards."
    return "Count the trumps still out before you lead: who holds the bowers you have not seen?"
