"""Euchre's table as HTML, from the learner's view (``GAME.view(state, seat)`` of engine/games/euchre): the seats
around the felt, the turn-up, trumps and the trick, the learner's hand as buttons, the bidding's buttons, the hands
so far; and the Odds tab's words and rows. Pure: no Streamlit, no session (lessons/euchre.py reads the session and
hands in what it holds, such as the "…and play alone" toggle); tested in tests/views/test_euchre.py. What it draws
as Domino Euchre does (roles, the score, the trick, the bidding's buttons, the hand as buttons, the figures) is
lessons/views/euchre_family.py's, given a card's picture and Euchre's words.

``legal`` is the set of the learner's legal moves as text (empty when it is not the learner's turn); ``mine`` says
whether it is the learner's turn (``Table.learners_turn()``). A probability is written by the ``prob`` a function
is given (the page hands in ``lessons.parts.odds_ui.prob``, which draws with Streamlit's module beside it).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from engine.games.euchre import GAME
from engine.games.euchre import tables as T
from engine.games.euchre.words import SUIT_PLURAL, SUIT_SYMBOL
from lessons.views import controls
from lessons.views import euchre_family as F
from lessons.views.markup import backs, card, escape

PAGE = "euchre"
SUIT_NAMES = SUIT_PLURAL
CAPTION = '<div class="eu-caption">{}</div>'
ALONE_HELP = "Your partner lays down; a march alone scores 4."
LOG_LINES = 80   # the move log shows the newest lines only
Prob = Callable[[Fraction], str]


def card_html(text: str, size: str = "") -> str:
    """A card from its text ('JD'), with its spoken name. The joker ('JK'), of no suit and so of neither colour,
    shows its name as a word (no sign needs a font the reader may lack) and is heard as "joker"."""
    c = T.ID_OF_TEXT[text]
    if c == T.JOKER:
        sized = f" cp-{size}" if size else ""
        return (f'<span class="cp-card cp-joker{sized}" role="img" aria-label="{T.NAME[c]}">'
                f'<span class="eu-joker">{T.UNICODE[c]}</span></span>')
    return card(T.CARD_OF[c], size=size)


def unicode(text: str) -> str:
    """A card's short name in the text ('J♦'), for buttons and captions."""
    return T.UNICODE[T.ID_OF_TEXT[text]]


# -- the seats ------------------------------------------------------------------------------------------------
def role(view: dict, seat: int) -> str:
    me = view["seat"]
    if view["each_for_himself"]:
        return "for himself"
    return "partner" if view["side_of"][seat] == view["side_of"][me] else "opponent"


def said_text(action: str) -> str:
    """What a player said in the bidding, in words ('order it up, alone', 'hearts')."""
    words = action.split()
    if action == "pass":
        return "pass"
    if words[0] == "order-up":
        return "order it up" + (", alone" if action.endswith("alone") else "")
    if words[0] == "name":
        return f"{SUIT_NAMES[T.SUIT_LETTERS.index(words[1])]}" + (", alone" if action.endswith("alone") else "")
    if words[0] == "bid":
        return f"I bid {words[1]}"
    return action.replace("defend alone", "I defend alone")


def bid_words(action: str) -> str:
    """A bid in words for the odds table ('order it up, alone', 'name hearts'), never the move's id."""
    said = said_text(action)
    return f"name {said}" if action.startswith("name ") else said


# a seat's parts in the hand (euchre_family.roles); "partner" and "out" are said otherwise (role, the laid-down hand)
ROLE_WORDS = {"dealer": "<b>dealer</b>", "maker": "<b>maker</b>", "alone": " — <b>alone</b>",
              "defender": "<b>defends alone</b>", "called": "<b>maker's partner</b> (held the called ace)"}


def seat_line(view: dict, seat: int) -> str:
    """A seat's role, its part in the hand, its cards face down (or laid down), its tricks and its last word."""
    bits = [f'<span class="cp-meta">{role(view, seat)}</span>',
            *F.role_words(view, seat, ROLE_WORDS, called=view.get("partner"))]
    line = " · ".join(bits)
    if seat in view["out"]:
        cards = '<span class="cp-meta">hand laid down</span>'
    else:
        cards = backs(view["counts"][seat], size="xs")
    won = view["won"][seat]
    calls = [a for s, a in view["calls"] if s == seat]
    said = f'<br><span class="cp-meta">said: {escape(said_text(calls[-1]))}</span>' if calls else ""
    return f"{line}<br>{cards} <span class='cp-meta'>tricks: {won}</span>{said}"


