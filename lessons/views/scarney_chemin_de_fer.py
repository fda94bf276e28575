"""Scarney Chemin de Fer's table as HTML: pure functions of the engine's view of the learner's seat (``GAME.view``),
the table (``engine.core.table.Table``, for whose turn it is and the moves allowed) and plain arguments; no
Streamlit (``tests/views/test_scarney_chemin_de_fer.py``).

The felt (``felt_html``: the bank's line, the shooter's dice with the dead ones aside for the draw, the players),
the felt as the review shows a moment of a finished coup (``review_html``), a coup's title (``hand_title``), the
learner's buttons (``controls_html``: Throw or Draw, Next throw, To my turn, Undo bet, the bet box and Bet; the
banker's limits, Open round and Give up bank), the live odds (``odds_html``, from the numbers
``engine.odds.scarney_chemin_de_fer.live`` gives) and the round's settlement (``lines_html``). What the two dice
tables share is ``lessons/views/scarney.py``.
"""

from __future__ import annotations

from engine.games import _scarney
from engine.games.scarney_chemin_de_fer import LIMIT_CHOICES
from lessons.views import controls
from lessons.views import scarney as sc
from lessons.views.controls import button, number, row
from lessons.views.markup import escape


# -- the felt -----------------------------------------------------------------------------------------------------------
def throw_html(v: dict, roll: bool = True) -> str:
    """The shooter's dice: the numbered dice lying, the dead dice moved aside (for the draw), the draw itself;
    ``roll``: they tumble in (a throw not shown before)."""
    hist = v["history"]
    if not hist:
        return sc.cup_full("The cup is full: no throw yet.")
    last = hist[-1]
    kind = last["kind"]
    if kind == "order":
        return sc.order_throw(v, last, "for the bank", roll)
    first = last["dice"] if kind == "throw" else (hist[-2]["dice"] if len(hist) > 1 else [])
    drawn = last["dice"] if kind == "draw" else None
    lying = [d for d in first if d]
    dead = len(first) - len(lying)
    count = sum(first) + (sum(drawn) if drawn else 0)
    aside = ("" if not dead else sc.aside("aside for the draw", sc.dice([0] * dead, roll and kind == "throw"))
             if drawn is None else sc.aside("the draw", sc.dice(drawn, roll)))
    return sc.throw_row(v["names"][last["seat"]], sc.dice(lying, roll and kind == "throw"), aside,
                        f"count {count}, <b>point {_scarney.point(count)}</b>")


def seats_html(v: dict) -> str:
    """The players in the order of play: chips, bet, point and result; the banker marked."""
    def cells(seat: int) -> list:
        pt = v["points"][seat]
        line = next((x for x in v["settlements"] if x["seat"] == seat), None)
        res = "" if line is None else ("won" if line["result"] > 0 else "lost" if line["result"] < 0 else
                                       "stand-off")
        bet = v["bets"][seat] or (line["bet"] if line else "")
        bank = "(bank)" if seat == v["banker"] else ""
        return [f"{v['names'][seat]} {bank}", v["chips"][seat], bet, "" if pt is None else pt, res]

    return sc.seats_table(v, "the players", ("player", "chips", "bet", "point", "result"), cells)


def felt_html(v: dict, live: bool = True, roll: bool = True) -> str:
    return sc.felt(v["bank_line"], throw_html(v, roll) + seats_html(v), live)


def hand_title(v: dict) -> str:
    """A coup's title in the review: the throws for the bank, then the banker's coups."""
    if v["bank_no"] == 0:
        return "The throws for the bank"
    return f"{v['names'][v['banker']]}'s bank: coup {v['rounds_done'] + 1}"


def review_html(v: dict) -> str:
    """The table at a moment of a finished coup (every throw is public: nothing to lay open but the dice)."""
    ended = v["phase"] in ("open", "over")     # the coup's last throw made this state: it and its settlement show
    lines, title = (v["settlements"], "Settled so far this coup") if v["settlements"] else \
        (v["last_round"] if ended else [], "The coup settled")
    tail = "" if not lines else (f'<div class="sc-small"><b>{title}</b><br>'
                                 + "<br>".join(escape(x["line"]) for x in lines) + "</div>")
    if v["phase"] == "bet":                    # no die thrown yet this coup: not the last coup's dice
        v = {**v, "history": []}
    return felt_html(v, live=False) + tail


