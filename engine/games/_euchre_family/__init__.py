"""The Euchre family's rules, written once: card Euchre, Domino Euchre and Call-Ace Domino Euchre all run on them.

Every game of the family plays a hand the same way: a piece is turned up and proposes trumps; two rounds of
bidding (accept the proposed suit, then name another); a maker may go alone, his partners laying down, and at card
Euchre an opponent may defend alone; the turn-up may be taken into a hand for a discard; at Call-Ace the maker
calls a suit and the holder of its highest piece is his hidden partner; five tricks are played; the hand is scored
by its result (three or four tricks, a march, a euchre, lone hands). Only the play of tricks is not here: it is
the trick engine's (:mod:`engine.tricks`), which every trick-taking game shares.

- :mod:`engine.games._euchre_family.hand`: those rules as functions over small ints and a
  :class:`engine.tricks.TrickDeck` (the called piece, the left bower's suit and the proposed suit are read from
  the deck's own tables), used by the protocol and the computer players' playouts of every game of the family;
- :mod:`engine.games._euchre_family.words`: the sentences the family's move logs share (passes, making trumps,
  going alone, a trick taken, a hand's result, the game's outcome).

What each game supplies is its own: its deck as a ``TrickDeck``, its state (card Euchre's slotted, mutable state
for the compiled playout driver; Domino Euchre's immutable tuple), its action words (``order-up`` or ``accept``),
its rulebook's rule ids and its words for pieces. A game lists this package in its ``shared_code`` so the rule
tracer (``engine.trace``) finds the rules applied here for that game; a function applying a rule for several
games carries each game's id of it (the tracer keeps the ids of the game it is asked about).
"""