def side_label(view: dict, side: int) -> str:
    return F.side_names(view, side, " & ")


# -- the felt ------------------------------------------------------------------------------------------------
TURNUP_STATUS = {"up": "turned up", "taken": "taken up by the dealer", "turned down": "turned down",
                 "left": "left on the table (the dealer is laid down)"}
JOKER_UP_STATUS = "the dealer names trumps"


def widow_status(view: dict) -> str:
    """Hasenpfeffer's 25th card, in words: face down and unused, or the high bidder's to take, or taken."""
    if view["turnup_state"] == "taken":
        return "taken by the high bidder"
    return "for the high bidder" if view.get("widow") == "bidder" else "not used"   # short: the column stays narrow


def trump_and_maker(view: dict) -> tuple[str, str]:
    """Trumps (HTML) and the maker in words: alone, the ace called and its holder if known, a lone defender."""
    trump, names = view["trump"], view["names"]
    if not trump:
        if view.get("contract"):   # Hasenpfeffer: the high bid so far
            return "not yet made", f"high bid: {view['contract']}, {names[view['maker']]}"
        return "not yet made", "—"
    suit = T.SUIT_LETTERS.index(trump)
    maker = names[view["maker"]] + (" (alone)" if view["alone"] else "")
    if view.get("called"):
        partner = view.get("partner")
        maker += f" — called the {unicode(GAME.ace(view['called']))}: " + (
            f"{names[partner]} is partner" if partner is not None else "partner not yet known")
    if view["defender"] is not None:
        maker += f" — {names[view['defender']]} defends alone"
    if view.get("contract"):
        maker += f" — bid {view['contract']} of 6"
    return f"<b>{SUIT_NAMES[suit].capitalize()}</b> {SUIT_SYMBOL[suit]}", maker


def plays_html(view: dict, plays) -> str:
    """The cards of a trick with their players' names, the last one played outlined."""
    return F.plays(view, plays, card_html, '<div class="eu-play">{piece}<br><small>{name}</small></div>')


def trick_html(view: dict) -> str:
    """The trick on the felt; a finished trick stays (at full size) until the next lead."""
    trick, winner = F.shown_trick(view, "cards")
    if not trick:
        return '<span class="cp-label">the trick is empty</span>'
    return plays_html(view, trick) + ("" if winner is None else
                                      f"<br><small>last trick, won by <b>{escape(view['names'][winner])}</b></small>")


def centre_html(view: dict) -> str:
    """The felt: the turn-up, trumps and maker, the trick, the score (also the review's picture of a moment)."""
    trump_text, maker = trump_and_maker(view)
    # once the dealer has taken it up the card is in his hand (the learner's, if he deals): named, not drawn twice
    if view.get("hasenpfeffer"):   # the 25th card lies face down: nobody sees it
        turnup = backs(1, size="") if view["turnup_state"] != "taken" else '<span class="cp-meta eu-named">—</span>'
    else:
        turnup = (f'<span class="cp-meta eu-named">{unicode(view["turnup"])}</span>'
                  if view["turnup_state"] == "taken" else card_html(view["turnup"]))
    scores = F.score_line(view, joiner=" & ", item="{side}: <b>{points}</b>")
    status = (widow_status(view) if view.get("hasenpfeffer") else
              JOKER_UP_STATUS if view["phase"] == "joker" else TURNUP_STATUS[view["turnup_state"]])
    label = "widow" if view.get("hasenpfeffer") else "turn-up"
    last_hand = view["results"][-1][0] if view["results"] else ""
    return (
        f'<div class="cp-felt" role="region" aria-label="the table">'
        f'<div class="eu-centre">'
        f'<div><div class="cp-label">{label}</div>{turnup}<br><small>{status}</small></div>'
        f'<div><div class="cp-label">trumps</div>{trump_text}<br><div class="cp-label">maker</div>'
        f'{escape(maker)}</div>'
        f'<div class="eu-trick"><div class="cp-label">the trick</div>{trick_html(view)}</div></div>'
        f'<div class="eu-score"><span class="cp-label">score (game is {view["game"]})</span> {scores}</div>'
        + (f'<div><small>last hand: {escape(last_hand)}</small></div>' if last_hand else "")
        + "</div>")


