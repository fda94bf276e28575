"""Seven-Up's table as HTML, from the learner's view (``GAME.view(state, seat)``): pure functions, no Streamlit.

``lessons/seven_up.py`` lays these out in the table's block: the felt (the score, trumps, the seats with their
cards face down, the turn-up, the cards set aside, the trick), the bids as buttons that say what they mean, the
learner's hand, the live odds beside them (from the figures ``engine/odds/seven_up.py`` counts; the page fetches
them), this hand's points and the hands so far. Whose turn it is and whether the game is over are read from the
view itself; the legal moves are the engine's (``Table.legal``), handed in.
"""

from __future__ import annotations

from engine.core.cards import Card
from engine.games.seven_up import deck as D
from lessons.views import controls, markup
from lessons.views.markup import (
    escape,
    prob,  # noqa: F401 - the page writes its figures with it too
)

CAPTION = '<div class="cp-caption">{}</div>'
BIDS = {"stand": ("stand", "beg"), "give": ("give", "refuse")}   # the bidding phases, and their two buttons
AUCTION_BIDS = ("pass", "bid 1", "bid 2", "bid 3", "bid 4")     # Auction Pitch: a bidder's buttons, in order


def card(text: str | None, size: str = "") -> str:
    """A card from its text ("10S"), or nothing."""
    return markup.card(Card.parse(text), size=size) if text else ""


def label(text: str) -> str:
    """A card as the table writes it: "10♠"."""
    return D.LABEL[D.parse_card(text)]




# -- whose turn --------------------------------------------------------------------------------------------------
def over(view: dict) -> bool:
    return view["phase"] == "over"


def learners_turn(view: dict) -> bool:
    """The seat whose view it is is to act (what ``Table.learners_turn`` says for the learner's own view)."""
    return not over(view) and view["to_act"] == view["seat"]


def role(view: dict, seat: int) -> str:
    """A seat's part in this hand, as the felt says it: "dealer", "eldest hand", "your partner"."""
    out = []
    if seat == view["dealer"]:
        out.append("dealer")
    if seat == view["eldest"]:
        out.append("eldest hand")
    if view.get("auction") and seat == view["pitcher"]:
        out.append(f"pitcher, bound to {view['contract']}" if view["contract"] else "pitcher")
    if len(view["sides"]) < view["players"] and seat != 0 and view["side_of"][seat] == view["side_of"][0]:
        out.append("your partner")
    return ", ".join(out)


def trumps(view: dict) -> str:
    """Trumps as the score line says them: made, proposed by the turn-up, or not yet made."""
    if view["trump"]:
        i = D.SUIT_LETTERS.index(view["trump"])
        return f"{D.SUIT_SYMBOLS[i]} {D.SUIT_PLURAL[i]}"
    if view["turnup"]:
        i = D.suit(D.parse_card(view["turnup"]))
        return f"{D.SUIT_SYMBOLS[i]} {D.SUIT_PLURAL[i]} proposed"
    if view.get("auction"):
        return "not yet made (the pitcher's first card makes them)"
    return "not yet made" + (" (the first card led makes them)" if view["pitch"] else "")


def spoken(view: dict, seat: int) -> str:
    """What a seat has said in Auction Pitch's bidding: "bids 2", "passed", or nothing yet."""
    if not view.get("auction") or view["phase"] not in ("bid", "sell") or not view["bids"]:
        return ""
    b = view["bids"][seat]
    if b < 0:
        return ""
    if b == 0:
        return "offers the pitch for sale" if seat == view["eldest"] else "passed"
    return f"bids {b}"


def opening(view: dict) -> bool:
    """Auction Pitch: the eldest hand speaks first (pitch now, or pass to sell)."""
    return view["phase"] == "bid" and view["to_act"] == view["eldest"] and view["bids"][view["eldest"]] < 0


