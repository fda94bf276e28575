"""Domino Euchre's and Call-Ace's table as HTML, from the learner's view (``GAME.view(state, seat)``): pure
functions, no Streamlit (``lessons/views/__init__.py``).

- :func:`felt`: the score, the trumps, the other seats (their tiles face down, their roles), the turn-up, the trick
  (or the last one), at Call-Ace only what the learner may know of the secret partner (:func:`partner_line`);
- :func:`banner`, :func:`bids`, :func:`hand`: whose turn and what to do, the bidding's buttons, the learner's tiles
  (as buttons when one is to be played or given for the turn-up: a legal one raised, another plain);
- :func:`live_odds`: the figures for the decision, as text (the page reckons them with ``engine.odds.domino_euchre``);
- :func:`block`: the table's block, its parts in their places;
- :func:`ranking`, :func:`ranking_block`, :func:`tiles_figure`: the lesson's pictures.

The page (``lessons/domino_euchre.py``) reads the session (the "…and play alone" toggle, the refusal, the pace) and
passes what it read. What it draws as card Euchre does (roles, the score, the trick, the bidding's buttons, the hand
as buttons, the figures) is lessons/views/euchre_family.py's, given a tile's picture and the game's words.
"""

from __future__ import annotations

from engine.games.domino_euchre import deck as D
from lessons.views import controls
from lessons.views import dominoes as DM
from lessons.views import euchre_family as F
from lessons.views.markup import (
    escape,
    icon,
    prob,  # noqa: F401 - the page writes its figures with it too
)

CAPTION = '<div class="cp-caption">{}</div>'
ALONE_HELP = "Your partner lays his tiles down; a march alone scores 4."
# a seat's parts in the hand (euchre_family.roles), in words
ROLE_WORDS = {"dealer": "dealer", "maker": "maker", "alone": ", alone", "partner": "your partner", "out": "laid down",
              "called": "the maker's partner"}

# -- the felt ------------------------------------------------------------------------------------------------------
def tile_note(view: dict, text: str) -> str:
    """What a tile is under the trump made (said with its name and marked): a bower, a trump, or nothing."""
    t = view["trump"]
    if t is None:
        return ""
    c = D.parse_tile(text)
    if c == D.right_bower(t):
        return "the right bower"
    if c == D.left_bower(t):
        return "the left bower"
    return "a trump" if D.is_trump(c, t) else ""


def role(view: dict, seat: int) -> str:
    """A seat's part in the hand, as far as the learner may know it: dealer, maker, partner, laid down, and at
    Call-Ace the maker's partner once shown (never the learner himself: his own line says it)."""
    known = view.get("partner_known")
    called = known if isinstance(known, int) and known != view["seat"] else None
    return ", ".join(F.role_words(view, seat, ROLE_WORDS, called=called))


def partner_line(view: dict) -> str:
    """Call-Ace: only what the learner may know of the secret partner."""
    if view.get("partner_suit") is None:
        return ""
    tile = D.TEXT[D.doublet(view["partner_suit"])]
    known = view["partner_known"]
    names = view["names"]
    if known is None:
        if view["maker"] == view["seat"]:
            return f"Your partner is whoever holds the {tile}: nobody has shown it yet."
        return f"The maker's partner is whoever holds the {tile}: not you, and nobody has shown it yet."
    if known == "none":
        return (f"The {tile} is in the maker's own hand: {names[view['maker']]} plays without a partner."
                if view["maker"] == view["seat"] or any(view["tricks"]) else f"The {tile} calls no partner.")
    if known == view["seat"]:
        return f"You hold the {tile}: you are {names[view['maker']]}'s secret partner. Nobody else knows yet."
    return f"{names[known]} played the {tile}: {names[known]} is the maker's partner."


