"""Draw Poker's table drawn from the learner's view (``GAME.view(state, seat)``) and plain arguments, as HTML: the
felt (the other seats, their cards face down until the call), the hand (at the draw, each card a button that marks
it to throw away), the legal bets with their amounts, the move box with Undo, the block's two columns, and the live
odds beside them; and the words of the Odds tab, the standing chart and the lesson's figures.

Pure: no Streamlit, no page parts (tests/views/test_draw_poker.py tests each). The page (lessons/draw_poker.py) reads
the session (the cards marked, the toggle for all 32 ways), asks the engine for the legal moves and the odds
(engine/odds/draw_poker.py, cached there), and hands them in.
"""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go

from engine.core.cards import Card
from engine.games.draw_poker.hands import CLASS_NAME, MODERN_NAME, RANKING_LABEL, RANKINGS, explain
from engine.odds import draw_poker as O
from lessons.views import controls
from lessons.views.markup import (
    backs,
    card,
    cards,
    escape,
    prob,  # noqa: F401 - the page writes its figures with it too
    suit_colour,
)

PAGE = "draw_poker"   # the page's key: its module name


def key(name: str) -> str:
    """A key of the page's block (as ``lessons.parts.session.key`` makes it)."""
    return controls.key(PAGE, name)


# the block's own moves (never an engine move's text): the page's handlers answer them (Undo, a new session at the
# end: the table page's, lessons/parts/tablepage.py)
UNDO, AGAIN, NEXT_DEAL, ADVICE, ALL_HOLDS = (f"{PAGE}:{x}" for x in ("undo", "again", "next-deal", "advice", "all"))
MARK = f"{PAGE}:mark "   # + a card: mark it to throw away, or keep it again

PHASE_WORDS = {"going-in": "Going in: each player goes in at double the ante, raises, or throws up.",
               "draw": "The draw: each player in throws away what he will and is helped to as many.",
               "betting": "The betting after the draw.",
               "showdown": "The hand is over.", "over": "The session is over."}
CAPTION = '<div class="cp-caption">{}</div>'
TYPED = "Or write a move (go-in, raise 2, draw 7C 4D, stand, hold-age, bet 3, see, call, lay-down)"
UNDO_WORDS = "Take back your last move (and the computer players' replies)."
BET_LABELS = {"go-in": "Go in ({owed} chips)", "make-good": "Make good ({owed} more)", "see": "See ({owed})",
              "call": "See and call ({owed})", "throw-up": "Throw up", "lay-down": "Lay down",
              "hold-age": "Hold the age", "deal": "Deal the next hand"}




def cards_html(texts, size: str = "") -> str:
    return cards([Card.parse(c) for c in texts], size=size)


# -- who is where --------------------------------------------------------------------------------------------------
def drawing(view: dict) -> bool:
    """The learner is to draw: his cards are buttons that mark them to throw away."""
    return view["phase"] == "draw" and view["to_act"] == view["seat"]


def others_in(view: dict) -> list[int]:
    """The other players still in the hand."""
    return [s for s in view["live"] if s != view["seat"]]


def their_draws(view: dict) -> tuple | None:
    """How many cards each other player still in drew (0: stood pat), once all of them have drawn; else None."""
    drawn = tuple(view["drawn"][s] for s in others_in(view))
    return None if None in drawn else drawn


def odds_stage(view: dict) -> str:
    """What the live odds show: 'none' (no cards this deal), 'draw' (before the learner's draw: each way of
    drawing), 'beaten' (after it: the chance of being beaten)."""
    if len(view["hand"]) != 5:
        return "none"
    return "draw" if view["phase"] in ("going-in", "draw") and view["drawn"][view["seat"]] is None else "beaten"


