"""Scarney Pie-Eyed Dice's table as HTML: pure functions of the engine's view of the learner's seat (``GAME.view``),
the table (``engine.core.table.Table``, for whose turn it is) and plain arguments; no Streamlit
(``tests/views/test_pie_eyed_dice.py``).

The felt (``felt_html``: the round of roles and whose throw, the last throw with the dead dice set aside, the
players with their roles and tokens), a round's title in the review (``hand_title``), the buttons (``controls_html``:
Throw, Next throw, To my turn) and the live role chances (``odds_html``, from the numbers
``engine.odds.pie_eyed_dice.live`` gives). What the two dice tables share is ``lessons/views/scarney.py``.
"""

from __future__ import annotations

from lessons.views import controls
from lessons.views import scarney as sc
from lessons.views.controls import row

FORM_NAMES = {"five": "five dice, five dead", "four": "five dice, four dead", "two": "two dice, one throw"}


def frac(x) -> str:
    """A chance as a percentage with its exact fraction beside it, small."""
    return f'{float(x) * 100:.1f}% <span class="pe-frac">({x.numerator}/{x.denominator})</span>'


# -- the felt -----------------------------------------------------------------------------------------------------------
def throw_html(v: dict, roll: bool = True) -> str:
    """The last throw: the dice thrown (``roll``: they tumble in, a throw not shown before) and those set aside."""
    last = v["last"]
    if last is None:
        return sc.cup_full("The cup is full: throw for the order of play.")
    if last["kind"] == "order":
        return sc.order_throw(v, last, "for the order", roll)
    thrown = last["dice"]
    before = last["aside"] - sum(1 for d in thrown if d == 0)
    aside = sc.aside("set aside", sc.dice([0] * before)) if before else ""
    return sc.throw_row(v["names"][last["seat"]], sc.dice(thrown, roll), aside,
                        f'{last["aside"]} of {v["target"]} dead')


def seats_html(v: dict) -> str:
    """The players in the order of play: the role taken this round, those of earlier rounds, the tokens."""
    roles = {seat: v["role_nouns"][k] for k, seat in enumerate(v["round_roles"])}

    def cells(seat: int) -> list:
        done = "; ".join(f"round {i + 1}: {v['role_nouns'][k]}" for i, r in enumerate(v["done_roles"])
                         for k, s in enumerate(r) if s == seat)
        return [v["names"][seat], roles.get(seat, ""), done, v["tokens"][seat]]

    return sc.seats_table(v, "the players in the order of play",
                          ("player", "this round", "earlier rounds", "tokens"), cells)


def felt_html(v: dict, live: bool = True, roll: bool = True) -> str:
    turn = "" if v["to_act"] is None else (
        f"{v['names'][v['to_act']]} to throw" + (f" (throw {v['throws_made'] + 1} of {v['max_throws']}, "
                                                 f"{v['aside']} dead aside)" if v["phase"] == "turn" else ""))
    head = (f"Round of roles {min(v['rounds_done'] + 1, v['rounds'])} of {v['rounds']} · "
            f"{FORM_NAMES[v['form']]} · {turn}")
    return sc.felt(head, throw_html(v, roll) + seats_html(v), live)


def hand_title(v: dict) -> str:
    """A round's title in the review: the throws for the order, then the rounds of roles."""
    return "The throws for the order of play" if v["phase"] == "seating" else f"Round of roles {v['rounds_done'] + 1}"


# -- the buttons --------------------------------------------------------------------------------------------------------
def controls_html(t, page: str, verbs: tuple[str, str]) -> str:
    """Throw (disabled once the game is over), and the computer players' throws one by one or all until the
    learner's turn (``verbs``: as ``scarney.turn_buttons``; not at a shared table, where the server throws for them)."""
    theirs = [] if controls.shared_seat(t) else sc.turn_buttons(page, t.bots_turn(), verbs)
    return row([sc.throw_button(page, t.learners_turn(), disabled=t.game.is_over(t.state)), *theirs],
               cls="sc-controls")


# -- beside the table: the live role chances --------------------------------------------------------------------------
def odds_html(v: dict, live: dict) -> str:
    """The live odds: the chance this turn takes a role, and each player's chance of each role this round.
    ``live``: the numbers, as ``engine.odds.pie_eyed_dice.live(v)`` gives them (``turn``, ``chances``)."""
    if v["phase"] != "turn":
        return (f'<div class="sc-small"><b>A turn takes a role</b> with chance {frac(live["turn"])}. Each player\'s '
                "chances appear once the order of play is set.</div>")
    chances = live["chances"]
    head = "".join(f"<th>{n}</th>" for n in v["role_nouns"])
    rows = "".join(f"<tr><td>{v['names'][s]}</td>" + "".join(
        f'<td title="exactly {x.numerator}/{x.denominator}">{float(x) * 100:.2f}%</td>' for x in chances[s])
        + "</tr>" for s in v["order"])
    whose = "Your" if v["to_act"] == v["seat"] else f"{v['names'][v['to_act']]}'s"
    return (f'<div class="sc-small"><b>{whose} turn takes a role:</b> {frac(live["turn"])}</div>'
            f'<div class="sc-small"><b>Each player\'s chance of each role this round</b> (exact; the fraction '
            f'shows when you point at a figure):</div><table class="pe-odds" aria-label="role chances">'
            f"<tr><th>player</th>{head}</tr>{rows}</table>")
