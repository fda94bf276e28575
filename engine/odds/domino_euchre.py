"""Domino Euchre's odds (Call-Ace's too): exact counting where it can be done, simulation where not.

- :func:`bower_odds`: the exact chance that partner holds the right bower, the left bower, both or either, given
  one's hand and the turn-up (partner's five tiles are an equally likely five of the tiles one cannot see).
- :func:`whereabouts`: exact chances of where a tile one cannot see lies (each other seat, or out of play), counting
  every deal of the unseen tiles consistent with the hand counts and with the suits each seat has shown void. It
  serves Call-Ace's partner tile and the trumps still out in play (:func:`trumps_out`).
- :func:`deal_count`, :func:`deal_unseen`, :func:`every_deal`: the deals of the unseen tiles that agree with a view,
  counted, drawn uniformly (the computer players' and the coach's one dealer, ``engine.bots.domino_euchre.sample_state``)
  and listed (the coach's exact values, ``engine.coach.domino_euchre``).
- :func:`trump_count_table`: how many trumps five tiles hold, for each trump suit, exact.
- :func:`bid_chances`: the chance to make trumps and the points to expect for each bid open to the seat, by
  dealing the unseen tiles at random and playing the hand out through the game's own protocol with the rule-of-
  thumb players, with the sample size and 95% margins (1.96 standard errors for points, the wider side of Wilson's
  interval, ``engine.odds.interval``, for chances); :func:`bids_weighed`: which of them the table weighs.
- :func:`simulate_match`: win rates of the computer players against each other, seats swapped every other game.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache, lru_cache
from math import comb

from engine.bots import domino_euchre as B
from engine.core.inputs import arg_text
from engine.games.domino_euchre import deck as D
from engine.odds import percent, prob
from engine.odds.interval import Z95, mean_error, share
from engine.tricks import bits, mask_of

TOTAL = D.N_TILES


def _tiles(text) -> list[int]:
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [w if isinstance(w, int) else D.parse_tile(w) for w in text]


# -- the bowers in partner's hand ----------------------------------------------------------------------------------
def bower_odds(hand, turnup, trump: int | None = None) -> dict:
    """Exact chances that partner holds the right bower, the left bower, both, either, neither.

    Partner's five tiles are an equally likely five of the ``U`` tiles we cannot see (the set less our five and
    the turn-up), so P(one tile) = 5/U and P(two given tiles) = 5*4/(U*(U-1))."""
    mine = _tiles(hand)
    up = _tiles([turnup])[0] if isinstance(turnup, str) else turnup
    t = D.lead_suit(up, -1) if trump is None else trump
    right, left = D.right_bower(t), D.left_bower(t)
    U = TOTAL - len(mine) - 1
    seen = set(mine) | {up}

    def one(c):
        return Fraction(0) if c in seen else Fraction(5, U)

    pr, pl = one(right), one(left)
    both = Fraction(0) if (right in seen or left in seen) else Fraction(5 * 4, U * (U - 1))
    either = pr + pl - both
    return {"trump": D.SUITS[t], "unseen": U, "partner_tiles": 5, "right_tile": D.TEXT[right],
            "left_tile": D.TEXT[left], "right": pr, "left": pl, "both": both, "either": either, "neither": 1 - either}


# -- where an unseen tile lies, exact ------------------------------------------------------------------------------
def _count(classes: tuple[tuple[int, int], ...], caps: tuple[int, ...]) -> int:
    """Ways to deal tiles: ``classes`` is ((how many tiles, mask of holders allowed), ...); ``caps`` how many each
    holder (seats, then the stock last) still takes. Tiles are distinct; every holder must be filled exactly."""
    return _count_c(classes, caps)


@cache
def _count_c(classes, caps) -> int:
    if not classes:
        return 1 if not any(caps) else 0
    (m, allowed), rest = classes[0], classes[1:]
    holders = [h for h in range(len(caps)) if allowed >> h & 1 and caps[h] > 0]
    total = 0

    def split(i, left, caps_now, ways):
        nonlocal total
        if i == len(holders):
            if left == 0:
                total += ways * _count_c(rest, caps_now)
            return
        h = holders[i]
        for k in range(min(left, caps_now[h]) + 1):
            c2 = list(caps_now)
            c2[h] -= k
            split(i + 1, left - k, tuple(c2), ways * comb(left, k))
    split(0, m, caps, 1)
    return total


def _world(view: dict):
    """(unseen tiles, per-tile mask of allowed holders, capacities) from a seat's view; holder ``n`` is the stock."""
    n = view["players"]
    me = view["seat"]
    known = mask_of(_tiles(view["hand"]))
    for tr in view["tricks"]:
        known |= mask_of(_tiles([x for _, x in tr["tiles"]]))
    known |= mask_of(_tiles([x for _, x in view["trick"]]))
    up = D.parse_tile(view["turnup"])
    taken = view["turnup_state"] == "taken"
    played = known
    caps = [0 if i == me else view["counts"][i] for i in range(n)]
    if not taken or view["exchanger"] == me:
        known |= 1 << up
    elif not played >> up & 1:   # the exchanger holds the turn-up: fixed, not a free place
        known |= 1 << up
        caps[view["exchanger"]] -= 1
    if view.get("discard"):
        known |= 1 << D.parse_tile(view["discard"])
    unseen = bits(D.ALL & ~known)
    stock = len(unseen) - sum(caps)
    caps.append(stock)
    bar = B.voids(view)
    allowed = {c: sum(1 << i for i in range(n) if caps[i] and not bar[i] >> c & 1) | (1 << n) for c in unseen}
    return unseen, allowed, tuple(caps)