def turn_hint(view: dict) -> str:
    """What the learner is to do now, in a few words."""
    if view.get("auction"):
        if view["phase"] == "bid":
            return ("you are the eldest hand: pass to put the pitch up for sale, or pitch now, bound to make four."
                    if opening(view) else
                    f"bid more than {view['high_bid']}, or pass." if view["high_bid"] else "bid 1 to 4, or pass.")
        if view["phase"] == "sell":
            return f"sell the pitch for {view['high_bid']}, or keep it and make {view['high_bid']} yourself."
        if view["phase"] == "play" and not view["trump"] and not view["trick"]:
            return "pitch a card: its suit is trumps."
    return {"stand": "you are the eldest hand: stand, or beg.",
            "give": f"you deal and {view['names'][view['eldest']]} begs: give a point, or refuse and run the cards.",
            "discard": "discard down to six.",
            "play": "lead a card." if not view["trick"] else "follow suit or trump."
            }.get(view["phase"], "")


def turn_line(view: dict) -> str:
    """The felt's last words: the game is over, the learner's turn and what to do, or who is to act."""
    if over(view):
        return "game over"
    if learners_turn(view):
        return "<b>your turn</b>: " + escape(turn_hint(view))
    return f"{escape(view['names'][view['to_act']])} is to act"


# -- the felt ----------------------------------------------------------------------------------------------------
def felt(view: dict, foot: str | None = None) -> str:
    """The whole table as one block: scores, seats, the turn-up, the trick. ``foot``: the last line's end (HTML),
    by default ``turn_line``."""
    n = view["players"]
    names = view["names"]
    scores = " · ".join(f"{escape(view['side_names'][k])} <b>{p}</b>" for k, p in enumerate(view["scores"]))
    count = " · ".join(f"{escape(view['side_names'][k])} {c}" for k, c in enumerate(view["taken_count"]))
    head = (f'<div class="su-score"><span>Score, game {view["target"]}: {scores}</span>'
            f'<span>Trumps: <b>{trumps(view)}</b></span><span>Count for game: {count}</span></div>')
    seats = []
    for seat in range(1, n):
        bid = spoken(view, seat)
        seats.append(f'<div class="su-seat"><b>{escape(names[seat])}</b> '
                     f'<span class="su-role">{escape(role(view, seat))}</span>'
                     + (f' <span class="su-bid">{escape(bid)}</span>' if bid else "")
                     + f'<br><span class="su-backs">{markup.backs(view["counts"][seat])}</span></div>')
    centre = []
    if view["turnup"]:
        cap = "turn-up" if view["trump"] else "turned up"
        centre.append(f'<div class="su-play">{card(view["turnup"])}<div class="su-cap">{cap}</div></div>')
    if view["aside"]:
        centre.append('<div class="su-play">' + "".join(card(c, "sm") for c in view["aside"])
                      + '<div class="su-cap">refused, set aside</div></div>')
    trick = view["trick"]
    said = "this trick"
    if not trick and view["tricks"]:
        last = view["tricks"][-1]
        trick, said = last["cards"], f"last trick: {names[last['winner']]} took it"
    if trick:
        plays = "".join(f'<div class="su-play">{markup.mark_new(card(c), i == len(trick) - 1)}'
                        f'<div class="su-cap">{escape(names[s])}</div></div>' for i, (s, c) in enumerate(trick))
        centre.append(f'<div><div class="su-row">{plays}</div><div class="su-cap">{escape(said)}</div></div>')
    you = f'You{" (" + role(view, 0) + ")" if role(view, 0) else ""}{", " + spoken(view, 0) if spoken(view, 0) else ""}'
    return (f'<div class="su-felt">{head}<div class="su-centre">{"".join(seats)}{"".join(centre)}</div>'
            f'<div class="su-cap" style="text-align:left">{escape(you)} · tricks this hand: '
            f'{len(view["tricks"])} of 6 · {turn_line(view) if foot is None else foot}</div></div>')


def review_state(view: dict) -> str:
    """The felt at a moment of a finished hand, for the review (the hands themselves are laid open above it)."""
    who = view["to_act"]
    return felt(view, foot="" if who is None else f"{escape(view['names'][who])} to act")


