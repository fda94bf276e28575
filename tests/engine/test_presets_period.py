"""Every game's rule sets said by period and source (issue 30): engine/core/presets.py and each game's PRESETS.

A preset's label, year and source come from the rule books (a source entry in sources/), and a reenactor can see
which set is period-correct for 1863; a game without one says why. Old names open exactly the rules they opened
before the rename, so old links and saved choices still work."""

from __future__ import annotations

import json
import re

import pytest

from engine.core.presets import PERIODS, Presets
from engine.core.variant import variant_to_dict
from engine.games import all_games
from engine.games.chuck_a_luck import GAME as CHUCK
from engine.games.chuck_a_luck import ChuckVariant
from engine.games.commerce import CommerceVariant
from engine.games.domino_euchre import CallAceVariant, DominoEuchreVariant
from engine.games.draw_poker import DrawPokerVariant
from engine.games.euchre import EuchreVariant
from engine.games.pie_eyed_dice import PieVariant
from engine.games.scarney_chemin_de_fer import ChemVariant
from engine.games.seven_up import SevenUpVariant
from sources.bibliography import SOURCES

GAMES = all_games()


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_preset_names_its_year_its_source_and_its_period(slug):
    presets = GAMES[slug].presets
    assert isinstance(presets, Presets), f"{slug}: PRESETS is not an engine.core.presets.Presets"
    for name in presets:
        p = presets.about(name)
        assert p.source in SOURCES, f"{slug} {name}: source {p.source!r} is not in the bibliography"
        assert p.period in PERIODS and p.why and p.differs, f"{slug} {name}: period, why and what differs"
        year = re.search(r"\d{4}|\d{4}s|modern|n\.d\.", p.year)
        assert year, f"{slug} {name}: a year, a decade, 'modern' or 'n.d.', not {p.year!r}"
        said = year.group(0)[:4] if year.group(0)[:4].isdigit() else "modern"   # n.d.: a modern compilation
        assert said in p.label.lower(), f"{slug} {name}: the label names its year, or says it is modern: {p.label!r}"
        assert isinstance(presets[name], GAMES[slug].Variant)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_game_has_an_1863_set_or_says_why_not(slug):
    presets = GAMES[slug].presets
    assert bool(presets.for_1863()) != bool(presets.none_for_1863)
    for name in presets.for_1863():   # an 1863 set rests on a text of 1850-1865 in the bibliography
        year = SOURCES[presets.about(name).source].year
        assert 1850 <= int(year[:4]) <= 1865, f"{slug} {name}: its source is of {year}"
    assert "Period-correct for 1863" in " ".join(presets.labels().values()) or presets.none_for_1863


def test_the_1863_sets_are_the_ones_the_wartime_texts_support():
    assert CHUCK.presets.for_1863() == ["sweat-1864"]
    assert GAMES["euchre"].presets.for_1863() == ["philadelphia-1862"]
    for slug in ("pie-eyed-dice", "scarney-chemin-de-fer"):
        assert "twentieth century" in GAMES[slug].presets.none_for_1863
    assert "post-war" in GAMES["domino-euchre"].presets.none_for_1863
    assert "1891" in GAMES["commerce"].presets.none_for_1863