def felt(view: dict) -> str:
    """The table in front of the learner (and, in the after-hand review, as it stood at each move)."""
    n = view["players"]
    names = view["names"]
    score = F.score_line(view, joiner=" and ", item="{side} <b>{points}</b>")
    t = view["trump"]
    trumps = (f"<b>{D.SUITS[t]}</b> (right bower {D.TEXT[D.right_bower(t)]}, left {D.TEXT[D.left_bower(t)]})"
              if t is not None else f"not made; {D.SUITS[view['proposed']]} proposed")
    head = f'<div class="de-score"><span>Score (to {view["game_points"]}): {score}</span></div>'
    seats = []
    for seat in range(1, n):
        seats.append(f'<div class="de-seat"><b>{escape(names[seat])}</b> <span class="de-role">'
                     f'{escape(role(view, seat))}</span><br>{DM.backs(view["counts"][seat], size=10)}'
                     f'<div class="de-role">tricks {view["won"][seat]}</div></div>')
    state = {"up": "turn-up", "down": "turn-up, passed", "taken": "turn-up, taken"}[view["turnup_state"]]
    centre = [f'<div class="de-play">{DM.tile(view["turnup"], size=17)}<div class="de-cap">{escape(state)}</div></div>']
    trick, winner = F.shown_trick(view, "tiles")
    label = "this trick" if winner is None else f"last trick: {names[winner]} took it"
    if trick:
        # the tile just played is outlined, as at the card tables, so the room sees what changed
        plays = F.plays(view, trick, lambda x: DM.tile(x, size=17, note=tile_note(view, x)),
                        '<div class="de-play">{piece}<div class="de-cap">{name}</div></div>')
        if view["trick"] and t is not None:
            led = D.DECK.lead[t][D.parse_tile(view["trick"][0][1])]
            label += f": {D.SUITS[led]} led"
        centre.append(f'<div><div class="de-row">{plays}</div><div class="de-cap">{escape(label)}</div></div>')
    partner = partner_line(view)
    mine = role(view, view["seat"])
    you = f"You ({mine})" if mine else "You"
    foot = f"{you} · tricks won {view['won'][view['seat']]} · tricks played {len(view['tricks'])} of 5"
    trumps_line = f'<div class="de-cap" style="text-align:left;font-size:.9rem">Trumps: {trumps}</div>'
    return (f'<div class="de-felt">{head}{trumps_line}<div class="de-row">{"".join(seats)}{"".join(centre)}</div>'
            + (f'<div class="de-cap" style="text-align:left;color:#f0c75e">{escape(partner)}</div>'
               if partner else "")
            + f'<div class="de-cap" style="text-align:left">{escape(foot)}</div></div>')


# -- whose turn, the bidding, the hand -------------------------------------------------------------------------------
def turn_hint(view: dict) -> str:
    return {"bid1": f"pass, or accept {D.SUITS[view['proposed']]} as trumps.",
            "bid2": "the turn-up was passed: name another suit, or pass.",
            "exchange": "take the turn-up for one of your tiles, or leave it.",
            "call": "name the partner suit: the holder of its doublet becomes your secret partner.",
            "play": "lead any tile." if not view["trick"] else "follow the suit led if you can."
            }.get(view["phase"], "")


def banner(view: dict, *, mine: bool, over: str | None = None) -> str:
    """The line above the felt: the game's outcome (``over``, once it is over), the learner's turn and what to do,
    or who is to act."""
    if over is not None:
        return f'<div class="cp-turn">{icon("flag")} <b>Game over.</b> {escape(over)}</div>'
    if mine:
        return (f'<div class="cp-turn cp-yours">{icon("touch_app")} <b>Your turn</b> — '
                f'{escape(turn_hint(view))}</div>')
    return f'<div class="cp-caption">{escape(view["names"][view["to_act"]])} is to act.</div>'


def bids(view: dict, legal: set, *, page: str, alone_act: str, alone_on: bool) -> str:
    """The learner's bidding buttons (the first round, the second, the exchange, Call-Ace's call); ``legal``: the
    learner's legal moves (empty when not his turn). In the second round the "…and play alone" toggle sends
    ``alone_act`` and shows ``alone_on``."""
    B = controls.button
    ph = view["phase"]
    proposed = D.SUITS[view["proposed"]]
    if ph == "bid1":
        return F.first_round(
            legal, pass_key=f"{page}:bid:pass", take=("accept", f"Accept {proposed}", f"{page}:bid:accept"),
            take_help=f"The turn-up {view['turnup']} proposes {proposed}; accepting makes them trumps.",
            alone=("accept alone", "Accept, play alone", f"{page}:bid:alone"), alone_help=ALONE_HELP)
    if ph == "bid2":
        # every suit, the turned-down one too: a click on it says why not (the engine's rule)
        alone = (F.alone_toggle(alone_act, alone_on, key=f"{page}:bid2:alone", help=ALONE_HELP)
                 if any(a.endswith("alone") for a in legal) else "")
        return F.second_round(
            CAPTION.format("The turn-up was passed: name another suit as trumps, or pass."), legal,
            pass_key=f"{page}:bid2:pass", toggle=alone,
            suits=[(f"name {x}", f"Name {D.SUITS[x]}", f"{page}:bid2:name-{x}") for x in range(7)])
    if ph == "exchange":
        return (CAPTION.format(f"You may take the turn-up {view['turnup']} into your hand, giving up one of your "
                               "tiles face down: click the tile to give, or leave it.")
                + controls.row([B("leave", "Leave the turn-up", key=f"{page}:leave")], cls="cp-left"))
    if ph == "call":
        return controls.row([B(f"call {x}", f"Call {D.SUITS[x]}", key=f"{page}:call:{x}",
                               help=f"Whoever holds the {D.TEXT[D.doublet(x)]} becomes your secret partner for "
                                    "this hand.") for x in view["callable"]])
    return ""