def table_html(view: dict) -> str:
    """The other seats in a column beside the felt (so the table, the hand and the buttons fit one 768 px screen),
    as one block: a click at the table redraws one element instead of a column, a name and a line for every seat."""
    seats = "".join(
        f'<div class="eu-seat"><b>{escape(view["names"][seat])}</b>'
        + (' <span class="cp-meta">(to act)</span>' if view["to_act"] == seat else "")
        + f" {seat_line(view, seat)}</div>"
        for seat in range(view["players"]) if seat != view["seat"])
    return (f'<div class="eu-table"><div class="eu-seats">{seats}</div>'
            f'<div class="eu-main">{centre_html(view)}</div></div>')


# -- the learner's hand and bids -------------------------------------------------------------------------------
def hand_html(view: dict, legal: set[str], mine: bool) -> str:
    """The learner's hand: when a card is to be played or discarded, each card a button of the block (a legal one
    raised, another plain but clickable, to hear why not)."""
    phase = view["phase"]
    heading = "<b>Your hand</b>" + (" — your turn" if mine else "")
    hand = view["hand"]
    if not (mine and phase in ("play", "discard")):
        return f"<div>{heading}<br>" + ("".join(card_html(c) for c in hand)
                                        or '<span class="cp-meta">no cards</span>') + "</div>"
    verb = "play" if phase == "play" else "discard"
    if phase == "discard" and view.get("hasenpfeffer"):
        note = "You took the widow into your hand: click the card to discard face down."
    elif phase == "discard":
        note = f"You took up the {unicode(view['turnup'])}: click the card to discard face down."
    else:
        note = "Raised cards may be played. Click another to hear why not."
    cards = F.hand_buttons(
        hand, legal, verb=verb, word=verb.capitalize(), face=card_html, key=lambda c: f"{PAGE}:card:{c}",
        help=lambda c, ok: f"{verb} the {T.NAME[T.ID_OF_TEXT[c]]}" + ("" if ok else " — not allowed now: click to see why"))
    return f"<div>{heading}{CAPTION.format(note)}{cards}</div>"


def bids_html(view: dict, legal: set[str], mine: bool, *, alone_on: bool = False,
              alone_act: str = f"{PAGE}:alone") -> str:
    """The bidding's buttons for the learner's turn: the first round in one line, the second round (with the
    "…and play alone" toggle, pressed when ``alone_on``; a click sends ``alone_act``), Call-Ace's call, a lone hand's
    defence. Nothing when it is not the learner's turn."""
    if not mine:
        return ""
    B = controls.button
    phase = view["phase"]
    if phase == "bid":   # Hasenpfeffer: pass or bid, once each
        high = view.get("contract") or 0
        said = (f"The high bid is {high}, {escape(view['names'][view['maker']])}'s." if high else "Nobody has bid yet.")
        # the buttons first: on a phone the first row of them must show under the hand, the words after
        return (controls.row([B("pass", "Pass", key=f"{PAGE}:act:pass"),
                              *(B(f"bid {k}", f"Bid {k}", key=f"{PAGE}:act:bid-{k}", primary=f"bid {k}" in legal,
                                  help=f"Your side will take {k} of the six tricks or lose {k}.")
                                for k in range(1, 7))])
                + CAPTION.format(f"Bid once: the tricks of six your side will take, with the trumps you will name; "
                                 f"or pass. {said}"))
    if phase == "trumps":
        return (CAPTION.format(f"You have the high bid ({view['contract']}): name trumps. You lead.")
                + controls.row([B(f"name {T.SUIT_LETTERS[s]}", f"Name {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}",
                                  primary=True) for s in range(4)]))
    turn = unicode(view["turnup"])
    if phase == "order":
        dealer = view["dealer"] == view["seat"]
        return F.first_round(
            legal, pass_key=f"{PAGE}:act:pass",
            take=("order-up", f"{'Take up' if dealer else 'Order up'} the {turn}", f"{PAGE}:act:order-up"),
            alone=("order-up alone", "… alone", f"{PAGE}:act:order-up-alone"), alone_help=ALONE_HELP,
            refused_help="Each plays for himself at this table: no partner to lay down.",
            more=[B(f"name {T.SUIT_LETTERS[s]}", f"{SUIT_SYMBOL[s]} {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}",
                    help=f"Name {SUIT_NAMES[s]} as trumps. In the first round only the turned-up suit can be made "
                         "(try it to see the rule).") for s in range(4)])
    if phase == "name":
        toggle = "" if view["each_for_himself"] else F.alone_toggle(alone_act, alone_on, key=f"{PAGE}:alone",
                                                                   help=ALONE_HELP)
        return F.second_round(
            CAPTION.format(f"Second round: the {turn} was turned down. Name another suit, or pass."), legal,
            pass_key=f"{PAGE}:act:pass2", toggle=toggle,
            suits=[(f"name {T.SUIT_LETTERS[s]}", f"Name {SUIT_NAMES[s]}", f"{PAGE}:act:name-{s}") for s in range(4)])
    if phase == "joker":   # the joker turned up: the dealer (the learner) names trumps; nobody bids
        toggle = "" if view["each_for_himself"] else F.alone_toggle(alone_act, alone_on, key=f"{PAGE}:alone",
                                                                   help=ALONE_HELP)
        return (CAPTION.format("The joker was turned up: it is yours, the best trump whatever you name. Nobody "
                               "bids: name trumps, and you will discard one card.")
                + controls.row([*(B(f"name {T.SUIT_LETTERS[s]}", f"Name {SUIT_NAMES[s]}", key=f"{PAGE}:act:name-{s}",
                                    primary=f"name {T.SUIT_LETTERS[s]}" in legal) for s in range(4)),
                                *([toggle] if toggle else [])]))
    if phase == "call":
        aces = [unicode(GAME.ace(T.SUIT_LETTERS[x])) for x in range(4)]
        return (CAPTION.format("Call-Ace: call a suit of the other colour. Whoever holds its ace is your partner for "
                               "this hand — you will learn who when the ace is played.")
                + controls.row([B(f"call {T.SUIT_LETTERS[x]}", f"Call the {aces[x]}", key=f"{PAGE}:act:call-{x}",
                                  primary=f"call {T.SUIT_LETTERS[x]}" in legal) for x in range(4)]))
    if phase == "defence":
        lone = view["names"][view["maker"]]
        return (CAPTION.format(f"{escape(lone)} plays alone. You may defend alone (your partner lays down) or pass.")
                + controls.row([B("pass", "Pass", key=f"{PAGE}:act:pass3"),
                                B("defend alone", "Defend alone", key=f"{PAGE}:act:defend", primary=True)]))
    return ""