def _classes(unseen, allowed, skip=()) -> tuple:
    groups: dict[int, int] = {}
    for c in unseen:
        if c not in skip:
            groups[allowed[c]] = groups.get(allowed[c], 0) + 1
    return tuple(sorted((m, allowed_mask) for allowed_mask, m in groups.items()))


def whereabouts(view: dict, tile: int) -> dict:
    """Exact chances that ``tile`` lies with each seat or out of play, from ``view``'s seat.

    ``{"holder": seat or "out" or "you"...}``: if the seat holds it or it has been played, it is certain."""
    n = view["players"]
    me = view["seat"]
    mine = set(_tiles(view["hand"]))
    if tile in mine:
        return {"you": Fraction(1)}
    for tr in view["tricks"] + [{"tiles": view["trick"]}]:
        for a, x in tr["tiles"]:
            if D.parse_tile(x) == tile:
                return {"played": Fraction(1), "by": a}
    unseen, allowed, caps = _world(view)
    if tile not in unseen:
        return {"seen": Fraction(1)}
    total = _count(_classes(unseen, allowed), caps)
    out = {}
    for h in range(n + 1):
        if h == me or not (allowed[tile] >> h & 1) or caps[h] == 0:
            continue
        c2 = list(caps)
        c2[h] -= 1
        ways = _count(_classes(unseen, allowed, skip=(tile,)), tuple(c2))
        out["out" if h == n else h] = Fraction(ways, total)
    return out


# -- every deal of the unseen tiles consistent with a view: counted, dealt at random, listed ----------------------------
def _groups(view: dict):
    """The unseen tiles grouped by the holders each may lie with (seats, then the stock), and the capacities."""
    unseen, allowed, caps = _world(view)
    groups: dict[int, list[int]] = {}
    for c in unseen:
        groups.setdefault(allowed[c], []).append(c)
    order = sorted(groups, key=lambda a: (len(groups[a]), a))
    return [(a, groups[a]) for a in order], caps


@lru_cache(maxsize=1 << 16)   # bounded: a site process lives long
def _splits(m: int, allowed: int, caps: tuple) -> tuple:
    """Every way to share ``m`` tiles among the holders ``allowed`` with room: ((ways, tiles per holder), ...)."""
    holders = [h for h in range(len(caps)) if allowed >> h & 1 and caps[h] > 0]
    out = []

    def go(i, left, ks, ways):
        h = holders[i]
        if i == len(holders) - 1:                       # the last holder takes what is left, if it has room
            if left <= caps[h]:
                out.append((ways, ks[:h] + (ks[h] + left,) + ks[h + 1:]))
            return
        for k in range(min(left, caps[h]) + 1):
            go(i + 1, left - k, ks[:h] + (ks[h] + k,) + ks[h + 1:], ways * comb(left, k))
    if holders:
        go(0, m, (0,) * len(caps), 1)
    elif m == 0:
        out.append((1, (0,) * len(caps)))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _options(m: int, allowed: int, caps: tuple, rest: tuple) -> tuple:
    """The splits of one group with the number of deals each leaves for the ``rest``: ((deals, split), ...)."""
    out = []
    for ways, ks in _splits(m, allowed, caps):
        w = ways * _count(rest, tuple(c - k for c, k in zip(caps, ks, strict=True)))
        if w:
            out.append((w, ks))
    return tuple(out), sum(w for w, _ in out)