def game_over(summary: str) -> str:
    """The banner over a finished game: who won, and how."""
    return f'<div class="cp-turn">{markup.icon("flag")} <b>Game over.</b> {escape(summary)}</div>'


# -- the learner's moves -----------------------------------------------------------------------------------------
def bid_labels(view: dict) -> dict[str, tuple[str, str]]:
    """Each bid as a button that says what it means, and its help."""
    names = view["names"]
    dealer, eldest = names[view["dealer"]], names[view["eldest"]]
    turn = view["turnup"]
    suit = D.SUIT_PLURAL[D.suit(D.parse_card(turn))] if turn else ""
    got = ("both of your adversaries score" if view["players"] == 3 and view["variant"]["gift_three"] == "both"
           else f"{eldest} scores")
    return {
        "stand": (f"Stand: play with {suit} as trumps", "'I stand': the turned-up suit is trumps and you lead."),
        "beg": (f"Beg: {dealer} gives 1 or runs",
                "'I beg': the dealer answers 'take it' (you score 1) or refuses and deals three more each."),
        "give": ("Give one: take the point", f"'Take it': {got} 1 and {suit} stay trumps."),
        "refuse": ("Refuse: run the cards",
                   "The turned suit is refused; a new suit turned is trumps. Then everyone discards down to six."),
    }


def auction_labels(view: dict) -> dict[str, tuple[str, str]]:
    """Auction Pitch's words as buttons that say what they mean, and their help."""
    high = view["high_bid"]
    if view["phase"] == "sell":
        buyer = view["names"][view["bids"].index(high)]
        return {"sell": (f"Sell to {buyer}: score {high}", f"{buyer} pitches and must make {high}; you score {high} "
                                                             "now."),
                "pitch": (f"Keep the pitch: make {high}", f"You pitch the trump and must make {high} points, or be "
                                                          f"set back {high}.")}
    if opening(view):
        return {"pass": ("Pass: put the pitch up for sale", "'I pass': each player in turn bids for the pitch; then "
                                                           "you sell it or keep it."),
                "pitch": ("Pitch now: make 4", "Pitch without waiting for a bid: you must make all four points or "
                                              "be set back four.")}
    out = {"pass": ("Pass", "Bid nothing: you score what you make, bound to nothing.")}
    for k in range(1, 5):
        out[f"bid {k}"] = (f"Bid {k}", f"Undertake to make {k} of high, low, jack and game if you pitch; short of "
                                       f"it, you are set back {k}." + (f" The bid to beat is {high}." if high else ""))
    return out


def auction_bids(view: dict, legal: set, page: str) -> str:
    """Auction Pitch's buttons on the learner's turn: a legal word raised, another plain and clickable (its click
    answered with why not, beside it)."""
    labels = auction_labels(view)
    order = ("sell", "pitch") if view["phase"] == "sell" else ("pass", "pitch") if opening(view) else AUCTION_BIDS
    return controls.row([controls.button(a, labels[a][0], key=f"{page}:bid:{a.replace(' ', '-')}",
                                         help=labels[a][1], primary=a in legal) for a in order])


def bids(view: dict, legal: set, page: str) -> str:
    """The bid's two buttons on the learner's turn (stand or beg; give or refuse), a bid not in ``legal`` disabled
    (with why, when the dealer may not give). ``page``: the page's key, its buttons' data-key prefix."""
    if view.get("auction") and view["phase"] in ("bid", "sell") and learners_turn(view):
        return auction_bids(view, legal, page)
    pair = BIDS.get(view["phase"])
    if pair is None or not learners_turn(view):
        return ""
    labels = bid_labels(view)
    row = controls.row([controls.button(a, labels[a][0], key=f"{page}:bid:{a}", help=labels[a][1], primary=True,
                                        disabled=a not in legal) for a in pair])
    if view["phase"] == "give" and "give" not in legal:
        row += CAPTION.format("You may not give: the point would put your adversary out (Foster), so you must run "
                              "the cards.")
    return row