# -- beside the table ------------------------------------------------------------------------------------------
def log_title(lines: int) -> str:
    """The move log's heading: newest first, and how many lines it shows when it does not show them all."""
    return "Move log (newest first" + (f", the last {LOG_LINES})" if lines > LOG_LINES else ")")


def results_html(view: dict) -> str:
    """The hands so far: each hand's result and the points each side scored."""
    if not view["results"]:
        return CAPTION.format("No hand finished yet.")
    sides = [side_label(view, j) for j in range(len(view["results"][0][1]))]
    head = "".join(f"<th>{escape(x)}</th>" for x in ["hand", "result", *sides])
    rows = "".join("<tr>" + f"<td>{n}</td><td>{escape(text.split(': ', 1)[-1])}</td>"
                   + "".join(f"<td>{p}</td>" for p in points) + "</tr>" for n, text, points in F.hands_so_far(view))
    return (f'<div class="eu-results"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div>")


# -- the Odds tab's words and rows -----------------------------------------------------------------------------
def markdown_table(rows: list[dict]) -> str:
    """A small table as Markdown (much cheaper to render on every click than a data frame); '' for no rows."""
    if not rows:
        return ""
    cols = list(rows[0])

    def cell(x) -> str:
        return str(x).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(c) for c in cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(cell(r.get(c, "")) for c in cols) + " |" for r in rows]
    return "\n".join(lines)


def bowers_heading(odds: list[dict], partners: int) -> str:
    who = "your partner" if partners == 1 else "one of your partners"
    return (f"**Bowers in {who}'s hand** — exact: {who} holds {odds[0]['partner_cards']} of the {odds[0]['unseen']} "
            "cards you cannot see, each set of them equally likely.")


def bower_rows(odds: list[dict], prob: Prob) -> list[dict]:
    """For each suit that may be made: the chance the partner holds its right bower, its left, both, either."""
    return [{"if trumps are": b["trump"], f"right bower ({b['right_card']})": prob(b["right"]),
             f"left bower ({b['left_card']})": prob(b["left"]), "both": prob(b["both"]),
             "at least one": prob(b["either"]), **({"the joker": prob(b["joker"])} if "joker" in b else {})}
            for b in odds]


