"""Euchre's odds: exact counting where it can be done, simulation with the computer players where not.

- :func:`bower_odds`: the exact chance that partner holds the right bower, the left bower,
  either or both, given one's own hand and the turn-up (partner's five cards are an equally
  likely five of the cards one cannot see).
- :func:`bid_chances`: estimated chance to make trumps and points expected, for each bid open
  to the seat, by dealing the unseen cards at random and playing the hand out with the
  rule-of-thumb players (with a 95% error margin).
- :func:`trumps_out`: in play, the trumps one has not seen and who could hold them, exact by
  counting every deal of the unseen cards consistent with the hand counts and with the suits
  each player has shown void.
- :func:`trump_count_table`: how often a hand of five holds k trumps, bowers included.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from math import comb

from engine.bots import euchre as B
from engine.core.inputs import arg_text
from engine.games.euchre import hand as H
from engine.games.euchre import tables as T
from engine.odds import percent, prob
from engine.odds.interval import Z95, mean_error, share

SUIT_PLURAL = ("clubs", "diamonds", "hearts", "spades")


# -- the bowers in partner's hand -------------------------------------------------------------------
def bower_odds(hand_texts, turnup_text: str, pack_size: int = 32, partners: int = 1,
               partner_is_dealer: bool = False, trump: int | None = None) -> dict:
    """Exact chances that a partner holds the right bower, the left bower, both, or either (and, where the pack
    has one, the joker: ``joker``).

    Partner's cards are an equally likely ``5 * partners`` of the ``U`` cards we cannot see
    (the pack less our hand and the turn-up). If a partner deals and the turn-up is a bower,
    he will hold it if the turned suit is made in the first round (flagged, counted as held); a turned-up joker he
    takes whatever he names (the rule joker-turned), so it is his.
    """
    hand = [T.ID_OF_TEXT[t] for t in hand_texts]
    turnup = T.ID_OF_TEXT[turnup_text]
    if trump is None:
        if turnup == T.JOKER:
            raise ValueError("a turned-up joker proposes no suit: name the suit to count the bowers for")
        trump = turnup // 9
    right, left = T.card_id(trump, T.JACK), T.card_id(3 - trump, T.JACK)
    unseen = T.pack_ids(pack_size)
    U = len(unseen) - len(hand) - 1
    k = 5 * partners

    def p_one(card):
        if card in hand:
            return Fraction(0)
        if card == turnup:
            taken = turnup == T.JOKER or trump == turnup // 9   # the dealer takes it up if its suit is made
            return Fraction(1) if (partner_is_dealer and taken) else Fraction(0)
        return Fraction(k, U)

    pr, pl = p_one(right), p_one(left)
    # both: if one is the turn-up held by the dealing partner, the other is one of his (k-1) unseen places
    if pr == 0 or pl == 0:
        both = Fraction(0)
    elif right == turnup or left == turnup:  # the dealing partner takes one up; the other is among his five
        both = pl if right == turnup else pr
    else:
        both = Fraction(k * (k - 1), U * (U - 1))
    either = pr + pl - both
    out = {"trump": SUIT_PLURAL[trump], "unseen": U, "partner_cards": k,
           "right": pr, "left": pl, "both": both, "either": either, "neither": 1 - either,
           "right_card": T.TEXT[right], "left_card": T.TEXT[left]}
    if T.has_joker(pack_size):   # the best trump: whether partner holds it, exact as a bower is
        out["joker"] = p_one(T.JOKER)
    return out


def hasenpfeffer_odds(hand_texts, trump: int) -> dict:
    """Hasenpfeffer: the exact chances that partner holds the right bower, the left, both, either, and the joker, if
    ``trump`` were trumps. Partner's six cards are an equally likely six of the 19 cards we cannot see (the pack of
    25 less our six: the other hands and the card laid face down); the same keys as :func:`bower_odds`."""
    hand = {T.ID_OF_TEXT[t] for t in hand_texts}
    right, left = T.card_id(trump, T.JACK), T.card_id(3 - trump, T.JACK)
    U, k = 25 - len(hand), 6

    def p_one(card):
        return Fraction(0) if card in hand else Fraction(k, U)

    pr, pl = p_one(right), p_one(left)
    both = Fraction(k * (k - 1), U * (U - 1)) if pr and pl else Fraction(0)
    either = pr + pl - both
    return {"trump": SUIT_PLURAL[trump], "unseen": U, "partner_cards": k, "right": pr, "left": pl, "both": both,
            "either": either, "neither": 1 - either, "right_card": T.TEXT[right], "left_card": T.TEXT[left],
            "joker": p_one(T.JOKER)}


def hasenpfeffer_table() -> dict:
    """Hasenpfeffer's pack of 25, a hand of six: for a named suit, the chance of k trumps (0..6; bowers and joker
    among its 8), the chance of being dealt the joker, and that the joker is the card laid aside. Exact."""
    pack, trumps, n = 25, T.trumps_in(25), 6
    total = comb(pack, n)
    return {"trumps": trumps, "counts": [{"k": k, "p": Fraction(comb(trumps, k) * comb(pack - trumps, n - k), total)}
                                         for k in range(n + 1)],
            "dealt": Fraction(n, pack), "laid_aside": Fraction(1, pack)}


# -- bids, simulated with the computer players -------------------------------------------------------
def bid_chances(view: dict, samples: int = 400, seed: int = 0) -> list[dict]:
    """For each bid open to the seat in ``view`` (first or second round), the estimated chance the makers
    take three tricks and the points the seat's side can expect, over ``samples`` random deals of the
    unseen cards, every seat then bidding and playing by rule of thumb. 95% margins: 1.96 standard errors for
    mean points, the wider side of Wilson's interval (``engine.odds.interval``) for chances.
    """
    shape = B.Shape.from_view(view)
    me = view["seat"]
    my_side = shape.side_of[me]
    rng = random.Random(seed)
    if view["phase"] not in ("order", "name", "joker", "bid", "trumps"):
        return []
    base = B.state_from_view(view)
    # the bids the rules allow now (the game's own legal actions); in the second round, not alone
    options = [a for a in H.LEGAL[base.phase](base) if view["phase"] == "order" or not a.endswith("alone")]
    stats = {a: {"made": 0, "makes": 0, "points": [], "we_make": 0} for a in options}
    for _ in range(samples):
        world = B.sample_world(view, rng, -1)
        for a in options:
            end, pts = B.simulate(base, world, a, shape)
            maker = end.maker
            st = stats[a]
            st["points"].append(B._side_value(pts, my_side))
            if maker >= 0 and shape.side_of[maker] == my_side:
                st["we_make"] += 1
                ms = shape.side_of[maker]
                if pts[ms] > 0:
                    st["made"] += 1
    out = []
    for a in options:
        st = stats[a]
        pts = st["points"]
        mean, se = mean_error(pts)
        row = {"action": a, "samples": samples, "expected_points": mean, "points_margin": Z95 * se}
        if a != "pass":
            p = st["made"] / samples
            row["make_chance"] = p
            row["make_margin"] = share(st["made"], samples).margin      # Wilson: never 0 at 0% or 100%
        else:
            p = st["we_make"] / samples
            row["we_make_later"] = p
        out.append(row)
    return out


# -- trumps still out ----------------------------------------------------------------------------------
def count_deals(sizes: tuple[int, ...], holders: tuple[tuple[int, tuple[bool, ...]], ...], target: int):
    """Exact count of the deals of unseen cards, and each holder's expected number from group ``target``.

    ``sizes[g]`` cards of group g (cards within a group are interchangeable for the constraints);
    ``holders[i] = (capacity, allowed)``: holder i takes exactly ``capacity`` cards, none from a group g
    with ``allowed[g]`` false. Cards are distinct, so choosing k of a group's m cards is C(m, k) ways.
    Returns (total, [sum over deals of holder i's count of target cards]) — divide by total for expectations.
    Dynamic programming holder by holder over the counts still to deal (forward weights times backward counts).
    """
    n = len(holders)
    groups = len(sizes)

    def choices(cap, allowed, state):
        out = []

        def go(g, left, acc):
            if g == groups:
                if left == 0:
                    out.append(acc)
                return
            top = min(left, state[g]) if allowed[g] else 0
            for k in range(top + 1):
                go(g + 1, left - k, (*acc, k))

        go(0, cap, ())
        return out

    @cache
    def options(i, state):
        cap, allowed = holders[i]
        res = []
        for ch in choices(cap, allowed, state):
            w = 1
            for m, k in zip(state, ch, strict=True):
                w *= comb(m, k)
            res.append((ch, w, tuple(m - k for m, k in zip(state, ch, strict=True))))
        return res

    @cache
    def back(i, state):
        if i == n:
            return 1 if not any(state) else 0
        return sum(w * back(i + 1, rest) for _, w, rest in options(i, state))

    start = tuple(sizes)
    total = back(0, start)
    expect = [0] * n
    layer = {start: 1}
    for i in range(n):
        nxt: dict = {}
        for state, f in layer.items():
            for ch, w, rest in options(i, state):
                b = back(i + 1, rest)
                if not b:
                    continue
                expect[i] += f * w * ch[target] * b
                nxt[rest] = nxt.get(rest, 0) + f * w
        layer = nxt
    return total, expect


def trumps_out(view: dict) -> dict:
    """The trumps the seat has not seen, and for each player the exact chance he holds each of them.

    Counting: every deal of the unseen cards to the other players (their current hand sizes) and to the
    undealt cards (with the dealer's discard), in which no player holds a suit he has failed to follow,
    is equally likely. Assumption: a dealer who took up the turn-up still holds it until he plays it.
    """
    if not view.get("trump"):
        return {"trump": None, "cards": [], "holders": []}
    trump = T.SUIT_LETTERS.index(view["trump"])
    n = view["players"]
    me = view["seat"]
    eff = T.EFF[trump]
    mine = {T.ID_OF_TEXT[c] for c in view["hand"]}
    seen = set(mine)
    for tr in view["tricks"]:
        seen.update(T.ID_OF_TEXT[c] for _, c in tr["cards"])
    seen.update(T.ID_OF_TEXT[c] for _, c in view["trick"])
    if view.get("discard"):
        seen.add(T.ID_OF_TEXT[view["discard"]])
    turnup = T.ID_OF_TEXT[view["turnup"]] if view["turnup"] else -1   # (Hasenpfeffer's widow: never seen)
    counts = list(view["counts"])
    dealer = view["dealer"]
    fixed_turnup = None
    if turnup >= 0 and turnup not in seen:
        seen.add(turnup)
        if view["turnup_state"] == "taken" and dealer != me:
            fixed_turnup = dealer
            counts[dealer] -= 1
    unseen = [c for c in T.pack_ids(view["pack"]) if c not in seen]
    others = [s for s in range(n) if s != me]
    caps = [counts[s] for s in others]
    sink = len(unseen) - sum(caps)
    caps.append(sink)
    voids = B.voids_from_view(view, trump)
    # the trump group, then the plain cards merged by which players may hold them (same voids, same group)
    def allowed_for(g):
        return tuple([g not in voids[s] for s in others] + [True])

    trump_cards = [c for c in unseen if eff[c] == trump]
    merged: dict[tuple, int] = {}
    for g in range(4):
        if g != trump:
            key = allowed_for(g)
            merged[key] = merged.get(key, 0) + sum(1 for c in unseen if eff[c] == g)
    patterns = [allowed_for(trump)] + list(merged)
    sizes = (len(trump_cards), *merged.values())
    holders_spec = tuple((caps[h], tuple(p[h] for p in patterns)) for h in range(len(caps)))
    total, expect = count_deals(sizes, holders_spec, 0)
    labels = [view["names"][s] + (" (laid down)" if s in view["out"] else "") for s in others] + \
        ["undealt or discarded"]
    cards = sorted(trump_cards, key=lambda c: -T.POWER[trump][c])
    holders = []
    m = len(trump_cards)
    for h, label in enumerate(labels):
        p_each = Fraction(expect[h], total * m) if m and total else Fraction(0)
        holders.append({"who": label, "seat": others[h] if h < len(others) else None,
                        "void": h < len(others) and trump in voids[others[h]],
                        "chance_each": p_each, "expected": p_each * m})
    if fixed_turnup is not None:
        holders.append({"who": view["names"][fixed_turnup] + " (took up the turn-up)", "seat": fixed_turnup,
                        "void": False, "chance_each": Fraction(1), "expected": Fraction(1),
                        "card": T.TEXT[turnup]})
        cards = cards + [turnup]
    return {"trump": SUIT_PLURAL[trump], "cards": [T.TEXT[c] for c in cards], "unseen_trumps": len(cards),
            "holders": holders, "deals_counted": total}


# -- standing tables -----------------------------------------------------------------------------------
def trump_count_table(pack_size: int) -> list[dict]:
    """P(a hand of five holds exactly k trumps), bowers (and the joker, in a pack of 25, 33 or 37) included, for a
    named trump suit: the hypergeometric count, C(trumps, k) C(rest, 5 - k) / C(pack, 5)."""
    trumps = T.trumps_in(pack_size)
    total = comb(pack_size, 5)
    return [{"k": k, "p": Fraction(comb(trumps, k) * comb(pack_size - trumps, 5 - k), total)} for k in range(6)]


def bower_table(pack_size: int) -> dict:
    """Chance a hand of five holds at least one / both bowers of a named suit."""
    total = comb(pack_size, 5)
    none = Fraction(comb(pack_size - 2, 5), total)
    both = Fraction(comb(pack_size - 2, 3), total)
    return {"at_least_one": 1 - none, "both": both, "right": Fraction(5, pack_size)}


def joker_table(pack_size: int = 33) -> dict:
    """With the joker (a pack of 25, 33 or 37): the trumps a named suit has (bowers and joker), the chance a hand of
    five is dealt the joker, the chance it is the card turned up (the dealer then names trumps), and the chance a
    hand of five holds no trump at all. Exact."""
    if not T.has_joker(pack_size):
        raise ValueError(f"a {pack_size}-card pack has no joker: 25, 33 or 37 cards have")
    return {"trumps": T.trumps_in(pack_size), "dealt": Fraction(5, pack_size), "turned": Fraction(1, pack_size),
            "no_trump": trump_count_table(pack_size)[0]["p"]}


# -- the command line ---------------------------------------------------------------------------------
def add_odds_arguments(p) -> None:
    p.add_argument("--hand", type=arg_text(120), default=None, help="your five cards, e.g. 'JS AS KS 9H 10D'")
    p.add_argument("--turnup", type=arg_text(20), default=None, help="the turned-up card, e.g. QS")
    p.add_argument("--partner-deals", action="store_true", help="your partner is the dealer")


def odds(args) -> dict:
    v = args.variant_obj
    pack_size = v.pack_size
    data: dict = {"game": "euchre", "pack": pack_size,
                  "trump_counts": [{"k": r["k"], **prob(r["p"])} for r in trump_count_table(pack_size)],
                  "bowers_in_own_hand": {k: prob(x) for k, x in bower_table(pack_size).items()}}
    joker = " and the joker" if T.has_joker(pack_size) else ""
    lines = [f"Euchre, {pack_size}-card pack: trumps (bowers{joker} included) in a hand of five"]
    for r in trump_count_table(pack_size):
        lines.append(f"  {r['k']} trumps: {r['p'].numerator}/{r['p'].denominator} ({percent(r['p'])})")
    if args.hand or args.turnup:
        from engine.core.errors import BadInput
        from engine.games.euchre import GAME

        if not (args.hand and args.turnup):
            raise BadInput("--hand/--turnup", "give both your hand and the turn-up")
        try:
            hand = [T.TEXT[GAME._card(w)] for w in args.hand.replace(",", " ").split()]
            turn = T.TEXT[GAME._card(args.turnup)]
        except ValueError as exc:
            raise BadInput("--hand", str(exc)) from None
        pack = set(T.TEXT[c] for c in T.pack_ids(pack_size))
        if len(hand) != 5 or len(set(hand + [turn])) != 6 or not set(hand + [turn]) <= pack:
            raise BadInput("--hand", f"give five different cards of the {pack_size}-card pack and another turn-up")
        partners = max(0, len(v.sides[0]) - 1) if not v.each_for_himself else 0
        if partners:
            try:
                b = bower_odds(hand, turn, pack_size, partners, args.partner_deals)
            except ValueError as exc:   # a turned-up joker: no suit to count for
                raise BadInput("--turnup", str(exc)) from None
            data["partner_bowers"] = {k: (prob(x) if isinstance(x, Fraction) else x) for k, x in b.items()}
            lines.append(f"With {b['trump']} turned up: partner holds the right bower ({b['right_card']}) "
                         f"{b['right'].numerator}/{b['right'].denominator} ({percent(b['right'])}), the left "
                         f"({b['left_card']}) {b['left'].numerator}/{b['left'].denominator} ({percent(b['left'])}), "
                         f"both {b['both'].numerator}/{b['both'].denominator} ({percent(b['both'])}).")
            if "joker" in b:
                lines.append(f"Partner holds the joker: {b['joker'].numerator}/{b['joker'].denominator} "
                             f"({percent(b['joker'])}).")
    data["text"] = "\n".join(lines)
    return data


def add_simulate_arguments(p) -> None:
    p.add_argument("--unit", type=arg_text(20), choices=("games", "hands"), default="games",
                   help="play N whole games, or N single hands from fresh deals")
    p.add_argument("--no-swap", action="store_true", help="keep each bot on the same side (default: alternate)")


def simulate(args) -> dict:
    """Computer players by side (``--bots a,b``: side 0 plays a, side 1 plays b…), sides swapped every game."""
    from engine.bots import bots_for
    from engine.core.errors import BadInput
    from engine.core.table import Table
    from engine.games.euchre import GAME

    v = args.variant_obj
    bots = bots_for("euchre")
    keys = (args.bots or "rule-of-thumb").split(",")
    unknown = [k for k in keys if k not in bots]
    if unknown:
        raise BadInput("--bots", f"no computer player called {unknown[0]!r} (choose from {', '.join(bots)})")
    n_sides = len(v.sides)
    per_bot: dict[str, dict] = {}
    per_side = [{"side": i, "seats": list(v.sides[i]), "wins": 0, "points": 0} for i in range(n_sides)]
    for i in range(args.hands):
        shift = 0 if args.no_swap else i % max(1, len(keys))
        side_bot = [keys[(j + shift) % len(keys)] for j in range(n_sides)]
        seat_bots = {s: bots[side_bot[j]] for j, side in enumerate(v.sides) for s in side}
        seed = args.seed + i
        if args.unit == "games":
            table = Table.new(GAME, v, seed, learner=-1, bots=seat_bots)
            table.run_bots(limit=1_000_000)
            state = table.state
            out = GAME.outcome(state)
            winners = {GAME.side_of(v, s) for s in out.winners}
            points = list(state.scores)
        else:
            table = Table.new(GAME, v, seed, learner=-1, bots=seat_bots)
            start = table.state.deal_no
            while table.state.deal_no == start and not GAME.is_over(table.state):
                table.step_bot()
            points = list(table.state.results[-1][1])
            best = max(points)
            winners = {j for j, p in enumerate(points) if p == best and best > 0}
        for j in range(n_sides):
            b = per_bot.setdefault(side_bot[j], {"bot": side_bot[j], "side_plays": 0, "wins": 0, "points": 0})
            b["side_plays"] += 1
            b["points"] += points[j]
            per_side[j]["points"] += points[j]
            if j in winners:
                b["wins"] += 1
                per_side[j]["wins"] += 1
    for b in per_bot.values():
        p = b["wins"] / b["side_plays"]
        b["win_rate"] = p
        b["margin_95"] = share(b["wins"], b["side_plays"]).margin
        b["mean_points"] = b["points"] / b["side_plays"]
    for s in per_side:
        s["win_rate"] = s["wins"] / args.hands
    text = [f"Euchre, {args.hands} {args.unit}, bots by side: {', '.join(keys)} (swapped each {args.unit[:-1]})"]
    for b in per_bot.values():
        text.append(f"  {b['bot']:14} won {b['wins']}/{b['side_plays']} = {percent(b['win_rate'], 1)} "
                    f"± {percent(b['margin_95'], 1)}; mean points {b['mean_points']:.2f}")
    return {"unit": args.unit, "n": args.hands, "seed": args.seed, "bots": keys, "per_bot": list(per_bot.values()),
            "per_side": per_side, "text": "\n".join(text)}