# Every name a link or a saved choice could carry before issue 30, and the rules it opened then, written out as the
# PRESETS dicts had them: each must open exactly these rules still, by its own name or as an alias of a new one.
OLD = {
    ("chuck-a-luck", "camp-1861"): ChuckVariant(),
    ("chuck-a-luck", "grand-hazard-1890"): ChuckVariant(totals_table="grand-hazard-1890", raffle_pays=29),
    ("chuck-a-luck", "macau"): ChuckVariant(totals_table="macau"),
    ("chuck-a-luck", "short-drill"): ChuckVariant(throws=8),
    ("commerce", "new-game"): CommerceVariant(),
    ("commerce", "old-game"): CommerceVariant(mode="old"),
    ("commerce", "pool"): CommerceVariant(mode="pool"),
    ("commerce", "pool-half-horse"): CommerceVariant(mode="pool", horse="half"),
    ("commerce", "limited-no-pair"): CommerceVariant(limited="no-pair"),
    ("commerce", "limited-tricon-sequence-point"): CommerceVariant(limited="no-pair-no-flush"),
    ("commerce", "dealer-penalties"): CommerceVariant(dealer_penalty="each-player"),
    ("commerce", "extended-all-stand"): CommerceVariant(until_all_stand=True),
    ("commerce", "extended-dealer-stays"): CommerceVariant(dealer_stays=True),
    ("commerce", "small-pack"): CommerceVariant(pack=32),
    ("domino-euchre", "hoyle-1908"): DominoEuchreVariant(),
    ("domino-euchre", "dealer-takes-up"): DominoEuchreVariant(take_up="dealer", lead="eldest"),
    ("domino-euchre", "game-of-seven"): DominoEuchreVariant(game=7),
    ("domino-euchre", "two-handed"): DominoEuchreVariant(players=2),
    ("domino-euchre", "three-handed"): DominoEuchreVariant(players=3),
    ("call-ace", "four-players"): CallAceVariant(),
    ("call-ace", "five-players"): CallAceVariant(players=5),
    ("draw-poker", "schenck-1880"): DrawPokerVariant(),
    ("draw-poker", "sequences-below-threes"): DrawPokerVariant(ranking="straight-below-threes"),
    ("draw-poker", "no-sequence-flush"): DrawPokerVariant(ranking="no-straight-flush"),
    ("draw-poker", "no-sequences-1850s"): DrawPokerVariant(ranking="no-sequences"),
    ("draw-poker", "english-ace-low"): DrawPokerVariant(ace="low-only"),
    ("draw-poker", "no-limit"): DrawPokerVariant(limit=0),
    ("draw-poker", "short-session"): DrawPokerVariant(deals=3),
    ("euchre", "civil-war"): EuchreVariant(),
    ("euchre", "standard"): EuchreVariant(players=4, pack=24, lead="maker", lone_defence=False, game=7),
    ("pie-eyed-dice", "scarne"): PieVariant(),
    ("pie-eyed-dice", "four-dead"): PieVariant(form="four"),
    ("pie-eyed-dice", "two-dice"): PieVariant(form="two"),
    ("pie-eyed-dice", "book-wording"): PieVariant(wording="book"),
    ("scarney-chemin-de-fer", "scarne"): ChemVariant(),
    ("scarney-chemin-de-fer", "short-lesson"): ChemVariant(rounds_per_bank=2),
    ("scarney-chemin-de-fer", "two-handed"): ChemVariant(players=2),
    ("seven-up", "camp"): SevenUpVariant(),
    ("seven-up", "hoyle-modernized"): SevenUpVariant(game_tie="elder"),
    ("seven-up", "pitch"): SevenUpVariant(trumps="pitch", game_tie="elder"),
    ("seven-up", "auction-pitch"): SevenUpVariant(players=4, trumps="auction"),
}
RENAMED = {("chuck-a-luck", "camp-1861"), ("euchre", "civil-war"), ("euchre", "standard")}


@pytest.mark.parametrize(("slug", "old"), sorted(OLD))
def test_old_names_open_the_rules_they_opened_before(slug, old):
    game = GAMES[slug]
    assert old in game.presets and (old not in list(game.presets)) == ((slug, old) in RENAMED)
    assert variant_to_dict(game.presets[old]) == variant_to_dict(OLD[slug, old])
    assert game.variant_for(old) == OLD[slug, old]
    assert game.preset_name(OLD[slug, old]) == game.presets.canonical(old)


def test_the_new_euchre_sets():
    p = GAMES["euchre"].presets
    assert not p["philadelphia-1862"].lone_defence and not p["philadelphia-1862"].call_ace
    assert p["railroad-keller-1887"].lone_defence and p["railroad-keller-1887"].lone_defence_scoring == "keller"


# -- Euchre as the 1862 book plays it: what differs from Wedeward's set ----------------------------------------------
EUCHRE = GAMES["euchre"]
P1862 = EUCHRE.presets["philadelphia-1862"]
DEAL = "JD 9C 10C QC KC | JH AH KH 9S 10S | AD KD QD 9D 10D | AC AS KS QS JS / QH"   # seat 3 deals


def _play(state, *actions):
    for a in actions:
        state = EUCHRE.apply(state, EUCHRE.parse_action(a))
    return state


@pytest.mark.rules("lead-eldest-always", game="euchre")
def test_euchre_1862_the_eldest_hand_leads_against_a_lone_hand():
    """lead-eldest-always: the eldest hand leads even against a lone hand (Wedeward: the lone hand's left), and
    when he is laid down, the next on his left."""
    deal = EUCHRE.deal_from_text(DEAL)
    eldest_alone = _play(EUCHRE.new_game(P1862, 1, deal), "order-up alone", "discard AC")
    assert eldest_alone.out == (2,) and eldest_alone.leader == 0
    partner_alone = _play(EUCHRE.new_game(P1862, 1, deal), "pass", "pass", "order-up alone", "discard AC")
    assert partner_alone.out == (0,) and partner_alone.leader == 1
    wedeward = EuchreVariant(lone_defence=False)   # the same hand under Wedeward's lead: the lone hand's left
    assert _play(EUCHRE.new_game(wedeward, 1, deal), "order-up alone", "discard AC").leader == 1
    assert _play(EUCHRE.new_game(wedeward, 1, deal), "pass", "pass", "order-up alone", "discard AC").leader == 3