def bids_heading(samples: int) -> str:
    return (f"**If you … — estimated** over {samples} random deals of the cards you cannot see, every "
            "player then bidding and playing by rule of thumb (± is a 95% margin).")


def bid_rows(rows: list[dict]) -> list[dict]:
    """Each bid in words, the points it may be expected to bring, and the makers' chance (or ours to make later)."""
    out = []
    for r in rows:
        row = {"you": bid_words(r["action"]), "points you can expect (your side minus theirs)":
               F.points_text(r["expected_points"], r["points_margin"])}
        if "make_chance" in r:
            row["chance the makers take 3 tricks"] = F.share_text(r["make_chance"], r["make_margin"], 1)
        else:
            row["chance the makers take 3 tricks"] = f"your side makes later in {r['we_make_later'] * 100:.0f}%"
        out.append(row)
    return out


def trumps_out_html(out: dict) -> str:
    """The trumps the learner has not seen, drawn small (Markdown with HTML)."""
    return (f"**Trumps you have not seen** ({out['trump']}): "
            + F.unseen(out["cards"], lambda c: card_html(c, "sm"), sep=" ", none="none — every trump is accounted for."))


def trumps_out_caption(out: dict) -> str:
    return (f"Exact, by counting all {out['deals_counted']:,} deals of the unseen cards that agree with what you have "
            "seen — a player who failed to follow a suit holds none of it. A dealer who took up the turn-up is taken "
            "to hold it until he plays it.")


def holder_rows(out: dict, prob: Prob) -> list[dict]:
    return [{"who": h["who"], "holds none (shown void)": "yes" if h["void"] else "",
             "chance of holding each unseen trump": prob(h["chance_each"]),
             "trumps expected": f"{float(h['expected']):.2f}"} for h in out["holders"]]


def standing_heading(joker: bool = False) -> str:
    if joker:
        return (f"**How many trumps a hand of five holds** (bowers and the joker included: {T.trumps_in(25)} trumps "
                f"in the 25-card pack, {T.trumps_in(33)} in the 33, {T.trumps_in(37)} in the 37-card pack for seven "
                "players).")
    return (f"**How many trumps a hand of five holds** (bowers included: {T.trumps_in(24)} trumps in the "
            f"24-card pack, {T.trumps_in(32)} in the 32, {T.trumps_in(36)} in the 36-card pack for seven players).")


def lesson_values(joker: dict, no_trump_32: Fraction, prob: Prob) -> dict[str, str]:
    """The lesson's numbers in words: the joker's table for the 33-card pack (``engine.odds.euchre.joker_table``) and
    the chance of no trump in a hand of five from 32 cards, beside it."""
    return {"joker_trumps": str(joker["trumps"]), "joker_dealt": prob(joker["dealt"]),
            "joker_turned": str(joker["turned"].denominator), "joker_no_trump": prob(joker["no_trump"]),
            "no_trump_32": prob(no_trump_32)}


def hp_standing_heading() -> str:
    return (f"**Hasenpfeffer: how many trumps a hand of six holds** (the joker and both bowers among the "
            f"{T.trumps_in(25)} trumps of a named suit, in the pack of 25).")


def hp_count_rows(table: dict, prob: Prob) -> list[dict]:
    """Trumps in a hand of six (0 to 6), then the joker dealt to the hand and the joker laid aside."""
    rows = [{"trumps in the hand": r["k"], "chance": prob(r["p"])} for r in table["counts"]]
    return rows + [{"trumps in the hand": "the joker in it", "chance": prob(table["dealt"])},
                   {"trumps in the hand": "the joker laid aside", "chance": prob(table["laid_aside"])}]


def trump_count_rows(data: dict[int, list[tuple[int, Fraction]]], prob: Prob) -> list[dict]:
    """How many trumps a hand holds (0 to 5), a column for each pack size."""
    return [{"trumps": k, **{f"{size} cards": prob(dict(data[size])[k]) for size in data}} for k in range(6)]


def bower_table_rows(tables: dict[int, dict], prob: Prob) -> list[dict]:
    """For each pack size: a given bower, at least one of a suit, both, in a hand of five."""
    return [{"pack": size, "a given bower": prob(b["right"]), "at least one bower of a suit": prob(b["at_least_one"]),
             "both bowers of a suit": prob(b["both"])} for size, b in tables.items()]
