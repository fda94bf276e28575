"""Commerce odds: exact counts of each combination over all three-card hands (52 and 32 cards, each Limited
rule), the exact chance a hand beats one other hand, the exact trade figures for buying from the pack, and
simulations (with the sample size and a 95% Wilson interval, ``engine.odds.interval``) where exact counting
is out of reach: being best against several hands, and barter, whose answer depends on the neighbour's hand.

Every count comes from ``engine.games.commerce.hands`` (the one evaluator the game uses); the tests check
the counts against brute-force enumeration.
"""

from __future__ import annotations

import time
from fractions import Fraction
from functools import cache

from engine.core.cards import Card, parse_cards
from engine.core.errors import BadInput
from engine.core.inputs import arg_int, arg_text
from engine.core.rng import MAX_SEED, rng_for
from engine.games.commerce import hands as H
from engine.odds import percent, prob
from engine.odds.interval import mean_error, share

LIMIT_LABEL = {"none": "all five combinations", "no-pair": "Limited: tricon, sequence, flush, point",
               "no-pair-no-flush": "Limited: tricon, sequence, point"}


@cache
def combination_table(pack_size: int, limited: str) -> dict:
    counts = H.combination_counts(pack_size, limited)
    total = sum(counts.values())
    rows = [{"combination": H.CLASS_NAME[c], "count": counts[c], "probability": Fraction(counts[c], total)}
            for c in H.CLASS_ORDER if c in H.LIMITED[limited]]
    return {"pack": pack_size, "limited": limited, "total": total, "rows": rows}


def all_tables() -> list[dict]:
    return [combination_table(p, lim) for p in (52, 32) for lim in H.LIMITED]


def parse_hand(text: str, pack_size: int) -> tuple[int, ...]:
    try:
        cards = parse_cards(text)
    except ValueError as exc:
        raise BadInput("--hand", str(exc)) from None
    ids = tuple(c.index for c in cards)
    if len(ids) != 3 or len(set(ids)) != 3:
        raise BadInput("--hand", "give three different cards, like '5S 5H 9D'")
    if not set(ids) <= set(H.pack_ids(pack_size)):
        raise BadInput("--hand", f"every card must be in the {pack_size}-card pack")
    return ids


