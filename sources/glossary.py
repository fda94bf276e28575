"""Period terms that belong to no one game. Each game's own terms live on its ``GAME.terms``."""

from engine.core.rules import Term

GENERAL_TERMS: tuple[Term, ...] = (
    Term("Hoyle", "Any book of the rules of games, after Edmond Hoyle (1672–1769); American editors such as "
         "Henry F. Anners kept his name on their own collections.", "anners-hoyle"),
    Term("According to Hoyle", "Played by the book's rules; hence, correct and proper.", "foster-1897"),
    Term("Pack", "The cards used for a game; Americans also said 'deck'. Stripped packs of 32 or 24 cards "
         "leave out the low ranks.", "foster-1897"),
    Term("Pool", "The money or chips staked on one deal, taken by the winner (Poker, Commerce).",
         "schenck-1880", "p. 5"),
    Term("Bank", "The player or house who pays winning bets and takes losing ones.", "wedeward", "Chuck-A-Luck"),
)
