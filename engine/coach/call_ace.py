"""Call-Ace Domino Euchre's coach: Domino Euchre's (``engine.coach.domino_euchre``), one implementation.

Call-Ace runs on the Domino Euchre engine; the coach reads the game from the view, so the bids, the call of the
partner suit and each tile are valued the same way. Scores are each for himself: a choice is worth the seat's
points this hand less the others' average (the called partner's points count among the others')."""

from engine.coach.domino_euchre import LIVE_SAMPLES, MAX_SAMPLES, SAMPLES, SCALE, advice, evaluate, nudge, reason

__all__ = ["SCALE", "SAMPLES", "LIVE_SAMPLES", "MAX_SAMPLES", "evaluate", "reason", "advice", "nudge"]