def hand_figures(hand, known=(), pack_size: int = 52, limited: str = "none", others: int = 3,
                 samples: int = 2000, seed: int = 1) -> dict:
    """Everything the page and the command line say about one hand at the table."""
    known = set(known) | set(hand)
    w, t, lo, n = H.chance_one(hand, known, pack_size, limited)
    rng = rng_for(seed, "odds", "best")
    est, se, k = H.simulate_best(hand, known, others, samples, rng, pack_size, limited)
    trades = H.trade_figures(hand, known, pack_size, limited)
    barter = []
    for throw in hand:
        r = rng_for(seed, "odds", "barter", throw)
        i, ise, wa, wse, k2 = H.simulate_barter(hand, throw, known, max(200, samples // 4), r, pack_size, limited)
        # a tie counts half and win_after is a mean of chances: values in [0, 1], so Wilson's interval holds
        barter.append({"throw": H.text(throw), "improve": i, "improve_stderr": se_round(ise), "win_after": wa,
                       "win_after_stderr": se_round(wse), "samples": k2,
                       "improve_interval": share(i * k2, k2).as_dict(), "win_after_interval": share(wa * k2, k2).as_dict()})
    return {
        "hand": [H.text(c) for c in hand], "name": H.name(hand, limited),
        "class": H.CLASS_NAME[H.classify(hand, limited)],
        "one_other": {"win": Fraction(w, n), "tie": Fraction(t, n), "lose": Fraction(lo, n), "hands": n},
        "several": {"others": others, "best": est, "stderr": se_round(se), "samples": k,
                    "interval": share(est * k, k).as_dict(),
                    "estimate_from_one": H.best_chance_estimate(w, t, n, others)},
        "trades": [{"throw": H.text(f["throw"]), "improve": f["improve"], "win_before": f["win_before"],
                    "win_after": f["win_after"], "change": f["change"], "cards": f["cards"],
                    "classes": {H.CLASS_NAME[c]: x for c, x in f["classes"].items()}} for f in trades],
        "barter": barter,
    }


def se_round(x: float) -> float:
    return round(x, 5)


def seat_question(view: dict) -> tuple | None:
    """What the table's live figures ask of a seat's view (``GAME.view``), as ``hand_figures``'s arguments: the
    seat's three cards and every card it has seen (its own and the widow), as ids, the pack, the Limited rule, and
    the other hands still in the deal (at least one). None without three cards (a seat out of the session)."""
    if len(view["hand"]) != 3:
        return None
    hand = tuple(Card.parse(c).index for c in view["hand"])
    known = tuple(sorted(set(hand) | {Card.parse(c).index for c in view["widow"]}))
    seat = view["seat"]
    others = max(1, sum(1 for i, s in enumerate(view["status"]) if s != "out" and i != seat))
    return hand, known, view["pack"], view["limited"], others


def widow_exchanges(hand, widow, known, pack_size: int = 52, limited: str = "none") -> list[dict]:
    """Every exchange of one card of ``hand`` for one of ``widow`` (ids), best first: the card given and taken
    (as text), what the hand then makes, and its exact chance of beating one other hand dealt from the cards not
    in ``known``. Equal chances in the order the table has always listed them (by the cards' symbols, reversed)."""
    out = []
    for c in hand:
        for w in widow:
            new = tuple(w if x == c else x for x in hand)
            win, _, _, n = H.chance_one(new, known, pack_size, limited)
            out.append({"give": H.text(c), "take": H.text(w), "makes": H.name(new, limited), "win": Fraction(win, n)})
    return sorted(out, key=lambda x: (x["win"], _symbol(x["give"]), _symbol(x["take"]), x["makes"]), reverse=True)


def _symbol(text: str) -> str:
    return Card.parse(text).unicode


# -- the command line -------------------------------------------------------------------------------------
def add_odds_arguments(p) -> None:
    p.add_argument("--pack", type=arg_int(32, 52), choices=(52, 32), default=None, help="52 or 32 cards (default: the variant's)")
    p.add_argument("--limited", type=arg_text(40), choices=tuple(H.LIMITED), default=None,
                   help="which combinations count (default: the variant's)")
    p.add_argument("--hand", type=arg_text(120), default=None, help="your three cards, e.g. '5S 5H 9D': the trade figures")
    p.add_argument("--others", type=arg_int(1, 11), default=None, help="how many other hands (default: players - 1)")
    p.add_argument("--samples", type=arg_int(1, 1_000_000), default=4000,
                   help="simulated deals for the figures against several hands")
    p.add_argument("--seed", type=arg_int(0, MAX_SEED), default=1)


def odds(args) -> dict:
    v = args.variant_obj
    pack_size = args.pack or v.pack
    limited = args.limited or v.limited
    table = combination_table(pack_size, limited)
    data: dict = {
        "game": "commerce", "pack": pack_size, "limited": limited, "total": table["total"],
        "counts": [{"combination": r["combination"], "count": r["count"], "probability": prob(r["probability"])}
                   for r in table["rows"]],
        "tables": [{"pack": t["pack"], "limited": t["limited"], "total": t["total"],
                    "counts": {r["combination"]: r["count"] for r in t["rows"]}} for t in all_tables()],
    }
    lines = [f"Commerce, {pack_size}-card pack, {LIMIT_LABEL[limited]}: all {table['total']:,} hands of three"]
    for r in table["rows"]:
        p = r["probability"]
        lines.append(f"  {r['combination']:<9} {r['count']:>6,}  {p.numerator}/{p.denominator} ({percent(p, 3)})")
    if args.hand:
        if not 1 <= args.samples <= 1_000_000:
            raise BadInput("--samples", "must be from 1 to 1,000,000")
        hand = parse_hand(args.hand, pack_size)
        others = args.others if args.others is not None else v.players - 1
        if not 1 <= others <= (pack_size - 3) // 3:
            raise BadInput("--others", f"must be from 1 to {(pack_size - 3) // 3}")
        f = hand_figures(hand, (), pack_size, limited, others, args.samples, args.seed)
        one = f["one_other"]
        data |= {
            "hand": f["hand"], "name": f["name"], "class": f["class"],
            "one_other": {"win": prob(one["win"]), "tie": prob(one["tie"]), "lose": prob(one["lose"]),
                          "hands": one["hands"]},
            "several": f["several"],
            "trades": [{"throw": t["throw"], "improve": prob(t["improve"]), "win_before": prob(t["win_before"]),
                        "win_after": prob(t["win_after"]), "change": prob(t["change"]), "cards": t["cards"],
                        "classes": t["classes"]} for t in f["trades"]],
            "barter": f["barter"],
        }
        lines.append(f"\nYour hand {' '.join(f['hand'])}: {f['name']}")
        lines.append(f"  against one other hand: wins {percent(one['win'])} ({one['win'].numerator}/"
                     f"{one['win'].denominator}), ties {percent(one['tie'], 3)}")
        sev = f["several"]
        lines.append(f"  best of {others + 1} hands (simulated, a tie counting half): "
                     f"{sev['interval']['text']}")
        for t in f["trades"]:
            lines.append(f"  buy, throwing {t['throw']}: improves the class {percent(t['improve'])} "
                         f"({t['improve'].numerator}/{t['improve'].denominator}); win chance "
                         f"{float(t['change']) * 100:+.2f} points")
        for b in f["barter"]:
            lines.append(f"  barter {b['throw']} (simulated): improves {b['improve_interval']['text']}")
    data["text"] = "\n".join(lines)
    return data


def add_simulate_arguments(p) -> None:
    p.add_argument("--no-rotate", action="store_true", help="keep each bot in the same seat (default: rotate)")


def play_deals(v, keys: list[str], deals: int, seed: int, rotate: bool = True) -> dict:
    """Play whole sessions with computer players until ``deals`` deals are done; money won or lost per bot
    per deal, with its standard error, and the share of deals each bot's hand won."""
    from engine.bots import bots_for
    from engine.games.commerce import GAME

    bots = bots_for("commerce")
    unknown = [k for k in keys if k not in bots]
    if unknown:
        raise BadInput("--bots", f"no computer player called {unknown[0]!r} (choose from {', '.join(bots)})")
    n = v.players
    stats = {k: {"bot": k, "seat_deals": 0, "net": 0, "sq": 0, "deals_won": 0.0, "sessions": []}
             for k in dict.fromkeys(keys)}
    done = 0
    game_no = 0
    while done < deals:
        shift = game_no % len(keys) if rotate else 0
        seat_key = [keys[(i + shift) % len(keys)] for i in range(n)]
        s = GAME.new_game(v, seed + game_no)
        start = [v.purse] * n            # the first deal's stakes are paid as the session opens
        k = 0
        while not GAME.is_over(s) and (done < deals or v.mode == "pool"):   # a pool session is played out
            legal = GAME.legal_actions(s)
            seat = s.to_act
            a = bots[seat_key[seat]].choose(GAME.view(s, seat), legal, rng_for(seed + game_no, "bot", seat, k))
            before = s
            s = GAME.apply(s, a)
            k += 1
            if s.result and s.result is not before.result and s.phase in ("settled", "over", "horse"):
                done += 1
                winners = s.result.winners
                for i in range(n):
                    st = stats[seat_key[i]]
                    if v.mode != "pool" or before.status[i] != "out":
                        change = s.purses[i] - start[i] if v.mode != "pool" else 0
                        st["seat_deals"] += 1
                        st["net"] += change
                        st["sq"] += change * change
                        if i in winners:
                            st["deals_won"] += 1 / len(winners)
                start = list(s.purses)
        if v.mode == "pool" and GAME.is_over(s):
            for i in range(n):
                st = stats[seat_key[i]]
                st["net"] += s.purses[i] - v.purse
                st["sessions"].append(s.purses[i] - v.purse)   # Pool Commerce settles money by the session
        game_no += 1
    rows = []
    for st in stats.values():
        m = st["seat_deals"]
        mean = st["net"] / m if m else 0.0
        var = max(0.0, st["sq"] / m - mean * mean) if m else 0.0
        rows.append({"bot": st["bot"], "seat_deals": m, "net_pence": st["net"], "mean_pence_per_deal": round(mean, 3),
                     "stderr": round((var / m) ** 0.5, 3) if m else 0.0,
                     "deals_won_share": round(st["deals_won"] / m, 4) if m else 0.0})
        if st["sessions"]:
            xs = st["sessions"]
            mu, se = mean_error(xs)
            rows[-1] |= {"seat_sessions": len(xs), "mean_pence_per_session": round(mu, 3),
                         "stderr_session": round(se, 3), "stderr": None}
    return {"deals": done, "sessions": game_no, "per_bot": rows}


def simulate(args) -> dict:
    keys = (args.bots or "stander,trader").split(",")
    start = time.perf_counter()
    data = play_deals(args.variant_obj, keys, args.hands, args.seed, rotate=not args.no_rotate)
    data["unit"] = "deals"
    data["bots"] = keys
    lines = [f"Commerce ({args.variant_obj.mode} game), {data['deals']} deals, bots by seat {','.join(keys)} "
             f"(rotated each session):"]
    for r in data["per_bot"]:
        if "seat_sessions" in r:
            lines.append(f"  {r['bot']:<8} {r['mean_pence_per_session']:+.2f}d a session ± {r['stderr_session']:.2f} over "
                         f"{r['seat_sessions']} seat-sessions; won {r['deals_won_share'] * 100:.1f}% of its deals")
            continue
        lines.append(f"  {r['bot']:<8} {r['mean_pence_per_deal']:+.2f}d a deal ± {r['stderr']:.2f} over "
                     f"{r['seat_deals']} seat-deals; won {r['deals_won_share'] * 100:.1f}% of them")
    lines.append(f"  ({time.perf_counter() - start:.1f} s)")
    data["text"] = "\n".join(lines)
    return data
