"""A tiny game used to test the core and the harness without any real game.

"High card": each seat is dealt two cards from a 24-card pack; in turn each plays one;
after everyone has played, the highest card (rank, then suit) takes a chip from each
other seat. Two rounds make a game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Game, IllegalAction, Outcome, Rule, Rulebook, option
from engine.core.cards import Card, pack
from engine.core.rng import shuffled

RULES = Rulebook("toy", [
    Rule("hold", "You can only play a card you hold.", "site", "toy"),
    Rule("turn", "Players play in turn.", "site", "toy"),
])


@dataclass(frozen=True)
class ToyVariant:
    seats: int = option(3, "How many players.", "site", "toy", choices=(2, 3, 4))
    chips: int = option(5, "Chips each player starts with.", "site", "toy", minimum=1, maximum=100)


@dataclass(frozen=True)
class ToyState:
    variant: ToyVariant
    seed: int
    hands: tuple
    played: tuple
    chips: tuple
    to_act: int | None
    phase: str = "play"
    round: int = 0


class Toy(Game):
    slug, title, kind, players, period, hook = "toy", "High Card", "cards", "2–4", "test", "a test"
    Variant = ToyVariant
    rules = RULES

    def seats(self, variant):
        return variant.seats

    def new_game(self, variant=None, seed=0, deal=None):
        v = variant or ToyVariant()
        return self._deal(ToyState(v, seed, (), (), (v.chips,) * v.seats, 0), 0)

    def _deal(self, s, rnd):
        cards = shuffled(pack(24), s.seed, "deal", rnd)
        hands = tuple(tuple(sorted(cards[2 * i:2 * i + 2])) for i in range(s.variant.seats))
        return replace(s, hands=hands, played=(), to_act=0, round=rnd, phase="play")

    def legal_actions(self, s):
        return [] if s.to_act is None else [f"play {c}" for c in s.hands[s.to_act]]

    def parse_action(self, text):
        words = text.split()
        if len(words) != 2 or words[0] != "play":
            from engine.core.rules import NOTATION
            raise IllegalAction("Write 'play' and a card, like 'play JS'.", NOTATION)
        try:
            return f"play {Card.parse(words[1])}"
        except ValueError as exc:
            from engine.core.rules import NOTATION
            raise IllegalAction(str(exc), NOTATION) from None

    def check(self, s, action):
        if s.to_act is None:
            from engine.core.rules import GAME_OVER
            raise IllegalAction("The game is over.", GAME_OVER)
        card = Card.parse(action.split()[1])
        if card not in s.hands[s.to_act]:
            raise IllegalAction(f"You do not hold the {card.name}.", RULES["hold"])

    def step(self, s, action):
        card = Card.parse(action.split()[1])
        hands = list(s.hands)
        hands[s.to_act] = tuple(c for c in hands[s.to_act] if c != card)
        played = s.played + (card,)
        s = replace(s, hands=tuple(hands), played=played)
        if len(played) < s.variant.seats:
            return replace(s, to_act=s.to_act + 1)
        winner = max(range(len(played)), key=lambda i: played[i])
        chips = [c - 1 for c in s.chips]
        chips[winner] += s.variant.seats
        s = replace(s, chips=tuple(chips))
        if s.round == 1:
            return replace(s, to_act=None, phase="over")
        return self._deal(s, s.round + 1)

    def view(self, s, seat):
        return {"hand": s.hands[seat], "played": s.played, "chips": s.chips, "to_act": s.to_act}

    def is_over(self, s):
        return s.to_act is None

    def outcome(self, s):
        best = max(s.chips)
        return Outcome("High card wins.", tuple(i for i, c in enumerate(s.chips) if c == best), dict(enumerate(s.chips)))

    def hidden_from(self, s, seat):
        return {str(c) for i, h in enumerate(s.hands) if i != seat for c in h}

    def ledger(self, s):
        return sum(s.chips)

    def probe_actions(self, s):
        return [f"play {c}" for c in pack(24)]


GAME = Toy()
