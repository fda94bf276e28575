"""Sources for Euchre's relatives (Hasenpfeffer) that the core bibliography lacks."""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="hasenpfeffer-pages", author="Denexa Games; GameRules.com", title="Hasenpfeffer", year="n.d.",
        short_author="Modern rule pages", short_title="“Hasenpfeffer”", kind="web page",
        container="denexa.com/blog/hasenpfeffer (2018) and gamerules.com/rules/hasenpfeffer",
        identifiers={"URL": "https://denexa.com/blog/hasenpfeffer"}, verified="partial",
        provenance="Two modern pages, read in their opening sections only: four in two partnerships, the 24-card "
                   "pack and the joker (25 cards), six each (by threes, one says), the 25th laid face down (one "
                   "calls it the widow, the other says it is not used); bids from the dealer's left for the tricks "
                   "a side will take, each higher than the last; if all pass, the holder of the joker must bid "
                   "(three, one says; the hand thrown in when the joker is the card laid aside); the high bidder "
                   "names trumps; game is ten. Their scoring we did not read. Both say the game is Pennsylvania "
                   "Dutch. Foster's Complete Hoyle (1897) is said to describe it; we have not read that.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="parlett-penguin", author="Parlett, David", title="The Penguin Book of Card Games", year="2008",
        short_author="Parlett", short_title="Penguin Book of Card Games", place="London", publisher="Penguin",
        verified="partial",
        provenance="A modern reference read only in online excerpts of its Pepper and Double Hasenpfeffer sections: "
                   "the maker names trumps and leads to the first trick; a making side that takes as many tricks "
                   "as it bid scores a point a trick, else loses the amount of its bid; the other side scores a "
                   "point a trick. He notes that the original Hasenpfeffer was often played without bowers.",
        copyright="modern, copyrighted: paraphrase only"),
]