# -- the felt ------------------------------------------------------------------------------------------------------
def seat_html(view: dict, seat: int, bot_label: str | None = None) -> str:
    """One other seat: its name (and its computer player's style), chips, role, and its cards: face down while it
    is in, shown after the call."""
    bits = []
    if seat == view["dealer"]:
        bits.append("dealer")
    if seat == view["ante_man"]:
        bits.append("ante man (the age)")
    status = view["status"][seat]
    words = {"in": "in", "out": "out of this hand", "sitting-out": "sitting out (too few chips)"}[status]
    drawn = view["drawn"][seat]
    if drawn is not None and status == "in":
        words += " · stood pat" if drawn == 0 else f" · drew {drawn}"
    shown = view["shown"].get(str(seat))
    if shown:
        faces = cards_html(shown["cards"], "sm") + f"<div><b>{escape(shown['name'])}</b></div>"
    elif status == "in":
        faces = backs(5)
    elif status == "out" and view["phase"] in ("going-in", "draw", "betting"):
        faces = "<div class='dp-meta'>(cards thrown face down)</div>"
    else:
        faces = ""
    turn = " · <i>to act</i>" if view["to_act"] == seat and view["phase"] != "showdown" else ""
    return (f"<div class='dp-seat'><b>{escape(view['names'][seat])}</b>{turn}"
            f"{' · <span class=dp-meta>' + escape(bot_label) + '</span>' if bot_label else ''}"
            f"<div>{view['purses'][seat]} chips · {view['stakes'][seat]} in the pool</div>"
            f"<div class='dp-meta'>{escape(' · '.join(bits + [words]))}</div>{faces}</div>")


def felt_html(view: dict, bot_labels: dict[int, str]) -> str:
    """The felt: the other seats (``bot_labels``: each computer player's style), the pool, the phase, the deal's
    result. Whose turn it is stands above it (the page's turn banner)."""
    seats = "".join(seat_html(view, s, bot_labels.get(s)) for s in range(view["seats"]) if s != view["seat"])
    stake = (f" · highest stake {view['high']} · ante {view['ante']} · limit "
             f"{view['limit'] or 'none (table stakes)'} a bet or raise" if view["phase"] in ("going-in", "betting")
             else "")
    result = f"<div class='dp-result'>{escape(view['result']['text'])}</div>" if view["result"] else ""
    ready = "<div class='dp-turn'>The next deal is ready when you are.</div>" if view["phase"] == "showdown" else ""
    return (f"<div class='cp-felt' role='region' aria-label='the table'><div class='dp-seats'>{seats}</div>"
            f"<div class='dp-pool'>The pool: <b>{view['pool']} chips</b> · deal {view['deal']} of {view['deals']}</div>"
            f"<div class='dp-meta'>{escape(PHASE_WORDS[view['phase']])}{escape(stake)}</div>"
            f"{result}{ready}</div>")


# -- the hand and the moves ----------------------------------------------------------------------------------------
def hand_html(view: dict, marked: set = frozenset(), advice: dict | None = None) -> str:
    """The learner's hand; at his draw each card is a button of the block (a click marks it to throw away: those in
    ``marked``), with the draw and Schenck's choice (``advice``: his first choice, with its line and locator)
    below."""
    hand = view["hand"]
    head = (f"<b>Your hand</b> — {escape(view['hand_name'] or 'no cards')}"
            + (f" · {view['purses'][0]} chips, {view['stakes'][0]} in the pool" if hand else ""))
    if not hand:
        return f"<div>{head}{CAPTION.format('You are not in this deal.')}</div>"
    if not drawing(view):
        thrown = (CAPTION.format(f"You threw away {' '.join(Card.parse(c).unicode for c in view['discarded'])}.")
                  if view["discarded"] else "")
        return f"<div>{head}<div>{cards_html(hand)}</div>{thrown}</div>"
    marked = set(marked) & set(hand)
    buttons = []
    for c in hand:
        face = Card.parse(c)
        out = c in marked
        buttons.append(controls.card_button(
            MARK + c, card(face, size="sm"), "× discard" if out else "keep", key=key(f"card-{c}"), legal=out,
            help=f"{'Keep' if out else 'Throw away'} the {face.name}"))
    throw = [c for c in hand if c in marked]
    n = len(throw)
    tip = f"{advice['line']} (Schenck, {advice['locator']})" if advice else ""
    note = CAPTION.format("Click the cards you will throw away (they go face down before you look at the new ones).")
    return (f"<div>{head}{note}{controls.hand(buttons, cls='dp-hand')}</div>"
            + controls.row([controls.button("draw " + " ".join(throw) if throw else "stand",
                                            f"Throw away {n} and draw {n}" if n else "Stand pat (draw none)",
                                            key=key("draw"), primary=True, cls="cp-fixed"),
                            controls.button(ADVICE, "Mark Schenck's choice", key=key("advice"), cls="cp-fixed",
                                            help=tip)]))