def hand(view: dict, legal: set, *, mine: bool, page: str) -> str:
    """The learner's tiles: when one is to be played or given for the turn-up (``mine``: the learner's turn), each a
    button of the block, a legal one raised."""
    ph = view["phase"]
    verb = "exchange" if ph == "exchange" else "play"

    def face(x: str) -> str:
        note = tile_note(view, x)
        return DM.tile(x, size=28, note=note, mark="trump" if note else "")

    if not (mine and ph in ("play", "exchange")):
        return (f'<div><span class="cp-caption">Your tiles</span><div class="de-tiles-row">'
                f'{"".join(face(x) for x in view["hand"])}</div></div>')
    hint = ": click one to play it" if ph == "play" else ": click one to give it for the turn-up"
    word = "Play" if verb == "play" else "Give"
    buttons = F.hand_buttons(
        view["hand"], legal, verb=verb, word=word, face=face, key=lambda x: f"{page}:tile:{x}",
        help=lambda x, ok: f"{verb.capitalize()} the {DM.name(*DM.parse(x))}"
                           + (f" ({note})" if (note := tile_note(view, x)) else ""))
    return f'<div><span class="cp-caption">Your tiles{hint}</span>{buttons}</div>'


def results(view: dict) -> str:
    """The last six hands' results, newest first."""
    if not view["results"]:
        return "<p class='cp-meta'>None yet.</p>"
    rows = "".join(f"<li>{escape(text)}</li>" for _, text, _ in F.hands_so_far(view, newest_first=True, last=6))
    return f"<ul style='max-height:180px;overflow-y:auto;padding-left:1.1rem'>{rows}</ul>"


def block(p: controls.Parts, *, banner: str, felt: str, bids: str, hand: str, refusal: str, buttons: str,
          odds: str, log: str, results: str, review: str) -> str:
    """The table's block: on the left the banner, the felt, the bids, the hand and a refusal right below the
    controls that were used; on the right the buttons and the live odds; below, the move log and the hands so far;
    each a part of ``p`` (redrawn in the browser only when it changed)."""
    return (f'<div class="de-top"><div>{p("banner", banner)}{p("felt", felt)}{p("bids", bids)}{p("hand", hand)}'
            + p("refusal", refusal)
            + f'</div><div>{p("controls", buttons)}{p("odds", odds)}</div></div><div class="cp-two">'
            + p("log", log) + p("results", f"<div><b>Hands so far</b>{results}</div>") + "</div>"
            + p("review", review))


# -- the live odds -------------------------------------------------------------------------------------------------
def bid_name(a: str) -> str:
    """A bid as the odds name it: "Pass", "Accept alone", "Name fives"."""
    if a == "pass":
        return "Pass"
    if a.startswith("accept"):
        return "Accept" + (" alone" if a.endswith("alone") else "")
    return f"Name {D.SUITS[int(a.split()[1])]}" + (" alone" if a.endswith("alone") else "")


def where_name(k, names: list[str], where: dict) -> str:
    """One place the partner tile may be (``engine.odds.domino_euchre.whereabouts``' keys), in words."""
    if k == "out":
        return "out of play"
    if k == "you":
        return "in your hand"
    if k == "played":
        return f"played, by {names[where['by']]}"
    return names[k] if isinstance(k, int) else str(k)