def deal_count(view: dict) -> int:
    """How many deals of the unseen tiles (to the other seats and out of play) agree with ``view``: its seat's own
    tiles, the tiles played, the turn-up where it lies, the hand counts and every suit a seat has shown void."""
    groups, caps = _groups(view)
    return _count(tuple((len(t), a) for a, t in groups), caps)


def deal_unseen(view: dict, rng: random.Random, n: int | None = None):
    """One deal of the unseen tiles (``n`` given: a list of ``n``), each drawn uniformly from every deal that agrees
    with ``view`` (:func:`deal_count`): per holder (each seat, then the stock last) a mask of tiles; the seat's own
    and a taken turn-up not included. Group by group it chooses how many tiles each holder gets, weighted by the
    number of ways the rest can be dealt, so no consistent deal is likelier than another and none that contradicts
    the view is ever drawn."""
    groups, caps0 = _groups(view)
    plan = []
    out = []
    for _ in range(1 if n is None else n):
        caps = caps0
        got = [0] * len(caps)
        for i, (allowed, tiles) in enumerate(groups):
            if len(plan) <= i:
                plan.append(tuple((len(t), a) for a, t in groups[i + 1:]))
            options, total = _options(len(tiles), allowed, caps, plan[i])
            r = rng.randrange(total)
            k = 0
            while r >= options[k][0]:
                r -= options[k][0]
                k += 1
            ks = options[k][1]
            pool = list(tiles)
            rng.shuffle(pool)
            for h, m in enumerate(ks):
                if m:
                    got[h] |= mask_of(pool[:m])
                    del pool[:m]
            caps = tuple(c - m for c, m in zip(caps, ks, strict=True))
        out.append(got)
    return out[0] if n is None else out


def every_deal(view: dict):
    """Every deal of the unseen tiles that agrees with ``view``, each once, in a fixed order (per holder a mask, as
    :func:`deal_unseen` gives): :func:`deal_count` of them, all equally likely from the seat's knowledge."""
    from itertools import combinations

    groups, caps = _groups(view)

    def share(tiles, ks, h, got):
        if h == len(ks):
            yield got
            return
        for pick in combinations(tiles, ks[h]):
            rest = [c for c in tiles if c not in pick]
            yield from share(rest, ks, h + 1, got[:h] + [got[h] | mask_of(pick)] + got[h + 1:])

    def go(i, caps, got):
        if i == len(groups):
            if not any(caps):
                yield got
            return
        allowed, tiles = groups[i]
        for _ways, ks in _splits(len(tiles), allowed, caps):
            left = tuple(c - k for c, k in zip(caps, ks, strict=True))
            for g in share(tiles, ks, 0, got):
                yield from go(i + 1, left, g)
    yield from go(0, caps, [0] * len(caps))


def partner_tile_odds(view: dict) -> dict | None:
    """Call-Ace: where the partner tile is, as this seat can know it (exact)."""
    if view.get("partner_suit") is None:
        return None
    tile = D.doublet(view["partner_suit"])
    return {"tile": D.TEXT[tile], "where": whereabouts(view, tile)}


def partner_tile_standing(players: int) -> list[dict]:
    """Call-Ace, before any tile is seen but one's own five and the turn-up (neither the partner tile): the chance
    it is with one given other player, and out of play."""
    U = TOTAL - 5 - 1
    out_of_play = U - 5 * (players - 1)
    return [{"where": "with one given other player", "p": Fraction(5, U)},
            {"where": f"out of play ({out_of_play} tiles undealt)", "p": Fraction(out_of_play, U)}]