def hand(view: dict, legal: set, page: str) -> str:
    """The learner's cards: when one is to be played or discarded, each a button of the block (a legal one raised
    and saying so, another plain, its click answered with why not); otherwise the cards as they lie."""
    phase = view["phase"]
    cards = view["hand"] or []
    verb = "discard" if phase == "discard" else "play"
    if not (learners_turn(view) and phase in ("play", "discard")):
        return (f'<div><b>Your cards</b><br>{"".join(card(c) for c in cards)}'
                + ("" if cards else '<span class="cp-meta">none</span>') + "</div>")
    hint = {"discard": "click one to discard it face down (down to six)",
            "play": "raised cards may be played; click another to hear why not"}[phase]
    buttons = []
    for c in cards:
        ok = f"{verb} {c}" in legal
        buttons.append(controls.card_button(
            f"{verb} {c}", card(c), verb.capitalize() if ok else "not now", key=f"{page}:card:{c}", legal=ok,
            help=f"{verb.capitalize()} the {D.SPOKEN[D.parse_card(c)]}"))
    return f"<div><b>Your cards</b> — {hint}{controls.hand(buttons)}</div>"


# -- the points --------------------------------------------------------------------------------------------------
def tally(view: dict) -> str:
    """This hand's points so far (a turned jack, a gift), or the last hand's four points with who and why."""
    if view["events"] and view["phase"] != "over":
        items = "".join(f"<li>{escape(x)}</li>" for x in view["events"])
        return f"<b>Points this hand so far</b><ul class='su-tally'>{items}</ul>"
    if view["results"]:
        r = view["results"][-1]
        items = "".join(f"<li>{escape(x)}</li>" for x in r["lines"]) or "<li>No points.</li>"
        pts = ", ".join(f"{view['side_names'][k]} {p}" for k, p in enumerate(r["points"]))
        return f"<b>Hand {len(view['results'])}: the points</b> ({escape(pts)})<ul class='su-tally'>{items}</ul>"
    return ""


def results(view: dict) -> str:
    """The hands so far, newest first (the last six)."""
    if not view["results"]:
        rows = "<p class='cp-meta'>None yet.</p>"
    else:
        items = "".join(f"<li>{escape(r['text'])}</li>" for r in reversed(view["results"][-6:]))
        rows = f"<ul class='su-tally' style='max-height:200px;overflow-y:auto'>{items}</ul>"
    return f"<div><b>Hands so far</b>{rows}</div>"


# -- the live odds -----------------------------------------------------------------------------------------------
def at_the_beg(view: dict) -> bool:
    """The learner, the eldest hand, is to stand or beg on a turn-up (not at Pitch): the beg's figures apply."""
    return view["phase"] == "stand" and not view["pitch"] and bool(view["turnup"]) and view["seat"] == view["eldest"]


def in_play(view: dict) -> bool:
    """Trumps are made and cards are being played or discarded: the figures of the play apply."""
    return view["phase"] in ("play", "discard") and bool(view["trump"])


def beg_odds(b: dict, sb: dict) -> str:
    """At the beg: ``b``, the exact chances (``engine.odds.seven_up.beg_odds``); ``sb``, standing against begging
    as simulated (``stand_or_beg``)."""
    top = label(b["top_trump"]) if b["top_trump"] else "none"
    low = label(b["lowest_trump"]) if b["lowest_trump"] else "none"
    one = b["trump"][:-1]
    rows = [("You hold high", b["hold_high"], f"no {one} above your {top} in another hand" if b["top_trump"]
             else f"you hold no {b['trump']}"),
            ("The jack is in play", b["jack_in_play"], b["jack_where"]),
            ("Your lowest trump is low", b["lowest_is_low"], f"no {one} below your {low} in another hand"
             if b["lowest_trump"] else f"you hold no {b['trump']}")]
    body = "".join(f"<p><b>{said}</b>: {prob(p)} <span class='cp-meta'>({escape(why)})</span></p>"
                   for said, p, why in rows)
    est = (f"<p><b>Stand</b> {sb['stand']['mean']:+.2f} ± {sb['stand']['stderr']:.2f} · <b>Beg</b> "
           f"{sb['beg']['mean']:+.2f} ± {sb['beg']['stderr']:.2f} points this hand "
           f"<span class='cp-meta'>(your side less the other's, ± one standard error; {sb['samples']} deals "
           f"played out by the rule-of-thumb players)</span></p>")
    return f"<div class='su-odds'><b>At the beg</b> (exact, {b['trump']} trumps){body}{est}</div>"


