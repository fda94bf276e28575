"""Every source the site relies on, with what we know of it and how far we checked it.

``verified`` says whether we have read the text ourselves (True), only part of it
(\"partial\"), or know it only through another work (False). ``provenance`` says
honestly where a claim really comes from. Keys are what rules, variants, glossary
terms and lessons cite, with a locator (page, chapter, section).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Source:
    key: str
    author: str          # as a bibliography lists it: "Schenck, Robert C."
    title: str
    year: str
    short_author: str    # for short citations: "Schenck"
    short_title: str
    place: str = ""
    publisher: str = ""
    kind: str = "book"   # book, article, web page, compilation, statute, convention
    container: str = ""  # series, encyclopaedia or site the work is part of
    identifiers: dict = field(default_factory=dict)  # {"Project Gutenberg": "#53881", …}
    verified: bool | str = False
    provenance: str = ""
    copyright: str = "public domain"  # or "modern, copyrighted: paraphrase only"


_CORE: list[Source] = [
    Source(
        key="anners-hoyle", author="Anners, Henry F., ed.",
        title="Hoyle's Games, Improved and Enlarged", year="c. 1845–1857",
        short_author="Anners", short_title="Hoyle's Games", place="Philadelphia", publisher="Henry F. Anners",
        identifiers={}, verified=False,
        provenance="Known to us only through Wedeward's compilation, which names it as the source of its "
                   "Chuck-a-Luck, Seven-Up and Euchre. Title, edition and year are unconfirmed (an 1845 "
                   "Philadelphia issue is usually cited); no page is given. The house percentages quoted "
                   "beside it (7.9%, 2.78%) are modern arithmetic, not Anners' words."),
    Source(
        key="wedeward", author="Wedeward, John", title="Period Games of Chance", year="n.d.",
        short_author="Wedeward", short_title="Period Games of Chance", kind="compilation",
        container="The Lamar Rifles (11th Mississippi reenactors), web page", verified=True,
        provenance="Our copy: ../shared/seeds/000. A modern compilation for reenactors; each game ends "
                   "'SOURCE: Hoyle's Games, by Henry F. Anners', so its rules are second-hand Anners. The line "
                   "that Chuck-a-Luck 'kept more men on their knees than did the Chaplains' is found only here.",
        copyright="modern: paraphrase only"),
    Source(
        key="schenck-1880", author="Schenck, Robert C.", title="Draw. Rules for Playing Poker", year="1880",
        short_author="Schenck", short_title="Draw", place="Brooklyn, N.Y.", publisher="Privately Printed",
        container="Elzevir Card Tracts, No. 1",
        identifiers={"Library of Congress": "GV1251 .S32", "Our scan": "New York Public Library copy"},
        verified="partial",
        provenance="Our copy: ../shared/seeds/001, a scan with OCR noise. Pages 13–14, which held the "
                   "ranking of hands, are missing. The rules were first written out in 1872 at a country "
                   "house in Somerset and printed privately for the hostess (Schenck's 'Apology')."),
    Source(
        key="foster-1897", author="Foster, R. F.", title="Foster's Complete Hoyle", year="1897",
        short_author="Foster", short_title="Complete Hoyle", place="New York", publisher="Frederick A. Stokes",
        identifiers={"Project Gutenberg": "#53881"}, verified="partial",
        provenance="A standard authority of the 1890s; cited where our seed texts are silent (All Fours, "
                   "Euchre for several players, Poker). All Fours, pp. 287–288, read in an online transcription; "
                   "the rest not yet checked by us. The Project Gutenberg text is of a later printing than "
                   "1897, so a page or passage we cite may differ from the first edition's."),
    Source(
        key="keller-1887", author="Keller, John W.", title="The Game of Euchre", year="1887",
        short_author="Keller", short_title="Game of Euchre", place="New York", publisher="Frederick A. Stokes",
        identifiers={"Library of Congress digitisation": "ark:/13960/t6j10xf6n"}, verified="partial",
        provenance="Title page and contents checked (ch. VI Railroad Euchre, p. 47; ch. VII Two- and Three-Handed "
                   "Euchre, p. 51). Cited for lone hands, the lone defender and game points. Ch. VI's opening read "
                   "in a web transcription (ohioeuchre.com) for the joker: 'Thirty-three cards are necessary', the "
                   "joker 'or imperial trump as it is sometimes called, is always the best trump, no matter what "
                   "suit may be turned'; what a turned-up joker proposes we did not find there."),
    Source(
        key="hoyle-standard-1908", author="Anonymous", title="Hoyle's Standard Games", year="1908",
        short_author="Hoyle's Standard Games", short_title="Hoyle's Standard Games", place="Chicago",
        publisher="Laird & Lee", verified=False,
        provenance="Known to us through Fosdick, who gives it as the source of Domino Euchre."),
    Source(
        key="fosdick", author="Fosdick, Howard", title="Domino Euchre… and more", year="2023",
        short_author="Fosdick", short_title="Domino Euchre", kind="web page", verified=True,
        provenance="Our copy: ../shared/seeds/002. Domino Euchre and Call-Ace Domino Euchre after Hoyle's "
                   "Standard Games (1908), and the standard 24-card Euchre. Its spade example of the trump "
                   "order omits the ace that its own rule lists; we follow the rule.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="baxter-wray-1891", author="Baxter-Wray", title="Round Games with Cards", year="1891",
        short_author="Baxter-Wray", short_title="Round Games with Cards", place="London",
        identifiers={"Project Gutenberg": "#27819"}, verified="partial",
        provenance="Our copy of the Commerce chapter: ../shared/seeds/004, pp. 70–77 (page marks as in PG #27819). "
                   "PG's copy carries title pages dated 1891 and 1897; its contents: Nap 3, Loo 16, Poker 31, "
                   "Vingt-un 59, Commerce 70, Speculation 77. Commerce follows Vingt-un and refers back to Nap "
                   "('see page 9') only for cutting for the deal. 'Baxter-Wray' is a pen name; PG names W. H. Peel. "
                   "The publisher is unconfirmed."),
    Source(
        key="florence-1892", author="Florence, William J.", title="The Gentleman's Handbook on Poker",
        year="1892", short_author="Florence", short_title="Handbook on Poker", place="New York",
        publisher="George Routledge & Sons",
        identifiers={"Library of Congress digitisation": "ark:/13960/t40s0nd1j"}, verified="partial",
        provenance="Contents checked: 'Schenck's Rules for Playing Poker' p. 55, 'A Summary of Schenck's "
                   "Rules' p. 63, 'Value of Hands at Poker' p. 69. Preface dated September 1891; title "
                   "and publisher as usually cited, unconfirmed."),
    Source(
        key="american-cyclopaedia-1875", author="Ripley, George, and Charles A. Dana, eds.",
        title="The American Cyclopaedia", year="1875", short_author="American Cyclopaedia",
        short_title="“Poker”", place="New York", publisher="D. Appleton", kind="encyclopaedia",
        verified=False, provenance="States Schenck's rules 'substantially as follows in a pamphlet by Gen. "
                                   "Robert C. Schenck published in England' (seen in a modern web copy; "
                                   "volume and page unconfirmed)."),
    Source(
        key="scarne-1973", author="Scarne, John", title="Scarne's Encyclopedia of Games", year="1973",
        short_author="Scarne", short_title="Encyclopedia of Games", place="New York", publisher="Harper & Row",
        verified=False, provenance="Scarney dice games; our copy of the rules is ../shared/seeds/003.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="us-pay-1861", author="United States Congress",
        title="An Act to increase the Pay of the Privates in the Regular Army and in the Volunteers",
        year="1861", short_author="Act of 6 August 1861", short_title="Pay of Privates", kind="statute",
        container="37th Congress, 1st Session, ch. 63, § 1; Statutes at Large, vol. 12", verified="partial",
        provenance="Sets a private's pay at 'thirteen dollars per month' (wording checked in a transcription; "
                   "the page in vol. 12, usually given as 326, is unconfirmed)."),
    Source(
        key="leeds-dwight-1888", author="Leeds, H. C., and James Dwight",
        title="The Laws of Euchre as Adopted by the Somerset Club of Boston, March 1, 1888", year="1888",
        short_author="Leeds and Dwight", short_title="Laws of Euchre", place="Boston", publisher="Ticknor and Company",
        identifiers={"Project Gutenberg": "#20433"}, verified="partial",
        provenance="Title page, contents, laws 2–3 (scoring: a march 2, a lone march 4, a lone hand euchred 4 to "
                   "the adversaries) and the technical terms read by us in web transcriptions of the Project "
                   "Gutenberg text; the club laws of the 1880s (game of five points)."),
    Source(
        key="hoffmann-1909", author="Hoffmann, Professor (Angelo Lewis)", title="Hoyle's Games Modernized",
        year="1909", short_author="Hoffmann", short_title="Hoyle's Games Modernized", place="London",
        publisher="George Routledge & Sons", verified=False,
        provenance="Seen only in a Wikisource transcription of a revised edition: Draw Poker with a limit "
                   "'fixed upon' before play (say twelve counters) on each bet or raise; five players best. "
                   "All Fours: low to its original holder, a tie for game to the elder hand."),
    Source(
        key="steinmetz-1870", author="Steinmetz, Andrew", title="The Gaming Table: Its Votaries and Victims",
        year="1870", short_author="Steinmetz", short_title="Gaming Table", place="London",
        publisher="Tinsley Brothers", identifiers={"Project Gutenberg": "vol. 1 #466, vol. 2 #531"}, verified="partial",
        provenance="Read by us only in web copies of the Project Gutenberg text, two passages of vol. 1: 'American "
                   "Games: Draw Poker, or Bluff', for four to seven players, a raise to any sum 'provided … that no "
                   "limit has been fixed before sitting down'; and Euchre, the pack with 'seven being the lowest', "
                   "the right and left bowers, game 'five or seven points, as agreed upon'."),
    Source(
        key="quinn-1890", author="Quinn, John Philip", title="Fools of Fortune", year="1890",
        short_author="Quinn", short_title="Fools of Fortune", place="Chicago",
        publisher="The Anti-Gambling Association", verified=False,
        provenance="Reprints Schenck's rules; a web transcription of its page 88 matches the sentences that "
                   "followed the lost ranking in Schenck (the list itself was not seen)."),
    Source(
        key="schenck-web-copy", author="Anonymous", title="Relative Values of Poker Hands", year="n.d.",
        short_author="top10online.com", short_title="Relative Values of Poker Hands", kind="web page",
        identifiers={"URL": "http://www.top10online.com/news/post/index/469/Relative-Values-Of-Poker-Hands"},
        verified=False,
        provenance="A modern web page giving a nine-grade list of hands followed, word for word, by the text of "
                   "Schenck's pp. 15–16: very probably a copy of his lost pp. 13–14. Its bracketed sentence on "
                   "the ace in sequences looks like a reprinter's gloss, not Schenck's.",
        copyright="a copy of a public-domain text; quoted briefly"),
    Source(
        key="britannica-1929", author="Encyclopaedia Britannica", title="Poker", year="1929",
        short_author="Encyclopaedia Britannica", short_title="“Poker”, 14th ed.", kind="encyclopaedia",
        container="Encyclopaedia Britannica, 14th edition", verified=False,
        provenance="Seen only in a web copy: draw poker spread during the Civil War; straights came in about "
                   "then, ranking below threes; the straight flush followed in the early 1870s.",
        copyright="paraphrase only"),
    Source(
        key="curtis-1900", author="Curtis, Daniel A.", title="Queer Luck: Poker Stories from the New York Sun",
        year="1900", short_author="Curtis", short_title="Queer Luck", place="New York", publisher="Brentano's",
        verified=False,
        provenance="Fiction, seen in a web transcription; an old player recalls when four aces could not be "
                   "beaten and the straight flush was unknown."),
    Source(
        key="wizard-sic-bo", author="Shackleford, Michael", title="Sic Bo", year="2016",
        short_author="Shackleford", short_title="Sic Bo", kind="web page", container="The Wizard of Odds",
        identifiers={"URL": "https://wizardofodds.com/games/sic-bo/"}, verified="partial",
        provenance="Read in a stored web copy: totals of 4 and 17 pay 60 to 1 in Atlantic City and 50 in Macau, "
                   "5 and 16 pay 30 and 18, 6 and 15 pay 17 and 14. The rows for 7 to 11 (12, 8, 6, 6 to 1) are "
                   "as printed in casino rule sheets we read; some houses pay 18 on 6 and 7 on 9. Our 'casino' "
                   "and 'macau' Chuck-a-Luck pay tables for totals; a modern source, not a period one.",
        copyright="modern, copyrighted: figures only"),
    Source(
        key="pollard-chuck-a-luck", author="Pollard, G.", title="Chuck-A-Luck", year="n.d.",
        short_author="Pollard", short_title="Chuck-A-Luck", kind="web page", container="Ways to Play",
        identifiers={"URL": "https://games.porg.es/games/chuck-a-luck/"}, verified="partial",
        provenance="A careful modern history with period references: the sweat-cloth 'since at least the early "
                   "19th century', 'Chuck-a-Luck' by about 1830 (an earlier note of ours gave 1808 for the "
                   "sweat-cloth; we did not find that date in what we read of the page). Its table of totals "
                   "is read from a photographed Will & Finck Grand Hazard layout of "
                   "c. 1890 painted 'for 1' (the stake counted in the payment); we have not seen the layout "
                   "itself. Author's name as given by our research note, unconfirmed.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="van-rensselaer-1912", author="Van Rensselaer, Mrs. John King",
        title="Prophetical, Educational and Playing Cards", year="1912", short_author="Van Rensselaer",
        short_title="Prophetical, Educational and Playing Cards", place="Philadelphia", publisher="George W. Jacobs",
        verified="partial",
        provenance="Read by us in a web transcription of ch. XII, 'According to Hoyle', only (bitlit.ru; also "
                   "clyx.com). It quotes the 1864 edition of The American Hoyle on Euchre's origin (traced 'to the "
                   "counties of Bucks, Lancaster, and Lehigh, in the State of Pennsylvania, where it first made its "
                   "appearance about forty years ago') and the New English (Oxford) Dictionary of 1905 ('EUCHRE ... "
                   "Of uncertain origin'); these are our only reading of either. Its own view, that Euchre "
                   "'apparently started in the western part' of Pennsylvania, is the author's guess, against the "
                   "Hoyle she quotes."),
    Source(
        key="britannica-euchre", author="Parlett, David", title="Euchre", year="n.d.",
        short_author="Parlett", short_title="“Euchre”", kind="web page", container="Encyclopaedia Britannica online",
        verified=False,
        provenance="Secondary: derives the name from Alsatian Juckerspiel and 'bower' from German Bauer (jack); "
                   "says the joker entered American euchre in the 1860s as the best bower.",
        copyright="modern, copyrighted: paraphrase only"),
    Source(
        key="keller-poker-1887", author="Keller, John W.", title="The Game of Draw Poker", year="1887",
        short_author="Keller", short_title="Draw Poker", place="New York", publisher="White, Stokes, & Allen",
        verified=False,
        provenance="Includes Schenck's treatise. Seen only in web transcriptions: two to seven players "
                   "('eight … forces the discard into the draw'); if all but the age pass, the age takes the ante."),
    Source(
        key="site", author="Camp & Parlour", title="Site conventions", year="2026", short_author="Camp & Parlour",
        short_title="site convention", kind="convention", verified=True,
        provenance="Choices this site makes where the period sources are silent, each explained in its lesson.",
        copyright="ours"),
]


def _gather() -> dict[str, Source]:
    """The core list above, plus each game's own sources in ``sources/entries/<game>.py`` (``ENTRIES``).

    A game's new sources live beside nothing else, so games added side by side never edit one list."""
    import importlib
    import pkgutil

    from sources import entries

    found = list(_CORE)
    for mod in sorted(pkgutil.iter_modules(entries.__path__), key=lambda m: m.name):
        found.extend(importlib.import_module(f"{entries.__name__}.{mod.name}").ENTRIES)
    out: dict[str, Source] = {}
    for s in found:
        if s.key in out:
            raise ValueError(f"two sources share the key {s.key!r}")
        out[s.key] = s
    return out


SOURCES: dict[str, Source] = _gather()