def trumps_out(view: dict) -> dict | None:
    """In play: the trumps the seat has not seen, and for each other seat the chance it holds at least one (exact)."""
    t = view["trump"]
    if t is None:
        return None
    n = view["players"]
    me = view["seat"]
    unseen, allowed, caps = _world(view)
    trumps = [c for c in unseen if D.is_trump(c, t)]
    total = _count(_classes(unseen, allowed), caps)
    rows = []
    for h in range(n):
        if h == me or caps[h] == 0:
            continue
        no_trump = {c: (a & ~(1 << h)) if c in trumps else a for c, a in allowed.items()}
        none = _count(_classes(unseen, no_trump), caps)
        rows.append({"seat": h, "none": Fraction(none, total), "some": 1 - Fraction(none, total),
                     "could": any(allowed[c] >> h & 1 for c in trumps)})
    return {"trump": D.SUITS[t], "unseen_trumps": [D.TEXT[c] for c in sorted(trumps, key=lambda c: -D.strength(c, t, t))],
            "seats": rows}


# -- standing tables ------------------------------------------------------------------------------------------------
def trump_count_table() -> list[dict]:
    """For each trump suit: the chance the turn-up proposes it, and how many trumps five tiles hold (k = 0..5),
    dealt blind (8 trumps in 28) and given that the turn-up proposed it (7 trumps left in the 27 unseen)."""
    rows = []
    for t in range(7):
        trumps = [c for c in range(TOTAL) if D.is_trump(c, t)]
        proposes = sum(1 for c in range(TOTAL) if D.lead_suit(c, -1) == t)
        blind = [Fraction(comb(len(trumps), k) * comb(TOTAL - len(trumps), 5 - k), comb(TOTAL, 5)) for k in range(6)]
        after = [Fraction(comb(len(trumps) - 1, k) * comb(TOTAL - len(trumps), 5 - k), comb(TOTAL - 1, 5))
                 for k in range(6)]
        rows.append({"trump": t, "suit": D.SUITS[t], "trumps": len(trumps), "proposed": Fraction(proposes, TOTAL),
                     "blind": blind, "after_turnup": after,
                     "order": [D.TEXT[c] for c in D.trump_order(t)]})
    return rows


# -- make against pass, simulated -------------------------------------------------------------------------------------
def bids_weighed(view: dict, legal: list) -> list[str]:
    """The bids the table's "make or pass?" weighs (``bid_chances``) for the seat to bid: in the first round every
    bid in ``legal`` but a suit named, in its order; in the second, passing, then naming (not alone) the two suits of
    ``legal`` the rule-of-thumb players value most in the seat's hand (``hand_value``), the better first."""
    if view["phase"] == "bid1":
        return [a for a in legal if not a.startswith("name")]
    hand = mask_of(D.parse_tile(x) for x in view["hand"])
    suits = sorted((s for s in range(7) if f"name {s}" in legal), key=lambda s: -B.hand_value(hand, s))[:2]
    return [a for a in legal if a == "pass"] + [f"name {s}" for s in suits]


def bid_chances(game, view: dict, legal: list, samples: int = 200, seed: int = 0) -> list[dict]:
    """For each bid in ``legal``: over ``samples`` deals of the unseen tiles (the same deals for every bid), the
    chance the makers take three tricks (when anyone makes) and the points the seat's side can expect less the
    others', every seat then bidding and playing by rule of thumb through the game's own protocol."""
    rng = random.Random(seed)
    me = view["seat"]
    worlds = [B.sample_state(game, view, rng) for _ in range(samples)]
    out = []
    for a in legal:
        made = makes = 0
        pts = []
        for w in worlds:
            after = game.step(w, a)
            # the last pass of the second round throws the hand in: it ends here (play_out would play the next)
            end = after if after.deal_no != w.deal_no else B.play_out(game, after)
            pts.append(B.hand_result(game, end, me))
            text = end.results[-1].text
            if "thrown in" in text:
                continue
            makes += 1
            made += "euchred" not in text
        mean, se = mean_error(pts)
        p = made / makes if makes else 0.0
        out.append({"bid": a, "samples": samples, "points": mean, "points_margin": Z95 * se,
                    "make": p, "make_margin": share(made, makes).margin if makes else 1.0,
                    "hands_made": makes})
    return out