def play_odds(view: dict, r: dict) -> str:
    """In the play: ``r``, the trumps not seen, who could hold one and the count (``engine.odds.seven_up.in_play``:
    the turn-up, seen by all, is never among them)."""
    could = ", ".join(n for n, ok in r["could_hold"].items() if ok) or "no one (all have shown they have none)"
    out = ", ".join(label(c) for c in r["trumps_out"]) or "none"
    taken = " · ".join(f"{view['side_names'][k]} {c}" for k, c in enumerate(r["taken"]))
    return (f"<div class='su-odds'><b>In play</b><p>Trumps you have not seen: {out} "
            f"<span class='cp-meta'>(in another hand{' or out of play' if r.get('in_pack_possible') else ''})"
            f"</span></p><p>Could hold a trump: {escape(could)}</p>"
            f"<p>Count for game taken: {escape(taken)}; at most {r['still_to_win']} still to be won "
            f"<span class='cp-meta'>(your cards and the best the other hands could hold)</span></p></div>")


def at_the_bid(view: dict) -> bool:
    """Auction Pitch, before trumps are made: the learner's cards weighed suit by suit."""
    return bool(view.get("auction")) and view["phase"] in ("bid", "sell")


def bid_odds(rows: list[dict]) -> str:
    """At Auction Pitch's bid: ``rows``, per suit the learner could pitch, the exact chances
    (``engine.odds.seven_up.bid_odds``)."""
    head = "<tr><th>If you pitch</th><th>You hold high</th><th>The jack in play</th><th>Your lowest is low</th></tr>"
    body = "".join(f"<tr><td>{escape(r['trump'])} ({r['trumps_held']})</td><td>{prob(r['hold_high'])}</td>"
                   f"<td>{prob(r['jack_in_play'])}</td><td>{prob(r['lowest_is_low'])}</td></tr>" for r in rows)
    n = rows[0]["others_hold"] if rows else 0
    return (f"<div class='su-odds'><b>At the bid</b> (exact; the others hold {n} of the {rows[0]['unseen'] if rows else 46} "
            f"cards you cannot see)<table class='su-bidodds'>{head}{body}</table></div>")


def pitch_advice(view: dict) -> str:
    """At Pitch, before trumps are made: the lead makes them."""
    if view["phase"] == "play" and view["pitch"] and not view["trump"]:
        return ("<div class='su-odds'><b>Pitch</b><p>The suit of the card you lead will be trumps: lead from "
                "your longest, strongest suit.</p></div>")
    return ""


# -- the block ---------------------------------------------------------------------------------------------------
def block(p: controls.Parts, *, banner: str, felt: str, bids: str, hand: str, odds: str, tally: str, refusal: str,
          pace: str, log: str, results: str, review: str) -> str:
    """The table's block, each part in its slot (``controls.Parts``: a click redraws only the parts that changed):
    the banner; the felt, the bids and the hand beside the odds and the tally; the refusal right below the
    controls that were used; ``pace``, the computer players' pace and undo; the move log beside the hands so
    far; the review's button."""
    return (p("banner", banner)
            + f'<div class="su-top"><div>{p("felt", felt)}{p("bids", bids)}{p("hand", hand)}</div>'
            + f'<div>{p("odds", odds)}{p("tally", tally)}</div></div>'
            + p("refusal", refusal)
            + p("controls", pace)
            + f'<div class="cp-two">{p("log", log)}{p("results", results)}</div>'
            + p("review", review))