def betting_html(view: dict, legal: list[str]) -> str:
    """Only the legal bets (``legal``: the engine's moves), with their amounts; a raise or bet takes its chips from
    the number box beside it."""
    if not legal:
        return ""
    parts = [controls.button(a, BET_LABELS[a].format(owed=view["owed"]), key=key(f"act-{a}"),
                             primary=a in ("go-in", "make-good", "see", "call"))
             for a in legal if a in BET_LABELS and a != "deal"]
    verb = "bet" if any(a.startswith("bet ") for a in legal) else "raise"
    amounts = [int(a.split()[1]) for a in legal if a.startswith(verb + " ")]
    if amounts:
        top = max(amounts)
        box = key(f"amount-{top}")    # a new range, a fresh box (a kept value could exceed it)
        word = "Bet" if verb == "bet" else ("Go better" if view["phase"] == "betting" else "Raise")
        parts += [controls.number(f"{verb.title()} by (1–{top} chips)", min(2, top), key=box, low=1, high=top,
                                  help="The most you may add is the limit, what you hold, and what the poorest "
                                       "player still in can meet."),
                  controls.button(verb, f"{word} ▸", key=key(f"act-{verb}"), with_box=box)]
    return controls.row(parts, cls="dp-bets")


def actions_html(view: dict, legal: list[str], shared: bool = False) -> str:
    """Below the hand: a new session at the end, the next deal at the showdown, else the legal bets. ``shared``: a
    seat at a shared table, where there is no new session and a seat deals only its own deal."""
    if shared and (view["phase"] == "over" or (view["phase"] == "showdown" and view["to_act"] != view["seat"])):
        return ""
    if view["phase"] == "over":
        return controls.row([controls.button(AGAIN, "Deal a new session ▸ (same rules and players)", key=key("again"),
                                             primary=True, cls="cp-fixed")])
    if view["phase"] == "showdown":
        who = "You deal" if view["to_act"] == view["seat"] else f"{view['names'][view['to_act']]} deals"
        return controls.row([controls.button(NEXT_DEAL, f"Next deal ▸ ({who})", key=key("next"), primary=True,
                                             cls="cp-fixed")])
    if view["phase"] in ("going-in", "betting"):
        return betting_html(view, legal)
    return ""


def typed_row(can_undo: bool, undo_help: str, undo: bool = True) -> str:
    """The box to write a move in, with Undo beside it (``undo_help``: what it does, or why it cannot now; ``undo``
    False: none, at a shared table)."""
    return ('<div class="dp-typedrow">' + controls.typed(TYPED, key=key("typed"))
            + (controls.button(UNDO, "Undo", key=key("undo"), disabled=not can_undo, icon="undo", help=undo_help)
               if undo else "") + "</div>")


def block_html(left: str, right: str) -> str:
    """The table's block: the table and its moves on the left; the pace and the live odds on the right."""
    return f'<div class="cp-two dp-top"><div class="dp-col">{left}</div><div class="dp-col">{right}</div></div>'


# -- the live odds -------------------------------------------------------------------------------------------------
def pct_html(n: int, total: int) -> str:
    """A chance as a bold percentage over its exact fraction."""
    p = Fraction(n, total)
    return (f"<b>{float(p) * 100:.2f}%</b><br><span style='font-size:.75rem;color:#6b5a48'>"
            f"{p.numerator}/{p.denominator}</span>")


_INK = {"red": "#b3261e", "black": "#1d1d1d", "blue": "#1f4fa8", "green": "#1e6b35"}


def inline_card(text: str, four: bool) -> str:
    """A card as a coloured symbol inside a line of text, with its spoken name."""
    c = Card.parse(text)
    return f"<span style='color:{_INK[suit_colour(c.suit, four)]};font-weight:700' aria-label='{c.name}'>{c.unicode}</span>"