@pytest.mark.rules("score-alone-euchred", game="euchre")
def test_euchre_1862_a_lone_hand_euchred_gives_four():
    """score-alone-euchred: a lone hand euchred gives his opponents 4 in the 1862 book, 2 in Wedeward's set."""
    deal = EUCHRE.deal_from_text("7C 8C 9C 7S 8S | JH JD AH KH 10H | AD KD QD 9D 10D | AC AS KS QS JS / QH")
    scores = {}
    for name, v in (("1862", P1862), ("wedeward", EuchreVariant(lone_defence=False))):
        s = _play(EUCHRE.new_game(v, 1, deal), "order-up alone", "discard AC")
        while s.deal_no == 0:
            s = _play(s, str(EUCHRE.legal_actions(s)[0]))
        scores[name] = s.scores
    assert scores == {"1862": (0, 4), "wedeward": (0, 2)}
    assert EuchreVariant().lone_euchre == 2 and P1862.lone_euchre == 4


# -- Sweat's cloth on the command line and in the odds: the six numbers only ----------------------------------------
@pytest.mark.rules("sweat-cloth", game="chuck-a-luck")
def test_sweat_odds_count_the_six_numbers_only_and_refuse_the_rest(capsys):
    """sweat-cloth: the odds of Sweat's cloth list its six numbers and no other bet; a bet off the cloth given to the
    command line is refused with the table's words; payday's default bet is a number there."""
    from engine.cli import main
    from engine.games.chuck_a_luck import SINGLES
    from engine.odds import chuck_a_luck as odds

    sweat = CHUCK.presets["sweat-1864"]
    assert [r["spot"] for r in odds.bet_rows(sweat)] == list(SINGLES)
    assert [label for label, _ in odds.edge_summary(sweat)] == ["Single number (1–6)"]
    assert len(odds.bet_rows(ChuckVariant())) > 6 and len(odds.edge_summary(ChuckVariant())) == 11
    assert main(["odds", "chuck-a-luck", "--variant", "sweat-1864", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [b["spot"] for b in data["bets"]] == list(SINGLES) and "six numbers only" in data["text"]
    assert main(["odds", "chuck-a-luck", "--variant", "sweat-1864", "--bets", "high=0.25"]) == 2
    assert "numbered 1 to 6 only: there is no square for high" in capsys.readouterr().err
    assert main(["simulate", "chuck-a-luck", "--variant", "sweat-1864", "--soldiers", "10", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bets"] == {"single:5": "0.25"}


# -- the new rule sets' golden games (made by tests/golden/regenerate.py's method: the game's computer players) ------
NEW_GOLDEN = [("euchre", "euchre-philadelphia-1862", "philadelphia-1862"),   # a lone march, scored 4
              ("euchre", "euchre-railroad-keller-1887", "railroad-keller-1887"),   # the lone defence declined
              ("chuck-a-luck", "chuck_a_luck_sweat", "sweat-1864")]


@pytest.mark.parametrize(("slug", "name", "preset"), NEW_GOLDEN)
def test_the_new_rule_sets_golden_games_stay_move_for_move(slug, name, preset):
    from pathlib import Path

    from engine.core.record import GameRecord, replay, transcript

    golden = Path(__file__).resolve().parents[1] / "golden"
    game = GAMES[slug]
    record = GameRecord.from_json((golden / f"{name}.json").read_text())
    assert game.variant_for(record.variant) == game.presets[preset]
    expected = (golden / f"{name}.txt").read_text().splitlines()
    assert transcript(record) == expected
    state = replay(record)
    assert game.is_over(state) and expected[-1] == "  => " + game.outcome(state).summary


# -- the property harness over the new sets (tests/harness.py): every invariant of the protocol, each rule set ------
from tests.harness import protocol_tests  # noqa: E402 - beside the tests it makes

test_protocol_new_rule_sets = protocol_tests(EUCHRE, [P1862, EUCHRE.presets["railroad-keller-1887"],
                                                      EuchreVariant(players=6, lone_euchre=4, lead="eldest-always")],
                                             max_examples=12)
test_protocol_sweat = protocol_tests(CHUCK, [ChuckVariant(layout="numbers", throws=3)], max_examples=6)


def test_the_command_line_lists_each_rule_set_by_period_and_source(capsys):
    """list --json: each game's rule sets with label, year, source and period (keys beside the old ones); the plain
    list names the sets for 1863; rules --json: the same in full, with the aliases."""
    from engine.cli import main

    assert main(["list", "--json"]) == 0
    listed = {g["slug"]: g for g in json.loads(capsys.readouterr().out)["games"]}
    for slug, game in GAMES.items():
        entry = listed[slug]
        assert entry["presets"] == list(game.presets) and entry["for_1863"] == game.presets.for_1863()
        assert [r["name"] for r in entry["rule_sets"]] == list(game.presets)
        for r in entry["rule_sets"]:
            p = game.presets.about(r["name"])
            assert (r["label"], r["year"], r["source"], r["period"]) == (p.label, p.year, p.source, p.period)
    assert main(["list"]) == 0
    assert "for 1863: sweat-1864" in capsys.readouterr().out
    assert main(["rules", "chuck-a-luck", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["aliases"] == {"camp-1861": "wedeward-camp"} and data["none_for_1863"] == ""
    assert {r["name"]: r["why"] for r in data["rule_sets"]}["sweat-1864"] == CHUCK.presets.about("sweat-1864").why