def simulate_match(game, variant, games: int, seed: int, keys: list[str]) -> dict:
    """Whole games between two computer players, ``keys[0]`` at even seats in even games and odd seats in odd games
    (so neither keeps the first bid). A bot's win rate is the mean, over games, of the share of its seats that won
    (each for himself several may share a win); the 95% margin is 1.96 standard errors over the games."""
    from engine.bots import bots_for
    from engine.core.table import Table

    bots = bots_for(game.slug)
    a, b = keys[0], keys[1 % len(keys)]
    n = variant.players
    per_game = {a: [], b: []}          # per game, the share of the bot's seats that won
    seat_games = {a: 0, b: 0}
    seat_wins = {a: 0, b: 0}
    for i in range(games):
        first, second = (a, b) if i % 2 == 0 else (b, a)
        chosen = {s: bots[first if s % 2 == 0 else second] for s in range(n)}
        t = Table.new(game, variant, seed + i, learner=-1, bots=chosen)
        t.run_bots(limit=1_000_000)
        winners = set(game.outcome(t.state).winners)
        for k in {first, second}:
            seats = [s for s in range(n) if chosen[s].key == k]
            won = sum(1 for s in seats if s in winners)
            seat_games[k] += len(seats)
            seat_wins[k] += won
            per_game[k].append(won / len(seats))
    rows = []
    for k in (a, b) if a != b else (a,):
        xs = per_game[k]
        mean, se = mean_error(xs)
        rows.append({"bot": k, "games": len(xs), "seat_games": seat_games[k], "wins": seat_wins[k], "win_rate": mean,
                     "margin_95": Z95 * se})
    return {"unit": "games", "n": games, "seed": seed, "bots": [a, b], "per_bot": rows}


# -- the command line -------------------------------------------------------------------------------------------------
def add_odds_arguments(p) -> None:
    p.add_argument("--hand", type=arg_text(120), help="your five tiles, e.g. '6-6 5-5 5-4 3-1 2-0'")
    p.add_argument("--turnup", type=arg_text(20), help="the turn-up tile, e.g. '5-3'")


def odds(args) -> dict:
    from engine.core.errors import BadInput

    rows = trump_count_table()
    data = {"game": args.game_obj.slug if hasattr(args, "game_obj") else "domino-euchre",
            "trump_counts": [{"trump": r["suit"], "trumps": r["trumps"], "proposed": prob(r["proposed"]),
                              "order": r["order"],
                              "blind": [{"k": k, **prob(p)} for k, p in enumerate(r["blind"])],
                              "after_turnup": [{"k": k, **prob(p)} for k, p in enumerate(r["after_turnup"])]}
                             for r in rows]}
    lines = ["Trumps in five tiles (the same for every trump suit: each has eight tiles):"]
    r = rows[0]
    lines += [f"  {k}: {percent(p)} blind, {percent(q)} once the turn-up proposed it"
              for k, (p, q) in enumerate(zip(r["blind"], r["after_turnup"], strict=True))]
    lines += [f"  turn-up proposes {x['suit']}: {x['proposed'].numerator}/{x['proposed'].denominator}" for x in rows]
    if args.hand or args.turnup:
        if not (args.hand and args.turnup):
            raise BadInput("--hand", "give both --hand and --turnup")
        try:
            hand, up = _tiles(args.hand), D.parse_tile(args.turnup)
        except ValueError as exc:
            raise BadInput("--hand", str(exc)) from None
        if len(hand) != 5 or len(set(hand + [up])) != 6:
            raise BadInput("--hand", "five different tiles, and a turn-up that is not one of them")
        b = bower_odds(hand, up)
        data["hand"] = [D.TEXT[c] for c in hand]
        data["turnup"] = D.TEXT[up]
        data["partner_bowers"] = {k: (prob(v) if isinstance(v, Fraction) else v) for k, v in b.items()}
        lines.append(f"Partner holds the right bower {b['right_tile']}: {percent(b['right'])}; the left "
                     f"{b['left_tile']}: {percent(b['left'])}; both: {percent(b['both'])}.")
    data["text"] = "\n".join(lines)
    return data


def add_simulate_arguments(p) -> None:
    p.add_argument("--bot-a", type=arg_text(60), default=None,
                   help="the first of the two computer players to match (the second: --bots' second, else "
                        "rule-of-thumb); or --bots A,B")


def simulate(args) -> dict:
    keys = (args.bots or "sampler,rule-of-thumb").split(",")
    if args.bot_a:                     # --bot-a names A; B stays the one --bots (or the default) gives
        keys = [args.bot_a, keys[1 % len(keys)]]
    return simulate_match(args.game_obj, args.variant_obj, args.hands, args.seed, keys)