def holds_html(analysis: dict, holds: list[dict], four: bool) -> str:
    """A compact exact table for beside the playing table: each way of drawing, its chance to improve and to reach
    two classes above the hand, and Schenck's choice marked."""
    ladder = RANKINGS[analysis["ranking"]]
    goal = ladder[max(ladder.index(analysis["class_now"]) - 2, 0)]   # two classes up: 'improve' counts one up
    rows = []
    for h in holds:
        mark = {"recommended": "◀ Schenck", "his alternative": "◁ his alt."}.get(h["schenck"], "")
        keep = " ".join(inline_card(c, four) for c in h["keep"]) or "nothing"
        rows.append(f"<tr><td style='white-space:nowrap'>{keep}</td><td style='text-align:center'>{h['draw']}</td>"
                    f"<td>{pct_html(h['improve'], h['total'])}</td>"
                    f"<td>{pct_html(O.finishing_at_least(h, analysis['ranking'], goal), h['total'])}</td>"
                    f"<td style='font-size:.8rem;white-space:nowrap'>{mark}</td></tr>")
    head = (f"<tr><th>Keep</th><th>Draw</th><th>Improve</th><th>{escape(CLASS_NAME[goal])} or better</th>"
            "<th></th></tr>")
    # inside a box that scrolls sideways if it must: the table never spills out of its column; the box is a named
    # region in the tab order, so a keyboard can scroll it too (axe's scrollable-region-focusable)
    return (f"<div class='dp-scroll' style='overflow-x:auto;max-width:100%' tabindex='0' role='region' "
            f"aria-label='The odds of each draw'><table class='dp-odds'><thead>{head}</thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def draw_lead(analysis: dict) -> str:
    return (f"{analysis['now']}. Each row counts every possible draw from the 47 cards you "
            "have not seen (exact). 'Improve' = finish with a better class of hand than you hold now.")


DRAW_TAIL = ("Shown: Schenck's choices, and every other way of drawing that no other choice beats at every level of "
             "hand.")
ALL_WAYS = "Show all 32 ways to draw"


def all_first(holds: list[dict]) -> list[dict]:
    """All 32 ways, Schenck's choice first, then his alternatives, then the rest by the number drawn."""
    return sorted(holds, key=lambda h: (h["schenck"] != "recommended", h["schenck"] is None, h["draw"]))


def draw_odds_html(analysis: dict, holds: list[dict], show_all: bool, four: bool) -> str:
    """Before the learner's draw: what each way of drawing (``holds``: all 32, or the sensible ones) can make of his
    hand (exact), with a toggle of the block for all 32 ways."""
    small = "<div class='dp-small'>{}</div>"
    return (controls.toggle(ALL_HOLDS, ALL_WAYS, show_all, key=key("all-live"))
            + small.format(escape(draw_lead(analysis))) + holds_html(analysis, holds, four)
            + ("" if show_all else small.format(escape(DRAW_TAIL))))


def read_text(read: dict, html: bool = False) -> str:
    """The reading of the draws in words: Markdown for the Odds tab, HTML for the table's block."""
    if read["p"] is None:
        return "beyond this simulation: no deal of the unseen cards fits those draws often enough."
    # the shared Wilson interval (engine.odds.interval): honest at 0% and 100%, where a normal margin says '± 0'
    figure = f"<b>{escape(read['text'])}</b>" if html else f"**{read['text']}**"
    return f"{figure}, over the deals that fit those draws ({read['tried']:,} tried)."


def beaten_html(view: dict, exact: dict | None, sim: dict | None, read: dict | None) -> str:
    """After the learner's draw: the chance of being beaten, ``exact`` for one opponent, ``sim``ulated for several,
    and ``read`` from the others' draws (None until all of them have drawn)."""
    live = others_in(view)
    if not live:
        return CAPTION.format("No one else is in.")
    out = [f"<p><b>Your hand:</b> {escape(view['hand_name'])}</p>",
           "<p>Chance that <b>one</b> opponent's five cards beat it (exact, over all "
           f"{exact['total']:,} hands he could hold): <b>{escape(prob(Fraction(exact['beat'], exact['total'])))}"
           f"</b>; a tie: {escape(prob(Fraction(exact['tie'], exact['total']), 3))}.</p>"]
    if sim:
        out.append(f"<p>Chance that <b>at least one of the {len(live)}</b> players still in beats it (simulated): "
                   f"<b>{escape(sim['text'])}</b>, over deals of their hands.</p>")
    out.append(CAPTION.format("These treat the other hands as any five cards you have not seen."))
    if read is not None:
        words = ", ".join(f"{view['names'][s]} " + ("stood pat" if view["drawn"][s] == 0 else f"drew {view['drawn'][s]}")
                          for s in live)
        out.append(f"<p><b>Reading the draw</b> ({escape(words)}): if each drew as Schenck advises, the chance that at "
                   "least one of them beats you is " + read_text(read, html=True) + "</p>")
        out.append(CAPTION.format("Simulated: deals of the unseen cards are kept only when Schenck's advice would "
                                  "draw what each player drew; a bluffer who stood pat on nothing is not in this "
                                  "figure."))
    return "".join(out)


def live_odds_html(stage: str, body: str) -> str:
    """The odds for the decision on the table, in the table's block: ``body`` is the draw's odds (stage 'draw') or
    the chance of being beaten (stage 'beaten'; see :func:`odds_stage`)."""
    head = "<div class='dp-h'>Odds for your decision</div>"
    if stage == "none":
        return f"<div class='dp-live'>{head}{CAPTION.format('You hold no cards this deal.')}</div>"
    if stage == "draw":
        note = CAPTION.format("Before your draw: what each way of drawing can make of your hand.")
        return f"<div class='dp-live'>{head}{note}{body}</div>"
    return f"<div class='dp-live'>{head}{body}</div>"


# -- the Odds tab ----------------------------------------------------------------------------------------------------
def holds_rows(analysis: dict, holds: list[dict]) -> list[dict]:
    """The Odds tab's table of the ways of drawing: Schenck's mark, the cards kept, the draw, the chance to improve,
    and how many draws finish in each class."""
    rows = []
    for h in holds:
        total = h["total"]
        row = {"Schenck": {"recommended": "◀ his advice", "his alternative": "his alternative"}.get(h["schenck"], ""),
               "Keep": " ".join(Card.parse(c).unicode for c in h["keep"]) or "nothing",
               "Draw": h["draw"],
               "Improve": prob(Fraction(h["improve"], total))}
        for c in RANKINGS[analysis["ranking"]]:
            if c == "high-card":
                continue
            row[CLASS_NAME[c]] = f"{h['counts'][c]:,} / {total:,}"
        rows.append(row)
    return rows


def one_opponent_md(name: str, exact: dict) -> str:
    return (f"One opponent beats **{name}** with {prob(Fraction(exact['beat'], exact['total']))} of the "
            f"{exact['total']:,} hands he could hold (exact).")


def several_md(n: int, sim: dict) -> str:
    return f"At least one of {n} opponents beats it: **{sim['text']}** (simulated deals)."


def read_md(read: dict) -> str:
    return "If they drew as Schenck advises and drew as above, at least one beats it: " + read_text(read)


DRAWS = {"stood pat": 0, "drew 1": 1, "drew 2": 2, "drew 3": 3, "drew 4": 4, "drew 5": 5}   # an opponent's draw


def dealt_chart(counts: dict[str, dict[str, int]], total: int) -> go.Figure:
    """How many hands are dealt in each class, under each ranking (``counts``: ranking -> class -> hands)."""
    fig = go.Figure()
    classes = list(RANKINGS["schenck"])
    for ranking in RANKINGS:
        fig.add_bar(name=RANKING_LABEL[ranking].split(":")[0], x=[CLASS_NAME[c] for c in classes],
                    y=[counts[ranking].get(c, 0) for c in classes],
                    hovertemplate=f"%{{x}}: %{{y:,}} of {total:,}<extra>%{{fullData.name}}</extra>")
    fig.update_layout(barmode="group", yaxis_type="log", height=420, margin={"l": 10, "r": 10, "t": 40, "b": 10},
                      title=f"How many of the {total:,} hands are dealt in each class (log scale)",
                      legend={"orientation": "h", "y": -0.2})
    return fig


def standing_rows(counts: dict[str, dict[str, int]], total: int) -> list[dict]:
    """Each class (period and modern names), its count under each ranking (a dash where it does not exist), and its
    chance under Schenck's."""
    rows = []
    for c in RANKINGS["schenck"]:
        row = {"Hand": f"{CLASS_NAME[c]} ({MODERN_NAME[c]})"}
        for ranking in RANKINGS:
            row[ranking] = f"{counts[ranking][c]:,}" if c in counts[ranking] else "—"
        row["chance (Schenck)"] = prob(Fraction(counts["schenck"][c], total), 4)
        rows.append(row)
    return rows


def standing_note(one_end: dict[str, int]) -> str:
    """Below the standing table (``one_end``: the counts with the ace at one end only)."""
    return ("A dash: the class does not exist under that ranking (a sequence counts by its cards, a sequence "
            "flush as a flush). With the ace only high or only low there are 9 sequences in each suit instead "
            f"of 10: {one_end['sequence-flush']:,} sequence flushes and {one_end['sequence']:,} sequences.")


# -- the lesson's figures ---------------------------------------------------------------------------------------------
TIES = (("KS KH 7D 7C 2S", "QS QH JD JC 2D"), ("QS QH 9D 4C 2S", "QD QC 8D 5C 3S"),
        ("5S 5D 5C AH AS", "4S 4D 4C KH KS"), ("AS KS 9D 7C 4H", "AD KD 9C 7H 4S"))


def lesson_values(a: dict, limit: int, ante: int, chips: int) -> dict[str, str]:
    """Every number the lesson, the self-check and the rule card print (lessons/text/draw_poker/*.md fills its
    {{value}} slots from these): ``a``, the exact odds of Schenck's advice (``engine.odds.draw_poker.advice_figures``),
    the default rules' limit, ante and chips, and the ladders and ties as the engine ranks and explains them."""

    def p(name: str, cls: str | None = None) -> str:
        return prob(a[name]["improve"] if cls is None else a[name]["classes"][cls])

    def pct(name: str, cls: str | None = None) -> str:
        x = a[name]["improve"] if cls is None else a[name]["classes"][cls]
        return f"{float(x) * 100:.1f}%"

    def count(name: str, cls: str) -> str:
        return f"{round(a[name]['classes'][cls] * a[name]['total']):,} in {a[name]['total']:,}"

    ladder = RANKINGS["schenck"]
    points = (a["threes_two"]["improve"] - a["threes_one"]["improve"]) * 100
    return {
        "limit": f"{limit} chips", "ante": f"{ante} chip" + ("s" if ante != 1 else ""), "chips": f"{chips} chips",
        "pair": p("pair"), "pair_two_pairs": p("pair", "two-pairs"), "pair_threes": p("pair", "threes"),
        "pair_full": p("pair", "full"), "pair_fours": p("pair", "fours"),
        "two_pairs": p("two_pairs"), "two_pairs_cards": count("two_pairs", "full").replace(" in ", " of the "),
        "threes_two": p("threes_two"), "threes_two_full": p("threes_two", "full"),
        "threes_two_fours": p("threes_two", "fours"), "threes_one": p("threes_one"),
        "threes_one_full": p("threes_one", "full"), "threes_one_fours": p("threes_one", "fours"),
        "threes_fulls_compared": f"{count('threes_one', 'full')} against {count('threes_two', 'full')}",
        "threes_disguise_points": f"{float(points):.0f}",
        "pair_kicker": p("pair_kicker"), "pair_kicker_two_pairs": p("pair_kicker", "two-pairs"),
        "pair_two_kickers": p("pair_two_kickers"),
        "flush_four": p("flush_four", "flush"), "flush_four_cards": count("flush_four", "flush"),
        "open_sequence": p("open_sequence", "sequence"), "inside_sequence": p("inside_sequence", "sequence"),
        "flush_three": p("flush_three", "flush"),
        "flush_three_once_in": f"{round(1 / a['flush_three']['classes']['flush'])}",
        "fours_draws": f"{a['fours']['total']}",
        "ladder": "\n".join(f"{i}. **{CLASS_NAME[c]}** ({MODERN_NAME[c]})" for i, c in enumerate(ladder, 1)),
        "ladder_line": " › ".join(CLASS_NAME[c] for c in ladder),
        "ladders_table": "| Rule set | Ladder, best first |\n|---|---|\n" + "\n".join(
            f"| {RANKING_LABEL[r]} | {' › '.join(CLASS_NAME[c] for c in RANKINGS[r])} |" for r in RANKINGS),
        "ties": "\n".join(f"- {escape(explain(x.split(), y.split()))}" for x, y in TIES),
        # the self-check and the rule card
        "pair_in_100": f"{round(float(a['pair']['improve']) * 100)}",
        "pair_pct": pct("pair"), "two_pairs_pct": pct("two_pairs"), "threes_two_pct": pct("threes_two"),
        "threes_one_pct": pct("threes_one"), "flush_four_pct": pct("flush_four", "flush"),
    }