# -- the buttons: a throw or a draw, the bets, the bank's -----------------------------------------------------------
def controls_html(t, v: dict, page: str, *, throwing: bool, undoable: bool, verbs: tuple[str, str]) -> str:
    """The learner's buttons at table ``t``: Throw (or Draw), the next computer throws, Undo bet (``undoable``: a bet
    may be taken back now) and the bet box; the banker's limits (one button each), Open round and Give up bank.
    ``throwing``: the phase is one of throws; ``verbs``: as ``scarney.turn_buttons``. Next throw and To my turn show,
    disabled, while the learner is to throw, so the row does not jump. Keys and the page's moves are
    ``<page>:<name>``."""
    def k(name: str) -> str:
        return f"{page}:{name}"

    mine, theirs = t.learners_turn(), t.bots_turn()
    shared = controls.shared_seat(t)   # a seat at a shared table: the server throws for the computer; no undo
    phase = v["phase"]
    buttons = []
    if throwing:
        buttons.append(sc.throw_button(page, mine, drawing=mine and "draw" in t.legal()))
    if (throwing or theirs) and not shared:   # the computer players' throws, one by one or all to the learner's turn
        buttons += sc.turn_buttons(page, theirs, verbs)
    if not shared and (undoable or (phase == "bet" and v["banker"] != t.learner)):
        buttons.append(button(k("undo"), "Undo bet", key=k("undo"), disabled=not undoable, icon="undo",
                              help="Take back your bet, before the next throw (a throw is never undone)."))
    if v["banker"] is not None and v["banker"] != t.learner and phase != "over":
        lo, _ = v["limits"] or (1, 1)
        # labelled: a bare "1" beside Bet said nothing; the label is the box's accessible name too
        buttons += [number("Chips to bet", lo, key=k("stake"), low=0, high=1000),
                    button("bet", "Bet", key=k("bet"), primary=mine and phase == "bet", with_box=k("stake"))]
    out = row(buttons, cls="sc-controls") if buttons else ""
    if v["banker"] == t.learner and phase != "over":
        bank = []
        if phase == "open" and v["limits"] is None:
            have = v["chips"][t.learner]
            choices = [x for x in LIMIT_CHOICES if x[1] <= have] or [(1, max(1, have))]
            out += '<div class="cp-caption">Set your limits: the least and the most a player may bet.</div>'
            bank += [button(f"limits {lo}-{hi}", f"{lo} to {hi} chips", key=k(f"setlimits-{lo}-{hi}"), primary=True)
                     for lo, hi in choices]
        elif phase == "open":
            bank.append(button("open", "Open round", key=k("open"), primary=True))
        bank.append(button("give-up", "Give up bank", key=k("giveup")))
        out += row(bank, cls="sc-controls")
    return out


# -- beside the table: the live odds, the round's settlement --------------------------------------------------------
def pf(x) -> str:
    """A chance as a percentage with its exact fraction beside it, small."""
    return f'{float(x) * 100:.2f}% <span class="sc-frac">({x.numerator}/{x.denominator})</span>'


def dist_table(dist: dict) -> str:
    """Ten points in two columns of five: point, a bar, the percentage and the exact fraction."""
    top = max(dist.values()) or 1

    def cell(p):
        x = dist[p]
        bar = f'<span class="sc-bar" style="width:{2 * float(x / top):.2f}rem"></span>'
        return (f"<td><b>{p}</b></td><td>{bar} {float(x) * 100:.1f}%</td>"
                f'<td class="sc-frac">{x.numerator}/{x.denominator}</td>')

    rows = "".join(f"<tr>{cell(p)}{cell(p + 5)}</tr>" for p in range(5))
    return f'<table class="sc-odds" aria-label="the final point\'s exact chances">{rows}</table>'


def odds_html(v: dict, live: dict) -> str:
    """The live odds: what the shooter now, or the learner, can expect, exactly. ``live``: the numbers, as
    ``engine.odds.scarney_chemin_de_fer.live(v)`` gives them (``draw``, ``final``, ``versus``)."""
    if live["draw"]:
        k, count = live["draw"]
        head = f"Drawing {k} dead {'die' if k == 1 else 'dice'} to a count of {count}: the final point"
    else:
        head = "A shooter's final point, before he throws"
    html = f'<div class="sc-small"><b>{head}</b></div>' + dist_table(live["final"])
    vs = live["versus"]
    if v["banker_point"] is not None:
        html += (f'<div class="sc-small">Against the bank\'s {v["banker_point"]}, a player not yet thrown: '
                 f'<b>win</b> {pf(vs["win"])}, <b>lose</b> {pf(vs["lose"])}, <b>stand-off</b> {pf(vs["stand_off"])}</div>')
    else:
        html += (f'<div class="sc-small">Before the banker\'s point is known, each player: <b>win</b> {pf(vs["win"])}, '
                 f'<b>lose</b> the same, <b>stand-off</b> {pf(vs["stand_off"])}</div>')
    return html


def lines_html(v: dict) -> str:
    """This round's settlement (or the last round's), line by line."""
    lines = v["settlements"] or v["last_round"]
    if not lines:
        return ""
    title = "This round" if v["settlements"] else "Last round"
    return (f'<div class="sc-small"><b>{title}, line by line</b><br>'
            + "<br>".join(escape(x["line"]) for x in lines) + "</div>")
