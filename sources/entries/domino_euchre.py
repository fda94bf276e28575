"""Sources for Domino Euchre and Call-Ace Domino Euchre beyond the core bibliography.

What we read, and how far: Fosdick's page (our seed 002) in full. The period text it cites, *Hoyle's Standard
Games* (Laird & Lee, 1908; core key ``hoyle-standard-1908``), we did not reach: a later printing's title page and
contents (1927, listing Dominoes) turned up in a search, not its Domino Euchre. The two entries below are
second-hand: we know them through a modern summary (gambiter.com, "Domino Euchre") that reports an 1868 account
and an 1887 (third edition 1909) account, and we cite them only where that summary agrees with Fosdick.
"""

from sources.bibliography import Source

ENTRIES = [
    Source(
        key="modern-pocket-hoyle-1868", author="'Trumps'", title="The Modern Pocket Hoyle", year="1868",
        short_author="Trumps", short_title="Modern Pocket Hoyle", place="New York", publisher="Dick & Fitzgerald",
        verified=False,
        provenance="Not read by us. A modern summary (gambiter.com, 'Domino Euchre') calls it the earliest account "
                   "it has seen of Domino Euchre, reprinted many times (and, it says, word for word in Fitzsimmons "
                   "and Liflander's Everything Games Book, 1996, which Fosdick also names)."),
    Source(
        key="standard-hoyle-1887", author="Anonymous", title="The Standard Hoyle", year="1887",
        short_author="Standard Hoyle", short_title="The Standard Hoyle", place="New York",
        publisher="Excelsior Publishing House", verified=False,
        provenance="Not read by us. Reported by a modern summary (gambiter.com, 'Domino Euchre', from the third "
                   "edition, 1909) as the fuller period account: the trump suit of eight tiles and the suit "
                   "below trumps left with five and no doublet, as Fosdick has it."),
    Source(
        key="gambiter-domino-euchre", author="Gambiter", title="Domino Euchre", year="undated",
        short_author="Gambiter", short_title="Domino Euchre", kind="web page",
        identifiers={"URL": "https://gambiter.com/domino/western/euchre.html"}, verified="partial",
        provenance="A modern rules page; we read only its opening (the deal, the turn-up, the eight-tile trump "
                   "suit, the five-tile suit below trumps). It is our only report of the two period accounts above.",
        copyright="modern, copyrighted: paraphrase only"),
]