def live_odds(view: dict, *, bower: dict | None = None, bids: list[dict] | None = None, samples: int = 0,
              partner: dict | None = None, trumps: dict | None = None) -> str:
    """The figures beside the table, from ``engine.odds.domino_euchre``: the bowers in partner's hand
    (``bower_odds``), make or pass (``bid_chances``' rows, over ``samples`` deals), where Call-Ace's partner tile
    is (``partner_tile_odds``), the trumps still out (``trumps_out``); each drawn when given."""
    parts = []
    if bower:
        b = bower
        parts.append(f"<b>Your partner's five tiles</b> (exact, {b['trump']} trumps; {b['unseen']} tiles "
                     f"unseen)<p>Right bower {b['right_tile']}: {prob(b['right'])}</p>"
                     f"<p>Left bower {b['left_tile']}: {prob(b['left'])}</p>"
                     f"<p>Both: {prob(b['both'])} · either: {prob(b['either'])}</p>")
    if bids is not None:
        lines = "".join(f"<p><b>{escape(bid_name(r['bid']))}</b>: {F.points_text(r['points'], r['points_margin'])}"
                        " points" + (f"; makers take 3: {F.share_text(r['make'], r['make_margin'], 0)}"
                                     if r["hands_made"] else "") + "</p>" for r in bids)
        parts.append(f"<b>Make or pass?</b> <span class='cp-meta'>(simulated: {samples} deals of the unseen "
                     f"tiles played out by the rule-of-thumb players; your side's points less the others'; ± 95%)"
                     f"</span>{lines}")
    if partner:
        where = partner["where"]
        items = "".join(f"<p>{escape(where_name(k, view['names'], where))}: {prob(v)}</p>"
                        for k, v in where.items() if k != "by")
        parts.append(f"<b>Where is the partner tile {partner['tile']}?</b> <span class='cp-meta'>(exact, from what "
                     f"you have seen)</span>{items}")
    if trumps:
        seats = "".join(f"<p>{escape(view['names'][x['seat']])}: holds a trump {prob(x['some'])}</p>"
                        for x in trumps["seats"])
        out = F.unseen(trumps["unseen_trumps"], escape, sep=", ", none="none")
        parts.append(f"<b>Trumps still out</b> <span class='cp-meta'>(exact; in other hands or out of play)"
                     f"</span><p>Not seen: {out}</p>{seats}")
    if parts:
        return ("<div class='de-odds'>" + "".join(f"<div style='margin-bottom:.4rem'>{p}</div>" for p in parts)
                + "</div>")
    return CAPTION.format("The live figures for your decision appear here when it is your turn.")


# -- the lesson's pictures -----------------------------------------------------------------------------------------
def ranking(trump: int) -> str:
    """The Learn tab's table of every suit's ranking under ``trump`` (the deck's own tables, D.suit_order), its tiles
    cut from one picture (DM.Sheet)."""
    rows, sheet = [], DM.Sheet()
    notes = {D.TEXT[D.right_bower(trump)]: "the right bower", D.TEXT[D.left_bower(trump)]: "the left bower"}
    for s in [trump] + [x for x in range(6, -1, -1) if x != trump]:
        order = [D.TEXT[c] for c in D.suit_order(s, trump)]
        marks = dict.fromkeys(order, "trump") if s == trump else {}
        label = f"<b>{D.SUITS[s]}</b>" + (" (trumps)" if s == trump else "") + f" · {len(order)} tiles"
        rows.append(f"<tr><td>{label}</td><td>{sheet.row(order, size=20, notes=notes, marks=marks)}</td></tr>")
    return sheet.html(f"<table class='de-rank'>{''.join(rows)}</table>")


def ranking_block(trump: int, key: str, table: str) -> str:
    """The ranking's block: the seven suits to choose the trump from (a click sends ``trump <suit>``), the table
    (:func:`ranking` of ``trump``) and its caption."""
    suits = controls.radios("Trumps", {str(s): D.SUITS[s] for s in range(7)}, str(trump), act="trump", key=key,
                            group_cls="cp-seg", cls="cp-seg-opt")
    return (f'<div class="de-ranking"><div class="de-label">Trumps</div>{suits}{table}'
            '<div class="cp-caption">Highest first. A tile that carries two numbers appears in both of its '
            "suits; a trump appears only among the trumps. Drawn from the engine's own tables, the ones that "
            "decide every trick.</div></div>")


def tiles_figure() -> str:
    """The lesson's figure of five tiles of a double-six set."""
    sheet = DM.Sheet()
    tiles = sheet.row(["6-6", "6-4", "5-2", "3-0", "0-0"], size=26, vertical=True, gap=".6rem")
    return sheet.html(f'<div class="cp-figure"><p class="de-tiles">{tiles}</p>'
                      '<p class="cp-caption">The 6-6, 6-4, 5-2, 3-0 and 0-0 of a double-six set.</p></div>')
